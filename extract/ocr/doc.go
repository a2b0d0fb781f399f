// Package ocr owns a pool of Tesseract engines and turns grayscale images into
// layout lines of words with boxes and confidences.
//
// It binds libtesseract's C API directly (cgo, pkg-config tesseract) rather
// than through gosseract: the C API takes raw pixels (no image codec between
// us and Tesseract, so no clash with the libjpeg symbols that MuPDF exports),
// chooses the engine at initialisation, applies the page-segmentation mode
// it is given, detects orientation, stops at a deadline and leaks nothing.
//
// An engine is not safe for concurrent use: the Pool hands each one to one
// goroutine at a time. Run programs that load Tesseract with OMP_THREAD_LIMIT=1
// in the environment: with OpenMP threads a page is many times slower.
//
// It imports only extract/layout from this module.
package ocr
