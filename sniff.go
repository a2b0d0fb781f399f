package docextract

import "github.com/docextract/docextract/extract/reading"

// SniffLen is how many leading bytes of a file IsDocument needs: a PDF's
// header may start anywhere in its first 1024 bytes.
const SniffLen = 1024 + len("%PDF-")

// IsDocument reports whether head, the first bytes of a file, is a PDF,
// JPEG or PNG by its magic numbers, as Extract decides it; anything else
// Extract refuses with CodeDocumentContentTypeNotSupported.
func IsDocument(head []byte) bool {
	_, err := reading.Sniff(head)
	return err == nil
}
