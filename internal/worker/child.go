package worker

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"runtime/debug"
	"sync"
	"syscall"
	"time"

	"github.com/docextract/docextract"
)

// The descriptors a worker inherits from its supervisor. Its standard
// output and error are left to the C libraries, whose messages the
// supervisor logs as untrusted text.
const (
	fdRequests = 3 // frames from the supervisor: the config, then requests
	fdReplies  = 4 // frames to the supervisor: ready, then one reply per request
	fdLog      = 5 // the worker's own log, one JSON record a line
)

// faultHook, when set, sees every request before it is extracted. Only
// tests and builds with the faultinject tag set it (see fault.go): a
// production build has no way to make a worker fail on purpose.
var faultHook func(docextract.Request)

// Serve runs a worker: the process the supervisor (Pool) starts, with the
// request, reply and log pipes on descriptors 3, 4 and 5. It reads its
// configuration, builds an Extractor, answers ready, then extracts one
// request at a time until the request pipe closes. It returns the exit
// status. SIGINT and SIGTERM are ignored: the supervisor ends its workers
// by closing the pipe, so that a server shutting down lets them finish.
func Serve() int {
	signal.Ignore(syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	in := os.NewFile(fdRequests, "requests")
	out := os.NewFile(fdReplies, "replies")
	logFile := os.NewFile(fdLog, "log")
	if in == nil || out == nil || logFile == nil {
		fmt.Fprintln(os.Stderr, "docextract worker: started without its pipes; the server starts workers itself")
		return 2
	}
	err := serve(bufio.NewReaderSize(in, 1<<16), out, logFile)
	if err != nil && !errors.Is(err, io.EOF) {
		fmt.Fprintln(os.Stderr, "docextract worker:", err)
		return 1
	}
	return 0
}

func serve(in io.Reader, out io.Writer, logOut io.Writer) error {
	var cfg config
	if _, err := readFrame(in, &cfg); err != nil {
		return err
	}
	log := slog.New(slog.NewJSONHandler(logOut, &slog.HandlerOptions{Level: slog.Level(cfg.LogLevel)}))
	if cfg.MemoryLimit > 0 {
		lim := &syscall.Rlimit{Cur: uint64(cfg.MemoryLimit), Max: uint64(cfg.MemoryLimit)}
		if err := syscall.Setrlimit(syscall.RLIMIT_DATA, lim); err != nil {
			return writeFrame(out, replyFrame{Error: encodeError(fmt.Errorf("worker: memory limit: %w", err))}, nil)
		}
	}
	SetGoMemory(cfg.GCPercent, cfg.GoMemoryLimit)
	if cfg.Role == roleOCR {
		return serveOCR(cfg, in, out, log)
	}
	// pipes is held by a shared recognition from its call to its answer,
	// and by the loop below while it reads a request or writes a reply, so
	// that neither reads or writes frames in the middle of the other's.
	var pipes sync.Mutex
	var broken error
	var shared func(context.Context, []byte) ([]byte, error)
	if cfg.SharedOCR {
		shared = func(_ context.Context, call []byte) ([]byte, error) {
			pipes.Lock()
			defer pipes.Unlock()
			if broken != nil {
				return nil, broken
			}
			if err := writeFrame(out, replyFrame{OCR: true}, call); err != nil {
				broken = err
				return nil, err
			}
			var f requestFrame
			body, err := readFrame(in, &f)
			if err == nil && !f.OCR {
				err = fmt.Errorf("%w: a request while waiting for a shared recognition", errFrame)
			}
			if err != nil {
				broken = err
				return nil, err
			}
			if f.OCRError != "" {
				return nil, errors.New(f.OCRError)
			}
			return body, nil
		}
	}
	ex, err := docextract.New(docextract.Options{
		SharedOCR:         shared,
		IdleRelease:       time.Duration(cfg.IdleReleaseMS) * time.Millisecond,
		TessdataDir:       cfg.TessdataDir,
		LegacyTessdataDir: cfg.LegacyTessdataDir,
		OCRWorkers:        1,
		MaxPages:          cfg.MaxPages,
		MaxPixels:         cfg.MaxPixels,
		AllowPrivateURLs:  cfg.AllowPrivateURLs,
		Timeout:           time.Duration(cfg.TimeoutMS) * time.Millisecond,
		FuzzyThreshold:    cfg.FuzzyThreshold,
		StrictFuzzy:       cfg.StrictFuzzy,
		Sandbox:           cfg.Sandbox,
		Logger:            log,
	})
	if err != nil {
		return writeFrame(out, replyFrame{Error: encodeError(err)}, nil)
	}
	defer ex.Close()
	if err := writeFrame(out, replyFrame{Ready: true}, nil); err != nil {
		return err
	}
	for {
		var f requestFrame
		pipes.Lock()
		body, err := readFrame(in, &f)
		pipes.Unlock()
		if err != nil {
			return err
		}
		if f.OCR {
			return fmt.Errorf("%w: a shared recognition's answer without a call", errFrame)
		}
		req, err := decodeRequest(f, body)
		if err != nil {
			return err
		}
		if faultHook != nil {
			faultHook(req)
		}
		var reply replyFrame
		var images []byte
		res, err := ex.Extract(context.Background(), req)
		if err == nil {
			reply.Result, images, err = encodeResult(res)
		}
		if err != nil {
			reply.Result, reply.Error, images = nil, encodeError(err), nil
		}
		pipes.Lock()
		if broken == nil {
			broken = writeFrame(out, reply, images)
		}
		pipes.Unlock()
		if broken != nil {
			return broken
		}
		t0 := time.Now()
		returnMemory()
		log.Debug("memory returned", "ms", float64(time.Since(t0).Microseconds())/1000)
	}
}

// SetGoMemory sets this process's Go collector target (as GOGC) and soft
// memory limit in bytes; values under 1 leave the runtime's own (GOGC,
// GOMEMLIMIT). A worker applies its configuration's; the server applies
// them itself when it reads documents in process.
func SetGoMemory(gcPercent int, limit int64) {
	if gcPercent > 0 {
		debug.SetGCPercent(gcPercent)
	}
	if limit > 0 {
		debug.SetMemoryLimit(limit)
	}
}

// serveOCR runs the process that holds the shared models: it answers one
// shared recognition after another (docextract.OCRHost) until its request
// pipe closes.
func serveOCR(cfg config, in io.Reader, out io.Writer, log *slog.Logger) error {
	host, err := docextract.NewOCRHost(docextract.Options{
		TessdataDir:       cfg.TessdataDir,
		LegacyTessdataDir: cfg.LegacyTessdataDir,
		// The supervisor stops this whole process when idle (ocrHost).
		IdleRelease: -1,
		Logger:      log,
	})
	if err != nil {
		return writeFrame(out, replyFrame{Error: encodeError(err)}, nil)
	}
	defer host.Close()
	if err := writeFrame(out, replyFrame{Ready: true}, nil); err != nil {
		return err
	}
	for {
		var f requestFrame
		body, err := readFrame(in, &f)
		if err != nil {
			return err
		}
		if !f.OCR {
			return fmt.Errorf("%w: a request to the OCR host", errFrame)
		}
		if err := writeFrame(out, replyFrame{OCR: true}, host.Answer(context.Background(), body)); err != nil {
			return err
		}
	}
}
