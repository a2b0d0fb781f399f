package postal

import (
	"math"
	"sort"

	"github.com/docextract/docextract/extract/layout"
)

// Block is a run of closely spaced lines aligned on their left or right
// edge: an address window, a letterhead column, a footer paragraph. Its
// lines are segments of page lines, split where a wide gap separates two
// columns.
type Block struct {
	Page  *layout.Page
	Lines []layout.Line
	Box   layout.Box
}

// Texts returns the text of each line of b.
func (b Block) Texts() []string {
	t := make([]string, len(b.Lines))
	for i, l := range b.Lines {
		t[i] = l.Text()
	}
	return t
}

// Segments splits the lines of p where two words are further apart than
// twice the line height, so that columns printed on one baseline (a
// letterhead beside an address window) become separate lines.
func Segments(p *layout.Page) []layout.Line {
	var out []layout.Line
	for _, l := range p.Lines {
		h := l.Box.Height()
		start := 0
		for i := 1; i <= len(l.Words); i++ {
			if i < len(l.Words) && l.Words[i].Box.Left-l.Words[i-1].Box.Right <= 2*h {
				continue
			}
			out = append(out, lineOf(l.Words[start:i], l.Confidence))
			start = i
		}
	}
	return out
}

func lineOf(ws []layout.Word, conf float64) layout.Line {
	l := layout.Line{Words: ws, Confidence: conf}
	sum := 0.0
	for _, w := range ws {
		l.Box = l.Box.Union(w.Box)
		sum += w.Confidence
	}
	if len(ws) > 0 && sum > 0 {
		l.Confidence = sum / float64(len(ws))
	}
	return l
}

// Blocks groups the segments of p into blocks, top to bottom.
func Blocks(p *layout.Page) []Block {
	segs := Segments(p)
	sort.SliceStable(segs, func(i, j int) bool { return segs[i].Box.Top < segs[j].Box.Top })
	var blocks []Block
	for _, s := range segs {
		h := s.Box.Height()
		if h <= 0 {
			continue
		}
		best, bestGap := -1, math.Inf(1)
		for i := range blocks {
			last := blocks[i].Lines[len(blocks[i].Lines)-1]
			lh := last.Box.Height()
			hh := max(h, lh)
			if r := h / lh; r < 0.6 || r > 1.7 {
				continue
			}
			gap := s.Box.Top - last.Box.Bottom
			if gap < -0.4*hh || gap > 0.9*hh {
				continue
			}
			tol := max(0.8*hh, 3)
			if math.Abs(s.Box.Left-last.Box.Left) > tol && math.Abs(s.Box.Right-last.Box.Right) > tol {
				continue
			}
			if gap < bestGap {
				best, bestGap = i, gap
			}
		}
		if best < 0 {
			blocks = append(blocks, Block{Page: p})
			best = len(blocks) - 1
		}
		b := &blocks[best]
		b.Lines = append(b.Lines, s)
		b.Box = b.Box.Union(s.Box)
	}
	return blocks
}

// Found is an address found on a page, with the lines it was read from.
type Found struct {
	Address
	Page *layout.Page
	// NameLine is the name's line; its Words are nil when there is no name.
	NameLine layout.Line
	// Box spans the address lines (not the name).
	Box layout.Box
	// Block is the block the address was read from.
	Block Block
}

// FindAddresses returns the addresses of page p, one per block at most, top
// to bottom.
func FindAddresses(p *layout.Page) []Found {
	var out []Found
	for _, b := range Blocks(p) {
		a, ok := ParseAddress(b.Texts())
		if !ok {
			continue
		}
		f := Found{Address: a, Page: p, Block: b}
		if a.NameIndex >= 0 {
			f.NameLine = b.Lines[a.NameIndex]
		}
		for _, l := range b.Lines[a.First : a.Last+1] {
			f.Box = f.Box.Union(l.Box)
		}
		out = append(out, f)
	}
	return out
}
