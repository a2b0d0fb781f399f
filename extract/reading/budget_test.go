package reading

import (
	"bytes"
	"context"
	"errors"
	"image"
	"image/color"
	"image/jpeg"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/go-pdf/fpdf"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/ocr"
)

// TestThinAndOddImages: thin, tiny, long and 16-bit images are read or
// refused as unreadable, never failed otherwise; thin ones reach no OCR.
func TestThinAndOddImages(t *testing.T) {
	ink := func(img interface{ Set(int, int, color.Color) }, w, h int) {
		for y := range h {
			for x := range w {
				if (x/3+y/3)%2 == 0 {
					img.Set(x, y, color.Black)
				}
			}
		}
	}
	gray := func(w, h int) image.Image {
		img := image.NewGray(image.Rect(0, 0, w, h))
		for i := range img.Pix {
			img.Pix[i] = 0xff
		}
		ink(img, w, h)
		return img
	}
	gray16 := func(w, h int) image.Image {
		img := image.NewGray16(image.Rect(0, 0, w, h))
		ink(img, w, h)
		return img
	}
	rgba64 := func(w, h int) image.Image {
		img := image.NewNRGBA64(image.Rect(0, 0, w, h))
		ink(img, w, h)
		return img
	}
	tests := []struct {
		name  string
		img   image.Image
		thin  bool
		error error // nil: read
	}{
		{"3601x1", gray(3601, 1), true, nil},
		{"7300x2", gray(7300, 2), true, nil},
		{"30000x1", gray(30000, 1), true, nil},
		{"1x30000", gray(1, 30000), true, nil},
		{"3x20000", gray(3, 20000), true, nil},
		{"1x1", gray(1, 1), true, nil},
		{"40000x2", gray(40000, 2), true, ErrTooManyPixels},
		{"16-bit gray", gray16(300, 200), false, nil},
		{"16-bit thin", gray16(5000, 3), true, nil},
		{"64-bit colour", rgba64(400, 300), false, nil},
	}
	for _, tt := range tests {
		rec := &counting{}
		r := NewReader(Options{OCR: rec})
		doc, err := r.Read(context.Background(), encodePNG(t, tt.img))
		if tt.error != nil {
			if !errors.Is(err, tt.error) || !errors.Is(err, ErrUnreadable) {
				t.Errorf("%s: Read() error = %v, want %v", tt.name, err, tt.error)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: Read() error = %v", tt.name, err)
			continue
		}
		if len(doc.Pages) != 1 {
			t.Errorf("%s: %d pages, want 1", tt.name, len(doc.Pages))
		}
		if n := rec.calls.Load(); tt.thin && n != 0 {
			t.Errorf("%s: %d OCR calls on an image too thin for text, want 0", tt.name, n)
		}
	}
}

// counting is a recogniser that counts its calls and reads nothing.
type counting struct{ calls atomic.Int64 }

func (c *counting) Recognize(context.Context, *image.Gray, ocr.Request) ([]layout.Line, error) {
	c.calls.Add(1)
	return nil, nil
}

func (c *counting) Orientation(context.Context, *image.Gray) (int, error) {
	c.calls.Add(1)
	return 0, nil
}

// pagePDF returns a PDF of n pages of w by h points holding a scan (an
// image, no text layer).
func pagePDF(t testing.TB, n int, w, h float64) []byte {
	t.Helper()
	img := image.NewGray(image.Rect(0, 0, 200, 100))
	for i := range img.Pix {
		img.Pix[i] = byte(255 * (i % 7 / 6))
	}
	var jpg bytes.Buffer
	if err := jpeg.Encode(&jpg, img, nil); err != nil {
		t.Fatal(err)
	}
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "pt", Size: fpdf.SizeType{Wd: w, Ht: h}})
	opt := fpdf.ImageOptions{ImageType: "JPG"}
	pdf.RegisterImageOptionsReader("scan", opt, bytes.NewReader(jpg.Bytes()))
	for range n {
		pdf.AddPage()
		pdf.ImageOptions("scan", 0, 0, w/4, h/4, false, opt, 0, "")
	}
	var b bytes.Buffer
	if err := pdf.Output(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestGiantPage: a 200-inch page is rendered within the page cap, at a
// lower resolution; the document cap stops reading pages past it.
func TestGiantPage(t *testing.T) {
	r := NewReader(Options{OCR: blind{}, MaxPagePixels: 6_000_000, MaxDocumentPixels: 15_000_000})
	doc, err := r.Read(context.Background(), pagePDF(t, 5, 14400, 14400))
	if err != nil {
		t.Fatalf("Read(200-inch pages): %v", err)
	}
	if len(doc.Pages) != 2 || doc.PageCount != 5 {
		t.Errorf("read %d of %d pages, want 2 of 5 within 15 MP at 6 MP a page", len(doc.Pages), doc.PageCount)
	}
	for _, p := range doc.Pages {
		if px := p.Width * p.Height; px > 6_000_000 || px < 5_700_000 {
			t.Errorf("page %d rendered to %vx%v pixels, want just under 6 MP", p.Number, p.Width, p.Height)
		}
	}
	// A page that would render under 10 DPI within its cap is refused.
	r = NewReader(Options{OCR: blind{}, MaxPagePixels: 1_000_000})
	if _, err := r.Read(context.Background(), pagePDF(t, 1, 14400, 14400)); !errors.Is(err, ErrTooManyPixels) {
		t.Errorf("Read(200-inch page within 1 MP) error = %v, want ErrTooManyPixels", err)
	}
}

// TestBudgetWaits: work waits for the budget, honouring its context, and
// work larger than the whole budget runs alone.
func TestBudgetWaits(t *testing.T) {
	b := NewBudget(100)
	done, err := b.take(context.Background(), 80)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	if _, err := b.take(ctx, 30); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("take(30 of 20 left) error = %v, want DeadlineExceeded", err)
	}
	var wg sync.WaitGroup
	var got atomic.Bool
	wg.Go(func() {
		d, err := b.take(context.Background(), 1000)
		if err == nil {
			got.Store(true)
			d()
		}
	})
	time.Sleep(10 * time.Millisecond)
	if got.Load() {
		t.Error("take(1000) ran beside work holding 80 of 100")
	}
	done()
	done() // twice is once
	wg.Wait()
	if !got.Load() {
		t.Error("take(1000) never ran once the budget was free")
	}
	if d, err := b.take(context.Background(), 100); err != nil {
		t.Errorf("take(100) after all was given back: %v", err)
	} else {
		d()
	}
}

func TestDecodedBytesPerPixel(t *testing.T) {
	var base, prog bytes.Buffer
	img := image.NewRGBA(image.Rect(0, 0, 16, 16))
	jpeg.Encode(&base, img, nil)
	if progressiveJPEG(base.Bytes()) {
		t.Error("progressiveJPEG(baseline) = true")
	}
	// A baseline frame header turned progressive (SOF0 to SOF2).
	p := bytes.Replace(base.Bytes(), []byte{0xff, 0xc0}, []byte{0xff, 0xc2}, 1)
	prog.Write(p)
	if !progressiveJPEG(prog.Bytes()) {
		t.Error("progressiveJPEG(SOF2) = false")
	}
	cfg := image.Config{ColorModel: color.YCbCrModel, Width: 16, Height: 16}
	if got := decodedBytesPerPixel(FormatJPEG, cfg, prog.Bytes()); got != 15 {
		t.Errorf("progressive colour JPEG: %d bytes a pixel, want 15", got)
	}
	if got := decodedBytesPerPixel(FormatPNG, image.Config{ColorModel: color.NRGBA64Model}, nil); got != 8 {
		t.Errorf("16-bit RGBA PNG: %d bytes a pixel, want 8", got)
	}
}

// TestGiantPageDefaultCap: with the default caps, a 200-by-200-inch page is
// rendered at a lower resolution, within DefaultMaxPagePixels.
func TestGiantPageDefaultCap(t *testing.T) {
	r := NewReader(Options{OCR: blind{}, Budget: NewBudget(DefaultBudget)})
	doc, err := r.Read(context.Background(), pagePDF(t, 1, 14400, 14400))
	if err != nil {
		t.Fatalf("Read(200-inch page): %v", err)
	}
	if len(doc.Pages) != 1 {
		t.Fatalf("read %d pages, want 1", len(doc.Pages))
	}
	p := doc.Pages[0]
	if px := p.Width * p.Height; px > DefaultMaxPagePixels || px < DefaultMaxPagePixels*9/10 {
		t.Errorf("page rendered to %vx%v pixels, want just under %d", p.Width, p.Height, DefaultMaxPagePixels)
	}
}

// TestReadTakesFromBudget: decoding an image and rendering a page wait for
// the reader's budget; while another holds it all, they wait until their
// context is done, then fail with its error.
func TestReadTakesFromBudget(t *testing.T) {
	img := image.NewGray(image.Rect(0, 0, 300, 200))
	tests := []struct {
		name string
		data []byte
	}{
		{"PNG", encodePNG(t, img)},
		{"scanned PDF", pagePDF(t, 1, 595, 842)},
	}
	for _, tt := range tests {
		b := NewBudget(1 << 20)
		hold, err := b.take(context.Background(), 1<<20)
		if err != nil {
			t.Fatal(err)
		}
		r := NewReader(Options{OCR: blind{}, Budget: b})
		ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
		_, err = r.Read(ctx, tt.data)
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("%s: Read() with the budget held elsewhere: error = %v, want DeadlineExceeded", tt.name, err)
		}
		hold()
		if _, err := r.Read(context.Background(), tt.data); err != nil {
			t.Errorf("%s: Read() with the budget free: %v", tt.name, err)
		}
	}
}
