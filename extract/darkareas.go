package extract

import "image"

// Tesseract binarises a page with one global (Otsu) threshold. A page with
// large solid dark areas, such as a registry's coloured banner, pulls that
// threshold down until light grey labels vanish. On such pages the dark
// areas are turned negative first. (Binarising the whole page with a local
// threshold, Sauvola's, also kept the labels but thinned every glyph:
// "Rafies Piace" for "Raffles Place".)

// solidShare is the share of a page's pixels in solid dark areas above
// which its dark areas are turned negative: a banner covers 7–9% of a registry
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
// lighter than its background: such areas are turned negative.
const darkBackground = 110

// invertDarkAreas returns img with every pixel whose surrounding window
// (side about window pixels) is dark on average turned negative: a banner
// becomes light paper with dark text, and Tesseract's global threshold no
// longer has large dark areas to follow. Other pixels, anti-aliasing and
// all, are kept.
func invertDarkAreas(img *image.Gray, window int) *image.Gray {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	sum := make([]float64, (w+1)*(h+1))
	for y := range h {
		row := img.Pix[img.PixOffset(b.Min.X, b.Min.Y+y):]
		var rs float64
		for x := range w {
			rs += float64(row[x])
			i := (y+1)*(w+1) + x + 1
			sum[i] = sum[i-(w+1)] + rs
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
			m := (sum[y1*(w+1)+x1] - sum[y0*(w+1)+x1] - sum[y1*(w+1)+x0] + sum[y0*(w+1)+x0]) / n
			p := row[x]
			if m < darkBackground {
				p = 0xff - p
			}
			out.Pix[y*out.Stride+x] = p
		}
	}
	return out
}
