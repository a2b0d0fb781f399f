package transfer

import (
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/money"
	"github.com/google/go-cmp/cmp"
)

const sample = `SWIFT MT103 SINGLE CUSTOMER CREDIT TRANSFER
Sender   : LINDDEFFXXX
Receiver : ESTUFRPPXXX
------------------------------------------------------------
:20: Sender's Reference
      REF4711
:23B: Bank Operation Code
      CRED
:32A: Value Date/Currency/Interbank Settled Amount
      260314EUR12345,67
:50K: Ordering Customer
      /DE89370400440532013000
      ACME GMBH
      HAUPTSTRASSE 1
      10999 BERLIN
:52A: Ordering Institution
      LINDDEFF
:57A: Account With Institution
      ESTUFRPP
:59: Beneficiary Customer
      /FR1420041010050500013M02606
      MAISON BREHAT SARL
      12 RUE DE LA PAIX
      75002 PARIS
:70: Remittance Information
      INVOICE 2026-001
:71A: Details of Charges
      SHA
------------------------------------------------------------`

func TestReadMT103(t *testing.T) {
	m, ok := ReadMT103(strings.Split(sample, "\n"))
	if !ok {
		t.Fatal("not read as an MT103")
	}
	want := MT103{Reference: "REF4711", Currency: "EUR", Amount: money.New(1234567, 2), HasAmount: true,
		OrderingName: "ACME GMBH", OrderingAccount: "DE89370400440532013000", OrderingBIC: "LINDDEFF",
		BeneficiaryBIC: "ESTUFRPP", BeneficiaryName: "MAISON BREHAT SARL", BeneficiaryAccount: "FR1420041010050500013M02606",
		Remittance: "INVOICE 2026-001", Charges: "SHA", SenderBIC: "LINDDEFF", ReceiverBIC: "ESTUFRPP"}
	if m.Reference != want.Reference || m.Currency != want.Currency || !m.Amount.Equal(want.Amount) || m.OrderingName != want.OrderingName ||
		m.OrderingAccount != want.OrderingAccount || m.OrderingBIC != want.OrderingBIC || m.BeneficiaryBIC != want.BeneficiaryBIC ||
		m.BeneficiaryName != want.BeneficiaryName || m.BeneficiaryAccount != want.BeneficiaryAccount || m.Remittance != want.Remittance ||
		m.Charges != want.Charges || m.ValueDate.String() != "2026-03-14" || strings.Join(m.BeneficiaryAddress, ", ") != "12 RUE DE LA PAIX, 75002 PARIS" {
		t.Errorf("ReadMT103 = %+v", m)
	}
	// Values on the tags' lines, as plain message print-outs set them, and
	// OCR's misread colons.
	inline := ":20:REF4711\n;32A:260314EUR100,\n:50K:/DE89370400440532013000\n     ACME GMBH\n-71A:OUR"
	m, ok = ReadMT103(strings.Split(inline, "\n"))
	if !ok || m.Reference != "REF4711" || m.Amount.String() != "100" || m.Charges != "OUR" || m.OrderingName != "ACME GMBH" {
		t.Errorf("ReadMT103(inline) = %+v, %v", m, ok)
	}
	if _, ok := ReadMT103([]string{"Invoice 12", "Total 100.00"}); ok {
		t.Error("an invoice read as an MT103")
	}
}

// TestReadMT103OCRColons: the colon that opens a tag, as OCR reads it on
// photographed and scanned print-outs: a digit or letter of one stroke, one
// or two marks, a space after it.
func TestReadMT103OCRColons(t *testing.T) {
	text := `Sender :_ LARIFRLVXGU
120: TRN-91290245
123B:CRED
$32A:251122USD10893, 45
» 50K: /FR7694832462198921029921491
COPPERLINE MEDIA SARL
30000 NIMES
152A: LARIFRLVXGU
157A: LARIITTVEFU
759:/1T@3N2797930919365257176593
FORNO SAN GENNARO S.R.L.
47121 FORLI FC
_?70:RENT MARCH
171A: BEN`
	m, ok := ReadMT103(strings.Split(text, "\n"))
	if !ok {
		t.Fatal("not read as an MT103")
	}
	type got struct {
		Reference, Date, Currency, Amount, OrderingAccount, OrderingName, OrderingBIC       string
		BeneficiaryBIC, BeneficiaryAccount, BeneficiaryName, Remittance, Charges, SenderBIC string
	}
	want := got{"TRN-91290245", "2025-11-22", "USD", "10893.45", "FR7694832462198921029921491", "COPPERLINE MEDIA SARL", "LARIFRLVXGU",
		"LARIITTVEFU", "IT03N2797930919365257176593", "FORNO SAN GENNARO S.R.L.", "RENT MARCH", "BEN", "LARIFRLVXGU"}
	g := got{m.Reference, m.ValueDate.String(), m.Currency, m.Amount.String(), m.OrderingAccount, m.OrderingName, m.OrderingBIC,
		m.BeneficiaryBIC, m.BeneficiaryAccount, m.BeneficiaryName, m.Remittance, m.Charges, m.SenderBIC}
	if d := cmp.Diff(want, g); d != "" {
		t.Errorf("ReadMT103 (-want +got):\n%s", d)
	}
	// A line of a value that starts with a number and a colon is no tag
	// the lexicon knows: "10:30" stays in field 70.
	m, _ = ReadMT103([]string{":20:REF1", ":70:CALL AT", "10:30 TODAY", ":71A:OUR"})
	if d := cmp.Diff("CALL AT 10:30 TODAY", m.Remittance); d != "" {
		t.Errorf("remittance (-want +got):\n%s", d)
	}
}

// FuzzReadMT103: the reader never panics, and what it reads is in the text.
func FuzzReadMT103(f *testing.F) {
	f.Add(sample)
	f.Add(":20:X\n:32A:991231USD1,\n:59F:1/NAME\n2/STREET\n3/GB/LONDON")
	f.Add(":32A:")
	f.Fuzz(func(t *testing.T, text string) {
		m, _ := ReadMT103(strings.Split(text, "\n"))
		for _, v := range []string{m.Reference, m.OrderingName, m.BeneficiaryName, m.Charges} {
			if v != "" && !strings.Contains(strings.ToUpper(text), strings.ToUpper(v)) {
				t.Fatalf("ReadMT103 read %q, which is not in the text", v)
			}
		}
		if m.HasAmount && m.Amount.Sign() < 0 {
			t.Fatalf("negative amount %s", m.Amount)
		}
	})
}
