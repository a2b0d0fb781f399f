package taxdoc

import (
	"context"
	"fmt"
	"log/slog"
	"regexp"
	"strings"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/postal"
	"github.com/docextract/docextract/extract/reading"
)

// ErrNoEvidence is returned when a document shows no sign of being a tax
// document: no tax form, no tax authority, no tax wording; or it reads as
// a bill or statement without any of them.
var ErrNoEvidence = fmt.Errorf("taxdoc: no tax-document evidence: %w", doctype.ErrNoEvidence)

// Fields are the tax-document fields; a zero Field was not found.
type Fields struct {
	IssuingAuthority, IssuingAuthorityCountry, TaxNumber, TaxpayerName, TaxpayerAddress, DateOfIssue, ReferenceNumber layout.Field
}

// maxPages is how many pages are searched.
const maxPages = 3

// Form is a kind of tax form Extract reads from its boxes.
type Form string

// The forms read from their boxes; FormLetter is anything else.
const (
	FormLetter Form = ""
	FormW9     Form = "W-9"
	FormW8BEN  Form = "W-8BEN"
	Form1099   Form = "1099"
	FormW2     Form = "W-2"
)

var (
	reW9    = regexp.MustCompile(`(?i)form\s*W-?9\b|request for taxpayer\s*identification number`)
	reW8BEN = regexp.MustCompile(`(?i)form\s*W-?8\s?BEN\b|certificate of foreign status of beneficial owner`)
	re1099  = regexp.MustCompile(`(?i)form\s*1099|\b1099-(?:MISC|NEC|INT|DIV|B|R|K|G|S)\b`)
	reW2    = regexp.MustCompile(`(?i)wage and tax statement|form\s*W-?2\b`)
)

// DetectForm returns the IRS form text shows, or FormLetter.
func DetectForm(text string) Form {
	switch {
	case reW8BEN.MatchString(text):
		return FormW8BEN
	case reW9.MatchString(text):
		return FormW9
	case reW2.MatchString(text):
		return FormW2
	case re1099.MatchString(text):
		return Form1099
	}
	return FormLetter
}

// extract reads the tax-document fields of doc. It returns ErrNoEvidence
// (wrapped) when doc is not a tax document, and ctx's error when ctx is
// done.
func extract(ctx context.Context, doc *reading.Document, env doctype.Env) (Fields, error) {
	log := env.Logger
	if log == nil {
		log = slog.New(slog.DiscardHandler)
	}
	var f Fields
	if doc == nil || len(doc.Pages) == 0 {
		return f, fmt.Errorf("%w: no pages", ErrNoEvidence)
	}
	if err := ctx.Err(); err != nil {
		return f, fmt.Errorf("taxdoc: %w", err)
	}
	pages := doc.Pages[:min(len(doc.Pages), maxPages)]
	text := doc.Text(maxPages)
	form := DetectForm(text)
	auth, hasAuth := FindAuthority(text)
	ev := weigh(text)
	lab := readLabelled(pages)
	validID := lab.number(auth.Country, text).Found()
	log.DebugContext(ctx, "taxdoc: evidence", "form", form, "authority", auth.Name, "titles", ev.titles, "words", ev.words, "rival", ev.rival, "valid_id", validID)
	switch {
	case form != FormLetter:
	case ev.rival:
		return f, fmt.Errorf("%w: the wording of another kind of document outweighs tax wording", ErrNoEvidence)
	case ev.titles > 0:
	case hasAuth && (ev.words > 0 || !ev.billish):
	case ev.words >= 2 && !ev.billish:
	case validID && (hasAuth || ev.words > 0):
	default:
		return f, fmt.Errorf("%w: no tax form, authority or tax wording", ErrNoEvidence)
	}
	if hasAuth {
		f.IssuingAuthority = textField(auth.Name, pages, auth.Name).By("authority.name")
		f.IssuingAuthorityCountry = f.IssuingAuthority.By("authority.country")
		f.IssuingAuthorityCountry.Value = auth.Country
	}
	switch form {
	case FormW9:
		readW9(pages, &f)
	case FormW8BEN:
		readW8BEN(pages, &f)
	case Form1099:
		read1099(pages, &f)
	case FormW2:
		readW2(pages, &f)
	}
	if form != FormLetter {
		// The form's boxes, each read under its printed caption.
		layout.ByDefault(formRules[form], &f.TaxNumber, &f.TaxpayerName, &f.TaxpayerAddress, &f.DateOfIssue, &f.ReferenceNumber)
	}
	if err := ctx.Err(); err != nil {
		return f, fmt.Errorf("taxdoc: %w", err)
	}
	if form == FormLetter {
		readLetter(pages, text, auth, lab, &f)
	}
	return f, nil
}

// evidence is what a document's wording says of it being a tax document.
type evidence struct {
	// titles and words are the distinct tax titles ("Certificate of
	// residence", "Avis d'impôt") and usual tax words found.
	titles, words int
	// billish: bill or statement wording, no more than tax wording.
	billish bool
	// rival: the titles of another kind of document outweigh the tax
	// wording (an invoice that gives a VAT number).
	rival bool
}

// rivals are the kinds of document whose wording can outweigh a tax
// document's own.
var rivals = []lexicon.Kind{lexicon.KindBill, lexicon.KindBankStatement, lexicon.KindCreditCardStatement,
	lexicon.KindInvoice, lexicon.KindReceipt, lexicon.KindOrganisationDoc, lexicon.KindIdentity, lexicon.KindPassport}

func weigh(text string) evidence {
	vocab := lexicon.Weigh(text)
	own := vocab[lexicon.KindTaxDoc]
	e := evidence{titles: len(own.Strong), words: len(own.Weak)}
	for _, k := range rivals {
		r := vocab[k]
		if k == lexicon.KindBill || k == lexicon.KindBankStatement || k == lexicon.KindCreditCardStatement {
			e.billish = e.billish || len(r.Strong)+len(r.Weak) > 0
		}
		if len(r.Strong) > 0 && r.Score() > own.Score() {
			e.rival = true
		}
	}
	return e
}

// formRules are the rules of the fields read from a form's boxes.
var formRules = map[Form]string{FormW9: "form.w9_box", FormW8BEN: "form.w8ben_box", Form1099: "form.1099_box", FormW2: "form.w2_box"}

// textField returns a Field for value located at the first line of pages
// whose text contains find (case-insensitive), or a Field without a place.
func textField(value string, pages []*layout.Page, find string) layout.Field {
	lf := strings.ToLower(find)
	for _, p := range pages {
		for _, l := range p.Lines {
			if strings.Contains(strings.ToLower(l.Text()), lf) {
				return layout.FromLine(value, p, l)
			}
		}
	}
	if len(pages) > 0 {
		return layout.Field{Value: value, Page: pages[0].Number, Source: pages[0].Source, Confidence: 0.5}
	}
	return layout.Field{Value: value}
}

// readLetter fills the fields still empty from a letter's layout: the
// addressee block, labelled tax and reference numbers, the letter's date;
// text is the document's text.
func readLetter(pages []*layout.Page, text string, auth Authority, lab labelledFields, f *Fields) {
	if !f.TaxpayerName.Found() {
		// A surname and given names under labels of their own name a
		// person more surely than a taxpayer label over a table's columns.
		f.TaxpayerName = lab.splitName()
	}
	if !f.TaxpayerName.Found() {
		f.TaxpayerName = lab.name("name")
	}
	if !f.TaxpayerAddress.Found() {
		f.TaxpayerAddress = lab.address("address")
	}
	if !f.TaxNumber.Found() {
		f.TaxNumber = lab.number(auth.Country, text)
	}
	if !f.TaxpayerAddress.Found() || !f.TaxpayerName.Found() {
		var found []postal.Found
		for _, p := range pages {
			found = append(found, postal.FindAddresses(p)...)
		}
		var best *postal.Found
		if i := postal.Addressee(found, authorityPenalty); i >= 0 && found[i].Name != "" {
			best = &found[i]
		}
		if best != nil {
			if !f.TaxpayerName.Found() {
				f.TaxpayerName = layout.FromLine(best.Name, best.Page, best.NameLine).By("postal.addressee_block")
			}
			if !f.TaxpayerAddress.Found() {
				f.TaxpayerAddress = layout.Field{Value: best.String(), Page: best.Page.Number, Box: best.Box, Source: best.Page.Source, Confidence: best.Block.Lines[best.First].Confidence, Rule: "postal.addressee_block"}
			}
		}
	}
	if !f.TaxpayerName.Found() {
		f.TaxpayerName = lab.name("anyname")
	}
	if !f.TaxpayerAddress.Found() {
		f.TaxpayerAddress = lab.address("anyaddress")
	}
	if !f.TaxNumber.Found() {
		f.TaxNumber = bestNumber(pages).By("taxnumber.best_scheme")
	}
	if !f.ReferenceNumber.Found() {
		f.ReferenceNumber = lab.reference()
	}
	if !f.DateOfIssue.Found() {
		f.DateOfIssue = lab.date(auth.Country == "US")
	}
	if !f.DateOfIssue.Found() {
		if d, ok := postal.DocumentDate(pages, postal.DateOptions{MonthFirst: auth.Country == "US"}); ok && d.Kind >= postal.DateLetter {
			f.DateOfIssue = layout.FromLine(d.Date.String(), d.Page, d.Line).By("postal.document_date")
		}
	}
}

func isAuthorityName(s string) bool {
	_, ok := FindAuthority(s)
	return ok
}

// authorityPenalty rules out the authority's own address block: one named
// after the authority, holding the authority's name among its lines, or
// printed just under the authority's name, unless that line is the return
// address over the addressee's window.
func authorityPenalty(a postal.Found) int {
	if a.Name != "" && isAuthorityName(a.Name) {
		return -10
	}
	if a.First <= a.Last && a.Last < len(a.Block.Lines) {
		for _, l := range a.Block.Lines[a.First : a.Last+1] {
			if isAuthorityName(l.Text()) {
				return -10 // the office's name among its address lines
			}
		}
	}
	h := a.Block.Lines[0].Box.Height()
	for _, l := range a.Page.Lines {
		gap := a.Block.Box.Top - l.Box.Bottom
		if gap >= -0.2*h && gap < 2*h && l.Box.Left < a.Block.Box.Right && l.Box.Right > a.Block.Box.Left && isAuthorityName(l.Text()) && !postal.IsReturnLine(l.Text()) {
			return -10
		}
	}
	return 0
}

// numberRank orders tax-number kinds: the taxpayer's own identifiers first.
var numberRank = map[NumberKind]int{KindUTR: 7, KindTIN: 6, KindNINO: 5, KindSSN: 4, KindITIN: 4, KindEIN: 3, KindVAT: 2}

// bestNumber returns the highest-ranked tax number on pages.
func bestNumber(pages []*layout.Page) layout.Field {
	var best layout.Field
	rank := 0
	for _, p := range pages {
		for _, l := range p.Lines {
			for _, n := range FindNumbers(l.Text()) {
				if numberRank[n.Kind] > rank {
					best, rank = layout.FromLine(n.Value, p, l), numberRank[n.Kind]
				}
			}
		}
	}
	return best
}

// Slashes OCR reads as I, l or | in a reference that has another slash:
// between two letters and digits ("SAI467656/LM"; "HI123456" keeps its I),
// or doubled with one ("SA/I532610/TP").
var (
	reSlashBetween = regexp.MustCompile(`([A-Z]{2})[Il|](\d)|(\d)[Il|]([A-Z]{2})`)
	reSlashDoubled = regexp.MustCompile(`/[Il|](\d)|(\d)[Il|]/`)
)

// cleanReference trims a reference number read by OCR of the punctuation
// after it and restores the slashes it misread (see reSlashBetween).
func cleanReference(v string) string {
	v = strings.TrimRight(strings.TrimSpace(v), ".,;:-/ ")
	if !strings.Contains(v, "/") {
		return v
	}
	v = reSlashDoubled.ReplaceAllStringFunc(v, func(m string) string {
		return strings.Map(func(r rune) rune {
			if r == 'I' || r == 'l' || r == '|' {
				return -1
			}
			return r
		}, m)
	})
	return reSlashBetween.ReplaceAllStringFunc(v, func(m string) string {
		if isDigit := m[0] >= '0' && m[0] <= '9'; isDigit {
			return m[:1] + "/" + m[2:]
		}
		return m[:2] + "/" + m[3:]
	})
}

// digitsTIN formats the digits of a filled TIN box: nine digits as an SSN
// (NNN-NN-NNNN) or an EIN (NN-NNNNNNN); anything else as printed.
func digitsTIN(s string, ein bool) string {
	d := digitsOf(s)
	if len(d) != 9 {
		return strings.TrimSpace(s)
	}
	if ein {
		return d[:2] + "-" + d[2:]
	}
	return d[:3] + "-" + d[3:5] + "-" + d[5:]
}

// dateField reads the first date in field (MonthFirst, as on US forms).
func dateField(f layout.Field) layout.Field {
	ms := dates.Find(f.Value, dates.Options{MonthFirst: true})
	if len(ms) == 0 || ms[0].Date.Year == 0 {
		return layout.Field{}
	}
	f.Value = ms[0].Date.String()
	return f
}
