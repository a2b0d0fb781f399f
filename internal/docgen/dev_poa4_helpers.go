package docgen

import (
	"fmt"
	"math/big"
	"strings"
)

// Numbers, addresses and the Swiss QR code of the Swiss, Irish, Belgian
// and Canadian bills of dev_poa4.go.

// ibanCheck returns the IBAN of country a2 and bban: the two check
// digits make the number, its letters counted 10 to 35 and the country
// moved behind, leave 1 modulo 97 (ISO 13616).
func ibanCheck(a2, bban string) string {
	var b strings.Builder
	for _, r := range bban + a2 + "00" {
		if r >= 'A' && r <= 'Z' {
			fmt.Fprint(&b, int(r-'A')+10)
		} else {
			b.WriteRune(r)
		}
	}
	n, _ := new(big.Int).SetString(b.String(), 10)
	check := 98 - new(big.Int).Mod(n, big.NewInt(97)).Int64()
	return fmt.Sprintf("%s%02d%s", a2, check, bban)
}

// groupFours prints an IBAN or reference in groups of four from the left.
func groupFours(s string) string {
	var b strings.Builder
	for i, r := range s {
		if i > 0 && i%4 == 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// chQRIBAN draws a Swiss QR-IBAN: its institution identification lies
// between 30000 and 31999, as only a QR-IBAN's may.
func (g *gen) chQRIBAN() string {
	return ibanCheck("CH", fmt.Sprintf("3%04d", g.r.IntN(2000))+g.fill("999999999999"))
}

// mod10Recursive is the check digit of a Swiss QR reference (the former
// ESR reference): the carry runs through the table digit by digit.
func mod10Recursive(digits string) int {
	table := [10]int{0, 9, 4, 6, 8, 2, 7, 1, 3, 5}
	carry := 0
	for _, r := range digits {
		carry = table[(carry+int(r-'0'))%10]
	}
	return (10 - carry) % 10
}

// chQRReference draws a 27-digit QR reference, printed in groups of five
// from the right: "21 00000 00003 13947 14300 09017".
func (g *gen) chQRReference() (raw, printed string) {
	body := g.fill("99999999999999999999999999")
	raw = fmt.Sprintf("%s%d", body, mod10Recursive(body))
	printed = raw[:2]
	for i := 2; i < len(raw); i += 5 {
		printed += " " + raw[i:i+5]
	}
	return raw, printed
}

// chAmount prints a Swiss franc amount with the apostrophe between
// thousands: "1'234.50".
func chAmount(v float64) string { return strings.ReplaceAll(amount(v, mEN), ",", "'") }

// chPlaces are Swiss towns with their postcodes, German and French
// speaking.
var chPlaces = map[string][]struct{ pc, town string }{
	"de": {{"8004", "Zürich"}, {"8400", "Winterthur"}, {"3011", "Bern"}, {"6003", "Luzern"}, {"9000", "St. Gallen"}, {"5000", "Aarau"}, {"4500", "Solothurn"}, {"8887", "Mels"}},
	"fr": {{"1003", "Lausanne"}, {"1201", "Genève"}, {"1700", "Fribourg"}, {"2000", "Neuchâtel"}, {"1950", "Sion"}, {"1400", "Yverdon-les-Bains"}, {"2800", "Delémont"}},
}

var chStreets = map[string][]string{
	"de": {"Bahnhofstrasse", "Seestrasse", "Dorfstrasse", "Rosenweg", "Kirchgasse", "Obere Halde", "Weinbergstrasse"},
	"fr": {"Rue du Marché", "Avenue de la Gare", "Chemin des Vignes", "Route de Berne", "Rue des Alpes", "Avenue de Morges"},
}

// chAddress draws a Swiss address: "Seestrasse 14a", "8004 Zürich"; in
// French "Chemin des Vignes 7" too, the number after the street.
func (g *gen) chAddress(lang string) []string {
	pl := pick(g.r, chPlaces[lang])
	num := fmt.Sprint(1 + g.r.IntN(120))
	if g.chance(0.15) {
		num += "a"
	}
	return []string{pick(g.r, chStreets[lang]) + " " + num, pl.pc + " " + pl.town}
}

// swissQR draws the Swiss QR code of a QR-bill (Swiss Implementation
// Guidelines for the QR-bill, version 2.x): a QR code of error correction
// level M, size mm square at (x, y), with the Swiss cross at its centre.
// The payload is the SPC data set of the bill's creditor, amount,
// debtor and reference.
func (g *gen) swissQR(x, y, size float64, payload string) error {
	if err := g.verifyQR(x, y, size, payload, black); err != nil {
		return fmt.Errorf("swiss %w", err)
	}
	c := g.c
	// The Swiss cross: 7 mm, a white border around a black square with a
	// white cross.
	cx, cy := x+size/2, y+size/2
	c.rect(cx-3.5, cy-3.5, 7, 7, white)
	c.rect(cx-3, cy-3, 6, 6, black)
	c.rect(cx-0.6, cy-2.1, 1.2, 4.2, white)
	c.rect(cx-2.1, cy-0.6, 4.2, 1.2, white)
	return nil
}

// spcPayload writes the data set of a Swiss QR code: creditor and debtor
// as structured addresses (type S: street, number, postcode, town), the
// amount, a QR reference and the trailer EPD.
func spcPayload(iban string, creditor, debtor [5]string, amt float64, ref, message string) string {
	lines := []string{"SPC", "0200", "1", iban, "S"}
	lines = append(lines, creditor[:]...)
	lines = append(lines, "CH", "", "", "", "", "", "", "")
	lines = append(lines, fmt.Sprintf("%.2f", amt), "CHF", "S")
	lines = append(lines, debtor[:]...)
	lines = append(lines, "CH", "QRR", ref, message, "EPD")
	return strings.Join(lines, "\r\n")
}

// splitStreet splits "Seestrasse 14a" into street and building number.
func splitStreet(s string) (street, number string) {
	i := strings.LastIndexByte(s, ' ')
	if i < 0 {
		return s, ""
	}
	return s[:i], s[i+1:]
}

// splitTown splits "8004 Zürich" into postcode and town.
func splitTown(s string) (pc, town string) {
	pc, town, _ = strings.Cut(s, " ")
	return pc, town
}

// beStructured draws a Belgian structured communication: ten digits and
// their remainder modulo 97 (97 for none), "+++123/4567/89002+++".
func (g *gen) beStructured() string {
	body := g.fill("9999999999")
	var n int64
	fmt.Sscan(body, &n)
	check := n % 97
	if check == 0 {
		check = 97
	}
	s := fmt.Sprintf("%s%02d", body, check)
	return "+++" + s[:3] + "/" + s[3:7] + "/" + s[7:] + "+++"
}

// beIBAN draws a Belgian IBAN printed in groups: three digits of the
// bank, seven of the account and the two of their remainder modulo 97.
func (g *gen) beIBAN() string {
	body := g.fill("9999999999")
	var n int64
	fmt.Sscan(body, &n)
	check := n % 97
	if check == 0 {
		check = 97
	}
	return groupFours(ibanCheck("BE", fmt.Sprintf("%s%02d", body, check)))
}

// beBillTowns are Belgian towns with their postcodes, by language.
var beBillTowns = map[string][]struct{ pc, town string }{
	"nl": {{"1000", "Brussel"}, {"2000", "Antwerpen"}, {"9000", "Gent"}, {"3000", "Leuven"}, {"8000", "Brugge"}, {"3500", "Hasselt"}, {"2800", "Mechelen"}, {"8500", "Kortrijk"}},
	"fr": {{"1000", "Bruxelles"}, {"4000", "Liège"}, {"5000", "Namur"}, {"6000", "Charleroi"}, {"7000", "Mons"}, {"1300", "Wavre"}, {"6700", "Arlon"}},
}

var beStreets = map[string][]string{
	"nl": {"Kerkstraat", "Stationsstraat", "Molenstraat", "Dorpsstraat", "Nieuwstraat", "Kapelleveld", "Grote Markt"},
	"fr": {"Rue de la Station", "Rue de l'Église", "Avenue Albert Ier", "Chaussée de Louvain", "Rue du Moulin", "Place Saint-Lambert"},
}

// beAddress draws a Belgian address, the number after the street and
// sometimes a box: "Kerkstraat 12 bus 3", "2000 Antwerpen".
func (g *gen) beAddress(lang string) []string {
	pl := pick(g.r, beBillTowns[lang])
	st := fmt.Sprintf("%s %d", pick(g.r, beStreets[lang]), 1+g.r.IntN(160))
	if g.chance(0.3) {
		box := "bus"
		if lang == "fr" {
			box = pick(g.r, []string{"boîte", "bte"})
		}
		st += fmt.Sprintf(" %s %d", box, 1+g.r.IntN(30))
	}
	return []string{st, pl.pc + " " + pl.town}
}

// caPlaces are Ontario and Quebec towns with the first letters of their
// postcodes.
var caPlaces = map[string][]struct{ town, prov, fsa string }{
	"en": {{"TORONTO", "ON", "M4C"}, {"MISSISSAUGA", "ON", "L5B"}, {"BRAMPTON", "ON", "L6T"}, {"OAKVILLE", "ON", "L6J"}, {"HAMILTON", "ON", "L8P"}, {"KINGSTON", "ON", "K7L"}, {"OTTAWA", "ON", "K1N"}},
	"fr": {{"Montréal", "QC", "H2X"}, {"Laval", "QC", "H7N"}, {"Saint-Jérôme", "QC", "J7Z"}, {"Sherbrooke", "QC", "J1H"}, {"Québec", "QC", "G1R"}, {"Gatineau", "QC", "J8X"}},
}

var caStreetNames = map[string][]string{
	"en": {"Lakeshore Rd E", "Dundas St W", "Kingston Rd", "Maple Grove Dr", "Church St", "Main St N"},
	"fr": {"rue Saint-Denis", "boulevard des Laurentides", "rue Principale", "avenue du Parc", "rue King Ouest", "chemin Sainte-Foy"},
}

// caAddress draws a Canadian address as Canada Post writes it: in
// English "1204-55 MAIN ST N", "HAMILTON ON  L8P 4R5"; in French
// "1234, rue Saint-Denis, app. 5", "Montréal (Québec)  H2X 3K4".
func (g *gen) caAddress(lang string) []string {
	pl := pick(g.r, caPlaces[lang])
	pc := pl.fsa + " " + caNoLetters.Replace(g.fill("9A9"))
	n := 10 + g.r.IntN(2400)
	st := pick(g.r, caStreetNames[lang])
	if lang == "fr" {
		line := fmt.Sprintf("%d, %s", n, st)
		if g.chance(0.35) {
			line += fmt.Sprintf(", app. %d", 1+g.r.IntN(40))
		}
		prov := "(Québec)"
		if g.chance(0.4) {
			prov = "QC"
		}
		return []string{line, pl.town + " " + prov + "  " + pc}
	}
	line := fmt.Sprintf("%d %s", n, strings.ToUpper(st))
	if g.chance(0.3) {
		line = fmt.Sprintf("%d-%s", 100+g.r.IntN(1900), line)
	}
	return []string{line, pl.town + " " + pl.prov + "  " + pc}
}
