// Command docextract serves the extraction API and extracts single files.
//
//	docextract serve [--addr HOST:PORT] [flags]
//	docextract extract --type T [--validations FILE] [--sandbox] FILE|URL
//	docextract health [--addr HOST:PORT]
//	docextract version
//
// Run "docextract help" for every flag. It restarts itself with
// OMP_THREAD_LIMIT=1 when that is unset (docs/ocr.md). serve reads
// documents in worker processes, this binary started again as "docextract
// worker" (isolate.go, internal/worker). It imports the root package,
// httpapi, internal/ompenv and internal/worker, never extract/ directly.
package main
