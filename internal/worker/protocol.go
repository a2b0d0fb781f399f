package worker

import (
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"

	"github.com/docextract/docextract"
)

// A frame is a JSON header and an optional body of raw bytes (a request's
// document), each preceded by its length as a big-endian uint32:
//
//	hlen uint32 | blen uint32 | header (hlen bytes) | body (blen bytes)
//
// The supervisor writes frames on the worker's descriptor 3 and reads its
// replies on descriptor 4.

// maxHeader bounds a frame's header: a request without its document, or a
// result with every field.
const maxHeader = 16 << 20

// maxBody bounds a frame's body: one document, or its base64 payload.
const maxBody = docextract.MaxRequestBodySize

// errFrame is returned for a frame that breaks the protocol.
var errFrame = errors.New("worker: malformed frame")

// writeFrame writes header, marshalled as JSON, and body as one frame.
func writeFrame(w io.Writer, header any, body []byte) error {
	h, err := json.Marshal(header)
	if err != nil {
		return err
	}
	var prefix [8]byte
	binary.BigEndian.PutUint32(prefix[:4], uint32(len(h)))
	binary.BigEndian.PutUint32(prefix[4:], uint32(len(body)))
	buf := make([]byte, 0, len(prefix)+len(h))
	buf = append(append(buf, prefix[:]...), h...)
	if _, err := w.Write(buf); err != nil {
		return err
	}
	if len(body) > 0 {
		_, err = w.Write(body)
	}
	return err
}

// readFrame reads one frame, unmarshals its header into header and returns
// its body (nil when empty). It returns io.EOF only when the stream ends
// between frames.
func readFrame(r io.Reader, header any) ([]byte, error) {
	var prefix [8]byte
	if _, err := io.ReadFull(r, prefix[:]); err != nil {
		return nil, err
	}
	hlen, blen := binary.BigEndian.Uint32(prefix[:4]), binary.BigEndian.Uint32(prefix[4:])
	if hlen > maxHeader || blen > maxBody {
		return nil, fmt.Errorf("%w: header of %d bytes, body of %d", errFrame, hlen, blen)
	}
	h := make([]byte, hlen)
	if _, err := io.ReadFull(r, h); err != nil {
		return nil, noEOF(err)
	}
	var body []byte
	if blen > 0 {
		body = make([]byte, blen)
		if _, err := io.ReadFull(r, body); err != nil {
			return nil, noEOF(err)
		}
	}
	if err := json.Unmarshal(h, header); err != nil {
		return nil, fmt.Errorf("%w: %v", errFrame, err)
	}
	return body, nil
}

func noEOF(err error) error {
	if errors.Is(err, io.EOF) {
		return io.ErrUnexpectedEOF
	}
	return err
}

// config is the first frame a worker reads: how to build its Extractor.
type config struct {
	TessdataDir       string  `json:"tessdata_dir,omitempty"`
	LegacyTessdataDir string  `json:"legacy_tessdata_dir,omitempty"`
	MaxPages          int     `json:"max_pages,omitempty"`
	MaxPixels         int64   `json:"max_pixels,omitempty"`
	AllowPrivateURLs  bool    `json:"allow_private_urls,omitempty"`
	TimeoutMS         int64   `json:"timeout_ms,omitempty"`
	FuzzyThreshold    float64 `json:"fuzzy_threshold,omitempty"`
	StrictFuzzy       bool    `json:"strict_fuzzy,omitempty"`
	Sandbox           bool    `json:"sandbox,omitempty"`
	// MemoryLimit is the worker's RLIMIT_DATA in bytes; 0 sets none.
	MemoryLimit int64 `json:"memory_limit,omitempty"`
	// GCPercent is the Go collector's target (debug.SetGCPercent); 0
	// leaves the runtime's (GOGC).
	GCPercent int `json:"gc_percent,omitempty"`
	// GoMemoryLimit is the Go runtime's soft memory limit in bytes
	// (debug.SetMemoryLimit); 0 leaves the runtime's (GOMEMLIMIT).
	GoMemoryLimit int64 `json:"go_memory_limit,omitempty"`
	// IdleReleaseMS is the Extractor's IdleRelease in milliseconds.
	IdleReleaseMS int64 `json:"idle_release_ms,omitempty"`
	// LogLevel is the lowest level the supervisor's logger keeps.
	LogLevel int `json:"log_level"`
	// SharedOCR has the worker send the recognitions of the shared models
	// to the supervisor (see ocrHost) instead of loading them.
	SharedOCR bool `json:"shared_ocr,omitempty"`
	// Role is roleOCR for the process that holds the shared models, ""
	// for a worker that extracts.
	Role string `json:"role,omitempty"`
}

// roleOCR is the role of the process that answers the workers' shared
// recognitions (docextract.OCRHost).
const roleOCR = "ocr"

// requestFrame is one extraction to run. Its frame's body is the
// request's document or base64 payload, which would be large in JSON.
type requestFrame struct {
	Request docextract.Request `json:"request"`
	// Body says what the body is: bodyDocument (Request.Document, which
	// JSON leaves out), bodyPayload (Request.Payload) or "" (neither).
	Body    string `json:"body,omitempty"`
	Sandbox bool   `json:"sandbox,omitempty"`
	// Expand is the request's Expand, which JSON leaves out too.
	Expand []docextract.Expansion `json:"expand,omitempty"`
	// OCR marks a shared recognition instead of a request: to a worker,
	// the answer to its call (the body), or OCRError when none came; to
	// the OCR host, a call (the body).
	OCR      bool   `json:"ocr,omitempty"`
	OCRError string `json:"ocr_error,omitempty"`
}

// What a request frame's body holds.
const (
	bodyDocument = "document"
	bodyPayload  = "payload"
)

// replyFrame is a worker's answer: Ready after its start (or Error when it
// could not start), then one Result or Error per request.
type replyFrame struct {
	Ready  bool         `json:"ready,omitempty"`
	Result *resultFrame `json:"result,omitempty"`
	Error  *errorFrame  `json:"error,omitempty"`
	// OCR marks a shared recognition instead of a reply: from a worker, a
	// call (the body), which the supervisor answers before the reply;
	// from the OCR host, an answer (the body).
	OCR bool `json:"ocr,omitempty"`
	// body is the frame's body: a result's page images (see resultFrame),
	// or a shared recognition's call or answer.
	body []byte
}

// resultFrame is a docextract.Result: its JSON body without expansions,
// and what that JSON leaves out (provenance, the pages, the MRZ, the
// expansions asked for, and the explanation of each check), as they are
// in Go: boxes in page units, page sizes. The pages' images, which may be
// megabytes, are the frame's body, one after another.
type resultFrame struct {
	JSON       json.RawMessage                  `json:"json"`
	Provenance map[string]docextract.Provenance `json:"provenance,omitempty"`
	Pages      []docextract.Page                `json:"pages,omitempty"`
	// Images holds the length in the body of each page's image, in the
	// order of Pages; nil when no page has one.
	Images   []int                  `json:"images,omitempty"`
	MRZ      *docextract.MRZ        `json:"mrz,omitempty"`
	Expanded []docextract.Expansion `json:"expanded,omitempty"`
	// Explanations holds each check's Explanation, null where it has none.
	Explanations []json.RawMessage `json:"explanations,omitempty"`
}

// errorFrame is an extraction's error: a *docextract.Error and its cause
// as text.
type errorFrame struct {
	Code    docextract.ErrorCode `json:"code,omitempty"`
	Message string               `json:"message,omitempty"`
	Field   string               `json:"field,omitempty"`
	Cause   string               `json:"cause,omitempty"`
}

// encodeRequest returns the frame of req and its body.
func encodeRequest(req docextract.Request) (requestFrame, []byte) {
	f := requestFrame{Request: req, Sandbox: req.Sandbox, Expand: req.Expand}
	switch {
	case req.Document != nil:
		f.Body = bodyDocument
		return f, req.Document
	case req.Payload != "":
		f.Body, f.Request.Payload = bodyPayload, ""
		return f, []byte(req.Payload)
	}
	return f, nil
}

// decodeRequest returns the request of a frame and its body.
func decodeRequest(f requestFrame, body []byte) (docextract.Request, error) {
	req := f.Request
	req.Sandbox = f.Sandbox
	req.Expand = f.Expand
	switch f.Body {
	case "":
	case bodyDocument:
		req.Document = body
		if req.Document == nil {
			req.Document = []byte{}
		}
	case bodyPayload:
		req.Payload = string(body)
	default:
		return docextract.Request{}, fmt.Errorf("%w: body %q", errFrame, f.Body)
	}
	return req, nil
}

// encodeResult returns the frame of res and its body.
func encodeResult(res docextract.Result) (*resultFrame, []byte, error) {
	bare := res
	bare.Expanded = nil
	data, err := json.Marshal(bare)
	if err != nil {
		return nil, nil, err
	}
	f := &resultFrame{JSON: data, Provenance: res.Provenance, MRZ: res.MRZ, Expanded: res.Expanded}
	var body []byte
	if res.Pages != nil {
		f.Pages = make([]docextract.Page, len(res.Pages))
	}
	for i, p := range res.Pages {
		if p.Image != nil && f.Images == nil {
			f.Images = make([]int, len(res.Pages))
		}
		if p.Image != nil {
			f.Images[i] = len(p.Image)
			body = append(body, p.Image...)
		}
		p.Image = nil
		f.Pages[i] = p
	}
	if len(body) > maxBody {
		return nil, nil, fmt.Errorf("worker: page images of %d bytes, more than a frame holds", len(body))
	}
	if res.ValidationResult != nil {
		for i, c := range res.ValidationResult.Checks {
			if c.Explanation == nil {
				continue
			}
			if f.Explanations == nil {
				f.Explanations = make([]json.RawMessage, len(res.ValidationResult.Checks))
				for k := range f.Explanations {
					f.Explanations[k] = json.RawMessage("null")
				}
			}
			if f.Explanations[i], err = json.Marshal(c.Explanation); err != nil {
				return nil, nil, err
			}
		}
	}
	return f, body, nil
}

// decodeResult returns the result of a frame and its body.
func decodeResult(f *resultFrame, body []byte) (docextract.Result, error) {
	var res docextract.Result
	if err := json.Unmarshal(f.JSON, &res); err != nil {
		return docextract.Result{}, fmt.Errorf("%w: result: %v", errFrame, err)
	}
	res.Provenance, res.Pages, res.MRZ, res.Expanded = f.Provenance, f.Pages, f.MRZ, f.Expanded
	if f.Images != nil && len(f.Images) != len(f.Pages) {
		return docextract.Result{}, fmt.Errorf("%w: %d images for %d pages", errFrame, len(f.Images), len(f.Pages))
	}
	for i, n := range f.Images {
		if n < 0 || n > len(body) {
			return docextract.Result{}, fmt.Errorf("%w: an image of %d bytes in a body of %d", errFrame, n, len(body))
		}
		if n > 0 {
			res.Pages[i].Image, body = body[:n:n], body[n:]
		}
	}
	if len(body) > 0 {
		return docextract.Result{}, fmt.Errorf("%w: %d bytes of body left", errFrame, len(body))
	}
	if f.Explanations != nil {
		if res.ValidationResult == nil || len(res.ValidationResult.Checks) != len(f.Explanations) {
			return docextract.Result{}, fmt.Errorf("%w: %d explanations for the checks", errFrame, len(f.Explanations))
		}
		for i, raw := range f.Explanations {
			if err := json.Unmarshal(raw, &res.ValidationResult.Checks[i].Explanation); err != nil {
				return docextract.Result{}, fmt.Errorf("%w: explanation: %v", errFrame, err)
			}
		}
	}
	return res, nil
}

// encodeError returns the frame of err.
func encodeError(err error) *errorFrame {
	f := &errorFrame{}
	var apiErr *docextract.Error
	if errors.As(err, &apiErr) {
		f.Code, f.Message, f.Field = apiErr.Code, apiErr.Message, apiErr.Field
		if apiErr.Err != nil {
			f.Cause = apiErr.Err.Error()
		}
		return f
	}
	f.Cause = err.Error()
	return f
}

// decodeError returns the error of a frame: a *docextract.Error whose Err
// holds the cause's text, or, for an error that was not one, an internal
// error with that cause.
func decodeError(f *errorFrame) error {
	var cause error
	if f.Cause != "" {
		cause = errors.New(f.Cause)
	}
	if f.Code == "" {
		return &docextract.Error{Code: docextract.CodeInternal, Message: "An internal error occurred.", Err: cause}
	}
	return &docextract.Error{Code: f.Code, Message: f.Message, Field: f.Field, Err: cause}
}
