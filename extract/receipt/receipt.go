package receipt

import (
	"context"
	"fmt"
	"regexp"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/amounts"
	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/money"
	"github.com/docextract/docextract/extract/postal"
	"github.com/docextract/docextract/extract/reading"
	"github.com/docextract/docextract/fuzzy"
)

// ErrNoEvidence is returned when a document shows no sign of being a
// receipt: no total, or nothing of a till's or terminal's print (a
// receipt's title, a payment, a time of day), or another kind of
// document's wording outweighs it.
var ErrNoEvidence = fmt.Errorf("receipt: no receipt evidence: %w", doctype.ErrNoEvidence)

// maxPages is how many pages are read: a receipt is one slip, a card
// slip or a copy may follow it.
const maxPages = 2

// labels reads the receipt's labelled fields.
var labels = keyvalue.New(
	keyvalue.Field{Name: "receipt_number", Concepts: []lexicon.Concept{lexicon.ConceptReceiptNumber, lexicon.ConceptInvoiceNumber}},
	keyvalue.Field{Name: "tax_id", Concepts: []lexicon.Concept{lexicon.ConceptVATNumber, lexicon.ConceptTaxNumber}},
	keyvalue.Field{Name: "phone", Concepts: []lexicon.Concept{lexicon.ConceptPhone}},
	keyvalue.Field{Name: "date", Concepts: []lexicon.Concept{lexicon.ConceptDate, lexicon.ConceptTransactionDate, lexicon.ConceptInvoiceDate}},
	keyvalue.Field{Name: "other", Concepts: []lexicon.Concept{lexicon.ConceptCashier, lexicon.ConceptFax, lexicon.ConceptEmail, lexicon.ConceptWebsite}},
)

// payWords are the words of a payment: by card, in cash.
var (
	cardWords = foldedSet(lexicon.ConceptCard)
	cashWords = foldedSet(lexicon.ConceptCash, lexicon.ConceptChange)
	payLabels = foldedSet(lexicon.ConceptPaymentMethod)
)

// inSet reports whether folded word p is in set, with one OCR slip
// tolerated in words of five letters or more ("TARIJETA").
func inSet(set map[string]bool, p string) bool {
	if set[p] {
		return true
	}
	if len(p) < 5 {
		return false
	}
	for w := range set {
		if len(w) >= 5 && fuzzy.Similarity(w, p) >= 0.85 {
			return true
		}
	}
	return false
}

func foldedSet(cs ...lexicon.Concept) map[string]bool {
	m := map[string]bool{}
	for _, c := range cs {
		for _, p := range lexicon.Labels(c) {
			m[lexicon.Fold(p.Text)] = true
		}
	}
	return m
}

// extract reads the receipt fields of doc.
func extract(ctx context.Context, doc *reading.Document, env doctype.Env) (doctype.Values, error) {
	var v doctype.Values
	if doc == nil || len(doc.Pages) == 0 {
		return v, fmt.Errorf("%w: no pages", ErrNoEvidence)
	}
	if err := ctx.Err(); err != nil {
		return v, fmt.Errorf("receipt: %w", err)
	}
	pages := doc.Pages[:min(len(doc.Pages), maxPages)]
	first := pages[0]
	var rows []keyvalue.Row
	var lines []string
	for _, p := range pages {
		rs := keyvalue.Rows(p)
		rows = append(rows, rs...)
		for _, r := range rs {
			lines = append(lines, r.Text())
		}
	}
	text := strings.Join(lines, "\n")
	vals := labels.Read(rows)
	opts := money.Options{Decimal: amounts.Notation(text)}

	head := header(rows)
	if rereadAddress(ctx, env.Reader, rows, head.nameAt+1, head.addrEnd) {
		head = header(rows)
	}
	opts.Country = head.country
	if head.country == "" {
		for _, id := range amounts.TaxIDs(text) {
			opts.Country = lexicon.SchemesCountry(id[:2])
			break
		}
	}
	rereadAmounts(ctx, env.Reader, rows, head.end, opts)
	minor := money.Minor(amounts.Currency(text, opts.Country))
	lostPoints(rows, head.end, opts, minor)
	dropLeaders(rows, head.end)
	labelled := amounts.Rows(rows, nil, opts)
	tot := totals(labelled, rows, opts)
	tot.Total = checkTotal(ctx, env.Reader, rows, labelled, tot, opts)
	tot.Tax = checkTax(ctx, env.Reader, rows, labelled, tot, opts)
	pay, last4 := payment(rows)
	if pay == "card" && !last4.Found() {
		last4 = rereadLast4(ctx, env.Reader, rows)
	}
	when, hasDate := transactionDate(text, opts.Country)
	clock, hasClock := transactionTime(text)
	var reread dateLine
	if tot.Total.Found() && (!hasDate || !hasClock) {
		if l, ok := rereadDate(ctx, env.Reader, rows, head.addrEnd, head.end+2, opts.Country == "US"); ok {
			reread = l
			if !hasDate {
				when, hasDate = l.date, true
			}
			if !hasClock && l.timed {
				clock, hasClock = l.clock, true
			}
		}
	}
	if what := refuse(text, tot, pay != "", hasClock); what != "" {
		return v, fmt.Errorf("%w: %s", ErrNoEvidence, what)
	}

	v.Set("merchant_name", head.name)
	v.Set("merchant_address", head.address)
	if kv, ok := keyvalue.First(vals, "phone"); ok && strings.ContainsAny(kv.Value, "0123456789") {
		kv.Field.Value = phone(kv.Value)
		v.Set("merchant_phone", kv.Field)
	}
	v.Set("merchant_tax_id", taxID(vals, text, pages))
	if kv, ok := keyvalue.First(vals, "receipt_number"); ok {
		if n := receiptNumber(kv.Value); n != "" {
			kv.Field.Value = n
			v.Set("receipt_number", kv.Field)
		}
	}
	switch {
	case hasDate && reread.read() && when == reread.date:
		f := reread.at
		f.Value = when.String()
		v.Set("transaction_date", f)
	case hasDate:
		dopts := dates.Options{MonthFirst: opts.Country == "US"}
		v.Set("transaction_date", printedAt(pages, when.String(), func(line string) (int, int, bool) {
			for _, m := range dates.Find(line, dopts) {
				if m.Date == when {
					return m.Start, m.End, true
				}
			}
			return 0, 0, false
		}).By("text.first_date"))
	}
	switch {
	case hasClock && reread.read() && reread.timed && clock == reread.clock:
		f := reread.at
		f.Value = clock.String()
		v.Set("transaction_time", f)
	case hasClock:
		v.Set("transaction_time", printedAt(pages, clock.String(), func(line string) (int, int, bool) {
			if cs := dates.FindClocks(line); len(cs) > 0 && cs[0].Clock == clock {
				return cs[0].Start, cs[0].End, true
			}
			return 0, 0, false
		}).By("text.first_time"))
	}
	if c := amounts.Currency(text, opts.Country); c != "" {
		v.Set("currency", layout.Field{Value: c, Page: first.Number, Source: first.Source, Confidence: 1, Rule: "amounts.currency"})
	}
	for name, a := range map[string]amounts.Value{"subtotal": tot.Subtotal, "tax_amount": tot.Tax, "tip_amount": tot.Tip, "total_amount": tot.Total} {
		if a.Found() {
			v.Set(name, a.Field)
		}
	}
	if pay != "" {
		v.Set("payment_method", layout.Field{Value: pay, Page: first.Number, Source: first.Source, Confidence: 1, Rule: "receipt.payment_words"})
	}
	v.Set("card_last4", last4)
	its := items(rows, head.end, opts, minor)
	var charged []money.Amount
	for _, a := range []amounts.Value{tot.Subtotal, tot.Total} {
		if a.Found() {
			charged = append(charged, a.Amount)
		}
	}
	mendDigits(its, append(charged, paidAmounts(labelled, tot)...))
	for _, it := range its {
		var item doctype.Values
		item.Set("description", it.Description)
		item.Set("quantity", it.Quantity)
		item.Set("unit_price", it.UnitPrice)
		item.Set("amount", it.Amount)
		v.Add("line_items", item)
	}
	return v, nil
}

// refuse names why text is not a receipt, or returns "".
func refuse(text string, tot amounts.Totals, paid, timed bool) string {
	if !tot.Total.Found() {
		return "no total"
	}
	ev := lexicon.Weigh(text)
	rc := ev[lexicon.KindReceipt]
	titled := len(rc.Strong) > 0
	if !titled && !paid && !timed {
		return "no receipt title, payment or time of day"
	}
	for _, k := range []lexicon.Kind{lexicon.KindIdentity, lexicon.KindPassport, lexicon.KindIDCard, lexicon.KindOrganisationDoc,
		lexicon.KindTaxDoc, lexicon.KindTransfer, lexicon.KindBankStatement, lexicon.KindCreditCardStatement, lexicon.KindBill} {
		if e := ev[k]; len(e.Strong) > 0 && e.Score() > rc.Score() {
			return "reads as " + string(k)
		}
	}
	// An invoice titled as one, with no payment at a till, is an invoice.
	if inv := ev[lexicon.KindInvoice]; len(inv.Strong) > 0 && !titled && !paid {
		return "reads as an invoice"
	}
	return ""
}

// merchant is the top of a receipt: the shop's name and address.
type merchant struct {
	name, address layout.Field
	country       string
	// nameAt indexes the name's row (-1 for none), addrEnd the first row
	// after the address, end the first after the top block (name,
	// address, phone, VAT number, date, receipt number).
	nameAt, addrEnd, end int
}

// reRegNo is a company registration number printed in brackets under a
// shop's name ("(322101-W)", "122703:").
var reRegNo = regexp.MustCompile(`^\(?[A-Z0-9][A-Z0-9.-]{3,}\)?[:.]?$`)

// regLabels are the labels of a company registration number ("Company
// Reg. No.").
var regLabels = keyvalue.New(keyvalue.Field{Name: "registration", Concepts: []lexicon.Concept{lexicon.ConceptRegistrationNumber}})

// minRowConfidence is the mean word confidence under which a row right
// under the shop's name is taken for marks (a logo, a barcode, a smudged
// number), not an address line, and a row after address lines ends the
// address ("7ZA177466-P0S-03", a till's id read as marks).
const minRowConfidence = 0.3

// header reads the merchant from the top rows: the name is the first row
// of letters that is no title, label, date or amount (the tallest of the
// first rows when one is printed larger and holds no digit, as a street
// line does); a row that ends in a legal form ("SDN BHD", "Ltd", "GmbH")
// before any row with digits is the company's name and wins over a logo's
// letters printed above it. The address runs from the name to the phone,
// VAT number or date, or to a row read as marks, past the company's
// registration number and the shop's trade printed under the name
// (maxTaglines).
func header(rows []keyvalue.Row) merchant {
	m := merchant{nameAt: -1}
	if len(rows) == 0 {
		return m
	}
	nameAt, formAt := -1, -1
	limit := min(len(rows), 4)
	digits := false
	for i := 0; i < limit; i++ {
		t := rows[i].Text()
		if !nameRow(rows[i]) {
			if nameAt < 0 {
				limit = min(len(rows), limit+1)
			}
			digits = digits || nameAt >= 0 && hasDigit(t)
			continue
		}
		if formAt < 0 && !digits && legalName(t) {
			formAt = i
		}
		if nameAt < 0 || rows[i].Height() > rows[nameAt].Height()*1.25 && !hasDigit(t) {
			nameAt = i
		}
		digits = digits || hasDigit(t)
	}
	if formAt >= 0 {
		nameAt = formAt
	}
	m.nameAt = nameAt
	if nameAt < 0 {
		return m
	}
	r := rows[nameAt]
	name, nameLine := printed(r, 2)
	m.name = layout.FromLine(postal.CleanName(name), r.Page, nameLine).By("receipt.header_name")
	var addr []string
	box := layout.Box{}
	skipped := 0
	i := nameAt + 1
	for ; i < len(rows) && len(addr) < 4; i++ {
		t, _ := printed(rows[i], 0)
		if t == "" {
			continue
		}
		if len(addr) == 0 && (registration(t) || rowConfidence(rows[i]) < minRowConfidence) {
			continue
		}
		if stopsAddress(t) || len(addr) > 0 && rowConfidence(rows[i]) < minRowConfidence {
			break
		}
		if len(addr) == 0 && skipped < maxTaglines && !hasDigit(t) && !postal.IsStreet(t) && i+1 < len(rows) && hasDigit(rows[i+1].Text()) {
			skipped++
			continue // the name's second line or the shop's trade: "BISTRO & CAFE"
		}
		addr = append(addr, dollarS(t))
		box = box.Union(rows[i].Box)
	}
	if len(addr) > 0 && strings.ContainsAny(strings.Join(addr, " "), "0123456789") {
		if a, ok := postal.ParseAddress(addr); ok {
			m.country = a.Country
			// The address's lines as postal repaired them (a postcode
			// with a letter read for a digit).
			copy(addr[a.First:a.Last+1], a.Lines)
		}
		m.address = layout.Field{Value: postal.Join(addr), Page: r.Page.Number, Box: box, Source: r.Page.Source, Confidence: 1, Rule: "receipt.header_address"}
	}
	// The top block ends after its last row of phone, VAT number, date
	// or receipt number before the first amount.
	m.addrEnd, m.end = i, i
	for j := i; j < len(rows) && j < i+6; j++ {
		t := rows[j].Text()
		if _, ok := amounts.Last(t, money.Options{}, false); ok && len(dates.Find(t, dates.Options{})) == 0 && len(dates.FindClocks(t)) == 0 {
			break
		}
		if _, _, ok := labels.Labels(t); ok || len(dates.Find(t, dates.Options{})) > 0 || len(dates.FindClocks(t)) > 0 {
			m.end = j + 1
		}
	}
	return m
}

// maxTaglines is how many rows of letters alone, neither a street line
// nor holding a digit, the address skips under the shop's name when the
// row after one holds a digit (the address's first line, its number): the
// name's second line or the shop's trade ("BISTRO & CAFE" over "109,
// SS21/1A,"). A building's name printed above its numbered street is lost
// with them.
const maxTaglines = 2

// reDollarS is a dollar sign OCR read for a bold S inside a word of an
// address line ("$S21/1A" for SS21/1A): no currency stands there.
var reDollarS = regexp.MustCompile(`(^|[\s,(])\$([\pL\d])`)

// dollarS returns address line t with its dollar signs before a letter or
// digit read as S.
func dollarS(t string) string {
	return reDollarS.ReplaceAllString(t, "${1}S${2}")
}

// nameRow reports whether a top row may be the shop's name.
func nameRow(r keyvalue.Row) bool {
	t := strings.TrimSpace(r.Text())
	letters, long, conf, n := 0, false, 0.0, 0
	for _, c := range r.Cells {
		for _, w := range c.Line.Words {
			conf += w.Confidence
			n++
			if l := len([]rune(strings.TrimFunc(w.Text, func(r rune) bool { return !unicode.IsLetter(r) }))); l >= 3 {
				long = true
			}
		}
	}
	for _, c := range t {
		if unicode.IsLetter(c) {
			letters++
		}
	}
	// Marks read off the table under a photographed slip are short and
	// barely recognised.
	if letters < 3 || !long || n > 0 && conf/float64(n) < 0.6 || labels.IsLabel(t) || len(dates.Find(t, dates.Options{})) > 0 {
		return false
	}
	if _, ok := amounts.Last(t, money.Options{}, false); ok {
		return false
	}
	ev := lexicon.Weigh(t)
	for _, k := range []lexicon.Kind{lexicon.KindReceipt, lexicon.KindInvoice} {
		if len(ev[k].Strong) > 0 && len(strings.Fields(t)) <= 3 {
			return false // a title: "RECEIPT", "TAX INVOICE"
		}
	}
	return true
}

// minCellConfidence is the mean word confidence under which a part of a
// top row beside its print is marks (a crease, a logo's edge: "Ss", "5
// pee" beside a centred line).
const minCellConfidence = 0.5

// printed returns the print of a top row and its line: the cells with a
// letter or digit (with letters letters or more, for a name) read at a
// confidence of minCellConfidence or more, and the most confident such
// cell whatever its confidence.
func printed(r keyvalue.Row, letters int) (string, layout.Line) {
	best, bestConf := -1, -1.0
	keep := make([]bool, len(r.Cells))
	for k, c := range r.Cells {
		n, alnum := 0, false
		for _, ch := range c.Text {
			alnum = alnum || unicode.IsLetter(ch) || unicode.IsDigit(ch)
			if unicode.IsLetter(ch) {
				n++
			}
		}
		if !alnum || n < letters {
			continue
		}
		conf := cellConfidence(c)
		keep[k] = conf >= minCellConfidence
		if conf > bestConf {
			best, bestConf = k, conf
		}
	}
	if best >= 0 {
		keep[best] = true
	}
	var parts []string
	var cells []keyvalue.Cell
	for k, c := range r.Cells {
		if keep[k] {
			parts = append(parts, strings.TrimSpace(c.Text))
			cells = append(cells, c)
		}
	}
	return strings.Join(parts, " "), lineOf(keyvalue.Row{Page: r.Page, Cells: cells})
}

// cellConfidence is the mean confidence of a cell's words.
func cellConfidence(c keyvalue.Cell) float64 {
	if len(c.Line.Words) == 0 {
		return 0
	}
	sum := 0.0
	for _, w := range c.Line.Words {
		sum += w.Confidence
	}
	return sum / float64(len(c.Line.Words))
}

// legalName reports whether t ends in a legal form ("SDN. BHD.", "Ltd").
func legalName(t string) bool {
	_, ok := lexicon.FindLegalForm(strings.TrimRight(postal.CleanName(t), " .,;:"))
	return ok
}

// registration reports whether a row under the shop's name is its
// company registration number: a code with digits on its own ("(913144-A)")
// or after its label ("Company Reg. No.: 001055194").
func registration(t string) bool {
	if !hasDigit(t) {
		return false
	}
	if reRegNo.MatchString(t) {
		return true
	}
	_, rest, ok := regLabels.Labels(t)
	return ok && hasDigit(rest)
}

func hasDigit(t string) bool { return strings.ContainsAny(t, "0123456789") }

// rowConfidence is the mean confidence of a row's words.
func rowConfidence(r keyvalue.Row) float64 {
	sum, n := 0.0, 0
	for _, c := range r.Cells {
		for _, w := range c.Line.Words {
			sum += w.Confidence
			n++
		}
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// rePhoneWord is a word of a phone number line: digits and their
// separators ("+603-91"), or a label of up to four letters ("T:", "F:",
// "Tels." as OCR reads "Tel.").
var rePhoneWord = regexp.MustCompile(`^(?:[+()0-9./-]+|[A-Za-z]{1,4}[:.])$`)

// phoneRow reports whether a row prints only phone and fax numbers, with
// or without one-letter labels: seven digits or more and nothing else.
func phoneRow(t string) bool {
	n := 0
	for _, w := range strings.Fields(t) {
		if !rePhoneWord.MatchString(w) {
			return false
		}
		for _, c := range w {
			if unicode.IsDigit(c) {
				n++
			}
		}
	}
	return n >= 7
}

// stopsAddress reports whether a row ends the shop's address: a label
// (phone, VAT number, receipt number), a phone number, a date or time, an
// amount at its end (a price; house numbers "55,57" read as one inside).
func stopsAddress(t string) bool {
	if _, _, ok := labels.Labels(t); ok || phoneRow(t) {
		return true
	}
	if len(dates.Find(t, dates.Options{})) > 0 || len(dates.FindClocks(t)) > 0 {
		return true
	}
	if f, ok := amounts.Last(t, money.Options{}, false); ok && strings.Trim(t[f.End:], " .,;:*") == "" {
		return true
	}
	return len(amounts.TaxIDs(t)) > 0
}

func lineOf(r keyvalue.Row) layout.Line {
	var l layout.Line
	l.Confidence = 1
	for _, c := range r.Cells {
		l.Words = append(l.Words, c.Line.Words...)
		l.Box = l.Box.Union(c.Line.Box)
		l.Confidence = min(l.Confidence, c.Line.Confidence)
	}
	return l
}

// phone returns a phone value up to its digits' end ("020 7604101").
func phone(v string) string {
	v = strings.TrimLeft(strings.TrimSpace(v), ":. ")
	end := strings.LastIndexFunc(v, unicode.IsDigit)
	return strings.TrimSpace(v[:end+1])
}

// receiptNumber returns a receipt number value's first token with a digit.
func receiptNumber(v string) string {
	for _, w := range strings.Fields(strings.TrimLeft(v, ":#.-° ")) {
		w = strings.Trim(w, ":#,;")
		if strings.ContainsAny(w, "0123456789") && len(dates.Find(w, dates.Options{})) == 0 && len(dates.FindClocks(w)) == 0 {
			return w
		}
	}
	return ""
}

// taxID returns the merchant's VAT or tax number: a labelled one, else
// the first valid VAT number printed.
func taxID(vals []keyvalue.Value, text string, pages []*layout.Page) layout.Field {
	for _, kv := range vals {
		if kv.Name != "tax_id" {
			continue
		}
		if id := amounts.TaxID(kv.Value); id != "" {
			f := layout.Narrow(kv.Field, pages, id)
			f.Value = id
			return f
		}
	}
	if ids := amounts.TaxIDs(text); len(ids) > 0 {
		return layout.Printed(ids[0], pages).By("text.first_tax_id")
	}
	return layout.Field{}
}

// transactionDate returns the first whole date printed: a receipt prints
// its own date at the top.
func transactionDate(text, country string) (dates.Date, bool) {
	for _, m := range dates.Find(text, dates.Options{MonthFirst: country == "US"}) {
		if !m.Date.Partial() {
			return m.Date, true
		}
	}
	return dates.Date{}, false
}

// transactionTime returns the first time of day printed.
func transactionTime(text string) (dates.Clock, bool) {
	for _, line := range strings.Split(text, "\n") {
		if cs := dates.FindClocks(line); len(cs) > 0 {
			return cs[0].Clock, true
		}
	}
	return dates.Clock{}, false
}

// reLast4 is a card number masked to its last four digits: stars, X's or
// dots, then the four ("************1234", "XXXX XXXX XXXX 1234", "**** 1234").
var reLast4 = regexp.MustCompile(`(?:[*Xx•#.+°]{4,}[\s*Xx•#.+°-]*)(\d{4})\b|(?i)\bending(?: in)?:?\s*(\d{4})\b`)

// payment returns how the receipt was paid (card, cash, other; "" when it
// does not say) and the card's last four digits.
func payment(rows []keyvalue.Row) (string, layout.Field) {
	var last4 layout.Field
	card, cash, other := false, false, false
	for _, r := range rows {
		t := r.Text()
		if m := reLast4.FindStringSubmatch(t); m != nil && !last4.Found() {
			last4 = layout.FromLine(m[1]+m[2], r.Page, lineOf(r)).By("receipt.card_digits")
			card = true
		}
		ws := strings.Fields(lexicon.Fold(t))
		for k := 0; k < len(ws); k++ {
			for n := min(3, len(ws)-k); n >= 1; n-- {
				p := strings.Join(ws[k:k+n], " ")
				switch {
				case inSet(cardWords, p):
					card = true
				case inSet(cashWords, p) && (k == 0 || n > 1):
					cash = true
				case payLabels[p] && k == 0:
					other = true
				}
			}
		}
	}
	switch {
	case card:
		return "card", last4
	case cash:
		return "cash", last4
	case other:
		return "other", last4
	}
	return "", last4
}

// printedAt returns value, read from the text as a whole, with the place
// of the first line of pages where find finds it (the start and end of
// its text in the line): the words that print it. A value no single line
// prints has the first page and no box. Its confidence is 1, as for every
// value read from the text as a whole.
func printedAt(pages []*layout.Page, value string, find func(line string) (start, end int, ok bool)) layout.Field {
	for _, p := range pages {
		for _, l := range p.Lines {
			t := l.Text()
			if s, e, ok := find(t); ok {
				f := layout.FromLine(t[s:e], p, l)
				f.Value, f.Confidence = value, 1
				return f
			}
		}
	}
	return layout.Field{Value: value, Page: pages[0].Number, Source: pages[0].Source, Confidence: 1}
}
