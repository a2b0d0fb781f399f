package httpapi

import (
	"bytes"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"net/http"
	"time"
)

// The review page (GET /, /review.js, /review.css): a static page that
// sends a file to POST /document/extract with the key the user types and
// draws what comes back. It is plain HTML, CSS and JavaScript, embedded in
// the binary, with no build step; it is not part of the JSON API and not in
// the OpenAPI document.
//
//go:embed review/index.html review/review.js review/review.css
var reviewFiles embed.FS

// reviewCSP is the page's Content-Security-Policy: its own script and
// style files only (no inline script, no eval), images from this server
// or from data: URLs (the page images the API returns), requests to this
// server only, and no frames, plugins, forms or base URL.
const reviewCSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
	"connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// reviewAsset is one file of the review page.
type reviewAsset struct {
	body        []byte
	contentType string
	etag        string
}

// reviewAssets are the page's files by the path they are served at.
var reviewAssets = func() map[string]reviewAsset {
	assets := map[string]reviewAsset{}
	for path, file := range map[string]struct{ name, contentType string }{
		"/":           {"review/index.html", "text/html; charset=utf-8"},
		"/review.js":  {"review/review.js", "text/javascript; charset=utf-8"},
		"/review.css": {"review/review.css", "text/css; charset=utf-8"},
	} {
		body, err := reviewFiles.ReadFile(file.name)
		if err != nil {
			panic(err) // embedded above: cannot happen
		}
		sum := sha256.Sum256(body)
		assets[path] = reviewAsset{body: body, contentType: file.contentType, etag: `"` + hex.EncodeToString(sum[:8]) + `"`}
	}
	return assets
}()

// serveReview answers a file of the review page, with headers that keep
// the page to itself: the policy above, no MIME sniffing, no framing, no
// referrer, and revalidation by ETag.
func (s *Server) serveReview(x *exchange, r *http.Request) {
	a := reviewAssets[r.URL.EscapedPath()]
	h := x.Header()
	h.Set("Content-Type", a.contentType)
	h.Set("Content-Security-Policy", reviewCSP)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
	h.Set("Cache-Control", "no-cache")
	h.Set("ETag", a.etag)
	http.ServeContent(x, r, "", time.Time{}, bytes.NewReader(a.body))
}
