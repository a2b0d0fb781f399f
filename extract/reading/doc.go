// Package reading reads a document (PDF, JPEG or PNG) into pages of lines of
// words with boxes: from a PDF's text layer where it has a real one, else by
// rendering the page and recognising it with Tesseract.
//
// It imports only the leaf packages under extract/ (layout, mrz) and the
// OCR pool, never a document-type package, the root package or anything
// above it.
package reading
