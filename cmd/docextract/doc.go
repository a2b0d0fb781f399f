// Command docextract serves the extraction API and extracts single files.
//
//	docextract serve [--addr HOST:PORT] [flags]
//	docextract extract --type T [--validations FILE] [--sandbox] FILE|URL
//	docextract health [--addr HOST:PORT]
//	docextract version
//
// Run "docextract help" for every flag. It restarts itself with
// OMP_THREAD_LIMIT=1 when that is unset (docs/ocr.md). It imports the root
// package, httpapi and internal/ompenv, never extract/ directly.
package main
