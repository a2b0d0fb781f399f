package reading

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/layout"
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
