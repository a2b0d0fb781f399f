package reading

import "image"

// Tesseract binarises a page with one global (Otsu) threshold. A page with
// large solid dark areas, such as a registry's coloured banner, pulls that
// threshold down until light grey labels vanish. On such pages the dark
// areas are turned negative first. (Binarising the whole page with a local
// threshold, Sauvola's, also kept the labels but thinned every glyph:
// "Rafies Piace" for "Raffles Place".)

// solidShare is the share of a page's pixels in solid dark areas above
// which its dark areas are turned negative: a banner covers 7–9% of a
// registry printout; text, form rules and boxes, being thin, almost none.
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
// lighter than its background: such areas are turned negative.
const darkBackground = 110

// invertDarkAreas returns img with its dark areas turned negative: every
// pixel whose surrounding window (side about window pixels) is dark on
// average; dark pixels within half a window of such a pixel (the area's
// edge, where the window also covers paper) become paper. A banner becomes
// paper with dark text, and Tesseract's global threshold no longer has
// large dark areas to follow; other pixels, anti-aliasing and all, are
// kept.
func invertDarkAreas(img *image.Gray, window int) *image.Gray {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	half := max(window/2, 1)
	// boxMean returns the mean of integral image sum over the window
	// around (x, y).
	boxMean := func(sum []float64, x, y int) float64 {
		x0, x1 := max(x-half, 0), min(x+half+1, w)
		y0, y1 := max(y-half, 0), min(y+half+1, h)
		n := float64((x1 - x0) * (y1 - y0))
		return (sum[y1*(w+1)+x1] - sum[y0*(w+1)+x1] - sum[y1*(w+1)+x0] + sum[y0*(w+1)+x0]) / n
	}
	integral := func(v func(x, y int) float64) []float64 {
		sum := make([]float64, (w+1)*(h+1))
		for y := range h {
			var rs float64
			for x := range w {
				rs += v(x, y)
				i := (y+1)*(w+1) + x + 1
				sum[i] = sum[i-(w+1)] + rs
			}
		}
		return sum
	}
	pix := func(x, y int) uint8 { return img.Pix[img.PixOffset(b.Min.X+x, b.Min.Y+y)] }
	values := integral(func(x, y int) float64 { return float64(pix(x, y)) })
	// mean holds the window means of dark windows, 0 elsewhere.
	mean := make([]float64, w*h)
	for y := range h {
		for x := range w {
			if m := boxMean(values, x, y); m < darkBackground {
				mean[y*w+x] = max(m, 1)
			}
		}
	}
	paper := paperLevel(img, mean)
	near := integral(func(x, y int) float64 {
		if mean[y*w+x] > 0 {
			return 1
		}
		return 0
	})
	out := image.NewGray(image.Rect(0, 0, w, h))
	for y := range h {
		for x := range w {
			p := pix(x, y)
			switch m := mean[y*w+x]; {
			case m > 0:
				// Negative, stretched so that the area's own background
				// (about m) takes the paper's brightness: left lighter
				// or darker, the page's global threshold would follow it.
				p = uint8(max(0, min(paper, (255-float64(p))*paper/(255-m))))
			case p < darkBackground && boxMean(near, x, y) > 0:
				p = uint8(paper)
			}
			out.Pix[y*out.Stride+x] = p
		}
	}
	return out
}

// paperLevel returns the median brightness of img's pixels outside dark
// areas (mean > 0): the paper, which text covers only a little of.
func paperLevel(img *image.Gray, mean []float64) float64 {
	b := img.Bounds()
	var hist [256]int
	n := 0
	for y := range b.Dy() {
		row := img.Pix[img.PixOffset(b.Min.X, b.Min.Y+y):]
		for x := range b.Dx() {
			if mean[y*b.Dx()+x] == 0 {
				hist[row[x]]++
				n++
			}
		}
	}
	seen := 0
	for v, c := range hist {
		if seen += c; 2*seen >= n && n > 0 {
			return float64(v)
		}
	}
	return 255
}
