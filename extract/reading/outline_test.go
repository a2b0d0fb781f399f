package reading

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

func TestEnclosed(t *testing.T) {
	// Black on white: a frame along the image's edge, a ring enclosing 10
	// by 10 pixels, a ring enclosing 2 by 2 (a printed letter's counter)
	// and a ring open on one side.
	img := image.NewGray(image.Rect(0, 0, 60, 40))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	ring := func(x0, y0, x1, y1 int, open bool) {
		for y := y0; y <= y1; y++ {
			for x := x0; x <= x1; x++ {
				edge := x == x0 || x == x1 || y == y0 || y == y1
				if edge && !(open && x == x1 && y > y0 && y < y1) {
					img.Pix[y*img.Stride+x] = 0
				}
			}
		}
	}
	ring(0, 0, 59, 39, false)
	ring(5, 5, 16, 16, false)
	ring(20, 5, 23, 8, false)
	ring(30, 5, 41, 16, true)
	got, n := enclosed(img, 30, 500)
	var boxes []image.Rectangle
	eachComponent(got, false, func(region []int) {
		var r image.Rectangle
		for _, p := range region {
			r = r.Union(image.Rect(p%60, p/60, p%60+1, p/60+1))
		}
		boxes = append(boxes, r)
	})
	if diff := cmp.Diff([]image.Rectangle{image.Rect(6, 6, 16, 16)}, boxes); diff != "" || n != 1 {
		t.Errorf("enclosed: %d regions, boxes mismatch (-want +got):\n%s", n, diff)
	}
}

// outlinedPage draws a card-sized page of print with the word stamped
// across it at deg degrees (counter-clockwise) in letters' outlines only,
// of grey tone ink, as published specimens print it.
func outlinedPage(t *testing.T, word string, deg float64, ink uint8) *image.Gray {
	t.Helper()
	face := func(path string, size float64) font.Face {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Skipf("font not installed: %v", err)
		}
		f, err := opentype.Parse(data)
		if err != nil {
			t.Fatalf("opentype.Parse: %v", err)
		}
		fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingFull})
		if err != nil {
			t.Fatalf("opentype.NewFace: %v", err)
		}
		return fc
	}
	page := image.NewGray(image.Rect(0, 0, 1100, 760))
	draw.Draw(page, page.Bounds(), &image.Uniform{C: color.Gray{Y: 236}}, image.Point{}, draw.Src)
	print := face(testFont, 22)
	defer print.Close()
	d := &font.Drawer{Dst: page, Src: image.Black, Face: print}
	for i, l := range []string{"Surname / Nom", "EXAMPLE HOLDER", "Given names / Prénoms", "MARIA LUISA",
		"Date of birth / Date de naissance", "12 MAR 1984", "Place of birth", "LISBOA", "Date of expiry", "03 JUN 2031"} {
		d.Dot = fixed.P(330, 90+i*60)
		d.DrawString(l)
	}
	// The word, filled, on its own canvas; its outline is every filled
	// pixel within three pixels of the paper.
	stamp := face("/usr/share/fonts/truetype/liberation2/LiberationSans-Bold.ttf", 130)
	defer stamp.Close()
	fill := image.NewGray(image.Rect(0, 0, 900, 200))
	draw.Draw(fill, fill.Bounds(), image.White, image.Point{}, draw.Src)
	sd := &font.Drawer{Dst: fill, Src: image.Black, Face: stamp}
	sd.Dot = fixed.P(20, 160)
	sd.DrawString(word)
	for i, v := range fill.Pix {
		if v < 128 {
			fill.Pix[i] = 0
		} else {
			fill.Pix[i] = 255
		}
	}
	inner := spread(fill, 3, 255)
	outline := rotate(fill, -deg)
	innerTurned := rotate(inner, -deg)
	ox, oy := (page.Rect.Dx()-outline.Rect.Dx())/2, (page.Rect.Dy()-outline.Rect.Dy())/2
	for y := range outline.Rect.Dy() {
		for x := range outline.Rect.Dx() {
			if outline.Pix[y*outline.Stride+x] < 128 && innerTurned.Pix[y*innerTurned.Stride+x] >= 128 {
				if px, py := x+ox, y+oy; image.Pt(px, py).In(page.Rect) {
					page.Pix[py*page.Stride+px] = min(page.Pix[py*page.Stride+px], ink)
				}
			}
		}
	}
	return page
}

// TestFindOverprintOutlined: a stamp printed as its letters' outlines,
// slanted (the Canadian passport specimen's red SPECIMENs, PRADO
// specimens' outlined MUSTER), is found by the bodies its outlines
// enclose and read from them filled.
func TestFindOverprintOutlined(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR")
	}
	tests := []struct {
		word string
		deg  float64
		ink  uint8
	}{
		{"MUSTER", 30, 110},
		{"SPECIMEN", 28, 90},
		{"MUESTRA", -32, 120},
	}
	r := NewReader(Options{OCR: testPool(t)})
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s at %.0f", tt.word, tt.deg), func(t *testing.T) {
			doc, err := r.Read(context.Background(), encodePNG(t, outlinedPage(t, tt.word, tt.deg, tt.ink)))
			if err != nil {
				t.Fatalf("Read: %v", err)
			}
			marks, err := r.FindOverprint(context.Background(), doc)
			if err != nil {
				t.Fatalf("FindOverprint: %v", err)
			}
			if diff := cmp.Diff([]string{tt.word}, marks); diff != "" {
				t.Errorf("FindOverprint mismatch (-want +got):\n%s", diff)
			}
		})
	}
}
