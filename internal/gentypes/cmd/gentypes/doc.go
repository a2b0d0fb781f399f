// Command gentypes writes the root package's fields_gen.go from the
// contracts of the document types it supports: go generate runs it in the
// repository's root (generate.go).
//
// It imports the root package and internal/gentypes, nothing else of ours.
package main
