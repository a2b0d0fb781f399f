package accuracy

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

// PeopleScore is how the names of a returned significant_people list
// compare with the expected ones.
type PeopleScore struct {
	Expected int  `json:"expected"` // names expected
	Returned int  `json:"returned"` // names returned
	Matched  int  `json:"matched"`  // returned names that pair with an expected one
	Exact    bool `json:"exact"`    // the same names, byte for byte, in any order
}

// F1 is the harmonic mean of the name recall and precision; 1 when both
// lists are empty.
func (s PeopleScore) F1() float64 {
	if s.Expected+s.Returned == 0 {
		return 1
	}
	return 2 * float64(s.Matched) / float64(s.Expected+s.Returned)
}

// ScorePeople pairs returned names with expected ones, each used once.
// Names match under Normalise for names, also after folding letters to
// ASCII (Günther, Gunther), because the list carries no accepted spellings.
// Roles and addresses are not scored.
func ScorePeople(got, want []Person) PeopleScore {
	s := PeopleScore{Expected: len(want), Returned: len(got)}
	left := make([]string, len(want))
	var wantExact, gotExact []string
	for i, p := range want {
		left[i] = personKey(p.Name)
		wantExact = append(wantExact, p.Name)
	}
	for _, p := range got {
		gotExact = append(gotExact, p.Name)
		k := personKey(p.Name)
		if i := slices.Index(left, k); i >= 0 && k != "" {
			s.Matched++
			left[i] = "" // used
		}
	}
	slices.Sort(wantExact)
	slices.Sort(gotExact)
	s.Exact = slices.Equal(wantExact, gotExact)
	return s
}

// personKey is a person's name normalised and folded to ASCII letters.
func personKey(name string) string {
	return Normalise(KindName, foldASCII(name))
}

// foldASCII drops diacritics and spells out the letters that have no
// decomposition (ø, æ, þ, ...), as ICAO transliteration does.
func foldASCII(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		switch unicode.ToLower(r) {
		case 'ø':
			b.WriteString("o")
		case 'æ':
			b.WriteString("ae")
		case 'œ':
			b.WriteString("oe")
		case 'þ':
			b.WriteString("th")
		case 'ð', 'đ':
			b.WriteString("d")
		case 'ł':
			b.WriteString("l")
		case 'ß':
			b.WriteString("ss")
		case 'ı':
			b.WriteString("i")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
