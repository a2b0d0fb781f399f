package httpapi

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/docextract/docextract"
	"github.com/docextract/docextract/internal/docgen"
	"github.com/go-pdf/fpdf"
	"github.com/google/go-cmp/cmp"
)

// textPDF is a one-page PDF whose text layer reads text.
func textPDF(t *testing.T, text string) []byte {
	t.Helper()
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.AddPage()
	pdf.SetFont("Helvetica", "", 14)
	pdf.Text(20, 30, text)
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// blankPNG is a white 800 × 600 image.
func blankPNG(t *testing.T) []byte {
	t.Helper()
	img := image.NewGray(image.Rect(0, 0, 800, 600))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

var (
	realOnce    sync.Once
	real        *docextract.Extractor
	realMetrics *Metrics
	realErr     error
)

// realExtractor returns the real extractor with one OCR worker, observed
// by realMetrics.
func realExtractor(t *testing.T) *docextract.Extractor {
	t.Helper()
	realOnce.Do(func() {
		realMetrics = NewMetrics()
		real, realErr = docextract.New(docextract.Options{OCRWorkers: 1, Observer: realMetrics})
	})
	if realErr != nil {
		t.Fatalf("docextract.New: %v", realErr)
	}
	return real
}

// realServer serves the real extractor, with cfg, and checks every answer
// against the OpenAPI document.
func realServer(t *testing.T, cfg ...Config) *httptest.Server {
	t.Helper()
	ex := realExtractor(t)
	var c Config
	if len(cfg) > 0 {
		c = cfg[0]
	}
	c.Metrics = realMetrics
	s, _ := newTestServer(t, ex, c)
	srv := httptest.NewServer(checked(t, s))
	t.Cleanup(srv.Close)
	return srv
}

func post(t *testing.T, srv *httptest.Server, key string, body any) (int, map[string]any) {
	t.Helper()
	data, _ := json.Marshal(body)
	req, _ := http.NewRequest("POST", srv.URL+"/document/extract", strings.NewReader(string(data)))
	req.Header.Set("Authorization", key)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var out map[string]any
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		t.Fatalf("response is not JSON: %v", err)
	}
	return resp.StatusCode, out
}

func errorCode(body map[string]any) string {
	e, _ := body["error"].(map[string]any)
	code, _ := e["code"].(string)
	return code
}

var (
	generatedOnce  sync.Once
	generatedCases []docgen.Case
	generatedErr   error
)

// generated returns the first generated case that pick accepts, from one
// small PNG set of identity and proof-of-address documents.
func generated(t *testing.T, pick func(docgen.Case) bool) docgen.Case {
	t.Helper()
	generatedOnce.Do(func() {
		generatedCases, generatedErr = docgen.Generate(docgen.Options{
			Seed: 7, Count: 24, Types: []string{docgen.TypeIdentity, docgen.TypeProofOfAddress},
			Formats: []docgen.Format{docgen.FormatPNG},
		})
	})
	if generatedErr != nil {
		t.Fatalf("docgen.Generate: %v", generatedErr)
	}
	for _, c := range generatedCases {
		if pick(c) {
			return c
		}
	}
	t.Fatal("no generated case fits")
	return docgen.Case{}
}

func TestEndToEndIdentity(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR end to end")
	}
	srv := realServer(t)
	passport := generated(t, func(c docgen.Case) bool {
		return c.DocumentType == docgen.TypeIdentity && c.Expected.Status == 200 && strings.Contains(c.ID, "td3") && !strings.Contains(c.ID, "specimen")
	})
	body := map[string]any{"document_type": "identity", "source": "base64", "payload": base64.StdEncoding.EncodeToString(passport.Document)}
	status, res := post(t, srv, sandboxKey, body)
	if status != 200 {
		t.Fatalf("passport %s: status %d, body %v", passport.ID, status, res)
	}
	for _, field := range []string{"document_number", "date_of_birth", "document_expiry_date", "issuing_country"} {
		want := *passport.Expected.Fields[field].Value
		if got := fmt.Sprint(res[field]); got != want {
			t.Errorf("passport %s: %s = %v, want %v", passport.ID, field, got, want)
		}
	}
	if res["livemode"] != false || !strings.HasPrefix(fmt.Sprint(res["id"]), "dex_") {
		t.Errorf("envelope: livemode %v id %v", res["livemode"], res["id"])
	}
}

// TestEndToEndExpand: a generated passport read with every expansion
// answers, as the OpenAPI document says (checked by realServer), with the
// surname's provenance, the MRZ and the page image; without expand[] the
// same document answers with none of them.
func TestEndToEndExpand(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR end to end")
	}
	srv := realServer(t)
	passport := generated(t, func(c docgen.Case) bool {
		return c.DocumentType == docgen.TypeIdentity && c.Expected.Status == 200 && strings.Contains(c.ID, "td3") && !strings.Contains(c.ID, "specimen")
	})
	body, _ := json.Marshal(map[string]any{"document_type": "identity", "source": "base64", "payload": base64.StdEncoding.EncodeToString(passport.Document)})
	ask := func(query string) (int, []byte) {
		req, _ := http.NewRequest("POST", srv.URL+"/v1/document/extract"+query, bytes.NewReader(body))
		req.Header.Set("Authorization", sandboxKey)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		data, err := io.ReadAll(resp.Body)
		if err != nil {
			t.Fatal(err)
		}
		return resp.StatusCode, data
	}
	status, data := ask("?expand[]=provenance&expand[]=mrz&expand[]=pages")
	if status != 200 {
		t.Fatalf("passport %s: status %d, body %.500s", passport.ID, status, data)
	}
	var res docextract.Result
	if err := json.Unmarshal(data, &res); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(docextract.Expansions(), res.Expanded); diff != "" {
		t.Errorf("expanded members mismatch (-want +got):\n%s", diff)
	}
	p, ok := res.Provenance["surname"]
	if !ok || p.Rule == "" || p.Page != 1 || p.Box.Right <= p.Box.Left || p.Box.Right > 1 {
		t.Errorf("surname provenance %+v", p)
	}
	if res.MRZ == nil || res.MRZ.Format != "TD3" || len(res.MRZ.Lines) != 2 || res.MRZ.Checks[docextract.MRZComposite] != docextract.Passed {
		t.Errorf("mrz %+v", res.MRZ)
	}
	if len(res.Pages) != 1 || res.Pages[0].Image == nil || max(res.Pages[0].ImageWidth, res.Pages[0].ImageHeight) != docextract.MaxPageImageSide {
		t.Errorf("pages %+v", res.Pages)
	}
	status, data = ask("")
	if status != 200 {
		t.Fatalf("passport %s without expand[]: status %d", passport.ID, status)
	}
	for _, member := range []string{`"provenance"`, `"mrz"`, `"pages"`} {
		if bytes.Contains(data, []byte(member)) {
			t.Errorf("without expand[], the body holds %s: %.300s", member, data)
		}
	}
}

func TestEndToEndRefusals(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR end to end")
	}
	srv := realServer(t)
	bill := generated(t, func(c docgen.Case) bool {
		return c.DocumentType == docgen.TypeProofOfAddress && c.Expected.Status == 200 && !strings.Contains(c.ID, "specimen")
	})
	status, res := post(t, srv, liveKey, map[string]any{"document_type": "identity", "source": "base64", "payload": base64.StdEncoding.EncodeToString(bill.Document)})
	if status != 400 || errorCode(res) != "document_not_of_type" {
		t.Errorf("bill %s as identity: status %d, %v", bill.ID, status, res)
	}

	specimen := generated(t, func(c docgen.Case) bool {
		return c.DocumentType == docgen.TypeIdentity && strings.Contains(c.ID, "specimen")
	})
	payload := base64.StdEncoding.EncodeToString(specimen.Document)
	status, res = post(t, srv, liveKey, map[string]any{"document_type": "identity", "source": "base64", "payload": payload})
	if status != 400 || errorCode(res) != "document_not_of_type" || res["error"].(map[string]any)["livemode"] != true {
		t.Errorf("specimen %s under a live key: status %d, %v", specimen.ID, status, res)
	}
	status, res = post(t, srv, sandboxKey, map[string]any{"document_type": "identity", "source": "base64", "payload": payload})
	if status != 200 {
		t.Errorf("specimen %s under a sandbox key: status %d, %v", specimen.ID, status, res)
	}
}

// TestEveryDocumentedCodeIsReachable sends, through the real extractor
// where there is one, a request that gets each error code the OpenAPI
// document lists; every answer is checked against the document too.
// internal_error, a bug, is reached through a failing fake.
func TestEveryDocumentedCodeIsReachable(t *testing.T) {
	if testing.Short() {
		t.Skip("the real extractor")
	}
	srv := realServer(t, Config{MaxHeaderBytes: 4 << 10})
	slow := realServer(t, Config{ProcessingTimeout: time.Millisecond})
	starting := httptest.NewServer(checked(t, New(Config{Keys: testKeys()})))
	defer starting.Close()
	broken, _ := newTestServer(t, &fakeExtractor{err: errors.New("a bug")}, Config{})
	brokenSrv := httptest.NewServer(checked(t, broken))
	defer brokenSrv.Close()

	b64 := func(b []byte) string { return base64.StdEncoding.EncodeToString(b) }
	body := func(docType, payload string) string {
		return fmt.Sprintf(`{"document_type":%q,"source":"base64","payload":%q}`, docType, payload)
	}
	blank := blankPNG(t)
	tests := []struct {
		code    docextract.ErrorCode
		srv     *httptest.Server
		method  string
		path    string
		key     string
		body    string
		headers map[string]string
		status  int
	}{
		{docextract.CodeDocumentNotOfType, srv, "POST", "/document/extract", liveKey, body("identity", b64(textPDF(t, "Minutes of the garden committee"))), nil, 400},
		{docextract.CodeDocumentBase64PayloadInvalid, srv, "POST", "/document/extract", liveKey, body("identity", "not base64!"), nil, 400},
		{docextract.CodeDocumentURLUnreachable, srv, "POST", "/document/extract", liveKey, `{"document_type":"identity","source":"url","url":"http://127.0.0.1:1/passport.png"}`, nil, 400},
		{docextract.CodeDocumentContentTypeNotSupported, srv, "POST", "/document/extract", liveKey, body("identity", b64([]byte("GIF89a"))), nil, 400},
		{docextract.CodeDocumentTooLarge, srv, "POST", "/document/extract", liveKey, validBody, map[string]string{"Content-Length": strconv.Itoa(docextract.MaxRequestBodySize + 1)}, 413},
		{docextract.CodeAPIKeyMissing, srv, "POST", "/document/extract", "", validBody, nil, 401},
		{docextract.CodeAPIKeyInvalid, srv, "POST", "/document/extract", "sk_live_unknown", validBody, nil, 401},
		{docextract.CodeRequestBodyInvalid, srv, "POST", "/document/extract", liveKey, `[]`, nil, 400},
		{docextract.CodeParameterMissing, srv, "POST", "/document/extract", liveKey, `{"source":"base64","payload":"AA=="}`, nil, 400},
		{docextract.CodeParameterInvalid, srv, "POST", "/document/extract", liveKey, `{"document_type":"tax_doc","source":"base64","payload":"AA==","validations":{"statement":{"minimum_coverage_months":3}}}`, nil, 400},
		{docextract.CodeParameterUnknown, srv, "POST", "/document/extract", liveKey, `{"document_type":"identity","source":"base64","payload":"AA==","validations":{"statement":{"coverage":3}}}`, nil, 400},
		{docextract.CodeDocumentUnreadable, srv, "POST", "/document/extract", liveKey, body("tax_doc", b64([]byte("%PDF-1.7 truncated"))), nil, 400},
		{docextract.CodeDocumentProcessingTimeout, slow, "POST", "/document/extract", liveKey, body("identity", b64(blank)), nil, 504},
		{docextract.CodeNotFound, srv, "GET", "/v2/document/extract", liveKey, "", nil, 404},
		{docextract.CodeMethodNotAllowed, srv, "PUT", "/readyz", "", "", nil, 405},
		{docextract.CodeRequestHeadersTooLarge, srv, "GET", "/livez", "", "", map[string]string{"Cookie": strings.Repeat("c", 5<<10)}, 431},
		{docextract.CodeServiceOverloaded, starting, "POST", "/document/extract", liveKey, validBody, nil, 503},
		{docextract.CodeInternal, brokenSrv, "POST", "/document/extract", liveKey, validBody, nil, 500},
	}
	reached := map[string]bool{}
	for _, tt := range tests {
		req, _ := http.NewRequest(tt.method, tt.srv.URL+tt.path, strings.NewReader(tt.body))
		if tt.key != "" {
			req.Header.Set("Authorization", tt.key)
		}
		for k, v := range tt.headers {
			req.Header.Set(k, v)
		}
		var resp *http.Response
		var err error
		if cl := tt.headers["Content-Length"]; cl != "" {
			resp, err = announce(tt.srv, req, cl) // announced, never sent whole
		} else {
			resp, err = http.DefaultClient.Do(req)
		}
		if err != nil {
			t.Errorf("%s: %v", tt.code, err)
			continue
		}
		var eb errorBody
		json.NewDecoder(resp.Body).Decode(&eb)
		resp.Body.Close()
		if resp.StatusCode != tt.status || eb.Error.Code != tt.code || eb.Error.Livemode != (tt.key == liveKey) {
			t.Errorf("%s: got %d %+v, want %d", tt.code, resp.StatusCode, eb.Error, tt.status)
			continue
		}
		reached[string(tt.code)] = true
	}
	for _, code := range documentedCodes(t) {
		if code == string(docextract.CodeDocumentTypeNotSupported) && len(docextract.Types()) == len(docextract.DocumentTypes()) {
			continue // every type of the specification is built: the code stays in the contract, unsent
		}
		if !reached[code] {
			t.Errorf("documented code %s not reached", code)
		}
	}
}

// TestEndToEndMetrics: an OCR'd extraction shows in /metrics.
func TestEndToEndMetrics(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR end to end")
	}
	srv := realServer(t)
	passport := generated(t, func(c docgen.Case) bool {
		return c.DocumentType == docgen.TypeIdentity && c.Expected.Status == 200 && !strings.Contains(c.ID, "specimen")
	})
	if status, res := post(t, srv, sandboxKey, map[string]any{"document_type": "identity", "source": "base64", "payload": base64.StdEncoding.EncodeToString(passport.Document)}); status != 200 {
		t.Fatalf("status %d: %v", status, res)
	}
	resp, err := http.Get(srv.URL + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	text, _ := io.ReadAll(resp.Body)
	for _, want := range []string{`docextract_ocr_passes_total{pass="english-lstm",result="ok"}`, `docextract_pages_read_total{document_type="identity",source="ocr"}`} {
		if !strings.Contains(string(text), want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
}

// announce sends req's headers with a Content-Length of cl and the start
// of its body, and reads the answer.
func announce(srv *httptest.Server, req *http.Request, cl string) (*http.Response, error) {
	c, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		return nil, err
	}
	defer c.Close()
	fmt.Fprintf(c, "%s %s HTTP/1.1\r\nHost: test\r\nAuthorization: %s\r\nContent-Length: %s\r\n\r\n{\"document_type\":", req.Method, req.URL.Path, req.Header.Get("Authorization"), cl)
	resp, err := http.ReadResponse(bufio.NewReader(c), req)
	if err != nil {
		return nil, err
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body = io.NopCloser(bytes.NewReader(body))
	return resp, err
}

// TestEndToEndHostileImages: thin and long images and a page of 200 by
// 200 inches get a 200 or a JSON 4xx with an error code, never a 5xx.
func TestEndToEndHostileImages(t *testing.T) {
	if testing.Short() {
		t.Skip("OCR end to end")
	}
	srv := realServer(t)
	docs := []struct {
		name string
		data []byte
	}{
		{"3601x1", thinPNG(t, 3601, 1)},
		{"7300x2", thinPNG(t, 7300, 2)},
		{"30000x1", thinPNG(t, 30000, 1)},
		{"1x30000", thinPNG(t, 1, 30000)},
		{"3x20000", thinPNG(t, 3, 20000)},
		{"200-inch page", giantPagePDF(t)},
	}
	for _, d := range docs {
		for _, dt := range []string{"identity", "proof_of_address"} {
			body := map[string]any{"document_type": dt, "source": "base64", "payload": base64.StdEncoding.EncodeToString(d.data)}
			status, res := post(t, srv, sandboxKey, body)
			t.Logf("%s as %s: %d %s", d.name, dt, status, errorCode(res))
			switch {
			case status == 200:
			case status >= 400 && status < 500 && errorCode(res) != "":
			default:
				t.Errorf("%s as %s: status %d, %v; want 200 or a 4xx with a code", d.name, dt, status, res)
			}
		}
	}
}

// thinPNG returns a w by h PNG striped black and white.
func thinPNG(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewGray(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		if i%7 < 3 {
			img.Pix[i] = 0xff
		}
	}
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// giantPagePDF returns a PDF of one 200 by 200 inch page with a line of
// text drawn as vector outlines (no text layer), so it is rendered.
func giantPagePDF(t *testing.T) []byte {
	t.Helper()
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "pt", Size: fpdf.SizeType{Wd: 14400, Ht: 14400}})
	pdf.AddPage()
	pdf.SetLineWidth(20)
	for i := range 40 {
		x := 1000 + float64(i)*300
		pdf.Line(x, 1000, x+150, 1400)
	}
	var b bytes.Buffer
	if err := pdf.Output(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}
