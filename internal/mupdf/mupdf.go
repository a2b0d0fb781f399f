package mupdf

/*
#cgo CFLAGS: -I${SRCDIR}/include
#include <stdlib.h>
#include "bridge.h"
*/
import "C"

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"runtime"
	"runtime/cgo"
	"sync"
	"unsafe"

	// go-fitz brings MuPDF's static libraries, which this package's C
	// code links against; the headers in include/ are its copy of them.
	_ "github.com/gen2brain/go-fitz"
)

// Errors returned by a Document.
var (
	// ErrOpen is returned when the data is not a PDF MuPDF can open.
	ErrOpen = errors.New("mupdf: cannot open document")
	// ErrNeedsPassword is returned by Open for an encrypted PDF.
	ErrNeedsPassword = errors.New("mupdf: document needs a password")
	// ErrPage is returned when a page cannot be loaded, read or drawn.
	ErrPage = errors.New("mupdf: cannot read page")
	// ErrClosed is returned by calls on a closed Document.
	ErrClosed = errors.New("mupdf: document closed")
)

// MaxStore is the most a document's context keeps of decoded fonts and
// images for reuse, as go-fitz's default.
const MaxStore = 256 << 20

// Message is one diagnostic of MuPDF's.
type Message struct {
	// Warning is true for a warning, false for an error.
	Warning bool
	// Text is MuPDF's message as it wrote it; it may quote the document.
	Text string
}

// Document is one PDF opened by MuPDF, with a context of its own. It is
// safe for concurrent use (calls are serialised). The caller must Close it.
type Document struct {
	mu     sync.Mutex
	ctx    *C.fz_context
	stream *C.fz_stream
	doc    *C.fz_document
	// pin keeps the PDF's bytes, which MuPDF reads from, where they are.
	pin    runtime.Pinner
	handle cgo.Handle
	pages  int
}

// Open opens the PDF in data. MuPDF's errors and warnings go to logf, on
// the thread that caused them and in the middle of a call: it must be quick
// and must not call the Document. logf may be nil. data must not change
// until Close.
func Open(data []byte, logf func(Message)) (*Document, error) {
	if len(data) == 0 {
		return nil, fmt.Errorf("%w: no data", ErrOpen)
	}
	if logf == nil {
		logf = func(Message) {}
	}
	d := &Document{handle: cgo.NewHandle(logf)}
	d.ctx = C.dx_new_context(C.size_t(MaxStore), C.uintptr_t(d.handle))
	if d.ctx == nil {
		d.handle.Delete()
		return nil, fmt.Errorf("%w: no context", ErrOpen)
	}
	d.pin.Pin(&data[0])
	var needs C.int
	if C.dx_open(d.ctx, (*C.uchar)(unsafe.Pointer(&data[0])), C.size_t(len(data)), &d.stream, &d.doc, &needs) != 0 {
		d.Close()
		return nil, ErrOpen
	}
	if needs != 0 {
		d.Close()
		return nil, ErrNeedsPassword
	}
	var n C.int
	if C.dx_count_pages(d.ctx, d.doc, &n) != 0 {
		d.Close()
		return nil, fmt.Errorf("%w: cannot count pages", ErrOpen)
	}
	d.pages = int(n)
	return d, nil
}

// Close frees the document. It is safe to call more than once.
func (d *Document) Close() error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.ctx == nil {
		return nil
	}
	C.fz_drop_document(d.ctx, d.doc)
	C.fz_drop_stream(d.ctx, d.stream)
	C.fz_drop_context(d.ctx)
	d.pin.Unpin()
	d.handle.Delete()
	d.ctx, d.doc, d.stream = nil, nil, nil
	return nil
}

// NumPages returns the number of pages.
func (d *Document) NumPages() int { return d.pages }

// lock serialises calls and checks the page number.
func (d *Document) lock(page int) error {
	d.mu.Lock()
	if d.ctx == nil {
		d.mu.Unlock()
		return ErrClosed
	}
	if page < 0 || page >= d.pages {
		d.mu.Unlock()
		return fmt.Errorf("%w: page %d of %d", ErrPage, page+1, d.pages)
	}
	return nil
}

// Bound returns the bounds of page (0-based) in points, truncated to
// whole points as go-fitz's Bound gives them.
func (d *Document) Bound(page int) (image.Rectangle, error) {
	if err := d.lock(page); err != nil {
		return image.Rectangle{}, err
	}
	defer d.mu.Unlock()
	var r [4]C.float
	if C.dx_bound(d.ctx, d.doc, C.int(page), &r[0]) != 0 {
		return image.Rectangle{}, fmt.Errorf("%w: page %d bounds", ErrPage, page+1)
	}
	return image.Rect(int(r[0]), int(r[1]), int(r[2]), int(r[3])), nil
}

// Text returns the text of page, as go-fitz's Text does. Once ctx is done
// MuPDF stops at the page's next operator and Text returns ctx's error.
func (d *Document) Text(ctx context.Context, page int) (string, error) {
	return d.buffer(ctx, page, "text", func(cookie *C.fz_cookie, out **C.fz_buffer) C.int {
		return C.dx_text(d.ctx, d.doc, C.int(page), cookie, out)
	})
}

// SVG returns page drawn as SVG with text as paths, as go-fitz's SVG does.
// It stops as Text does.
func (d *Document) SVG(ctx context.Context, page int) (string, error) {
	return d.buffer(ctx, page, "drawing", func(cookie *C.fz_cookie, out **C.fz_buffer) C.int {
		return C.dx_svg(d.ctx, d.doc, C.int(page), cookie, out)
	})
}

func (d *Document) buffer(ctx context.Context, page int, what string, run func(*C.fz_cookie, **C.fz_buffer) C.int) (string, error) {
	if err := ctx.Err(); err != nil {
		return "", err
	}
	if err := d.lock(page); err != nil {
		return "", err
	}
	defer d.mu.Unlock()
	var out *C.fz_buffer
	rc, err := watch(ctx, func(cookie *C.fz_cookie) C.int { return run(cookie, &out) })
	if out != nil {
		defer C.fz_drop_buffer(d.ctx, out)
	}
	if err != nil {
		return "", err
	}
	if rc != 0 || out == nil {
		return "", fmt.Errorf("%w: page %d %s", ErrPage, page+1, what)
	}
	var n C.size_t
	p := C.dx_buffer_string(d.ctx, out, &n)
	b := C.GoBytes(unsafe.Pointer(p), C.int(n))
	// Up to the first NUL, as C.GoString reads it.
	if i := bytes.IndexByte(b, 0); i >= 0 {
		b = b[:i]
	}
	return string(b), nil
}

// RenderSize returns the size in pixels of page rendered at dpi.
func (d *Document) RenderSize(page int, dpi float64) (w, h int, err error) {
	if err := d.lock(page); err != nil {
		return 0, 0, err
	}
	defer d.mu.Unlock()
	var cw, ch C.int
	if C.dx_render_size(d.ctx, d.doc, C.int(page), C.float(dpi), &cw, &ch) != 0 {
		return 0, 0, fmt.Errorf("%w: page %d size", ErrPage, page+1)
	}
	return int(cw), int(ch), nil
}

// RenderGray renders page at dpi on white into an 8-bit gray image of the
// size RenderSize gives, with the pixels that go-fitz's RGBA rendering
// would give once turned gray (ITU-R 601 weights, transparency on white).
// MuPDF draws in RGB with alpha, 4 bytes a pixel in C memory, freed before
// it returns. It stops as Text does.
func (d *Document) RenderGray(ctx context.Context, page int, dpi float64, w, h int) (*image.Gray, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if w <= 0 || h <= 0 {
		return nil, fmt.Errorf("%w: page %d renders to %dx%d pixels", ErrPage, page+1, w, h)
	}
	if err := d.lock(page); err != nil {
		return nil, err
	}
	defer d.mu.Unlock()
	img := image.NewGray(image.Rect(0, 0, w, h))
	rc, err := watch(ctx, func(cookie *C.fz_cookie) C.int {
		return C.dx_render_gray(d.ctx, d.doc, C.int(page), C.float(dpi), cookie, (*C.uchar)(unsafe.Pointer(&img.Pix[0])), C.int(w), C.int(h))
	})
	runtime.KeepAlive(img)
	if err != nil {
		return nil, err
	}
	if rc != 0 {
		return nil, fmt.Errorf("%w: page %d render", ErrPage, page+1)
	}
	return img, nil
}

// RenderRGBA renders page at dpi on white into an RGBA image of the size
// RenderSize gives. It stops as Text does.
func (d *Document) RenderRGBA(ctx context.Context, page int, dpi float64, w, h int) (*image.RGBA, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if w <= 0 || h <= 0 {
		return nil, fmt.Errorf("%w: page %d renders to %dx%d pixels", ErrPage, page+1, w, h)
	}
	if err := d.lock(page); err != nil {
		return nil, err
	}
	defer d.mu.Unlock()
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	rc, err := watch(ctx, func(cookie *C.fz_cookie) C.int {
		return C.dx_render_rgba(d.ctx, d.doc, C.int(page), C.float(dpi), cookie, (*C.uchar)(unsafe.Pointer(&img.Pix[0])), C.int(w), C.int(h))
	})
	runtime.KeepAlive(img)
	if err != nil {
		return nil, err
	}
	if rc != 0 {
		return nil, fmt.Errorf("%w: page %d render", ErrPage, page+1)
	}
	return img, nil
}

// watch runs f with a cookie that is aborted once ctx is done, and returns
// ctx's error when it was.
func watch(ctx context.Context, f func(*C.fz_cookie) C.int) (C.int, error) {
	cookie := (*C.fz_cookie)(C.calloc(1, C.size_t(unsafe.Sizeof(C.fz_cookie{}))))
	var mu sync.Mutex // the cookie is freed only once no abort runs
	freed := false
	stop := context.AfterFunc(ctx, func() {
		mu.Lock()
		defer mu.Unlock()
		if !freed {
			C.dx_abort(cookie)
		}
	})
	rc := f(cookie)
	stopped := stop()
	mu.Lock()
	freed = true
	C.free(unsafe.Pointer(cookie))
	mu.Unlock()
	if !stopped && ctx.Err() != nil {
		return rc, ctx.Err()
	}
	return rc, nil
}

//export goMupdfMessage
func goMupdfMessage(h C.uintptr_t, warning C.int, msg *C.char) {
	logf, ok := cgo.Handle(h).Value().(func(Message))
	if ok {
		logf(Message{Warning: warning != 0, Text: C.GoString(msg)})
	}
}
