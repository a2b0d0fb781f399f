package docextract

import (
	"context"
	"image"
	"time"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/ocr"
	"github.com/docextract/docextract/extract/reading"
)

// Observer is told what extractions do, for metrics (httpapi turns it into
// Prometheus series). Its methods are called from the extractions'
// goroutines, concurrently, and must return quickly. Options.Observer nil
// observes nothing.
type Observer interface {
	// OCRPass is called after each Tesseract call: pass is the engine
	// ("lstm", "english-lstm", "legacy", "latin-lstm", "script-lstm") or
	// "orientation";
	// err is the call's error, nil when it recognised.
	OCRPass(pass string, d time.Duration, err error)
	// PagesRead is called once per document read with the number of pages
	// read from a text layer and of pages rasterised and recognised.
	PagesRead(t DocumentType, textLayer, ocr int)
	// SpecimenRefused is called when a specimen or sample document is
	// refused as document_not_of_type outside the sandbox.
	SpecimenRefused(t DocumentType)
}

// observedOCR times the passes of a recogniser for an Observer.
type observedOCR struct {
	reading.Recognizer
	obs Observer
}

func (o observedOCR) Recognize(ctx context.Context, img *image.Gray, req ocr.Request) ([]layout.Line, error) {
	start := time.Now()
	lines, err := o.Recognizer.Recognize(ctx, img, req)
	o.obs.OCRPass(req.Engine.String(), time.Since(start), err)
	return lines, err
}

func (o observedOCR) Orientation(ctx context.Context, img *image.Gray) (int, error) {
	start := time.Now()
	turn, err := o.Recognizer.Orientation(ctx, img)
	o.obs.OCRPass("orientation", time.Since(start), err)
	return turn, err
}

// OrientationScript times the recogniser's orientation and script
// detection, or its orientation detection alone when it names no script.
func (o observedOCR) OrientationScript(ctx context.Context, img *image.Gray) (ocr.Orientation, error) {
	sd, ok := o.Recognizer.(reading.ScriptDetector)
	if !ok {
		turn, err := o.Orientation(ctx, img)
		return ocr.Orientation{Rotation: turn}, err
	}
	start := time.Now()
	or, err := sd.OrientationScript(ctx, img)
	o.obs.OCRPass("orientation", time.Since(start), err)
	return or, err
}

// observePages tells the observer how doc's pages were read.
func (e *Extractor) observePages(t DocumentType, doc *reading.Document) {
	if e.opts.Observer == nil || doc == nil {
		return
	}
	var text, ocred int
	for _, p := range doc.Pages {
		if p.Source == layout.SourceTextLayer {
			text++
		} else {
			ocred++
		}
	}
	e.opts.Observer.PagesRead(t, text, ocred)
}
