package taxdoc

import (
	"strings"

	"github.com/docextract/docextract/extract/lexicon"
)

// vatSchemes are the lexicon's VAT identification numbers: the EU member
// states', Northern Ireland's, GB's, CH's and NO's, each with its form and
// published check digit.
var vatSchemes = func() []*lexicon.Scheme {
	var out []*lexicon.Scheme
	for _, s := range lexicon.Schemes() {
		if s.Kind == lexicon.SchemeVAT {
			out = append(out, s)
		}
	}
	return out
}()

// vatScheme returns the scheme s is a valid VAT number of. Spaces, dots and
// hyphens are ignored.
func vatScheme(s string) (*lexicon.Scheme, bool) {
	s = strings.ToUpper(s)
	for _, sc := range vatSchemes {
		if sc.Valid(s) {
			return sc, true
		}
	}
	return nil, false
}

// ValidVAT reports whether s is a VAT identification number of a country
// the lexicon knows, check digit included.
func ValidVAT(s string) bool {
	_, ok := vatScheme(s)
	return ok
}

// vatCountry returns the ISO country of VAT number s (EL is Greece, XI
// Northern Ireland), or "".
func vatCountry(s string) string {
	if sc, ok := vatScheme(s); ok {
		return sc.Country
	}
	return ""
}
