package docextract

import (
	"context"
	"fmt"

	"github.com/docextract/docextract/extract/ocr"
)

// OCRHost answers the calls of Extractors whose Options.SharedOCR sends
// them to it: it loads the shared models (Latin-script, script, orientation)
// when first asked for each and runs one recognition at a time. It is safe
// for concurrent use; the caller must Close it.
type OCRHost struct {
	pool *ocr.Pool
}

// NewOCRHost returns a host with the models of opts (TessdataDir,
// LegacyTessdataDir, IdleRelease and Logger; the rest is ignored). It
// loads nothing yet.
func NewOCRHost(opts Options) (*OCRHost, error) {
	pool, err := ocr.NewPool(ocr.Options{
		TessdataDir:       opts.TessdataDir,
		LegacyTessdataDir: opts.LegacyTessdataDir,
		Workers:           1,
		Logger:            opts.Logger,
		IdleRelease:       opts.IdleRelease,
		Lazy:              true,
	})
	if err != nil {
		return nil, fmt.Errorf("docextract: %w", err)
	}
	return &OCRHost{pool: pool}, nil
}

// Answer runs one call that Options.SharedOCR was given and returns what
// SharedOCR must return for it; a failure is in the answer.
func (h *OCRHost) Answer(ctx context.Context, call []byte) []byte {
	return h.pool.Answer(ctx, call)
}

// Close releases the host's models.
func (h *OCRHost) Close() error { return h.pool.Close() }
