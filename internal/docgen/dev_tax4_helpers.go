package docgen

import (
	"fmt"
	"strings"
	"time"
)

// Numbers, names and dates of the Australian, Polish, French and Spanish
// tax documents in dev_tax4.go.

// plMonthsGenitive are the Polish month names as a date prints them
// ("15 marca 2024 r.").
var plMonthsGenitive = [12]string{"stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"}

// plLongDate prints t as Polish letters do: "15 marca 2024".
func plLongDate(t time.Time) string {
	return fmt.Sprintf("%d %s %d", t.Day(), plMonthsGenitive[t.Month()-1], t.Year())
}

// plTaxOffice is a Polish tax office: its name and its head's title in
// the genitive, as the letter is signed.
type plTaxOffice struct{ name, head string }

// plTaxOffices are the offices of the towns plAddress draws.
var plTaxOffices = map[string]plTaxOffice{
	"Warszawa":   {"Drugi Urząd Skarbowy Warszawa-Śródmieście", "Naczelnik Drugiego Urzędu Skarbowego Warszawa-Śródmieście"},
	"Kraków":     {"Urząd Skarbowy Kraków-Podgórze", "Naczelnik Urzędu Skarbowego Kraków-Podgórze"},
	"Gdańsk":     {"Pierwszy Urząd Skarbowy w Gdańsku", "Naczelnik Pierwszego Urzędu Skarbowego w Gdańsku"},
	"Poznań":     {"Urząd Skarbowy Poznań-Wilda", "Naczelnik Urzędu Skarbowego Poznań-Wilda"},
	"Łódź":       {"Urząd Skarbowy Łódź-Bałuty", "Naczelnik Urzędu Skarbowego Łódź-Bałuty"},
	"Ostrzeszów": {"Urząd Skarbowy w Ostrzeszowie", "Naczelnik Urzędu Skarbowego w Ostrzeszowie"},
	"Białystok":  {"Pierwszy Urząd Skarbowy w Białymstoku", "Naczelnik Pierwszego Urzędu Skarbowego w Białymstoku"},
}

// plAddressIn draws a street address in the Polish town city.
func (g *gen) plAddressIn(city string) []string {
	for _, pl := range plBillPlaces {
		if pl.city == city {
			return []string{fmt.Sprintf("%s %d", pick(g.r, plBillStreets), 1+g.r.IntN(90)), g.fill(pl.pc) + " " + city}
		}
	}
	return g.plAddress()
}

// plCompanyStems are Polish company names; plLegalForms their forms.
var (
	plCompanyStems = []string{"Zakład Stolarski Dąb", "Przędzalnia Wisła", "Piekarnia Złoty Kłos", "Biuro Rachunkowe Bilans", "Transport Mazurek", "Ogrody Łąkowe", "Kowalczyk i Wspólnicy"}
	plLegalForms   = []string{"sp. z o.o.", "S.A.", "sp. z o.o. sp.k.", "Spółka z ograniczoną odpowiedzialnością"}
)

// plGroupNIP prints a NIP as the tax office does: 123-456-78-90 for a
// person, 123-45-67-890 for a company.
func plGroupNIP(nip string, company bool) string {
	if company {
		return nip[:3] + "-" + nip[3:5] + "-" + nip[5:7] + "-" + nip[7:]
	}
	return nip[:3] + "-" + nip[3:6] + "-" + nip[6:8] + "-" + nip[8:]
}

// esCompanyNIF returns the NIF of a Spanish company: the letter of its
// legal form (A sociedad anónima, B sociedad limitada), the two digits of
// the province it was registered in, five serial digits and a numeric
// control digit (odd positions doubled, digits summed, ten's complement).
func (g *gen) esCompanyNIF(letter byte, province string) string {
	d := province + g.fill("99999")
	sum := 0
	for i := range len(d) {
		v := int(d[i] - '0')
		if i%2 == 1 {
			sum += v
			continue
		}
		v *= 2
		sum += v/10 + v%10
	}
	return fmt.Sprintf("%c%s%d", letter, d, (10-sum%10)%10)
}

// esProvinces maps the towns of address("ES") to their province codes,
// the AEAT delegation and an Administración.
var esProvinces = map[string]struct{ code, delegation, office string }{
	"Madrid":   {"28", "Delegación Especial de Madrid", "Administración de Chamartín"},
	"Sevilla":  {"41", "Delegación de Sevilla", "Administración de Sevilla-Nervión"},
	"A Coruña": {"15", "Delegación de A Coruña", "Administración de A Coruña-Marineda"},
}

// frAvisRef returns the reference of a French tax notice: the last two
// digits of the year, the département, a letter and eight digits.
func (g *gen) frAvisRef(year int, dept string) string {
	return fmt.Sprintf("%02d%s%s", year%100, dept, g.fill("A99999999"))
}

// frDept returns the département of a French postcode.
func frDept(pc string) string { return pc[:2] }

// euroWhole prints a whole number of euros as the DGFiP does: "32 418 €".
func euroWhole(v int) string {
	s := fmt.Sprint(v)
	var b strings.Builder
	for i, c := range s {
		if i > 0 && (len(s)-i)%3 == 0 {
			b.WriteString(" ")
		}
		b.WriteRune(c)
	}
	return b.String() + " €"
}

// auShortDate prints t as ABN Lookup does: "01 Nov 2014".
func auShortDate(t time.Time) string { return t.Format("02 Jan 2006") }
