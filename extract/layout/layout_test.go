package layout

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestLineText(t *testing.T) {
	tests := []struct {
		name string
		line Line
		want string
	}{
		{"empty", Line{}, ""},
		{"one", Line{Words: []Word{{Text: "Hello"}}}, "Hello"},
		{"two", Line{Words: []Word{{Text: "Hello"}, {Text: "world"}}}, "Hello world"},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, tt.line.Text()); diff != "" {
			t.Errorf("%s: Line.Text() mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}

func TestBoxUnion(t *testing.T) {
	tests := []struct {
		a, b, want Box
	}{
		{Box{0, 0, 1, 1}, Box{2, 2, 3, 3}, Box{0, 0, 3, 3}},
		{Box{}, Box{2, 2, 3, 3}, Box{2, 2, 3, 3}},
		{Box{1, 1, 4, 2}, Box{}, Box{1, 1, 4, 2}},
		{Box{1, 5, 4, 6}, Box{2, 1, 3, 2}, Box{1, 1, 4, 6}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, tt.a.Union(tt.b)); diff != "" {
			t.Errorf("%v.Union(%v) mismatch (-want +got):\n%s", tt.a, tt.b, diff)
		}
	}
}

func ExamplePage_Text() {
	p := &Page{Lines: []Line{
		{Words: []Word{{Text: "ACME"}, {Text: "Ltd"}}},
		{Words: []Word{{Text: "Invoice"}, {Text: "42"}}},
	}}
	fmt.Println(p.Text())
	// Output:
	// ACME Ltd
	// Invoice 42
}
