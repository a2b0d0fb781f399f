package taxdoc

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/ocr"
	"github.com/docextract/docextract/extract/reading"
)

// w9Items is a W-9 (Rev. October 2018) page with its labels where the IRS
// prints them and the filled values where a flattened form has them.
func w9Items() []item {
	return []item{
		{X: 36, Y: 52, Size: 16, Text: "Form W-9"}, {X: 239, Y: 46, Size: 12, Text: "Request for Taxpayer"},
		{X: 184, Y: 61, Size: 12, Text: "Identification Number and Certification"},
		{X: 36, Y: 73, Size: 6, Text: "Department of the Treasury"}, {X: 36, Y: 80, Size: 6, Text: "Internal Revenue Service"},
		{X: 62, Y: 91, Size: 7, Text: "1 Name (as shown on your income tax return). Name is required on this line; do not leave this line blank."},
		{X: 70, Y: 103, Size: 10, Text: "Alex Hellmann"},
		{X: 62, Y: 115, Size: 7, Text: "2 Business name/disregarded entity name, if different from above"},
		{X: 70, Y: 127, Size: 10, Text: "Hedge Hog Estate"},
		{X: 62, Y: 141, Size: 7, Text: "3 Check appropriate box for federal tax classification of the person whose name is entered on line 1."},
		{X: 62, Y: 247, Size: 7, Text: "5 Address (number, street, and apt. or suite no.) See instructions."},
		{X: 393, Y: 247, Size: 7, Text: "Requester’s name and address (optional)"},
		{X: 70, Y: 259, Size: 10, Text: "1414 Center Ave, APT 788"},
		{X: 62, Y: 271, Size: 7, Text: "6 City, state, and ZIP code"},
		{X: 70, Y: 283, Size: 10, Text: "Philadelphia, PA 19019"},
		{X: 61, Y: 295, Size: 7, Text: "7 List account number(s) here (optional)"},
		{X: 41, Y: 320, Size: 9, Text: "Part I Taxpayer Identification Number (TIN)"},
		{X: 422, Y: 331, Size: 7, Text: "Social security number"},
		{X: 428, Y: 348, Size: 11, Text: "575"}, {X: 478, Y: 348, Size: 11, Text: "23"}, {X: 522, Y: 348, Size: 11, Text: "3467"},
		{X: 418, Y: 369, Size: 7, Text: "or"},
		{X: 422, Y: 380, Size: 7, Text: "Employer identification number"},
		{X: 40, Y: 416, Size: 9, Text: "Part II Certification"},
		{X: 388, Y: 560, Size: 7, Text: "Date ▶"}, {X: 420, Y: 560, Size: 10, Text: "03/14/2024"},
	}
}

// hmrcItems is a letter from HMRC in the GB layout.
func hmrcItems() []item {
	return []item{
		{X: 360, Y: 60, Size: 12, Text: "HM Revenue & Customs"},
		{X: 360, Y: 74, Size: 10, Text: "BX9 1AS"},
		{X: 60, Y: 150, Size: 10, Text: "Mr James Wilson"},
		{X: 60, Y: 163, Size: 10, Text: "12 High Street"},
		{X: 60, Y: 176, Size: 10, Text: "Norwich NR1 3QU"},
		{X: 360, Y: 150, Size: 9, Text: "Date: 14 April 2024"},
		{X: 360, Y: 163, Size: 9, Text: "Our reference: SA/2024/88123"},
		{X: 360, Y: 176, Size: 9, Text: "Unique Taxpayer Reference (UTR): 12345 67890"},
		{X: 60, Y: 250, Size: 12, Text: "Your Self Assessment tax return for the tax year 2023-24"},
		{X: 60, Y: 270, Size: 10, Text: "Please send us your tax return by 31 January 2025."},
	}
}

// finanzamtItems is a German tax letter.
func finanzamtItems() []item {
	return []item{
		{X: 360, Y: 60, Size: 12, Text: "Finanzamt Köln-Mitte"},
		{X: 360, Y: 74, Size: 10, Text: "Am Weidenbach 2-4"},
		{X: 360, Y: 87, Size: 10, Text: "50676 Köln"},
		{X: 60, Y: 150, Size: 10, Text: "Herrn Max Mustermann"},
		{X: 60, Y: 163, Size: 10, Text: "Lindenweg 5"},
		{X: 60, Y: 176, Size: 10, Text: "10115 Berlin"},
		{X: 360, Y: 150, Size: 9, Text: "Datum: 03.05.2024"},
		{X: 360, Y: 163, Size: 9, Text: "Steuernummer: 214/5678/1234"},
		{X: 360, Y: 176, Size: 9, Text: "Aktenzeichen: ESt 2023/17"},
		{X: 60, Y: 250, Size: 12, Text: "Bescheid für 2023 über Einkommensteuer"},
	}
}

func taxValues(f Fields) map[string]string {
	return map[string]string{
		"issuing_authority":         f.IssuingAuthority.Value,
		"issuing_authority_country": f.IssuingAuthorityCountry.Value,
		"tax_number":                f.TaxNumber.Value,
		"taxpayer_name":             f.TaxpayerName.Value,
		"taxpayer_address":          f.TaxpayerAddress.Value,
		"date_of_issue":             f.DateOfIssue.Value,
		"reference_number":          f.ReferenceNumber.Value,
	}
}

func TestExtractGenerated(t *testing.T) {
	tests := []struct {
		name  string
		items []item
		want  map[string]string
	}{
		{"W-9", w9Items(), map[string]string{
			"issuing_authority": "Internal Revenue Service", "issuing_authority_country": "US",
			"tax_number": "575-23-3467", "taxpayer_name": "Alex Hellmann",
			"taxpayer_address": "1414 Center Ave, APT 788, Philadelphia, PA 19019",
			"date_of_issue":    "2024-03-14", "reference_number": ""}},
		{"HMRC letter", hmrcItems(), map[string]string{
			"issuing_authority": "HM Revenue & Customs", "issuing_authority_country": "GB",
			"tax_number": "12345 67890", "taxpayer_name": "James Wilson",
			"taxpayer_address": "12 High Street, Norwich NR1 3QU",
			"date_of_issue":    "2024-04-14", "reference_number": "SA/2024/88123"}},
		{"Finanzamt letter", finanzamtItems(), map[string]string{
			"issuing_authority": "Finanzamt Köln-Mitte", "issuing_authority_country": "DE",
			"tax_number": "214/5678/1234", "taxpayer_name": "Max Mustermann",
			"taxpayer_address": "Lindenweg 5, 10115 Berlin",
			"date_of_issue":    "2024-05-03", "reference_number": "ESt 2023/17"}},
	}
	r := reading.NewReader(reading.Options{})
	for _, tt := range tests {
		doc, err := r.Read(context.Background(), makePDF(t, tt.items))
		if err != nil {
			t.Fatalf("%s: Read: %v", tt.name, err)
		}
		f, err := extract(context.Background(), doc, doctype.Env{})
		if err != nil {
			t.Errorf("Extract(%s): %v", tt.name, err)
			continue
		}
		if diff := cmp.Diff(tt.want, taxValues(f)); diff != "" {
			t.Errorf("Extract(%s) mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}

func TestExtractNoEvidence(t *testing.T) {
	bill := []item{
		{X: 360, Y: 60, Size: 12, Text: "Northern Power Ltd"},
		{X: 360, Y: 74, Size: 10, Text: "PO Box 99"},
		{X: 360, Y: 87, Size: 10, Text: "Manchester M60 1AA"},
		{X: 60, Y: 150, Size: 10, Text: "Mr James Wilson"},
		{X: 60, Y: 163, Size: 10, Text: "12 High Street"},
		{X: 60, Y: 176, Size: 10, Text: "Norwich NR1 3QU"},
		{X: 360, Y: 150, Size: 9, Text: "Account number: 1234 5678"},
		{X: 360, Y: 163, Size: 9, Text: "Bill date: 7 March 2024"},
		{X: 60, Y: 300, Size: 10, Text: "Amount due: £123.45 (including VAT at 5%)"},
		{X: 60, Y: 800, Size: 7, Text: "VAT registration number GB 980 7806 84"},
	}
	passport := []item{
		{X: 60, Y: 60, Size: 14, Text: "PASSPORT"},
		{X: 60, Y: 700, Size: 12, Text: "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<"},
		{X: 60, Y: 716, Size: 12, Text: "L898902C36UTO7408122F1204159ZE184226B<<<<<10"},
	}
	r := reading.NewReader(reading.Options{})
	for name, items := range map[string][]item{"bill": bill, "passport": passport} {
		doc, err := r.Read(context.Background(), makePDF(t, items))
		if err != nil {
			t.Fatalf("%s: Read: %v", name, err)
		}
		if _, err := extract(context.Background(), doc, doctype.Env{}); !errors.Is(err, ErrNoEvidence) {
			t.Errorf("Extract(%s) error = %v, want ErrNoEvidence", name, err)
		}
	}
	if _, err := extract(context.Background(), &reading.Document{}, doctype.Env{}); !errors.Is(err, ErrNoEvidence) {
		t.Errorf("Extract(no pages) error = %v, want ErrNoEvidence", err)
	}
}

func BenchmarkReadExtract(b *testing.B) {
	data := makePDF(b, w9Items())
	r := reading.NewReader(reading.Options{})
	ctx := context.Background()
	b.ReportAllocs()
	var took []time.Duration
	for b.Loop() {
		start := time.Now()
		doc, err := r.Read(ctx, data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := extract(ctx, doc, doctype.Env{}); err != nil {
			b.Fatal(err)
		}
		took = append(took, time.Since(start))
	}
	slices.Sort(took)
	b.ReportMetric(float64(took[len(took)/2].Microseconds())/1000, "p50-ms")
}

// TestExtractGeneratedImage reads the generated tax documents as 300-DPI
// page images through OCR and measures field accuracy.
func TestExtractGeneratedImage(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR test")
	}
	pool, err := ocr.NewPool(ocr.Options{Workers: 1})
	if err != nil {
		t.Skipf("ocr.NewPool: %v", err)
	}
	defer pool.Close()
	r := reading.NewReader(reading.Options{OCR: pool})
	tests := []struct {
		name  string
		items []item
		want  map[string]string
	}{
		{"W-9", w9Items(), map[string]string{"issuing_authority": "Internal Revenue Service", "tax_number": "575-23-3467", "taxpayer_name": "Alex Hellmann", "taxpayer_address": "1414 Center Ave, APT 788, Philadelphia, PA 19019"}},
		{"HMRC letter", hmrcItems(), map[string]string{"issuing_authority": "HM Revenue & Customs", "tax_number": "12345 67890", "taxpayer_name": "James Wilson", "taxpayer_address": "12 High Street, Norwich NR1 3QU", "date_of_issue": "2024-04-14", "reference_number": "SA/2024/88123"}},
	}
	ok, total := 0, 0
	for _, tt := range tests {
		doc, err := r.Read(context.Background(), makePNG(t, tt.items, 300))
		if err != nil {
			t.Fatalf("%s: Read: %v", tt.name, err)
		}
		f, err := extract(context.Background(), doc, doctype.Env{})
		if err != nil {
			t.Errorf("Extract(%s): %v", tt.name, err)
			continue
		}
		got := taxValues(f)
		for field, want := range tt.want {
			total++
			kind := map[string]string{"taxpayer_name": "name", "taxpayer_address": "address", "tax_number": "id", "reference_number": "id"}[field]
			if matches(kind, got[field], &want, nil) {
				ok++
			} else {
				t.Logf("%s: %s = %q, want %q", tt.name, field, got[field], want)
			}
		}
	}
	acc := float64(ok) / float64(total)
	t.Logf("image field accuracy %d/%d = %.2f", ok, total, acc)
	if acc < 0.9 {
		t.Errorf("image field accuracy %.2f, want >= 0.90", acc)
	}
}

func FuzzFindAuthority(f *testing.F) {
	for _, s := range []string{"Department of the Treasury - Internal Revenue Service", "HM Revenue & Customs", "Finanzamt Köln-Mitte", "Agenzia delle Entrate", "impots.gouv.fr"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if a, ok := FindAuthority(s); ok && (a.Name == "" || len(a.Country) != 2) {
			t.Fatalf("FindAuthority(%q) = %+v", s, a)
		}
	})
}
