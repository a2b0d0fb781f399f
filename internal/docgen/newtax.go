package docgen

import (
	"fmt"
	"strings"
	"time"
)

// Tax documents of the dev and holdout splits. Each layout imitates a real
// document as publicly described (source in the comment above it); none
// was shaped on the readers.

func init() {
	register(
		&layout{name: "tax_ie_residence", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxIEResidence,
			source: "Revenue Tax and Duty Manual Part 35-01-05, Certification of Residence (paperzz.com/doc/7341603); revenue.ie tax reference numbers"},
		&layout{name: "tax_de_ust_idnr", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxDEUStIdNr,
			source: "§ 27a UStG (usth.bundesfinanzministerium.de); IHK München, Umsatzsteuer-Identifikationsnummer"},
		&layout{name: "tax_us_cp575", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxUSCP575,
			source: "IRS CP 575 EIN assignment notice, as described at legalclarity.org/what-is-the-irs-cp-575-form-and-how-to-get-it and accountinginsights.org (CP 575B)"},
		&layout{name: "tax_gb_vat_certificate", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxGBVATCertificate,
			source: "HMRC VAT registration certificate (repurtech.com/what-is-a-vat-registration-certificate); VAT number modulus 97 (h2g2.com/entry/A10287461)"},
		&layout{name: "tax_fr_residence", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxFRResidence,
			source: "DGFiP attestation de résidence fiscale, bilingual (justificatif-de-domicile.fr); numéro fiscal à 13 chiffres (hilivsolution.com)"},
		&layout{name: "tax_gb_utr_letter", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxGBUTRLetter,
			source: "HMRC SA250 'Welcome to Self Assessment' letter (swoopfunding.com UTR glossary; dnsassociates.co.uk); UTR formats (hmrc/assets-frontend)"},
		&layout{name: "tax_gb_residence", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxGBResidence,
			source: "gov.uk 'Get a certificate of residence'; HMRC International Manual INTM162030/INTM162140"},
		&layout{name: "tax_de_residence", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxDEResidence,
			source: "Ansässigkeitsbescheinigung der deutschen Finanzverwaltung, Teil I/Teil II, zweisprachig (mf.sachsen-anhalt.de; finanzamt.nrw.de)"},
		&layout{name: "tax_it_partita_iva", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxITPartitaIVA,
			source: "Attribuzione del numero di partita IVA, art. 35 DPR 633/72 (studiosinopoli.it/cose-la-partita-iva; dizionari.simone.it)"},
		&layout{name: "tax_nl_btw", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxNLBtw,
			source: "Belastingdienst, 'Nummers voor de btw' (ondernemersplein.kvk.nl/nummers-voor-de-btw)"},
	)
}

// taxFields builds the ground truth of a tax document; ref "" is null.
func taxFields(auth string, authAccept []string, country, number string, numAccept []string, name string, nameAccept []string, addr []string, issued time.Time, ref string) map[string]Field {
	compact := strings.NewReplacer(" ", "", "-", "", ".", "", "/", "").Replace(number)
	f := map[string]Field{
		"issuing_authority":         str(auth, KindText, append(authAccept, stripMarks(auth))...),
		"issuing_authority_country": str(country, KindCountry),
		"tax_number":                str(number, KindID, append(numAccept, compact)...),
		"taxpayer_name":             str(name, KindName, append(nameAccept, stripMarks(name))...),
		"taxpayer_address":          addrField(addr),
		"date_of_issue":             dateField(issued),
		"reference_number":          null(KindID),
	}
	if ref != "" {
		f["reference_number"] = str(ref, KindID)
	}
	return f
}

// issueDate draws the date of a tax letter: within the last three years.
func (g *gen) issueDate() time.Time {
	return randDate(g.r, g.today.AddDate(-3, 0, 0), g.today.AddDate(0, 0, -3))
}

var treatyPartners = []string{"France", "Germany", "Spain", "Italy", "the Netherlands", "Switzerland", "Japan", "Canada", "Portugal", "Poland"}

// taxIEResidence imitates the letter of residence Irish Revenue districts
// issue (Tax and Duty Manual Part 35-01-05): a running-text certificate
// that the named person or company, identified by PPS number / TIN or tax
// reference number, is resident in Ireland for tax purposes for a year,
// under a Revenue letterhead with the district's address at the right.
func (g *gen) taxIEResidence() *doc {
	fam := g.family()
	issued := g.issueDate()
	company := g.chance(0.4)
	var name, number, numLabel string
	if company {
		name = g.companyName("en", "IE")
		number, numLabel = g.ieTRN(), "Tax Reference Number / TIN"
	} else {
		given, sur := g.personName("IE")
		name = given + " " + sur
		number, numLabel = g.iePPS(), "PPS number / TIN"
	}
	addr := g.address("IE")
	ref := fmt.Sprintf("CoR/%d/%s", issued.Year(), g.fill("999999"))
	office := pick(g.r, [][]string{
		{"Revenue Commissioners", "Dublin City Revenue District", "9/15 Upper O'Connell Street", "Dublin 1", "D01 Y6V6"},
		{"Revenue Commissioners", "Cork Revenue District", "Revenue House, Blackpool", "Cork", "T23 F2CF"},
		{"Revenue Commissioners", "Large Corporates Division", "Dublin Castle", "Dublin 2", "D02 F342"},
	})
	d := &doc{trueType: TypeTaxDoc, lang: "en", font: fam,
		description: "Synthetic Irish certificate of residence for tax purposes (Revenue)",
		fields: taxFields("Revenue Commissioners", []string{"Revenue", "Office of the Revenue Commissioners", "Irish Tax and Customs", "Revenue Irish Tax and Customs", office[1]},
			"IE", number, nil, name, nil, addr, issued, ref)}
	d.page = g.newPage(210, 297, white)
	c := g.c
	green := rgb(0, 104, 71)
	// Letterhead: a green mark, the name in two languages.
	g.emblem(28, 24, 9, green, white)
	c.text(41, 23, "Revenue", fam.bold, 20, green)
	c.text(41, 29, "Cáin agus Custaim na hÉireann", fam.regular, 8, green)
	c.text(41, 33, "Irish Tax and Customs", fam.regular, 8, green)
	c.lines(140, 18, office, fam.regular, 8, 3.6, rgb(60, 60, 60))
	// Recipient and references.
	yEnd := g.window(22, 56, "", append([]string{name}, addr...), fam, 10.5, false)
	g.kv(135, 58, [][2]string{{"Our ref:", ref}, {"Date:", fmtDate(issued, dsLong, "en")}}, kvOpts{style: kvRight, col: 20, fam: fam, size: 9.5})
	y := max(yEnd, 88.0) + 12
	title := pick(g.r, []string{"Certificate of residence for tax purposes", "CERTIFICATE OF RESIDENCE FOR TAX PURPOSES"})
	c.textAlign(105, y, title, fam.bold, 14, black, alignCenter)
	y += 12
	country := pick(g.r, treatyPartners)
	year := issued.Year() - 1
	who := fmt.Sprintf("%s, of %s, %s %s,", name, joinAddr(addr), numLabel, number)
	if company {
		who = fmt.Sprintf("%s, a company incorporated in Ireland with its registered office at %s, %s %s,", name, joinAddr(addr), numLabel, number)
	}
	body := fmt.Sprintf("This is to certify that, to the best of Revenue's knowledge, %s is resident in Ireland for tax purposes for the year ended 31 December %d within the meaning of Article 4 of the Double Taxation Convention between Ireland and %s.", who, year, country)
	y = c.paragraph(22, y, 166, body, fam.regular, 10.5, 5.4, black) + 6
	y = g.kv(22, y, [][2]string{{"Name", name}, {numLabel, number}, {"Year of assessment", fmt.Sprint(year)}}, kvOpts{style: kvLeft, col: 55, fam: fam, size: 10, valueBold: true}) + 8
	c.paragraph(22, y, 166, "This certificate is issued solely for the purpose of claiming relief under the Convention and is not evidence of any other matter.", fam.regular, 9, 4.6, rgb(60, 60, 60))
	y += 24
	g.signature(24, y, 40, rgb(20, 30, 120))
	c.line(22, y+2, 90, y+2, 0.2, black)
	c.text(22, y+6, pick(g.r, []string{"Inspector of Taxes", "Revenue Officer", "Higher Executive Officer"}), fam.regular, 9, black)
	c.text(22, y+10, "for the Revenue Commissioners", fam.regular, 9, black)
	g.seal(160, y-2, 14, "REVENUE COMMISSIONERS", fam, rgb(40, 60, 150))
	c.line(22, 283, 188, 283, 0.2, green)
	c.text(22, 288, "www.revenue.ie", fam.regular, 7.5, green)
	c.textAlign(188, 288, "Revenue – Irish Tax and Customs", fam.regular, 7.5, green, alignRight)
	return d
}

// taxDEUStIdNr imitates the Bundeszentralamt für Steuern's notice granting
// a VAT identification number (§ 27a UStG): a DIN 5008 letter with the
// sender line over the window, a reference column with right-aligned
// labels, the number on a line of its own, dates as 16.03.2026.
func (g *gen) taxDEUStIdNr() *doc {
	fam := g.family()
	issued := g.issueDate()
	applied := issued.AddDate(0, 0, -(3 + g.r.IntN(20)))
	number := g.vatDE()
	printed := number
	if g.chance(0.4) {
		printed = "DE " + number[2:5] + " " + number[5:8] + " " + number[8:]
	}
	company := g.chance(0.7)
	var name string
	var lines []string
	if company {
		name = g.companyName("de", "DE")
		lines = []string{name}
	} else {
		given, sur := g.personName("DE")
		name = given + " " + sur
		lines = []string{pick(g.r, []string{"Herrn", "Frau"}), name}
	}
	addr := g.address("DE")
	ref := "St I 3 - " + g.fill("99999") + "/" + g.fill("99")
	d := &doc{trueType: TypeTaxDoc, lang: "de", font: fam,
		description: "Synthetic German notice granting a VAT identification number (BZSt)",
		fields: taxFields("Bundeszentralamt für Steuern", []string{"BZSt", "Bundeszentralamt fuer Steuern", "Bundeszentralamt für Steuern Dienstsitz Saarlouis"},
			"DE", number, []string{printed, number[2:]}, name, nil, addr, issued, ref)}
	d.page = g.newPage(210, 297, white)
	c := g.c
	// The federal eagle's place: a black mark and the authority's name.
	c.rect(20, 14, 3, 14, black)
	c.rect(23, 14, 3, 14, rgb(200, 20, 20))
	c.rect(26, 14, 3, 14, rgb(240, 190, 0))
	c.text(33, 20, "Bundeszentralamt", fam.bold, 13, black)
	c.text(33, 26, "für Steuern", fam.bold, 13, black)
	g.window(25, 55, "Bundeszentralamt für Steuern · 66738 Saarlouis", append(lines, addr...), fam, 10, false)
	rows := [][2]string{
		{"Ihr Zeichen", "–"},
		{"Ihre Nachricht vom", fmtDate(applied, dsDots, "de")},
		{"Unser Zeichen", ref},
		{"Telefon", "0228 406-1222"},
		{"Datum", fmtDate(issued, dsDots, "de")},
	}
	g.kv(125, 50, rows, kvOpts{style: kvRight, col: 30, fam: fam, size: 8.5})
	y := 103.0
	c.paragraph(25, y, 160, "Bescheinigung über die Erteilung einer Umsatzsteuer-Identifikationsnummer", fam.bold, 11.5, 5.5, black)
	y += 16
	greeting := "Sehr geehrte Damen und Herren,"
	if !company {
		greeting = map[string]string{"Herrn": "Sehr geehrter Herr ", "Frau": "Sehr geehrte Frau "}[lines[0]] + strings.Fields(name)[len(strings.Fields(name))-1] + ","
	}
	c.text(25, y, greeting, fam.regular, 10, black)
	y += 9
	y = c.paragraph(25, y, 160, fmt.Sprintf("auf Ihren Antrag vom %s wurde Ihnen gemäß § 27a Umsatzsteuergesetz die folgende Umsatzsteuer-Identifikationsnummer erteilt:", fmtDate(applied, dsDots, "de")), fam.regular, 10, 5, black) + 4
	c.textAlign(105, y+2, printed, fam.bold, 14, black, alignCenter)
	y += 12
	y = c.paragraph(25, y, 160, "Bitte geben Sie diese Nummer bei allen innergemeinschaftlichen Lieferungen und sonstigen Leistungen an. Änderungen Ihres Namens oder Ihrer Anschrift teilen Sie bitte Ihrem zuständigen Finanzamt mit.", fam.regular, 10, 5, black) + 8
	c.text(25, y, "Mit freundlichen Grüßen", fam.regular, 10, black)
	c.text(25, y+5, "Im Auftrag", fam.regular, 10, black)
	c.paragraph(25, y+16, 160, "Dieses Schreiben wurde maschinell erstellt und ist ohne Unterschrift gültig.", fam.regular, 8, 4, rgb(80, 80, 80))
	c.line(25, 276, 185, 276, 0.2, rgb(150, 150, 150))
	c.text(25, 281, "Bundeszentralamt für Steuern · Dienstsitz Saarlouis · Ahornweg 1-3 · 66740 Saarlouis", fam.regular, 7, rgb(90, 90, 90))
	c.text(25, 285, "Telefon 0228 406-1222 · www.bzst.de", fam.regular, 7, rgb(90, 90, 90))
	return d
}

// taxUSCP575 imitates IRS notice CP 575 (EIN assignment): the Treasury and
// IRS letterhead with the service center's return address, the notice
// date, EIN and form at the right, the addressee block under the return
// address, "WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER", and a stub
// to return at the bottom; dates month first (05-06-2026).
func (g *gen) taxUSCP575() *doc {
	fam := g.family()
	if g.chance(0.6) {
		fam = pick(g.r, monoFamilies)
	}
	issued := g.issueDate()
	ein := g.usEIN()
	name := strings.ToUpper(g.companyName("en", "US"))
	addr := g.address("US")
	up := make([]string, len(addr))
	for i, l := range addr {
		up[i] = strings.ToUpper(l)
	}
	center := pick(g.r, [][]string{{"Cincinnati OH 45999-0023", "CINCINNATI OH 45999-0023"}, {"Ogden UT 84201-0023", "OGDEN UT 84201-0023"}})
	notice := pick(g.r, []string{"CP 575 A", "CP 575 B", "CP 575 E", "CP 575 G"})
	given, sur := g.personName("US")
	care := ""
	if g.chance(0.5) {
		care = "% " + strings.ToUpper(given+" "+sur) + pick(g.r, []string{" MBR", " SOLE MBR", "", " PRES"})
	}
	d := &doc{trueType: TypeTaxDoc, lang: "en", font: fam,
		description: "Synthetic IRS notice CP 575 assigning an EIN",
		fields: taxFields("Internal Revenue Service", []string{"IRS", "Department of the Treasury Internal Revenue Service", "Department of the Treasury"},
			"US", ein, nil, name, nil, up, issued, "")}
	d.notes = "reference_number: the notice prints its form number (" + notice + ") but no reference of the taxpayer's"
	d.page = g.newPage(215.9, 279.4, white)
	c := g.c
	size := 9.0
	c.text(20, 18, "Department of the Treasury", fam.bold, 10, black)
	c.text(20, 22.5, "Internal Revenue Service", fam.bold, 10, black)
	c.text(20, 27, center[0], fam.regular, 9, black)
	rows := [][2]string{
		{"Date of this notice:", usDash(issued)},
		{"", ""},
		{"Employer Identification Number:", ""},
		{"", ein},
		{"Form:", "SS-4"},
		{"Number of this notice:", notice},
		{"", ""},
		{"For assistance you may call us at:", ""},
		{"", "1-800-829-4933"},
	}
	y := 18.0
	for _, kv := range rows {
		if kv[0] != "" {
			c.text(122, y, kv[0], fam.regular, size, black)
		}
		if kv[1] != "" {
			x := 122.0
			if kv[0] != "" {
				x += c.width(kv[0], fam.regular, size) + 2
			} else {
				x += 10
			}
			c.text(x, y, kv[1], fam.regular, size, black)
		}
		y += 4.2
	}
	c.text(122, y+2, "IF YOU WRITE, ATTACH THE", fam.regular, size, black)
	c.text(122, y+6.2, "STUB AT THE END OF THIS NOTICE.", fam.regular, size, black)
	block := []string{name}
	if care != "" {
		block = append(block, care)
	}
	g.window(30, 46, "", append(block, up...), fam, 9.5, false)
	y = 92
	c.textAlign(108, y, "WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER", fam.bold, 10.5, black, alignCenter)
	y += 10
	paras := []string{
		fmt.Sprintf("Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN %s. This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.", ein),
		"When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above. Any variation may cause a delay in processing, result in incorrect information in your account, or even cause you to be assigned more than one EIN. If the information is not correct as shown above, please make the correction using the attached tear off stub and return it to us.",
		fmt.Sprintf("Based on the information received from you or your representative, you must file the following forms by the dates shown: Form 941 by %s; Form 940 by %s.", usDash(time.Date(issued.Year(), time.Month((int(issued.Month())+2)/3*3+1), 30, 0, 0, 0, 0, time.UTC)), usDash(time.Date(issued.Year()+1, 1, 31, 0, 0, 0, 0, time.UTC))),
		fmt.Sprintf("Your name control associated with this EIN is %s. You will need to provide this information, along with your EIN, if you file your returns electronically.", nameControl(name)),
	}
	for _, p := range paras {
		y = c.paragraph(20, y, 176, p, fam.regular, size, 4.3, black) + 3.5
	}
	// The stub.
	y = 210
	for x := 15.0; x < 200; x += 4 {
		c.line(x, y, x+2, y, 0.2, black)
	}
	c.text(20, y-3, "Keep this part for your records.", fam.regular, 8, black)
	c.textAlign(196, y-3, notice+" (Rev. 7-2007)", fam.regular, 8, black, alignRight)
	y += 6
	c.paragraph(20, y, 100, "Return this part with any correspondence so we may identify your account. Please correct any errors in your name or address.", fam.regular, 8, 3.6, black)
	c.text(150, y, notice, fam.bold, 9, black)
	c.text(150, y+4, g.fill("999999999999"), fam.regular, 8, black)
	y += 14
	c.text(20, y, "Your Telephone Number   Best Time to Call   DATE OF THIS NOTICE: "+usDash(issued), fam.regular, 8, black)
	c.text(20, y+4, "(     )     -                                EMPLOYER IDENTIFICATION NUMBER: "+ein, fam.regular, 8, black)
	c.text(20, y+8, "                                             FORM: SS-4                NOBOD", fam.regular, 8, black)
	c.lines(30, y+18, []string{"INTERNAL REVENUE SERVICE", center[1]}, fam.regular, 8.5, 3.8, black)
	c.lines(120, y+18, append([]string{name}, up...), fam.regular, 8.5, 3.8, black)
	return d
}

// nameControl is the IRS name control: the first four letters of the name.
func nameControl(name string) string {
	var b strings.Builder
	for _, r := range strings.ToUpper(name) {
		if (r >= 'A' && r <= 'Z') || (r >= '0' && r <= '9') || r == '&' || r == '-' {
			b.WriteRune(r)
		}
		if b.Len() == 4 {
			break
		}
	}
	return b.String()
}

// taxGBVATCertificate imitates the HMRC VAT registration certificate: a
// ruled table of the VAT registration number (123 4567 89), the effective
// date of registration, the certificate's date, the legal and trading
// names and the principal place of business.
func (g *gen) taxGBVATCertificate() *doc {
	fam := g.family()
	issued := g.issueDate()
	effective := issued.AddDate(0, 0, -(7 + g.r.IntN(60)))
	vat := g.gbVAT()
	printed := vat[:3] + " " + vat[3:7] + " " + vat[7:]
	sole := g.chance(0.35)
	var name, trading, entity string
	if sole {
		given, sur := g.personName("GB")
		name = given + " " + sur
		trading = pick(g.r, newStems["en"])
		entity = "Sole proprietor"
	} else {
		name = g.companyName("en", "GB")
		trading = name
		entity = "UK company"
	}
	var nameAccept []string
	if sole {
		nameAccept = []string{trading}
	}
	addr := g.address("GB")
	d := &doc{trueType: TypeTaxDoc, lang: "en", font: fam,
		description: "Synthetic HMRC VAT registration certificate",
		fields: taxFields("HM Revenue & Customs", []string{"HMRC", "HM Revenue and Customs"},
			"GB", printed, []string{"GB" + vat, "GB " + printed, vat}, name, nameAccept, addr, issued, "")}
	d.page = g.newPage(210, 297, white)
	c := g.c
	green := rgb(0, 120, 110)
	g.emblem(105, 24, 9, black, white)
	c.textAlign(105, 41, "HM Revenue", fam.bold, 12, black, alignCenter)
	c.textAlign(105, 46, "& Customs", fam.bold, 12, black, alignCenter)
	c.textAlign(105, 60, pick(g.r, []string{"VAT registration certificate", "Certificate of registration for VAT"}), fam.bold, 16, green, alignCenter)
	c.textAlign(105, 67, "Value Added Tax Act 1994", fam.regular, 9, rgb(80, 80, 80), alignCenter)
	rows := [][2]string{
		{"VAT registration number", printed},
		{"Effective date of registration", fmtDate(effective, dsLong, "en")},
		{"Date of issue", fmtDate(issued, dsLong, "en")},
		{"Name", name},
		{"Trading name", trading},
		{"Principal place of business", strings.Join(addr, "\n")},
		{"Legal entity", entity},
		{"Trade classification", g.fill("99999")},
		{"Return periods", pick(g.r, []string{"March, June, September, December", "January, April, July, October", "Monthly"})},
	}
	if !sole {
		rows = append(rows[:4], rows[5:]...) // a company trading under its own name
	}
	y := g.kv(25, 84, rows, kvOpts{style: kvCells, col: 62, w: 160, fam: fam, size: 10, labelBold: true, shade: rgb(228, 240, 238)})
	y += 6
	y = c.paragraph(25, y, 160, "Please keep this certificate safe. You must show your VAT registration number on every VAT invoice you issue. Tell us within 30 days if any of the details above change.", fam.regular, 9, 4.5, black) + 6
	c.paragraph(25, y, 160, "This certificate is issued under the Value Added Tax Act 1994 and remains the property of HM Revenue & Customs.", fam.regular, 8, 4, rgb(90, 90, 90))
	c.line(25, 278, 185, 278, 0.2, green)
	c.text(25, 283, "VAT Registration Service · HM Revenue and Customs · BX9 1WR", fam.regular, 7.5, rgb(90, 90, 90))
	c.textAlign(185, 283, "VAT4", fam.regular, 7.5, rgb(90, 90, 90), alignRight)
	return d
}

// taxFRResidence imitates the DGFiP attestation de résidence fiscale, a
// bilingual French and English certificate: taxpayer details with labels
// above their values, the certification in running text in both
// languages, the service's stamp, "Fait à …, le 16/03/2026".
func (g *gen) taxFRResidence() *doc {
	fam := g.family()
	issued := g.issueDate()
	company := g.chance(0.35)
	var name, number, printed, numLabel string
	if company {
		name = g.companyName("fr", "FR")
		_, number = g.vatFR()
		printed = number[:3] + " " + number[3:6] + " " + number[6:]
		numLabel = "SIREN / Company identification number"
	} else {
		given, sur := g.personName("FR")
		name = strings.ToUpper(sur) + " " + given
		number = g.frSPI()
		printed = number[:2] + " " + number[2:4] + " " + number[4:7] + " " + number[7:10] + " " + number[10:]
		numLabel = "Numéro fiscal / Tax identification number"
	}
	addr := g.address("FR")
	pl := strings.Fields(addr[len(addr)-1])
	city := titleCase(strings.Join(pl[1:], " "))
	service := pick(g.r, []string{"Service des impôts des particuliers", "Service des impôts des entreprises"})
	if company {
		service = "Service des impôts des entreprises"
	}
	service += " de " + city
	ref := fmt.Sprintf("%d-ARF-%s", issued.Year(), g.fill("999999"))
	d := &doc{trueType: TypeTaxDoc, lang: "fr", font: fam,
		description: "Synthetic French certificate of tax residence (DGFiP)",
		fields: taxFields("Direction générale des Finances publiques", []string{"DGFiP", "Direction Generale des Finances Publiques", service, "DGFIP"},
			"FR", printed, []string{number}, name, nil, addr, issued, ref)}
	d.page = g.newPage(210, 297, white)
	c := g.c
	g.tricolor(20, 14, 12, 8, rgb(0, 35, 149), white, rgb(237, 41, 57))
	c.text(20, 28, "RÉPUBLIQUE", fam.bold, 9, black)
	c.text(20, 32, "FRANÇAISE", fam.bold, 9, black)
	c.text(20, 36.5, "Liberté", fam.regular, 6.5, black)
	c.text(20, 39.5, "Égalité", fam.regular, 6.5, black)
	c.text(20, 42.5, "Fraternité", fam.regular, 6.5, black)
	c.text(60, 22, "DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES", fam.bold, 10, rgb(0, 35, 120))
	c.text(60, 27, service, fam.regular, 9, black)
	c.text(60, 31, fmt.Sprintf("%d rue %s", 1+g.r.IntN(80), pick(g.r, []string{"de la République", "Victor Hugo", "des Carmes", "Paul Bert"})), fam.regular, 9, black)
	c.text(60, 35, addr[len(addr)-1], fam.regular, 9, black)
	c.textAlign(105, 60, "ATTESTATION DE RÉSIDENCE FISCALE", fam.bold, 15, black, alignCenter)
	c.textAlign(105, 67, "CERTIFICATE OF TAX RESIDENCE", fam.regular, 11, rgb(70, 70, 70), alignCenter)
	c.frame(20, 75, 170, 52, 0.3, rgb(120, 120, 120))
	nameLabel := "Nom, prénom / Surname, first name"
	if company {
		nameLabel = "Dénomination / Company name"
	}
	g.kv(25, 82, [][2]string{
		{nameLabel, name},
		{"Adresse / Address", joinAddr(addr)},
		{numLabel, printed},
	}, kvOpts{style: kvAbove, fam: fam, size: 10.5, labelSize: 7.5, valueBold: true})
	y := 137.0
	country := pick(g.r, []string{"l'Allemagne", "l'Espagne", "l'Italie", "le Canada", "la Suisse", "le Japon"})
	year := issued.Year() - 1
	fr := fmt.Sprintf("L'administration fiscale française certifie que le contribuable désigné ci-dessus est résident de France au sens de l'article 4 de la convention fiscale conclue entre la France et %s, pour l'année %d.", country, year)
	en := fmt.Sprintf("The French tax administration certifies that the taxpayer named above is a resident of France within the meaning of article 4 of the tax treaty between France and the other contracting State, for the year %d.", year)
	y = c.paragraph(20, y, 170, fr, fam.regular, 10.5, 5.2, black) + 3
	y = c.paragraph(20, y, 170, en, fam.regular, 9.5, 4.8, rgb(70, 70, 70)) + 10
	when := "le " + fmtDate(issued, dsSlash, "fr")
	if g.chance(0.5) {
		when = "le " + fmtDate(issued, dsLong, "fr")
	}
	c.text(110, y, "Fait à "+city+", "+when, fam.regular, 10, black)
	c.text(110, y+5, "Done at "+city+" on "+fmtDate(issued, dsSlash, "fr"), fam.regular, 8.5, rgb(70, 70, 70))
	c.text(110, y+14, "Pour le comptable public,", fam.regular, 9.5, black)
	g.signature(112, y+26, 38, rgb(30, 30, 120))
	g.seal(60, y+18, 15, "FINANCES PUBLIQUES", fam, rgb(40, 70, 160))
	c.text(20, 270, "Référence / Reference : "+ref, fam.regular, 8.5, black)
	c.line(20, 276, 190, 276, 0.2, rgb(150, 150, 150))
	c.text(20, 281, "impots.gouv.fr · Direction générale des Finances publiques", fam.regular, 7.5, rgb(90, 90, 90))
	return d
}

// taxGBUTRLetter imitates HMRC's SA250 'Welcome to Self Assessment'
// letter: HMRC's address, phone and the date in a column at the right, the
// recipient at the left, "Dear …", and the UTR alone on the line under
// "Your Unique Taxpayer Reference (UTR) is:".
func (g *gen) taxGBUTRLetter() *doc {
	fam := g.family()
	issued := g.issueDate()
	utr := g.gbUTR()
	printed := utr
	if g.chance(0.6) {
		printed = utr[:5] + " " + utr[5:]
	}
	given, sur := g.personName("GB")
	title := pick(g.r, []string{"Mr", "Ms", "Mrs", "Miss"})
	name := given + " " + sur
	addr := g.address("GB")
	d := &doc{trueType: TypeTaxDoc, lang: "en", font: fam,
		description: "Synthetic HMRC 'Welcome to Self Assessment' letter with a UTR",
		fields: taxFields("HM Revenue & Customs", []string{"HMRC", "HM Revenue and Customs"},
			"GB", printed, []string{utr}, name, []string{title + " " + name, strings.ToUpper(title + " " + given[:1] + " " + sur), strings.ToUpper(given[:1] + " " + sur)}, addr, issued, "")}
	d.page = g.newPage(210, 297, white)
	c := g.c
	c.rect(125, 15, 2, 22, rgb(0, 120, 110))
	c.text(130, 21, "HM Revenue", fam.bold, 14, black)
	c.text(130, 27, "& Customs", fam.bold, 14, black)
	c.lines(130, 40, []string{"Self Assessment", "HM Revenue and Customs", "BX9 1AS"}, fam.regular, 9, 4.2, black)
	y := g.kv(130, 58, [][2]string{{"Phone", "0300 200 3310"}, {"Website", "www.gov.uk/self-assessment"}}, kvOpts{style: kvAbove, fam: fam, size: 9, labelBold: true, labelCol: black})
	g.kv(130, y+2, [][2]string{{"Date", fmtDate(issued, dsLong, "en")}}, kvOpts{style: kvAbove, fam: fam, size: 9, labelBold: true, labelCol: black})
	g.window(22, 50, "", append([]string{strings.ToUpper(title + " " + given[:1] + " " + sur)}, upperLines(addr)...), fam, 10, false)
	y = 110
	c.text(22, y, "Welcome to Self Assessment", fam.bold, 15, black)
	y += 11
	c.text(22, y, "Dear "+title+" "+sur, fam.regular, 10.5, black)
	y += 9
	y = c.paragraph(22, y, 166, "We have set up a Self Assessment record for you. This means you may need to fill in a tax return each year.", fam.regular, 10.5, 5.2, black) + 4
	c.text(22, y, "Your Unique Taxpayer Reference (UTR) is:", fam.bold, 10.5, black)
	y += 6.5
	c.text(22, y, printed, fam.bold, 13, black)
	y += 10
	for _, p := range []string{
		"Please keep your UTR safe. You will need it when you contact us, and to send your tax return online. Do not share it with anyone who does not need it.",
		"If you are self-employed, you must also pay Class 2 and Class 4 National Insurance contributions through your tax return.",
		"If you want someone else to deal with your tax affairs, such as an accountant, you will need to authorise them.",
	} {
		y = c.paragraph(22, y, 166, p, fam.regular, 10.5, 5.2, black) + 4
	}
	c.text(22, y+4, "Yours sincerely", fam.regular, 10.5, black)
	c.text(22, y+18, "Self Assessment", fam.regular, 10.5, black)
	c.text(22, 285, "SA250", fam.regular, 7, rgb(100, 100, 100))
	c.textAlign(188, 285, "HMRC "+issued.Format("01/06"), fam.regular, 7, rgb(100, 100, 100), alignRight)
	return d
}

func upperLines(l []string) []string {
	out := make([]string, len(l))
	for i, s := range l {
		out[i] = strings.ToUpper(s)
	}
	return out
}

// taxGBResidence imitates an HMRC certificate of residence for a double
// taxation convention: the taxpayer's name, address and UTR, HMRC's
// reference and date, and the certification that the taxpayer was
// resident in the UK for a tax year (6 April to 5 April).
func (g *gen) taxGBResidence() *doc {
	fam := g.family()
	issued := g.issueDate()
	utr := g.gbUTR()
	company := g.chance(0.4)
	var name, office string
	if company {
		name = g.companyName("en", "GB")
		office = "Corporation Tax Services"
	} else {
		given, sur := g.personName("GB")
		name = given + " " + sur
		office = "Pay As You Earn and Self Assessment"
	}
	addr := g.address("GB")
	ref := "CoR/" + g.fill("999") + "/" + g.fill("9999") + "/" + g.fill("AA")
	y0 := issued.Year() - 1
	if issued.Month() < 4 || (issued.Month() == 4 && issued.Day() <= 5) {
		y0--
	}
	d := &doc{trueType: TypeTaxDoc, lang: "en", font: fam,
		description: "Synthetic HMRC certificate of residence",
		fields: taxFields("HM Revenue & Customs", []string{"HMRC", "HM Revenue and Customs"},
			"GB", utr, []string{utr[:5] + " " + utr[5:]}, name, nil, addr, issued, ref)}
	d.page = g.newPage(210, 297, white)
	c := g.c
	c.text(22, 22, "HM Revenue", fam.bold, 15, black)
	c.text(22, 28.5, "& Customs", fam.bold, 15, black)
	c.lines(22, 36, []string{office, "HM Revenue and Customs", pick(g.r, []string{"BX9 1AS", "BX9 1AX"})}, fam.regular, 8.5, 3.8, rgb(50, 50, 50))
	g.kv(120, 22, [][2]string{{"Our reference", ref}, {"Your reference", "–"}, {"Date", fmtDate(issued, dsLong, "en")}}, kvOpts{style: kvLeft, col: 28, fam: fam, size: 9})
	y := 62.0
	c.textAlign(105, y, "CERTIFICATE OF RESIDENCE", fam.bold, 15, black, alignCenter)
	country := pick(g.r, treatyPartners)
	c.textAlign(105, y+7, "Double Taxation Convention between the United Kingdom and "+country, fam.regular, 10, black, alignCenter)
	y += 20
	y = g.kv(22, y, [][2]string{
		{"Name of taxpayer:", name},
		{"Address:", strings.Join(addr, "\n")},
		{"Unique Taxpayer Reference:", utr},
	}, kvOpts{style: kvLeft, col: 52, fam: fam, size: 10.5, valueBold: true}) + 6
	text := fmt.Sprintf("This is to certify that, to the best of HM Revenue & Customs' knowledge, the taxpayer named above was resident in the United Kingdom for the purposes of the Convention for the tax year 6 April %d to 5 April %d.", y0, y0+1)
	y = c.paragraph(22, y, 166, text, fam.regular, 10.5, 5.3, black) + 6
	y = c.paragraph(22, y, 166, "This certificate does not confirm that the taxpayer is entitled to any relief under the Convention. Entitlement to relief is a matter for the tax authority of the other contracting State.", fam.regular, 9.5, 4.8, rgb(60, 60, 60)) + 16
	g.signature(24, y, 40, rgb(20, 20, 100))
	c.line(22, y+2, 95, y+2, 0.2, black)
	c.text(22, y+7, "Officer of HM Revenue & Customs", fam.regular, 9.5, black)
	g.seal(160, y-4, 15, "HM REVENUE AND CUSTOMS", fam, rgb(150, 30, 50))
	c.line(22, 280, 188, 280, 0.2, rgb(150, 150, 150))
	c.text(22, 285, "Issued under the authority of the Commissioners for HM Revenue and Customs", fam.regular, 7, rgb(100, 100, 100))
	return d
}

// taxDEResidence imitates the bilingual (German/English) form of the
// German tax administration for a certificate of residence: Part I, the
// applicant, in ruled cells with two-language labels; Part II, the tax
// office's confirmation in running text, place and date, official seal.
func (g *gen) taxDEResidence() *doc {
	fam := g.family()
	issued := g.issueDate()
	idnr := g.deIdNr()
	printed := idnr[:2] + " " + idnr[2:5] + " " + idnr[5:8] + " " + idnr[8:]
	given, sur := g.personName("DE")
	name := given + " " + sur
	addr := g.address("DE")
	fa := pick(g.r, []string{"Finanzamt München", "Finanzamt Köln-Altstadt", "Finanzamt Hamburg-Nord", "Finanzamt Charlottenburg", "Finanzamt Stuttgart I", "Finanzamt Düsseldorf-Süd"})
	city := strings.Fields(strings.TrimPrefix(fa, "Finanzamt "))[0]
	city = strings.Split(city, "-")[0]
	if city == "Charlottenburg" {
		city = "Berlin"
	}
	ref := "S 1301 - " + g.fill("999") + "/" + issued.Format("06")
	d := &doc{trueType: TypeTaxDoc, lang: "de", font: fam,
		description: "Synthetic German certificate of residence (Ansässigkeitsbescheinigung)",
		fields:      taxFields(fa, []string{"Finanzamt"}, "DE", printed, []string{idnr}, name, []string{sur + ", " + given}, addr, issued, ref)}
	d.page = g.newPage(210, 297, white)
	c := g.c
	c.text(20, 18, fa, fam.bold, 11, black)
	c.text(20, 23, "Steuerverwaltung / Tax administration", fam.regular, 8, rgb(80, 80, 80))
	c.textAlign(190, 18, "Geschäftszeichen / Reference: "+ref, fam.regular, 8.5, black, alignRight)
	c.textAlign(105, 38, "Ansässigkeitsbescheinigung", fam.bold, 16, black, alignCenter)
	c.textAlign(105, 45, "Certificate of residence", fam.regular, 12, rgb(70, 70, 70), alignCenter)
	c.text(20, 58, "Teil I – Angaben zur antragstellenden Person / Part I – Information on the applicant", fam.bold, 9.5, black)
	country := pick(g.r, []string{"Frankreich / France", "Spanien / Spain", "Italien / Italy", "Japan / Japan", "Schweiz / Switzerland", "Österreich / Austria"})
	y := g.kv(20, 67, [][2]string{
		{"Name, Vorname / Surname, first name", sur + ", " + given},
		{"Anschrift / Address", strings.Join(addr, "\n")},
		{"Steuerliche Identifikationsnummer / Tax identification number", printed},
		{"Vertragsstaat / Contracting State", country},
	}, kvOpts{style: kvCells, col: 68, w: 170, fam: fam, size: 10, labelSize: 7.5})
	y += 6
	c.text(20, y, "Teil II – Bestätigung der Steuerbehörde / Part II – Certification by the tax authority", fam.bold, 9.5, black)
	y += 8
	year := issued.Year() - 1
	de := fmt.Sprintf("Es wird bestätigt, dass die oben genannte Person im Kalenderjahr %d in der Bundesrepublik Deutschland im Sinne von Artikel 4 des Abkommens zur Vermeidung der Doppelbesteuerung ansässig ist.", year)
	en := fmt.Sprintf("It is hereby certified that the person named above is a resident of the Federal Republic of Germany within the meaning of Article 4 of the Convention for the avoidance of double taxation in the calendar year %d.", year)
	y = c.paragraph(20, y, 170, de, fam.regular, 10, 5, black) + 2
	y = c.paragraph(20, y, 170, en, fam.regular, 9, 4.5, rgb(70, 70, 70)) + 10
	y = g.kv(20, y, [][2]string{
		{"Ort, Datum / Place, date", city + ", " + fmtDate(issued, dsDots, "de")},
		{"Finanzamt / Tax office", fa},
	}, kvOpts{style: kvAbove, fam: fam, size: 10, labelSize: 7.5}) + 4
	g.seal(150, y-14, 15, strings.ToUpper(fa), fam, rgb(30, 60, 140))
	g.signature(22, y+8, 40, rgb(20, 20, 100))
	c.line(20, y+10, 90, y+10, 0.2, black)
	c.text(20, y+14, "Unterschrift / Signature", fam.regular, 7.5, rgb(80, 80, 80))
	c.text(120, y+14, "Dienstsiegel / Official seal", fam.regular, 7.5, rgb(80, 80, 80))
	return d
}

// taxITPartitaIVA imitates the Agenzia delle Entrate's attestation of the
// VAT number attributed on the declaration of start of activity: the
// office's heading, a line of running text, then a ruled table of the
// partita IVA, name, codice fiscale, domicile and start date.
func (g *gen) taxITPartitaIVA() *doc {
	fam := g.family()
	issued := g.issueDate()
	start := issued.AddDate(0, 0, -g.r.IntN(25))
	vat := g.vatIT()
	pi := vat[2:]
	name := strings.ToUpper(g.companyName("it", "IT"))
	addr := g.address("IT")
	office := pick(g.r, []string{"Milano", "Roma", "Torino", "Napoli", "Bologna", "Firenze"})
	ref := fmt.Sprintf("%d/%s", issued.Year(), g.fill("999999"))
	d := &doc{trueType: TypeTaxDoc, lang: "it", font: fam,
		description: "Synthetic Italian attestation of a partita IVA (Agenzia delle Entrate)",
		fields: taxFields("Agenzia delle Entrate", []string{"Agenzia Entrate", "Direzione Provinciale di " + office, "Agenzia delle Entrate Direzione Provinciale di " + office},
			"IT", pi, []string{vat}, name, nil, addr, issued, ref)}
	d.page = g.newPage(210, 297, white)
	c := g.c
	blue := rgb(0, 70, 140)
	c.rect(20, 14, 8, 18, blue)
	c.text(32, 22, "Agenzia", fam.bold, 15, blue)
	c.text(32, 29, "Entrate", fam.bold, 15, blue)
	c.lines(120, 18, []string{"Direzione Provinciale di " + office, "Ufficio Territoriale di " + office + " " + fmt.Sprint(1+g.r.IntN(6)), fmt.Sprintf("Via %s %d", pick(g.r, []string{"Manin", "Ippolito Nievo", "Bernina", "Marconi"}), 1+g.r.IntN(90))}, fam.regular, 8.5, 4, black)
	g.kv(120, 36, [][2]string{{"Data", fmtDate(issued, dsSlash, "it")}, {"Protocollo n.", ref}}, kvOpts{style: kvColon, fam: fam, size: 9})
	c.textAlign(105, 62, "ATTESTAZIONE DI ATTRIBUZIONE DEL NUMERO DI PARTITA IVA", fam.bold, 12, black, alignCenter)
	c.textAlign(105, 68, "(art. 35 del D.P.R. 26 ottobre 1972, n. 633)", fam.regular, 9, rgb(70, 70, 70), alignCenter)
	y := c.paragraph(20, 80, 170, fmt.Sprintf("Si attesta che, a seguito della dichiarazione di inizio attività presentata in data %s, al soggetto sotto indicato è stato attribuito il seguente numero di partita IVA:", fmtDate(start, dsSlash, "it")), fam.regular, 10, 5, black) + 4
	y = g.kv(20, y, [][2]string{
		{"Partita IVA", pi},
		{"Denominazione", name},
		{"Codice fiscale", pi},
		{"Domicilio fiscale", strings.Join(addr, "\n")},
		{"Data inizio attività", fmtDate(start, dsSlash, "it")},
		{"Codice attività (ATECO)", pick(g.r, []string{"62.01.00 – Produzione di software", "56.10.11 – Ristorazione", "46.90.00 – Commercio all'ingrosso", "71.12.10 – Attività degli studi di ingegneria"})},
	}, kvOpts{style: kvCells, col: 55, w: 170, fam: fam, size: 10, labelBold: true, shade: rgb(230, 236, 246)}) + 6
	y = c.paragraph(20, y, 170, "Il numero di partita IVA deve essere indicato nelle dichiarazioni, nella home page dell'eventuale sito web e in ogni altro documento ove richiesto. Per le operazioni intracomunitarie il numero è preceduto dal codice IT.", fam.regular, 9, 4.5, rgb(60, 60, 60)) + 14
	c.text(125, y, "IL CAPO UFFICIO", fam.regular, 9.5, black)
	g.signature(127, y+12, 40, rgb(20, 20, 110))
	c.line(20, 280, 190, 280, 0.2, blue)
	c.text(20, 285, "www.agenziaentrate.gov.it", fam.regular, 7.5, blue)
	return d
}

// taxNLBtw imitates the Belastingdienst letter announcing a trader's VAT
// numbers: the Dutch government letter with its column of sender details,
// date and 'Ons kenmerk' at the right, and the btw-identificatienummer and
// omzetbelastingnummer each on a line of its own.
func (g *gen) taxNLBtw() *doc {
	fam := g.family()
	issued := g.issueDate()
	sole := g.chance(0.5)
	var btw, ob, name, greet string
	if sole {
		btw = g.nlBtwID()
		ob = g.nlBSN() + "B01"
		given, sur := g.personName("NL")
		name = given + " " + sur
		title := pick(g.r, []string{"heer", "mevrouw"})
		greet = "Geachte " + title + " " + sur + ","
	} else {
		rsin := g.nlBSN()
		btw = "NL" + rsin + "B01"
		ob = rsin + "B01"
		name = g.companyName("nl", "NL")
		greet = "Geachte heer, mevrouw,"
	}
	addr := g.address("NL")
	ref := g.fill("AAA") + "-" + g.fill("9999999")
	d := &doc{trueType: TypeTaxDoc, lang: "nl", font: fam,
		description: "Synthetic Belastingdienst letter with a btw-identificatienummer",
		fields: taxFields("Belastingdienst", []string{"Belastingdienst Nederland", "Belastingdienst Kantoor Apeldoorn"},
			"NL", btw, []string{ob}, name, nil, addr, issued, ref)}
	d.page = g.newPage(210, 297, white)
	c := g.c
	blue := rgb(21, 66, 115)
	c.rect(97, 0, 16, 28, blue)
	c.textAlign(105, 38, "Belastingdienst", fam.bold, 11, blue, alignCenter)
	g.window(22, 62, "> Retouradres Postbus 9050 7300 GM Apeldoorn", append([]string{name}, addr...), fam, 10, false)
	y := g.kv(150, 58, [][2]string{
		{"Belastingdienst", "Kantoor Apeldoorn\nPostbus 9050\n7300 GM Apeldoorn"},
		{"Telefoon", "0800 - 0543"},
		{"Datum", fmtDate(issued, dsLong, "nl")},
		{"Ons kenmerk", ref},
	}, kvOpts{style: kvAbove, fam: fam, size: 8, labelSize: 6.5, labelBold: true, labelCol: black})
	_ = y
	y = 112
	c.text(22, y, "Onderwerp: Uw btw-identificatienummer en omzetbelastingnummer", fam.bold, 10, black)
	y += 10
	c.text(22, y, greet, fam.regular, 10, black)
	y += 8
	y = c.paragraph(22, y, 120, "U bent ondernemer voor de btw. U krijgt daarom 2 nummers van ons. Uw btw-identificatienummer (btw-id) gebruikt u voor contact met uw klanten. Zet het op uw facturen en op uw website.", fam.regular, 10, 5, black) + 3
	c.text(22, y, "Uw btw-identificatienummer is:", fam.regular, 10, black)
	c.text(22, y+6, btw, fam.bold, 11.5, black)
	y += 15
	y = c.paragraph(22, y, 120, "Uw omzetbelastingnummer gebruikt u alleen voor contact met de Belastingdienst, bijvoorbeeld als u ons belt of schrijft.", fam.regular, 10, 5, black) + 3
	c.text(22, y, "Uw omzetbelastingnummer is:", fam.regular, 10, black)
	c.text(22, y+6, ob, fam.bold, 11.5, black)
	y += 16
	c.text(22, y, "Met vriendelijke groet,", fam.regular, 10, black)
	c.text(22, y+12, "de Belastingdienst", fam.regular, 10, black)
	c.textAlign(188, 287, "Pagina 1 van 1", fam.regular, 7.5, rgb(90, 90, 90), alignRight)
	return d
}
