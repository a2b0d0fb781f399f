package identity

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/docextract/docextract/extract/doctype"
)

// BenchmarkExtractImage measures Extract alone on a rendered single-page
// passport image already read: MRZ location and recognition, zone, merge.
func BenchmarkExtractImage(b *testing.B) {
	doc := readDoc(b, pngBytes(b, renderPassport(b, germanPassport())))
	opts := doctype.Env{Reader: testReader(b), Today: today}
	var times []time.Duration
	for b.Loop() {
		start := time.Now()
		if _, err := extract(context.Background(), doc, opts); err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(start))
	}
	reportMedian(b, times)
}

// BenchmarkReadAndExtract measures a single-page identity image end to
// end: decoding, page OCR and Extract. It reports the median of the
// iterations as p50-ns besides the mean ns/op.
func BenchmarkReadAndExtract(b *testing.B) {
	data := pngBytes(b, renderPassport(b, germanPassport()))
	opts := doctype.Env{Reader: testReader(b), Today: today}
	var times []time.Duration
	for b.Loop() {
		start := time.Now()
		doc := readDoc(b, data)
		if _, err := extract(context.Background(), doc, opts); err != nil {
			b.Fatal(err)
		}
		times = append(times, time.Since(start))
	}
	reportMedian(b, times)
}

// reportMedian reports the median of times as the p50-ns metric.
func reportMedian(b *testing.B, times []time.Duration) {
	if len(times) == 0 {
		return
	}
	slices.Sort(times)
	b.ReportMetric(float64(times[len(times)/2].Nanoseconds()), "p50-ns")
}
