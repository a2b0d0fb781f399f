// Package fetch downloads one document from a caller-supplied URL without
// letting the caller reach the server's own network (SSRF): http and https
// only, every address dialled and every redirect checked, with caps on
// size, time and redirects. Every failure wraps ErrUnreachable, except a
// body over the cap (ErrTooLarge); policy refusals also wrap ErrForbidden.
//
// It imports nothing of this module. See docs/url-fetching.md for the policy.
package fetch
