package httpapi

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/docextract/docextract"
	"github.com/google/go-cmp/cmp"
)

func TestProbes(t *testing.T) {
	s, _ := newTestServer(t, nil, Config{})
	status := func(path string) string {
		t.Helper()
		w, _ := get(t, s, path)
		var body struct{ Status string }
		json.Unmarshal(w.Body.Bytes(), &body)
		return fmt.Sprintf("%d %s", w.Code, body.Status)
	}
	probes := func() []string { return []string{status("/livez"), status("/readyz"), status("/healthz")} }
	if diff := cmp.Diff([]string{"200 ok", "503 starting", "503 starting"}, probes()); diff != "" {
		t.Errorf("before the extractor (-want +got):\n%s", diff)
	}
	s.SetExtractor(&fakeExtractor{})
	if diff := cmp.Diff([]string{"200 ok", "200 ok", "200 ok"}, probes()); diff != "" {
		t.Errorf("warm (-want +got):\n%s", diff)
	}
	s.Drain()
	if diff := cmp.Diff([]string{"200 ok", "503 draining", "503 draining"}, probes()); diff != "" {
		t.Errorf("draining (-want +got):\n%s", diff)
	}
	// Requests that still arrive while draining are served.
	if _, got := do(t, s, "POST", "/v1/document/extract", liveKey, validBody); got.Status != 200 {
		t.Errorf("extract while draining: %+v", got)
	}
}

func TestRequestID(t *testing.T) {
	s, logs := newTestServer(t, &fakeExtractor{}, Config{})
	for _, tt := range []struct {
		inbound string
		adopted bool
	}{
		{"4bf92f3577b34da6-a3ce929d0e0e4736", true},
		{"trace:abc.DEF_9", true},
		{"", false},
		{strings.Repeat("a", 129), false},
		{"id with spaces", false},
		{"x\"},\"status\":200", false},
		{"-leading-dash", false},
	} {
		r := httptest.NewRequest("POST", "/document/extract", strings.NewReader(validBody))
		r.Header.Set("Authorization", liveKey)
		if tt.inbound != "" {
			r.Header.Set("X-Request-Id", tt.inbound)
		}
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		checkContract(t, r, w.Code, w.Header(), w.Body.Bytes())
		id := w.Header().Get("Request-Id")
		if got := id == tt.inbound; got != tt.adopted {
			t.Errorf("X-Request-Id %q: Request-Id %q, adopted %v, want %v", tt.inbound, id, got, tt.adopted)
		}
		if !tt.adopted && !strings.HasPrefix(id, "req_") {
			t.Errorf("X-Request-Id %q: generated id %q", tt.inbound, id)
		}
		if w.Header().Get("X-Request-Id") != id {
			t.Errorf("X-Request-Id echoed as %q, Request-Id %q", w.Header().Get("X-Request-Id"), id)
		}
		if !strings.Contains(logs.String(), `"request_id":"`+id+`"`) {
			t.Errorf("id %q not in the access log", id)
		}
	}
}

func TestMetrics(t *testing.T) {
	m := NewMetrics()
	s, _ := newTestServer(t, &fakeExtractor{}, Config{Metrics: m})
	do(t, s, "POST", "/document/extract", liveKey, validBody)
	do(t, s, "POST", "/document/extract", liveKey, `{"document_type":`)
	do(t, s, "POST", "/document/extract", "", validBody)
	m.OCRPass("legacy", 40*time.Millisecond, nil)
	m.OCRPass("orientation", time.Millisecond, errors.New("no osd"))
	m.PagesRead(docextract.ProofOfAddress, 2, 1)
	m.SpecimenRefused(docextract.Identity)
	w, _ := get(t, s, "/metrics")
	if w.Code != 200 || !strings.HasPrefix(w.Header().Get("Content-Type"), "text/plain") {
		t.Fatalf("GET /metrics: %d %s", w.Code, w.Header().Get("Content-Type"))
	}
	for _, line := range []string{
		`docextract_http_requests_total{code="",document_type="identity",endpoint="extract",status="200"} 1`,
		`docextract_http_requests_total{code="request_body_invalid",document_type="",endpoint="extract",status="400"} 1`,
		`docextract_http_requests_total{code="api_key_missing",document_type="",endpoint="extract",status="401"} 1`,
		`docextract_extraction_request_duration_seconds_count{document_type="identity",result="ok"} 1`,
		`docextract_queue_wait_seconds_count 1`,
		`docextract_ocr_passes_total{pass="legacy",result="ok"} 1`,
		`docextract_ocr_passes_total{pass="orientation",result="error"} 1`,
		`docextract_ocr_pass_duration_seconds_sum{pass="legacy"} 0.04`,
		`docextract_pages_read_total{document_type="proof_of_address",source="ocr"} 1`,
		`docextract_pages_read_total{document_type="proof_of_address",source="text_layer"} 2`,
		`docextract_specimen_refusals_total{document_type="identity"} 1`,
		`docextract_queue_depth 0`,
		`docextract_in_flight 0`,
		`docextract_uploads_in_progress 0`,
		`docextract_ready 1`,
		`process_resident_memory_bytes `,
		`go_goroutines `,
	} {
		if !strings.Contains(w.Body.String(), line) {
			t.Errorf("/metrics lacks %q", line)
		}
	}
	// Every metric of ours is in the README's table.
	readme, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range regexp.MustCompile(`(?m)^# TYPE (docextract_\w+) `).FindAllStringSubmatch(w.Body.String(), -1) {
		if !strings.Contains(string(readme), "`"+m[1]+"`") {
			t.Errorf("README.md does not document the metric %s", m[1])
		}
	}
}

// TestQueueMetrics: the gauges count what waits and what runs.
func TestQueueMetrics(t *testing.T) {
	fake := &fakeExtractor{block: make(chan struct{})}
	s, _ := newTestServer(t, fake, Config{MaxInFlight: 3, Concurrency: 1})
	srv := httptest.NewServer(checked(t, s))
	defer srv.Close()
	var wg sync.WaitGroup
	for range 3 {
		wg.Go(func() {
			req, _ := http.NewRequest("POST", srv.URL+"/document/extract", strings.NewReader(validBody))
			req.Header.Set("Authorization", sandboxKey)
			if resp, err := http.DefaultClient.Do(req); err == nil {
				resp.Body.Close()
			}
		})
	}
	for len(s.queue.admitted) < 3 {
		time.Sleep(time.Millisecond)
	}
	_, got := do(t, s, "POST", "/document/extract", liveKey, validBody)
	if got.Code != docextract.CodeServiceOverloaded {
		t.Errorf("fourth request: %+v, want service_overloaded", got)
	}
	w, _ := get(t, s, "/metrics")
	for _, line := range []string{"docextract_queue_depth 2", "docextract_in_flight 1"} {
		if !strings.Contains(w.Body.String(), line+"\n") {
			t.Errorf("/metrics lacks %q", line)
		}
	}
	close(fake.block)
	wg.Wait()
}

func TestHeadersTooLarge(t *testing.T) {
	s, _ := newTestServer(t, &fakeExtractor{}, Config{MaxHeaderBytes: 4 << 10})
	_, got := do(t, s, "POST", "/document/extract", sandboxKey, validBody, func(r *http.Request) {
		r.Header.Set("X-Padding", strings.Repeat("a", 5<<10))
	})
	if diff := cmp.Diff(errorReply{431, docextract.CodeRequestHeadersTooLarge, "", false}, got); diff != "" {
		t.Errorf("mismatch (-want +got):\n%s", diff)
	}
	// Past http.Server.MaxHeaderBytes net/http answers before any handler
	// runs, in plain text: no JSON is possible there (README, Errors).
	srv := httptest.NewUnstartedServer(s)
	srv.Config.MaxHeaderBytes = 8 << 10
	srv.Start()
	defer srv.Close()
	req, _ := http.NewRequest("GET", srv.URL+"/livez", nil)
	req.Header.Set("X-Padding", strings.Repeat("a", 16<<10))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 431 || resp.Header.Get("Content-Type") == "application/json" {
		t.Errorf("past net/http's limit: %d %s; the README says net/http answers in plain text", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
}

// idleUpload opens a connection that sends an extraction's headers and 17
// bytes of its body, then waits. It returns the connection.
func idleUpload(t *testing.T, addr, key string) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	fmt.Fprintf(c, "POST /document/extract HTTP/1.1\r\nHost: test\r\nAuthorization: %s\r\nContent-Type: application/json\r\nContent-Length: 4096\r\n\r\n{\"document_type\":", key)
	return c
}

// TestIdleUploadsDoNotStarve: sixteen connections that send headers and a
// few bytes of body, then wait, hold no work slot: a live-key request is
// answered as usual meanwhile; one key's uploads are bounded; every idle
// upload gets a JSON error when its body deadline passes.
func TestIdleUploadsDoNotStarve(t *testing.T) {
	s, logs := newTestServer(t, &fakeExtractor{}, Config{MaxInFlight: 2, MaxUploadsPerKey: 4, BodyTimeout: 2 * time.Second})
	srv := httptest.NewServer(checked(t, s))
	defer srv.Close()
	addr := srv.Listener.Addr().String()
	var conns []net.Conn
	for i := range 16 {
		conns = append(conns, idleUpload(t, addr, sandboxKey))
		for i < 4 && s.uploads.inProgress() < i+1 {
			time.Sleep(time.Millisecond)
		}
	}
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()
	// Four hold the key's upload slots; the twelve others are refused at once.
	refused := 0
	for _, c := range conns[4:] {
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatalf("idle upload past the key's bound: %v", err)
		}
		var body errorBody
		json.NewDecoder(resp.Body).Decode(&body)
		if resp.StatusCode == 503 && body.Error.Code == docextract.CodeServiceOverloaded && resp.Header.Get("Retry-After") != "" {
			refused++
		}
	}
	if refused != 12 || s.uploads.inProgress() != 4 {
		t.Errorf("%d of 12 uploads past the key's bound refused, %d in progress; want 12 and 4", refused, s.uploads.inProgress())
	}
	// A live key is answered as usual, while the four wait.
	for range 3 {
		req, _ := http.NewRequest("POST", srv.URL+"/document/extract", strings.NewReader(validBody))
		req.Header.Set("Authorization", liveKey)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Errorf("live key while idle uploads wait: status %d", resp.StatusCode)
		}
	}
	// The four get request_body_invalid once their body deadline passes.
	for _, c := range conns[:4] {
		c.SetReadDeadline(time.Now().Add(time.Minute))
		resp, err := http.ReadResponse(bufio.NewReader(c), nil)
		if err != nil {
			t.Fatalf("idle upload: no answer: %v", err)
		}
		var body errorBody
		json.NewDecoder(resp.Body).Decode(&body)
		if resp.StatusCode != 400 || body.Error.Code != docextract.CodeRequestBodyInvalid || !strings.Contains(body.Error.Message, "not received within") {
			t.Errorf("idle upload: %d %+v", resp.StatusCode, body.Error)
		}
	}
	for _, c := range conns {
		c.Close()
	}
	srv.Close() // waits for the handlers and their log lines
	if n := strings.Count(logs.String(), `"bytes_in":17`); n != 4 {
		t.Errorf("%d access-log lines record the 17 bytes received, want 4", n)
	}
}

// slowBody sends its parts with a pause between them.
type slowBody struct {
	parts []string
	pause time.Duration
}

func (b *slowBody) Read(p []byte) (int, error) {
	if len(b.parts) == 0 {
		return 0, io.EOF
	}
	time.Sleep(b.pause)
	n := copy(p, b.parts[0])
	b.parts = b.parts[1:]
	return n, nil
}

// TestTimeoutAfterSlowUpload: a slow upload followed by a slow extraction
// gets its JSON 504, though the upload and the processing together pass
// the http.Server's WriteTimeout and the body's deadline: write deadlines
// follow the request.
func TestTimeoutAfterSlowUpload(t *testing.T) {
	// Without the extraction's own write deadline, the answer would have to
	// be written within the body's: 400 ms and 1 s of grace.
	s, logs := newTestServer(t, &fakeExtractor{block: make(chan struct{})}, Config{BodyTimeout: 400 * time.Millisecond, ProcessingTimeout: 1500 * time.Millisecond})
	srv := httptest.NewUnstartedServer(checked(t, s))
	srv.Config.WriteTimeout = 200 * time.Millisecond
	srv.Start()
	defer srv.Close()
	body := &slowBody{parts: []string{validBody[:10], validBody[10:30], validBody[30:]}, pause: 100 * time.Millisecond}
	req, _ := http.NewRequest("POST", srv.URL+"/document/extract", body)
	req.Header.Set("Authorization", liveKey)
	req.ContentLength = int64(len(validBody))
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatalf("no answer: %v", err)
	}
	defer resp.Body.Close()
	var eb errorBody
	if err := json.NewDecoder(resp.Body).Decode(&eb); err != nil || resp.StatusCode != 504 || eb.Error.Code != docextract.CodeDocumentProcessingTimeout {
		t.Errorf("status %d, %+v, %v; want a JSON 504", resp.StatusCode, eb.Error, err)
	}
	srv.Close()
	if !strings.Contains(logs.String(), `"status":504`) || strings.Contains(logs.String(), "write_error") {
		t.Errorf("access log: %s", logs)
	}
}

// failingWriter is a ResponseWriter whose answer never reaches the client.
type failingWriter struct{ *httptest.ResponseRecorder }

func (failingWriter) FlushError() error { return errors.New("write tcp: broken pipe") }

// TestAccessLogRecordsWhatWasSent: an answer that could not be written is
// logged with its error and no bytes; a client gone before its answer
// with 499 and no bytes.
func TestAccessLogRecordsWhatWasSent(t *testing.T) {
	s, logs := newTestServer(t, &fakeExtractor{}, Config{})
	r := httptest.NewRequest("POST", "/document/extract", strings.NewReader(validBody))
	r.Header.Set("Authorization", liveKey)
	s.ServeHTTP(failingWriter{httptest.NewRecorder()}, r)
	var line struct {
		Status     int    `json:"status"`
		BytesOut   int    `json:"bytes_out"`
		BytesIn    int    `json:"bytes_in"`
		WriteError string `json:"write_error"`
		Error      string `json:"error"`
	}
	if err := json.Unmarshal(logs.Bytes(), &line); err != nil {
		t.Fatal(err)
	}
	want := line
	want.Status, want.BytesOut, want.BytesIn, want.WriteError = 200, 0, len(validBody), "write tcp: broken pipe"
	if diff := cmp.Diff(want, line); diff != "" {
		t.Errorf("failed write (-want +got):\n%s", diff)
	}

	logs.Reset()
	blocked := &fakeExtractor{block: make(chan struct{})}
	s.SetExtractor(blocked)
	ctx, cancel := context.WithCancel(context.Background())
	r = httptest.NewRequestWithContext(ctx, "POST", "/document/extract", strings.NewReader(validBody))
	r.Header.Set("Authorization", liveKey)
	time.AfterFunc(50*time.Millisecond, cancel)
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	line.WriteError = ""
	if err := json.Unmarshal(logs.Bytes(), &line); err != nil {
		t.Fatal(err)
	}
	if line.Status != 499 || line.BytesOut != 0 || line.Error != "request_canceled" || w.Body.Len() != 0 {
		t.Errorf("client gone: log %+v, body %q", line, w.Body)
	}
}

// TestLogLevels: probes and metrics log at debug level, extractions at info.
func TestLogLevels(t *testing.T) {
	var logs bytes.Buffer
	s := New(Config{Logger: slog.New(slog.NewJSONHandler(&logs, &slog.HandlerOptions{Level: slog.LevelInfo}))})
	get(t, s, "/livez")
	get(t, s, "/metrics")
	if logs.Len() != 0 {
		t.Errorf("probes logged at info: %s", logs.String())
	}
	get(t, s, "/nope")
	if !strings.Contains(logs.String(), `"status":404`) {
		t.Errorf("404 not logged at info: %s", logs.String())
	}
}
