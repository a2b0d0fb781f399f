package docgen

import (
	"fmt"
	"strings"
	"time"
)

// Till receipts: a narrow roll with the shop's name, address, phone and
// VAT number at the top, the date and time, the items, the totals, the
// payment and a thank-you line. The particulars follow the simplified
// invoice of Directive 2006/112/EC Article 226b (date, seller and VAT
// number, goods, tax or the tax included), the German KassenSichV
// receipt (Bon-Nr., Summe, MwSt enthalten), the Italian documento
// commerciale and US retail and restaurant slips (subtotal, sales tax,
// tip, card number masked to its last four digits).

// rcptLabels are a receipt's printed labels in one language.
type rcptLabels struct {
	number, subtotal, tax, taxIncl, tip, total, cash, change, card, thanks string
}

var rcptLabelSets = map[string]rcptLabels{
	"en-US": {"Receipt #", "SUBTOTAL", "TAX", "", "TIP", "TOTAL", "CASH", "CHANGE", "VISA", "THANK YOU FOR SHOPPING WITH US"},
	"en":    {"Receipt No.", "Net", "VAT", "VAT", "Service charge", "TOTAL", "CASH", "CHANGE", "CARD", "Thank you for your visit"},
	"de":    {"Bon-Nr.", "Netto", "MwSt.", "MwSt.", "Trinkgeld", "SUMME", "BAR", "RÜCKGELD", "KARTE", "Vielen Dank für Ihren Einkauf"},
	"fr":    {"Ticket n°", "Total HT", "TVA", "TVA", "Pourboire", "TOTAL TTC", "ESPÈCES", "RENDU", "CB", "Merci de votre visite"},
	"es":    {"Nº de ticket", "Base imponible", "IVA", "IVA", "Propina", "TOTAL", "EFECTIVO", "CAMBIO", "TARJETA", "Gracias por su compra"},
	"it":    {"Scontrino n.", "Imponibile", "IVA", "di cui IVA", "Mancia", "TOTALE COMPLESSIVO", "CONTANTI", "RESTO", "PAGAMENTO ELETTRONICO", "Grazie e arrivederci"},
	"nl":    {"Bonnummer", "Subtotaal", "BTW", "BTW", "Fooi", "TOTAAL", "CONTANT", "WISSELGELD", "PIN", "Bedankt voor uw aankoop"},
}

// rcptCountries are the shops' countries, their label set and tax.
var rcptCountries = []struct {
	a2, lang, labels string
	rate             int
	inclTax          bool
}{
	{"US", "en", "en-US", 8, false}, {"GB", "en", "en", 20, true}, {"DE", "de", "de", 19, true}, {"FR", "fr", "fr", 20, true},
	{"ES", "es", "es", 21, true}, {"IT", "it", "it", 22, true}, {"NL", "nl", "nl", 9, true},
}

// shopKinds are what a shop's name says it is, by language.
var shopKinds = map[string][]string{
	"en": {"Market", "Deli", "Café", "Grocers", "Bakery"},
	"de": {"Markt", "Bäckerei", "Café", "Feinkost"},
	"fr": {"Épicerie", "Boulangerie", "Café", "Supérette"},
	"es": {"Supermercado", "Panadería", "Cafetería"},
	"it": {"Alimentari", "Panificio", "Bar", "Market"},
	"nl": {"Supermarkt", "Bakkerij", "Koffiebar"},
}

var shopNames = []string{"Harrow", "Linden", "Marigold", "Corvid", "Oak Hollow", "Bramble", "Pinecrest", "Halcyon", "Alder", "Vireo", "Copper", "Tessel"}

// receiptData is one drawn receipt.
type receiptData struct {
	a2, lang string
	lab      rcptLabels
	shop     party
	number   string
	at       time.Time
	cur, sym string
	t        trade
	card     bool
	last4    string
	given    int64 // cash handed over
	tipped   bool
	netShown bool // the net amount is printed (inclusive tax)
	usStyle  bool
}

// drawReceipt draws the data of a receipt of a shop in country c.
func (g *gen) drawReceipt(a2, lang, labels string, rate int, inclTax bool) *receiptData {
	d := &receiptData{a2: a2, lang: lang, lab: rcptLabelSets[labels], usStyle: labels == "en-US"}
	d.cur, d.sym = currencyOf(a2)
	kind := pick(g.r, shopKinds[lang])
	name := pick(g.r, shopNames) + " " + kind
	if lang != "en" && g.chance(0.5) {
		name = kind + " " + pick(g.r, shopNames)
	}
	d.shop = party{name: name, addr: g.addressOf(a2), a2: a2, phone: g.fill("999 999 9999")}
	if a2 != "US" {
		d.shop.vat = g.vatOf(a2)
		if a2 == "GB" {
			d.shop.vat = "GB" + d.shop.vat
		}
	}
	d.number = g.fill(pick(g.r, []string{"9999", "99999", "999999", "99-9999"}))
	day := randDate(g.r, g.today.AddDate(0, -6, 0), g.today.AddDate(0, 0, -1))
	d.at = day.Add(time.Duration(7*60+g.r.IntN(14*60)) * time.Minute)
	if g.chance(0.5) {
		d.at = d.at.Add(time.Duration(g.r.IntN(60)) * time.Second)
	}
	d.t = g.drawTrade(groceries[lang], 2+g.r.IntN(6), 80, 1500, rate, inclTax)
	d.netShown = inclTax && g.chance(0.5)
	if d.usStyle && g.chance(0.3) {
		d.tipped = true
		d.t.tip = (d.t.total*int64(15+5*g.r.IntN(3)) + 50) / 100
		d.t.total += d.t.tip
	}
	g.misprint(&d.t, 0.12)
	d.card = g.chance(0.6)
	if d.card {
		d.last4 = g.fill("9999")
	} else {
		d.given = ((d.t.total + 499) / 500) * 500
		if d.given == d.t.total {
			d.given += 500
		}
	}
	return d
}

// fields are the receipt's ground truth.
func (d *receiptData) fields(timeShown string) map[string]Field {
	f := map[string]Field{
		"merchant_name":    str(d.shop.name, KindName, stripMarks(d.shop.name), strings.ToUpper(d.shop.name)),
		"merchant_address": addrField(d.shop.addr),
		"receipt_number":   str(d.number, KindID),
		"transaction_date": dateField(d.at),
		"transaction_time": str(timeShown, KindText),
		"currency":         str(d.cur, KindText),
		"tax_amount":       moneyField(d.t.tax),
		"total_amount":     moneyField(d.t.total),
		"line_items":       itemsField(d.t, false),
	}
	f["subtotal"] = null(KindMoney)
	switch {
	case !d.t.inclTax:
		f["subtotal"] = moneyField(d.t.subtotal)
	case d.netShown:
		f["subtotal"] = moneyField(d.t.subtotal - d.t.tax)
	}
	f["tip_amount"] = null(KindMoney)
	if d.tipped {
		f["tip_amount"] = moneyField(d.t.tip)
	}
	f["merchant_tax_id"] = null(KindID)
	if d.shop.vat != "" {
		f["merchant_tax_id"] = str(d.shop.vat, KindID)
	}
	f["payment_method"] = str("cash", KindText)
	f["card_last4"] = null(KindID)
	if d.card {
		f["payment_method"] = str("card", KindText)
		f["card_last4"] = str(d.last4, KindID)
	}
	return f
}

// receipt draws a tuned till receipt.
func (g *gen) receipt() *doc {
	c := pick(g.r, rcptCountries)
	d := g.drawReceipt(c.a2, c.lang, c.labels, c.rate, c.inclTax)
	return g.renderReceipt(d, g.chance(0.5), "receipt_"+strings.ToLower(c.a2))
}

// receiptTime prints the date and time as a2's tills do, and returns the
// time as the API gives it (HH:MM or HH:MM:SS, 24 h).
func (g *gen) receiptTime(d *receiptData) (line, hhmm string) {
	withSec := d.at.Second() != 0
	hhmm = d.at.Format("15:04")
	tfmt := "15:04"
	if withSec {
		hhmm, tfmt = d.at.Format("15:04:05"), "15:04:05"
	}
	switch d.a2 {
	case "US":
		t := d.at.Format("3:04 PM")
		if withSec {
			t = d.at.Format("3:04:05 PM")
		}
		return d.at.Format("01/02/2006") + "  " + t, hhmm
	case "DE":
		return d.at.Format("02.01.2006") + " " + d.at.Format(tfmt) + " Uhr", hhmm
	case "NL":
		return d.at.Format("02-01-2006") + " " + d.at.Format(tfmt), hhmm
	}
	return pick(g.r, []string{d.at.Format("02/01/2006"), d.at.Format("02/01/06")}) + "  " + d.at.Format(tfmt), hhmm
}

// renderReceipt draws d on a till roll; mono prints it in a typewriter face.
func (g *gen) renderReceipt(d *receiptData, mono bool, variant string) *doc {
	return g.renderReceiptStyled(d, rcptStyle{mono: mono}, variant)
}

// rcptStyle is a till's print design.
type rcptStyle struct {
	mono      bool // a typewriter face
	qtyInline bool // "2 x 2,80" on the item's own line, after its description
	leftHead  bool // the shop's name and address flush left, not centred
}

// renderReceiptStyled draws d on a till roll in style st.
func (g *gen) renderReceiptStyled(d *receiptData, st rcptStyle, variant string) *doc {
	mono := st.mono
	fam := g.family()
	if mono {
		fam = pick(g.r, monoFamilies)
	}
	w := 76.0
	items := len(d.t.items)
	h := 118.0 + 9*float64(items)
	p := g.newPage(w, h, rgb(252, 251, 248))
	c := g.c
	style := moneyStyleOf(d.a2)
	money := func(v int64) string { return printCents(v, style) }
	mid, right, left := w/2, w-4, 4.0
	size := 8.5
	lead := 4.0

	y := 10.0
	hx, ha := mid, alignCenter
	if st.leftHead {
		hx, ha = left, alignLeft
	}
	c.textAlign(hx, y, d.shop.name, fam.bold, 12, black, ha)
	y += 6
	for _, l := range d.shop.addr {
		c.textAlign(hx, y, l, fam.regular, size, black, ha)
		y += lead
	}
	c.textAlign(hx, y, "Tel. "+d.shop.phone, fam.regular, size, black, ha)
	y += lead
	if d.shop.vat != "" {
		vl := map[string]string{"GB": "VAT No.", "DE": "USt-IdNr.", "FR": "N° TVA", "ES": "NIF", "IT": "P.IVA", "NL": "BTW-nummer"}[d.a2]
		c.textAlign(hx, y, vl+" "+d.shop.vat, fam.regular, size, black, ha)
		y += lead
	}
	y += 2
	dt, hhmm := g.receiptTime(d)
	c.text(left, y, dt, fam.regular, size, black)
	y += lead
	c.text(left, y, d.lab.number+" "+d.number, fam.regular, size, black)
	y += lead + 1
	c.line(left, y-2.5, right, y-2.5, 0.2, black)
	y += 1.5

	for _, it := range d.t.items {
		if st.qtyInline {
			c.text(left, y, it.desc, fam.regular, size, black)
			if it.qty > 1 {
				c.textAlign(right-18, y, fmt.Sprintf("%d x %s", it.qty, money(it.unit)), fam.regular, size, black, alignRight)
			}
			c.textAlign(right, y, money(it.total), fam.regular, size, black, alignRight)
			y += lead
			continue
		}
		if it.qty > 1 {
			c.text(left+2, y, fmt.Sprintf("%d x %s", it.qty, money(it.unit)), fam.regular, size, black)
			y += lead
		}
		c.text(left, y, it.desc, fam.regular, size, black)
		c.textAlign(right, y, money(it.total), fam.regular, size, black, alignRight)
		y += lead
	}
	c.line(left, y-2.5, right, y-2.5, 0.2, black)
	y += 1.5
	row := func(label, value string, bold bool) {
		f := fam.regular
		if bold {
			f = fam.bold
		}
		c.text(left, y, label, f, size, black)
		c.textAlign(right, y, value, f, size, black, alignRight)
		y += lead
	}
	if !d.t.inclTax {
		row(d.lab.subtotal, money(d.t.subtotal), false)
		row(fmt.Sprintf("%s %d%%", d.lab.tax, d.t.taxRate), money(d.t.tax), false)
		if d.tipped {
			row(d.lab.tip, money(d.t.tip), false)
		}
		row(d.lab.total, d.sym+money(d.t.total), true)
	} else {
		row(d.lab.total+" "+d.cur, money(d.t.total), true)
	}
	y += 1
	if d.card {
		row(d.lab.card, money(d.t.total), false)
		c.text(left, y, "************"+d.last4, fam.regular, size, black)
		y += lead
	} else {
		row(d.lab.cash, money(d.given), false)
		row(d.lab.change, money(d.given-d.t.total), false)
	}
	if d.t.inclTax {
		y += 1
		if d.netShown {
			row(d.lab.subtotal, money(d.t.subtotal-d.t.tax), false)
		}
		row(fmt.Sprintf("%s %d%%", d.lab.taxIncl, d.t.taxRate), money(d.t.tax), false)
	}
	y += 3
	c.textAlign(mid, y, d.lab.thanks, fam.regular, size, black, alignCenter)

	out := &doc{trueType: TypeReceipt, variant: variant, lang: d.lang, font: fam, page: p, photo: true,
		description: fmt.Sprintf("till receipt of a %s shop", d.a2), fields: d.fields(hhmm), totalsWrong: d.t.wrong}
	if d.shop.vat != "" {
		out.idStatus = "passed"
	}
	return out
}
