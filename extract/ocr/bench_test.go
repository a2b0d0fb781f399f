package ocr

import (
	"context"
	"testing"
)

func BenchmarkNewPoolOneWorker(b *testing.B) {
	for b.Loop() {
		p, err := NewPool(Options{Workers: 1})
		if err != nil {
			b.Fatal(err)
		}
		p.Close()
	}
}

func BenchmarkOrientation(b *testing.B) {
	p := newTestPool(b, 1)
	img := renderLines(b, 1654, 2339, 200, 12, []string{"An upright page of text is the common case.", "Orientation runs on every image page."})
	for b.Loop() {
		if _, err := p.Orientation(context.Background(), img); err != nil {
			b.Fatal(err)
		}
	}
}
