package main

import (
	"errors"
	"flag"
	"fmt"
	"os"

	"github.com/docextract/docextract/internal/ompenv"
)

const usage = `usage:
  docextract serve [--addr HOST:PORT] [--workers N] [--queue N] [--keys-file FILE]
                   [--tessdata DIR] [--tessdata-legacy DIR] [--allow-private-urls]
                   [--log-level LEVEL] [--pprof-addr HOST:PORT] [--drain-delay D] ...
  docextract extract --type TYPE [--validations FILE] [--sandbox] [--expand LIST] [--concurrency N]
                     [--workers N] [--tessdata DIR] [--tessdata-legacy DIR] [--max-pages N]
                     [--allow-private-urls] [--isolation=false] PATH...
  docextract health [--addr HOST:PORT] [--path /readyz]
  docextract version

serve reads API keys from DOCEXTRACT_LIVE_KEYS and DOCEXTRACT_SANDBOX_KEYS
(comma-separated) and from --keys-file (lines "live KEY" / "sandbox KEY").
With no key configured it generates a sandbox key and prints it.
TYPE is identity, organisation_doc, proof_of_address, tax_doc, invoice,
receipt or telegraphic_transfer_form. extract's PATHs are files, folders,
globs, URLs or - (stdin); it writes one JSON line per document and exits 0
when all were read, 1 when some failed, 2 on a usage error.
Run "docextract serve -h" or "docextract extract -h" for the flags.
`

func main() {
	ompenv.Ensure("docextract")
	if len(os.Args) < 2 {
		fmt.Fprint(os.Stderr, usage)
		os.Exit(2)
	}
	var err error
	switch os.Args[1] {
	case "serve":
		err = serve(os.Args[2:])
	case "extract":
		os.Exit(extractCommand(os.Args[2:], os.Stdin, os.Stdout, os.Stderr))
	case "health":
		os.Exit(healthCommand(os.Args[2:], os.Stdout, os.Stderr))
	case "version", "--version":
		os.Exit(versionCommand(os.Stdout))
	case "worker": // started by serve (isolate.go), not by hand
		os.Exit(workerCommand())
	case "help", "-h", "--help":
		fmt.Print(usage)
		return
	default:
		fmt.Fprintf(os.Stderr, "docextract: unknown command %q\n\n%s", os.Args[1], usage)
		os.Exit(2)
	}
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "docextract:", err)
		os.Exit(1)
	}
}
