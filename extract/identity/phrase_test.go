package identity

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/reading"
)

// phraseToks returns the tokens of s as a line's.
func phraseToks(s string) []token {
	var l layout.Line
	for _, w := range splitWords(s) {
		l.Words = append(l.Words, layout.Word{Text: w})
	}
	return lineTokens(l)
}

// TestPhraseLabelsApart: no label of one field reads, as a whole phrase,
// as a label of another, so a caption that lost letters is taken for its
// own field or for none.
func TestPhraseLabelsApart(t *testing.T) {
	for f := range nFields {
		for _, a := range labelTable[f] {
			toks := phraseToks(a)
			for g := range nFields {
				if g == f {
					continue
				}
				for _, b := range labelTable[g] {
					if a == b {
						continue // one word for two fields ("Code"), exact
					}
					if n := phraseLabelAt(toks, 0, phraseTokens(b)); n > 0 {
						t.Errorf("label %q of field %d reads as %q of field %d", a, f, b, g)
					}
				}
			}
		}
	}
}

func TestLongestLabelPhrase(t *testing.T) {
	tests := []struct {
		in   string
		want field
		n    int
	}{
		{"WGAR DE NACIMIENTO", fBirthPlace, 3},        // Spain's DNI, L read as W and U lost
		{"Pace of bith", fBirthPlace, 3},              // Dutch passport over guilloche
		{"Date of expity", fExpiryDate, 3},            // no word of six letters
		{"Date of birth", fBirthDate, 3},              // exact
		{"MADRID DE NACIMIENTO", field(-1), 0},        // two edits too many
		{"UNITED STATES OF AMERICA", field(-1), 0},    // a value
		{"MINISTRY OF FOREIGN AFFAIRS", field(-1), 0}, // a value
	}
	for _, tt := range tests {
		f, n, _ := longestLabel(phraseToks(tt.in), 0)
		if n == 0 {
			f = -1
		}
		if diff := cmp.Diff([2]int{int(tt.want), tt.n}, [2]int{int(f), n}); diff != "" {
			t.Errorf("longestLabel(%q) mismatch (-want +got):\n%s", tt.in, diff)
		}
	}
}

// TestZonePhraseLabel: the value under a caption that lost letters is
// read (Spain's DNI, back side).
func TestZonePhraseLabel(t *testing.T) {
	p := gridPage(t,
		"169:WGAR DE NACIMIENTO",
		"171:MALAGA",
		"170:HIJO/A DE",
		"165:JUAN / MARIA",
	)
	gm := fieldMap(merge(nil, readZone(&reading.Document{Pages: []*layout.Page{p}})))
	if diff := cmp.Diff("MALAGA", gm["place_of_birth"]); diff != "" {
		t.Errorf("readZone mismatch (-want +got):\n%s", diff)
	}
}
