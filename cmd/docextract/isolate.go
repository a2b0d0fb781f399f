package main

import (
	"flag"
	"io"
	"log/slog"
	"os"
	"os/exec"

	"github.com/docextract/docextract"
	"github.com/docextract/docextract/httpapi"
	"github.com/docextract/docextract/internal/worker"
)

// isolation holds the serve flags of worker processes.
type isolation struct {
	on        *bool
	memoryMiB *int64
	rssMiB    *int64
	documents *int
	sharedOCR *bool
}

// isolationFlags adds the worker-process flags to fs.
func isolationFlags(fs *flag.FlagSet) isolation {
	return isolation{
		on: fs.Bool("isolation", os.Getenv("DOCEXTRACT_ISOLATION") != "false",
			"read documents in worker processes, so that a crash in C code ends one request, not the server (env DOCEXTRACT_ISOLATION=false turns it off)"),
		memoryMiB: fs.Int64("worker-memory", int64(envInt("DOCEXTRACT_WORKER_MEMORY", worker.DefaultMemoryLimit>>20)),
			"memory limit of each worker process in MiB, RLIMIT_DATA; 0 for none (env DOCEXTRACT_WORKER_MEMORY)"),
		rssMiB: fs.Int64("worker-rss", int64(envInt("DOCEXTRACT_WORKER_RSS", worker.DefaultMaxRSS>>20)),
			"resident memory in MiB past which a worker process is replaced after its document; 0 for never (env DOCEXTRACT_WORKER_RSS)"),
		documents: fs.Int("worker-documents", envInt("DOCEXTRACT_WORKER_DOCUMENTS", worker.DefaultMaxDocuments),
			"documents a worker process reads before it is replaced; 0 for never (env DOCEXTRACT_WORKER_DOCUMENTS)"),
		sharedOCR: fs.Bool("shared-ocr", os.Getenv("DOCEXTRACT_SHARED_OCR") != "false",
			"keep the Latin-script, script and orientation models in one process that the worker processes share, started on demand, instead of in each (env DOCEXTRACT_SHARED_OCR=false turns it off)"),
	}
}

// workerCommand runs one worker process of the server.
func workerCommand() int { return worker.Serve() }

// newExtractor returns the server's extractor: a pool of worker processes
// that re-execute this binary as "docextract worker", or, with
// --isolation=false, an in-process Extractor.
func newExtractor(iso isolation, mem memoryFlags, opts docextract.Options) (httpapi.Extractor, io.Closer, error) {
	opts = mem.options(opts)
	if !*iso.on {
		mem.applyHere()
		ex, err := docextract.New(opts)
		return ex, ex, err
	}
	exe, err := os.Executable()
	if err != nil {
		return nil, nil, err
	}
	memory, rss, documents := *iso.memoryMiB<<20, *iso.rssMiB<<20, *iso.documents
	if memory == 0 {
		memory = -1
	}
	if rss == 0 {
		rss = -1
	}
	if documents == 0 {
		documents = -1
	}
	pool, err := worker.New(mem.workerOptions(worker.Options{
		Command:           func() *exec.Cmd { return exec.Command(exe, "worker") },
		Processes:         opts.OCRWorkers,
		MaxDocuments:      documents,
		MemoryLimit:       memory,
		MaxRSS:            rss,
		Logger:            opts.Logger,
		TessdataDir:       opts.TessdataDir,
		LegacyTessdataDir: opts.LegacyTessdataDir,
		MaxPages:          opts.MaxPages,
		MaxPixels:         opts.MaxPixels,
		AllowPrivateURLs:  opts.AllowPrivateURLs,
		IdleRelease:       opts.IdleRelease,
		SharedOCR:         *iso.sharedOCR,
	}))
	if err != nil {
		return nil, nil, err
	}
	return pool, pool, nil
}

// workerLog is the attribute that says how the server reads documents.
func workerLog(iso isolation) slog.Attr {
	if !*iso.on {
		return slog.String("isolation", "off")
	}
	return slog.String("isolation", "workers")
}
