package reading

import (
	"image"
)

// Outlined stamps. Published specimens often print the word as letters'
// outlines only (the Canadian 2013 passport's red SPECIMENs, PRADO
// specimens' outlined MUSTER or ESPÉCIMEN). The opening that keeps a
// filled stamp's thick letters (see FindOverprint) erases an outline's
// thin strokes, and Tesseract reads hollow letters poorly even levelled.
// But an outline encloses each letter's body: a white region cut off from
// the paper around it, far larger than the counter of a printed letter
// and far smaller than the page. Those bodies are the stamp's evidence:
// their line gives the stamp's own slant, their rows the words, and the
// mask with its enclosed regions filled gives solid letters to read.

// Bounds of a letter's body: at least minBodyArea pixels of the shrunk
// mask (a printed letter's counter is a few), less than 1/maxBodyShare of
// the mask (a frame or a photo's box encloses more); a stamp has at least
// minBodies of them, and at most maxOutlineRows of its rows are read.
const (
	minBodyArea    = 30
	maxBodyShare   = 200
	minBodies      = 4
	maxOutlineRows = 3
	// outlineLetterHeight is the body height a row is scaled to before it
	// is read: a body is a little shorter than its letter.
	outlineLetterHeight = 36
)

// outlineRow is one row of an outlined stamp, levelled and ready to read
// (see outlineStamps).
type outlineRow struct {
	// glyphs holds only the filled letters and their outlines, which
	// drops the print around them; filled is the mask filled as it is,
	// print and all, which keeps what print cut from a letter's body.
	glyphs, filled *image.Gray
}

// outlineStamps returns the rows of an outlined stamp on mask, a page's
// stamp mask shrunk (black on white): each row levelled at the stamp's
// slant, its enclosed regions filled, cropped and scaled to a reading
// height; nil when mask encloses fewer than minBodies letter bodies.
func outlineStamps(mask *image.Gray) []outlineRow {
	w, h := mask.Rect.Dx(), mask.Rect.Dy()
	bodies, n := enclosed(mask, minBodyArea, w*h/maxBodyShare)
	if n < minBodies {
		return nil
	}
	slant, ok := stampSlant(bodies)
	if !ok {
		return nil
	}
	rows := bodyRows(components(rotate(bodies, slant)))
	if len(rows) == 0 {
		return nil
	}
	filled := image.NewGray(mask.Rect)
	glyphs := image.NewGray(mask.Rect)
	near := spread(bodies, 3, 0)
	for i := range filled.Pix {
		filled.Pix[i] = min(mask.Pix[i], bodies.Pix[i])
		glyphs.Pix[i] = max(filled.Pix[i], near.Pix[i])
	}
	levelFilled, levelGlyphs := rotate(filled, slant), rotate(glyphs, slant)
	var out []outlineRow
	for _, row := range rows[:min(len(rows), maxOutlineRows)] {
		lh := row.box.Dy()
		f := min(float64(outlineLetterHeight)/float64(lh), maxHueScale)
		read := func(src *image.Gray) *image.Gray {
			crop := cropGray(src, row.box.Inset(-lh/2))
			if f > 1.1 {
				crop = Scale(crop, f)
			}
			return pad(crop, outlineLetterHeight/2)
		}
		out = append(out, outlineRow{glyphs: read(levelGlyphs), filled: read(levelFilled)})
	}
	return out
}

// bodyRows groups the bodies of a levelled stamp into its rows of
// minBodies or more: print crossing a letter cuts its body into pieces of
// any height, so two bodies are neighbours when they overlap vertically by
// half the smaller and lie less than the taller's height and a half apart.
func bodyRows(bodies []image.Rectangle) []letterRow {
	return rowsOf(bodies, minBodies, func(a, b image.Rectangle) bool {
		lo, hi := min(a.Dy(), b.Dy()), max(a.Dy(), b.Dy())
		overlap := min(a.Max.Y, b.Max.Y) - max(a.Min.Y, b.Min.Y)
		gap := max(a.Min.X, b.Min.X) - min(a.Max.X, b.Max.X)
		return 2*overlap >= lo && 2*gap < 3*hi
	})
}

// enclosed returns, black on white, the white regions of the black-on-white
// img (linked through their sides) that do not touch its edge and hold
// from minArea up to maxArea pixels, and how many there are.
func enclosed(img *image.Gray, minArea, maxArea int) (*image.Gray, int) {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	out := image.NewGray(img.Rect)
	for i := range out.Pix {
		out.Pix[i] = 255
	}
	// seen marks the black pixels and the white ones already filled; the
	// paper around, reached from the edge, is filled first.
	seen := make([]bool, w*h)
	for y := range h {
		for x := range w {
			seen[y*w+x] = img.Pix[y*img.Stride+x] == 0
		}
	}
	var queue, region []int32
	fill := func(start int32, keep bool) {
		seen[start] = true
		queue, region = append(queue[:0], start), region[:0]
		for len(queue) > 0 {
			p := queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			if keep && len(region) < maxArea {
				region = append(region, p)
			}
			x, y := int(p)%w, int(p)/w
			for _, q := range [4]int32{p - 1, p + 1, p - int32(w), p + int32(w)} {
				switch {
				case q == p-1 && x == 0, q == p+1 && x == w-1, q < 0 && y == 0, int(q) >= w*h:
					continue
				}
				if q >= 0 && !seen[q] {
					seen[q] = true
					queue = append(queue, q)
				}
			}
		}
	}
	for x := range w {
		for _, p := range [2]int{x, (h-1)*w + x} {
			if !seen[p] {
				fill(int32(p), false)
			}
		}
	}
	for y := range h {
		for _, p := range [2]int{y * w, y*w + w - 1} {
			if !seen[p] {
				fill(int32(p), false)
			}
		}
	}
	n := 0
	for p := range seen {
		if seen[p] {
			continue
		}
		fill(int32(p), true)
		if len(region) < minArea || len(region) >= maxArea {
			continue
		}
		n++
		for _, q := range region {
			out.Pix[(int(q)/w)*out.Stride+int(q)%w] = 0
		}
	}
	return out, n
}

// cropGray returns a copy of the part of img inside r, nil when they do
// not overlap.
func cropGray(img *image.Gray, r image.Rectangle) *image.Gray {
	r = r.Intersect(img.Rect)
	if r.Empty() {
		return nil
	}
	out := image.NewGray(image.Rect(0, 0, r.Dx(), r.Dy()))
	for y := range r.Dy() {
		copy(out.Pix[y*out.Stride:y*out.Stride+r.Dx()], img.Pix[(r.Min.Y+y)*img.Stride+r.Min.X:])
	}
	return out
}

// pad returns img on white with a margin of m pixels: Tesseract misreads
// letters that touch the image's edge.
func pad(img *image.Gray, m int) *image.Gray {
	out := image.NewGray(image.Rect(0, 0, img.Rect.Dx()+2*m, img.Rect.Dy()+2*m))
	for i := range out.Pix {
		out.Pix[i] = 255
	}
	for y := range img.Rect.Dy() {
		copy(out.Pix[(y+m)*out.Stride+m:], img.Pix[y*img.Stride:y*img.Stride+img.Rect.Dx()])
	}
	return out
}
