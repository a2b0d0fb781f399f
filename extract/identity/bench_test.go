package identity

import (
	"context"
	"testing"
)

// BenchmarkExtractImage measures Extract alone on a rendered single-page
// passport image already read: MRZ location and recognition, zone, merge.
func BenchmarkExtractImage(b *testing.B) {
	doc := readDoc(b, pngBytes(b, renderPassport(b, germanPassport())))
	opts := Options{OCR: testPool(b), Today: today}
	for b.Loop() {
		if _, err := Extract(context.Background(), doc, opts); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkReadAndExtract measures a single-page identity image end to
// end: decoding, page OCR and Extract.
func BenchmarkReadAndExtract(b *testing.B) {
	data := pngBytes(b, renderPassport(b, germanPassport()))
	opts := Options{OCR: testPool(b), Today: today}
	for b.Loop() {
		doc := readDoc(b, data)
		if _, err := Extract(context.Background(), doc, opts); err != nil {
			b.Fatal(err)
		}
	}
}
