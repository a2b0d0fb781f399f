package organisationdoc

import (
	"context"
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/reading"
)

func TestParseNumber(t *testing.T) {
	tests := []struct {
		in, country string
		want        Number
	}{
		{"12345678", "GB", Number{Value: "12345678", Scheme: SchemeCompaniesHouse, Country: "GB"}},
		{"SC123456", "", Number{Value: "SC123456", Scheme: SchemeCompaniesHouse, Country: "GB"}},
		{"NI075853", "GB", Number{Value: "NI075853", Scheme: SchemeCompaniesHouse, Country: "GB"}},
		{"OC929815", "", Number{Value: "OC929815", Scheme: SchemeCompaniesHouse, Country: "GB"}},
		{"0C929815", "GB", Number{Value: "OC929815", Scheme: SchemeCompaniesHouse, Country: "GB"}}, // OCR: zero for O
		{"SC 123456", "", Number{Value: "SC123456", Scheme: SchemeCompaniesHouse, Country: "GB"}},
		{"No. 01234567", "GB", Number{Value: "01234567", Scheme: SchemeCompaniesHouse, Country: "GB"}},
		{"2310468", "US", Number{Value: "2310468", Scheme: SchemeUSFile, Country: "US"}},
		{"C1234567", "US", Number{Value: "C1234567", Scheme: SchemeUSFile, Country: "US"}},
		{"5368689", "", Number{Value: "5368689", Scheme: SchemeUnknown}},
		{"435251", "IE", Number{Value: "435251", Scheme: SchemeCRO, Country: "IE"}},
		{"201512345A", "", Number{Value: "201512345A", Scheme: SchemeUEN, Country: "SG"}},
		{"53012345D", "SG", Number{Value: "53012345D", Scheme: SchemeUEN, Country: "SG"}},
		{"T08LL1234A", "", Number{Value: "T08LL1234A", Scheme: SchemeUEN, Country: "SG"}},
		{"38601579", "NL", Number{Value: "38601579", Scheme: SchemeKvK, Country: "NL"}},
		{"3860 1579", "NL", Number{Value: "38601579", Scheme: SchemeKvK, Country: "NL"}},
		{"38601579", "", Number{Value: "38601579", Scheme: SchemeUnknown}},
		{"HRB 772044", "", Number{Value: "HRB 772044", Scheme: SchemeHandelsregister, Country: "DE"}},
		// The formats of the lexicon's registers, where the country is known.
		{"B 123456", "LU", Number{Value: "B 123456", Scheme: SchemeUnknown, Country: "LU"}},
		{"2019/123456/07 Private Company", "ZA", Number{Value: "2019/123456/07", Scheme: SchemeUnknown, Country: "ZA"}},
		{"2019/123456/07", "", Number{Value: "2019", Scheme: SchemeUnknown}},
		{"จ.๖๓๓๗/๒๕๖๘", "", Number{Value: "จ.6337/2568", Country: "TH"}}, // Thai digits as ASCII
		{"จ. 6337/2568 ส.ค.๔", "TH", Number{Value: "จ.6337/2568", Country: "TH"}},
		{"0105561234567", "TH", Number{Value: "0105561234567", Country: "TH"}},
		{"HRB772044", "DE", Number{Value: "HRB772044", Scheme: SchemeHandelsregister, Country: "DE"}},
		{"HRA 12345 B", "", Number{Value: "HRA 12345 B", Scheme: SchemeHandelsregister, Country: "DE"}},
		{"HRB 12345, Amtsgericht München", "", Number{Value: "HRB 12345", Scheme: SchemeHandelsregister, Country: "DE", Court: "Amtsgericht München"}},
		{"HE 123456", "", Number{Value: "HE 123456", Scheme: SchemeCyprus, Country: "CY"}},
		{"HE123456", "CY", Number{Value: "HE123456", Scheme: SchemeCyprus, Country: "CY"}},
		{"SC12345O", "", Number{Value: "SC123450", Scheme: SchemeCompaniesHouse, Country: "GB"}},      // OCR: O for zero
		{"HRB 77204b", "", Number{Value: "HRB 772048", Scheme: SchemeHandelsregister, Country: "DE"}}, // matched whatever the case
		{"HE 12345S", "", Number{Value: "HE 123455", Scheme: SchemeCyprus, Country: "CY"}},
		{"ΗΕ 123456", "", Number{Value: "HE 123456", Scheme: SchemeCyprus, Country: "CY"}}, // Greek capitals
		{": 123456", "IE", Number{Value: "123456", Scheme: SchemeCRO, Country: "IE"}},
	}
	for _, tt := range tests {
		got, ok := ParseNumber(tt.in, tt.country)
		if !ok {
			t.Errorf("ParseNumber(%q, %q) failed", tt.in, tt.country)
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("ParseNumber(%q, %q) mismatch (-want +got):\n%s", tt.in, tt.country, diff)
		}
	}
}

func TestParseNumberRejects(t *testing.T) {
	tests := []struct{ in, country string }{
		{"", ""},
		{"Active", ""},
		{"SOIL", ""},
		// Numbers printed with fewer digits than letters (fuzzing found
		// "SCOOOOOO" read as SC000000): repairing them would make them up.
		{"SCOOOOOO", ""},
		{"SC OIOIOI", "GB"},
		{"HRB SOIL", ""},
		{"HRB OOOOOO", "DE"},
		{"HE OOO", ""},
		{"HRB 1SOI", ""},
		{"of shares 100", ""},
		{"12", ""},
		{"Private limited company", "GB"},
		{"0105561234567", ""},  // thirteen digits are Thai only in Thailand
		{"จ.๒๓๓๓/๒๕๒๐๕", "TH"}, // a year of five digits: misread
	}
	for _, tt := range tests {
		if got, ok := ParseNumber(tt.in, tt.country); ok {
			t.Errorf("ParseNumber(%q, %q) = %+v, want failure", tt.in, tt.country, got)
		}
	}
}

func TestFindNumber(t *testing.T) {
	tests := []struct {
		in   string
		want string
	}{
		{"Company number NI075853", "NI075853"},
		{"Kamer van Koophandel · KvK-nummer: 38601579", "38601579"},
		{"Registered in England and Wales. Company No. 01234567.", "01234567"},
		{"Amtsgericht München · Nummer der Firma: HRB 772044", "HRB 772044"},
		{"Registergericht: Amtsgericht Hamburg HRB 12345", "HRB 12345"},
		{"UEN: 201512345A", "201512345A"},
		{"Registration number: HE 395674", "HE 395674"},
	}
	for _, tt := range tests {
		got, ok := FindNumber(tt.in, "")
		if !ok {
			t.Errorf("FindNumber(%q) found nothing", tt.in)
			continue
		}
		if got.Value != tt.want {
			t.Errorf("FindNumber(%q) = %q, want %q", tt.in, got.Value, tt.want)
		}
	}
	if n, ok := FindNumber("Registergericht: Amtsgericht Hamburg HRB 12345", ""); !ok || n.Court != "Amtsgericht Hamburg" {
		t.Errorf("FindNumber court = %q, want %q", n.Court, "Amtsgericht Hamburg")
	}
}

func TestFindNumberNone(t *testing.T) {
	for _, in := range []string{"", "Invoice 2024-03", "Account number: 1234 5678 9012", "He was born in 1970", "Page 1 of 2"} {
		if got, ok := FindNumber(in, ""); ok {
			t.Errorf("FindNumber(%q) = %+v, want nothing", in, got)
		}
	}
}

func TestJurisdiction(t *testing.T) {
	tests := []struct{ in, want string }{
		{"Registrar of Companies for England and Wales", "GB"},
		{"Registrar of Companies for Scotland", "GB"},
		{"Registrar of Companies for Northern Ireland", "GB"},
		{"Companies House", "GB"},
		{"The Registrar of Companies for Northern Ireland, hereby certifies that X LTD is this day incorporated under the Companies Act 2006", "GB"},
		{"Companies Registration Office", "IE"},
		{"I hereby certify that X Limited is this day incorporated under the Companies Act 2014", "IE"},
		{"Accounting and Corporate Regulatory Authority", "SG"},
		{"incorporated under the Companies Act, 1956 (No. 1 of 1956) and that the company is private limited", "IN"},
		{"Assistant Registrar of Companies, National Capital Territory of Delhi and Haryana", "IN"},
		{"Kamer van Koophandel", "NL"},
		{"Uittreksel Handelsregister Kamer van Koophandel", "NL"},
		{"Amtsgericht München", "DE"},
		{"Handelsregister B des Amtsgerichts München – Aktueller Ausdruck", "DE"},
		{"Department of Registrar of Companies and Intellectual Property", "CY"},
		{"Delaware Secretary of State, Division of Corporations", "US"},
		{"State of Nevada", "US"},
		{"Wyoming", "US"},
		{"Germany", "DE"},
		{"Singapore", "SG"},
		{"Ireland", "IE"},
		{"Northern Ireland", "GB"},
		{"นายทะเบียนสมาคมกรุงเทพมหานคร", "TH"},
		{"ตามความในมาตรา ๘๒ แห่งประมวลกฎหมายแพ่งและพาณิชย์แล้ว", "TH"},
		{"กรมพัฒนาธุรกิจการค้า กระทรวงพาณิชย์", "TH"},
	}
	for _, tt := range tests {
		if got := Jurisdiction(tt.in); got != tt.want {
			t.Errorf("Jurisdiction(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestJurisdictionNone(t *testing.T) {
	for _, in := range []string{"", "Certificate", "Registrar", "12345678", "Lorem ipsum dolor sit amet"} {
		if got := Jurisdiction(in); got != "" {
			t.Errorf("Jurisdiction(%q) = %q, want \"\"", in, got)
		}
	}
}

func TestPersonName(t *testing.T) {
	tests := []struct{ in, want string }{
		{"GÜNTHER, Jürgen", "Jürgen GÜNTHER"},
		{"O'SULLIVAN, Aoife", "Aoife O'SULLIVAN"},
		{"Maria Elena Nguyen", "Maria Elena Nguyen"},
		{"Mr John SMITH", "John SMITH"},
		{"VAN DIJK, Willem", "Willem VAN DIJK"},
		{"Jane Roe (resigned)", "Jane Roe"},
		{"", ""},
		{"1", ""},
	}
	for _, tt := range tests {
		if got := personName(tt.in); got != tt.want {
			t.Errorf("personName(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestLabels(t *testing.T) {
	tests := []struct {
		in       string
		wantName string
		wantRest string
	}{
		{"Company number", "number", ""},
		{"Company number NI075853", "number", "NI075853"},
		{"File Number 5368689", "number", "5368689"},
		{"KvK-nummer:", "number", ""},
		{"Sitz, Geschäftsanschrift", "office", ""},
		{"Sitz, Geschaftsanschrift", "office", ""}, // OCR lost the umlaut
		{"Status: Active", "status", "Active"},
		{"Incorporated on 3 May 2011", "incorporated", "3 May 2011"},
		{"Statutaire naam", "name", ""},
	}
	for _, tt := range tests {
		name, rest, ok := labelReader.Labels(tt.in)
		if !ok {
			t.Errorf("Labels(%q) found no label", tt.in)
			continue
		}
		if name != tt.wantName || rest != tt.wantRest {
			t.Errorf("Labels(%q) = %q rest %q, want %q rest %q", tt.in, name, rest, tt.wantName, tt.wantRest)
		}
	}
	for _, in := range []string{"registered office is in England and Wales.", "Status of the moon", "Bluefinch Analytics Ltd", ""} {
		if name, rest, ok := labelReader.Labels(in); ok {
			t.Errorf("Labels(%q) = %q rest %q, want no label", in, name, rest)
		}
	}
}

func FuzzParseNumber(f *testing.F) {
	for _, s := range []string{"SC123456", "0C929815", "HRB 772044 B", "HE 123456", "ΗΕ 123456", "201512345A", "T08LL1234A", "3860 1579", "No. 01234567", "C1234567-8", "SOIL"} {
		f.Add(s, "")
		f.Add(s, "GB")
	}
	f.Fuzz(func(t *testing.T, s, country string) {
		n, ok := ParseNumber(s, country)
		if !ok {
			return
		}
		if n.Value == "" || !utf8.ValidString(n.Value) {
			t.Errorf("ParseNumber(%q, %q) = %+v: empty or invalid value", s, country, n)
		}
		if !hasDigitRun(n.Value, 1) {
			t.Errorf("ParseNumber(%q, %q) = %q: no digit", s, country, n.Value)
		}
		// Letters read as digits are at most half the number's digits.
		if 2*digitCount(s) < digitCount(n.Value) {
			t.Errorf("ParseNumber(%q, %q) = %q: more digits made from letters than printed", s, country, n.Value)
		}
	})
}

func FuzzFindNumber(f *testing.F) {
	for _, s := range []string{"Company number NI075853", "Amtsgericht München · Nummer der Firma: HRB 772044", "UEN: 201512345A", "KvK 12345678", "Company No."} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if n, ok := FindNumber(s, ""); ok && (n.Value == "" || 2*digitCount(s) < digitCount(n.Value)) {
			t.Errorf("FindNumber(%q) = %q: empty, or more digits made from letters than printed", s, n.Value)
		}
	})
}

func FuzzJurisdiction(f *testing.F) {
	for _, s := range []string{"Registrar of Companies for Northern Ireland", "Kamer van Koophandel", "State of Delaware", "HE 1234", "ireland"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Jurisdiction(s)
		if got != "" && len(got) != 2 {
			t.Errorf("Jurisdiction(%q) = %q, want two letters or \"\"", s, got)
		}
	})
}

func FuzzLabels(f *testing.F) {
	for _, s := range []string{"Company number NI075853", "Status: Active", "Sitz, Geschäftsanschrift", "registered office is in", ":"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		name, rest, ok := labelReader.Labels(s)
		if ok && (name == "" || len(rest) > len(s)) {
			t.Errorf("Labels(%q) = %q %q", s, name, rest)
		}
	})
}

func FuzzPersonName(f *testing.F) {
	for _, s := range []string{"GÜNTHER, Jürgen", "Mr John SMITH", "Jane Roe (resigned)", ",", "()"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got := personName(s); got != "" && !utf8.ValidString(got) && utf8.ValidString(s) {
			t.Errorf("personName(%q) = %q: invalid UTF-8", s, got)
		}
	})
}

// pageOf lays text out as a text-layer page: one line per text line, 14
// points apart; "|" separates columns, which start every 180 points; words
// are 6 points a character.
func pageOf(text string) *layout.Page {
	p := &layout.Page{Number: 1, Width: 842, Height: 842, Source: layout.SourceTextLayer}
	for i, lt := range strings.Split(text, "\n") {
		y := 40 + 14*float64(i)
		var l layout.Line
		for k, col := range strings.Split(lt, "|") {
			x := 40 + 180*float64(k)
			for _, w := range strings.Fields(col) {
				wd := 6 * float64(utf8.RuneCountInString(w))
				b := layout.Box{Left: x, Top: y, Right: x + wd, Bottom: y + 10}
				l.Words = append(l.Words, layout.Word{Text: w, Box: b, Confidence: 1})
				l.Box = l.Box.Union(b)
				x += wd + 4
			}
		}
		if len(l.Words) > 0 {
			l.Confidence = 1
			p.Lines = append(p.Lines, l)
		}
	}
	return p
}

func FuzzExtract(f *testing.F) {
	f.Add("Companies House\nCompany overview\nCompany name | ACME LTD\nCompany number | SC123456\nOfficers\nName | Role | Correspondence address\nSMITH, John | Director | 1 High Street\n | | Leeds LS1 4AP")
	f.Add("CERTIFICATE OF INCORPORATION\nI hereby certify that X Limited is this day incorporated\nGiven on 3 May 2011")
	f.Add("Amount due | £12.00\nInvoice")
	f.Fuzz(func(t *testing.T, text string) {
		doc := &reading.Document{Pages: []*layout.Page{pageOf(text)}, PageCount: 1}
		got, err := extract(context.Background(), doc, doctype.Env{})
		if err != nil {
			if !errors.Is(err, ErrNoEvidence) {
				t.Fatalf("Extract(%q) error = %v, want ErrNoEvidence", text, err)
			}
			return
		}
		if j := got.JurisdictionOfIncorporation.Value; j != "" && len(j) != 2 {
			t.Errorf("Extract(%q) jurisdiction = %q", text, j)
		}
		if d := got.IncorporationDate.Value; d != "" && len(d) != 10 {
			t.Errorf("Extract(%q) incorporation date = %q, want YYYY-MM-DD", text, d)
		}
	})
}

func TestIsRole(t *testing.T) {
	for _, tt := range []struct {
		text string
		want bool
	}{
		{"Geschäftsführer", true},
		{"Geschaftsfihrer", true},  // ü read as i
		{"Geschaftsfiihrer", true}, // ü read as ii
		{"Director", true},
		{"Directer", false}, // short roles are matched whole
		{"Gesellschaftsvertrag", false},
	} {
		if got := isRole(lexicon.Fold(tt.text)); got != tt.want {
			t.Errorf("isRole(%q) = %v, want %v", tt.text, got, tt.want)
		}
	}
}

func TestOfficeLines(t *testing.T) {
	tests := []struct {
		lines []string
		name  string
		want  string
	}{
		// India's certificate prints the mailing address under the company's name, then a footnote.
		{[]string{"NIBBLIX INDIA PRIVATE LIMITED", "Flat- C/6, Sejal Park S, Pune- 411033, Maharashtra", "*as issued by Income tax Department"},
			"NIBBLIX INDIA PRIVATE LIMITED", "Flat- C/6, Sejal Park S, Pune- 411033, Maharashtra"},
		// Another company's name line (a registered agent) is dropped too.
		{[]string{"Harbor Registered Agents LLC", "1209 Orange Street", "Wilmington, DE 19801"}, "Alder & Ash, Inc.", "1209 Orange Street, Wilmington, DE 19801"},
		// A town and a country after the numbered lines stay.
		{[]string{"Keizersgracht 12", "1015 CJ Amsterdam", "Nederland"}, "Van Dijk B.V.", "Keizersgracht 12, 1015 CJ Amsterdam, Nederland"},
		// The Croatian register's seat, a town and its county, over the street.
		{[]string{"Zagreb (Grad Zagreb)", "Ulica grada Vukovara 3"}, "DALMACIJA TOURS j.d.o.o.", "Ulica grada Vukovara 3, Zagreb"},
		// A town over a street with a postcode stays as printed.
		{[]string{"Bratislava (Staré Mesto)", "Mlynské nivy 44, 821 09 Bratislava"}, "X s.r.o.", "Bratislava (Staré Mesto), Mlynské nivy 44, 821 09 Bratislava"},
	}
	for _, tt := range tests {
		if got := officeLines(tt.lines, tt.name); got != tt.want {
			t.Errorf("officeLines(%q) = %q, want %q", tt.lines, got, tt.want)
		}
	}
}

// TestExtractThai: an association's registration certificate (form
// ส.ค.๔, Thai Civil and Commercial Code s. 82) read in Thai, with its
// marks as OCR reads them (ํา for ำ, a tone mark lost in "เลขที").
func TestExtractThai(t *testing.T) {
	text := strings.Join([]string{
		"ทะเบียนเลขที่ จ.๑๒๓๔/๒๕๖๗",
		"ใบสําคัญแสดงการจดทะเบียนสมาคม",
		"ใบสําคัญฉบับนี้ออกให้เพื่อแสดงว่า นายทะเบียนสมาคมจังหวัดเชียงใหม่ ได้รับจดทะเบียน",
		"สมาคมผู้ปลูกกาแฟดอยสูง ซึ่งมีวัตถุประสงค์ เพื่อ",
		"สํานักงานใหญ่ตั้งอยู่ ณ เลขที ๑๒/๓ ถนนห้วยแก้ว ตําบลสุเทพ อําเภอเมืองเชียงใหม่",
		"จังหวัดเชียงใหม่ ตามความในมาตรา ๘๒ แห่งประมวลกฎหมายแพ่งและพาณิชย์แล้ว",
		"ให้ไว้ ณ วันที่ ๕ มกราคม พ.ศ. ๒๕๖๗",
		"นายทะเบียนสมาคมจังหวัดเชียงใหม่",
	}, "\n")
	doc := &reading.Document{Pages: []*layout.Page{pageOf(text)}}
	f, err := extract(context.Background(), doc, doctype.Env{})
	if err != nil {
		t.Fatalf("extract: %v", err)
	}
	got := map[string]string{
		"name": f.OrganisationName.Value, "number": f.RegistrationNumber.Value, "authority": f.IssuingAuthority.Value,
		"jurisdiction": f.JurisdictionOfIncorporation.Value, "date": f.IncorporationDate.Value,
		"office": f.RegisteredOfficeAddress.Value, "type": f.OrganisationType.Value,
	}
	want := map[string]string{
		"name": "สมาคมผู้ปลูกกาแฟดอยสูง", "number": "จ.1234/2567", "authority": "นายทะเบียนสมาคมจังหวัดเชียงใหม่",
		"jurisdiction": "TH", "date": "2024-01-05",
		"office": "เลขที 12/3 ถนนห้วยแก้ว ตําบลสุเทพ อําเภอเมืองเชียงใหม่ จังหวัดเชียงใหม่", "type": "association",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("extract(Thai certificate) mismatch (-want +got):\n%s", diff)
	}
}
