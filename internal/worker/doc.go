// Package worker reads documents in supervised child processes, so that a
// crash, a runaway or a memory blow-up in the C libraries (MuPDF, Leptonica,
// Tesseract) while reading one document ends that request only, as Apache
// Tika's server does with its forked child and watchdog.
//
// A Pool starts workers (the docextract binary re-executed as "docextract
// worker", which calls Serve), sends each one document at a time over a
// pipe and returns its docextract.Result; it kills a worker at the
// deadline, caps its memory with RLIMIT_DATA, replaces it after a number
// of documents or when it dies. After each answer a worker gives the
// memory the document left behind back to the system. What workers print
// is logged as untrusted text at debug level.
//
// With Options.SharedOCR one more process, the OCR host (the binary as
// "docextract worker" too, configured for that role), holds the models
// that can be shared (Latin-script, script, orientation) for all workers:
// a worker sends those recognitions to the pool as a frame, the pool
// passes it to the host and the answer back before the worker's reply.
// The host starts on the first call and stops when idle.
//
// It imports the root package and nothing else of this module
// (TestArchitecture).
package worker
