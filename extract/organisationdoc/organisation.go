package organisationdoc

import (
	"context"
	"fmt"
	"log/slog"
	"regexp"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/postal"
	"github.com/docextract/docextract/extract/reading"
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
	ev := weigh(text, lab, people)
	log.DebugContext(ctx, "organisation: evidence", "score", ev.score, "reasons", ev.reasons)
	if ev.score < evidenceThreshold {
		return f, fmt.Errorf("%w: %s", ErrNoEvidence, strings.Join(ev.reasons, ", "))
	}
	if err := ctx.Err(); err != nil {
		return f, fmt.Errorf("organisation: %w", err)
	}

	f.IssuingAuthority = findAuthority(pages)
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
		jurisField = f.IssuingAuthority
	}
	if v := lab[keyNumber]; v.ok {
		if n, ok := ParseNumber(v.field.Value, juris); ok {
			f.RegistrationNumber = v.field
			f.RegistrationNumber.Value = n.Value
			if juris == "" && n.Country != "" {
				juris, jurisField = n.Country, v.field
			}
		}
	}
	if !f.RegistrationNumber.Found() {
		for _, p := range pages {
			for _, l := range p.Lines {
				if n, ok := FindNumber(l.Text(), juris); ok {
					f.RegistrationNumber = layout.FromLine(n.Value, p, l)
					if juris == "" && n.Country != "" {
						juris = n.Country
						jurisField = f.RegistrationNumber
					}
					break
				}
			}
			if f.RegistrationNumber.Found() {
				break
			}
		}
	}
	if juris != "" {
		f.JurisdictionOfIncorporation = jurisField
		f.JurisdictionOfIncorporation.Value = juris
		if f.JurisdictionOfIncorporation.Page == 0 && len(pages) > 0 {
			f.JurisdictionOfIncorporation.Page = pages[0].Number
			f.JurisdictionOfIncorporation.Source = pages[0].Source
			f.JurisdictionOfIncorporation.Confidence = 0.5
		}
	}

	if v := lab[keyName]; v.ok {
		f.OrganisationName = v.field
		f.OrganisationName.Value = cleanOrgName(v.field.Value)
	} else {
		f.OrganisationName = certificateName(pages)
	}
	dopts := dates.Options{MonthFirst: juris == "US"}
	if v := lab[keyIncorporated]; v.ok {
		if ms := dates.Find(v.field.Value, dopts); len(ms) > 0 {
			f.IncorporationDate = v.field
			f.IncorporationDate.Value = ms[0].Date.String()
		}
	}
	if !f.IncorporationDate.Found() {
		f.IncorporationDate = certificateDate(pages, text, dopts)
	}
	if v := lab[keyOffice]; v.ok {
		f.RegisteredOfficeAddress = v.field
	}
	if v := lab[keyStatus]; v.ok {
		f.OrganisationStatus = v.field
	}
	if v := lab[keyType]; v.ok {
		f.OrganisationType = v.field
	} else {
		f.OrganisationType = certificateType(pages)
	}
	fallback(rs, &f, juris)
	f.SignificantPeople = people
	return f, nil
}

// labelled is the value of one labelled field.
type labelled struct {
	field    layout.Field
	specific bool
	ok       bool
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
)

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
		if !ok && key(k) == keyOffice {
			v, ok = keyvalue.First(vals, "address")
		}
		if ok {
			out[k] = labelled{field: v.Field, specific: v.Specific, ok: true}
		}
	}
	return out
}

// isLabel reports whether s is a label cell on its own.
func isLabel(s string) bool { return labelReader.IsLabel(s) }

// cleanOrgName trims the quotes and punctuation around a name, and turns
// a word's leading "l" into the "I" OCR took it for when the word's next
// letter is one no word starts "l" with ("lronbark" for "Ironbark") and
// the name's other words are capitalised.
func cleanOrgName(s string) string {
	s = strings.TrimSpace(s)
	s = strings.Trim(s, "\"“”„'‘’,;:")
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

var (
	// reCertName finds the organisation named by a certificate's wording.
	reCertName = []*regexp.Regexp{
		regexp.MustCompile(`(?i)certif(?:y|ies)\s+that\s+(.{2,160}?)\s+(?:is|was|has been)\s+(?:this day\s+|duly\s+|hereby\s+|on this day\s+)?(?:incorporated|registered|formed|organi[sz]ed|in good standing|a (?:corporation|company))`),
		regexp.MustCompile(`(?i)certificate of (?:incorporation|formation|good standing|registration)\s+of\s+["“](.{2,160}?)["”]`),
		regexp.MustCompile(`(?i)certificate of (?:incorporation|formation|good standing)\s+of\s+(.{2,160}?),?\s+(?:filed|a |which|is|was)\b`),
		regexp.MustCompile(`(?i)certif(?:y|ies)\s+that\s+["“](.{2,160}?)["”]`),
	}
	// reCertDate finds the date a certificate gives for the incorporation.
	reCertDate = regexp.MustCompile(`(?i)(?:incorporated|registered|formed)\s+on\s+|date of incorporation\s*:?\s*|given\s+(?:under my hand\s+)?(?:on|at\s+[^,\n]{1,40},?\s+(?:on|this))\s+|dated\s+|this\s+(?:day\s+)?`)
	// reIncorporationCert says the certificate is one of incorporation (its
	// date is the incorporation date).
	reIncorporationCert = regexp.MustCompile(`(?i)certificate\s+of\s+incorporation|this\s+day\s+incorporated|certificate\s+of\s+formation`)
	// reCertType is a certificate's subheading naming the company's type.
	reCertType = regexp.MustCompile(`(?i)^of an? ((?:private|public)\s+(?:limited\s+)?(?:company|unlimited company)(?:\s+limited by (?:shares|guarantee))?|limited liability (?:partnership|company)|community interest company)$`)
)

// certificateName returns the organisation named in a certificate's text.
func certificateName(pages []*layout.Page) layout.Field {
	for _, p := range pages {
		joined, owners := joinLines(p)
		for _, re := range reCertName {
			m := re.FindStringSubmatchIndex(joined)
			if m == nil {
				continue
			}
			name := cleanOrgName(joined[m[2]:m[3]])
			if name == "" || len(strings.Fields(name)) > 12 || strings.HasPrefix(strings.ToLower(name), "the attached") {
				continue
			}
			return layout.FromLine(name, p, owners(m[2]))
		}
	}
	return layout.Field{}
}

// joinLines joins the lines of p with spaces and returns a function giving
// the line of a byte offset of the joined text.
func joinLines(p *layout.Page) (string, func(int) layout.Line) {
	var sb strings.Builder
	starts := make([]int, len(p.Lines))
	for i, l := range p.Lines {
		if i > 0 {
			sb.WriteByte(' ')
		}
		starts[i] = sb.Len()
		sb.WriteString(l.Text())
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

// certificateDate returns the incorporation date a certificate gives: a
// date after "incorporated on", or the date it was given on when it is a
// certificate of incorporation.
func certificateDate(pages []*layout.Page, text string, opts dates.Options) layout.Field {
	incCert := reIncorporationCert.MatchString(text)
	for _, p := range pages {
		joined, owners := joinLines(p)
		for _, loc := range reCertDate.FindAllStringIndex(joined, -1) {
			cue := strings.ToLower(joined[loc[0]:loc[1]])
			if !incCert && !strings.Contains(cue, "incorporat") {
				continue
			}
			rest := joined[loc[1]:min(len(joined), loc[1]+40)]
			ms := dates.Find(rest, opts)
			if len(ms) == 0 || ms[0].Start > 2 || ms[0].Date.Partial() {
				continue
			}
			return layout.FromLine(ms[0].Date.String(), p, owners(loc[1]))
		}
	}
	return layout.Field{}
}

// certificateType returns the type a certificate's subheading names ("OF
// A PRIVATE LIMITED COMPANY"), as printed.
func certificateType(pages []*layout.Page) layout.Field {
	for _, p := range pages {
		for _, l := range p.Lines {
			if m := reCertType.FindStringSubmatch(strings.TrimSpace(l.Text())); m != nil {
				return layout.FromLine(m[1], p, l)
			}
		}
	}
	return layout.Field{}
}

// reAuthority matches the names of company registers and their keepers.
var reAuthority = regexp.MustCompile(`(?i)\b(?:Registrar of Companies(?: for (?:England and Wales|Scotland|Northern Ireland))?|Department of Registrar of Companies and (?:Intellectual Property|Official Receiver)|Companies House|Companies Registration Office(?: Ireland)?|Accounting and Corporate Regulatory Authority|Kamer van Koophandel|(?:Amtsgericht|Registergericht) \p{Lu}[\p{L}-]+(?: \(\p{L}+\))?|(?:\p{Lu}[a-z]+(?: \p{Lu}[a-z]+)? )?Secretary of State(?:,? Division of Corporations)?(?: of the State of \p{Lu}[a-z]+(?: \p{Lu}[a-z]+)?)?|Division of Corporations|Registrar of Corporate Affairs|Corporate Affairs Commission|Companies and Intellectual Property Commission|Australian Securities and Investments Commission|Companies Office|Registro Mercantil(?: de \p{Lu}\p{L}+)?|Registre du commerce et des sociétés(?: de \p{Lu}\p{L}+)?)`)

// findAuthority returns the longest register name printed on pages: the
// full name of a heading or signature rather than its short form in prose.
func findAuthority(pages []*layout.Page) layout.Field {
	var best layout.Field
	for _, p := range pages {
		for _, l := range p.Lines {
			for _, m := range reAuthority.FindAllString(l.Text(), -1) {
				m = strings.TrimRight(m, " ,")
				if strings.HasPrefix(strings.ToLower(m), "i ") {
					continue
				}
				if len(m) > len(best.Value) {
					best = layout.FromLine(m, p, l)
				}
			}
		}
	}
	return best
}
