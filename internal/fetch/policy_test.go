package fetch

import (
	"errors"
	"net/netip"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestIsPublic(t *testing.T) {
	tests := []struct {
		addr string
		want bool
	}{
		{"127.0.0.1", false},
		{"127.255.255.254", false},
		{"10.1.2.3", false},
		{"172.16.0.1", false},
		{"172.31.255.255", false},
		{"192.168.1.1", false},
		{"169.254.169.254", false},
		{"0.0.0.0", false},
		{"0.1.2.3", false},
		{"100.64.0.1", false},
		{"100.127.255.255", false},
		{"192.0.0.170", false},
		{"192.0.2.1", false},
		{"198.18.0.1", false},
		{"198.51.100.7", false},
		{"203.0.113.9", false},
		{"224.0.0.1", false},
		{"239.255.255.250", false},
		{"240.0.0.1", false},
		{"255.255.255.255", false},
		{"::1", false},
		{"::", false},
		{"fc00::1", false},
		{"fd12::1", false},
		{"fe80::1", false},
		{"fe80::1%eth0", false},
		{"ff02::1", false},
		{"::ffff:127.0.0.1", false},
		{"::ffff:10.0.0.1", false},
		{"::ffff:169.254.169.254", false},
		{"::127.0.0.1", false},        // IPv4-compatible, deprecated
		{"64:ff9b::127.0.0.1", false}, // NAT64 of loopback
		{"64:ff9b::a9fe:a9fe", false}, // NAT64 of 169.254.169.254
		{"64:ff9b:1::808:808", false}, // local-use NAT64
		{"2002:7f00:1::1", false},     // 6to4 of 127.0.0.1
		{"2001:db8::1", false},        // documentation
		{"2001::1", false},            // Teredo
		{"3fff::1", false},            // documentation
		{"100::1", false},             // discard-only
		{"8.8.8.8", true},
		{"1.1.1.1", true},
		{"172.32.0.1", true},
		{"172.15.255.255", true},
		{"100.128.0.1", true},
		{"169.255.0.1", true},
		{"223.255.255.255", true},
		{"2001:4860:4860::8888", true},
		{"2606:4700:4700::1111", true},
		{"::ffff:8.8.8.8", true},
		{"64:ff9b::808:808", true}, // NAT64 of 8.8.8.8
		{"2002:808:808::1", true},  // 6to4 of 8.8.8.8
	}
	for _, tt := range tests {
		got := IsPublic(netip.MustParseAddr(tt.addr))
		if got != tt.want {
			t.Errorf("IsPublic(%s) = %v, want %v", tt.addr, got, tt.want)
		}
	}
	if IsPublic(netip.Addr{}) {
		t.Errorf("IsPublic(zero Addr) = true, want false")
	}
}

func TestParseIPv4(t *testing.T) {
	tests := []struct {
		host string
		want string
	}{
		{"127.0.0.1", "127.0.0.1"},
		{"2130706433", "127.0.0.1"},
		{"0177.0.0.1", "127.0.0.1"},
		{"0x7f000001", "127.0.0.1"},
		{"0X7F.1", "127.0.0.1"},
		{"0x7f.0.0.1", "127.0.0.1"},
		{"127.1", "127.0.0.1"},
		{"127.0.1", "127.0.0.1"},
		{"127.0.0.1.", "127.0.0.1"},
		{"10.0.0.010", "10.0.0.8"},
		{"0", "0.0.0.0"},
		{"0x", "0.0.0.0"},
		{"4294967295", "255.255.255.255"},
		{"169.254.43518", "169.254.169.254"},
	}
	for _, tt := range tests {
		got, ok := parseIPv4(tt.host)
		if !ok {
			t.Errorf("parseIPv4(%q) failed, want %s", tt.host, tt.want)
			continue
		}
		if diff := cmp.Diff(tt.want, got.String()); diff != "" {
			t.Errorf("parseIPv4(%q) mismatch (-want +got):\n%s", tt.host, diff)
		}
	}
}

func TestParseIPv4Invalid(t *testing.T) {
	for _, host := range []string{
		"", ".", "1.2.3.4.5", "256.1", "1.256.1", "4294967296", "1.16777216",
		"08.0.0.1", "0x1g", "1..2", "a.b.c.d", "-1", "1.2.3.4..", "99999999999999999999",
	} {
		if got, ok := parseIPv4(host); ok {
			t.Errorf("parseIPv4(%q) = %s, want failure", host, got)
		}
	}
}

func TestCheckHost(t *testing.T) {
	// Hosts that pass intake: public literals and names (checked at dial).
	for _, host := range []string{
		"8.8.8.8", "2001:4860:4860::8888", "example.com", "localhost", "a1.b2",
		"0x7f.example", "127.0.0.1.nip.io", "docs.example.",
	} {
		if err := (policy{}).checkHost(host, 80); err != nil {
			t.Errorf("checkHost(%q) = %v, want nil", host, err)
		}
	}
	// With AllowPrivate, canonical private literals pass too.
	for _, host := range []string{"127.0.0.1", "::1", "10.0.0.1"} {
		if err := (policy{allowPrivate: true}).checkHost(host, 80); err != nil {
			t.Errorf("checkHost(%q, allowPrivate) = %v, want nil", host, err)
		}
	}
}

func TestCheckHostRefused(t *testing.T) {
	tests := []struct {
		host         string
		allowPrivate bool
		want         error
	}{
		{"127.0.0.1", false, ErrForbidden},
		{"::1", false, ErrForbidden},
		{"::ffff:127.0.0.1", false, ErrForbidden},
		{"fe80::1%eth0", true, ErrForbidden}, // zones are never accepted
		{"2130706433", false, ErrForbidden},
		{"2130706433", true, ErrForbidden}, // non-canonical spellings are never accepted
		{"134744072", false, ErrForbidden}, // 8.8.8.8, still non-canonical
		{"0177.0.0.1", false, ErrForbidden},
		{"0x7f000001", false, ErrForbidden},
		{"127.1", false, ErrForbidden},
		{"127.0.0.1.", false, ErrForbidden},
		{"8.8.8.8.", false, ErrForbidden},
		{"", false, ErrUnreachable},
		{"1.2.3.4.5", false, ErrUnreachable},
		{"999.0.0.1", false, ErrUnreachable},
		{"example.123", false, ErrUnreachable},
		{"::zz", false, ErrUnreachable},
	}
	for _, tt := range tests {
		err := policy{allowPrivate: tt.allowPrivate}.checkHost(tt.host, 80)
		if err == nil {
			t.Errorf("checkHost(%q, %v) = nil, want %v", tt.host, tt.allowPrivate, tt.want)
			continue
		}
		if !errors.Is(err, tt.want) || !errors.Is(err, ErrUnreachable) {
			t.Errorf("checkHost(%q, %v) = %v, want %v", tt.host, tt.allowPrivate, err, tt.want)
		}
	}
}

// FuzzParseIPv4 checks the inet_aton reader against netip on canonical
// addresses and against the ends-in-a-number rule.
func FuzzParseIPv4(f *testing.F) {
	for _, s := range []string{
		"127.0.0.1", "2130706433", "0177.0.0.1", "0x7f000001", "127.1", "0x", "1.2.3.4.5",
		"256.0.0.1", "4294967296", "08", "1.2.3.4.", "example.com", "",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got, ok := parseIPv4(s)
		if want, err := netip.ParseAddr(s); err == nil && want.Is4() {
			if !ok || got != want {
				t.Fatalf("parseIPv4(%q) = %v, %v; want %v, true", s, got, ok, want)
			}
		}
		if ok && !endsInNumber(s) {
			t.Fatalf("parseIPv4(%q) succeeded but endsInNumber is false", s)
		}
		if ok && (policy{allowPrivate: true}).checkHost(s, 80) == nil && s != got.String() {
			t.Fatalf("checkHost(%q) accepted a non-canonical spelling of %s", s, got)
		}
	})
}
