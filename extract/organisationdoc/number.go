package organisationdoc

import (
	"regexp"
	"strings"

	"github.com/docextract/docextract/extract/lexicon"
)

// Scheme names a national format of registration numbers.
type Scheme string

// The registration-number formats ParseNumber knows.
const (
	// SchemeUnknown is a labelled number in no format ParseNumber knows.
	SchemeUnknown Scheme = ""
	// SchemeCompaniesHouse is a UK company number: eight digits, or two
	// letters (SC, NI, OC, SO, NC, LP, SL, FC, ...) and six digits.
	SchemeCompaniesHouse Scheme = "gb_companies_house"
	// SchemeUSFile is a US state's entity file number.
	SchemeUSFile Scheme = "us_state_file"
	// SchemeCRO is an Irish Companies Registration Office number.
	SchemeCRO Scheme = "ie_cro"
	// SchemeUEN is a Singapore Unique Entity Number.
	SchemeUEN Scheme = "sg_uen"
	// SchemeKvK is a Dutch Kamer van Koophandel number: eight digits.
	SchemeKvK Scheme = "nl_kvk"
	// SchemeHandelsregister is a German register number: HRA, HRB, GnR,
	// PR, VR or GsR and digits, kept by a local court.
	SchemeHandelsregister Scheme = "de_handelsregister"
	// SchemeCyprus is a Cyprus registrar number: HE (companies), HP
	// (partnerships) or AE (overseas companies) and digits.
	SchemeCyprus Scheme = "cy_registrar"
)

// Number is a registration number read from a document.
type Number struct {
	// Value is the number as printed, with OCR confusions of letters and
	// digits repaired and spaces collapsed: "SC123456", "HRB 772044".
	Value string
	// Scheme is the format the number matched.
	Scheme Scheme
	// Country is the ISO 3166-1 alpha-2 code the format implies; "" when
	// the format alone does not tell (eight digits are GB or NL).
	Country string
	// Court is the register court printed with a German number
	// ("Amtsgericht München"), else "".
	Court string
}

// ukPrefixes are the two-letter prefixes of UK company numbers: companies
// and LLPs of England and Wales, Scotland and Northern Ireland, overseas
// companies, limited partnerships, societies and the like.
var ukPrefixes = map[string]bool{
	"SC": true, "NI": true, "OC": true, "SO": true, "NC": true, "LP": true, "SL": true, "NL": true,
	"FC": true, "SF": true, "NF": true, "GE": true, "GS": true, "GN": true, "IP": true, "SP": true,
	"NP": true, "RC": true, "SR": true, "NR": true, "SE": true, "ES": true, "NO": true, "AC": true,
	"SA": true, "NA": true, "ZC": true, "SZ": true, "NZ": true, "CE": true, "CS": true, "IC": true,
	"SI": true, "NV": true, "PC": true, "R0": true, "BR": true, "FE": true, "GB": true,
}

var (
	reDE     = regexp.MustCompile(`(?i)^(HR\s?[AB]|GnR|PR|VR|GsR)(\s*)(?:Nr\.?\s*)?([0-9OIlSB]{1,6})(\s+[A-Z]{1,2})?\b`)
	reCY     = regexp.MustCompile(`^(HE|ΗΕ|HP|ΗΡ|AE|ΑΕ|H\.E\.)(\s*[-:.]?\s*)([0-9OIlS]{1,6})\b`)
	reGBPref = regexp.MustCompile(`^([A-Z0-9]{2})\s?([0-9OIlSB]{6})\b`)
	reDigits = regexp.MustCompile(`^([0-9OIlSB][0-9OIlSB .-]*[0-9OIlSB])\b|^([0-9])\b`)
	reUEN    = regexp.MustCompile(`^(?:(?:19|20)\d{7}|\d{8}|[TSR]\d{2}[A-Z]{2}\d{4})[A-Z]\b`)
	reUS     = regexp.MustCompile(`^([A-Z]{1,2})?(\d{4,12})(-\d{1,2})?\b`)
	reCourt  = regexp.MustCompile(`(?i)(Amtsgericht|Registergericht)\s+([\p{L}][\p{L}\-]+(?:\s?\((?:[\p{L}]+)\))?)`)
	// reTH is a Thai registration number: an association's or
	// foundation's (a registrar's letter, the number, the Buddhist Era
	// year: "จ.6337/2568") or a juristic person's 13 digits (lexicon's TH
	// register).
	reTH = regexp.MustCompile(`^(?:([ก-ฮ]{1,3}\.)\s?(\d{1,6}/\d{4})|(\d{13}))(?:$|[^\d/])`)
	// reLead is what may stand between a label and its number.
	reLead = regexp.MustCompile(`(?i)^[\s:.#№]*(?:(?:no|nr|number|num)\b\.?[\s:.#]*)?`)
)

// digitFix repairs letters OCR reads for digits.
var digitFix = strings.NewReplacer("O", "0", "o", "0", "I", "1", "l", "1", "S", "5", "B", "8")

// digitFixFolded is digitFix for patterns matched case-insensitively.
var digitFixFolded = strings.NewReplacer("O", "0", "o", "0", "I", "1", "i", "1", "l", "1", "L", "1", "S", "5", "s", "5", "B", "8", "b", "8")

// letterFix repairs digits OCR reads for letters.
var letterFix = strings.NewReplacer("0", "O", "1", "I", "5", "S", "8", "B", "2", "Z")

// ParseNumber reads s, the text printed after a registration-number label,
// as a registration number. country is the jurisdiction when it is known
// (ISO alpha-2, "" otherwise): it decides between formats that share a
// shape, such as eight digits in GB and NL. A number none of the formats
// here places in a country is read in the format of one of the country's
// registers, where it has one (parseRegisterFormat). ParseNumber reports
// false when s does not start with a number.
func ParseNumber(s, country string) (Number, bool) {
	s = withoutLead(s)
	n, ok := parseKnownFormats(s, country)
	if !ok || n.Scheme == SchemeUnknown && n.Country == "" {
		if r, found := parseRegisterFormat(s, country); found && !(ok && withoutSpaces(r.Value) == withoutSpaces(n.Value)) {
			return r, true // not merely n as printed with its spaces ("738 336 205")
		}
	}
	return n, ok
}

// parseKnownFormats reads s, without its lead, in the formats this file
// knows and repairs, and digits otherwise.
func parseKnownFormats(s, country string) (Number, bool) {
	if s == "" {
		return Number{}, false
	}
	// Thirteen digits are Thai only where the jurisdiction is known to be.
	if m := reTH.FindStringSubmatch(s); m != nil && (country == "TH" || country == "" && m[3] == "") {
		return Number{Value: m[1] + m[2] + m[3], Country: "TH"}, true
	}
	if n, ok := parseDE(s); ok {
		return n, true
	}
	if m := reCY.FindStringSubmatch(s); m != nil {
		p := strings.NewReplacer("Η", "H", "Ε", "E", "Ρ", "P", "Α", "A", ".", "").Replace(m[1])
		sep := ""
		if m[2] != "" {
			sep = " "
		}
		if !printedDigits(m[3]) {
			return Number{}, false
		}
		return Number{Value: p + sep + digitFix.Replace(m[3]), Scheme: SchemeCyprus, Country: "CY"}, true
	}
	if m := reUEN.FindString(s); m != "" && (country == "" || country == "SG") {
		return Number{Value: m, Scheme: SchemeUEN, Country: "SG"}, true
	}
	if m := reGBPref.FindStringSubmatch(s); m != nil && (country == "" || country == "GB") {
		p := letterFix.Replace(m[1])
		if p == "RO" {
			p = "R0"
		}
		if ukPrefixes[p] && hasLetter(m[1]+m[2]) && printedDigits(m[2]) {
			return Number{Value: p + digitFix.Replace(m[2]), Scheme: SchemeCompaniesHouse, Country: "GB"}, true
		}
	}
	if country == "US" || country == "" {
		if m := reUS.FindStringSubmatch(s); m != nil && m[1] != "" {
			return Number{Value: m[0], Scheme: SchemeUSFile, Country: "US"}, true
		}
	}
	m := reDigits.FindStringSubmatch(s)
	if m == nil {
		return Number{}, false
	}
	raw := m[1] + m[2]
	d := digitFix.Replace(raw)
	compact := strings.NewReplacer(" ", "", ".", "", "-", "").Replace(d)
	if !allDigits(compact) || 2*digitCount(raw) < len(compact) {
		return Number{}, false
	}
	if len(compact) > 12 {
		// Longer than the common formats: only in a register's own.
		for _, r := range lexicon.RegistersOf(country) {
			if country != "" && r.ValidNumber(compact) {
				return Number{Value: compact, Scheme: SchemeUnknown, Country: country}, true
			}
		}
		return Number{}, false
	}
	// A number printed in groups ("12 34 56 78") is kept compact; one with
	// hyphens (a US file number "1234567-8") as printed.
	v := compact
	if strings.Contains(d, "-") && !strings.Contains(d, " ") {
		v = d
	}
	switch {
	case country == "GB" && len(compact) == 8:
		return Number{Value: v, Scheme: SchemeCompaniesHouse, Country: "GB"}, true
	case country == "NL" && len(compact) == 8:
		return Number{Value: v, Scheme: SchemeKvK, Country: "NL"}, true
	case country == "IE" && len(compact) <= 7:
		return Number{Value: v, Scheme: SchemeCRO, Country: "IE"}, true
	case country == "US" && len(compact) >= 4:
		return Number{Value: v, Scheme: SchemeUSFile, Country: "US"}, true
	case country == "" && len(compact) == 8:
		// GB or NL: the format alone does not tell.
		return Number{Value: v, Scheme: SchemeUnknown}, true
	}
	if len(compact) < 4 && country == "" {
		return Number{}, false
	}
	return Number{Value: v, Scheme: SchemeUnknown}, true
}

// withoutSpaces returns s without its spaces.
func withoutSpaces(s string) string { return strings.ReplaceAll(s, " ", "") }

// maxNumberTokens is how many space-separated parts a register's number
// is printed in at most ("B 123456", "123 456 789").
const maxNumberTokens = 4

// parseRegisterFormat reads the number at the start of s in the format of
// one of country's registers (lexicon.Register.Number, its check digits
// where the register has a scheme): "B 123456" in Luxembourg,
// "2019/123456/07" in South Africa, "2077474-0" in Finland. Its longest
// leading run of parts that has the format wins; nothing is read when the
// country is not known.
func parseRegisterFormat(s, country string) (Number, bool) {
	if country == "" {
		return Number{}, false
	}
	ws := strings.Fields(s)
	for n := min(maxNumberTokens, len(ws)); n >= 1; n-- {
		cand := strings.TrimRight(strings.Join(ws[:n], " "), ".,;")
		for _, r := range lexicon.RegistersOf(country) {
			if r.ValidNumber(cand) {
				return Number{Value: cand, Scheme: SchemeUnknown, Country: country}, true
			}
		}
	}
	return Number{}, false
}

// parseDE reads a German register number at the start of s.
func parseDE(s string) (Number, bool) {
	m := reDE.FindStringSubmatch(s)
	if m == nil || !printedDigits(m[3]) {
		return Number{}, false
	}
	kind := strings.ToUpper(strings.ReplaceAll(m[1], " ", ""))
	switch kind {
	case "GNR":
		kind = "GnR"
	case "GSR":
		kind = "GsR"
	}
	sep := ""
	if m[2] != "" {
		sep = " "
	}
	v := kind + sep + digitFixFolded.Replace(m[3])
	if suf := strings.TrimSpace(m[4]); suf != "" && len(suf) <= 2 && strings.ToUpper(suf) == suf {
		v += " " + suf
	}
	n := Number{Value: v, Scheme: SchemeHandelsregister, Country: "DE"}
	if c := reCourt.FindStringSubmatch(s); c != nil {
		n.Court = c[1] + " " + c[2]
	}
	return n, true
}

// reSelfLabelled finds numbers whose prefix names their register.
var reSelfLabelled = regexp.MustCompile(`\bHR\s?[AB]\s*\d{1,6}\b|\b(?:HE|ΗΕ)\s*\d{3,6}\b`)

// FindNumber returns the first registration number in text that is
// labelled ("Company number 01234567") or names its register by its prefix
// ("HRB 12345", "HE 123456"). Labelled numbers come first.
func FindNumber(text, country string) (Number, bool) {
	// After a registration-number label of the lexicon ("Company No.",
	// "KvK-nummer:"), or from a label that is the number's own prefix
	// ("HRB 12345", "RCS Paris 123 456 789").
	for _, m := range lexicon.FindLabels(text, lexicon.ConceptRegistrationNumber) {
		for _, from := range []int{m.Start, m.End} {
			rest := strings.TrimLeft(text[from:], " \t:.#")
			if i := strings.IndexAny(rest, "\n·|"); i >= 0 {
				rest = rest[:i]
			}
			if n, ok := ParseNumber(rest, country); ok && hasDigitRun(n.Value, 3) {
				if n.Scheme == SchemeHandelsregister && n.Court == "" {
					n.Court = courtIn(text)
				}
				return n, true
			}
		}
	}
	if loc := reSelfLabelled.FindStringIndex(text); loc != nil {
		if n, ok := ParseNumber(text[loc[0]:], country); ok {
			if n.Scheme == SchemeHandelsregister && n.Court == "" {
				n.Court = courtIn(text)
			}
			return n, true
		}
	}
	return Number{}, false
}

// courtIn returns the first register court named in text.
func courtIn(text string) string {
	if c := reCourt.FindStringSubmatch(text); c != nil {
		return c[1] + " " + c[2]
	}
	return ""
}

func allDigits(s string) bool {
	for _, r := range s {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s != ""
}

func hasLetter(s string) bool {
	for _, r := range s {
		if r >= 'A' && r <= 'Z' {
			return true
		}
	}
	return false
}

// hasDigitRun reports whether s holds n digits in a row.
func hasDigitRun(s string, n int) bool {
	run := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			run++
			if run >= n {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// printedDigits reports whether the digits of a number, as printed, are
// digits at least half of the time: letters OCR reads for digits ("SC12345O")
// are repaired, but a number printed without digits ("SCOOOOOO", "HRB SOIL")
// would be made up by the repair.
func printedDigits(raw string) bool {
	return 2*digitCount(raw) >= len(raw)
}

func digitCount(s string) int {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n++
		}
	}
	return n
}

// withoutLead returns s with ASCII digits, without the label or prefix
// it leads with (reLead) and surrounding spaces.
func withoutLead(s string) string {
	return strings.TrimSpace(reLead.ReplaceAllString(strings.TrimSpace(lexicon.ASCIIDigits(s)), ""))
}

// fitsRegister reports whether s, as printed, is a number in the format of
// one of country's registers (lexicon.Register.Number).
func fitsRegister(s, country string) bool {
	_, found := parseRegisterFormat(withoutLead(s), country)
	return found
}
