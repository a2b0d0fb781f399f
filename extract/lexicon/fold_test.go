package lexicon

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/dates"
)

func TestFold(t *testing.T) {
	for in, want := range map[string]string{
		"Date de délivrance":          "date de delivrance",
		"DATE DE DELIVRANCE":          "date de delivrance",
		"  Geb.-Datum: ":              "geb datum",
		"D.O.B.":                      "d o b",
		"N°":                          "n",
		"Receipt # 226713":            "receipt no 226713",
		"#12":                         "no 12",
		"Nº":                          "no",
		"Straße":                      "strasse",
		"Ødegård":                     "odegard",
		"Spółka z o.o.":               "spolka z o o",
		"Číslo faktury":               "cislo faktury",
		"l'expiration":                "l expiration",
		"Ｆｕｌｌ　ｗｉｄｔｈ":                  "full width",
		"Αριθμός":                     "αριθμοσ",
		"ΚΑΤΑΣΤΑΣΗΣ":                  "καταστασησ",
		"":                            "",
		"--":                          "",
		"GmbH & Co. KG":               "gmbh co kg",
		"Fecha de expedición/Date of": "fecha de expedicion date of",
		"ﬁnance":                      "finance",
		"Dz. U.":                      "dz u",
		"İstanbul":                    "istanbul",
		"จ.๖๓๓๗/๒๕๖๘":                 "จ 6337 2568",
		"ทะเบียนเลขที่": "ทะเบยนเลขท", // Thai marks dropped
		"ทะเบียนเลขที":  "ทะเบยนเลขท", // the tone OCR lost
		"สำนักงาน":      "สานกงาน",    // sara am
		"สํานักงาน":     "สานกงาน",    // nikhahit and sara aa, as OCR writes it
		"٣٤ ७":          "34 7",
	} {
		if got := Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestFoldMap(t *testing.T) {
	for _, s := range []string{"Finanzamt Köln-Mitte", "  Date de délivrance / Fecha", "Straße 5", "ﬁ x", "Ａ b"} {
		f, at := foldMap(s)
		if diff := cmp.Diff(Fold(s), f); diff != "" {
			t.Errorf("foldMap(%q) text mismatch (-want +got):\n%s", s, diff)
		}
		if len(at) != len(f)+1 || at[len(at)-1] != len(s) {
			t.Errorf("foldMap(%q): %d offsets for %d bytes", s, len(at), len(f))
		}
	}
	f, at := foldMap("Finanzamt Köln-Mitte")
	i := strings.Index(f, "koln")
	if got := "Finanzamt Köln-Mitte"[at[i]:at[i+len("koln mitte")]]; got != "Köln-Mitte" {
		t.Errorf("span of %q maps to %q", "koln mitte", got)
	}
}

func FuzzFold(f *testing.F) {
	for _, s := range []string{"Date de délivrance", "ß", "N°", "a\u0301", "\xff", "Receipt # 226713", "#12", "a#"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if !utf8.ValidString(s) {
			return
		}
		got := Fold(s)
		if Fold(got) != got {
			t.Fatalf("Fold(Fold(%q)) = %q, not %q", s, Fold(got), got)
		}
		m, at := foldMap(s)
		if m != got || len(at) != len(m)+1 {
			t.Fatalf("foldMap(%q) = %q with %d offsets, Fold = %q", s, m, len(at), got)
		}
	})
}

func TestMonth(t *testing.T) {
	for in, want := range map[string]int{
		"January": 1, "févr.": 2, "FEVR": 2, "března": 3, "Jänner": 1, "jaenner": 1, "MÄR": 3,
		"maart": 3, "mrt": 3, "maj": 5, "maja": 5, "czerwca": 6, "červenec": 7, "července": 7,
		"août": 8, "AOUT": 8, "setembro": 9, "outubro": 10, "okt": 10, "listopad": 11,
		"grudnia": 12, "Dez.": 12, "desember": 12, "joulukuuta": 12, "márc.": 3, "iulie": 7,
		"szept": 9, "dic": 12, "tammi": 1,
	} {
		got, ok := Month(in)
		if !ok || got != want {
			t.Errorf("Month(%q) = %d, %v; want %d", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "foo", "13", "Monday", "marchand"} {
		if n, ok := Month(in); ok {
			t.Errorf("Month(%q) = %d, want none", in, n)
		}
	}
}

// TestMonthNamesUnambiguous: no folded name stands for two months, and no
// language repeats a name.
func TestMonthNamesUnambiguous(t *testing.T) {
	seen := map[string]int{}
	label, _ := dates.MonthLanguages()
	for _, lang := range label {
		names, _ := dates.MonthNamesOf(lang)
		inLang := map[string]bool{}
		for i, list := range names {
			if len(list) == 0 {
				t.Errorf("%s: month %d has no name", lang, i+1)
			}
			for _, n := range list {
				k := Fold(n)
				if k == "" {
					t.Errorf("%s: empty month name", lang)
				}
				if inLang[k] {
					t.Errorf("%s: %q listed twice", lang, n)
				}
				inLang[k] = true
				if m, ok := seen[k]; ok && m != i+1 {
					t.Errorf("%q is month %d and %d", n, m, i+1)
				}
				seen[k] = i + 1
			}
		}
	}
	for _, lang := range labelLanguages {
		if _, ok := MonthNames(lang); !ok {
			t.Errorf("no month names for %s", lang)
		}
	}
}

func TestASCIIDigits(t *testing.T) {
	tests := []struct{ in, want string }{
		{"จ.๖๓๓๗/๒๕๖๘", "จ.6337/2568"},
		{"๐๑๒๓๔๕๖๗๘๙", "0123456789"},
		{"٠١٢ ०१२ ０１２", "012 012 012"},
		{"No. 12", "No. 12"},
	}
	for _, tt := range tests {
		if got := ASCIIDigits(tt.in); got != tt.want {
			t.Errorf("ASCIIDigits(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
