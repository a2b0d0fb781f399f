package taxdoc

import (
	"strings"

	"github.com/docextract/docextract/extract/lexicon"
)

// Authority is a tax authority and its country.
type Authority struct {
	// Name is the authority's usual full name ("Internal Revenue Service"),
	// or the name as printed where it names a local office ("Finanzamt
	// Köln-Mitte").
	Name string
	// Country is its ISO 3166-1 alpha-2 code.
	Country string
}

// FindAuthority returns the first tax authority named in text, as the
// lexicon knows them (lexicon.FindAuthorities).
func FindAuthority(text string) (Authority, bool) {
	for _, m := range lexicon.FindAuthorities(text) {
		if m.Authority.Kind != lexicon.AuthorityTax {
			continue
		}
		name := m.Authority.Name
		if name == "" {
			name = untilColumnLabel(strings.TrimSpace(m.Text))
		}
		return Authority{Name: name, Country: m.Authority.Country}, true
	}
	return Authority{}, false
}

// letterColumn are the concepts whose labels a letter prints in the
// column beside its sender's name: its reference, the taxpayer's numbers,
// its date. Words of an authority's own name ("Úřad", "Office") are none
// of them.
var letterColumn = []lexicon.Concept{lexicon.ConceptReferenceNumber, lexicon.ConceptTaxNumber, lexicon.ConceptVATNumber,
	lexicon.ConceptDate, lexicon.ConceptDateOfIssue, lexicon.ConceptCustomerNumber, lexicon.ConceptAccountNumber}

// untilColumnLabel returns a local office's name as printed without a field's
// label that follows it on its line ("Finanzamt Düsseldorf-Süd
// Geschäftszeichen", the reference's label in the next column, also as
// OCR misspells it), from the lexicon's labels; the name's first word is
// kept.
func untilColumnLabel(name string) string {
	ws := strings.Fields(name)
	for i := 1; i < len(ws); i++ {
		if lexicon.IsLabelWord(ws[i], letterColumn...) {
			return strings.Join(ws[:i], " ")
		}
	}
	return name
}
