package tesseract

import (
	"strconv"
	"testing"
)

// BenchmarkSetImageA4 hands over an A4 page at 200 and 300 DPI. Measured
// here against the PNG that gosseract needed (encoded in Go, decoded by
// Leptonica): 5.8 -> 2.2 ms of CPU at 200 DPI, 14.3 -> 5.0 ms at 300 DPI.
func BenchmarkSetImageA4(b *testing.B) {
	c := newClient(b, "eng", LSTM)
	for _, dpi := range []int{200, 300} {
		img := page(b, 1654*dpi/200, 2339*dpi/200, float64(dpi), 12, 12)
		b.Run(strconv.Itoa(dpi)+"dpi", func(b *testing.B) {
			for b.Loop() {
				if err := c.SetImage(img); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
