// Package doctype is the contract of a document type: its name, its fields
// with their JSON names and kinds, the validations it allows, the date its
// recency is checked on, and its extraction. Each type is one package under
// extract/ that implements Type; the root package holds the list of them.
// Extract runs one type over a document, with the reader's passes in the
// order every type shares (see docs/architecture.md).
//
// It imports the reader and layout, never a type package, the root package
// or the HTTP layer.
package doctype
