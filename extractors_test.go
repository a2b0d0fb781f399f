package docextract

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/identity"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/organisation"
	"github.com/docextract/docextract/extract/proofofaddress"
	"github.com/docextract/docextract/extract/taxdoc"
	"github.com/docextract/docextract/internal/docgen"
	"github.com/google/go-cmp/cmp"
)

// TestFillCoversEveryField guards the copy by name: every field of the
// spec's structs must have an layout.Field of the same name in the
// extractor's struct, so none is silently left null.
func TestFillCoversEveryField(t *testing.T) {
	pairs := []struct {
		dst, src any
	}{
		{IdentityFields{}, identity.Fields{}},
		{OrganisationFields{}, organisation.Fields{}},
		{Person{}, organisation.Person{}},
		{ProofOfAddressFields{}, proofofaddress.Fields{}},
		{TaxFields{}, taxdoc.Fields{}},
	}
	for _, p := range pairs {
		dt, st := reflect.TypeOf(p.dst), reflect.TypeOf(p.src)
		for i := 0; i < dt.NumField(); i++ {
			name := dt.Field(i).Name
			if dt.Field(i).Type.Kind() != reflect.String {
				continue // significant_people is copied on its own
			}
			f, ok := st.FieldByName(name)
			if !ok || f.Type != fieldType {
				t.Errorf("%s.%s has no layout.Field %s in %s", dt.Name(), name, name, st)
			}
		}
	}
}

func TestFill(t *testing.T) {
	src := identity.Fields{
		Surname:        layout.Field{Value: "ERIKSSON", Page: 1, Box: layout.Box{Left: 1, Top: 2, Right: 3, Bottom: 4}, Source: layout.SourceMRZ, Confidence: 0.9},
		IssuingCountry: layout.Field{Value: "SE", Page: 2, Source: layout.SourceOCR, Confidence: 0.5},
	}
	got := IdentityFields{}
	prov := map[string]Provenance{}
	fill(&got, src, prov)
	if diff := cmp.Diff(IdentityFields{Surname: "ERIKSSON", IssuingCountry: "SE"}, got); diff != "" {
		t.Errorf("fill fields mismatch (-want +got):\n%s", diff)
	}
	wantProv := map[string]Provenance{
		"surname":         {Page: 1, Box: Box{1, 2, 3, 4}, Source: FromMRZ, Confidence: 0.9},
		"issuing_country": {Page: 2, Source: FromOCR, Confidence: 0.5},
	}
	if diff := cmp.Diff(wantProv, prov); diff != "" {
		t.Errorf("fill provenance mismatch (-want +got):\n%s", diff)
	}
}

func TestOrganisationEndToEnd(t *testing.T) {
	if testing.Short() {
		t.Skip("end to end")
	}
	testExtractor(t, Options{}, nil) // builds the shared extractor
	cases, err := docgen.Generate(docgen.Options{Seed: 3, Count: 12, Types: []string{docgen.TypeOrganisationDoc}, Formats: []docgen.Format{docgen.FormatPDF}, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		want := c.Expected.Fields["significant_people"].People
		if c.Expected.Status != 200 || len(want) == 0 || strings.Contains(c.ID, "specimen") {
			continue
		}
		res, err := shared.Extract(context.Background(), Request{DocumentType: OrganisationDoc, Document: c.Document, Sandbox: true})
		if err != nil {
			t.Fatalf("%s: %v", c.ID, err)
		}
		o := res.Organisation
		if got, want := o.RegistrationNumber, *c.Expected.Fields["registration_number"].Value; got != want {
			t.Errorf("%s: registration_number %q, want %q", c.ID, got, want)
		}
		if len(o.SignificantPeople) != len(want) {
			t.Fatalf("%s: %d people, want %d: %+v", c.ID, len(o.SignificantPeople), len(want), o.SignificantPeople)
		}
		for i := range o.SignificantPeople {
			key := fmt.Sprintf("significant_people[%d].name", i)
			if pv, ok := res.Provenance[key]; !ok || pv.Page != 1 || pv.Source != FromTextLayer {
				t.Errorf("%s: provenance[%s] = %+v, %v", c.ID, key, pv, ok)
			}
		}
		return
	}
	t.Fatal("no generated extract with officers")
}

// TestTypeEvidenceMatrix sends every generated document as each of the four
// types: only its own type may accept it.
func TestTypeEvidenceMatrix(t *testing.T) {
	if testing.Short() {
		t.Skip("end to end")
	}
	testExtractor(t, Options{}, nil) // builds the shared extractor
	cases, err := docgen.Generate(docgen.Options{Seed: 11, Count: 40, Formats: []docgen.Format{docgen.FormatPDF}})
	if err != nil {
		t.Fatal(err)
	}
	types := []DocumentType{Identity, OrganisationDoc, ProofOfAddress, TaxDoc}
	accepted := map[[2]string]int{}
	total := map[string]int{}
	for _, c := range cases {
		truth := c.Expected.Family
		if truth == "negative" {
			continue
		}
		total[truth]++
		for _, as := range types {
			_, err := shared.Extract(context.Background(), Request{DocumentType: as, Document: c.Document, Sandbox: true})
			code := ErrorCodeOf(err)
			if code != "" && code != CodeDocumentNotOfType {
				t.Fatalf("%s as %s: %v", c.ID, as, err)
			}
			if code == "" {
				accepted[[2]string{truth, string(as)}]++
			}
			if right := truth == string(as); right != (code == "") {
				t.Errorf("%s (%s) sent as %s: error %q", c.ID, truth, as, code)
			}
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "accepted as →%16s%17s%17s%9s\n", types[0], types[1], types[2], types[3])
	for _, truth := range types {
		fmt.Fprintf(&b, "%-17s", fmt.Sprintf("%s (%d)", truth, total[string(truth)]))
		for _, as := range types {
			fmt.Fprintf(&b, "%16d", accepted[[2]string{string(truth), string(as)}])
		}
		b.WriteByte('\n')
	}
	t.Logf("type decisions on generated text-layer PDFs:\n%s", b.String())
}
