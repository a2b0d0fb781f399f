// Package gentypes writes the typed views of the root package's results
// (IdentityFields, Result.Identity, ...) from the document types' contracts,
// so that Go callers get one struct per type without a second list of its
// fields to keep in step. Its output is the root's fields_gen.go;
// TestGeneratedFields fails when that file is stale.
//
// It imports only extract/doctype.
package gentypes
