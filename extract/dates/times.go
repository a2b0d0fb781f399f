package dates

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
)

// Clock is a time of day.
type Clock struct {
	Hour, Minute, Second int
	// Seconds says the seconds were printed.
	Seconds bool
}

// String returns c as HH:MM, or HH:MM:SS when seconds were printed.
func (c Clock) String() string {
	if c.Seconds {
		return fmt.Sprintf("%02d:%02d:%02d", c.Hour, c.Minute, c.Second)
	}
	return fmt.Sprintf("%02d:%02d", c.Hour, c.Minute)
}

// ClockMatch is a time of day found in a text, at s[Start:End].
type ClockMatch struct {
	Clock
	Start, End int
}

// reClock matches the times tills and terminals print: 15:20, 15:20:07,
// 3:20 PM, 3.20pm, 15h20 (French), 15.20 Uhr (German); a period between
// hour and minutes only with a 12-hour mark or "Uhr", since 15.20 is an
// amount otherwise.
var reClock = regexp.MustCompile(`(?i)(?:^|[^\d:.,/])([01]?\d|2[0-3])(?:(:)([0-5]\d)(?::([0-5]\d))?|(h)([0-5]\d)|(\.)([0-5]\d)(?:\.([0-5]\d))?(\s?(?:[ap]\.?\s?m\.?|uhr)))(?:\s?([ap])\.?\s?m(?:\.|\b)|\s?uhr\b)?(?:$|[^\d:.,/])`)

// FindClocks returns the times of day printed in s, in order.
func FindClocks(s string) []ClockMatch {
	var out []ClockMatch
	for _, m := range reClock.FindAllStringSubmatchIndex(s, -1) {
		g := func(i int) string {
			if m[2*i] < 0 {
				return ""
			}
			return s[m[2*i]:m[2*i+1]]
		}
		h, _ := strconv.Atoi(g(1))
		min, sec, hasSec := g(3), g(4), false
		switch {
		case g(2) == ":":
			hasSec = sec != ""
		case g(5) != "":
			min = g(6)
		default:
			min, sec = g(8), g(9)
			hasSec = sec != ""
		}
		mi, _ := strconv.Atoi(min)
		se, _ := strconv.Atoi(sec)
		mark := strings.ToLower(g(11))
		if mark == "" {
			if t := strings.ToLower(strings.TrimSpace(g(10))); strings.HasPrefix(t, "a") || strings.HasPrefix(t, "p") {
				mark = t[:1]
			}
		}
		switch mark {
		case "a":
			if h > 12 {
				continue
			}
			if h == 12 {
				h = 0
			}
		case "p":
			if h > 12 {
				continue
			}
			if h < 12 {
				h += 12
			}
		}
		start := m[2]
		out = append(out, ClockMatch{Clock: Clock{Hour: h, Minute: mi, Second: se, Seconds: hasSec}, Start: start, End: m[1]})
	}
	return out
}

// reStampTail is what follows a date stamped with the time it was made: at
// most three words ("a las", "um", "at"), then a time of day: 14:05,
// 14:05:09, 14h05, or with periods only with seconds or a mark (08.31.06,
// 14.05 Uhr), since 12.50 is an amount otherwise.
var reStampTail = regexp.MustCompile(`(?i)^[\s,;-]*(?:\pL+\.?\s+){0,3}(?:[01]?\d|2[0-3])(?::[0-5]\d(?::[0-5]\d)?|h[0-5]\d|\.[0-5]\d\.[0-5]\d|\.[0-5]\d\s*(?:h|uhr))\s*(?:h|uhr|hrs?)?\.?$`)

// ParseStamped reads s as Parse does, or as one date followed by the time
// of day it was made, as electronic receipts and registers stamp a filing
// ("25-04-2023 a las 08.31.06", "12.03.2024 um 14:05 Uhr").
func ParseStamped(s string, opts Options) (Date, bool) {
	if d, ok := Parse(s, opts); ok {
		return d, true
	}
	t := strings.TrimSpace(s)
	ms := Find(t, opts)
	if len(ms) == 0 || ms[0].Start != 0 || !reStampTail.MatchString(t[ms[0].End:]) {
		return Date{}, false
	}
	return ms[0].Date, true
}
