package amounts

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/money"
)

// Totals are the amounts of a totals block. A total printed several times
// (a receipt's TOTAL, then the card slip's) is its last printing; several
// tax lines (one per rate) add up unless a last one states their sum.
type Totals struct {
	Subtotal, Tax, Tip, Total, AmountDue Value
}

// totalConcepts are the labels of a totals block; the others are read so
// that their rows are not taken for a total ("Total qty", "Discount").
var (
	totalIndex = newLabelIndex(lexicon.ConceptAmountDue, lexicon.ConceptSubtotal, lexicon.ConceptTotal, lexicon.ConceptTip,
		lexicon.ConceptTaxAmount, lexicon.ConceptDiscount, lexicon.ConceptChange, lexicon.ConceptCash, lexicon.ConceptCard,
		lexicon.ConceptTaxRate)
	notTotalWords = foldedSet(lexicon.ConceptQuantity, lexicon.ConceptDiscount, lexicon.ConceptDescription)
)

// IsTotalsLabel reports whether text starts with a label of a totals
// block (subtotal, tax, tip, total, amount due).
func IsTotalsLabel(text string) bool {
	c, _, ok := totalIndex.prefix(LabelWords(text))
	switch c {
	case lexicon.ConceptSubtotal, lexicon.ConceptTaxAmount, lexicon.ConceptTotal, lexicon.ConceptAmountDue:
		return ok
	}
	return false
}

// LabelWords returns the folded words of a label part, numbers dropped
// ("VAT 20%" is "vat").
func LabelWords(s string) []string {
	var ws []string
	for _, w := range strings.Fields(lexicon.Fold(s)) {
		if strings.IndexFunc(w, func(r rune) bool { return !unicode.IsDigit(r) }) < 0 {
			continue
		}
		ws = append(ws, w)
	}
	return ws
}

// Labelled is one row of a totals block: its label's concept and amount.
type Labelled struct {
	Concept lexicon.Concept
	Value   Value
	Row     int
}

// Rows returns the labelled amounts of rows, in order, skipping the rows
// skip reports: a label at the start of a row (or of one of its cells)
// followed by an amount with decimal places.
func Rows(rs []keyvalue.Row, skip func(i int) bool, opts money.Options) []Labelled {
	var out []Labelled
	for i, row := range rs {
		if skip != nil && skip(i) {
			continue
		}
		for j := range row.Cells {
			text := repairNumbers(joinCells(row.Cells[j:]), opts.Decimal)
			f, ok := Last(text, opts, false)
			if !ok {
				continue
			}
			ws := LabelWords(text[:f.Start])
			c, k, ok := totalIndex.prefix(ws)
			if !ok || rest(ws[k:]) {
				continue
			}
			line := lineOf(row.Cells[j:])
			v := valueOf(f.Money, row.Page, line)
			v.Field = layout.Narrow(v.Field, []*layout.Page{row.Page}, text[f.Start:f.End])
			out = append(out, Labelled{Concept: c, Value: v, Row: i})
			break
		}
	}
	return out
}

// reMixedSeparators is a number whose separators OCR read wrong:
// "1,543,44" for "1.543,44", "2.669.40" for "2,669.40".
var reMixedSeparators = regexp.MustCompile(`\b\d{1,3}(?:[.,]\d{3})+[.,]\d{2}\b`)

// repairNumbers rewrites the numbers of text whose grouping and decimal
// separators are the same character, as OCR misreads them, in the
// document's notation dec (',' or '.').
func repairNumbers(text string, dec rune) string {
	if dec == 0 {
		return text
	}
	group := ","
	if dec == ',' {
		group = "."
	}
	return reMixedSeparators.ReplaceAllStringFunc(text, func(m string) string {
		if _, err := money.Read(m, money.Options{Decimal: dec}); err == nil {
			return m
		}
		body, frac := m[:len(m)-3], m[len(m)-2:]
		return strings.NewReplacer(".", group, ",", group).Replace(body) + string(dec) + frac
	})
}

// rest reports whether the words after a total's label make it another
// count ("Total qty", "Total savings").
func rest(ws []string) bool {
	for _, w := range ws {
		if notTotalWords[w] {
			return true
		}
	}
	return false
}

func joinCells(cs []keyvalue.Cell) string {
	t := make([]string, len(cs))
	for i, c := range cs {
		t[i] = c.Text
	}
	return strings.Join(t, " ")
}

// lineOf returns the cells as one line.
func lineOf(cs []keyvalue.Cell) layout.Line {
	var l layout.Line
	l.Confidence = 1
	for _, c := range cs {
		l.Words = append(l.Words, c.Line.Words...)
		l.Box = l.Box.Union(c.Line.Box)
		l.Confidence = min(l.Confidence, c.Line.Confidence)
	}
	return l
}

// ReadTotals reads the totals block from the labelled rows. The subtotal
// is the last printed before the total (a table's sections may print
// their own subtotals above the block's), else the first printed.
func ReadTotals(ls []Labelled) Totals {
	var t Totals
	var taxes []Value
	for _, l := range ls {
		switch l.Concept {
		case lexicon.ConceptSubtotal:
			if !t.Subtotal.Found() || !t.Total.Found() {
				t.Subtotal = l.Value
			}
		case lexicon.ConceptTaxAmount:
			taxes = append(taxes, l.Value)
		case lexicon.ConceptTip:
			t.Tip = l.Value
		case lexicon.ConceptTotal:
			t.Total = l.Value
		case lexicon.ConceptAmountDue:
			t.AmountDue = l.Value
		}
	}
	t.Tax = sumTaxes(taxes)
	return t
}

// sumTaxes returns the tax of several tax lines: the one when there is
// one, the last when it states the sum of the others, the same amount
// printed twice once, else their sum.
func sumTaxes(vs []Value) Value {
	if len(vs) == 0 {
		return Value{}
	}
	last := vs[len(vs)-1]
	var sum money.Amount
	distinct := map[string]bool{}
	for _, v := range vs[:len(vs)-1] {
		if distinct[v.Amount.String()] {
			continue
		}
		distinct[v.Amount.String()] = true
		sum, _ = sum.Add(v.Amount)
	}
	if len(vs) == 1 || last.Amount.Equal(sum) || distinct[last.Amount.String()] && len(distinct) == 1 {
		return last
	}
	sum, _ = sum.Add(last.Amount)
	out := last
	out.Amount = sum
	out.Field.Value = sum.String()
	out.Field.Rule = "totals.tax_sum"
	return out
}
