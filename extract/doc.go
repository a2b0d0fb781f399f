// Package extract reads a document (PDF, JPEG or PNG) into pages of lines of
// words with boxes: from a PDF's text layer where it has a real one, else by
// rendering the page and recognising it with Tesseract.
//
// It imports only packages under extract/ and fuzzy/ of this module, never
// the root package or anything above it. Per-type field extractors live in
// subpackages (extract/mrz, extract/identity, ...).
package extract
