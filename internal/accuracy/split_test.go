package accuracy

import (
	"regexp"
	"strings"
	"testing"

	"github.com/docextract/docextract"
	"github.com/google/go-cmp/cmp"
)

// splitResults are generated cases of three splits and one corpus case.
func splitResults() []CaseResult {
	f := func(name string, n float64) FieldResult {
		return FieldResult{Field: name, Kind: KindText, Exact: n, Normalised: n, Want: ptrTo("w"), Got: ptrTo("g")}
	}
	return []CaseResult{
		{ID: "t1", Split: SplitTuned, Layout: "td3_de_valid", DocumentType: docextract.Identity, StatusOK: true, Scored: true, Fields: []FieldResult{f("surname", 1), f("given_name", 1)}},
		{ID: "d1", Split: SplitDev, Layout: "tax_us_cp575", DocumentType: docextract.TaxDoc, StatusOK: true, Scored: true, Fields: []FieldResult{f("tax_number", 1), f("taxpayer_name", 0)}},
		{ID: "d2", Split: SplitDev, Layout: "tax_us_cp575", DocumentType: docextract.TaxDoc, StatusOK: false, GotCode: "document_not_of_type"},
		{ID: "d3", Split: SplitDev, Layout: "poa_de_kontoauszug", DocumentType: docextract.ProofOfAddress, StatusOK: true, Scored: true, Fields: []FieldResult{f("statement_period_end", 1)}},
		{ID: "h1", Split: SplitHoldout, Layout: "tax_gb_utr_letter", DocumentType: docextract.TaxDoc, StatusOK: true, Scored: true, Error: "", Fields: []FieldResult{f("tax_number", 0)},
			Checks: []CheckResult{{CheckType: "field_validation", Want: "passed", Got: "failed"}}},
		{ID: "c1", DocumentType: docextract.Identity, StatusOK: true, Scored: true, Fields: []FieldResult{f("surname", 0)}},
	}
}

func ptrTo(s string) *string { return &s }

func TestSummariseSplits(t *testing.T) {
	r := Summarise(splitResults())
	var names []string
	for _, s := range r.Splits {
		names = append(names, s.Split)
	}
	if diff := cmp.Diff([]string{SplitTuned, SplitDev, SplitHoldout}, names); diff != "" {
		t.Fatalf("splits mismatch (-want +got):\n%s", diff)
	}
	dev := r.Splits[1]
	if want := (Tally{Correct: 2, Total: 3}); dev.Status != want {
		t.Errorf("dev status = %+v, want %+v", dev.Status, want)
	}
	if want := (FieldTotals{N: 3, Exact: 2.0 / 3, Normalised: 2.0 / 3}); dev.FieldTotal != want {
		t.Errorf("dev fields = %+v, want %+v", dev.FieldTotal, want)
	}
	var layouts []string
	for _, l := range dev.Layouts {
		layouts = append(layouts, l.Layout)
	}
	if diff := cmp.Diff([]string{"poa_de_kontoauszug", "tax_us_cp575"}, layouts); diff != "" {
		t.Errorf("dev layouts mismatch (-want +got):\n%s", diff)
	}
	if len(r.Splits[0].Layouts) != 0 || len(r.Splits[2].Layouts) != 0 {
		t.Errorf("layouts listed for tuned (%d) or holdout (%d)", len(r.Splits[0].Layouts), len(r.Splits[2].Layouts))
	}
	// The corpus case counts overall but in no split.
	if r.Overall.Cases != 6 || r.Splits[0].Cases+r.Splits[1].Cases+r.Splits[2].Cases != 5 {
		t.Errorf("overall %d cases, splits %d+%d+%d", r.Overall.Cases, r.Splits[0].Cases, r.Splits[1].Cases, r.Splits[2].Cases)
	}
}

func TestWriteTextSplits(t *testing.T) {
	var b strings.Builder
	r := Summarise(splitResults())
	if err := r.WriteText(&b); err != nil {
		t.Fatal(err)
	}
	out := b.String()
	for _, re := range []string{
		`(?m)^== split dev: 3 cases; status 66\.7% \(2/3\); fields normalised 66\.7% \(3\); checks -$`,
		`(?m)^== split holdout: 1 cases; status 100\.0% \(1/1\); fields normalised 0\.0% \(1\); checks 0\.0% \(0/1\)$`,
		`(?m)^   tax_doc +taxpayer_name +1 +0\.0%`,
		`(?m)^   tax_us_cp575 +2 +50\.0% \(1/2\) +50\.0% \(2\)`,
		`(?m)^   proof_of_address +statement_period_end +1 +100\.0%`,
	} {
		if !regexp.MustCompile(re).MatchString(out) {
			t.Errorf("WriteText() lacks %s; got:\n%s", re, out)
		}
	}
	if strings.Contains(out, "tax_gb_utr_letter") {
		t.Errorf("WriteText() names a holdout layout:\n%s", out)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if last := lines[len(lines)-1]; last != r.LastLine() {
		t.Errorf("last line %q, want %q", last, r.LastLine())
	}
}

func TestWithholdHoldout(t *testing.T) {
	want := Summarise(splitResults())
	r := Summarise(splitResults())
	r.WithholdHoldout()
	holdout := 0
	for _, c := range want.Cases {
		if c.Split == SplitHoldout {
			holdout++
		}
	}
	if holdout == 0 || len(r.Cases) != len(want.Cases)-holdout {
		t.Fatalf("%d of %d cases left after WithholdHoldout, want the %d not of holdout", len(r.Cases), len(want.Cases), len(want.Cases)-holdout)
	}
	for _, c := range r.Cases {
		if c.Split == SplitHoldout {
			t.Errorf("%s: holdout case left in the report", c.ID)
		}
	}
	// The figures stay: the aggregates were summed before.
	if diff := cmp.Diff(want.Splits, r.Splits); diff != "" {
		t.Errorf("WithholdHoldout changed the split figures (-want +got):\n%s", diff)
	}
}
