// Package ompenv makes sure a program runs with OMP_THREAD_LIMIT=1.
//
// Tesseract's OpenMP reads the variable when the library loads, before main
// runs, and without it a page takes ten times longer on this kind of
// machine; setting it from main is too late. Commands call Ensure first
// thing in main, and it re-executes the program with the variable set.
//
// It imports nothing of this module.
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
