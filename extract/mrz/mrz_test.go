package mrz

import (
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

var today = time.Date(2026, 3, 15, 0, 0, 0, 0, time.UTC)

// fields is the part of a Result the parser tables compare.
type fields struct {
	Format                                 Format
	Code, State, Number, Surname, Given    string
	Nationality, Sex, Birth, Expiry, Issue string
	Opt, Opt2                              string
	Valid                                  bool
}

func fieldsOf(r Result) fields {
	return fields{r.Format, r.DocumentCode, r.IssuingState, r.DocumentNumber, r.Surname, r.GivenNames,
		r.Nationality, r.Sex, r.BirthDate.String(), r.ExpiryDate.String(), r.IssueDate.String(),
		r.OptionalData, r.OptionalData2, r.Valid}
}

// The ICAO Doc 9303 "Utopia" specimens (parts 4-7) and published national specimens.
func TestParse(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  fields
	}{
		{"ICAO TD1", []string{"I<UTOD231458907ABC<<<<<<<<<<<<", "7408122F1204159UTO<<<<<<<<<<<1", "ERIKSSON<<ANNA<MARIA<<<<<<<<<<"},
			fields{TD1, "I", "UTO", "D23145890", "ERIKSSON", "ANNA MARIA", "UTO", "F", "1974-08-12", "2012-04-15", "", "ABC", "", true}},
		{"ICAO TD1 long number", []string{"I<UTOD23145890<7349<<<<<<<<<<<", "3407127M9507122UTO<<<<<<<<<<<2", "STEVENSON<<PETER<JOHN<<<<<<<<<"},
			fields{TD1, "I", "UTO", "D23145890734", "STEVENSON", "PETER JOHN", "UTO", "M", "1934-07-12", "1995-07-12", "", "", "", true}},
		{"ICAO TD2", []string{"I<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<", "D231458907UTO7408122F1204159<<<<<<<6"},
			fields{TD2, "I", "UTO", "D23145890", "ERIKSSON", "ANNA MARIA", "UTO", "F", "1974-08-12", "2012-04-15", "", "", "", true}},
		{"ICAO TD3", td3Lines,
			fields{TD3, "P", "UTO", "L898902C3", "ERIKSSON", "ANNA MARIA", "UTO", "F", "1974-08-12", "2012-04-15", "", "ZE184226B", "", true}},
		{"ICAO MRV-A", []string{"V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L8988901C4XXX4009078F96121096ZE184226B<<<<<<"},
			fields{MRVA, "V", "UTO", "L8988901C", "ERIKSSON", "ANNA MARIA", "XXX", "F", "1940-09-07", "1996-12-10", "", "6ZE184226B", "", true}},
		{"ICAO MRV-B", []string{"V<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<", "L8988901C4XXX4009078F9612109<<<<<<<<"},
			fields{MRVB, "V", "UTO", "L8988901C", "ERIKSSON", "ANNA MARIA", "XXX", "F", "1940-09-07", "1996-12-10", "", "", "", true}},
		{"German passport", []string{"P<D<<MUSTERMANN<<ERIKA<<<<<<<<<<<<<<<<<<<<<<", "C01X0006H1D<<6408125F1710319<<<<<<<<<<<<<<<0"},
			fields{TD3, "P", "D", "C01X0006H", "MUSTERMANN", "ERIKA", "D", "F", "1964-08-12", "2017-10-31", "", "", "", true}},
		{"French ID", []string{"IDFRABERTHIER<<<<<<<<<<<<<<<<<<<<<<<", "9409923102854CORINNE<<<<<<<6512068F4"},
			fields{FRAID, "ID", "FRA", "940992310285", "BERTHIER", "CORINNE", "FRA", "F", "1965-12-06", "", "1994-09", "", "", true}},
		{"French ID with office", []string{"IDFRATEST<NAME<<<<<<<<<<<<<<<<0CHE02", "1710GVA123451ROBERTA<<<<<<<9112311F2"},
			fields{FRAID, "ID", "FRA", "1710GVA12345", "TEST NAME", "ROBERTA", "FRA", "F", "1991-12-31", "", "2017-10", "0CHE02", "", true}},
		{"Belgian long number, check over '<'", []string{"IDBEL000590240<6013<<<<<<<<<<<", "8512017F1311048BEL851201002007", "REINARTZ<<ULRIKE<KATIA<E<<<<<<"},
			fields{TD1, "ID", "BEL", "000590240601", "REINARTZ", "ULRIKE KATIA E", "BEL", "F", "1985-12-01", "2013-11-04", "", "", "85120100200", true}},
		{"no surname", []string{"I<CHED231458907ABC<<<<<<<<<<<<", "7408122F1204159CHE<<<<<<<<<<<1", "<<ANNA<MARIA<<<<<<<<<<<<<<<<<<"},
			fields{TD1, "I", "CHE", "D23145890", "", "ANNA MARIA", "CHE", "F", "1974-08-12", "2012-04-15", "", "ABC", "", true}},
		{"unknown birth day and month", buildTD3Line2("L898902C3", "74<<<<", "F"),
			fields{TD3, "P", "UTO", "L898902C3", "ERIKSSON", "ANNA MARIA", "UTO", "F", "1974", "2012-04-15", "", "ZE184226B", "", true}},
		{"unspecified sex", buildTD3Line2("L898902C3", "740812", "<"),
			fields{TD3, "P", "UTO", "L898902C3", "ERIKSSON", "ANNA MARIA", "UTO", "X", "1974-08-12", "2012-04-15", "", "ZE184226B", "", true}},
		{"one string with newline", []string{td3Lines[0] + "\n" + td3Lines[1]},
			fields{TD3, "P", "UTO", "L898902C3", "ERIKSSON", "ANNA MARIA", "UTO", "F", "1974-08-12", "2012-04-15", "", "ZE184226B", "", true}},
		{"wrong composite", []string{"P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<12"},
			fields{TD3, "P", "UTO", "L898902C3", "ERIKSSON", "ANNA MARIA", "UTO", "F", "1974-08-12", "2012-04-15", "", "ZE184226B", "", false}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, err := Parse(tt.lines, today)
			if err != nil {
				t.Fatalf("Parse(%q): %v", tt.lines, err)
			}
			if diff := cmp.Diff(tt.want, fieldsOf(r)); diff != "" {
				t.Errorf("Parse(%q) mismatch (-want +got):\n%s", tt.lines, diff)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  error
	}{
		{"empty", nil, ErrFormat},
		{"one line", []string{td3Lines[0]}, ErrFormat},
		{"four lines", []string{td1Lines[0], td1Lines[1], td1Lines[2], td1Lines[2]}, ErrFormat},
		{"lines far too long", []string{td3Lines[0] + "<<<<<<", td3Lines[1] + "<<<<<<"}, ErrFormat},
		{"short line, no repair validates", []string{td3Lines[0], "L898902C36UTO7408122F1204159ZE184226B<<<<<1"}, ErrLineLength},
		// Found by FuzzParse: repaired into a valid TD1 named OOOO, and
		// not a fixed point of the repair.
		{"mostly zeros, repaired", []string{"0000<122200010000000000000000", "000000000000000000002CCC<CC0", "0000000000000000000000000000"}, ErrUninformative},
		{"zeros, valid as read", []string{"P<UTO" + strings.Repeat("<", 39), strings.Repeat("0", 10) + "UTO" + strings.Repeat("0", 31)}, ErrUninformative},
		{"fillers only", []string{strings.Repeat("<", 30), strings.Repeat("<", 30), strings.Repeat("<", 30)}, ErrUninformative},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Parse(tt.lines, today)
			if !errors.Is(err, tt.want) {
				t.Errorf("Parse(%q) error = %v, want %v", tt.lines, err, tt.want)
			}
		})
	}
}

func TestParseChecks(t *testing.T) {
	r, err := Parse([]string{"P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<20"}, today)
	if err != nil {
		t.Fatal(err)
	}
	want := []Check{
		{"document_number", 6, "6", true},
		{"birth_date", 2, "2", true},
		{"expiry_date", 9, "9", true},
		{"optional_data", 1, "2", false},
		{"composite", 1, "0", false},
	}
	if diff := cmp.Diff(want, r.Checks); diff != "" {
		t.Errorf("Checks mismatch (-want +got):\n%s", diff)
	}
	if r.Valid {
		t.Errorf("Valid = true with failing check digits")
	}
}

func TestCheckDigit(t *testing.T) {
	tests := []struct {
		in   string
		want int
	}{
		{"L898902C3", 6},
		{"740812", 2},
		{"120415", 9},
		{"ZE184226B<<<<<", 1},
		{"L898902C3674081221204159ZE184226B<<<<<1", 0},
		{"D23145890734", 9},
		{"000590240<601", 3},
		{"600001795015", 2},
		{"<<<<<<", 0},
		{"", 0},
	}
	for _, tt := range tests {
		if got := CheckDigit(tt.in); got != tt.want {
			t.Errorf("CheckDigit(%q) = %d, want %d", tt.in, got, tt.want)
		}
	}
}

func TestParseCorrections(t *testing.T) {
	ref := fieldsOf(mustParse(t, td3Lines))
	tests := []struct {
		name  string
		lines []string
		want  []Correction
	}{
		{"letters in dates and check digits, digits in names",
			[]string{"P<UT0ERIK55ON<<ANNA<MAR1A<<<<<<<<<<<<<<<<<<<", "L898902C36UTO740BIZZF12041S9ZE184226B<<<<<1O"},
			[]Correction{
				{0, 4, '0', 'O', ReasonClass}, {0, 9, '5', 'S', ReasonClass}, {0, 10, '5', 'S', ReasonClass}, {0, 23, '1', 'I', ReasonClass},
				{1, 16, 'B', '8', ReasonClass}, {1, 17, 'I', '1', ReasonClass}, {1, 18, 'Z', '2', ReasonClass}, {1, 19, 'Z', '2', ReasonClass},
				{1, 26, 'S', '5', ReasonClass}, {1, 43, 'O', '0', ReasonClass},
			}},
		{"G and D in a date", []string{td3Lines[0], "L898902C36UTO74O8122F12O4159ZE184226B<<<<<10"},
			[]Correction{{1, 15, 'O', '0', ReasonClass}, {1, 23, 'O', '0', ReasonClass}}},
		{"filler read as K, L in the name", []string{"P<UTOERIKSSON<<ANNA<MARIA<<<<KKLK<<<<<<<<<<<", td3Lines[1]},
			[]Correction{{0, 29, 'K', '<', ReasonFiller}, {0, 30, 'K', '<', ReasonFiller}, {0, 31, 'L', '<', ReasonFiller}, {0, 32, 'K', '<', ReasonFiller}}},
		{"filler read as C in the name", []string{"P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<C", td3Lines[1]},
			[]Correction{{0, 43, 'C', '<', ReasonFiller}}},
		{"line one short", []string{"P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<", td3Lines[1]},
			[]Correction{{0, 43, 0, '<', ReasonLength}}},
		{"line two long", []string{td3Lines[0], "L898902C36UTO7408122F1204159ZE184226B<<<<<<10"},
			[]Correction{{1, 37, '<', 0, ReasonLength}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := mustParse(t, tt.lines)
			if diff := cmp.Diff(ref, fieldsOf(r)); diff != "" {
				t.Errorf("Parse(%q) fields mismatch (-want +got):\n%s", tt.lines, diff)
			}
			if diff := cmp.Diff(tt.want, r.Corrections); diff != "" {
				t.Errorf("Parse(%q) corrections mismatch (-want +got):\n%s", tt.lines, diff)
			}
		})
	}
}

func TestParseCountryCodes(t *testing.T) {
	line1 := func(state string) string { return "P<" + state + td3Lines[0][5:] }
	tests := []struct {
		name            string
		lines           []string
		state, national string
		wantCorrections []Correction
	}{
		{"issuer misread, nationality read", []string{line1("UTD"), td3Lines[1]}, "UTO", "UTO",
			[]Correction{{0, 4, 'D', 'O', ReasonCountry}}},
		// A generated Swedish passport as the legacy engine read it.
		{"both misread, one repair shared", []string{"P<SNELINDQVIST<<INGRID<<<<<<<<<<<<<<<<<<<<<<", "53238547<58WE5109104F2805014<<<<<<<<<<<<<<<6"}, "SWE", "SWE",
			[]Correction{{1, 10, '8', 'B', ReasonClass}, {0, 3, 'N', 'W', ReasonCountry}, {1, 10, 'B', 'S', ReasonCountry}}},
		{"no look-alike makes a code", []string{line1("ZZZ"), td3Lines[1]}, "ZZZ", "UTO", nil},
		{"two codes, both real", []string{line1("DEU"), td3Lines[1]}, "DEU", "UTO", nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := mustParse(t, tt.lines)
			if diff := cmp.Diff([2]string{tt.state, tt.national}, [2]string{r.IssuingState, r.Nationality}); diff != "" {
				t.Errorf("codes mismatch (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.wantCorrections, r.Corrections); diff != "" {
				t.Errorf("corrections mismatch (-want +got):\n%s", diff)
			}
		})
	}
}

func TestIsCode(t *testing.T) {
	for code, want := range map[string]bool{"SWE": true, "D<<": true, "D": true, "GBD": true, "UTO": true, "XXA": true, "SNE": false, "BWE": false, "": false} {
		if got := IsCode(code); got != want {
			t.Errorf("IsCode(%q) = %v, want %v", code, got, want)
		}
	}
}

// Each confusion pair in an alphanumeric field, where only the check digit
// can tell: one substitution is made when exactly one validates. The numbers
// hold no other confusable character, so the substitution is unique.
func TestParseCheckDigitCorrection(t *testing.T) {
	tests := []struct {
		number, read string
	}{
		{"AE34O7943", "AE3407943"}, // O read as 0
		{"AE3407943", "AE34O7943"}, // 0 read as O
		{"AE3417943", "AE34I7943"}, // 1 read as I
		{"AE34I7943", "AE3417943"}, // I read as 1
		{"AB3479347", "A83479347"}, // B read as 8
		{"A83479347", "AB3479347"}, // 8 read as B
		{"AS3479347", "A53479347"}, // S read as 5
		{"AZ3479347", "A23479347"}, // Z read as 2
		{"AD3479347", "A03479347"}, // D read as 0 (0 may also be O: O fails)
		{"A3479347<", "A3479347L"}, // filler read as L
		{"A3479347<", "A3479347C"}, // filler read as C
		{"A3479347<", "A3479347X"}, // filler read as X
	}
	for _, tt := range tests {
		t.Run(tt.read, func(t *testing.T) {
			good := buildTD3(tt.number)
			bad := []string{good[0], tt.read + good[1][9:]}
			r := mustParse(t, bad)
			if !r.Valid || r.Lines[1] != good[1] {
				t.Fatalf("Parse(%q) = %q valid %v, want %q valid", bad, r.Lines[1], r.Valid, good[1])
			}
			if n := len(r.Corrections); n != 1 || r.Corrections[0].Reason != ReasonCheckDigit {
				t.Errorf("Corrections = %+v, want one check-digit correction", r.Corrections)
			}
		})
	}
}

// G/6 and K/< differ by a multiple of 10 in check-digit value: the check
// digit cannot see them, the read validates and is kept as read.
func TestParseCheckDigitBlind(t *testing.T) {
	for _, tt := range []struct{ number, read string }{
		{"AG3479347", "A63479347"},
		{"A3479347<", "A3479347K"},
	} {
		good := buildTD3(tt.number)
		bad := []string{good[0], tt.read + good[1][9:]}
		r := mustParse(t, bad)
		if !r.Valid || r.DocumentNumber != tt.read {
			t.Errorf("Parse(%q) number %q valid %v, want %q valid", bad, r.DocumentNumber, r.Valid, tt.read)
		}
	}
}

// Several single substitutions validate: none is chosen.
func TestParseAmbiguousNotCorrected(t *testing.T) {
	good := buildTD3("X81234567")
	bad := []string{good[0], "XB1234567" + good[1][9:]}
	if r := mustParse(t, bad); r.Valid || len(r.Corrections) != 0 {
		t.Errorf("Parse(%q) valid %v corrections %+v, want invalid and uncorrected", bad, r.Valid, r.Corrections)
	}
}

// Two substitutions would be needed: nothing is invented.
func TestParseNoDoubleSubstitution(t *testing.T) {
	good := buildTD3("L898902C3")
	bad := []string{good[0], "L8989O2CS" + good[1][9:]} // 0->O and 3->S
	r := mustParse(t, bad)
	if r.Valid {
		t.Errorf("Parse(%q) valid, want invalid", bad)
	}
	if r.DocumentNumber != "L8989O2CS" {
		t.Errorf("DocumentNumber = %q, want the raw read L8989O2CS", r.DocumentNumber)
	}
}

// A filler before a number's characters is no reading of it, even where
// it validates: "CDSBEN33S" (5 read as S, W as N) becomes "<DSBEN33S" with
// check digit 7 by chance, and the composite, which weighs the number
// alike, agrees. A filler that pads the number's end still corrects it.
func TestParseNoFillerInsideNumber(t *testing.T) {
	lines := []string{"I<D<<BAER<<JUERGEN<<<<<<<<<<<<<<<<<<", "CDSBEN33S7D<<8406262F3302141<<<<<<<8"}
	r := mustParse(t, lines)
	if r.Valid || r.DocumentNumber != "CDSBEN33S" {
		t.Errorf("Parse(%q) number %q valid %v, want the raw read, invalid", lines, r.DocumentNumber, r.Valid)
	}
	good := buildTD3("A347934<<")
	bad := []string{good[0], "A347934L<" + good[1][9:]}
	if r := mustParse(t, bad); !r.Valid || r.DocumentNumber != "A347934" {
		t.Errorf("Parse(%q) number %q valid %v, want A347934 valid", bad, r.DocumentNumber, r.Valid)
	}
}

// With recogniser candidates, the runner-up chooses between substitutions
// that all validate.
func TestParseCandidatesRunnerUp(t *testing.T) {
	good := buildTD3("A12345678")
	read := []rune(good[1])
	cands := make(Candidates, len(read))
	for i, r := range read {
		cands[i] = []rune{r}
	}
	cands[3] = []rune{'7', '3'} // recogniser read 7, runner-up 3 (not a confusion pair)
	line0 := make(Candidates, 0, 44)
	for _, r := range good[0] {
		line0 = append(line0, []rune{r})
	}
	r, err := ParseCandidates([]Candidates{line0, cands}, today)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Valid || r.Lines[1] != good[1] {
		t.Errorf("ParseCandidates = %q valid %v, want %q valid", r.Lines[1], r.Valid, good[1])
	}
	// Without the candidate, 7 has no confusion: not corrected.
	bad := []string{good[0], string(read[:3]) + "7" + string(read[4:])}
	if r := mustParse(t, bad); r.Valid {
		t.Errorf("Parse(%q) valid without candidates", bad)
	}
}

func mustParse(t *testing.T, lines []string) Result {
	t.Helper()
	r, err := Parse(lines, today)
	if err != nil {
		t.Fatalf("Parse(%q): %v", lines, err)
	}
	return r
}

// buildTD3 returns the Utopia TD3 MRZ with another document number.
func buildTD3(number string) []string { return buildTD3Line2(number, "740812", "F") }

// buildTD3Line2 returns the Utopia TD3 MRZ with another number, birth date
// and sex, with valid check digits.
func buildTD3Line2(number, birth, sex string) []string {
	d := func(s string) string { return string(rune('0' + CheckDigit(s))) }
	l2 := number + d(number) + "UTO" + birth + d(birth) + sex + "1204159ZE184226B<<<<<1"
	l2 += d(l2[0:10] + l2[13:20] + l2[21:43])
	return []string{td3Lines[0], l2}
}

func TestDate(t *testing.T) {
	tests := []struct {
		name  string
		s     string
		past  bool
		today time.Time
		want  string
	}{
		{"birth above current year", "990101", true, today, "1999-01-01"},
		{"birth equal to current year", "260101", true, today, "2026-01-01"},
		{"birth below current year", "050101", true, today, "2005-01-01"},
		{"birth 27 in 2026", "270101", true, today, "1927-01-01"},
		{"expiry near", "300101", false, today, "2030-01-01"},
		{"expiry 50 years ahead", "760315", false, today, "2076-03-15"},
		{"expiry more than 50 years ahead", "760316", false, today, "1976-03-16"},
		{"expiry old document", "951231", false, today, "1995-12-31"},
		{"expiry in 2090 seen from 2045", "900101", false, time.Date(2045, 1, 1, 0, 0, 0, 0, time.UTC), "2090-01-01"},
		{"unknown day", "7408<<", true, today, "1974-08"},
		{"unknown month and day", "74<<<<", true, today, "1974"},
		{"impossible day", "740230", true, today, ""},
		{"impossible month", "741301", true, today, ""},
		{"leap day", "000229", true, today, "2000-02-29"},
		{"letters", "74AB12", true, today, ""},
	}
	for _, tt := range tests {
		if got := parseDate(tt.s, tt.past, tt.today).String(); got != tt.want {
			t.Errorf("%s: parseDate(%q) = %q, want %q", tt.name, tt.s, got, tt.want)
		}
	}
}

func TestCountryAlpha2(t *testing.T) {
	tests := []struct {
		code string
		want string
		ok   bool
	}{
		{"D", "DE", true}, {"D<<", "DE", true}, {"DEU", "DE", true}, {"FRA", "FR", true}, {"UTO", "", false},
		{"GBR", "GB", true}, {"GBD", "GB", true}, {"GBN", "GB", true}, {"GBO", "GB", true}, {"GBP", "GB", true}, {"GBS", "GB", true},
		{"XXA", "", false}, {"XXB", "", false}, {"XXC", "", false}, {"XXX", "", false}, {"UNO", "", false}, {"UNA", "", false},
		{"UNK", "", false}, {"XOM", "", false}, {"XPO", "", false}, {"XCC", "", false}, {"XES", "", false}, {"EUE", "", false},
		{"RKS", "", false}, {"ZWE", "ZW", true}, {"ABW", "AW", true}, {"ALA", "AX", true}, {"TWN", "TW", true}, {"CHE", "CH", true},
		{"", "", false}, {"XYZ", "", false},
	}
	for _, tt := range tests {
		got, ok := CountryAlpha2(tt.code)
		if got != tt.want || ok != tt.ok {
			t.Errorf("CountryAlpha2(%q) = %q, %v, want %q, %v", tt.code, got, ok, tt.want, tt.ok)
		}
	}
	if n := len(iso3166) / 5; n != 249 {
		t.Errorf("table holds %d countries, want 249", n)
	}
}
