package proofofaddress

import (
	"testing"

	"github.com/docextract/docextract/extract/postal"
)

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

func TestFromStreet(t *testing.T) {
	tests := []struct{ in, want string }{
		{" Retail Pty Ltd ABN 97 275 020 911 · 26 Wattle St, GLENELG SA 5045", "26 Wattle St, GLENELG SA 5045"},
		{"Hauptstraße 27, 50728 Köln", "Hauptstraße 27, 50728 Köln"},
		{"Kundenservice · Postfach 10 11 12 · 50728 Köln", "Postfach 10 11 12, 50728 Köln"},
	}
	for _, tt := range tests {
		if got := fromStreet(tt.in); got != tt.want {
			t.Errorf("fromStreet(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestNamedEcho: an unnamed service address printed again under a
// person's name (the remittance slip) takes that name; an organisation's
// block with the same lines does not.
func TestNamedEcho(t *testing.T) {
	block := func(lines ...string) postal.Found {
		a, ok := postal.ParseAddress(lines)
		if !ok {
			t.Fatalf("ParseAddress(%q) = false", lines)
		}
		return postal.Found{Address: a}
	}
	found := []postal.Found{
		block("Bayview Hydro Ltd", "612 MAIN ST N", "TORONTO ON M4C 5H8"),
		block("196 MAPLE GROVE DR", "TORONTO ON M4C 2J5"),
		block("AMELIA FFORDE", "196 MAPLE GROVE DR", "TORONTO ON M4C 2J5"),
	}
	if got := namedEcho(found, 1); got != 2 {
		t.Errorf("namedEcho = %d, want 2", got)
	}
	if got := namedEcho(found[:2], 1); got != -1 {
		t.Errorf("namedEcho without the slip = %d, want -1", got)
	}
}
