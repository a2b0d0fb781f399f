// Command accuracy runs the extractor over cases in the corpus format (the
// real corpus, or a set written by cmd/docgen), prints per document type and
// field how often it is right, and with -json writes the full report. Its
// last line is "accuracy: X% fields (N), Y% checks (M), p50 T ms".
//
//	accuracy -cases DIR[,DIR...] [-json report.json] [-workers N] [-v]
//
// It restarts itself with OMP_THREAD_LIMIT=1 when that is unset (docs/ocr.md).
// It imports internal/accuracy and internal/ompenv, never extract/ directly.
package main
