package invoice

import (
	"context"
	"image"
	"image/draw"

	"github.com/docextract/docextract/extract/amounts"
	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/money"
	"github.com/docextract/docextract/extract/reading"
)

// On a scanned or photographed invoice, automatic page segmentation often
// loses a table's shaded header row or a column of figures it takes for a
// separate block. The table's band, from its first heading down to the
// totals block, is then read again as one block of text (PSM 6), whose
// lines keep the columns side by side.

// tableBand returns the vertical band of page p that holds its item
// table: from the first row with a column heading to the first totals
// row after it (which the band keeps: the table's end is read from it);
// ok is false when there is none. A page scanned a few degrees askew
// (under the reader's levelling threshold) slants its rows: the band
// reaches a slant's height beyond them.
func tableBand(rs []keyvalue.Row, p *layout.Page) (top, bottom float64, ok bool) {
	slant := 0.05 * p.Width
	start := -1
	for i, r := range rs {
		if r.Page != p {
			continue
		}
		if start < 0 && amounts.HasHeading(r) {
			start = i
			top = max(0, rowTop(r)-r.Height()-slant)
			continue
		}
		if start >= 0 && amounts.IsTotalsLabel(r.Text()) {
			return top, min(p.Height, rowTop(r)+2*r.Height()+slant), true
		}
	}
	if start < 0 {
		return 0, 0, false
	}
	return top, min(p.Height, top+p.Height/3), true
}

// rowTop is the top of a row's words as printed, not deskewed.
func rowTop(r keyvalue.Row) float64 {
	t := r.Cells[0].Line.Box.Top
	for _, c := range r.Cells {
		t = min(t, c.Line.Box.Top)
	}
	return t
}

// rereadTable reads the item table of OCR page p again from its band, as
// one block, and returns what FindTable finds there.
func rereadTable(ctx context.Context, env doctype.Env, p *layout.Page, rs []keyvalue.Row, opts money.Options) (amounts.Table, bool, error) {
	if p.Source != layout.SourceOCR || p.Image == nil || env.Reader == nil || !env.Reader.CanRecognize() {
		return amounts.Table{}, false, nil
	}
	top, bottom, ok := tableBand(rs, p)
	if !ok || bottom-top < 10 {
		return amounts.Table{}, false, nil
	}
	b := p.Image.Bounds()
	r := image.Rect(b.Min.X, max(b.Min.Y, int(top)), b.Max.X, min(b.Max.Y, int(bottom)))
	crop := image.NewGray(image.Rect(0, 0, r.Dx(), r.Dy()))
	draw.Draw(crop, crop.Bounds(), p.Image, r.Min, draw.Src)
	lines, err := env.Reader.Recognize(ctx, crop, reading.Pass{Shape: reading.ShapeBlock})
	if err != nil {
		return amounts.Table{}, false, err
	}
	dy := float64(r.Min.Y - b.Min.Y)
	for i := range lines {
		lines[i].Box = shift(lines[i].Box, dy)
		for j := range lines[i].Words {
			lines[i].Words[j].Box = shift(lines[i].Words[j].Box, dy)
		}
	}
	band := &layout.Page{Number: p.Number, Width: p.Width, Height: p.Height, Source: p.Source, Lines: lines}
	t, ok := amounts.FindTable(keyvalue.Rows(band), opts)
	return t, ok, nil
}

func shift(b layout.Box, dy float64) layout.Box {
	b.Top += dy
	b.Bottom += dy
	return b
}
