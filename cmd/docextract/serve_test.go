package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestMain runs main when the test binary is started as the command, so
// that tests can run "docextract serve" as a process of its own, and
// serve and extract can start it as their worker processes.
func TestMain(m *testing.M) {
	if os.Getenv("DOCEXTRACT_TEST_MAIN") == "1" {
		if len(os.Args) == 2 && os.Args[1] == "worker" {
			// A worker process the server started from this binary.
			os.Args = []string{"docextract", "worker"}
		} else {
			os.Args = append([]string{"docextract"}, strings.Fields(os.Getenv("DOCEXTRACT_TEST_ARGS"))...)
		}
		main()
		os.Exit(0)
	}
	// The worker processes that extractCommand starts in this process are
	// this binary too.
	os.Setenv("DOCEXTRACT_TEST_MAIN", "1")
	os.Exit(m.Run())
}

// command returns the test binary set up to run as docextract with args.
func command(args ...string) *exec.Cmd {
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), "DOCEXTRACT_TEST_MAIN=1", "OMP_THREAD_LIMIT=1", "DOCEXTRACT_TEST_ARGS="+strings.Join(args, " "),
		"DOCEXTRACT_LIVE_KEYS=", "DOCEXTRACT_SANDBOX_KEYS=sk_sandbox_serve_test")
	return cmd
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

func status(url string) (int, string) {
	resp, err := http.Get(url)
	if err != nil {
		return 0, err.Error()
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(body)
}

// TestServe starts the server, waits until it is ready, checks that pprof
// is only on its own address, then stops it with SIGTERM: /readyz answers
// draining during the drain delay, and the process exits cleanly.
func TestServe(t *testing.T) {
	addr, pprofAddr := freeAddr(t), freeAddr(t)
	cmd := command("serve", "--addr", addr, "--workers", "1", "--pprof-addr", pprofAddr, "--drain-delay", "1s", "--log-level", "debug")
	stdout, _ := cmd.StdoutPipe()
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Process.Kill()
	line, err := bufio.NewReader(stdout).ReadString('\n')
	if err != nil || !regexp.MustCompile(`^docextract \S+ listening on http://`+regexp.QuoteMeta(addr)).MatchString(line) {
		t.Fatalf("first line %q, %v", line, err)
	}
	go io.Copy(io.Discard, stdout)
	base := "http://" + addr
	deadline := time.Now().Add(time.Minute)
	for {
		if code, _ := status(base + "/readyz"); code == 200 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("not ready after a minute; stderr:\n%s", stderr.String())
		}
		time.Sleep(50 * time.Millisecond)
	}
	if code, body := status(base + "/debug/pprof/"); code != 404 || !strings.Contains(body, `"not_found"`) {
		t.Errorf("pprof on the API's address: %d %s", code, body)
	}
	if code, _ := status("http://" + pprofAddr + "/debug/pprof/"); code != 200 {
		t.Errorf("pprof on --pprof-addr: %d", code)
	}
	if code, body := status(base + "/"); code != 200 || !strings.Contains(body, "<title>docextract review</title>") {
		t.Errorf("the review page, on by default: %d", code)
	}
	if code, body := status(base + "/metrics"); code != 200 || !strings.Contains(body, "docextract_ready 1") {
		t.Errorf("/metrics: %d", code)
	}
	var out bytes.Buffer
	_, port, _ := net.SplitHostPort(addr)
	for _, a := range []string{addr, "0.0.0.0:" + port, ":" + port} {
		if healthCommand([]string{"--addr", a}, &out, &out) != 0 {
			t.Errorf("health --addr %s: %s", a, out.String())
		}
	}
	if healthCommand([]string{"--addr", pprofAddr, "--path", "/nope"}, io.Discard, io.Discard) != 1 {
		t.Error("health of a 404 exits 0")
	}
	cmd.Process.Signal(syscall.SIGTERM)
	var draining bool
	for range 40 {
		code, body := status(base + "/readyz")
		if code == 503 && strings.Contains(body, "draining") {
			draining = true
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	if !draining {
		t.Error("/readyz never answered draining after SIGTERM")
	}
	if code, _ := status(base + "/livez"); code != 200 {
		t.Errorf("/livez while draining: %d", code)
	}
	if err := cmd.Wait(); err != nil {
		t.Errorf("exit: %v; stderr:\n%s", err, stderr.String())
	}
	// The log is JSON lines at the level asked for.
	var sawProbe, sawStopped bool
	for _, l := range strings.Split(strings.TrimSpace(stderr.String()), "\n") {
		var rec map[string]any
		if err := json.Unmarshal([]byte(l), &rec); err != nil {
			t.Errorf("log line is not JSON: %q", l)
			continue
		}
		sawProbe = sawProbe || (rec["msg"] == "request" && rec["path"] == "/readyz" && rec["level"] == "DEBUG")
		sawStopped = sawStopped || rec["msg"] == "stopped"
	}
	if !sawProbe || !sawStopped {
		t.Errorf("log lacks a debug probe line (%v) or the stop (%v):\n%s", sawProbe, sawStopped, stderr.String())
	}
}

func TestServeFlags(t *testing.T) {
	for _, args := range [][]string{{"serve", "--log-level", "loud"}, {"serve", "stray"}} {
		out, err := command(args...).CombinedOutput()
		if err == nil || !strings.Contains(string(out), "docextract: serve:") {
			t.Errorf("%v: %v, %s", args, err, out)
		}
	}
}

func TestVersion(t *testing.T) {
	var out bytes.Buffer
	if versionCommand(&out) != 0 || !regexp.MustCompile(`^docextract \S+ \(go1\.\d+`).MatchString(out.String()) {
		t.Errorf("version: %q", out.String())
	}
	buildVersion = "v1.2.3"
	defer func() { buildVersion = "" }()
	if version() != "v1.2.3" {
		t.Errorf("version() = %q with -X main.buildVersion=v1.2.3", version())
	}
}

// TestREADMEDocumentsFlags: every flag of serve with an environment
// variable has a row in the README's Configuration table; the others
// (--version) are named in the README.
func TestREADMEDocumentsFlags(t *testing.T) {
	out, _ := command("serve", "-h").CombinedOutput()
	flags := regexp.MustCompile(`(?m)^  -([a-z-]+).*\n\s+(.*)`).FindAllStringSubmatch(string(out), -1)
	if len(flags) < 10 {
		t.Fatalf("serve -h lists %d flags:\n%s", len(flags), out)
	}
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range flags {
		if !strings.Contains(f[2], "(env DOCEXTRACT_") {
			if !strings.Contains(string(readme), "`--"+f[1]+"`") {
				t.Errorf("README.md does not name --%s", f[1])
			}
			continue
		}
		env := "DOCEXTRACT_" + strings.ToUpper(strings.ReplaceAll(f[1], "-", "_"))
		if !regexp.MustCompile("(?m)^\\| `--" + f[1] + "` \\| `" + env + "[`=]").Match(readme) {
			t.Errorf("README.md's Configuration table has no row for --%s (%s)", f[1], env)
		}
	}
}
