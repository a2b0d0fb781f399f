package reading

import (
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/layout"
	"github.com/google/go-cmp/cmp"
)

func docOf(lines ...string) *Document {
	p := &layout.Page{Number: 1}
	for _, l := range lines {
		var line layout.Line
		for _, w := range strings.Fields(l) {
			line.Words = append(line.Words, layout.Word{Text: w})
		}
		p.Lines = append(p.Lines, line)
	}
	return &Document{Pages: []*layout.Page{p}}
}

func TestSpecimenMarks(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  []string
	}{
		{"overprint", []string{"PASSPORT", "SPECIMEN"}, []string{"SPECIMEN"}},
		{"french accent", []string{"SPÉCIMEN"}, []string{"SPECIMEN"}},
		{"spanish", []string{"ESPÉCIMEN"}, []string{"ESPECIMEN"}},
		{"lower case specimen", []string{"Specimen signature"}, []string{"SPECIMEN"}},
		{"german", []string{"MUSTER"}, []string{"MUSTER"}},
		{"punctuation around", []string{"*SAMPLE*", "VOID."}, []string{"SAMPLE", "VOID"}},
		{"icao number", []string{"P<UTOERIKSSON<<ANNA<MARIA", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"}, nil},
		{"icao number alone", []string{"No. L898902C3"}, []string{"L898902C3"}},
		{"once each", []string{"SPECIMEN", "SPECIMEN"}, []string{"SPECIMEN"}},
		// The checkbox pair at the top of an IRS 1099 or W-2.
		{"irs form boxes", []string{"VOID CORRECTED", "PAYER'S name"}, nil},
		{"irs form boxes apart", []string{"VOID", "Form 1099-MISC", "CORRECTED"}, nil},
		{"void without corrected", []string{"VOID", "Form 1099-MISC"}, []string{"VOID"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := SpecimenMarks(docOf(tt.lines...))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("SpecimenMarks(%q) mismatch (-want +got):\n%s", tt.lines, diff)
			}
		})
	}
}

func TestSpecimenMarksIgnoresOrdinaryWords(t *testing.T) {
	doc := docOf("Flat 2, 14 Sample Road", "Erika Mustermann", "Avoid late fees", "Void where prohibited", "samples")
	if got := SpecimenMarks(doc); len(got) != 0 {
		t.Errorf("SpecimenMarks = %q, want none", got)
	}
}

func TestDocumentText(t *testing.T) {
	doc := docOf("a b", "c")
	doc.Pages = append(doc.Pages, docOf("d").Pages[0])
	if diff := cmp.Diff("a b\nc\nd\n", doc.Text(0)); diff != "" {
		t.Errorf("Text(0) mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff("a b\nc\n", doc.Text(1)); diff != "" {
		t.Errorf("Text(1) mismatch (-want +got):\n%s", diff)
	}
}
