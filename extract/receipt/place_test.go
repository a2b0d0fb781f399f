package receipt

import (
	"testing"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/layout"
	"github.com/google/go-cmp/cmp"
)

func TestPrintedAt(t *testing.T) {
	p := &layout.Page{Number: 1, Source: layout.SourceOCR, Lines: []layout.Line{
		{Box: layout.Box{Left: 0, Top: 0, Right: 100, Bottom: 10}, Words: []layout.Word{{Text: "CAFE", Box: layout.Box{Left: 0, Top: 0, Right: 40, Bottom: 10}, Confidence: 0.9}}},
		{Box: layout.Box{Left: 0, Top: 20, Right: 200, Bottom: 30}, Words: []layout.Word{
			{Text: "Date:", Box: layout.Box{Left: 0, Top: 20, Right: 50, Bottom: 30}, Confidence: 0.9},
			{Text: "03/04/2025", Box: layout.Box{Left: 60, Top: 20, Right: 160, Bottom: 30}, Confidence: 0.7},
			{Text: "14:05", Box: layout.Box{Left: 170, Top: 20, Right: 200, Bottom: 30}, Confidence: 0.8},
		}},
	}}
	pages := []*layout.Page{p}
	date := func(want string) func(string) (int, int, bool) {
		return func(line string) (int, int, bool) {
			for _, m := range dates.Find(line, dates.Options{}) {
				if m.Date.String() == want {
					return m.Start, m.End, true
				}
			}
			return 0, 0, false
		}
	}
	tests := []struct {
		name  string
		value string
		find  func(string) (int, int, bool)
		want  layout.Field
	}{
		{"printed", "2025-04-03", date("2025-04-03"),
			layout.Field{Value: "2025-04-03", Page: 1, Box: layout.Box{Left: 60, Top: 20, Right: 160, Bottom: 30}, Source: layout.SourceOCR, Confidence: 1}},
		{"on no line", "2025-05-05", date("2025-05-05"),
			layout.Field{Value: "2025-05-05", Page: 1, Source: layout.SourceOCR, Confidence: 1}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, printedAt(pages, tt.value, tt.find)); diff != "" {
			t.Errorf("printedAt(%s) mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}
