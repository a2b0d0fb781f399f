package docgen

import (
	"fmt"
	"strings"
	"time"
)

// Numbers, names and places of the Finnish, Luxembourg, Australian and
// South African organisation documents in dev_org4.go.

// fiYTunnus returns a Finnish Y-tunnus, seven digits, a hyphen and a
// check digit: the weights 7 9 10 5 8 4 2 summed modulo 11, remainder 0
// giving 0 and otherwise 11 minus the remainder; digits leaving remainder
// 1 are never issued and are drawn again.
func (g *gen) fiYTunnus() string {
	weights := []int{7, 9, 10, 5, 8, 4, 2}
	for {
		d := g.digits(7)
		d[0] = g.r.IntN(4)
		sum := 0
		for i, v := range d {
			sum += v * weights[i]
		}
		rem := sum % 11
		if rem == 1 {
			continue
		}
		check := 0
		if rem > 1 {
			check = 11 - rem
		}
		return fmt.Sprintf("%s-%d", digitString(d), check)
	}
}

// auACN returns the digits of an Australian Company Number: eight digits
// weighted 8…1, the check digit the complement to 10 of the sum modulo 10
// (10 becomes 0).
func (g *gen) auACN() []int {
	d := g.digits(8)
	sum := 0
	for i, v := range d {
		sum += v * (8 - i)
	}
	return append(d, (10-sum%10)%10)
}

// auABN returns the ABN of a company with ACN acn: the ACN behind two
// leading check digits chosen so that, with 1 taken from the first digit,
// the digits weighted 10 1 3 5 7 9 11 13 15 17 19 sum to a multiple of 89.
// The first two digits contribute every value from 0 to 89, so one
// prefix between 10 and 99 always fits.
func auABN(acn []int) string {
	weights := []int{10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19}
	rest := 0
	for i, v := range acn {
		rest += v * weights[i+2]
	}
	for p := 10; p <= 99; p++ {
		if ((p/10-1)*10+p%10+rest)%89 == 0 {
			return fmt.Sprintf("%d%s", p, digitString(acn))
		}
	}
	panic("docgen: no ABN prefix fits") // unreachable, see above
}

// groups3 prints a string of digits in blocks of three from the left:
// 123 456 789.
func groups3(s string) string {
	var b strings.Builder
	for i, r := range s {
		if i > 0 && i%3 == 0 {
			b.WriteByte(' ')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// abnShown prints an ABN as the registers do: 51 824 753 556.
func abnShown(abn string) string { return abn[:2] + " " + groups3(abn[2:]) }

// zaIDNumber returns a South African identity number: birth date YYMMDD,
// a sequence of four digits below 5000 for women and from 5000 for men,
// 0 for a citizen, 8, and a Luhn check digit.
func (g *gen) zaIDNumber(born time.Time, female bool) string {
	seq := g.r.IntN(5000)
	if !female {
		seq += 5000
	}
	s := born.Format("060102") + fmt.Sprintf("%04d", seq) + "08"
	d := make([]int, len(s))
	for i := range s {
		d[i] = int(s[i] - '0')
	}
	return s + fmt.Sprint(luhnDigit(d))
}

// zaRegistrationNumber returns a CIPC registration number of a private
// company registered in year: 2019/123456/07.
func (g *gen) zaRegistrationNumber(year int) string {
	return fmt.Sprintf("%d/%06d/07", year, 100000+g.r.IntN(900000))
}

var (
	fiPeople = namePool{
		givens:   []string{"Mikko Juhani", "Aino Maria", "Juha", "Sanna Kaarina", "Timo Ilmari", "Riikka", "Jari Petteri", "Hanna-Leena", "Olli", "Päivi Johanna"},
		surnames: []string{"Virtanen", "Korhonen", "Mäkinen", "Nieminen", "Hämäläinen", "Lehtonen", "Järvinen", "Heikkilä", "Kärkkäinen", "Väisänen"},
	}
	luPeople = namePool{
		givens:   []string{"Jean", "Marie-Claire", "Luc", "Anne", "Pierre", "Sandrine", "Marc", "Nathalie", "Tom", "Carole"},
		surnames: []string{"Schmit", "Muller", "Weber", "Hoffmann", "Wagner", "Reuter", "Kieffer", "Thill", "Faber", "Goergen"},
	}
	auPeople = namePool{
		givens:   []string{"Jack", "Olivia", "Thomas James", "Charlotte", "Liam", "Emily Rose", "Nguyen Van", "Priya", "Daniel", "Matilda"},
		surnames: []string{"Smith", "O'Brien", "Nguyen", "Campbell", "Papadopoulos", "Kelly", "Walker", "Rossi", "Murray", "Singh"},
	}
	zaPeople = namePool{
		givens:   []string{"Thabo", "Nomvula", "Pieter", "Lindiwe", "Johannes", "Ayanda", "Sibusiso", "Anele", "Gert", "Zanele"},
		surnames: []string{"Nkosi", "Dlamini", "van der Merwe", "Botha", "Mokoena", "Naidoo", "Khumalo", "Pretorius", "Mahlangu", "Ndlovu"},
	}
)

// fiPlaces are Finnish towns with postcodes and streets.
var fiPlaces = []struct {
	pc, city string
	streets  []string
}{
	{"00100", "Helsinki", []string{"Mannerheimintie", "Bulevardi", "Fredrikinkatu", "Eerikinkatu"}},
	{"02150", "Espoo", []string{"Otakaari", "Tekniikantie", "Keilaranta"}},
	{"33100", "Tampere", []string{"Hämeenkatu", "Hatanpään valtatie", "Kuninkaankatu"}},
	{"20100", "Turku", []string{"Yliopistonkatu", "Linnankatu", "Aurakatu"}},
	{"90100", "Oulu", []string{"Kirkkokatu", "Isokatu", "Torikatu"}},
	{"40100", "Jyväskylä", []string{"Kauppakatu", "Väinönkatu", "Asemakatu"}},
}

// fiAddress draws a Finnish postal address: street, number and staircase
// with flat, then postcode and town (in capitals, as the PRH prints it
// when upper), and returns the town as the domicile (kotipaikka).
func (g *gen) fiAddress(upper bool) ([]string, string) {
	pl := pick(g.r, fiPlaces)
	st := fmt.Sprintf("%s %d", pick(g.r, pl.streets), 1+g.r.IntN(80))
	if g.chance(0.5) {
		st += fmt.Sprintf(" %s %d", pick(g.r, []string{"A", "B", "C"}), 1+g.r.IntN(40))
	}
	town := pl.city
	if upper {
		town = strings.ToUpper(town)
	}
	return []string{st, pl.pc + " " + town}, pl.city
}

// luPlaces are Luxembourg localities with postcodes and streets.
var luPlaces = []struct {
	pc, city string
	streets  []string
}{
	{"L-1611", "Luxembourg", []string{"avenue de la Gare", "rue de Strasbourg", "boulevard de la Pétrusse"}},
	{"L-2453", "Luxembourg", []string{"rue Eugène Ruppert", "rue Guillaume Kroll"}},
	{"L-1855", "Luxembourg", []string{"avenue John F. Kennedy", "rue Albert Borschette"}},
	{"L-4220", "Esch-sur-Alzette", []string{"rue de Luxembourg", "boulevard Kennedy"}},
	{"L-8080", "Bertrange", []string{"route de Longwy", "rue de Mamer"}},
	{"L-9053", "Ettelbruck", []string{"avenue J.F. Kennedy", "Grand-Rue"}},
}

// luAddress draws a Luxembourg address as the RCS prints it: number and
// street, then postcode and locality.
func (g *gen) luAddress() []string {
	pl := pick(g.r, luPlaces)
	return []string{fmt.Sprintf("%d, %s", 1+g.r.IntN(120), pick(g.r, pl.streets)), pl.pc + " " + pl.city}
}

// asicPlaces are Australian suburbs with state, postcode and streets.
var asicPlaces = []struct {
	suburb, state, pc string
	streets           []string
}{
	{"MELBOURNE", "VIC", "3000", []string{"COLLINS STREET", "BOURKE STREET", "FLINDERS LANE"}},
	{"RICHMOND", "VIC", "3121", []string{"SWAN STREET", "CHURCH STREET"}},
	{"SYDNEY", "NSW", "2000", []string{"GEORGE STREET", "PITT STREET", "KENT STREET"}},
	{"PARRAMATTA", "NSW", "2150", []string{"CHURCH STREET", "MACQUARIE STREET"}},
	{"BRISBANE CITY", "QLD", "4000", []string{"QUEEN STREET", "ADELAIDE STREET"}},
	{"PERTH", "WA", "6000", []string{"ST GEORGES TERRACE", "HAY STREET"}},
	{"ADELAIDE", "SA", "5000", []string{"KING WILLIAM STREET", "GRENFELL STREET"}},
}

// asicAddress draws an Australian address in capitals as ASIC prints it:
// level or unit and street, then suburb, state and postcode.
func (g *gen) asicAddress() []string {
	pl := pick(g.r, asicPlaces)
	st := fmt.Sprintf("%d %s", 1+g.r.IntN(400), pick(g.r, pl.streets))
	switch g.r.IntN(3) {
	case 0:
		st = fmt.Sprintf("LEVEL %d %s", 1+g.r.IntN(30), st)
	case 1:
		st = fmt.Sprintf("UNIT %d %s", 1+g.r.IntN(20), st)
	}
	return []string{st, pl.suburb + " " + pl.state + " " + pl.pc}
}

// auBirthPlaces are places of birth as ASIC records them.
var auBirthPlaces = []string{"MELBOURNE, VIC", "SYDNEY, NSW", "BRISBANE, QLD", "PERTH, WA", "HOBART, TAS", "GEELONG, VIC", "AUCKLAND, NEW ZEALAND", "LONDON, UNITED KINGDOM"}

// zaPlaces are South African suburbs with city, province, postcode and
// streets.
var zaPlaces = []struct {
	suburb, city, province, pc string
	streets                    []string
}{
	{"Sandton", "Johannesburg", "Gauteng", "2196", []string{"Rivonia Road", "West Street", "Maude Street"}},
	{"Braamfontein", "Johannesburg", "Gauteng", "2001", []string{"Jorissen Street", "De Korte Street"}},
	{"Hatfield", "Pretoria", "Gauteng", "0083", []string{"Burnett Street", "Pretorius Street"}},
	{"Cape Town City Centre", "Cape Town", "Western Cape", "8001", []string{"Long Street", "Bree Street", "Loop Street"}},
	{"Umhlanga", "Durban", "KwaZulu-Natal", "4319", []string{"Lighthouse Road", "Chartwell Drive"}},
	{"Stellenbosch Central", "Stellenbosch", "Western Cape", "7600", []string{"Dorp Street", "Andringa Street"}},
}

// zaAddress draws a South African address: number and street, suburb,
// city, province and postal code.
func (g *gen) zaAddress() []string {
	pl := pick(g.r, zaPlaces)
	return []string{fmt.Sprintf("%d %s", 1+g.r.IntN(300), pick(g.r, pl.streets)), pl.suburb, pl.city, pl.province, pl.pc}
}
