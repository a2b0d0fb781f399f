package accuracy

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/docextract/docextract"
	"github.com/docextract/docextract/internal/docgen"
	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestLoadMatchesFromDocgen(t *testing.T) {
	gen, err := docgen.Generate(docgen.Options{Seed: 7, Count: 8, Formats: []docgen.Format{docgen.FormatPDF}})
	if err != nil {
		t.Fatalf("Generate: %v", err)
	}
	dir := t.TempDir()
	var want []Case
	for _, g := range gen {
		if err := g.Write(dir); err != nil {
			t.Fatalf("Write: %v", err)
		}
		c, err := FromDocgen(g)
		if err != nil {
			t.Fatalf("FromDocgen(%s): %v", g.ID, err)
		}
		today, err := g.Today()
		if err != nil || !c.Today.Equal(today) {
			t.Errorf("FromDocgen(%s).Today = %v, want %v (%v)", g.ID, c.Today, today, err)
		}
		if c.Request.Sandbox != (g.Expected.Key == "sandbox") {
			t.Errorf("FromDocgen(%s).Request.Sandbox = %v with key %q", g.ID, c.Request.Sandbox, g.Expected.Key)
		}
		want = append(want, c)
	}
	got, err := Load(dir)
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	// Load reads in path order; docgen gives index order.
	byID := map[string]Case{}
	for _, c := range got {
		byID[c.ID] = c
		if c.Dir == "" || filepath.Base(c.DocumentPath) != "document.pdf" || c.Document != nil {
			t.Errorf("Load: case %s has Dir %q, DocumentPath %q, %d bytes loaded early", c.ID, c.Dir, c.DocumentPath, len(c.Document))
		}
		doc, err := c.document()
		if err != nil || len(doc) == 0 {
			t.Errorf("case %s: document() = %d bytes, %v", c.ID, len(doc), err)
		}
	}
	if len(got) != len(want) {
		t.Fatalf("Load: %d cases, want %d", len(got), len(want))
	}
	opts := cmp.Options{
		cmpopts.IgnoreFields(Case{}, "Dir", "DocumentPath", "Document", "RequestErr"),
		cmpopts.EquateEmpty(),
	}
	for _, w := range want {
		if diff := cmp.Diff(w, byID[w.ID], opts); diff != "" {
			t.Errorf("Load(%s) mismatch with FromDocgen (-want +got):\n%s", w.ID, diff)
		}
	}
}

func writeCase(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for name, content := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

const (
	okRequest  = `{"document_type": "identity", "source": "base64"}`
	okExpected = `{"key": "live", "status": 200, "gt_quality": "repo", "fields": {"surname": {"value": "X", "kind": "name"}}, "meta": {"format": "png"}}`
)

func TestLoad(t *testing.T) {
	root := t.TempDir()
	writeCase(t, filepath.Join(root, "identity", "b_case"), map[string]string{
		"request.json": okRequest, "expected.json": okExpected, "document.png": "png"})
	writeCase(t, filepath.Join(root, "identity", "a_case"), map[string]string{
		"request.json": `{"document_type": "identity", "source": "base64",
		  "validations": {"expiry": {"minimum_months_until_expiry": 6}}}`,
		"expected.json": `{"key": "sandbox", "status": 400, "error": {"code": "document_not_of_type"}, "gt_quality": "repo",
		  "meta": {"format": "pdf", "today": "2026-03-16"}}`,
		"document.pdf": "%PDF"})
	writeCase(t, filepath.Join(root, "invoice", "inv"), map[string]string{
		"request.json":  `{"document_type": "invoice", "source": "base64", "validations": {"fields": [{"field": "total_amount", "expected_value": "1", "match_type": "fuzzy"}]}}`,
		"expected.json": okExpected, "document.pdf": "%PDF"})
	writeCase(t, filepath.Join(root, "vectors"), map[string]string{"mrz.json": "[]"})

	cases, err := Load(root)
	if err != nil {
		t.Fatalf("Load: %v", err)
	}
	var ids []string
	for _, c := range cases {
		ids = append(ids, c.ID)
	}
	if diff := cmp.Diff([]string{"a_case", "b_case", "inv"}, ids); diff != "" {
		t.Fatalf("Load() ids mismatch (-want +got):\n%s", diff)
	}
	a := cases[0]
	if !a.Request.Sandbox || a.Request.Validations == nil || a.Request.Validations.Expiry == nil ||
		!a.Today.Equal(time.Date(2026, 3, 16, 0, 0, 0, 0, time.UTC)) || a.Expected.Error.Code != "document_not_of_type" {
		t.Errorf("Load() a_case = %+v, want sandbox, expiry validation, today 2026-03-16, error document_not_of_type", a)
	}
	if a.Request.Source != "" || a.Request.Payload != "" {
		t.Errorf("Load() a_case request keeps source %q payload %q, want both empty", a.Request.Source, a.Request.Payload)
	}
	if b := cases[1]; b.Request.Sandbox || !b.Today.IsZero() || b.RequestErr != nil {
		t.Errorf("Load() b_case = %+v, want live key, no today, no request error", b)
	}
	inv := cases[2]
	if got := docextract.ErrorCodeOf(inv.RequestErr); got != docextract.CodeParameterInvalid || inv.DocumentType != docextract.Invoice {
		t.Errorf("Load() invoice: type %q, RequestErr code %q, want invoice, %q", inv.DocumentType, got, docextract.CodeParameterInvalid)
	}
}

func TestLoadErrors(t *testing.T) {
	tests := []struct {
		name  string
		files map[string]string
	}{
		{"no request", map[string]string{"expected.json": okExpected, "document.png": "x"}},
		{"no document", map[string]string{"expected.json": okExpected, "request.json": okRequest}},
		{"two documents", map[string]string{"expected.json": okExpected, "request.json": okRequest, "document.png": "x", "document.pdf": "y"}},
		{"bad expected", map[string]string{"expected.json": `{`, "request.json": okRequest, "document.png": "x"}},
		{"bad status", map[string]string{"expected.json": `{"status": 201}`, "request.json": okRequest, "document.png": "x"}},
		{"400 without code", map[string]string{"expected.json": `{"status": 400}`, "request.json": okRequest, "document.png": "x"}},
		{"bad today", map[string]string{"expected.json": `{"status": 200, "meta": {"today": "16/03/2026"}}`, "request.json": okRequest, "document.png": "x"}},
		{"field without value", map[string]string{"expected.json": `{"status": 200, "fields": {"surname": {"kind": "name"}}}`, "request.json": okRequest, "document.png": "x"}},
		{"people not a list", map[string]string{"expected.json": `{"status": 200, "fields": {"significant_people": {"kind": "people", "value": "x"}}}`, "request.json": okRequest, "document.png": "x"}},
		{"request without type", map[string]string{"expected.json": okExpected, "request.json": `{"source": "base64"}`, "document.png": "x"}},
	}
	for _, tt := range tests {
		root := t.TempDir()
		writeCase(t, filepath.Join(root, "identity", "case"), tt.files)
		if _, err := Load(root); !errors.Is(err, ErrCase) {
			t.Errorf("%s: Load() error = %v, want ErrCase", tt.name, err)
		}
	}
	if _, err := Load(filepath.Join(t.TempDir(), "missing")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("Load(missing dir) error = %v, want os.ErrNotExist", err)
	}
}

// TestLoadCorpus reads the real corpus: every case folder must parse.
func TestLoadCorpus(t *testing.T) {
	dir := os.Getenv("DOCEXTRACT_CORPUS")
	if dir == "" {
		t.Skip("DOCEXTRACT_CORPUS is not set")
	}
	cases, err := Load(dir)
	if err != nil {
		t.Fatalf("Load(%s): %v", dir, err)
	}
	if len(cases) < 50 {
		t.Errorf("Load(%s) = %d cases, want at least 50", dir, len(cases))
	}
	for _, c := range cases {
		if c.RequestErr != nil && docextract.ErrorCodeOf(c.RequestErr) != docextract.CodeDocumentTypeNotSupported {
			t.Errorf("case %s: request.json refused: %v", c.Dir, c.RequestErr)
		}
	}
}
