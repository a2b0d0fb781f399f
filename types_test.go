package docextract

import (
	"encoding/json"
	"regexp"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestResultJSON(t *testing.T) {
	tests := []struct {
		name string
		res  Result
		want string
	}{
		{"identity with nulls", Result{ID: "dex_1", Livemode: true, DocumentType: Identity, Fields: IdentityFields{Surname: "ERIKSSON", IssuingCountry: "SE"}.Fields()},
			`{"id":"dex_1","object":"document_extraction","livemode":true,"document_type":"identity","issuing_country":"SE","document_number":null,"document_date_of_issue":null,"document_expiry_date":null,"document_issuing_authority":null,"surname":"ERIKSSON","given_name":null,"date_of_birth":null,"place_of_birth":null}`},
		{"organisation without people", Result{ID: "dex_2", DocumentType: OrganisationDoc, Fields: OrganisationDocFields{OrganisationName: "ACME LTD"}.Fields()},
			`{"id":"dex_2","object":"document_extraction","livemode":false,"document_type":"organisation_doc","organisation_name":"ACME LTD","registration_number":null,"issuing_authority":null,"jurisdiction_of_incorporation":null,"incorporation_date":null,"registered_office_address":null,"organisation_status":null,"organisation_type":null,"significant_people":[]}`},
		{"people with a null address", Result{ID: "dex_3", DocumentType: OrganisationDoc, Fields: OrganisationDocFields{SignificantPeople: []Person{{Name: "Jane Roe", Role: "Director"}}}.Fields()},
			`{"id":"dex_3","object":"document_extraction","livemode":false,"document_type":"organisation_doc","organisation_name":null,"registration_number":null,"issuing_authority":null,"jurisdiction_of_incorporation":null,"incorporation_date":null,"registered_office_address":null,"organisation_status":null,"organisation_type":null,"significant_people":[{"name":"Jane Roe","role":"Director","address":null}]}`},
		{"validation result with a skipped check", Result{ID: "dex_4", DocumentType: ProofOfAddress, Fields: ProofOfAddressFields{}.Fields(),
			ValidationResult: &ValidationResult{NumberOfChecksSkipped: 1, Checks: []Check{{CheckType: RecencyValidationCheck, Status: Skipped}}}},
			`{"id":"dex_4","object":"document_extraction","livemode":false,"document_type":"proof_of_address","recipient_name":null,"recipient_address":null,"issuer_name":null,"issuer_address":null,"document_date":null,"statement_period_start":null,"statement_period_end":null,"validation_result":{"number_of_checks_passed":0,"number_of_checks_failed":0,"number_of_checks_skipped":1,"checks":[{"check_type":"recency_validation","status":"skipped"}]}}`},
		{"months until expiry zero is written", Result{ID: "dex_5", DocumentType: TaxDoc, Fields: TaxDocFields{}.Fields(),
			ValidationResult: &ValidationResult{Checks: []Check{{CheckType: ExpiryValidationCheck, Status: Failed, CheckName: CheckMinimumMonthsUntilExpiry, MonthsUntilExpiry: ptr(int64(0)), DocumentExpiryDate: "2026-11"}}}},
			`{"id":"dex_5","object":"document_extraction","livemode":false,"document_type":"tax_doc","issuing_authority":null,"issuing_authority_country":null,"tax_number":null,"taxpayer_name":null,"taxpayer_address":null,"date_of_issue":null,"reference_number":null,"validation_result":{"number_of_checks_passed":0,"number_of_checks_failed":0,"number_of_checks_skipped":0,"checks":[{"check_type":"expiry_validation","status":"failed","check_name":"minimum_months_until_expiry","document_expiry_date":"2026-11","months_until_expiry":0}]}}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := json.Marshal(tt.res)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, string(got)); diff != "" {
				t.Errorf("Marshal mismatch (-want +got):\n%s", diff)
			}
			var back Result
			if err := json.Unmarshal(got, &back); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.res, back, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("round trip mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestNewID(t *testing.T) {
	re := regexp.MustCompile(`^dex_[0-9A-Za-z]{24}$`)
	seen := map[string]bool{}
	for range 1000 {
		id := newID()
		if !re.MatchString(id) {
			t.Fatalf("newID() = %q, want dex_ and 24 base62 characters", id)
		}
		if seen[id] {
			t.Fatalf("newID() repeated %q", id)
		}
		seen[id] = true
	}
}

func TestErrorCodeOf(t *testing.T) {
	wrapped := &Error{Code: CodeDocumentTooLarge, Message: "x"}
	if got := ErrorCodeOf(wrapped); got != CodeDocumentTooLarge {
		t.Errorf("ErrorCodeOf = %q", got)
	}
	if got := ErrorCodeOf(json.Unmarshal([]byte("{"), new(any))); got != CodeInternal {
		t.Errorf("ErrorCodeOf(plain error) = %q, want internal_error", got)
	}
	if got := ErrorCodeOf(nil); got != "" {
		t.Errorf("ErrorCodeOf(nil) = %q, want empty", got)
	}
}
