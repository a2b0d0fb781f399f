package docgen

import (
	"regexp"
	"strconv"
	"testing"
)

// TestPoa6Numbers checks the numbers the poa6 helpers draw against
// validators written here from the published rules, and the Luhn helper
// against published Swedish numbers.
func TestPoa6Numbers(t *testing.T) {
	for _, tt := range []struct{ nine, want string }{
		{"811218987", "8112189876"}, // Skatteverket's example personnummer
		{"556056625", "5560566258"}, // Ericsson AB's organisationsnummer
	} {
		if got := poa6SELuhn(tt.nine); got != tt.want {
			t.Errorf("poa6SELuhn(%s) = %s, want %s", tt.nine, got, tt.want)
		}
	}
	huOK := func(s string) bool {
		m := regexp.MustCompile(`^(\d{8})-[1-5]-\d\d$`).FindStringSubmatch(s)
		if m == nil {
			return false
		}
		sum := 0
		for i, w := range []int{9, 7, 3, 1, 9, 7, 3, 1} {
			sum += int(m[1][i]-'0') * w
		}
		return sum%10 == 0
	}
	ocrOK := func(s string) bool {
		if !regexp.MustCompile(`^\d{13}$`).MatchString(s) {
			return false
		}
		n, _ := strconv.Atoi(s[11:12])
		return luhnOK(digitsOf(s)) && n == len(s)%10
	}
	for _, tt := range []struct {
		name string
		ok   func(string) bool
		v    string
		want bool
	}{
		{"adószám", huOK, "10773381-2-44", true}, // worked by hand: 9+0+21+7+27+21+24+1 = 110
		{"adószám", huOK, "10773382-2-44", false},
		{"OCR", ocrOK, "1234567890136", true},  // eleven digits, length 3, Luhn 6, worked by hand
		{"OCR", ocrOK, "1234567890133", false}, // wrong check digit
		{"OCR", ocrOK, "1234567890128", false}, // Luhn-valid, wrong length digit
	} {
		if got := tt.ok(tt.v); got != tt.want {
			t.Errorf("%s %s valid = %v, want %v", tt.name, tt.v, got, tt.want)
		}
	}
	w := testWorker(t)
	for seed := uint64(1); seed <= 50; seed++ {
		g := testGen(w, seed)
		if v := g.poa6HUTaxNumber(); !huOK(v) {
			t.Errorf("seed %d: adószám %s fails its check", seed, v)
		}
		if v := g.poa6SEOCR(); !ocrOK(v) {
			t.Errorf("seed %d: OCR %s fails its check", seed, v)
		}
		if v := g.poa6SEOrgNr(); !taxNumberValid("SE", v) {
			t.Errorf("seed %d: organisationsnummer %s fails its check", seed, v)
		}
		if v := g.poa6ATUID(); !taxNumberValid("AT", v) {
			t.Errorf("seed %d: UID %s fails its check", seed, v)
		}
	}
}
