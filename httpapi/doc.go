// Package httpapi serves docextract over REST: POST /document/extract and
// GET /healthz, with API keys, a bounded work queue and an access log.
//
// It imports the root package and nothing else of this module
// (TestArchitecture): every rule about requests and documents lives there,
// and this package only maps it to HTTP.
package httpapi
