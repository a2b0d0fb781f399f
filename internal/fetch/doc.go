// Package fetch downloads one document from a caller-supplied URL without
// letting the caller reach the server's own network (SSRF).
//
// The policy, applied by [Fetcher.Fetch]:
//   - Only http and https URLs with a host are fetched; a URL with userinfo
//     (http://user:pass@host/) is refused, since nothing legitimate needs it.
//   - A host written as an IP address must be public ([IsPublic]). Numeric
//     hosts that are not canonical dotted-decimal IPv4 (2130706433, 0177.0.0.1,
//     0x7f.1, 127.1, a trailing dot) are refused whatever they decode to:
//     resolvers disagree on what they mean. So are IPv6 hosts with a zone.
//   - Every address actually dialled, after DNS resolution, is checked again by
//     the dialer's Control function, so DNS rebinding and names that resolve to
//     private addresses (localhost) are refused too. Proxies from the
//     environment are never used: they would dial on our behalf unchecked.
//   - Each redirect target is checked like the first URL; at most
//     Options.MaxRedirects redirects are followed.
//   - Only a 2xx final status is a document; the body is capped at
//     Options.MaxBytes and the whole fetch at Options.Timeout.
//
// Options.AllowPrivate switches the address checks off (on-premises
// deployments, tests); the scheme, userinfo, numeric-spelling and zone rules
// stay. A caller's RoundTripper that is not an *http.Transport dials for
// itself and is trusted to enforce its own address policy (see
// Options.Client).
//
// Every failure wraps [ErrUnreachable], except a body over the cap
// ([ErrTooLarge]); policy refusals wrap [ErrForbidden] as well.
//
// This package imports nothing of docextract: it is a leaf.
package fetch
