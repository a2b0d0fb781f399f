package main

import (
	"cmp"
	"context"
	"crypto/rand"
	"errors"
	"flag"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/http/pprof"
	"os"
	"os/signal"
	"strconv"
	"syscall"
	"time"

	"github.com/docextract/docextract"
	"github.com/docextract/docextract/httpapi"
)

func serve(args []string) error {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	addr := fs.String("addr", envOr("DOCEXTRACT_ADDR", "127.0.0.1:8080"), "listen address `HOST:PORT` (env DOCEXTRACT_ADDR)")
	rf := addReaderFlags(fs)
	concurrency := fs.Int("concurrency", envInt("DOCEXTRACT_CONCURRENCY", 0), "extractions running at once, the rest of --queue waiting in order; 0 means --workers (env DOCEXTRACT_CONCURRENCY)")
	queue := fs.Int("queue", envInt("DOCEXTRACT_QUEUE", httpapi.DefaultMaxInFlight), "extractions running or waiting before 503 service_overloaded (env DOCEXTRACT_QUEUE)")
	keysFile := fs.String("keys-file", os.Getenv("DOCEXTRACT_KEYS_FILE"), "file of API keys, lines \"live KEY\" or \"sandbox KEY\" (env DOCEXTRACT_KEYS_FILE)")
	bodyTimeout := fs.Duration("body-timeout", envDuration("DOCEXTRACT_BODY_TIMEOUT", httpapi.DefaultBodyTimeout), "time a request body may take to arrive (env DOCEXTRACT_BODY_TIMEOUT)")
	maxUploads := fs.Int("max-uploads", envInt("DOCEXTRACT_MAX_UPLOADS", httpapi.DefaultMaxUploads), "request bodies read at once (env DOCEXTRACT_MAX_UPLOADS)")
	maxUploadsPerKey := fs.Int("max-uploads-per-key", envInt("DOCEXTRACT_MAX_UPLOADS_PER_KEY", httpapi.DefaultMaxUploadsPerKey), "request bodies of one API key read at once (env DOCEXTRACT_MAX_UPLOADS_PER_KEY)")
	drainDelay := fs.Duration("drain-delay", envDuration("DOCEXTRACT_DRAIN_DELAY", 0), "on SIGTERM, time /readyz answers draining before the listener closes (env DOCEXTRACT_DRAIN_DELAY)")
	logLevel := fs.String("log-level", envOr("DOCEXTRACT_LOG_LEVEL", "info"), "debug, info, warn or error; probes and metrics are logged at debug (env DOCEXTRACT_LOG_LEVEL)")
	reviewPage := fs.Bool("review-page", os.Getenv("DOCEXTRACT_REVIEW_PAGE") != "false", "serve the review page at /, a static page that calls the API with a key typed into it (env DOCEXTRACT_REVIEW_PAGE=false turns it off)")
	pprofAddr := fs.String("pprof-addr", os.Getenv("DOCEXTRACT_PPROF_ADDR"), "serve /debug/pprof/ on this separate `HOST:PORT`; off when empty (env DOCEXTRACT_PPROF_ADDR)")
	iso := isolationFlags(fs)
	mem := addMemoryFlags(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	if rf.printVersion(os.Stdout) {
		return nil
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("serve: unexpected argument %q", fs.Arg(0))
	}
	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		return fmt.Errorf("serve: --log-level %q: want debug, info, warn or error", *logLevel)
	}
	log := slog.New(slog.NewJSONHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

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

	metrics := httpapi.NewMetrics()
	srv := httpapi.New(httpapi.Config{
		Keys:             keys,
		Logger:           log,
		MaxInFlight:      *queue,
		Concurrency:      cmp.Or(*concurrency, *rf.workers),
		BodyTimeout:      *bodyTimeout,
		MaxUploads:       *maxUploads,
		MaxUploadsPerKey: *maxUploadsPerKey,
		Metrics:          metrics,
		ReviewPage:       *reviewPage,
	})
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		return err
	}
	httpServer := &http.Server{
		Handler:           srv,
		ReadHeaderTimeout: 10 * time.Second,
		// Each request sets its own read and write deadlines (httpapi).
		IdleTimeout:    2 * time.Minute,
		MaxHeaderBytes: 1 << 20, // httpapi answers JSON 431 past 32 KB; net/http plain text past this
		ErrorLog:       slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	page := ""
	if *reviewPage {
		page = "; the review page at /"
	}
	fmt.Printf("docextract %s listening on http://%s (POST /document/extract, GET /readyz, /metrics, /openapi.json%s)\n", version(), ln.Addr(), page)

	serveErr := make(chan error, 1)
	go func() { serveErr <- httpServer.Serve(ln) }()
	if *pprofAddr != "" {
		if err := servePprof(*pprofAddr, log); err != nil {
			httpServer.Close()
			return err
		}
	}

	// Warm the OCR clients while already listening: /readyz says 503 until ready.
	start := time.Now()
	opts := rf.options()
	opts.Logger, opts.Observer = log, metrics
	ex, closer, err := newExtractor(iso, mem, opts)
	if err != nil {
		httpServer.Close()
		return err
	}
	defer closer.Close()
	srv.SetExtractor(ex)
	log.Info("ready", "version", version(), "workers", *rf.workers, "queue", *queue, workerLog(iso), "warmup_ms", time.Since(start).Milliseconds(), "allow_private_urls", *rf.allowPrivate)

	stop := make(chan os.Signal, 1)
	signal.Notify(stop, syscall.SIGTERM, syscall.SIGINT)
	select {
	case err := <-serveErr:
		return err
	case sig := <-stop:
		log.Info("draining", "signal", sig.String(), "drain_delay", drainDelay.String())
	}
	// Not ready from now on, so that load balancers stop sending; requests
	// that still come are served until the listener closes.
	srv.Drain()
	time.Sleep(*drainDelay)
	ctx, cancel := context.WithTimeout(context.Background(), docextract.ProcessingTimeout+5*time.Second)
	defer cancel()
	if err := httpServer.Shutdown(ctx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	log.Info("stopped")
	return nil
}

// servePprof serves net/http/pprof's handlers on their own listener, so
// that the API's address never exposes them.
func servePprof(addr string, log *slog.Logger) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("serve: --pprof-addr: %w", err)
	}
	mux := http.NewServeMux()
	mux.HandleFunc("/debug/pprof/", pprof.Index)
	mux.HandleFunc("/debug/pprof/cmdline", pprof.Cmdline)
	mux.HandleFunc("/debug/pprof/profile", pprof.Profile)
	mux.HandleFunc("/debug/pprof/symbol", pprof.Symbol)
	mux.HandleFunc("/debug/pprof/trace", pprof.Trace)
	log.Warn("pprof listening", "addr", ln.Addr().String())
	go (&http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}).Serve(ln)
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

func envDuration(name string, fallback time.Duration) time.Duration {
	if v, err := time.ParseDuration(os.Getenv(name)); err == nil {
		return v
	}
	return fallback
}
