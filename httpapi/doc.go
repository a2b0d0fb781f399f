// Package httpapi serves docextract over REST: POST /document/extract (and
// /v1/document/extract), the probes /livez, /readyz and /healthz, /metrics
// and the OpenAPI document /openapi.json, with API keys, bounded uploads,
// a bounded work queue and an access log.
//
// It imports the root package and nothing else of this module
// (TestArchitecture): every rule about requests and documents lives there,
// and this package only maps it to HTTP. Prometheus is imported here and
// nowhere below: the root reports what extractions do through its
// Observer, which Metrics implements.
package httpapi
