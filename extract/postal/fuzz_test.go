package postal

import (
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/layout"
)

func FuzzParseAddress(f *testing.F) {
	for _, s := range []string{
		"John W. Doe\n100 Main St.\nBoston, MA 02201",
		"SUSAN SAMPLE\n1234 ANY STREET, SUITE 5678\nADDRESS LINE #2\nCITY, PROVINCE A1B 2C3",
		"Mme Claire Martin\n12 rue de la Paix\n75002 Paris\nFrance",
		"Aoife Byrne\n14 Fitzwilliam Square\nDublin 2\nD02 X285",
		"1012 AB Amsterdam", "", "\n\n",
		"Mr Harry Williams\n57 Mill Lane\nMANCHESTER\nM7 6UK",
		"ORCHARD LANE FOODS INC.\n1353 LINCOLN BLVD APT 20\nSPRINGFIELD, IL 62704",
		"Galway\nCo. Galway\nH51 KN93",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		lines := strings.Split(s, "\n")
		a, ok := ParseAddress(lines)
		if !ok {
			return
		}
		if a.First < 0 || a.Last >= len(lines) || a.First > a.Last || a.NameIndex >= a.First {
			t.Fatalf("ParseAddress(%q) indexes out of order: %+v", s, a)
		}
		if _, ok := locality(lines, a.Last); !ok && !isCountryName(strings.Trim(lines[a.Last], " .,")) {
			t.Fatalf("ParseAddress(%q): last line %q is neither locality nor country", s, lines[a.Last])
		}
	})
}

func FuzzFindPostcodes(f *testing.F) {
	for _, s := range []string{"Boston, MA 02201", "NR99 9ZZ", "A1B 2C3", "D02 X285", "75008 Paris", "Sydney NSW 2000"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		prev := -1
		for _, p := range FindPostcodes(s) {
			if p.Start < 0 || p.End > len(s) || p.Start >= p.End || p.Start < prev {
				t.Fatalf("FindPostcodes(%q): bad span %+v", s, p)
			}
			prev = p.End
		}
	})
}

func FuzzDocumentDate(f *testing.F) {
	for _, s := range []string{"Statement date: 7 March 2024", "From March 12, 2004 to April 12, 2004", "Datum: 03.02.2024", "July 1 – July 31, 2015"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var rows []row
		for i, l := range strings.Split(s, "\n") {
			rows = append(rows, row{60, float64(100 + 12*i), l})
		}
		if d, ok := DocumentDate([]*layout.Page{page(rows...)}, DateOptions{}); ok && (d.Date.Year == 0 || d.Date.Month == 0) {
			t.Fatalf("DocumentDate(%q) = %+v: no year or month", s, d)
		}
	})
}
