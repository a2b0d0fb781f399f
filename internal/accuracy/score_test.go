package accuracy

import (
	"errors"
	"testing"
	"time"

	"github.com/docextract/docextract"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

const identityRequest = `{"document_type": "identity", "source": "base64",
  "validations": {"expiry": {"validate_document_not_expired": true}}}`

const identityExpected = `{
  "key": "sandbox", "status": 200, "gt_quality": "generated",
  "fields": {
    "surname": {"value": "ÆVARSDÓTTIR", "kind": "name", "accept": ["AEVARSDOTTIR"]},
    "given_name": {"value": "ÞÓRA", "kind": "name"},
    "document_number": {"value": "M0918274", "kind": "id"},
    "place_of_birth": {"value": null, "kind": "text"}
  },
  "checks": [{"check_type": "expiry_validation", "status": "passed", "check_name": "validate_document_not_expired"}],
  "meta": {"format": "png", "today": "2026-03-16"}
}`

func mustCase(t *testing.T, request, expected string) Case {
	t.Helper()
	c, err := newCase("case", []byte(request), []byte(expected))
	if err != nil {
		t.Fatalf("newCase: %v", err)
	}
	return c
}

func TestScore(t *testing.T) {
	c := mustCase(t, identityRequest, identityExpected)
	passed := &docextract.ValidationResult{Checks: []docextract.Check{{
		CheckType: docextract.ExpiryValidationCheck, Status: docextract.Passed, CheckName: docextract.CheckDocumentNotExpired}}}
	failed := &docextract.ValidationResult{Checks: []docextract.Check{{
		CheckType: docextract.ExpiryValidationCheck, Status: docextract.Failed, CheckName: docextract.CheckDocumentNotExpired}}}
	tests := []struct {
		name string
		res  docextract.Result
		err  error
		want CaseResult
	}{
		{
			name: "all right, one only after normalising",
			res: docextract.Result{DocumentType: docextract.Identity, ValidationResult: passed, Fields: docextract.IdentityFields{
				Surname: "AEVARSDOTTIR", GivenName: "Þóra", DocumentNumber: "M0918274"}.Fields()},
			want: CaseResult{StatusOK: true, Scored: true,
				Fields: []FieldResult{
					{Field: "document_number", Kind: KindID, Exact: 1, Normalised: 1},
					{Field: "given_name", Kind: KindName, Exact: 0, Normalised: 1},
					{Field: "place_of_birth", Kind: KindText, Exact: 1, Normalised: 1},
					{Field: "surname", Kind: KindName, Exact: 1, Normalised: 1},
				},
				Checks: []CheckResult{{CheckType: "expiry_validation", Name: "validate_document_not_expired", Want: "passed", Got: "passed", OK: true}},
			},
		},
		{
			name: "wrong fields and check",
			res: docextract.Result{DocumentType: docextract.Identity, ValidationResult: failed, Fields: docextract.IdentityFields{
				Surname: "EVARSDOTTIR", DocumentNumber: "M0918274", PlaceOfBirth: "AKUREYRI"}.Fields()},
			want: CaseResult{StatusOK: true, Scored: true,
				Fields: []FieldResult{
					{Field: "document_number", Kind: KindID, Exact: 1, Normalised: 1},
					{Field: "given_name", Kind: KindName},
					{Field: "place_of_birth", Kind: KindText},
					{Field: "surname", Kind: KindName},
				},
				Checks: []CheckResult{{CheckType: "expiry_validation", Name: "validate_document_not_expired", Want: "passed", Got: "failed"}},
			},
		},
		{
			name: "refused: every field and check wrong, even the null one",
			err:  &docextract.Error{Code: docextract.CodeDocumentNotOfType},
			want: CaseResult{GotCode: "document_not_of_type", Scored: true,
				Fields: []FieldResult{
					{Field: "document_number", Kind: KindID},
					{Field: "given_name", Kind: KindName},
					{Field: "place_of_birth", Kind: KindText},
					{Field: "surname", Kind: KindName},
				},
				Checks: []CheckResult{{CheckType: "expiry_validation", Name: "validate_document_not_expired", Want: "passed"}},
			},
		},
		{
			name: "not supported: nothing scored",
			err:  &docextract.Error{Code: docextract.CodeDocumentTypeNotSupported},
			want: CaseResult{GotCode: "document_type_not_supported", NotSupported: true},
		},
		{
			name: "internal error",
			err:  errors.New("boom"),
			want: CaseResult{GotCode: "internal_error", Scored: true,
				Fields: []FieldResult{
					{Field: "document_number", Kind: KindID},
					{Field: "given_name", Kind: KindName},
					{Field: "place_of_birth", Kind: KindText},
					{Field: "surname", Kind: KindName},
				},
				Checks: []CheckResult{{CheckType: "expiry_validation", Name: "validate_document_not_expired", Want: "passed"}},
			},
		},
	}
	ignore := cmpopts.IgnoreFields(CaseResult{}, "ID", "DocumentType", "Format", "LatencyMS", "Error")
	ignoreValues := cmpopts.IgnoreFields(FieldResult{}, "Want", "Got")
	for _, tt := range tests {
		got := Score(c, tt.res, tt.err, 1500*time.Microsecond)
		if diff := cmp.Diff(tt.want, got, ignore, ignoreValues); diff != "" {
			t.Errorf("%s: Score mismatch (-want +got):\n%s", tt.name, diff)
		}
		if got.LatencyMS != 1.5 {
			t.Errorf("%s: LatencyMS = %v, want 1.5", tt.name, got.LatencyMS)
		}
	}
}

func TestScoreStatusOnly(t *testing.T) {
	refusal := `{"key": "live", "status": 400, "error": {"code": "document_not_of_type"}, "gt_quality": "repo",
	  "meta": {"format": "pdf"}}`
	smoke := `{"key": "sandbox", "status": 200, "gt_quality": "none", "fields": {"surname": {"value": "X", "kind": "name"}},
	  "checks": [{"check_type": "expiry_validation", "status": "passed"}], "meta": {"format": "png"}}`
	ok := docextract.Result{DocumentType: docextract.Identity, Fields: docextract.IdentityFields{}.Fields()}
	notOfType := &docextract.Error{Code: docextract.CodeDocumentNotOfType}
	tests := []struct {
		name     string
		expected string
		res      docextract.Result
		err      error
		statusOK bool
	}{
		{"refusal refused", refusal, docextract.Result{}, notOfType, true},
		{"refusal accepted", refusal, ok, nil, false},
		{"refusal with another code", refusal, docextract.Result{}, &docextract.Error{Code: docextract.CodeDocumentUnreadable}, false},
		{"smoke test succeeds", smoke, ok, nil, true},
		{"smoke test refused", smoke, docextract.Result{}, notOfType, false},
	}
	for _, tt := range tests {
		c := mustCase(t, `{"document_type": "identity", "source": "base64"}`, tt.expected)
		got := Score(c, tt.res, tt.err, time.Millisecond)
		if got.StatusOK != tt.statusOK || got.Scored || len(got.Fields)+len(got.Checks) > 0 {
			t.Errorf("%s: Score() = StatusOK %v, Scored %v, %d fields, %d checks; want StatusOK %v and nothing scored",
				tt.name, got.StatusOK, got.Scored, len(got.Fields), len(got.Checks), tt.statusOK)
		}
	}
}

func TestScorePeopleField(t *testing.T) {
	c := mustCase(t, `{"document_type": "organisation_doc", "source": "base64"}`, `{
	  "key": "live", "status": 200, "gt_quality": "generated", "meta": {"format": "pdf"},
	  "fields": {"significant_people": {"kind": "people", "value": [
	    {"name": "Katharina Günther", "role": "Geschäftsführer", "address": null},
	    {"name": "Jan de Vries", "role": "Prokurist", "address": "Lindenallee 164, 10442 Berlin"}]}}}`)
	res := docextract.Result{DocumentType: docextract.OrganisationDoc, Fields: docextract.OrganisationDocFields{
		SignificantPeople: []docextract.Person{{Name: "KATHARINA GUNTHER", Role: "director"}, {Name: "Someone Else"}, {Name: "Third"}},
	}.Fields()}
	got := Score(c, res, nil, time.Millisecond)
	want := []FieldResult{{
		Field: "significant_people", Kind: KindPeople, Normalised: 0.4,
		People: &PeopleScore{Expected: 2, Returned: 3, Matched: 1},
	}}
	if diff := cmp.Diff(want, got.Fields, cmpopts.IgnoreFields(FieldResult{}, "Want", "Got")); diff != "" {
		t.Errorf("Score(people) mismatch (-want +got):\n%s", diff)
	}
}
