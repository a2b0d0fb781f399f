// Command load measures the docextract service under load, on loopback
// only: it starts bin/docextract (or uses a server already listening on a
// loopback address), sends generated documents of one type at client
// concurrency 1, 2, 4, 8 and 16, and prints per level the documents
// answered per second, the latency percentiles, the 503s and other
// statuses, and the server's peak and settled resident memory. Each level
// is bounded in requests (-n) and time (-max-time). make load runs it.
//
//	load -bin bin/docextract -type identity -n 64 -max-time 60s -workers 2
//
// It imports the root package, internal/docgen and nothing of extract/.
package main
