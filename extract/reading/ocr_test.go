package reading

import (
	"bytes"
	"context"
	"encoding/binary"
	"image/jpeg"
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/layout"
)

// TestReadRenderedPage reads a 200-DPI A4 page of English text, upright and
// turned, and measures character accuracy.
func TestReadRenderedPage(t *testing.T) {
	page := renderPage(t, 200, testText)
	want := strings.Join(testText, "\n")
	r := NewReader(Options{OCR: testPool(t)})
	tests := []struct {
		name string
		turn int // clockwise turn applied to the upright page
		// wantRotation is what Read must apply to undo it.
		wantRotation int
	}{
		{"upright", 0, 0},
		{"upside down", 180, 180},
		{"on its side", 270, 90},
	}
	for _, tt := range tests {
		data := encodePNG(t, transform(page, tt.turn, false))
		doc, err := r.Read(context.Background(), data)
		if err != nil {
			t.Fatalf("%s: Read: %v", tt.name, err)
		}
		if len(doc.Pages) != 1 || doc.PageCount != 1 || doc.Format != FormatPNG {
			t.Fatalf("%s: Read() = %d pages of %d, %q", tt.name, len(doc.Pages), doc.PageCount, doc.Format)
		}
		p := doc.Pages[0]
		got := p.Text()
		if acc := accuracy(want, got); acc < 0.99 {
			t.Errorf("%s: character accuracy %.4f < 0.99; text:\n%s", tt.name, acc, got)
		} else {
			t.Logf("%s: character accuracy %.4f", tt.name, acc)
		}
		if p.Rotation != tt.wantRotation || p.Source != layout.SourceOCR || p.Image == nil {
			t.Errorf("%s: page rotation %d, source %q; want %d, ocr, with image", tt.name, p.Rotation, p.Source, tt.wantRotation)
		}
		// Upright: the page is taller than wide and the first line starts
		// one inch (200 px, or more if upscaled) from the left and the top.
		if p.Height <= p.Width || len(p.Lines) == 0 {
			t.Fatalf("%s: page %vx%v with %d lines", tt.name, p.Width, p.Height, len(p.Lines))
		}
		sc := p.Width / float64(page.Bounds().Dx())
		if l := p.Lines[0].Box.Left / sc; l < 190 || l > 215 {
			t.Errorf("%s: first line left = %v px at 200 DPI, want about 200", tt.name, l)
		}
	}
}

// TestReadJPEGExifOrientation stores the page turned 90° counter-clockwise
// with Exif orientation 6 (rotate 90° clockwise to view).
// TestReadAskewPage reads a page photographed 18° askew, upright and on its
// side: it is levelled before OSD and recognition.
func TestReadAskewPage(t *testing.T) {
	page := renderPage(t, 200, testText)
	want := strings.Join(testText, "\n")
	r := NewReader(Options{OCR: testPool(t)})
	for _, turn := range []int{0, 90} {
		doc, err := r.Read(context.Background(), encodePNG(t, transform(tilted(page, -18), turn, false)))
		if err != nil {
			t.Fatalf("turned %d: Read: %v", turn, err)
		}
		if acc := accuracy(want, doc.Pages[0].Text()); acc < 0.97 {
			t.Errorf("turned %d: character accuracy %.4f < 0.97; text:\n%s", turn, acc, doc.Pages[0].Text())
		} else {
			t.Logf("turned %d: character accuracy %.4f", turn, acc)
		}
	}
}

func TestReadJPEGExifOrientation(t *testing.T) {
	page := renderPage(t, 200, testText[:6])
	var b bytes.Buffer
	if err := jpeg.Encode(&b, transform(page, 270, false), &jpeg.Options{Quality: 92}); err != nil {
		t.Fatal(err)
	}
	data := withExif(b.Bytes(), 6, binary.BigEndian)

	// Decoding alone: the image comes out upright.
	dec := NewReader(Options{OCR: blind{}})
	doc, err := dec.Read(context.Background(), data)
	if err != nil {
		t.Fatalf("Read(no OCR): %v", err)
	}
	p := doc.Pages[0]
	if p.Rotation != 90 || p.Image.Bounds().Dx() != page.Bounds().Dx() || p.Image.Bounds().Dy() != page.Bounds().Dy() {
		t.Errorf("Exif 6 page: rotation %d, %v; want 90, %v", p.Rotation, p.Image.Bounds(), page.Bounds())
	}

	doc, err = NewReader(Options{OCR: testPool(t)}).Read(context.Background(), data)
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	p = doc.Pages[0]
	if acc := accuracy(strings.Join(testText[:6], "\n"), p.Text()); acc < 0.99 {
		t.Errorf("Exif 6 page: accuracy %.4f < 0.99; text:\n%s", acc, p.Text())
	}
	if p.Rotation != 90 {
		t.Errorf("Exif 6 page: rotation %d, want 90 (from Exif, none from OSD)", p.Rotation)
	}
}

func TestReadScannedPDF(t *testing.T) {
	img := renderPage(t, 150, testText[:4])
	data := textPDF(t, func(p *fpdfT) {
		p.AddPage()
		opt := fpdfImageOptions()
		p.RegisterImageOptionsReader("scan", opt, bytes.NewReader(encodePNG(t, img)))
		p.ImageOptions("scan", 0, 0, 595.28, 841.89, false, opt, 0, "")
	})
	doc, err := NewReader(Options{OCR: testPool(t), DPI: 200}).Read(context.Background(), data)
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	p := doc.Pages[0]
	if p.Source != layout.SourceOCR || p.Image == nil {
		t.Fatalf("scanned page source %q, image %v; want ocr with image", p.Source, p.Image != nil)
	}
	if acc := accuracy(strings.Join(testText[:4], "\n"), p.Text()); acc < 0.98 {
		t.Errorf("scanned PDF accuracy %.4f < 0.98; text:\n%s", acc, p.Text())
	}
}
