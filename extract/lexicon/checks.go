package lexicon

import "strings"

// The check-digit algorithms the identifier schemes share. Each takes the
// normalized number (or its digits) and reports whether it checks.

// allDigits reports whether s is non-empty and all ASCII digits.
func allDigits(s string) bool {
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

// digit returns the value of the ASCII digit s[i].
func digit(s string, i int) int { return int(s[i] - '0') }

// num returns the value of the ASCII digits s (at most 18 of them).
func num(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + digit(s, i)
	}
	return n
}

// weightedSum returns the sum of the digits of s times weights, from the
// left.
func weightedSum(s string, weights ...int) int {
	sum := 0
	for i, w := range weights {
		sum += digit(s, i) * w
	}
	return sum
}

// luhn reports whether the digits s pass the Luhn (mod 10) check: from
// the right, every second digit doubled (less 9 when over 9), the total
// a multiple of 10. ISO/IEC 7812-1 Annex B.
func luhn(s string) bool {
	if !allDigits(s) {
		return false
	}
	sum := 0
	for i := range len(s) {
		d := digit(s, len(s)-1-i)
		if i%2 == 1 {
			if d *= 2; d > 9 {
				d -= 9
			}
		}
		sum += d
	}
	return sum%10 == 0
}

// mod11_10 reports whether the digits s end with their ISO 7064 MOD 11,10
// check digit (the German USt-IdNr and IdNr, the Croatian OIB).
func mod11_10(s string) bool {
	if len(s) < 2 || !allDigits(s) {
		return false
	}
	p := 10
	for i := range len(s) - 1 {
		t := (digit(s, i) + p) % 10
		if t == 0 {
			t = 10
		}
		p = 2 * t % 11
	}
	c := 11 - p
	if c == 10 {
		c = 0
	}
	return c == digit(s, len(s)-1)
}

// baltic11 reports whether the digits s end with the check digit of the
// Estonian and Lithuanian personal codes (and the Estonian registry
// code): the other digits weighted 1 2 3 4 5 6 7 8 9 1 ... sum mod 11;
// when that leaves 10, weighted 3 4 5 6 7 8 9 1 2 3 ...; a second 10
// reads 0.
func baltic11(s string) bool {
	if len(s) < 2 || !allDigits(s) {
		return false
	}
	sum := func(shift int) int {
		t := 0
		for i := range len(s) - 1 {
			t += digit(s, i) * (1 + (i+shift)%9)
		}
		return t % 11
	}
	r := sum(0)
	if r == 10 {
		r = sum(2)
	}
	return r%10 == digit(s, len(s)-1)
}

// mod97 returns s mod 97, where s holds digits and capital letters, each
// letter read as two digits (A=10 … Z=35), as ISO 7064 MOD 97-10 reads
// IBANs; -1 when s holds another character.
func mod97(s string) int {
	r := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			r = (r*10 + int(c-'0')) % 97
		case c >= 'A' && c <= 'Z':
			r = (r*100 + int(c-'A') + 10) % 97
		default:
			return -1
		}
	}
	return r
}

// mod11Check returns the usual "11 minus remainder" check digit of sum:
// 11 − sum mod 11, with 11 read as 0; 10 means no valid digit (-1).
func mod11Check(sum int) int {
	c := 11 - sum%11
	switch c {
	case 11:
		return 0
	case 10:
		return -1
	}
	return c
}

// compact upper-cases s and drops the characters of cut.
func compact(s, cut string) string {
	return strings.Map(func(r rune) rune {
		if strings.ContainsRune(cut, r) {
			return -1
		}
		if r >= 'a' && r <= 'z' {
			return r - 'a' + 'A'
		}
		return r
	}, strings.TrimSpace(s))
}
