package dates

import (
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Date is a calendar date, the one date type of extraction and
// validation; Month and Day are 0 when the document gives only a year and
// month, or only a year (an MRZ's fillers, "March 2031").
type Date struct{ Year, Month, Day int }

// String returns YYYY-MM-DD, or YYYY-MM or YYYY for a partial date, and
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

// IsZero reports whether d holds no date.
func (d Date) IsZero() bool { return d.Year == 0 }

// Partial reports whether d lacks its day.
func (d Date) Partial() bool { return d.Day == 0 }

// Time returns d at midnight UTC; a partial date gives its first day.
func (d Date) Time() time.Time {
	return time.Date(d.Year, time.Month(max(d.Month, 1)), max(d.Day, 1), 0, 0, 0, 0, time.UTC)
}

// Options say how to read ambiguous dates.
type Options struct {
	// MonthFirst reads an ambiguous numeric date (03/04/2025) month first,
	// as in the US. An unambiguous reading (13/04/2025, 04/13/2025) always wins.
	MonthFirst bool
	// TwoDigitYear gives the full year of a two-digit year. nil reads
	// 00–69 as 2000–2069 and 70–99 as 1970–1999.
	TwoDigitYear func(yy int) int
}

func (o Options) year(digits string) int {
	y, _ := strconv.Atoi(digits)
	if len(digits) == 4 {
		return y
	}
	if o.TwoDigitYear != nil {
		return o.TwoDigitYear(y)
	}
	if y < 70 {
		return 2000 + y
	}
	return 1900 + y
}

// Match is one date found in a text, at s[Start:End].
type Match struct {
	Date       Date
	Start, End int
}

// abbreviatingLanguages are the languages whose short month names ("mar",
// "déc", "mrt") dates are read in. Other languages' names of fewer than
// minOtherName letters are common words elsewhere ("des", "pro", "sie",
// "fra", "tra": Norwegian, Czech, Polish, Maltese and Croatian months),
// so only their longer names ("dubna", "stycznia") count.
var abbreviatingLanguages = []string{"en", "fr", "de", "es", "it", "nl", "pt"}

const minOtherName = 5

// months maps every month name (monthnames.go), lower case as printed and
// without its accents, to its number; a name two languages spell alike is
// the label languages' month (MonthLanguages).
var months = func() map[string]int {
	m := map[string]int{}
	label, other := MonthLanguages()
	for _, lang := range append(label, other...) {
		names, _ := MonthNamesOf(lang)
		short := slices.Contains(abbreviatingLanguages, lang)
		for i, list := range names {
			for _, n := range list {
				if !short && utf8.RuneCountInString(n) < minOtherName {
					continue
				}
				for _, w := range []string{strings.ToLower(n), unaccented(strings.ToLower(n))} {
					if _, taken := m[w]; !taken {
						m[w] = i + 1
					}
				}
			}
		}
	}
	return m
}()

// unaccented returns s without its combining marks, and with the letters
// that have no decomposition spelled as their base letter ("března" is
// "brezna", "październik" "pazdziernik").
func unaccented(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case r == 'ł':
			b.WriteRune('l')
		case r == 'ø':
			b.WriteRune('o')
		case r == 'đ':
			b.WriteRune('d')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func monthAlternation() string {
	list := make([]string, 0, len(months))
	for n := range months {
		list = append(list, n)
	}
	return alternation(list)
}

// alternation returns words quoted and joined by "|", longest first, so
// that "march" is tried before "mar".
func alternation(words []string) string {
	list := make([]string, len(words))
	for i, w := range words {
		list[i] = regexp.QuoteMeta(w)
	}
	sort.Slice(list, func(i, j int) bool {
		if len(list[i]) != len(list[j]) {
			return len(list[i]) > len(list[j])
		}
		return list[i] < list[j]
	})
	return strings.Join(list, "|")
}

// The date styles, each a regexp with named groups d, m (digits), mon, mon2
// (names) and y.
var styles = func() []*regexp.Regexp {
	mon := "(?P<mon>" + monthAlternation() + ")"
	mon2 := "(?:\\s*/\\s*(?P<mon2>" + monthAlternation() + "))?"
	words := wordAlternation()
	return []*regexp.Regexp{
		// 2031-03-14, 2031/03/14, 2031.03.14
		regexp.MustCompile(`(?P<y>\d{4})(?P<s1>[-./])(?P<m>\d{1,2})(?P<s2>[-./])(?P<d>\d{1,2})`),
		// 14.03.2031, 14/03/31, 03-14-2031
		regexp.MustCompile(`(?P<d>\d{1,2})(?P<s1>[-./])(?P<m>\d{1,2})(?P<s2>[-./])(?P<y>\d{4}|\d{2})`),
		// 14 03 2031
		regexp.MustCompile(`(?P<d>\d{2}) (?P<m>\d{2}) (?P<y>\d{4})`),
		// 25. 12. 2007: a space after each dot, as Czech and Slovak
		// orthography writes a date (ČSN 01 6910) and OCR often reads one
		regexp.MustCompile(`(?P<d>\d{1,2})(?P<s1>\.) ?(?P<m>\d{1,2})(?P<s2>\.) ?(?P<y>\d{4})`),
		// 14 MAR 2031, 14 MAR/MAR 31, 14-Mar-2031, 14MAR2031, 14. März 2031, 14 de marzo de 2031, 1er janvier 2024, 14th March 2031
		regexp.MustCompile(`(?i)(?P<d>\d{1,2})(?:st|nd|rd|th|er|e|º|°)?\.?[ \t\-/]*(?:de\s+)?` + mon + `\.?` + mon2 + `\.?(?P<sy>[ \t\-/,]*)(?:de\s+)?(?P<y>\d{4}|\d{2})`),
		// March 14, 2031; Mar. 5 2031
		regexp.MustCompile(`(?i)` + mon + `\.?\s+(?P<d>\d{1,2})(?:st|nd|rd|th)?,?\s+(?P<y>\d{4})`),
		// the 20th day of October 2022, the 3rd of March 2021, the ninth day
		// of May, A.D. 2025, this 23 day of May the year 2024, TWENTY SECOND
		// day of SEPTEMBER TWO THOUSAND TWENTY FIVE (see words.go)
		regexp.MustCompile(`(?i)(?:(?P<d>\d{1,2})(?:st|nd|rd|th)?|(?P<dw>(?:(?:` + words + `)[ \t-]+)?(?:` + words + `)))\s+(?:day\s+)?of\s+` + mon + `\.?,?\s+(?:(?:(?:in\s+)?the\s+year\s+(?:of\s+)?)?(?:A\.?\s?D\.?\s+)?)(?:(?P<y>\d{4})|(?P<yw>(?:(?:` + words + `)[ \t-]+){1,5}(?:` + words + `)))`),
		// March 2031, mars 2031
		regexp.MustCompile(`(?i)` + mon + `\.?,?\s+(?P<y>\d{4})`),
		// 03/2031
		regexp.MustCompile(`(?P<m>\d{1,2})/(?P<y>\d{4})`),
	}
}()

// dayO matches a letter O that OCR put before or for the first digit of a
// day written before a month's name ("O01 APR 2004", "O1 APR 2004").
var dayO = regexp.MustCompile(`(^|[^\pL\pN])[Oo](\d{1,2}\s+\pL)`)

// dropDayO blanks the O matched by dayO, keeping every other byte where it
// was so that match offsets hold: " 01 APR", " 1 APR".
func dropDayO(s string) string {
	return dayO.ReplaceAllString(s, "${1} ${2}")
}

// Find returns every date in s, in order, without overlaps: where two
// readings overlap, the one that starts first wins, then the longer one.
// An O that OCR put before or for a day's first digit is ignored (dayO).
func Find(s string, opts Options) []Match {
	orig := s
	s, at := asciiDigits(s)
	s = dropDayO(s)
	var found []Match
	for _, loc := range thaiStyle.FindAllStringSubmatchIndex(s, -1) {
		if d, ok := readThai(s, loc); ok && bounded(s, loc[0], loc[1]) {
			found = append(found, Match{d, loc[0], loc[1]})
		}
	}
	for _, re := range styles {
		for at := 0; at < len(s); {
			loc := re.FindStringSubmatchIndex(s[at:])
			if loc == nil {
				break
			}
			for i := range loc {
				if loc[i] >= 0 {
					loc[i] += at
				}
			}
			d, ok := read(re, s, loc, opts)
			if !ok || !bounded(s, loc[0], loc[1]) {
				// a reading refused ("15 Dec - 14" of "15 Dec - 14 Jan
				// 2026") leaves the words after its first to the next one
				next := strings.IndexAny(s[loc[0]:], " \t\n")
				if next < 0 {
					break
				}
				at = loc[0] + next + 1
				continue
			}
			found = append(found, Match{d, loc[0], loc[1]})
			at = max(loc[1], loc[0]+1)
		}
	}
	sort.SliceStable(found, func(i, j int) bool {
		if found[i].Start != found[j].Start {
			return found[i].Start < found[j].Start
		}
		return found[i].End-found[i].Start > found[j].End-found[j].Start
	})
	var out []Match
	for _, m := range found {
		if len(out) > 0 && m.Start < out[len(out)-1].End {
			continue
		}
		if at != nil {
			// back to the offsets of s as given, before its digits were
			// written as ASCII
			m.Start, m.End = at[m.Start], endOf(orig, at, m.End)
		}
		out = append(out, m)
	}
	return out
}

// endOf returns the offset in s just after the rune that byte end-1 of
// the text mapped by at came from.
func endOf(s string, at []int, end int) int {
	if end == 0 {
		return at[0]
	}
	i := at[end-1]
	_, size := utf8.DecodeRuneInString(s[i:])
	return i + size
}

// Parse reads s as exactly one date, ignoring surrounding spaces and punctuation.
func Parse(s string, opts Options) (Date, bool) {
	t := strings.TrimFunc(s, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsPunct(r) })
	ms := Find(t, opts)
	if len(ms) != 1 || ms[0].Start != 0 || ms[0].End != len(t) {
		return Date{}, false
	}
	return ms[0].Date, true
}

// bounded reports whether s[start:end] is not part of a longer word or number.
func bounded(s string, start, end int) bool {
	if start > 0 {
		r, _ := utf8.DecodeLastRuneInString(s[:start])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	if end < len(s) {
		r, _ := utf8.DecodeRuneInString(s[end:])
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

func read(re *regexp.Regexp, s string, loc []int, opts Options) (Date, bool) {
	group := func(name string) string {
		i := re.SubexpIndex(name)
		if i < 0 || loc[2*i] < 0 {
			return ""
		}
		return s[loc[2*i]:loc[2*i+1]]
	}
	if s1, s2 := group("s1"), group("s2"); s1 != s2 {
		return Date{}, false // 14.03/2031 is not a date
	}
	if sy := group("sy"); len(group("y")) == 2 && strings.ContainsAny(sy, "-/") && strings.ContainsAny(sy, " \t") {
		return Date{}, false // "15 Dec - 14 Jan": a range's dash, not a year's
	}
	var d Date
	d.Year = opts.year(group("y"))
	if yw := group("yw"); yw != "" {
		y, ok := yearWords(yw)
		if !ok {
			return Date{}, false
		}
		d.Year = y
	}
	if name := group("mon"); name != "" {
		d.Month = months[strings.ToLower(name)]
		if second := group("mon2"); second != "" && months[strings.ToLower(second)] != d.Month {
			return Date{}, false // 14 MAR/APR 31 is two different months
		}
	} else {
		d.Month, _ = strconv.Atoi(group("m"))
	}
	if day := group("d"); day != "" {
		d.Day, _ = strconv.Atoi(day)
	}
	if dw := group("dw"); dw != "" {
		n, ok := numberWords(dw)
		if !ok {
			return Date{}, false
		}
		d.Day = n
	}
	if group("mon") == "" && group("d") != "" && !strings.HasPrefix(re.String(), `(?P<y>`) {
		d = order(d, opts)
	}
	return d, valid(d)
}

// order swaps day and month of a numeric date read day first when the
// reading month first is the only valid one, or is preferred and valid.
func order(d Date, opts Options) Date {
	swapped := Date{d.Year, d.Day, d.Month}
	switch {
	case d.Month > 12 && valid(swapped):
		return swapped
	case opts.MonthFirst && d.Day <= 12 && valid(swapped):
		return swapped
	}
	return d
}

func valid(d Date) bool {
	if d.Year < 1800 || d.Year > 2199 || d.Month < 1 || d.Month > 12 || d.Day < 0 {
		return false
	}
	if d.Day == 0 {
		return true
	}
	last := time.Date(d.Year, time.Month(d.Month)+1, 0, 0, 0, 0, 0, time.UTC).Day()
	return d.Day <= last
}
