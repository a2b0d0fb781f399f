package main

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract"
)

// TestReport: each check's value is printed once, with the months until
// expiry where the check has them.
func TestReport(t *testing.T) {
	ex, err := docextract.New(docextract.Options{OCRWorkers: 1, Now: func() time.Time { return time.Date(2026, 3, 16, 12, 0, 0, 0, time.UTC) }})
	if err != nil {
		t.Fatal(err)
	}
	defer ex.Close()
	var f docextract.Fields
	f.Set("surname", "MUELLER")
	f.Set("document_expiry_date", "2027-01-31")
	res := docextract.Result{DocumentType: docextract.Identity, Fields: f}
	notExpired, months := true, int64(6)
	vr := ex.Validate(res, docextract.Validations{
		Fields: []docextract.FieldValidation{
			{Field: "surname", ExpectedValue: "Müller", MatchType: docextract.MatchFuzzy},
			{Field: "given_name", ExpectedValue: "Anna", MatchType: docextract.MatchExact},
		},
		Expiry: &docextract.ExpiryValidation{ValidateDocumentNotExpired: &notExpired, MinimumMonthsUntilExpiry: &months},
	})
	var out bytes.Buffer
	report(&out, &vr)
	got := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	want := []string{
		`passed   surname                          extracted="MUELLER"`,
		`         "muller" vs "mueller": score 1.00, rule transliteration`,
		`skipped  given_name`,
		`passed   validate_document_not_expired    extracted="2027-01-31"`,
		`passed   minimum_months_until_expiry      extracted="2027-01-31" months_until_expiry=10`,
		`3 passed, 0 failed, 1 skipped`,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("report mismatch (-want +got):\n%s", diff)
	}
}
