package reading

import (
	"image"
	"math"
	"math/rand/v2"
	"testing"

	xdraw "golang.org/x/image/draw"
)

// TestScaleMatchesXDraw: Scale computes what x/image/draw's BiLinear
// computes, pixel for pixel, enlarging and shrinking.
func TestScaleMatchesXDraw(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	img := image.NewGray(image.Rect(3, 5, 3+173, 5+91))
	for i := range img.Pix {
		img.Pix[i] = uint8(r.IntN(256))
	}
	page := renderPage(t, 100, testText)
	for _, src := range []*image.Gray{img, page} {
		for _, f := range []float64{1.33, 2, 3.7, 0.6, 0.37, 1} {
			got := Scale(src, f)
			b := src.Bounds()
			want := image.NewGray(image.Rect(0, 0, int(float64(b.Dx())*f+0.5), int(float64(b.Dy())*f+0.5)))
			xdraw.BiLinear.Scale(want, want.Bounds(), src, b, xdraw.Src, nil)
			if got.Rect != want.Rect {
				t.Fatalf("Scale(%v, %v) is %v, want %v", b, f, got.Rect, want.Rect)
			}
			for i := range want.Pix {
				if got.Pix[i] != want.Pix[i] {
					t.Errorf("Scale(%v, %v): pixel %d is %d, want %d", b, f, i, got.Pix[i], want.Pix[i])
					break
				}
			}
		}
	}
}

func TestScaleBadFactor(t *testing.T) {
	img := image.NewGray(image.Rect(0, 0, 10, 10))
	for _, f := range []float64{0, -1, math.NaN(), math.Inf(1)} {
		if got := Scale(img, f); !got.Rect.Empty() {
			t.Errorf("Scale(img, %v) = %v, want an empty image", f, got.Rect)
		}
	}
}

func BenchmarkScale(b *testing.B) {
	page := renderPage(b, 150, testText)
	for b.Loop() {
		Scale(page, 1.33)
	}
}
