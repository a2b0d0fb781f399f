package identity

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/mrz"
)

func TestAlign(t *testing.T) {
	tests := []struct {
		name, ref, s, want string // want: '.' where s has no character
	}{
		{"same", "P<UTO<<", "P<UTO<<", "P<UTO<<"},
		{"confusions kept in place", "9903268HCO", "99O3268MCO", "99O3268MCO"},
		// LSTM: an inserted letter is skipped, not matched against a digit.
		// Where in a run of fillers the missing ones fall does not matter.
		{"inserted letter skipped", "9901018F0903268HCO<<<<", "9901018FO90324B8MCO<<", "9901018FO903248MCO..<<"},
		{"short filler run", "SPECIMEN<<SPECIMEN<<<<<<", "SPECIMEN<<SPECIMEN<<", "SPECIMEN<<SPECIMEN....<<"},
	}
	for _, tt := range tests {
		got, ok := align(tt.ref, tt.s)
		if !ok {
			t.Errorf("align(%s) failed, want %q", tt.name, tt.want)
			continue
		}
		if diff := cmp.Diff(tt.want, strings.ReplaceAll(string(got), "\x00", ".")); diff != "" {
			t.Errorf("align(%s) mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}

func TestAlignRefused(t *testing.T) {
	tests := []struct{ name, ref, s string }{
		{"far too short", "I<UTOD231458907<<<<<<<<<<<<<<<", "I<UTOD23"},
		{"another line", "I<UTOD231458907<<<<<<<<<<<<<<<", "7408122F1204159UTO<<<<<<<<<<<6"},
		{"empty reference", "", "ABC"},
	}
	for _, tt := range tests {
		if got, ok := align(tt.ref, tt.s); ok {
			t.Errorf("align(%s) = %q, want failure", tt.name, got)
		}
	}
}

// TestVoteRealReadings votes the readings of the Monaco ID card specimen of
// the corpus: no reading validates, the LSTM one has the right M and 4 but
// the wrong length.
func TestVoteRealReadings(t *testing.T) {
	reads := [][]string{
		{"I<IC0029067<<<0<<<<<<<<<<<<<<<", "990101850903268HCO<<<<<<<<<<<0", "SPECINEN<<SPECIHEN<<<<<<<<<<<<"},
		{"I<HC0029067<<<0<<<<<<<<<<<<<<<", "9901018F0903268HCO<<<<<<<<<<<0", "SPECINEN<<SPECIHEN<<<<<<<<<<<<"},
		{"I<HC0029067<<<0<<<<<<<<<<<<<<<", "9901018F09032688C0<<<<<<<<<<<0", "SPECINEN<<SPECIHEN<<<<<<<<<<<<"},
		{"1<MCO029067<<<0<<<<<<<KKKKKK", "9901018FO90324B8MCO<<<<<KK", "SPECIMEN<<SPECIMEN<<<<<<<"},
	}
	for _, n := range []int{2, 3} {
		if _, ok := vote(reads[:n], nil, []int{30, 30, 30}, today); ok {
			t.Errorf("vote(first %d readings) accepted, want refused: they agree on the wrong expiry", n)
		}
	}
	res, ok := vote(reads, nil, []int{30, 30, 30}, today)
	if !ok {
		t.Fatalf("vote(4 readings) refused")
	}
	got := map[string]string{"number": res.DocumentNumber, "expiry": res.ExpiryDate.String(), "birth": res.BirthDate.String(),
		"issuer": issuerCode(res)}
	want := map[string]string{"number": "029067", "expiry": "2009-03-24", "birth": "1999-01-01", "issuer": "MCO"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("vote(4 readings) mismatch (-want +got):\n%s", diff)
	}
}

// TestVoteTooManyFixes: the French visa specimen's readings validate only
// with three characters out of their class fixed (OIO for UTO), and a
// wrong document number: refused.
func TestVoteTooManyFixes(t *testing.T) {
	reads := [][]string{
		{"VCFRASPECIHEN<<SPECIHEN<<<<<<<<<<<<<", "FOOOOOOOOSUTOOM106331601143<N300703"},
		{"VCFRASPECIHEN<<SPECIHEN<<<<<<<<<<<<<", "50000000050100311063H1601143<0300703"},
		{"VCFRASPECINEN<<SPECIHEN<<<<<<<<<<<<<", "50000000050100311063H1401163<0300703"},
	}
	if res, ok := vote(reads, nil, []int{36, 36}, today); ok {
		t.Errorf("vote = %q, want refused", res.Lines)
	}
}

func TestIssuerCode(t *testing.T) {
	tests := []struct{ state, nationality, want string }{
		{"UTO", "UTO", "UTO"},
		{"HCO", "HCO", "MCO"}, // confusable letter, one country fits
		{"ICO", "HCO", "MCO"}, // no country; the nationality read is one letter off
		{"THN", "TWN", "TWN"}, // W read as H
		{"ICO", "FRA", "ICO"}, // too different to stand for each other
	}
	for _, tt := range tests {
		if got := issuerCode(mrz.Result{IssuingState: tt.state, Nationality: tt.nationality}); got != tt.want {
			t.Errorf("issuerCode(%q, %q) = %q, want %q", tt.state, tt.nationality, got, tt.want)
		}
	}
}

func TestPageReading(t *testing.T) {
	good := td3("UTO", "ERIKSSON", "ANNA MARIA", "L898902C3", "UTO", "740812", "F", "120415")
	p := page(append([]string{"PASSPORT", "Surname ERIKSSON"}, good...)...)
	band := layout.Box{Left: 0, Top: 35, Right: 600, Bottom: 80}
	if diff := cmp.Diff(good, pageReading(p, band, 2)); diff != "" {
		t.Errorf("pageReading mismatch (-want +got):\n%s", diff)
	}
	if got := pageReading(p, band, 3); got != nil {
		t.Errorf("pageReading(3 lines) = %q, want nil", got)
	}
}

// TestAlongTilt: a field's characters on a tilted MRZ line take the
// glyphs' height at their own place, not the whole line's upright bound.
func TestAlongTilt(t *testing.T) {
	// A line 1000 wide, glyphs 30 high, dropping 50 from left to right.
	line := layout.Box{Left: 100, Top: 500, Right: 1100, Bottom: 580}
	for _, tc := range []struct {
		name  string
		slope float64
		span  layout.Box
		want  layout.Box
	}{
		{"descending, left end", 0.05, layout.Box{Left: 100, Top: 500, Right: 300, Bottom: 580}, layout.Box{Left: 100, Top: 500, Right: 300, Bottom: 540}},
		{"descending, right end", 0.05, layout.Box{Left: 900, Top: 500, Right: 1100, Bottom: 580}, layout.Box{Left: 900, Top: 540, Right: 1100, Bottom: 580}},
		{"rising, left end", -0.05, layout.Box{Left: 100, Top: 500, Right: 300, Bottom: 580}, layout.Box{Left: 100, Top: 540, Right: 300, Bottom: 580}},
		{"level", 0, layout.Box{Left: 100, Top: 500, Right: 300, Bottom: 580}, layout.Box{Left: 100, Top: 500, Right: 300, Bottom: 580}},
	} {
		if diff := cmp.Diff(tc.want, alongTilt(line, tc.slope, tc.span)); diff != "" {
			t.Errorf("%s: alongTilt mismatch (-want +got):\n%s", tc.name, diff)
		}
	}
}

// The readings of India's sample passport (a photo 767 px wide), in the
// order the reader makes them: the legacy engine reads the number's J as 1
// at every scale and ran "4I" into "M" on its first line 2; the page's own
// reading and the English model read the J.
var indiaReads = [][]string{
	{"P<DOE<<1OCELYN<MICHELLE<<<<<<<<<<<<<<<<<<<<<", "18369854<MN05909234F2110101<<<<<<<<<<<<<<<8"},
	{"P<DOE<<JOCELYN<MICHELLE<<<<<<<<CCCCCECCCECECE", "J8369854<4IND5909234F2110101<<<<<<<CCECCCCEG"},
	{"P<DOE<<10CELYN<MICHELLE<<<<<<<<<<<<<<<<<<<<<", "18369854<4IN05909234F2110101<<<<<<<<<<<<<<<8"},
	{"P<DOE<<10CELYN<MICHELLE<<<<<<<<<<<<<<<<<<<<<", "18369854<4IN05909234F2110101<<<<<<<<<<<<<<<8"},
	{"P<DOE<<JOCELYN<MICHELLE<<<<<<<<<<<<<<<<<<<<<", "18369854<41IND5909234F2110101<<<<<<<<<<<<<<<8"},
}

var indiaBy = []string{"model2", "page", "model2", "model2", "model1"}

func TestVoteOneEngineOneVote(t *testing.T) {
	res, ok := vote(indiaReads, indiaBy, []int{44, 44}, today)
	if !ok {
		t.Fatalf("vote refused")
	}
	// The sample's first line was edited: "P<DOE<<" puts the surname where
	// the issuing state stands.
	got := map[string]string{"number": res.DocumentNumber, "state": res.IssuingState, "given": res.GivenNames, "nationality": res.Nationality}
	want := map[string]string{"number": "J8369854", "state": "DOE", "given": "JOCELYN MICHELLE", "nationality": "IND"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("vote mismatch (-want +got):\n%s", diff)
	}
	// Counted reading by reading, the legacy engine's three readings
	// outvote the other two on the given name.
	if res, ok := vote(indiaReads, nil, []int{44, 44}, today); ok && res.GivenNames == "JOCELYN MICHELLE" {
		t.Errorf("vote without recognisers gave %q: the test no longer shows the weighting", res.GivenNames)
	}
}

func TestAgreementNeedsAnotherRecogniser(t *testing.T) {
	res, err := mrz.Parse(indiaReads[2], today)
	if err != nil || res.Valid {
		t.Fatalf("Parse(legacy reading) = valid %v, %v; want an invalid reading", res.Valid, err)
	}
	seen := []mrz.Result{res}
	if agreesWithAny(res, seen, []string{"model2"}, "model2") {
		t.Errorf("an invalid reading agreed with the same engine's reading at another scale")
	}
	if !agreesWithAny(res, seen, []string{"page"}, "model2") {
		t.Errorf("an invalid reading did not agree with another recogniser's identical reading")
	}
}

func TestCodeFits(t *testing.T) {
	for _, tt := range []struct {
		lines []string
		want  bool
	}{
		{[]string{"P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"}, true},
		{[]string{"UKGLJSCITIZEN<<JANF<<<<<<<<<<<<<<<<<<<<<<<<<", "PA09404097AUS8406077F1903212<17331334P<<<<08"}, false},
	} {
		res, err := mrz.Parse(tt.lines, today)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.lines, err)
		}
		if got := codeFits(res); got != tt.want {
			t.Errorf("codeFits(%q) = %v, want %v", tt.lines[0], got, tt.want)
		}
	}
}

// TestVehicleRegistrationIsNoTravelDocument: a French vehicle registration
// certificate prints two lines of 44 that open with "CR"; its check digits
// of number and dates fail, so it is no passport's zone. A passport read
// as badly but whose dates check is one.
func TestVehicleRegistrationIsNoTravelDocument(t *testing.T) {
	for _, tt := range []struct {
		lines       []string
		notTravel   bool
		travelStart bool
	}{
		{[]string{"CRFRAABI23CDOVFSIV2009ASIV200929801059VP<<<<", "CI<<MARQUES<<<<<<<MODELE<<<<<<<2009AS0528402"}, true, false},
		// A passport's first line misread: the dates still check.
		{[]string{"UKGLJSCITIZEN<<JANF<<<<<<<<<<<<<<<<<<<<<<<<<", "PA09404097AUS8406077F1903212<17331334P<<<<08"}, false, false},
		{[]string{"P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"}, false, true},
	} {
		res, err := mrz.Parse(tt.lines, today)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.lines, err)
		}
		if got := notTravel(&mrzRead{res: res}); got != tt.notTravel {
			t.Errorf("notTravel(%q) = %v, want %v", tt.lines[0], got, tt.notTravel)
		}
		if got := travelOpening(tt.lines[0]); got != tt.travelStart {
			t.Errorf("travelOpening(%q) = %v, want %v", tt.lines[0], got, tt.travelStart)
		}
	}
}

// TestTextMRZInterleaved: a text layer lists by height the lines of a
// card printed front and back side by side, so the zone's three lines come
// with the other side's lines between them; stacked in one block they are
// still one zone. Lines that are not stacked are not joined.
func TestTextMRZInterleaved(t *testing.T) {
	line := func(text string, left, top float64) layout.Line {
		b := layout.Box{Left: left, Top: top, Right: left + 180, Bottom: top + 10}
		return layout.Line{Words: []layout.Word{{Text: text, Box: b, Confidence: 1}}, Box: b, Confidence: 1}
	}
	zone := []string{"IDPOLTPW5077090<<<<<<<<<<<<<<<", "0407182M3106202POL<<<<<<<<<<<0", "KOWALCZYK<SLIWA<<JOZEF<<<<<<<<"}
	for _, tc := range []struct {
		name  string
		lines []layout.Line
		want  string
	}{
		{"interleaved", []layout.Line{
			line(zone[0], 332, 144), line("TPW507709", 117, 146), line("TERMIN WAŻNOŚCI / EXPIRY DATE", 117, 157),
			line(zone[1], 332, 159), line("20.06.2031", 117, 163), line(zone[2], 332, 175),
		}, "TPW507709"},
		{"one after the other", []layout.Line{line(zone[0], 332, 144), line(zone[1], 332, 159), line(zone[2], 332, 175)}, "TPW507709"},
		{"not stacked", []layout.Line{
			line(zone[0], 332, 144), line("TPW507709", 117, 146), line(zone[1], 900, 159), line("20.06.2031", 117, 163), line(zone[2], 332, 175),
		}, ""},
	} {
		p := &layout.Page{Number: 1, Width: 600, Height: 200, Source: layout.SourceTextLayer, Lines: tc.lines}
		got := ""
		if r := textMRZ(p, doctype.Env{Today: today}); r != nil && r.verified {
			got = r.res.DocumentNumber
		}
		if got != tc.want {
			t.Errorf("%s: textMRZ number = %q, want %q", tc.name, got, tc.want)
		}
	}
}
