package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"time"

	"github.com/docextract/docextract/internal/docgen"
)

func main() {
	seed := flag.Uint64("seed", 1, "generator seed")
	n := flag.Int("n", 20, "number of cases")
	out := flag.String("out", "", "output directory (required)")
	types := flag.String("types", "", "comma-separated document types (default: all)")
	formats := flag.String("formats", "", "comma-separated formats: png,jpg,pdf,scanpdf (default: all)")
	today := flag.String("today", "", "the date checks are computed against, YYYY-MM-DD (default: "+docgen.DefaultToday().Format("2006-01-02")+")")
	fontDir := flag.String("fonts", docgen.DefaultFontDir, "font directory")
	workers := flag.Int("workers", 0, "parallel renderers (default: GOMAXPROCS)")
	flag.Parse()
	if err := run(*seed, *n, *out, *types, *formats, *today, *fontDir, *workers); err != nil {
		fmt.Fprintln(os.Stderr, "docgen:", err)
		os.Exit(1)
	}
}

func run(seed uint64, n int, out, types, formats, today, fontDir string, workers int) error {
	if out == "" {
		return fmt.Errorf("-out is required")
	}
	opts := docgen.Options{Seed: seed, Count: n, FontDir: fontDir, Workers: workers}
	if types != "" {
		opts.Types = strings.Split(types, ",")
	}
	if formats != "" {
		for _, f := range strings.Split(formats, ",") {
			opts.Formats = append(opts.Formats, docgen.Format(f))
		}
	}
	if today != "" {
		t, err := time.Parse("2006-01-02", today)
		if err != nil {
			return fmt.Errorf("-today: %w", err)
		}
		opts.Today = t
	}
	start := time.Now()
	cases, err := docgen.Generate(opts)
	if err != nil {
		return err
	}
	for _, c := range cases {
		if err := c.Write(out); err != nil {
			return err
		}
	}
	fmt.Fprintf(os.Stderr, "docgen: %d cases in %s written to %s\n", len(cases), time.Since(start).Round(time.Millisecond), out)
	return nil
}
