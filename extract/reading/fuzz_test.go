package reading

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/jpeg"
	"testing"
	"time"

	"github.com/go-pdf/fpdf"
)

// FuzzRead sniffs and decodes arbitrary bytes without OCR: every failure
// must be one of the package's input errors, and nothing may panic.
func FuzzRead(f *testing.F) {
	f.Add(encodePNG(f, image.NewGray(image.Rect(0, 0, 8, 8))))
	f.Add(hugePNG(f))
	var jpg bytes.Buffer
	if err := jpeg.Encode(&jpg, image.NewGray(image.Rect(0, 0, 8, 8)), nil); err != nil {
		f.Fatal(err)
	}
	f.Add(jpg.Bytes())
	f.Add(withExif(jpg.Bytes(), 6, nil0()))
	f.Add(textPDF(f, func(p *fpdf.Fpdf) {
		p.AddPage()
		p.SetFont("Helvetica", "", 12)
		p.Text(72, 72, "A page of text that is long enough to count.")
	}))
	f.Add([]byte("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF"))
	r := NewReader(Options{MaxPixels: 4_000_000, MaxPages: 2, DPI: 50, OCR: blind{}})
	f.Fuzz(func(t *testing.T, data []byte) {
		// A hang is a failure too: the fuzzer then keeps the input.
		type outcome struct {
			doc *Document
			err error
		}
		done := make(chan outcome, 1)
		go func() {
			doc, err := r.Read(context.Background(), data)
			done <- outcome{doc, err}
		}()
		var o outcome
		select {
		case o = <-done:
		case <-time.After(20 * time.Second):
			t.Fatalf("Read() still running after 20 s on %d bytes", len(data))
		}
		doc, err := o.doc, o.err
		if err != nil {
			if !errors.Is(err, ErrUnreadable) && !errors.Is(err, ErrUnsupportedFormat) {
				t.Fatalf("Read() error = %v, want ErrUnreadable or ErrUnsupportedFormat", err)
			}
			return
		}
		if len(doc.Pages) == 0 || len(doc.Pages) > 2 || doc.PageCount < len(doc.Pages) {
			t.Fatalf("Read() = %d pages of %d", len(doc.Pages), doc.PageCount)
		}
	})
}
