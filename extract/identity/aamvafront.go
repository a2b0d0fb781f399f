package identity

import (
	"regexp"
	"strings"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/layout"
)

// US and Canadian licences number their fields as the AAMVA DL/ID Card
// Design Standard (2020, section 2, Table 1: the field reference numbers
// printed beside each field) does: 1 family name, 2 given names, 3 date
// of birth, 4a date of issue, 4b date of expiry, 4d the customer's number,
// 8 address, 9 class, 12 restrictions, 15 sex, 16 height, 18 eyes. A
// number opens its field, often with a short label after it ("4d LIC#",
// "3 DOB", "4b EXP", "4a ISS"), and the value follows on the same line, up
// to the next field's number.

// aamvaFieldNumbers maps the reference numbers of the fields read to them;
// the others only end the field before them.
var aamvaFieldNumbers = map[string]field{"1": fSurname, "2": fGivenName, "3": fBirthDate, "4A": fIssueDate, "4B": fExpiryDate, "4D": fNumber}

// aamvaReference matches a field reference number of the standard.
var aamvaReference = regexp.MustCompile(`^(?i:1|2|3|4[a-d]|5|6|7|8|9|9a|10|11|12|13|14|15|16|17|18|19)$`)

// aamvaLabels are the short labels printed after a reference number.
var aamvaLabels = map[string]bool{"DOB": true, "EXP": true, "ISS": true, "LIC": true, "LIC#": true, "DL": true, "DLN": true,
	"NO": true, "NO.": true, "LN": true, "FN": true, "CLASS": true, "SEX": true, "HGT": true, "EYES": true, "RESTR": true,
	"END": true, "DD": true, "WGT": true, "HAIR": true}

// aamvaRows reads the numbered fields of a US or Canadian licence's front
// from p's lines; dates are read month first unless written year first
// (Canadian cards: 2030/06/25).
func aamvaRows(p *layout.Page) map[field]layout.Field {
	out := map[field]layout.Field{}
	for _, l := range p.Lines {
		ws := l.Words
		for i := 0; i < len(ws); i++ {
			num := strings.ToUpper(strings.TrimRight(ws[i].Text, ".:"))
			if !aamvaReference.MatchString(num) || (i > 0 && !aamvaReference.MatchString(strings.TrimRight(ws[i-1].Text, ".:")) && !valueEnds(ws, i)) {
				continue
			}
			f, ok := aamvaFieldNumbers[num]
			j := i + 1
			for j < len(ws) && aamvaLabels[strings.ToUpper(strings.Trim(ws[j].Text, ".:"))] {
				j++
			}
			k := j
			for k < len(ws) && !aamvaReference.MatchString(strings.TrimRight(ws[k].Text, ".:")) {
				k++
			}
			if !ok || j >= k || out[f].Found() {
				i = max(i, k-1)
				continue
			}
			text := joinWords(ws[j:k])
			var v string
			switch f {
			case fBirthDate, fIssueDate, fExpiryDate:
				if ms := dates.Find(text, dates.Options{MonthFirst: true}); len(ms) > 0 && !ms[0].Date.Partial() {
					v = ms[0].Date.String()
				}
			case fSurname, fGivenName:
				if n := personName(text); n == strings.ToUpper(n) {
					v = n
				}
			case fNumber:
				v = usNumber(text)
			}
			if v != "" {
				fl := layout.FromLine(v, p, l)
				out[f] = fl
			}
			i = k - 1
		}
	}
	return out
}

// valueEnds reports whether the word before ws[i] ends a value, so that a
// reference number may follow it on the line: a date or a word of two
// characters or more after a gap of a few letters' width.
func valueEnds(ws []layout.Word, i int) bool {
	gap := ws[i].Box.Left - ws[i-1].Box.Right
	return gap > 1.5*ws[i].Box.Height()
}

// joinWords joins the words' texts with single spaces.
func joinWords(ws []layout.Word) string {
	t := make([]string, len(ws))
	for i, w := range ws {
		t[i] = w.Text
	}
	return strings.Join(t, " ")
}
