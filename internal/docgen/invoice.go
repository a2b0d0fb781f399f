package docgen

import (
	"fmt"
	"strings"
	"time"
)

// Invoices: a letterhead, the invoice's own number and dates, the bill-to
// block, a table of line items with its column headings, the totals block
// and the payment details. The particulars follow Directive 2006/112/EC
// Article 226 (number, date, the parties' VAT numbers, quantity and
// nature of goods, taxable amount, rate, VAT) and EN 16931-1's business
// terms; the labels are those each language's invoices print.

// invLabels are an invoice's printed labels in one language.
type invLabels struct {
	title, number, date, due, po, billTo, desc, qty, unit, amount, subtotal, tax, total, amountDue, iban, bic, vat, custVat string
}

var invLabelSets = map[string][]invLabels{
	"en": {
		{"INVOICE", "Invoice No.", "Invoice date", "Due date", "PO number", "Bill to", "Description", "Qty", "Unit price", "Amount", "Subtotal", "VAT", "Total", "Amount due", "IBAN", "BIC", "VAT No.", "Customer VAT No."},
		{"Tax Invoice", "Invoice number", "Date of issue", "Payment due", "Purchase order", "Invoice to", "Item", "Quantity", "Price", "Line total", "Net total", "VAT", "Total", "Balance due", "IBAN", "SWIFT", "VAT registration number", "Your VAT number"},
	},
	"de": {
		{"RECHNUNG", "Rechnungsnummer", "Rechnungsdatum", "Fälligkeitsdatum", "Bestellnummer", "Rechnungsempfänger", "Beschreibung", "Menge", "Einzelpreis", "Betrag", "Zwischensumme", "MwSt.", "Gesamtbetrag", "Zu zahlender Betrag", "IBAN", "BIC", "USt-IdNr.", "Ihre USt-IdNr."},
		{"Rechnung", "Rechnungs-Nr.", "Datum", "Zahlbar bis", "Ihre Bestellung", "Kunde", "Bezeichnung", "Anzahl", "Preis", "Gesamt", "Nettobetrag", "Umsatzsteuer", "Bruttobetrag", "Zahlbetrag", "IBAN", "BIC", "USt-IdNr.", "USt-IdNr. des Kunden"},
	},
	"fr": {
		{"FACTURE", "Facture n°", "Date de facture", "Échéance", "N° de commande", "Facturé à", "Désignation", "Qté", "Prix unitaire", "Montant", "Total HT", "TVA", "Total TTC", "Net à payer", "IBAN", "BIC", "N° TVA", "N° TVA client"},
	},
	"es": {
		{"FACTURA", "Factura nº", "Fecha de factura", "Fecha de vencimiento", "Nº de pedido", "Cliente", "Descripción", "Cantidad", "Precio unitario", "Importe", "Base imponible", "IVA", "Total factura", "Total a pagar", "IBAN", "BIC", "NIF-IVA", "NIF cliente"},
	},
	"it": {
		{"FATTURA", "Fattura n.", "Data fattura", "Scadenza", "Ordine n.", "Cliente", "Descrizione", "Quantità", "Prezzo unitario", "Importo", "Imponibile", "IVA", "Totale fattura", "Totale da pagare", "IBAN", "BIC", "Partita IVA", "P.IVA cliente"},
	},
	"nl": {
		{"FACTUUR", "Factuurnummer", "Factuurdatum", "Vervaldatum", "Ordernummer", "Factuuradres", "Omschrijving", "Aantal", "Prijs per stuk", "Bedrag", "Subtotaal", "BTW", "Totaal", "Te betalen", "IBAN", "BIC", "BTW-nummer", "BTW-nummer klant"},
	},
	"pt": {
		{"FATURA", "Fatura n.º", "Data da fatura", "Data de vencimento", "N.º de encomenda", "Cliente", "Descrição", "Quantidade", "Preço unitário", "Valor", "Subtotal", "IVA", "Total", "Total a pagar", "IBAN", "BIC", "NIF", "NIF do cliente"},
	},
}

// invCountries are the sellers' countries, their language and VAT rate.
var invCountries = []struct {
	a2, lang string
	rates    []int
}{
	{"GB", "en", []int{20}}, {"IE", "en", []int{23}}, {"US", "en", []int{0, 7, 8}}, {"DE", "de", []int{19, 7}},
	{"FR", "fr", []int{20}}, {"ES", "es", []int{21}}, {"IT", "it", []int{22}}, {"NL", "nl", []int{21}}, {"PT", "pt", []int{23}},
}

// invStyle is an invoice's arrangement.
type invStyle struct {
	vendorRight bool // the letterhead on the right, the title on the left
	grid        bool // the item table ruled as a grid; else a shaded header and rules
	qtyCols     bool // quantity and unit-price columns
	footerIDs   bool // VAT number and bank details in the footer, not under the letterhead
	shipTo      bool // a ship-to block beside the bill-to block
	dueLine     bool // a separate "amount due" line under the total
	particulars kvStyle
	totalBar    bool // the total in a shaded bar across the totals block
}

// invoiceData is one drawn invoice.
type invoiceData struct {
	a2, lang     string
	lab          invLabels
	vendor, cust party
	number, po   string
	date, due    time.Time
	hasDue       bool
	cur, sign    string
	t            trade
	badIBAN      bool
}

// drawInvoice draws the data of an invoice of a seller in a2.
func (g *gen) drawInvoice(a2, lang string) *invoiceData {
	d := &invoiceData{a2: a2, lang: lang, lab: pick(g.r, invLabelSets[lang])}
	d.cur, d.sign = currencyOf(a2)
	d.vendor = party{name: g.companyOf(lang, a2), addr: g.addressOf(a2), a2: a2}
	if a2 != "US" {
		d.vendor.vat = g.vatOf(a2)
		if a2 == "GB" {
			d.vendor.vat = "GB" + d.vendor.vat
		}
		d.vendor.iban, d.vendor.bic = g.ibanOf(a2), g.bicOf(a2)
	}
	custCountry, nameCountry := a2, a2
	if a2 == "PT" {
		nameCountry = "ES"
	}
	if g.chance(0.5) {
		given, sur := g.personName(nameCountry)
		d.cust = party{name: given + " " + sur, addr: g.addressOf(custCountry), a2: custCountry}
	} else {
		d.cust = party{name: g.companyOf(lang, a2), addr: g.addressOf(custCountry), a2: custCountry}
		for d.cust.name == d.vendor.name {
			d.cust.name = g.companyOf(lang, a2)
		}
		if a2 != "US" && g.chance(0.5) {
			d.cust.vat = g.vatOf(a2)
			if a2 == "GB" {
				d.cust.vat = "GB" + d.cust.vat
			}
		}
	}
	d.number = pick(g.r, []string{g.fill("INV-2026-9999"), g.fill("99999"), g.fill("RE-99999"), g.fill("F2026/999"), g.fill("A-9999-99")})
	if g.chance(0.4) {
		d.po = g.fill("PO-99999")
	}
	d.date = randDate(g.r, g.today.AddDate(0, -14, 0), g.today.AddDate(0, 0, -1))
	d.hasDue = g.chance(0.7)
	d.due = d.date.AddDate(0, 0, pick(g.r, []int{14, 30, 30, 45}))
	rate := pick(g.r, invRates(a2))
	d.t = g.drawTrade(goods[lang], 2+g.r.IntN(4), 1500, 90000, rate, false)
	g.misprint(&d.t, 0.15)
	if d.vendor.iban != "" && g.chance(0.08) {
		d.vendor.iban, d.badIBAN = g.corrupt(d.vendor.iban), true
	}
	return d
}

func invRates(a2 string) []int {
	for _, c := range invCountries {
		if c.a2 == a2 {
			return c.rates
		}
	}
	return []int{20}
}

// fields are the invoice's ground truth.
func (d *invoiceData) fields(st invStyle) map[string]Field {
	f := map[string]Field{
		"invoice_number":   str(d.number, KindID),
		"invoice_date":     dateField(d.date),
		"vendor_name":      str(d.vendor.name, KindName, stripMarks(d.vendor.name)),
		"vendor_address":   addrField(d.vendor.addr),
		"customer_name":    str(d.cust.name, KindName, stripMarks(d.cust.name)),
		"customer_address": addrField(d.cust.addr),
		"currency":         str(d.cur, KindText),
		"subtotal":         moneyField(d.t.subtotal),
		"tax_amount":       moneyField(d.t.tax),
		"total_amount":     moneyField(d.t.total),
		"line_items":       itemsField(d.t, st.qtyCols),
	}
	f["due_date"] = null(KindDate)
	if d.hasDue {
		f["due_date"] = dateField(d.due)
	}
	f["purchase_order_number"] = null(KindID)
	if d.po != "" {
		f["purchase_order_number"] = str(d.po, KindID)
	}
	f["vendor_tax_id"] = null(KindID)
	if d.vendor.vat != "" {
		f["vendor_tax_id"] = str(d.vendor.vat, KindID)
	}
	f["customer_tax_id"] = null(KindID)
	if d.cust.vat != "" {
		f["customer_tax_id"] = str(d.cust.vat, KindID)
	}
	f["payment_iban"], f["payment_bic"] = null(KindID), null(KindID)
	if d.vendor.iban != "" {
		f["payment_iban"], f["payment_bic"] = str(d.vendor.iban, KindID), str(d.vendor.bic, KindID)
	}
	f["amount_due"] = null(KindMoney)
	if st.dueLine {
		f["amount_due"] = moneyField(d.t.total)
	}
	return f
}

// invoice draws a tuned invoice: one of the sellers' countries, a letterhead
// left or right, a ruled or shaded item table.
func (g *gen) invoice() *doc {
	c := pick(g.r, invCountries)
	st := invStyle{vendorRight: g.chance(0.4), grid: g.chance(0.4), qtyCols: g.chance(0.8), footerIDs: g.chance(0.3), dueLine: g.chance(0.4)}
	d := g.drawInvoice(c.a2, c.lang)
	return g.renderInvoice(d, st, "invoice_"+strings.ToLower(c.a2))
}

// renderInvoice draws d on an A4 page in style st.
func (g *gen) renderInvoice(d *invoiceData, st invStyle, variant string) *doc {
	fam := g.family()
	p := g.newPage(210, 297, white)
	c := g.c
	accent := g.accentOf()
	lab := d.lab
	style := moneyStyleOf(d.a2)

	// Letterhead.
	vx, tx, va := 18.0, 192.0, alignLeft
	if st.vendorRight {
		vx, tx, va = 192.0, 18.0, alignRight
	}
	c.textAlign(vx, 24, d.vendor.name, fam.bold, 15, accent, va)
	y := 30.0
	for _, l := range d.vendor.addr {
		c.textAlign(vx, y, l, fam.regular, 9, black, va)
		y += 4.2
	}
	if d.vendor.vat != "" && !st.footerIDs {
		c.textAlign(vx, y, lab.vat+" "+d.vendor.vat, fam.regular, 9, black, va)
		y += 4.2
	}
	ta := alignRight
	if st.vendorRight {
		ta = alignLeft
	}
	c.textAlign(tx, 24, lab.title, fam.bold, 20, accent, ta)

	// The invoice's own particulars, labels and values in two columns.
	rows := [][2]string{{lab.number, d.number}, {lab.date, dateIn(g, d.date, d.a2, d.lang)}}
	if d.hasDue {
		rows = append(rows, [2]string{lab.due, dateIn(g, d.due, d.a2, d.lang)})
	}
	if d.po != "" {
		rows = append(rows, [2]string{lab.po, d.po})
	}
	kx := 120.0
	if st.vendorRight {
		kx = 18
	}
	ky := 38.0
	if st.vendorRight {
		ky = max(ky, y+6)
	}
	g.kv(kx, ky, rows, kvOpts{style: st.particulars, col: 36, fam: fam, size: 9})

	// Bill to.
	by := max(y, ky+float64(len(rows))*6) + 10
	bx := 18.0
	if st.vendorRight {
		bx = 120
	}
	c.text(bx, by, lab.billTo, fam.bold, 9.5, accent)
	cl := append([]string{d.cust.name}, d.cust.addr...)
	if d.cust.vat != "" {
		cl = append(cl, lab.custVat+": "+d.cust.vat)
	}
	yb := c.lines(bx, by+5, cl, fam.regular, 9.5, 4.4, black)

	// The item table.
	ty := yb + 10
	var cols []column
	var heads []string
	if st.qtyCols {
		cols = []column{{x: 18, align: alignLeft}, {x: 122, align: alignRight}, {x: 157, align: alignRight}, {x: 192, align: alignRight}}
		heads = []string{lab.desc, lab.qty, lab.unit, lab.amount}
	} else {
		cols = []column{{x: 18, align: alignLeft}, {x: 192, align: alignRight}}
		heads = []string{lab.desc, lab.amount}
	}
	if st.grid {
		c.frame(16, ty-5, 178, 7.5, 0.25, rgb(120, 120, 120))
	} else {
		c.rect(16, ty-5, 178, 7.5, rgb(232, 236, 240))
	}
	g.tableRow(ty, cols, heads, fam.bold, 9, black)
	ry := ty + 8
	for i, it := range d.t.items {
		if !st.grid && i%2 == 1 {
			c.rect(16, ry-4.6, 178, 6.6, rgb(247, 247, 247))
		}
		cells := []string{it.desc, fmt.Sprint(it.qty), printCents(it.unit, style), printCents(it.total, style)}
		if !st.qtyCols {
			cells = []string{it.desc, printCents(it.total, style)}
		}
		g.tableRow(ry, cols, cells, fam.regular, 9, black)
		if st.grid {
			c.line(16, ry+2, 194, ry+2, 0.15, rgb(160, 160, 160))
		}
		ry += 6.6
	}
	c.line(16, ry-2.5, 194, ry-2.5, 0.3, black)

	// Totals, right-aligned under the table.
	tyy := ry + 6
	taxLabel := lab.tax
	if d.t.taxRate > 0 {
		taxLabel = fmt.Sprintf("%s %d%%", lab.tax, d.t.taxRate)
	}
	tot := [][2]string{
		{lab.subtotal, withSign(d.t.subtotal, d.a2, d.sign)},
		{taxLabel, withSign(d.t.tax, d.a2, d.sign)},
		{lab.total, withSign(d.t.total, d.a2, d.sign)},
	}
	if st.dueLine {
		tot = append(tot, [2]string{lab.amountDue, withSign(d.t.total, d.a2, d.sign)})
	}
	for i, r := range tot {
		f := fam.regular
		if i == 2 {
			f = fam.bold
			if st.totalBar {
				c.rect(110, tyy-4.6, 84, 6.6, rgb(226, 230, 236))
			}
		}
		c.textAlign(157, tyy, r[0], f, 9.5, black, alignRight)
		c.textAlign(192, tyy, r[1], f, 9.5, black, alignRight)
		tyy += 5.5
	}

	// Payment details and footer.
	fy := 262.0
	if d.vendor.iban != "" {
		c.text(18, fy, lab.iban+": "+groupIBAN(d.vendor.iban)+"    "+lab.bic+": "+d.vendor.bic, fam.regular, 8.5, black)
	}
	c.line(18, 270, 192, 270, 0.2, rgb(150, 150, 150))
	foot := d.vendor.name + " · " + joinAddr(d.vendor.addr)
	if d.vendor.vat != "" && st.footerIDs {
		foot += " · " + lab.vat + " " + d.vendor.vat
	}
	c.text(18, 275, foot, fam.regular, 7, rgb(90, 90, 90))

	out := &doc{trueType: TypeInvoice, variant: variant, lang: d.lang, font: fam, page: p,
		description: fmt.Sprintf("invoice of a %s seller (%s)", d.a2, d.lang), fields: d.fields(st), totalsWrong: d.t.wrong}
	switch {
	case d.badIBAN:
		out.idStatus = "failed"
	case d.vendor.iban != "" || d.vendor.vat != "":
		out.idStatus = "passed"
	}
	return out
}
