package main

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/docextract/docextract/internal/docgen"
)

func main() {
	os.Exit(run(os.Args[1:], os.Stdout, os.Stderr))
}

// config is what one run measures.
type config struct {
	bin      string
	target   string // a running server's base URL; "" starts bin
	pid      int    // the running server's process, for its memory
	docType  string
	formats  []docgen.Format
	levels   []int
	n        int
	maxTime  time.Duration
	workers  int
	queue    int
	docs     int
	seed     uint64
	settle   time.Duration
	jsonPath string
	serveArg []string
}

func run(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("load", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var c config
	var levels, formats, serveArgs string
	fs.StringVar(&c.bin, "bin", "bin/docextract", "the docextract `BINARY` to start")
	fs.StringVar(&c.target, "url", "", "measure a server already listening on this loopback `URL` instead of starting one")
	fs.IntVar(&c.pid, "pid", 0, "with -url, the server's process id, for its memory")
	fs.StringVar(&c.docType, "type", "identity", "document type: identity, proof_of_address, tax_doc or organisation_doc")
	fs.StringVar(&formats, "formats", "", "comma-separated formats: png, jpg, pdf, scanpdf (default: png for identity, pdf and scanpdf for the others)")
	fs.StringVar(&levels, "levels", "1,2,4,8,16", "comma-separated client concurrencies")
	fs.IntVar(&c.n, "n", 64, "requests per level, at most")
	fs.DurationVar(&c.maxTime, "max-time", 60*time.Second, "time per level, at most: no request starts after it")
	fs.IntVar(&c.workers, "workers", 2, "the server's --workers")
	fs.IntVar(&c.queue, "queue", 16, "the server's --queue")
	fs.IntVar(&c.docs, "docs", 8, "distinct generated documents, sent in turn")
	fs.Uint64Var(&c.seed, "seed", 11, "generator seed")
	fs.DurationVar(&c.settle, "settle", 15*time.Second, "idle time after each level before the settled memory is read: longer than the server's --idle-release (10 s), after which it unloads its models")
	fs.StringVar(&c.jsonPath, "json", "", "also write the results as JSON to `FILE`")
	fs.StringVar(&serveArgs, "serve-args", "", "more flags for docextract serve, space-separated")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	var err error
	if c.levels, err = parseLevels(levels); err != nil {
		fmt.Fprintln(stderr, "load:", err)
		return 2
	}
	c.formats = defaultFormats(c.docType, formats)
	c.serveArg = strings.Fields(serveArgs)
	if c.n < 1 || c.maxTime <= 0 || c.docs < 1 {
		fmt.Fprintln(stderr, "load: -n, -max-time and -docs must be positive")
		return 2
	}
	if err := measure(c, stdout, stderr); err != nil {
		fmt.Fprintln(stderr, "load:", err)
		return 1
	}
	return 0
}

func parseLevels(s string) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || n < 1 || n > 256 {
			return nil, fmt.Errorf("-levels: %q is not a concurrency from 1 to 256", f)
		}
		out = append(out, n)
	}
	return out, nil
}

func defaultFormats(docType, list string) []docgen.Format {
	if list == "" {
		if docType == "identity" {
			return []docgen.Format{docgen.FormatPNG}
		}
		return []docgen.Format{docgen.FormatPDF, docgen.FormatScanPDF}
	}
	var out []docgen.Format
	for _, f := range strings.Split(list, ",") {
		out = append(out, docgen.Format(strings.TrimSpace(f)))
	}
	return out
}

// loopback reports whether rawURL's host is a loopback address or a name
// that resolves only to such addresses.
func loopback(rawURL string) error {
	u, err := url.Parse(rawURL)
	if err != nil || u.Scheme != "http" || u.Host == "" {
		return fmt.Errorf("-url %q: want http://HOST:PORT", rawURL)
	}
	addrs, err := net.LookupHost(u.Hostname())
	if err != nil {
		return err
	}
	for _, a := range addrs {
		if ip := net.ParseIP(a); ip == nil || !ip.IsLoopback() {
			return fmt.Errorf("-url %q: %s is not a loopback address; load runs on loopback only", rawURL, a)
		}
	}
	return nil
}

// server is the service measured.
type server struct {
	base string
	key  string
	pid  int
	cmd  *exec.Cmd
}

// start runs bin serve on a free loopback port with a sandbox key, and
// waits until it is ready.
func start(c config, stderr io.Writer) (*server, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	addr := ln.Addr().String()
	ln.Close()
	key := "sk_sandbox_load_" + strconv.FormatInt(time.Now().UnixNano(), 36)
	args := append([]string{"serve", "--addr", addr, "--workers", strconv.Itoa(c.workers), "--queue", strconv.Itoa(c.queue), "--log-level", "warn"}, c.serveArg...)
	cmd := exec.Command(c.bin, args...)
	cmd.Env = append(os.Environ(), "OMP_THREAD_LIMIT=1", "DOCEXTRACT_LIVE_KEYS=", "DOCEXTRACT_SANDBOX_KEYS="+key, "DOCEXTRACT_KEYS_FILE=")
	cmd.Stdout, cmd.Stderr = io.Discard, stderr
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{base: "http://" + addr, key: key, pid: cmd.Process.Pid, cmd: cmd}
	deadline := time.Now().Add(2 * time.Minute)
	for {
		resp, err := http.Get(s.base + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return s, nil
			}
		}
		if time.Now().After(deadline) {
			s.stop()
			return nil, errors.New("the server was not ready after 2 minutes")
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func (s *server) stop() {
	if s.cmd == nil {
		return
	}
	s.cmd.Process.Signal(syscall.SIGTERM)
	done := make(chan struct{})
	go func() { s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(90 * time.Second):
		s.cmd.Process.Kill()
	}
}

// level is what one concurrency level measured.
type level struct {
	Clients       int       `json:"clients"`
	Requests      int       `json:"requests"`
	OK            int       `json:"ok"`
	Overloaded    int       `json:"overloaded"`
	ClientErrors  int       `json:"client_errors"`
	ServerErrors  int       `json:"server_errors"`
	Failed        int       `json:"transport_errors"`
	Seconds       float64   `json:"seconds"`
	DocsPerSecond float64   `json:"docs_per_second"`
	P50, P95, P99 float64   `json:"-"`
	LatencyMS     []float64 `json:"latency_ms_p50_p95_p99"`
	PeakRSSMiB    float64   `json:"peak_rss_mib"`
	SettledRSSMiB float64   `json:"settled_rss_mib"`
	PeakPSSMiB    float64   `json:"peak_pss_mib"`
	SettledPSSMiB float64   `json:"settled_pss_mib"`
	CPUSeconds    float64   `json:"server_cpu_seconds"`
}

func measure(c config, stdout, stderr io.Writer) error {
	if c.target != "" {
		if err := loopback(c.target); err != nil {
			return err
		}
	}
	bodies, err := documents(c)
	if err != nil {
		return err
	}
	var s *server
	if c.target != "" {
		key := os.Getenv("DOCEXTRACT_LOAD_KEY")
		if key == "" {
			return errors.New("-url needs the API key in DOCEXTRACT_LOAD_KEY")
		}
		s = &server{base: strings.TrimRight(c.target, "/"), key: key, pid: c.pid}
	} else {
		fmt.Fprintf(stderr, "load: starting %s serve --workers %d --queue %d\n", c.bin, c.workers, c.queue)
		if s, err = start(c, stderr); err != nil {
			return err
		}
		defer s.stop()
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 512}, Timeout: 2 * time.Minute}
	// Warm-up: every document once, so that lazily loaded models count as
	// the steady state, not as the first level.
	warm := time.Now()
	for _, b := range bodies {
		if _, err := send(client, s, b); err != nil {
			return fmt.Errorf("warm-up: %w", err)
		}
	}
	warmRSS := rss(s.pid)
	fmt.Fprintf(stderr, "load: %d documents warmed up in %s; RSS %.0f MiB\n", len(bodies), time.Since(warm).Round(time.Millisecond), mib(warmRSS))

	var results []level
	for _, clients := range c.levels {
		l := runLevel(c, client, s, bodies, clients)
		results = append(results, l)
		fmt.Fprintf(stderr, "load: %d clients: %d requests, %.2f docs/s\n", clients, l.Requests, l.DocsPerSecond)
	}
	fmt.Fprint(stdout, table(c, results, mib(warmRSS)))
	if c.jsonPath != "" {
		data, _ := json.MarshalIndent(map[string]any{"type": c.docType, "workers": c.workers, "queue": c.queue, "warm_rss_mib": mib(warmRSS), "levels": results}, "", "  ")
		if err := os.WriteFile(c.jsonPath, append(data, '\n'), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// documents returns request bodies of generated documents of c's type that
// the generator expects to be extracted (status 200), the formats taking
// turns.
func documents(c config) ([][]byte, error) {
	var perFormat [][][]byte
	for _, f := range c.formats {
		cases, err := docgen.Generate(docgen.Options{Seed: c.seed, Count: 2*c.docs + 4, Types: []string{c.docType}, Formats: []docgen.Format{f}})
		if err != nil {
			return nil, err
		}
		var bodies [][]byte
		for _, cs := range cases {
			if cs.DocumentType == c.docType && cs.Expected.Status == 200 && len(bodies) < c.docs {
				body, _ := json.Marshal(map[string]string{"document_type": c.docType, "source": "base64", "payload": base64.StdEncoding.EncodeToString(cs.Document)})
				bodies = append(bodies, body)
			}
		}
		perFormat = append(perFormat, bodies)
	}
	var out [][]byte
	for i := 0; len(out) < c.docs; i++ {
		added := false
		for _, bodies := range perFormat {
			if i < len(bodies) && len(out) < c.docs {
				out = append(out, bodies[i])
				added = true
			}
		}
		if !added {
			break
		}
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("the generator made no %s document in %v", c.docType, c.formats)
	}
	return out, nil
}

// send posts one body and returns the status.
func send(client *http.Client, s *server, body []byte) (int, error) {
	req, err := http.NewRequest("POST", s.base+"/document/extract", bytes.NewReader(body))
	if err != nil {
		return 0, err
	}
	req.Header.Set("Authorization", s.key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := client.Do(req)
	if err != nil {
		return 0, err
	}
	io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	return resp.StatusCode, nil
}

// runLevel sends at most c.n requests from clients goroutines, none
// started after c.maxTime, and samples the server's memory meanwhile.
func runLevel(c config, client *http.Client, s *server, bodies [][]byte, clients int) level {
	l := level{Clients: clients}
	resetPeak(s.pid)
	cpu0 := cpuSeconds(s.pid)
	ctx, stopSampling := context.WithCancel(context.Background())
	var peak, peakPSS atomic.Int64
	var sampler sync.WaitGroup
	sampler.Go(func() {
		for {
			if r := rss(s.pid); r > peak.Load() {
				peak.Store(r)
			}
			if r := pss(s.pid); r > peakPSS.Load() {
				peakPSS.Store(r)
			}
			select {
			case <-ctx.Done():
				return
			case <-time.After(50 * time.Millisecond):
			}
		}
	})

	var (
		mu        sync.Mutex
		latencies []float64
		next      atomic.Int64
		wg        sync.WaitGroup
	)
	begin := time.Now()
	deadline := begin.Add(c.maxTime)
	for range clients {
		wg.Go(func() {
			for {
				i := next.Add(1) - 1
				if i >= int64(c.n) || time.Now().After(deadline) {
					return
				}
				t0 := time.Now()
				status, err := send(client, s, bodies[int(i)%len(bodies)])
				d := time.Since(t0)
				mu.Lock()
				l.Requests++
				switch {
				case err != nil:
					l.Failed++
				case status == 200:
					l.OK++
					latencies = append(latencies, float64(d.Milliseconds()))
				case status == 503:
					l.Overloaded++
				case status >= 500:
					l.ServerErrors++
				default:
					l.ClientErrors++
				}
				mu.Unlock()
				if status == 503 {
					time.Sleep(250 * time.Millisecond) // a client honouring Retry-After would wait longer
				}
			}
		})
	}
	wg.Wait()
	elapsed := time.Since(begin)
	stopSampling()
	sampler.Wait()
	l.Seconds = elapsed.Seconds()
	l.DocsPerSecond = float64(l.OK) / elapsed.Seconds()
	l.P50, l.P95, l.P99 = percentile(latencies, 50), percentile(latencies, 95), percentile(latencies, 99)
	l.LatencyMS = []float64{l.P50, l.P95, l.P99}
	l.PeakRSSMiB = mib(max(peak.Load(), hwm(s.pid)))
	l.CPUSeconds = cpuSeconds(s.pid) - cpu0
	l.PeakPSSMiB = mib(peakPSS.Load())
	time.Sleep(c.settle)
	l.SettledRSSMiB = mib(rss(s.pid))
	l.SettledPSSMiB = mib(pss(s.pid))
	return l
}

// percentile returns the p-th percentile of values (nearest rank), 0 when none.
func percentile(values []float64, p float64) float64 {
	if len(values) == 0 {
		return 0
	}
	v := slices.Clone(values)
	slices.Sort(v)
	rank := int(p/100*float64(len(v))+0.999999) - 1
	return v[min(max(rank, 0), len(v)-1)]
}

func mib(b int64) float64 { return float64(b) / (1 << 20) }

// table formats the results as the README's Markdown table.
func table(c config, results []level, warmMiB float64) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s (%s), server --workers %d --queue %d, after warm-up RSS %.0f MiB\n\n", c.docType, formatList(c.formats), c.workers, c.queue, warmMiB)
	b.WriteString("| clients | requests | docs/s | p50 | p95 | p99 | 503 | other errors | server CPU/wall | docs per CPU-s | peak RSS | RSS after | peak PSS | PSS after |\n")
	b.WriteString("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n")
	for _, l := range results {
		perCPU := 0.0
		if l.CPUSeconds > 0 {
			perCPU = float64(l.OK) / l.CPUSeconds
		}
		fmt.Fprintf(&b, "| %d | %d | %.2f | %s | %s | %s | %d | %d | %.2f | %.2f | %.0f MiB | %.0f MiB | %.0f MiB | %.0f MiB |\n",
			l.Clients, l.Requests, l.DocsPerSecond, ms(l.P50), ms(l.P95), ms(l.P99), l.Overloaded,
			l.ClientErrors+l.ServerErrors+l.Failed, l.CPUSeconds/l.Seconds, perCPU, l.PeakRSSMiB, l.SettledRSSMiB, l.PeakPSSMiB, l.SettledPSSMiB)
	}
	b.WriteString("\nRSS counts the pages processes share (the binary, the C libraries) in each; PSS divides them among the processes sharing them, which is what the memory of the machine or container holds.\n")
	fmt.Fprintf(&b, "\nHost: %d CPUs, load average %s at the end (other processes compete for the CPUs when it is above the server's CPU/wall).\n", runtime.NumCPU(), loadAverage())
	return b.String()
}

// loadAverage is the host's 1-minute load average, "?" when unknown.
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if f := strings.Fields(string(data)); err == nil && len(f) > 0 {
		return f[0]
	}
	return "?"
}

func ms(v float64) string {
	if v >= 1000 {
		return fmt.Sprintf("%.2f s", v/1000)
	}
	return fmt.Sprintf("%.0f ms", v)
}

func formatList(fs []docgen.Format) string {
	var s []string
	for _, f := range fs {
		s = append(s, string(f))
	}
	return strings.Join(s, ", ")
}

// The server's memory and CPU, from /proc: the process and its children
// (worker processes, when the server has them).

// processTree returns pid and its descendants.
func processTree(pid int) []int {
	if pid <= 0 {
		return nil
	}
	out := []int{pid}
	tasks, _ := filepath.Glob(fmt.Sprintf("/proc/%d/task/*/children", pid))
	for _, t := range tasks {
		data, _ := os.ReadFile(t)
		for _, f := range strings.Fields(string(data)) {
			if child, err := strconv.Atoi(f); err == nil {
				out = append(out, processTree(child)...)
			}
		}
	}
	return out
}

// statusKB reads a "Name:   N kB" line of /proc/PID/status, in bytes.
func statusKB(pid int, name string) int64 { return procKB(pid, "status", name) }

// procKB reads a "Name:   N kB" line of /proc/PID/file, in bytes; 0 when
// there is none.
func procKB(pid int, file, name string) int64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/%s", pid, file))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(line, name+":"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// rss is the resident memory of pid's tree, in bytes.
func rss(pid int) int64 {
	var total int64
	for _, p := range processTree(pid) {
		total += statusKB(p, "VmRSS")
	}
	return total
}

// pss is the proportional set size of pid's tree, in bytes: each page
// shared by n processes counts 1/n in each.
func pss(pid int) int64 {
	var total int64
	for _, p := range processTree(pid) {
		total += procKB(p, "smaps_rollup", "Pss")
	}
	return total
}

// hwm is the peak resident memory of pid itself since resetPeak.
func hwm(pid int) int64 { return statusKB(pid, "VmHWM") }

// resetPeak resets the kernel's peak RSS of pid's tree (clear_refs 5).
func resetPeak(pid int) {
	for _, p := range processTree(pid) {
		os.WriteFile(fmt.Sprintf("/proc/%d/clear_refs", p), []byte("5"), 0)
	}
}

// cpuSeconds is the user and system CPU time of pid's tree.
func cpuSeconds(pid int) float64 {
	var total float64
	for _, p := range processTree(pid) {
		data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", p))
		if err != nil {
			continue
		}
		// Fields after the command name, which is in parentheses.
		s := string(data)
		fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(fields) > 13 {
			utime, _ := strconv.ParseFloat(fields[11], 64)
			stime, _ := strconv.ParseFloat(fields[12], 64)
			total += (utime + stime) / 100 // USER_HZ
		}
	}
	return total
}
