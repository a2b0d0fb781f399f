package docgen

import (
	"fmt"
	"image/color"
	"strings"
	"time"
)

// The listed types: invoices, till receipts and transfer documents, with
// their data, line items and totals. Amounts are held in cents so that
// the ground truth adds up exactly.

// Document types of LISTED_TYPES.md.
const (
	TypeInvoice  = "invoice"
	TypeReceipt  = "receipt"
	TypeTransfer = "telegraphic_transfer_form"
)

// ListedTypes lists the types of LISTED_TYPES.md. Generate draws them only
// when Options.Types names them, so that the default set (AllTypes) stays
// what it was.
func ListedTypes() []string { return []string{TypeInvoice, TypeReceipt, TypeTransfer} }

// KnownTypes lists every type Generate can draw.
func KnownTypes() []string { return append(AllTypes(), ListedTypes()...) }

// Field kinds of the listed types: a money amount (compared as a number)
// and a list of line items.
const (
	KindMoney = "money"
	KindItems = "items"
)

// Item is one expected line item; quantity and unit price are "" when the
// document does not print them.
type Item struct {
	Description string `json:"description"`
	Quantity    string `json:"quantity,omitempty"`
	UnitPrice   string `json:"unit_price,omitempty"`
	Amount      string `json:"amount"`
}

// cents prints c as the API's money string: "1234.50", "-12.00".
func cents(c int64) string {
	sign := ""
	if c < 0 {
		sign, c = "-", -c
	}
	return fmt.Sprintf("%s%d.%02d", sign, c/100, c%100)
}

// moneyField is an amount's ground truth.
func moneyField(c int64) Field { return str(cents(c), KindMoney) }

// printCents prints c in style s, without a currency.
func printCents(c int64, s moneyStyle) string { return amount(float64(c)/100, s) }

// lineItem is one drawn line of goods or services.
type lineItem struct {
	desc  string
	qty   int
	unit  int64 // cents
	total int64 // cents: qty × unit
}

// trade is what an invoice or receipt shows: its items and totals.
type trade struct {
	items    []lineItem
	subtotal int64
	taxRate  int // percent
	tax      int64
	tip      int64
	total    int64 // as printed
	wrong    bool  // the printed total is not subtotal + tax + tip
	inclTax  bool  // items are priced with tax; the tax is part of the total
}

// drawTrade draws n items from names at prices between lo and hi cents and
// computes the totals; with inclTax the items' prices include tax.
func (g *gen) drawTrade(names []string, n int, lo, hi int64, rate int, inclTax bool) trade {
	t := trade{taxRate: rate, inclTax: inclTax}
	perm := g.r.Perm(len(names))
	for i := 0; i < n && i < len(names); i++ {
		q := 1
		if g.chance(0.4) {
			q = 2 + g.r.IntN(4)
		}
		unit := lo + g.r.Int64N(hi-lo)
		unit -= unit % 5
		t.items = append(t.items, lineItem{desc: names[perm[i]], qty: q, unit: unit, total: int64(q) * unit})
	}
	for _, it := range t.items {
		t.subtotal += it.total
	}
	if inclTax {
		// The tax contained in the gross: gross × rate / (100 + rate).
		t.tax = (t.subtotal*int64(rate) + int64(100+rate)/2) / int64(100+rate)
		t.total = t.subtotal
	} else {
		t.tax = (t.subtotal*int64(rate) + 50) / 100
		t.total = t.subtotal + t.tax
	}
	return t
}

// misprint makes the printed total wrong with probability p, as a
// document altered by hand or badly computed is: the totals check must
// fail on it.
func (g *gen) misprint(t *trade, p float64) {
	if !g.chance(p) {
		return
	}
	delta := int64(100 + g.r.IntN(5000))
	if g.chance(0.5) && t.total > delta {
		delta = -delta
	}
	t.total += delta
	t.wrong = true
}

// itemsField is the ground truth of t's items; withQty says the document
// prints quantities and unit prices.
func itemsField(t trade, withQty bool) Field {
	f := Field{Kind: KindItems, Items: []Item{}}
	for _, it := range t.items {
		x := Item{Description: it.desc, Amount: cents(it.total)}
		if withQty {
			x.Quantity, x.UnitPrice = fmt.Sprint(it.qty), cents(it.unit)
		}
		f.Items = append(f.Items, x)
	}
	return f
}

// goods are line items by language: services and goods a small business
// invoices.
var goods = map[string][]string{
	"en": {"Website design", "Consulting services", "Annual support plan", "Printer paper A4 (box)", "Office chair", "Wireless keyboard",
		"Installation labour", "Software licence", "Delivery charge", "Training session", "Photography (half day)", "Copy editing"},
	"de": {"Webdesign", "Beratungsleistung", "Wartungsvertrag", "Kopierpapier A4", "Bürostuhl", "Funktastatur", "Montagearbeiten",
		"Softwarelizenz", "Versandkosten", "Schulung", "Übersetzung", "Reinigung Büroräume"},
	"fr": {"Conception du site web", "Prestation de conseil", "Contrat de maintenance", "Papier A4 (carton)", "Chaise de bureau",
		"Clavier sans fil", "Main d'œuvre", "Licence logicielle", "Frais de livraison", "Formation", "Traduction", "Nettoyage"},
	"es": {"Diseño web", "Servicios de consultoría", "Mantenimiento anual", "Papel A4 (caja)", "Silla de oficina", "Teclado inalámbrico",
		"Mano de obra", "Licencia de software", "Gastos de envío", "Formación", "Traducción", "Limpieza de oficinas"},
	"it": {"Progettazione sito web", "Consulenza", "Assistenza annuale", "Carta A4 (scatola)", "Sedia da ufficio", "Tastiera wireless",
		"Manodopera", "Licenza software", "Spese di spedizione", "Formazione", "Traduzione", "Pulizia uffici"},
	"nl": {"Webontwerp", "Advieswerkzaamheden", "Onderhoudscontract", "Printpapier A4 (doos)", "Bureaustoel", "Draadloos toetsenbord",
		"Arbeidsloon", "Softwarelicentie", "Verzendkosten", "Training", "Vertaling", "Schoonmaak kantoor"},
	"pt": {"Design de website", "Serviços de consultoria", "Manutenção anual", "Papel A4 (caixa)", "Cadeira de escritório",
		"Teclado sem fios", "Mão de obra", "Licença de software", "Portes de envio", "Formação", "Tradução", "Limpeza de escritório"},
}

// groceries are till-receipt items by language.
var groceries = map[string][]string{
	"en": {"MILK 2L", "BREAD WHITE", "FREE RANGE EGGS", "BANANAS", "CHEDDAR 400G", "COFFEE BEANS", "ORANGE JUICE", "PASTA 500G",
		"TOMATOES", "CHICKEN BREAST", "FLAT WHITE", "CROISSANT", "SPARKLING WATER", "DISH SOAP"},
	"de": {"VOLLMILCH 1L", "BROETCHEN", "BUTTER", "BANANEN", "GOUDA SCHEIBEN", "KAFFEE BOHNEN", "APFELSAFT", "NUDELN 500G",
		"TOMATEN", "HAEHNCHENBRUST", "CAPPUCCINO", "BREZEL", "MINERALWASSER", "SPUELMITTEL"},
	"fr": {"LAIT DEMI-ECREME", "BAGUETTE", "BEURRE DOUX", "BANANES", "EMMENTAL RAPE", "CAFE MOULU", "JUS D'ORANGE", "PATES 500G",
		"TOMATES", "POULET FERMIER", "CAFE CREME", "CROISSANT", "EAU GAZEUSE", "LIQUIDE VAISSELLE"},
	"es": {"LECHE ENTERA", "PAN DE BARRA", "HUEVOS", "PLATANOS", "QUESO MANCHEGO", "CAFE MOLIDO", "ZUMO NARANJA", "ARROZ 1KG",
		"TOMATES", "PECHUGA POLLO", "CAFE CON LECHE", "CROISSANT", "AGUA MINERAL", "DETERGENTE"},
	"it": {"LATTE INTERO", "PANE", "UOVA", "BANANE", "PARMIGIANO", "CAFFE MACINATO", "SUCCO ARANCIA", "PASTA 500G", "POMODORI",
		"PETTO DI POLLO", "CAPPUCCINO", "CORNETTO", "ACQUA FRIZZANTE", "DETERSIVO"},
	"nl": {"HALFVOLLE MELK", "BRUIN BROOD", "EIEREN", "BANANEN", "JONGE KAAS", "KOFFIEBONEN", "SINAASAPPELSAP", "PASTA 500G",
		"TOMATEN", "KIPFILET", "KOFFIE VERKEERD", "CROISSANT", "SPA ROOD", "AFWASMIDDEL"},
}

// party is a business or person on a listed document.
type party struct {
	name  string
	addr  []string
	a2    string
	vat   string
	iban  string
	bic   string
	phone string
	bank  string
}

// bankCodes are the four-letter institution codes of made-up BICs.
var bankCodes = []string{"HARB", "KNGS", "LIND", "VOLK", "ESTU", "EBRO", "LARI", "POLD", "TEJO", "RHEN", "SEVN", "AURA"}

// bicOf draws a BIC of country a2: institution, country, location, and a
// branch code half of the time.
func (g *gen) bicOf(a2 string) string {
	b := pick(g.r, bankCodes) + a2 + g.fill("AA")
	b = b[:6] + strings.NewReplacer("O", "P", "0", "2", "1", "3").Replace(b[6:])
	if g.chance(0.5) {
		b += g.fill("XXX")
	}
	return b
}

// ibanOf draws an IBAN of country a2 with valid check digits.
func (g *gen) ibanOf(a2 string) string {
	switch a2 {
	case "GB", "IE":
		return iban(a2, g.fill("AAAA")+g.fill("99999999999999"))
	case "DE":
		return iban(a2, g.fill("999999999999999999"))
	case "FR":
		return iban(a2, g.frRIB())
	case "ES":
		return iban(a2, g.esCCC())
	case "IT":
		return iban(a2, g.fill("A")+g.fill("9999999999")+g.fill("999999999999"))
	case "NL":
		return iban(a2, g.fill("AAAA")+g.fill("9999999999"))
	case "PT":
		return iban(a2, g.fill("999999999999999999999"))
	case "BE":
		return iban(a2, g.fill("999999999999"))
	case "AT":
		return iban(a2, g.fill("9999999999999999"))
	case "CH":
		return iban(a2, g.fill("99999999999999999"))
	}
	return iban("DE", g.fill("999999999999999999"))
}

// corrupt changes one digit of an identifier after its first four
// characters, so that its check fails.
func (g *gen) corrupt(s string) string {
	b := []byte(s)
	for {
		i := 4 + g.r.IntN(len(b)-4)
		if b[i] >= '0' && b[i] <= '9' {
			b[i] = '0' + (b[i]-'0'+1+byte(g.r.IntN(8)))%10
			return string(b)
		}
	}
}

// vatOf draws a VAT number of country a2, valid under its check.
func (g *gen) vatOf(a2 string) string {
	switch a2 {
	case "GB":
		return g.gbVAT()
	case "DE":
		return g.vatDE()
	case "FR":
		v, _ := g.vatFR()
		return v
	case "NL":
		return g.vatNL()
	case "IT":
		return g.vatIT()
	case "ES":
		return g.vatES()
	case "PT":
		for {
			d := g.digits(8)
			d[0] = 5
			s := 0
			for i, v := range d {
				s += v * (9 - i)
			}
			c := 11 - s%11
			if c >= 10 {
				c = 0
			}
			return "PT" + digitString(append(d, c))
		}
	}
	return ""
}

// addressOf draws an address of a2, Portugal included.
func (g *gen) addressOf(a2 string) []string {
	if a2 == "PT" {
		return []string{fmt.Sprintf("%s %d", pick(g.r, []string{"Rua Augusta", "Avenida da Liberdade", "Rua de Santa Catarina", "Rua do Carmo"}), 1+g.r.IntN(200)),
			fmt.Sprintf("%s %s", g.fill("9999-999"), pick(g.r, []string{"Lisboa", "Porto", "Coimbra", "Braga"}))}
	}
	return g.address(a2)
}

// companyOf draws a company name of a2 in lang.
func (g *gen) companyOf(lang, a2 string) string {
	forms := legalForms[a2]
	if a2 == "PT" {
		forms = []string{"Lda.", "S.A."}
	}
	stems := newStems[lang]
	if lang == "pt" {
		stems = []string{"Azulejos do Tejo", "Cortiças Alentejo", "Vinhos do Douro", "Mar Atlântico Pescas", "Tipografia Lusitana"}
	}
	if stems == nil {
		stems = newStems["en"]
	}
	return pick(g.r, stems) + " " + pick(g.r, forms)
}

// moneyStyleOf is how amounts are printed in a2.
func moneyStyleOf(a2 string) moneyStyle {
	switch a2 {
	case "GB", "US", "IE", "CA", "AU", "MY", "SG":
		return mEN
	case "FR", "PT":
		return mFR
	}
	return mEU
}

// currencyOf is the ISO code and sign of a2's currency.
func currencyOf(a2 string) (code, sign string) {
	switch a2 {
	case "GB":
		return "GBP", "£"
	case "US":
		return "USD", "$"
	case "CA":
		return "CAD", "$"
	case "AU":
		return "AUD", "$"
	case "CH":
		return "CHF", "CHF"
	case "MY":
		return "MYR", "RM"
	}
	return "EUR", "€"
}

// withSign prints an amount with the currency sign where a2 puts it.
func withSign(c int64, a2, sign string) string {
	s := printCents(c, moneyStyleOf(a2))
	switch a2 {
	case "GB", "US", "IE", "CA", "AU":
		if strings.HasPrefix(s, "-") {
			return "-" + sign + s[1:]
		}
		return sign + s
	}
	return s + " " + sign
}

// dateIn prints t as a2's documents usually do.
func dateIn(g *gen, t time.Time, a2, lang string) string {
	switch a2 {
	case "US":
		return pick(g.r, []string{t.Format("01/02/2006"), fmtDate(t, dsLong, "en-US")})
	case "GB", "IE":
		return pick(g.r, []string{t.Format("02/01/2006"), shortDate(t, false), fmtDate(t, dsLong, "en")})
	case "DE", "AT", "CH":
		return pick(g.r, []string{t.Format("02.01.2006"), fmtDate(t, dsLong, "de")})
	case "NL":
		return pick(g.r, []string{t.Format("02-01-2006"), fmtDate(t, dsLong, "nl")})
	case "PT":
		return t.Format("02/01/2006")
	}
	return pick(g.r, []string{t.Format("02/01/2006"), fmtDate(t, dsLong, lang)})
}

// accentOf draws a brand colour.
func (g *gen) accentOf() color.RGBA {
	return pick(g.r, []color.RGBA{rgb(0, 82, 147), rgb(0, 112, 74), rgb(165, 25, 45), rgb(90, 40, 120), rgb(0, 110, 130), rgb(60, 60, 60)})
}
