package identity

import (
	"context"
	"strings"
	"testing"

	"github.com/docextract/docextract/extract"
	"github.com/docextract/docextract/extract/layout"
)

// FuzzExtractText runs Extract on text pages built from arbitrary lines:
// it must not panic, and any value it returns must be read from the page
// or the MRZ.
func FuzzExtractText(f *testing.F) {
	seeds := []string{
		"PASSPORT\nSurname / Nom (1)\nERIKSSON\nGiven names\nANNA MARIA",
		"P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10",
		"DRIVING LICENCE\n1. MUSTERMANN\n3. 12.08.1964 BERLIN\n4a. 19.01.2013 4c. AMT",
		"USA DRIVER LICENSE\nDL 123\nDOB 02/03/1990\nLN DOE FN JOHN",
		"Name:\n:\n/ (1)\n4a.\n3.",
	}
	for _, s := range seeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p := page(strings.Split(s, "\n")...)
		got, err := Extract(context.Background(), &extract.Document{Pages: []*layout.Page{p}}, Options{Today: today})
		if err != nil {
			return
		}
		for name, v := range fieldMap(got) {
			if v != "" && !strings.Contains(strings.ToUpper(s), firstWord(v)) && got.MRZ == nil && !isDerived(name) {
				t.Errorf("%s = %q is not on the page %q", name, v, s)
			}
		}
	})
}

// isDerived reports whether the field is computed (a date, a country code)
// rather than copied.
func isDerived(name string) bool {
	return strings.Contains(name, "date") || name == "issuing_country"
}

func firstWord(v string) string {
	if f := strings.Fields(strings.ToUpper(v)); len(f) > 0 {
		return f[0]
	}
	return ""
}
