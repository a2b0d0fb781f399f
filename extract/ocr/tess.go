package ocr

import (
	"context"
	"errors"
	"fmt"
	"image"
	"strconv"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/internal/tesseract"
)

// engine is one Tesseract client, initialised and warm. A client is not safe
// for concurrent use: one goroutine at a time.
type engine struct {
	c *tesseract.Client
	// textSpaces has the words of a line split where the recognised text
	// has spaces, not as hOCR splits them: the models of scripts written
	// without spaces between words (see scriptModels).
	textSpaces bool
}

// newEngine creates a client for the traineddata of lang in dir, running
// engine e (LSTM or Legacy), and warms it with one tiny recognition in
// Tesseract's default page segmentation mode (a single block), as engines
// have always been warmed: the first page then pays for nothing else.
func newEngine(dir, lang string, e Engine) (*engine, error) {
	oem := tesseract.LSTM
	if e == Legacy {
		oem = tesseract.Legacy
	}
	c, err := tesseract.New(dir, lang, oem)
	if err != nil {
		return nil, fmt.Errorf("%w: tesseract cannot load %q from %s (engine %v): %v", ErrNoModel, lang, dir, e, err)
	}
	en := &engine{c: c}
	if _, err := en.recognize(context.Background(), warmImage(), int(tesseract.PSMSingleBlock), "", 0, false); err != nil {
		en.close()
		return nil, fmt.Errorf("%w: tesseract cannot load %q from %s (engine %v): %v", ErrNoModel, lang, dir, e, err)
	}
	return en, nil
}

func (en *engine) close() {
	if en.c != nil {
		en.c.Close()
		en.c = nil
	}
}

// recognize reads the text of img with the page segmentation mode psm,
// restricted to whitelist when it is not empty, at dpi when positive (else
// Tesseract estimates the resolution). Boxes are in img's coordinates. It
// stops soon after ctx is done and returns ctx's error.
func (en *engine) recognize(ctx context.Context, img *image.Gray, psm int, whitelist string, dpi int, local bool) ([]layout.Line, error) {
	b := img.Bounds()
	if b.Dx() <= 0 || b.Dy() <= 0 {
		return nil, fmt.Errorf("ocr: empty image")
	}
	if b.Dx() > maxSide || b.Dy() > maxSide {
		return nil, fmt.Errorf("ocr: image %dx%d exceeds %d pixels a side", b.Dx(), b.Dy(), maxSide)
	}
	if err := en.c.SetPageSegMode(tesseract.PageSegMode(psm)); err != nil {
		return nil, fmt.Errorf("ocr: setting page segmentation mode: %w", err)
	}
	// Set every time, so that one request's settings never leak into the next.
	if err := en.c.SetWhitelist(whitelist); err != nil {
		return nil, fmt.Errorf("ocr: setting whitelist: %w", err)
	}
	// user_defined_dpi 0 lets Tesseract estimate the resolution.
	if err := en.c.SetVariable("user_defined_dpi", strconv.Itoa(max(dpi, 0))); err != nil {
		return nil, fmt.Errorf("ocr: setting resolution: %w", err)
	}
	// thresholding_method: 0 is Otsu's, 2 Sauvola's.
	method := "0"
	if local {
		method = "2"
	}
	if err := en.c.SetVariable("thresholding_method", method); err != nil {
		return nil, fmt.Errorf("ocr: setting thresholding: %w", err)
	}
	// Tesseract copies the pixels: img is not used after this.
	if err := en.c.SetImage(img); err != nil {
		return nil, fmt.Errorf("ocr: setting image: %w", err)
	}
	// hOCR rather than word iterators: lines, words, boxes and confidences
	// in one string.
	var hocr, text string
	var err error
	if en.textSpaces {
		hocr, text, err = en.c.HOCRAndText(ctx)
	} else {
		hocr, err = en.c.HOCRText(ctx)
	}
	if err == nil {
		// The image's copies and the page's results are not read again:
		// an engine waiting for its next request holds none of them.
		en.c.Clear()
	}
	if err != nil {
		if ctxErr := ctx.Err(); ctxErr != nil && errors.Is(err, ctxErr) {
			return nil, fmt.Errorf("ocr: %w", err)
		}
		return nil, fmt.Errorf("%w: %v", errRecognize, err)
	}
	// parseHOCR also fails when the hOCR has no page of img's size.
	lines, err := parseHOCR(hocr, b.Size(), b.Min)
	if err != nil {
		return nil, fmt.Errorf("%w: %w", errRecognize, err)
	}
	if en.textSpaces {
		lines = respace(lines, text)
	}
	return lines, nil
}

// MaxSide is Tesseract's limit on an image dimension (32767).
const MaxSide = tesseract.MaxSide

const maxSide = MaxSide
