package lexicon

import (
	"regexp"
	"slices"
	"sort"
	"strings"
)

// SchemeKind is what an identifier scheme identifies.
type SchemeKind string

// The kinds of identifier scheme.
const (
	SchemeVAT             SchemeKind = "vat"              // a VAT identification number, with its country prefix
	SchemeTIN             SchemeKind = "tin"              // a tax number of businesses (or of anyone)
	SchemePersonalTax     SchemeKind = "personal_tax"     // a tax number of individuals
	SchemeCompanyRegister SchemeKind = "company_register" // a company's register number
	SchemeNationalID      SchemeKind = "national_id"      // a person's national identity number
	SchemeIBAN            SchemeKind = "iban"
	SchemeBIC             SchemeKind = "bic"
)

// separators are the characters Normalize drops unless a scheme says
// otherwise: spaces, dots, hyphens, slashes.
const separators = " \t\u00a0.-/"

// Scheme is a national identifier format: what documents call it, how it
// is printed, how to normalize it and whether a value is valid.
type Scheme struct {
	// ID names the scheme: "de_vat", "us_ein", "gb_utr".
	ID string
	// Country is the ISO 3166-1 alpha-2 code of the issuing country.
	Country string
	// Kind says what the number identifies.
	Kind SchemeKind
	// Names are what documents call the number, in every language.
	Names []string
	// Printed matches the number as documents print it, separators
	// included, within text; a match still needs Valid.
	Printed *regexp.Regexp
	// CheckDigit says Valid verifies a published check digit; when false
	// Valid checks the format (and ranges) only.
	CheckDigit bool
	// Example is a valid number, as printed.
	Example string
	// Source names the public description of the format and check.
	Source string

	cut   string              // characters Normalize drops; separators when ""
	fix   func(string) string // applied after dropping separators
	valid func(n string) bool // on the normalized number
}

// Normalize returns s as the scheme's canonical form: upper-cased,
// separators dropped (and, for some schemes, leading zeros or prefixes
// restored, as documented on the scheme).
func (s *Scheme) Normalize(t string) string {
	cut := s.cut
	if cut == "" {
		cut = separators
	}
	n := compact(t, cut)
	if s.fix != nil {
		n = s.fix(n)
	}
	return n
}

// Valid reports whether t, once normalized, has the scheme's format and,
// where CheckDigit is set, its check digit.
func (s *Scheme) Valid(t string) bool {
	n := s.Normalize(t)
	return n != "" && len(n) <= 40 && s.valid(n)
}

// allSchemes is every scheme, built once from the tables.
var allSchemes = func() []*Scheme {
	var out []*Scheme
	out = append(out, vatSchemes()...)
	out = append(out, nationalSchemes...)
	out = append(out, ibanScheme, bicScheme)
	return out
}()

// schemesByCountry indexes allSchemes by country.
var schemesByCountry = func() map[string][]*Scheme {
	m := map[string][]*Scheme{}
	for _, s := range allSchemes {
		m[s.Country] = append(m[s.Country], s)
	}
	return m
}()

// Schemes returns every identifier scheme, VAT numbers first, then the
// national schemes by country, then IBAN and BIC.
func Schemes() []*Scheme { return append([]*Scheme(nil), allSchemes...) }

// SchemesOf returns the schemes of a country (ISO 3166-1 alpha-2; "EL"
// and "UK" are read as GR and GB). IBAN and BIC, which are
// international, have Country "".
func SchemesOf(country string) []*Scheme {
	c := strings.ToUpper(strings.TrimSpace(country))
	switch c {
	case "EL":
		c = "GR"
	case "UK":
		c = "GB"
	}
	return append([]*Scheme(nil), schemesByCountry[c]...)
}

// SchemeByID returns the scheme with the given ID.
func SchemeByID(id string) (*Scheme, bool) {
	for _, s := range allSchemes {
		if s.ID == id {
			return s, true
		}
	}
	return nil, false
}

// Identify returns every scheme whose format and check accept token
// after its Normalize, check-digit schemes first, then by ID. A number
// in a format-only scheme (nine digits are a US SSN as far as the format
// tells) is returned too; weigh it by the scheme's CheckDigit.
func Identify(token string) []*Scheme {
	if len(token) > 64 {
		return nil
	}
	var out []*Scheme
	for _, s := range allSchemes {
		if s.Valid(token) {
			out = append(out, s)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].CheckDigit != out[j].CheckDigit {
			return out[i].CheckDigit
		}
		return out[i].ID < out[j].ID
	})
	return out
}

// matchRe returns a function reporting whether the whole of n matches
// expr.
func matchRe(expr string) func(string) bool {
	re := regexp.MustCompile(`^(?:` + expr + `)$`)
	return re.MatchString
}

// both returns a function reporting whether n passes every test.
func both(tests ...func(string) bool) func(string) bool {
	return func(n string) bool {
		for _, t := range tests {
			if !t(n) {
				return false
			}
		}
		return true
	}
}

// IDStatus is the outcome of CheckIdentifier.
type IDStatus int

// The outcomes of an identifier check.
const (
	// IDUnchecked: no scheme of the kinds asked defines a check digit for
	// the value's format (or none recognises it).
	IDUnchecked IDStatus = iota
	// IDValid: the value has a scheme's format and passes its check.
	IDValid
	// IDInvalid: the value has a check-digit scheme's format and fails
	// its check.
	IDInvalid
)

// CheckIdentifier checks value as an identifier of one of kinds: of
// country's schemes when country (ISO 3166-1 alpha-2) is given, else of
// any country whose prefix the value carries (VAT numbers). It returns
// the scheme that decided, nil when none recognises the value's format.
// A value a check-digit scheme accepts is valid; a value only format-only
// schemes accept is unchecked; a value no scheme accepts that is printed
// in a check-digit scheme's format is invalid.
func CheckIdentifier(value, country string, kinds ...SchemeKind) (*Scheme, IDStatus) {
	v := strings.ToUpper(strings.TrimSpace(value))
	if v == "" || len(v) > 64 {
		return nil, IDUnchecked
	}
	var cands []*Scheme
	for _, s := range allSchemes {
		if !slicesContains(kinds, s.Kind) {
			continue
		}
		if country != "" && s.Country != SchemesCountry(country) && !(s.Kind == SchemeVAT && s.Printed.MatchString(v)) {
			continue
		}
		cands = append(cands, s)
	}
	var unchecked, invalid *Scheme
	for _, s := range cands {
		loc := s.Printed.FindStringIndex(v)
		fits := loc != nil && loc[0] == 0 && loc[1] == len(v)
		valid := s.Valid(v)
		switch {
		case valid && s.CheckDigit:
			return s, IDValid
		case valid && unchecked == nil:
			unchecked = s
		case fits && s.CheckDigit && invalid == nil:
			invalid = s
		}
	}
	if unchecked == nil && invalid != nil {
		return invalid, IDInvalid
	}
	return unchecked, IDUnchecked
}

// SchemesCountry returns country as the schemes' Country holds it: upper
// case, EL and UK read as GR and GB.
func SchemesCountry(country string) string {
	c := strings.ToUpper(strings.TrimSpace(country))
	switch c {
	case "EL":
		return "GR"
	case "UK":
		return "GB"
	}
	return c
}

func slicesContains(kinds []SchemeKind, k SchemeKind) bool {
	for _, x := range kinds {
		if x == k {
			return true
		}
	}
	return false
}

// RepairVAT returns value (a VAT number as printed) with the letters and
// digits OCR confuses put back where a VAT format wants the other ("1T"
// for "IT", "FRO1" for "FR01"), when that makes a VAT number that passes
// its country's check; false when value passes already or no repair does.
func RepairVAT(value string) (string, bool) {
	n := []byte(compact(strings.ToUpper(value), " \t\u00a0.-"))
	if len(n) < 4 || len(n) > 20 {
		return "", false
	}
	if _, st := CheckIdentifier(string(n), "", SchemeVAT); st == IDValid {
		return "", false
	}
	for i := 0; i < 2; i++ {
		if c, ok := ocrLetter[n[i]]; ok {
			n[i] = c
		}
	}
	try := func(b []byte) (string, bool) {
		s, st := CheckIdentifier(string(b), "", SchemeVAT)
		return string(b), s != nil && st == IDValid
	}
	if r, ok := try(n); ok {
		return r, true
	}
	body := append([]byte(nil), n...)
	for i := 2; i < len(body); i++ {
		switch body[i] {
		case 'O', 'D', 'Q':
			body[i] = '0'
		case 'I', 'L':
			body[i] = '1'
		}
	}
	return try(body)
}

// ocrLookalikes are, for each character, the characters OCR reads it as
// or for in print: a digit for a letter and a letter for a digit (a
// scanned S read as 8 or a T as 1 at the end of a PPS number, "59721538"
// for 5972153S).
var ocrLookalikes = map[byte]string{
	'0': "OD", '1': "ILT", '2': "Z", '4': "A", '5': "S", '6': "G", '7': "T", '8': "BS", '9': "J",
	'O': "0", 'D': "0", 'Q': "0", 'I': "1", 'L': "1", 'Z': "2", 'A': "4", 'S': "58", 'G': "6", 'T': "71", 'B': "8", 'J': "9",
}

// maxRepairs is the most characters RepairIdentifier changes.
const maxRepairs = 3

// RepairIdentifier returns value (an identifier as read, spaces and dots
// aside) with the fewest characters OCR confuses swapped for their
// lookalikes ("210234614" for the PPS number "2102346IA") such that a
// check-digit scheme of one of kinds of country accepts it. It reports
// false when value is valid already or a number of a scheme without a
// check, or when no repair, or more than one with as few changes, is
// valid: the check digit decides, never a guess.
func RepairIdentifier(value, country string, kinds ...SchemeKind) (string, bool) {
	n := []byte(compact(strings.ToUpper(value), " \t\u00a0.-/"))
	if len(n) < 4 || len(n) > 20 || country == "" {
		return "", false
	}
	if s, st := CheckIdentifier(string(n), country, kinds...); st == IDValid || s != nil && st == IDUnchecked || !anyCheckDigitScheme(country, kinds) {
		return "", false // valid, or a number of a scheme without a check
	}
	var pos []int
	for i, c := range n {
		if ocrLookalikes[c] != "" {
			pos = append(pos, i)
		}
	}
	for k := 1; k <= maxRepairs && k <= len(pos); k++ {
		var found []string
		var try func(from, left int, b []byte)
		try = func(from, left int, b []byte) {
			if left == 0 {
				if _, st := CheckIdentifier(string(b), country, kinds...); st == IDValid && !slices.Contains(found, string(b)) {
					found = append(found, string(b))
				}
				return
			}
			for p := from; p < len(pos); p++ {
				i := pos[p]
				orig := b[i]
				for _, alt := range []byte(ocrLookalikes[orig]) {
					b[i] = alt
					try(p+1, left-1, b)
				}
				b[i] = orig
			}
		}
		try(0, k, append([]byte(nil), n...))
		switch len(found) {
		case 0:
			continue
		case 1:
			return found[0], true
		}
		return "", false
	}
	return "", false
}

// anyCheckDigitScheme reports whether country has a check-digit scheme of
// one of kinds.
func anyCheckDigitScheme(country string, kinds []SchemeKind) bool {
	for _, s := range allSchemes {
		if s.CheckDigit && s.Country == SchemesCountry(country) && slicesContains(kinds, s.Kind) {
			return true
		}
	}
	return false
}
