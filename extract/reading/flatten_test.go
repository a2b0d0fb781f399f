package reading

import (
	"image"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestFlattenBackground: paper darkening across a page and a form's grey
// cell turn white; print on either stays black.
func TestFlattenBackground(t *testing.T) {
	const w, h = 400, 300
	img := image.NewGray(image.Rect(0, 0, w, h))
	paper := func(x, y int) float64 {
		v := 150 + 100*float64(x)/w // darker to the left, as a photo's shading
		if x >= 200 && x < 360 && y >= 100 && y < 260 {
			v *= 0.85 // a shaded cell, larger than the blur
		}
		return v
	}
	for y := range h {
		for x := range w {
			img.Pix[y*img.Stride+x] = uint8(paper(x, y))
		}
	}
	ink := map[image.Point]bool{}
	for _, at := range []image.Point{{100, 50}, {280, 180}} { // a stroke on paper, one in the cell
		for dy := range 3 {
			for dx := range 12 {
				p := at.Add(image.Pt(dx, dy))
				ink[p] = true
				img.Pix[p.Y*img.Stride+p.X] = uint8(0.3 * paper(p.X, p.Y))
			}
		}
	}
	out := FlattenBackground(img)
	if d := cmp.Diff(img.Bounds(), out.Bounds()); d != "" {
		t.Fatalf("bounds (-want +got):\n%s", d)
	}
	type px struct {
		At   image.Point
		Dark bool
	}
	var want, got []px
	for _, p := range []image.Point{{100, 51}, {106, 51}, {281, 181}, {60, 200}, {150, 20}, {300, 140}, {250, 230}} {
		want = append(want, px{p, ink[p]})
		got = append(got, px{p, out.GrayAt(p.X, p.Y).Y < 64})
		if v := out.GrayAt(p.X, p.Y).Y; !ink[p] && v < 200 {
			t.Errorf("paper at %v is %d, want white", p, v)
		}
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("FlattenBackground: dark pixels (-want +got):\n%s", d)
	}
	if e := FlattenBackground(image.NewGray(image.Rect(0, 0, 0, 0))); !e.Bounds().Empty() {
		t.Errorf("an empty image flattened to %v", e.Bounds())
	}
}
