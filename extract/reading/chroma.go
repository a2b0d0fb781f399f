package reading

import (
	"image"
)

// A coloured stamp (a translucent pink SPECIMEN over a pale blue page, red
// outlined letters) may be as light as the paper once turned to grey, and
// lighter than the print: the grey page loses it. It contrasts in colour
// instead, on the channel of its own hue: a pink word is redder than the
// page around it, where black print on any paper differs in lightness
// and the page's own pattern (a blue hatching) in another hue. The reader
// keeps a small map of that contrast per image page (chromaMap), turned as
// the page was, and FindOverprint looks for a stamp there too.

// Geometry and thresholds of the colour contrast: a pixel is compared with
// the mean of the window around it, chromaWindow pixels of the map across
// (a few stamp letters), along four opponent hues (red, green and blue
// each against the other two, yellow against blue), and its largest excess
// counts. Dark pixels of little colour of their own (print on coloured
// paper, which is "bluer" than yellow paper) do not: a pixel counts only
// with at least ownChroma spread between its channels, or at least half as
// light as its surroundings.
const (
	chromaWindow = 41
	ownChroma    = 40
	// chromaSide is the longest side of the map: thin coloured strokes
	// (a small letter-spaced SPÉCIMEN) fade when averaged much further.
	chromaSide = 1400
)

// colourMaps are the maps of a page image's colour that FindOverprint
// looks for stamps on, at the same scale and turned as the page was.
type colourMaps struct {
	// contrast is the colour contrast with the window around (see
	// chromaMap).
	contrast *image.Gray
	// hues are the page's separations along the opponent hues of
	// stampHues, absolute (see hueSeparation).
	hues [len(stampHues)]*image.Gray
}

// transform turns every map as transform turns an image; nil stays nil.
func (c *colourMaps) transform(rot int, mirror bool) *colourMaps {
	if c == nil {
		return nil
	}
	out := &colourMaps{contrast: transform(c.contrast, rot, mirror)}
	for i, h := range c.hues {
		out.hues[i] = transform(h, rot, mirror)
	}
	return out
}

// chromaMap returns the colour maps of img (see above), shrunk by a whole
// factor so its long side is at most side: its colour contrast, 255 less
// twice the contrast, so that a coloured mark is dark on white as ink is,
// and its hue separations. It returns nil for a grey image.
func chromaMap(img image.Image, side int) *colourMaps {
	b := img.Bounds()
	switch img.(type) {
	case *image.Gray, *image.Gray16:
		return nil
	}
	if b.Dx() <= 0 || b.Dy() <= 0 {
		return nil
	}
	f := max(1, (max(b.Dx(), b.Dy())+side-1)/side)
	w, h := max(1, b.Dx()/f), max(1, b.Dy()/f)
	// The page shrunk: at most 4×4 samples a block, enough for stamps,
	// whose letters are many blocks tall.
	step := max(1, f/4)
	rgbAt := rgbFunc(img)
	thumb := make([][3]int32, w*h)
	for y := range h {
		for x := range w {
			var sum [3]int32
			n := int32(0)
			for dy := 0; dy < f; dy += step {
				for dx := 0; dx < f; dx += step {
					r, g, bl := rgbAt(b.Min.X+x*f+dx, b.Min.Y+y*f+dy)
					sum[0] += int32(r)
					sum[1] += int32(g)
					sum[2] += int32(bl)
					n++
				}
			}
			thumb[y*w+x] = [3]int32{sum[0] / n, sum[1] / n, sum[2] / n}
		}
	}
	var integral [3][]int64
	for c := range 3 {
		integral[c] = make([]int64, (w+1)*(h+1))
		for y := range h {
			var row int64
			for x := range w {
				row += int64(thumb[y*w+x][c])
				integral[c][(y+1)*(w+1)+x+1] = integral[c][y*(w+1)+x+1] + row
			}
		}
	}
	out := image.NewGray(image.Rect(0, 0, w, h))
	r := chromaWindow / 2
	for y := range h {
		y0, y1 := max(0, y-r), min(h, y+r+1)
		for x := range w {
			x0, x1 := max(0, x-r), min(w, x+r+1)
			area := float64((y1 - y0) * (x1 - x0))
			var d, mean [3]float64
			p := thumb[y*w+x]
			for c := range 3 {
				in := integral[c]
				mean[c] = float64(in[y1*(w+1)+x1]-in[y0*(w+1)+x1]-in[y1*(w+1)+x0]+in[y0*(w+1)+x0]) / area
				d[c] = float64(p[c]) - mean[c]
			}
			own := max(p[0], p[1], p[2]) - min(p[0], p[1], p[2])
			lum, meanLum := float64(p[0]+p[1]+p[2])/3, (mean[0]+mean[1]+mean[2])/3
			v := uint8(255)
			if own >= ownChroma || 2*lum >= meanLum {
				red := d[0] - (d[1]+d[2])/2
				green := d[1] - (d[0]+d[2])/2
				blue := d[2] - (d[0]+d[1])/2
				yellow := (d[0]+d[1])/2 - d[2]
				c := max(0, red, green, blue, yellow)
				v = uint8(255 - min(255, 2*c))
			}
			out.Pix[y*out.Stride+x] = v
		}
	}
	maps := &colourMaps{contrast: out}
	for i, hue := range stampHues {
		maps.hues[i] = hueSeparation(thumb, w, h, hue)
	}
	return maps
}

// rgbFunc returns a function giving the red, green and blue of img's
// pixel (x, y), 0-255, with fast paths for the decoders' own image types.
func rgbFunc(img image.Image) func(x, y int) (r, g, b int) {
	switch src := img.(type) {
	case *image.YCbCr:
		return func(x, y int) (int, int, int) {
			yy := int(src.Y[src.YOffset(x, y)])
			co := src.COffset(x, y)
			cb, cr := int(src.Cb[co])-128, int(src.Cr[co])-128
			// ITU-R BT.601, as image/color.YCbCrToRGB.
			return clamp255(yy + (91881*cr)>>16), clamp255(yy - (22554*cb+46802*cr)>>16), clamp255(yy + (116130*cb)>>16)
		}
	case *image.RGBA:
		return func(x, y int) (int, int, int) {
			p := src.Pix[src.PixOffset(x, y):]
			// Premultiplied: add white for the transparent part.
			return int(p[0]) + 255 - int(p[3]), int(p[1]) + 255 - int(p[3]), int(p[2]) + 255 - int(p[3])
		}
	case *image.NRGBA:
		return func(x, y int) (int, int, int) {
			p := src.Pix[src.PixOffset(x, y):]
			a := int(p[3])
			return (int(p[0])*a + 255*(255-a)) / 255, (int(p[1])*a + 255*(255-a)) / 255, (int(p[2])*a + 255*(255-a)) / 255
		}
	}
	return func(x, y int) (int, int, int) {
		r, g, b, a := img.At(x, y).RGBA()
		return int((r + 0xffff - a) >> 8), int((g + 0xffff - a) >> 8), int((b + 0xffff - a) >> 8)
	}
}

func clamp255(v int) int { return max(0, min(255, v)) }

// minStampContrast is the colour contrast (see chromaMap) from which a
// pixel of the map is a stamp's.
const minStampContrast = 18

// chromaStamp returns the marks of the chroma map m that contrast in
// colour with the page around them, dark in proportion to their contrast
// on white, cleared of marks far larger (a coloured band) or smaller than
// a letter; nil for no map or no colour.
func chromaStamp(c *colourMaps) *image.Gray {
	if mask := chromaMask(c); mask != nil {
		return letterSized(mask)
	}
	return nil
}

// chromaMask returns, black on white, the pixels of the chroma map m that
// contrast in colour with the page around them; nil for no map or no
// colour.
func chromaMask(c *colourMaps) *image.Gray {
	if c == nil {
		return nil
	}
	m := c.contrast
	mask := image.NewGray(m.Rect)
	ink := 0
	for i, v := range m.Pix {
		if (255-int(v))/2 >= minStampContrast {
			ink++
		} else {
			mask.Pix[i] = 255
		}
	}
	if ink < 60 {
		return nil
	}
	return mask
}
