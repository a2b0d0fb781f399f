package reading

import (
	"context"
	"fmt"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/internal/zxing"
)

// PDF417 returns the data of the PDF417 symbols printed on page p's
// image, as encoded: the back of US and Canadian driving licences and
// identity cards carries the AAMVA DL/ID record in one (AAMVA DL/ID Card
// Design Standard, Annex D). A page without an image (a text layer) has
// none. zxing-cpp reads the symbol at any right-angle turn.
func (r *Reader) PDF417(ctx context.Context, p *layout.Page) ([][]byte, error) {
	if p == nil || p.Image == nil {
		return nil, nil
	}
	if err := ctx.Err(); err != nil {
		return nil, fmt.Errorf("reading: %w", err)
	}
	syms, err := zxing.ReadPDF417(p.Image)
	if err != nil {
		return nil, fmt.Errorf("reading: page %d: %w", p.Number, err)
	}
	out := make([][]byte, len(syms))
	for i, s := range syms {
		out[i] = s.Bytes
	}
	return out, nil
}
