package docextract

import (
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
)

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

// ErrorCodeOf returns the code of the first *Error in err's chain, or
// CodeInternal for any other non-nil error, or "" for nil.
func ErrorCodeOf(err error) ErrorCode {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Code
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
