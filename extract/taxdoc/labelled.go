package taxdoc

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/postal"
)

// fieldReader reads a tax document's labelled fields: certificates of
// residence and of registration print them as a form does ("Nom, prénom
// / Surname, first name", "VAT registration number"). A name or address
// under a label of its own ("Taxpayer name") is the taxpayer's; under a
// bare "Name" or "Address" it is the taxpayer's only where no addressee
// block says otherwise.
var fieldReader = keyvalue.New(
	keyvalue.Field{Name: "name", Concepts: []lexicon.Concept{lexicon.ConceptTaxpayerName}},
	keyvalue.Field{Name: "anyname", Concepts: []lexicon.Concept{lexicon.ConceptName, lexicon.ConceptOrganisationName}, Generic: true},
	keyvalue.Field{Name: "address", Concepts: []lexicon.Concept{lexicon.ConceptTaxpayerAddress}, Lines: 4},
	keyvalue.Field{Name: "anyaddress", Concepts: []lexicon.Concept{lexicon.ConceptAddress, lexicon.ConceptPersonAddress, lexicon.ConceptRegisteredOffice}, Lines: 4, Generic: true},
	keyvalue.Field{Name: "number", Concepts: []lexicon.Concept{lexicon.ConceptTaxNumber, lexicon.ConceptVATNumber}},
	keyvalue.Field{Name: "reference", Concepts: []lexicon.Concept{lexicon.ConceptReferenceNumber}},
	keyvalue.Field{Name: "date", Concepts: []lexicon.Concept{lexicon.ConceptDateOfIssue, lexicon.ConceptSignedDate}},
	keyvalue.Field{Name: "surname", Concepts: []lexicon.Concept{lexicon.ConceptSurname}},
	keyvalue.Field{Name: "given", Concepts: []lexicon.Concept{lexicon.ConceptGivenNames}},
)

// labelledFields holds the values fieldReader found, by name.
type labelledFields map[string][]keyvalue.Value

func readLabelled(pages []*layout.Page) labelledFields {
	var rs []keyvalue.Row
	for _, p := range pages {
		rs = append(rs, keyvalue.Rows(p)...)
	}
	out := labelledFields{}
	for _, v := range fieldReader.Read(rs) {
		out[v.Name] = append(out[v.Name], v)
	}
	return out
}

// name returns the first labelled value of field that reads as a name: a
// few words with letters, not a label, no sentence.
func (lf labelledFields) name(field string) layout.Field {
	for _, v := range lf[field] {
		n := postal.CleanName(strings.Trim(v.Value, " ,;:"))
		ws := strings.Fields(n)
		if len(ws) == 0 || len(ws) > 8 || fieldReader.IsLabel(n) || strings.IndexFunc(n, unicode.IsLetter) < 0 || lexicon.Verb(ws[0]) || otherColumn(v.Label, n) {
			continue
		}
		f := v.Field
		f.Value = n
		return f
	}
	return layout.Field{}
}

// otherColumn reports whether value is label's words with another number:
// the next column's heading in a table headed "Déclarant 1 | Déclarant 2".
func otherColumn(label, value string) bool {
	noDigits := func(s string) string {
		return strings.TrimSpace(strings.Map(func(r rune) rune {
			if unicode.IsDigit(r) {
				return -1
			}
			return r
		}, lexicon.Fold(s)))
	}
	return strings.ContainsFunc(value, unicode.IsDigit) && noDigits(label) == noDigits(value)
}

// splitName returns the name a form prints as a surname and given names
// under labels of their own, one row over the other ("Nom | LECLERE",
// "Prénom(s) | NOEL"): the given names, then the surname; the first
// column's where a table prints several people.
func (lf labelledFields) splitName() layout.Field {
	given := lf["given"]
	if len(given) == 0 {
		return layout.Field{}
	}
	var sur []keyvalue.Value
	for _, v := range append(append([]keyvalue.Value(nil), lf["surname"]...), lf["anyname"]...) {
		if slices.Contains(lexicon.LabelConcepts(v.Label), lexicon.ConceptSurname) {
			sur = append(sur, v) // "Nom", "Name", "Nachname": a surname label, whichever field took it
		}
	}
	if len(sur) == 0 {
		return layout.Field{}
	}
	s, g := sur[0], given[0]
	h := max(s.Box.Height(), 1)
	if s.Page != g.Page || max(g.Box.Top-s.Box.Bottom, s.Box.Top-g.Box.Bottom) > 3*h {
		return layout.Field{}
	}
	n := postal.CleanName(strings.Trim(g.Value, " ,;:") + " " + strings.Trim(s.Value, " ,;:"))
	if !postal.IsName(n) || fieldReader.IsLabel(n) {
		return layout.Field{}
	}
	f := s.Field
	f.Value, f.Box = n, s.Box.Union(g.Box)
	f.Confidence = min(s.Confidence, g.Confidence)
	return f.By("labels.surname_given")
}

// address returns the first labelled value of field that holds a house
// number or postcode.
func (lf labelledFields) address(field string) layout.Field {
	for _, v := range lf[field] {
		if strings.ContainsAny(v.Value, "0123456789") && strings.IndexFunc(v.Value, unicode.IsLetter) >= 0 {
			return v.Field
		}
	}
	return layout.Field{}
}

// number returns the first labelled value that is a tax number: one this
// package reads (ParseNumber), or one of the lexicon's identifier schemes
// of taxes (preferably of country) whose check digit holds where it has
// one. The number is answered as printed, but for the letters and digits
// OCR confused where the check digit settles them.
func (lf labelledFields) number(country, text string) layout.Field {
	for _, v := range vatSubjectFirst(lf["number"], text) {
		// A number never starts with a dash: one there is a rule's or a
		// box's edge OCR read ("-730221-8156").
		t := strings.TrimLeft(strings.Trim(v.Value, " .,;:"), "-–—_ ")
		if r, ok := lexicon.RepairIdentifier(t, country, lexicon.SchemeVAT, lexicon.SchemeTIN, lexicon.SchemePersonalTax); ok {
			t = r // OCR's lookalikes, settled by the number's check digit
		}
		if n, ok := ParseNumber(t); ok {
			f := v.Field
			f.Value = n.Value
			return f
		}
		if taxScheme(t, country) || bareNumber(t) {
			f := v.Field
			f.Value = t
			return f
		}
	}
	return layout.Field{}
}

// bareNumber reports whether t is 8 to 15 digits grouped by spaces,
// hyphens or slashes: under a label that names a tax number, it is one,
// whether or not a scheme of the lexicon checks it (a German Steuernummer
// "21/815/08150", a UTR "24203 05715").
func bareNumber(t string) bool {
	digits := 0
	for _, r := range t {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case r == ' ' || r == '-' || r == '/':
		default:
			return false
		}
	}
	return digits >= 8 && digits <= 15
}

// taxScheme reports whether t is a tax identifier of the lexicon: a VAT,
// tax or personal tax number, or a national identity code with check
// digits, of country, or, country unknown, one with a check digit.
func taxScheme(t, country string) bool {
	if len(t) > 40 || strings.IndexFunc(t, unicode.IsDigit) < 0 {
		return false
	}
	ids := lexicon.Identify(t)
	if r, _ := utf8.DecodeRuneInString(t); country != "" && unicode.IsDigit(r) {
		// A VAT number printed without its country's prefix, under a
		// label that says what it is.
		prefix := country
		if prefix == "GR" {
			prefix = "EL"
		}
		ids = append(ids, lexicon.Identify(prefix+t)...)
	}
	for _, s := range ids {
		switch s.Kind {
		case lexicon.SchemeVAT, lexicon.SchemeTIN, lexicon.SchemePersonalTax:
		case lexicon.SchemeNationalID:
			// A personal identity code that is the country's TIN for
			// individuals (OECD, "Tax Identification Numbers": the
			// Finnish henkilötunnus, the Estonian isikukood), under a
			// tax number's label: only with its check digits.
			if !s.CheckDigit {
				continue
			}
		default:
			continue
		}
		if s.Country == country || country == "" && s.CheckDigit {
			return true
		}
	}
	return false
}

// date returns the first labelled date of issue that reads as one whole
// date, day first unless monthFirst, or as a date stamped with a time
// ("25-04-2023 a las 08.31.06"), or as a place and a date, as a
// signature line prints them under "Ort, Datum / Place, date" ("Köln,
// 24.07.2023").
func (lf labelledFields) date(monthFirst bool) layout.Field {
	opts := dates.Options{MonthFirst: monthFirst}
	for _, v := range lf["date"] {
		d, ok := dates.ParseStamped(v.Value, opts)
		if !ok {
			d, ok = placeAndDate(v.Value, opts)
		}
		if ok && d.Day > 0 {
			f := v.Field
			f.Value = d.String()
			return f
		}
	}
	return layout.Field{}
}

// placeAndDate reads "Köln, 24.07.2023" or "Paris, le 3 mai 2024": a
// place of letters, a comma, then one date that ends the value.
func placeAndDate(v string, opts dates.Options) (dates.Date, bool) {
	v = strings.TrimSpace(v)
	ms := dates.Find(v, opts)
	if len(ms) != 1 || strings.TrimSpace(v[ms[0].End:]) != "" {
		return dates.Date{}, false
	}
	place, _, ok := strings.Cut(v[:ms[0].Start], ",")
	if !ok || len(strings.Fields(place)) > 4 || lexicon.LetterCount(place) < 2 || lexicon.LetterCount(place) <= 2*countDigits(place) {
		return dates.Date{}, false // not a place, OCR's digit for a letter aside ("K6ln")
	}
	for _, w := range strings.Fields(place) {
		if lexicon.LetterCount(w) == 0 {
			return dates.Date{}, false // a house number: an address
		}
	}
	return ms[0].Date, true
}

// reference returns the first labelled reference number: a value with a
// digit, not a date, of six words at most.
func (lf labelledFields) reference() layout.Field {
	for _, v := range lf["reference"] {
		if ms := dates.Find(v.Value, dates.Options{}); len(ms) > 0 && ms[0].Start == 0 {
			continue // a date under a reference label
		}
		if r := cleanReference(referenceWords(v.Value)); isReference(r) {
			f := v.Field
			f.Value = r
			return f
		}
	}
	return layout.Field{}
}

// referenceWords returns the words of a reference up to the first word of
// prose after it ("CP 575 A - Caller ID"): a word of four letters or more
// with small letters in it, which no reference's part is.
func referenceWords(v string) string {
	ws := strings.Fields(v)
	for i, w := range ws {
		letters, lower := 0, false
		for _, r := range w {
			if unicode.IsLetter(r) {
				letters++
				lower = lower || unicode.IsLower(r)
			} else {
				letters = -100
			}
		}
		if i > 0 && letters >= 4 && lower {
			return strings.Join(ws[:i], " ")
		}
	}
	return v
}

func countDigits(s string) int { return len(digitsOf(s)) }

// vatSubjectFirst returns vals with the value under a VAT-number label
// first when the document speaks of that number more than its label
// does: a notice granting a VAT number ("Bescheid über die Erteilung einer
// Umsatzsteuer-Identifikationsnummer (UID)", "Die UID-Nummer ist gültig
// ab") names it in its title and text, and the other numbers it prints
// (the tax office's file number, "Steuernummer 22 904/0877") are not its
// subject. The labels are the lexicon's, in every language.
func vatSubjectFirst(vals []keyvalue.Value, text string) []keyvalue.Value {
	at := -1
	for i, v := range vals {
		if len(lexicon.FindLabels(v.Label, lexicon.ConceptVATNumber)) > 0 {
			at = i
			break
		}
	}
	if at <= 0 || len(lexicon.FindLabels(text, lexicon.ConceptVATNumber)) < 3 {
		return vals
	}
	out := append([]keyvalue.Value{vals[at]}, vals[:at]...)
	return append(out, vals[at+1:]...)
}
