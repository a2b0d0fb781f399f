// Package httpapi serves docextract over REST: POST /document/extract (and
// /v1/document/extract), the probes /livez, /readyz and /healthz, /metrics
// and the OpenAPI document /openapi.json, with API keys, bounded uploads,
// a bounded work queue and an access log; and, when Config.ReviewPage is
// set, the review page at / (the static files in review/, embedded), which
// calls the API from the browser with a key the user types.
//
// It imports the root package and nothing else of this module
// (TestArchitecture): every rule about requests and documents lives there,
// and this package only maps it to HTTP. Prometheus is imported here and
// nowhere below: the root reports what extractions do through its
// Observer, which Metrics implements.
package httpapi
