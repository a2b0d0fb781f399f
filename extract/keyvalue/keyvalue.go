package keyvalue

import (
	"math"
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/postal"
	"github.com/docextract/docextract/fuzzy"
)

// Field is one field read by its labels.
type Field struct {
	// Name is the caller's name for the field.
	Name string
	// Concepts are the lexicon concepts whose labels announce the field.
	Concepts []lexicon.Concept
	// Lines is the most lines a value runs to (an address); 0 means 1.
	Lines int
	// Generic makes every label of the field generic (see Value.Specific):
	// a fallback for a field that others label better.
	Generic bool
}

// Place says where a value stood relative to its label.
type Place int

// The places of a value: after the label in its cell ("Status: Active"),
// in the next cell of the label's row, or under the label.
const (
	Inline Place = iota
	Right
	Below
)

// Rule returns the rule that reads a value at p, as layout.Field.Rule
// names it: "keyvalue.label_inline", "keyvalue.label_right" or
// "keyvalue.label_below".
func (p Place) Rule() string {
	switch p {
	case Right:
		return "keyvalue.label_right"
	case Below:
		return "keyvalue.label_below"
	}
	return "keyvalue.label_inline"
}

// Value is a value read beside or under one of its field's labels.
type Value struct {
	layout.Field
	// Name is the field's name.
	Name string
	// Specific says the label was not a generic one ("Status", "Number"),
	// which labels many things.
	Specific bool
	Place    Place
	// Label is the label as printed.
	Label string
	// Lines are the lines of a value that runs to several (Field.Lines > 1),
	// as printed; Value joins them.
	Lines []string
}

// label is one printed label of a field, folded.
type label struct {
	text     string
	field    int
	specific bool
}

// minFuzzyLabel is the shortest label matched with OCR noise tolerated:
// shorter ones are too easily some other word.
const minFuzzyLabel = 7

// Reader reads the values of a set of fields by their labels. It is safe
// for concurrent use.
type Reader struct {
	fields []Field
	exact  map[string][]label
	noisy  []label // labels of minFuzzyLabel letters or more
}

// New returns a Reader of fields, labelled as the lexicon says.
func New(fields ...Field) *Reader {
	r := &Reader{fields: fields, exact: map[string][]label{}}
	for i, f := range fields {
		seen := map[string]bool{}
		for _, c := range f.Concepts {
			for _, p := range lexicon.Labels(c) {
				t := lexicon.Fold(p.Text)
				if t == "" || seen[t] {
					continue
				}
				seen[t] = true
				l := label{text: t, field: i, specific: !p.Generic && !f.Generic}
				r.exact[t] = append(r.exact[t], l)
				if len(t) >= minFuzzyLabel {
					r.noisy = append(r.noisy, l)
				}
			}
		}
	}
	return r
}

// lookup returns the label that folded text f is, exactly or with OCR
// noise (a similarity of at least min, for labels long enough).
func (r *Reader) lookup(f string, min float64) (label, bool) {
	if ls := r.exact[f]; len(ls) > 0 {
		return ls[0], true
	}
	// OCR reads the umlaut of ä, ö and ü over a serif face as a second i
	// ("Wiihrung", "Empfiinger"): the letters are tried in its place.
	if strings.Contains(f, "ii") {
		for _, v := range []string{"a", "o", "u"} {
			if ls := r.exact[strings.Replace(f, "ii", v, 1)]; len(ls) > 0 {
				return ls[0], true
			}
		}
	}
	if len(f) < minFuzzyLabel {
		return label{}, false
	}
	best, bestSim := label{}, 0.0
	for _, l := range r.noisy {
		if d := len(l.text) - len(f); float64(max(d, -d)) > (1-min)*float64(max(len(l.text), len(f)))+1 {
			continue
		}
		if s := fuzzy.Similarity(f, l.text); s >= min && s > bestSim {
			best, bestSim = l, s
		}
	}
	return best, bestSim > 0
}

// match reports which label s is: the whole of s (a label cell) when rest
// is "", or s's first words followed by a value in rest, which starts at
// word at of s. OCR noise is tolerated on labels of seven letters or more.
// A generic label starts a value only before a colon, and no label starts
// one when prose follows it ("registered office is in England").
func (r *Reader) match(s string) (l label, rest string, at int, ok bool) {
	s, skipped := dropEnumerator(s)
	f := lexicon.Fold(s)
	if f == "" {
		return label{}, "", 0, false
	}
	if i := strings.Index(s, ":"); i > 0 {
		// "Référence / Reference : 2024-ARF-472339": the label is what
		// comes before the colon, in one language or several.
		head := s[:i]
		l, ok := r.lookup(lexicon.Fold(head), 0.85)
		if !ok {
			l, ok = r.translated(head)
		}
		if ok {
			return l, strings.TrimSpace(s[i+1:]), skipped + len(strings.Fields(s[:i+1])), true
		}
	}
	if l, ok := r.lookup(f, 0.85); ok {
		return l, "", skipped, true
	}
	if l, k, ok := r.translatedBeforeValue(s); ok {
		return l, strings.Join(strings.Fields(s)[k:], " "), skipped + k, true
	}
	if l, ok := r.translated(s); ok {
		return l, "", skipped, true
	}
	if l, ok := r.qualified(s); ok {
		return l, "", skipped, true
	}
	ws := strings.Fields(s)
	// A cell that ends with a colon after a label and words that qualify
	// it is a label cell ("Mailing Address as per record available in
	// Registrar of Companies office:"): its value follows.
	qualified := strings.HasSuffix(strings.TrimSpace(s), ":") && len(ws) <= maxQualifiedLabelWords
	bestLen := 0
	for k := 1; k < len(ws) && k <= 6; k++ {
		head := lexicon.Fold(strings.Join(ws[:k], " "))
		lb, ok := r.lookup(head, 0.9)
		if !ok || len(lb.text) <= bestLen {
			continue
		}
		colon := strings.HasSuffix(ws[k-1], ":") || strings.HasPrefix(ws[k], ":")
		if !lb.specific && !colon && !qualified {
			continue
		}
		if !strings.HasSuffix(ws[k-1], ":") && lexicon.ProseWord(ws[k]) && !qualified {
			continue
		}
		l, rest, at, bestLen = lb, strings.Join(ws[k:], " "), k+skipped, len(lb.text)
	}
	rest = strings.TrimLeft(rest, ":.-–— ")
	if bestLen == 0 || rest == "" {
		return label{}, "", 0, false
	}
	if strings.HasSuffix(strings.TrimSpace(s), ":") {
		// "Rechtsform, Beginn, Satzung oder Gesellschaftsvertrag:" is one
		// label naming several things: its value follows it.
		return l, "", skipped, true
	}
	return l, rest, at, true
}

// maxQualifiedLabelWords is the most words a label cell runs to with the
// words that qualify its label.
const maxQualifiedLabelWords = 14

// translated reports the label of a cell that prints one label in
// several languages, split by slashes ("Nom, prénom / Surname, first
// name", "Date of issue/Date de délivrance"): the first part that is a
// label names them all.
func (r *Reader) translated(s string) (label, bool) {
	if !strings.Contains(s, "/") {
		return label{}, false
	}
	parts := strings.Split(strings.TrimSuffix(strings.TrimSpace(s), ":"), "/")
	if len(parts) < 2 || len(parts) > 4 {
		return label{}, false
	}
	for _, part := range parts {
		if l, ok := r.lookup(lexicon.Fold(part), 0.85); ok {
			return l, true
		}
	}
	return label{}, false
}

// translatedBeforeValue reports the label of a cell that prints a label
// in several languages and then its value, from the first word with a
// digit ("Steuerliche Identifikationsnummer / Tax identification 61 928
// 434 570", the label's last word wrapped to the next line), and the
// index of that word.
func (r *Reader) translatedBeforeValue(s string) (label, int, bool) {
	ws := strings.Fields(s)
	for k, w := range ws {
		if strings.IndexFunc(w, unicode.IsDigit) < 0 {
			continue
		}
		head := strings.Join(ws[:k], " ")
		if k == 0 || !strings.Contains(head, "/") || strings.HasSuffix(head, "/") {
			return label{}, 0, false
		}
		l, ok := r.translated(head)
		return l, k, ok
	}
	return label{}, 0, false
}

// maxQualifierWords is the most words a label cell may print before the
// label it ends with ("Corporation Tax UTR", "Your VAT number").
const maxQualifierWords = 3

// qualified reports the label a label cell ends with, after a few words
// that qualify it: a cell with no digit, whose last words are a label.
func (r *Reader) qualified(s string) (label, bool) {
	s = strings.TrimSpace(s)
	ws := strings.Fields(strings.TrimSuffix(s, ":"))
	if len(ws) < 2 || strings.IndexFunc(s, unicode.IsDigit) >= 0 {
		return label{}, false
	}
	if strings.HasSuffix(s, ":") {
		// A sentence that introduces its value: "Your Unique Taxpayer
		// Reference (UTR) is:", "Ihre Steuernummer lautet:". Its copula
		// and the label's short name in brackets are not the label.
		for len(ws) > 2 && lexicon.Copula(ws[len(ws)-1]) {
			ws = ws[:len(ws)-1]
		}
		if last := ws[len(ws)-1]; len(ws) > 2 && strings.HasPrefix(last, "(") && strings.HasSuffix(last, ")") {
			ws = ws[:len(ws)-1]
		}
	}
	for k := 1; k <= maxQualifierWords && k < len(ws); k++ {
		if l, ok := r.exact[lexicon.Fold(strings.Join(ws[k:], " "))]; ok && l[0].specific {
			return l[0], true
		}
	}
	return label{}, false
}

// reEnumerator is the numbering that forms and registers print before a
// label: "2.", "2. a)", "b)", "(iv)", "4d.".
var reEnumerator = regexp.MustCompile(`^(?:\(?(?:\d{1,2}[a-z]?|[a-z]|[ivx]{1,4})[.)]\s*)+`)

// dropEnumerator returns s without its leading numbering, and the number
// of words dropped.
func dropEnumerator(s string) (string, int) {
	m := reEnumerator.FindString(s)
	if m == "" || len(m) == len(s) {
		return s, 0
	}
	return s[len(m):], len(strings.Fields(m))
}

// IsLabel reports whether s is one of r's labels on its own.
func (r *Reader) IsLabel(s string) bool {
	_, rest, _, ok := r.match(s)
	return ok && rest == ""
}

// startsLabel reports whether s is a label, or a label, a colon and its
// value ("Invoice Number: 14"): the cell right of a label that starts so
// is another column's, not the label's value. A value that starts with a
// label's word and no colon ("Banco Alcántara, S.A.") is a value.
func (r *Reader) startsLabel(s string) bool {
	if r.IsLabel(s) {
		return true
	}
	i := strings.Index(s, ":")
	if i <= 0 {
		return false
	}
	_, ok := r.lookup(lexicon.Fold(s[:i]), 0.85)
	return ok
}

// Labels returns the name of the field s starts with a label of, and the
// value after it ("" for a label on its own); ok is false when s starts
// with none.
func (r *Reader) Labels(s string) (name, rest string, ok bool) {
	l, rest, _, ok := r.match(s)
	if !ok {
		return "", "", false
	}
	return r.fields[l.field].Name, rest, true
}

// Read returns the values of r's fields on rows, in reading order: a label
// cell and the cell to its right, or the cell under it, or a label and its
// value in one cell. A field of several lines continues on the lines
// aligned under its first, with nothing in the label's column beside them.
func (r *Reader) Read(rs []Row) []Value {
	var out []Value
	for i, row := range rs {
		for j, c := range row.Cells {
			out = append(out, r.inner(rs, i, c)...)
			lb, rest, at, ok := r.match(c.Text)
			var tail *Cell
			if !ok {
				if lb, tail, ok = r.wrapped(rs, i, c); !ok {
					continue
				}
			}
			var val Cell
			place := Inline
			vi, left := i, c.Box().Left
			switch {
			case meaningful(rest) && !parenthetical(rest):
				val = c
				if at < len(c.Line.Words) {
					left = row.AdjLeft(c.Line.Words[at].Box)
				}
			case j+1 < len(row.Cells) && !r.startsLabel(row.Cells[j+1].Text) && meaningful(row.Cells[j+1].Text):
				val, place = row.Cells[j+1], Right
				left, rest = val.Box().Left, val.Text
			default:
				// Stacked: the value on a next row, under the label; the
				// rows of another column may come between.
				k, nc, ok := r.below(rs, i, c, left)
				if !ok {
					continue
				}
				val, rest, place = nc, nc.Text, Below
				vi, left = k, nc.Box().Left
			}
			rest = firstItem(rest)
			if rest == "" {
				continue
			}
			f := r.fields[lb.field]
			v := Value{Name: f.Name, Specific: lb.specific, Place: place, Label: c.Text,
				Field: layout.FromLine(rest, rs[vi].Page, val.Line)}
			if f.Lines > 1 {
				v.Field, v.Lines = r.continued(rs, vi, val, left, rest, f.Lines, tail)
			}
			v.Field = v.Field.By(place.Rule())
			out = append(out, v)
		}
	}
	return out
}

// meaningful reports whether the text after a label holds two letters or
// digits in a row: a stray mark OCR read after the colon ("office: i",
// "Name: |") is no value, and the value is looked for beside or under
// the label instead.
func meaningful(s string) bool {
	run := 0
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			if run++; run >= 2 {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// parenthetical reports whether s is a note in brackets after a label,
// as forms print their instructions ("1. Corporation Name (Enter the
// exact name of the corporation as it is recorded ...)"): the value is
// beside or under the label, not the note.
func parenthetical(s string) bool {
	s = strings.TrimSpace(s)
	return strings.HasPrefix(s, "(") && strings.HasSuffix(s, ")") && strings.Count(s, "(") == 1
}

// inner returns the values labelled inside cell c of row i after a
// semicolon, which separates the items of a register's entry
// ("München; Geschäftsanschrift: Goethestraße 88, 80792 München").
func (r *Reader) inner(rs []Row, i int, c Cell) []Value {
	var out []Value
	text := c.Text
	for k := strings.Index(text, "; "); k >= 0; k = strings.Index(text, "; ") {
		text = text[k+2:]
		lb, rest, _, ok := r.match(text)
		if !ok || rest == "" {
			continue
		}
		if v := firstItem(rest); v != "" {
			out = append(out, Value{Name: r.fields[lb.field].Name, Specific: lb.specific, Place: Inline, Label: c.Text,
				Field: layout.FromLine(v, rs[i].Page, c.Line).By(Inline.Rule())})
		}
	}
	return out
}

// itemSeparators end one item of a value: a register's semicolon, the
// middle dot or bar that letters set between items on one line.
var itemSeparators = []string{"; ", " · ", " | ", " • "}

// firstItem returns a value up to the separator that ends its item,
// trimmed of the colons and spaces around it.
func firstItem(s string) string {
	for _, sep := range itemSeparators {
		if k := strings.Index(s, sep); k >= 0 {
			s = s[:k]
		}
	}
	return strings.TrimSpace(strings.Trim(strings.TrimSpace(s), ":;"))
}

// First returns the first value of field name with a specific label, else
// the first with a generic one.
func First(vals []Value, name string) (Value, bool) {
	var generic *Value
	for i, v := range vals {
		switch {
		case v.Name != name:
		case v.Specific:
			return v, true
		case generic == nil:
			generic = &vals[i]
		}
	}
	if generic != nil {
		return *generic, true
	}
	return Value{}, false
}

// maxLabelTailWords is the most words of a label wrapped onto the line
// under its first.
const maxLabelTailWords = 3

// wrapped reports the label of cell c of row i when a narrow label column
// wrapped it onto the next line ("4. Address of Principal Place of" over
// "Business"), with its value to the right of its first line: the label
// and the short cell under it, starting within c's width and ending
// before the value, read together.
func (r *Reader) wrapped(rs []Row, i int, c Cell) (label, *Cell, bool) {
	if head, _ := dropEnumerator(c.Text); i+1 >= len(rs) || rs[i+1].Page != rs[i].Page || strings.IndexFunc(head, unicode.IsDigit) >= 0 {
		return label{}, nil, false
	}
	row := rs[i].Cells
	j := slices.IndexFunc(row, func(x Cell) bool { return x.Box() == c.Box() })
	if j < 0 || j+1 >= len(row) {
		return label{}, nil, false // no value to the right of the label
	}
	valueLeft := row[j+1].Box().Left
	b, h := c.Box(), c.Height()
	next := rs[i+1]
	if next.Box.Top-b.Bottom > h {
		return label{}, nil, false
	}
	for k, t := range next.Cells {
		tb := t.Box()
		if tb.Left < b.Left-h || tb.Left > b.Right || tb.Right >= valueLeft ||
			len(strings.Fields(t.Text)) > maxLabelTailWords || strings.IndexFunc(t.Text, unicode.IsDigit) >= 0 {
			continue
		}
		head, _ := dropEnumerator(c.Text)
		if lb, ok := r.lookup(lexicon.Fold(head+" "+t.Text), 0.85); ok {
			return lb, &next.Cells[k], true
		}
	}
	return label{}, nil, false
}

// maxRowsBetween is how many rows of other columns may stand between a
// label and the value under it.
const maxRowsBetween = 2

// below returns the first row after row i, and its cell, that holds the
// value under label cell c, skipping rows with nothing in c's column.
func (r *Reader) below(rs []Row, i int, c Cell, left float64) (int, Cell, bool) {
	for k := i + 1; k < len(rs) && k <= i+1+maxRowsBetween && rs[k].Page == rs[i].Page; k++ {
		if nc, ok := under(rs[k], c.Box(), left, c.Height()); ok {
			return k, nc, !r.IsLabel(nc.Text)
		}
		if occupies(rs[k], c.Box()) {
			break // something else is printed under the label
		}
	}
	return 0, Cell{}, false
}

// occupies reports whether a cell of row overlaps box's columns.
func occupies(row Row, box layout.Box) bool {
	for _, c := range row.Cells {
		if b := c.Box(); b.Left < box.Right && b.Right > box.Left {
			return true
		}
	}
	return false
}

// under returns the cell of row that starts under left within a line
// height below box: aligned with it, or indented under it as a numbered
// register entry's value is ("6. a) Rechtsform:" over "Aktiengesellschaft").
func under(row Row, box layout.Box, left, h float64) (Cell, bool) {
	// A label in small print may stand its own value's height or two above
	// it: the gap is measured in the larger of the two heights.
	h = max(h, row.Height())
	if row.Box.Top-box.Bottom > 2*h {
		return Cell{}, false
	}
	for _, c := range row.Cells {
		if d := c.Box().Left - left; math.Abs(d) <= 1.5*h || d > 0 && d <= 6*h && c.Box().Left < box.Right {
			return c, true
		}
	}
	return Cell{}, false
}

// continued reads a value of up to most lines starting with first (row i of
// rs) at x position left: the lines aligned below it, with nothing in the
// label column beside them, closer than a line height.
func (r *Reader) continued(rs []Row, i int, first Cell, left float64, firstText string, most int, labelTail *Cell) (layout.Field, []string) {
	lines := []string{firstText}
	box := first.Line.Box
	h := first.Height()
	prevBottom := rs[i].Box.Bottom
	page := rs[i].Page
	for k := i + 1; k < len(rs) && len(lines) < most; k++ {
		row := rs[k]
		if row.Page != page || row.Box.Top-prevBottom > 1.6*h {
			break
		}
		var next *Cell
		blocked := false
		for _, c := range row.Cells {
			switch {
			case labelTail != nil && c.Box() == labelTail.Box():
				// the rest of a label wrapped beside the value's lines
			case c.Box().Right < left-1.5*h:
				blocked = true // the label column holds something
			case math.Abs(c.Box().Left-left) <= 1.5*h && next == nil:
				next = &c
			}
		}
		if blocked || next == nil || r.IsLabel(next.Text) || heading(next.Text) && !heading(firstText) {
			break
		}
		lines = append(lines, next.Text)
		box = box.Union(next.Line.Box)
		prevBottom = row.Box.Bottom
	}
	return layout.Field{Value: postal.Join(lines), Page: page.Number, Box: box, Source: page.Source, Confidence: first.Line.Confidence}, lines
}

// heading reports whether s reads as a section heading: a label of the
// lexicon, in capitals, no digit ("AKTIEKAPITAL"), unlike an address's
// town in capitals ("MANCHESTER").
func heading(s string) bool {
	if len(lexicon.LabelConcepts(s)) == 0 {
		return false
	}
	letters := 0
	for _, r := range s {
		switch {
		case unicode.IsDigit(r):
			return false
		case unicode.IsLetter(r):
			if !unicode.IsUpper(r) {
				return false
			}
			letters++
		}
	}
	return letters >= 4
}
