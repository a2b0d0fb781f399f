package docgen

import (
	"fmt"
	"image/color"

	"github.com/boombuler/barcode/qr"
)

// Numbers, names and places of the Latvian, Lithuanian, Slovak, Slovenian
// and Croatian organisation documents in dev_org5.go.

// lvRegNumber returns the registration number of a Latvian commercial
// company: eleven digits beginning 40003, 40103 or 40203, the last a check
// digit that makes the sum of the digits weighted 9 1 4 8 3 10 2 5 7 6 1
// leave 3 modulo 11 (python-stdnum and the stdnum npm package, lv/pvn:
// 'Latvian VAT number', whose legal-entity numbers are the register's;
// their published example 40003521600). Stems needing a check of 10 are
// drawn again.
func (g *gen) lvRegNumber() string {
	weights := []int{9, 1, 4, 8, 3, 10, 2, 5, 7, 6}
	for {
		d := append(digitsOfString(pick(g.r, []string{"40003", "40103", "40203"})), g.digits(5)...)
		sum := 0
		for i, v := range d {
			sum += v * weights[i]
		}
		check := ((3-sum%11)%11 + 11) % 11
		if check == 10 {
			continue
		}
		return digitString(append(d, check))
	}
}

// ltCompanyCode returns a nine-digit Lithuanian juridinio asmens kodas of
// a company registered since 2004 (30… and 30x…), its last digit chosen by
// the modulo-11 rule of the Lithuanian and Estonian identity codes
// (weights 1…9, then 3…11 when the first remainder is 10, 0 when both are
// 10) as the stdnum npm package's lt/pvm and ee/ik apply it to nine-digit
// codes. No register description found states a check digit for these
// codes; the rule keeps them valid should a reader apply it.
func (g *gen) ltCompanyCode() string {
	d := append([]int{3, 0}, g.digits(6)...)
	d[2] = g.r.IntN(6)
	return digitString(append(d, ltCheck(d)))
}

// ltCheck is the modulo-11 check digit of the Lithuanian identity codes.
func ltCheck(d []int) int {
	sum := func(first int) int {
		s := 0
		for i, v := range d {
			s += v * ((first+i-1)%9 + 1)
		}
		return s % 11
	}
	if c := sum(1); c != 10 {
		return c
	}
	if c := sum(3); c != 10 {
		return c
	}
	return 0
}

// skICO returns a Slovak identifikačné číslo organizácie: eight digits,
// the last a check digit over the first seven weighted 8…2 (11 minus the
// sum modulo 11, a remainder of 0 giving 1 and of 1 giving 0), the scheme
// the Czech IČO shares (the published IČO 35763469 and 00151742 pass it);
// companies of the register since the 1990s begin 3…, 4… or 5….
func (g *gen) skICO() string {
	d := append(digitsOfString(pick(g.r, []string{"35", "36", "44", "45", "46", "47", "50", "51", "52", "53", "54", "55"})), g.digits(5)...)
	d[2] = g.r.IntN(10)
	sum := 0
	for i, v := range d {
		sum += v * (8 - i)
	}
	return digitString(append(d, (11-sum%11)%10))
}

// siMaticna returns a Slovenian matična številka of a company: six digits
// and a check digit over them weighted 7…2 (11 minus the sum modulo 11;
// stems leaving 0 or 1 are drawn again), then 000 for the main unit
// (AJPES's own number 1732803000 passes it).
func (g *gen) siMaticna() string {
	for {
		d := g.digits(6)
		sum := 0
		for i, v := range d {
			sum += v * (7 - i)
		}
		if r := sum % 11; r > 1 {
			return digitString(append(d, 11-r)) + "000"
		}
	}
}

// siTaxNumber returns a Slovenian davčna številka: eight digits, the first
// not 0, the last 11 minus the modulo-11 sum of the first seven weighted
// 8…2, 10 giving 0; stems whose check would be 11 are drawn again
// (stdnum si/ddv; AJPES's own SI14717468 passes it).
func (g *gen) siTaxNumber() string {
	for {
		d := g.digits(7)
		sum := 0
		for i, v := range d {
			sum += v * (8 - i)
		}
		c := 11 - sum%11
		if c == 11 {
			continue
		}
		return digitString(append(d, c%10))
	}
}

// hrOIB returns a Croatian osobni identifikacijski broj: ten digits and
// an ISO 7064 MOD 11,10 check digit (Zakon o osobnom identifikacijskom
// broju, NN 60/08, as summarised by zagreb.hr 'Osobni identifikacijski
// broj (OIB)').
func (g *gen) hrOIB() string {
	d := g.digits(10)
	return digitString(append(d, mod1110(d)))
}

// hrCourt is a Croatian commercial court keeping the court register, with
// the prefix of the MBS numbers it gives, its county and places.
type hrCourt struct {
	name, city, locative, prefix, county string
	pcs                                  []string
	streets                              []string
}

// hrCourts: prefixes per the register's published numbers (080… at
// Zagreb, 060… at Split; docs.topograph.co 'Croatia').
var hrCourts = []hrCourt{
	{"Trgovački sud u Zagrebu", "Zagreb", "Zagrebu", "080", "Grad Zagreb", []string{"10000", "10010", "10020", "10090"},
		[]string{"Ilica", "Savska cesta", "Vukovarska ulica", "Radnička cesta", "Heinzelova ulica", "Ulica grada Vukovara"}},
	{"Trgovački sud u Splitu", "Split", "Splitu", "060", "Splitsko-dalmatinska županija", []string{"21000"},
		[]string{"Domovinskog rata", "Poljička cesta", "Ulica Ruđera Boškovića", "Put Brodarice"}},
	{"Trgovački sud u Rijeci", "Rijeka", "Rijeci", "040", "Primorsko-goranska županija", []string{"51000"},
		[]string{"Korzo", "Zvonimirova ulica", "Ulica Janka Polića Kamova", "Krešimirova ulica"}},
	{"Trgovački sud u Osijeku", "Osijek", "Osijeku", "030", "Osječko-baranjska županija", []string{"31000"},
		[]string{"Županijska ulica", "Ulica Europske avenije", "Vukovarska cesta", "Kapucinska ulica"}},
	{"Trgovački sud u Varaždinu", "Varaždin", "Varaždinu", "070", "Varaždinska županija", []string{"42000"},
		[]string{"Kapucinski trg", "Zagrebačka ulica", "Optujska ulica"}},
}

// hrMBS returns a nine-digit matični broj subjekta of court ct: its
// prefix and six digits.
func (g *gen) hrMBS(ct hrCourt) string { return ct.prefix + g.fill("999999") }

// digitsOfString returns the digits of a string of digits.
func digitsOfString(s string) []int {
	d := make([]int, len(s))
	for i := range s {
		d[i] = int(s[i] - '0')
	}
	return d
}

// Name pools. Latvian, Lithuanian and Slovak surnames agree with the
// bearer's sex, so men and women are drawn from pools of their own;
// Slovenian and Croatian surnames do not change.
var (
	lvMen = namePool{
		givens:   []string{"Jānis", "Andris", "Māris", "Kārlis", "Edgars", "Roberts", "Artūrs", "Guntis"},
		surnames: []string{"Bērziņš", "Kalniņš", "Ozoliņš", "Liepiņš", "Krūmiņš", "Zariņš", "Vītols", "Balodis", "Ziemelis"},
	}
	lvWomen = namePool{
		givens:   []string{"Anna", "Ilze", "Laura", "Inese", "Līga", "Kristīne", "Dace", "Zane"},
		surnames: []string{"Bērziņa", "Kalniņa", "Ozoliņa", "Liepiņa", "Krūmiņa", "Zariņa", "Vītola", "Balode", "Ziemele"},
	}
	ltMen = namePool{
		givens:   []string{"Jonas", "Tomas", "Mindaugas", "Darius", "Andrius", "Vytautas", "Paulius", "Žygimantas"},
		surnames: []string{"Kazlauskas", "Jankauskas", "Petrauskas", "Stankevičius", "Vasiliauskas", "Žukauskas", "Butkus", "Paulauskas"},
	}
	ltWomen = namePool{
		givens:   []string{"Rūta", "Inga", "Agnė", "Giedrė", "Laura", "Eglė", "Jurgita", "Austėja"},
		surnames: []string{"Kazlauskienė", "Jankauskaitė", "Petrauskienė", "Stankevičienė", "Vasiliauskaitė", "Žukauskienė", "Butkienė", "Paulauskaitė"},
	}
	skMen = namePool{
		givens:   []string{"Ján", "Peter", "Martin", "Michal", "Jozef", "Tomáš", "Marek", "Ľubomír"},
		surnames: []string{"Novák", "Horváth", "Kováč", "Varga", "Tóth", "Baláž", "Molnár", "Šimko"},
	}
	skWomen = namePool{
		givens:   []string{"Mária", "Zuzana", "Katarína", "Jana", "Lucia", "Eva", "Ľubica", "Veronika"},
		surnames: []string{"Nováková", "Horváthová", "Kováčová", "Vargová", "Tóthová", "Balážová", "Molnárová", "Šimková"},
	}
	siPeople = namePool{
		givens:   []string{"Luka", "Matej", "Janez", "Marko", "Andrej", "Primož", "Maja", "Nina", "Mojca", "Špela", "Tanja"},
		surnames: []string{"Novak", "Horvat", "Kovačič", "Krajnc", "Zupančič", "Potočnik", "Kovač", "Mlakar", "Vidmar", "Žagar"},
	}
	hrPeople = namePool{
		givens:   []string{"Ivan", "Marko", "Luka", "Tomislav", "Ante", "Josip", "Ana", "Marija", "Ivana", "Petra", "Maja"},
		surnames: []string{"Horvat", "Kovačević", "Babić", "Marić", "Jurić", "Novak", "Knežević", "Vuković", "Perić", "Matić"},
	}
)

// lvPlaces are Latvian towns with postcodes and streets.
var lvPlaces = []struct {
	city, pc string
	streets  []string
}{
	{"Rīga", "LV-1010", []string{"Brīvības iela", "Elizabetes iela", "Krišjāņa Barona iela", "Tērbatas iela"}},
	{"Rīga", "LV-1050", []string{"Kaļķu iela", "Audēju iela", "Grēcinieku iela"}},
	{"Rīga", "LV-1004", []string{"Mūkusalas iela", "Bauskas iela", "Kalnciema iela"}},
	{"Jelgava", "LV-3001", []string{"Lielā iela", "Katoļu iela", "Pasta iela"}},
	{"Liepāja", "LV-3401", []string{"Graudu iela", "Lielā iela", "Kungu iela"}},
	{"Daugavpils", "LV-5401", []string{"Rīgas iela", "Saules iela", "Cietokšņa iela"}},
	{"Valmiera", "LV-4201", []string{"Rīgas iela", "Lāčplēša iela"}},
}

// lvAddress draws a Latvian address as the register prints it: street,
// house and flat, town, postcode.
func (g *gen) lvAddress() []string {
	pl := pick(g.r, lvPlaces)
	st := fmt.Sprintf("%s %d", pick(g.r, pl.streets), 1+g.r.IntN(120))
	if g.chance(0.5) {
		st += fmt.Sprintf("-%d", 1+g.r.IntN(40))
	}
	return []string{st, pl.city, pl.pc}
}

// ltPlaces are Lithuanian towns with their municipality, the town in
// the genitive as the register prints it before "m.", postcodes and
// streets.
var ltPlaces = []struct {
	city, sav, town, pc string
	streets             []string
}{
	{"Vilnius", "Vilniaus m. sav.", "Vilniaus m.", "LT-01103", []string{"Gedimino pr.", "Vokiečių g.", "Konstitucijos pr.", "Savanorių pr.", "Žalgirio g."}},
	{"Kaunas", "Kauno m. sav.", "Kauno m.", "LT-44280", []string{"Laisvės al.", "Vilniaus g.", "Savanorių pr."}},
	{"Klaipėda", "Klaipėdos m. sav.", "Klaipėdos m.", "LT-92123", []string{"Taikos pr.", "H. Manto g.", "Tilžės g."}},
	{"Šiauliai", "Šiaulių m. sav.", "Šiaulių m.", "LT-76285", []string{"Tilžės g.", "Vilniaus g.", "Aušros al."}},
	{"Panevėžys", "Panevėžio m. sav.", "Panevėžio m.", "LT-35173", []string{"Respublikos g.", "Smėlynės g."}},
}

// ltAddress draws a Lithuanian address in the register's long form
// (municipality, town, street) or the postal form (street, postcode and
// town).
func (g *gen) ltAddress(long bool) []string {
	pl := pick(g.r, ltPlaces)
	st := fmt.Sprintf("%s %d", pick(g.r, pl.streets), 1+g.r.IntN(90))
	if g.chance(0.3) {
		st += fmt.Sprintf("-%d", 1+g.r.IntN(30))
	}
	if long {
		return []string{pl.sav, pl.town, st}
	}
	return []string{st, pl.pc + " " + pl.city}
}

// skCourt is a Slovak registry court with the letter of its inserts and
// its towns, postcodes and streets.
type skCourt struct {
	court, genitive, letter, city, pc string
	streets                           []string
}

// skCourts: the eight registry courts in the seats of the regions
// (srovpraxi.sk 'Odporúčaný postup pri registrovom konaní', § 279 CMSP).
var skCourts = []skCourt{
	{"Okresný súd Bratislava I", "Okresného súdu Bratislava I", "B", "Bratislava", "811 06", []string{"Obchodná", "Štúrova", "Karadžičova", "Mlynské nivy", "Panenská"}},
	{"Okresný súd Žilina", "Okresného súdu Žilina", "L", "Žilina", "010 01", []string{"Národná", "Hlinkovo námestie", "Kálov", "Vysokoškolákov"}},
	{"Okresný súd Košice I", "Okresného súdu Košice I", "V", "Košice", "040 01", []string{"Hlavná", "Moyzesova", "Štúrova", "Južná trieda"}},
	{"Okresný súd Banská Bystrica", "Okresného súdu Banská Bystrica", "S", "Banská Bystrica", "974 01", []string{"Námestie SNP", "Horná", "Partizánska cesta"}},
	{"Okresný súd Nitra", "Okresného súdu Nitra", "N", "Nitra", "949 01", []string{"Štefánikova trieda", "Farská", "Akademická"}},
	{"Okresný súd Trnava", "Okresného súdu Trnava", "T", "Trnava", "917 01", []string{"Hlavná", "Hospodárska", "Starohájska"}},
	{"Okresný súd Prešov", "Okresného súdu Prešov", "P", "Prešov", "080 01", []string{"Hlavná", "Masarykova", "Levočská"}},
	{"Okresný súd Trenčín", "Okresného súdu Trenčín", "R", "Trenčín", "911 01", []string{"Mierové námestie", "Palackého", "Jilemnického"}},
}

// skAddress draws an address in ct's town as the register prints it:
// "Street number" then "Town postcode".
func (g *gen) skAddress(ct skCourt) []string {
	return []string{fmt.Sprintf("%s %d", pick(g.r, ct.streets), 1+g.r.IntN(80)), ct.city + " " + ct.pc}
}

// siCourt is a Slovenian district court keeping the court register, in
// the locative its name takes, with towns, postcodes and streets.
type siCourt struct {
	court, seat, pc string
	streets         []string
}

var siCourts = []siCourt{
	{"Okrožno sodišče v Ljubljani", "Ljubljana", "1000", []string{"Dunajska cesta", "Slovenska cesta", "Tržaška cesta", "Celovška cesta", "Trubarjeva cesta"}},
	{"Okrožno sodišče v Mariboru", "Maribor", "2000", []string{"Partizanska cesta", "Ulica heroja Tomšiča", "Tržaška cesta"}},
	{"Okrožno sodišče v Celju", "Celje", "3000", []string{"Mariborska cesta", "Ljubljanska cesta", "Kidričeva ulica"}},
	{"Okrožno sodišče v Kopru", "Koper", "6000", []string{"Pristaniška ulica", "Ferrarska ulica", "Ankaranska cesta"}},
	{"Okrožno sodišče v Kranju", "Kranj", "4000", []string{"Koroška cesta", "Bleiweisova cesta", "Cesta Staneta Žagarja"}},
	{"Okrožno sodišče v Novem mestu", "Novo mesto", "8000", []string{"Ljubljanska cesta", "Seidlova cesta", "Kandijska cesta"}},
}

// siAddress draws a Slovenian address: street and number, postcode and
// town.
func (g *gen) siAddress(ct siCourt) []string {
	n := fmt.Sprint(1 + g.r.IntN(150))
	if g.chance(0.2) {
		n += pick(g.r, []string{"a", "b", "c"})
	}
	return []string{pick(g.r, ct.streets) + " " + n, ct.pc + " " + ct.seat}
}

// hrAddress draws a Croatian address in ct's town: street and number,
// postcode and town.
func (g *gen) hrAddress(ct hrCourt) (street, pc string) {
	n := fmt.Sprint(1 + g.r.IntN(200))
	if g.chance(0.2) {
		n += pick(g.r, []string{"A", "B", "/1"})
	}
	return pick(g.r, ct.streets) + " " + n, pick(g.r, ct.pcs)
}

// verifyQR draws a QR code of payload, error correction level M, size mm
// square at (x, y), its modules in col on a white ground, as registers
// print it beside an electronic extract's verification code and
// QR-bills in their payment part.
func (g *gen) verifyQR(x, y, size float64, payload string, col color.RGBA) error {
	bc, err := qr.Encode(payload, qr.M, qr.Unicode)
	if err != nil {
		return fmt.Errorf("%w: verification qr: %w", ErrRender, err)
	}
	b := bc.Bounds()
	m := size / float64(b.Dx())
	g.c.rect(x, y, size, size, white)
	for py := b.Min.Y; py < b.Max.Y; py++ {
		for px := b.Min.X; px < b.Max.X; {
			if r, _, _, _ := bc.At(px, py).RGBA(); r >= 0x8000 {
				px++
				continue
			}
			start := px
			for px < b.Max.X {
				if r, _, _, _ := bc.At(px, py).RGBA(); r >= 0x8000 {
					break
				}
				px++
			}
			g.c.rect(x+float64(start-b.Min.X)*m, y+float64(py-b.Min.Y)*m, float64(px-start)*m, m, col)
		}
	}
	return nil
}
