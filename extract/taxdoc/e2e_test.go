package taxdoc

import (
	"context"
	"errors"
	"slices"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract"
	"github.com/docextract/docextract/extract/ocr"
)

// w9Items is a W-9 (Rev. October 2018) page with its labels where the IRS
// prints them and the filled values where a flattened form has them.
func w9Items() []item {
	return []item{
		{36, 52, 16, "Form W-9"}, {239, 46, 12, "Request for Taxpayer"},
		{184, 61, 12, "Identification Number and Certification"},
		{36, 73, 6, "Department of the Treasury"}, {36, 80, 6, "Internal Revenue Service"},
		{62, 91, 7, "1 Name (as shown on your income tax return). Name is required on this line; do not leave this line blank."},
		{70, 103, 10, "Alex Hellmann"},
		{62, 115, 7, "2 Business name/disregarded entity name, if different from above"},
		{70, 127, 10, "Hedge Hog Estate"},
		{62, 141, 7, "3 Check appropriate box for federal tax classification of the person whose name is entered on line 1."},
		{62, 247, 7, "5 Address (number, street, and apt. or suite no.) See instructions."},
		{393, 247, 7, "Requester’s name and address (optional)"},
		{70, 259, 10, "1414 Center Ave, APT 788"},
		{62, 271, 7, "6 City, state, and ZIP code"},
		{70, 283, 10, "Philadelphia, PA 19019"},
		{61, 295, 7, "7 List account number(s) here (optional)"},
		{41, 320, 9, "Part I Taxpayer Identification Number (TIN)"},
		{422, 331, 7, "Social security number"},
		{428, 348, 11, "575"}, {478, 348, 11, "23"}, {522, 348, 11, "3467"},
		{418, 369, 7, "or"},
		{422, 380, 7, "Employer identification number"},
		{40, 416, 9, "Part II Certification"},
		{388, 560, 7, "Date ▶"}, {420, 560, 10, "03/14/2024"},
	}
}

// hmrcItems is a letter from HMRC in the GB layout.
func hmrcItems() []item {
	return []item{
		{360, 60, 12, "HM Revenue & Customs"},
		{360, 74, 10, "BX9 1AS"},
		{60, 150, 10, "Mr James Wilson"},
		{60, 163, 10, "12 High Street"},
		{60, 176, 10, "Norwich NR1 3QU"},
		{360, 150, 9, "Date: 14 April 2024"},
		{360, 163, 9, "Our reference: SA/2024/88123"},
		{360, 176, 9, "Unique Taxpayer Reference (UTR): 12345 67890"},
		{60, 250, 12, "Your Self Assessment tax return for the tax year 2023-24"},
		{60, 270, 10, "Please send us your tax return by 31 January 2025."},
	}
}

// finanzamtItems is a German tax letter.
func finanzamtItems() []item {
	return []item{
		{360, 60, 12, "Finanzamt Köln-Mitte"},
		{360, 74, 10, "Am Weidenbach 2-4"},
		{360, 87, 10, "50676 Köln"},
		{60, 150, 10, "Herrn Max Mustermann"},
		{60, 163, 10, "Lindenweg 5"},
		{60, 176, 10, "10115 Berlin"},
		{360, 150, 9, "Datum: 03.05.2024"},
		{360, 163, 9, "Steuernummer: 214/5678/1234"},
		{360, 176, 9, "Aktenzeichen: ESt 2023/17"},
		{60, 250, 12, "Bescheid für 2023 über Einkommensteuer"},
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
	r := extract.NewReader(extract.Options{})
	for _, tt := range tests {
		doc, err := r.Read(context.Background(), makePDF(t, tt.items))
		if err != nil {
			t.Fatalf("%s: Read: %v", tt.name, err)
		}
		f, err := Extract(context.Background(), doc, Options{})
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
		{360, 60, 12, "Northern Power Ltd"},
		{360, 74, 10, "PO Box 99"},
		{360, 87, 10, "Manchester M60 1AA"},
		{60, 150, 10, "Mr James Wilson"},
		{60, 163, 10, "12 High Street"},
		{60, 176, 10, "Norwich NR1 3QU"},
		{360, 150, 9, "Account number: 1234 5678"},
		{360, 163, 9, "Bill date: 7 March 2024"},
		{60, 300, 10, "Amount due: £123.45 (including VAT at 5%)"},
		{60, 800, 7, "VAT registration number GB 980 7806 84"},
	}
	passport := []item{
		{60, 60, 14, "PASSPORT"},
		{60, 700, 12, "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<"},
		{60, 716, 12, "L898902C36UTO7408122F1204159ZE184226B<<<<<10"},
	}
	r := extract.NewReader(extract.Options{})
	for name, items := range map[string][]item{"bill": bill, "passport": passport} {
		doc, err := r.Read(context.Background(), makePDF(t, items))
		if err != nil {
			t.Fatalf("%s: Read: %v", name, err)
		}
		if _, err := Extract(context.Background(), doc, Options{}); !errors.Is(err, ErrNoEvidence) {
			t.Errorf("Extract(%s) error = %v, want ErrNoEvidence", name, err)
		}
	}
	if _, err := Extract(context.Background(), &extract.Document{}, Options{}); !errors.Is(err, ErrNoEvidence) {
		t.Errorf("Extract(no pages) error = %v, want ErrNoEvidence", err)
	}
}

func BenchmarkReadExtract(b *testing.B) {
	data := makePDF(b, w9Items())
	r := extract.NewReader(extract.Options{})
	ctx := context.Background()
	b.ReportAllocs()
	var took []time.Duration
	for b.Loop() {
		start := time.Now()
		doc, err := r.Read(ctx, data)
		if err != nil {
			b.Fatal(err)
		}
		if _, err := Extract(ctx, doc, Options{}); err != nil {
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
	r := extract.NewReader(extract.Options{OCR: pool})
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
		f, err := Extract(context.Background(), doc, Options{})
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
