package ompenv

import (
	"fmt"
	"os"
	"syscall"
)

// Variable is the environment variable Ensure sets.
const Variable = "OMP_THREAD_LIMIT"

// Ensure re-executes the running program with OMP_THREAD_LIMIT=1 when the
// variable is unset; it returns only when it is set already or when the
// restart fails, which it reports on stderr under program's name.
func Ensure(program string) {
	if _, ok := os.LookupEnv(Variable); ok {
		return
	}
	exe, err := os.Executable()
	if err == nil {
		err = syscall.Exec(exe, os.Args, append(os.Environ(), Variable+"=1"))
	}
	fmt.Fprintf(os.Stderr, "%s: warning: could not restart with %s=1: %v\n", program, Variable, err)
}
