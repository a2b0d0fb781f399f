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
