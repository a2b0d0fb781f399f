package identity

import (
	"testing"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/reading"
)

// TestSparseIssue: the sparse reading's one date between the verified
// birth and expiry dates is the issue date only when printed in their
// style; a four-digit year cut after two is not.
func TestSparseIssue(t *testing.T) {
	for _, tc := range []struct {
		name   string
		expiry string
		rows   []string
		want   string
	}{
		{"two-digit years, bilingual months garbled", "2019-07-30", []string{"10:01 JAN/JAN 75", "10:30 JUL/IUIL 09", "10:30 JUL/JUIL 19"}, "2009-07-30"},
		{"four-digit years", "2019-07-30", []string{"10:01 01 1975", "10:30 07 2009", "10:30 07 2019"}, "2009-07-30"},
		{"a four-digit year cut short", "2029-07-30", []string{"10:01 JAN 1975", "10:29 NOV 20", "10:30 JUL 2029"}, ""},
		{"no birth or expiry date printed", "2019-07-30", []string{"10:29 NOV 09"}, ""},
		{"followed by a digit", "2029-07-30", []string{"10:01 JAN 75", "10:29 NOV 09 1", "10:30 JUL 29"}, ""},
		{"two dates between", "2029-07-30", []string{"10:01 JAN 75", "10:29 NOV 09", "10:29 DEC 09", "10:30 JUL 29"}, ""},
	} {
		doc := &reading.Document{Pages: []*layout.Page{gridPage(t, tc.rows...)}}
		if got := sparseIssue(doc, "1975-01-01", tc.expiry, dates.Options{}).Value; got != tc.want {
			t.Errorf("%s: sparseIssue = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestYearDigits(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want int
	}{
		{"30 JUL/JUIL 09", 2},
		{"30.07.2009", 4},
		{"2009-07-30", 4},
		{"30072009", 4},
		{"13-11-13", 2},
	} {
		if got := yearDigits(tc.in); got != tc.want {
			t.Errorf("yearDigits(%q) = %d, want %d", tc.in, got, tc.want)
		}
	}
}

func TestYearCut(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"", false},
		{"19", true},
		{" 19", true},
		{" 1", true},
		{" 12345458902", false},
		{" soos EKO000D00", false},
	} {
		if got := yearCut(tc.in); got != tc.want {
			t.Errorf("yearCut(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}
