package worker

// #include <malloc.h>
import "C"

import "runtime/debug"

// returnMemory gives the memory a document left behind back to the system:
// the Go heap's free pages, and the C heap's (MuPDF, Leptonica and
// Tesseract allocate with malloc, which keeps what they free). A worker
// calls it after writing its answer, so that no request waits for it; the
// pool's check against MaxRSS, made when the answer arrives, may still see
// the memory from before.
func returnMemory() {
	debug.FreeOSMemory()
	C.malloc_trim(0)
}
