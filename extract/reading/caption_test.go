package reading

import (
	"bytes"
	"context"
	"image"
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/layout"
	"github.com/go-pdf/fpdf"
)

func TestReadPictureWithCaption(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR")
	}
	photo := renderPage(t, 100, []string{"DRIVER LICENSE", "LN SAMPLE", "FN JANE", "DOB 01/02/1980"})
	logo := image.NewGray(image.Rect(0, 0, 120, 60)) // 7,200 pixels: a logo, not a scan
	tests := []struct {
		name     string
		draw     func(p *fpdf.Fpdf)
		want     layout.Source
		wantText string
	}{
		{"photo with a browser header", func(p *fpdf.Fpdf) {
			p.SetFont("Helvetica", "", 8)
			p.Text(10, 10, "7/8/2021 Gallery chrome://media-app")
			p.RegisterImageOptionsReader("photo", fpdfImageOptions(), bytes.NewReader(encodePNG(t, photo)))
			p.ImageOptions("photo", 10, 20, 190, 0, false, fpdfImageOptions(), 0, "")
		}, layout.SourceOCR, "DRIVER LICENSE"},
		{"letter with a logo", func(p *fpdf.Fpdf) {
			p.RegisterImageOptionsReader("logo", fpdfImageOptions(), bytes.NewReader(encodePNG(t, logo)))
			p.ImageOptions("logo", 10, 10, 30, 0, false, fpdfImageOptions(), 0, "")
			p.SetFont("Helvetica", "", 11)
			p.Text(20, 50, "Dear customer, your statement for March is enclosed with this letter.")
		}, layout.SourceTextLayer, "Dear customer"},
	}
	r := NewReader(Options{OCR: testPool(t)})
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := r.Read(context.Background(), textPDF(t, func(p *fpdf.Fpdf) {
				p.AddPage()
				tt.draw(p)
			}))
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			page := doc.Pages[0]
			if page.Source != tt.want {
				t.Errorf("Source = %s, want %s", page.Source, tt.want)
			}
			if !strings.Contains(page.Text(), tt.wantText) {
				t.Errorf("page text %q lacks %q", page.Text(), tt.wantText)
			}
		})
	}
}
