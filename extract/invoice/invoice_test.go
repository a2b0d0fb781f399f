package invoice

import (
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
)

// line is an OCR line of text s whose left edge is x and top y, 40 pixels
// high, its words spaced as a proportional font's.
func line(x, y float64, s string) layout.Line {
	const h = 40
	l := layout.Line{Confidence: 0.95}
	for _, w := range strings.Fields(s) {
		wd := 0.55 * h * float64(len([]rune(w)))
		box := layout.Box{Left: x, Top: y, Right: x + wd, Bottom: y + h}
		l.Words = append(l.Words, layout.Word{Text: w, Box: box, Confidence: 0.95})
		l.Box = l.Box.Union(box)
		x += wd + 0.3*h
	}
	return l
}

func TestRowDate(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		field string
		want  string // "" for none
	}{
		{"es due date, slashes", []string{"Fecha de vencimiento 27/03/2026"}, "due_date", "2026-03-27"},
		// The label reader reads a label and its value in one cell
		// itself: not a cell taken whole.
		{"label and value", []string{"Invoice date 5 January 2026"}, "invoice_date", ""},
		{"another field's label", []string{"Fecha de vencimiento 27/03/2026"}, "invoice_date", ""},
		{"no date", []string{"Fecha de vencimiento"}, "due_date", ""},
		{"row of labels over a row of dates", nil, "due_date", "2023-04-04"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := &layout.Page{Number: 1, Width: 2480, Height: 3508, Source: layout.SourceOCR}
			for i, s := range tt.lines {
				p.Lines = append(p.Lines, line(300, 200+80*float64(i), s))
			}
			if tt.lines == nil {
				// Three labels over three values, their columns 700 pixels apart.
				for i, s := range []string{"Invoice Date:", "Due Date:", "Reference:"} {
					p.Lines = append(p.Lines, line(300+700*float64(i), 200, s))
				}
				for i, s := range []string{"03/20/2023", "04/04/2023", "CUSTREF123"} {
					p.Lines = append(p.Lines, line(300+700*float64(i), 260, s))
				}
			}
			rows := keyvalue.Rows(p)
			got := rowDate(rows, dates.Options{}, tt.field)
			if got.Value != tt.want {
				t.Errorf("rowDate(%q, %s) = %q, want %q", tt.lines, tt.field, got.Value, tt.want)
			}
			if tt.want != "" {
				if f := dateOf(labels.Read(rows), dates.Options{}, tt.field); f.Found() {
					t.Errorf("dateOf(%q, %s) = %q: the label reader reads it now, rowDate is not needed", tt.lines, tt.field, f.Value)
				}
			}
		})
	}
}

func TestInvoiceNumberFromTitle(t *testing.T) {
	tests := []struct {
		line string
		want string // "" for none
	}{
		{"Invoice INV/2023/03/0008", "INV/2023/03/0008"},
		{"Rechnung RE-2026-0042", "RE-2026-0042"},
		{"Invoice", ""},
		{"Invoice Summary", ""},
		{"Invoice for services rendered", ""},
	}
	for _, tt := range tests {
		p := &layout.Page{Number: 1, Width: 2480, Height: 3508, Source: layout.SourceOCR}
		p.Lines = append(p.Lines, line(300, 200, tt.line))
		got, ok := invoiceNumber(nil, keyvalue.Rows(p))
		if got.Value != tt.want || ok != (tt.want != "") {
			t.Errorf("invoiceNumber(%q) = %q, %v, want %q", tt.line, got.Value, ok, tt.want)
		}
	}
}

func TestDateOfSpaceBeforeComma(t *testing.T) {
	vals := []keyvalue.Value{{Name: "invoice_date", Specific: true, Field: layout.Field{Value: "August 3 , 2014", Page: 1}}}
	vals[0].Value = vals[0].Field.Value
	if got := dateOf(vals, dates.Options{MonthFirst: true}, "invoice_date"); got.Value != "2014-08-03" {
		t.Errorf("dateOf(%q) = %q, want 2014-08-03", vals[0].Value, got.Value)
	}
}
