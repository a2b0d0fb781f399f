package reading

import (
	"image"
	"math"
	"testing"
)

// tilted returns page with its text lines running at deg degrees
// (clockwise in image coordinates).
func tilted(page *image.Gray, deg float64) *image.Gray { return rotateGray(page, -deg, 255) }

func TestTextSkew(t *testing.T) {
	page := renderPage(t, 150, testText)
	for _, deg := range []float64{-40, -19, -7.5, -2, 0, 1.5, 6, 12.3, 30} {
		got, gain := textSkew(tilted(page, deg))
		if math.Abs(got-deg) > 0.3 {
			t.Errorf("text at %v°: textSkew = %.1f°", deg, got)
		}
		if math.Abs(deg) >= minDeskew && gain < minDeskewGain {
			t.Errorf("text at %v°: gain %.2f < %v", deg, gain, minDeskewGain)
		}
	}
	// A page on its side is askew by the same angle: OSD turns it after.
	if got, _ := textSkew(transform(tilted(page, 10), 90, false)); math.Abs(got-10) > 0.3 {
		t.Errorf("text at 100°: textSkew = %.1f°, want 10", got)
	}
}

// TestTextSkewIgnoresOverprint: broad translucent bars across a level page,
// like a SPECIMEN overprint, do not pass for slanted lines.
func TestTextSkewIgnoresOverprint(t *testing.T) {
	page := renderPage(t, 150, testText)
	b := page.Bounds()
	a := 30 * math.Pi / 180
	band := float64(b.Dx()) / 25
	for y := range b.Dy() {
		for x := range b.Dx() {
			n := float64(y)*math.Cos(a) - float64(x)*math.Sin(a)
			if math.Mod(math.Abs(n), 4*band) < band {
				p := &page.Pix[y*page.Stride+x]
				*p = uint8(int(*p) * 175 / 255)
			}
		}
	}
	if got, _ := textSkew(page); math.Abs(got) > 0.3 {
		t.Errorf("level page under a 30° overprint: textSkew = %.1f°", got)
	}
}

func TestStraighten(t *testing.T) {
	page := renderPage(t, 100, testText)
	if got := straighten(page, 1<<30, minDeskew); got != page {
		t.Errorf("straighten turned a level page")
	}
	slight := tilted(page, 1.5)
	if got := straighten(slight, 1<<30, minDeskew); got != slight {
		t.Errorf("straighten turned a page 1.5° off, which Tesseract levels itself")
	}
	if tilt := tilted(page, 2.5); straighten(tilt, 1<<30, minDeskew) == tilt {
		t.Errorf("straighten left a page %v px long 2.5° off", max(page.Bounds().Dx(), page.Bounds().Dy()))
	}
	small := Scale(page, 0.5)
	if max(small.Bounds().Dx(), small.Bounds().Dy()) >= smallImage {
		t.Fatalf("the small page is %v", small.Bounds())
	}
	if tilt := tilted(small, 3.5); straighten(tilt, 1<<30, minDeskew) != tilt {
		t.Errorf("straighten turned a small image 3.5° off")
	}
	if tilt := tilted(page, 3.5); straighten(tilt, 1<<30, minDeskewCard) != tilt {
		t.Errorf("straighten turned an identity document 3.5° off")
	}
	askew := tilted(page, 17)
	got := straighten(askew, 1<<30, minDeskew)
	if got == askew {
		t.Fatalf("straighten left a page 17° off")
	}
	if deg, _ := textSkew(got); math.Abs(deg) > 0.3 {
		t.Errorf("straightened page is %.1f° off", deg)
	}
	px := int64(askew.Bounds().Dx() * askew.Bounds().Dy())
	if got := straighten(askew, px, minDeskew); got != askew {
		t.Errorf("straighten grew the page past the pixel limit")
	}
}

func TestMedianLevel(t *testing.T) {
	img := image.NewGray(image.Rect(0, 0, 40, 40))
	for i := range img.Pix {
		img.Pix[i] = 200
	}
	for i := range len(img.Pix) / 4 {
		img.Pix[i] = 10
	}
	if got := medianLevel(img); got != 200 {
		t.Errorf("medianLevel = %d, want 200", got)
	}
}

func BenchmarkTextSkew(b *testing.B) {
	page := tilted(renderPage(b, 200, testText), 7)
	for b.Loop() {
		textSkew(page)
	}
}
