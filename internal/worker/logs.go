package worker

import (
	"bufio"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"regexp"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

// What a worker prints on its standard output and error comes from the C
// libraries (MuPDF, Leptonica, Tesseract) and, when it crashes, from the
// Go runtime. It may quote the document, so it is logged at debug level
// only, each line as one escaped and truncated string, at most
// outputBurst lines at once and outputRate a second after that.
const (
	maxOutputLine = 512
	outputRate    = 20
	outputBurst   = 50
	// maxLogLine bounds a line of the worker's own log; a longer one is
	// logged as output.
	maxLogLine = 64 << 10
)

// readOutput logs the worker's standard output and error.
func (pr *proc) readOutput(r io.ReadCloser) {
	defer close(pr.output)
	defer r.Close()
	log := pr.pool.log
	tokens, last := float64(outputBurst), time.Now()
	dropped := 0
	eachLine(r, maxOutputLine, func(line string) {
		pr.crash.see(line)
		now := time.Now()
		tokens = min(outputBurst, tokens+now.Sub(last).Seconds()*outputRate)
		last = now
		if tokens < 1 {
			dropped++
			return
		}
		tokens--
		if dropped > 0 {
			log.Debug("worker output dropped", "pid", pr.pid, "lines", dropped)
			dropped = 0
		}
		log.Debug("worker output", "pid", pr.pid, "text", line)
	})
	if dropped > 0 {
		log.Debug("worker output dropped", "pid", pr.pid, "lines", dropped)
	}
}

// readLog logs the records of the worker's own log, one JSON object a
// line, through the pool's logger with the worker's pid. A line that is
// not such a record is logged as output.
func (pr *proc) readLog(r io.ReadCloser) {
	defer r.Close()
	log := pr.pool.log
	eachLine(r, maxLogLine, func(line string) {
		var rec map[string]any
		if err := json.Unmarshal([]byte(line), &rec); err != nil {
			log.Debug("worker output", "pid", pr.pid, "text", truncate(line, maxOutputLine))
			return
		}
		var level slog.Level
		if s, ok := rec["level"].(string); !ok || level.UnmarshalText([]byte(s)) != nil {
			level = slog.LevelInfo
		}
		msg, _ := rec["msg"].(string)
		attrs := []slog.Attr{slog.Int("pid", pr.pid)}
		for k, v := range rec {
			if k != "time" && k != "level" && k != "msg" && k != "pid" {
				attrs = append(attrs, slog.Any(k, v))
			}
		}
		log.LogAttrs(context.Background(), level, msg, attrs...)
	})
}

// eachLine calls f with every line of r, cut to max bytes (at a character
// boundary) and made valid UTF-8.
func eachLine(r io.Reader, max int, f func(string)) {
	br := bufio.NewReaderSize(r, 4096)
	var buf []byte
	long := false
	for {
		chunk, isPrefix, err := br.ReadLine()
		if len(chunk) > 0 && !long {
			buf = append(buf, chunk...)
			if len(buf) > max {
				buf, long = buf[:max], true
			}
		}
		if err == nil && isPrefix {
			continue
		}
		if err == nil || len(buf) > 0 {
			f(truncate(string(buf), max))
		}
		if err != nil {
			return
		}
		buf, long = buf[:0], false
	}
}

// truncate replaces invalid UTF-8 in s and cuts it to at most max bytes
// at a character boundary.
func truncate(s string, max int) string {
	s = strings.ToValidUTF8(s, "\uFFFD")
	if len(s) <= max {
		return s
	}
	cut := max
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return s[:cut]
}

// crashNote keeps the Go runtime's first line about a crash among what a
// worker printed ("fatal error: unexpected signal during runtime
// execution", "SIGSEGV: segmentation violation"): only the runtime's
// words, letters and spaces, never the rest of a line.
type crashNote struct {
	mu   sync.Mutex
	line string
}

func (c *crashNote) see(line string) {
	m := reCrash.FindString(line)
	if m == "" {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.line == "" {
		c.line = truncate(strings.TrimSpace(m), 120)
	}
}

func (c *crashNote) String() string {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.line
}

// reCrash matches the Go runtime's first line about a crash.
var reCrash = regexp.MustCompile(`^(?:fatal error: [a-z][a-z :]*|SIG[A-Z]{2,8}: [a-z][a-z ]*)`)
