package docgen

import (
	"image"
	"image/color"
	"math"
	"math/rand/v2"
)

// Photos of paper slips: a till receipt photographed on a table, held at
// an angle, its paper curled so that its lines bend, shaded where it
// curls away from the light.

// Photo records how a slip was photographed.
type Photo struct {
	AngleDeg float64 `json:"angle_deg"` // the slip's turn on the table
	Curl     float64 `json:"curl"`      // the bend of its lines, as a share of its width
	Margin   float64 `json:"margin"`    // the table around it, as a share of its size
}

// drawPhoto draws how to photograph a slip.
func drawPhoto(r *rand.Rand) Photo {
	a := 2 + r.Float64()*10
	if r.IntN(2) == 0 {
		a = -a
	}
	return Photo{AngleDeg: round2(a), Curl: round2(0.004 + r.Float64()*0.016), Margin: round2(0.12 + r.Float64()*0.2)}
}

// tables are the surfaces slips lie on: wood, a grey desk, a dark counter.
var tables = []color.RGBA{rgb(150, 111, 74), rgb(120, 122, 126), rgb(60, 58, 55), rgb(196, 186, 170)}

// photograph places the rendered slip on a table: curled (each row's
// pixels shifted sideways along a sine of its height, shaded at the
// edges), turned by the photo's angle, with the table around it.
func photograph(slip *image.RGBA, ph Photo, r *rand.Rand) *image.RGBA {
	b := slip.Bounds()
	w, h := b.Dx(), b.Dy()
	m := int(ph.Margin * float64(max(w, h)))
	W, H := w+2*m, h+2*m
	out := image.NewRGBA(image.Rect(0, 0, W, H))
	bg := tables[r.IntN(len(tables))]
	for i := 0; i < len(out.Pix); i += 4 {
		n := uint8(r.IntN(9))
		out.Pix[i], out.Pix[i+1], out.Pix[i+2], out.Pix[i+3] = bg.R-min(bg.R, n), bg.G-min(bg.G, n), bg.B-min(bg.B, n), 255
	}
	a := ph.AngleDeg * math.Pi / 180
	cos, sin := math.Cos(a), math.Sin(a)
	cx, cy := float64(W)/2, float64(H)/2
	amp := ph.Curl * float64(w)
	for y := 0; y < H; y++ {
		for x := 0; x < W; x++ {
			// The slip's pixel under this one, turned back and uncurled.
			dx, dy := float64(x)-cx, float64(y)-cy
			sx := dx*cos + dy*sin + float64(w)/2
			sy := -dx*sin + dy*cos + float64(h)/2
			sx -= amp * math.Sin(math.Pi*sy/float64(h))
			ix, iy := int(sx), int(sy)
			if ix < 0 || iy < 0 || ix >= w || iy >= h {
				continue
			}
			o := slip.PixOffset(ix, iy)
			// The paper darkens towards its curled edges.
			edge := math.Abs(sx/float64(w)-0.5) * 2
			shade := 1 - 0.12*edge*edge
			p := out.PixOffset(x, y)
			for k := 0; k < 3; k++ {
				out.Pix[p+k] = uint8(float64(slip.Pix[o+k]) * shade)
			}
		}
	}
	return out
}
