package docgen

import (
	"fmt"
	"time"
)

// Numbers, names and places of the Hungarian, Romanian and Estonian
// organisation documents in holdout_org2.go.

// huTorzsszam returns the eight-digit base number (törzsszám) of a
// Hungarian tax number: seven digits and a check digit that makes the
// sum with the weights 9 7 3 1 9 7 3 1 divisible by 10.
func (g *gen) huTorzsszam() string {
	weights := []int{9, 7, 3, 1, 9, 7, 3}
	d := g.digits(7)
	d[0] = 1 + g.r.IntN(2)
	sum := 0
	for i, v := range d {
		sum += v * weights[i]
	}
	return digitString(append(d, (10-sum%10)%10))
}

// huAdoszam prints the tax number of a company with base number base: the
// base, the VAT code (2 for a VAT payer) and the code of the county tax
// office: 12345678-2-41.
func (g *gen) huAdoszam(base string, county int) string {
	return fmt.Sprintf("%s-%d-%02d", base, pick(g.r, []int{2, 2, 2, 1}), county)
}

// roCUI returns a Romanian cod unic de înregistrare of eight digits: the
// first seven weighted 7 5 3 2 1 7 5 3 2 from the right end of that key,
// the sum times 10 modulo 11 giving the check digit (10 gives 0).
func (g *gen) roCUI() string {
	key := []int{7, 5, 3, 2, 1, 7, 5, 3, 2}
	d := g.digits(7)
	d[0] = 1 + g.r.IntN(4)
	sum := 0
	for i, v := range d {
		sum += v * key[len(key)-len(d)+i]
	}
	return digitString(append(d, sum*10%11%10))
}

// eeCheckDigit is the check digit of Estonian personal and registry
// codes: weights 1…9, 1… modulo 11; a remainder of 10 is computed again
// with the weights 3…9, 1…; a second 10 gives 0.
func eeCheckDigit(d []int) int {
	sum := func(start int) int {
		s := 0
		for i, v := range d {
			s += v * ((start+i-1)%9 + 1)
		}
		return s % 11
	}
	if r := sum(1); r < 10 {
		return r
	}
	return sum(3) % 10
}

// eeRegistrikood returns the eight-digit registry code of an Estonian
// company registered on reg: 1, six digits and the check digit. Codes are
// handed out in order, so the second digit grows with the year.
func (g *gen) eeRegistrikood(reg time.Time) string {
	second := 0
	for i, from := range []int{2002, 2010, 2016, 2019} {
		if reg.Year() >= from {
			second = []int{1, 2, 4, 6}[i]
		}
	}
	d := append([]int{1, second}, g.digits(5)...)
	return digitString(append(d, eeCheckDigit(d)))
}

// eeIsikukood returns an Estonian personal identification code: the sex
// and century (3 or 4 for men or women born in the 1900s, 5 or 6 from
// 2000), the birth date YYMMDD, a serial of three digits and the check
// digit.
func (g *gen) eeIsikukood(born time.Time, female bool) string {
	first := 3
	if born.Year() >= 2000 {
		first = 5
	}
	if female {
		first++
	}
	s := fmt.Sprintf("%d%s%03d", first, born.Format("060102"), g.r.IntN(1000))
	d := make([]int, len(s))
	for i := range s {
		d[i] = int(s[i] - '0')
	}
	return s + fmt.Sprint(eeCheckDigit(d))
}

var (
	// Hungarian names are printed surname first.
	huPeople = namePool{
		givens:   []string{"Péter", "Katalin", "László Gábor", "Eszter", "Zoltán", "Ildikó", "Gergely", "Anikó Judit", "Balázs", "Réka"},
		surnames: []string{"Kovács", "Szabó", "Horváth", "Nagy", "Tóth", "Varga", "Kiss", "Molnár", "Németh", "Fekete-Győri"},
	}
	huMothers = []string{"Nagy Mária", "Kiss Erzsébet", "Balogh Ilona", "Farkas Éva", "Papp Katalin", "Takács Margit"}
	roPeople  = namePool{
		givens:   []string{"Andrei", "Ioana", "Mihai-Cristian", "Elena", "Ștefan", "Alexandra Maria", "Radu", "Cătălina", "Bogdan", "Oana"},
		surnames: []string{"Popescu", "Ionescu", "Dumitrescu", "Stănescu", "Constantin", "Munteanu", "Țurcanu", "Gheorghiu", "Rusu", "Dobre"},
	}
	// eeMen and eeWomen are Estonian given names by sex, which the
	// personal code records.
	eeMen      = []string{"Margus", "Tiit", "Andres", "Rasmus", "Priit", "Jaan"}
	eeWomen    = []string{"Kadri", "Mari", "Liis", "Triin", "Kristiina", "Piret"}
	eeSurnames = []string{"Tamm", "Saar", "Sepp", "Mägi", "Kask", "Kukk", "Rebane", "Ilves", "Pärn", "Õunapuu"}
)

// huCourts are Hungarian court registries (cégbíróság) with the county
// code that opens their company numbers and the tax office code, with
// places of their area.
var huCourts = []struct {
	code, taxCounty int
	court           string
	places          []struct{ pc, city string }
	streets         []string
}{
	{1, 41, "Fővárosi Törvényszék Cégbírósága", []struct{ pc, city string }{{"1052", "Budapest"}, {"1134", "Budapest"}, {"1117", "Budapest"}}, []string{"Váci utca", "Andrássy út", "Bartók Béla út", "Dózsa György út", "Irinyi József utca"}},
	{13, 13, "Budapest Környéki Törvényszék Cégbírósága", []struct{ pc, city string }{{"2040", "Budaörs"}, {"2000", "Szentendre"}, {"2100", "Gödöllő"}}, []string{"Szabadság út", "Kossuth Lajos utca", "Petőfi Sándor utca"}},
	{9, 9, "Debreceni Törvényszék Cégbírósága", []struct{ pc, city string }{{"4025", "Debrecen"}, {"4032", "Debrecen"}}, []string{"Piac utca", "Egyetem tér", "Füredi út"}},
	{8, 8, "Győri Törvényszék Cégbírósága", []struct{ pc, city string }{{"9021", "Győr"}, {"9200", "Mosonmagyaróvár"}}, []string{"Baross Gábor út", "Szent István út", "Fő utca"}},
	{6, 6, "Szegedi Törvényszék Cégbírósága", []struct{ pc, city string }{{"6720", "Szeged"}, {"6800", "Hódmezővásárhely"}}, []string{"Kárász utca", "Tisza Lajos körút", "Rákóczi út"}},
	{2, 2, "Pécsi Törvényszék Cégbírósága", []struct{ pc, city string }{{"7621", "Pécs"}, {"7624", "Pécs"}}, []string{"Király utca", "Rákóczi út", "Szent István tér"}},
}

// huStreetAddress prints a Hungarian street address as the registry does:
// street and house number with a final dot, sometimes floor and door.
func (g *gen) huStreetAddress(streets []string) string {
	s := fmt.Sprintf("%s %d.", pick(g.r, streets), 1+g.r.IntN(120))
	if g.chance(0.4) {
		s += fmt.Sprintf(" %d. em. %d.", 1+g.r.IntN(6), 1+g.r.IntN(12))
	}
	return s
}

// roOffices are the county offices of the Romanian trade register: the
// county code that opens register numbers, the court they sit by and
// places of the county with their streets.
var roOffices = []struct {
	code     int
	tribunal string
	town     []string // the locality, and the county or sector after the street
	streets  []string
}{
	{40, "Tribunalul București", []string{"Municipiul București", "Sector 1"}, []string{"Str. Buzești", "Calea Victoriei", "Bd. Aviatorilor"}},
	{40, "Tribunalul București", []string{"Municipiul București", "Sector 3"}, []string{"Bd. Unirii", "Str. Matei Basarab", "Calea Călărașilor"}},
	{12, "Tribunalul Cluj", []string{"Municipiul Cluj-Napoca", "Județ Cluj"}, []string{"Str. Memorandumului", "Calea Dorobanților", "Str. Avram Iancu"}},
	{22, "Tribunalul Iași", []string{"Municipiul Iași", "Județ Iași"}, []string{"Bd. Ștefan cel Mare și Sfânt", "Str. Lăpușneanu", "Str. Păcurari"}},
	{35, "Tribunalul Timiș", []string{"Municipiul Timișoara", "Județ Timiș"}, []string{"Bd. Revoluției din 1989", "Str. Mercy", "Calea Aradului"}},
	{5, "Tribunalul Bihor", []string{"Municipiul Oradea", "Județ Bihor"}, []string{"Str. Republicii", "Calea Aradului", "Piața Unirii"}},
}

// eePlaces are Estonian places as the business register prints them:
// county, town, district where there is one, streets and postcodes.
var eePlaces = []struct {
	county, town, district string
	streets                []string
	pcs                    []string
}{
	{"Harju maakond", "Tallinn", "Kesklinna linnaosa", []string{"Narva mnt", "Tartu mnt", "Roosikrantsi tn", "Pärnu mnt"}, []string{"10117", "10115", "10143"}},
	{"Harju maakond", "Tallinn", "Põhja-Tallinna linnaosa", []string{"Telliskivi tn", "Kopli tn", "Soo tn"}, []string{"10412", "10416"}},
	{"Tartu maakond", "Tartu linn", "Tartu linn", []string{"Riia tn", "Küüni tn", "Ülikooli tn"}, []string{"51010", "51004"}},
	{"Pärnu maakond", "Pärnu linn", "Pärnu linn", []string{"Rüütli tn", "Riia mnt", "Aia tn"}, []string{"80010", "80011"}},
}
