package main

import (
	"flag"
	"time"

	"github.com/docextract/docextract"
	"github.com/docextract/docextract/internal/worker"
)

// memoryFlags are the serve flags of the memory of the processes that read
// documents: the worker processes, or the server itself with
// --isolation=false.
type memoryFlags struct {
	gcPercent   *int
	goMemoryMiB *int64
	idleRelease *time.Duration
}

// addMemoryFlags adds the memory flags to fs.
func addMemoryFlags(fs *flag.FlagSet) memoryFlags {
	return memoryFlags{
		gcPercent: fs.Int("gc-percent", envInt("DOCEXTRACT_GC_PERCENT", 0),
			"Go collector target (as GOGC) of the processes reading documents; 0 leaves GOGC's (env DOCEXTRACT_GC_PERCENT)"),
		goMemoryMiB: fs.Int64("go-memory-limit", int64(envInt("DOCEXTRACT_GO_MEMORY_LIMIT", 0)),
			"Go soft memory limit in MiB of each process reading documents (GOMEMLIMIT); 0 for none (env DOCEXTRACT_GO_MEMORY_LIMIT)"),
		idleRelease: fs.Duration("idle-release", envDuration("DOCEXTRACT_IDLE_RELEASE", docextract.DefaultIdleRelease),
			"time without work after which the OCR models are unloaded and memory returned, loaded again on demand; 0 keeps them (env DOCEXTRACT_IDLE_RELEASE)"),
	}
}

// options sets the Extractor options of the flags in opts.
func (m memoryFlags) options(opts docextract.Options) docextract.Options {
	opts.IdleRelease = *m.idleRelease
	if opts.IdleRelease <= 0 {
		opts.IdleRelease = -1
	}
	return opts
}

// workerOptions sets the worker options of the flags in opts.
func (m memoryFlags) workerOptions(opts worker.Options) worker.Options {
	opts.GCPercent = max(*m.gcPercent, 0)
	opts.GoMemoryLimit = max(*m.goMemoryMiB, 0) << 20
	return opts
}

// applyHere sets the flags' Go collector target and memory limit on this
// process, for --isolation=false.
func (m memoryFlags) applyHere() {
	worker.SetGoMemory(*m.gcPercent, *m.goMemoryMiB<<20)
}
