package httpapi

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"runtime"
	"strings"
	"testing"

	"github.com/docextract/docextract"
	"github.com/google/go-cmp/cmp"
)

const (
	liveKey    = "sk_live_test_0123456789"
	sandboxKey = "sk_sandbox_test_0123456789"
)

// fakeExtractor answers with err, or with a result echoing the request.
type fakeExtractor struct {
	err   error
	block chan struct{} // when set, Extract waits for it to close
	got   docextract.Request
}

func (f *fakeExtractor) Extract(ctx context.Context, req docextract.Request) (docextract.Result, error) {
	f.got = req
	if f.block != nil {
		select {
		case <-f.block:
		case <-ctx.Done():
			return docextract.Result{}, ctx.Err()
		}
	}
	if f.err != nil {
		return docextract.Result{}, f.err
	}
	return docextract.Result{ID: "dex_0123456789ABCDEFGHIJKLMN", Livemode: !req.Sandbox, DocumentType: req.DocumentType, Fields: docextract.IdentityFields{Surname: "ERIKSSON"}.Fields(),
		// What the extractor knows besides the fields: the JSON carries it
		// only when the request asks for it.
		Provenance: map[string]docextract.Provenance{"surname": {Page: 1, Box: docextract.Box{Left: 50, Top: 300, Right: 250, Bottom: 330}, Source: docextract.FromMRZ, Confidence: 0.99, Rule: "mrz.surname"}},
		Pages:      []docextract.Page{{Number: 1, Width: 1000, Height: 600, Image: fakePNG, ImageWidth: 2, ImageHeight: 1}},
		MRZ:        &docextract.MRZ{Format: "TD3", Lines: []string{"P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"}, Checks: map[string]docextract.CheckStatus{docextract.MRZDocumentNumber: docextract.Passed}},
		Expanded:   req.Expand,
	}, nil
}

// fakePNG is a 2 × 1 grey PNG.
var fakePNG = func() []byte {
	var b bytes.Buffer
	if err := png.Encode(&b, image.NewGray(image.Rect(0, 0, 2, 1))); err != nil {
		panic(err)
	}
	return b.Bytes()
}()

func newTestServer(t *testing.T, ex Extractor, cfg Config) (*Server, *bytes.Buffer) {
	t.Helper()
	var logs bytes.Buffer
	cfg.Keys = testKeys()
	cfg.Logger = slog.New(slog.NewJSONHandler(&logs, nil))
	s := New(cfg)
	if ex != nil {
		s.SetExtractor(ex)
	}
	return s, &logs
}

// testKeys accepts liveKey and sandboxKey.
func testKeys() *Keys {
	keys := &Keys{}
	keys.Add(Live, liveKey)
	keys.Add(Sandbox, sandboxKey)
	return keys
}

const validBody = `{"document_type":"identity","source":"base64","payload":"JVBERi0xLjQK"}`

type errorReply struct {
	Status   int
	Code     docextract.ErrorCode
	Field    string
	Livemode bool
}

// do serves one request, checks its answer against the OpenAPI document
// and reads it as an error; edit changes the request first.
func do(t *testing.T, s http.Handler, method, path, auth, reqBody string, edit ...func(*http.Request)) (*httptest.ResponseRecorder, errorReply) {
	t.Helper()
	r := httptest.NewRequest(method, path, strings.NewReader(reqBody))
	if auth != "" {
		r.Header.Set("Authorization", auth)
	}
	for _, e := range edit {
		e(r)
	}
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	checkContract(t, r, w.Code, w.Header(), w.Body.Bytes())
	if !regexp.MustCompile(`^req_[0-9A-Za-z]{20}$`).MatchString(w.Header().Get("Request-Id")) {
		t.Errorf("%s %s: Request-Id = %q", method, path, w.Header().Get("Request-Id"))
	}
	if ct := w.Header().Get("Content-Type"); ct != "application/json" {
		t.Errorf("%s %s: Content-Type = %q, want application/json", method, path, ct)
	}
	var body struct {
		Error struct {
			Code     docextract.ErrorCode `json:"code"`
			Message  string               `json:"message"`
			Livemode *bool                `json:"livemode"`
			Field    string               `json:"field"`
		} `json:"error"`
	}
	if err := json.Unmarshal(w.Body.Bytes(), &body); err != nil {
		t.Fatalf("%s %s: body is not JSON: %q", method, path, w.Body.String())
	}
	rep := errorReply{Status: w.Code, Code: body.Error.Code, Field: body.Error.Field}
	if body.Error.Code != "" {
		if body.Error.Livemode == nil {
			t.Errorf("%s %s: error has no livemode", method, path)
		} else {
			rep.Livemode = *body.Error.Livemode
		}
		if body.Error.Message == "" {
			t.Errorf("%s %s: error has no message", method, path)
		}
	}
	return w, rep
}

func TestErrors(t *testing.T) {
	tests := []struct {
		name         string
		method, path string
		auth, body   string
		extractErr   error
		want         errorReply
	}{
		{"unknown path", "GET", "/nope", "", "", nil, errorReply{404, docextract.CodeNotFound, "", false}},
		{"wrong method, live key", "GET", "/document/extract", liveKey, "", nil, errorReply{405, docextract.CodeMethodNotAllowed, "", true}},
		{"wrong method, sandbox key", "DELETE", "/v1/document/extract", sandboxKey, "", nil, errorReply{405, docextract.CodeMethodNotAllowed, "", false}},
		{"unknown path, live key", "POST", "/document/extract/", liveKey, validBody, nil, errorReply{404, docextract.CodeNotFound, "", true}},
		{"unknown path, unknown key", "GET", "/metrics/x", "sk_live_wrong", "", nil, errorReply{404, docextract.CodeNotFound, "", false}},
		{"escaped slash is no separator", "POST", "/document%2Fextract", liveKey, validBody, nil, errorReply{404, docextract.CodeNotFound, "", true}},
		{"escaped letter is not the route", "POST", "/document/%65xtract", liveKey, validBody, nil, errorReply{404, docextract.CodeNotFound, "", true}},
		{"no key", "POST", "/document/extract", "", validBody, nil, errorReply{401, docextract.CodeAPIKeyMissing, "", false}},
		{"bearer with no key", "POST", "/document/extract", "Bearer ", validBody, nil, errorReply{401, docextract.CodeAPIKeyMissing, "", false}},
		{"unknown key", "POST", "/document/extract", "sk_live_wrong", validBody, nil, errorReply{401, docextract.CodeAPIKeyInvalid, "", false}},
		{"key prefix is not the key", "POST", "/document/extract", liveKey[:10], validBody, nil, errorReply{401, docextract.CodeAPIKeyInvalid, "", false}},
		{"malformed json, live", "POST", "/document/extract", liveKey, `{"document_type":`, nil, errorReply{400, docextract.CodeRequestBodyInvalid, "", true}},
		{"malformed json, sandbox", "POST", "/document/extract", sandboxKey, `{"document_type":`, nil, errorReply{400, docextract.CodeRequestBodyInvalid, "", false}},
		{"bearer form", "POST", "/document/extract", "Bearer " + liveKey, `nope`, nil, errorReply{400, docextract.CodeRequestBodyInvalid, "", true}},
		{"unknown parameter", "POST", "/document/extract", liveKey, `{"document_type":"identity","source":"base64","payload":"AA==","validations":{"expiry":{"validate_not_expried":true}}}`, nil,
			errorReply{400, docextract.CodeParameterUnknown, "validations.expiry.validate_not_expried", true}},
		{"missing parameter", "POST", "/document/extract", liveKey, `{"document_type":"identity","source":"base64"}`, nil, errorReply{400, docextract.CodeParameterMissing, "payload", true}},
		{"invalid parameter", "POST", "/document/extract", liveKey, `{"document_type":"tax_doc","source":"base64","payload":"AA==","validations":{"expiry":{}}}`, nil,
			errorReply{400, docextract.CodeParameterInvalid, "validations.expiry", true}},
		{"money compared fuzzily", "POST", "/document/extract", liveKey, `{"document_type":"invoice","source":"base64","payload":"AA==","validations":{"fields":[{"field":"total_amount","expected_value":"1.00","match_type":"fuzzy"}]}}`, nil,
			errorReply{400, docextract.CodeParameterInvalid, "validations.fields[0].match_type", true}},
	}
	// Errors the extractor returns are written with their documented status.
	for _, code := range []docextract.ErrorCode{
		docextract.CodeDocumentNotOfType, docextract.CodeDocumentBase64PayloadInvalid, docextract.CodeDocumentURLUnreachable,
		docextract.CodeDocumentContentTypeNotSupported, docextract.CodeDocumentTooLarge, docextract.CodeDocumentUnreadable,
		docextract.CodeDocumentTypeNotSupported, docextract.CodeDocumentProcessingTimeout,
	} {
		status := 400
		if code == docextract.CodeDocumentProcessingTimeout {
			status = 504
		}
		field := ""
		if code == docextract.CodeDocumentBase64PayloadInvalid {
			field = "payload"
		}
		tests = append(tests, struct {
			name         string
			method, path string
			auth, body   string
			extractErr   error
			want         errorReply
		}{string(code), "POST", "/document/extract", liveKey, validBody, &docextract.Error{Code: code, Message: "m", Field: field}, errorReply{status, code, field, true}})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := newTestServer(t, &fakeExtractor{err: tt.extractErr}, Config{})
			_, got := do(t, s, tt.method, tt.path, tt.auth, tt.body)
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestMethodNotAllowedHasAllow(t *testing.T) {
	s, _ := newTestServer(t, &fakeExtractor{}, Config{})
	w, _ := do(t, s, "PUT", "/document/extract", liveKey, "")
	if got := w.Header().Get("Allow"); got != "POST" {
		t.Errorf("Allow = %q, want POST", got)
	}
	w, _ = do(t, s, "POST", "/healthz", "", "")
	if got := w.Header().Get("Allow"); got != "GET, HEAD" {
		t.Errorf("Allow = %q, want GET, HEAD", got)
	}
}

func TestSuccess(t *testing.T) {
	for _, tt := range []struct {
		key      string
		livemode bool
	}{{liveKey, true}, {"Bearer " + sandboxKey, false}} {
		fake := &fakeExtractor{}
		s, _ := newTestServer(t, fake, Config{})
		w, _ := do(t, s, "POST", "/document/extract", tt.key, validBody)
		if w.Code != 200 {
			t.Fatalf("status = %d, body %s", w.Code, w.Body)
		}
		var res docextract.Result
		if err := json.Unmarshal(w.Body.Bytes(), &res); err != nil {
			t.Fatal(err)
		}
		if res.Livemode != tt.livemode || fake.got.Sandbox == tt.livemode {
			t.Errorf("key %s: livemode = %v, request sandbox = %v", tt.key, res.Livemode, fake.got.Sandbox)
		}
		if f, ok := res.Identity(); !ok || f.Surname != "ERIKSSON" {
			t.Errorf("result = %+v", res)
		}
	}
}

func TestInternalErrorHidesDetail(t *testing.T) {
	s, logs := newTestServer(t, &fakeExtractor{err: errors.New("tesseract exploded at 0xdeadbeef")}, Config{})
	w, got := do(t, s, "POST", "/document/extract", liveKey, validBody)
	if got.Status != 500 || got.Code != docextract.CodeInternal {
		t.Fatalf("got %+v", got)
	}
	if strings.Contains(w.Body.String(), "deadbeef") {
		t.Errorf("body leaks the cause: %s", w.Body)
	}
	if !strings.Contains(w.Body.String(), w.Header().Get("Request-Id")) {
		t.Errorf("message does not name the request id: %s", w.Body)
	}
	if !strings.Contains(logs.String(), "deadbeef") {
		t.Errorf("internal error not logged: %s", logs)
	}
}

func TestAccessLogHasNoSecrets(t *testing.T) {
	s, logs := newTestServer(t, &fakeExtractor{}, Config{})
	do(t, s, "POST", "/document/extract", liveKey, validBody)
	do(t, s, "POST", "/document/extract", "sk_live_guess", validBody)
	for _, secret := range []string{liveKey, "sk_live_guess", "JVBERi0xLjQK", "ERIKSSON"} {
		if strings.Contains(logs.String(), secret) {
			t.Errorf("access log contains %q:\n%s", secret, logs)
		}
	}
	var line map[string]any
	if err := json.Unmarshal(bytes.SplitN(logs.Bytes(), []byte("\n"), 2)[0], &line); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"request_id", "method", "path", "status", "duration_ms", "key", "document_type"} {
		if _, ok := line[k]; !ok {
			t.Errorf("access log line lacks %q: %v", k, line)
		}
	}
}

func TestOverloaded(t *testing.T) {
	fake := &fakeExtractor{block: make(chan struct{})}
	s, _ := newTestServer(t, fake, Config{MaxInFlight: 1})
	srv := httptest.NewServer(checked(t, s))
	defer srv.Close()

	first := make(chan int)
	go func() {
		req, _ := http.NewRequest("POST", srv.URL+"/document/extract", strings.NewReader(validBody))
		req.Header.Set("Authorization", liveKey)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			first <- 0
			return
		}
		resp.Body.Close()
		first <- resp.StatusCode
	}()
	// Wait until the first request holds the only slot.
	for s.queue.inFlight() == 0 {
		runtime.Gosched()
	}
	w, got := do(t, s, "POST", "/document/extract", liveKey, validBody)
	if got.Status != 503 || got.Code != docextract.CodeServiceOverloaded {
		t.Errorf("second request: %+v", got)
	}
	if w.Header().Get("Retry-After") == "" {
		t.Error("503 without Retry-After")
	}
	close(fake.block)
	if st := <-first; st != 200 {
		t.Errorf("first request status = %d", st)
	}
	// The slot is free again.
	if _, got := do(t, s, "POST", "/document/extract", liveKey, validBody); got.Status != 200 {
		t.Errorf("after release: %+v", got)
	}
}

func TestHealthz(t *testing.T) {
	s, _ := newTestServer(t, nil, Config{})
	w, _ := do(t, s, "GET", "/healthz", "", "")
	if w.Code != 503 {
		t.Errorf("before the extractor: status %d, want 503", w.Code)
	}
	_, got := do(t, s, "POST", "/document/extract", liveKey, validBody)
	if got.Code != docextract.CodeServiceOverloaded {
		t.Errorf("extract before ready: %+v", got)
	}
	s.SetExtractor(&fakeExtractor{})
	w, _ = do(t, s, "GET", "/healthz", "", "")
	if w.Code != 200 {
		t.Errorf("after the extractor: status %d, want 200", w.Code)
	}
}

func TestBodyTooLarge(t *testing.T) {
	s, _ := newTestServer(t, &fakeExtractor{}, Config{})
	body := io.MultiReader(strings.NewReader(`{"document_type":"identity","source":"base64","payload":"`),
		io.LimitReader(repeatReader('A'), docextract.MaxRequestBodySize), strings.NewReader(`"}`))
	r := httptest.NewRequest("POST", "/document/extract", body)
	r.Header.Set("Authorization", liveKey)
	r.ContentLength = -1 // streamed: refused once the limit is read
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	checkContract(t, r, w.Code, w.Header(), w.Body.Bytes())
	if w.Code != 413 || !strings.Contains(w.Body.String(), `"document_too_large"`) || !strings.Contains(w.Body.String(), `"livemode":true`) {
		t.Errorf("streamed: status %d body %s", w.Code, w.Body)
	}
	// Announced: refused before a byte is read.
	_, got := do(t, s, "POST", "/document/extract", sandboxKey, validBody, func(r *http.Request) { r.ContentLength = docextract.MaxRequestBodySize + 1 })
	if diff := cmp.Diff(errorReply{413, docextract.CodeDocumentTooLarge, "", false}, got); diff != "" {
		t.Errorf("announced: mismatch (-want +got):\n%s", diff)
	}
}

type repeatReader byte

func (r repeatReader) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(r)
	}
	return len(p), nil
}

func TestKeysFile(t *testing.T) {
	var k Keys
	err := k.ReadKeysFile(strings.NewReader("# keys\nlive sk_live_a\n\nsandbox sk_sb_b\n"))
	if err != nil {
		t.Fatal(err)
	}
	got := []KeyKind{k.Lookup("sk_live_a"), k.Lookup("sk_sb_b"), k.Lookup("sk_live_b"), k.Lookup("")}
	if diff := cmp.Diff([]KeyKind{Live, Sandbox, NoKey, NoKey}, got); diff != "" {
		t.Errorf("Lookup mismatch (-want +got):\n%s", diff)
	}
	for _, bad := range []string{"admin sk_x\n", "live\n", "sk_only\n"} {
		if err := new(Keys).ReadKeysFile(strings.NewReader(bad)); err == nil {
			t.Errorf("ReadKeysFile(%q) accepted", bad)
		}
	}
	var env Keys
	env.AddList(Live, " a , ,b,")
	if env.Len() != 2 || env.Lookup("a") != Live || env.Lookup("b") != Live {
		t.Errorf("AddList: len %d", env.Len())
	}
}

func TestStatusOfCoversEveryCode(t *testing.T) {
	for code, want := range statuses {
		if got := StatusOf(code); got != want {
			t.Errorf("StatusOf(%s) = %d", code, got)
		}
	}
	if got := StatusOf("made_up"); got != 500 {
		t.Errorf("StatusOf(unknown) = %d, want 500", got)
	}
	if len(statuses) != 19 {
		t.Errorf("statuses has %d codes, want the 19 of the README's error table: %s", len(statuses), fmt.Sprint(statuses))
	}
	// Every code but a Go caller's own cancellation is sent.
	for _, code := range docextract.ErrorCodes() {
		if _, ok := statuses[code]; !ok && code != docextract.CodeRequestCanceled {
			t.Errorf("code %s has no status", code)
		}
	}
}
