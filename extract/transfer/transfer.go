package transfer

import (
	"context"
	"fmt"
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
	var v doctype.Values
	if doc == nil || len(doc.Pages) == 0 {
		return v, fmt.Errorf("%w: no pages", ErrNoEvidence)
	}
	if err := ctx.Err(); err != nil {
		return v, fmt.Errorf("transfer: %w", err)
	}
	pages := doc.Pages[:min(len(doc.Pages), maxPages)]
	first := pages[0]
	var lines []string
	for _, p := range pages {
		for _, l := range p.Lines {
			lines = append(lines, l.Text())
		}
	}
	text := strings.Join(lines, "\n")
	at := func(value string) layout.Field {
		return layout.Field{Value: value, Page: first.Number, Source: first.Source, Confidence: 1, Rule: "mt103.field"}
	}
	if m, ok := ReadMT103(lines); ok {
		return m.values(at), nil
	}
	var rows []keyvalue.Row
	for _, p := range pages {
		rows = append(rows, keyvalue.Rows(p)...)
	}
	f := readForm(rows, text)
	if what := refuse(text, f); what != "" {
		return v, fmt.Errorf("%w: %s", ErrNoEvidence, what)
	}
	return f.values, nil
}

// values returns the MT103's fields by the contract's names.
func (m MT103) values(at func(string) layout.Field) doctype.Values {
	var v doctype.Values
	set := func(name, value string) {
		if value = strings.TrimSpace(value); value != "" {
			v.Set(name, at(value))
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
	set("ordering_customer_address", postal.Join(m.OrderingAddress))
	set("ordering_customer_account", m.OrderingAccount)
	set("ordering_bank_name", m.OrderingBank)
	set("ordering_bank_bic", m.OrderingBIC)
	set("beneficiary_name", m.BeneficiaryName)
	set("beneficiary_address", postal.Join(m.BeneficiaryAddress))
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
		if _, done := f.values.Fields[name]; !done && fl.Found() {
			f.values.Set(name, fl)
		}
	}
	with := func(kv keyvalue.Value, value string) layout.Field {
		fl := kv.Field
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
				set(p+"_address", with(kv, kv.Value))
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
			if ms := dates.Find(kv.Value, dates.Options{}); len(ms) > 0 && !ms[0].Date.Partial() {
				set("transfer_date", with(kv, ms[0].Date.String()))
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
	_, f.hasParty = f.values.Fields["beneficiary_name"]
	if _, ok := f.values.Fields["beneficiary_account"]; ok {
		f.hasParty = true
	}
	return f
}

// accountValue reports whether a party label's value is its account (an
// IBAN), as in "Beneficiary IBAN DE89…".
func accountValue(v string) bool { return len(amounts.IBANs(v)) > 0 }

// account returns an account value: an IBAN without spaces, else the
// value's first run of digits and letters.
func account(v string) string {
	if ibans := amounts.IBANs(v); len(ibans) > 0 {
		return ibans[0]
	}
	return strings.Join(strings.Fields(v), "")
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
	titled := len(tr.Strong) > 0
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
