package reading

import (
	"bytes"
	"errors"
	"fmt"
)

// Format is a document's media type, found from its bytes.
type Format string

// The formats Read accepts.
const (
	FormatPDF  Format = "application/pdf"
	FormatJPEG Format = "image/jpeg"
	FormatPNG  Format = "image/png"
)

// Errors for documents that cannot be read. Each is wrapped with a detail.
var (
	// ErrUnsupportedFormat means the bytes are not PDF, JPEG or PNG.
	ErrUnsupportedFormat = errors.New("extract: unsupported format")
	// ErrUnreadable means the document is corrupt, encrypted without a
	// usable password, or has no pages.
	ErrUnreadable = errors.New("extract: unreadable document")
	// ErrTooManyPixels means an image or page is over Options.MaxPixels.
	// errors.Is(err, ErrUnreadable) is true for it as well.
	ErrTooManyPixels = fmt.Errorf("%w: too many pixels", ErrUnreadable)
	// ErrNoOCR means a page needed OCR and Options.OCR is nil.
	ErrNoOCR = errors.New("extract: no OCR pool configured")
)

// pdfHeaderWindow is how far into the file Sniff looks for "%PDF-". PDF
// readers (Acrobat, MuPDF, pdf.js) accept the header within the first 1024
// bytes, after junk such as a mail gateway's prefix; so does Sniff.
const pdfHeaderWindow = 1024

var (
	magicPDF  = []byte("%PDF-")
	magicJPEG = []byte{0xFF, 0xD8, 0xFF}
	magicPNG  = []byte{0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A}
)

// Sniff returns the format of data from its magic bytes: "%PDF-" within the
// first 1024 bytes is PDF, FF D8 FF at the start JPEG, the 8-byte PNG
// signature at the start PNG. Anything else is ErrUnsupportedFormat.
func Sniff(data []byte) (Format, error) {
	switch {
	case bytes.HasPrefix(data, magicJPEG):
		return FormatJPEG, nil
	case bytes.HasPrefix(data, magicPNG):
		return FormatPNG, nil
	case pdfStart(data) >= 0:
		return FormatPDF, nil
	}
	return "", fmt.Errorf("%w: not PDF, JPEG or PNG (first bytes % x)", ErrUnsupportedFormat, data[:min(len(data), 8)])
}

// pdfStart returns the offset of the PDF header, or -1.
func pdfStart(data []byte) int {
	return bytes.Index(data[:min(len(data), pdfHeaderWindow+len(magicPDF))], magicPDF)
}
