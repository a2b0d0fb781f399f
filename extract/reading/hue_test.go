package reading

import (
	"image"
	"image/color"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestHueStamps: on a pale blue card, a row of small pink letters (a
// letter-spaced SPÉCIMEN, PRADO FRA-BO-05001) is the red separation's one
// word, cropped and scaled to a reading height; a solid red flag, black
// print and the blue paper are not; a card without pink has none.
func TestHueStamps(t *testing.T) {
	card := func(pink bool) *image.RGBA {
		img := image.NewRGBA(image.Rect(0, 0, 640, 400))
		fill := func(r image.Rectangle, c color.RGBA) {
			for y := r.Min.Y; y < r.Max.Y; y++ {
				for x := r.Min.X; x < r.Max.X; x++ {
					img.SetRGBA(x, y, c)
				}
			}
		}
		fill(img.Rect, color.RGBA{205, 222, 240, 255})
		fill(image.Rect(20, 20, 60, 50), color.RGBA{220, 30, 40, 255}) // the flag
		for i := range 6 {                                             // black print
			fill(image.Rect(100+20*i, 300, 110+20*i, 314), color.RGBA{25, 25, 30, 255})
		}
		if pink {
			for i := range 8 { // letters 12 px tall, 3 px strokes, spaced
				x := 400 + 14*i
				fill(image.Rect(x, 100, x+3, 112), color.RGBA{215, 120, 150, 255})
				fill(image.Rect(x, 100, x+8, 103), color.RGBA{215, 120, 150, 255})
			}
		}
		return img
	}
	type got struct {
		Rows   int
		Height int // of the first row's image
	}
	tests := []struct {
		name string
		pink bool
		want got
	}{
		{"pink letters", true, got{Rows: 1, Height: 56}}, // 12 px letters and 6 px margins, scaled 28/12
		{"no pink", false, got{}},
	}
	for _, tt := range tests {
		maps := chromaMap(card(tt.pink), chromaSide)
		rows := hueStamps(maps.hues[0])
		g := got{Rows: len(rows)}
		if len(rows) > 0 {
			g.Height = rows[0].Rect.Dy()
		}
		if diff := cmp.Diff(tt.want, g); diff != "" {
			t.Errorf("%s: hueStamps mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}
