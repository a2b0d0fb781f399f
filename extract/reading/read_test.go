package reading

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/jpeg"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/go-pdf/fpdf"
	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/layout"
)

// hugePNG is a PNG whose header claims 60000x60000 pixels.
func hugePNG(t testing.TB) []byte {
	t.Helper()
	b := encodePNG(t, image.NewGray(image.Rect(0, 0, 1, 1)))
	// IHDR data starts at 16: width, height; its CRC covers type and data.
	binary.BigEndian.PutUint32(b[16:], 60000)
	binary.BigEndian.PutUint32(b[20:], 60000)
	binary.BigEndian.PutUint32(b[29:], crc32.ChecksumIEEE(b[12:29]))
	return b
}

func textPDF(t testing.TB, draw func(*fpdf.Fpdf)) []byte {
	t.Helper()
	pdf := fpdf.New("P", "pt", "A4", "")
	draw(pdf)
	var b bytes.Buffer
	if err := pdf.Output(&b); err != nil {
		t.Fatalf("fpdf: %v", err)
	}
	return b.Bytes()
}

func TestReadErrors(t *testing.T) {
	pngData := encodePNG(t, image.NewGray(image.Rect(0, 0, 50, 50)))
	var jpg bytes.Buffer
	if err := jpeg.Encode(&jpg, image.NewGray(image.Rect(0, 0, 50, 50)), nil); err != nil {
		t.Fatal(err)
	}
	pdf := textPDF(t, func(p *fpdf.Fpdf) {
		p.AddPage()
		p.SetFont("Helvetica", "", 12)
		p.Text(72, 72, "A page of text that is long enough to count.")
	})
	encrypted := textPDF(t, func(p *fpdf.Fpdf) {
		p.SetProtection(0, "user-secret", "owner-secret")
		p.AddPage()
		p.SetFont("Helvetica", "", 12)
		p.Text(72, 72, "Secret text that nobody should read here.")
	})
	tests := []struct {
		name string
		data []byte
		want error
	}{
		{"garbage", []byte("not a document"), ErrUnsupportedFormat},
		{"huge png", hugePNG(t), ErrTooManyPixels},
		{"huge png is unreadable", hugePNG(t), ErrUnreadable},
		{"truncated png", pngData[:len(pngData)/2], ErrUnreadable},
		{"png header only", pngData[:20], ErrUnreadable},
		{"truncated jpeg", jpg.Bytes()[:len(jpg.Bytes())/2], ErrUnreadable},
		{"jpeg header only", jpg.Bytes()[:3], ErrUnreadable},
		{"pdf header only", []byte("%PDF-1.4\n"), ErrUnreadable},
		{"truncated pdf", pdf[:200], ErrUnreadable},
		{"encrypted pdf", encrypted, ErrUnreadable},
	}
	r := NewReader(Options{OCR: blind{}})
	for _, tt := range tests {
		_, err := r.Read(context.Background(), tt.data)
		if !errors.Is(err, tt.want) {
			t.Errorf("%s: Read() error = %v, want %v", tt.name, err, tt.want)
		}
	}
}

func TestReadHugePNGAllocatesLittle(t *testing.T) {
	data := hugePNG(t)
	r := NewReader(Options{})
	allocs := testing.AllocsPerRun(5, func() {
		if _, err := r.Read(context.Background(), data); !errors.Is(err, ErrTooManyPixels) {
			t.Fatalf("Read() error = %v, want ErrTooManyPixels", err)
		}
	})
	if allocs > 100 {
		t.Errorf("Read(huge PNG header) made %v allocations, want a header read only", allocs)
	}
}

func TestReadCanceled(t *testing.T) {
	ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	data := textPDF(t, func(p *fpdf.Fpdf) {
		p.AddPage()
		p.SetFont("Helvetica", "", 12)
		p.Text(72, 72, "A page of text that is long enough to count.")
	})
	if _, err := NewReader(Options{}).Read(ctx, data); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Read() error = %v, want context.DeadlineExceeded", err)
	}
}

func TestReadTextPDF(t *testing.T) {
	type run struct {
		family, style string
		size, x, y    float64
		text          string
	}
	page1 := []run{
		{"Helvetica", "", 12, 72, 100, "Invoice number INV-2024-0042"},
		{"Helvetica", "", 12, 400, 100, "Date: 2024-03-12"},
		{"Times", "B", 20, 72, 300, "ACME Trading Ltd"},
		{"Courier", "", 9, 300, 700, "Account 12345678"},
	}
	// want holds each word's box as drawn: left from the string widths,
	// top 0.8 em above the baseline, bottom 0.2 em below.
	var want []layout.Word
	data := textPDF(t, func(p *fpdf.Fpdf) {
		p.AddPage()
		for _, r := range page1 {
			p.SetFont(r.family, r.style, r.size)
			p.Text(r.x, r.y, r.text)
			offset := 0
			for _, w := range strings.Fields(r.text) {
				i := strings.Index(r.text[offset:], w) + offset
				left := r.x + p.GetStringWidth(r.text[:i])
				want = append(want, layout.Word{Text: w, Confidence: 1, Box: layout.Box{
					Left: left, Top: r.y - 0.8*r.size, Right: left + p.GetStringWidth(w), Bottom: r.y + 0.2*r.size,
				}})
				offset = i + len(w)
			}
		}
		p.AddPage()
		p.SetFont("Helvetica", "", 10)
		p.Text(100, 500, "Second page with enough text")
		p.AddPage()
		p.SetFont("Helvetica", "", 10)
		p.Text(100, 500, "Third page")
	})
	r := NewReader(Options{MaxPages: 2})
	doc, err := r.Read(context.Background(), data)
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	if doc.Format != FormatPDF || doc.PageCount != 3 || len(doc.Pages) != 2 {
		t.Fatalf("Read() = format %q, %d pages of %d; want PDF, 2 of 3", doc.Format, len(doc.Pages), doc.PageCount)
	}
	p := doc.Pages[0]
	if p.Source != layout.SourceTextLayer || p.Image != nil || math.Abs(p.Width-595.28) > 0.1 || math.Abs(p.Height-841.89) > 0.1 {
		t.Errorf("page 1 = source %q, %vx%v; want text layer, A4 points", p.Source, p.Width, p.Height)
	}
	wantText := "Invoice number INV-2024-0042\nDate: 2024-03-12\nACME Trading Ltd\nAccount 12345678"
	if diff := cmp.Diff(wantText, p.Text()); diff != "" {
		t.Errorf("page 1 text mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff("Second page with enough text", doc.Pages[1].Text()); diff != "" {
		t.Errorf("page 2 text mismatch (-want +got):\n%s", diff)
	}
	// The right edge is the ink's, a little inside the advance width.
	near := cmp.Comparer(func(a, b float64) bool { return math.Abs(a-b) <= 1.5 })
	if diff := cmp.Diff(want, p.Words(), near); diff != "" {
		t.Errorf("page 1 words mismatch (-want +got):\n%s", diff)
	}
}

func TestExifOrientation(t *testing.T) {
	tests := []struct {
		name string
		data []byte
		want int
	}{
		{"none", []byte{0xFF, 0xD8, 0xFF, 0xDA, 0, 2}, 1},
		{"le 6", withExif([]byte{0xFF, 0xD8, 0xFF, 0xDA, 0, 2}, 6, binary.LittleEndian), 6},
		{"be 8", withExif([]byte{0xFF, 0xD8, 0xFF, 0xDA, 0, 2}, 8, binary.BigEndian), 8},
		{"be 3", withExif([]byte{0xFF, 0xD8, 0xFF, 0xDA, 0, 2}, 3, binary.BigEndian), 3},
		{"out of range", withExif([]byte{0xFF, 0xD8, 0xFF, 0xDA, 0, 2}, 9, binary.BigEndian), 1},
		{"truncated", withExif([]byte{0xFF, 0xD8, 0xFF, 0xDA, 0, 2}, 6, binary.BigEndian)[:20], 1},
	}
	for _, tt := range tests {
		if got := exifOrientation(tt.data); got != tt.want {
			t.Errorf("%s: exifOrientation() = %d, want %d", tt.name, got, tt.want)
		}
	}
}

// withExif inserts an APP1 Exif segment with an orientation tag after SOI.
func withExif(jpg []byte, orientation uint16, bo binary.ByteOrder) []byte {
	tiff := make([]byte, 8+2+12+4)
	if bo == binary.LittleEndian {
		copy(tiff, "II")
	} else {
		copy(tiff, "MM")
	}
	bo.PutUint16(tiff[2:], 42)
	bo.PutUint32(tiff[4:], 8)
	bo.PutUint16(tiff[8:], 1)       // one entry
	bo.PutUint16(tiff[10:], 0x0112) // Orientation
	bo.PutUint16(tiff[12:], 3)      // SHORT
	bo.PutUint32(tiff[14:], 1)
	bo.PutUint16(tiff[18:], orientation)
	seg := append([]byte("Exif\x00\x00"), tiff...)
	app1 := []byte{0xFF, 0xE1, 0, 0}
	binary.BigEndian.PutUint16(app1[2:], uint16(len(seg)+2))
	out := append([]byte{}, jpg[:2]...)
	out = append(out, app1...)
	out = append(out, seg...)
	return append(out, jpg[2:]...)
}

func TestTransform(t *testing.T) {
	// A 3x2 image with distinct pixels 1..6, row by row.
	src := &image.Gray{Pix: []uint8{1, 2, 3, 4, 5, 6}, Stride: 3, Rect: image.Rect(0, 0, 3, 2)}
	tests := []struct {
		exif int
		want []uint8
		w    int
	}{
		{1, []uint8{1, 2, 3, 4, 5, 6}, 3},
		{2, []uint8{3, 2, 1, 6, 5, 4}, 3},
		{3, []uint8{6, 5, 4, 3, 2, 1}, 3},
		{4, []uint8{4, 5, 6, 1, 2, 3}, 3},
		{5, []uint8{1, 4, 2, 5, 3, 6}, 2},
		{6, []uint8{4, 1, 5, 2, 6, 3}, 2},
		{7, []uint8{6, 3, 5, 2, 4, 1}, 2},
		{8, []uint8{3, 6, 2, 5, 1, 4}, 2},
	}
	for _, tt := range tests {
		rot, mirror := exifTransform(tt.exif)
		got := transform(src, rot, mirror)
		if diff := cmp.Diff(tt.want, got.Pix); diff != "" || got.Bounds().Dx() != tt.w {
			t.Errorf("transform(exif %d) width %d, pixels mismatch (-want +got):\n%s", tt.exif, got.Bounds().Dx(), diff)
		}
	}
}

// TestTextLayerWithoutSpaceGlyphs: a PDF that places each word where it
// goes, drawing no space glyph, and sets its words closer than a quarter
// em, is read word by word, numbers whole and a comma's word apart.
func TestTextLayerWithoutSpaceGlyphs(t *testing.T) {
	lines := []string{
		"The Registrar of Companies for England and Wales hereby certifies that",
		"ACME TRADING LIMITED is this day incorporated under the Companies Act 2006",
		"Given at Companies House, Cardiff, on 11th July 2011. Company number 1111011",
	}
	data := textPDF(t, func(p *fpdf.Fpdf) {
		p.AddPage()
		p.SetFont("Helvetica", "", 11)
		space := 0.18 * 11 // narrower than the quarter em a word gap was
		for i, l := range lines {
			x, y := 72.0, 100+20*float64(i)
			for _, w := range strings.Fields(l) {
				p.Text(x, y, w)
				x += p.GetStringWidth(w) + space
			}
		}
	})
	doc, err := NewReader(Options{}).Read(context.Background(), data)
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	var got []string
	for _, l := range doc.Pages[0].Lines {
		got = append(got, l.Text())
	}
	if diff := cmp.Diff(lines, got); diff != "" {
		t.Errorf("lines mismatch (-want +got):\n%s", diff)
	}
}

func TestMisturned(t *testing.T) {
	line := func(conf ...float64) layout.Line {
		var l layout.Line
		for _, c := range conf {
			l.Words = append(l.Words, layout.Word{Text: "word", Confidence: c})
		}
		l.Words = append(l.Words, layout.Word{Text: "|", Confidence: 0.1}) // no letter: not counted
		return l
	}
	tests := []struct {
		name string
		page *layout.Page
		want bool
	}{
		{"gibberish of an upright page turned over", &layout.Page{Lines: []layout.Line{line(0.41, 0.55), line(0.62)}}, true},
		{"a page read well", &layout.Page{Lines: []layout.Line{line(0.93, 0.88), line(0.9)}}, false},
		{"nothing read", &layout.Page{}, false},
	}
	for _, tt := range tests {
		if got := misturned(tt.page); got != tt.want {
			t.Errorf("misturned(%s) = %v, want %v (confidence %.2f)", tt.name, got, tt.want, pageConfidence(tt.page))
		}
	}
}

// A till receipt's PDF in a monospaced font: the comma of a price is a
// sliver of ink in its cell, far from the next digit, yet inside the
// word; a word drawn a cell's space further on is still a word apart,
// and so is one after a comma in a proportional font.
func TestTextLayerMonospacedPrices(t *testing.T) {
	data := textPDF(t, func(p *fpdf.Fpdf) {
		p.AddPage()
		p.SetFont("Courier", "", 9)
		for i, l := range []string{"PARMIGIANO 5,95", "ACQUA FRIZZANTE 57,50", "TOTALE COMPLESSIVO EUR 149,55", "Imponibile 122,58", "di cui IVA 22% 26,97"} {
			p.Text(40, 100+12*float64(i), l)
		}
		// Words placed one by one, without space glyphs.
		x := 40.0
		for _, w := range []string{"RESTO", "0,45", "CONTANTI", "150,00"} {
			p.Text(x, 170, w)
			x += p.GetStringWidth(w + " ")
		}
		p.SetFont("Helvetica", "", 11)
		x = 40
		for _, w := range []string{"Given", "on", "March", "5,", "2024", "at", "Cardiff"} {
			p.Text(x, 200, w)
			x += p.GetStringWidth(w) + 0.3*11
		}
	})
	doc, err := NewReader(Options{}).Read(context.Background(), data)
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	var got []string
	for _, l := range doc.Pages[0].Lines {
		got = append(got, strings.Join(strings.Fields(l.Text()), "|"))
	}
	want := []string{"PARMIGIANO|5,95", "ACQUA|FRIZZANTE|57,50", "TOTALE|COMPLESSIVO|EUR|149,55", "Imponibile|122,58", "di|cui|IVA|22%|26,97",
		"RESTO|0,45|CONTANTI|150,00", "Given|on|March|5,|2024|at|Cardiff"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("words mismatch (-want +got):\n%s", diff)
	}
}
