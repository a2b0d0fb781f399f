package zxing

import (
	"bytes"
	"errors"
	"image"
	"testing"

	"github.com/boombuler/barcode"
	"github.com/boombuler/barcode/pdf417"
)

// aamva is an AAMVA DL/ID payload (AAMVA DL/ID Card Design Standard
// 2020, Annex D), with the control characters of its header.
const aamva = "@\n\x1e\rANSI 636045100001DL00310178DLDCAD\nDCBNONE\nDCDNONE\nDBA05232027\nDCSTESTER\nDACMARY\nDADANN\nDBD04162021\nDBB05231950\nDBC2\nDAYBRO\nDAU064 IN\nDAG123 MAIN ST\nDAIOLYMPIA\nDAJWA\nDAK98501\nDAQWDLABCD1234X5\nDCGUSA\r"

// render draws payload as a PDF417 symbol with modules of m pixels
// (rows three modules high) on a white margin.
func render(t *testing.T, payload string, m int) *image.Gray {
	t.Helper()
	bc, err := encodePDF417(payload)
	if err != nil {
		t.Fatal(err)
	}
	b := bc.Bounds()
	const margin = 20
	// The encoder draws each row two pixels high.
	img := image.NewGray(image.Rect(0, 0, b.Dx()*m+2*margin, b.Dy()*m*3/2+2*margin))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	for y := range img.Rect.Dy() - 2*margin {
		for x := range img.Rect.Dx() - 2*margin {
			r, _, _, _ := bc.At(b.Min.X+x/m, b.Min.Y+y*2/(3*m)).RGBA()
			if r < 0x8000 {
				img.Pix[(y+margin)*img.Stride+x+margin] = 0
			}
		}
	}
	return img
}

// turn90 returns img turned a quarter clockwise.
func turn90(img *image.Gray) *image.Gray {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	out := image.NewGray(image.Rect(0, 0, h, w))
	for y := range h {
		for x := range w {
			out.Pix[x*out.Stride+h-1-y] = img.Pix[y*img.Stride+x]
		}
	}
	return out
}

func TestReadPDF417(t *testing.T) {
	img := render(t, aamva, 3)
	for name, im := range map[string]*image.Gray{"upright": img, "turned": turn90(img)} {
		syms, err := ReadPDF417(im)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if len(syms) != 1 || !bytes.Equal(syms[0].Bytes, []byte(aamva)) {
			t.Fatalf("%s: ReadPDF417 = %d symbols %q, want the payload", name, len(syms), syms)
		}
	}
	// A sub-image is read at its own origin and stride.
	big := image.NewGray(image.Rect(0, 0, img.Rect.Dx()+100, img.Rect.Dy()+50))
	for i := range big.Pix {
		big.Pix[i] = 255
	}
	for y := range img.Rect.Dy() {
		copy(big.Pix[(y+50)*big.Stride+100:], img.Pix[y*img.Stride:(y+1)*img.Stride])
	}
	sub := big.SubImage(image.Rect(60, 20, big.Rect.Dx(), big.Rect.Dy())).(*image.Gray)
	if syms, err := ReadPDF417(sub); err != nil || len(syms) != 1 {
		t.Errorf("sub-image: %d symbols, %v", len(syms), err)
	}
}

func TestReadPDF417None(t *testing.T) {
	blank := image.NewGray(image.Rect(0, 0, 300, 200))
	for i := range blank.Pix {
		blank.Pix[i] = 255
	}
	if syms, err := ReadPDF417(blank); err != nil || len(syms) != 0 {
		t.Errorf("blank: %d symbols, %v", len(syms), err)
	}
	if syms, err := ReadPDF417(image.NewGray(image.Rectangle{})); err != nil || syms != nil {
		t.Errorf("empty: %v, %v", syms, err)
	}
}

// encodePDF417 encodes payload at an error correction level that gives a
// number of rows divisible by three: boombuler/barcode v1.1.0 writes a
// wrong left row indicator otherwise (see internal/docgen's encoder).
func encodePDF417(payload string) (barcode.Barcode, error) {
	for _, level := range []byte{5, 6, 4, 7, 3, 8} {
		bc, err := pdf417.Encode(payload, level)
		if err == nil && bc.Bounds().Dy()/2%3 == 0 {
			return bc, nil
		}
	}
	return nil, errors.New("no level gives rows divisible by three")
}
