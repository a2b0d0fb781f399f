package docgen

import (
	"bytes"
	"encoding/json"
	"errors"
	"image"
	_ "image/jpeg"
	_ "image/png"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

// icaoCheck is an independent ICAO 9303 check digit: weights 7, 3, 1;
// digits count as themselves, A..Z as 10..35, '<' as 0.
func icaoCheck(s string) int {
	total := 0
	for i, r := range s {
		v := 0
		if r >= '0' && r <= '9' {
			v = int(r - '0')
		} else if r >= 'A' && r <= 'Z' {
			v = int(r-'A') + 10
		}
		total += v * []int{7, 3, 1}[i%3]
	}
	return total % 10
}

func digitOK(field string, cd byte) bool {
	if cd == '<' {
		return strings.Trim(field, "<") == ""
	}
	return int(cd-'0') == icaoCheck(field)
}

// validMRZ verifies every check digit of a TD1, TD2 or TD3 MRZ.
func validMRZ(lines []string) error {
	type span struct{ line, from, to, cd int }
	var spans []span
	var comp []span
	var cdLine, cdPos int
	switch {
	case len(lines) == 3 && len(lines[0]) == 30:
		spans = []span{{0, 5, 14, 14}, {1, 0, 6, 6}, {1, 8, 14, 14}}
		comp = []span{{0, 5, 30, 0}, {1, 0, 7, 0}, {1, 8, 15, 0}, {1, 18, 29, 0}}
		cdLine, cdPos = 1, 29
	case len(lines) == 2 && len(lines[0]) == 36:
		spans = []span{{1, 0, 9, 9}, {1, 13, 19, 19}, {1, 21, 27, 27}}
		comp = []span{{1, 0, 10, 0}, {1, 13, 20, 0}, {1, 21, 35, 0}}
		cdLine, cdPos = 1, 35
	case len(lines) == 2 && len(lines[0]) == 44:
		spans = []span{{1, 0, 9, 9}, {1, 13, 19, 19}, {1, 21, 27, 27}, {1, 28, 42, 42}}
		comp = []span{{1, 0, 10, 0}, {1, 13, 20, 0}, {1, 21, 43, 0}}
		cdLine, cdPos = 1, 43
	default:
		return errors.New("unknown MRZ shape")
	}
	for _, l := range lines {
		if len(l) != len(lines[0]) || !regexp.MustCompile(`^[A-Z0-9<]+$`).MatchString(l) {
			return errors.New("bad line " + l)
		}
	}
	for _, s := range spans {
		if !digitOK(lines[s.line][s.from:s.to], lines[s.line][s.cd]) {
			return errors.New("bad check digit for " + lines[s.line][s.from:s.to])
		}
	}
	var all string
	for _, s := range comp {
		all += lines[s.line][s.from:s.to]
	}
	if int(lines[cdLine][cdPos]-'0') != icaoCheck(all) {
		return errors.New("bad composite check digit")
	}
	return nil
}

var mrzLine = regexp.MustCompile(`^[A-Z0-9<]{30}$|^[A-Z0-9<]{36}$|^[A-Z0-9<]{44}$`)

// mrzOf collects the OCR-B lines of a page.
func mrzOf(p *page) []string {
	var out []string
	for _, it := range p.items {
		if it.kind == kText && it.font == fOCRB {
			out = append(out, it.text)
		}
	}
	return out
}

func TestGeneratedMRZsHaveValidCheckDigits(t *testing.T) {
	fs, err := loadFonts(DefaultFontDir)
	if err != nil {
		t.Skip("fonts not installed:", err)
	}
	w := newWorker(fs)
	seen := map[int]int{}
	for i := range 300 {
		g := &gen{r: newRand(7, uint64(i)), today: DefaultToday(), c: &canvas{m: w.m}}
		d := g.identity()
		lines := mrzOf(d.page)
		if len(lines) == 0 {
			continue
		}
		seen[len(lines[0])]++
		for _, l := range lines {
			if !mrzLine.MatchString(l) {
				t.Fatalf("%s: MRZ line %q has a bad length or alphabet", d.variant, l)
			}
		}
		if err := validMRZ(lines); err != nil {
			t.Errorf("%s: %v\n%s", d.variant, err, strings.Join(lines, "\n"))
		}
	}
	for _, n := range []int{30, 36, 44} {
		if seen[n] == 0 {
			t.Errorf("no MRZ of line length %d among 300 identity documents", n)
		}
	}
}

func TestMRZKnownAnswer(t *testing.T) {
	// ICAO 9303 Part 4 specimen: ERIKSSON ANNA MARIA, L898902C3.
	m := mrzData{docCode: "P", issuer: "UTO", nationality: "UTO", number: "L898902C3", surname: "ERIKSSON",
		given: "ANNA MARIA", birth: day(1974, 8, 12), sex: "F", expiry: day(2012, 4, 15), optional: "ZE184226B"}
	want := []string{
		"P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
		"L898902C36UTO7408122F1204159ZE184226B<<<<<10",
	}
	if diff := cmp.Diff(want, m.td3()); diff != "" {
		t.Errorf("td3() mismatch (-want +got):\n%s", diff)
	}
}

func TestMRZName(t *testing.T) {
	tests := []struct{ in, want string }{
		{"ÆVARSDÓTTIR", "AEVARSDOTTIR"},
		{"MÜLLER", "MUELLER"},
		{"STRAUß", "STRAUSS"},
		{"ØDEGÅRD", "OEDEGAARD"},
		{"ÞÓRA", "THORA"},
		{"ŁUKASZEWSKI", "LUKASZEWSKI"},
		{"D'ARTOIS", "DARTOIS"},
		{"ANNA-LENA", "ANNA LENA"},
		{"NÚÑEZ", "NUNEZ"},
	}
	for _, tt := range tests {
		if got := mrzName(tt.in); got != tt.want {
			t.Errorf("mrzName(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestMRZNameTruncation(t *testing.T) {
	got := mrzNameField("VON DER HEIDE-WÖRNER", "KARL-HEINZ FRIEDRICH WILHELM", 30)
	if want := "VON<DER<HEIDE<WOERNER<<KARL<HE"; got != want {
		t.Errorf("mrzNameField() = %q, want %q", got, want)
	}
}

// Independent VAT checksum implementations.
func vatValid(v string) bool {
	d := func(s string) []int {
		var out []int
		for _, r := range s {
			if r < '0' || r > '9' {
				return nil
			}
			out = append(out, int(r-'0'))
		}
		return out
	}
	luhn := func(x []int) bool {
		s := 0
		for i := range x {
			v := x[len(x)-1-i]
			if i%2 == 1 {
				v *= 2
				if v > 9 {
					v -= 9
				}
			}
			s += v
		}
		return s%10 == 0
	}
	switch v[:2] {
	case "DE":
		x := d(v[2:])
		if len(x) != 9 {
			return false
		}
		p := 10
		for _, c := range x[:8] {
			s := (c + p) % 10
			if s == 0 {
				s = 10
			}
			p = 2 * s % 11
		}
		c := (11 - p) % 10
		return c == x[8] && p != 1
	case "FR":
		x := d(v[2:])
		if len(x) != 11 || !luhn(x[2:]) {
			return false
		}
		n := 0
		for _, c := range x[2:] {
			n = n*10 + c
		}
		return x[0]*10+x[1] == (12+3*(n%97))%97
	case "NL":
		if len(v) != 14 || v[11] != 'B' {
			return false
		}
		x := d(v[2:11])
		s := 0
		for i, c := range x[:8] {
			s += c * (9 - i)
		}
		return s%11 == x[8]
	case "IT":
		x := d(v[2:])
		return len(x) == 11 && luhn(x)
	case "ES":
		x := d(v[3:])
		if len(x) != 8 {
			return false
		}
		s := 0
		for i, c := range x[:7] {
			if i%2 == 0 {
				c *= 2
				c = c/10 + c%10
			}
			s += c
		}
		return (10-s%10)%10 == x[7]
	}
	return false
}

func TestVATNumbersAreValid(t *testing.T) {
	for i := range 500 {
		g := &gen{r: newRand(3, uint64(i))}
		fr, _ := g.vatFR()
		for _, v := range []string{g.vatDE(), fr, g.vatNL(), g.vatIT(), g.vatES()} {
			if !vatValid(v) {
				t.Errorf("VAT number %s fails its checksum", v)
			}
		}
	}
	// Published examples: valid and invalid.
	for v, want := range map[string]bool{"DE136695976": true, "DE136695977": false, "FR40303265045": true, "IT00743110157": true, "NL004495445B01": true} {
		if got := vatValid(v); got != want {
			t.Errorf("vatValid(%s) = %v, want %v", v, got, want)
		}
	}
}

// TestCanadianPostcodesAreValid: Canada Post never uses D, F, I, O, Q or U,
// nor W or Z first; a reader may rightly refuse such a postcode.
func TestCanadianPostcodesAreValid(t *testing.T) {
	valid := regexp.MustCompile(`^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] \d[ABCEGHJ-NPRSTV-Z]\d$`)
	for i := range 500 {
		g := &gen{r: newRand(5, uint64(i))}
		l := g.address("CA")
		fs := strings.Fields(l[len(l)-1])
		if pc := strings.Join(fs[len(fs)-2:], " "); !valid.MatchString(pc) {
			t.Errorf("address %q: postcode %q is not Canadian", l, pc)
		}
	}
}

func smallOptions(seed uint64) Options {
	return Options{Seed: seed, Count: 12, Today: DefaultToday(), Workers: 2}
}

func TestGenerateIsDeterministic(t *testing.T) {
	if _, err := os.Stat(DefaultFontDir); err != nil {
		t.Skip("fonts not installed")
	}
	a, err := Generate(smallOptions(42))
	if err != nil {
		t.Fatal(err)
	}
	opts := smallOptions(42)
	opts.Workers = 1
	b, err := Generate(opts)
	if err != nil {
		t.Fatal(err)
	}
	for i := range a {
		if !bytes.Equal(a[i].Document, b[i].Document) {
			t.Errorf("case %d (%s): documents differ between runs", i, a[i].ID)
		}
		if diff := cmp.Diff(a[i].Expected, b[i].Expected); diff != "" {
			t.Errorf("case %d expected mismatch (-first +second):\n%s", i, diff)
		}
	}
	c, err := Generate(smallOptions(43))
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Equal(a[0].Document, c[0].Document) {
		t.Error("seeds 42 and 43 gave the same first document")
	}
}

func TestWriteMatchesCorpusFormat(t *testing.T) {
	if _, err := os.Stat(DefaultFontDir); err != nil {
		t.Skip("fonts not installed")
	}
	opts := smallOptions(5)
	opts.Count = 16
	cases, err := Generate(opts)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	kinds := map[string]bool{KindName: true, KindAddress: true, KindID: true, KindDate: true, KindCountry: true, KindText: true, KindPeople: true}
	isoDate := regexp.MustCompile(`^\d{4}-\d{2}-\d{2}$`)
	for _, c := range cases {
		if err := c.Write(dir); err != nil {
			t.Fatal(err)
		}
		d := filepath.Join(dir, c.DocumentType, c.ID)
		var req map[string]any
		readJSON(t, filepath.Join(d, "request.json"), &req)
		if req["document_type"] != c.DocumentType || req["source"] != "base64" {
			t.Errorf("%s: request.json = %v", c.ID, req)
		}
		var exp Expected
		readJSON(t, filepath.Join(d, "expected.json"), &exp)
		if diff := cmp.Diff(c.Expected, exp); diff != "" {
			t.Errorf("%s: expected.json round trip mismatch (-want +got):\n%s", c.ID, diff)
		}
		doc, err := os.ReadFile(filepath.Join(d, exp.File))
		if err != nil {
			t.Fatal(err)
		}
		if len(doc) != exp.FileBytes {
			t.Errorf("%s: file_bytes %d, file has %d", c.ID, exp.FileBytes, len(doc))
		}
		switch exp.Meta.Format {
		case "pdf":
			if !bytes.HasPrefix(doc, []byte("%PDF-")) {
				t.Errorf("%s: not a PDF", c.ID)
			}
		case "png", "jpeg":
			_, f, err := image.DecodeConfig(bytes.NewReader(doc))
			if err != nil || f != exp.Meta.Format {
				t.Errorf("%s: decoded as %q, %v; meta.format %q", c.ID, f, err, exp.Meta.Format)
			}
		default:
			t.Errorf("%s: meta.format %q", c.ID, exp.Meta.Format)
		}
		switch exp.Status {
		case 200:
			if exp.Error != nil || len(exp.Fields) == 0 {
				t.Errorf("%s: 200 without fields or with an error", c.ID)
			}
		case 400:
			if exp.Error == nil || exp.Error.Code != "document_not_of_type" || exp.Fields != nil || exp.Key != "live" {
				t.Errorf("%s: bad refusal %+v", c.ID, exp)
			}
		default:
			t.Errorf("%s: status %d", c.ID, exp.Status)
		}
		for name, f := range exp.Fields {
			if !kinds[f.Kind] {
				t.Errorf("%s: field %s has kind %q", c.ID, name, f.Kind)
			}
			if f.Kind == KindDate && f.Value != nil && !isoDate.MatchString(*f.Value) {
				t.Errorf("%s: field %s = %q is not YYYY-MM-DD", c.ID, name, *f.Value)
			}
			if f.Kind == KindCountry && (f.Value == nil || len(*f.Value) != 2) {
				t.Errorf("%s: field %s is not alpha-2", c.ID, name)
			}
		}
		if (c.Request.Validations != nil) != (len(exp.Checks) > 0) {
			t.Errorf("%s: validations %v but %d checks", c.ID, c.Request.Validations, len(exp.Checks))
		}
	}
}

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		t.Fatalf("%s: %v", path, err)
	}
}

func TestGenerateOptionErrors(t *testing.T) {
	tests := []struct {
		name string
		opts Options
	}{
		{"zero count", Options{}},
		{"unknown type", Options{Count: 1, Types: []string{"passport"}}},
		{"unknown format", Options{Count: 1, Formats: []Format{"tiff"}}},
		{"empty types", Options{Count: 1, Types: []string{}}},
	}
	for _, tt := range tests {
		if _, err := Generate(tt.opts); !errors.Is(err, ErrOptions) {
			t.Errorf("Generate(%s) error = %v, want ErrOptions", tt.name, err)
		}
	}
	if _, err := Generate(Options{Count: 1, FontDir: t.TempDir()}); !errors.Is(err, ErrFont) {
		t.Errorf("Generate(no fonts) error = %v, want ErrFont", err)
	}
}

func TestChecksFollowToday(t *testing.T) {
	today := day(2026, 3, 16)
	tests := []struct {
		a, b time.Time
		want int
	}{
		{today, day(2026, 4, 16), 1},
		{today, day(2026, 4, 15), 0},
		{today, day(2027, 3, 16), 12},
		{today, day(2026, 3, 20), 0},
	}
	for _, tt := range tests {
		if got := monthsBetween(tt.a, tt.b); got != tt.want {
			t.Errorf("monthsBetween(%s, %s) = %d, want %d", iso(tt.a), iso(tt.b), got, tt.want)
		}
	}
}

func BenchmarkGenerate(b *testing.B) {
	for b.Loop() {
		if _, err := Generate(Options{Seed: 1, Count: 8}); err != nil {
			b.Fatal(err)
		}
	}
}
