package reading

import (
	"context"
	"image"
	"image/draw"
	"os"
	"sync"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/mrz"
	"github.com/docextract/docextract/extract/ocr"
)

// passportPage draws a TD3 MRZ in OCR-B at the foot of a page at 300 DPI.
func passportPage(t *testing.T) *image.Gray {
	t.Helper()
	data, err := os.ReadFile("/usr/share/fonts/opentype/ocr-b/OCRBS.otf")
	if err != nil {
		t.Skipf("OCR-B not installed: %v", err)
	}
	f, err := opentype.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: 10, DPI: 300, Hinting: font.HintingFull})
	if err != nil {
		t.Fatal(err)
	}
	img := image.NewGray(image.Rect(0, 0, 1500, 1050))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	d := &font.Drawer{Dst: img, Src: image.Black, Face: face}
	for i, l := range []string{
		"P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
		"L898902C36UTO7408122F1204159ZE184226B<<<<<10",
	} {
		d.Dot = fixed.P(80, 850+i*60)
		d.DrawString(l)
	}
	return img
}

// spy is a recogniser with two idle workers that records its calls.
type spy struct {
	mu    sync.Mutex
	calls map[ocr.Engine]int
}

func (s *spy) Idle() int { return 2 }

func (s *spy) count(e ocr.Engine) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.calls[e]
}

func (s *spy) Recognize(_ context.Context, img *image.Gray, req ocr.Request) ([]layout.Line, error) {
	s.mu.Lock()
	s.calls[req.Engine]++
	s.mu.Unlock()
	w := float64(img.Bounds().Dx())
	return []layout.Line{{Words: []layout.Word{{Text: req.Engine.String(), Box: layout.Box{Right: w, Bottom: 10}}}}}, nil
}

func (s *spy) Orientation(context.Context, *image.Gray) (int, error) { return 0, nil }

// TestBandReadAhead: an identity page's MRZ lines are read beside the page,
// and the type's request for them is answered from the memo.
func TestBandReadAhead(t *testing.T) {
	rec := &spy{calls: map[ocr.Engine]int{}}
	r := NewReader(Options{OCR: rec, Model: English}).WithMemo()
	doc, err := r.Read(context.Background(), encodePNG(t, passportPage(t)))
	if err != nil {
		t.Fatal(err)
	}
	band, ok := mrz.Locate(doc.Pages[0].Image)
	if !ok || len(band.Lines) != 2 {
		t.Fatalf("no two-line band on the page read")
	}
	for _, strip := range band.Lines {
		lines, err := r.Recognize(context.Background(), strip, bandPass)
		if err != nil || len(lines) != 1 || lines[0].Text() != "legacy" {
			t.Errorf("Recognize(band line) = %v, %v", lines, err)
		}
	}
	if n := rec.count(ocr.Legacy); n != 2 {
		t.Errorf("%d legacy recognitions for a two-line band read ahead and asked for, want 2", n)
	}
	// Another pass, or a reader without a memo, is recognised as asked.
	if _, err := r.Recognize(context.Background(), band.Lines[0], Pass{Model: Legacy, Shape: ShapeBlock}); err != nil {
		t.Fatal(err)
	}
	if n := rec.count(ocr.Legacy); n != 3 {
		t.Errorf("%d legacy recognitions after another pass, want 3", n)
	}
}
