package docgen

import (
	"fmt"
	"strings"
)

// Numbers and addresses of the Dutch, Polish and Australian bills of
// dev_poa3.go.

// gs1Check appends the GS1 check digit (weights 3 and 1 from the right,
// modulus 10) to digits, as in a Dutch EAN-code or a Polish PPE code.
func gs1Check(digits string) string {
	sum := 0
	for i := range len(digits) {
		d := int(digits[len(digits)-1-i] - '0')
		if i%2 == 0 {
			d *= 3
		}
		sum += d
	}
	return digits + fmt.Sprint((10-sum%10)%10)
}

// auABN draws an eleven-digit ABN printed "51 824 753 556": one less than
// the first digit and the other ten, weighted 10 1 3 5 7 ... 19, sum to a
// multiple of 89.
func (g *gen) auABN() string {
	weights := []int{10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19}
	for {
		d := g.digits(11)
		if d[0] == 0 {
			continue
		}
		sum := (d[0] - 1) * weights[0]
		for i := 1; i < 11; i++ {
			sum += d[i] * weights[i]
		}
		if sum%89 == 0 {
			s := digitString(d)
			return s[:2] + " " + s[2:5] + " " + s[5:8] + " " + s[8:]
		}
	}
}

// nmiChecksum is the check digit AEMO defines for a ten-character NMI:
// from the right, every other character's code is doubled, the digits of
// all the results are added, and the check brings the sum to a multiple
// of ten.
func nmiChecksum(nmi string) int {
	sum := 0
	for i := range len(nmi) {
		v := int(nmi[len(nmi)-1-i])
		if i%2 == 0 {
			v *= 2
		}
		for v > 0 {
			sum += v % 10
			v /= 10
		}
	}
	return (10 - sum%10) % 10
}

// plBillPlaces are Polish towns with the pattern of their postcodes.
var plBillPlaces = []struct{ city, pc string }{
	{"Warszawa", "02-999"}, {"Kraków", "31-999"}, {"Gdańsk", "80-999"}, {"Poznań", "61-999"},
	{"Łódź", "90-999"}, {"Ostrzeszów", "63-500"}, {"Białystok", "15-999"},
}

var plBillStreets = []string{"ul. Kwiatowa", "ul. Długa", "al. Jana Pawła II", "ul. Żeromskiego", "ul. Słoneczna", "os. Kościuszki", "ul. Grunwaldzka"}

// plAddress draws a Polish address: "ul. Długa 12/4", "02-950 Warszawa".
func (g *gen) plAddress() []string {
	pl := pick(g.r, plBillPlaces)
	num := fmt.Sprint(1 + g.r.IntN(140))
	if g.chance(0.2) {
		num += string(rune('A' + g.r.IntN(3)))
	}
	if g.chance(0.55) {
		num += fmt.Sprintf("/%d", 1+g.r.IntN(60))
	}
	return []string{pick(g.r, plBillStreets) + " " + num, g.fill(pl.pc) + " " + pl.city}
}

// plFormatNIP prints a NIP as issuers do, "957-096-83-70" or plain.
func (g *gen) plFormatNIP(nip string) string {
	if g.chance(0.6) {
		return nip[:3] + "-" + nip[3:6] + "-" + nip[6:8] + "-" + nip[8:]
	}
	return nip
}

// nlSurname writes a Dutch surname after a given name or initial, its
// prefix in lower case: "Van Den Berg" becomes "van den Berg".
func nlSurname(sur string) string {
	w := strings.Fields(sur)
	for i := 0; i < len(w)-1; i++ {
		switch strings.ToLower(w[i]) {
		case "van", "de", "den", "der", "het", "ter", "te":
			w[i] = strings.ToLower(w[i])
		}
	}
	return strings.Join(w, " ")
}

// auPlaces are Australian suburbs with their state and postcode.
var auPlaces = []place{
	{"PARRAMATTA", "NSW", "2150"}, {"BRUNSWICK EAST", "VIC", "3057"}, {"TOOWONG", "QLD", "4066"},
	{"GLENELG", "SA", "5045"}, {"FREMANTLE", "WA", "6160"}, {"SANDY BAY", "TAS", "7005"}, {"BRADDON", "ACT", "2612"},
}

var auStreets = []string{"Wattle St", "Bridge Rd", "Marine Pde", "Station St", "Kent Ave", "Church St"}

// auAddress draws an Australian address, sometimes of a unit:
// "4/27 Wattle St", "PARRAMATTA NSW 2150".
func (g *gen) auAddress() []string {
	pl := pick(g.r, auPlaces)
	street := fmt.Sprintf("%d %s", 1+g.r.IntN(180), pick(g.r, auStreets))
	if g.chance(0.3) {
		street = fmt.Sprintf("%d/%s", 1+g.r.IntN(24), street)
	}
	return []string{street, pl.city + " " + pl.region + " " + pl.pc}
}
