package docgen

import (
	"fmt"
	"strings"
	"time"
)

// Tax documents of the dev split from Austria and Sweden: the Finanzamt
// Österreich's notice granting a UID-Nummer, and Skatteverket's notice of
// registration for F-skatt, VAT and as an employer. Each
// imitates a real document as publicly described (source in the comment
// above it); none was shaped on the readers, which were neither read nor
// run while they were written.

func init() {
	register(
		&layout{name: "tax_at_uid_bescheid", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxATUIDBescheid,
			source: "Finanzamt Österreich, UID-Vergabebescheid (notice granting an Umsatzsteuer-Identifikationsnummer under Art. 28 Abs. 1 UStG 1994): Steuernummer of the Dienststelle (two-digit Finanzamtsnummer and seven digits), the company data the UID is given to, ATU and eight digits with the BMF check digit, valid from, Rechtsmittelbelehrung (usp.gv.at 'Umsatzsteuer-Identifikationsnummer' on the UID-Vergabebescheid; freefinance.at 'UID-Nummer'; sevdesk.at 'Steuernummer'; prosaldo.net 'Steuernummer in Österreich')"},
		&layout{name: "tax_se_registreringsbevis", docType: TypeTaxDoc, split: SplitDev, make: (*gen).taxSERegistreringsbevis,
			source: "Skatteverket's notice of registration (registreringsbevis / registerutdrag) after a skatte- och avgiftsanmälan: organisationsnummer or personnummer, name and address, godkänd för F-skatt, registrerad för moms with momsregistreringsnummer SE + number + 01 and redovisningsperiod, registrerad som arbetsgivare, the date and diarienummer (Skatteverket Rättslig vägledning 2021.2 'Beslut om registrering', 2 kap. 3 § SFF; astraredovisning.se 'Vad är momsregistreringsnummer'; registreringsnummer.net on the organisationsnummer's first digit; Skatteverket SKV 704 on the Luhn check digit)"},
	)
}

// tax6ATOffices are Dienststellen of the Finanzamt Österreich, by the town
// of the taxpayer, with their Finanzamtsnummer.
var tax6ATOffices = map[string]struct{ name, nr string }{
	"Wien":       {"Dienststelle Wien 1/23", "09"},
	"Graz":       {"Dienststelle Graz-Stadt", "68"},
	"Linz":       {"Dienststelle Linz", "46"},
	"Salzburg":   {"Dienststelle Salzburg-Stadt", "91"},
	"Innsbruck":  {"Dienststelle Innsbruck", "81"},
	"St. Pölten": {"Dienststelle St. Pölten", "22"},
}

// taxATUIDBescheid imitates the Finanzamt Österreich's notice granting a
// UID-Nummer: the Republic's eagle and "Finanzamt Österreich" with the
// Dienststelle and the central postal address, at the right the
// Steuernummer and the date (place and long date, or "Datum" and the
// dotted date), the addressee in the window, the title "Bescheid" with
// its subject, the text granting the number under Art. 28 Abs. 1 UStG
// 1994 with the company's name and address again, the number ATU… in
// large type and its validity, the duty to use it and the
// Rechtsmittelbelehrung; FinanzOnline and the BMF's web address in the
// footer.
func (g *gen) taxATUIDBescheid() *doc {
	fam := g.family()
	issued := g.issueDate()
	addr := g.poa6ATAddress()
	town := strings.SplitN(addr[1], " ", 2)[1]
	off := tax6ATOffices[town]
	var name string
	var nameAccept []string
	if g.chance(0.65) {
		name = pick(g.r, []string{"Alpenblick Tischlerei", "Donaukanal Software", "Steirerhof Gastronomie", "Inntal Logistik", "Wachau Weinhandel", "Salzach Bau"}) + pick(g.r, []string{" GmbH", " KG", " OG", " GmbH & Co KG"})
	} else { // a sole trader, registered under the owner's name
		given, sur := pick(g.r, poa6ATPeople.givens), pick(g.r, poa6ATPeople.surnames)
		name = given + " " + sur
		nameAccept = []string{sur + " " + given}
		if g.chance(0.5) {
			name += " e.U."
			nameAccept = append(nameAccept, given+" "+sur)
		}
	}
	uid := g.poa6ATUID()
	stnr := fmt.Sprintf("%s %s/%s", off.nr, g.fill("999"), g.fill("9999"))
	d := &doc{trueType: TypeTaxDoc, lang: "de", font: fam,
		description: "Synthetic Austrian notice granting a UID-Nummer (Finanzamt Österreich)",
		fields: taxFields("Finanzamt Österreich", []string{"FINANZAMT ÖSTERREICH", "Finanzamt Österreich " + off.name, "Finanzamt Oesterreich", "Bundesministerium für Finanzen"},
			"AT", uid, []string{"U" + uid[3:], "AT U" + uid[3:]}, name, nameAccept, addr, issued, "")}
	d.notes = "tax_number: the UID-Nummer the notice grants; the Steuernummer (" + stnr + ") is the file the office keeps and is not the reference of the notice; date_of_issue: the notice's date, not the date the UID is valid from"
	d.page = g.newPage(210, 297, white)
	c := g.c
	grey := rgb(70, 70, 70)
	red := rgb(200, 16, 46)
	// Letterhead.
	g.emblem(27, 21, 7, rgb(40, 40, 40), white)
	c.text(38, 19, "Finanzamt Österreich", fam.bold, 12, black)
	c.text(38, 24, off.name, fam.regular, 9.5, black)
	c.text(38, 28.5, "Postfach 260, 1000 Wien", fam.regular, 8.5, grey)
	c.rect(20, 33, 170, 0.8, red)
	// File data, right.
	rows := [][2]string{{"Steuernummer", stnr}, {"Auskunft", "050 233 233"}}
	placed := g.chance(0.5)
	if !placed {
		rows = append(rows, [2]string{"Datum", fmtDate(issued, dsDots, "de")})
	}
	yb := g.kv(128, 42, rows, kvOpts{style: kvLeft, col: 26, fam: fam, size: 9})
	if placed { // "Linz, am 20. September 2025", set against the right margin
		c.textAlign(190, yb+1, town+", am "+atLongDate(issued), fam.regular, 9, black, alignRight)
	}
	win := append(c.wrap(name, fam.regular, 10, 75), addr...)
	g.window(22, 50, "Finanzamt Österreich, Postfach 260, 1000 Wien", win, fam, 10, false)
	y := 90.0
	c.text(20, y, "BESCHEID", fam.bold, 15, black)
	y += 6.5
	c.text(20, y, "über die Erteilung einer Umsatzsteuer-Identifikationsnummer (UID)", fam.regular, 10.5, black)
	y += 11
	y = c.paragraph(20, y, 170, "Gemäß Art. 28 Abs. 1 Umsatzsteuergesetz 1994 wird dem nachstehend angeführten Unternehmen folgende Umsatzsteuer-Identifikationsnummer erteilt:", fam.regular, 10, 5, black) + 4
	y = g.kv(25, y, [][2]string{
		{"Name / Firma", strings.Join(c.wrap(name, fam.bold, 10, 110), "\n")},
		{"Anschrift", strings.Join(addr, "\n")},
	}, kvOpts{style: kvLeft, col: 35, fam: fam, size: 10, valueBold: true}) + 4
	c.textAlign(105, y+3, "UID-Nummer: "+uid, fam.bold, 16, black, alignCenter)
	y += 13
	valid := issued.AddDate(0, 0, -g.r.IntN(30))
	y = c.paragraph(20, y, 170, "Die UID-Nummer ist gültig ab "+fmtDate(valid, dsDots, "de")+". Sie ist bei innergemeinschaftlichen Lieferungen und Leistungen sowie auf Rechnungen anzugeben, wenn das Gesetz dies vorsieht. Änderungen der oben angeführten Daten sind dem Finanzamt unverzüglich bekannt zu geben.", fam.regular, 9.5, 4.8, black) + 4
	c.text(20, y, "Rechtsmittelbelehrung", fam.bold, 9.5, black)
	y += 5
	y = c.paragraph(20, y, 170, "Gegen diesen Bescheid können Sie innerhalb eines Monats nach seiner Zustellung Beschwerde erheben. Die Beschwerde ist beim Finanzamt Österreich einzubringen; sie hat den angefochtenen Bescheid zu bezeichnen und zu begründen.", fam.regular, 9, 4.5, rgb(40, 40, 40)) + 8
	c.text(20, y, "Für den Vorstand:", fam.regular, 9, grey)
	if g.chance(0.5) {
		c.text(20, y+5, "Dieses Schriftstück wurde amtssigniert.", fam.regular, 8, grey)
	} else {
		g.signature(22, y+12, 38, rgb(20, 30, 110))
	}
	c.line(20, 280, 190, 280, 0.2, rgb(150, 150, 150))
	c.text(20, 285, "www.bmf.gv.at · FinanzOnline: finanzonline.bmf.gv.at", fam.regular, 7.5, grey)
	c.textAlign(190, 285, "Seite 1 von 1", fam.regular, 7.5, grey, alignRight)
	return d
}

// taxSERegistreringsbevis imitates Skatteverket's notice of registration
// sent after a skatte- och avgiftsanmälan: the Skatteverket mark and the
// tax office's address at the left, Datum and Dnr at the right, the
// addressee in the window, the title and the registered data in a grid
// (name, organisationsnummer or personnummer, address, F-skatt, moms with
// its registration number and reporting period, employer), a paragraph
// on what the approval means and the footer with the telephone and web
// address. Dates are ISO, as Swedish authorities print them.
func (g *gen) taxSERegistreringsbevis() *doc {
	fam := g.family()
	issued := g.issueDate()
	company := g.chance(0.6)
	var name, number, numLabel string
	var nameAccept []string
	if company {
		name = pick(g.r, []string{"Fjällbacka Bygg", "Norrsken Design", "Ljungby Trävaror", "Vättern Konsult", "Sjöbris Café", "Kungsholmen Data"}) + " AB"
		number, numLabel = g.poa6SEOrgNr(), "Organisationsnummer"
	} else {
		given, sur := pick(g.r, poa6SEPeople.givens), pick(g.r, poa6SEPeople.surnames)
		name = given + " " + sur
		nameAccept = []string{sur + " " + given, sur + ", " + given}
		birth := randDate(g.r, day(1955, 1, 1), day(2002, 12, 31))
		pn := poa6SELuhn(birth.Format("060102") + g.fill("999"))
		number, numLabel = pn[:6]+"-"+pn[6:], "Personnummer"
	}
	compact := strings.ReplaceAll(number, "-", "")
	vatNo := "SE" + compact + "01"
	addr := g.poa6SEAddress()
	yy := issued.Year() % 100
	dnr := fmt.Sprintf("%d %d-%02d/%d", 130+g.r.IntN(10), 100000+g.r.IntN(900000), yy, 111+g.r.IntN(10))
	d := &doc{trueType: TypeTaxDoc, lang: "sv", font: fam,
		description: "Synthetic Skatteverket registration notice (registreringsbevis)",
		fields: taxFields("Skatteverket", []string{"SKATTEVERKET", "Swedish Tax Agency"},
			"SE", number, []string{vatNo}, name, nameAccept, addr, issued, dnr)}
	d.notes = "tax_number: the organisationsnummer or personnummer the registration is made under (the momsregistreringsnummer is it with SE and 01); reference_number: the Dnr; date_of_issue: the Datum of the notice, not the dates the registrations take effect"
	d.page = g.newPage(210, 297, white)
	c := g.c
	blue := rgb(0, 70, 120)
	grey := rgb(70, 70, 70)
	// Mark and office.
	c.ellipse(25, 20, 5, 5, blue)
	c.ellipse(25, 20, 2.2, 2.2, white)
	c.text(33, 22.5, "Skatteverket", fam.bold, 15, blue)
	office := pick(g.r, [][2]string{{"Box 2820", "403 20 Göteborg"}, {"Box 1434", "171 28 Solna"}, {"Box 556", "201 25 Malmö"}, {"Box 880", "851 24 Sundsvall"}})
	c.lines(20, 32, []string{"Skatteverket", office[0], office[1]}, fam.regular, 8.5, 3.8, grey)
	// Date and Dnr, right.
	g.kv(128, 18, [][2]string{
		{"Datum", fmtDate(issued, dsISO, "sv")},
		{"Dnr", dnr},
		{"Sida", "1(1)"},
	}, kvOpts{style: kvLeft, col: 14, fam: fam, size: 9.5})
	g.window(112, 52, "", append([]string{name}, addr...), fam, 10.5, false)
	y := 90.0
	title := pick(g.r, []string{"Registreringsbevis", "Beslut om registrering"})
	c.text(20, y, title, fam.bold, 15, black)
	y += 7
	c.text(20, y, "F-skatt, mervärdesskatt och arbetsgivare", fam.regular, 10, black)
	y += 9
	whom := "dig"
	if company {
		whom = "företaget"
	}
	y = c.paragraph(20, y, 170, fmt.Sprintf("Skatteverket har beslutat om registrering enligt anmälan. Följande uppgifter finns registrerade för %s.", whom), fam.regular, 9.5, 4.8, black) + 4
	from := issued.AddDate(0, 0, -g.r.IntN(25))
	fromS := fmtDate(from, dsISO, "sv")
	rows := [][2]string{
		{"Namn", name},
		{numLabel, number},
		{"Postadress", strings.Join(addr, "\n")},
		{"F-skatt", "Godkänd för F-skatt från och med " + fromS},
	}
	if company || g.chance(0.7) {
		rows = append(rows,
			[2]string{"Mervärdesskatt", "Registrerad från och med " + fromS},
			[2]string{"Momsregistreringsnummer", vatNo},
			[2]string{"Redovisningsperiod", pick(g.r, []string{"Månad", "Kvartal", "Helår"})})
	}
	if company && g.chance(0.6) {
		rows = append(rows, [2]string{"Arbetsgivare", "Registrerad från och med " + fromS})
	} else {
		rows = append(rows, [2]string{"Arbetsgivare", "Ej registrerad"})
	}
	y = g.kv(20, y, rows, kvOpts{style: kvCells, col: 55, w: 170, fam: fam, size: 9.5, shade: rgb(230, 238, 244)}) + 4
	for _, p := range []string{
		"Godkännandet för F-skatt gäller tills vidare. Den som betalar ersättning för arbete till dig ska inte göra skatteavdrag när du visar att du är godkänd för F-skatt.",
		"Ange momsregistreringsnumret på dina fakturor. Deklarera och betala skatter och avgifter via ditt skattekonto senast på de dagar som gäller för din redovisningsperiod.",
		"Om du anser att beslutet är fel kan du begära omprövning eller överklaga. Skriv till Skatteverket och ange diarienumret ovan.",
	} {
		y = c.paragraph(20, y, 170, p, fam.regular, 9, 4.5, rgb(40, 40, 40)) + 2.5
	}
	c.line(20, 280, 190, 280, 0.2, rgb(150, 150, 150))
	c.text(20, 285, "Skatteverket · Skatteupplysningen 0771-567 567 · skatteverket.se", fam.regular, 7.5, grey)
	c.textAlign(190, 285, "SKV "+pick(g.r, []string{"4620", "4639", "4632"}), fam.regular, 7.5, grey, alignRight)
	return d
}

// atLongDate prints a date as Austrian authorities write it, January
// being "Jänner" in Austrian usage (Protokoll Nr. 10 of Austria's EU
// accession treaty lists it among the Austrian terms): "3. Jänner 2026".
func atLongDate(t time.Time) string {
	m := monthName["de"][t.Month()-1]
	if t.Month() == time.January {
		m = "Jänner"
	}
	return fmt.Sprintf("%d. %s %d", t.Day(), m, t.Year())
}
