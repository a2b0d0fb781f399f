package docgen

import (
	"fmt"
	"strings"
	"time"
)

// Numbers, names, places and the browser frame of the Florida,
// California, British, Greek and Brazilian organisation documents in
// dev_org7.go.

// brCNPJ returns a CNPJ as the Receita Federal prints it,
// 12.345.678/0001-95: eight digits of the company, 0001 for the head
// office (matriz) and two check digits, each 11 minus the remainder of
// the weighted sum modulo 11 (0 when the remainder is below 2), the
// weights 5 4 3 2 9 8 7 6 5 4 3 2 and 6 5 4 3 2 9 8 7 6 5 4 3 2
// (cadcobol.com.br 'Cálculo do dígito verificador do CNPJ';
// dcc.ufmg.br 'Regras para cálculo dos dígitos verificadores do CNPJ').
func (g *gen) brCNPJ() string {
	d := append(g.digits(8), 0, 0, 0, 1)
	for d[0] == 0 && d[1] == 0 {
		d = append(g.digits(8), 0, 0, 0, 1)
	}
	d = append(d, brCNPJCheck(d))
	d = append(d, brCNPJCheck(d))
	s := digitString(d)
	return fmt.Sprintf("%s.%s.%s/%s-%s", s[:2], s[2:5], s[5:8], s[8:12], s[12:])
}

// brCNPJCheck is the next check digit of the first 12 or 13 digits.
func brCNPJCheck(d []int) int {
	sum := 0
	w := len(d) - 7 // 5 for twelve digits, 6 for thirteen
	for _, v := range d {
		sum += v * w
		w--
		if w < 2 {
			w = 9
		}
	}
	if r := sum % 11; r >= 2 {
		return 11 - r
	}
	return 0
}

// grAFM returns the ΑΦΜ of a Greek legal person: nine digits, the first
// 0, 8 or 9 as for companies, the last the sum of the first eight
// weighted 256 128 … 2, modulo 11 and then modulo 10 (the rule of the
// Algorithm::CheckDigits M11_013 manual 'VAT Registration Number (GR)'
// and tools.gera.services 'Greece AFM Tax Number Validator').
func (g *gen) grAFM() string {
	d := append([]int{pick(g.r, []int{0, 8, 9})}, g.digits(7)...)
	if d[0] == 0 {
		d[1] = 9
	}
	return digitString(append(d, grAFMCheck(d)))
}

// grAFMCheck is the check digit of the first eight digits of an ΑΦΜ.
func grAFMCheck(d []int) int {
	sum := 0
	for i, v := range d[:8] {
		sum += v << (8 - i)
	}
	return sum % 11 % 10
}

// grChambers are Greek chambers whose Υπηρεσία Γ.Ε.ΜΗ. keeps the register
// and issues its certificates, with a town, its municipality (the
// company's seat, έδρα) and streets of it. Γ.Ε.ΜΗ. numbers seen on the
// public register end in two digits and 000 (…01000 for companies of
// the Athens chamber); that the two digits name the chamber is an
// observation, not a published rule, and the other codes are
// illustrative.
var grChambers = []struct {
	chamber, short, city, seat, pcPrefix, code string
	streets                                    []string
}{
	{"ΕΜΠΟΡΙΚΟ ΚΑΙ ΒΙΟΜΗΧΑΝΙΚΟ ΕΠΙΜΕΛΗΤΗΡΙΟ ΑΘΗΝΩΝ", "Ε.Β.Ε.Α.", "ΑΘΗΝΑ", "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ", "10", "01", []string{"ΑΚΑΔΗΜΙΑΣ", "ΠΑΝΕΠΙΣΤΗΜΙΟΥ", "ΣΤΑΔΙΟΥ", "ΕΡΜΟΥ", "ΒΑΣ. ΣΟΦΙΑΣ"}},
	{"ΕΜΠΟΡΙΚΟ ΚΑΙ ΒΙΟΜΗΧΑΝΙΚΟ ΕΠΙΜΕΛΗΤΗΡΙΟ ΑΘΗΝΩΝ", "Ε.Β.Ε.Α.", "ΜΑΡΟΥΣΙ", "ΔΗΜΟΣ ΑΜΑΡΟΥΣΙΟΥ", "151", "01", []string{"ΛΕΩΦ. ΚΗΦΙΣΙΑΣ", "ΑΓΙΟΥ ΚΩΝΣΤΑΝΤΙΝΟΥ", "ΣΠΥΡΟΥ ΛΟΥΗ"}},
	{"ΕΜΠΟΡΙΚΟ ΚΑΙ ΒΙΟΜΗΧΑΝΙΚΟ ΕΠΙΜΕΛΗΤΗΡΙΟ ΘΕΣΣΑΛΟΝΙΚΗΣ", "Ε.Β.Ε.Θ.", "ΘΕΣΣΑΛΟΝΙΚΗ", "ΔΗΜΟΣ ΘΕΣΣΑΛΟΝΙΚΗΣ", "54", "04", []string{"ΤΣΙΜΙΣΚΗ", "ΕΓΝΑΤΙΑΣ", "ΜΗΤΡΟΠΟΛΕΩΣ", "ΛΕΩΦ. ΝΙΚΗΣ"}},
	{"ΕΜΠΟΡΙΚΟ ΚΑΙ ΒΙΟΜΗΧΑΝΙΚΟ ΕΠΙΜΕΛΗΤΗΡΙΟ ΠΕΙΡΑΙΩΣ", "Ε.Β.Ε.Π.", "ΠΕΙΡΑΙΑΣ", "ΔΗΜΟΣ ΠΕΙΡΑΙΩΣ", "185", "07", []string{"ΑΚΤΗ ΜΙΑΟΥΛΗ", "ΗΡΩΩΝ ΠΟΛΥΤΕΧΝΕΙΟΥ", "ΚΟΛΟΚΟΤΡΩΝΗ"}},
}

// grPeople are Greek names as Greek registers print them, in capitals
// without accents; women's surnames take the feminine form.
var (
	grMen = namePool{
		givens:   []string{"ΓΕΩΡΓΙΟΣ", "ΙΩΑΝΝΗΣ", "ΚΩΝΣΤΑΝΤΙΝΟΣ", "ΔΗΜΗΤΡΙΟΣ", "ΝΙΚΟΛΑΟΣ", "ΠΑΝΑΓΙΩΤΗΣ", "ΒΑΣΙΛΕΙΟΣ", "ΧΡΗΣΤΟΣ", "ΑΘΑΝΑΣΙΟΣ"},
		surnames: []string{"ΠΑΠΑΔΟΠΟΥΛΟΣ", "ΓΕΩΡΓΙΟΥ", "ΝΙΚΟΛΑΙΔΗΣ", "ΚΑΡΑΓΙΑΝΝΗΣ", "ΒΛΑΧΟΣ", "ΟΙΚΟΝΟΜΟΥ", "ΜΑΚΡΗΣ", "ΣΤΑΥΡΟΠΟΥΛΟΣ", "ΔΗΜΑΚΗΣ"},
	}
	grWomen = namePool{
		givens:   []string{"ΜΑΡΙΑ", "ΕΛΕΝΗ", "ΑΙΚΑΤΕΡΙΝΗ", "ΒΑΣΙΛΙΚΗ", "ΣΟΦΙΑ", "ΑΓΓΕΛΙΚΗ", "ΔΕΣΠΟΙΝΑ"},
		surnames: []string{"ΠΑΠΑΔΟΠΟΥΛΟΥ", "ΑΛΕΞΙΟΥ", "ΝΙΚΟΛΑΙΔΟΥ", "ΚΑΡΑΓΙΑΝΝΗ", "ΒΛΑΧΟΥ", "ΣΤΑΥΡΟΠΟΥΛΟΥ", "ΔΗΜΑΚΗ"},
	}
	// grFathers are fathers' given names in the genitive, as printed
	// after "του".
	grFathers = []string{"ΙΩΑΝΝΗ", "ΓΕΩΡΓΙΟΥ", "ΔΗΜΗΤΡΙΟΥ", "ΝΙΚΟΛΑΟΥ", "ΚΩΝΣΤΑΝΤΙΝΟΥ", "ΑΝΤΩΝΙΟΥ"}
)

// grAddress draws a seat address as Greek registers print it: street and
// number, postcode (ΤΚ, five digits) and town.
func (g *gen) grAddress(ch int) []string {
	c := grChambers[ch]
	pc := c.pcPrefix + g.fill(strings.Repeat("9", 5-len(c.pcPrefix)))
	return []string{fmt.Sprintf("%s %d", pick(g.r, c.streets), 1+g.r.IntN(180)), pc + " " + c.city}
}

// grGEMI returns a Γ.Ε.ΜΗ. number of a company registered since 2011:
// a serial, the chamber's two digits and 000.
func (g *gen) grGEMI(ch int) string {
	return fmt.Sprintf("%d%s000", 1200000+g.r.IntN(2400000), grChambers[ch].code)
}

// org7USStems are company names of the Florida and California layouts.
var org7USStems = []string{"Coral Gables Dental Studio", "Sawgrass Logistics", "Manatee Bay Marine", "Palmetto Roofing", "Bluewater Analytics", "Golden Poppy Wellness", "Redwood Ridge Ventures", "Mission Street Robotics", "Pacific Crest Imports", "Harbor Light Capital", "Sierra Vista Farms", "Seabreeze Property Group"}

// org7USPeople are names of the US layouts.
var org7USPeople = namePool{
	givens:   []string{"Maria", "Carlos", "Jennifer", "Michael", "Ana Lucia", "David", "Priya", "Kevin", "Thuy", "Robert", "Gabriela", "Daniel", "Mei", "Jose"},
	surnames: []string{"Garcia", "Rodriguez", "Thompson", "Nguyen", "Patel", "Fernandez", "Kowalski", "Johnson", "Chen", "Alvarez", "Okafor", "Brennan", "Schwartz", "Delgado"},
}

// usPlace is a town of a state with its ZIP prefix and streets.
type usPlace struct {
	city, zip string
	streets   []string
}

// org7FLPlaces and org7CAPlaces are towns of Florida and California.
var (
	org7FLPlaces = []usPlace{
		{"MIAMI", "331", []string{"BRICKELL AVE", "NW 7TH ST", "BISCAYNE BLVD", "SW 8TH ST"}},
		{"TAMPA", "336", []string{"N DALE MABRY HWY", "E KENNEDY BLVD", "W BAY ST"}},
		{"ORLANDO", "328", []string{"S ORANGE AVE", "E COLONIAL DR", "INTERNATIONAL DR"}},
		{"JACKSONVILLE", "322", []string{"SAN JOSE BLVD", "BEACH BLVD", "BAYMEADOWS RD"}},
		{"FORT LAUDERDALE", "333", []string{"E LAS OLAS BLVD", "N ANDREWS AVE", "SE 17TH ST"}},
	}
	org7CAPlaces = []usPlace{
		{"SAN FRANCISCO", "941", []string{"MARKET ST", "MISSION ST", "CALIFORNIA ST", "FOLSOM ST"}},
		{"LOS ANGELES", "900", []string{"WILSHIRE BLVD", "S FIGUEROA ST", "SUNSET BLVD"}},
		{"SAN DIEGO", "921", []string{"BROADWAY", "PACIFIC HWY", "MIRAMAR RD"}},
		{"SAN JOSE", "951", []string{"N FIRST ST", "STEVENS CREEK BLVD", "ALMADEN EXPY"}},
		{"SACRAMENTO", "958", []string{"J ST", "CAPITOL MALL", "FOLSOM BLVD"}},
	}
)

// usStateAddress draws a street address of state st ("FL", "CA") as the
// state's register prints it: street with an optional suite, then town,
// state and ZIP code.
func (g *gen) usStateAddress(st string) []string {
	places := org7FLPlaces
	if st == "CA" {
		places = org7CAPlaces
	}
	p := pick(g.r, places)
	line := fmt.Sprintf("%d %s", 100+g.r.IntN(9800), pick(g.r, p.streets))
	if g.chance(0.35) {
		line += fmt.Sprintf(" %s %d", pick(g.r, []string{"STE", "SUITE", "UNIT", "APT"}), 100+g.r.IntN(1800))
	}
	return []string{line, fmt.Sprintf("%s, %s %s", p.city, st, p.zip+g.fill("99"))}
}

// flDocumentNumber returns a Florida document number: the entity's
// letter (P a profit corporation, L a limited liability company), the
// two-digit year of filing and nine digits, 000 and a serial (the shape
// of the numbers shown on sunbiz.org, an observation rather than a
// published rule).
func (g *gen) flDocumentNumber(letter string, filed time.Time) string {
	return fmt.Sprintf("%s%02d000%06d", letter, filed.Year()%100, 1000+g.r.IntN(240000))
}

// gbPeople are British names with middle names, as Companies House
// lists them.
var gbPeople = namePool{
	givens:   []string{"Oliver James", "Amelia Rose", "Harry", "Sophie Louise", "Thomas Edward", "Priya", "Rhys Owen", "Charlotte Anne", "Mohammed Ali", "Eleanor", "Callum", "Fiona Margaret"},
	surnames: []string{"Whitaker", "Bennett", "Okonkwo", "Hughes", "Sharma", "MacLeod", "Fletcher", "O'Brien", "Evans", "Clarke", "Lloyd", "Patterson"},
}

// gbWomen are the given names of gbPeople that are women's, for the
// title printed before a person with significant control.
var gbWomen = map[string]bool{"Amelia Rose": true, "Sophie Louise": true, "Priya": true, "Charlotte Anne": true, "Eleanor": true, "Fiona Margaret": true}

// gbOffice draws an address as Companies House prints a registered
// office or a correspondence address on one line: premises, street,
// town, country of the UK and postcode.
func (g *gen) gbOffice(country string) []string {
	// Town and the outward code of its postcode; the inward code is drawn.
	towns := map[string][][2]string{
		"England":          {{"London", "EC1V"}, {"Manchester", "M1"}, {"Bristol", "BS1"}, {"Leeds", "LS1"}, {"Reading", "RG1"}},
		"Wales":            {{"Cardiff", "CF10"}, {"Swansea", "SA1"}},
		"Scotland":         {{"Edinburgh", "EH2"}, {"Glasgow", "G2"}},
		"Northern Ireland": {{"Belfast", "BT1"}},
	}[country]
	t := pick(g.r, towns)
	street := fmt.Sprintf("%d %s", 1+g.r.IntN(220), pick(g.r, []string{"High Street", "Station Road", "Church Street", "Victoria Road", "King Street", "Queen's Road"}))
	l := []string{street, t[0], country, t[1] + " " + g.fill("9AA")}
	switch g.r.IntN(4) {
	case 0:
		l = append([]string{fmt.Sprintf("Unit %d", 1+g.r.IntN(40))}, l...)
	case 1:
		l = append([]string{pick(g.r, []string{"Kemp House", "Suite 3 Riverside House", "2nd Floor", "The Old Mill"})}, l...)
	}
	return l
}

// brPeople are Brazilian names as the QSA prints them: capitals, no
// accents (the CNPJ base keeps names so).
var brPeople = namePool{
	givens:   []string{"JOAO CARLOS", "MARIA APARECIDA", "ANA PAULA", "LUIZ FERNANDO", "FERNANDA", "RAFAEL", "PATRICIA", "MARCOS ANTONIO", "JULIANA", "RODRIGO"},
	surnames: []string{"DA SILVA", "DOS SANTOS", "OLIVEIRA", "PEREIRA LIMA", "SOUZA", "FERREIRA COSTA", "RODRIGUES", "ALMEIDA", "CARVALHO NUNES", "GOMES"},
}

// brPlaces are Brazilian municipalities with their state, CEP prefix,
// districts and streets.
var brPlaces = []struct {
	city, uf, cep string
	bairros       []string
	streets       []string
}{
	{"SAO PAULO", "SP", "01", []string{"BELA VISTA", "PINHEIROS", "VILA MARIANA", "MOOCA"}, []string{"AV PAULISTA", "R AUGUSTA", "R DOS PINHEIROS", "AV BRIGADEIRO FARIA LIMA"}},
	{"RIO DE JANEIRO", "RJ", "20", []string{"CENTRO", "BOTAFOGO", "COPACABANA", "TIJUCA"}, []string{"AV RIO BRANCO", "R VOLUNTARIOS DA PATRIA", "R DA ASSEMBLEIA"}},
	{"BELO HORIZONTE", "MG", "30", []string{"SAVASSI", "FUNCIONARIOS", "LOURDES"}, []string{"AV AFONSO PENA", "R DA BAHIA", "AV DO CONTORNO"}},
	{"CURITIBA", "PR", "80", []string{"CENTRO", "BATEL", "AGUA VERDE"}, []string{"R XV DE NOVEMBRO", "AV SETE DE SETEMBRO", "R MARECHAL DEODORO"}},
	{"PORTO ALEGRE", "RS", "90", []string{"MOINHOS DE VENTO", "CIDADE BAIXA", "PETROPOLIS"}, []string{"AV IPIRANGA", "R DOS ANDRADAS", "AV PROTASIO ALVES"}},
	{"RECIFE", "PE", "50", []string{"BOA VIAGEM", "SANTO AMARO", "DERBY"}, []string{"AV CONSELHEIRO AGUIAR", "R DO BOM JESUS", "AV AGAMENON MAGALHAES"}},
}

// browserPrint draws the header and footer a browser adds when it prints
// a web page: date and time at the top left, the page's title at the top
// centre, its address at the bottom left and "n/of" at the bottom right.
func (g *gen) browserPrint(fam family, when time.Time, title, url string, n, of int, us bool) {
	c := g.c
	w, h := c.p.w, c.p.h
	grey := rgb(60, 60, 60)
	stamp := fmt.Sprintf("%s, %s", when.Format("02/01/2006"), when.Format("15:04"))
	if us {
		stamp = fmt.Sprintf("%s, %s", when.Format("1/2/06"), when.Format("3:04 PM"))
	}
	c.text(8, 6.5, stamp, fam.regular, 7, grey)
	if r := []rune(title); c.width(title, fam.regular, 7) > w-70 {
		title = string(r[:min(len(r), 50)]) + "…"
	}
	c.textAlign(w/2, 6.5, title, fam.regular, 7, grey, alignCenter)
	if len(url) > 110 {
		url = url[:110]
	}
	c.text(8, h-5, url, fam.regular, 7, grey)
	c.textAlign(w-8, h-5, fmt.Sprintf("%d/%d", n, of), fam.regular, 7, grey, alignRight)
}
