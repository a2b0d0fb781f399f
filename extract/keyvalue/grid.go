package keyvalue

import (
	"math"
	"sort"
	"strings"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/postal"
)

// Cell is one segment of a page line: words closer together than the gap
// that separates two columns.
type Cell struct {
	Line layout.Line
	Text string
	// adj is the box in page coordinates turned by the page's skew, so
	// that one row of a slanted scan lies level.
	adj layout.Box
}

// Box returns the cell's deskewed box.
func (c Cell) Box() layout.Box { return c.adj }

// Height is the cell's deskewed line height, never below 1.
func (c Cell) Height() float64 { return max(c.adj.Height(), 1) }

// Row is the cells of one page that share a baseline, left to right. OCR
// often returns a label column and a value column as separate lines; rows
// put them back side by side.
type Row struct {
	Page  *layout.Page
	Cells []Cell
	Box   layout.Box // deskewed
	skew  float64    // the page's skew, see skew
}

// AdjLeft returns the deskewed left edge of word box b.
func (r Row) AdjLeft(b layout.Box) float64 {
	return b.Left + r.skew*(b.Top+b.Bottom)/2
}

// Text returns the cells of r joined by single spaces.
func (r Row) Text() string {
	t := make([]string, len(r.Cells))
	for i, c := range r.Cells {
		t[i] = c.Text
	}
	return strings.Join(t, " ")
}

// Height is the median height of r's cells.
func (r Row) Height() float64 {
	hs := make([]float64, len(r.Cells))
	for i, c := range r.Cells {
		hs[i] = c.Height()
	}
	sort.Float64s(hs)
	return hs[len(hs)/2]
}

// Rows splits the lines of p into cells and groups the cells into rows, top
// to bottom. A cell joins a row when their boxes overlap vertically by at
// least half the smaller height.
func Rows(p *layout.Page) []Row {
	var cells []Cell
	sk := skew(p)
	for _, s := range postal.Segments(p) {
		if len(s.Words) == 0 || s.Box.Empty() {
			continue
		}
		cells = append(cells, Cell{Line: s, Text: s.Text(), adj: deskew(s.Box, sk)})
	}
	cells = dropOverprints(cells)
	cells = dropEntryNumbers(cells, sk)
	sort.SliceStable(cells, func(i, j int) bool { return cells[i].Line.Box.Top < cells[j].Line.Box.Top })
	var out []Row
	for _, c := range cells {
		b := c.Box()
		best := -1
		// Only the last few rows can still overlap c.
		for i := len(out) - 1; i >= 0 && i >= len(out)-4; i-- {
			rb := out[i].Box
			ov := min(rb.Bottom, b.Bottom) - max(rb.Top, b.Top)
			if ov >= 0.5*min(b.Height(), out[i].Height()) {
				best = i
				break
			}
		}
		if best < 0 {
			out = append(out, Row{Page: p, Box: b, Cells: []Cell{c}, skew: sk})
			continue
		}
		r := &out[best]
		r.Cells = append(r.Cells, c)
		r.Box = r.Box.Union(b)
	}
	for i := range out {
		cs := out[i].Cells
		sort.SliceStable(cs, func(a, b int) bool { return cs[a].Box().Left < cs[b].Box().Left })
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Box.Top < out[j].Box.Top })
	return out
}

// maxSkew is the largest skew (as a slope) skew reports; beyond it the
// estimate is more likely noise than a slanted scan.
const maxSkew = 0.1

// skew estimates the slope of the text lines of an OCR page: how far down
// a baseline goes per unit to the right, the median over lines that span
// several words. Text-layer pages are level.
func skew(p *layout.Page) float64 {
	if p.Source == layout.SourceTextLayer {
		return 0
	}
	var slopes []float64
	for _, l := range p.Lines {
		if len(l.Words) < 3 {
			continue
		}
		a, b := l.Words[0].Box, l.Words[len(l.Words)-1].Box
		dx := b.Left - a.Left
		if dx < 4*l.Box.Height() && dx < 8*a.Height() {
			continue
		}
		// Lowest baseline of the first and last two words, to be less
		// sensitive to one word's descenders.
		y0 := min(a.Bottom, l.Words[1].Box.Bottom)
		y1 := min(b.Bottom, l.Words[len(l.Words)-2].Box.Bottom)
		x1 := (b.Left + l.Words[len(l.Words)-2].Box.Left) / 2
		x0 := (a.Left + l.Words[1].Box.Left) / 2
		if x1-x0 <= 0 {
			continue
		}
		slopes = append(slopes, (y1-y0)/(x1-x0))
	}
	if len(slopes) == 0 {
		return 0
	}
	sort.Float64s(slopes)
	s := slopes[len(slopes)/2]
	if s > maxSkew || s < -maxSkew {
		return 0
	}
	return s
}

// deskew turns box b by skew s about the page origin (small angles): a
// point (x, y) goes to (x + s·y, y − s·x). The height loses what the slant
// added to it.
func deskew(b layout.Box, s float64) layout.Box {
	if s == 0 {
		return b
	}
	cx, cy := (b.Left+b.Right)/2, (b.Top+b.Bottom)/2
	w := b.Width()
	h := max(b.Height()-abs(s)*w, 0.5*b.Height())
	ncx, ncy := cx+s*cy, cy-s*cx
	return layout.Box{Left: ncx - w/2, Top: ncy - h/2, Right: ncx + w/2, Bottom: ncy + h/2}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// minEntryNumbers is how many cells must hold a number at one place for
// the numbers to be a column of entry numbers.
const minEntryNumbers = 3

// dropEntryNumbers removes the entry numbers registers print between a
// label and its value, naming the register entry that recorded the value
// (the Croatian sudski registar's "TVRTKA:  1  DALMACIJA TOURS j.d.o.o."):
// a word of one or two digits set apart by more than a space from the
// words around it, at the same place in cells of the page of which at
// least minEntryNumbers have a label left of the number on their line and
// two are the first entry's 1. A cell the number stood inside (a long label run up to it) is
// parted there into the label and the value.
func dropEntryNumbers(cells []Cell, sk float64) []Cell {
	type number struct {
		cell, word int
		left       float64
		labelled   bool // a label stands left of it on its line
	}
	var nums []number
	for i, c := range cells {
		ws := c.Line.Words
		gap := 0.8 * c.Height()
		for k := 0; k+1 < len(ws); k++ {
			if len(ws[k].Text) > 2 || strings.Trim(ws[k].Text, "0123456789") != "" {
				continue
			}
			if ws[k+1].Box.Left-ws[k].Box.Right < gap || k > 0 && ws[k].Box.Left-ws[k-1].Box.Right < gap {
				continue // a number in the text: "2 500,00 EUR"
			}
			if next := strings.TrimRight(ws[k+1].Text, ".,"); len(next) == 3 && strings.Trim(next, "0123456789") == "" {
				continue // a number in groups of three: "941 879 835"
			}
			b := deskew(ws[k].Box, sk)
			nums = append(nums, number{i, k, b.Left, k > 0 || cellLeftOf(cells, i, b)})
		}
	}
	drop := map[int]int{} // cell → its word that is an entry number
	for _, a := range nums {
		var same []number
		labelled, firsts := 0, 0
		for _, b := range nums {
			if math.Abs(a.left-b.left) <= 0.5*cells[a.cell].Height() {
				same = append(same, b)
				if b.labelled {
					labelled++
				}
				if cells[b.cell].Line.Words[b.word].Text == "1" {
					firsts++
				}
			}
		}
		// Entry numbers stand after labels, and most facts come from a
		// company's first entry: a column of numbers that opens its
		// lines is a table's (a receipt's quantities), and house numbers
		// are seldom 1 twice.
		if labelled >= minEntryNumbers && firsts >= 2 {
			for _, n := range same {
				drop[n.cell] = n.word
			}
		}
	}
	if len(drop) == 0 {
		return cells
	}
	cellOf := func(c Cell, ws []layout.Word) Cell {
		l := layout.Line{Words: ws, Confidence: c.Line.Confidence}
		for _, w := range ws {
			l.Box = l.Box.Union(w.Box)
		}
		return Cell{Line: l, Text: l.Text(), adj: deskew(l.Box, sk)}
	}
	var out []Cell
	for i, c := range cells {
		k, ok := drop[i]
		if !ok {
			out = append(out, c)
			continue
		}
		if k > 0 {
			out = append(out, cellOf(c, c.Line.Words[:k]))
		}
		out = append(out, cellOf(c, c.Line.Words[k+1:]))
	}
	return out
}

// cellLeftOf reports whether a cell other than cells[i] ends left of box b
// on its line.
func cellLeftOf(cells []Cell, i int, b layout.Box) bool {
	for j, c := range cells {
		o := c.Box()
		if j != i && o.Right <= b.Left && math.Min(o.Bottom, b.Bottom)-math.Max(o.Top, b.Top) > 0.5*b.Height() {
			return true
		}
	}
	return false
}

// dropOverprints removes cells more than four times as tall as the
// median cell: a slanted SPECIMEN stamp or a watermark, which would
// otherwise join every row it crosses.
func dropOverprints(cells []Cell) []Cell {
	if len(cells) < 3 {
		return cells
	}
	hs := make([]float64, len(cells))
	for i, c := range cells {
		hs[i] = c.Height()
	}
	sort.Float64s(hs)
	limit := 4 * hs[len(hs)/2]
	out := cells[:0]
	for _, c := range cells {
		if c.Height() <= limit {
			out = append(out, c)
		}
	}
	return out
}
