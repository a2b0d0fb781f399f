package docextract

import (
	"os"
	"slices"
	"testing"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/internal/gentypes"
	"github.com/google/go-cmp/cmp"
)

// TestContracts fails when a document type's contract is incomplete or
// does not match what the API promises of it.
func TestContracts(t *testing.T) {
	seen := map[string]bool{}
	for _, spec := range Types() {
		if err := spec.Check(); err != nil {
			t.Error(err)
		}
		if seen[spec.Name] {
			t.Errorf("type %q listed twice", spec.Name)
		}
		seen[spec.Name] = true
		if !DocumentType(spec.Name).Valid() {
			t.Errorf("type %q is not a document type of the specification", spec.Name)
		}
		if len(spec.Validatable()) == 0 {
			t.Errorf("type %q: validations.fields would accept no field", spec.Name)
		}
	}
	// The specification's order: the listed types after the four specified ones.
	var order []DocumentType
	for _, s := range Types() {
		order = append(order, DocumentType(s.Name))
	}
	if !slices.IsSortedFunc(order, func(a, b DocumentType) int {
		return slices.Index(documentTypes, a) - slices.Index(documentTypes, b)
	}) {
		t.Errorf("types %v are not in the specification's order", order)
	}
}

// TestContractRefusesUnknownFields: an extraction that answers a field its
// contract does not have is an error, never a silent drop.
func TestContractRefusesUnknownFields(t *testing.T) {
	spec, _ := specOf(Identity)
	var v doctype.Values
	v.Set("surname", fieldOf("ERIKSSON"))
	if err := spec.Conform(v); err != nil {
		t.Errorf("Conform(surname) = %v", err)
	}
	v.Set("surnmae", fieldOf("ERIKSSON"))
	if err := spec.Conform(v); err == nil {
		t.Error("Conform(surnmae) = nil, want an error")
	}
	var item doctype.Values
	item.Set("name", fieldOf("Jane Roe"))
	v = doctype.Values{}
	v.Add("significant_people", item)
	if err := spec.Conform(v); err == nil {
		t.Error("Conform(significant_people on identity) = nil, want an error")
	}
}

// TestSpecCheck: Check finds each way a contract can be incomplete.
func TestSpecCheck(t *testing.T) {
	good := func() doctype.Spec {
		return doctype.Spec{Name: "x", Doc: "X.", Fields: []doctype.Field{
			{Name: "a", Kind: doctype.Text, Doc: "A."},
			{Name: "d", Kind: doctype.Date, Doc: "D."},
			{Name: "l", Kind: doctype.List, Doc: "L.", Item: "L", Items: []doctype.Field{{Name: "b", Kind: doctype.Name, Doc: "B."}}},
		}, RecencyDate: "d"}
	}
	if err := good().Check(); err != nil {
		t.Fatalf("Check(good) = %v", err)
	}
	bad := map[string]func(*doctype.Spec){
		"no doc":            func(s *doctype.Spec) { s.Doc = "" },
		"field without doc": func(s *doctype.Spec) { s.Fields[0].Doc = "" },
		"unknown kind":      func(s *doctype.Spec) { s.Fields[0].Kind = "money?" },
		"field twice":       func(s *doctype.Spec) { s.Fields[1].Name = "a" },
		"camelCase name":    func(s *doctype.Spec) { s.Fields[0].Name = "aB" },
		"list without item": func(s *doctype.Spec) { s.Fields[2].Item = "" },
		"items on a string": func(s *doctype.Spec) { s.Fields[0].Items = s.Fields[2].Items },
		"recency not date":  func(s *doctype.Spec) { s.RecencyDate = "a" },
		"expiry unknown":    func(s *doctype.Spec) { s.ExpiryDate = "zz" },
		"item without doc":  func(s *doctype.Spec) { s.Fields[2].Items[0].Doc = "" },
	}
	for name, breakIt := range bad {
		s := good()
		breakIt(&s)
		if err := s.Check(); err == nil {
			t.Errorf("Check(%s) = nil, want an error", name)
		}
	}
}

// TestGeneratedFields fails when fields_gen.go is not what the contracts
// generate: run go generate after changing a contract.
func TestGeneratedFields(t *testing.T) {
	want, err := gentypes.Generate(Types())
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("fields_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(string(want), string(got)); diff != "" {
		t.Errorf("fields_gen.go is stale: run go generate (-want +got):\n%s", diff)
	}
}

// TestTypedViews: a typed view and the generic fields convert both ways.
func TestTypedViews(t *testing.T) {
	org := OrganisationDocFields{OrganisationName: "ACME LTD", SignificantPeople: []Person{{Name: "Jane Roe", Role: "Director"}}}
	res := Result{DocumentType: OrganisationDoc, Fields: org.Fields()}
	got, ok := res.OrganisationDoc()
	if !ok {
		t.Fatal("OrganisationDoc() not ok on an organisation result")
	}
	if diff := cmp.Diff(org, got); diff != "" {
		t.Errorf("round trip mismatch (-want +got):\n%s", diff)
	}
	if _, ok := res.Identity(); ok {
		t.Error("Identity() ok on an organisation result")
	}
}
