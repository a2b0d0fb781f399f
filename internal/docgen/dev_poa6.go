package docgen

import (
	"fmt"
	"image/color"
	"strings"
	"time"
)

// Bills of the dev split as proofs of address: a Portuguese electricity
// fatura, a Swedish elräkning with its inbetalningsavi, a US municipal
// water and sewer bill with its return stub, an Austrian annual
// electricity or gas bill (Jahresabrechnung) and a Hungarian electricity
// or gas settlement bill (elszámoló számla). Each imitates a real
// document as publicly described (source in the comment above it); none
// was shaped on the readers, which were neither read nor run while they
// were written.

func init() {
	register(
		&layout{name: "poa_pt_fatura_eletricidade", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaPTFaturaEletricidade,
			source: "Portuguese electricity fatura: nome e morada de envio, titular, NIF, n.º de cliente, morada do local de consumo, CPE, potência contratada, tarifa, data de emissão, período de faturação, valor a pagar e data limite, pagamento Multibanco (entidade, referência, montante) or débito direto, IVA, contribuição audiovisual, IEC, taxa DGEG (alord.pt 'Como ler uma factura'; selectra.pt 'Como Ler Fatura da Luz … CPE'; palmelaeficienciaenergetica.pt 'Sabes analisar a tua fatura'; EDP leaflet 'Como ler a sua fatura' on vdocuments.com.br); ATCUD and QR code of Portaria 195/2020"},
		&layout{name: "poa_se_elrakning", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaSEElrakning,
			source: "Swedish electricity bill (elfaktura): fakturadatum, fakturanummer/OCR, kundnummer, anläggnings-ID of 18 digits starting 735999, områdes-ID, anläggningsadress, period, förbrukning, elhandel and elnät, moms 25 %, öresutjämning, att betala and oss tillhanda senast, bankgiro and inbetalningsavi; org.nr and Godkänd för F-skatt in the footer (elskling.se 'Exempelfaktura'; boraselhandel.se 'Så förstår du fakturan'; affarsverken.se 'Förklaring elfaktura'; vattenfalleldistribution.se 'Fakturaförklaring')"},
		&layout{name: "poa_us_water_sewer_bill", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaUSWaterSewerBill,
			source: "US municipal water and sewer utility bill: account number, service address, billing date, service period from/to, due date, previous and present meter readings in gallons or CCF, water, sewer, storm water and refuse charges, previous balance and payments, penalty after the due date, detachable return stub (southstpaulmn.gov 'Utility Billing'; lakecountyohio.gov 'Your Bill: Reading Your Bill'; jcwatersewer.com 'Reading Your Water Bill'; cityofjackson.org 'Reading Your Bill')"},
		&layout{name: "poa_at_jahresabrechnung", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaATJahresabrechnung,
			source: "Austrian annual electricity or gas bill (Jahresabrechnung): Infobox with Kundennummer, Rechnungsnummer and Rechnungsdatum, Anlage / Verbrauchsstelle with its address, Zählpunkt AT and 31 characters, Abrechnungszeitraum of about a year, Energie, Netz, Steuern und Abgaben, 20 % USt, abzüglich Teilbeträge, Guthaben or Nachzahlung, new Teilbetrag; FN and Firmenbuchgericht, UID in the footer (e-control.at 'Meine Stromrechnung: Das Übersichtsblatt'; wienernetze.at 'Was ist die Zählpunktnummer'; e-guessing.at 'Stromrechnung richtig lesen'; a Montana Energie-Handel Stromabrechnung published on scribd.com)"},
		&layout{name: "poa_hu_elszamolo_szamla", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaHUElszamoloSzamla,
			source: "Hungarian utility settlement bill (elszámoló számla) for electricity or gas under the unified bill image: the issuer's name, address, adószám, cégjegyzékszám and bankszámlaszám, the customer (felhasználó) with family name first, ügyfél-azonosító, folyószámla, számla sorszáma, számla kelte, fizetési határidő, elszámolási időszak, felhasználási hely címe and its azonosító, POD, mérőállások, ÁFA 27 % (2013. évi CLXXXVIII. törvény az egységes közszolgáltatói számlaképről; 4/2013. (II. 4.) NFM rendelet; e2.dot.co.hu 'Áram éves elszámoló' számlamagyarázat; energiapedia.hu 'Mit tartalmaz a villanyszámla')"},
	)
}

// ---------------------------------------------------------------- PT

// poa6PTSupplier is a Portuguese electricity retailer and its seat.
type poa6PTSupplier struct{ name, short, street, pc, town, crc string }

var poa6PTSuppliers = []poa6PTSupplier{
	{"Lusenergia Comercial, S.A.", "Lusenergia", "Avenida José Malhoa, 16", "1099-091", "Lisboa", "Lisboa"},
	{"Atlântica Energia, S.A.", "Atlântica Energia", "Rua do Bolhão, 212", "4000-111", "Porto", "Porto"},
	{"Tejo Luz e Gás, Lda.", "Tejo Luz", "Rua Dr. António Cândido, 8", "2000-046", "Santarém", "Santarém"},
}

// poaPTFaturaEletricidade is a Portuguese supplier's monthly electricity
// invoice, as the readers' guides lay it out: the supplier's mark and
// the invoice number at the top, the name and morada de envio in the
// window at the right, the invoice data (data de emissão, período de
// faturação, n.º de cliente and contrato), the box with the amount and
// the data limite de pagamento, the contract and installation data
// (titular, NIF, morada do local de consumo, CPE, potência, tarifa), the
// charges with IEC, taxa DGEG, contribuição audiovisual and IVA, the
// Multibanco payment reference or the direct debit note, the ATCUD and
// its QR code, and the supplier's legal data at the foot.
func (g *gen) poaPTFaturaEletricidade() *doc {
	fam := g.family()
	co := pick(g.r, poa6PTSuppliers)
	caddr := []string{co.street, co.pc + " " + co.town}
	given, sur := pick(g.r, poa6PTPeople.givens), pick(g.r, poa6PTPeople.surnames)
	name := given + " " + sur
	last := sur[strings.LastIndex(sur, " ")+1:]
	addr := g.poa6PTAddress()
	end := monthStart(g.pastPeriodEnd()).AddDate(0, 0, -1)
	start := monthStart(end)
	if g.chance(0.3) { // reading cycles that do not follow the month
		start = end.AddDate(0, 0, -29-g.r.IntN(3))
	}
	issued := end.AddDate(0, 0, 2+g.r.IntN(8))
	due := issued.AddDate(0, 0, 15+g.r.IntN(10))
	style := pick(g.r, []dateStyle{dsSlash, dsDash, dsISO})
	fd := func(t time.Time) string { return fmtDate(t, style, "pt") }
	d := &doc{trueType: TypeProofOfAddress, lang: "pt", font: fam,
		description: "Synthetic Portuguese electricity invoice (fatura de eletricidade)",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, strings.ToUpper(name), stripMarks(name), given+" "+last),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co.name, KindText, co.short, stripMarks(co.name), strings.TrimSuffix(strings.TrimSuffix(co.name, ", S.A."), ", Lda.")),
			"issuer_address":         addrField(caddr),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "document_date: the Data de emissão, not the Data limite de pagamento; the period is the Período de faturação; the morada do local de consumo is the morada de envio"
	d.page = g.newPage(210, 297, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(225, 35, 30), rgb(0, 120, 190), rgb(0, 150, 110), rgb(240, 130, 0)})
	grey := rgb(70, 70, 70)
	// Mark and invoice number.
	c.ellipse(26, 21, 6, 6, accent)
	c.ellipse(26, 21, 3, 3, white)
	c.text(35, 24, co.short, fam.bold, 16, accent)
	series := fmt.Sprintf("FT %s%d/%s", pick(g.r, []string{"FE", "F", "FAC"}), issued.Year(), g.fill("99999999"))
	c.textAlign(190, 18, "Fatura", fam.bold, 14, black, alignRight)
	c.textAlign(190, 23.5, "N.º "+series, fam.regular, 9, black, alignRight)
	c.textAlign(190, 27.5, "Original", fam.regular, 7.5, grey, alignRight)
	// The window, right.
	win := []string{name}
	if g.chance(0.4) {
		win = append([]string{"Exmo(a). Sr(a)."}, win...)
	}
	g.window(112, 46, "", append(win, addr...), fam, 10, g.chance(0.4))
	// Invoice data, left.
	custNo := g.fill("999999999")
	contract := g.fill("9999999999")
	g.kv(20, 42, [][2]string{
		{"Data de emissão", fd(issued)},
		{"Período de faturação", fd(start) + " a " + fd(end)},
		{"N.º de cliente", custNo},
		{"N.º de contrato", contract},
	}, kvOpts{style: kvAbove, fam: fam, size: 9.5, valueBold: true})
	// Charges.
	kwh := 90 + g.r.IntN(420)
	days := int(end.Sub(start).Hours()/24) + 1
	kva := pick(g.r, []string{"3,45", "4,6", "5,75", "6,9", "10,35"})
	tariff := pick(g.r, []string{"Simples", "Bi-horária", "Tri-horária"})
	type charge struct {
		label, qty string
		net, vat   float64
	}
	power := float64(days) * (0.18 + g.r.Float64()*0.25)
	energy := float64(kwh) * (0.14 + g.r.Float64()*0.06)
	charges := []charge{
		{"Potência contratada " + kva + " kVA", fmt.Sprintf("%d dias", days), power, 6},
		{"Energia ativa (" + tariff + ")", fmt.Sprintf("%d kWh", kwh), energy, 13},
		{"Imposto Especial de Consumo", fmt.Sprintf("%d kWh", kwh), float64(kwh) * 0.001, 23},
		{"Taxa de Exploração DGEG", "1 mês", 0.07, 23},
		{"Contribuição Audiovisual", "1 mês", 2.85, 6},
	}
	net, vat := 0.0, 0.0
	for _, ch := range charges {
		net += ch.net
		vat += ch.net * ch.vat / 100
	}
	total := net + vat
	// The amount box.
	c.rect(112, 76, 78, 22, rgb(244, 244, 244))
	c.rect(112, 76, 2, 22, accent)
	c.text(117, 82, "Valor a pagar", fam.regular, 9, grey)
	c.text(117, 90, amount(total, mFR)+" €", fam.bold, 16, black)
	c.text(117, 95.5, "Data limite de pagamento: "+fd(due), fam.regular, 8.5, black)
	// Contract and installation.
	y := 110.0
	c.text(20, y, "Dados do contrato e da instalação", fam.bold, 10.5, accent)
	c.line(20, y+1.5, 190, y+1.5, 0.3, accent)
	y += 7
	cpe := "PT 0002 0000 " + g.fill("9999 9999") + " " + g.fill("AA")
	rows := [][2]string{
		{"Titular", name},
		{"NIF", g.ptNIPC(pick(g.r, []int{1, 2}))},
		{"Morada do local de consumo", joinAddr(addr)},
		{"CPE", cpe},
		{"Potência contratada", kva + " kVA"},
		{"Tarifa / ciclo", tariff + " / " + pick(g.r, []string{"diário", "semanal"})},
	}
	if g.chance(0.5) {
		rows = append(rows, [2]string{"Tipo de leitura", pick(g.r, []string{"Real (telecontagem)", "Estimativa", "Comunicada pelo cliente"})})
	}
	y = g.kv(20, y, rows, kvOpts{style: kvLeft, col: 52, fam: fam, size: 9}) + 3
	cols := []column{{"Descrição", 20, alignLeft}, {"Quantidade", 120, alignRight}, {"IVA", 140, alignRight}, {"Valor (€)", 190, alignRight}}
	c.rect(20, y-4, 170, 6, rgb(238, 240, 242))
	g.tableRow(y, cols, []string{cols[0].head, cols[1].head, cols[2].head, cols[3].head}, fam.bold, 8.5, black)
	y += 7
	for _, ch := range charges {
		g.tableRow(y, cols, []string{ch.label, ch.qty, fmt.Sprintf("%.0f%%", ch.vat), amount(ch.net, mFR)}, fam.regular, 8.5, black)
		y += 5
	}
	c.line(20, y-2.5, 190, y-2.5, 0.2, rgb(150, 150, 150))
	y += 2
	for _, r := range [][2]string{{"Total sem IVA", amount(net, mFR)}, {"IVA", amount(vat, mFR)}, {"Total da fatura", amount(total, mFR)}} {
		f := fam.regular
		if r[0] == "Total da fatura" {
			f = fam.bold
		}
		g.tableRow(y, cols, []string{r[0], "", "", r[1]}, f, 9, black)
		y += 5
	}
	y += 5
	// Payment.
	c.text(20, y, "Pagamento", fam.bold, 10.5, accent)
	c.line(20, y+1.5, 190, y+1.5, 0.3, accent)
	y += 8
	if g.chance(0.6) {
		c.frame(20, y-5, 80, 24, 0.3, grey)
		c.text(23, y, "Pagamento de Serviços / Multibanco", fam.bold, 8.5, black)
		g.kv(23, y+5.5, [][2]string{
			{"Entidade", g.fill("2") + g.fill("9999")},
			{"Referência", g.fill("999 999 999")},
			{"Montante", amount(total, mFR) + " €"},
		}, kvOpts{style: kvLeft, col: 24, fam: fam, size: 9, valueBold: true})
	} else {
		c.paragraph(20, y, 90, fmt.Sprintf("Esta fatura será paga por débito direto na conta PT50 **** **** **** %s em %s.", g.fill("9999 999"), fd(due)), fam.regular, 9, 4.5, black)
	}
	atcud := g.fill("XXXXXXXX") + "-" + g.fill("999999")
	g.poa6QRMark(160, y-5, 28, 29, black)
	c.text(112, y+2, "ATCUD: "+atcud, fam.regular, 8, black)
	c.text(112, y+6.5, g.fill("XXXX")+"-Processado por programa", fam.regular, 6.5, grey)
	c.text(112, y+9.5, "certificado n.º "+g.fill("9999")+"/AT", fam.regular, 6.5, grey)
	// Footer.
	nipc := g.ptNIPC(5)
	c.line(20, 276, 190, 276, 0.2, rgb(150, 150, 150))
	c.text(20, 280, co.name+" · Sede: "+joinAddr(caddr), fam.regular, 6.8, grey)
	c.text(20, 283.5, "Capital social "+pick(g.r, []string{"50 000 000", "2 500 000", "750 000"})+" € · NIPC "+nipc+" · Matriculada na Conservatória do Registo Comercial de "+co.crc, fam.regular, 6.8, grey)
	c.text(20, 287, "Linha de apoio ao cliente 808 "+g.fill("999 999")+" · Avarias 800 "+g.fill("506 506"), fam.regular, 6.8, grey)
	c.textAlign(190, 287, "Pág. 1/1", fam.regular, 6.8, grey, alignRight)
	return d
}

// ---------------------------------------------------------------- SE

// poa6SESupplier is a Swedish electricity retailer with its seat.
type poa6SESupplier struct{ name, short, street, pc, town, area string }

var poa6SESuppliers = []poa6SESupplier{
	{"Norrsken Energi AB", "Norrsken Energi", "Kungsgatan 42", "903 26", "Umeå", "UMA"},
	{"Mälarkraft Elhandel AB", "Mälarkraft", "Stora gatan 19", "722 12", "Västerås", "VST"},
	{"Västkustens Elbolag AB", "Västkustens El", "Lilla Bommen 5", "411 04", "Göteborg", "GBG"},
}

// poaSEElrakning is a Swedish electricity bill, as the suppliers'
// explanations and the comparison site's example show it: the company's
// name, address and contacts at the top, "Faktura" with fakturadatum,
// fakturanummer/OCR and kundnummer, the anläggnings-ID, områdes-ID and
// anläggningsadress, the customer in the window, the period's actual
// consumption and the lines of elhandel (and elnät when billed together)
// with moms 25 % and öresutjämning, "Att betala" and "Oss tillhanda
// senast", and at the foot the bankgiro inbetalningsavi with the
// payer's name and address and the OCR line; org.nr, momsreg.nr and
// "Godkänd för F-skatt" in the footer. Dates are ISO, as Swedish
// documents print them.
func (g *gen) poaSEElrakning() *doc {
	fam := g.family()
	co := pick(g.r, poa6SESuppliers)
	caddr := []string{co.street, co.pc + " " + co.town}
	given, sur := pick(g.r, poa6SEPeople.givens), pick(g.r, poa6SEPeople.surnames)
	name := given + " " + sur
	addr := g.poa6SEAddress()
	end := monthStart(g.pastPeriodEnd()).AddDate(0, 0, -1)
	start := monthStart(end).AddDate(0, 1-pick(g.r, []int{1, 1, 3}), 0)
	issued := end.AddDate(0, 0, 3+g.r.IntN(10))
	due := issued.AddDate(0, 0, 20+g.r.IntN(10))
	fd := func(t time.Time) string { return fmtDate(t, dsISO, "sv") }
	d := &doc{trueType: TypeProofOfAddress, lang: "sv", font: fam,
		description: "Synthetic Swedish electricity bill (elräkning)",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, strings.ToUpper(name), stripMarks(name), sur+" "+given),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co.name, KindText, co.short, stripMarks(co.name), strings.TrimSuffix(co.name, " AB")),
			"issuer_address":         addrField(caddr),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "document_date: the Fakturadatum, not Oss tillhanda senast; the period is the one of the faktisk förbrukning; the anläggningsadress is the customer's address"
	d.page = g.newPage(210, 297, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(0, 95, 160), rgb(250, 170, 0), rgb(0, 130, 70), rgb(200, 30, 80)})
	grey := rgb(70, 70, 70)
	// Company block.
	c.rect(20, 14, 9, 9, accent)
	c.text(32, 21.5, co.short, fam.bold, 15, accent)
	c.lines(20, 29, []string{co.name, co.street, co.pc + " " + co.town}, fam.regular, 8, 3.6, grey)
	c.lines(20, 42, []string{"Kundservice: 0771-" + g.fill("99 99 99"), strings.ToLower(strings.ReplaceAll(stripMarks(co.short), " ", "")) + ".se"}, fam.regular, 8, 3.6, grey)
	// Invoice data, right.
	ocr := g.poa6SEOCR()
	custNo := g.fill("999999")
	c.text(112, 19, "Faktura", fam.bold, 15, black)
	g.kv(112, 27, [][2]string{
		{"Fakturadatum", fd(issued)},
		{"Fakturanummer/OCR", ocr},
		{"Kundnummer", custNo},
	}, kvOpts{style: kvLeft, col: 38, fam: fam, size: 9})
	// The window, right.
	g.window(112, 52, "", append([]string{name}, addr...), fam, 10.5, g.chance(0.5))
	// Facility.
	y := 80.0
	anl := "735999" + g.fill("999999999999")
	c.text(20, y, "Anläggning", fam.bold, 10.5, accent)
	c.line(20, y+1.5, 190, y+1.5, 0.3, accent)
	y += 7
	y = g.kv(20, y, [][2]string{
		{"Anläggnings-ID", poa6GroupThrees(anl)},
		{"Områdes-ID", co.area},
		{"Anläggningsadress", joinAddr(addr)},
		{"Elavtal", pick(g.r, []string{"Rörligt elpris", "Fast pris 1 år", "Timpris"})},
	}, kvOpts{style: kvLeft, col: 40, fam: fam, size: 9}) + 3
	// Consumption and lines.
	months := monthsBetween(start, end.AddDate(0, 0, 1))
	kwh := (400 + g.r.IntN(1500)) * months
	c.text(20, y, fmt.Sprintf("Faktisk förbrukning för perioden %s – %s", fd(start), fd(end)), fam.bold, 9.5, black)
	c.textAlign(190, y, fmt.Sprintf("%d kWh", kwh), fam.bold, 9.5, black, alignRight)
	y += 8
	type line struct {
		label, qty string
		net        float64
	}
	ls := []line{
		{"Elhandel, rörligt pris", fmt.Sprintf("%d kWh", kwh), float64(kwh) * (0.45 + g.r.Float64()*0.8)},
		{"Månadsavgift elhandel", fmt.Sprintf("%d mån", months), float64(months) * 39},
		{"Elcertifikat", fmt.Sprintf("%d kWh", kwh), float64(kwh) * 0.004},
	}
	if g.chance(0.5) {
		ls = append(ls, line{"Elnät, abonnemang 16 A", fmt.Sprintf("%d mån", months), float64(months) * 310}, line{"Elnät, överföring", fmt.Sprintf("%d kWh", kwh), float64(kwh) * 0.26}, line{"Energiskatt", fmt.Sprintf("%d kWh", kwh), float64(kwh) * 0.439})
	}
	cols := []column{{"Specifikation", 20, alignLeft}, {"Antal", 140, alignRight}, {"Belopp, kr", 190, alignRight}}
	c.rect(20, y-4, 170, 6, rgb(238, 240, 242))
	g.tableRow(y, cols, []string{cols[0].head, cols[1].head, cols[2].head}, fam.bold, 8.5, black)
	y += 7
	net := 0.0
	for _, l := range ls {
		net += l.net
		g.tableRow(y, cols, []string{l.label, l.qty, amount(l.net, mFR)}, fam.regular, 8.5, black)
		y += 5
	}
	vat := net * 0.25
	gross := net + vat
	toPay := float64(int64(gross + 0.5))
	c.line(20, y-2.5, 190, y-2.5, 0.2, rgb(150, 150, 150))
	y += 2
	for _, r := range [][2]string{{"Momsgrundande belopp", amount(net, mFR)}, {"Moms 25 %", amount(vat, mFR)}, {"Öresutjämning", amount(toPay-gross, mFR)}} {
		g.tableRow(y, cols, []string{r[0], "", r[1]}, fam.regular, 8.5, black)
		y += 5
	}
	y += 2
	c.rect(20, y-5, 170, 9, rgb(244, 244, 244))
	c.text(23, y+0.5, "Att betala", fam.bold, 11, black)
	c.textAlign(120, y+0.5, "Oss tillhanda senast "+fd(due), fam.regular, 9, black, alignCenter)
	c.textAlign(187, y+0.5, amount(toPay, mFR)+" kr", fam.bold, 11, black, alignRight)
	y += 10
	if y < 182 { // room above the footer
		c.paragraph(20, y, 170, "Vid betalning efter förfallodagen debiteras dröjsmålsränta enligt räntelagen samt en påminnelseavgift på 60 kr. Har du frågor om fakturan, kontakta vår kundservice.", fam.regular, 8, 4, grey)
	}
	// Footer.
	orgnr := g.poa6SEOrgNr()
	c.text(20, 192, co.name+" · Org.nr "+orgnr+" · Momsreg.nr SE"+strings.ReplaceAll(orgnr, "-", "")+"01 · Styrelsens säte: "+co.town+" · Godkänd för F-skatt", fam.regular, 6.5, grey)
	// With autogiro or e-faktura no inbetalningsavi is attached: the bill
	// says so instead (boraselhandel.se).
	if g.chance(0.3) {
		c.rect(20, 205, 170, 16, rgb(244, 244, 244))
		c.text(24, 212, "Beloppet dras via autogiro på förfallodagen "+fd(due)+".", fam.bold, 10, black)
		c.text(24, 217.5, "Du behöver inte göra någon inbetalning. Kundnummer "+custNo+", OCR "+ocr+".", fam.regular, 8.5, grey)
		return d
	}
	// The inbetalningsavi.
	fy := 196.0
	for x := 0.0; x < 210; x += 3 {
		c.line(x, fy, x+1.6, fy, 0.2, black)
	}
	bg := g.fill("999-9999")
	pink := rgb(252, 236, 238)
	c.rect(0, fy+1, 210, 100, pink)
	c.text(12, fy+8, "INBETALNING/GIRERING AVI", fam.bold, 9, black)
	c.textAlign(198, fy+8, "Bankgiro", fam.bold, 9, black, alignRight)
	c.text(12, fy+16, "Betalningsmottagare", fam.regular, 6.5, black)
	c.text(12, fy+21, co.name, fam.regular, 9.5, black)
	c.text(110, fy+16, "Bankgironummer", fam.regular, 6.5, black)
	c.text(110, fy+21, bg, fam.regular, 9.5, black)
	c.text(12, fy+30, "Inbetalare", fam.regular, 6.5, black)
	c.lines(12, fy+35, append([]string{name}, addr...), fam.regular, 9.5, 4.4, black)
	c.text(110, fy+30, "Fakturanummer/OCR", fam.regular, 6.5, black)
	c.text(110, fy+35, ocr, fam.regular, 9.5, black)
	c.text(110, fy+43, "Oss tillhanda senast", fam.regular, 6.5, black)
	c.text(110, fy+48, fd(due), fam.regular, 9.5, black)
	c.text(160, fy+43, "Kronor", fam.regular, 6.5, black)
	c.textAlign(196, fy+48, amount(toPay, mFR), fam.regular, 9.5, black, alignRight)
	c.rect(0, fy+78, 210, 14, white)
	ocrLine := fmt.Sprintf("#  %s #%10d 00   %d >                %s#41#", ocr, int64(toPay), int64(toPay)%10, strings.ReplaceAll(bg, "-", ""))
	c.text(12, fy+87, ocrLine, fMono(fam), 9, black)
	return d
}

// poa6GroupThrees prints an 18-digit facility ID in groups of three, as
// Swedish bills do: "735 999 123 456 789 012".
func poa6GroupThrees(s string) string {
	var parts []string
	for len(s) > 3 {
		parts = append(parts, s[:3])
		s = s[3:]
	}
	return strings.Join(append(parts, s), " ")
}

// ---------------------------------------------------------------- US

// poa6USWaterUtility is a municipal water and sewer utility, its city's
// streets and postcode pattern.
type poa6USWaterUtility struct {
	name, dept, street, city, state, zip string
	streets                              []string
	ccf                                  bool // meters read in hundreds of cubic feet, not gallons
}

var poa6USWaterUtilities = []poa6USWaterUtility{
	{"City of Cedar Falls", "Utility Billing Division", "220 Clay Street", "Cedar Falls", "IA", "50613", []string{"Main St", "Olive St", "W 12th St", "Franklin St", "Rainbow Dr"}, false},
	{"Town of Millbrook", "Water & Sewer Department", "45 Franklin Avenue", "Millbrook", "NY", "12545", []string{"Maple Ave", "Church St", "Elm Dr", "Sharon Tpke"}, false},
	{"Riverbend Municipal Utilities", "Customer Service", "1010 Water Works Rd", "Riverbend", "OR", "97321", []string{"NW Harrison Blvd", "SE 3rd St", "Kings Blvd", "Monroe Ave"}, true},
	{"City of Lake Haven", "Department of Public Utilities", "300 Civic Center Dr", "Lake Haven", "MN", "55075", []string{"Concord St N", "Marie Ave E", "3rd Ave S", "Southview Blvd"}, false},
}

// poaUSWaterSewerBill is a US city's water and sewer bill as the cities'
// "reading your bill" pages describe it: the utility's name, address and
// office hours at the top, the customer and mailing address, an account
// box with account number, service address, billing date, service
// period and due date, the meter readings and usage, the current
// charges (water base and usage, sewer, storm water, refuse), the
// previous balance and payments, the amount due and the amount after
// the due date with its penalty, and the detachable stub to return with
// payment, set out for a window envelope. Dates are month first.
func (g *gen) poaUSWaterSewerBill() *doc {
	fam := g.family()
	if g.chance(0.3) {
		fam = pick(g.r, monoFamilies)
	}
	u := pick(g.r, poa6USWaterUtilities)
	uaddr := []string{u.street, fmt.Sprintf("%s, %s %s", u.city, u.state, u.zip)}
	given, sur := g.personName("US")
	name := given + " " + sur
	svc := fmt.Sprintf("%d %s", 100+g.r.IntN(8900), pick(g.r, u.streets))
	if g.chance(0.2) {
		svc += fmt.Sprintf(" Apt %d", 1+g.r.IntN(24))
	}
	addr := []string{svc, fmt.Sprintf("%s, %s %s", u.city, u.state, u.zip)}
	quarterly := g.chance(0.35)
	end := g.pastPeriodEnd()
	start := end.AddDate(0, -1, 1)
	if quarterly {
		start = end.AddDate(0, -3, 1)
	}
	billed := end.AddDate(0, 0, 2+g.r.IntN(6))
	due := billed.AddDate(0, 0, 20+g.r.IntN(10))
	upper := g.chance(0.5)
	shown := func(l []string) []string {
		if !upper {
			return l
		}
		out := make([]string, len(l))
		for i, s := range l {
			out[i] = strings.ToUpper(s)
		}
		return out
	}
	// Month first, the year in full or, as many billing systems print
	// it, in two digits: 11/24/25.
	layoutUS := pick(g.r, []string{"01/02/2006", "01/02/2006", "01/02/06"})
	fd := func(t time.Time) string { return t.Format(layoutUS) }
	d := &doc{trueType: TypeProofOfAddress, lang: "en", font: fam,
		description: "Synthetic US municipal water and sewer bill",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, strings.ToUpper(name), sur+", "+given, strings.ToUpper(sur+", "+given), strings.ToUpper(sur+" "+given)),
			"recipient_address":      str(joinAddr(addr), KindAddress, strings.ToUpper(joinAddr(addr))),
			"issuer_name":            str(u.name, KindText, strings.ToUpper(u.name), u.name+" "+u.dept),
			"issuer_address":         addrField(uaddr),
			"document_date":          dateField(billed),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "document_date: the Billing Date, not the Due Date nor the read dates; the period is the service period (from and to read dates); the service address is the mailing address"
	d.page = g.newPage(215.9, 279.4, white)
	c := g.c
	blue := pick(g.r, []color.RGBA{rgb(0, 80, 150), rgb(0, 110, 130), rgb(40, 60, 120)})
	grey := rgb(70, 70, 70)
	// Header.
	c.ellipse(27, 22, 7, 7, blue)
	c.ellipse(27, 23.5, 3, 3.6, white)
	c.text(38, 20, strings.ToUpper(u.name), fam.bold, 13, blue)
	c.text(38, 25, u.dept, fam.regular, 9, black)
	c.text(38, 29, joinAddr(uaddr), fam.regular, 8.5, grey)
	c.text(38, 33, fmt.Sprintf("(%s) %s · Office hours Mon–Fri 8:00 a.m. – 4:30 p.m.", g.fill("999"), g.fill("999-9999")), fam.regular, 8, grey)
	c.textAlign(196, 20, "UTILITY BILL", fam.bold, 12, black, alignRight)
	// Account box, right.
	acct := g.fill("99-9999-99")
	bx, by := 120.0, 42.0
	acctRows := [][2]string{
		{"Account Number", acct},
		{"Service Address", strings.ToUpper(svc)},
		{"Billing Date", fd(billed)},
		{"Service Period", fd(start) + " - " + fd(end)},
		{"Due Date", fd(due)},
		{"Days in Cycle", fmt.Sprint(int(end.Sub(start).Hours()/24) + 1)},
	}
	if g.chance(0.5) { // billing systems that file customers last name first
		acctRows = append([][2]string{{"Customer Name", strings.ToUpper(sur + ", " + given)}}, acctRows...)
	}
	c.rect(bx, by, 76, 6, blue)
	c.text(bx+2, by+4.3, "ACCOUNT INFORMATION", fam.bold, 8.5, white)
	bottom := g.kv(bx+2, by+11, acctRows, kvOpts{style: kvLeft, col: 28, fam: fam, size: 8, valueBold: true})
	c.frame(bx, by, 76, bottom-by-1.5, 0.4, black)
	// Customer block, left.
	c.text(20, 46, "CUSTOMER NAME AND MAILING ADDRESS", fam.bold, 7.5, grey)
	g.window(20, 52, "", shown(append([]string{name}, addr...)), fam, 10, false)
	// Meter readings.
	y := 96.0
	c.text(20, y, "METER READINGS", fam.bold, 9.5, blue)
	c.line(20, y+1.5, 196, y+1.5, 0.3, blue)
	y += 7
	unit := "Gallons (1,000s)"
	use := 3 + g.r.IntN(9)
	if quarterly {
		use *= 3
	}
	if u.ccf {
		unit = "CCF (100 cu ft)"
		use = use * 4 / 3
	}
	prev := 1000 + g.r.IntN(8000)
	mcols := []column{{"Meter No.", 20, alignLeft}, {"Prev. Read Date", 45, alignLeft}, {"Previous", 95, alignRight}, {"Pres. Read Date", 100, alignLeft}, {"Present", 150, alignRight}, {"Usage", 196, alignRight}}
	g.tableRow(y, mcols, []string{mcols[0].head, mcols[1].head, mcols[2].head, mcols[3].head, mcols[4].head, mcols[5].head}, fam.bold, 8, black)
	y += 5
	g.tableRow(y, mcols, []string{g.fill("99999999"), fd(start.AddDate(0, 0, -1)), fmt.Sprint(prev), fd(end), fmt.Sprint(prev + use), fmt.Sprint(use)}, fam.regular, 8, black)
	y += 4.5
	c.text(20, y, "Usage in "+unit+" · Read type: "+pick(g.r, []string{"Actual", "Actual (radio read)", "Estimated"}), fam.regular, 7.5, grey)
	y += 9
	// Charges.
	c.text(20, y, "CURRENT CHARGES", fam.bold, 9.5, blue)
	c.line(20, y+1.5, 196, y+1.5, 0.3, blue)
	y += 7
	mult := 1.0
	if quarterly {
		mult = 3
	}
	charges := [][2]any{
		{"Water Base Charge", 14.25 * mult},
		{fmt.Sprintf("Water Usage (%d)", use), float64(use) * 4.87},
		{"Sewer Base Charge", 18.40 * mult},
		{fmt.Sprintf("Sewer Usage (%d)", use), float64(use) * 6.12},
		{"Storm Water Utility Fee", 6.50 * mult},
	}
	if g.chance(0.6) {
		charges = append(charges, [2]any{"Refuse / Recycling", 21.75 * mult})
	}
	cur := 0.0
	ccols := []column{{"", 25, alignLeft}, {"", 150, alignRight}}
	for _, ch := range charges {
		v := ch[1].(float64)
		cur += v
		g.tableRow(y, ccols, []string{ch[0].(string), "$" + amount(v, mEN)}, fam.regular, 8.5, black)
		y += 4.6
	}
	prevBal := cur * (0.8 + g.r.Float64()*0.4)
	y += 2
	c.line(25, y-3, 150, y-3, 0.2, grey)
	for _, r := range [][2]string{
		{"Total Current Charges", "$" + amount(cur, mEN)},
		{"Previous Balance", "$" + amount(prevBal, mEN)},
		{"Payments Received - Thank You", "-$" + amount(prevBal, mEN)},
	} {
		g.tableRow(y, ccols, []string{r[0], r[1]}, fam.regular, 8.5, black)
		y += 4.6
	}
	y += 2
	c.rect(20, y-4.5, 176, 7, rgb(235, 240, 246))
	g.tableRow(y, ccols, []string{"TOTAL AMOUNT DUE BY " + fd(due), "$" + amount(cur, mEN)}, fam.bold, 9.5, black)
	y += 8
	pen := cur * 0.1
	c.text(25, y, fmt.Sprintf("Amount due after %s (10%% penalty): $%s", fd(due), amount(cur+pen, mEN)), fam.regular, 8.5, black)
	y += 8
	c.paragraph(20, y, 176, pick(g.r, []string{
		"Water service is subject to disconnection if a past due balance remains unpaid. Sign up for AutoPay or paperless billing on our website.",
		"Help us conserve: lawn watering is allowed on odd or even days matching your house number. Report leaks and main breaks 24/7.",
	}), fam.regular, 8, 3.9, grey)
	// The stub.
	sy := 196.0
	for x := 8.0; x < 208; x += 4 {
		c.line(x, sy, x+2, sy, 0.25, black)
	}
	c.textAlign(108, sy-2, "PLEASE DETACH AND RETURN THIS PORTION WITH YOUR PAYMENT", fam.regular, 7, grey, alignCenter)
	c.text(20, sy+8, strings.ToUpper(u.name), fam.bold, 9, black)
	c.text(20, sy+12, u.dept, fam.regular, 8, black)
	g.kv(120, sy+8, [][2]string{
		{"Account Number", acct},
		{"Due Date", fd(due)},
		{"Amount Due", "$" + amount(cur, mEN)},
		{"Amount Enclosed", "$ ______________"},
	}, kvOpts{style: kvLeft, col: 32, fam: fam, size: 9, valueBold: true})
	c.text(20, sy+30, "RETURN SERVICE REQUESTED", fam.regular, 7, grey)
	g.window(25, sy+40, "", shown(append([]string{name}, addr...)), fam, 9.5, false)
	c.text(120, sy+38, "Make checks payable to:", fam.regular, 7.5, grey)
	g.window(125, sy+45, "", append([]string{strings.ToUpper(u.name), "PO BOX " + g.fill("9999")}, strings.ToUpper(uaddr[1])), fam, 9.5, false)
	c.text(20, sy+72, g.fill("9999999999")+" "+strings.ReplaceAll(acct, "-", "")+" "+fmt.Sprintf("%08d", int64(cur*100+0.5))+" 4", fMono(fam), 9, black)
	return d
}

// ---------------------------------------------------------------- AT

// poa6ATSupplier is an Austrian energy supplier with its seat and the
// court of its company register.
type poa6ATSupplier struct{ name, short, street, pc, town, court string }

// poa6ATGrids are the network operators of the customers' towns.
var poa6ATGrids = map[string]string{
	"Wien": "Wiener Netze GmbH", "Graz": "Energienetze Steiermark GmbH", "Linz": "Netz Oberösterreich GmbH",
	"Salzburg": "Salzburg Netz GmbH", "Innsbruck": "TINETZ-Tiroler Netze GmbH", "St. Pölten": "Netz Niederösterreich GmbH",
}

var poa6ATSuppliers = []poa6ATSupplier{
	{"Donauland Energie Vertrieb GmbH", "Donauland Energie", "Praterstraße 31", "1020", "Wien", "Handelsgericht Wien"},
	{"Alpenstrom Energiehandel GmbH", "Alpenstrom", "Südtiroler Platz 11", "6020", "Innsbruck", "Landesgericht Innsbruck"},
	{"Murtal Energie AG", "Murtal Energie", "Leonhardgürtel 10", "8010", "Graz", "Landesgericht für ZRS Graz"},
	{"Traunviertler Gas & Strom GmbH", "Traunviertler", "Böhmerwaldstraße 3", "4020", "Linz", "Landesgericht Linz"},
}

// poaATJahresabrechnung is an Austrian supplier's annual electricity or
// gas bill, laid out as the regulator's sample bill explains it: the
// supplier's letterhead and return line, the addressee in the window
// ("Herrn" or "Frau" on its own line), the Infobox at the right with
// Kundennummer, Rechnungsnummer, Rechnungsdatum and contacts, the
// salutation, the Anlage with its address and Zählpunkt, the
// Abrechnungszeitraum of about a year from reading to reading, the
// costs of energy, network and taxes, 20 % USt, the Teilbeträge already
// paid, the Nachzahlung or Guthaben with its date, and the new monthly
// Teilbetrag; the Firmenbuch number, court, UID and bank in the footer.
func (g *gen) poaATJahresabrechnung() *doc {
	fam := g.family()
	co := pick(g.r, poa6ATSuppliers)
	caddr := []string{co.street, co.pc + " " + co.town}
	given, sur := pick(g.r, poa6ATPeople.givens), pick(g.r, poa6ATPeople.surnames)
	name := given + " " + sur
	female := contains([]string{"Andrea", "Sabine", "Claudia", "Birgit", "Petra", "Julia"}, given)
	title := ""
	if g.chance(0.3) {
		title = pick(g.r, []string{"Mag. ", "Dipl.-Ing. ", "Dr. ", "Ing. "})
	}
	addr := g.poa6ATAddress()
	gas := g.chance(0.35)
	end := g.pastPeriodEnd()
	start := end.AddDate(-1, 0, 1+g.r.IntN(20)-10)
	issued := end.AddDate(0, 0, 5+g.r.IntN(14))
	fd := func(t time.Time) string { return fmtDate(t, dsDots, "de") }
	d := &doc{trueType: TypeProofOfAddress, lang: "de", font: fam,
		description: "Synthetic Austrian annual energy bill (Jahresabrechnung)",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, title+name, strings.ToUpper(name), stripMarks(name), sur+" "+given),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co.name, KindText, co.short, stripMarks(co.name)),
			"issuer_address":         addrField(caddr),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "document_date: the Rechnungsdatum, not the due date of the Nachzahlung; the period is the Abrechnungszeitraum (reading to reading, about a year); the Anlage address is the customer's address"
	d.page = g.newPage(210, 297, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(200, 16, 46), rgb(0, 105, 60), rgb(0, 85, 150), rgb(235, 105, 10)})
	grey := rgb(70, 70, 70)
	// Letterhead.
	c.rect(20, 13, 4, 14, accent)
	c.text(27, 20, co.short, fam.bold, 15, accent)
	c.text(27, 25.5, "Immer gerne für Sie da", fam.regular, 8, grey)
	// Window with return line.
	hon := "Herrn"
	sal := "Sehr geehrter Herr " + title + sur + ","
	if female {
		hon = "Frau"
		sal = "Sehr geehrte Frau " + title + sur + ","
	}
	g.window(20, 52, co.name+", "+co.street+", "+co.pc+" "+co.town, append([]string{hon, title + name}, addr...), fam, 10, false)
	// Infobox.
	cust := g.fill("99999999")
	inv := g.fill("1199999999999")
	c.text(125, 40, "Ihre Rechnungsdaten", fam.bold, 9, accent)
	g.kv(125, 46, [][2]string{
		{"Kundennummer", cust},
		{"Rechnungsnummer", inv},
		{"Rechnungsdatum", fd(issued)},
		{"Servicenummer", "0800 " + g.fill("999 999")},
	}, kvOpts{style: kvLeft, col: 30, fam: fam, size: 8.5})
	what, unit := "Stromabrechnung", "kWh"
	if gas {
		what = "Gasabrechnung"
	}
	y := 88.0
	c.text(20, y, "Ihre Jahresabrechnung – "+what, fam.bold, 13, black)
	y += 9
	c.text(20, y, sal, fam.regular, 9.5, black)
	y += 6
	y = c.paragraph(20, y, 170, "auf dieser Seite finden Sie die Übersicht zur Abrechnung Ihrer Anlage. Details zu den einzelnen Positionen finden Sie auf den Folgeseiten.", fam.regular, 9.5, 4.7, black) + 3
	zp := "AT00" + g.fill("99") + "00000000000000000" + g.fill("9999999999")
	sp := strings.ToUpper(what[:1]) + strings.TrimSuffix(what[1:], "abrechnung")
	y = g.kv(20, y, [][2]string{
		{"Anlage", g.fill("1000999999") + " " + sp + ", " + sur + " " + given + ", " + joinAddr(addr)},
		{"Zählpunkt", zp},
		{"Netzbetreiber", poa6ATGrids[strings.SplitN(addr[1], " ", 2)[1]]},
		{"Abrechnungszeitraum", fd(start) + " - " + fd(end)},
	}, kvOpts{style: kvLeft, col: 40, fam: fam, size: 9}) + 2
	use := 1800 + g.r.IntN(4200)
	if gas {
		use = 6000 + g.r.IntN(12000)
	}
	c.text(20, y, fmt.Sprintf("Verbrauch: %s %s", strings.TrimSuffix(amount(float64(use), mEU), ",00"), unit), fam.bold, 9.5, black)
	y += 8
	energy := float64(use) * (0.09 + g.r.Float64()*0.12)
	grid := float64(use)*0.06 + 45
	tax := float64(use) * 0.015
	net := energy + grid + tax
	vat := net * 0.2
	gross := net + vat
	paid := float64(int((gross+float64(g.r.IntN(300)-150))/11)) * 11
	diff := gross - paid
	cols := []column{{"", 20, alignLeft}, {"Euro", 170, alignRight}}
	rows := [][2]string{
		{"Energiekosten", amount(energy, mEU)},
		{"Netzkosten", amount(grid, mEU)},
		{"Steuern und Abgaben", amount(tax, mEU)},
		{"Gesamtbetrag netto", amount(net, mEU)},
		{"zuzüglich 20 % USt.", amount(vat, mEU)},
		{"Gesamtbetrag brutto", amount(gross, mEU)},
		{"abzüglich verrechneter Teilbeträge", "-" + amount(paid, mEU)},
	}
	g.tableRow(y, cols, []string{"", "Euro"}, fam.bold, 8.5, black)
	y += 5
	for _, r := range rows {
		f := fam.regular
		if strings.HasPrefix(r[0], "Gesamtbetrag") {
			f = fam.bold
		}
		g.tableRow(y, cols, []string{r[0], r[1]}, f, 9, black)
		y += 5
	}
	c.line(20, y-3, 170, y-3, 0.3, black)
	y += 2
	label := "Nachzahlung"
	if diff < 0 {
		label = "Guthaben"
	}
	c.rect(20, y-5, 150, 8, rgb(242, 242, 242))
	c.text(22, y, "Rechnungsendbetrag ("+label+")", fam.bold, 10, black)
	c.textAlign(168, y, amount(absF(diff), mEU), fam.bold, 10, black, alignRight)
	y += 10
	pay := issued.AddDate(0, 0, 14)
	if diff >= 0 {
		if g.chance(0.5) {
			y = c.paragraph(20, y, 170, fmt.Sprintf("Die Forderung in der Höhe von %s Euro wird per %s von Ihrem Konto abgebucht.", amount(diff, mEU), fd(pay)), fam.regular, 9.5, 4.7, black) + 3
		} else {
			y = c.paragraph(20, y, 170, fmt.Sprintf("Bitte überweisen Sie den Betrag von %s Euro bis %s unter Angabe der Rechnungsnummer.", amount(diff, mEU), fd(pay)), fam.regular, 9.5, 4.7, black) + 3
		}
	} else {
		y = c.paragraph(20, y, 170, fmt.Sprintf("Ihr Guthaben von %s Euro überweisen wir bis %s auf Ihr Konto.", amount(-diff, mEU), fd(pay)), fam.regular, 9.5, 4.7, black) + 3
	}
	next := float64(int(gross/11/1)) + 1
	c.text(20, y+2, fmt.Sprintf("Ihr neuer Teilbetrag: Euro %s/Monat, erstmals fällig ab %s", amount(next, mEU), fd(monthStart(issued).AddDate(0, 1, 14))), fam.bold, 9.5, black)
	y += 10
	c.paragraph(20, y, 170, "Der neue Teilbetrag wurde auf Basis Ihres errechneten Jahresverbrauchs berechnet. Beschwerden können Sie an unser Kundenservice oder an die Schlichtungsstelle der E-Control richten.", fam.regular, 8.5, 4.3, grey)
	c.text(20, 252, "Mit freundlichen Grüßen", fam.regular, 9.5, black)
	c.text(20, 257, "Ihr "+co.short+" Team", fam.regular, 9.5, black)
	// Footer.
	c.line(20, 272, 190, 272, 0.2, rgb(150, 150, 150))
	c.lines(20, 276, []string{co.name, co.street, co.pc + " " + co.town}, fam.regular, 6.8, 3.2, grey)
	c.lines(80, 276, []string{"FN " + g.fill("999999") + pick(g.r, []string{"a", "b", "f", "k", "t"}) + " (" + co.court + ")", "UID " + g.poa6ATUID(), "service@" + strings.ToLower(strings.ReplaceAll(stripMarks(co.short), " ", "")) + ".at"}, fam.regular, 6.8, 3.2, grey)
	c.lines(145, 276, []string{"Bankverbindung", "IBAN " + groupFours(ibanCheck("AT", pick(g.r, []string{"12000", "20111", "32000", "14000"})+g.fill("99999999999"))), "Seite 1 von " + pick(g.r, []string{"3", "4"})}, fam.regular, 6.8, 3.2, grey)
	return d
}

// ---------------------------------------------------------------- HU

// poa6HUSupplier is a Hungarian universal-service supplier with its seat.
type poa6HUSupplier struct {
	name, short, street, pc, town, cg string
	gas                               bool
}

var poa6HUSuppliers = []poa6HUSupplier{
	{"Pannon Áramszolgáltató Zrt.", "Pannon Áram", "Váci út 72-74.", "1132", "Budapest", "01-10-0", false},
	{"Alföldi Energiakereskedő Zrt.", "Alföldi Energia", "Kálvin tér 5.", "4026", "Debrecen", "09-10-0", false},
	{"Tiszamenti Földgázszolgáltató Zrt.", "Tiszamenti Gáz", "Tisza Lajos körút 41.", "6720", "Szeged", "06-10-0", true},
}

// poaHUElszamoloSzamla is a Hungarian universal-service settlement bill
// (elszámoló számla) for electricity or gas, following the unified bill
// image the law prescribes: the supplier's block with adószám,
// cégjegyzékszám and bank account, the bill's type and number, the
// customer (felhasználó) with family name first and the mailing address
// (in the traditional order town, street, postcode or in the modern
// one), the customer identifiers, the dates (számla kelte, teljesítés,
// fizetési határidő) written year first, the settlement period, the
// felhasználási hely with its address and POD, the meter readings, the
// amounts with ÁFA 27 % in forints and the amount to pay.
func (g *gen) poaHUElszamoloSzamla() *doc {
	fam := g.family()
	co := pick(g.r, poa6HUSuppliers)
	// Addresses are written postcode and town first, then the street,
	// as Hungarian bills print them on one line.
	caddr := []string{co.pc + " " + co.town, co.street}
	fam1, given := pick(g.r, poa6HUPeople.surnames), pick(g.r, poa6HUPeople.givens)
	name := fam1 + " " + given
	home := g.poa6HUAddress()
	addr := []string{home[1], home[0]}
	end := monthStart(g.pastPeriodEnd()).AddDate(0, 0, -1)
	start := monthStart(end).AddDate(0, 1-pick(g.r, []int{1, 2, 3}), 0)
	issued := end.AddDate(0, 0, 3+g.r.IntN(12))
	due := issued.AddDate(0, 0, 15)
	fd := func(t time.Time) string { return t.Format("2006.01.02.") }
	d := &doc{trueType: TypeProofOfAddress, lang: "hu", font: fam,
		description: "Synthetic Hungarian utility settlement bill (elszámoló számla)",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, given+" "+fam1, strings.ToUpper(name), stripMarks(name)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co.name, KindText, co.short, stripMarks(co.name), strings.TrimSuffix(co.name, " Zrt.")),
			"issuer_address":         addrField(caddr),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "document_date: the Számla kelte, not the Teljesítés időpontja (the period's end) nor the Fizetési határidő; the felhasználási hely is the customer's address; names are family name first"
	d.page = g.newPage(210, 297, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(227, 0, 15), rgb(0, 90, 160), rgb(0, 140, 80), rgb(120, 60, 150)})
	grey := rgb(70, 70, 70)
	// Supplier block.
	c.rect(20, 13, 12, 12, accent)
	c.textAlign(26, 21, strings.ToUpper(co.short[:1]), fam.bold, 14, white, alignCenter)
	c.text(35, 19, co.name, fam.bold, 11, black)
	c.text(35, 23.5, co.pc+" "+co.town+", "+co.street, fam.regular, 8, grey)
	tax := g.poa6HUTaxNumber()
	c.text(35, 27.5, "Adószám: "+tax+" · Cégjegyzékszám: "+co.cg+g.fill("99999"), fam.regular, 8, grey)
	c.text(35, 31.5, "Bankszámlaszám: "+g.fill("10799999-99999999-99999999"), fam.regular, 8, grey)
	// Bill type and number, right.
	kind := "Villamos energia"
	unit := "kWh"
	if co.gas {
		kind, unit = "Földgáz", "m³"
	}
	c.textAlign(190, 42, "ELSZÁMOLÓ SZÁMLA", fam.bold, 13, black, alignRight)
	c.textAlign(190, 47.5, kind+" – egyetemes szolgáltatás", fam.regular, 9, black, alignRight)
	serial := fmt.Sprintf("%d/%s", issued.Year(), g.fill("99999999"))
	c.textAlign(190, 52.5, "Számla sorszáma: "+serial, fam.regular, 9, black, alignRight)
	// The window, left, in one of the two address orders.
	win := append([]string{name}, home...)
	if g.chance(0.4) {
		pc, town, _ := strings.Cut(home[1], " ")
		win = []string{name, town, home[0], pc}
	}
	g.window(22, 50, co.short+", "+co.pc+" "+co.town+", "+co.street, win, fam, 10, g.chance(0.3))
	// Customer and bill data.
	y := 84.0
	c.rect(20, y-5, 170, 7, rgb(240, 240, 240))
	c.text(22, y, "Vevő (Fizető) és a számla adatai", fam.bold, 9.5, accent)
	y += 7
	left := [][2]string{
		{"Felhasználó neve", name},
		{"Ügyfél-azonosító", g.fill("9999999999")},
		{"Szerződéses folyószámla", g.fill("999999999999")},
		{"Felhasználási hely címe", joinAddr(addr)},
		{"Felhasználási hely azonosító", g.fill("9999999999")},
		{"POD azonosító", "HU000" + g.fill("999") + "-11-S" + g.fill("9999999999999999999999")},
	}
	y = g.kv(20, y, left, kvOpts{style: kvLeft, col: 50, fam: fam, size: 9}) + 2
	y = g.kv(20, y, [][2]string{
		{"Számla kelte", fd(issued)},
		{"Teljesítés időpontja", fd(end)},
		{"Elszámolási időszak", fd(start) + "–" + fd(end)},
		{"Fizetési határidő", fd(due)},
		{"Fizetés módja", pick(g.r, []string{"Csekk", "Átutalás", "Csoportos beszedési megbízás"})},
	}, kvOpts{style: kvLeft, col: 50, fam: fam, size: 9, valueBold: true}) + 4
	// Meter and amounts.
	prev := 10000 + g.r.IntN(40000)
	use := (150 + g.r.IntN(250)) * monthsBetween(start, end.AddDate(0, 0, 1))
	if co.gas {
		use /= 3
	}
	c.text(20, y, "Mérőállások", fam.bold, 9.5, accent)
	y += 6
	mcols := []column{{"Mérő gyári száma", 20, alignLeft}, {"Előző leolvasás", 62, alignLeft}, {"Mérőállás", 112, alignRight}, {"Mostani leolvasás", 118, alignLeft}, {"Mérőállás", 168, alignRight}, {"Fogyasztás", 190, alignRight}}
	g.tableRow(y, mcols, []string{mcols[0].head, mcols[1].head, mcols[2].head, mcols[3].head, mcols[4].head, mcols[5].head}, fam.bold, 7.5, black)
	y += 4.5
	g.tableRow(y, mcols, []string{g.fill("99999999"), fd(start), fmt.Sprint(prev), fd(end), fmt.Sprint(prev + use), fmt.Sprintf("%d %s", use, unit)}, fam.regular, 8, black)
	y += 9
	price := 36.0
	if co.gas {
		price = 102
	}
	energy := float64(use) * price
	sys := float64(use) * 11.4
	funds := float64(use) * 1.6
	net := energy + sys + funds
	vat := net * 0.27
	gross := net + vat
	ft := func(v float64) string { return strings.TrimSuffix(amount(float64(int64(v+0.5)), mFR), ",00") + " Ft" }
	cols := []column{{"Tétel", 20, alignLeft}, {"Mennyiség", 108, alignRight}, {"Nettó érték", 136, alignRight}, {"ÁFA", 162, alignRight}, {"Bruttó érték", 190, alignRight}}
	c.rect(20, y-4, 170, 6, rgb(238, 240, 242))
	g.tableRow(y, cols, []string{cols[0].head, cols[1].head, cols[2].head, cols[3].head, cols[4].head}, fam.bold, 8, black)
	y += 6
	for _, r := range []struct {
		label string
		v     float64
	}{{"Energiadíj (" + kind + ")", energy}, {"Rendszerhasználati díjak", sys}, {"Pénzeszközök", funds}} {
		g.tableRow(y, cols, []string{r.label, fmt.Sprintf("%d %s", use, unit), ft(r.v), "27%", ft(r.v * 1.27)}, fam.regular, 8, black)
		y += 4.8
	}
	c.line(20, y-2.5, 190, y-2.5, 0.2, rgb(150, 150, 150))
	y += 2
	g.tableRow(y, cols, []string{"Összesen", "", ft(net), ft(vat), ft(gross)}, fam.bold, 8.5, black)
	y += 5
	paid := float64(int64(gross*(0.7+g.r.Float64()*0.4)/100)) * 100
	g.tableRow(y, cols, []string{"Részszámlákban kiszámlázott összeg", "", "", "", "-" + ft(paid)}, fam.regular, 8.5, black)
	y += 8
	toPay := gross - paid
	c.rect(20, y-5.5, 170, 9, accent)
	label := "Fizetendő összeg"
	if toPay < 0 {
		label = "Visszajáró összeg"
	}
	c.text(23, y, label, fam.bold, 11, white)
	c.textAlign(187, y, ft(absF(toPay)), fam.bold, 11, white, alignRight)
	y += 11
	c.paragraph(20, y, 170, "Kérjük, a fizetendő összeget a fizetési határidőig egyenlítse ki. Késedelmes fizetés esetén a Ptk. szerinti késedelmi kamatot számítjuk fel. Panaszával ügyfélszolgálatunkhoz, illetve a Magyar Energetikai és Közmű-szabályozási Hivatalhoz fordulhat.", fam.regular, 8, 4, grey)
	c.line(20, 278, 190, 278, 0.2, rgb(150, 150, 150))
	c.text(20, 282, "Ügyfélszolgálat: 06 80 "+g.fill("999 999")+" · Hibabejelentés: 06 80 "+g.fill("999 999")+" · "+strings.ToLower(strings.ReplaceAll(stripMarks(co.short), " ", ""))+".hu", fam.regular, 7, grey)
	c.textAlign(190, 286, "1. oldal / 2", fam.regular, 7, grey, alignRight)
	return d
}
