package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/docextract/docextract/internal/docgen"
)

func main() {
	seed := flag.Uint64("seed", 1, "generator seed")
	n := flag.Int("n", 20, "number of cases")
	perLayout := flag.Int("per-layout", 0, "cases per layout of the chosen splits (overrides -n; the tuned split counts as one layout per type)")
	out := flag.String("out", "", "output directory (required unless -list)")
	split := flag.String("split", docgen.SplitTuned, "comma-separated layout splits: tuned, dev, holdout or all")
	list := flag.Bool("list", false, "list the layouts of the chosen splits and exit")
	types := flag.String("types", "", "comma-separated document types (default: all)")
	formats := flag.String("formats", "", "comma-separated formats: png,jpg,pdf,scanpdf (default: all)")
	today := flag.String("today", "", "the date checks are computed against, YYYY-MM-DD (default: "+docgen.DefaultToday().Format("2006-01-02")+")")
	fontDir := flag.String("fonts", docgen.DefaultFontDir, "font directory")
	workers := flag.Int("workers", 0, "parallel renderers (default: GOMAXPROCS)")
	cross := flag.Bool("cross", false, "draw every type sent as every type (the confusion matrix of type evidence)")
	flag.Parse()
	cfg := config{seed: *seed, n: *n, perLayout: *perLayout, out: *out, split: *split, list: *list,
		types: *types, formats: *formats, today: *today, fontDir: *fontDir, workers: *workers, cross: *cross}
	if err := run(cfg, os.Stdout, os.Stderr); err != nil {
		fmt.Fprintln(os.Stderr, "docgen:", err)
		os.Exit(1)
	}
}

type config struct {
	seed                                       uint64
	n, perLayout, workers                      int
	out, split, types, formats, today, fontDir string
	list, cross                                bool
}

func run(cfg config, stdout, stderr io.Writer) error {
	opts := docgen.Options{Seed: cfg.seed, Count: cfg.n, FontDir: cfg.fontDir, Workers: cfg.workers, Cross: cfg.cross}
	if cfg.types != "" {
		opts.Types = strings.Split(cfg.types, ",")
	}
	opts.Split = strings.Split(cfg.split, ",")
	if cfg.list || cfg.perLayout > 0 {
		ls, err := docgen.Layouts(opts.Split, opts.Types)
		if err != nil {
			return err
		}
		if cfg.list {
			for _, l := range ls {
				fmt.Fprintf(stdout, "%s\t%s\t%s\t%s\n", l.Split, l.DocumentType, l.Name, l.Source)
			}
			return nil
		}
		slots := len(ls)
		if strings.Contains(","+cfg.split+",", ","+docgen.SplitTuned+",") || strings.Contains(","+cfg.split+",", ",all,") {
			t := len(docgen.AllTypes())
			if opts.Types != nil {
				t = len(opts.Types)
			}
			slots += t
		}
		if slots == 0 {
			return fmt.Errorf("-per-layout: no layout in split %q", cfg.split)
		}
		opts.Count = cfg.perLayout * slots
	}
	if cfg.out == "" {
		return fmt.Errorf("-out is required")
	}
	if cfg.formats != "" {
		for _, f := range strings.Split(cfg.formats, ",") {
			opts.Formats = append(opts.Formats, docgen.Format(f))
		}
	}
	if cfg.today != "" {
		t, err := time.Parse("2006-01-02", cfg.today)
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
		if err := c.Write(cfg.out); err != nil {
			return err
		}
	}
	fmt.Fprintf(stderr, "docgen: %d cases (split %s) in %s written to %s\n", len(cases), cfg.split, time.Since(start).Round(time.Millisecond), cfg.out)
	return nil
}
