package identity

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/reading"
)

// gridPage builds an OCR page whose rows hold cells "x:text" separated by
// "|": each cell's words start at x, 7 pixels a character, 12 high.
func gridPage(t *testing.T, rows ...string) *layout.Page {
	t.Helper()
	p := &layout.Page{Number: 1, Width: 2000, Height: 1000, Source: layout.SourceOCR}
	for i, row := range rows {
		var ln layout.Line
		for _, cell := range strings.Split(row, "|") {
			xs, text, ok := strings.Cut(cell, ":")
			x, err := strconv.ParseFloat(xs, 64)
			if !ok || err != nil {
				t.Fatalf("gridPage: bad cell %q", cell)
			}
			for _, w := range strings.Fields(text) {
				b := layout.Box{Left: x, Top: float64(30 * i), Right: x + 7*float64(len([]rune(w))), Bottom: float64(30*i + 12)}
				ln.Words = append(ln.Words, layout.Word{Text: w, Box: b, Confidence: 0.9})
				ln.Box = ln.Box.Union(b)
				x = b.Right + 5
			}
		}
		ln.Confidence = 0.9
		p.Lines = append(p.Lines, ln)
	}
	return p
}

// TestZoneGeometry reads values laid out as the corpus's OCR read them.
func TestZoneGeometry(t *testing.T) {
	tests := []struct {
		name string
		rows []string
		want map[string]string
	}{
		{
			// Lithuanian passport: numbered trilingual labels with the
			// Lithuanian garbled, the value under the group, not the word
			// matched; a date without separators; the French label
			// misread beside the English one.
			"numbered label groups",
			[]string{
				"640:4 thtavimo data / Date of isue Date de délivrace|1200:9, Psy Adave/ Authority / Autnnite",
				"656:02012019|1225:VILNIUS (19)",
				"1200:7. Gitnieno vera Place of birth / Liew de naissance",
				"1226:LIETUVA",
			},
			map[string]string{"document_date_of_issue": "2019-01-02", "document_issuing_authority": "VILNIUS (19)", "place_of_birth": "LIETUVA"},
		},
		{
			// US immigrant visa: values wider than their labels start left
			// of them; the next column's value starts under this label.
			"values wider than labels",
			[]string{
				"620:Passport Number|1104:IV Issue Date|1556:IV Expires On",
				"620:555123ABC|1103:24JUN2004|1543:23DEC2004",
			},
			map[string]string{"document_date_of_issue": "2004-06-24", "document_expiry_date": "2004-12-23"},
		},
		{
			// Ukrainian passport: a bilingual month whose Cyrillic half
			// OCR reads as Latin letters.
			"bilingual month garbled",
			[]string{
				"573:= eugayi! Date of issue|1221:Oprax, uo Bxaaey Authority",
				"580:25 BEP/SEP 13|1223:KYIV",
			},
			map[string]string{"document_date_of_issue": "2013-09-25", "document_issuing_authority": "KYIV"},
		},
		{
			// Austrian ID card: the German label lost its end ("Geburts"
			// for "Geburtsort/"), leaving a gap of 2.6 heights before the
			// English one; the value starts under the German; the French
			// label misread beside it.
			"first language cut short",
			[]string{
				"415:Geburts|490:Place of birth, Jeu de",
				"414:SALZBURG",
			},
			map[string]string{"place_of_birth": "SALZBURG"},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := &reading.Document{Pages: []*layout.Page{gridPage(t, tt.rows...)}}
			gm := fieldMap(merge(nil, readZone(doc)))
			for k := range gm {
				if _, ok := tt.want[k]; !ok {
					delete(gm, k)
				}
			}
			if diff := cmp.Diff(tt.want, gm); diff != "" {
				t.Errorf("readZone(%s) mismatch (-want +got):\n%s", tt.name, diff)
			}
		})
	}
}

func TestLabelledDate(t *testing.T) {
	tests := []struct {
		in         string
		monthFirst bool
		want, rest string
	}{
		{"14.03.2031", false, "2031-03-14", ""},
		{"02012019", false, "2019-01-02", ""},
		{"02012019 VILNIUS (19)", false, "2019-01-02", "VILNIUS (19)"},
		{"01022019", true, "2019-01-02", ""},
		{"2003 2013", false, "2013-03-20", ""},
		{"25 BEP/SEP 13", false, "2013-09-25", ""},
		{"12 OKT/OCT 67 PARIS", false, "2067-10-12", " PARIS"},
	}
	for _, tt := range tests {
		d, rest, ok := labelledDate(tt.in, dates.Options{MonthFirst: tt.monthFirst})
		if !ok {
			t.Errorf("labelledDate(%q) found none, want %s", tt.in, tt.want)
			continue
		}
		if diff := cmp.Diff([2]string{tt.want, tt.rest}, [2]string{d.String(), rest}); diff != "" {
			t.Errorf("labelledDate(%q) mismatch (-want +got):\n%s", tt.in, diff)
		}
	}
}

func TestLabelledDateNone(t *testing.T) {
	for _, in := range []string{"", "VILNIUS", "12345678", "32132019", "1985 2020", "020120191", "A1234567", "25 BEP/XYZ 13"} {
		if d, _, ok := labelledDate(in, dates.Options{}); ok {
			t.Errorf("labelledDate(%q) = %s, want none", in, d)
		}
	}
}

// TestExtractZoneGeometry runs Extract on a page laid out like the
// Taiwanese passport: labels prefixed by a garbled translation, values
// under the whole group.
func TestExtractZoneGeometry(t *testing.T) {
	p := gridPage(t,
		"153:PASSPORT",
		"592:HMMM / Authoriry|1141:iii / Place of birth",
		"593:EMBASSY OF THE REPUBLIC OF CHINA|1141:TAIWAN",
	)
	got, err := extract(context.Background(), &reading.Document{Pages: []*layout.Page{p}}, doctype.Env{Today: today})
	if err != nil {
		t.Fatalf("Extract: %v", err)
	}
	want := [2]string{"EMBASSY OF THE REPUBLIC OF CHINA", "TAIWAN"}
	if diff := cmp.Diff(want, [2]string{got.DocumentIssuingAuthority.Value, got.PlaceOfBirth.Value}); diff != "" {
		t.Errorf("Extract mismatch (-want +got):\n%s", diff)
	}
}

// TestBelowStartsUnderLabel: the value under a label starts under it; a
// line that starts further right, a little higher, is the next column's.
func TestBelowStartsUnderLabel(t *testing.T) {
	p := gridPage(t,
		"1229:Authority",
		"692:Date of issue",
		"693:04 JAN 2019",
		"1231:Prezydent m.st. Warszawy",
	)
	shift := &p.Lines[3] // Polish passport: the authority sits between rows
	for w := range shift.Words {
		shift.Words[w].Box.Top, shift.Words[w].Box.Bottom = 40, 52
	}
	shift.Box.Top, shift.Box.Bottom = 40, 52
	gm := fieldMap(merge(nil, readZone(&reading.Document{Pages: []*layout.Page{p}})))
	got := [2]string{gm["document_date_of_issue"], gm["document_issuing_authority"]}
	if diff := cmp.Diff([2]string{"2019-01-04", "Prezydent m.st. Warszawy"}, got); diff != "" {
		t.Errorf("readZone mismatch (-want +got):\n%s", diff)
	}
}

// TestBelowRowSplit: a value row OCR split into two lines at a wide space
// ("18 12" and "2012", Spain's DNI printing "18 12 2012") is read whole
// under its label; a word on the row further than two heights away is
// not part of it.
func TestBelowRowSplit(t *testing.T) {
	for _, tc := range []struct {
		name string
		rows []string
		want string
	}{
		{"split row", []string{"560:EMISION", "560:18 12", "600:2012"}, "2012-12-18"},
		{"one line", []string{"560:EMISION", "560:18 12 2012"}, "2012-12-18"},
		{"far word", []string{"560:EMISION", "560:18 12 2012", "700:M"}, "2012-12-18"},
	} {
		p := gridPage(t, tc.rows...)
		// The row's second line sits on the first's row.
		for i := 2; i < len(p.Lines); i++ {
			l := &p.Lines[i]
			for w := range l.Words {
				l.Words[w].Box.Top, l.Words[w].Box.Bottom = 30, 42
			}
			l.Box.Top, l.Box.Bottom = 30, 42
		}
		gm := fieldMap(merge(nil, readZone(&reading.Document{Pages: []*layout.Page{p}})))
		if got := gm["document_date_of_issue"]; got != tc.want {
			t.Errorf("%s: document_date_of_issue = %q, want %q", tc.name, got, tc.want)
		}
	}
}

// TestCaptionLanguagesOneColumn: a caption printed in three languages
// whose middle one OCR garbled is still one label: its value runs under
// all of it, not only under the first language.
func TestCaptionLanguagesOneColumn(t *testing.T) {
	p := gridPage(t,
		"546:Place of birth / Liew de naissance / Lugar de nacimiento",
		"546:TEXAS, U.S.A.",
	)
	p.Lines[1].Words[1].Box.Left += 100 // printed wider than the grid
	p.Lines[1].Words[1].Box.Right += 100
	gm := fieldMap(merge(nil, readZone(&reading.Document{Pages: []*layout.Page{p}})))
	if got := gm["place_of_birth"]; got != "TEXAS, U.S.A." {
		t.Errorf("place_of_birth = %q, want %q", got, "TEXAS, U.S.A.")
	}
}

// TestUnlabelledZone: a blurred photo loses the small labels; with a
// verified MRZ the issue date is the one other date between birth and
// expiry, and the names keep the zone's diacritics.
func TestUnlabelledZone(t *testing.T) {
	mrzLines := []string{"20:P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "20:L898902C36UTO7408122F1204159ZE184226B<<<<<10"}
	tests := []struct {
		name string
		rows []string
		want [5]string // issue date, surname, given names, place of birth, authority
	}{
		{"one date between", []string{"600:ÉRIKSSON", "600:ANNA MARÍA", "600:12/08/1974 F", "600:STOCKHOLM", "600:16/04/2002", "600:15/04/2012"},
			[5]string{"2002-04-16", "ÉRIKSSON", "ANNA MARÍA", "STOCKHOLM", ""}},
		{"two dates between", []string{"600:ERIKSSON", "600:12/08/1974", "600:16/04/2002", "600:01/01/2005", "600:15/04/2012"},
			[5]string{"", "ERIKSSON", "ANNA MARIA", "", ""}},
		{"authority beside the issue date, sex before the place", []string{"600:ERIKSSON", "600:12/08/1974", "600:F ZENITH", "600:16/04/2002 Passport Office of Zenith", "600:15/04/2012"},
			[5]string{"2002-04-16", "ERIKSSON", "ANNA MARIA", "ZENITH", "Passport Office of Zenith"}},
		{"abbreviation kept, debris dropped", []string{"600:ERIKSSON", "600:12/08/1974", "600:ZENITH, U.T.O.", "600:16/04/2002 ~ p Prezydent m.st. Zenith.", "600:15/04/2012"},
			[5]string{"2002-04-16", "ERIKSSON", "ANNA MARIA", "ZENITH, U.T.O.", "Prezydent m.st. Zenith"}},
		{"a signature beside the date, a label under it", []string{"600:ERIKSSON", "600:12/08/1974", "600:Place of birth", "600:16/04/2002 amen jn Singhs", "600:15/04/2012"},
			[5]string{"2002-04-16", "ERIKSSON", "ANNA MARIA", "", ""}},
		{"lower case under the birth date, a mark beside the issue date", []string{"600:ERIKSSON", "600:12/08/1974", "600:signature", "600:16/04/2002 XXX", "600:15/04/2012"},
			[5]string{"2002-04-16", "ERIKSSON", "ANNA MARIA", "", ""}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := gridPage(t, append(tt.rows, mrzLines...)...)
			got, err := extract(context.Background(), &reading.Document{Pages: []*layout.Page{p}}, doctype.Env{Today: today})
			if err != nil {
				t.Fatalf("Extract: %v", err)
			}
			gotF := [5]string{got.DocumentDateOfIssue.Value, got.Surname.Value, got.GivenName.Value, got.PlaceOfBirth.Value, got.DocumentIssuingAuthority.Value}
			if diff := cmp.Diff(tt.want, gotF); diff != "" {
				t.Errorf("Extract mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestPlaceName(t *testing.T) {
	tests := []struct{ in, want string }{
		{": SALZBURG", "SALZBURG"},
		{"\"S-GRAVENHAGE", "'S-GRAVENHAGE"},
		{"’s-Hertogenbosch", "'s-Hertogenbosch"},
		{"'S-GRAVENHAGE", "'S-GRAVENHAGE"},
		{"\"SALZBURG", "\"SALZBURG"},
		{"1234", ""},
	}
	for _, tt := range tests {
		if got := placeName(tt.in); got != tt.want {
			t.Errorf("placeName(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

// TestSignatureOfIssuingOfficer: the ICAO Utopia visa's "Signature of
// issuing Officer", as OCR read it, labels a signature, not the authority
// ("Issuing office").
func TestSignatureOfIssuingOfficer(t *testing.T) {
	for _, tc := range []struct {
		line      string
		authority bool
	}{
		{"Signawre di issuing Officer", false},
		{"Signature of the issuing officer", false},
		{"Issuing office", true},
		{"Date of issue Issuing authority", true},
	} {
		var l layout.Line
		for _, w := range strings.Fields(tc.line) {
			l.Words = append(l.Words, layout.Word{Text: w})
		}
		p := &layout.Page{Lines: []layout.Line{l}}
		got := false
		for _, h := range pageHits(p) {
			got = got || h.field == fAuthority
		}
		if got != tc.authority {
			t.Errorf("%q: authority label found %v, want %v", tc.line, got, tc.authority)
		}
	}
}

func TestTrimValueDropsSpeck(t *testing.T) {
	for in, want := range map[string]string{
		"~T HYDERABAD":      "HYDERABAD",
		": VADUZ":           "VADUZ",
		"MT PLEASANT":       "MT PLEASANT",
		"D'ARC":             "D'ARC",
		"« LONDON":          "LONDON",
		"12 RUE DE LA PAIX": "12 RUE DE LA PAIX",
	} {
		if got := trimValue(in); got != want {
			t.Errorf("trimValue(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestStateTitleAtEnd(t *testing.T) {
	for in, want := range map[string]string{
		"ss SIRS TRTSA REPUBLIC OF INDIA": "IN",
		"Nom JORDAN":                      "",
		"REPUBLIC OF INDIA":               "", // a whole line is stateName's
		"xx yy KINGDOM OF SPAIN":          "ES",
	} {
		got, _ := stateTitleAtEnd(in)
		if got != want {
			t.Errorf("stateTitleAtEnd(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestStateBeforeTitle: a header line opening with the state's name and
// going on with the document's title names the issuing state; a state's
// name before other words, or a title alone, does not.
func TestStateBeforeTitle(t *testing.T) {
	for in, want := range map[string]string{
		"ESPANA DOCUMENTO NACIONAL DE IDENTIDAD":  "ES",
		"ESPANA DOCUMENTO NACIONAL DE IDENTIDA)":  "ES",
		"REPUBLIKA HRVATSKA PUTOVNICA / PASSPORT": "HR",
		"ESPANA SEVILLA MADRID":                   "",
		"DOCUMENTO NACIONAL DE IDENTIDAD":         "",
	} {
		p := gridPage(t, "100:"+in)
		if got, _ := stateBeforeTitle(p.Lines[0]); got != want {
			t.Errorf("stateBeforeTitle(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestPlaceOfIssue: a passport without an authority label names its
// issuing office by the place of issue; with one, or on a visa, the place
// of issue is no authority.
func TestPlaceOfIssue(t *testing.T) {
	const td3 = "75:P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<"
	const td3Line2 = "75:L898902C36UTO7408122F1204159ZE184226B<<<<<10"
	const mrva = "75:V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<"
	const mrvaLine2 = "75:L8988901C4XXX4009078F96121096ZE184226B<<<<<<"
	for _, tt := range []struct {
		name string
		rows []string
		want string
	}{
		{"passport", []string{"153:PASSPORT", "920:Place of Issue", "925:HYDERABAD", td3, td3Line2}, "HYDERABAD"},
		{"passport with authority", []string{"153:PASSPORT", "300:Authority|920:Place of Issue", "300:PASSPORT OFFICE|920:ZENITH", td3, td3Line2}, "PASSPORT OFFICE"},
		{"visa", []string{"153:VISA", "920:Place of Issue", "925:ZENITH", mrva, mrvaLine2}, ""},
	} {
		p := gridPage(t, tt.rows...)
		got, err := extract(context.Background(), &reading.Document{Pages: []*layout.Page{p}}, doctype.Env{Today: today})
		if err != nil {
			t.Fatalf("%s: Extract: %v", tt.name, err)
		}
		if got.MRZ == nil {
			t.Fatalf("%s: no MRZ read", tt.name)
		}
		if got.DocumentIssuingAuthority.Value != tt.want {
			t.Errorf("%s: authority = %q, want %q", tt.name, got.DocumentIssuingAuthority.Value, tt.want)
		}
	}
}

func TestJoinedLabel(t *testing.T) {
	p := gridPage(t,
		"797:SEXE /Sex NATIONALITE/ Nationality DATE DENAISS / Date ofbit",
		"799:F|868:FRA|1500:13 07 1990",
	)
	// Place the date under its label, as the card prints it.
	p.Lines[1].Words[2].Box.Left, p.Lines[1].Words[3].Box.Left, p.Lines[1].Words[4].Box.Left = 1060, 1095, 1130
	p.Lines[1].Words[2].Box.Right, p.Lines[1].Words[3].Box.Right, p.Lines[1].Words[4].Box.Right = 1074, 1109, 1158
	z := readZone(&reading.Document{Pages: []*layout.Page{p}})
	if got := z.found[fBirthDate].Value; got != "1990-07-13" {
		t.Errorf("birth date = %q, want 1990-07-13", got)
	}
	toks := lineTokens(p.Lines[0])
	if n := joinedLabelAt(toks, 4, []string{"DATE", "DE", "NAISS"}); n != 2 {
		t.Errorf("joinedLabelAt(DATE DENAISS) = %d, want 2", n)
	}
	if n := joinedLabelAt(toks, 4, []string{"DATE", "OF", "ISSUE"}); n != 0 {
		t.Errorf("joinedLabelAt(DATE OF ISSUE) = %d, want 0", n)
	}
}

func TestJoinedLabelNotAPrefix(t *testing.T) {
	toks := lineTokens(gridPage(t, "734:16 APR/AVR 07 PASSPORT OFFICE").Lines[0])
	for i := range toks {
		if n := joinedLabelAt(toks, i, []string{"PASSPORT", "NO"}); n != 0 {
			t.Errorf("joinedLabelAt(%q, PASSPORT NO) = %d, want 0", toks[i].text, n)
		}
	}
}

func TestJoinedLabelNotTheFirstWord(t *testing.T) {
	toks := lineTokens(gridPage(t, "734:16 APR/AVR 07 PASSPORT OFFICE").Lines[0])
	for i := range toks {
		if n := joinedLabelAt(toks, i, []string{"PASSPORT", "N"}); n != 0 {
			t.Errorf("joinedLabelAt(%q, PASSPORT N) = %d, want 0", toks[i].text, n)
		}
	}
}
