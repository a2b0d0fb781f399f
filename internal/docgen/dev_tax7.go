package docgen

import (
	"fmt"
	"strings"
)

// Tax-status certificates of the dev split from France, Germany,
// Ireland, Spain and Portugal: the documents an authority gives a
// taxpayer to show that its tax affairs are in order (for public
// tenders, licences and grants). Each imitates a real document as
// publicly described (source in the layout's registration); none was
// shaped on the readers, which were neither read nor run while they
// were written. Their dates of issue sit at the foot after a place, in
// a header grid, or after words; their references go by the names the
// real documents give them.

func init() {
	register(
		&layout{name: "tax_fr_attestation_regularite_fiscale", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxFRAttestationRegularite,
			source: "DGFiP attestation de régularité fiscale, obtained from the espace professionnel ('Consulter mon compte fiscal' > 'Attestation fiscale') or from the SIE with formulaire n° 3666-SD; it bears the cachet of the service gestionnaire and states the situation at the last day of the month before the request (impots.gouv.fr 'Comment obtenir une attestation de régularité fiscale ?'; aide.dougs.fr 'Tout savoir sur l'attestation de régularité fiscale'; nos-services.com 'Cerfa 3666'); SIREN and SIRET Luhn keys (INSEE, as in python-stdnum fr.siren / fr.siret)"},
		&layout{name: "tax_de_bescheinigung_in_steuersachen", docType: TypeTaxDoc, split: SplitDev, formats: pdfOnly, make: (*gen).taxDEBescheinigungInSteuersachen,
			source: "Bescheinigung in Steuersachen of a German Finanzamt, issued on request, stating facts only (Steuerrückstände, Abgabe- und Zahlungsverhalten), with Dienstsiegel (OFD Niedersachsen Verfügung v. 16.9.2011 S 0270-8-St 143 per haufe.de 'Bescheinigung in Steuersachen'; Bayerisches Landesamt für Steuern S 0270.1.1-4/18 per datenbank.nwb.de); Steuernummer in the Länder's Bescheidformat and the 13-digit ELSTER form (Lexware Programmhilfe 'Aufbau der Steuernummer'; gt.docs.rechtlogisch.de 'ELSTER Steuernummer')"},
		&layout{name: "tax_ie_tax_clearance_certificate", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxIETaxClearance,
			source: "Revenue eTax Clearance (eTC): Revenue does not print tax clearance certificates, the taxpayer prints the result screen from ROS or myAccount; the certificate confirms the tax affairs are in order at the date of issue and comes with a Tax Clearance Access Number (TCAN) given with the PPSN or tax reference number to whoever verifies it (revenue.ie 'Apply for tax clearance online using eTax Clearance (eTC)'; revenue.ie 'eTax Clearance FAQs'; Chartered Accountants Ireland TaxPoint 2016/01 'Electronic tax clearance facility'); PPSN / TRN check letter (revenue.ie tax reference numbers, as in python-stdnum ie.pps)"},
		&layout{name: "tax_es_certificado_corriente_obligaciones", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxESCertificadoCorriente,
			source: "AEAT certificado de estar al corriente de obligaciones tributarias (genérico, contratación con el sector público, subvenciones), requested in the Sede electrónica under 'Certificados > Situación tributaria', signed electronically and verifiable by its Código Seguro de Verificación; it carries the NIF, name or razón social and domicilio fiscal, the place, date and signing body (sede.agenciatributaria.gob.es 'Application for tax certificate proving that tax obligations are up to date'; saber-ok.com 'Certificado agencia tributaria'; multiprogramacion.es on art. 74.1 of the Reglamento General); NIF and CIF control characters (python-stdnum es.dni / es.cif)"},
		&layout{name: "tax_pt_certidao_situacao_tributaria", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxPTCertidaoSituacao,
			source: "Autoridade Tributária e Aduaneira certidão de dívida e não dívida from the Portal das Finanças ('Pedir Certidão' > 'Dívida e Não Dívida'): it certifies that the taxpayer has the situação tributária regularizada under art. 177.º-A CPPT, is valid three months, and is validated at the Portal with the NIF and the código de validação (homepagejuridica.pt 'Declaração de não dívida à Autoridade Tributária e Aduaneira'; maisrigor.com 'Certidão finanças: pedido eletrónico, prazos e validação'); NIF mod-11 check digit (python-stdnum pt.nif)"},
	)
}

// --- France -----------------------------------------------------------

// tax7FRSIEs are services des impôts des entreprises of the towns of
// address("FR") (names and street addresses illustrative).
var tax7FRSIEs = map[string][2]string{
	"PARIS": {"SIE de Paris 9e", "6 rue de Londres"},
	"LYON":  {"SIE de Lyon Nord", "3 rue de la Clairière"},
	"NÎMES": {"SIE de Nîmes", "21 avenue Carnot"},
}

// frSIRET returns the SIRET of an establishment of siren: the SIREN, a
// four-digit NIC and a key that makes the fourteen digits pass Luhn.
func (g *gen) frSIRET(siren string) string {
	d := make([]int, 0, 13)
	for i := range len(siren) {
		d = append(d, int(siren[i]-'0'))
	}
	d = append(d, 0, 0, g.r.IntN(10), 1+g.r.IntN(9))
	return digitString(append(d, luhnDigit(d)))
}

// groupSIREN prints 123 456 789.
func groupSIREN(s string) string { return s[:3] + " " + s[3:6] + " " + s[6:9] }

// taxFRAttestationRegularite imitates the DGFiP's attestation de
// régularité fiscale as the espace professionnel produces it: the
// Republic's block and the DGFiP at the top left, the service des
// impôts des entreprises that keeps the file at the right, the title,
// the company (dénomination, SIREN, sometimes the SIRET of its seat,
// address), the statement that at the last day of the previous month
// it had filed its returns and paid or secured what it owed in
// corporate tax and VAT, "Fait à …, le …" with the service's stamp,
// and a reference either under the service's address (sometimes with
// the edition date) or at the foot. A sole trader's copy, asked for
// with the 3666-SD, names the person surname first and income tax.
func (g *gen) taxFRAttestationRegularite() *doc {
	fam := g.family()
	issued := g.issueDate()
	_, siren := g.vatFR()
	siret := g.frSIRET(siren)
	// A company subject to corporate tax downloads it; a sole trader
	// (entreprise individuelle, income tax) asks the SIE with the 3666-SD.
	ei := g.chance(0.3)
	name := g.companyName("fr", "FR")
	nameAcc := []string{strings.ToUpper(name)}
	printedName := name
	taxes := "d'impôt sur les sociétés et de taxe sur la valeur ajoutée"
	if ei {
		given, sur := g.personName("FR")
		name = given + " " + sur
		printedName = strings.ToUpper(sur) + " " + given
		nameAcc = []string{printedName, strings.ToUpper(given + " " + sur), given + " " + strings.ToUpper(sur)}
		taxes = "d'impôt sur le revenu (bénéfices professionnels) et de taxe sur la valeur ajoutée"
	}
	addr := g.address("FR")
	pc, city := strings.SplitN(addr[1], " ", 2)[0], strings.SplitN(addr[1], " ", 2)[1]
	sie := tax7FRSIEs[city]
	town := titleCase(strings.ToLower(city))
	situation := day(issued.Year(), issued.Month(), 1).AddDate(0, 0, -1)
	refLabel := pick(g.r, []string{"Référence", "N° de dossier", "Numéro d'attestation"})
	ref := fmt.Sprintf("%d-%s-%s", issued.Year(), frDept(pc), g.fill("99999999"))
	sieFull := "Service des impôts des entreprises de " + strings.TrimPrefix(strings.TrimPrefix(sie[0], "SIE de "), "SIE ")
	d := &doc{trueType: TypeTaxDoc, lang: "fr", font: fam,
		description: "Synthetic French attestation de régularité fiscale (DGFiP)",
		fields: taxFields("Direction générale des finances publiques",
			[]string{"DGFiP", "DGFIP", "Direction Generale des Finances Publiques", "DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES", sie[0], sieFull},
			"FR", siren, []string{groupSIREN(siren)}, name, nameAcc, addr, issued, ref)}
	d.notes = "tax_number: the SIREN (the SIRET, when printed, is the seat's establishment number, SIREN + NIC). reference_number: the '" + refLabel + "'. date_of_issue: the date after 'Fait à …, le', not the date of the situation (" + iso(situation) + ", the last day of the month before)"
	d.page = g.newPage(210, 297, white)
	c := g.c
	navy := rgb(0, 35, 120)
	grey := rgb(70, 70, 70)
	g.tricolor(18, 12, 10, 6, rgb(0, 35, 149), white, rgb(237, 41, 57))
	c.text(18, 23, "RÉPUBLIQUE", fam.bold, 7.5, black)
	c.text(18, 26.5, "FRANÇAISE", fam.bold, 7.5, black)
	c.text(18, 30, "Liberté Égalité Fraternité", fam.regular, 5.5, black)
	c.lines(18, 37, []string{"DIRECTION GÉNÉRALE DES", "FINANCES PUBLIQUES"}, fam.bold, 7.5, 3.4, navy)
	// The service, and perhaps the reference, at the right.
	refTop := g.chance(0.5)
	head := []string{sieFull, sie[1], pc + " " + strings.ToUpper(city) + " CEDEX", "Téléphone : 0 809 401 401"}
	y := c.lines(118, 18, head, fam.regular, 8.5, 3.9, grey)
	if refTop {
		c.text(118, y+1.5, refLabel+" : "+ref, fam.bold, 8.5, black)
		if g.chance(0.4) { // the edition date under the reference, as web-made copies print it
			c.text(118, y+6, "Édité le "+fmtDate(issued, dsSlash, "fr"), fam.regular, 8.5, black)
		}
	}
	if ei {
		c.textAlign(192, 8, "N° 3666-SD", fam.bold, 8, grey, alignRight)
	}
	c.textAlign(105, 62, "ATTESTATION DE RÉGULARITÉ FISCALE", fam.bold, 14, navy, alignCenter)
	c.line(55, 65, 155, 65, 0.4, navy)
	subject := "entreprise"
	if ei {
		subject = "entreprise individuelle"
	}
	y = 78.0
	y = c.paragraph(20, y, 170, "Le comptable public responsable du service des impôts des entreprises désigné ci-dessus certifie que l'"+subject+" :", fam.regular, 10, 5.2, black) + 3
	nameLabel := "Dénomination"
	if ei {
		nameLabel = "Nom, prénom"
	}
	rows := [][2]string{{nameLabel, printedName}, {"SIREN", pick(g.r, []string{siren, groupSIREN(siren)})}}
	if g.chance(0.5) {
		rows = append(rows, [2]string{"SIRET du siège", siret})
	}
	rows = append(rows, [2]string{"Adresse", strings.Join(addr, "\n")})
	style := pick(g.r, []kvStyle{kvLeft, kvCells})
	y = g.kv(28, y, rows, kvOpts{style: style, col: 40, w: 150, fam: fam, size: 10, valueBold: true, shade: rgb(232, 236, 246)}) + 4
	stmt := fmt.Sprintf("a souscrit, au %s, l'ensemble de ses déclarations fiscales et a acquitté les impôts exigibles ou constitué des garanties jugées suffisantes, en matière %s.", fmtDate(situation, dsSlash, "fr"), taxes)
	y = c.paragraph(20, y, 170, stmt, fam.regular, 10, 5.2, black) + 4
	y = c.paragraph(20, y, 170, "La présente attestation ne préjuge pas des contrôles que l'administration peut exercer. Elle est délivrée pour servir et valoir ce que de droit.", fam.regular, 9.5, 4.9, grey) + 10
	when := fmtDate(issued, dsSlash, "fr")
	if g.chance(0.4) {
		when = fmtDate(issued, dsLong, "fr")
	}
	c.text(110, y, "Fait à "+town+", le "+when, fam.regular, 10, black)
	c.text(110, y+7, "Le comptable public,", fam.regular, 9.5, black)
	g.seal(135, y+24, 13, "DGFIP "+strings.ToUpper(stripMarks(sie[0])), fam, rgb(40, 60, 150))
	c.text(108, y+42, "Cachet du service", fam.regular, 7.5, grey)
	c.line(18, 279, 192, 279, 0.2, rgb(150, 150, 150))
	foot := "impots.gouv.fr · Espace professionnel · Consulter mon compte fiscal"
	if !refTop {
		foot = refLabel + " : " + ref
	}
	c.text(18, 284, foot, fam.regular, 7.5, grey)
	c.textAlign(192, 284, "Page 1/1", fam.regular, 7.5, grey, alignRight)
	return d
}

// --- Germany ----------------------------------------------------------

// tax7DEOffice is a Finanzamt of a town of address("DE"): its name, its
// address, the Land's Bescheidformat of the Steuernummer (F, B and U
// digits, P the check digit) with the prefix of the 13-digit ELSTER form,
// and the office number (illustrative).
type tax7DEOffice struct {
	town, name, street, pc, land string
	format                       string // e.g. "FFF/BBB/UUUUP"
	elster                       string // Land prefix of the ELSTER form
	fa                           string // the F digits
}

var tax7DEOffices = map[string][]tax7DEOffice{
	"Berlin":  {{"Berlin", "Finanzamt für Körperschaften I", "Bredtschneiderstraße 5", "14057", "Berlin", "FF/BBB/UUUUP", "11", "27"}, {"Berlin", "Finanzamt Charlottenburg", "Bismarckstraße 48", "10627", "Berlin", "FF/BBB/UUUUP", "11", "13"}},
	"München": {{"München", "Finanzamt München", "Deroystraße 18", "80335", "Bayern", "FFF/BBB/UUUUP", "9", "143"}},
	"Köln":    {{"Köln", "Finanzamt Köln-Mitte", "Blaubach 7", "50676", "Nordrhein-Westfalen", "FFF/BBBB/UUUP", "5", "214"}, {"Köln", "Finanzamt Köln-Nord", "Innere Kanalstraße 214", "50670", "Nordrhein-Westfalen", "FFF/BBBB/UUUP", "5", "217"}},
}

// deSteuernummer fills office's Bescheidformat and returns the printed
// number and its 13-digit ELSTER form (Land prefix, F digits, a 0, then
// B, U and P). The check digit P is drawn: its computation differs by
// Land and district and is not modelled.
func (g *gen) deSteuernummer(o tax7DEOffice) (printed, elster string) {
	var b, digits strings.Builder
	fi := 0
	for _, ch := range o.format {
		switch ch {
		case 'F':
			b.WriteByte(o.fa[fi])
			fi++
		case 'B', 'U', 'P':
			v := byte('0' + g.r.IntN(10))
			b.WriteByte(v)
			digits.WriteByte(v)
		default:
			b.WriteRune(ch)
		}
	}
	return b.String(), o.elster + o.fa + "0" + digits.String()
}

// taxDEBescheinigungInSteuersachen imitates a German Finanzamt's
// Bescheinigung in Steuersachen: the office's letterhead, the addressee
// in the window under the return line, the file data at the right
// (Steuernummer, Geschäftszeichen or Aktenzeichen, Datum, the person
// handling it) or the place and date above the title, the title, the
// statement on request that the taxpayer is kept under the Steuernummer
// with ticked facts on filing, payment and arrears, sometimes a
// validity date, "Im Auftrag" with a signature and the Dienstsiegel.
// A second page, when there is one, repeats the Steuernummer and holds
// notes on what the certificate is and is not.
func (g *gen) taxDEBescheinigungInSteuersachen() *doc {
	fam := g.family()
	issued := g.issueDate()
	addr := g.address("DE")
	town := strings.SplitN(addr[1], " ", 2)[1]
	off := pick(g.r, tax7DEOffices[town])
	stnr, elster := g.deSteuernummer(off)
	var name string
	var nameAcc []string
	person := g.chance(0.3)
	if person {
		given, sur := g.personName("DE")
		name = given + " " + sur
		nameAcc = []string{sur + ", " + given, sur + " " + given}
	} else {
		name = g.companyName("de", "DE")
		nameAcc = []string{strings.ToUpper(name)}
	}
	refLabel := pick(g.r, []string{"Geschäftszeichen", "Aktenzeichen"})
	ref := fmt.Sprintf("S 0270 - %s/%02d - St %d", g.fill("9999"), issued.Year()%100, 11+g.r.IntN(40))
	auth := off.name
	accept := []string{"Finanzamt"}
	if !strings.Contains(off.name, off.town) { // "Finanzamt für Körperschaften I Berlin"
		accept = append(accept, off.name+" "+off.town)
	}
	d := &doc{trueType: TypeTaxDoc, lang: "de", font: fam,
		description: "Synthetic German Bescheinigung in Steuersachen (Finanzamt)",
		fields:      taxFields(auth, accept, "DE", stnr, []string{elster}, name, nameAcc, addr, issued, ref)}
	d.notes = "tax_number: the Steuernummer in the Land's format (" + off.land + "); its 13-digit ELSTER form " + elster + " is accepted. reference_number: the " + refLabel + ". date_of_issue: the letter's date, not the date of the request nor the validity date"
	d.page = g.newPage(210, 297, white)
	c := g.c
	grey := rgb(70, 70, 70)
	// Letterhead.
	g.emblem(26, 20, 7, black, white)
	c.text(37, 19, off.name, fam.bold, 13, black)
	c.text(37, 24.5, off.street+" · "+off.pc+" "+off.town, fam.regular, 8.5, grey)
	c.line(20, 31, 190, 31, 0.3, grey)
	// The file data at the right; the date there or above the title.
	placed := g.chance(0.4)
	rows := [][2]string{{"Steuernummer", stnr}, {refLabel, ref}}
	if !placed {
		rows = append(rows, [2]string{"Datum", fmtDate(issued, dsDots, "de")})
	}
	handler := pick(g.r, []string{"Frau Schneider", "Herr Wagner", "Frau Becker", "Herr Hoffmann", "Frau Schulz"})
	rows = append(rows, [2]string{"Bearbeitung", handler}, [2]string{"Telefon", "0" + g.fill("99 999-") + g.fill("9999")}, [2]string{"Zimmer", g.fill("A 999")})
	yb := g.kv(125, 42, rows, kvOpts{style: kvLeft, col: 28, fam: fam, size: 8.5})
	c.text(125, yb+1, "Bitte bei Antworten angeben.", fam.regular, 7, grey)
	win := append([]string{name}, addr...)
	if !person && g.chance(0.5) {
		win = append([]string{name, "Geschäftsleitung"}, addr...)
	}
	g.window(22, 52, off.name+" · "+off.pc+" "+off.town, win, fam, 10, false)
	y := 96.0
	if placed {
		c.textAlign(190, y-8, fmt.Sprintf("%s, %s", off.town, pick(g.r, []string{fmtDate(issued, dsDots, "de"), fmtDate(issued, dsLong, "de")})), fam.regular, 10, black, alignRight)
	}
	c.text(20, y, "Bescheinigung in Steuersachen", fam.bold, 14, black)
	y += 10
	asked := issued.AddDate(0, 0, -(2 + g.r.IntN(20)))
	who := ""
	if !person {
		who = "Die Firma "
	}
	y = c.paragraph(20, y, 170, fmt.Sprintf("Auf Ihren Antrag vom %s wird bescheinigt:", fmtDate(asked, dsDots, "de")), fam.regular, 10, 5.2, black) + 3
	y = c.paragraph(20, y, 170, fmt.Sprintf("%s%s, %s, wird beim %s unter der Steuernummer %s steuerlich geführt.", who, name, joinAddr(addr), off.name, stnr), fam.regular, 10, 5.2, black) + 4
	tick := func(y float64, s string) float64 {
		c.frame(22, y-3.2, 3.6, 3.6, 0.3, black)
		c.text(22.6, y-0.1, "X", fam.bold, 8, black)
		return c.paragraph(29, y, 160, s, fam.regular, 10, 5.2, black) + 2
	}
	y = tick(y, "Die Steuererklärungen wurden in den letzten drei Jahren fristgerecht abgegeben.")
	y = tick(y, "Die fälligen Steuern wurden in den letzten drei Jahren pünktlich entrichtet.")
	y = tick(y, "Steuerrückstände bestehen zurzeit nicht.")
	y += 3
	if g.chance(0.5) {
		until := issued.AddDate(0, 6, 0)
		y = c.paragraph(20, y, 170, "Diese Bescheinigung gilt bis zum "+fmtDate(until, dsDots, "de")+".", fam.regular, 10, 5.2, black) + 2
	}
	y = c.paragraph(20, y, 170, "Die Bescheinigung gibt die steuerlichen Verhältnisse am Tag ihrer Ausstellung wieder. Sie ist nur mit Dienstsiegel gültig.", fam.regular, 9.5, 4.9, grey) + 10
	c.text(20, y, "Im Auftrag", fam.regular, 10, black)
	g.signature(22, y+13, 36, rgb(20, 30, 110))
	c.text(20, y+18, strings.TrimPrefix(strings.TrimPrefix(handler, "Frau "), "Herr "), fam.regular, 9, black)
	g.seal(95, y+10, 13, "FINANZAMT "+strings.ToUpper(off.town), fam, rgb(30, 50, 140))
	c.text(82, y+27, "Dienstsiegel", fam.regular, 7, grey)
	footer := func(n, of int) {
		c.line(20, 278, 190, 278, 0.2, rgb(150, 150, 150))
		c.text(20, 283, "Öffnungszeiten: Mo–Fr 8:00–12:00, Do 14:00–17:30 · www.finanzamt.de · ELSTER: www.elster.de", fam.regular, 7, grey)
		c.textAlign(190, 283, fmt.Sprintf("Seite %d von %d", n, of), fam.regular, 7, grey, alignRight)
	}
	if g.chance(0.4) {
		d.pages = []*page{d.page, g.newPage(210, 297, white)}
		c.p = d.pages[1]
		c.text(20, 20, off.name, fam.bold, 10, black)
		c.textAlign(190, 20, "Steuernummer "+stnr, fam.regular, 9, black, alignRight)
		c.line(20, 23, 190, 23, 0.3, grey)
		y := 34.0
		c.text(20, y, "Hinweise", fam.bold, 11, black)
		y += 7
		for _, p := range []string{
			"Die Bescheinigung enthält keine Wertung des steuerlichen Verhaltens. Ob der Steuerpflichtige zuverlässig ist, entscheidet die Stelle, der die Bescheinigung vorgelegt wird.",
			"Die Bescheinigung ist kein Verwaltungsakt. Sie wird auf Antrag des Steuerpflichtigen erteilt, der damit in die Offenbarung der bescheinigten Verhältnisse einwilligt (§ 30 Abs. 4 Nr. 3 AO).",
			"Informationen zum Datenschutz finden Sie unter www.finanzamt.de/datenschutz oder erhalten Sie bei Ihrem Finanzamt.",
		} {
			y = c.paragraph(20, y, 170, p, fam.regular, 9.5, 4.9, black) + 3
		}
		c.p = d.page
		for i, p := range d.pages {
			c.p = p
			footer(i+1, 2)
		}
		c.p = d.page
	} else {
		footer(1, 1)
	}
	return d
}

// --- Ireland ----------------------------------------------------------

// taxIETaxClearance imitates the printout of Revenue's eTax Clearance
// result screen: the browser's print line with the time it was printed
// and the page address, the Revenue mark, "Tax Clearance" with the
// status, a grid of name, address, tax reference number (a company's
// TRN or a person's PPSN), the Tax Clearance Access Number and the date
// of issue, and the statement that the tax affairs are in order at that
// date and that the TCAN with the reference number verifies it.
func (g *gen) taxIETaxClearance() *doc {
	fam := g.family()
	issued := g.issueDate()
	company := g.chance(0.55)
	var name, number, numLabel string
	var nameAcc []string
	if company {
		name = g.companyName("en", "IE")
		number = g.ieTRN()
		numLabel = pick(g.r, []string{"Tax Reference Number", "Tax Registration Number"})
		nameAcc = []string{strings.ToUpper(name)}
	} else {
		given, sur := g.personName("IE")
		name = given + " " + sur
		number = g.iePPS()
		numLabel = pick(g.r, []string{"PPSN", "Tax Reference Number", "PPSN / Tax Reference Number"})
		nameAcc = []string{strings.ToUpper(name), sur + ", " + given}
	}
	addr := g.address("IE")
	tcan := g.fill("9999999")
	d := &doc{trueType: TypeTaxDoc, lang: "en", font: fam,
		description: "Synthetic Irish eTax Clearance certificate printout (Revenue)",
		fields: taxFields("Revenue Commissioners", []string{"Revenue", "Office of the Revenue Commissioners", "Irish Tax and Customs", "Revenue Irish Tax and Customs", "Collector-General"},
			"IE", number, nil, name, nameAcc, addr, issued, tcan)}
	d.notes = "tax_number: the " + numLabel + "; reference_number: the Tax Clearance Access Number (TCAN); date_of_issue: the certificate's date of issue, not the date the browser printed the screen"
	if d.photo = g.chance(0.25); d.photo {
		d.shotOf(297, 1900+g.r.IntN(900), 0) // a phone photo of the printout
	}
	d.page = g.newPage(210, 297, white)
	c := g.c
	green := rgb(0, 104, 71)
	grey := rgb(80, 80, 80)
	// The browser's print header and footer.
	printed := issued.AddDate(0, 0, g.r.IntN(40))
	if printed.After(g.today) {
		printed = g.today
	}
	stamp := fmt.Sprintf("%s, %02d:%02d", printed.Format("02/01/2006"), 8+g.r.IntN(10), g.r.IntN(60))
	c.text(8, 8, stamp, fam.regular, 7, grey)
	// Companies use ROS; people use myAccount or ROS.
	service, url := "ROS - Manage Tax Clearance", "https://www.ros.ie/etc-web/etc/viewcertificate"
	if !company && g.chance(0.6) {
		service, url = "myAccount - Tax Clearance", "https://www.ros.ie/myaccount-web/etc/viewcertificate"
	}
	c.textAlign(105, 8, service, fam.regular, 7, grey, alignCenter)
	c.text(8, 291, url, fam.regular, 7, grey)
	c.textAlign(202, 291, "1/1", fam.regular, 7, grey, alignRight)
	// The application's banner.
	c.rect(15, 14, 180, 16, green)
	c.text(20, 24, "Revenue", fam.bold, 16, white)
	c.text(52, 21, "Cáin agus Custaim na hÉireann", fam.regular, 7.5, white)
	c.text(52, 25.5, "Irish Tax and Customs", fam.regular, 7.5, white)
	c.textAlign(190, 24, "eTax Clearance", fam.bold, 10, white, alignRight)
	y := 42.0
	c.text(15, y, "Tax Clearance Certificate", fam.bold, 15, black)
	y += 8
	c.rect(15, y-4.5, 180, 7, rgb(223, 240, 216))
	c.text(18, y, "Status: Tax Clearance Certificate issued", fam.bold, 10, green)
	y += 11
	dateLabel := pick(g.r, []string{"Date of Issue", "Date", "Certificate issue date"})
	dateVal := pick(g.r, []string{fmtDate(issued, dsSlash, "en"), fmtDate(issued, dsLong, "en")})
	rows := [][2]string{
		{"Name", name},
		{"Address", strings.Join(addr, "\n")},
		{numLabel, number},
		{"Tax Clearance Access Number (TCAN)", tcan},
		{dateLabel, dateVal},
	}
	if g.chance(0.4) { // the date leads the grid
		rows = append([][2]string{rows[4]}, rows[:4]...)
	}
	y = g.kv(15, y, rows, kvOpts{style: kvCells, col: 70, w: 180, fam: fam, size: 10, shade: rgb(240, 244, 242)}) + 6
	for _, p := range []string{
		"Revenue confirms that the tax affairs of the person named above are in order at the date of issue of this certificate, including those of any connected parties.",
		"Tax clearance is subject to ongoing review. Anyone who needs to verify this certificate can do so on www.revenue.ie with the tax reference number shown above and the Tax Clearance Access Number.",
	} {
		y = c.paragraph(15, y, 180, p, fam.regular, 9.5, 4.9, black) + 3
	}
	c.frame(15, y+2, 40, 8, 0.3, grey)
	c.textAlign(35, y+7.5, "Print", fam.regular, 9, grey, alignCenter)
	c.frame(60, y+2, 40, 8, 0.3, grey)
	c.textAlign(80, y+7.5, "Close", fam.regular, 9, grey, alignCenter)
	return d
}

// --- Spain ------------------------------------------------------------

// esCSV returns a Código Seguro de Verificación as AEAT documents print
// it: sixteen letters and digits.
func (g *gen) esCSV() string { return g.fill("XXXXXXXXXXXXXXXX") }

// taxESCertificadoCorriente imitates the AEAT certificate of being up
// to date with tax obligations: the Agencia Tributaria mark, the
// Delegación and Administración with the Nº de Referencia at the right
// or under the title, the title with the certificate's kind, the
// applicant's NIF, name or razón social and domicilio fiscal, "CERTIFICA:"
// and the statement under article 74 of the Reglamento General, the
// positive result and its twelve months' validity, the place and date
// at the foot with the signing unit, and the electronic signature
// notice with the Código Seguro de Verificación, sometimes also along
// the left margin.
func (g *gen) taxESCertificadoCorriente() *doc {
	fam := g.family()
	issued := g.issueDate()
	addr := g.address("ES")
	city := strings.SplitN(addr[1], " ", 2)[1]
	prov := esProvinces[city]
	company := g.chance(0.6)
	var name, printedName, nif string
	var nameAcc []string
	if company {
		form := pick(g.r, []string{"S.L.", "S.A."})
		letter := byte('B')
		if form == "S.A." {
			letter = 'A'
		}
		name = pick(g.r, newStems["es"]) + " " + form
		printedName = strings.ToUpper(name)
		nameAcc = []string{printedName, stripMarks(printedName)}
		nif = g.esCompanyNIF(letter, prov.code)
	} else {
		given, sur := g.personName("ES")
		sur2 := titleCase(pick(g.r, []string{"GARCÍA", "MARTÍNEZ", "LÓPEZ", "SÁNCHEZ", "PÉREZ", "GÓMEZ", "RUIZ", "DÍAZ"}))
		name = given + " " + sur + " " + sur2
		printedName = strings.ToUpper(sur + " " + sur2 + " " + given)
		nameAcc = []string{printedName, stripMarks(printedName), strings.ToUpper(sur + " " + sur2 + ", " + given)}
		nif = g.esNIF()
	}
	ref := fmt.Sprintf("%d%s", issued.Year(), g.fill("99999999999"))
	csv := g.esCSV()
	auth := "Agencia Estatal de Administración Tributaria"
	d := &doc{trueType: TypeTaxDoc, lang: "es", font: fam,
		description: "Synthetic Spanish certificate of being up to date with tax obligations (AEAT)",
		fields: taxFields(auth, []string{"AEAT", "Agencia Tributaria", "Agencia Estatal de Administracion Tributaria", prov.delegation, prov.office, "Delegación de la AEAT"},
			"ES", nif, nil, name, nameAcc, addr, issued, ref)}
	d.fields["reference_number"] = str(ref, KindID, csv)
	d.notes = "reference_number: the Nº de Referencia; the Código Seguro de Verificación (" + csv + ") identifies the signed document and is accepted. date_of_issue: the date at the foot after the place; the certificate is valid twelve months from it. taxpayer_name: printed surnames first for a person"
	if d.photo = g.chance(0.2); d.photo {
		d.shotOf(297, 2000+g.r.IntN(800), 0)
	}
	d.page = g.newPage(210, 297, white)
	c := g.c
	dark := rgb(30, 30, 30)
	grey := rgb(80, 80, 80)
	// Mark.
	g.emblem(25, 20, 6.5, rgb(150, 20, 30), white)
	c.text(34, 18.5, "Agencia Tributaria", fam.bold, 13, dark)
	c.text(34, 23, "Ministerio de Hacienda", fam.regular, 7.5, grey)
	refRight := g.chance(0.55)
	box := []string{prov.delegation, prov.office}
	bx := 120.0
	by := c.lines(bx+2, 16, box, fam.regular, 8, 3.7, dark)
	if refRight {
		c.text(bx+2, by+1, "Nº de Referencia: "+ref, fam.bold, 8.5, dark)
		by += 4.5
	}
	c.frame(bx, 11, 75, by-11, 0.3, grey)
	y := 45.0
	c.textAlign(105, y, "CERTIFICADO", fam.bold, 15, dark, alignCenter)
	y += 6
	kind := pick(g.r, []string{"Estar al corriente de obligaciones tributarias", "Estar al corriente de obligaciones tributarias para contratar con el sector público", "Estar al corriente de obligaciones tributarias para obtener subvenciones públicas"})
	for _, l := range c.wrap(kind, fam.regular, 10, 160) {
		c.textAlign(105, y, l, fam.regular, 10, dark, alignCenter)
		y += 5
	}
	if !refRight {
		c.textAlign(105, y+1, "Nº de Referencia: "+ref, fam.bold, 9.5, dark, alignCenter)
		y += 6
	}
	y += 6
	c.rect(20, y-4.5, 170, 6.5, rgb(228, 228, 228))
	c.text(22, y, "Datos identificativos", fam.bold, 9.5, dark)
	y += 7
	nameLabel := "Apellidos y nombre"
	if company {
		nameLabel = "Razón social"
	}
	y = g.kv(22, y, [][2]string{
		{"NIF", nif},
		{nameLabel, printedName},
		{"Domicilio fiscal", strings.ToUpper(joinAddr(addr))},
	}, kvOpts{style: kvLeft, col: 42, fam: fam, size: 9.5, valueBold: true}) + 5
	c.text(20, y, "CERTIFICA:", fam.bold, 10.5, dark)
	y += 7
	body := "Que, conforme a los datos que constan en la Agencia Estatal de Administración Tributaria, el solicitante arriba identificado se encuentra al corriente de sus obligaciones tributarias, en los términos del artículo 74.1 del Reglamento General de las actuaciones y los procedimientos de gestión e inspección tributaria (Real Decreto 1065/2007, de 27 de julio)."
	y = c.paragraph(20, y, 170, body, fam.regular, 10, 5.2, black) + 4
	y = c.paragraph(20, y, 170, "El presente certificado tiene carácter POSITIVO. Se expide a petición del interesado y tiene una validez de doce meses desde la fecha de su expedición, sin perjuicio de las comprobaciones que la Administración pueda realizar.", fam.regular, 9.5, 4.9, black) + 12
	when := fmtDate(issued, dsLong, "es")
	place := strings.ToUpper(city[:1]) + city[1:]
	line := pick(g.r, []string{"En " + place + ", a " + when, place + ", " + when})
	c.textAlign(190, y, line, fam.regular, 10, black, alignRight)
	c.textAlign(190, y+6, pick(g.r, []string{"El Jefe de la Dependencia de Gestión Tributaria", "El Administrador"}), fam.regular, 9, grey, alignRight)
	c.textAlign(190, y+10.5, "Firmado electrónicamente", fam.regular, 8, grey, alignRight)
	// The signature notice with the CSV.
	c.line(20, 270, 190, 270, 0.2, grey)
	c.paragraph(20, 275, 170, "Documento firmado electrónicamente (Ley 40/2015, de 1 de octubre). Autenticidad verificable mediante Código Seguro de Verificación "+csv+" en www.agenciatributaria.gob.es", fam.regular, 7.5, 3.6, grey)
	if g.chance(0.5) {
		c.p.items = append(c.p.items, item{kind: kText, x: 10, y: 250, text: "Código Seguro de Verificación: " + csv, font: fam.regular, size: 7, col: grey, angle: 90})
	}
	return d
}

// --- Portugal ---------------------------------------------------------

// tax7PTOffices are serviços de finanças by the town of
// poa6PTAddress, with their codes (illustrative).
var tax7PTOffices = map[string][]string{
	"Lisboa":  {"3247 - LISBOA-7", "3085 - LISBOA-3", "3107 - LISBOA-11"},
	"Porto":   {"3190 - PORTO-1", "3204 - PORTO-4"},
	"Braga":   {"0361 - BRAGA-1", "0370 - BRAGA-2"},
	"Coimbra": {"0698 - COIMBRA-1", "0701 - COIMBRA-2"},
	"Faro":    {"1058 - FARO"},
	"Setúbal": {"2232 - SETÚBAL-1", "2241 - SETÚBAL-2"},
}

// ptValidationCode returns a código de validação: twelve letters and
// digits in three groups.
func (g *gen) ptValidationCode() string { return g.fill("XXXX-XXXX-XXXX") }

// taxPTCertidaoSituacao imitates the AT's certidão of the tax situation
// from the Portal das Finanças: the AT mark, the title "CERTIDÃO", a
// grid with the serviço de finanças, the código de validação and the
// date of issue (or the place and date at the foot), the statement
// "CERTIFICA … situação tributária regularizada" under the CPPT, the
// taxpayer's NIF, name and domicílio fiscal, the validity (three months
// or a date), the head of the tax office and the validation notice.
func (g *gen) taxPTCertidaoSituacao() *doc {
	fam := g.family()
	issued := g.issueDate()
	addr := g.poa6PTAddress()
	town := strings.SplitN(addr[1], " ", 2)[1]
	office := pick(g.r, tax7PTOffices[town])
	company := g.chance(0.5)
	var name, nif string
	var nameAcc []string
	if company {
		name = g.companyOf("pt", "PT")
		nif = g.ptNIPC(5)
		nameAcc = []string{strings.ToUpper(name)}
	} else {
		given, sur := pick(g.r, poa6PTPeople.givens), pick(g.r, poa6PTPeople.surnames)
		name = given + " " + sur
		nif = g.ptNIPC(1 + g.r.IntN(2))
		nameAcc = []string{strings.ToUpper(name)}
	}
	code := g.ptValidationCode()
	auth := "Autoridade Tributária e Aduaneira"
	d := &doc{trueType: TypeTaxDoc, lang: "pt", font: fam,
		description: "Synthetic Portuguese certidão of regularised tax situation (AT)",
		fields: taxFields(auth, []string{"AT", "Autoridade Tributaria e Aduaneira", "AUTORIDADE TRIBUTÁRIA E ADUANEIRA", "Serviço de Finanças " + office, "Portal das Finanças"},
			"PT", nif, []string{nif[:3] + " " + nif[3:6] + " " + nif[6:]}, name, nameAcc, addr, issued, code)}
	d.notes = "tax_number: the NIF (NIPC for a company). reference_number: the código de validação. date_of_issue: the date of issue, not the end of its three months' validity"
	if d.photo = g.chance(0.25); d.photo {
		d.shotOf(297, 2000+g.r.IntN(800), 0)
	}
	d.page = g.newPage(210, 297, white)
	c := g.c
	blue := rgb(0, 60, 110)
	grey := rgb(80, 80, 80)
	// Mark.
	c.rect(20, 12, 16, 12, blue)
	c.textAlign(28, 20.5, "AT", fam.bold, 14, white, alignCenter)
	c.text(39, 16.5, "autoridade", fam.regular, 8, blue)
	c.text(39, 20, "tributária e aduaneira", fam.regular, 8, blue)
	c.textAlign(190, 18, "Portal das Finanças", fam.regular, 8.5, grey, alignRight)
	c.line(20, 28, 190, 28, 0.4, blue)
	c.textAlign(105, 42, "CERTIDÃO", fam.bold, 16, blue, alignCenter)
	dateTop := g.chance(0.5)
	codeTop := g.chance(0.6)
	rows := [][2]string{{"Serviço de Finanças", office}}
	if codeTop {
		rows = append(rows, [2]string{"Código de Validação", code})
	}
	if dateTop {
		rows = append(rows, [2]string{"Data de emissão", fmtDate(issued, dsISO, "pt")})
	}
	y := g.kv(20, 54, rows, kvOpts{style: kvCells, col: 50, w: 170, fam: fam, size: 9.5, shade: rgb(225, 234, 243)}) + 6
	certifica := "CERTIFICA, face aos elementos disponíveis no sistema informático da Autoridade Tributária e Aduaneira (AT), que o(a) contribuinte abaixo identificado(a) tem a sua situação tributária regularizada, nos termos do artigo 177.º-A do Código de Procedimento e de Processo Tributário (CPPT)."
	y = c.paragraph(20, y, 170, certifica, fam.regular, 10, 5.2, black) + 5
	nameLabel := "Nome"
	if company {
		nameLabel = pick(g.r, []string{"Nome / Firma", "Denominação"})
	}
	y = g.kv(24, y, [][2]string{
		{"NIF", nif},
		{nameLabel, strings.ToUpper(name)},
		{"Domicílio fiscal", strings.Join(addr, "\n")},
	}, kvOpts{style: kvLeft, col: 38, fam: fam, size: 10, valueBold: true}) + 5
	if g.chance(0.5) {
		y = c.paragraph(20, y, 170, "A presente certidão é válida por três meses a contar da data da sua emissão.", fam.regular, 9.5, 4.9, black) + 3
	} else {
		y = c.paragraph(20, y, 170, "Válida até "+fmtDate(issued.AddDate(0, 3, 0), dsISO, "pt")+".", fam.regular, 9.5, 4.9, black) + 3
	}
	if !codeTop {
		c.text(20, y+2, "Código de validação: "+code, fam.bold, 10, black)
		y += 8
	}
	y += 10
	if !dateTop {
		place := strings.SplitN(strings.SplitN(office, " - ", 2)[1], "-", 2)[0]
		c.textAlign(190, y, titleCase(strings.ToLower(place))+", "+longDatePT(issued), fam.regular, 10, black, alignRight)
		y += 7
	}
	c.textAlign(190, y, "O(A) Chefe do Serviço de Finanças", fam.regular, 9, grey, alignRight)
	c.textAlign(190, y+5, "(assinatura digital)", fam.regular, 8, grey, alignRight)
	c.line(20, 268, 190, 268, 0.2, grey)
	c.paragraph(20, 273, 170, "Para validar esta certidão aceda a www.portaldasfinancas.gov.pt, opção Validação de Documentos, e introduza o NIF do contribuinte e o código de validação indicados.", fam.regular, 7.5, 3.6, grey)
	c.textAlign(190, 287, "Pág. 1/1", fam.regular, 7, grey, alignRight)
	return d
}
