package httpapi

import (
	"bufio"
	"crypto/sha256"
	"crypto/subtle"
	"fmt"
	"io"
	"strings"
)

// KeyKind says whether a key is live or sandbox.
type KeyKind int

// The key kinds.
const (
	NoKey KeyKind = iota
	Live
	Sandbox
)

// Keys holds the accepted API keys as SHA-256 digests, so that lookups
// compare fixed-size values in constant time and no key sits in memory as text.
type Keys struct {
	entries []keyEntry
}

type keyEntry struct {
	digest [sha256.Size]byte
	kind   KeyKind
}

// Add accepts key as kind. Empty keys and surrounding spaces are ignored.
func (k *Keys) Add(kind KeyKind, key string) {
	key = strings.TrimSpace(key)
	if key == "" {
		return
	}
	k.entries = append(k.entries, keyEntry{sha256.Sum256([]byte(key)), kind})
}

// AddList accepts every key of a comma-separated list, as in the
// DOCEXTRACT_LIVE_KEYS and DOCEXTRACT_SANDBOX_KEYS variables.
func (k *Keys) AddList(kind KeyKind, list string) {
	for _, key := range strings.Split(list, ",") {
		k.Add(kind, key)
	}
}

// Len returns the number of keys.
func (k *Keys) Len() int { return len(k.entries) }

// Lookup returns the kind of key, or NoKey. It compares against every key
// in constant time, whatever matches.
func (k *Keys) Lookup(key string) KeyKind {
	kind, _ := k.lookup(key)
	return kind
}

// lookup returns the kind of key and the index of its entry (-1 for NoKey),
// which identifies the key without holding it.
func (k *Keys) lookup(key string) (KeyKind, int) {
	d := sha256.Sum256([]byte(key))
	found, index := NoKey, -1
	for i, e := range k.entries {
		if subtle.ConstantTimeCompare(d[:], e.digest[:]) == 1 {
			found, index = e.kind, i
		}
	}
	return found, index
}

// ReadKeysFile reads keys from r: one "live KEY" or "sandbox KEY" per line;
// blank lines and lines starting with # are ignored.
func (k *Keys) ReadKeysFile(r io.Reader) error {
	sc := bufio.NewScanner(r)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		kind, key, ok := strings.Cut(line, " ")
		key = strings.TrimSpace(key)
		if !ok || key == "" {
			return fmt.Errorf("httpapi: keys file line %d: want \"live KEY\" or \"sandbox KEY\"", n)
		}
		switch kind {
		case "live":
			k.Add(Live, key)
		case "sandbox":
			k.Add(Sandbox, key)
		default:
			return fmt.Errorf("httpapi: keys file line %d: unknown kind %q, want live or sandbox", n, kind)
		}
	}
	return sc.Err()
}
