package mrz

import (
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var td3Lines = []string{
	"P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
	"L898902C36UTO7408122F1204159ZE184226B<<<<<10",
}

var td1Lines = []string{
	"I<UTOD231458907ABC<<<<<<<<<<<<",
	"7408122F1204159UTO<<<<<<<<<<<1",
	"ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
}

// mrzPage draws lines in OCR-B at the bottom of an A4 page at dpi, with a
// few lines of ordinary text above, and returns the page and the MRZ box.
func mrzPage(t testing.TB, dpi float64, lines []string) (*image.Gray, image.Rectangle) {
	g := a4(dpi)
	ocrb := loadFace(t, ocrbFont, 10, dpi)
	text := loadFace(t, dejavuFont, 10, dpi)
	px := func(mm float64) int { return int(mm / 25.4 * dpi) }
	drawLines(g, text, []string{
		"PASSPORT / PASSEPORT        Type P     Code UTO",
		"Surname: ERIKSSON   Given names: ANNA MARIA",
		"Date of birth: 12 AUG 74   Place of birth: ZENITH",
	}, px(20), px(150), px(7))
	box := drawLines(g, ocrb, lines, px(20), px(230), px(4.23))
	return g, box
}

func TestLocateRendered(t *testing.T) {
	tests := []struct {
		name  string
		dpi   float64
		lines []string
		deg   float64
	}{
		{"td3 300dpi", 300, td3Lines, 0},
		{"td3 200dpi", 200, td3Lines, 0},
		{"td1 300dpi", 300, td1Lines, 0},
		{"td3 300dpi 2deg", 300, td3Lines, 2},
		{"td1 200dpi -2deg", 200, td1Lines, -2},
		{"td3 300dpi 180deg", 300, td3Lines, 180},
		{"td1 200dpi 180deg", 200, td1Lines, 180},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, box := mrzPage(t, tt.dpi, tt.lines)
			if tt.deg != 0 {
				g = rotate(g, tt.deg)
				box = rotateRect(g, box, tt.deg)
			}
			band, ok := Locate(g)
			if !ok {
				t.Fatalf("Locate: no band")
			}
			if os.Getenv("MRZ_DUMP") != "" {
				for i, l := range band.Lines {
					f, _ := os.Create(filepath.Join(os.TempDir(), tt.name+string(rune('0'+i))+".png"))
					png.Encode(f, l)
					f.Close()
				}
			}
			checkBand(t, band, box, len(tt.lines), len(tt.lines[0]), tt.deg)
		})
	}
}

// checkBand asserts that band covers the drawn box, and its line count,
// glyph counts, orientation and skew.
func checkBand(t *testing.T, band Band, box image.Rectangle, lines, chars int, deg float64) {
	t.Helper()
	in := band.Box.Intersect(box)
	if in.Dx()*in.Dy()*10 < box.Dx()*box.Dy()*9 || band.Box.Dx()*band.Box.Dy() > 2*box.Dx()*box.Dy() {
		t.Errorf("Box = %v, want about %v", band.Box, box)
	}
	if len(band.Lines) != lines {
		t.Fatalf("%d lines, want %d", len(band.Lines), lines)
	}
	for i, n := range band.Chars {
		if n < chars-1 || n > chars+1 {
			t.Errorf("Chars[%d] = %d, want %d", i, n, chars)
		}
	}
	if rot := deg == 180; band.Rotated180 != rot {
		t.Errorf("Rotated180 = %v, want %v", band.Rotated180, rot)
	}
	skew := deg
	if deg == 180 {
		skew = 0
	}
	if math.Abs(band.Skew-skew) > 0.5 {
		t.Errorf("Skew = %.2f, want %.1f", band.Skew, skew)
	}
	for i, l := range band.Lines {
		if l.Rect.Dy() != GlyphHeight*3/2 {
			t.Errorf("line %d height %d, want %d", i, l.Rect.Dy(), GlyphHeight*3/2)
		}
	}
}

func TestLocateNoMRZ(t *testing.T) {
	dpi := 300.0
	g := a4(dpi)
	text := loadFace(t, dejavuFont, 10, dpi)
	var lines []string
	for i := 0; i < 40; i++ {
		lines = append(lines, fmt.Sprintf("Line %d of an ordinary letter: INVOICE NUMBER 2024-%04d, TOTAL DUE EUR %d.00", i, i*37, i*113))
	}
	drawLines(g, text, lines, 200, 300, 60)
	drawLines(g, text, []string{"ACCOUNT 12345678 SORT CODE 00-11-22 IBAN GB00 1234 5678 9012", "REFERENCE ABCDEFGHIJ 0123456789 PAYABLE ON RECEIPT OF THIS"}, 200, 2900, 60)
	if band, ok := Locate(g); ok {
		t.Errorf("Locate found a band at %v on a page without MRZ", band.Box)
	}
	if _, ok := Locate(a4(100)); ok {
		t.Errorf("Locate found a band on a blank page")
	}
}

// A two-sided ID card: the front (text) and the back (TD1 MRZ) side by side.
func TestLocateTwoSidedCard(t *testing.T) {
	dpi := 300.0
	px := func(mm float64) int { return int(mm / 25.4 * dpi) }
	g := image.NewGray(image.Rect(0, 0, px(200), px(70)))
	fill(g, g.Rect, 255)
	fill(g, image.Rect(px(5), px(8), px(91), px(62)), 230)    // front
	fill(g, image.Rect(px(105), px(8), px(191), px(62)), 230) // back
	text := loadFace(t, dejavuFont, 8, dpi)
	drawLines(g, text, []string{"IDENTITY CARD / CARTE D'IDENTITE", "Surname ERIKSSON", "Given names ANNA MARIA", "Date of birth 12.08.1974"}, px(10), px(18), px(6))
	box := drawLines(g, loadFace(t, ocrbFont, 10, dpi), td1Lines, px(108), px(43), px(4.23))
	band, ok := Locate(g)
	if !ok {
		t.Fatal("Locate: no band")
	}
	checkBand(t, band, box, 3, 30, 0)
}

// TestLocateMarkAcrossLine: a stamp's mark over the first line, twice a
// glyph's height, starting between two glyphs and reaching the next one
// (a bracket around the fourth glyph). Linked to its neighbours first come,
// first served, the glyphs after it chained as two lines of every other
// glyph and the band was lost.
func TestLocateMarkAcrossLine(t *testing.T) {
	for _, deg := range []float64{0, 2.5, -2.5} {
		t.Run(fmt.Sprint(deg), func(t *testing.T) {
			g, box := mrzPage(t, 200, td3Lines)
			pitch := float64(box.Dx()) / 44
			capH := float64(box.Dy()) / 3
			left, right := box.Min.X+int(3*pitch)-1, box.Min.X+int(5*pitch)-2
			top, bottom := box.Min.Y+int(capH/2-capH), box.Min.Y+int(capH/2+capH)
			fill(g, image.Rect(left, top, left+3, bottom), 0)
			fill(g, image.Rect(left, top, right, top+3), 0)
			fill(g, image.Rect(left, bottom-3, right, bottom), 0)
			if deg != 0 {
				g = rotate(g, deg)
				box = rotateRect(g, box, deg)
			}
			band, ok := Locate(g)
			if !ok {
				t.Fatal("Locate: no band")
			}
			checkBand(t, band, box, 2, 44, deg)
		})
	}
}

func BenchmarkLocate(b *testing.B) {
	g, _ := mrzPage(b, 300, td3Lines)
	b.ResetTimer()
	for b.Loop() {
		if _, ok := Locate(g); !ok {
			b.Fatal("no band")
		}
	}
}

// TestBandTurned: a band turned back is the band located on the page turned
// by 180°: the same strips in the same order, and turning twice is no turn.
func TestBandTurned(t *testing.T) {
	g, _ := mrzPage(t, 300, td3Lines)
	upright, ok := Locate(g)
	if !ok {
		t.Fatal("Locate: no band")
	}
	turned := upright.Turned()
	if !turned.Rotated180 {
		t.Errorf("Turned().Rotated180 = false, want true")
	}
	reversed := slices.Clone(turned.Chars)
	slices.Reverse(reversed)
	if diff := cmp.Diff(upright.Chars, reversed); diff != "" {
		t.Errorf("Turned().Chars mismatch (-want +got):\n%s", diff)
	}
	back := turned.Turned()
	if diff := cmp.Diff(upright, back); diff != "" {
		t.Errorf("Turned().Turned() mismatch (-want +got):\n%s", diff)
	}
	// The first strip of the turned band is the last line upside down.
	last, first := upright.Lines[len(upright.Lines)-1], turned.Lines[0]
	w, h := last.Rect.Dx(), last.Rect.Dy()
	if first.Rect.Dx() != w || first.Rect.Dy() != h {
		t.Fatalf("strip size %v, want %dx%d", first.Rect, w, h)
	}
	for _, p := range [][2]int{{0, 0}, {w / 3, h / 2}, {w - 1, h - 1}} {
		if a, b := last.GrayAt(p[0], p[1]), first.GrayAt(w-1-p[0], h-1-p[1]); a != b {
			t.Errorf("pixel %v = %v, turned %v", p, a, b)
		}
	}
}
