package mrz

import (
	"image"
	"math"
)

// A band photographed small (a phone photo 275 pixels across leaves MRZ
// capitals 5 pixels high) is enlarged eight times and more to its strips'
// GlyphHeight. Bilinear sampling then draws each glyph as soft slopes
// between few samples, which the recognisers binarise into blobs;
// Catmull-Rom cubic sampling keeps the strokes' edges (R. Keys, "Cubic
// convolution interpolation for digital image processing", IEEE Trans.
// ASSP 29(6), 1981, with a = -0.5).

// cubicFrom is the enlargement from which strips are sampled cubically.
const cubicFrom = 1.5

// catmullRom is the cubic convolution kernel with a = -0.5.
func catmullRom(t float64) float64 {
	t = math.Abs(t)
	switch {
	case t < 1:
		return 1.5*t*t*t - 2.5*t*t + 1
	case t < 2:
		return -0.5*t*t*t + 2.5*t*t - 4*t + 2
	}
	return 0
}

// bicubic samples img at (x, y) relative to its origin with the
// Catmull-Rom kernel over the 4×4 nearest pixels; outside is white.
func bicubic(img *image.Gray, x, y float64) uint8 {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	x0, y0 := int(math.Floor(x)), int(math.Floor(y))
	fx, fy := x-float64(x0), y-float64(y0)
	var wx, wy [4]float64
	for k := range 4 {
		wx[k] = catmullRom(fx - float64(k-1))
		wy[k] = catmullRom(fy - float64(k-1))
	}
	var v float64
	for j := range 4 {
		py := y0 + j - 1
		var row float64
		for i := range 4 {
			px := x0 + i - 1
			p := 255.0
			if px >= 0 && py >= 0 && px < w && py < h {
				p = float64(img.Pix[py*img.Stride+px])
			}
			row += wx[i] * p
		}
		v += wy[j] * row
	}
	return uint8(max(0, min(255, v+0.5)))
}
