package fetch

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// noDNS is a resolver that answers from /etc/hosts only: tests never send a
// DNS query.
var noDNS = &net.Resolver{
	PreferGo: true,
	Dial: func(context.Context, string, string) (net.Conn, error) {
		return nil, errors.New("test: no DNS")
	},
}

// dialLog records the addresses the dialer was asked to connect to, with the
// address policy's verdict.
type dialLog struct {
	mu       sync.Mutex
	attempts []dialAttempt
}

type dialAttempt struct {
	addr    netip.AddrPort
	allowed bool // by the policy
}

func (l *dialLog) add(ap netip.AddrPort, verdict error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.attempts = append(l.attempts, dialAttempt{ap, verdict == nil})
}

func (l *dialLog) list() []dialAttempt {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]dialAttempt(nil), l.attempts...)
}

// newTestFetcher returns a fetcher that resolves names without DNS, logs
// every dial and allows permit (when valid) although it is not public.
func newTestFetcher(opts Options, permit netip.AddrPort) (*Fetcher, *dialLog) {
	log := &dialLog{}
	f := newFetcher(opts, hooks{
		permit:   permit,
		resolver: noDNS,
		control: func(ap netip.AddrPort, verdict error) error {
			log.add(ap, verdict)
			return verdict
		},
	})
	return f, log
}

// counter is a handler wrapper counting requests.
type counter struct {
	n atomic.Int64
	h http.Handler
}

func (c *counter) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	c.n.Add(1)
	c.h.ServeHTTP(w, r)
}

// newServer starts an httptest server on loopback and returns it with its
// address and request counter.
func newServer(t *testing.T, h http.Handler) (*httptest.Server, netip.AddrPort, *counter) {
	t.Helper()
	c := &counter{h: h}
	ts := httptest.NewServer(c)
	t.Cleanup(ts.Close)
	return ts, addrOf(t, ts), c
}

func addrOf(t *testing.T, ts *httptest.Server) netip.AddrPort {
	t.Helper()
	ap, err := netip.ParseAddrPort(ts.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	return ap
}

// docHandler serves the test documents:
//
//	/doc?n=N          N bytes, with Content-Length
//	/chunked?n=N      N bytes, without Content-Length
//	/redirect?n=N     N redirects, then /doc?n=3
//	/status?code=C    status C
//	/to?u=URL         one redirect to URL
//	/announce?n=N     announces N bytes, sends a few, then stalls
//	/gzip?n=N         N zero bytes, gzip-encoded
func docHandler(stall <-chan struct{}) http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("/doc", func(w http.ResponseWriter, r *http.Request) {
		n, _ := strconv.Atoi(r.FormValue("n"))
		w.Header().Set("Content-Length", strconv.Itoa(n))
		w.Write(doc(n))
	})
	mux.HandleFunc("/chunked", func(w http.ResponseWriter, r *http.Request) {
		n, _ := strconv.Atoi(r.FormValue("n"))
		w.WriteHeader(http.StatusOK)
		w.(http.Flusher).Flush() // headers go out without Content-Length
		w.Write(doc(n))
	})
	mux.HandleFunc("/redirect", func(w http.ResponseWriter, r *http.Request) {
		n, _ := strconv.Atoi(r.FormValue("n"))
		if n <= 0 {
			http.Redirect(w, r, "/doc?n=3", http.StatusFound)
			return
		}
		http.Redirect(w, r, fmt.Sprintf("/redirect?n=%d", n-1), http.StatusFound)
	})
	mux.HandleFunc("/status", func(w http.ResponseWriter, r *http.Request) {
		code, _ := strconv.Atoi(r.FormValue("code"))
		w.Header().Set("Content-Type", "text/html")
		w.WriteHeader(code)
		w.Write([]byte("<html>login</html>"))
	})
	mux.HandleFunc("/to", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, r.FormValue("u"), http.StatusFound)
	})
	mux.HandleFunc("/announce", func(w http.ResponseWriter, r *http.Request) {
		n, _ := strconv.Atoi(r.FormValue("n"))
		w.Header().Set("Content-Length", strconv.Itoa(n))
		w.Write(doc(10))
		w.(http.Flusher).Flush()
		select {
		case <-r.Context().Done():
		case <-stall:
		}
	})
	mux.HandleFunc("/gzip", func(w http.ResponseWriter, r *http.Request) {
		n, _ := strconv.Atoi(r.FormValue("n"))
		var buf bytes.Buffer
		zw := gzip.NewWriter(&buf)
		zw.Write(make([]byte, n))
		zw.Close()
		w.Header().Set("Content-Encoding", "gzip")
		w.Write(buf.Bytes())
	})
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-r.Context().Done():
		case <-stall:
		}
	})
	mux.HandleFunc("/slowbody", func(w http.ResponseWriter, r *http.Request) {
		w.Write(doc(10))
		w.(http.Flusher).Flush()
		select {
		case <-r.Context().Done():
		case <-stall:
		}
	})
	return mux
}

// doc returns n bytes of a recognisable document.
func doc(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = "%PDF-1.7 "[i%9]
	}
	return b
}

// newDocServer starts a docHandler server whose stalled handlers are
// released when the test ends.
func newDocServer(t *testing.T) (*httptest.Server, netip.AddrPort, *counter) {
	t.Helper()
	stall := make(chan struct{})
	ts, ap, c := newServer(t, docHandler(stall))
	t.Cleanup(func() { close(stall) }) // runs before ts.Close
	return ts, ap, c
}

func TestFetch(t *testing.T) {
	ts, permitted, _ := newDocServer(t)
	tls := httptest.NewTLSServer(docHandler(nil))
	t.Cleanup(tls.Close)
	tests := []struct {
		name   string
		opts   Options
		permit bool // policy on, the test server permitted by the hook
		url    string
		want   []byte
	}{
		{"document", Options{AllowPrivate: true}, false, ts.URL + "/doc?n=100", doc(100)},
		{"empty", Options{AllowPrivate: true}, false, ts.URL + "/doc?n=0", []byte{}},
		{"html login page is bytes", Options{AllowPrivate: true}, false, ts.URL + "/status?code=200", []byte("<html>login</html>")},
		{"permitted server under policy", Options{}, true, ts.URL + "/doc?n=5", doc(5)},
		{"one redirect", Options{AllowPrivate: true}, false, ts.URL + "/redirect?n=0", doc(3)},
		{"5 redirects", Options{AllowPrivate: true}, false, ts.URL + "/redirect?n=4", doc(3)},
		{"5 redirects under policy", Options{}, true, ts.URL + "/redirect?n=4", doc(3)},
		{"2 of MaxRedirects 2", Options{AllowPrivate: true, MaxRedirects: 2}, false, ts.URL + "/redirect?n=1", doc(3)},
		{"no redirects allowed, none made", Options{AllowPrivate: true, MaxRedirects: -1}, false, ts.URL + "/doc?n=3", doc(3)},
		{"MaxBytes exact", Options{AllowPrivate: true, MaxBytes: 1000}, false, ts.URL + "/doc?n=1000", doc(1000)},
		{"MaxBytes exact chunked", Options{AllowPrivate: true, MaxBytes: 1000}, false, ts.URL + "/chunked?n=1000", doc(1000)},
		{"MaxBytes exact gzip", Options{AllowPrivate: true, MaxBytes: 1000}, false, ts.URL + "/gzip?n=1000", make([]byte, 1000)},
		{"default MaxBytes", Options{AllowPrivate: true}, false, ts.URL + "/doc?n=70000", doc(70000)},
		{"https with the caller's client", Options{AllowPrivate: true, Client: tls.Client()}, false, tls.URL + "/doc?n=7", doc(7)},
		{"https under policy", Options{Client: tls.Client()}, true, tls.URL + "/doc?n=7", doc(7)},
		{"nil *http.Transport", Options{AllowPrivate: true, Client: &http.Client{Transport: (*http.Transport)(nil)}}, false, ts.URL + "/doc?n=7", doc(7)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var permit netip.AddrPort
			if tt.permit {
				permit = permitted
				if strings.HasPrefix(tt.url, "https") {
					permit = addrOf(t, tls)
				}
			}
			f, _ := newTestFetcher(tt.opts, permit)
			got, err := f.Fetch(t.Context(), tt.url)
			if err != nil {
				t.Fatalf("Fetch(%q) error: %v", tt.url, err)
			}
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("Fetch(%q) mismatch (-want +got):\n%s", tt.url, diff)
			}
		})
	}
}

func TestNewDefaults(t *testing.T) {
	type limits struct {
		MaxBytes     int64
		Timeout      time.Duration
		MaxRedirects int
	}
	tests := []struct {
		opts Options
		want limits
	}{
		{Options{}, limits{50 << 20, 20 * time.Second, 5}},
		{Options{MaxBytes: -1, Timeout: -1, MaxRedirects: -1}, limits{50 << 20, 20 * time.Second, 0}},
		{Options{MaxBytes: 10, Timeout: time.Second, MaxRedirects: 2}, limits{10, time.Second, 2}},
	}
	for _, tt := range tests {
		f := New(tt.opts)
		got := limits{f.maxBytes, f.timeout, f.maxRedirects}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("New(%+v) limits mismatch (-want +got):\n%s", tt.opts, diff)
		}
		tr, ok := f.client.Transport.(*http.Transport)
		if !ok || tr.Proxy != nil || tr.DialContext == nil || tr.DialTLSContext != nil || tr.DialTLS != nil {
			t.Errorf("New(%+v) transport is not the safe one: %#v", tt.opts, f.client.Transport)
		}
	}
}

func TestFetchErrors(t *testing.T) {
	ts, _, _ := newDocServer(t)
	host := ts.Listener.Addr().String()
	tests := []struct {
		name string
		opts Options
		url  string
		want error // ErrUnreachable or ErrTooLarge; ErrForbidden is tested apart
	}{
		{"6 redirects", Options{}, ts.URL + "/redirect?n=5", ErrUnreachable},
		{"3 of MaxRedirects 2", Options{MaxRedirects: 2}, ts.URL + "/redirect?n=2", ErrUnreachable},
		{"1 of none allowed", Options{MaxRedirects: -1}, ts.URL + "/redirect?n=0", ErrUnreachable},
		{"404", Options{}, ts.URL + "/status?code=404", ErrUnreachable},
		{"403", Options{}, ts.URL + "/status?code=403", ErrUnreachable},
		{"401", Options{}, ts.URL + "/status?code=401", ErrUnreachable},
		{"500", Options{}, ts.URL + "/status?code=500", ErrUnreachable},
		{"304", Options{}, ts.URL + "/status?code=304", ErrUnreachable},
		{"MaxBytes+1", Options{MaxBytes: 1000}, ts.URL + "/doc?n=1001", ErrTooLarge},
		{"MaxBytes+1 chunked", Options{MaxBytes: 1000}, ts.URL + "/chunked?n=1001", ErrTooLarge},
		{"MaxBytes+1 gzip", Options{MaxBytes: 1000}, ts.URL + "/gzip?n=1001", ErrTooLarge},
		// The body never ends: only the early Content-Length check can answer.
		{"Content-Length over the cap", Options{MaxBytes: 1000, Timeout: 10 * time.Second}, ts.URL + "/announce?n=1001", ErrTooLarge},
		{"redirect to ftp", Options{}, ts.URL + "/to?u=" + url.QueryEscape("ftp://"+host+"/"), ErrUnreachable},
		{"redirect to userinfo", Options{}, ts.URL + "/to?u=" + url.QueryEscape("http://u:p@"+host+"/doc?n=1"), ErrUnreachable},
		{"ftp", Options{}, "ftp://" + host + "/doc", ErrUnreachable},
		{"file", Options{}, "file:///etc/passwd", ErrUnreachable},
		{"not a url", Options{}, "not a url", ErrUnreachable},
		{"empty", Options{}, "", ErrUnreachable},
		{"no scheme", Options{}, "//" + host + "/doc?n=1", ErrUnreachable},
		{"no host", Options{}, "http:///doc", ErrUnreachable},
		{"opaque", Options{}, "http:" + host, ErrUnreachable},
		{"userinfo", Options{}, "http://u:p@" + host + "/doc?n=1", ErrUnreachable},
		{"user only", Options{}, "http://u@" + host + "/doc?n=1", ErrUnreachable},
		{"percent-encoded host", Options{}, "http://%31%32%37.0.0.1/", ErrUnreachable},
		{"bad port", Options{}, "http://" + host + "x/", ErrUnreachable},
		{"control character", Options{}, "http://" + host + "/\x7f\n", ErrUnreachable},
		{"nothing listening", Options{}, "http://127.0.0.1:1/", ErrUnreachable},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.opts.AllowPrivate = true
			f, _ := newTestFetcher(tt.opts, netip.AddrPort{})
			got, err := f.Fetch(t.Context(), tt.url)
			if !errors.Is(err, tt.want) {
				t.Fatalf("Fetch(%q) error = %v, want %v", tt.url, err, tt.want)
			}
			if got != nil {
				t.Errorf("Fetch(%q) returned %d bytes with an error", tt.url, len(got))
			}
			if errors.Is(err, ErrForbidden) {
				t.Errorf("Fetch(%q) error = %v, want no ErrForbidden (AllowPrivate)", tt.url, err)
			}
			if tt.want == ErrTooLarge && errors.Is(err, ErrUnreachable) {
				t.Errorf("Fetch(%q) error = %v, want no ErrUnreachable", tt.url, err)
			}
		})
	}
}

// TestFetchForbidden checks URLs that the policy refuses, before dialling
// (literal hosts) or at dial (names). The test server listens on 127.0.0.1,
// so a refusal that failed would reach it.
func TestFetchForbidden(t *testing.T) {
	_, ap, hits := newDocServer(t)
	port := strconv.Itoa(int(ap.Port()))
	tests := []struct {
		url  string
		dial bool // refused by the dialer, not before
	}{
		{"http://127.0.0.1/", false},
		{"http://127.0.0.1:{port}/doc?n=1", false},
		{"HTTP://127.0.0.1:{port}/doc?n=1", false},
		{"https://127.0.0.1:{port}/doc?n=1", false},
		{"http://[::1]/", false},
		{"http://[::1]:{port}/", false},
		{"http://10.0.0.1/", false},
		{"http://169.254.169.254/latest/meta-data/", false},
		{"http://0.0.0.0/", false},
		{"http://0.0.0.0:{port}/doc?n=1", false},
		{"http://[::]:{port}/doc?n=1", false},
		{"http://[fc00::1]/", false},
		{"http://[fe80::1%25lo]:{port}/", false},
		{"http://[::ffff:127.0.0.1]/", false},
		{"http://[::ffff:127.0.0.1]:{port}/doc?n=1", false},
		{"http://[::ffff:7f00:1]:{port}/doc?n=1", false},
		{"http://[64:ff9b::7f00:1]/", false},
		{"http://2130706433/", false},
		{"http://2130706433:{port}/doc?n=1", false},
		{"http://0177.0.0.1/", false},
		{"http://0177.0.0.1:{port}/doc?n=1", false},
		{"http://0x7f000001/", false},
		{"http://0x7f.1:{port}/doc?n=1", false},
		{"http://127.1/", false},
		{"http://127.1:{port}/doc?n=1", false},
		{"http://127.0.0.1.:{port}/doc?n=1", false},
		{"http://100.64.0.1/", false},
		{"http://localhost:{port}/doc?n=1", true},
		{"http://LOCALHOST:{port}/doc?n=1", true},
	}
	for _, tt := range tests {
		rawURL := strings.ReplaceAll(tt.url, "{port}", port)
		t.Run(rawURL, func(t *testing.T) {
			f, log := newTestFetcher(Options{}, netip.AddrPort{})
			got, err := f.Fetch(t.Context(), rawURL)
			if !errors.Is(err, ErrForbidden) || !errors.Is(err, ErrUnreachable) {
				t.Fatalf("Fetch(%q) error = %v, want ErrForbidden and ErrUnreachable", rawURL, err)
			}
			if got != nil {
				t.Errorf("Fetch(%q) returned %d bytes with an error", rawURL, len(got))
			}
			attempts := log.list()
			if tt.dial != (len(attempts) > 0) {
				t.Errorf("Fetch(%q) dial attempts = %v, want some: %v", rawURL, attempts, tt.dial)
			}
			for _, a := range attempts {
				if a.allowed {
					t.Errorf("Fetch(%q): policy allowed dialling %s", rawURL, a.addr)
				}
			}
		})
	}
	if n := hits.n.Load(); n != 0 {
		t.Errorf("test server got %d requests, want 0", n)
	}
}

// TestFetchRedirectForbidden redirects from the one permitted server to
// addresses the policy refuses.
func TestFetchRedirectForbidden(t *testing.T) {
	ts, permitted, _ := newDocServer(t)
	_, other, otherHits := newDocServer(t) // another loopback port
	otherPort := strconv.Itoa(int(other.Port()))
	permittedPort := strconv.Itoa(int(permitted.Port()))
	tests := []struct {
		target string
		dial   bool // refused by the dialer, not before
	}{
		{"http://127.0.0.1:" + otherPort + "/doc?n=1", false},
		{"http://[::1]:" + otherPort + "/doc?n=1", false},
		{"http://0x7f.1:" + otherPort + "/doc?n=1", false},
		{"http://10.0.0.1/", false},
		{"http://169.254.169.254/latest/meta-data/", false},
		{"http://[::ffff:169.254.169.254]/latest/meta-data/", false},
		{"http://localhost:" + otherPort + "/doc?n=1", true},
		{"http://vm:" + otherPort + "/doc?n=1", true}, // another /etc/hosts name
		{"http://0.0.0.0:" + permittedPort + "/doc?n=1", false},
	}
	for _, tt := range tests {
		t.Run(tt.target, func(t *testing.T) {
			f, log := newTestFetcher(Options{}, permitted)
			rawURL := ts.URL + "/to?u=" + url.QueryEscape(tt.target)
			_, err := f.Fetch(t.Context(), rawURL)
			if !errors.Is(err, ErrForbidden) || !errors.Is(err, ErrUnreachable) {
				t.Fatalf("Fetch(redirect to %q) error = %v, want ErrForbidden and ErrUnreachable", tt.target, err)
			}
			var refused int
			for _, a := range log.list() {
				if a.addr != permitted {
					refused++
					if a.allowed {
						t.Errorf("Fetch(redirect to %q): policy allowed dialling %s", tt.target, a.addr)
					}
				}
			}
			if tt.dial != (refused > 0) {
				t.Errorf("Fetch(redirect to %q) dial attempts = %v, want refused ones: %v", tt.target, log.list(), tt.dial)
			}
		})
	}
	if n := otherHits.n.Load(); n != 0 {
		t.Errorf("other server got %d requests, want 0", n)
	}
}

// timeouter is implemented by the error of a fetch whose Timeout ran out.
type timeouter interface{ Timeout() bool }

func isTimeout(err error) bool {
	var te timeouter
	return errors.As(err, &te) && te.Timeout()
}

func TestFetchTimeout(t *testing.T) {
	ts, _, _ := newDocServer(t)
	for _, path := range []string{"/slow", "/slowbody"} {
		t.Run(path, func(t *testing.T) {
			f := New(Options{AllowPrivate: true, Timeout: 50 * time.Millisecond})
			_, err := f.Fetch(t.Context(), ts.URL+path)
			if !errors.Is(err, ErrUnreachable) || !isTimeout(err) {
				t.Fatalf("Fetch(%s) error = %v, want ErrUnreachable with Timeout()", path, err)
			}
			if errors.Is(err, context.DeadlineExceeded) || errors.Is(err, context.Canceled) {
				t.Errorf("Fetch(%s) error = %v wraps a context error; the caller's context is not done", path, err)
			}
		})
	}
}

func TestFetchParentContext(t *testing.T) {
	ts, _, _ := newDocServer(t)
	tests := []struct {
		name string
		ctx  func(t *testing.T) context.Context
		path string
		want error
	}{
		{"canceled before", func(t *testing.T) context.Context {
			ctx, cancel := context.WithCancel(t.Context())
			cancel()
			return ctx
		}, "/doc?n=1", context.Canceled},
		{"deadline while waiting for headers", func(t *testing.T) context.Context {
			ctx, cancel := context.WithTimeout(t.Context(), 50*time.Millisecond)
			t.Cleanup(cancel)
			return ctx
		}, "/slow", context.DeadlineExceeded},
		{"deadline while reading the body", func(t *testing.T) context.Context {
			ctx, cancel := context.WithTimeout(t.Context(), 50*time.Millisecond)
			t.Cleanup(cancel)
			return ctx
		}, "/slowbody", context.DeadlineExceeded},
		{"canceled while waiting", func(t *testing.T) context.Context {
			ctx, cancel := context.WithCancel(t.Context())
			time.AfterFunc(50*time.Millisecond, cancel)
			return ctx
		}, "/slow", context.Canceled},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f := New(Options{AllowPrivate: true, Timeout: time.Hour})
			_, err := f.Fetch(tt.ctx(t), ts.URL+tt.path)
			if !errors.Is(err, ErrUnreachable) || !errors.Is(err, tt.want) {
				t.Fatalf("Fetch(%s) error = %v, want ErrUnreachable and %v", tt.path, err, tt.want)
			}
			if isTimeout(err) {
				t.Errorf("Fetch(%s) error = %v reports the fetcher's Timeout", tt.path, err)
			}
		})
	}
}

// TestNewClient checks that a caller's client is copied, not changed, and
// that its proxy and dial functions are not used.
func TestNewClient(t *testing.T) {
	ts, _, hits := newDocServer(t)
	proxy, _, proxyHits := newServer(t, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("from the proxy"))
	}))
	proxyURL, err := url.Parse(proxy.URL)
	if err != nil {
		t.Fatal(err)
	}
	var dials atomic.Int64
	base := &http.Transport{
		Proxy: http.ProxyURL(proxyURL),
		DialContext: func(ctx context.Context, network, addr string) (net.Conn, error) {
			dials.Add(1)
			return (&net.Dialer{}).DialContext(ctx, network, addr)
		},
	}
	redirects := 0
	client := &http.Client{
		Transport: base,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			redirects++
			return nil
		},
	}
	f := New(Options{AllowPrivate: true, Client: client})
	got, err := f.Fetch(t.Context(), ts.URL+"/redirect?n=1")
	if err != nil {
		t.Fatalf("Fetch error: %v", err)
	}
	if diff := cmp.Diff(doc(3), got); diff != "" {
		t.Errorf("Fetch mismatch (-want +got):\n%s", diff)
	}
	counts := map[string]int64{
		"server": hits.n.Load(), "proxy": proxyHits.n.Load(),
		"caller's dialer": dials.Load(), "caller's CheckRedirect": int64(redirects),
	}
	want := map[string]int64{"server": 3, "proxy": 0, "caller's dialer": 0, "caller's CheckRedirect": 0}
	if diff := cmp.Diff(want, counts); diff != "" {
		t.Errorf("calls mismatch (-want +got):\n%s", diff)
	}
	if client.Transport != base || base.Proxy == nil || base.DialContext == nil || client.CheckRedirect == nil {
		t.Errorf("New changed the caller's client")
	}

	// Names are still checked at dial with the caller's transport.
	f, log := newTestFetcher(Options{Client: client}, netip.AddrPort{})
	port := strconv.Itoa(int(addrOf(t, ts).Port()))
	if _, err := f.Fetch(t.Context(), "http://localhost:"+port+"/doc?n=1"); !errors.Is(err, ErrForbidden) {
		t.Errorf("Fetch(localhost) with the caller's transport error = %v, want ErrForbidden", err)
	}
	if len(log.list()) == 0 {
		t.Errorf("Fetch(localhost) with the caller's transport did not go through the safe dialer")
	}
}

// roundTripFunc is a RoundTripper that is not an *http.Transport.
type roundTripFunc func(*http.Request) (*http.Response, error)

func (f roundTripFunc) RoundTrip(r *http.Request) (*http.Response, error) { return f(r) }

// TestCustomRoundTripper checks that another RoundTripper is used as is,
// with the URL and redirect checks still applied.
func TestCustomRoundTripper(t *testing.T) {
	var calls atomic.Int64
	rt := roundTripFunc(func(r *http.Request) (*http.Response, error) {
		calls.Add(1)
		resp := &http.Response{
			StatusCode: http.StatusOK,
			Header:     http.Header{},
			Body:       http.NoBody,
			Request:    r,
		}
		switch r.URL.Path {
		case "/loop":
			resp.StatusCode = http.StatusFound
			resp.Header.Set("Location", "/loop")
		case "/private":
			resp.StatusCode = http.StatusFound
			resp.Header.Set("Location", "http://10.0.0.1/")
		default:
			resp.Body = nopCloser{strings.NewReader("hello")}
		}
		return resp, nil
	})
	f := New(Options{Client: &http.Client{Transport: rt}})

	got, err := f.Fetch(t.Context(), "http://docs.example/a.pdf")
	if err != nil {
		t.Fatalf("Fetch error: %v", err)
	}
	if diff := cmp.Diff([]byte("hello"), got); diff != "" {
		t.Errorf("Fetch mismatch (-want +got):\n%s", diff)
	}

	tests := []struct {
		url       string
		want      error
		wantCalls int64
	}{
		{"http://10.0.0.1/", ErrForbidden, 0},
		{"http://docs.example/private", ErrForbidden, 1},
		{"http://docs.example/loop", ErrUnreachable, 6}, // the first request and 5 redirects
		{"gopher://docs.example/", ErrUnreachable, 0},
	}
	for _, tt := range tests {
		calls.Store(0)
		_, err := f.Fetch(t.Context(), tt.url)
		if !errors.Is(err, tt.want) {
			t.Errorf("Fetch(%q) error = %v, want %v", tt.url, err, tt.want)
		}
		if diff := cmp.Diff(tt.wantCalls, calls.Load()); diff != "" {
			t.Errorf("Fetch(%q) round trips mismatch (-want +got):\n%s", tt.url, diff)
		}
	}
}

type nopCloser struct{ *strings.Reader }

func (nopCloser) Close() error { return nil }

// FuzzFetch feeds arbitrary URLs to a fetcher whose dialer refuses every
// address: Fetch must not panic, must fail as ErrUnreachable, and must only
// reach the dialer for URLs that pass intake.
func FuzzFetch(f *testing.F) {
	for _, s := range []string{
		"http://127.0.0.1/", "http://[::1]/", "http://10.0.0.1/", "http://169.254.169.254/latest/meta-data/",
		"http://0.0.0.0/", "http://[fc00::1]/", "http://[::ffff:127.0.0.1]/", "http://2130706433/",
		"http://0177.0.0.1/", "http://0x7f000001/", "http://127.1/", "http://localhost:8080/",
		"https://8.8.8.8/doc.pdf", "http://[2001:4860:4860::8888]:443/", "http://docs.example/a.pdf",
		"ftp://example.com/", "file:///etc/passwd", "not a url", "", "http://u:p@example.com/",
		"http://[fe80::1%25eth0]/", "http://%31%32%37.0.0.1/", "http://127.0.0.1.:80/", "//example.com/",
		"http:example.com", "HTTPS://EXAMPLE.COM/", "http://example.com:99999/", "http://[::1]:/",
		"http://0x7f.example/", "http://1.2.3.4.5/", "javascript:alert(1)", "http://\u212a.example/",
	} {
		f.Add(s)
	}
	errRefused := errors.New("test: dial refused")
	f.Fuzz(func(t *testing.T, rawURL string) {
		var dialled []dialAttempt
		fetcher := newFetcher(Options{Timeout: 5 * time.Second}, hooks{
			resolver: noDNS,
			control: func(ap netip.AddrPort, verdict error) error {
				dialled = append(dialled, dialAttempt{ap, verdict == nil})
				return errRefused
			},
		})
		got, err := fetcher.Fetch(t.Context(), rawURL)
		if err == nil || got != nil {
			t.Fatalf("Fetch(%q) = %d bytes, %v; want an error", rawURL, len(got), err)
		}
		if !errors.Is(err, ErrUnreachable) || errors.Is(err, ErrTooLarge) {
			t.Fatalf("Fetch(%q) error = %v, want ErrUnreachable", rawURL, err)
		}
		for _, a := range dialled {
			if a.allowed != IsPublic(a.addr.Addr()) {
				t.Errorf("Fetch(%q): policy verdict on %s = %v, want %v", rawURL, a.addr, a.allowed, !a.allowed)
			}
		}
		if len(dialled) == 0 {
			return
		}
		u, perr := url.Parse(rawURL)
		if perr != nil {
			t.Fatalf("Fetch(%q) dialled %v but the URL does not parse: %v", rawURL, dialled, perr)
		}
		if (u.Scheme != "http" && u.Scheme != "https") || u.User != nil || u.Host == "" {
			t.Fatalf("Fetch(%q) dialled %v for a URL that intake must refuse", rawURL, dialled)
		}
		if addr, err := netip.ParseAddr(u.Hostname()); err == nil && !IsPublic(addr) {
			t.Fatalf("Fetch(%q) dialled %v for a non-public literal host", rawURL, dialled)
		}
	})
}

func TestReason(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/missing":
			http.NotFound(w, r)
		case "/loop":
			http.Redirect(w, r, "/loop", http.StatusFound)
		default:
			w.Write([]byte("%PDF-"))
		}
	}))
	defer srv.Close()
	refusing := New(Options{})
	allowing := New(Options{AllowPrivate: true})
	tests := []struct {
		name    string
		f       *Fetcher
		url     string
		want    string
		private string // must not appear in the reason
	}{
		{"loopback refused", refusing, srv.URL + "/doc", "the address was refused: only public addresses are fetched", "127.0.0.1"},
		{"numeric spelling refused", refusing, "http://2130706433/doc", "the address was refused: only public addresses are fetched", "127.0.0.1"},
		{"name resolving to loopback refused", refusing, strings.Replace(srv.URL, "127.0.0.1", "localhost", 1) + "/doc", "the address was refused: only public addresses are fetched", "127.0.0.1"},
		{"status", allowing, srv.URL + "/missing", "the fetch failed: the server answered 404 Not Found", ""},
		{"redirect loop", allowing, srv.URL + "/loop", "the fetch failed: more than 5 redirects", ""},
		{"credentials", allowing, "http://u:p@example.com/doc", "the URL cannot be fetched: url has userinfo, not allowed", ""},
		{"no such name", allowing, "http://docextract-test.invalid/doc", "the fetch failed: the host name could not be resolved", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := tt.f.Fetch(context.Background(), tt.url)
			if err == nil {
				t.Fatal("fetched")
			}
			got := Reason(err)
			if got != tt.want {
				t.Errorf("Reason = %q, want %q (err: %v)", got, tt.want, err)
			}
			if tt.private != "" && strings.Contains(got, tt.private) {
				t.Errorf("Reason %q names the address %s", got, tt.private)
			}
		})
	}
}
