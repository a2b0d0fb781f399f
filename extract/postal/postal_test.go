package postal

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
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
		{"Toronto ON MSH 7Z9", "M5H 7Z9", "CA"}, // S read for 5
		{"TORONTO ON MAC 8E7", "M4C 8E7", "CA"}, // A read for 4
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
			Address{Name: "James Wilson", Lines: []string{"Rose Cottage", "12 High Street", "Norwich NR1 3QU", "United Kingdom"}, Country: "GB", NameIndex: 0, First: 1, Last: 4, Titled: true}},
		{"FR", []string{"Mme Claire Martin", "12 rue de la Paix", "75002 Paris"},
			Address{Name: "Claire Martin", Lines: []string{"12 rue de la Paix", "75002 Paris"}, Country: "FR", NameIndex: 0, First: 1, Last: 2, Titled: true}},
		{"DE", []string{"Herrn Max Mustermann", "Hauptstraße 5", "10115 Berlin"},
			Address{Name: "Max Mustermann", Lines: []string{"Hauptstraße 5", "10115 Berlin"}, Country: "DE", NameIndex: 0, First: 1, Last: 2, Titled: true}},
		{"ES", []string{"Sra. Lucía García", "Calle Mayor 3", "28013 Madrid"},
			Address{Name: "Lucía García", Lines: []string{"Calle Mayor 3", "28013 Madrid"}, Country: "ES", NameIndex: 0, First: 1, Last: 2, Titled: true}},
		{"IT", []string{"Sig. Marco Rossi", "Via Roma 10", "00184 Roma RM"},
			Address{Name: "Marco Rossi", Lines: []string{"Via Roma 10", "00184 Roma RM"}, Country: "IT", NameIndex: 0, First: 1, Last: 2, Titled: true}},
		{"NL", []string{"Dhr. J. de Vries", "Keizersgracht 123", "1015 CJ Amsterdam"},
			Address{Name: "J. de Vries", Lines: []string{"Keizersgracht 123", "1015 CJ Amsterdam"}, Country: "NL", NameIndex: 0, First: 1, Last: 2, Titled: true}},
		{"CA postcode read with a letter for a digit", []string{"Turnpike Designs", "156 University Ave, Toronto", "ON, Canada , MSH 2H7"},
			Address{Name: "Turnpike Designs", Lines: []string{"156 University Ave, Toronto", "ON, Canada , M5H 2H7"}, Country: "CA", Postcode: Postcode{Value: "M5H 2H7", Country: "CA", Start: 13, End: 20}, NameIndex: 0, First: 1, Last: 2}},
		// A card issuer's remittance block with the account line above it.
		{"US, an account line over the block", []string{"Bluewater Bank Credit Card Statement closing date", "Account ending in 2502", "Bluewater Bank Credit Card", "1346 Maple Avenue", "Austin. TX 78701"},
			Address{Name: "Bluewater Bank Credit Card", Lines: []string{"1346 Maple Avenue", "Austin. TX 78701"}, Country: "US", NameIndex: 2, First: 3, Last: 4}},
		{"DE, a customer number between the sender and the name", []string{"Stadtwerke Musterstadt GmbH", "Kundennummer 4711 0815", "Anna Schmidt", "Lindenallee 17", "10115 Berlin"},
			Address{Name: "Anna Schmidt", Lines: []string{"Lindenallee 17", "10115 Berlin"}, Country: "DE", NameIndex: 2, First: 3, Last: 4}},
		{"DE, the salutation on a line of its own", []string{"Frau", "Karl-Heinz Friedrich Wilhelm Hoffmann", "Lindenallee 173", "10000 Berlin"},
			Address{Name: "Karl-Heinz Friedrich Wilhelm Hoffmann", Lines: []string{"Lindenallee 173", "10000 Berlin"}, Country: "DE", NameIndex: 1, First: 2, Last: 3, Titled: true}},
		{"CH, the salutation over a name OCR misread (ß as 8)", []string{"Energie Thurau, 5000 Aarau", "Herr", "Soren Strau8", "Rosenweg 8a", "6003 Luzern"},
			Address{Name: "Soren Strau8", Lines: []string{"Rosenweg 8a", "6003 Luzern"}, Postcode: Postcode{Value: "6003"}, NameIndex: 2, First: 3, Last: 4, Titled: true}},
		{"IT, a field's label over the supply address: no name", []string{"Indirizzo di fornitura", "Via Garibaldi 111", "00177 Roma RM"},
			Address{Lines: []string{"Via Garibaldi 111", "00177 Roma RM"}, Country: "IT", Postcode: Postcode{Value: "00177", Country: "IT"}, NameIndex: -1, First: 1, Last: 2}},
		{"CA, street and locality on one line, a four-digit house number", []string{"Credit River Hydro", "1719 MAIN ST N, OAKVILLE ON L6J 7E5"},
			Address{Name: "Credit River Hydro", Lines: []string{"1719 MAIN ST N, OAKVILLE ON L6J 7E5"}, Country: "CA", Postcode: Postcode{Value: "L6J 7E5", Country: "CA"}, NameIndex: 0, First: 1, Last: 1}},
		{"DE, a legal form in brackets", []string{"Brückner & Kühn UG (haftungsbeschränkt)", "Hauptstraße 24", "80891 München"},
			Address{Name: "Brückner & Kühn UG (haftungsbeschränkt)", Lines: []string{"Hauptstraße 24", "80891 München"}, Country: "DE", NameIndex: 0, First: 1, Last: 2}},
		{"US, a care-of line under an organisation named after a street", []string{"BRAMBLE STREET BAKERY LLC", "% KEVIN O'BRIEN MBR", "338 ELM STREET", "SPRINGFIELD, IL 62704"},
			Address{Name: "BRAMBLE STREET BAKERY LLC", Lines: []string{"338 ELM STREET", "SPRINGFIELD, IL 62704"}, Country: "US", NameIndex: 0, First: 2, Last: 3}},
		{"FR bank letterhead: a logo's mark before the name, a branch code line", []string{"; Banque lafinancepourtous", "Agence Bourges Monnaie : 099999", "1 rue de la Banque", "75002 Paris"},
			Address{Name: "", Lines: []string{"1 rue de la Banque", "75002 Paris"}, Country: "FR", NameIndex: -1, First: 2, Last: 3}},
		{"IE", []string{"Aoife Byrne", "14 Fitzwilliam Square", "Dublin 2", "D02 X285"},
			Address{Name: "Aoife Byrne", Lines: []string{"14 Fitzwilliam Square", "Dublin 2", "D02 X285"}, Country: "IE", NameIndex: 0, First: 1, Last: 3}},
		{"AU", []string{"Olivia Brown", "5 George St", "Sydney NSW 2000"},
			Address{Name: "Olivia Brown", Lines: []string{"5 George St", "Sydney NSW 2000"}, Country: "AU", NameIndex: 0, First: 1, Last: 2}},
		{"US care-of line", []string{"TESSELLATE DESIGN CORP.", "% JENNIFER LYNN JOHNSON PRES", "1038 W 5TH ST", "ALBANY, NY 12207"},
			Address{Name: "TESSELLATE DESIGN CORP.", Lines: []string{"1038 W 5TH ST", "ALBANY, NY 12207"}, Country: "US", NameIndex: 0, First: 2, Last: 3}},
		{"GB care-of line", []string{"Mr Harry Williams", "c/o Oak Lettings Ltd", "57 Mill Lane", "MANCHESTER", "M7 6UK"},
			Address{Name: "Harry Williams", Lines: []string{"57 Mill Lane", "MANCHESTER", "M7 6UK"}, Country: "GB", NameIndex: 0, First: 2, Last: 4, Titled: true}},
		{"GB town and postcode on their own lines", []string{"Mr Harry Williams", "57 Mill Lane", "MANCHESTER", "M7 6UK"},
			Address{Name: "Harry Williams", Lines: []string{"57 Mill Lane", "MANCHESTER", "M7 6UK"}, Country: "GB", NameIndex: 0, First: 1, Last: 3, Titled: true}},
		{"GB flat line", []string{"Oliver Williams", "Flat 14", "55 Mill Lane", "MANCHESTER", "M9 7LK"},
			Address{Name: "Oliver Williams", Lines: []string{"Flat 14", "55 Mill Lane", "MANCHESTER", "M9 7LK"}, Country: "GB", NameIndex: 0, First: 1, Last: 4}},
		{"IE town and county lines", []string{"Niamh Mac Cárthaigh", "20 Church Road", "Galway", "Co. Galway", "H51 KN93"},
			Address{Name: "Niamh Mac Cárthaigh", Lines: []string{"20 Church Road", "Galway", "Co. Galway", "H51 KN93"}, Country: "IE", NameIndex: 0, First: 1, Last: 4}},
		{"street word in a company name", []string{"ORCHARD LANE FOODS INC.", "1353 LINCOLN BLVD APT 20", "SPRINGFIELD, IL 62704"},
			Address{Name: "ORCHARD LANE FOODS INC.", Lines: []string{"1353 LINCOLN BLVD APT 20", "SPRINGFIELD, IL 62704"}, Country: "US", NameIndex: 0, First: 1, Last: 2}},
		{"house name kept with the address", []string{"Mr James Wilson", "Rose Cottage", "Mill Lane", "Norwich NR1 3QU"},
			Address{Name: "James Wilson", Lines: []string{"Rose Cottage", "Mill Lane", "Norwich NR1 3QU"}, Country: "GB", NameIndex: 0, First: 1, Last: 3, Titled: true}},
		{"town line is not a name", []string{"Galway", "Co. Galway", "H51 KN93"},
			Address{Lines: []string{"Galway", "Co. Galway", "H51 KN93"}, Country: "IE", NameIndex: -1, First: 0, Last: 2}},
		{"FR house number 1 read as a bracket", []string{"M. Jean Dupont", "] rue des Cigales", "13100 Aix-en-Provence"},
			Address{Name: "Jean Dupont", Lines: []string{"1 rue des Cigales", "13100 Aix-en-Provence"}, Country: "FR", NameIndex: 0, First: 1, Last: 2, Titled: true}},
		{"US house number 1 read as a letter", []string{"John W. Doe", "l Main Street", "Boston, MA 02201"},
			Address{Name: "John W. Doe", Lines: []string{"1 Main Street", "Boston, MA 02201"}, Country: "US", NameIndex: 0, First: 1, Last: 2}},
		{"CA postcode on its own line", []string{"Olivia Tremblay", "250 King Street W", "Ottawa ON", "K1P 5N2"},
			Address{Name: "Olivia Tremblay", Lines: []string{"250 King Street W", "Ottawa ON", "K1P 5N2"}, Country: "CA", NameIndex: 0, First: 1, Last: 3}},
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
		{"Reference", "LS8 5VP"},
		{"LS8 5VP"},
	} {
		if a, ok := ParseAddress(lines); ok {
			t.Errorf("ParseAddress(%q) = %+v, want none", lines, a)
		}
	}
}

func TestFixLegalForm(t *testing.T) {
	for in, want := range map[string]string{
		"Aqualine Water pic":                 "Aqualine Water plc",
		"KENT PIC":                           "KENT PIC", // an acronym in capitals
		"Pic":                                "Pic",
		"Picton Water Ltd":                   "Picton Water Ltd",
		"Aqualine Water plc":                 "Aqualine Water plc",
		"Harbourside Bank ple":               "Harbourside Bank plc",
		"Harbourside Bank":                   "Harbourside Bank",
		"Acme Tools lid":                     "Acme Tools lid", // lid is no lookalike of ltd
		"PODRAVKA TRANS j.d.0.0. za turizam": "PODRAVKA TRANS j.d.o.o. za turizam",
		"Alpska Svetila d.0.0.":              "Alpska Svetila d.o.o.",
		"Route 0.5 Ltd":                      "Route 0.5 Ltd", // a number, no form
		"Banque de I'Estuaire":               "Banque de l'Estuaire",
		"Caisse d'Epargne de I’Ouest":        "Caisse d'Epargne de l’Ouest",
		"I'Estuaire Bank":                    "I'Estuaire Bank", // no article before it
		"Fenwire Broadband Limited.":         "Fenwire Broadband Limited",
		"Kestrel Fibre Ltd.":                 "Kestrel Fibre Ltd.", // the abbreviation's period, maybe
		"Cascade Trading Company.":           "Cascade Trading Company",
		"Harbour Street Partners.":           "Harbour Street Partners.", // no legal form
	} {
		if got := FixLegalForm(in); got != want {
			t.Errorf("FixLegalForm(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestJoin(t *testing.T) {
	tests := []struct {
		lines []string
		want  string
	}{
		{[]string{" 100 Main St., ", "", "Boston,  MA 02201"}, "100 Main St., Boston, MA 02201"},
		// The degree sign OCR reads for the ordinal indicator.
		{[]string{"Calle Mayor, 116, 4° D", "15082 A Coruña"}, "Calle Mayor, 116, 4º D, 15082 A Coruña"},
		{[]string{"Avenida de la Constitución, 54, 2º C"}, "Avenida de la Constitución, 54, 2º C"},
		{[]string{"Rue du 8° Régiment"}, "Rue du 8º Régiment"},
		{[]string{"° Main"}, "° Main"},
		{[]string{"Paseo de Gracia, 157, 6ºD", "41022 Sevilla"}, "Paseo de Gracia, 157, 6º D, 41022 Sevilla"},
		{[]string{"Calle Luna, 3, 2°B,"}, "Calle Luna, 3, 2º B"},
		// Portuguese floor and side (CTT), the ordinal read as ° or 2.
		{[]string{"Avenida 5 de Outubro, 132, 2.2 Dto.", "8008-066 Faro"}, "Avenida 5 de Outubro, 132, 2.º Dto., 8008-066 Faro"},
		{[]string{"RUA DE SÃO VICENTE, 88, 6.2 ESQ."}, "RUA DE SÃO VICENTE, 88, 6.º ESQ."},
		{[]string{"Rua da Sofia, 59, 8.° Esq."}, "Rua da Sofia, 59, 8.º Esq."},
		{[]string{"Flat 12.2 Direct Road"}, "Flat 12.2 Direct Road"},
		// A floor and a flat's letter (", 3.º B").
		{[]string{"Rua do Almada, 161, 3.2 A", "4032-672 Porto"}, "Rua do Almada, 161, 3.º A, 4032-672 Porto"},
		{[]string{"Avenida da Liberdade, 72, 5.°A"}, "Avenida da Liberdade, 72, 5.º A"},
		{[]string{"Version 3.2 A"}, "Version 3.2 A"},
		// An Eircode's routing key with O for 0.
		{[]string{"24 Main Street", "Dublin 2, DO2 L856"}, "24 Main Street, Dublin 2, D02 L856"},
		// A Dutch town OCR joined to its postcode's letters.
		{[]string{"Dorpsstraat 68", "1019 JAAmsterdam"}, "Dorpsstraat 68, 1019 JA Amsterdam"},
		{[]string{"Keizersgracht 123", "1015CJAmsterdam"}, "Keizersgracht 123, 1015 CJ Amsterdam"},
		{[]string{"1015 CJ Amsterdam"}, "1015 CJ Amsterdam"},
		{[]string{"Unit 2024 ABC Ltd"}, "Unit 2024 ABC Ltd"},
		{[]string{"Calle Sol 12, 1ºDcha"}, "Calle Sol 12, 1ºDcha"},
		// A town joined to its province or state code.
		{[]string{"123 Bay St", "CalgaryAB T2P 1X2"}, "123 Bay St, Calgary AB T2P 1X2"},
		{[]string{"779 W 5th St", "AustinTX 78701"}, "779 W 5th St, Austin TX 78701"},
		{[]string{"Rue McGillXY 12345"}, "Rue McGillXY 12345"},
	}
	for _, tt := range tests {
		if got := Join(tt.lines); got != tt.want {
			t.Errorf("Join(%q) = %q, want %q", tt.lines, got, tt.want)
		}
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

// tall makes the rows of p whose text is text taller, as a letterhead's
// name is printed in larger type.
func tall(p *layout.Page, text string, by float64) *layout.Page {
	for i, l := range p.Lines {
		if l.Text() == text {
			for j := range l.Words {
				l.Words[j].Box.Top -= by
			}
			p.Lines[i].Box.Top -= by
		}
	}
	return p
}

func TestFindAddressesLetterhead(t *testing.T) {
	// A letterhead (name in large type over its address), a return-address
	// line echoing it above the window, and the addressee in the window.
	p := tall(page(
		row{120, 48, "Crédit des Tilleuls"},
		row{120, 64, "132 rue de la Paix"},
		row{120, 76, "75002 PARIS"},
		row{320, 130, "Crédit des Tilleuls · 132 rue de la Paix · 75002 PARIS"},
		row{320, 150, "M. Gaëlle Dupont"},
		row{320, 162, "166 boulevard Voltaire"},
		row{320, 174, "75001 PARIS"},
	), "Crédit des Tilleuls", 10)
	type summary struct {
		Name, Address           string
		Heading, Titled, Echoed bool
	}
	var got []summary
	for _, f := range FindAddresses(p) {
		got = append(got, summary{f.Name, f.String(), f.Heading, f.Titled, f.Echoed()})
	}
	want := []summary{
		{"Crédit des Tilleuls", "132 rue de la Paix, 75002 PARIS", true, false, true},
		{"Gaëlle Dupont", "166 boulevard Voltaire, 75001 PARIS", false, true, false},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("FindAddresses mismatch (-want +got):\n%s", diff)
	}
	found := FindAddresses(p)
	if i := Addressee(found, nil); i < 0 || found[i].Name != "Gaëlle Dupont" {
		t.Errorf("Addressee = %d, want the window's address", i)
	}
}

func TestPostcodeLine(t *testing.T) {
	tests := []struct{ line, want string }{
		{"LS8 5VP", "LS8 5VP"},
		{"BS57 OXK", "BS57 0XK"},
		{"H51 KN93", "H51 KN93"},
		{"K1P 5N2", "K1P 5N2"},
	}
	for _, tt := range tests {
		p, ok := PostcodeLine(tt.line)
		if !ok {
			t.Errorf("PostcodeLine(%q) = false, want true", tt.line)
			continue
		}
		if diff := cmp.Diff(tt.want, p.Value); diff != "" {
			t.Errorf("PostcodeLine(%q) mismatch (-want +got):\n%s", tt.line, diff)
		}
	}
	for _, line := range []string{"", "Leeds LS8 5VP", "75008", "LS8 5VP Leeds", "02201"} {
		if p, ok := PostcodeLine(line); ok {
			t.Errorf("PostcodeLine(%q) = %+v, true; want false", line, p)
		}
	}
}

// TestFindPostcodesCALenient: look-alike letters stand for digits in a
// Canadian postcode only after a province.
func TestFindPostcodesCALenient(t *testing.T) {
	for _, tt := range []struct{ s, want string }{
		{"Toronto ON MSH 7Z9", "M5H 7Z9"},
		{"Vancouver BC V6B 0V8", "V6B 0V8"},
		{"Toronto MSH 7Z9", ""},
		{"ON, Canada , MSH 2H7", "M5H 2H7"}, // after the country's name
		{"Canada MSH 7Z9", "M5H 7Z9"},
		{"Account MSH 7Z9", ""},
		{"Payment due on his bus pass", ""},
		{"Posted on Big Gas Day", ""},
		{"Charges based on top ISO rates", ""},
	} {
		got := ""
		for _, p := range FindPostcodes(tt.s) {
			if p.Country == "CA" {
				got = p.Value
			}
		}
		if got != tt.want {
			t.Errorf("FindPostcodes(%q) CA = %q, want %q", tt.s, got, tt.want)
		}
	}
}

// TestFindPostcodesGBRepair: the letters recognition reads for the digit
// of a GB inward code are read back as digits once the outward code holds
// a digit of its own; words stay words.
func TestFindPostcodesGBRepair(t *testing.T) {
	tests := []struct {
		line string
		want []string
	}{
		{"BS70 SVW", []string{"BS70 5VW"}},
		{"BRISTOL BS1 ODJ", []string{"BS1 0DJ"}},
		{"LEEDS LS1 4AP", []string{"LS1 4AP"}},
		{"WE WANT TO SAY THANKS", nil},
		{"GO SEE", nil},
		{"LONDON SWIX 2XU", []string{"SW1X 2XU"}},
		{"EDINBURGH EHI 1YZ", []string{"EH1 1YZ"}},
		{"WI SAW", nil},
		{"HI SOB", nil},
		{"SW1] 6PM", []string{"SW1J 6PM"}},
		{"LONDON W1] 7NT", []string{"W1J 7NT"}},
		{"LONDON, SWI1E 1CG", []string{"SW1E 1CG"}},
		{"LONDON SWI1L 2UJ", []string{"SW1L 2UJ"}},
		{"LONDON SWI1L 2U)", []string{"SW1L 2UJ"}},
		{"LONDON SW1A 2U)", []string{"SW1A 2UJ"}},
		{"(LONDON SW1A 2AA)", []string{"SW1A 2AA"}},
		{"TAXI1 2 AB", nil},
		{"[SW1 6PM]", []string{"SW1 6PM"}},
	}
	for _, tt := range tests {
		var got []string
		for _, p := range FindPostcodes(tt.line) {
			if p.Country == "GB" {
				got = append(got, p.Value)
			}
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("FindPostcodes(%q) GB mismatch (-want +got):\n%s", tt.line, diff)
		}
	}
}

func TestIsReturnLine(t *testing.T) {
	for s, want := range map[string]bool{
		"Bundeszentralamt für Steuern · 66738 Saarlouis":           true,
		"Northern Lights Utilities - 51 Bay St Toronto ON M5H 7Z9": true,
		"Brückner & Kühn UG (haftungsbeschränkt)":                  false,
		"Hauptstraße 24 · 80891 München":                           false,
		"Telefon 0228 406-1222 · www.bzst.de":                      false,
	} {
		if got := IsReturnLine(s); got != want {
			t.Errorf("IsReturnLine(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestSegmentsHouseNumberMark(t *testing.T) {
	word := func(x float64, s string) layout.Word {
		return layout.Word{Text: s, Box: layout.Box{Left: x, Top: 100, Right: x + 10*float64(len(s)), Bottom: 120}, Confidence: 0.9}
	}
	line := func(ws ...layout.Word) layout.Line {
		l := layout.Line{Words: ws, Confidence: 0.9}
		for _, w := range ws {
			l.Box = l.Box.Union(w.Box)
		}
		return l
	}
	p := &layout.Page{Source: layout.SourceOCR, Lines: []layout.Line{
		line(word(80, "|"), word(95, "rue"), word(130, "de"), word(155, "la"), word(180, "Banque")),
		line(word(80, "|"), word(95, "Total"), word(150, "due")),
	}}
	var got []string
	for _, s := range Segments(p) {
		got = append(got, s.Text())
	}
	if diff := cmp.Diff([]string{"1 rue de la Banque", "Total due"}, got); diff != "" {
		t.Errorf("Segments mismatch (-want +got):\n%s", diff)
	}
}

func TestIsNameTitles(t *testing.T) {
	for in, want := range map[string]bool{
		"MADAME CÉLINE BÉRANGER": true,
		"Monsieur Dupont":        true,
		"Madame, Monsieur,":      false, // a salutation
		"Madame Monsieur":        false,
		"Dear Ms Smith":          false,
		"Mme Céline Leclère":     true,
	} {
		if got := IsName(in); got != want {
			t.Errorf("IsName(%q) = %v, want %v", in, got, want)
		}
	}
	if got := CleanName("MADAME CÉLINE BÉRANGER"); got != "CÉLINE BÉRANGER" {
		t.Errorf("CleanName = %q", got)
	}
}

func TestAddressLineRepairs(t *testing.T) {
	for in, want := range map[string]string{
		"Principal office: 164 High Street": "164 High Street",
		"Sede: Avenida José Malhoa, 16":     "Avenida José Malhoa, 16",
		"Sitz: Hauptstraße 5":               "Hauptstraße 5",
		"Siège social : 9 rue de Rivoli":    "9 rue de Rivoli",
		"- Avenida de la Constitución, 35":  "Avenida de la Constitución, 35",
		"CALLE MAYOR, 30, 82A":              "CALLE MAYOR, 30, 8º A",
		"Calle de Alcalá, 120, 42 B":        "Calle de Alcalá, 120, 4º B",
		"Paseo de Gràcia, 77, 3º D":         "Paseo de Gràcia, 77, 3º D",
		"Flat 2, 12 High Street":            "Flat 2, 12 High Street",
		"Note: see overleaf":                "Note: see overleaf",
		"Corso Vittorio Emanuele I] 158":    "Corso Vittorio Emanuele II 158",
		"Sede legale Piazza Cavour 8":       "Piazza Cavour 8",
		"Registered office 1 Main Street":   "1 Main Street",
		"Registered office is in England":   "Registered office is in England",
		"00181 Roma RM -":                   "00181 Roma RM",
	} {
		if got := romanTwo(floorMark(withoutLabel(in))); got != want {
			t.Errorf("repair(%q) = %q, want %q", in, got, want)
		}
	}
	if a, ok := ParseAddress([]string{"Calle Mayor", "77", "12 A", "41074 Sevilla"}); !ok || a.String() != "Calle Mayor, 77, 1º A, 41074 Sevilla" {
		t.Errorf("ParseAddress = %q, %v", a.String(), ok)
	}
}

func TestFindPostcodesEircodeRepair(t *testing.T) {
	for in, want := range map[string]string{
		"178 Church Road, Galway, H51 8VO1": "H51 8V01", // O is no Eircode letter
		"Ballincollig, Co. Cork, P31 E050":  "P31 E050",
		"D6W XY12":                          "D6W XY12",
	} {
		pcs := FindPostcodes(in)
		if len(pcs) == 0 || pcs[len(pcs)-1].Value != want {
			t.Errorf("FindPostcodes(%q) = %+v, want %s", in, pcs, want)
		}
	}
	a, ok := ParseAddress([]string{"178 Church Road", "Galway", "H51 8VO1"})
	if !ok || a.String() != "178 Church Road, Galway, H51 8V01" {
		t.Errorf("ParseAddress = %q, %v", a.String(), ok)
	}
}

// TestFindPostcodesNational: the formats of Poland, Portugal and the
// three-then-two-digit countries, and no British postcode without a digit.
func TestFindPostcodesNational(t *testing.T) {
	type pc struct{ Value, Country string }
	for _, tt := range []struct {
		s    string
		want []pc
	}{
		{"ul. Kwiatowa 65/38, 02-781 Warszawa", []pc{{"02-781", "PL"}}},
		{"Rua Augusta 27, 1100-048 Lisboa", []pc{{"1100-048", "PT"}}},
		{"110 00 Praha 1", []pc{{"110 00", ""}}},
		{"Václavské nám. 1, 110 00 Praha 1", []pc{{"110 00", ""}}},
		{"Invoice 123 45 items", nil},         // the spaced form opens a line or follows a comma
		{"Invoice 2024-001 dated 3 May", nil}, // a place's name starts with a capital
		{"Dane punktu poboru", nil},           // "POBORU" is no P0B 0RU
	} {
		var got []pc
		for _, p := range FindPostcodes(tt.s) {
			got = append(got, pc{p.Value, p.Country})
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("FindPostcodes(%q) mismatch (-want +got):\n%s", tt.s, diff)
		}
	}
}

// TestFindAddressesRoleLabels: a party-role label over a block names the
// block's role and is neither its name nor part of its address.
func TestFindAddressesRoleLabels(t *testing.T) {
	p := page(
		row{60, 100, "SPRZEDAWCA                                       NABYWCA"},
		row{60, 112, "Gazownia Pomorska sp. z o.o.                     Kowalska, Anna"},
		row{60, 124, "ul. Długa 12                                     ul. Kwiatowa 65/38"},
		row{60, 136, "80-831 Gdańsk                                    02-781 Warszawa"},
	)
	type party struct {
		Role          lexicon.Concept
		Name, Address string
	}
	var got []party
	for _, f := range FindAddresses(p) {
		got = append(got, party{f.Role, f.Name, f.String()})
	}
	want := []party{
		{lexicon.ConceptVendor, "Gazownia Pomorska sp. z o.o.", "ul. Długa 12, 80-831 Gdańsk"},
		{lexicon.ConceptBillTo, "Kowalska, Anna", "ul. Kwiatowa 65/38, 02-781 Warszawa"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("FindAddresses mismatch (-want +got):\n%s", diff)
	}

	// A Swiss QR-bill's payment part: other headings above the payer's
	// in one block.
	p = page(
		row{60, 100, "Zusätzliche Informationen"},
		row{60, 112, "Rechnung 07.09.2025"},
		row{60, 124, "Zahlbar durch"},
		row{60, 136, "Karl-Heinz Strauß"},
		row{60, 148, "Weinbergstrasse 55"},
		row{60, 160, "8004 Zürich"},
	)
	got = nil
	for _, f := range FindAddresses(p) {
		got = append(got, party{f.Role, f.Name, f.String()})
	}
	want = []party{{lexicon.ConceptBillTo, "Karl-Heinz Strauß", "Weinbergstrasse 55, 8004 Zürich"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("FindAddresses, QR-bill mismatch (-want +got):\n%s", diff)
	}
}

// TestParseAddressWrappedLegalForm: a legal form that wraps onto the line
// under the name belongs to the name, also as OCR misreads a long one, and
// so does a partnership's form under its partner's; a line that does not
// complete a form stays out of the name.
func TestParseAddressWrappedLegalForm(t *testing.T) {
	tests := []struct {
		lines []string
		want  []string // name, address
	}{
		{[]string{"Przędzalnia Wisła Spółka z ograniczoną", "odpowiedzialnością", "al. Jana Pawła II 28/1", "80-124 Gdańsk"},
			[]string{"Przędzalnia Wisła Spółka z ograniczoną odpowiedzialnością", "al. Jana Pawła II 28/1, 80-124 Gdańsk"}},
		// OCR of a scan: ł, ó, ą and ś misread.
		{[]string{"Przedzalnia Wista Spdtka z ograniczona", "odpowiedzialnosciq", "al. Jana Pawta II 28/1", "80-124 Gdansk"},
			[]string{"Przedzalnia Wista Spdtka z ograniczona odpowiedzialnosciq", "al. Jana Pawta II 28/1, 80-124 Gdansk"}},
		{[]string{"Biuro Rachunkowe Bilans sp. z o.o.", "sp.k.", "os. Kościuszki 112", "63-500 Ostrzeszów"},
			[]string{"Biuro Rachunkowe Bilans sp. z o.o. sp.k.", "os. Kościuszki 112, 63-500 Ostrzeszów"}},
		{[]string{"Muster Verwaltungs GmbH", "& Co. KG", "Hauptstraße 5", "10115 Berlin"},
			[]string{"Muster Verwaltungs GmbH & Co. KG", "Hauptstraße 5, 10115 Berlin"}},
		{[]string{"Przędzalnia Wisła Spółka z ograniczoną", "Anna Nowakowska", "al. Jana Pawła II 28/1", "80-124 Gdańsk"},
			[]string{"Przędzalnia Wisła Spółka z ograniczoną", "Anna Nowakowska, al. Jana Pawła II 28/1, 80-124 Gdańsk"}},
	}
	for _, tt := range tests {
		a, ok := ParseAddress(tt.lines)
		if !ok {
			t.Errorf("ParseAddress(%q) = false", tt.lines)
			continue
		}
		if diff := cmp.Diff(tt.want, []string{a.Name, a.String()}); diff != "" {
			t.Errorf("ParseAddress(%q) mismatch (-want +got):\n%s", tt.lines, diff)
		}
	}
}

// TestSegmentsLogoMarks: OCR's reading of a logo before a letterhead's
// name is dropped; a currency sign and a bracketed word are kept.
func TestSegmentsLogoMarks(t *testing.T) {
	for in, want := range map[string]string{
		"© Lakeshore Bank, N.A.":         "Lakeshore Bank, N.A.",
		") Cascade Federal Credit Union": "Cascade Federal Credit Union",
		"® ™ Harbour Energy":             "Harbour Energy",
		"$ 1,234.56":                     "$ 1,234.56",
		"(Jersey) Limited":               "(Jersey) Limited",
	} {
		p := page(row{60, 100, in})
		p.Source = layout.SourceOCR
		segs := Segments(p)
		if len(segs) != 1 || segs[0].Text() != want {
			var got []string
			for _, s := range segs {
				got = append(got, s.Text())
			}
			t.Errorf("Segments(%q) = %q, want [%q]", in, got, want)
		}
	}
}

// TestNameApostropheLookalike: an apostrophe OCR read as a left quote or
// an accent inside a name still makes a name, given back as an apostrophe.
func TestNameApostropheLookalike(t *testing.T) {
	for in, want := range map[string]string{
		"MADAME NOEL D‘ARTOIS": "NOEL D'ARTOIS",
		"Mr Sean O`Connor":     "Sean O'Connor",
		"Anne O’Neill":         "Anne O’Neill",
	} {
		if !IsName(in) {
			t.Errorf("IsName(%q) = false", in)
		}
		if got := CleanName(in); got != want {
			t.Errorf("CleanName(%q) = %q, want %q", in, got, want)
		}
	}
	if IsName("‘quoted’ text") {
		t.Errorf("IsName of a quotation = true")
	}
}

// TestHungarianAddress: Magyar Posta's two orders of a window's lines, the
// traditional (town, street, postcode alone) and the modern (street, then
// postcode and town), both written on one line postcode and town first;
// an Austrian address of four digits keeps its order.
func TestHungarianAddress(t *testing.T) {
	for _, tt := range []struct {
		lines         []string
		name, country string
		want          string
	}{
		{[]string{"FARKAS LÁSZLÓ", "PÉCS", "RÁKÓCZI ÚT 104. 7. EM. 12.", "7621"}, "FARKAS LÁSZLÓ", "HU", "7621 PÉCS, RÁKÓCZI ÚT 104. 7. EM. 12."},
		{[]string{"Tóth Éva", "Szent István út 105. 9. em. 1.", "9021 Győr"}, "Tóth Éva", "HU", "9021 Győr, Szent István út 105. 9. em. 1."},
		{[]string{"Anna Huber", "Hauptstraße 5", "6020 Innsbruck"}, "Anna Huber", "", "Hauptstraße 5, 6020 Innsbruck"},
		{[]string{"Pannon Áramszolgáltató Zrt.", "1132 Budapest, Váci út 72-74."}, "Pannon Áramszolgáltató Zrt.", "HU", "1132 Budapest, Váci út 72-74."},
	} {
		a, ok := ParseAddress(tt.lines)
		got := []string{a.Name, a.Country, a.String()}
		if diff := cmp.Diff([]string{tt.name, tt.country, tt.want}, got); !ok || diff != "" {
			t.Errorf("ParseAddress(%q) = %v, mismatch (-want +got):\n%s", tt.lines, ok, diff)
		}
	}
}

// TestPostcodeInIdentifier: the last group of a number joined by hyphens
// or slashes is no postcode; a town joined to its postcode keeps it.
func TestPostcodeInIdentifier(t *testing.T) {
	for s, want := range map[string]int{
		"Cégjegyzékszám: 01-10-012351": 0,
		"Steuernummer 21/815/08150":    0,
		"New Delhi-110001":             1,
		"02-781 Warszawa":              1,
	} {
		if got := FindPostcodes(s); len(got) != want {
			t.Errorf("FindPostcodes(%q) = %+v, want %d", s, got, want)
		}
	}
}
