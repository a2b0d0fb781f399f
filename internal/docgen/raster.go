package docgen

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
	"golang.org/x/image/vector"
)

// rasterizer draws pages into images; one per worker.
type rasterizer struct {
	fc *faceCache
	z  vector.Rasterizer
}

// render draws p at dpi dots per inch.
func (r *rasterizer) render(p *page, dpi float64) *image.RGBA {
	s := dpi / 25.4
	w, h := int(math.Round(p.w*s)), int(math.Round(p.h*s))
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Bounds(), image.NewUniform(p.bg), image.Point{}, draw.Src)
	for i := range p.items {
		it := &p.items[i]
		switch it.kind {
		case kRect:
			if it.fill {
				rc := image.Rect(int(math.Round(it.x*s)), int(math.Round(it.y*s)), int(math.Round((it.x+it.w)*s)), int(math.Round((it.y+it.h)*s)))
				draw.Draw(img, rc, image.NewUniform(it.col), image.Point{}, draw.Over)
				continue
			}
			x0, y0, x1, y1 := it.x, it.y, it.x+it.w, it.y+it.h
			r.stroke(img, []float64{x0, y0, x1, y0, x1, y1, x0, y1, x0, y0}, it.stroke, it.col, s)
		case kLine:
			r.stroke(img, []float64{it.x, it.y, it.w, it.h}, it.stroke, it.col, s)
		case kPolyline:
			r.stroke(img, it.pts, it.stroke, it.col, s)
		case kPolygon:
			r.fill(img, [][]float64{it.pts}, it.col, s)
		case kEllipse:
			const n = 48
			pts := make([]float64, 0, 2*n)
			for k := 0; k < n; k++ {
				a := 2 * math.Pi * float64(k) / n
				pts = append(pts, it.x+it.w*math.Cos(a), it.y+it.h*math.Sin(a))
			}
			r.fill(img, [][]float64{pts}, it.col, s)
		case kText:
			if it.angle != 0 || it.alpha != 0 {
				r.rotatedText(img, it, s)
				continue
			}
			fa := r.fc.face(it.font, it.size/72*dpi)
			d := font.Drawer{Dst: img, Src: image.NewUniform(it.col), Face: fa}
			x := it.x * s
			switch it.align {
			case alignRight:
				x -= fixedToFloat(d.MeasureString(it.text))
			case alignCenter:
				x -= fixedToFloat(d.MeasureString(it.text)) / 2
			}
			d.Dot = fixed.Point26_6{X: fixed.Int26_6(x * 64), Y: fixed.Int26_6(it.y * s * 64)}
			d.DrawString(it.text)
		}
	}
	return img
}

// fill rasterises closed polygons (page coordinates) within their bounding box.
func (r *rasterizer) fill(img *image.RGBA, polys [][]float64, col color.RGBA, s float64) {
	minX, minY, maxX, maxY := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range polys {
		for i := 0; i+1 < len(p); i += 2 {
			minX, maxX = math.Min(minX, p[i]*s), math.Max(maxX, p[i]*s)
			minY, maxY = math.Min(minY, p[i+1]*s), math.Max(maxY, p[i+1]*s)
		}
	}
	bb := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1)
	clip := bb.Intersect(img.Bounds())
	if clip.Empty() {
		return
	}
	r.z.Reset(bb.Dx(), bb.Dy())
	ox, oy := float64(bb.Min.X), float64(bb.Min.Y)
	for _, p := range polys {
		for i := 0; i+1 < len(p); i += 2 {
			x, y := float32(p[i]*s-ox), float32(p[i+1]*s-oy)
			if i == 0 {
				r.z.MoveTo(x, y)
			} else {
				r.z.LineTo(x, y)
			}
		}
		r.z.ClosePath()
	}
	r.z.DrawOp = draw.Over
	r.z.Draw(img, bb, image.NewUniform(col), image.Point{})
}

// stroke draws a polyline of width w millimetres as one quad per segment.
func (r *rasterizer) stroke(img *image.RGBA, pts []float64, w float64, col color.RGBA, s float64) {
	if w*s < 1 {
		w = 1 / s // hairlines stay visible
	}
	var quads [][]float64
	for i := 0; i+3 < len(pts); i += 2 {
		x0, y0, x1, y1 := pts[i], pts[i+1], pts[i+2], pts[i+3]
		dx, dy := x1-x0, y1-y0
		l := math.Hypot(dx, dy)
		if l == 0 {
			continue
		}
		nx, ny := -dy/l*w/2, dx/l*w/2
		ex, ey := dx/l*w/2, dy/l*w/2 // square caps close the corners
		quads = append(quads, []float64{x0 + nx - ex, y0 + ny - ey, x1 + nx + ex, y1 + ny + ey, x1 - nx + ex, y1 - ny + ey, x0 - nx - ex, y0 - ny - ey})
	}
	// Each quad is filled on its own: in one path overlapping quads of
	// opposite winding would cancel.
	for _, q := range quads {
		r.fill(img, [][]float64{q}, col, s)
	}
}

// rotatedText draws translucent text rotated about its anchor (an overprint).
func (r *rasterizer) rotatedText(img *image.RGBA, it *item, s float64) {
	fa := r.fc.face(it.font, it.size/72*25.4*s)
	d := font.Drawer{Face: fa}
	tw := int(fixedToFloat(d.MeasureString(it.text))) + 2
	m := fa.Metrics()
	asc, desc := m.Ascent.Ceil(), m.Descent.Ceil()
	mask := image.NewAlpha(image.Rect(0, 0, tw, asc+desc))
	d.Dst, d.Src = mask, image.Opaque
	d.Dot = fixed.P(1, asc)
	d.DrawString(it.text)
	if it.outline {
		mask = outlineMask(mask, max(1, (asc+desc)/28))
	}

	alpha := it.alpha
	if alpha == 0 {
		alpha = 1
	}
	a := it.angle * math.Pi / 180
	cos, sin := math.Cos(a), math.Sin(a)
	cx, cy := it.x*s, it.y*s
	mcx, mcy := float64(tw)/2, float64(asc+desc)/2
	rad := math.Hypot(mcx, mcy)
	b := image.Rect(int(cx-rad), int(cy-rad), int(cx+rad)+1, int(cy+rad)+1).Intersect(img.Bounds())
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			// Inverse rotation (screen y points down, so a positive angle turns the text counter-clockwise).
			dx, dy := float64(x)-cx, float64(y)-cy
			mx := dx*cos - dy*sin + mcx
			my := dx*sin + dy*cos + mcy
			ix, iy := int(mx), int(my)
			if ix < 0 || iy < 0 || ix >= tw || iy >= asc+desc {
				continue
			}
			av := float64(mask.Pix[iy*mask.Stride+ix]) / 255 * alpha
			if av == 0 {
				continue
			}
			o := img.PixOffset(x, y)
			img.Pix[o] = uint8(float64(img.Pix[o])*(1-av) + float64(it.col.R)*av)
			img.Pix[o+1] = uint8(float64(img.Pix[o+1])*(1-av) + float64(it.col.G)*av)
			img.Pix[o+2] = uint8(float64(img.Pix[o+2])*(1-av) + float64(it.col.B)*av)
		}
	}
}

// outlineMask keeps the ring of width w around the glyphs of m: the mask
// dilated by w pixels minus the mask itself.
func outlineMask(m *image.Alpha, w int) *image.Alpha {
	b := m.Bounds()
	W, H := b.Dx(), b.Dy()
	tmp := make([]uint8, W*H)
	for y := 0; y < H; y++ {
		for x := 0; x < W; x++ {
			var v uint8
			for k := max(0, x-w); k <= min(W-1, x+w); k++ {
				v = max(v, m.Pix[y*m.Stride+k])
			}
			tmp[y*W+x] = v
		}
	}
	out := image.NewAlpha(b)
	for y := 0; y < H; y++ {
		for x := 0; x < W; x++ {
			var v uint8
			for k := max(0, y-w); k <= min(H-1, y+w); k++ {
				v = max(v, tmp[k*W+x])
			}
			if self := m.Pix[y*m.Stride+x]; v > self {
				out.Pix[y*out.Stride+x] = v - self
			}
		}
	}
	return out
}
