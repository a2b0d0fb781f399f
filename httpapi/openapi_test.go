package httpapi

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/docextract/docextract"
	"github.com/pb33f/libopenapi"
	validator "github.com/pb33f/libopenapi-validator"
	"github.com/pb33f/libopenapi-validator/config"
	liberrors "github.com/pb33f/libopenapi-validator/errors"
	"github.com/pb33f/libopenapi-validator/schema_validation"
	v3 "github.com/pb33f/libopenapi/datamodel/high/v3"
)

var update = flag.Bool("update", false, "rewrite docs/openapi.json")

// contract is the OpenAPI document with its validators, built once.
var contract struct {
	once    sync.Once
	doc     libopenapi.Document
	model   *v3.Document
	checker validator.Validator
	schemas schema_validation.SchemaValidator
	err     error
}

func loadContract(t *testing.T) {
	t.Helper()
	contract.once.Do(func() {
		contract.doc, contract.err = libopenapi.NewDocument(OpenAPI())
		if contract.err != nil {
			return
		}
		m, err := contract.doc.BuildV3Model()
		if err != nil {
			contract.err = err
			return
		}
		contract.model = &m.Model
		var errs []error
		contract.checker, errs = validator.NewValidator(contract.doc, config.WithoutSecurityValidation())
		if len(errs) > 0 {
			contract.err = fmt.Errorf("%v", errs)
		}
		contract.schemas = schema_validation.NewSchemaValidator()
	})
	if contract.err != nil {
		t.Fatalf("OpenAPI document: %v", contract.err)
	}
}

func describe(errs []*liberrors.ValidationError) string {
	var b strings.Builder
	for _, e := range errs {
		fmt.Fprintf(&b, "\n  %s: %s", e.Message, e.Reason)
		for _, f := range e.SchemaValidationErrors {
			fmt.Fprintf(&b, "\n    %s at %s (%s)", f.Reason, f.FieldPath, f.KeywordLocation)
		}
	}
	return b.String()
}

// checkContract fails t when an answer does not validate against the
// OpenAPI document: against its operation when the path and method are
// documented, else (404, 405) against the document's error response of
// its status. Answers never written (a client gone) are skipped.
func checkContract(t *testing.T, r *http.Request, status int, header http.Header, body []byte) {
	t.Helper()
	if status == 0 {
		return
	}
	loadContract(t)
	if status == http.StatusNotFound || status == http.StatusMethodNotAllowed {
		resp, ok := contract.model.Components.Responses.Get(strconv.Itoa(status))
		if !ok {
			t.Fatalf("no components.responses.%d", status)
		}
		schema := resp.Content.GetOrZero("application/json").Schema.Schema()
		if ok, errs := contract.schemas.ValidateSchemaBytes(schema, body); !ok {
			t.Errorf("%s %s: %d %s does not validate:%s", r.Method, r.URL.Path, status, body, describe(errs))
		}
		return
	}
	resp := &http.Response{StatusCode: status, Header: header.Clone(), Body: io.NopCloser(bytes.NewReader(body)), Request: r}
	req := r.Clone(r.Context())
	req.Body = http.NoBody
	if ok, errs := contract.checker.ValidateHttpResponse(req, resp); !ok {
		t.Errorf("%s %s: %d %.300s does not validate:%s", r.Method, r.URL.Path, status, body, describe(errs))
	}
}

// teeWriter keeps a copy of the answer for checkContract.
type teeWriter struct {
	http.ResponseWriter
	status int
	body   bytes.Buffer
}

func (w *teeWriter) WriteHeader(status int) {
	if w.status == 0 {
		w.status = status
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *teeWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = http.StatusOK
	}
	w.body.Write(b)
	return w.ResponseWriter.Write(b)
}

func (w *teeWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }

// checked serves h and checks every answer against the OpenAPI document.
func checked(t *testing.T, h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		tw := &teeWriter{ResponseWriter: w}
		h.ServeHTTP(tw, r)
		if r.Method != http.MethodHead {
			checkContract(t, r, tw.status, w.Header(), tw.body.Bytes())
		}
	})
}

// TestOpenAPIDocument checks the document against the OpenAPI 3.1 schema
// and that docs/openapi.json is the document the server serves.
func TestOpenAPIDocument(t *testing.T) {
	loadContract(t)
	if ok, errs := contract.checker.ValidateDocument(); !ok {
		t.Fatalf("not a valid OpenAPI 3.1 document:%s", describe(errs))
	}
	if v := contract.doc.GetVersion(); v != "3.1.0" {
		t.Errorf("OpenAPI version %s, want 3.1.0", v)
	}
	const file = "../docs/openapi.json"
	if *update {
		if err := os.WriteFile(file, OpenAPI(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	saved, err := os.ReadFile(file)
	if err != nil || !bytes.Equal(saved, OpenAPI()) {
		t.Errorf("%s is not the served document (%v): go test ./httpapi -run TestOpenAPIDocument -update", file, err)
	}
	s, _ := newTestServer(t, nil, Config{})
	w, _ := get(t, s, "/openapi.json")
	if w.Code != 200 || !bytes.Equal(w.Body.Bytes(), OpenAPI()) || w.Header().Get("Content-Type") != "application/json" {
		t.Errorf("GET /openapi.json: %d %s", w.Code, w.Header().Get("Content-Type"))
	}
}

// TestOpenAPIFollowsContracts: the document names every type, field and
// statement member the root has, and every code the server sends.
func TestOpenAPIFollowsContracts(t *testing.T) {
	var doc map[string]any
	if err := json.Unmarshal(OpenAPI(), &doc); err != nil {
		t.Fatal(err)
	}
	schemas := doc["components"].(map[string]any)["schemas"].(map[string]any)
	poa, ok := schemas["Result_proof_of_address"].(map[string]any)
	if !ok {
		t.Fatal("no Result_proof_of_address")
	}
	props := poa["properties"].(map[string]any)
	for _, f := range []string{"recipient_name", "document_date", "statement_period_start", "statement_period_end"} {
		if _, ok := props[f]; !ok {
			t.Errorf("Result_proof_of_address lacks %s", f)
		}
	}
	check := schemas["Check"].(map[string]any)["properties"].(map[string]any)
	for _, m := range []string{"minimum_coverage_months", "maximum_statement_age_months", "statement_period_start", "statement_period_end", "coverage_days"} {
		if _, ok := check[m]; !ok {
			t.Errorf("Check lacks %s", m)
		}
	}
	types := fmt.Sprint(check["check_type"].(map[string]any)["enum"])
	for _, ct := range []string{"statement_coverage_validation", "statement_recency_validation"} {
		if !strings.Contains(types, ct) {
			t.Errorf("check_type enum %s lacks %s", types, ct)
		}
	}
	codes := fmt.Sprint(schemas["Error"].(map[string]any)["properties"].(map[string]any)["error"].(map[string]any)["properties"].(map[string]any)["code"].(map[string]any)["enum"])
	for code := range statuses {
		if !strings.Contains(codes, string(code)) {
			t.Errorf("Error code enum lacks %s", code)
		}
	}
}

// TestRequestSchemaFollowsParseRequest: the request schema accepts what
// ParseRequest accepts and refuses what it refuses as a bad parameter.
func TestRequestSchemaFollowsParseRequest(t *testing.T) {
	loadContract(t)
	schema := contract.model.Components.Schemas.GetOrZero("ExtractRequest").Schema()
	good := []string{
		validBody,
		`{"document_type":"identity","source":"url","url":"https://example.com/a.pdf","payload":null}`,
		`{"document_type":"identity","source":"base64","payload":"AA==","validations":{"fields":[{"field":"surname","expected_value":"Roe","match_type":"fuzzy"}],"expiry":{"validate_document_not_expired":true,"validate_not_expired":true,"minimum_months_until_expiry":6.0}}}`,
		`{"document_type":"proof_of_address","source":"base64","payload":"AA==","validations":{"recency":{"maximum_document_age_months":3},"statement":{"minimum_coverage_months":3,"maximum_statement_age_months":1}}}`,
		`{"document_type":"tax_doc","source":"base64","payload":"AA==","validations":{"recency":null,"expiry":null}}`,
	}
	bad := []string{
		`{"document_type":"identity","source":"base64"}`,
		`{"document_type":"identity","source":"base64","payload":"AA==","url":"https://example.com/"}`,
		`{"document_type":"identity","source":"url","url":"ftp://example.com/"}`,
		`{"document_type":"passport","source":"base64","payload":"AA=="}`,
		`{"document_type":"identity","source":"base64","payload":"AA==","extra":1}`,
		`{"document_type":"identity","source":"base64","payload":"AA==","validations":{"fields":[{"field":"tax_number","expected_value":"1","match_type":"exact"}]}}`,
		`{"document_type":"identity","source":"base64","payload":"AA==","validations":{"fields":[{"field":"surname","expected_value":"  ","match_type":"exact"}]}}`,
		`{"document_type":"identity","source":"base64","payload":"AA==","validations":{"expiry":{"minimum_months_until_expiry":0}}}`,
		`{"document_type":"identity","source":"base64","payload":"AA==","validations":{"expiry":{"minimum_months_until_expiry":6.5}}}`,
		`{"document_type":"identity","source":"base64","payload":"AA==","validations":{"expiry":{"validate_document_not_expired":true,"validate_not_expired":false}}}`,
		`{"document_type":"identity","source":"base64","payload":"AA==","validations":{"recency":{"maximum_document_age_months":3}}}`,
		`{"document_type":"tax_doc","source":"base64","payload":"AA==","validations":{"statement":{"minimum_coverage_months":3}}}`,
		`{"document_type":"proof_of_address","source":"base64","payload":"AA==","validations":{"statement":{"minimum_coverage_months":1e30}}}`,
	}
	for _, body := range good {
		if ok, errs := contract.schemas.ValidateSchemaBytes(schema, []byte(body)); !ok {
			t.Errorf("schema refuses %s:%s", body, describe(errs))
		}
		if _, err := parseRequest(body); err != nil {
			t.Errorf("ParseRequest refuses %s: %v", body, err)
		}
	}
	for _, body := range bad {
		if ok, _ := contract.schemas.ValidateSchemaBytes(schema, []byte(body)); ok {
			t.Errorf("schema accepts %s", body)
		}
		if _, err := parseRequest(body); err == nil {
			t.Errorf("ParseRequest accepts %s", body)
		}
	}
}

// get serves a GET and checks it against the contract.
func get(t *testing.T, s http.Handler, path string, edit ...func(*http.Request)) (*httptest.ResponseRecorder, errorReply) {
	t.Helper()
	r := httptest.NewRequest("GET", path, nil)
	for _, e := range edit {
		e(r)
	}
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	checkContract(t, r, w.Code, w.Header(), w.Body.Bytes())
	var body errorBody
	json.Unmarshal(w.Body.Bytes(), &body)
	return w, errorReply{Status: w.Code, Code: body.Error.Code, Field: body.Error.Field, Livemode: body.Error.Livemode}
}

// documentedCodes returns the error codes of the document's Error schema.
func documentedCodes(t *testing.T) []string {
	t.Helper()
	var doc struct {
		Components struct {
			Schemas struct {
				Error struct {
					Properties struct {
						Error struct {
							Properties struct {
								Code struct {
									Enum []string `json:"enum"`
								} `json:"code"`
							} `json:"properties"`
						} `json:"error"`
					} `json:"properties"`
				} `json:"Error"`
			} `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal(OpenAPI(), &doc); err != nil {
		t.Fatal(err)
	}
	codes := doc.Components.Schemas.Error.Properties.Error.Properties.Code.Enum
	if len(codes) == 0 {
		t.Fatal("the document lists no error code")
	}
	return slices.Sorted(slices.Values(codes))
}

func parseRequest(body string) (docextract.Request, error) {
	return docextract.ParseRequest([]byte(body))
}
