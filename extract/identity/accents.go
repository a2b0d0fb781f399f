package identity

import (
	"context"
	"errors"
	"image"
	"strings"

	"github.com/agnivade/levenshtein"

	"github.com/docextract/docextract/extract"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/ocr"
)

// Identity pages are read with the English model, which reads MRZs best but
// turns accented letters into look-alikes ("Stadt K6In", "bjédskra
// islands"). rereadAccents reads the issuing authority and the place of
// birth again, each from its own crop of the page, with the Latin-script
// model, and keeps that reading when it is the same text give or take the
// letters the English model misread.

// rereadAccents updates f's authority and birth place read by OCR from
// doc's page images. Without the Latin-script model it changes nothing.
func rereadAccents(ctx context.Context, doc *extract.Document, f *Fields, pool *ocr.Pool) error {
	if pool == nil {
		return nil
	}
	for _, fld := range []*extract.Field{&f.DocumentIssuingAuthority, &f.PlaceOfBirth} {
		p := pageOf(doc, fld.Page)
		if !fld.Found() || fld.Source != layout.SourceOCR || p == nil || p.Image == nil {
			continue
		}
		crop := cropBox(p.Image, fld.Box)
		if crop == nil {
			continue
		}
		lines, err := pool.Recognize(ctx, crop, ocr.Request{Engine: ocr.LatinLSTM, PageSegMode: ocr.PSMSingleLine})
		if errors.Is(err, ocr.ErrNoModel) {
			return nil
		}
		if err != nil {
			return err
		}
		var words []string
		for _, l := range lines {
			words = append(words, strings.Fields(l.Text())...)
		}
		if v, ok := sameText(fld.Value, words); ok {
			fld.Value = v
		}
	}
	return nil
}

// sameText returns the last words of latin, as many as value has, when
// they are value read better: equal once folded (accents removed), or
// within two edits, or one in four letters, of it.
func sameText(value string, latin []string) (string, bool) {
	n := len(strings.Fields(value))
	if n == 0 || len(latin) < n {
		return "", false
	}
	v := strings.Join(latin[len(latin)-n:], " ")
	a, b := fold(v), fold(value)
	if v == value || levenshtein.ComputeDistance(a, b) > max(2, len([]rune(b))/4) {
		return "", false
	}
	return v, true
}

// pageOf returns the page numbered n, or nil.
func pageOf(doc *extract.Document, n int) *layout.Page {
	for _, p := range doc.Pages {
		if p.Number == n {
			return p
		}
	}
	return nil
}

// cropBox copies the part of img under b, with a margin of a third of its
// height around it; nil when that is empty.
func cropBox(img *image.Gray, b layout.Box) *image.Gray {
	m := b.Height() / 3
	r := image.Rect(int(b.Left-m), int(b.Top-m), int(b.Right+m), int(b.Bottom+m)).Intersect(img.Rect)
	if r.Dx() < 4 || r.Dy() < 4 {
		return nil
	}
	out := image.NewGray(image.Rect(0, 0, r.Dx(), r.Dy()))
	for y := range r.Dy() {
		copy(out.Pix[y*out.Stride:y*out.Stride+r.Dx()], img.Pix[img.PixOffset(r.Min.X, r.Min.Y+y):])
	}
	return out
}
