package httpapi

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/go-pdf/fpdf"

	"github.com/docextract/docextract"
	"github.com/docextract/docextract/internal/docgen"
)

var (
	realOnce sync.Once
	real     *docextract.Extractor
	realErr  error
)

// realServer serves the real extractor with one OCR worker.
func realServer(t *testing.T) *httptest.Server {
	t.Helper()
	realOnce.Do(func() { real, realErr = docextract.New(docextract.Options{OCRWorkers: 1}) })
	if realErr != nil {
		t.Fatalf("docextract.New: %v", realErr)
	}
	s, _ := newTestServer(t, real, Config{})
	srv := httptest.NewServer(s)
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
