package docextract_test

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract"
	"github.com/docextract/docextract/internal/accuracy"
	"github.com/docextract/docextract/internal/docgen"
)

var (
	update = flag.Bool("update", false, "rewrite the golden results under testdata")
	strike = flag.Bool("strike", false, "strike the known failures that now pass off the list")
	types  = flag.String("types", "", "the document types TestCorpus reads, comma-separated (all when empty)")
)

// corpusToday is the date the corpus is read on in tests: MRZ centuries and
// validations depend on the date, and golden results must not drift with it.
var corpusToday = time.Date(2026, 11, 25, 0, 0, 0, 0, time.UTC)

// outcome is one case's answer: its JSON without the random id, or its
// error code, and its score against the ground truth.
type outcome struct {
	golden []byte
	score  accuracy.CaseResult
}

// runCases extracts every case, two at a time, with the clock at today
// (or at the case's own meta.today).
func runCases(t *testing.T, cases []accuracy.Case, today time.Time) map[string]outcome {
	t.Helper()
	var day time.Time
	var dayMu sync.Mutex
	// The results may not depend on how busy the machine is: a deadline
	// far beyond any case's time (speed is measured by the benchmarks).
	ex, err := docextract.New(docextract.Options{OCRWorkers: 2, Timeout: 15 * time.Minute, Now: func() time.Time {
		dayMu.Lock()
		defer dayMu.Unlock()
		return day
	}})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	defer ex.Close()
	out := map[string]outcome{}
	var mu sync.Mutex
	groups := map[time.Time][]accuracy.Case{}
	for _, c := range cases {
		d := c.Today
		if d.IsZero() {
			d = today
		}
		groups[d] = append(groups[d], c)
	}
	for d, group := range groups {
		dayMu.Lock()
		day = d
		dayMu.Unlock()
		next := make(chan accuracy.Case)
		var wg sync.WaitGroup
		for range 2 {
			wg.Go(func() {
				for c := range next {
					o := runCase(t, ex, c)
					mu.Lock()
					out[caseKey(c)] = o
					mu.Unlock()
				}
			})
		}
		for _, c := range group {
			next <- c
		}
		close(next)
		wg.Wait()
	}
	return out
}

func caseKey(c accuracy.Case) string { return string(c.DocumentType) + "/" + c.ID }

func runCase(t *testing.T, ex *docextract.Extractor, c accuracy.Case) outcome {
	if c.RequestErr != nil {
		return outcome{golden: errorJSON(c.RequestErr), score: accuracy.Score(c, docextract.Result{}, c.RequestErr, 0)}
	}
	doc := c.Document
	if doc == nil {
		var err error
		if doc, err = os.ReadFile(c.DocumentPath); err != nil {
			t.Errorf("%s: %v", caseKey(c), err)
			return outcome{}
		}
	}
	req := c.Request
	req.Document = doc
	res, err := ex.Extract(context.Background(), req)
	o := outcome{score: accuracy.Score(c, res, err, 0)}
	if err != nil {
		o.golden = errorJSON(err)
		return o
	}
	raw, err := json.Marshal(res)
	if err != nil {
		t.Errorf("%s: marshal: %v", caseKey(c), err)
		return o
	}
	var m map[string]json.RawMessage
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Errorf("%s: %v", caseKey(c), err)
		return o
	}
	delete(m, "id")
	o.golden = indent(t, m)
	return o
}

func errorJSON(err error) []byte {
	b, _ := json.MarshalIndent(map[string]string{"error": string(docextract.ErrorCodeOf(err))}, "", "  ")
	return append(b, '\n')
}

// indent writes m as indented JSON with its members sorted.
func indent(t *testing.T, m map[string]json.RawMessage) []byte {
	raw, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	if err := json.Indent(&b, raw, "", "  "); err != nil {
		t.Fatal(err)
	}
	b.WriteByte('\n')
	return b.Bytes()
}

// checkGolden compares every outcome with its golden file under dir, or
// rewrites the files with -update.
func checkGolden(t *testing.T, dir string, outs map[string]outcome) {
	t.Helper()
	for _, key := range slices.Sorted(maps.Keys(outs)) {
		path := filepath.Join(dir, key+".json")
		got := outs[key].golden
		if *update {
			if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(path, got, 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(path)
		if err != nil {
			t.Errorf("%s: no golden result (run go test -run %s -update): %v", key, t.Name(), err)
			continue
		}
		if diff := cmp.Diff(string(want), string(got)); diff != "" {
			t.Errorf("Extract(%s) mismatch with %s (-want +got):\n%s", key, path, diff)
		}
	}
}

// failures returns what is wrong in each scored outcome: "status" for a
// wrong status or error code, and the name of each field whose value does
// not match the ground truth (for significant_people, not every name).
func failures(outs map[string]outcome) map[string][]string {
	fails := map[string][]string{}
	for key, o := range outs {
		r := o.score
		if r.NotSupported {
			continue
		}
		var wrong []string
		if !r.StatusOK {
			wrong = append(wrong, "status")
		}
		for _, f := range r.Fields {
			if f.Normalised < 1 {
				wrong = append(wrong, f.Field)
			}
		}
		if len(wrong) > 0 {
			sort.Strings(wrong)
			fails[key] = wrong
		}
	}
	return fails
}

// knownFailuresPath lists the corpus cases and fields the readers do not
// read right yet. It only shrinks: a new failure fails the test, and so
// does a listed one that now passes until it is struck off.
const knownFailuresPath = "testdata/corpus_known_failures.json"

// supplementPath gives ground truth the corpus does not list yet: the
// statement periods of its bank statements, and the fields of invoices and
// receipts that the corpus gives only as their sources' own values
// (meta.source_gt), under this API's names (see accuracy.Supplement).
const supplementPath = "testdata/corpus_supplement.json"

// TestCorpus extracts every case of the real-document corpus named by
// DOCEXTRACT_CORPUS, compares each whole result with its golden file, and
// scores it against the corpus's ground truth: every status and field is
// right unless the known-failures list names it. -types reads only the
// cases of the types named (go test -run TestCorpus . -args -types
// invoice,receipt).
func TestCorpus(t *testing.T) {
	root := os.Getenv("DOCEXTRACT_CORPUS")
	if root == "" {
		t.Skip("DOCEXTRACT_CORPUS not set")
	}
	cases, err := accuracy.Load(root)
	if err != nil {
		t.Fatal(err)
	}
	if err := accuracy.Supplement(cases, supplementPath); err != nil {
		t.Fatal(err)
	}
	cases = slices.DeleteFunc(cases, func(c accuracy.Case) bool { return !selected(string(c.DocumentType)) })
	outs := runCases(t, cases, corpusToday)
	checkGolden(t, "testdata/golden/corpus", outs)
	got := failures(outs)
	if _, err := os.Stat(knownFailuresPath); *update && os.IsNotExist(err) {
		// The list is written once; from then on it is struck off by hand.
		writeJSON(t, knownFailuresPath, got)
	}
	var known map[string][]string
	readJSON(t, knownFailuresPath, &known)
	if *strike {
		known = struckOff(known, got, outs)
		writeJSON(t, knownFailuresPath, known)
	}
	for _, key := range slices.Sorted(maps.Keys(outs)) {
		for _, f := range got[key] {
			if !slices.Contains(known[key], f) {
				t.Errorf("%s: %s is wrong and not a known failure: %s", key, f, explain(outs[key].score, f))
			}
		}
		for _, f := range known[key] {
			if !slices.Contains(got[key], f) {
				t.Errorf("%s: %s is right now: strike it off %s", key, f, knownFailuresPath)
			}
		}
	}
	for key := range known {
		if _, ok := outs[key]; !ok && selected(strings.SplitN(key, "/", 2)[0]) {
			t.Errorf("%s is listed in %s but is not a corpus case", key, knownFailuresPath)
		}
	}
	logSummary(t, outs)
}

// selected reports whether TestCorpus reads documents of type dt (the
// -types flag).
func selected(dt string) bool {
	return *types == "" || slices.Contains(strings.Split(*types, ","), dt)
}

// struckOff returns known without the failures that got no longer has,
// keeping those of cases that were not read (outs has no outcome).
func struckOff(known, got map[string][]string, outs map[string]outcome) map[string][]string {
	out := map[string][]string{}
	for key, fields := range known {
		if _, ok := outs[key]; !ok {
			out[key] = fields
			continue
		}
		for _, f := range fields {
			if slices.Contains(got[key], f) {
				out[key] = append(out[key], f)
			}
		}
	}
	return out
}

// explain says what a failure was.
func explain(r accuracy.CaseResult, field string) string {
	if field == "status" {
		return fmt.Sprintf("got code %q, want %q (%s)", r.GotCode, r.WantCode, r.Error)
	}
	for _, f := range r.Fields {
		if f.Field == field {
			g, _ := json.Marshal(f.Got)
			w, _ := json.Marshal(f.Want)
			return fmt.Sprintf("got %s, want %s", g, w)
		}
	}
	return ""
}

// logSummary logs the share of fields right per type.
func logSummary(t *testing.T, outs map[string]outcome) {
	right, total := map[docextract.DocumentType]float64{}, map[docextract.DocumentType]int{}
	for _, o := range outs {
		for _, f := range o.score.Fields {
			right[o.score.DocumentType] += f.Normalised
			total[o.score.DocumentType]++
		}
	}
	for _, dt := range slices.Sorted(maps.Keys(total)) {
		t.Logf("%-18s fields %5.1f%% of %d", dt, 100*right[dt]/float64(total[dt]), total[dt])
	}
}

// goldenGenerated is the generated set whose results are kept: every
// type and format, drawn once from a fixed seed; goldenListed adds the
// listed types (invoice, receipt, transfer) apart, so that the first set
// stays as it was drawn.
var (
	goldenGenerated = docgen.Options{Seed: 20261125, Count: 24}
	goldenListed    = docgen.Options{Seed: 20261125, Count: 12, Types: docgen.ListedTypes()}
)

// TestGenerated extracts a small generated set and compares each whole
// result with its golden file, so that a change in any field of any type
// shows in review.
func TestGenerated(t *testing.T) {
	gen, err := docgen.Generate(goldenGenerated)
	if err != nil {
		t.Skipf("docgen: %v", err) // the fonts are missing
	}
	listed, err := docgen.Generate(goldenListed)
	if err != nil {
		t.Fatalf("docgen: %v", err)
	}
	gen = append(gen, listed...)
	var cases []accuracy.Case
	for _, g := range gen {
		c, err := accuracy.FromDocgen(g)
		if err != nil {
			t.Fatal(err)
		}
		cases = append(cases, c)
	}
	outs := runCases(t, cases, docgen.DefaultToday())
	checkGolden(t, "testdata/golden/generated", outs)
}

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

func writeJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
		t.Fatal(err)
	}
}
