// Package tesseract binds libtesseract and Leptonica (cgo, pkg-config
// tesseract lept): a Client recognises grayscale images into hOCR or text,
// stops when its context is done, and detects page orientation; Leptonica's
// messages are silenced or routed to a Go function. Its Client comes from
// gosseract v2.4.1 (github.com/otiai10/gosseract/v2, MIT, see LICENSE),
// rewritten on the C API: strings Tesseract returns are freed (upstream leaks
// them), images are copied as pixels, not decoded from PNG, stderr is never
// redirected, and only what docextract uses is kept.
// It imports nothing of docextract's.
package tesseract
