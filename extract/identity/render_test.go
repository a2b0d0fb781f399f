package identity

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/go-pdf/fpdf"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/docextract/docextract/extract/mrz"
)

const (
	ocrbFont   = "/usr/share/fonts/opentype/ocr-b/OCRBS.otf"
	dejavuFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
)

// face opens a font at size points for dpi, skipping the test when the font
// is not installed.
func face(t testing.TB, path string, size, dpi float64) font.Face {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Skipf("font %s: %v", path, err)
	}
	f, err := opentype.Parse(data)
	if err != nil {
		t.Fatalf("parse %s: %v", path, err)
	}
	fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: dpi, Hinting: font.HintingFull})
	if err != nil {
		t.Fatalf("face %s: %v", path, err)
	}
	return fc
}

// td3 builds the two lines of a passport MRZ with correct check digits.
func td3(state, surname, given, number, nat, birth, sex, expiry string) []string {
	pad := func(s string, n int) string { return s + strings.Repeat("<", n-len(s)) }
	cd := func(s string) string { return fmt.Sprint(mrz.CheckDigit(s)) }
	l1 := pad("P<"+state+strings.ReplaceAll(surname, " ", "<")+"<<"+strings.ReplaceAll(given, " ", "<"), 44)
	num := pad(number, 9)
	opt := pad("", 14)
	l2 := num + cd(num) + nat + birth + cd(birth) + sex + expiry + cd(expiry) + opt + cd(opt)
	l2 += cd(num + cd(num) + birth + cd(birth) + expiry + cd(expiry) + opt + cd(opt))
	return []string{l1, l2}
}

// passportData is the data page rendered by renderPassport.
type passportData struct {
	zone [][2]string // label, value
	mrz  []string
}

// renderPassport draws a passport data page at 300 DPI: a title, labelled
// values in DejaVu, each label above its value, and the MRZ in OCR-B.
func renderPassport(t testing.TB, d passportData) *image.Gray {
	t.Helper()
	const dpi = 300
	img := image.NewGray(image.Rect(0, 0, 1500, 1060))
	draw.Draw(img, img.Rect, image.White, image.Point{}, draw.Src)
	label, value, title := face(t, dejavuFont, 7, dpi), face(t, dejavuFont, 10, dpi), face(t, dejavuFont, 13, dpi)
	ocrb := face(t, ocrbFont, 10.5, dpi)
	write := func(f font.Face, x, y int, s string) {
		(&font.Drawer{Dst: img, Src: image.Black, Face: f, Dot: fixed.P(x, y)}).DrawString(s)
	}
	write(title, 420, 80, "PASSPORT / REISEPASS")
	y := 160
	for _, kv := range d.zone {
		write(label, 420, y, kv[0])
		write(value, 420, y+50, kv[1])
		y += 105
	}
	for i, l := range d.mrz {
		write(ocrb, 60, 920+i*70, l)
	}
	return img
}

// onTable returns img lying on a grey table, turned deg degrees
// counter-clockwise: a phone photo held askew.
func onTable(img *image.Gray, deg float64) *image.Gray {
	w, h := float64(img.Rect.Dx()), float64(img.Rect.Dy())
	sin, cos := math.Sincos(deg * math.Pi / 180)
	side := int(math.Hypot(w, h)) + 40
	out := image.NewGray(image.Rect(0, 0, side, side))
	c := float64(side) / 2
	for y := range side {
		for x := range side {
			dx, dy := float64(x)-c, float64(y)-c
			sx, sy := int(dx*cos-dy*sin+w/2), int(dx*sin+dy*cos+h/2)
			v := uint8(120)
			if sx >= 0 && sy >= 0 && sx < img.Rect.Dx() && sy < img.Rect.Dy() {
				v = img.Pix[sy*img.Stride+sx]
			}
			out.Pix[y*out.Stride+x] = v
		}
	}
	return out
}

func pngBytes(t testing.TB, img image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// textPDF writes lines in Helvetica (Courier for lines starting with an MRZ
// document code) as a one-page text-layer PDF.
func textPDF(t testing.TB, lines []string) []byte {
	t.Helper()
	pdf := fpdf.New("P", "pt", "A4", "")
	pdf.AddPage()
	for i, l := range lines {
		if strings.Contains(l, "<<") {
			pdf.SetFont("Courier", "", 11)
		} else {
			pdf.SetFont("Helvetica", "", 11)
		}
		pdf.Text(60, float64(80+22*i), l)
	}
	var b bytes.Buffer
	if err := pdf.Output(&b); err != nil {
		t.Fatalf("fpdf: %v", err)
	}
	return b.Bytes()
}
