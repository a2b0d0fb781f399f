package docgen

import (
	"bytes"
	"image"
	"image/jpeg"
	"image/png"
	"math"
	"math/rand/v2"
)

// Degradations records what was done to a raster document.
type Degradations struct {
	DPI         int     `json:"dpi"`
	RotationDeg float64 `json:"rotation_deg"`
	BlurSigma   float64 `json:"blur_sigma"`
	Noise       float64 `json:"noise"`
	Lighting    float64 `json:"lighting"`
	JPEGQuality int     `json:"jpeg_quality,omitempty"`
	Grayscale   bool    `json:"grayscale"`
	// Photo says the document was photographed as a slip on a table.
	Photo *Photo `json:"photo,omitempty"`
}

// pickDegradations draws the degradations of one raster document.
func pickDegradations(r *rand.Rand, jpegOut bool) Degradations {
	d := Degradations{DPI: 150 + 25*r.IntN(7)}
	if r.Float64() < 0.7 {
		d.RotationDeg = round2((r.Float64()*2 - 1) * 3)
	}
	if r.Float64() < 0.5 {
		d.BlurSigma = round2(0.3 + r.Float64()*0.9)
	}
	if r.Float64() < 0.6 {
		d.Noise = round2(1 + r.Float64()*7)
	}
	if r.Float64() < 0.5 {
		d.Lighting = round2(0.05 + r.Float64()*0.25)
	}
	if jpegOut {
		d.JPEGQuality = 55 + r.IntN(41)
	}
	d.Grayscale = r.Float64() < 0.35
	return d
}

func round2(v float64) float64 { return math.Round(v*100) / 100 }

// degrade applies d to img and returns the result; r drives the noise.
func degrade(img *image.RGBA, d Degradations, r *rand.Rand) image.Image {
	if d.Lighting > 0 {
		lighting(img, d.Lighting, r.Float64()*2*math.Pi)
	}
	if d.RotationDeg != 0 {
		img = rotate(img, d.RotationDeg)
	}
	if d.BlurSigma > 0 {
		blur(img, d.BlurSigma)
	}
	if d.Noise > 0 {
		noise(img, d.Noise, r)
	}
	if d.Grayscale {
		return toGray(img)
	}
	return img
}

// lighting darkens the page along a linear gradient in direction dir, the
// way a lamp or a phone held at an angle lights a sheet unevenly.
func lighting(img *image.RGBA, amount, dir float64) {
	b := img.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	cx, cy := math.Cos(dir), math.Sin(dir)
	norm := math.Abs(cx)*w + math.Abs(cy)*h
	for y := 0; y < b.Dy(); y++ {
		row := img.Pix[y*img.Stride:]
		for x := 0; x < b.Dx(); x++ {
			t := ((float64(x)-w/2)*cx + (float64(y)-h/2)*cy) / norm // -0.5 .. 0.5
			f := 1 - amount*(t+0.5)
			o := 4 * x
			row[o] = uint8(float64(row[o]) * f)
			row[o+1] = uint8(float64(row[o+1]) * f)
			row[o+2] = uint8(float64(row[o+2]) * f)
		}
	}
}

// rotate turns img by deg degrees about its centre (bilinear), filling the
// uncovered corners with the colour of a scanner lid.
func rotate(src *image.RGBA, deg float64) *image.RGBA {
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	dst := image.NewRGBA(b)
	a := deg * math.Pi / 180
	cos, sin := math.Cos(a), math.Sin(a)
	cx, cy := float64(w)/2, float64(h)/2
	for y := 0; y < h; y++ {
		dy := float64(y) - cy
		for x := 0; x < w; x++ {
			dx := float64(x) - cx
			sx := dx*cos - dy*sin + cx
			sy := dx*sin + dy*cos + cy
			o := dst.PixOffset(x, y)
			x0, y0 := int(math.Floor(sx)), int(math.Floor(sy))
			if x0 < 0 || y0 < 0 || x0+1 >= w || y0+1 >= h {
				dst.Pix[o], dst.Pix[o+1], dst.Pix[o+2], dst.Pix[o+3] = 236, 236, 232, 255
				continue
			}
			fx, fy := sx-float64(x0), sy-float64(y0)
			p00 := src.PixOffset(x0, y0)
			p10, p01, p11 := p00+4, p00+src.Stride, p00+src.Stride+4
			for c := 0; c < 3; c++ {
				v := float64(src.Pix[p00+c])*(1-fx)*(1-fy) + float64(src.Pix[p10+c])*fx*(1-fy) +
					float64(src.Pix[p01+c])*(1-fx)*fy + float64(src.Pix[p11+c])*fx*fy
				dst.Pix[o+c] = uint8(v + 0.5)
			}
			dst.Pix[o+3] = 255
		}
	}
	return dst
}

// blur applies a separable Gaussian of the given sigma in pixels.
func blur(img *image.RGBA, sigma float64) {
	rad := int(math.Ceil(2 * sigma))
	k := make([]int32, 2*rad+1)
	var sum float64
	fk := make([]float64, len(k))
	for i := range fk {
		x := float64(i - rad)
		fk[i] = math.Exp(-x * x / (2 * sigma * sigma))
		sum += fk[i]
	}
	for i := range k {
		k[i] = int32(fk[i] / sum * 1024)
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	tmp := make([]uint8, len(img.Pix))
	pass := func(src, dst []uint8, n, m, step, stride int) {
		// n lines of m pixels; step between pixels, stride between lines.
		for l := 0; l < n; l++ {
			base := l * stride
			for i := 0; i < m; i++ {
				var r, g, bl int32
				for j, kv := range k {
					p := i + j - rad
					if p < 0 {
						p = 0
					} else if p >= m {
						p = m - 1
					}
					o := base + p*step
					r += int32(src[o]) * kv
					g += int32(src[o+1]) * kv
					bl += int32(src[o+2]) * kv
				}
				o := base + i*step
				dst[o], dst[o+1], dst[o+2], dst[o+3] = clamp8(r>>10), clamp8(g>>10), clamp8(bl>>10), 255
			}
		}
	}
	pass(img.Pix, tmp, h, w, 4, img.Stride)
	pass(tmp, img.Pix, w, h, img.Stride, 4)
}

func clamp8(v int32) uint8 {
	if v < 0 {
		return 0
	}
	if v > 255 {
		return 255
	}
	return uint8(v)
}

// noise adds luminance noise of roughly the given standard deviation.
func noise(img *image.RGBA, amount float64, r *rand.Rand) {
	for o := 0; o+3 < len(img.Pix); o += 4 {
		u := r.Uint64()
		// Sum of four uniform bytes: a cheap bell curve with sd ~147.
		s := int32(u&0xff) + int32(u>>8&0xff) + int32(u>>16&0xff) + int32(u>>24&0xff) - 510
		n := int32(float64(s) * amount / 147)
		img.Pix[o] = clamp8(int32(img.Pix[o]) + n)
		img.Pix[o+1] = clamp8(int32(img.Pix[o+1]) + n)
		img.Pix[o+2] = clamp8(int32(img.Pix[o+2]) + n)
	}
}

func toGray(img *image.RGBA) *image.Gray {
	b := img.Bounds()
	g := image.NewGray(b)
	for i, o := 0, 0; o+3 < len(img.Pix); i, o = i+1, o+4 {
		g.Pix[i] = uint8((299*int(img.Pix[o]) + 587*int(img.Pix[o+1]) + 114*int(img.Pix[o+2]) + 500) / 1000)
	}
	return g
}

func encodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(&buf, img); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func encodeJPEG(img image.Image, q int) ([]byte, error) {
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: q}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
