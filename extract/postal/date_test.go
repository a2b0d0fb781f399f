package postal

import (
	"testing"

	"github.com/docextract/docextract/extract/layout"
)

func TestDocumentDate(t *testing.T) {
	tests := []struct {
		name       string
		rows       []row
		monthFirst bool
		want       string
		kind       DateKind
	}{
		{"statement date beats due date", []row{
			{60, 100, "Payment due date: 28 March 2024"},
			{60, 120, "Statement date: 7 March 2024"},
		}, false, "2024-03-07", DateLabelled},
		{"invoice date and due date on one line", []row{
			{60, 100, "Invoice date 12/03/2024   Due date 26/03/2024"},
		}, false, "2024-03-12", DateLabelled},
		{"US bill date month first", []row{
			{60, 100, "Bill Date: 03/04/2025"},
		}, true, "2025-03-04", DateLabelled},
		{"French", []row{
			{60, 100, "Date d'échéance : 15/04/2024"},
			{60, 120, "Date de facture : 02/04/2024"},
		}, false, "2024-04-02", DateLabelled},
		{"a statement's label before its period: the period's end", []row{
			{60, 100, "Kontoauszug vom 01.06.2025 bis 30.06.2025"},
		}, false, "2025-06-30", DatePeriodEnd},
		{"a period's start after an issue label, then the statement date", []row{
			{60, 100, "Statement date 01/06/2025 - 30/06/2025"},
			{60, 120, "Datum 02-07-2025"},
		}, false, "2025-07-02", DateLabelledPlain},
		{"German", []row{
			{60, 100, "Zahlbar bis 30.04.2024"},
			{60, 120, "Rechnungsdatum: 09.04.2024"},
		}, false, "2024-04-09", DateLabelled},
		{"Spanish", []row{
			{60, 100, "Fecha de vencimiento: 20 de mayo de 2024"},
			{60, 120, "Fecha de emisión: 5 de mayo de 2024"},
		}, false, "2024-05-05", DateLabelled},
		{"Italian", []row{
			{60, 100, "Scadenza 10/06/2024"},
			{60, 120, "Data di emissione 25/05/2024"},
		}, false, "2024-05-25", DateLabelled},
		{"Dutch", []row{
			{60, 100, "Vervaldatum 01-07-2024"},
			{60, 120, "Factuurdatum 17-06-2024"},
		}, false, "2024-06-17", DateLabelled},
		{"plain Datum", []row{
			{400, 100, "Datum: 03.02.2024"},
		}, false, "2024-02-03", DateLabelledPlain},
		{"label left of value in another column", []row{
			{350, 100, "Statement date                 14 February 2024"},
		}, false, "2024-02-14", DateLabelled},
		{"label above value", []row{
			{400, 100, "Date of issue"},
			{400, 112, "1 March 2024"},
		}, false, "2024-03-01", DateLabelled},
		{"letter date", []row{
			{400, 100, "London, 3 March 2024"},
			{60, 400, "We received your payment on 1 March 2024."},
		}, false, "2024-03-03", DateLetter},
		{"period end, not start", []row{
			{400, 100, "From March 12, 2004 to April 12, 2004"},
			{60, 300, "Your opening balance on March 12, 2004"},
		}, false, "2004-04-12", DatePeriodEnd},
		{"period with en dash", []row{
			{400, 60, "July 1 – July 31, 2015"},
		}, false, "2015-07-31", DatePeriodEnd},
		{"French relevé is a statement, not a reading", []row{
			{60, 100, "Date du relevé"},
			{60, 112, "10 août 2025"},
			{60, 140, "Période de facturation"},
			{60, 152, "10 juillet 2025 – 9 août 2025"},
		}, false, "2025-08-10", DateLabelled},
		{"German compound labels", []row{
			{400, 100, "Abrechnungszeitraum"},
			{400, 112, "28. März 2025 - 27. April 2025"},
			{400, 140, "Auszugsdatum"},
			{400, 152, "29. April 2025"},
		}, false, "2025-04-29", DateLabelled},
		{"German due date compound", []row{
			{400, 100, "Fälligkeitsdatum: 15.05.2025"},
			{400, 120, "Datum: 29.04.2025"},
		}, false, "2025-04-29", DateLabelledPlain},
		{"a table's issue label far left of its value", []row{
			{60, 100, "Számla kelte"},
			{400, 100, "2025.11.12."},
			{60, 120, "Elszámolási időszak"},
			{400, 120, "2025.10.01.–2025.10.31."},
		}, false, "2025-11-12", DateLabelled},
		{"issue label before a date wins over the words before it", []row{
			{60, 100, "Your account summary, statement date 3 March 2025"},
		}, false, "2025-03-03", DateLabelled},
	}
	for _, tt := range tests {
		got, ok := DocumentDate([]*layout.Page{page(tt.rows...)}, DateOptions{MonthFirst: tt.monthFirst})
		if !ok {
			t.Errorf("%s: DocumentDate found nothing, want %s", tt.name, tt.want)
			continue
		}
		if got.Date.String() != tt.want || got.Kind != tt.kind {
			t.Errorf("%s: DocumentDate = %s (kind %d), want %s (kind %d)", tt.name, got.Date, got.Kind, tt.want, tt.kind)
		}
	}
}

func TestDocumentDateNone(t *testing.T) {
	tests := []struct {
		name string
		rows []row
	}{
		{"only a due date", []row{{60, 100, "Amount due by 28 March 2024"}}},
		{"only a birth date", []row{{60, 100, "Date of birth: 1 January 1980"}}},
		{"transactions", []row{
			{60, 400, "Date        Description"},
			{60, 412, "15/03/2024  Transfer"},
			{60, 424, "17/03/2024  Cheque"},
		}},
		{"payment date", []row{{60, 500, "Payment received 4 March 2024, thank you"}}},
		{"opening balance date (NL)", []row{{60, 300, "Beginsaldo per 01-04-2025"}}},
		{"opening balance date (GB)", []row{{60, 300, "Opening balance on 1 April 2025"}}},
		{"first row of a table near the top", []row{
			{60, 200, "Date                    Description"},
			{60, 212, "10/07/2025              Opening balance"},
			{60, 224, "18/07/2025              Salary"},
		}},
		{"period start under its compound label", []row{{400, 100, "Abrechnungszeitraum"}, {400, 112, "28.03.2025"}}},
	}
	for _, tt := range tests {
		if got, ok := DocumentDate([]*layout.Page{page(tt.rows...)}, DateOptions{}); ok {
			t.Errorf("%s: DocumentDate = %s (kind %d), want none", tt.name, got.Date, got.Kind)
		}
	}
}

func TestNumberedTitle(t *testing.T) {
	for in, want := range map[string]bool{
		"facture n° 01908671669 du":  true,
		"bolletta n. 2523883083 del": true,
		"rechnung nr. 4711 vom":      true,
		"invoice no. 88 dated":       true,
		"prélevé le":                 false,
		"solde au 31/08 du":          false,
		"facture n° du":              false,
	} {
		if got := numberedTitle(in); got != want {
			t.Errorf("numberedTitle(%q) = %v, want %v", in, got, want)
		}
	}
}

// TestDocumentDateOCR: a scan's label with a misread accent, and a value
// whose box noise made twice as tall as its label's, on one baseline
// with it, before a billing period.
func TestDocumentDateOCR(t *testing.T) {
	p := page(
		row{60, 100, "Fecha de emisién"},
		row{300, 100, "04/07/2025"},
		row{60, 130, "Periodo de facturacién"},
		row{300, 130, "del 31/05/2025 al 30/06/2025"},
	)
	tall := &p.Lines[1]
	tall.Box.Top -= 6
	tall.Box.Bottom += 14
	tall.Words[0].Box = tall.Box
	got, ok := DocumentDate([]*layout.Page{p}, DateOptions{})
	if !ok || got.Date.String() != "2025-07-04" || got.Kind != DateLabelled {
		t.Errorf("DocumentDate = %s (kind %d), %v; want 2025-07-04 (kind %d)", got.Date, got.Kind, ok, DateLabelled)
	}
}
