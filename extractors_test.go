package docextract

import (
	"reflect"
	"testing"

	"github.com/docextract/docextract/extract"
	"github.com/docextract/docextract/extract/identity"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/proofofaddress"
	"github.com/docextract/docextract/extract/taxdoc"
	"github.com/google/go-cmp/cmp"
)

// TestFillCoversEveryField guards the copy by name: every field of the
// spec's structs must have an extract.Field of the same name in the
// extractor's struct, so none is silently left null.
func TestFillCoversEveryField(t *testing.T) {
	pairs := []struct {
		dst, src any
	}{
		{IdentityFields{}, identity.Fields{}},
		{ProofOfAddressFields{}, proofofaddress.Fields{}},
		{TaxFields{}, taxdoc.Fields{}},
	}
	for _, p := range pairs {
		dt, st := reflect.TypeOf(p.dst), reflect.TypeOf(p.src)
		for i := 0; i < dt.NumField(); i++ {
			name := dt.Field(i).Name
			f, ok := st.FieldByName(name)
			if !ok || f.Type != fieldType {
				t.Errorf("%s.%s has no extract.Field %s in %s", dt.Name(), name, name, st)
			}
		}
	}
}

func TestFill(t *testing.T) {
	src := identity.Fields{
		Surname:        extract.Field{Value: "ERIKSSON", Page: 1, Box: layout.Box{Left: 1, Top: 2, Right: 3, Bottom: 4}, Source: layout.SourceMRZ, Confidence: 0.9},
		IssuingCountry: extract.Field{Value: "SE", Page: 2, Source: layout.SourceOCR, Confidence: 0.5},
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
