package accuracy

import (
	"cmp"
	"context"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/docextract/docextract/internal/docgen"
)

// The set TestReliabilityCalibrated and TestProvenanceBoxes measure: 60
// generated documents of every type and format, of a seed other than the
// one docextract.Calibrate was fitted on (1), so that the tests see
// documents the scale was not fitted to.
const (
	calibSeed  = 3
	calibCount = 60
)

var calibRun struct {
	once sync.Once
	rep  Report
	err  error
}

// calibReport runs the extractor over the calibration set once for the
// tests that need it, or skips under -short.
func calibReport(t *testing.T) Report {
	t.Helper()
	if testing.Short() {
		t.Skip("runs the extractor over generated documents")
	}
	if os.Getenv("OMP_THREAD_LIMIT") != "1" {
		t.Log("OMP_THREAD_LIMIT is not 1: OCR will be slow")
	}
	calibRun.once.Do(func() {
		gen, err := docgen.Generate(docgen.Options{Seed: calibSeed, Count: calibCount})
		if err != nil {
			calibRun.err = err
			return
		}
		cases := make([]Case, len(gen))
		for i, g := range gen {
			if cases[i], err = FromDocgen(g); err != nil {
				calibRun.err = err
				return
			}
		}
		calibRun.rep, calibRun.err = Run(context.Background(), cases, Options{Workers: 2})
	})
	if calibRun.err != nil {
		t.Fatalf("running the calibration set: %v", calibRun.err)
	}
	return calibRun.rep
}

// TestReliabilityCalibrated checks that the confidences are calibrated:
// in each confidence bucket of 50 fields or more, the share of fields
// right lies within 5 points of the bucket's range.
func TestReliabilityCalibrated(t *testing.T) {
	rep := calibReport(t)
	var table strings.Builder
	if err := rep.writeReliability(&table); err != nil {
		t.Fatal(err)
	}
	t.Logf("seed %d, %d documents:\n%s", calibSeed, calibCount, table.String())
	n := 0
	for _, b := range rep.Reliability {
		n += b.N
		if !b.Calibrated() {
			t.Errorf("confidence [%.2f,%.2f]: %d of %d fields right (%.1f%%), more than %.0f points outside the range",
				b.Low, b.High, b.Right, b.N, 100*b.Share(), 100*ReliabilityTolerance)
		}
	}
	if n < 250 {
		t.Errorf("%d fields with a confidence, want 250 or more to judge the scale", n)
	}
}

// TestProvenanceBoxes checks that the provenance boxes are where the
// generator printed the values: IoU 0.5 or more for 95% of the fields
// measured (see boxIoU).
func TestProvenanceBoxes(t *testing.T) {
	rep := calibReport(t)
	var table strings.Builder
	if err := rep.writeBoxes(&table); err != nil {
		t.Fatal(err)
	}
	t.Logf("seed %d, %d documents:\n%s", calibSeed, calibCount, table.String())
	if rep.Boxes.N < 200 {
		t.Fatalf("%d fields measured, want 200 or more", rep.Boxes.N)
	}
	if s := rep.Boxes.Share(); s < 0.95 {
		t.Errorf("IoU >= %.1f for %.1f%% of %d fields, want 95%% or more; below it:\n%s", MinIoU, 100*s, rep.Boxes.N, missedBoxes(rep.Cases))
	}
}

// missedBoxes lists, per document type and field, how many measured boxes
// fell below MinIoU, most first.
func missedBoxes(cases []CaseResult) string {
	type key struct{ typ, field, source string }
	missed, measured := map[key]int{}, map[key]int{}
	for _, c := range cases {
		for _, f := range c.Fields {
			if f.IoU == nil {
				continue
			}
			k := key{string(c.DocumentType), f.Field, f.Source}
			measured[k]++
			if *f.IoU < MinIoU {
				missed[k]++
			}
		}
	}
	keys := slices.Collect(maps.Keys(missed))
	slices.SortFunc(keys, func(a, b key) int {
		return cmp.Or(cmp.Compare(missed[b], missed[a]), cmp.Compare(a.typ+a.field+a.source, b.typ+b.field+b.source))
	})
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "  %s %s (%s): %d of %d\n", k.typ, k.field, k.source, missed[k], measured[k])
	}
	return b.String()
}
