package worker

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/docextract/docextract"
	"github.com/docextract/docextract/internal/docgen"
)

// extractor is what the benchmark compares: a Pool or an Extractor.
type extractor interface {
	Extract(ctx context.Context, req docextract.Request) (docextract.Result, error)
}

// BenchmarkIsolation reads a generated set of every type and format (24
// documents: images, scans, text-layer PDFs) in process with two OCR
// workers and in a pool of two worker processes, with 1 and 4 clients at
// once. It reports the median latency of a document (p50-ms) and the
// documents read a second (docs/s). Compare the pairs run after one
// another: other work on the machine moves both.
//
//	go test -run '^$' -bench Isolation -benchtime 2x ./internal/worker
func BenchmarkIsolation(b *testing.B) {
	set, err := docgen.Generate(docgen.Options{Seed: 1, Count: 24})
	if err != nil {
		b.Skipf("docgen: %v", err)
	}
	var reqs []docextract.Request
	for _, c := range set {
		reqs = append(reqs, requestOf(b, c))
	}
	ex, err := docextract.New(docextract.Options{OCRWorkers: 2})
	if err != nil {
		b.Fatal(err)
	}
	defer ex.Close()
	pool, err := New(Options{Command: command, Processes: 2})
	if err != nil {
		b.Fatal(err)
	}
	defer pool.Close()
	// Warm both: every engine of every worker loaded.
	for range 2 {
		run(b, ex, reqs, 2)
		run(b, pool, reqs, 2)
	}
	for _, clients := range []int{1, 4} {
		for _, side := range []struct {
			name string
			ex   extractor
		}{{"in-process", ex}, {"workers", pool}} {
			b.Run(fmt.Sprintf("%s/clients=%d", side.name, clients), func(b *testing.B) {
				var all []time.Duration
				start := time.Now()
				for b.Loop() {
					all = append(all, run(b, side.ex, reqs, clients)...)
				}
				elapsed := time.Since(start)
				slices.Sort(all)
				b.ReportMetric(float64(all[len(all)/2].Microseconds())/1000, "p50-ms")
				b.ReportMetric(float64(len(all))/elapsed.Seconds(), "docs/s")
				if p, ok := side.ex.(*Pool); ok {
					b.ReportMetric(float64(p.maxResident())/(1<<20), "worker-rss-MiB")
				}
			})
		}
	}
}

// run extracts every request once with clients goroutines and returns the
// latencies.
func run(tb testing.TB, ex extractor, reqs []docextract.Request, clients int) []time.Duration {
	next := make(chan docextract.Request)
	var mu sync.Mutex
	var out []time.Duration
	var wg sync.WaitGroup
	for range clients {
		wg.Go(func() {
			for req := range next {
				t0 := time.Now()
				_, err := ex.Extract(context.Background(), req)
				d := time.Since(t0)
				if code := docextract.ErrorCodeOf(err); code == docextract.CodeInternal || code == docextract.CodeDocumentUnreadable || code == docextract.CodeDocumentProcessingTimeout {
					tb.Errorf("extract: %v", err)
				}
				mu.Lock()
				out = append(out, d)
				mu.Unlock()
			}
		})
	}
	for _, r := range reqs {
		next <- r
	}
	close(next)
	wg.Wait()
	return out
}

// maxResident is the largest resident memory of the pool's workers.
func (p *Pool) maxResident() int64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	var m int64
	for pr := range p.procs {
		m = max(m, residentMemory(pr.pid))
	}
	return m
}
