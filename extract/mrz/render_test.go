package mrz

import (
	"image"
	"image/color"
	"image/draw"
	"math"
	"os"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

const (
	ocrbFont   = "/usr/share/fonts/opentype/ocr-b/OCRBS.otf"
	dejavuFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
)

// loadFace opens a font at size points for dpi, skipping the test when the
// font is not installed.
func loadFace(t testing.TB, path string, size, dpi float64) font.Face {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Skipf("font %s: %v", path, err)
	}
	f, err := opentype.Parse(data)
	if err != nil {
		t.Fatalf("parse %s: %v", path, err)
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: dpi, Hinting: font.HintingNone})
	if err != nil {
		t.Fatalf("face %s: %v", path, err)
	}
	return face
}

// a4 returns a white A4 page at dpi.
func a4(dpi float64) *image.Gray {
	g := image.NewGray(image.Rect(0, 0, int(8.27*dpi), int(11.69*dpi)))
	for i := range g.Pix {
		g.Pix[i] = 255
	}
	return g
}

// drawLines draws lines with face, the first baseline at (x, y) in pixels,
// lineGap pixels apart, and returns the box they cover.
func drawLines(g *image.Gray, face font.Face, lines []string, x, y, lineGap int) image.Rectangle {
	d := font.Drawer{Dst: g, Src: image.Black, Face: face}
	var box image.Rectangle
	for i, l := range lines {
		d.Dot = fixed.P(x, y+i*lineGap)
		b, _ := d.BoundString(l)
		box = box.Union(image.Rect(b.Min.X.Floor(), b.Min.Y.Floor(), b.Max.X.Ceil(), b.Max.Y.Ceil()))
		d.DrawString(l)
	}
	return box
}

// rotate turns g by deg degrees around its centre (white outside).
func rotate(g *image.Gray, deg float64) *image.Gray {
	out := image.NewGray(g.Rect)
	w, h := g.Rect.Dx(), g.Rect.Dy()
	cx, cy := float64(w)/2, float64(h)/2
	s, c := math.Sincos(deg * math.Pi / 180)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			fx, fy := float64(x)+0.5-cx, float64(y)+0.5-cy
			sx, sy := c*fx+s*fy+cx, -s*fx+c*fy+cy
			out.Pix[y*out.Stride+x] = bilinear(g, sx-0.5, sy-0.5)
		}
	}
	return out
}

// rotatePoint maps a point of g through rotate(g, deg).
func rotatePoint(g *image.Gray, p image.Point, deg float64) image.Point {
	cx, cy := float64(g.Rect.Dx())/2, float64(g.Rect.Dy())/2
	s, c := math.Sincos(deg * math.Pi / 180)
	fx, fy := float64(p.X)-cx, float64(p.Y)-cy
	return image.Pt(int(c*fx-s*fy+cx), int(s*fx+c*fy+cy))
}

func rotateRect(g *image.Gray, r image.Rectangle, deg float64) image.Rectangle {
	var out image.Rectangle
	for _, p := range []image.Point{r.Min, {r.Max.X, r.Min.Y}, {r.Min.X, r.Max.Y}, r.Max} {
		q := rotatePoint(g, p, deg)
		out = out.Union(image.Rectangle{q, q.Add(image.Pt(1, 1))})
	}
	return out
}

func fill(g *image.Gray, r image.Rectangle, v uint8) {
	draw.Draw(g, r, &image.Uniform{C: colorGray(v)}, image.Point{}, draw.Src)
}

func colorGray(v uint8) color.Gray { return color.Gray{Y: v} }
