package reading

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/ocr"
	"github.com/docextract/docextract/internal/testpage"
)

// TestReadAgainUnevenLight: a page whose paper darkens towards its foot,
// as under a lamp. One threshold for the page takes the dark paper for ink
// and loses the text there; ReadAgain's local threshold reads it.
func TestReadAgainUnevenLight(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR")
	}
	var items []testpage.Item
	for i := range 12 {
		items = append(items, testpage.Item{X: 60, Y: 80 + float64(i)*60, Size: 14, Text: fmt.Sprintf("Account number %d%d%d 4417 for Riverside", i, i+1, i+2)})
	}
	img, err := png.Decode(bytes.NewReader(testpage.PNG(t, items, 150)))
	if err != nil {
		t.Fatal(err)
	}
	g := toGray(img)
	h := g.Rect.Dy()
	seed := uint32(1)
	for y := range h {
		light := 1 - 0.55*float64(y)/float64(h) // paper 255 at the top, 115 at the foot
		row := g.Pix[y*g.Stride : y*g.Stride+g.Rect.Dx()]
		for x, v := range row {
			seed = seed*1664525 + 1013904223
			noise := float64(seed>>24)/255*40 - 20 // ±20, as a sensor's
			row[x] = uint8(max(0, min(255, float64(v)*light+noise)))
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, g); err != nil {
		t.Fatal(err)
	}
	r := NewReader(Options{OCR: testPool(t)})
	doc, err := r.Read(context.Background(), buf.Bytes())
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	again, ok, err := r.ReadAgain(context.Background(), doc)
	if err != nil || !ok {
		t.Fatalf("ReadAgain: ok %v, %v", ok, err)
	}
	first, second := countLines(doc.Pages[0], "Riverside"), countLines(again.Pages[0], "Riverside")
	t.Logf("lines read: %d at first, %d again", first, second)
	if second < 11 || second <= first {
		t.Errorf("lines read with Riverside: %d at first, %d again; want 11 or more again, and more than at first", first, second)
	}
	if again.Pages[0].Image != doc.Pages[0].Image {
		t.Errorf("ReadAgain replaced the page image")
	}
	text := &Document{Pages: []*layout.Page{{Number: 1, Source: layout.SourceTextLayer}}}
	if _, ok, _ := r.ReadAgain(context.Background(), text); ok {
		t.Errorf("ReadAgain read a text-layer document again")
	}
}

func countLines(p *layout.Page, word string) int {
	n := 0
	for _, l := range p.Lines {
		if strings.Contains(l.Text(), word) {
			n++
		}
	}
	return n
}

// byThreshold is a recogniser that reads nothing with one threshold for
// the whole page and three lines with a local one, as Tesseract does on a
// scan that darkens across it.
type byThreshold struct{ otsu, local atomic.Int64 }

func (b *byThreshold) Recognize(_ context.Context, _ *image.Gray, req ocr.Request) ([]layout.Line, error) {
	if !req.LocalThreshold {
		b.otsu.Add(1)
		return nil, nil
	}
	b.local.Add(1)
	var lines []layout.Line
	for i, s := range []string{"IDENTITY CARD", "Surname", "ERIKSSON"} {
		box := layout.Box{Left: 10, Top: float64(20 + 30*i), Right: 200, Bottom: float64(40 + 30*i)}
		lines = append(lines, layout.Line{Words: []layout.Word{{Text: s, Box: box, Confidence: 0.9}}, Box: box, Confidence: 0.9})
	}
	return lines, nil
}

func (b *byThreshold) Orientation(context.Context, *image.Gray) (int, error) { return 0, nil }

// TestReadLostTextLocally: a page with ink that one threshold for the
// whole page reads as no line at all is read with a local threshold at once; a
// blank page is read by neither.
func TestReadLostTextLocally(t *testing.T) {
	rec := &byThreshold{}
	r := NewReader(Options{OCR: rec})
	page := testpage.PNG(t, []testpage.Item{{X: 60, Y: 80, Size: 14, Text: "IDENTITY CARD"}}, 150)
	doc, err := r.Read(context.Background(), page)
	if err != nil {
		t.Fatal(err)
	}
	if got := len(doc.Pages[0].Lines); got != 3 || rec.otsu.Load() != 1 || rec.local.Load() != 1 {
		t.Errorf("read %d lines with %d whole-page and %d local readings, want 3 lines from one of each", got, rec.otsu.Load(), rec.local.Load())
	}
	blank := testpage.PNG(t, nil, 150)
	if _, err := r.Read(context.Background(), blank); err != nil {
		t.Fatal(err)
	}
	if rec.otsu.Load() != 1 || rec.local.Load() != 1 {
		t.Errorf("a blank page was recognised (%d whole-page, %d local readings in all)", rec.otsu.Load(), rec.local.Load())
	}
}
