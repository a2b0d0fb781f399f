package docgen

import (
	"fmt"
	"strings"
	"time"
)

// Tax documents of the dev split confirming a tax registration in
// Australia, Poland, France and Spain. Each imitates a real document as
// publicly described (source in the comment above it); none was shaped on
// the readers.

func init() {
	register(
		&layout{name: "tax_au_abn_registration", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxAUABNRegistration,
			source: "ABN Lookup current details and glossary (abr.business.gov.au/Glossary.aspx: ABN status active or cancelled; entity type; GST; main business location state and postcode); ATO PS LA 2011/9, written notice of registration by the Registrar (ato.gov.au); ABN check digits mod 89"},
		&layout{name: "tax_pl_nip_potwierdzenie", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxPLNIPPotwierdzenie,
			source: "Ustawa z 13 października 1995 r. o zasadach ewidencji i identyfikacji podatników i płatników (arslege.pl); nadanie NIP przez naczelnika urzędu skarbowego, grupy 123-456-78-90 / 123-45-67-890 (serwisprawa.pl, jak wyrobić numer NIP); cyfra kontrolna wagi 6 5 7 2 3 4 5 6 7 (jakiwniosek.pl)"},
		&layout{name: "tax_fr_avis_situation_declarative", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxFRAvisSituationDeclarative,
			source: "DGFiP avis de situation déclarative à l'impôt sur le revenu, ASDIR (docslide.fr specimen 2016 sur les revenus de 2015; tb-conseilpatrimoine.com: numéro fiscal, revenu fiscal de référence, adresse; moneyvox.fr: mention 'valant avis d'impôt')"},
		&layout{name: "tax_es_modelo_036_acuse", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxESModelo036Acuse,
			source: "AEAT Guía práctica del modelo censal 036, composición del NIF (sede.agenciatributaria.gob.es); NIF de personas jurídicas por la casilla 200 del 036 (elbauldelaula.blogspot.com); letra de forma jurídica y provincia (bartolomeborrego.wordpress.com)"},
	)
}

// taxAUABNRegistration imitates two prints confirming an Australian
// business number: the ABN Lookup page "Current details for ABN …" as a
// browser prints it (entity name, "Active from 01 Nov 2014", entity type,
// GST, main business location as state and postcode only, "Record
// extracted"), or the Registrar's written notice of registration on the
// ATO's letterhead with the details in a table and "Our reference".
func (g *gen) taxAUABNRegistration() *doc {
	fam := g.family()
	issued := g.issueDate()
	abn := g.auABN()
	company := g.chance(0.6)
	var name, printedName, entityType string
	var nameAccept []string
	if company {
		name = strings.ToUpper(pick(g.r, newStems["en"])) + pick(g.r, []string{" PTY LTD", " PTY. LTD.", " PTY LIMITED"})
		printedName = name
		entityType = "Australian Private Company"
	} else {
		given, sur := g.personName("AU")
		name = given + " " + sur
		printedName = strings.ToUpper(sur) + ", " + given
		nameAccept = []string{printedName, strings.ToUpper(sur + ", " + given)}
		entityType = "Individual/Sole Trader"
	}
	addr := g.auAddress()
	loc := strings.Fields(addr[1])
	state, pc := loc[len(loc)-2], loc[len(loc)-1]
	gst := g.chance(0.65)
	if g.chance(0.45) {
		return g.auABNLookupPrint(fam, issued, abn, name, printedName, nameAccept, entityType, state, pc, gst)
	}

	effective := issued.AddDate(0, 0, -g.r.IntN(30))
	ref := "1-" + g.fill("9999999999")
	d := &doc{trueType: TypeTaxDoc, lang: "en", font: fam,
		description: "Synthetic ATO notice of registration in the Australian Business Register",
		fields: taxFields("Australian Taxation Office", []string{"ATO", "Australian Business Register", "ABR", "Registrar of the Australian Business Register", "Australian Government Australian Taxation Office"},
			"AU", abn, nil, name, nameAccept, upperLines(addr), issued, ref)}
	d.page = g.newPage(210, 297, white)
	c := g.c
	// Letterhead: the Commonwealth mark and the office, left or right.
	headX := 20.0
	infoX := 128.0
	if g.chance(0.4) {
		headX, infoX = 125, 20
	}
	g.emblem(headX+6, 22, 6, rgb(30, 30, 30), white)
	c.text(headX+15, 20, "Australian Government", fam.regular, 9, black)
	c.text(headX+15, 25.5, "Australian Taxation Office", fam.bold, 11, black)
	dateStr := pick(g.r, []string{fmtDate(issued, dsLong, "en"), fmtDate(issued, dsSlash, "en")})
	g.kv(infoX, 40, [][2]string{
		{"Our reference", ref},
		{"Phone", "13 28 66"},
		{"Date", dateStr},
	}, kvOpts{style: kvLeft, col: 24, fam: fam, size: 9})
	g.window(20, 64, "", append([]string{name}, addr...), fam, 10, true)
	y := 96.0
	title := pick(g.r, []string{"Your Australian business number (ABN)", "Confirmation of your ABN registration", "Notice of registration in the Australian Business Register"})
	c.text(20, y, title, fam.bold, 13, black)
	y += 10
	greeting := "Dear " + pick(g.r, []string{"Sir or Madam", "business owner"}) + ","
	if !company {
		greeting = "Dear " + strings.Fields(name)[0] + ","
	}
	c.text(20, y, greeting, fam.regular, 10, black)
	y += 8
	y = c.paragraph(20, y, 170, fmt.Sprintf("We have registered you in the Australian Business Register. Your ABN is %s. Use it when you deal with us, with other businesses and with government agencies.", abn), fam.regular, 10, 5, black) + 5
	c.text(20, y, "Your registration details", fam.bold, 10.5, black)
	y += 7
	gstLine := "Not registered for GST"
	if gst {
		gstLine = "Registered from " + fmtDate(effective, dsLong, "en")
	}
	rows := [][2]string{
		{"Entity name", printedName},
		{"Australian business number", abn},
		{"Entity type", entityType},
		{"ABN status", "Active from " + fmtDate(effective, dsLong, "en")},
		{"Goods and services tax", gstLine},
		{"Main business location", state + " " + pc},
	}
	y = g.kv(20, y, rows, kvOpts{style: kvCells, col: 62, w: 170, fam: fam, size: 9.5, labelBold: true, shade: rgb(232, 236, 240)}) + 6
	for _, p := range []string{
		"Your ABN details, apart from your address, are shown on ABN Lookup (abr.business.gov.au). You must tell us within 28 days if any of your details change.",
		"If any of the details above are wrong, phone us on 13 28 66 between 8.00am and 6.00pm, Monday to Friday.",
	} {
		y = c.paragraph(20, y, 170, p, fam.regular, 9.5, 4.8, black) + 3
	}
	y += 4
	c.text(20, y, "Yours sincerely", fam.regular, 10, black)
	g.signature(22, y+12, 36, rgb(20, 20, 60))
	c.text(20, y+18, "Registrar of the Australian Business Register", fam.regular, 10, black)
	c.line(20, 282, 190, 282, 0.2, rgb(150, 150, 150))
	c.text(20, 287, "ato.gov.au", fam.regular, 7.5, rgb(80, 80, 80))
	c.textAlign(190, 287, "NAT "+g.fill("9999")+"-"+issued.Format("01.2006"), fam.regular, 7.5, rgb(80, 80, 80), alignRight)
	return d
}

// auABNLookupPrint draws the ABN Lookup page as a browser prints it.
func (g *gen) auABNLookupPrint(fam family, extracted time.Time, abn, name, printedName string, nameAccept []string, entityType, state, pc string, gst bool) *doc {
	from := randDate(g.r, extracted.AddDate(-12, 0, 0), extracted.AddDate(0, -1, 0))
	updated := randDate(g.r, from, extracted)
	d := &doc{trueType: TypeTaxDoc, lang: "en", font: fam,
		description: "Synthetic ABN Lookup print of an ABN's current details",
		fields: taxFields("Australian Business Register", []string{"ABR", "ABN Lookup", "Australian Taxation Office", "ATO", "Australian Government Australian Business Register"},
			"AU", abn, nil, name, nameAccept, []string{state + " " + pc}, extracted, "")}
	d.notes = "taxpayer_address: ABN Lookup shows the main business location as state and postcode only; reference_number: the page has none"
	d.page = g.newPage(210, 297, white)
	c := g.c
	grey := rgb(90, 90, 90)
	c.text(10, 7, fmt.Sprintf("%s, %d:%02d %s", extracted.Format("2/01/06"), 1+g.r.IntN(12), g.r.IntN(60), pick(g.r, []string{"am", "pm"})), fam.regular, 7, grey)
	c.textAlign(105, 7, "ABN Lookup", fam.regular, 7, grey, alignCenter)
	navy := rgb(22, 51, 94)
	c.rect(10, 11, 190, 20, navy)
	g.emblem(20, 21, 6, white, navy)
	c.text(30, 19, "Australian Government", fam.regular, 8, white)
	c.text(30, 25.5, "Australian Business Register", fam.bold, 12, white)
	c.textAlign(195, 23, "ABN Lookup", fam.bold, 11, white, alignRight)
	y := 44.0
	c.text(14, y, "Current details for ABN "+abn, fam.bold, 15, black)
	y += 11
	c.text(14, y, "ABN details", fam.bold, 11, navy)
	c.line(14, y+1.5, 196, y+1.5, 0.3, navy)
	y += 8
	gstLine := "Not currently registered for GST"
	if gst {
		gstLine = "Registered from " + auShortDate(from)
	}
	y = g.kv(14, y, [][2]string{
		{"Entity name:", printedName},
		{"ABN status:", "Active from " + auShortDate(from)},
		{"Entity type:", entityType},
		{"Goods & Services Tax (GST):", gstLine},
		{"Main business location:", state + " " + pc},
	}, kvOpts{style: kvLeft, col: 62, fam: fam, size: 10, labelBold: true, labelCol: black}) + 6
	if g.chance(0.6) {
		c.text(14, y, "Business name(s)", fam.bold, 11, navy)
		c.line(14, y+1.5, 196, y+1.5, 0.3, navy)
		y += 7
		cols := []column{{"Business name", 14, alignLeft}, {"From", 150, alignLeft}}
		g.tableRow(y, cols, []string{cols[0].head, cols[1].head}, fam.bold, 9, black)
		y += 6
		g.tableRow(y, cols, []string{strings.ToUpper(pick(g.r, newStems["en"])), auShortDate(randDate(g.r, from, extracted))}, fam.regular, 9, black)
		y += 10
	}
	c.text(14, y, "Deductible gift recipient status", fam.bold, 11, navy)
	c.line(14, y+1.5, 196, y+1.5, 0.3, navy)
	y += 7
	c.text(14, y, "Not entitled to receive tax deductible gifts", fam.regular, 9.5, black)
	y += 12
	c.text(14, y, "ABN last updated: "+auShortDate(updated), fam.regular, 8.5, grey)
	c.textAlign(196, y, "Record extracted: "+auShortDate(extracted), fam.regular, 8.5, grey, alignRight)
	y += 8
	c.paragraph(14, y, 182, "Disclaimer: The Registrar makes every reasonable effort to maintain current and accurate information on this site. Information about an entity is provided by the entity and is not verified by the Registrar.", fam.regular, 7.5, 3.8, grey)
	compact := strings.ReplaceAll(abn, " ", "")
	c.text(10, 290, "https://abr.business.gov.au/ABN/View?abn="+compact, fam.regular, 7, grey)
	c.textAlign(200, 290, "1/1", fam.regular, 7, grey, alignRight)
	return d
}

// taxPLNIPPotwierdzenie imitates the tax office's confirmation that a NIP
// was given (art. 11 of the 1995 act on registering taxpayers): the
// office's heading at the left, place and date at the right ("Kraków,
// dnia 15.03.2024 r." or "15 marca 2024 r."), the case reference ("znak
// sprawy"), the addressee at the right, the certificate in running text
// with the NIP grouped as the office groups it, a table of the taxpayer's
// data, and the signature "z upoważnienia Naczelnika".
func (g *gen) taxPLNIPPotwierdzenie() *doc {
	fam := g.family()
	issued := g.issueDate()
	given := issued.AddDate(0, 0, -g.r.IntN(6))
	company := g.chance(0.65)
	nip := g.plNIP()
	printedNIP := plGroupNIP(nip, company)
	if g.chance(0.25) {
		printedNIP = nip
	}
	addr := g.plAddress()
	city := strings.SplitN(addr[1], " ", 2)[1]
	office := plTaxOffices[city]
	var name string
	var nameAccept []string
	nameLabel, addrLabel := "Nazwa pełna", "Adres siedziby"
	if company {
		name = pick(g.r, plCompanyStems) + " " + pick(g.r, plLegalForms)
		if g.chance(0.5) {
			name = strings.ToUpper(name)
		}
	} else {
		gv, sur := g.personName("PL")
		name = gv + " " + sur
		nameAccept = []string{sur + " " + gv, strings.ToUpper(sur + " " + gv)}
		nameLabel, addrLabel = pick(g.r, []string{"Imię i nazwisko", "Nazwisko i imię"}), "Adres miejsca zamieszkania"
	}
	ref := fmt.Sprintf("14%s-SEE-%d.4010.%d.%d", g.fill("99"), 1+g.r.IntN(3), 1+g.r.IntN(900), issued.Year())
	d := &doc{trueType: TypeTaxDoc, lang: "pl", font: fam,
		description: "Synthetic Polish tax office confirmation of a NIP",
		fields: taxFields(office.name, []string{office.head, "Urząd Skarbowy", "Krajowa Administracja Skarbowa", strings.ToUpper(office.name)},
			"PL", printedNIP, []string{nip}, name, nameAccept, addr, issued, ref)}
	d.page = g.newPage(210, 297, white)
	c := g.c
	long := g.chance(0.5)
	when := fmtDate(issued, dsDots, "pl")
	if long {
		when = plLongDate(issued)
	}
	prefix := pick(g.r, []string{"dnia ", ""})
	c.textAlign(190, 20, city+", "+prefix+when+" r.", fam.regular, 10, black, alignRight)
	// Heading: the eagle's place, the service and the office.
	g.emblem(30, 22, 6, rgb(60, 60, 60), white)
	c.text(20, 35, "KRAJOWA ADMINISTRACJA SKARBOWA", fam.regular, 7.5, rgb(70, 70, 70))
	hl := c.wrap(strings.ToUpper(office.name), fam.bold, 10, 80)
	y := c.lines(20, 40, hl, fam.bold, 10, 4.6, black)
	officeAddr := g.plAddressIn(city)
	y = c.lines(20, y, officeAddr, fam.regular, 9, 4.2, black) + 4
	refLabel := pick(g.r, []string{"Znak sprawy: ", "Znak: ", "Nr sprawy: "})
	c.text(20, y+2, refLabel+ref, fam.regular, 9.5, black)
	y += 6
	if g.chance(0.7) {
		g.window(120, 56, "", append(c.wrap(name, fam.regular, 10, 70), addr...), fam, 10, false)
		y = max(y, 82.0)
	}
	y += 8
	title := pick(g.r, [][2]string{
		{"ZAŚWIADCZENIE", "o nadaniu numeru identyfikacji podatkowej"},
		{"POTWIERDZENIE NADANIA NIP", ""},
		{"Potwierdzenie nadania numeru identyfikacji podatkowej", ""},
	})
	c.textAlign(105, y, title[0], fam.bold, 13, black, alignCenter)
	if title[1] != "" {
		y += 6
		c.textAlign(105, y, title[1], fam.regular, 10.5, black, alignCenter)
	}
	y += 11
	subject := "podmiotowi"
	if !company {
		subject = "podatnikowi"
	}
	body := fmt.Sprintf("Na podstawie art. 11 ustawy z dnia 13 października 1995 r. o zasadach ewidencji i identyfikacji podatników i płatników %s potwierdza, że w dniu %s %s wymienionemu poniżej nadany został numer identyfikacji podatkowej:", office.head, fmtDate(given, dsDots, "pl")+" r.", subject)
	y = c.paragraph(20, y, 170, body, fam.regular, 10, 5, black) + 3
	c.textAlign(105, y+3, "NIP "+printedNIP, fam.bold, 14, black, alignCenter)
	y += 13
	rows := [][2]string{
		{nameLabel, strings.Join(c.wrap(name, fam.regular, 10, 108), "\n")},
		{addrLabel, strings.Join(addr, "\n")},
		{"Data nadania NIP", fmtDate(given, dsDots, "pl")},
	}
	if company {
		rows = append(rows[:2], append([][2]string{{"REGON", g.plREGON()}}, rows[2:]...)...)
	}
	y = g.kv(20, y, rows, kvOpts{style: kvCells, col: 55, w: 170, fam: fam, size: 10, shade: rgb(238, 238, 238)}) + 6
	y = c.paragraph(20, y, 170, "Numer identyfikacji podatkowej należy podawać w deklaracjach, zeznaniach i innych dokumentach składanych do organów podatkowych. O zmianie danych objętych zgłoszeniem identyfikacyjnym należy poinformować naczelnika urzędu skarbowego.", fam.regular, 8.5, 4.3, rgb(60, 60, 60)) + 12
	c.textAlign(150, y, "z upoważnienia", fam.regular, 9, black, alignCenter)
	c.textAlign(150, y+4.5, "Naczelnika Urzędu Skarbowego", fam.regular, 9, black, alignCenter)
	sg, ss := g.personName("PL")
	g.signature(130, y+14, 38, rgb(20, 30, 120))
	c.textAlign(150, y+19, sg+" "+ss, fam.regular, 9, black, alignCenter)
	c.textAlign(150, y+23, pick(g.r, []string{"Kierownik Działu Ewidencji", "starszy komisarz skarbowy", "Zastępca Naczelnika"}), fam.regular, 8, rgb(60, 60, 60), alignCenter)
	c.text(20, y+30, "Otrzymuje:", fam.regular, 8.5, black)
	c.lines(20, y+34.5, []string{"1. Adresat", "2. a/a"}, fam.regular, 8.5, 4, black)
	c.line(20, 282, 190, 282, 0.2, rgb(150, 150, 150))
	c.text(20, 287, "www.podatki.gov.pl", fam.regular, 7.5, rgb(90, 90, 90))
	return d
}

// frSIPs are services des impôts des particuliers of the towns of
// address("FR"), with their street address.
var frSIPs = map[string][2]string{
	"PARIS": {"SIP PARIS 9E ARRONDISSEMENT", "6 RUE DE LONDRES"},
	"LYON":  {"SIP LYON 9E", "3 RUE DE LA CLAIRIÈRE"},
	"NÎMES": {"SIP DE NÎMES", "21 AVENUE CARNOT"},
}

// taxFRAvisSituationDeclarative imitates the DGFiP's avis de situation
// déclarative à l'impôt sur le revenu (ASDIR), issued right after an
// online return: the Republic's block and the DGFiP at the top left, the
// title with the year of the revenues, sometimes "valant avis d'impôt",
// a "Vos références" box with each declarant's numéro fiscal, the
// reference of the notice and the date it was drawn up, the centre des
// finances publiques to contact, the household at its address on 1
// January, and the revenu fiscal de référence.
func (g *gen) taxFRAvisSituationDeclarative() *doc {
	fam := g.family()
	issued := g.issueDate()
	// Notices are drawn up during the spring campaign.
	y0 := issued.Year()
	issued = randDate(g.r, day(y0, 4, 10), day(y0, 6, 30))
	if issued.After(g.today.AddDate(0, 0, -3)) {
		y0--
		issued = randDate(g.r, day(y0, 4, 10), day(y0, 6, 30))
	}
	given1, sur1 := g.personName("FR")
	spi1 := g.frSPI()
	couple := g.chance(0.5)
	var given2, sur2, spi2 string
	if couple {
		given2, _ = g.personName("FR")
		sur2 = sur1
		if g.chance(0.4) {
			_, sur2 = g.personName("FR")
		}
		spi2 = g.frSPI()
	}
	addr := upperLines(g.address("FR"))
	pcCity := strings.Fields(addr[1])
	city := strings.Join(pcCity[1:], " ")
	sip := frSIPs[city]
	ref := g.frAvisRef(y0, frDept(pcCity[0]))
	spaced := func(s string) string { return s[:2] + " " + s[2:4] + " " + s[4:7] + " " + s[7:10] + " " + s[10:] }
	printed1 := spi1
	if g.chance(0.5) {
		printed1 = spaced(spi1)
	}
	name := given1 + " " + sur1
	addressee := strings.ToUpper(sur1 + " " + given1)
	if couple {
		if sur2 == sur1 {
			addressee = "M. OU MME " + addressee
		} else {
			addressee += " OU " + strings.ToUpper(sur2+" "+given2)
		}
	}
	d := &doc{trueType: TypeTaxDoc, lang: "fr", font: fam,
		description: "Synthetic French avis de situation déclarative à l'impôt sur le revenu (DGFiP)",
		fields: taxFields("Direction générale des finances publiques", []string{"DGFiP", "DGFIP", "Direction Generale des Finances Publiques", "Centre des finances publiques", sip[0], "impots.gouv.fr"},
			"FR", printed1, []string{spi1, spaced(spi1)}, name, []string{strings.ToUpper(sur1 + " " + given1), addressee}, addr, issued, ref)}
	if couple {
		d.notes = "tax_number and taxpayer_name: déclarant 1; the notice also prints déclarant 2's numéro fiscal"
	}
	d.page = g.newPage(210, 297, white)
	c := g.c
	navy := rgb(0, 35, 120)
	g.tricolor(15, 12, 10, 6, rgb(0, 35, 149), white, rgb(237, 41, 57))
	c.text(15, 23, "RÉPUBLIQUE", fam.bold, 7.5, black)
	c.text(15, 26.5, "FRANÇAISE", fam.bold, 7.5, black)
	c.text(15, 30, "Liberté Égalité Fraternité", fam.regular, 5.5, black)
	c.lines(15, 36, []string{"DIRECTION GÉNÉRALE DES", "FINANCES PUBLIQUES"}, fam.bold, 7, 3.2, navy)
	year := fmt.Sprint(y0)
	c.text(78, 16, "AVIS DE SITUATION DÉCLARATIVE", fam.bold, 12, navy)
	c.text(78, 21.5, "À L'IMPÔT SUR LE REVENU "+year, fam.bold, 12, navy)
	c.text(78, 26.5, fmt.Sprintf("sur les revenus de l'année %d", y0-1), fam.regular, 9, black)
	nonTaxable := g.chance(0.4)
	if nonTaxable {
		c.rect(78, 29, 48, 6, rgb(230, 230, 230))
		c.text(80, 33.2, "VALANT AVIS D'IMPÔT", fam.bold, 9, black)
	}
	// Vos références.
	refRows := [][2]string{{"Numéro fiscal déclarant 1", printed1}}
	if couple {
		refRows = append(refRows, [2]string{"Numéro fiscal déclarant 2", spaced(spi2)})
	}
	refRows = append(refRows,
		[2]string{"Référence de l'avis", ref},
		[2]string{pick(g.r, []string{"Date d'établissement", "Date d'édition"}), fmtDate(issued, dsSlash, "fr")})
	boxX, boxW := 132.0, 63.0
	c.text(boxX+2, 45, "Vos références", fam.bold, 9, navy)
	boxEnd := g.kv(boxX+2, 51.5, refRows, kvOpts{style: kvAbove, fam: fam, size: 9, labelSize: 6.5, valueBold: true})
	c.frame(boxX, 40, boxW, boxEnd-40-1, 0.3, navy)
	// The centre to contact.
	y := 50.0
	c.text(15, y, "Vos coordonnées", fam.bold, 8.5, navy)
	y = c.lines(15, y+5, []string{"Centre des finances publiques", sip[0], sip[1], pcCity[0][:2] + g.fill("999") + " " + city + " CEDEX"}, fam.regular, 8, 3.7, black) + 1
	y = c.lines(15, y, []string{"Téléphone : 0 809 401 401", "Accès internet : impots.gouv.fr"}, fam.regular, 7.5, 3.5, rgb(60, 60, 60))
	// The household, at its address on 1 January.
	wy := 72.0
	c.text(70, wy-6, "Adresse au 1er janvier "+year, fam.regular, 7, rgb(80, 80, 80))
	g.window(70, wy, "", append([]string{addressee}, addr...), fam, 9.5, true)
	y = max(y+8, 100)
	c.rect(15, y-5, 180, 7, rgb(225, 230, 240))
	c.text(17, y, "SITUATION DU FOYER FISCAL AU 1ER JANVIER "+year, fam.bold, 9, navy)
	y += 8
	cols := []column{{"", 17, alignLeft}, {"Déclarant 1", 80, alignLeft}, {"Déclarant 2", 140, alignLeft}}
	g.tableRow(y, cols, []string{"", cols[1].head, func() string {
		if couple {
			return cols[2].head
		}
		return ""
	}()}, fam.bold, 9, black)
	y += 6
	birth := func() string {
		return fmtDate(randDate(g.r, issued.AddDate(-70, 0, 0), issued.AddDate(-20, 0, 0)), dsSlash, "fr")
	}
	table := [][3]string{
		{"Nom", strings.ToUpper(sur1), strings.ToUpper(sur2)},
		{"Prénom(s)", strings.ToUpper(given1), strings.ToUpper(given2)},
		{"Date de naissance", birth(), ""},
		{"Numéro fiscal", spaced(spi1), ""},
	}
	if couple {
		table[2][2] = birth()
		table[3][2] = spaced(spi2)
	}
	for _, row := range table {
		g.tableRow(y, cols, row[:], fam.regular, 9, black)
		c.line(15, y+1.8, 195, y+1.8, 0.1, rgb(200, 200, 200))
		y += 5.5
	}
	y += 4
	parts := 1.0
	if couple {
		parts = 2
	}
	parts += float64(g.r.IntN(3)) * 0.5
	rfr := 9000 + g.r.IntN(70000)
	if couple {
		rfr += 15000
	}
	tax := 0
	if !nonTaxable {
		tax = rfr / 9
	}
	c.rect(15, y-5, 180, 7, rgb(225, 230, 240))
	c.text(17, y, "DÉTAIL DE VOTRE IMPÔT", fam.bold, 9, navy)
	y += 8
	y = g.kv(17, y, [][2]string{
		{"Nombre de parts", strings.ReplaceAll(fmt.Sprintf("%.2f", parts), ".", ",")},
		{"Revenu fiscal de référence", euroWhole(rfr)},
		{"Impôt sur le revenu net avant corrections", euroWhole(tax)},
		{"Montant de votre impôt sur le revenu", euroWhole(tax)},
	}, kvOpts{style: kvLeft, col: 110, fam: fam, size: 9.5}) + 6
	note := "Ce document remplace l'avis de non-imposition et vaut avis d'impôt. Vous pouvez le présenter aux organismes qui vous le demandent (banques, bailleurs, administrations) pour justifier de vos revenus et charges."
	if !nonTaxable {
		note = "Ce document ne vaut pas avis d'impôt. Il vous permet de justifier de vos revenus et charges en attendant votre avis d'impôt, qui vous sera adressé au cours de l'été."
	}
	y = c.paragraph(15, y, 180, note, fam.regular, 8.5, 4.3, black) + 3
	c.paragraph(15, y, 180, "Les organismes peuvent vérifier l'authenticité de cet avis sur impots.gouv.fr à l'aide du numéro fiscal et de la référence de l'avis.", fam.regular, 8, 4, rgb(70, 70, 70))
	c.line(15, 283, 195, 283, 0.2, navy)
	c.text(15, 288, "impots.gouv.fr", fam.bold, 7.5, navy)
	c.textAlign(195, 288, "1/1", fam.regular, 7.5, rgb(80, 80, 80), alignRight)
	return d
}

// taxESModelo036Acuse imitates the two documents the Agencia Tributaria
// returns to a company filing the census declaration (modelo 036, casilla
// 200 for the definitive NIF): the tarjeta de identificación fiscal as it
// is downloaded (a framed card with NIF, razón social, domicilio fiscal,
// Administración and the date of the definitive NIF, under it the date of
// issue and the Código Seguro de Verificación), or the justificante de
// presentación with the date and time of filing, the justificante number
// and the CSV, dates as 15-03-2024.
func (g *gen) taxESModelo036Acuse() *doc {
	fam := g.family()
	issued := g.issueDate()
	addr := g.address("ES")
	city := strings.SplitN(addr[len(addr)-1], " ", 2)[1]
	prov := esProvinces[city]
	letter := pick(g.r, []byte{'B', 'B', 'A'})
	nif := g.esCompanyNIF(letter, prov.code)
	form := map[byte]string{'A': pick(g.r, []string{"S.A.", "SA", "SOCIEDAD ANÓNIMA"}), 'B': pick(g.r, []string{"S.L.", "SL", "SOCIEDAD LIMITADA"})}[letter]
	name := strings.ToUpper(pick(g.r, newStems["es"])) + " " + form
	shown := upperLines(addr)
	csv := g.aeatCSV()
	card := g.chance(0.5)
	auth := "Agencia Estatal de Administración Tributaria"
	authAccept := []string{"Agencia Tributaria", "AEAT", prov.delegation, "Agencia Tributaria " + prov.delegation}
	d := &doc{trueType: TypeTaxDoc, lang: "es", font: fam}
	d.page = g.newPage(210, 297, white)
	c := g.c
	blue := rgb(0, 70, 127)
	// Letterhead: the Agency's mark left or centred.
	if g.chance(0.5) {
		c.rect(20, 14, 4, 14, rgb(200, 30, 45))
		c.rect(25, 14, 4, 14, rgb(245, 190, 0))
		c.text(33, 21, "Agencia Tributaria", fam.bold, 14, blue)
		c.text(33, 27, "Agencia Estatal de Administración Tributaria", fam.regular, 7, rgb(70, 70, 70))
		c.lines(130, 18, []string{prov.delegation, prov.office}, fam.regular, 8, 3.8, rgb(40, 40, 40))
	} else {
		c.rect(101, 10, 8, 8, rgb(200, 30, 45))
		c.textAlign(105, 25, "AGENCIA TRIBUTARIA", fam.bold, 13, blue, alignCenter)
		c.textAlign(105, 30, prov.delegation, fam.regular, 8, rgb(60, 60, 60), alignCenter)
	}
	if card {
		assigned := randDate(g.r, issued.AddDate(-2, 0, 0), issued)
		d.description = "Synthetic Spanish tarjeta de identificación fiscal (AEAT)"
		d.fields = taxFields(auth, authAccept, "ES", nif, nil, name, nil, shown, issued, csv)
		y := 48.0
		c.textAlign(105, y, "TARJETA DE IDENTIFICACIÓN FISCAL", fam.bold, 13, blue, alignCenter)
		y += 6
		c.textAlign(105, y, "Número de Identificación Fiscal de personas jurídicas y entidades", fam.regular, 8.5, rgb(70, 70, 70), alignCenter)
		y += 8
		top := y
		c.frame(30, top, 150, 78, 0.6, blue)
		c.rect(30, top, 150, 9, rgb(222, 230, 240))
		c.text(34, top+6.3, "N.I.F.", fam.bold, 9, blue)
		c.text(60, top+6.5, nif, fam.bold, 13, black)
		rows := [][2]string{
			{"DENOMINACIÓN O RAZÓN SOCIAL", name},
			{"DOMICILIO FISCAL", strings.Join(shown, "\n")},
			{"ADMINISTRACIÓN DE LA AEAT", prov.code + g.fill("999") + " " + strings.ToUpper(strings.TrimPrefix(prov.office, "Administración de "))},
			{"FECHA N.I.F. DEFINITIVO", fmtDate(assigned, dsDash, "es")},
		}
		if g.chance(0.4) {
			rows = append(rows[:1], append([][2]string{{"ANAGRAMA COMERCIAL", strings.ToUpper(strings.Fields(name)[0])}}, rows[1:]...)...)
		}
		g.kv(34, top+16, rows, kvOpts{style: kvAbove, fam: fam, size: 10, labelSize: 7, valueBold: true, labelCol: blue})
		y = top + 88
		c.text(20, y, "Fecha de expedición: "+fmtDate(issued, pick(g.r, []dateStyle{dsDash, dsSlash}), "es"), fam.regular, 9.5, black)
		y += 8
		y = c.paragraph(20, y, 170, "Este documento acredita el Número de Identificación Fiscal asignado a la entidad.", fam.regular, 9, 4.5, black) + 6
		c.frame(20, y-4.5, 170, 15, 0.3, rgb(140, 140, 140))
		c.text(23, y, "Código Seguro de Verificación: "+csv, fam.bold, 9, black)
		c.paragraph(23, y+4.5, 164, "Puede comprobar la autenticidad de este documento en la Sede electrónica de la Agencia Tributaria (https://sede.agenciatributaria.gob.es).", fam.regular, 8, 4, black)
		c.textAlign(190, 287, "Página 1 de 1", fam.regular, 7.5, rgb(90, 90, 90), alignRight)
		return d
	}
	just := "036" + g.fill("9999999999")
	d.description = "Synthetic Spanish justificante de presentación of modelo 036 (AEAT)"
	d.fields = taxFields(auth, authAccept, "ES", nif, nil, name, nil, shown, issued, just)
	d.fields["reference_number"] = str(just, KindID, csv)
	y := 46.0
	c.text(20, y, "Justificante de presentación", fam.bold, 14, black)
	y += 6
	c.paragraph(20, y, 170, "Modelo 036. Declaración censal de alta, modificación y baja en el Censo de Empresarios, Profesionales y Retenedores", fam.regular, 9.5, 4.7, rgb(50, 50, 50))
	y += 16
	c.rect(20, y-5, 170, 7, rgb(222, 230, 240))
	c.text(22, y, "Datos de la presentación", fam.bold, 9.5, blue)
	y += 8
	y = g.kv(22, y, [][2]string{
		{"Presentación realizada el:", fmt.Sprintf("%s a las %02d.%02d.%02d", fmtDate(issued, dsDash, "es"), 8+g.r.IntN(10), g.r.IntN(60), g.r.IntN(60))},
		{"Número de justificante:", just},
		{"Expediente/Referencia (nº registro asignado):", fmt.Sprintf("%dES%s", issued.Year(), g.fill("99999999999A"))},
		{"Código Seguro de Verificación:", csv},
	}, kvOpts{style: kvLeft, col: 78, fam: fam, size: 9.5}) + 4
	c.rect(20, y-5, 170, 7, rgb(222, 230, 240))
	c.text(22, y, "Identificación del declarante", fam.bold, 9.5, blue)
	y += 8
	y = g.kv(22, y, [][2]string{
		{"NIF:", nif},
		{"Apellidos y nombre o razón social:", strings.Join(c.wrap(name, fam.bold, 9.5, 88), "\n")},
		{"Domicilio fiscal:", strings.Join(shown, "\n")},
	}, kvOpts{style: kvLeft, col: 78, fam: fam, size: 9.5, valueBold: true}) + 4
	c.rect(20, y-5, 170, 7, rgb(222, 230, 240))
	c.text(22, y, "Causas de presentación", fam.bold, 9.5, blue)
	y += 8
	y = c.lines(22, y, []string{"[111] Alta en el censo de empresarios, profesionales y retenedores", "[120] Solicitud de NIF definitivo"}, fam.regular, 9, 4.6, black) + 6
	y = c.paragraph(20, y, 170, fmt.Sprintf("La Agencia Estatal de Administración Tributaria ha recibido la declaración censal con los datos indicados. Su NIF definitivo es %s.", nif), fam.regular, 9.5, 4.7, black) + 4
	c.paragraph(20, y, 170, "La autenticidad de este documento puede ser comprobada mediante el Código Seguro de Verificación en https://sede.agenciatributaria.gob.es", fam.regular, 8.5, 4.2, rgb(60, 60, 60))
	c.line(20, 281, 190, 281, 0.2, rgb(150, 150, 150))
	c.text(20, 286, "CSV: "+csv, fam.bold, 8, black)
	c.textAlign(190, 286, "Página 1 de 1", fam.regular, 7.5, rgb(90, 90, 90), alignRight)
	return d
}
