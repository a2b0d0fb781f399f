package docgen

import (
	"math"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/image/font/sfnt"
)

// Independent validators of the numbers of dev_org7b.go, written from the
// public descriptions cited there, and checks of its ground truth.

// org7bMBValid: a Serbian matični broj, seven digits weighted 2 7 6 5 4 3 2
// and a check digit: 0 for a remainder of 0, none for 1, else 11 minus it.
func org7bMBValid(s string) bool {
	if !regexp.MustCompile(`^\d{8}$`).MatchString(s) {
		return false
	}
	sum := 0
	for i, w := range []int{2, 7, 6, 5, 4, 3, 2} {
		sum += int(s[i]-'0') * w
	}
	r := sum % 11
	want := map[bool]int{true: 0, false: (11 - r) % 11}[r == 0]
	return r != 1 && int(s[7]-'0') == want
}

// org7bPIBValid: nine digits, the ninth the ISO 7064 MOD 11,10 check digit
// (intermediate 10; add the digit, mod 10 with 0 as 10, double, mod 11).
func org7bPIBValid(s string) bool {
	if !regexp.MustCompile(`^\d{9}$`).MatchString(s) {
		return false
	}
	p, t := 10, 0
	for _, r := range s {
		t = (p + int(r-'0')) % 10
		if t == 0 {
			t = 10
		}
		p = t * 2 % 11
	}
	return t == 1 // the check digit brings the last sum to 1
}

// org7bJMBGValid: DDMMYYY, region, serial and a check digit making the
// thirteen digits weighted 7 6 5 4 3 2 7 6 5 4 3 2 1 a multiple of 11
// (or 0 when 11 minus the sum modulo 11 is 10 or 11).
func org7bJMBGValid(s string) bool {
	if !regexp.MustCompile(`^\d{13}$`).MatchString(s) {
		return false
	}
	d, m := atoi2(s[0:2]), atoi2(s[2:4])
	if d < 1 || d > 31 || m < 1 || m > 12 {
		return false
	}
	w := []int{7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2}
	sum := 0
	for i := range w {
		sum += int(s[i]-'0') * w[i]
	}
	k := 11 - sum%11
	if k >= 10 {
		k = 0
	}
	return int(s[12]-'0') == k
}

func atoi2(s string) int { return int(s[0]-'0')*10 + int(s[1]-'0') }

// org7bKennitalaDate checks a kennitala (digits weighted 3 2 7 6 5 4 3 2 1
// sum to a multiple of 11) and returns the date it carries and whether it
// is a legal person's (day above 40).
func org7bKennitalaDate(s string) (time.Time, bool, bool) {
	s = strings.ReplaceAll(s, "-", "")
	if !regexp.MustCompile(`^\d{8}\d[09]$`).MatchString(s) {
		return time.Time{}, false, false
	}
	sum := 0
	for i, w := range []int{3, 2, 7, 6, 5, 4, 3, 2, 1} {
		sum += int(s[i]-'0') * w
	}
	if sum%11 != 0 {
		return time.Time{}, false, false
	}
	dd, company := atoi2(s[0:2]), false
	if dd > 40 {
		dd, company = dd-40, true
	}
	year := 1900 + atoi2(s[4:6])
	if s[9] == '0' {
		year += 100
	}
	t := time.Date(year, time.Month(atoi2(s[2:4])), dd, 0, 0, 0, 0, time.UTC)
	if t.Day() != dd {
		return time.Time{}, false, false
	}
	return t, company, true
}

// org7bNUISDate reads the date an Albanian NUIS carries: the decade
// letter, the year's digit, the month (plus a multiple of 12 for the
// district) and the day; the last letter's rule is unpublished.
func org7bNUISDate(s string) (time.Time, bool) {
	if !regexp.MustCompile(`^[J-M]\d{8}[A-Z]$`).MatchString(s) {
		return time.Time{}, false
	}
	year := 1900 + int(s[0]-'A')*10 + int(s[1]-'0')
	month := (atoi2(s[2:4])-1)%12 + 1
	dd := atoi2(s[4:6])
	t := time.Date(year, time.Month(month), dd, 0, 0, 0, 0, time.UTC)
	if t.Day() != dd || atoi2(s[2:4]) == 0 {
		return time.Time{}, false
	}
	return t, true
}

func TestOrg7bNumbersPublishedExamples(t *testing.T) {
	kt := func(s string) bool { _, _, ok := org7bKennitalaDate(s); return ok }
	nuis := func(s string) bool { _, ok := org7bNUISDate(s); return ok }
	for _, tt := range []struct {
		name string
		ok   func(string) bool
		v    string
		want bool
	}{
		{"mb", org7bMBValid, "66143627", true}, // serbian-validators
		{"mb", org7bMBValid, "66143628", false},
		{"mb", org7bMBValid, "17858459", true},    // the Republic of Serbia's own MB
		{"pib", org7bPIBValid, "101134702", true}, // stdnum rs/pib
		{"pib", org7bPIBValid, "101134701", false},
		{"jmbg", org7bJMBGValid, "2206978816007", true}, // stdnum ba/jmbg, npm jmbg
		{"jmbg", org7bJMBGValid, "0101000710009", true},
		{"jmbg", org7bJMBGValid, "2206978816008", false},
		{"kennitala", kt, "6010100890", true}, // npm kennitala, a company
		{"kennitala", kt, "0902862349", true}, // Business::IS::PIN
		{"kennitala", kt, "0902862348", false},
		{"nuis", nuis, "J91402501L", true}, // stdnum al/nipt
		{"nuis", nuis, "K22218003V", true},
		{"nuis", nuis, "Z22218003V", false},
	} {
		if got := tt.ok(tt.v); got != tt.want {
			t.Errorf("%s %s: valid = %v, want %v", tt.name, tt.v, got, tt.want)
		}
	}
}

// TestOrg7bNumbersAreValid: the generated numbers pass the validators and
// carry the dates the ground truth gives.
func TestOrg7bNumbersAreValid(t *testing.T) {
	w := testWorker(t)
	fl := regexp.MustCompile(`^FL-0002\.\d{3}\.\d{3}-\d$`)
	for seed := uint64(1); seed <= 40; seed++ {
		g := testGen(w, seed)
		if v := g.org7bRSMB(); !org7bMBValid(v) {
			t.Errorf("org7bRSMB() = %s fails its check", v)
		}
		if v := g.org7bRSPIB(); !org7bPIBValid(v) {
			t.Errorf("org7bRSPIB() = %s fails its check", v)
		}
		born := day(1971, time.November, 9)
		if v := g.org7bRSJMBG(born, seed%2 == 0); !org7bJMBGValid(v) || v[:7] != "0911971" {
			t.Errorf("org7bRSJMBG(1971-11-09) = %s", v)
		}
		if v := g.org7bLIFLNumber(); !fl.MatchString(v) {
			t.Errorf("org7bLIFLNumber() = %s", v)
		}
		for _, company := range []bool{true, false} {
			on := randDate(g.r, day(1960, time.January, 1), day(2025, time.December, 31))
			v := g.org7bISKennitala(on, company)
			got, isCo, ok := org7bKennitalaDate(v)
			if !ok || !got.Equal(on) || isCo != company {
				t.Errorf("org7bISKennitala(%s, %v) = %s reads as %s company=%v ok=%v", iso(on), company, v, iso(got), isCo, ok)
			}
		}

		al := testGen(w, seed).org7bALQKBEkstrakt()
		n, inc := *al.fields["registration_number"].Value, *al.fields["incorporation_date"].Value
		if got, ok := org7bNUISDate(n); !ok || iso(got) != inc {
			t.Errorf("seed %d: NUIS %s for a company registered %s", seed, n, inc)
		}
		is := testGen(w, seed).org7bISFyrirtaekjaskra()
		n, inc = *is.fields["registration_number"].Value, *is.fields["incorporation_date"].Value
		if got, company, ok := org7bKennitalaDate(n); !ok || !company || iso(got) != inc {
			t.Errorf("seed %d: kennitala %s for a company registered %s", seed, n, inc)
		}
		rs := testGen(w, seed).org7bRSAPRIzvod()
		if n := *rs.fields["registration_number"].Value; !org7bMBValid(n) {
			t.Errorf("seed %d: matični broj %s fails its check", seed, n)
		}
	}
}

// TestOrg7bStruckOfficersAreNotPeople: on the Liechtenstein extract a
// person whose entry is struck through is not a significant person, and
// every significant person has an entry that is not struck through.
func TestOrg7bStruckOfficersAreNotPeople(t *testing.T) {
	w := testWorker(t)
	struckSeen := false
	for seed := uint64(1); seed <= 40; seed++ {
		d := testGen(w, seed).org7bLIHandelsregister()
		type pos struct{ x, y int }
		at := func(x, y float64) pos { return pos{int(math.Round(x * 100)), int(math.Round(y * 100))} }
		struck := map[pos]bool{}
		for _, it := range d.page.items {
			if it.kind == kLine {
				struck[at(it.x, it.y+1.1)] = true
			}
		}
		live, dead := map[string]bool{}, map[string]bool{}
		for _, it := range d.page.items {
			if it.kind != kText {
				continue
			}
			m := regexp.MustCompile(`^([^,]+), ([^,]+),( von| österreich| schweiz| deutsch|$)`).FindStringSubmatch(it.text)
			if m == nil {
				continue
			}
			name := m[2] + " " + m[1]
			if struck[at(it.x, it.y)] {
				dead[name] = true
			} else {
				live[name] = true
			}
		}
		struckSeen = struckSeen || len(dead) > 0
		got := map[string]bool{}
		for _, p := range d.fields["significant_people"].People {
			got[p.Name] = true
			if dead[p.Name] {
				t.Errorf("seed %d: %s is struck off but listed", seed, p.Name)
			}
		}
		if diff := cmp.Diff(live, got); diff != "" {
			t.Errorf("seed %d: current officers vs significant_people (-printed +truth):\n%s", seed, diff)
		}
	}
	if !struckSeen {
		t.Error("no seed drew a struck-off officer")
	}
}

// TestOrg7bGlyphs: every character the four layouts print exists in the
// font it is set in (Icelandic þ ð æ, Serbian đ ć, Albanian ë ç).
func TestOrg7bGlyphs(t *testing.T) {
	w := testWorker(t)
	var buf sfnt.Buffer
	for _, l := range layouts {
		if !strings.HasPrefix(l.name, "org_rs_apr") && !strings.HasPrefix(l.name, "org_al_qkb") && !strings.HasPrefix(l.name, "org_is_fyrir") && !strings.HasPrefix(l.name, "org_li_handels") {
			continue
		}
		for seed := uint64(1); seed <= 8; seed++ {
			d := l.make(testGen(w, seed))
			for _, it := range d.page.items {
				if it.kind != kText {
					continue
				}
				for _, r := range it.text {
					if r == ' ' {
						continue
					}
					if gi, err := w.fonts.parsed[it.font].GlyphIndex(&buf, r); err != nil || gi == 0 {
						t.Errorf("%s seed %d: %q has no glyph in font %d (%q)", l.name, seed, r, it.font, it.text)
					}
				}
			}
		}
	}
}
