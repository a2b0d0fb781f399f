package identity

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/reading"
)

// TestLabelsOnly: a label strip keeps its words up to its last label; a
// garbled translation after it is no value, one before it stays with its
// group.
func TestLabelsOnly(t *testing.T) {
	p := gridPage(t,
		"100:Authority / Aitomė / Atondad",
		"100:Piace of brth / Lieu de naissance / Lugar de nacimsento",
		"100:Guilloche and nothing else")
	got, ok := labelsOnly(p.Lines[0])
	if !ok || got.Text() != "Authority" {
		t.Errorf("labelsOnly(%q) = %q, %v", p.Lines[0].Text(), got.Text(), ok)
	}
	got, ok = labelsOnly(p.Lines[1])
	if !ok || got.Text() != "Piace of brth / Lieu de naissance / Lugar de nacimsento" {
		t.Errorf("labelsOnly(%q) = %q, %v", p.Lines[1].Text(), got.Text(), ok)
	}
	if _, ok := labelsOnly(p.Lines[2]); ok {
		t.Errorf("labelsOnly(%q) found a label", p.Lines[2].Text())
	}
}

// TestAAMVARows reads a licence front numbered as the AAMVA standard
// numbers its fields, two fields on a line and labels after the numbers.
func TestAAMVARows(t *testing.T) {
	p := gridPage(t,
		"100:WASHINGTON|600:DRIVER LICENSE",
		"300:4d LIC# WDLABCD1234X5",
		"300:3 DOB 05/23/1950|600:4b EXP 05/23/2027",
		"300:1 TESTER",
		"300:2 MARY ANN",
		"300:8 123 MAIN ST",
		"300:4a ISS 04/16/2021|600:9 CLASS D",
	)
	names := map[field]string{fNumber: "document_number", fBirthDate: "date_of_birth", fExpiryDate: "document_expiry_date",
		fSurname: "surname", fGivenName: "given_name", fIssueDate: "document_date_of_issue"}
	got := map[string]string{}
	for f, v := range aamvaRows(p) {
		got[names[f]] = v.Value
	}
	want := map[string]string{"document_number": "WDLABCD1234X5", "date_of_birth": "1950-05-23", "document_expiry_date": "2027-05-23",
		"surname": "TESTER", "given_name": "MARY ANN", "document_date_of_issue": "2021-04-16"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("aamvaRows mismatch (-want +got):\n%s", diff)
	}
}

// TestAuthorityUnder: with the labels lost, the authority is the row
// under the issue date, and the place of birth the row under the birth
// date, a lost label's height further down.
func TestAuthorityUnder(t *testing.T) {
	// Rows 27 pixels high, 91 apart: a lost label between each two.
	p := rowsPage(684, 789, 91, 27, 16, 12, "20.06.1972 F", "OSIJEK", "31.07.2019 30.07.2029", "PU SPLITSKO-DALMATINSKA")
	doc := &reading.Document{Pages: []*layout.Page{p}}
	if got := authorityUnder(doc, "2019-07-31", dates.Options{}).Value; got != "PU SPLITSKO-DALMATINSKA" {
		t.Errorf("authorityUnder = %q", got)
	}
	if got := placeUnder(doc, "1972-06-20", dates.Options{}).Value; got != "OSIJEK" {
		t.Errorf("placeUnder = %q", got)
	}
	if got := authorityUnder(doc, "1972-06-20", dates.Options{}).Value; got != "OSIJEK" {
		t.Errorf("authorityUnder the birth date = %q, want the line under it", got)
	}
}

// TestRowUnderSkipsMarks: the row under a date is taken in the date's
// column: a photo's marks read as letters beside the column, and words
// read with almost no confidence at the row's ends, are no part of it.
func TestRowUnderSkipsMarks(t *testing.T) {
	p := rowsPage(684, 789, 91, 27, 16, 12, "09 DEC 2025 08 DEC 2035", "MINISTRY OF FOREIGN AFFAIRS")
	// The marks: a line from the photo's edge that ends in the column,
	// between the date and the authority.
	var marks layout.Line
	for i, text := range []string{"Pe", "ts", "\\"} {
		b := layout.Box{Left: 250 + 200*float64(i), Top: 840, Right: 290 + 200*float64(i), Bottom: 880}
		marks.Words = append(marks.Words, layout.Word{Text: text, Box: b, Confidence: 0.2})
		marks.Box = marks.Box.Union(b)
	}
	p.Lines = append(p.Lines, marks)
	doc := &reading.Document{Pages: []*layout.Page{p}}
	if got := authorityUnder(doc, "2025-12-09", dates.Options{}).Value; got != "MINISTRY OF FOREIGN AFFAIRS" {
		t.Errorf("authorityUnder = %q, want the row under the marks", got)
	}

	q := rowsPage(684, 789, 91, 27, 16, 12, "15 10 1951", "PARIS FRA eg")
	q.Lines[1].Words[2].Confidence = 0.09
	doc = &reading.Document{Pages: []*layout.Page{q}}
	if got := placeUnder(doc, "1951-10-15", dates.Options{}).Value; got != "PARIS FRA" {
		t.Errorf("placeUnder = %q, want the row without the mark read at its end", got)
	}
}

// TestRowUnderLabelRow: a visa's label row under its issue date is no
// authority, though the words of it that stand in the date's column
// ("Document", a garbled "No" after it) would read as a name: the whole
// row is judged.
func TestRowUnderLabelRow(t *testing.T) {
	p := rowsPage(806, 258, 90, 43, 16, 12, "ZENITH 10.12.2011 10.12.2016", "No. of Entries/Nombre dertrées Document No/N*de abcurment")
	for i := 1; i < len(p.Lines[0].Words); i++ { // the dates stand far right of the place
		p.Lines[0].Words[i].Box.Left += 330
		p.Lines[0].Words[i].Box.Right += 330
	}
	label := p.Lines[1].Words
	label[len(label)-1].Confidence, label[len(label)-2].Confidence = 0.07, 0.07
	doc := &reading.Document{Pages: []*layout.Page{p}}
	if got := authorityUnder(doc, "2011-12-10", dates.Options{}).Value; got != "" {
		t.Errorf("authorityUnder = %q, want none", got)
	}
}

// TestIssueBetweenCompact: a zone's spaced date OCR read as eight digits
// ("05012018" beside "04 01 2028") is the issue date between birth and
// expiry; eight digits that are no date are none.
func TestIssueBetweenCompact(t *testing.T) {
	for _, tc := range []struct {
		name string
		rows []string
		want string
	}{
		{"beside the expiry", []string{"11 11 2003 F", "BORDEAUX (33)", "05012018 04 01 2028"}, "2018-01-05"},
		{"both compact", []string{"11 11 2003", "16072020 04012028"}, "2020-07-16"},
		{"no date", []string{"11 11 2003", "45012018 04 01 2028"}, ""},
		{"inside a longer number", []string{"11 11 2003", "X05012018 04 01 2028"}, ""},
	} {
		p := rowsPage(684, 789, 91, 27, 16, 12, tc.rows...)
		doc := &reading.Document{Pages: []*layout.Page{p}}
		if got := issueBetween(doc, "2003-11-11", "2028-01-04", "", dates.Options{}).Value; got != tc.want {
			t.Errorf("%s: issueBetween = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestIssueBetweenMisreadExpiry: the expiry printed beside the issue
// date, read with a digit added ("15 5 JUL /SUIL 2021"), gives a second
// date in the expiry's month, which is no issue date; two dates in other
// months still give none.
func TestIssueBetweenMisreadExpiry(t *testing.T) {
	for _, tc := range []struct {
		name string
		rows []string
		want string
	}{
		{"expiry misread", []string{"05 SEP /SEPT 1964", "HALIFAX CAN", "16 JUL /SUIL 2011 15 5 JUL /SUIL 2021"}, "2011-07-16"},
		{"birth misread", []string{"05 SEP /SEPT 1964 25 SEP 1964", "16 JUL 2011 15 JUL 2021"}, "2011-07-16"},
		{"two dates", []string{"05 SEP /SEPT 1964", "16 JUL 2011 17 AUG 2012 15 JUL 2021"}, ""},
	} {
		p := rowsPage(684, 789, 91, 27, 16, 12, tc.rows...)
		doc := &reading.Document{Pages: []*layout.Page{p}}
		if got := issueBetween(doc, "1964-09-05", "2021-07-15", "", dates.Options{}).Value; got != tc.want {
			t.Errorf("%s: issueBetween = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestOverRead: a label read again over a line the page read already is
// that line's text, not a lost label.
func TestOverRead(t *testing.T) {
	p := &layout.Page{Lines: []layout.Line{{Box: layout.Box{Left: 713, Top: 463, Right: 1647, Bottom: 534}}}}
	if !overRead(p, layout.Line{Box: layout.Box{Left: 712, Top: 504, Right: 787, Bottom: 533}}) {
		t.Error("EXP read again inside exp 10/09/2027 counted as a lost label")
	}
	if overRead(p, layout.Line{Box: layout.Box{Left: 712, Top: 540, Right: 900, Bottom: 565}}) {
		t.Error("a label under the line counted as read already")
	}
}

// TestOtherDateNotIssue: a date printed under or beside another date's
// label ("Resident Since" on a US Permanent Resident Card, "Date of entry"
// on a residence document) is never taken for the issue date between the
// birth and expiry dates.
func TestOtherDateNotIssue(t *testing.T) {
	for _, tc := range []struct {
		name  string
		rows  []string
		other string
	}{
		{"label over the value", []string{"Date of Birth", "03/17/2000", "Card Expires", "05/18/2028", "Resident Since", "05/19/2018"}, "2018-05-19"},
		{"label beside the value", []string{"Date of birth 17.03.2000", "Expires 18.05.2028", "Date of entry 02.06.2019"}, "2019-06-02"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := rowsPage(540, 300, 45, 22, 14, 10, tc.rows...)
			doc := &reading.Document{Pages: []*layout.Page{p}}
			z := readZone(doc)
			opts := dates.Options{MonthFirst: z.monthFirst}
			if got := z.found[fOtherDate].Value; got != tc.other {
				t.Fatalf("other date = %q, want %q", got, tc.other)
			}
			if got := issueBetween(doc, "2000-03-17", "2028-05-18", "", opts).Value; got != tc.other {
				t.Fatalf("issueBetween without the other date = %q, want %q (the test's premise)", got, tc.other)
			}
			if got := issueBetween(doc, "2000-03-17", "2028-05-18", z.found[fOtherDate].Value, opts).Value; got != "" {
				t.Errorf("issueBetween = %q, want none", got)
			}
		})
	}
}

// TestPlaceUnderItsLabel: the place of birth under its own label row,
// read as a label or too damaged to be one, under the birth date; a
// value row that is no place is not taken.
func TestPlaceUnderItsLabel(t *testing.T) {
	for _, tc := range []struct {
		name string
		rows []string
		want string
	}{
		{"damaged label", []string{"11.11.1968", "| Lies de iaisance / Place of arth", "LYON"}, "LYON"},
		{"label read", []string{"11.11.1968", "Place of birth", "LYON"}, "LYON"},
		{"no label row", []string{"11.11.1968", "LYON"}, "LYON"},
		{"a date under the label", []string{"11.11.1968", "Date of issue", "29.05.2025"}, ""},
		{"département in parentheses", []string{"11 11 1968 F", "LILLE (59)"}, "LILLE (59)"},
		{"arrondissement and département", []string{"11 11 1968", "PARIS 15E (75)"}, "PARIS 15E (75)"},
		{"Corsican département", []string{"11 11 1968", "AJACCIO (2A)"}, "AJACCIO (2A)"},
		{"province code", []string{"11.11.1968", "ROMA (RM)"}, "ROMA (RM)"},
		{"bilingual month, second half garbled", []string{"11 NOV JNOV 1968", "HALIFAX CAN"}, "HALIFAX CAN"},
		{"digits outside parentheses", []string{"11.11.1968", "LYON 69002"}, ""},
		{"a long number in parentheses", []string{"11.11.1968", "LYON (69002)"}, ""},
	} {
		p := rowsPage(900, 1250, 50, 35, 16, 12, tc.rows...)
		doc := &reading.Document{Pages: []*layout.Page{p}}
		if got := placeUnder(doc, "1968-11-11", dates.Options{}, "D'ARTOIS", "FRANCOIS").Value; got != tc.want {
			t.Errorf("%s: placeUnder = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// rowsPage is a 2000×1500 OCR page of one row per text, rows pitch apart
// from top and height high, starting at x; each word is charW per letter
// wide and gap apart from the next.
func rowsPage(x, top, pitch, height, charW, gap float64, rows ...string) *layout.Page {
	p := &layout.Page{Number: 1, Width: 2000, Height: 1500, Source: layout.SourceOCR}
	for i, text := range rows {
		var ln layout.Line
		left := x
		for _, w := range strings.Fields(text) {
			b := layout.Box{Left: left, Top: top + pitch*float64(i), Right: left + charW*float64(len(w)), Bottom: top + pitch*float64(i) + height}
			ln.Words = append(ln.Words, layout.Word{Text: w, Box: b, Confidence: 0.9})
			ln.Box = ln.Box.Union(b)
			left = b.Right + gap
		}
		p.Lines = append(p.Lines, ln)
	}
	return p
}
