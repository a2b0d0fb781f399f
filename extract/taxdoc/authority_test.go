package taxdoc

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestFindAuthority(t *testing.T) {
	for text, want := range map[string]Authority{
		"Finanzamt Köln-Mitte\nPostfach 10 01 23":                {Name: "Finanzamt Köln-Mitte", Country: "DE"},
		"Finanzamt Düsseldorf-Süd Geschäftszeichen St 13 - 4816": {Name: "Finanzamt Düsseldorf-Süd", Country: "DE"},
		"Finanzamt Düsseldorf-Süd Geschiftszeichen St 13 - 4816": {Name: "Finanzamt Düsseldorf-Süd", Country: "DE"},
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
