// Package layout is the page model shared by the document readers and the
// field extractors: pages of lines of words, each with a box and a confidence.
//
// It has no dependencies beyond the standard library and uses no cgo. It must
// not import any other package of this module.
package layout
