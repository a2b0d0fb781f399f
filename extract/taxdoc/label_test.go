package taxdoc

import (
	"context"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/reading"
)

// refBlock is a letter's reference block: labels in small type, each value
// in bold under its label, beside an address window.
func refBlock(label, value string) []item {
	return []item{
		{X: 60, Y: 160, Size: 10, Text: "Kestrel & Hart GmbH"},
		{X: 60, Y: 173, Size: 10, Text: "Hauptstraße 117"},
		{X: 60, Y: 186, Size: 10, Text: "50648 Köln"},
		{X: 360, Y: 150, Size: 7, Text: "Datum"},
		{X: 360, Y: 161, Size: 9, Text: "20.12.2024"},
		{X: 360, Y: 178, Size: 7, Text: label},
		{X: 360, Y: 189, Size: 9, Text: value},
	}
}

func TestReferenceLabelled(t *testing.T) {
	tests := []struct{ label, value, want string }{
		{"Our reference", "SA/316609/VC", "SA/316609/VC"},
		{"Geschäftszeichen", "St I 3 - 66094/23", "St I 3 - 66094/23"},
		{"Référence", "7760/SIE/599288", "7760/SIE/599288"},
		{"Kenmerk", "FUX-0015211", "FUX-0015211"},
		{"Protocollo n.", "9137/750306", "9137/750306"},
		{"Código electrónico", "1VJDY5M68J7JGU2H", "1VJDY5M68J7JGU2H"},
		{"Aktenzeichen:", "123/456/78901", "123/456/78901"},
	}
	r := reading.NewReader(reading.Options{})
	for _, tt := range tests {
		doc, err := r.Read(context.Background(), makePDF(t, refBlock(tt.label, tt.value)))
		if err != nil {
			t.Fatalf("%s: Read: %v", tt.label, err)
		}
		if diff := cmp.Diff(tt.want, readLabelled(doc.Pages).reference().Value); diff != "" {
			t.Errorf("reference(%s above %s) mismatch (-want +got):\n%s", tt.label, tt.value, diff)
		}
	}
}

func TestReferenceLabelledNone(t *testing.T) {
	tests := []struct{ label, value string }{
		{"Our reference", "20 December 2024"},
		{"Our reference", "Please quote it"},
		{"Reference letter", "SA/316609/VC"},
	}
	r := reading.NewReader(reading.Options{})
	for _, tt := range tests {
		doc, err := r.Read(context.Background(), makePDF(t, refBlock(tt.label, tt.value)))
		if err != nil {
			t.Fatalf("%s: Read: %v", tt.label, err)
		}
		if got := readLabelled(doc.Pages).reference(); got.Found() {
			t.Errorf("reference(%s above %s) = %q, want none", tt.label, tt.value, got.Value)
		}
	}
}

func TestLabelledNumber(t *testing.T) {
	tests := []struct{ label, value, want string }{
		{"Corporation Tax UTR", "24203 05715", "24203 05715"},
		{"Unique Taxpayer Reference", "8601579977", "8601579977"},
		{"USt-IdNr.", "DE136695976", "DE136695976"},
		{"Employer Identification Number:", "43-1240763", "43-1240763"},
		// The Finnish personal identity code is an individual's TIN.
		{"Henkilötunnus", "210597-842S", "210597-842S"},
		// A dash OCR read from a box's edge before a Swedish personnummer.
		{"Personnummer", "-730221-8156", "730221-8156"},
	}
	r := reading.NewReader(reading.Options{})
	for _, tt := range tests {
		doc, err := r.Read(context.Background(), makePDF(t, refBlock(tt.label, tt.value)))
		if err != nil {
			t.Fatalf("%s: Read: %v", tt.label, err)
		}
		if diff := cmp.Diff(tt.want, readLabelled(doc.Pages).number("", doc.Text(1)).Value); diff != "" {
			t.Errorf("number(%s above %s) mismatch (-want +got):\n%s", tt.label, tt.value, diff)
		}
	}
}

// TestForm1099Account: the account number box of a 1099-MISC ends where
// the FATCA box begins, whose label runs onto a second line.
func TestForm1099Account(t *testing.T) {
	items := []item{
		{X: 401, Y: 97, Size: 8, Text: "Form 1099-MISC"},
		{X: 54, Y: 290, Size: 7, Text: "Account number (see instructions)"},
		{X: 212, Y: 290, Size: 7, Text: "FATCA filing"},
		{X: 212, Y: 299, Size: 7, Text: "requirement"},
		{X: 100, Y: 315, Size: 9, Text: "17-70009827-11"},
	}
	doc, err := reading.NewReader(reading.Options{}).Read(context.Background(), makePDF(t, items))
	if err != nil {
		t.Fatalf("Read: %v", err)
	}
	var f Fields
	read1099(doc.Pages, &f)
	if diff := cmp.Diff("17-70009827-11", f.ReferenceNumber.Value); diff != "" {
		t.Errorf("1099 account number mismatch (-want +got):\n%s", diff)
	}
}

func TestCleanReference(t *testing.T) {
	for in, want := range map[string]string{
		"SAI467656/LM":      "SA/467656/LM",
		"SA/I532610/TP":     "SA/532610/TP",
		"SA/796896/ZM.":     "SA/796896/ZM",
		"SA/440112/MJ":      "SA/440112/MJ",
		"DEl2345/2024":      "DE/2345/2024",
		"St I 3 - 66094/23": "St I 3 - 66094/23",
		// No slash to go by: an I may be a letter.
		"AI4567":             "AI4567",
		"7967ISIEI899562":    "7967ISIEI899562",
		" 1GT8L9WCEEF0V39R ": "1GT8L9WCEEF0V39R",
	} {
		if got := cleanReference(in); got != want {
			t.Errorf("cleanReference(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPlaceAndDate(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want string // "" when no date
	}{
		{"Köln, 24.07.2023", "2023-07-24"},
		{"K6ln, 24.07.2023", "2023-07-24"}, // OCR's 6 for ö
		{"Paris, le 3 mai 2024", "2024-05-03"},
		{"24.07.2023", ""},                      // no place: dates.Parse reads it
		{"12 Main Street, 24.07.2023", ""},      // an address, not a place
		{"Köln, 24.07.2023 und 25.07.2023", ""}, // two dates
	} {
		d, ok := placeAndDate(tt.in, dates.Options{})
		got := ""
		if ok {
			got = d.String()
		}
		if got != tt.want {
			t.Errorf("placeAndDate(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestSplitName: a surname and given names under labels of their own, one
// row over the other, make the taxpayer's name; the table's first column
// is the first declarant's, and a column heading is no name.
func TestSplitName(t *testing.T) {
	items := []item{
		{X: 60, Y: 150, Size: 9, Text: "Déclarant 1"},
		{X: 300, Y: 150, Size: 9, Text: "Déclarant 2"},
		{X: 60, Y: 166, Size: 9, Text: "Nom"},
		{X: 200, Y: 166, Size: 9, Text: "LECLERE"},
		{X: 300, Y: 166, Size: 9, Text: "LEFEVRE"},
		{X: 60, Y: 182, Size: 9, Text: "Prénom(s)"},
		{X: 200, Y: 182, Size: 9, Text: "NOEL"},
		{X: 300, Y: 182, Size: 9, Text: "CLAIRE"},
	}
	doc, err := reading.NewReader(reading.Options{}).Read(context.Background(), makePDF(t, items))
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff("NOEL LECLERE", readLabelled(doc.Pages).splitName().Value); diff != "" {
		t.Errorf("splitName mismatch (-want +got):\n%s", diff)
	}
	for _, tt := range []struct {
		label, value string
		want         bool
	}{
		{"Déclarant 1", "Déclarant 2", true},
		{"Déclarant", "Jean Dupont", false},
		{"Taxpayer", "Taxpayer 2", true},
	} {
		if got := otherColumn(tt.label, tt.value); got != tt.want {
			t.Errorf("otherColumn(%q, %q) = %v, want %v", tt.label, tt.value, got, tt.want)
		}
	}
}

func TestIsReference(t *testing.T) {
	for v, want := range map[string]bool{
		"S 0270 - 0286/25 - St 17":                     true, // a Finanzamt's Geschäftszeichen
		"2025-64-41930513":                             true,
		"BY3K-1S50-9N8D":                               true,
		"12.04.2025":                                   false,
		"Bitte bei Antworten angeben":                  false,
		"the office will write to you in 3 weeks time": false,
	} {
		if got := isReference(v); got != want {
			t.Errorf("isReference(%q) = %v, want %v", v, got, want)
		}
	}
}
