package docgen

import (
	"regexp"
	"strings"
	"testing"
)

// Independent validators of the numbers of dev_org7.go, written from the
// public descriptions cited there, and checks that the ground truth
// follows what the layouts print and that they print on the page.

// cnpjValid: 14 digits (punctuation ignored); each of the last two is 11
// minus the remainder modulo 11 of the digits before it weighted
// 2 3 4 5 6 7 8 9 2 3 … from the right, or 0 when that remainder is 0
// or 1.
func cnpjValid(s string) bool {
	s = strings.NewReplacer(".", "", "/", "", "-", "").Replace(s)
	if !regexp.MustCompile(`^\d{14}$`).MatchString(s) {
		return false
	}
	for _, n := range []int{12, 13} {
		sum := 0
		for i := 0; i < n; i++ {
			w := 2 + (n-1-i)%8
			sum += int(s[i]-'0') * w
		}
		want := 0
		if r := sum % 11; r > 1 {
			want = 11 - r
		}
		if int(s[n]-'0') != want {
			return false
		}
	}
	return true
}

// afmValid: nine digits; the ninth is Σ dᵢ·2^(9−i) over the first
// eight, modulo 11, modulo 10.
func afmValid(s string) bool {
	if !regexp.MustCompile(`^\d{9}$`).MatchString(s) {
		return false
	}
	sum, w := 0, 256
	for i := 0; i < 8; i++ {
		sum += int(s[i]-'0') * w
		w /= 2
	}
	return sum%11%10 == int(s[8]-'0')
}

func TestOrg7NumbersPublishedExamples(t *testing.T) {
	for _, tt := range []struct {
		name string
		ok   func(string) bool
		v    string
		want bool
	}{
		// The worked example of dcc.ufmg.br 'Regras para cálculo dos
		// dígitos verificadores do CNPJ'.
		{"cnpj", cnpjValid, "12.345.678/0001-95", true},
		{"cnpj", cnpjValid, "12.345.678/0001-96", false},
		{"cnpj", cnpjValid, "12.345.678/0001", false},
		// The examples of the Algorithm::CheckDigits M11_013 manual
		// 'VAT Registration Number (GR)' and of tools.gera.services
		// 'Greece AFM Tax Number Validator'.
		{"afm", afmValid, "123456783", true},
		{"afm", afmValid, "090000045", true},
		{"afm", afmValid, "123456784", false},
	} {
		if got := tt.ok(tt.v); got != tt.want {
			t.Errorf("%s %s: valid = %v, want %v", tt.name, tt.v, got, tt.want)
		}
	}
}

func TestOrg7NumbersAreValid(t *testing.T) {
	w := testWorker(t)
	cnpjShape := regexp.MustCompile(`^\d{2}\.\d{3}\.\d{3}/0001-\d{2}$`)
	afmShape := regexp.MustCompile(`^(09|8|9)`)
	gemiShape := regexp.MustCompile(`^\d{7}(01|04|07)000$`)
	for seed := uint64(1); seed <= 200; seed++ {
		g := testGen(w, seed)
		if v := g.brCNPJ(); !cnpjValid(v) || !cnpjShape.MatchString(v) {
			t.Errorf("brCNPJ() = %s fails its check", v)
		}
		if v := g.grAFM(); !afmValid(v) || !afmShape.MatchString(v) {
			t.Errorf("grAFM() = %s fails its check", v)
		}
		ch := g.r.IntN(len(grChambers))
		if v := g.grGEMI(ch); !gemiShape.MatchString(v) || v[7:9] != grChambers[ch].code {
			t.Errorf("grGEMI(%d) = %s is not serial, chamber code, 000", ch, v)
		}
	}
}

// TestOrg7TruthFollowsThePrint draws each layout many times and checks
// what its ground truth says against the drawing: numbers valid, the
// Florida document number's year that of Date Filed, one to five
// distinct people, names of people printed, and the fields a document
// does not show left null.
func TestOrg7TruthFollowsThePrint(t *testing.T) {
	w := testWorker(t)
	einPrefix := regexp.MustCompile(`^(20|26|27|30|32|35|36|37|38|45|46|47|61|8[1-8]|92|93)-\d{7}$`)
	for seed := uint64(1); seed <= 40; seed++ {
		for _, tt := range []struct {
			name string
			make func(*gen) *doc
		}{
			{"org_us_fl_sunbiz_detail", (*gen).orgUSFLSunbiz},
			{"org_us_ca_statement_of_information", (*gen).orgUSCAStatement},
			{"org_gb_companies_house_overview", (*gen).orgGBCompaniesHouse},
			{"org_gr_gemi_certificate", (*gen).orgGRGEMI},
			{"org_br_cnpj_comprovante", (*gen).orgBRCNPJ},
		} {
			d := tt.make(testGen(w, seed))
			text := pageText(d)
			for _, p := range d.allPages() {
				for _, it := range p.items {
					if it.kind == kText && (it.y > p.h-2 || it.y < 3) {
						t.Errorf("%s seed %d: %q drawn at y = %.1f off a page %.0f mm high", tt.name, seed, it.text, it.y, p.h)
					}
				}
			}
			num := *d.fields["registration_number"].Value
			if !strings.Contains(text, num) {
				t.Errorf("%s seed %d: registration number %s not printed", tt.name, seed, num)
			}
			distinct := map[string]bool{}
			for _, p := range d.fields["significant_people"].People {
				distinct[p.Name] = true
				if p.Role == "" {
					t.Errorf("%s seed %d: %s has no role", tt.name, seed, p.Name)
				}
				for _, part := range strings.Fields(p.Name) {
					if !strings.Contains(strings.ToUpper(text), strings.ToUpper(part)) {
						t.Errorf("%s seed %d: name part %q of %s not printed", tt.name, seed, part, p.Name)
					}
				}
			}
			if n := len(distinct); n < 1 || n > 5 {
				t.Errorf("%s seed %d: %d distinct significant people, want 1 to 5", tt.name, seed, n)
			}
			switch tt.name {
			case "org_us_fl_sunbiz_detail":
				inc := *d.fields["incorporation_date"].Value
				if num[1:3] != inc[2:4] {
					t.Errorf("seed %d: document number %s for a filing of %s", seed, num, inc)
				}
				ein := regexp.MustCompile(`FEI/EIN Number\n(\S+)`).FindStringSubmatch(text)
				if ein == nil || (!einPrefix.MatchString(ein[1]) && ein[1] != "NONE" && ein[1] != "APPLIED") {
					t.Errorf("seed %d: FEI/EIN %v has no IRS prefix", seed, ein)
				}
			case "org_us_ca_statement_of_information":
				for _, f := range []string{"incorporation_date", "organisation_status"} {
					if d.fields[f].Value != nil {
						t.Errorf("seed %d: %s = %s, but a statement of information does not print it", seed, f, *d.fields[f].Value)
					}
				}
			case "org_br_cnpj_comprovante":
				if !cnpjValid(num) {
					t.Errorf("seed %d: CNPJ %s fails its check", seed, num)
				}
			case "org_gr_gemi_certificate":
				afm := regexp.MustCompile(`Α\.Φ\.Μ\.\n(\d{9})`).FindStringSubmatch(text)
				if afm == nil || !afmValid(afm[1]) {
					t.Errorf("seed %d: ΑΦΜ %v fails its check", seed, afm)
				}
			}
		}
	}
}

// TestOrg7ResignedOfficersAreNotPeople: a Companies House officer shown
// as RESIGNED is printed but is not among the significant people.
func TestOrg7ResignedOfficersAreNotPeople(t *testing.T) {
	w := testWorker(t)
	seen := 0
	for seed := uint64(1); seed <= 60; seed++ {
		d := testGen(w, seed).orgGBCompaniesHouse()
		text := pageText(d)
		m := regexp.MustCompile(`(?m)^([A-Z'][A-Z' -]+), ([A-Za-z ]+)\n(?:.*\n){3}RESIGNED`).FindStringSubmatch(text)
		if m == nil {
			continue
		}
		seen++
		for _, p := range d.fields["significant_people"].People {
			if p.Name == m[2]+" "+titleCase(m[1]) || strings.EqualFold(p.Name, m[2]+" "+m[1]) {
				t.Errorf("seed %d: resigned %s %s is listed as %s", seed, m[2], m[1], p.Role)
			}
		}
	}
	if seen == 0 {
		t.Error("no Companies House print with a resigned officer in 60 seeds")
	}
}
