package main

import (
	"flag"
	"io"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract"
	"github.com/docextract/docextract/internal/worker"
)

// TestMemoryFlags: the memory flags and their environment variables reach
// the Extractor's and the worker processes' options; 0 turns each off.
func TestMemoryFlags(t *testing.T) {
	type settings struct {
		IdleRelease   time.Duration
		GCPercent     int
		GoMemoryLimit int64
	}
	tests := []struct {
		name string
		env  map[string]string
		args []string
		want settings
	}{
		{"defaults", nil, nil, settings{IdleRelease: 10 * time.Second}},
		{"flags", nil, []string{"--idle-release", "2m", "--gc-percent", "50", "--go-memory-limit", "96"},
			settings{IdleRelease: 2 * time.Minute, GCPercent: 50, GoMemoryLimit: 96 << 20}},
		{"environment", map[string]string{"DOCEXTRACT_IDLE_RELEASE": "30s", "DOCEXTRACT_GC_PERCENT": "25", "DOCEXTRACT_GO_MEMORY_LIMIT": "128"}, nil,
			settings{IdleRelease: 30 * time.Second, GCPercent: 25, GoMemoryLimit: 128 << 20}},
		{"flags over environment", map[string]string{"DOCEXTRACT_IDLE_RELEASE": "30s"}, []string{"--idle-release", "5s"},
			settings{IdleRelease: 5 * time.Second}},
		{"off", nil, []string{"--idle-release", "0", "--gc-percent", "0", "--go-memory-limit", "0"},
			settings{IdleRelease: -1}},
		{"negative is off", nil, []string{"--idle-release", "-1s", "--gc-percent", "-1", "--go-memory-limit", "-5"},
			settings{IdleRelease: -1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			for _, name := range []string{"DOCEXTRACT_IDLE_RELEASE", "DOCEXTRACT_GC_PERCENT", "DOCEXTRACT_GO_MEMORY_LIMIT"} {
				t.Setenv(name, tt.env[name])
			}
			fs := flag.NewFlagSet("serve", flag.ContinueOnError)
			fs.SetOutput(io.Discard)
			mem := addMemoryFlags(fs)
			if err := fs.Parse(tt.args); err != nil {
				t.Fatalf("Parse(%q): %v", tt.args, err)
			}
			opts := mem.options(docextract.Options{OCRWorkers: 3})
			wopts := mem.workerOptions(worker.Options{Processes: 3, IdleRelease: opts.IdleRelease})
			got := settings{IdleRelease: wopts.IdleRelease, GCPercent: wopts.GCPercent, GoMemoryLimit: wopts.GoMemoryLimit}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("flags %q, environment %v: settings mismatch (-want +got):\n%s", tt.args, tt.env, diff)
			}
			if opts.OCRWorkers != 3 || wopts.Processes != 3 {
				t.Errorf("other options changed: OCRWorkers %d, Processes %d, want 3", opts.OCRWorkers, wopts.Processes)
			}
		})
	}
}
