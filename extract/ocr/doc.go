// Package ocr owns a pool of Tesseract engines and turns grayscale images into
// layout lines of words with boxes and confidences.
//
// Recognition goes through gosseract (github.com/otiai10/gosseract/v2), one
// Client per engine per worker. Each image is handed over as uncompressed
// PNG (Leptonica reads PGM a byte at a time, six times slower), never as
// JPEG: MuPDF exports libjpeg symbols that break Leptonica's JPEG reader
// without an error. Words, lines, boxes and confidences are read from the
// client's hOCR: GetBoundingBoxes leaks its result iterator and words, and
// GetBoundingBoxesVerbose dereferences a null iterator when recognition
// fails.
// The engine is chosen by a config file written into a private temporary
// directory while a client initialises, then removed: gosseract initialises
// Tesseract with OEM_DEFAULT, which takes the engine from
// tessedit_ocr_engine_mode there.
//
// Orientation detection alone binds libtesseract's C API (cgo, osd.go):
// gosseract has no binding for DetectOrientationScript, its output in "OSD
// only" mode carries no orientation, and automatic mode with OSD recognises
// the whole page yet misses upside-down pages.
//
// Tesseract cannot be stopped once it runs through gosseract: Recognize and
// Orientation check ctx before and after each call, and the caller enforces
// its overall deadline (the root's 60 s) on its own.
//
// Two costs of gosseract v2.4.1 remain. HOCRText does not free the string
// Tesseract returns, so each recognition leaks about the size of its hOCR
// (measured: 1.8 KB for two lines, 18 KB for a 12-line A4 page). And while
// a client first loads its model, gosseract points the process's stderr at
// /dev/null, so other writes to stderr in that moment are lost; clients are
// created in NewPool and on a worker's first legacy request, one at a time.
//
// An engine is not safe for concurrent use: the Pool hands each one to one
// goroutine at a time. Run programs that load Tesseract with OMP_THREAD_LIMIT=1
// in the environment: with OpenMP threads a page is many times slower.
//
// It imports only extract/layout from this module.
package ocr
