package docextract

import (
	"context"
	"errors"
	"fmt"
)

// ErrorCode is the machine-readable code of an Error, as in the API's error.code.
type ErrorCode string

// The error codes of the API: the specification's and the service's own (README, Errors).
const (
	CodeAPIKeyMissing                   ErrorCode = "api_key_missing"
	CodeAPIKeyInvalid                   ErrorCode = "api_key_invalid"
	CodeRequestBodyInvalid              ErrorCode = "request_body_invalid"
	CodeParameterMissing                ErrorCode = "parameter_missing"
	CodeParameterInvalid                ErrorCode = "parameter_invalid"
	CodeParameterUnknown                ErrorCode = "parameter_unknown"
	CodeDocumentTypeNotSupported        ErrorCode = "document_type_not_supported"
	CodeDocumentNotOfType               ErrorCode = "document_not_of_type"
	CodeDocumentBase64PayloadInvalid    ErrorCode = "document_base64_payload_invalid"
	CodeDocumentURLUnreachable          ErrorCode = "document_url_unreachable"
	CodeDocumentContentTypeNotSupported ErrorCode = "document_content_type_not_supported"
	CodeDocumentTooLarge                ErrorCode = "document_too_large"
	CodeDocumentUnreadable              ErrorCode = "document_unreadable"
	CodeDocumentProcessingTimeout       ErrorCode = "document_processing_timeout"
	CodeNotFound                        ErrorCode = "not_found"
	CodeMethodNotAllowed                ErrorCode = "method_not_allowed"
	CodeServiceOverloaded               ErrorCode = "service_overloaded"
	CodeInternal                        ErrorCode = "internal_error"
	// CodeRequestHeadersTooLarge is the HTTP service's: the request's
	// headers are larger than it reads.
	CodeRequestHeadersTooLarge ErrorCode = "request_headers_too_large"
	// CodeRequestCanceled is a Go caller's own cancellation (context.Canceled).
	// The HTTP service never sends it: a client that cancels has gone away.
	CodeRequestCanceled ErrorCode = "request_canceled"
)

// errorCodes lists every code, the specification's first.
var errorCodes = []ErrorCode{
	CodeDocumentNotOfType, CodeDocumentBase64PayloadInvalid, CodeDocumentURLUnreachable,
	CodeDocumentContentTypeNotSupported, CodeDocumentTooLarge,
	CodeAPIKeyMissing, CodeAPIKeyInvalid, CodeRequestBodyInvalid, CodeParameterMissing,
	CodeParameterInvalid, CodeParameterUnknown, CodeDocumentTypeNotSupported, CodeDocumentUnreadable,
	CodeDocumentProcessingTimeout, CodeNotFound, CodeMethodNotAllowed, CodeRequestHeadersTooLarge,
	CodeServiceOverloaded, CodeInternal, CodeRequestCanceled,
}

// ErrorCodes returns every error code, the specification's first.
func ErrorCodes() []ErrorCode {
	return append([]ErrorCode(nil), errorCodes...)
}

// Error is the one error type of the API: a code, a human-readable message
// and, for errors about one request field, that field as a dotted path
// such as "validations.fields[1].match_type".
type Error struct {
	Code    ErrorCode
	Message string
	Field   string
	Err     error // the underlying cause, if any; never shown to API clients
}

// Error returns the message, prefixed with the code.
func (e *Error) Error() string {
	if e.Field != "" {
		return fmt.Sprintf("%s: %s (%s)", e.Code, e.Message, e.Field)
	}
	return fmt.Sprintf("%s: %s", e.Code, e.Message)
}

// Unwrap returns the underlying cause.
func (e *Error) Unwrap() error { return e.Err }

// Is reports whether target is an *Error with the same code, so that
// errors.Is(err, &docextract.Error{Code: docextract.CodeDocumentTooLarge}) works.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Code == e.Code
}

// ErrorCodeOf returns the code of the first *Error in err's chain;
// otherwise CodeRequestCanceled for a context.Canceled,
// CodeDocumentProcessingTimeout for a context.DeadlineExceeded, CodeInternal
// for any other non-nil error, and "" for nil.
func ErrorCodeOf(err error) ErrorCode {
	if err == nil {
		return ""
	}
	var e *Error
	switch {
	case errors.As(err, &e):
		return e.Code
	case errors.Is(err, context.Canceled):
		return CodeRequestCanceled
	case errors.Is(err, context.DeadlineExceeded):
		return CodeDocumentProcessingTimeout
	}
	return CodeInternal
}

func errorf(code ErrorCode, field, format string, args ...any) *Error {
	return &Error{Code: code, Field: field, Message: fmt.Sprintf(format, args...)}
}

func missing(field string) *Error {
	return errorf(CodeParameterMissing, field, "The parameter '%s' is required.", field)
}

func invalid(field, format string, args ...any) *Error {
	return errorf(CodeParameterInvalid, field, format, args...)
}
