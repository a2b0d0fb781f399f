// Command docgen writes synthetic documents with their ground truth as
// corpus cases: DIR/<document_type>/<case_id>/{document.ext, request.json,
// expected.json}.
//
//	docgen -seed 1 -n 200 -out build/gen [-types identity,tax_doc] [-formats png,jpg,pdf,scanpdf]
//
// It imports internal/docgen only, never the root package or extract/: the
// generator must share no code with what it measures.
package main
