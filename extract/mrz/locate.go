package mrz

import (
	"image"
	"math"
	"slices"
	"sort"
)

// GlyphHeight is the height in pixels of a capital letter in the strips that
// Locate returns: about 420 DPI for the 2.4 mm OCR-B capitals of an MRZ,
// comfortably above the 300 DPI a recogniser needs.
const GlyphHeight = 40

// workSide is the longest side, in pixels, of the reduced page the locator
// searches: an A4 page at 300 DPI is reduced three times, leaving MRZ
// glyphs about 10 pixels high.
const workSide = 1400

// Band is the machine readable zone found on a page.
type Band struct {
	// Lines are the MRZ lines, top first, each resampled as a straight,
	// upright strip with capitals GlyphHeight pixels high: dark text on white.
	Lines []*image.Gray
	// Box is the band's bounding box in the page's coordinates.
	Box image.Rectangle
	// LineBoxes are the boxes of the lines' glyphs, first to last glyph
	// and capital height, in the page's coordinates, in the order of
	// Lines: where the characters of each line lie, one pitch apart.
	LineBoxes []image.Rectangle
	// Skew is the angle of the lines in degrees, positive when they descend
	// to the right in the page as given (before any 180° turn).
	Skew float64
	// Chars is the estimated glyph count of every line.
	Chars []int
	// Rotated180 reports that the page is upside down: Lines are read from
	// the page turned by 180°.
	Rotated180 bool
}

type blob struct {
	x0, y0, x1, y1 int // bounding box, exclusive ends
	cx, cy         float64
	label          int32
}

func (b *blob) h() int { return b.y1 - b.y0 }
func (b *blob) w() int { return b.x1 - b.x0 }

// textLine is a chain of glyph blobs.
type textLine struct {
	blobs       []*blob
	a, b        float64 // centre line y = a + b*x (reduced page)
	height      float64 // capital height (reduced page)
	pitch       float64 // centre-to-centre distance
	chars       int
	left, right float64
}

// Locate finds the MRZ on a page: it binarises a reduced copy, chains glyph
// blobs into text lines, looks for 2 or 3 evenly spaced, parallel lines of
// about 30, 36 or 44 evenly pitched glyphs (for a two-line format, one of
// them may be cut short by a stamp when it ends level with the other), fits
// their skew, and resamples
// every line from the full-resolution page as a straight strip. It reports
// false when the page holds no such band. An upside-down page is detected
// from the shape of the fillers ('<' turned is '>').
func Locate(img *image.Gray) (Band, bool) {
	if img == nil || img.Rect.Dx() < 40 || img.Rect.Dy() < 20 {
		return Band{}, false
	}
	f := (max(img.Rect.Dx(), img.Rect.Dy()) + workSide - 1) / workSide
	small := reduce(img, f)
	bin := binarise(small)
	blobs, labels := components(bin, small.Rect.Dx(), small.Rect.Dy())
	lines := chainLines(blobs)
	band := pickBand(lines)
	if band == nil {
		return Band{}, false
	}
	rotated := upsideDown(band, labels, small.Rect.Dx())
	return resample(img, band, f, rotated), true
}

// reduce averages f×f blocks.
func reduce(img *image.Gray, f int) *image.Gray {
	r := img.Rect
	if f <= 1 {
		return img
	}
	w, h := r.Dx()/f, r.Dy()/f
	out := image.NewGray(image.Rect(0, 0, w, h))
	sums := make([]int, w)
	for y := 0; y < h; y++ {
		clear(sums)
		for k := 0; k < f; k++ {
			row := img.Pix[(y*f+k)*img.Stride : (y*f+k)*img.Stride+w*f]
			for x := 0; x < w; x++ {
				s := 0
				for _, p := range row[x*f : x*f+f] {
					s += int(p)
				}
				sums[x] += s
			}
		}
		o := out.Pix[y*out.Stride:]
		for x := range w {
			o[x] = uint8(sums[x] / (f * f))
		}
	}
	return out
}

// binarise marks a pixel dark when it is 15% darker than the mean of the
// window around it (Bradley's adaptive threshold).
func binarise(g *image.Gray) []bool {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	integ := make([]int64, (w+1)*(h+1))
	for y := 0; y < h; y++ {
		var row int64
		pix := g.Pix[y*g.Stride:]
		for x := 0; x < w; x++ {
			row += int64(pix[x])
			integ[(y+1)*(w+1)+x+1] = integ[y*(w+1)+x+1] + row
		}
	}
	r := max(7, max(w, h)/32)
	out := make([]bool, w*h)
	for y := 0; y < h; y++ {
		y0, y1 := max(0, y-r), min(h, y+r+1)
		pix := g.Pix[y*g.Stride:]
		for x := 0; x < w; x++ {
			x0, x1 := max(0, x-r), min(w, x+r+1)
			sum := integ[y1*(w+1)+x1] - integ[y0*(w+1)+x1] - integ[y1*(w+1)+x0] + integ[y0*(w+1)+x0]
			n := int64((y1 - y0) * (x1 - x0))
			out[y*w+x] = int64(pix[x])*n*100 < sum*85
		}
	}
	return out
}

// components labels 8-connected dark regions and keeps the glyph-sized ones.
func components(bin []bool, w, h int) ([]*blob, []int32) {
	labels := make([]int32, w*h)
	var blobs []*blob
	stack := make([]int, 0, 1024)
	maxH := max(12, h/6)
	next := int32(0)
	for i, dark := range bin {
		if !dark || labels[i] != 0 {
			continue
		}
		next++
		b := &blob{x0: i % w, y0: i / w, x1: i%w + 1, y1: i/w + 1, label: next}
		labels[i] = next
		stack = append(stack[:0], i)
		area := 0
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			area++
			px, py := p%w, p/w
			b.x0, b.x1 = min(b.x0, px), max(b.x1, px+1)
			b.y0, b.y1 = min(b.y0, py), max(b.y1, py+1)
			for dy := -1; dy <= 1; dy++ {
				qy := py + dy
				if qy < 0 || qy >= h {
					continue
				}
				for dx := -1; dx <= 1; dx++ {
					qx := px + dx
					if qx < 0 || qx >= w {
						continue
					}
					q := qy*w + qx
					if bin[q] && labels[q] == 0 {
						labels[q] = next
						stack = append(stack, q)
					}
				}
			}
		}
		bh, bw := b.h(), b.w()
		if bh < 4 || bh > maxH || bw > 2*bh+2 || area < 5 || area*10 > bw*bh*9 && bw*bh > 30 {
			continue
		}
		b.cx, b.cy = float64(b.x0+b.x1)/2, float64(b.y0+b.y1)/2
		blobs = append(blobs, b)
	}
	return blobs, labels
}

// chainLines links blobs to their neighbours on the right at the same
// height, the closest pairs first, and returns the chains of 20 glyphs or
// more that look like a line of evenly pitched capitals. Closest first: a
// blob that takes a far neighbour because a near one was taken (by a stamp
// mark crossing the line) would start two chains that alternate glyphs.
func chainLines(blobs []*blob) []*textLine {
	sort.Slice(blobs, func(i, j int) bool { return blobs[i].x0 < blobs[j].x0 })
	type link struct {
		from, to int
		cost     float64
	}
	var links []link
	for i, b := range blobs {
		bh := float64(b.h())
		for j := i + 1; j < len(blobs); j++ {
			c := blobs[j]
			gap := float64(c.x0 - b.x1)
			if gap > 1.3*bh+2 {
				break
			}
			ch := float64(c.h())
			if gap < -0.3*bh || ch > 2.6*bh || bh > 2.6*ch {
				continue
			}
			dy := math.Abs(c.cy - b.cy)
			if dy > 0.35*max(bh, ch) {
				continue
			}
			links = append(links, link{i, j, max(gap, 0) + 2*dy + math.Abs(ch-bh)})
		}
	}
	sort.SliceStable(links, func(i, j int) bool { return links[i].cost < links[j].cost })
	next := make([]int, len(blobs))
	hasPrev := make([]bool, len(blobs))
	for i := range next {
		next[i] = -1
	}
	for _, l := range links {
		if next[l.from] < 0 && !hasPrev[l.to] {
			next[l.from] = l.to
			hasPrev[l.to] = true
		}
	}
	var lines []*textLine
	for i := range blobs {
		if hasPrev[i] {
			continue
		}
		var chain []*blob
		for j := i; j >= 0; j = next[j] {
			chain = append(chain, blobs[j])
		}
		if len(chain) < 20 {
			continue
		}
		if l := measureLine(chain); l != nil {
			lines = append(lines, l)
		}
	}
	return lines
}

func measureLine(chain []*blob) *textLine {
	n := len(chain)
	hs := make([]int, n)
	for i, b := range chain {
		hs[i] = b.h()
	}
	slices.Sort(hs)
	capH := float64(hs[n*3/4])
	dx := make([]float64, n-1)
	for i := 1; i < n; i++ {
		dx[i-1] = chain[i].cx - chain[i-1].cx
	}
	sorted := slices.Clone(dx)
	slices.Sort(sorted)
	pitch := sorted[len(sorted)/2]
	if pitch <= 0 || pitch < 0.45*capH || pitch > 1.6*capH {
		return nil
	}
	// Monospaced: most steps are one pitch (or two when a glyph was lost).
	even := 0
	for _, d := range dx {
		if r := d / pitch; r > 0.8 && r < 1.25 || r > 1.8 && r < 2.25 {
			even++
		}
	}
	if float64(even) < 0.8*float64(len(dx)) {
		return nil
	}
	// Capitals: few blobs much taller or much lower than the capital height.
	odd := 0
	for _, b := range chain {
		if float64(b.h()) > 1.25*capH || float64(b.h()) < 0.35*capH {
			odd++
		}
	}
	if odd*10 > n {
		return nil
	}
	l := &textLine{blobs: chain, height: capH, pitch: pitch}
	l.a, l.b = fitLine(chain)
	l.left, l.right = float64(chain[0].x0), float64(chain[n-1].x1)
	l.chars = int(math.Round((chain[n-1].cx-chain[0].cx)/pitch)) + 1
	return l
}

// fitLine fits y = a + b*x through the blob centres by least squares.
func fitLine(bs []*blob) (a, b float64) {
	var sx, sy, sxx, sxy float64
	for _, c := range bs {
		sx += c.cx
		sy += c.cy
		sxx += c.cx * c.cx
		sxy += c.cx * c.cy
	}
	n := float64(len(bs))
	d := n*sxx - sx*sx
	if d == 0 {
		return sy / n, 0
	}
	b = (n*sxy - sx*sy) / d
	return (sy - b*sx) / n, b
}

func nearFormat(chars int) int {
	for _, c := range []int{30, 36, 44} {
		if chars >= c-4 && chars <= c+3 {
			return c
		}
	}
	return 0
}

// pickBand returns the best group of 2 or 3 MRZ-like lines.
func pickBand(lines []*textLine) []*textLine {
	var cands []*textLine
	for _, l := range lines {
		if nearFormat(l.chars) != 0 {
			cands = append(cands, l)
		}
	}
	sort.Slice(cands, func(i, j int) bool { return cands[i].yAt(cands[i].mid()) < cands[j].yAt(cands[j].mid()) })
	follows := func(a, b *textLine) (float64, bool) {
		if nearFormat(a.chars) != nearFormat(b.chars) || math.Abs(a.pitch-b.pitch) > 0.15*a.pitch ||
			math.Abs(a.left-b.left) > 3*a.pitch || math.Abs(a.b-b.b) > 0.03 {
			return 0, false
		}
		dy := b.yAt(a.mid()) - a.yAt(a.mid())
		h := max(a.height, b.height)
		return dy, dy > 1.1*h && dy < 3.2*h
	}
	var best []*textLine
	bestScore := 0
	for i, a := range cands {
		for j := i + 1; j < len(cands); j++ {
			b := cands[j]
			d1, ok := follows(a, b)
			if !ok {
				continue
			}
			group := []*textLine{a, b}
			if nearFormat(a.chars) == 30 {
				for k := j + 1; k < len(cands); k++ {
					if d2, ok := follows(b, cands[k]); ok && math.Abs(d2-d1) < 0.25*d1 {
						group = append(group, cands[k])
						break
					}
				}
				if len(group) != 3 {
					continue // TD1 has three lines
				}
			}
			score := 0
			for _, l := range group {
				score += len(l.blobs)
			}
			if score > bestScore {
				best, bestScore = group, score
			}
		}
	}
	if best == nil {
		best = partialBand(lines, cands)
	}
	return best
}

// partialBand pairs a full line of a two-line format with a shorter line
// above or below it that ends at the same edge: a stamp or a glare cut the
// other line. The short line is extended to the full line's ends.
func partialBand(lines, full []*textLine) []*textLine {
	var best []*textLine
	bestScore := 0
	for _, a := range full {
		if nearFormat(a.chars) == 30 {
			continue // TD1 has three lines
		}
		for _, p := range lines {
			if p.chars > a.chars-4 || math.Abs(a.pitch-p.pitch) > 0.15*a.pitch ||
				math.Abs(a.b-p.b) > 0.03 {
				continue
			}
			if math.Abs(a.left-p.left) > 3*a.pitch && math.Abs(a.right-p.right) > 3*a.pitch {
				continue
			}
			dy := math.Abs(p.yAt(a.mid()) - a.yAt(a.mid()))
			if h := max(a.height, p.height); dy <= 1.1*h || dy >= 3.2*h {
				continue
			}
			ext := *p
			ext.left, ext.right, ext.chars = a.left, a.right, a.chars
			group := []*textLine{a, &ext}
			if p.yAt(a.mid()) < a.yAt(a.mid()) {
				group = []*textLine{&ext, a}
			}
			if score := len(a.blobs) + len(p.blobs); score > bestScore {
				best, bestScore = group, score
			}
		}
	}
	return best
}

func (l *textLine) mid() float64          { return (l.left + l.right) / 2 }
func (l *textLine) yAt(x float64) float64 { return l.a + l.b*x }

// upsideDown votes on the fillers' shape: a '<' is narrow at its left end
// and tall at its right end, a '>' (a '<' turned by 180°) the reverse.
func upsideDown(band []*textLine, labels []int32, w int) bool {
	vote := 0
	for _, l := range band {
		for _, b := range l.blobs {
			bw, bh := b.w(), b.h()
			if bw < 3 || bh < 4 {
				continue
			}
			q := max(1, bw/5)
			left := extent(labels, w, b, b.x0, b.x0+q)
			right := extent(labels, w, b, b.x1-q, b.x1)
			// A chevron: one end a point, the other end most of the height,
			// and the middle rows empty at the open end.
			switch {
			case left*3 < bh && right*10 > bh*7 && gapInMiddle(labels, w, b, b.x1-q, b.x1):
				vote++
			case right*3 < bh && left*10 > bh*7 && gapInMiddle(labels, w, b, b.x0, b.x0+q):
				vote--
			}
		}
	}
	return vote < 0
}

// extent is the height spanned by the blob's pixels in columns [c0,c1).
func extent(labels []int32, w int, b *blob, c0, c1 int) int {
	top, bot := -1, -1
	for y := b.y0; y < b.y1; y++ {
		for x := c0; x < c1; x++ {
			if labels[y*w+x] == b.label {
				if top < 0 {
					top = y
				}
				bot = y
				break
			}
		}
	}
	if top < 0 {
		return 0
	}
	return bot - top + 1
}

// gapInMiddle reports whether the middle row of the blob is empty in
// columns [c0,c1).
func gapInMiddle(labels []int32, w int, b *blob, c0, c1 int) bool {
	y := (b.y0 + b.y1) / 2
	for x := c0; x < c1; x++ {
		if labels[y*w+x] == b.label {
			return false
		}
	}
	return true
}

// resample cuts every line out of the full-resolution page as a straight
// strip, turned by 180° when the page is upside down.
func resample(img *image.Gray, band []*textLine, f int, rotated bool) Band {
	// One slope for the band: the mean of the lines' slopes weighted by
	// their glyph counts.
	var sb, sn float64
	for _, l := range band {
		sb += l.b * float64(len(l.blobs))
		sn += float64(len(l.blobs))
	}
	slope := sb / sn
	norm := math.Hypot(1, slope)
	dx, dy := 1/norm, slope/norm // along the line
	nx, ny := -dy, dx            // down, across the line
	ff := float64(f)
	out := Band{Skew: math.Atan(slope) * 180 / math.Pi, Rotated180: rotated}
	box := image.Rectangle{}
	for _, l := range band {
		capH := l.height * ff
		s := GlyphHeight / capH // output pixels per page pixel
		margin := l.pitch * ff * 0.75
		// The line's centre, refitted with the common slope.
		var off float64
		for _, b := range l.blobs {
			off += b.cy - slope*b.cx
		}
		off /= float64(len(l.blobs))
		x0 := l.left*ff - margin
		x1 := l.right*ff + margin
		cy0 := (off+slope*l.left+0.5)*ff - 0.5
		// Start point on the centre line, at the left end.
		sx, sy := x0, cy0+slope*(x0-l.left*ff)
		length := (x1 - x0) * norm
		W := int(math.Ceil(length * s))
		H := GlyphHeight * 3 / 2
		strip := image.NewGray(image.Rect(0, 0, W, H))
		sample := bilinear
		if s >= cubicFrom {
			sample = bicubic // small glyphs enlarged: see cubic.go
		}
		for v := 0; v < H; v++ {
			across := (float64(v) + 0.5 - float64(H)/2) / s
			for u := 0; u < W; u++ {
				along := (float64(u) + 0.5) / s
				if rotated {
					along = length - along
					across = -across
				}
				px := sx + along*dx + across*nx
				py := sy + along*dy + across*ny
				strip.Pix[v*strip.Stride+u] = sample(img, px, py)
				if rotated {
					across = -across
				}
			}
		}
		out.Lines = append(out.Lines, strip)
		out.Chars = append(out.Chars, l.chars)
		gx0, gx1 := l.left*ff, l.right*ff
		gy0, gy1 := cy0, cy0+slope*(gx1-gx0)
		lb := image.Rect(int(math.Floor(gx0)), int(math.Floor(min(gy0, gy1)-capH/2)), int(math.Ceil(gx1)), int(math.Ceil(max(gy0, gy1)+capH/2)))
		out.LineBoxes = append(out.LineBoxes, lb.Add(img.Rect.Min).Intersect(img.Rect))
		halfH := float64(H) / 2 / s
		for _, c := range [][2]float64{{0, -halfH}, {0, halfH}, {length, -halfH}, {length, halfH}} {
			px := sx + c[0]*dx + c[1]*nx
			py := sy + c[0]*dy + c[1]*ny
			pt := image.Rect(int(math.Floor(px)), int(math.Floor(py)), int(math.Floor(px))+1, int(math.Floor(py))+1)
			box = box.Union(pt)
		}
	}
	if rotated {
		slices.Reverse(out.Lines)
		slices.Reverse(out.Chars)
		slices.Reverse(out.LineBoxes)
	}
	out.Box = box.Add(img.Rect.Min).Intersect(img.Rect)
	return out
}

// bilinear samples img at (x, y) relative to its origin; outside is white.
func bilinear(img *image.Gray, x, y float64) uint8 {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	x0, y0 := int(math.Floor(x)), int(math.Floor(y))
	fx, fy := x-float64(x0), y-float64(y0)
	at := func(px, py int) float64 {
		if px < 0 || py < 0 || px >= w || py >= h {
			return 255
		}
		return float64(img.Pix[py*img.Stride+px])
	}
	v := at(x0, y0)*(1-fx)*(1-fy) + at(x0+1, y0)*fx*(1-fy) + at(x0, y0+1)*(1-fx)*fy + at(x0+1, y0+1)*fx*fy
	return uint8(v + 0.5)
}

// Turned returns b read the other way up: every strip turned by 180°, the
// lines in the other order and Rotated180 negated. The fillers' vote that
// sets Rotated180 is a guess on blurred chevrons; a caller that knows
// better (the page's own OCR reads the band's lines upright) turns it back.
func (b Band) Turned() Band {
	out := b
	out.Rotated180 = !b.Rotated180
	out.Lines = make([]*image.Gray, len(b.Lines))
	for i, l := range b.Lines {
		out.Lines[len(b.Lines)-1-i] = Turn180(l)
	}
	out.Chars = slices.Clone(b.Chars)
	slices.Reverse(out.Chars)
	out.LineBoxes = slices.Clone(b.LineBoxes)
	slices.Reverse(out.LineBoxes)
	return out
}

// Turn180 returns g turned by 180°.
func Turn180(g *image.Gray) *image.Gray {
	w, h := g.Rect.Dx(), g.Rect.Dy()
	out := image.NewGray(image.Rect(0, 0, w, h))
	for y := range h {
		src := g.Pix[y*g.Stride : y*g.Stride+w]
		dst := out.Pix[(h-1-y)*out.Stride:]
		for x := range w {
			dst[w-1-x] = src[x]
		}
	}
	return out
}
