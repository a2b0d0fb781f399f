package docextract

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/png"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/identity"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/reading"
	"github.com/go-pdf/fpdf"
	"github.com/google/go-cmp/cmp"
)

// typeFunc is a test document type: identity's contract with an
// extraction of the test's own.
type typeFunc func(ctx context.Context, doc *reading.Document) (doctype.Values, error)

func (typeFunc) Spec() doctype.Spec { return identity.Type.Spec() }

func (f typeFunc) Extract(ctx context.Context, doc *reading.Document, env doctype.Env) (doctype.Values, error) {
	return f(ctx, doc)
}

// surnameValues returns identity values holding surname and an expiry date.
func surnameValues(surname string) doctype.Values {
	var v doctype.Values
	v.Set("surname", layout.Field{Value: surname, Page: 1})
	v.Set("document_expiry_date", layout.Field{Value: "2030-01-31", Page: 1})
	return v
}

// echoText answers an identity result whose surname is the first page's first line.
var echoText = typeFunc(func(ctx context.Context, doc *reading.Document) (doctype.Values, error) {
	if len(doc.Pages) == 0 || len(doc.Pages[0].Lines) == 0 {
		return doctype.Values{}, doctype.ErrNoEvidence
	}
	return surnameValues(doc.Pages[0].Lines[0].Text()), nil
})

// surname returns the surname of an identity result.
func surname(res Result) string { return res.Fields.Get("surname") }

var (
	sharedOnce sync.Once
	shared     *Extractor
	sharedErr  error
)

// testExtractor returns an Extractor with one OCR worker, shared by the
// tests of this package, whose identity extractor is typ.
func testExtractor(t *testing.T, opts Options, typ doctype.Type) *Extractor {
	t.Helper()
	sharedOnce.Do(func() { shared, sharedErr = New(Options{OCRWorkers: 1}) })
	if sharedErr != nil {
		t.Fatalf("New: %v", sharedErr)
	}
	e := *shared
	if opts.Timeout > 0 {
		e.opts.Timeout = opts.Timeout
	}
	if opts.Now != nil {
		e.now = opts.Now
	}
	if opts.AllowPrivateURLs {
		e.fetcher = newFetcher(Options{AllowPrivateURLs: true})
	}
	e.types = map[DocumentType]doctype.Type{Identity: typ}
	return &e
}

func textPDF(t *testing.T, text string) []byte {
	t.Helper()
	pdf := fpdf.New("P", "mm", "A4", "")
	pdf.AddPage()
	pdf.SetFont("Helvetica", "", 16)
	pdf.Text(20, 30, text)
	var buf bytes.Buffer
	if err := pdf.Output(&buf); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

func blankPNG(t *testing.T, w, h int) []byte {
	t.Helper()
	img := image.NewGray(image.Rect(0, 0, w, h))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		t.Fatal(err)
	}
	return buf.Bytes()
}

// hugePNGHeader is a PNG signature and IHDR claiming width × height, with no image data.
func hugePNGHeader(width, height uint32) []byte {
	var b bytes.Buffer
	b.Write([]byte("\x89PNG\r\n\x1a\n"))
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], width)
	binary.BigEndian.PutUint32(ihdr[4:], height)
	ihdr[8], ihdr[9] = 8, 0 // 8-bit grayscale
	chunk := append([]byte("IHDR"), ihdr...)
	binary.Write(&b, binary.BigEndian, uint32(13))
	b.Write(chunk)
	binary.Write(&b, binary.BigEndian, crc32.ChecksumIEEE(chunk))
	return b.Bytes()
}

func TestExtractTextPDF(t *testing.T) {
	e := testExtractor(t, Options{Now: func() time.Time { return day("2026-11-21") }}, echoText)
	pdf := textPDF(t, "ERIKSSON ANNA MARIA")
	yes := true
	res, err := e.Extract(context.Background(), Request{
		DocumentType: Identity, Source: SourceBase64, Payload: base64.StdEncoding.EncodeToString(pdf),
		Validations: &Validations{Expiry: &ExpiryValidation{ValidateDocumentNotExpired: &yes}},
	})
	if err != nil {
		t.Fatalf("Extract: %v", err)
	}
	if !strings.HasPrefix(res.ID, "dex_") || !res.Livemode || res.DocumentType != Identity {
		t.Errorf("envelope: id %q livemode %v type %q", res.ID, res.Livemode, res.DocumentType)
	}
	if diff := cmp.Diff("ERIKSSON ANNA MARIA", surname(res)); diff != "" {
		t.Errorf("surname mismatch (-want +got):\n%s", diff)
	}
	want := &ValidationResult{NumberOfChecksPassed: 1, Checks: []Check{{CheckType: ExpiryValidationCheck, CheckName: CheckDocumentNotExpired, Status: Passed, DocumentExpiryDate: "2030-01-31", ExtractedValue: "2030-01-31"}}}
	if diff := cmp.Diff(want, res.ValidationResult); diff != "" {
		t.Errorf("validation mismatch (-want +got):\n%s", diff)
	}
	sandboxed, err := e.Extract(context.Background(), Request{DocumentType: Identity, Document: pdf, Sandbox: true})
	if err != nil || sandboxed.Livemode || sandboxed.ValidationResult != nil {
		t.Errorf("sandbox: livemode %v, validation %v, err %v", sandboxed.Livemode, sandboxed.ValidationResult, err)
	}
}

func TestExtractErrors(t *testing.T) {
	e := testExtractor(t, Options{}, echoText)
	pdf := textPDF(t, "hello")
	tests := []struct {
		name string
		req  Request
		want ErrorCode
	}{
		{"not a document", Request{DocumentType: Identity, Document: []byte("GIF89a not ours")}, CodeDocumentContentTypeNotSupported},
		{"html login page", Request{DocumentType: Identity, Source: SourceBase64, Payload: base64.StdEncoding.EncodeToString([]byte("<html>login</html>"))}, CodeDocumentContentTypeNotSupported},
		{"truncated pdf", Request{DocumentType: Identity, Document: pdf[:len(pdf)/3]}, CodeDocumentUnreadable},
		{"truncated png", Request{DocumentType: Identity, Document: blankPNG(t, 300, 200)[:60]}, CodeDocumentUnreadable},
		{"png header claiming 60000x60000", Request{DocumentType: Identity, Document: hugePNGHeader(60000, 60000)}, CodeDocumentUnreadable},
		{"50 MB + 1 byte", Request{DocumentType: Identity, Document: make([]byte, MaxDocumentSize+1)}, CodeDocumentTooLarge},
		{"bad base64", Request{DocumentType: Identity, Source: SourceBase64, Payload: "***"}, CodeDocumentBase64PayloadInvalid},
		{"blank page is not an identity", Request{DocumentType: Identity, Document: blankPNG(t, 800, 600)}, CodeDocumentNotOfType},
		{"type without an extractor", Request{DocumentType: TaxDoc, Document: pdf}, CodeDocumentTypeNotSupported},
		{"bad request first", Request{DocumentType: Identity, Document: []byte("x"), Validations: &Validations{Fields: []FieldValidation{{Field: "tax_number", ExpectedValue: "1", MatchType: MatchExact}}}}, CodeParameterInvalid},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := e.Extract(context.Background(), tt.req)
			if got := ErrorCodeOf(err); got != tt.want {
				t.Errorf("Extract code = %q, want %q (err: %v)", got, tt.want, err)
			}
		})
	}
}

func TestExtractTimeout(t *testing.T) {
	slow := typeFunc(func(ctx context.Context, doc *reading.Document) (doctype.Values, error) {
		<-ctx.Done()
		time.Sleep(50 * time.Millisecond) // an OCR call that does not stop at once
		return doctype.Values{}, ctx.Err()
	})
	e := testExtractor(t, Options{Timeout: 100 * time.Millisecond}, slow)
	_, err := e.Extract(context.Background(), Request{DocumentType: Identity, Document: textPDF(t, "x")})
	if got := ErrorCodeOf(err); got != CodeDocumentProcessingTimeout {
		t.Errorf("code = %q, want document_processing_timeout (%v)", got, err)
	}

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = e.Extract(ctx, Request{DocumentType: Identity, Document: textPDF(t, "x")})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: err = %v, want context.Canceled", err)
	}
}

func TestExtractURL(t *testing.T) {
	pdf := textPDF(t, "FROM A URL")
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/doc.pdf":
			w.Write(pdf)
		case "/redirect":
			http.Redirect(w, r, "/doc.pdf", http.StatusFound)
		default:
			http.NotFound(w, r)
		}
	}))
	defer srv.Close()

	refusing := testExtractor(t, Options{}, echoText)
	_, err := refusing.Extract(context.Background(), Request{DocumentType: Identity, Source: SourceURL, URL: srv.URL + "/doc.pdf"})
	var apiErr *Error
	if !errors.As(err, &apiErr) || apiErr.Code != CodeDocumentURLUnreachable || apiErr.Field != "url" {
		t.Errorf("loopback URL: err = %v, want document_url_unreachable on url", err)
	}
	// A name that resolves to loopback: the message says refused, not where to.
	byName := strings.Replace(srv.URL, "127.0.0.1", "localhost", 1) + "/doc.pdf"
	_, err = refusing.Extract(context.Background(), Request{DocumentType: Identity, Source: SourceURL, URL: byName})
	if !errors.As(err, &apiErr) || !strings.Contains(apiErr.Message, "refused") || strings.Contains(apiErr.Message, "127.0.0.1") {
		t.Errorf("name resolving to loopback: message %q, want it refused without the address", apiErr.Message)
	}

	allowing := testExtractor(t, Options{AllowPrivateURLs: true}, echoText)
	for path, want := range map[string]ErrorCode{"/doc.pdf": "", "/redirect": "", "/missing": CodeDocumentURLUnreachable} {
		res, err := allowing.Extract(context.Background(), Request{DocumentType: Identity, Source: SourceURL, URL: srv.URL + path})
		if got := ErrorCodeOf(err); got != want {
			t.Errorf("%s: code %q, want %q (%v)", path, got, want, err)
		}
		if want != "" && (!errors.As(err, &apiErr) || !strings.Contains(apiErr.Message, "the fetch failed: the server answered 404")) {
			t.Errorf("%s: message %q, want it to say the fetch failed with 404", path, apiErr.Message)
		}
		if want == "" && surname(res) != "FROM A URL" {
			t.Errorf("%s: surname %q", path, surname(res))
		}
	}
}

func TestExtractPanicIsInternal(t *testing.T) {
	boom := typeFunc(func(context.Context, *reading.Document) (doctype.Values, error) { panic("boom") })
	e := testExtractor(t, Options{}, boom)
	_, err := e.Extract(context.Background(), Request{DocumentType: Identity, Document: textPDF(t, "x")})
	if got := ErrorCodeOf(err); got != CodeInternal {
		t.Errorf("code = %q, want internal_error", got)
	}
}

// TestExtractReadsRefusedScanAgain: a scan the type extractor refuses is
// recognised once more, with a local threshold, and offered again
// (extract's TestReadAgainUnevenLight shows what that reads).
func TestExtractReadsRefusedScanAgain(t *testing.T) {
	var calls int
	var docs []*reading.Document
	refuseFirst := typeFunc(func(ctx context.Context, doc *reading.Document) (doctype.Values, error) {
		calls++
		docs = append(docs, doc)
		if calls == 1 {
			return doctype.Values{}, doctype.ErrNoEvidence
		}
		return surnameValues("RIVERSIDE"), nil
	})
	e := testExtractor(t, Options{}, refuseFirst)
	res, err := e.Extract(context.Background(), Request{DocumentType: Identity, Document: blankPNG(t, 400, 300), Sandbox: true})
	if err != nil || surname(res) != "RIVERSIDE" {
		t.Fatalf("Extract of a refused scan: %q, %v; want the second reading's result", surname(res), err)
	}
	if calls != 2 || docs[0] == docs[1] || docs[0].Pages[0].Image != docs[1].Pages[0].Image {
		t.Errorf("the type extractor saw %d documents; want the page read twice over the same image", calls)
	}
}

// TestExtractSpecimenNotReadAgain: a specimen is refused after its fields
// are read, never read again: a second reading could only let it through.
func TestExtractSpecimenNotReadAgain(t *testing.T) {
	calls := 0
	accept := typeFunc(func(ctx context.Context, doc *reading.Document) (doctype.Values, error) {
		calls++
		return surnameValues("RIVERSIDE"), nil
	})
	e := testExtractor(t, Options{}, accept)
	_, err := e.Extract(context.Background(), Request{DocumentType: Identity, Document: textPDF(t, "SPECIMEN RIVERSIDE")})
	var apiErr *Error
	if !errors.As(err, &apiErr) || apiErr.Code != CodeDocumentNotOfType || calls != 1 {
		t.Errorf("Extract = %v after %d calls; want document_not_of_type after 1", err, calls)
	}
}
