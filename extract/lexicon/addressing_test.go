package lexicon

import (
	"strings"
	"testing"
)

func TestAddressingWords(t *testing.T) {
	tests := []struct {
		name string
		got  bool
		want bool
	}{
		{"street type", IsStreetWord("road"), true},
		{"Catalan street type", IsStreetWord("carrer"), true},
		{"premises word", IsStreetWord("piso"), true},
		{"no street word", IsStreetWord("london"), false},
		{"et al.", IsStreetWord("al."), false},
		{"brigade", HasStreetSuffix("brigade"), false},
		{"street compound", HasStreetSuffix("hauptstraße"), true},
		{"suffix alone", HasStreetSuffix("weg"), false},
		{"Swedish esplanade", HasStreetSuffix("luthagsesplanaden"), true},
		{"Finnish road", HasStreetSuffix("mannerheimintie"), true},
		{"Danish square", HasStreetSuffix("rådhuspladsen"), true},
		{"a name ending in tie", HasStreetSuffix("katie"), false},
		{"ß read as R", HasStreetSuffix("praterstrare"), true},
		{"PO box", IsPOBox("PO Box 123"), true},
		{"Postfach", IsPOBox("Postfach 10 20 30"), true},
		{"BP needs a number", IsPOBox("BP Oil"), false},
		{"honorific with stop", IsHonorific("Mme."), true},
		{"honorific in capitals", IsHonorific("HERRN"), true},
		{"name", IsHonorific("Anna"), false},
		{"academic title", IsAcademicTitle("Dipl.-Ing."), true},
		{"caption", IsCaptionStart("dear"), true},
		{"name start", IsCaptionStart("anna"), false},
		{"telephone caption", IsNotAddressCaption("Tel. 0800 123 456"), true},
		{"PO box with a caption", IsNotAddressCaption("PO Box 12, Customer service"), false},
		{"address", IsNotAddressCaption("12 High Street, London SW1A 1AA"), false},
		{"footer registration", IsFooterDetail("Registered in England No 123456"), true},
		{"footer telephone", IsFooterDetail("Tel 020 7946 0000"), true},
		{"address part", IsFooterDetail("London EC1A 1BB"), false},
	}
	for _, tt := range tests {
		if tt.got != tt.want {
			t.Errorf("%s: got %v, want %v", tt.name, tt.got, tt.want)
		}
	}
}

func TestFooterDetailStart(t *testing.T) {
	tests := []struct {
		in   string
		want int
	}{
		{"1 Main Street, Leeds LS1 1AA Registered in England", len("1 Main Street, Leeds LS1 1AA")},
		{"Via Roma 1, 00100 Roma - Partita IVA 01234567890", len("Via Roma 1, 00100 Roma")},
		{"12 Rue de Paris, 75001 Paris Tel: 01 23 45 67 89", len("12 Rue de Paris, 75001 Paris")},
		// A telephone word counts only before its number.
		{"3 Rothschild Blvd, Tel Aviv 6688101", -1},
		{"Hauptstraße 5, 10115 Berlin HRB 12345, Amtsgericht Charlottenburg", len("Hauptstraße 5, 10115 Berlin")},
	}
	for _, tt := range tests {
		if got := FooterDetailStart(tt.in); got != tt.want {
			t.Errorf("FooterDetailStart(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

func TestStreetWordsOfMoreLanguages(t *testing.T) {
	for _, w := range []string{"ul.", "rua", "nám."} {
		if !IsStreetWord(w) {
			t.Errorf("IsStreetWord(%q) = false", w)
		}
	}
	for _, w := range []string{"storgatan", "strandvejen", "drammensveien"} {
		if !HasStreetSuffix(w) {
			t.Errorf("HasStreetSuffix(%q) = false", w)
		}
	}
}

func TestFiveDigitCountry(t *testing.T) {
	tests := []struct {
		address string
		want    string
	}{
		{"lindenweg 12 10115 berlin", "DE"},
		{"hauptstraße 5 80331 münchen", "DE"},
		{"12 rue de rivoli 75001 paris", "FR"},
		{"calle mayor 5 28013 madrid", "ES"},
		{"via roma 1 00184 roma", "IT"},
		{"12 main street 90210", ""},
		{"keizersgracht 12 12345", ""},
	}
	for _, tt := range tests {
		if got := FiveDigitCountry(strings.Fields(tt.address)); got != tt.want {
			t.Errorf("FiveDigitCountry(%q) = %q, want %q", tt.address, got, tt.want)
		}
	}
}
