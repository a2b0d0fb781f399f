package fetch

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"syscall"
	"time"
)

var (
	// ErrUnreachable is wrapped by every failure to obtain the document:
	// a bad or refused URL, a network error, a timeout, a non-2xx status, too
	// many redirects. Only ErrTooLarge is not unreachable.
	ErrUnreachable = errors.New("fetch: url unreachable")
	// ErrForbidden is wrapped when the address policy refuses the URL, a
	// redirect target or a dialled address. Such errors wrap ErrUnreachable
	// too.
	ErrForbidden = errors.New("fetch: address not allowed")
	// ErrTooLarge is wrapped when the body, or its announced Content-Length,
	// is over Options.MaxBytes.
	ErrTooLarge = errors.New("fetch: document too large")
)

// Defaults for the zero fields of Options.
const (
	DefaultMaxBytes     = 50 << 20
	DefaultTimeout      = 20 * time.Second
	DefaultMaxRedirects = 5
)

// Options configures a Fetcher. The zero value is the safe default.
type Options struct {
	// AllowPrivate lets the fetcher dial addresses that are not public
	// (on-premises deployments, tests). The scheme, userinfo and numeric
	// host spelling rules still apply.
	AllowPrivate bool
	// MaxBytes caps the body; 0 or less means DefaultMaxBytes.
	MaxBytes int64
	// Timeout bounds the whole fetch, redirects and body included; 0 or less
	// means DefaultTimeout.
	Timeout time.Duration
	// MaxRedirects is how many redirects are followed; 0 means
	// DefaultMaxRedirects and a negative value means none.
	MaxRedirects int
	// Client, when set, is copied and used as a base (TLS configuration,
	// cookie jar, client timeout). If its Transport is nil or an
	// *http.Transport, the fetcher uses a clone of it whose dialer enforces
	// the address policy, with proxies and custom dial functions removed.
	// Any other RoundTripper is used as is and is trusted to enforce its own
	// address policy: only the URL and redirect checks apply then.
	// CheckRedirect is always replaced.
	Client *http.Client
	// UserAgent is sent as the User-Agent header when not empty.
	UserAgent string
}

// Fetcher downloads documents under the policy described in the package
// documentation. It is safe for concurrent use and keeps idle connections
// between fetches.
type Fetcher struct {
	client       *http.Client
	policy       policy
	maxBytes     int64
	timeout      time.Duration
	maxRedirects int
	userAgent    string
}

// hooks lets tests change how dialled addresses are judged and names
// resolved. The zero value changes nothing.
type hooks struct {
	// permit is one address allowed by the policy although not public.
	permit netip.AddrPort
	// control, when set, gives the final verdict on a dialled address;
	// verdict is the policy's (nil means allowed).
	control func(addr netip.AddrPort, verdict error) error
	// resolver, when set, replaces the default resolver.
	resolver *net.Resolver
}

// New returns a Fetcher configured by opts.
func New(opts Options) *Fetcher {
	return newFetcher(opts, hooks{})
}

func newFetcher(opts Options, h hooks) *Fetcher {
	f := &Fetcher{
		policy:       policy{allowPrivate: opts.AllowPrivate, permit: h.permit},
		maxBytes:     opts.MaxBytes,
		timeout:      opts.Timeout,
		maxRedirects: opts.MaxRedirects,
		userAgent:    opts.UserAgent,
	}
	if f.maxBytes <= 0 {
		f.maxBytes = DefaultMaxBytes
	}
	if f.timeout <= 0 {
		f.timeout = DefaultTimeout
	}
	switch {
	case f.maxRedirects == 0:
		f.maxRedirects = DefaultMaxRedirects
	case f.maxRedirects < 0:
		f.maxRedirects = 0
	}

	dialer := &net.Dialer{
		Resolver:  h.resolver,
		KeepAlive: 30 * time.Second,
		Control:   f.controlFunc(h.control),
	}
	var c http.Client
	if opts.Client != nil {
		c = *opts.Client
	}
	switch t := c.Transport.(type) {
	case nil:
		c.Transport = newTransport(dialer)
	case *http.Transport:
		if t == nil {
			c.Transport = newTransport(dialer)
			break
		}
		t = t.Clone()
		secureTransport(t, dialer)
		c.Transport = t
	default:
		// Trusted to enforce its own policy; see Options.Client.
	}
	c.CheckRedirect = f.checkRedirect
	f.client = &c
	return f
}

func newTransport(dialer *net.Dialer) *http.Transport {
	t := &http.Transport{
		ForceAttemptHTTP2:      true,
		MaxIdleConns:           100,
		IdleConnTimeout:        90 * time.Second,
		TLSHandshakeTimeout:    10 * time.Second,
		ExpectContinueTimeout:  1 * time.Second,
		MaxResponseHeaderBytes: 1 << 20,
	}
	secureTransport(t, dialer)
	return t
}

// secureTransport makes every connection of t go through dialer: no proxy
// (it would dial for us, unchecked) and no custom dial functions.
func secureTransport(t *http.Transport, dialer *net.Dialer) {
	t.Proxy = nil
	t.OnProxyConnectResponse = nil
	t.GetProxyConnectHeader = nil
	t.ProxyConnectHeader = nil
	t.Dial = nil
	t.DialTLS = nil
	t.DialTLSContext = nil
	t.DialContext = dialer.DialContext
}

// controlFunc returns the dialer's Control function: it runs after name
// resolution and before connect, on the address really dialled.
func (f *Fetcher) controlFunc(hook func(netip.AddrPort, error) error) func(string, string, syscall.RawConn) error {
	return func(network, address string, _ syscall.RawConn) error {
		ap, err := netip.ParseAddrPort(address)
		var verdict error
		switch {
		case err != nil:
			verdict = newError(ErrForbidden, fmt.Sprintf("cannot parse dialled address %q", address))
		case network != "tcp" && network != "tcp4" && network != "tcp6":
			verdict = newError(ErrForbidden, fmt.Sprintf("network %q not allowed", network))
		default:
			if err := f.policy.check(ap.Addr(), ap.Port(), "dialled address"); err != nil {
				verdict = err
			}
		}
		if hook != nil {
			return hook(ap, verdict)
		}
		return verdict
	}
}

func (f *Fetcher) checkRedirect(req *http.Request, via []*http.Request) error {
	if len(via) > f.maxRedirects {
		e := newError(ErrUnreachable, fmt.Sprintf("too many redirects (limit %d)", f.maxRedirects))
		e.reason = fmt.Sprintf("the fetch failed: more than %d redirects", f.maxRedirects)
		return e
	}
	if err := f.policy.checkURL(req.URL); err != nil {
		err.msg = "redirect: " + err.msg
		return err
	}
	return nil
}

// checkURL applies the intake policy to u: http or https, a host, no
// userinfo, and a literal IP host must be public.
func (p policy) checkURL(u *url.URL) *fetchError {
	switch u.Scheme {
	case "http", "https":
	case "":
		return urlError("url has no scheme")
	default:
		return urlError(fmt.Sprintf("scheme %q not allowed, only http and https", u.Scheme))
	}
	if u.Opaque != "" {
		return urlError("url has no host")
	}
	if u.User != nil {
		return urlError("url has userinfo, not allowed")
	}
	port := uint16(80)
	if u.Scheme == "https" {
		port = 443
	}
	if s := u.Port(); s != "" {
		n, err := strconv.ParseUint(s, 10, 16)
		if err != nil {
			return urlError(fmt.Sprintf("invalid port %q", s))
		}
		port = uint16(n)
	}
	return p.checkHost(u.Hostname(), port)
}

// Fetch downloads rawURL and returns its body. Errors wrap ErrUnreachable,
// ErrForbidden (which also wraps ErrUnreachable) or ErrTooLarge. If ctx is
// done before the fetch ends, the error wraps ctx.Err() as well; if the
// fetcher's own Timeout ends it, the error does not, and has a method
// Timeout() bool that returns true.
func (f *Fetcher) Fetch(ctx context.Context, rawURL string) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, parentDone(err)
	}
	fctx, cancel := context.WithTimeout(ctx, f.timeout)
	defer cancel()

	req, err := http.NewRequestWithContext(fctx, http.MethodGet, rawURL, nil)
	if err != nil {
		var ue *url.Error
		if errors.As(err, &ue) {
			err = ue.Err // ue repeats the whole URL
		}
		return nil, urlError("invalid url: " + err.Error())
	}
	if err := f.policy.checkURL(req.URL); err != nil {
		return nil, err
	}
	req.Header.Set("Accept", "application/pdf, image/jpeg, image/png, */*;q=0.5")
	if f.userAgent != "" {
		req.Header.Set("User-Agent", f.userAgent)
	}

	resp, err := f.client.Do(req)
	if err != nil {
		return nil, f.classify(ctx, fctx, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode < 200 || resp.StatusCode > 299 {
		e := newError(ErrUnreachable, fmt.Sprintf("status %d %s", resp.StatusCode, http.StatusText(resp.StatusCode)))
		e.reason = fmt.Sprintf("the fetch failed: the server answered %d %s", resp.StatusCode, http.StatusText(resp.StatusCode))
		return nil, e
	}
	if resp.ContentLength > f.maxBytes {
		return nil, newError(ErrTooLarge,
			fmt.Sprintf("content-length %d over the limit of %d bytes", resp.ContentLength, f.maxBytes))
	}
	body, err := io.ReadAll(io.LimitReader(resp.Body, f.maxBytes+1))
	if err != nil {
		return nil, f.classify(ctx, fctx, err)
	}
	if int64(len(body)) > f.maxBytes {
		return nil, newError(ErrTooLarge, fmt.Sprintf("body over the limit of %d bytes", f.maxBytes))
	}
	return body, nil
}

// CloseIdleConnections closes the connections kept from earlier fetches.
func (f *Fetcher) CloseIdleConnections() {
	f.client.CloseIdleConnections()
}

// classify turns an error of the HTTP client into one of ours. parent is the
// caller's context, fctx the one bounded by the fetcher's Timeout.
func (f *Fetcher) classify(parent, fctx context.Context, err error) error {
	if perr := parent.Err(); perr != nil {
		return parentDone(perr)
	}
	var fe *fetchError
	if errors.As(err, &fe) {
		return fe
	}
	var ue *url.Error
	if errors.As(err, &ue) {
		err = ue.Err // ue repeats the whole URL
	}
	if fctx.Err() != nil {
		return &fetchError{kind: ErrUnreachable, msg: fmt.Sprintf("timed out after %s", f.timeout), timeout: true}
	}
	var te interface{ Timeout() bool }
	if errors.As(err, &te) && te.Timeout() {
		return &fetchError{kind: ErrUnreachable, msg: "timed out: " + err.Error(), timeout: true}
	}
	e := newError(ErrUnreachable, err.Error())
	var dnsErr *net.DNSError
	if errors.As(err, &dnsErr) {
		e.reason = "the fetch failed: the host name could not be resolved"
	}
	return e
}

// Reason says why a Fetch failed in words safe to show the caller of an
// API: whether the address was refused or the fetch failed, and how. It
// never names an address the host name resolved to.
func Reason(err error) string {
	var fe *fetchError
	switch {
	case errors.Is(err, ErrForbidden):
		return "the address was refused: only public addresses are fetched"
	case errors.Is(err, ErrTooLarge):
		return "the document is too large"
	case !errors.As(err, &fe):
		return "the fetch failed"
	case fe.timeout:
		return "the fetch failed: no answer within " + timeoutText(err)
	case fe.reason != "":
		return fe.reason
	case fe.cause != nil:
		return "the fetch was stopped"
	}
	return "the fetch failed: the connection could not be made or was broken"
}

// timeoutText is the limit named by a timeout's message, or "the time allowed".
func timeoutText(err error) string {
	var fe *fetchError
	if errors.As(err, &fe) {
		if after, ok := strings.CutPrefix(fe.msg, "timed out after "); ok {
			return after
		}
	}
	return "the time allowed"
}

func parentDone(err error) error {
	return &fetchError{kind: ErrUnreachable, msg: "caller's context done", cause: err}
}

// fetchError is the error Fetch returns.
type fetchError struct {
	kind    error  // ErrUnreachable, ErrForbidden or ErrTooLarge
	msg     string // detail, for logs: it may name a dialled address
	reason  string // what failed, for clients (Reason); "" when only msg says
	cause   error  // the caller's context error, or nil
	timeout bool   // the fetcher's own Timeout ran out
}

func newError(kind error, msg string) *fetchError {
	return &fetchError{kind: kind, msg: msg}
}

// urlError refuses the shape of a URL; msg repeats only the URL's own parts.
func urlError(msg string) *fetchError {
	return &fetchError{kind: ErrUnreachable, msg: msg, reason: "the URL cannot be fetched: " + msg}
}

func (e *fetchError) Error() string {
	s := e.kind.Error() + ": " + e.msg
	if e.cause != nil {
		s += ": " + e.cause.Error()
	}
	return s
}

func (e *fetchError) Unwrap() []error {
	if e.cause != nil {
		return []error{e.kind, e.cause}
	}
	return []error{e.kind}
}

// Is makes a policy refusal an ErrUnreachable as well.
func (e *fetchError) Is(target error) bool {
	return target == ErrUnreachable && e.kind == ErrForbidden
}

// Timeout reports whether the fetcher's own Timeout ran out.
func (e *fetchError) Timeout() bool { return e.timeout }
