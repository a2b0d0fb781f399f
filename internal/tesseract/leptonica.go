package tesseract

// #include "bridge.h"
import "C"

import (
	"sync"
	"sync/atomic"
)

// Leptonica, which Tesseract reads images with, prints notes such as
// "Error in boxClipToRectangle: box outside rectangle" to stderr while
// Tesseract recovers from them by itself. A server's stderr is its JSON
// log: they are silenced before the first Client starts, or sent to the
// function given to SetLeptonicaHandler.

var (
	leptonicaMu      sync.Mutex
	leptonicaSet     bool // SetLeptonicaHandler or New has chosen
	leptonicaHandler atomic.Pointer[func(msg string)]
)

// SetLeptonicaHandler sends Leptonica's warnings and errors to fn, one
// message per call, instead of stderr; nil silences them, as New does when
// this was not called first. It applies to the whole process. fn runs on the
// thread that caused the message, in the middle of a Client's call: it must
// be quick and must not use a Client.
func SetLeptonicaHandler(fn func(msg string)) {
	leptonicaMu.Lock()
	defer leptonicaMu.Unlock()
	leptonicaHandler.Store(&fn)
	leptonicaSet = true
	route := 0
	if fn != nil {
		route = 1
	}
	C.dx_leptonica_messages(C.int(route))
}

// leptonicaDefault silences Leptonica unless SetLeptonicaHandler was called.
func leptonicaDefault() {
	leptonicaMu.Lock()
	defer leptonicaMu.Unlock()
	if !leptonicaSet {
		leptonicaSet = true
		C.dx_leptonica_messages(0)
	}
}

//export goLeptonicaMessage
func goLeptonicaMessage(msg *C.char) {
	if fn := leptonicaHandler.Load(); fn != nil && *fn != nil {
		(*fn)(C.GoString(msg))
	}
}
