package httpapi

import (
	"encoding/json"
	"testing"

	"github.com/docextract/docextract"
	"github.com/google/go-cmp/cmp"
)

// withoutExpand is the answer to validBody under liveKey from
// fakeExtractor, byte for byte as the server wrote it before expand[]
// existed.
const withoutExpand = `{"id":"dex_0123456789ABCDEFGHIJKLMN","object":"document_extraction","livemode":true,"document_type":"identity","issuing_country":null,"document_number":null,"document_date_of_issue":null,"document_expiry_date":null,"document_issuing_authority":null,"surname":"ERIKSSON","given_name":null,"date_of_birth":null,"place_of_birth":null}` + "\n"

func TestExpandRefused(t *testing.T) {
	tests := []struct {
		name  string
		query string
		want  errorReply
	}{
		{"unknown value", "?expand[]=boxes", errorReply{400, docextract.CodeParameterInvalid, "expand[]", true}},
		{"unknown among known", "?expand[]=mrz&expand[]=fields", errorReply{400, docextract.CodeParameterInvalid, "expand[]", true}},
		{"empty value", "?expand[]=", errorReply{400, docextract.CodeParameterInvalid, "expand[]", true}},
		{"escaped brackets, unknown value", "?expand%5B%5D=MRZ", errorReply{400, docextract.CodeParameterInvalid, "expand[]", true}},
		{"without brackets", "?expand=mrz", errorReply{400, docextract.CodeParameterUnknown, "expand", true}},
		{"indexed", "?expand[0]=mrz", errorReply{400, docextract.CodeParameterUnknown, "expand[0]", true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fake := &fakeExtractor{}
			s, _ := newTestServer(t, fake, Config{})
			_, got := do(t, s, "POST", "/document/extract"+tt.query, liveKey, validBody)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("POST %s mismatch (-want +got):\n%s", tt.query, diff)
			}
		})
	}
	// Authentication comes first.
	s, _ := newTestServer(t, &fakeExtractor{}, Config{})
	if _, got := do(t, s, "POST", "/document/extract?expand[]=boxes", "", validBody); got.Code != docextract.CodeAPIKeyMissing {
		t.Errorf("no key and a bad expand[]: %s, want %s", got.Code, docextract.CodeAPIKeyMissing)
	}
}

func TestExpand(t *testing.T) {
	tests := []struct {
		name    string
		path    string
		want    []docextract.Expansion
		members []string // the members after the type's fields
	}{
		{"none", "/document/extract", nil, nil},
		{"other parameters ignored", "/document/extract?verbose=1", nil, nil},
		{"provenance", "/document/extract?expand[]=provenance", []docextract.Expansion{docextract.ExpandProvenance}, []string{"provenance"}},
		{"mrz", "/v1/document/extract?expand[]=mrz", []docextract.Expansion{docextract.ExpandMRZ}, []string{"mrz"}},
		{"pages", "/document/extract?expand%5B%5D=pages", []docextract.Expansion{docextract.ExpandPages}, []string{"pages"}},
		{"all, repeated, any order", "/document/extract?expand[]=pages&expand[]=mrz&expand[]=provenance&expand[]=mrz",
			docextract.Expansions(), []string{"provenance", "mrz", "pages"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fake := &fakeExtractor{}
			s, _ := newTestServer(t, fake, Config{})
			w, _ := do(t, s, "POST", tt.path, liveKey, validBody)
			if w.Code != 200 {
				t.Fatalf("status = %d, body %s", w.Code, w.Body)
			}
			if diff := cmp.Diff(tt.want, fake.got.Expand); diff != "" {
				t.Errorf("Request.Expand mismatch (-want +got):\n%s", diff)
			}
			if tt.want == nil {
				if diff := cmp.Diff(withoutExpand, w.Body.String()); diff != "" {
					t.Errorf("body without expand[] mismatch (-want +got):\n%s", diff)
				}
				return
			}
			var members []string
			dec := json.NewDecoder(w.Body)
			dec.Token() // {
			for dec.More() {
				key, _ := dec.Token()
				var v json.RawMessage
				if err := dec.Decode(&v); err != nil {
					t.Fatal(err)
				}
				if k := key.(string); k == "provenance" || k == "mrz" || k == "pages" {
					members = append(members, k)
				}
			}
			if diff := cmp.Diff(tt.members, members); diff != "" {
				t.Errorf("expanded members mismatch (-want +got):\n%s", diff)
			}
		})
	}
}
