package docgen

import (
	"fmt"
	"image/color"
	"strings"
	"time"
)

// Holdout bills of three more issuers: a German Stadtwerke energy bill, a
// US municipal utility bill with its remittance stub, and a Portuguese
// telecom fatura. Each covers a period, so each is a statement.

func init() {
	register(
		&layout{name: "poa_de_stadtwerke_rechnung", docType: TypeProofOfAddress, split: SplitHoldout, make: (*gen).poaDEStadtwerke,
			source: "Stadtwerke Strom-/Gasrechnung with a monthly or quarterly Abrechnungszeitraum as § 40b EnWG lets customers choose: Kundennummer, Vertragskonto, Rechnungsnummer, Verbrauchsstelle, Zählernummer and readings, next Abschläge, legal footer of § 40 EnWG (Rechnungserklärungen of stadtwerke-oberkirch.de, stadtwerke-lingen.de, waz-sw-neuenhaus.de; Stadtwerke Glauchau on schoenburger-landbote.de; § 40b EnWG on buzer.de)"},
		&layout{name: "poa_us_utility_stub", docType: TypeProofOfAddress, split: SplitHoldout, make: (*gen).poaUSUtilityStub,
			source: "US municipal electric and water bill with a detachable remittance stub: account number, service address, service period, bill date, meter readings, 'Amount enclosed' (How to read your bill: brokenarrowok.gov, radfordva.gov, wilsonnc.org, danville-va.gov, City of Blaine WA sample bill)"},
		&layout{name: "poa_pt_fatura_telecom", docType: TypeProofOfAddress, split: SplitHoldout, make: (*gen).poaPTFaturaTelecom,
			source: "Portuguese telecom fatura: n.º de cliente, NIF, data de emissão, período de faturação, Multibanco entidade/referência/montante or débito direto, ATCUD and certified-software line (eco.sapo.pt 'aprenda a ler a fatura das telecoms'; pplware.sapo.pt on the ANACOM minimum detail; Multibanco payment of services as described by Caixa on docplayer.com.br)"},
	)
}

// billPeriod draws the period of a bill of months calendar months that
// ended two to eleven months before today, and the bill's date a few days
// after it.
func (g *gen) billPeriod(months int) (start, end, issued time.Time) {
	end = monthEnd(monthStart(g.today).AddDate(0, -2-g.r.IntN(10), 0))
	start = monthStart(end.AddDate(0, 1-months, 0))
	issued = end.AddDate(0, 0, 3+g.r.IntN(14))
	return start, end, issued
}

// ---------------------------------------------------------------- DE

// deUtilityTowns are the towns of the Stadtwerke, with a postcode pattern.
var deUtilityTowns = []struct{ town, pc string }{
	{"Auental", "77899"}, {"Lindenfels", "64699"}, {"Mühlhausen am Brand", "36499"}, {"Bad Wiesenbronn", "97399"}, {"Kleinmoorhausen", "26899"},
}

// poaDEStadtwerke imitates a German Stadtwerke bill for electricity (and
// gas) billed monthly or quarterly at the customer's choice (§ 40b
// EnWG): the logo at the top right, the window with the return line and
// "Herrn"/"Frau" on its own line, a service block with Kundennummer,
// Vertragskonto, Rechnungsnummer and the date, the Abrechnungszeitraum
// under the title, the Verbrauchsstelle, the meter readings with their
// Zählernummer, the amount after the Abschläge paid, the next Abschläge
// and the legal footer (Registergericht, Geschäftsführung, USt-IdNr.).
func (g *gen) poaDEStadtwerke() *doc {
	fam := g.family()
	town := pick(g.r, deUtilityTowns)
	co := "Stadtwerke " + town.town + " GmbH"
	short := "Stadtwerke " + town.town
	caddr := []string{fmt.Sprintf("%s %d", pick(g.r, []string{"Werkstraße", "Am Gaswerk", "Industriestraße", "Bahnhofstraße"}), 1+g.r.IntN(40)), g.fill(town.pc) + " " + town.town}
	given, sur := g.personName("DE")
	name := given + " " + sur
	male := g.chance(0.5)
	salut, dear := "Frau", "Sehr geehrte Frau "+sur+","
	if male {
		salut, dear = "Herrn", "Sehr geehrter Herr "+sur+","
	}
	addr := g.address("DE")
	months := pick(g.r, []int{1, 1, 3})
	start, end, issued := g.billPeriod(months)
	gas := g.chance(0.4)
	d := &doc{trueType: TypeProofOfAddress, lang: "de", font: fam,
		description: "Synthetic German Stadtwerke energy bill (monthly or quarterly billing)",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, salut+" "+name, stripMarks(name)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co, KindText, short, stripMarks(co)),
			"issuer_address":         addrField(caddr),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "the Abrechnungszeitraum is the period this bill covers; the meter readings repeat its dates, the debit and Abschlag dates come after the bill's date"
	d.page = g.newPage(210, 297, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(0, 94, 160), rgb(0, 130, 90), rgb(200, 30, 40), rgb(230, 120, 0)})
	dark := rgb(60, 60, 60)

	// Logo at the top right, the window at the left.
	c.rect(176, 12, 14, 14, accent)
	c.rect(180, 16, 6, 6, white)
	c.textAlign(172, 19, short, fam.bold, 14, accent, alignRight)
	c.textAlign(172, 24.5, "Strom · Erdgas · Wasser · Wärme", fam.regular, 8, dark, alignRight)
	g.window(22, 54, co+" · "+joinAddr(caddr), append([]string{salut, name}, addr...), fam, 10, false)

	// The service block.
	host := "stadtwerke-" + strings.ToLower(strings.NewReplacer(" ", "-", "ü", "ue", "ö", "oe", "ä", "ae").Replace(town.town)) + ".de"
	y := 42.0
	c.text(128, y, "Ihr Kundenservice", fam.bold, 9, black)
	y = c.lines(128, y+4.5, []string{"Telefon 0" + g.fill("9999 999") + "-0", "kundenservice@" + host, "Mo–Fr 8:00–18:00 Uhr"}, fam.regular, 8, 3.8, dark) + 3
	dateLabel := pick(g.r, []string{"Rechnungsdatum", "Datum"})
	dateText := fmtDate(issued, dsDots, "de")
	if g.chance(0.3) {
		dateText = fmtDate(issued, dsLong, "de")
	}
	g.kv(128, y, [][2]string{
		{"Kundennummer", g.fill("99999999")},
		{"Vertragskonto", g.fill("999999999999")},
		{"Rechnungsnummer", g.fill("9999999999")},
		{dateLabel, dateText},
	}, kvOpts{style: kvLeft, col: 30, fam: fam, size: 8.5})

	// Title, period and letter.
	kind := "Strom"
	if gas {
		kind = "Strom und Erdgas"
	}
	title := map[int]string{1: "Monatsrechnung ", 3: "Quartalsrechnung "}[months] + kind
	if g.chance(0.4) {
		title = "Ihre Rechnung " + kind
	}
	y = 104
	c.text(22, y, title, fam.bold, 13, black)
	y += 6.5
	if g.chance(0.5) {
		c.text(22, y, "Abrechnungszeitraum: "+fmtDate(start, dsDots, "de")+" – "+fmtDate(end, dsDots, "de"), fam.bold, 10, black)
	} else {
		c.text(22, y, "Abrechnung für den Zeitraum vom "+fmtDate(start, dsDots, "de")+" bis "+fmtDate(end, dsDots, "de"), fam.bold, 10, black)
	}
	y += 9
	c.text(22, y, dear, fam.regular, 10, black)
	y += 5.5
	every := map[int]string{1: "monatlich", 3: "vierteljährlich"}[months]
	y = c.paragraph(22, y, 166, "wie von Ihnen gewünscht, rechnen wir Ihren Verbrauch "+every+" ab. Nachfolgend finden Sie die Abrechnung für Ihre Verbrauchsstelle; die einzelnen Preisbestandteile sind auf der Rückseite erläutert.", fam.regular, 10, 4.8, black) + 3

	// The readings.
	type meter struct {
		energy, number, unit string
		old, used            int
		price, base          float64
	}
	meters := []meter{{"Strom", "1EMH" + g.fill("99 9999 9999"), "kWh", 10000 + g.r.IntN(40000), months * (150 + g.r.IntN(200)), 0.31 + g.r.Float64()*0.08, 11 + g.r.Float64()*5}}
	if gas {
		meters = append(meters, meter{"Erdgas", g.fill("9999999999"), "m³", 1000 + g.r.IntN(9000), months * (40 + g.r.IntN(120)), 0.11 + g.r.Float64()*0.04, 13 + g.r.Float64()*6})
	}
	c.text(22, y, "Ihre Verbrauchsstelle: "+joinAddr(addr), fam.regular, 9.5, black)
	y += 5
	c.text(22, y, "Marktlokation "+g.fill("99999999999"), fam.regular, 8.5, dark)
	y += 7
	cols := []column{{"Sparte", 22, alignLeft}, {"Zählernummer", 42, alignLeft}, {"Zeitraum", 80, alignLeft}, {"Stand alt", 138, alignRight}, {"Stand neu", 160, alignRight}, {"Verbrauch", 188, alignRight}}
	c.rect(20, y-4.5, 170, 6.3, rgb(236, 238, 240))
	for _, cl := range cols {
		c.textAlign(cl.x, y, cl.head, fam.bold, 8.5, black, cl.align)
	}
	y += 6.5
	net := 0.0
	for _, m := range meters {
		kwh := float64(m.used)
		if m.unit == "m³" { // gas is billed in kWh: volume times calorific value
			kwh *= 10.4
		}
		shown := fmt.Sprintf("%d %s", m.used, m.unit)
		g.tableRow(y, cols, []string{m.energy, m.number, fmtDate(start, dsDots, "de") + " – " + fmtDate(end, dsDots, "de"),
			fmt.Sprint(m.old), fmt.Sprint(m.old + m.used), shown}, fam.regular, 8.5, black)
		y += 5.3
		net += kwh*m.price + m.base*float64(months)
	}
	c.text(22, y, "Ableseart: "+pick(g.r, []string{"Ablesung durch Kunden", "Fernauslesung (intelligentes Messsystem)", "Ablesung durch Netzbetreiber"}), fam.regular, 8, dark)
	y += 9

	// The amounts.
	net = round2(net)
	vat := round2(net * 0.19)
	gross := net + vat
	monthly := round2(gross/float64(months) + (g.r.Float64()-0.5)*20)
	paid := monthly * float64(months)
	rest := round2(gross - paid)
	rows := [][2]string{
		{"Summe netto", amount(net, mEU) + " €"},
		{"Umsatzsteuer 19 %", amount(vat, mEU) + " €"},
		{"Rechnungsbetrag brutto", amount(gross, mEU) + " €"},
		{fmt.Sprintf("abzüglich geleisteter Abschläge (%d × %s €)", months, amount(monthly, mEU)), "-" + amount(paid, mEU) + " €"},
	}
	c.frame(20, y-5, 170, 33, 0.4, accent)
	yy := y
	for _, r := range rows {
		c.text(24, yy, r[0], fam.regular, 9.5, black)
		c.textAlign(186, yy, r[1], fam.regular, 9.5, black, alignRight)
		yy += 5
	}
	c.line(24, yy-3, 186, yy-3, 0.2, dark)
	yy += 1.5
	debit := issued.AddDate(0, 0, 14)
	if rest >= 0 {
		c.text(24, yy, "Nachzahlung", fam.bold, 11, accent)
		c.textAlign(186, yy, amount(rest, mEU)+" €", fam.bold, 11, accent, alignRight)
	} else {
		c.text(24, yy, "Ihr Guthaben", fam.bold, 11, accent)
		c.textAlign(186, yy, amount(-rest, mEU)+" €", fam.bold, 11, accent, alignRight)
	}
	y += 37
	iban := "DE" + g.fill("99 9999 9999 **** **** 99")
	if rest >= 0 {
		y = c.paragraph(22, y, 166, "Den Betrag buchen wir am "+fmtDate(debit, dsDots, "de")+" per SEPA-Lastschrift von Ihrem Konto "+iban+" ab (Mandatsreferenz "+g.fill("99999999")+").", fam.regular, 9.5, 4.6, black)
	} else {
		y = c.paragraph(22, y, 166, "Ihr Guthaben überweisen wir Ihnen in den nächsten Tagen auf Ihr Konto "+iban+".", fam.regular, 9.5, 4.6, black)
	}
	y += 5

	// The next Abschläge.
	c.text(22, y, "Ihre nächsten Abschläge", fam.bold, 10, black)
	y += 5.5
	first := time.Date(issued.Year(), issued.Month()+1, 15, 0, 0, 0, 0, time.UTC)
	for k := 0; k < 3; k++ {
		c.text(24, y, "fällig am "+fmtDate(first.AddDate(0, k, 0), dsDots, "de"), fam.regular, 9, black)
		c.textAlign(110, y, amount(monthly, mEU)+" €", fam.regular, 9, black, alignRight)
		y += 4.6
	}
	c.paragraph(22, y+3, 166, "Ihr Vertrag läuft auf unbestimmte Zeit und ist mit einer Frist von einem Monat kündbar. Messstellenbetreiber und Netzbetreiber: "+short+" Netz GmbH.", fam.regular, 8, 3.8, dark)

	// The legal footer.
	c.line(20, 272, 190, 272, 0.3, accent)
	c.lines(20, 276, []string{co, caddr[0], caddr[1]}, fam.regular, 6.8, 3.1, dark)
	c.lines(80, 276, []string{"Sitz der Gesellschaft: " + town.town, "Amtsgericht " + pick(g.r, []string{"Freiburg", "Darmstadt", "Würzburg", "Oldenburg", "Kassel"}) + " HRB " + g.fill("99999"), "Geschäftsführung: " + strings.Join(g.twoNames(), ", ")}, fam.regular, 6.8, 3.1, dark)
	c.lines(145, 276, []string{"USt-IdNr. DE" + g.fill("999999999"), "IBAN DE" + g.fill("99 9999 9999 9999 9999 99"), "www." + host}, fam.regular, 6.8, 3.1, dark)
	return d
}

// twoNames draws the names of two German managing directors.
func (g *gen) twoNames() []string {
	var out []string
	for range 2 {
		gv, s := g.personName("DE")
		out = append(out, gv+" "+s)
	}
	return out
}

// ---------------------------------------------------------------- US

var usUtilities = []struct{ name, short string }{
	{"Riverbend Public Utilities", "RIVERBEND PUBLIC UTILITIES"},
	{"Tri-County Electric & Water", "TRI-COUNTY ELECTRIC & WATER"},
	{"Prairie Valley Utility District", "PRAIRIE VALLEY UTILITY DISTRICT"},
	{"Clearwater Municipal Utilities", "CLEARWATER MUNICIPAL UTILITIES"},
}

// poaUSUtilityStub imitates a US municipal electric and water bill: the
// utility's name, address and phone at the top, a grid with the account
// number, bill date and due date, the account name and service address
// with the service period and its days, the meter readings, the account
// summary (a payment received since the last bill) and a remittance stub
// to detach, with the amount enclosed box, the remit-to address and the
// customer's name and address again. The stub is at the bottom, or at the
// top as some cities print it. Dates are month first.
func (g *gen) poaUSUtilityStub() *doc {
	fam := g.family()
	ut := pick(g.r, usUtilities)
	given, sur := g.personName("US")
	name := given + " " + sur
	upper := strings.ToUpper(name)
	addr := g.address("US")
	// The utility serves the customer's town.
	office := []string{fmt.Sprintf("%d %s", 100+g.r.IntN(900), pick(g.r, []string{"Municipal Way", "N Main St", "City Hall Plaza", "Utility Dr"})), addr[1]}
	remit := []string{fmt.Sprintf("PO Box %d", 1000+g.r.IntN(9000)), addr[1]}
	// Meters are read on cycle days, not month ends.
	endRead := randDate(g.r, g.today.AddDate(0, -11, 0), g.today.AddDate(0, 0, -20))
	days := 28 + g.r.IntN(6)
	startRead := endRead.AddDate(0, 0, 1-days)
	billed := endRead.AddDate(0, 0, 2+g.r.IntN(5))
	due := billed.AddDate(0, 0, 20)
	d := &doc{trueType: TypeProofOfAddress, lang: "en", font: fam,
		description: "Synthetic US municipal utility bill with a remittance stub",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, upper, stripMarks(name)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(ut.name, KindText, ut.short, strings.ToUpper(ut.name)),
			"issuer_address":         str(joinAddr(office), KindAddress, joinAddr(remit), strings.ToUpper(joinAddr(remit))),
			"document_date":          dateField(billed),
			"statement_period_start": dateField(startRead),
			"statement_period_end":   dateField(endRead),
		}}
	d.notes = "the service period runs from the previous to the current meter reading; the stub repeats the account holder's address and gives the remit-to PO box"
	d.page = g.newPage(216, 279, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(0, 84, 140), rgb(20, 110, 60), rgb(110, 30, 40)})
	mono := pick(g.r, monoFamilies)
	acct := g.fill("999999-999999")
	dateLabel := pick(g.r, []string{"Bill Date", "Statement Date", "Billing Date"})
	periodLabel := pick(g.r, []string{"Service Period", "Billing Period", "Service From – To"})

	// Charges.
	kwh := 350 + g.r.IntN(900)
	gal := 2000 + g.r.IntN(6000)
	charges := [][2]string{}
	cur := 0.0
	for _, ch := range []struct {
		label string
		v     float64
	}{
		{fmt.Sprintf("Electric – Residential (%d kWh)", kwh), 12 + float64(kwh)*0.118},
		{fmt.Sprintf("Water (%s gal)", strings.TrimSuffix(amount(float64(gal), mEN), ".00")), 9.5 + float64(gal)*0.0046},
		{"Sewer", 14 + float64(gal)*0.0051},
		{"Refuse Collection", 18.75},
		{"Stormwater Fee", 4.5},
	} {
		v := round2(ch.v)
		cur += v
		charges = append(charges, [2]string{ch.label, "$" + amount(v, mEN)})
	}
	cur = round2(cur)
	prev := round2(cur * (0.8 + g.r.Float64()*0.4))
	paidOn := startRead.AddDate(0, 0, 8+g.r.IntN(10))
	late := round2(cur * 1.05)

	stubTop := g.chance(0.35)
	bodyY, stubY := 14.0, 205.0
	if stubTop {
		bodyY, stubY = 88.0, 12.0
	}

	// The stub.
	stub := func(y float64) {
		c.text(16, y+6, ut.short, fam.bold, 10, accent)
		c.text(16, y+10, "Please return this portion with your payment", fam.regular, 7, rgb(80, 80, 80))
		g.kv(16, y+17, [][2]string{
			{"Account Number", acct},
			{"Due Date", fmtDate(due, dsUS, "en")},
			{"Amount Due", "$" + amount(cur, mEN)},
			{"After Due Date Pay", "$" + amount(late, mEN)},
		}, kvOpts{style: kvCells, col: 34, w: 74, fam: fam, size: 8.5, valueBold: true})
		c.text(118, y+17, "Amount Enclosed  $", fam.bold, 8.5, black)
		c.frame(150, y+12.5, 50, 7, 0.3, black)
		g.window(118, y+30, "", append([]string{upper}, upperLines(addr)...), fam, 9.5, false)
		c.text(118, y+48, "Make checks payable to:", fam.regular, 7, rgb(80, 80, 80))
		c.lines(118, y+52, append([]string{strings.ToUpper(ut.name)}, upperLines(remit)...), fam.regular, 8.5, 3.8, black)
		c.text(16, y+66, strings.ReplaceAll(acct, "-", "")+" "+g.fill("99")+" "+fmt.Sprintf("%08d", int(cur*100))+" "+fmt.Sprintf("%08d", int(late*100)), mono.regular, 9, black)
	}
	perforation := func(y float64, note string) {
		for x := 8.0; x < 208; x += 3 {
			c.line(x, y, x+1.6, y, 0.25, rgb(110, 110, 110))
		}
		c.textAlign(108, y-1.5, note, fam.regular, 6.5, rgb(90, 90, 90), alignCenter)
	}
	if stubTop {
		stub(stubY)
		perforation(84, "Detach here and return the portion above with your payment")
		c.textAlign(108, 84+3.5, "Keep this portion for your records", fam.regular, 6.5, rgb(90, 90, 90), alignCenter)
	} else {
		perforation(stubY-2, "Detach here and return the portion below with your payment")
		stub(stubY)
	}

	// The body: letterhead and summary grid.
	y := bodyY
	g.emblem(24, y+8, 7.5, accent, white)
	c.text(35, y+6, ut.name, fam.bold, 13, accent)
	c.lines(35, y+11, append(append([]string{}, office...), "Customer Service ("+g.fill("999")+") "+g.fill("999-9999")), fam.regular, 7.5, 3.3, rgb(60, 60, 60))
	c.textAlign(200, y+6, "UTILITY BILL", fam.bold, 12, black, alignRight)
	g.kv(130, y+14, [][2]string{
		{"Account Number", acct},
		{dateLabel, fmtDate(billed, dsUS, "en")},
		{"Due Date", fmtDate(due, dsUS, "en")},
		{"Total Amount Due", "$" + amount(cur, mEN)},
	}, kvOpts{style: kvCells, col: 34, w: 70, fam: fam, size: 8.5, valueBold: true})
	y += 40
	if !stubTop { // the window of the envelope shows the mailing address
		g.window(22, y, "", append([]string{upper}, upperLines(addr)...), fam, 10, false)
		y += 18
	}
	rows := [][2]string{
		{"Account Name", upper},
		{"Service Address", strings.ToUpper(addr[0])},
		{periodLabel, fmtDate(startRead, dsUS, "en") + " - " + fmtDate(endRead, dsUS, "en")},
		{"Days of Service", fmt.Sprint(days)},
		{"Cycle / Route", g.fill("99") + " / " + g.fill("999")},
	}
	g.kv(16, y+4, rows, kvOpts{style: kvCells, col: 34, w: 96, fam: fam, size: 8.5})
	c.rect(120, y-0.5, 80, 6, accent)
	c.text(123, y+3.8, "Account Summary", fam.bold, 8.5, white)
	yy := y + 10
	summary := [][2]string{
		{"Previous Balance", "$" + amount(prev, mEN)},
		{"Payment Received " + t2(paidOn), "-$" + amount(prev, mEN)},
		{"Balance Forward", "$0.00"},
		{"Current Charges", "$" + amount(cur, mEN)},
	}
	for _, r := range summary {
		c.text(123, yy, r[0], fam.regular, 8, black)
		c.textAlign(198, yy, r[1], fam.regular, 8, black, alignRight)
		yy += 4.3
	}
	c.text(123, yy+1, "Total Amount Due", fam.bold, 9, black)
	c.textAlign(198, yy+1, "$"+amount(cur, mEN), fam.bold, 9, black, alignRight)
	y += 38

	// Meter readings and charges.
	cols := []column{{"Service", 16, alignLeft}, {"Meter #", 40, alignLeft}, {"Prev Read", 70, alignLeft}, {"Reading", 104, alignRight}, {"Curr Read", 110, alignLeft}, {"Reading", 144, alignRight}, {"Usage", 170, alignRight}, {"Code", 180, alignLeft}}
	c.line(16, y-4.5, 200, y-4.5, 0.3, black)
	for _, cl := range cols {
		c.textAlign(cl.x, y, cl.head, fam.bold, 7.5, black, cl.align)
	}
	c.line(16, y+1.5, 200, y+1.5, 0.3, black)
	y += 5.5
	eOld, wOld := 20000+g.r.IntN(60000), 100000+g.r.IntN(800000)
	for _, r := range [][]string{
		{"Electric", g.fill("E9999999"), t2(startRead), fmt.Sprint(eOld), t2(endRead), fmt.Sprint(eOld + kwh), fmt.Sprint(kwh), "A"},
		{"Water", g.fill("W99999999"), t2(startRead), fmt.Sprint(wOld), t2(endRead), fmt.Sprint(wOld + gal/100), fmt.Sprint(gal / 100), pick(g.r, []string{"A", "A", "E"})},
	} {
		g.tableRow(y, cols, r, fam.regular, 8, black)
		y += 4.5
	}
	c.text(16, y+1, "Read codes: A actual, E estimated. Water usage in hundreds of gallons.", fam.regular, 6.5, rgb(90, 90, 90))
	y += 8
	c.text(16, y, "Current Charges", fam.bold, 9, accent)
	y += 5
	for _, r := range charges {
		c.text(18, y, r[0], fam.regular, 8, black)
		c.textAlign(110, y, r[1], fam.regular, 8, black, alignRight)
		y += 4.2
	}
	c.frame(120, y-21, 80, 19, 0.3, accent)
	c.paragraph(123, y-16.5, 74, "Messages: Sign up for paperless billing and AutoPay online. A late fee of 5% applies to current charges not paid by the due date.", fam.regular, 7, 3.3, black)
	return d
}

// t2 prints a reading date month first with a two-digit year: 01/06/26.
func t2(t time.Time) string { return t.Format("01/02/06") }

// ---------------------------------------------------------------- PT

var ptPlaces = []struct{ city, pc string }{
	{"Lisboa", "1099-999"}, {"Porto", "4099-999"}, {"Coimbra", "3099-999"}, {"Braga", "4799-999"}, {"Faro", "8099-999"}, {"Setúbal", "2899-999"},
}

var ptStreets = []string{"Rua Augusta", "Avenida da Liberdade", "Rua de Santa Catarina", "Rua Ferreira Borges", "Avenida Fernão de Magalhães", "Rua do Comércio"}

// ptAddress draws a Portuguese postal address: "Rua de Santa Catarina,
// 312, 2.º Dto." and "4000-447 Porto".
func (g *gen) ptAddress() []string {
	pl := pick(g.r, ptPlaces)
	st := fmt.Sprintf("%s, %d", pick(g.r, ptStreets), 1+g.r.IntN(400))
	if g.chance(0.7) {
		st += fmt.Sprintf(", %d.º %s", 1+g.r.IntN(8), pick(g.r, []string{"Esq.", "Dto.", "Frente"}))
	}
	return []string{st, g.fill(pl.pc) + " " + pl.city}
}

// ptNIF draws a Portuguese tax number of a person: nine digits, the last
// a mod-11 check digit.
func (g *gen) ptNIF() string {
	b := []byte(pick(g.r, []string{"1", "2"}) + g.fill("9999999"))
	sum := 0
	for i, ch := range b {
		sum += int(ch-'0') * (9 - i)
	}
	check := 11 - sum%11
	if check >= 10 {
		check = 0
	}
	return string(b) + fmt.Sprint(check)
}

var ptMonths = [12]string{"janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"}

// poaPTFaturaTelecom imitates a Portuguese telecom bill: the operator's
// logo, "Fatura" with its number, data de emissão, n.º de cliente, n.º
// de conta and the customer's NIF, the addressee in the window on the
// right ("Exmo. Sr."), the período de faturação (a calendar month or a
// cycle from mid-month), a summary with IVA at 23 %, the data limite de
// pagamento with Multibanco entidade, referência and montante or a débito
// direto notice, the monthly fee charged ahead for the next month, and a
// footer with ATCUD, the certified-software line and the operator's seat.
func (g *gen) poaPTFaturaTelecom() *doc {
	fam := g.family()
	co := pick(g.r, []string{"Lusotel Comunicações, S.A.", "Atlântica Telecom, S.A.", "Fibralis – Telecomunicações, S.A."})
	brand := strings.ToUpper(strings.Fields(co)[0])
	seat := []string{fmt.Sprintf("%s, %d", pick(g.r, []string{"Avenida Fontes Pereira de Melo", "Rua Castilho", "Avenida da República"}), 1+g.r.IntN(120)), g.fill("1099-999") + " Lisboa"}
	given, sur := g.personName("PT")
	name := given + " " + sur
	addr := g.ptAddress()
	var start, end time.Time
	if g.chance(0.5) {
		start, end, _ = g.billPeriod(1)
	} else { // a cycle from the 15th to the 14th
		end = time.Date(g.today.Year(), g.today.Month()-time.Month(1+g.r.IntN(10)), 14, 0, 0, 0, 0, time.UTC)
		start = end.AddDate(0, -1, 1)
	}
	issued := end.AddDate(0, 0, 2+g.r.IntN(6))
	dueBy := issued.AddDate(0, 0, 18+g.r.IntN(8))
	style := pick(g.r, []dateStyle{dsDash, dsSlash, dsISO})
	dt := func(t time.Time) string { return fmtDate(t, style, "pt") }
	d := &doc{trueType: TypeProofOfAddress, lang: "pt", font: fam,
		description: "Synthetic Portuguese telecom bill (fatura)",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, strings.ToUpper(name), stripMarks(name)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co, KindText, stripMarks(co), strings.Split(co, ",")[0]),
			"issuer_address":         addrField(seat),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "the período de faturação is the period the bill covers; the monthly fee listed for the next month is charged ahead and is no period of this bill"
	d.page = g.newPage(210, 297, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(0, 150, 200), rgb(230, 0, 60), rgb(90, 40, 160), rgb(240, 120, 0)})
	dark := rgb(70, 70, 70)

	// Logo and invoice box.
	c.ellipse(27, 20, 7, 7, accent)
	c.ellipse(27, 20, 3.2, 3.2, white)
	c.text(37, 23, brand, fam.bold, 18, accent)
	c.textAlign(190, 20, "FATURA", fam.bold, 16, black, alignRight)
	c.textAlign(190, 25, "Original", fam.regular, 8, dark, alignRight)
	rows := [][2]string{
		{"Fatura n.º", "FT " + fmt.Sprint(issued.Year()) + "/" + g.fill("9999999")},
		{"Data de emissão", dt(issued)},
		{"N.º de cliente", g.fill("999999999")},
		{"N.º de conta", g.fill("9999999999")},
		{"NIF", g.ptNIF()},
	}
	g.kv(20, 42, rows, kvOpts{style: kvLeft, col: 32, fam: fam, size: 9, valueBold: true})

	// The window on the right.
	who := []string{name}
	if g.chance(0.6) {
		who = []string{"Exmo.(a) Sr.(a)", name}
	}
	g.window(112, 48, "", append(who, addr...), fam, 10, false)

	// Period and summary.
	y := 84.0
	c.rect(18, y-6, 174, 9, rgb(242, 244, 246))
	if g.chance(0.5) {
		c.text(21, y, "Período de faturação: "+dt(start)+" a "+dt(end), fam.bold, 10.5, black)
	} else {
		c.text(21, y, "Período de faturação", fam.bold, 10.5, black)
		c.textAlign(188, y, "de "+dt(start)+" a "+dt(end), fam.bold, 10.5, black, alignRight)
	}
	y += 12
	fee := 29.99 + float64(g.r.IntN(5))*10
	calls := round2(g.r.Float64() * 12)
	other := round2(g.r.Float64()*4) - 2
	netFee := round2(fee / 1.23)
	total := round2(fee + calls + other)
	base := round2(total / 1.23)
	vat := round2(total - base)
	next := end.AddDate(0, 0, 1) // the fee is charged ahead for the next cycle
	c.text(20, y, "Resumo da fatura", fam.bold, 11, accent)
	y += 6.5
	for _, r := range [][2]string{
		{"Mensalidades (" + ptMonths[next.Month()-1] + " " + fmt.Sprint(next.Year()) + ")", amount(netFee, mEU) + " €"},
		{"Comunicações e consumos extra", amount(round2(calls/1.23), mEU) + " €"},
		{"Outros débitos e créditos", amount(round2(other/1.23), mEU) + " €"},
		{"Total s/ IVA", amount(base, mEU) + " €"},
		{"IVA 23 %", amount(vat, mEU) + " €"},
	} {
		c.text(22, y, r[0], fam.regular, 9.5, black)
		c.textAlign(120, y, r[1], fam.regular, 9.5, black, alignRight)
		y += 5.2
	}
	c.line(22, y-3, 120, y-3, 0.3, dark)
	y += 1.5
	c.text(22, y, "Total a pagar", fam.bold, 11.5, black)
	c.textAlign(120, y, amount(total, mEU)+" €", fam.bold, 11.5, black, alignRight)

	// Payment box on the right.
	px, py := 130.0, 100.0
	c.frame(px, py-6, 60, 44, 0.5, accent)
	c.text(px+3, py, "Data limite de pagamento", fam.regular, 8, dark)
	c.text(px+3, py+5, dt(dueBy), fam.bold, 11, black)
	if g.chance(0.6) {
		c.text(px+3, py+12, "Pagamento por Multibanco", fam.bold, 8.5, accent)
		g.kv(px+3, py+17.5, [][2]string{
			{"Entidade", g.fill("99999")},
			{"Referência", g.fill("999 999 999")},
			{"Montante", amount(total, mEU) + " €"},
		}, kvOpts{style: kvLeft, col: 20, fam: fam, size: 9, valueBold: true})
	} else {
		c.text(px+3, py+12, "Débito direto", fam.bold, 8.5, accent)
		c.paragraph(px+3, py+17, 54, "O valor será debitado a partir de "+dt(dueBy)+" na conta PT50 **** **** "+g.fill("9999 9999 9")+".", fam.regular, 8, 3.8, black)
	}

	// Detail.
	y += 14
	c.text(20, y, "Detalhe dos serviços", fam.bold, 11, accent)
	y += 6.5
	plan := pick(g.r, []string{"Fibra 500 Mbps + TV + Voz", "Fibra 1 Gbps + TV + 2 Móveis", "Internet Fixa 200 Mbps", "Fibra + TV Essencial"})
	for _, r := range [][2]string{
		{"Pacote " + plan + " – mensalidade de " + ptMonths[next.Month()-1], amount(fee, mEU) + " €"},
		{"Chamadas para redes móveis nacionais", amount(calls, mEU) + " €"},
		{"Acertos e descontos", amount(other, mEU) + " €"},
	} {
		c.text(22, y, r[0], fam.regular, 9, black)
		c.textAlign(188, y, r[1], fam.regular, 9, black, alignRight)
		c.line(22, y+1.8, 188, y+1.8, 0.1, rgb(210, 210, 210))
		y += 5.5
	}
	y += 6
	y = g.ptHistory(20, y, end, total, accent, fam) + 8
	c.paragraph(20, y, 170, "Pode reclamar dos valores faturados no prazo de 6 meses após a data de emissão, através da linha de apoio ao cliente ou do Livro de Reclamações. O serviço não é suspenso enquanto a reclamação escrita estiver pendente.", fam.regular, 8, 3.8, dark)

	// Footer.
	c.line(18, 270, 192, 270, 0.3, accent)
	c.text(20, 274.5, "ATCUD: "+g.fill("XXXXXXXX")+"-"+g.fill("9999999")+" · Processado por programa certificado n.º "+g.fill("9999")+"/AT", fam.regular, 7, dark)
	c.paragraph(20, 278.5, 170, co+" · Sede: "+joinAddr(seat)+" · Capital social "+amount(float64(10+g.r.IntN(90))*1e6, mEU)+" € · Matriculada na CRC de Lisboa · NIPC 50"+g.fill("9999999"), fam.regular, 7, 3.3, dark)
	return d
}

// ptHistory draws the bar chart of the last six bills ending with the
// month of end, as telecom bills print it, and returns the baseline
// below it.
func (g *gen) ptHistory(x, y float64, end time.Time, last float64, accent color.RGBA, fam family) float64 {
	c := g.c
	c.text(x, y, "Histórico de faturação (€)", fam.bold, 10, accent)
	base := y + 34
	for k := 0; k < 6; k++ {
		v := last
		if k < 5 {
			v = round2(last * (0.85 + g.r.Float64()*0.3))
		}
		h := v / (last * 1.2) * 24
		bx := x + 4 + float64(k)*26
		col := rgb(205, 210, 215)
		if k == 5 {
			col = accent
		}
		c.rect(bx, base-h, 14, h, col)
		c.textAlign(bx+7, base-h-1.5, amount(v, mEU), fam.regular, 7, black, alignCenter)
		m := monthStart(end).AddDate(0, k-5, 0).Month()
		c.textAlign(bx+7, base+4, abbr("pt", m), fam.regular, 7.5, rgb(70, 70, 70), alignCenter)
	}
	c.line(x, base, x+160, base, 0.3, rgb(120, 120, 120))
	return base + 6
}
