package taxdoc

import (
	"math"
	"regexp"
	"sort"
	"strings"

	"github.com/docextract/docextract/extract/layout"
)

// findLabel returns the box of the words of the first line of p whose text
// matches re, and whether one did.
func findLabel(p *layout.Page, re *regexp.Regexp) (layout.Box, bool) {
	for _, l := range p.Lines {
		t := l.Text()
		loc := re.FindStringIndex(t)
		if loc == nil {
			continue
		}
		var box layout.Box
		at := 0
		for _, w := range l.Words {
			end := at + len(w.Text)
			if end > loc[0] && at < loc[1] {
				box = box.Union(w.Box)
			}
			at = end + 1
		}
		return box, !box.Empty()
	}
	return layout.Box{}, false
}

// region is where a form's filled value sits relative to its label, in
// points of a 612-point-wide page (scaled to the page).
type region struct {
	// left is added to the label's left edge (usually slightly negative);
	// width is how far the region reaches right of the label's left edge.
	left, width float64
	// down is how far below the label's bottom the region reaches.
	down float64
	// above takes the region above the label instead (signature dates).
	above bool
}

// row is a run of words on one baseline inside a region.
type row struct {
	words []layout.Word
	box   layout.Box
}

func (r row) text() string {
	var parts []string
	for _, w := range r.words {
		parts = append(parts, w.Text)
	}
	return strings.Join(parts, " ")
}

// valueRows returns the rows of words of p in reg relative to label, top
// to bottom, stopping at the first row that is one of the form's labels.
func valueRows(p *layout.Page, label layout.Box, reg region, stop *regexp.Regexp) []row {
	scale := p.Width / 612
	left := label.Left + reg.left*scale
	right := label.Left + reg.width*scale
	h := label.Height()
	top, bottom := label.Bottom-0.1*h, label.Bottom+reg.down*scale
	if reg.above {
		top, bottom = label.Top-reg.down*scale, label.Top+0.3*h
	}
	var ws []layout.Word
	for _, l := range p.Lines {
		for _, w := range l.Words {
			cy := (w.Box.Top + w.Box.Bottom) / 2
			if w.Box.Left >= left && w.Box.Left < right && cy > top && cy < bottom {
				ws = append(ws, w)
			}
		}
	}
	sort.SliceStable(ws, func(i, j int) bool { return ws[i].Box.Top < ws[j].Box.Top })
	var rows []row
	for _, w := range ws {
		placed := false
		for i := range rows {
			r := &rows[i]
			if math.Abs((w.Box.Top+w.Box.Bottom)/2-(r.box.Top+r.box.Bottom)/2) < 0.5*max(w.Box.Height(), r.box.Height()) {
				r.words = append(r.words, w)
				r.box = r.box.Union(w.Box)
				placed = true
				break
			}
		}
		if !placed {
			rows = append(rows, row{words: []layout.Word{w}, box: w.Box})
		}
	}
	sort.SliceStable(rows, func(i, j int) bool { return rows[i].box.Top < rows[j].box.Top })
	var out []row
	for _, r := range rows {
		sort.SliceStable(r.words, func(i, j int) bool { return r.words[i].Box.Left < r.words[j].Box.Left })
		if (stop != nil && stop.MatchString(r.text())) || reFormProse.MatchString(r.text()) {
			if reg.above {
				out = out[:0]
				continue
			}
			break
		}
		out = append(out, r)
	}
	if reg.above && len(out) > 0 {
		// The row nearest the label.
		out = out[len(out)-1:]
	}
	return out
}

// reFormProse matches printed form text that is never a filled value.
var reFormProse = regexp.MustCompile(`(?i)\(see instructions\)|\bpart [ivx]+\b|claim of tax treaty|under penalties of perjury|\bcheck (?:if|appropriate|only)\b|\bif (?:any|required|different)\b|\boptional\)`)

// fieldOfRows returns a Field whose value is the texts of rows joined by
// sep.
func fieldOfRows(p *layout.Page, rows []row, sep string) layout.Field {
	var parts []string
	var box layout.Box
	conf := 1.0
	for _, r := range rows {
		t := strings.TrimSpace(r.text())
		if t == "" {
			continue
		}
		parts = append(parts, t)
		box = box.Union(r.box)
		for _, w := range r.words {
			conf = min(conf, w.Confidence)
		}
	}
	if len(parts) == 0 {
		return layout.Field{}
	}
	return layout.Field{Value: strings.Join(parts, sep), Page: p.Number, Box: box, Source: p.Source, Confidence: conf}
}

// formField is one field of an IRS form: its label and value region.
type formField struct {
	label *regexp.Regexp
	reg   region
	rows  int // how many rows to take; 0 means all up to the next label
}

// read returns the value of ff on the first page of pages that has its
// label.
func (ff formField) read(pages []*layout.Page, stop *regexp.Regexp, sep string) layout.Field {
	for _, p := range pages {
		box, ok := findLabel(p, ff.label)
		if !ok {
			continue
		}
		rows := valueRows(p, box, ff.reg, stop)
		if ff.rows > 0 && len(rows) > ff.rows {
			rows = rows[:ff.rows]
		}
		return fieldOfRows(p, rows, sep)
	}
	return layout.Field{}
}
