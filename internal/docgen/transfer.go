package docgen

import (
	"fmt"
	"strings"
	"time"
)

// Transfers: SWIFT MT103 print-outs (the fields of the SWIFT User
// Handbook, Category 1: 20 sender's reference, 23B bank operation code,
// 32A value date, currency and amount, 50K ordering customer, 52A
// ordering institution, 56A intermediary, 57A account with institution,
// 59 beneficiary, 70 remittance information, 71A details of charges),
// banks' payment confirmations and transfer application forms with their
// boxes (the SEPA credit transfer's attributes, EPC125-05, as the banks'
// forms print them).

// xferLabels are a transfer document's printed labels in one language.
type xferLabels struct {
	confirm, form, ordering, beneficiary, name, address, iban, bank, bic, amount, currency, date, reference, charges, remittance, intermediary string
}

var xferLabelSets = map[string]xferLabels{
	"en": {"Payment confirmation", "International payment order", "Ordering customer", "Beneficiary", "Name", "Address", "IBAN", "Bank", "BIC", "Amount", "Currency", "Value date", "Reference", "Charges", "Remittance information", "Intermediary bank"},
	"de": {"Zahlungsbestätigung", "Auftrag für Auslandsüberweisung", "Auftraggeber", "Empfänger", "Name", "Anschrift", "IBAN", "Bank", "BIC", "Betrag", "Währung", "Ausführungsdatum", "Referenz", "Entgelte", "Verwendungszweck", "Zwischenbank"},
	"fr": {"Avis de virement", "Ordre de virement international", "Donneur d'ordre", "Bénéficiaire", "Nom", "Adresse", "IBAN", "Banque", "BIC", "Montant", "Devise", "Date d'exécution", "Référence", "Frais", "Motif", "Banque intermédiaire"},
	"es": {"Justificante de transferencia", "Orden de transferencia internacional", "Ordenante", "Beneficiario", "Nombre", "Dirección", "IBAN", "Banco", "BIC", "Importe", "Divisa", "Fecha de ejecución", "Referencia", "Gastos", "Concepto", "Banco intermediario"},
	"it": {"Contabile bonifico", "Disposizione di bonifico estero", "Ordinante", "Beneficiario", "Nome", "Indirizzo", "IBAN", "Banca", "BIC", "Importo", "Divisa", "Data esecuzione", "Riferimento", "Spese", "Causale", "Banca intermediaria"},
	"nl": {"Betalingsbevestiging", "Opdracht buitenlandse betaling", "Opdrachtgever", "Begunstigde", "Naam", "Adres", "IBAN", "Bank", "BIC", "Bedrag", "Valuta", "Uitvoeringsdatum", "Referentie", "Kosten", "Omschrijving", "Intermediaire bank"},
	"pt": {"Comprovativo de transferência", "Ordem de transferência internacional", "Ordenante", "Beneficiário", "Nome", "Morada", "IBAN", "Banco", "BIC", "Montante", "Moeda", "Data de execução", "Referência", "Encargos", "Descritivo", "Banco intermediário"},
}

var xferCountries = []struct{ a2, lang string }{
	{"GB", "en"}, {"IE", "en"}, {"DE", "de"}, {"FR", "fr"}, {"ES", "es"}, {"IT", "it"}, {"NL", "nl"}, {"PT", "pt"},
}

var remittances = []string{"INVOICE %s", "PAYMENT FOR INVOICE %s", "ORDER %s", "RENT MARCH", "CONSULTANCY FEES %s", "CONTRACT %s"}

// transferData is one drawn transfer.
type transferData struct {
	a2, lang    string
	lab         xferLabels
	date        time.Time
	ref         string
	amt         int64
	cur         string
	ord, ben    party
	interBIC    string
	charges     string
	remit       string
	badIBAN     bool
	benCountry  string
	showBankNam bool
}

func (g *gen) drawTransfer(a2, lang string) *transferData {
	d := &transferData{a2: a2, lang: lang, lab: xferLabelSets[lang]}
	d.benCountry = pick(g.r, []string{"DE", "FR", "ES", "IT", "NL", "PT", "GB", "AT", "BE"})
	d.date = randDate(g.r, g.today.AddDate(0, -6, 0), g.today.AddDate(0, 0, -1))
	d.ref = g.fill(pick(g.r, []string{"FT26999AAAA9", "REF9999999", "TRN-99999999", "9999AAAA9999"}))
	d.amt = 10000 + g.r.Int64N(5000000)
	d.cur = pick(g.r, []string{"EUR", "EUR", "EUR", "USD", "GBP", "CHF"})
	nameCountry := a2
	if a2 == "PT" {
		nameCountry = "ES"
	}
	d.ord = party{name: g.companyOf(lang, a2), addr: g.addressOf(a2), a2: a2, iban: g.ibanOf(a2), bic: g.bicOf(a2), bank: pick(g.r, poaBanksAny())}
	if g.chance(0.3) {
		gv, sn := g.personName(nameCountry)
		d.ord.name = gv + " " + sn
	}
	blang := map[string]string{"DE": "de", "FR": "fr", "ES": "es", "IT": "it", "NL": "nl", "PT": "pt", "GB": "en", "AT": "de", "BE": "nl"}[d.benCountry]
	baddr := d.benCountry
	if baddr == "AT" || baddr == "BE" {
		baddr = map[string]string{"AT": "DE", "BE": "NL"}[baddr]
	}
	d.ben = party{name: g.companyOf(blang, baddr), addr: g.addressOf(baddr), a2: d.benCountry, iban: g.ibanOf(d.benCountry), bic: g.bicOf(d.benCountry), bank: pick(g.r, poaBanksAny())}
	if g.chance(0.2) {
		d.interBIC = g.bicOf(pick(g.r, []string{"DE", "GB", "US", "FR"}))
	}
	d.charges = pick(g.r, []string{"SHA", "SHA", "OUR", "BEN"})
	rm := pick(g.r, remittances)
	if strings.Contains(rm, "%s") {
		rm = fmt.Sprintf(rm, g.fill("99999"))
	}
	d.remit = rm
	if g.chance(0.08) {
		d.ben.iban, d.badIBAN = g.corrupt(d.ben.iban), true
	}
	return d
}

// poaBanksAny lists the banks of every country's statements.
func poaBanksAny() []string {
	var out []string
	for _, k := range []string{"GB", "DE", "IT", "NL", "FR", "ES", "IE"} {
		out = append(out, poaBanks[k]...)
	}
	return out
}

// fields are the transfer's ground truth; upper says names and addresses
// were printed in capitals (MT103), bankNames whether banks' names were.
func (d *transferData) fields(upper, bankNames bool) map[string]Field {
	up := func(s string) string {
		if upper {
			return strings.ToUpper(s)
		}
		return s
	}
	name := func(s string) Field { return str(up(s), KindName, stripMarks(up(s)), strings.ToUpper(stripMarks(s))) }
	addr := func(l []string) Field {
		v := up(joinAddr(l))
		return str(v, KindAddress, stripMarks(v))
	}
	f := map[string]Field{
		"transfer_date":             dateField(d.date),
		"reference":                 str(d.ref, KindID),
		"amount":                    moneyField(d.amt),
		"currency":                  str(d.cur, KindText),
		"ordering_customer_name":    name(d.ord.name),
		"ordering_customer_address": addr(d.ord.addr),
		"ordering_customer_account": str(d.ord.iban, KindID),
		"ordering_bank_bic":         str(d.ord.bic, KindID),
		"beneficiary_name":          name(d.ben.name),
		"beneficiary_address":       addr(d.ben.addr),
		"beneficiary_account":       str(d.ben.iban, KindID),
		"beneficiary_bank_bic":      str(d.ben.bic, KindID),
		"charges":                   str(d.charges, KindText),
		"remittance_information":    str(d.remit, KindText),
	}
	f["ordering_bank_name"], f["beneficiary_bank_name"] = null(KindText), null(KindText)
	if bankNames {
		f["ordering_bank_name"], f["beneficiary_bank_name"] = textField(d.ord.bank), textField(d.ben.bank)
	}
	f["intermediary_bank_bic"] = null(KindID)
	if d.interBIC != "" {
		f["intermediary_bank_bic"] = str(d.interBIC, KindID)
	}
	return f
}

func (d *transferData) finish(out *doc) *doc {
	out.idStatus = "passed"
	if d.badIBAN {
		out.idStatus = "failed"
	}
	return out
}

// transfer draws a tuned transfer document: an MT103 print-out with its
// fields' names, or a payment confirmation.
func (g *gen) transfer() *doc {
	c := pick(g.r, xferCountries)
	d := g.drawTransfer(c.a2, c.lang)
	if g.chance(0.5) {
		return g.renderMT103(d, true, "transfer_mt103")
	}
	return g.renderTransferSections(d, false, "transfer_confirmation_"+strings.ToLower(c.a2))
}

// mt103Amount prints an MT103 amount: a comma before the decimals, no grouping.
func mt103Amount(c int64) string { return fmt.Sprintf("%d,%02d", c/100, c%100) }

// renderMT103 prints d as a bank's print-out of the MT103 message; named
// prints each field's name beside its tag.
func (g *gen) renderMT103(d *transferData, named bool, variant string) *doc {
	fam := pick(g.r, monoFamilies)
	p := g.newPage(210, 297, white)
	c := g.c
	size, lead := 9.0, 4.3
	x, y := 18.0, 20.0
	line := func(s string) {
		c.text(x, y, s, fam.regular, size, black)
		y += lead
	}
	line("SWIFT MT103 SINGLE CUSTOMER CREDIT TRANSFER")
	line(strings.Repeat("-", 60))
	line("Sender   : " + padBIC(d.ord.bic))
	line("Receiver : " + padBIC(d.ben.bic))
	line(fmt.Sprintf("UETR     : %s-%s-4%s-a%s-%s", g.fill("99999999"), g.fill("9999"), g.fill("999"), g.fill("999"), g.fill("999999999999")))
	line(strings.Repeat("-", 60))
	up := strings.ToUpper
	field := func(tag, name string, values ...string) {
		if named {
			line(tag + " " + name)
			for _, v := range values {
				line("      " + v)
			}
			return
		}
		line(tag + values[0])
		for _, v := range values[1:] {
			line("     " + v)
		}
	}
	field(":20:", "Sender's Reference", d.ref)
	field(":23B:", "Bank Operation Code", "CRED")
	field(":32A:", "Value Date/Currency/Interbank Settled Amount", d.date.Format("060102")+d.cur+mt103Amount(d.amt))
	field(":50K:", "Ordering Customer", append([]string{"/" + d.ord.iban, up(d.ord.name)}, upLines(d.ord.addr)...)...)
	field(":52A:", "Ordering Institution", d.ord.bic)
	if d.interBIC != "" {
		field(":56A:", "Intermediary Institution", d.interBIC)
	}
	field(":57A:", "Account With Institution", d.ben.bic)
	field(":59:", "Beneficiary Customer", append([]string{"/" + d.ben.iban, up(d.ben.name)}, upLines(d.ben.addr)...)...)
	field(":70:", "Remittance Information", d.remit)
	field(":71A:", "Details of Charges", d.charges)
	line(strings.Repeat("-", 60))
	out := &doc{trueType: TypeTransfer, variant: variant, lang: "en", font: fam, page: p,
		description: "SWIFT MT103 print-out", fields: d.fields(true, false)}
	return d.finish(out)
}

// padBIC prints a BIC of 8 as the 11 of a logical terminal (XXX branch).
func padBIC(b string) string {
	if len(b) == 8 {
		return b + "XXX"
	}
	return b
}

func upLines(l []string) []string {
	out := make([]string, len(l))
	for i, s := range l {
		out[i] = strings.ToUpper(s)
	}
	return out
}

// renderTransferSections draws a bank's payment confirmation (boxes false)
// or transfer application form (boxes true): the ordering customer's and
// the beneficiary's sections, each with name, address, IBAN, bank and
// BIC, then the amount, date, reference, charges and remittance.
func (g *gen) renderTransferSections(d *transferData, boxes bool, variant string) *doc {
	style := kvLeft
	if boxes {
		style = kvCells
	}
	return g.renderTransferStyled(d, boxes, style, variant)
}

// renderTransferStyled draws the sections of a transfer with its labelled
// values set in kv style ks.
func (g *gen) renderTransferStyled(d *transferData, boxes bool, ks kvStyle, variant string) *doc {
	fam := g.family()
	p := g.newPage(210, 297, white)
	c := g.c
	accent := g.accentOf()
	lab := d.lab
	c.text(18, 22, d.ord.bank, fam.bold, 14, accent)
	title := lab.confirm
	if boxes {
		title = lab.form
	}
	c.text(18, 36, title, fam.bold, 13, black)
	style := kvOpts{style: ks, col: 48, w: 174, fam: fam, size: 9.5}
	y := 48.0
	section := func(head string, pt party) {
		c.text(18, y, head, fam.bold, 10.5, accent)
		y += 7
		rows := [][2]string{{lab.name, pt.name}, {lab.address, strings.Join(pt.addr, "\n")}, {lab.iban, groupIBAN(pt.iban)}, {lab.bank, pt.bank}, {lab.bic, pt.bic}}
		y = g.kv(18, y, rows, style) + 5
	}
	section(lab.ordering, d.ord)
	section(lab.beneficiary, d.ben)
	rows := [][2]string{
		{lab.amount, printCents(d.amt, moneyStyleOf(d.a2))},
		{lab.currency, d.cur},
		{lab.date, dateIn(g, d.date, d.a2, d.lang)},
		{lab.reference, d.ref},
		{lab.charges, d.charges},
		{lab.remittance, d.remit},
	}
	if d.interBIC != "" {
		rows = append(rows, [2]string{lab.intermediary, d.interBIC})
	}
	g.kv(18, y+2, rows, style)
	out := &doc{trueType: TypeTransfer, variant: variant, lang: d.lang, font: fam, page: p,
		description: fmt.Sprintf("%s of a %s bank", title, d.a2), fields: d.fields(false, true)}
	return d.finish(out)
}
