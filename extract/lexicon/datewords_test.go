package lexicon

import "testing"

// TestOtherDate: the labels of dates that are not the document's own, in
// the languages of otherDateWords and, through the label tables, in the
// others; a document's own date is none.
func TestOtherDate(t *testing.T) {
	tests := []struct {
		label string
		want  bool
	}{
		{"Payment due date", true},
		{"Abrechnungszeitraum", true},
		{"Date de naissance", true},
		{"Dátum splatnosti", true},
		{"Datum splatnosti", true}, // its accent lost
		{"Eräpäivä", true},
		{"Termin płatności", true},
		{"Dátum vystavenia", false},
		{"Invoice date", false},
		{"Rechnungsdatum", false},
		{"Laskun päiväys", false},
	}
	for _, tt := range tests {
		if got := OtherDate(tt.label); got != tt.want {
			t.Errorf("OtherDate(%q) = %v, want %v", tt.label, got, tt.want)
		}
	}
}

func TestPlaceBeforeDate(t *testing.T) {
	for before, want := range map[string]bool{
		"Fait à Paris, le ":      true,
		"En Madrid, a ":          true,
		"Lisboa, ":               true,
		"München, ":              true,
		"V Ostravě dne ":         true,
		"Warszawa, dnia ":        true,
		"Frankfurt am Main, ":    true,
		"Done at Dublin on ":     true,
		"Madrid ":                false, // no comma, no join word
		"Total, ":                false, // a label
		"Invoice date, ":         false,
		"Paid on ":               false,
		"12 High Street, ":       false,
		"the meter was read on ": false,
	} {
		if got := PlaceBeforeDate(before); got != want {
			t.Errorf("PlaceBeforeDate(%q) = %v, want %v", before, got, want)
		}
	}
}
