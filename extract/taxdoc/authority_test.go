package taxdoc

import (
	"testing"

	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/google/go-cmp/cmp"
)

func TestFindAuthority(t *testing.T) {
	for text, want := range map[string]Authority{
		"Finanzamt Köln-Mitte\nPostfach 10 01 23":                {Name: "Finanzamt Köln-Mitte", Country: "DE"},
		"Finanzamt Düsseldorf-Süd Geschäftszeichen St 13 - 4816": {Name: "Finanzamt Düsseldorf-Süd", Country: "DE"},
		"Finanzamt Düsseldorf-Süd Geschiftszeichen St 13 - 4816": {Name: "Finanzamt Düsseldorf-Süd", Country: "DE"},
		"FINANČNÍ ÚŘAD PRO JIHOMORAVSKÝ KRAJ\nNové sady 988/2":   {Name: "FINANČNÍ ÚŘAD PRO JIHOMORAVSKÝ KRAJ", Country: "CZ"},
		"Internal Revenue Service\nOgden, UT 84201":              {Name: "Internal Revenue Service", Country: "US"},
	} {
		got, ok := FindAuthority(text)
		if !ok {
			t.Errorf("FindAuthority(%q) found none", text)
			continue
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("FindAuthority(%q) mismatch (-want +got):\n%s", text, diff)
		}
	}
}

// TestVATSubjectFirst: a notice granting a VAT number puts it before the
// tax office's file number printed above it; a letter that only gives a
// VAT number beside others keeps their order.
func TestVATSubjectFirst(t *testing.T) {
	vals := []keyvalue.Value{
		{Field: layout.Field{Value: "22 904/0877"}, Label: "Steuernummer"},
		{Field: layout.Field{Value: "ATU17418024"}, Label: "UID-Nummer"},
	}
	notice := "BESCHEID über die Erteilung einer Umsatzsteuer-Identifikationsnummer (UID)\nSteuernummer 22 904/0877\nUID-Nummer: ATU17418024\nDie UID-Nummer ist gültig ab 30.09.2024."
	letter := "Einkommensteuerbescheid 2024\nSteuernummer 22 904/0877\nUID-Nummer: ATU17418024"
	for text, want := range map[string]string{notice: "ATU17418024", letter: "22 904/0877"} {
		if got := vatSubjectFirst(vals, text)[0].Value; got != want {
			t.Errorf("vatSubjectFirst(%.40q...)[0] = %q, want %q", text, got, want)
		}
	}
}
