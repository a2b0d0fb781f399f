package docgen

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// Tax documents of the dev split from Czechia and Belgium: the Czech
// financial office's certificate of registration (osvědčení o registraci)
// with the DIČ, and the Belgian FPS Finance letter confirming that an
// enterprise number is activated as a VAT identification number. Each
// imitates a real document as publicly described (source in the comment
// above it); none was shaped on the readers.

func init() {
	register(
		&layout{name: "tax_cz_osvedceni_o_registraci", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxCZOsvedceni,
			source: "Czech Finanční správa 'Osvědčení o registraci' issued in the registration procedure (zákon č. 280/2009 Sb., daňový řád, §§ 125-131, per dauc.cz 'Daňový řád - Registrační řízení' and zakony.kurzy.cz); registration to income tax per zákon č. 586/1992 Sb. §§ 39, 39a (mesec.cz) and to VAT per zákon č. 235/2004 Sb.; DIČ = CZ + IČO for a legal person, CZ + rodné číslo for a natural person, per the OECD TIN sheet summarised at demosk.tindb.cz 'country-cz'"},
		&layout{name: "tax_be_btw_identificatie", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxBEBtwIdentificatie,
			source: "Belgian FOD Financiën / SPF Finances letter confirming the VAT identification after form 604A ('Uw ondernemingsnummer zal vervolgens geactiveerd worden als btw-identificatienummer. We brengen u daarvan op de hoogte via een brief', financien.belgium.be 'Aanvang, wijziging en einde activiteit'); enterprise number of 10 digits beginning 0 and VAT number BE + that number per the same page and cleartax.com/be 'BTW-registratienummer'; check: the last two digits are 97 minus the first eight modulo 97 (stdnum be/vat)"},
	)
}

// tax6bCZOffices are Czech financial offices with one of their regional
// workplaces and the place and registry court area whose addresses the
// taxpayers get.
var tax6bCZOffices = []struct {
	office, workplace, place string
	court                    int // index in czCourts
}{
	{"Finanční úřad pro hlavní město Prahu", "Územní pracoviště pro Prahu 1", "V Praze", 0},
	{"Finanční úřad pro hlavní město Prahu", "Územní pracoviště pro Prahu 4", "V Praze", 0},
	{"Finanční úřad pro Jihomoravský kraj", "Územní pracoviště Brno I", "V Brně", 1},
	{"Finanční úřad pro Moravskoslezský kraj", "Územní pracoviště v Ostravě", "V Ostravě", 2},
	{"Finanční úřad pro Plzeňský kraj", "Územní pracoviště Plzeň-město", "V Plzni", 3},
	{"Finanční úřad pro Královéhradecký kraj", "Územní pracoviště v Hradci Králové", "V Hradci Králové", 4},
}

// czRodneCislo returns a Czech birth number of a person born on born:
// YYMMDD (the month plus 50 for a woman) and four digits, the whole
// ten-digit number divisible by 11 (numbers since 1954).
func (g *gen) czRodneCislo(born time.Time, woman bool) string {
	m := int(born.Month())
	if woman {
		m += 50
	}
	for {
		prefix := fmt.Sprintf("%02d%02d%02d%03d", born.Year()%100, m, born.Day(), g.r.IntN(1000))
		n, _ := strconv.ParseInt(prefix, 10, 64)
		c := (11 - n*10%11) % 11
		if c == 10 {
			continue
		}
		return fmt.Sprintf("%s%d", prefix, c)
	}
}

// taxCZOsvedceni imitates the certificate of registration a Czech
// financial office issues when it registers a taxpayer: the office and
// its workplace at the top left, the file number (č. j.), the person
// handling it and the place and date at the right, the addressee, the
// title "OSVĚDČENÍ O REGISTRACI", the statement under the Tax Code that
// the taxpayer is registered to a tax (corporate or personal income tax,
// or VAT as a plátce) from a date under its DIČ, and the signature
// block with the official stamp. A company's DIČ is CZ and its IČO, a
// self-employed person's CZ and the birth number. Dates are 12.03.2025.
func (g *gen) taxCZOsvedceni() *doc {
	fam := g.family()
	of := pick(g.r, tax6bCZOffices)
	ct := czCourts[of.court]
	person := g.chance(0.35)
	var name, dic, kind, seatLabel string
	var nameAcc []string
	addr := g.czAddress(ct, g.chance(0.4))
	if person {
		woman := g.chance(0.5)
		pool := czMen
		if woman {
			pool = czWomen
		}
		p := drawPeople(g, 1, "", pool)[0]
		name = p.given + " " + p.sur
		nameAcc = []string{p.sur + " " + p.given, strings.ToUpper(p.sur) + " " + p.given}
		born := randDate(g.r, day(1956, 1, 1), day(2000, 12, 31))
		dic = "CZ" + g.czRodneCislo(born, woman)
		kind = pick(g.r, []string{"k dani z příjmů fyzických osob", "k dani z přidané hodnoty jako plátce"})
		seatLabel = "bydliště"
	} else {
		stem := pick(g.r, []string{"Vltava Stavby", "Krkonoše Software", "Šumava Dřevo", "Pražská Pekárna", "Morava Logistika", "Beskydy Agro"})
		form := pick(g.r, []string{"s.r.o.", "s.r.o.", "a.s."})
		name = stem + " " + form
		nameAcc = []string{strings.ToUpper(stem) + " " + form, stem + ", " + form}
		dic = "CZ" + g.czICO()
		kind = pick(g.r, []string{"k dani z příjmů právnických osob", "k dani z přidané hodnoty jako plátce"})
		seatLabel = "sídlo"
	}
	issued := g.issueDate()
	from := issued.AddDate(0, 0, -g.r.IntN(40))
	ref := fmt.Sprintf("%d/%02d/%d-%05d-%06d", 100000+g.r.IntN(9000000), issued.Year()%100, 2000+g.r.IntN(20), 10000+g.r.IntN(90000), 100000+g.r.IntN(900000))
	auth := of.office
	d := &doc{trueType: TypeTaxDoc, lang: "cs", font: fam,
		description: "Synthetic Czech certificate of registration (osvědčení o registraci, DIČ)",
		fields: taxFields(auth, []string{of.office + ", " + of.workplace, of.workplace, "Finanční správa", "Finanční úřad", stripMarks(of.office)},
			"CZ", dic, []string{dic[2:]}, name, nameAcc, addr, issued, ref)}
	d.notes = "issuing_authority: the financial office (finanční úřad); its územní pracoviště is accepted. date_of_issue: the date at the place (dne), not the date the registration runs from. reference_number: the č. j. of the certificate"
	d.page = g.newPage(210, 297, white)
	c := g.c
	blue := rgb(0, 60, 130)
	grey := rgb(80, 80, 80)
	c.text(20, 18, strings.ToUpper(of.office), fam.bold, 10, blue)
	c.text(20, 23, of.workplace, fam.regular, 9, blue)
	c.line(20, 26, 190, 26, 0.4, blue)
	// The file data at the right, the addressee at the left.
	handler := drawPeople(g, 1, "", czMen, czWomen)[0]
	rows := [][2]string{
		{"Č. j.:", ref},
		{"Spisová značka:", fmt.Sprintf("%d/%d", 1000+g.r.IntN(9000), issued.Year())},
		{"Vyřizuje:", handler.given[:1] + ". " + handler.sur},
		{"Telefon:", "+420 " + g.fill("999 999 999")},
		{"ID datové schránky:", strings.ToLower(g.fill("XXXXXXX"))},
	}
	// The file data and the addressee trade sides between prints.
	dataX, addrX := 112.0, 22.0
	if g.chance(0.4) {
		dataX, addrX = 20, 115
	}
	g.kv(dataX, 36, rows, kvOpts{style: kvLeft, col: 30, fam: fam, size: 8.5})
	g.window(addrX, 44, "", append([]string{name}, addr...), fam, 10, false)
	c.text(dataX+6, 72, fmt.Sprintf("%s dne %s", of.place, dotsDateCZ(issued)), fam.regular, 9.5, black)
	c.textAlign(105, 90, "OSVĚDČENÍ O REGISTRACI", fam.bold, 14, black, alignCenter)
	body := fmt.Sprintf("%s, %s, jako místně příslušný správce daně podle zákona č. 280/2009 Sb., daňový řád, ve znění pozdějších předpisů, osvědčuje, že daňový subjekt", of.office, of.workplace)
	y := c.paragraph(20, 102, 170, body, fam.regular, 10, 5.2, black) + 4
	y = g.kv(28, y, [][2]string{
		{"název / jméno:", name},
		{seatLabel + ":", joinAddr(addr)},
	}, kvOpts{style: kvLeft, col: 40, fam: fam, size: 10, valueBold: true}) + 2
	y = c.paragraph(20, y, 170, fmt.Sprintf("je registrován %s s účinností od %s a bylo mu přiděleno", kind, dotsDateCZ(from)), fam.regular, 10, 5.2, black) + 4
	c.text(28, y, "daňové identifikační číslo (DIČ):", fam.regular, 10, black)
	c.text(95, y, dic, fam.bold, 12, black)
	y += 10
	if !person && g.chance(0.5) {
		c.text(28, y, "IČO: "+dic[2:], fam.regular, 9.5, grey)
		y += 7
	}
	y = c.paragraph(20, y, 170, "Daňový subjekt je povinen uvádět daňové identifikační číslo na všech podáních vůči správci daně. Změny registračních údajů je povinen oznámit správci daně do 15 dnů ode dne, kdy nastaly.", fam.regular, 9, 4.6, grey) + 16
	signer := drawPeople(g, 1, "", czMen, czWomen)[0]
	g.signature(125, y, 35, rgb(20, 30, 110))
	c.text(118, y+5, "Ing. "+signer.given+" "+signer.sur, fam.regular, 9.5, black)
	c.text(118, y+10, pick(g.r, []string{"vedoucí oddělení registrace", "ředitel územního pracoviště", "referent oddělení registrace"}), fam.regular, 8.5, grey)
	if g.chance(0.7) {
		g.seal(60, y+4, 14, "FINANČNÍ ÚŘAD", fam, rgb(40, 60, 160))
		c.text(40, y+23, "otisk úředního razítka", fam.regular, 7.5, grey)
	}
	c.line(20, 280, 190, 280, 0.2, grey)
	c.text(20, 285, of.office+" · www.financnisprava.cz", fam.regular, 7, grey)
	return d
}

// dotsDateCZ prints 12.03.2025.
func dotsDateCZ(t time.Time) string { return t.Format("02.01.2006") }

// beVATNumber returns a Belgian enterprise number: 0, seven digits, and
// two check digits, 97 minus the first eight modulo 97.
func (g *gen) beVATNumber() string {
	d := append([]int{0, 2 + g.r.IntN(7)}, g.digits(6)...)
	var n int
	for _, v := range d {
		n = n*10 + v
	}
	return fmt.Sprintf("%s%02d", digitString(d), 97-n%97)
}

// beDotted prints an enterprise number 0123.456.749.
func beDotted(s string) string { return s[:4] + "." + s[4:7] + "." + s[7:] }

// tax6bBEOffices are FPS Finance offices that manage SMEs' VAT files, in
// Dutch and French.
var tax6bBEOffices = map[string][]string{
	"nl": {"Kmo-centrum Antwerpen", "Kmo-centrum Gent", "Kmo-centrum Brussel", "Kmo-centrum Leuven", "Kmo-centrum Brugge"},
	"fr": {"Centre PME Liège", "Centre PME Namur", "Centre PME Bruxelles", "Centre PME Charleroi", "Centre PME Mons"},
}

// taxBEBtwIdentificatie imitates the letter the Belgian FPS Finance sends
// when it activates an enterprise number as a VAT identification number:
// the FOD Financiën / SPF Finances letterhead with the general
// administration and the office (kmo-centrum / centre PME), the
// addressee, the references and date, and the confirmation with the
// enterprise number, the VAT number BE 0123.456.749, the date the
// identification runs from and the filing regime. Dutch or French;
// dates are "12 maart 2025" / "12 mars 2025" or 12-03-2025.
func (g *gen) taxBEBtwIdentificatie() *doc {
	fam := g.family()
	lang := "nl"
	if g.chance(0.45) {
		lang = "fr"
	}
	nl := lang == "nl"
	t := func(n, f string) string {
		if nl {
			return n
		}
		return f
	}
	num := g.beVATNumber()
	vat := "BE " + beDotted(num)
	stems := newStems[lang]
	form := pick(g.r, []string{"BV", "NV", "CommV"})
	if !nl {
		form = pick(g.r, []string{"SRL", "SA", "SComm"})
	}
	var name string
	var nameAcc []string
	person := g.chance(0.25)
	if person {
		given := pick(g.r, []string{"Jan", "Els", "Pieter", "An", "Luc", "Sophie", "Marc", "Julie"})
		sur := pick(g.r, []string{"Peeters", "Janssens", "Maes", "Dubois", "Lambert", "Claes", "Willems", "Dupont"})
		name = given + " " + sur
		nameAcc = []string{sur + " " + given, strings.ToUpper(sur) + " " + given}
	} else {
		name = pick(g.r, stems) + " " + form
		nameAcc = []string{strings.ToUpper(name)}
	}
	addr := g.beAddress(lang)
	issued := g.issueDate()
	from := issued.AddDate(0, 0, -g.r.IntN(20))
	office := pick(g.r, tax6bBEOffices[lang])
	auth := t("FOD Financiën", "SPF Finances")
	ref := g.fill("999/9999/99999")
	d := &doc{trueType: TypeTaxDoc, lang: lang, font: fam,
		description: "Synthetic Belgian confirmation of VAT identification (FOD Financiën / SPF Finances)",
		fields: taxFields(auth, []string{"Federale Overheidsdienst Financiën", "Service public fédéral Finances", "FPS Finance", "FOD Financien", "SPF Finances", "FOD Financiën", office,
			t("Algemene Administratie van de Fiscaliteit", "Administration générale de la Fiscalité")},
			"BE", vat, []string{"BE" + num, num, beDotted(num)}, name, nameAcc, addr, issued, ref)}
	d.notes = "tax_number: the VAT identification number BE + the enterprise number. reference_number: 'Ons kenmerk' / 'Notre référence'. date_of_issue: the letter's date, not the date the identification runs from"
	d.page = g.newPage(210, 297, white)
	c := g.c
	purple := rgb(60, 40, 110)
	grey := rgb(80, 80, 80)
	g.tricolor(20, 12, 6, 14, rgb(0, 0, 0), rgb(250, 224, 66), rgb(237, 41, 57))
	c.text(30, 17, t("FOD FINANCIËN", "SPF FINANCES"), fam.bold, 12, purple)
	c.text(30, 22, t("Algemene Administratie van de Fiscaliteit", "Administration générale de la Fiscalité"), fam.regular, 8.5, grey)
	c.text(30, 26.5, office+" – "+t("Team beheer btw", "Équipe gestion TVA"), fam.regular, 8.5, grey)
	g.window(pick(g.r, []float64{22, 115, 115}), 48, "", append([]string{name}, addr...), fam, 10, g.chance(0.3))
	dateStr := fmtDate(issued, dsLong, lang)
	if g.chance(0.3) {
		dateStr = fmtDate(issued, dsDash, lang)
	}
	y := g.kv(20, 78, [][2]string{
		{t("Ons kenmerk", "Notre référence"), ref},
		{t("Uw kenmerk", "Votre référence"), "604A"},
		{t("Datum", "Date"), dateStr},
	}, kvOpts{style: kvLeft, col: 34, fam: fam, size: 9}) + 8
	c.text(20, y, t("Betreft: bevestiging van uw btw-identificatie", "Concerne : confirmation de votre identification à la TVA"), fam.bold, 10.5, black)
	y += 10
	y = c.paragraph(20, y, 170, t("Geachte mevrouw, geachte heer,", "Madame, Monsieur,"), fam.regular, 10, 5.2, black) + 3
	body := t(fmt.Sprintf("Naar aanleiding van uw aanvraag tot btw-identificatie (formulier 604A) bevestigen wij dat uw ondernemingsnummer %s vanaf %s geactiveerd is als btw-identificatienummer.", beDotted(num), fmtDate(from, dsDash, lang)),
		fmt.Sprintf("Suite à votre demande d'identification à la TVA (formulaire 604A), nous vous confirmons que votre numéro d'entreprise %s est activé comme numéro d'identification à la TVA à partir du %s.", beDotted(num), fmtDate(from, dsDash, lang)))
	y = c.paragraph(20, y, 170, body, fam.regular, 10, 5.2, black) + 4
	regime := t(pick(g.r, []string{"driemaandelijkse aangifte", "maandelijkse aangifte"}), pick(g.r, []string{"déclaration trimestrielle", "déclaration mensuelle"}))
	y = g.kv(26, y, [][2]string{
		{t("Ondernemingsnummer", "Numéro d'entreprise"), beDotted(num)},
		{t("Btw-identificatienummer", "Numéro d'identification TVA"), vat},
		{t("Datum van identificatie", "Date d'identification"), fmtDate(from, dsDash, lang)},
		{t("Aangifteregeling", "Régime de déclaration"), regime},
	}, kvOpts{style: kvCells, col: 62, w: 158, fam: fam, size: 9.5, shade: rgb(236, 232, 244)}) + 4
	y = c.paragraph(20, y, 170, t("U moet dit btw-identificatienummer vermelden op al uw facturen, aangiften en briefwisseling met de administratie.",
		"Vous devez mentionner ce numéro d'identification TVA sur toutes vos factures, déclarations et correspondances avec l'administration."), fam.regular, 9.5, 4.9, black) + 8
	c.text(20, y, t("Met de meeste hoogachting,", "Veuillez agréer, Madame, Monsieur, l'expression de nos salutations distinguées."), fam.regular, 9.5, black)
	y += 16
	g.signature(22, y, 30, rgb(30, 30, 90))
	c.text(20, y+5, t("Voor de teamchef,", "Pour le chef d'équipe,"), fam.regular, 9, grey)
	c.line(20, 280, 190, 280, 0.2, grey)
	c.text(20, 285, t("FOD Financiën · Koning Albert II-laan 33, 1030 Brussel · financien.belgium.be", "SPF Finances · Boulevard du Roi Albert II 33, 1030 Bruxelles · finances.belgium.be"), fam.regular, 7, grey)
	return d
}
