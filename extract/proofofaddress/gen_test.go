package proofofaddress

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

const testFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

// item is one run of text on a generated A4 page: its left edge and
// baseline in points, its size in points.
type item struct {
	x, y, size float64
	text       string
}

// makePDF writes items on one A4 text-layer page.
func makePDF(t testing.TB, items []item) []byte {
	t.Helper()
	ttf, err := os.ReadFile(testFont)
	if err != nil {
		t.Skipf("font not installed: %v", err)
	}
	pdf := fpdf.New("P", "pt", "A4", "")
	pdf.AddUTF8FontFromBytes("dejavu", "", ttf)
	pdf.AddPage()
	for _, it := range items {
		pdf.SetFont("dejavu", "", it.size)
		pdf.Text(it.x, it.y, it.text)
	}
	var b bytes.Buffer
	if err := pdf.Output(&b); err != nil {
		t.Fatalf("fpdf Output: %v", err)
	}
	return b.Bytes()
}

// makePNG renders items on an A4 page image at dpi.
func makePNG(t testing.TB, items []item, dpi float64) []byte {
	t.Helper()
	data, err := os.ReadFile(testFont)
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
		face, ok := faces[it.size]
		if !ok {
			face, err = opentype.NewFace(f, &opentype.FaceOptions{Size: it.size, DPI: dpi, Hinting: font.HintingFull})
			if err != nil {
				t.Fatalf("opentype.NewFace: %v", err)
			}
			defer face.Close()
			faces[it.size] = face
		}
		d := &font.Drawer{Dst: img, Src: image.Black, Face: face, Dot: fixed.P(int(it.x*k), int(it.y*k))}
		d.DrawString(it.text)
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatalf("png.Encode: %v", err)
	}
	return b.Bytes()
}
