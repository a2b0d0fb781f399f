package taxdoc

import (
	"strconv"
	"strings"
)

// vatCountry maps a VAT prefix to its ISO country (EL is Greece, XI
// Northern Ireland, ATU Austria).
func vatCountry(prefix string) string {
	switch prefix {
	case "EL":
		return "GR"
	case "XI":
		return "GB"
	case "ATU":
		return "AT"
	}
	return prefix
}

// ValidVAT reports whether s is a VAT identification number: a country
// prefix and a body of that country's form, checked with the country's
// published check digit where it has one (AT, BE, DE, DK, ES, FI, FR, GB,
// IE, IT, LU, NL, PL, PT, SE). Spaces, dots and hyphens are ignored.
func ValidVAT(s string) bool {
	s = strings.ToUpper(s)
	s = strings.NewReplacer(" ", "", ".", "", "-", "").Replace(s)
	if len(s) < 4 {
		return false
	}
	cc, b := s[:2], s[2:]
	all := func(s string, n ...int) bool {
		ok := false
		for _, k := range n {
			ok = ok || len(s) == k
		}
		return ok && isDigits(s)
	}
	switch cc {
	case "AT":
		return len(b) == 9 && b[0] == 'U' && isDigits(b[1:]) && atCheck(b[1:])
	case "BE":
		if len(b) == 9 {
			b = "0" + b
		}
		return all(b, 10) && (b[0] == '0' || b[0] == '1') && mod97(b[:8])+atoi(b[8:]) == 97
	case "DE":
		return all(b, 9) && b[0] != '0' && deCheck(b)
	case "DK":
		return all(b, 8) && b[0] != '0' && weighted(b, []int{2, 7, 6, 5, 4, 3, 2, 1})%11 == 0
	case "ES":
		return esCheck(b)
	case "FI":
		return all(b, 8) && fiCheck(b)
	case "FR":
		return len(b) == 11 && isDigits(b[2:]) && frCheck(b)
	case "GB", "XI":
		return all(b, 9, 12) && gbCheck(b[:9])
	case "IE":
		return ieCheck(b)
	case "IT":
		return all(b, 11) && luhn(b)
	case "LU":
		return all(b, 8) && atoi(b[:6])%89 == atoi(b[6:])
	case "NL":
		if i := strings.IndexByte(b, 'B'); i > 0 && i < 9 {
			b = strings.Repeat("0", 9-i) + b
		}
		return len(b) == 12 && isDigits(b[:9]) && b[9] == 'B' && isDigits(b[10:]) && nlCheck(b)
	case "PL":
		return all(b, 10) && plCheck(b)
	case "PT":
		return all(b, 9) && ptCheck(b)
	case "SE":
		return all(b, 12) && b[10:] == "01" && luhn(b[:10])
	// Pattern only: no published check digit implemented.
	case "BG":
		return all(b, 9, 10)
	case "CY":
		return len(b) == 9 && isDigits(b[:8]) && isUpper(b[8])
	case "CZ":
		return all(b, 8, 9, 10)
	case "EE", "EL", "GR":
		return all(b, 9)
	case "HR":
		return all(b, 11)
	case "HU", "MT":
		return all(b, 8)
	case "LT":
		return all(b, 9, 12)
	case "LV":
		return all(b, 11)
	case "RO":
		return len(b) >= 2 && len(b) <= 10 && isDigits(b)
	case "SI":
		return all(b, 8)
	case "SK":
		return all(b, 10)
	}
	return false
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func isUpper(b byte) bool { return b >= 'A' && b <= 'Z' }

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

func mod97(s string) int { return atoi(s) % 97 }

func weighted(s string, w []int) int {
	sum := 0
	for i, k := range w {
		sum += int(s[i]-'0') * k
	}
	return sum
}

// luhn is the Luhn check over all digits of s.
func luhn(s string) bool {
	sum := 0
	for i := range len(s) {
		d := int(s[len(s)-1-i] - '0')
		if i%2 == 1 {
			d *= 2
			if d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return sum%10 == 0
}

// atCheck: Austrian UID, U + 8 digits.
func atCheck(b string) bool {
	sum := 0
	for i := range 7 {
		d := int(b[i] - '0')
		if i%2 == 1 {
			d *= 2
			d = d/10 + d%10
		}
		sum += d
	}
	return (10-(sum+4)%10)%10 == int(b[7]-'0')
}

// deCheck: ISO 7064 MOD 11,10.
func deCheck(b string) bool {
	p := 10
	for i := range 8 {
		s := (int(b[i]-'0') + p) % 10
		if s == 0 {
			s = 10
		}
		p = (2 * s) % 11
	}
	c := 11 - p
	if c == 10 {
		c = 0
	}
	return c == int(b[8]-'0')
}

func fiCheck(b string) bool {
	r := weighted(b, []int{7, 9, 10, 5, 8, 4, 2}) % 11
	if r == 1 {
		return false
	}
	c := 0
	if r != 0 {
		c = 11 - r
	}
	return c == int(b[7]-'0')
}

// frCheck: two-character key then the 9-digit SIREN (itself Luhn-valid).
// Numeric keys are (12 + 3·(SIREN mod 97)) mod 97; alphabetic keys (new
// style) are accepted on the SIREN's check alone.
func frCheck(b string) bool {
	key, siren := b[:2], b[2:]
	if !luhn(siren) && siren[:3] != "356" { // La Poste's SIRENs are exempt
		return false
	}
	if isDigits(key) {
		return atoi(key) == (12+3*(atoi(siren)%97))%97
	}
	return true
}

// gbCheck: weights 8..2 over seven digits plus the two check digits; the
// total is 0 mod 97 (old numbers) or 0 after adding 55 (numbers from 2010).
func gbCheck(b string) bool {
	sum := weighted(b, []int{8, 7, 6, 5, 4, 3, 2}) + atoi(b[7:9])
	return sum%97 == 0 || (sum+55)%97 == 0
}

// ieCheck: 7 digits and a check letter (and an optional second letter
// that takes weight 9), or the old form with a letter or symbol second.
func ieCheck(b string) bool {
	if len(b) == 8 && isDigits(b[:1]) && (isUpper(b[1]) || b[1] == '+' || b[1] == '*') && isDigits(b[2:7]) && isUpper(b[7]) {
		// Old style: d X ddddd C → 0ddddd d C.
		b = "0" + b[2:7] + b[:1] + b[7:]
	}
	if (len(b) != 8 && len(b) != 9) || !isDigits(b[:7]) || !isUpper(b[7]) {
		return false
	}
	sum := weighted(b, []int{8, 7, 6, 5, 4, 3, 2})
	if len(b) == 9 {
		if !isUpper(b[8]) {
			return false
		}
		if b[8] != 'W' {
			sum += int(b[8]-'A'+1) * 9
		}
	}
	return "WABCDEFGHIJKLMNOPQRSTUV"[sum%23] == b[7]
}

// nlCheck: the old mod-11 check of the 9 digits, or ISO 7064 mod 97 over
// "NL" and the whole body (numbers issued since 2020).
func nlCheck(b string) bool {
	sum := weighted(b, []int{9, 8, 7, 6, 5, 4, 3, 2})
	if sum%11 != 10 && sum%11 == int(b[8]-'0') {
		return true
	}
	// ISO 7064 mod 97-10 over letters converted to numbers (A=10).
	var sb strings.Builder
	for _, r := range "NL" + b {
		if r >= 'A' && r <= 'Z' {
			sb.WriteString(strconv.Itoa(int(r-'A') + 10))
		} else {
			sb.WriteRune(r)
		}
	}
	rem := 0
	for _, r := range sb.String() {
		rem = (rem*10 + int(r-'0')) % 97
	}
	return rem == 1
}

func plCheck(b string) bool {
	c := weighted(b, []int{6, 5, 7, 2, 3, 4, 5, 6, 7}) % 11
	return c != 10 && c == int(b[9]-'0')
}

func ptCheck(b string) bool {
	c := 11 - weighted(b, []int{9, 8, 7, 6, 5, 4, 3, 2})%11
	if c > 9 {
		c = 0
	}
	return c == int(b[8]-'0')
}

// esCheck: Spanish NIF/CIF. A natural person's NIF (8 digits + letter, or
// X/Y/Z/K/L/M + 7 digits + letter) ends with the mod-23 letter; a company's
// CIF (letter + 7 digits + check) ends with a digit or letter from a Luhn
// variant.
func esCheck(b string) bool {
	if len(b) != 9 {
		return false
	}
	const letters = "TRWAGMYFPDXBNJZSQVHLCKE"
	first, last := b[0], b[8]
	switch {
	case isDigits(b[:8]) && isUpper(last):
		return letters[atoi(b[:8])%23] == last
	case strings.IndexByte("XYZ", first) >= 0 && isDigits(b[1:8]) && isUpper(last):
		n := atoi(string(rune('0'+strings.IndexByte("XYZ", first))) + b[1:8])
		return letters[n%23] == last
	case strings.IndexByte("KLM", first) >= 0 && isDigits(b[1:8]) && isUpper(last):
		return letters[atoi(b[1:8])%23] == last
	case strings.IndexByte("ABCDEFGHJNPQRSUVW", first) >= 0 && isDigits(b[1:8]):
		sum := 0
		for i := 1; i < 8; i++ {
			d := int(b[i] - '0')
			if i%2 == 1 {
				d *= 2
				d = d/10 + d%10
			}
			sum += d
		}
		c := (10 - sum%10) % 10
		switch {
		case isDigits(b[8:]):
			return int(last-'0') == c
		default:
			return "JABCDEFGHI"[c] == last
		}
	}
	return false
}
