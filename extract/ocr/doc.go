// Package ocr owns a pool of Tesseract engines and turns grayscale images into
// layout lines of words with boxes and confidences.
//
// Tesseract is reached through internal/tesseract, the module's one binding:
// one Client per engine per worker, and one per worker for orientation
// detection (the osd model's legacy classifier; automatic mode with OSD
// misses upside-down pages). Images are handed over as pixels, which
// Tesseract copies; never as JPEG, whose decoder MuPDF's libjpeg symbols
// break. Words, lines, boxes and confidences are read from the client's
// hOCR.
//
// Recognize stops Tesseract at the next word once its context is done;
// Orientation cannot be stopped and checks its context before and after.
//
// An engine is not safe for concurrent use: the Pool hands each one to one
// goroutine at a time. Run programs that load Tesseract with OMP_THREAD_LIMIT=1
// in the environment: with OpenMP threads a page is many times slower.
//
// It imports only extract/layout and internal/tesseract from this module.
package ocr
