// Package keyvalue reads labelled values off a page: it groups a page's
// lines into rows of cells, finds the labels the lexicon gives for each
// field (in any of its languages, OCR noise tolerated on long labels), and
// takes the value after the label, in the next cell or under it. Document
// types declare their fields; they do not walk text for labels themselves.
//
// It imports only extract/layout, the lexicon, postal and fuzzy: never the
// reader, a document type or the root.
package keyvalue
