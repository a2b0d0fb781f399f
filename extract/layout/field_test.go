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
