package reading

import (
	"image"
	"image/color"
	"testing"
)

// TestChromaStamp: on a pale blue page, a translucent pink bar (a stamp's
// stroke) is in the stamp layer and a black bar (print) is not, nor the
// paper, nor a blue hatching of the page's own pattern.
func TestChromaStamp(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 400, 300))
	fill := func(r image.Rectangle, c color.RGBA) {
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				img.SetRGBA(x, y, c)
			}
		}
	}
	fill(img.Rect, color.RGBA{201, 202, 222, 255})
	for x := 0; x < 400; x += 9 { // the page's hatching
		fill(image.Rect(x, 0, x+2, 300), color.RGBA{163, 177, 200, 255})
	}
	black := image.Rect(40, 40, 160, 52)
	pink := image.Rect(220, 140, 340, 152)
	fill(black, color.RGBA{20, 20, 30, 255})
	fill(pink, color.RGBA{186, 152, 181, 255})
	m := chromaMap(img, chromaSide)
	stamp := chromaStamp(m)
	if stamp == nil {
		t.Fatal("chromaStamp found no colour")
	}
	ink := func(r image.Rectangle) float64 {
		n := 0
		for y := r.Min.Y; y < r.Max.Y; y++ {
			for x := r.Min.X; x < r.Max.X; x++ {
				if stamp.GrayAt(x, y).Y == 0 {
					n++
				}
			}
		}
		return float64(n) / float64(r.Dx()*r.Dy())
	}
	if got := ink(pink.Inset(2)); got < 0.8 {
		t.Errorf("pink stroke: %.2f of its pixels in the stamp layer, want most", got)
	}
	if got := ink(black); got > 0.05 {
		t.Errorf("black stroke: %.2f of its pixels in the stamp layer, want none", got)
	}
	if got := ink(image.Rect(0, 200, 400, 300)); got > 0.02 {
		t.Errorf("paper and hatching: %.2f in the stamp layer, want none", got)
	}
	if chromaMap(image.NewGray(image.Rect(0, 0, 10, 10)), chromaSide) != nil {
		t.Error("chromaMap of a grey image is not nil")
	}
}
