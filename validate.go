package docextract

import (
	"reflect"
	"strings"
	"time"

	"github.com/docextract/docextract/fuzzy"
)

// Validate checks res against v as Extract does, with the Extractor's clock
// and fuzzy threshold. It lets a caller re-check a Result it already has.
func (e *Extractor) Validate(res Result, v Validations) ValidationResult {
	return validate(res, v, e.now(), e.fuzzyOptions())
}

// fieldKinds says which fuzzy rules compare each validatable field.
var fieldKinds = map[string]fuzzy.Kind{
	"document_number":           fuzzy.Identifier,
	"registration_number":       fuzzy.Identifier,
	"tax_number":                fuzzy.Identifier,
	"surname":                   fuzzy.Name,
	"given_name":                fuzzy.Name,
	"recipient_name":            fuzzy.Name,
	"taxpayer_name":             fuzzy.Name,
	"organisation_name":         fuzzy.Organisation,
	"recipient_address":         fuzzy.Address,
	"taxpayer_address":          fuzzy.Address,
	"registered_office_address": fuzzy.Address,
}

// validate builds the validation result: field checks in request order,
// then the not-expired check, the minimum-months check, and the recency check.
func validate(res Result, v Validations, now time.Time, fo fuzzy.Options) ValidationResult {
	today := dateOf(now.UTC())
	var checks []Check
	for _, f := range v.Fields {
		checks = append(checks, fieldCheck(res, f, fo))
	}
	if e := v.Expiry; e != nil && res.Identity != nil {
		expiry := res.Identity.DocumentExpiryDate
		if e.notExpired() {
			checks = append(checks, notExpiredCheck(expiry, today))
		}
		if e.MinimumMonthsUntilExpiry != nil {
			checks = append(checks, minimumMonthsCheck(expiry, *e.MinimumMonthsUntilExpiry, today))
		}
	}
	if r := v.Recency; r != nil && r.MaximumDocumentAgeMonths != nil {
		checks = append(checks, recencyCheck(documentDate(res), *r.MaximumDocumentAgeMonths, today))
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

func fieldCheck(res Result, f FieldValidation, fo fuzzy.Options) Check {
	c := Check{CheckType: FieldValidationCheck, Field: f.Field, ExpectedValue: f.ExpectedValue, MatchType: f.MatchType, Status: Skipped}
	got := fieldValue(res, f.Field)
	if got == "" {
		return c
	}
	c.ExtractedValue = got
	var ok bool
	switch f.MatchType {
	case MatchExact:
		ok = strings.TrimSpace(got) == strings.TrimSpace(f.ExpectedValue)
	default:
		d := fuzzy.Compare(fieldKinds[f.Field], f.ExpectedValue, got, fo)
		c.Explanation = &d
		ok = d.Match
	}
	c.Status = status(ok)
	return c
}

// fieldValue returns the string field of res whose JSON name is name, or "".
func fieldValue(res Result, name string) string {
	fields := res.fields()
	if fields == nil {
		return ""
	}
	v := reflect.ValueOf(fields).Elem()
	for i := 0; i < v.NumField(); i++ {
		if v.Type().Field(i).Tag.Get("json") == name && v.Field(i).Kind() == reflect.String {
			return v.Field(i).String()
		}
	}
	return ""
}

func documentDate(res Result) string {
	switch {
	case res.ProofOfAddress != nil:
		return res.ProofOfAddress.DocumentDate
	case res.Tax != nil:
		return res.Tax.DateOfIssue
	}
	return ""
}

func notExpiredCheck(expiry string, today date) Check {
	c := Check{CheckType: ExpiryValidationCheck, CheckName: CheckDocumentNotExpired, Status: Skipped}
	p, ok := parsePartialDate(expiry)
	if !ok {
		return c
	}
	c.DocumentExpiryDate, c.ExtractedValue = expiry, expiry
	c.Status = status(!p.last().before(today))
	return c
}

func minimumMonthsCheck(expiry string, minimum int64, today date) Check {
	c := Check{CheckType: ExpiryValidationCheck, CheckName: CheckMinimumMonthsUntilExpiry, Status: Skipped}
	p, ok := parsePartialDate(expiry)
	if !ok {
		return c
	}
	months := monthsBetween(today, p.last())
	c.DocumentExpiryDate, c.ExtractedValue = expiry, expiry
	c.MonthsUntilExpiry = &months
	c.Status = status(months >= minimum)
	return c
}

func recencyCheck(docDate string, maxAge int64, today date) Check {
	c := Check{CheckType: RecencyValidationCheck, Status: Skipped}
	p, ok := parsePartialDate(docDate)
	if !ok {
		return c
	}
	c.DocumentDateOfIssue, c.ExtractedValue = docDate, docDate
	oldest := today.addMonths(-int(maxAge))
	latest := today.addDays(1)
	// A partial date is as recent as its last day and as early as its first.
	c.Status = status(!p.last().before(oldest) && !latest.before(p.first()))
	return c
}

func status(ok bool) CheckStatus {
	if ok {
		return Passed
	}
	return Failed
}

// date is a calendar date without a time zone.
type date struct{ y, m, d int }

func dateOf(t time.Time) date { return date{t.Year(), int(t.Month()), t.Day()} }

func (a date) time() time.Time { return time.Date(a.y, time.Month(a.m), a.d, 0, 0, 0, 0, time.UTC) }

func (a date) before(b date) bool { return a.time().Before(b.time()) }

func (a date) addDays(n int) date { return dateOf(a.time().AddDate(0, 0, n)) }

// addMonths moves by whole calendar months, clamping to the month's last
// day: 31 January plus one month is 28 or 29 February.
func (a date) addMonths(n int) date {
	first := time.Date(a.y, time.Month(a.m)+time.Month(n), 1, 0, 0, 0, 0, time.UTC)
	d := min(a.d, daysIn(first.Year(), int(first.Month())))
	return date{first.Year(), int(first.Month()), d}
}

func daysIn(y, m int) int {
	return time.Date(y, time.Month(m)+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// monthsBetween returns the largest m with from.addMonths(m) not after to:
// whole calendar months, negative when to is before from.
func monthsBetween(from, to date) int64 {
	m := (to.y-from.y)*12 + (to.m - from.m)
	for to.before(from.addMonths(m)) {
		m--
	}
	for !to.before(from.addMonths(m + 1)) {
		m++
	}
	return int64(m)
}

// partialDate is YYYY-MM-DD, YYYY-MM or YYYY; m and d are 0 when not given.
type partialDate struct{ y, m, d int }

func parsePartialDate(s string) (partialDate, bool) {
	var p partialDate
	num := func(part string) int {
		n := 0
		for _, c := range part {
			if c < '0' || c > '9' {
				return -1
			}
			n = n*10 + int(c-'0')
		}
		return n
	}
	switch len(s) {
	case 10:
		if s[4] != '-' || s[7] != '-' {
			return p, false
		}
		p = partialDate{num(s[:4]), num(s[5:7]), num(s[8:])}
	case 7:
		if s[4] != '-' {
			return p, false
		}
		p = partialDate{num(s[:4]), num(s[5:]), 0}
	case 4:
		p = partialDate{num(s), 0, 0}
	default:
		return p, false
	}
	if p.y < 1 || p.m < 0 || p.m > 12 || p.d < 0 || (len(s) >= 7 && p.m == 0) || (len(s) == 10 && p.d == 0) {
		return p, false
	}
	if p.d > 0 && p.d > daysIn(p.y, p.m) {
		return p, false
	}
	return p, true
}

// first returns the earliest day the partial date can mean.
func (p partialDate) first() date {
	return date{p.y, max(p.m, 1), max(p.d, 1)}
}

// last returns the latest day the partial date can mean: a partial expiry
// date expires at the end of its month or year.
func (p partialDate) last() date {
	switch {
	case p.m == 0:
		return date{p.y, 12, 31}
	case p.d == 0:
		return date{p.y, p.m, daysIn(p.y, p.m)}
	}
	return date{p.y, p.m, p.d}
}
