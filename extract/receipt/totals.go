package receipt

import (
	"context"
	"regexp"
	"slices"
	"strings"

	"github.com/docextract/docextract/extract/amounts"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/money"
	"github.com/docextract/docextract/extract/reading"
)

// totalWords are the one-word labels of a total ("total", "summe",
// "totaal"); otherWords the words of the labels of a totals block's other
// rows, which make a row ending in a total word another amount ("Sub
// total", "VAT total", "Total qty").
var (
	totalWords = func() map[string]bool {
		m := map[string]bool{}
		for _, p := range lexicon.Labels(lexicon.ConceptTotal) {
			if f := lexicon.Fold(p.Text); !strings.Contains(f, " ") {
				m[f] = true
			}
		}
		return m
	}()
	otherWords = func() map[string]bool {
		m := map[string]bool{}
		for _, c := range []lexicon.Concept{lexicon.ConceptSubtotal, lexicon.ConceptTaxAmount, lexicon.ConceptTaxRate, lexicon.ConceptQuantity,
			lexicon.ConceptDiscount, lexicon.ConceptTip, lexicon.ConceptChange, lexicon.ConceptCash, lexicon.ConceptCard, lexicon.ConceptDescription} {
			for _, p := range lexicon.Labels(c) {
				for _, w := range strings.Fields(lexicon.Fold(p.Text)) {
					if !totalWords[w] {
						m[w] = true
					}
				}
			}
		}
		return m
	}()
)

// totals reads the totals block of a receipt from its labelled rows ls
// (amounts.Rows of rows): the last total, else the amount due. Without
// either, a subtotal printed after the tax that is at least the subtotal
// before it plus the tax is the total (Malaysian and Singaporean tills
// print "NET TOTAL" or "NETT TOTAL" for what is paid), else the last row
// whose label ends in a total word ("ROUNDED TOTAL (RM)", or a first word
// OCR misread). A tax line whose amount is the total or more is no tax:
// VAT summaries print the gross of each rate beside its tax ("20% VAT
// Total 10.20").
func totals(ls []amounts.Labelled, rows []keyvalue.Row, opts money.Options) amounts.Totals {
	tot := amounts.ReadTotals(ls)
	if !tot.Total.Found() && tot.AmountDue.Found() {
		tot.Total = tot.AmountDue
	}
	if !tot.Total.Found() {
		if sub, total, ok := netAfterTax(ls); ok {
			tot.Subtotal, tot.Total = sub, total
		} else if v, ok := endsInTotal(rows, opts); ok {
			tot.Total = v
		}
	}
	if !tot.Total.Found() || tot.Total.Amount.Sign() <= 0 {
		return tot
	}
	kept := make([]amounts.Labelled, 0, len(ls))
	for _, l := range ls {
		if l.Concept == lexicon.ConceptTaxAmount && l.Value.Amount.Cmp(tot.Total.Amount) >= 0 {
			continue
		}
		kept = append(kept, l)
	}
	if len(kept) < len(ls) {
		tot.Tax = amounts.ReadTotals(kept).Tax
	}
	return tot
}

// netAfterTax returns the subtotal printed before the first tax line and,
// as the total, the last subtotal printed after it, when that one is at
// least the first plus the tax.
func netAfterTax(ls []amounts.Labelled) (sub, total amounts.Value, ok bool) {
	var tax amounts.Value
	for _, l := range ls {
		switch {
		case l.Concept == lexicon.ConceptSubtotal && !tax.Found():
			sub = l.Value
		case l.Concept == lexicon.ConceptTaxAmount && sub.Found() && !tax.Found():
			tax = l.Value
		case l.Concept == lexicon.ConceptSubtotal && tax.Found():
			total = l.Value
		}
	}
	if !total.Found() {
		return sub, total, false
	}
	least, err := sub.Amount.Add(tax.Amount)
	if err != nil || total.Amount.Cmp(least) < 0 {
		return sub, total, false
	}
	total.Field.Rule = "receipt.total_after_tax"
	return sub, total, true
}

// endsInTotal returns the amount of the last row whose label ends in a
// total word, with at most two words before it that label nothing else
// and at most a currency after it ("Rounded Total (RM): 9.00").
func endsInTotal(rows []keyvalue.Row, opts money.Options) (amounts.Value, bool) {
	var out amounts.Value
	for _, r := range rows {
		t := r.Text()
		f, ok := amounts.Last(t, opts, false)
		if !ok {
			continue
		}
		ws := amounts.LabelWords(t[:f.Start])
		k := len(ws) - 1
		if k >= 0 && money.OfSymbol(strings.ToUpper(ws[k]), opts.Country) != "" {
			k--
		}
		if k < 1 || k > 2 || !totalWords[ws[k]] {
			continue
		}
		other := false
		for _, w := range ws[:k] {
			other = other || otherWords[w] || totalWords[w]
		}
		if other {
			continue
		}
		line := lineOf(r)
		out = amounts.Value{Money: f.Money, Field: layout.FromLine(f.Amount.String(), r.Page, line).By("receipt.ends_in_total")}
		out.Field = layout.Narrow(out.Field, []*layout.Page{r.Page}, t[f.Start:f.End])
		out.Field.Value = f.Amount.String()
	}
	return out, out.Found()
}

// checkTotal reads the total's price again when it is none of the amounts
// the rest of the slip says was paid: the subtotal plus the tax and the
// tip, the amount charged to the card, the cash tendered less the change.
// A misread digit ("99.72" for 59.72) is common on photographed slips;
// the price read again replaces the total when it is one of them. Else,
// on a slip read by OCR, the one such amount a digit slip away from the
// total (oneSlip) replaces it.
func checkTotal(ctx context.Context, rd *reading.Reader, rows []keyvalue.Row, ls []amounts.Labelled, tot amounts.Totals, opts money.Options) amounts.Value {
	total := tot.Total
	if !total.Found() {
		return total
	}
	paid := paidAmounts(ls, tot)
	at := -1
	for _, l := range ls {
		if (l.Concept == lexicon.ConceptTotal || l.Concept == lexicon.ConceptAmountDue) && l.Value.Field == total.Field {
			at = l.Row
		}
	}
	if at < 0 || len(paid) == 0 || slices.ContainsFunc(paid, total.Amount.Equal) {
		return total
	}
	r := rows[at]
	if r.Page.Image != nil && rd != nil && rd.CanRecognize() {
		if printed, l, ok := rereadPrice(ctx, rd, r, lineOf(r).Box.Right, opts, true); ok {
			if m, err := money.Read(printed, opts); err == nil && slices.ContainsFunc(paid, m.Amount.Equal) {
				return amounts.Value{Money: m, Field: layout.FromLine(m.Amount.String(), r.Page, l).By("receipt.total_reread")}
			}
		}
	}
	// Read again or not, a total one digit slip (digitSlips) from the one
	// amount the rest of the slip says was paid is that amount misread
	// ("64.50" for 54.50 under a subtotal and tax that add up to 54.50).
	if r.Page.Source != layout.SourceOCR {
		return total
	}
	var near []money.Amount
	for _, p := range paid {
		if !slices.ContainsFunc(near, p.Equal) && oneSlip(total.Amount.String(), p.String()) {
			near = append(near, p)
		}
	}
	if len(near) != 1 {
		return total
	}
	v := total
	v.Amount = near[0]
	v.Field.Value, v.Field.Rule = near[0].String(), "receipt.total_paid"
	return v
}

// oneSlip reports whether amount read differs from amount want, both in
// the API's form, in exactly one digit that OCR reads for the other
// (digitSlips).
func oneSlip(read, want string) bool {
	if len(read) != len(want) {
		return false
	}
	at := -1
	for i := range len(read) {
		if read[i] != want[i] {
			if at >= 0 {
				return false
			}
			at = i
		}
	}
	return at >= 0 && strings.IndexByte(digitSlips[read[at]], want[at]) >= 0
}

// paidAmounts returns what the rest of a slip says was paid, besides its
// total: the subtotal plus the tax and the tip, the amount charged to the
// card, the cash tendered less the change.
func paidAmounts(ls []amounts.Labelled, tot amounts.Totals) []money.Amount {
	var paid []money.Amount
	if tot.Subtotal.Found() && tot.Tax.Found() {
		if a, err := tot.Subtotal.Amount.Add(tot.Tax.Amount); err == nil {
			if tot.Tip.Found() {
				a, err = a.Add(tot.Tip.Amount)
			}
			if err == nil {
				paid = append(paid, a)
			}
		}
	}
	var cash, change amounts.Value
	for _, l := range ls {
		switch l.Concept {
		case lexicon.ConceptCard:
			paid = append(paid, l.Value.Amount)
		case lexicon.ConceptCash:
			cash = l.Value
		case lexicon.ConceptChange:
			change = l.Value
		}
	}
	if cash.Found() && change.Found() {
		if a, err := cash.Amount.Sub(change.Amount); err == nil {
			paid = append(paid, a)
		}
	}
	return paid
}

// reRate is a tax rate printed on a tax line ("MwSt. 19%", "VAT 20 %").
var reRate = regexp.MustCompile(`(\d{1,2}(?:[.,]\d{1,2})?)\s?%`)

// checkTax reads the tax's price again when its line prints one rate and
// the tax is neither that rate of the subtotal (tax added) nor the tax in
// the total at that rate (tax included), to the cent; the price read
// again replaces the tax when it is one of them.
func checkTax(ctx context.Context, rd *reading.Reader, rows []keyvalue.Row, ls []amounts.Labelled, tot amounts.Totals, opts money.Options) amounts.Value {
	tax := tot.Tax
	if rd == nil || !rd.CanRecognize() || !tax.Found() || !tot.Total.Found() {
		return tax
	}
	at := -1
	for _, l := range ls {
		if l.Concept == lexicon.ConceptTaxAmount && l.Value.Field == tax.Field {
			at = l.Row
		}
	}
	if at < 0 || rows[at].Page.Image == nil {
		return tax
	}
	m := reRate.FindAllStringSubmatch(rows[at].Text(), -1)
	if len(m) != 1 {
		return tax
	}
	rate, err := money.Parse(strings.Replace(m[0][1], ",", ".", 1))
	if err != nil || rate.Sign() <= 0 {
		return tax
	}
	var want []money.Amount
	hundred := money.New(100, 0)
	if gross, err := hundred.Add(rate); err == nil {
		if a, ok := share(tot.Total.Amount, rate, gross); ok {
			want = append(want, a)
		}
	}
	if tot.Subtotal.Found() {
		if a, ok := share(tot.Subtotal.Amount, rate, hundred); ok {
			want = append(want, a)
		}
	}
	cent := money.New(1, 2)
	near := func(a money.Amount) bool {
		return slices.ContainsFunc(want, func(w money.Amount) bool { return a.Within(w, cent) })
	}
	if len(want) == 0 || near(tax.Amount) {
		return tax
	}
	r := rows[at]
	printed, l, ok := rereadPrice(ctx, rd, r, lineOf(r).Box.Right, opts, true)
	if !ok {
		return tax
	}
	read, err := money.Read(printed, opts)
	if err != nil || !near(read.Amount) {
		return tax
	}
	return amounts.Value{Money: read, Field: layout.FromLine(read.Amount.String(), r.Page, l).By("receipt.tax_reread")}
}

// share returns a × rate / base to the cent.
func share(a, rate, base money.Amount) (money.Amount, bool) {
	p, err := a.Mul(rate)
	if err != nil {
		return money.Amount{}, false
	}
	// Dividing by base: base is 100 or 100 plus a rate; scale to cents
	// by integer division of the product's units.
	num, err := p.Round(4)
	if err != nil {
		return money.Amount{}, false
	}
	b, err := base.Round(4)
	if err != nil || b.Units() == 0 {
		return money.Amount{}, false
	}
	// num and b have four places: num/b in cents is num*100/b.
	cents := (num.Units()*100 + b.Units()/2) / b.Units()
	return money.New(cents, 2), true
}
