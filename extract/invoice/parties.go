package invoice

import (
	"math"
	"regexp"
	"slices"
	"strings"

	"github.com/docextract/docextract/extract/amounts"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/postal"
)

// party is the vendor or the customer as read.
type party struct {
	name, address layout.Field
	// box spans the party's block; page is where it was read.
	box  layout.Box
	page int
}

// labelled reads a party from the value of a label with several lines
// ("Bill to" over the name and address): its first line is the name, the
// lines after it that are no other label's value its address. The name is
// boxed by its own words when the value is on page first.
func labelled(kv keyvalue.Value, first *layout.Page) (party, bool) {
	var keep []string
	for _, part := range strings.Split(kv.Value, ", ") {
		part = strings.TrimSpace(part)
		if part == "" || len(keep) == 0 && parenthetical(part) {
			continue // "(Not to be used for payment remittance)" under "Service Provider:"
		}
		if _, _, ok := labels.Labels(part); ok && len(keep) > 0 {
			break // the customer's VAT number or another label's value ends the block
		}
		if len(keep) > 0 && amounts.TaxID(part) != "" && len(amounts.TaxIDs(part)) > 0 {
			break
		}
		keep = append(keep, part)
	}
	if len(keep) == 0 {
		return party{}, false
	}
	p := party{box: kv.Box, page: kv.Page}
	p.name = layout.Narrow(kv.Field, []*layout.Page{first}, keep[0])
	p.name.Value = postal.CleanName(keep[0])
	if len(keep) > 1 {
		p.address = kv.Field
		p.address.Value = postal.Join(keep[1:])
	}
	return p, p.name.Value != ""
}

// parenthetical reports whether s is a remark in parentheses.
func parenthetical(s string) bool {
	return strings.HasPrefix(s, "(") && strings.HasSuffix(s, ")")
}

// fromAddress reads a party from an address block.
func fromAddress(f postal.Found) party {
	p := party{box: f.Box.Union(f.NameLine.Box), page: f.Page.Number}
	if f.Name != "" {
		p.name = layout.FromLine(f.Name, f.Page, f.NameLine)
	}
	p.address = layout.Field{Value: f.String(), Page: f.Page.Number, Box: f.Box, Source: f.Page.Source, Confidence: 1}
	return p
}

// letterheadZone is the share of a page's height above which a block
// starts in the letterhead, not the address field: 27 mm of A4's 297,
// where DIN 5008 (form A) starts the address field under the letterhead.
const letterheadZone = 27.0 / 297

// customer returns the bill-to party: under a bill-to label, else the
// addressee block of the first page.
func customer(vals []keyvalue.Value, found []postal.Found, first *layout.Page) party {
	if kv, ok := keyvalue.First(vals, "bill_to"); ok {
		if p, ok := labelled(kv, first); ok {
			return p
		}
	}
	i := postal.Addressee(found, func(f postal.Found) int {
		if f.Heading || f.Page != first {
			return -1000 // a letterhead, or a later page
		}
		if f.Box.Top < letterheadZone*first.Height {
			return -3 // the sender's block, heading the page
		}
		return 0
	})
	if i < 0 || found[i].Heading {
		return party{}
	}
	p := fromAddress(found[i])
	p.name, p.address = p.name.By("postal.addressee_block"), p.address.By("postal.addressee_block")
	return p
}

// vendor returns the seller: under a vendor label, else the letterhead's
// address block and its name (or the largest line above it), else the
// largest line at the top of the first page.
func vendor(vals []keyvalue.Value, found []postal.Found, first *layout.Page, cust party) party {
	if kv, ok := keyvalue.First(vals, "vendor"); ok {
		if p, ok := labelled(kv, first); ok {
			return p
		}
	}
	// The customer's delivery address is not the vendor's either.
	var shipBoxes []layout.Box
	for _, kv := range vals {
		if kv.Name == "ship_to" && kv.Page == first.Number {
			shipBoxes = append(shipBoxes, kv.Box)
		}
	}
	shipTo := func(b layout.Box) bool {
		for _, sb := range shipBoxes {
			if overlaps(b, sb) {
				return true
			}
		}
		return false
	}
	for _, f := range found {
		if b := f.Box.Union(f.NameLine.Box); f.Page == first && shipTo(b) {
			shipBoxes = append(shipBoxes, b) // the whole block under the label
		}
	}
	for _, f := range found {
		if f.Page != first || overlaps(f.Box, cust.box) || f.Box.Top > first.Height/3 || shipTo(f.Box.Union(f.NameLine.Box)) {
			continue
		}
		p := fromAddress(f)
		p.name, p.address = p.name.By("letterhead.name"), p.address.By("letterhead.address")
		if !p.name.Found() {
			if l, ok := largestAbove(first, f.Box); ok {
				p.name = layout.FromLine(postal.CleanName(l.Text()), first, l).By("letterhead.largest_line_above")
			}
		}
		if p.name.Found() {
			return p
		}
	}
	if n, ok := titledName(first, cust.box); ok {
		return party{name: n, page: first.Number, box: n.Box}
	}
	if l, ok := largestIn(first, first.Height/4, append(shipBoxes, cust.box)...); ok {
		p := party{name: layout.FromLine(postal.CleanName(l.Text()), first, l).By("letterhead.largest_line"), page: first.Number, box: l.Box}
		p.address = linesBelow(first, l).By("letterhead.lines_below_name")
		return p
	}
	return party{}
}

// reNameTitle is a heading that names the issuer before the document's
// title ("Amazon Web Services Invoice").
var reNameTitle = regexp.MustCompile(`^(.*\pL.*?)\s+` + titleWords + `$`)

// titledName returns the issuer's name a heading in the top quarter of
// page p prints before the title, outside the customer's block.
func titledName(p *layout.Page, not layout.Box) (layout.Field, bool) {
	for _, l := range postal.Segments(p) {
		if l.Box.Bottom > p.Height/4 || overlaps(l.Box, not) {
			continue
		}
		m := reNameTitle.FindStringSubmatch(strings.TrimSpace(l.Text()))
		if _, _, label := labels.Labels(l.Text()); label {
			continue // "Data da fatura": a label, not a name and a title
		}
		if m == nil || onlyTitle(l.Text()) || isTitle(m[1]) || labels.IsLabel(m[1]) || !postal.IsName(m[1]) {
			continue
		}
		return layout.FromLine(postal.CleanName(m[1]), p, l).By("letterhead.name_before_title"), true
	}
	return layout.Field{}, false
}

// onlyTitle reports whether t is a title and nothing else ("Tax
// Invoice").
func onlyTitle(t string) bool {
	f := lexicon.Fold(t)
	for _, k := range []lexicon.Kind{lexicon.KindInvoice, lexicon.KindBill, lexicon.KindReceipt} {
		for _, term := range lexicon.Vocabulary(k) {
			if term.Weight >= lexicon.Strong && lexicon.Fold(term.Text) == f {
				return true
			}
		}
	}
	return false
}

// largestIn returns the line printed largest above y that reads as a name,
// not a title, a label, a street or locality line or a line of the blocks
// not (the customer's).
func largestIn(p *layout.Page, y float64, not ...layout.Box) (layout.Line, bool) {
	var best layout.Line
	found := false
	for _, l := range postal.Segments(p) {
		if l.Box.Bottom > y || !nameLike(l) || postal.IsStreet(l.Text()) || len(postal.FindPostcodes(l.Text())) > 0 ||
			slices.ContainsFunc(not, func(b layout.Box) bool { return overlaps(l.Box, b) }) {
			continue
		}
		if !found || l.Box.Height() > best.Box.Height()*1.05 {
			best, found = l, true
		}
	}
	return best, found
}

// nameLike reports whether line l may be a party's name: letters, not a
// title, not a label or a labelled value.
func nameLike(l layout.Line) bool {
	t := strings.TrimSpace(l.Text())
	if t == "" || !strings.ContainsFunc(t, isLetter) || isTitle(t) || labels.IsLabel(t) {
		return false
	}
	_, _, ok := labels.Labels(t)
	return !ok
}

// linesBelow returns the address printed under a letterhead's name: the
// lines aligned with it (left or right) right below it, up to a label or
// a gap.
func linesBelow(p *layout.Page, name layout.Line) layout.Field {
	var lines []string
	box := layout.Box{}
	prev := name.Box
	for _, l := range postal.Segments(p) {
		if l.Box.Top < prev.Bottom-1 || len(lines) >= 4 {
			continue
		}
		h := l.Box.Height()
		if l.Box.Top-prev.Bottom > 1.5*h {
			break
		}
		if math.Abs(l.Box.Left-name.Box.Left) > 2*h && math.Abs(l.Box.Right-name.Box.Right) > 2*h {
			continue
		}
		if !nameLike(l) && !strings.ContainsAny(l.Text(), "0123456789") || labels.IsLabel(l.Text()) {
			break
		}
		if _, _, ok := labels.Labels(l.Text()); ok {
			break
		}
		lines = append(lines, l.Text())
		box = box.Union(l.Box)
		prev = l.Box
	}
	if len(lines) == 0 {
		return layout.Field{}
	}
	return layout.Field{Value: postal.Join(lines), Page: p.Number, Box: box, Source: p.Source, Confidence: 1}
}

func overlaps(a, b layout.Box) bool {
	if a.Empty() || b.Empty() {
		return false
	}
	return a.Left < b.Right && b.Left < a.Right && a.Top < b.Bottom && b.Top < a.Bottom
}

// largestAbove returns the line printed largest above box (within a few
// of its lines) that reads as a name, not a title or a label.
func largestAbove(p *layout.Page, box layout.Box) (layout.Line, bool) {
	var best layout.Line
	found := false
	for _, l := range postal.Segments(p) {
		if l.Box.Bottom > box.Top+1 || box.Top-l.Box.Bottom > 8*l.Box.Height() && box.Top > 0 {
			continue
		}
		t := strings.TrimSpace(l.Text())
		if t == "" || !strings.ContainsFunc(t, isLetter) || isTitle(t) || labels.IsLabel(t) {
			continue
		}
		if _, _, ok := labels.Labels(t); ok {
			continue
		}
		if !found || l.Box.Height() > best.Box.Height()*1.05 {
			best, found = l, true
		}
	}
	return best, found
}

func isLetter(r rune) bool { return r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r > 127 }

// isTitle reports whether line t is a document's title ("INVOICE", "Tax
// Invoice", "Rechnung").
func isTitle(t string) bool {
	ev := lexicon.Weigh(t)
	for _, k := range []lexicon.Kind{lexicon.KindInvoice, lexicon.KindBill, lexicon.KindReceipt} {
		if len(ev[k].Strong) > 0 {
			return true
		}
	}
	return false
}

// taxIDs returns the vendor's and the customer's tax numbers: a customer
// label's, or one printed inside the customer's block, is the customer's;
// the others the vendor's.
func taxIDs(vals []keyvalue.Value, cust party, text string, pages []*layout.Page) (vendor, customer layout.Field) {
	if kv, ok := keyvalue.First(vals, "customer_tax_id"); ok {
		if id := amounts.TaxID(kv.Value); id != "" {
			customer = layout.Narrow(kv.Field, pages, id)
			customer.Value = id
		}
	}
	for _, kv := range vals {
		if kv.Name != "tax_id" {
			continue
		}
		id := amounts.TaxID(kv.Value)
		if id == "" || !strings.ContainsAny(id, "0123456789") {
			continue
		}
		f := layout.Narrow(kv.Field, pages, id)
		f.Value = id
		if !customer.Found() && kv.Page == cust.page && inBlock(kv.Box, cust.box) {
			customer = f
			continue
		}
		if !vendor.Found() && id != customer.Value {
			vendor = f
		}
	}
	if !vendor.Found() {
		for _, id := range amounts.TaxIDs(text) {
			if compact(id) != compact(customer.Value) {
				vendor = layout.Printed(id, pages).By("text.first_tax_id")
				break
			}
		}
	}
	if !vendor.Found() {
		if f, ok := footerTaxID(pages); ok && compact(f.Value) != compact(customer.Value) {
			vendor = f
		}
	}
	return vendor, customer
}

// footerTaxID returns the VAT number of a company line, as invoices print
// the seller's name, address and VAT number at their foot ("Tessitura
// Vallechiara S.p.A. - Piazza Cavour 113, 20182 Milano MI - Partita IVA
// IT33458900702"), where OCR glued it to its label ("NIF-IVAESB72856594")
// or misread it ("1T 33458900702"): in a part of the line that holds a tax
// number's label, the run of letters and digits that passes a country's
// VAT check, as printed or repaired.
func footerTaxID(pages []*layout.Page) (layout.Field, bool) {
	for _, p := range pages {
		for _, l := range p.Lines {
			t := l.Text()
			if !postal.IsReturnLine(t) {
				continue
			}
			for _, part := range postal.ReturnSeparator.Split(t, -1) {
				if !taxLabelIn(part) {
					continue
				}
				if id, ok := vatRun(part); ok {
					f := layout.FromLine(id, p, l)
					f.Confidence *= 0.9
					return f.By("invoice.footer_tax_id"), true
				}
			}
		}
	}
	return layout.Field{}, false
}

// taxLabelIn reports whether s starts with a tax number's label, or holds
// one as a word of its own ("NIF-IVAESB72856594").
func taxLabelIn(s string) bool {
	if n, _, ok := labels.Labels(s); ok && n == "tax_id" {
		return true
	}
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !isLetter(r) && !(r >= '0' && r <= '9') }) {
		if n, rest, ok := labels.Labels(w); ok && n == "tax_id" && rest == "" {
			return true
		}
	}
	return false
}

// vatRun returns the first run of s, spaces and dots dropped, that passes a
// country's VAT check as printed or repaired.
func vatRun(s string) (string, bool) {
	c := strings.ToUpper(strings.NewReplacer(" ", "", ".", "", "-", "", "[", "", "]", "").Replace(s))
	for i := 0; i+2 < len(c); i++ {
		for n := min(len(c)-i, 16); n >= 8; n-- {
			cand := c[i : i+n]
			if _, st := lexicon.CheckIdentifier(cand, "", lexicon.SchemeVAT); st == lexicon.IDValid {
				return cand, true
			}
			if r, ok := lexicon.RepairVAT(cand); ok {
				return r, true
			}
		}
	}
	return "", false
}

func isDigits(s string) bool { return s != "" && strings.Trim(s, "0123456789") == "" }

func compact(s string) string { return strings.ToUpper(strings.Join(strings.Fields(s), "")) }

// inBlock reports whether b lies in block's columns, at most a few lines
// under it.
func inBlock(b, block layout.Box) bool {
	if block.Empty() {
		return false
	}
	h := b.Height()
	return b.Left < block.Right+2*h && b.Right > block.Left-2*h && b.Top >= block.Top-h && b.Top <= block.Bottom+3*h
}

// payment returns the IBAN and the BIC of the payment details: a labelled
// one, else the first printed.
func payment(vals []keyvalue.Value, ibans []string, text string, pages []*layout.Page) (iban, bic layout.Field) {
	if kv, ok := keyvalue.First(vals, "iban"); ok {
		if got := amounts.IBANs(kv.Value); len(got) > 0 {
			iban = layout.Narrow(kv.Field, pages, got[0])
			iban.Value = got[0]
		}
	}
	if !iban.Found() {
		for _, n := range ibans {
			// An unlabelled one must pass MOD 97-10, or at least print its
			// check digits as digits: words of capitals ("DELIVERED AT
			// PLACE UNLOADED") have an IBAN's shape too.
			if lexicon.ValidIBAN(n) || isDigits(n[2:4]) {
				iban = layout.Printed(n, pages).By("text.first_iban")
				break
			}
		}
	}
	if kv, ok := keyvalue.First(vals, "bic"); ok {
		if b := strings.ToUpper(strings.Trim(firstToken(kv.Value), ".:")); lexicon.ValidBIC(b) {
			bic = layout.Narrow(kv.Field, pages, b)
			bic.Value = b
		}
	}
	if !bic.Found() {
		if bs := amounts.BICs(text); len(bs) > 0 {
			bic = layout.Printed(bs[0], pages).By("text.first_bic")
		}
	}
	return iban, bic
}
