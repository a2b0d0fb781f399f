package accuracy

import (
	"errors"
	"path/filepath"
	"testing"

	"github.com/docextract/docextract"
	"github.com/google/go-cmp/cmp"
)

const floorsPath = "testdata/floors.json"

// TestFloorsFile checks the committed floors: well-formed, each in [0, 1].
func TestFloorsFile(t *testing.T) {
	f, err := ReadFloors(floorsPath)
	if err != nil {
		t.Fatalf("ReadFloors(%s): %v", floorsPath, err)
	}
	for typ := range f.Fields {
		if !isType(typ) {
			t.Errorf("%s: fields of unknown document type %q", floorsPath, typ)
		}
	}
	for typ := range f.Status {
		if !isType(typ) {
			t.Errorf("%s: status of unknown document type %q", floorsPath, typ)
		}
	}
}

func isType(t docextract.DocumentType) bool { return t.Valid() }

func TestParseFloors(t *testing.T) {
	got, err := ParseFloors([]byte(`{"status": {"identity": 1}, "fields": {"identity": {"surname": 0.25}}}`))
	if err != nil {
		t.Fatalf("ParseFloors: %v", err)
	}
	want := Floors{Status: map[docextract.DocumentType]float64{"identity": 1}, Fields: map[docextract.DocumentType]map[string]float64{"identity": {"surname": 0.25}}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ParseFloors mismatch (-want +got):\n%s", diff)
	}
}

func TestParseFloorsErrors(t *testing.T) {
	tests := []struct{ name, in string }{
		{"not JSON", `{"status":`},
		{"not an object", `[]`},
		{"above 1", `{"status": {}, "fields": {"identity": {"surname": 1.01}}}`},
		{"status above 1", `{"status": {"identity": 2}, "fields": {}}`},
		{"negative", `{"status": {"identity": -0.1}, "fields": {}}`},
		{"a string", `{"status": {"identity": "0.5"}, "fields": {}}`},
		{"unknown member", `{"status": {}, "fields": {}, "floor": 1}`},
		{"no status", `{"fields": {}}`},
		{"no fields", `{"status": {}}`},
		{"null type", `{"status": {}, "fields": {"identity": null}}`},
		{"two objects", `{"status": {}, "fields": {}} {}`},
	}
	for _, tt := range tests {
		if _, err := ParseFloors([]byte(tt.in)); !errors.Is(err, ErrFloors) {
			t.Errorf("%s: ParseFloors(%s) error = %v, want ErrFloors", tt.name, tt.in, err)
		}
	}
}

// measuredReport measures identity status 0.5, surname 0.75, given_name
// 0; invoice is not supported.
func measuredReport() Report {
	field := func(name string, score float64) FieldResult {
		return FieldResult{Field: name, Kind: KindName, Normalised: score}
	}
	return Summarise([]CaseResult{
		{DocumentType: docextract.Identity, StatusOK: true, Fields: []FieldResult{field("surname", 1), field("given_name", 0)}},
		{DocumentType: docextract.Identity, StatusOK: false, Fields: []FieldResult{field("surname", 0.5), field("given_name", 0)}},
		{DocumentType: docextract.Invoice, NotSupported: true},
	})
}

func TestBelow(t *testing.T) {
	floors := Floors{
		Status: map[docextract.DocumentType]float64{"identity": 0.6, "invoice": 0, "tax_doc": 0.1},
		Fields: map[docextract.DocumentType]map[string]float64{
			"identity": {"surname": 0.75, "given_name": 0, "place_of_birth": 0.2, "document_number": 0},
			"tax_doc":  {"tax_number": 0},
		},
	}
	want := []string{
		"identity: status accuracy 0.5000 below floor 0.6000",
		"tax_doc: status not measured (type not supported?), floor 0.1000",
		"identity.place_of_birth: not measured, floor 0.2000",
	}
	if diff := cmp.Diff(want, floors.Below(measuredReport())); diff != "" {
		t.Errorf("Below mismatch (-want +got):\n%s", diff)
	}
	floors.Status["identity"] = 0.5
	floors.Status["tax_doc"] = 0
	floors.Fields["identity"]["place_of_birth"] = 0
	if got := floors.Below(measuredReport()); len(got) != 0 {
		t.Errorf("Below at the measured values = %q, want none", got)
	}
}

func TestRaise(t *testing.T) {
	old := Floors{
		Status: map[docextract.DocumentType]float64{"identity": 0.9, "tax_doc": 0.4},
		Fields: map[docextract.DocumentType]map[string]float64{"identity": {"surname": 0.5, "given_name": 0.3, "place_of_birth": 0.2}},
	}
	want := Floors{
		Status: map[docextract.DocumentType]float64{"identity": 0.9, "tax_doc": 0.4},
		Fields: map[docextract.DocumentType]map[string]float64{"identity": {"surname": 0.75, "given_name": 0.3, "place_of_birth": 0.2}},
	}
	got := old.Raise(measuredReport())
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Raise mismatch (-want +got):\n%s", diff)
	}
	if old.Fields["identity"]["surname"] != 0.5 {
		t.Errorf("Raise changed its receiver: surname floor %v", old.Fields["identity"]["surname"])
	}
	first := Floors{}.Raise(measuredReport())
	wantFirst := Floors{
		Status: map[docextract.DocumentType]float64{"identity": 0.5},
		Fields: map[docextract.DocumentType]map[string]float64{"identity": {"surname": 0.75, "given_name": 0}},
	}
	if diff := cmp.Diff(wantFirst, first); diff != "" {
		t.Errorf("Floors{}.Raise mismatch (-want +got):\n%s", diff)
	}
}

func TestFloorsWriteRead(t *testing.T) {
	path := filepath.Join(t.TempDir(), "floors.json")
	f := Floors{}.Raise(Summarise([]CaseResult{
		{DocumentType: docextract.TaxDoc, StatusOK: true, Fields: []FieldResult{{Field: "tax_number", Normalised: 1}, {Field: "taxpayer_name", Normalised: 1}}},
		{DocumentType: docextract.TaxDoc, StatusOK: true, Fields: []FieldResult{{Field: "tax_number", Normalised: 0}, {Field: "taxpayer_name", Normalised: 1}}},
		{DocumentType: docextract.TaxDoc, StatusOK: false, Fields: []FieldResult{{Field: "tax_number", Normalised: 0}}},
	}))
	if err := f.Write(path); err != nil {
		t.Fatalf("Write: %v", err)
	}
	got, err := ReadFloors(path)
	if err != nil {
		t.Fatalf("ReadFloors: %v", err)
	}
	if diff := cmp.Diff(f, got); diff != "" {
		t.Errorf("ReadFloors(Write(f)) mismatch (-want +got):\n%s", diff)
	}
	bad := Floors{Status: map[docextract.DocumentType]float64{"identity": 1.5}, Fields: map[docextract.DocumentType]map[string]float64{}}
	if err := bad.Write(path); !errors.Is(err, ErrFloors) {
		t.Errorf("Write(floor 1.5) error = %v, want ErrFloors", err)
	}
}

func FuzzParseFloors(f *testing.F) {
	f.Add([]byte(`{"status": {"identity": 1}, "fields": {"identity": {"surname": 0.25}}}`))
	f.Add([]byte(`{"status": {}, "fields": {"tax_doc": {"tax_number": 1e-300}}}`))
	f.Add([]byte(`{"status": {"x": 1.0000000001}, "fields": {}}`))
	f.Fuzz(func(t *testing.T, b []byte) {
		fl, err := ParseFloors(b)
		if err != nil {
			if !errors.Is(err, ErrFloors) {
				t.Errorf("ParseFloors(%q) error = %v, want ErrFloors", b, err)
			}
			return
		}
		if err := fl.Validate(); err != nil {
			t.Errorf("ParseFloors(%q) accepted floors that Validate refuses: %v", b, err)
		}
		if raised := fl.Raise(Report{}); cmp.Diff(fl, raised) != "" {
			t.Errorf("Raise(empty report) changed floors %q", b)
		}
	})
}
