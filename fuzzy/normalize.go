package fuzzy

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"
	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// Normalize returns s in the form every comparison starts from: Unicode
// compatibility decomposition (NFKD), combining diacritics removed,
// case-folded, and every run of characters that are neither letters nor
// digits (punctuation, symbols, spaces, control characters, invalid UTF-8)
// turned into one space, with no space at either end.
//
// Latin letters that carry a stroke or are ligatures, which NFKD does not
// decompose, are written as their base letters: Ø → o, Ł → l, Đ → d, Ħ → h,
// Æ → ae, Œ → oe, Þ → th, ß → ss. The result is valid UTF-8, and
// Normalize(Normalize(s)) == Normalize(s).
func Normalize(s string) string {
	out := normalizeOnce(s)
	// One pass settles every string met in practice; folding can in rare
	// cases produce a character that decomposes again, so repeat until the
	// result is stable to keep Normalize idempotent.
	for range 3 {
		next := normalizeOnce(out)
		if next == out {
			break
		}
		out = next
	}
	return out
}

func normalizeOnce(s string) string {
	s = norm.NFKD.String(s)
	s = cases.Fold().String(s)
	s = norm.NFKD.String(s)

	var b strings.Builder
	b.Grow(len(s))
	gap := false
	for _, r := range s {
		switch {
		case unicode.Is(unicode.Mn, r):
			// A combining diacritic: dropped without splitting the word.
		case unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.In(r, unicode.Mc, unicode.Me):
			if gap && b.Len() > 0 {
				b.WriteByte(' ')
			}
			gap = false
			if base, ok := baseLetter(r); ok {
				b.WriteString(base)
			} else {
				b.WriteRune(r)
			}
		default:
			gap = true
		}
	}
	return b.String()
}

// baseLetter spells the folded Latin letters that NFKD leaves whole.
func baseLetter(r rune) (string, bool) {
	switch r {
	case 'ø':
		return "o", true
	case 'ł', 'ŀ':
		return "l", true
	case 'đ', 'ð':
		return "d", true
	case 'ħ':
		return "h", true
	case 'ŧ':
		return "t", true
	case 'ı':
		return "i", true
	case 'æ':
		return "ae", true
	case 'œ':
		return "oe", true
	case 'þ':
		return "th", true
	case 'ß':
		return "ss", true
	}
	return "", false
}

// mrzSpelling rewrites s with the ICAO 9303 transliterations that differ from
// simply dropping the diacritic (Ä → AE, Ö → OE, Ü → UE, Å → AA, Ø → OE),
// and reports whether anything changed. Letters whose MRZ form equals their
// plain form (Ñ → N, ß → SS, Æ → AE, ...) are already handled by Normalize.
func mrzSpelling(s string) (string, bool) {
	s = norm.NFC.String(s)
	if !strings.ContainsAny(s, "ÄÖÜÅØäöüåø") {
		return s, false
	}
	var b strings.Builder
	b.Grow(len(s) + 8)
	for _, r := range s {
		switch r {
		case 'Ä':
			b.WriteString("AE")
		case 'ä':
			b.WriteString("ae")
		case 'Ö', 'Ø':
			b.WriteString("OE")
		case 'ö', 'ø':
			b.WriteString("oe")
		case 'Ü':
			b.WriteString("UE")
		case 'ü':
			b.WriteString("ue")
		case 'Å':
			b.WriteString("AA")
		case 'å':
			b.WriteString("aa")
		default:
			b.WriteRune(r)
		}
	}
	return b.String(), true
}

// Similarity returns 1 − d/n, where d is the Levenshtein distance between a
// and b counted in runes (Unicode code points) and n is the rune length of
// the longer string. It is 1 for two equal strings, including two empty
// ones, and 0 when no rune lines up. Similarity compares its arguments as
// given: call Normalize first to ignore case, accents and punctuation.
func Similarity(a, b string) float64 {
	n := max(utf8.RuneCountInString(a), utf8.RuneCountInString(b))
	if n == 0 {
		return 1
	}
	d := levenshtein.ComputeDistance(a, b)
	// (n-d)/n rather than 1-d/n: an exact quotient such as 17/20 then
	// compares equal to the literal 0.85.
	return float64(n-d) / float64(n)
}
