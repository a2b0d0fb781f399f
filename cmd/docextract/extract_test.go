package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/go-pdf/fpdf"
	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract"
)

func writeFile(t *testing.T, name string, data []byte) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), name)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// writeTree writes files (path relative to a new folder: content) and
// returns the folder.
func writeTree(t *testing.T, files map[string][]byte) string {
	t.Helper()
	dir := t.TempDir()
	for name, data := range files {
		path := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

func billPDF(t *testing.T) []byte {
	t.Helper()
	return letterPDF(t, "Electricity bill", "Bill date: 12 March 2026", "Account number: 12345678",
		"Amount due: 84.20 GBP", "Payment due by 26 March 2026")
}

// letterPDF is a one-page letter from Northwind Energy to Jane Roe whose
// body is lines.
func letterPDF(t *testing.T, lines ...string) []byte {
	t.Helper()
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.AddPage()
	pdf.SetFont("Helvetica", "", 11)
	for i, line := range append([]string{
		"Northwind Energy Ltd, 1 Power Lane, Bristol BS1 4DJ",
		"Jane Roe", "14 Elm Street", "Leeds LS1 4AP",
	}, lines...) {
		pdf.Text(20, float64(30+i*8), line)
	}
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// outputLine is one line of extract's output, decoded.
type outputLine struct {
	Path   string         `json:"path"`
	Result map[string]any `json:"result"`
	Error  map[string]any `json:"error"`
}

// decodeLines decodes extract's stdout strictly: each line one object
// with a path and exactly one of result and error.
func decodeLines(t *testing.T, stdout []byte) []outputLine {
	t.Helper()
	var out []outputLine
	for _, l := range strings.SplitAfter(string(stdout), "\n") {
		if l == "" {
			continue
		}
		if !strings.HasSuffix(l, "\n") || strings.Count(l, "\n") != 1 {
			t.Fatalf("output line %q is not one line ending in a newline", l)
		}
		dec := json.NewDecoder(strings.NewReader(l))
		dec.DisallowUnknownFields()
		var o outputLine
		if err := dec.Decode(&o); err != nil {
			t.Fatalf("output line %q: %v", l, err)
		}
		if o.Path == "" || (o.Result == nil) == (o.Error == nil) {
			t.Fatalf("output line %q: want a path and exactly one of result and error", l)
		}
		out = append(out, o)
	}
	return out
}

// brief is what the tests compare of an output line: its path and its
// document type or error code.
func brief(lines []outputLine) []string {
	var out []string
	for _, l := range lines {
		if l.Error != nil {
			out = append(out, l.Path+" error "+l.Error["code"].(string))
		} else {
			out = append(out, l.Path+" "+l.Result["document_type"].(string))
		}
	}
	return out
}

func TestExtractCommand(t *testing.T) {
	bill := writeFile(t, "bill.pdf", billPDF(t))
	checks := writeFile(t, "checks.json", []byte(`{"recency":{"maximum_document_age_months":1200}}`))
	statement := writeFile(t, "statement.pdf", letterPDF(t, "Account statement", "Statement date: 2 March 2026",
		"Statement period 1 February 2026 to 28 February 2026", "Closing balance 1,204.50 GBP"))
	statementChecks := writeFile(t, "statement.json", []byte(`{"statement":{"minimum_coverage_months":1,"maximum_statement_age_months":1200}}`))
	tests := []struct {
		name     string
		args     []string
		wantExit int
		wantCode string // error.code of the one line, "" for a result
	}{
		// A bill is an invoice (see the README), and every listed type is built.
		{"bill as invoice", []string{"--type", "invoice", bill}, 0, ""},
		{"flags after the path", []string{bill, "--type", "invoice"}, 0, ""},
		{"in this process", []string{"--type", "invoice", "--isolation=false", bill}, 0, ""},
		{"bill as identity", []string{"--type", "identity", bill}, 1, "document_not_of_type"},
		{"private url", []string{"--type", "identity", "http://127.0.0.1:1/doc.pdf"}, 1, "document_url_unreachable"},
		{"bill", []string{"--type", "proof_of_address", "--validations", checks, bill}, 0, ""}, // dated 2026-03-12, recent
		{"statement", []string{"--type", "proof_of_address", statement, "--validations", statementChecks}, 0, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			exit := extractCommand(tt.args, nil, &stdout, &stderr)
			if exit != tt.wantExit {
				t.Fatalf("exit = %d, want %d; stdout %s stderr %s", exit, tt.wantExit, stdout.String(), stderr.String())
			}
			lines := decodeLines(t, stdout.Bytes())
			if len(lines) != 1 {
				t.Fatalf("%d lines, want 1:\n%s", len(lines), stdout.String())
			}
			out := lines[0]
			var code string
			if out.Error != nil {
				code, _ = out.Error["code"].(string)
				if !strings.Contains(stderr.String(), code) {
					t.Errorf("stderr does not name the error %s:\n%s", code, stderr.String())
				}
			}
			if diff := cmp.Diff(tt.wantCode, code); diff != "" {
				t.Errorf("error code mismatch (-want +got):\n%s\n%s", diff, stdout.String())
			}
			res := out.Result
			if res != nil && res["document_type"] == "invoice" {
				got := []any{res["invoice_date"], res["total_amount"], res["currency"]}
				if diff := cmp.Diff([]any{"2026-03-12", "84.20", "GBP"}, got); diff != "" {
					t.Errorf("invoice mismatch (-want +got):\n%s", diff)
				}
			} else if res != nil {
				vr, _ := res["validation_result"].(map[string]any)
				if res["document_type"] != "proof_of_address" || vr == nil || vr["number_of_checks_failed"] != 0.0 || vr["number_of_checks_skipped"] != 0.0 {
					t.Errorf("result = %s", stdout.String())
				}
			}
		})
	}
}

// TestExtractUsage: every usage error exits 2 with a message on stderr and
// nothing on stdout, before any document is read.
func TestExtractUsage(t *testing.T) {
	bill := writeFile(t, "bill.pdf", billPDF(t))
	badChecks := writeFile(t, "bad.json", []byte(`{"recency":`))
	notAllowed := writeFile(t, "expiry.json", []byte(`{"expiry":{"validate_not_expired":true}}`))
	statementChecks := writeFile(t, "statement.json", []byte(`{"statement":{"minimum_coverage_months":1}}`))
	tests := []struct {
		name       string
		args       []string
		wantStderr string
	}{
		{"no arguments", nil, "--type is required"},
		{"no type", []string{bill}, "--type is required"},
		{"no path", []string{"--type", "identity"}, "no PATH given"},
		{"unknown flag", []string{"--type", "identity", bill, "--color"}, "flag provided but not defined"},
		{"missing file", []string{"--type", "proof_of_address", bill, "/nonexistent.pdf"}, "/nonexistent.pdf"},
		{"glob matching nothing", []string{"--type", "invoice", filepath.Join(filepath.Dir(bill), "*.png")}, "no file matches"},
		{"stdin twice", []string{"--type", "invoice", "-", "-"}, "twice"},
		{"validations not json", []string{"--type", "proof_of_address", "--validations", badChecks, bill}, "not valid JSON"},
		{"validations file missing", []string{"--type", "proof_of_address", "--validations", "/nonexistent.json", bill}, "--validations"},
		{"bad type", []string{"--type", "passport", bill}, "parameter_invalid"},
		{"option not allowed", []string{"--type", "proof_of_address", "--validations", notAllowed, bill}, "validations.expiry"},
		{"statement checks on another type", []string{"--type", "tax_doc", "--validations", statementChecks, bill}, "validations.statement"},
		{"unknown expansion", []string{"--type", "invoice", "--expand", "provenance,boxes", bill}, `--expand: parameter_invalid: The expansion "boxes" is not known`},
		{"empty expansion", []string{"--type", "invoice", "--expand", "provenance,", bill}, "--expand: parameter_invalid"},
		{"negative workers", []string{"--type", "invoice", "--workers", "-2", bill}, "--workers"},
		{"negative concurrency", []string{"--type", "invoice", "--concurrency", "-1", bill}, "--concurrency"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			exit := extractCommand(tt.args, strings.NewReader(""), &stdout, &stderr)
			if exit != 2 || stdout.Len() != 0 || !strings.Contains(stderr.String(), tt.wantStderr) {
				t.Errorf("exit %d, want 2; stdout %q; stderr %q, want it to say %q", exit, stdout.String(), stderr.String(), tt.wantStderr)
			}
		})
	}
}

// TestExtractHelpAndVersion: -h and --version exit 0 as in serve.
func TestExtractHelpAndVersion(t *testing.T) {
	var stdout, stderr bytes.Buffer
	if exit := extractCommand([]string{"-h"}, nil, &stdout, &stderr); exit != 0 {
		t.Errorf("-h exits %d", exit)
	}
	for _, want := range []string{"Exit status: 0", "-concurrency", "-expand", "-tessdata-legacy", "-max-pages", "-version"} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("extract -h does not say %q:\n%s", want, stderr.String())
		}
	}
	stdout.Reset()
	if exit := extractCommand([]string{"--version"}, nil, &stdout, &stderr); exit != 0 || !regexp.MustCompile(`^docextract \S+ \(go1\.`).Match(stdout.Bytes()) {
		t.Errorf("--version: exit %d, %q", exit, stdout.String())
	}
}

// durations matches the durations of the summary line.
var durations = regexp.MustCompile(`\b([0-9.]+(h|m|s|ms|µs|ns))+\b`)

// TestExtractBatch runs folders, globs and stdin through the command: one
// line per document in the order of the paths, the exit status, and the
// summary on stderr.
func TestExtractBatch(t *testing.T) {
	bill := billPDF(t)
	dir := writeTree(t, map[string][]byte{
		"2026/03/bill.pdf":       bill,
		"2026/03/notes.txt":      []byte("not a document"),
		"2026/04/bill-copy.pdf":  bill,
		"2026/04/broken.pdf":     []byte("%PDF-1.4 nothing else"),
		"2026/.drafts/bill.pdf":  bill,
		"2026/.bill.pdf":         bill,
		"loose/readme.md":        []byte("# scans"),
		"loose/scan.pdf.partial": []byte("\x00\x01"),
	})
	rel := func(p string) string { return filepath.Join(dir, filepath.FromSlash(p)) }
	tests := []struct {
		name        string
		args        []string
		stdin       []byte
		want        []string // brief of each line
		wantExit    int
		wantSummary string // with each duration written T
	}{
		{
			name: "folder",
			args: []string{"--type", "invoice", rel("2026"), "--concurrency", "2"},
			want: []string{
				rel("2026/03/bill.pdf") + " invoice",
				rel("2026/04/bill-copy.pdf") + " invoice",
				rel("2026/04/broken.pdf") + " error document_unreadable",
			},
			wantExit:    1,
			wantSummary: "3 documents in T: 2 read, 1 failed (document_unreadable 1); p50 T; 1 file in folders skipped (not PDF, JPEG or PNG)",
		},
		{
			name:        "glob, a named file that is not a document, stdin",
			args:        []string{"--type", "invoice", rel("2026/0[3]/*.pdf"), rel("loose/readme.md"), "-"},
			stdin:       bill,
			want:        []string{rel("2026/03/bill.pdf") + " invoice", rel("loose/readme.md") + " error document_content_type_not_supported", "- invoice"},
			wantExit:    1,
			wantSummary: "3 documents in T: 2 read, 1 failed (document_content_type_not_supported 1); p50 T",
		},
		{
			name:        "all read, flags between paths, a file named twice",
			args:        []string{rel("2026/03/bill.pdf"), "--type", "invoice", rel("2026/03/../03/bill.pdf"), "--sandbox", "-"},
			stdin:       bill,
			want:        []string{rel("2026/03/bill.pdf") + " invoice", "- invoice"},
			wantSummary: "2 documents in T: 2 read, 0 failed; p50 T",
		},
		{
			name:        "an empty folder",
			args:        []string{"--type", "invoice", rel("loose")},
			wantSummary: "0 documents in T: 0 read, 0 failed; 2 files in folders skipped (not PDF, JPEG or PNG)",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			exit := extractCommand(tt.args, bytes.NewReader(tt.stdin), &stdout, &stderr)
			if exit != tt.wantExit {
				t.Errorf("exit = %d, want %d; stderr:\n%s", exit, tt.wantExit, stderr.String())
			}
			if diff := cmp.Diff(tt.want, brief(decodeLines(t, stdout.Bytes()))); diff != "" {
				t.Errorf("lines mismatch (-want +got):\n%s", diff)
			}
			errLines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
			got := strings.TrimPrefix(errLines[len(errLines)-1], "docextract: extract: ")
			if diff := cmp.Diff(tt.wantSummary, durations.ReplaceAllString(got, "T")); diff != "" {
				t.Errorf("summary mismatch (-want +got):\n%s", diff)
			}
			// Each failed document's error on stderr too, before the summary.
			if n := len(errLines) - 1; n != countFailed(tt.want) {
				t.Errorf("%d error lines on stderr, want %d:\n%s", n, countFailed(tt.want), stderr.String())
			}
		})
	}
}

func countFailed(brief []string) int {
	n := 0
	for _, b := range brief {
		if strings.Contains(b, " error ") {
			n++
		}
	}
	return n
}

func TestExpandPaths(t *testing.T) {
	dir := writeTree(t, map[string][]byte{
		"a/1.pdf":        []byte("%PDF-1.7"),
		"a/2.png":        []byte("\x89PNG\r\n\x1a\n"),
		"a/b/3.jpg":      []byte("\xFF\xD8\xFF\xE0"),
		"a/b/notes.txt":  []byte("notes"),
		"a/.git/4.pdf":   []byte("%PDF-1.7"),
		"a/.5.pdf":       []byte("%PDF-1.7"),
		"c/[x].pdf":      []byte("%PDF-1.7"),
		"c/.hidden.pdf":  []byte("%PDF-1.7"),
		"c/scan.txt":     []byte("text"),
		"c/d/deeper.pdf": []byte("%PDF-1.7"),
	})
	if err := os.Symlink(filepath.Join(dir, "a"), filepath.Join(dir, "c", "d", "link-to-a")); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(filepath.Join(dir, "a", "1.pdf"), filepath.Join(dir, "c", "d", "link-to-1.pdf")); err != nil {
		t.Fatal(err)
	}
	p := func(s string) string { return filepath.Join(dir, filepath.FromSlash(s)) }
	tests := []struct {
		name        string
		args        []string
		want        []string
		wantSkipped int
	}{
		{"folder", []string{p("a")}, []string{p("a/1.pdf"), p("a/2.png"), p("a/b/3.jpg")}, 1},
		{"hidden file named", []string{p("a/.5.pdf")}, []string{p("a/.5.pdf")}, 0},
		{"file that is not a document, named", []string{p("c/scan.txt")}, []string{p("c/scan.txt")}, 0},
		{"file whose name is a pattern", []string{p("c/[x].pdf")}, []string{p("c/[x].pdf")}, 0},
		{"glob", []string{p("c/*")}, []string{p("c/[x].pdf"), p("c/d/deeper.pdf"), p("c/d/link-to-1.pdf"), p("c/scan.txt")}, 0},
		{"glob of hidden files", []string{p("c/.*.pdf")}, []string{p("c/.hidden.pdf")}, 0},
		{"glob in a folder name", []string{p("?/b")}, []string{p("a/b/3.jpg")}, 1},
		{"same file twice", []string{p("a/1.pdf"), p("a"), p("a/b/../1.pdf")}, []string{p("a/1.pdf"), p("a/2.png"), p("a/b/3.jpg")}, 1},
		{"stdin and urls", []string{"-", "https://example.com/a.pdf", "http://example.com/b"}, []string{"stdin -", "url https://example.com/a.pdf", "url http://example.com/b"}, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in, err := expandPaths(tt.args)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, x := range in.list {
				s := x.path
				switch {
				case x.err != nil:
					s = "error " + s
				case x.kind == inputURL:
					s = "url " + s
				case x.kind == inputStdin:
					s = "stdin " + s
				}
				got = append(got, s)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("expandPaths(%q) mismatch (-want +got):\n%s", tt.args, diff)
			}
			if in.skipped != tt.wantSkipped {
				t.Errorf("skipped %d, want %d", in.skipped, tt.wantSkipped)
			}
		})
	}

	for _, args := range [][]string{{p("nothing")}, {p("*.gif")}, {"-", "-"}, {p("[")}} {
		if _, err := expandPaths(args); err == nil {
			t.Errorf("expandPaths(%q) succeeded", args)
		}
	}
}

func TestParseInterleaved(t *testing.T) {
	tests := []struct {
		args     []string
		want     []string
		wantType string
	}{
		{[]string{"--type", "invoice", "a", "b"}, []string{"a", "b"}, "invoice"},
		{[]string{"a", "--type", "invoice", "b"}, []string{"a", "b"}, "invoice"},
		{[]string{"a", "b", "--type=invoice"}, []string{"a", "b"}, "invoice"},
		{[]string{"-", "--type", "invoice", "-"}, []string{"-", "-"}, "invoice"},
		{[]string{"a", "--", "--type", "b"}, []string{"a", "--type", "b"}, ""},
		{nil, nil, ""},
	}
	for _, tt := range tests {
		fs := flag.NewFlagSet("test", flag.ContinueOnError)
		fs.String("type", "", "")
		got, err := parseInterleaved(fs, tt.args)
		if err != nil {
			t.Errorf("parseInterleaved(%q): %v", tt.args, err)
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("parseInterleaved(%q) mismatch (-want +got):\n%s", tt.args, diff)
		}
		if typ := fs.Lookup("type").Value.String(); typ != tt.wantType {
			t.Errorf("parseInterleaved(%q): --type %q, want %q", tt.args, typ, tt.wantType)
		}
	}
}

// TestUsageNamesTypes checks that the usage and extract's --type help name
// every document type the API takes.
func TestUsageNamesTypes(t *testing.T) {
	var flags bytes.Buffer
	extractCommand([]string{"-h"}, nil, &bytes.Buffer{}, &flags)
	for _, dt := range []docextract.DocumentType{docextract.Identity, docextract.OrganisationDoc, docextract.ProofOfAddress,
		docextract.TaxDoc, docextract.Invoice, docextract.Receipt, docextract.TelegraphicTransferForm} {
		if !strings.Contains(usage, string(dt)) {
			t.Errorf("usage does not name %s", dt)
		}
		if !strings.Contains(flags.String(), string(dt)) {
			t.Errorf("docextract extract -h does not name %s:\n%s", dt, flags.String())
		}
	}
}

// failingWriter fails every write, as a closed pipe does.
type failingWriter struct{}

func (failingWriter) Write([]byte) (int, error) { return 0, errors.New("broken pipe") }

// TestExtractWriteError: when stdout fails, the run stops and exits 1
// saying why.
func TestExtractWriteError(t *testing.T) {
	dir := writeTree(t, map[string][]byte{"a.txt": []byte("a"), "b.txt": []byte("b")})
	var stderr bytes.Buffer
	exit := extractCommand([]string{"--type", "invoice", filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt")}, nil, failingWriter{}, &stderr)
	if exit != 1 || !strings.Contains(stderr.String(), "broken pipe") {
		t.Errorf("exit %d, want 1; stderr:\n%s", exit, stderr.String())
	}
}

// TestBaseRequest: the request every document is extracted with, from the
// flags.
func TestBaseRequest(t *testing.T) {
	tests := []struct {
		name   string
		expand []string
		want   []docextract.Expansion
	}{
		{"none", nil, nil},
		{"one", []string{"mrz"}, []docextract.Expansion{docextract.ExpandMRZ}},
		{"comma-separated and repeated, in the members' order", []string{"pages,mrz", "provenance", "mrz"},
			[]docextract.Expansion{docextract.ExpandProvenance, docextract.ExpandMRZ, docextract.ExpandPages}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fs := flag.NewFlagSet("test", flag.ContinueOnError)
			var expand listFlag
			fs.Var(&expand, "expand", "")
			var args []string
			for _, v := range tt.expand {
				args = append(args, "--expand", v)
			}
			if err := fs.Parse(args); err != nil {
				t.Fatal(err)
			}
			req, err := baseRequest("identity", "", true, expand)
			if err != nil {
				t.Fatal(err)
			}
			want := docextract.Request{DocumentType: docextract.Identity, Sandbox: true, Expand: tt.want}
			if diff := cmp.Diff(want, req); diff != "" {
				t.Errorf("baseRequest mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestExtractExpand: --expand adds the API's members to each result, and
// only those asked for.
func TestExtractExpand(t *testing.T) {
	bill := writeFile(t, "bill.pdf", billPDF(t))
	tests := []struct {
		name    string
		expand  []string
		members []string // the expansion members in the result
	}{
		{"none", nil, nil},
		{"provenance", []string{"--expand", "provenance"}, []string{"provenance"}},
		{"comma-separated and repeated", []string{"--expand", "mrz,provenance", "--expand", "mrz"}, []string{"mrz", "provenance"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			args := append([]string{"--type", "invoice", bill}, tt.expand...)
			if exit := extractCommand(args, nil, &stdout, &stderr); exit != 0 {
				t.Fatalf("exit %d; stderr:\n%s", exit, stderr.String())
			}
			lines := decodeLines(t, stdout.Bytes())
			if len(lines) != 1 || lines[0].Result == nil {
				t.Fatalf("want one result:\n%s", stdout.String())
			}
			res := lines[0].Result
			var members []string
			for _, m := range []string{"mrz", "pages", "provenance"} {
				if _, ok := res[m]; ok {
					members = append(members, m)
				}
			}
			if diff := cmp.Diff(tt.members, members); diff != "" {
				t.Errorf("expansion members mismatch (-want +got):\n%s", diff)
			}
			if _, ok := res["mrz"]; ok && res["mrz"] != nil {
				t.Errorf("a bill's mrz = %v, want null", res["mrz"])
			}
			if p, ok := res["provenance"].(map[string]any); ok {
				date, _ := p["invoice_date"].(map[string]any)
				if date["source"] != "text_layer" || date["page"] != 1.0 {
					t.Errorf("provenance of invoice_date = %v, want page 1 from the text layer", date)
				}
			}
		})
	}
}

// TestExtractProcess runs "docextract extract" as a process of its own,
// stderr a pipe: one JSON line on stdout, and on stderr the summary alone,
// no progress bar.
func TestExtractProcess(t *testing.T) {
	bill := writeFile(t, "bill.pdf", billPDF(t))
	cmd := command("extract", "--type", "invoice", bill)
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Fatalf("%v; stderr:\n%s", err, stderr.String())
	}
	if diff := cmp.Diff([]string{bill + " invoice"}, brief(decodeLines(t, stdout.Bytes()))); diff != "" {
		t.Errorf("lines mismatch (-want +got):\n%s", diff)
	}
	got := durations.ReplaceAllString(stderr.String(), "T")
	if diff := cmp.Diff("docextract: extract: 1 document in T: 1 read, 0 failed; p50 T\n", got); diff != "" {
		t.Errorf("stderr mismatch (-want +got):\n%s", diff)
	}
}

// TestExtractProgressBar gives the command a terminal with script(1): the
// progress bar is drawn on stderr, and cleared before the summary.
func TestExtractProgressBar(t *testing.T) {
	script, err := exec.LookPath("script")
	if err != nil {
		t.Skip("no script(1) to run the command on a terminal")
	}
	bill := writeFile(t, "bill.pdf", billPDF(t))
	cmd := command("extract", "--type", "invoice", bill)
	// On the terminal script makes, stdout to /dev/null: what script
	// prints is stderr.
	cmd.Path, cmd.Args = script, []string{"script", "-qec", "'" + os.Args[0] + "' -test.run='^$' >/dev/null", "/dev/null"}
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	s := strings.ReplaceAll(string(out), "\r\n", "\n") // the terminal's line ends
	if !strings.Contains(s, "extracting") || !strings.Contains(s, "\r") {
		t.Errorf("no progress bar on the terminal: %q", s)
	}
	last := s[strings.LastIndex(s, "\r")+1:]
	if got := durations.ReplaceAllString(strings.TrimSpace(last), "T"); got != "docextract: extract: 1 document in T: 1 read, 0 failed; p50 T" {
		t.Errorf("after the bar, %q", got)
	}
}

// fakeExtractor answers URL requests at once, except those in block,
// which wait until their channel is closed; URLs ending in "bad" fail.
type fakeExtractor struct {
	mu      sync.Mutex
	started int
	block   map[string]chan struct{}
}

func (f *fakeExtractor) Extract(ctx context.Context, req docextract.Request) (docextract.Result, error) {
	f.mu.Lock()
	f.started++
	ch := f.block[req.URL]
	f.mu.Unlock()
	if ch != nil {
		<-ch
	}
	if strings.HasSuffix(req.URL, "bad") {
		return docextract.Result{}, &docextract.Error{Code: docextract.CodeDocumentNotOfType, Message: "not an invoice"}
	}
	return docextract.Result{DocumentType: docextract.Invoice}, nil
}

func (f *fakeExtractor) startedCount() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.started
}

// TestBatchOrderAndWindow: lines come in the inputs' order whatever order
// the documents finish in, and a slow first document holds back at most
// a window of documents (4 × concurrency, at least 16).
func TestBatchOrderAndWindow(t *testing.T) {
	slow := make(chan struct{})
	ex := &fakeExtractor{block: map[string]chan struct{}{"https://x/0": slow}}
	var inputs []input
	var want []string
	for i := range 40 {
		u := fmt.Sprintf("https://x/%d", i)
		if i%7 == 3 {
			u += "bad"
		}
		inputs = append(inputs, input{path: u, kind: inputURL})
		if i%7 == 3 {
			want = append(want, u+" error document_not_of_type")
		} else {
			want = append(want, u+" invoice")
		}
	}
	b := &batch{ex: ex, req: docextract.Request{DocumentType: docextract.Invoice}, concurrency: 2, stderr: io.Discard}
	var stdout bytes.Buffer
	type ran struct {
		sum summary
		err error
	}
	result := make(chan ran)
	go func() {
		sum, err := b.run(context.Background(), inputs, &stdout)
		result <- ran{sum, err}
	}()
	for deadline := time.Now().Add(10 * time.Second); ex.startedCount() < 16 && time.Now().Before(deadline); {
		time.Sleep(5 * time.Millisecond)
	}
	time.Sleep(100 * time.Millisecond) // time for more to start, were the window not kept
	if n := ex.startedCount(); n != 16 {
		t.Errorf("%d documents started while the first was running, want 16", n)
	}
	close(slow)
	r := <-result
	if r.err != nil {
		t.Fatal(r.err)
	}
	if diff := cmp.Diff(want, brief(decodeLines(t, stdout.Bytes()))); diff != "" {
		t.Errorf("lines mismatch (-want +got):\n%s", diff)
	}
	gotCounts := []int{r.sum.read, r.sum.failed, r.sum.byCode[docextract.CodeDocumentNotOfType]}
	if diff := cmp.Diff([]int{34, 6, 6}, gotCounts); diff != "" {
		t.Errorf("read, failed, document_not_of_type mismatch (-want +got):\n%s", diff)
	}
}
