package extract

import (
	"image"
	"testing"

	xdraw "golang.org/x/image/draw"
)

// TestScaleMatchesBilinear compares the hand-written scale with
// x/image/draw's bilinear scaler on a page of text.
func TestScaleMatchesBilinear(t *testing.T) {
	src := renderPage(t, 50, []string{"Scale me up", "0123456789 ABCDEF"})
	for _, f := range []float64{1.5, 2, 3.7} {
		got := scale(src, f)
		want := image.NewGray(got.Rect)
		xdraw.BiLinear.Scale(want, want.Rect, src, src.Rect, xdraw.Src, nil)
		var off int
		for i := range got.Pix {
			if d := int(got.Pix[i]) - int(want.Pix[i]); d > 24 || d < -24 {
				off++
			}
		}
		if off > len(got.Pix)/200 {
			t.Errorf("scale %.1f: %d of %d pixels differ by more than 24 from x/image/draw", f, off, len(got.Pix))
		}
	}
}

func BenchmarkScale(b *testing.B) {
	src := image.NewGray(image.Rect(0, 0, 1500, 1000))
	for b.Loop() {
		scale(src, 1.333)
	}
}
