package accuracy

import (
	"context"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/docextract/docextract/internal/docgen"
)

var updateFloors = flag.Bool("update-floors", false, "raise "+floorsPath+" to the accuracies measured now (never lowers a floor)")

// The regression set: the first cases of `docgen -seed 1`, every type and
// format. Changing it invalidates the floors.
const (
	floorSeed  = 1
	floorCount = 20
)

// TestRegressionFloor runs a small generated set through the extractor and
// fails when the status accuracy of a type, or the normalised accuracy of a
// (type, field), falls below its floor in testdata/floors.json.
func TestRegressionFloor(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the extractor over generated documents")
	}
	if os.Getenv("OMP_THREAD_LIMIT") != "1" {
		t.Log("OMP_THREAD_LIMIT is not 1: OCR will be slow")
	}
	floors, err := ReadFloors(floorsPath)
	if err != nil {
		t.Fatalf("ReadFloors: %v", err)
	}
	gen, err := docgen.Generate(docgen.Options{Seed: floorSeed, Count: floorCount})
	if err != nil {
		t.Fatalf("docgen.Generate: %v", err)
	}
	cases := make([]Case, len(gen))
	for i, g := range gen {
		if cases[i], err = FromDocgen(g); err != nil {
			t.Fatalf("FromDocgen: %v", err)
		}
	}
	rep, err := Run(context.Background(), cases, Options{})
	if err != nil {
		t.Fatalf("Run: %v", err)
	}
	var table strings.Builder
	if err := rep.WriteText(&table); err != nil {
		t.Fatal(err)
	}
	t.Logf("regression set (seed %d, %d cases):\n%s", floorSeed, floorCount, table.String())

	if *updateFloors {
		raised := floors.Raise(rep)
		if err := raised.Write(floorsPath); err != nil {
			t.Fatalf("write floors: %v", err)
		}
		t.Logf("floors raised in %s", floorsPath)
		floors = raised
	}
	for _, v := range floors.Below(rep) {
		t.Errorf("below floor: %s", v)
	}
}
