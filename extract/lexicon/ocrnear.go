package lexicon

import (
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"
)

// ocrNearRunes is the shortest word OCRNear lets differ by one edit.
// Recognisers most often change one letter of a word: an accented vowel
// read as another ("emisién" for "emisión", "Direccién"), a digit for a
// letter ("facturaci6n"), a letter dropped or doubled. Shorter words are
// compared exactly, since one edit turns one short word into another
// ("date" and "data", "from" and "form").
const ocrNearRunes = 6

// OCRNear reports whether a and b, both folded, are the same words but
// for one recognition error in each word of at least ocrNearRunes
// letters: "fecha de emisien" is near "fecha de emision", "periodo de
// facturaci6n" near "periodo de facturacion"; "due date" is near only
// itself. Words must pair one to one.
func OCRNear(a, b string) bool {
	return a == b || OCRNearWords(strings.Fields(a), strings.Fields(b))
}

// OCRNearWords is OCRNear of texts already split into words.
func OCRNearWords(a, b []string) bool {
	if len(a) != len(b) || len(a) == 0 {
		return false
	}
	for i := range a {
		if a[i] == b[i] {
			continue
		}
		if min(utf8.RuneCountInString(a[i]), utf8.RuneCountInString(b[i])) < ocrNearRunes || levenshtein.ComputeDistance(a[i], b[i]) > 1 {
			return false
		}
	}
	return true
}

// HasOCRNearWord reports whether one of ws is long enough for OCRNear to
// let it differ: words all shorter compare only exactly.
func HasOCRNearWord(ws []string) bool {
	for _, w := range ws {
		if utf8.RuneCountInString(w) >= ocrNearRunes {
			return true
		}
	}
	return false
}

// oneWordLabels are the one-word labels of every concept, folded, with
// their concepts.
var oneWordLabels = sync.OnceValue(func() map[string][]Concept {
	m := map[string][]Concept{}
	for k, cs := range allLabels().byText {
		if !strings.Contains(k, " ") {
			m[k] = cs
		}
	}
	return m
})

// IsLabelWord reports whether word is a one-word label of one of the
// concepts cs (of every concept when cs is empty), exactly or but for one
// recognition error (OCRNear): "Geschiftszeichen" is "Geschäftszeichen".
func IsLabelWord(word string, cs ...Concept) bool {
	w := Fold(word)
	if w == "" || strings.Contains(w, " ") {
		return false
	}
	want := func(c Concept) bool { return len(cs) == 0 || slices.Contains(cs, c) }
	if concepts, ok := oneWordLabels()[w]; ok && slices.ContainsFunc(concepts, want) {
		return true
	}
	if !HasOCRNearWord([]string{w}) {
		return false
	}
	for k, concepts := range oneWordLabels() {
		if OCRNear(w, k) && slices.ContainsFunc(concepts, want) {
			return true
		}
	}
	return false
}
