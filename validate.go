package docextract

import (
	"strings"
	"time"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/fuzzy"
)

// Validate checks res against v as Extract does, with the Extractor's clock
// and fuzzy threshold. It lets a caller re-check a Result it already has;
// a result of a type Extract does not support gets no checks. It needs no
// OCR, so an Extractor not built with New validates with the defaults
// (time.Now, the default fuzzy threshold).
func (e *Extractor) Validate(res Result, v Validations) ValidationResult {
	spec, _ := specOf(res.DocumentType)
	now, fo := time.Now, fuzzy.Options{}
	if e != nil {
		fo = e.fuzzyOptions()
		if e.now != nil {
			now = e.now
		}
	}
	return validate(spec, res, v, now(), fo)
}

// fuzzyKinds says which fuzzy rules compare each kind of field.
var fuzzyKinds = map[doctype.Kind]fuzzy.Kind{
	doctype.ID:           fuzzy.Identifier,
	doctype.Name:         fuzzy.Name,
	doctype.Organisation: fuzzy.Organisation,
	doctype.Address:      fuzzy.Address,
}

// validate builds the validation result of res, of the type spec describes:
// field checks in request order, then the not-expired check, the
// minimum-months check, the recency check, the statement coverage check
// and the statement recency check.
func validate(spec doctype.Spec, res Result, v Validations, now time.Time, fo fuzzy.Options) ValidationResult {
	today := dates.Of(now.UTC())
	var checks []Check
	for _, f := range v.Fields {
		checks = append(checks, fieldCheck(spec, res, f, fo))
	}
	if e := v.Expiry; e != nil && spec.ExpiryDate != "" {
		expiry := res.Fields.Get(spec.ExpiryDate)
		if e.notExpired() {
			checks = append(checks, notExpiredCheck(expiry, today))
		}
		if e.MinimumMonthsUntilExpiry != nil {
			checks = append(checks, minimumMonthsCheck(expiry, *e.MinimumMonthsUntilExpiry, today))
		}
	}
	if r := v.Recency; r != nil && r.MaximumDocumentAgeMonths != nil && spec.RecencyDate != "" {
		checks = append(checks, recencyCheck(res.Fields.Get(spec.RecencyDate), *r.MaximumDocumentAgeMonths, today))
	}
	if st := v.Statement; st != nil && spec.Statements {
		start, end := res.Fields.Get(doctype.StatementPeriodStart), res.Fields.Get(doctype.StatementPeriodEnd)
		if m := st.MinimumCoverageMonths; m != nil {
			checks = append(checks, coverageCheck(start, end, *m))
		}
		if m := st.MaximumStatementAgeMonths; m != nil {
			checks = append(checks, statementRecencyCheck(end, *m, today))
		}
	}
	out := ValidationResult{Checks: checks}
	if out.Checks == nil {
		out.Checks = []Check{}
	}
	for _, c := range checks {
		switch c.Status {
		case Passed:
			out.NumberOfChecksPassed++
		case Failed:
			out.NumberOfChecksFailed++
		case Skipped:
			out.NumberOfChecksSkipped++
		}
	}
	return out
}

func fieldCheck(spec doctype.Spec, res Result, f FieldValidation, fo fuzzy.Options) Check {
	c := Check{CheckType: FieldValidationCheck, Field: f.Field, ExpectedValue: f.ExpectedValue, MatchType: f.MatchType, Status: Skipped}
	got := res.Fields.Get(f.Field)
	if got == "" {
		return c
	}
	c.ExtractedValue = got
	var ok bool
	switch f.MatchType {
	case MatchExact:
		ok = strings.TrimSpace(got) == strings.TrimSpace(f.ExpectedValue)
	default:
		field, _ := spec.Field(f.Field)
		kind, known := fuzzyKinds[field.Kind]
		if !known {
			kind = fuzzy.Text
		}
		d := fuzzy.Compare(kind, f.ExpectedValue, got, fo)
		c.Explanation = &d
		ok = d.Match
	}
	c.Status = status(ok)
	return c
}

func notExpiredCheck(expiry string, today dates.Date) Check {
	c := Check{CheckType: ExpiryValidationCheck, CheckName: CheckDocumentNotExpired, Status: Skipped}
	d, ok := dates.ParseISO(expiry)
	if !ok {
		return c
	}
	c.DocumentExpiryDate, c.ExtractedValue = expiry, expiry
	c.Status = status(!d.Last().Before(today))
	return c
}

func minimumMonthsCheck(expiry string, minimum int64, today dates.Date) Check {
	c := Check{CheckType: ExpiryValidationCheck, CheckName: CheckMinimumMonthsUntilExpiry, Status: Skipped}
	d, ok := dates.ParseISO(expiry)
	if !ok {
		return c
	}
	months := int64(dates.MonthsBetween(today, d.Last()))
	c.DocumentExpiryDate, c.ExtractedValue = expiry, expiry
	c.MonthsUntilExpiry = &months
	c.Status = status(months >= minimum)
	return c
}

func recencyCheck(docDate string, maxAge int64, today dates.Date) Check {
	c := Check{CheckType: RecencyValidationCheck, Status: Skipped}
	d, ok := dates.ParseISO(docDate)
	if !ok {
		return c
	}
	c.DocumentDateOfIssue, c.ExtractedValue = docDate, docDate
	oldest := today.AddMonths(-int(maxAge))
	latest := today.AddDays(1)
	// A partial date is as recent as its last day and as early as its first.
	c.Status = status(!d.Last().Before(oldest) && !latest.Before(d.First()))
	return c
}

// coverageCheck passes when the statement period covers at least minimum
// calendar months: its end plus one day is on or after its start plus
// minimum months (1 to 31 January covers one month, and so does 15
// January to 14 February).
func coverageCheck(start, end string, minimum int64) Check {
	c := Check{CheckType: StatementCoverageCheck, Status: Skipped, MinimumCoverageMonths: &minimum}
	s, ok1 := dates.ParseISO(start)
	e, ok2 := dates.ParseISO(end)
	if !ok1 || !ok2 || s.Partial() || e.Partial() || e.Before(s) {
		return c
	}
	days := int64(dates.DaysBetween(s, e) + 1)
	c.StatementPeriodStart, c.StatementPeriodEnd, c.CoverageDays = start, end, &days
	c.ExtractedValue = start + "/" + end
	c.Status = status(!e.AddDays(1).Before(s.AddMonths(int(minimum))))
	return c
}

// statementRecencyCheck passes when the statement period's end lies within
// maximum calendar months before today and not more than one day ahead.
func statementRecencyCheck(end string, maximum int64, today dates.Date) Check {
	c := Check{CheckType: StatementRecencyCheck, Status: Skipped, MaximumStatementAgeMonths: &maximum}
	e, ok := dates.ParseISO(end)
	if !ok || e.Partial() {
		return c
	}
	c.StatementPeriodEnd, c.ExtractedValue = end, end
	c.Status = status(!e.Before(today.AddMonths(-int(maximum))) && !today.AddDays(1).Before(e))
	return c
}

func status(ok bool) CheckStatus {
	if ok {
		return Passed
	}
	return Failed
}
