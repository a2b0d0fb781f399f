package lexicon

import (
	"regexp"
	"strings"
)

// ibanFormat is a country's IBAN: its length and the structure of its
// BBAN in the registry's notation (n digits, a capital letters, c
// alphanumerics; "4!n" four digits).
type ibanFormat struct {
	length int
	bban   string
}

// ibanRegistry holds the IBAN formats of the SWIFT IBAN Registry
// (ISO 13616, release 101, https://www.swift.com/standards/data-standards/iban-international-bank-account-number).
var ibanRegistry = map[string]ibanFormat{
	"AD": {24, "4!n4!n12!c"}, "AE": {23, "3!n16!n"}, "AL": {28, "8!n16!c"}, "AT": {20, "5!n11!n"},
	"AZ": {28, "4!a20!c"}, "BA": {20, "3!n3!n8!n2!n"}, "BE": {16, "3!n7!n2!n"}, "BG": {22, "4!a4!n2!n8!c"},
	"BH": {22, "4!a14!c"}, "BI": {27, "5!n5!n11!n2!n"}, "BR": {29, "8!n5!n10!n1!a1!c"}, "BY": {28, "4!c4!n16!c"},
	"CH": {21, "5!n12!c"}, "CR": {22, "4!n14!n"}, "CY": {28, "3!n5!n16!c"}, "CZ": {24, "4!n16!n"},
	"DE": {22, "8!n10!n"}, "DJ": {27, "5!n5!n11!n2!n"}, "DK": {18, "4!n9!n1!n"}, "DO": {28, "4!c20!n"},
	"EE": {20, "2!n14!n"}, "EG": {29, "4!n4!n17!n"}, "ES": {24, "4!n4!n1!n1!n10!n"}, "FI": {18, "3!n11!n"},
	"FK": {18, "2!a12!n"}, "FO": {18, "4!n9!n1!n"}, "FR": {27, "5!n5!n11!c2!n"}, "GB": {22, "4!a6!n8!n"},
	"GE": {22, "2!a16!n"}, "GI": {23, "4!a15!c"}, "GL": {18, "4!n9!n1!n"}, "GR": {27, "3!n4!n16!c"},
	"GT": {28, "4!c20!c"}, "HN": {28, "4!a20!n"}, "HR": {21, "7!n10!n"}, "HU": {28, "3!n4!n1!n15!n1!n"},
	"IE": {22, "4!a6!n8!n"}, "IL": {23, "3!n3!n13!n"}, "IQ": {23, "4!a3!n12!n"}, "IS": {26, "4!n2!n6!n10!n"},
	"IT": {27, "1!a5!n5!n12!c"}, "JO": {30, "4!a4!n18!c"}, "KW": {30, "4!a22!c"}, "KZ": {20, "3!n13!c"},
	"LB": {28, "4!n20!c"}, "LC": {32, "4!a24!c"}, "LI": {21, "5!n12!c"}, "LT": {20, "5!n11!n"},
	"LU": {20, "3!n13!c"}, "LV": {21, "4!a13!c"}, "LY": {25, "3!n3!n15!n"}, "MC": {27, "5!n5!n11!c2!n"},
	"MD": {24, "2!c18!c"}, "ME": {22, "3!n13!n2!n"}, "MK": {19, "3!n10!c2!n"}, "MN": {20, "4!n12!n"},
	"MR": {27, "5!n5!n11!n2!n"}, "MT": {31, "4!a5!n18!c"}, "MU": {30, "4!a2!n2!n12!n3!n3!a"}, "NI": {28, "4!a20!n"},
	"NL": {18, "4!a10!n"}, "NO": {15, "4!n6!n1!n"}, "OM": {23, "3!n16!c"}, "PK": {24, "4!a16!c"},
	"PL": {28, "8!n16!n"}, "PS": {29, "4!a21!c"}, "PT": {25, "4!n4!n11!n2!n"}, "QA": {29, "4!a21!c"},
	"RO": {24, "4!a16!c"}, "RS": {22, "3!n13!n2!n"}, "RU": {33, "9!n5!n15!c"}, "SA": {24, "2!n18!c"},
	"SC": {31, "4!a2!n2!n16!n3!a"}, "SD": {18, "2!n12!n"}, "SE": {24, "3!n16!n1!n"}, "SI": {19, "5!n8!n2!n"},
	"SK": {24, "4!n6!n10!n"}, "SM": {27, "1!a5!n5!n12!c"}, "SO": {23, "4!n3!n12!n"}, "ST": {25, "4!n4!n11!n2!n"},
	"SV": {28, "4!a20!n"}, "TL": {23, "3!n14!n2!n"}, "TN": {24, "2!n3!n13!n2!n"}, "TR": {26, "5!n1!n16!c"},
	"UA": {29, "6!n19!c"}, "VA": {22, "3!n15!n"}, "VG": {24, "4!a16!n"}, "XK": {20, "4!n10!n2!n"},
	"YE": {30, "4!a4!n18!c"},
}

// bbanPatterns are the registry's BBAN structures as regexps.
var bbanPatterns = func() map[string]*regexp.Regexp {
	part := regexp.MustCompile(`(\d+)!([nac])`)
	class := map[string]string{"n": `\d`, "a": `[A-Z]`, "c": `[0-9A-Z]`}
	m := map[string]*regexp.Regexp{}
	for cc, f := range ibanRegistry {
		expr := part.ReplaceAllStringFunc(f.bban, func(p string) string {
			g := part.FindStringSubmatch(p)
			return class[g[2]] + "{" + g[1] + "}"
		})
		m[cc] = regexp.MustCompile(`^` + expr + `$`)
	}
	return m
}()

// ValidIBAN reports whether s (spaces and hyphens ignored, any case) is
// an IBAN: a registered country, that country's length and BBAN
// structure, and the ISO 7064 MOD 97-10 check digits.
func ValidIBAN(s string) bool {
	n := compact(s, " \t\u00a0-")
	if len(n) < 5 || len(n) > 34 {
		return false
	}
	f, ok := ibanRegistry[n[:2]]
	if !ok || len(n) != f.length || !allDigits(n[2:4]) || !bbanPatterns[n[:2]].MatchString(n[4:]) {
		return false
	}
	return mod97(n[4:]+n[:4]) == 1
}

// IBANLength returns the length of an IBAN of country cc (ISO 3166-1
// alpha-2) and whether the country is in the registry.
func IBANLength(cc string) (int, bool) {
	f, ok := ibanRegistry[strings.ToUpper(cc)]
	return f.length, ok
}

// reBIC is the shape of a BIC (ISO 9362): a four-letter institution
// code, the country, a two-character location (its first character not 0
// or 1, its second not the letter O; a second character 0 marks a test
// BIC) and an optional three-character branch.
var reBIC = regexp.MustCompile(`^[A-Z]{4}([A-Z]{2})[A-Z2-9][A-NP-Z0-9](?:[A-Z0-9]{3})?$`)

// ValidBIC reports whether s (spaces ignored, any case) has the shape of
// a BIC (ISO 9362) whose country is an ISO 3166-1 country; a location
// code ending in 0 (a test BIC) is accepted.
func ValidBIC(s string) bool {
	n := compact(s, " \t\u00a0")
	m := reBIC.FindStringSubmatch(n)
	if m == nil {
		return false
	}
	return isoCountries[m[1]]
}

// ibanScheme is the IBAN as a scheme.
var ibanScheme = &Scheme{
	ID: "iban", Kind: SchemeIBAN, CheckDigit: true,
	Names:   []string{"IBAN", "International Bank Account Number", "Code IBAN", "Código IBAN", "Codice IBAN", "Numer IBAN"},
	Printed: regexp.MustCompile(`\b[A-Z]{2}\d{2}(?: ?[0-9A-Z]{4}){2,7}(?: ?[0-9A-Z]{1,3})?\b`),
	Example: "GB82 WEST 1234 5698 7654 32",
	Source:  "ISO 13616-1 and the SWIFT IBAN Registry, release 101 (lengths and BBAN structures; MOD 97-10 check)",
	cut:     " \t\u00a0-",
	valid:   ValidIBAN,
}

// bicScheme is the BIC as a scheme.
var bicScheme = &Scheme{
	ID: "bic", Kind: SchemeBIC, CheckDigit: false,
	Names:   []string{"BIC", "SWIFT", "SWIFT code", "BIC/SWIFT", "Code BIC", "Código BIC", "Codice BIC"},
	Printed: regexp.MustCompile(`\b[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?\b`),
	Example: "DEUTDEFF",
	Source:  "ISO 9362 (business identifier code: 4 letters, ISO 3166-1 country, 2-character location, optional 3-character branch); format and country only",
	cut:     " \t\u00a0",
	valid:   ValidBIC,
}

// ocrDigit and ocrLetter are the letters and digits OCR takes for each
// other in print ("NLO4" for "NL04", "GB8I" for "GB81").
var (
	ocrDigit  = map[byte]byte{'O': '0', '@': '0', 'D': '0', 'Q': '0', 'I': '1', 'L': '1', 'Z': '2', 'S': '5', 'B': '8', 'G': '6', 'T': '7'}
	ocrLetter = map[byte]byte{'0': 'O', '1': 'I', '2': 'Z', '5': 'S', '8': 'B', '6': 'G', '7': 'T'}
)

// RepairIBAN returns s (compact, upper case) with the letters and digits
// OCR confuses put back where its country's BBAN structure wants the
// other (a letter in a digits-only position, a digit in a letters-only
// one), when that makes a valid IBAN; false when s is valid already or
// no such repair makes it valid. The MOD 97-10 check decides.
func RepairIBAN(s string) (string, bool) {
	n := []byte(strings.ToUpper(compact(s, " \t\u00a0-")))
	if len(n) < 5 || ValidIBAN(string(n)) {
		return "", false
	}
	for i := 0; i < 2; i++ {
		if c, ok := ocrLetter[n[i]]; ok {
			n[i] = c
		}
	}
	for i := 2; i < 4; i++ {
		if c, ok := ocrDigit[n[i]]; ok {
			n[i] = c
		}
	}
	f, ok := ibanRegistry[string(n[:2])]
	if !ok || len(n) != f.length {
		return "", false
	}
	classes := bbanClasses(f.bban)
	for i, cl := range classes {
		p := 4 + i
		switch cl {
		case 'n':
			if c, ok := ocrDigit[n[p]]; ok {
				n[p] = c
			}
		case 'a':
			if c, ok := ocrLetter[n[p]]; ok {
				n[p] = c
			}
		}
	}
	if ValidIBAN(string(n)) {
		return string(n), true
	}
	return "", false
}

// bbanClasses returns, position by position, the class (n, a or c) of a
// BBAN structure in the registry's notation.
func bbanClasses(bban string) []byte {
	part := regexp.MustCompile(`(\d+)!([nac])`)
	var out []byte
	for _, m := range part.FindAllStringSubmatch(bban, -1) {
		k := 0
		for _, d := range m[1] {
			k = 10*k + int(d-'0')
		}
		for range k {
			out = append(out, m[2][0])
		}
	}
	return out
}
