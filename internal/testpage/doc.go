// Package testpage draws A4 test documents with known text at known
// places, as a text-layer PDF or as a PNG scan, for the extractors' tests.
//
// It imports nothing of this module.
package testpage
