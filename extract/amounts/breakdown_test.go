package amounts

import (
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/money"
	"github.com/google/go-cmp/cmp"
)

// at is a line of text at x, y, in words 40 units high.
type at struct {
	x, y float64
	s    string
}

// pageOf returns an A4 page scanned at 300 dpi holding lines.
func pageOf(ls ...at) *layout.Page {
	const h = 40
	p := &layout.Page{Number: 1, Width: 2480, Height: 3508, Source: layout.SourceOCR}
	for _, a := range ls {
		l := layout.Line{Confidence: 0.95}
		x := a.x
		for _, w := range strings.Fields(a.s) {
			wd := 0.55 * h * float64(len([]rune(w)))
			box := layout.Box{Left: x, Top: a.y, Right: x + wd, Bottom: a.y + h}
			l.Words = append(l.Words, layout.Word{Text: w, Box: box, Confidence: 0.95})
			l.Box = l.Box.Union(box)
			x += wd + 0.3*h
		}
		p.Lines = append(p.Lines, l)
	}
	return p
}

func TestReadBreakdown(t *testing.T) {
	p := pageOf(
		at{1100, 1500, "BTW %"}, at{1300, 1500, "Grondslag"}, at{1600, 1500, "BTW bedrag"}, at{2100, 1500, "Totaal"},
		at{1120, 1560, "21 %"}, at{1350, 1560, "41,31"}, at{1700, 1560, "8,68"}, at{2120, 1560, "49,99"},
		at{1350, 1620, "41,31"}, at{1700, 1620, "8,68"}, at{2120, 1620, "49,99"},
		at{200, 1800, "Betaald met Credit Card."},
	)
	b, ok := ReadBreakdown(keyvalue.Rows(p), money.Options{Decimal: ','})
	if !ok {
		t.Fatal("no VAT breakdown read")
	}
	got := []string{b.Subtotal.Field.Value, b.Tax.Field.Value, b.Total.Field.Value}
	if d := cmp.Diff([]string{"41.31", "8.68", "49.99"}, got); d != "" {
		t.Errorf("ReadBreakdown (-want +got):\n%s", d)
	}
	// An item table's headings name no taxable amount or tax.
	items := pageOf(at{200, 500, "Description"}, at{1500, 500, "Quantity"}, at{2100, 500, "Amount"},
		at{200, 560, "Chair"}, at{1500, 560, "2,00"}, at{2100, 560, "140,00"})
	if _, ok := ReadBreakdown(keyvalue.Rows(items), money.Options{Decimal: ','}); ok {
		t.Error("an item table read as a VAT breakdown")
	}
}

func TestConsistentSubtotal(t *testing.T) {
	p := pageOf(
		at{200, 2000, "Exclusief BTW"}, at{600, 2000, "€ 593,36"}, at{1500, 2000, "Subtotaal"}, at{2100, 2000, "€ 717,97"},
		at{200, 2060, "BTW 21%"}, at{600, 2060, "€ 124,61"},
		at{200, 2120, "Totaal"}, at{600, 2120, "€ 717,97"},
	)
	opts := money.Options{Decimal: ','}
	rows := keyvalue.Rows(p)
	tot := ReadTotals(Rows(rows, nil, opts))
	tot.Subtotal = Value{Money: money.Money{Amount: money.New(71797, 2)}, Field: layout.Field{Value: "717.97", Page: 1}}
	s, ok := ConsistentSubtotal(rows, tot, opts)
	if !ok || s.Field.Value != "593.36" {
		t.Errorf("ConsistentSubtotal = %q, %v, want 593.36 (593.36 + 124.61 = 717.97)", s.Field.Value, ok)
	}
	tot.Subtotal = s
	if _, ok := ConsistentSubtotal(rows, tot, opts); ok {
		t.Error("ConsistentSubtotal replaced a subtotal that adds up")
	}
}
