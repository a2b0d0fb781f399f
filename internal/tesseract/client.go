package tesseract

/*
#cgo pkg-config: tesseract lept
#include <stdlib.h>
#include "bridge.h"
*/
import "C"

import (
	"context"
	"errors"
	"fmt"
	"image"
	"math"
	"runtime"
	"strings"
	"sync"
	"time"
	"unsafe"
)

// Errors returned by a Client.
var (
	// ErrClosed is returned by calls on a closed Client.
	ErrClosed = errors.New("tesseract: client closed")
	// ErrInit is returned when Tesseract cannot load a model.
	ErrInit = errors.New("tesseract: cannot load model")
	// ErrRecognize is returned when recognition fails, or finds no image.
	ErrRecognize = errors.New("tesseract: recognition failed")
)

// OEM is Tesseract's OCR engine mode.
type OEM int

// The engines a Client can run.
const (
	Legacy OEM = C.OEM_TESSERACT_ONLY // the legacy classifier
	LSTM   OEM = C.OEM_LSTM_ONLY      // the LSTM recogniser
)

// PageSegMode is Tesseract's page segmentation mode (0 to 13).
type PageSegMode int

// The page segmentation modes named here; the others are Tesseract's own
// numbers.
const (
	PSMOSDOnly     PageSegMode = C.PSM_OSD_ONLY     // orientation and script detection only
	PSMAuto        PageSegMode = C.PSM_AUTO         // fully automatic, no OSD
	PSMSingleBlock PageSegMode = C.PSM_SINGLE_BLOCK // one uniform block; Tesseract's default
	PSMSingleLine  PageSegMode = C.PSM_SINGLE_LINE  // one text line
)

// MaxSide is Tesseract's limit on an image dimension.
const MaxSide = 1<<15 - 1

// initMu serialises creating and initialising Tesseract instances: that
// touches process-wide state (the debug_file parameter, Leptonica's message
// settings) that is not safe to change from two threads at once.
var initMu sync.Mutex

// Client is one Tesseract instance with one model loaded. A Client is for
// one goroutine at a time: it holds the image and settings of the calls in
// progress. The caller must Close it; after Close every method returns
// ErrClosed.
type Client struct {
	api *C.TessBaseAPI
	// cancel is the flag a running recognition watches, in C memory since
	// Tesseract keeps a pointer to it while it runs.
	cancel *C.int
	// running, when not nil, receives the status of a recognition that was
	// stopped by its context and may still run.
	running chan C.int
}

// New loads the model lang (such as "eng" or "osd") from the tessdata
// directory dir for engine oem. Tesseract's notes go to /dev/null rather
// than stderr from the first Client on (its debug_file parameter is
// process-wide), and Leptonica's messages are silenced unless
// SetLeptonicaHandler was called first. The caller must Close the Client.
func New(dir, lang string, oem OEM) (*Client, error) {
	if dir == "" || lang == "" {
		return nil, fmt.Errorf("%w: empty tessdata directory or language", ErrInit)
	}
	cdir, clang := C.CString(dir), C.CString(lang)
	defer C.free(unsafe.Pointer(cdir))
	defer C.free(unsafe.Pointer(clang))
	initMu.Lock()
	defer initMu.Unlock()
	leptonicaDefault()
	api := C.dx_create()
	if api == nil {
		return nil, fmt.Errorf("%w: cannot create a Tesseract instance", ErrInit)
	}
	if rc := C.dx_init(api, cdir, clang, C.int(oem)); rc != 0 {
		C.TessBaseAPIDelete(api)
		return nil, fmt.Errorf("%w: %q from %s (engine %d, code %d)", ErrInit, lang, dir, int(oem), int(rc))
	}
	c := &Client{api: api, cancel: (*C.int)(C.calloc(1, C.size_t(unsafe.Sizeof(C.int(0)))))}
	return c, nil
}

// NewOrientation loads the orientation model (osd.traineddata) from dir
// for the legacy classifier, which orientation detection needs, and readies
// the Client for DetectOrientation. The caller must Close it.
func NewOrientation(dir string) (*Client, error) {
	c, err := New(dir, "osd", Legacy)
	if err != nil {
		return nil, err
	}
	if err := c.SetPageSegMode(PSMOSDOnly); err != nil {
		c.Close()
		return nil, err
	}
	return c, nil
}

// Close waits for a stopped recognition to end (see Busy), then frees the
// Tesseract instance. It is safe to call more than once, but not while
// another goroutine uses the Client.
func (c *Client) Close() error {
	if c.api == nil {
		return nil
	}
	c.Wait()
	C.TessBaseAPIEnd(c.api)
	C.TessBaseAPIDelete(c.api)
	c.api = nil
	C.free(unsafe.Pointer(c.cancel))
	c.cancel = nil
	return nil
}

// SetVariable sets the Tesseract parameter name to value until changed;
// parameters Tesseract reads only while it initialises cannot be set here.
func (c *Client) SetVariable(name, value string) error {
	if c.api == nil {
		return ErrClosed
	}
	c.Wait()
	cn, cv := C.CString(name), C.CString(value)
	defer C.free(unsafe.Pointer(cn))
	defer C.free(unsafe.Pointer(cv))
	if C.TessBaseAPISetVariable(c.api, cn, cv) == 0 {
		return fmt.Errorf("tesseract: cannot set %s to %q", name, value)
	}
	return nil
}

// SetWhitelist restricts recognition to the characters of chars; "" lifts
// the restriction.
func (c *Client) SetWhitelist(chars string) error {
	return c.SetVariable("tessedit_char_whitelist", chars)
}

// SetPageSegMode sets the page segmentation mode of the next recognitions.
func (c *Client) SetPageSegMode(m PageSegMode) error {
	if c.api == nil {
		return ErrClosed
	}
	if m < 0 || m >= C.PSM_COUNT {
		return fmt.Errorf("tesseract: page segmentation mode %d out of range 0..%d", int(m), C.PSM_COUNT-1)
	}
	c.Wait()
	C.TessBaseAPISetPageSegMode(c.api, C.TessPageSegMode(m))
	return nil
}

// SetImage hands img to Tesseract, which copies its pixels, and clears
// what the legacy classifier learnt from earlier images. Boxes in the
// results are relative to img's top-left corner. An image without a known
// resolution is taken as 70 DPI unless the user_defined_dpi parameter says
// otherwise, as in gosseract.
func (c *Client) SetImage(img *image.Gray) error {
	if c.api == nil {
		return ErrClosed
	}
	pix, w, h, err := pixels(img)
	if err != nil {
		return err
	}
	c.Wait()
	// The legacy classifier adapts to the glyphs it has read and keeps
	// that across images: cleared, an image reads the same whatever was
	// read before it, and no document shapes another's reading.
	C.TessBaseAPIClearAdaptiveClassifier(c.api)
	C.dx_set_gray(c.api, pix, C.int(w), C.int(h), C.int(img.Stride))
	runtime.KeepAlive(img)
	return nil
}

// pixels returns a pointer to img's first pixel and its size, after checking
// that Tesseract can take it.
func pixels(img *image.Gray) (*C.uchar, int, int, error) {
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	if w <= 0 || h <= 0 {
		return nil, 0, 0, fmt.Errorf("tesseract: empty image")
	}
	if w > MaxSide || h > MaxSide {
		return nil, 0, 0, fmt.Errorf("tesseract: image %dx%d exceeds %d pixels a side", w, h, MaxSide)
	}
	pix := img.Pix[img.PixOffset(b.Min.X, b.Min.Y):]
	return (*C.uchar)(unsafe.Pointer(&pix[0])), w, h, nil
}

// Clear frees the image set and the results of its recognition; the next
// read needs SetImage first.
func (c *Client) Clear() {
	if c.api == nil {
		return
	}
	c.Wait()
	C.TessBaseAPIClear(c.api)
}

// HOCRText recognises the image set and returns Tesseract's hOCR for it.
// Once ctx is done it returns ctx.Err() at once, and Tesseract stops at the
// next word it would recognise (the next line for LSTM); until then, which
// can be a second into a large page's layout analysis, the Client is Busy
// and its next call waits. It may be called again for the same image, which
// is then recognised again.
func (c *Client) HOCRText(ctx context.Context) (string, error) {
	return c.read(ctx, func(api *C.TessBaseAPI) *C.char { return C.TessBaseAPIGetHOCRText(api, 0) })
}

// HOCRAndText is HOCRText that also returns the recognised text of the
// same recognition, as Text would. A model whose script is written without
// spaces between words (Thai) sets preserve_interword_spaces: the text then
// has a space only where the page has one, while hOCR makes a word of every
// letter cluster.
func (c *Client) HOCRAndText(ctx context.Context) (hocr, text string, err error) {
	hocr, err = c.read(ctx, func(api *C.TessBaseAPI) *C.char {
		if t := C.TessBaseAPIGetUTF8Text(api); t != nil {
			text = C.GoString(t)
			C.TessDeleteText(t)
		}
		return C.TessBaseAPIGetHOCRText(api, 0)
	})
	return hocr, strings.Trim(text, "\n"), err
}

// Text is like HOCRText but returns the recognised text, without the
// newlines around it.
func (c *Client) Text(ctx context.Context) (string, error) {
	s, err := c.read(ctx, func(api *C.TessBaseAPI) *C.char { return C.TessBaseAPIGetUTF8Text(api) })
	return strings.Trim(s, "\n"), err
}

// read recognises the image set, then returns what get makes of the result.
func (c *Client) read(ctx context.Context, get func(*C.TessBaseAPI) *C.char) (string, error) {
	if c.api == nil {
		return "", ErrClosed
	}
	c.Wait()
	if err := ctx.Err(); err != nil {
		return "", err
	}
	if C.TessBaseAPIGetInputImage(c.api) == nil {
		return "", fmt.Errorf("%w: no image set", ErrRecognize)
	}
	deadline := 0
	if d, ok := ctx.Deadline(); ok {
		left := time.Until(d)
		if left <= 0 {
			return "", context.DeadlineExceeded
		}
		deadline = int(min((left+time.Millisecond-1)/time.Millisecond, math.MaxInt32))
	}
	// Tesseract runs on its own goroutine so that a done ctx is answered at
	// once, even while Tesseract analyses the layout, which it cannot be
	// stopped in.
	*c.cancel = 0
	api, cancel := c.api, c.cancel
	done := make(chan C.int, 1)
	go func() { done <- C.dx_recognize(api, cancel, C.int(deadline)) }()
	var rc C.int
	select {
	case rc = <-done:
	case <-ctx.Done():
		C.dx_cancel(cancel)
		c.running = done
		return "", ctx.Err()
	}
	if err := ctx.Err(); err != nil {
		return "", err
	}
	if rc != 0 {
		return "", ErrRecognize
	}
	// Recognition is done: get only formats its result.
	s := get(c.api)
	if s == nil {
		return "", ErrRecognize
	}
	defer C.TessDeleteText(s) // what gosseract v2.4.1 leaked
	return C.GoString(s), nil
}

// Busy reports whether a recognition stopped by its context may still run.
func (c *Client) Busy() bool { return c.running != nil }

// Wait returns once a recognition stopped by its context has ended. Every
// other method waits for it on its own; Wait lets a caller do so first.
func (c *Client) Wait() {
	if c.running != nil {
		<-c.running
		c.running = nil
	}
}

// DetectOrientation reports how far img's content is turned clockwise, in
// degrees (0, 90, 180 or 270), and Tesseract's confidence; ok is false when
// too little text was found. The Client must come from NewOrientation: an
// LSTM model answers nonsense. img is not kept.
func (c *Client) DetectOrientation(img *image.Gray) (deg int, conf float64, ok bool, err error) {
	o, ok, err := c.DetectOrientationScript(img)
	return o.Degrees, o.Confidence, ok, err
}

// OSD is what orientation and script detection found on a page.
type OSD struct {
	// Degrees is how far the content is turned clockwise (0, 90, 180 or
	// 270), Confidence Tesseract's confidence in it.
	Degrees    int
	Confidence float64
	// Script is the name of the script most of the text is in, as the osd
	// model names it ("Latin", "Thai", "Arabic", "Cyrillic", "Han"...);
	// ScriptConfidence is Tesseract's confidence in it.
	Script           string
	ScriptConfidence float64
}

// DetectOrientationScript reports the orientation of img's content and
// the script of its text in one detection; ok is false when too little
// text was found. The Client must come from NewOrientation. img is not
// kept.
func (c *Client) DetectOrientationScript(img *image.Gray) (o OSD, ok bool, err error) {
	if c.api == nil {
		return OSD{}, false, ErrClosed
	}
	pix, w, h, err := pixels(img)
	if err != nil {
		return OSD{}, false, err
	}
	c.Wait()
	var d C.int
	var cf, sc C.float
	var script [32]C.char
	r := C.dx_osd(c.api, pix, C.int(w), C.int(h), C.int(img.Stride), &d, &cf, &script[0], C.int(len(script)), &sc)
	runtime.KeepAlive(img)
	if r == 0 {
		return OSD{}, false, nil
	}
	return OSD{Degrees: int(d), Confidence: float64(cf), Script: C.GoString(&script[0]), ScriptConfidence: float64(sc)}, true, nil
}
