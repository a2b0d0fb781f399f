package docgen

import (
	"regexp"
	"testing"
)

// Independent validators of the numbers of dev_org6.go, written from the
// public descriptions cited there.

// nricValid: S or T, seven digits weighted 2 7 6 5 4 3 2 (plus 4 for T),
// the check letter the sum modulo 11 indexes in JZIHGFEDCBA.
func nricValid(s string) bool {
	if !regexp.MustCompile(`^[ST]\d{7}[A-Z]$`).MatchString(s) {
		return false
	}
	sum := 0
	for i, w := range []int{2, 7, 6, 5, 4, 3, 2} {
		sum += int(s[1+i]-'0') * w
	}
	if s[0] == 'T' {
		sum += 4
	}
	return "JZIHGFEDCBA"[sum%11] == s[8]
}

// gtin13Valid: thirteen digits weighted 1 3 1 3 … sum to a multiple of 10.
func gtin13Valid(s string) bool {
	if !regexp.MustCompile(`^\d{13}$`).MatchString(s) {
		return false
	}
	sum := 0
	for i := range s {
		v := int(s[i] - '0')
		if i%2 == 1 {
			v *= 3
		}
		sum += v
	}
	return sum%10 == 0
}

func TestOrg6NumbersPublishedExamples(t *testing.T) {
	for _, tt := range []struct {
		name string
		ok   func(string) bool
		v    string
		want bool
	}{
		{"nric", nricValid, "S1234567D", true},
		{"nric", nricValid, "S1234567A", false},
		{"gtin13", gtin13Valid, "4006381333931", true},
		{"gtin13", gtin13Valid, "4006381333932", false},
	} {
		if got := tt.ok(tt.v); got != tt.want {
			t.Errorf("%s %s: valid = %v, want %v", tt.name, tt.v, got, tt.want)
		}
	}
}

func TestOrg6NumbersAreValid(t *testing.T) {
	w := testWorker(t)
	uen := regexp.MustCompile(`^(19|20)\d{2}\d{5}[A-Z]$`)
	for seed := uint64(1); seed <= 200; seed++ {
		g := testGen(w, seed)
		for _, p := range []byte{'S', 'T'} {
			if v := g.sgNRIC(p); !nricValid(v) {
				t.Errorf("sgNRIC(%c) = %s fails its check", p, v)
			}
		}
		if v := g.nzNZBN(); !gtin13Valid(v) || v[:4] != "9429" {
			t.Errorf("nzNZBN() = %s fails its check", v)
		}
		if v := g.sgUEN(2015); !uen.MatchString(v) || v[:4] != "2015" {
			t.Errorf("sgUEN(2015) = %s is not yyyynnnnnX", v)
		}
	}
}

// TestOrg6NumbersFollowTheDates: the year inside a Singapore UEN and an
// Indian CIN is the year of incorporation in the ground truth.
func TestOrg6NumbersFollowTheDates(t *testing.T) {
	w := testWorker(t)
	cin := regexp.MustCompile(`^U\d{5}[A-Z]{2}(\d{4})PTC\d{6}$`)
	for seed := uint64(1); seed <= 30; seed++ {
		sg := testGen(w, seed).orgSGACRAProfile()
		if n, inc := *sg.fields["registration_number"].Value, *sg.fields["incorporation_date"].Value; n[:4] != inc[:4] {
			t.Errorf("seed %d: UEN %s for a company incorporated %s", seed, n, inc)
		}
		in := testGen(w, seed).orgINIncorporation()
		n, inc := *in.fields["registration_number"].Value, *in.fields["incorporation_date"].Value
		if m := cin.FindStringSubmatch(n); m == nil || m[1] != inc[:4] {
			t.Errorf("seed %d: CIN %s for a company incorporated %s", seed, n, inc)
		}
	}
}
