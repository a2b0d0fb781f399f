package organisationdoc

import (
	"maps"
	"regexp"
	"slices"
	"strings"

	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/postal"
)

// Jurisdiction returns the ISO 3166-1 alpha-2 code of the jurisdiction
// that text (a registry's name, an authority, a certificate's wording)
// points at, or "" when it points nowhere. A US state gives US; the UK's
// registrars for England and Wales, Scotland and Northern Ireland give GB.
// The code of a country named on its own ("Germany", "Singapore") is
// returned as well.
func Jurisdiction(text string) string {
	f := lexicon.Fold(text)
	if f == "" {
		return ""
	}
	if c := postal.CountryCode(f); c != "" {
		return c
	}
	if lexicon.IsUSState(f) {
		return "US"
	}
	score := map[string]int{}
	for _, c := range lexicon.JurisdictionCues() {
		s := f
		if c.Country == "IE" {
			s = reNorthernIreland.ReplaceAllString(f, " ")
		}
		n := len(c.Pattern.FindAllStringIndex(s, 8))
		score[c.Country] += n * c.Weight
	}
	// A registry the lexicon knows, with a country of its own, decides
	// like a register's name among the cues.
	for _, m := range lexicon.FindAuthorities(text) {
		if m.Authority.Kind == lexicon.AuthorityRegistry && m.Authority.Country != "" {
			score[m.Authority.Country] += 5
		}
	}
	best, bestScore := "", 0
	// A fixed order breaks ties the same way every time: the order the
	// cues were first written in, then the others alphabetically.
	order := []string{"GB", "IE", "SG", "NL", "DE", "CY", "US"}
	for _, c := range slices.Sorted(maps.Keys(score)) {
		if !slices.Contains(order, c) {
			order = append(order, c)
		}
	}
	for _, c := range order {
		if score[c] > bestScore {
			best, bestScore = c, score[c]
		}
	}
	return best
}

// jurisdictionValue reads the value of a jurisdiction label ("England and
// Wales", "Delaware", "Singapore", "DE") as an alpha-2 code.
func jurisdictionValue(v string) string {
	v = strings.TrimSpace(v)
	if len(v) == 2 && strings.ToUpper(v) == v {
		switch v {
		case "UK":
			return "GB"
		}
		return v
	}
	return Jurisdiction(v)
}

// reNorthernIreland stops "ireland" of "Northern Ireland" counting for IE.
var reNorthernIreland = regexp.MustCompile(`\bnorthern ireland\b`)
