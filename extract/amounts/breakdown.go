package amounts

import (
	"math"
	"strings"

	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/money"
)

// A VAT breakdown (EN 16931-1, group BG-23: per rate, the taxable amount
// BT-116 and the tax amount BT-117) is printed as a row of headings over a
// row of figures per rate and, with several rates, a row of their sums:
// "BTW % | Grondslag | BTW bedrag | Totaal" over "21 % | 41,31 | 8,68 |
// 49,99". Its last row of figures is the document's taxable amount, tax and
// total, each under its heading.

// breakdownIndex holds the headings a VAT breakdown's columns are read
// by, looked up exactly (byText).
var breakdownIndex = newLabelIndex(lexicon.ConceptSubtotal, lexicon.ConceptTaxAmount, lexicon.ConceptTotal)

// maxHeadingWords is the most words one column heading runs to.
const maxHeadingWords = 4

// Breakdown is what a VAT breakdown states.
type Breakdown struct {
	Subtotal, Tax, Total Value
}

// ReadBreakdown returns the VAT breakdown of rows, if any: its first row
// of headings that names the taxable amount or the tax and one more of
// the three, and the last of the rows of figures right under it.
func ReadBreakdown(rs []keyvalue.Row, opts money.Options) (Breakdown, bool) {
	for i, r := range rs {
		cols := breakdownHeadings(r)
		if len(cols) == 0 || hasAmount(r, opts) {
			continue
		}
		last := -1
		for k := i + 1; k < len(rs) && rs[k].Page == r.Page && len(amountWords(rs[k], opts)) >= 2; k++ {
			last = k
		}
		if last < 0 {
			continue
		}
		var b Breakdown
		for _, w := range amountWords(rs[last], opts) {
			c, ok := columnOf(cols, w.word.Box, r.Height())
			if !ok {
				continue
			}
			v := w.value(rs[last].Page, "invoice.vat_breakdown")
			switch c {
			case lexicon.ConceptSubtotal:
				b.Subtotal = v
			case lexicon.ConceptTaxAmount:
				b.Tax = v
			case lexicon.ConceptTotal:
				b.Total = v
			}
		}
		if b.Subtotal.Found() || b.Tax.Found() {
			return b, true
		}
	}
	return Breakdown{}, false
}

// breakdownHeadings returns the columns a row of headings names, longest labels
// first, when they are of two concepts or more and one is the taxable
// amount or the tax.
func breakdownHeadings(r keyvalue.Row) []column {
	var ws []layout.Word
	for _, c := range r.Cells {
		ws = append(ws, c.Line.Words...)
	}
	var cols []column
	seen := map[lexicon.Concept]bool{}
	for i := 0; i < len(ws); {
		n := 0
		for k := min(maxHeadingWords, len(ws)-i); k >= 1; k-- {
			if c, ok := breakdownIndex.byText[lexicon.Fold(joinWords(ws[i:i+k]))]; ok {
				cols = append(cols, column{concept: c, left: ws[i].Box.Left, right: ws[i+k-1].Box.Right})
				seen[c] = true
				n = k
				break
			}
		}
		i += max(n, 1)
	}
	if len(seen) < 2 || !seen[lexicon.ConceptSubtotal] && !seen[lexicon.ConceptTaxAmount] {
		return nil
	}
	return cols
}

// amountWord is a word of a row that is an amount with decimal places.
type amountWord struct {
	word  layout.Word
	money money.Money
}

// value returns the amount of w, read from its word on page p by rule.
func (w amountWord) value(p *layout.Page, rule string) Value {
	l := layout.Line{Words: []layout.Word{w.word}, Box: w.word.Box, Confidence: w.word.Confidence}
	return Value{Money: w.money, Field: layout.FromLine(w.money.Amount.String(), p, l).By(rule)}
}

// amountWords returns the words of row r that are amounts with decimal
// places, a currency sign in the word or not.
func amountWords(r keyvalue.Row, opts money.Options) []amountWord {
	var out []amountWord
	for _, c := range r.Cells {
		for _, w := range c.Line.Words {
			fs := money.Find(w.Text, opts)
			if len(fs) == 1 && fs[0].Decimals > 0 && fs[0].End-fs[0].Start >= len(strings.TrimSpace(w.Text))-1 {
				out = append(out, amountWord{w, fs[0].Money})
			}
		}
	}
	return out
}

func hasAmount(r keyvalue.Row, opts money.Options) bool { return len(amountWords(r, opts)) > 0 }

// columnOf returns the concept of the heading over box b: the one its
// x-range overlaps most, else the one whose right edge is nearest b's,
// within a line height h (figures set flush right under their heading).
func columnOf(cols []column, b layout.Box, h float64) (lexicon.Concept, bool) {
	best, bestOverlap := -1, 0.0
	for i, c := range cols {
		if o := math.Min(b.Right, c.right) - math.Max(b.Left, c.left); o > bestOverlap {
			best, bestOverlap = i, o
		}
	}
	if best >= 0 {
		return cols[best].concept, true
	}
	for i, c := range cols {
		if math.Abs(c.right-b.Right) <= h && (best < 0 || math.Abs(c.right-b.Right) < math.Abs(cols[best].right-b.Right)) {
			best = i
		}
	}
	if best < 0 {
		return "", false
	}
	return cols[best].concept, true
}

// ConsistentSubtotal returns, when the subtotal read and the tax do not add
// up to the total, another amount labelled as a subtotal that does
// ("Exclusief BTW € 593,36" beside a "Subtotaal € 717,97" that includes
// the tax): the totals are the check.
func ConsistentSubtotal(rs []keyvalue.Row, t Totals, opts money.Options) (Value, bool) {
	if !t.Subtotal.Found() || !t.Tax.Found() || !t.Total.Found() {
		return Value{}, false
	}
	if s, err := t.Subtotal.Amount.Add(t.Tax.Amount); err != nil || s.Equal(t.Total.Amount) {
		return Value{}, false
	}
	for _, r := range rs {
		for j, c := range r.Cells {
			head := c.Text
			if fs := money.Find(c.Text, opts); len(fs) > 0 {
				head = c.Text[:fs[0].Start]
			}
			if breakdownIndex.byText[lexicon.Fold(head)] != lexicon.ConceptSubtotal {
				continue
			}
			ws := amountWords(keyvalue.Row{Page: r.Page, Cells: r.Cells[j:min(j+2, len(r.Cells))]}, opts)
			if len(ws) == 0 {
				continue
			}
			s, err := ws[0].money.Amount.Add(t.Tax.Amount)
			if err != nil || !s.Equal(t.Total.Amount) {
				continue
			}
			return ws[0].value(r.Page, "invoice.subtotal_adds_up"), true
		}
	}
	return Value{}, false
}
