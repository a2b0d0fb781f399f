package groundtruth

import (
	"fmt"
	"testing"
)

func TestNormalise(t *testing.T) {
	tests := []struct {
		kind, in, want string
	}{
		{KindText, "  Þjóðskrá   Íslands\n", "þjóðskrá íslands"},
		{KindText, "ＡＢＣ", "abc"}, // NFKC folds full-width letters
		{KindText, "Goethestraße", "goethestrasse"},
		{KindName, "ERIKSSON, Anna-Maria", "anna eriksson maria"},
		{KindName, "Anna Maria Eriksson", "anna eriksson maria"},
		{KindName, "O'Brien", "obrien"},
		{KindName, "O’BRIEN", "obrien"},
		{KindName, "Müller & Söhne AG", "ag müller söhne"},
		{KindAddress, "150 Murray Avenue APT 104\nNew Haven, CT 06511", "150 murray avenue apt 104 new haven ct 06511"},
		{KindAddress, "1 Main St., Springfield", "1 main st springfield"},
		{KindAddress, "Goethestraße 106,50328 Köln", "goethestrasse 106 50328 köln"},
		{KindID, " HRB 995 098 ", "hrb995098"},
		{KindID, "XYX-XA-9999", "xyx-xa-9999"},
		{KindDate, " 2027-07-25 ", "2027-07-25"},
		{KindCountry, "de", "de"},
		{"unknown", "A  b", "a b"},
		{KindPeople, "Günther, Katharina", "günther katharina"},
	}
	for _, tt := range tests {
		if got := Normalise(tt.kind, tt.in); got != tt.want {
			t.Errorf("Normalise(%q, %q) = %q, want %q", tt.kind, tt.in, got, tt.want)
		}
	}
}

func ptr(s string) *string { return &s }

func TestMatch(t *testing.T) {
	tests := []struct {
		name                string
		kind                string
		got, want           *string
		accept              []string
		exact, normalisedOK bool
	}{
		{"equal", KindID, ptr("M0918274"), ptr("M0918274"), nil, true, true},
		{"accept exact", KindName, ptr("AEVARSDOTTIR"), ptr("ÆVARSDÓTTIR"), []string{"AEVARSDOTTIR"}, true, true},
		{"case differs", KindName, ptr("Ævarsdóttir"), ptr("ÆVARSDÓTTIR"), nil, false, true},
		{"accept after normalising", KindName, ptr("aevarsdottir"), ptr("ÆVARSDÓTTIR"), []string{"AEVARSDOTTIR"}, false, true},
		{"token order", KindName, ptr("MARIA ANNA"), ptr("Anna Maria"), nil, false, true},
		{"id spaces", KindID, ptr("HRB995098"), ptr("HRB 995098"), nil, false, true},
		{"id wrong", KindID, ptr("HRB995099"), ptr("HRB 995098"), nil, false, false},
		{"address commas", KindAddress, ptr("Goethestraße 106 50328 Köln"), ptr("Goethestraße 106, 50328 Köln"), nil, false, true},
		{"date differs", KindDate, ptr("2027-07-24"), ptr("2027-07-25"), nil, false, false},
		{"null wanted, null got", KindText, nil, nil, nil, true, true},
		{"null wanted, empty got", KindText, ptr(""), nil, nil, true, true},
		{"null wanted, value got", KindText, ptr("AKUREYRI"), nil, nil, false, false},
		{"value wanted, null got", KindText, nil, ptr("AKUREYRI"), nil, false, false},
		{"value wanted, empty got", KindText, ptr(""), ptr("AKUREYRI"), nil, false, false},
		{"text keeps punctuation", KindText, ptr("Amtsgericht, München"), ptr("Amtsgericht München"), nil, false, false},
	}
	for _, tt := range tests {
		exact, normalised := Match(tt.kind, tt.got, tt.want, tt.accept)
		if exact != tt.exact || normalised != tt.normalisedOK {
			t.Errorf("%s: Match(%q, ...) = %v, %v, want %v, %v", tt.name, tt.kind, exact, normalised, tt.exact, tt.normalisedOK)
		}
	}
}

func ExampleNormalise() {
	fmt.Println(Normalise(KindName, "ERIKSSON, Anna-Maria"))
	fmt.Println(Normalise(KindAddress, "1 Main St.,\nSpringfield"))
	fmt.Println(Normalise(KindID, "HRB 995 098"))
	// Output:
	// anna eriksson maria
	// 1 main st springfield
	// hrb995098
}
