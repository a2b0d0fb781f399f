package reading

import (
	"context"
	"testing"

	"github.com/go-pdf/fpdf"
)

func BenchmarkReadTextPDFPage(b *testing.B) {
	data := textPDF(b, func(p *fpdf.Fpdf) {
		p.AddPage()
		p.SetFont("Helvetica", "", 11)
		for i, l := range append(testText, testText...) {
			p.Text(72, 72+float64(i)*16, l)
		}
	})
	r := NewReader(Options{})
	for b.Loop() {
		if _, err := r.Read(context.Background(), data); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkReadPNGPage200DPI(b *testing.B) {
	data := encodePNG(b, renderPage(b, 200, testText))
	r := NewReader(Options{OCR: testPool(b)})
	for b.Loop() {
		if _, err := r.Read(context.Background(), data); err != nil {
			b.Fatal(err)
		}
	}
}
