package accuracy

import (
	"slices"
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

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

// ScoreItems pairs returned line items with expected ones, each used once:
// an item matches when its description is the same under Normalise for
// text (letters folded to ASCII) and its amount the same number.
// Quantities and unit prices are not scored.
func ScoreItems(got, want []Item) PeopleScore {
	s := PeopleScore{Expected: len(want), Returned: len(got)}
	key := func(it Item) string {
		return Normalise(KindText, foldASCII(it.Description)) + "|" + Normalise(KindMoney, it.Amount)
	}
	left := make([]string, len(want))
	for i, it := range want {
		left[i] = key(it)
	}
	exact := len(got) == len(want)
	for i, it := range got {
		k := key(it)
		if j := slices.Index(left, k); j >= 0 {
			s.Matched++
			left[j] = ""
		}
		if exact && (it.Description != want[i].Description || it.Amount != want[i].Amount) {
			exact = false
		}
	}
	s.Exact = exact
	return s
}
