package reading

import (
	"context"
	"image"
	"math"
	"slices"

	"github.com/docextract/docextract/extract/layout"
)

// Tesseract sometimes joins a line of a letter's address block with the
// line of the narrow column beside it ("Mr. Michael Garcia aay qianoe"),
// fitting one baseline to text that has two, and then misreads the side
// that does not fit it: the statement date beside the addressee is lost.
// splitJoinedColumns finds such lines, cuts them at the gap between the
// columns and reads the column's part again on its own.

// A joined line is cut at a gap wider than minColumnGap word heights, when
// its two sides do not sit on one baseline (their tops or bottoms differ by
// more than offBaseline of a word height) or either side was read with
// less than poorConfidence.
const (
	minColumnGap   = 3.0
	offBaseline    = 0.35
	poorConfidence = 0.75
)

// splitJoinedColumns returns lines with every joined line cut in two and
// the column parts read again from img, region by region (PSM 6); the new
// lines follow the left part of the first line of their region. Lines that
// were not joined are returned as they were, in their order.
func (r *Reader) splitJoinedColumns(ctx context.Context, img *image.Gray, dpi int, lines []layout.Line) ([]layout.Line, error) {
	var kept []layout.Line
	var regions []region
	for _, l := range lines {
		left, right, ok := joinedAt(l)
		if !ok {
			kept = append(kept, l)
			continue
		}
		if ll := lineOf(left); ll.Confidence < poorConfidence {
			// The block's side misread too (its letters larger than the
			// column's): read again on its own, as a block.
			h := medianWordHeight(left)
			regions = append(regions, region{
				box:   layout.Box{Left: ll.Box.Left - h/2, Top: l.Box.Top - h/2, Right: ll.Box.Right + 2*h, Bottom: l.Box.Bottom + h/2},
				after: len(kept),
				was:   []layout.Line{ll},
				block: true,
			})
		} else {
			kept = append(kept, ll)
		}
		// The column's part spans the joined line's height (a label and
		// its value may both be in it) and may be wider than its misread
		// words.
		h := medianWordHeight(right)
		rb := lineOf(right).Box
		regions = append(regions, region{
			box:   layout.Box{Left: rb.Left - h/2, Top: l.Box.Top, Right: rb.Right + 2*h, Bottom: l.Box.Bottom},
			after: len(kept),
			was:   []layout.Line{lineOf(right)},
		})
	}
	if len(regions) == 0 {
		return lines, nil
	}
	regions = mergeRegions(joinBlocks(regions))
	// A block read again takes the place of the lines of its own that the
	// page kept between its joined ones ("129 Ki").
	for i, rg := range regions {
		if !rg.block {
			continue
		}
		for k := 0; k < len(kept); k++ {
			if mostlyInside(kept[k].Box, rg.box) {
				regions[i].was = append(regions[i].was, kept[k])
				kept = slices.Delete(kept, k, k+1)
				for j := range regions {
					if regions[j].after > k {
						regions[j].after--
					}
				}
				k--
			}
		}
	}
	reads := make([][]layout.Line, len(regions))
	for i, rg := range regions {
		// What the page read stays when the column reads as nothing.
		reads[i] = rg.was
		rect := image.Rect(int(rg.box.Left), int(rg.box.Top), int(rg.box.Right+1), int(rg.box.Bottom+1)).Intersect(img.Rect)
		if rect.Dx() < 4 || rect.Dy() < 4 {
			continue
		}
		read, err := r.Recognize(ctx, img.SubImage(rect).(*image.Gray), Pass{Model: r.opts.Model, Shape: ShapeBlock, DPI: dpi})
		if err != nil {
			return nil, err
		}
		// A line the page read well, caught at the region's edge, is kept
		// once.
		read = slices.DeleteFunc(read, func(n layout.Line) bool {
			return slices.ContainsFunc(kept, func(k layout.Line) bool { return mostlyInside(n.Box, k.Box) })
		})
		// A block is read again because the page misread it; its new
		// reading replaces the page's only when read more surely.
		if len(read) > 0 && (!rg.block || wordConfidence(read, nil) > wordConfidence(rg.was, nil)) {
			reads[i] = read
		}
	}
	// Insert from the last position back, so that earlier ones hold.
	order := make([]int, len(regions))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return regions[b].after - regions[a].after })
	for _, i := range order {
		kept = slices.Insert(kept, regions[i].after, reads[i]...)
	}
	return kept, nil
}

// region is a part of the page to read again, and the position in the
// kept lines its lines go to.
type region struct {
	box   layout.Box
	after int
	was   []layout.Line // the column's words as the page read them
	block bool          // the address block's side, not the column's
}

// joinedAt cuts l at its widest gap when l is two columns' lines joined
// (see minColumnGap).
func joinedAt(l layout.Line) (left, right []layout.Word, ok bool) {
	if len(l.Words) < 2 {
		return nil, nil, false
	}
	h := medianWordHeight(l.Words)
	cut, widest := 0, 0.0
	for i := 1; i < len(l.Words); i++ {
		if g := l.Words[i].Box.Left - l.Words[i-1].Box.Right; g > widest {
			cut, widest = i, g
		}
	}
	if widest < minColumnGap*h {
		return nil, nil, false
	}
	left, right = l.Words[:cut], l.Words[cut:]
	lb, rb := lineOf(left).Box, lineOf(right).Box
	offset := max(math.Abs(lb.Top-rb.Top), math.Abs(lb.Bottom-rb.Bottom))
	if offset <= offBaseline*h && lineOf(right).Confidence >= poorConfidence && lineOf(left).Confidence >= poorConfidence {
		return nil, nil, false
	}
	return left, right, true
}

// lineOf returns a line of words, its box and confidence theirs (the
// confidence their mean).
func lineOf(ws []layout.Word) layout.Line {
	l := layout.Line{Words: ws}
	var conf float64
	for _, w := range ws {
		l.Box = l.Box.Union(w.Box)
		conf += w.Confidence
	}
	if len(ws) > 0 {
		l.Confidence = conf / float64(len(ws))
	}
	return l
}

// medianWordHeight returns the median height of ws's boxes.
func medianWordHeight(ws []layout.Word) float64 {
	hs := make([]float64, len(ws))
	for i, w := range ws {
		hs[i] = w.Box.Height()
	}
	slices.Sort(hs)
	return hs[len(hs)/2]
}

// mergeRegions joins the regions that overlap: the column parts of
// consecutive joined lines are read together, their lines placed at the
// first one's position.
func mergeRegions(rs []region) []region {
	var out []region
	for _, r := range rs {
		for i := 0; i < len(out); i++ {
			if overlaps(out[i].box, r.box) {
				r = region{box: r.box.Union(out[i].box), after: min(r.after, out[i].after), was: append(out[i].was, r.was...), block: r.block || out[i].block}
				out = slices.Delete(out, i, i+1)
				i = -1
			}
		}
		out = append(out, r)
	}
	return out
}

// joinBlocks widens the block regions of one address block to meet when
// no more than two of its lines' heights apart, so that the lines the
// page kept between its joined ones are read with them.
func joinBlocks(rs []region) []region {
	for i := range rs {
		for j := range rs {
			a, b := rs[i], rs[j]
			if i == j || !a.block || !b.block || b.box.Top < a.box.Bottom || a.box.Left >= b.box.Right || b.box.Left >= a.box.Right {
				continue
			}
			if h := a.was[0].Box.Height(); b.box.Top-a.box.Bottom <= 2*h {
				rs[i].box.Bottom = b.box.Top
			}
		}
	}
	return rs
}

// mostlyInside reports whether more than half of box a lies in box b.
func mostlyInside(a, b layout.Box) bool {
	w := min(a.Right, b.Right) - max(a.Left, b.Left)
	h := min(a.Bottom, b.Bottom) - max(a.Top, b.Top)
	return w > 0 && h > 0 && w*h > 0.5*a.Width()*a.Height()
}

func overlaps(a, b layout.Box) bool {
	return a.Left < b.Right && b.Left < a.Right && a.Top < b.Bottom && b.Top < a.Bottom
}

// wordConfidence returns the mean confidence of the words of ls that
// count (every word when counts is nil); 0 for none.
func wordConfidence(ls []layout.Line, counts func(layout.Word) bool) float64 {
	sum, n := 0.0, 0
	for _, l := range ls {
		for _, w := range l.Words {
			if counts == nil || counts(w) {
				sum += w.Confidence
				n++
			}
		}
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}
