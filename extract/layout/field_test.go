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

func TestPrinted(t *testing.T) {
	pages := []*Page{
		{Number: 1, Source: SourceTextLayer, Lines: []Line{
			{Box: Box{0, 0, 100, 10}, Words: []Word{{Text: "Invoice", Box: Box{0, 0, 30, 10}}}},
		}},
		{Number: 2, Source: SourceOCR, Lines: []Line{
			{Box: Box{0, 20, 200, 30}, Words: []Word{
				{Text: "IBAN:", Box: Box{0, 20, 20, 30}},
				{Text: "DE89", Box: Box{25, 20, 45, 30}},
				{Text: "3704", Box: Box{50, 20, 70, 30}},
				{Text: "0044", Box: Box{75, 20, 95, 30}},
				{Text: "BIC", Box: Box{100, 20, 115, 30}},
			}},
			{Box: Box{0, 40, 200, 50}, Words: []Word{{Text: "vat:gb123", Box: Box{0, 40, 60, 50}}}},
		}},
	}
	tests := []struct {
		value string
		want  Field
	}{
		{"DE8937040044", Field{Value: "DE8937040044", Page: 2, Box: Box{25, 20, 95, 30}, Source: SourceOCR, Confidence: 1}},
		{"3704", Field{Value: "3704", Page: 2, Box: Box{50, 20, 70, 30}, Source: SourceOCR, Confidence: 1}},
		{"GB123", Field{Value: "GB123", Page: 2, Box: Box{0, 40, 60, 50}, Source: SourceOCR, Confidence: 1}}, // inside a word: the word
		{"FR999", Field{Value: "FR999", Page: 1, Source: SourceTextLayer, Confidence: 1}},                    // printed nowhere: the first page
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, Printed(tt.value, pages)); diff != "" {
			t.Errorf("Printed(%q) mismatch (-want +got):\n%s", tt.value, diff)
		}
	}
	if diff := cmp.Diff(Field{Value: "X", Confidence: 1}, Printed("X", nil)); diff != "" {
		t.Errorf("Printed without pages mismatch (-want +got):\n%s", diff)
	}
}

func TestRules(t *testing.T) {
	found := Field{Value: "v", Rule: "a.first"}
	if got := found.By("b.second"); got.Rule != "b.second" {
		t.Errorf("By on a found field: rule %q, want b.second", got.Rule)
	}
	if got := (Field{}).By("b.second"); got.Rule != "" {
		t.Errorf("By on a field not found: rule %q, want none", got.Rule)
	}
	plain, missing := Field{Value: "w"}, Field{}
	ByDefault("c.default", &found, &plain, &missing)
	if found.Rule != "a.first" || plain.Rule != "c.default" || missing.Rule != "" {
		t.Errorf("ByDefault: rules %q, %q, %q; want a.first, c.default and none", found.Rule, plain.Rule, missing.Rule)
	}
}

func TestNarrow(t *testing.T) {
	p := &Page{Number: 1, Lines: []Line{
		{Box: Box{0, 0, 300, 10}, Words: []Word{
			{Text: "IBAN:", Box: Box{0, 0, 40, 10}},
			{Text: "NL11", Box: Box{50, 0, 80, 10}},
			{Text: "PAFS", Box: Box{90, 0, 120, 10}},
			{Text: "BIC:", Box: Box{130, 0, 160, 10}},
			{Text: "POLDNL2A", Box: Box{170, 0, 230, 10}},
		}},
		{Box: Box{0, 20, 300, 30}, Words: []Word{{Text: "NL11PAFS", Box: Box{0, 20, 60, 30}}}},
	}}
	pages := []*Page{p}
	value := Field{Value: "NL11PAFS", Page: 1, Box: Box{50, 0, 230, 10}, Source: SourceOCR, Confidence: 0.7, Rule: "keyvalue.label_inline"}
	tests := []struct {
		name    string
		f       Field
		printed string
		box     Box
	}{
		{"the words that print it", value, "NL11PAFS", Box{50, 0, 120, 10}},
		{"the words in the value's box only", Field{Value: "x", Page: 1, Box: Box{0, 15, 300, 35}}, "NL11PAFS", Box{0, 20, 60, 30}},
		{"not printed in the box", value, "DE89", value.Box},
		{"another page", Field{Value: "x", Page: 2, Box: Box{0, 0, 300, 10}}, "NL11PAFS", Box{0, 0, 300, 10}},
	}
	for _, tt := range tests {
		want := tt.f
		want.Box = tt.box
		if diff := cmp.Diff(want, Narrow(tt.f, pages, tt.printed)); diff != "" {
			t.Errorf("Narrow(%s) mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}
