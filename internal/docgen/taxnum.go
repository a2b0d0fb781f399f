package docgen

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"
)

// Tax and account numbers of the dev and holdout layouts, each with the
// check digits its issuer uses, so that a reader which validates numbers
// is not misled by the generator.

// gbUTR returns a UK Unique Taxpayer Reference: nine digits and, in front,
// the check digit "21987654321"[Σ dᵢ·wᵢ mod 11] with weights 6, 7, 8, 9,
// 10, 5, 4, 3, 2.
func (g *gen) gbUTR() string {
	d := make([]int, 9)
	for i := range d {
		d[i] = g.r.IntN(10)
	}
	w := []int{6, 7, 8, 9, 10, 5, 4, 3, 2}
	s := 0
	for i, v := range d {
		s += v * w[i]
	}
	return string("21987654321"[s%11]) + digitString(d)
}

// gbVAT returns a UK VAT registration number of the modulus 97 series:
// seven digits weighted 8..2 plus the two check digits sum to a multiple
// of 97.
func (g *gen) gbVAT() string {
	d := g.digits(7)
	s := 0
	for i, v := range d {
		s += v * (8 - i)
	}
	return fmt.Sprintf("%s%02d", digitString(d), (97-s%97)%97)
}

// iePPS returns an Irish PPS number (or tax reference number): seven
// digits, a check letter (Σ dᵢ·(8..2) + 9·second letter, mod 23, W for 0)
// and, when second is not 0, the second letter (A = 1 ... W = 23 ≡ 0).
func iePPSFrom(d []int, second byte) string {
	s := 0
	for i, v := range d {
		s += v * (8 - i)
	}
	if second != 0 && second != 'W' {
		s += 9 * int(second-'A'+1)
	}
	out := digitString(d) + string("WABCDEFGHIJKLMNOPQRSTUV"[s%23])
	if second != 0 {
		out += string(second)
	}
	return out
}

func (g *gen) iePPS() string {
	return iePPSFrom(g.digits(7), pick(g.r, []byte{0, 0, 'A'}))
}

// ieTRN returns an Irish company tax reference number, which shares the
// PPS number's check letter and ends in a second letter.
func (g *gen) ieTRN() string { return iePPSFrom(g.digits(7), pick(g.r, []byte{'A', 'H'})) }

// deIdNr returns a German steuerliche Identifikationsnummer: ten digits,
// the first not 0, in which exactly one digit occurs twice and one not at
// all, then an ISO 7064 MOD 11,10 check digit.
func (g *gen) deIdNr() string {
	for {
		perm := g.r.Perm(10)[:9] // nine different digits
		d := append(slicesClone(perm), perm[g.r.IntN(9)])
		g.r.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
		if d[0] == 0 {
			continue
		}
		return digitString(append(d, mod1110(d)))
	}
}

func slicesClone(s []int) []int { return append([]int(nil), s...) }

// mod1110 is the ISO 7064 MOD 11,10 check digit of d.
func mod1110(d []int) int {
	p := 10
	for _, v := range d {
		s := (v + p) % 10
		if s == 0 {
			s = 10
		}
		p = 2 * s % 11
	}
	c := 11 - p
	if c == 10 {
		c = 0
	}
	return c
}

// frSPI returns a French numéro fiscal (SPI): ten digits, the first 0 to
// 3, and a three-digit key, the ten digits modulo 511.
func (g *gen) frSPI() string {
	d := make([]int, 10)
	d[0] = g.r.IntN(4)
	for i := 1; i < 10; i++ {
		d[i] = g.r.IntN(10)
	}
	n, _ := strconv.ParseInt(digitString(d), 10, 64)
	return fmt.Sprintf("%s%03d", digitString(d), n%511)
}

// usEIN returns an Employer Identification Number whose two-digit prefix
// is one the IRS assigns (campus and Internet prefixes).
func (g *gen) usEIN() string {
	prefix := pick(g.r, []string{"20", "26", "27", "30", "32", "35", "36", "37", "38", "45", "46", "47", "61", "81", "82", "83", "84", "85", "86", "87", "88", "92", "93"})
	return prefix + "-" + g.fill("9999999")
}

// nlBtwID returns the btw-identificatienummer of a Dutch sole trader (since
// 2020): NL, nine digits, B and two digits such that the whole, read with
// N = 23, L = 21, B = 11, is 1 modulo 97.
func (g *gen) nlBtwID() string {
	d := digitString(g.digits(9))
	for {
		cc := 2 + g.r.IntN(97)
		if cc > 99 {
			continue
		}
		s := fmt.Sprintf("NL%sB%02d", d, cc)
		if mod97(s) == 1 {
			return s
		}
	}
}

// nlBSN returns nine digits passing the Dutch 11-proef (Σ dᵢ·(9..2) − d₉
// ≡ 0 mod 11), the form of a burgerservicenummer and of an RSIN.
func (g *gen) nlBSN() string {
	for {
		d := g.digits(8)
		s := 0
		for i, v := range d {
			s += v * (9 - i)
		}
		if c := s % 11; c < 10 {
			return digitString(append(d, c))
		}
	}
}

// esNIF returns a Spanish NIF of a person: eight digits and the letter of
// their remainder modulo 23.
func (g *gen) esNIF() string {
	d := digitString(g.digits(8))
	n, _ := strconv.Atoi(d)
	return d + string("TRWAGMYFPDXBNJZSQVHLCKE"[n%23])
}

// plIDCard returns a Polish identity card number: three letters and six
// digits of which the first is the check digit (weights 7, 3, 1, –, 7, 3,
// 1, 7, 3; letters count A = 10 ... Z = 35).
func (g *gen) plIDCard() string {
	s := []byte(g.fill("AAA") + "0" + g.fill("99999"))
	w := []int{7, 3, 1, 0, 7, 3, 1, 7, 3}
	sum := 0
	for i, c := range s {
		sum += w[i] * charValue(c)
	}
	s[3] = byte('0' + sum%10)
	return string(s)
}

func charValue(c byte) int {
	if c >= 'A' && c <= 'Z' {
		return int(c-'A') + 10
	}
	return int(c - '0')
}

// mod97 reads s with letters as 10..35 and returns it modulo 97 (ISO 7064
// MOD 97-10, as IBANs use).
func mod97(s string) int {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		b.WriteString(strconv.Itoa(charValue(s[i])))
	}
	n, _ := new(big.Int).SetString(b.String(), 10)
	return int(new(big.Int).Mod(n, big.NewInt(97)).Int64())
}

// iban returns the IBAN of country cc and BBAN bban, with its check digits.
func iban(cc, bban string) string {
	return fmt.Sprintf("%s%02d%s", cc, 98-mod97(bban+cc+"00"), bban)
}

// groupIBAN prints an IBAN in groups of four.
func groupIBAN(s string) string {
	var parts []string
	for len(s) > 4 {
		parts = append(parts, s[:4])
		s = s[4:]
	}
	return strings.Join(append(parts, s), " ")
}

// frRIB returns a French BBAN: bank, branch, account and the RIB key
// 97 − (89·bank + 15·branch + 3·account) mod 97.
func (g *gen) frRIB() string {
	bank, branch, acct := g.fill("99999"), g.fill("99999"), g.fill("99999999999")
	b, _ := strconv.ParseInt(bank, 10, 64)
	br, _ := strconv.ParseInt(branch, 10, 64)
	a, _ := strconv.ParseInt(acct, 10, 64)
	key := 97 - (89*b+15*br+3*(a%97))%97
	return fmt.Sprintf("%s%s%s%02d", bank, branch, acct, key)
}

// esCCC returns a Spanish BBAN (entity, office, two control digits,
// account), the control digits weighted 1, 2, 4, 8, 5, 10, 9, 7, 3, 6.
func (g *gen) esCCC() string {
	dc := func(s string) int {
		w := []int{1, 2, 4, 8, 5, 10, 9, 7, 3, 6}
		sum := 0
		for i := 0; i < len(s); i++ {
			sum += int(s[i]-'0') * w[i]
		}
		c := 11 - sum%11
		switch c {
		case 11:
			return 0
		case 10:
			return 1
		}
		return c
	}
	eo, acct := g.fill("99999999"), g.fill("9999999999")
	return fmt.Sprintf("%s%d%d%s", eo, dc("00"+eo), dc(acct), acct)
}
