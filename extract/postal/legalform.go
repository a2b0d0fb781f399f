package postal

import (
	"strings"
	"sync"

	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/fuzzy"
)

// minNoisyForm is the fewest letters a legal form's name needs before a
// misread one is still taken for it: long enough that a few wrong letters
// leave it unlike any other words.
const minNoisyForm = 14

// noisyFormSimilarity is how alike, at least, a misread legal form and
// the form are.
const noisyFormSimilarity = 0.85

// longForms are the legal forms' names and abbreviations of at least
// minNoisyForm letters, folded, without spaces.
var longForms = sync.OnceValue(func() [][]rune {
	var out [][]rune
	for _, k := range lexicon.LegalFormKeys() {
		if len(k) >= minNoisyForm {
			out = append(out, []rune(k))
		}
	}
	return out
})

// isLegalForm reports whether s is a legal form and nothing else ("sp.k.",
// "& Co. KG"), as the line under a partnership's name prints its own form
// after the name and form of its general partner ("Bilans sp. z o.o." over
// "sp.k.": Polish KSH art. 104 § 1; "Muster GmbH" over "& Co. KG": German
// HGB § 19 (2)).
func isLegalForm(s string) bool {
	s = strings.TrimLeft(s, "&+ ")
	if rest, ok := strings.CutPrefix(lexicon.Fold(s), "co "); ok && lexicon.IsLegalForm(rest) {
		return true
	}
	return lexicon.IsLegalForm(s)
}

// endsInLegalForm reports whether s ends in a legal form: exactly, or for
// a long form with a few letters misread, as OCR reads Polish and Czech
// forms without their diacritics ("Spdtka z ograniczona
// odpowiedzialnosciq" for "Spółka z ograniczoną odpowiedzialnością").
func endsInLegalForm(s string) bool {
	if len(lexicon.FindLegalForms(s)) > 0 {
		return true
	}
	letters := []rune(strings.ReplaceAll(lexicon.Fold(s), " ", ""))
	if len(letters) < minNoisyForm-2 {
		return false
	}
	for _, k := range longForms() {
		key := string(k)
		for d := -2; d <= 2; d++ {
			n := len(k) + d
			if n <= 0 || n > len(letters) {
				continue
			}
			if fuzzy.Similarity(string(letters[len(letters)-n:]), key) >= noisyFormSimilarity {
				return true
			}
		}
	}
	return false
}
