package extract

import (
	"context"
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/internal/docgen"
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
		doc, err := r.Read(context.Background(), c.Document)
		if err != nil {
			t.Fatalf("%s: Read: %v", c.ID, err)
		}
		marks, err := r.FindOverprint(context.Background(), doc)
		if err != nil {
			t.Fatalf("%s: FindOverprint: %v", c.ID, err)
		}
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
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, stampMarks([]layout.Line{tt.line})); diff != "" {
			t.Errorf("%s: stampMarks mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}
