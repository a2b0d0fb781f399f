package lexicon

import "testing"

func TestOCRNear(t *testing.T) {
	for _, tc := range []struct {
		a, b string
		want bool
	}{
		{"fecha de emisien", "fecha de emision", true},
		{"periodo de facturaci6n", "periodo de facturacion", true},
		{"statement date", "statement date", true},
		{"statment date", "statement date", true},
		{"due data", "due date", false},                   // short words exact
		{"fecha de emisiones", "fecha de emision", false}, // two edits
		{"date of issue", "date of issues", false},        // "issue" is short
		{"fecha emision", "fecha de emision", false},      // words pair one to one
		{"", "", true},
		{"", "date", false},
	} {
		if got := OCRNear(tc.a, tc.b); got != tc.want {
			t.Errorf("OCRNear(%q, %q) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestIsLabelWord(t *testing.T) {
	for w, want := range map[string]bool{
		"Geschäftszeichen": true,
		"Geschiftszeichen": true, // ä read as i
		"Aktenzeichen":     true,
		"Düsseldorf-Süd":   false,
		"Köln":             false,
		"":                 false,
	} {
		if got := IsLabelWord(w); got != want {
			t.Errorf("IsLabelWord(%q) = %v, want %v", w, got, want)
		}
	}
}
