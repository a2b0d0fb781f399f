package docextract

import (
	"context"
	"crypto/rand"
	"errors"
	"fmt"
	"log/slog"
	"math/big"
	"net/http"
	"os"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/identity"
	"github.com/docextract/docextract/extract/invoice"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/ocr"
	"github.com/docextract/docextract/extract/organisationdoc"
	"github.com/docextract/docextract/extract/proofofaddress"
	"github.com/docextract/docextract/extract/reading"
	"github.com/docextract/docextract/extract/receipt"
	"github.com/docextract/docextract/extract/taxdoc"
	"github.com/docextract/docextract/extract/transfer"
	"github.com/docextract/docextract/fuzzy"
	"github.com/docextract/docextract/internal/fetch"
)

// ProcessingTimeout is the default time one extraction may take.
const ProcessingTimeout = 60 * time.Second

// DefaultIdleRelease is the default of Options.IdleRelease.
const DefaultIdleRelease = ocr.DefaultIdleRelease

// URLFetchTimeout is the part of the processing time a URL fetch may take.
const URLFetchTimeout = 20 * time.Second

// Options configure an Extractor. The zero value is ready to use.
type Options struct {
	// TessdataDir holds the fast LSTM eng and osd models; "" uses Debian's
	// /usr/share/tesseract-ocr/5/tessdata.
	TessdataDir string
	// LegacyTessdataDir holds the eng model with the legacy engine, used for
	// MRZ bands; "" uses /usr/local/share/docextract/tessdata.
	LegacyTessdataDir string
	// OCRWorkers is the number of OCR clients working in parallel; 0 uses the CPUs.
	OCRWorkers int
	// IdleRelease is how long the OCR clients stay without work before
	// they are all closed and their memory returned to the operating
	// system (about 25 MB a worker, and 200 MB with every model loaded);
	// the next extraction loads what it needs again, in 0.1 to 1 s. 0
	// means DefaultIdleRelease (10 s), a negative value never.
	IdleRelease time.Duration
	// SharedOCR, when not nil, sends the recognitions of the models that
	// can be shared between processes (the Latin-script and script models,
	// orientation detection) to an OCRHost, usually in another process: it
	// passes a call on and returns the host's answer (OCRHost.Answer). The
	// Extractor then never loads those models. docextract's server uses it
	// to keep one copy of them for all its worker processes.
	SharedOCR func(ctx context.Context, call []byte) ([]byte, error)
	// MaxPages caps the pages read per PDF; 0 means 20.
	MaxPages int
	// MaxPixels caps the pixels of an image, checked before decoding; 0 means 100 million.
	MaxPixels int64
	// AllowPrivateURLs lets source=url reach loopback, private and
	// link-local addresses: for on-premises deployments and tests only.
	AllowPrivateURLs bool
	// HTTPClient is the base client for URL fetches; nil builds one. Its
	// transport, when an *http.Transport, gets the address policy installed.
	HTTPClient *http.Client
	// Timeout is the processing deadline of one extraction; 0 means 60 s.
	Timeout time.Duration
	// FuzzyThreshold is the similarity at or above which a fuzzy field
	// validation passes; 0 means fuzzy.DefaultThreshold (0.85).
	FuzzyThreshold float64
	// StrictFuzzy adds guards beyond the API's rules to fuzzy checks:
	// identifiers must be equal, and addresses or organisation names with
	// different numbers, countries or legal forms never match. See fuzzy.Options.
	StrictFuzzy bool
	// Now is the clock of the validations; nil uses time.Now. "Today" is its UTC date.
	Now func() time.Time
	// Logger receives diagnostics, never document content; nil discards them.
	Logger *slog.Logger
	// Sandbox runs every request as under a sandbox key: specimen documents
	// are extracted instead of refused, and results have Livemode false.
	Sandbox bool
	// Observer is told of OCR passes, pages read and specimen refusals,
	// for metrics; nil observes nothing.
	Observer Observer
}

// Extractor reads documents. It is safe for concurrent use; Close releases
// its OCR clients. Build one with New: the zero value answers every call
// with ErrNotCreatedWithNew.
type Extractor struct {
	opts    Options
	log     *slog.Logger
	now     func() time.Time
	pool    *ocr.Pool
	reader  *reading.Reader
	fetcher *fetch.Fetcher
	// types are the document types extracted, by name: types, unless a
	// test replaces one.
	types map[DocumentType]doctype.Type
}

// types lists the document types Extract supports, one line each, in the
// specification's order. Everything the root and the HTTP layer know of a
// type comes from its contract (doctype.Spec).
var types = []doctype.Type{
	identity.Type,
	organisationdoc.Type,
	proofofaddress.Type,
	taxdoc.Type,
	invoice.Type,
	receipt.Type,
	transfer.Type,
}

// Types returns the contracts of the document types Extract supports, in
// the specification's order.
func Types() []TypeSpec {
	specs := make([]doctype.Spec, len(types))
	for i, t := range types {
		specs[i] = t.Spec()
	}
	return specs
}

// specOf returns the contract of document type t, false when t is not supported.
func specOf(t DocumentType) (doctype.Spec, bool) {
	for _, typ := range types {
		if s := typ.Spec(); s.Name == string(t) {
			return s, true
		}
	}
	return doctype.Spec{}, false
}

// ErrNotCreatedWithNew is the cause of the error an Extractor that was not
// built with New returns (a zero value or a nil pointer).
var ErrNotCreatedWithNew = errors.New("docextract: the Extractor was not created with docextract.New")

// notCreated is the error of every call on an Extractor not built with New.
func notCreated() *Error {
	return &Error{Code: CodeInternal, Message: "The Extractor was not created with docextract.New.", Err: ErrNotCreatedWithNew}
}

// ready reports whether e was built with New.
func (e *Extractor) ready() bool { return e != nil && e.pool != nil }

// ompWarning warns once per process that OMP_THREAD_LIMIT is not 1.
var ompWarning sync.Once

// warnOMP logs, once per process, that Tesseract runs slower without
// OMP_THREAD_LIMIT=1 (docs/ocr.md): its OpenMP threads fight over the
// cores the pool's workers already use. Measured from a program importing
// the library, one worker, identity images: 3.4-4x the CPU time and 2-5x
// the wall time per document.
func warnOMP(log *slog.Logger) {
	v, set := os.LookupEnv("OMP_THREAD_LIMIT")
	if v == "1" {
		return
	}
	ompWarning.Do(func() {
		if !set {
			v = "unset"
		}
		log.Warn("OMP_THREAD_LIMIT is not 1: Tesseract's OpenMP threads make OCR 2 to 4 times slower; set OMP_THREAD_LIMIT=1 in the environment before the program starts",
			"OMP_THREAD_LIMIT", v)
	})
}

// New builds an Extractor and warms its OCR clients. It fails when the
// Tesseract models are missing. It warns once through opts.Logger when
// OMP_THREAD_LIMIT is not 1 in the environment.
func New(opts Options) (*Extractor, error) {
	if opts.OCRWorkers <= 0 {
		opts.OCRWorkers = runtime.NumCPU()
	}
	if opts.Timeout <= 0 {
		opts.Timeout = ProcessingTimeout
	}
	e := &Extractor{opts: opts, log: slog.New(slog.DiscardHandler), now: opts.Now}
	if opts.Logger != nil {
		e.log = slog.New(requestIDHandler{opts.Logger.Handler()})
	}
	if e.now == nil {
		e.now = time.Now
	}
	warnOMP(e.log)
	pool, err := ocr.NewPool(ocr.Options{
		TessdataDir:       opts.TessdataDir,
		LegacyTessdataDir: opts.LegacyTessdataDir,
		Workers:           opts.OCRWorkers,
		Logger:            opts.Logger,
		IdleRelease:       opts.IdleRelease,
		Remote:            opts.SharedOCR,
	})
	if err != nil {
		return nil, fmt.Errorf("docextract: %w", err)
	}
	e.pool = pool
	var rec reading.Recognizer = pool
	if opts.Observer != nil {
		rec = observedOCR{Recognizer: pool, obs: opts.Observer}
	}
	e.reader = reading.NewReader(reading.Options{OCR: rec, MaxPages: opts.MaxPages, MaxPixels: opts.MaxPixels, Logger: e.log})
	e.fetcher = newFetcher(opts)
	e.types = map[DocumentType]doctype.Type{}
	for _, t := range types {
		e.types[DocumentType(t.Spec().Name)] = t
	}
	return e, nil
}

func newFetcher(opts Options) *fetch.Fetcher {
	return fetch.New(fetch.Options{
		AllowPrivate: opts.AllowPrivateURLs,
		MaxBytes:     MaxDocumentSize,
		Timeout:      URLFetchTimeout,
		Client:       opts.HTTPClient,
		UserAgent:    "docextract",
	})
}

// Close releases the OCR clients. Extract must not be called after Close.
func (e *Extractor) Close() error {
	if !e.ready() {
		return notCreated()
	}
	return e.pool.Close()
}

// Supports reports whether documents of type t can be extracted; nothing
// can by an Extractor not built with New.
func (e *Extractor) Supports(t DocumentType) bool {
	if !e.ready() {
		return false
	}
	_, ok := e.types[t]
	return ok
}

// Extract reads the request's document and returns its fields and, when the
// request has validations, their outcome. Every failure is an *Error whose
// Code is one of the API's codes, except a cancelled ctx, which is returned
// as ctx.Err() wrapped (ErrorCodeOf gives CodeRequestCanceled). It answers
// within the processing timeout even when an OCR call is still running;
// that call finishes in the background.
func (e *Extractor) Extract(ctx context.Context, req Request) (Result, error) {
	if !e.ready() {
		return Result{}, notCreated()
	}
	if err := checkRequest(req); err != nil {
		return Result{}, err
	}
	if !e.Supports(req.DocumentType) {
		return Result{}, notSupported(req.DocumentType)
	}
	ctx, cancel := context.WithTimeout(ctx, e.opts.Timeout)
	defer cancel()

	type outcome struct {
		res Result
		err error
	}
	done := make(chan outcome, 1)
	go func() {
		defer func() {
			if p := recover(); p != nil {
				e.log.Error("extraction panicked", "panic", p, "document_type", req.DocumentType)
				done <- outcome{err: &Error{Code: CodeInternal, Message: "An internal error occurred.", Err: fmt.Errorf("panic: %v", p)}}
			}
		}()
		res, err := e.extract(ctx, req)
		done <- outcome{res, err}
	}()
	select {
	case o := <-done:
		if o.err != nil {
			return Result{}, e.contextError(ctx, o.err)
		}
		return o.res, nil
	case <-ctx.Done():
		return Result{}, e.contextError(ctx, ctx.Err())
	}
}

// contextError turns a deadline into document_processing_timeout and
// leaves other errors as they are.
func (e *Extractor) contextError(ctx context.Context, err error) error {
	var apiErr *Error
	if errors.As(err, &apiErr) {
		return err
	}
	if errors.Is(err, context.DeadlineExceeded) || errors.Is(ctx.Err(), context.DeadlineExceeded) {
		return &Error{Code: CodeDocumentProcessingTimeout, Message: fmt.Sprintf("The document could not be processed within %s.", e.opts.Timeout), Err: err}
	}
	if errors.Is(err, context.Canceled) {
		return fmt.Errorf("docextract: %w", err)
	}
	return &Error{Code: CodeInternal, Message: "An internal error occurred.", Err: err}
}

func (e *Extractor) extract(ctx context.Context, req Request) (Result, error) {
	data, err := e.document(ctx, req)
	if err != nil {
		return Result{}, err
	}
	t := e.types[req.DocumentType]
	sandbox := e.opts.Sandbox || req.Sandbox
	out, err := doctype.Extract(ctx, t, data, doctype.Options{Reader: e.reader, Today: e.now(), Logger: e.log, Sandbox: sandbox})
	if err != nil {
		var spec *doctype.SpecimenError
		if e.opts.Observer != nil && errors.As(err, &spec) {
			e.opts.Observer.SpecimenRefused(req.DocumentType)
		}
		return Result{}, extractError(req.DocumentType, err)
	}
	e.observePages(req.DocumentType, out.Document)
	spec := t.Spec()
	if err := spec.Conform(out.Values); err != nil {
		return Result{}, err
	}
	res := Result{ID: newID(), Livemode: !sandbox, DocumentType: req.DocumentType, Provenance: map[string]Provenance{}}
	res.Fields = fieldsOf(spec.Fields, out.Values, "", res.Provenance)
	res.Pages = pagesOf(out.Document)
	res.MRZ = mrzOf(out.Values.MRZ)
	res.Expanded = slices.Clone(req.Expand)
	if expands(req.Expand, ExpandPages) {
		if err := e.pageImages(ctx, data, out.Document, res.Pages); err != nil {
			return Result{}, err
		}
	}
	if req.Validations != nil {
		vr := validate(spec, res, *req.Validations, e.now(), e.fuzzyOptions())
		res.ValidationResult = &vr
	}
	return res, nil
}

// fieldsOf returns the values of fields and records their provenance under
// prefix and each field's JSON name.
func fieldsOf(fields []doctype.Field, v doctype.Values, prefix string, prov map[string]Provenance) Fields {
	var out Fields
	for _, f := range fields {
		if f.Kind == doctype.List {
			for _, item := range v.Lists[f.Name] {
				at := fmt.Sprintf("%s%s[%d].", prefix, f.Name, len(out.List(f.Name)))
				out.Append(f.Name, fieldsOf(f.Items, item, at, prov))
			}
			continue
		}
		if got := v.Get(f.Name); got.Found() {
			out.Set(f.Name, got.Value)
			prov[prefix+f.Name] = provenanceOf(got, f.Kind)
		}
	}
	return out
}

// provenanceOf returns the provenance of field f of kind kind, its
// confidence calibrated from its evidence (see Calibrate).
func provenanceOf(f layout.Field, kind doctype.Kind) Provenance {
	e := evidenceOf(f, kind)
	return Provenance{Page: f.Page, Box: Box(f.Box), Source: FieldSource(f.Source), Confidence: Calibrate(FieldSource(f.Source), kind, e),
		Rule: f.Rule, Evidence: e}
}

func (e *Extractor) fuzzyOptions() fuzzy.Options {
	return fuzzy.Options{Threshold: e.opts.FuzzyThreshold, Strict: e.opts.StrictFuzzy}
}

// extractError maps the errors of an extraction of type t to API errors.
func extractError(t DocumentType, err error) error {
	var spec *doctype.SpecimenError
	switch {
	case errors.As(err, &spec):
		e := notOfType(t)
		e.Message += " It is marked " + spec.Mark + " as a specimen or sample; send specimens with a sandbox key."
		e.Err = err
		return e
	case errors.Is(err, doctype.ErrNoEvidence):
		e := notOfType(t)
		e.Err = err
		return e
	case errors.Is(err, reading.ErrUnsupportedFormat):
		return &Error{Code: CodeDocumentContentTypeNotSupported, Message: "Only PDF, JPEG and PNG documents are supported.", Err: err}
	case errors.Is(err, reading.ErrTooManyPixels):
		return &Error{Code: CodeDocumentUnreadable, Message: "The image has too many pixels to be read.", Err: err}
	case errors.Is(err, reading.ErrUnreadable):
		return &Error{Code: CodeDocumentUnreadable, Message: "The document could not be read: it is corrupt, encrypted or has no pages.", Err: err}
	}
	return err
}

func notOfType(t DocumentType) *Error {
	return errorf(CodeDocumentNotOfType, "", "The document is not of the '%s' type.", t)
}

const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// newID returns "dex_" and 24 random base62 characters from crypto/rand.
func newID() string {
	b := make([]byte, 4, 28)
	copy(b, "dex_")
	max := big.NewInt(int64(len(base62)))
	for range 24 {
		n, err := rand.Int(rand.Reader, max)
		if err != nil {
			panic("docextract: crypto/rand failed: " + err.Error())
		}
		b = append(b, base62[n.Int64()])
	}
	return string(b)
}

var (
	defaultOnce      sync.Once
	defaultExtractor *Extractor
	defaultErr       error
)

// Extract extracts with a default Extractor, built with zero Options on
// first use and kept for the life of the process.
func Extract(ctx context.Context, req Request) (Result, error) {
	defaultOnce.Do(func() { defaultExtractor, defaultErr = New(Options{}) })
	if defaultErr != nil {
		return Result{}, defaultErr
	}
	return defaultExtractor.Extract(ctx, req)
}
