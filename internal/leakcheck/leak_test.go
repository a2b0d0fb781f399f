package leakcheck

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/docextract/docextract"
)

// tunables make glibc's allocator hand back what is freed (two arenas, large
// blocks mapped and unmapped, the heap's top trimmed early), so that resident
// memory follows what is in use: with its defaults it wanders by several MB
// over 1,000 extractions, leak or not. A leak grows it either way.
const tunables = "glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=65536:glibc.malloc.trim_threshold=131072"

// TestMain runs the tests again in a process started with tunables, which
// glibc reads only as a process starts.
func TestMain(m *testing.M) {
	if os.Getenv("GLIBC_TUNABLES") != tunables {
		cmd := exec.Command(os.Args[0], os.Args[1:]...)
		cmd.Env = append(os.Environ(), "GLIBC_TUNABLES="+tunables)
		cmd.Stdin, cmd.Stdout, cmd.Stderr = os.Stdin, os.Stdout, os.Stderr
		if err := cmd.Run(); err != nil {
			var exit *exec.ExitError
			if errors.As(err, &exit) {
				os.Exit(exit.ExitCode())
			}
			fmt.Fprintln(os.Stderr, "leakcheck:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// TestNoGosseract checks that the build of this module, which is what a
// program importing docextract gets, has no gosseract in it: upstream
// gosseract leaks Tesseract's hOCR string on every page.
func TestNoGosseract(t *testing.T) {
	// go test puts its own go command first in PATH.
	out, err := exec.Command("go", "list", "-deps", "-test", ".").CombinedOutput()
	if err != nil {
		t.Fatalf("go list -deps: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	if !slices.Contains(deps, "github.com/docextract/docextract") {
		t.Fatalf("go list -deps does not list docextract:\n%s", out)
	}
	for _, d := range deps {
		if strings.HasPrefix(d, "github.com/otiai10/gosseract") {
			t.Errorf("the build of a program importing docextract has %s", d)
		}
	}
}

// maxGrowth is the most resident memory 1,000 extractions of words.png may
// add after the warm-up. Each extraction recognises the image twice (the
// second time, once refused, with a local threshold), and each recognition's
// hOCR is 5.4 KB, which upstream gosseract never frees: with it the growth
// measured was 11.8 MB, about 2.8 MB every 250 calls. With the vendored
// binding it stayed between 0.5 and 1.6 MB.
const maxGrowth = 4 << 20

// workers is the number of OCR workers and of goroutines calling Extract:
// two, so that 1,000 extractions (about 90 ms of CPU each) take under a
// minute on two idle CPUs.
const workers = 2

// TestOCRDoesNotLeak extracts a tax document from testdata/words.png, a PNG
// of ten short lines that the tax document type refuses after OCR, through
// the public API: 100 times to warm up, then 1,000 times. It fails when the
// process's resident memory grows by more than maxGrowth.
func TestOCRDoesNotLeak(t *testing.T) {
	if testing.Short() {
		t.Skip("1,000 extractions")
	}
	doc, err := os.ReadFile(filepath.Join("testdata", "words.png"))
	if err != nil {
		t.Fatal(err)
	}
	e, err := docextract.New(docextract.Options{OCRWorkers: workers})
	if err != nil {
		t.Skipf("no OCR: %v", err)
	}
	defer e.Close()
	req := docextract.Request{DocumentType: docextract.TaxDoc, Document: doc}
	// extract makes n calls from as many goroutines as there are workers.
	extract := func(n int) {
		var wg sync.WaitGroup
		errs := make(chan error, workers)
		for g := range workers {
			wg.Go(func() {
				for i := g; i < n; i += workers {
					_, err := e.Extract(context.Background(), req)
					var apiErr *docextract.Error
					if err != nil && (!errors.As(err, &apiErr) || apiErr.Code != docextract.CodeDocumentNotOfType) {
						errs <- err
						return
					}
				}
			})
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Fatalf("Extract: %v", err)
		}
	}
	const warm, calls = 100, 1000
	extract(warm)
	before := rss(t)
	start, cpu := time.Now(), cpuTime()
	const steps = 4
	var trace []string
	for i := range steps {
		extract(calls / steps)
		trace = append(trace, fmt.Sprintf("%d: %+d KB", (i+1)*calls/steps, (rss(t)-before)>>10))
	}
	took, cpu := time.Since(start), cpuTime()-cpu
	growth := rss(t) - before
	t.Logf("%d extractions in %v (%v each, %v of CPU); resident memory after the warm-up %d KB, then %s",
		calls, took.Round(time.Millisecond), (took / time.Duration(calls)).Round(time.Millisecond), (cpu / time.Duration(calls)).Round(time.Millisecond), before>>10, strings.Join(trace, ", "))
	if growth > maxGrowth {
		t.Errorf("resident memory grew by %d KB over %d extractions (%.1f KB each), more than %d KB", growth>>10, calls, float64(growth)/1024/float64(calls), maxGrowth>>10)
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

// rss returns the process's resident memory (VmRSS) in bytes, after a
// garbage collection that returns what Go can to the system.
func rss(t *testing.T) int64 {
	t.Helper()
	runtime.GC()
	debug.FreeOSMemory()
	f, err := os.Open("/proc/self/status")
	if err != nil {
		t.Skipf("no /proc: %v", err)
	}
	defer f.Close()
	s := bufio.NewScanner(f)
	for s.Scan() {
		if v, ok := bytes.CutPrefix(s.Bytes(), []byte("VmRSS:")); ok {
			kb, err := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(string(v)), " kB"), 10, 64)
			if err != nil {
				t.Fatalf("VmRSS %q: %v", v, err)
			}
			return kb << 10
		}
	}
	t.Fatal("no VmRSS in /proc/self/status")
	return 0
}
