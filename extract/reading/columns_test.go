package reading

import (
	"bytes"
	"context"
	"image/png"
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/internal/testpage"
)

// word is an OCR word of text s in box (left, top, right, bottom).
func word(s string, l, t, r, b, conf float64) layout.Word {
	return layout.Word{Text: s, Box: layout.Box{Left: l, Top: t, Right: r, Bottom: b}, Confidence: conf}
}

func TestJoinedAt(t *testing.T) {
	tests := []struct {
		name    string
		words   []layout.Word
		wantCut int // words left of the cut; 0 for no cut
	}{
		{"addressee joined with a smaller label and value beside it", []layout.Word{
			word("Mr.", 267, 635, 330, 673, 0.95), word("Michael", 345, 635, 480, 673, 0.95), word("Garcia", 495, 635, 625, 673, 0.95),
			word("aay", 1485, 627, 1560, 705, 0.4), word("qianoe", 1580, 627, 1763, 705, 0.3),
		}, 3},
		{"one baseline, read with confidence beside a column gap", []layout.Word{
			word("Standing", 285, 1371, 420, 1412, 0.96), word("charge", 430, 1371, 560, 1412, 0.96),
			word("£41.52", 2040, 1371, 2180, 1412, 0.95),
		}, 0},
		{"one baseline, the far side misread", []layout.Word{
			word("Standing", 285, 1371, 420, 1412, 0.96), word("charge", 430, 1371, 560, 1412, 0.96),
			word("£4l.S2", 2040, 1371, 2180, 1412, 0.5),
		}, 2},
		{"word spaces only", []layout.Word{
			word("Mr.", 267, 635, 330, 673, 0.95), word("Michael", 345, 660, 480, 700, 0.3),
		}, 0},
	}
	for _, tt := range tests {
		left, right, ok := joinedAt(lineOf(tt.words))
		if got := len(left); ok != (tt.wantCut > 0) || ok && got != tt.wantCut || ok && len(right) != len(tt.words)-got {
			t.Errorf("%s: joinedAt cut after %d words (ok %v), want %d", tt.name, got, ok, tt.wantCut)
		}
	}
}

func TestMergeRegions(t *testing.T) {
	box := func(l, t, r, b float64) layout.Box { return layout.Box{Left: l, Top: t, Right: r, Bottom: b} }
	got := mergeRegions([]region{
		{box: box(1480, 620, 1800, 705), after: 3},
		{box: box(1480, 690, 1750, 760), after: 5},
		{box: box(1480, 900, 1700, 950), after: 9},
	})
	want := []region{{box: box(1480, 620, 1800, 760), after: 3}, {box: box(1480, 900, 1700, 950), after: 9}}
	if diff := cmp.Diff(want, got, cmp.AllowUnexported(region{})); diff != "" {
		t.Errorf("mergeRegions mismatch (-want +got):\n%s", diff)
	}
}

// TestSplitJoinedColumns gives the OCR line Tesseract made of an addressee
// and the smaller label and value beside it, and checks that the column is
// read again from the page image.
func TestSplitJoinedColumns(t *testing.T) {
	// At 200 DPI: a point is 200/72 pixels.
	pt := func(px float64) float64 { return px * 72 / 200 }
	data := testpage.PNG(t, []testpage.Item{
		{X: pt(100), Y: pt(200), Size: 14, Text: "Mr. Michael Garcia"},
		{X: pt(1000), Y: pt(178), Size: 9, Text: "Bill date"},
		{X: pt(1000), Y: pt(222), Size: 9, Text: "January 1, 2026"},
		{X: pt(100), Y: pt(400), Size: 12, Text: "Your electricity bill"},
	}, 200)
	decoded, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("png.Decode: %v", err)
	}
	img := toGray(decoded)
	joined := lineOf([]layout.Word{
		word("Mr.", 100, 160, 170, 205, 0.95), word("Michael", 185, 160, 340, 205, 0.95), word("Garcia", 355, 160, 480, 205, 0.95),
		word("aay", 1000, 150, 1080, 230, 0.4), word("qianoe", 1095, 150, 1230, 230, 0.3),
	})
	after := lineOf([]layout.Word{word("Your", 100, 370, 170, 405, 0.96), word("electricity", 180, 370, 330, 405, 0.96), word("bill", 340, 370, 390, 405, 0.96)})
	lines, err := NewReader(Options{OCR: testPool(t)}).splitJoinedColumns(context.Background(), img, 200, []layout.Line{joined, after})
	if err != nil {
		t.Fatalf("splitJoinedColumns: %v", err)
	}
	var got []string
	for _, l := range lines {
		got = append(got, l.Text())
	}
	want := []string{"Mr. Michael Garcia", "Bill date", "January 1, 2026", "Your electricity bill"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("lines mismatch (-want +got):\n%s", diff)
	}
}

// TestSplitJoinedColumnsBlock: where the block's side of a joined line was
// misread too, the block is read again on its own, with the line of its
// own the page kept between the joined ones.
func TestSplitJoinedColumnsBlock(t *testing.T) {
	pt := func(px float64) float64 { return px * 72 / 200 }
	data := testpage.PNG(t, []testpage.Item{
		{X: pt(100), Y: pt(200), Size: 14, Text: "Zoe Hughes"},
		{X: pt(100), Y: pt(260), Size: 14, Text: "129 Kingsway"},
		{X: pt(100), Y: pt(320), Size: 14, Text: "LEEDS"},
		{X: pt(1000), Y: pt(200), Size: 9, Text: "Our reference"},
		{X: pt(1000), Y: pt(320), Size: 9, Text: "SA/788538/XR"},
	}, 200)
	decoded, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("png.Decode: %v", err)
	}
	img := toGray(decoded)
	// As Tesseract read the page: the block's lines joined to the column's
	// and misread, the line between them cut short.
	lines := []layout.Line{
		lineOf([]layout.Word{word("a", 100, 172, 130, 210, 0.3), word("ee", 140, 172, 330, 210, 0.35),
			word("Our", 1000, 182, 1060, 200, 0.95), word("reference", 1070, 182, 1200, 200, 0.95)}),
		lineOf([]layout.Word{word("129", 100, 232, 150, 270, 0.8), word("Ki", 160, 232, 200, 270, 0.8)}),
		lineOf([]layout.Word{word("ee", 100, 292, 210, 320, 0.3),
			word("SA/788538/XR", 1000, 302, 1230, 320, 0.95)}),
	}
	got, err := NewReader(Options{OCR: testPool(t)}).splitJoinedColumns(context.Background(), img, 200, lines)
	if err != nil {
		t.Fatalf("splitJoinedColumns: %v", err)
	}
	var texts []string
	for _, l := range got {
		texts = append(texts, l.Text())
	}
	for _, want := range []string{"Zoe Hughes", "129 Kingsway", "LEEDS", "Our reference", "SA/788538/XR"} {
		if !slices.Contains(texts, want) {
			t.Errorf("lines %q lack %q", texts, want)
		}
	}
	for _, bad := range []string{"a ee", "129 Ki", "ee"} {
		if slices.Contains(texts, bad) {
			t.Errorf("lines %q still hold the misreading %q", texts, bad)
		}
	}
}
