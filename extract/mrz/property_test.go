package mrz

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/dates"

	"github.com/google/go-cmp/cmp"
)

// gen builds random valid MRZs independently of the parser's layouts.
type gen struct{ r *rand.Rand }

const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
const alnum = letters + "0123456789"

func (g gen) pick(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[g.r.IntN(len(set))]
	}
	return string(b)
}

// word is a name token with a letter other than K, L, C, X (a token of only
// those letters after fillers is read as filler, by design).
func (g gen) word() string {
	for {
		w := g.pick(letters, 2+g.r.IntN(6))
		if strings.Trim(w, "KLCX") != "" {
			return w
		}
	}
}

func pad(s string, n int) string { return (s + strings.Repeat("<", n))[:n] }

func cd(s string) string { return fmt.Sprint(CheckDigit(s)) }

func (g gen) date(y0, y1 int) (string, dates.Date) {
	d := dates.Date{Year: y0 + g.r.IntN(y1-y0+1), Month: 1 + g.r.IntN(12), Day: 1 + g.r.IntN(28)}
	return fmt.Sprintf("%02d%02d%02d", d.Year%100, d.Month, d.Day), d
}

// mrz returns lines and the fields they must parse to.
func (g gen) mrz(f Format) ([]string, fields) {
	sexes := map[string]string{"M": "M", "F": "F", "<": "X"}
	sexCode := []string{"M", "F", "<"}[g.r.IntN(3)]
	state := []string{"UTO", "D<<", "FRA", "GBD", "XXA"}[g.r.IntN(5)]
	nat := []string{"UTO", "D<<", "NLD", "CHE"}[g.r.IntN(4)]
	surname, given := g.word(), g.word()+"<"+g.word()
	number := g.pick(alnum, 9)
	bs, birth := g.date(1927, 2026)
	es, expiry := g.date(2000, 2075)
	opt := g.pick("0123456789", 1) + g.pick(alnum, g.r.IntN(5))
	want := fields{Format: f, State: strings.Trim(state, "<"), Number: number, Surname: surname,
		Given: strings.ReplaceAll(given, "<", " "), Nationality: strings.Trim(nat, "<"), Sex: sexes[sexCode],
		Birth: birth.String(), Expiry: expiry.String(), Opt: opt, Valid: true}
	name := surname + "<<" + given
	switch f {
	case TD1:
		want.Code = "I"
		l1 := "I<" + state + number + cd(number) + pad(opt, 15)
		opt2 := g.pick("0123456789", 3)
		want.Opt2 = opt2
		l2 := bs + cd(bs) + sexCode + es + cd(es) + nat + pad(opt2, 11)
		l2 += cd(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29])
		return []string{l1, l2, pad(name, 30)}, want
	case TD2, MRVB:
		want.Code = "I"
		if f == MRVB {
			want.Code = "V"
		}
		l1 := pad(want.Code+"<"+state+name, 36)
		l2 := number + cd(number) + nat + bs + cd(bs) + sexCode + es + cd(es)
		if f == TD2 {
			l2 += pad(opt, 7)
			l2 += cd(l2[0:10] + l2[13:20] + l2[21:35])
		} else {
			l2 += pad(opt, 8)
		}
		return []string{l1, l2}, want
	case TD3, MRVA:
		want.Code = "P"
		if f == MRVA {
			want.Code = "V"
		}
		l1 := pad(want.Code+"<"+state+name, 44)
		l2 := number + cd(number) + nat + bs + cd(bs) + sexCode + es + cd(es)
		if f == TD3 {
			l2 += pad(opt, 14) + cd(pad(opt, 14))
			l2 += cd(l2[0:10] + l2[13:20] + l2[21:43])
		} else {
			l2 += pad(opt, 16)
		}
		return []string{l1, l2}, want
	}
	// FRA_ID
	issueYY := 88 + g.r.IntN(33) // 1988..2020
	issue := dates.Date{Year: 1900 + issueYY, Month: 1 + g.r.IntN(12)}
	num := fmt.Sprintf("%02d%02d", issueYY%100, issue.Month) + g.pick(alnum, 3) + g.pick("0123456789", 5)
	admin := g.pick(alnum, 6)
	for len(given)+1 > 14 { // the FRA field holds 14 characters, given names separated by "<<"
		given = g.word() + "<" + g.word()
	}
	l1 := "IDFRA" + pad(surname, 25) + admin
	l2 := num + cd(num) + pad(strings.ReplaceAll(given, "<", "<<"), 14) + bs + cd(bs) + sexCode
	l2 += cd(l1 + l2)
	want = fields{Format: FRAID, Code: "ID", State: "FRA", Number: num, Surname: surname,
		Given: strings.ReplaceAll(given, "<", " "), Nationality: "FRA", Sex: sexes[sexCode],
		Birth: birth.String(), Issue: issue.String(), Opt: admin, Valid: true}
	return []string{l1, l2}, want
}

func TestParseGenerated(t *testing.T) {
	g := gen{rand.New(rand.NewPCG(1, 2))}
	for _, f := range []Format{TD1, TD2, TD3, MRVA, MRVB, FRAID} {
		for i := 0; i < 300; i++ {
			lines, want := g.mrz(f)
			r, err := Parse(lines, today)
			if err != nil {
				t.Fatalf("Parse(%q): %v", lines, err)
			}
			if diff := cmpFields(want, fieldsOf(r)); diff != "" {
				t.Fatalf("Parse(%q) mismatch (-want +got):\n%s", lines, diff)
			}
			if len(r.Corrections) != 0 {
				t.Fatalf("Parse(%q) corrected a valid MRZ: %+v", lines, r.Corrections)
			}
		}
	}
}

func cmpFields(want, got fields) string { return cmp.Diff(want, got) }
