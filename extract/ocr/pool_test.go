package ocr

import (
	"context"
	"errors"
	"image"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func newTestPool(t testing.TB, workers int) *Pool {
	t.Helper()
	p, err := NewPool(Options{Workers: workers})
	if err != nil {
		t.Fatalf("NewPool: %v", err)
	}
	t.Cleanup(func() { p.Close() })
	return p
}

func TestNewPoolMissingModel(t *testing.T) {
	tests := []struct {
		name string
		opts Options
	}{
		{"no lstm dir", Options{TessdataDir: t.TempDir(), Workers: 1}},
		{"no legacy dir", Options{LegacyTessdataDir: t.TempDir(), Workers: 1}},
		{"no language", Options{Language: "xx", Workers: 1}},
	}
	for _, tt := range tests {
		_, err := NewPool(tt.opts)
		if !errors.Is(err, ErrNoModel) {
			t.Errorf("%s: NewPool() error = %v, want ErrNoModel", tt.name, err)
		}
	}
}

func TestRecognizeWords(t *testing.T) {
	p := newTestPool(t, 1)
	img := renderLines(t, 1600, 600, 200, 12, []string{"The quick brown fox", "jumps over 42 lazy dogs"})
	lines, err := p.Recognize(context.Background(), img, Request{DPI: 200})
	if err != nil {
		t.Fatalf("Recognize: %v", err)
	}
	var got []string
	for _, l := range lines {
		got = append(got, l.Text())
		for _, w := range l.Words {
			if w.Box.Empty() || !l.Box.Union(w.Box).Empty() && l.Box.Union(w.Box) != l.Box {
				t.Errorf("word %q box %v not inside line box %v", w.Text, w.Box, l.Box)
			}
			if w.Confidence < 0.5 || w.Confidence > 1 {
				t.Errorf("word %q confidence %v, want in [0.5,1]", w.Text, w.Confidence)
			}
		}
	}
	want := []string{"The quick brown fox", "jumps over 42 lazy dogs"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("Recognize() lines mismatch (-want +got):\n%s", diff)
	}
	// The first word starts half an inch (100 px) from the left edge.
	if l := lines[0].Words[0].Box.Left; l < 95 || l > 115 {
		t.Errorf("first word left = %v, want about 100", l)
	}
}

func TestRecognizeSubImageOffsets(t *testing.T) {
	p := newTestPool(t, 1)
	img := renderLines(t, 1600, 600, 200, 12, []string{"Offset check"})
	sub := img.SubImage(image.Rect(50, 100, 1600, 600)).(*image.Gray)
	lines, err := p.Recognize(context.Background(), sub, Request{PageSegMode: PSMSingleBlock})
	if err != nil || len(lines) == 0 {
		t.Fatalf("Recognize: %v, %d lines", err, len(lines))
	}
	if l := lines[0].Words[0].Box.Left; l < 95 || l > 115 {
		t.Errorf("sub-image word left = %v, want about 100 (in the parent's coordinates)", l)
	}
}

// TestPageSegModeApplies proves the mode reaches Tesseract on every call:
// single-line mode on two lines of text returns one line, automatic mode two.
func TestPageSegModeApplies(t *testing.T) {
	p := newTestPool(t, 1)
	img := renderLines(t, 1400, 400, 200, 14, []string{"alpha beta gamma", "delta epsilon zeta"})
	tests := []struct {
		psm, want int
	}{
		{PSMSingleLine, 1},
		{PSMAuto, 2},
		{PSMSingleLine, 1},
		{PSMSingleBlock, 2},
	}
	for _, tt := range tests {
		lines, err := p.Recognize(context.Background(), img, Request{PageSegMode: tt.psm})
		if err != nil {
			t.Fatalf("Recognize(psm %d): %v", tt.psm, err)
		}
		if len(lines) != tt.want {
			t.Errorf("Recognize(psm %d) = %d lines, want %d", tt.psm, len(lines), tt.want)
		}
	}
}

func TestWhitelist(t *testing.T) {
	p := newTestPool(t, 1)
	img := renderLines(t, 1400, 300, 200, 14, []string{"ABC 123"})
	lines, err := p.Recognize(context.Background(), img, Request{PageSegMode: PSMSingleLine, Whitelist: "0123456789"})
	if err != nil || len(lines) == 0 {
		t.Fatalf("Recognize: %v, %d lines", err, len(lines))
	}
	if txt := lines[0].Text(); strings.ContainsAny(txt, "ABC") {
		t.Errorf("whitelisted text = %q, want digits only", txt)
	}
	// The next request without a whitelist reads letters again.
	lines, err = p.Recognize(context.Background(), img, Request{PageSegMode: PSMSingleLine})
	if err != nil || len(lines) == 0 {
		t.Fatalf("Recognize: %v, %d lines", err, len(lines))
	}
	if diff := cmp.Diff("ABC 123", lines[0].Text()); diff != "" {
		t.Errorf("text after whitelist reset mismatch (-want +got):\n%s", diff)
	}
}

// TestLegacyEngineReadsFiller checks that Legacy reaches the legacy engine:
// it reads the MRZ filler '<' that the LSTM model turns into letters.
func TestLegacyEngineReadsFiller(t *testing.T) {
	p := newTestPool(t, 1)
	const mrz = "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<"
	img := renderMono(t, mrz)
	lines, err := p.Recognize(context.Background(), img, Request{Engine: Legacy, PageSegMode: PSMSingleLine, Whitelist: "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<"})
	if err != nil || len(lines) == 0 {
		t.Fatalf("Recognize(legacy): %v, %d lines", err, len(lines))
	}
	got := strings.ReplaceAll(lines[0].Text(), " ", "")
	if diff := cmp.Diff(mrz, got); diff != "" {
		t.Errorf("legacy MRZ mismatch (-want +got):\n%s", diff)
	}
}

func TestOrientation(t *testing.T) {
	p := newTestPool(t, 1)
	text := []string{
		"Orientation detection needs a fair amount of text on the page,",
		"so this paragraph carries several lines of ordinary English words",
		"set in a plain sans serif face at twelve points and two hundred",
		"dots per inch, much as a scanned letter or statement would be.",
		"Utility bills, bank statements and company registration papers",
		"are the documents this service reads most often in practice.",
	}
	img := renderLines(t, 1654, 900, 200, 12, text)
	for _, rot := range []int{0, 90, 180, 270} {
		// Turn the upright page counter-clockwise by rot: it then needs rot
		// degrees clockwise to be upright again.
		turned := rotateCW(img, (360-rot)%360)
		got, err := p.Orientation(context.Background(), turned)
		if err != nil {
			t.Fatalf("Orientation: %v", err)
		}
		if got != rot {
			t.Errorf("Orientation(page turned %d° counter-clockwise) = %d, want %d", rot, got, rot)
		}
	}
}

func TestOrientationBlank(t *testing.T) {
	p := newTestPool(t, 1)
	img := image.NewGray(image.Rect(0, 0, 400, 300))
	for i := range img.Pix {
		img.Pix[i] = 0xff
	}
	got, err := p.Orientation(context.Background(), img)
	if err != nil || got != 0 {
		t.Errorf("Orientation(blank) = %d, %v; want 0, nil", got, err)
	}
}

// TestConcurrentRecognize runs many goroutines over two workers; run it with
// -race.
func TestConcurrentRecognize(t *testing.T) {
	p := newTestPool(t, 2)
	img := renderLines(t, 900, 200, 200, 12, []string{"Concurrent"})
	var wg sync.WaitGroup
	errs := make(chan error, 8)
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			req := Request{PageSegMode: PSMSingleLine}
			if i%4 == 3 {
				req.Engine = Legacy
			}
			lines, err := p.Recognize(context.Background(), img, req)
			if err != nil {
				errs <- err
				return
			}
			if len(lines) != 1 || lines[0].Text() != "Concurrent" {
				errs <- errors.New("unexpected text: " + joinLines(lines))
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func joinLines(lines []layoutLine) string {
	var s []string
	for _, l := range lines {
		s = append(s, l.Text())
	}
	return strings.Join(s, "|")
}

func TestCancelWhileWaiting(t *testing.T) {
	p := newTestPool(t, 1)
	w, err := p.acquire(context.Background()) // hold the only worker
	if err != nil {
		t.Fatal(err)
	}
	defer p.release(w)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := p.Recognize(ctx, warmImage(), Request{})
		done <- err
	}()
	cancel()
	select {
	case err := <-done:
		if !errors.Is(err, context.Canceled) {
			t.Errorf("Recognize() error = %v, want context.Canceled", err)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("Recognize did not return after cancellation")
	}
}

func TestDeadlineWhileWaiting(t *testing.T) {
	p := newTestPool(t, 1)
	w, err := p.acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	defer p.release(w)
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Millisecond)
	defer cancel()
	if _, err := p.Recognize(ctx, warmImage(), Request{}); !errors.Is(err, context.DeadlineExceeded) {
		t.Errorf("Recognize() error = %v, want context.DeadlineExceeded", err)
	}
}

func TestClosed(t *testing.T) {
	p := newTestPool(t, 1)
	if err := p.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := p.Recognize(context.Background(), warmImage(), Request{}); !errors.Is(err, ErrClosed) {
		t.Errorf("Recognize() after Close error = %v, want ErrClosed", err)
	}
	if _, err := p.Orientation(context.Background(), warmImage()); !errors.Is(err, ErrClosed) {
		t.Errorf("Orientation() after Close error = %v, want ErrClosed", err)
	}
	if err := p.Close(); err != nil {
		t.Errorf("second Close() = %v", err)
	}
}

func TestBadRequest(t *testing.T) {
	p := newTestPool(t, 1)
	tests := []struct {
		name string
		req  Request
	}{
		{"engine", Request{Engine: 7}},
		{"psm negative", Request{PageSegMode: -1}},
		{"psm too large", Request{PageSegMode: 14}},
	}
	for _, tt := range tests {
		if _, err := p.Recognize(context.Background(), warmImage(), tt.req); err == nil {
			t.Errorf("%s: Recognize(%+v) succeeded, want an error", tt.name, tt.req)
		}
	}
}
