package accuracy

import (
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract"
)

func conf(c float64) *float64 { return &c }

func TestReliability(t *testing.T) {
	results := []CaseResult{{Fields: []FieldResult{
		{Field: "a", Confidence: conf(0.99), Normalised: 1},
		{Field: "b", Confidence: conf(1), Normalised: 0},
		{Field: "c", Confidence: conf(0.95), Normalised: 1},
		{Field: "d", Confidence: conf(0.9499), Normalised: 1},
		{Field: "e", Confidence: conf(0.5), Normalised: 0},
		{Field: "f", Confidence: conf(0), Normalised: 1},
		{Field: "g", Normalised: 1}, // not returned: no confidence
	}}}
	want := []Bucket{
		{Low: 0, High: 0.5, N: 1, Right: 1},
		{Low: 0.5, High: 0.7, N: 1, Right: 0},
		{Low: 0.7, High: 0.8},
		{Low: 0.8, High: 0.9},
		{Low: 0.9, High: 0.95, N: 1, Right: 1},
		{Low: 0.95, High: 1, N: 3, Right: 2},
	}
	if diff := cmp.Diff(want, Reliability(results)); diff != "" {
		t.Errorf("Reliability mismatch (-want +got):\n%s", diff)
	}
}

func TestBucketCalibrated(t *testing.T) {
	tests := []struct {
		b    Bucket
		want bool
	}{
		{Bucket{Low: 0.95, High: 1, N: 100, Right: 90}, true},
		{Bucket{Low: 0.95, High: 1, N: 100, Right: 89}, false},
		{Bucket{Low: 0.7, High: 0.8, N: 100, Right: 85}, true},
		{Bucket{Low: 0.7, High: 0.8, N: 100, Right: 86}, false},
		{Bucket{Low: 0, High: 0.5, N: 60, Right: 33}, true},
		{Bucket{Low: 0, High: 0.5, N: 60, Right: 34}, false},
		{Bucket{Low: 0.7, High: 0.8, N: 49, Right: 49}, true}, // too few to judge
	}
	for _, tt := range tests {
		if got := tt.b.Calibrated(); got != tt.want {
			t.Errorf("%+v.Calibrated() = %v, want %v (share %.2f)", tt.b, got, tt.want, tt.b.Share())
		}
	}
}

func TestBoxIoU(t *testing.T) {
	sizes := [][2]float64{{200, 100}, {210, 297}}
	pages := []docextract.Page{{Number: 1, Width: 2000, Height: 1000}, {Number: 2, Width: 595, Height: 842}}
	truth := []TruthBox{{Page: 1, Box: [4]float64{0.1, 0.1, 0.3, 0.2}}, {Page: 1, Box: [4]float64{0.5, 0.5, 0.6, 0.6}}}
	tests := []struct {
		name  string
		want  []TruthBox
		p     docextract.Provenance
		pages []docextract.Page
		iou   float64
		ok    bool
	}{
		{"same box", truth, docextract.Provenance{Page: 1, Box: docextract.Box{Left: 200, Top: 100, Right: 600, Bottom: 200}}, pages, 1, true},
		{"best of two places", truth, docextract.Provenance{Page: 1, Box: docextract.Box{Left: 1000, Top: 500, Right: 1200, Bottom: 600}}, pages, 1, true},
		{"half the box", truth, docextract.Provenance{Page: 1, Box: docextract.Box{Left: 200, Top: 100, Right: 400, Bottom: 200}}, pages, 0.5, true},
		{"elsewhere", truth, docextract.Provenance{Page: 1, Box: docextract.Box{Left: 1500, Top: 800, Right: 1600, Bottom: 900}}, pages, 0, true},
		{"other page", truth, docextract.Provenance{Page: 2, Box: docextract.Box{Left: 10, Top: 10, Right: 20, Bottom: 20}}, pages, 0, true},
		{"levelled page: another frame", truth, docextract.Provenance{Page: 1, Box: docextract.Box{Left: 200, Top: 100, Right: 600, Bottom: 200}},
			[]docextract.Page{{Number: 1, Width: 2050, Height: 1100}}, 0, false},
		{"no truth", nil, docextract.Provenance{Page: 1, Box: docextract.Box{Left: 200, Top: 100, Right: 600, Bottom: 200}}, pages, 0, false},
		{"no page", truth, docextract.Provenance{Page: 3}, pages, 0, false},
	}
	for _, tt := range tests {
		got, ok := boxIoU(tt.want, sizes, tt.p, tt.pages)
		if ok != tt.ok || abs(got-tt.iou) > 1e-9 {
			t.Errorf("%s: boxIoU = %.4f, %v; want %.4f, %v", tt.name, got, ok, tt.iou, tt.ok)
		}
	}
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

func TestBoxes(t *testing.T) {
	v := func(x float64) *float64 { return &x }
	results := []CaseResult{{Fields: []FieldResult{
		{Rule: "mrz.surname", IoU: v(0.8)},
		{Rule: "mrz.surname", IoU: v(0.2)},
		{Rule: "zone.label", IoU: v(0.5)},
		{Rule: "zone.label"}, // not measured
	}}}
	all, rules := Boxes(results)
	if diff := cmp.Diff(BoxTally{N: 3, Hits: 2, MeanIoU: 0.5}, all); diff != "" {
		t.Errorf("Boxes overall mismatch (-want +got):\n%s", diff)
	}
	want := []BoxTally{{Rule: "mrz.surname", N: 2, Hits: 1, MeanIoU: 0.5}, {Rule: "zone.label", N: 1, Hits: 1, MeanIoU: 0.5}}
	if diff := cmp.Diff(want, rules); diff != "" {
		t.Errorf("Boxes per rule mismatch (-want +got):\n%s", diff)
	}
}

// TestFieldBoxesJSON checks that a field's truth boxes are read from
// expected.json, and that a file without them still reads.
func TestFieldBoxesJSON(t *testing.T) {
	tests := []struct {
		in   string
		want []TruthBox
	}{
		{`{"value": "ERIKSSON", "kind": "name", "boxes": [{"page": 1, "box": [0.1, 0.2, 0.3, 0.25]}]}`, []TruthBox{{Page: 1, Box: [4]float64{0.1, 0.2, 0.3, 0.25}}}},
		{`{"value": "ERIKSSON", "kind": "name"}`, nil},
	}
	for _, tt := range tests {
		var f Field
		if err := json.Unmarshal([]byte(tt.in), &f); err != nil {
			t.Fatalf("Unmarshal(%s): %v", tt.in, err)
		}
		if diff := cmp.Diff(tt.want, f.Boxes); diff != "" {
			t.Errorf("Unmarshal(%s) boxes mismatch (-want +got):\n%s", tt.in, diff)
		}
	}
}
