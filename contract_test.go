package docextract

import (
	"os"
	"slices"
	"strings"
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

// TestREADMEFields: the README's table of fields by type lists every
// field of every contract, in the contract's order, with its kind, so the
// front door cannot drift from the code.
func TestREADMEFields(t *testing.T) {
	b, err := os.ReadFile("README.md")
	if err != nil {
		t.Fatal(err)
	}
	_, table, ok := strings.Cut(string(b), "The fields of each type")
	if !ok {
		t.Fatal("README.md has no table of the fields of each type")
	}
	table, _, _ = strings.Cut(table, "\n\n- ")
	var got []string
	typ := ""
	for _, line := range strings.Split(table, "\n") {
		cells := strings.Split(line, "|")
		if len(cells) != 6 || !strings.HasPrefix(strings.TrimSpace(cells[2]), "`") {
			continue
		}
		if name := strings.Trim(strings.TrimSpace(cells[1]), "`"); name != "" {
			typ = name
		}
		got = append(got, typ+"."+strings.Trim(strings.TrimSpace(cells[2]), "`")+" "+strings.TrimSpace(cells[3]))
	}
	var want []string
	for _, spec := range Types() {
		for _, f := range spec.Fields {
			want = append(want, spec.Name+"."+f.Name+" "+string(f.Kind))
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("README's fields by type (-want +got):\n%s", diff)
	}
}
