package docextract_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"image/png"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/docextract/docextract"
	"github.com/docextract/docextract/internal/docgen"
)

// expandedJSON is the expanded part of a result's JSON.
type expandedJSON struct {
	Provenance map[string]struct {
		Page       *int        `json:"page"`
		Box        *[4]float64 `json:"box"`
		Source     string      `json:"source"`
		Confidence float64     `json:"confidence"`
		Rule       string      `json:"rule"`
	} `json:"provenance"`
	MRZ *struct {
		Format string            `json:"format"`
		Lines  []string          `json:"lines"`
		Checks map[string]string `json:"checks"`
	} `json:"mrz"`
	Pages []struct {
		Page   int    `json:"page"`
		Width  int    `json:"width"`
		Height int    `json:"height"`
		Image  string `json:"image"`
	} `json:"pages"`
}

// ruleName is a rule's form: dotted lower-case words.
var ruleName = regexp.MustCompile(`^[a-z0-9]+(_[a-z0-9]+)*(\.[a-z0-9]+(_[a-z0-9]+)*)+$`)

// TestExpandedGenerated extracts a generated set of every type and format
// with every expansion and checks what the JSON carries: a provenance
// entry for each field found and none for another, each with a rule, a
// known source, a page that has an image, and a box in fractions of the
// page; the MRZ of every passport and card that has one; page images no
// larger than 1200 pixels a side, whose width and height are the PNG's.
func TestExpandedGenerated(t *testing.T) {
	if testing.Short() {
		t.Skip("reads generated documents")
	}
	cases, err := docgen.Generate(docgen.Options{Seed: 1, Count: 21, Types: docgen.KnownTypes()})
	if err != nil {
		t.Skipf("docgen: %v", err)
	}
	ex, err := docextract.New(docextract.Options{OCRWorkers: 1, Timeout: 5 * time.Minute, Now: docgen.DefaultToday})
	if err != nil {
		t.Fatal(err)
	}
	defer ex.Close()
	sources := []string{"text_layer", "ocr", "mrz", "barcode"}
	rules := map[string]int{}
	extracted, fields, boxed, mrzs := 0, 0, 0, 0
	for _, c := range cases {
		res, err := ex.Extract(context.Background(), docextract.Request{
			DocumentType: docextract.DocumentType(c.DocumentType), Document: c.Document, Sandbox: true, Expand: docextract.Expansions(),
		})
		if err != nil {
			t.Logf("%s: %v", c.ID, err)
			continue
		}
		extracted++
		data, err := json.Marshal(res)
		if err != nil {
			t.Fatal(err)
		}
		var members map[string]json.RawMessage
		var got expandedJSON
		if err := json.Unmarshal(data, &members); err != nil {
			t.Fatal(err)
		}
		if err := json.Unmarshal(data, &got); err != nil {
			t.Fatal(err)
		}
		images := map[int]bool{}
		for _, p := range got.Pages {
			img, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(p.Image, "data:image/png;base64,"))
			if err != nil {
				t.Fatalf("%s: page %d image: %v", c.ID, p.Page, err)
			}
			cfg, err := png.DecodeConfig(bytes.NewReader(img))
			if err != nil {
				t.Fatalf("%s: page %d image: %v", c.ID, p.Page, err)
			}
			if cfg.Width != p.Width || cfg.Height != p.Height || max(p.Width, p.Height) > docextract.MaxPageImageSide {
				t.Errorf("%s: page %d is %dx%d, its PNG %dx%d", c.ID, p.Page, p.Width, p.Height, cfg.Width, cfg.Height)
			}
			images[p.Page] = true
		}
		found := foundPaths(t, members, res)
		for _, path := range found {
			if _, ok := got.Provenance[path]; !ok {
				t.Errorf("%s: %s found without provenance", c.ID, path)
			}
		}
		for path, p := range got.Provenance {
			fields++
			rules[p.Rule]++
			if !slices.Contains(found, path) {
				t.Errorf("%s: provenance of %s, which is null", c.ID, path)
			}
			if !ruleName.MatchString(p.Rule) {
				t.Errorf("%s: %s has the rule %q", c.ID, path, p.Rule)
			}
			if !slices.Contains(sources, p.Source) {
				t.Errorf("%s: %s has the source %q", c.ID, path, p.Source)
			}
			if p.Confidence < 0 || p.Confidence > 1 {
				t.Errorf("%s: %s has the confidence %v", c.ID, path, p.Confidence)
			}
			if p.Page == nil || !images[*p.Page] {
				t.Errorf("%s: %s is on page %v, which has no image", c.ID, path, p.Page)
			}
			if b := p.Box; b != nil {
				boxed++
				if b[0] < 0 || b[1] < 0 || b[2] > 1 || b[3] > 1 || b[0] > b[2] || b[1] > b[3] {
					t.Errorf("%s: %s has the box %v", c.ID, path, *b)
				}
			}
		}
		if got.MRZ != nil {
			mrzs++
			if len(got.MRZ.Lines) < 2 || len(got.MRZ.Checks) == 0 {
				t.Errorf("%s: mrz %+v", c.ID, *got.MRZ)
			}
			for name, status := range got.MRZ.Checks {
				if status != "passed" && status != "failed" {
					t.Errorf("%s: mrz check %s is %q", c.ID, name, status)
				}
			}
		}
		if strings.Contains(c.ID, "_td") != (got.MRZ != nil) {
			t.Errorf("%s: mrz %v", c.ID, got.MRZ != nil)
		}
	}
	names := make([]string, 0, len(rules))
	for r := range rules {
		names = append(names, r)
	}
	sort.Strings(names)
	t.Logf("%d of %d documents extracted; %d fields, %d boxed, %d MRZs; rules: %v", extracted, len(cases), fields, boxed, mrzs, names)
	if extracted < len(cases)*2/3 || mrzs == 0 {
		t.Fatalf("only %d of %d documents extracted, %d MRZs", extracted, len(cases), mrzs)
	}
}

// foundPaths returns the JSON paths of the fields of res's JSON that are
// not null ("surname", "significant_people[0].name").
func foundPaths(t *testing.T, members map[string]json.RawMessage, res docextract.Result) []string {
	t.Helper()
	var spec docextract.TypeSpec
	for _, s := range docextract.Types() {
		if s.Name == string(res.DocumentType) {
			spec = s
		}
	}
	var out []string
	var walk func(fields []docextract.FieldSpec, m map[string]json.RawMessage, prefix string)
	walk = func(fields []docextract.FieldSpec, m map[string]json.RawMessage, prefix string) {
		for _, f := range fields {
			raw, ok := m[f.Name]
			if !ok || string(raw) == "null" {
				continue
			}
			if len(f.Items) == 0 {
				out = append(out, prefix+f.Name)
				continue
			}
			var items []map[string]json.RawMessage
			if err := json.Unmarshal(raw, &items); err != nil {
				t.Fatal(err)
			}
			for i, item := range items {
				walk(f.Items, item, prefix+f.Name+"["+strconv.Itoa(i)+"].")
			}
		}
	}
	walk(spec.Fields, members, "")
	return out
}
