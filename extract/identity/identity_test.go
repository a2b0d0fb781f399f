package identity

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/mrz"
	"github.com/docextract/docextract/extract/reading"
	"github.com/docextract/docextract/internal/testpage"
)

// germanPassport is a passport data page; its names hold no diacritics,
// which the eng model cannot read (the merge of diacritics is tested on
// text pages).
func germanPassport() passportData {
	return passportData{
		zone: [][2]string{
			{"Surname / Nom", "MUELLER-LANG"},
			{"Given names / Prénoms", "JOERG ANDREAS"},
			{"Date of birth / Date de naissance", "12 MAR 1985"},
			{"Place of birth / Lieu de naissance", "BERLIN"},
			{"Date of issue / Date de délivrance", "14 MAR 2021"},
			{"Authority / Autorité", "STADT KOELN"},
			{"Date of expiry / Date d'expiration", "13 MAR 2031"},
		},
		mrz: td3("D<<", "MUELLER LANG", "JOERG ANDREAS", "C01X00T47", "D<<", "850312", "M", "310313"),
	}
}

func TestExtractDocuments(t *testing.T) {
	passport := map[string]string{
		"issuing_country":            "DE",
		"document_number":            "C01X00T47",
		"document_date_of_issue":     "2021-03-14",
		"document_expiry_date":       "2031-03-13",
		"document_issuing_authority": "STADT KOELN",
		"surname":                    "MUELLER-LANG",
		"given_name":                 "JOERG ANDREAS",
		"date_of_birth":              "1985-03-12",
		"place_of_birth":             "BERLIN",
	}
	tests := []struct {
		name string
		data func(t *testing.T) []byte
		want map[string]string
	}{
		{"rendered passport", func(t *testing.T) []byte { return pngBytes(t, renderPassport(t, germanPassport())) }, passport},
		// The reader turns the page by its MRZ band.
		{"rendered passport upside down", func(t *testing.T) []byte {
			return pngBytes(t, mrz.Turn180(renderPassport(t, germanPassport())))
		}, passport},
		// The reader levels the page before it looks for the band.
		{"passport photographed askew", func(t *testing.T) []byte {
			return pngBytes(t, onTable(renderPassport(t, germanPassport()), 16))
		}, passport},
		{"text-layer passport", func(t *testing.T) []byte {
			d := germanPassport()
			var lines []string
			for _, kv := range d.zone {
				lines = append(lines, kv[0], kv[1])
			}
			lines = append(lines, "PASSPORT")
			return textPDF(t, append(lines, d.mrz...))
		}, map[string]string{
			"issuing_country": "DE", "document_number": "C01X00T47", "document_date_of_issue": "2021-03-14",
			"document_expiry_date": "2031-03-13", "document_issuing_authority": "STADT KOELN",
			"surname": "MUELLER-LANG", "given_name": "JOERG ANDREAS", "date_of_birth": "1985-03-12", "place_of_birth": "BERLIN",
		}},
		{"EU driving licence", func(t *testing.T) []byte {
			return textPDF(t, []string{"DRIVING LICENCE", "1. MUSTERMANN", "2. ERIKA", "3. 12.08.1964 BERLIN",
				"4a. 19.01.2013   4c. LANDRATSAMT MUSTERHAUSEN", "4b. 18.01.2028", "5. B072RRE2I55"})
		}, map[string]string{
			"issuing_country": "", "document_number": "B072RRE2I55", "document_date_of_issue": "2013-01-19",
			"document_expiry_date": "2028-01-18", "document_issuing_authority": "LANDRATSAMT MUSTERHAUSEN",
			"surname": "MUSTERMANN", "given_name": "ERIKA", "date_of_birth": "1964-08-12", "place_of_birth": "BERLIN",
		}},
		{"US driver licence", func(t *testing.T) []byte {
			return textPDF(t, []string{"COLORADO USA DRIVER LICENSE", "DL 12-345-6789", "EXP 03/04/2030", "ISS 03/04/2022",
				"LN SAMPLE", "FN JANE ANN", "DOB 05/06/1990"})
		}, map[string]string{
			"issuing_country": "US", "document_number": "12-345-6789", "document_date_of_issue": "2022-03-04",
			"document_expiry_date": "2030-03-04", "document_issuing_authority": "",
			"surname": "SAMPLE", "given_name": "JANE ANN", "date_of_birth": "1990-05-06", "place_of_birth": "",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := readDoc(t, tt.data(t))
			got, err := extract(context.Background(), doc, doctype.Env{Reader: testReader(t), Today: today})
			if err != nil {
				t.Fatalf("Extract: %v", err)
			}
			if diff := cmp.Diff(tt.want, fieldMap(got)); diff != "" {
				t.Errorf("extract(%s) mismatch (-want +got):\n%s", tt.name, diff)
			}
		})
	}
}

func TestExtractErrors(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  error
	}{
		{"electricity bill", []string{"NORTHERN POWER LTD", "Electricity bill", "Name: John Smith",
			"Date of issue: 12/03/2024", "Account number 12345678", "Amount due GBP 84.20"}, ErrNoEvidence},
		{"keyword in running text", []string{"Apply for your passport online at our office", "Visit our office"}, ErrNoEvidence},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := readDoc(t, textPDF(t, tt.lines))
			_, err := extract(context.Background(), doc, doctype.Env{Today: today})
			if !errors.Is(err, tt.want) {
				t.Errorf("extract(%s) error = %v, want %v", tt.name, err, tt.want)
			}
		})
	}
}

// TestExtractUprightLetter: a scanned letter, read upright, shows no
// identity evidence and is refused without being read again upside down.
func TestExtractUprightLetter(t *testing.T) {
	var items []testpage.Item
	for i, l := range strings.Split(letterText, "\n") {
		items = append(items, testpage.Item{X: 60, Y: 80 + 16*float64(i), Size: 11, Text: l})
	}
	doc := readDoc(t, testpage.PNG(t, items, 200))
	if !readsUpright(doc) {
		t.Fatalf("the letter does not read as upright text:\n%s", doc.Text(1))
	}
	_, err := extract(context.Background(), doc, doctype.Env{Reader: testReader(t), Today: today})
	if !errors.Is(err, ErrNoEvidence) {
		t.Errorf("extract(letter) error = %v, want ErrNoEvidence", err)
	}
}

const letterText = `Northern Power Ltd, 1 Power Way, Leeds LS1 4AP
Dear Mr Wilson,
Thank you for your letter of 12 March about your electricity account.
We have reviewed the statement you enclosed and agree that the charge
of 38.50 pounds dated 3 February was made in error. The amount will be
refunded within five working days and shown on your next statement.
If you have any further questions about this or any other matter,
please call our customer team or write to us at the address above.
Yours sincerely, Margaret Ellis, Customer Relations Manager`

// page builds a text-layer page from lines, one word every 60 points.
func page(lines ...string) *layout.Page {
	p := &layout.Page{Number: 1, Width: 600, Height: 800, Source: layout.SourceTextLayer}
	for i, l := range lines {
		var ln layout.Line
		x := 10.0
		for _, w := range splitWords(l) {
			b := layout.Box{Left: x, Top: float64(20 * i), Right: x + 7*float64(len(w)), Bottom: float64(20*i + 12)}
			ln.Words = append(ln.Words, layout.Word{Text: w, Box: b, Confidence: 1})
			ln.Box = ln.Box.Union(b)
			x = b.Right + 5
		}
		ln.Confidence = 1
		p.Lines = append(p.Lines, ln)
	}
	return p
}

func splitWords(s string) []string { return strings.Fields(s) }

func TestZoneLabels(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  map[string]string
	}{
		{"german id, value after label", []string{"PERSONALAUSWEIS", "Name/Surname: MUSTERMANN", "Vornamen/Given names: ERIKA",
			"Geburtsdatum/Date of birth: 12.08.1964", "Geburtsort/Place of birth: BERLIN", "Gültig bis/Date of expiry: 01.08.2031"},
			map[string]string{"surname": "MUSTERMANN", "given_name": "ERIKA", "date_of_birth": "1964-08-12", "place_of_birth": "BERLIN", "document_expiry_date": "2031-08-01"}},
		{"spanish, numbered bilingual labels", []string{"DOCUMENTO NACIONAL DE IDENTIDAD", "APELLIDOS / SURNAME (1)", "ESPAÑOLA ESPAÑOLA",
			"NOMBRE / NAME (2)", "CARMEN", "FECHA DE NACIMIENTO (3)", "01 01 1980"},
			map[string]string{"surname": "ESPAÑOLA ESPAÑOLA", "given_name": "CARMEN", "date_of_birth": "1980-01-01"}},
		{"italian", []string{"CARTA D'IDENTITÀ", "COGNOME ROSSI", "NOME MARIO", "DATA DI NASCITA 31/12/1970", "LUOGO DI NASCITA ROMA (RM)"},
			map[string]string{"surname": "ROSSI", "given_name": "MARIO", "date_of_birth": "1970-12-31", "place_of_birth": "ROMA (RM)"}},
		{"dutch", []string{"PASPOORT", "Naam / Surname", "DE BRUIJN", "Voornamen / Given names", "WILLEKE LISELOTTE",
			"Geboortedatum / Date of birth", "10 MRT/MAR 1965"},
			map[string]string{"surname": "DE BRUIJN", "given_name": "WILLEKE LISELOTTE", "date_of_birth": "1965-03-10"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc := &reading.Document{Pages: []*layout.Page{page(tt.lines...)}}
			got, err := extract(context.Background(), doc, doctype.Env{Today: today})
			if err != nil {
				t.Fatalf("Extract: %v", err)
			}
			gm := fieldMap(got)
			for k := range gm {
				if _, ok := tt.want[k]; !ok {
					delete(gm, k)
				}
			}
			if diff := cmp.Diff(tt.want, gm); diff != "" {
				t.Errorf("extract(%s) mismatch (-want +got):\n%s", tt.name, diff)
			}
		})
	}
}

func TestMergeNames(t *testing.T) {
	mrzLines := td3("D<<", "MUELLER", "JOERG ANDREAS", "C01X00T47", "D<<", "850312", "M", "310313")
	tests := []struct {
		name                   string
		surname, given         string
		wantSurname, wantGiven string
	}{
		{"zone agrees after transliteration", "MÜLLER", "JÖRG ANDREAS", "MÜLLER", "JÖRG ANDREAS"},
		{"zone lost its umlaut", "MULLER", "JORG ANDREAS", "MUELLER", "JOERG ANDREAS"},
		{"zone disagrees: MRZ wins", "SCHMIDT", "PETER", "MUELLER", "JOERG ANDREAS"},
		{"bilingual zone", "МЮЛЛЕР/MUELLER", "ЙОРГ/JOERG ANDREAS", "MUELLER", "JOERG ANDREAS"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := page(append([]string{"PASSPORT", "Surname: " + tt.surname, "Given names: " + tt.given}, mrzLines...)...)
			got, err := extract(context.Background(), &reading.Document{Pages: []*layout.Page{p}}, doctype.Env{Today: today})
			if err != nil {
				t.Fatalf("Extract: %v", err)
			}
			want := [2]string{tt.wantSurname, tt.wantGiven}
			if diff := cmp.Diff(want, [2]string{got.Surname.Value, got.GivenName.Value}); diff != "" {
				t.Errorf("extract(%s) names mismatch (-want +got):\n%s", tt.name, diff)
			}
		})
	}
}

// TestPrintedNames: with the zone's labels lost, a line that prints the
// MRZ's name on its own gives the name: one letter in ten another (the
// MRZ reader's A read as Q), or the whole of a name the MRZ cut at the end
// of its field. A line one letter off that is not alone, or a longer line
// when the MRZ's field is not full, is not taken.
func TestPrintedNames(t *testing.T) {
	tests := []struct {
		name                   string
		surname, given         string // as the MRZ holds them
		zone                   []string
		wantSurname, wantGiven string
	}{
		{"a letter misread in the MRZ", "SQTO", "AIKO", []string{"SATO", "AIKO"}, "SATO", "AIKO"},
		{"W read as U in the MRZ", "UATANABE", "TARO", []string{"WATANABE", "TARO"}, "WATANABE", "TARO"},
		{"given names cut at the field's end", "WOLFESCHLEGELSTEIN", "MARIA DEL CARMEN AN", []string{"WOLFESCHLEGELSTEIN", "MARIA DEL CARMEN ANA"},
			"WOLFESCHLEGELSTEIN", "MARIA DEL CARMEN ANA"},
		{"field not full: no cut", "GARCIA", "MARIA DEL CARME", []string{"GARCIA", "MARIA DEL CARMEN"}, "GARCIA", "MARIA DEL CARME"},
		{"two lines one letter off", "SQTO", "AIKO", []string{"SATO", "SITO", "AIKO"}, "SQTO", "AIKO"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			mrzLines := td3("JPN", tt.surname, tt.given, "TK1234567", "JPN", "850312", "F", "310313")
			p := page(append(append([]string{"PASSPORT"}, tt.zone...), mrzLines...)...)
			got, err := extract(context.Background(), &reading.Document{Pages: []*layout.Page{p}}, doctype.Env{Today: today})
			if err != nil {
				t.Fatalf("Extract: %v", err)
			}
			want := [2]string{tt.wantSurname, tt.wantGiven}
			if diff := cmp.Diff(want, [2]string{got.Surname.Value, got.GivenName.Value}); diff != "" {
				t.Errorf("extract(%s) names mismatch (-want +got):\n%s", tt.name, diff)
			}
		})
	}
}

// TestMergeNumber: the MRZ's legacy reading may take 3 for S where the
// check digit cannot tell them apart; the zone's printing decides when the
// page's own reading of the MRZ line agrees with it.
func TestMergeNumber(t *testing.T) {
	tests := []struct {
		name, mrzNumber, zoneNumber, pageMRZ, want string
		strong                                     bool // the zone's number was read under a passport's number label
	}{
		{"check digit blind to 33 read as SS", "GZSSY5KV8", "GZ33Y5KV8", "GZ33Y5KV89NLD9307218F3411274<<<<<<<<<<<<<<<0", "GZ33Y5KV8", false},
		{"the page's MRZ line does not agree", "GZSSY5KV8", "GZ33Y5KV8", "", "GZSSY5KV8", false},
		{"under a passport's own label", "833386969", "S33386969", "", "S33386969", true},
		{"U read as 0, under a passport's own label", "069057471", "U69057471", "", "U69057471", true},
		{"zone misread: the check digit differs", "GZ33Y5KV8", "GZ33Y6KV8", "GZ33Y6KV89NLD9307218F3411274<<<<<<<<<<<<<<<0", "GZ33Y5KV8", true},
		{"zone holds another number", "GZ33Y5KV8", "123456789", "123456789<<NLD9307218F3411274<<<<<<<<<<<<<<<0", "GZ33Y5KV8", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := mrz.Parse(td3("NLD", "VAN DEN BERG", "INGRID", tt.mrzNumber, "NLD", "930721", "F", "341127"), today)
			if err != nil || !res.Valid {
				t.Fatalf("Parse: valid %v, %v", res.Valid, err)
			}
			p := page("PASPOORT")
			read := &mrzRead{res: res, page: p, verified: true, conf: confValid}
			var z zone
			z.found[fNumber] = layout.Field{Value: tt.zoneNumber, Page: 1}
			z.strong[fNumber] = tt.strong
			if tt.pageMRZ != "" {
				z.lines = []layout.Field{{Value: tt.pageMRZ, Page: 1}}
			}
			if got := merge(read, z).DocumentNumber.Value; got != tt.want {
				t.Errorf("document_number = %q, want %q", got, tt.want)
			}
		})
	}
}

// TestMergePrintedCheckDigit: a card that prints its number with the
// MRZ's check digit appended (Liechtenstein) answers the printed number;
// the MRZ's own line, or the number without it, does not count.
func TestMergePrintedCheckDigit(t *testing.T) {
	lie := []string{"IDLIEID98754015<<<<<<<<<<<<<<<", "8205122F1906224LIE<<<<<<<<<<<6", "OSPELTBECK<<MARISA<<<<<<<<<<<<"}
	tests := []struct {
		name  string
		lines []string
		want  string
	}{
		{"printed apart from the MRZ", []string{"IDENTITY CARD", "ID98754015"}, "ID98754015"},
		{"printed under its label", []string{"IDENTITY CARD", "Card No.: ID98754015"}, "ID98754015"},
		{"printed as the MRZ has it", []string{"IDENTITY CARD", "ID9875401"}, "ID9875401"},
		{"another digit appended", []string{"IDENTITY CARD", "ID98754016"}, "ID9875401"},
		{"only in the page's reading of the MRZ line", []string{"IDENTITY CARD", "IDLIE ID98754015 <<<<<<<<<<<<<<<"}, "ID9875401"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := page(append(tt.lines, lie...)...)
			got, err := extract(context.Background(), &reading.Document{Pages: []*layout.Page{p}}, doctype.Env{Today: today})
			if err != nil {
				t.Fatalf("Extract: %v", err)
			}
			if got.DocumentNumber.Value != tt.want {
				t.Errorf("document_number = %q, want %q", got.DocumentNumber.Value, tt.want)
			}
		})
	}
}

// TestReadTurnsByMRZ: an upside-down passport is read upright the first
// time (its MRZ band shows the way up), not turned again by Extract.
func TestReadTurnsByMRZ(t *testing.T) {
	doc := readDoc(t, pngBytes(t, mrz.Turn180(renderPassport(t, germanPassport()))))
	if got := doc.Pages[0].Rotation; got != 180 {
		t.Errorf("Rotation = %d, want 180", got)
	}
	if !strings.Contains(doc.Text(1), "MUELLER") {
		t.Errorf("page text does not hold the surname upright:\n%s", doc.Text(1))
	}
}
