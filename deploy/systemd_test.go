package deploy

import (
	"bufio"
	"os"
	"os/exec"
	"regexp"
	"strings"
	"testing"
	"time"
)

// unit reads deploy/systemd/docextract.service: every key's values, by
// "Section.Key".
func unit(t *testing.T) map[string][]string {
	t.Helper()
	f, err := os.Open("systemd/docextract.service")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string][]string{}
	section := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "["):
			section = strings.Trim(line, "[]")
		default:
			k, v, ok := strings.Cut(line, "=")
			if !ok {
				t.Fatalf("unit: %q is not KEY=VALUE", line)
			}
			out[section+"."+k] = append(out[section+"."+k], v)
		}
	}
	return out
}

// TestSystemdUnit: the unit starts the binary make install puts in place,
// with flags serve has and its keys as a credential; it stops by SIGTERM
// with time for a drain; it runs hardened (and, where systemd-analyze is
// installed, its exposure score is at most 2.0 of 10).
func TestSystemdUnit(t *testing.T) {
	u := unit(t)
	one := func(key string) string {
		if len(u[key]) == 0 {
			t.Errorf("unit: no %s", key)
			return ""
		}
		return u[key][len(u[key])-1]
	}
	exec0 := strings.Fields(one("Service.ExecStart"))
	makefile, _ := os.ReadFile("../Makefile")
	if len(exec0) < 2 || exec0[0] != "/usr/local/bin/docextract" || exec0[1] != "serve" || !strings.Contains(string(makefile), "$(PREFIX)/bin/docextract") {
		t.Errorf("ExecStart %v: want make install's /usr/local/bin/docextract serve", exec0)
	}
	serveSrc, _ := os.ReadFile("../cmd/docextract/serve.go")
	for _, arg := range exec0[2:] {
		if name, ok := strings.CutPrefix(arg, "--"); ok && !regexp.MustCompile(`fs\.\w+\("`+regexp.QuoteMeta(name)+`"`).Match(serveSrc) {
			t.Errorf("ExecStart uses --%s, which serve does not have", name)
		}
	}
	if !strings.Contains(one("Service.ExecStart"), "--keys-file %d/keys") || !strings.HasPrefix(one("Service.LoadCredential"), "keys:") {
		t.Errorf("keys: ExecStart %q, LoadCredential %q", one("Service.ExecStart"), one("Service.LoadCredential"))
	}
	env := strings.Join(u["Service.Environment"], " ")
	if !strings.Contains(env, "OMP_THREAD_LIMIT=1") {
		t.Errorf("Environment %q lacks OMP_THREAD_LIMIT=1", env)
	}
	drain := time.Duration(0)
	if m := regexp.MustCompile(`DOCEXTRACT_DRAIN_DELAY=(\S+)`).FindStringSubmatch(env); m != nil {
		drain, _ = time.ParseDuration(m[1])
	}
	stop, err := time.ParseDuration(one("Service.TimeoutStopSec") + "s")
	if one("Service.KillSignal") != "SIGTERM" || err != nil || stop < drain+60*time.Second {
		t.Errorf("stop: KillSignal %s, TimeoutStopSec %s for a drain of %s + 60 s", one("Service.KillSignal"), one("Service.TimeoutStopSec"), drain)
	}
	for key, want := range map[string]string{
		"Service.DynamicUser": "yes", "Service.NoNewPrivileges": "yes", "Service.ProtectSystem": "strict",
		"Service.ProtectHome": "yes", "Service.PrivateTmp": "yes", "Service.PrivateDevices": "yes",
		"Service.CapabilityBoundingSet": "", "Service.MemoryDenyWriteExecute": "yes", "Service.RestrictNamespaces": "yes",
		"Service.SystemCallArchitectures": "native", "Service.Restart": "on-failure",
	} {
		if got := one(key); got != want {
			t.Errorf("%s=%s, want %s", key, got, want)
		}
	}
	if one("Service.MemoryMax") == "" || one("Install.WantedBy") != "multi-user.target" {
		t.Errorf("MemoryMax %q, WantedBy %q", one("Service.MemoryMax"), one("Install.WantedBy"))
	}
	// The worker processes of the server may set their own limits: @resources stays allowed.
	if strings.Contains(strings.Join(u["Service.SystemCallFilter"], " "), "@resources") {
		t.Error("SystemCallFilter denies @resources (setrlimit)")
	}
	analyze, err := exec.LookPath("systemd-analyze")
	if err != nil {
		t.Skip("no systemd-analyze: exposure not scored")
	}
	out, err := exec.Command(analyze, "security", "--offline=true", "--threshold=20", "systemd/docextract.service").CombinedOutput()
	if err != nil {
		t.Errorf("systemd-analyze security: exposure over 2.0 or an error: %v\n%s", err, out)
	}
}
