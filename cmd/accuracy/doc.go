// Command accuracy runs the extractor over cases in the corpus format,
// prints how often each type and field is right, per layout split for
// generated cases, a reliability table (returned fields by confidence
// bucket, share right) and, for generated cases that record where their
// values were printed, how well the provenance boxes match them, and with
// -json writes the full report. Its last line is
// "accuracy: X% fields (N), Y% checks (M), p50 T ms". Holdout cases count
// in aggregates only unless -holdout-details is given.
//
//	accuracy -cases DIR[,DIR...] [-json report.json] [-workers N] [-v] [-holdout-details] [-supplement FILE]
//
// It restarts itself with OMP_THREAD_LIMIT=1 when unset (docs/ocr.md).
package main
