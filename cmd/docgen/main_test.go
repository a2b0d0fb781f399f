package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/docextract/docextract/internal/docgen"
)

func TestRunList(t *testing.T) {
	var out strings.Builder
	if err := run(config{split: "dev,holdout", list: true}, &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	ls, _ := docgen.Layouts([]string{"dev", "holdout"}, nil)
	if len(lines) != len(ls) || len(ls) == 0 {
		t.Fatalf("-list printed %d lines for %d layouts", len(lines), len(ls))
	}
	for _, l := range lines {
		if f := strings.Split(l, "\t"); len(f) != 4 || (f[0] != "dev" && f[0] != "holdout") || f[3] == "" {
			t.Errorf("-list line %q", l)
		}
	}
}

// TestRunPerLayout: -per-layout N writes N cases per layout of the split.
func TestRunPerLayout(t *testing.T) {
	if _, err := os.Stat(docgen.DefaultFontDir); err != nil {
		t.Skip("fonts not installed")
	}
	dir := t.TempDir()
	cfg := config{seed: 3, perLayout: 1, split: "holdout", types: "tax_doc", formats: "pdf", out: dir, fontDir: docgen.DefaultFontDir}
	if err := run(cfg, io.Discard, io.Discard); err != nil {
		t.Fatal(err)
	}
	ls, _ := docgen.Layouts([]string{"holdout"}, []string{"tax_doc"})
	got, _ := filepath.Glob(filepath.Join(dir, "tax_doc", "*", "expected.json"))
	if len(got) != len(ls) {
		t.Errorf("%d cases written, want %d (one per holdout tax layout)", len(got), len(ls))
	}
}

func TestRunErrors(t *testing.T) {
	for _, cfg := range []config{
		{split: "tuned", n: 1},                             // no -out
		{split: "test", n: 1, out: "x"},                    // unknown split
		{split: "dev", perLayout: 1, types: "invoice"},     // unknown type
		{split: "holdout", n: 1, out: "x", today: "16/03"}, // bad date
	} {
		if err := run(cfg, io.Discard, io.Discard); err == nil {
			t.Errorf("run(%+v) = nil, want an error", cfg)
		}
	}
}
