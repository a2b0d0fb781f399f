package hostile

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"

	"github.com/docextract/docextract/internal/worker"
)

// Server is a docextract server started from its binary on a loopback
// port, with its log and its processes' memory watched.
type Server struct {
	URL         string
	LiveKey     string
	SandboxKey  string
	cmd         *exec.Cmd
	exited      chan struct{}
	mu          sync.Mutex
	logLines    []string
	stopSampler chan struct{}
	samplerDone chan struct{}
	peakRSS     int64
	ids         map[string]int // Request-Id headers received, and how often
}

// Start starts binary as "docextract serve" on a free loopback port with
// args added, and waits until /healthz answers 200.
func Start(binary string, args ...string) (*Server, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	addr := ln.Addr().String()
	ln.Close()
	s := &Server{URL: "http://" + addr, LiveKey: "sk_live_hostile", SandboxKey: "sk_sandbox_hostile",
		exited: make(chan struct{}), stopSampler: make(chan struct{}), samplerDone: make(chan struct{}), ids: map[string]int{}}
	s.cmd = exec.Command(binary, append([]string{"serve", "--addr", addr}, args...)...)
	s.cmd.Env = append(os.Environ(), "DOCEXTRACT_LIVE_KEYS="+s.LiveKey, "DOCEXTRACT_SANDBOX_KEYS="+s.SandboxKey, "OMP_THREAD_LIMIT=1")
	stderr, err := s.cmd.StderrPipe()
	if err != nil {
		return nil, err
	}
	s.cmd.Stdout = io.Discard
	if err := s.cmd.Start(); err != nil {
		return nil, err
	}
	logDone := make(chan struct{})
	go func() {
		defer close(logDone)
		sc := bufio.NewScanner(stderr)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			s.mu.Lock()
			s.logLines = append(s.logLines, sc.Text())
			s.mu.Unlock()
		}
	}()
	go func() {
		<-logDone
		s.cmd.Wait()
		close(s.exited)
	}()
	go s.sample()
	deadline := time.Now().Add(2 * time.Minute)
	for {
		if s.Healthy() {
			return s, nil
		}
		select {
		case <-s.exited:
			return nil, fmt.Errorf("server exited while starting:\n%s", strings.Join(s.Log(), "\n"))
		case <-time.After(100 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			s.Stop()
			return nil, errors.New("server not healthy within 2 minutes")
		}
	}
}

// Stop stops the server with SIGTERM, as an operator would, and kills it
// after 30 s.
func (s *Server) Stop() error {
	select {
	case <-s.exited:
	default:
		s.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-s.exited:
		case <-time.After(30 * time.Second):
			s.cmd.Process.Kill()
			<-s.exited
		}
	}
	select {
	case <-s.stopSampler:
	default:
		close(s.stopSampler)
	}
	<-s.samplerDone
	return nil
}

// Log returns the lines the server has written on its standard error.
func (s *Server) Log() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]string(nil), s.logLines...)
}

// Healthy reports whether /healthz answers 200.
func (s *Server) Healthy() bool {
	resp, err := http.Get(s.URL + "/healthz")
	if err != nil {
		return false
	}
	resp.Body.Close()
	s.saw(resp.Header.Get("Request-Id"))
	return resp.StatusCode == http.StatusOK
}

func (s *Server) saw(id string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.ids[id]++
}

// SawID reports how many responses carried Request-Id id.
func (s *Server) SawID(id string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.ids[id]
}

// Pid is the server's process id.
func (s *Server) Pid() int { return s.cmd.Process.Pid }

// sample records the resident memory of the server and its workers every
// 50 ms.
func (s *Server) sample() {
	defer close(s.samplerDone)
	t := time.NewTicker(50 * time.Millisecond)
	defer t.Stop()
	for {
		select {
		case <-s.stopSampler:
			return
		case <-t.C:
		}
		rss := TreeRSS(s.cmd.Process.Pid)
		s.mu.Lock()
		s.peakRSS = max(s.peakRSS, rss)
		s.mu.Unlock()
	}
}

// ResetPeak starts a new peak measurement and returns the current RSS.
func (s *Server) ResetPeak() int64 {
	rss := TreeRSS(s.cmd.Process.Pid)
	s.mu.Lock()
	defer s.mu.Unlock()
	s.peakRSS = rss
	return rss
}

// PeakRSS is the highest resident memory of the server and its workers
// sampled since the last ResetPeak, in bytes.
func (s *Server) PeakRSS() int64 {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.peakRSS
}

// TreeRSS returns the resident memory of pid and its descendants, in bytes.
func TreeRSS(pid int) int64 {
	var total int64
	for _, p := range Tree(pid) {
		total += procStatus(p, "VmRSS:")
	}
	return total
}

// TreeCPU returns the CPU time pid and its live descendants have used.
func TreeCPU(pid int) time.Duration {
	var ticks int64
	for _, p := range Tree(pid) {
		data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", p))
		if err != nil {
			continue
		}
		// Fields after the command, which is in parentheses.
		f := strings.Fields(string(data[bytes.LastIndexByte(data, ')')+1:]))
		if len(f) > 12 {
			u, _ := strconv.ParseInt(f[11], 10, 64)
			s, _ := strconv.ParseInt(f[12], 10, 64)
			ticks += u + s
		}
	}
	return time.Duration(ticks) * time.Second / 100 // USER_HZ
}

// Tree returns pid and its descendants.
func Tree(pid int) []int {
	children := map[int][]int{}
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		p, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		data, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		f := strings.Fields(string(data[bytes.LastIndexByte(data, ')')+1:]))
		if len(f) > 1 {
			ppid, _ := strconv.Atoi(f[1])
			children[ppid] = append(children[ppid], p)
		}
	}
	out := []int{pid}
	for i := 0; i < len(out); i++ {
		out = append(out, children[out[i]]...)
	}
	return out
}

// Workers returns the worker processes of the server pid: its
// descendants that read documents, the OCR host (started with
// worker.RoleEnv in its environment) left out.
func Workers(pid int) []int {
	var out []int
	for _, p := range Tree(pid)[1:] {
		env, err := os.ReadFile(fmt.Sprintf("/proc/%d/environ", p))
		if err == nil && bytes.Contains(env, []byte(worker.RoleEnv+"=")) {
			continue
		}
		out = append(out, p)
	}
	return out
}

// procStatus returns a kB field of /proc/pid/status in bytes.
func procStatus(pid int, field string) int64 {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	for _, l := range strings.Split(string(data), "\n") {
		if rest, ok := strings.CutPrefix(l, field); ok {
			f := strings.Fields(rest)
			if len(f) > 0 {
				n, _ := strconv.ParseInt(f[0], 10, 64)
				return n << 10
			}
		}
	}
	return 0
}

// Response is one answer of the server.
type Response struct {
	Status     int
	RequestID  string
	RetryAfter string
	Code       string // error.code, "" on success
	Body       []byte
	Elapsed    time.Duration
}

// Extract posts document as a base64 payload of type docType with key.
func (s *Server) Extract(key, docType string, document []byte) (Response, error) {
	body, _ := json.Marshal(map[string]any{"document_type": docType, "source": "base64", "payload": document})
	return s.Post(key, body)
}

// Post posts body to /document/extract with key.
func (s *Server) Post(key string, body []byte) (Response, error) {
	req, err := http.NewRequest(http.MethodPost, s.URL+"/document/extract", bytes.NewReader(body))
	if err != nil {
		return Response{}, err
	}
	req.Header.Set("Authorization", key)
	req.Header.Set("Content-Type", "application/json")
	start := time.Now()
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return Response{}, err
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(resp.Body)
	if err != nil {
		return Response{}, err
	}
	r := Response{Status: resp.StatusCode, RequestID: resp.Header.Get("Request-Id"), RetryAfter: resp.Header.Get("Retry-After"), Body: data, Elapsed: time.Since(start)}
	s.saw(r.RequestID)
	var e struct {
		Error struct {
			Code string `json:"code"`
		} `json:"error"`
	}
	if json.Unmarshal(data, &e) == nil {
		r.Code = e.Error.Code
	}
	return r, nil
}

// Acceptable reports whether a response is one a hostile input may get: a
// success or a 4xx with a JSON error body, a 503 with Retry-After, or a
// 504.
func (r Response) Acceptable() bool {
	switch {
	case r.Status == http.StatusServiceUnavailable:
		return r.RetryAfter != ""
	case r.Status == http.StatusGatewayTimeout:
		return true
	case r.Status >= 500:
		return false
	case r.Status >= 400:
		return r.Code != ""
	}
	return r.Status == http.StatusOK
}
