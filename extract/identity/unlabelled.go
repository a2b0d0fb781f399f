package identity

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/reading"
)

// Where OCR lost the zone's labels (small grey print), a verified MRZ still
// says which printed values are the birth and issue dates, and passports
// and ID cards print the place of birth on the line under the birth date
// and the authority beside the issue date.

// datePlace is where a date is printed: its line and the text after it.
type datePlace struct {
	page *layout.Page
	line int
	left float64 // where the date's first word starts
	rest string  // the line's text after the date
}

// printedDates calls fn with each date printed on doc's lines outside the
// MRZ, in reading order, while fn returns true: the dates dates.Find reads,
// then the full dates of eight digits standing alone (see compactDates).
func printedDates(doc *reading.Document, opts dates.Options, fn func(p *layout.Page, li int, text string, m dates.Match) bool) {
	for _, p := range doc.Pages {
		for li, l := range p.Lines {
			text := l.Text()
			if mrzShaped(mrzText(text)) {
				continue
			}
			text = normalizeDates(text)
			for _, m := range append(dates.Find(text, opts), compactDates(text, opts)...) {
				if !fn(p, li, text, m) {
					return
				}
			}
		}
	}
}

// eightDigits matches eight digits standing alone whose last four may be
// a year.
var eightDigits = regexp.MustCompile(`\b(\d{2})(\d{2})((?:19|20)\d{2})\b`)

// compactDates returns the full dates printed as eight digits standing
// alone in text: a zone's "05 01 2018" (ICAO Doc 9303 Part 3 spaces the
// day, month and year; France's passport prints them so) that OCR read
// with its spaces lost, "05012018". Day first unless opts say the month
// comes first. Such a number is taken for a date only where a verified
// MRZ bounds it: findDate looks for a date the MRZ gave, issueBetween for
// the one date between the MRZ's birth and expiry.
func compactDates(text string, opts dates.Options) []dates.Match {
	var out []dates.Match
	for _, m := range eightDigits.FindAllStringSubmatchIndex(text, -1) {
		a, b, y := text[m[2]:m[3]], text[m[4]:m[5]], text[m[6]:m[7]]
		if opts.MonthFirst {
			a, b = b, a
		}
		if d, ok := dates.Parse(a+"."+b+"."+y, dates.Options{}); ok && !d.Partial() {
			out = append(out, dates.Match{Date: d, Start: m[0], End: m[1]})
		}
	}
	return out
}

// findDate returns where date (YYYY-MM-DD) is first printed outside the MRZ.
func findDate(doc *reading.Document, date string, opts dates.Options) (at datePlace, found bool) {
	want, ok := dates.Parse(date, dates.Options{})
	if !ok || want.Partial() {
		return datePlace{}, false
	}
	printedDates(doc, opts, func(p *layout.Page, li int, text string, m dates.Match) bool {
		if m.Date != want {
			return true
		}
		at = datePlace{page: p, line: li, left: wordAt(p.Lines[li], text, m.Start).Box.Left, rest: text[m.End:]}
		found = true
		return false
	})
	return at, found
}

// wordAt returns the word of l that holds byte offset off of text, l's
// text with its month names rewritten (normalizeDates): words are counted,
// since a rewritten month changes the offsets after it but not the count.
func wordAt(l layout.Line, text string, off int) layout.Word {
	i := len(strings.Fields(text[:off]))
	if off < len(text) && off > 0 && !unicode.IsSpace(rune(text[off-1])) {
		i-- // off inside a word
	}
	return l.Words[max(0, min(i, len(l.Words)-1))]
}

// placeUnder returns the place of birth printed on the line under the
// birth date, in its column: capitals only (a sex printed in the column
// before it dropped), no label, none of the holder's names. The next
// row of a data page may stand a lost label's height further down
// (maxRowGap).
func placeUnder(doc *reading.Document, birth string, opts dates.Options, names ...string) layout.Field {
	at, ok := findDate(doc, birth, opts)
	if !ok {
		return layout.Field{}
	}
	under, li := lineUnder(at)
	if under != nil && labelLike(*under) {
		// The place's own label between them, read as one or too
		// damaged to be ("Lies de iaisance / Place of arth"): the value
		// is on the row under it.
		under, _ = lineUnder(datePlace{page: at.page, line: li, left: at.left})
	}
	if under == nil {
		return layout.Field{}
	}
	return placeOn(*under, at.page, names)
}

// placeOn returns l's text as a place of birth: no label, capitals only
// (a sex printed in the column before it dropped), none of the holder's
// names.
func placeOn(l layout.Line, p *layout.Page, names []string) layout.Field {
	if lineHasLabel(l) {
		return layout.Field{}
	}
	words := strings.Fields(l.Text())
	if len(words) > 1 && strings.Contains("MFX", words[0]) && len(words[0]) == 1 {
		words = words[1:]
	}
	v := trimPunct(strings.Join(words, " "))
	if !capitalsName(districtCode.ReplaceAllString(v, "")) {
		return layout.Field{}
	}
	for _, n := range names {
		if n != "" && fold(n) == fold(v) {
			return layout.Field{}
		}
	}
	return layout.FromLine(v, p, l)
}

// placeAbove returns the place of birth printed on the row above the
// issue date, in its column, when the birth date is printed nowhere the
// page was read: ICAO Doc 9303 Part 4 (4.2.2) ends the zone of personal
// data with the place of birth and starts the document's data with the
// date of issue, so where the place's label and the birth date were lost
// (small print over guilloche, a phone photo) the row before the issue
// date is the place. Where the birth date was read, placeUnder looks
// under it, and the row above the issue date may be other personal data
// in the place's stead (Japan's passport prints the registered domicile
// there and no place of birth, on the sex's row: "M TOKYO"), so a row
// that opens with the sex is none. Words left of the column (a photo's
// marks read as letters) are dropped.
func placeAbove(doc *reading.Document, issue, birth string, opts dates.Options, names ...string) layout.Field {
	at, ok := findDate(doc, issue, opts)
	if !ok {
		return layout.Field{}
	}
	dl := at.page.Lines[at.line]
	h := dl.Box.Height()
	var above *layout.Line
	for i, l := range at.page.Lines {
		if i == at.line || l.Box.Bottom > dl.Box.Top+0.3*h || l.Box.Bottom < dl.Box.Top-maxRowGap*h {
			continue
		}
		var ws []layout.Word
		for _, w := range l.Words {
			if w.Box.Left >= at.left-2*h {
				ws = append(ws, w)
			}
		}
		if len(ws) == 0 || ws[0].Box.Left > at.left+2*h {
			continue
		}
		c, ok := trimMarks(layout.Line{Words: ws, Confidence: l.Confidence})
		if ok && (above == nil || c.Box.Bottom > above.Box.Bottom) {
			above = &c
		}
	}
	if above == nil {
		return layout.Field{}
	}
	if _, ok := findDate(doc, birth, opts); ok {
		return layout.Field{}
	}
	if ws := above.Words; len(ws) > 1 && len(ws[0].Text) == 1 && strings.Contains("MFX", ws[0].Text) {
		return layout.Field{} // the sex's row: the place has a row of its own
	}
	return placeOn(*above, at.page, names)
}

// labelLike reports whether l reads as a label row: a label of the zone,
// or two words or more in mixed case, as labels are printed and values
// are not.
func labelLike(l layout.Line) bool {
	if lineHasLabel(l) {
		return true
	}
	t := l.Text()
	return len(strings.Fields(t)) >= 2 && strings.IndexFunc(t, unicode.IsLower) >= 0 && strings.IndexFunc(t, unicode.IsDigit) < 0
}

// maxRowGap is how far, in line heights, the next row of a data page may
// stand under a row: a label's height and the gaps around it, which the
// page's reading may have lost.
const maxRowGap = 2.8

// lineUnder returns the nearest line under the date at, in its column
// (starting within two heights of the date), within maxRowGap line
// heights, without the marks at its ends (see trimMarks); nil when there
// is none. A line of marks only is passed over: a photo's or a
// guilloche's marks read as letters ("Pe ts \") beside the column are no
// row of the zone. li is the line's index in its page.
func lineUnder(at datePlace) (under *layout.Line, li int) {
	dl := at.page.Lines[at.line]
	h := dl.Box.Height()
	for i, l := range at.page.Lines {
		if i == at.line || l.Box.Top < dl.Box.Bottom-0.3*h || l.Box.Top > dl.Box.Bottom+maxRowGap*h {
			continue
		}
		if l.Box.Left > at.left+2*h || l.Box.Right < at.left {
			continue
		}
		c, ok := trimMarks(l)
		if !ok {
			continue
		}
		if under == nil || l.Box.Top < under.Box.Top {
			under, li = &c, i
		}
	}
	return under, li
}

// junkConfidence is the word confidence under which a word at the edge of
// a row, or every word of a row, is taken for marks read as letters.
const junkConfidence = 0.3

// trimMarks returns l without the words read with less than
// junkConfidence at either end ("PARIS FRA eg"); ok is false when none is
// left, l being a photo's or a guilloche's marks read as letters.
func trimMarks(l layout.Line) (layout.Line, bool) {
	ws := l.Words
	for len(ws) > 0 && ws[0].Confidence < junkConfidence {
		ws = ws[1:]
	}
	for len(ws) > 0 && ws[len(ws)-1].Confidence < junkConfidence {
		ws = ws[:len(ws)-1]
	}
	if len(ws) == 0 {
		return layout.Line{}, false
	}
	out := layout.Line{Words: ws, Confidence: l.Confidence}
	for _, w := range ws {
		out.Box = out.Box.Union(w.Box)
	}
	return out, true
}

// authorityUnder returns the authority printed on the row under the
// issue date, in its column, when it reads as an authority's name (see
// authorityName): ICAO Doc 9303 Part 4 (4.2.2, zone V) sets the authority
// (field 11) next after the date of issue (field 10), beside it or under
// it.
func authorityUnder(doc *reading.Document, issue string, opts dates.Options) layout.Field {
	at, ok := findDate(doc, issue, opts)
	if !ok {
		return layout.Field{}
	}
	under, _ := lineUnder(at)
	if under == nil || lineHasLabel(*under) {
		return layout.Field{}
	}
	v, ok := authorityName(under.Text())
	if !ok {
		return layout.Field{}
	}
	return layout.FromLine(v, at.page, *under)
}

// authorityName returns s as an authority's name: no digits, a word of
// four letters or more, every word capitalised but short joining words
// ("de", "van"), marks and single letters before it dropped.
func authorityName(s string) (string, bool) {
	words := strings.Fields(trimPunct(s))
	for len(words) > 0 && lexicon.LetterCount(words[0]) < 2 {
		words = words[1:]
	}
	long := false
	for _, w := range words {
		letters := lexicon.LetterCount(w)
		if strings.IndexFunc(w, unicode.IsDigit) >= 0 || !unicode.IsUpper([]rune(w)[0]) && letters > 3 {
			return "", false
		}
		long = long || letters >= 4
	}
	return strings.Join(words, " "), long
}

// authorityBeside returns the text printed after the issue date on its
// line when it reads as a name: no digits and no label, a word of four
// letters or more, every word capitalised but short joining words ("de",
// "van"). A signature or a stray mark read as letters ("amen jn Singhs",
// "XXX") is none.
func authorityBeside(doc *reading.Document, issue string, opts dates.Options) layout.Field {
	at, ok := findDate(doc, issue, opts)
	if !ok {
		return layout.Field{}
	}
	l := at.page.Lines[at.line]
	words := strings.Fields(trimPunct(at.rest))
	// Debris of the print around the value: marks and single letters.
	for len(words) > 0 && lexicon.LetterCount(words[0]) < 2 {
		words = words[1:]
	}
	long := false
	for _, w := range words {
		letters := lexicon.LetterCount(w)
		if strings.IndexFunc(w, unicode.IsDigit) >= 0 || !unicode.IsUpper([]rune(w)[0]) && letters > 3 {
			return layout.Field{}
		}
		long = long || letters >= 4
	}
	if !long || lineHasLabel(l) {
		return layout.Field{}
	}
	return layout.FromLine(strings.Join(words, " "), at.page, l)
}

// trimPunct trims the punctuation OCR puts around a value, but not the
// period of an abbreviation ("NEW YORK, U.S.A.").
func trimPunct(s string) string {
	s = strings.TrimLeft(strings.TrimSpace(s), ".,:;|")
	s = strings.TrimRight(s, ",:;|")
	if f := strings.Fields(s); len(f) > 0 && !abbreviation.MatchString(f[len(f)-1]) {
		s = strings.TrimRight(s, ".")
	}
	return s
}

var abbreviation = regexp.MustCompile(`^(\pL{1,2}\.)+$`)

// lineHasLabel reports whether l holds a label of the zone.
func lineHasLabel(l layout.Line) bool {
	toks := lineTokens(l)
	for i := range toks {
		if _, n, _ := longestLabel(toks, i); n > 0 {
			return true
		}
	}
	return false
}

// districtCode matches what a place of birth may print after the town's
// name: the arrondissement of Paris, Lyon or Marseille and the number of
// the département in parentheses, as French passports and identity cards
// print them ("PARIS 15E (75)", "BORDEAUX (33)": France Titres (ANTS),
// the specimens of the passport and the 2021 identity card; INSEE, Code
// officiel géographique for the numbers, Corsica's 2A and 2B), or the
// province's two-letter code, as Italian documents print it ("ROMA (RM)":
// Poligrafico e Zecca dello Stato, the specimen of the electronic
// identity card). It is removed before the name's letters are judged.
var districtCode = regexp.MustCompile(`(?:\s+\d{1,2}(?:E|ER|EME|ÈME))?\s*\((?:\d{2,3}|2[AB]|[A-Z]{2})\)$`)

// capitalsName reports whether s reads as a place printed in capitals:
// three letters or more, every letter upper case, no digits.
func capitalsName(s string) bool {
	letters := 0
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			if !unicode.IsUpper(r) {
				return false
			}
			letters++
		case r == ' ' || r == '-' || r == '\'' || r == '’' || r == ',' || r == '/' || r == '.' || r == '(' || r == ')':
		default:
			return false
		}
	}
	return letters >= 3
}
