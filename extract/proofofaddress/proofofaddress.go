package proofofaddress

import (
	"context"
	"fmt"
	"github.com/agnivade/levenshtein"
	"log/slog"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/money"
	"github.com/docextract/docextract/extract/postal"
	"github.com/docextract/docextract/extract/reading"
)

// ErrNoEvidence is returned when a document shows no sign of being a proof
// of address: no addressee block, or no account number, bill or statement
// wording or amount, or it is a tax form or an identity document.
var ErrNoEvidence = fmt.Errorf("proofofaddress: no proof-of-address evidence: %w", doctype.ErrNoEvidence)

// Fields are the proof-of-address fields; a zero Field was not found.
type Fields struct {
	RecipientName, RecipientAddress, IssuerName, IssuerAddress, DocumentDate layout.Field
	// StatementPeriodStart and StatementPeriodEnd are the period the
	// document's statements cover (see statementPeriod).
	StatementPeriodStart, StatementPeriodEnd layout.Field
}

// maxPages is how many pages are searched: the fields sit on the first.
const maxPages = 3

// extract reads the proof-of-address fields of doc. It returns
// ErrNoEvidence (wrapped) when doc is not a proof of address, and ctx's
// error when ctx is done.
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
		return f, fmt.Errorf("proofofaddress: %w", err)
	}
	pages := doc.Pages[:min(len(doc.Pages), maxPages)]
	text := doc.Text(maxPages)
	weights := lexicon.Weigh(text)
	if what := veto(text, weights); what != "" {
		return f, fmt.Errorf("%w: %s", ErrNoEvidence, what)
	}
	var found []postal.Found
	for _, p := range pages {
		found = append(found, postal.FindAddresses(p)...)
	}
	pay := payee(pages)
	ri := chooseRecipient(found, pay.Value)
	ev := evidence(text, weights)
	// A customer named in labelled cells outranks an addressee block that
	// names no one (table rows read as an address).
	var lName, lAddr layout.Field
	labelled := false
	if ri < 0 || found[ri].Name == "" {
		lName, lAddr, labelled = labelledRecipient(pages)
	}
	log.DebugContext(ctx, "proofofaddress: candidates", "addresses", len(found), "recipient", ri, "labelled", labelled, "evidence", ev)
	if ri < 0 && !labelled {
		return f, fmt.Errorf("%w: no addressee block", ErrNoEvidence)
	}
	if ev < 2 {
		return f, fmt.Errorf("%w: too little of the wording of a bill or statement (evidence %d)", ErrNoEvidence, ev)
	}
	country := ""
	if labelled {
		f.RecipientName, f.RecipientAddress = lName, lAddr
	} else {
		r := found[ri]
		if r.Name != "" {
			f.RecipientName = layout.FromLine(r.Name, r.Page, r.NameLine).By("postal.addressee_block")
		}
		f.RecipientAddress = fieldOf(agreedPostcode(found, r), r.Page, r.Box, r.Block.Lines[r.First:r.Last+1]).By("postal.addressee_block")
		country = r.Country
		if r.Name == "" {
			if j := namedEcho(found, ri); j >= 0 {
				f.RecipientName = layout.FromLine(found[j].Name, found[j].Page, found[j].NameLine).By("postal.named_echo")
			}
		}
	}

	f.IssuerName, f.IssuerAddress = issuer(pages, found, ri, pay)
	f.IssuerName.Value = postal.FixLegalForm(f.IssuerName.Value)

	if err := ctx.Err(); err != nil {
		return f, fmt.Errorf("proofofaddress: %w", err)
	}
	dopts := dates.Options{MonthFirst: country == "US"}
	var docDate dates.Date
	periodEndOnly := false // the document date is only some period's end
	if d, ok := postal.DocumentDate(pages, postal.DateOptions{MonthFirst: dopts.MonthFirst}); ok {
		f.DocumentDate = layout.FromLine(d.Date.String(), d.Page, d.Line).By("postal.document_date")
		docDate = d.Date
		periodEndOnly = d.Kind == postal.DatePeriodEnd
	}
	// The periods of every page: a file may hold several statements.
	if span, ok := statementPeriod(doc.Pages, dopts, docDate); ok {
		f.StatementPeriodStart = layout.FromLine(span.start.String(), span.page, span.line).By("statement.period")
		f.StatementPeriodEnd = layout.FromLine(span.end.String(), span.page, span.line).By("statement.period")
		switch {
		case span.statements > 1:
			// Several statements: the latest one's own date, else its
			// period's end.
			f.DocumentDate = f.StatementPeriodEnd.By("statement.latest_period_end")
			if d, ok := postal.DocumentDate(pagesFrom(doc.Pages, span.page.Number), postal.DateOptions{MonthFirst: dopts.MonthFirst}); ok && !d.Date.Before(span.start) {
				f.DocumentDate = layout.FromLine(d.Date.String(), d.Page, d.Line).By("statement.latest_document_date")
			}
		case !f.DocumentDate.Found() || docDate.Partial() || periodEndOnly:
			// A statement that prints no whole date of its own ("Auszug
			// 5/2025" is its number) is dated by its period's end: the
			// statement's own period, not the next one's.
			f.DocumentDate = f.StatementPeriodEnd.By("statement.period_end")
		}
	}
	return f, nil
}

// fromStreet returns line t from its first separated part that reads as a
// street: what the name's line prints between the name and the address
// (the rest of its legal form, its company number: "Retail Pty Ltd ABN 97
// 275 020 911 · 26 Wattle St, GLENELG SA 5045") is not the address.
func fromStreet(t string) string {
	parts := postal.ReturnSeparator.Split(t, -1)
	for i, part := range parts[:len(parts)-1] {
		if postal.IsStreet(part) || postal.IsPOBox(part) {
			return strings.Join(parts[i:], ", ")
		}
	}
	if len(parts) > 1 && postal.IsStreet(parts[len(parts)-1]) {
		return parts[len(parts)-1]
	}
	return t
}

// namedEcho returns the index of another block of found that prints the
// unnamed address found[i] again under a person's name, or -1: a bill
// gives the service address alone and the remittance slip the same
// address under the customer's name.
func namedEcho(found []postal.Found, i int) int {
	for j, a := range found {
		if j == i || a.Name == "" || IsOrganisation(a.Name) || a.Role == lexicon.ConceptVendor {
			continue
		}
		if sameAddress(a, found[i]) {
			return j
		}
	}
	return -1
}

// sameAddress reports whether a and b print one address: the same first
// line, folded, and the same postcode.
func sameAddress(a, b postal.Found) bool {
	return len(a.Lines) > 0 && len(b.Lines) > 0 && lexicon.Fold(a.Lines[0]) == lexicon.Fold(b.Lines[0]) && a.Postcode.Value == b.Postcode.Value
}

// pagesFrom returns the pages numbered n and after, at most maxPages.
func pagesFrom(pages []*layout.Page, n int) []*layout.Page {
	for i, p := range pages {
		if p.Number >= n {
			return pages[i:min(len(pages), i+maxPages)]
		}
	}
	return nil
}

func fieldOf(value string, p *layout.Page, box layout.Box, lines []layout.Line) layout.Field {
	conf := 1.0
	for _, l := range lines {
		conf = min(conf, l.Confidence)
	}
	return layout.Field{Value: value, Page: p.Number, Box: box, Source: p.Source, Confidence: conf}
}

// The kinds of document a proof of address is, and those it is not: a
// rival that carries its own title and outweighs them vetoes it.
var (
	ownKinds   = []lexicon.Kind{lexicon.KindBill, lexicon.KindBankStatement, lexicon.KindCreditCardStatement}
	rivalKinds = []lexicon.Kind{lexicon.KindTaxDoc, lexicon.KindOrganisationDoc, lexicon.KindIdentity, lexicon.KindPassport,
		lexicon.KindIDCard, lexicon.KindDrivingLicence, lexicon.KindResidencePermit, lexicon.KindVisa}
)

// reMRZ is a line of an ICAO 9303 machine readable zone: a document code,
// then letters and fillers.
var reMRZ = regexp.MustCompile(`(?m)(^|\s)[PIAC][A-Z<][A-Z<]{3}[A-Z<]{20,}`)

// veto names what doc is when it is an identity document (it prints a
// machine readable zone) or a rival kind of document whose title it
// carries and whose vocabulary outweighs a bill's or a statement's.
func veto(text string, w map[lexicon.Kind]lexicon.Evidence) string {
	if reMRZ.MatchString(text) {
		return "an identity document (it prints a machine readable zone)"
	}
	own := ownScore(w)
	for _, k := range rivalKinds {
		if e := w[k]; len(e.Strong) > 0 && e.Score() > own {
			return fmt.Sprintf("%s (%s)", k, strings.Join(e.Strong, ", "))
		}
	}
	return ""
}

// ownScore is the weight of the best of the bill and statement
// vocabularies in w.
func ownScore(w map[lexicon.Kind]lexicon.Evidence) int {
	best := 0
	for _, k := range ownKinds {
		best = max(best, w[k].Score())
	}
	return best
}

// hasAmount reports whether text prints an amount of money with its
// currency (money.Find): a sign of dollars, euros or pounds, or any other
// currency's sign or ISO code beside an amount with its cents ("190,25 zł",
// "CHF 12.50").
func hasAmount(text string) bool {
	for _, l := range strings.Split(text, "\n") {
		for _, f := range money.Find(l, money.Options{}) {
			if f.Symbol != "" && (f.Decimals == 2 || strings.ContainsAny(f.Symbol, "$€£")) {
				return true
			}
		}
	}
	return false
}

// evidence weighs text as a bill or statement: the lexicon's vocabulary of
// bills and of bank and card statements (a title heading a line counts
// three, each usual word one: "Account number", "Balance", "Kontostand"),
// and one more for an amount of money.
func evidence(text string, w map[lexicon.Kind]lexicon.Evidence) int {
	n := ownScore(w)
	if hasAmount(text) {
		n++
	}
	return n
}

// chooseRecipient returns the index of the addressee among found, or -1:
// postal.Addressee, preferring a person's name over an organisation's, and
// never the sender's return-address line above the window read as an
// address without a name, nor the block of the payee of cheques.
func chooseRecipient(found []postal.Found, payee string) int {
	return postal.Addressee(found, func(a postal.Found) int {
		if returnAddress(a) || a.Role == lexicon.ConceptVendor {
			return -1000 // the sender's, by its place or its label
		}
		if a.Role == lexicon.ConceptBillTo || a.Role == lexicon.ConceptAccountHolder {
			return 2 // under "Customer", "Nabywca", "Intestatario"
		}
		if payee != "" && lexicon.Fold(a.Name) == lexicon.Fold(payee) {
			return -5
		}
		if a.Name != "" && !a.Titled && IsOrganisation(a.Name) {
			return -3
		}
		if namedAbove(a) {
			return -4
		}
		if a.Name != "" && unnamedEcho(found, a) {
			return 2 // the customer's slip repeats the service address
		}
		return 0
	})
}

// unnamedEcho reports whether another block of found prints a's address
// alone, without a name: a bill gives the service address unnamed and the
// remittance slip the same address under the customer's name (see
// namedEcho); a sender's address comes under its name.
func unnamedEcho(found []postal.Found, a postal.Found) bool {
	for _, b := range found {
		if b.Name == "" && b.Box != a.Box && sameAddress(a, b) {
			return true
		}
	}
	return false
}

// namedAbove reports whether the name heading a's block is printed again
// above it, alone on its line: the sender's name, as its letterhead, then
// over its own address ("Summit Rewards Card" at the top of a card
// statement and over the issuer's remittance address). An addressee's name
// stands once.
func namedAbove(a postal.Found) bool {
	if a.Name == "" || len(a.NameLine.Words) == 0 {
		return false
	}
	name := lexicon.Fold(a.Name)
	for _, l := range a.Page.Lines {
		if l.Box.Bottom <= a.NameLine.Box.Top && lexicon.Fold(postal.CleanName(l.Text())) == name {
			return true
		}
	}
	return false
}

// returnAddress reports whether a is a sender's return-address line: no
// name, and its first line an organisation's name then address parts
// after a separator ("Northern Lights Utilities - 51 Bay St Toronto ON
// M5H 7Z9").
func returnAddress(a postal.Found) bool {
	if a.Name != "" || a.First >= len(a.Block.Lines) {
		return false
	}
	parts := postal.ReturnSeparator.Split(a.Block.Lines[a.First].Text(), -1)
	return len(parts) >= 2 && IsOrganisation(parts[0])
}

var (
	// reOrgName is an organisation's name ending in a legal form of the
	// lexicon's, in running text ("services provided by Fidelity
	// Brokerage Services LLC").
	reOrgName = regexp.MustCompile(`((?:[\p{Lu}&][\pL&'’.-]*\s+){1,5}(?:` + lexicon.LegalFormPattern() + `)\.?)(?:\s|[,.;)]|$)`)
	// reRegOffice is a registered-office label of the lexicon's, opening a
	// line's address.
	reRegOffice = func() *regexp.Regexp {
		var alts []string
		for _, p := range lexicon.Labels(lexicon.ConceptRegisteredOffice) {
			alts = append(alts, regexp.QuoteMeta(p.Text))
		}
		sort.Slice(alts, func(i, j int) bool { return len(alts[i]) > len(alts[j]) })
		return regexp.MustCompile(`(?i)(?:` + strings.Join(alts, "|") + `)\s*(?:[:\-–]|is|at)?\s*`)
	}()
)

// IsOrganisation reports whether name reads as an organisation's name (a
// legal form such as Ltd or GmbH, or a word such as Bank or Energy).
func IsOrganisation(name string) bool { return lexicon.IsOrganisationName(name) }

// issuer finds the issuer's name and address: a registered-office line, an
// organisation's address block (a letterhead), or an organisation name with
// its legal form in the text (a legal footer).
func issuer(pages []*layout.Page, found []postal.Found, recipient int, pay layout.Field) (name, addr layout.Field) {
	name, addr = issuerByName(pages, found, recipient, pay.Value)
	if (!name.Found() || lexicon.IsDepartment(name.Value)) && pay.Found() {
		// Only a department's name ("Customer Services" over a
		// correspondence address): the payee of the remittance slip names
		// the organisation.
		name = pay
	}
	if name.Found() && !addr.Found() {
		addr = addressBeside(pages, name, found, recipient).By("letterhead.address_beside_name")
	}
	if name.Found() && !addr.Found() {
		addr = businessAddress(found, recipient).By("postal.business_address")
	}
	return name, addr
}

// payee returns the organisation a bill says to make cheques out to
// ("Make checks payable to PPL Electric Utilities | 00000-0000"), or a
// Field without a value: the words after the lexicon's payee label, up to
// a separator or a number; a name with an organisation's words or none
// ("Summit Rewards Card"), never a titled person's.
func payee(pages []*layout.Page) layout.Field {
	for _, p := range pages {
		for _, l := range p.Lines {
			text := l.Text()
			for _, m := range lexicon.FindLabels(text, lexicon.ConceptPayee) {
				var words []string
				for _, w := range strings.Fields(strings.TrimLeft(text[m.End:], ": ")) {
					if strings.ContainsAny(w, "|;") || strings.IndexFunc(w, unicode.IsDigit) >= 0 {
						break
					}
					words = append(words, w)
					if strings.HasSuffix(w, ",") || strings.HasSuffix(w, ".") {
						break
					}
				}
				name := strings.TrimRight(strings.Join(words, " "), ",.")
				if postal.IsName(name) && !lexicon.IsDepartment(name) && !postal.HasTitle(name) {
					return layout.FromLine(name, p, l).By("payee.label")
				}
			}
		}
	}
	return layout.Field{}
}

// addressBeside returns the address printed on one line after the
// issuer's name: on a line that starts with the name (DIN 5008's sender
// line over the address window, "Volksbank Rheintal eG Hauptstraße 27, 50728 Köln") or
// on the line below it (a letterhead's "Dorpsstraat 70, 1060 JX
// Amsterdam"), never the addressee's.
func addressBeside(pages []*layout.Page, name layout.Field, found []postal.Found, recipient int) layout.Field {
	var p *layout.Page
	for _, pg := range pages {
		if pg.Number == name.Page {
			p = pg
		}
	}
	if p == nil {
		return layout.Field{}
	}
	own := ""
	if recipient >= 0 {
		own = lexicon.Fold(found[recipient].String())
	}
	h := name.Box.Height()
	for _, l := range p.Lines {
		t := l.Text()
		switch {
		case strings.HasPrefix(t, name.Value) && len(t) > len(name.Value):
			t = t[len(name.Value):] // a line that starts with the name
			if form, rest, ok := strings.Cut(strings.TrimLeft(t, " ,"), ","); ok && len(lexicon.FindLegalForms(name.Value)) == 0 && (len(lexicon.FindLegalForms(name.Value+" "+form)) > 0 || oneWord(form)) {
				// and its legal form: "Shannonside Energy" in "Shannonside
				// Energy DAC, 49 Bóthar na Trá, ...", also misread ("Lid").
				t = rest
			}
		case l.Box.Top >= name.Box.Bottom && l.Box.Top <= name.Box.Bottom+1.5*h && l.Box.Left < name.Box.Right && l.Box.Right > name.Box.Left:
			// the line below
		default:
			continue
		}
		a, ok := postal.ParseAddress(splitInline(fromStreet(t)))
		if !ok || a.Name != "" || a.First != 0 || len(a.Lines) < 2 || lexicon.Fold(a.String()) == own {
			continue
		}
		return layout.FromLine(a.String(), p, l)
	}
	return layout.Field{}
}

// withFormAfter returns name with the legal form a line of p prints after
// it and a comma ("Podunajská plynárenská, a.s."), and whether one does.
func withFormAfter(p *layout.Page, name string) (string, bool) {
	for _, l := range p.Lines {
		rest, ok := strings.CutPrefix(l.Text(), name+",")
		if !ok {
			continue
		}
		form, _, _ := strings.Cut(rest, ",")
		if full := name + "," + form; len(strings.Fields(form)) <= 3 && len(lexicon.FindLegalForms(full)) > 0 {
			return strings.TrimSpace(full), true
		}
	}
	return "", false
}

// oneWord reports whether s is one word of letters.
func oneWord(s string) bool {
	ws := strings.Fields(s)
	return len(ws) == 1 && !strings.ContainsAny(ws[0], "0123456789")
}

// organisationAbove returns the organisation's name printed just above
// the name of one of its departments (dept), in a block of its own as
// letterheads set it larger: a name of the lexicon's organisation words
// or legal forms, no department itself, within two of its own line
// heights and overlapping dept across.
func organisationAbove(p *layout.Page, dept layout.Field) (layout.Field, bool) {
	var best *layout.Line
	for i, l := range p.Lines {
		h := l.Box.Height()
		if l.Box.Bottom > dept.Box.Top || dept.Box.Top-l.Box.Bottom > 2*h || l.Box.Right < dept.Box.Left || l.Box.Left > dept.Box.Right {
			continue
		}
		if t := l.Text(); postal.IsName(t) && lexicon.IsOrganisationName(t) && !lexicon.IsDepartment(t) && (best == nil || l.Box.Bottom > best.Box.Bottom) {
			best = &p.Lines[i]
		}
	}
	if best == nil {
		return layout.Field{}, false
	}
	return layout.FromLine(best.Text(), p, *best), true
}

// issuerByName finds the issuer's name, and its address where printed
// with it.
func issuerByName(pages []*layout.Page, found []postal.Found, recipient int, payee string) (name, addr layout.Field) {
	// A letterhead or footer block headed by the sender's name.
	if i := chooseIssuer(found, recipient, payee); i >= 0 {
		a := found[i]
		name = layout.FromLine(a.Name, a.Page, a.NameLine).By("letterhead.name")
		// A letterhead names its organisation above its department
		// ("Castlebury Council" over "Council Tax Section").
		if a.NameIndex > 0 {
			for k := a.NameIndex - 1; k >= 0; k-- {
				if t := a.Block.Lines[k].Text(); postal.IsName(t) && lexicon.HasOrganisationWord(t) {
					name = layout.FromLine(t, a.Page, a.Block.Lines[k]).By("letterhead.organisation_line")
				}
			}
		}
		if lexicon.IsDepartment(name.Value) || lexicon.IsBranch(name.Value) {
			if org, ok := organisationAbove(a.Page, name); ok {
				name = org.By("letterhead.organisation_above_department")
			}
		}
		lines, text := a.Block.Lines[a.First:a.Last+1], a.String()
		if len(a.Lines) > 2 && lexicon.IsBranch(a.Lines[0]) {
			// "Agence de Nîmes" over the branch's street: the branch's
			// name is no line of its address.
			lines, text = lines[1:], postal.Join(a.Lines[1:])
		} else if len(a.Lines) > 1 && lexicon.IsUnit(a.Lines[0]) && !strings.ContainsAny(a.Lines[0], "0123456789") {
			// "Department of Public Utilities", "Customer Service" under
			// the organisation's name: a part of it, not where it is,
			// when the lines under it still make an address.
			if _, ok := postal.ParseAddress(a.Lines[1:]); ok {
				lines, text = lines[1:], postal.Join(a.Lines[1:])
			}
		}
		addr = fieldOf(text, a.Page, a.Box, lines).By("letterhead.address")
		// OCR may lose a letterhead line; a sender line that holds the
		// letterhead's address and more has it whole.
		if _, full, ok := senderLine(pages); ok && extends(full.Value, addr.Value) {
			addr = full
		}
		return name, addr
	}
	// A return-address line above the window or a legal footer: "Northern
	// Power Ltd · 1 Power Way · Leeds LS1 4AP · Reg. 1234567".
	if n, a, ok := senderLine(pages); ok {
		if postal.IsBusinessDelivery(a.Value) || postal.IsPOBox(a.Value) {
			// A mail-sorting address (TSA, CEDEX, a PO box): the
			// registered office, where printed, is where the issuer is.
			if _, ra := registeredOffice(pages); ra.Found() {
				a = ra
			}
		}
		return n, a
	}
	name, addr = registeredOffice(pages)
	if name.Found() {
		return name, addr
	}
	return headName(pages, addr)
}

// registeredOffice reads a registered-office line: "Registered office: 1
// Main St, London EC1A 1BB", "Siège social : 63 rue ..., 30000 NÎMES", and
// the organisation named before it.
func registeredOffice(pages []*layout.Page) (name, addr layout.Field) {
	for _, p := range pages {
		for _, l := range p.Lines {
			t := l.Text()
			loc := reRegOffice.FindStringIndex(t)
			if ms := lexicon.FindLabels(t, lexicon.ConceptRegisteredOffice); loc == nil && len(ms) > 0 {
				// The label with an accent OCR changed ("Siége social").
				end := ms[0].End + len(t[ms[0].End:]) - len(strings.TrimLeft(t[ms[0].End:], " :-–"))
				loc = []int{ms[0].Start, end}
			}
			if loc == nil {
				continue
			}
			rest := t[loc[1]:]
			if a, ok := postal.ParseAddress(splitInline(rest)); ok {
				addr = layout.FromLine(a.String(), p, l).By("registered_office.address")
				if m := reOrgName.FindStringSubmatch(t[:loc[0]]); m != nil {
					name = layout.FromLine(strings.TrimSpace(m[1]), p, l).By("registered_office.name")
				} else if a.Name != "" && IsOrganisation(a.Name) {
					name = layout.FromLine(a.Name, p, l).By("registered_office.name")
				}
				break
			}
		}
		if addr.Found() {
			break
		}
	}
	return name, addr
}

// headName names the issuer from the head of the first page, a legal
// footer or a logo, where no block or line gave its name; addr is kept.
func headName(pages []*layout.Page, addr layout.Field) (layout.Field, layout.Field) {
	var name layout.Field
	// The first organisation-like line at the head of the first page, the
	// letterhead's name ("Commonwealth Bank of Australia" over its ABN),
	// before a legal form named further down ("Mastercard is the
	// registered trademark of Mastercard International Incorporated.").
	first := pages[0]
	segs := postal.Segments(first)
	for _, l := range segs {
		if l.Box.Top > 0.2*first.Height {
			continue
		}
		if t := l.Text(); postal.IsName(t) && IsOrganisation(t) {
			return layout.FromLine(t, first, l).By("letterhead.head_line"), addr
		}
	}
	// A head line whose name another line prints with its legal form
	// after a comma ("Podunajská plynárenská" over "Podunajská
	// plynárenská, a.s., Mlynské nivy 44/b, 825 11 Bratislava").
	for _, l := range segs {
		if l.Box.Top > 0.2*first.Height || !postal.IsName(l.Text()) {
			continue
		}
		if n, ok := withFormAfter(first, l.Text()); ok {
			return layout.FromLine(n, first, l).By("letterhead.head_line_form"), addr
		}
	}
	// An organisation name with a legal form anywhere (a legal footer:
	// "Brokerage services provided by Fidelity Brokerage Services LLC").
	for _, p := range pages {
		for _, l := range p.Lines {
			if m := reOrgName.FindStringSubmatch(l.Text()); m != nil {
				return layout.FromLine(strings.TrimSpace(m[1]), p, l).By("legal_form.name"), addr
			}
		}
	}
	// A logo's word: the head of the first page printed far larger than
	// the text ("FICTIOCORP").
	if l, ok := masthead(first); ok {
		return layout.FromLine(l.Text(), first, l).By("letterhead.masthead"), addr
	}
	return name, addr
}

// businessAddress returns the address of a block other than the
// addressee's and not a titled person's that only an organisation has (a
// CEDEX or TSA address: "Par courrier / Service clients / TSA 12345 /
// 12345 DEMOCITY CEDEX"), from its first such line on.
func businessAddress(found []postal.Found, recipient int) layout.Field {
	for i, a := range found {
		if i == recipient || a.Titled {
			continue
		}
		for k := a.First; k <= a.Last && k < len(a.Block.Lines); k++ {
			if postal.IsBusinessDelivery(a.Block.Lines[k].Text()) {
				lines := a.Block.Lines[k : a.Last+1]
				var texts []string
				box := layout.Box{}
				for _, l := range lines {
					texts = append(texts, l.Text())
					box = box.Union(l.Box)
				}
				return fieldOf(postal.Join(texts), a.Page, box, lines)
			}
		}
	}
	return layout.Field{}
}

// masthead returns the line at the head of page p printed at least twice
// as tall as its text's median, when it reads as a name.
func masthead(p *layout.Page) (layout.Line, bool) {
	var hs []float64
	for _, l := range p.Lines {
		hs = append(hs, l.Box.Height())
	}
	if len(hs) < 5 {
		return layout.Line{}, false
	}
	sort.Float64s(hs)
	median := hs[len(hs)/2]
	var best layout.Line
	for _, l := range p.Lines {
		if l.Box.Top > 0.2*p.Height || l.Box.Height() < 2*median || l.Box.Height() <= best.Box.Height() {
			continue
		}
		if t := l.Text(); postal.IsName(t) && strings.IndexFunc(t, unicode.IsDigit) < 0 {
			best = l
		}
	}
	return best, len(best.Words) > 0
}

// chooseIssuer returns the index in found of the sender's address, or -1:
// a block other than the addressee's, headed by a name that is echoed with
// its postcode elsewhere on the page, printed in larger type above it (a
// letterhead), named as the payee of cheques, or reads as an
// organisation's.
func chooseIssuer(found []postal.Found, recipient int, payee string) int {
	best, bestScore := -1, 0
	for i, a := range found {
		if i == recipient || a.Name == "" {
			continue
		}
		score := 0
		if a.Echoed() {
			score += 3
		}
		if a.Heading {
			score += 2
		}
		switch a.Role {
		case lexicon.ConceptVendor:
			score += 3 // under "Seller", "Lieferant", "Sprzedawca"
		case lexicon.ConceptBillTo, lexicon.ConceptShipTo, lexicon.ConceptAccountHolder:
			score -= 3
		}
		if IsOrganisation(a.Name) || lexicon.IsBranch(a.Name) || payee != "" && lexicon.Fold(a.Name) == lexicon.Fold(payee) {
			score += 2 // an organisation's, its branch's ("Agence de Nîmes"), or the one cheques are made out to
		}
		if a.Titled {
			score -= 3
		}
		if a.Page.Number == 1 && a.Box.Top < 0.3*a.Page.Height {
			score++
		}
		if score > bestScore {
			best, bestScore = i, score
		}
	}
	if bestScore < 2 {
		return -1
	}
	return best
}

// senderLine reads a sender's name and address printed on one line, parts
// separated by dots or dashes, as a return-address line above the address
// window or a legal footer prints them.
func senderLine(pages []*layout.Page) (name, addr layout.Field, ok bool) {
	for _, p := range pages {
		for _, l := range p.Lines {
			n, a, found := separatedSender(l.Text())
			if !found {
				n, a, found = commaSender(l.Text())
			}
			if found {
				return layout.FromLine(n, p, l).By("sender_line.name"), layout.FromLine(a, p, l).By("sender_line.address"), true
			}
		}
	}
	return name, addr, false
}

// separatedSender reads a sender line whose parts separators part: a name
// and at least two parts, or an organisation's name and one ("Hämeen
// Verkko ja Energia Oy - Satakunnankatu 18, 33100 Tampere").
func separatedSender(t string) (name, addr string, ok bool) {
	parts := postal.ReturnSeparator.Split(t, -1)
	if len(parts) < 2 || len(parts) == 2 && !IsOrganisation(parts[0]) || !postal.IsName(parts[0]) || postal.IsStreet(parts[0]) {
		return "", "", false
	}
	var rest []string
	for _, part := range parts[1:] {
		if lexicon.IsFooterDetail(strings.TrimSpace(part)) {
			break
		}
		rest = append(rest, splitInline(part)...)
	}
	addr, ok = bareAddress(rest)
	return strings.TrimSpace(parts[0]), addr, ok
}

// bareAddress returns the address that lines are from their first line,
// with no name over it.
func bareAddress(lines []string) (string, bool) {
	a, found := postal.ParseAddress(lines)
	if !found || a.Name != "" || a.First != 0 {
		return "", false
	}
	return a.String(), true
}

// commaSender reads a sender line whose parts commas part: an
// organisation's name ending in its legal form, then its street and
// locality ("Považská energia – dodávka, a.s., Pri Rajčianke 8591/4B,
// 010 47 Žilina").
func commaSender(t string) (name, addr string, ok bool) {
	parts := strings.Split(t, ",")
	for i := 1; i < len(parts); i++ {
		if !postal.IsStreet(strings.TrimSpace(parts[i])) {
			continue
		}
		name = strings.TrimSpace(strings.Join(parts[:i], ","))
		if len(lexicon.FindLegalForms(name)) == 0 || postal.IsStreet(parts[0]) {
			return "", "", false
		}
		addr, ok = bareAddress(splitInline(strings.Join(parts[i:], ",")))
		return name, addr, ok
	}
	return "", "", false
}

// extends reports whether address long has every word of short and more.
func extends(long, short string) bool {
	words := func(s string) []string {
		return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	}
	lw, sw := words(long), words(short)
	if len(lw) <= len(sw) {
		return false
	}
	for _, w := range sw {
		if !slices.Contains(lw, w) {
			return false
		}
	}
	return true
}

// splitInline splits a one-line address at its commas, ending it at a
// footer's registration or contact details, or at the first period after
// its postcode ("... EC1A 1BB. Registered in England"); a period before
// the postcode is an abbreviation ("Co. Cork") or a comma misread.
func splitInline(s string) []string {
	pcs := postal.FindPostcodes(s)
	for _, pc := range pcs {
		// The first postcode with an address around it: a legal footer's
		// numbers before it may read as postcodes too ("ABN 77 850 906").
		if parts := inlineAround(s, pc); len(parts) > 1 {
			if _, ok := postal.ParseAddress(parts); ok {
				return parts
			}
		}
	}
	if len(pcs) > 0 {
		return inlineAround(s, pcs[0])
	}
	return inlineAround(s, postal.Postcode{Start: -1})
}

// streetAbbreviation reports whether s ends with a street type's
// abbreviation ("Savanorių pr."), whose period ends no sentence.
func streetAbbreviation(s string) bool {
	ws := strings.Fields(s)
	return len(ws) > 0 && lexicon.IsStreetWord(strings.ToLower(ws[len(ws)-1]))
}

// inlineAround returns the comma-separated parts of the address in s that
// ends at postcode pc (pc.Start < 0: none known): up to the sentence that
// follows it, from the house number after the full stop of a sentence
// before it ("ABN 77 850 906 962 AFSL 333439. 109 Collins St, SYDNEY NSW
// 2000. Please check").
func inlineAround(s string, pc postal.Postcode) []string {
	if pc.Start >= 0 {
		if i := strings.Index(s[pc.End:], ". "); i >= 0 {
			s = s[:pc.End+i]
		}
		if i := strings.LastIndex(s[:pc.Start], ". "); i >= 0 && s[i+2] >= '0' && s[i+2] <= '9' && !streetAbbreviation(s[:i+1]) {
			s = s[i+2:]
		}
	}
	if at := lexicon.FooterDetailStart(s); at >= 0 {
		s = s[:at]
	}
	s = strings.TrimRight(s, " .,;")
	var out []string
	for _, part := range strings.Split(s, ",") {
		if part = strings.TrimSpace(part); part != "" {
			out = append(out, part)
		}
	}
	return out
}

// agreedPostcode returns the addressee r's address, its postcode taken
// from another reading of the same address where that was read more
// surely: a bill prints its addressee twice, on the bill and on the
// remittance slip, and a small print misreads a digit on one of them
// ("ANYTOWN, PA 16062" over the slip's "18062").
func agreedPostcode(found []postal.Found, r postal.Found) string {
	addr := r.String()
	pc := r.Postcode.Value
	if pc == "" || len(r.Lines) == 0 {
		return addr
	}
	best := postcodeConfidence(r)
	for _, o := range found {
		op := o.Postcode.Value
		if op == "" || op == pc || len(op) != len(pc) || len(o.Lines) != len(r.Lines) ||
			lexicon.Fold(o.Lines[0]) != lexicon.Fold(r.Lines[0]) || levenshtein.ComputeDistance(op, pc) > 1 {
			continue
		}
		if c := postcodeConfidence(o); c > best {
			best = c
			addr = strings.Replace(r.String(), pc, op, 1)
		}
	}
	return addr
}

// postcodeConfidence returns the confidence of the word that printed a's
// postcode, or 0.
func postcodeConfidence(a postal.Found) float64 {
	last := strings.Fields(a.Postcode.Value)
	if len(last) == 0 {
		return 0
	}
	for _, l := range a.Block.Lines[a.First : a.Last+1] {
		for _, w := range l.Words {
			if strings.Contains(w.Text, last[len(last)-1]) {
				return w.Confidence
			}
		}
	}
	return 0
}
