package identity

import (
	"context"
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/reading"
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
		got, err := extract(context.Background(), &reading.Document{Pages: []*layout.Page{p}}, doctype.Env{Today: today})
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

// FuzzVote votes arbitrary readings of a TD1 band, as OCR may give them: it
// must not panic, align must keep the reference's length (in characters)
// and only place characters of the reading, and an accepted vote must
// validate.
func FuzzVote(f *testing.F) {
	f.Add("I<IC0029067<<<0<<<<<<<<<<<<<<<\n990101850903268HCO<<<<<<<<<<<0\nSPECINEN<<SPECIHEN<<<<<<<<<<<<",
		"1<MCO029067<<<0<<<<<<<KKKKKK\n9901018FO90324B8MCO<<<<<KK\nSPECIMEN<<SPECIMEN<<<<<<<")
	f.Add("I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\nERIKSSON<<ANNA<MARIA<<<<<<<<<<",
		"I<UTOD23145890<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<6\nERIKSSON<<ANNA<KMARIA<<<<<<<")
	f.Add("", "<<<")
	f.Fuzz(func(t *testing.T, a, b string) {
		ra, rb := strings.Split(a, "\n"), strings.Split(b, "\n")
		for i := range min(len(ra), len(rb)) {
			got, ok := align(ra[i], rb[i])
			if !ok {
				continue
			}
			if len(got) != len([]rune(ra[i])) {
				t.Fatalf("align(%q, %q) = %q: length %d, want %d", ra[i], rb[i], string(got), len(got), len([]rune(ra[i])))
			}
			for _, c := range got {
				if c != 0 && !strings.ContainsRune(rb[i], c) {
					t.Fatalf("align(%q, %q) = %q holds %q, not in the reading", ra[i], rb[i], string(got), c)
				}
			}
		}
		if cands, ok := ballot([][]string{ra, rb}, nil, []int{30, 30, 30}, false); ok {
			for li, line := range cands {
				for pos, cs := range line {
					for _, c := range cs {
						if !strings.ContainsRune(ra[li], c) && !strings.ContainsRune(rb[li], c) {
							t.Fatalf("ballot(%q, %q) line %d position %d: %q, which no reading had", a, b, li, pos, c)
						}
					}
				}
			}
		}
		if res, ok := vote([][]string{ra, rb}, nil, []int{30, 30, 30}, today); ok && !res.Valid {
			t.Errorf("vote(%q, %q) accepted an invalid MRZ %q", a, b, res.Lines)
		}
	})
}
