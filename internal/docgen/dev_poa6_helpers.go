package docgen

import (
	"fmt"
	"image/color"
	"strings"
)

// Names, addresses and numbers of the Portuguese, Swedish, US, Austrian
// and Hungarian bills in dev_poa6.go, also used by the Austrian UID notice
// and the Swedish registration notice in dev_tax6.go.

// poa6Place is a town with a postcode pattern (9 a digit) and streets.
type poa6Place struct {
	town, pc string
	streets  []string
}

var (
	// poa6PTPeople: Portuguese names carry one or two given names and two
	// surnames, the mother's then the father's.
	poa6PTPeople = namePool{
		givens:   []string{"Ana Rita", "João Pedro", "Maria", "Tiago", "Inês", "Rui Miguel", "Sofia", "Francisco", "Beatriz", "Nuno", "Catarina", "Luís"},
		surnames: []string{"Ferreira Santos", "Costa Oliveira", "Pereira Rodrigues", "Martins Sousa", "Almeida Gomes", "Ribeiro Carvalho", "Lopes Marques", "Fernandes Pinto"},
	}
	// poa6PTPlaces: Portuguese postcodes are "1000-123" before the locality.
	poa6PTPlaces = []poa6Place{
		{"Lisboa", "1199-999", []string{"Rua Augusta", "Avenida da Liberdade", "Rua de São Bento", "Avenida de Roma", "Rua Morais Soares"}},
		{"Porto", "4099-999", []string{"Rua de Santa Catarina", "Avenida da Boavista", "Rua do Almada", "Rua de Cedofeita"}},
		{"Braga", "4709-999", []string{"Avenida da Liberdade", "Rua do Souto", "Rua de São Vicente"}},
		{"Coimbra", "3009-999", []string{"Rua Ferreira Borges", "Avenida Fernão de Magalhães", "Rua da Sofia"}},
		{"Faro", "8009-999", []string{"Rua de Santo António", "Avenida 5 de Outubro", "Rua Conselheiro Bivar"}},
		{"Setúbal", "2909-999", []string{"Avenida Luísa Todi", "Rua Dr. Paula Borba", "Avenida 22 de Dezembro"}},
	}
	poa6SEPeople = namePool{
		givens:   []string{"Anna", "Erik", "Karin", "Lars", "Maria", "Johan", "Elin", "Anders", "Sara", "Mikael", "Ingrid", "Oskar"},
		surnames: []string{"Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson", "Larsson", "Olsson", "Persson", "Lindqvist", "Bergström", "Sjöberg", "Holm"},
	}
	// poa6SEPlaces: Swedish postcodes are "NNN NN" before the town.
	poa6SEPlaces = []poa6Place{
		{"Stockholm", "11999", []string{"Drottninggatan", "Sveavägen", "Götgatan", "Hornsgatan", "Karlavägen"}},
		{"Göteborg", "41999", []string{"Linnégatan", "Kungsportsavenyen", "Vasagatan", "Övre Husargatan"}},
		{"Malmö", "21999", []string{"Södra Förstadsgatan", "Regementsgatan", "Amiralsgatan"}},
		{"Uppsala", "75999", []string{"Kungsgatan", "Svartbäcksgatan", "Luthagsesplanaden"}},
		{"Umeå", "90999", []string{"Storgatan", "Rådhusesplanaden", "Kungsgatan"}},
		{"Västerås", "72999", []string{"Stora gatan", "Vasagatan", "Kopparbergsvägen"}},
	}
	poa6ATPeople = namePool{
		givens:   []string{"Thomas", "Andrea", "Michael", "Sabine", "Stefan", "Claudia", "Wolfgang", "Birgit", "Markus", "Petra", "Lukas", "Julia"},
		surnames: []string{"Gruber", "Huber", "Bauer", "Wagner", "Pichler", "Steiner", "Moser", "Mayer", "Hofer", "Leitner", "Berger", "Fuchs"},
	}
	// poa6ATPlaces: Austrian postcodes have four digits; Viennese ones name
	// the district in the middle two.
	poa6ATPlaces = []poa6Place{
		{"Wien", "1##0", []string{"Favoritenstraße", "Landstraßer Hauptstraße", "Mariahilfer Straße", "Währinger Straße", "Simmeringer Hauptstraße"}},
		{"Graz", "8010", []string{"Annenstraße", "Herrengasse", "Elisabethstraße", "Grabenstraße"}},
		{"Linz", "4020", []string{"Landstraße", "Wiener Straße", "Dinghoferstraße"}},
		{"Salzburg", "5020", []string{"Linzer Gasse", "Ignaz-Harrer-Straße", "Alpenstraße"}},
		{"Innsbruck", "6020", []string{"Maria-Theresien-Straße", "Museumstraße", "Amraser Straße"}},
		{"St. Pölten", "3100", []string{"Kremser Gasse", "Wiener Straße", "Mariazeller Straße"}},
	}
	// poa6HUPeople: Hungarian names are written family name first.
	poa6HUPeople = namePool{
		givens:   []string{"János", "Katalin", "László", "Erzsébet", "Zoltán", "Éva", "Gábor", "Judit", "Péter", "Zsófia", "Attila", "Anikó"},
		surnames: []string{"Kovács", "Nagy", "Tóth", "Szabó", "Horváth", "Varga", "Kiss", "Molnár", "Németh", "Farkas", "Balogh", "Papp"},
	}
	// poa6HUPlaces: Hungarian postcodes have four digits; Budapest's start
	// with 1 and name the district in the middle two.
	poa6HUPlaces = []poa6Place{
		{"Budapest", "1##9", []string{"Bartók Béla út", "Váci út", "Thököly út", "Üllői út", "Kossuth Lajos utca", "Hegedűs Gyula utca"}},
		{"Debrecen", "4024", []string{"Piac utca", "Hatvan utca", "Egyetem sugárút"}},
		{"Szeged", "6720", []string{"Kárász utca", "Tisza Lajos körút", "Dugonics tér"}},
		{"Pécs", "7621", []string{"Király utca", "Rákóczi út", "Ferencesek utcája"}},
		{"Győr", "9021", []string{"Baross Gábor út", "Árpád út", "Szent István út"}},
		{"Miskolc", "3530", []string{"Széchenyi István út", "Szemere utca", "Arany János utca"}},
	}
)

// poa6PTAddress draws a Portuguese address: "Rua Augusta, 45, 2.º Esq.",
// "1100-048 Lisboa".
func (g *gen) poa6PTAddress() []string {
	pl := pick(g.r, poa6PTPlaces)
	st := fmt.Sprintf("%s, %d", pick(g.r, pl.streets), 1+g.r.IntN(240))
	if g.chance(0.55) {
		st += fmt.Sprintf(", %d.º %s", 1+g.r.IntN(8), pick(g.r, []string{"Esq.", "Dto.", "Frt.", "A", "B"}))
	}
	return []string{st, g.fill(pl.pc) + " " + pl.town}
}

// poa6SEAddress draws a Swedish address: "Sveavägen 14 lgh 1102",
// "113 50 Stockholm".
func (g *gen) poa6SEAddress() []string {
	pl := pick(g.r, poa6SEPlaces)
	st := fmt.Sprintf("%s %d", pick(g.r, pl.streets), 1+g.r.IntN(90))
	if g.chance(0.3) {
		st += pick(g.r, []string{" A", " B"})
	}
	if g.chance(0.35) {
		st += fmt.Sprintf(" lgh %d%02d", 10+g.r.IntN(6), 1+g.r.IntN(12))
	}
	pc := pl.pc[:2] + g.fill("9 99")
	return []string{st, pc + " " + pl.town}
}

// poa6ATAddress draws an Austrian address: "Favoritenstraße 112/3/14",
// "1100 Wien".
func (g *gen) poa6ATAddress() []string {
	pl := pick(g.r, poa6ATPlaces)
	num := fmt.Sprint(1 + g.r.IntN(180))
	switch g.r.IntN(3) {
	case 0:
		num += fmt.Sprintf("/%d/%d", 1+g.r.IntN(6), 1+g.r.IntN(30))
	case 1:
		num += fmt.Sprintf("/%d", 1+g.r.IntN(20))
	}
	pc := pl.pc
	if strings.Contains(pc, "#") {
		pc = fmt.Sprintf("1%02d0", 1+g.r.IntN(23))
	}
	return []string{pick(g.r, pl.streets) + " " + num, pc + " " + pl.town}
}

// poa6HUAddress draws a Hungarian address: "Bartók Béla út 43. 2. em. 5.",
// "1114 Budapest".
func (g *gen) poa6HUAddress() []string {
	pl := pick(g.r, poa6HUPlaces)
	st := fmt.Sprintf("%s %d.", pick(g.r, pl.streets), 1+g.r.IntN(160))
	if g.chance(0.5) {
		st += fmt.Sprintf(" %d. em. %d.", 1+g.r.IntN(9), 1+g.r.IntN(20))
	}
	pc := pl.pc
	if strings.Contains(pc, "#") {
		pc = fmt.Sprintf("1%02d%d", 1+g.r.IntN(23), g.r.IntN(10))
	}
	return []string{st, pc + " " + pl.town}
}

// poa6SELuhn appends the Luhn digit to a Swedish number of nine digits (the
// organisationsnummer and personnummer check, Skatteverket SKV 704
// "Personnummer").
func poa6SELuhn(nine string) string {
	d := make([]int, len(nine))
	for i := range nine {
		d[i] = int(nine[i] - '0')
	}
	return nine + fmt.Sprint(luhnDigit(d))
}

// poa6SEOrgNr draws an organisationsnummer of an aktiebolag: 556 or 559,
// six digits and the Luhn digit, printed "556123-4567".
func (g *gen) poa6SEOrgNr() string {
	n := poa6SELuhn(pick(g.r, []string{"556", "559"}) + g.fill("999999"))
	return n[:6] + "-" + n[6:]
}

// poa6SEOCR draws a bankgiro OCR reference of thirteen digits: eleven,
// a length digit and a Luhn check digit over all (Bankgirot's OCR
// reference check with length digit).
func (g *gen) poa6SEOCR() string {
	body := g.fill("9") + g.fill("9999999999")
	withLen := body + fmt.Sprint((len(body)+2)%10)
	return poa6SELuhn(withLen)
}

// poa6HUTaxNumber draws a Hungarian adószám of a company: eight digits whose
// last is a check digit (weights 9 7 3 1 over the first seven, the sum
// with the check digit a multiple of ten), the VAT code 2 and the code of
// the tax office, printed "12345676-2-42".
func (g *gen) poa6HUTaxNumber() string {
	d := g.digits(7)
	d[0] = 1 + g.r.IntN(2)
	w := []int{9, 7, 3, 1, 9, 7, 3}
	s := 0
	for i, v := range d {
		s += v * w[i]
	}
	c := (10 - s%10) % 10
	return fmt.Sprintf("%s%d-2-%s", digitString(d), c, pick(g.r, []string{"41", "42", "43", "44", "02", "09", "13"}))
}

// poa6ATUID draws an Austrian UID-Nummer: ATU, seven digits and the check
// digit (BMF, "UID-Nummer": weights 1 2 1 2 1 2 1 with digit sums, check
// 10 minus (sum + 4) modulo 10).
func (g *gen) poa6ATUID() string {
	d := g.digits(7)
	s := 0
	for i, v := range d {
		if i%2 == 1 {
			v *= 2
			v = v/10 + v%10
		}
		s += v
	}
	return "ATU" + digitString(d) + fmt.Sprint((10-(s+4)%10)%10)
}

// poa6QRMark draws a QR-like square of n modules of side at (x, y): the three
// finder patterns and a random field, as the ATCUD QR code of a
// Portuguese invoice shows it at print size.
func (g *gen) poa6QRMark(x, y, side float64, n int, col color.RGBA) {
	c := g.c
	m := side / float64(n)
	finder := func(fx, fy float64) {
		c.rect(fx, fy, 7*m, 7*m, col)
		c.rect(fx+m, fy+m, 5*m, 5*m, white)
		c.rect(fx+2*m, fy+2*m, 3*m, 3*m, col)
	}
	for i := range n {
		for j := range n {
			inFinder := (i < 8 && j < 8) || (i >= n-8 && j < 8) || (i < 8 && j >= n-8)
			if !inFinder && g.chance(0.45) {
				c.rect(x+float64(i)*m, y+float64(j)*m, m, m, col)
			}
		}
	}
	finder(x, y)
	finder(x+float64(n-7)*m, y)
	finder(x, y+float64(n-7)*m)
}
