package accuracy

import (
	"fmt"
	"testing"

	"github.com/google/go-cmp/cmp"
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

func TestScorePeople(t *testing.T) {
	kg := Person{Name: "Katharina Günther", Role: "Geschäftsführer"}
	tests := []struct {
		name      string
		got, want []Person
		score     PeopleScore
		f1        float64
	}{
		{"both empty", nil, []Person{}, PeopleScore{Exact: true}, 1},
		{"none returned", nil, []Person{kg}, PeopleScore{Expected: 1}, 0},
		{"none expected", []Person{kg}, nil, PeopleScore{Returned: 1}, 0},
		{"same, roles ignored", []Person{{Name: "Katharina Günther"}}, []Person{kg}, PeopleScore{Expected: 1, Returned: 1, Matched: 1, Exact: true}, 1},
		{"folded and reordered", []Person{{Name: "GUNTHER, KATHARINA"}}, []Person{kg}, PeopleScore{Expected: 1, Returned: 1, Matched: 1}, 1},
		{"duplicate names pair once each",
			[]Person{{Name: "Katharina Günther"}, {Name: "Katharina Günther"}, {Name: "Katharina Günther"}},
			[]Person{kg, {Name: "Katharina Günther", Role: "Prokurist"}},
			PeopleScore{Expected: 2, Returned: 3, Matched: 2}, 0.8},
		{"one of two", []Person{{Name: "Jan de Vries"}, {Name: "Nobody"}}, []Person{{Name: "Jan de Vries"}, {Name: "Søren Ørsted"}},
			PeopleScore{Expected: 2, Returned: 2, Matched: 1}, 0.5},
		{"ø folds to o", []Person{{Name: "Soren Orsted"}}, []Person{{Name: "Søren Ørsted"}}, PeopleScore{Expected: 1, Returned: 1, Matched: 1}, 1},
		{"empty name never matches", []Person{{Name: " "}}, []Person{{Name: ""}}, PeopleScore{Expected: 1, Returned: 1}, 0},
	}
	for _, tt := range tests {
		got := ScorePeople(tt.got, tt.want)
		if diff := cmp.Diff(tt.score, got); diff != "" {
			t.Errorf("%s: ScorePeople mismatch (-want +got):\n%s", tt.name, diff)
		}
		if f1 := got.F1(); f1 != tt.f1 {
			t.Errorf("%s: F1() = %v, want %v", tt.name, f1, tt.f1)
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
