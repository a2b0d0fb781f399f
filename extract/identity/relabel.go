package identity

import (
	"context"
	"image"
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/reading"
)

// The labels of a data page are printed small, often in grey over
// guilloche, and a phone photo or a page recognised whole loses them while
// it reads the values: "OSIJEK" without "Mjesto rođenja/Place of birth".
// rereadLabels reads the strip above each value line again, enlarged, with
// the Latin-script model (labels are in every language: "rođenja",
// "délivrance"), and adds the labels it reads to the page, so that the
// zone finds them as it finds printed ones.

// Geometry of the label strips, in value-line heights: a strip reaches at
// most labelReach above its line, starts labelLeft before it, and is read
// enlarged so that a label about labelShare of the value's height becomes
// labelPixels high (at most maxLabelScale times).
const (
	labelReach    = 1.5
	labelLeft     = 0.6
	labelShare    = 0.45
	labelPixels   = 30.0
	maxLabelScale = 4.0
	// A page is read again for labels when its zone found fewer than
	// minLabels, and only its first maxLabelLines value lines.
	minLabels     = 3
	maxLabelLines = 16
)

// rereadLabels adds to doc's OCR image pages the labels read again above
// their value lines, when the page's own reading found fewer than
// minLabels, and reports whether it added any.
func rereadLabels(ctx context.Context, r *reading.Reader, doc *reading.Document) (bool, error) {
	if r == nil || !r.CanRecognize() {
		return false, nil
	}
	added := false
	for _, p := range doc.Pages {
		if p.Source != layout.SourceOCR || p.Image == nil || len(pageHits(p)) >= minLabels {
			continue
		}
		values := valueLines(p)
		right := 0.0
		for _, l := range values {
			right = max(right, l.Box.Right)
		}
		var found []layout.Line
		for _, l := range values {
			rect, ok := labelStrip(p, l, right)
			if !ok {
				continue
			}
			scale := min(maxLabelScale, max(1, labelPixels/(labelShare*l.Box.Height())))
			lines, err := r.ReadCrop(ctx, p, rect, reading.Pass{Model: reading.Latin, Shape: reading.ShapeBlock}, scale)
			if err != nil {
				return added, err
			}
			for _, ll := range lines {
				if lab, ok := labelsOnly(ll); ok && !overRead(p, lab) {
					found = append(found, lab)
				}
			}
		}
		if len(found) == 0 {
			continue
		}
		p.Lines = append(p.Lines, found...)
		sort.SliceStable(p.Lines, func(i, j int) bool { return p.Lines[i].Box.Top < p.Lines[j].Box.Top })
		added = true
	}
	return added, nil
}

// valueLines returns the lines of p that may be a zone's values: not an
// MRZ line, not a label's, holding a letter or digit, at most
// maxLabelLines of them from the top.
func valueLines(p *layout.Page) []layout.Line {
	var out []layout.Line
	for _, l := range p.Lines {
		t := l.Text()
		if mrzShaped(mrzText(t)) || lineHasLabel(l) || l.Box.Height() <= 0 ||
			strings.IndexFunc(t, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) < 0 {
			continue
		}
		out = append(out, l)
	}
	slices.SortStableFunc(out, func(a, b layout.Line) int { return int(math.Copysign(1, a.Box.Top-b.Box.Top)) })
	return out[:min(len(out), maxLabelLines)]
}

// labelStrip returns the part of p's image above value line l where its
// label would be printed: up to labelReach line heights, not into a line
// above that overlaps it, from a little before l to right (the zone's
// right edge).
func labelStrip(p *layout.Page, l layout.Line, right float64) (image.Rectangle, bool) {
	h := l.Box.Height()
	top := l.Box.Top - labelReach*h
	left := l.Box.Left - labelLeft*h
	for _, o := range p.Lines {
		if o.Box.Bottom <= l.Box.Top && o.Box.Bottom > top && o.Box.Right > left && o.Box.Left < right && !lineHasLabel(o) {
			top = o.Box.Bottom
		}
	}
	if l.Box.Top-top < 0.35*h {
		return image.Rectangle{}, false
	}
	r := image.Rect(int(left), int(top), int(max(right, l.Box.Right)+h), int(l.Box.Top+0.15*h)).Intersect(p.Image.Rect)
	return r, r.Dx() >= 8 && r.Dy() >= 4
}

// overRead reports whether a label read again lies over a line the page
// already read (half its height or more within that line, the two
// overlapping across): the strip's reading then gives that line's text
// again ("exp" of "exp 10/09/2027" read as the label EXP), not a label
// the page lost.
func overRead(p *layout.Page, lab layout.Line) bool {
	for _, o := range p.Lines {
		across := min(o.Box.Right, lab.Box.Right) - max(o.Box.Left, lab.Box.Left)
		down := min(o.Box.Bottom, lab.Box.Bottom) - max(o.Box.Top, lab.Box.Top)
		if across > 0 && down >= 0.5*lab.Box.Height() {
			return true
		}
	}
	return false
}

// labelsOnly returns the words of l up to its last label: a strip above a
// value holds labels only, and what follows the last one (a translation
// OCR garbled: "Authority / Aitomė / Atondad") is no value; what comes
// before the first (its first language, garbled) stays with its group.
// ok is false when l holds no label.
func labelsOnly(l layout.Line) (layout.Line, bool) {
	p := &layout.Page{Lines: []layout.Line{l}}
	hits := pageHits(p)
	if len(hits) == 0 {
		return layout.Line{}, false
	}
	last := 0
	for _, h := range hits {
		last = max(last, h.words[1])
	}
	out := layout.Line{Words: append([]layout.Word(nil), l.Words[:last+1]...), Confidence: l.Confidence}
	for _, w := range out.Words {
		out.Box = out.Box.Union(w.Box)
	}
	return out, true
}
