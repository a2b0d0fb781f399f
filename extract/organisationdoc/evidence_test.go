package organisationdoc

import (
	"context"
	"errors"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/ocr"
	"github.com/docextract/docextract/extract/reading"
	"github.com/docextract/docextract/internal/docgen"
)

// confusion counts, per true type, the documents accepted and refused as
// organisation documents.
type confusion map[string]*[2]int

func (c confusion) add(trueType string, accepted bool) {
	if c[trueType] == nil {
		c[trueType] = &[2]int{}
	}
	if accepted {
		c[trueType][0]++
	} else {
		c[trueType][1]++
	}
}

func (c confusion) String() string {
	types := make([]string, 0, len(c))
	for t := range c {
		types = append(types, t)
	}
	sort.Strings(types)
	var sb strings.Builder
	fmt.Fprintf(&sb, "%-18s %8s %8s\n", "true type", "accepted", "refused")
	for _, t := range types {
		fmt.Fprintf(&sb, "%-18s %8d %8d\n", t, c[t][0], c[t][1])
	}
	return sb.String()
}

// crossType extracts every generated case of every type as an
// organisation document: organisation documents must be accepted, all
// others refused with ErrNoEvidence.
func crossType(t *testing.T, r *reading.Reader, seed uint64, count int, f docgen.Format) {
	t.Helper()
	cases, err := docgen.Generate(docgen.Options{Seed: seed, Count: count, Formats: []docgen.Format{f}, Workers: 1})
	if errors.Is(err, docgen.ErrFont) {
		t.Skipf("docgen fonts: %v", err)
	}
	if err != nil {
		t.Fatalf("docgen.Generate: %v", err)
	}
	conf := confusion{}
	for _, c := range cases {
		doc, err := r.Read(context.Background(), c.Document)
		if err != nil {
			t.Fatalf("%s: Read: %v", c.ID, err)
		}
		_, err = extract(context.Background(), doc, doctype.Env{})
		if err != nil && !errors.Is(err, ErrNoEvidence) {
			t.Fatalf("Extract(%s): %v", c.ID, err)
		}
		tt := c.Expected.Meta.Generator.TrueType
		accepted := err == nil
		conf.add(tt, accepted)
		if want := tt == docgen.TypeOrganisationDoc; accepted != want {
			t.Errorf("Extract(%s) accepted = %v (%v), want %v", c.ID, accepted, err, want)
		}
	}
	t.Logf("confusion (%s):\n%s", f, conf)
}

// TestEvidenceCrossTypePDF runs the evidence test on text-layer PDFs.
func TestEvidenceCrossTypePDF(t *testing.T) {
	crossType(t, reading.NewReader(reading.Options{}), 81, 240, docgen.FormatPDF)
}

// TestEvidenceCrossTypePNG runs the evidence test on page images.
func TestEvidenceCrossTypePNG(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR test")
	}
	if os.Getenv("OMP_THREAD_LIMIT") == "" {
		t.Log("OMP_THREAD_LIMIT is unset: OCR will be slow")
	}
	pool, err := ocr.NewPool(ocr.Options{Workers: 1})
	if err != nil {
		t.Skipf("ocr.NewPool: %v", err)
	}
	defer pool.Close()
	crossType(t, reading.NewReader(reading.Options{OCR: pool}), 82, 40, docgen.FormatPNG)
}
