package docextract

import (
	"encoding/json"
	"testing"
	"time"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/fuzzy"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func day(s string) time.Time {
	t, err := time.Parse("2006-01-02", s)
	if err != nil {
		panic(err)
	}
	return t.Add(15 * time.Hour) // any time of day: only the UTC date counts
}

func identityResult(expiry string) Result {
	return Result{DocumentType: Identity, Fields: IdentityFields{
		Surname: "Müller", GivenName: "Anna Maria", DocumentNumber: "L898902C3", DocumentExpiryDate: expiry,
	}.Fields()}
}

func TestValidateExpiry(t *testing.T) {
	tests := []struct {
		name    string
		expiry  string
		today   string
		minimum int64
		want    []Check
	}{
		{"valid, enough months", "2027-06-30", "2026-11-21", 6, []Check{
			{CheckType: ExpiryValidationCheck, CheckName: CheckDocumentNotExpired, Status: Passed, DocumentExpiryDate: "2027-06-30", ExtractedValue: "2027-06-30"},
			{CheckType: ExpiryValidationCheck, CheckName: CheckMinimumMonthsUntilExpiry, Status: Passed, DocumentExpiryDate: "2027-06-30", ExtractedValue: "2027-06-30", MonthsUntilExpiry: ptr(int64(7))},
		}},
		{"expires today is not expired", "2026-11-21", "2026-11-21", 1, []Check{
			{CheckType: ExpiryValidationCheck, CheckName: CheckDocumentNotExpired, Status: Passed, DocumentExpiryDate: "2026-11-21", ExtractedValue: "2026-11-21"},
			{CheckType: ExpiryValidationCheck, CheckName: CheckMinimumMonthsUntilExpiry, Status: Failed, DocumentExpiryDate: "2026-11-21", ExtractedValue: "2026-11-21", MonthsUntilExpiry: ptr(int64(0))},
		}},
		{"expired yesterday", "2026-11-20", "2026-11-21", 1, []Check{
			{CheckType: ExpiryValidationCheck, CheckName: CheckDocumentNotExpired, Status: Failed, DocumentExpiryDate: "2026-11-20", ExtractedValue: "2026-11-20"},
			{CheckType: ExpiryValidationCheck, CheckName: CheckMinimumMonthsUntilExpiry, Status: Failed, DocumentExpiryDate: "2026-11-20", ExtractedValue: "2026-11-20", MonthsUntilExpiry: ptr(int64(-1))},
		}},
		{"minimum met exactly on a month end", "2026-02-28", "2026-01-31", 1, []Check{
			{CheckType: ExpiryValidationCheck, CheckName: CheckDocumentNotExpired, Status: Passed, DocumentExpiryDate: "2026-02-28", ExtractedValue: "2026-02-28"},
			{CheckType: ExpiryValidationCheck, CheckName: CheckMinimumMonthsUntilExpiry, Status: Passed, DocumentExpiryDate: "2026-02-28", ExtractedValue: "2026-02-28", MonthsUntilExpiry: ptr(int64(1))},
		}},
		{"partial month expires at its end", "2026-11", "2026-11-30", 1, []Check{
			{CheckType: ExpiryValidationCheck, CheckName: CheckDocumentNotExpired, Status: Passed, DocumentExpiryDate: "2026-11", ExtractedValue: "2026-11"},
			{CheckType: ExpiryValidationCheck, CheckName: CheckMinimumMonthsUntilExpiry, Status: Failed, DocumentExpiryDate: "2026-11", ExtractedValue: "2026-11", MonthsUntilExpiry: ptr(int64(0))},
		}},
		{"partial month expired", "2026-10", "2026-11-01", 1, []Check{
			{CheckType: ExpiryValidationCheck, CheckName: CheckDocumentNotExpired, Status: Failed, DocumentExpiryDate: "2026-10", ExtractedValue: "2026-10"},
			{CheckType: ExpiryValidationCheck, CheckName: CheckMinimumMonthsUntilExpiry, Status: Failed, DocumentExpiryDate: "2026-10", ExtractedValue: "2026-10", MonthsUntilExpiry: ptr(int64(-1))},
		}},
		{"partial year expires on 31 December", "2026", "2026-12-31", 1, []Check{
			{CheckType: ExpiryValidationCheck, CheckName: CheckDocumentNotExpired, Status: Passed, DocumentExpiryDate: "2026", ExtractedValue: "2026"},
			{CheckType: ExpiryValidationCheck, CheckName: CheckMinimumMonthsUntilExpiry, Status: Failed, DocumentExpiryDate: "2026", ExtractedValue: "2026", MonthsUntilExpiry: ptr(int64(0))},
		}},
		{"not found is skipped", "", "2026-11-21", 1, []Check{
			{CheckType: ExpiryValidationCheck, CheckName: CheckDocumentNotExpired, Status: Skipped},
			{CheckType: ExpiryValidationCheck, CheckName: CheckMinimumMonthsUntilExpiry, Status: Skipped},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			v := Validations{Expiry: &ExpiryValidation{MinimumMonthsUntilExpiry: &tt.minimum, ValidateNotExpired: ptr(true)}}
			got := validate(specOfResult(identityResult(tt.expiry)), identityResult(tt.expiry), v, day(tt.today), fuzzy.Options{})
			if diff := cmp.Diff(tt.want, got.Checks); diff != "" {
				t.Errorf("validate mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestValidateRecency(t *testing.T) {
	tests := []struct {
		name   string
		date   string
		today  string
		maxAge int64
		want   CheckStatus
	}{
		{"within", "2026-09-01", "2026-11-21", 3, Passed},
		{"on the boundary", "2026-08-21", "2026-11-21", 3, Passed},
		{"one day too old", "2026-08-20", "2026-11-21", 3, Failed},
		{"month end clamp", "2026-02-28", "2026-03-31", 1, Passed},
		{"month end clamp, too old", "2026-02-27", "2026-03-31", 1, Failed},
		{"leap day", "2028-02-29", "2028-03-29", 1, Passed},
		{"tomorrow is allowed", "2026-11-22", "2026-11-21", 3, Passed},
		{"two days ahead fails", "2026-11-23", "2026-11-21", 3, Failed},
		{"partial month as recent as its end", "2026-08", "2026-11-21", 3, Passed},
		{"not found", "", "2026-11-21", 3, Skipped},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := Result{DocumentType: ProofOfAddress, Fields: ProofOfAddressFields{DocumentDate: tt.date}.Fields()}
			v := Validations{Recency: &RecencyValidation{MaximumDocumentAgeMonths: &tt.maxAge}}
			got := validate(specOfResult(res), res, v, day(tt.today), fuzzy.Options{})
			want := ValidationResult{Checks: []Check{{CheckType: RecencyValidationCheck, Status: tt.want, DocumentDateOfIssue: tt.date, ExtractedValue: tt.date}}}
			switch tt.want {
			case Passed:
				want.NumberOfChecksPassed = 1
			case Failed:
				want.NumberOfChecksFailed = 1
			case Skipped:
				want.NumberOfChecksSkipped = 1
			}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("validate mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestValidateFieldsOrderAndCounts(t *testing.T) {
	res := identityResult("2020-01-01")
	res.Fields.Set("given_name", "")
	v := Validations{
		Expiry: &ExpiryValidation{MinimumMonthsUntilExpiry: ptr(int64(3)), ValidateDocumentNotExpired: ptr(true)},
		Fields: []FieldValidation{
			{"surname", "  Müller ", MatchExact},
			{"surname", "müller", MatchExact},
			{"surname", "MUELLER", MatchFuzzy},
			{"document_number", "L89-890 2C3", MatchFuzzy},
			{"given_name", "Anna", MatchFuzzy},
			{"document_number", "L898902C4", MatchFuzzy},
		},
	}
	got := validate(specOfResult(res), res, v, day("2026-11-21"), fuzzy.Options{Strict: true})
	want := ValidationResult{
		NumberOfChecksPassed: 3, NumberOfChecksFailed: 4, NumberOfChecksSkipped: 1,
		Checks: []Check{
			{CheckType: FieldValidationCheck, Field: "surname", ExpectedValue: "  Müller ", ExtractedValue: "Müller", MatchType: MatchExact, Status: Passed},
			{CheckType: FieldValidationCheck, Field: "surname", ExpectedValue: "müller", ExtractedValue: "Müller", MatchType: MatchExact, Status: Failed},
			{CheckType: FieldValidationCheck, Field: "surname", ExpectedValue: "MUELLER", ExtractedValue: "Müller", MatchType: MatchFuzzy, Status: Passed},
			{CheckType: FieldValidationCheck, Field: "document_number", ExpectedValue: "L89-890 2C3", ExtractedValue: "L898902C3", MatchType: MatchFuzzy, Status: Passed},
			{CheckType: FieldValidationCheck, Field: "given_name", ExpectedValue: "Anna", MatchType: MatchFuzzy, Status: Skipped},
			{CheckType: FieldValidationCheck, Field: "document_number", ExpectedValue: "L898902C4", ExtractedValue: "L898902C3", MatchType: MatchFuzzy, Status: Failed},
			{CheckType: ExpiryValidationCheck, CheckName: CheckDocumentNotExpired, Status: Failed, DocumentExpiryDate: "2020-01-01", ExtractedValue: "2020-01-01"},
			{CheckType: ExpiryValidationCheck, CheckName: CheckMinimumMonthsUntilExpiry, Status: Failed, DocumentExpiryDate: "2020-01-01", ExtractedValue: "2020-01-01", MonthsUntilExpiry: ptr(int64(-83))},
		},
	}
	if diff := cmp.Diff(want, got, cmpopts.IgnoreFields(Check{}, "Explanation")); diff != "" {
		t.Errorf("validate mismatch (-want +got):\n%s", diff)
	}
	for _, c := range got.Checks {
		if c.MatchType == MatchFuzzy && c.Status != Skipped && c.Explanation == nil {
			t.Errorf("fuzzy check %s has no explanation", c.Field)
		}
	}
}

func TestValidateFuzzyDefaultsFollowDecisions(t *testing.T) {
	// The API's rule: fuzzy passes on similarity >= 0.85 for every field, numbers too.
	res := identityResult("")
	v := Validations{Fields: []FieldValidation{
		{"document_number", "L898902C4", MatchFuzzy}, // 8/9 similar
		{"document_number", "X898902Z4", MatchFuzzy}, // 6/9
	}}
	got := validate(specOfResult(res), res, v, day("2026-11-21"), fuzzy.Options{})
	statuses := []CheckStatus{got.Checks[0].Status, got.Checks[1].Status}
	if diff := cmp.Diff([]CheckStatus{Passed, Failed}, statuses); diff != "" {
		t.Errorf("statuses mismatch (-want +got):\n%s", diff)
	}
	if e := got.Checks[0].Explanation; e == nil || e.Rule != fuzzy.RuleSimilarity {
		t.Errorf("explanation = %+v, want rule similarity", e)
	}
	higher := validate(specOfResult(res), res, v, day("2026-11-21"), fuzzy.Options{Threshold: 0.9})
	if higher.Checks[0].Status != Failed {
		t.Errorf("threshold 0.9: status %s, want failed", higher.Checks[0].Status)
	}
}

func TestValidateNoChecks(t *testing.T) {
	got := validate(specOfResult(identityResult("")), identityResult(""), Validations{}, day("2026-11-21"), fuzzy.Options{})
	if diff := cmp.Diff(ValidationResult{Checks: []Check{}}, got); diff != "" {
		t.Errorf("validate mismatch (-want +got):\n%s", diff)
	}
}

func TestValidateTodayIsTheUTCDate(t *testing.T) {
	// 23:30 in New York on 21 November is already 22 November in UTC.
	ny := time.FixedZone("EST", -5*3600)
	now := time.Date(2026, 11, 21, 23, 30, 0, 0, ny)
	v := Validations{Expiry: &ExpiryValidation{ValidateDocumentNotExpired: ptr(true)}}
	got := validate(specOfResult(identityResult("2026-11-21")), identityResult("2026-11-21"), v, now, fuzzy.Options{})
	if got.Checks[0].Status != Failed {
		t.Errorf("expiry 2026-11-21 at %s: status %s, want failed (today is 2026-11-22 UTC)", now, got.Checks[0].Status)
	}
}

// specOfResult returns the contract of res's type.
func specOfResult(res Result) doctype.Spec {
	spec, _ := specOf(res.DocumentType)
	return spec
}

func fieldOf(v string) layout.Field { return layout.Field{Value: v, Page: 1} }

// statementResult is a proof-of-address result covering start to end.
func statementResult(start, end string) Result {
	return Result{DocumentType: ProofOfAddress, Fields: ProofOfAddressFields{StatementPeriodStart: start, StatementPeriodEnd: end}.Fields()}
}

func TestStatementCoverage(t *testing.T) {
	tests := []struct {
		start, end string
		months     int64
		want       CheckStatus
		days       int64
	}{
		{"2026-01-01", "2026-01-31", 1, Passed, 31},
		{"2026-01-15", "2026-02-14", 1, Passed, 31}, // mid-month to mid-month is a month
		{"2026-01-15", "2026-02-13", 1, Failed, 30},
		{"2026-02-01", "2026-02-28", 1, Passed, 28}, // February
		{"2028-02-01", "2028-02-28", 1, Failed, 28}, // a leap year's February has 29 days
		{"2028-02-01", "2028-02-29", 1, Passed, 29},
		{"2026-01-01", "2026-03-31", 3, Passed, 90},
		{"2026-01-01", "2026-03-30", 3, Failed, 89},
		{"2025-11-01", "2026-01-31", 3, Passed, 92}, // across a year end
		{"2026-01-31", "2026-02-26", 1, Failed, 27}, // 31 January plus a month is 28 February,
		{"2026-01-31", "2026-02-27", 1, Passed, 28}, // which the day after 27 February reaches
	}
	for _, tt := range tests {
		c := coverageCheck(tt.start, tt.end, tt.months)
		want := Check{CheckType: StatementCoverageCheck, Status: tt.want, MinimumCoverageMonths: ptr(tt.months),
			StatementPeriodStart: tt.start, StatementPeriodEnd: tt.end, CoverageDays: ptr(tt.days), ExtractedValue: tt.start + "/" + tt.end}
		if diff := cmp.Diff(want, c); diff != "" {
			t.Errorf("coverage %s..%s over %d months mismatch (-want +got):\n%s", tt.start, tt.end, tt.months, diff)
		}
	}
	for _, p := range [][2]string{{"", ""}, {"2026-01-01", ""}, {"2026-01", "2026-02-28"}, {"2026-03-01", "2026-01-31"}} {
		c := coverageCheck(p[0], p[1], 1)
		if c.Status != Skipped || c.ExtractedValue != "" || c.CoverageDays != nil {
			t.Errorf("coverage %q..%q = %+v, want skipped without values", p[0], p[1], c)
		}
	}
}

func TestStatementRecency(t *testing.T) {
	tests := []struct {
		end    string
		months int64
		today  string
		want   CheckStatus
	}{
		{"2026-03-31", 1, "2026-04-10", Passed},
		{"2026-03-09", 1, "2026-04-10", Failed},
		{"2026-03-10", 1, "2026-04-10", Passed},
		{"2026-04-11", 1, "2026-04-10", Passed}, // a day ahead: clocks differ
		{"2026-04-12", 1, "2026-04-10", Failed},
		{"2026-02-28", 1, "2026-03-31", Passed}, // 31 March less a month is 28 February
		{"2025-12-31", 3, "2026-03-31", Passed},
	}
	for _, tt := range tests {
		today := dates.Of(day(tt.today))
		c := statementRecencyCheck(tt.end, tt.months, today)
		want := Check{CheckType: StatementRecencyCheck, Status: tt.want, MaximumStatementAgeMonths: ptr(tt.months), StatementPeriodEnd: tt.end, ExtractedValue: tt.end}
		if diff := cmp.Diff(want, c); diff != "" {
			t.Errorf("recency of %s on %s mismatch (-want +got):\n%s", tt.end, tt.today, diff)
		}
	}
	if c := statementRecencyCheck("", 1, dates.Of(day("2026-04-10"))); c.Status != Skipped || c.ExtractedValue != "" {
		t.Errorf("no period end: %+v, want skipped", c)
	}
}

// TestStatementChecksOrder: the statement checks follow the recency check,
// coverage first; the counts add up; JSON carries each check's members.
func TestStatementChecksOrder(t *testing.T) {
	res := statementResult("2026-01-01", "2026-03-31")
	res.Fields.Set("document_date", "2026-04-02")
	v := Validations{
		Statement: &StatementValidation{MinimumCoverageMonths: ptr(int64(3)), MaximumStatementAgeMonths: ptr(int64(1))},
		Recency:   &RecencyValidation{MaximumDocumentAgeMonths: ptr(int64(6))},
		Fields:    []FieldValidation{{"recipient_name", "Jane Roe", MatchFuzzy}},
	}
	got := validate(specOfResult(res), res, v, day("2026-04-10"), fuzzy.Options{})
	var order []CheckType
	for _, c := range got.Checks {
		order = append(order, c.CheckType)
	}
	want := []CheckType{FieldValidationCheck, RecencyValidationCheck, StatementCoverageCheck, StatementRecencyCheck}
	if diff := cmp.Diff(want, order); diff != "" {
		t.Errorf("order mismatch (-want +got):\n%s", diff)
	}
	if got.NumberOfChecksPassed != 3 || got.NumberOfChecksSkipped != 1 {
		t.Errorf("counts = %d passed, %d skipped; want 3, 1", got.NumberOfChecksPassed, got.NumberOfChecksSkipped)
	}
	b, err := json.Marshal(got.Checks[2:])
	if err != nil {
		t.Fatal(err)
	}
	wantJSON := `[{"check_type":"statement_coverage_validation","status":"passed","extracted_value":"2026-01-01/2026-03-31","minimum_coverage_months":3,"statement_period_start":"2026-01-01","statement_period_end":"2026-03-31","coverage_days":90},` +
		`{"check_type":"statement_recency_validation","status":"passed","extracted_value":"2026-03-31","maximum_statement_age_months":1,"statement_period_end":"2026-03-31"}]`
	if diff := cmp.Diff(wantJSON, string(b)); diff != "" {
		t.Errorf("JSON mismatch (-want +got):\n%s", diff)
	}
}
