package docgen

import (
	"fmt"
	"strings"
	"time"
	"unicode"
)

// place is a town with its postcode pattern and region.
type place struct{ city, region, pc string }

var addrPlaces = map[string][]place{
	"GB": {{"LONDON", "", "SW1A 9AA"}, {"MANCHESTER", "", "M9 9AA"}, {"LEEDS", "", "LS9 9AA"}, {"BRISTOL", "", "BS99 9AA"}},
	"IE": {{"Dublin 2", "", "D02 XX99"}, {"Ballincollig", "Co. Cork", "P31 XX99"}, {"Galway", "Co. Galway", "H91 XX99"}},
	"US": {{"Springfield", "IL", "62704"}, {"Austin", "TX", "78701"}, {"Portland", "OR", "97201"}, {"Albany", "NY", "12207"}},
	"CA": {{"Toronto", "ON", "M5H 9A9"}, {"Vancouver", "BC", "V6B 9A9"}, {"Calgary", "AB", "T2P 9A9"}},
	"AU": {{"SYDNEY", "NSW", "2000"}, {"MELBOURNE", "VIC", "3000"}, {"BRISBANE", "QLD", "4000"}},
	"FR": {{"PARIS", "", "75009"}, {"LYON", "", "69009"}, {"NÎMES", "", "30000"}},
	"DE": {{"Berlin", "", "10999"}, {"München", "", "80999"}, {"Köln", "", "50999"}},
	"ES": {{"Madrid", "", "28099"}, {"Sevilla", "", "41099"}, {"A Coruña", "", "15099"}},
	"IT": {{"Roma", "RM", "00199"}, {"Milano", "MI", "20199"}, {"Forlì", "FC", "47121"}},
	"NL": {{"Amsterdam", "", "1099 AA"}, {"Utrecht", "", "3599 AA"}, {"Den Haag", "", "2599 AA"}},
}

var streets = map[string][]string{
	"GB": {"Acacia Avenue", "High Street", "Kingsway", "Mill Lane", "St John's Road"},
	"IE": {"Main Street", "O'Connell Street", "Church Road", "Bóthar na Trá"},
	"US": {"Elm Street", "Maple Avenue", "W 5th St", "Lincoln Blvd"},
	"CA": {"Queen St W", "rue Sainte-Catherine", "Yonge St", "Bay St"},
	"AU": {"George St", "Collins St", "Queen St", "Anzac Pde"},
	"FR": {"rue de la Paix", "avenue Jean Jaurès", "boulevard Voltaire", "rue du Général Leclerc"},
	"DE": {"Hauptstraße", "Lindenallee", "Goethestraße", "Am Mühlbach"},
	"ES": {"Calle Mayor", "Avenida de la Constitución", "Calle de Alcalá", "Paseo de Gràcia"},
	"IT": {"Via Roma", "Corso Vittorio Emanuele II", "Via Garibaldi", "Piazza Cavour"},
	"NL": {"Kerkstraat", "Prinsengracht", "Stationsweg", "Dorpsstraat"},
}

// address draws a postal address of country a2 as printed lines.
func (g *gen) address(a2 string) []string {
	switch a2 {
	case "SG":
		return []string{fmt.Sprintf("%d Raffles Place #%02d-%02d", 1+g.r.IntN(80), 1+g.r.IntN(40), 1+g.r.IntN(20)), "Singapore " + g.fill("999999")}
	case "CY":
		return []string{fmt.Sprintf("%d Makariou III Avenue", 1+g.r.IntN(200)), fmt.Sprintf("%d Nicosia", 1000+g.r.IntN(100)), "Cyprus"}
	}
	pl := pick(g.r, addrPlaces[a2])
	st := pick(g.r, streets[a2])
	n := 1 + g.r.IntN(180)
	pc := g.fill(pl.pc)
	switch a2 {
	case "GB":
		l := []string{fmt.Sprintf("%d %s", n, st), pl.city, pc}
		if g.chance(0.3) {
			l = append([]string{fmt.Sprintf("Flat %d", 1+g.r.IntN(20))}, l...)
		}
		return l
	case "IE":
		l := []string{fmt.Sprintf("%d %s", n, st), pl.city}
		if pl.region != "" {
			l = append(l, pl.region)
		}
		return append(l, pc)
	case "US":
		s := fmt.Sprintf("%d %s", 100+n*7, st)
		if g.chance(0.3) {
			s += fmt.Sprintf(" Apt %d", 1+g.r.IntN(30))
		}
		return []string{s, fmt.Sprintf("%s, %s %s", pl.city, pl.region, pc)}
	case "CA":
		pc = caNoLetters.Replace(pc)
		return []string{fmt.Sprintf("%d %s", n, st), fmt.Sprintf("%s %s  %s", pl.city, pl.region, pc)}
	case "AU":
		return []string{fmt.Sprintf("%d %s", n, st), fmt.Sprintf("%s %s %s", pl.city, pl.region, pc)}
	case "FR":
		return []string{fmt.Sprintf("%d %s", n, st), pc + " " + pl.city}
	case "DE":
		return []string{fmt.Sprintf("%s %d", st, n), pc + " " + pl.city}
	case "ES":
		return []string{fmt.Sprintf("%s, %d, %dº %c", st, n, 1+g.r.IntN(8), 'A'+rune(g.r.IntN(4))), pc + " " + pl.city}
	case "IT":
		return []string{fmt.Sprintf("%s %d", st, n), fmt.Sprintf("%s %s %s", pc, pl.city, pl.region)}
	default: // NL
		return []string{fmt.Sprintf("%s %d", st, n), pc + " " + pl.city}
	}
}

// caNoLetters replaces the letters Canada Post never puts in a postcode.
var caNoLetters = strings.NewReplacer("D", "B", "F", "E", "I", "H", "O", "P", "Q", "R", "U", "V")

func joinAddr(l []string) string { return strings.Join(l, ", ") }

func addrField(l []string) Field {
	v := joinAddr(l)
	return str(v, KindAddress, stripMarks(v))
}

// titleCase turns "MÜLLER-LÜDENSCHEIDT" into "Müller-Lüdenscheidt".
func titleCase(s string) string {
	rs := []rune(strings.ToLower(s))
	for i := range rs {
		if i == 0 || rs[i-1] == ' ' || rs[i-1] == '-' || rs[i-1] == '\'' {
			rs[i] = unicode.ToUpper(rs[i])
		}
	}
	return string(rs)
}

// poaLabels are the labels of bills and statements in one language.
type poaLabels struct {
	stmtDate, billDate, due, period, account, customer, amountDue, opening, closing, date, desc, amount, stmtTitle, billTitle, page, total string
}

var poaLabelSets = map[string]poaLabels{
	"en": {"Statement date", "Bill date", "Payment due by", "Billing period", "Account number", "Customer number", "Amount due", "Opening balance", "Closing balance", "Date", "Description", "Amount", "Account statement", "Your electricity bill", "Page", "Total"},
	"fr": {"Date du relevé", "Date de facture", "À payer avant le", "Période de facturation", "Numéro de compte", "N° client", "Montant à payer", "Solde initial", "Solde final", "Date", "Libellé", "Montant", "Relevé de compte", "Votre facture d'électricité", "Page", "Total"},
	"de": {"Auszugsdatum", "Rechnungsdatum", "Fällig am", "Abrechnungszeitraum", "Kontonummer", "Kundennummer", "Rechnungsbetrag", "Anfangssaldo", "Endsaldo", "Datum", "Buchungstext", "Betrag", "Kontoauszug", "Ihre Stromrechnung", "Seite", "Summe"},
	"es": {"Fecha del extracto", "Fecha de emisión", "Fecha de cargo", "Periodo de facturación", "Número de cuenta", "N.º de cliente", "Importe total", "Saldo inicial", "Saldo final", "Fecha", "Concepto", "Importe", "Extracto de cuenta", "Su factura de electricidad", "Página", "Total"},
	"it": {"Data estratto conto", "Data emissione", "Scadenza", "Periodo di fatturazione", "Numero conto", "Codice cliente", "Totale da pagare", "Saldo iniziale", "Saldo finale", "Data", "Descrizione", "Importo", "Estratto conto", "La sua bolletta della luce", "Pagina", "Totale"},
	"nl": {"Datum afschrift", "Factuurdatum", "Te betalen vóór", "Factuurperiode", "Rekeningnummer", "Klantnummer", "Te betalen bedrag", "Beginsaldo", "Eindsaldo", "Datum", "Omschrijving", "Bedrag", "Rekeningafschrift", "Uw energierekening", "Pagina", "Totaal"},
}

type poaCountry struct {
	a2, lang, names, currency string
	styles                    []dateStyle
	longLang                  string
	utilities, banks          []string
	titles                    []string
}

var poaCountries = []poaCountry{
	{"GB", "en", "GB", "£", []dateStyle{dsSlash, dsLong}, "en", []string{"Northbridge Energy Ltd", "Aqualine Water plc"}, []string{"Harbour & Crown Bank plc", "Thistle Savings Bank"}, []string{"Mr", "Ms", "Mrs", ""}},
	{"IE", "en", "IE", "€", []dateStyle{dsSlash, dsLong}, "en", []string{"Emerald Power DAC", "Liffey Gas Networks"}, []string{"Shannon Permanent Bank", "Claddagh Credit Union"}, []string{"Mr", "Ms", ""}},
	{"US", "en", "US", "$", []dateStyle{dsUS, dsLong}, "en-US", []string{"Prairie Electric Cooperative", "Great Lakes Gas & Power"}, []string{"First Meridian Bank, N.A.", "Liberty Hill Savings"}, []string{"", "Mr.", "Ms."}},
	{"CA", "en", "GB", "$", []dateStyle{dsISO, dsLong}, "en-US", []string{"Maple Hydro Inc.", "Northern Lights Utilities"}, []string{"Laurentian Trust Bank", "Cascade Credit Union"}, []string{"", "Mr.", "Ms."}},
	{"AU", "en", "GB", "$", []dateStyle{dsSlash, dsLong}, "en", []string{"Southern Cross Energy Pty Ltd", "Coral Coast Water"}, []string{"Wattle Bank Ltd", "Outback Mutual"}, []string{"", "Mr", "Ms"}},
	{"FR", "fr", "FR", "€", []dateStyle{dsSlash, dsLong}, "fr", []string{"Électricité du Val SA", "Eaux de Garonne"}, []string{"Banque Lumière", "Crédit des Tilleuls"}, []string{"M.", "Mme", ""}},
	{"DE", "de", "DE", "€", []dateStyle{dsDots, dsLong}, "de", []string{"Stadtwerke Lindenau GmbH", "Nordlicht Energie AG"}, []string{"Sparkasse Auenthal", "Volksbank Mühlental eG"}, []string{"Herrn", "Frau", ""}},
	{"ES", "es", "ES", "€", []dateStyle{dsSlash, dsLong}, "es", []string{"Energía Solana S.A.", "Aguas del Tajo S.A."}, []string{"Banco Alameda", "Caja Rural del Duero"}, []string{"D.", "Dña.", ""}},
	{"IT", "it", "IT", "€", []dateStyle{dsSlash, dsLong}, "it", []string{"Luce Adriatica S.p.A.", "Acque del Tevere"}, []string{"Banca Fiorentina Popolare", "Cassa di Risparmio di Lago"}, []string{"Sig.", "Sig.ra", ""}},
	{"NL", "nl", "NL", "€", []dateStyle{dsDash, dsLong}, "nl", []string{"Polderstroom Energie B.V.", "Duinwater N.V."}, []string{"Grachtbank N.V.", "Tulpen Spaarbank"}, []string{"Dhr.", "Mevr.", ""}},
}

func idCountryOf(a2 string) idCountry {
	for _, c := range idCountries {
		if c.a2 == a2 {
			return c
		}
	}
	return idCountries[0]
}

func money(v float64, cur, lang string) string {
	s := fmt.Sprintf("%.2f", v)
	if lang != "en" {
		s = strings.Replace(s, ".", ",", 1)
		return s + " " + cur
	}
	return cur + s
}

// proofOfAddress draws a utility bill or a bank statement on A4.
func (g *gen) proofOfAddress() *doc {
	pc := pick(g.r, poaCountries)
	lab := poaLabelSets[pc.lang]
	nc := idCountryOf(pc.names)
	name := titleCase(pick(g.r, nc.givens)) + " " + titleCase(pick(g.r, nc.surnames))
	title := pick(g.r, pc.titles)
	shown := name
	if title != "" {
		shown = title + " " + name
	}
	recAddr := g.address(pc.a2)
	bill := g.chance(0.5)
	issuer := pick(g.r, pc.banks)
	kind := "bank statement"
	if bill {
		issuer, kind = pick(g.r, pc.utilities), "utility bill"
	}
	issAddr := g.address(pc.a2)
	docDate := randDate(g.r, g.today.AddDate(0, -14, 0), g.today.AddDate(0, 0, -3))
	periodEnd := docDate.AddDate(0, 0, -g.r.IntN(6))
	periodStart := periodEnd.AddDate(0, -1, 1)
	due := docDate.AddDate(0, 0, 14+g.r.IntN(17))
	style := pick(g.r, pc.styles)
	date := func(t time.Time) string {
		if style == dsLong {
			return fmtDate(t, dsLong, pc.longLang)
		}
		return fmtDate(t, style, pc.lang)
	}
	fam := g.family()
	accent := pick(g.r, []colorT{rgb(0, 90, 160), rgb(0, 120, 80), rgb(170, 30, 40), rgb(90, 40, 130), rgb(220, 110, 0)})
	d := &doc{trueType: TypeProofOfAddress, lang: pc.lang, font: fam,
		variant:     fmt.Sprintf("%s_%s", map[bool]string{true: "bill", false: "statement"}[bill], strings.ToLower(pc.a2)),
		description: fmt.Sprintf("Synthetic %s %s", pc.a2, kind),
		fields: map[string]Field{
			"recipient_name":    str(name, KindName, shown, stripMarks(name)),
			"recipient_address": addrField(recAddr),
			"issuer_name":       str(issuer, KindText, stripMarks(issuer)),
			"issuer_address":    addrField(issAddr),
			"document_date":     dateField(docDate),
		}}
	// Both print their period in the information block: a statement's, and
	// a bill's billing period, which ends before the bill's date (a utility
	// account's statement of its charges; the real corpus's electricity
	// bill is read the same way).
	d.fields["statement_period_start"], d.fields["statement_period_end"] = dateField(periodStart), dateField(periodEnd)
	d.page = g.newPage(210, 297, white)
	c := g.c
	small := fam.regular
	// Header: a logo from shapes and the issuer's name and address.
	if g.chance(0.5) {
		g.emblem(27, 22, 9, accent, white)
	} else {
		c.rect(18, 13, 6, 18, accent)
		c.rect(26, 19, 6, 12, accent)
		c.rect(34, 25, 6, 6, accent)
	}
	c.text(44, 22, issuer, fam.bold, 15, accent)
	c.lines(44, 28, issAddr, small, 8, 3.6, rgb(60, 60, 60))
	c.rect(0, 40, 210, 1.2, accent)
	// Recipient window (left, DIN 5008 position; right in French letters).
	wx := 22.0
	if pc.lang == "fr" {
		wx = 115
	}
	c.text(wx, 50, issuer+" · "+strings.Join(issAddr, " · "), small, 6, rgb(90, 90, 90))
	c.line(wx, 51.2, wx+80, 51.2, 0.15, rgb(150, 150, 150))
	c.lines(wx, 57, append([]string{shown}, recAddr...), fam.regular, 10.5, 4.8, black)
	// Information block opposite the window.
	ix := 125.0
	if pc.lang == "fr" {
		ix = 22
	}
	dateLabel := lab.stmtDate
	if bill {
		dateLabel = lab.billDate
	}
	info := [][2]string{
		{dateLabel, date(docDate)},
		{lab.customer, g.fill("9999999999")},
		{lab.account, g.fill(pick(g.r, []string{"99-99-99 99999999", "AA99 AAAA 9999 9999 9999 99", "999999999"}))},
		{lab.period, date(periodStart) + " – " + date(periodEnd)},
	}
	if g.chance(0.5) {
		info[0], info[3] = info[3], info[0]
	}
	iy := 55.0
	for _, kv := range info {
		c.text(ix, iy, kv[0], fam.regular, 7.5, rgb(90, 90, 90))
		c.text(ix, iy+3.8, kv[1], fam.bold, 9, black)
		iy += 9
	}
	// Title and body.
	ty := 102.0
	heading := lab.stmtTitle
	if bill {
		heading = lab.billTitle
	}
	c.text(22, ty, heading, fam.bold, 14, black)
	ty += 10
	cur := pc.currency
	if bill {
		rows := [][2]string{}
		total := 0.0
		for _, item := range []string{"Standing charge", "Energy used", "Network charge", "VAT"} {
			v := 5 + g.r.Float64()*90
			total += v
			rows = append(rows, [2]string{item, money(v, cur, pc.lang)})
		}
		c.rect(22, ty-4.5, 166, 6.5, rgb(235, 235, 235))
		c.text(24, ty, lab.desc, fam.bold, 9, black)
		c.textAlign(186, ty, lab.amount, fam.bold, 9, black, alignRight)
		ty += 7
		for _, rw := range rows {
			c.text(24, ty, rw[0], fam.regular, 9, black)
			c.textAlign(186, ty, rw[1], fam.regular, 9, black, alignRight)
			c.line(22, ty+2, 188, ty+2, 0.1, rgb(200, 200, 200))
			ty += 6.5
		}
		ty += 2
		c.text(24, ty, lab.amountDue, fam.bold, 10.5, black)
		c.textAlign(186, ty, money(total, cur, pc.lang), fam.bold, 10.5, black, alignRight)
		ty += 9
		c.frame(22, ty-5, 166, 14, 0.4, accent)
		c.text(26, ty+1, lab.due+": "+date(due), fam.bold, 10, accent)
		c.text(26, ty+6, fmt.Sprintf("Meter %s: %d kWh → %d kWh", g.fill("A9999999"), 10000+g.r.IntN(5000), 15000+g.r.IntN(5000)), small, 8, rgb(60, 60, 60))
		ty += 22
	} else {
		bal := 200 + g.r.Float64()*4000
		c.rect(22, ty-4.5, 166, 6.5, rgb(235, 235, 235))
		c.text(24, ty, lab.date, fam.bold, 9, black)
		c.text(55, ty, lab.desc, fam.bold, 9, black)
		c.textAlign(186, ty, lab.amount, fam.bold, 9, black, alignRight)
		ty += 7
		c.text(24, ty, date(periodStart), fam.regular, 8.5, black)
		c.text(55, ty, lab.opening, fam.regular, 8.5, black)
		c.textAlign(186, ty, money(bal, cur, pc.lang), fam.regular, 8.5, black, alignRight)
		ty += 6
		n := 6 + g.r.IntN(8)
		span := int(periodEnd.Sub(periodStart).Hours() / 24)
		offs := make([]int, n)
		for i := range offs {
			offs[i] = g.r.IntN(span + 1)
		}
		sortInts(offs)
		descs := []string{"CARD PAYMENT SUPERMARKET", "DIRECT DEBIT INSURANCE", "SALARY", "TRANSFER TO SAVINGS", "ATM WITHDRAWAL", "STANDING ORDER RENT", "ONLINE PURCHASE"}
		for _, o := range offs {
			v := -(5 + g.r.Float64()*300)
			if g.chance(0.15) {
				v = 500 + g.r.Float64()*2500
			}
			bal += v
			c.text(24, ty, date(periodStart.AddDate(0, 0, o)), fam.regular, 8.5, black)
			c.text(55, ty, pick(g.r, descs), fam.regular, 8.5, black)
			c.textAlign(186, ty, money(v, cur, pc.lang), fam.regular, 8.5, black, alignRight)
			c.line(22, ty+2, 188, ty+2, 0.1, rgb(210, 210, 210))
			ty += 5.6
		}
		c.text(24, ty+1, date(periodEnd), fam.bold, 8.5, black)
		c.text(55, ty+1, lab.closing, fam.bold, 8.5, black)
		c.textAlign(186, ty+1, money(bal, cur, pc.lang), fam.bold, 8.5, black, alignRight)
		ty += 12
	}
	// Small print footer with the issuer's details.
	fy := 272.0
	c.line(22, fy-5, 188, fy-5, 0.2, rgb(160, 160, 160))
	c.paragraph(22, fy, 166, issuer+" · "+joinAddr(issAddr)+" · "+fmt.Sprintf("Reg. %s · VAT %s", g.fill("99999999"), g.fill("AA999999999"))+
		" · Calls may be recorded for training and quality purposes. Please keep this document for your records.", small, 6.5, 3, rgb(100, 100, 100))
	c.textAlign(188, 292, lab.page+" 1/1", small, 7, rgb(100, 100, 100), alignRight)
	return d
}

func sortInts(s []int) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}
