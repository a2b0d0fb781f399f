package accuracy

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

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
