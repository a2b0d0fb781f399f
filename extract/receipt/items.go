package receipt

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/amounts"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/money"
)

// reQty is a quantity and unit price as tills print them: "2 x 2,80",
// "2 @ 2.80", "2X 2.80".
var reQty = regexp.MustCompile(`(?i)(?:^|\s)(\d{1,3}(?:[.,]\d{1,3})?)\s?[x@*×]\s?(\d{1,5}[.,]\d{2})(?:\s|$)`)

// notItem holds the labels of rows between the items and the totals that
// are no item (cash, change, card, cashier, discount headings).
var notItem = func() map[string]bool {
	m := map[string]bool{}
	for _, c := range []lexicon.Concept{lexicon.ConceptCash, lexicon.ConceptChange, lexicon.ConceptCard, lexicon.ConceptCashier,
		lexicon.ConceptPaymentMethod, lexicon.ConceptTip, lexicon.ConceptReceiptNumber, lexicon.ConceptDate} {
		for _, p := range lexicon.Labels(c) {
			m[lexicon.Fold(p.Text)] = true
		}
	}
	return m
}()

// items reads a receipt's items: the rows from start to the first totals
// row that end with an amount, their text before it the description. A
// row holding only a quantity and unit price ("2 x 2,80") gives them to
// the item after it; one printed after the description is taken from it.
func items(rows []keyvalue.Row, start int, opts money.Options) []amounts.Item {
	var out []amounts.Item
	var qty, unit string
	for i := start; i < len(rows); i++ {
		r := rows[i]
		t := strings.TrimSpace(r.Text())
		if amounts.IsTotalsLabel(t) {
			break
		}
		if m := reQty.FindStringSubmatchIndex(t); m != nil && strings.TrimSpace(t[:m[0]]) == "" {
			if _, ok := amounts.Last(t[m[1]:], opts, false); !ok {
				qty, unit = number(t[m[2]:m[3]], opts), number(t[m[4]:m[5]], opts)
				continue
			}
		}
		f, ok := amounts.Last(t, opts, false)
		if !ok {
			continue
		}
		desc := strings.TrimSpace(t[:f.Start])
		if m := reQty.FindStringSubmatchIndex(desc); m != nil {
			qty, unit = number(desc[m[2]:m[3]], opts), number(desc[m[4]:m[5]], opts)
			desc = strings.TrimSpace(desc[:m[0]] + " " + desc[m[1]:])
		}
		desc = strings.TrimRight(desc, " .:-*")
		// Marks OCR read off the edge of a curled slip before the name
		// ("( LATTE", "= CORNETTO"): words of neither letters nor digits.
		for {
			w, rest, ok := strings.Cut(desc, " ")
			if !ok || strings.IndexFunc(w, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
				break
			}
			desc = rest
		}
		if !itemText(desc) {
			qty, unit = "", ""
			continue
		}
		line := lineOf(r)
		it := amounts.Item{
			Description: layout.FromLine(desc, r.Page, line).By("receipt.item_line"),
			Amount:      layout.FromLine(f.Amount.String(), r.Page, line).By("receipt.item_line"),
		}
		if qty != "" {
			it.Quantity, it.UnitPrice = layout.FromLine(qty, r.Page, line).By("receipt.item_line"), layout.FromLine(unit, r.Page, line).By("receipt.item_line")
		}
		qty, unit = "", ""
		out = append(out, it)
	}
	return out
}

// itemText reports whether a row's text before its amount names an item:
// letters, and no label of a payment, the cashier or a date.
func itemText(desc string) bool {
	letters := 0
	for _, c := range desc {
		if unicode.IsLetter(c) {
			letters++
		}
	}
	if letters < 2 {
		return false
	}
	ws := strings.Fields(lexicon.Fold(desc))
	for n := min(3, len(ws)); n >= 1; n-- {
		if notItem[strings.Join(ws[:n], " ")] {
			return false
		}
	}
	return true
}

// number returns a printed number in the API's form, "" when it is none.
func number(s string, opts money.Options) string {
	m, err := money.Read(s, opts)
	if err != nil {
		return ""
	}
	return m.Amount.String()
}
