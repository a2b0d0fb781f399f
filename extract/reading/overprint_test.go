package reading

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"math"
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/internal/docgen"
	"github.com/docextract/docextract/internal/testpage"
	"github.com/google/go-cmp/cmp"
)

func TestFindOverprint(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR")
	}
	cases, err := docgen.Generate(docgen.Options{Seed: 7, Count: 24, Types: []string{docgen.TypeIdentity}, Formats: []docgen.Format{docgen.FormatPNG}, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	r := NewReader(Options{OCR: testPool(t)})
	var stamped, plain int
	for _, c := range cases {
		isSpecimen := strings.Contains(c.ID, "specimen")
		if (isSpecimen && stamped == 2) || (!isSpecimen && plain == 2) {
			continue
		}
		doc, marks := readOverprint(t, r, c.ID, c.Document)
		if isSpecimen {
			stamped++
			if len(marks)+len(SpecimenMarks(doc)) == 0 {
				t.Errorf("%s: no specimen mark found", c.ID)
			}
		} else {
			plain++
			if len(marks) != 0 {
				t.Errorf("%s: FindOverprint = %q on a document without a stamp", c.ID, marks)
			}
		}
	}
	if stamped == 0 || plain == 0 {
		t.Fatalf("the generated set has %d stamped and %d plain documents; want both", stamped, plain)
	}
}

func TestRotateKeepsContent(t *testing.T) {
	img := renderPage(t, 100, []string{"ROTATE"})
	back := rotate(rotate(img, 35), -35)
	// Turning there and back loses the corners only: the centre survives.
	b, w := img.Bounds(), back.Bounds()
	ox, oy := (w.Dx()-b.Dx())/2, (w.Dy()-b.Dy())/2
	var diff int
	for y := b.Dy() / 4; y < 3*b.Dy()/4; y++ {
		for x := b.Dx() / 4; x < 3*b.Dx()/4; x++ {
			d := int(img.GrayAt(x, y).Y) - int(back.GrayAt(x+ox, y+oy).Y)
			if d > 64 || d < -64 {
				diff++
			}
		}
	}
	if total := b.Dx() * b.Dy() / 4; diff > total/100 {
		t.Errorf("%d of %d centre pixels changed after turning there and back", diff, total)
	}
	if got := shrinkTo(img, 100).Bounds().Dx(); got > 100 {
		t.Errorf("shrinkTo width %d, want <= 100", got)
	}
	if diff := cmp.Diff(img.Bounds(), shrinkTo(img, 1<<20).Bounds()); diff != "" {
		t.Errorf("shrinkTo of a small image changed it (-want +got):\n%s", diff)
	}
}

func TestStampMarks(t *testing.T) {
	line := func(words ...string) layout.Line {
		var l layout.Line
		for _, w := range words {
			l.Words = append(l.Words, layout.Word{Text: w})
		}
		return l
	}
	tests := []struct {
		name string
		line layout.Line
		want []string
	}{
		{"clean", line("SAMPLE."), []string{"SAMPLE"}},
		{"one edit", line("ad", "SAMPLL"), []string{"SAMPLE"}},
		{"one edit, specimen", line("SPECIMFN"), []string{"SPECIMEN"}},
		{"lower case is print, not a stamp", line("samplL"), nil},
		{"two edits", line("SAMPTT"), nil},
		{"short words need the exact marker", line("VOIO"), nil},
		{"the end of SPECIMEN, its start hidden", line("S", "FCIMEN"), []string{"SPECIMEN"}},
		{"the end of SPECIMEN alone", line("CIMEN"), []string{"SPECIMEN"}},
		{"in lower case", line("Cimen"), nil},
		{"five letters that are not the end", line("AMPLE"), nil},
		{"letter-spaced, read in pieces", line("SPEC", "IME"), []string{"SPECIMEN"}},
		{"pieces with print between", line("SPEC", "de", "IME"), nil},
		{"the last letter read as a stroke", line("MUSTE!"), []string{"MUSTER"}},
		{"a stroke after a word two letters off", line("MUSSE!"), nil},
		{"one letter read in lower case", line("[SqECIMEN"), []string{"SPECIMEN"}},
		{"a quarter read in lower case", line("EqpECIMEM."), []string{"ESPECIMEN"}},
		{"more than a quarter in lower case", line("SnzcCiMEN"), nil},
		{"a piece under six letters in mixed case", line("SPeC", "IME"), nil},
		{"two edits off a long marker", line("PECEIMEN"), []string{"SPECIMEN"}},
		{"two edits, one letter short", line("CAMPING"), nil},
		{"two edits off a marker of seven letters", line("MUESTTT"), nil},
		{"the nearest marker wins", line("SPECIMFN"), []string{"SPECIMEN"}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, stampMarks([]layout.Line{tt.line})); diff != "" {
			t.Errorf("%s: stampMarks mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}

// TestFindOverprintBesidePhoto: a SAMPLE stamp across a Florida licence
// whose photo's mid-grey face, kept with the stamp's mid-tones, made
// Tesseract read the stamp as part of a picture (generated seed 2, case 2).
func TestFindOverprintBesidePhoto(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR")
	}
	cases, err := docgen.Generate(docgen.Options{Seed: 2, Count: 3, Types: []string{docgen.TypeIdentity}, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	c := cases[2]
	if !strings.Contains(c.ID, "dl_us_fl") || !strings.Contains(c.ID, "specimen") {
		t.Fatalf("case 2 of seed 2 is %s; the test needs the stamped Florida licence", c.ID)
	}
	r := NewReader(Options{OCR: testPool(t)})
	doc, err := r.Read(context.Background(), c.Document)
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	marks, err := r.FindOverprint(context.Background(), doc)
	if err != nil {
		t.Fatalf("FindOverprint: %v", err)
	}
	if diff := cmp.Diff([]string{"SAMPLE"}, marks); diff != "" {
		t.Errorf("FindOverprint mismatch (-want +got):\n%s", diff)
	}
}

func TestStampSlant(t *testing.T) {
	for _, want := range []float64{35, -42, 24, 55} {
		img := image.NewGray(image.Rect(0, 0, 900, 650))
		for i := range img.Pix {
			img.Pix[i] = 255
		}
		// Eight letter-sized blocks along a line through the centre.
		sin, cos := math.Sincos(want * math.Pi / 180)
		for k := -4; k < 4; k++ {
			cx, cy := 450+float64(k)*70*cos, 325-float64(k)*70*sin
			for y := -35; y <= 35; y++ {
				for x := -25; x <= 25; x++ {
					px, py := int(cx+float64(x)*cos+float64(y)*sin), int(cy-float64(x)*sin+float64(y)*cos)
					img.SetGray(px, py, color.Gray{})
				}
			}
		}
		if got, ok := stampSlant(img); !ok || math.Abs(got-want) > 1 {
			t.Errorf("stampSlant = %.1f, %v, want %.0f", got, ok, want)
		}
	}
	blank := image.NewGray(image.Rect(0, 0, 90, 60))
	for i := range blank.Pix {
		blank.Pix[i] = 255
	}
	if _, ok := stampSlant(blank); ok {
		t.Errorf("stampSlant found a slant on a blank image")
	}
}

// BenchmarkFindOverprint: the cost of looking for a stamp on a page that
// has none (every live-key scan without a printed marker pays it).
func BenchmarkFindOverprint(b *testing.B) {
	var items []testpage.Item
	for i := range 30 {
		items = append(items, testpage.Item{X: 60, Y: 80 + float64(i)*24, Size: 11, Text: fmt.Sprintf("Line %d of a letter with no stamp on it, 12 High Street", i)})
	}
	r := NewReader(Options{OCR: testPool(b)})
	doc, err := r.Read(context.Background(), testpage.PNG(b, items, 200))
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	for b.Loop() {
		if marks, err := r.FindOverprint(context.Background(), doc); err != nil || len(marks) > 0 {
			b.Fatalf("FindOverprint = %v, %v", marks, err)
		}
	}
}

// TestFindOverprintColourRows: a stamp that the colour map holds too
// coarsely to read (a small light letter-spaced MUESTRA or MUSTER on a
// scanned PDF) is read from the page's own pixels where the map's rows of
// letters lie.
func TestFindOverprintColourRows(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR")
	}
	cases, err := docgen.Generate(docgen.Options{Seed: 2, Count: 120, Types: []string{docgen.TypeIdentity},
		Formats: []docgen.Format{docgen.FormatScanPDF}, Split: []string{docgen.SplitDev}, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	r := NewReader(Options{OCR: testPool(t), Model: English})
	tried := map[string]int{}
	for _, c := range cases {
		layout := ""
		if strings.Contains(c.ID, "small_colour_mark") {
			layout = "small_colour_mark"
		}
		if d := c.Expected.Meta.Degradations; layout == "" || d == nil || d.Grayscale || tried[layout] == 3 {
			continue
		}
		tried[layout]++
		doc, marks := readOverprint(t, r, c.ID, c.Document)
		if len(marks)+len(SpecimenMarks(doc)) == 0 {
			t.Errorf("%s: no specimen mark found", c.ID)
		}
	}
	if tried["small_colour_mark"] == 0 {
		t.Fatal("the generated set has no colour case of the layout")
	}
}

// readOverprint reads the document data of case id and looks for a stamp
// on it.
func readOverprint(t *testing.T, r *Reader, id string, data []byte) (*Document, []string) {
	t.Helper()
	doc, err := r.Read(context.Background(), data)
	if err != nil {
		t.Fatalf("%s: Read: %v", id, err)
	}
	marks, err := r.FindOverprint(context.Background(), doc)
	if err != nil {
		t.Fatalf("%s: FindOverprint: %v", id, err)
	}
	return doc, marks
}
