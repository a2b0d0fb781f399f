package ocr

// Orientation detection is the one thing gosseract cannot do: it has no
// binding for TessBaseAPI::DetectOrientationScript, its hOCR and text carry
// no orientation in "OSD only" mode (psm 0), and automatic mode with OSD
// (psm 1) recognises the whole page and still misses upside-down pages. So
// this file binds libtesseract's C API for that alone.

/*
#cgo pkg-config: tesseract
#include <stdlib.h>
#include <tesseract/capi.h>

// dx_osd sets a grayscale image, runs orientation detection on it and clears
// it again. It returns 1 and fills *deg and *conf when the page has enough
// text, else 0.
static int dx_osd(TessBaseAPI *api, const unsigned char *pix, int w, int h, int stride, int *deg, float *conf) {
	TessBaseAPISetImage(api, pix, w, h, 1, stride);
	// The script name points into Tesseract's own tables: not asked for,
	// since freeing it (as capi.h suggests) corrupts the heap.
	float sconf = 0;
	int ok = TessBaseAPIDetectOrientationScript(api, deg, conf, NULL, &sconf) ? 1 : 0;
	TessBaseAPIClear(api);
	return ok;
}
*/
import "C"

import (
	"fmt"
	"image"
	"runtime"
	"unsafe"
)

// osdEngine is one Tesseract instance loaded with the osd model for the
// legacy classifier, which orientation detection needs. One goroutine at a
// time.
type osdEngine struct {
	api *C.TessBaseAPI
}

// newOSD loads osd.traineddata from dir.
func newOSD(dir string) (*osdEngine, error) {
	// Not while gosseract has redirected stderr (see initMu).
	initMu.Lock()
	defer initMu.Unlock()
	api := C.TessBaseAPICreate()
	if api == nil {
		return nil, fmt.Errorf("ocr: cannot create tesseract instance")
	}
	cdir, clang := C.CString(dir), C.CString("osd")
	defer C.free(unsafe.Pointer(cdir))
	defer C.free(unsafe.Pointer(clang))
	if rc := C.TessBaseAPIInit2(api, cdir, clang, C.OEM_TESSERACT_ONLY); rc != 0 {
		C.TessBaseAPIDelete(api)
		return nil, fmt.Errorf("%w: tesseract cannot load \"osd\" from %s", ErrNoModel, dir)
	}
	o := &osdEngine{api: api}
	cn, cv := C.CString("debug_file"), C.CString("/dev/null")
	defer C.free(unsafe.Pointer(cn))
	defer C.free(unsafe.Pointer(cv))
	C.TessBaseAPISetVariable(api, cn, cv)
	C.TessBaseAPISetPageSegMode(api, C.PSM_OSD_ONLY)
	return o, nil
}

func (o *osdEngine) close() {
	if o.api != nil {
		C.TessBaseAPIEnd(o.api)
		C.TessBaseAPIDelete(o.api)
		o.api = nil
	}
}

// detect reports the counter-clockwise rotation of img's content in degrees
// and Tesseract's confidence; ok is false when too little text was found.
func (o *osdEngine) detect(img *image.Gray) (deg int, conf float64, ok bool, err error) {
	b := img.Bounds()
	if b.Dx() <= 0 || b.Dy() <= 0 {
		return 0, 0, false, fmt.Errorf("ocr: empty image")
	}
	if b.Dx() > maxSide || b.Dy() > maxSide {
		return 0, 0, false, fmt.Errorf("ocr: image %dx%d exceeds %d pixels a side", b.Dx(), b.Dy(), maxSide)
	}
	pix := img.Pix[img.PixOffset(b.Min.X, b.Min.Y):]
	var d C.int
	var c C.float
	r := C.dx_osd(o.api, (*C.uchar)(unsafe.Pointer(&pix[0])), C.int(b.Dx()), C.int(b.Dy()), C.int(img.Stride), &d, &c)
	runtime.KeepAlive(img)
	return int(d), float64(c), r != 0, nil
}
