// Package docextract reads one identity, organisation, proof-of-address or
// tax document (PDF, JPEG or PNG), returns its fields and checks them
// against what the caller expects. Documents are read on the host; the only
// network access is fetching a document from a URL the caller gives.
//
// Build an Extractor with New and call Extract, or call the package-level
// Extract (a default Extractor built on first use); httpapi serves the same.
//
// It must not import httpapi, cmd/ or examples/, and nothing under extract/
// imports it (docs/architecture.md).
package docextract
