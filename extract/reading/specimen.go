package reading

import (
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/docextract/docextract/extract/layout"
)

// specimenWords are printed on specimen and sample documents. Words in
// anyCase count in any letter case; the others only in capitals, as
// overprinted, so that "Sample Road" or "Mustermann" do not count.
var (
	anyCase  = map[string]bool{"SPECIMEN": true, "ESPECIMEN": true, "SPECIMENS": true}
	capitals = map[string]bool{"SAMPLE": true, "MUSTER": true, "VOID": true}
)

// icaoExampleNumbers are the document numbers of the ICAO Doc 9303 examples.
var icaoExampleNumbers = map[string]bool{
	"L898902C3": true, // TD3 passport
	"D23145890": true, // TD1 and TD2 cards
	"L8988901C": true, // MRV-A and MRV-B visas
}

// SpecimenMarks returns the specimen markers printed on doc, in the order
// found: SPECIMEN, SAMPLE, MUSTER, SPÉCIMEN, ESPÉCIMEN, VOID, or an ICAO 9303
// example document number. Accents are ignored. VOID on a page that also
// prints CORRECTED is the checkbox pair of an IRS information return
// (1099, W-2), not a mark.
func SpecimenMarks(doc *Document) []string {
	var marks []string
	seen := map[string]bool{}
	for _, p := range doc.Pages {
		formBoxes := hasCapitalWord(p, "CORRECTED")
		for _, l := range p.Lines {
			for _, w := range l.Words {
				for _, token := range specimenTokens(w.Text) {
					upper := strings.ToUpper(token)
					if token == "VOID" && formBoxes {
						continue // the VOID and CORRECTED boxes of IRS information returns
					}
					if (anyCase[upper] || (capitals[token] && token == upper) || icaoExampleNumbers[upper]) && !seen[upper] {
						seen[upper] = true
						marks = append(marks, upper)
					}
				}
			}
		}
	}
	return marks
}

// hasCapitalWord reports whether p prints word, in capitals, as a token.
func hasCapitalWord(p *layout.Page, word string) bool {
	for _, l := range p.Lines {
		for _, w := range l.Words {
			if slices.Contains(specimenTokens(w.Text), word) {
				return true
			}
		}
	}
	return false
}

// specimenTokens splits s into runs of letters and digits, accents removed.
func specimenTokens(s string) []string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(r)
		}
	}
	return strings.FieldsFunc(b.String(), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// IsICAOExampleNumber reports whether n is the document number of an
// ICAO Doc 9303 example, as read from an MRZ.
func IsICAOExampleNumber(n string) bool { return icaoExampleNumbers[strings.ToUpper(n)] }
