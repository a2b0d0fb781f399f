package reading

import (
	"context"
	"image"
	"sync/atomic"
	"testing"
	"time"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/ocr"
)

// overlapping is a recogniser with two idle workers whose first
// recognition waits for a second one to start (10 s at most) and records
// whether it did.
type overlapping struct {
	calls      atomic.Int64
	second     chan struct{}
	overlapped atomic.Bool
}

func (o *overlapping) Idle() int { return 2 }

func (o *overlapping) Recognize(ctx context.Context, img *image.Gray, _ ocr.Request) ([]layout.Line, error) {
	switch o.calls.Add(1) {
	case 1:
		select {
		case <-o.second:
			o.overlapped.Store(true)
		case <-time.After(10 * time.Second):
		case <-ctx.Done():
			return nil, ctx.Err()
		}
	case 2:
		close(o.second)
	}
	return nil, nil
}

func (o *overlapping) Orientation(context.Context, *image.Gray) (int, error) { return 0, nil }

// TestScannedPagesAtOnce: a scanned PDF's pages are recognised two at once
// when two workers are idle, and come back in order.
func TestScannedPagesAtOnce(t *testing.T) {
	rec := &overlapping{second: make(chan struct{})}
	r := NewReader(Options{OCR: rec, DPI: 72, Budget: NewBudget(DefaultBudget)})
	doc, err := r.Read(context.Background(), pagePDF(t, 5, 595, 842))
	if err != nil {
		t.Fatal(err)
	}
	if len(doc.Pages) != 5 {
		t.Fatalf("read %d pages, want 5", len(doc.Pages))
	}
	for i, p := range doc.Pages {
		if p.Number != i+1 {
			t.Errorf("page %d read as number %d", i+1, p.Number)
		}
	}
	if !rec.overlapped.Load() {
		t.Error("page 1's recognition ran alone, want page 2's beside it")
	}
	// A done context stops reading.
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := r.Read(ctx, pagePDF(t, 5, 595, 842)); err == nil {
		t.Error("Read() with a done context succeeded")
	}
}
