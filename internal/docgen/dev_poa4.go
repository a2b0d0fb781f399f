package docgen

import (
	"fmt"
	"image/color"
	"strings"
	"time"
)

// Bills of the dev split as proofs of address: a Swiss electricity bill
// with its QR-bill payment part, an Irish electricity or gas bill, a
// Belgian energy bill and a Canadian (Ontario or Quebec) hydro bill.

func init() {
	register(
		&layout{name: "poa_ch_stromrechnung", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaCHStromrechnung,
			source: "Swiss electricity bill of an Elektrizitätswerk or Stadtwerk in German or French with the QR-bill payment part: Empfangsschein and Zahlteil, 'Konto / Zahlbar an', 'Referenz', 'Zahlbar durch' / 'Payable par' (ubs.com 'QR-Rechnung Fragen und Antworten'; qrmodul.ch 'Begriffe der QR-Rechnung'; computerworld.ch on QR-IBAN and QR reference; ekzmicrosites.ch 'Rechnungserklärung Jahresrechnung')"},
		&layout{name: "poa_ie_electricity_bill", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaIEElectricityBill,
			source: "Irish electricity or gas bill: account number, invoice number, MPRN (11 digits) or GPRN (7 digits), DG and MCC codes, bill address, billing period, reading type, balance brought forward, total due, pay-by or Direct Debit date, remittance advice (electricireland.ie 'Understanding your Electricity Bill' and gas bill; selectra.ie 'Understanding utility bills'; sseairtricity.com 'How often do I receive a bill')"},
		&layout{name: "poa_be_energiefactuur", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaBEEnergiefactuur,
			source: "Belgian energy bill in Dutch or French: monthly bill on the real consumption or voorschotfactuur / facture d'acompte, klantnummer / numéro de client, EAN-code of 18 digits starting 54, leveringsadres / adresse de fourniture, vervaldag / échéance, gestructureerde mededeling / communication structurée (ores.be 'Uw EAN-code kennen'; totalenergies.be 'Qu'est-ce que le code EAN'; comparateur-energie.be 'code EAN'; eiw.vps005.visible.be on what a facture de régularisation must state)"},
		&layout{name: "poa_ca_hydro_bill", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaCAHydroBill,
			source: "Canadian electricity bill of an Ontario local hydro (account number, statement date, amount due, due date, service address, billing period with its days, HST, Ontario Electricity Rebate) or a Quebec distributor in French (numéro de client, période de consommation, adresse du lieu de consommation, TPS and TVQ, bordereau) (torontohydro.com sample bills; hydrooneremotes.ca 'Understanding your Bill'; hydroquebec.com 'Comprendre la facture' and 'Equalized Payments Plan Bill')"},
	)
}

// ---------------------------------------------------------------- CH

// poaCHStromrechnung is a Swiss utility's electricity bill for a quarter
// or two months, in German or French. The upper part is the letter: the
// utility's name and address, the customer's in the window (left or
// right, Swiss envelopes have both), a block with Kundennummer,
// Rechnungsnummer, Rechnungsdatum and the Messpunkt (33 characters from
// "CH"), the Verbrauchsperiode, the readings, the lines of energy, grid
// use, levies and MWST, the total in francs ("CHF 1'234.50") and
// "zahlbar bis". The lower 105 mm, when the customer does not pay by
// direct debit (LSV), is the QR-bill payment part: the receipt at the
// left and the payment part with the Swiss QR code, each naming the
// creditor ("Konto / Zahlbar an"), the reference and the debtor
// ("Zahlbar durch") with the customer's address.
func (g *gen) poaCHStromrechnung() *doc {
	fam := g.family()
	lang := "de"
	if g.chance(0.35) {
		lang = "fr"
	}
	fr := lang == "fr"
	type issuer struct{ name, short string }
	co := pick(g.r, []issuer{
		{"Elektrizitätswerk Seetal AG", "EW Seetal"}, {"Stadtwerk Limmattal", "Stadtwerk Limmattal"}, {"Energie Thurau AG", "Energie Thurau"},
	})
	if fr {
		co = pick(g.r, []issuer{
			{"Services Industriels de la Broye SA", "SI Broye"}, {"Énergies du Jorat SA", "Énergies du Jorat"}, {"Société Électrique du Val-de-Ruz", "SEVR"},
		})
	}
	caddr := g.chAddress(lang)
	given, sur := g.personName("DE")
	if fr {
		given, sur = g.personName("FR")
	}
	name := given + " " + sur
	salut := pick(g.r, []string{"Herr", "Frau"})
	if fr {
		salut = pick(g.r, []string{"Monsieur", "Madame"})
	}
	addr := g.chAddress(lang)
	months := pick(g.r, []int{2, 3, 3})
	_, end, issued := g.billPeriod(months)
	start := monthStart(end).AddDate(0, 1-months, 0)
	due := issued.AddDate(0, 0, 30)
	long := g.chance(0.3)
	fd := func(t time.Time) string {
		if long {
			return fmtDate(t, dsLong, lang)
		}
		return fmtDate(t, dsDots, lang)
	}
	d := &doc{trueType: TypeProofOfAddress, lang: lang, font: fam,
		description: "Synthetic Swiss electricity bill",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, salut+" "+name, strings.ToUpper(name), stripMarks(name)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co.name, KindText, co.short, stripMarks(co.name)),
			"issuer_address":         addrField(caddr),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "the Verbrauchsperiode is the period billed; the QR payment part names the customer again as the debtor"
	d.page = g.newPage(210, 297, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(200, 16, 46), rgb(0, 90, 160), rgb(0, 130, 80), rgb(230, 120, 0)})
	lsv := g.chance(0.25)

	// The letterhead and the window on opposite sides.
	winRight := g.chance(0.6)
	hx, ha, wx, kx := 20.0, alignLeft, 118.0, 20.0
	if !winRight {
		hx, ha, wx, kx = 190.0, alignRight, 22.0, 118.0
	}
	c.textAlign(hx, 20, co.short, fam.bold, 16, accent, ha)
	c.textAlign(hx, 26, co.name, fam.regular, 8, rgb(60, 60, 60), ha)
	c.textAlign(hx, 30, joinAddr(caddr), fam.regular, 8, rgb(60, 60, 60), ha)
	c.textAlign(hx, 34, "Tel. 0"+g.fill("99 999 99 99"), fam.regular, 8, rgb(60, 60, 60), ha)
	sender := co.short + ", " + caddr[1]
	win := append([]string{salut, name}, addr...)
	if g.chance(0.5) {
		win = append([]string{salut + " " + name}, addr...)
	}
	g.window(wx, 52, sender, win, fam, 10, false)

	// The reference block.
	klabel, nlabel, dlabel, mlabel := "Kundennummer", "Rechnungsnummer", "Rechnungsdatum", pick(g.r, []string{"Messpunkt", "Zählpunkt"})
	if fr {
		klabel, nlabel, dlabel, mlabel = "N° client", "N° de facture", "Date de facture", pick(g.r, []string{"Point de mesure", "N° point de mesure"})
	}
	mp := "CH" + g.fill("1001") + "0" + strings.Repeat("0", 12) + g.fill("999999999999999")
	ky := 44.0
	if winRight {
		ky = 48
	}
	g.kv(kx, ky, [][2]string{
		{klabel, g.fill("999 999")},
		{nlabel, g.fill("99 999 999")},
		{dlabel, fd(issued)},
	}, kvOpts{style: kvLeft, col: 32, fam: fam, size: 8.5})

	// Title and period.
	y := 88.0
	title, plabel := "Rechnung Elektrizität", pick(g.r, []string{"Verbrauchsperiode", "Abrechnungsperiode"})
	if fr {
		title, plabel = "Facture d'électricité", "Période de consommation"
	}
	c.text(20, y, title, fam.bold, 14, black)
	y += 7
	sep := " – "
	if fr {
		c.text(20, y, plabel+" du "+fd(start)+" au "+fd(end), fam.regular, 9.5, black)
	} else {
		c.text(20, y, plabel+": "+fd(start)+sep+fd(end), fam.regular, 9.5, black)
	}
	y += 5
	c.text(20, y, mlabel+" "+mp+" · "+joinAddr(addr), fam.regular, 7.5, rgb(70, 70, 70))
	y += 8

	// The lines of the bill.
	ht := 300 + g.r.IntN(900)
	nt := 150 + g.r.IntN(600)
	rows := [][3]string{
		{"Energie Hochtarif", fmt.Sprintf("%d kWh", ht), ""},
		{"Energie Niedertarif", fmt.Sprintf("%d kWh", nt), ""},
		{"Netznutzung", fmt.Sprintf("%d kWh", ht+nt), ""},
		{"Abgaben an das Gemeinwesen", fmt.Sprintf("%d kWh", ht+nt), ""},
		{"Netzzuschlag Bund", fmt.Sprintf("%d kWh", ht+nt), ""},
	}
	if fr {
		rows[0][0], rows[1][0], rows[2][0], rows[3][0], rows[4][0] = "Énergie tarif haut", "Énergie tarif bas", "Utilisation du réseau", "Redevances aux collectivités", "Supplément réseau fédéral"
	}
	prices := []float64{0.145, 0.112, 0.108, 0.012, 0.023}
	net := 0.0
	cols := []column{{"", 20, alignLeft}, {"", 120, alignRight}, {"CHF", 188, alignRight}}
	for i, r := range rows {
		q := float64(ht + nt)
		switch i {
		case 0:
			q = float64(ht)
		case 1:
			q = float64(nt)
		}
		v := q * prices[i]
		net += v
		g.tableRow(y, cols, []string{r[0], r[1], chAmount(v)}, fam.regular, 9, black)
		c.line(20, y+1.6, 190, y+1.6, 0.1, rgb(210, 210, 210))
		y += 5.5
	}
	vat := net * 0.081
	total := net + vat
	vlabel, tlabel, dueLabel := "MWST 8.1 %", "Rechnungsbetrag", "Zahlbar bis"
	if fr {
		vlabel, tlabel, dueLabel = "TVA 8,1 %", "Montant de la facture", "Payable jusqu'au"
	}
	g.tableRow(y, cols, []string{vlabel, "", chAmount(vat)}, fam.regular, 9, black)
	y += 7
	c.text(20, y, tlabel, fam.bold, 10.5, black)
	c.textAlign(188, y, "CHF "+chAmount(total), fam.bold, 10.5, black, alignRight)
	y += 7
	if lsv {
		msg := "Der Betrag wird Ihrem Konto per LSV am " + fd(due) + " belastet."
		if fr {
			msg = "Le montant sera débité de votre compte par LSV le " + fd(due) + "."
		}
		c.paragraph(20, y, 170, msg, fam.regular, 9, 4, black)
	} else {
		c.text(20, y, dueLabel+" "+fd(due), fam.bold, 9.5, accent)
	}
	legal := co.name + " · " + joinAddr(caddr) + " · CHE-" + g.fill("999.999.999") + " MWST"
	if fr {
		legal = co.name + " · " + joinAddr(caddr) + " · CHE-" + g.fill("999.999.999") + " TVA"
	}
	if lsv {
		c.line(20, 280, 190, 280, 0.2, rgb(150, 150, 150))
		c.text(20, 285, legal, fam.regular, 6.5, rgb(90, 90, 90))
		return d
	}
	c.text(20, 186, legal, fam.regular, 6.5, rgb(90, 90, 90))

	// The payment part: a dashed perforation, the receipt (62 mm) and the
	// payment part.
	for x := 0.0; x < 210; x += 3 {
		c.line(x, 192, x+1.6, 192, 0.2, black)
	}
	for yy := 192.0; yy < 297; yy += 3 {
		c.line(62, yy, 62, yy+1.6, 0.2, black)
	}
	iban := g.chQRIBAN()
	refRaw, refPrinted := g.chQRReference()
	cst, cnum := splitStreet(caddr[0])
	cpc, ctown := splitTown(caddr[1])
	dst, dnum := splitStreet(addr[0])
	dpc, dtown := splitTown(addr[1])
	msgText := "Rechnung " + fd(issued)
	if fr {
		msgText = "Facture du " + fd(issued)
	}
	payload := spcPayload(iban, [5]string{co.name, cst, cnum, cpc, ctown}, [5]string{name, dst, dnum, dpc, dtown}, total, refRaw, msgText)
	d.carried = append(d.carried, payload)
	l := map[string]string{"receipt": "Empfangsschein", "part": "Zahlteil", "account": "Konto / Zahlbar an", "ref": "Referenz", "info": "Zusätzliche Informationen", "by": "Zahlbar durch", "cur": "Währung", "amt": "Betrag", "accept": "Annahmestelle"}
	if fr {
		l = map[string]string{"receipt": "Récépissé", "part": "Section paiement", "account": "Compte / Payable à", "ref": "Référence", "info": "Informations supplémentaires", "by": "Payable par", "cur": "Monnaie", "amt": "Montant", "accept": "Point de dépôt"}
	}
	qrAmount := strings.ReplaceAll(amount(total, mEN), ",", " ")
	creditor := []string{groupFours(iban), co.name, caddr[0], caddr[1]}
	debtor := append([]string{name}, addr...)
	// Receipt.
	c.text(5, 200, l["receipt"], fam.bold, 11, black)
	ry := 206.0
	c.text(5, ry, l["account"], fam.bold, 6, black)
	ry = c.lines(5, ry+3.5, creditor, fam.regular, 8, 3.4, black) + 1
	c.text(5, ry, l["ref"], fam.bold, 6, black)
	c.text(5, ry+3.5, refPrinted, fam.regular, 8, black)
	ry += 8
	c.text(5, ry, l["by"], fam.bold, 6, black)
	c.lines(5, ry+3.5, debtor, fam.regular, 8, 3.4, black)
	c.text(5, 270, l["cur"], fam.bold, 6, black)
	c.text(18, 270, l["amt"], fam.bold, 6, black)
	c.text(5, 274, "CHF", fam.regular, 8, black)
	c.text(18, 274, qrAmount, fam.regular, 8, black)
	c.textAlign(57, 285, l["accept"], fam.bold, 6, black, alignRight)
	// Payment part.
	c.text(67, 200, l["part"], fam.bold, 11, black)
	if err := g.swissQR(67, 209, 46, payload); err != nil {
		panic(err) // the payload always fits: a few hundred bytes
	}
	c.text(67, 270, l["cur"], fam.bold, 8, black)
	c.text(82, 270, l["amt"], fam.bold, 8, black)
	c.text(67, 275, "CHF", fam.regular, 10, black)
	c.text(82, 275, qrAmount, fam.regular, 10, black)
	py := 200.0
	c.text(118, py, l["account"], fam.bold, 8, black)
	py = c.lines(118, py+4, creditor, fam.regular, 10, 4, black) + 1.5
	c.text(118, py, l["ref"], fam.bold, 8, black)
	c.text(118, py+4, refPrinted, fam.regular, 10, black)
	py += 10
	c.text(118, py, l["info"], fam.bold, 8, black)
	c.text(118, py+4, msgText, fam.regular, 10, black)
	py += 10
	c.text(118, py, l["by"], fam.bold, 8, black)
	c.lines(118, py+4, debtor, fam.regular, 10, 4, black)
	return d
}

// ---------------------------------------------------------------- IE

// poaIEElectricityBill is an Irish supplier's electricity or gas bill,
// billed every two months on meter reads. The front: the logo with the
// numbers to ask about the bill and to report an emergency to the
// network, the account number, MPRN (eleven digits from 10) with the DG
// and MCC codes or the GPRN (seven digits), invoice number and date of
// issue, the bill address (and "This bill is for" with the supply address
// only when the two differ, which this layout does not draw), the billing
// period with the reading type, the summary from the balance brought
// forward to the total due and the pay-by or Direct Debit date, and at
// the foot the remittance advice. Dates as "12 Jan 26" or "12 Jan 2026".
func (g *gen) poaIEElectricityBill() *doc {
	fam := g.family()
	gas := g.chance(0.3)
	co := pick(g.r, []struct{ name, short string }{
		{"Shannonside Energy DAC", "Shannonside Energy"}, {"Atlantic Home Energy Ltd", "Atlantic Home Energy"}, {"Liffey Gas & Power Ltd", "Liffey Gas & Power"},
	})
	caddr := g.address("IE")
	given, sur := g.personName("IE")
	name := given + " " + sur
	title := pick(g.r, []string{"", "Mr", "Ms", "Mrs"})
	shown := name
	if title != "" {
		shown = title + " " + name
	}
	addr := g.address("IE")
	end := g.pastPeriodEnd()
	start := end.AddDate(0, 0, -(56 + g.r.IntN(7)))
	if g.chance(0.3) {
		start = end.AddDate(0, -1, 1)
	}
	issued := end.AddDate(0, 0, 1+g.r.IntN(5))
	due := issued.AddDate(0, 0, 14)
	twoDigit := g.chance(0.5)
	fd := func(t time.Time) string {
		if twoDigit {
			return fmt.Sprintf("%02d %s %02d", t.Day(), t.Month().String()[:3], t.Year()%100)
		}
		return shortDate(t, true)
	}
	d := &doc{trueType: TypeProofOfAddress, lang: "en", font: fam,
		description: "Synthetic Irish electricity or gas bill",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, shown, strings.ToUpper(name), stripMarks(name)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co.name, KindText, co.short),
			"issuer_address":         addrField(caddr),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "the billing period runs between meter reads; the Direct Debit or pay-by date comes fourteen days after the date of issue"
	d.page = g.newPage(210, 297, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(0, 120, 90), rgb(110, 40, 130), rgb(0, 85, 150)})
	what := "electricity"
	if gas {
		what = "gas"
	}

	// Logo, contact numbers and the account box.
	c.text(18, 22, co.short, fam.bold, 17, accent)
	c.text(18, 28, "To ask about this bill call 1800 "+g.fill("999 999"), fam.regular, 8, rgb(70, 70, 70))
	emerg := "Emergencies: ESB Networks 1800 372 999"
	if gas {
		emerg = "Gas emergencies: Gas Networks Ireland 1800 20 50 50"
	}
	c.text(18, 32, emerg, fam.regular, 8, rgb(70, 70, 70))
	acct := g.fill("9999999999")
	ref := [][2]string{{"Account Number", acct}}
	if gas {
		ref = append(ref, [2]string{"GPRN", g.fill("9999999")})
	} else {
		ref = append(ref, [2]string{"MPRN", "10" + g.fill("999999999")}, [2]string{"DG / MCC", pick(g.r, []string{"DG1 / MCC01", "DG2 / MCC01", "DG1 / MCC02"})})
	}
	ref = append(ref, [2]string{pick(g.r, []string{"Invoice Number", "Bill Number"}), g.fill("999999999")},
		[2]string{pick(g.r, []string{"Date of Issue", "Bill Date"}), fd(issued)})
	c.rect(118, 12, 76, 36, rgb(240, 244, 242))
	g.kv(121, 18, ref, kvOpts{style: kvLeft, col: 30, fam: fam, size: 8.5, valueBold: true})

	// Bill address.
	g.window(22, 58, "", append([]string{shown}, addr...), fam, 10, g.chance(0.4))

	// Title, period, reading.
	y := 96.0
	c.text(18, y, "Your "+what+" bill", fam.bold, 15, accent)
	y += 7
	c.text(18, y, "Billing Period: "+fd(start)+" - "+fd(end), fam.bold, 9.5, black)
	y += 5
	c.text(18, y, "Reading type: "+pick(g.r, []string{"We read your meter", "We estimated your usage", "You read your meter"}), fam.regular, 9, black)
	y += 10

	// Summary.
	units := 400 + g.r.IntN(900)
	rate := 0.36
	standing := float64(int(end.Sub(start).Hours()/24)+1) * 0.7
	pso := 0.0
	if !gas {
		pso = 2.5
	}
	netCharges := float64(units)*rate + standing + pso
	vat := netCharges * 0.09
	total := netCharges + vat
	prev := total * (0.8 + g.r.Float64()*0.4)
	c.text(18, y, "Bill Summary", fam.bold, 11, accent)
	c.line(18, y+1.5, 192, y+1.5, 0.3, accent)
	y += 7
	sum := [][2]string{
		{"Balance brought forward", "€" + amount(prev, mEN)},
		{"Payments received - thank you", "-€" + amount(prev, mEN)},
		{fmt.Sprintf("Units used (%d kWh @ €%.4f)", units, rate), "€" + amount(float64(units)*rate, mEN)},
		{"Standing charge", "€" + amount(standing, mEN)},
	}
	if !gas {
		sum = append(sum, [2]string{"PSO levy", "€" + amount(pso, mEN)})
	} else {
		sum = append(sum, [2]string{"Carbon tax", "€0.00"})
	}
	sum = append(sum, [2]string{"VAT @ 9%", "€" + amount(vat, mEN)})
	for _, r := range sum {
		c.text(20, y, r[0], fam.regular, 9, black)
		c.textAlign(190, y, r[1], fam.regular, 9, black, alignRight)
		y += 5
	}
	c.line(18, y-2.5, 192, y-2.5, 0.2, rgb(150, 150, 150))
	c.text(20, y+2, "Total Due", fam.bold, 10.5, black)
	c.textAlign(190, y+2, "€"+amount(total, mEN), fam.bold, 10.5, black, alignRight)
	y += 10
	dd := g.chance(0.55)
	if dd {
		c.paragraph(18, y, 174, "This amount will be collected by Direct Debit from your bank account on or after "+fd(due)+".", fam.regular, 9, 4, black)
	} else {
		c.text(18, y, "Pay by "+fd(due), fam.bold, 10, accent)
	}
	c.paragraph(18, 196, 174, co.name+", "+joinAddr(caddr)+". Registered in Ireland No. "+g.fill("999999")+". VAT No. IE"+g.fill("9999999")+"A.", fam.regular, 7, 3.2, rgb(90, 90, 90))

	// Remittance advice.
	for x := 10.0; x < 200; x += 3 {
		c.line(x, 214, x+1.6, 214, 0.2, rgb(100, 100, 100))
	}
	c.text(18, 222, "Remittance Advice", fam.bold, 10, black)
	g.kv(18, 229, [][2]string{{"Account Number", acct}, {"Amount Due", "€" + amount(total, mEN)}, {"Pay by", fd(due)}}, kvOpts{style: kvLeft, col: 30, fam: fam, size: 8.5})
	if !dd {
		c.lines(18, 250, append([]string{shown}, addr...), fam.regular, 8.5, 3.8, black)
	}
	c.text(112, 229, "Pay online, by phone, at An Post or any", fam.regular, 8, black)
	c.text(112, 233, "PayPoint outlet with the barcode below.", fam.regular, 8, black)
	for i := range 40 {
		w := 0.3 + float64(g.r.IntN(3))*0.3
		c.rect(112+float64(i)*1.9, 240, w, 12, black)
	}
	c.text(112, 257, acct+" "+g.fill("9999"), monoFamilies[0].regular, 8, black)
	return d
}

// ---------------------------------------------------------------- BE

// poaBEEnergiefactuur is a Belgian supplier's electricity (and gas) bill
// in Dutch or French. Customers with a digital meter may get a monthly
// bill on their real consumption ("maandfactuur" / "facture mensuelle"),
// the others an advance bill ("voorschotfactuur" / "facture d'acompte")
// for the month to come and a settlement once a year. The front: the
// supplier's logo, the customer in the window (right, as Belgian
// envelopes have it, or left), a block with klantnummer, factuurnummer,
// factuurdatum and vervaldag, the leveringsadres with the EAN-codes
// (18 digits from 54), the period of a monthly bill, the amount and the
// payment by transfer with the gestructureerde mededeling
// "+++123/4567/89012+++" or by domiciliëring.
func (g *gen) poaBEEnergiefactuur() *doc {
	fam := g.family()
	lang := "nl"
	if g.chance(0.4) {
		lang = "fr"
	}
	fr := lang == "fr"
	co := pick(g.r, []struct{ name, short string }{{"Scheldestroom NV", "Scheldestroom"}, {"Kempen Energie nv", "Kempen Energie"}})
	if fr {
		co = pick(g.r, []struct{ name, short string }{{"Énergie de Meuse SA", "Énergie de Meuse"}, {"Ardenne Power SA", "Ardenne Power"}})
	}
	caddr := g.beAddress(lang)
	given, sur := g.personName("NL")
	if fr {
		given, sur = g.personName("BE")
	}
	name := given + " " + sur
	addr := g.beAddress(lang)
	advance := g.chance(0.4)
	var start, end, issued time.Time
	if advance {
		end = g.pastPeriodEnd()
		start = monthStart(end)
		end = monthEnd(start)
		issued = start.AddDate(0, 0, -(8 + g.r.IntN(10)))
	} else {
		start, end, issued = g.billPeriod(1)
	}
	due := issued.AddDate(0, 0, 15)
	style := pick(g.r, []dateStyle{dsSlash, dsSlash, dsLong, dsDots})
	fd := func(t time.Time) string { return fmtDate(t, style, lang) }
	periodStart, periodEnd := dateField(start), dateField(end)
	if advance {
		periodStart, periodEnd = null(KindDate), null(KindDate)
	}
	d := &doc{trueType: TypeProofOfAddress, lang: lang, font: fam,
		description: "Synthetic Belgian energy bill",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, strings.ToUpper(name), sur+" "+given, strings.ToUpper(sur)+" "+given, stripMarks(name)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co.name, KindText, co.short, stripMarks(co.name)),
			"issuer_address":         addrField(caddr),
			"document_date":          dateField(issued),
			"statement_period_start": periodStart,
			"statement_period_end":   periodEnd,
		}}
	d.notes = "a monthly bill settles the month's real consumption; an advance bill asks for the month to come and settles no period"
	d.page = g.newPage(210, 297, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(0, 150, 200), rgb(20, 130, 60), rgb(240, 100, 0), rgb(120, 30, 90)})

	// Logo and window.
	winRight := g.chance(0.65)
	lx, la, wx, kx := 20.0, alignLeft, 112.0, 20.0
	if !winRight {
		lx, la, wx, kx = 190.0, alignRight, 22.0, 120.0
	}
	c.textAlign(lx, 22, co.short, fam.bold, 18, accent, la)
	shownName := name
	if g.chance(0.5) {
		shownName = strings.ToUpper(sur) + " " + given
	}
	g.window(wx, 52, "", append([]string{shownName}, addr...), fam, 10, false)

	// The reference block.
	labels := []string{"Klantnummer", "Factuurnummer", "Factuurdatum", "Vervaldag"}
	if fr {
		labels = []string{"Numéro de client", "Numéro de facture", "Date de facture", "Échéance"}
	}
	g.kv(kx, 36, [][2]string{
		{labels[0], g.fill("9999999999")}, {labels[1], g.fill("999999999999")}, {labels[2], fd(issued)}, {labels[3], fd(due)},
	}, kvOpts{style: pick(g.r, []kvStyle{kvLeft, kvColon}), col: 32, fam: fam, size: 8.5})

	// Title and period.
	y := 84.0
	var title string
	switch {
	case advance && fr:
		title = "Facture d'acompte " + monthYear(start, "fr")
	case advance:
		title = "Voorschotfactuur " + monthYear(start, "nl")
	case fr:
		title = "Facture mensuelle électricité"
	default:
		title = "Maandfactuur elektriciteit"
	}
	c.text(20, y, title, fam.bold, 14, accent)
	y += 7
	if !advance {
		p := "Periode van " + fd(start) + " tot " + fd(end)
		if fr {
			p = "Période du " + fd(start) + " au " + fd(end)
		}
		c.text(20, y, p, fam.regular, 9.5, black)
		y += 7
	}
	supply := [][2]string{{"Leveringsadres", joinAddr(addr)}, {"EAN-code elektriciteit", gs1Check("5414" + g.fill("9999999999999"))}}
	if fr {
		supply = [][2]string{{"Adresse de fourniture", joinAddr(addr)}, {"Code EAN électricité", gs1Check("5414" + g.fill("9999999999999"))}}
	}
	y = g.kv(20, y, supply, kvOpts{style: kvCells, col: 48, w: 170, fam: fam, size: 9}) + 4

	// Amounts.
	total := 50 + g.r.Float64()*180
	net := total / 1.06
	var rows []string
	switch {
	case advance && fr:
		rows = []string{"Acompte énergie", "Acompte réseau"}
	case advance:
		rows = []string{"Voorschot energie", "Voorschot netkosten"}
	case fr:
		rows = []string{"Énergie", "Frais de réseau", "Taxes et redevances"}
	default:
		rows = []string{"Energiekosten", "Netkosten", "Heffingen"}
	}
	rest := net
	for i, r := range rows {
		v := rest
		if i < len(rows)-1 {
			v = net * (0.55 - 0.2*float64(i))
		}
		rest -= v
		c.text(22, y, r, fam.regular, 9, black)
		c.textAlign(188, y, "€ "+amount(v, mEU), fam.regular, 9, black, alignRight)
		y += 5
	}
	vl, tl := "Btw 6%", "Te betalen"
	if fr {
		vl, tl = "TVA 6%", "Montant à payer"
	}
	c.text(22, y, vl, fam.regular, 9, black)
	c.textAlign(188, y, "€ "+amount(total-net, mEU), fam.regular, 9, black, alignRight)
	y += 7
	c.text(22, y, tl, fam.bold, 11, black)
	c.textAlign(188, y, "€ "+amount(total, mEU), fam.bold, 11, black, alignRight)
	y += 10

	// Payment.
	iban := g.beIBAN()
	if g.chance(0.4) {
		msg := "Dit bedrag wordt via domiciliëring van uw rekening gehaald."
		if fr {
			msg = "Ce montant sera prélevé par domiciliation."
		}
		c.paragraph(20, y, 170, msg, fam.regular, 9, 4, black)
	} else {
		pay := [][2]string{{"Rekeningnummer", iban + " (BIC " + pick(g.r, []string{"GEBABEBB", "KREDBEBB", "BBRUBEBB"}) + ")"}, {"Gestructureerde mededeling", g.beStructured()}}
		if fr {
			pay[0][0], pay[1][0] = "Compte", "Communication structurée"
		}
		g.kv(20, y, pay, kvOpts{style: kvLeft, col: 50, fam: fam, size: 9, valueBold: true})
	}
	c.line(20, 278, 190, 278, 0.2, rgb(150, 150, 150))
	ond := "Ondernemingsnummer"
	if fr {
		ond = "N° d'entreprise"
	}
	c.paragraph(20, 283, 170, co.name+" · "+joinAddr(caddr)+" · "+ond+" BE 0"+g.fill("999.999.999"), fam.regular, 6.5, 3, rgb(90, 90, 90))
	return d
}

// ---------------------------------------------------------------- CA

// poaCAHydroBill is a Canadian electricity bill. An Ontario local hydro
// (English): the account number large at the top left, the statement
// date, amount due and due date, the service address, the billing period
// from read date to read date with its days, the charges (electricity by
// time of use, delivery, regulatory, HST, the Ontario Electricity Rebate)
// and the payment stub with the mailing address. A Quebec distributor
// (French): numéro de client and de compte, date de la facture, the
// période de consommation "du 2026-01-10 au 2026-03-11 (61 jours)", the
// adresse du lieu de consommation, TPS and TVQ and a bordereau to return
// with the cheque. Ontario prints month names ("Mar 14, 2026"); Quebec
// ISO dates or "14 mars 2026".
func (g *gen) poaCAHydroBill() *doc {
	fam := g.family()
	lang := "en"
	if g.chance(0.4) {
		lang = "fr"
	}
	fr := lang == "fr"
	co := pick(g.r, []struct{ name, short string }{{"Credit River Hydro-Electric Inc.", "Credit River Hydro"}, {"Bayview Hydro Corporation", "Bayview Hydro"}})
	if fr {
		co = pick(g.r, []struct{ name, short string }{{"Hydro-Rivière-du-Nord", "Hydro-Rivière-du-Nord"}, {"Régie électrique de Val-des-Cèdres", "Électricité Val-des-Cèdres"}})
	}
	caddr := g.caAddress(lang)
	given, sur := g.personName("GB")
	if fr {
		given, sur = g.personName("FR")
	}
	name := given + " " + sur
	addr := g.caAddress(lang)
	end := g.pastPeriodEnd()
	var start time.Time
	if fr {
		start = end.AddDate(0, 0, -(58 + g.r.IntN(6)))
	} else {
		start = end.AddDate(0, 0, -(27 + g.r.IntN(6)))
	}
	days := int(end.Sub(start).Hours()/24) + 1
	issued := end.AddDate(0, 0, 2+g.r.IntN(5))
	due := issued.AddDate(0, 0, 20)
	style := g.r.IntN(3)
	fd := func(t time.Time) string {
		switch {
		case style == 0:
			return iso(t)
		case fr:
			return fmtDate(t, dsLong, "fr")
		case style == 1:
			return fmt.Sprintf("%s %d, %d", t.Month().String()[:3], t.Day(), t.Year())
		}
		return fmtDate(t, dsLong, "en-US")
	}
	d := &doc{trueType: TypeProofOfAddress, lang: lang, font: fam,
		description: "Synthetic Canadian electricity bill",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, strings.ToUpper(name), stripMarks(name)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co.name, KindText, co.short, stripMarks(co.name)),
			"issuer_address":         addrField(caddr),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "the billing period runs from read date to read date; the due date comes after the statement date"
	d.page = g.newPage(215.9, 279.4, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(0, 94, 184), rgb(0, 140, 120), rgb(210, 60, 20)})
	l := map[string]string{"acct": "Account Number", "date": pick(g.r, []string{"Statement Date", "Bill Date"}), "amt": "Amount Due", "due": "Due Date",
		"svc": "Service Address", "period": "Billing Period", "days": "days", "to": "to", "stub": "Please return this portion with your payment",
		"charges": "Your Electricity Charges", "total": "Total Amount Due"}
	if fr {
		l = map[string]string{"acct": "Numéro de client", "date": "Date de la facture", "amt": "Montant à payer", "due": "Date d'échéance",
			"svc": "Adresse du lieu de consommation", "period": "Période de consommation", "days": "jours", "to": "au", "stub": "Bordereau à retourner avec votre paiement",
			"charges": "Détail de la facture", "total": "Total à payer"}
	}
	acct := g.fill("9999999999")

	// Header: logo and the account box, or the account number first.
	c.text(16, 20, co.short, fam.bold, 16, accent)
	c.text(16, 25.5, joinAddr(caddr), fam.regular, 7.5, rgb(80, 80, 80))
	c.text(16, 35, l["acct"], fam.regular, 8, rgb(80, 80, 80))
	c.text(16, 42, acct, fam.bold, 15, black)
	total := 0.0
	var rows [][2]string
	kwh := 300 + g.r.IntN(700)
	if fr {
		kwh *= 2
		energy := float64(kwh) * 0.0738
		access := float64(days) * 0.46
		sub := energy + access
		tps, tvq := sub*0.05, sub*0.09975
		total = sub + tps + tvq
		rows = [][2]string{
			{fmt.Sprintf("Électricité (%d kWh)", kwh), amount(energy, mFR) + " $"},
			{fmt.Sprintf("Redevance d'abonnement (%d %s)", days, l["days"]), amount(access, mFR) + " $"},
			{"TPS 5 %", amount(tps, mFR) + " $"},
			{"TVQ 9,975 %", amount(tvq, mFR) + " $"},
		}
	} else {
		energy := float64(kwh) * 0.098
		delivery := 45 + g.r.Float64()*25
		reg := float64(kwh) * 0.006
		sub := energy + delivery + reg
		hst := sub * 0.13
		oer := -sub * 0.131
		total = sub + hst + oer
		rows = [][2]string{
			{fmt.Sprintf("Electricity (%d kWh, Time-of-Use)", kwh), "$" + amount(energy, mEN)},
			{"Delivery", "$" + amount(delivery, mEN)},
			{"Regulatory", "$" + amount(reg, mEN)},
			{"HST 13%", "$" + amount(hst, mEN)},
			{"Ontario Electricity Rebate", "-$" + amount(-oer, mEN)},
		}
	}
	money := func(v float64) string {
		if fr {
			return amount(v, mFR) + " $"
		}
		return "$" + amount(v, mEN)
	}
	g.kv(122, 16, [][2]string{
		{l["date"], fd(issued)}, {l["amt"], money(total)}, {l["due"], fd(due)},
	}, kvOpts{style: kvCells, col: 36, w: 78, fam: fam, size: 9, valueBold: true})

	// Service address and period.
	y := 58.0
	svc := [][2]string{{l["svc"], strings.Join(addr, "\n")}, {l["period"], fmt.Sprintf("%s %s %s (%d %s)", fd(start), l["to"], fd(end), days, l["days"])}}
	if fr {
		svc[1][1] = fmt.Sprintf("du %s au %s (%d %s)", fd(start), fd(end), days, l["days"])
		svc = append(svc, [2]string{"Numéro de compte", g.fill("9999 9999 9999")})
	} else {
		svc = append(svc, [2]string{"Meter Number", g.fill("A9999999")})
	}
	y = g.kv(16, y, svc, kvOpts{style: kvLeft, col: 52, fam: fam, size: 9}) + 6

	// Charges.
	c.text(16, y, l["charges"], fam.bold, 11, accent)
	c.line(16, y+1.5, 200, y+1.5, 0.3, accent)
	y += 7
	for _, r := range rows {
		c.text(18, y, r[0], fam.regular, 9, black)
		c.textAlign(198, y, r[1], fam.regular, 9, black, alignRight)
		y += 5
	}
	c.text(18, y+2, l["total"], fam.bold, 10, black)
	c.textAlign(198, y+2, money(total), fam.bold, 10, black, alignRight)
	y += 12
	if g.chance(0.5) {
		msg := "Pre-authorized payment: the amount due will be withdrawn from your bank account on the due date."
		if fr {
			msg = "Paiements préautorisés : le montant sera prélevé de votre compte à la date d'échéance."
		}
		c.paragraph(16, y, 184, msg, fam.regular, 8.5, 3.8, rgb(60, 60, 60))
	}

	// The stub with the mailing address.
	for x := 8.0; x < 208; x += 3 {
		c.line(x, 205, x+1.6, 205, 0.2, rgb(100, 100, 100))
	}
	c.text(16, 212, l["stub"], fam.regular, 7.5, rgb(80, 80, 80))
	g.window(22, 226, "", append([]string{strings.ToUpper(name)}, addr...), fam, 9.5, !fr)
	g.kv(122, 218, [][2]string{{l["acct"], acct}, {l["due"], fd(due)}, {l["amt"], money(total)}}, kvOpts{style: kvLeft, col: 34, fam: fam, size: 8.5})
	c.text(16, 268, acct+" "+g.fill("99999999")+" "+strings.ReplaceAll(fmt.Sprintf("%.2f", total), ".", ""), monoFamilies[0].regular, 9, black)
	return d
}
