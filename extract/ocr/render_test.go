package ocr

import (
	"image"
	"image/draw"
	"os"
	"testing"

	"github.com/docextract/docextract/extract/layout"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

const (
	testFont = "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf"
	monoFont = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
	// thaiFont has Thai glyphs (fonts-freefont-ttf).
	thaiFont = "/usr/share/fonts/truetype/freefont/FreeSerif.ttf"
)

// renderLines draws lines of text in black on white at size points and dpi,
// one line per baseline, starting one inch from the top left.
func renderLines(t testing.TB, w, h int, dpi, size float64, lines []string) *image.Gray {
	t.Helper()
	return renderFont(t, testFont, w, h, dpi, size, lines)
}

// renderFont is renderLines in the font of file path.
func renderFont(t testing.TB, path string, w, h int, dpi, size float64, lines []string) *image.Gray {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Skipf("font not installed: %v", err)
	}
	f, err := opentype.Parse(data)
	if err != nil {
		t.Fatalf("opentype.Parse: %v", err)
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: dpi, Hinting: font.HintingFull})
	if err != nil {
		t.Fatalf("opentype.NewFace: %v", err)
	}
	defer face.Close()
	img := image.NewGray(image.Rect(0, 0, w, h))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	d := &font.Drawer{Dst: img, Src: image.Black, Face: face}
	margin := int(dpi / 2)
	step := int(size * dpi / 72 * 1.5)
	for i, l := range lines {
		d.Dot = fixed.P(margin, margin+step*(i+1))
		d.DrawString(l)
	}
	return img
}

type layoutLine = layout.Line

// renderMono draws one line in a monospaced face, 10 pt at 300 DPI as an
// MRZ on a passport. (golang.org/x/image draws the OCR-B fonts without '<'.)
func renderMono(t testing.TB, line string) *image.Gray {
	t.Helper()
	data, err := os.ReadFile(monoFont)
	if err != nil {
		t.Skipf("font not installed: %v", err)
	}
	f, err := opentype.Parse(data)
	if err != nil {
		t.Fatalf("opentype.Parse: %v", err)
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: 10, DPI: 300, Hinting: font.HintingFull})
	if err != nil {
		t.Fatalf("opentype.NewFace: %v", err)
	}
	defer face.Close()
	img := image.NewGray(image.Rect(0, 0, 1800, 120))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	d := &font.Drawer{Dst: img, Src: image.Black, Face: face, Dot: fixed.P(40, 80)}
	d.DrawString(line)
	return img
}

// rotateCW returns img turned clockwise by deg (a multiple of 90).
func rotateCW(img *image.Gray, deg int) *image.Gray {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	var out *image.Gray
	switch deg {
	case 90, 270:
		out = image.NewGray(image.Rect(0, 0, h, w))
	default:
		out = image.NewGray(image.Rect(0, 0, w, h))
	}
	for y := range h {
		for x := range w {
			v := img.Pix[img.PixOffset(b.Min.X+x, b.Min.Y+y)]
			switch deg {
			case 90:
				out.Pix[x*out.Stride+(h-1-y)] = v
			case 180:
				out.Pix[(h-1-y)*out.Stride+(w-1-x)] = v
			case 270:
				out.Pix[(w-1-x)*out.Stride+y] = v
			default:
				out.Pix[y*out.Stride+x] = v
			}
		}
	}
	return out
}
