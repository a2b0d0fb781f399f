package mrz

import (
	"fmt"
	"time"
)

// Date is a calendar date that may be partial: Month and Day are 0 when the
// MRZ gives them as fillers ('<<'). The zero Date means no date.
type Date struct{ Year, Month, Day int }

// IsZero reports whether d holds no date.
func (d Date) IsZero() bool { return d.Year == 0 }

// String returns "YYYY-MM-DD", "YYYY-MM" or "YYYY" as far as d is known, and
// "" for the zero Date.
func (d Date) String() string {
	switch {
	case d.Year == 0:
		return ""
	case d.Month == 0:
		return fmt.Sprintf("%04d", d.Year)
	case d.Day == 0:
		return fmt.Sprintf("%04d-%02d", d.Year, d.Month)
	}
	return fmt.Sprintf("%04d-%02d-%02d", d.Year, d.Month, d.Day)
}

// parseDate reads YYMMDD. A past date (birth, issue) is 19YY when YY is above
// today's two-digit year, else 20YY. An expiry date is 20YY unless that lies
// more than 50 years after today, then 19YY. A date that does not exist
// gives the zero Date.
func parseDate(s string, past bool, today time.Time) Date {
	if len(s) != 6 {
		return Date{}
	}
	yy, ok := twoDigits(s[0:2])
	if !ok {
		return Date{}
	}
	var d Date
	if m, ok := twoDigits(s[2:4]); ok {
		d.Month = m
		if day, ok := twoDigits(s[4:6]); ok {
			d.Day = day
		} else if s[4:6] != "<<" {
			return Date{}
		}
	} else if s[2:6] != "<<<<" {
		return Date{}
	}
	if d.Month > 12 || d.Month == 0 && d.Day != 0 {
		return Date{}
	}
	today = today.UTC()
	if past {
		d.Year = 2000 + yy
		if yy > today.Year()%100 {
			d.Year = 1900 + yy
		}
	} else {
		d.Year = 2000 + yy
		start := time.Date(d.Year, time.Month(max(d.Month, 1)), max(d.Day, 1), 0, 0, 0, 0, time.UTC)
		if start.After(today.AddDate(50, 0, 0)) {
			d.Year = 1900 + yy
		}
	}
	if d.Day != 0 {
		last := time.Date(d.Year, time.Month(d.Month)+1, 0, 0, 0, 0, 0, time.UTC).Day()
		if d.Day < 1 || d.Day > last {
			return Date{}
		}
	}
	return d
}

func twoDigits(s string) (int, bool) {
	if s[0] < '0' || s[0] > '9' || s[1] < '0' || s[1] > '9' {
		return 0, false
	}
	return int(s[0]-'0')*10 + int(s[1]-'0'), true
}
