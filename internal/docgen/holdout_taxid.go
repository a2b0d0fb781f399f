package docgen

import (
	"strconv"
	"strings"
)

// Numbers of the holdout tax layouts of holdout_tax.go, with the check
// characters their issuers use.

// esNIE returns a Spanish NIE, the tax number of a foreign resident: X, Y
// or Z, seven digits and the NIF letter of the whole read with X = 0,
// Y = 1, Z = 2.
func (g *gen) esNIE() string {
	lead := g.r.IntN(3)
	d := g.fill("9999999")
	n, _ := strconv.Atoi(strconv.Itoa(lead) + d)
	return string("XYZ"[lead]) + d + string("TRWAGMYFPDXBNJZSQVHLCKE"[n%23])
}

// aeatCSV returns a Código Seguro de Verificación of the Agencia
// Tributaria: sixteen capital letters and digits.
func (g *gen) aeatCSV() string { return g.fill(strings.Repeat("X", 16)) }

// caBN returns a Canadian business number: eight digits and a Luhn check
// digit, the scheme the CRA shares with the social insurance number.
func (g *gen) caBN() string {
	d := g.digits(8)
	return digitString(append(d, luhnDigit(d)))
}
