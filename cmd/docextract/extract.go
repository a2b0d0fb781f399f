package main

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"os/signal"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/schollz/progressbar/v3"
	"golang.org/x/term"

	"github.com/docextract/docextract"
	"github.com/docextract/docextract/httpapi"
)

const extractUsage = `usage: docextract extract --type TYPE [flags] PATH...

Extracts each document PATH names and writes one JSON line per document to
stdout, in the order of the paths:

  {"path": "scans/a.pdf", "result": {...the API's result...}}
  {"path": "scans/b.png", "error": {"code": "...", "message": "...", "livemode": true}}

PATH is a file (read whatever it holds), a folder (read recursively, skipping
hidden files and folders and any file that is not PDF, JPEG or PNG), a glob
such as 'scans/*.pdf' (expanded here too, for shells that do not), an http or
https URL, or - for stdin. Flags may follow the paths; -- ends the flags.

--expand provenance,mrz,pages adds the API's optional members to each result:
where each field was read, the machine-readable zone, the page images.

Documents are read in worker processes, as serve reads them, so that a crash
in C code ends one document (internal_error), not the run; --isolation=false
reads them in this process.

A failed document's error also goes to stderr, and a summary ends the run
there: counts by status and by error code, and the median time per document.
A progress bar is drawn on stderr when it is a terminal.

Exit status: 0 every document was read (failed checks included), 1 some
failed, 2 usage error (bad flags, --type, --validations or --expand, a path
that names nothing), found before any document is read.

Flags:
`

// extractCommand extracts the documents its arguments name and writes
// their results and errors as JSON Lines to stdout. It returns the exit
// status: 0 all read, 1 some failed, 2 usage.
func extractCommand(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("extract", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprint(fs.Output(), extractUsage)
		fs.PrintDefaults()
	}
	docType := fs.String("type", "", "document `TYPE`: identity, organisation_doc, proof_of_address, tax_doc, invoice, receipt or telegraphic_transfer_form")
	validationsFile := fs.String("validations", "", "JSON `FILE` holding the request's validations object, applied to every document")
	sandbox := fs.Bool("sandbox", false, "extract as under a sandbox key: specimens are accepted")
	var expand listFlag
	fs.Var(&expand, "expand", "add the API's optional `MEMBERS` to each result: "+expansionNames()+"; comma-separated or repeated, as expand[] in the API")
	concurrency := fs.Int("concurrency", envInt("DOCEXTRACT_CONCURRENCY", 0), "documents extracted at once; 0 means --workers (env DOCEXTRACT_CONCURRENCY)")
	rf := addReaderFlags(fs)
	iso := isolationFlags(fs)
	mem := addMemoryFlags(fs)
	paths, err := parseInterleaved(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		return 2 // the flag package has said why
	}
	if rf.printVersion(stdout) {
		return 0
	}
	usageError := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "docextract: extract: "+format+"\n", a...)
		fmt.Fprintln(stderr, `Run "docextract extract -h" for usage.`)
		return 2
	}
	switch {
	case *docType == "":
		return usageError("--type is required")
	case len(paths) == 0:
		return usageError("no PATH given")
	case *concurrency < 0:
		return usageError("--concurrency %d: want 0 or more", *concurrency)
	case *rf.workers < 0:
		return usageError("--workers %d: want 0 (the CPUs) or more", *rf.workers)
	}
	req, err := baseRequest(*docType, *validationsFile, *sandbox, expand)
	if err != nil {
		return usageError("%v", err)
	}
	in, err := expandPaths(paths)
	if err != nil {
		return usageError("%v", err)
	}

	ex, closer, err := newExtractor(iso, mem, rf.options())
	if err != nil {
		fmt.Fprintln(stderr, "docextract: extract:", err)
		return 1
	}
	defer closer.Close()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	b := &batch{
		ex:          ex,
		req:         req,
		stdin:       stdin,
		concurrency: cmp.Or(*concurrency, *rf.workers, runtime.NumCPU()),
		stderr:      stderr,
	}
	if f, ok := stderr.(*os.File); ok && term.IsTerminal(int(f.Fd())) && len(in.list) > 0 {
		b.bar = progressbar.NewOptions(len(in.list),
			progressbar.OptionSetWriter(stderr),
			progressbar.OptionSetDescription("extracting"),
			progressbar.OptionSetRenderBlankState(true), // drawn before the first document is done
			progressbar.OptionShowCount(),
			progressbar.OptionSetPredictTime(true),
			progressbar.OptionClearOnFinish(),
			progressbar.OptionThrottle(100*time.Millisecond))
	}
	sum, err := b.run(ctx, in.list, stdout)
	sum.skipped = in.skipped
	fmt.Fprintln(stderr, "docextract: extract:", sum)
	if err != nil {
		fmt.Fprintln(stderr, "docextract: extract:", err)
		return 1
	}
	if sum.failed > 0 {
		return 1
	}
	return 0
}

// parseInterleaved parses flags placed before, between and after the
// positional arguments, which it returns in order; "--" ends the flags.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var positional []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		rest := fs.Args()
		if used := len(args) - len(rest); used > 0 && args[used-1] == "--" {
			return append(positional, rest...), nil
		}
		if len(rest) == 0 {
			return positional, nil
		}
		positional = append(positional, rest[0])
		args = rest[1:]
	}
}

// baseRequest checks the request every document is extracted with, as the
// API checks a body before it reads a document: the type, the validations
// and the expansions.
func baseRequest(docType, validationsFile string, sandbox bool, expand []string) (docextract.Request, error) {
	// A placeholder payload stands for the documents, set one by one.
	body := map[string]any{"document_type": docType, "source": "base64", "payload": "AA=="}
	if validationsFile != "" {
		raw, err := os.ReadFile(validationsFile)
		if err != nil {
			return docextract.Request{}, fmt.Errorf("--validations: %w", err)
		}
		if !json.Valid(raw) {
			return docextract.Request{}, fmt.Errorf("--validations: %s is not valid JSON", validationsFile)
		}
		body["validations"] = json.RawMessage(raw)
	}
	data, err := json.Marshal(body)
	if err != nil {
		return docextract.Request{}, err
	}
	req, err := docextract.ParseRequest(data)
	if err != nil {
		var apiErr *docextract.Error
		if errors.As(err, &apiErr) && apiErr.Field == "document_type" {
			return req, fmt.Errorf("--type %q: %w", docType, err)
		}
		return req, fmt.Errorf("--validations: %w", err)
	}
	req.Source, req.Payload = "", ""
	req.Sandbox = sandbox
	if req.Expand, err = docextract.ParseExpansions(expand); err != nil {
		return req, fmt.Errorf("--expand: %w", err)
	}
	return req, nil
}

// listFlag collects the values of a flag given comma-separated, repeated,
// or both.
type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, ",") }

func (l *listFlag) Set(v string) error {
	*l = append(*l, strings.Split(v, ",")...)
	return nil
}

// expansionNames is "provenance, mrz or pages".
func expansionNames() string {
	var names []string
	for _, e := range docextract.Expansions() {
		names = append(names, string(e))
	}
	return strings.Join(names[:len(names)-1], ", ") + " or " + names[len(names)-1]
}

// batch extracts a list of inputs with one Extractor.
type batch struct {
	ex          httpapi.Extractor
	req         docextract.Request
	stdin       io.Reader
	concurrency int
	stderr      io.Writer
	bar         *progressbar.ProgressBar // nil when stderr is not a terminal
}

// outcome is one input's JSON line and what the summary counts of it.
type outcome struct {
	line []byte
	code docextract.ErrorCode // "" when read
	msg  string
	took time.Duration
}

// run extracts inputs, b.concurrency at a time, and writes their lines to
// w in the inputs' order as soon as each one and all before it are done.
// It returns the counts and the first error writing to w, which ends the
// documents not yet read with request_canceled.
func (b *batch) run(ctx context.Context, inputs []input, w io.Writer) (summary, error) {
	start := time.Now()
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	outcomes := make([]outcome, len(inputs))
	todo, done := make(chan int), make(chan int)
	// A document is started only while fewer than window documents are
	// running or waiting to be written, so that a slow one holds back a
	// bounded number of finished lines (with page images, megabytes each).
	window := make(chan struct{}, max(4*b.concurrency, 16))
	var wg sync.WaitGroup
	for range min(b.concurrency, len(inputs)) {
		wg.Go(func() {
			for i := range todo {
				outcomes[i] = b.extract(ctx, inputs[i])
				done <- i
			}
		})
	}
	go func() {
		for i := range inputs {
			window <- struct{}{}
			todo <- i
		}
		close(todo)
		wg.Wait()
		close(done)
	}()

	sum := summary{byCode: map[docextract.ErrorCode]int{}}
	var times []time.Duration
	var writeErr error
	finished, next := make([]bool, len(inputs)), 0
	for i := range done {
		o := outcomes[i]
		times = append(times, o.took)
		if o.code == "" {
			sum.read++
		} else {
			sum.failed++
			sum.byCode[o.code]++
			if b.bar != nil {
				b.bar.Clear()
			}
			fmt.Fprintf(b.stderr, "docextract: %s: %s: %s\n", inputs[i].path, o.code, o.msg)
		}
		if b.bar != nil {
			b.bar.Add(1)
		}
		finished[i] = true
		for ; next < len(inputs) && finished[next]; next++ {
			if _, err := w.Write(outcomes[next].line); err != nil && writeErr == nil {
				writeErr = err
				cancel()
			}
			outcomes[next] = outcome{}
			<-window
		}
	}
	if b.bar != nil {
		b.bar.Finish()
	}
	sum.wall = time.Since(start)
	if len(times) > 0 {
		slices.Sort(times)
		sum.p50 = times[(len(times)-1)/2]
	}
	return sum, writeErr
}

// line is one line of extract's output.
type line struct {
	Path   string          `json:"path"`
	Result json.RawMessage `json:"result,omitempty"`
	Error  *errorObject    `json:"error,omitempty"`
}

// errorObject is the API's error object ("error" of an error body).
type errorObject struct {
	Code     docextract.ErrorCode `json:"code"`
	Message  string               `json:"message"`
	Livemode bool                 `json:"livemode"`
	Field    string               `json:"field,omitempty"`
}

// extract reads and extracts one input.
func (b *batch) extract(ctx context.Context, in input) outcome {
	start := time.Now()
	res, err := b.extractInput(ctx, in)
	o := outcome{took: time.Since(start)}
	l := line{Path: in.path}
	if err == nil {
		l.Result, err = json.Marshal(res)
	}
	if err != nil {
		l.Result = nil
		l.Error = &errorObject{Code: docextract.ErrorCodeOf(err), Message: err.Error(), Livemode: !b.req.Sandbox}
		var apiErr *docextract.Error
		if errors.As(err, &apiErr) {
			l.Error.Message, l.Error.Field = apiErr.Message, apiErr.Field
		}
		if l.Error.Code == docextract.CodeRequestCanceled {
			l.Error.Message = "The run was interrupted before the document was read."
		}
		o.code, o.msg = l.Error.Code, l.Error.Message
	}
	o.line, err = json.Marshal(l)
	if err != nil { // cannot happen: every member marshals
		panic(err)
	}
	o.line = append(o.line, '\n')
	return o
}

func (b *batch) extractInput(ctx context.Context, in input) (docextract.Result, error) {
	if in.err != nil {
		return docextract.Result{}, unreadable(in.err)
	}
	if err := ctx.Err(); err != nil {
		return docextract.Result{}, err
	}
	req := b.req
	switch in.kind {
	case inputURL:
		req.Source, req.URL = docextract.SourceURL, in.path
	case inputStdin:
		data, err := io.ReadAll(io.LimitReader(b.stdin, docextract.MaxDocumentSize+1))
		if err != nil {
			return docextract.Result{}, unreadable(err)
		}
		req.Document = data
	default:
		data, err := readFile(in.path)
		if err != nil {
			return docextract.Result{}, unreadable(err)
		}
		req.Document = data
	}
	return b.ex.Extract(ctx, req)
}

// readFile reads a file up to one byte past the largest document, so that
// a larger one is refused as document_too_large without reading it whole.
func readFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, docextract.MaxDocumentSize+1))
}

// unreadable is the error of an input that could not be read from its
// file or stdin.
func unreadable(err error) error {
	return &docextract.Error{Code: docextract.CodeDocumentUnreadable, Message: err.Error(), Err: err}
}

// summary counts a run's outcomes.
type summary struct {
	read, failed int
	byCode       map[docextract.ErrorCode]int
	skipped      int // files in folders that are not PDF, JPEG or PNG
	p50, wall    time.Duration
}

// String is the summary's line: "3 documents in 4.1s: 2 read, 1 failed
// (document_unreadable 1); p50 1.93s; 4 files in folders skipped (not PDF,
// JPEG or PNG)".
func (s summary) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s in %s: %d read, %d failed", plural(s.read+s.failed, "document"), roundDuration(s.wall), s.read, s.failed)
	if len(s.byCode) > 0 {
		var parts []string
		for _, code := range slices.Sorted(maps.Keys(s.byCode)) {
			parts = append(parts, fmt.Sprintf("%s %d", code, s.byCode[code]))
		}
		fmt.Fprintf(&b, " (%s)", strings.Join(parts, ", "))
	}
	if s.read+s.failed > 0 {
		fmt.Fprintf(&b, "; p50 %s", roundDuration(s.p50))
	}
	if s.skipped > 0 {
		fmt.Fprintf(&b, "; %s in folders skipped (not PDF, JPEG or PNG)", plural(s.skipped, "file"))
	}
	return b.String()
}

// roundDuration rounds d to three significant digits or to the millisecond.
func roundDuration(d time.Duration) time.Duration {
	switch {
	case d >= 100*time.Second:
		return d.Round(time.Second)
	case d >= 10*time.Second:
		return d.Round(100 * time.Millisecond)
	case d >= time.Second:
		return d.Round(10 * time.Millisecond)
	}
	return d.Round(time.Millisecond)
}

// plural is "1 document", "2 documents".
func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}
