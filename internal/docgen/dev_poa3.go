package docgen

import (
	"fmt"
	"image/color"
	"strings"
	"time"
)

// Bills of the dev split as proofs of address: a Dutch energy or water
// nota, a Polish faktura VAT for electricity or gas, an Australian
// electricity or gas tax invoice and a US internet and phone statement.

func init() {
	register(
		&layout{name: "poa_nl_energienota", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaNLEnergienota, formats: pdfOnly,
			source: "Dutch energy maandfactuur or water kwartaalnota: voorblad with klantnummer, factuurnummer, factuurdatum, periode, leveringsadres and EAN-codes, termijnbedrag, specificatie on a following page (Richtlijn energierekening voor consumenten 2010, Energiekamer NMa, on docplayer.nl; essent.nl 'Uw jaarafrekening'; energiebesteding.com 'Factuur en incasso'; energiekamer.nl 'Energienota')"},
		&layout{name: "poa_pl_faktura_energia", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaPLFakturaEnergia,
			source: "Polish faktura VAT for electricity or gas (umowa kompleksowa): sprzedawca with NIP, nabywca 'Nazwisko, Imię', nr klienta, rozliczenie za okres, PPE address and code, grupa taryfowa, termin płatności, indywidualny numer konta (Energa Obrót faktura on scribd.com; polenergia-sprzedaz.pl 'Jak czytać fakturę za energię elektryczną'; dobryprad.pl on the PGE invoice; enbay.pl on the Energa invoice)"},
		&layout{name: "poa_au_electricity_bill", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaAUElectricityBill,
			source: "Australian electricity or gas tax invoice: retailer's ABN, account and invoice numbers, issue date, due date, supply address that may differ from the mailing address, NMI or MIRN, billing period with its number of days, BPAY and Post Billpay slip (globirdenergy.com.au, originenergy.com.au, electricityinabox.com.au, horizonpower.com.au, energylocals.com.au 'How to read your bill')"},
		&layout{name: "poa_us_telecom_bill", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaUSTelecomBill,
			source: "US cable internet and phone statement: account number, statement date, 'Service at' address, account summary with previous balance and payments, monthly services billed a month in advance, taxes and fees, detachable remittance coupon with 'Amount enclosed' (help.suddenlink.com 'Understanding your new bill'; enterprise.spectrum.com 'How do I read my bill statement'; norwoodma.gov broadband bill; support.newwavecom.com 'How to read your bill'; nextera.net/bill)"},
	)
}

// ---------------------------------------------------------------- NL

// poaNLEnergienota is a Dutch energy supplier's maandfactuur (a contract
// billed on the smart meter's readings after the month) or a waterbedrijf's
// kwartaalnota. The voorblad, as the Richtlijn energierekening wants it,
// carries what matters: the return address above the window, the
// customer's name and address, a block with klantnummer, factuurnummer,
// factuurdatum and the date the amount is collected or due, the period, the
// leveringsadres with the EAN-codes of the connections, the total and the
// termijnbedrag or next nota. A specificatie page (meter readings, prices
// per kWh, energiebelasting, BTW) follows on some. The logo sits top left
// or top right; the key-value block on the opposite side of the window.
func (g *gen) poaNLEnergienota() *doc {
	fam := g.family()
	water := g.chance(0.35)
	type issuer struct{ name, short, web string }
	co := pick(g.r, []issuer{
		{"Polderstroom Energie B.V.", "Polderstroom", "polderstroom.nl"},
		{"Zeeuwse Wind & Gas B.V.", "Zeeuwse Wind & Gas", "zeeuwsewind.nl"},
		{"Vonk Energie B.V.", "Vonk Energie", "vonkenergie.nl"},
	})
	if water {
		co = pick(g.r, []issuer{
			{"Waterbedrijf Duinstreek N.V.", "Waterbedrijf Duinstreek", "duinstreekwater.nl"},
			{"Vechtwater N.V.", "Vechtwater", "vechtwater.nl"},
		})
	}
	caddr := g.address("NL")
	given, sur := g.personName("NL")
	sur = nlSurname(sur)
	initials := g.chance(0.5)
	name := given + " " + sur
	if initials {
		name = string([]rune(given)[:1]) + ". " + sur
	}
	male := g.chance(0.5)
	salut := pick(g.r, []string{"De heer", "Dhr."})
	if !male {
		salut = pick(g.r, []string{"Mevrouw", "Mevr."})
	}
	addr := g.address("NL")
	months := 1
	if water {
		months = 3
	}
	start, end, issued := g.billPeriod(months)
	longDates := g.chance(0.5)
	fd := func(t time.Time) string {
		if longDates {
			return fmtDate(t, dsLong, "nl")
		}
		return fmtDate(t, dsDash, "nl")
	}
	direct := g.chance(0.6)
	due := issued.AddDate(0, 0, 14)
	d := &doc{trueType: TypeProofOfAddress, lang: "nl", font: fam,
		description: "Synthetic Dutch energy or water bill",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, salut+" "+name, strings.ToUpper(name)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co.name, KindText, co.short),
			"issuer_address":         addrField(caddr),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "the periode is the month or quarter billed; the termijnbedrag or the next nota is for a period still to come"
	p1 := g.newPage(210, 297, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(0, 110, 180), rgb(230, 90, 20), rgb(0, 140, 110), rgb(90, 40, 130)})
	logoRight := g.chance(0.5)

	// Logo and contacts.
	lx, la := 20.0, alignLeft
	if logoRight {
		lx, la = 190.0, alignRight
	}
	c.textAlign(lx, 22, co.short, fam.bold, 17, accent, la)
	c.textAlign(lx, 28, co.web+" · Klantenservice 088 "+g.fill("999 99 99"), fam.regular, 7.5, rgb(80, 80, 80), la)

	// The window at the left with the return address above it.
	post := fmt.Sprintf("Postbus %d", 100+g.r.IntN(9000))
	winLines := []string{salut + " " + name, addr[0], strings.ToUpper(addr[1])}
	g.window(22, 52, "Retouradres: "+post+", "+caddr[1], winLines, fam, 10, false)

	// The reference block on the right.
	klant := g.fill("9999999999")
	num := g.fill("99999999")
	refs := [][2]string{
		{pick(g.r, []string{"Klantnummer", "Uw klantnummer", "Relatienummer"}), klant},
		{pick(g.r, []string{"Factuurnummer", "Notanummer"}), num},
		{pick(g.r, []string{"Factuurdatum", "Datum"}), fd(issued)},
	}
	if !direct {
		refs = append(refs, [2]string{"Vervaldatum", fd(due)})
	}
	g.kv(118, 48, refs, kvOpts{style: kvLeft, col: 32, fam: fam, size: 8.5, valueBold: true})

	// Heading and the period.
	y := 88.0
	title := "Uw maandfactuur " + monthYear(start, "nl")
	if water {
		title = pick(g.r, []string{"Nota drinkwater", "Uw kwartaalnota water"})
	}
	c.text(22, y, title, fam.bold, 15, accent)
	y += 7
	c.text(22, y, pick(g.r, []string{"Periode: ", "Factuurperiode: ", "Leveringsperiode "})+fd(start)+" t/m "+fd(end), fam.regular, 9.5, black)
	y += 10

	// Leveringsadres and the connections.
	conn := [][2]string{{"Leveringsadres", addr[0] + ", " + addr[1]}}
	if water {
		conn = append(conn, [2]string{"Meternummer", g.fill("99AA999999")})
	} else {
		conn = append(conn,
			[2]string{"EAN-code elektriciteit", gs1Check("871687" + g.fill("99999999999"))},
			[2]string{"EAN-code gas", gs1Check("871687" + g.fill("99999999999"))})
	}
	y = g.kv(22, y, conn, kvOpts{style: kvCells, col: 50, w: 166, fam: fam, size: 9}) + 4

	// The amounts.
	total := 40 + g.r.Float64()*190
	if water {
		total = 25 + g.r.Float64()*60
	}
	vat := 0.21
	if water {
		vat = 0.09
	}
	net := total / (1 + vat)
	var rows []string
	if water {
		rows = []string{"Vastrecht drinkwater", "Verbruik drinkwater", "Belasting op leidingwater"}
	} else {
		rows = []string{"Levering elektriciteit", "Levering gas", "Netbeheerkosten", "Energiebelasting", "Vermindering energiebelasting"}
	}
	c.text(22, y, "Overzicht van de kosten", fam.bold, 11, accent)
	c.line(22, y+1.5, 188, y+1.5, 0.3, accent)
	y += 7
	// The energy tax reduction is a credit; the last charge takes what the
	// others leave of the net total.
	shares := make([]float64, len(rows))
	rest := net
	last := len(rows) - 1
	if !water {
		shares[last] = -(30 + g.r.Float64()*20) / 12
		rest -= shares[last]
		last--
	}
	for i := range last {
		shares[i] = net * (0.1 + g.r.Float64()*0.15)
		rest -= shares[i]
	}
	shares[last] = rest
	for i, r := range rows {
		c.text(24, y, r, fam.regular, 9, black)
		c.textAlign(186, y, "€ "+amount(shares[i], mEU), fam.regular, 9, black, alignRight)
		y += 5
	}
	c.text(24, y, fmt.Sprintf("BTW %d%%", int(vat*100+0.5)), fam.regular, 9, black)
	c.textAlign(186, y, "€ "+amount(total-net, mEU), fam.regular, 9, black, alignRight)
	y += 2
	c.line(22, y, 188, y, 0.2, rgb(160, 160, 160))
	y += 5
	c.text(24, y, "Totaal te betalen", fam.bold, 10, black)
	c.textAlign(186, y, "€ "+amount(total, mEU), fam.bold, 10, black, alignRight)
	y += 10

	// Payment.
	iban := "NL" + g.fill("99") + " " + pick(g.r, []string{"INGB", "RABO", "ABNA", "TRIO"}) + " " + g.fill("9999 9999 99")
	if direct {
		y = c.paragraph(22, y, 166, "Wij schrijven dit bedrag rond "+fd(issued.AddDate(0, 0, 7))+" automatisch af van uw rekening "+iban+". U hoeft niets te doen.", fam.regular, 9, 4.2, black)
	} else {
		y = c.paragraph(22, y, 166, "Wilt u het bedrag vóór "+fd(due)+" overmaken op "+iban+" onder vermelding van betalingskenmerk "+g.fill("9999 9999 9999 9999")+"?", fam.regular, 9, 4.2, black)
	}
	y += 5
	if !water {
		term := 60 + float64(g.r.IntN(160))
		c.rect(22, y, 166, 12, rgb(243, 245, 247))
		c.text(25, y+5, "Uw termijnbedrag", fam.bold, 9, accent)
		c.text(25, y+9.5, "Vanaf "+fd(monthStart(issued.AddDate(0, 1, 0)))+" betaalt u € "+amount(term, mEU)+" per maand.", fam.regular, 8.5, black)
	} else {
		c.text(22, y+5, "Uw volgende nota ontvangt u rond "+fd(end.AddDate(0, 3, 5))+".", fam.regular, 8.5, rgb(60, 60, 60))
	}

	legal := co.name + " · " + joinAddr(caddr) + " · KvK " + g.fill("99999999") + " · BTW " + g.vatNL() + " · " + co.web
	footer := func() {
		c.line(20, 280, 190, 280, 0.2, rgb(150, 150, 150))
		c.paragraph(20, 284, 170, legal, fam.regular, 6.5, 3, rgb(90, 90, 90))
	}
	footer()
	d.page = p1
	if water {
		return d
	}

	// The specificatie.
	p2 := g.newPage(210, 297, white)
	c.text(20, 22, "Specificatie bij factuur "+num, fam.bold, 13, accent)
	c.text(20, 29, "Klantnummer "+klant+" · "+addr[0]+", "+addr[1], fam.regular, 8.5, black)
	y = 42
	cols := []column{{"Omschrijving", 20, alignLeft}, {"Van", 88, alignLeft}, {"Tot en met", 118, alignLeft}, {"Hoeveelheid", 160, alignRight}, {"Bedrag", 190, alignRight}}
	c.rect(18, y-4.5, 174, 6.5, accent)
	for _, cl := range cols {
		c.textAlign(cl.x, y, cl.head, fam.bold, 8.5, white, cl.align)
	}
	y += 7
	kwh := 120 + g.r.IntN(300)
	m3 := 20 + g.r.IntN(120)
	spec := [][]string{
		{"Elektriciteit normaal", fmtDate(start, dsDash, "nl"), fmtDate(end, dsDash, "nl"), fmt.Sprintf("%d kWh", kwh*6/10), amount(shares[0]*0.6, mEU)},
		{"Elektriciteit dal", fmtDate(start, dsDash, "nl"), fmtDate(end, dsDash, "nl"), fmt.Sprintf("%d kWh", kwh*4/10), amount(shares[0]*0.4, mEU)},
		{"Gas", fmtDate(start, dsDash, "nl"), fmtDate(end, dsDash, "nl"), fmt.Sprintf("%d m³", m3), amount(shares[1], mEU)},
		{"Netbeheerkosten", fmtDate(start, dsDash, "nl"), fmtDate(end, dsDash, "nl"), fmt.Sprintf("%d dagen", int(end.Sub(start).Hours()/24)+1), amount(shares[2], mEU)},
	}
	for _, s := range spec {
		g.tableRow(y, cols, s, fam.regular, 8.5, black)
		c.line(18, y+1.8, 192, y+1.8, 0.1, rgb(215, 215, 215))
		y += 5.5
	}
	y += 6
	c.paragraph(20, y, 170, "De meterstanden zijn door uw netbeheerder op afstand uitgelezen uit uw slimme meter. Bedragen zijn exclusief btw, tenzij anders vermeld.", fam.regular, 8, 3.6, rgb(70, 70, 70))
	footer()
	d.pages = []*page{p1, p2}
	return d
}

// ---------------------------------------------------------------- PL

// poaPLFakturaEnergia is a Polish supplier's faktura VAT under a
// comprehensive contract (sale and distribution on one invoice): the logo
// with the infolinia, the invoice number ("5668989324/FES/00017" style)
// and title, the sprzedawca block with its NIP beside the nabywca, printed
// "Nazwisko, Imię", and the nr klienta, the correspondence address in the
// window, "Rozliczenie za okres dd.mm.rrrr - dd.mm.rrrr", the wartość do
// zapłaty with the termin płatności and the individual bank account, the
// PPE (address, 18-digit code, tariff group, meter number) and the table
// of charges with VAT. Dates are numeric, day first with dots or ISO.
func (g *gen) poaPLFakturaEnergia() *doc {
	fam := g.family()
	gas := g.chance(0.35)
	co := pick(g.r, []struct{ name, short string }{
		{"Bałtycka Energia Obrót S.A.", "Bałtycka Energia"},
		{"Energia Mazowsze Sprzedaż sp. z o.o.", "Energia Mazowsze"},
		{"Wielkopolski Prąd S.A.", "Wielkopolski Prąd"},
	})
	if gas {
		co = pick(g.r, []struct{ name, short string }{
			{"Polski Gaz Domowy S.A.", "Polski Gaz Domowy"},
			{"Gazownia Pomorska Obrót sp. z o.o.", "Gazownia Pomorska"},
		})
	}
	caddr := g.plAddress()
	given, sur := g.personName("PL")
	name := given + " " + sur
	inverted := sur + ", " + given
	addr := g.plAddress()
	months := pick(g.r, []int{1, 2, 2})
	start, end, issued := g.billPeriod(months)
	due := issued.AddDate(0, 0, 14+g.r.IntN(7))
	style := pick(g.r, []dateStyle{dsDots, dsDots, dsISO})
	fd := func(t time.Time) string { return fmtDate(t, style, "pl") }
	nip := g.plFormatNIP(g.plNIP())
	d := &doc{trueType: TypeProofOfAddress, lang: "pl", font: fam,
		description: "Synthetic Polish electricity or gas invoice",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, inverted, strings.ToUpper(inverted), sur+" "+given, stripMarks(name)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co.name, KindText, co.short, stripMarks(co.name)),
			"issuer_address":         addrField(caddr),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "the nabywca is printed surname first; the okres rozliczeniowy is the period settled and the termin płatności comes after the data wystawienia"
	d.page = g.newPage(210, 297, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(0, 75, 140), rgb(230, 0, 90), rgb(0, 120, 70), rgb(240, 130, 0)})

	// Logo and infolinia.
	c.rect(16, 10, 8, 8, accent)
	c.text(27, 17, co.short, fam.bold, 14, accent)
	c.text(16, 24, "Infolinia "+g.fill("555 999 999")+" · e-Biuro Obsługi Klienta", fam.regular, 7.5, rgb(70, 70, 70))

	// The invoice number and its title.
	num := g.fill("9999999999") + "/" + pick(g.r, []string{"FES", "FR", "FGD"}) + "/" + g.fill("99999")
	c.text(16, 34, "Faktura VAT nr "+num, fam.bold, 12, black)
	what := "Rozliczenie sprzedaży energii elektrycznej i świadczenia usługi dystrybucji"
	if gas {
		what = "Rozliczenie sprzedaży paliwa gazowego i świadczenia usługi dystrybucji"
	}
	c.text(16, 39.5, what, fam.regular, 8.5, black)
	c.text(16, 44.5, "Data wystawienia: "+fd(issued), fam.regular, 8.5, black)

	// Sprzedawca and nabywca, side by side.
	klient := g.fill("9999999999")
	c.text(16, 54, "SPRZEDAWCA", fam.bold, 8, accent)
	c.lines(16, 58.5, append(append([]string{co.name}, caddr...), "NIP "+nip), fam.regular, 8.5, 3.8, black)
	c.text(72, 54, "NABYWCA", fam.bold, 8, accent)
	c.lines(72, 58.5, append(append([]string{inverted}, addr...), "Nr klienta: "+klient), fam.regular, 8.5, 3.8, black)

	// The correspondence address in the window on the right.
	g.window(132, 60, "", append([]string{inverted}, addr...), fam, 10, g.chance(0.4))

	// The period and what to pay.
	y := 84.0
	c.rect(16, y, 178, 26, rgb(244, 246, 248))
	c.text(20, y+7, "Rozliczenie za okres "+fd(start)+" - "+fd(end), fam.bold, 10, black)
	total := 60 + g.r.Float64()*320
	c.text(20, y+14, "Termin płatności: "+fd(due), fam.bold, 9.5, black)
	bank := g.fill("99 9999 9999 9999 9999 9999 9999")
	c.text(20, y+20, "Nr indywidualnego konta bankowego: "+bank, fam.regular, 8.5, black)
	c.textAlign(190, y+7, "Wartość do zapłaty", fam.regular, 8.5, rgb(60, 60, 60), alignRight)
	c.textAlign(190, y+15, amount(total, mFR)+" zł", fam.bold, 15, accent, alignRight)

	// The point of supply.
	y += 36
	c.text(16, y, "Dane punktu poboru", fam.bold, 10, accent)
	c.line(16, y+1.5, 194, y+1.5, 0.3, accent)
	y += 7
	point := [][2]string{
		{"Adres punktu poboru", joinAddr(addr)},
		{"Kod PPE", gs1Check("590" + g.fill("99999999999999"))},
		{"Grupa taryfowa", pick(g.r, []string{"G11", "G12", "G12w"})},
		{"Numer licznika", g.fill("99999999")},
	}
	if gas {
		point[0][0] = "Adres punktu poboru gazu"
		point[1][0] = "Numer punktu poboru gazu"
		point[2][1] = pick(g.r, []string{"W-1.1", "W-2.1", "W-3.6"})
	}
	y = g.kv(16, y, point, kvOpts{style: pick(g.r, []kvStyle{kvLeft, kvCells}), col: 50, w: 178, fam: fam, size: 9}) + 5

	// The charges.
	c.text(16, y, "Szczegółowe rozliczenie", fam.bold, 10, accent)
	c.line(16, y+1.5, 194, y+1.5, 0.3, accent)
	y += 7
	cols := []column{{"Opłata", 18, alignLeft}, {"Okres", 100, alignLeft}, {"Netto [zł]", 160, alignRight}, {"VAT", 172, alignLeft}}
	for _, cl := range cols {
		c.textAlign(cl.x, y, cl.head, fam.bold, 8.5, rgb(60, 60, 60), cl.align)
	}
	y += 6
	names := []string{"Energia czynna całodobowa", "Opłata handlowa", "Opłata sieciowa stała", "Opłata sieciowa zmienna", "Opłata jakościowa", "Opłata mocowa"}
	if gas {
		names = []string{"Paliwo gazowe", "Opłata abonamentowa", "Opłata dystrybucyjna stała", "Opłata dystrybucyjna zmienna"}
	}
	net := total / 1.23
	rest := net
	for i, n := range names {
		v := rest
		if i < len(names)-1 {
			v = net * (0.05 + g.r.Float64()*0.15)
			if i == 0 {
				v = net * 0.45
			}
		}
		rest -= v
		g.tableRow(y, cols, []string{n, fmtDate(start, dsDots, "pl") + "-" + fmtDate(end, dsDots, "pl"), amount(v, mFR), "23%"}, fam.regular, 8.5, black)
		c.line(16, y+1.8, 194, y+1.8, 0.1, rgb(215, 215, 215))
		y += 5.2
	}
	y += 2
	for _, r := range [][2]string{{"Razem netto", amount(net, mFR)}, {"VAT 23%", amount(total-net, mFR)}, {"Razem brutto", amount(total, mFR)}} {
		c.text(120, y, r[0], fam.bold, 9, black)
		c.textAlign(192, y, r[1]+" zł", fam.bold, 9, black, alignRight)
		y += 5
	}
	if !gas && g.chance(0.6) {
		y += 4
		c.paragraph(16, y, 178, "W cenie energii elektrycznej uwzględniono podatek akcyzowy w wysokości 5,00 zł/MWh.", fam.regular, 7.5, 3.4, rgb(80, 80, 80))
	}
	c.line(16, 279, 194, 279, 0.2, rgb(150, 150, 150))
	c.paragraph(16, 283, 178, co.name+", "+joinAddr(caddr)+", NIP "+nip+", REGON "+g.plREGON()+", Sąd Rejonowy, KRS "+g.fill("0000999999")+".", fam.regular, 6.5, 3, rgb(90, 90, 90))
	return d
}

// ---------------------------------------------------------------- AU

// poaAUElectricityBill is an Australian retailer's electricity or gas tax
// invoice. Page one, as the retailers' guides mark it: the logo and
// "Tax invoice" with the ABN, the account holder's name and mailing
// address, account number, invoice number, issue date, the total and due
// date, the supply address with the NMI (ten characters and AEMO's check
// digit) or MIRN, the billing period with its number of days (one or three
// months), the account summary (previous bill, payments, new charges, GST)
// and a payment slip with BPAY biller code and reference at the foot. Some
// itemise the usage and daily supply charges on the front page.
func (g *gen) poaAUElectricityBill() *doc {
	fam := g.family()
	gas := g.chance(0.3)
	co := pick(g.r, []struct{ name, short string }{
		{"Southern Cross Energy Pty Ltd", "Southern Cross Energy"},
		{"Banksia Power Pty Ltd", "Banksia Power"},
		{"Coastline Energy Retail Pty Ltd", "Coastline Energy"},
	})
	caddr := g.auAddress()
	given, sur := g.personName("AU")
	name := given + " " + sur
	title := pick(g.r, []string{"", "Mr", "Ms", "Mrs"})
	shown := name
	if title != "" {
		shown = title + " " + name
	}
	addr := g.auAddress()
	// Quarterly by meter read, or monthly by calendar month.
	var start, end, issued time.Time
	if g.chance(0.6) {
		end = g.pastPeriodEnd()
		start = end.AddDate(0, 0, -(84 + g.r.IntN(8)))
		issued = end.AddDate(0, 0, 2+g.r.IntN(6))
	} else {
		start, end, issued = g.billPeriod(1)
	}
	days := int(end.Sub(start).Hours()/24) + 1
	due := issued.AddDate(0, 0, 21)
	style := g.r.IntN(3)
	fd := func(t time.Time) string {
		switch style {
		case 0:
			return shortDate(t, false)
		case 1:
			return fmtDate(t, dsLong, "en")
		}
		return fmtDate(t, dsSlash, "en")
	}
	d := &doc{trueType: TypeProofOfAddress, lang: "en", font: fam,
		description: "Synthetic Australian electricity or gas bill",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, shown, strings.ToUpper(name)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co.name, KindText, co.short),
			"issuer_address":         addrField(caddr),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "the billing period runs between meter reads; the due date comes after the issue date"
	p1 := g.newPage(210, 297, white)
	c := g.c
	accent := rgb(235, 110, 0)
	if gas {
		accent = rgb(0, 95, 170)
	}
	abn := g.auABN()

	// Logo and tax invoice heading.
	leftLogo := g.chance(0.6)
	lx, la, hx, ha := 18.0, alignLeft, 192.0, alignRight
	if !leftLogo {
		lx, la, hx, ha = 192.0, alignRight, 18.0, alignLeft
	}
	c.textAlign(lx, 22, co.short, fam.bold, 18, accent, la)
	c.textAlign(lx, 28, co.name+"  ABN "+abn, fam.regular, 7.5, rgb(70, 70, 70), la)
	c.textAlign(hx, 20, "Tax invoice", fam.bold, 14, black, ha)
	kind := "Electricity"
	if gas {
		kind = "Gas"
	}
	c.textAlign(hx, 26, kind+" account", fam.regular, 9, black, ha)

	// The mailing address, when the bill is posted, and the account details.
	acct := g.fill("9999 999 999")
	inv := g.fill("99999999")
	posted := g.chance(0.65)
	if posted {
		g.window(20, 50, "", append([]string{strings.ToUpper(shown)}, addr...), fam, 10, g.chance(0.5))
	} else {
		c.text(20, 48, "Account name", fam.regular, 8, rgb(80, 80, 80))
		c.text(20, 53, shown, fam.bold, 10, black)
	}
	g.kv(112, 44, [][2]string{
		{"Account number", acct},
		{pick(g.r, []string{"Invoice number", "Tax invoice no."}), inv},
		{pick(g.r, []string{"Issue date", "Date of issue", "Bill issued"}), fd(issued)},
	}, kvOpts{style: kvLeft, col: 34, fam: fam, size: 9, valueBold: true})

	// What to pay and when.
	supply := float64(days) * 1.05
	use := 40 + g.r.Float64()*480
	total := (supply + use) * 1.1
	gst := total / 11
	c.rect(112, 60, 80, 20, rgb(247, 243, 238))
	c.text(116, 66, "Total amount due", fam.regular, 9, rgb(60, 60, 60))
	c.textAlign(188, 68, "$"+amount(total, mEN), fam.bold, 16, accent, alignRight)
	c.text(116, 76, pick(g.r, []string{"Due date ", "Pay by "})+fd(due), fam.bold, 9.5, black)

	// Supply details.
	y := 92.0
	nmi := g.fill("4") + g.fill("999999999")
	ident := [2]string{"NMI", fmt.Sprintf("%s%d", nmi, nmiChecksum(nmi))}
	if gas {
		ident = [2]string{"MIRN", "5" + g.fill("9999999999")}
	}
	c.text(20, y, "Your supply details", fam.bold, 11, accent)
	c.line(20, y+1.5, 192, y+1.5, 0.3, accent)
	y += 7
	y = g.kv(20, y, [][2]string{
		{"Supply address", joinAddr(addr)},
		ident,
		{pick(g.r, []string{"Billing period", "Supply period"}), fmt.Sprintf("%s to %s (%d days)", fd(start), fd(end), days)},
		{"Meter read", pick(g.r, []string{"Actual", "Estimated"})},
	}, kvOpts{style: kvLeft, col: 40, fam: fam, size: 9}) + 5

	// Account summary.
	prev := total * (0.8 + g.r.Float64()*0.4)
	c.text(20, y, "Account summary", fam.bold, 11, accent)
	c.line(20, y+1.5, 192, y+1.5, 0.3, accent)
	y += 7
	for _, r := range [][2]string{
		{"Previous bill", "$" + amount(prev, mEN)},
		{"Payments received – thank you", "-$" + amount(prev, mEN)},
		{"New charges (excl. GST)", "$" + amount(total-gst, mEN)},
		{"GST", "$" + amount(gst, mEN)},
		{"Total amount due", "$" + amount(total, mEN)},
	} {
		c.text(22, y, r[0], fam.regular, 9, black)
		c.textAlign(190, y, r[1], fam.regular, 9, black, alignRight)
		y += 5
	}
	y += 4
	c.paragraph(20, y, 172, "Faults and emergencies: call your distributor on 13 "+g.fill("99 99")+" (24 hours). Interpreter service 13 14 50. Compare plans at energymadeeasy.gov.au.", fam.regular, 8, 3.6, rgb(70, 70, 70))
	y += 12

	// Some retailers itemise the charges on the front page.
	if g.chance(0.5) {
		unit := "kWh"
		if gas {
			unit = "MJ"
		}
		cols := []column{{"Your charges", 20, alignLeft}, {"Quantity", 110, alignRight}, {"Rate", 145, alignRight}, {"Amount", 190, alignRight}}
		for _, cl := range cols {
			c.textAlign(cl.x, y, cl.head, fam.bold, 8.5, accent, cl.align)
		}
		y += 6
		for _, r := range [][]string{
			{"Usage", fmt.Sprintf("%d %s", int(use/0.32), unit), "32.00 c/" + unit, amount(use, mEN)},
			{"Daily supply charge", fmt.Sprintf("%d days", days), "105.00 c/day", amount(supply, mEN)},
			{"GST", "", "10%", amount(gst, mEN)},
		} {
			g.tableRow(y, cols, r, fam.regular, 8.5, black)
			c.line(18, y+1.8, 192, y+1.8, 0.1, rgb(215, 215, 215))
			y += 5.5
		}
		c.text(20, y+2, "Plan: "+pick(g.r, []string{"Flexi Saver", "Simply Residential", "Solar Max"})+" · Energy Made Easy reference "+g.fill("AAA999999MR"), fam.regular, 7.5, rgb(70, 70, 70))
	}

	// The payment slip.
	c.line(14, 236, 196, 236, 0.2, rgb(120, 120, 120))
	c.text(20, 243, "Payment slip", fam.bold, 10, black)
	g.kv(20, 250, [][2]string{
		{"Account number", acct},
		{"Amount due", "$" + amount(total, mEN)},
		{"Due date", fd(due)},
	}, kvOpts{style: kvLeft, col: 30, fam: fam, size: 8.5})
	c.frame(110, 240, 82, 22, 0.4, rgb(30, 60, 120))
	c.text(114, 246, "BPAY", fam.bold, 11, rgb(30, 60, 120))
	c.text(114, 252, "Biller code: "+g.fill("99999"), fam.regular, 8.5, black)
	c.text(114, 257, "Ref: "+g.fill("9999999999"), fam.regular, 8.5, black)
	c.paragraph(20, 268, 172, co.name+" ABN "+abn+" · "+joinAddr(caddr), fam.regular, 7, 3.2, rgb(80, 80, 80))
	for i := range 38 {
		w := 0.3 + float64(g.r.IntN(3))*0.3
		c.rect(110+float64(i)*2, 276, w, 9, black)
	}
	d.page = p1
	return d
}

// ---------------------------------------------------------------- US

// poaUSTelecomBill is a US cable company's internet, TV and home phone
// statement. The first page: logo and customer-service numbers, account
// number and statement date, the "Service at" address (the billing
// address may appear only in the coupon's window), the account summary
// for the statement period (previous balance, payment received, current
// charges, total due and due date), the monthly services billed a month
// in advance with their own dates, taxes and fees, messages, and at the
// foot the detachable coupon with the account number, amount due, due
// date, "Amount enclosed", the remit-to lockbox and the account holder's
// name and address for the return envelope's window. Dates month first.
func (g *gen) poaUSTelecomBill() *doc {
	fam := g.family()
	co := pick(g.r, []struct{ name, short, web string }{
		{"Riverbend Cable Communications, LLC", "Riverbend Cable", "riverbendcable.com"},
		{"Prairie Broadband Inc.", "Prairie Broadband", "prairiebroadband.net"},
		{"Summit Fiber & Phone Co.", "Summit Fiber", "summitfiber.com"},
	})
	office := g.address("US")
	remit := []string{fmt.Sprintf("PO Box %d", 1000+g.r.IntN(9000)), pick(g.r, []string{"Carol Stream, IL 60197", "Cincinnati, OH 45274", "Philadelphia, PA 19170"}) + "-" + g.fill("9999")}
	given, sur := g.personName("US")
	name := given + " " + sur
	addr := g.address("US")
	end := g.pastPeriodEnd()
	start := end.AddDate(0, -1, 1)
	issued := end.AddDate(0, 0, 1)
	due := issued.AddDate(0, 0, 18)
	nextStart, nextEnd := end.AddDate(0, 0, 1), end.AddDate(0, 1, 0)
	long := g.chance(0.4)
	fd := func(t time.Time) string {
		if long {
			return fmtDate(t, dsLong, "en-US")
		}
		return fmtDate(t, dsUS, "en-US")
	}
	d := &doc{trueType: TypeProofOfAddress, lang: "en", font: fam,
		description: "Synthetic US cable internet and phone statement",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, strings.ToUpper(name)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co.name, KindText, co.short),
			"issuer_address":         str(joinAddr(office), KindAddress, joinAddr(remit), strings.ToUpper(joinAddr(remit))),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "the statement period is the account activity since the last statement; the monthly services are billed in advance for the next month, which is no period of this statement; the coupon gives the remit-to PO box"
	d.page = g.newPage(215.9, 279.4, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(0, 100, 170), rgb(200, 30, 40), rgb(30, 30, 90), rgb(0, 130, 120)})

	// Letterhead and account box.
	c.text(18, 22, co.short, fam.bold, 18, accent)
	c.text(18, 28, co.web+" | 1-800-"+g.fill("999-9999"), fam.regular, 8, rgb(70, 70, 70))
	c.text(18, 32, joinAddr(office), fam.regular, 7, rgb(90, 90, 90))
	acct := g.fill("8999 99 999 9999999")
	g.kv(122, 16, [][2]string{
		{"Account Number", acct},
		{pick(g.r, []string{"Statement Date", "Bill Date", "Invoice Date"}), fd(issued)},
		{"Security Code", g.fill("9999")},
	}, kvOpts{style: kvRight, col: 36, fam: fam, size: 8.5, valueBold: true})

	// Service at: name and address.
	y := 46.0
	c.text(18, y, "Service At:", fam.bold, 8.5, accent)
	c.lines(18, y+5, append([]string{strings.ToUpper(name)}, upperLines(addr)...), fam.regular, 9, 4, black)

	// Account summary.
	total := 70 + g.r.Float64()*180
	prev := total * (0.9 + g.r.Float64()*0.2)
	taxes := total * 0.08
	c.rect(108, 40, 90, 46, rgb(244, 246, 250))
	c.text(112, 47, "Account Summary", fam.bold, 11, accent)
	c.text(112, 52.5, pick(g.r, []string{"Statement period ", "Billing period "})+fd(start)+" - "+fd(end), fam.regular, 7.8, black)
	yy := 59.0
	for _, r := range [][2]string{
		{"Previous Balance", "$" + amount(prev, mEN)},
		{"Payment Received – Thank You", "-$" + amount(prev, mEN)},
		{"Remaining Balance", "$0.00"},
		{"Current Charges", "$" + amount(total, mEN)},
	} {
		c.text(112, yy, r[0], fam.regular, 8.5, black)
		c.textAlign(194, yy, r[1], fam.regular, 8.5, black, alignRight)
		yy += 5
	}
	c.line(112, yy-2.5, 194, yy-2.5, 0.2, rgb(150, 150, 150))
	c.text(112, yy+2, "Total Due by "+fd(due), fam.bold, 9, black)
	c.textAlign(194, yy+2, "$"+amount(total, mEN), fam.bold, 9, black, alignRight)

	// Charges.
	y = 106
	c.text(18, y, "Charge Details", fam.bold, 11, accent)
	c.line(18, y+1.5, 198, y+1.5, 0.3, accent)
	y += 7
	short := func(t time.Time) string { return t.Format("01/02") }
	internet := (total - taxes) * 0.6
	phone := (total - taxes) * 0.25
	equip := total - taxes - internet - phone
	for _, r := range [][2]string{
		{"Monthly Services " + short(nextStart) + " - " + short(nextEnd), ""},
		{"   " + pick(g.r, []string{"Internet 300 Mbps", "Internet Gig", "Fiber 500"}), amount(internet, mEN)},
		{"   Home Phone Unlimited", amount(phone, mEN)},
		{"   WiFi Router Rental", amount(equip, mEN)},
		{"Taxes, Fees and Charges", ""},
		{"   State & Local Sales Tax", amount(taxes*0.6, mEN)},
		{"   Federal Universal Service Fund", amount(taxes*0.3, mEN)},
		{"   E911 Fee", amount(taxes*0.1, mEN)},
	} {
		f := fam.regular
		if r[1] == "" {
			f = fam.bold
		}
		c.text(20, y, r[0], f, 8.8, black)
		c.textAlign(196, y, r[1], fam.regular, 8.8, black, alignRight)
		y += 5
	}
	c.text(20, y+1, "Total Current Charges", fam.bold, 9, black)
	c.textAlign(196, y+1, "$"+amount(total, mEN), fam.bold, 9, black, alignRight)
	y += 10
	if g.chance(0.7) {
		c.paragraph(18, y, 178, "Go paperless and sign up for Auto Pay at "+co.web+"/pay. Payments received after the statement date will appear on your next bill.", fam.regular, 8, 3.6, rgb(70, 70, 70))
	}

	// The coupon.
	c.line(10, 200, 206, 200, 0.25, rgb(110, 110, 110))
	c.textAlign(108, 204, "Please detach and return this portion with your payment. Make checks payable to "+co.short+".", fam.regular, 6.8, rgb(90, 90, 90), alignCenter)
	c.text(18, 213, co.short, fam.bold, 11, accent)
	g.kv(110, 212, [][2]string{
		{"Account Number", acct},
		{"Amount Due", "$" + amount(total, mEN)},
		{"Due Date", fd(due)},
		{"Amount Enclosed", "$ ________"},
	}, kvOpts{style: kvCells, col: 38, w: 88, fam: fam, size: 8.5})
	g.window(24, 232, "", append([]string{strings.ToUpper(name)}, upperLines(addr)...), fam, 9.5, false)
	c.lines(120, 248, append([]string{strings.ToUpper(co.short)}, upperLines(remit)...), fam.regular, 9, 4, black)
	c.text(24, 270, strings.ReplaceAll(acct, " ", "")+" "+g.fill("9999999")+" "+strings.ReplaceAll(amount(total, mEN), ".", ""), monoFamilies[0].regular, 10, black)
	return d
}
