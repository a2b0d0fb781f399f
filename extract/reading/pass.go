package reading

import (
	"context"
	"fmt"
	"image"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/ocr"
)

// Recognizer recognises images. *ocr.Pool is the one the service uses;
// tests use fakes. The reader is the only caller: type packages ask the
// reader for a pass, never a recogniser.
type Recognizer interface {
	// Recognize reads img as req says.
	Recognize(ctx context.Context, img *image.Gray, req ocr.Request) ([]layout.Line, error)
	// Orientation returns the clockwise turn in degrees that makes img upright.
	Orientation(ctx context.Context, img *image.Gray) (int, error)
}

// Model names the recognition model of a pass.
type Model int

// The models. PageModel is the language the OCR pool was built with (eng
// unless configured). English reads the OCR-B capitals and digits of an
// MRZ best. Legacy, Tesseract's older engine, reads the MRZ filler '<'
// that the LSTM models take for K or L. Latin keeps accented letters that
// English turns into look-alikes.
const (
	PageModel Model = iota
	English
	Legacy
	Latin
)

func (m Model) engine() ocr.Engine {
	switch m {
	case English:
		return ocr.EnglishLSTM
	case Legacy:
		return ocr.Legacy
	case Latin:
		return ocr.LatinLSTM
	}
	return ocr.LSTM
}

// Shape says what an image holds, which decides how it is segmented.
type Shape int

// The shapes: a page (automatic layout), one block of text, one line, one
// word, or text scattered in no order.
const (
	ShapePage Shape = iota
	ShapeBlock
	ShapeLine
	ShapeWord
	ShapeSparse
)

func (s Shape) psm() int {
	switch s {
	case ShapeBlock:
		return ocr.PSMSingleBlock
	case ShapeLine:
		return ocr.PSMSingleLine
	case ShapeWord:
		return ocr.PSMSingleWord
	case ShapeSparse:
		return ocr.PSMSparseText
	}
	return ocr.PSMAuto
}

// Pass says how to recognise one image: with which model, as what shape,
// which characters it may hold ("" for any) and at what resolution (0 lets
// the recogniser estimate it).
type Pass struct {
	Model     Model
	Shape     Shape
	Whitelist string
	DPI       int
}

func (p Pass) request() ocr.Request {
	return ocr.Request{Engine: p.Model.engine(), PageSegMode: p.Shape.psm(), Whitelist: p.Whitelist, DPI: p.DPI}
}

// CanRecognize reports whether r has a recogniser. Without one, image pages
// carry no lines and Recognize fails with ErrNoOCR.
func (r *Reader) CanRecognize() bool { return r.opts.OCR != nil }

// Recognize reads an image that a document type derived from a page (an
// MRZ strip, a crop under a label) with pass p. Boxes are in img's pixels.
func (r *Reader) Recognize(ctx context.Context, img *image.Gray, p Pass) ([]layout.Line, error) {
	if r.opts.OCR == nil {
		return nil, ErrNoOCR
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("reading: %w", err)
	}
	if r.memo != nil {
		if lines, err, ok := r.memo.lookup(ctx, img, p); ok {
			return lines, err
		}
	}
	return r.opts.OCR.Recognize(ctx, img, p.request())
}

// Model returns the model r reads pages with.
func (r *Reader) Model() Model { return r.opts.Model }

// WithShape returns a reader that segments pages as shape s (see
// Options.Shape) and is otherwise r.
func (r *Reader) WithShape(s Shape) *Reader {
	c := *r
	c.opts.Shape = s
	return &c
}

// WithModel returns a reader that reads pages with model m and is otherwise r.
func (r *Reader) WithModel(m Model) *Reader {
	c := *r
	c.opts.Model = m
	return &c
}

// ReadTurned reads page p again turned by 180 degrees with r's model, for
// a page that orientation detection left upside down. The returned page
// holds the turned image; p is not changed.
func (r *Reader) ReadTurned(ctx context.Context, p *layout.Page) (*layout.Page, error) {
	if p.Image == nil {
		return nil, fmt.Errorf("reading: page %d has no image to turn", p.Number)
	}
	img := transform(p.Image, 180, false)
	lines, err := r.Recognize(ctx, img, Pass{Model: r.opts.Model})
	if err != nil {
		return nil, err
	}
	t := *p
	t.Image, t.Lines, t.Rotation = img, lines, (p.Rotation+180)%360
	return &t, nil
}
