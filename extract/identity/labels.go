package identity

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/docextract/docextract/extract/lexicon"
)

// field names one identity field of the visual zone.
type field int

const (
	fSurname field = iota
	fGivenName
	fBirthDate
	fBirthPlace
	fIssueDate
	fExpiryDate
	fAuthority
	fNumber
	fCountry
	fOtherDate // a date that is none of the others ("Resident since"): never the issue date
	fIssuePlace
	nFields
)

// fieldConcepts are the lexicon's concepts of the zone's fields.
var fieldConcepts = map[field]lexicon.Concept{
	fSurname: lexicon.ConceptSurname, fGivenName: lexicon.ConceptGivenNames,
	fBirthDate: lexicon.ConceptDateOfBirth, fBirthPlace: lexicon.ConceptPlaceOfBirth,
	fIssueDate: lexicon.ConceptDateOfIssue, fExpiryDate: lexicon.ConceptDateOfExpiry,
	fAuthority: lexicon.ConceptIssuingAuthority, fNumber: lexicon.ConceptDocumentNumber,
	fCountry: lexicon.ConceptIssuingCountry, fOtherDate: lexicon.ConceptOtherDate,
	fIssuePlace: lexicon.ConceptPlaceOfIssue,
}

// labelTable lists the printed labels of every field, from the lexicon's
// multilingual label tables (lexicon.Labels: the languages of the EU and
// the US licence abbreviations, with their sources there), accents
// removed, upper-cased and split into words at punctuation ("Nome(s)
// próprio(s)" is NOME S PROPRIO S). Each label is matched as a whole run
// of words, with OCR noise tolerated in words of 6 letters or more.
var labelTable = func() map[field][]string {
	t := map[field][]string{}
	for f, c := range fieldConcepts {
		seen := map[string]bool{}
		for _, p := range lexicon.Labels(c) {
			words := strings.FieldsFunc(fold(p.Text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
			if l := strings.Join(words, " "); l != "" && !seen[l] {
				seen[l] = true
				t[f] = append(t[f], l)
			}
		}
	}
	return t
}()

// licenceKeywords name a driving licence (numbered EU fields).
var licenceKeywords = []string{
	"DRIVING LICENCE", "DRIVING LICENSE", "DRIVER LICENSE", "DRIVERS LICENSE", "DRIVER S LICENSE",
	"DRIVER LICENCE", "FUHRERSCHEIN", "PERMIS DE CONDUIRE", "PERMISO DE CONDUCCION", "PATENTE DI GUIDA",
	"RIJBEWIJS", "CARTA DE CONDUCAO",
}

// usKeywords mark a US document: dates are read month first.
var usKeywords = []string{"USA", "UNITED STATES", "DRIVER LICENSE", "DRIVERS LICENSE", "DRIVER S LICENSE"}

// usaNames name the United States on documents, such as licences, that
// print no other country header.
var usaNames = []string{"USA", "UNITED STATES"}

// fold removes accents and upper-cases s.
func fold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(unicode.ToUpper(r))
		}
	}
	return b.String()
}

// phraseTokens splits a label phrase into its words.
func phraseTokens(s string) []string { return strings.Fields(s) }
