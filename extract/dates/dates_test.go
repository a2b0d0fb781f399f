package dates

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
)

func TestParse(t *testing.T) {
	us := Options{MonthFirst: true}
	birth := Options{TwoDigitYear: func(yy int) int { return 1900 + yy }}
	tests := []struct {
		in   string
		opts Options
		want string
	}{
		{"2031-03-14", Options{}, "2031-03-14"},
		{"2031/3/4", Options{}, "2031-03-04"},
		{"14.03.2031", Options{}, "2031-03-14"},
		{"25. 12. 2007", Options{}, "2007-12-25"}, // Czech spacing (ČSN 01 6910)
		{"25. 12.2007", Options{}, "2007-12-25"},
		{"14/03/2031", Options{}, "2031-03-14"},
		{"14-03-2031", Options{}, "2031-03-14"},
		{"14.03.31", Options{}, "2031-03-14"},
		{"03/04/2025", Options{}, "2025-04-03"},
		{"03/04/2025", us, "2025-03-04"},
		{"13/04/2025", us, "2025-04-13"}, // unambiguous wins over MonthFirst
		{"04/13/2025", Options{}, "2025-04-13"},
		{"14 03 2031", Options{}, "2031-03-14"},
		{"14 MAR 2031", Options{}, "2031-03-14"},
		{"14 MAR/MAR 31", Options{}, "2031-03-14"},
		{"12 OKT/OCT 67", birth, "1967-10-12"},
		{"14-Mar-2031", Options{}, "2031-03-14"},
		{"14MAR2031", Options{}, "2031-03-14"},
		{"14 March 2031", Options{}, "2031-03-14"},
		{"14th March 2031", Options{}, "2031-03-14"},
		{"March 14, 2031", Options{}, "2031-03-14"},
		{"Mar. 5 2031", Options{}, "2031-03-05"},
		{"14. März 2031", Options{}, "2031-03-14"},
		// Month names of every language the lexicon holds (CLDR), not only
		// the label languages: Czech and Polish genitives, Croatian.
		{"13. dubna 2004", Options{}, "2004-04-13"},
		{"1 stycznia 2020", Options{}, "2020-01-01"},
		{"5. svibnja 2019", Options{}, "2019-05-05"},
		{"1er janvier 2024", Options{}, "2024-01-01"},
		{"14 février 2024", Options{}, "2024-02-14"},
		{"3 août 2024", Options{}, "2024-08-03"},
		{"14 de marzo de 2031", Options{}, "2031-03-14"},
		{"14 marzo 2031", Options{}, "2031-03-14"},
		{"5 giugno 2024", Options{}, "2024-06-05"},
		{"14 maart 2031", Options{}, "2031-03-14"},
		{"14 mrt 2031", Options{}, "2031-03-14"},
		{"14 MAA/MAR 2031", Options{}, "2031-03-14"},
		{"14 MÄR/MAR 31", Options{}, "2031-03-14"},
		{"14 de março de 2031", Options{}, "2031-03-14"},
		{"2 dezembro 2024", Options{}, "2024-12-02"},
		{"2 DEZ 2024", Options{}, "2024-12-02"},
		{"March 2031", Options{}, "2031-03"},
		{"03/2031", Options{}, "2031-03"},
		{"29.02.2028", Options{}, "2028-02-29"},
		{"01/01/70", Options{TwoDigitYear: func(yy int) int { return 2000 + yy }}, "2070-01-01"},
	}
	for _, tt := range tests {
		got, ok := Parse(tt.in, tt.opts)
		if !ok {
			t.Errorf("Parse(%q) failed", tt.in)
			continue
		}
		if diff := cmp.Diff(tt.want, got.String()); diff != "" {
			t.Errorf("Parse(%q) mismatch (-want +got):\n%s", tt.in, diff)
		}
	}
}

func TestParseRefuses(t *testing.T) {
	for _, in := range []string{
		"", "hello", "29.02.2027", "31/04/2024", "32.01.2024", "14.03/2031", "14 MAR/APR 31",
		"2031-13-01", "123.45.2024", "14 Smarch 2031", "01 23 4567", "12345", "1/2",
	} {
		if d, ok := Parse(in, Options{}); ok {
			t.Errorf("Parse(%q) = %s, want refused", in, d)
		}
	}
}

func TestFind(t *testing.T) {
	s := "Statement date: 14 March 2024. Period 01/02/2024 - 29/02/2024. Pay by 2024-03-28 (ref 123/2024)."
	var got []string
	for _, m := range Find(s, Options{}) {
		got = append(got, m.Date.String()+"="+s[m.Start:m.End])
	}
	want := []string{
		"2024-03-14=14 March 2024", "2024-02-01=01/02/2024", "2024-02-29=29/02/2024", "2024-03-28=2024-03-28",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Find mismatch (-want +got):\n%s", diff)
	}
}

// TestFindDayO: OCR puts an O before or for a day's first digit (a
// Taiwanese passport's "O01 APR 2004"); "O1" in a word stays.
func TestFindDayO(t *testing.T) {
	for s, want := range map[string]string{
		"O01 APR 2004 TAIWAN": "2004-04-01=01 APR 2004",
		"o1 APR 2004":         "2004-04-01=1 APR 2004",
		"Date: O9 Jan 2020":   "2020-01-09=9 Jan 2020",
		"CO1 APR 2004":        "2004-04=APR 2004",
	} {
		ms := Find(s, Options{})
		if len(ms) != 1 || ms[0].Date.String()+"="+strings.TrimSpace(s[ms[0].Start:ms[0].End]) != want {
			t.Errorf("Find(%q) = %v, want %s", s, ms, want)
		}
	}
}

func TestFindNotInsideNumbers(t *testing.T) {
	for _, s := range []string{"IBAN GB29NWBK60161331926819", "Account 1234567890", "Amount 1.234,56", "Tel 020 7946 0958", "ref 9914.03.20312"} {
		if ms := Find(s, Options{}); len(ms) != 0 {
			t.Errorf("Find(%q) = %v, want none", s, ms)
		}
	}
}

func FuzzFind(f *testing.F) {
	for _, s := range []string{"14 MAR/MAR 31", "14.03.2031", "March 14, 2031", "1er janvier 2024", "03/2031", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		last := 0
		for _, m := range Find(s, Options{}) {
			if m.Start < last || m.End <= m.Start || m.End > len(s) {
				t.Fatalf("bad match %+v in %q", m, s)
			}
			last = m.End
			if !valid(m.Date) {
				t.Fatalf("invalid date %+v from %q", m.Date, s[m.Start:m.End])
			}
			if utf8.ValidString(s) {
				if _, ok := Parse(s[m.Start:m.End], Options{}); !ok {
					t.Fatalf("Parse(%q) fails on a found date", s[m.Start:m.End])
				}
			}
		}
	})
}

func ExampleFind() {
	// A birth date's two-digit year lies in the past.
	birth := Options{TwoDigitYear: func(yy int) int { return 1900 + yy }}
	for _, m := range Find("Born 12 OKT/OCT 67 in Wien, issued 14.03.2021", birth) {
		fmt.Println(m.Date)
	}
	// Output:
	// 1967-10-12
	// 2021-03-14
}

// TestFindOtherLanguagesWords: the short month names of languages other
// than the seven dates reads abbreviations in are common words elsewhere,
// and make no date.
func TestFindOtherLanguagesWords(t *testing.T) {
	for _, s := range []string{"Échéance 3 des 12 mensualités", "Prisen gjelder fra 2025", "Wenn Sie 2024 umgezogen sind", "Zálohy pro 2025", "tra 2024 e 2025"} {
		if got := Find(s, Options{}); len(got) > 0 {
			t.Errorf("Find(%q) = %+v, want no date", s, got)
		}
	}
}
