package zxing

/*
#cgo pkg-config: zxing
#cgo CXXFLAGS: -std=c++17
#include <stdlib.h>
#include "bridge.h"
*/
import "C"

import (
	"errors"
	"image"
	"runtime"
	"unsafe"
)

// ErrRead is returned when zxing-cpp fails on an image (not when it finds
// no symbol).
var ErrRead = errors.New("zxing: reader failed")

// MaxSymbols is the most symbols ReadPDF417 returns from one image.
const MaxSymbols = 4

// Symbol is one barcode read from an image.
type Symbol struct {
	// Bytes are the symbol's data as encoded, no character set applied.
	Bytes []byte
	// Corners are its corners in the image: top left, top right, bottom
	// right, bottom left of the symbol as read.
	Corners [4]image.Point
}

// ReadPDF417 returns the PDF417 symbols of img, in any orientation, at
// most MaxSymbols; none is no error. It is safe for concurrent use.
func ReadPDF417(img *image.Gray) ([]Symbol, error) {
	b := img.Bounds()
	if b.Dx() <= 0 || b.Dy() <= 0 {
		return nil, nil
	}
	var out [MaxSymbols]C.zx_result
	pix := img.Pix[img.PixOffset(b.Min.X, b.Min.Y):]
	n := C.zx_read_pdf417((*C.uchar)(unsafe.Pointer(&pix[0])), C.int(b.Dx()), C.int(b.Dy()), C.int(img.Stride), &out[0], MaxSymbols)
	runtime.KeepAlive(img)
	if n < 0 {
		return nil, ErrRead
	}
	defer C.zx_free_results(&out[0], n)
	syms := make([]Symbol, 0, int(n))
	for i := range int(n) {
		s := Symbol{Bytes: C.GoBytes(unsafe.Pointer(out[i].bytes), out[i].len)}
		for k := range 4 {
			s.Corners[k] = image.Pt(int(out[i].x[k]), int(out[i].y[k]))
		}
		syms = append(syms, s)
	}
	return syms, nil
}
