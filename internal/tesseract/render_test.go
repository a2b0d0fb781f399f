package tesseract

import (
	"fmt"
	"image"
	"image/draw"
	"os"
	"testing"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

const testFont = "/usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf"

// thaiFont is a font of the test fonts (fonts-freefont-ttf) that has Thai
// glyphs.
const thaiFont = "/usr/share/fonts/truetype/freefont/FreeSerif.ttf"

// render draws lines of text in black on white at size points and dpi, one
// line per baseline, from half an inch off the top left corner.
func render(t testing.TB, w, h int, dpi, size float64, lines []string) *image.Gray {
	t.Helper()
	return renderFont(t, testFont, w, h, dpi, size, lines)
}

// renderFont is render in the font of file path.
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

// page is an A4-shaped page of n numbered lines of ordinary words.
func page(t testing.TB, w, h int, dpi, size float64, n int) *image.Gray {
	lines := make([]string, n)
	for i := range lines {
		lines[i] = fmt.Sprintf("Line %d of a statement: the amount due is payable within thirty days.", i+1)
	}
	return render(t, w, h, dpi, size, lines)
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
