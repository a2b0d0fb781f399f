package ocr

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"
)

// TestRecognizeStopsAtDeadline gives an A4 page at 300 DPI, which takes
// seconds to read, a short deadline: Recognize returns at the deadline, and
// the pool's one engine reads the next image once Tesseract has stopped.
func TestRecognizeStopsAtDeadline(t *testing.T) {
	if testing.Short() {
		t.Skip("reads an A4 page")
	}
	p := newTestPool(t, 1)
	lines := make([]string, 60)
	for i := range lines {
		lines[i] = fmt.Sprintf("Line %d of a statement: the amount due is payable within thirty days.", i+1)
	}
	page := renderLines(t, 2480, 3508, 300, 11, lines)
	const deadline = 300 * time.Millisecond
	ctx, cancel := context.WithTimeout(context.Background(), deadline)
	defer cancel()
	start := time.Now()
	_, err := p.Recognize(ctx, page, Request{DPI: 300})
	if took := time.Since(start); took > deadline+100*time.Millisecond {
		t.Errorf("Recognize returned after %v, want within 100 ms of the %v deadline", took, deadline)
	}
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Recognize() error = %v, want context.DeadlineExceeded", err)
	}
	img := renderLines(t, 900, 200, 200, 12, []string{"Next call"})
	got, err := p.Recognize(context.Background(), img, Request{PageSegMode: PSMSingleLine})
	if err != nil || len(got) != 1 || got[0].Text() != "Next call" {
		t.Errorf("Recognize() after a stopped call = %q, %v; want %q", joinLines(got), err, "Next call")
	}
}
