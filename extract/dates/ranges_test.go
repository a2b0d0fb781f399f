package dates

import "testing"

func TestRangeStart(t *testing.T) {
	jan31 := Date{2026, 1, 31}
	tests := []struct {
		text string
		end  Date
		opts Options
		want Date // zero: no start
	}{
		{"1", jan31, Options{}, Date{2026, 1, 1}},
		{"du 1er", jan31, Options{}, Date{2026, 1, 1}},
		{"du 1°", Date{2002, 2, 28}, Options{}, Date{2002, 2, 1}},
		{"Statement period 1st", jan31, Options{}, Date{2026, 1, 1}},
		{"vom 1.", jan31, Options{}, Date{2026, 1, 1}},
		{"15 Dec", Date{2026, 1, 14}, Options{}, Date{2025, 12, 15}},
		{"1 de enero", jan31, Options{}, Date{2026, 1, 1}},
		{"1. Juni", Date{2025, 6, 30}, Options{}, Date{2025, 6, 1}},
		{"July 1", Date{2015, 7, 31}, Options{}, Date{2015, 7, 1}},
		{"Jan. 1st,", jan31, Options{}, Date{2026, 1, 1}},
		{"vom 01.06.", Date{2025, 6, 30}, Options{}, Date{2025, 6, 1}},
		{"01/06", Date{2025, 6, 30}, Options{}, Date{2025, 6, 1}},
		{"06/01", Date{2025, 6, 30}, Options{MonthFirst: true}, Date{2025, 6, 1}},
		{"29 Feb", Date{2024, 3, 28}, Options{}, Date{2024, 2, 29}},
		// the day before a leap day's year: no February 29 in 2025
		{"29 Feb", Date{2025, 3, 28}, Options{}, Date{}},
		{"32", jan31, Options{}, Date{}},
		{"0", jan31, Options{}, Date{}},
		{"balance 1,234", jan31, Options{}, Date{}},
		{"Invoice no. 12/2025", jan31, Options{}, Date{}},
		{"", jan31, Options{}, Date{}},
		{"1", Date{2026, 1, 0}, Options{}, Date{}},
	}
	for _, tt := range tests {
		m, ok := RangeStart(tt.text, tt.end, tt.opts)
		got := m.Date
		if got != tt.want || ok != !tt.want.IsZero() {
			t.Errorf("RangeStart(%q, %v) = %v, %v; want %v", tt.text, tt.end, got, ok, tt.want)
		}
	}
}

func FuzzRangeStart(f *testing.F) {
	for _, s := range []string{"1", "du 1er", "July 1", "01.06.", "15 Dec", "1. Juni", "12/31"} {
		f.Add(s, 2026, 1, 31)
	}
	f.Fuzz(func(t *testing.T, text string, y, mo, d int) {
		end := Date{y, mo, d}
		if !valid(end) || end.Day == 0 {
			return
		}
		m, ok := RangeStart(text, end, Options{})
		if !ok {
			return
		}
		start := m.Date
		if m.Start < 0 || m.Start > m.End || m.End > len(text) {
			t.Fatalf("RangeStart(%q) at [%d:%d]: outside the text", text, m.Start, m.End)
		}
		if !valid(start) || start.Partial() || end.Before(start) || DaysBetween(start, end) > 366 {
			t.Fatalf("RangeStart(%q, %v) = %v: not a whole date up to a year before the end", text, end, start)
		}
	})
}

func TestRangeStartPlace(t *testing.T) {
	text := "Période du 1er "
	m, ok := RangeStart(text, Date{2026, 1, 31}, Options{})
	if !ok || text[m.Start:m.End] != "1er" {
		t.Errorf("RangeStart(%q) at %q, %v; want \"1er\"", text, text[m.Start:m.End], ok)
	}
}
