package main

import (
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"time"
)

// healthCommand asks a running server's readiness probe and exits 0 when it
// answers 200, 1 otherwise: the container's HEALTHCHECK, which needs no
// curl in the image. It connects to the loopback address of --addr's port
// when --addr listens on every address.
func healthCommand(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("health", flag.ContinueOnError)
	fs.SetOutput(stderr)
	addr := fs.String("addr", envOr("DOCEXTRACT_ADDR", "127.0.0.1:8080"), "the server's `HOST:PORT` (env DOCEXTRACT_ADDR)")
	path := fs.String("path", "/readyz", "the probe's path")
	timeout := fs.Duration("timeout", 3*time.Second, "how long to wait for the answer")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	host, port, err := net.SplitHostPort(*addr)
	if err != nil {
		fmt.Fprintf(stderr, "docextract: health: --addr %q: %v\n", *addr, err)
		return 2
	}
	if ip := net.ParseIP(host); host == "" || (ip != nil && ip.IsUnspecified()) {
		host = "127.0.0.1"
	}
	client := &http.Client{Timeout: *timeout}
	resp, err := client.Get("http://" + net.JoinHostPort(host, port) + *path)
	if err != nil {
		fmt.Fprintln(stderr, "docextract: health:", err)
		return 1
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<10))
	fmt.Fprintf(stdout, "%d %s", resp.StatusCode, body)
	if resp.StatusCode != http.StatusOK {
		return 1
	}
	return 0
}
