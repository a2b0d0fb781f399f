package layout

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestFromLine(t *testing.T) {
	line := Line{Box: Box{0, 0, 100, 10}, Confidence: 0.9, Words: []Word{
		{Text: "Amtsgericht", Box: Box{0, 0, 30, 10}, Confidence: 0.95},
		{Text: "München", Box: Box{32, 0, 50, 10}, Confidence: 0.8},
		{Text: "Wiedergabe", Box: Box{60, 0, 100, 10}, Confidence: 0.99},
	}}
	p := &Page{Number: 2, Source: SourceOCR}
	tests := []struct {
		value string
		box   Box
		conf  float64
	}{
		{"Amtsgericht München", Box{0, 0, 50, 10}, 0.8},
		{"München", Box{32, 0, 50, 10}, 0.8},
		{"nchen Wieder", Box{32, 0, 100, 10}, 0.8}, // inside words: the words that hold it
		{"Amtsgericht München Wiedergabe", line.Box, 0.9},
		{"Amtsgericht Munich", line.Box, 0.9}, // not printed as it is: the line
		{"e", line.Box, 0.9},                  // printed several times: the line
	}
	for _, tt := range tests {
		got := FromLine(tt.value, p, line)
		want := Field{Value: tt.value, Page: 2, Box: tt.box, Source: SourceOCR, Confidence: tt.conf}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("FromLine(%q) mismatch (-want +got):\n%s", tt.value, diff)
		}
	}
}

func TestFromLineDate(t *testing.T) {
	words := func(ts ...string) Line {
		var l Line
		for i, t := range ts {
			x := float64(20 * i)
			l.Words = append(l.Words, Word{Text: t, Box: Box{x, 0, x + 15, 10}, Confidence: 0.9 - 0.01*float64(i)})
		}
		l.Box, l.Confidence = Box{0, 0, float64(20*len(ts) - 5), 10}, 0.5
		return l
	}
	p := &Page{Number: 1, Source: SourceOCR}
	tests := []struct {
		name        string
		value       string
		line        Line
		first, last int // -1: the whole line
	}{
		{"range start", "2025-03-24", words("Period", "24/03/2025", "-", "23/04/2025"), 1, 1},
		{"range end", "2025-04-23", words("Period", "24/03/2025", "-", "23/04/2025"), 3, 3},
		{"US licence row", "2024-11-30", words("4a", "ISS", "12/01/2016", "4b", "EXP", "11/30/2024"), 5, 5},
		{"month name", "1980-07-21", words("Born", "21", "JUL", "1980", "in", "Reykjavik"), 1, 3},
		{"two-digit year", "2031-03-14", words("Expiry", "14.03.31"), 1, 1},
		{"year and month", "2026-01", words("Statement", "for", "January", "2026"), 2, 3},
		{"long form, range end", "2025-11-03", words("Periodo:", "4", "de", "octubre", "de", "2025", "–", "3", "de", "noviembre", "de", "2025"), 7, 11},
		{"long form, range start", "2025-10-04", words("Periodo:", "4", "de", "octubre", "de", "2025", "–", "3", "de", "noviembre", "de", "2025"), 1, 5},
		{"not printed", "2025-03-25", words("Period", "24/03/2025"), -1, -1},
		{"not a date", "1234.50", words("Total", "1,234.50"), -1, -1},
	}
	for _, tt := range tests {
		got := FromLine(tt.value, p, tt.line)
		want := Field{Value: tt.value, Page: 1, Source: SourceOCR, Box: tt.line.Box, Confidence: tt.line.Confidence}
		if tt.first >= 0 {
			want.Box = tt.line.Words[tt.first].Box.Union(tt.line.Words[tt.last].Box)
			want.Confidence = tt.line.Words[tt.last].Confidence // the lowest: confidences fall to the right
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s: FromLine(%q) mismatch (-want +got):\n%s", tt.name, tt.value, diff)
		}
	}
}
