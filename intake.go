package docextract

import (
	"context"
	"encoding/base64"
	"errors"
	"strings"

	"github.com/docextract/docextract/internal/fetch"
)

// MaxDocumentSize is the largest document accepted: 50 MB, counted as
// 50 × 2^20 bytes.
const MaxDocumentSize = 50 << 20

// MaxRequestBodySize is the largest request body the HTTP API reads: a
// 50 MB document as base64 with line breaks and escaped slashes, plus the
// envelope. Larger bodies are document_too_large.
const MaxRequestBodySize = 80 << 20

// document returns the request's document bytes: decoded from base64,
// fetched from the URL, or given directly by a Go caller.
func (e *Extractor) document(ctx context.Context, req Request) ([]byte, error) {
	switch {
	case req.Document != nil:
		if len(req.Document) > MaxDocumentSize {
			return nil, tooLarge()
		}
		return req.Document, nil
	case req.Source == SourceURL:
		data, err := e.fetcher.Fetch(ctx, req.URL)
		switch {
		case err == nil:
			return data, nil
		case errors.Is(err, fetch.ErrTooLarge):
			return nil, tooLarge()
		case ctx.Err() != nil:
			// Our own deadline or the caller's cancellation, not the server's fault.
			return nil, ctx.Err()
		default:
			// The reason says refused or failed, never the address dialled.
			return nil, &Error{Code: CodeDocumentURLUnreachable, Message: "The url '" + req.URL + "' is unreachable: " + fetch.Reason(err) + ".", Field: "url", Err: err}
		}
	default:
		return decodeBase64(req.Payload)
	}
}

func tooLarge() *Error {
	return errorf(CodeDocumentTooLarge, "", "The maximum allowed size is 50MB.")
}

// decodeBase64 reads a payload in the standard alphabet, with or without
// padding, ignoring ASCII whitespace. It refuses a payload whose decoded
// size would pass MaxDocumentSize before decoding it.
func decodeBase64(payload string) ([]byte, error) {
	s := payload
	if strings.ContainsAny(s, " \t\r\n") {
		s = strings.Map(func(r rune) rune {
			switch r {
			case ' ', '\t', '\r', '\n':
				return -1
			}
			return r
		}, s)
	}
	if n := len(strings.TrimRight(s, "=")); n > 0 && int64(n)*3/4 > MaxDocumentSize {
		return nil, tooLarge()
	}
	if trimmed := strings.TrimSuffix(s, "=="); len(trimmed) == len(s)-2 && len(s)%4 == 0 {
		s = trimmed
	} else if trimmed := strings.TrimSuffix(s, "="); len(trimmed) == len(s)-1 && len(s)%4 == 0 {
		s = trimmed
	}
	data, err := base64.RawStdEncoding.Strict().DecodeString(s)
	if err != nil || len(data) == 0 {
		return nil, &Error{Code: CodeDocumentBase64PayloadInvalid, Field: "payload", Message: "The base64 payload is not valid.", Err: err}
	}
	return data, nil
}
