package lexicon

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// spelled are letters that have no canonical decomposition, spelled out
// in Latin letters as they are typed without a national keyboard.
var spelled = map[rune]string{
	'ß': "ss", 'æ': "ae", 'œ': "oe", 'ø': "o", 'ł': "l", 'đ': "d",
	'ð': "d", 'þ': "th", 'ı': "i", 'ħ': "h",
	// The Greek final sigma is the sigma lower-cased: "ΚΑΤΑΣΤΑΣΗΣ" and
	// "Κατάστασης" are one word.
	'ς': "σ",
}

// numberSign is what the number sign folds to: "Receipt #" is "Receipt
// No." (in English print, # before a number reads "number").
const numberSign = "no"

// Fold returns the matching key of s: compatibility-decomposed (NFKD),
// combining marks dropped, lower-cased, the letters of spelled spelled
// out, every run of characters other than letters and digits turned into
// one space, the decimal digits of every script written as ASCII digits
// ("๒๕๖๘" folds to "2568"), and trimmed. "Date de délivrance" and "DATE DE
// DELIVRANCE" both fold to "date de delivrance"; "N°" folds to "n",
// "Nº" to "no" and "#" to the word "no". Thai vowel and tone marks are combining marks: dropped,
// so that the marks OCR loses or swaps do not count, and sara am (ำ)
// folds like nikhahit and sara aa (ํา).
func Fold(s string) string {
	var b strings.Builder
	space := false
	for _, r := range norm.NFKD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case r == '#':
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			b.WriteString(numberSign)
			space = true
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			if space && b.Len() > 0 {
				b.WriteByte(' ')
			}
			space = false
			r = unicode.ToLower(asciiDigit(r))
			if t, ok := spelled[r]; ok {
				b.WriteString(t)
			} else {
				b.WriteRune(r)
			}
		default:
			space = true
		}
	}
	return b.String()
}

// foldMap folds s like Fold and also returns, for every byte of the
// result, the offset in s of the rune it came from, plus a final entry
// len(s), so that a span of the folded text maps back to s.
func foldMap(s string) (string, []int) {
	var b strings.Builder
	var at []int
	space := false
	spaceAt := 0
	for i, r := range s {
		for _, d := range norm.NFKD.String(string(r)) {
			switch {
			case unicode.Is(unicode.Mn, d):
			case d == '#':
				if b.Len() > 0 {
					b.WriteByte(' ')
					at = append(at, i)
				}
				b.WriteString(numberSign)
				for range len(numberSign) {
					at = append(at, i)
				}
				space = true
				spaceAt = i + 1
			case unicode.IsLetter(d) || unicode.IsDigit(d):
				if space && b.Len() > 0 {
					b.WriteByte(' ')
					at = append(at, spaceAt)
				}
				space = false
				d = unicode.ToLower(asciiDigit(d))
				t, ok := spelled[d]
				if !ok {
					t = string(d)
				}
				b.WriteString(t)
				for range len(t) {
					at = append(at, i)
				}
			default:
				if !space {
					spaceAt = i
				}
				space = true
			}
		}
	}
	at = append(at, len(s))
	return b.String(), at
}

// asciiDigit returns r as an ASCII digit when it is a decimal digit of
// another script (Thai ๐-๙, Arabic-Indic, Devanagari...), else r. Unicode
// encodes every script's decimal digits as a run of ten from zero
// (Unicode Standard, section 4.6), and unicode.Nd's ranges start at a
// zero.
func asciiDigit(r rune) rune {
	if r < 0x80 || !unicode.Is(unicode.Nd, r) {
		return r
	}
	for _, rg := range unicode.Nd.R16 {
		if r >= rune(rg.Lo) && r <= rune(rg.Hi) {
			return '0' + (r-rune(rg.Lo))%10
		}
	}
	for _, rg := range unicode.Nd.R32 {
		if r >= rune(rg.Lo) && r <= rune(rg.Hi) {
			return '0' + (r-rune(rg.Lo))%10
		}
	}
	return r
}

// ASCIIDigits returns s with the decimal digits of every script written
// as ASCII digits: "จ.๖๓๓๗/๒๕๖๘" is "จ.6337/2568".
func ASCIIDigits(s string) string {
	return strings.Map(asciiDigit, s)
}

// LetterCount counts the letters of s, in any script.
func LetterCount(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n
}
