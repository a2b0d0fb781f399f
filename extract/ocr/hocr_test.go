package ocr

import (
	"errors"
	"image"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/layout"
)

// twoLinesHOCR is Tesseract 5.3's hOCR of two rendered lines holding every
// character hOCR escapes ("Total: £38.50 & <VAT>", "O'Brien \"Ltd\"").
func twoLinesHOCR(t testing.TB) string {
	t.Helper()
	b, err := os.ReadFile("testdata/two_lines.hocr")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func mkWord(text string, l, t, r, b, conf float64) layout.Word {
	return layout.Word{Text: text, Box: layout.Box{Left: l, Top: t, Right: r, Bottom: b}, Confidence: conf}
}

func TestParseHOCR(t *testing.T) {
	// One page of 100x50 with the classes and nesting Tesseract can write.
	const crafted = `<div class='ocr_page' id='page_1' title='image "unknown"; bbox 0 0 100 50; ppageno 0'>
 <div class='ocr_carea' id='block_1_1' title="bbox 1 1 99 49">
  <p class='ocr_par' id='par_1_1' lang='eng' title="bbox 1 1 99 49">
   <span class='ocr_header' id='line_1_1' title="bbox 1 1 60 10; baseline 0 0">
    <span class='ocrx_word' id='word_1_1' title='bbox 1 1 30 10; x_wconf 80'><strong><em>Bold</em></strong></span>
    <span class='ocrx_word' id='word_1_2' title='bbox 31 1 60 10; x_wconf 60'> </span>
    <span class='ocrx_word' id='word_1_3' title='bbox 40 1 60 10; x_wconf 40'>it<span class='ocrx_cinfo' title='x_bboxes 40 1 50 10'>ignored</span></span>
   </span>
   <span class='ocr_caption' id='line_1_2' title="bbox 1 20 40 30">
    <span class='ocrx_word' id='word_1_4' title='bbox 1 20 40 30; x_wconf 150'>over</span>
   </span>
   <span class='ocr_line' id='line_1_3' title="bbox 1 32 40 40">
    <span class='ocrx_word' id='word_1_5' title='bbox 1 32 40 40; x_wconf 0'></span>
   </span>
  </p>
  <span class='ocrx_word' id='word_1_6' title='bbox 5 41 20 49; x_wconf 70'>alone</span>
 </div>
</div>`
	tests := []struct {
		name   string
		hocr   string
		size   image.Point
		offset image.Point
		want   []layout.Line
	}{
		{
			name: "tesseract output with escapes",
			hocr: twoLinesHOCR(t),
			size: image.Pt(700, 260),
			want: []layout.Line{
				{
					Words: []layout.Word{
						mkWord("Total:", 101, 126, 176, 150, 0.96),
						mkWord("£38.50", 189, 127, 290, 150, 0.93),
						mkWord("&", 302, 127, 323, 150, 0.91),
						mkWord("<VAT>", 334, 127, 429, 150, 0.90),
					},
					Box:        layout.Box{Left: 101, Top: 126, Right: 429, Bottom: 150},
					Confidence: (0.96 + 0.93 + 0.91 + 0.90) / 4,
				},
				{
					Words: []layout.Word{
						mkWord("O'Brien", 102, 176, 207, 200, 0.94),
						mkWord(`"Ltd"`, 220, 176, 288, 200, 0.96),
					},
					Box:        layout.Box{Left: 102, Top: 176, Right: 288, Bottom: 200},
					Confidence: (0.94 + 0.96) / 2,
				},
			},
		},
		{
			name:   "other line classes, nested markup, empty words, offset",
			hocr:   crafted,
			size:   image.Pt(100, 50),
			offset: image.Pt(10, 1000),
			want: []layout.Line{
				{
					Words: []layout.Word{
						mkWord("Bold", 11, 1001, 40, 1010, 0.8),
						mkWord("it", 50, 1001, 70, 1010, 0.4),
					},
					Box:        layout.Box{Left: 11, Top: 1001, Right: 70, Bottom: 1010},
					Confidence: (0.8 + 0.4) / 2,
				},
				{
					Words:      []layout.Word{mkWord("over", 11, 1020, 50, 1030, 1)},
					Box:        layout.Box{Left: 11, Top: 1020, Right: 50, Bottom: 1030},
					Confidence: 1,
				},
				{
					Words:      []layout.Word{mkWord("alone", 15, 1041, 30, 1049, 0.7)},
					Box:        layout.Box{Left: 15, Top: 1041, Right: 30, Bottom: 1049},
					Confidence: 0.7,
				},
			},
		},
		{
			name: "blank page",
			hocr: `<div class='ocr_page' id='page_1' title='image "unknown"; bbox 0 0 64 32; ppageno 0; scan_res 70 70'></div>`,
			size: image.Pt(64, 32),
		},
	}
	approx := cmp.Comparer(func(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 })
	for _, tt := range tests {
		got, err := parseHOCR(tt.hocr, tt.size, tt.offset)
		if err != nil {
			t.Errorf("%s: parseHOCR() error = %v", tt.name, err)
			continue
		}
		if diff := cmp.Diff(tt.want, got, approx); diff != "" {
			t.Errorf("%s: parseHOCR() mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}

func TestParseHOCRErrors(t *testing.T) {
	page := func(inner string) string {
		return `<div class='ocr_page' title='bbox 0 0 10 10'>` + inner + `</div>`
	}
	tests := []struct {
		name string
		hocr string
		size image.Point
	}{
		// gosseract answers "" when Leptonica cannot decode the image.
		{"empty", "", image.Pt(10, 10)},
		{"no page", `<div class='ocr_carea' title='bbox 0 0 10 10'></div>`, image.Pt(10, 10)},
		{"page of another size", page(""), image.Pt(10, 11)},
		{"page without bbox", `<div class='ocr_page' title='ppageno 0'></div>`, image.Pt(10, 10)},
		{"unclosed", `<div class='ocr_page' title='bbox 0 0 10 10'>`, image.Pt(10, 10)},
		{"mismatched tags", page(`<span class='ocr_line' title='bbox 0 0 1 1'></p>`), image.Pt(10, 10)},
		{"short bbox", page(`<span class='ocr_line' title='bbox 0 0 1'></span>`), image.Pt(10, 10)},
		{"bad number", page(`<span class='ocrx_word' title='bbox 0 0 1 x'>a</span>`), image.Pt(10, 10)},
		{"bad confidence", page(`<span class='ocrx_word' title='bbox 0 0 1 1; x_wconf high'>a</span>`), image.Pt(10, 10)},
		{"unknown entity", page(`<span class='ocrx_word' title='bbox 0 0 1 1'>&nbsp;</span>`), image.Pt(10, 10)},
	}
	for _, tt := range tests {
		if _, err := parseHOCR(tt.hocr, tt.size, image.Point{}); !errors.Is(err, errHOCR) {
			t.Errorf("%s: parseHOCR() error = %v, want errHOCR", tt.name, err)
		}
	}
}

func FuzzParseHOCR(f *testing.F) {
	f.Add(twoLinesHOCR(f), 700, 260)
	f.Add(`<div class='ocr_page' title='bbox 0 0 9 9'><span class='ocr_line' title='bbox 0 0 9 9'><span class='ocrx_word' title='bbox 0 0 9 9; x_wconf 50'><em>a</em></span></span></div>`, 9, 9)
	f.Add(`<div class='ocr_page' title='bbox 0 0 9 9'><span class='ocr_line' title='bbox 0 0 9 9'><span class='ocr_line' title='bbox 0 0 9 9'></span></span></div>`, 9, 9)
	f.Fuzz(func(t *testing.T, hocr string, w, h int) {
		lines, err := parseHOCR(hocr, image.Pt(w, h), image.Point{})
		if err != nil {
			if !errors.Is(err, errHOCR) {
				t.Fatalf("parseHOCR() error = %v, want errHOCR", err)
			}
			return
		}
		for _, l := range lines {
			if len(l.Words) == 0 {
				t.Errorf("line %+v has no words", l)
			}
			if !(l.Confidence >= 0 && l.Confidence <= 1) {
				t.Errorf("line confidence %v outside [0,1]", l.Confidence)
			}
			for _, wd := range l.Words {
				if wd.Text == "" {
					t.Errorf("word with no text in line %+v", l)
				}
				if !(wd.Confidence >= 0 && wd.Confidence <= 1) {
					t.Errorf("word %q confidence %v outside [0,1]", wd.Text, wd.Confidence)
				}
			}
		}
	})
}

// TestEngineConfigSelectsEngine proves that the config file chooses the
// engine: the fast eng model carries no legacy engine, so a legacy client
// cannot load it, while an LSTM client can.
func TestEngineConfigSelectsEngine(t *testing.T) {
	en, err := newEngine(DefaultTessdataDir, "eng", LSTM)
	if err != nil {
		t.Fatalf("newEngine(LSTM, fast model): %v", err)
	}
	en.close()
	en, err = newEngine(DefaultTessdataDir, "eng", Legacy)
	if err == nil {
		en.close()
	}
	if !errors.Is(err, ErrNoModel) {
		t.Errorf("newEngine(Legacy, fast model) error = %v, want ErrNoModel", err)
	}
}

func TestRespace(t *testing.T) {
	box := func(l, r float64) layout.Box { return layout.Box{Left: l, Top: 0, Right: r, Bottom: 10} }
	word := func(s string, l, r, conf float64) layout.Word {
		return layout.Word{Text: s, Box: box(l, r), Confidence: conf}
	}
	line := func(ws ...layout.Word) layout.Line { return layout.Line{Words: ws} }
	// hOCR's letter clusters of "ทะเบียนเลขที่ จ.1" on one line, and a
	// second line the text does not hold.
	hocr := []layout.Line{
		line(word("ทะ", 0, 20, 0.9), word("เบีย", 22, 50, 0.8), word("น", 52, 60, 0.9), word("เลขที่", 62, 100, 0.7),
			word("จ.", 120, 135, 0.95), word("1", 137, 145, 0.9)),
		line(word("abc", 0, 30, 0.9)),
	}
	tests := []struct {
		name string
		text string
		want []layout.Line
	}{
		{"split at the text's spaces", "ทะเบียน เลขที่ จ.1\n\nxyz", []layout.Line{
			line(word("ทะเบียน", 0, 60, 0.8), word("เลขที่", 62, 100, 0.7), word("จ.1", 120, 145, 0.9)),
			hocr[1],
		}},
		{"one word", "ทะเบียนเลขที่จ.1\nabc", []layout.Line{
			line(word("ทะเบียนเลขที่จ.1", 0, 145, 0.7)),
			hocr[1],
		}},
		{"text holds neither line", "อื่น", hocr},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, respace(hocr, tt.text)); diff != "" {
			t.Errorf("%s: respace mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}
