package worker

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/docextract/docextract"
)

// ocrHost is the process that holds the shared models for all workers
// (Options.SharedOCR): started on the first call, stopped after idle
// without calls, started again on the next. It answers one call at a
// time; a call that finds it dead starts it again.
type ocrHost struct {
	pool *Pool
	idle time.Duration
	// turn is held by the call in progress, and by stopIdle.
	turn chan struct{}

	mu    sync.Mutex
	pr    *proc       // nil while stopped
	last  time.Time   // when the last call ended
	timer *time.Timer // stopIdle's
}

func newOCRHost(p *Pool, idle time.Duration) *ocrHost {
	if idle == 0 {
		idle = docextract.DefaultIdleRelease
	}
	return &ocrHost{pool: p, idle: idle, turn: make(chan struct{}, 1)}
}

// errHostDied is the error of a call whose host died or broke the
// protocol while answering it.
var errHostDied = errors.New("worker: the OCR host stopped while answering")

// call sends a shared recognition to the host, starting it when needed,
// and returns its answer. When ctx ends first the host is killed, as the
// worker whose request it was is, so that no CPU burns on for it and the
// next call need not wait for it; the next call starts a new host.
func (h *ocrHost) call(ctx context.Context, call []byte) ([]byte, error) {
	select {
	case h.turn <- struct{}{}:
	case <-ctx.Done():
		return nil, ctx.Err()
	case <-h.pool.done:
		return nil, ErrClosed
	}
	defer h.done()
	pr, err := h.running()
	if err != nil {
		return nil, err
	}
	if err := writeFrame(pr.in, requestFrame{OCR: true}, call); err != nil {
		h.drop(pr)
		return nil, fmt.Errorf("%w: %v", errHostDied, err)
	}
	select {
	case r, open := <-pr.replies:
		if open && r.OCR {
			return r.body, nil
		}
	case <-pr.exited:
	case <-ctx.Done():
		h.drop(pr)
		return nil, ctx.Err()
	}
	h.drop(pr)
	return nil, errHostDied
}

// running returns the host, started if it was not; the caller holds turn.
func (h *ocrHost) running() (*proc, error) {
	h.mu.Lock()
	pr := h.pr
	h.mu.Unlock()
	if pr != nil {
		select {
		case <-pr.exited:
			h.drop(pr)
		default:
			return pr, nil
		}
	}
	pr, err := h.pool.startRole(roleOCR)
	if err != nil {
		return nil, fmt.Errorf("worker: starting the OCR host: %w", err)
	}
	select {
	case <-h.pool.done:
		// Close ran while it started, perhaps after listing the
		// processes it stops.
		h.pool.stop(pr)
		return nil, ErrClosed
	default:
	}
	h.mu.Lock()
	h.pr = pr
	h.mu.Unlock()
	return pr, nil
}

// drop forgets a host that died or broke the protocol, and ends it.
func (h *ocrHost) drop(pr *proc) {
	h.mu.Lock()
	current := h.pr == pr
	if current {
		h.pr = nil
	}
	h.mu.Unlock()
	pr.kill()
	if current {
		h.pool.log.Warn("OCR host ended", "pid", pr.pid)
	}
}

// done ends a call's turn and arms the idle stop.
func (h *ocrHost) done() {
	h.mu.Lock()
	h.last = time.Now()
	if h.idle > 0 && h.timer == nil {
		h.timer = time.AfterFunc(h.idle, h.stopIdle)
	}
	h.mu.Unlock()
	<-h.turn
}

// stopIdle stops the host once no call has come for idle, or looks again
// when one has.
func (h *ocrHost) stopIdle() {
	select {
	case h.turn <- struct{}{}:
	default:
		h.rearm(h.idle) // a call is running; its end arms the timer again
		return
	}
	defer func() { <-h.turn }()
	h.mu.Lock()
	if wait := h.idle - time.Since(h.last); wait > 0 {
		h.timer.Reset(wait)
		h.mu.Unlock()
		return
	}
	h.timer = nil
	pr := h.pr
	h.pr = nil
	h.mu.Unlock()
	if pr != nil {
		h.pool.log.Info("OCR host stopped when idle", "pid", pr.pid)
		h.pool.stop(pr)
	}
}

// rearm runs stopIdle again after d.
func (h *ocrHost) rearm(d time.Duration) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.timer != nil {
		h.timer.Reset(d)
	}
}

// pid returns the running host's process id, 0 when it is stopped.
func (h *ocrHost) pid() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.pr == nil {
		return 0
	}
	return h.pr.pid
}
