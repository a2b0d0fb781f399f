package httpapi

import (
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/docextract/docextract"
	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Metrics are the server's Prometheus metrics, served at /metrics. They
// are also the docextract.Observer of the extractor the server runs, which
// counts OCR passes, pages and specimen refusals: build the extractor with
// Options.Observer set to them. Each Metrics has its own registry, with the
// Go runtime and process collectors.
type Metrics struct {
	reg         *prometheus.Registry
	requests    *prometheus.CounterVec
	duration    *prometheus.HistogramVec
	queueWait   prometheus.Histogram
	ocrPasses   *prometheus.CounterVec
	ocrDuration *prometheus.HistogramVec
	pages       *prometheus.CounterVec
	specimens   *prometheus.CounterVec
	// server is the server whose queue the gauges read: the last built
	// with these metrics.
	server atomic.Pointer[Server]
}

// latencyBuckets span a text-layer PDF (10 ms) to the 60 s deadline.
var latencyBuckets = []float64{0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 15, 30, 60}

// NewMetrics returns metrics with a registry of their own.
func NewMetrics() *Metrics {
	m := &Metrics{reg: prometheus.NewRegistry()}
	m.requests = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "docextract_http_requests_total",
		Help: "HTTP requests answered, by endpoint, document type (\"\" when none was read), status and error code (\"\" on success).",
	}, []string{"endpoint", "document_type", "status", "code"})
	m.duration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "docextract_extraction_request_duration_seconds",
		Help:    "Time from receiving an extraction request to its answer, upload and queue included, by document type and result (ok or error).",
		Buckets: latencyBuckets,
	}, []string{"document_type", "result"})
	m.queueWait = prometheus.NewHistogram(prometheus.HistogramOpts{
		Name:    "docextract_queue_wait_seconds",
		Help:    "Time admitted extractions waited for a running slot.",
		Buckets: latencyBuckets,
	})
	m.ocrPasses = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "docextract_ocr_passes_total",
		Help: "Tesseract calls, by pass (engine, or orientation) and result (ok or error).",
	}, []string{"pass", "result"})
	m.ocrDuration = prometheus.NewHistogramVec(prometheus.HistogramOpts{
		Name:    "docextract_ocr_pass_duration_seconds",
		Help:    "Duration of Tesseract calls, by pass.",
		Buckets: []float64{0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10},
	}, []string{"pass"})
	m.pages = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "docextract_pages_read_total",
		Help: "Pages of extracted documents, by document type and source (text_layer or ocr).",
	}, []string{"document_type", "source"})
	m.specimens = prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "docextract_specimen_refusals_total",
		Help: "Specimen or sample documents refused under a live key, by document type.",
	}, []string{"document_type"})
	gauge := func(name, help string, f func(*Server) int) prometheus.Collector {
		return prometheus.NewGaugeFunc(prometheus.GaugeOpts{Name: name, Help: help}, func() float64 {
			if s := m.server.Load(); s != nil {
				return float64(f(s))
			}
			return 0
		})
	}
	m.reg.MustRegister(m.requests, m.duration, m.queueWait, m.ocrPasses, m.ocrDuration, m.pages, m.specimens,
		gauge("docextract_queue_depth", "Admitted extractions waiting for a running slot.", func(s *Server) int { return s.queue.depth() }),
		gauge("docextract_in_flight", "Extractions running.", func(s *Server) int { return s.queue.inFlight() }),
		gauge("docextract_uploads_in_progress", "Request bodies being read.", func(s *Server) int { return s.uploads.inProgress() }),
		gauge("docextract_ready", "1 when the server is ready for extractions (warm and not draining), else 0.", func(s *Server) int {
			if s.readiness() == "ok" {
				return 1
			}
			return 0
		}),
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// Handler serves the metrics in the Prometheus text format.
func (m *Metrics) Handler() http.Handler {
	return promhttp.HandlerFor(m.reg, promhttp.HandlerOpts{Registry: m.reg})
}

// OCRPass implements docextract.Observer.
func (m *Metrics) OCRPass(pass string, d time.Duration, err error) {
	m.ocrPasses.WithLabelValues(pass, result(err == nil)).Inc()
	m.ocrDuration.WithLabelValues(pass).Observe(d.Seconds())
}

// PagesRead implements docextract.Observer.
func (m *Metrics) PagesRead(t docextract.DocumentType, textLayer, ocr int) {
	m.pages.WithLabelValues(string(t), "text_layer").Add(float64(textLayer))
	m.pages.WithLabelValues(string(t), "ocr").Add(float64(ocr))
}

// SpecimenRefused implements docextract.Observer.
func (m *Metrics) SpecimenRefused(t docextract.DocumentType) {
	m.specimens.WithLabelValues(string(t)).Inc()
}

// request counts one answered request.
func (m *Metrics) request(endpoint, documentType string, status int, code docextract.ErrorCode) {
	m.requests.WithLabelValues(endpoint, documentType, strconv.Itoa(status), string(code)).Inc()
}

func result(ok bool) string {
	if ok {
		return "ok"
	}
	return "error"
}

var _ docextract.Observer = (*Metrics)(nil)
