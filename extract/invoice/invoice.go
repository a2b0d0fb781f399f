package invoice

import (
	"context"
	"fmt"
	"regexp"
	"strings"

	"github.com/docextract/docextract/extract/amounts"
	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/money"
	"github.com/docextract/docextract/extract/postal"
	"github.com/docextract/docextract/extract/reading"
)

// ErrNoEvidence is returned when a document shows no sign of being an
// invoice: no invoice or bill title or number with amounts, or another
// kind of document's wording outweighs it.
var ErrNoEvidence = fmt.Errorf("invoice: no invoice evidence: %w", doctype.ErrNoEvidence)

// maxPages is how many pages are read: the header and the totals of an
// invoice of several pages sit on its first and last pages.
const maxPages = 4

// labels reads the invoice's labelled fields.
var labels = keyvalue.New(
	keyvalue.Field{Name: "invoice_number", Concepts: []lexicon.Concept{lexicon.ConceptInvoiceNumber}},
	keyvalue.Field{Name: "invoice_date", Concepts: []lexicon.Concept{lexicon.ConceptInvoiceDate}},
	keyvalue.Field{Name: "date", Concepts: []lexicon.Concept{lexicon.ConceptDate, lexicon.ConceptBillDate, lexicon.ConceptStatementDate}, Generic: true},
	keyvalue.Field{Name: "due_date", Concepts: []lexicon.Concept{lexicon.ConceptDueDate}},
	keyvalue.Field{Name: "purchase_order_number", Concepts: []lexicon.Concept{lexicon.ConceptPurchaseOrderNumber}},
	keyvalue.Field{Name: "customer_tax_id", Concepts: []lexicon.Concept{lexicon.ConceptCustomerTaxID}},
	keyvalue.Field{Name: "tax_id", Concepts: []lexicon.Concept{lexicon.ConceptVATNumber, lexicon.ConceptTaxNumber}},
	keyvalue.Field{Name: "bill_to", Concepts: []lexicon.Concept{lexicon.ConceptBillTo}, Lines: 6},
	keyvalue.Field{Name: "vendor", Concepts: []lexicon.Concept{lexicon.ConceptVendor}, Lines: 6},
	keyvalue.Field{Name: "iban", Concepts: []lexicon.Concept{lexicon.ConceptIBAN}},
	keyvalue.Field{Name: "bic", Concepts: []lexicon.Concept{lexicon.ConceptBIC}},
	keyvalue.Field{Name: "ship_to", Concepts: []lexicon.Concept{lexicon.ConceptShipTo}, Lines: 6},
	keyvalue.Field{Name: "other", Concepts: []lexicon.Concept{lexicon.ConceptPaymentTerms, lexicon.ConceptCustomerNumber,
		lexicon.ConceptAccountNumber, lexicon.ConceptPhone, lexicon.ConceptEmail, lexicon.ConceptWebsite, lexicon.ConceptFax, lexicon.ConceptSupplyDate}},
)

// extract reads the invoice fields of doc.
func extract(ctx context.Context, doc *reading.Document, env doctype.Env) (doctype.Values, error) {
	var v doctype.Values
	if doc == nil || len(doc.Pages) == 0 {
		return v, fmt.Errorf("%w: no pages", ErrNoEvidence)
	}
	if err := ctx.Err(); err != nil {
		return v, fmt.Errorf("invoice: %w", err)
	}
	pages := doc.Pages[:min(len(doc.Pages), maxPages)]
	text := doc.Text(maxPages)
	first := pages[0]

	var rows []keyvalue.Row
	for _, p := range pages {
		rows = append(rows, keyvalue.Rows(p)...)
	}
	vals := labels.Read(rows)

	// The document's notation and country decide its dates and amounts.
	opts := money.Options{Decimal: amounts.Notation(text)}
	found := []postal.Found{}
	for _, p := range pages {
		found = append(found, postal.FindAddresses(p)...)
	}
	ibans := amounts.IBANs(text)
	country := documentCountry(found, ibans, text)
	opts.Country = country
	dopts := dates.Options{MonthFirst: country == "US"}

	table, hasTable := amounts.FindTable(rows, opts)
	inTable := func(i int) bool { return hasTable && i >= table.Header && i < table.End }
	if first.Source == layout.SourceOCR && (!hasTable || !complete(table)) {
		// The page's segmentation may have lost the header or a column:
		// the table's band is read again as one block.
		again, ok, err := rereadTable(ctx, env, first, rows, opts)
		if err != nil {
			return v, err
		}
		if ok && (!hasTable || len(again.Items) >= len(table.Items)) {
			table = again
			if !hasTable {
				top, bottom, _ := tableBand(rows, first)
				inTable = func(i int) bool {
					return rows[i].Page == first && rows[i].Box.Top >= top && rows[i].Box.Bottom <= bottom && !amounts.IsTotalsLabel(rows[i].Text())
				}
			}
			hasTable = true
		}
	}
	tot := amounts.ReadTotals(amounts.Rows(rows, inTable, opts))
	if !tot.Subtotal.Found() || !tot.Tax.Found() {
		if b, ok := amounts.ReadBreakdown(rows, opts); ok {
			for _, f := range []struct {
				to   *amounts.Value
				from amounts.Value
			}{{&tot.Subtotal, b.Subtotal}, {&tot.Tax, b.Tax}, {&tot.Total, b.Total}} {
				if !f.to.Found() {
					*f.to = f.from
				}
			}
		}
	}
	if s, ok := amounts.ConsistentSubtotal(rows, tot, opts); ok {
		tot.Subtotal = s
	}

	number, hasNumber := invoiceNumber(vals, rows)
	if what := refuse(text, hasNumber, tot, hasTable); what != "" {
		return v, fmt.Errorf("%w: %s", ErrNoEvidence, what)
	}

	v.Set("invoice_number", number)
	v.Set("invoice_date", or(dateOf(vals, dopts, "invoice_date", "date"), rowDate(rows, dopts, "invoice_date")))
	v.Set("due_date", or(dateOf(vals, dopts, "due_date"), rowDate(rows, dopts, "due_date")))
	if po, ok := keyvalue.First(vals, "purchase_order_number"); ok && reference(po.Value) {
		po.Field.Value = strings.TrimSpace(po.Value)
		v.Set("purchase_order_number", po.Field)
	}

	cust := customer(vals, found, first)
	vend := vendor(vals, found, first, cust)
	v.Set("customer_name", cust.name)
	v.Set("customer_address", cust.address)
	v.Set("vendor_name", vend.name)
	v.Set("vendor_address", vend.address)
	vendorTax, customerTax := taxIDs(vals, cust, text, pages)
	v.Set("vendor_tax_id", vendorTax)
	v.Set("customer_tax_id", customerTax)

	if c := amounts.Currency(text, country); c != "" {
		v.Set("currency", layout.Field{Value: c, Page: first.Number, Source: first.Source, Confidence: 1, Rule: "amounts.currency"})
	} else if country == "" && dollarsOnly(text, opts) && english(text) {
		// The Unicode CLDR's English locale writes the US dollar "$" and
		// the other dollars with a prefix ("CA$", "A$"): an English
		// invoice of no known country that prints "$" bills in USD.
		v.Set("currency", layout.Field{Value: "USD", Page: first.Number, Source: first.Source, Confidence: 0.8, Rule: "amounts.currency_dollar"})
	}
	set := func(name string, a amounts.Value) {
		if a.Found() {
			v.Set(name, a.Field)
		}
	}
	set("subtotal", tot.Subtotal)
	set("tax_amount", tot.Tax)
	set("total_amount", tot.Total)
	set("amount_due", tot.AmountDue)
	if !tot.Total.Found() && tot.AmountDue.Found() {
		set("total_amount", tot.AmountDue)
	}
	repairItems(table.Items, tot.Subtotal)
	for _, it := range table.Items {
		var item doctype.Values
		item.Set("description", it.Description)
		item.Set("quantity", it.Quantity)
		item.Set("unit_price", it.UnitPrice)
		item.Set("amount", it.Amount)
		v.Add("line_items", item)
	}
	iban, bic := payment(vals, ibans, text, pages)
	v.Set("payment_iban", iban)
	v.Set("payment_bic", bic)
	return v, nil
}

// dollarsOnly reports whether the amounts of text that carry a currency
// sign all carry "$", and some do.
func dollarsOnly(text string, opts money.Options) bool {
	n := 0
	for _, line := range strings.Split(text, "\n") {
		for _, f := range money.Find(line, opts) {
			switch f.Symbol {
			case "":
			case "$":
				n++
			default:
				return false
			}
		}
	}
	return n > 0
}

// english reports whether text holds a title of an invoice or bill in
// English.
func english(text string) bool {
	all := " " + lexicon.Fold(text) + " "
	for _, k := range []lexicon.Kind{lexicon.KindInvoice, lexicon.KindBill} {
		for _, t := range lexicon.Vocabulary(k) {
			if t.Lang == "en" && t.Weight >= lexicon.Strong && strings.Contains(all, " "+lexicon.Fold(t.Text)+" ") {
				return true
			}
		}
	}
	return false
}

// complete reports whether every item of t has its amount and, when the
// table has quantity columns, its quantity: a row whose figures the page's
// reading lost has neither.
func complete(t amounts.Table) bool {
	for _, it := range t.Items {
		if !it.Amount.Found() || t.HasQuantity && !it.Quantity.Found() {
			return false
		}
	}
	return len(t.Items) > 0
}

// refuse names why text is not an invoice, or returns "".
func refuse(text string, hasNumber bool, tot amounts.Totals, hasTable bool) string {
	ev := lexicon.Weigh(text)
	inv := ev[lexicon.KindInvoice].Score() + ev[lexicon.KindBill].Score()
	titled := len(ev[lexicon.KindInvoice].Strong)+len(ev[lexicon.KindBill].Strong) > 0
	amountsRead := tot.Total.Found() || tot.Subtotal.Found() || tot.AmountDue.Found() || hasTable
	if !titled && !hasNumber {
		return "no invoice or bill title, no invoice number"
	}
	if !amountsRead && !(titled && hasNumber) {
		return "no total, subtotal, amount due or item table"
	}
	for _, k := range []lexicon.Kind{lexicon.KindIdentity, lexicon.KindPassport, lexicon.KindIDCard, lexicon.KindDrivingLicence,
		lexicon.KindOrganisationDoc, lexicon.KindTaxDoc, lexicon.KindReceipt, lexicon.KindTransfer, lexicon.KindBankStatement} {
		e := ev[k]
		if len(e.Strong) > 0 && e.Score() > inv && !titled {
			return "reads as " + string(k)
		}
		if len(e.Strong) > 0 && e.Score() > 2*inv {
			return "reads as " + string(k)
		}
	}
	return ""
}

// invoiceNumber returns the value of the invoice-number label when it
// reads as a reference.
func invoiceNumber(vals []keyvalue.Value, rows []keyvalue.Row) (layout.Field, bool) {
	for _, specific := range []bool{true, false} {
		for _, kv := range vals {
			if kv.Name != "invoice_number" || kv.Specific != specific {
				continue
			}
			n := firstToken(kv.Value)
			if reference(n) {
				f := kv.Field
				f.Value = n
				return f, true
			}
		}
	}
	// A title that holds the number ("Invoice INV/2023/03/0008").
	for _, r := range rows {
		if len(r.Cells) != 1 {
			continue
		}
		c := r.Cells[0]
		if m := reTitleNumber.FindStringSubmatch(strings.TrimSpace(c.Text)); m != nil && reference(m[1]) {
			return layout.FromLine(m[1], r.Page, c.Line).By("invoice.title_number"), true
		}
	}
	for i, r := range rows {
		if i+1 >= len(rows) || rows[i+1].Page != r.Page {
			continue
		}
		for _, c := range r.Cells {
			// The number under its label in a row of labels over a row of
			// values ("Klant | Order | Factuur datum | Factuur" over their
			// values), centred or set right under it.
			if n, rest, ok := labels.Labels(c.Text); ok && n == "invoice_number" && rest == "" {
				if u, ok := cellUnder(rows[i+1], c); ok && reference(firstToken(u.Text)) && !labels.IsLabel(u.Text) {
					return layout.FromLine(firstToken(u.Text), r.Page, u.Line).By("invoice.number_under_label_row"), true
				}
			}
			// The number on the line under the title, after a number sign
			// ("INVOICE" over "# 2024-117").
			if isTitle(c.Text) && len(strings.Fields(c.Text)) <= 2 {
				if u, ok := cellUnder(rows[i+1], c); ok {
					if m := reSignedNumber.FindStringSubmatch(strings.TrimSpace(u.Text)); m != nil && reference(m[1]) {
						return layout.FromLine(m[1], r.Page, u.Line).By("invoice.number_under_title"), true
					}
				}
			}
		}
	}
	return layout.Field{}, false
}

// reSignedNumber is a number after a number sign ("# 117", "No. 117",
// "Nr. 117", "N° 117").
var reSignedNumber = regexp.MustCompile(`^(?:#|No\.?|Nr\.?|N[°º])\s*([A-Za-z0-9][A-Za-z0-9/._-]*)$`)

// cellUnder returns the cell of row that lies under cell c, overlapping
// its columns, within two of c's line heights.
func cellUnder(row keyvalue.Row, c keyvalue.Cell) (keyvalue.Cell, bool) {
	b := c.Box()
	if row.Box.Top-b.Bottom > 2*c.Height() {
		return keyvalue.Cell{}, false
	}
	for _, u := range row.Cells {
		if ub := u.Box(); ub.Left < b.Right && b.Left < ub.Right {
			return u, true
		}
	}
	return keyvalue.Cell{}, false
}

// titleWords are an invoice's titles in the languages of the labels, as
// a regular expression's alternation matched case-insensitively.
const titleWords = `(?i:invoice|tax invoice|rechnung|facture|factura|fattura|factuur|fatura)`

// reTitleNumber is an invoice's title followed by its number alone on a
// line.
var reTitleNumber = regexp.MustCompile(`^` + titleWords + `\s+([A-Z0-9][A-Z0-9/._-]*[0-9][A-Z0-9/._-]*)$`)

// firstToken returns a value up to its first space-separated word that is
// not part of a reference ("INV-2026-0042 dated ...").
func firstToken(s string) string {
	s = strings.TrimLeft(strings.TrimSpace(s), ":#.-–° ")
	s = strings.TrimPrefix(strings.TrimPrefix(s, "No. "), "No ")
	ws := strings.Fields(s)
	if len(ws) == 0 {
		return ""
	}
	out := []string{ws[0]}
	for _, w := range ws[1:] {
		if !strings.ContainsAny(w, "0123456789") || len(out) >= 3 {
			break
		}
		out = append(out, w)
	}
	return strings.Trim(strings.Join(out, " "), ",;")
}

// reference reports whether s reads as a reference number: short, with a
// digit, and not a date.
func reference(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" || len(s) > 32 || !strings.ContainsAny(s, "0123456789") || len(strings.Fields(s)) > 3 {
		return false
	}
	if ms := dates.Find(s, dates.Options{}); len(ms) > 0 && ms[0].End-ms[0].Start > len(s)/2 {
		return false
	}
	return true
}

// dateOf returns the first date under the first of names that has one.
func dateOf(vals []keyvalue.Value, opts dates.Options, names ...string) layout.Field {
	for _, name := range names {
		for _, specific := range []bool{true, false} {
			for _, kv := range vals {
				if kv.Name != name || kv.Specific != specific {
					continue
				}
				ms := dates.Find(reSpaceComma.ReplaceAllString(kv.Value, ","), opts)
				if len(ms) == 0 || ms[0].Date.Partial() {
					continue
				}
				f := kv.Field
				f.Value = ms[0].Date.String()
				return f
			}
		}
	}
	return layout.Field{}
}

// reSpaceComma is a space a text layer sets before a comma ("August 3 ,
// 2014").
var reSpaceComma = regexp.MustCompile(`\s+,`)

// or returns f, or g when f was not found.
func or(f, g layout.Field) layout.Field {
	if f.Found() {
		return f
	}
	return g
}

// rowDate returns the date of a label cell of field name that the label
// reader did not read: printed in the cell it takes whole for a label
// ("Fecha de vencimiento 27/03/2026", whose date's slashes read as a label
// printed in several languages), or under it in a row of labels over a row
// of values, where the reader took the next label for its value ("Invoice
// Date: | Due Date: | Reference:" over "03/20/2023 | 04/04/2023 | ...").
func rowDate(rows []keyvalue.Row, opts dates.Options, name string) layout.Field {
	for i, r := range rows {
		for _, c := range r.Cells {
			if n, rest, ok := labels.Labels(c.Text); !ok || n != name || rest != "" {
				continue
			}
			if ms := dates.Find(c.Text, opts); len(ms) > 0 && !ms[0].Date.Partial() {
				return layout.FromLine(ms[0].Date.String(), r.Page, c.Line).By("invoice.label_cell_date")
			}
			if i+1 >= len(rows) || rows[i+1].Page != r.Page {
				continue
			}
			for _, u := range rows[i+1].Cells {
				if u.Box().Left >= c.Box().Right || c.Box().Left >= u.Box().Right {
					continue
				}
				if ms := dates.Find(u.Text, opts); len(ms) == 1 && !ms[0].Date.Partial() {
					return layout.FromLine(ms[0].Date.String(), r.Page, u.Line).By("invoice.date_under_label_row")
				}
			}
		}
	}
	return layout.Field{}
}

// documentCountry returns the country an invoice is from: its vendor's
// VAT number's prefix, else the country of its first address, else of
// its first IBAN.
func documentCountry(found []postal.Found, ibans []string, text string) string {
	for _, id := range amounts.TaxIDs(text) {
		if c := lexicon.SchemesCountry(strings.ToUpper(id[:2])); len(id) > 2 {
			if s, _ := lexicon.CheckIdentifier(id, "", lexicon.SchemeVAT); s != nil {
				return c
			}
		}
	}
	for _, f := range found {
		if f.Country != "" {
			return f.Country
		}
	}
	if len(ibans) > 0 {
		return ibans[0][:2]
	}
	return ""
}

// repairItems puts back an item amount OCR misread: when the items do not
// add up to the subtotal but would with one item's amount replaced by its
// quantity times its unit price, that item's amount is replaced. The
// subtotal is the check.
func repairItems(items []amounts.Item, subtotal amounts.Value) {
	if !subtotal.Found() {
		return
	}
	var sum money.Amount
	for _, it := range items {
		a, err := money.Parse(it.Amount.Value)
		if err != nil {
			return
		}
		sum, _ = sum.Add(a)
	}
	if sum.Equal(subtotal.Amount) {
		return
	}
	for i, it := range items {
		q, err1 := money.Parse(it.Quantity.Value)
		u, err2 := money.Parse(it.UnitPrice.Value)
		a, err3 := money.Parse(it.Amount.Value)
		if err1 != nil || err2 != nil || err3 != nil {
			continue
		}
		p, err := q.Mul(u)
		if err != nil {
			continue
		}
		p, _ = p.Round(a.Scale())
		if p.Equal(a) {
			continue
		}
		d, _ := p.Sub(a)
		if s, _ := sum.Add(d); s.Equal(subtotal.Amount) {
			items[i].Amount.Value = p.String()
			return
		}
	}
}
