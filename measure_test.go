package docextract_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/jpeg"
	_ "image/png"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/go-pdf/fpdf"

	"github.com/docextract/docextract"
	"github.com/docextract/docextract/internal/docgen"
)

// The measurements of memory and latency: BenchmarkIdentity,
// BenchmarkScannedStatement and BenchmarkListedTypes for go test -bench
// (OMP_THREAD_LIMIT=1 go test -run '^$' -bench ListedTypes -benchtime 24x .
// for the listed types' targets), and TestMeasure, which runs
// only with DOCEXTRACT_MEASURE set and prints RSS at 1, 2 and 8 clients,
// after a burst and idle, with throughput and latencies:
//
//	OMP_THREAD_LIMIT=1 DOCEXTRACT_MEASURE=1 go test -run TestMeasure -v . Identity images are generated (12
// JPEG and PNG documents, seed 7), or the corpus's with
// DOCEXTRACT_MEASURE_CORPUS=1 and DOCEXTRACT_CORPUS set.

// identityImages returns JPEG and PNG identity documents to extract.
func identityImages(tb testing.TB) [][]byte {
	tb.Helper()
	var docs [][]byte
	if root := os.Getenv("DOCEXTRACT_CORPUS"); root != "" && os.Getenv("DOCEXTRACT_MEASURE_CORPUS") == "1" {
		for _, ext := range []string{"jpg", "png"} {
			paths, _ := filepath.Glob(filepath.Join(root, "identity", "*", "document."+ext))
			for _, p := range paths {
				b, err := os.ReadFile(p)
				if err != nil {
					tb.Fatal(err)
				}
				docs = append(docs, b)
			}
		}
	}
	if len(docs) == 0 {
		gen, err := docgen.Generate(docgen.Options{Seed: 7, Count: 12, Types: []string{"identity"}, Formats: []docgen.Format{docgen.FormatJPEG, docgen.FormatPNG}})
		if err != nil {
			tb.Skipf("docgen: %v", err)
		}
		for _, g := range gen {
			docs = append(docs, g.Document)
		}
	}
	return docs
}

// scannedStatement returns a 10-page scanned bank statement: the pages of
// a generated scanned statement, repeated.
func scannedStatement(tb testing.TB) []byte {
	tb.Helper()
	gen, err := docgen.Generate(docgen.Options{Seed: 11, Count: 6, Types: []string{"proof_of_address"}, Formats: []docgen.Format{docgen.FormatPNG}})
	if err != nil {
		tb.Skipf("docgen: %v", err)
	}
	pdf := fpdf.New("P", "mm", "A4", "")
	opt := fpdf.ImageOptions{ImageType: "JPG"}
	for i := range 10 {
		png := gen[i%len(gen)].Document
		img, _, err := image.Decode(bytes.NewReader(png))
		if err != nil {
			tb.Fatal(err)
		}
		var buf bytes.Buffer
		if err := jpeg.Encode(&buf, img, &jpeg.Options{Quality: 85}); err != nil {
			tb.Fatal(err)
		}
		name := "p" + strconv.Itoa(i)
		pdf.AddPage()
		pdf.RegisterImageOptionsReader(name, opt, bytes.NewReader(buf.Bytes()))
		pdf.ImageOptions(name, 0, 0, 210, 297, false, opt, 0, "")
	}
	var out bytes.Buffer
	if err := pdf.Output(&out); err != nil {
		tb.Fatal(err)
	}
	return out.Bytes()
}

// procStatus returns a field of /proc/self/status in MB (VmRSS, VmHWM).
func procStatus(field string) float64 {
	b, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return -1
	}
	for _, l := range strings.Split(string(b), "\n") {
		if rest, ok := strings.CutPrefix(l, field+":"); ok {
			kb, _ := strconv.ParseFloat(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 64)
			return kb / 1024
		}
	}
	return -1
}

// resetPeak resets VmHWM to the current RSS (Linux 4.0 and later).
func resetPeak() { _ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0) }

// run is one burst's numbers.
type run struct {
	docs          int
	elapsed       time.Duration
	p50, p95, max time.Duration
	peakRSS       float64
	failures      int
}

// burst extracts n documents of type dt over clients goroutines.
func burst(ex *docextract.Extractor, dt docextract.DocumentType, docs [][]byte, n, clients int) run {
	resetPeak()
	var mu sync.Mutex
	var lat []time.Duration
	fails := 0
	next := make(chan []byte)
	start := time.Now()
	var wg sync.WaitGroup
	for range clients {
		wg.Go(func() {
			for d := range next {
				t := time.Now()
				_, err := ex.Extract(context.Background(), docextract.Request{DocumentType: dt, Document: d, Sandbox: true})
				mu.Lock()
				lat = append(lat, time.Since(t))
				if err != nil && docextract.ErrorCodeOf(err) != docextract.CodeDocumentNotOfType {
					fails++
				}
				mu.Unlock()
			}
		})
	}
	for i := range n {
		next <- docs[i%len(docs)]
	}
	close(next)
	wg.Wait()
	r := run{docs: n, elapsed: time.Since(start), peakRSS: procStatus("VmHWM"), failures: fails}
	slices.Sort(lat)
	r.p50, r.p95, r.max = lat[len(lat)/2], lat[len(lat)*95/100], lat[len(lat)-1]
	return r
}

func (r run) report(b *testing.B) {
	b.ReportMetric(float64(r.docs)/r.elapsed.Seconds(), "docs/s")
	b.ReportMetric(r.p50.Seconds(), "p50-s")
	b.ReportMetric(r.p95.Seconds(), "p95-s")
	b.ReportMetric(r.peakRSS, "peak-rss-MB")
	b.ReportMetric(0, "ns/op")
}

func newMeasured(tb testing.TB, opts docextract.Options) *docextract.Extractor {
	tb.Helper()
	opts.OCRWorkers = 2
	ex, err := docextract.New(opts)
	if err != nil {
		tb.Skipf("New: %v", err)
	}
	return ex
}

// BenchmarkIdentity extracts identity images at 1, 2 and 8 clients on 2
// OCR workers; b.N documents per run.
func BenchmarkIdentity(b *testing.B) {
	docs := identityImages(b)
	ex := newMeasured(b, docextract.Options{})
	defer ex.Close()
	burst(ex, docextract.Identity, docs, len(docs), 2) // warm-up
	for _, c := range []int{1, 2, 8} {
		b.Run(fmt.Sprintf("clients=%d", c), func(b *testing.B) {
			r := burst(ex, docextract.Identity, docs, b.N, c)
			r.report(b)
		})
	}
}

// BenchmarkScannedStatement extracts a 10-page scanned statement as a
// proof of address, one at a time.
func BenchmarkScannedStatement(b *testing.B) {
	doc := scannedStatement(b)
	ex := newMeasured(b, docextract.Options{})
	defer ex.Close()
	burst(ex, docextract.ProofOfAddress, [][]byte{doc}, 1, 1)
	r := burst(ex, docextract.ProofOfAddress, [][]byte{doc}, b.N, 1)
	r.report(b)
}

// TestMeasure prints the memory and latency table. It runs
// only with DOCEXTRACT_MEASURE=1 (identity images and a scanned
// statement), giant (eight 200-inch pages at once) or deadline (the CPU
// burnt after a timeout): it takes minutes and measures, it does not check.
func TestMeasure(t *testing.T) {
	switch os.Getenv("DOCEXTRACT_MEASURE") {
	case "1":
	case "giant":
		measureGiant(t)
		return
	case "deadline":
		measureDeadline(t)
		return
	default:
		t.Skip("set DOCEXTRACT_MEASURE=1, giant or deadline")
	}
	n, _ := strconv.Atoi(os.Getenv("DOCEXTRACT_MEASURE_N"))
	if n <= 0 {
		n = 96
	}
	docs := identityImages(t)
	ex := newMeasured(t, docextract.Options{})
	defer ex.Close()
	fmt.Printf("identity images: %d, %d extractions per row, 2 OCR workers, GOMAXPROCS %d\n", len(docs), n, runtime.GOMAXPROCS(0))
	fmt.Printf("started:            rss %4.0f MB\n", procStatus("VmRSS"))
	w := burst(ex, docextract.Identity, docs, len(docs), 2)
	fmt.Printf("warm:               rss %4.0f MB  peak %4.0f MB\n", procStatus("VmRSS"), w.peakRSS)
	fmt.Println("clients  docs/s   p50 s   p95 s   max s  peak RSS MB  RSS after MB  failures")
	for _, c := range []int{1, 2, 8} {
		r := burst(ex, docextract.Identity, docs, n, c)
		fmt.Printf("%7d  %6.2f  %6.3f  %6.3f  %6.3f  %11.0f  %12.0f  %8d\n", c, float64(r.docs)/r.elapsed.Seconds(),
			r.p50.Seconds(), r.p95.Seconds(), r.max.Seconds(), r.peakRSS, procStatus("VmRSS"), r.failures)
	}
	for _, s := range []int{1, 5, 15, 30} {
		time.Sleep(time.Duration(s) * time.Second)
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		fmt.Printf("idle, %2d s more:    rss %4.0f MB  (Go heap in use %.0f MB, held %.0f MB)\n", s, procStatus("VmRSS"),
			float64(ms.HeapInuse)/(1<<20), float64(ms.HeapSys-ms.HeapReleased)/(1<<20))
	}
	doc := scannedStatement(t)
	burst(ex, docextract.ProofOfAddress, [][]byte{doc}, 1, 1)
	r := burst(ex, docextract.ProofOfAddress, [][]byte{doc}, 3, 1)
	fmt.Printf("10-page scanned statement, alone: p50 %.2f s, max %.2f s, peak RSS %.0f MB\n", r.p50.Seconds(), r.max.Seconds(), r.peakRSS)
}

// cpuSeconds returns the process's user and system CPU time.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
}

// pagePDF returns a PDF of n pages of w by h points, each with a line of
// text and the raw PDF operators extra.
func pagePDF(tb testing.TB, n int, w, h float64, extra string) []byte {
	tb.Helper()
	pdf := fpdf.NewCustom(&fpdf.InitType{UnitStr: "pt", Size: fpdf.SizeType{Wd: w, Ht: h}})
	pdf.SetFont("Helvetica", "", 40)
	for i := range n {
		pdf.AddPage()
		pdf.Text(200, 300, fmt.Sprintf("Statement page %d", i+1))
		pdf.RawWriteStr(extra)
	}
	var out bytes.Buffer
	if err := pdf.Output(&out); err != nil {
		tb.Fatal(err)
	}
	return out.Bytes()
}

// measureGiant extracts eight one-page PDFs of 200 by 200 inches at once
// on a warm extractor, and reports the peak RSS, the answers, and the RSS
// over the next 10 s.
func measureGiant(t *testing.T) {
	ex := newMeasured(t, docextract.Options{})
	defer ex.Close()
	burst(ex, docextract.Identity, identityImages(t), 12, 2)
	time.Sleep(12 * time.Second) // past the idle release
	warm := procStatus("VmRSS")
	doc := pagePDF(t, 1, 14400, 14400, "")
	fmt.Printf("warm RSS %.0f MB; PDF of one 200x200-inch page: %d bytes\n", warm, len(doc))
	resetPeak()
	codes := map[string]int{}
	var mu sync.Mutex
	start := time.Now()
	var wg sync.WaitGroup
	for range 8 {
		wg.Go(func() {
			_, err := ex.Extract(context.Background(), docextract.Request{DocumentType: docextract.ProofOfAddress, Document: doc, Sandbox: true})
			code := "200"
			if err != nil {
				code = string(docextract.ErrorCodeOf(err))
			}
			mu.Lock()
			codes[code]++
			mu.Unlock()
		})
	}
	wg.Wait()
	fmt.Printf("8 at once: %.1f s, answers %v, peak RSS %.0f MB\n", time.Since(start).Seconds(), codes, procStatus("VmHWM"))
	for s := 1; s <= 10; s++ {
		time.Sleep(time.Second)
		fmt.Printf("  +%2d s: RSS %.0f MB\n", s, procStatus("VmRSS"))
	}
}

// measureDeadline extracts a 20-page PDF of vector-heavy pages under a 3 s
// deadline and reports the CPU the process burns in the 5 s after the
// timeout.
func measureDeadline(t *testing.T) {
	ex := newMeasured(t, docextract.Options{Timeout: 3 * time.Second})
	defer ex.Close()
	var strokes strings.Builder
	strokes.WriteString("0.1 w\n")
	for i := range 3000 {
		fmt.Fprintf(&strokes, "%d 50 m %d 800 l S\n", 50+i%500, 550-i%500)
	}
	doc := pagePDF(t, 20, 595, 842, strokes.String())
	start := time.Now()
	_, err := ex.Extract(context.Background(), docextract.Request{DocumentType: docextract.ProofOfAddress, Document: doc, Sandbox: true})
	answered := time.Since(start)
	cpu0 := cpuSeconds()
	time.Sleep(5 * time.Second)
	fmt.Printf("20 vector-heavy pages under a 3 s deadline: %s after %.2f s; CPU in the next 5 s: %.2f s\n",
		docextract.ErrorCodeOf(err), answered.Seconds(), cpuSeconds()-cpu0)
}

// listedDocs returns up to n generated documents of type typ in the given
// formats (seed 5, the tuned layouts), those of that type only: the
// documents of other types the generator sends as typ are left out.
func listedDocs(tb testing.TB, typ string, n int, formats ...docgen.Format) [][]byte {
	tb.Helper()
	gen, err := docgen.Generate(docgen.Options{Seed: 5, Count: 2 * n, Types: []string{typ}, Formats: formats})
	if err != nil {
		tb.Skipf("docgen: %v", err)
	}
	var docs [][]byte
	for _, g := range gen {
		if g.Expected.Family == typ && g.Expected.Status == 200 && len(docs) < n {
			docs = append(docs, g.Document)
		}
	}
	if len(docs) == 0 {
		tb.Skipf("docgen drew no %s", typ)
	}
	return docs
}

// BenchmarkListedTypes extracts, one at a time, text-layer PDF invoices
// and photographed receipts (JPEG and PNG), for the latency targets of
// the listed types: a text-layer invoice under 50 ms p50, a receipt photo
// under 1.2 s p50. b.N documents per run, cycling over 12 of each.
func BenchmarkListedTypes(b *testing.B) {
	ex := newMeasured(b, docextract.Options{})
	defer ex.Close()
	for _, c := range []struct {
		name string
		dt   docextract.DocumentType
		docs [][]byte
	}{
		{"invoice-text-layer", docextract.Invoice, listedDocs(b, "invoice", 12, docgen.FormatPDF)},
		{"receipt-photo", docextract.Receipt, listedDocs(b, "receipt", 12, docgen.FormatJPEG, docgen.FormatPNG)},
	} {
		b.Run(c.name, func(b *testing.B) {
			burst(ex, c.dt, c.docs, len(c.docs), 1) // warm-up
			r := burst(ex, c.dt, c.docs, b.N, 1)
			r.report(b)
		})
	}
}
