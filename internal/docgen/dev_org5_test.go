package docgen

import "testing"

// Independent validators of the registration and tax numbers of
// dev_org5.go, written from the public descriptions cited there.

// lvRegValid: the digits weighted 9 1 4 8 3 10 2 5 7 6 1 sum to 3 modulo 11.
func lvRegValid(s string) bool {
	d := digitsOf(s)
	w := []int{9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1}
	if len(d) != 11 || d[0] < 4 {
		return false
	}
	sum := 0
	for i := range d {
		sum += d[i] * w[i]
	}
	return sum%11 == 3
}

// mod11Valid: the first n-1 digits weighted from first down to 2, the
// check is 11 minus the sum modulo 11, taken modulo 10.
func mod11Valid(s string, first int) bool {
	d := digitsOf(s)
	sum := 0
	for i, v := range d[:len(d)-1] {
		sum += v * (first - i)
	}
	return (11-sum%11)%10 == d[len(d)-1]
}

// oibValid: ISO 7064 MOD 11,10 over eleven digits.
func oibValid(s string) bool {
	d := digitsOf(s)
	if len(d) != 11 {
		return false
	}
	p := 10
	for _, v := range d[:10] {
		t := (v + p) % 10
		if t == 0 {
			t = 10
		}
		p = 2 * t % 11
	}
	return (11-p)%10 == d[10]
}

func TestOrg5NumbersPublishedExamples(t *testing.T) {
	for _, tt := range []struct {
		name string
		ok   func(string) bool
		v    string
		want bool
	}{
		{"lv", lvRegValid, "40003521600", true},
		{"lv", lvRegValid, "40003521601", false},
		{"lv", lvRegValid, "40003032949", true},
		{"sk ico", func(s string) bool { return mod11Valid(s, 8) }, "35763469", true},
		{"sk ico", func(s string) bool { return mod11Valid(s, 8) }, "00151742", true},
		{"sk ico", func(s string) bool { return mod11Valid(s, 8) }, "35763468", false},
		{"si tax", func(s string) bool { return mod11Valid(s, 8) }, "14717468", true},
		{"si tax", func(s string) bool { return mod11Valid(s, 8) }, "50223054", true},
		{"si tax", func(s string) bool { return mod11Valid(s, 8) }, "50223053", false},
		{"si maticna", func(s string) bool { return mod11Valid(s[:7], 7) }, "1732803000", true},
		{"lt", func(s string) bool { d := digitsOf(s); return ltCheck(d[:8]) == d[8] }, "119511515", true},
		{"hr oib", oibValid, "94385284951", true},
		{"hr oib", oibValid, "94385284952", false},
	} {
		if got := tt.ok(tt.v); got != tt.want {
			t.Errorf("%s %s: valid = %v, want %v", tt.name, tt.v, got, tt.want)
		}
	}
}

func TestOrg5NumbersAreValid(t *testing.T) {
	w := testWorker(t)
	for seed := uint64(1); seed <= 200; seed++ {
		g := testGen(w, seed)
		if v := g.lvRegNumber(); !lvRegValid(v) {
			t.Errorf("lvRegNumber() = %s fails its check", v)
		}
		if v := g.skICO(); len(v) != 8 || !mod11Valid(v, 8) {
			t.Errorf("skICO() = %s fails its check", v)
		}
		if v := g.siTaxNumber(); len(v) != 8 || !mod11Valid(v, 8) {
			t.Errorf("siTaxNumber() = %s fails its check", v)
		}
		if v := g.siMaticna(); len(v) != 10 || !mod11Valid(v[:7], 7) || v[7:] != "000" {
			t.Errorf("siMaticna() = %s fails its check", v)
		}
		if v := g.hrOIB(); !oibValid(v) {
			t.Errorf("hrOIB() = %s fails its check", v)
		}
		if v := g.ltCompanyCode(); len(v) != 9 || ltCheck(digitsOf(v)[:8]) != int(v[8]-'0') {
			t.Errorf("ltCompanyCode() = %s fails its check", v)
		}
	}
}
