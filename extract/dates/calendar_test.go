package dates

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func iso(t *testing.T, s string) Date {
	t.Helper()
	d, ok := ParseISO(s)
	if !ok {
		t.Fatalf("ParseISO(%q) refused", s)
	}
	return d
}

func TestMonthsBetween(t *testing.T) {
	tests := []struct {
		from, to string
		want     int
	}{
		{"2026-01-31", "2026-02-28", 1}, // 31 January plus one month is 28 February
		{"2026-01-31", "2026-02-27", 0},
		{"2028-01-31", "2028-02-29", 1}, // leap year
		{"2028-02-29", "2029-02-28", 12},
		{"2028-02-29", "2029-02-27", 11},
		{"2026-03-15", "2026-03-15", 0},
		{"2026-03-15", "2026-09-14", 5},
		{"2026-03-15", "2026-09-15", 6},
		{"2026-03-15", "2026-03-14", -1}, // expired yesterday
		{"2026-03-15", "2026-02-15", -1},
		{"2026-03-15", "2026-02-14", -2},
		{"2026-11-21", "2036-11-21", 120},
		{"2025-12-31", "2026-01-31", 1}, // across a year end
		{"2026-11-21", "2026-12", 1},    // a partial date counts to its last day
	}
	for _, tt := range tests {
		if got := MonthsBetween(iso(t, tt.from), iso(t, tt.to).Last()); got != tt.want {
			t.Errorf("MonthsBetween(%s, %s) = %d, want %d", tt.from, tt.to, got, tt.want)
		}
	}
}

func TestAddMonthsAndDays(t *testing.T) {
	tests := []struct {
		from   string
		months int
		days   int
		want   string
	}{
		{"2026-01-31", 1, 0, "2026-02-28"},
		{"2028-01-31", 1, 0, "2028-02-29"},
		{"2026-03-31", -1, 0, "2026-02-28"},
		{"2025-11-30", 3, 0, "2026-02-28"},
		{"2026-02-28", 0, 1, "2026-03-01"},
		{"2028-02-28", 0, 1, "2028-02-29"},
		{"2025-12-31", 0, 1, "2026-01-01"},
		{"2026-01-01", 0, -1, "2025-12-31"},
	}
	for _, tt := range tests {
		got := iso(t, tt.from).AddMonths(tt.months).AddDays(tt.days)
		if diff := cmp.Diff(tt.want, got.String()); diff != "" {
			t.Errorf("%s %+d months %+d days mismatch (-want +got):\n%s", tt.from, tt.months, tt.days, diff)
		}
	}
}

func TestParseISO(t *testing.T) {
	good := map[string]Date{
		"2031-03-14": {2031, 3, 14}, "2031-03": {2031, 3, 0}, "2031": {2031, 0, 0}, "2028-02-29": {2028, 2, 29},
	}
	for s, want := range good {
		got, ok := ParseISO(s)
		if !ok || got != want {
			t.Errorf("ParseISO(%q) = %v, %v; want %v, true", s, got, ok, want)
		}
		if got.String() != s {
			t.Errorf("ParseISO(%q).String() = %q", s, got.String())
		}
	}
	for _, s := range []string{"", "2031-3-14", "2031-13-01", "2031-02-29", "2031-00", "20310314", "2031-03-1x", "2031-03-00", "14.03.2031", "+031-03-14"} {
		if _, ok := ParseISO(s); ok {
			t.Errorf("ParseISO(%q) ok, want refused", s)
		}
	}
}

func TestFirstLast(t *testing.T) {
	tests := []struct{ in, first, last string }{
		{"2028-02", "2028-02-01", "2028-02-29"},
		{"2026", "2026-01-01", "2026-12-31"},
		{"2026-04-30", "2026-04-30", "2026-04-30"},
	}
	for _, tt := range tests {
		d := iso(t, tt.in)
		if got := [2]string{d.First().String(), d.Last().String()}; got != [2]string{tt.first, tt.last} {
			t.Errorf("%s: first, last = %v, want %s, %s", tt.in, got, tt.first, tt.last)
		}
	}
}

// TestLegalDates: the day and year of certificates and deeds, in figures
// or in words.
func TestLegalDates(t *testing.T) {
	tests := map[string]string{
		"was incorporated on the 20th day of October 2022":                      "2022-10-20",
		"this TWENTY SECOND day of SEPTEMBER TWO THOUSAND TWENTY FIVE":          "2025-09-22",
		"ON THE NINTH DAY OF MAY, A.D. 2025.":                                   "2025-05-09",
		"Dated at Kampala, this 23 day of May the year 2024":                    "2024-05-23",
		"the 3rd of March 2021":                                                 "2021-03-03",
		"the thirty-first day of December, two thousand and nineteen":           "2019-12-31",
		"on the first day of July in the year nineteen hundred and ninety-nine": "1999-07-01",
		"the twentieth day of January, nineteen eighty-four":                    "1984-01-20",
	}
	for in, want := range tests {
		ms := Find(in, Options{})
		if len(ms) != 1 || ms[0].Date.String() != want {
			t.Errorf("Find(%q) = %v, want one date %s", in, ms, want)
		}
	}
	for _, in := range []string{"the thirty-second day of May 2020", "twenty first day of Smarch 2020", "the second day of the week"} {
		for _, m := range Find(in, Options{}) {
			if m.Date.Day != 0 {
				t.Errorf("Find(%q) = %v, want no whole date", in, m)
			}
		}
	}
}

func TestNumberWords(t *testing.T) {
	for in, want := range map[string]int{"nine": 9, "twenty second": 22, "thirty-first": 31, "twentieth": 20, "nineteen": 19} {
		if got, ok := numberWords(in); !ok || got != want {
			t.Errorf("numberWords(%q) = %d, %v; want %d", in, got, ok, want)
		}
	}
	for _, in := range []string{"twentieth first", "second twenty", "thousand", ""} {
		if got, ok := numberWords(in); ok {
			t.Errorf("numberWords(%q) = %d, want none", in, got)
		}
	}
	for in, want := range map[string]int{"two thousand twenty five": 2025, "two thousand and twenty-two": 2022, "two thousand": 2000, "nineteen ninety nine": 1999, "nineteen hundred and five": 1905} {
		if got, ok := yearWords(in); !ok || got != want {
			t.Errorf("yearWords(%q) = %d, %v; want %d", in, got, ok, want)
		}
	}
}
