package testpage

import (
	"bytes"
	"image"
	"image/draw"
	"image/png"
	"os"
	"testing"

	"github.com/go-pdf/fpdf"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Font is the TrueType font the pages are drawn in.
const Font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

// Item is one run of text: its left edge and baseline in points from the
// page's top-left corner, and its size in points.
type Item struct {
	X, Y, Size float64
	Text       string
}

// PDF writes items on one A4 page with a text layer. The test is skipped
// when the font is not installed.
func PDF(t testing.TB, items []Item) []byte {
	t.Helper()
	ttf, err := os.ReadFile(Font)
	if err != nil {
		t.Skipf("font not installed: %v", err)
	}
	pdf := fpdf.New("P", "pt", "A4", "")
	pdf.AddUTF8FontFromBytes("dejavu", "", ttf)
	pdf.AddPage()
	for _, it := range items {
		pdf.SetFont("dejavu", "", it.Size)
		pdf.Text(it.X, it.Y, it.Text)
	}
	var b bytes.Buffer
	if err := pdf.Output(&b); err != nil {
		t.Fatalf("fpdf Output: %v", err)
	}
	return b.Bytes()
}

// PNG draws items on an A4 page image at dpi, black on white.
func PNG(t testing.TB, items []Item, dpi float64) []byte {
	t.Helper()
	data, err := os.ReadFile(Font)
	if err != nil {
		t.Skipf("font not installed: %v", err)
	}
	f, err := opentype.Parse(data)
	if err != nil {
		t.Fatalf("opentype.Parse: %v", err)
	}
	k := dpi / 72
	img := image.NewGray(image.Rect(0, 0, int(595*k), int(842*k)))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	faces := map[float64]font.Face{}
	for _, it := range items {
		face, ok := faces[it.Size]
		if !ok {
			face, err = opentype.NewFace(f, &opentype.FaceOptions{Size: it.Size, DPI: dpi, Hinting: font.HintingFull})
			if err != nil {
				t.Fatalf("opentype.NewFace: %v", err)
			}
			defer face.Close()
			faces[it.Size] = face
		}
		d := &font.Drawer{Dst: img, Src: image.Black, Face: face, Dot: fixed.P(int(it.X*k), int(it.Y*k))}
		d.DrawString(it.Text)
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatalf("png.Encode: %v", err)
	}
	return b.Bytes()
}
