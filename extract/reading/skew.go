package reading

import (
	"image"
	"math"
)

// Skew is measured on a copy this long on its long side: enough for text
// lines to stay apart, few enough points to try every angle.
const skewSampleLong = 1000

// textSkew returns the angle, in degrees clockwise in image coordinates,
// of the page's text lines folded into [-45, 45), and how much sharper the
// lines' projection is at that angle than at the nearest multiple of 90°
// (1 when no angle beats it). A page held askew in a photo scores well
// above 1; a straight page scores 1 at an angle near 0.
func textSkew(img *image.Gray) (deg, gain float64) {
	xs, ys := inkPoints(img)
	if len(xs) < 200 {
		return 0, 1
	}
	score := func(deg float64) float64 { return projectionSharpness(xs, ys, deg) }
	best, bestScore := 0.0, -1.0
	for d := -90.0; d < 90; d += 2 {
		if s := score(d); s > bestScore {
			best, bestScore = d, s
		}
	}
	coarse := best
	for d := coarse - 2; d <= coarse+2; d += 0.2 {
		if s := score(d); s > bestScore {
			best, bestScore = d, s
		}
	}
	deg = math.Mod(best+405, 90) - 45 // fold into [-45, 45)
	straight := math.Max(score(best-deg), 1)
	return deg, bestScore / straight
}

// inkPoints returns the coordinates, about the centre of a small copy of
// img, of the pixels a quarter darker than their bright surroundings:
// print, not the shading of a photographed page, the edge of a dark frame
// around it, nor a translucent SPECIMEN overprint, whose slanted letters
// would otherwise pass for a slanted page.
func inkPoints(img *image.Gray) (xs, ys []float64) {
	b := img.Bounds()
	step := max(1, (max(b.Dx(), b.Dy())+skewSampleLong-1)/skewSampleLong)
	w, h := b.Dx()/step, b.Dy()/step
	if w < 8 || h < 8 {
		return nil, nil
	}
	small := make([]int32, w*h)
	for y := range h {
		sums := small[y*w : (y+1)*w]
		for dy := range step {
			row := img.Pix[img.PixOffset(b.Min.X, b.Min.Y+y*step+dy):]
			for x := range sums {
				for _, v := range row[x*step : (x+1)*step] {
					sums[x] += int32(v)
				}
			}
		}
		for x := range sums {
			sums[x] /= int32(step * step)
		}
	}
	// Integral image for the local mean.
	integral := make([]int64, (w+1)*(h+1))
	for y := range h {
		var row int64
		for x := range w {
			row += int64(small[y*w+x])
			integral[(y+1)*(w+1)+x+1] = integral[y*(w+1)+x+1] + row
		}
	}
	const radius = 12
	cx, cy := float64(w)/2, float64(h)/2
	for y := range h {
		y0, y1 := max(0, y-radius), min(h, y+radius+1)
		for x := range w {
			x0, x1 := max(0, x-radius), min(w, x+radius+1)
			sum := integral[y1*(w+1)+x1] - integral[y0*(w+1)+x1] - integral[y1*(w+1)+x0] + integral[y0*(w+1)+x0]
			mean := sum / int64((y1-y0)*(x1-x0))
			if v := int64(small[y*w+x]); mean >= 100 && 4*v < 3*mean && v+20 < mean {
				xs = append(xs, float64(x)-cx)
				ys = append(ys, float64(y)-cy)
			}
		}
	}
	return xs, ys
}

// projectionSharpness projects the points across lines running at deg
// degrees and returns the sum of the squared bin counts: high when the
// points gather into lines at that angle.
func projectionSharpness(xs, ys []float64, deg float64) float64 {
	a := deg * math.Pi / 180
	sin, cos := math.Sin(a), math.Cos(a)
	const half = skewSampleLong // |offset| <= half the diagonal < skewSampleLong
	bins := make([]int32, 2*half+1)
	for i := range xs {
		n := int(math.Round(ys[i]*cos-xs[i]*sin)) + half
		if n >= 0 && n < len(bins) {
			bins[n]++
		}
	}
	var s float64
	for _, c := range bins {
		s += float64(c) * float64(c)
	}
	return s
}

// rotateGray turns img by deg degrees counter-clockwise in image
// coordinates (so text running at deg becomes level) with bilinear
// interpolation, on a canvas large enough for every corner; the uncovered
// corners are filled with fill.
func rotateGray(img *image.Gray, deg float64, fill uint8) *image.Gray {
	b := img.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	a := deg * math.Pi / 180
	sin, cos := math.Sin(a), math.Cos(a)
	ow := int(math.Ceil(math.Abs(w*cos) + math.Abs(h*sin)))
	oh := int(math.Ceil(math.Abs(w*sin) + math.Abs(h*cos)))
	out := image.NewGray(image.Rect(0, 0, ow, oh))
	cx, cy := w/2, h/2
	ocx, ocy := float64(ow)/2, float64(oh)/2
	for y := range oh {
		dy := float64(y) - ocy
		o := out.Pix[y*out.Stride:]
		for x := range ow {
			dx := float64(x) - ocx
			// Source point: the output point turned back by deg.
			sx := dx*cos - dy*sin + cx
			sy := dx*sin + dy*cos + cy
			x0, y0 := int(math.Floor(sx)), int(math.Floor(sy))
			if x0 < 0 || y0 < 0 || x0+1 >= b.Dx() || y0+1 >= b.Dy() {
				o[x] = fill
				continue
			}
			fx, fy := sx-float64(x0), sy-float64(y0)
			p := img.PixOffset(b.Min.X+x0, b.Min.Y+y0)
			v := float64(img.Pix[p])*(1-fx)*(1-fy) + float64(img.Pix[p+1])*fx*(1-fy) +
				float64(img.Pix[p+img.Stride])*(1-fx)*fy + float64(img.Pix[p+img.Stride+1])*fx*fy
			o[x] = uint8(v + 0.5)
		}
	}
	return out
}

// Tesseract levels lines a degree or so off by itself, but its layout
// analysis drops whole paragraphs of some pages tilted by 2-3° (a framed
// certificate, a register printout): a page is turned beyond minDeskew,
// and only when its lines at that angle are clearly sharper than straight
// ones. An identity document (read with the English model: its MRZ
// locator levels the band itself) and a small image (long side under
// smallImage pixels, a phone crop of a card) are turned only beyond
// minDeskewCard: turning them blurs strokes a few pixels wide more than
// the tilt hurts.
const (
	minDeskew     = 2.0
	minDeskewCard = 5.0
	smallImage    = 1000
	minDeskewGain = 1.5
)

// straighten levels a page photographed or scanned askew, so that OSD, the
// MRZ locator and Tesseract see level lines. It returns img itself when
// the page is tilted less than least degrees (minDeskew, or minDeskewCard
// for an identity document) or the turned page would pass maxPixels.
func straighten(img *image.Gray, maxPixels int64, least float64) *image.Gray {
	deg, gain := textSkew(img)
	if max(img.Bounds().Dx(), img.Bounds().Dy()) < smallImage {
		least = max(least, minDeskewCard)
	}
	if math.Abs(deg) < least || gain < minDeskewGain {
		return img
	}
	a := deg * math.Pi / 180
	w, h := float64(img.Bounds().Dx()), float64(img.Bounds().Dy())
	ow := math.Abs(w*math.Cos(a)) + math.Abs(h*math.Sin(a))
	oh := math.Abs(w*math.Sin(a)) + math.Abs(h*math.Cos(a))
	if (ow+1)*(oh+1) > float64(maxPixels) {
		return img
	}
	return rotateGray(img, deg, medianLevel(img))
}

// medianLevel returns the median brightness of img: the page or the
// surface it lies on, to fill the corners a turn uncovers.
func medianLevel(img *image.Gray) uint8 {
	var hist [256]int
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 4 {
		row := img.Pix[img.PixOffset(b.Min.X, y):]
		for x := 0; x < b.Dx(); x += 4 {
			hist[row[x]]++
		}
	}
	n := 0
	for _, c := range hist {
		n += c
	}
	seen := 0
	for v, c := range hist {
		if seen += c; 2*seen >= n {
			return uint8(v)
		}
	}
	return 255
}
