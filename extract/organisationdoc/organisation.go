package organisationdoc

import (
	"context"
	"fmt"
	"log/slog"
	"math"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"
	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/postal"
	"github.com/docextract/docextract/extract/reading"
	"github.com/docextract/docextract/fuzzy"
)

// ErrNoEvidence is returned when a document shows no sign of being an
// organisation document: no register or certificate wording, no labelled
// registration number or company fields, no officers table; or when it
// reads as an identity document, a bill, a statement or a tax letter.
var ErrNoEvidence = fmt.Errorf("organisation: no organisation-document evidence: %w", doctype.ErrNoEvidence)

// Person is one of the organisation's significant people: an officer,
// director, secretary, shareholder or person with significant control.
// Role and Address are as printed; a zero Field was not printed.
type Person struct {
	Name, Role, Address layout.Field
}

// Fields are the organisation-document fields; a zero Field was not found.
// JurisdictionOfIncorporation is an ISO 3166-1 alpha-2 code,
// IncorporationDate is YYYY-MM-DD and RegisteredOfficeAddress has its
// lines joined with ", ".
type Fields struct {
	OrganisationName, RegistrationNumber, IssuingAuthority, JurisdictionOfIncorporation,
	IncorporationDate, RegisteredOfficeAddress, OrganisationStatus, OrganisationType layout.Field
	SignificantPeople []Person
}

// maxPages is how many pages are searched.
const maxPages = 3

// extract reads the organisation-document fields of doc. It returns
// ErrNoEvidence (wrapped) when doc is not an organisation document, and
// ctx's error when ctx is done.
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
		return f, fmt.Errorf("organisation: %w", err)
	}
	pages := doc.Pages[:min(len(doc.Pages), maxPages)]
	var rs []keyvalue.Row
	for _, p := range pages {
		rs = append(rs, keyvalue.Rows(p)...)
	}
	text := doc.Text(maxPages)
	lab := findLabelled(rs)
	people := findPeople(rs)
	if len(people) == 0 {
		people = byRule(statedDirectors(pages), "prose.directors")
	}
	ev := weigh(text, lab, people)
	log.DebugContext(ctx, "organisation: evidence", "score", ev.score, "reasons", ev.reasons)
	if ev.score < evidenceThreshold {
		return f, fmt.Errorf("%w: %s", ErrNoEvidence, strings.Join(ev.reasons, ", "))
	}
	if err := ctx.Err(); err != nil {
		return f, fmt.Errorf("organisation: %w", err)
	}

	f.IssuingAuthority = findAuthority(pages).By("authority.register_name")
	if v := lab[keyAuthority]; v.ok && !f.IssuingAuthority.Found() {
		f.IssuingAuthority = v.field
	}
	// The jurisdiction, first without the number: it decides how to read
	// numbers whose shape several registers share.
	juris, jurisField := "", layout.Field{}
	if v := lab[keyJurisdiction]; v.ok {
		if c := jurisdictionValue(v.field.Value); c != "" {
			juris, jurisField = c, v.field
		}
	}
	if juris == "" {
		juris = Jurisdiction(f.IssuingAuthority.Value + "\n" + text)
		jurisField = f.IssuingAuthority.By("jurisdiction.text_cue")
	}
	if v := lab[keyNumber]; v.ok {
		// The first labelled number in the format of the jurisdiction's
		// register, else the first read at all: a visura's "Numero REA
		// BO-3932015" is an index, its register's number the 11 digits
		// under the next label (lexicon.Register.Number).
		var fit, other []layout.Field
		for _, c := range append([]layout.Field{v.field}, v.others...) {
			if fitsRegister(c.Value, juris) {
				fit = append(fit, c)
			} else {
				other = append(other, c)
			}
		}
		for _, c := range append(fit, other...) {
			if n, ok := ParseNumber(c.Value, juris); ok {
				f.RegistrationNumber = c
				f.RegistrationNumber.Value = n.Value
				if juris == "" && n.Country != "" {
					juris, jurisField = n.Country, c.By("jurisdiction.number_format")
				}
				break
			}
		}
	}
	if !f.RegistrationNumber.Found() {
		for _, p := range pages {
			for _, l := range p.Lines {
				if n, ok := FindNumber(l.Text(), juris); ok {
					f.RegistrationNumber = layout.FromLine(n.Value, p, l).By("register.number_pattern")
					if juris == "" && n.Country != "" {
						juris = n.Country
						jurisField = f.RegistrationNumber.By("jurisdiction.number_format")
					}
					break
				}
			}
			if f.RegistrationNumber.Found() {
				break
			}
		}
	}
	if !f.RegistrationNumber.Found() && juris != "" {
		f.RegistrationNumber = registerNumber(pages, juris).By("register.jurisdiction_number")
	}
	if !f.RegistrationNumber.Found() {
		f.RegistrationNumber = statedNumber(pages).By("register.stated_number")
	}
	if juris != "" {
		f.JurisdictionOfIncorporation = jurisField
		f.JurisdictionOfIncorporation.Value = juris
		if f.JurisdictionOfIncorporation.Page == 0 && len(pages) > 0 {
			f.JurisdictionOfIncorporation.Page = pages[0].Number
			f.JurisdictionOfIncorporation.Source = pages[0].Source
			f.JurisdictionOfIncorporation.Confidence = 0.5
		}
		layout.ByDefault("jurisdiction.text_cue", &f.JurisdictionOfIncorporation)
	}

	if v := lab[keyName]; v.ok && !typeOnly(v.field.Value) {
		f.OrganisationName = v.field
		f.OrganisationName.Value = cleanOrgName(v.field.Value)
	} else {
		if v.ok && !lab[keyType].ok {
			lab[keyType] = v // the kind over the name is the type
		}
		f.OrganisationName = certificateName(pages).By("certificate.name")
	}
	dopts := dates.Options{MonthFirst: juris == "US"}
	if v := lab[keyIncorporated]; v.ok {
		if ms := dates.Find(v.field.Value, dopts); len(ms) > 0 {
			f.IncorporationDate = v.field
			f.IncorporationDate.Value = ms[0].Date.String()
		}
	}
	if !f.IncorporationDate.Found() {
		f.IncorporationDate = firstEntryDate(rs, dopts).By("register.first_entry")
	}
	if !f.IncorporationDate.Found() {
		f.IncorporationDate = certificateDate(pages, text, dopts).By("certificate.date")
	}
	if v := lab[keyOffice]; v.ok {
		f.RegisteredOfficeAddress = v.field
		if len(v.lines) > 1 {
			f.RegisteredOfficeAddress.Value = officeLines(v.lines, f.OrganisationName.Value)
		}
	}
	if !f.RegisteredOfficeAddress.Found() {
		f.RegisteredOfficeAddress = statedOffice(pages).By("prose.registered_office")
	}
	if v := lab[keyStatus]; v.ok {
		f.OrganisationStatus = v.field
	} else {
		f.OrganisationStatus = statedStatus(pages).By("prose.status")
	}
	if v := lab[keyType]; v.ok {
		f.OrganisationType = v.field
	} else {
		f.OrganisationType = certificateType(pages).By("certificate.type")
	}
	if !f.OrganisationType.Found() && f.OrganisationName.Found() {
		// The legal form that ends the name, in the jurisdiction's own
		// list (ISO 20275), says what the organisation is.
		if form, ok := legalForm(f.OrganisationName.Value, juris); ok {
			f.OrganisationType = f.OrganisationName.By("name.legal_form")
			f.OrganisationType.Value = form
			f.OrganisationType.Confidence *= 0.8
		}
	}
	fallback(rs, &f, juris)
	f.OrganisationName.Value = repairLegalForm(f.OrganisationName.Value, juris)
	f.OrganisationType.Value = known(f.OrganisationType.Value, types)
	if en, ok := lexicon.EnglishTypeName(f.OrganisationType.Value); ok {
		f.OrganisationType.Value = en
	}
	f.OrganisationStatus.Value = known(f.OrganisationStatus.Value, statuses)
	f.SignificantPeople = people
	return f, nil
}

// typeOnly reports whether v names a kind of organisation, perhaps after
// the state or country it is formed in, and no organisation: Florida's
// entity detail prints "Florida Limited Liability Company" over the
// entity's name, under the heading "Detail by Entity Name".
func typeOnly(v string) bool {
	ws := strings.Fields(v)
	for k := 0; k <= 2 && k < len(ws); k++ {
		lead := strings.Join(ws[:k], " ")
		if k > 0 && !lexicon.IsUSState(lead) {
			if _, ok := lexicon.Country(lead); !ok && lexicon.Fold(lead) != "foreign" && lexicon.Fold(lead) != "domestic" {
				continue
			}
		}
		if types[lexicon.Fold(strings.Join(ws[k:], " "))] {
			return true
		}
	}
	return false
}

// known returns the value of a closed vocabulary (folded in vocab) that v
// is with a letter or two misread ("Besloten Vennootsehan"), as printed
// otherwise; v itself when it is close to none.
func known(v string, vocab map[string]bool) string {
	f := lexicon.Fold(v)
	if vocab[f] {
		return withAccents(v, spellings[f])
	}
	// One recognition error in a long enough word ("Actiet" for the
	// KBO's "Actief"), when it leaves a single candidate.
	var near []string
	for w := range vocab {
		if lexicon.OCRNear(f, w) {
			near = append(near, w)
		}
	}
	if len(near) == 1 {
		return withAccents(matchCase(near[0], v), spellings[near[0]])
	}
	if f == "" || len(f) < 8 {
		return v
	}
	best, bestSim := "", 0.0
	words := len(strings.Fields(f))
	for w := range vocab {
		if len(strings.Fields(w)) != words {
			continue // a misread letter, not another wording
		}
		if s := fuzzy.Similarity(f, w); s > bestSim || s == bestSim && w < best {
			best, bestSim = w, s
		}
	}
	if bestSim < 0.88 {
		// A type printed without its head noun ("Limited by guarantee
		// without share capital") is the one known type it ends.
		var whole []string
		for w := range vocab {
			if strings.HasSuffix(w, " "+f) && len(strings.Fields(w)) == words+1 {
				whole = append(whole, w)
			}
		}
		if len(whole) == 1 {
			return matchCase(whole[0], v)
		}
		return v
	}
	return matchCase(best, v)
}

// withAccents returns v with the accents OCR lost restored from
// spelled, the same words in the lexicon ("Société a responsabilité
// limitée" is "Société à responsabilité limitée"): letter by letter where
// both fold alike, v's case kept; v itself where they differ in length.
func withAccents(v, spelled string) string {
	vr, sr := []rune(v), []rune(spelled)
	if len(vr) != len(sr) {
		return v
	}
	for i, r := range vr {
		s := sr[i]
		if r == s || lexicon.Fold(string(r)) != lexicon.Fold(string(s)) {
			continue
		}
		if unicode.IsUpper(r) {
			s = unicode.ToUpper(s)
		} else {
			s = unicode.ToLower(s)
		}
		vr[i] = s
	}
	return string(vr)
}

// matchCase spells folded word w in the case v is printed in: capitals,
// or each word capitalised.
func matchCase(w, v string) string {
	if strings.ToUpper(v) == v {
		return strings.ToUpper(w)
	}
	ws := strings.Fields(w)
	for i, x := range ws {
		if i == 0 || len(x) > 3 {
			ws[i] = strings.ToUpper(x[:1]) + x[1:]
		}
	}
	return strings.Join(ws, " ")
}

// repairLegalForm returns name with its last word made the abbreviation
// of a legal form of country that OCR misread by one letter ("Visser BZ"
// for "Visser BV", "OLMEDA si" for "OLMEDA SL"), when the name ends in
// no legal form as read.
func repairLegalForm(name, country string) string {
	ws := strings.Fields(name)
	if len(ws) < 2 || country == "" {
		return name
	}
	if _, ok := legalForm(name, country); ok {
		return name
	}
	last := strings.ToUpper(strings.ReplaceAll(ws[len(ws)-1], ".", ""))
	if len([]rune(last)) < 2 || len([]rune(last)) > 4 {
		return name
	}
	for _, lf := range lexicon.LegalForms() {
		if lf.Country != country {
			continue
		}
		for _, a := range lf.Abbreviations {
			short := strings.ToUpper(strings.ReplaceAll(a, ".", ""))
			if len(short) == len(last) && levenshtein.ComputeDistance(short, last) == 1 {
				ws[len(ws)-1] = a
				return strings.Join(ws, " ")
			}
		}
	}
	return name
}

// labelled is the value of one labelled field.
type labelled struct {
	field    layout.Field
	lines    []string // the lines of an address value
	specific bool
	ok       bool
	// others are the values of the key's later labels, in order: a
	// register prints its number under one label and another register's
	// under another ("Numero REA" over "Codice fiscale e n. iscr. al
	// Registro Imprese" on an Italian visura).
	others []layout.Field
}

// labelReader reads the labelled fields, in key order; an address under
// any other label is the registered office when none is labelled so.
var labelReader = keyvalue.New(
	keyvalue.Field{Name: "name", Concepts: []lexicon.Concept{lexicon.ConceptOrganisationName}},
	keyvalue.Field{Name: "number", Concepts: []lexicon.Concept{lexicon.ConceptRegistrationNumber}},
	keyvalue.Field{Name: "type", Concepts: []lexicon.Concept{lexicon.ConceptOrganisationType}},
	keyvalue.Field{Name: "status", Concepts: []lexicon.Concept{lexicon.ConceptOrganisationStatus}},
	keyvalue.Field{Name: "incorporated", Concepts: []lexicon.Concept{lexicon.ConceptIncorporationDate}},
	keyvalue.Field{Name: "office", Concepts: []lexicon.Concept{lexicon.ConceptRegisteredOffice}, Lines: maxAddressLines},
	keyvalue.Field{Name: "jurisdiction", Concepts: []lexicon.Concept{lexicon.ConceptJurisdiction}},
	keyvalue.Field{Name: "authority", Concepts: []lexicon.Concept{lexicon.ConceptRegister}},
	keyvalue.Field{Name: "address", Concepts: []lexicon.Concept{lexicon.ConceptAddress}, Lines: maxAddressLines, Generic: true},
	keyvalue.Field{Name: "postcode_city", Concepts: []lexicon.Concept{lexicon.ConceptPostcodeCity}},
	keyvalue.Field{Name: "street", Concepts: []lexicon.Concept{lexicon.ConceptStreet}},
	keyvalue.Field{Name: "house_number", Concepts: []lexicon.Concept{lexicon.ConceptHouseNumber}},
	keyvalue.Field{Name: "address_more", Concepts: []lexicon.Concept{lexicon.ConceptAddressMore}},
	keyvalue.Field{Name: "district", Concepts: []lexicon.Concept{lexicon.ConceptDistrict}},
	keyvalue.Field{Name: "town", Concepts: []lexicon.Concept{lexicon.ConceptTown}},
	keyvalue.Field{Name: "region", Concepts: []lexicon.Concept{lexicon.ConceptRegion}},
)

// addressParts are the names of the labelReader fields that hold the
// parts of an address a form splits, in the order an address is written.
var addressParts = []string{"street", "house_number", "address_more", "district", "town", "region", "postcode_city"}

// partsAddress returns the address a form prints in parts under labels of
// their own ("Logradouro | Número | Complemento" over their values, then
// "CEP | Bairro/Distrito | Município | UF"; "Mesto", "Ulica i broj"), its
// parts in writing order from the street on, each the first of its
// label near the street's: a street and a town or postcode at least.
func partsAddress(vals []keyvalue.Value) (keyvalue.Value, bool) {
	street, ok := keyvalue.First(vals, "street")
	if !ok {
		// A street under an address label of its own ("Logradouro"), its
		// number and town under other labels.
		for _, v := range vals {
			if (v.Name == "address" || v.Name == "office") && len(postal.FindPostcodes(v.Value)) == 0 && !strings.Contains(v.Value, ",") {
				street, ok = v, true
				break
			}
		}
	}
	if !ok || strings.TrimSpace(street.Value) == "" {
		return keyvalue.Value{}, false
	}
	h := max(street.Box.Height(), 1)
	out := street
	var parts []string
	place := false
	parts = append(parts, strings.Trim(strings.TrimSpace(street.Value), ",;"))
	for _, name := range addressParts[1:] {
		for _, v := range vals {
			if v.Name != name || v.Page != street.Page || math.Abs(v.Box.Top-street.Box.Top) > 12*h {
				continue
			}
			t := strings.Trim(strings.TrimSpace(v.Value), ",;")
			if t == "" || isLabel(t) || utf8.RuneCountInString(t) < 3 && name != "region" && name != "house_number" {
				break // "se": the asterisks of an empty complement, read
			}
			parts = append(parts, t)
			out.Box = out.Box.Union(v.Box)
			place = place || name == "town" || name == "postcode_city"
			break
		}
	}
	if !place || len(parts) < 2 {
		return keyvalue.Value{}, false
	}
	out.Value = strings.Join(parts, ", ")
	out.Lines = parts
	return out, true
}

// keyNames are the labelReader names of the keys.
var keyNames = [numKeys]string{"name", "number", "type", "status", "incorporated", "office", "jurisdiction", "authority"}

// maxAddressLines is the most lines an address value runs to.
const maxAddressLines = 7

// findLabelled reads the labelled fields of rs: the first value under a
// specific label of each field, else the first under a generic one.
func findLabelled(rs []keyvalue.Row) [numKeys]labelled {
	var out [numKeys]labelled
	vals := labelReader.Read(rs)
	for k, name := range keyNames {
		v, ok := keyvalue.First(vals, name)
		switch key(k) {
		case keyOffice:
			v, ok = office(vals)
		case keyType:
			v, ok = orgType(vals)
		case keyIncorporated:
			v, ok = dated(vals)
		}
		if ok {
			out[k] = labelled{field: v.Field, lines: v.Lines, specific: v.Specific, ok: true}
			if key(k) == keyNumber {
				for _, o := range vals {
					if o.Name == name && o.Field != v.Field {
						out[k].others = append(out[k].others, o.Field)
					}
				}
			}
		}
	}
	return out
}

// dated returns the first value under an incorporation label that holds
// a date ("Registration date | 17/11/2004" after "Registered in | South
// Australia"), else the first.
func dated(vals []keyvalue.Value) (keyvalue.Value, bool) {
	for _, v := range vals {
		if v.Name == keyNames[keyIncorporated] && len(dates.Find(v.Value, dates.Options{})) > 0 {
			return v, true
		}
	}
	return keyvalue.First(vals, keyNames[keyIncorporated])
}

// orgType returns the first labelled type that is a known type or legal
// form, else the first labelled type: the Belgian extract's "Type
// d'entité: Personne morale" comes before its "Forme légale: Société
// anonyme".
func orgType(vals []keyvalue.Value) (keyvalue.Value, bool) {
	for _, v := range vals {
		if v.Name == keyNames[keyType] && types[lexicon.Fold(known(v.Value, types))] {
			return v, true
		}
	}
	return keyvalue.First(vals, keyNames[keyType])
}

// office returns the registered office: an address printed in parts
// (partsAddress) unless a street with its number is labelled as an
// address, else the first value under a registered
// office label that is an address (a house number or postcode), else the
// first under another address label; a seat given as a town alone
// ("Statutaire zetel: Den Haag") when nothing else is.
func office(vals []keyvalue.Value) (keyvalue.Value, bool) {
	if v, ok := partsAddress(vals); ok {
		street := false // a street line with its number under an address label
		for _, o := range vals {
			street = street || (o.Name == "office" || o.Name == "address") && hasNumberWord(o.Value)
		}
		if !street {
			return v, true
		}
	}
	for _, name := range []string{"office", "address"} {
		for _, v := range vals {
			if v.Name == name && hasNumberWord(v.Value) {
				return withPostcodeCity(v, vals), true
			}
		}
	}
	if v, ok := keyvalue.First(vals, "office"); ok {
		return withPostcodeCity(v, vals), true
	}
	v, ok := keyvalue.First(vals, "address")
	return withPostcodeCity(v, vals), ok
}

// withPostcodeCity returns address v with the postcode and town a form
// prints under a label of their own on the next rows ("Address |
// Vesterbro 138", "Postal code and city | 9000 Aalborg"), when v has no
// postcode of its own.
func withPostcodeCity(v keyvalue.Value, vals []keyvalue.Value) keyvalue.Value {
	if v.Value == "" || len(postal.FindPostcodes(v.Value)) > 0 {
		return v
	}
	h := max(v.Box.Height(), 1)
	for _, pc := range vals {
		if pc.Name != "postcode_city" || pc.Page != v.Page || pc.Box.Top < v.Box.Top || pc.Box.Top-v.Box.Bottom > 4*h {
			continue
		}
		if len(postal.FindPostcodes(pc.Value)) == 0 {
			continue
		}
		v.Value += ", " + pc.Value
		v.Box = v.Box.Union(pc.Box)
		if len(v.Lines) > 0 {
			v.Lines = append(v.Lines, pc.Value)
		}
		return v
	}
	return v
}

// hasNumberWord reports whether s holds a word that starts with a digit:
// a house number or postcode, not a letter OCR read as one ("K6ln").
func hasNumberWord(s string) bool {
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == ',' || r == ';' }) {
		if w[0] >= '0' && w[0] <= '9' {
			return true
		}
	}
	return false
}

// officeLines joins the lines under an address label that are the
// address: not the organisation's own name printed above it (a mailing
// address's first line), nor a footnote or sentence after its last line
// holding a number ("*as issued by Income tax Department").
func officeLines(lines []string, name string) string {
	for len(lines) > 1 && !strings.ContainsAny(lines[0], "0123456789") &&
		(lexicon.Fold(lines[0]) == lexicon.Fold(name) || lexicon.IsOrganisationName(lines[0])) {
		lines = lines[1:]
	}
	last := -1
	for i, l := range lines {
		if strings.ContainsAny(l, "0123456789") {
			last = i
		}
	}
	end := len(lines)
	for i := last + 1; last >= 0 && i < len(lines); i++ {
		if l := strings.TrimSpace(lines[i]); !startsWithLetter(l) || len(strings.Fields(l)) > 3 {
			end = i
			break
		}
	}
	return postal.Join(seatLast(lines[:end]))
}

// reRegionInBrackets is a town's county or region in brackets after it
// ("Osijek (Osječko-baranjska županija)").
var reRegionInBrackets = regexp.MustCompile(`\s*\([^()]*\)\s*$`)

// seatLast returns an office's lines with the seat the register prints
// first, a town alone with its county in brackets, after the street lines
// under it, without the county ("Zagreb (Grad Zagreb)" over "Ulica grada
// Vukovara 3" is "Ulica grada Vukovara 3, Zagreb"), as addresses are
// written; lines with a postcode are left as they are.
func seatLast(lines []string) []string {
	if len(lines) < 2 || strings.ContainsAny(lines[0], "0123456789") || !postal.IsStreet(lines[1]) {
		return lines
	}
	town := reRegionInBrackets.ReplaceAllString(lines[0], "")
	if town == lines[0] || postal.IsStreet(town) || len(strings.Fields(town)) > 3 {
		return lines
	}
	for _, l := range lines {
		if len(postal.FindPostcodes(l)) > 0 {
			return lines
		}
	}
	return append(append([]string(nil), lines[1:]...), town)
}

// startsWithLetter reports whether s starts with a letter.
func startsWithLetter(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r)
}

// isLabel reports whether s is a label cell on its own.
func isLabel(s string) bool { return labelReader.IsLabel(s) }

// cleanOrgName trims the quotes and punctuation around a name, and turns
// a word's leading "l" into the "I" OCR took it for when the word's next
// letter is one no word starts "l" with ("lronbark" for "Ironbark") and
// the name's other words are capitalised.
func cleanOrgName(s string) string {
	s = strings.TrimSpace(s)
	s = strings.Trim(s, ",;:")
	if !quotedAfterForm(s) {
		s = strings.Trim(s, "\"“”„'‘’")
	}
	ws := strings.Fields(s)
	capitalised := true
	for _, w := range ws {
		if r := []rune(w)[0]; unicode.IsLetter(r) && !unicode.IsUpper(r) && !strings.HasPrefix(w, "l") {
			capitalised = false
		}
	}
	for i, w := range ws {
		if capitalised && len(w) > 2 && w[0] == 'l' && strings.IndexByte("bcdfghjkmnpqrstvwxz", w[1]) >= 0 {
			ws[i] = "I" + w[1:]
		}
	}
	return postal.FixLegalForm(strings.Join(ws, " "))
}

// quotedAfterForm reports whether s ends with a name in quotes that opens
// after its first word, its legal form ("UAB „Baltų tiltas“", "SIA
// \"Vidzemes Tekstils\""), whose closing quote belongs to it.
func quotedAfterForm(s string) bool {
	body := strings.TrimRight(s, "\"“”'’")
	return body != s && strings.IndexAny(body, "\"„“«'‘") > 0
}

// certificateName returns the organisation a certificate's running text
// names (lexicon.FactOrganisationName).
func certificateName(pages []*layout.Page) layout.Field {
	for _, p := range pages {
		joined, owners := joinLines(p)
		for _, sn := range lexicon.Sentences(lexicon.FactOrganisationName) {
			m := sn.Pattern.FindStringSubmatchIndex(joined)
			if m == nil {
				continue
			}
			v, at, _ := sn.Value(joined, m)
			name := cleanOrgName(endAtLegalForm(v))
			if name == "" || len(strings.Fields(name)) > 12 || strings.HasPrefix(strings.ToLower(name), "the attached") {
				continue
			}
			return layout.FromLine(name, p, owners(at))
		}
	}
	return layout.Field{}
}

// endAtLegalForm ends a name read from running text at its legal form
// when prose follows it: "VIREO LABS LIMITED, company number 570425",
// "COPPERLINE MEDIA, INC. ARTICLE I. The name of the corporation". Prose
// is a word in lower case among the next four.
func endAtLegalForm(s string) string {
	ws := strings.Fields(s)
	for k := 1; k < len(ws); k++ {
		if _, ok := lexicon.FindLegalForm(strings.Join(ws[:k], " ")); !ok {
			continue
		}
		for _, w := range ws[k:min(len(ws), k+4)] {
			if r, _ := utf8.DecodeRuneInString(strings.TrimLeft(w, ",;(\"“")); unicode.IsLower(r) {
				return strings.TrimRight(strings.Join(ws[:k], " "), ",;")
			}
		}
	}
	return s
}

// statedNumber returns the registration number a certificate's running
// text states (lexicon.FactRegistrationNumber), holding a digit.
func statedNumber(pages []*layout.Page) layout.Field {
	for _, p := range pages {
		joined, owners := joinLines(p)
		for _, sn := range lexicon.Sentences(lexicon.FactRegistrationNumber) {
			for _, m := range sn.Pattern.FindAllStringSubmatchIndex(joined, -1) {
				if v, at, ok := sn.Value(joined, m); ok && strings.ContainsAny(v, "0123456789") {
					return layout.FromLine(strings.ToUpper(v), p, owners(at))
				}
			}
		}
	}
	return layout.Field{}
}

// joinLines returns p's lines joined by spaces, and the line that holds an
// offset of the joined text. A line ending in a hyphen after a digit is
// joined to a next line that starts with one without a space: a date or
// number broken at its hyphen ("19-11-" over "2025").
func joinLines(p *layout.Page) (string, func(int) layout.Line) {
	var sb strings.Builder
	starts := make([]int, len(p.Lines))
	prev := ""
	for i, l := range p.Lines {
		t := l.Text()
		if i > 0 && !(brokenAtHyphen(prev) && t != "" && t[0] >= '0' && t[0] <= '9') {
			sb.WriteByte(' ')
		}
		prev = t
		starts[i] = sb.Len()
		sb.WriteString(t)
	}
	return sb.String(), func(off int) layout.Line {
		k := 0
		for i, s := range starts {
			if s <= off {
				k = i
			}
		}
		if k < len(p.Lines) {
			return p.Lines[k]
		}
		return layout.Line{}
	}
}

// brokenAtHyphen reports whether line t ends in a digit and a hyphen.
func brokenAtHyphen(t string) bool {
	return len(t) >= 2 && t[len(t)-1] == '-' && t[len(t)-2] >= '0' && t[len(t)-2] <= '9'
}

// certificateDate returns the incorporation date a certificate gives in
// running text: a date after words that announce it, or the date a
// certificate of incorporation was given on.
func certificateDate(pages []*layout.Page, text string, opts dates.Options) layout.Field {
	cues := lexicon.Sentences(lexicon.FactIncorporationDate)
	if incorporationCertificate(text) {
		cues = append(cues, lexicon.Sentences(lexicon.FactCertificateDate)...)
	}
	for _, p := range pages {
		joined, owners := joinLines(p)
		for _, cue := range cues {
			for _, loc := range cue.Pattern.FindAllStringIndex(joined, -1) {
				if ws := strings.Fields(joined[:loc[0]]); len(ws) > 0 && lexicon.OtherPeriodWord(ws[len(ws)-1]) {
					continue // "Zuletzt eingetragen am": the latest entry, not the first
				}
				rest := joined[loc[1]:min(len(joined), loc[1]+80)]
				ms := dates.Find(rest, opts)
				if len(ms) == 0 || !onlyFiller(rest[:ms[0].Start]) || ms[0].Date.Partial() {
					continue
				}
				return layout.FromLine(ms[0].Date.String(), p, owners(loc[1]))
			}
		}
	}
	return layout.Field{}
}

// firstEntries are the folded names of a register's first entry.
var firstEntries = foldedLabels(lexicon.ConceptFirstEntry)

// firstEntryDate returns the date on the row of a register's list of
// entries that names the first one ("4 | eingetragen am 25.12.2007 |
// Neueintragung"), a misread letter or two allowed in the name.
func firstEntryDate(rs []keyvalue.Row, opts dates.Options) layout.Field {
	for _, r := range rs {
		first := false
		for _, c := range r.Cells {
			f := lexicon.Fold(c.Text)
			for e := range firstEntries {
				first = first || f == e || len(f) >= 10 && fuzzy.Similarity(f, e) >= 0.85
			}
		}
		if !first {
			continue
		}
		for _, c := range r.Cells {
			if ms := dates.Find(c.Text, opts); len(ms) == 1 && !ms[0].Date.Partial() {
				return layout.FromLine(ms[0].Date.String(), r.Page, c.Line)
			}
		}
	}
	return layout.Field{}
}

// onlyFiller reports whether s, the text between a cue and its date, holds
// nothing but an article or "this", "day", "on" ("on this", "the").
func onlyFiller(s string) bool {
	for _, w := range strings.Fields(lexicon.Fold(s)) {
		switch w {
		case "the", "this", "on", "day", "of", "am", "le", "el", "il", "op", "den":
		default:
			return false
		}
	}
	return len(s) < 24
}

// incorporationCertificate reports whether text is a certificate of
// incorporation, whose date is the incorporation's.
func incorporationCertificate(text string) bool {
	for _, sn := range lexicon.Sentences(lexicon.FactIncorporationCertificate) {
		if sn.Pattern.MatchString(text) {
			return true
		}
	}
	return false
}

// certificateType returns the organisation's type as a certificate's
// subheading or running text states it (lexicon.FactOrganisationType).
func certificateType(pages []*layout.Page) layout.Field {
	for _, p := range pages {
		for _, l := range p.Lines {
			t := strings.TrimSpace(l.Text())
			for _, sn := range lexicon.Sentences(lexicon.FactOrganisationType) {
				if m := sn.Pattern.FindStringSubmatchIndex(t); m != nil {
					v, _, _ := sn.Value(t, m)
					return layout.FromLine(v, p, l)
				}
			}
		}
	}
	for _, p := range pages {
		joined, owners := joinLines(p)
		for _, sn := range lexicon.Sentences(lexicon.FactOrganisationType) {
			if m := sn.Pattern.FindStringSubmatchIndex(joined); m != nil {
				v, at, _ := sn.Value(joined, m)
				return layout.FromLine(v, p, owners(at))
			}
		}
	}
	return layout.Field{}
}

// findAuthority returns the longest register name printed on pages
// (lexicon.FindAuthorities): the full name of a heading or signature
// rather than its short form in prose.
func findAuthority(pages []*layout.Page) layout.Field {
	var best layout.Field
	for _, p := range pages {
		for _, l := range p.Lines {
			for _, m := range lexicon.FindAuthorities(l.Text()) {
				if m.Authority.Kind != lexicon.AuthorityRegistry {
					continue
				}
				name := strings.TrimRight(m.Text, " ,")
				// A name beats a web address ("Registrų centras" over
				// "registrucentras.lt"); then the longer one wins.
				if web, bestWeb := webAddress(name), webAddress(best.Value); best.Value == "" || bestWeb && !web || web == bestWeb && len(name) > len(best.Value) {
					best = layout.FromLine(name, p, l)
				}
			}
		}
	}
	return best
}

// webAddress reports whether s is a web address ("registrucentras.lt").
func webAddress(s string) bool {
	return s != "" && !strings.Contains(strings.TrimSpace(s), " ") && strings.Contains(s, ".")
}

// statedStatus returns the status a certificate's running text states
// ("is in good standing").
func statedStatus(pages []*layout.Page) layout.Field {
	for _, p := range pages {
		joined, owners := joinLines(p)
		for _, sn := range lexicon.Sentences(lexicon.FactOrganisationStatus) {
			if m := sn.Pattern.FindStringSubmatchIndex(joined); m != nil {
				v, at, _ := sn.Value(joined, m)
				return layout.FromLine(strings.ToLower(v), p, owners(at))
			}
		}
	}
	return layout.Field{}
}

// statedOffice returns the registered office the articles state in
// running text, when it reads as an address (it holds a number).
func statedOffice(pages []*layout.Page) layout.Field {
	for _, p := range pages {
		joined, owners := joinLines(p)
		// A street's compass point ("220 N. Market Street") ends no
		// sentence: its space is held apart from the sentences' ". ",
		// byte for byte, while the sentence is matched.
		joined = reCompassPoint.ReplaceAllString(joined, "${1}\x1f${2}")
		for _, sn := range lexicon.Sentences(lexicon.FactRegisteredOffice) {
			for _, m := range sn.Pattern.FindAllStringSubmatchIndex(joined, -1) {
				if v, at, ok := sn.Value(joined, m); ok && strings.IndexFunc(v, unicode.IsDigit) >= 0 {
					v = strings.ReplaceAll(v, "\x1f", " ")
					return layout.FromLine(lexicon.ASCIIDigits(withoutTrailingClause(strings.TrimRight(v, " ,."))), p, owners(at))
				}
			}
		}
	}
	return layout.Field{}
}

// reCompassPoint is a street's compass point after its house number, as
// US addresses abbreviate it ("N.", "SW."), and the space after it.
var reCompassPoint = regexp.MustCompile(`(\d\s+` + lexicon.CompassPointPattern() + `\.) (\p{Lu})`)

// withoutTrailingClause drops the clauses in lower case after an address's
// last part with a number: "..., Wilmington, DE 19801, in the County of
// New Castle" ends at "DE 19801".
func withoutTrailingClause(v string) string {
	parts := strings.Split(v, ",")
	last := -1
	for i, p := range parts {
		if strings.IndexFunc(p, unicode.IsDigit) >= 0 {
			last = i
		}
	}
	for i := last + 1; last >= 0 && i < len(parts); i++ {
		if r, _ := utf8.DecodeRuneInString(strings.TrimSpace(parts[i])); unicode.IsLower(r) {
			return strings.Join(parts[:i], ",")
		}
	}
	return v
}

// registerNumber returns the first number printed on pages in the shape
// of a register of country, where that shape tells it apart from other
// numbers: it holds letters as well as digits, or a check digit; or it
// stands on a line of the register's certificates with the register's own
// codes (lexicon.Register.Line).
func registerNumber(pages []*layout.Page, country string) layout.Field {
	var regs []lexicon.Register
	for _, r := range lexicon.RegistersOf(country) {
		if r.Line != nil {
			for _, p := range pages {
				for _, l := range p.Lines {
					if m := r.Line.FindStringSubmatch(strings.TrimSpace(l.Text())); m != nil && r.ValidNumber(m[1]) {
						return layout.FromLine(m[1], p, l)
					}
				}
			}
		}
		if r.Scheme != "" || distinctive(r) {
			regs = append(regs, r)
		}
	}
	if len(regs) == 0 {
		return layout.Field{}
	}
	for _, p := range pages {
		for _, l := range p.Lines {
			ws := strings.Fields(l.Text())
			for i := range ws {
				for n := 1; n <= 3 && i+n <= len(ws); n++ {
					tok := lexicon.ASCIIDigits(strings.Trim(strings.Join(ws[i:i+n], " "), ".,;:()* "))
					for _, r := range regs {
						if hasDigitRun(tok, 4) && r.ValidNumber(tok) {
							return layout.FromLine(tok, p, l)
						}
					}
				}
			}
		}
	}
	return layout.Field{}
}

// distinctive reports whether every example of r's numbers mixes letters
// and digits: such a shape is not taken by a date, an amount or a phone
// number.
func distinctive(r lexicon.Register) bool {
	for _, e := range r.Examples {
		if strings.IndexFunc(e, unicode.IsLetter) < 0 {
			return false
		}
	}
	return len(r.Examples) > 0
}

// legalForm returns the full name of the legal form that ends name in
// country's list, in English where the list names it in English too (a
// Cypriot "Ltd" is a private company limited by shares, not its Greek
// name).
func legalForm(name, country string) (string, bool) {
	var found []lexicon.LegalForm
	for _, lf := range lexicon.FindLegalForms(name) {
		if lf.Country == country {
			found = append(found, lf)
		}
	}
	if len(found) == 0 {
		return "", false
	}
	for _, lf := range found {
		if lf.Lang == "en" {
			return lf.Name, true
		}
	}
	for _, lf := range lexicon.LegalForms() {
		if lf.Country == country && lf.ELF != "" && lf.ELF == found[0].ELF && lf.Lang == "en" {
			return lf.Name, true
		}
	}
	return found[0].Name, true
}
