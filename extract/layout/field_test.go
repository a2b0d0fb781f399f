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
