package dates

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// A range's first date often leaves out what its last one gives: "1 –
// 31 January 2026", "du 1er au 28 février 2002", "July 1 – July 31, 2015",
// "vom 01.06. bis 30.06.2025". RangeStart reads such a first date.

// ordinal is what may follow a day's number: English, French, Spanish
// and German ordinal marks.
const ordinal = `(?:st|nd|rd|th|er|e|º|°|\.)?`

// The yearless first dates of a range, each anchored at the end of the
// text before the range's connector.
var rangeStarts = func() []*regexp.Regexp {
	mon := "(?P<mon>" + monthAlternation() + ")"
	return []*regexp.Regexp{
		// 1 Jan, 1er janvier, 1. Juni, 1 de enero
		regexp.MustCompile(`(?i)(?:^|[^\pL\pN])(?P<d>\d{1,2})` + ordinal + `\s*(?:de\s+)?` + mon + `\.?,?\s*$`),
		// July 1, Jan. 1st
		regexp.MustCompile(`(?i)(?:^|[^\pL\pN])` + mon + `\.?\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?,?\s*$`),
		// 01.06., 01/06, 06-01
		regexp.MustCompile(`(?:^|[^\pL\pN./-])(?P<d>\d{1,2})(?P<s>[./-])(?P<m>\d{1,2})\.?\s*$`),
		// 1, 1er, 1°, 1st
		regexp.MustCompile(`(?i)(?:^|[^\pL\pN./-])(?P<d>\d{1,2})` + ordinal + `\s*$`),
	}
}()

// RangeStart reads the date that text ends with as the first date of a
// range whose last date is end, taking the year, and the month where it
// is not given, from end: a year earlier when that would put it after end
// ("15 Dec – 14 Jan 2026"). The match's Start and End give where text
// prints it. ok is false when text does not end with such a date or end
// is not a whole date.
func RangeStart(text string, end Date, opts Options) (start Match, ok bool) {
	if end.Partial() {
		return Match{}, false
	}
	for _, re := range rangeStarts {
		loc := re.FindStringSubmatchIndex(text)
		if loc == nil {
			continue
		}
		group := func(name string) string {
			i := re.SubexpIndex(name)
			return text[loc[2*i]:loc[2*i+1]]
		}
		d := Date{Year: end.Year, Month: end.Month}
		d.Day, _ = strconv.Atoi(group("d"))
		switch {
		case re.SubexpIndex("mon") >= 0:
			d.Month = months[strings.ToLower(group("mon"))]
		case re.SubexpIndex("m") >= 0:
			d.Month, _ = strconv.Atoi(group("m"))
			d = order(d, opts)
		}
		if d.Day == 0 || !valid(d) {
			return Match{}, false
		}
		if end.Before(d) {
			d.Year--
			if !valid(d) {
				return Match{}, false
			}
		}
		// loc[0] may be the character before the date.
		from := firstDigitOrLetter(text, loc[0])
		return Match{Date: d, Start: from, End: len(strings.TrimRight(text, " \t,"))}, true
	}
	return Match{}, false
}

// firstDigitOrLetter returns the index of the first letter or digit of
// text at or after i.
func firstDigitOrLetter(text string, i int) int {
	for j, r := range text[i:] {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return i + j
		}
	}
	return len(text)
}
