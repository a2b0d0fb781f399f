package ocr

// Leptonica, which Tesseract reads images with, prints notes such as
// "Error in boxClipToRectangle: box outside rectangle" to stderr while
// Tesseract recovers from them by itself. A server's stderr is its JSON
// log, so they are silenced once, before the first engine starts.

/*
#cgo pkg-config: lept
#include <leptonica/allheaders.h>
*/
import "C"

import "sync"

var quietOnce sync.Once

// quietLeptonica stops Leptonica's messages.
func quietLeptonica() {
	quietOnce.Do(func() { C.setMsgSeverity(C.L_SEVERITY_NONE) })
}
