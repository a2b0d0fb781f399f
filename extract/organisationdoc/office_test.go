package organisationdoc

import (
	"testing"

	"github.com/docextract/docextract/extract/keyvalue"
)

// TestOfficeWithPostcodeCity: a form's street and its postcode and town
// under labels of their own make one address; a postcode of its own keeps
// the address as it is.
func TestOfficeWithPostcodeCity(t *testing.T) {
	tests := []struct{ text, want string }{
		{"CVR number | 65557118\nAddress | Vesterbro 138\nPostal code and city | 9000 Aalborg\nStatus | Normal", "Vesterbro 138, 9000 Aalborg"},
		{"Adresse | Kongensgade 126\nPostnr. og by | 5000 Odense C", "Kongensgade 126, 5000 Odense C"},
		{"Registered office | 1 High Street, Leeds LS1 4AP\nPostcode | LS2 7HY", "1 High Street, Leeds LS1 4AP"},
	}
	for _, tt := range tests {
		lab := findLabelled(keyvalue.Rows(pageOf(tt.text)))
		if got := lab[keyOffice].field.Value; got != tt.want {
			t.Errorf("office of %q = %q, want %q", tt.text, got, tt.want)
		}
	}
}

// TestPartsAddress: an address a form prints in parts under labels of
// their own, in a grid (the CNPJ card) or one under another (the APR's
// extract), written street first; a street labelled as an address with
// its number wins.
func TestPartsAddress(t *testing.T) {
	tests := []struct{ text, want string }{
		{"LOGRADOURO | NÚMERO | COMPLEMENTO\nR DOS ANDRADAS | 2978 | se\nCEP | BAIRRO/DISTRITO | MUNICÍPIO | UF\n90.425-328 | CIDADE BAIXA | PORTO ALEGRE | RS",
			"R DOS ANDRADAS, 2978, CIDADE BAIXA, PORTO ALEGRE, RS, 90.425-328"},
		{"Adresa sedišta\nMesto | Niš\nUlica i broj | Obrenovićeva 22", "Obrenovićeva 22, Niš"},
		{"Registered office | 1 High Street, Leeds LS1 4AP\nStreet | Mill Lane\nTown | York", "1 High Street, Leeds LS1 4AP"},
		// A street with its number under an address label keeps its own
		// postcode and town (the CVR's print).
		{"Address | Kongensgade 126\nPostal code and city | 5000 Odense C\nNo | Normal", "Kongensgade 126, 5000 Odense C"},
	}
	for _, tt := range tests {
		v, _ := office(labelReader.Read(keyvalue.Rows(pageOf(tt.text))))
		if v.Value != tt.want {
			t.Errorf("office(%q) = %q, want %q", tt.text, v.Value, tt.want)
		}
	}
}
