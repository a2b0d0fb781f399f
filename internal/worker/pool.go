package worker

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/exec"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/docextract/docextract"
)

// Defaults of Options.
const (
	// DefaultMaxDocuments is how many documents a worker reads before it
	// is replaced, to return what memory it kept.
	DefaultMaxDocuments = 1000
	// DefaultMaxRSS is the resident memory past which a worker is
	// replaced after its document: a warm worker holds about 200 MiB, and
	// keeps most of what a huge page made it allocate.
	DefaultMaxRSS = 768 << 20
	// DefaultMemoryLimit is a worker's RLIMIT_DATA. A warm worker uses
	// about 120 MiB of it and the largest documents measured (20-page
	// scans at 300 DPI, 100-megapixel images) under 1 GiB; see README.
	DefaultMemoryLimit = 2 << 30
	// DefaultStartTimeout bounds a worker's start, its models loaded.
	DefaultStartTimeout = time.Minute
	// DefaultArenas is the number of glibc malloc heaps (MALLOC_ARENA_MAX)
	// a worker gets when the environment sets none: it reads one document
	// at a time, so more heaps only hold more freed memory.
	DefaultArenas = 2
)

// Options configure a Pool. Command is required.
type Options struct {
	// Command returns the command that starts one worker: a program that
	// calls Serve, such as the docextract binary's worker subcommand.
	Command func() *exec.Cmd
	// Processes is the number of workers; 0 means the CPUs.
	Processes int
	// MaxDocuments is how many documents a worker reads before it is
	// replaced; 0 means DefaultMaxDocuments, a negative value never.
	MaxDocuments int
	// MaxRSS is the resident memory in bytes past which a worker is
	// replaced once it has answered; 0 means DefaultMaxRSS, a negative
	// value never.
	MaxRSS int64
	// MemoryLimit caps each worker's data segment (RLIMIT_DATA) in bytes;
	// 0 means DefaultMemoryLimit, a negative value sets no limit.
	MemoryLimit int64
	// Timeout is the processing deadline of one extraction, waiting for a
	// worker included: the worker reading the document is killed then. 0
	// means docextract.ProcessingTimeout.
	Timeout time.Duration
	// StartTimeout bounds a worker's start; 0 means DefaultStartTimeout.
	StartTimeout time.Duration
	// GCPercent is each worker's Go collector target (debug.SetGCPercent);
	// 0 leaves the runtime's (GOGC in the environment). A worker's Go
	// memory is mostly pixel buffers: measured on identity images, 50
	// holds 25 MB less at the peak than the default 100, for 3-8% more
	// CPU.
	GCPercent int
	// GoMemoryLimit is each worker's Go soft memory limit in bytes
	// (debug.SetMemoryLimit); 0 sets none (GOMEMLIMIT in the environment
	// still applies). Under what a document keeps live, the collector
	// runs all the time and takes up to half the CPU: about 50 MiB for an
	// identity image, 250 to 350 MiB for a 10-page scan.
	GoMemoryLimit int64
	// IdleRelease is how long a worker's OCR engines stay without work
	// before they are closed and their memory returned (see
	// docextract.Options.IdleRelease), and the OCR host without calls
	// before it stops; 0 means docextract's default, a negative value
	// never.
	IdleRelease time.Duration
	// SharedOCR keeps the models that can be shared (Latin-script, script
	// and orientation) in one more process, the OCR host, started when a
	// worker first needs it and stopped after IdleRelease without calls,
	// instead of in every worker: the workers send it those recognitions
	// through the pool, one at a time.
	SharedOCR bool
	// Logger receives the pool's events, the workers' logs and, at debug
	// level, what the workers' C libraries print; nil discards them.
	Logger *slog.Logger

	// What every worker's Extractor is built with (see docextract.Options).
	TessdataDir       string
	LegacyTessdataDir string
	MaxPages          int
	MaxPixels         int64
	AllowPrivateURLs  bool
	FuzzyThreshold    float64
	StrictFuzzy       bool
	Sandbox           bool
}

// Pool runs extractions in worker processes, one document at a time in
// each: a crash, a runaway or an allocation past the memory limit while
// reading a document ends only the worker reading it. Its Extract is
// docextract's. It is safe for concurrent use; Close stops the workers.
type Pool struct {
	opts Options
	log  *slog.Logger
	cfg  config
	idle chan *proc

	mu     sync.Mutex
	procs  map[*proc]bool
	closed bool
	done   chan struct{}
	bg     sync.WaitGroup

	started, died atomic.Int64

	// ocr is the OCR host when Options.SharedOCR is set.
	ocr *ocrHost
}

// Stats counts a pool's workers.
type Stats struct {
	// Live is the number of workers ready to extract or extracting now,
	// Started how many were started and Died how many ended other than by
	// the pool's choice: a crash, a kill at a deadline, or a cancelled
	// request.
	Live, Started, Died int
}

// ErrClosed is returned by Extract on a closed Pool.
var ErrClosed = errors.New("worker: pool closed")

// New starts opts.Processes workers and returns once every one is ready
// to extract, or with the first error when one cannot start.
func New(opts Options) (*Pool, error) {
	if opts.Command == nil {
		return nil, errors.New("worker: Options.Command is required")
	}
	if opts.Processes <= 0 {
		opts.Processes = runtime.NumCPU()
	}
	if opts.MaxDocuments == 0 {
		opts.MaxDocuments = DefaultMaxDocuments
	}
	if opts.MaxRSS == 0 {
		opts.MaxRSS = DefaultMaxRSS
	}
	if opts.MemoryLimit == 0 {
		opts.MemoryLimit = DefaultMemoryLimit
	}
	if opts.Timeout <= 0 {
		opts.Timeout = docextract.ProcessingTimeout
	}
	if opts.StartTimeout <= 0 {
		opts.StartTimeout = DefaultStartTimeout
	}
	p := &Pool{opts: opts, log: opts.Logger, idle: make(chan *proc, 2*opts.Processes), procs: map[*proc]bool{}, done: make(chan struct{})}
	if p.log == nil {
		p.log = slog.New(slog.DiscardHandler)
	}
	p.cfg = config{
		TessdataDir: opts.TessdataDir, LegacyTessdataDir: opts.LegacyTessdataDir,
		MaxPages: opts.MaxPages, MaxPixels: opts.MaxPixels, AllowPrivateURLs: opts.AllowPrivateURLs,
		// The pool kills a worker at the deadline; the worker's own is a
		// backstop that never fires first.
		TimeoutMS:      (opts.Timeout + 30*time.Second).Milliseconds(),
		FuzzyThreshold: opts.FuzzyThreshold, StrictFuzzy: opts.StrictFuzzy, Sandbox: opts.Sandbox,
		MemoryLimit:   max(opts.MemoryLimit, 0),
		GCPercent:     max(opts.GCPercent, 0),
		GoMemoryLimit: max(opts.GoMemoryLimit, 0),
		IdleReleaseMS: signedMS(opts.IdleRelease),
		LogLevel:      int(lowestLevel(p.log)),
		SharedOCR:     opts.SharedOCR,
	}
	if opts.SharedOCR {
		p.ocr = newOCRHost(p, opts.IdleRelease)
	}
	errs := make(chan error, opts.Processes)
	for range opts.Processes {
		go func() {
			pr, err := p.start()
			if err == nil {
				p.idle <- pr
			}
			errs <- err
		}()
	}
	var first error
	for range opts.Processes {
		if err := <-errs; err != nil && first == nil {
			first = err
		}
	}
	if first != nil {
		p.Close()
		return nil, first
	}
	return p, nil
}

// lowestLevel returns the lowest level log keeps.
func lowestLevel(log *slog.Logger) slog.Level {
	for _, l := range []slog.Level{slog.LevelDebug, slog.LevelInfo, slog.LevelWarn} {
		if log.Enabled(context.Background(), l) {
			return l
		}
	}
	return slog.LevelError
}

// Stats returns the pool's counts.
func (p *Pool) Stats() Stats {
	p.mu.Lock()
	defer p.mu.Unlock()
	live := 0
	for pr := range p.procs {
		if pr.role == "" && pr.serving() {
			live++
		}
	}
	return Stats{Live: live, Started: int(p.started.Load()), Died: int(p.died.Load())}
}

// Extract reads the request's document in a worker, as
// docextract.(*Extractor).Extract does in process, and returns the same
// result and errors. Besides, the request whose document ends its worker
// (a crash, or memory past the limit) gets document_unreadable, and the
// worker still reading at the deadline is killed.
func (p *Pool) Extract(ctx context.Context, req docextract.Request) (docextract.Result, error) {
	ctx, cancel := context.WithTimeout(ctx, p.opts.Timeout)
	defer cancel()
	pr, err := p.acquire(ctx)
	if err != nil {
		return docextract.Result{}, p.contextError(ctx, err)
	}
	res, err, ok := pr.extract(ctx, req)
	if ok {
		pr.served++
		if why := p.spent(pr); why != "" {
			// Stopped at once, so that its memory returns now; the
			// others serve while its replacement starts.
			pr.setStopping()
			p.log.Info("worker recycled", "pid", pr.pid, "reason", why, "documents", pr.served)
			p.stop(pr)
			p.goBackground(p.replace)
		} else {
			p.release(pr)
		}
		return res, err
	}
	// The worker is gone or must go: it crashed, or is still reading
	// after the deadline or for a client that left.
	pr.kill()
	p.died.Add(1)
	<-pr.exited
	if ctx.Err() != nil {
		p.log.Warn("worker killed", "pid", pr.pid, "reason", context.Cause(ctx).Error(), "document_type", req.DocumentType)
		p.goBackground(p.replace)
		return docextract.Result{}, p.contextError(ctx, ctx.Err())
	}
	pr.outputDone(time.Second)
	p.log.Error("worker died", "pid", pr.pid, "status", pr.exitErr.Error(), "cause", pr.crash.String(), "document_type", req.DocumentType, "documents_before", pr.served)
	p.goBackground(p.replace)
	return docextract.Result{}, &docextract.Error{
		Code:    docextract.CodeDocumentUnreadable,
		Message: "The document could not be read: the process reading it stopped (it crashed or ran out of memory).",
		Err:     fmt.Errorf("worker %d: %v", pr.pid, pr.exitErr),
	}
}

// contextError maps a done context as the in-process Extractor does: its
// deadline is document_processing_timeout, a cancellation is returned
// wrapped.
func (p *Pool) contextError(ctx context.Context, err error) error {
	if errors.Is(err, ErrClosed) {
		return err
	}
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return &docextract.Error{Code: docextract.CodeDocumentProcessingTimeout, Message: fmt.Sprintf("The document could not be processed within %s.", p.opts.Timeout), Err: err}
	}
	return fmt.Errorf("docextract: %w", err)
}

// acquire returns an idle worker, discarding any that died or were
// replaced while idle.
func (p *Pool) acquire(ctx context.Context) (*proc, error) {
	for {
		select {
		case pr := <-p.idle:
			if !pr.setBusy() {
				continue // died while idle; its watcher replaces it
			}
			return pr, nil
		case <-ctx.Done():
			return nil, ctx.Err()
		case <-p.done:
			return nil, ErrClosed
		}
	}
}

// release returns a worker to the idle ones.
func (p *Pool) release(pr *proc) {
	pr.setIdle()
	p.put(pr)
}

func (p *Pool) goBackground(f func()) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return
	}
	p.bg.Add(1)
	go func() {
		defer p.bg.Done()
		f()
	}()
}

// replace starts a worker to take a dead one's place, retrying with a
// growing pause while starts fail, until the pool closes.
func (p *Pool) replace() {
	pause := 100 * time.Millisecond
	for {
		pr, err := p.start()
		if err == nil {
			p.put(pr)
			return
		}
		if errors.Is(err, ErrClosed) {
			return
		}
		p.log.Error("worker start failed", "error", err.Error(), "retry_in_ms", pause.Milliseconds())
		select {
		case <-time.After(pause):
		case <-p.done:
			return
		}
		pause = min(2*pause, 30*time.Second)
	}
}

// spent says why a worker that just answered must be replaced: it read
// its quota of documents, or holds more memory than MaxRSS; "" when it
// need not be.
func (p *Pool) spent(pr *proc) string {
	if p.opts.MaxDocuments > 0 && pr.served >= p.opts.MaxDocuments {
		return "documents"
	}
	if p.opts.MaxRSS > 0 && residentMemory(pr.pid) > p.opts.MaxRSS {
		return "memory"
	}
	return ""
}

// residentMemory returns the resident memory of process pid in bytes, 0
// when it cannot be read.
func residentMemory(pid int) int64 {
	data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(l, "VmRSS:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// put adds a worker to the idle ones, or stops it when the pool closes.
func (p *Pool) put(pr *proc) {
	select {
	case p.idle <- pr:
	case <-p.done:
		p.stop(pr)
	}
}

// Close stops the workers: each finishes the document it is reading, then
// exits; one still running after 10 s is killed. Extract must not be
// called after Close.
func (p *Pool) Close() error {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil
	}
	p.closed = true
	close(p.done)
	procs := make([]*proc, 0, len(p.procs))
	for pr := range p.procs {
		procs = append(procs, pr)
	}
	p.mu.Unlock()
	for _, pr := range procs {
		pr.closeInput()
	}
	deadline := time.After(10 * time.Second)
	for _, pr := range procs {
		select {
		case <-pr.exited:
		case <-deadline:
			pr.kill()
			<-pr.exited
		}
	}
	p.bg.Wait()
	return nil
}

// stop ends an idle worker gracefully: it exits when its input closes.
func (p *Pool) stop(pr *proc) {
	pr.closeInput()
	p.goBackground(func() {
		select {
		case <-pr.exited:
		case <-time.After(10 * time.Second):
			pr.kill()
		}
	})
}

// proc is one worker process.
type proc struct {
	pool   *Pool
	cmd    *exec.Cmd
	pid    int
	role   string   // see config.Role
	in     *os.File // the worker's requests
	inOnce sync.Once

	replies chan replyFrame // closed when the reply pipe ends
	exited  chan struct{}   // closed once the process is reaped
	exitErr error           // set before exited closes
	output  chan struct{}   // closed when its standard output and error end

	mu     sync.Mutex
	state  int       // idle, busy, stopping or dead
	served int       // documents answered; only its current user touches it
	crash  crashNote // the Go runtime's words when it crashed
}

const (
	stateStarting = iota
	stateIdle
	stateBusy
	stateStopping // stopped by the pool: its end is no death
	stateDead
)

// start starts one worker and waits until it is ready.
func (p *Pool) start() (*proc, error) { return p.startRole("") }

// startRole starts one worker of role (see config.Role) and waits until it
// is ready.
func (p *Pool) startRole(role string) (*proc, error) {
	p.mu.Lock()
	closed := p.closed
	p.mu.Unlock()
	if closed {
		return nil, ErrClosed
	}
	begin := time.Now()
	cmd := p.opts.Command()
	cmd.Env = withDefaultArenas(cmd.Env)
	if role != "" {
		// Named in its environment, so that ps e and /proc tell the OCR
		// host from the workers.
		cmd.Env = append(cmd.Env[:len(cmd.Env):len(cmd.Env)], RoleEnv+"="+role)
	}
	pipes, err := newPipes()
	if err != nil {
		return nil, err
	}
	defer pipes.closeChildEnds()
	cmd.ExtraFiles = []*os.File{pipes.reqR, pipes.repW, pipes.logW}
	cmd.Stdin = nil
	cmd.Stdout, cmd.Stderr = pipes.outW, pipes.outW
	// Its own process group, so that a terminal's Ctrl-C reaches only the
	// server, which lets running extractions finish; killed if the server
	// dies.
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		pipes.closeParentEnds()
		return nil, fmt.Errorf("worker: start: %w", err)
	}
	pr := &proc{
		pool: p, cmd: cmd, pid: cmd.Process.Pid, in: pipes.reqW, role: role,
		replies: make(chan replyFrame, 1), exited: make(chan struct{}), output: make(chan struct{}),
		state: stateStarting,
	}
	if role == "" {
		p.started.Add(1)
	}
	p.mu.Lock()
	p.procs[pr] = true
	p.mu.Unlock()
	go pr.readReplies(bufio.NewReaderSize(pipes.repR, 1<<16), pipes.repR)
	go pr.readOutput(pipes.outR)
	go pr.readLog(pipes.logR)
	go pr.wait()

	cfg := p.cfg
	cfg.Role = role
	if err := writeFrame(pr.in, cfg, nil); err != nil {
		pr.kill()
		<-pr.exited
		return nil, fmt.Errorf("worker %d: configure: %w", pr.pid, err)
	}
	timer := time.NewTimer(p.opts.StartTimeout)
	defer timer.Stop()
	select {
	case r, ok := <-pr.replies:
		switch {
		case ok && r.Ready && role != "":
			// Never idle: it is no worker to lend, nor to replace.
			pr.mu.Lock()
			if pr.state == stateStarting {
				pr.state = stateBusy
			}
			pr.mu.Unlock()
			p.log.Info("worker ready", "pid", pr.pid, "role", role, "start_ms", time.Since(begin).Milliseconds())
			return pr, nil
		case ok && r.Ready:
			pr.setIdle()
			p.log.Info("worker ready", "pid", pr.pid, "start_ms", time.Since(begin).Milliseconds())
			return pr, nil
		case ok && r.Error != nil:
			err = startError(pr.pid, r)
		default:
			err = fmt.Errorf("worker %d: exited while starting", pr.pid)
		}
	case <-pr.exited:
		err = fmt.Errorf("worker %d: exited while starting: %v", pr.pid, pr.exitErr)
		// The reply that says why may still be in the pipe when the exit
		// is seen first: the pipe's end, at the exit, bounds the wait.
		select {
		case r, ok := <-pr.replies:
			if ok && r.Error != nil {
				err = startError(pr.pid, r)
			}
		case <-time.After(exitReplyWait):
		}
	case <-timer.C:
		err = fmt.Errorf("worker %d: not ready within %s", pr.pid, p.opts.StartTimeout)
	}
	pr.kill()
	<-pr.exited
	return nil, err
}

// exitReplyWait bounds the wait for the reply of a worker that exited
// while starting.
const exitReplyWait = time.Second

// startError is the error a worker's reply to its configuration gives.
func startError(pid int, r replyFrame) error {
	if r.Error.Code == "" {
		return fmt.Errorf("worker %d: %s", pid, r.Error.Cause)
	}
	return fmt.Errorf("worker %d: %w", pid, decodeError(r.Error))
}

// signedMS returns d in milliseconds, rounded away from zero: a negative
// d (never) or a positive one (after d) under a millisecond does not turn
// into 0 (the default).
func signedMS(d time.Duration) int64 {
	switch {
	case d < 0:
		return min(d.Milliseconds(), -1)
	case d > 0:
		return max(d.Milliseconds(), 1)
	}
	return 0
}

// RoleEnv names, in a process's environment, the role of a process the
// pool started for a role other than reading documents ("ocr": the OCR
// host).
const RoleEnv = "DOCEXTRACT_WORKER_ROLE"

// withDefaultArenas returns env (nil meaning this process's environment)
// with MALLOC_ARENA_MAX set to DefaultArenas unless it sets it already.
func withDefaultArenas(env []string) []string {
	if env == nil {
		env = os.Environ()
	}
	for _, kv := range env {
		if strings.HasPrefix(kv, "MALLOC_ARENA_MAX=") {
			return env
		}
	}
	return append(env[:len(env):len(env)], "MALLOC_ARENA_MAX="+strconv.Itoa(DefaultArenas))
}

// extract sends req to the worker and waits for its reply. ok is false
// when the worker must go: it died, broke the protocol, or ctx ended
// first.
func (pr *proc) extract(ctx context.Context, req docextract.Request) (res docextract.Result, err error, ok bool) {
	frame, body := encodeRequest(req)
	sent := make(chan error, 1)
	go func() { sent <- writeFrame(pr.in, frame, body) }()
	for {
		select {
		case err := <-sent:
			if err != nil {
				return docextract.Result{}, nil, false
			}
			sent = nil
		case r, open := <-pr.replies:
			switch {
			case !open:
				return docextract.Result{}, nil, false
			case r.OCR:
				if !pr.answerOCR(ctx, r.body) {
					return docextract.Result{}, nil, false
				}
			case r.Error != nil:
				return docextract.Result{}, decodeError(r.Error), true
			case r.Result != nil:
				res, err := decodeResult(r.Result, r.body)
				if err != nil {
					pr.pool.log.Error("worker reply", "pid", pr.pid, "error", err.Error())
					return docextract.Result{}, nil, false
				}
				return res, nil, true
			default:
				pr.pool.log.Error("worker reply", "pid", pr.pid, "error", "neither result nor error")
				return docextract.Result{}, nil, false
			}
		case <-pr.exited:
			return docextract.Result{}, nil, false
		case <-ctx.Done():
			return docextract.Result{}, nil, false
		}
	}
}

// answerOCR passes a shared recognition the worker asked for to the OCR
// host and its answer, or why there is none, back; false when the worker
// must go: it asked without a host, or ctx ended first, or its pipe broke.
func (pr *proc) answerOCR(ctx context.Context, call []byte) bool {
	if pr.pool.ocr == nil {
		pr.pool.log.Error("worker reply", "pid", pr.pid, "error", "a shared recognition without an OCR host")
		return false
	}
	answer, err := pr.pool.ocr.call(ctx, call)
	if ctx.Err() != nil {
		return false
	}
	f := requestFrame{OCR: true}
	if err != nil {
		f.OCRError, answer = err.Error(), nil
	}
	return writeFrame(pr.in, f, answer) == nil
}

// setBusy marks an idle worker busy; false when it died meanwhile.
func (pr *proc) setBusy() bool {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	if pr.state != stateIdle {
		return false
	}
	pr.state = stateBusy
	return true
}

func (pr *proc) setStopping() {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	pr.state = stateStopping
}

func (pr *proc) setIdle() {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	if pr.state == stateBusy || pr.state == stateStarting {
		pr.state = stateIdle
	}
}

// serving reports whether the worker is ready and not stopping.
func (pr *proc) serving() bool {
	pr.mu.Lock()
	defer pr.mu.Unlock()
	return pr.state == stateIdle || pr.state == stateBusy
}

// kill ends the worker at once.
func (pr *proc) kill() {
	pr.cmd.Process.Kill()
}

// closeInput closes the worker's request pipe: it exits once it has
// answered the request it is reading.
func (pr *proc) closeInput() {
	pr.inOnce.Do(func() { pr.in.Close() })
}

// wait reaps the worker. A worker that dies while idle is replaced here;
// one that dies while busy by the Extract that used it.
func (pr *proc) wait() {
	err := pr.cmd.Wait()
	if err == nil {
		err = errors.New("exit status 0")
	}
	pr.exitErr = err
	pr.closeInput()
	pr.mu.Lock()
	wasIdle := pr.state == stateIdle
	pr.state = stateDead
	pr.mu.Unlock()
	p := pr.pool
	p.mu.Lock()
	delete(p.procs, pr)
	p.mu.Unlock()
	close(pr.exited)
	if wasIdle {
		p.mu.Lock()
		closed := p.closed
		p.mu.Unlock()
		if !closed {
			pr.outputDone(time.Second)
			p.died.Add(1)
			p.log.Error("worker died while idle", "pid", pr.pid, "status", err.Error(), "cause", pr.crash.String())
			p.goBackground(p.replace)
		}
	}
}

// readReplies passes the worker's reply frames on until the pipe ends or
// breaks the protocol.
func (pr *proc) readReplies(r *bufio.Reader, f *os.File) {
	defer f.Close()
	defer close(pr.replies)
	for {
		var reply replyFrame
		body, err := readFrame(r, &reply)
		if err != nil {
			return
		}
		reply.body = body
		pr.replies <- reply
	}
}

// outputDone waits up to d for the worker's output to end, so that its
// last lines are read.
func (pr *proc) outputDone(d time.Duration) {
	select {
	case <-pr.output:
	case <-time.After(d):
	}
}

// pipes are the four pipes of a worker: requests, replies, its log and its
// standard output and error.
type pipes struct {
	reqR, reqW, repR, repW, logR, logW, outR, outW *os.File
}

func newPipes() (*pipes, error) {
	var ps pipes
	var err error
	for _, pair := range [][2]**os.File{{&ps.reqR, &ps.reqW}, {&ps.repR, &ps.repW}, {&ps.logR, &ps.logW}, {&ps.outR, &ps.outW}} {
		if *pair[0], *pair[1], err = os.Pipe(); err != nil {
			ps.closeChildEnds()
			ps.closeParentEnds()
			return nil, fmt.Errorf("worker: pipe: %w", err)
		}
	}
	return &ps, nil
}

// closeChildEnds closes the ends the worker inherited.
func (ps *pipes) closeChildEnds() {
	for _, f := range []*os.File{ps.reqR, ps.repW, ps.logW, ps.outW} {
		if f != nil {
			f.Close()
		}
	}
}

// closeParentEnds closes the ends the pool keeps.
func (ps *pipes) closeParentEnds() {
	for _, f := range []*os.File{ps.reqW, ps.repR, ps.logR, ps.outR} {
		if f != nil {
			f.Close()
		}
	}
}
