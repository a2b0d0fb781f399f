package fetch

import (
	"fmt"
	"net/netip"
	"strings"
)

// notPublic4 lists the IPv4 ranges that are not reachable on the public
// internet (IANA special-purpose registry), or must never be fetched.
var notPublic4 = [...]netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),       // "this network", includes 0.0.0.0
	netip.MustParsePrefix("10.0.0.0/8"),      // private
	netip.MustParsePrefix("100.64.0.0/10"),   // carrier-grade NAT
	netip.MustParsePrefix("127.0.0.0/8"),     // loopback
	netip.MustParsePrefix("169.254.0.0/16"),  // link-local, cloud metadata
	netip.MustParsePrefix("172.16.0.0/12"),   // private
	netip.MustParsePrefix("192.0.0.0/24"),    // IETF protocol assignments
	netip.MustParsePrefix("192.0.2.0/24"),    // documentation
	netip.MustParsePrefix("192.88.99.0/24"),  // 6to4 relay anycast (deprecated)
	netip.MustParsePrefix("192.168.0.0/16"),  // private
	netip.MustParsePrefix("198.18.0.0/15"),   // benchmarking
	netip.MustParsePrefix("198.51.100.0/24"), // documentation
	netip.MustParsePrefix("203.0.113.0/24"),  // documentation
	netip.MustParsePrefix("224.0.0.0/4"),     // multicast
	netip.MustParsePrefix("240.0.0.0/4"),     // reserved, includes broadcast
}

var (
	// global6 is IPv6 global unicast: nothing outside it is public.
	global6 = netip.MustParsePrefix("2000::/3")
	// nat64 is the well-known NAT64 prefix: the last 32 bits are the IPv4
	// address the translator dials.
	nat64 = netip.MustParsePrefix("64:ff9b::/96")
	// sixToFour embeds the IPv4 address of the tunnel end in bits 16-47.
	sixToFour = netip.MustParsePrefix("2002::/16")
)

// notPublic6 lists the special ranges inside 2000::/3.
var notPublic6 = [...]netip.Prefix{
	netip.MustParsePrefix("2001::/23"),     // IETF protocol assignments, incl. Teredo
	netip.MustParsePrefix("2001:db8::/32"), // documentation
	netip.MustParsePrefix("3fff::/20"),     // documentation
}

// IsPublic reports whether addr is a public unicast address that a fetch may
// dial. IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) and the NAT64 and 6to4
// forms are judged by the IPv4 address they carry; any zone is ignored.
// Loopback, private, link-local, multicast, unspecified, unique-local,
// shared (100.64/10), reserved and documentation addresses are not public,
// nor is an invalid Addr.
func IsPublic(addr netip.Addr) bool {
	if !addr.IsValid() {
		return false
	}
	addr = addr.WithZone("").Unmap()
	if addr.Is4() {
		return public4(addr)
	}
	b := addr.As16()
	switch {
	case nat64.Contains(addr):
		return public4(netip.AddrFrom4([4]byte(b[12:16])))
	case sixToFour.Contains(addr):
		return public4(netip.AddrFrom4([4]byte(b[2:6])))
	case !global6.Contains(addr):
		return false
	}
	for _, p := range notPublic6 {
		if p.Contains(addr) {
			return false
		}
	}
	return true
}

func public4(addr netip.Addr) bool {
	for _, p := range notPublic4 {
		if p.Contains(addr) {
			return false
		}
	}
	return true
}

// policy decides which addresses a fetch may reach.
type policy struct {
	allowPrivate bool
	// permit is one address allowed although not public; tests only.
	permit netip.AddrPort
}

// check refuses addr:port when it is not public and not allowed otherwise.
func (p policy) check(addr netip.Addr, port uint16, what string) *fetchError {
	if p.allowPrivate || IsPublic(addr) || (p.permit.IsValid() && netip.AddrPortFrom(addr, port) == p.permit) {
		return nil
	}
	return newError(ErrForbidden, fmt.Sprintf("%s %s is not public", what, addr))
}

// checkHost applies the intake policy to a URL's host name (brackets and
// port removed). A name that is not an IP address passes: the dialer checks
// what it resolves to.
func (p policy) checkHost(host string, port uint16) *fetchError {
	if host == "" {
		return urlError("url has no host")
	}
	if strings.Contains(host, ":") {
		addr, err := netip.ParseAddr(host)
		if err != nil {
			return urlError(fmt.Sprintf("invalid IPv6 host %q", host))
		}
		if addr.Zone() != "" {
			return newError(ErrForbidden, fmt.Sprintf("IPv6 host %q has a zone", host))
		}
		return p.check(addr, port, "address")
	}
	if !endsInNumber(host) {
		return nil
	}
	if addr, err := netip.ParseAddr(host); err == nil && addr.Is4() {
		return p.check(addr, port, "address")
	}
	if addr, ok := parseIPv4(host); ok {
		return newError(ErrForbidden,
			fmt.Sprintf("host %q is a non-canonical IPv4 spelling (of %s)", host, addr))
	}
	return urlError(fmt.Sprintf("host %q ends in a number but is not an IPv4 address", host))
}

// endsInNumber reports whether the last label of host is a number, in which
// case URL parsers and resolvers read the whole host as an IPv4 address
// (WHATWG URL, "ends in a number checker").
func endsInNumber(host string) bool {
	labels := strings.Split(host, ".")
	if labels[len(labels)-1] == "" {
		if len(labels) == 1 {
			return false
		}
		labels = labels[:len(labels)-1]
	}
	last := labels[len(labels)-1]
	if last != "" && strings.Trim(last, "0123456789") == "" {
		return true
	}
	_, ok := parseIPv4Number(last)
	return ok
}

// parseIPv4 reads host the way inet_aton and the WHATWG URL parser do: one
// to four dot-separated numbers, each decimal, octal (leading 0) or
// hexadecimal (leading 0x), the last one filling the remaining bytes, and an
// optional trailing dot.
func parseIPv4(host string) (netip.Addr, bool) {
	parts := strings.Split(host, ".")
	if len(parts) > 1 && parts[len(parts)-1] == "" {
		parts = parts[:len(parts)-1]
	}
	if len(parts) > 4 {
		return netip.Addr{}, false
	}
	var v uint64
	for i, p := range parts {
		n, ok := parseIPv4Number(p)
		if !ok {
			return netip.Addr{}, false
		}
		if i < len(parts)-1 {
			if n > 255 {
				return netip.Addr{}, false
			}
			v |= n << (8 * (3 - i))
			continue
		}
		if n >= 1<<(8*(5-len(parts))) {
			return netip.Addr{}, false
		}
		v |= n
	}
	return netip.AddrFrom4([4]byte{byte(v >> 24), byte(v >> 16), byte(v >> 8), byte(v)}), true
}

// parseIPv4Number parses one part of an inet_aton address. Values above 2^32
// saturate there, so callers see them as out of range.
func parseIPv4Number(s string) (uint64, bool) {
	if s == "" {
		return 0, false
	}
	base := uint64(10)
	switch {
	case len(s) >= 2 && (s[:2] == "0x" || s[:2] == "0X"):
		s, base = s[2:], 16
	case len(s) >= 2 && s[0] == '0':
		s, base = s[1:], 8
	}
	var n uint64
	for _, c := range []byte(s) {
		var d uint64
		switch {
		case c >= '0' && c <= '9':
			d = uint64(c - '0')
		case c >= 'a' && c <= 'f':
			d = uint64(c-'a') + 10
		case c >= 'A' && c <= 'F':
			d = uint64(c-'A') + 10
		default:
			return 0, false
		}
		if d >= base {
			return 0, false
		}
		n = min(n*base+d, 1<<32)
	}
	return n, true
}
