package docgen

import (
	"fmt"
	"image/color"
	"slices"
	"strings"
	"time"
)

// Proofs of address of the dev and holdout splits: account statements of
// seven countries in each way a period is printed, a credit-card statement,
// files of consecutive statements, and two bills.

func init() {
	register(
		&layout{name: "poa_gb_council_tax", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaGBCouncilTax,
			source: "UK council tax bills explained by councils (cardiff.gov.uk, maidstone.gov.uk, brighton-hove.gov.uk 'Your Council Tax bill explained')"},
		&layout{name: "poa_gb_bank_statement", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaGBBank,
			source: "UK current account statement: period, sort code, balance brought/carried forward (handsonbanking.org 'How to read your statement'; accountinginsights.org)"},
		&layout{name: "poa_de_kontoauszug", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaDEKontoauszug,
			source: "Kontoauszug: Auszugsnummer, alter/neuer Kontostand, Buchungstag und Wert (sparefroh.at/de/Geld-Wissen/Kontoauszug; vr.de; credimaxx.de)"},
		&layout{name: "poa_it_estratto_conto", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaITEstratto,
			source: "Estratto conto corrente: periodo di riferimento, saldo iniziale e finale, data contabile e valuta (sostariffe.it; giornal.it)"},
		&layout{name: "poa_us_credit_card", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaUSCard,
			source: "Credit card periodic statement, Regulation Z 12 CFR 1026.7(b): billing cycle, closing date, payment due date (consumerfinance.gov; support.highnote.com)"},
		&layout{name: "poa_nl_rekeningafschrift", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaNLAfschrift,
			source: "Bankafschrift/rekeningafschrift: periode, begin- en eindsaldo, IBAN (infinitelexicon.com/bankafschriften; portalfamososbr.com)"},
		&layout{name: "poa_multi_statement_gb_de", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaMultiGBDE, formats: pdfOnly,
			source: "Consecutive monthly statements in one file, as lenders request 'the last three months'; GB and DE statement designs as above"},
		&layout{name: "poa_us_bank_statement", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaUSBank,
			source: "US checking account statement: '… through …' period, beginning and ending balance, deposits and withdrawals (handsonbanking.org; beneficialsavings.com)"},
		&layout{name: "poa_fr_releve", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaFRReleve,
			source: "Relevé de compte: période, solde précédent et nouveau solde, date d'opération et de valeur (younited-credit.com/lexique/releve-de-compte; epargne-placements-patrimoine.com)"},
		&layout{name: "poa_es_extracto", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaESExtracto,
			source: "Extracto bancario: periodo, fecha de operación y fecha valor, saldo (santander.com 'Anatomía de un extracto bancario'; iahorro.com)"},
		&layout{name: "poa_ie_statement", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaIEStatement,
			source: "Irish bank/credit union statement of account, 'From … to …', opening and closing balance (chargebackexpertz.com glossary; datempl.cc)"},
		&layout{name: "poa_gb_monthly_statement", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaGBMonth,
			source: "Building society statement 'for the month of …' with a statement date (plainorbit.icu 'Understanding statements')"},
		&layout{name: "poa_au_statement_balances", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaAUBalances,
			source: "Bank statement whose period shows only in 'Opening balance on …' and 'Closing balance on …' (edupadi.com 'Interpretation of bank statements')"},
		&layout{name: "poa_multi_statement_fr_us", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaMultiFRUS, formats: pdfOnly,
			source: "Several monthly statements of one account in one PDF; FR and US statement designs as above"},
		&layout{name: "poa_es_factura_luz", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaESFacturaLuz,
			source: "Spanish electricity bill: titular, dirección de suministro, CUPS, periodo de facturación, fecha de cargo (CNMC model bill, described on santander.com and iahorro.com)"},
	)
}

var poaBanks = map[string][]string{
	"GB":     {"Harbourside Bank plc", "Kingsmead Bank UK plc", "Thames & Severn Bank plc"},
	"GBBS":   {"Northgate Building Society", "Wessex Vale Building Society", "Pennine Mutual Building Society"},
	"DE":     {"Sparkasse Lindenau", "Volksbank Rheintal eG", "Hanseatische Privatbank AG"},
	"IT":     {"Banca Popolare del Lario", "Banca di Valdarno S.p.A.", "Cassa Rurale delle Dolomiti"},
	"US":     {"First Keystone National Bank", "Lakeshore Bank, N.A.", "Cascade Federal Credit Union"},
	"USCARD": {"Meridian Card Services", "Summit Rewards Card", "Bluewater Bank Credit Card"},
	"NL":     {"Polderbank N.V.", "Rijnland Spaarbank N.V.", "Zuiderzee Bank N.V."},
	"FR":     {"Banque de l'Estuaire", "Banque des Tilleuls", "Crédit Agricole du Causse"},
	"ES":     {"Banco del Ebro, S.A.", "Caja Rural de Almagro", "Banco Alcántara, S.A."},
	"IE":     {"Liffey Valley Credit Union", "Corrib Bank DAC", "Shannonside Building Society"},
	"AU":     {"Southern Wattle Bank Ltd", "Coral Sea Mutual Ltd", "Murray River Bank"},
}

// newAccount draws the holder and the bank of a statement of country a2.
func (g *gen) newAccount(a2, lang, bankKey string) *account {
	nameCountry := map[string]string{"AU": "GB", "US": "US"}[a2]
	if nameCountry == "" {
		nameCountry = a2
	}
	given, sur := g.personName(nameCountry)
	a := &account{a2: a2, lang: lang, fam: g.family(), bank: pick(g.r, poaBanks[bankKey]), bankAddr: g.address(a2),
		name: given + " " + sur, addr: g.address(a2), descs: stmtDescs[a2]}
	a.shown = a.name
	a.accent = pick(g.r, []color.RGBA{rgb(0, 82, 147), rgb(0, 112, 74), rgb(165, 25, 45), rgb(90, 40, 120), rgb(0, 110, 130), rgb(200, 90, 0)})
	switch a2 {
	case "GB":
		a.cur, a.money = "£", mEN
	case "US", "AU":
		a.cur, a.money = "$", mEN
	case "IE":
		a.cur, a.money = "€", mEN
	case "FR":
		a.cur, a.money = "€", mFR
	default:
		a.cur, a.money = "€", mEU
	}
	return a
}

// withTitle prints the holder with a courtesy title as statements do.
func (a *account) withTitle(title string, upper bool) {
	s := a.name
	if title != "" {
		s = title + " " + s
	}
	if upper {
		s = strings.ToUpper(s)
	}
	a.shown = s
}

func (g *gen) poaDoc(a *account, desc string, ss []stmt, pages []*page, nameAccept []string) *doc {
	d := &doc{trueType: TypeProofOfAddress, lang: a.lang, font: a.fam, description: desc,
		fields: statementFields(a, nameAccept, ss), page: pages[0]}
	if len(pages) > 1 {
		d.pages = pages
	}
	return d
}

// ---------------------------------------------------------------- GB

// stmtPageGB draws a UK current account statement: the bank at the top
// left, the holder in the window, a panel with sort code, account number
// and "Statement period 1 Jan 2026 to 31 Jan 2026", an account summary
// with the balances on the first and last days, the transactions (dates
// "03 Jan 26") and the registered office in the footer.
func (g *gen) stmtPageGB(a *account, s stmt, sort, acct string) *page {
	p := g.newPage(210, 297, white)
	c, fam := g.c, a.fam
	c.rect(18, 14, 9, 9, a.accent)
	c.rect(22, 18, 9, 9, color.RGBA{a.accent.R / 2, a.accent.G / 2, a.accent.B / 2, 255})
	c.text(36, 22, a.bank, fam.bold, 14, a.accent)
	c.text(36, 27, "Your current account statement", fam.regular, 9, rgb(70, 70, 70))
	g.window(20, 52, "", append([]string{a.shown}, upperLines(a.addr)...), fam, 10, false)
	c.rect(118, 40, 74, 40, rgb(243, 245, 248))
	rows := [][2]string{
		{"Sort code", sort},
		{"Account number", acct},
		{"Statement period", shortDate(s.start, false) + " to " + shortDate(s.end, false)},
		{"Statement number", fmt.Sprint(s.seq)},
	}
	if !s.date.IsZero() {
		rows = append(rows, [2]string{"Date of issue", shortDate(s.date, false)})
	}
	g.kv(121, 47, rows, kvOpts{style: kvLeft, col: 30, fam: fam, size: 8.5, valueBold: true})
	y := 96.0
	c.text(20, y, "Your account summary", fam.bold, 11, black)
	y += 6
	in, out := 0.0, 0.0
	for _, t := range s.txns {
		if t.amt > 0 {
			in += t.amt
		} else {
			out -= t.amt
		}
	}
	for _, r := range [][2]string{
		{"Balance on " + fmtDate(s.start, dsLong, "en"), a.fmtMoney(s.opening)},
		{"Money in", a.fmtMoney(in)},
		{"Money out", a.fmtMoney(out)},
		{"Balance on " + fmtDate(s.end, dsLong, "en"), a.fmtMoney(s.closing)},
	} {
		c.text(20, y, r[0], fam.regular, 9.5, black)
		c.textAlign(110, y, r[1], fam.bold, 9.5, black, alignRight)
		y += 5
	}
	y += 6
	cols := []column{{"Date", 20, alignLeft}, {"Payment type and details", 42, alignLeft}, {"Paid out", 140, alignRight}, {"Paid in", 165, alignRight}, {"Balance", 190, alignRight}}
	c.rect(18, y-4.5, 174, 6.5, a.accent)
	for _, cl := range cols {
		c.textAlign(cl.x, y, cl.head, fam.bold, 8.5, white, cl.align)
	}
	y += 7
	d := func(t time.Time) string {
		return fmt.Sprintf("%02d %s %02d", t.Day(), t.Month().String()[:3], t.Year()%100)
	}
	g.tableRow(y, cols, []string{d(s.start), "BALANCE BROUGHT FORWARD", "", "", a.unsigned(s.opening)}, fam.regular, 8.5, black)
	y += 5.5
	for _, t := range s.txns {
		out, in := "", ""
		if t.amt < 0 {
			out = a.unsigned(t.amt)
		} else {
			in = a.unsigned(t.amt)
		}
		g.tableRow(y, cols, []string{d(t.date), t.desc, out, in, a.unsigned(t.bal)}, fam.regular, 8.5, black)
		c.line(18, y+1.8, 192, y+1.8, 0.1, rgb(215, 215, 215))
		y += 5.5
	}
	g.tableRow(y, cols, []string{d(s.end), "BALANCE CARRIED FORWARD", "", "", a.unsigned(s.closing)}, fam.bold, 8.5, black)
	c.line(18, 273, 192, 273, 0.2, rgb(160, 160, 160))
	c.paragraph(18, 278, 174, a.bank+". Registered office: "+joinAddr(a.bankAddr)+". Registered in England and Wales no. "+g.fill("9999999")+". Authorised by the Prudential Regulation Authority and regulated by the Financial Conduct Authority and the Prudential Regulation Authority.", fam.regular, 6.5, 3.1, rgb(90, 90, 90))
	return p
}

func (g *gen) gbAccount() (a *account, sort, acct string) {
	a = g.newAccount("GB", "en", "GB")
	a.withTitle(pick(g.r, []string{"Mr", "Ms", "Mrs", "Miss", "Dr"}), true)
	return a, g.fill("99-99-99"), g.fill("99999999")
}

// poaGBBank is one UK bank statement.
func (g *gen) poaGBBank() *doc {
	a, sort, acct := g.gbAccount()
	ss := g.statements(a, g.recentMonth(), 1, 1, g.chance(0.5))
	p := g.stmtPageGB(a, ss[0], sort, acct)
	return g.poaDoc(a, "Synthetic UK current account statement", ss, []*page{p}, nil)
}

// ---------------------------------------------------------------- DE

// stmtPageDE draws a German Kontoauszug: the bank's name with a red
// band, the window with the sender line, "Kontoauszug vom 01.01.2026 bis
// 31.01.2026" (or "Auszugszeitraum"), IBAN and statement number, a table
// of Buchungstag, Wert, Vorgang and amounts, the old and new balance.
func (g *gen) stmtPageDE(a *account, s stmt, iban string, zeitraum bool) *page {
	p := g.newPage(210, 297, white)
	c, fam := g.c, a.fam
	red := rgb(220, 0, 20)
	c.rect(0, 0, 210, 8, red)
	c.text(20, 20, a.bank, fam.bold, 15, red)
	g.window(22, 52, a.bank+" · "+joinAddr(a.bankAddr), append([]string{a.shown}, a.addr...), fam, 10, false)
	head := fmt.Sprintf("Kontoauszug vom %s bis %s", fmtDate(s.start, dsDots, "de"), fmtDate(s.end, dsDots, "de"))
	if zeitraum {
		head = "Kontoauszug"
	}
	rows := [][2]string{
		{"Auszug", fmt.Sprintf("%d/%d", s.seq, s.end.Year())},
		{"Blatt", "1"},
		{"IBAN", groupIBAN(iban)},
		{"BIC", g.fill("AAAADEAAXXX")},
	}
	if zeitraum {
		rows = append([][2]string{{"Auszugszeitraum", fmtDate(s.start, dsDots, "de") + " – " + fmtDate(s.end, dsDots, "de")}}, rows...)
	}
	if !s.date.IsZero() {
		rows = append(rows, [2]string{"Erstellt am", fmtDate(s.date, dsDots, "de")})
	}
	g.kv(120, 44, rows, kvOpts{style: kvRight, col: 26, fam: fam, size: 8.5})
	y := 100.0
	c.text(20, y, head, fam.bold, 12, black)
	y += 9
	cols := []column{{"Bu-Tag", 20, alignLeft}, {"Wert", 40, alignLeft}, {"Vorgang", 60, alignLeft}, {"Soll EUR", 162, alignRight}, {"Haben EUR", 190, alignRight}}
	for _, cl := range cols {
		c.textAlign(cl.x, y, cl.head, fam.bold, 8.5, black, cl.align)
	}
	c.line(20, y+1.5, 190, y+1.5, 0.3, black)
	y += 6
	c.text(60, y, "alter Kontostand vom "+fmtDate(s.start.AddDate(0, 0, -1), dsDots, "de"), fam.bold, 9, black)
	c.textAlign(190, y, a.unsigned(s.opening)+" H", fam.bold, 9, black, alignRight)
	y += 6
	dm := func(t time.Time) string { return t.Format("02.01.") }
	for _, t := range s.txns {
		soll, haben := "", ""
		if t.amt < 0 {
			soll = a.unsigned(t.amt)
		} else {
			haben = a.unsigned(t.amt)
		}
		g.tableRow(y, cols, []string{dm(t.date), dm(t.value), t.desc, soll, haben}, fam.regular, 9, black)
		y += 5.6
	}
	c.line(20, y-2.5, 190, y-2.5, 0.2, black)
	y += 2
	c.text(60, y, "neuer Kontostand vom "+fmtDate(s.end, dsDots, "de"), fam.bold, 9, black)
	c.textAlign(190, y, a.unsigned(s.closing)+" H", fam.bold, 9, black, alignRight)
	c.line(20, 276, 190, 276, 0.2, rgb(150, 150, 150))
	c.text(20, 281, a.bank+" · "+joinAddr(a.bankAddr)+" · Amtsgericht "+strings.Fields(a.bankAddr[len(a.bankAddr)-1])[1]+" HRB "+g.fill("99999"), fam.regular, 7, rgb(90, 90, 90))
	c.text(20, 285, "Bitte prüfen Sie Ihren Kontoauszug. Einwendungen sind unverzüglich zu erheben.", fam.regular, 7, rgb(90, 90, 90))
	return p
}

func (g *gen) deAccount() (*account, string) {
	a := g.newAccount("DE", "de", "DE")
	a.withTitle(pick(g.r, []string{"Herrn", "Frau", ""}), false)
	return a, iban("DE", g.fill("99999999")+g.fill("9999999999"))
}

// poaDEKontoauszug is one monthly Kontoauszug.
func (g *gen) poaDEKontoauszug() *doc {
	a, ib := g.deAccount()
	ss := g.statements(a, g.recentMonth(), 1, 1, g.chance(0.5))
	p := g.stmtPageDE(a, ss[0], ib, g.chance(0.5))
	return g.poaDoc(a, "Synthetic German Kontoauszug", ss, []*page{p}, nil)
}

// ---------------------------------------------------------------- IT

// poaITEstratto imitates an Italian estratto conto: the bank and its head
// office at the top, the holder in a window at the right, "Periodo dal
// 01/01/2026 al 31/03/2026" (quarterly or monthly), saldo iniziale and
// finale, data contabile and data valuta.
func (g *gen) poaITEstratto() *doc {
	a := g.newAccount("IT", "it", "IT")
	a.withTitle(pick(g.r, []string{"Sig.", "Sig.ra", "Egr. Sig.", ""}), false)
	months := pick(g.r, []int{1, 3, 3})
	start := g.recentMonth()
	if months == 3 {
		start = time.Date(start.Year(), time.Month((int(start.Month())-1)/3*3+1), 1, 0, 0, 0, 0, time.UTC)
		if !monthEnd(start.AddDate(0, 2, 0)).Before(g.today) {
			start = start.AddDate(0, -3, 0)
		}
	}
	ss := g.statements(a, start, 1, months, g.chance(0.6))
	s := ss[0]
	p := g.newPage(210, 297, white)
	c, fam := g.c, a.fam
	ib := iban("IT", g.fill("A")+g.fill("9999999999")+g.fill("999999999999"))
	c.text(20, 20, a.bank, fam.bold, 14, a.accent)
	c.text(20, 25.5, "Sede legale: "+joinAddr(a.bankAddr), fam.regular, 8, rgb(70, 70, 70))
	g.window(115, 50, "", append([]string{a.shown}, a.addr...), fam, 10, false)
	y := g.kv(20, 46, [][2]string{
		{"Estratto conto n.", fmt.Sprintf("%d/%d", s.seq, s.end.Year())},
		{"IBAN", groupIBAN(ib)},
		{"Intestato a", strings.ToUpper(a.name)},
	}, kvOpts{style: kvAbove, fam: fam, size: 9, labelSize: 7})
	if !s.date.IsZero() {
		g.kv(20, y, [][2]string{{"Data di emissione", fmtDate(s.date, dsSlash, "it")}}, kvOpts{style: kvAbove, fam: fam, size: 9, labelSize: 7})
	}
	y = 104
	c.textAlign(105, y, "ESTRATTO CONTO CORRENTE", fam.bold, 13, black, alignCenter)
	c.textAlign(105, y+6, fmt.Sprintf("Periodo dal %s al %s", fmtDate(s.start, dsSlash, "it"), fmtDate(s.end, dsSlash, "it")), fam.regular, 10, black, alignCenter)
	y += 16
	cols := []column{{"Data contabile", 20, alignLeft}, {"Data valuta", 45, alignLeft}, {"Descrizione operazioni", 70, alignLeft}, {"Uscite", 165, alignRight}, {"Entrate", 190, alignRight}}
	c.rect(18, y-4.5, 174, 6.5, rgb(235, 235, 235))
	for _, cl := range cols {
		c.textAlign(cl.x, y, cl.head, fam.bold, 8, black, cl.align)
	}
	y += 7
	g.tableRow(y, cols, []string{fmtDate(s.start, dsSlash, "it"), "", "SALDO INIZIALE", "", a.unsigned(s.opening)}, fam.bold, 8.5, black)
	y += 5.5
	for _, t := range s.txns {
		u, e := "", ""
		if t.amt < 0 {
			u = a.unsigned(t.amt)
		} else {
			e = a.unsigned(t.amt)
		}
		g.tableRow(y, cols, []string{fmtDate(t.date, dsSlash, "it"), fmtDate(t.value, dsSlash, "it"), t.desc, u, e}, fam.regular, 8.5, black)
		y += 5.5
	}
	g.tableRow(y, cols, []string{fmtDate(s.end, dsSlash, "it"), "", "SALDO FINALE", "", a.unsigned(s.closing)}, fam.bold, 8.5, black)
	c.paragraph(20, 270, 170, "Le eventuali contestazioni devono essere presentate entro 60 giorni dalla data di ricevimento del presente estratto conto. "+a.bank+" – Aderente al Fondo Interbancario di Tutela dei Depositi.", fam.regular, 7, 3.4, rgb(90, 90, 90))
	return g.poaDoc(a, "Synthetic Italian estratto conto", ss, []*page{p}, nil)
}

// ---------------------------------------------------------------- US card

// poaUSCard imitates a US credit card statement (Regulation Z periodic
// statement): a summary box with the statement closing date, the billing
// cycle, the payment due date and minimum payment, transactions with
// month/day dates, and a payment coupon repeating the holder's address.
func (g *gen) poaUSCard() *doc {
	a := g.newAccount("US", "en", "USCARD")
	a.descs = stmtDescs["USCARD"]
	a.withTitle("", true)
	closeDay := 3 + g.r.IntN(24)
	m := g.recentMonth()
	end := time.Date(m.Year(), m.Month(), closeDay, 0, 0, 0, 0, time.UTC)
	start := end.AddDate(0, -1, 1)
	s := g.statement(a, start, end, 300+g.r.Float64()*2500)
	s.date = end // the statement is dated by its closing date
	due := end.AddDate(0, 0, 25)
	ss := []stmt{s}
	p := g.newPage(215.9, 279.4, white)
	c, fam := g.c, a.fam
	c.rect(18, 14, 40, 12, a.accent)
	c.textAlign(38, 22, strings.ToUpper(strings.Fields(a.bank)[0]), fam.bold, 12, white, alignCenter)
	c.text(62, 19, a.bank, fam.bold, 12, black)
	c.text(62, 24, "Account ending in "+g.fill("9999"), fam.regular, 9, black)
	c.lines(62, 30, append([]string{a.bank}, a.bankAddr...), fam.regular, 8, 3.6, rgb(70, 70, 70))
	c.frame(120, 14, 78, 70, 0.4, black)
	// On a card the opening figure is the balance owed; purchases (the
	// statement's debits) add to it and payments (its credits) reduce it.
	previous := s.opening
	purchases, payments := 0.0, 0.0
	for _, t := range s.txns {
		if t.amt < 0 {
			purchases -= t.amt
		} else {
			payments += t.amt
		}
	}
	balance := round2(previous + purchases - payments)
	minPay := max(35, balance*0.02)
	if balance <= 35 {
		minPay = max(balance, 0)
	}
	cycle := s.start.Format("01/02/2006") + " - " + s.end.Format("01/02/2006")
	g.kv(123, 20, [][2]string{
		{"Statement closing date", s.end.Format("01/02/2006")},
		{"Billing cycle", cycle},
		{"Days in billing cycle", fmt.Sprint(int(s.end.Sub(s.start).Hours()/24) + 1)},
		{"Previous balance", a.fmtMoney(previous)},
		{"Payments, credits", "-" + a.fmtMoney(payments)},
		{"Purchases", "+" + a.fmtMoney(purchases)},
		{"New balance", a.fmtMoney(balance)},
		{"Minimum payment due", a.fmtMoney(minPay)},
		{"Payment due date", due.Format("01/02/2006")},
	}, kvOpts{style: kvLeft, col: 40, fam: fam, size: 8.5, valueBold: true})
	c.paragraph(123, 74, 72, "Late payment warning: if we do not receive your minimum payment by the date listed above, you may have to pay a late fee of up to $41.00.", fam.regular, 6.5, 3, black)
	g.window(25, 60, "", append([]string{a.shown}, upperLines(a.addr)...), fam, 10, false)
	y := 112.0
	c.text(20, y, "Transactions", fam.bold, 11, black)
	y += 7
	cols := []column{{"Trans Date", 20, alignLeft}, {"Post Date", 42, alignLeft}, {"Description", 64, alignLeft}, {"Amount", 195, alignRight}}
	for _, cl := range cols {
		c.textAlign(cl.x, y, cl.head, fam.bold, 8.5, black, cl.align)
	}
	c.line(20, y+1.5, 196, y+1.5, 0.3, black)
	y += 6
	for _, t := range s.txns {
		amt := -t.amt
		g.tableRow(y, cols, []string{t.date.Format("01/02"), t.value.Format("01/02"), t.desc, a.fmtMoney(amt)}, fam.regular, 8.5, black)
		y += 5.2
	}
	// Payment coupon.
	y = 222
	for x := 15.0; x < 201; x += 4 {
		c.line(x, y, x+2, y, 0.2, black)
	}
	c.text(20, y+7, "Make your check payable to "+a.bank+". Please write your account number on your check.", fam.regular, 7.5, black)
	g.kv(130, y+14, [][2]string{{"Payment due date", due.Format("01/02/2006")}, {"New balance", a.fmtMoney(balance)}, {"Minimum payment due", a.fmtMoney(minPay)}, {"Amount enclosed", "$ ____________"}}, kvOpts{style: kvLeft, col: 34, fam: fam, size: 8})
	c.lines(25, y+16, append([]string{a.shown}, upperLines(a.addr)...), fam.regular, 8.5, 3.8, black)
	c.lines(25, y+36, append([]string{strings.ToUpper(a.bank)}, upperLines(a.bankAddr)...), fam.regular, 8.5, 3.8, black)
	d := g.poaDoc(a, "Synthetic US credit card statement", ss, []*page{p}, nil)
	d.notes = "the billing cycle is the statement period; the statement closing date is its date"
	return d
}

// ---------------------------------------------------------------- NL

// poaNLAfschrift imitates a Dutch rekeningafschrift: the bank at the top,
// "Periode 1 januari 2026 t/m 31 januari 2026", afschriftnummer and IBAN,
// begin and end balances, boekdatum, rentedatum, af and bij.
func (g *gen) poaNLAfschrift() *doc {
	a := g.newAccount("NL", "nl", "NL")
	a.withTitle(pick(g.r, []string{"Dhr.", "Mevr.", "De heer", "Mevrouw", ""}), false)
	ss := g.statements(a, g.recentMonth(), 1, 1, g.chance(0.4))
	s := ss[0]
	p := g.newPage(210, 297, white)
	c, fam := g.c, a.fam
	ib := iban("NL", g.fill("AAAA")+g.fill("9999999999"))
	c.rect(20, 14, 6, 16, a.accent)
	c.text(30, 22, a.bank, fam.bold, 14, a.accent)
	c.text(30, 27.5, joinAddr(a.bankAddr), fam.regular, 8, rgb(80, 80, 80))
	g.window(22, 55, "", append([]string{a.shown}, a.addr...), fam, 10, false)
	period := fmt.Sprintf("%s t/m %s", fmtDate(s.start, dsLong, "nl"), fmtDate(s.end, dsLong, "nl"))
	if g.chance(0.5) {
		period = fmt.Sprintf("%s t/m %s", fmtDate(s.start, dsDash, "nl"), fmtDate(s.end, dsDash, "nl"))
	}
	rows := [][2]string{{"Rekeningafschrift", fmt.Sprintf("nr. %d", s.seq)}, {"IBAN", groupIBAN(ib)}, {"Periode", period}}
	if !s.date.IsZero() {
		rows = append(rows, [2]string{"Datum", fmtDate(s.date, dsDash, "nl")})
	}
	g.kv(118, 50, rows, kvOpts{style: kvAbove, fam: fam, size: 9, labelSize: 7, labelBold: true})
	y := 102.0
	c.text(20, y, "Beginsaldo per "+fmtDate(s.start, dsDash, "nl"), fam.regular, 9.5, black)
	c.textAlign(190, y, a.fmtMoney(s.opening), fam.bold, 9.5, black, alignRight)
	y += 9
	cols := []column{{"Boekdatum", 20, alignLeft}, {"Rentedatum", 42, alignLeft}, {"Omschrijving", 66, alignLeft}, {"Af", 165, alignRight}, {"Bij", 190, alignRight}}
	c.rect(18, y-4.5, 174, 6.5, rgb(232, 236, 242))
	for _, cl := range cols {
		c.textAlign(cl.x, y, cl.head, fam.bold, 8.5, black, cl.align)
	}
	y += 7
	for _, t := range s.txns {
		af, bij := "", ""
		if t.amt < 0 {
			af = a.unsigned(t.amt)
		} else {
			bij = a.unsigned(t.amt)
		}
		g.tableRow(y, cols, []string{fmtDate(t.date, dsDash, "nl"), fmtDate(t.value, dsDash, "nl"), t.desc, af, bij}, fam.regular, 8.5, black)
		y += 5.5
	}
	y += 4
	c.text(20, y, "Eindsaldo per "+fmtDate(s.end, dsDash, "nl"), fam.regular, 9.5, black)
	c.textAlign(190, y, a.fmtMoney(s.closing), fam.bold, 9.5, black, alignRight)
	c.textAlign(190, 287, "Pagina 1 van 1", fam.regular, 7.5, rgb(90, 90, 90), alignRight)
	return g.poaDoc(a, "Synthetic Dutch rekeningafschrift", ss, []*page{p}, nil)
}

// ---------------------------------------------------------------- multi

// multiStatements draws n consecutive monthly statements ending one to six
// months ago, in chronological or newest-first order, and sometimes drops
// a middle month (the file then holds two disjoint spans).
func (g *gen) multiStatements(a *account, dated bool) (ss, order []stmt, gap bool) {
	n := 2 + g.r.IntN(2)
	start := monthStart(g.today).AddDate(0, -(n + g.r.IntN(6)), 0)
	ss = g.statements(a, start, n, 1, dated)
	order = append([]stmt(nil), ss...)
	if n == 3 && g.chance(0.25) {
		order = []stmt{ss[0], ss[2]} // the middle statement is missing
		gap = true
	}
	if g.chance(0.35) {
		slices.Reverse(order)
	}
	return ss, order, gap
}

// poaMultiGBDE is a PDF of two or three consecutive monthly statements of
// one UK or German account.
func (g *gen) poaMultiGBDE() *doc {
	var a *account
	var draw func(s stmt) *page
	if g.chance(0.5) {
		var sort, acct string
		a, sort, acct = g.gbAccount()
		draw = func(s stmt) *page { return g.stmtPageGB(a, s, sort, acct) }
	} else {
		var ib string
		a, ib = g.deAccount()
		z := g.chance(0.5)
		draw = func(s stmt) *page { return g.stmtPageDE(a, s, ib, z) }
	}
	_, order, gap := g.multiStatements(a, g.chance(0.5))
	var pages []*page
	for _, s := range order {
		pages = append(pages, draw(s))
	}
	d := g.poaDoc(a, fmt.Sprintf("Synthetic file of %d monthly %s statements of one account", len(order), a.a2), order, pages, nil)
	d.notes = "statement period: the span the statements cover together; document_date: the latest statement's date"
	if gap {
		d.notes += "; a month is missing between the statements, so the latest joined span is answered"
	}
	return d
}

// poaMultiFRUS is a PDF of two or three monthly statements of one French
// or US account.
func (g *gen) poaMultiFRUS() *doc {
	var a *account
	var draw func(s stmt) *page
	if g.chance(0.5) {
		var ib string
		a, ib = g.frAccount()
		long := g.chance(0.5)
		draw = func(s stmt) *page { return g.stmtPageFR(a, s, ib, long) }
	} else {
		var acct string
		a, acct = g.usAccount()
		long := g.chance(0.5)
		draw = func(s stmt) *page { return g.stmtPageUS(a, s, acct, long) }
	}
	_, order, gap := g.multiStatements(a, a.a2 == "FR" && g.chance(0.5))
	var pages []*page
	for _, s := range order {
		pages = append(pages, draw(s))
	}
	d := g.poaDoc(a, fmt.Sprintf("Synthetic file of %d monthly %s statements of one account", len(order), a.a2), order, pages, nil)
	d.notes = "statement period: the span the statements cover together; document_date: the latest statement's date"
	if gap {
		d.notes += "; a month is missing between the statements, so the latest joined span is answered"
	}
	return d
}

// ---------------------------------------------------------------- US

func (g *gen) usAccount() (*account, string) {
	a := g.newAccount("US", "en", "US")
	a.withTitle("", true)
	return a, g.fill("000009999999999")
}

// stmtPageUS draws a US checking statement: the bank and its address at
// the top left with the holder under them, "January 1, 2026 through
// January 31, 2026" and the account number at the right, a checking
// summary, then the transaction detail with month/day dates.
func (g *gen) stmtPageUS(a *account, s stmt, acct string, long bool) *page {
	p := g.newPage(215.9, 279.4, white)
	c, fam := g.c, a.fam
	c.ellipse(26, 20, 6, 6, a.accent)
	c.text(35, 22, a.bank, fam.bold, 13, a.accent)
	c.lines(35, 27, a.bankAddr, fam.regular, 8, 3.6, rgb(60, 60, 60))
	period := s.start.Format("01/02/2006") + " through " + s.end.Format("01/02/2006")
	if long {
		period = fmtDate(s.start, dsLong, "en-US") + " through " + fmtDate(s.end, dsLong, "en-US")
	}
	c.textAlign(196, 20, period, fam.bold, 9.5, black, alignRight)
	c.textAlign(196, 25, "Account Number: "+acct, fam.regular, 8.5, black, alignRight)
	g.window(28, 52, "", append([]string{a.shown}, upperLines(a.addr)...), fam, 10, false)
	y := 88.0
	c.rect(18, y-5, 180, 7, a.accent)
	c.text(21, y, "CHECKING SUMMARY", fam.bold, 9.5, white)
	y += 8
	dep, wd := 0.0, 0.0
	nd, nw := 0, 0
	for _, t := range s.txns {
		if t.amt > 0 {
			dep += t.amt
			nd++
		} else {
			wd += t.amt
			nw++
		}
	}
	for _, r := range [][3]string{
		{"Beginning Balance", "", a.fmtMoney(s.opening)},
		{"Deposits and Additions", fmt.Sprint(nd), a.fmtMoney(dep)},
		{"Electronic and Card Withdrawals", fmt.Sprint(nw), a.fmtMoney(wd)},
		{"Ending Balance", fmt.Sprint(nd + nw), a.fmtMoney(s.closing)},
	} {
		c.text(22, y, r[0], fam.regular, 9, black)
		c.textAlign(120, y, r[1], fam.regular, 9, black, alignRight)
		c.textAlign(190, y, r[2], fam.bold, 9, black, alignRight)
		y += 5
	}
	y += 8
	c.rect(18, y-5, 180, 7, a.accent)
	c.text(21, y, "TRANSACTION DETAIL", fam.bold, 9.5, white)
	y += 8
	cols := []column{{"DATE", 22, alignLeft}, {"DESCRIPTION", 42, alignLeft}, {"AMOUNT", 160, alignRight}, {"BALANCE", 194, alignRight}}
	for _, cl := range cols {
		c.textAlign(cl.x, y, cl.head, fam.bold, 8, black, cl.align)
	}
	y += 5.5
	g.tableRow(y, cols, []string{"", "Beginning Balance", "", a.fmtMoney(s.opening)}, fam.regular, 8.5, black)
	y += 5.2
	for _, t := range s.txns {
		g.tableRow(y, cols, []string{t.date.Format("01/02"), t.desc, amount(t.amt, mEN), amount(t.bal, mEN)}, fam.regular, 8.5, black)
		y += 5.2
	}
	g.tableRow(y, cols, []string{"", "Ending Balance", "", a.fmtMoney(s.closing)}, fam.bold, 8.5, black)
	c.line(18, 262, 198, 262, 0.2, rgb(150, 150, 150))
	c.text(18, 267, "Member FDIC. Equal Housing Lender.", fam.regular, 7, rgb(90, 90, 90))
	c.textAlign(198, 267, "Page 1 of 1", fam.regular, 7, rgb(90, 90, 90), alignRight)
	return p
}

// poaUSBank is one US checking account statement.
func (g *gen) poaUSBank() *doc {
	a, acct := g.usAccount()
	ss := g.statements(a, g.recentMonth(), 1, 1, false)
	p := g.stmtPageUS(a, ss[0], acct, g.chance(0.5))
	return g.poaDoc(a, "Synthetic US checking account statement", ss, []*page{p}, nil)
}

// ---------------------------------------------------------------- FR

func (g *gen) frAccount() (*account, string) {
	a := g.newAccount("FR", "fr", "FR")
	a.withTitle(pick(g.r, []string{"M.", "Mme", "Monsieur", "Madame"}), true)
	return a, iban("FR", g.frRIB())
}

// stmtPageFR draws a French relevé de compte: the bank and its branch at
// the top left, the holder in a window at the right, "Période du … au …",
// relevé number and IBAN, solde précédent and nouveau solde, date and
// valeur of each operation in debit and credit columns.
func (g *gen) stmtPageFR(a *account, s stmt, ib string, long bool) *page {
	p := g.newPage(210, 297, white)
	c, fam := g.c, a.fam
	c.rect(18, 12, 4, 22, a.accent)
	c.text(26, 19, a.bank, fam.bold, 14, a.accent)
	c.lines(26, 25, append([]string{"Agence de " + titleCase(strings.Join(strings.Fields(a.bankAddr[len(a.bankAddr)-1])[1:], " "))}, a.bankAddr...), fam.regular, 8, 3.6, rgb(70, 70, 70))
	g.window(112, 52, "", append([]string{a.shown}, a.addr...), fam, 10, false)
	period := fmt.Sprintf("Période du %s au %s", fmtDate(s.start, dsSlash, "fr"), fmtDate(s.end, dsSlash, "fr"))
	if long {
		period = fmt.Sprintf("Période du %s au %s", fmtDate(s.start, dsLong, "fr"), fmtDate(s.end, dsLong, "fr"))
	}
	y := 92.0
	c.text(20, y, "RELEVÉ DE COMPTE", fam.bold, 13, black)
	c.text(20, y+6, period, fam.regular, 10, black)
	rows := [][2]string{{"Relevé n°", fmt.Sprint(s.seq)}, {"IBAN", groupIBAN(ib)}}
	if !s.date.IsZero() {
		rows = append(rows, [2]string{"Édité le", fmtDate(s.date, dsSlash, "fr")})
	}
	g.kv(120, y, rows, kvOpts{style: kvColon, fam: fam, size: 8.5})
	y += 18
	cols := []column{{"Date", 20, alignLeft}, {"Valeur", 40, alignLeft}, {"Opération", 60, alignLeft}, {"Débit", 165, alignRight}, {"Crédit", 190, alignRight}}
	c.rect(18, y-4.5, 174, 6.5, rgb(235, 235, 235))
	for _, cl := range cols {
		c.textAlign(cl.x, y, cl.head, fam.bold, 8.5, black, cl.align)
	}
	y += 7
	c.text(60, y, "SOLDE PRÉCÉDENT AU "+fmtDate(s.start.AddDate(0, 0, -1), dsSlash, "fr"), fam.bold, 8.5, black)
	c.textAlign(190, y, a.unsigned(s.opening), fam.bold, 8.5, black, alignRight)
	y += 6
	for _, t := range s.txns {
		deb, cre := "", ""
		if t.amt < 0 {
			deb = a.unsigned(t.amt)
		} else {
			cre = a.unsigned(t.amt)
		}
		g.tableRow(y, cols, []string{t.date.Format("02/01"), t.value.Format("02/01"), t.desc, deb, cre}, fam.regular, 8.5, black)
		y += 5.5
	}
	c.line(18, y-2.5, 192, y-2.5, 0.2, black)
	y += 2
	c.text(60, y, "NOUVEAU SOLDE AU "+fmtDate(s.end, dsSlash, "fr"), fam.bold, 8.5, black)
	c.textAlign(190, y, a.unsigned(s.closing), fam.bold, 8.5, black, alignRight)
	c.paragraph(18, 276, 174, a.bank+", société anonyme, siège social : "+joinAddr(a.bankAddr)+". Intermédiaire en assurance. En cas de réclamation, contactez votre agence.", fam.regular, 6.5, 3.1, rgb(90, 90, 90))
	return p
}

// poaFRReleve is one French relevé de compte.
func (g *gen) poaFRReleve() *doc {
	a, ib := g.frAccount()
	ss := g.statements(a, g.recentMonth(), 1, 1, g.chance(0.4))
	p := g.stmtPageFR(a, ss[0], ib, g.chance(0.5))
	return g.poaDoc(a, "Synthetic French relevé de compte", ss, []*page{p}, nil)
}

// ---------------------------------------------------------------- ES

// poaESExtracto imitates a Spanish extracto de cuenta: "EXTRACTO DE
// CUENTA", "Periodo del 01/01/2026 al 31/01/2026", the titular and IBAN in
// a bordered box, fecha de operación, fecha valor, concepto, importe and
// saldo, saldo anterior and saldo final.
func (g *gen) poaESExtracto() *doc {
	a := g.newAccount("ES", "es", "ES")
	a.withTitle(pick(g.r, []string{"D.", "Dña.", "Sr.", "Sra.", ""}), true)
	ss := g.statements(a, g.recentMonth(), 1, 1, g.chance(0.5))
	s := ss[0]
	p := g.newPage(210, 297, white)
	c, fam := g.c, a.fam
	ib := iban("ES", g.esCCC())
	c.text(20, 20, a.bank, fam.bold, 14, a.accent)
	c.text(20, 25.5, joinAddr(a.bankAddr), fam.regular, 8, rgb(70, 70, 70))
	c.textAlign(190, 20, "EXTRACTO DE CUENTA", fam.bold, 12, black, alignRight)
	c.textAlign(190, 26, fmt.Sprintf("Periodo del %s al %s", fmtDate(s.start, dsSlash, "es"), fmtDate(s.end, dsSlash, "es")), fam.regular, 9.5, black, alignRight)
	g.window(112, 50, "", append([]string{a.shown}, upperLines(a.addr)...), fam, 10, false)
	c.frame(18, 80, 174, 18, 0.3, rgb(150, 150, 150))
	rows := [][2]string{{"Titular", strings.ToUpper(a.name)}, {"IBAN", groupIBAN(ib)}}
	if !s.date.IsZero() {
		rows = append(rows, [2]string{"Fecha de emisión", fmtDate(s.date, dsSlash, "es")})
	}
	g.kv(22, 86, rows, kvOpts{style: kvColon, fam: fam, size: 9})
	y := 108.0
	cols := []column{{"F. Operación", 20, alignLeft}, {"F. Valor", 44, alignLeft}, {"Concepto", 66, alignLeft}, {"Importe", 160, alignRight}, {"Saldo", 190, alignRight}}
	c.rect(18, y-4.5, 174, 6.5, a.accent)
	for _, cl := range cols {
		c.textAlign(cl.x, y, cl.head, fam.bold, 8.5, white, cl.align)
	}
	y += 7
	g.tableRow(y, cols, []string{"", "", "SALDO ANTERIOR", "", a.unsigned(s.opening)}, fam.bold, 8.5, black)
	y += 5.5
	for _, t := range s.txns {
		g.tableRow(y, cols, []string{fmtDate(t.date, dsSlash, "es"), fmtDate(t.value, dsSlash, "es"), t.desc, amount(t.amt, mEU), amount(t.bal, mEU)}, fam.regular, 8.5, black)
		y += 5.5
	}
	g.tableRow(y, cols, []string{"", "", "SALDO FINAL", "", a.unsigned(s.closing)}, fam.bold, 8.5, black)
	c.paragraph(18, 276, 174, a.bank+" – Inscrita en el Registro Mercantil. Entidad adherida al Fondo de Garantía de Depósitos de Entidades de Crédito.", fam.regular, 6.5, 3.1, rgb(90, 90, 90))
	return g.poaDoc(a, "Synthetic Spanish extracto de cuenta", ss, []*page{p}, nil)
}

// ---------------------------------------------------------------- IE

// poaIEStatement imitates an Irish statement of account: "Statement of
// Account", "From 01/01/2026 to 31/01/2026" (or with month names), BIC and
// IBAN, opening and closing balance rows in a table of date, details,
// debit, credit and balance.
func (g *gen) poaIEStatement() *doc {
	a := g.newAccount("IE", "en", "IE")
	a.withTitle(pick(g.r, []string{"Mr", "Ms", "Mrs", ""}), false)
	ss := g.statements(a, g.recentMonth(), 1, 1, g.chance(0.5))
	s := ss[0]
	p := g.newPage(210, 297, white)
	c, fam := g.c, a.fam
	ib := iban("IE", g.fill("AAAA")+g.fill("999999")+g.fill("99999999"))
	c.rect(0, 0, 210, 30, a.accent)
	c.text(20, 15, a.bank, fam.bold, 15, white)
	c.text(20, 22, joinAddr(a.bankAddr), fam.regular, 8, white)
	g.window(20, 48, "", append([]string{a.shown}, a.addr...), fam, 10, false)
	from := fmt.Sprintf("From %s to %s", fmtDate(s.start, dsSlash, "en"), fmtDate(s.end, dsSlash, "en"))
	if g.chance(0.5) {
		from = fmt.Sprintf("From %s to %s", fmtDate(s.start, dsLong, "en"), fmtDate(s.end, dsLong, "en"))
	}
	rows := [][2]string{{"BIC", g.fill("AAAAIE2D")}, {"IBAN", groupIBAN(ib)}, {"Statement No.", fmt.Sprint(s.seq)}}
	if !s.date.IsZero() {
		rows = append(rows, [2]string{"Date of statement", fmtDate(s.date, dsSlash, "en")})
	}
	g.kv(120, 46, rows, kvOpts{style: kvLeft, col: 30, fam: fam, size: 8.5})
	y := 88.0
	c.text(20, y, "Statement of Account", fam.bold, 13, black)
	c.text(20, y+6, from, fam.regular, 10, black)
	y += 16
	cols := []column{{"Date", 20, alignLeft}, {"Details", 44, alignLeft}, {"Debit", 140, alignRight}, {"Credit", 165, alignRight}, {"Balance", 190, alignRight}}
	for _, cl := range cols {
		c.textAlign(cl.x, y, cl.head, fam.bold, 8.5, black, cl.align)
	}
	c.line(18, y+1.5, 192, y+1.5, 0.3, black)
	y += 6
	g.tableRow(y, cols, []string{fmtDate(s.start, dsSlash, "en"), "Opening Balance", "", "", a.unsigned(s.opening)}, fam.bold, 8.5, black)
	y += 5.5
	for _, t := range s.txns {
		db, cr := "", ""
		if t.amt < 0 {
			db = a.unsigned(t.amt)
		} else {
			cr = a.unsigned(t.amt)
		}
		g.tableRow(y, cols, []string{shortDate(t.date, true), t.desc, db, cr, a.unsigned(t.bal)}, fam.regular, 8.5, black)
		y += 5.5
	}
	g.tableRow(y, cols, []string{fmtDate(s.end, dsSlash, "en"), "Closing Balance", "", "", a.unsigned(s.closing)}, fam.bold, 8.5, black)
	c.paragraph(18, 278, 174, a.bank+" is regulated by the Central Bank of Ireland. Registered office: "+joinAddr(a.bankAddr)+".", fam.regular, 6.5, 3.1, rgb(90, 90, 90))
	return g.poaDoc(a, "Synthetic Irish statement of account", ss, []*page{p}, nil)
}

// ---------------------------------------------------------------- GB month

// poaGBMonth imitates a building society statement that prints "Statement
// for January 2026" and its date of issue but no period: the period is the
// whole month.
func (g *gen) poaGBMonth() *doc {
	a := g.newAccount("GB", "en", "GBBS")
	a.withTitle(pick(g.r, []string{"Mr", "Mrs", "Ms", "Miss"}), false)
	ss := g.statements(a, g.recentMonth(), 1, 1, true)
	s := ss[0]
	p := g.newPage(210, 297, rgb(252, 252, 249))
	c, fam := g.c, a.fam
	g.emblem(30, 24, 10, a.accent, rgb(252, 252, 249))
	c.text(45, 22, a.bank, fam.bold, 14, a.accent)
	c.text(45, 28, "Principal office: "+joinAddr(a.bankAddr), fam.regular, 8, rgb(70, 70, 70))
	g.window(25, 55, "", append([]string{a.shown}, a.addr...), fam, 10.5, false)
	g.kv(125, 55, [][2]string{
		{"Account", pick(g.r, []string{"Easy Access Saver", "Regular Saver", "FlexCurrent Account"})},
		{"Roll number", g.fill("999999999") + "/" + g.fill("99")},
		{"Date of statement", fmtDate(s.date, dsLong, "en")},
	}, kvOpts{style: kvAbove, fam: fam, size: 9.5, labelSize: 7.5})
	y := 100.0
	c.text(25, y, "Statement for "+monthYear(s.start, "en"), fam.bold, 14, black)
	y += 10
	cols := []column{{"Date", 25, alignLeft}, {"Transaction", 45, alignLeft}, {"Withdrawals", 140, alignRight}, {"Deposits", 163, alignRight}, {"Balance", 188, alignRight}}
	c.line(25, y-5, 188, y-5, 0.4, a.accent)
	for _, cl := range cols {
		c.textAlign(cl.x, y, cl.head, fam.bold, 8.5, a.accent, cl.align)
	}
	c.line(25, y+2, 188, y+2, 0.4, a.accent)
	y += 7
	g.tableRow(y, cols, []string{"", "Brought forward", "", "", a.unsigned(s.opening)}, fam.regular, 9, black)
	y += 5.6
	for _, t := range s.txns {
		w, dp := "", ""
		if t.amt < 0 {
			w = a.unsigned(t.amt)
		} else {
			dp = a.unsigned(t.amt)
		}
		g.tableRow(y, cols, []string{t.date.Format("02/01"), t.desc, w, dp, a.unsigned(t.bal)}, fam.regular, 9, black)
		y += 5.6
	}
	g.tableRow(y, cols, []string{"", "Carried forward", "", "", a.unsigned(s.closing)}, fam.bold, 9, black)
	c.paragraph(25, 272, 163, "Interest is calculated daily and paid annually. "+a.bank+" is a member of the Building Societies Association. Eligible deposits are protected by the Financial Services Compensation Scheme.", fam.regular, 7, 3.3, rgb(90, 90, 90))
	d := g.poaDoc(a, "Synthetic UK building society statement for a calendar month", ss, []*page{p}, nil)
	d.notes = "the statement prints only its month: the period is the month's first and last days"
	return d
}

// ---------------------------------------------------------------- AU

// poaAUBalances imitates an Australian bank statement whose period appears
// only in "Opening balance on 1 Jan 2026" and "Closing balance on 31 Jan
// 2026"; BSB and account number, day-first dates.
func (g *gen) poaAUBalances() *doc {
	a := g.newAccount("AU", "en", "AU")
	a.withTitle(pick(g.r, []string{"MR", "MS", "MRS", ""}), true)
	ss := g.statements(a, g.recentMonth(), 1, 1, g.chance(0.5))
	s := ss[0]
	p := g.newPage(210, 297, white)
	c, fam := g.c, a.fam
	c.rect(18, 14, 174, 14, rgb(250, 205, 40))
	c.text(22, 23.5, a.bank, fam.bold, 14, black)
	c.textAlign(188, 23.5, "ABN "+g.fill("99 999 999 999"), fam.regular, 8, black, alignRight)
	g.window(22, 45, "", append([]string{a.shown}, upperLines(a.addr)...), fam, 10, false)
	rows := [][2]string{{"BSB", g.fill("999-999")}, {"Account number", g.fill("9999 9999")}, {"Statement number", fmt.Sprint(s.seq)}}
	if !s.date.IsZero() {
		rows = append(rows, [2]string{"Statement date", shortDate(s.date, false)})
	}
	g.kv(120, 45, rows, kvOpts{style: kvLeft, col: 32, fam: fam, size: 9})
	y := 86.0
	c.rect(18, y-5, 174, 16, rgb(245, 245, 245))
	c.text(22, y, "Opening balance on "+shortDate(s.start, false), fam.regular, 10, black)
	c.textAlign(188, y, a.fmtMoney(s.opening), fam.bold, 10, black, alignRight)
	c.text(22, y+7, "Closing balance on "+shortDate(s.end, false), fam.regular, 10, black)
	c.textAlign(188, y+7, a.fmtMoney(s.closing), fam.bold, 10, black, alignRight)
	y += 22
	cols := []column{{"Date", 20, alignLeft}, {"Transaction details", 42, alignLeft}, {"Debit", 140, alignRight}, {"Credit", 165, alignRight}, {"Balance", 190, alignRight}}
	for _, cl := range cols {
		c.textAlign(cl.x, y, cl.head, fam.bold, 8.5, black, cl.align)
	}
	c.line(18, y+1.5, 192, y+1.5, 0.3, black)
	y += 6
	for _, t := range s.txns {
		db, cr := "", ""
		if t.amt < 0 {
			db = a.unsigned(t.amt)
		} else {
			cr = a.unsigned(t.amt)
		}
		g.tableRow(y, cols, []string{t.date.Format("02/01/2006"), t.desc, db, cr, a.unsigned(t.bal)}, fam.regular, 8.5, black)
		y += 5.5
	}
	c.paragraph(18, 276, 174, a.bank+" ABN "+g.fill("99 999 999 999")+" AFSL "+g.fill("999999")+". "+joinAddr(a.bankAddr)+". Please check your statement and report any errors promptly.", fam.regular, 6.5, 3.1, rgb(90, 90, 90))
	d := g.poaDoc(a, "Synthetic Australian bank statement (period shown only by the balance dates)", ss, []*page{p}, nil)
	d.notes = "the period is given only by the opening and closing balance dates"
	return d
}

// ---------------------------------------------------------------- bills

var councils = []string{"Northbridge Borough Council", "Kingsford District Council", "Ashworth City Council", "Merefield Metropolitan Borough Council", "Castlebury Council"}

// poaGBCouncilTax imitates a UK council tax bill: the council's name and
// address in the letterhead, the taxpayer in the window, the date of
// issue, account reference and band, the period of charge (1 April to 31
// March), "Dear …", the charge and its instalment due dates. A bill is not
// a statement, so its statement period is null.
func (g *gen) poaGBCouncilTax() *doc {
	fam := g.family()
	council := pick(g.r, councils)
	caddr := append([]string{"Council Tax Section", "Civic Centre"}, g.address("GB")...)
	given, sur := g.personName("GB")
	title := pick(g.r, []string{"Mr", "Mrs", "Ms", "Miss", "Dr"})
	name := given + " " + sur
	addr := g.address("GB")
	var issued, from, to time.Time
	if g.chance(0.7) { // the annual bill, sent in early March
		y := g.today.Year()
		if g.today.Before(time.Date(y, 3, 12, 0, 0, 0, 0, time.UTC)) || g.chance(0.5) {
			y--
		}
		issued = time.Date(y, 3, 1+g.r.IntN(10), 0, 0, 0, 0, time.UTC)
		from = time.Date(y, 4, 1, 0, 0, 0, 0, time.UTC)
	} else { // a bill after moving in
		issued = randDate(g.r, g.today.AddDate(-1, 0, 0), g.today.AddDate(0, 0, -5))
		from = issued.AddDate(0, 0, -g.r.IntN(20))
	}
	fy := from.Year()
	if from.Month() < 4 {
		fy--
	}
	to = time.Date(fy+1, 3, 31, 0, 0, 0, 0, time.UTC)
	band := pick(g.r, []string{"A", "B", "C", "D", "E", "F"})
	annual := map[string]float64{"A": 1390.12, "B": 1621.80, "C": 1853.49, "D": 2085.17, "E": 2548.54, "F": 3011.91}[band]
	d := &doc{trueType: TypeProofOfAddress, lang: "en", font: fam,
		description: "Synthetic UK council tax bill",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, title+" "+name, strings.ToUpper(title+" "+name), stripMarks(name)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(council, KindText),
			"issuer_address":         addrField(caddr[1:]),
			"document_date":          dateField(issued),
			"statement_period_start": null(KindDate),
			"statement_period_end":   null(KindDate),
		}}
	d.fields["issuer_address"] = str(joinAddr(caddr[1:]), KindAddress, joinAddr(caddr), joinAddr(caddr[2:]))
	d.notes = "the period of charge runs to the end of the financial year, after the bill's date: a charge to come, not a period an account statement covers"
	d.page = g.newPage(210, 297, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(0, 90, 60), rgb(120, 0, 60), rgb(0, 70, 140)})
	g.emblem(28, 24, 10, accent, white)
	c.text(42, 22, council, fam.bold, 14, accent)
	c.lines(42, 28, caddr, fam.regular, 8, 3.5, rgb(60, 60, 60))
	c.text(42, 28+3.5*float64(len(caddr)), "Phone 0300 "+g.fill("999 9999")+" · www."+strings.ToLower(strings.Fields(council)[0])+".gov.uk", fam.regular, 8, rgb(60, 60, 60))
	g.window(22, 66, "", append([]string{title + " " + strings.ToUpper(name)}, addr...), fam, 10.5, false)
	ref := g.fill("99999999")
	g.kv(128, 66, [][2]string{
		{"Date of issue", fmtDate(issued, dsSlash, "en")},
		{"Account reference", ref},
		{"Band", band},
	}, kvOpts{style: kvLeft, col: 32, fam: fam, size: 9.5, valueBold: true})
	y := 108.0
	c.text(22, y, fmt.Sprintf("Council Tax Bill %d/%02d", fy, (fy+1)%100), fam.bold, 15, black)
	y += 10
	c.text(22, y, "Dear "+title+" "+sur, fam.regular, 10.5, black)
	y += 8
	y = c.paragraph(22, y, 166, "This is your Council Tax bill for the property shown below. Please check the details carefully and tell us straight away if anything is wrong.", fam.regular, 10, 5, black) + 4
	y = g.kv(22, y, [][2]string{
		{"Property", joinAddr(addr)},
		{"Period of charge", fmtDate(from, dsSlash, "en") + " to " + fmtDate(to, dsSlash, "en")},
		{"Annual charge for band " + band, "£" + amount(annual, mEN)},
	}, kvOpts{style: kvLeft, col: 55, fam: fam, size: 10}) + 6
	c.text(22, y, "Instalments", fam.bold, 11, black)
	y += 6
	cols := []column{{"Due date", 22, alignLeft}, {"Amount", 90, alignRight}}
	n := 10
	share := annual / float64(n)
	for k := 0; k < n; k++ {
		due := time.Date(from.Year(), from.Month()+time.Month(k), 1, 0, 0, 0, 0, time.UTC)
		g.tableRow(y, cols, []string{fmtDate(due, dsSlash, "en"), "£" + amount(share, mEN)}, fam.regular, 9.5, black)
		y += 5
	}
	y += 4
	c.paragraph(22, y, 166, "Pay by Direct Debit – it is the easiest way to pay. If you are struggling to pay, please contact us as soon as possible.", fam.regular, 9, 4.5, black)
	c.line(22, 282, 188, 282, 0.2, accent)
	c.text(22, 287, council+" · "+joinAddr(caddr), fam.regular, 7, rgb(90, 90, 90))
	return d
}

// poaESFacturaLuz imitates a Spanish electricity bill: the retailer's
// header, invoice number and fecha de emisión, a summary box with the
// total and the fecha de cargo, the titular and dirección de suministro,
// the CUPS, the periodo de facturación, a consumption chart and the
// company's address in the footer. A bill is not a statement.
func (g *gen) poaESFacturaLuz() *doc {
	fam := g.family()
	co := pick(g.r, []string{"Eléctrica del Duero, S.A.", "Energía Bética Comercializadora, S.L.", "Luz del Cantábrico, S.A."})
	caddr := g.address("ES")
	given, sur := g.personName("ES")
	name := given + " " + sur
	addr := g.address("ES")
	end := randDate(g.r, g.today.AddDate(0, -11, 0), g.today.AddDate(0, 0, -10))
	start := end.AddDate(0, -1, 1)
	issued := end.AddDate(0, 0, 2+g.r.IntN(6))
	charge := issued.AddDate(0, 0, 10+g.r.IntN(10))
	d := &doc{trueType: TypeProofOfAddress, lang: "es", font: fam,
		description: "Synthetic Spanish electricity bill",
		fields: map[string]Field{
			"recipient_name":         str(name, KindName, strings.ToUpper(name), stripMarks(name)),
			"recipient_address":      addrField(addr),
			"issuer_name":            str(co, KindText, stripMarks(co), strings.Split(co, ",")[0]),
			"issuer_address":         addrField(caddr),
			"document_date":          dateField(issued),
			"statement_period_start": dateField(start),
			"statement_period_end":   dateField(end),
		}}
	d.notes = "the periodo de facturación, which ends before the bill's date, is the period this utility account statement covers"
	d.page = g.newPage(210, 297, white)
	c := g.c
	accent := pick(g.r, []color.RGBA{rgb(0, 120, 60), rgb(230, 100, 0), rgb(0, 100, 170)})
	c.rect(0, 0, 210, 26, accent)
	c.text(20, 16, co, fam.bold, 14, white)
	c.textAlign(190, 16, "FACTURA DE ELECTRICIDAD", fam.bold, 10, white, alignRight)
	g.window(112, 42, "", append([]string{strings.ToUpper(name)}, upperLines(addr)...), fam, 10, false)
	total := 35 + g.r.Float64()*120
	c.frame(18, 36, 84, 44, 0.5, accent)
	g.kv(22, 43, [][2]string{
		{"Nº de factura", "FE" + issued.Format("06") + "-" + g.fill("999999")},
		{"Fecha de emisión", fmtDate(issued, dsSlash, "es")},
		{"Periodo de facturación", "del " + fmtDate(start, dsSlash, "es") + " al " + fmtDate(end, dsSlash, "es")},
		{"Fecha de cargo", fmtDate(charge, dsSlash, "es")},
		{"Importe total", amount(total, mEU) + " €"},
	}, kvOpts{style: kvLeft, col: 38, fam: fam, size: 8.5, valueBold: true})
	y := 96.0
	c.text(20, y, "DATOS DEL CONTRATO", fam.bold, 10.5, accent)
	y += 7
	y = g.kv(20, y, [][2]string{
		{"Titular del contrato", name},
		{"NIF", g.esNIF()},
		{"Dirección de suministro", joinAddr(addr)},
		{"CUPS", "ES0" + g.fill("999999999999999") + g.fill("AA")},
		{"Potencia contratada", fmt.Sprintf("%.1f kW", pick(g.r, []float64{3.3, 4.6, 5.75}))},
		{"Peaje de acceso", "2.0TD"},
	}, kvOpts{style: kvLeft, col: 50, fam: fam, size: 9.5}) + 6
	c.text(20, y, "EVOLUCIÓN DEL CONSUMO (kWh)", fam.bold, 10.5, accent)
	y += 30
	for k := 0; k < 12; k++ {
		h := 5 + g.r.Float64()*20
		c.rect(24+float64(k)*13, y-h, 8, h, rgb(200, 210, 220))
		c.textAlign(28+float64(k)*13, y+4, abbr("es", time.Month((int(end.Month())+k)%12+1)), fam.regular, 6.5, black, alignCenter)
	}
	y += 14
	c.text(20, y, "DETALLE DE LA FACTURA", fam.bold, 10.5, accent)
	y += 7
	for _, r := range []string{"Término de potencia", "Término de energía", "Impuesto eléctrico", "Alquiler del contador", "IVA 21 %"} {
		c.text(22, y, r, fam.regular, 9, black)
		c.textAlign(188, y, amount(2+g.r.Float64()*40, mEU)+" €", fam.regular, 9, black, alignRight)
		y += 5.2
	}
	c.line(18, 278, 192, 278, 0.2, accent)
	c.text(18, 283, co+" · "+joinAddr(caddr)+" · CIF "+g.vatES()[2:], fam.regular, 7, rgb(90, 90, 90))
	return d
}
