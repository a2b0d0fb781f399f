package reading

import "image"

// flattenSigma is the spread, in pixels, of the blur that estimates a
// page's background: wide beside a letter's stroke, narrow beside a
// shaded form cell or the shading of a photographed page.
const flattenSigma = 25

// FlattenBackground returns img divided by its background, the image
// blurred far beyond a letter's size, then stretched so that half the
// background's brightness and less is black: background normalisation, as
// Leptonica's pixBackgroundNorm and the flat-field correction of scanners
// do it. Paper darkening across a scan or a photo, the grain of a photo and
// the grey fill of a form's label cells become white; print stays dark, so
// that one threshold for the whole page keeps it. The blur is three box
// blurs, which approach a Gaussian one.
func FlattenBackground(img *image.Gray) *image.Gray {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	out := image.NewGray(image.Rect(0, 0, w, h))
	if w == 0 || h == 0 {
		return out
	}
	bg := make([]float64, w*h)
	for y := range h {
		row := img.Pix[img.PixOffset(b.Min.X, b.Min.Y+y):]
		for x := range w {
			bg[y*w+x] = float64(row[x])
		}
	}
	// A box of width 2r+1 blurred three times spreads as a Gaussian of
	// variance 3·((2r+1)²−1)/12 = r(r+1): r = σ is near enough.
	r := flattenSigma
	tmp := make([]float64, max(w, h))
	for range 3 {
		for y := range h {
			boxBlur(bg[y*w:(y+1)*w], 1, w, r, tmp)
		}
		for x := range w {
			boxBlur(bg[x:], w, h, r, tmp)
		}
	}
	for y := range h {
		row := img.Pix[img.PixOffset(b.Min.X, b.Min.Y+y):]
		for x := range w {
			v := 255.0
			if g := bg[y*w+x]; g > 0 {
				v = min(255, float64(row[x])*255/g)
			}
			// Level: 128 and below black, 255 white.
			out.Pix[y*out.Stride+x] = uint8(max(0, min(255, (v-128)*255/127)))
		}
	}
	return out
}

// boxBlur replaces the n values of s, stride apart, by the mean of the
// values within r of each (the edge value repeated beyond the ends), using
// tmp, of at least n values, as scratch.
func boxBlur(s []float64, stride, n, r int, tmp []float64) {
	at := func(i int) float64 { return s[min(max(i, 0), n-1)*stride] }
	sum := 0.0
	for i := -r; i <= r; i++ {
		sum += at(i)
	}
	k := float64(2*r + 1)
	for i := range n {
		tmp[i] = sum / k
		sum += at(i+r+1) - at(i-r)
	}
	for i := range n {
		s[i*stride] = tmp[i]
	}
}
