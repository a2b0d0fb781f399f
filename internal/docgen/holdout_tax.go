package docgen

import (
	"fmt"
	"strings"
	"time"
)

// More tax documents of the holdout split, each imitating a real document
// as publicly described (source in the comment above it); none was shaped
// on the readers.

func init() {
	register(
		&layout{name: "tax_es_situacion_censal", docType: TypeTaxDoc, split: SplitHoldout, make: (*gen).taxESSituacionCensal,
			source: "AEAT certificado de situación censal (agenciacita.com/certificado-de-situacion-censal; eomequipojuridico.com, certificado de situación en el censo de actividades económicas); CSV at the foot of the first page and in the signature paragraph (agenciatributaria.es/AEAT.internet/ayuda/CSV.shtml)"},
		&layout{name: "tax_us_147c", docType: TypeTaxDoc, split: SplitHoldout, make: (*gen).taxUS147C,
			source: "IRS Letter 147C, EIN verification letter (legalclarity.org/what-is-an-irs-letter-147-c-for-ein-verification; engagedly.com/hr-glossary/147c-letter-irs; accountinginsights.org/what-is-an-irs-letter-147c-and-how-to-request-one)"},
		&layout{name: "tax_ca_business_number", docType: TypeTaxDoc, split: SplitHoldout, make: (*gen).taxCABusinessNumber,
			source: "CRA business number and program accounts (canada.ca, 'When you need a business number or Canada Revenue Agency program accounts'; allabouttax.ca/definitions/148-business-number-bn.html; CRA business resource kit, web archive 2007)"},
	)
}

// taxESSituacionCensal imitates the certificate of census status of the
// Spanish Agencia Tributaria: its letterhead and the issuing Delegación,
// sometimes the taxpayer in the window at the right, "CERTIFICA:", the
// identification data (NIF, name or razón social, domicilio fiscal), the
// economic activities with their IAE headings and the periodic returns,
// the place and date in words, and the Código Seguro de Verificación in
// the signature paragraph and again at the foot of the page.
func (g *gen) taxESSituacionCensal() *doc {
	fam := g.family()
	issued := g.issueDate()
	registered := randDate(g.r, issued.AddDate(-12, 0, 0), issued.AddDate(0, -2, 0))
	var name, printedName, number string
	var nameAccept []string
	nameLabel := "Apellidos y nombre"
	company := false
	switch g.r.IntN(3) {
	case 0:
		company = true
		name = strings.ToUpper(g.companyName("es", "ES"))
		printedName = name
		number = g.vatES()[2:]
		nameLabel = "Razón social"
	default: // a Spanish national (NIF) or a foreign resident (NIE)
		nameCountry, nif := "ES", g.esNIF()
		if g.chance(0.4) {
			nameCountry, nif = pick(g.r, []string{"GB", "DE", "FR", "IT", "NL"}), g.esNIE()
		}
		given, sur := g.personName(nameCountry)
		name = given + " " + sur
		printedName = strings.ToUpper(sur + " " + given)
		number = nif
		nameAccept = []string{printedName, strings.ToUpper(sur + ", " + given)}
	}
	addr := g.address("ES")
	city := strings.SplitN(addr[len(addr)-1], " ", 2)[1]
	upperAddr := g.chance(0.6)
	shown := addr
	if upperAddr {
		shown = upperLines(addr)
	}
	csv := g.aeatCSV()
	delegation := map[string]string{"Madrid": "Delegación Especial de Madrid", "Sevilla": "Delegación Especial de Andalucía", "A Coruña": "Delegación de A Coruña"}[city]
	office := map[string][]string{
		"Madrid":   {"Administración de Chamartín", "Administración de Vallecas", "Administración de Arganzuela"},
		"Sevilla":  {"Administración de Sevilla-Nervión", "Administración de Sevilla-Triana"},
		"A Coruña": {"Administración de A Coruña-Marineda", "Administración de A Coruña"},
	}[city]
	d := &doc{trueType: TypeTaxDoc, lang: "es", font: fam,
		description: "Synthetic Spanish certificate of census status (Agencia Tributaria)",
		fields: taxFields("Agencia Estatal de Administración Tributaria", []string{"Agencia Tributaria", "AEAT", delegation, "Agencia Tributaria " + delegation},
			"ES", number, nil, name, nameAccept, addr, issued, csv)}
	d.page = g.newPage(210, 297, white)
	c := g.c
	blue := rgb(0, 70, 127)
	// Letterhead: a mark in the Agency's colours and its name.
	c.rect(20, 14, 5, 14, rgb(200, 30, 45))
	c.rect(26, 14, 5, 14, rgb(245, 190, 0))
	c.rect(32, 14, 5, 14, blue)
	c.text(41, 21, "Agencia Tributaria", fam.bold, 15, blue)
	c.line(41, 24, 105, 24, 0.3, blue)
	c.text(41, 28.5, "Agencia Estatal de Administración Tributaria", fam.regular, 7.5, rgb(70, 70, 70))
	c.lines(125, 16, []string{delegation, pick(g.r, office), "Departamento de Gestión Tributaria"}, fam.regular, 8, 3.6, rgb(40, 40, 40))
	y := 50.0
	if g.chance(0.6) {
		g.window(110, y, "", append([]string{printedName}, shown...), fam, 9.5, false)
		y = 80
	}
	c.textAlign(105, y, "CERTIFICADO", fam.bold, 15, black, alignCenter)
	c.textAlign(105, y+6.5, pick(g.r, []string{"SITUACIÓN CENSAL", "Situación censal", "SITUACIÓN EN EL CENSO DE EMPRESARIOS, PROFESIONALES Y RETENEDORES"}), fam.regular, 10.5, rgb(50, 50, 50), alignCenter)
	y += 17
	y = c.paragraph(20, y, 170, "La Agencia Estatal de Administración Tributaria, a la vista de la solicitud presentada por el interesado,", fam.regular, 10, 5, black) + 1.5
	c.text(20, y, "CERTIFICA:", fam.bold, 10.5, black)
	y += 6.5
	y = c.paragraph(20, y, 170, "Que, según los datos que figuran en el Censo de Empresarios, Profesionales y Retenedores a la fecha de expedición de este certificado, la situación censal del obligado tributario es la siguiente:", fam.regular, 10, 5, black) + 4
	band := func(title string) {
		c.rect(20, y-4.2, 170, 6, rgb(222, 230, 240))
		c.text(22, y, title, fam.bold, 9, blue)
		y += 7.5
	}
	band("DATOS IDENTIFICATIVOS")
	y = g.kv(22, y, [][2]string{
		{"NIF", number},
		{nameLabel, printedName},
		{"Domicilio fiscal", strings.Join(shown, "\n")},
		{"Situación", "Alta"},
		{"Fecha de alta en el censo", fmtDate(registered, dsSlash, "es")},
	}, kvOpts{style: kvLeft, col: 48, fam: fam, size: 9.5, valueBold: true}) + 3
	band("ACTIVIDADES ECONÓMICAS")
	activities := [][2]string{{"691.2", "Reparación de automóviles y bicicletas"}, {"653.2", "Comercio al por menor de material eléctrico"}, {"673.2", "Otros cafés y bares"}, {"659.4", "Comercio al por menor de libros y periódicos"}}
	if !company && g.chance(0.5) {
		activities = [][2]string{{"763", "Programadores y analistas de informática"}, {"751", "Profesionales de la publicidad"}, {"841", "Abogados"}}
	}
	act := pick(g.r, activities)
	section := "1"
	if len(act[0]) == 3 {
		section = "2"
	}
	cols := []column{{"Sección", 22, alignLeft}, {"Epígrafe IAE", 42, alignLeft}, {"Descripción", 68, alignLeft}, {"Fecha de alta", 188, alignRight}}
	g.tableRow(y, cols, []string{cols[0].head, cols[1].head, cols[2].head, cols[3].head}, fam.bold, 8.5, rgb(60, 60, 60))
	c.line(20, y+1.5, 190, y+1.5, 0.2, rgb(150, 150, 150))
	y += 6
	g.tableRow(y, cols, []string{section, act[0], act[1], fmtDate(registered, dsSlash, "es")}, fam.regular, 9, black)
	y += 8
	band("OBLIGACIONES PERIÓDICAS")
	duties := []string{"Modelo 303 · Impuesto sobre el Valor Añadido · Autoliquidación trimestral", "Modelo 111 · Retenciones e ingresos a cuenta · Trimestral"}
	if company {
		duties = append(duties, "Modelo 200 · Impuesto sobre Sociedades · Anual")
	} else {
		duties = append(duties, "Modelo 130 · IRPF, pago fraccionado · Trimestral")
	}
	y = c.lines(22, y, duties, fam.regular, 9, 4.8, black) + 4
	y = c.paragraph(20, y, 170, "El presente certificado se expide a petición del interesado y tiene carácter exclusivamente informativo. Su validez es de doce meses a contar desde la fecha de expedición, salvo que se modifiquen los datos que en él se recogen.", fam.regular, 8.5, 4.3, rgb(60, 60, 60)) + 5
	when := fmtDate(issued, dsLong, "es")
	c.text(20, y, fmt.Sprintf("Y para que conste, se expide en %s, a %s.", city, when), fam.regular, 10, black)
	y += 10
	sig := fmt.Sprintf("Documento firmado electrónicamente (Ley 40/2015). Autenticidad verificable mediante Código Seguro de Verificación %s en www.agenciatributaria.gob.es", csv)
	c.frame(20, y-4.5, 170, 13, 0.3, rgb(140, 140, 140))
	c.paragraph(23, y, 164, sig, fam.regular, 8.5, 4.2, black)
	c.line(20, 281, 190, 281, 0.2, rgb(150, 150, 150))
	c.text(20, 286, "Código Seguro de Verificación: "+csv, fam.bold, 8, black)
	c.textAlign(190, 286, "Página 1 de 1", fam.regular, 7.5, rgb(90, 90, 90), alignRight)
	return d
}

// taxUS147C imitates IRS Letter 147C, the letter confirming an EIN already
// assigned, which the IRS faxes or mails after a telephone request: the
// Treasury and IRS return address at the left, "In reply refer to:", the
// date and letter code at the right, the entity's name and address in
// capitals, the person to contact, "Dear Taxpayer:", "Your Employer
// Identification Number (EIN) is …" in the running text, dates month first
// with the month in words.
func (g *gen) taxUS147C() *doc {
	fam := g.family()
	if g.chance(0.5) {
		fam = pick(g.r, monoFamilies)
	}
	issued := g.issueDate()
	faxed := g.chance(0.5)
	inquiry := issued
	if !faxed {
		inquiry = issued.AddDate(0, 0, -(2 + g.r.IntN(12)))
	}
	ein := g.usEIN()
	name := strings.ToUpper(g.companyName("en", "US"))
	addr := upperLines(g.address("US"))
	block := []string{name}
	if g.chance(0.4) {
		given, sur := g.personName("US")
		block = append(block, "% "+strings.ToUpper(given+" "+sur))
	}
	ref := "0" + g.fill("999999999")
	center := pick(g.r, []string{"CINCINNATI OH 45999-0023", "OGDEN UT 84201-0023"})
	d := &doc{trueType: TypeTaxDoc, lang: "en", font: fam,
		description: "Synthetic IRS Letter 147C verifying an EIN",
		fields: taxFields("Internal Revenue Service", []string{"IRS", "Department of the Treasury Internal Revenue Service", "Department of the Treasury"},
			"US", ein, nil, name, nil, addr, issued, ref)}
	d.page = g.newPage(215.9, 279.4, white)
	c := g.c
	long := func(t time.Time) string { return t.Format("January 2, 2006") }
	y := 14.0
	if faxed {
		c.text(12, 7, fmt.Sprintf("%s  %02d:%02d  IRS  FAX  P.%03d", usDash(issued), 8+g.r.IntN(10), g.r.IntN(60), 1), fam.regular, 7.5, rgb(60, 60, 60))
		y = 18
	}
	if g.chance(0.5) {
		g.emblem(26, y+6, 7, rgb(40, 40, 40), white)
		c.lines(36, y+4, []string{"Department of the Treasury", "Internal Revenue Service", center}, fam.regular, 9, 4.2, black)
	} else {
		c.lines(20, y+4, []string{"Department of the Treasury", "Internal Revenue Service", center}, fam.regular, 9, 4.2, black)
	}
	c.lines(125, y+4, []string{
		"In reply refer to: " + ref,
		long(issued) + "  LTR 147C  0",
		ein,
		"BODC: " + pick(g.r, []string{"SB", "LM", "TE"}),
	}, fam.regular, 9, 4.2, black)
	g.window(28, y+34, "", append(block, addr...), fam, 9.5, false)
	g.kv(125, y+34, [][2]string{
		{"Person to contact:", pick(g.r, []string{"Ms. Harris", "Mr. Delgado", "Ms. Okafor", "Mr. Brandt"})},
		{"Employee ID number:", "1000" + g.fill("999999")},
		{"Contact telephone number:", "1-800-829-4933"},
	}, kvOpts{style: kvAbove, fam: fam, size: 8.5, labelSize: 7.5, lead: 3.6})
	y += 72
	c.text(20, y, "Taxpayer identification number: "+ein, fam.regular, 9.5, black)
	y += 10
	c.text(20, y, "Dear Taxpayer:", fam.regular, 9.5, black)
	y += 8
	paras := []string{
		fmt.Sprintf("Thank you for your telephone inquiry of %s.", long(inquiry)),
		fmt.Sprintf("Your Employer Identification Number (EIN) is %s. Please keep this letter in your permanent records. Enter your name and your EIN on all business federal tax forms and on related correspondence.", ein),
		"If you have any questions regarding this letter, please call our Customer Service Department at 1-800-829-0115 between the hours of 7:00 a.m. and 7:00 p.m. If you prefer, you may write to us at the address shown at the top of the first page of this letter. When you write, please include a telephone number where you can be reached and the best time to call.",
		"Keep a copy of this letter for your records.",
		"Thank you for your cooperation.",
	}
	for _, p := range paras {
		y = c.paragraph(20, y, 176, p, fam.regular, 9.5, 4.6, black) + 4
	}
	c.text(20, y+2, "Sincerely yours,", fam.regular, 9.5, black)
	g.signature(22, y+14, 36, rgb(20, 20, 90))
	given, sur := g.personName("US")
	c.lines(20, y+20, []string{given + " " + sur, pick(g.r, []string{"Operations Manager", "Department Manager", "Supervisor"}), "Accounts Management Operations"}, fam.regular, 9.5, 4.4, black)
	c.textAlign(196, 270, "Letter 147C", fam.regular, 7.5, rgb(80, 80, 80), alignRight)
	return d
}

// taxCABusinessNumber imitates a Canada Revenue Agency letter confirming a
// business number: the bilingual signature block (Canada Revenue Agency /
// Agence du revenu du Canada) with the flag, the addressee, the date and
// BN at the right, and a table of program accounts, each the BN followed
// by a program identifier and a reference number (123456789 RT0001),
// with its effective date; the Canada wordmark at the foot.
func (g *gen) taxCABusinessNumber() *doc {
	fam := g.family()
	issued := g.issueDate()
	effective := issued.AddDate(0, 0, -(5 + g.r.IntN(40)))
	bn := g.caBN()
	corp := g.chance(0.6)
	var name string
	if corp {
		name = pick(g.r, newStems["en"]) + " " + pick(g.r, []string{"Inc.", "Ltd.", "Corp.", "Limited"})
	} else {
		given, sur := g.personName(pick(g.r, []string{"GB", "US", "IE"}))
		name = given + " " + sur
	}
	addr := g.address("CA")
	if g.chance(0.6) {
		name, addr = strings.ToUpper(name), upperLines(addr)
	}
	style, lang := dsLong, "en-US"
	if g.chance(0.4) {
		style = dsISO
	}
	d := &doc{trueType: TypeTaxDoc, lang: "en", font: fam,
		description: "Synthetic CRA letter confirming a business number",
		fields: taxFields("Canada Revenue Agency", []string{"CRA", "Agence du revenu du Canada", "Canada Revenue Agency Agence du revenu du Canada"},
			"CA", bn, []string{bn + "RT0001", bn + " RT0001", bn + " RT 0001"}, name, nil, addr, issued, "")}
	d.notes = "reference_number: the program account numbers (" + bn + " RT0001 …) are the BN with a program suffix, not a reference of the letter"
	d.page = g.newPage(215.9, 279.4, white)
	c := g.c
	red := rgb(215, 25, 32)
	// The flag symbol and the bilingual signature.
	c.rect(20, 15, 3.5, 8, red)
	c.polygon([]float64{28.25, 16.2, 29.8, 19.2, 28.25, 22.4, 26.7, 19.2}, red)
	c.rect(33, 15, 3.5, 8, red)
	c.lines(40, 18, []string{"Canada Revenue", "Agency"}, fam.regular, 9, 3.9, black)
	c.lines(78, 18, []string{"Agence du revenu", "du Canada"}, fam.regular, 9, 3.9, black)
	g.window(25, 52, "", append([]string{name}, addr...), fam, 10, false)
	g.kv(130, 50, [][2]string{
		{"Date", fmtDate(issued, style, lang)},
		{"Business number", bn},
		{"Telephone", "1-800-959-5525"},
	}, kvOpts{style: kvAbove, fam: fam, size: 9.5, labelSize: 7.5, labelBold: true, labelCol: rgb(60, 60, 60)})
	y := 96.0
	c.text(22, y, pick(g.r, []string{"Your business number and program accounts", "Business number registration"}), fam.bold, 12, black)
	y += 9
	y = c.paragraph(22, y, 170, fmt.Sprintf("We have registered your business with the Canada Revenue Agency (CRA). Your business number (BN) is %s. The BN is the nine-digit number that identifies your business to the CRA and to the federal, provincial and municipal programs that take part in the business number system.", bn), fam.regular, 10, 5, black) + 3
	y = c.paragraph(22, y, 170, "We have also opened the program accounts listed below. Each program account number is your BN followed by a two-letter program identifier and a four-digit reference number. Quote the full account number when you file, pay or contact us about that program.", fam.regular, 10, 5, black) + 5
	accounts := [][2]string{{"GST/HST", "RT0001"}}
	if g.chance(0.6) {
		accounts = append(accounts, [2]string{"Payroll deductions", "RP0001"})
	}
	if corp {
		accounts = append(accounts, [2]string{"Corporation income tax", "RC0001"})
	}
	cols := []column{{"Program", 24, alignLeft}, {"Program account number", 84, alignLeft}, {"Effective date", 190, alignRight}}
	c.rect(22, y-4.5, 170, 6.5, rgb(235, 235, 235))
	g.tableRow(y, cols, []string{cols[0].head, cols[1].head, cols[2].head}, fam.bold, 9, black)
	y += 7
	for _, a := range accounts {
		g.tableRow(y, cols, []string{a[0], bn + " " + a[1], fmtDate(effective, style, lang)}, fam.regular, 9.5, black)
		c.line(22, y+2, 192, y+2, 0.15, rgb(170, 170, 170))
		y += 6.5
	}
	y += 6
	for _, p := range []string{
		"Keep this letter with your business records. If any of the information above is not correct, or if your business changes its name, address or structure, call us at 1-800-959-5525.",
		"You can manage your program accounts online through My Business Account at canada.ca/my-cra-business-account.",
	} {
		y = c.paragraph(22, y, 170, p, fam.regular, 10, 5, black) + 3
	}
	c.text(22, y+5, "Sincerely,", fam.regular, 10, black)
	c.text(22, y+17, "Canada Revenue Agency", fam.regular, 10, black)
	c.text(22, 266, "Business Number Registration", fam.regular, 7.5, rgb(90, 90, 90))
	c.textAlign(194, 267, "Canada", fam.bold, 16, black, alignRight)
	c.rect(188.5, 258.5, 4.5, 2.6, red)
	return d
}
