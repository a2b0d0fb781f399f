package layout

import "strings"

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
// "Amtsgericht München Wiedergabe des aktuellen Registerinhalts"), else
// the whole line's.
func FromLine(value string, p *Page, l Line) Field {
	f := Field{Value: value, Page: p.Number, Box: l.Box, Source: p.Source, Confidence: l.Confidence}
	if first, last, ok := wordsOf(l, value); ok && (first > 0 || last < len(l.Words)-1) {
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
