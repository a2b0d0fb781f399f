package ocr

import (
	"context"
	"strconv"
	"syscall"
	"testing"
	"time"
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

// BenchmarkRecognizeA4 reads an A4 page of twelve lines, and one of one
// short line, at 200 and 300 DPI, the handing over of the image included.
// cpu-ms/op is the process's CPU time, steadier than the wall clock on a
// shared machine.
func BenchmarkRecognizeA4(b *testing.B) {
	lines := make([]string, 12)
	for i := range lines {
		lines[i] = "Statement line with an amount due of 123.45 and a reference."
	}
	for _, page := range []struct {
		name  string
		lines []string
	}{{"12lines", lines}, {"1line", []string{"Total"}}} {
		for _, dpi := range []int{200, 300} {
			b.Run(page.name+"-"+strconv.Itoa(dpi)+"dpi", func(b *testing.B) {
				p := newTestPool(b, 1)
				img := renderLines(b, 1654*dpi/200, 2339*dpi/200, float64(dpi), 12, page.lines)
				cpu := cpuTime()
				for b.Loop() {
					if _, err := p.Recognize(context.Background(), img, Request{DPI: dpi}); err != nil {
						b.Fatal(err)
					}
				}
				b.ReportMetric(float64(cpuTime()-cpu)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
			})
		}
	}
}

// cpuTime is the CPU time the process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
