package docextract

import (
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func ptr[T any](v T) *T { return &v }

func TestParseRequest(t *testing.T) {
	tests := []struct {
		name string
		body string
		want Request
	}{
		{"base64 minimal", `{"document_type":"identity","source":"base64","payload":"JVBERi0="}`,
			Request{DocumentType: Identity, Source: SourceBase64, Payload: "JVBERi0="}},
		{"url", `{"document_type":"tax_doc","source":"url","url":"https://example.com/a.pdf"}`,
			Request{DocumentType: TaxDoc, Source: SourceURL, URL: "https://example.com/a.pdf"}},
		{"null members are absent", `{"document_type":"identity","source":"base64","payload":"AA==","url":null,"validations":null}`,
			Request{DocumentType: Identity, Source: SourceBase64, Payload: "AA=="}},
		{"identity validations", `{"document_type":"identity","source":"base64","payload":"AA==","validations":{
			"fields":[{"field":"surname","expected_value":"Eriksson","match_type":"fuzzy"},{"field":"document_number","expected_value":"L898902C3","match_type":"exact"}],
			"expiry":{"minimum_months_until_expiry":6,"validate_document_not_expired":true}}}`,
			Request{DocumentType: Identity, Source: SourceBase64, Payload: "AA==", Validations: &Validations{
				Fields: []FieldValidation{{"surname", "Eriksson", MatchFuzzy}, {"document_number", "L898902C3", MatchExact}},
				Expiry: &ExpiryValidation{MinimumMonthsUntilExpiry: ptr(int64(6)), ValidateDocumentNotExpired: ptr(true)},
			}}},
		{"second name of the not-expired flag", `{"document_type":"identity","source":"base64","payload":"AA==","validations":{"expiry":{"validate_not_expired":true}}}`,
			Request{DocumentType: Identity, Source: SourceBase64, Payload: "AA==", Validations: &Validations{Expiry: &ExpiryValidation{ValidateNotExpired: ptr(true)}}}},
		{"both names agreeing", `{"document_type":"identity","source":"base64","payload":"AA==","validations":{"expiry":{"validate_not_expired":false,"validate_document_not_expired":false}}}`,
			Request{DocumentType: Identity, Source: SourceBase64, Payload: "AA==", Validations: &Validations{Expiry: &ExpiryValidation{ValidateNotExpired: ptr(false), ValidateDocumentNotExpired: ptr(false)}}}},
		{"integer written as 3.0", `{"document_type":"proof_of_address","source":"base64","payload":"AA==","validations":{"recency":{"maximum_document_age_months":3.0}}}`,
			Request{DocumentType: ProofOfAddress, Source: SourceBase64, Payload: "AA==", Validations: &Validations{Recency: &RecencyValidation{MaximumDocumentAgeMonths: ptr(int64(3))}}}},
		{"empty validations", `{"document_type":"organisation_doc","source":"base64","payload":"AA==","validations":{}}`,
			Request{DocumentType: OrganisationDoc, Source: SourceBase64, Payload: "AA==", Validations: &Validations{}}},
		{"statement checks", `{"document_type":"proof_of_address","source":"base64","payload":"AA==","validations":{"statement":{"minimum_coverage_months":3,"maximum_statement_age_months":1}}}`,
			Request{DocumentType: ProofOfAddress, Source: SourceBase64, Payload: "AA==", Validations: &Validations{Statement: &StatementValidation{MinimumCoverageMonths: ptr(int64(3)), MaximumStatementAgeMonths: ptr(int64(1))}}}},
		{"an empty statement object asks for no check", `{"document_type":"proof_of_address","source":"base64","payload":"AA==","validations":{"statement":{}}}`,
			Request{DocumentType: ProofOfAddress, Source: SourceBase64, Payload: "AA==", Validations: &Validations{Statement: &StatementValidation{}}}},
		{"invoice checks", `{"document_type":"invoice","source":"base64","payload":"AA==","validations":{
			"fields":[{"field":"total_amount","expected_value":"1.234,50 €","match_type":"exact"}],
			"recency":{"maximum_document_age_months":3},"integrity":{"validate_totals":true,"validate_identifiers":false}}}`,
			Request{DocumentType: Invoice, Source: SourceBase64, Payload: "AA==", Validations: &Validations{
				Fields:    []FieldValidation{{"total_amount", "1.234,50 €", MatchExact}},
				Recency:   &RecencyValidation{MaximumDocumentAgeMonths: ptr(int64(3))},
				Integrity: &IntegrityValidation{ValidateTotals: ptr(true), ValidateIdentifiers: ptr(false)},
			}}},
		{"identifiers on a tax document", `{"document_type":"tax_doc","source":"base64","payload":"AA==","validations":{"integrity":{"validate_identifiers":true}}}`,
			Request{DocumentType: TaxDoc, Source: SourceBase64, Payload: "AA==", Validations: &Validations{Integrity: &IntegrityValidation{ValidateIdentifiers: ptr(true)}}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := ParseRequest([]byte(tt.body))
			if err != nil {
				t.Fatalf("ParseRequest: %v", err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("ParseRequest mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestParseRequestErrors(t *testing.T) {
	const ok = `"document_type":"identity","source":"base64","payload":"AA=="`
	tests := []struct {
		name      string
		body      string
		wantCode  ErrorCode
		wantField string
	}{
		{"not json", `{"document_type":`, CodeRequestBodyInvalid, ""},
		{"array body", `[1,2]`, CodeRequestBodyInvalid, ""},
		{"two objects", `{} {}`, CodeRequestBodyInvalid, ""},
		{"empty body", ``, CodeRequestBodyInvalid, ""},
		{"unknown top-level", `{` + ok + `,"callback":"x"}`, CodeParameterUnknown, "callback"},
		{"unknown nested", `{` + ok + `,"validations":{"expiry":{"validate_not_expried":true}}}`, CodeParameterUnknown, "validations.expiry.validate_not_expried"},
		{"unknown in field item", `{` + ok + `,"validations":{"fields":[{"field":"surname","expected_value":"A","match_type":"exact","x":1}]}}`, CodeParameterUnknown, "validations.fields[0].x"},
		{"unknown in recency", `{"document_type":"tax_doc","source":"base64","payload":"AA==","validations":{"recency":{"max":1}}}`, CodeParameterUnknown, "validations.recency.max"},
		{"unknown in statement", `{"document_type":"proof_of_address","source":"base64","payload":"AA==","validations":{"statement":{"minimum_coverage":3}}}`, CodeParameterUnknown, "validations.statement.minimum_coverage"},
		{"statement on a tax document", `{"document_type":"tax_doc","source":"base64","payload":"AA==","validations":{"statement":{"minimum_coverage_months":3}}}`, CodeParameterInvalid, "validations.statement"},
		{"statement on an identity", `{` + ok + `,"validations":{"statement":{}}}`, CodeParameterInvalid, "validations.statement"},
		{"coverage of zero months", `{"document_type":"proof_of_address","source":"base64","payload":"AA==","validations":{"statement":{"minimum_coverage_months":0}}}`, CodeParameterInvalid, "validations.statement.minimum_coverage_months"},
		{"statement age not an integer", `{"document_type":"proof_of_address","source":"base64","payload":"AA==","validations":{"statement":{"maximum_statement_age_months":1.5}}}`, CodeParameterInvalid, "validations.statement.maximum_statement_age_months"},
		{"statement not an object", `{"document_type":"proof_of_address","source":"base64","payload":"AA==","validations":{"statement":3}}`, CodeParameterInvalid, "validations.statement"},
		{"missing document_type", `{"source":"base64","payload":"AA=="}`, CodeParameterMissing, "document_type"},
		{"missing source", `{"document_type":"identity","payload":"AA=="}`, CodeParameterMissing, "source"},
		{"missing payload", `{"document_type":"identity","source":"base64"}`, CodeParameterMissing, "payload"},
		{"empty payload", `{"document_type":"identity","source":"base64","payload":""}`, CodeParameterMissing, "payload"},
		{"missing url", `{"document_type":"identity","source":"url"}`, CodeParameterMissing, "url"},
		{"missing field", `{` + ok + `,"validations":{"fields":[{"expected_value":"A","match_type":"exact"}]}}`, CodeParameterMissing, "validations.fields[0].field"},
		{"missing expected_value", `{` + ok + `,"validations":{"fields":[{"field":"surname","match_type":"exact"}]}}`, CodeParameterMissing, "validations.fields[0].expected_value"},
		{"missing match_type at index 1", `{` + ok + `,"validations":{"fields":[{"field":"surname","expected_value":"A","match_type":"exact"},{"field":"given_name","expected_value":"B"}]}}`, CodeParameterMissing, "validations.fields[1].match_type"},
		{"bad document_type", `{"document_type":"passport","source":"base64","payload":"AA=="}`, CodeParameterInvalid, "document_type"},
		{"document_type not a string", `{"document_type":1,"source":"base64","payload":"AA=="}`, CodeParameterInvalid, "document_type"},
		{"bad source", `{"document_type":"identity","source":"file","payload":"AA=="}`, CodeParameterInvalid, "source"},
		{"url with base64", `{` + ok + `,"url":"https://example.com/"}`, CodeParameterInvalid, "url"},
		{"payload with url", `{"document_type":"identity","source":"url","url":"https://example.com/","payload":"AA=="}`, CodeParameterInvalid, "payload"},
		{"ftp url", `{"document_type":"identity","source":"url","url":"ftp://example.com/a.pdf"}`, CodeParameterInvalid, "url"},
		{"relative url", `{"document_type":"identity","source":"url","url":"/a.pdf"}`, CodeParameterInvalid, "url"},
		{"validations not an object", `{` + ok + `,"validations":[]}`, CodeParameterInvalid, "validations"},
		{"fields not an array", `{` + ok + `,"validations":{"fields":{}}}`, CodeParameterInvalid, "validations.fields"},
		{"field item not an object", `{` + ok + `,"validations":{"fields":["surname"]}}`, CodeParameterInvalid, "validations.fields[0]"},
		{"bad match_type", `{` + ok + `,"validations":{"fields":[{"field":"surname","expected_value":"A","match_type":"regex"}]}}`, CodeParameterInvalid, "validations.fields[0].match_type"},
		{"empty expected_value", `{` + ok + `,"validations":{"fields":[{"field":"surname","expected_value":"","match_type":"exact"}]}}`, CodeParameterInvalid, "validations.fields[0].expected_value"},
		{"blank expected_value", `{` + ok + `,"validations":{"fields":[{"field":"surname","expected_value":"  ","match_type":"exact"}]}}`, CodeParameterInvalid, "validations.fields[0].expected_value"},
		{"field not allowed for identity", `{` + ok + `,"validations":{"fields":[{"field":"recipient_name","expected_value":"A","match_type":"exact"}]}}`, CodeParameterInvalid, "validations.fields[0].field"},
		{"surname on proof_of_address", `{"document_type":"proof_of_address","source":"base64","payload":"AA==","validations":{"fields":[{"field":"surname","expected_value":"A","match_type":"exact"}]}}`, CodeParameterInvalid, "validations.fields[0].field"},
		{"expiry on tax_doc", `{"document_type":"tax_doc","source":"base64","payload":"AA==","validations":{"expiry":{"validate_not_expired":true}}}`, CodeParameterInvalid, "validations.expiry"},
		{"expiry on organisation_doc", `{"document_type":"organisation_doc","source":"base64","payload":"AA==","validations":{"expiry":{}}}`, CodeParameterInvalid, "validations.expiry"},
		{"recency on identity", `{` + ok + `,"validations":{"recency":{"maximum_document_age_months":3}}}`, CodeParameterInvalid, "validations.recency"},
		{"minimum months zero", `{` + ok + `,"validations":{"expiry":{"minimum_months_until_expiry":0}}}`, CodeParameterInvalid, "validations.expiry.minimum_months_until_expiry"},
		{"minimum months fraction", `{` + ok + `,"validations":{"expiry":{"minimum_months_until_expiry":2.5}}}`, CodeParameterInvalid, "validations.expiry.minimum_months_until_expiry"},
		{"minimum months string", `{` + ok + `,"validations":{"expiry":{"minimum_months_until_expiry":"6"}}}`, CodeParameterInvalid, "validations.expiry.minimum_months_until_expiry"},
		{"not-expired not a bool", `{` + ok + `,"validations":{"expiry":{"validate_document_not_expired":"yes"}}}`, CodeParameterInvalid, "validations.expiry.validate_document_not_expired"},
		{"both flag names differing", `{` + ok + `,"validations":{"expiry":{"validate_document_not_expired":true,"validate_not_expired":false}}}`, CodeParameterInvalid, "validations.expiry.validate_not_expired"},
		{"max age negative", `{"document_type":"proof_of_address","source":"base64","payload":"AA==","validations":{"recency":{"maximum_document_age_months":-1}}}`, CodeParameterInvalid, "validations.recency.maximum_document_age_months"},
		{"max age huge", `{"document_type":"proof_of_address","source":"base64","payload":"AA==","validations":{"recency":{"maximum_document_age_months":1e30}}}`, CodeParameterInvalid, "validations.recency.maximum_document_age_months"},
		{"fuzzy on money", `{"document_type":"invoice","source":"base64","payload":"AA==","validations":{"fields":[{"field":"total_amount","expected_value":"12.00","match_type":"fuzzy"}]}}`, CodeParameterInvalid, "validations.fields[0].match_type"},
		{"money not a number", `{"document_type":"receipt","source":"base64","payload":"AA==","validations":{"fields":[{"field":"total_amount","expected_value":"twelve","match_type":"exact"}]}}`, CodeParameterInvalid, "validations.fields[0].expected_value"},
		{"field not allowed for transfer", `{"document_type":"telegraphic_transfer_form","source":"base64","payload":"AA==","validations":{"fields":[{"field":"currency","expected_value":"EUR","match_type":"exact"}]}}`, CodeParameterInvalid, "validations.fields[0].field"},
		{"integrity on identity", `{` + ok + `,"validations":{"integrity":{"validate_identifiers":true}}}`, CodeParameterInvalid, "validations.integrity"},
		{"totals on tax_doc", `{"document_type":"tax_doc","source":"base64","payload":"AA==","validations":{"integrity":{"validate_totals":true}}}`, CodeParameterInvalid, "validations.integrity.validate_totals"},
		{"totals on transfer", `{"document_type":"telegraphic_transfer_form","source":"base64","payload":"AA==","validations":{"integrity":{"validate_totals":true}}}`, CodeParameterInvalid, "validations.integrity.validate_totals"},
		{"totals not a bool", `{"document_type":"invoice","source":"base64","payload":"AA==","validations":{"integrity":{"validate_totals":"yes"}}}`, CodeParameterInvalid, "validations.integrity.validate_totals"},
		{"integrity unknown member", `{"document_type":"invoice","source":"base64","payload":"AA==","validations":{"integrity":{"validate_total":true}}}`, CodeParameterUnknown, "validations.integrity.validate_total"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseRequest([]byte(tt.body))
			var e *Error
			if !errors.As(err, &e) {
				t.Fatalf("ParseRequest(%s) error = %v, want *Error", tt.body, err)
			}
			got := struct {
				Code  ErrorCode
				Field string
			}{e.Code, e.Field}
			want := struct {
				Code  ErrorCode
				Field string
			}{tt.wantCode, tt.wantField}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("ParseRequest(%s) error mismatch (-want +got):\n%s\nmessage: %s", tt.body, diff, e.Message)
			}
			if e.Message == "" {
				t.Error("error has no message")
			}
		})
	}
}

func TestCheckRequestGoCallers(t *testing.T) {
	tests := []struct {
		name     string
		req      Request
		wantCode ErrorCode
	}{
		{"document bytes alone", Request{DocumentType: Identity, Document: []byte("%PDF-")}, ""},
		{"document and payload", Request{DocumentType: Identity, Document: []byte("x"), Source: SourceBase64, Payload: "AA=="}, CodeParameterInvalid},
		{"nothing", Request{DocumentType: Identity}, CodeParameterMissing},
		{"every expansion", Request{DocumentType: Identity, Document: []byte("%PDF-"), Expand: Expansions()}, ""},
		{"an unknown expansion", Request{DocumentType: Identity, Document: []byte("%PDF-"), Expand: []Expansion{ExpandMRZ, "boxes"}}, CodeParameterInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := ErrorCodeOf(checkRequest(tt.req)); got != tt.wantCode {
				t.Errorf("checkRequest code = %q, want %q", got, tt.wantCode)
			}
		})
	}
}

func TestDecodeBase64(t *testing.T) {
	tests := []struct {
		name    string
		payload string
		want    string
	}{
		{"padded", "aGVsbG8=", "hello"},
		{"unpadded", "aGVsbG8", "hello"},
		{"double padding", "aGk=", "hi"},
		{"double padding dropped", "aGk", "hi"},
		{"no padding needed", "aGVsbG8h", "hello!"},
		{"line breaks", "aGVs\r\nbG8=\n", "hello"},
		{"spaces and tabs", " aGVs bG8=\t", "hello"},
		{"plus and slash", "+/8=", "\xfb\xff"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := decodeBase64(tt.payload)
			if err != nil {
				t.Fatalf("decodeBase64(%q): %v", tt.payload, err)
			}
			if diff := cmp.Diff(tt.want, string(got)); diff != "" {
				t.Errorf("decodeBase64(%q) mismatch (-want +got):\n%s", tt.payload, diff)
			}
		})
	}
}

func TestDecodeBase64Errors(t *testing.T) {
	tests := []struct {
		name     string
		payload  string
		wantCode ErrorCode
	}{
		{"url-safe alphabet", "-_8=", CodeDocumentBase64PayloadInvalid},
		{"data url", "data:application/pdf;base64,JVBERi0=", CodeDocumentBase64PayloadInvalid},
		{"padding in the middle", "aG=VsbG8=", CodeDocumentBase64PayloadInvalid},
		{"partial padding", "aGk==", CodeDocumentBase64PayloadInvalid},
		{"one char left over", "aGVsb", CodeDocumentBase64PayloadInvalid},
		{"non-zero trailing bits", "aGl=", CodeDocumentBase64PayloadInvalid},
		{"only whitespace", " \n\t ", CodeDocumentBase64PayloadInvalid},
		{"only padding", "====", CodeDocumentBase64PayloadInvalid},
		{"non-ascii", "aGVsbG8é", CodeDocumentBase64PayloadInvalid},
		{"too large", strings.Repeat("A", (MaxDocumentSize+3)/3*4+4), CodeDocumentTooLarge},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := decodeBase64(tt.payload)
			if got := ErrorCodeOf(err); got != tt.wantCode {
				t.Fatalf("decodeBase64 code = %q, want %q (err %v)", got, tt.wantCode, err)
			}
			var e *Error
			if errors.As(err, &e) && e.Code == CodeDocumentBase64PayloadInvalid && e.Field != "payload" {
				t.Errorf("field = %q, want payload", e.Field)
			}
		})
	}
}

func TestDecodeBase64SizeLimit(t *testing.T) {
	// 50 MB exactly decodes; one byte more is refused before decoding.
	exact := strings.Repeat("A", MaxDocumentSize/3*4) + "AAA="
	data, err := decodeBase64(exact)
	if err != nil {
		t.Fatalf("decodeBase64(50 MB): %v", err)
	}
	if len(data) != MaxDocumentSize {
		t.Fatalf("decoded %d bytes, want %d", len(data), MaxDocumentSize)
	}
	over := strings.Repeat("A", MaxDocumentSize/3*4) + "AAAA" // 50 MB + 1 byte
	if _, err := decodeBase64(over); ErrorCodeOf(err) != CodeDocumentTooLarge {
		t.Errorf("decodeBase64(50 MB + 1) error = %v, want document_too_large", err)
	}
}

func FuzzDecodeBase64(f *testing.F) {
	for _, s := range []string{"aGVsbG8=", "aGVsbG8", " aG\nVs", "-_", "====", "aGk==", ""} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, payload string) {
		data, err := decodeBase64(payload)
		if err != nil {
			if c := ErrorCodeOf(err); c != CodeDocumentBase64PayloadInvalid && c != CodeDocumentTooLarge {
				t.Fatalf("unexpected code %q", c)
			}
			return
		}
		if len(data) == 0 {
			t.Fatal("success with no bytes")
		}
	})
}
