package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"github.com/docextract/docextract/internal/accuracy"
	"github.com/docextract/docextract/internal/ompenv"
)

func main() {
	ompenv.Ensure("accuracy")
	casesFlag := flag.String("cases", "", "comma-separated case directories (required)")
	jsonPath := flag.String("json", "", "write the JSON report to this file")
	workers := flag.Int("workers", 1, "cases extracted at once")
	verbose := flag.Bool("v", false, "print each case's outcome to stderr")
	holdout := flag.Bool("holdout-details", false, "show the answers on holdout cases too (in -v and the JSON report)")
	supplement := flag.String("supplement", "", "add the ground truth of this supplement file (testdata/corpus_supplement.json) to the cases")
	flag.Parse()
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	cfg := config{cases: *casesFlag, jsonPath: *jsonPath, workers: *workers, verbose: *verbose, holdoutDetails: *holdout, supplement: *supplement}
	if err := run(ctx, os.Stdout, os.Stderr, cfg); err != nil {
		fmt.Fprintln(os.Stderr, "accuracy:", err)
		os.Exit(1)
	}
}

// config is what the flags ask.
type config struct {
	cases          string // comma-separated case directories
	jsonPath       string // where the JSON report goes; "" for none
	workers        int
	verbose        bool
	holdoutDetails bool
	supplement     string // a ground-truth supplement file; "" for none
}

func run(ctx context.Context, stdout, stderr io.Writer, cfg config) error {
	var dirs []string
	for d := range strings.SplitSeq(cfg.cases, ",") {
		if d = strings.TrimSpace(d); d != "" {
			dirs = append(dirs, d)
		}
	}
	if len(dirs) == 0 {
		return errors.New("-cases is required")
	}
	cases, err := accuracy.Load(dirs...)
	if err != nil {
		return err
	}
	if len(cases) == 0 {
		return fmt.Errorf("no cases under %s", strings.Join(dirs, ", "))
	}
	if cfg.supplement != "" {
		if err := accuracy.Supplement(cases, cfg.supplement); err != nil {
			return err
		}
	}
	fmt.Fprintf(stderr, "accuracy: %d cases from %s\n", len(cases), strings.Join(dirs, ", "))
	opts := accuracy.Options{Workers: cfg.workers}
	if cfg.verbose {
		opts.Progress = func(done, total int, r accuracy.CaseResult) {
			if r.Split == accuracy.SplitHoldout && !cfg.holdoutDetails {
				fmt.Fprintf(stderr, "[%d/%d] %s/%s (holdout: details withheld)\n", done, total, r.DocumentType, r.ID)
				return
			}
			fmt.Fprintf(stderr, "[%d/%d] %s\n", done, total, describe(r))
		}
	}
	rep, err := accuracy.Run(ctx, cases, opts)
	if err != nil {
		return err
	}
	if cfg.jsonPath != "" {
		if !cfg.holdoutDetails {
			rep.WithholdHoldout()
		}
		b, err := json.MarshalIndent(rep, "", "  ")
		if err != nil {
			return err
		}
		if err := os.WriteFile(cfg.jsonPath, append(b, '\n'), 0o644); err != nil {
			return err
		}
		fmt.Fprintf(stderr, "accuracy: report written to %s\n", cfg.jsonPath)
	}
	return rep.WriteText(stdout)
}

// describe is one line about a case: its outcome and its wrong fields.
func describe(r accuracy.CaseResult) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s/%s %.0f ms", r.DocumentType, r.ID, r.LatencyMS)
	switch {
	case r.NotSupported:
		b.WriteString(" not supported")
		return b.String()
	case !r.StatusOK:
		fmt.Fprintf(&b, " STATUS want %q got %q", or200(r.WantCode), or200(r.GotCode))
	}
	for _, f := range r.Fields {
		if f.Normalised < 1 {
			fmt.Fprintf(&b, "\n    %s: want %s got %s", f.Field, show(f.Want), show(f.Got))
		}
	}
	for _, c := range r.Checks {
		if !c.OK {
			fmt.Fprintf(&b, "\n    check %s %s: want %s got %q", c.CheckType, c.Name, c.Want, c.Got)
		}
	}
	return b.String()
}

func or200(code string) string {
	if code == "" {
		return "200"
	}
	return code
}

func show(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}
