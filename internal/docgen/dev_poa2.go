package docgen

import (
	"fmt"
	"image/color"
	"strings"
	"time"
)

// Bills of the dev split as proofs of address: a French energy bill, an
// Italian bolletta and a UK broadband and home phone bill.

func init() {
	register(
		&layout{name: "poa_fr_facture_energie", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaFRFactureEnergie,
			source: "French electricity/gas bill: référence client, numéro de contrat, PDL or PCE, lieu de consommation and adresse de facturation, période de consommation, date de prélèvement (arrêté du 18 avril 2012 as summarised by choisir.com 'Comment lire sa facture d'électricité'; comparateur-energies.com; lelynx.fr; fournisseur-energie.com 'Ma facture')"},
		&layout{name: "poa_it_bolletta", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaITBolletta,
			source: "Italian bolletta luce/gas, ARERA summary page: intestatario, codice cliente, codice fiscale, POD/PDR, indirizzo di fornitura vs recapito, bolletta n. del, periodo, totale da pagare, scadenza (lwgaseluce.it 'Guida alla lettura della bolletta della luce'; retesocialeattiva.it; sportelloluceegas.it; primeenergy.it)"},
		&layout{name: "poa_gb_broadband_bill", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaGBBroadband,
			source: "UK broadband and home phone bill: bill date, bill number, Direct Debit date, usage billed in arrears and the package billed a month in advance, VAT breakdown (gigaclear.com 'Understanding your bill'; virginmediabusiness.co.uk 'Understanding your bill'; help.shellenergy.co.uk on the first bill)"},
	)
}

// pastPeriodEnd draws the last day a bill covers: within the last eleven
// months and at least ten days before today, so that the bill is out.
func (g *gen) pastPeriodEnd() time.Time {
	return randDate(g.r, g.today.AddDate(0, -11, 0), g.today.AddDate(0, 0, -12))
}

// ---------------------------------------------------------------- FR

// poaFRFactureEnergie is a French supplier's electricity or gas bill.
// Its first page, as the guides describe it, carries the supplier's
// contacts (service client, dépannage of the network operator), "Vos
// références" (référence client, numéro de contrat or compte, the online
// identifier), the adresse de facturation in the envelope window, the
// invoice number and date, the consumption period ("Consommation du …
// au …", usually two months), the net à payer with the date of the direct
// debit, and "Votre contrat": titulaire, lieu de consommation (which may be
// written differently from the postal address), PDL (14 digits) or PCE,
// the offer and subscribed power. Taxes (accise, CTA, TVA) close the
// summary; the company's capital, RCS and registered office sit at the
// foot. The window is on the right and the letterhead on the left, or the
// other way round.
func (g *gen) poaFRFactureEnergie() *doc {
	fam := g.family()
	co := pick(g.r, []struct{ name, short string }{
		{"Énergies du Val de Loire SA", "Énergies du Val de Loire"},
		{"Provence Électricité & Gaz SAS", "Provence Électricité & Gaz"},
		{"Lumen Énergie SAS", "Lumen Énergie"},
		{"Alpes Courant Vert SA", "Alpes Courant Vert"},
	})
	caddr := g.address("FR")
	given, sur := g.personName("FR")
	name := given + " " + sur
	title := pick(g.r, []string{"M.", "Mme", "Monsieur", "Madame"})
	addr := g.address("FR")
	gas := g.chance(0.35)
	end := g.pastPeriodEnd()
	months := pick(g.r, []int{1, 2, 2})
	start := end.AddDate(0, -months, 1)
	issued := end.AddDate(0, 0, 1+g.r.IntN(7))
	debit := issued.AddDate(0, 0, 12+g.r.IntN(4))
	long := g.chance(0.5)
	fd := func(t time.Time) string {
		if long {
			return fmtDate(t, dsLong, "fr")
		}
		return fmtDate(t, dsSlash, "fr")
	}
	d := &doc{trueType: TypeProofOfAddress, lang: "fr", font: fam,
		description: "Synthetic French energy bill",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, title+" "+name, strings.ToUpper(name), stripMarks(name)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co.name, KindText, co.short, stripMarks(co.short)),
			"issuer_address":         addrField(caddr),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "the période de consommation is the period the bill covers; the prélèvement date comes after the bill's date"
	d.page = g.newPage(210, 297, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(0, 91, 150), rgb(0, 130, 90), rgb(230, 80, 30), rgb(80, 60, 150)})
	windowRight := g.chance(0.7)
	headX, winX := 16.0, 112.0
	if !windowRight {
		headX, winX = 118.0, 20.0
	}

	// Letterhead and contacts.
	c.ellipse(headX+6, 17, 6, 6, accent)
	c.ellipse(headX+6, 17, 3, 3, white)
	c.text(headX+15, 19, co.short, fam.bold, 13, accent)
	network := "Enedis"
	if gas {
		network = "GRDF"
	}
	c.lines(headX, 30, []string{
		"Service client : 09 " + g.fill("99 99 99 99") + " (appel non surtaxé)",
		"Dépannage " + network + " 24h/24 : 09 " + g.fill("99 99 99 99"),
		strings.ToLower(strings.NewReplacer(" ", "", "É", "e", "é", "e", "&", "", "'", "").Replace(co.short)) + ".fr",
	}, fam.regular, 7.5, 3.6, rgb(70, 70, 70))

	// Vos références, under the letterhead.
	ref := g.fill("9999999999")
	contract := g.fill("9999999999999")
	c.rect(headX, 44, 78, 5.5, accent)
	c.text(headX+2, 48, "Vos références", fam.bold, 8.5, white)
	g.kv(headX+2, 54, [][2]string{
		{"Référence client", ref},
		{pick(g.r, []string{"N° de contrat", "N° de compte"}), contract},
		{"Identifiant espace client", login(given, sur) + g.fill("99")},
	}, kvOpts{style: kvLeft, col: 38, fam: fam, size: 8, valueBold: true})

	// Adresse de facturation in the window.
	winLines := append([]string{title + " " + given + " " + strings.ToUpper(sur)}, upperLines(addr)...)
	g.window(winX, 52, co.short+" – TSA "+g.fill("99999")+" – "+g.fill("99999")+" "+strings.ToUpper(pick(g.r, []string{"Lille Cedex", "Lyon Cedex 03", "Nantes Cedex 9"})), winLines, fam, 10, false)

	// Invoice heading and the amount to pay.
	y := 86.0
	kind := "Facture d'électricité"
	if gas {
		kind = "Facture de gaz naturel"
	}
	c.text(16, y, kind, fam.bold, 15, accent)
	y += 7
	c.text(16, y, "Facture n° "+g.fill("99999999999")+" du "+fd(issued), fam.bold, 10, black)
	y += 5.5
	c.text(16, y, pick(g.r, []string{"Consommation du ", "Période de consommation : du "})+fd(start)+" au "+fd(end), fam.regular, 9.5, black)
	total := 45 + g.r.Float64()*160
	c.rect(130, 82, 64, 24, rgb(242, 244, 247))
	c.text(134, 89, "Montant TTC à payer", fam.regular, 8.5, rgb(60, 60, 60))
	c.text(134, 97, amount(total, mFR)+" €", fam.bold, 15, accent)
	c.text(134, 103, "Prélevé le "+fmtDate(debit, dsSlash, "fr"), fam.regular, 8, black)

	// Votre contrat.
	y += 12
	c.text(16, y, "Votre contrat", fam.bold, 11, accent)
	c.line(16, y+1.5, 194, y+1.5, 0.3, accent)
	y += 7
	site := addr[0] + " " + addr[1]
	point := [2]string{"Point de livraison (PDL)", g.fill("99999999999999")}
	offer := fmt.Sprintf("Offre Essentielle – option %s – %d kVA", pick(g.r, []string{"Base", "Heures creuses"}), pick(g.r, []int{6, 9, 12}))
	if gas {
		point = [2]string{"Point de comptage et d'estimation (PCE)", g.fill("GI999999")}
		offer = fmt.Sprintf("Gaz Sérénité – tarif %s – %s", pick(g.r, []string{"B0", "B1"}), pick(g.r, []string{"cuisson", "chauffage individuel"}))
	}
	y = g.kv(16, y, [][2]string{
		{"Titulaire du contrat", title + " " + name},
		{"Lieu de consommation", site},
		point,
		{"Offre souscrite", offer},
		{"Relève", pick(g.r, []string{"réelle (index transmis par le distributeur)", "estimée", "autorelevé"})},
	}, kvOpts{style: kvLeft, col: 62, fam: fam, size: 9}) + 5

	// Détail.
	c.text(16, y, "Détail de votre facture", fam.bold, 11, accent)
	c.line(16, y+1.5, 194, y+1.5, 0.3, accent)
	y += 7
	rows := []string{"Abonnement", "Consommation", "Accise sur l'électricité", "Contribution tarifaire d'acheminement (CTA)", "TVA à 5,5 %", "TVA à 20 %"}
	if gas {
		rows[2] = "Accise sur les gaz naturels"
	}
	for i, r := range rows {
		v := 2 + g.r.Float64()*30
		if i == 1 {
			v = total * 0.55
		}
		c.text(18, y, r, fam.regular, 9, black)
		c.textAlign(192, y, amount(v, mFR)+" €", fam.regular, 9, black, alignRight)
		y += 5
	}
	c.line(16, y-2.5, 194, y-2.5, 0.2, rgb(170, 170, 170))
	c.text(18, y+2, "Total TTC", fam.bold, 9.5, black)
	c.textAlign(192, y+2, amount(total, mFR)+" €", fam.bold, 9.5, black, alignRight)
	y += 10
	if g.chance(0.6) {
		c.paragraph(16, y, 178, "Votre prochaine facture sera établie vers le "+fmtDate(end.AddDate(0, months, 4), dsSlash, "fr")+". En cas de litige, vous pouvez saisir le Médiateur national de l'énergie (energie-mediateur.fr).", fam.regular, 7.5, 3.4, rgb(80, 80, 80))
	}
	_, siren := g.vatFR()
	c.line(16, 279, 194, 279, 0.2, rgb(150, 150, 150))
	c.paragraph(16, 283, 178, co.name+" au capital de "+amount(float64(1+g.r.IntN(90))*100000, mFR)+" € – RCS "+pick(g.r, []string{"Paris", "Lyon", "Nantes", "Marseille"})+" "+siren[:3]+" "+siren[3:6]+" "+siren[6:]+" – Siège social : "+joinAddr(caddr), fam.regular, 6.5, 3, rgb(90, 90, 90))
	return d
}

// login is the online identifier a supplier derives from a customer's
// name: the initial and the surname, lower case, without accents or spaces.
func login(given, sur string) string {
	s := strings.ToLower(stripMarks(given))[:1] + strings.ToLower(stripMarks(sur))
	return strings.NewReplacer(" ", "", "'", "", "-", "").Replace(s)
}

// ---------------------------------------------------------------- IT

// poaITBolletta is the first page of an Italian electricity or gas bill in
// the layout ARERA prescribes for the summary: the seller's logo and the
// market ("mercato libero") at the top, the customer data box (codice
// cliente, codice fiscale) on the right with the indirizzo di recapito
// under it, the indirizzo di fornitura at the top left, the central box
// with the bill number and date of issue, the billing period (one or two
// calendar months), the total to pay and the due date, the "sintesi degli
// importi fatturati" (materia energia, trasporto e gestione del
// contatore, oneri di sistema, imposte, IVA, canone RAI on power bills),
// and the supply data: POD (IT + 12-13 characters) or PDR, potenza
// impegnata, tipologia di cliente.
func (g *gen) poaITBolletta() *doc {
	fam := g.family()
	co := pick(g.r, []struct{ name, short string }{
		{"Luce e Gas Adriatica S.p.A.", "Luce e Gas Adriatica"},
		{"Energia Valpadana S.r.l.", "Energia Valpadana"},
		{"Tirreno Energia S.p.A.", "Tirreno Energia"},
		{"Sorgente Luce & Gas S.r.l.", "Sorgente Luce & Gas"},
	})
	caddr := g.address("IT")
	given, sur := g.personName("IT")
	name := given + " " + sur
	addr := g.address("IT")
	gas := g.chance(0.4)
	// The last month billed ended before the drawn day, so the bill is out.
	last := monthStart(g.pastPeriodEnd()).AddDate(0, -1, 0)
	months := pick(g.r, []int{1, 2, 2})
	start := last.AddDate(0, 1-months, 0)
	end := monthEnd(last)
	issued := end.AddDate(0, 0, 3+g.r.IntN(8))
	due := issued.AddDate(0, 0, 20)
	style := pick(g.r, []dateStyle{dsSlash, dsSlash, dsDots})
	fd := func(t time.Time) string { return fmtDate(t, style, "it") }
	sex := pick(g.r, []string{"M", "F"})
	cf := codiceFiscale(sur, given, randDate(g.r, day(1950, 1, 1), day(2000, 12, 31)), sex, pick(g.r, []string{"H501", "F205", "L219", "A944", "G273"}))
	upper := strings.ToUpper(sur + " " + given)
	d := &doc{trueType: TypeProofOfAddress, lang: "it", font: fam,
		description: "Synthetic Italian electricity or gas bill",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, upper, strings.ToUpper(name), stripMarks(name), stripMarks(upper)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co.name, KindText, co.short),
			"issuer_address":         addrField(caddr),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "the name is printed surname first; the periodo di fatturazione is the period the bill covers and the scadenza comes after the date of issue"
	d.page = g.newPage(210, 297, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(0, 105, 180), rgb(0, 140, 80), rgb(220, 120, 0), rgb(170, 30, 60)})

	// Logo, market and contacts at the top left.
	c.rect(16, 10, 10, 10, accent)
	c.rect(19, 13, 4, 4, white)
	c.text(29, 18, co.short, fam.bold, 13.5, accent)
	kind := "Bolletta luce"
	if gas {
		kind = "Bolletta gas"
	}
	c.text(16, 28, kind+" – Mercato libero", fam.bold, 10, black)
	c.lines(16, 33, []string{
		"Servizio clienti 800 " + g.fill("999 999") + " (gratuito)",
		"Pronto intervento distributore 800 " + g.fill("999 999"),
	}, fam.regular, 7.5, 3.5, rgb(70, 70, 70))
	c.text(16, 46, "Indirizzo di fornitura", fam.bold, 8, accent)
	c.lines(16, 50.5, addr, fam.regular, 8.5, 3.8, black)

	// Dati cliente and the indirizzo di recapito on the right.
	c.frame(112, 10, 82, 22, 0.4, accent)
	c.text(115, 15.5, "DATI CLIENTE", fam.bold, 8, accent)
	g.kv(115, 21, [][2]string{
		{"Codice cliente", g.fill("999999999")},
		{"Codice fiscale", cf},
	}, kvOpts{style: kvLeft, col: 28, fam: fam, size: 8.5, valueBold: true})
	g.window(115, 44, "", append([]string{upper}, upperLines(addr)...), fam, 9.5, false)

	// The central box.
	y := 68.0
	c.rect(16, y, 178, 38, rgb(241, 245, 249))
	c.rect(16, y, 3, 38, accent)
	num := fmt.Sprintf("%d%s", issued.Year()%100, g.fill("99999999"))
	c.text(23, y+7, "Bolletta n. "+num+" del "+fd(issued), fam.bold, 10, black)
	c.text(23, y+13, "Periodo di fatturazione: dal "+fd(start)+" al "+fd(end), fam.regular, 9.5, black)
	c.text(23, y+19, "Modalità di pagamento: "+pick(g.r, []string{"addebito diretto SEPA", "bollettino postale", "pagoPA"}), fam.regular, 8.5, rgb(60, 60, 60))
	c.text(23, y+25, "Situazione pagamenti: regolare", fam.regular, 8.5, rgb(60, 60, 60))
	total := 38 + g.r.Float64()*180
	c.textAlign(188, y+9, "TOTALE DA PAGARE", fam.bold, 8.5, accent, alignRight)
	c.textAlign(188, y+19, "€ "+amount(total, mEU), fam.bold, 17, black, alignRight)
	c.textAlign(188, y+27, "Scadenza "+fd(due), fam.bold, 9.5, black, alignRight)

	// Sintesi degli importi fatturati.
	y += 50
	c.text(16, y, "SINTESI DEGLI IMPORTI FATTURATI", fam.bold, 10, accent)
	y += 6
	rows := []string{"Spesa per la materia energia", "Spesa per il trasporto e la gestione del contatore", "Spesa per oneri di sistema", "Totale imposte e IVA"}
	if gas {
		rows[0] = "Spesa per la materia gas naturale"
	} else if g.chance(0.7) {
		rows = append(rows, "Canone di abbonamento alla televisione per uso privato")
	}
	for _, r := range rows {
		c.text(18, y, r, fam.regular, 9, black)
		c.textAlign(192, y, "€ "+amount(3+g.r.Float64()*60, mEU), fam.regular, 9, black, alignRight)
		c.line(16, y+1.8, 194, y+1.8, 0.1, rgb(210, 210, 210))
		y += 5.5
	}

	// Dati della fornitura.
	y += 8
	c.text(16, y, "DATI DELLA FORNITURA", fam.bold, 10, accent)
	y += 6
	supply := [][2]string{{"Intestatario", upper}}
	if gas {
		supply = append(supply,
			[2]string{"PDR", g.fill("99999999999999")},
			[2]string{"Consumo annuo", fmt.Sprintf("%d Smc", 300+g.r.IntN(1200))},
			[2]string{"Tipologia di cliente", "Domestico"})
	} else {
		supply = append(supply,
			[2]string{"POD", "IT001E" + g.fill("99999999")},
			[2]string{"Potenza impegnata", pick(g.r, []string{"3 kW", "4,5 kW", "6 kW"})},
			[2]string{"Tipologia di cliente", pick(g.r, []string{"Domestico residente", "Domestico non residente"})})
	}
	supply = append(supply, [2]string{"Offerta", pick(g.r, []string{"Prezzo Fisso 12 mesi", "Indicizzata PUN", "Placet Variabile"})})
	g.kv(16, y, supply, kvOpts{style: kvCells, col: 46, w: 178, fam: fam, size: 9})

	c.line(16, 280, 194, 280, 0.2, rgb(150, 150, 150))
	c.paragraph(16, 284, 178, co.name+" – Sede legale "+joinAddr(caddr)+" – Partita IVA "+g.vatIT()[2:]+" – Capitale sociale € "+amount(float64(1+g.r.IntN(50))*100000, mEU)+" i.v.", fam.regular, 6.5, 3, rgb(90, 90, 90))
	return d
}

// ---------------------------------------------------------------- GB

// poaGBBroadband is a UK broadband and home phone bill. The first page
// shows the customer's name and address with a unique bill number at the
// top, the bill date, the Direct Debit date, this month's charges, the
// balance from previous bills and the balance outstanding; the breakdown
// lists the package (broadband and line rental) billed a month in advance
// with its own dates, the calls outside the allowance for the bill period
// just ended, discounts, and the total before VAT, the VAT and the total.
// The window is at the left as UK envelopes have it; the logo sits at the
// top right or top left.
func (g *gen) poaGBBroadband() *doc {
	fam := g.family()
	co := pick(g.r, []struct{ name, short string }{
		{"Kestrel Fibre Ltd", "Kestrel Fibre"},
		{"Fenwire Broadband Limited", "Fenwire"},
		{"Brightline Telecom Ltd", "Brightline"},
		{"Moorland Networks Ltd", "Moorland Networks"},
	})
	caddr := g.address("GB")
	given, sur := g.personName("GB")
	name := given + " " + sur
	title := pick(g.r, []string{"Mr", "Mrs", "Ms", "Miss", ""})
	shown := name
	if title != "" {
		shown = title + " " + name
	}
	addr := g.address("GB")
	end := g.pastPeriodEnd()
	start := end.AddDate(0, -1, 1)
	issued := end.AddDate(0, 0, 1+g.r.IntN(3))
	ddDate := issued.AddDate(0, 0, 14)
	nextStart, nextEnd := end.AddDate(0, 0, 1), end.AddDate(0, 1, 0)
	longDates := g.chance(0.5)
	fd := func(t time.Time) string {
		if longDates {
			return fmtDate(t, dsLong, "en")
		}
		return shortDate(t, false)
	}
	d := &doc{trueType: TypeProofOfAddress, lang: "en", font: fam,
		description: "Synthetic UK broadband and home phone bill",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, shown, strings.ToUpper(name)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co.name, KindText, co.short),
			"issuer_address":         addrField(caddr),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "the bill period is the usage period just ended; the package line is charged in advance for the following month and is no period of this bill"
	d.page = g.newPage(210, 297, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(110, 30, 140), rgb(0, 120, 130), rgb(220, 0, 90), rgb(20, 70, 160)})
	logoX, align := 194.0, alignRight
	if g.chance(0.35) {
		logoX, align = 20.0, alignLeft
	}
	c.textAlign(logoX, 20, strings.ToLower(co.short), fam.bold, 20, accent, align)
	c.textAlign(logoX, 26, "Bill number "+g.fill("B99999999"), fam.regular, 8, rgb(80, 80, 80), align)

	g.window(20, 50, "", append([]string{shown}, addr...), fam, 10, g.chance(0.4))

	// Bill summary on the right.
	acct := g.fill("AC99999999")
	total := 25 + g.r.Float64()*60
	previous := total * (0.9 + g.r.Float64()*0.2)
	c.rect(100, 40, 94, 50, rgb(246, 244, 249))
	c.text(104, 47, "Your bill summary", fam.bold, 11, accent)
	g.kv(104, 54, [][2]string{
		{"Account number", acct},
		{"Your bill date", fd(issued)},
		{"Bill period", fd(start) + " to " + fd(end)},
		{"Balance from previous bill", "£" + amount(previous, mEN)},
		{"Payment received – thank you", "-£" + amount(previous, mEN)},
		{"Total charges this month", "£" + amount(total, mEN)},
	}, kvOpts{style: kvLeft, col: 42, fam: fam, size: 8, valueBold: true})
	c.text(104, 87, "Balance outstanding  £"+amount(total, mEN), fam.bold, 10, black)

	y := 104.0
	c.paragraph(20, y, 172, fmt.Sprintf("We'll take £%s by Direct Debit on or just after %s. You don't need to do anything.", amount(total, mEN), fd(ddDate)), fam.regular, 9.5, 4.4, black)
	y += 14
	c.text(20, y, "Your bill breakdown", fam.bold, 12, accent)
	y += 7
	cols := []column{{"Description", 20, alignLeft}, {"Period", 110, alignLeft}, {"Amount", 192, alignRight}}
	c.rect(18, y-4.5, 176, 6.5, accent)
	for _, cl := range cols {
		c.textAlign(cl.x, y, cl.head, fam.bold, 8.5, white, cl.align)
	}
	y += 7
	pkg := pick(g.r, []string{"Full Fibre 150 broadband", "Full Fibre 500 broadband", "Superfast Fibre 67 broadband"})
	net := total / 1.2
	calls := 0.4 + g.r.Float64()*4
	disc := 3 + float64(g.r.IntN(3))
	lines := [][]string{
		{pkg + " (in advance)", shortDate(nextStart, false) + " – " + shortDate(nextEnd, false), amount(net-calls+disc, mEN)},
		{"Home phone line – Anytime calls plan", shortDate(nextStart, false) + " – " + shortDate(nextEnd, false), "0.00"},
		{"Calls outside your plan", shortDate(start, false) + " – " + shortDate(end, false), amount(calls, mEN)},
		{"Loyalty discount", "", "-" + amount(disc, mEN)},
	}
	for _, l := range lines {
		g.tableRow(y, cols, l, fam.regular, 8.5, black)
		c.line(18, y+1.8, 194, y+1.8, 0.1, rgb(215, 215, 215))
		y += 5.5
	}
	y += 2
	for _, r := range [][2]string{{"Total before VAT", amount(net, mEN)}, {"VAT at 20%", amount(total-net, mEN)}, {"Total", "£" + amount(total, mEN)}} {
		c.text(130, y, r[0], fam.bold, 9, black)
		c.textAlign(192, y, r[1], fam.bold, 9, black, alignRight)
		y += 5
	}
	y += 6
	c.text(20, y, "Your phone number: 01632 960"+g.fill("999"), fam.regular, 9, black)
	y += 8
	if g.chance(0.6) {
		c.paragraph(20, y, 172, "Not happy with something? Call us free on 0800 "+g.fill("999 9999")+". If we can't sort it out within 8 weeks you can take your complaint to the Communications Ombudsman.", fam.regular, 8, 3.6, rgb(70, 70, 70))
	}
	c.line(18, 278, 194, 278, 0.2, rgb(160, 160, 160))
	c.paragraph(18, 282, 176, co.name+". Registered office: "+joinAddr(caddr)+". Registered in England and Wales no. "+g.fill("99999999")+". VAT no. "+g.gbVAT()+".", fam.regular, 6.5, 3, rgb(90, 90, 90))
	return d
}
