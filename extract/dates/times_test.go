package dates

import "testing"

func TestFindClocks(t *testing.T) {
	tests := []struct{ in, want string }{
		{"26/02/2016 15:20", "15:20"},
		{"2026-03-14 09:41:05", "09:41:05"},
		{"03/14/2026  3:20 PM", "15:20"},
		{"03/14/2026 12:05 am", "00:05"},
		{"14.03.2026 09:41 Uhr", "09:41"},
		{"le 14/03/2026 à 15h20", "15:20"},
		{"14.03.26 9.41 Uhr", "09:41"},
		{"11:59:59 p.m.", "23:59:59"},
		{"Total 15.20", ""},
		{"Ref 12:345", ""},
		{"25:10", ""},
	}
	for _, tc := range tests {
		got := ""
		if cs := FindClocks(tc.in); len(cs) > 0 {
			got = cs[0].String()
		}
		if got != tc.want {
			t.Errorf("FindClocks(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestParseStamped(t *testing.T) {
	tests := []struct {
		in   string
		want string // "" when s is not a date
	}{
		{"25-04-2023", "2023-04-25"},
		{"25-04-2023 a las 08.31.06", "2023-04-25"},
		{"12.03.2024 um 14:05 Uhr", "2024-03-12"},
		{"14/03/2026 à 15h20", "2026-03-14"},
		{"2026-03-14 09:41:05", "2026-03-14"},
		{"25-04-2023 and 26-04-2023", ""},
		{"25-04-2023 Madrid", ""},
		{"25-04-2023 EUR 12.50", ""},
		{"Madrid 25-04-2023 08:31", ""},
	}
	for _, tt := range tests {
		d, ok := ParseStamped(tt.in, Options{})
		got := ""
		if ok {
			got = d.String()
		}
		if got != tt.want {
			t.Errorf("ParseStamped(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
