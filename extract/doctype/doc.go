// Package doctype is the contract of a document type (Spec: its name, its
// fields with their JSON names and kinds, the dates expiry and recency are
// checked on, the model its pages are read with) and Extract, which runs one
// type over a document with the reader's passes in the order every type
// shares. Each type is one package under extract/ exporting Type.
//
// It imports only the reader, the leaves and the values, never a type
// package, the root package or the HTTP layer. See docs/architecture.md.
package doctype
