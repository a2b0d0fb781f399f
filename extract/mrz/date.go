package mrz

import (
	"time"

	"github.com/docextract/docextract/extract/dates"
)

// parseDate reads YYMMDD. A past date (birth, issue) is 19YY when YY is above
// today's two-digit year, else 20YY. An expiry date is 20YY unless that lies
// more than 50 years after today, then 19YY. A date that does not exist
// gives the zero Date.
func parseDate(s string, past bool, today time.Time) dates.Date {
	if len(s) != 6 {
		return dates.Date{}
	}
	yy, ok := twoDigits(s[0:2])
	if !ok {
		return dates.Date{}
	}
	var d dates.Date
	if m, ok := twoDigits(s[2:4]); ok {
		d.Month = m
		if day, ok := twoDigits(s[4:6]); ok {
			d.Day = day
		} else if s[4:6] != "<<" {
			return dates.Date{}
		}
	} else if s[2:6] != "<<<<" {
		return dates.Date{}
	}
	if d.Month > 12 || d.Month == 0 && d.Day != 0 {
		return dates.Date{}
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
			return dates.Date{}
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
