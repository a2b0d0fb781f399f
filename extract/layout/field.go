package layout

import (
	"strconv"
	"strings"
	"unicode"
)

// Field is one extracted value and where it was read. The per-type
// extractors return their fields as Fields; the zero Field means not found.
type Field struct {
	Value      string
	Page       int // 1-based; 0 when not found
	Box        Box
	Source     Source
	Confidence float64 // in [0,1]
	// Rule is the short, stable, dotted name of the rule that chose the
	// value ("mrz.surname", "zone.label"): package or reading first, then
	// the rule.
	Rule string
	// Checked says a check digit or checksum confirmed the value (an MRZ
	// field's own check digit, an IBAN's MOD 97-10, a VAT or tax number's
	// check digits).
	Checked bool
	// Agreed says two independent readings gave the value (the visual
	// zone and the MRZ, two readings of the MRZ band).
	Agreed bool
}

// Found reports whether the field has a value.
func (f Field) Found() bool { return f.Value != "" }

// By returns f with its Rule set to rule; a field not found is returned
// as it is, so that By can follow a lookup that may find nothing.
func (f Field) By(rule string) Field {
	if f.Found() {
		f.Rule = rule
	}
	return f
}

// FromLine returns a Field for value read from line l of page p. Where
// value is printed in l as it is, the field's box and confidence are
// those of the words that print it ("Amtsgericht München" of
// "Amtsgericht München Wiedergabe des aktuellen Registerinhalts"); where
// value is a date in the API's form that l prints in another, those of
// the fewest words that print its day, month and year ("24/03/2025" of
// "Period 24/03/2025 - 23/04/2025" for 2025-03-24; see dateWordsOf);
// else the whole line's.
func FromLine(value string, p *Page, l Line) Field {
	f := Field{Value: value, Page: p.Number, Box: l.Box, Source: p.Source, Confidence: l.Confidence}
	first, last, ok := wordsOf(l, value)
	if !ok {
		first, last, ok = dateWordsOf(l, value)
	}
	if ok && (first > 0 || last < len(l.Words)-1) {
		f.Box, f.Confidence = Box{}, 1
		for _, w := range l.Words[first : last+1] {
			f.Box = f.Box.Union(w.Box)
			f.Confidence = min(f.Confidence, w.Confidence)
		}
	}
	return f
}

// ByDefault sets the Rule of each of fields that was found and has none
// to rule: the rule of a reader that fills several fields at once (a tax
// form's boxes), where a more particular rule of its own may already be set.
func ByDefault(rule string, fields ...*Field) {
	for _, f := range fields {
		if f.Found() && f.Rule == "" {
			f.Rule = rule
		}
	}
}

// wordsOf returns the first and last of l's words that print value, when
// value is a run of l's text that begins and ends within those words.
func wordsOf(l Line, value string) (first, last int, ok bool) {
	value = strings.TrimSpace(value)
	text := l.Text()
	at := strings.Index(text, value)
	if value == "" || at < 0 || strings.Index(text[at+1:], value) >= 0 {
		return 0, 0, false // not printed as it is, or printed twice
	}
	end := at + len(value)
	first, last = -1, -1
	pos := 0
	for i, w := range l.Words {
		ws, we := pos, pos+len(w.Text)
		if we > at && ws < end {
			if first < 0 {
				first = i
			}
			last = i
		}
		pos = we + 1
	}
	return first, last, first >= 0
}

// dateWordsOf returns the first and last of the fewest consecutive words
// of l (at most five, the leftmost of equals, none of them a dash or other
// word of neither letters nor digits) that print the date value,
// given as YYYY-MM-DD or YYYY-MM: among their runs of digits, its year
// (four digits, or its last two), its day, and its month as a number or,
// failing that, a word of three letters or more (a month's name).
func dateWordsOf(l Line, value string) (first, last int, ok bool) {
	year, month, day, ok := isoDate(value)
	if !ok {
		return 0, 0, false
	}
	best := -1
	for i := range l.Words {
		for j := i; j < len(l.Words) && j < i+5; j++ {
			if j > i && !strings.ContainsFunc(l.Words[j].Text, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) {
				break // a dash between two dates: no date runs across it
			}
			if printsDate(l.Words[i:j+1], year, month, day) {
				if best < 0 || j-i < best {
					first, last, best = i, j, j-i
				}
				break
			}
		}
	}
	return first, last, best >= 0
}

// isoDate splits YYYY-MM-DD or YYYY-MM; day is 0 for the latter.
func isoDate(v string) (year, month, day int, ok bool) {
	parts := strings.Split(v, "-")
	if len(parts) < 2 || len(parts) > 3 || len(parts[0]) != 4 || len(parts[1]) != 2 || len(parts) == 3 && len(parts[2]) != 2 {
		return 0, 0, 0, false
	}
	var n [3]int
	for i, p := range parts {
		x, err := strconv.Atoi(p)
		if err != nil {
			return 0, 0, 0, false
		}
		n[i] = x
	}
	return n[0], n[1], n[2], true
}

// printsDate reports whether ws print year, month and day (day 0: none)
// as printsDate's caller describes.
func printsDate(ws []Word, year, month, day int) bool {
	needYear, needMonth, needDay := true, true, day > 0
	named := false
	for _, w := range ws {
		for _, g := range strings.FieldsFunc(w.Text, func(r rune) bool { return r < '0' || r > '9' }) {
			n, err := strconv.Atoi(g)
			if err != nil {
				continue
			}
			switch {
			case needYear && (len(g) == 4 && n == year || len(g) == 2 && n == year%100 && !needDay && !needMonth):
				needYear = false
			case needDay && n == day && len(g) <= 2:
				needDay = false
			case needMonth && n == month && len(g) <= 2:
				needMonth = false
			case needYear && len(g) == 2 && n == year%100:
				needYear = false
			}
		}
		named = named || nameLike(w.Text)
	}
	return !needYear && !needDay && (!needMonth || named)
}

// nameLike reports whether a word could name a month: three letters or
// more and no digit.
func nameLike(s string) bool {
	letters := 0
	for _, r := range s {
		switch {
		case unicode.IsDigit(r):
			return false
		case unicode.IsLetter(r):
			letters++
		}
	}
	return letters >= 3
}

// Printed returns a Field for value, found in the text of the whole
// document rather than at a place (an IBAN, a tax number), at the first
// line of pages that prints it: its box is that of the words that print
// it, spaces aside ("DE89 3704 0044" prints DE8937040044). Its confidence
// is 1, as for a value that its own form confirms; a value printed on no
// line has the first page and no box.
func Printed(value string, pages []*Page) Field {
	if len(pages) == 0 {
		return Field{Value: value, Confidence: 1}
	}
	want := compact(value)
	for _, p := range pages {
		for _, l := range p.Lines {
			if box, ok := printedIn(l, want); ok {
				return Field{Value: value, Page: p.Number, Box: box, Source: p.Source, Confidence: 1}
			}
		}
	}
	return Field{Value: value, Page: pages[0].Number, Source: pages[0].Source, Confidence: 1}
}

// printedIn returns the box of the words of l whose text, spaces removed
// and upper-cased, holds want.
func printedIn(l Line, want string) (Box, bool) {
	if want == "" {
		return Box{}, false
	}
	var text strings.Builder
	var owner []int // the word of each byte of text
	for i, w := range l.Words {
		c := compact(w.Text)
		text.WriteString(c)
		for range len(c) {
			owner = append(owner, i)
		}
	}
	at := strings.Index(text.String(), want)
	if at < 0 {
		return Box{}, false
	}
	var box Box
	for i := owner[at]; i <= owner[at+len(want)-1]; i++ {
		box = box.Union(l.Words[i].Box)
	}
	return box, true
}

// compact upper-cases s and drops its white space.
func compact(s string) string {
	return strings.ToUpper(strings.Join(strings.Fields(s), ""))
}

// Narrow returns f with the box of the words within its box, on its page
// among pages, that print printed (spaces aside, as Printed matches): a
// value cut from the text read for it (an IBAN among a line's other
// details, an amount after its label). Value, confidence and rule stay as
// they are; f is returned as it is when no such words are found.
func Narrow(f Field, pages []*Page, printed string) Field {
	want := compact(printed)
	if !f.Found() || f.Box.Empty() || want == "" {
		return f
	}
	for _, p := range pages {
		if p.Number != f.Page {
			continue
		}
		for _, l := range p.Lines {
			var inside Line
			for _, w := range l.Words {
				cx, cy := (w.Box.Left+w.Box.Right)/2, (w.Box.Top+w.Box.Bottom)/2
				if cx >= f.Box.Left && cx <= f.Box.Right && cy >= f.Box.Top && cy <= f.Box.Bottom {
					inside.Words = append(inside.Words, w)
				}
			}
			if box, ok := printedIn(inside, want); ok {
				f.Box = box
				return f
			}
		}
	}
	return f
}
