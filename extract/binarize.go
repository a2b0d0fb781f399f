package extract

import (
	"image"
	"math"
)

// Tesseract binarises a page with one global (Otsu) threshold. A page with
// large solid dark areas, such as a registry's coloured banner, pulls that
// threshold down until light grey labels vanish. Such pages are binarised
// here first with Sauvola's local threshold, which follows the paper's
// own brightness; other pages keep Tesseract's threshold, which reads them
// as well or better.

// solidShare is the share of a page's pixels in solid dark areas above
// which the page is binarised locally: a banner covers 7–9% of a registry
// printout; text, form rules and boxes, being thin, almost none.
const solidShare = 0.02

// hasDarkAreas reports whether more than solidShare of img's pixels (every
// second one in each direction sampled) are dark (under 100) with the
// pixels a few points away diagonally dark too: solid areas, not strokes.
func hasDarkAreas(img *image.Gray) bool {
	b := img.Bounds()
	d := max(4, max(b.Dx(), b.Dy())/400)
	dark := func(x, y int) bool {
		return x >= 0 && y >= 0 && x < b.Dx() && y < b.Dy() && img.Pix[img.PixOffset(b.Min.X+x, b.Min.Y+y)] < 100
	}
	var solid, n int
	for y := 0; y < b.Dy(); y += 2 {
		for x := 0; x < b.Dx(); x += 2 {
			n++
			if dark(x, y) && dark(x-d, y-d) && dark(x+d, y-d) && dark(x-d, y+d) && dark(x+d, y+d) {
				solid++
			}
		}
	}
	return n > 0 && float64(solid) > solidShare*float64(n)
}

// darkBackground is the window mean under which text is taken to be
// lighter than its background.
const darkBackground = 110

// sauvola returns img binarised with Sauvola's threshold
// T = m * (1 + k*(s/R - 1)) over a square window of side about window
// pixels, m and s the window's mean and standard deviation, R = 128 and
// k = 0.2 (Tesseract's 0.34 thins light grey type until OCR misreads it:
// "Company rember" for "Company number"). Where the
// window is dark (a banner) the rule is mirrored, so that light text on it
// comes out black on white too.
func sauvola(img *image.Gray, window int) *image.Gray {
	const k, r = 0.2, 128.0
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	// Integral images of values and squares, one row and column of zeros
	// in front.
	sum := make([]float64, (w+1)*(h+1))
	sq := make([]float64, (w+1)*(h+1))
	for y := range h {
		row := img.Pix[img.PixOffset(b.Min.X, b.Min.Y+y):]
		var rs, rq float64
		for x := range w {
			v := float64(row[x])
			rs += v
			rq += v * v
			i := (y+1)*(w+1) + x + 1
			sum[i] = sum[i-(w+1)] + rs
			sq[i] = sq[i-(w+1)] + rq
		}
	}
	half := max(window/2, 1)
	out := image.NewGray(image.Rect(0, 0, w, h))
	for y := range h {
		y0, y1 := max(y-half, 0), min(y+half+1, h)
		row := img.Pix[img.PixOffset(b.Min.X, b.Min.Y+y):]
		for x := range w {
			x0, x1 := max(x-half, 0), min(x+half+1, w)
			n := float64((x1 - x0) * (y1 - y0))
			a, bb, c, d := y0*(w+1)+x0, y0*(w+1)+x1, y1*(w+1)+x0, y1*(w+1)+x1
			m := (sum[d] - sum[bb] - sum[c] + sum[a]) / n
			v := (sq[d]-sq[bb]-sq[c]+sq[a])/n - m*m
			dev := math.Sqrt(max(v, 0)) / r
			p := float64(row[x])
			ink := p <= m*(1+k*(dev-1))
			if m < darkBackground {
				ink = p > m*(1+k*(1-dev))
			}
			if !ink {
				out.Pix[y*out.Stride+x] = 0xff
			}
		}
	}
	return out
}
