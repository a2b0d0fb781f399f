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

// Config configures a Server.
type Config struct {
	// Keys are the accepted API keys. A server with no keys refuses every request.
	Keys *Keys
	// Logger receives the access log and internal errors; nil discards them.
	Logger *slog.Logger
	// MaxInFlight bounds the extractions running or waiting for OCR; past it
	// requests get 503 service_overloaded. 0 means 16.
	MaxInFlight int
	// RetryAfter is the Retry-After of a 503; 0 means 2 s.
	RetryAfter time.Duration
}

// Server is the HTTP API. Its extractor may be set after the server starts
// listening: until then /healthz answers 503 and extractions are refused as
// overloaded.
type Server struct {
	keys       *Keys
	log        *slog.Logger
	retryAfter string
	slots      chan struct{}
	extractor  atomic.Pointer[Extractor]
}

// New returns a Server with no extractor yet.
func New(cfg Config) *Server {
	s := &Server{keys: cfg.Keys, log: cfg.Logger}
	if s.keys == nil {
		s.keys = &Keys{}
	}
	if s.log == nil {
		s.log = slog.New(slog.DiscardHandler)
	}
	if cfg.MaxInFlight <= 0 {
		cfg.MaxInFlight = 16
	}
	if cfg.RetryAfter <= 0 {
		cfg.RetryAfter = 2 * time.Second
	}
	s.retryAfter = strconv.Itoa(int((cfg.RetryAfter + time.Second - 1) / time.Second))
	s.slots = make(chan struct{}, cfg.MaxInFlight)
	return s
}

// SetExtractor makes the server ready to extract.
func (s *Server) SetExtractor(ex Extractor) {
	s.extractor.Store(&ex)
}

// exchange is one request and what the access log says of it.
type exchange struct {
	http.ResponseWriter
	id           string
	status       int
	bytes        int64
	livemode     bool
	keyKind      string
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
	return n, err
}

// ServeHTTP routes a request and writes the access log line.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	start := time.Now()
	x := &exchange{ResponseWriter: w, id: newRequestID(), keyKind: "none"}
	x.Header().Set("Request-Id", x.id)
	switch r.URL.Path {
	case "/document/extract":
		if r.Method != http.MethodPost {
			s.methodNotAllowed(x, "POST")
			break
		}
		s.extract(x, r)
	case "/healthz":
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			s.methodNotAllowed(x, "GET, HEAD")
			break
		}
		s.healthz(x)
	default:
		s.writeError(x, &docextract.Error{Code: docextract.CodeNotFound, Message: fmt.Sprintf("No endpoint %s %s.", r.Method, r.URL.Path)})
	}
	attrs := []any{
		"request_id", x.id, "method", r.Method, "path", r.URL.Path, "status", x.status,
		"duration_ms", time.Since(start).Milliseconds(), "bytes_in", r.ContentLength, "bytes_out", x.bytes,
		"key", x.keyKind,
	}
	if x.documentType != "" {
		attrs = append(attrs, "document_type", x.documentType)
	}
	if x.code != "" {
		attrs = append(attrs, "error", string(x.code))
	}
	s.log.Info("request", attrs...)
}

func (s *Server) healthz(x *exchange) {
	if s.extractor.Load() == nil {
		writeJSON(x, http.StatusServiceUnavailable, map[string]string{"status": "starting"})
		return
	}
	writeJSON(x, http.StatusOK, map[string]string{"status": "ok"})
}

func (s *Server) methodNotAllowed(x *exchange, allow string) {
	x.Header().Set("Allow", allow)
	s.writeError(x, &docextract.Error{Code: docextract.CodeMethodNotAllowed, Message: "This endpoint accepts " + allow + "."})
}

func (s *Server) extract(x *exchange, r *http.Request) {
	key := r.Header.Get("Authorization")
	if scheme, rest, ok := strings.Cut(key, " "); ok && strings.EqualFold(scheme, "Bearer") {
		key = rest
	}
	key = strings.TrimSpace(key)
	if key == "" {
		s.writeError(x, &docextract.Error{Code: docextract.CodeAPIKeyMissing, Message: "No API key given: send it in the Authorization header."})
		return
	}
	kind := s.keys.Lookup(key)
	switch kind {
	case Live:
		x.livemode, x.keyKind = true, "live"
	case Sandbox:
		x.keyKind = "sandbox"
	default:
		s.writeError(x, &docextract.Error{Code: docextract.CodeAPIKeyInvalid, Message: "The API key is not valid."})
		return
	}

	ex := s.extractor.Load()
	select {
	case s.slots <- struct{}{}:
		defer func() { <-s.slots }()
	default:
		ex = nil
	}
	if ex == nil {
		x.Header().Set("Retry-After", s.retryAfter)
		s.writeError(x, &docextract.Error{Code: docextract.CodeServiceOverloaded, Message: "The service is busy; retry after " + s.retryAfter + " s."})
		return
	}

	body, err := io.ReadAll(http.MaxBytesReader(x.ResponseWriter, r.Body, docextract.MaxRequestBodySize))
	if err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			s.writeError(x, &docextract.Error{Code: docextract.CodeDocumentTooLarge, Message: "The maximum allowed size is 50MB."})
			return
		}
		s.writeError(x, &docextract.Error{Code: docextract.CodeRequestBodyInvalid, Message: "The request body could not be read.", Err: err})
		return
	}
	req, err := docextract.ParseRequest(body)
	if err != nil {
		s.writeError(x, err)
		return
	}
	x.documentType = string(req.DocumentType)
	req.Sandbox = kind == Sandbox
	// The extractor's log records about this request, the C libraries'
	// messages included, carry its id.
	res, err := (*ex).Extract(docextract.WithRequestID(r.Context(), x.id), req)
	if err != nil {
		if r.Context().Err() != nil && docextract.ErrorCodeOf(err) == docextract.CodeInternal {
			// The client went away; there is nobody to answer.
			x.status, x.code = 499, "client_closed_request"
			return
		}
		s.writeError(x, err)
		return
	}
	writeJSON(x, http.StatusOK, res)
}

// statuses maps every error code to its HTTP status.
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
	var apiErr *docextract.Error
	if !errors.As(err, &apiErr) || apiErr.Code == docextract.CodeInternal {
		s.log.Error("internal error", "request_id", x.id, "error", err)
		apiErr = &docextract.Error{Code: docextract.CodeInternal, Message: "An internal error occurred; quote request id " + x.id + " when reporting it."}
	}
	x.code = apiErr.Code
	var body errorBody
	body.Error.Code = apiErr.Code
	body.Error.Message = apiErr.Message
	body.Error.Livemode = x.livemode
	body.Error.Field = apiErr.Field
	writeJSON(x, StatusOf(apiErr.Code), body)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	data, err := json.Marshal(v)
	if err != nil {
		status = http.StatusInternalServerError
		data = []byte(`{"error":{"code":"internal_error","message":"The response could not be encoded.","livemode":false}}`)
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Length", strconv.Itoa(len(data)+1))
	w.WriteHeader(status)
	w.Write(append(data, '\n'))
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
