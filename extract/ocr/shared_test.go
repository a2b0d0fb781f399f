package ocr

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// TestSharedEngines: the workers share one Latin engine and at most one
// legacy engine each; after IdleRelease without work the shared engines
// are closed, and created again on the next request.
func TestSharedEngines(t *testing.T) {
	p, err := NewPool(Options{Workers: 2, IdleRelease: 300 * time.Millisecond})
	if err != nil {
		t.Fatalf("NewPool: %v", err)
	}
	defer p.Close()
	img := renderLines(t, 900, 200, 200, 12, []string{"ABC<<123"})
	var wg sync.WaitGroup
	for range 6 {
		wg.Go(func() {
			for _, e := range []Engine{Legacy, LatinLSTM} {
				if _, err := p.Recognize(context.Background(), img, Request{Engine: e, PageSegMode: PSMSingleLine}); err != nil {
					t.Errorf("Recognize(%v): %v", e, err)
				}
			}
		})
	}
	wg.Wait()
	if n := len(p.legacy.tokens); n < 1 || n > 2 {
		t.Errorf("%d legacy engines for 2 workers, want 1 or 2", n)
	}
	if n := len(p.latin.tokens); n != 1 {
		t.Errorf("%d Latin engines, want 1", n)
	}
	deadline := time.Now().Add(5 * time.Second)
	for len(p.legacy.tokens)+len(p.latin.tokens) > 0 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if n := len(p.legacy.tokens) + len(p.latin.tokens); n != 0 {
		t.Fatalf("%d shared engines left after the pool went idle, want 0", n)
	}
	got, err := p.Recognize(context.Background(), img, Request{Engine: Legacy, PageSegMode: PSMSingleLine})
	if err != nil || len(got) != 1 {
		t.Errorf("Recognize(legacy) after the release = %q, %v", joinLines(got), err)
	}
}

// TestThinOrientation: an image too thin for text has no orientation, and
// no error.
func TestThinOrientation(t *testing.T) {
	p := newTestPool(t, 1)
	for _, r := range [][2]int{{30000, 1}, {1, 30000}, {7300, 2}, {3601, 1}} {
		img := renderLines(t, 10, 10, 72, 1, nil)
		img.Rect.Max.X, img.Rect.Max.Y = r[0], r[1]
		img.Pix = make([]byte, r[0]*r[1])
		img.Stride = r[0]
		if deg, err := p.Orientation(context.Background(), img); err != nil || deg != 0 {
			t.Errorf("Orientation(%dx%d) = %d, %v; want 0, nil", r[0], r[1], deg, err)
		}
	}
}

// TestIdleReleaseRecreates: after IdleRelease without work the workers'
// own engines are closed too, and the next requests create them again and
// read the same text as before the release.
func TestIdleReleaseRecreates(t *testing.T) {
	p, err := NewPool(Options{Workers: 2, IdleRelease: 300 * time.Millisecond})
	if err != nil {
		t.Fatalf("NewPool: %v", err)
	}
	defer p.Close()
	img := renderLines(t, 1600, 400, 200, 12, []string{"Cologne 50667", "ABC<<123"})
	engines := []Engine{LSTM, Legacy, LatinLSTM, EnglishLSTM}
	read := func() map[Engine]string {
		out := map[Engine]string{}
		for _, e := range engines {
			lines, err := p.Recognize(context.Background(), img, Request{Engine: e, DPI: 200})
			if err != nil {
				t.Fatalf("Recognize(%v): %v", e, err)
			}
			out[e] = joinLines(lines)
		}
		return out
	}
	before := read()
	t.Logf("read before the release: %q", before)
	deadline := time.Now().Add(5 * time.Second)
	for p.engines() > 0 && time.Now().Before(deadline) {
		time.Sleep(50 * time.Millisecond)
	}
	if n := p.engines(); n != 0 {
		t.Fatalf("%d engines open after the pool went idle, want 0", n)
	}
	after := read()
	if diff := cmp.Diff(before, after); diff != "" {
		t.Errorf("text read after the idle release mismatch (-before +after):\n%s", diff)
	}
	if n := p.engines(); n == 0 {
		t.Errorf("no engine open after reading again")
	}
}

// engines counts the engines open now: the free workers' own and the
// shared ones.
func (p *Pool) engines() int {
	n := 0
	for range p.opts.Workers {
		w := <-p.free
		for _, en := range []*engine{w.lstm, w.english} {
			if en != nil {
				n++
			}
		}
		p.free <- w
	}
	for _, sh := range p.shared() {
		n += len(sh.tokens)
	}
	return n
}
