package docextract_test

import (
	"go/build"
	"io/fs"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

const module = "github.com/docextract/docextract"

// The packages under extract/ that are not document types. Any other
// package under extract/ is a document type.
var (
	// values hold the data every layer shares and import nothing of ours.
	values = []string{"extract/layout", "extract/dates", "extract/money"}
	// leaves know one subject (MRZs, addresses, wording) and import only values.
	leaves = []string{"extract/mrz", "extract/lexicon", "fuzzy"}
	// structure reads a page's structure (rows, cells, labels and values;
	// a letter's address blocks and dates) and imports only values and
	// leaves.
	structure = []string{"extract/keyvalue", "extract/postal", "extract/amounts"}
	// infrastructure: the OCR pool, the reader and the contract.
	infrastructure = []string{"extract/ocr", "extract/reading", "extract/doctype"}
)

// TestArchitecture fails when a package imports what its layer must not
// (see docs/architecture.md): values import nothing of ours; leaves import
// only values; the OCR pool only values and the Tesseract binding; the
// reader (values, leaves, the OCR pool and the barcode binding) never a
// document type; the contract never a document type; a
// document type never the root, the HTTP layer, the OCR pool or another
// type; the root never the HTTP layer or a command; httpapi, examples and
// the worker processes only the root; the generator nothing it measures;
// commands never extract/; deploy (a module of its own) nothing outside
// its tests.
func TestArchitecture(t *testing.T) {
	pkgs := ourPackages(t)
	var types []string
	for p := range pkgs {
		if strings.HasPrefix(p, "extract/") && !slices.Contains(values, p) && !slices.Contains(leaves, p) && !slices.Contains(structure, p) && !slices.Contains(infrastructure, p) {
			types = append(types, p)
		}
	}
	if len(types) < 4 {
		t.Fatalf("found document types %v; want at least the four specified", types)
	}
	only := func(allowed ...[]string) func(string) bool {
		return func(imp string) bool {
			for _, set := range allowed {
				if slices.Contains(set, imp) {
					return true
				}
			}
			return false
		}
	}
	under := func(prefixes ...string) func(string) bool {
		return func(imp string) bool {
			for _, p := range prefixes {
				if imp == p || strings.HasPrefix(imp, p+"/") {
					return true
				}
			}
			return false
		}
	}
	rules := []struct {
		what    string
		applies func(string) bool
		allowed func(string) bool
	}{
		{"values import nothing of ours", only(values), only()},
		{"leaves import only values", only(leaves), only(values)},
		{"page structure imports only values, leaves and page structure", only(structure), only(values, leaves, structure)},
		{"the OCR pool imports only values and the Tesseract binding", only([]string{"extract/ocr"}), only(values, []string{"internal/tesseract"})},
		{"the reader imports no document type, contract or root", only([]string{"extract/reading"}), only(values, leaves, []string{"extract/ocr", "internal/mupdf", "internal/zxing"})},
		{"the MuPDF binding imports nothing of ours", only([]string{"internal/mupdf"}), only()},
		{"the contract imports only the reader and below", only([]string{"extract/doctype"}), only(values, leaves, []string{"extract/reading"})},
		{"a document type imports only the contract, the reader and below", only(types), only(values, leaves, structure, []string{"extract/reading", "extract/doctype"})},
		{"httpapi imports only the root", under("httpapi"), only([]string{""})},
		{"examples import only the root", under("examples"), only([]string{""})},
		{"the generator imports nothing it measures", under("internal/docgen"), only()},
		{"the worker processes import only the root", under("internal/worker"), only([]string{""})},
		{"the root imports no server or command", only([]string{""}), func(imp string) bool {
			return !under("httpapi", "cmd", "examples")(imp)
		}},
		{"commands (the server, the CLI, the load tool) never import extract/ directly", under("cmd"), func(imp string) bool {
			return !under("extract")(imp)
		}},
		{"the deployment checks have no code of their own", under("deploy"), only()},
	}
	for _, p := range slices.Sorted(maps.Keys(pkgs)) {
		for _, r := range rules {
			if !r.applies(p) {
				continue
			}
			for _, imp := range pkgs[p] {
				if !r.allowed(imp) {
					t.Errorf("%s imports %s: %s", display(p), display(imp), r.what)
				}
			}
		}
	}
}

// ourPackages returns every package of the module (by path relative to the
// module, "" for the root) with the packages of ours it imports, tests aside.
func ourPackages(t *testing.T) map[string][]string {
	t.Helper()
	pkgs := map[string][]string{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if name := d.Name(); path != "." && (strings.HasPrefix(name, ".") || name == "testdata" || name == "third_party" || name == "build" || name == "bin") {
			return filepath.SkipDir
		}
		p, err := build.ImportDir(path, 0)
		if err != nil {
			return nil // no Go files here
		}
		rel := filepath.ToSlash(path)
		if rel == "." {
			rel = ""
		}
		var ours []string
		for _, imp := range p.Imports {
			if imp == module {
				ours = append(ours, "")
			} else if strings.HasPrefix(imp, module+"/") {
				ours = append(ours, strings.TrimPrefix(imp, module+"/"))
			}
		}
		pkgs[rel] = ours
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return pkgs
}

func display(p string) string {
	if p == "" {
		return "the root package"
	}
	return p
}
