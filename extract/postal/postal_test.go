package postal

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/docextract/docextract/extract/layout"
)

func TestLocality(t *testing.T) {
	tests := []struct {
		line, postcode, country string
	}{
		{"Boston, MA 02201", "02201", "US"},
		{"Bellevue, WA, 98005", "98005", "US"},
		{"Philadelphia, PA 19019-1234", "19019-1234", "US"},
		{"CITY, PROVINCE A1B 2C3", "A1B 2C3", "CA"},
		{"Toronto, ON M5W 1L5", "M5W 1L5", "CA"},
		{"British Columbia, VOK 2LO", "VOK 2LO", "CA"},
		{"Norwich, Norfolk NR99 9ZZ", "NR99", "GB"},
		{"London SW1A 2AA", "SW1A", "GB"},
		{"Dublin 2, D02 X285", "D02 X285", "IE"},
		{"Sydney NSW 2000", "2000", "AU"},
		{"75008 Paris", "75008", ""},
		{"F-75008 Paris Cedex 08", "F-75008", "FR"},
		{"10115 Berlin", "10115", ""},
		{"28013 Madrid", "28013", ""},
		{"00184 Roma RM", "00184", ""},
		{"1012 AB Amsterdam", "1012 AB", "NL"},
		{"Aracaju, Sergipe 49090-010", "49090-010", ""},
	}
	for _, tt := range tests {
		p, ok := Locality(tt.line)
		if !ok {
			t.Errorf("Locality(%q) = false, want true", tt.line)
			continue
		}
		got := [2]string{p.Value, p.Country}
		if tt.country == "GB" {
			got[0] = p.Value[:len(tt.postcode)]
		}
		if diff := cmp.Diff([2]string{tt.postcode, tt.country}, got); diff != "" {
			t.Errorf("Locality(%q) mismatch (-want +got):\n%s", tt.line, diff)
		}
	}
}

func TestLocalityRejects(t *testing.T) {
	for _, line := range []string{
		"",
		"Call us on 0800 123 4567",
		"Page 1 of 2",
		"Your closing balance on April 12, 2004 = $3,664.79",
		"Total due 12345 EUR",
		"The quick brown fox jumps over the lazy dog and then writes to us at 10115 Berlin about it",
		"1 Main Street",
	} {
		if p, ok := Locality(line); ok {
			t.Errorf("Locality(%q) = %+v, true; want false", line, p)
		}
	}
}

func TestIsStreet(t *testing.T) {
	for line, want := range map[string]bool{
		"100 Main St.":                true,
		"1234 ANY STREET, SUITE 5678": true,
		"P.O. Box 4047 Terminal A":    true,
		"Hauptstraße 5":               true,
		"Bahnhofstr. 12a":             true,
		"12 rue de la Paix":           true,
		"Calle Mayor 3, 2º":           true,
		"Via Roma 10":                 true,
		"Keizersgracht 123":           true,
		"Postbus 2000":                true,
		"John Smith":                  false,
		"Royal Bank of Canada":        false,
	} {
		if got := IsStreet(line); got != want {
			t.Errorf("IsStreet(%q) = %v, want %v", line, got, want)
		}
	}
}

func TestParseAddress(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  Address
	}{
		{"US", []string{"John W. Doe", "100 Main St.", "Boston, MA 02201"},
			Address{Name: "John W. Doe", Lines: []string{"100 Main St.", "Boston, MA 02201"}, Country: "US", NameIndex: 0, First: 1, Last: 2}},
		{"CA with junk above", []string{"RBCPDA0001-123456789-01", "SUSAN SAMPLE", "1234 ANY STREET, SUITE 5678", "ADDRESS LINE #2", "CITY, PROVINCE A1B 2C3"},
			Address{Name: "SUSAN SAMPLE", Lines: []string{"1234 ANY STREET, SUITE 5678", "ADDRESS LINE #2", "CITY, PROVINCE A1B 2C3"}, Country: "CA", NameIndex: 1, First: 2, Last: 4}},
		{"GB with title and house name", []string{"Mr James Wilson", "Rose Cottage", "12 High Street", "Norwich NR1 3QU", "United Kingdom"},
			Address{Name: "James Wilson", Lines: []string{"Rose Cottage", "12 High Street", "Norwich NR1 3QU", "United Kingdom"}, Country: "GB", NameIndex: 0, First: 1, Last: 4}},
		{"FR", []string{"Mme Claire Martin", "12 rue de la Paix", "75002 Paris"},
			Address{Name: "Claire Martin", Lines: []string{"12 rue de la Paix", "75002 Paris"}, Country: "FR", NameIndex: 0, First: 1, Last: 2}},
		{"DE", []string{"Herrn Max Mustermann", "Hauptstraße 5", "10115 Berlin"},
			Address{Name: "Max Mustermann", Lines: []string{"Hauptstraße 5", "10115 Berlin"}, Country: "DE", NameIndex: 0, First: 1, Last: 2}},
		{"ES", []string{"Sra. Lucía García", "Calle Mayor 3", "28013 Madrid"},
			Address{Name: "Lucía García", Lines: []string{"Calle Mayor 3", "28013 Madrid"}, Country: "ES", NameIndex: 0, First: 1, Last: 2}},
		{"IT", []string{"Sig. Marco Rossi", "Via Roma 10", "00184 Roma RM"},
			Address{Name: "Marco Rossi", Lines: []string{"Via Roma 10", "00184 Roma RM"}, Country: "IT", NameIndex: 0, First: 1, Last: 2}},
		{"NL", []string{"Dhr. J. de Vries", "Keizersgracht 123", "1015 CJ Amsterdam"},
			Address{Name: "J. de Vries", Lines: []string{"Keizersgracht 123", "1015 CJ Amsterdam"}, Country: "NL", NameIndex: 0, First: 1, Last: 2}},
		{"IE", []string{"Aoife Byrne", "14 Fitzwilliam Square", "Dublin 2", "D02 X285"},
			Address{Name: "Aoife Byrne", Lines: []string{"14 Fitzwilliam Square", "Dublin 2", "D02 X285"}, Country: "IE", NameIndex: 0, First: 1, Last: 3}},
		{"AU", []string{"Olivia Brown", "5 George St", "Sydney NSW 2000"},
			Address{Name: "Olivia Brown", Lines: []string{"5 George St", "Sydney NSW 2000"}, Country: "AU", NameIndex: 0, First: 1, Last: 2}},
	}
	for _, tt := range tests {
		got, ok := ParseAddress(tt.lines)
		if !ok {
			t.Errorf("%s: ParseAddress(%q) found nothing", tt.name, tt.lines)
			continue
		}
		if diff := cmp.Diff(tt.want, got, cmpopts.IgnoreFields(Address{}, "Postcode")); diff != "" {
			t.Errorf("%s: ParseAddress(%q) mismatch (-want +got):\n%s", tt.name, tt.lines, diff)
		}
	}
}

func TestParseAddressNone(t *testing.T) {
	for _, lines := range [][]string{
		nil,
		{"Dear customer,", "thank you for your payment."},
		{"Total amount due", "$123.45"},
	} {
		if a, ok := ParseAddress(lines); ok {
			t.Errorf("ParseAddress(%q) = %+v, want none", lines, a)
		}
	}
}

func TestJoin(t *testing.T) {
	got := Join([]string{" 100 Main St., ", "", "Boston,  MA 02201"})
	if want := "100 Main St., Boston, MA 02201"; got != want {
		t.Errorf("Join = %q, want %q", got, want)
	}
}

// page builds a text-layer page from rows of (left, top, text) in points,
// 10-point type, words 5 points per character apart.
func page(rows ...row) *layout.Page {
	p := &layout.Page{Number: 1, Width: 612, Height: 792, Source: layout.SourceTextLayer}
	for _, r := range rows {
		var l layout.Line
		x := r.left
		for _, w := range splitWords(r.text) {
			if w == "" {
				x += 5 // another space
				continue
			}
			b := layout.Box{Left: x, Top: r.top, Right: x + 5*float64(len([]rune(w))), Bottom: r.top + 10}
			l.Words = append(l.Words, layout.Word{Text: w, Box: b, Confidence: 1})
			l.Box = l.Box.Union(b)
			x = b.Right + 3
		}
		l.Confidence = 1
		p.Lines = append(p.Lines, l)
	}
	return p
}

type row struct {
	left, top float64
	text      string
}

// splitWords splits s at every space; a run of spaces gives empty words.
func splitWords(s string) []string {
	var out []string
	cur := ""
	for _, r := range s {
		if r == ' ' {
			out = append(out, cur)
			cur = ""
			continue
		}
		cur += string(r)
	}
	return append(out, cur)
}

func TestFindAddressesTwoColumns(t *testing.T) {
	// A letterhead on the right and an address window on the left, on the
	// same baselines: the reader gives one line per baseline.
	p := page(
		row{60, 100, "Jane Roe                                                       Northern Power Ltd"},
		row{60, 112, "7 Elm Road                                                     PO Box 99"},
		row{60, 124, "Leeds LS1 4AP                                                  Manchester M60 1AA"},
	)
	got := FindAddresses(p)
	var names, addrs []string
	for _, f := range got {
		names = append(names, f.Name)
		addrs = append(addrs, f.String())
	}
	want := []string{"Jane Roe", "Northern Power Ltd"}
	if diff := cmp.Diff(want, names); diff != "" {
		t.Errorf("FindAddresses names mismatch (-want +got):\n%s", diff)
	}
	wantA := []string{"7 Elm Road, Leeds LS1 4AP", "PO Box 99, Manchester M60 1AA"}
	if diff := cmp.Diff(wantA, addrs); diff != "" {
		t.Errorf("FindAddresses addresses mismatch (-want +got):\n%s", diff)
	}
}
