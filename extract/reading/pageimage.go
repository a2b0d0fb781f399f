package reading

import (
	"context"
	"errors"
	"fmt"
	"image"
	"math"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/internal/mupdf"
)

// PageImages calls each, page after page, with the image of every page
// of doc that the boxes on the page refer to, scaled down so that its long
// side is at most maxSide pixels: a recognised page's own upright image,
// or a text-layer page of data (the PDF doc was read from) rendered at the
// size of its points, so that a box's fractions of the page's Width and
// Height are the same fractions of the image. A page that has neither is
// left out. One image is held at a time; the PDF is opened only when a
// text-layer page needs it.
func (r *Reader) PageImages(ctx context.Context, data []byte, doc *Document, maxSide int, each func(p *layout.Page, img *image.Gray) error) error {
	if maxSide <= 0 {
		return fmt.Errorf("extract: page images of at most %d pixels", maxSide)
	}
	var f *mupdf.Document
	defer func() {
		if f != nil {
			f.Close()
		}
	}()
	for _, p := range doc.Pages {
		if err := ctx.Err(); err != nil {
			return err
		}
		var img *image.Gray
		switch {
		case p.Image != nil:
			img = p.Image
			if side := max(img.Rect.Dx(), img.Rect.Dy()); side > maxSide {
				img = Scale(img, float64(maxSide)/float64(side))
			}
		case p.Source == layout.SourceTextLayer && doc.Format == FormatPDF && p.Width > 0 && p.Height > 0:
			if f == nil {
				err := guard("PDF parser", func() (err error) {
					f, err = mupdf.Open(data, r.cMessages(ctx, "mupdf"))
					return err
				})
				if err != nil {
					return fmt.Errorf("%w: PDF: %v", ErrUnreadable, err)
				}
			}
			var err error
			if img, err = renderTextPage(ctx, f, p, maxSide); err != nil {
				return err
			}
		default:
			continue
		}
		if err := each(p, img); err != nil {
			return err
		}
	}
	return nil
}

// renderTextPage renders text-layer page p of f with its long side maxSide
// pixels (a pixel more or less), in grey.
func renderTextPage(ctx context.Context, f *mupdf.Document, p *layout.Page, maxSide int) (*image.Gray, error) {
	dpi := 72 * float64(maxSide) / math.Max(p.Width, p.Height)
	var img *image.Gray
	err := guard("PDF renderer", func() error {
		w, h, err := f.RenderSize(p.Number-1, dpi)
		if err != nil {
			return err
		}
		img, err = f.RenderGray(ctx, p.Number-1, dpi, w, h)
		return err
	})
	if err != nil {
		if cerr := ctx.Err(); cerr != nil && errors.Is(err, cerr) {
			return nil, err
		}
		return nil, fmt.Errorf("%w: page %d render: %v", ErrUnreadable, p.Number, err)
	}
	if side := max(img.Rect.Dx(), img.Rect.Dy()); side > maxSide {
		img = Scale(img, float64(maxSide)/float64(side))
	}
	return img, nil
}
