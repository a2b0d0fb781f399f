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
		// The other EU languages (lexicon.SpecimenTerms).
		{"slovene alone", []string{"VZOREC"}, []string{"VZOREC"}},
		{"finnish alone", []string{"NÄYTE NÄYTE"}, []string{"NAYTE"}},
		{"italian hyphenated", []string{"FAC-SIMILE"}, []string{"FACSIMILE"}},
		{"polish", []string{"WZÓR", "RZECZPOSPOLITA POLSKA"}, []string{"WZOR"}},
		// A specimen's holder named after the mark, alone on its line:
		// the Spanish DNI specimen's MUESTRA MUESTRA CARMEN.
		{"spanish holder", []string{"APELLIDOS", "MUESTRA", "MUESTRA", "NOMBRE", "CARMEN"}, []string{"MUESTRA"}},
		// Letter-spaced, as France's 2021 card prints SPÉCIMEN.
		{"letter-spaced", []string{"NOM/Surname MARTIN S P É C I M E N"}, []string{"SPECIMEN"}},
		{"letter-spaced ordinary word", []string{"M O D E L O"}, []string{"MODELO"}},
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
	doc := docOf("Flat 2, 14 Sample Road", "Erika Mustermann", "Avoid late fees", "Void where prohibited", "samples",
		// Words that are specimen words in some language and ordinary
		// words in capitals: a Spanish tax form's title, a customer's
		// copy, a province, an Italian town, a fax number's label.
		"MODELO 303", "KUNDENS EXEMPLAR", "PROV. OF ONTARIO", "CAMPIONE D'ITALIA", "TEL / FACSIMILE +39 02 1234",
		"EJEMPLAR PARA EL INTERESADO", "Prøve", "minta")
	if got := SpecimenMarks(doc); len(got) != 0 {
		t.Errorf("SpecimenMarks = %q, want none", got)
	}
}

// TestSpecimenMarksOverprinted: a word over twice as tall as the page's
// words (a watermark turned across a PDF's text layer, or printed large)
// counts in any case, and so does a compound it starts; printed small,
// it does not.
func TestSpecimenMarksOverprinted(t *testing.T) {
	page := func(mark string, height float64) *Document {
		p := &layout.Page{Number: 1}
		for i, l := range []string{"Kontoauszug Nr. 3", "Erika Mustermann", "Musterstraße 12", "10115 Berlin", "Saldo alt 1.204,50 EUR"} {
			var line layout.Line
			x := 50.0
			for _, w := range strings.Fields(l) {
				line.Words = append(line.Words, layout.Word{Text: w, Box: layout.Box{Left: x, Top: 100 + 14*float64(i), Right: x + 40, Bottom: 110 + 14*float64(i)}})
				x += 45
			}
			p.Lines = append(p.Lines, line)
		}
		p.Lines = append(p.Lines, layout.Line{Words: []layout.Word{{Text: mark, Box: layout.Box{Left: 100, Top: 300, Right: 300, Bottom: 300 + height}}}})
		return &Document{Pages: []*layout.Page{p}}
	}
	for _, tt := range []struct {
		mark   string
		height float64
		want   []string
	}{
		{"Muster", 180, []string{"MUSTER"}},
		{"Musterauszug", 150, []string{"MUSTER"}},
		{"Modelo", 90, []string{"MODELO"}},
		{"Muster", 10, nil},
		{"Mustermann", 10, nil},
		{"KONTOAUSZUG", 150, nil},
		// The text layer joins three turned stamps into one run.
		{"CAMPIONECAMPIONECAMPIONE", 250, []string{"CAMPIONE"}},
	} {
		if diff := cmp.Diff(tt.want, SpecimenMarks(page(tt.mark, tt.height))); diff != "" {
			t.Errorf("SpecimenMarks(%q %.0f high) mismatch (-want +got):\n%s", tt.mark, tt.height, diff)
		}
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
