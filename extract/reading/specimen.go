package reading

import (
	"slices"
	"sort"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
)

// specimenTerms indexes the lexicon's specimen words (lexicon.SpecimenTerms)
// by their letters, accents removed and upper-cased: SPÉCIMEN is SPECIMEN,
// FAC-SIMILE is FACSIMILE.
var specimenTerms = func() map[string]lexicon.SpecimenTerm {
	m := map[string]lexicon.SpecimenTerm{}
	for _, t := range lexicon.SpecimenTerms() {
		k := strings.Join(specimenTokens(strings.ToUpper(t.Text)), "")
		if old, ok := m[k]; ok {
			// One spelling in several languages: the laxest rule holds
			// (SPECIMEN counts in any case in English, Romanian, French).
			t.Capitals = t.Capitals && old.Capitals
			t.Alone = t.Alone && old.Alone
		}
		m[k] = t
	}
	return m
}()

// icaoExampleNumbers are the document numbers of the ICAO Doc 9303
// examples (lexicon.ICAOExampleNumbers).
var icaoExampleNumbers = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range lexicon.ICAOExampleNumbers() {
		m[n] = true
	}
	return m
}()

// markToken is one run of letters and digits of a line, accents removed,
// or a run of single capitals printed apart ("S P É C I M E N"), joined.
type markToken struct {
	text   string // accents removed, case kept
	box    layout.Box
	spaced bool // letters printed apart
}

// overprintHeight is how many times taller than the page's median word a
// word must be to be an overprint or a watermark: large, or turned (a
// turned word's box is as tall as it is long).
const overprintHeight = 2.0

// SpecimenMarks returns the specimen markers printed on doc, in the order
// found, as the lexicon's words upper-cased without accents (SPECIMEN,
// MUSTER, ESPECIMEN, VZOR, ...), or an ICAO 9303 example document number.
// A word counts as the lexicon says (lexicon.SpecimenTerms): some in any
// case, most only in capitals, and the ordinary ones only printed as a
// mark: alone on their line or among other marks, over twice as tall as
// the page's median word (an overprint, or a watermark turned across a
// PDF's text layer), or letter-spaced. A word printed as an overprint
// counts in any case, and so does a compound it starts ("Musterauszug").
// VOID on a page that also prints CORRECTED is the checkbox pair of an IRS
// information return (1099, W-2), not a mark.
func SpecimenMarks(doc *Document) []string {
	var marks []string
	seen := map[string]bool{}
	add := func(m string) {
		if !seen[m] {
			seen[m] = true
			marks = append(marks, m)
		}
	}
	for _, p := range doc.Pages {
		formBoxes := hasCapitalWord(p, "CORRECTED")
		med := pageWordHeight(p)
		for _, l := range p.Lines {
			toks := markTokens(l)
			alone := len(toks) > 0
			for _, t := range toks {
				if _, ok := specimenTerms[strings.ToUpper(t.text)]; !ok {
					alone = false
				}
			}
			for _, t := range toks {
				upper := strings.ToUpper(t.text)
				if icaoExampleNumbers[upper] {
					add(upper)
					continue
				}
				over := med > 0 && t.box.Height() >= overprintHeight*med
				if m, ok := specimenMark(t, over, alone); ok {
					if m == "VOID" && formBoxes {
						continue // the VOID and CORRECTED boxes of IRS information returns
					}
					add(m)
				}
			}
		}
	}
	return marks
}

// specimenMark reports the specimen word t is, printed as an overprint
// (over) or alone on its line among marks (alone).
func specimenMark(t markToken, over, alone bool) (string, bool) {
	upper := strings.ToUpper(t.text)
	term, ok := specimenTerms[upper]
	if !ok {
		if over {
			// A PDF's text layer joins the glyphs of several turned
			// stamps into one run: CAMPIONECAMPIONECAMPIONE.
			if m, ok := repeatedMark(upper); ok {
				return m, true
			}
		}
		if over && len(upper) > 6 {
			// A compound an overprinted word starts: Musterauszug.
			for _, k := range stampWords {
				if strings.HasPrefix(upper, k) && !specimenTerms[k].Alone {
					return k, true
				}
			}
		}
		return "", false
	}
	capitals := t.text == upper
	switch {
	case over:
		return upper, true
	case term.Capitals && !capitals:
		return "", false
	case term.Alone && !alone && !t.spaced:
		return "", false
	}
	return upper, true
}

// repeatedMark reports the specimen word s is made of, written twice or
// more with nothing between.
func repeatedMark(s string) (string, bool) {
	for n := 4; 2*n <= len(s); n++ {
		if len(s)%n != 0 || strings.Repeat(s[:n], len(s)/n) != s {
			continue
		}
		if _, ok := specimenTerms[s[:n]]; ok {
			return s[:n], true
		}
	}
	return "", false
}

// markTokens splits l into runs of letters and digits, accents removed,
// and joins runs of four or more single capitals printed apart, and the
// halves of a hyphenated word that is a specimen word (FAC-SIMILE).
func markTokens(l layout.Line) []markToken {
	var toks []markToken
	for _, w := range l.Words {
		parts := specimenTokens(w.Text)
		if len(parts) == 2 && strings.Contains(w.Text, "-") {
			if _, ok := specimenTerms[strings.ToUpper(parts[0]+parts[1])]; ok {
				parts = []string{parts[0] + parts[1]}
			}
		}
		for _, part := range parts {
			toks = append(toks, markToken{text: part, box: w.Box})
		}
	}
	var out []markToken
	for i := 0; i < len(toks); {
		j := i
		for j < len(toks) && singleCapital(toks[j].text) {
			j++
		}
		if j-i >= 4 {
			t := markToken{spaced: true}
			for _, s := range toks[i:j] {
				t.text += s.text
				t.box = t.box.Union(s.box)
			}
			out = append(out, t)
			i = j
			continue
		}
		out = append(out, toks[i])
		i++
	}
	return out
}

func singleCapital(s string) bool {
	rs := []rune(s)
	return len(rs) == 1 && unicode.IsUpper(rs[0])
}

// pageWordHeight is the median height of p's words with a letter; 0
// when p has none.
func pageWordHeight(p *layout.Page) float64 {
	var hs []float64
	for _, l := range p.Lines {
		for _, w := range l.Words {
			if w.Box.Height() > 0 && strings.IndexFunc(w.Text, unicode.IsLetter) >= 0 {
				hs = append(hs, w.Box.Height())
			}
		}
	}
	if len(hs) < 5 {
		return 0 // too few words to tell an overprint from the print
	}
	sort.Float64s(hs)
	return hs[len(hs)/2]
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
