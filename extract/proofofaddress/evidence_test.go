package proofofaddress

import "testing"

func TestHasAmount(t *testing.T) {
	tests := []struct {
		text string
		want bool
	}{
		{"Amount due £54.20", true},
		{"Razem brutto 190,25 zł", true},
		{"Total CHF 1'204.50", true},
		{"Att betala 1 204,50 kr", true},
		{"Kundennummer 4711 vom 12.03.2026", false},
		{"Zählerstand 12345 kWh", false},
	}
	for _, tt := range tests {
		if got := hasAmount(tt.text); got != tt.want {
			t.Errorf("hasAmount(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}
