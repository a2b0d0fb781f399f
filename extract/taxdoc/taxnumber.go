package taxdoc

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/lexicon"
)

// NumberKind names the scheme of a tax number.
type NumberKind string

// The tax-number schemes recognised.
const (
	KindEIN  NumberKind = "ein"  // US employer identification number NN-NNNNNNN
	KindSSN  NumberKind = "ssn"  // US social security number NNN-NN-NNNN, possibly masked
	KindITIN NumberKind = "itin" // US individual taxpayer identification number 9NN-NN-NNNN
	KindUTR  NumberKind = "utr"  // UK unique taxpayer reference, 10 digits
	KindNINO NumberKind = "nino" // UK national insurance number AB123456C
	KindVAT  NumberKind = "vat"  // EU (and GB) VAT number with country prefix
	KindTIN  NumberKind = "tin"  // another tax identification number, after a label
)

// Number is a tax number found in a text, at s[Start:End].
type Number struct {
	Kind NumberKind
	// Value is the number as printed, with outer spaces trimmed.
	Value string
	// Country is the ISO 3166-1 alpha-2 code of the scheme.
	Country    string
	Start, End int
}

var (
	reSSN       = regexp.MustCompile(`\b(\d{3})[- ](\d{2})[- ](\d{4})\b`)
	reSSNMasked = regexp.MustCompile(`(?i)(?:[x*•]{3}|\b\d{3})[- ]?[x*•]{2}[- ]?\d{4}\b`)
	reEIN       = regexp.MustCompile(`\b(\d{2})-(\d{7})\b`)
	reNINO      = regexp.MustCompile(`(?i)\b([A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]) ?(\d{2}) ?(\d{2}) ?(\d{2}) ?([A-D])\b`)
	reUTR       = regexp.MustCompile(`\b(\d{5}) ?(\d{5})\b`)
	reVAT       = regexp.MustCompile(`\b(ATU|AT|BE|BG|CY|CZ|DE|DK|EE|EL|GR|ES|FI|FR|GB|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|XI)[ -]?([0-9A-Z][0-9A-Z .-]{1,16}[0-9A-Z])\b`)
	reTINValue  = regexp.MustCompile(`^[A-Z]{0,6}[0-9][0-9A-Z /.-]{3,20}[0-9A-Z]`)
)

// FindNumbers returns the tax numbers in s, in order, without overlaps:
// checksum-valid VAT numbers, NINOs, US SSN/ITIN (masked or not) and EIN,
// UTRs and generic numbers after a tax-number label.
func FindNumbers(s string) []Number {
	var out []Number
	add := func(n Number) {
		for _, o := range out {
			if n.Start < o.End && n.End > o.Start {
				return
			}
		}
		out = append(out, n)
	}
	for _, m := range reVAT.FindAllStringSubmatchIndex(s, -1) {
		// Try the longest body first, then shorter (a trailing word may
		// have been swallowed).
		body := s[m[4]:m[5]]
		for end := len(body); end > 0; end-- {
			if end < len(body) && !isSep(body[end]) {
				continue
			}
			cand := s[m[2]:m[3]] + body[:end]
			if ValidVAT(cand) {
				add(Number{Kind: KindVAT, Value: strings.TrimSpace(s[m[0] : m[4]+end]), Country: vatCountry(cand), Start: m[0], End: m[4] + end})
				break
			}
		}
	}
	for _, m := range reNINO.FindAllStringSubmatchIndex(s, -1) {
		if v := s[m[0]:m[1]]; ValidNINO(v) {
			add(Number{Kind: KindNINO, Value: v, Country: "GB", Start: m[0], End: m[1]})
		}
	}
	for _, m := range reSSN.FindAllStringSubmatchIndex(s, -1) {
		v := s[m[0]:m[1]]
		k := KindSSN
		if IsITIN(v) {
			k = KindITIN
		} else if !ValidSSN(v) {
			continue
		}
		add(Number{Kind: k, Value: v, Country: "US", Start: m[0], End: m[1]})
	}
	for _, m := range reSSNMasked.FindAllStringIndex(s, -1) {
		if m[0] > 0 && isWordByte(s[m[0]-1]) {
			continue
		}
		add(Number{Kind: KindSSN, Value: s[m[0]:m[1]], Country: "US", Start: m[0], End: m[1]})
	}
	for _, m := range reEIN.FindAllStringSubmatchIndex(s, -1) {
		if ValidEIN(s[m[0]:m[1]]) {
			add(Number{Kind: KindEIN, Value: s[m[0]:m[1]], Country: "US", Start: m[0], End: m[1]})
		}
	}
	// A number after a tax or VAT number label of the lexicon.
	for _, m := range lexicon.FindLabels(s, lexicon.ConceptTaxNumber, lexicon.ConceptVATNumber) {
		at := m.End + len(s[m.End:]) - len(strings.TrimLeft(s[m.End:], " \t:.#"))
		rest := s[at:]
		v := reTINValue.FindString(asciiUpper(rest))
		if v == "" || !hasDigits(v, 5) {
			continue
		}
		v = strings.TrimRight(trimWordsWithoutDigits(strings.TrimSpace(rest[:len(v)])), ".,;:/- ")
		k, c := KindTIN, ""
		if utrLabel(m.Text) {
			if d := digitsOf(v); len(d) == 10 {
				k, c = KindUTR, "GB"
			}
		}
		add(Number{Kind: k, Value: v, Country: c, Start: at, End: at + len(v)})
	}
	for _, m := range reUTR.FindAllStringSubmatchIndex(s, -1) {
		// A bare ten-digit number is a UTR only next to a UTR label, which
		// the label pass above handled; here only "12345 67890" with its
		// typical space is taken.
		if strings.Contains(s[m[0]:m[1]], " ") && strings.Contains(strings.ToLower(s), "utr") {
			add(Number{Kind: KindUTR, Value: s[m[0]:m[1]], Country: "GB", Start: m[0], End: m[1]})
		}
	}
	sortNumbers(out)
	return out
}

// utrLabel reports whether label names HMRC's Unique Taxpayer Reference:
// one of the names the lexicon gives the scheme, or a label qualified by
// its short name ("Corporation Tax UTR").
func utrLabel(label string) bool {
	utr, ok := lexicon.SchemeByID("gb_utr")
	if !ok {
		return false
	}
	f := lexicon.Fold(label)
	for _, n := range utr.Names {
		if fn := lexicon.Fold(n); f == fn || strings.HasSuffix(f, " "+fn) && !strings.Contains(fn, " ") {
			return true
		}
	}
	return false
}

func sortNumbers(ns []Number) {
	for i := 1; i < len(ns); i++ {
		for j := i; j > 0 && ns[j].Start < ns[j-1].Start; j-- {
			ns[j], ns[j-1] = ns[j-1], ns[j]
		}
	}
}

// asciiUpper upper-cases ASCII letters only, keeping byte offsets.
func asciiUpper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

func isWordByte(b byte) bool {
	return b == '_' || b == '*' || (b >= '0' && b <= '9') || (b >= 'a' && b <= 'z') || (b >= 'A' && b <= 'Z')
}

// trimWordsWithoutDigits drops trailing words that hold no digit ("123456
// PLEASE QUOTE" gives "123456").
func trimWordsWithoutDigits(v string) string {
	f := strings.Fields(v)
	for len(f) > 1 && !strings.ContainsAny(f[len(f)-1], "0123456789") {
		f = f[:len(f)-1]
	}
	return strings.Join(f, " ")
}

func isSep(b byte) bool { return b == ' ' || b == '.' || b == '-' }

func hasDigits(s string, n int) bool { return len(digitsOf(s)) >= n }

func digitsOf(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// ValidSSN reports whether s (NNN-NN-NNNN, separators optional) is a
// possible social security number: area not 000, 666 or 9xx, group not
// 00, serial not 0000.
func ValidSSN(s string) bool {
	d := digitsOf(s)
	if len(d) != 9 || len(d) != countAlnum(s) {
		return false
	}
	return d[:3] != "000" && d[:3] != "666" && d[0] != '9' && d[3:5] != "00" && d[5:] != "0000"
}

// IsITIN reports whether s is an individual taxpayer identification
// number: 9NN-NN-NNNN with a middle group in 50–65, 70–88, 90–92 or 94–99.
func IsITIN(s string) bool {
	d := digitsOf(s)
	if len(d) != 9 || len(d) != countAlnum(s) || d[0] != '9' {
		return false
	}
	g := int(d[3]-'0')*10 + int(d[4]-'0')
	return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94
}

// einPrefixes are the campus prefixes the IRS assigns to EINs.
var einPrefixes = "01 02 03 04 05 06 10 11 12 13 14 15 16 20 21 22 23 24 25 26 27 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 68 71 72 73 74 75 76 77 80 81 82 83 84 85 86 87 88 90 91 92 93 94 95 98 99"

// ValidEIN reports whether s (NN-NNNNNNN) has a prefix the IRS assigns.
func ValidEIN(s string) bool {
	d := digitsOf(s)
	if len(d) != 9 || len(d) != countAlnum(s) {
		return false
	}
	return strings.Contains(" "+einPrefixes+" ", " "+d[:2]+" ")
}

// ValidNINO reports whether s is a UK national insurance number: two
// prefix letters (not D, F, I, Q, U, V; second not O; not BG, GB, KN, NK,
// NT, TN, ZZ), six digits and a suffix A–D. Spaces are ignored.
func ValidNINO(s string) bool {
	s = strings.ToUpper(strings.ReplaceAll(s, " ", ""))
	if len(s) != 9 {
		return false
	}
	p := s[:2]
	if strings.ContainsAny(p, "DFIQUV") || p[1] == 'O' {
		return false
	}
	switch p {
	case "BG", "GB", "KN", "NK", "NT", "TN", "ZZ":
		return false
	}
	for _, r := range s[2:8] {
		if r < '0' || r > '9' {
			return false
		}
	}
	return s[8] >= 'A' && s[8] <= 'D'
}

func countAlnum(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			n++
		}
	}
	return n
}

// ParseNumber reads s as exactly one tax number (outer spaces and
// punctuation ignored).
func ParseNumber(s string) (Number, bool) {
	t := strings.Trim(s, " \t:;,.")
	for _, n := range FindNumbers(t) {
		if n.Start == 0 && n.End == len(t) {
			return n, true
		}
	}
	return Number{}, false
}
