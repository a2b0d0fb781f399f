package accuracy

import (
	"context"
	"errors"
	"io/fs"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/docextract/docextract"
	"github.com/google/go-cmp/cmp"
)

// fakeExtractor answers each document's text as the surname and records
// the clock it saw for it.
type fakeExtractor struct {
	now    func() time.Time
	mu     sync.Mutex
	seen   map[string]time.Time
	closed bool
}

func (f *fakeExtractor) Extract(ctx context.Context, req docextract.Request) (docextract.Result, error) {
	f.mu.Lock()
	f.seen[string(req.Document)] = f.now()
	f.mu.Unlock()
	if string(req.Document) == "refuse" {
		return docextract.Result{}, &docextract.Error{Code: docextract.CodeDocumentNotOfType}
	}
	return docextract.Result{DocumentType: req.DocumentType, Fields: docextract.IdentityFields{Surname: string(req.Document)}.Fields()}, nil
}

func (f *fakeExtractor) Close() error { f.closed = true; return nil }

func fakeCases(t *testing.T) []Case {
	expect := func(today string) string {
		return `{"key": "live", "status": 200, "gt_quality": "repo", "fields": {"surname": {"value": "SMITH", "kind": "name"}},
		  "meta": {"format": "png"` + today + `}}`
	}
	var cases []Case
	for i, doc := range []string{"SMITH", "Smith", "refuse", "JONES", "SMITH "} {
		today := ""
		if i%2 == 1 {
			today = `, "today": "2026-03-16"`
		}
		c := mustCase(t, okRequest, expect(today))
		c.ID, c.Document = doc, []byte(doc)
		cases = append(cases, c)
	}
	// Every type is built now; a library's extractor may still lack one.
	inv := mustCase(t, `{"document_type": "invoice", "source": "base64"}`, expect(""))
	inv.ID, inv.Document = "invoice", []byte("invoice")
	inv.RequestErr = &docextract.Error{Code: docextract.CodeDocumentTypeNotSupported}
	return append(cases, inv)
}

func TestRun(t *testing.T) {
	for _, workers := range []int{0, 1, 3} {
		var fake *fakeExtractor
		var progress int
		opts := Options{
			Workers: workers,
			New: func(now func() time.Time) (Extractor, error) {
				fake = &fakeExtractor{now: now, seen: map[string]time.Time{}}
				return fake, nil
			},
			Progress: func(done, total int, r CaseResult) {
				progress++
				if done != progress || total != 6 {
					t.Errorf("workers %d: Progress(%d, %d), want (%d, 6)", workers, done, total, progress)
				}
			},
		}
		before := time.Now()
		rep, err := Run(context.Background(), fakeCases(t), opts)
		if err != nil {
			t.Fatalf("workers %d: Run: %v", workers, err)
		}
		var ids []string
		var normalised []float64
		for _, r := range rep.Cases {
			ids = append(ids, r.ID)
			for _, f := range r.Fields {
				normalised = append(normalised, f.Normalised)
			}
		}
		if diff := cmp.Diff([]string{"SMITH", "Smith", "refuse", "JONES", "SMITH ", "invoice"}, ids); diff != "" {
			t.Errorf("workers %d: Run() case order mismatch (-want +got):\n%s", workers, diff)
		}
		if diff := cmp.Diff([]float64{1, 1, 0, 0, 1}, normalised); diff != "" {
			t.Errorf("workers %d: Run() scores mismatch (-want +got):\n%s", workers, diff)
		}
		if !fake.closed {
			t.Errorf("workers %d: Run() did not close the extractor", workers)
		}
		if _, sent := fake.seen["invoice"]; sent {
			t.Errorf("workers %d: Run() sent a request the service refuses", workers)
		}
		fixed := time.Date(2026, 3, 16, 0, 0, 0, 0, time.UTC)
		for doc, now := range fake.seen {
			wantFixed := doc == "Smith" || doc == "JONES"
			if wantFixed && !now.Equal(fixed) || !wantFixed && now.Before(before) {
				t.Errorf("workers %d: clock for %q = %v, want %v", workers, doc, now, map[bool]string{true: fixed.String(), false: "the real time"}[wantFixed])
			}
		}
		if rep.Overall.NotSupported != 1 || rep.Overall.Status != (Tally{Correct: 4, Total: 5}) || rep.Overall.Latency.N != 5 {
			t.Errorf("workers %d: Run() overall = %+v", workers, rep.Overall)
		}
		if rep.PeakRSSBytes <= 0 {
			t.Errorf("workers %d: Run() PeakRSSBytes = %d, want > 0", workers, rep.PeakRSSBytes)
		}
	}
}

func TestRunErrors(t *testing.T) {
	newFake := func(now func() time.Time) (Extractor, error) {
		return &fakeExtractor{now: now, seen: map[string]time.Time{}}, nil
	}
	errBuild := errors.New("no models")
	missing := mustCase(t, okRequest, okExpected)
	missing.DocumentPath = "/nonexistent/document.png"
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	tests := []struct {
		name  string
		ctx   context.Context
		cases []Case
		new   func(func() time.Time) (Extractor, error)
		want  error
	}{
		{"extractor cannot be built", context.Background(), fakeCases(t), func(func() time.Time) (Extractor, error) { return nil, errBuild }, errBuild},
		{"document missing", context.Background(), []Case{missing}, newFake, fs.ErrNotExist},
		{"cancelled", cancelled, fakeCases(t), newFake, context.Canceled},
	}
	for _, tt := range tests {
		_, err := Run(tt.ctx, tt.cases, Options{New: tt.new, Workers: 2})
		if !errors.Is(err, tt.want) {
			t.Errorf("%s: Run() error = %v, want %v", tt.name, err, tt.want)
		}
	}
}

func TestClock(t *testing.T) {
	var c clock
	if got := c.now(); time.Since(got) > time.Minute {
		t.Errorf("unset clock = %v, want the real time", got)
	}
	day := time.Date(2026, 3, 16, 0, 0, 0, 0, time.UTC)
	c.set(day)
	if got := c.now(); !got.Equal(day) {
		t.Errorf("clock set to %v = %v", day, got)
	}
	c.set(time.Time{})
	if got := c.now(); !strings.HasPrefix(got.String(), time.Now().Format("2006-01-02")) {
		t.Errorf("clock reset = %v, want the real time", got)
	}
}
