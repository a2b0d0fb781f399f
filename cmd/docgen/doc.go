// Command docgen writes synthetic documents with their ground truth as
// corpus cases: DIR/<document_type>/<case_id>/{document.ext, request.json,
// expected.json}. -split picks the layouts: tuned (the default), or dev
// and holdout, written from real documents' descriptions and kept apart.
//
//	docgen -seed 1 -n 200 -out build/gen [-types identity,tax_doc] [-formats png,jpg,pdf,scanpdf]
//	docgen -seed 2 -split dev,holdout -per-layout 10 -out build/gen-new
//
// It imports internal/docgen only, never the root package or extract/.
package main
