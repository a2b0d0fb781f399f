package transfer

import (
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/layout"
	"github.com/google/go-cmp/cmp"
)

// linesPage returns a page of one line per text, 10 units high each, its
// words 10 units wide a character.
func linesPage(texts ...string) *layout.Page {
	p := &layout.Page{Number: 1, Source: layout.SourceTextLayer, Width: 1000, Height: 1000}
	for i, t := range texts {
		y := float64(10 * i)
		var l layout.Line
		x := 0.0
		for _, w := range strings.Fields(t) {
			b := layout.Box{Left: x, Top: y, Right: x + 10*float64(len(w)), Bottom: y + 10}
			l.Words = append(l.Words, layout.Word{Text: w, Box: b, Confidence: 0.9})
			l.Box = l.Box.Union(b)
			x = b.Right + 10
		}
		l.Confidence = 0.9
		p.Lines = append(p.Lines, l)
	}
	return p
}

func TestMT103Field(t *testing.T) {
	p := linesPage(
		"Sender : DEUTDEFFXXX",
		":20: REF123",
		":32A: 250101EUR1234,56",
		":59: /DE89370400440532013000",
		"ACME LTD",
		"1 MAIN ST",
		"------",
		":71A: SHA",
	)
	pages := []*layout.Page{p}
	tests := []struct {
		name, value string
		box         layout.Box
	}{
		{"reference", "REF123", layout.Box{Left: 50, Top: 10, Right: 110, Bottom: 20}},                        // the word
		{"amount", "1234.56", layout.Box{Left: 0, Top: 20, Right: 220, Bottom: 30}},                           // not printed as it is: the block
		{"beneficiary_name", "ACME LTD", layout.Box{Left: 0, Top: 40, Right: 80, Bottom: 50}},                 // a value line of the block
		{"beneficiary_address", "1 MAIN ST, SOMEWHERE", layout.Box{Left: 0, Top: 30, Right: 280, Bottom: 60}}, // the block, up to the rule
		{"charges", "SHA", layout.Box{Left: 60, Top: 70, Right: 90, Bottom: 80}},
		{"ordering_bank_bic", "DEUTDEFFXXX", layout.Box{}}, // from the header: no block
	}
	for _, tt := range tests {
		want := layout.Field{Value: tt.value, Page: 1, Box: tt.box, Source: layout.SourceTextLayer, Confidence: 1, Rule: "mt103.field"}
		if diff := cmp.Diff(want, mt103Field(pages, tt.name, tt.value)); diff != "" {
			t.Errorf("mt103Field(%s, %q) mismatch (-want +got):\n%s", tt.name, tt.value, diff)
		}
	}
}
