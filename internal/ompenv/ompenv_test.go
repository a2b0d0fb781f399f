package ompenv

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

// TestEnsure runs this test binary as a child without the variable; the
// child calls Ensure and prints what it then sees.
func TestEnsure(t *testing.T) {
	if os.Getenv("OMPENV_CHILD") == "1" {
		Ensure("ompenv-test")
		os.Stdout.WriteString("limit=" + os.Getenv(Variable) + "\n")
		os.Exit(0)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestEnsure$")
	var env []string
	for _, kv := range os.Environ() {
		if !strings.HasPrefix(kv, Variable+"=") {
			env = append(env, kv)
		}
	}
	cmd.Env = append(env, "OMPENV_CHILD=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("child: %v\n%s", err, out)
	}
	if !strings.Contains(string(out), "limit=1\n") {
		t.Errorf("child saw %q, want limit=1", out)
	}
}
