package dates

import "testing"

func TestRepairDigits(t *testing.T) {
	tests := []struct{ in, want string }{
		{"09/17/2025 - 10/16/2D25", "09/17/2025 - 10/16/2025"},
		{"Datum O1.06.2025", "Datum 01.06.2025"},
		{"12-S-2025", "12-5-2025"},
		{"10/16/2025", "10/16/2025"},           // nothing to repair
		{"1O/1O/2025", "1O/1O/2025"},           // two letters: not a date misread
		{"AB/CD/EF", "AB/CD/EF"},               // letters only
		{"01.06/2O25", "01.06/2O25"},           // two separators
		{"Ref 12/34/56B7", "Ref 12/34/56B7"},   // no date once repaired
		{"ZIP 1D/0I/2025x", "ZIP 1D/0I/2025x"}, // inside a word
	}
	for _, tt := range tests {
		if got := RepairDigits(tt.in); got != tt.want {
			t.Errorf("RepairDigits(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if len(RepairDigits(tt.in)) != len(tt.in) {
			t.Errorf("RepairDigits(%q) changed the length", tt.in)
		}
	}
}
