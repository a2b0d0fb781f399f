package docextract

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"image"
	"image/png"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestParseExpansions(t *testing.T) {
	tests := []struct {
		name   string
		values []string
		want   []Expansion
	}{
		{"none", nil, nil},
		{"empty list", []string{}, nil},
		{"one", []string{"mrz"}, []Expansion{ExpandMRZ}},
		{"all in member order", []string{"pages", "provenance", "mrz"}, []Expansion{ExpandProvenance, ExpandMRZ, ExpandPages}},
		{"repeated counts once", []string{"provenance", "provenance"}, []Expansion{ExpandProvenance}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseExpansions(tt.values)
			if err != nil {
				t.Fatalf("ParseExpansions(%q): %v", tt.values, err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ParseExpansions(%q) mismatch (-want +got):\n%s", tt.values, diff)
			}
		})
	}
}

func TestParseExpansionsRefuses(t *testing.T) {
	tests := []struct {
		name   string
		values []string
	}{
		{"unknown", []string{"fields"}},
		{"unknown after a known one", []string{"mrz", "boxes"}},
		{"empty value", []string{""}},
		{"case differs", []string{"MRZ"}},
		{"comma list", []string{"mrz,pages"}},
		{"padded", []string{" mrz"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseExpansions(tt.values)
			if got != nil {
				t.Errorf("ParseExpansions(%q) = %q, want nil", tt.values, got)
			}
			apiErr, ok := err.(*Error)
			if !ok {
				t.Fatalf("ParseExpansions(%q) error = %v, want an *Error", tt.values, err)
			}
			if apiErr.Code != CodeParameterInvalid || apiErr.Field != "expand[]" {
				t.Errorf("ParseExpansions(%q) = %s on %q, want %s on expand[]", tt.values, apiErr.Code, apiErr.Field, CodeParameterInvalid)
			}
		})
	}
}

// pngOf returns a w-by-h grey PNG.
func pngOf(t *testing.T, w, h int) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, w, h))); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func TestResultJSONExpanded(t *testing.T) {
	img := pngOf(t, 3, 4)
	base := Result{ID: "dex_1", DocumentType: Identity,
		Fields: IdentityFields{Surname: "ERIKSSON", IssuingCountry: "SE"}.Fields(),
		Provenance: map[string]Provenance{
			"surname":         {Page: 1, Box: Box{Left: 100, Top: 50, Right: 400, Bottom: 70}, Source: FromMRZ, Confidence: 0.987654, Rule: "mrz.surname"},
			"issuing_country": {Page: 1, Source: FromBarcode, Confidence: 1, Rule: "barcode.aamva"},
		},
		Pages: []Page{{Number: 1, Width: 1000, Height: 700, Image: img, ImageWidth: 3, ImageHeight: 4}},
		MRZ:   &MRZ{Format: "TD3", Lines: []string{"P<UTO", "L898"}, Checks: map[string]CheckStatus{MRZComposite: Passed, MRZDocumentNumber: Failed}},
	}
	const fields = `{"id":"dex_1","object":"document_extraction","livemode":false,"document_type":"identity","issuing_country":"SE","document_number":null,"document_date_of_issue":null,"document_expiry_date":null,"document_issuing_authority":null,"surname":"ERIKSSON","given_name":null,"date_of_birth":null,"place_of_birth":null`
	const prov = `"provenance":{"issuing_country":{"page":1,"box":null,"source":"barcode","confidence":1,"rule":"barcode.aamva"},"surname":{"page":1,"box":[0.1,0.0714,0.4,0.1],"source":"mrz","confidence":0.9877,"rule":"mrz.surname"}}`
	const mrz = `"mrz":{"format":"TD3","lines":["P\u003cUTO","L898"],"checks":{"document_number":"failed","composite":"passed"}}`
	pages := `"pages":[{"page":1,"width":3,"height":4,"image":"data:image/png;base64,` + b64(img) + `"}]`
	tests := []struct {
		name   string
		expand []Expansion
		want   string
	}{
		{"none", nil, fields + `}`},
		{"provenance", []Expansion{ExpandProvenance}, fields + `,` + prov + `}`},
		{"mrz", []Expansion{ExpandMRZ}, fields + `,` + mrz + `}`},
		{"pages", []Expansion{ExpandPages}, fields + `,` + pages + `}`},
		{"all", Expansions(), fields + `,` + prov + `,` + mrz + `,` + pages + `}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := base
			res.Expanded = tt.expand
			got, err := json.Marshal(res)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.want, string(got)); diff != "" {
				t.Errorf("Marshal mismatch (-want +got):\n%s", diff)
			}
			var back Result
			if err := json.Unmarshal(got, &back); err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(tt.expand, back.Expanded, cmpopts.EquateEmpty()); diff != "" {
				t.Errorf("Unmarshal Expanded mismatch (-want +got):\n%s", diff)
			}
			again, err := json.Marshal(back)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(string(got), string(again)); diff != "" {
				t.Errorf("Marshal(Unmarshal) mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestResultJSONNoMRZ(t *testing.T) {
	res := Result{ID: "dex_1", DocumentType: TaxDoc, Fields: TaxDocFields{}.Fields(), Expanded: []Expansion{ExpandMRZ, ExpandPages}}
	got, err := json.Marshal(res)
	if err != nil {
		t.Fatal(err)
	}
	want := `"mrz":null,"pages":[]}`
	if !bytes.HasSuffix(got, []byte(want)) {
		t.Errorf("Marshal = %s, want it to end %s", got, want)
	}
	var back Result
	if err := json.Unmarshal(got, &back); err != nil {
		t.Fatal(err)
	}
	if back.MRZ != nil {
		t.Errorf("Unmarshal MRZ = %+v, want nil", back.MRZ)
	}
}

func TestResultJSONBadPage(t *testing.T) {
	tests := []struct {
		name string
		json string
	}{
		{"not a data URL", `{"document_type":"identity","pages":[{"page":1,"width":1,"height":1,"image":"http://x/y.png"}]}`},
		{"not base64", `{"document_type":"identity","pages":[{"page":1,"width":1,"height":1,"image":"data:image/png;base64,@@"}]}`},
		{"not a PNG", `{"document_type":"identity","pages":[{"page":1,"width":1,"height":1,"image":"data:image/png;base64,AAAA"}]}`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r Result
			if err := json.Unmarshal([]byte(tt.json), &r); err == nil {
				t.Errorf("Unmarshal(%s) = nil error, want one", tt.json)
			}
		})
	}
}

func b64(data []byte) string { return base64.StdEncoding.EncodeToString(data) }
