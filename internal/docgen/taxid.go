package docgen

import (
	"fmt"
	"strconv"
)

// digits draws n random digits, the first not zero.
func (g *gen) digits(n int) []int {
	d := make([]int, n)
	for i := range d {
		d[i] = g.r.IntN(10)
	}
	if d[0] == 0 {
		d[0] = 1 + g.r.IntN(9)
	}
	return d
}

func digitString(d []int) string {
	b := make([]byte, len(d))
	for i, v := range d {
		b[i] = byte('0' + v)
	}
	return string(b)
}

// vatDE returns a German USt-IdNr: 8 digits and an ISO 7064 MOD 11,10 check digit.
func (g *gen) vatDE() string {
	for {
		d := g.digits(8)
		p := 10
		for _, v := range d {
			s := (v + p) % 10
			if s == 0 {
				s = 10
			}
			p = (2 * s) % 11
		}
		c := 11 - p
		if c == 10 {
			continue // no valid check digit for this stem
		}
		if c == 11 {
			c = 0
		}
		return "DE" + digitString(append(d, c))
	}
}

// luhnDigit is the digit that makes d Luhn-valid when appended.
func luhnDigit(d []int) int {
	sum := 0
	for i := len(d) - 1; i >= 0; i-- {
		v := d[i]
		if (len(d)-1-i)%2 == 0 {
			v *= 2
			if v > 9 {
				v -= 9
			}
		}
		sum += v
	}
	return (10 - sum%10) % 10
}

// vatFR returns a French VAT number: FR, a two-digit key, a Luhn-valid SIREN.
func (g *gen) vatFR() (vat, siren string) {
	d := g.digits(8)
	siren = digitString(append(d, luhnDigit(d)))
	n, _ := strconv.Atoi(siren)
	return fmt.Sprintf("FR%02d%s", (12+3*(n%97))%97, siren), siren
}

// vatNL returns a Dutch VAT number whose nine digits pass the elfproef.
func (g *gen) vatNL() string {
	for {
		d := g.digits(8)
		s := 0
		for i, v := range d {
			s += v * (9 - i)
		}
		c := s % 11
		if c == 10 {
			continue
		}
		return fmt.Sprintf("NL%sB%02d", digitString(append(d, c)), 1+g.r.IntN(3))
	}
}

// vatIT returns an Italian partita IVA: 7 digits, an office code, a Luhn digit.
func (g *gen) vatIT() string {
	d := g.digits(7)
	office := 1 + g.r.IntN(100)
	d = append(d, office/100, office/10%10, office%10)
	return "IT" + digitString(append(d, luhnDigit(d)))
}

// vatES returns a Spanish CIF of a company (B = sociedad limitada, A =
// sociedad anónima) with its numeric control digit.
func (g *gen) vatES() string {
	letter := pick(g.r, []string{"A", "B"})
	d := make([]int, 7)
	for i := range d {
		d[i] = g.r.IntN(10)
	}
	sum := 0
	for i, v := range d {
		if i%2 == 1 {
			sum += v
			continue
		}
		v *= 2
		sum += v/10 + v%10
	}
	return "ES" + letter + digitString(d) + strconv.Itoa((10-sum%10)%10)
}
