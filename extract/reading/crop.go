package reading

import (
	"context"
	"image"

	"github.com/docextract/docextract/extract/layout"
)

// ReadCrop reads the part r of page p's image, enlarged by scale first
// (small print, such as the labels of an identity card, reads far better
// enlarged), with pass p, and returns the lines in the page's
// coordinates. A page without an image, or an empty part, reads nothing.
func (rd *Reader) ReadCrop(ctx context.Context, p *layout.Page, r image.Rectangle, pass Pass, scale float64) ([]layout.Line, error) {
	if p == nil || p.Image == nil {
		return nil, nil
	}
	r = r.Intersect(p.Image.Rect)
	if r.Dx() < 4 || r.Dy() < 4 {
		return nil, nil
	}
	crop := image.NewGray(image.Rect(0, 0, r.Dx(), r.Dy()))
	for y := range r.Dy() {
		copy(crop.Pix[y*crop.Stride:y*crop.Stride+r.Dx()], p.Image.Pix[p.Image.PixOffset(r.Min.X, r.Min.Y+y):])
	}
	if scale <= 0 {
		scale = 1
	}
	if scale != 1 {
		crop = Scale(crop, scale)
	}
	lines, err := rd.Recognize(ctx, crop, pass)
	if err != nil {
		return nil, err
	}
	back := func(b layout.Box) layout.Box {
		return layout.Box{Left: b.Left/scale + float64(r.Min.X), Top: b.Top/scale + float64(r.Min.Y),
			Right: b.Right/scale + float64(r.Min.X), Bottom: b.Bottom/scale + float64(r.Min.Y)}
	}
	for i := range lines {
		lines[i].Box = back(lines[i].Box)
		for k := range lines[i].Words {
			lines[i].Words[k].Box = back(lines[i].Words[k].Box)
		}
	}
	return lines, nil
}
