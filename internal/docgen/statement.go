package docgen

import (
	"image/color"
	"time"
)

// Account statements of the dev and holdout splits: one statement is one
// period of one account with its transactions; a layout draws one page per
// statement, so a file may hold several consecutive statements.

// stmt is one statement of an account.
type stmt struct {
	seq              int       // the statement's number
	start, end       time.Time // the period it covers
	date             time.Time // the date it was drawn up; zero when not printed
	opening, closing float64
	txns             []txn
}

type txn struct {
	date  time.Time
	desc  string
	amt   float64
	bal   float64
	value time.Time // value date (some banks print it)
}

// account is what all statements of one account share.
type account struct {
	a2, lang string
	fam      family
	accent   color.RGBA
	bank     string
	bankAddr []string
	name     string   // the holder as the ground truth names them
	shown    string   // the holder as printed (with a title, upper case…)
	addr     []string // the holder's address
	number   string   // account number or IBAN as printed
	cur      string
	money    moneyStyle
	descs    [2][]string // debits, credits
}

// monthEnd returns the last day of t's month.
func monthEnd(t time.Time) time.Time {
	return time.Date(t.Year(), t.Month()+1, 1, 0, 0, 0, 0, time.UTC).AddDate(0, 0, -1)
}

func monthStart(t time.Time) time.Time {
	return time.Date(t.Year(), t.Month(), 1, 0, 0, 0, 0, time.UTC)
}

// recentMonth draws the first day of a calendar month that ended 1 to 13
// months before today.
func (g *gen) recentMonth() time.Time {
	back := 1 + g.r.IntN(13)
	return monthStart(g.today).AddDate(0, -back, 0)
}

// statements draws n consecutive statements of months months each, the
// first starting at start; each is dated a few days after its end when
// dated is true.
func (g *gen) statements(a *account, start time.Time, n, months int, dated bool) []stmt {
	bal := 150 + g.r.Float64()*4500
	var out []stmt
	for k := 0; k < n; k++ {
		end := monthEnd(start.AddDate(0, months-1, 0))
		s := g.statement(a, start, end, bal)
		s.seq = 1 + int(start.Month()-1)/months
		if dated {
			s.date = end.AddDate(0, 0, 1+g.r.IntN(4))
		}
		out = append(out, s)
		bal = s.closing
		start = end.AddDate(0, 0, 1)
	}
	return out
}

// statement draws the transactions of one period.
func (g *gen) statement(a *account, start, end time.Time, opening float64) stmt {
	s := stmt{start: start, end: end, opening: round2(opening)}
	days := int(end.Sub(start).Hours()/24) + 1
	n := 5 + g.r.IntN(8)
	offs := make([]int, n)
	for i := range offs {
		offs[i] = g.r.IntN(days)
	}
	sortInts(offs)
	bal := s.opening
	for k, o := range offs {
		v := -round2(4 + g.r.Float64()*260)
		if k == 0 { // pay comes in early: balances stay positive
			v = round2(1200 + g.r.Float64()*2300)
		} else if g.chance(0.12) {
			v = round2(100 + g.r.Float64()*900)
		}
		bal = round2(bal + v)
		d := start.AddDate(0, 0, o)
		desc := pick(g.r, a.descs[0])
		if v > 0 {
			desc = pick(g.r, a.descs[1])
		}
		s.txns = append(s.txns, txn{date: d, value: d.AddDate(0, 0, g.r.IntN(2)), desc: desc, amt: v, bal: bal})
	}
	s.closing = bal
	return s
}

// docDate is the statement's own date, or its period's end when it
// prints none (see the README's statement checks).
func (s stmt) docDate() time.Time {
	if s.date.IsZero() {
		return s.end
	}
	return s.date
}

// statementFields builds the ground truth of a file of statements: the
// span the statements cover together when they touch, else the latest
// joined span, and the latest statement's date.
func statementFields(a *account, nameAccept []string, ss []stmt) map[string]Field {
	start, end, date := joinedSpan(ss)
	return map[string]Field{
		"recipient_name":         str(a.name, KindName, append(nameAccept, a.shown, stripMarks(a.name))...),
		"recipient_address":      addrField(a.addr),
		"issuer_name":            str(a.bank, KindText, stripMarks(a.bank)),
		"issuer_address":         addrField(a.bankAddr),
		"document_date":          dateField(date),
		"statement_period_start": dateField(start),
		"statement_period_end":   dateField(end),
	}
}

// joinedSpan joins periods that touch or overlap (a gap of at most one
// day between one's end and the next's start) and returns the latest
// joined span and the date of the latest statement.
func joinedSpan(ss []stmt) (start, end, date time.Time) {
	sorted := append([]stmt(nil), ss...)
	for i := 1; i < len(sorted); i++ {
		for j := i; j > 0 && sorted[j].start.Before(sorted[j-1].start); j-- {
			sorted[j], sorted[j-1] = sorted[j-1], sorted[j]
		}
	}
	start, end = sorted[0].start, sorted[0].end
	for _, s := range sorted[1:] {
		if !s.start.After(end.AddDate(0, 0, 1)) {
			if s.end.After(end) {
				end = s.end
			}
			continue
		}
		start, end = s.start, s.end
	}
	latest := sorted[len(sorted)-1]
	for _, s := range sorted {
		if s.end.After(latest.end) {
			latest = s
		}
	}
	return start, end, latest.docDate()
}

// money prints an amount with the account's currency.
func (a *account) fmtMoney(v float64) string {
	s := amount(v, a.money)
	switch a.cur {
	case "£", "$":
		if v < 0 {
			return "-" + a.cur + s[1:]
		}
		return a.cur + s
	}
	return s + " " + a.cur
}

// unsigned prints |v| without a currency sign.
func (a *account) unsigned(v float64) string {
	if v < 0 {
		v = -v
	}
	return amount(v, a.money)
}

// Transaction texts by country: debits, then credits.
var stmtDescs = map[string][2][]string{
	"GB":     {{"CARD PAYMENT TO TESCO STORES", "DIRECT DEBIT THAMES WATER", "CASH WITHDRAWAL", "STANDING ORDER RENT", "CARD PAYMENT TO AMAZON.CO.UK", "DIRECT DEBIT COUNCIL TAX", "CONTACTLESS PRET A MANGER"}, {"FASTER PAYMENT RECEIVED", "SALARY", "TRANSFER FROM SAVINGS"}},
	"IE":     {{"POS DUNNES STORES", "DD ELECTRIC IRELAND", "ATM WITHDRAWAL", "STO RENT", "POS TESCO IRELAND", "DD VIRGIN MEDIA"}, {"SEPA CREDIT TRANSFER", "SALARY", "LODGEMENT"}},
	"US":     {{"DEBIT CARD PURCHASE WHOLE FOODS", "ACH DEBIT COMCAST", "ATM WITHDRAWAL", "ONLINE TRANSFER TO SAVINGS", "CHECK #1043", "ZELLE PAYMENT TO J SMITH", "DEBIT CARD PURCHASE SHELL OIL"}, {"DIRECT DEPOSIT PAYROLL", "ZELLE PAYMENT FROM A LOPEZ", "MOBILE DEPOSIT"}},
	"USCARD": {{"AMAZON MKTPLACE PMTS", "STARBUCKS STORE 10432", "UBER TRIP", "TARGET 00012345", "NETFLIX.COM", "SHELL OIL 57442", "TRADER JOE'S #552", "DELTA AIR LINES"}, {"PAYMENT - THANK YOU", "RETURN TARGET 00012345"}},
	"AU":     {{"EFTPOS WOOLWORTHS", "DIRECT DEBIT TELSTRA", "ATM WITHDRAWAL", "BPAY AGL ENERGY", "VISA PURCHASE COLES"}, {"SALARY", "TRANSFER FROM SAVINGS", "OSKO PAYMENT RECEIVED"}},
	"DE":     {{"Kartenzahlung REWE Markt", "Lastschrift Stadtwerke", "Bargeldauszahlung", "Dauerauftrag Miete", "Lastschrift Telekom Deutschland", "Überweisung"}, {"Gehalt/Rente", "Gutschrift Überweisung"}},
	"FR":     {{"PRLV SEPA EDF", "CB CARREFOUR", "RETRAIT DAB", "PRLV SEPA FREE MOBILE", "CB SNCF", "VIR SEPA LOYER"}, {"VIR SEPA SALAIRE", "VIR SEPA CAF", "REMISE CHEQUE"}},
	"IT":     {{"PAGAMENTO POS ESSELUNGA", "ADDEBITO SDD ENEL ENERGIA", "PRELIEVO BANCOMAT", "BONIFICO AFFITTO", "PAGAMENTO POS AUTOGRILL", "COMMISSIONI TENUTA CONTO"}, {"BONIFICO A VOSTRO FAVORE STIPENDIO", "ACCREDITO BONIFICO"}},
	"ES":     {{"COMPRA TARJETA MERCADONA", "RECIBO IBERDROLA", "REINTEGRO CAJERO", "RECIBO MOVISTAR", "COMPRA TARJETA EL CORTE INGLÉS", "BIZUM ENVIADO"}, {"TRANSFERENCIA NÓMINA", "BIZUM RECIBIDO"}},
	"NL":     {{"BEA Albert Heijn", "SEPA Incasso Vattenfall", "GEA Geldautomaat", "SEPA Incasso Ziggo", "iDEAL bol.com", "Periodieke overb. huur"}, {"SEPA Overboeking salaris", "SEPA Overboeking ontvangen"}},
}
