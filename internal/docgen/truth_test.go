package docgen

import (
	"math"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestSpansOf(t *testing.T) {
	tests := []struct {
		text string
		mrz  bool
		form string
		want [][2]int
	}{
		{"Surname: GARCÍA LÓPEZ", false, "GARCIA LOPEZ", [][2]int{{9, 23}}},
		{"No. KTR-645 914", false, "KTR645914", [][2]int{{4, 15}}},
		{"14.03.2031 / 14.03.2031", false, "14.03.2031", [][2]int{{0, 10}, {13, 23}}},
		{"ISLAND", false, "IS", nil}, // not at a word's end
		{"P<ISLAEVARSDOTTIR<<THORA<<<<<<<<<<<<<<<<<<<", true, "ISL", [][2]int{{2, 5}}},
		{"M0918274<0ISL8007217F2707254<<<<<<<<<<<<<<06", true, "800721", [][2]int{{13, 19}}},
		{"Amount 1,234.50", false, "1234.50", [][2]int{{7, 15}}},
		{"Date 26/02/1999", false, "", nil},
	}
	for _, tt := range tests {
		key, _ := foldKey(tt.form)
		if key == "" {
			key = "\x00" // no letter or digit: nothing to find
		}
		got := spansOf(run{it: &item{text: tt.text}, mrz: tt.mrz}, key)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("spansOf(%q, %q) mismatch (-want +got):\n%s", tt.text, tt.form, diff)
		}
	}
}

func TestIsMRZLine(t *testing.T) {
	tests := []struct {
		s    string
		want bool
	}{
		{"P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", true},
		{"L898902C36UTO7408122F1204159ZE184226B<<<<<10", true},
		{"REPUBLIC OF UTOPIA PASSPORT DATA PAGE 2024", false},
		{"P<UTO", false},
	}
	for _, tt := range tests {
		if got := isMRZLine(tt.s); got != tt.want {
			t.Errorf("isMRZLine(%q) = %v, want %v", tt.s, got, tt.want)
		}
	}
}

// TestToTruthTurn checks that a box is carried through a page's turn as
// rotate turns the pixels: a box at the centre stays there, a box to the
// right of the centre moves up under a counter-clockwise turn.
func TestToTruthTurn(t *testing.T) {
	w := &worker{}
	pages := []*page{{w: 200, h: 100}}
	centre := w.toTruth(1, pages, [4]float64{90, 45, 110, 55}, 3)
	if c := (centre.Box[0] + centre.Box[2]) / 2; math.Abs(c-0.5) > 1e-3 {
		t.Errorf("centre box moved to x %.4f, want 0.5", c)
	}
	right := w.toTruth(1, pages, [4]float64{180, 48, 190, 52}, 3)
	if y := (right.Box[1] + right.Box[3]) / 2; !(y < 0.5-0.03) {
		t.Errorf("a box right of the centre is at y %.4f after a 3° counter-clockwise turn, want above 0.47", y)
	}
	flat := w.toTruth(1, pages, [4]float64{20, 10, 60, 20}, 0)
	if diff := cmp.Diff(TruthBox{Page: 1, Box: [4]float64{0.1, 0.1, 0.3, 0.2}}, flat); diff != "" {
		t.Errorf("toTruth without a turn mismatch (-want +got):\n%s", diff)
	}
}

// TestTruthBoxes generates documents of every type and format and checks
// that each case says whether it has boxes, that boxes lie on the page,
// and that most printed single-valued fields were found.
func TestTruthBoxes(t *testing.T) {
	testWorker(t) // skips without fonts
	cases, err := Generate(Options{Seed: 3, Count: 16, Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	fields, found := 0, 0
	for _, c := range cases {
		e := c.Expected
		if len(e.Fields) == 0 {
			if e.Meta.Generator.Boxes != "" {
				t.Errorf("%s: no fields but meta.generator.boxes %q", c.ID, e.Meta.Generator.Boxes)
			}
			continue
		}
		switch e.Meta.Generator.Boxes {
		case BoxesUnavailable:
			continue
		case BoxesRecorded:
		default:
			t.Errorf("%s: meta.generator.boxes %q", c.ID, e.Meta.Generator.Boxes)
			continue
		}
		for name, f := range e.Fields {
			if f.Value == nil || f.Kind == KindPeople || f.Kind == KindItems {
				continue
			}
			fields++
			if len(f.Boxes) > 0 {
				found++
			}
			for _, b := range f.Boxes {
				x0, y0, x1, y1 := b.Box[0], b.Box[1], b.Box[2], b.Box[3]
				if b.Page < 1 || x0 < 0 || y0 < 0 || x1 > 1 || y1 > 1 || x0 >= x1 || y0 >= y1 {
					t.Errorf("%s: %s box %+v not on the page", c.ID, name, b)
				}
			}
		}
	}
	if fields == 0 || float64(found) < 0.85*float64(fields) {
		t.Errorf("boxes found for %d of %d printed fields, want at least 85%%", found, fields)
	}
	t.Logf("boxes found for %d of %d printed fields", found, fields)
}
