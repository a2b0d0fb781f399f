package ocr

import (
	"context"
	"fmt"
	"log/slog"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/docextract/docextract/internal/tesseract"
)

// shelf holds up to max engines of one kind, created on first use and
// lent to one caller at a time.
type shelf struct {
	create func() (*engine, error)
	// tokens holds one token per engine alive; idle the engines not lent.
	tokens chan struct{}
	idle   chan *engine
}

func newShelf(max int, create func() (*engine, error)) *shelf {
	return &shelf{create: create, tokens: make(chan struct{}, max), idle: make(chan *engine, max)}
}

// get lends an idle engine, or creates one while fewer than max are alive,
// or waits for one to come back, as long as ctx allows and done is open.
func (s *shelf) get(ctx context.Context, done <-chan struct{}) (*engine, error) {
	select {
	case en := <-s.idle:
		return en, nil
	default:
	}
	select {
	case en := <-s.idle:
		return en, nil
	case s.tokens <- struct{}{}:
		en, err := s.create()
		if err != nil {
			<-s.tokens
			return nil, err
		}
		return en, nil
	case <-done:
		return nil, ErrClosed
	case <-ctx.Done():
		return nil, fmt.Errorf("ocr: waiting for an engine: %w", ctx.Err())
	}
}

// put gives back an engine that get lent.
func (s *shelf) put(en *engine) { s.idle <- en }

// close closes the engines not lent now and returns how many it closed.
func (s *shelf) close() int {
	n := 0
	for {
		select {
		case en := <-s.idle:
			en.close()
			<-s.tokens
			n++
		default:
			return n
		}
	}
}

// shared returns the shelves of the shared engines.
func (p *Pool) shared() []*shelf {
	out := []*shelf{p.legacy, p.latin, p.osd}
	for _, sh := range p.scripts {
		out = append(out, sh)
	}
	return out
}

// releaseEngines closes the engines of the workers free now and the shared
// engines not in use, lets Tesseract drop the dictionaries no engine uses
// any more, and returns freed memory, C and Go, to the operating system. A
// worker taken meanwhile keeps its engines; a request that comes meanwhile
// waits at most for one worker's engines to close.
func (p *Pool) releaseEngines() {
	for range p.opts.Workers {
		select {
		case w := <-p.free:
			w.close()
			p.free <- w
		default:
		}
	}
	for _, sh := range p.shared() {
		sh.close()
	}
	tesseract.ReleaseMemory()
	debug.FreeOSMemory()
}

// idleTracker calls release once no work has been in progress for after.
type idleTracker struct {
	after   time.Duration
	release func()

	mu      sync.Mutex
	busy    int
	gen     int
	timer   *time.Timer
	stopped bool
}

// enter records that work starts.
func (t *idleTracker) enter() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.busy++
	t.gen++
	if t.timer != nil {
		t.timer.Stop()
		t.timer = nil
	}
}

// leave records that work ends; the last to leave starts the idle timer.
func (t *idleTracker) leave() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.busy--
	if t.busy > 0 || t.after <= 0 || t.stopped {
		return
	}
	t.gen++
	gen := t.gen
	t.timer = time.AfterFunc(t.after, func() {
		t.mu.Lock()
		idle := t.busy == 0 && t.gen == gen && !t.stopped
		t.mu.Unlock()
		if idle {
			t.release()
		}
	})
}

// stop cancels the timer for good.
func (t *idleTracker) stop() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.stopped = true
	if t.timer != nil {
		t.timer.Stop()
	}
}

// leptonicaLogger returns the handler of Leptonica's messages: at debug
// level, quoted (a message may quote a file's content), cut to 160 bytes,
// at most 50 a second.
func leptonicaLogger(log *slog.Logger) func(string) {
	var mu sync.Mutex
	var second int64
	n := 0
	return func(msg string) {
		mu.Lock()
		if s := time.Now().Unix(); s != second {
			second, n = s, 0
		}
		n++
		ok := n <= 50
		mu.Unlock()
		if !ok {
			return
		}
		if len(msg) > 160 {
			msg = msg[:160] + "..."
		}
		log.Debug("leptonica: message", "message", strconv.QuoteToASCII(strings.TrimSpace(msg)))
	}
}
