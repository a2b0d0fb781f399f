package identity

import (
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/layout"
)

// The EU driving licence (Directive 2006/126/EC) prints its fields in one
// fixed order, one per row: 1. surname, 2. given names, 3. birth date and
// place, 4a. issue date (4c. authority beside it), 4b. expiry date,
// 5. number. OCR often loses the small field numbers or reads them on a line
// of their own, so the rows are also found by their shape: three rows in a
// row that open with dates in increasing order are 3, 4a and 4b.

// licenceRows reads p's EU licence fields by row shape (dates day first, as
// EU licences print them); nil when p shows no such three date rows.
func licenceRows(p *layout.Page) map[field]layout.Field {
	all := valueRows(p)
	for _, b := range all {
		if b.date.IsZero() {
			continue
		}
		if out := licenceColumn(p, column(all, b)); out != nil {
			return out
		}
	}
	return nil
}

// column returns the rows of row b's column: not those whose value starts
// six rows' heights or more right of b's (the authority or categories
// printed beside the column), nor those that end before it starts.
func column(rows []valueRow, b valueRow) []valueRow {
	var out []valueRow
	right := b.left + 6*b.line.Box.Height()
	for _, r := range rows {
		if r.left < right && r.line.Box.Right > b.left {
			out = append(out, r)
		}
	}
	return out
}

// licenceColumn reads the licence fields from one column of value rows;
// the number row is taken only when it follows at the rows' pitch (OCR may
// have lost it).
func licenceColumn(p *layout.Page, rows []valueRow) map[field]layout.Field {
	for i := 2; i+2 < len(rows); i++ {
		birth, issue, expiry := rows[i], rows[i+1], rows[i+2]
		if !(birth.date.Time().Before(issue.date.Time()) && issue.date.Time().Before(expiry.date.Time())) ||
			birth.date.IsZero() || !rowsAdjacent(rows[i-2:i+3]) {
			continue
		}
		out := rowsUpToIssue(p, rows, i)
		put := func(f field, r valueRow, v string) { out.put(p, f, r, v) }
		put(fExpiryDate, expiry, expiry.date.String())
		if i+3 < len(rows) && rowsAdjacent(rows[i-2:i+4]) {
			put(fNumber, rows[i+3], docNumber(rows[i+3].text))
		}
		return out
	}
	return nil
}

// rowsUpToIssue reads fields 1 to 4a (and 4c beside 4a) from a licence's
// rows, rows[i] being row 3 (birth date and place).
func rowsUpToIssue(p *layout.Page, rows []valueRow, i int) rowFields {
	birth, issue := rows[i], rows[i+1]
	out := rowFields{}
	put := func(f field, r valueRow, v string) { out.put(p, f, r, v) }
	put(fSurname, rows[i-2], personName(rows[i-2].text))
	put(fGivenName, rows[i-1], personName(rows[i-1].text))
	put(fBirthDate, birth, birth.date.String())
	put(fBirthPlace, birth, unwrap(placeName(dropJunk(birth.rest))))
	put(fIssueDate, issue, issue.date.String())
	put(fAuthority, issue, placeName(dropFieldNumber(dropJunk(issue.rest))))
	if _, ok := out[fAuthority]; !ok {
		if beside, ok := rowBeside(p, issue.line); ok {
			put(fAuthority, issue, placeName(dropJunk(beside)))
		}
	}
	return out
}

// licenceRowsBefore reads p's EU licence fields 1 to 4a (and 4c) when the
// expiry date is known from the licence's machine readable line and OCR
// lost row 4b: rows 3 and 4a are two adjacent rows under the two name
// rows that open with dates in increasing order, both before the expiry.
// nil when p shows no such rows.
func licenceRowsBefore(p *layout.Page, expiry dates.Date) map[field]layout.Field {
	all := valueRows(p)
	for _, b := range all {
		if b.date.IsZero() {
			continue
		}
		rows := column(all, b)
		for i := 2; i+1 < len(rows); i++ {
			birth, issue := rows[i], rows[i+1]
			if birth.date.IsZero() || issue.date.IsZero() || !birth.date.Time().Before(issue.date.Time()) ||
				!issue.date.Time().Before(expiry.Time()) || !rowsAdjacent(rows[i-2:i+2]) {
				continue
			}
			return rowsUpToIssue(p, rows, i)
		}
	}
	return nil
}

// unwrap returns s without the parentheses around the whole of it: row 3
// prints the place after the date, in parentheses on the French licence
// ("14.07.1981 (Utopia city)"); a place that ends with a code in
// parentheses ("LILLE (59)") keeps it.
func unwrap(s string) string {
	if strings.HasPrefix(s, "(") && strings.HasSuffix(s, ")") && strings.Count(s, "(") == 1 && strings.Count(s, ")") == 1 {
		return strings.TrimSpace(s[1 : len(s)-1])
	}
	return s
}

// rowFields are the fields read from a licence's rows.
type rowFields map[field]layout.Field

// put records v, read on row r of p, as field f; an empty v is not found.
func (out rowFields) put(p *layout.Page, f field, r valueRow, v string) {
	if v != "" {
		out[f] = layout.FromLine(v, p, r.line)
	}
}

// valueRow is a line of a licence with its field number and any other junk
// before the value removed; date is set when the value opens with one.
type valueRow struct {
	line layout.Line
	text string
	left float64 // where the value starts
	date dates.Date
	rest string // what follows the date
}

// valueRows returns p's lines top to bottom, lines holding only a field
// number left out.
func valueRows(p *layout.Page) []valueRow {
	var rows []valueRow
	for _, l := range p.Lines {
		text := dropJunk(l.Text())
		if text == "" {
			continue
		}
		r := valueRow{line: l, text: text, left: l.Box.Left}
		if junk := len(strings.Fields(l.Text())) - len(strings.Fields(text)); junk > 0 && junk < len(l.Words) {
			r.left = l.Words[junk].Box.Left
		}
		norm := normalizeDates(text)
		if ms := dates.Find(norm, dates.Options{}); len(ms) > 0 && ms[0].Start == 0 && !ms[0].Date.Partial() {
			r.date, r.rest = ms[0].Date, norm[ms[0].End:]
		}
		rows = append(rows, r)
	}
	sort.SliceStable(rows, func(a, b int) bool { return rows[a].line.Box.Top < rows[b].line.Box.Top })
	return rows
}

// rowsAdjacent reports whether rows follow one another at a steady pitch:
// no gap between the middles of two of them is over twice the smallest
// (middles, not tops: a row OCR joined with a taller one beside it starts
// higher).
func rowsAdjacent(rows []valueRow) bool {
	mid := func(r valueRow) float64 { return (r.line.Box.Top + r.line.Box.Bottom) / 2 }
	least := 0.0
	for k := 1; k < len(rows); k++ {
		gap := mid(rows[k]) - mid(rows[k-1])
		if gap <= 0 {
			return false
		}
		if least == 0 || gap < least {
			least = gap
		}
	}
	for k := 1; k < len(rows); k++ {
		if mid(rows[k])-mid(rows[k-1]) > 2*least {
			return false
		}
	}
	return true
}

// rowBeside returns the text of the line right of l whose middle is nearest
// l's, within a row's height (on a page turned a little the line beside
// sits up to half a row off), junk and a misread field number 4c. dropped.
func rowBeside(p *layout.Page, l layout.Line) (string, bool) {
	h := l.Box.Height()
	lmid := (l.Box.Top + l.Box.Bottom) / 2
	best, bestOff := "", h
	for _, o := range p.Lines {
		mid := (o.Box.Top + o.Box.Bottom) / 2
		off := math.Abs(mid - lmid)
		if o.Box.Left <= l.Box.Right || off >= bestOff {
			continue
		}
		if t := dropFieldNumber(dropJunk(o.Text())); t != "" {
			best, bestOff = t, off
		}
	}
	return best, best != ""
}

// dropFieldNumber removes the field number 4c. that OCR read as a word
// ("Ac") before the authority, or glued to the authority's first word
// ("4.99999" for "4c. 99999").
func dropFieldNumber(s string) string {
	if first, rest, ok := strings.Cut(s, " "); ok && misread4c.MatchString(first) {
		return rest
	}
	if m := glued4c.FindStringSubmatch(s); m != nil {
		return s[len(m[0])-len(m[1]):]
	}
	return s
}

// misread4c is the field number 4c. as OCR reads it before the authority.
var misread4c = regexp.MustCompile(`^[4Aa][cC]\.?$`)

// glued4c is the field number 4c. (its c lost or kept) glued to the
// authority's first word, which opens with a letter or digit.
var glued4c = regexp.MustCompile(`^[4Aa][cC]?[.:]([\pL\pN])`)

// dropJunk removes the leading words of s that cannot open a value: field
// numbers ("4a.", "1.") and OCR debris from small print ("t.", "=:"). A
// value word holds two capitals or digits in a row, or a capital followed
// by lower-case letters.
func dropJunk(s string) string {
	ws := strings.Fields(s)
	for len(ws) > 0 && !valueWord(ws[0]) {
		ws = ws[1:]
	}
	return strings.Join(ws, " ")
}

func valueWord(w string) bool {
	if fieldNumber.MatchString(w) {
		return false
	}
	rs := []rune(w)
	for k := 0; k+1 < len(rs); k++ {
		a, b := rs[k], rs[k+1]
		upperOrDigit := func(r rune) bool { return unicode.IsDigit(r) || unicode.IsUpper(r) }
		if upperOrDigit(a) && upperOrDigit(b) || unicode.IsUpper(a) && unicode.IsLower(b) {
			return true
		}
	}
	return false
}

// US licences print short labels (ID, EXP, LN, FN, DOB) in small type that
// OCR garbles ("ip", "exrP", "1N", "pN", "poe") while it reads the values
// well. usRows reads them by shape instead: with exactly three dates on the
// page, birth, issue and expiry are those dates in increasing order (dates
// with a four-digit year only: the AAMVA DL/ID Card Design Standard prints
// the fields' dates as MM/DD/CCYY, and a date with two, "02/01/57" beside
// the ghost portrait, repeats the birth date); the
// number is the value opening the first line above the dates' lines, after
// its label; the surname and given names are the two name lines that follow
// the first date line, in that order. nil when p does not have that shape.
func usRows(p *layout.Page) map[field]layout.Field {
	rows := make([]valueRow, 0, len(p.Lines))
	for _, l := range p.Lines {
		rows = append(rows, valueRow{line: l, text: strings.TrimSpace(l.Text())})
	}
	sort.SliceStable(rows, func(a, b int) bool { return rows[a].line.Box.Top < rows[b].line.Box.Top })
	type found struct {
		d   dates.Date
		row int
	}
	var ds []found
	seen := map[dates.Date]bool{}
	for i, r := range rows {
		for _, m := range dates.Find(r.text, dates.Options{MonthFirst: true}) {
			if !m.Date.Partial() && !seen[m.Date] && yearDigits(r.text[m.Start:m.End]) == 4 {
				seen[m.Date] = true
				ds = append(ds, found{m.Date, i})
			}
		}
	}
	if len(ds) != 3 {
		return nil
	}
	sort.Slice(ds, func(a, b int) bool { return ds[a].d.Time().Before(ds[b].d.Time()) })
	out := rowFields{}
	put := func(f field, r valueRow, v string) { out.put(p, f, r, v) }
	for k, f := range []field{fBirthDate, fIssueDate, fExpiryDate} {
		put(f, rows[ds[k].row], ds[k].d.String())
	}
	first := min(ds[0].row, ds[1].row, ds[2].row)
	if first > 0 {
		put(fNumber, rows[first-1], usNumber(afterLabel(rows[first-1].text)))
	}
	var names []valueRow
	for _, r := range rows[first+1:] {
		n := trailingName(r.text)
		if n == "" || hasNumber(r.text) || n != strings.ToUpper(n) || len(names) == 2 {
			break
		}
		r.text = n
		names = append(names, r)
	}
	if len(names) == 2 {
		put(fSurname, names[0], names[0].text)
		put(fGivenName, names[1], names[1].text)
	}
	return out
}

// afterLabel drops the junk that opens s and then a US licence label read
// right.
func afterLabel(s string) string {
	ws := strings.Fields(dropJunk(s))
	if len(ws) > 1 && usLabels[strings.ToUpper(strings.Trim(ws[0], ".:"))] {
		ws = ws[1:]
	}
	return strings.Join(ws, " ")
}

// trailingName returns the capitalised name words that end s, a US label
// before them dropped.
func trailingName(s string) string {
	ws := strings.Fields(s)
	k := len(ws)
	for k > 0 && isNameWord(ws[k-1]) && ws[k-1] == strings.ToUpper(ws[k-1]) {
		k--
	}
	return afterLabel(strings.Join(ws[k:], " "))
}

// hasNumber reports whether s holds a word of two digits or more, as an
// address line does.
func hasNumber(s string) bool {
	for _, w := range strings.Fields(s) {
		if len(w) >= 2 && isDigits(w) {
			return true
		}
	}
	return false
}

// usLabels are the short labels of US licences.
var usLabels = map[string]bool{"ID": true, "DL": true, "DLN": true, "LIC": true, "LIC#": true, "4D": true,
	"LN": true, "FN": true, "EXP": true, "ISS": true, "DOB": true, "1": true, "2": true}

// usNumber reads a licence number: one word with a digit, or groups of
// digits printed apart ("225 963 630").
func usNumber(s string) string {
	ws := strings.Fields(s)
	if len(ws) > 1 && isDigits(ws[0]) {
		var groups []string
		for _, w := range ws {
			if !isDigits(w) {
				break
			}
			groups = append(groups, w)
		}
		if joined := strings.Join(groups, " "); len(groups) > 1 && len(joined) >= 7 {
			return joined
		}
	}
	return docNumber(s)
}
