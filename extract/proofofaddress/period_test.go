package proofofaddress

import (
	"github.com/google/go-cmp/cmp"
	"testing"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/layout"
)

// statementPage is a scanned page of the given lines, one every 80 pixels.
func statementPage(lines ...string) *layout.Page {
	var ls []layout.Line
	for i, s := range lines {
		ls = append(ls, scanLine(300, 200+80*float64(i), 40, s))
	}
	return scanPage(ls...)
}

func TestStatementPeriod(t *testing.T) {
	day := func(s string) dates.Date {
		d, ok := dates.ParseISO(s)
		if !ok {
			t.Fatalf("bad test date %q", s)
		}
		return d
	}
	us := dates.Options{MonthFirst: true}
	tests := []struct {
		name       string
		pages      [][]string
		opts       dates.Options
		start, end string // "" for no period
	}{
		{"label, words", [][]string{{"Statement period 1 Jan 2026 to 31 Jan 2026"}}, dates.Options{}, "2026-01-01", "2026-01-31"},
		{"label, numeric day first", [][]string{{"Statement period: 01/02/2026 - 28/02/2026"}}, dates.Options{}, "2026-02-01", "2026-02-28"},
		{"label, numeric month first", [][]string{{"Statement Period 02/01/2026 - 02/28/2026"}}, us, "2026-02-01", "2026-02-28"},
		{"from to", [][]string{{"Your account statement", "From March 12, 2004 to April 12, 2004"}}, us, "2004-03-12", "2004-04-12"},
		{"through", [][]string{{"Account Summary", "For the period January 1, 2026 through January 31, 2026"}}, us, "2026-01-01", "2026-01-31"},
		{"Kontoauszug vom bis", [][]string{{"Kontoauszug vom 01.06.2025 bis 30.06.2025"}}, dates.Options{}, "2025-06-01", "2025-06-30"},
		{"a period label after what the period is of (sv)", [][]string{{"Elräkning", "Faktisk förbrukning för perioden 2025-10-01 – 2025-12-31"}}, dates.Options{}, "2025-10-01", "2025-12-31"},
		{"a period label after what the period is of (en)", [][]string{{"Water bill", "Your metered water use for the period 01/04/2025 - 30/06/2025"}}, dates.Options{}, "2025-04-01", "2025-06-30"},
		{"Auszugszeitraum", [][]string{{"Auszugszeitraum 01.05.2025 - 31.05.2025"}}, dates.Options{}, "2025-05-01", "2025-05-31"},
		{"Période du au", [][]string{{"Période du 01/03/2025 au 31/03/2025"}}, dates.Options{}, "2025-03-01", "2025-03-31"},
		{"du 1er au, one month and year", [][]string{{"RELEVÉ DE COMPTE", "du 1er au 28 février 2002"}}, dates.Options{}, "2002-02-01", "2002-02-28"},
		{"du 1° au (OCR)", [][]string{{"RELEVE DE COMPTE", "du 1° au 28 février 2002"}}, dates.Options{}, "2002-02-01", "2002-02-28"},
		{"Periodo dal al", [][]string{{"Periodo dal 01/04/2025 al 30/04/2025"}}, dates.Options{}, "2025-04-01", "2025-04-30"},
		{"Periodo del al", [][]string{{"Periodo del 1 de abril de 2025 al 30 de abril de 2025"}}, dates.Options{}, "2025-04-01", "2025-04-30"},
		{"Periode t/m", [][]string{{"Periode 01-04-2025 t/m 30-04-2025"}}, dates.Options{}, "2025-04-01", "2025-04-30"},
		{"statement for a month", [][]string{{"Statement date 3 February 2026", "Statement for January 2026"}}, dates.Options{}, "2026-01-01", "2026-01-31"},
		// Indian electricity bills title their month after the bill's name,
		// then print the bill's own date on the line.
		{"bill for the month of, then the bill's date", [][]string{{"HT C.C. Bill for the month of June 2024, Date: 01-Jul-24"}}, dates.Options{}, "2024-06-01", "2024-06-30"},
		{"title with an OCR slip", [][]string{{"Electricity Bill for the month cf March 2025"}}, dates.Options{}, "2025-03-01", "2025-03-31"},
		{"pour le mois de, after the bill's name", [][]string{{"Facture d'électricité pour le mois de mars 2025"}}, dates.Options{}, "2025-03-01", "2025-03-31"},
		{"one day is no period", [][]string{{"Period of charge", "31/03/2025 to 31/03/2025"}}, dates.Options{}, "", ""},
		{"a month after other words is no title", [][]string{{"Payments received in March 2025"}}, dates.Options{}, "", ""},
		{"billing cycle", [][]string{{"Billing cycle 12/15/2025 - 01/14/2026"}}, us, "2025-12-15", "2026-01-14"},
		{"across a year end, yearless start", [][]string{{"Billing cycle 15 Dec - 14 Jan 2026"}}, dates.Options{}, "2025-12-15", "2026-01-14"},
		{"range alone under a title", [][]string{{"INVESTMENT REPORT", "July 1 – July 31, 2015", "Your Portfolio Value:"}}, us, "2015-07-01", "2015-07-31"},
		{"balances only", [][]string{{"Opening balance on 1 Jan 2026 £1,200.00", "Card payment 14 Jan 2026 £20.00", "Closing balance on 31 Jan 2026 £1,180.00"}}, dates.Options{}, "2026-01-01", "2026-01-31"},
		{"range alone, a digit read as a letter (US)", [][]string{{"Statement closing date", "Days in billing cycle", "10/16/2025", "09/17/2025 - 10/16/2D25", "30"}}, us, "2025-09-17", "2025-10-16"},
		{"wave dash between the dates", [][]string{{"Billing period", "2025-01-02 ~ 2025-02-01"}}, dates.Options{}, "2025-01-02", "2025-02-01"},
		{"wave dash, Japanese style", [][]string{{"Statement", "2026/03/01～2026/03/31"}}, dates.Options{}, "2026-03-01", "2026-03-31"},
		{"next period is not this one", [][]string{{"Next statement period 23 Oct 2018 - 21 Nov 2018", "Statement Period 21 Sep 2018 - 22 Oct 2018"}}, dates.Options{}, "2018-09-21", "2018-10-22"},
		// the published samples of national banks' statements print these
		{"heading 'through', alone (US)", [][]string{{"Chase Total Checking", "March 1, 2026 through March 31, 2026", "Account Number: 000000123456789"}}, us, "2026-03-01", "2026-03-31"},
		{"'for … to …' after the product (US)", [][]string{{"Your Adv Plus Banking for March 1, 2026 to March 31, 2026"}}, us, "2026-03-01", "2026-03-31"},
		{"two-digit years (US)", [][]string{{"Statement Period: 03/01/26 - 03/31/26"}}, us, "2026-03-01", "2026-03-31"},
		{"one year for both (GB)", [][]string{{"Your statement", "1 March to 31 March 2026"}}, dates.Options{}, "2026-03-01", "2026-03-31"},
		{"yearless first date with a dash (GB)", [][]string{{"Statement 1 Mar - 31 Mar 2026"}}, dates.Options{}, "2026-03-01", "2026-03-31"},
		{"Extracto del al (ES)", [][]string{{"Extracto del 01/03/2026 al 31/03/2026"}}, dates.Options{}, "2026-03-01", "2026-03-31"},
		{"del … al … de (ES bill)", [][]string{{"Periodo de facturación: del 1 de marzo al 31 de marzo de 2026"}}, dates.Options{}, "2026-03-01", "2026-03-31"},
		{"balances a month apart (DE)", [][]string{{"Kontoauszug 3/2026", "alter Kontostand vom 28.02.2026 1.204,50 EUR", "neuer Kontostand vom 31.03.2026 1.380,20 EUR"}}, dates.Options{}, "2026-03-01", "2026-03-31"},
		{"Ancien and Nouveau solde (FR)", [][]string{{"Ancien solde au 28/02/2026 1 204,50", "Nouveau solde au 31/03/2026 1 380,20"}}, dates.Options{}, "2026-03-01", "2026-03-31"},
		{"a digit read as a letter, alone under a lost label", [][]string{{"Statement closing date", "10/16/2025", "09/17/2025 - 10/16/2D25"}}, us, "2025-09-17", "2025-10-16"},
		// confusers: a bill without a period prints other dates
		{"due and payment dates", [][]string{{"Bill date 3 March 2026", "Payment due by 24 March 2026", "Last payment received 2 February 2026"}}, dates.Options{}, "", ""},
		{"transactions", [][]string{{"02/01/2026 Card payment 12.00", "03/01/2026 Transfer 100.00", "Date 15 January 2026"}}, dates.Options{}, "", ""},
		{"billed in advance and consumed", [][]string{{"Facture du 29/01/2021", "Abonnement du 01/01/2021 au 28/02/2021", "Consommation du 28/11/2020 au 27/01/2021"}}, dates.Options{}, "2020-11-28", "2021-01-27"},
		{"a charge to come", [][]string{{"Bill date 10 March 2025", "Council tax for the period 1 April 2025 to 31 March 2026"}}, dates.Options{}, "", ""},
		{"dates in reverse", [][]string{{"Statement period 31 Jan 2026 to 1 Jan 2026"}}, dates.Options{}, "", ""},
		{"too long", [][]string{{"Statement period 1 Jan 2020 to 31 Jan 2026"}}, dates.Options{}, "", ""},
		// several statements in one file
		{"three months joined", [][]string{
			{"Statement period 1 Jan 2026 to 31 Jan 2026"},
			{"Statement period 1 Feb 2026 to 28 Feb 2026"},
			{"Statement period 1 Mar 2026 to 31 Mar 2026"},
		}, dates.Options{}, "2026-01-01", "2026-03-31"},
		{"out of order, overlapping", [][]string{
			{"Statement period 10 Feb 2026 to 9 Mar 2026"},
			{"Statement period 10 Jan 2026 to 10 Feb 2026"},
		}, dates.Options{}, "2026-01-10", "2026-03-09"},
		{"a gap breaks the span", [][]string{
			{"Statement period 1 Jan 2026 to 31 Jan 2026"},
			{"Statement period 1 Mar 2026 to 31 Mar 2026"},
		}, dates.Options{}, "2026-03-01", "2026-03-31"},
		{"a day's gap still touches", [][]string{
			{"Statement period 1 Jan 2026 to 30 Jan 2026"},
			{"Statement period 1 Feb 2026 to 28 Feb 2026"},
		}, dates.Options{}, "2026-01-01", "2026-02-28"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var pages []*layout.Page
			for _, lines := range tt.pages {
				pages = append(pages, statementPage(lines...))
			}
			p, ok := statementPeriod(pages, tt.opts, dates.Date{})
			if tt.start == "" {
				if ok {
					t.Errorf("period %v – %v, want none", p.start, p.end)
				}
				return
			}
			if !ok || p.start != day(tt.start) || p.end != day(tt.end) {
				t.Errorf("period %v – %v (%v), want %s – %s", p.start, p.end, ok, tt.start, tt.end)
			}
		})
	}
}

// FuzzPeriod: whatever a line prints, a period read from it is two whole
// dates in order, at most maxPeriodDays apart.
func FuzzPeriod(f *testing.F) {
	for _, s := range []string{
		"Statement period 1 Jan 2026 to 31 Jan 2026", "du 1er au 28 février 2002",
		"Kontoauszug vom 01.06.2025 bis 30.06.2025", "July 1 – July 31, 2015",
		"Periode 01-04-2025 t/m 30-04-2025", "Billing cycle 15 Dec - 14 Jan 2026",
		"Statement for January 2026", "Opening balance on 1 Jan 2026",
	} {
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, text string, monthFirst bool) {
		opts := dates.Options{MonthFirst: monthFirst}
		check := func(how string, s, e dates.Date, ok bool) {
			if ok && !valid(s, e) {
				t.Fatalf("%s(%q) = %v – %v: not a period", how, text, s, e)
			}
		}
		s, e, ok := rangeIn(text, opts, true)
		check("rangeIn", s, e, ok)
		s, e, ok = connected(text, opts)
		check("connected", s, e, ok)
		s, e, ok = alone(text, opts)
		check("alone", s, e, ok)
		if p, ok := statementPeriod([]*layout.Page{statementPage(text)}, opts, dates.Date{}); ok {
			check("statementPeriod", p.start, p.end, ok)
		}
	})
}

// TestBalanceDatesInColumn: a statement whose period shows only in its
// transactions table, the opening and closing balances' rows dated in the
// date column left of their labels, which OCR returns as lines of their own.
func TestBalanceDatesInColumn(t *testing.T) {
	row := func(y float64, date, label, amount string) []layout.Line {
		return []layout.Line{scanLine(300, y, 40, date), scanLine(700, y+4, 40, label), scanLine(1800, y, 40, amount)}
	}
	var ls []layout.Line
	ls = append(ls, scanLine(300, 200, 60, "Account statement"))
	ls = append(ls, row(600, "2025-01-02", "Opening balance", "$2159.42")...)
	ls = append(ls, row(680, "2025-01-13", "CARD PAYMENT SUPERMARKET", "$-119.62")...)
	ls = append(ls, row(760, "2025-02-01", "Closing balance", "$1824.86")...)
	span, ok := statementPeriod([]*layout.Page{scanPage(ls...)}, dates.Options{}, dates.Date{})
	if !ok {
		t.Fatal("statementPeriod found no period")
	}
	if got := span.start.String() + " " + span.end.String(); got != "2025-01-02 2025-02-01" {
		t.Errorf("statementPeriod = %s, want 2025-01-02 2025-02-01", got)
	}
}

func TestLeadingLabel(t *testing.T) {
	tests := []struct {
		text              string
		name, label, rest string
		ok                bool
	}{
		{"Statement period 1 Jan 2026 to 31 Jan 2026", "period", "Statement period", "1 Jan 2026 to 31 Jan 2026", true},
		{"Faktisk förbrukning för perioden 2025-10-01 – 2025-12-31", "period", "Faktisk förbrukning för perioden", "2025-10-01 – 2025-12-31", true},
		{"Your metered water use for the period 01/04/2025 - 30/06/2025", "period", "Your metered water use for the period", "01/04/2025 - 30/06/2025", true},
		{"Your metered water use for the period shown", "", "", "", false}, // no dates after it
	}
	for _, tt := range tests {
		name, label, rest, ok := leadingLabel(tt.text)
		if diff := cmp.Diff([]any{tt.name, tt.label, tt.rest, tt.ok}, []any{name, label, rest, ok}); diff != "" {
			t.Errorf("leadingLabel(%q) mismatch (-want +got):\n%s", tt.text, diff)
		}
	}
}
