package receipt

import (
	"testing"

	"github.com/docextract/docextract/extract/amounts"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/money"
	"github.com/google/go-cmp/cmp"
)

// lineItems builds items from amounts; an amount "2x4.49=8.98" carries a
// quantity and unit price.
func lineItems(vs ...string) []amounts.Item {
	var out []amounts.Item
	for _, v := range vs {
		var it amounts.Item
		if q, rest, ok := cutAt(v, "x"); ok {
			u, a, _ := cutAt(rest, "=")
			it.Quantity, it.UnitPrice, v = layout.Field{Value: q}, layout.Field{Value: u}, a
		}
		it.Amount = layout.Field{Value: v}
		out = append(out, it)
	}
	return out
}

func cutAt(s, sep string) (string, string, bool) {
	for i := 0; i+len(sep) <= len(s); i++ {
		if s[i:i+len(sep)] == sep {
			return s[:i], s[i+len(sep):], true
		}
	}
	return s, "", false
}

func amountsOf(items []amounts.Item) []string {
	var out []string
	for _, it := range items {
		out = append(out, it.Amount.Value)
	}
	return out
}

func mustAmounts(t *testing.T, vs ...string) []money.Amount {
	t.Helper()
	var out []money.Amount
	for _, v := range vs {
		a, err := money.Parse(v)
		if err != nil {
			t.Fatalf("Parse(%q): %v", v, err)
		}
		out = append(out, a)
	}
	return out
}

func TestMendDigits(t *testing.T) {
	tests := []struct {
		name   string
		items  []string
		totals []string
		want   []string
	}{
		{"two slashed zeros read as 8", []string{"23.25", "13.98", "20.85", "1.48", "2.35"}, []string{"61.75"},
			[]string{"23.25", "13.90", "20.85", "1.40", "2.35"}},
		{"a zero read as 9, the total after the subtotal", []string{"28.79", "14.85", "1.90"}, []string{"38.12", "45.45"},
			[]string{"28.70", "14.85", "1.90"}},
		{"a 4 read as 1 in the tens", []string{"43.40", "4.10", "50.50"}, []string{"68.00"},
			[]string{"13.40", "4.10", "50.50"}},
		{"adding up already", []string{"12.10", "12.95"}, []string{"25.05"}, []string{"12.10", "12.95"}},
		{"two items could hold the slip", []string{"1.28", "2.28", "3.00"}, []string{"6.48"}, []string{"1.28", "2.28", "3.00"}},
		{"the amount is its quantity times its unit price", []string{"2x4.49=8.98", "1.50"}, []string{"10.40"},
			[]string{"8.98", "1.50"}},
		// The total read with the same slip as an item (136.40 for
		// 130.40): one slip to the subtotal plus the tax wins over two to
		// the total.
		{"the fewest slips win", []string{"12.10", "12.95", "52.00", "14.68", "14.95", "12.00", "11.80"}, []string{"136.40", "130.40"},
			[]string{"12.10", "12.95", "52.00", "14.60", "14.95", "12.00", "11.80"}},
		{"no slip fits", []string{"10.00", "5.55"}, []string{"17.00"}, []string{"10.00", "5.55"}},
		// A totals row read as an item ("Tofal 10.40") leaves the items
		// 6.00 over; no item is mended to nothing.
		{"no amount becomes zero", []string{"6.00", "10.40", "0.00"}, []string{"10.40"}, []string{"6.00", "10.40", "0.00"}},
		{"one item", []string{"13.98"}, []string{"13.90"}, []string{"13.98"}},
		{"no total", []string{"13.98", "1.00"}, nil, []string{"13.98", "1.00"}},
	}
	for _, tt := range tests {
		its := lineItems(tt.items...)
		mendDigits(its, mustAmounts(t, tt.totals...))
		if diff := cmp.Diff(tt.want, amountsOf(its)); diff != "" {
			t.Errorf("mendDigits(%s) mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}

func TestSlipsOf(t *testing.T) {
	tests := []struct {
		v    string
		want []digitSlip
	}{
		{"10.9", nil},
		{"-1.00", nil},
		// A 1 before other digits becomes a 4 or a 7, never a leading 0.
		{"18.30", []digitSlip{{0, "48.30", 3000}, {0, "78.30", 6000}, {0, "10.30", -800}, {0, "13.30", -500}, {0, "18.80", 50}, {0, "18.36", 6}, {0, "18.38", 8}, {0, "18.39", 9}}},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, slipsOf(0, tt.v), cmp.AllowUnexported(digitSlip{})); diff != "" {
			t.Errorf("slipsOf(%q) mismatch (-want +got):\n%s", tt.v, diff)
		}
	}
}

func TestCutStray(t *testing.T) {
	tests := []struct {
		v     string
		minor int
		want  string
	}{
		{"28.790", 2, "28.79"},
		{"28.79", 2, "28.79"},
		{"1.234", 3, "1.234"},
		{"12.3456", 2, "12.3456"},
		{"1500", 0, "1500"},
	}
	for _, tt := range tests {
		a, err := money.Parse(tt.v)
		if err != nil {
			t.Fatal(err)
		}
		if got := cutStray(a, tt.minor).String(); got != tt.want {
			t.Errorf("cutStray(%s, %d) = %s, want %s", tt.v, tt.minor, got, tt.want)
		}
	}
}

func TestOneSlip(t *testing.T) {
	tests := []struct {
		read, want string
		ok         bool
	}{
		{"64.50", "54.50", true},
		{"426.85", "126.85", true},
		{"13.98", "13.90", true},
		{"13.92", "13.98", false}, // 2 and 8 are no slip
		{"422.85", "126.85", false},
		{"64.50", "64.50", false},
		{"4.15", "14.15", false},
		{"64.51", "54.50", false},
	}
	for _, tt := range tests {
		if got := oneSlip(tt.read, tt.want); got != tt.ok {
			t.Errorf("oneSlip(%s, %s) = %v, want %v", tt.read, tt.want, got, tt.ok)
		}
	}
}

func TestSurerWords(t *testing.T) {
	line := func(ws ...any) layout.Line {
		var l layout.Line
		for i := 0; i < len(ws); i += 2 {
			l.Words = append(l.Words, layout.Word{Text: ws[i].(string), Confidence: ws[i+1].(float64)})
		}
		return l
	}
	tests := []struct {
		name        string
		page, again layout.Line
		want        string
		ok          bool
	}{
		{"the postcode read more surely", line("W1B", 0.80, "50H", 0.29), line("WiB", 0.30, "5QH", 0.52), "W1B 5QH", true},
		{"no word surer by enough", line("W1B", 0.80, "50H", 0.45), line("WiB", 0.30, "5QH", 0.52), "W1B 50H", false},
	}
	for _, tt := range tests {
		got, ok := surerWords(tt.page, tt.again)
		if got.Text() != tt.want || ok != tt.ok {
			t.Errorf("surerWords(%s) = %q, %v, want %q, %v", tt.name, got.Text(), ok, tt.want, tt.ok)
		}
	}
}

func TestMendMeasures(t *testing.T) {
	tests := []struct{ in, want string }{
		{"PASTA S00G", "PASTA 500G"},
		{"MILK 2L", "MILK 2L"},
		{"JUICE 1O0ML", "JUICE 100ML"},
		{"SOS", "SOS"},         // no digit
		{"BOLOGNA", "BOLOGNA"}, // no unit
		{"EGGS 6S", "EGGS 6S"}, // S is no unit
	}
	for _, tt := range tests {
		if got := mendMeasures(tt.in); got != tt.want {
			t.Errorf("mendMeasures(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
