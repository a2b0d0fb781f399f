package keyvalue

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
)

// pageOf lays text out as a text-layer page: one line per line of text,
// cells split by "|" 180 points apart, 6 points per letter.
func pageOf(text string) *layout.Page {
	p := &layout.Page{Number: 1, Width: 842, Height: 842, Source: layout.SourceTextLayer}
	for i, lt := range strings.Split(text, "\n") {
		y := 40 + 14*float64(i)
		var l layout.Line
		for k, col := range strings.Split(lt, "|") {
			x := 40 + 180*float64(k)
			for _, w := range strings.Fields(col) {
				wd := 6 * float64(utf8.RuneCountInString(w))
				b := layout.Box{Left: x, Top: y, Right: x + wd, Bottom: y + 10}
				l.Words = append(l.Words, layout.Word{Text: w, Box: b, Confidence: 1})
				l.Box = l.Box.Union(b)
				x += wd + 4
			}
		}
		if len(l.Words) > 0 {
			l.Confidence = 1
			p.Lines = append(p.Lines, l)
		}
	}
	return p
}

var testReader = New(
	Field{Name: "number", Concepts: []lexicon.Concept{lexicon.ConceptRegistrationNumber}},
	Field{Name: "status", Concepts: []lexicon.Concept{lexicon.ConceptOrganisationStatus}},
	Field{Name: "office", Concepts: []lexicon.Concept{lexicon.ConceptRegisteredOffice}, Lines: 4},
	Field{Name: "date", Concepts: []lexicon.Concept{lexicon.ConceptIncorporationDate}},
)

type found struct {
	Name, Value string
	Place       Place
	Specific    bool
}

func read(text string) []found {
	var out []found
	for _, v := range testReader.Read(Rows(pageOf(text))) {
		out = append(out, found{v.Name, v.Value, v.Place, v.Specific})
	}
	return out
}

func TestRead(t *testing.T) {
	tests := []struct {
		name, text string
		want       []found
	}{
		{"value in the next cell", "Company number | 01234567", []found{{"number", "01234567", Right, true}}},
		{"value after the label", "Company number SC123456", []found{{"number", "SC123456", Inline, true}}},
		{"value under the label", "Datum oprichting\n3 mei 2011", []found{{"date", "3 mei 2011", Below, true}}},
		{"a generic label before a colon", "Status: Active", []found{{"status", "Active", Inline, false}}},
		{"a generic label in prose", "Status of the moon is unknown", nil},
		{"a label followed by prose", "registered office is in England and Wales", nil},
		{"an address over three lines", "Registered office | 1 High Street\n | Leeds\n | LS1 4AP\nStatus | Active",
			[]found{{"office", "1 High Street, Leeds, LS1 4AP", Right, true}, {"status", "Active", Right, false}}},
		{"an address stops at a label", "Registered office | 1 High Street\nCompany number | 0123", []found{{"office", "1 High Street", Right, true}, {"number", "0123", Right, true}}},
		{"OCR noise in a long label", "Regstered offce | 9 Rue de Rivoli", []found{{"office", "9 Rue de Rivoli", Right, true}}},
		{"another language, accents lost", "Forme juridique | SARL\nSiege social | 9 Rue de Rivoli, 75001 Paris", []found{{"office", "9 Rue de Rivoli, 75001 Paris", Right, true}}},
		{"a numbered label", "7. a) Tag der ersten Eintragung:\n11.05.2011", []found{{"date", "11.05.2011", Below, true}}},
		{"one label naming several things", "6. a) Datum oprichting, akte en statuten:\n26-08-2025; akte 1234", []found{{"date", "26-08-2025", Below, true}}},
		{"a label in two languages", "Date d'immatriculation / Date of incorporation\n3 mai 2011", []found{{"date", "3 mai 2011", Below, true}}},
		{"a label qualified up to its colon", "Registered office as entered in the register of companies:\n14 Quay Street\nGalway",
			[]found{{"office", "14 Quay Street, Galway", Below, true}}},
		{"a label in two languages, then its value", "Company number / Numéro d'entreprise 0123 456\nnumber", []found{{"number", "0123 456", Inline, true}}},
		{"a value's lines stop at a heading", "Registered office | Malmö\n | AKTIEKAPITAL\n | Aktiekapital 25 000 SEK", []found{{"office", "Malmö", Right, true}}},
		{"a sentence that introduces its value", "Your company number (CRN) is:\n01234567", []found{{"number", "01234567", Below, true}}},
		{"a qualified label without its colon is prose", "Registered office as entered in the register of companies", nil},
		{"a label wrapped in its column", "Registered | 14 Quay Street\noffice | Galway", []found{{"office", "14 Quay Street, Galway", Right, true}}},
		{"a numbered label wrapped in its column", "2. Date of | 11.05.2011\nincorporation", []found{{"date", "11.05.2011", Right, true}}},
		{"a stray mark after the colon is no value", "Date of incorporation: i\n3 May 2011", []found{{"date", "3 May 2011", Below, true}}},
		{"a form's instruction in brackets after the label", "2. Company number (Enter the number exactly as issued.)\nC7209574",
			[]found{{"number", "C7209574", Below, true}}},
		{"a label after a semicolon", "München; Geschäftsanschrift: Goethestraße 88, 80792 München", []found{{"office", "Goethestraße 88, 80792 München", Inline, true}}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, read(tt.text)); diff != "" {
			t.Errorf("Read(%s) mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}

// TestReadUmlautAsII: OCR's "ii" for an umlaut ("Wiihrung" for "Währung"),
// in a label too short for the noise a long one tolerates.
func TestReadUmlautAsII(t *testing.T) {
	r := New(Field{Name: "currency", Concepts: []lexicon.Concept{lexicon.ConceptCurrency}})
	var got []string
	for _, v := range r.Read(Rows(pageOf("Wiihrung | EUR\nBetrag | 12,00"))) {
		got = append(got, v.Name+"="+v.Value)
	}
	if diff := cmp.Diff([]string{"currency=EUR"}, got); diff != "" {
		t.Errorf("Read mismatch (-want +got):\n%s", diff)
	}
}

func TestFirst(t *testing.T) {
	vals := testReader.Read(Rows(pageOf("Registration number: 111\nCompany number | 222\nCompany number | 333")))
	v, ok := First(vals, "number")
	if !ok || v.Value != "222" {
		t.Errorf("First = %q, %v; want the first under a specific label, 222", v.Value, ok)
	}
	if _, ok := First(vals, "status"); ok {
		t.Error("First(status) found a value that was never labelled")
	}
}

func FuzzRead(f *testing.F) {
	for _, s := range []string{"Company number | 01234567", "Status: Active", "Registered office | 1 High St\n | Leeds", ":", "|\n|"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for _, v := range testReader.Read(Rows(pageOf(text))) {
			if strings.TrimSpace(v.Value) == "" || v.Page != 1 {
				t.Errorf("Read(%q) = %+v: an empty value or no page", text, v)
			}
		}
	})
}

// TestRowsDropEntryNumbers: the entry numbers a register prints between
// its labels and values, in a column of their own, leave the values; a
// number inside a value or in groups ("941 879 835"), house numbers, one
// that stands
// alone at its place, and a column
// of numbers that open their lines (a receipt's quantities) stay.
func TestRowsDropEntryNumbers(t *testing.T) {
	// Each line: words at x positions, 10 points high, 6 points a letter.
	type word struct {
		x    float64
		text string
	}
	lines := [][]word{
		{{40, "TVRTKA:"}, {200, "1"}, {220, "DALMACIJA"}, {280, "TOURS"}, {316, "j.d.o.o."}},
		{{40, "SJEDIŠTE:"}, {200, "2"}, {220, "Zagreb"}},
		{{40, "OSOBE"}, {76, "OVLAŠTENE"}, {134, "ZA"}, {200, "1"}, {220, "Marija"}, {260, "Vuković"}},
		{{40, "KAPITAL:"}, {200, "1"}, {220, "2"}, {230, "500,00"}, {270, "EUR"}},
		{{40, "UPISI:"}, {60, "3"}, {80, "Tt-11/15802-2"}},
		{{40, "SIREN:"}, {200, "941"}, {220, "879"}, {240, "835"}},
		// House numbers after labels, set apart in a typewriter's face.
		{{40, "OFFICE:"}, {300, "95"}, {320, "CHURCH"}},
		{{40, "ADDRESS:"}, {300, "12"}, {320, "KING"}},
		{{40, "ADDRESS:"}, {300, "40"}, {320, "DUNDAS"}},
		// A receipt's quantities open their lines: no label before them.
		{{40, "1"}, {60, "HH"}, {80, "GUINESS"}, {140, "150.00"}},
		{{40, "1"}, {60, "HH"}, {80, "TIGER"}, {120, "145.00"}},
		{{40, "2"}, {60, "COKE"}, {100, "8.00"}},
	}
	p := &layout.Page{Number: 1, Width: 842, Height: 842, Source: layout.SourceTextLayer}
	for i, ws := range lines {
		y := 40 + 14*float64(i)
		var l layout.Line
		for _, w := range ws {
			b := layout.Box{Left: w.x, Top: y, Right: w.x + 6*float64(utf8.RuneCountInString(w.text)), Bottom: y + 10}
			l.Words = append(l.Words, layout.Word{Text: w.text, Box: b, Confidence: 1})
			l.Box = l.Box.Union(b)
		}
		l.Confidence = 1
		p.Lines = append(p.Lines, l)
	}
	var got [][]string
	for _, r := range Rows(p) {
		var cells []string
		for _, c := range r.Cells {
			cells = append(cells, c.Text)
		}
		got = append(got, cells)
	}
	want := [][]string{
		{"TVRTKA:", "DALMACIJA TOURS j.d.o.o."},
		{"SJEDIŠTE:", "Zagreb"},
		{"OSOBE OVLAŠTENE ZA", "Marija Vuković"},
		{"KAPITAL:", "2 500,00 EUR"},
		{"UPISI: 3 Tt-11/15802-2"},
		{"SIREN:", "941 879 835"},
		{"OFFICE:", "95 CHURCH"},
		{"ADDRESS:", "12 KING"},
		{"ADDRESS:", "40 DUNDAS"},
		{"1 HH GUINESS 150.00"},
		{"1 HH TIGER 145.00"},
		{"2 COKE 8.00"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Rows mismatch (-want +got):\n%s", diff)
	}
}
