package reading

import (
	"context"
	"strconv"
	"sync"
	"time"

	"github.com/docextract/docextract/internal/mupdf"
)

// The C libraries' messages (MuPDF's errors and warnings, Leptonica's) may
// quote the document: a font or resource name, a broken object. They go to
// the logger at debug level only, quoted so that no control character or
// newline of the document reaches the log as it is, cut to cMessageMax
// bytes, at most cMessagesPerDocument per document and cMessagesPerSecond
// in the whole process.
const (
	cMessageMax          = 160
	cMessagesPerDocument = 20
	cMessagesPerSecond   = 50
)

// cLimiter allows cMessagesPerSecond messages a second, process-wide.
var cLimiter struct {
	mu     sync.Mutex
	second int64
	n      int
}

func cAllow() bool {
	cLimiter.mu.Lock()
	defer cLimiter.mu.Unlock()
	if s := time.Now().Unix(); s != cLimiter.second {
		cLimiter.second, cLimiter.n = s, 0
	}
	cLimiter.n++
	return cLimiter.n <= cMessagesPerSecond
}

// cText returns msg quoted, with every byte outside printable ASCII
// escaped, and cut to cMessageMax bytes before quoting.
func cText(msg string) string {
	if len(msg) > cMessageMax {
		msg = msg[:cMessageMax] + "..."
	}
	return strconv.QuoteToASCII(msg)
}

// cMessages returns the function MuPDF's messages about one document go to.
func (r *Reader) cMessages(ctx context.Context, lib string) func(mupdf.Message) {
	var mu sync.Mutex
	n := 0
	return func(m mupdf.Message) {
		mu.Lock()
		n++
		count := n
		mu.Unlock()
		if count > cMessagesPerDocument+1 || !cAllow() {
			return
		}
		if count == cMessagesPerDocument+1 {
			r.opts.Logger.DebugContext(ctx, lib+": further messages about this document dropped")
			return
		}
		level := "error"
		if m.Warning {
			level = "warning"
		}
		r.opts.Logger.DebugContext(ctx, lib+": "+level, "message", cText(m.Text))
	}
}
