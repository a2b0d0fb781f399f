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
