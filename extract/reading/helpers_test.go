package reading

import (
	"bytes"
	"context"
	"encoding/binary"
	"image"
	"image/draw"
	"image/png"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/agnivade/levenshtein"
	"github.com/go-pdf/fpdf"
	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/ocr"
)

const testFont = "/usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf"

// testText is the body of the rendered test page.
var testText = []string{
	"Dear Ms Johnson,",
	"Thank you for your letter of 12 March 2024 about the account",
	"ending 4471. We have reviewed the statement you enclosed and",
	"agree that the charge of GBP 38.50 dated 3 February was made",
	"in error. The amount will be refunded within five working days.",
	"Your new balance will be shown on the next monthly statement,",
	"which we expect to send on or before the first of April.",
	"If you have any further questions about this or any other",
	"matter, please call our customer team on 0800 123 4567 or",
	"write to us at 21 Harbour Street, Bristol BS1 4QA.",
	"Yours sincerely,",
	"Margaret Ellis, Customer Relations Manager",
}

// renderPage draws lines in 12-point serif on an A4 page at dpi.
func renderPage(t testing.TB, dpi float64, lines []string) *image.Gray {
	t.Helper()
	data, err := os.ReadFile(testFont)
	if err != nil {
		t.Skipf("font not installed: %v", err)
	}
	f, err := opentype.Parse(data)
	if err != nil {
		t.Fatalf("opentype.Parse: %v", err)
	}
	face, err := opentype.NewFace(f, &opentype.FaceOptions{Size: 12, DPI: dpi, Hinting: font.HintingFull})
	if err != nil {
		t.Fatalf("opentype.NewFace: %v", err)
	}
	defer face.Close()
	img := image.NewGray(image.Rect(0, 0, int(8.27*dpi), int(11.69*dpi)))
	draw.Draw(img, img.Bounds(), image.White, image.Point{}, draw.Src)
	d := &font.Drawer{Dst: img, Src: image.Black, Face: face}
	step := int(12 * dpi / 72 * 1.6)
	for i, l := range lines {
		d.Dot = fixed.P(int(dpi), int(dpi)+step*(i+1))
		d.DrawString(l)
	}
	return img
}

func encodePNG(t testing.TB, img image.Image) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatalf("png.Encode: %v", err)
	}
	return b.Bytes()
}

// accuracy is 1 - Levenshtein(want, got) / len(want) over runes, with runs
// of white space collapsed in both.
func accuracy(want, got string) float64 {
	want, got = strings.Join(strings.Fields(want), " "), strings.Join(strings.Fields(got), " ")
	return 1 - float64(levenshtein.ComputeDistance(want, got))/float64(len([]rune(want)))
}

var (
	poolOnce sync.Once
	pool     *ocr.Pool
	poolErr  error
)

// testPool is shared by the tests of this package (engines are costly) and
// lives until the test binary exits.
func testPool(t testing.TB) *ocr.Pool {
	t.Helper()
	poolOnce.Do(func() { pool, poolErr = ocr.NewPool(ocr.Options{Workers: 1}) })
	if poolErr != nil {
		t.Fatalf("ocr.NewPool: %v", poolErr)
	}
	return pool
}

type fpdfT = fpdf.Fpdf

func fpdfImageOptions() fpdf.ImageOptions { return fpdf.ImageOptions{ImageType: "PNG"} }

func nil0() binary.ByteOrder { return binary.LittleEndian }

// blind is a recogniser that reads nothing: tests of decoding and
// rendering use it to run without Tesseract.
type blind struct{}

func (blind) Recognize(context.Context, *image.Gray, ocr.Request) ([]layout.Line, error) {
	return nil, nil
}

func (blind) Orientation(context.Context, *image.Gray) (int, error) { return 0, nil }
