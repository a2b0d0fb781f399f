// Package layout is the page model shared by the reader and the document
// types: pages of lines of words, each with a box and a confidence, and the
// Field a type extracts with its page, box, source and confidence.
//
// It is a value package: it imports nothing of this module.
package layout
