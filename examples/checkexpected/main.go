package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/docextract/docextract"
)

func main() {
	surname := flag.String("surname", "", "expected surname")
	months := flag.Int64("months", 6, "minimum months until expiry")
	sandbox := flag.Bool("sandbox", false, "accept specimen documents")
	flag.Parse()
	if flag.NArg() != 1 || *surname == "" {
		fmt.Fprintln(os.Stderr, "usage: checkexpected -surname NAME [-months N] [-sandbox] FILE")
		os.Exit(2)
	}
	data, err := os.ReadFile(flag.Arg(0))
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}

	notExpired := true
	res, err := docextract.Extract(context.Background(), docextract.Request{
		DocumentType: docextract.Identity,
		Document:     data,
		Sandbox:      *sandbox,
		Validations: &docextract.Validations{
			Fields: []docextract.FieldValidation{{Field: "surname", ExpectedValue: *surname, MatchType: docextract.MatchFuzzy}},
			Expiry: &docextract.ExpiryValidation{ValidateDocumentNotExpired: &notExpired, MinimumMonthsUntilExpiry: months},
		},
	})
	if err != nil {
		fmt.Fprintf(os.Stderr, "%s: %v\n", docextract.ErrorCodeOf(err), err)
		os.Exit(1)
	}
	vr := res.ValidationResult
	report(os.Stdout, vr)
	if vr.NumberOfChecksFailed > 0 || vr.NumberOfChecksSkipped > 0 {
		os.Exit(1)
	}
}

// report prints one line per check with the value it was decided on, once
// (an expiry check carries the date both as extracted_value and as
// document_expiry_date), and how each fuzzy decision was made.
func report(w io.Writer, vr *docextract.ValidationResult) {
	for _, c := range vr.Checks {
		line := fmt.Sprintf("%-8s %-32s", c.Status, c.Field+c.CheckName)
		if c.ExtractedValue != "" {
			line += fmt.Sprintf(" extracted=%q", c.ExtractedValue)
		}
		if c.MonthsUntilExpiry != nil {
			line += fmt.Sprintf(" months_until_expiry=%d", *c.MonthsUntilExpiry)
		}
		fmt.Fprintln(w, strings.TrimRight(line, " "))
		if e := c.Explanation; e != nil {
			fmt.Fprintf(w, "         %q vs %q: score %.2f, rule %s\n", e.Expected, e.Extracted, e.Score, e.Rule)
		}
	}
	fmt.Fprintf(w, "%d passed, %d failed, %d skipped\n", vr.NumberOfChecksPassed, vr.NumberOfChecksFailed, vr.NumberOfChecksSkipped)
}
