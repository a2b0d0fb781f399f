package docgen

import (
	"fmt"
	"image/color"
	"strings"
	"time"
)

// Bills of the dev split as proofs of address: a Finnish electricity
// bill with its bank transfer form and virtual barcode, a Slovak gas,
// electricity or water settlement invoice, and a Lithuanian utility or
// telecom VAT invoice. Each imitates a real document as publicly
// described (source in the comment above it); none was shaped on the
// readers.

func init() {
	register(
		&layout{name: "poa_fi_sahkolasku", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaFISahkolasku,
			source: "Finnish electricity bill: laskun numero, eräpäivä ja viite, asiakasnumero, sopimusnumero, käyttöpaikkanumero ja osoite, laskutusjakso, sähköenergia and sähkön siirto with perusmaksu and energiamaksu, sähkövero, ALV, tilisiirto part (helen.fi 'Laskun lukuohje'; sahkolaitos.fi 'Sähkölaskun sisältö'; energiavirasto.fi 'Sähkölaskun sisältö'); viitenumero check digit 7-3-1 and virtual barcode version 4 (Finance Finland 'Pankkiviivakoodi-opas')"},
		&layout{name: "poa_sk_vyuctovanie", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaSKVyuctovanie,
			source: "Slovak vyúčtovacia faktúra of a gas, electricity or water supplier: odberné miesto with its EIC (ENTSO-E Energy Identification Code, 16 characters with a check character) or číslo odberného miesta, zákaznícke číslo, variabilný symbol, dátum vystavenia, dátum dodania, dátum splatnosti, fakturačné obdobie, zálohy and preplatok or nedoplatok, DPH (zákon č. 222/2004 Z. z. o DPH § 74 on what an invoice states; ENTSO-E 'EIC Reference Manual' on the check character)"},
		&layout{name: "poa_lt_saskaita", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaLTSaskaita,
			source: "Lithuanian PVM sąskaita faktūra of an electricity, gas or telecom supplier: sąskaitos data, serija and numeris, kliento / mokėtojo kodas of 8 digits, vartojimo vieta (objekto adresas), atsiskaitomasis laikotarpis, apmokėti iki the end of the month, PVM 21 %, the supplier's įmonės kodas and PVM mokėtojo kodas (ignitis.lt 'Sąskaitos ir atsiskaitymas' FAQ: bills by the 10th, paid by the month's end, 8-digit kliento kodas; silutesnaujienos.lt on independent supply billing)"},
	)
}

// fiSupplier is a Finnish energy company.
type fiSupplier struct{ name, short, street, pc, town string }

var fiSuppliers = []fiSupplier{
	{"Järvisähkö Oy", "Järvisähkö", "Rantakatu 4", "40100", "Jyväskylä"},
	{"Pohjolan Kaupunkienergia Oy", "Kaupunkienergia", "Voimalankatu 12", "90100", "Oulu"},
	{"Aurora Sähkö Oy", "Aurora Sähkö", "Energiakuja 3", "00560", "Helsinki"},
	{"Hämeen Verkko ja Energia Oy", "HVE", "Satakunnankatu 18", "33100", "Tampere"},
}

// poaFISahkolasku is a Finnish electricity bill, as Helen's and other
// companies' reading guides describe it: the company's logo and
// contacts, "LASKU" with the invoice number, date, due date, reference
// and amount in a box at the right, the customer in the window at the
// left, the customer and contract data (asiakasnumero, sopimusnumero,
// käyttöpaikka with its address and käyttöpaikkatunnus, the 18-digit
// metering point starting 643), the billing period, the lines of
// electricity and of the network with the electricity tax and VAT, and
// at the foot the bank transfer form (tilisiirto / girering) with the
// payer's name and address, the IBAN, reference, due date and the
// virtual barcode. Swedish labels may follow the Finnish ones on the
// form, as on the standard Finnish giro.
func (g *gen) poaFISahkolasku() *doc {
	fam := g.family()
	co := pick(g.r, fiSuppliers)
	caddr := []string{co.street, co.pc + " " + co.town}
	name := pick(g.r, fiPeople.givens) + " " + pick(g.r, fiPeople.surnames)
	upper := g.chance(0.35)
	addr, _ := g.fiAddress(upper)
	end := monthStart(g.pastPeriodEnd()).AddDate(0, 0, -1)
	months := pick(g.r, []int{1, 1, 3})
	start := monthStart(end).AddDate(0, 1-months, 0)
	issued := end.AddDate(0, 0, 3+g.r.IntN(10))
	due := issued.AddDate(0, 0, 14+g.r.IntN(8))
	fd := func(t time.Time) string { return fmtDate(t, dsDots, "fi") }
	shown := name
	if upper {
		shown = strings.ToUpper(name)
	}
	d := &doc{trueType: TypeProofOfAddress, lang: "fi", font: fam,
		description: "Synthetic Finnish electricity bill",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, strings.ToUpper(name), stripMarks(name)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co.name, KindText, co.short, stripMarks(co.name)),
			"issuer_address":         addrField(caddr),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "document_date: the Laskun päiväys, not the Eräpäivä; the käyttöpaikka (supply address) is the customer's address on this bill; the transfer form names the customer again as the payer"
	d.page = g.newPage(210, 297, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(0, 110, 180), rgb(230, 80, 20), rgb(0, 140, 90), rgb(120, 40, 140)})
	grey := rgb(70, 70, 70)
	// Logo and contacts.
	c.ellipse(25, 20, 5, 5, accent)
	c.text(33, 23, co.short, fam.bold, 16, accent)
	c.text(20, 31, co.name+" · "+joinAddr(caddr), fam.regular, 7.5, grey)
	c.text(20, 35, "Asiakaspalvelu 09 "+g.fill("999 9999")+" · "+strings.ToLower(strings.ReplaceAll(stripMarks(co.short), " ", ""))+".fi", fam.regular, 7.5, grey)
	yt := g.fiYTunnus()
	c.text(20, 39, "Y-tunnus "+yt+" · ALV rek. · Kotipaikka "+co.town, fam.regular, 7.5, grey)
	// The invoice box.
	invNo := g.fill("99999999999")
	ref := fiReference(g.fill("1") + g.fill("999999999999"))
	lines := []float64{}
	bx, by := 112.0, 14.0
	c.rect(bx, by, 78, 8, accent)
	c.text(bx+3, by+5.6, "LASKU", fam.bold, 11, white)
	if g.chance(0.4) {
		c.textAlign(bx+75, by+5.6, "FAKTURA", fam.regular, 9, white, alignRight)
	}
	// Charges first, to print the total in the box.
	kwh := (180 + g.r.IntN(500)) * months
	vatRate := 25.5
	if issued.Before(day(2024, 9, 1)) {
		vatRate = 24
	}
	type charge struct {
		label, qty string
		net        float64
	}
	price := 6.5 + g.r.Float64()*8
	transfer := 4.5 + g.r.Float64()*2
	charges := []charge{
		{"Sähkö perusmaksu", fmt.Sprintf("%d kk", months), float64(months) * (3.5 + float64(g.r.IntN(3)))},
		{"Sähköenergia", fmt.Sprintf("%d kWh", kwh), float64(kwh) * price / 100},
		{"Siirto perusmaksu", fmt.Sprintf("%d kk", months), float64(months) * (7 + float64(g.r.IntN(6)))},
		{"Siirto", fmt.Sprintf("%d kWh", kwh), float64(kwh) * transfer / 100},
		{"Sähkövero ja huoltovarmuusmaksu", fmt.Sprintf("%d kWh", kwh), float64(kwh) * 2.253 / 100},
	}
	net := 0.0
	for _, ch := range charges {
		net += ch.net
		lines = append(lines, ch.net)
	}
	vat := net * vatRate / 100
	total := net + vat
	g.kv(bx+3, by+14, [][2]string{
		{"Laskun päiväys", fd(issued)},
		{"Laskun numero", invNo},
		{"Asiakasnumero", g.fill("9999999")},
		{"Eräpäivä", fd(due)},
		{"Viitenumero", groupFivesRight(ref)},
		{"Maksettava", amount(total, mFR) + " €"},
	}, kvOpts{style: kvLeft, col: 32, fam: fam, size: 9, valueBold: true})
	c.frame(bx, by, 78, 48, 0.3, accent)
	// The window.
	g.window(22, 52, co.short+", "+co.street+", "+co.pc+" "+strings.ToUpper(co.town), append([]string{shown}, addr...), fam, 10, false)
	// Customer and contract data.
	y := 86.0
	c.text(20, y, "Asiakas- ja sopimustiedot", fam.bold, 10.5, accent)
	c.line(20, y+1.5, 190, y+1.5, 0.3, accent)
	y += 7
	gsrn := gs1Check("643" + g.fill("99999999999999"))
	y = g.kv(20, y, [][2]string{
		{"Sopimusnumero", g.fill("99999999")},
		{"Sopimus", pick(g.r, []string{"Pörssisähkö", "Kiinteähintainen sähkö, toistaiseksi voimassa", "Määräaikainen sähkö 12 kk"})},
		{"Käyttöpaikka", joinAddr(addr)},
		{"Käyttöpaikkatunnus", gsrn},
		{"Laskutusjakso", fd(start) + " - " + fd(end)},
		{"Laskutusperuste", pick(g.r, []string{"Etäluettu kulutus", "Tuntimittaus, etäluenta"})},
	}, kvOpts{style: kvLeft, col: 45, fam: fam, size: 9}) + 3
	// The lines.
	cols := []column{{"Erittely", 20, alignLeft}, {"Määrä", 125, alignRight}, {"Hinta €", 158, alignRight}, {"Yhteensä €", 190, alignRight}}
	c.rect(20, y-4, 170, 6, rgb(238, 240, 242))
	g.tableRow(y, cols, []string{cols[0].head, cols[1].head, cols[2].head, cols[3].head}, fam.bold, 8.5, black)
	y += 7
	for i, ch := range charges {
		unit := ""
		if strings.HasSuffix(ch.qty, "kWh") {
			unit = amount(ch.net/float64(kwh)*100, mFR) + " c/kWh"
		}
		g.tableRow(y, cols, []string{ch.label, ch.qty, unit, amount(lines[i], mFR)}, fam.regular, 8.5, black)
		y += 5
	}
	c.line(20, y-2.5, 190, y-2.5, 0.2, rgb(150, 150, 150))
	y += 1.5
	g.tableRow(y, cols, []string{"Veroton yhteensä", "", "", amount(net, mFR)}, fam.regular, 8.5, black)
	y += 5
	g.tableRow(y, cols, []string{fmt.Sprintf("ALV %s %%", strings.TrimSuffix(strings.TrimSuffix(amount(vatRate, mFR), "0"), ",0")), "", "", amount(vat, mFR)}, fam.regular, 8.5, black)
	y += 6
	g.tableRow(y, cols, []string{"Laskun loppusumma", "", "", amount(total, mFR)}, fam.bold, 10, black)
	y += 8
	c.paragraph(20, y, 170, "Maksathan laskun eräpäivään mennessä. Viivästyneestä maksusta peritään korkolain mukainen viivästyskorko. Reklamaatiot ja kysymykset laskusta asiakaspalveluumme.", fam.regular, 8, 4, grey)
	// The bank transfer form, in the bottom 100 mm, as the Finnish
	// standard giro.
	fy := 192.0
	for x := 0.0; x < 210; x += 3 {
		c.line(x, fy, x+1.6, fy, 0.2, black)
	}
	sv := g.chance(0.6)
	l := func(fi, s string) string {
		if sv {
			return fi + " " + s
		}
		return fi
	}
	iban := g.fiIBAN()
	ink := rgb(0, 0, 0)
	c.text(12, fy+6, l("TILISIIRTO", "GIRERING"), fam.bold, 9, ink)
	c.frame(10, fy+9, 190, 84, 0.3, ink)
	c.line(100, fy+9, 100, fy+93, 0.3, ink)
	c.line(10, fy+27, 200, fy+27, 0.3, ink)
	c.line(10, fy+40, 100, fy+40, 0.3, ink)
	c.text(12, fy+12.5, l("Saajan tilinumero", "Mottagarens kontonummer"), fam.regular, 6, ink)
	c.text(30, fy+18, "IBAN", fam.regular, 7, ink)
	c.text(42, fy+18, groupFours(iban), fam.regular, 9.5, ink)
	c.text(12, fy+30.5, l("Saaja", "Mottagare"), fam.regular, 6, ink)
	c.text(30, fy+35, co.name, fam.regular, 9.5, ink)
	c.text(12, fy+43.5, l("Maksajan nimi ja osoite", "Betalarens namn och adress"), fam.regular, 6, ink)
	c.lines(30, fy+49, append([]string{shown}, addr...), fam.regular, 9.5, 4.4, ink)
	c.text(12, fy+70, l("Allekirjoitus", "Underskrift"), fam.regular, 6, ink)
	c.line(30, fy+75, 95, fy+75, 0.2, ink)
	c.text(12, fy+81, l("Tililtä nro", "Från konto nr"), fam.regular, 6, ink)
	c.text(104, fy+12.5, "BIC", fam.regular, 6, ink)
	c.text(112, fy+18, fiBICs[iban[4:7]], fam.regular, 9.5, ink)
	c.line(100, fy+55, 200, fy+55, 0.3, ink)
	c.line(100, fy+67, 200, fy+67, 0.3, ink)
	c.text(104, fy+58.5, l("Viitenro", "Ref.nr"), fam.regular, 6, ink)
	c.text(125, fy+63, groupFivesRight(ref), fam.regular, 9.5, ink)
	c.line(150, fy+67, 150, fy+79, 0.3, ink)
	c.line(100, fy+79, 200, fy+79, 0.3, ink)
	c.text(104, fy+70.5, l("Eräpäivä", "Förfallodag"), fam.regular, 6, ink)
	c.text(110, fy+76, fd(due), fam.regular, 9.5, ink)
	c.text(152, fy+70.5, "Euro", fam.regular, 6, ink)
	c.textAlign(196, fy+76, amount(total, mFR), fam.regular, 9.5, ink, alignRight)
	c.text(104, fy+31, "Laskun numero "+invNo, fam.regular, 8, ink)
	c.text(104, fy+36, "Laskutusjakso "+fd(start)+" - "+fd(end), fam.regular, 8, ink)
	vb := fiVirtualBarcode(iban, total, ref, due)
	d.carried = append(d.carried, vb)
	c.text(104, fy+84, "Virtuaaliviivakoodi", fam.regular, 6, ink)
	c.text(104, fy+88.5, vb, fMono(fam), 6.2, ink)
	c.textAlign(198, fy+98, "Maksu välitetään saajalle maksujenvälityksen ehtojen mukaisesti ja vain maksajan ilmoittaman tilinumeron perusteella.", fam.regular, 5.5, grey, alignRight)
	return d
}

// fMono is the typewriter face matching fam for printed codes.
func fMono(fam family) fontKey {
	if strings.HasPrefix(fam.name, "liberation") {
		return fLiberationMono
	}
	if strings.HasPrefix(fam.name, "free") {
		return fFreeMono
	}
	return fDejaVuMono
}

// skSupplier is a Slovak utility, its commodity and seat.
type skSupplier struct{ name, short, commodity, street, pc, town, court string }

var skSuppliers = []skSupplier{
	{"Podunajská plynárenská, a.s.", "Podunajská plynárenská", "plyn", "Mlynské nivy 44/b", "825 11", "Bratislava", "Okresného súdu Bratislava I, oddiel: Sa, vložka č. 3481/B"},
	{"Považská energia – dodávka, a.s.", "PE dodávka", "elektrina", "Pri Rajčianke 8591/4B", "010 47", "Žilina", "Okresného súdu Žilina, oddiel: Sa, vložka č. 10328/L"},
	{"Hornádska vodárenská prevádzka, a.s.", "HVP", "voda", "Komenského 50", "042 48", "Košice", "Okresného súdu Košice I, oddiel: Sa, vložka č. 1243/V"},
}

// poaSKVyuctovanie is a Slovak supplier's settlement invoice
// (vyúčtovacia faktúra) for gas, electricity or water, here of a customer
// billed monthly or quarterly on meter readings: the supplier's
// name, seat, IČO, DIČ, IČ DPH and commercial register entry, the title
// with the invoice number, the customer (odberateľ) in the window and
// again as the holder of the supply point, the odberné miesto with its
// address, EIC (gas and electricity) or number (water), the zákaznícke
// číslo, the dates (vystavenia, dodania, splatnosti), the period
// settled, the consumption with its lines and DPH, the advances paid and
// the overpayment or arrears with the variabilný symbol, IBAN and
// konštantný symbol.
func (g *gen) poaSKVyuctovanie() *doc {
	fam := g.family()
	co := pick(g.r, skSuppliers)
	caddr := []string{co.street, co.pc + " " + co.town}
	gv, sur := skPeople.draw(g)
	name := gv + " " + sur
	addr := g.skHomeAddress()
	end := monthStart(g.pastPeriodEnd()).AddDate(0, 0, -1)
	start := monthStart(end).AddDate(0, 1-pick(g.r, []int{1, 2, 3}), 0)
	issued := end.AddDate(0, 0, 8+g.r.IntN(20))
	due := issued.AddDate(0, 0, 14)
	fd := func(t time.Time) string { return fmtDate(t, dsDots, "sk") }
	d := &doc{trueType: TypeProofOfAddress, lang: "sk", font: fam,
		description: "Synthetic Slovak utility settlement invoice (vyúčtovacia faktúra)",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, sur+" "+gv, strings.ToUpper(name), stripMarks(name)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co.name, KindText, co.short, stripMarks(co.name), strings.TrimSuffix(co.name, ", a.s.")),
			"issuer_address":         addrField(caddr),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "document_date: the Dátum vystavenia, not the Dátum dodania (the period's end) nor the Dátum splatnosti; the odberné miesto is the customer's address"
	d.page = g.newPage(210, 297, white)
	c := g.c
	accent := map[string]color.RGBA{"plyn": rgb(0, 90, 170), "elektrina": rgb(220, 90, 0), "voda": rgb(0, 140, 190)}[co.commodity]
	grey := rgb(70, 70, 70)
	c.rect(20, 14, 6, 14, accent)
	c.text(29, 21, co.short, fam.bold, 14, accent)
	c.text(29, 26.5, co.name+", "+joinAddr(caddr), fam.regular, 7.5, grey)
	dicCo := g.skDIC(true)
	c.text(29, 30.5, "IČO: "+g.skICO()+"  DIČ: "+dicCo+"  IČ DPH: SK"+dicCo, fam.regular, 7.5, grey)
	// The window with the sender line, right.
	g.window(115, 52, co.short+", "+co.street+", "+co.pc+" "+co.town, append([]string{name}, addr...), fam, 10, g.chance(0.3))
	// Invoice data, left.
	vs := g.fill("99999999") + g.fill("99")
	custNo := g.fill("9999999999")
	invNo := g.fill("999999999999")
	c.text(20, 44, "VYÚČTOVACIA FAKTÚRA", fam.bold, 13, black)
	what := map[string]string{"plyn": "za dodávku plynu", "elektrina": "za dodávku elektriny", "voda": "za dodávku pitnej vody a odvádzanie odpadových vôd"}[co.commodity]
	c.text(20, 49, what, fam.regular, 9, black)
	c.text(20, 54, "(daňový doklad) č. "+invNo, fam.regular, 8.5, grey)
	g.kv(20, 62, [][2]string{
		{"Zákaznícke číslo", custNo},
		{"Dátum vystavenia", fd(issued)},
		{"Dátum dodania", fd(end)},
		{"Dátum splatnosti", fd(due)},
		{"Variabilný symbol", vs},
	}, kvOpts{style: kvLeft, col: 36, fam: fam, size: 9, valueBold: true})
	y := 96.0
	c.text(20, y, "Odberné miesto", fam.bold, 10.5, accent)
	c.line(20, y+1.5, 190, y+1.5, 0.3, accent)
	y += 7
	var idRow [2]string
	switch co.commodity {
	case "plyn":
		idRow = [2]string{"EIC", eicCheck("24ZSPP" + g.fill("999999999"))}
	case "elektrina":
		idRow = [2]string{"EIC", eicCheck("24ZSS" + g.fill("9999999999"))}
	default:
		idRow = [2]string{"Číslo odberného miesta", g.fill("99999999")}
	}
	y = g.kv(20, y, [][2]string{
		{"Odberateľ", name},
		{"Adresa odberného miesta", joinAddr(addr)},
		idRow,
		{"Fakturačné obdobie", fd(start) + " – " + fd(end)},
	}, kvOpts{style: kvLeft, col: 48, fam: fam, size: 9}) + 4
	// The lines.
	vatRate := 23.0
	if issued.Before(day(2025, 1, 1)) {
		vatRate = 20
	}
	type line struct {
		label, qty, unit string
		net              float64
	}
	var ls []line
	switch co.commodity {
	case "plyn":
		kwh := 6000 + g.r.IntN(14000)
		ls = []line{
			{"Dodávka plynu – fixná mesačná sadzba", fmt.Sprintf("%d mes.", monthsBetween(start, end.AddDate(0, 0, 1))), "", 0},
			{"Dodávka plynu – sadzba za odobratý plyn", fmt.Sprintf("%d kWh", kwh), "", float64(kwh) * 0.0445},
			{"Distribúcia plynu", fmt.Sprintf("%d kWh", kwh), "", float64(kwh) * 0.0131},
		}
		ls[0].net = float64(monthsBetween(start, end.AddDate(0, 0, 1))) * 4.71
	case "elektrina":
		kwh := 1500 + g.r.IntN(3500)
		ls = []line{
			{"Dodávka elektriny – silová elektrina", fmt.Sprintf("%d kWh", kwh), "", float64(kwh) * 0.1135},
			{"Distribúcia elektriny a prenos", fmt.Sprintf("%d kWh", kwh), "", float64(kwh) * 0.0498},
			{"Tarifa za systémové služby a prevádzkovanie systému", fmt.Sprintf("%d kWh", kwh), "", float64(kwh) * 0.0311},
			{"Odvod do Národného jadrového fondu", fmt.Sprintf("%d kWh", kwh), "", float64(kwh) * 0.0033},
		}
	default:
		m3 := 40 + g.r.IntN(120)
		ls = []line{
			{"Vodné", fmt.Sprintf("%d m³", m3), "", float64(m3) * 1.5621},
			{"Stočné", fmt.Sprintf("%d m³", m3), "", float64(m3) * 1.4517},
		}
	}
	cols := []column{{"Položka", 20, alignLeft}, {"Množstvo", 135, alignRight}, {"Základ dane €", 165, alignRight}, {"Spolu €", 190, alignRight}}
	c.rect(20, y-4, 170, 6, rgb(235, 240, 246))
	g.tableRow(y, cols, []string{cols[0].head, cols[1].head, cols[2].head, cols[3].head}, fam.bold, 8.5, black)
	y += 7
	net := 0.0
	for _, l := range ls {
		net += l.net
		g.tableRow(y, cols, []string{l.label, l.qty, amount(l.net, mFR), amount(l.net*(1+vatRate/100), mFR)}, fam.regular, 8.5, black)
		y += 5
	}
	vat := net * vatRate / 100
	total := net + vat
	c.line(20, y-2.5, 190, y-2.5, 0.2, rgb(150, 150, 150))
	y += 2
	g.tableRow(y, cols, []string{fmt.Sprintf("DPH %.0f %%", vatRate), "", amount(net, mFR), amount(vat, mFR)}, fam.regular, 8.5, black)
	y += 5
	g.tableRow(y, cols, []string{"Fakturovaná suma spolu", "", "", amount(total, mFR)}, fam.bold, 9, black)
	y += 5
	adv := total + float64(g.r.IntN(160)-100)
	g.tableRow(y, cols, []string{"Uhradené zálohy", "", "", "-" + amount(adv, mFR)}, fam.regular, 8.5, black)
	y += 7
	diff := total - adv
	label := "Nedoplatok"
	if diff < 0 {
		label = "Preplatok"
	}
	c.rect(20, y-5, 170, 8, rgb(240, 240, 240))
	c.text(22, y, label, fam.bold, 11, black)
	c.textAlign(188, y, amount(absF(diff), mFR)+" €", fam.bold, 11, black, alignRight)
	y += 10
	iban := g.skIBAN()
	if diff >= 0 {
		y = c.paragraph(20, y, 170, fmt.Sprintf("Nedoplatok uhraďte do %s na účet IBAN %s, variabilný symbol %s, konštantný symbol 0308.", fd(due), groupFours(iban), vs), fam.regular, 9, 4.5, black) + 3
	} else {
		y = c.paragraph(20, y, 170, "Preplatok Vám vrátime do "+fd(due)+" spôsobom, ktorým platíte zálohy.", fam.regular, 9, 4.5, black) + 3
	}
	c.paragraph(20, y+2, 170, "Výška preddavkových platieb na ďalšie obdobie je uvedená v priloženom rozpise záloh. Reklamácie vyúčtovania je možné podať do 30 dní od doručenia faktúry.", fam.regular, 8, 4, grey)
	c.line(20, 278, 190, 278, 0.2, rgb(150, 150, 150))
	c.text(20, 282, co.name+", "+joinAddr(caddr)+", zapísaná v Obchodnom registri", fam.regular, 6.5, grey)
	c.text(20, 285.5, co.court+" · Zákaznícka linka 0850 "+g.fill("111 555"), fam.regular, 6.5, grey)
	c.textAlign(190, 290, "Strana 1/1", fam.regular, 6.5, grey, alignRight)
	return d
}

// absF is the absolute value of v.
func absF(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}

// ltSupplier is a Lithuanian supplier, what it sells and its seat.
type ltSupplier struct{ name, short, kind, series, street, pc, town string }

var ltSuppliers = []ltSupplier{
	{"UAB „Baltijos energija“", "Baltijos energija", "elektra", "BEN", "Laisvės pr. 10", "LT-04215", "Vilnius"},
	{"AB „Nemuno ryšiai“", "Nemuno ryšiai", "telekomunikacijos", "NRY", "Savanorių pr. 28", "LT-03116", "Vilnius"},
	{"UAB „Kuršių dujos“", "Kuršių dujos", "dujos", "KD", "Taikos pr. 52", "LT-91182", "Klaipėda"},
}

// poaLTSaskaita is a Lithuanian supplier's monthly VAT invoice (PVM
// sąskaita faktūra) for electricity, gas or a telecom subscription: the
// supplier with its įmonės kodas and PVM mokėtojo kodas, the series and
// number, the date (ISO, "2026-03-05"), the buyer (pirkėjas) with
// address, the client or payer code, the place of consumption (vartojimo
// vieta / objekto adresas) or service address, the month billed, the
// services with VAT at 21 %, and the amount to pay by the end of the
// month ("Apmokėti iki") with the recipient's account.
func (g *gen) poaLTSaskaita() *doc {
	fam := g.family()
	co := pick(g.r, ltSuppliers)
	caddr := []string{co.street, co.pc + " " + co.town}
	gv, sur := ltPeople.draw(g)
	name := gv + " " + sur
	addr := g.ltHomeAddress()
	end := monthStart(g.pastPeriodEnd()).AddDate(0, 0, -1)
	start := monthStart(end)
	issued := end.AddDate(0, 0, 1+g.r.IntN(9))
	due := monthStart(issued).AddDate(0, 1, -1)
	fd := func(t time.Time) string { return fmtDate(t, dsISO, "lt") }
	d := &doc{trueType: TypeProofOfAddress, lang: "lt", font: fam,
		description: "Synthetic Lithuanian utility or telecom VAT invoice",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, sur+" "+gv, strings.ToUpper(name), stripMarks(name)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co.name, KindText, co.short, stripMarks(co.short), "UAB "+co.short, "AB "+co.short),
			"issuer_address":         addrField(caddr),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "document_date: the Sąskaitos data, not Apmokėti iki; the period is the month billed; the vartojimo vieta is the customer's address"
	d.page = g.newPage(210, 297, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(0, 120, 80), rgb(110, 40, 150), rgb(230, 60, 40), rgb(0, 90, 160)})
	grey := rgb(70, 70, 70)
	// Letterhead.
	c.rect(20, 14, 10, 10, accent)
	c.text(33, 22, co.short, fam.bold, 15, accent)
	cc := g.ltCompanyCode()
	c.lines(20, 30, []string{
		co.name + ", " + joinAddr(caddr),
		"Įmonės kodas " + cc + ", PVM mokėtojo kodas " + g.ltVATCode(),
		"Tel. +370 " + g.fill("5 299 9999") + " · " + strings.ToLower(strings.ReplaceAll(stripMarks(co.short), " ", "")) + ".lt",
	}, fam.regular, 7.5, 3.6, grey)
	// Title and numbers, right.
	series := co.series + " Nr. " + g.fill("99999999")
	c.textAlign(190, 20, "PVM SĄSKAITA FAKTŪRA", fam.bold, 12, black, alignRight)
	c.textAlign(190, 25.5, "Serija "+series, fam.regular, 9, black, alignRight)
	payer := g.fill("99999999")
	payerLabel := pick(g.r, []string{"Mokėtojo kodas", "Kliento kodas"})
	g.kv(112, 34, [][2]string{
		{"Sąskaitos data", fd(issued)},
		{payerLabel, payer},
		{"Laikotarpis", fd(start) + " – " + fd(end)},
		{"Apmokėti iki", fd(due)},
	}, kvOpts{style: kvLeft, col: 32, fam: fam, size: 9, valueBold: true})
	// Buyer.
	y := 62.0
	c.text(20, y, "Pirkėjas", fam.bold, 9, accent)
	g.window(20, y+6, "", append([]string{name}, addr...), fam, 10, g.chance(0.3))
	place := "Vartojimo vieta"
	if co.kind == "telekomunikacijos" {
		place = "Paslaugų teikimo adresas"
	}
	c.text(115, y, place, fam.bold, 9, accent)
	c.lines(115, y+6, addr, fam.regular, 9.5, 4.4, black)
	c.text(115, y+16, pick(g.r, []string{"Objekto Nr. ", "Sutarties Nr. "})+g.fill("9999999"), fam.regular, 8.5, grey)
	y = 92.0
	// Services.
	type svc struct {
		label, qty string
		net        float64
	}
	var ss []svc
	switch co.kind {
	case "elektra":
		kwh := 120 + g.r.IntN(380)
		ss = []svc{
			{"Elektros energija (vienos laiko zonos)", fmt.Sprintf("%d kWh", kwh), float64(kwh) * 0.1520},
			{"Elektros energijos persiuntimas", fmt.Sprintf("%d kWh", kwh), float64(kwh) * 0.0790},
			{"Viešuosius interesus atitinkančios paslaugos", fmt.Sprintf("%d kWh", kwh), float64(kwh) * 0.0066},
		}
	case "dujos":
		kwh := 300 + g.r.IntN(1500)
		ss = []svc{
			{"Gamtinės dujos", fmt.Sprintf("%d kWh", kwh), float64(kwh) * 0.0580},
			{"Pastovioji dedamoji", "1 mėn.", 1.45},
		}
	default:
		ss = []svc{
			{"Mobiliojo ryšio planas „Neribotai“", "1 mėn.", 14.05},
			{"Namų internetas 300 Mb/s", "1 mėn.", 16.52},
			{"Skambučiai ir SMS už plano ribų", "", float64(g.r.IntN(400)) / 100},
		}
	}
	cols := []column{{"Paslauga", 20, alignLeft}, {"Kiekis", 130, alignRight}, {"Suma be PVM, €", 160, alignRight}, {"Suma su PVM, €", 190, alignRight}}
	c.rect(20, y-4, 170, 6, rgb(238, 240, 242))
	g.tableRow(y, cols, []string{cols[0].head, cols[1].head, cols[2].head, cols[3].head}, fam.bold, 8.5, black)
	y += 7
	net := 0.0
	for _, s := range ss {
		net += s.net
		g.tableRow(y, cols, []string{s.label, s.qty, amount(s.net, mFR), amount(s.net*1.21, mFR)}, fam.regular, 8.5, black)
		y += 5
	}
	c.line(20, y-2.5, 190, y-2.5, 0.2, rgb(150, 150, 150))
	y += 2
	vat := net * 0.21
	total := net + vat
	y = g.kv(120, y, [][2]string{
		{"Suma be PVM", amount(net, mFR) + " €"},
		{"PVM 21 %", amount(vat, mFR) + " €"},
		{"Iš viso", amount(total, mFR) + " €"},
	}, kvOpts{style: kvLeft, col: 40, fam: fam, size: 9}) + 3
	c.rect(20, y-5, 170, 9, accent)
	c.text(23, y+0.5, "Mokėtina suma", fam.bold, 11, white)
	c.textAlign(187, y+0.5, amount(total, mFR)+" €", fam.bold, 11, white, alignRight)
	y += 12
	y = g.kv(20, y, [][2]string{
		{"Gavėjas", co.name},
		{"Sąskaitos Nr.", groupFours(g.ltIBAN())},
		{"Įmokos kodas", payer},
		{"Mokėjimo paskirtis", payerLabel + " " + payer},
	}, kvOpts{style: kvLeft, col: 40, fam: fam, size: 9}) + 3
	c.paragraph(20, y, 170, "Sąskaitą apmokėkite iki nurodytos datos savitarnoje, elektroninėje bankininkystėje arba įmokų surinkimo vietose. Vėluojant atsiskaityti skaičiuojami 0,05 % delspinigiai už kiekvieną pavėluotą dieną.", fam.regular, 8, 4, grey)
	if g.chance(0.4) {
		c.text(20, 268, "Invoice date "+fd(issued)+" · Pay by "+fd(due)+" · Customer code "+payer, fam.regular, 7.5, grey)
	}
	c.line(20, 280, 190, 280, 0.2, rgb(150, 150, 150))
	c.text(20, 285, co.name+" · "+joinAddr(caddr)+" · Įmonės kodas "+cc, fam.regular, 6.5, grey)
	c.textAlign(190, 285, "1 / 1", fam.regular, 6.5, grey, alignRight)
	return d
}
