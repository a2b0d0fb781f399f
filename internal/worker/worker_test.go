package worker

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/docextract/docextract"
	"github.com/docextract/docextract/internal/docgen"
)

// childEnv marks the test binary started as a worker.
const childEnv = "DOCEXTRACT_WORKER_TEST_CHILD"

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) == "1" {
		faultHook = injectFault
		os.Exit(Serve())
	}
	os.Exit(m.Run())
}

// command starts this test binary as a worker that honours FaultMarker.
func command() *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childEnv+"=1")
	return cmd
}

// TestNoFaultHook: nothing but the faultinject tag and tests sets the hook,
// so this binary, built without the tag, starts without one.
func TestNoFaultHook(t *testing.T) {
	if faultHook != nil {
		t.Fatal("faultHook is set in a build without the faultinject tag")
	}
}

var (
	casesOnce sync.Once
	cases     []docgen.Case
	casesErr  error
)

// testCases returns a small generated set: every type, as text-layer PDFs
// (fast) and PNG scans (OCR, the MRZ).
func testCases(t *testing.T) []docgen.Case {
	t.Helper()
	casesOnce.Do(func() {
		var pdf, png []docgen.Case
		pdf, casesErr = docgen.Generate(docgen.Options{Seed: 11, Count: 8, Formats: []docgen.Format{docgen.FormatPDF}})
		if casesErr == nil {
			png, casesErr = docgen.Generate(docgen.Options{Seed: 12, Count: 2, Types: []string{docgen.TypeIdentity}, Formats: []docgen.Format{docgen.FormatPNG}})
		}
		cases = append(pdf, png...)
	})
	if casesErr != nil {
		t.Skipf("docgen: %v (fonts missing?)", casesErr)
	}
	return cases
}

// requestOf returns the API request of a generated case.
func requestOf(t testing.TB, c docgen.Case) docextract.Request {
	t.Helper()
	body := map[string]any{"document_type": c.Request.DocumentType, "source": "base64", "payload": base64.StdEncoding.EncodeToString(c.Document)}
	if c.Request.Validations != nil {
		body["validations"] = c.Request.Validations
	}
	data, err := json.Marshal(body)
	if err != nil {
		t.Fatal(err)
	}
	req, err := docextract.ParseRequest(data)
	if err != nil {
		t.Fatalf("%s: ParseRequest: %v", c.ID, err)
	}
	req.Sandbox = true
	return req
}

var (
	inProcOnce sync.Once
	inProc     *docextract.Extractor
	inProcErr  error
)

func inProcess(t *testing.T) *docextract.Extractor {
	t.Helper()
	inProcOnce.Do(func() {
		inProc, inProcErr = docextract.New(docextract.Options{OCRWorkers: 1})
	})
	if inProcErr != nil {
		t.Fatalf("docextract.New: %v", inProcErr)
	}
	return inProc
}

// ignoreID compares results without their random ids.
var ignoreID = cmpopts.IgnoreFields(docextract.Result{}, "ID")

// TestRoundTrip: a result, its provenance, pages, MRZ, expansions and its
// checks' explanations come back from a frame exactly as they went in, and
// so does a request.
func TestRoundTrip(t *testing.T) {
	ex := inProcess(t)
	n, explained, withMRZ, withImages := 0, 0, 0, 0
	for _, c := range testCases(t) {
		req := requestOf(t, c)
		req.Expand = docextract.Expansions()
		res, err := ex.Extract(context.Background(), req)
		if err != nil {
			continue // a case of the wrong type, or a specimen
		}
		n++
		if res.MRZ != nil {
			withMRZ++
		}
		for _, p := range res.Pages {
			if p.Image != nil {
				withImages++
			}
		}
		if res.ValidationResult != nil {
			for _, c := range res.ValidationResult.Checks {
				if c.Explanation != nil {
					explained++
				}
			}
		}
		var buf bytes.Buffer
		f, images, err := encodeResult(res)
		if err != nil {
			t.Fatal(err)
		}
		if err := writeFrame(&buf, replyFrame{Result: f}, images); err != nil {
			t.Fatal(err)
		}
		var back replyFrame
		body, err := readFrame(&buf, &back)
		if err != nil {
			t.Fatal(err)
		}
		got, err := decodeResult(back.Result, body)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(res, got); diff != "" {
			t.Errorf("%s: result round trip mismatch (-want +got):\n%s", c.ID, diff)
		}
	}
	if n < 4 || explained == 0 || withMRZ == 0 || withImages < n {
		t.Fatalf("only %d of the generated cases extracted, %d checks explained, %d with an MRZ, %d page images", n, explained, withMRZ, withImages)
	}

	zero, no := int64(0), false
	vr := &docextract.ValidationResult{NumberOfChecksPassed: 1, Checks: []docextract.Check{{
		CheckType: docextract.ExpiryValidationCheck, Status: docextract.Passed,
		CheckName: docextract.CheckMinimumMonthsUntilExpiry, MonthsUntilExpiry: &zero, // present though zero
	}}}
	res := docextract.Result{ID: "dex_x", DocumentType: docextract.Identity, ValidationResult: vr, Provenance: map[string]docextract.Provenance{}}
	f, _, _ := encodeResult(res)
	got, err := decodeResult(f, nil)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(res, got); diff != "" {
		t.Errorf("zero months round trip mismatch (-want +got):\n%s", diff)
	}

	for _, req := range []docextract.Request{
		{DocumentType: docextract.Identity, Source: docextract.SourceBase64, Payload: "iVBORw0KGgo=", Sandbox: true},
		{DocumentType: docextract.TaxDoc, Source: docextract.SourceURL, URL: "https://example.com/a.pdf",
			Validations: &docextract.Validations{Recency: &docextract.RecencyValidation{MaximumDocumentAgeMonths: &zero}}},
		{DocumentType: docextract.Identity, Document: []byte("%PDF-1.4"),
			Validations: &docextract.Validations{Expiry: &docextract.ExpiryValidation{ValidateDocumentNotExpired: &no}}},
		{DocumentType: docextract.Identity, Document: []byte{}},
		{DocumentType: docextract.Identity, Document: []byte("%PDF-1.4"), Expand: []docextract.Expansion{docextract.ExpandMRZ, docextract.ExpandPages}},
	} {
		var buf bytes.Buffer
		frame, body := encodeRequest(req)
		if err := writeFrame(&buf, frame, body); err != nil {
			t.Fatal(err)
		}
		var f requestFrame
		body, err := readFrame(&buf, &f)
		if err != nil {
			t.Fatal(err)
		}
		got, err := decodeRequest(f, body)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(req, got); diff != "" {
			t.Errorf("request round trip mismatch (-want +got):\n%s", diff)
		}
	}
}

// TestErrorRoundTrip: an error comes back with its code, message, field
// and the text of its cause.
func TestErrorRoundTrip(t *testing.T) {
	in := &docextract.Error{Code: docextract.CodeParameterInvalid, Message: "m", Field: "validations.fields[0]", Err: errors.New("cause")}
	got := decodeError(encodeError(in))
	var e *docextract.Error
	if !errors.As(got, &e) || e.Code != in.Code || e.Message != in.Message || e.Field != in.Field || e.Err == nil || e.Err.Error() != "cause" {
		t.Errorf("decodeError(encodeError(%#v)) = %#v", in, got)
	}
	if code := docextract.ErrorCodeOf(decodeError(encodeError(errors.New("plain")))); code != docextract.CodeInternal {
		t.Errorf("a plain error comes back as %s, want internal_error", code)
	}
}

// TestDecodeResultRefuses: a result frame whose images do not match its
// pages and body is malformed.
func TestDecodeResultRefuses(t *testing.T) {
	pages := []docextract.Page{{Number: 1, Width: 10, Height: 10}, {Number: 2, Width: 10, Height: 10}}
	json := json.RawMessage(`{"id":"dex_1","document_type":"identity"}`)
	for name, tt := range map[string]struct {
		f    resultFrame
		body []byte
	}{
		"images without pages":  {resultFrame{JSON: json, Images: []int{3}}, []byte("abc")},
		"fewer images":          {resultFrame{JSON: json, Pages: pages, Images: []int{3}}, []byte("abc")},
		"an image past the end": {resultFrame{JSON: json, Pages: pages, Images: []int{3, 4}}, []byte("abcdef")},
		"a negative length":     {resultFrame{JSON: json, Pages: pages, Images: []int{-1, 1}}, []byte("a")},
		"body left over":        {resultFrame{JSON: json, Pages: pages, Images: []int{1, 1}}, []byte("abc")},
		"body without images":   {resultFrame{JSON: json, Pages: pages}, []byte("abc")},
	} {
		if _, err := decodeResult(&tt.f, tt.body); !errors.Is(err, errFrame) {
			t.Errorf("%s: decodeResult = %v, want errFrame", name, err)
		}
	}
}

func TestReadFrameRefuses(t *testing.T) {
	for name, data := range map[string][]byte{
		"truncated header": {0, 0, 0, 9, 0, 0, 0, 0, '{'},
		"huge header":      {0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0},
		"not JSON":         {0, 0, 0, 1, 0, 0, 0, 0, 'x'},
		"truncated body":   {0, 0, 0, 2, 0, 0, 0, 9, '{', '}', 1},
	} {
		var v replyFrame
		if _, err := readFrame(bytes.NewReader(data), &v); err == nil {
			t.Errorf("%s: readFrame succeeded", name)
		}
	}
}

// newPool starts a pool of this test binary's workers and closes it with
// the test.
func newPool(t *testing.T, opts Options) *Pool {
	t.Helper()
	opts.Command = command
	if opts.Processes == 0 {
		opts.Processes = 2
	}
	p, err := New(opts)
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

// marked returns a request whose document asks a test worker to fail.
func marked(fault string) docextract.Request {
	doc := append([]byte("%PDF-1.4\n%%EOF\n"), FaultMarker+fault...)
	return docextract.Request{DocumentType: docextract.Identity, Document: doc, Sandbox: true}
}

// want is what the in-process extractor answers to req, id aside.
type want struct {
	res  docextract.Result
	code docextract.ErrorCode
}

func wants(t *testing.T, reqs []docextract.Request) []want {
	t.Helper()
	ex := inProcess(t)
	out := make([]want, len(reqs))
	for i, req := range reqs {
		res, err := ex.Extract(context.Background(), req)
		out[i] = want{res, docextract.ErrorCodeOf(err)}
	}
	return out
}

// waitLive waits until the pool runs n workers again.
func waitLive(t *testing.T, p *Pool, n int) {
	t.Helper()
	waitFor(t, p, func(s Stats) bool { return s.Live == n })
}

// waitFor waits until the pool's stats satisfy ok, for up to two minutes
// (workers start slowly on a busy machine).
func waitFor(t *testing.T, p *Pool, ok func(Stats) bool) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute)
	for !ok(p.Stats()) {
		if time.Now().After(deadline) {
			t.Fatalf("pool stats %+v: not as awaited", p.Stats())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// TestPoolMatchesInProcess: a pool answers what the in-process extractor
// answers, with expansions (every other request asks for all) as without.
func TestPoolMatchesInProcess(t *testing.T) {
	var reqs []docextract.Request
	for i, c := range testCases(t) {
		req := requestOf(t, c)
		if i%2 == 1 {
			req.Expand = docextract.Expansions()
		}
		reqs = append(reqs, req)
	}
	reqs = append(reqs, docextract.Request{DocumentType: docextract.Identity, Document: []byte("not a document")})
	w := wants(t, reqs)
	p := newPool(t, Options{})
	var wg sync.WaitGroup
	for i, req := range reqs {
		wg.Go(func() {
			res, err := p.Extract(context.Background(), req)
			if code := docextract.ErrorCodeOf(err); code != w[i].code {
				t.Errorf("request %d: error %v, want code %q", i, err, w[i].code)
				return
			}
			if diff := cmp.Diff(w[i].res, res, ignoreID); diff != "" {
				t.Errorf("request %d mismatch (-want +got):\n%s", i, diff)
			}
		})
	}
	wg.Wait()
	if s := p.Stats(); s.Died != 0 || s.Started != 2 {
		t.Errorf("stats %+v, want 2 started, none died", s)
	}
}

// TestCrashEndsOneRequest: a worker crashing on one document of eight sent
// at once fails that request only, with document_unreadable, and is
// replaced.
func TestCrashEndsOneRequest(t *testing.T) {
	var normal []docextract.Request
	for _, c := range testCases(t) {
		if c.Ext == "pdf" && len(normal) < 7 {
			normal = append(normal, requestOf(t, c))
		}
	}
	w := wants(t, normal)
	for _, fault := range []string{"abort", "segv", "exit"} {
		t.Run(fault, func(t *testing.T) {
			p := newPool(t, Options{})
			reqs := append([]docextract.Request{}, normal[:3]...)
			reqs = append(reqs, marked(fault))
			reqs = append(reqs, normal[3:]...)
			var wg sync.WaitGroup
			for i, req := range reqs {
				wg.Go(func() {
					res, err := p.Extract(context.Background(), req)
					if i == 3 {
						if code := docextract.ErrorCodeOf(err); code != docextract.CodeDocumentUnreadable {
							t.Errorf("the crashing request: error %v, want document_unreadable", err)
						}
						return
					}
					k := i
					if i > 3 {
						k = i - 1
					}
					if code := docextract.ErrorCodeOf(err); code != w[k].code {
						t.Errorf("request %d: error %v, want code %q", i, err, w[k].code)
						return
					}
					if diff := cmp.Diff(w[k].res, res, ignoreID); diff != "" {
						t.Errorf("request %d mismatch (-want +got):\n%s", i, diff)
					}
				})
			}
			wg.Wait()
			waitLive(t, p, 2)
			if s := p.Stats(); s.Died != 1 || s.Started != 3 {
				t.Errorf("stats %+v, want 3 started, 1 died", s)
			}
			if _, err := p.Extract(context.Background(), normal[0]); docextract.ErrorCodeOf(err) != w[0].code {
				t.Errorf("after the crash: %v", err)
			}
		})
	}
}

// TestRunawayKilled: a worker still reading at the deadline is killed, its
// request gets document_processing_timeout, and another takes its place;
// a request whose client leaves kills its worker too.
func TestRunawayKilled(t *testing.T) {
	p := newPool(t, Options{Processes: 1, Timeout: 2 * time.Second})
	_, err := p.Extract(context.Background(), marked("spin"))
	if code := docextract.ErrorCodeOf(err); code != docextract.CodeDocumentProcessingTimeout {
		t.Fatalf("spinning worker: error %v, want document_processing_timeout", err)
	}
	waitLive(t, p, 1)

	// The client leaves while the worker spins.
	ctx, cancel := context.WithCancel(context.Background())
	time.AfterFunc(time.Second, cancel)
	_, err = p.Extract(ctx, marked("spin"))
	if !errors.Is(err, context.Canceled) {
		t.Fatalf("cancelled request: error %v, want context.Canceled", err)
	}
	waitLive(t, p, 1)
	if s := p.Stats(); s.Died != 2 || s.Started != 3 {
		t.Errorf("stats %+v, want 3 started, 2 died", s)
	}
	req := docextract.Request{DocumentType: docextract.Identity, Document: []byte("not a document")}
	if _, err := p.Extract(context.Background(), req); docextract.ErrorCodeOf(err) != docextract.CodeDocumentContentTypeNotSupported {
		t.Errorf("after the kills: %v", err)
	}
}

// TestRecycle: a worker is replaced after MaxDocuments documents, or once
// its resident memory passes MaxRSS, and no request fails for it.
func TestRecycle(t *testing.T) {
	req := docextract.Request{DocumentType: docextract.Identity, Document: []byte("not a document")}
	for _, tt := range []struct {
		name        string
		opts        Options
		wantStarted int
	}{
		{"every 2 documents", Options{Processes: 1, MaxDocuments: 2}, 4},
		{"over 1 byte resident", Options{Processes: 1, MaxRSS: 1}, 8},
		{"over 4 GiB resident", Options{Processes: 1, MaxRSS: 4 << 30}, 1},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := newPool(t, tt.opts)
			for i := range 7 {
				if _, err := p.Extract(context.Background(), req); docextract.ErrorCodeOf(err) != docextract.CodeDocumentContentTypeNotSupported {
					t.Fatalf("request %d: %v", i, err)
				}
			}
			waitFor(t, p, func(s Stats) bool { return s.Live == 1 && s.Started >= tt.wantStarted })
			if s := p.Stats(); s.Started != tt.wantStarted || s.Died != 0 {
				t.Errorf("stats %+v, want %d started, none died", s, tt.wantStarted)
			}
		})
	}
}

// TestMemoryLimit: a worker runs under its RLIMIT_DATA, and a document
// that allocates past it ends that worker only.
func TestMemoryLimit(t *testing.T) {
	const limit = 768 << 20
	p := newPool(t, Options{Processes: 1, MemoryLimit: limit})
	var pid int
	p.mu.Lock()
	for pr := range p.procs {
		pid = pr.pid
	}
	p.mu.Unlock()
	limits, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/limits")
	if err != nil {
		t.Fatal(err)
	}
	var line string
	for _, l := range strings.Split(string(limits), "\n") {
		if strings.HasPrefix(l, "Max data size") {
			line = l
		}
	}
	if f := strings.Fields(line); len(f) < 5 || f[3] != strconv.Itoa(limit) || f[4] != strconv.Itoa(limit) {
		t.Errorf("worker limits: %q, want %d", line, limit)
	}
	_, err = p.Extract(context.Background(), marked("alloc"))
	if code := docextract.ErrorCodeOf(err); code != docextract.CodeDocumentUnreadable {
		t.Fatalf("allocating worker: error %v, want document_unreadable", err)
	}
	waitLive(t, p, 1)
}

// TestWorkerOutputIsData: what a worker's C libraries print, a forged log
// line included, reaches the log only as an escaped string at debug level.
func TestWorkerOutputIsData(t *testing.T) {
	var buf syncBuffer
	log := slog.New(slog.NewJSONHandler(&buf, &slog.HandlerOptions{Level: slog.LevelDebug}))
	p := newPool(t, Options{Processes: 1, Logger: log})
	p.Extract(context.Background(), marked("print"))
	p.Close()
	var outputs int
	for _, line := range strings.Split(strings.TrimSpace(buf.String()), "\n") {
		var rec map[string]any
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			t.Fatalf("log line is not JSON: %q", line)
		}
		if rec["msg"] == "request" || rec["forged"] != nil {
			t.Errorf("forged record in the log: %q", line)
		}
		if rec["msg"] == "worker output" {
			outputs++
			if rec["level"] != "DEBUG" {
				t.Errorf("worker output at %v: %q", rec["level"], line)
			}
		}
	}
	if outputs == 0 {
		t.Errorf("no worker output logged:\n%s", buf.String())
	}
}

// syncBuffer is a bytes.Buffer safe for the pool's goroutines.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// TestStartFails: a worker that cannot build its extractor fails New with
// the reason.
func TestStartFails(t *testing.T) {
	_, err := New(Options{Command: command, Processes: 1, TessdataDir: t.TempDir()})
	if err == nil || !strings.Contains(err.Error(), "model") {
		t.Fatalf("New with no models: error %v, want one naming the model", err)
	}
}

// FuzzReadFrame: a frame of any bytes is read or refused, never a panic,
// and a request or reply read from it decodes or fails cleanly.
func FuzzReadFrame(f *testing.F) {
	var buf bytes.Buffer
	frame, body := encodeRequest(docextract.Request{DocumentType: docextract.Identity, Document: []byte("%PDF-1.4")})
	writeFrame(&buf, frame, body)
	f.Add(buf.Bytes())
	buf.Reset()
	writeFrame(&buf, replyFrame{Result: &resultFrame{JSON: []byte(`{"id":"dex_1","document_type":"identity","surname":"X"}`), Explanations: []json.RawMessage{[]byte("null")}}}, nil)
	f.Add(buf.Bytes())
	f.Add([]byte{0, 0, 0, 2, 0, 0, 0, 0, '{', '}'})
	f.Fuzz(func(t *testing.T, data []byte) {
		var req requestFrame
		if body, err := readFrame(bytes.NewReader(data), &req); err == nil {
			decodeRequest(req, body)
		}
		var reply replyFrame
		if body, err := readFrame(bytes.NewReader(data), &reply); err == nil {
			if reply.Result != nil {
				decodeResult(reply.Result, body)
			}
			if reply.Error != nil {
				if err := decodeError(reply.Error); err == nil {
					t.Fatal("decodeError returned nil")
				}
			}
		}
	})
}

// FuzzEachLine: every line of a worker's output is passed on valid UTF-8
// and within its length, whatever the bytes.
func FuzzEachLine(f *testing.F) {
	f.Add([]byte("warning: a\nb\r\n\xff\xfe long"), 8)
	f.Add([]byte("no newline"), 512)
	f.Fuzz(func(t *testing.T, data []byte, max int) {
		if max <= 0 || max > 1<<16 {
			return
		}
		eachLine(bytes.NewReader(data), max, func(line string) {
			if !utf8.ValidString(line) || len(line) > max {
				t.Fatalf("eachLine(%q, %d) gave %q", data, max, line)
			}
		})
	})
}

// TestWorkerRuntime: a worker gets MALLOC_ARENA_MAX unless its
// environment sets it, and applies the configuration's Go collector
// target and soft memory limit.
func TestWorkerRuntime(t *testing.T) {
	env := withDefaultArenas([]string{"A=1"})
	if diff := cmp.Diff([]string{"A=1", "MALLOC_ARENA_MAX=2"}, env); diff != "" {
		t.Errorf("withDefaultArenas mismatch (-want +got):\n%s", diff)
	}
	if env := withDefaultArenas([]string{"MALLOC_ARENA_MAX=1"}); !slices.Equal(env, []string{"MALLOC_ARENA_MAX=1"}) {
		t.Errorf("withDefaultArenas replaced the environment's value: %q", env)
	}
	p := newPool(t, Options{Processes: 1})
	var pid int
	p.mu.Lock()
	for pr := range p.procs {
		pid = pr.pid
	}
	p.mu.Unlock()
	environ, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/environ")
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Contains(strings.Split(string(environ), "\x00"), "MALLOC_ARENA_MAX=2") {
		t.Errorf("worker environment lacks MALLOC_ARENA_MAX=2")
	}

	gc, limit := debug.SetGCPercent(-1), debug.SetMemoryLimit(-1)
	debug.SetGCPercent(gc)
	defer debug.SetGCPercent(gc)
	defer debug.SetMemoryLimit(limit)
	SetGoMemory(0, 0)
	if g, l := debug.SetGCPercent(gc), debug.SetMemoryLimit(-1); g != gc || l != limit {
		t.Errorf("SetGoMemory(0, 0) set GC percent %d, limit %d; want the runtime's %d, %d", g, l, gc, limit)
	}
	SetGoMemory(40, 96<<20)
	if g, l := debug.SetGCPercent(gc), debug.SetMemoryLimit(-1); g != 40 || l != 96<<20 {
		t.Errorf("SetGoMemory(40, 96 MiB) set GC percent %d, limit %d; want 40, %d", g, l, 96<<20)
	}
}

// TestIdleReleaseConfig: the idle release reaches a worker's configuration
// with its sign: -1 ns (never, as serve --idle-release 0 sets it) is no 0
// ms, which would be the 10 s default.
func TestIdleReleaseConfig(t *testing.T) {
	tests := []struct {
		d    time.Duration
		want int64
	}{
		{0, 0},
		{-1, -1},
		{-time.Second, -1000},
		{time.Nanosecond, 1},
		{500 * time.Millisecond, 500},
		{10 * time.Second, 10000},
	}
	for _, tt := range tests {
		if got := signedMS(tt.d); got != tt.want {
			t.Errorf("signedMS(%v) = %d, want %d", tt.d, got, tt.want)
		}
	}
}

// TestSharedOCR: with the shared models in the OCR host, a pool answers
// what the in-process extractor answers; the host stops once idle and
// starts again for the next request that needs it, which is answered the
// same. The workers' own engines are released when idle too.
func TestSharedOCR(t *testing.T) {
	p, check := sharedOCRPool(t, 500*time.Millisecond)
	check("first")
	first := p.ocr.pid()
	if first == 0 {
		t.Fatal("no OCR host running after identity documents")
	}
	if env, err := os.ReadFile(fmt.Sprintf("/proc/%d/environ", first)); err != nil || !bytes.Contains(env, []byte(RoleEnv+"="+roleOCR)) {
		t.Errorf("the OCR host's environment lacks %s=%s (%v)", RoleEnv, roleOCR, err)
	}
	deadline := time.Now().Add(10 * time.Second)
	for p.ocr.pid() != 0 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if p.ocr.pid() != 0 {
		t.Fatal("the OCR host still runs after the pool went idle")
	}
	check("after the idle stop")
	if second := p.ocr.pid(); second == 0 || second == first {
		t.Errorf("OCR host pid %d after the idle stop, first %d: want a new one", second, first)
	}
	if s := p.Stats(); s.Died != 0 || s.Started != 2 || s.Live != 2 {
		t.Errorf("stats %+v, want 2 started and live, none died", s)
	}
}

// TestSharedOCRHostKilled: after the OCR host is killed between requests,
// the next requests start a new one and are answered the same.
func TestSharedOCRHostKilled(t *testing.T) {
	p, check := sharedOCRPool(t, -1)
	check("first")
	first := p.ocr.pid()
	if first == 0 {
		t.Fatal("no OCR host running after identity documents")
	}
	if err := syscall.Kill(first, syscall.SIGKILL); err != nil {
		t.Fatalf("killing the OCR host: %v", err)
	}
	check("after the host was killed")
	if second := p.ocr.pid(); second == 0 || second == first {
		t.Errorf("OCR host pid %d after the host %d was killed: want a new one", second, first)
	}
	if s := p.Stats(); s.Died != 0 || s.Started != 2 || s.Live != 2 {
		t.Errorf("stats %+v, want 2 started and live, none died", s)
	}
}

// sharedOCRPool returns a pool with an OCR host and the idle release idle,
// and check, which extracts the test cases' identity documents at once and
// compares them with the in-process extractor's results.
func sharedOCRPool(t *testing.T, idle time.Duration) (*Pool, func(round string)) {
	t.Helper()
	var reqs []docextract.Request
	for _, c := range testCases(t) {
		if c.DocumentType == docgen.TypeIdentity {
			reqs = append(reqs, requestOf(t, c))
		}
	}
	if len(reqs) == 0 {
		t.Fatal("no identity case")
	}
	w := wants(t, reqs)
	p := newPool(t, Options{SharedOCR: true, IdleRelease: idle})
	check := func(round string) {
		t.Helper()
		var wg sync.WaitGroup
		for i, req := range reqs {
			wg.Go(func() {
				res, err := p.Extract(context.Background(), req)
				if code := docextract.ErrorCodeOf(err); code != w[i].code {
					t.Errorf("%s, request %d: error %v, want code %q", round, i, err, w[i].code)
					return
				}
				if diff := cmp.Diff(w[i].res, res, ignoreID); diff != "" {
					t.Errorf("%s, request %d mismatch (-want +got):\n%s", round, i, diff)
				}
			})
		}
		wg.Wait()
	}
	return p, check
}

// TestOCRHostDeadline: a call whose context ends while the OCR host is
// answering kills the host and returns the context's error at once; the
// next call finds no host and starts another.
func TestOCRHostDeadline(t *testing.T) {
	// A host that answers ready, then reads every frame and answers none.
	silent := func() *exec.Cmd {
		return exec.Command("sh", "-c", `printf '\000\000\000\016\000\000\000\000{"ready":true}' >&4; exec cat <&3 >/dev/null`)
	}
	p, err := New(Options{Command: silent, Processes: 1, SharedOCR: true})
	if err != nil {
		t.Fatalf("New: %v", err)
	}
	defer p.Close()
	hosts := func() []int {
		p.mu.Lock()
		defer p.mu.Unlock()
		var pids []int
		for pr := range p.procs {
			if pr.role == roleOCR {
				pids = append(pids, pr.pid)
			}
		}
		return pids
	}
	for round := range 2 {
		ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
		_, err := p.ocr.call(ctx, []byte("call"))
		cancel()
		if !errors.Is(err, context.DeadlineExceeded) {
			t.Errorf("round %d: call error %v, want the deadline's", round, err)
		}
		if pid := p.ocr.pid(); pid != 0 {
			t.Errorf("round %d: host %d still in use after its call's deadline", round, pid)
		}
		deadline := time.Now().Add(5 * time.Second)
		for len(hosts()) > 0 && time.Now().Before(deadline) {
			time.Sleep(20 * time.Millisecond)
		}
		if pids := hosts(); len(pids) > 0 {
			t.Errorf("round %d: host processes %v still running after the deadline", round, pids)
		}
	}
	if s := p.Stats(); s.Started != 1 || s.Died != 0 {
		t.Errorf("stats %+v, want the one worker started and none died", s)
	}
}
