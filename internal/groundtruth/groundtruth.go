package groundtruth

import (
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/cases"
	"golang.org/x/text/unicode/norm"
)

// The field kinds of the corpus README.
const (
	KindName    = "name"
	KindAddress = "address"
	KindID      = "id"
	KindDate    = "date"
	KindCountry = "country"
	KindText    = "text"
	// KindPeople is the generator's kind of significant_people, a list of
	// {name, role, address}; its names compare as KindName.
	KindPeople = "people"
)

// Normalise returns s as the corpus README compares values of the given
// kind: Unicode NFKC, case folding, trimmed and with runs of whitespace
// collapsed; for a name also without punctuation (apostrophes vanish, other
// marks separate words) and with its words sorted; for an address without
// commas, periods and line breaks; for an id without any space. Dates,
// countries, text and unknown kinds get the common rules only.
func Normalise(kind, s string) string {
	s = norm.NFKC.String(cases.Fold().String(norm.NFKC.String(s)))
	switch kind {
	case KindName, KindPeople:
		s = strings.Map(func(r rune) rune {
			switch {
			case isApostrophe(r):
				return -1
			case unicode.IsPunct(r) || unicode.IsSymbol(r):
				return ' '
			}
			return r
		}, s)
		words := strings.Fields(s)
		slices.Sort(words)
		return strings.Join(words, " ")
	case KindAddress:
		s = strings.Map(func(r rune) rune {
			switch r {
			case '.':
				return -1
			case ',':
				return ' '
			}
			return r
		}, s)
	case KindID:
		return strings.Join(strings.Fields(s), "")
	}
	return strings.Join(strings.Fields(s), " ")
}

func isApostrophe(r rune) bool {
	switch r {
	case '\'', '\u2019', '\u2018', '\u02bc', '`', '\u00b4':
		return true
	}
	return false
}

// Match compares a returned value with an expected one and its accepted
// spellings. got and want nil mean null. A null want is met only by a null
// (or empty) answer. exact says got equals want or an accept entry byte
// for byte; normalised says they are equal under Normalise for the kind.
func Match(kind string, got, want *string, accept []string) (exact, normalised bool) {
	if want == nil {
		ok := got == nil || *got == ""
		return ok, ok
	}
	if got == nil || *got == "" {
		return false, false
	}
	candidates := append([]string{*want}, accept...)
	if slices.Contains(candidates, *got) {
		return true, true
	}
	g := Normalise(kind, *got)
	for _, c := range candidates {
		if Normalise(kind, c) == g {
			return false, true
		}
	}
	return false, false
}
