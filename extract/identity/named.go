package identity

import (
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/reading"
)

// authorityNamed returns the first issuer of identity documents the
// lexicon knows (lexicon.FindAuthorities, kind identity) printed on a
// line of doc outside the MRZ: ICAO Doc 9303 Part 4 (4.2.2, field 11)
// prints the authority as its name, and an authority is known by the kind
// of office it is ("Préfecture de …", "Comisaría de …", "BH …", "PU …",
// "Ministry of Foreign Affairs") wherever its label was lost or it stands
// beside another value ("02.07.2025 BH Innsbruck"). A line read with
// less than namedConfidence, a guilloche's or a photo's marks read as
// letters, names none, and nor do fewer than three letters (an
// abbreviation whose place was not read).
func authorityNamed(doc *reading.Document) layout.Field {
	for _, p := range doc.Pages {
		for _, l := range p.Lines {
			t := l.Text()
			if l.Confidence < namedConfidence || mrzShaped(mrzText(t)) || holdsFiller(t) {
				continue
			}
			for _, m := range lexicon.FindAuthorities(t) {
				if m.Authority.Kind != lexicon.AuthorityIdentity || lexicon.LetterCount(m.Text) < 3 {
					continue
				}
				if v := barAsI(trimPunct(m.Text)); v != "" {
					return layout.FromLine(v, p, l)
				}
			}
		}
	}
	return layout.Field{}
}

// namedConfidence is the line confidence under which a line is not
// searched for an authority's name.
const namedConfidence = 0.5

// barAsI returns s with each word "|" standing between two words in
// capitals made the letter I, which OCR reads as a bar: a name in
// capitals prints no bar ("BURMISTRZ MIASTA | GMINY" is "BURMISTRZ MIASTA
// I GMINY", the Polish "and").
func barAsI(s string) string {
	ws := strings.Fields(s)
	capitals := func(w string) bool {
		return strings.IndexFunc(w, unicode.IsLetter) >= 0 && strings.IndexFunc(w, unicode.IsLower) < 0
	}
	for i := 1; i+1 < len(ws); i++ {
		if ws[i] == "|" && capitals(ws[i-1]) && capitals(ws[i+1]) {
			ws[i] = "I"
		}
	}
	return strings.Join(ws, " ")
}
