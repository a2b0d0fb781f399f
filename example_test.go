package docextract_test

import (
	"bytes"
	"context"
	"fmt"
	"log"
	"time"

	"github.com/docextract/docextract"
	"github.com/go-pdf/fpdf"
)

// Example_extract reads a utility bill with a text layer and checks its
// recipient and its age.
func Example_extract() {
	ex, err := docextract.New(docextract.Options{
		OCRWorkers: 1,
		Now:        func() time.Time { return time.Date(2026, 4, 1, 0, 0, 0, 0, time.UTC) },
	})
	if err != nil {
		log.Fatal(err)
	}
	defer ex.Close()

	res, err := ex.Extract(context.Background(), docextract.Request{
		DocumentType: docextract.ProofOfAddress,
		Document:     billPDF(),
		Validations: &docextract.Validations{
			Fields: []docextract.FieldValidation{
				{Field: "recipient_name", ExpectedValue: "Mrs Jane Roe", MatchType: docextract.MatchFuzzy},
			},
			Recency: &docextract.RecencyValidation{MaximumDocumentAgeMonths: ptr(int64(3))},
		},
	})
	if err != nil {
		log.Fatal(docextract.ErrorCodeOf(err), err)
	}
	poa, _ := res.ProofOfAddress()
	fmt.Println(poa.RecipientName, "|", poa.DocumentDate)
	for _, c := range res.ValidationResult.Checks {
		fmt.Println(c.CheckType, c.Status, c.ExtractedValue)
	}

	// A PDF with no text and no image is not a bill.
	_, err = ex.Extract(context.Background(), docextract.Request{DocumentType: docextract.ProofOfAddress, Document: []byte("%PDF-1.4 nothing")})
	fmt.Println(docextract.ErrorCodeOf(err))
	// Output:
	// Jane Roe | 2026-03-12
	// field_validation passed Jane Roe
	// recency_validation passed 2026-03-12
	// document_unreadable
}

func ptr[T any](v T) *T { return &v }

// billPDF draws a one-page electricity bill with a text layer: the
// letterhead top right, the address window top left.
func billPDF() []byte {
	pdf := fpdf.New("P", "pt", "A4", "")
	pdf.AddPage()
	pdf.SetFont("Helvetica", "", 10)
	for _, l := range []struct {
		x, y float64
		text string
	}{
		{360, 60, "Northwind Energy Ltd"}, {360, 73, "PO Box 99"}, {360, 86, "Bristol BS1 4DJ"},
		{60, 150, "Mrs Jane Roe"}, {60, 163, "14 Elm Street"}, {60, 176, "Leeds LS1 4AP"},
		{360, 150, "Account number: 1234 5678"}, {360, 163, "Bill date: 12 March 2026"},
		{60, 300, "Your electricity bill"}, {60, 330, "Payment due by 26 March 2026"}, {60, 345, "Amount due: 84.20 GBP"},
	} {
		pdf.Text(l.x, l.y, l.text)
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		log.Fatal(err)
	}
	return buf.Bytes()
}
