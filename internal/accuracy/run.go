package accuracy

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/docextract/docextract"
)

// Extractor is what Run measures; *docextract.Extractor is one.
type Extractor interface {
	Extract(ctx context.Context, req docextract.Request) (docextract.Result, error)
}

// Options configure Run. The zero value runs the cases one by one through
// docextract.New(docextract.Options{Now: now}).
type Options struct {
	// Workers is the number of cases extracted at once; 0 means 1.
	Workers int
	// New builds the extractor under test around the clock now, which Run
	// sets to each case's meta.today (the real clock for cases without
	// one). nil uses docextract.New. An extractor that is an io.Closer is
	// closed at the end.
	New func(now func() time.Time) (Extractor, error)
	// Progress, when set, is called after each case, never concurrently.
	Progress func(done, total int, r CaseResult)
}

// Run extracts every case and scores it. Cases that share a meta.today run
// together, with the clock set to it; results keep the order of cases.
// Run fails only when the extractor cannot be built, a document cannot be
// read or ctx is done: a wrong answer is a score, not an error.
func Run(ctx context.Context, cases []Case, opts Options) (Report, error) {
	workers := max(opts.Workers, 1)
	newExtractor := opts.New
	if newExtractor == nil {
		newExtractor = func(now func() time.Time) (Extractor, error) {
			return docextract.New(docextract.Options{Now: now})
		}
	}
	var clk clock
	ex, err := newExtractor(clk.now)
	if err != nil {
		return Report{}, fmt.Errorf("accuracy: build extractor: %w", err)
	}
	if c, ok := ex.(io.Closer); ok {
		defer c.Close()
	}

	results := make([]CaseResult, len(cases))
	var (
		mu   sync.Mutex
		done int
	)
	for _, group := range byToday(cases) {
		clk.set(cases[group[0]].Today)
		next := make(chan int)
		errs := make([]error, workers)
		var wg sync.WaitGroup
		for w := range workers {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for i := range next {
					if errs[w] != nil {
						continue // drain
					}
					r, err := runCase(ctx, ex, cases[i])
					if err != nil {
						errs[w] = err
						continue
					}
					results[i] = r
					mu.Lock()
					done++
					if opts.Progress != nil {
						opts.Progress(done, len(cases), r)
					}
					mu.Unlock()
				}
			}()
		}
		for _, i := range group {
			next <- i
		}
		close(next)
		wg.Wait()
		if err := errors.Join(errs...); err != nil {
			return Report{}, err
		}
	}
	rep := Summarise(results)
	rep.PeakRSSBytes, _ = PeakRSS() // unknown off Linux: left 0
	return rep, nil
}

// runCase sends one case and scores the answer.
func runCase(ctx context.Context, ex Extractor, c Case) (CaseResult, error) {
	if c.RequestErr != nil {
		return Score(c, docextract.Result{}, c.RequestErr, 0), nil
	}
	doc, err := c.document()
	if err != nil {
		return CaseResult{}, err
	}
	req := c.Request
	req.Document = doc
	start := time.Now()
	res, err := ex.Extract(ctx, req)
	latency := time.Since(start)
	if ctxErr := ctx.Err(); ctxErr != nil {
		return CaseResult{}, fmt.Errorf("accuracy: case %s: %w", c.ID, ctxErr)
	}
	r := Score(c, res, err, latency)
	r.Extracted = true
	return r, nil
}

// byToday groups case indexes by meta.today, in order of first appearance.
func byToday(cases []Case) [][]int {
	var groups [][]int
	index := map[time.Time]int{}
	for i, c := range cases {
		g, ok := index[c.Today]
		if !ok {
			g = len(groups)
			index[c.Today] = g
			groups = append(groups, nil)
		}
		groups[g] = append(groups[g], i)
	}
	return groups
}

// clock is the extractor's clock: a fixed day, or the real time when unset.
type clock struct{ day atomic.Int64 } // Unix seconds + 1; 0 means unset

func (c *clock) set(t time.Time) {
	if t.IsZero() {
		c.day.Store(0)
		return
	}
	c.day.Store(t.Unix() + 1)
}

func (c *clock) now() time.Time {
	d := c.day.Load()
	if d == 0 {
		return time.Now()
	}
	return time.Unix(d-1, 0).UTC()
}

// PeakRSS returns the process's peak resident set size (VmHWM in
// /proc/self/status), in bytes.
func PeakRSS() (int64, error) {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0, fmt.Errorf("accuracy: peak RSS: %w", err)
	}
	defer f.Close()
	return parseVmHWM(f)
}

func parseVmHWM(r io.Reader) (int64, error) {
	s := bufio.NewScanner(r)
	for s.Scan() {
		rest, ok := bytes.CutPrefix(s.Bytes(), []byte("VmHWM:"))
		if !ok {
			continue
		}
		num, unit, _ := bytes.Cut(bytes.TrimSpace(rest), []byte(" "))
		kb, err := strconv.ParseInt(string(num), 10, 64)
		if err != nil || string(bytes.TrimSpace(unit)) != "kB" {
			return 0, fmt.Errorf("accuracy: peak RSS: bad VmHWM line %q", s.Text())
		}
		return kb << 10, nil
	}
	if err := s.Err(); err != nil {
		return 0, fmt.Errorf("accuracy: peak RSS: %w", err)
	}
	return 0, errors.New("accuracy: peak RSS: no VmHWM line")
}
