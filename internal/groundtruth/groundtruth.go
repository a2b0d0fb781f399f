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
	// KindMoney is an amount in the API's form ("1234.50"), compared as a
	// number: "1234.5" equals "1234.50".
	KindMoney = "money"
	// KindItems is the generator's kind of line_items, a list of
	// {description, quantity, unit_price, amount}.
	KindItems = "items"
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
	case KindMoney:
		return decimal(strings.Join(strings.Fields(s), ""))
	}
	return strings.Join(strings.Fields(s), " ")
}

// decimal returns the decimal number s without leading zeros before its
// integer part, trailing zeros after its point, or a sign on zero, so
// that equal numbers compare equal; s itself when it is no such number.
func decimal(s string) string {
	neg := strings.HasPrefix(s, "-")
	t := strings.TrimPrefix(s, "-")
	whole, frac, _ := strings.Cut(t, ".")
	if whole == "" || strings.Trim(whole, "0123456789") != "" || strings.Trim(frac, "0123456789") != "" {
		return s
	}
	whole = strings.TrimLeft(whole, "0")
	frac = strings.TrimRight(frac, "0")
	if whole == "" {
		whole = "0"
	}
	out := whole
	if frac != "" {
		out += "." + frac
	}
	if neg && out != "0" {
		out = "-" + out
	}
	return out
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
