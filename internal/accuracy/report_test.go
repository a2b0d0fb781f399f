package accuracy

import (
	"regexp"
	"strings"
	"testing"

	"github.com/docextract/docextract"
	"github.com/google/go-cmp/cmp"
)

// results is a small run: two identity cases, one unsupported invoice.
func results() []CaseResult {
	return []CaseResult{
		{ID: "a", DocumentType: docextract.Identity, StatusOK: true, Extracted: true, LatencyMS: 100, Scored: true,
			Fields: []FieldResult{
				{Field: "surname", Kind: KindName, Exact: 1, Normalised: 1},
				{Field: "given_name", Kind: KindName, Exact: 0, Normalised: 1},
			},
			Checks: []CheckResult{{OK: true}, {OK: false}}},
		{ID: "b", DocumentType: docextract.Identity, StatusOK: false, Extracted: true, LatencyMS: 300, Scored: true,
			GotCode: "document_not_of_type",
			Fields: []FieldResult{
				{Field: "surname", Kind: KindName},
				{Field: "given_name", Kind: KindName},
			},
			Checks: []CheckResult{{OK: false}}},
		{ID: "c", DocumentType: docextract.OrganisationDoc, StatusOK: true, Extracted: true, LatencyMS: 200, Scored: true,
			Fields: []FieldResult{{Field: "significant_people", Kind: KindPeople, Normalised: 0.5,
				People: &PeopleScore{Expected: 2, Returned: 2, Matched: 1}}}},
		{ID: "d", DocumentType: docextract.Invoice, NotSupported: true},
	}
}

func TestSummarise(t *testing.T) {
	r := Summarise(results())
	want := Totals{
		Cases: 4, NotSupported: 1,
		FieldTotal: FieldTotals{N: 5, Exact: 0.2, Normalised: 0.5},
		Status:     Tally{Correct: 2, Total: 3},
		Checks:     Tally{Correct: 1, Total: 3},
		Latency:    Latency{N: 3, P50: 200, P95: 300},
	}
	if diff := cmp.Diff(want, r.Overall); diff != "" {
		t.Errorf("Summarise().Overall mismatch (-want +got):\n%s", diff)
	}
	var types []docextract.DocumentType
	for _, tr := range r.Types {
		types = append(types, tr.DocumentType)
	}
	if diff := cmp.Diff([]docextract.DocumentType{"identity", "invoice", "organisation_doc"}, types); diff != "" {
		t.Errorf("Summarise() types mismatch (-want +got):\n%s", diff)
	}
	wantIdentity := []FieldStats{
		{Field: "given_name", Kind: KindName, FieldTotals: FieldTotals{N: 2, Exact: 0, Normalised: 0.5}},
		{Field: "surname", Kind: KindName, FieldTotals: FieldTotals{N: 2, Exact: 0.5, Normalised: 0.5}},
	}
	if diff := cmp.Diff(wantIdentity, r.Types[0].Fields); diff != "" {
		t.Errorf("Summarise() identity fields mismatch (-want +got):\n%s", diff)
	}
	wantPeople := &PeopleTally{Expected: 2, Returned: 2, Matched: 1, Recall: 0.5, Precision: 0.5}
	if diff := cmp.Diff(wantPeople, r.Types[2].Fields[0].People); diff != "" {
		t.Errorf("Summarise() people mismatch (-want +got):\n%s", diff)
	}
	if inv := r.Types[1]; inv.NotSupported != 1 || inv.Status.Total != 0 || inv.Latency.N != 0 {
		t.Errorf("Summarise() invoice = %+v, want 1 not supported and nothing else", inv.Totals)
	}
}

func TestPercentiles(t *testing.T) {
	tests := []struct {
		ms   []float64
		want Latency
	}{
		{nil, Latency{}},
		{[]float64{7}, Latency{N: 1, P50: 7, P95: 7}},
		{[]float64{4, 1, 3, 2}, Latency{N: 4, P50: 2, P95: 4}},
		{[]float64{10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 210},
			Latency{N: 21, P50: 110, P95: 200}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, percentiles(tt.ms)); diff != "" {
			t.Errorf("percentiles(%v) mismatch (-want +got):\n%s", tt.ms, diff)
		}
	}
}

var lastLineRE = regexp.MustCompile(`^accuracy: \d+\.\d% fields \(\d+\), \d+\.\d% checks \(\d+\), p50 \d+ ms$`)

func TestLastLine(t *testing.T) {
	tests := []struct {
		name    string
		results []CaseResult
		want    string
	}{
		{"run", results(), "accuracy: 50.0% fields (5), 33.3% checks (3), p50 200 ms"},
		{"nothing supported", []CaseResult{{ID: "d", DocumentType: docextract.Invoice, NotSupported: true}},
			"accuracy: 0.0% fields (0), 0.0% checks (0), p50 0 ms"},
		{"empty", nil, "accuracy: 0.0% fields (0), 0.0% checks (0), p50 0 ms"},
	}
	for _, tt := range tests {
		r := Summarise(tt.results)
		r.PeakRSSBytes = 123 << 20
		if got := r.LastLine(); got != tt.want {
			t.Errorf("%s: LastLine() = %q, want %q", tt.name, got, tt.want)
		}
		if !lastLineRE.MatchString(r.LastLine()) {
			t.Errorf("%s: LastLine() = %q does not match %s", tt.name, r.LastLine(), lastLineRE)
		}
		var b strings.Builder
		if err := r.WriteText(&b); err != nil {
			t.Fatalf("%s: WriteText: %v", tt.name, err)
		}
		lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
		if got := lines[len(lines)-1]; got != tt.want {
			t.Errorf("%s: last line of WriteText = %q, want %q", tt.name, got, tt.want)
		}
	}
}

func TestWriteTextTable(t *testing.T) {
	var b strings.Builder
	if err := Summarise(results()).WriteText(&b); err != nil {
		t.Fatalf("WriteText: %v", err)
	}
	for _, want := range []string{
		"== identity: 2 cases\n",
		"status 50.0% (1/2), checks 33.3% (1/3), latency p50 100 ms p95 300 ms (2 runs)",
		"== invoice: 1 cases, 1 not supported\n   (type not supported: nothing scored)",
		"names: recall 50.0% (1/2), precision 50.0% (1/2)",
	} {
		if !strings.Contains(b.String(), want) {
			t.Errorf("WriteText() lacks %q; got:\n%s", want, b.String())
		}
	}
	if !regexp.MustCompile(`(?m)^   surname +name +2 +50\.0% +50\.0%`).MatchString(b.String()) {
		t.Errorf("WriteText() lacks the surname row; got:\n%s", b.String())
	}
}

func TestParseVmHWM(t *testing.T) {
	status := "Name:\taccuracy.test\nVmPeak:\t 2000 kB\nVmHWM:\t   81920 kB\nVmRSS:\t 40000 kB\n"
	got, err := parseVmHWM(strings.NewReader(status))
	if err != nil || got != 81920<<10 {
		t.Errorf("parseVmHWM() = %d, %v, want %d, nil", got, err, 81920<<10)
	}
	for _, bad := range []string{"Name:\tx\n", "VmHWM:\t lots kB\n", "VmHWM:\t 12 MB\n"} {
		if got, err := parseVmHWM(strings.NewReader(bad)); err == nil {
			t.Errorf("parseVmHWM(%q) = %d, nil, want an error", bad, got)
		}
	}
}
