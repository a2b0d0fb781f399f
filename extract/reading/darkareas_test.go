package reading

import (
	"image"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// bannerPage is a 400x300 white page whose top 60 rows are a dark banner
// (value 40) holding a thin white bar, with light grey bars (value 170) below:
// a registry printout's banner and its grey labels.
func bannerPage(banner bool) *image.Gray {
	img := image.NewGray(image.Rect(0, 0, 400, 300))
	fill := func(x0, y0, x1, y1 int, v uint8) {
		for y := y0; y < y1; y++ {
			for x := x0; x < x1; x++ {
				img.Pix[y*img.Stride+x] = v
			}
		}
	}
	fill(0, 0, 400, 300, 0xf5)
	if banner {
		fill(0, 0, 400, 60, 40)
		fill(40, 27, 200, 30, 0xff)
	}
	for y := 100; y < 280; y += 30 {
		fill(40, y, 160, y+6, 170)
	}
	return img
}

func TestInvertDarkAreas(t *testing.T) {
	in := bannerPage(true)
	out := invertDarkAreas(in, 20)
	at := func(x, y int) uint8 { return out.Pix[y*out.Stride+x] }
	got := map[string]uint8{
		"paper":       at(300, 200),
		"grey bar":    at(100, 103),
		"banner":      at(300, 10),
		"bar on dark": at(100, 28),
	}
	// The banner takes the paper's brightness and its bar turns black; the
	// page below is untouched.
	want := map[string]uint8{"paper": 0xf5, "grey bar": 170, "banner": 0xf5, "bar on dark": 0}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("invertDarkAreas mismatch (-want +got):\n%s", diff)
	}
}

// TestInvertDarkAreasEdge: a banner's edge, where the window also covers
// paper, becomes paper rather than a dark rule under the banner.
func TestInvertDarkAreasEdge(t *testing.T) {
	out := invertDarkAreas(bannerPage(true), 20)
	for y := 55; y < 60; y++ {
		if v := out.Pix[y*out.Stride+300]; v != 0xf5 {
			t.Errorf("banner edge at row %d = %d, want the paper's 245", y, v)
		}
	}
}

func TestHasDarkAreas(t *testing.T) {
	if !hasDarkAreas(bannerPage(true)) {
		t.Error("hasDarkAreas(page with a banner) = false, want true")
	}
	if hasDarkAreas(bannerPage(false)) {
		t.Error("hasDarkAreas(page without a banner) = true, want false")
	}
}

// TestHasDarkAreasRules: a form's thin rules darken as many pixels as a
// banner but are no solid area.
func TestHasDarkAreasRules(t *testing.T) {
	img := bannerPage(false)
	for y := 0; y < 300; y += 10 {
		for x := range 400 {
			img.Pix[y*img.Stride+x] = 0
		}
	}
	if hasDarkAreas(img) {
		t.Error("hasDarkAreas(ruled form) = true, want false")
	}
}
