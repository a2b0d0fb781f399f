package main

import (
	"flag"
	"io"
	"os"
	"runtime"

	"github.com/docextract/docextract"
)

// readerFlags are the flags serve and extract share: how documents are
// read, and --version. Each has the same environment variable in both.
type readerFlags struct {
	version      *bool
	workers      *int
	tessdata     *string
	legacy       *string
	maxPages     *int
	allowPrivate *bool
}

// addReaderFlags adds the shared flags to fs.
func addReaderFlags(fs *flag.FlagSet) readerFlags {
	return readerFlags{
		version:      fs.Bool("version", false, "print the version and exit"),
		workers:      fs.Int("workers", envInt("DOCEXTRACT_WORKERS", runtime.NumCPU()), "OCR workers (env DOCEXTRACT_WORKERS)"),
		tessdata:     fs.String("tessdata", os.Getenv("DOCEXTRACT_TESSDATA"), "directory of the fast eng and osd models (env DOCEXTRACT_TESSDATA)"),
		legacy:       fs.String("tessdata-legacy", os.Getenv("DOCEXTRACT_TESSDATA_LEGACY"), "directory of the eng model with the legacy engine (env DOCEXTRACT_TESSDATA_LEGACY)"),
		maxPages:     fs.Int("max-pages", envInt("DOCEXTRACT_MAX_PAGES", 20), "pages read per PDF (env DOCEXTRACT_MAX_PAGES)"),
		allowPrivate: fs.Bool("allow-private-urls", os.Getenv("DOCEXTRACT_ALLOW_PRIVATE_URLS") == "true", "let URLs reach private addresses (env DOCEXTRACT_ALLOW_PRIVATE_URLS=true)"),
	}
}

// options returns the extractor options the flags set.
func (f readerFlags) options() docextract.Options {
	return docextract.Options{
		TessdataDir:       *f.tessdata,
		LegacyTessdataDir: *f.legacy,
		OCRWorkers:        *f.workers,
		MaxPages:          *f.maxPages,
		AllowPrivateURLs:  *f.allowPrivate,
	}
}

// printVersion prints the version when --version was given and says so.
func (f readerFlags) printVersion(w io.Writer) bool {
	if *f.version {
		versionCommand(w)
	}
	return *f.version
}
