package docgen

import (
	"fmt"
	"strings"
	"time"
)

// Tax documents of the dev split from Finland, Slovakia and Croatia: the
// Finnish Tax Administration's tax decision, the Slovak tax office's
// certificate of registration and the Croatian Tax Administration's
// confirmation of an OIB or of the tax debt. Each imitates a real
// document as publicly described (source in the comment above it); none
// was shaped on the readers.

func init() {
	register(
		&layout{name: "tax_fi_verotuspaatos", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxFIVerotuspaatos,
			source: "Verohallinto, Verotuspäätös (tax decision) of a natural person: henkilötunnus, verovuosi, päivämäärä, veronpalautus or jäännösvero with viitenumero (vero.fi 'Verokortti ja ennakkovero' VH/6323/00.01.00/2024 and 'Verovelvollisen ilmoittamisvelvollisuus' VH/275/00.01.00/2019 on the pre-filled return and its decision; dvv.fi on the henkilötunnus check character)"},
		&layout{name: "tax_sk_osvedcenie_dic", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxSKOsvedcenieDIC,
			source: "Finančná správa SR, Osvedčenie o registrácii (DIČ) or Osvedčenie o registrácii pre daň z pridanej hodnoty (IČ DPH SK + DIČ) issued by a daňový úrad (podnikam.sk 'DIČ': 10-miestne číslo, osvedčenie o registrácii; zákon č. 563/2009 Z. z. daňový poriadok § 6; zákon č. 222/2004 Z. z. o DPH § 4; DIČ divisible by 11)"},
		&layout{name: "tax_hr_potvrda_oib", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxHRPotvrdaOIB,
			source: "Ministarstvo financija, Porezna uprava: potvrda / uvjerenje o OIB-u or potvrda o stanju poreznog duga issued by a Područni ured and its Ispostava, with KLASA and URBROJ (porezna-uprava.gov.hr 'Osobni identifikacijski broj (OIB): informiranje o općim pravilima i dodjeli OIB-a'; porezna-uprava.hr 'Uputa o određivanju i dodjeli OIB-a stranim osobama' 2013; OIB check digit ISO 7064 MOD 11,10)"},
	)
}

// taxFIVerotuspaatos imitates the Finnish Tax Administration's tax
// decision (verotuspäätös) sent when the assessment of a tax year ends:
// the "Vero Skatt" mark and Verohallinto's postal address at the top
// left, at the right the title with the tax year, the date, the
// henkilötunnus and the page count, the taxpayer in the window, the
// result of the assessment (earned and capital income, taxes, the
// withholdings and the refund or the residual tax with its reference
// and due dates), sometimes with the Swedish title and labels under the
// Finnish ones, as Verohallinto prints them for bilingual taxpayers.
func (g *gen) taxFIVerotuspaatos() *doc {
	fam := g.family()
	issued := g.issueDate()
	// The assessment of a year ends in the autumn of the next one: a
	// decision dated in the first half of a year is of the year before last.
	year := issued.Year() - 1
	if issued.Month() < time.July {
		year--
	}
	given := pick(g.r, fiPeople.givens)
	sur := pick(g.r, fiPeople.surnames)
	name := given + " " + sur
	birth := randDate(g.r, day(1950, 1, 1), day(2003, 12, 31))
	hetu := g.fiHetu(birth)
	addr, _ := g.fiAddress(g.chance(0.5))
	sv := g.chance(0.3)
	lab := func(fi, s string) string {
		if sv {
			return fi + " / " + s
		}
		return fi
	}
	d := &doc{trueType: TypeTaxDoc, lang: "fi", font: fam,
		description: "Synthetic Finnish tax decision (Verohallinto verotuspäätös)",
		fields: taxFields("Verohallinto", []string{"Skatteförvaltningen", "Finnish Tax Administration", "Vero Skatt", "VEROHALLINTO"},
			"FI", hetu, nil, name, []string{sur + " " + given, strings.ToUpper(sur + " " + given)}, addr, issued, "")}
	d.notes = "date_of_issue: the Päivämäärä of the decision, not the tax year nor the payment dates; reference_number: the decision has none (the viitenumero is for paying)"
	d.page = g.newPage(210, 297, white)
	c := g.c
	green := rgb(0, 102, 51)
	// The mark: a green square with VERO SKATT.
	c.rect(20, 14, 16, 16, green)
	c.textAlign(28, 21.5, "VERO", fam.bold, 8, white, alignCenter)
	c.textAlign(28, 26.5, "SKATT", fam.bold, 8, white, alignCenter)
	c.text(39, 20, "Verohallinto", fam.bold, 11, black)
	if sv {
		c.text(39, 24.5, "Skatteförvaltningen", fam.regular, 9, rgb(60, 60, 60))
	}
	c.text(39, 29, "PL 325, 00052 VERO", fam.regular, 8, rgb(60, 60, 60))
	title := "VEROTUSPÄÄTÖS " + fmt.Sprint(year)
	if sv {
		title = "VEROTUSPÄÄTÖS / BESKATTNINGSBESLUT " + fmt.Sprint(year)
	}
	hx, hcol := 110.0, 42.0
	if sv {
		hx, hcol = 96, 56
	}
	c.text(hx, 20, title, fam.bold, 11, black)
	dateStr := fmtDate(issued, dsDots, "fi")
	g.kv(hx, 27, [][2]string{
		{lab("Päivämäärä", "Datum"), dateStr},
		{lab("Henkilötunnus", "Personbeteckning"), hetu},
		{lab("Verovuosi", "Skatteår"), fmt.Sprint(year)},
		{lab("Sivu", "Sida"), "1 (1)"},
	}, kvOpts{style: kvLeft, col: hcol, fam: fam, size: 9})
	g.window(22, 52, "", append([]string{strings.ToUpper(name)}, addr...), fam, 10, false)
	y := 88.0
	c.text(20, y, lab("Verotuksen lopputulos", "Resultatet av beskattningen"), fam.bold, 12, black)
	y += 8
	earned := 18000 + g.r.IntN(52000)
	capital := 0
	if g.chance(0.5) {
		capital = 50 + g.r.IntN(4000)
	}
	taxRate := 0.18 + g.r.Float64()*0.14
	taxes := float64(earned)*taxRate + float64(capital)*0.30
	withheld := taxes + float64(g.r.IntN(1600)-900) + g.r.Float64()
	rows := [][2]string{
		{lab("Ansiotulot", "Förvärvsinkomster"), amount(float64(earned), mFR) + " €"},
		{lab("Pääomatulot", "Kapitalinkomster"), amount(float64(capital), mFR) + " €"},
		{lab("Verot yhteensä", "Skatter sammanlagt"), amount(taxes, mFR) + " €"},
		{lab("Ennakonpidätykset ja ennakot", "Förskottsinnehållningar och förskott"), amount(withheld, mFR) + " €"},
	}
	y = g.kv(20, y, rows, kvOpts{style: kvCells, col: 110, w: 170, fam: fam, size: 9.5, shade: rgb(232, 240, 234)}) + 4
	diff := withheld - taxes
	if diff >= 0 {
		c.text(20, y, lab("Veronpalautus", "Skatteåterbäring"), fam.bold, 11, green)
		c.textAlign(190, y, amount(diff, mFR)+" €", fam.bold, 11, green, alignRight)
		y += 7
		paid := day(issued.Year(), 12, 1+g.r.IntN(10))
		if paid.Before(issued) {
			paid = issued.AddDate(0, 0, 10)
		}
		y = c.paragraph(20, y, 170, fmt.Sprintf("Veronpalautus maksetaan tilillesi %s aikaisintaan %s.", groupFours(g.fiIBAN()), fmtDate(paid, dsDots, "fi")), fam.regular, 9.5, 4.8, black) + 4
	} else {
		c.text(20, y, lab("Jäännösvero", "Kvarskatt"), fam.bold, 11, rgb(160, 30, 30))
		c.textAlign(190, y, amount(-diff, mFR)+" €", fam.bold, 11, rgb(160, 30, 30), alignRight)
		y += 7
		due := issued.AddDate(0, 2, 0)
		ref := fiReference(g.fill("1") + g.fill("99999999999"))
		y = g.kv(20, y, [][2]string{
			{"Saaja", "Verohallinto"},
			{"Tilinumero", groupFours(g.fiIBAN())},
			{"Viitenumero", groupFivesRight(ref)},
			{"Eräpäivä", fmtDate(due, dsDots, "fi")},
		}, kvOpts{style: kvLeft, col: 38, fam: fam, size: 9.5}) + 4
	}
	for _, p := range []string{
		"Verotuksesi on päättynyt. Tarkista tiedot. Jos verotuksessa on virhe, voit hakea oikaisua Verohallinnolta viiden vuoden kuluessa verovuoden päättymisestä.",
		"Voit katsoa verotuspäätöksesi ja siihen liittyvät erittelyt myös OmaVerossa osoitteessa vero.fi/omavero.",
	} {
		y = c.paragraph(20, y, 170, p, fam.regular, 9, 4.5, rgb(40, 40, 40)) + 2
	}
	if sv {
		y = c.paragraph(20, y, 170, "Din beskattning har slutförts. Granska uppgifterna. Du kan söka rättelse hos Skatteförvaltningen inom fem år.", fam.regular, 8.5, 4.3, rgb(80, 80, 80)) + 2
	}
	c.line(20, 282, 190, 282, 0.2, rgb(150, 150, 150))
	c.text(20, 287, "vero.fi", fam.regular, 7.5, rgb(80, 80, 80))
	c.textAlign(105, 287, "Verohallinto · PL 325 · 00052 VERO · puh. 029 497 000", fam.regular, 7.5, rgb(80, 80, 80), alignCenter)
	c.textAlign(190, 287, "VH"+g.fill("999999"), fam.regular, 7.5, rgb(80, 80, 80), alignRight)
	return d
}

// skOffices are the eight Slovak tax offices with a street address.
var skOffices = []struct{ name, street, pc, town string }{
	{"Daňový úrad Bratislava", "Ševčenkova 32", "850 00", "Bratislava"},
	{"Daňový úrad Trnava", "Hlavná 6", "917 01", "Trnava"},
	{"Daňový úrad Nitra", "Damborského 1", "949 01", "Nitra"},
	{"Daňový úrad Žilina", "Janka Kráľa 4", "010 01", "Žilina"},
	{"Daňový úrad Banská Bystrica", "Partizánska cesta 13", "974 01", "Banská Bystrica"},
	{"Daňový úrad Prešov", "Masarykova 10", "080 01", "Prešov"},
	{"Daňový úrad Košice", "Štúrova 39", "040 01", "Košice"},
}

// skCompanyStems are Slovak company names.
var skCompanyStems = []string{"Tatranská stavebná", "Podunajské sady", "Vážska logistika", "Drevovýroba Orava", "Softvér Hron", "Kaviareň Korzo"}

// taxSKOsvedcenieDIC imitates the Slovak tax office's certificate of
// registration (osvedčenie o registrácii): the Finančná správa's heading
// with the office, its number ("Číslo: 100234567/2024") and the place
// and date, the addressee at the right, the title, the certificate
// that the named subject (a natural person with the address of
// permanent residence, or a company with its seat) is registered and
// was given a DIČ, or for VAT an IČ DPH "SK" followed by the DIČ, with
// the date of registration, the stamp and signature of the head of
// the office.
func (g *gen) taxSKOsvedcenieDIC() *doc {
	fam := g.family()
	issued := g.issueDate()
	company := g.chance(0.5)
	vat := g.chance(0.45)
	dic := g.skDIC(company)
	number := dic
	numAccept := []string{}
	if vat {
		number = "SK" + dic
		numAccept = append(numAccept, "SK "+dic)
	}
	addr := g.skHomeAddress()
	// The office of the town the subject lives or has its seat in.
	off := skOffices[0]
	for _, o := range skOffices {
		if strings.HasSuffix(addr[1], " "+o.town) {
			off = o
		}
	}
	var name string
	var nameAccept []string
	nameLabel, addrLabel := "Meno a priezvisko", "Adresa trvalého pobytu"
	if company {
		name = pick(g.r, skCompanyStems) + pick(g.r, []string{", s.r.o.", " s. r. o.", ", a.s."})
		nameLabel, addrLabel = "Obchodné meno", "Sídlo"
	} else {
		gv, sur := skPeople.draw(g)
		name = gv + " " + sur
		nameAccept = []string{sur + " " + gv}
	}
	ref := fmt.Sprintf("%d/%d", 100000000+g.r.IntN(900000000), issued.Year())
	d := &doc{trueType: TypeTaxDoc, lang: "sk", font: fam,
		description: "Synthetic Slovak certificate of tax registration (osvedčenie o registrácii)",
		fields: taxFields(off.name, []string{"Finančná správa", "Finančná správa Slovenskej republiky", "Daňový úrad", strings.ToUpper(off.name), "Finančné riaditeľstvo Slovenskej republiky"},
			"SK", number, numAccept, name, nameAccept, addr, issued, ref)}
	d.notes = "date_of_issue: the date the certificate was issued (the dňa of the place line), not the date of registration"
	d.page = g.newPage(210, 297, white)
	c := g.c
	blue := rgb(0, 70, 140)
	g.emblem(27, 22, 7, rgb(60, 60, 60), white)
	c.text(38, 19, "FINANČNÁ SPRÁVA", fam.bold, 11, blue)
	c.text(38, 24.5, strings.ToUpper(off.name), fam.bold, 9.5, black)
	c.text(38, 29, off.street+", "+off.pc+" "+off.town, fam.regular, 8.5, rgb(60, 60, 60))
	c.line(20, 34, 190, 34, 0.3, blue)
	y := 42.0
	g.kv(20, y, [][2]string{
		{"Číslo:", ref},
		{"Vybavuje:", pick(g.r, []string{"Ing. ", "Mgr. ", ""}) + pick(g.r, skPeople.women.givens) + " " + pick(g.r, skPeople.women.surnames)},
		{"Telefón:", "+421 " + g.fill("2 9999 9999")},
	}, kvOpts{style: kvLeft, col: 22, fam: fam, size: 9})
	win := append(c.wrap(name, fam.regular, 10, 72), addr...)
	g.window(118, 46, "", win, fam, 10, false)
	y = 78.0
	place := off.town
	when := fmtDate(issued, dsDots, "sk")
	c.textAlign(190, y, place+pick(g.r, []string{" dňa ", ", "})+when, fam.regular, 10, black, alignRight)
	y += 12
	c.textAlign(105, y, "OSVEDČENIE O REGISTRÁCII", fam.bold, 15, black, alignCenter)
	y += 7
	sub, basis, numLabel := "daňové identifikačné číslo", "§ 6 ods. 2 zákona č. 563/2009 Z. z. o správe daní (daňový poriadok) a o zmene a doplnení niektorých zákonov v znení neskorších predpisov", "DIČ"
	if vat {
		sub, basis, numLabel = "pre daň z pridanej hodnoty", "§ 4 zákona č. 222/2004 Z. z. o dani z pridanej hodnoty v znení neskorších predpisov", "IČ DPH"
	}
	c.textAlign(105, y, sub, fam.regular, 11, black, alignCenter)
	y += 12
	y = c.paragraph(20, y, 170, off.name+" podľa "+basis+" osvedčuje, že daňový subjekt", fam.regular, 10, 5, black) + 3
	regDate := issued.AddDate(0, 0, -g.r.IntN(20))
	rows := [][2]string{
		{nameLabel, strings.Join(c.wrap(name, fam.bold, 10.5, 100), "\n")},
		{addrLabel, strings.Join(addr, "\n")},
	}
	if company {
		rows = append(rows, [2]string{"IČO", g.skICO()})
	}
	if vat {
		rows = append(rows, [2]string{"DIČ", dic})
	}
	y = g.kv(25, y, rows, kvOpts{style: kvLeft, col: 50, fam: fam, size: 10.5, valueBold: true}) + 3
	given := "daňové identifikačné číslo"
	if vat {
		given = "identifikačné číslo pre daň"
	}
	y = c.paragraph(20, y, 170, fmt.Sprintf("je registrovaný a bolo mu pridelené %s s účinnosťou od %s:", given, fmtDate(regDate, dsDots, "sk")), fam.regular, 10, 5, black) + 4
	c.textAlign(105, y+2, numLabel+": "+number, fam.bold, 15, black, alignCenter)
	y += 14
	y = c.paragraph(20, y, 170, "Daňový subjekt je povinný uvádzať "+numLabel+" na všetkých dokladoch, ktoré vydáva, a pri komunikácii so správcom dane. Zmeny registračných údajov je povinný oznámiť správcovi dane do 30 dní odo dňa, keď nastali.", fam.regular, 8.5, 4.3, rgb(60, 60, 60)) + 10
	g.seal(62, y+10, 14, "Finančná správa "+off.town, fam, rgb(60, 80, 160))
	g.signature(128, y+10, 40, rgb(20, 30, 120))
	hg, hs := skPeople.draw(g)
	c.textAlign(150, y+16, pick(g.r, []string{"Ing. ", "JUDr. ", "Mgr. "})+hg+" "+hs, fam.regular, 9.5, black, alignCenter)
	c.textAlign(150, y+20.5, "riaditeľ daňového úradu", fam.regular, 8.5, rgb(60, 60, 60), alignCenter)
	c.line(20, 282, 190, 282, 0.2, rgb(150, 150, 150))
	c.text(20, 287, "www.financnasprava.sk", fam.regular, 7.5, rgb(90, 90, 90))
	c.textAlign(190, 287, "Informačné centrum: 048/43 17 222", fam.regular, 7.5, rgb(90, 90, 90), alignRight)
	return d
}

// hrOffices are Područni uredi of the Porezna uprava with an Ispostava
// and its address, by town.
var hrOffices = map[string]struct{ ured, ispostava, street string }{
	"Zagreb":   {"Područni ured Zagreb", "Ispostava Trnje", "Avenija Vukovar 70"},
	"Split":    {"Područni ured Split", "Ispostava Split", "Ulica Ruđera Boškovića 22"},
	"Rijeka":   {"Područni ured Rijeka", "Ispostava Rijeka", "Riva 10"},
	"Osijek":   {"Područni ured Osijek", "Ispostava Osijek", "Trg Ljudevita Gaja 7"},
	"Zadar":    {"Područni ured Zadar", "Ispostava Zadar", "Ulica Ivana Mažuranića 2"},
	"Varaždin": {"Područni ured Varaždin", "Ispostava Varaždin", "Kapucinski trg 2"},
}

// taxHRPotvrdaOIB imitates the Croatian Tax Administration's
// confirmation (potvrda) of an OIB or of the state of the tax debt: the
// Republic's coat of arms, REPUBLIKA HRVATSKA, MINISTARSTVO FINANCIJA,
// POREZNA UPRAVA, the Područni ured and Ispostava, the KLASA and URBROJ
// file numbers, the place and date ("Zagreb, 15.03.2024."), the title and
// the text confirming that the person, named with address and OIB, was
// given that OIB or has no tax debt due on the day, and the seal and
// signature "po ovlaštenju".
func (g *gen) taxHRPotvrdaOIB() *doc {
	fam := g.family()
	issued := g.issueDate()
	oib := g.hrOIB()
	gv, sur := pick(g.r, hrPayers.givens), pick(g.r, hrPayers.surnames)
	name := gv + " " + sur
	addr := g.hrHomeAddress()
	town := strings.SplitN(addr[1], " ", 2)[1]
	off := hrOffices[town]
	yy := issued.Year() % 100
	klasa := fmt.Sprintf("KLASA: %s-%02d/%02d-%02d/%d", pick(g.r, []string{"410-01", "410-20", "470-01"}), 1+g.r.IntN(20), yy, 1+g.r.IntN(9), 1+g.r.IntN(9000))
	klasaNo := strings.TrimPrefix(klasa, "KLASA: ")
	urbroj := fmt.Sprintf("URBROJ: 513-07-%02d-%02d/%02d-%d", 1+g.r.IntN(21), 1+g.r.IntN(20), yy, 1+g.r.IntN(3))
	debt := g.chance(0.4)
	d := &doc{trueType: TypeTaxDoc, lang: "hr", font: fam,
		description: "Synthetic Croatian Tax Administration confirmation of an OIB or of the tax debt",
		fields: taxFields("Porezna uprava", []string{"Ministarstvo financija, Porezna uprava", "MINISTARSTVO FINANCIJA POREZNA UPRAVA", "POREZNA UPRAVA", off.ured, off.ured + ", " + off.ispostava, "Croatian Tax Administration"},
			"HR", oib, []string{"HR" + oib}, name, []string{sur + " " + gv, strings.ToUpper(name)}, addr, issued, klasaNo)}
	d.notes = "reference_number: the KLASA file number (the URBROJ is the number of the entry); date_of_issue: the date after the place"
	d.page = g.newPage(210, 297, white)
	c := g.c
	// The coat of arms: a chequered shield.
	for i := range 5 {
		for j := range 5 {
			col := white
			if (i+j)%2 == 0 {
				col = rgb(200, 20, 30)
			}
			c.rect(38+float64(i)*2, 12+float64(j)*2, 2, 2, col)
		}
	}
	c.frame(38, 12, 10, 10, 0.2, rgb(200, 20, 30))
	hx := 43.0
	for i, l := range []string{"REPUBLIKA HRVATSKA", "MINISTARSTVO FINANCIJA", "POREZNA UPRAVA", strings.ToUpper(off.ured), strings.ToUpper(off.ispostava)} {
		f := fam.regular
		if i == 2 {
			f = fam.bold
		}
		c.textAlign(hx, 28+float64(i)*4.4, l, f, 9, black, alignCenter)
	}
	c.textAlign(hx, 51, off.street+", "+addr[1][:5]+" "+town, fam.regular, 8, rgb(60, 60, 60), alignCenter)
	y := 62.0
	c.text(20, y, klasa, fam.regular, 9.5, black)
	c.text(20, y+5, urbroj, fam.regular, 9.5, black)
	c.text(20, y+12, town+", "+fmtDate(issued, dsDots, "hr")+".", fam.regular, 9.5, black)
	if g.chance(0.6) {
		g.window(120, 62, "", append([]string{name}, addr...), fam, 10, g.chance(0.4))
	}
	y += 30
	title, sub := "POTVRDA", "o osobnom identifikacijskom broju (OIB)"
	if debt {
		sub = "o stanju poreznog duga"
	} else if g.chance(0.3) {
		title = "UVJERENJE"
	}
	c.textAlign(105, y, title, fam.bold, 15, black, alignCenter)
	c.textAlign(105, y+6.5, sub, fam.regular, 11, black, alignCenter)
	y += 18
	intro := "Na zahtjev stranke, a na temelju podataka iz službene evidencije Porezne uprave, izdaje se potvrda kojom se potvrđuje da je osobi:"
	if debt {
		intro = "Na temelju članka 159. Općeg poreznog zakona i podataka iz službene evidencije Porezne uprave, potvrđuje se da porezni obveznik:"
	}
	y = c.paragraph(20, y, 170, intro, fam.regular, 10, 5, black) + 3
	y = g.kv(20, y, [][2]string{
		{"Ime i prezime", name},
		{"Adresa", strings.Join(addr, ", ")},
		{"OIB", oib},
	}, kvOpts{style: kvCells, col: 45, w: 170, fam: fam, size: 10.5, valueBold: true, shade: rgb(240, 240, 240)}) + 4
	closing := "dodijeljen navedeni osobni identifikacijski broj. OIB je stalna identifikacijska oznaka osobe i ne mijenja se bez obzira na promjenu imena, prezimena ili adrese."
	if debt {
		closing = "na dan " + fmtDate(issued, dsDots, "hr") + ". nema evidentiranog dospjelog, a neplaćenog poreznog duga po osnovi javnih davanja o kojima službenu evidenciju vodi Porezna uprava."
	}
	y = c.paragraph(20, y, 170, closing, fam.regular, 10, 5, black) + 4
	y = c.paragraph(20, y, 170, "Potvrda se izdaje u svrhu "+pick(g.r, []string{"ostvarivanja prava kod poslodavca", "otvaranja računa u banci", "prijave na javni natječaj", "ishođenja dozvole"})+" i ne može se upotrijebiti u druge svrhe. Upravna pristojba naplaćena je u iznosu propisanom Zakonom o upravnim pristojbama.", fam.regular, 8.5, 4.3, rgb(60, 60, 60)) + 12
	g.seal(60, y+8, 14, "Porezna uprava "+town, fam, rgb(40, 60, 140))
	c.textAlign(150, y, "PO OVLAŠTENJU", fam.regular, 9, black, alignCenter)
	c.textAlign(150, y+4.5, "VODITELJ ISPOSTAVE", fam.regular, 9, black, alignCenter)
	g.signature(130, y+16, 40, rgb(20, 30, 120))
	sg, ss := pick(g.r, hrPayers.givens), pick(g.r, hrPayers.surnames)
	c.textAlign(150, y+21, sg+" "+ss, fam.regular, 9.5, black, alignCenter)
	c.line(20, 282, 190, 282, 0.2, rgb(150, 150, 150))
	c.text(20, 287, "www.porezna-uprava.hr", fam.regular, 7.5, rgb(90, 90, 90))
	c.textAlign(190, 287, "Stranica 1 od 1", fam.regular, 7.5, rgb(90, 90, 90), alignRight)
	return d
}
