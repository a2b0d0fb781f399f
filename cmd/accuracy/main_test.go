package main

import (
	"context"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/docextract/docextract/internal/accuracy"
)

// TestRun runs the command over two cases whose documents are unreadable
// (a PDF header and nothing after it), so no page is recognised, and checks
// its output and report.
func TestRun(t *testing.T) {
	root := t.TempDir()
	for _, typ := range []string{"invoice", "receipt"} {
		dir := filepath.Join(root, typ, "case_"+typ)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		files := map[string]string{
			"request.json":  `{"document_type": "` + typ + `", "source": "base64"}`,
			"expected.json": `{"key": "live", "status": 400, "error": {"code": "document_unreadable"}, "gt_quality": "repo", "meta": {"format": "pdf"}}`,
			"document.pdf":  "%PDF-1.4",
		}
		for name, content := range files {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	jsonPath := filepath.Join(t.TempDir(), "report.json")
	var stdout strings.Builder
	if err := run(context.Background(), &stdout, io.Discard, config{cases: root, jsonPath: jsonPath, workers: 1, verbose: true}); err != nil {
		t.Fatalf("run: %v", err)
	}
	lines := strings.Split(strings.TrimSpace(stdout.String()), "\n")
	last := lines[len(lines)-1]
	// The latency is the machine's, not the tool's: only its form is checked.
	if want := "accuracy: 0.0% fields (0), 0.0% checks (0), p50 "; !strings.HasPrefix(last, want) {
		t.Errorf("last line = %q, want it to start %q", last, want)
	}
	re := regexp.MustCompile(`^accuracy: \d+\.\d% fields \(\d+\), \d+\.\d% checks \(\d+\), p50 \d+ ms$`)
	if !re.MatchString(last) {
		t.Errorf("last line %q does not match %s", last, re)
	}
	b, err := os.ReadFile(jsonPath)
	if err != nil {
		t.Fatal(err)
	}
	var rep accuracy.Report
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatalf("report is not JSON: %v", err)
	}
	if rep.Overall.Cases != 2 || rep.Overall.NotSupported != 0 || len(rep.Cases) != 2 {
		t.Errorf("report overall = %+v with %d cases, want 2 cases, none not supported", rep.Overall, len(rep.Cases))
	}
	for _, c := range rep.Cases {
		if !c.StatusOK || c.GotCode != "document_unreadable" {
			t.Errorf("case %s: status right %v, code %q, want document_unreadable", c.ID, c.StatusOK, c.GotCode)
		}
	}
}

func TestRunErrors(t *testing.T) {
	tests := []struct{ name, cases string }{
		{"no -cases", ""},
		{"only commas", " , "},
		{"empty directory", t.TempDir()},
		{"missing directory", filepath.Join(t.TempDir(), "missing")},
	}
	for _, tt := range tests {
		if err := run(context.Background(), io.Discard, io.Discard, config{cases: tt.cases, workers: 1}); err == nil {
			t.Errorf("%s: run(-cases %q) = nil, want an error", tt.name, tt.cases)
		}
	}
}

// TestRunSplits: generated cases carry their split into the report, which
// adds a table per split, and holdout cases' details are withheld from -v.
func TestRunSplits(t *testing.T) {
	root := t.TempDir()
	for i, split := range []string{"dev", "holdout"} {
		dir := filepath.Join(root, "invoice", "gen_"+split)
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		files := map[string]string{
			"request.json":  `{"document_type": "invoice", "source": "base64"}`,
			"expected.json": `{"key": "live", "status": 400, "error": {"code": "document_unreadable"}, "gt_quality": "generated", "meta": {"format": "pdf", "generator": {"split": "` + split + `", "variant": "layout` + string(rune('0'+i)) + `"}}}`,
			"document.pdf":  "%PDF-1.4",
		}
		for name, content := range files {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
	var stdout, stderr strings.Builder
	jsonPath := filepath.Join(t.TempDir(), "report.json")
	if err := run(context.Background(), &stdout, &stderr, config{cases: root, jsonPath: jsonPath, workers: 1, verbose: true}); err != nil {
		t.Fatalf("run: %v", err)
	}
	for _, want := range []string{"== split dev: 1 cases; status 100.0% (1/1)", "== split holdout: 1 cases; status 100.0% (1/1)"} {
		if !strings.Contains(stdout.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, stdout.String())
		}
	}
	if !strings.Contains(stderr.String(), "gen_holdout (holdout: details withheld)") || strings.Contains(stderr.String(), "gen_dev (holdout") {
		t.Errorf("-v output:\n%s", stderr.String())
	}
	b, err := os.ReadFile(jsonPath)
	if err != nil {
		t.Fatal(err)
	}
	var rep accuracy.Report
	if err := json.Unmarshal(b, &rep); err != nil {
		t.Fatal(err)
	}
	// The holdout split's figures stay; its cases are left out.
	if len(rep.Splits) != 2 || rep.Splits[0].Split != "dev" || rep.Splits[1].Split != "holdout" || len(rep.Cases) != 1 || rep.Cases[0].Split != "dev" {
		t.Errorf("report splits %+v, cases %+v", rep.Splits, rep.Cases)
	}
}
