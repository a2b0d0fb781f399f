package transfer

import (
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/google/go-cmp/cmp"
)

// formPage returns a text-layer page of one row per text, a "|" parting a
// label cell from a value cell 400 units to its right.
func formPage(texts ...string) *layout.Page {
	p := &layout.Page{Number: 1, Source: layout.SourceTextLayer, Width: 1000, Height: 1000}
	for i, t := range texts {
		y := float64(20 * i)
		var l layout.Line
		for k, cell := range strings.Split(t, "|") {
			x := 400 * float64(k)
			for _, w := range strings.Fields(cell) {
				b := layout.Box{Left: x, Top: y, Right: x + 10*float64(len(w)), Bottom: y + 10}
				l.Words = append(l.Words, layout.Word{Text: w, Box: b, Confidence: 1})
				l.Box = l.Box.Union(b)
				x = b.Right + 10
			}
		}
		if len(l.Words) > 0 {
			l.Confidence = 1
			p.Lines = append(p.Lines, l)
		}
	}
	return p
}

// TestReadFormLostLabels: a boxed form whose grey label cells OCR lost in
// part, and whose title it misread ("fiir", "iiberweisung").
func TestReadFormLostLabels(t *testing.T) {
	texts := []string{
		"Auftrag fiir Auslandsiiberweisung",
		"Auftraggeber",
		"Name | Brückner & Kühn GmbH",
		"IBAN | DE89 3704 0044 0532 0130 00",
		"cL | COBADEFF",
		"Empfanger",
		"Name | Maison Bréhat SARL",
		"IBAN | FR14 2004 1010 0505 0001 3M02 606",
		"Bank | BNP Paribas",
		"| BNPADEFF",
		"| 21.767,28",
		"| EUR",
		"Wiihrung | EUR",
	}
	p := formPage(texts...)
	text := strings.Join(texts, "\n")
	f := readForm(keyvalue.Rows(p), text)
	if why := refuse(text, f); why != "" {
		t.Fatalf("refused: %s", why)
	}
	got := map[string]string{}
	for k, v := range f.values.Fields {
		got[k] = v.Value
	}
	want := map[string]string{
		"ordering_customer_name": "Brückner & Kühn GmbH", "ordering_customer_account": "DE89370400440532013000",
		"ordering_bank_bic": "COBADEFF", // of the country of the section's IBAN
		"beneficiary_name":  "Maison Bréhat SARL", "beneficiary_account": "FR1420041010050500013M02606",
		"beneficiary_bank_name": "BNP Paribas", // a German BIC in the French beneficiary's section is not its bank's
		"amount":                "21767.28", "currency": "EUR",
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Errorf("readForm (-want +got):\n%s", d)
	}
}

func TestNameLike(t *testing.T) {
	tests := []struct {
		v    string
		want bool
	}{
		{"Brückner & Kühn GmbH", true},
		{"Bo Li", true},
		{"$$ $$$ — $$$ Pe", false}, // a shaded cell's grain
		{"=", false},
		{"qe", false},
		{"| | ]", false},
	}
	for _, tt := range tests {
		if got := nameLike(tt.v); got != tt.want {
			t.Errorf("nameLike(%q) = %v, want %v", tt.v, got, tt.want)
		}
	}
}

func TestJoinAddress(t *testing.T) {
	tests := []struct {
		lines []string
		want  string
	}{
		{[]string{"166 MILL LANE", "MANCHESTER", "M8 ODT"}, "166 MILL LANE, MANCHESTER, M8 0DT"},
		{[]string{"FLAT 8", "170 ST JOHN'S ROAD", "LONDON", "SWiW 1GA"}, "FLAT 8, 170 ST JOHN'S ROAD, LONDON, SW1W 1GA"},
		{[]string{"KERKSTRAAT 67", "2598 YU DEN HAAG"}, "KERKSTRAAT 67, 2598 YU DEN HAAG"},
		{[]string{"no address", "at all"}, "no address, at all"},
	}
	for _, tt := range tests {
		if got := joinAddress(tt.lines); got != tt.want {
			t.Errorf("joinAddress(%q) = %q, want %q", tt.lines, got, tt.want)
		}
	}
}

// TestReadFormDayComma: the period after a day that OCR read as a comma.
func TestReadFormDayComma(t *testing.T) {
	texts := []string{"Auftrag für Auslandsüberweisung", "Ausführungsdatum | 11, Januar 2026"}
	f := readForm(keyvalue.Rows(formPage(texts...)), strings.Join(texts, "\n"))
	if got := f.values.Fields["transfer_date"].Value; got != "2026-01-11" {
		t.Errorf("transfer_date = %q, want 2026-01-11", got)
	}
}
