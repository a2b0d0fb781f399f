package httpapi

import (
	"maps"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/docextract/docextract"
	"github.com/google/go-cmp/cmp"
)

// reviewReply is what a test looks at in an answer of the review page.
type reviewReply struct {
	Status                int
	ContentType           string
	CSP, NoSniff, Framing string
	Body                  string
}

func serveReviewRequest(s http.Handler, method, path string, edit ...func(*http.Request)) *httptest.ResponseRecorder {
	r := httptest.NewRequest(method, path, nil)
	for _, e := range edit {
		e(r)
	}
	w := httptest.NewRecorder()
	s.ServeHTTP(w, r)
	return w
}

func TestReviewPage(t *testing.T) {
	asset := func(name string) string {
		b, err := reviewFiles.ReadFile("review/" + name)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	ok := func(contentType, body string) reviewReply {
		return reviewReply{200, contentType, reviewCSP, "nosniff", "DENY", body}
	}
	tests := []struct {
		method, path string
		want         reviewReply
	}{
		{"GET", "/", ok("text/html; charset=utf-8", asset("index.html"))},
		{"GET", "/review.js", ok("text/javascript; charset=utf-8", asset("review.js"))},
		{"GET", "/review.css", ok("text/css; charset=utf-8", asset("review.css"))},
		{"HEAD", "/", ok("text/html; charset=utf-8", "")},
	}
	s, _ := newTestServer(t, &fakeExtractor{}, Config{ReviewPage: true})
	for _, tt := range tests {
		w := serveReviewRequest(s, tt.method, tt.path)
		got := reviewReply{w.Code, w.Header().Get("Content-Type"), w.Header().Get("Content-Security-Policy"),
			w.Header().Get("X-Content-Type-Options"), w.Header().Get("X-Frame-Options"), w.Body.String()}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s %s mismatch (-want +got):\n%s", tt.method, tt.path, diff)
		}
	}

	// A page already held is revalidated by its ETag.
	etag := serveReviewRequest(s, "GET", "/review.js").Header().Get("ETag")
	w := serveReviewRequest(s, "GET", "/review.js", func(r *http.Request) { r.Header.Set("If-None-Match", etag) })
	if etag == "" || w.Code != http.StatusNotModified {
		t.Errorf("GET /review.js with If-None-Match %q: %d, want 304", etag, w.Code)
	}
	if w := serveReviewRequest(s, "GET", "/", func(r *http.Request) { r.Header.Set("If-None-Match", etag) }); w.Code != 200 {
		t.Errorf("GET / with the ETag of /review.js: %d, want 200", w.Code)
	}
}

// TestReviewPageRefusals: the page's paths are the only new ones, other
// methods are 405, and with the page off its paths are unknown like any.
func TestReviewPageRefusals(t *testing.T) {
	tests := []struct {
		name      string
		page      bool
		method    string
		path      string
		want      errorReply
		wantAllow string
	}{
		{"post to the page", true, "POST", "/", errorReply{405, docextract.CodeMethodNotAllowed, "", false}, "GET, HEAD"},
		{"no index.html", true, "GET", "/index.html", errorReply{404, docextract.CodeNotFound, "", false}, ""},
		{"no directory listing", true, "GET", "/review/", errorReply{404, docextract.CodeNotFound, "", false}, ""},
		{"no embedded path", true, "GET", "/review/review.js", errorReply{404, docextract.CodeNotFound, "", false}, ""},
		{"page off", false, "GET", "/", errorReply{404, docextract.CodeNotFound, "", false}, ""},
		{"script off", false, "GET", "/review.js", errorReply{404, docextract.CodeNotFound, "", false}, ""},
		{"style off", false, "GET", "/review.css", errorReply{404, docextract.CodeNotFound, "", false}, ""},
		{"post, page off", false, "POST", "/", errorReply{404, docextract.CodeNotFound, "", false}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, _ := newTestServer(t, &fakeExtractor{}, Config{ReviewPage: tt.page})
			w, got := do(t, s, tt.method, tt.path, "", "")
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("%s %s mismatch (-want +got):\n%s", tt.method, tt.path, diff)
			}
			if allow := w.Header().Get("Allow"); allow != tt.wantAllow {
				t.Errorf("Allow = %q, want %q", allow, tt.wantAllow)
			}
			if ct := w.Header().Get("Content-Type"); ct != "application/json" {
				t.Errorf("Content-Type = %q, want application/json", ct)
			}
		})
	}
}

// TestReviewPageTypes: the page offers every document type, in the
// specification's order.
func TestReviewPageTypes(t *testing.T) {
	html, _ := reviewFiles.ReadFile("review/index.html")
	var got []docextract.DocumentType
	for _, m := range regexp.MustCompile(`<option value="([a-z_]+)">`).FindAllStringSubmatch(string(html), -1) {
		got = append(got, docextract.DocumentType(m[1]))
	}
	if diff := cmp.Diff(docextract.DocumentTypes(), got); diff != "" {
		t.Errorf("the page's document types mismatch (-want +got):\n%s", diff)
	}
}

// TestReviewPageKeepsToItself reads the page's files for what its policy
// would block or what would put data or the key where it must not go: an
// inline script, style or event handler, HTML built from strings, eval,
// storage or cookies, or a file from elsewhere.
func TestReviewPageKeepsToItself(t *testing.T) {
	forbidden := map[string][]string{
		"review/index.html": {`<script>`, ` style=`, ` onclick=`, ` onload=`, ` onsubmit=`, `<style`, `http://`, `https://`, `//cdn`},
		"review/review.js": {"innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function",
			"localStorage", "sessionStorage", "indexedDB", "document.cookie", "location.hash", "history.pushState", "http://", "https://"},
		"review/review.css": {"@import", "url(", "http://", "https://"},
	}
	for name, words := range forbidden {
		b, err := reviewFiles.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range words {
			if strings.Contains(string(b), w) {
				t.Errorf("%s contains %q", name, w)
			}
		}
	}
	// Every file the page loads is one the server serves; the icon is an
	// empty data: URL, so that browsers ask for no /favicon.ico (a 404 in
	// the access log at every visit).
	html, _ := reviewFiles.ReadFile("review/index.html")
	for _, m := range regexp.MustCompile(`(?:src|href)="([^"]*)"`).FindAllStringSubmatch(string(html), -1) {
		if m[1] == "data:," {
			continue
		}
		if _, ok := reviewAssets[m[1]]; !ok || m[1] == "/" {
			t.Errorf("index.html loads %q, which the server does not serve", m[1])
		}
	}
	// The routes of the page and its files are the same paths.
	var routed []string
	for path, rt := range routes {
		if rt.name == "review" {
			routed = append(routed, path)
		}
	}
	slices.Sort(routed)
	if diff := cmp.Diff(slices.Sorted(maps.Keys(reviewAssets)), routed); diff != "" {
		t.Errorf("review routes mismatch the page's files (-files +routes):\n%s", diff)
	}
}
