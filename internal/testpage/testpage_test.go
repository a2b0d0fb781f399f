package testpage

import (
	"bytes"
	"image/png"
	"testing"
)

func TestPNGDrawsText(t *testing.T) {
	data := PNG(t, []Item{{X: 72, Y: 100, Size: 12, Text: "Hello"}}, 100)
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	if got := img.Bounds().Dx(); got != 826 {
		t.Errorf("width %d, want A4 at 100 dpi (826)", got)
	}
	dark := 0
	for y := 80; y < 140; y++ {
		for x := 90; x < 200; x++ {
			if r, _, _, _ := img.At(x, y).RGBA(); r < 0x8000 {
				dark++
			}
		}
	}
	if dark == 0 {
		t.Error("no ink where the text was drawn")
	}
}

func TestPDFHasHeader(t *testing.T) {
	if data := PDF(t, []Item{{X: 72, Y: 100, Size: 12, Text: "Hello"}}); !bytes.HasPrefix(data, []byte("%PDF-")) {
		t.Errorf("not a PDF: %q", data[:min(len(data), 8)])
	}
}
