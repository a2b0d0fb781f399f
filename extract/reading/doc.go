// Package reading reads a document (PDF, JPEG or PNG) into pages of lines of
// words with boxes: from a PDF's text layer where it has a real one, else by
// rendering the page and recognising it. It owns every OCR pass: document
// types ask it for one (Recognize with a Pass, ReadTurned, ReadAgain,
// RereadAccents, FindOverprint), never the OCR pool. See docs/ocr.md.
//
// It imports only the values, the leaves and extract/ocr, never
// extract/doctype, a document type or the root package.
package reading
