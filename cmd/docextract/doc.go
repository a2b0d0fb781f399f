// Command docextract serves the extraction API and extracts files, folders
// and URLs from the command line.
//
//	docextract serve [--addr HOST:PORT] [flags]
//	docextract extract --type T [--validations FILE] [--sandbox] [--expand LIST] [--concurrency N] PATH...
//	docextract health [--addr HOST:PORT]
//	docextract version
//
// extract takes files, folders (read recursively, skipping hidden entries
// and files that are not PDF, JPEG or PNG), globs, http(s) URLs and "-"
// for stdin, and writes JSON Lines to stdout in the order of the paths, one
// {"path": ..., "result": ...} or {"path": ..., "error": ...} per document,
// whatever their number. Errors and a summary go to stderr, with a progress
// bar when stderr is a terminal. It exits 0 when every document was read,
// 1 when some failed, 2 on a usage error. Flags may follow the paths.
//
// Run "docextract help" for every flag. It restarts itself with
// OMP_THREAD_LIMIT=1 when that is unset (docs/ocr.md). serve reads
// documents in worker processes, this binary started again as "docextract
// worker" (isolate.go, internal/worker), and so does extract unless
// --isolation=false. It imports the root package, httpapi, internal/ompenv and
// internal/worker, never extract/ directly.
package main
