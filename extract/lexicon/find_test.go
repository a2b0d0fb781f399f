package lexicon

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestFindLabels(t *testing.T) {
	tests := []struct {
		text string
		cs   []Concept
		want []string // "concept:text"
	}{
		{"Steuer-Nr.: 143/123/45678 and USt-IdNr DE123456789", []Concept{ConceptTaxNumber, ConceptVATNumber},
			[]string{"tax_number:Steuer-Nr", "vat_number:USt-IdNr"}},
		{"P.IVA 01234567890 - Codice fiscale RSSMRA80A01H501U", []Concept{ConceptTaxNumber, ConceptVATNumber},
			[]string{"vat_number:P.IVA", "tax_number:Codice fiscale"}},
		{"NUMÉRO FISCAL DE RÉFÉRENCE 1234567890123", []Concept{ConceptTaxNumber}, []string{"tax_number:NUMÉRO FISCAL DE RÉFÉRENCE"}},
		{"Company No. 01234567", []Concept{ConceptRegistrationNumber}, []string{"registration_number:Company No"}},
		{"SR 20252165927 - FileNumber 10190356", []Concept{ConceptRegistrationNumber}, []string{"registration_number:FileNumber"}},
		// Generic labels and labels of other concepts are not found.
		{"Number 12345, Date 1 May 2026", []Concept{ConceptRegistrationNumber}, nil},
		{"Company No. 01234567", []Concept{ConceptTaxNumber}, nil},
		// Whole words only.
		{"DISCOUNTED", []Concept{ConceptRegistrationNumber}, nil},
		{"", []Concept{ConceptTaxNumber}, nil},
	}
	for _, tt := range tests {
		var got []string
		for _, m := range FindLabels(tt.text, tt.cs...) {
			if tt.text[m.Start:m.End] != m.Text {
				t.Errorf("FindLabels(%q): %q is not at [%d:%d]", tt.text, m.Text, m.Start, m.End)
			}
			got = append(got, string(m.Concept)+":"+m.Text)
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("FindLabels(%q) mismatch (-want +got):\n%s", tt.text, diff)
		}
	}
}

func FuzzFindLabels(f *testing.F) {
	for _, s := range []string{"Steuer-Nr.: 143/123/45678", "Company No. 01234567", "N° TVA FR12345678901", "ÆØÅ ß"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		last := 0
		for _, m := range FindLabels(s, ConceptTaxNumber, ConceptVATNumber, ConceptRegistrationNumber) {
			if m.Start < last || m.End <= m.Start || m.End > len(s) || s[m.Start:m.End] != m.Text {
				t.Fatalf("FindLabels(%q): bad match %+v", s, m)
			}
			last = m.End
		}
	})
}

func TestPartyRole(t *testing.T) {
	tests := []struct {
		line string
		want Concept
		ok   bool
	}{
		{"SPRZEDAWCA", ConceptVendor, true},
		{"Nabywca:", ConceptBillTo, true},
		{"Bill to", ConceptBillTo, true},
		{"Rechnungsempfänger", ConceptBillTo, true},
		{"Bill to: Anna Smith", "", false},
		{"Gazownia Pomorska", "", false},
	}
	for _, tt := range tests {
		got, ok := PartyRole(tt.line)
		if got != tt.want || ok != tt.ok {
			t.Errorf("PartyRole(%q) = %q, %v; want %q, %v", tt.line, got, ok, tt.want, tt.ok)
		}
	}
}

func TestIsLabelLine(t *testing.T) {
	for line, want := range map[string]bool{
		"CUSTOMER NAME AND MAILING ADDRESS": true,
		"Indirizzo di fornitura":            true,
		"Account number / Sort code":        true,
		"MICHAEL NGUYEN":                    false,
		"Account number 12345678":           false, // a value after the label
		"City of Lake Haven":                false,
		"":                                  false,
	} {
		if got := IsLabelLine(line); got != want {
			t.Errorf("IsLabelLine(%q) = %v, want %v", line, got, want)
		}
	}
}

func TestLabelRuns(t *testing.T) {
	tests := []struct {
		in            string
		starts        []int
		labels, stray int
	}{
		// An officers table's headings run into one cell, "ID" read "Ip".
		{"ip nationality position held", []int{0, 1, 2}, 2, 1},
		{"nationality position held", []int{0, 1}, 2, 0},
		{"the board met on monday", []int{0}, 0, 5},
	}
	for _, tt := range tests {
		starts, labels, stray := LabelRuns(strings.Fields(tt.in))
		if diff := cmp.Diff(tt.starts, starts); diff != "" || labels != tt.labels || stray != tt.stray {
			t.Errorf("LabelRuns(%q) = %v, %d, %d; want %v, %d, %d", tt.in, starts, labels, stray, tt.starts, tt.labels, tt.stray)
		}
	}
}
