package httpapi

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"time"

	"github.com/docextract/docextract"
)

// Extractor is what the server needs of a *docextract.Extractor.
type Extractor interface {
	Extract(ctx context.Context, req docextract.Request) (docextract.Result, error)
}

// Defaults of the zero fields of Config.
const (
	DefaultMaxInFlight      = 16
	DefaultRetryAfter       = 2 * time.Second
	DefaultBodyTimeout      = 30 * time.Second
	DefaultMaxUploads       = 64
	DefaultMaxUploadsPerKey = 8
	DefaultMaxHeaderBytes   = 32 << 10
)

// writeGrace is the time left to write an answer after a deadline d
// passed: a 504 at the processing deadline, or the error of a body that
// timed out.
// It is d, within 1 s and 10 s.
func writeGrace(d time.Duration) time.Duration { return min(10*time.Second, max(time.Second, d)) }

// Config configures a Server.
type Config struct {
	// Keys are the accepted API keys. A server with no keys refuses every request.
	Keys *Keys
	// Logger receives the access log (extractions at info level, probes,
	// metrics and the contract at debug level) and internal errors; nil
	// discards them.
	Logger *slog.Logger
	// MaxInFlight bounds the extractions running or waiting for a running
	// slot; past it requests get 503 service_overloaded. 0 means 16.
	MaxInFlight int
	// Concurrency bounds the extractions running at once; the others of
	// MaxInFlight wait, first come first served. 0 means MaxInFlight.
	Concurrency int
	// RetryAfter is the Retry-After of a 503; 0 means 2 s.
	RetryAfter time.Duration
	// BodyTimeout bounds the reading of a request body, which happens
	// before any work slot is taken; 0 means 30 s.
	BodyTimeout time.Duration
	// MaxUploads bounds the request bodies read at once, and
	// MaxUploadsPerKey those of one API key; past them requests get 503.
	// 0 means 64 and 8.
	MaxUploads, MaxUploadsPerKey int
	// ProcessingTimeout bounds an extraction from its admission to the
	// queue, waiting included; 0 means docextract.ProcessingTimeout.
	ProcessingTimeout time.Duration
	// MaxHeaderBytes is the size of request headers (names, values and the
	// request line) above which a request gets 431 request_headers_too_large;
	// 0 means 32 KB. http.Server.MaxHeaderBytes must be larger: net/http
	// answers past it itself, in plain text.
	MaxHeaderBytes int
	// Metrics are served at /metrics; nil makes new ones.
	Metrics *Metrics
	// ReviewPage serves the review page at / (with /review.js and
	// /review.css): a static page that sends a file to /document/extract
	// with a key the user types and draws the answer. Off, those paths
	// answer 404 not_found like any unknown path.
	ReviewPage bool
}

// Server is the HTTP API. Its extractor may be set after the server starts
// listening: until then /readyz answers 503 and extractions are refused as
// overloaded.
type Server struct {
	keys              *Keys
	log               *slog.Logger
	retryAfter        string
	bodyTimeout       time.Duration
	processingTimeout time.Duration
	maxHeaderBytes    int
	uploads           *uploads
	queue             *queue
	metrics           *Metrics
	openAPI           []byte
	reviewPage        bool
	extractor         atomic.Pointer[Extractor]
	draining          atomic.Bool
}

// New returns a Server with no extractor yet.
func New(cfg Config) *Server {
	s := &Server{keys: cfg.Keys, log: cfg.Logger, metrics: cfg.Metrics, reviewPage: cfg.ReviewPage}
	if s.keys == nil {
		s.keys = &Keys{}
	}
	if s.log == nil {
		s.log = slog.New(slog.DiscardHandler)
	}
	if s.metrics == nil {
		s.metrics = NewMetrics()
	}
	cfg.MaxInFlight = orDefault(cfg.MaxInFlight, DefaultMaxInFlight)
	cfg.Concurrency = min(orDefault(cfg.Concurrency, cfg.MaxInFlight), cfg.MaxInFlight)
	cfg.RetryAfter = orDefault(cfg.RetryAfter, DefaultRetryAfter)
	s.bodyTimeout = orDefault(cfg.BodyTimeout, DefaultBodyTimeout)
	s.processingTimeout = orDefault(cfg.ProcessingTimeout, docextract.ProcessingTimeout)
	s.maxHeaderBytes = orDefault(cfg.MaxHeaderBytes, DefaultMaxHeaderBytes)
	s.retryAfter = strconv.Itoa(int((cfg.RetryAfter + time.Second - 1) / time.Second))
	s.uploads = newUploads(orDefault(cfg.MaxUploads, DefaultMaxUploads), orDefault(cfg.MaxUploadsPerKey, DefaultMaxUploadsPerKey))
	s.queue = newQueue(cfg.MaxInFlight, cfg.Concurrency)
	s.openAPI = OpenAPI()
	s.metrics.server.Store(s)
	return s
}

func orDefault[T int | time.Duration](v, def T) T {
	if v <= 0 {
		return def
	}
	return v
}

// SetExtractor makes the server ready to extract.
func (s *Server) SetExtractor(ex Extractor) {
	s.extractor.Store(&ex)
}

// Drain makes /readyz and /healthz answer 503 "draining", so that load
// balancers stop sending requests before the server shuts down. Requests
// that still arrive are served.
func (s *Server) Drain() { s.draining.Store(true) }

// readiness is "ok", "starting" (no extractor yet) or "draining".
func (s *Server) readiness() string {
	switch {
	case s.draining.Load():
		return "draining"
	case s.extractor.Load() == nil:
		return "starting"
	}
	return "ok"
}

// exchange is one request and what the access log says of it.
type exchange struct {
	http.ResponseWriter
	id           string
	endpoint     string
	status       int
	bytes        int64 // bytes of the body written and flushed
	bytesIn      int64
	unreadBody   bool // the request has a body not read yet
	writeErr     error
	livemode     bool
	keyKind      string
	keyIndex     int
	documentType string
	code         docextract.ErrorCode
}

func (x *exchange) WriteHeader(status int) {
	if x.status == 0 {
		x.status = status
	}
	x.ResponseWriter.WriteHeader(status)
}

func (x *exchange) Write(b []byte) (int, error) {
	if x.status == 0 {
		x.status = http.StatusOK
	}
	n, err := x.ResponseWriter.Write(b)
	x.bytes += int64(n)
	if err != nil && x.writeErr == nil {
		x.writeErr = err
	}
	return n, err
}

// Unwrap lets http.ResponseController reach the connection's writer.
func (x *exchange) Unwrap() http.ResponseWriter { return x.ResponseWriter }

// route is one endpoint: its methods and its handler.
type route struct {
	name    string
	allow   string
	handler func(s *Server, x *exchange, r *http.Request)
	// quiet endpoints (probes, metrics, the contract) log at debug level.
	quiet bool
}

// routes are matched on the escaped path, so that "%2F" is never read as a
// separator: /document%2Fextract is not /document/extract.
var routes = map[string]route{
	"/document/extract":    {"extract", "POST", (*Server).extract, false},
	"/v1/document/extract": {"extract", "POST", (*Server).extract, false},
	"/healthz":             {"healthz", "GET, HEAD", (*Server).ready, true},
	"/readyz":              {"readyz", "GET, HEAD", (*Server).ready, true},
	"/livez":               {"livez", "GET, HEAD", (*Server).live, true},
	"/metrics":             {"metrics", "GET, HEAD", (*Server).serveMetrics, true},
	"/openapi.json":        {"openapi", "GET, HEAD", (*Server).serveOpenAPI, true},
	// The review page, when Config.ReviewPage is set.
	"/":           {"review", "GET, HEAD", (*Server).serveReview, true},
	"/review.js":  {"review", "GET, HEAD", (*Server).serveReview, true},
	"/review.css": {"review", "GET, HEAD", (*Server).serveReview, true},
}

// ServeHTTP routes a request and writes the access log line.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	x := &exchange{ResponseWriter: w, id: requestID(r.Header.Get("X-Request-Id")), keyKind: "none", keyIndex: -1, endpoint: "other",
		unreadBody: r.ContentLength != 0}
	x.Header().Set("Request-Id", x.id)
	x.Header().Set("X-Request-Id", x.id)
	// Every request gets deadlines; an extraction moves them once its body is read.
	rc := http.NewResponseController(x)
	rc.SetReadDeadline(start.Add(s.bodyTimeout))
	rc.SetWriteDeadline(start.Add(s.bodyTimeout + writeGrace(s.bodyTimeout)))
	if key := apiKey(r); key != "" {
		// livemode follows the key on every answer, 404 and 405 included.
		kind, index := s.keys.lookup(key)
		x.keyIndex = index
		switch kind {
		case Live:
			x.livemode, x.keyKind = true, "live"
		case Sandbox:
			x.keyKind = "sandbox"
		default:
			x.keyKind = "invalid"
		}
	}
	rt, found := routes[r.URL.EscapedPath()]
	if rt.name == "review" && !s.reviewPage {
		found = false
	}
	switch {
	case headerBytes(r) > s.maxHeaderBytes:
		s.writeError(x, &docextract.Error{Code: docextract.CodeRequestHeadersTooLarge, Message: fmt.Sprintf("The request headers are larger than %d bytes.", s.maxHeaderBytes)})
	case !found:
		s.writeError(x, &docextract.Error{Code: docextract.CodeNotFound, Message: fmt.Sprintf("No endpoint %s %s.", r.Method, r.URL.EscapedPath())})
	case !strings.Contains(", "+rt.allow+",", ", "+r.Method+","):
		x.endpoint = rt.name
		x.Header().Set("Allow", rt.allow)
		s.writeError(x, &docextract.Error{Code: docextract.CodeMethodNotAllowed, Message: "This endpoint accepts " + rt.allow + "."})
	default:
		x.endpoint = rt.name
		rt.handler(s, x, r)
	}
	s.accessLog(x, r, start, found && rt.quiet)
}

// accessLog writes the request's line and counts it in the metrics: the
// status and bytes actually written, and the write error when the answer
// did not reach the client.
func (s *Server) accessLog(x *exchange, r *http.Request, start time.Time, quiet bool) {
	elapsed := time.Since(start)
	s.metrics.request(x.endpoint, x.documentType, x.status, x.code)
	if x.endpoint == "extract" {
		s.metrics.duration.WithLabelValues(x.documentType, result(x.code == "")).Observe(elapsed.Seconds())
	}
	level := slog.LevelInfo
	if quiet && x.code == "" {
		level = slog.LevelDebug
	}
	attrs := []any{
		"request_id", x.id, "method", r.Method, "path", r.URL.EscapedPath(), "status", x.status,
		"duration_ms", elapsed.Milliseconds(), "bytes_in", x.bytesIn, "bytes_out", x.bytes,
		"key", x.keyKind,
	}
	if x.documentType != "" {
		attrs = append(attrs, "document_type", x.documentType)
	}
	if x.code != "" {
		attrs = append(attrs, "error", string(x.code))
	}
	if x.writeErr != nil {
		attrs = append(attrs, "write_error", x.writeErr.Error())
	}
	s.log.Log(context.Background(), level, "request", attrs...)
}

func (s *Server) ready(x *exchange, r *http.Request) {
	st := s.readiness()
	status := http.StatusOK
	if st != "ok" {
		status = http.StatusServiceUnavailable
	}
	writeJSON(x, status, map[string]string{"status": st})
}

func (s *Server) live(x *exchange, r *http.Request) {
	writeJSON(x, http.StatusOK, map[string]string{"status": "ok"})
}

func (s *Server) serveMetrics(x *exchange, r *http.Request) {
	s.metrics.Handler().ServeHTTP(x, r)
}

func (s *Server) serveOpenAPI(x *exchange, r *http.Request) {
	x.Header().Set("Content-Type", "application/json")
	x.Header().Set("Content-Length", strconv.Itoa(len(s.openAPI)))
	x.WriteHeader(http.StatusOK)
	x.Write(s.openAPI)
}

// apiKey returns the key of the Authorization header, "" when none.
func apiKey(r *http.Request) string {
	key := r.Header.Get("Authorization")
	if scheme, rest, ok := strings.Cut(key, " "); ok && strings.EqualFold(scheme, "Bearer") {
		key = rest
	}
	return strings.TrimSpace(key)
}

// expandParam is the one query parameter of the extract endpoint: Stripe's
// form of a list, the name repeated with brackets.
const expandParam = "expand[]"

// expansions returns the expansions u's query asks for with expand[]. Any
// other spelling of the parameter (expand, expand[0]) is parameter_unknown,
// so that a client that wrote it does not silently go without; other
// query parameters are ignored, as they always were.
func expansions(u *url.URL) ([]docextract.Expansion, error) {
	q := u.Query() // malformed pairs are left out, as they always were
	for key := range q {
		if key != expandParam && strings.HasPrefix(key, "expand") {
			return nil, &docextract.Error{Code: docextract.CodeParameterUnknown, Field: key,
				Message: fmt.Sprintf("Unknown query parameter '%s'; expansions are asked for as expand[]=provenance&expand[]=mrz.", key)}
		}
	}
	return docextract.ParseExpansions(q[expandParam])
}

func (s *Server) extract(x *exchange, r *http.Request) {
	switch x.keyKind {
	case "none":
		s.writeError(x, &docextract.Error{Code: docextract.CodeAPIKeyMissing, Message: "No API key given: send it in the Authorization header."})
		return
	case "invalid":
		s.writeError(x, &docextract.Error{Code: docextract.CodeAPIKeyInvalid, Message: "The API key is not valid."})
		return
	}
	expand, err := expansions(r.URL)
	if err != nil {
		s.writeError(x, err)
		return
	}
	ex := s.extractor.Load()
	if ex == nil {
		s.overloaded(x, "The service is starting")
		return
	}
	body, ok := s.readBody(x, r)
	if !ok {
		return
	}
	req, err := docextract.ParseRequest(body)
	if err != nil {
		s.writeError(x, err)
		return
	}
	body = nil
	x.documentType = string(req.DocumentType)
	req.Sandbox = x.keyKind == "sandbox"
	req.Expand = expand

	// Only now, body read and request valid, is a place in the queue taken.
	if !s.queue.admit() {
		s.overloaded(x, "The service is busy")
		return
	}
	admitted := time.Now()
	// The answer, a 504 at the deadline included, is written after it.
	http.NewResponseController(x).SetWriteDeadline(admitted.Add(s.processingTimeout + writeGrace(s.processingTimeout)))
	// The extractor's log records about this request, the C libraries'
	// messages included, carry its id.
	res, err := s.run(docextract.WithRequestID(r.Context(), x.id), *ex, req, admitted)
	if err != nil {
		s.extractError(x, r, err)
		return
	}
	writeJSON(x, http.StatusOK, res)
}

// run waits for a running slot and extracts, within the processing
// timeout from admitted. Its place in the queue is given back before the
// answer is written, so that a client slow to read it holds none.
func (s *Server) run(ctx context.Context, ex Extractor, req docextract.Request, admitted time.Time) (docextract.Result, error) {
	defer s.queue.leave()
	ctx, cancel := context.WithDeadline(ctx, admitted.Add(s.processingTimeout))
	defer cancel()
	if err := s.queue.run(ctx); err != nil {
		return docextract.Result{}, err
	}
	defer s.queue.done()
	s.metrics.queueWait.Observe(time.Since(admitted).Seconds())
	return ex.Extract(ctx, req)
}

// extractError answers an extraction's error: a deadline is a 504; a client
// that went away gets nothing and is logged as 499.
func (s *Server) extractError(x *exchange, r *http.Request, err error) {
	if r.Context().Err() != nil {
		x.status, x.code = 499, docextract.CodeRequestCanceled
		return
	}
	var apiErr *docextract.Error
	if !errors.As(err, &apiErr) && errors.Is(err, context.DeadlineExceeded) {
		err = &docextract.Error{Code: docextract.CodeDocumentProcessingTimeout, Message: fmt.Sprintf("The document could not be processed within %s.", s.processingTimeout), Err: err}
	}
	s.writeError(x, err)
}

// readBody reads the request body, whole, under its own deadline and size
// limit and with an upload slot of the key's; it answers the error itself
// and returns false when it cannot.
func (s *Server) readBody(x *exchange, r *http.Request) ([]byte, bool) {
	if r.ContentLength > docextract.MaxRequestBodySize {
		s.tooLarge(x)
		return nil, false
	}
	if !s.uploads.acquire(x.keyIndex) {
		s.overloaded(x, "Too many uploads are in progress")
		return nil, false
	}
	defer s.uploads.release(x.keyIndex)
	cr := &countingReader{r: http.MaxBytesReader(x.ResponseWriter, r.Body, docextract.MaxRequestBodySize)}
	body, err := io.ReadAll(cr)
	x.bytesIn = cr.n
	var tooBig *http.MaxBytesError
	switch {
	case errors.As(err, &tooBig):
		s.tooLarge(x)
		return nil, false
	case isTimeout(err):
		s.writeError(x, &docextract.Error{Code: docextract.CodeRequestBodyInvalid, Message: fmt.Sprintf("The request body was not received within %s.", s.bodyTimeout), Err: err})
		return nil, false
	case err != nil:
		if r.Context().Err() != nil {
			x.status, x.code = 499, docextract.CodeRequestCanceled
			return nil, false
		}
		s.writeError(x, &docextract.Error{Code: docextract.CodeRequestBodyInvalid, Message: "The request body could not be read.", Err: err})
		return nil, false
	}
	x.unreadBody = false
	// No read deadline while the extraction runs: net/http's read in the
	// background, which notices a client going away, would take its
	// passing for one and cancel the request.
	http.NewResponseController(x).SetReadDeadline(time.Time{})
	return body, true
}

func isTimeout(err error) bool {
	var t interface{ Timeout() bool }
	return errors.As(err, &t) && t.Timeout()
}

type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// tooLarge answers a body over docextract.MaxRequestBodySize: 413.
func (s *Server) tooLarge(x *exchange) {
	s.writeErrorStatus(x, http.StatusRequestEntityTooLarge, &docextract.Error{Code: docextract.CodeDocumentTooLarge,
		Message: fmt.Sprintf("The request body is larger than a 50MB document can be (%d bytes); the maximum allowed size is 50MB.", docextract.MaxRequestBodySize)})
}

func (s *Server) overloaded(x *exchange, why string) {
	x.Header().Set("Retry-After", s.retryAfter)
	s.writeError(x, &docextract.Error{Code: docextract.CodeServiceOverloaded, Message: why + "; retry after " + s.retryAfter + " s."})
}

// statuses maps every error code the server sends to its HTTP status.
// document_too_large is also sent with 413, for a body over the limit.
var statuses = map[docextract.ErrorCode]int{
	docextract.CodeAPIKeyMissing:                   http.StatusUnauthorized,
	docextract.CodeAPIKeyInvalid:                   http.StatusUnauthorized,
	docextract.CodeRequestBodyInvalid:              http.StatusBadRequest,
	docextract.CodeParameterMissing:                http.StatusBadRequest,
	docextract.CodeParameterInvalid:                http.StatusBadRequest,
	docextract.CodeParameterUnknown:                http.StatusBadRequest,
	docextract.CodeDocumentTypeNotSupported:        http.StatusBadRequest,
	docextract.CodeDocumentNotOfType:               http.StatusBadRequest,
	docextract.CodeDocumentBase64PayloadInvalid:    http.StatusBadRequest,
	docextract.CodeDocumentURLUnreachable:          http.StatusBadRequest,
	docextract.CodeDocumentContentTypeNotSupported: http.StatusBadRequest,
	docextract.CodeDocumentTooLarge:                http.StatusBadRequest,
	docextract.CodeDocumentUnreadable:              http.StatusBadRequest,
	docextract.CodeNotFound:                        http.StatusNotFound,
	docextract.CodeMethodNotAllowed:                http.StatusMethodNotAllowed,
	docextract.CodeRequestHeadersTooLarge:          http.StatusRequestHeaderFieldsTooLarge,
	docextract.CodeServiceOverloaded:               http.StatusServiceUnavailable,
	docextract.CodeDocumentProcessingTimeout:       http.StatusGatewayTimeout,
	docextract.CodeInternal:                        http.StatusInternalServerError,
}

// StatusOf returns the HTTP status of an error code; unknown codes are 500.
func StatusOf(code docextract.ErrorCode) int {
	if st, ok := statuses[code]; ok {
		return st
	}
	return http.StatusInternalServerError
}

// errorBody is the JSON shape of every error.
type errorBody struct {
	Error struct {
		Code     docextract.ErrorCode `json:"code"`
		Message  string               `json:"message"`
		Livemode bool                 `json:"livemode"`
		Field    string               `json:"field,omitempty"`
	} `json:"error"`
}

// writeError writes err as the API's error body. Errors that are not
// *docextract.Error are internal: they are logged with the request id,
// and the client sees only that id.
func (s *Server) writeError(x *exchange, err error) {
	s.writeErrorStatus(x, 0, err)
}

// writeErrorStatus writes err with status, or with its code's status when 0.
func (s *Server) writeErrorStatus(x *exchange, status int, err error) {
	var apiErr *docextract.Error
	if !errors.As(err, &apiErr) || apiErr.Code == docextract.CodeInternal || StatusOf(apiErr.Code) == http.StatusInternalServerError {
		s.log.Error("internal error", "request_id", x.id, "error", err)
		apiErr = &docextract.Error{Code: docextract.CodeInternal, Message: "An internal error occurred; quote request id " + x.id + " when reporting it."}
	}
	if status == 0 {
		status = StatusOf(apiErr.Code)
	}
	x.code = apiErr.Code
	var body errorBody
	body.Error.Code = apiErr.Code
	body.Error.Message = apiErr.Message
	body.Error.Livemode = x.livemode
	body.Error.Field = apiErr.Field
	writeJSON(x, status, body)
}

// writeJSON writes v and flushes it, so that a failed write shows in the
// access log.
func writeJSON(x *exchange, status int, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		status = http.StatusInternalServerError
		data = []byte(`{"error":{"code":"internal_error","message":"The response could not be encoded.","livemode":false}}`)
	}
	x.Header().Set("Content-Type", "application/json")
	x.Header().Set("Content-Length", strconv.Itoa(len(data)+1))
	if x.unreadBody {
		// Else net/http would read what is left of the body before
		// answering: a slow client would hold its answer back.
		x.Header().Set("Connection", "close")
	}
	x.WriteHeader(status)
	x.Write(append(data, '\n'))
	if err := http.NewResponseController(x).Flush(); err != nil && x.writeErr == nil {
		x.writeErr = err
	}
	if x.writeErr != nil {
		x.bytes = 0
	}
}

// headerBytes is the size of r's request line and headers as sent.
func headerBytes(r *http.Request) int {
	n := len(r.Method) + len(r.RequestURI) + len(r.Proto) + 4
	for name, values := range r.Header {
		for _, v := range values {
			n += len(name) + len(v) + 4
		}
	}
	return n
}

// safeRequestID is an inbound X-Request-Id the server adopts: a token of
// letters, digits and . _ : - up to 128 characters, nothing a log or a
// header could misread.
var safeRequestID = regexp.MustCompile(`^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$`)

// requestID returns the inbound id when it is safe, else a new one.
func requestID(inbound string) string {
	if safeRequestID.MatchString(inbound) {
		return inbound
	}
	return newRequestID()
}

const idChars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"

// newRequestID returns "req_" and 20 random base62 characters.
func newRequestID() string {
	var raw [20]byte
	rand.Read(raw[:])
	b := []byte("req_")
	for _, c := range raw {
		// 248 = 4 × 62: rejection would be unbiased, but a request id need only be unique.
		b = append(b, idChars[int(c)%len(idChars)])
	}
	return string(b)
}
