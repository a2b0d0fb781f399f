package main

import (
	"bytes"
	"os"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestPercentile(t *testing.T) {
	v := []float64{50, 10, 40, 30, 20, 60, 70, 80, 90, 100}
	got := []float64{percentile(v, 50), percentile(v, 95), percentile(v, 99), percentile(nil, 50), percentile([]float64{7}, 99)}
	if diff := cmp.Diff([]float64{50, 100, 100, 0, 7}, got); diff != "" {
		t.Errorf("percentiles mismatch (-want +got):\n%s", diff)
	}
}

func TestLoopbackOnly(t *testing.T) {
	for url, ok := range map[string]bool{
		"http://127.0.0.1:8080":  true,
		"http://localhost:8080":  true,
		"http://[::1]:8080":      true,
		"http://10.0.0.5:8080":   false,
		"http://192.0.2.1":       false,
		"https://127.0.0.1:8080": false,
		"127.0.0.1:8080":         false,
	} {
		if err := loopback(url); (err == nil) != ok {
			t.Errorf("loopback(%s) = %v, want allowed %v", url, err, ok)
		}
	}
}

func TestFlags(t *testing.T) {
	for _, args := range [][]string{{"-levels", "1,0"}, {"-levels", "a"}, {"-n", "0"}, {"-max-time", "0s"}} {
		var stderr bytes.Buffer
		if code := run(args, &bytes.Buffer{}, &stderr); code != 2 {
			t.Errorf("%v: exit %d, want 2 (%s)", args, code, stderr.String())
		}
	}
	var stderr bytes.Buffer
	if code := run([]string{"-url", "http://192.0.2.1:8080", "-docs", "1"}, &bytes.Buffer{}, &stderr); code != 1 || !strings.Contains(stderr.String(), "loopback") {
		t.Errorf("remote -url: exit %d, %s", code, stderr.String())
	}
}

func TestTable(t *testing.T) {
	out := table(config{docType: "identity", workers: 2, queue: 16}, []level{{Clients: 2, Requests: 10, OK: 9, Overloaded: 1, Seconds: 2, DocsPerSecond: 4.5, P50: 400, P95: 900, P99: 1200, CPUSeconds: 3, PeakRSSMiB: 410, SettledRSSMiB: 380, PeakPSSMiB: 350, SettledPSSMiB: 320}}, 350)
	want := "| 2 | 10 | 4.50 | 400 ms | 900 ms | 1.20 s | 1 | 0 | 1.50 | 3.00 | 410 MiB | 380 MiB | 350 MiB | 320 MiB |"
	if !strings.Contains(out, want) {
		t.Errorf("table:\n%s\nlacks %s", out, want)
	}
}

func TestProcessMemory(t *testing.T) {
	if r := rss(1 << 30); r != 0 {
		t.Errorf("rss of no process = %d", r)
	}
	if r := rss(os.Getpid()); r < 1<<20 {
		t.Errorf("rss of this process = %d bytes", r)
	}
	if r, all := pss(os.Getpid()), rss(os.Getpid()); r < 1<<20 || r > all {
		t.Errorf("pss of this process = %d bytes, rss %d", r, all)
	}
	if r := pss(1 << 30); r != 0 {
		t.Errorf("pss of no process = %d", r)
	}
}

// TestDocumentsTakeTurns: with several formats, the documents alternate.
func TestDocumentsTakeTurns(t *testing.T) {
	if testing.Short() {
		t.Skip("generates documents")
	}
	bodies, err := documents(config{docType: "proof_of_address", formats: defaultFormats("proof_of_address", ""), docs: 4, seed: 11})
	if err != nil {
		t.Fatal(err)
	}
	var kinds []string
	for _, b := range bodies {
		// A scan's PDF carries an image; a text PDF's is far smaller.
		kinds = append(kinds, map[bool]string{true: "scan", false: "text"}[len(b) > 60_000])
	}
	if diff := cmp.Diff([]string{"text", "scan", "text", "scan"}, kinds); diff != "" {
		t.Errorf("formats (-want +got):\n%s", diff)
	}
}
