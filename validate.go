package docextract

import (
	"strings"
	"time"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/money"
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
// minimum-months check, the recency check, the statement coverage check,
// the statement recency check, then the integrity checks: totals, then
// identifiers.
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
	if in := v.Integrity; in != nil {
		if in.ValidateTotals != nil && *in.ValidateTotals && spec.Totals != nil {
			checks = append(checks, totalsCheck(*spec.Totals, res.Fields))
		}
		if in.ValidateIdentifiers != nil && *in.ValidateIdentifiers && len(spec.Identifiers) > 0 {
			checks = append(checks, identifiersCheck(spec.Identifiers, res.Fields))
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
	field, _ := spec.Field(f.Field)
	switch {
	case field.Kind == doctype.Money:
		// Money is compared as a number: "1234.5" equals 1.234,50 read.
		want, err1 := expectedMoney(f.ExpectedValue)
		have, err2 := money.Parse(got)
		ok = err1 == nil && err2 == nil && want.Amount.Equal(have)
		if cur := res.Fields.Get(currencyField); ok && want.Currency != "" && cur != "" {
			ok = want.Currency == cur
		}
	case f.MatchType == MatchExact:
		ok = strings.TrimSpace(got) == strings.TrimSpace(f.ExpectedValue)
	default:
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

// currencyField is the field that holds the currency of a type's money
// fields.
const currencyField = "currency"

// expectedMoney reads the expected value of a money field: the API's form
// ("1234.50") or a printed one ("1.234,50 €").
func expectedMoney(s string) (money.Money, error) {
	s = strings.TrimSpace(s)
	if a, err := money.Parse(s); err == nil {
		return money.Money{Amount: a}, nil
	}
	return money.Read(s, money.Options{})
}

// totalsTolerance is how far sums may be from the amounts printed.
var totalsTolerance = money.New(1, 2)

// totalsCheck passes when subtotal + tax (+ tip) is the total within 0.01
// and the items' amounts add up to the subtotal, or to the total where the
// items are priced with tax or no subtotal is printed. It is skipped when
// neither sum can be formed from what was read.
func totalsCheck(t doctype.Totals, f Fields) Check {
	c := Check{CheckType: IntegrityCheck, CheckName: CheckTotalsConsistent, Status: Skipped}
	read := func(name string) (money.Amount, bool) {
		if name == "" {
			return money.Amount{}, false
		}
		a, err := money.Parse(f.Get(name))
		return a, err == nil
	}
	total, hasTotal := read(t.Total)
	sub, hasSub := read(t.Subtotal)
	tax, hasTax := read(t.Tax)
	tip, hasTip := read(t.Tip)
	if hasTotal {
		c.ExtractedValue = total.String()
	}
	if hasTotal && hasSub && (hasTax || hasTip) {
		sum, parts := sub, []string{t.Subtotal + " " + sub.String()}
		if hasTax {
			sum, _ = sum.Add(tax)
			parts = append(parts, t.Tax+" "+tax.String())
		}
		if hasTip {
			sum, _ = sum.Add(tip)
			parts = append(parts, t.Tip+" "+tip.String())
		}
		c.Details = append(c.Details, CheckDetail{
			Value:  strings.Join(parts, " + ") + " = " + sum.String() + "; " + t.Total + " " + total.String(),
			Rule:   "subtotal_plus_tax_equals_total",
			Status: status(sum.Within(total, totalsTolerance)),
		})
	}
	items := f.List(t.Items)
	var sum money.Amount
	priced := 0
	for _, it := range items {
		if a, err := money.Parse(it.Get(t.ItemAmount)); err == nil {
			sum, _ = sum.Add(a)
			priced++
		}
	}
	if priced > 0 && priced == len(items) && (hasSub || hasTotal) {
		d := CheckDetail{Rule: "line_items_sum_to_subtotal"}
		switch {
		case hasSub && sum.Within(sub, totalsTolerance):
			d.Value, d.Status = "line items "+sum.String()+"; "+t.Subtotal+" "+sub.String(), Passed
		case hasTotal && sum.Within(total, totalsTolerance):
			d.Rule = "line_items_sum_to_total"
			d.Value, d.Status = "line items "+sum.String()+"; "+t.Total+" "+total.String(), Passed
		case hasSub:
			d.Value, d.Status = "line items "+sum.String()+"; "+t.Subtotal+" "+sub.String(), Failed
		default:
			d.Rule = "line_items_sum_to_total"
			d.Value, d.Status = "line items "+sum.String()+"; "+t.Total+" "+total.String(), Failed
		}
		c.Details = append(c.Details, d)
	}
	return settle(c)
}

// settle gives an integrity check the status of its details: failed when
// one failed, passed when one passed, else skipped (without an extracted
// value).
func settle(c Check) Check {
	c.Status = Skipped
	for _, d := range c.Details {
		switch {
		case d.Status == Failed:
			c.Status = Failed
		case d.Status == Passed && c.Status == Skipped:
			c.Status = Passed
		}
	}
	if c.Status == Skipped {
		c.ExtractedValue = ""
	}
	return c
}

// identifiersCheck tests every identifier read: IBANs by ISO 13616 (the
// country's length and MOD 97-10), BICs by the ISO 9362 shape with a known
// country, VAT, tax and register numbers by their country's check digits
// where one is defined (others are listed as skipped).
func identifiersCheck(ids []doctype.Identifier, f Fields) Check {
	c := Check{CheckType: IntegrityCheck, CheckName: CheckIdentifiersValid}
	var tested []string
	for _, id := range ids {
		v := strings.TrimSpace(f.Get(id.Field))
		if v == "" {
			continue
		}
		d := identifierDetail(id, v, f.Get(id.CountryField))
		c.Details = append(c.Details, d)
		if d.Status != Skipped {
			tested = append(tested, v)
		}
	}
	c.ExtractedValue = strings.Join(tested, ", ")
	return settle(c)
}

// identifierDetail tests one identifier v of kind id.Kind; country is the
// document's country for it, "" when unknown.
func identifierDetail(id doctype.Identifier, v, country string) CheckDetail {
	d := CheckDetail{Value: v}
	compact := strings.ToUpper(strings.Join(strings.Fields(v), ""))
	kind := id.Kind
	if kind == doctype.Account {
		if looksLikeIBAN(compact) {
			kind = doctype.IBAN
		} else {
			d.Rule, d.Status = "account_number_no_check_defined", Skipped
			return d
		}
	}
	switch kind {
	case doctype.IBAN:
		d.Rule = "iban_iso13616"
		n, known := lexicon.IBANLength(compact[:min(2, len(compact))])
		switch {
		case !known:
			d.Rule = "iban_country"
		case len(compact) != n:
			d.Rule = "iban_length"
		}
		d.Status = status(known && len(compact) == n && lexicon.ValidIBAN(compact))
	case doctype.BIC:
		d.Rule, d.Status = "bic_iso9362", status(lexicon.ValidBIC(compact))
	default:
		kinds := []lexicon.SchemeKind{lexicon.SchemeVAT, lexicon.SchemeTIN, lexicon.SchemePersonalTax}
		if kind == doctype.Registration {
			kinds = []lexicon.SchemeKind{lexicon.SchemeCompanyRegister}
		}
		s, st := lexicon.CheckIdentifier(v, country, kinds...)
		switch st {
		case lexicon.IDValid:
			d.Rule, d.Status = s.ID+"_check_digits", Passed
		case lexicon.IDInvalid:
			d.Rule, d.Status = s.ID+"_check_digits", Failed
		default:
			d.Rule, d.Status = "no_check_defined", Skipped
			if s != nil {
				d.Rule = s.ID + "_no_check_defined"
			}
		}
	}
	return d
}

// looksLikeIBAN reports whether s has an IBAN's shape: two letters, two
// digits and at least eleven more letters or digits.
func looksLikeIBAN(s string) bool {
	if len(s) < 15 || len(s) > 34 {
		return false
	}
	for i, r := range s {
		switch {
		case i < 2 && (r < 'A' || r > 'Z'):
			return false
		case i >= 2 && i < 4 && (r < '0' || r > '9'):
			return false
		case i >= 4 && !(r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'):
			return false
		}
	}
	return true
}
