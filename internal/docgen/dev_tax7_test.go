package docgen

import (
	"regexp"
	"strings"
	"testing"
)

// Independent validators of the numbers of dev_tax7.go, written from the
// public descriptions cited there, and checked on their published
// examples.

// luhnValid: from the right, every second digit doubled (less 9 when
// above 9); the sum is a multiple of 10 (INSEE's key of the SIREN and
// the SIRET).
func luhnValid(s string) bool {
	sum := 0
	for i := range len(s) {
		v := int(s[len(s)-1-i] - '0')
		if i%2 == 1 {
			if v *= 2; v > 9 {
				v -= 9
			}
		}
		sum += v
	}
	return sum%10 == 0
}

func sirenValid(s string) bool {
	return regexp.MustCompile(`^\d{9}$`).MatchString(s) && luhnValid(s)
}

func siretValid(s string) bool {
	return regexp.MustCompile(`^\d{14}$`).MatchString(s) && luhnValid(s)
}

// esNIFValid: a DNI (eight digits and the letter of their remainder
// modulo 23) or the CIF of an A or B company (seven digits, odd
// positions doubled and their digits summed, even ones added; the
// control digit is the ten's complement of the sum).
func esNIFValid(s string) bool {
	if regexp.MustCompile(`^\d{8}[A-Z]$`).MatchString(s) {
		n := 0
		for i := range 8 {
			n = n*10 + int(s[i]-'0')
		}
		return "TRWAGMYFPDXBNJZSQVHLCKE"[n%23] == s[8]
	}
	if !regexp.MustCompile(`^[AB]\d{8}$`).MatchString(s) {
		return false
	}
	sum := 0
	for i := range 7 {
		v := int(s[1+i] - '0')
		if i%2 == 0 {
			v *= 2
			v = v/10 + v%10
		}
		sum += v
	}
	return int(s[8]-'0') == (10-sum%10)%10
}

// ptNIFValid: nine digits; the first eight weighted 9 … 2; the check is
// 11 minus the sum modulo 11, 0 when that is 10 or 11.
func ptNIFValid(s string) bool {
	if !regexp.MustCompile(`^\d{9}$`).MatchString(s) {
		return false
	}
	sum := 0
	for i := range 8 {
		sum += int(s[i]-'0') * (9 - i)
	}
	c := 11 - sum%11
	if c >= 10 {
		c = 0
	}
	return int(s[8]-'0') == c
}

// ppsValid: seven digits weighted 8 … 2, plus 9 times a second letter's
// place in the alphabet (W counting 0); the check letter is the sum
// modulo 23 in WABCDEFGHIJKLMNOPQRSTUV.
func ppsValid(s string) bool {
	if !regexp.MustCompile(`^\d{7}[A-W][A-IW]?$`).MatchString(s) {
		return false
	}
	sum := 0
	for i := range 7 {
		sum += int(s[i]-'0') * (8 - i)
	}
	if len(s) == 9 && s[8] != 'W' {
		sum += 9 * int(s[8]-'A'+1)
	}
	return "WABCDEFGHIJKLMNOPQRSTUV"[sum%23] == s[7]
}

// elsterForm turns a Steuernummer printed in a Land's Bescheidformat
// into the 13-digit ELSTER form: the Land's prefix, the office digits, a
// 0, then the district, the serial and the check digit.
func elsterForm(printed, land string) string {
	d := strings.NewReplacer("/", "", " ", "").Replace(printed)
	switch land {
	case "Bayern": // FFF/BBB/UUUUP → 9FFF0BBBUUUUP
		return "9" + d[:3] + "0" + d[3:]
	case "Berlin": // FF/BBB/UUUUP → 11FF0BBBUUUUP
		return "11" + d[:2] + "0" + d[2:]
	case "Nordrhein-Westfalen": // FFF/BBBB/UUUP → 5FFF0BBBBUUUP
		return "5" + d[:3] + "0" + d[3:]
	}
	return ""
}

// deFormats are the Bescheidformate of the Länder the layout uses.
var deFormats = map[string]*regexp.Regexp{
	"Bayern":              regexp.MustCompile(`^\d{3}/\d{3}/\d{5}$`),
	"Berlin":              regexp.MustCompile(`^\d{2}/\d{3}/\d{5}$`),
	"Nordrhein-Westfalen": regexp.MustCompile(`^\d{3}/\d{4}/\d{4}$`),
}

func TestTax7ValidatorsPublishedExamples(t *testing.T) {
	for _, tt := range []struct {
		name string
		ok   func(string) bool
		v    string
		want bool
	}{
		// python-stdnum fr.siren, fr.siret, es.dni, es.nif, pt.nif, ie.pps.
		{"siren", sirenValid, "552008443", true},
		{"siren", sirenValid, "404833048", true},
		{"siren", sirenValid, "404833047", false},
		{"siret", siretValid, "73282932000074", true},
		{"siret", siretValid, "73282932000079", false},
		{"es nif", esNIFValid, "54362315K", true},
		{"es nif", esNIFValid, "54362315Z", false},
		{"es nif", esNIFValid, "B58378431", true},
		{"es nif", esNIFValid, "B58378432", false},
		{"pt nif", ptNIFValid, "501964843", true},
		{"pt nif", ptNIFValid, "501964842", false},
		{"pps", ppsValid, "6433435F", true},
		{"pps", ppsValid, "6433435E", false},
		{"pps", ppsValid, "6433435OA", true},
	} {
		if got := tt.ok(tt.v); got != tt.want {
			t.Errorf("%s %s: valid = %v, want %v", tt.name, tt.v, got, tt.want)
		}
	}
	// Lexware Programmhilfe, "Aufbau der Steuernummer".
	for _, tt := range []struct{ printed, land, want string }{
		{"181/815/08155", "Bayern", "9181081508155"},
		{"21/815/08150", "Berlin", "1121081508150"},
		{"133/8150/8159", "Nordrhein-Westfalen", "5133081508159"},
	} {
		if got := elsterForm(tt.printed, tt.land); got != tt.want {
			t.Errorf("elsterForm(%s, %s) = %s, want %s", tt.printed, tt.land, got, tt.want)
		}
		if !deFormats[tt.land].MatchString(tt.printed) {
			t.Errorf("%s does not match the %s format", tt.printed, tt.land)
		}
	}
}

// truthValue returns the truth value of field name of d.
func truthValue(t *testing.T, d *doc, name string) string {
	t.Helper()
	f, ok := d.fields[name]
	if !ok || f.Value == nil {
		t.Fatalf("%s: no %s", d.description, name)
	}
	return *f.Value
}

// TestTax7NumbersAreValid draws each layout many times and checks its
// tax numbers with the validators above.
func TestTax7NumbersAreValid(t *testing.T) {
	w := testWorker(t)
	for seed := uint64(1); seed <= 60; seed++ {
		if v := truthValue(t, testGen(w, seed).taxFRAttestationRegularite(), "tax_number"); !sirenValid(v) {
			t.Errorf("seed %d: SIREN %s fails its key", seed, v)
		}
		g := testGen(w, seed)
		_, siren := g.vatFR()
		if v := g.frSIRET(siren); !siretValid(v) || v[:9] != siren {
			t.Errorf("seed %d: frSIRET(%s) = %s", seed, siren, v)
		}
		if v := truthValue(t, testGen(w, seed).taxESCertificadoCorriente(), "tax_number"); !esNIFValid(v) {
			t.Errorf("seed %d: NIF %s fails its control", seed, v)
		}
		if v := truthValue(t, testGen(w, seed).taxPTCertidaoSituacao(), "tax_number"); !ptNIFValid(v) {
			t.Errorf("seed %d: NIF %s fails its check digit", seed, v)
		}
		if v := truthValue(t, testGen(w, seed).taxIETaxClearance(), "tax_number"); !ppsValid(v) {
			t.Errorf("seed %d: PPSN/TRN %s fails its check letter", seed, v)
		}
	}
}

// TestTax7SteuernummerForms: the printed Steuernummer follows its
// Land's format and the accepted 13-digit form is its ELSTER form.
func TestTax7SteuernummerForms(t *testing.T) {
	w := testWorker(t)
	for _, offs := range tax7DEOffices {
		for _, o := range offs {
			for seed := uint64(1); seed <= 20; seed++ {
				printed, elster := testGen(w, seed).deSteuernummer(o)
				if re := deFormats[o.land]; re == nil || !re.MatchString(printed) {
					t.Errorf("%s: %s is not in the %s format", o.name, printed, o.land)
				}
				if want := elsterForm(printed, o.land); elster != want {
					t.Errorf("%s: ELSTER form of %s = %s, want %s", o.name, printed, elster, want)
				}
				if !strings.HasPrefix(printed, o.fa) {
					t.Errorf("%s: %s does not start with the office number %s", o.name, printed, o.fa)
				}
			}
		}
	}
}

// TestTax7TruthIsPrinted: the tax number and the reference are printed
// on the page in a form the truth accepts.
func TestTax7TruthIsPrinted(t *testing.T) {
	w := testWorker(t)
	for _, mk := range []func(*gen) *doc{
		(*gen).taxFRAttestationRegularite, (*gen).taxDEBescheinigungInSteuersachen, (*gen).taxIETaxClearance,
		(*gen).taxESCertificadoCorriente, (*gen).taxPTCertidaoSituacao,
	} {
		for seed := uint64(1); seed <= 15; seed++ {
			d := mk(testGen(w, seed))
			var text strings.Builder
			for _, p := range d.allPages() {
				for _, it := range p.items {
					if it.kind == kText {
						text.WriteString(it.text + "\n")
					}
				}
			}
			all := text.String()
			for _, name := range []string{"tax_number", "reference_number"} {
				f := d.fields[name]
				found := strings.Contains(all, *f.Value)
				for _, a := range f.Accept {
					found = found || strings.Contains(all, a)
				}
				if !found {
					t.Errorf("%s seed %d: %s %q is not printed", d.description, seed, name, *f.Value)
				}
			}
		}
	}
}
