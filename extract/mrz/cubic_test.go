package mrz

import (
	"image"
	"testing"
)

// TestBicubic: the Catmull-Rom kernel interpolates, so the samples at
// pixel positions are the pixels, and an edge stays within black and white.
func TestBicubic(t *testing.T) {
	img := image.NewGray(image.Rect(0, 0, 8, 8))
	for y := range 8 {
		for x := range 8 {
			img.Pix[y*img.Stride+x] = 255
			if x >= 4 {
				img.Pix[y*img.Stride+x] = 0
			}
		}
	}
	for x := range 8 {
		if got, want := bicubic(img, float64(x), 3), img.Pix[3*img.Stride+x]; got != want {
			t.Errorf("bicubic(%d, 3) = %d, want %d", x, got, want)
		}
	}
	prev := uint8(255)
	for x := 2.0; x <= 5; x += 0.25 {
		v := bicubic(img, x, 3)
		if v > prev {
			t.Errorf("bicubic(%.2f, 3) = %d rises after %d across a falling edge", x, v, prev)
		}
		prev = v
	}
}
