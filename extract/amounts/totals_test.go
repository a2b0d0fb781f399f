package amounts

import (
	"testing"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/money"
)

func TestReadTotals(t *testing.T) {
	type line struct {
		concept lexicon.Concept
		amount  string
	}
	tests := []struct {
		name                 string
		lines                []line
		subtotal, tax, total string
	}{
		{"block", []line{{lexicon.ConceptSubtotal, "100.00"}, {lexicon.ConceptTaxAmount, "20.00"}, {lexicon.ConceptTotal, "120.00"}}, "100.00", "20.00", "120.00"},
		// A table's sections print their own subtotals above the block's.
		{"section subtotals", []line{{lexicon.ConceptSubtotal, "112.00"}, {lexicon.ConceptSubtotal, "150.90"}, {lexicon.ConceptSubtotal, "262.90"},
			{lexicon.ConceptTaxAmount, "16.94"}, {lexicon.ConceptTotal, "279.84"}}, "262.90", "16.94", "279.84"},
		// A net amount printed under the total of a receipt does not
		// replace the subtotal printed above it.
		{"net after total", []line{{lexicon.ConceptSubtotal, "59.46"}, {lexicon.ConceptTotal, "71.35"}, {lexicon.ConceptSubtotal, "59.00"}}, "59.46", "", "71.35"},
		{"subtotal after total only", []line{{lexicon.ConceptTotal, "71.35"}, {lexicon.ConceptSubtotal, "59.46"}}, "59.46", "", "71.35"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var ls []Labelled
			for i, l := range tt.lines {
				a, err := money.Parse(l.amount)
				if err != nil {
					t.Fatal(err)
				}
				ls = append(ls, Labelled{Concept: l.concept, Row: i, Value: Value{Money: money.Money{Amount: a}, Field: layout.Field{Value: l.amount, Page: 1}}})
			}
			got := ReadTotals(ls)
			for _, c := range []struct {
				name string
				got  Value
				want string
			}{{"subtotal", got.Subtotal, tt.subtotal}, {"tax", got.Tax, tt.tax}, {"total", got.Total, tt.total}} {
				if g := c.got.Field.Value; g != c.want {
					t.Errorf("ReadTotals(%v) %s = %q, want %q", tt.lines, c.name, g, c.want)
				}
			}
		})
	}
}
