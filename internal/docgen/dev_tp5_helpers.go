package docgen

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Numbers, names and addresses of the Finnish, Slovak, Croatian and
// Lithuanian tax documents and bills in dev_tax5.go and dev_poa5.go.

// fiHetuChars are the check characters of a Finnish henkilötunnus, the
// remainder modulo 31 indexing them (Digital and Population Data
// Services Agency, dvv.fi "Henkilötunnus").
const fiHetuChars = "0123456789ABCDEFHJKLMNPRSTUVWXY"

// fiHetu draws a henkilötunnus of someone born on birth: DDMMYY, the
// century sign ("-" for the 1900s, "A" for the 2000s), an individual
// number 002–899 and the check character.
func (g *gen) fiHetu(birth time.Time) string {
	n := 2 + g.r.IntN(898)
	base := birth.Format("020106") + fmt.Sprintf("%03d", n)
	v, _ := strconv.Atoi(base) // Sscan would read a leading 0 as octal
	sign := "-"
	if birth.Year() >= 2000 {
		sign = "A"
	}
	return birth.Format("020106") + sign + fmt.Sprintf("%03d", n) + string(fiHetuChars[v%31])
}

// fiReference returns a Finnish domestic payment reference (viitenumero):
// body and the check digit of weights 7, 3, 1 from the right (Finance
// Finland, "Viitenumero ja RF-viite").
func fiReference(body string) string {
	w := []int{7, 3, 1}
	sum := 0
	for i := range len(body) {
		sum += int(body[len(body)-1-i]-'0') * w[i%3]
	}
	return body + fmt.Sprint((10-sum%10)%10)
}

// groupFivesRight prints a reference in groups of five from the right,
// as Finnish bills do: "12 34561 23457".
func groupFivesRight(s string) string {
	var parts []string
	for len(s) > 5 {
		parts = append([]string{s[len(s)-5:]}, parts...)
		s = s[:len(s)-5]
	}
	return strings.Join(append([]string{s}, parts...), " ")
}

// fiIBAN draws a Finnish IBAN: a bank group of three digits, ten more and
// the Luhn digit of the thirteen.
func (g *gen) fiIBAN() string {
	d := g.digits(10)
	body := pick(g.r, []string{"157", "800", "470", "500"}) + digitString(d)
	all := make([]int, len(body))
	for i := range body {
		all[i] = int(body[i] - '0')
	}
	return ibanCheck("FI", body+fmt.Sprint(luhnDigit(all)))
}

// fiBICs are the BICs of the bank groups fiIBAN draws (the first three
// digits of the account: Nordea 1, POP Pankki 47, OP 5, Danske Bank 8).
var fiBICs = map[string]string{"157": "NDEAFIHH", "470": "POPFFI22", "500": "OKOYFIHH", "800": "DABAFIHH"}

// fiVirtualBarcode writes the 54 digits of a Finnish virtual barcode,
// version 4 (Finance Finland, "Pankkiviivakoodi-opas"): the IBAN's
// sixteen digits, six of euros and two of cents, three zeros, the
// reference padded to twenty digits and the due date as YYMMDD.
func fiVirtualBarcode(iban string, total float64, ref string, due time.Time) string {
	cents := int64(total*100 + 0.5)
	return fmt.Sprintf("4%s%06d%02d000%s%s%s", iban[2:], cents/100, cents%100, strings.Repeat("0", 20-len(ref)), ref, due.Format("060102"))
}

// skDIC draws a Slovak DIČ: ten digits divisible by eleven, starting 10
// for a natural person and 20 for a legal person (Finančná správa,
// "Registrácia pre daň z príjmov").
func (g *gen) skDIC(company bool) string {
	prefix := "10"
	if company {
		prefix = "20"
	}
	for {
		body := prefix + g.fill("9999999")
		var n int64
		fmt.Sscan(body, &n)
		last := (11 - (n*10)%11) % 11
		if last < 10 {
			return fmt.Sprintf("%s%d", body, last)
		}
	}
}

// skIBAN draws a Slovak IBAN: the bank code, a six-digit prefix and a
// ten-digit account.
func (g *gen) skIBAN() string {
	return ibanCheck("SK", pick(g.r, []string{"0900", "1100", "0200", "7500", "5600"})+"000000"+g.fill("9999999999"))
}

// eicAlphabet orders the characters of an EIC code by value.
const eicAlphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ-"

// eicCheck appends the check character of an Energy Identification Code
// (ENTSO-E, "EIC Reference Manual", annex on the check character): the
// fifteen characters weighted 16 down to 2, and 36 minus (sum − 1)
// modulo 37 indexing the alphabet.
func eicCheck(s string) string {
	sum := 0
	for i, r := range s {
		sum += strings.IndexRune(eicAlphabet, r) * (16 - i)
	}
	return s + string(eicAlphabet[36-(sum-1)%37])
}

// ltIBAN draws a Lithuanian IBAN: a five-digit bank code and an
// eleven-digit account.
func (g *gen) ltIBAN() string {
	return ibanCheck("LT", pick(g.r, []string{"70440", "73000", "40100", "72300"})+g.fill("99999999999"))
}

// ltVATCode draws a Lithuanian VAT code of a legal entity: "LT", seven
// digits, a 1 and the check digit.
func (g *gen) ltVATCode() string {
	d := append(g.digits(7), 1)
	return "LT" + digitString(append(d, ltCheck(d)))
}

// sexPools are given names and surnames of one country for men and for
// women, whose surnames differ in form (Slovak Novák / Nováková,
// Lithuanian Kazlauskas / Kazlauskienė).
type sexPools struct{ men, women namePool }

// draw returns a given name and surname of one sex.
func (p sexPools) draw(g *gen) (given, surname string) {
	pool := p.men
	if g.chance(0.5) {
		pool = p.women
	}
	return pick(g.r, pool.givens), pick(g.r, pool.surnames)
}

var (
	skPeople = sexPools{
		men:   namePool{givens: []string{"Marek", "Peter", "Ján", "Martin", "Jozef", "Tomáš", "Ľubomír", "Michal"}, surnames: []string{"Horváth", "Kováč", "Varga", "Tóth", "Nagy", "Baláž", "Molnár", "Šimko", "Lukáč", "Krajčí"}},
		women: namePool{givens: []string{"Zuzana", "Jana", "Mária", "Katarína", "Ľubica", "Eva", "Lucia", "Monika"}, surnames: []string{"Horváthová", "Kováčová", "Vargová", "Tóthová", "Balážová", "Molnárová", "Šimková", "Lukáčová", "Krajčíová"}},
	}
	hrPayers = namePool{
		givens:   []string{"Ivan", "Marija", "Josip", "Ana", "Luka", "Ivana", "Tomislav", "Petra", "Marko", "Katarina", "Zvonimir", "Mirjana"},
		surnames: []string{"Horvat", "Kovačević", "Babić", "Marić", "Jurić", "Novak", "Knežević", "Vuković", "Perić", "Šarić", "Božić", "Grgić"},
	}
	ltPeople = sexPools{
		men:   namePool{givens: []string{"Jonas", "Tomas", "Mantas", "Darius", "Rimantas", "Paulius", "Andrius", "Vytautas"}, surnames: []string{"Kazlauskas", "Jankauskas", "Petrauskas", "Stankevičius", "Vasiliauskas", "Žukauskas", "Butkus", "Paulauskas"}},
		women: namePool{givens: []string{"Rūta", "Eglė", "Ieva", "Jurgita", "Aistė", "Laura", "Kristina", "Gintarė"}, surnames: []string{"Kazlauskienė", "Jankauskaitė", "Petrauskienė", "Stankevičienė", "Vasiliauskaitė", "Žukauskienė", "Butkutė", "Paulauskienė"}},
	}
)

// tp5Place is a town with its postcode pattern and streets.
type tp5Place struct {
	town, pc string
	streets  []string
}

var (
	// skPlaces: Slovak postcodes are printed "811 01".
	skPlaces = []tp5Place{
		{"Bratislava", "8", []string{"Obchodná", "Šancová", "Miletičova", "Račianska", "Hlavná"}},
		{"Košice", "040 01", []string{"Hlavná", "Štúrova", "Komenského", "Moyzesova"}},
		{"Žilina", "010 01", []string{"Národná", "Hurbanova", "Vysokoškolákov", "Tajovského"}},
		{"Nitra", "949 01", []string{"Štefánikova trieda", "Farská", "Akademická"}},
		{"Banská Bystrica", "974 01", []string{"Námestie SNP", "Horná", "Partizánska cesta"}},
		{"Prešov", "080 01", []string{"Hlavná", "Sabinovská", "Levočská"}},
		{"Trnava", "917 01", []string{"Hlavná", "Hospodárska", "Zelený kríčok"}},
	}
	// hrPlaces: Croatian postcodes are five digits before the town.
	hrPlaces = []tp5Place{
		{"Zagreb", "10000", []string{"Ilica", "Vukovarska ulica", "Savska cesta", "Ulica grada Vukovara", "Maksimirska cesta"}},
		{"Split", "21000", []string{"Poljička cesta", "Ulica Domovinskog rata", "Put Brodarice"}},
		{"Rijeka", "51000", []string{"Korzo", "Ulica Frana Supila", "Zvonimirova ulica"}},
		{"Osijek", "31000", []string{"Europska avenija", "Kapucinska ulica", "Ulica Hrvatske Republike"}},
		{"Zadar", "23000", []string{"Ulica Ante Starčevića", "Put Bokanjca", "Obala kneza Branimira"}},
		{"Varaždin", "42000", []string{"Zagrebačka ulica", "Ulica Pavla Hatza", "Optujska ulica"}},
	}
	// ltTowns: Lithuanian postcodes are "LT-" and five digits.
	ltTowns = []tp5Place{
		{"Vilnius", "LT-0", []string{"Gedimino pr.", "Savanorių pr.", "Žirmūnų g.", "Antakalnio g.", "Kalvarijų g."}},
		{"Kaunas", "LT-4", []string{"Laisvės al.", "Savanorių pr.", "Taikos pr.", "Vytauto pr."}},
		{"Klaipėda", "LT-9", []string{"Taikos pr.", "Herkaus Manto g.", "Šilutės pl."}},
		{"Šiauliai", "LT-7", []string{"Tilžės g.", "Vilniaus g.", "Aido g."}},
		{"Panevėžys", "LT-3", []string{"Respublikos g.", "Klaipėdos g.", "Smėlynės g."}},
	}
)

// skHomeAddress draws a Slovak address: "Štúrova 1234/12", "040 01 Košice".
func (g *gen) skHomeAddress() []string {
	pl := pick(g.r, skPlaces)
	pc := pl.pc
	if len(pc) == 1 {
		pc = pc + g.fill("9") + "1 0" + g.fill("9")
	}
	num := fmt.Sprint(1 + g.r.IntN(90))
	if g.chance(0.5) {
		num = fmt.Sprintf("%d/%s", 100+g.r.IntN(6000), num)
	}
	return []string{pick(g.r, pl.streets) + " " + num, pc + " " + pl.town}
}

// hrHomeAddress draws a Croatian address: "Ilica 45", "10000 Zagreb".
func (g *gen) hrHomeAddress() []string {
	pl := pick(g.r, hrPlaces)
	num := fmt.Sprint(1 + g.r.IntN(160))
	if g.chance(0.2) {
		num += pick(g.r, []string{"a", "b", "c"})
	}
	return []string{pick(g.r, pl.streets) + " " + num, pl.pc + " " + pl.town}
}

// ltHomeAddress draws a Lithuanian address: "Taikos pr. 12-34",
// "LT-91213 Klaipėda".
func (g *gen) ltHomeAddress() []string {
	pl := pick(g.r, ltTowns)
	num := fmt.Sprint(1 + g.r.IntN(140))
	if g.chance(0.6) {
		num += fmt.Sprintf("-%d", 1+g.r.IntN(90))
	}
	return []string{pick(g.r, pl.streets) + " " + num, pl.pc + g.fill("9999") + " " + pl.town}
}
