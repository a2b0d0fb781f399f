package invoice

import (
	"testing"

	"github.com/docextract/docextract/extract/amounts"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/money"
	"github.com/docextract/docextract/extract/postal"
	"github.com/google/go-cmp/cmp"
)

// at is a line of text at x, y, as line sets it.
type at struct {
	x, y float64
	s    string
}

// pageOf returns an A4 page scanned at 300 dpi holding lines.
func pageOf(ls ...at) *layout.Page {
	p := &layout.Page{Number: 1, Width: 2480, Height: 3508, Source: layout.SourceOCR}
	for _, l := range ls {
		p.Lines = append(p.Lines, line(l.x, l.y, l.s))
	}
	return p
}

func TestInvoiceNumberUnderLabelOrTitle(t *testing.T) {
	tests := []struct {
		name  string
		lines []at
		want  string // "" for none
	}{
		{"a row of labels over a row of values, the number centred under its label",
			[]at{{200, 900, "Klant"}, {900, 900, "Factuur datum"}, {1600, 900, "Factuur"}, {2000, 900, "Vervaldatum"},
				{200, 960, "SCONL0303006280999"}, {950, 960, "8-9-2022"}, {1500, 960, "VF1005193039"}, {2000, 960, "22-9-2022"}},
			"VF1005193039"},
		{"the number under the title after a number sign", []at{{1800, 100, "INVOICE"}, {1750, 160, "# invoice_number_1"}}, "invoice_number_1"},
		{"a line under the title that is no number", []at{{1800, 100, "INVOICE"}, {1750, 160, "Thank you"}}, ""},
		{"a date under the label is no number", []at{{1600, 900, "Invoice"}, {1600, 960, "12.03.2024"}}, ""},
	}
	for _, tt := range tests {
		got, ok := invoiceNumber(nil, keyvalue.Rows(pageOf(tt.lines...)))
		if got.Value != tt.want || ok != (tt.want != "") {
			t.Errorf("invoiceNumber(%s) = %q, %v, want %q", tt.name, got.Value, ok, tt.want)
		}
	}
}

// TestPartiesLetterhead: with no label, the block heading the page in
// the letterhead zone is the vendor's, the one in the address field the
// customer's, whichever comes first.
func TestPartiesLetterhead(t *testing.T) {
	p := pageOf(
		at{150, 150, "Azure Interior"}, at{150, 220, "4557 De Silva St"}, at{150, 290, "Fremont CA 94538"},
		at{1400, 700, "YourCompany, Mitchell Admin"}, at{1400, 770, "215 Vine St"}, at{1400, 840, "Scranton PA 18503"},
	)
	found := postal.FindAddresses(p)
	cust := customer(nil, found, p)
	vend := vendor(nil, found, p, cust)
	got := []string{vend.name.Value, vend.address.Value, cust.name.Value, cust.address.Value}
	want := []string{"Azure Interior", "4557 De Silva St, Fremont CA 94538", "YourCompany, Mitchell Admin", "215 Vine St, Scranton PA 18503"}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("vendor, customer (-want +got):\n%s", d)
	}
}

func TestTitledName(t *testing.T) {
	tests := []struct{ line, want string }{
		{"Amazon Web Services Invoice", "Amazon Web Services"},
		{"Tax Invoice", ""},
		{"Data da fatura", ""}, // a label: the invoice's date
		{"Invoice", ""},
	}
	for _, tt := range tests {
		got, _ := titledName(pageOf(at{150, 100, tt.line}), layout.Box{})
		if got.Value != tt.want {
			t.Errorf("titledName(%q) = %q, want %q", tt.line, got.Value, tt.want)
		}
	}
}

func TestDollarCurrency(t *testing.T) {
	opts := money.Options{Decimal: '.'}
	tests := []struct {
		text string
		want bool
	}{
		{"INVOICE\nSubtotal: $127.50\nTotal: $127.50", true},
		{"RECHNUNG\nSumme: $127.50", false},         // not English
		{"INVOICE\nTotal: $12.00 or €11.00", false}, // another sign
		{"INVOICE\nTotal: 127.50", false},           // no sign
	}
	for _, tt := range tests {
		if got := dollarsOnly(tt.text, opts) && english(tt.text); got != tt.want {
			t.Errorf("dollars in English(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

func TestPaymentIBANShape(t *testing.T) {
	p := pageOf(at{200, 3000, "Incoterm: DPU - DELIVEREDATPLACEUNLOADED"}, at{200, 3100, "NL91 ABNA 0417 1643 00"})
	text := "Incoterm: DPU - DELIVEREDATPLACEUNLOADED\nNL91 ABNA 0417 1643 00"
	iban, _ := payment(nil, amounts.IBANs(text), text, []*layout.Page{p})
	if iban.Value != "NL91ABNA0417164300" {
		t.Errorf("payment IBAN = %q, want NL91ABNA0417164300, not words of capitals", iban.Value)
	}
}

// TestVendorNotShipTo: the block under a ship-to label is the customer's
// delivery address, not the vendor's letterhead.
func TestVendorNotShipTo(t *testing.T) {
	p := pageOf(
		at{300, 400, "Factuuradres"}, at{1400, 400, "Afleveradres"},
		at{300, 460, "Strategic Corp"}, at{1400, 460, "Jan Bosd"},
		at{300, 520, "Fakestreet 46"}, at{1400, 520, "Fakestreet 46"},
		at{300, 580, "3500 MJ Utrecht"}, at{1400, 580, "3500 MJ Utrecht"},
	)
	rows := keyvalue.Rows(p)
	vals := labels.Read(rows)
	found := postal.FindAddresses(p)
	cust := customer(vals, found, p)
	vend := vendor(vals, found, p, cust)
	if cust.name.Value != "Strategic Corp" || vend.name.Found() {
		t.Errorf("customer %q, vendor %q; want Strategic Corp and no vendor", cust.name.Value, vend.name.Value)
	}
}

func TestFooterTaxID(t *testing.T) {
	tests := []struct{ line, want string }{
		{"Tessitura Vallechiara S.p.A. - Piazza Cavour 113, 20182 Milano MI - Partita [VA 1T 33458900702", "IT33458900702"},
		{"Bodegas Peñalba S.A. - Calle Mayor, 163, 6° B, 15090 A Coruña - NIF-IVAESB72856594", "ESB72856594"},
		{"Bodegas Peñalba S.A. - Calle Mayor, 163, 15090 A Coruña - Tel. 981 123 456", ""}, // no tax label
	}
	for _, tt := range tests {
		got, _ := footerTaxID([]*layout.Page{pageOf(at{150, 3300, tt.line})})
		if got.Value != tt.want {
			t.Errorf("footerTaxID(%q) = %q, want %q", tt.line, got.Value, tt.want)
		}
	}
}
