package identity

import (
	"context"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/reading"
)

// TestAuthorityNamed: an issuer the lexicon knows is read from any line of
// the zone, wherever its label was lost, as the data pages of several
// states print it; lines of marks and the MRZ name none.
func TestAuthorityNamed(t *testing.T) {
	tests := []struct {
		name string
		rows []string
		want string
	}{
		{"Croatian passport, under the lost issue date", []string{"555:ZAGREB", "548:PU PRIMORSKO-GORANSKA"}, "PU PRIMORSKO-GORANSKA"},
		{"Spanish passport, under a cut label", []string{"1206:Aut", "1203:Comisaria de Madrid"}, "Comisaria de Madrid"},
		{"Austrian passport, beside the issue date", []string{"702:02.07.2025 BH Innsbruck"}, "BH Innsbruck"},
		{"Japanese passport, marks before it", []string{"276:TIS MINISTRY OF FOREIGN AFFAIRS"}, "MINISTRY OF FOREIGN AFFAIRS"},
		{"Polish card, two columns read as one line", []string{"383:AGNIESZKA, BURMISTRZ MIASTA BAR GMINY PIASECZNO"}, "BURMISTRZ MIASTA I GMINY PIASECZNO"},
		{"Portuguese passport, beside the issue date", []string{"789:19.10.2019 SEF"}, "SEF"},
		{"MRZ line", []string{"200:P<ESPCOMISARIA<DE<MADRID<<ANA<<<<<<<<<<<<<<<<"}, ""},
		{"no issuer", []string{"655:MADRID", "655:HOKKAIDO"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := gridPage(t, tt.rows...)
			for _, l := range p.Lines {
				for w := range l.Words {
					if l.Words[w].Text == "BAR" { // gridPage's cell separator
						l.Words[w].Text = "|"
					}
				}
			}
			doc := &reading.Document{Pages: []*layout.Page{p}}
			if diff := cmp.Diff(tt.want, authorityNamed(doc).Value); diff != "" {
				t.Errorf("authorityNamed(%q) mismatch (-want +got):\n%s", tt.rows, diff)
			}
		})
	}
}

// TestAuthorityNamedMarks: a line read with little confidence, a
// guilloche's marks read as letters, names no authority.
func TestAuthorityNamedMarks(t *testing.T) {
	p := gridPage(t, "600:BH Say dey")
	p.Lines[0].Confidence = 0.19
	if got := authorityNamed(&reading.Document{Pages: []*layout.Page{p}}); got.Found() {
		t.Errorf("authorityNamed(marks) = %q, want none", got.Value)
	}
}

func TestBarAsI(t *testing.T) {
	for in, want := range map[string]string{
		"BURMISTRZ MIASTA | GMINY PIASECZNO": "BURMISTRZ MIASTA I GMINY PIASECZNO",
		"Cebonatepass | Pace of bith":        "Cebonatepass | Pace of bith",
		"PIASECZNO |":                        "PIASECZNO |",
	} {
		if got := barAsI(in); got != want {
			t.Errorf("barAsI(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestExtractAuthorityNamed: Extract answers the named issuer where the
// authority's label was read but its value stands out of its column (a
// label cut short at its start: "Aut" of "Autoridad / Authority").
func TestExtractAuthorityNamed(t *testing.T) {
	p := gridPage(t,
		"900:PASAPORTE / PASSPORT",
		"1200:Autoridad / Authority",
		"600:Comisaria de Madrid",
	)
	got, err := extract(context.Background(), &reading.Document{Pages: []*layout.Page{p}}, doctype.Env{Today: today})
	if err != nil {
		t.Fatalf("extract: %v", err)
	}
	if diff := cmp.Diff("Comisaria de Madrid", got.DocumentIssuingAuthority.Value); diff != "" {
		t.Errorf("extract mismatch (-want +got):\n%s", diff)
	}
}

// TestPlaceAbove: the row above the issue date is the place of birth
// where its label and the birth date were lost (French and Dutch
// passports read from photos); not when the birth date was read (the row
// may then be other personal data: Japan's registered domicile), nor on
// the sex's row, nor when it is a label or a holder's name.
func TestPlaceAbove(t *testing.T) {
	tests := []struct {
		name string
		rows []string
		want string
	}{
		{"French passport", []string{"668:Francaise", "829:Date of birth (4", "676:BORDEAUX (33)", "679:05012018 04 01 2028"}, "BORDEAUX (33)"},
		{"photo's marks before it", []string{"218:A|676:PARIS 15E (75)", "660:16072020 15072030"}, "PARIS 15E (75)"},
		{"Dutch passport", []string{"351:VISSER", "672:AMSTERDAM", "243:w See ng|672:16 MAR 2020 15 MAR 2030"}, "AMSTERDAM"},
		{"birth date read", []string{"672:NEDERLANDSE 04 07 2004", "672:AMSTERDAM", "672:16 MAR 2020 15 MAR 2030"}, ""},
		{"a label", []string{"672:Date of issue", "672:16 MAR 2020 15 MAR 2030"}, ""},
		{"the sex's row", []string{"578:M TOKYO", "578:16 MAR 2020 15 MAR 2030"}, ""},
		{"the holder's name", []string{"672:VISSER", "672:16 MAR 2020 15 MAR 2030"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := &reading.Document{Pages: []*layout.Page{gridPage(t, tt.rows...)}}
			issue := "2020-03-16"
			if strings.Contains(tt.name, "French") {
				issue = "2018-01-05"
			} else if strings.Contains(tt.name, "marks") {
				issue = "2020-07-16"
			}
			got := placeAbove(doc, issue, "2004-07-04", dates.Options{}, "VISSER", "PIETER").Value
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("placeAbove mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestBelowCaptionCutShort: a value that starts left of a caption whose
// start OCR lost is still the caption's value (Croatian and Canadian
// passports); not when another label on the row stands over its start.
func TestBelowCaptionCutShort(t *testing.T) {
	tests := []struct {
		name string
		rows []string
		want string
	}{
		{"Croatian passport", []string{"812:lace of birth/Lieu de naiss.", "780:ZAGREB"}, "ZAGREB"},
		{"as far left as the caption is wide", []string{"812:lace of birth/Lieu de naiss.", "680:ZAGREB-SESVETSKI-KRAJ"}, "ZAGREB-SESVETSKI-KRAJ"},
		{"a licence's numbered row", []string{"477:DRIVING LICENCE", "738:01.01.2012|900:4c. DVLA Swansea", "740:SAMPLE12345ABCDEFGHIJKL"}, ""},
		{"another label over it", []string{"755:Code|812:lace of birth", "780:ZAGREB"}, ""},
		{"too far left", []string{"812:lace of birth", "300:ZAGREB TOWN HALL AND MORE"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := &reading.Document{Pages: []*layout.Page{gridPage(t, tt.rows...)}}
			gm := fieldMap(merge(nil, readZone(doc)))
			if tt.name == "a licence's numbered row" {
				if diff := cmp.Diff("DVLA Swansea", gm["document_issuing_authority"]); diff != "" {
					t.Errorf("readZone mismatch (-want +got):\n%s", diff)
				}
				return
			}
			if diff := cmp.Diff(tt.want, gm["place_of_birth"]); diff != "" {
				t.Errorf("readZone mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestValueSpellingALabel: a value whose first word spells a label of its
// own field, right under that field's caption, is read whole (Czech
// identity cards: "Úřad městské části Praha 5" under "Vydal /
// Authority"); a caption stacked under its translation stays a caption.
func TestValueSpellingALabel(t *testing.T) {
	tests := []struct {
		name  string
		rows  []string
		field string
		want  string
	}{
		{"Czech card", []string{"374:Vydal / Authority", "374:Úřad městské části Praha 5"}, "document_issuing_authority", "Úřad městské části Praha 5"},
		{"stacked captions", []string{"374:Date of issue", "374:Date de délivrance", "374:03.07.2021"}, "document_date_of_issue", "2021-07-03"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := &reading.Document{Pages: []*layout.Page{gridPage(t, tt.rows...)}}
			gm := fieldMap(merge(nil, readZone(doc)))
			if diff := cmp.Diff(tt.want, gm[tt.field]); diff != "" {
				t.Errorf("readZone mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

// TestLabelStart: a caption's translation cut short beside it is no value
// (Croatian passport, the place's value lost).
func TestLabelStart(t *testing.T) {
	doc := &reading.Document{Pages: []*layout.Page{gridPage(t, "812:Place of birth/Lieu de naiss.")}}
	if got := fieldMap(merge(nil, readZone(doc)))["place_of_birth"]; got != "" {
		t.Errorf("readZone: place_of_birth = %q, want none", got)
	}
	for s, want := range map[string]bool{"Lieu de naiss.": true, "Lieu": true, "PARIS": false, "Lie": false, "LIEU DE NAISSANCE X": false} {
		if got := labelStart(s, fBirthPlace); got != want {
			t.Errorf("labelStart(%q) = %v, want %v", s, got, want)
		}
	}
}
