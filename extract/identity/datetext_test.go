package identity

import (
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/layout"
)

// TestLabelledDateStyles: dates in every EU language's months, bilingual
// months with a half in another script, Roman numeral months; a month and
// year only when only that is printed.
func TestLabelledDateStyles(t *testing.T) {
	tests := map[string]string{
		"15 OCT 2020":            "2020-10-15",
		"15 OCT /OCT 2020":       "2020-10-15",
		"24 ЖОВ/OCT 91":          "1991-10-24",
		"15 LIPCA 2020":          "2020-07-15",
		"15 KOLOVOZA 2020":       "2020-08-15",
		"15 RUGSĖJO 2020":        "2020-09-15",
		"15 VEEBR 2020":          "2020-02-15",
		"15.X.2020":              "2020-10-15",
		"15 XII 2020 MINISTERIO": "2020-12-15",
		"15 LIS 2021":            "2021-11-15",
		"OCT 2020":               "2020-10",
		// ICAO Doc 9303 Part 3's bilingual months as OCR reads Canada's
		// English and French: the slash read as a letter or lost, a
		// letter of the second half garbled.
		"16 JUL /SUIL 2011": "2011-07-16",
		"14 APR JAVR 1975":  "1975-04-14",
		"04 JUL IJUIL 2022": "2022-07-04",
		"15 Oct oct 1951":   "1951-10-15",
	}
	for in, want := range tests {
		d, _, ok := labelledDate(in, dates.Options{})
		if !ok || d.String() != want {
			t.Errorf("labelledDate(%q) = %s, %v; want %s", in, d, ok, want)
		}
	}
	if d, _, ok := labelledDate("PARIS 1ER (75)", dates.Options{}); ok {
		t.Errorf("labelledDate read %s in a place", d)
	}
}

// TestWordAtNormalized: a month name rewritten to its shorter English
// abbreviation does not move the words after it.
func TestWordAtNormalized(t *testing.T) {
	var l layout.Line
	for _, w := range []string{"ZAGREB", "15", "KOLOVOZA", "2020", "MUP"} {
		l.Words = append(l.Words, layout.Word{Text: w})
	}
	text := normalizeDates(l.Text())
	for _, want := range []string{"ZAGREB", "15", "2020", "MUP"} {
		off := strings.Index(text, want)
		if got := wordAt(l, text, off).Text; got != want {
			t.Errorf("wordAt(%q, %d) = %q, want %q", text, off, got, want)
		}
	}
}
