// Package accuracy measures the extractor against cases in the corpus
// format (<document_type>/<case_id>/{document.ext, request.json,
// expected.json}), from the real corpus or from internal/docgen, and
// reports per document type and per field how often it is right: exactly,
// and after the corpus's comparison rules; the status and error code; the
// checks' outcomes; latency and peak memory.
//
// It is a measuring instrument beside the code it measures: it imports the
// root package docextract (to run and marshal results) and internal/docgen
// (to turn generated cases into Cases), never extract/ or anything below it,
// so that it reads the service's answers as a client would.
package accuracy
