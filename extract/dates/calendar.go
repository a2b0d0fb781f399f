package dates

import (
	"fmt"
	"time"
)

// Of returns the calendar date of t in t's location.
func Of(t time.Time) Date { return Date{t.Year(), int(t.Month()), t.Day()} }

// ParseISO reads YYYY-MM-DD, YYYY-MM or YYYY, as the API writes dates.
func ParseISO(s string) (Date, bool) {
	num := func(part string) int {
		n := 0
		for _, c := range part {
			if c < '0' || c > '9' {
				return -1
			}
			n = n*10 + int(c-'0')
		}
		return n
	}
	var d Date
	switch len(s) {
	case 10:
		if s[4] != '-' || s[7] != '-' {
			return Date{}, false
		}
		d = Date{num(s[:4]), num(s[5:7]), num(s[8:])}
	case 7:
		if s[4] != '-' {
			return Date{}, false
		}
		d = Date{num(s[:4]), num(s[5:]), 0}
	case 4:
		d = Date{num(s), 0, 0}
	default:
		return Date{}, false
	}
	if d.Year < 1 || d.Month < 0 || d.Month > 12 || d.Day < 0 || (len(s) >= 7 && d.Month == 0) || (len(s) == 10 && d.Day == 0) {
		return Date{}, false
	}
	if d.Day > 0 && d.Day > DaysIn(d.Year, d.Month) {
		return Date{}, false
	}
	return d, true
}

// DaysIn returns the number of days of month m of year y.
func DaysIn(y, m int) int {
	return time.Date(y, time.Month(m)+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// First returns the earliest day d can mean: a partial date's first day.
func (d Date) First() Date { return Date{d.Year, max(d.Month, 1), max(d.Day, 1)} }

// Last returns the latest day d can mean: a partial date's last day (a
// partial expiry date expires at the end of its month or year).
func (d Date) Last() Date {
	switch {
	case d.Month == 0:
		return Date{d.Year, 12, 31}
	case d.Day == 0:
		return Date{d.Year, d.Month, DaysIn(d.Year, d.Month)}
	}
	return d
}

// Before reports whether d is before o; both must be whole dates.
func (d Date) Before(o Date) bool { return d.Time().Before(o.Time()) }

// AddDays moves a whole date by n days.
func (d Date) AddDays(n int) Date { return Of(d.Time().AddDate(0, 0, n)) }

// AddMonths moves a whole date by n calendar months, clamping to the
// month's last day: 31 January plus one month is 28 or 29 February.
func (d Date) AddMonths(n int) Date {
	first := time.Date(d.Year, time.Month(d.Month)+time.Month(n), 1, 0, 0, 0, 0, time.UTC)
	return Date{first.Year(), int(first.Month()), min(d.Day, DaysIn(first.Year(), int(first.Month())))}
}

// MonthsBetween returns the largest m with from.AddMonths(m) not after to:
// whole calendar months, negative when to is before from.
func MonthsBetween(from, to Date) int {
	m := (to.Year-from.Year)*12 + (to.Month - from.Month)
	for to.Before(from.AddMonths(m)) {
		m--
	}
	for !to.Before(from.AddMonths(m + 1)) {
		m++
	}
	return m
}

// DaysBetween returns the number of days from a to b (negative when b is
// before a); both must be whole dates.
func DaysBetween(a, b Date) int {
	return int(b.Time().Sub(a.Time()).Hours() / 24)
}

// GoString returns d as Go syntax, for test failures.
func (d Date) GoString() string { return fmt.Sprintf("dates.Date{%d, %d, %d}", d.Year, d.Month, d.Day) }
