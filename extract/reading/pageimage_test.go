package reading

import (
	"bytes"
	"context"
	"image"
	"image/draw"
	"image/png"
	"testing"

	"github.com/docextract/docextract/extract/layout"
	"github.com/go-pdf/fpdf"
)

// TestPageImages: a text-layer PDF page is drawn, and an image page
// scaled, to a long side of at most maxSide pixels, so that a mark at a
// fraction of the page in its units is at that fraction of the image.
func TestPageImages(t *testing.T) {
	// A black square from 30% to 40% across and 50% to 60% down.
	const x0, x1, y0, y1 = 0.3, 0.4, 0.5, 0.6
	pdf := textPDF(t, func(p *fpdf.Fpdf) {
		p.AddPage()
		p.SetFont("Helvetica", "", 12)
		p.Text(72, 72, "A page of text that is long enough to count as a text layer.")
		w, h := p.GetPageSize()
		p.SetFillColor(0, 0, 0)
		p.Rect(x0*w, y0*h, (x1-x0)*w, (y1-y0)*h, "F")
	})
	big := image.NewGray(image.Rect(0, 0, 3000, 2000))
	draw.Draw(big, big.Rect, image.White, image.Point{}, draw.Src)
	draw.Draw(big, image.Rect(900, 1000, 1200, 1200), image.Black, image.Point{}, draw.Src)
	small := image.NewGray(image.Rect(0, 0, 600, 400))
	draw.Draw(small, small.Rect, image.White, image.Point{}, draw.Src)
	draw.Draw(small, image.Rect(180, 200, 240, 240), image.Black, image.Point{}, draw.Src)
	tests := []struct {
		name   string
		data   []byte
		source layout.Source
		w, h   int // the image's size, give or take a pixel
	}{
		{"text-layer PDF page", pdf, layout.SourceTextLayer, 849, 1200},
		{"large image", encodePNG(t, big), layout.SourceOCR, 1200, 800},
		// The reader enlarges a small image for OCR: the boxes are in the
		// enlarged image's pixels, and so is the page image.
		{"small image", encodePNG(t, small), layout.SourceOCR, 1200, 800},
	}
	r := NewReader(Options{OCR: blind{}})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := r.Read(context.Background(), tt.data)
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			err = r.PageImages(context.Background(), tt.data, doc, 1200, func(p *layout.Page, img *image.Gray) error {
				n++
				if p.Source != tt.source {
					t.Errorf("page source %s, want %s", p.Source, tt.source)
				}
				w, h := img.Rect.Dx(), img.Rect.Dy()
				if max(w-tt.w, tt.w-w) > 1 || max(h-tt.h, tt.h-h) > 1 {
					t.Errorf("image %dx%d, want %dx%d", w, h, tt.w, tt.h)
				}
				at := func(fx, fy float64) uint8 { return img.GrayAt(int(fx*float64(w)), int(fy*float64(h))).Y }
				if v := at((x0+x1)/2, (y0+y1)/2); v > 64 {
					t.Errorf("the square's middle is %d, not black", v)
				}
				for _, pt := range [][2]float64{{x0 - 0.02, y0 + 0.05}, {x1 + 0.02, y0 + 0.05}, {x0 + 0.05, y0 - 0.02}, {x0 + 0.05, y1 + 0.02}} {
					if v := at(pt[0], pt[1]); v < 192 {
						t.Errorf("beside the square, at %v, is %d, not white", pt, v)
					}
				}
				return nil
			})
			if err != nil || n != 1 {
				t.Fatalf("PageImages: %v, %d pages", err, n)
			}
		})
	}
}

// BenchmarkPageImages measures the cost expand[]=pages adds to a scanned
// A4 page read at 300 dpi: scaling its image to 1200 pixels and encoding
// it as a PNG, as the root package does.
func BenchmarkPageImages(b *testing.B) {
	img := renderPage(b, 300, []string{"A scanned page of text", "with a few lines on it", "and an address: 1 Main Street, London EC1A 1BB"})
	doc := &Document{Format: FormatPNG, Pages: []*layout.Page{{Number: 1, Source: layout.SourceOCR, Image: img,
		Width: float64(img.Rect.Dx()), Height: float64(img.Rect.Dy())}}}
	r := NewReader(Options{OCR: blind{}})
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	size := 0
	for b.Loop() {
		err := r.PageImages(context.Background(), nil, doc, 1200, func(p *layout.Page, img *image.Gray) error {
			var buf bytes.Buffer
			err := enc.Encode(&buf, img)
			size = buf.Len()
			return err
		})
		if err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(size), "png-bytes")
}
