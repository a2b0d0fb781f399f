package identity

import (
	"context"
	"image"
	"maps"
	"slices"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/reading"
)

// Tesseract's page layout sometimes drops a short value line beside the
// photo ("LINZ" under "Place of birth"), taking it for part of the picture.
// rereadDropped reads the empty space under such a label again, as one
// line, and adds what it reads to the page.

// A value is looked for under a label when the next line under it is at
// least minDroppedGap label heights below; at most maxDroppedLines label
// heights are read.
const (
	minDroppedGap   = 1.2
	maxDroppedLines = 2.6
)

// rereadDropped adds to doc's OCR pages the value lines read again under
// labels that have no value beside or under them, each after its label's
// line, and reports whether it added any.
func rereadDropped(ctx context.Context, r *reading.Reader, doc *reading.Document) (bool, error) {
	if r == nil || !r.CanRecognize() {
		return false, nil
	}
	added := false
	for _, p := range doc.Pages {
		if p.Source != layout.SourceOCR || p.Image == nil {
			continue
		}
		hits := pageHits(p)
		groupLefts(hits)
		after := map[int][]layout.Line{} // by the label's line
		for _, h := range hits {
			rect, ok := droppedRegion(h, hits)
			if !ok {
				continue
			}
			lines, err := r.Recognize(ctx, p.Image.SubImage(rect).(*image.Gray), reading.Pass{Model: reading.English, Shape: reading.ShapeLine})
			if err != nil {
				return false, err
			}
			for _, l := range lines {
				if strings.IndexFunc(l.Text(), func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
					after[h.line] = append(after[h.line], l)
				}
			}
		}
		// From the last label line back, so that earlier indices hold.
		idx := slices.Sorted(maps.Keys(after))
		for i := len(idx) - 1; i >= 0; i-- {
			p.Lines = slices.Insert(p.Lines, idx[i]+1, after[idx[i]]...)
			added = true
		}
	}
	return added, nil
}

// droppedRegion returns the part of h's page image where h's value would
// be printed when no line holds it: under the label, in its column, down
// to the next line. ok is false when h has a value or there is no room.
func droppedRegion(h hit, hits []hit) (r image.Rectangle, ok bool) {
	if sameLine(h, hits).text != "" || below(h, hits).text != "" {
		return r, false
	}
	hgt := h.box.Height()
	left, right := h.left-0.3*hgt, min(columnEnd(h, hits), h.box.Right+12*hgt)
	next := h.box.Bottom + maxDroppedLines*hgt
	for _, l := range h.page.Lines {
		if l.Box.Top > h.box.Bottom && l.Box.Left < right && l.Box.Right > left {
			next = min(next, l.Box.Top)
		}
	}
	if next-h.box.Bottom < minDroppedGap*hgt {
		return r, false
	}
	r = image.Rect(int(left), int(h.box.Bottom+1), int(right), int(next)).Intersect(h.page.Image.Rect)
	return r, r.Dx() >= 4 && r.Dy() >= 4
}
