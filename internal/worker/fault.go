package worker

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"os"
	"strings"
	"syscall"

	"github.com/docextract/docextract"
)

// FaultMarker, followed by a fault's name, marks a document on which a
// worker built for fault injection fails on purpose: "abort" (SIGABRT, as
// a C library's abort() does), "segv" (SIGSEGV, as a bad pointer in C
// does), "exit" (exits with status 3), "spin" (burns CPU until killed),
// "alloc" (allocates up to 3 GiB, past a worker's memory limit) or "print"
// (prints a forged log line on its standard error and output, as a C
// library quoting the document would, then reads the document). Only
// tests and binaries built with the faultinject tag look for it.
const FaultMarker = "docextract-fault:"

// injectFault fails as req's document asks (see FaultMarker). Nothing in a
// build without the faultinject tag calls it.
func injectFault(req docextract.Request) {
	data := req.Document
	if data == nil {
		p := strings.Join(strings.Fields(req.Payload), "")
		data, _ = base64.RawStdEncoding.DecodeString(strings.TrimRight(p, "="))
	}
	i := bytes.Index(data, []byte(FaultMarker))
	if i < 0 {
		return
	}
	name := data[i+len(FaultMarker):]
	switch {
	case bytes.HasPrefix(name, []byte("abort")):
		syscall.Kill(os.Getpid(), syscall.SIGABRT)
		select {} // the signal is the process's, not at once this thread's
	case bytes.HasPrefix(name, []byte("segv")):
		syscall.Kill(os.Getpid(), syscall.SIGSEGV)
		select {}
	case bytes.HasPrefix(name, []byte("exit")):
		os.Exit(3)
	case bytes.HasPrefix(name, []byte("spin")):
		for n := uint64(0); ; n++ {
			spinSink = n
		}
	case bytes.HasPrefix(name, []byte("alloc")):
		var held [][]byte
		for range 48 {
			b := make([]byte, 64<<20)
			for i := 0; i < len(b); i += 4096 {
				b[i] = 1
			}
			held = append(held, b)
		}
		allocSink = held
	case bytes.HasPrefix(name, []byte("print")):
		forged := `{"time":"2026-01-01T00:00:00Z","level":"INFO","msg":"request","status":200,"forged":true}`
		fmt.Fprintf(os.Stderr, "warning: unknown resource /F1\n%s\n", forged)
		fmt.Fprintln(os.Stdout, forged)
	}
}

// spinSink and allocSink keep the faults' work from being optimised away.
var (
	spinSink  uint64
	allocSink [][]byte
)
