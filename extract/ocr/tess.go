package ocr

/*
#cgo pkg-config: tesseract
#include <stdlib.h>
#include <tesseract/capi.h>

typedef struct {
	int left, top, right, bottom;
	float conf;
	int line_start;
	int line_left, line_top, line_right, line_bottom;
	float line_conf;
	char *text;
} dx_word;

// dx_words runs recognition and returns the words in reading order, with
// their line boxes; *n receives the count and *rc the Recognize result. The
// caller frees the array and every text with dx_free_words.
static dx_word *dx_words(TessBaseAPI *api, int deadline_ms, int *n, int *rc) {
	ETEXT_DESC *mon = NULL;
	*n = 0;
	if (deadline_ms > 0) {
		mon = TessMonitorCreate();
		TessMonitorSetDeadlineMSecs(mon, deadline_ms);
	}
	*rc = TessBaseAPIRecognize(api, mon);
	if (mon != NULL) {
		TessMonitorDelete(mon);
	}
	if (*rc != 0) {
		return NULL;
	}
	TessResultIterator *it = TessBaseAPIGetIterator(api);
	if (it == NULL) {
		return NULL;
	}
	int cap = 256;
	dx_word *out = malloc(cap * sizeof(dx_word));
	if (out == NULL) {
		TessResultIteratorDelete(it);
		return NULL;
	}
	TessPageIterator *pit = TessResultIteratorGetPageIterator(it);
	do {
		char *text = TessResultIteratorGetUTF8Text(it, RIL_WORD);
		if (text == NULL) {
			continue;
		}
		if (*n == cap) {
			cap *= 2;
			dx_word *grown = realloc(out, cap * sizeof(dx_word));
			if (grown == NULL) {
				TessDeleteText(text);
				break;
			}
			out = grown;
		}
		dx_word *w = &out[*n];
		w->text = text;
		w->conf = TessResultIteratorConfidence(it, RIL_WORD);
		TessPageIteratorBoundingBox(pit, RIL_WORD, &w->left, &w->top, &w->right, &w->bottom);
		w->line_start = TessPageIteratorIsAtBeginningOf(pit, RIL_TEXTLINE) ? 1 : 0;
		TessPageIteratorBoundingBox(pit, RIL_TEXTLINE, &w->line_left, &w->line_top, &w->line_right, &w->line_bottom);
		w->line_conf = TessResultIteratorConfidence(it, RIL_TEXTLINE);
		(*n)++;
	} while (TessResultIteratorNext(it, RIL_WORD));
	TessResultIteratorDelete(it);
	return out;
}

static void dx_free_words(dx_word *w, int n) {
	for (int i = 0; i < n; i++) {
		TessDeleteText(w[i].text);
	}
	free(w);
}

static int dx_orientation(TessBaseAPI *api, int *deg, float *conf) {
	// The script name points into Tesseract's own tables: not asked for,
	// since freeing it (as capi.h suggests) corrupts the heap.
	float sconf = 0;
	return TessBaseAPIDetectOrientationScript(api, deg, conf, NULL, &sconf) ? 1 : 0;
}
*/
import "C"

import (
	"fmt"
	"image"
	"runtime"
	"time"
	"unsafe"

	"github.com/docextract/docextract/extract/layout"
)

// engine is one initialised TessBaseAPI. One goroutine at a time.
type engine struct {
	api *C.TessBaseAPI
}

// newEngine initialises Tesseract with the traineddata of lang in dir, using
// the LSTM engine or the legacy one.
func newEngine(dir, lang string, e Engine) (*engine, error) {
	api := C.TessBaseAPICreate()
	if api == nil {
		return nil, fmt.Errorf("ocr: cannot create tesseract instance")
	}
	cdir, clang := C.CString(dir), C.CString(lang)
	defer C.free(unsafe.Pointer(cdir))
	defer C.free(unsafe.Pointer(clang))
	oem := C.TessOcrEngineMode(C.OEM_LSTM_ONLY)
	if e == Legacy {
		oem = C.OEM_TESSERACT_ONLY
	}
	if rc := C.TessBaseAPIInit2(api, cdir, clang, oem); rc != 0 {
		C.TessBaseAPIDelete(api)
		return nil, fmt.Errorf("%w: tesseract cannot load %q from %s (engine %v)", ErrNoModel, lang, dir, e)
	}
	en := &engine{api: api}
	// Tesseract otherwise writes notes such as "Estimating resolution" to stderr.
	if err := en.set("debug_file", "/dev/null"); err != nil {
		en.close()
		return nil, err
	}
	return en, nil
}

func (en *engine) close() {
	if en.api != nil {
		C.TessBaseAPIEnd(en.api)
		C.TessBaseAPIDelete(en.api)
		en.api = nil
	}
}

func (en *engine) set(name, value string) error {
	cn, cv := C.CString(name), C.CString(value)
	defer C.free(unsafe.Pointer(cn))
	defer C.free(unsafe.Pointer(cv))
	if C.TessBaseAPISetVariable(en.api, cn, cv) == 0 {
		return fmt.Errorf("ocr: tesseract refused variable %s=%q", name, value)
	}
	return nil
}

// setImage hands img's pixels to Tesseract, which copies them.
func (en *engine) setImage(img *image.Gray, dpi int) error {
	b := img.Bounds()
	if b.Dx() <= 0 || b.Dy() <= 0 {
		return fmt.Errorf("ocr: empty image")
	}
	if b.Dx() > maxSide || b.Dy() > maxSide {
		return fmt.Errorf("ocr: image %dx%d exceeds %d pixels a side", b.Dx(), b.Dy(), maxSide)
	}
	pix := img.Pix[img.PixOffset(b.Min.X, b.Min.Y):]
	C.TessBaseAPISetImage(en.api, (*C.uchar)(unsafe.Pointer(&pix[0])), C.int(b.Dx()), C.int(b.Dy()), 1, C.int(img.Stride))
	runtime.KeepAlive(img)
	// Without a resolution Tesseract estimates one from the text size.
	if dpi > 0 {
		C.TessBaseAPISetSourceResolution(en.api, C.int(dpi))
	}
	return nil
}

// maxSide is Tesseract's limit on an image dimension (32767).
const maxSide = 1<<15 - 1

// recognize runs OCR on the image already set and returns its lines. A
// positive deadline stops Tesseract after that long.
func (en *engine) recognize(deadline time.Duration, offset image.Point) ([]layout.Line, error) {
	var n, rc C.int
	ms := C.int(0)
	if deadline > 0 {
		ms = C.int(max(deadline.Milliseconds(), 1))
	}
	words := C.dx_words(en.api, ms, &n, &rc)
	defer C.TessBaseAPIClear(en.api)
	if rc != 0 {
		return nil, errRecognize
	}
	if words == nil {
		return nil, nil
	}
	defer C.dx_free_words(words, n)
	ws := unsafe.Slice(words, int(n))
	var lines []layout.Line
	dx, dy := float64(offset.X), float64(offset.Y)
	for i := range ws {
		w := &ws[i]
		text := C.GoString(w.text)
		if text == "" {
			continue
		}
		if w.line_start != 0 || len(lines) == 0 {
			lines = append(lines, layout.Line{
				Box:        layout.Box{Left: float64(w.line_left) + dx, Top: float64(w.line_top) + dy, Right: float64(w.line_right) + dx, Bottom: float64(w.line_bottom) + dy},
				Confidence: clamp01(float64(w.line_conf) / 100),
			})
		}
		l := &lines[len(lines)-1]
		l.Words = append(l.Words, layout.Word{
			Text:       text,
			Box:        layout.Box{Left: float64(w.left) + dx, Top: float64(w.top) + dy, Right: float64(w.right) + dx, Bottom: float64(w.bottom) + dy},
			Confidence: clamp01(float64(w.conf) / 100),
		})
	}
	return lines, nil
}

// orientation runs Tesseract's orientation detection on the image already
// set. It reports the detected rotation of the content in degrees and the
// confidence; ok is false when too little text was found.
func (en *engine) orientation() (deg int, conf float64, ok bool) {
	var d C.int
	var c C.float
	r := C.dx_orientation(en.api, &d, &c)
	C.TessBaseAPIClear(en.api)
	return int(d), float64(c), r != 0
}

func (en *engine) setPageSegMode(mode int) {
	C.TessBaseAPISetPageSegMode(en.api, C.TessPageSegMode(mode))
}

func (en *engine) pageSegMode() int {
	return int(C.TessBaseAPIGetPageSegMode(en.api))
}

func clamp01(f float64) float64 {
	return min(max(f, 0), 1)
}
