package transfer

import (
	"context"
	"fmt"
	"image"
	"regexp"
	"slices"
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
// transfer: no MT103 fields, no transfer title, no beneficiary with an
// account and an amount.
var ErrNoEvidence = fmt.Errorf("transfer: no transfer evidence: %w", doctype.ErrNoEvidence)

const maxPages = 3

// The parties whose sections a form sets out.
const (
	secNone = iota
	secOrdering
	secBeneficiary
	secOrderingBank
	secBeneficiaryBank
	secIntermediary
)

// labels reads a form's labelled values; the party labels open sections.
var labels = keyvalue.New(
	keyvalue.Field{Name: "ordering", Concepts: []lexicon.Concept{lexicon.ConceptOrderingCustomer}},
	keyvalue.Field{Name: "beneficiary", Concepts: []lexicon.Concept{lexicon.ConceptBeneficiary}},
	keyvalue.Field{Name: "ordering_bank", Concepts: []lexicon.Concept{lexicon.ConceptOrderingBank}},
	keyvalue.Field{Name: "beneficiary_bank", Concepts: []lexicon.Concept{lexicon.ConceptBeneficiaryBank}},
	keyvalue.Field{Name: "intermediary", Concepts: []lexicon.Concept{lexicon.ConceptIntermediaryBank}},
	keyvalue.Field{Name: "name", Concepts: []lexicon.Concept{lexicon.ConceptName, lexicon.ConceptAccountHolder}},
	keyvalue.Field{Name: "address", Concepts: []lexicon.Concept{lexicon.ConceptAddress}, Lines: 4},
	keyvalue.Field{Name: "account", Concepts: []lexicon.Concept{lexicon.ConceptIBAN, lexicon.ConceptAccountNumber}},
	keyvalue.Field{Name: "bank", Concepts: []lexicon.Concept{lexicon.ConceptBank}},
	keyvalue.Field{Name: "bic", Concepts: []lexicon.Concept{lexicon.ConceptBIC}},
	keyvalue.Field{Name: "amount", Concepts: []lexicon.Concept{lexicon.ConceptAmount, lexicon.ConceptTotal}},
	keyvalue.Field{Name: "currency", Concepts: []lexicon.Concept{lexicon.ConceptCurrency}},
	keyvalue.Field{Name: "date", Concepts: []lexicon.Concept{lexicon.ConceptTransferDate, lexicon.ConceptValueDate}},
	keyvalue.Field{Name: "any_date", Concepts: []lexicon.Concept{lexicon.ConceptDate}, Generic: true},
	keyvalue.Field{Name: "reference", Concepts: []lexicon.Concept{lexicon.ConceptReference}},
	keyvalue.Field{Name: "charges", Concepts: []lexicon.Concept{lexicon.ConceptCharges}},
	keyvalue.Field{Name: "remittance", Concepts: []lexicon.Concept{lexicon.ConceptRemittanceInformation}},
)

var sectionOf = map[string]int{"ordering": secOrdering, "beneficiary": secBeneficiary, "ordering_bank": secOrderingBank,
	"beneficiary_bank": secBeneficiaryBank, "intermediary": secIntermediary}

func extract(ctx context.Context, doc *reading.Document, env doctype.Env) (doctype.Values, error) {
	if doc == nil || len(doc.Pages) == 0 {
		return doctype.Values{}, fmt.Errorf("%w: no pages", ErrNoEvidence)
	}
	if err := ctx.Err(); err != nil {
		return doctype.Values{}, fmt.Errorf("transfer: %w", err)
	}
	pages := doc.Pages[:min(len(doc.Pages), maxPages)]
	v, evidence, err := readPages(pages)
	if !evidence || complete(v, err) {
		return v, err
	}
	// The reading lacks a field every transfer states: the page images are
	// flattened once and read again, first as pages, then as one block of
	// rows.
	flat := flatImages(env, pages)
	for _, shape := range []reading.Shape{reading.ShapePage, reading.ShapeBlock} {
		again, ok, rerr := recognize(ctx, env, pages, flat, shape)
		if rerr != nil {
			return doctype.Values{}, rerr
		}
		if !ok {
			break
		}
		if v2, _, err2 := readPages(again); err2 == nil && (err != nil || len(v2.Fields) > len(v.Fields)) {
			v, err = v2, nil
		}
		if complete(v, err) {
			break
		}
	}
	return v, err
}

// readPages reads a transfer's values from pages: as an MT103 print-out by
// its tags, else as a form or confirmation by its labels. evidence is false
// when the text holds no transfer's title and fewer than two of its usual
// words.
func readPages(pages []*layout.Page) (v doctype.Values, evidence bool, err error) {
	var lines []string
	for _, p := range pages {
		for _, l := range p.Lines {
			lines = append(lines, l.Text())
		}
	}
	text := strings.Join(lines, "\n")
	at := func(name, value string) layout.Field {
		return mt103Field(pages, name, value)
	}
	if m, ok := ReadMT103(lines); ok {
		return m.values(at), true, nil
	}
	var rows []keyvalue.Row
	for _, p := range pages {
		rows = append(rows, keyvalue.Rows(p)...)
	}
	f := readForm(rows, text)
	if what := refuse(text, f); what != "" {
		tr := lexicon.Weigh(text)[lexicon.KindTransfer]
		evidence = len(tr.Strong) > 0 || len(tr.Weak) >= 2 || titleRead(text)
		return v, evidence, fmt.Errorf("%w: %s", ErrNoEvidence, what)
	}
	return f.values, true, nil
}

// coreFields are the fields every transfer states: who pays, who is paid
// into which account, how much in which currency.
var coreFields = []string{"amount", "currency", "ordering_customer_name", "beneficiary_name", "beneficiary_account"}

// complete reports whether a reading found every core field.
func complete(v doctype.Values, err error) bool {
	if err != nil {
		return false
	}
	for _, name := range coreFields {
		if _, ok := v.Fields[name]; !ok {
			return false
		}
	}
	return true
}

// flatImages returns the images of the OCR pages of pages with their
// background flattened (reading.FlattenBackground), nil for a page with
// none to read again or when no reader can recognise them.
func flatImages(env doctype.Env, pages []*layout.Page) []*image.Gray {
	if env.Reader == nil || !env.Reader.CanRecognize() {
		return nil
	}
	flat := make([]*image.Gray, len(pages))
	for i, p := range pages {
		if p.Source == layout.SourceOCR && p.Image != nil {
			flat[i] = reading.FlattenBackground(p.Image)
		}
	}
	return flat
}

// recognize returns pages with the OCR pages that have a flattened image
// in flat recognised again from it, as shape; ok is false when none has.
func recognize(ctx context.Context, env doctype.Env, pages []*layout.Page, flat []*image.Gray, shape reading.Shape) ([]*layout.Page, bool, error) {
	out := make([]*layout.Page, len(pages))
	read := false
	for i, p := range pages {
		out[i] = p
		if i >= len(flat) || flat[i] == nil {
			continue
		}
		lines, err := env.Reader.Recognize(ctx, flat[i], reading.Pass{Model: env.Reader.Model(), Shape: shape})
		if err != nil {
			return nil, false, fmt.Errorf("transfer: %w", err)
		}
		np := *p
		np.Lines = lines
		out[i], read = &np, true
	}
	return out, read, nil
}

// values returns the MT103's fields by the contract's names.
func (m MT103) values(at func(name, value string) layout.Field) doctype.Values {
	var v doctype.Values
	set := func(name, value string) {
		if value = strings.TrimSpace(value); value != "" {
			v.Set(name, at(name, value))
		}
	}
	if !m.ValueDate.IsZero() {
		set("transfer_date", m.ValueDate.String())
	}
	set("reference", m.Reference)
	if m.HasAmount {
		a := m.Amount
		if r, err := a.Round(money.Minor(m.Currency)); err == nil && r.Equal(a) {
			a = r
		}
		set("amount", a.String())
	}
	set("currency", m.Currency)
	set("ordering_customer_name", m.OrderingName)
	set("ordering_customer_address", joinAddress(m.OrderingAddress))
	set("ordering_customer_account", m.OrderingAccount)
	set("ordering_bank_name", m.OrderingBank)
	set("ordering_bank_bic", m.OrderingBIC)
	set("beneficiary_name", m.BeneficiaryName)
	set("beneficiary_address", joinAddress(m.BeneficiaryAddress))
	set("beneficiary_account", m.BeneficiaryAccount)
	set("beneficiary_bank_name", m.BenBank)
	set("beneficiary_bank_bic", m.BeneficiaryBIC)
	set("intermediary_bank_bic", m.IntermediaryBIC)
	set("charges", m.Charges)
	set("remittance_information", m.Remittance)
	return v
}

// form is what a transfer form states.
type form struct {
	values   doctype.Values
	hasParty bool // a beneficiary's name or account was read
	hasMoney bool
}

// readForm reads a form's values: each labelled value belongs to the
// section of the party heading above it (or to the party whose label it
// is: "Beneficiary: Acme Ltd").
func readForm(rows []keyvalue.Row, text string) form {
	var f form
	vals := labels.Read(rows)
	// Section headings: rows that are a party's label and nothing else.
	type heading struct {
		page int
		top  float64
		sec  int
	}
	var heads []heading
	for _, r := range rows {
		if name, rest, ok := labels.Labels(strings.TrimSuffix(strings.TrimSpace(r.Text()), ":")); ok && rest == "" && len(r.Cells) == 1 {
			if s, ok := sectionOf[name]; ok {
				heads = append(heads, heading{r.Page.Number, r.Box.Top, s})
			}
		}
	}
	sectionAt := func(kv keyvalue.Value) int {
		s := secNone
		for _, h := range heads {
			if h.page == kv.Page && h.top <= kv.Box.Top+1 {
				s = h.sec
			}
		}
		return s
	}
	opts := money.Options{Decimal: amounts.Notation(text)}
	set := func(name string, fl layout.Field) {
		if strings.HasSuffix(name, "_name") && !nameLike(fl.Value) {
			return // a table's rules or a shaded cell's grain, read as text
		}
		if _, done := f.values.Fields[name]; !done && fl.Found() {
			f.values.Set(name, fl)
		}
	}
	var pages []*layout.Page
	for _, r := range rows {
		if !slices.Contains(pages, r.Page) {
			pages = append(pages, r.Page)
		}
	}
	with := func(kv keyvalue.Value, value string) layout.Field {
		fl := layout.Narrow(kv.Field, pages, strings.TrimSpace(value))
		fl.Value = strings.TrimSpace(value)
		return fl
	}
	prefix := map[int]string{secOrdering: "ordering_customer", secBeneficiary: "beneficiary"}
	bankOf := map[int]string{secOrdering: "ordering_bank", secBeneficiary: "beneficiary_bank", secOrderingBank: "ordering_bank",
		secBeneficiaryBank: "beneficiary_bank"}
	for _, kv := range vals {
		sec := sectionAt(kv)
		switch kv.Name {
		case "ordering", "beneficiary":
			if s := sectionOf[kv.Name]; !accountValue(kv.Value) {
				set(prefix[s]+"_name", with(kv, kv.Value))
			}
		case "ordering_bank", "beneficiary_bank":
			if b := bicIn(kv.Value); b != "" {
				set(bankOf[sectionOf[kv.Name]]+"_bic", with(kv, b))
			} else {
				set(bankOf[sectionOf[kv.Name]]+"_name", with(kv, kv.Value))
			}
		case "intermediary":
			if b := bicIn(kv.Value); b != "" {
				set("intermediary_bank_bic", with(kv, b))
			}
		case "name":
			if p, ok := prefix[sec]; ok {
				set(p+"_name", with(kv, kv.Value))
			} else if b, ok := bankOf[sec]; ok {
				set(b+"_name", with(kv, kv.Value))
			}
		case "address":
			if p, ok := prefix[sec]; ok {
				a := kv.Value
				if len(kv.Lines) > 1 {
					a = joinAddress(kv.Lines)
				}
				set(p+"_address", with(kv, a))
			}
		case "account":
			if p, ok := prefix[sec]; ok {
				set(p+"_account", with(kv, account(kv.Value)))
			}
		case "bank":
			if b, ok := bankOf[sec]; ok {
				set(b+"_name", with(kv, kv.Value))
			}
		case "bic":
			b := bicIn(kv.Value)
			if b == "" {
				continue
			}
			if sec == secIntermediary {
				set("intermediary_bank_bic", with(kv, b))
			} else if bk, ok := bankOf[sec]; ok {
				set(bk+"_bic", with(kv, b))
			}
		case "amount":
			if fd, ok := amounts.Last(kv.Value, opts, true); ok {
				set("amount", with(kv, fd.Amount.String()))
				if fd.Currency != "" {
					set("currency", with(kv, fd.Currency))
				}
				f.hasMoney = true
			}
		case "currency":
			if c := strings.ToUpper(strings.Fields(kv.Value)[0]); len(c) == 3 {
				if _, ok := money.Currency(c); ok {
					set("currency", with(kv, c))
				}
			}
		case "date", "any_date":
			// OCR reads the period after a day as a comma ("11, Januar
			// 2026"); a comma after a day before a month's name is put back.
			for _, t := range []string{kv.Value, reDayComma.ReplaceAllString(kv.Value, "$1. $2")} {
				if ms := dates.Find(t, dates.Options{}); len(ms) > 0 && !ms[0].Date.Partial() {
					set("transfer_date", with(kv, ms[0].Date.String()))
					break
				}
			}
		case "reference":
			if ws := strings.Fields(kv.Value); len(ws) > 0 && strings.ContainsAny(ws[0], "0123456789") {
				set("reference", with(kv, strings.Trim(ws[0], ",;")))
			}
		case "charges":
			for _, w := range strings.Fields(strings.ToUpper(kv.Value)) {
				if w = strings.Trim(w, "[]()X:"); w == "OUR" || w == "SHA" || w == "BEN" {
					set("charges", with(kv, w))
					break
				}
			}
		case "remittance":
			set("remittance_information", with(kv, kv.Value))
		}
	}
	// Values that say what they are, where OCR lost their labels (small
	// grey print in a form's shaded label cells): an IBAN (ISO 13616) or a
	// BIC (ISO 9362) alone in its cell is the account or the bank's BIC of
	// the party whose section holds it; an amount or an ISO 4217 code
	// alone in a row with no label is the transfer's.
	for _, r := range rows {
		if rowLabelled(r) {
			continue
		}
		c := r.Cells[len(r.Cells)-1]
		t := strings.TrimSpace(c.Text)
		at := layout.FromLine(t, r.Page, c.Line)
		at.Rule = "transfer.unlabelled"
		at.Confidence *= unlabelledConfidence
		sec := sectionAt(keyvalue.Value{Field: layout.Field{Page: r.Page.Number, Box: r.Box}})
		value := func(v string) layout.Field {
			fl := at
			fl.Value = v
			return fl
		}
		switch ibans := amounts.IBANs(t); {
		case len(ibans) == 1 && len(compact(t)) == len(ibans[0]):
			if p, ok := prefix[sec]; ok {
				set(p+"_account", value(ibans[0]))
			}
		case lexicon.ValidBIC(strings.ToUpper(t)) && bicIn(t) == strings.ToUpper(t):
			// A section's heading OCR lost puts a BIC in the section above
			// it: the BIC is taken only where it is of the country of the
			// account the section holds, as a bank's BIC is of the IBANs it
			// keeps.
			b := strings.ToUpper(t)
			p, ok := prefix[sec]
			acct := f.values.Fields[p+"_account"].Value
			if ok && len(acct) > 2 && acct[:2] == b[4:6] {
				set(bankOf[sec]+"_bic", value(b))
			}
		case len(r.Cells) == 1 && len(t) == 3 && strings.ToUpper(t) == t:
			if _, ok := money.Currency(t); ok {
				set("currency", value(t))
			}
		case len(r.Cells) == 1:
			if fd, ok := amounts.Last(t, opts, false); ok && fd.Start == 0 && fd.End == len(t) {
				set("amount", value(fd.Amount.String()))
				if fd.Currency != "" {
					set("currency", value(fd.Currency))
				}
				f.hasMoney = true
			}
		}
	}
	_, f.hasParty = f.values.Fields["beneficiary_name"]
	if _, ok := f.values.Fields["beneficiary_account"]; ok {
		f.hasParty = true
	}
	return f
}

// reDayComma is a day's number and a comma before a word ("11, Januar").
var reDayComma = regexp.MustCompile(`\b(\d{1,2}), (\pL)`)

// joinAddress joins address lines, the postcode that OCR read with a
// letter for a digit put back when the lines are one address whose
// country's postcode format tells ("M8 ODT" is M8 0DT; see
// postal.ParseAddress).
func joinAddress(lines []string) string {
	if a, ok := postal.ParseAddress(lines); ok && a.First == 0 && a.Last == len(lines)-1 {
		return postal.Join(a.Lines)
	}
	return postal.Join(lines)
}

// nameLike reports whether v may be a name: three letters or more, and
// letters for at least half of what is not a space.
func nameLike(v string) bool {
	letters, other := 0, 0
	for _, r := range v {
		switch {
		case unicode.IsLetter(r):
			letters++
		case !unicode.IsSpace(r):
			other++
		}
	}
	return letters >= 3 && letters >= other
}

// unlabelledConfidence scales the confidence of a value read without its
// label: what it is is sure, whose it is less so.
const unlabelledConfidence = 0.8

// rowLabelled reports whether a cell of r starts with a label of a form's
// field.
func rowLabelled(r keyvalue.Row) bool {
	for _, c := range r.Cells {
		if _, _, ok := labels.Labels(c.Text); ok {
			return true
		}
	}
	return false
}

// compact returns s without spaces.
func compact(s string) string { return strings.Join(strings.Fields(s), "") }

// accountValue reports whether a party label's value is its account (an
// IBAN), as in "Beneficiary IBAN DE89…".
func accountValue(v string) bool { return len(amounts.IBANs(v)) > 0 }

// account returns an account value: an IBAN without spaces, repaired where
// OCR misread it, else the value without spaces.
func account(v string) string {
	if ibans := amounts.IBANs(v); len(ibans) > 0 {
		return ibans[0]
	}
	c := strings.Join(strings.Fields(v), "")
	if r, ok := lexicon.RepairIBAN(c); ok {
		return r // OCR's letters for digits, put back under MOD 97-10
	}
	return c
}

// bicIn returns the BIC a value holds.
func bicIn(v string) string {
	for _, w := range strings.Fields(strings.ToUpper(v)) {
		w = strings.Trim(w, ".,;:()")
		if lexicon.ValidBIC(w) {
			return w
		}
	}
	return ""
}

// refuse names why a form is not a transfer, or returns "".
func refuse(text string, f form) string {
	ev := lexicon.Weigh(text)
	tr := ev[lexicon.KindTransfer]
	titled := len(tr.Strong) > 0 || titleRead(text)
	if !titled && !(f.hasParty && f.hasMoney) {
		return "no transfer title, no beneficiary with an amount"
	}
	if !f.hasParty && !f.hasMoney {
		return "no beneficiary, no amount"
	}
	for _, k := range []lexicon.Kind{lexicon.KindInvoice, lexicon.KindReceipt, lexicon.KindBankStatement, lexicon.KindIdentity,
		lexicon.KindOrganisationDoc, lexicon.KindTaxDoc} {
		if e := ev[k]; len(e.Strong) > 0 && e.Score() > tr.Score() {
			return "reads as " + string(k)
		}
	}
	return ""
}

// minNoisyTitle is the shortest title, folded, matched with OCR noise
// tolerated: shorter ones are too easily some other word.
const minNoisyTitle = 12

// noisyTitle is a transfer's title as titleRead matches it: folded, and
// its number of words.
type noisyTitle struct {
	folded string
	words  int
}

// noisyTitles are the titles titleRead matches.
var noisyTitles = func() []noisyTitle {
	var out []noisyTitle
	for _, t := range lexicon.Vocabulary(lexicon.KindTransfer) {
		if f := lexicon.Fold(t.Text); t.Weight >= lexicon.Strong && !t.Capitals && len(f) >= minNoisyTitle {
			ws := strings.Fields(f)
			out = append(out, noisyTitle{strings.Join(ws, " "), len(ws)})
		}
	}
	return out
}()

// titleRead reports whether a line of text starts with a transfer's title
// of minNoisyTitle letters or more as OCR misreads it: "Auftrag fiir
// Auslandsiiberweisung" (ü read as ii), within a similarity of 0.85 word
// for word.
func titleRead(text string) bool {
	for _, l := range strings.Split(text, "\n") {
		ws := strings.Fields(lexicon.Fold(l))
		for _, t := range noisyTitles {
			// The title may follow a few words ("Auftrag für").
			for at := 0; at+t.words <= len(ws) && at <= 3; at++ {
				if fuzzy.Similarity(strings.Join(ws[at:at+t.words], " "), t.folded) >= 0.85 {
					return true
				}
			}
		}
	}
	return false
}

// mt103Tags are the tags whose block prints each field of an MT103.
var mt103Tags = map[string][]string{
	"transfer_date": {"32A"}, "amount": {"32A"}, "currency": {"32A"}, "reference": {"20"},
	"ordering_customer_name": {"50K", "50F", "50A"}, "ordering_customer_address": {"50K", "50F", "50A"}, "ordering_customer_account": {"50K", "50F", "50A"},
	"ordering_bank_name": {"52D"}, "ordering_bank_bic": {"52A"},
	"beneficiary_name": {"59", "59F", "59A"}, "beneficiary_address": {"59", "59F", "59A"}, "beneficiary_account": {"59", "59F", "59A"},
	"beneficiary_bank_name": {"57D"}, "beneficiary_bank_bic": {"57A"}, "intermediary_bank_bic": {"56A"},
	"charges": {"71A"}, "remittance_information": {"70"},
}

// mt103Field returns value, field name of an MT103 read from pages, with
// the place of its tag's block: the tag's line and the value lines under
// it, up to the next tag or rule. Its box is that of the block's words
// that print value as it is, else the whole block's; a value no block
// prints (the ordering bank's BIC taken from the header) has the first
// page and no box. Its confidence is 1, as for every value of an MT103.
func mt103Field(pages []*layout.Page, name, value string) layout.Field {
	f := layout.Field{Value: value, Page: pages[0].Number, Source: pages[0].Source, Confidence: 1, Rule: "mt103.field"}
	for _, p := range pages {
		var block []layout.Line
		for _, l := range p.Lines {
			t := l.Text()
			g := reTag.FindStringSubmatch(t)
			tagged := g != nil && lexicon.MT103Field(g[1]) != nil
			if block != nil && (tagged || reSep.MatchString(t)) {
				break
			}
			if block != nil || tagged && slices.Contains(mt103Tags[name], g[1]) {
				block = append(block, l)
			}
		}
		if block == nil {
			continue
		}
		f.Page, f.Source = p.Number, p.Source
		for _, l := range block {
			if strings.Contains(l.Text(), value) {
				f.Box = layout.FromLine(value, p, l).Box
				return f
			}
			f.Box = f.Box.Union(l.Box)
		}
		return f
	}
	return f
}
