package main

import (
	"context"
	"crypto/rand"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"runtime"
	"strconv"
	"syscall"
	"time"

	"github.com/docextract/docextract"
	"github.com/docextract/docextract/httpapi"
)

func serve(args []string) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	addr := fs.String("addr", envOr("DOCEXTRACT_ADDR", "127.0.0.1:8080"), "listen address `HOST:PORT` (env DOCEXTRACT_ADDR)")
	workers := fs.Int("workers", envInt("DOCEXTRACT_WORKERS", runtime.NumCPU()), "OCR workers (env DOCEXTRACT_WORKERS)")
	queue := fs.Int("queue", envInt("DOCEXTRACT_QUEUE", 16), "extractions running or waiting before 503 service_overloaded (env DOCEXTRACT_QUEUE)")
	keysFile := fs.String("keys-file", os.Getenv("DOCEXTRACT_KEYS_FILE"), "file of API keys, lines \"live KEY\" or \"sandbox KEY\" (env DOCEXTRACT_KEYS_FILE)")
	tessdata := fs.String("tessdata", os.Getenv("DOCEXTRACT_TESSDATA"), "directory of the fast eng and osd models (env DOCEXTRACT_TESSDATA)")
	legacy := fs.String("tessdata-legacy", os.Getenv("DOCEXTRACT_TESSDATA_LEGACY"), "directory of the eng model with the legacy engine (env DOCEXTRACT_TESSDATA_LEGACY)")
	allowPrivate := fs.Bool("allow-private-urls", os.Getenv("DOCEXTRACT_ALLOW_PRIVATE_URLS") == "true", "let source=url reach private addresses (env DOCEXTRACT_ALLOW_PRIVATE_URLS=true)")
	maxPages := fs.Int("max-pages", envInt("DOCEXTRACT_MAX_PAGES", 20), "pages read per PDF (env DOCEXTRACT_MAX_PAGES)")
	iso := isolationFlags(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	log := slog.New(slog.NewJSONHandler(os.Stderr, nil))

	keys := &httpapi.Keys{}
	keys.AddList(httpapi.Live, os.Getenv("DOCEXTRACT_LIVE_KEYS"))
	keys.AddList(httpapi.Sandbox, os.Getenv("DOCEXTRACT_SANDBOX_KEYS"))
	if *keysFile != "" {
		f, err := os.Open(*keysFile)
		if err != nil {
			return err
		}
		err = keys.ReadKeysFile(f)
		f.Close()
		if err != nil {
			return err
		}
	}
	if keys.Len() == 0 {
		key := "sk_sandbox_" + rand.Text()
		keys.Add(httpapi.Sandbox, key)
		fmt.Printf("No API key configured; generated a sandbox key for this run:\n\n    %s\n\n", key)
	}

	srv := httpapi.New(httpapi.Config{Keys: keys, Logger: log, MaxInFlight: *queue})
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	httpServer := &http.Server{
		Handler:           srv,
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       2 * time.Minute,
		WriteTimeout:      docextract.ProcessingTimeout + 30*time.Second,
		IdleTimeout:       2 * time.Minute,
	}
	fmt.Printf("docextract listening on http://%s (POST /document/extract, GET /healthz)\n", ln.Addr())

	serveErr := make(chan error, 1)
	go func() { serveErr <- httpServer.Serve(ln) }()

	// Warm the OCR clients while already listening: /healthz says 503 until ready.
	start := time.Now()
	ex, closer, err := newExtractor(iso, docextract.Options{
		TessdataDir:       *tessdata,
		LegacyTessdataDir: *legacy,
		OCRWorkers:        *workers,
		MaxPages:          *maxPages,
		AllowPrivateURLs:  *allowPrivate,
		Logger:            log,
	})
	if err != nil {
		httpServer.Close()
		return err
	}
	defer closer.Close()
	srv.SetExtractor(ex)
	log.Info("ready", "workers", *workers, workerLog(iso), "warmup_ms", time.Since(start).Milliseconds(), "allow_private_urls", *allowPrivate)

	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGTERM, syscall.SIGINT)
	select {
	case err := <-serveErr:
		return err
	case sig := <-stop:
		log.Info("shutting down", "signal", sig.String())
	}
	ctx, cancel := context.WithTimeout(context.Background(), docextract.ProcessingTimeout+5*time.Second)
	defer cancel()
	if err := httpServer.Shutdown(ctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

func envOr(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}

func envInt(name string, fallback int) int {
	if v, err := strconv.Atoi(os.Getenv(name)); err == nil {
		return v
	}
	return fallback
}
