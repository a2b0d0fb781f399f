package httpapi

import (
	"context"
	"sync"
)

// uploads bounds the request bodies being read: in total, and per API key,
// so that one key's slow uploads cannot starve the others. A body is read
// before any work slot is taken.
type uploads struct {
	mu     sync.Mutex
	total  int
	perKey map[int]int
	max    int
	maxKey int
}

func newUploads(max, maxPerKey int) *uploads {
	return &uploads{perKey: map[int]int{}, max: max, maxKey: maxPerKey}
}

// acquire takes an upload slot for key (a Keys entry index); false when the
// total or the key's own bound is reached.
func (u *uploads) acquire(key int) bool {
	u.mu.Lock()
	defer u.mu.Unlock()
	if u.total >= u.max || u.perKey[key] >= u.maxKey {
		return false
	}
	u.total++
	u.perKey[key]++
	return true
}

func (u *uploads) release(key int) {
	u.mu.Lock()
	defer u.mu.Unlock()
	u.total--
	if u.perKey[key]--; u.perKey[key] <= 0 {
		delete(u.perKey, key)
	}
}

// inProgress returns the number of bodies being read.
func (u *uploads) inProgress() int {
	u.mu.Lock()
	defer u.mu.Unlock()
	return u.total
}

// queue admits at most capacity extractions, of which at most running run
// at once; the others wait, first come first served. Past capacity a
// request is refused at once (503), never queued without bound.
type queue struct {
	admitted chan struct{}
	running  chan struct{}
}

func newQueue(capacity, running int) *queue {
	return &queue{admitted: make(chan struct{}, capacity), running: make(chan struct{}, running)}
}

// admit takes a place in the queue; false when it is full.
func (q *queue) admit() bool {
	select {
	case q.admitted <- struct{}{}:
		return true
	default:
		return false
	}
}

// leave gives the place back.
func (q *queue) leave() { <-q.admitted }

// run waits for a running slot, or for ctx to end.
func (q *queue) run(ctx context.Context) error {
	select {
	case q.running <- struct{}{}:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// done gives the running slot back.
func (q *queue) done() { <-q.running }

// depth returns how many admitted extractions wait for a running slot.
func (q *queue) depth() int { return max(0, len(q.admitted)-len(q.running)) }

// inFlight returns how many extractions run.
func (q *queue) inFlight() int { return len(q.running) }
