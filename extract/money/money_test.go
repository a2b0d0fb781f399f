package money

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

func TestRead(t *testing.T) {
	tests := []struct {
		in       string
		opts     Options
		want     string
		currency string
	}{
		{"1,234.56", Options{}, "1234.56", ""},
		{"1.234,56", Options{}, "1234.56", ""},
		{"1 234,56", Options{}, "1234.56", ""},
		{"1\u00a0234,56 €", Options{}, "1234.56", "EUR"},
		{"1'234.56", Options{}, "1234.56", ""},
		{"1’234.50 CHF", Options{}, "1234.50", "CHF"},
		{"-12.00", Options{}, "-12.00", ""},
		{"−12.00", Options{}, "-12.00", ""},
		{"12.00-", Options{}, "-12.00", ""},
		{"(12.00)", Options{}, "-12.00", ""},
		{"12.00 CR", Options{}, "-12.00", ""},
		{"12.00CR", Options{}, "-12.00", ""},
		{"12.00 DR", Options{}, "12.00", ""},
		{"+3,50", Options{}, "3.50", ""},
		{"€1.234,50", Options{}, "1234.50", "EUR"},
		{"1.234,50 €", Options{}, "1234.50", "EUR"},
		{"-€12.00", Options{}, "-12.00", "EUR"},
		{"€-12.00", Options{}, "-12.00", "EUR"},
		{"(£1,000.00)", Options{}, "-1000.00", "GBP"},
		{"$12", Options{Country: "US"}, "12", "USD"},
		{"$12.00", Options{Country: "CA"}, "12.00", "CAD"},
		{"$12.00", Options{}, "12.00", ""},
		{"US$ 99.95", Options{}, "99.95", "USD"},
		{"USD 1,500.00", Options{}, "1500.00", "USD"},
		{"1,500.00 USD", Options{}, "1500.00", "USD"},
		{"JPY 1,500", Options{}, "1500", "JPY"},
		{"¥1,500", Options{}, "1500", "JPY"},
		{"¥1,500", Options{Country: "CN"}, "1500", "CNY"},
		{"RM 9.00", Options{}, "9.00", "MYR"},
		{"125 kr", Options{Country: "SE"}, "125", "SEK"},
		{"12,-", Options{}, "12", ""},
		{"1.234", Options{}, "1234", ""},
		{"1,234", Options{}, "1234", ""},
		{"1,234", Options{Decimal: ','}, "1.234", ""},
		{"1.234", Options{Decimal: '.'}, "1.234", ""},
		{"KWD 1,234", Options{}, "1.234", "KWD"},
		{"1,234,567.891", Options{}, "1234567.891", ""},
		{"0.10", Options{}, "0.10", ""},
		{"1234", Options{}, "1234", ""},
		{"12.5", Options{}, "12.5", ""},
		{"0,99", Options{}, "0.99", ""},
	}
	for _, tc := range tests {
		got, err := Read(tc.in, tc.opts)
		if err != nil {
			t.Errorf("Read(%q) error: %v", tc.in, err)
			continue
		}
		if got.Amount.String() != tc.want || got.Currency != tc.currency {
			t.Errorf("Read(%q, %+v) = %s %q, want %s %q", tc.in, tc.opts, got.Amount, got.Currency, tc.want, tc.currency)
		}
	}
}

func TestReadErrors(t *testing.T) {
	for _, in := range []string{"", "abc", "12.34.56,7,8", "1,23,456", "1.2345.678", "12..5", ".5", "5.", "€", "1 2 3", "12,34,5",
		"1,234.567,89", "--5", "12 EURO", "1234567890123456789012"} {
		if got, err := Read(in, Options{}); err == nil {
			t.Errorf("Read(%q) = %v, want an error", in, got.Amount)
		} else if !errors.Is(err, ErrSyntax) && !errors.Is(err, ErrRange) {
			t.Errorf("Read(%q) error %v is neither ErrSyntax nor ErrRange", in, err)
		}
	}
}

func TestFind(t *testing.T) {
	tests := []struct {
		in   string
		opts Options
		want []string
	}{
		{"Total 12.50", Options{}, []string{"12.50"}},
		{"VAT 20% 1.70", Options{}, []string{"1.70"}},
		{"TAX 1.70", Options{}, []string{"1.70"}},
		{"2 x 3.50 7.00", Options{}, []string{"2", "3.50", "7.00"}},
		{"Date 12.03.2026 Amount EUR 1.234,00", Options{}, []string{"1234.00"}},
		{"Invoice INV-2026-001 due 30/04/2026", Options{}, nil},
		{"Summe 1 234,56 €", Options{Decimal: ','}, []string{"1234.56"}},
		{"Gutschrift 12,00-", Options{Decimal: ','}, []string{"-12.00"}},
		{"Refund (5.00)", Options{}, []string{"-5.00"}},
		{"BROETCHEN 49,00) i", Options{Decimal: ','}, []string{"49.00"}},
		{"TEA 4.60)", Options{}, []string{"4.60"}},
		{"TOTAL RM 9.00", Options{}, []string{"9.00"}},
		{"Card ****1234", Options{}, nil},
		{"Tel 020 7604101", Options{}, []string{"20", "7604101"}},
	}
	for _, tc := range tests {
		var got []string
		for _, f := range Find(tc.in, tc.opts) {
			got = append(got, f.Amount.String())
		}
		if strings.Join(got, " ") != strings.Join(tc.want, " ") {
			t.Errorf("Find(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestParseAndString(t *testing.T) {
	for _, s := range []string{"0", "1234.50", "-12.00", "1500", "0.05", "-0.5", "999999999999999999"} {
		a, err := Parse(s)
		if err != nil {
			t.Fatalf("Parse(%q): %v", s, err)
		}
		if a.String() != s {
			t.Errorf("Parse(%q).String() = %q", s, a.String())
		}
	}
	for _, s := range []string{"", "-", "1,234.50", "1.", ".5", "+1", " 1", "1e3", "1234567890123456789", "0.1234567890"} {
		if a, err := Parse(s); err == nil {
			t.Errorf("Parse(%q) = %v, want an error", s, a)
		}
	}
}

func TestArithmetic(t *testing.T) {
	p := func(s string) Amount {
		a, err := Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		return a
	}
	sum, _ := p("0.10").Add(p("0.20"))
	if sum.String() != "0.30" {
		t.Errorf("0.10 + 0.20 = %s", sum)
	}
	if !p("1.5").Equal(p("1.50")) || p("1.5").Cmp(p("1.49")) != 1 || p("-2").Cmp(p("1")) != -1 {
		t.Error("Cmp is wrong")
	}
	prod, _ := p("3").Mul(p("2.50"))
	if prod.String() != "7.50" {
		t.Errorf("3 × 2.50 = %s", prod)
	}
	r, _ := p("2.345").Round(2)
	if r.String() != "2.35" {
		t.Errorf("Round(2.345, 2) = %s", r)
	}
	r, _ = p("-2.345").Round(2)
	if r.String() != "-2.35" {
		t.Errorf("Round(-2.345, 2) = %s", r)
	}
	r, _ = p("7").Round(2)
	if r.String() != "7.00" {
		t.Errorf("Round(7, 2) = %s", r)
	}
	if !p("10.00").Within(p("10.01"), p("0.01")) || p("10.00").Within(p("10.02"), p("0.01")) {
		t.Error("Within is wrong")
	}
	if _, err := p("999999999999999999").Add(p("1")); !errors.Is(err, ErrRange) {
		t.Errorf("overflow: %v, want ErrRange", err)
	}
}

func TestJSON(t *testing.T) {
	var v struct{ A Amount }
	if err := json.Unmarshal([]byte(`{"A":"1234.50"}`), &v); err != nil || v.A.String() != "1234.50" {
		t.Fatalf("Unmarshal = %v, %v", v.A, err)
	}
	b, _ := json.Marshal(v)
	if string(b) != `{"A":"1234.50"}` {
		t.Errorf("Marshal = %s", b)
	}
	if err := json.Unmarshal([]byte(`{"A":1234.5}`), &v); err == nil {
		t.Error("a JSON number was accepted")
	}
}

func TestCurrencies(t *testing.T) {
	for _, tc := range []struct{ sym, cc, want string }{
		{"€", "", "EUR"}, {"$", "US", "USD"}, {"$", "AU", "AUD"}, {"$", "", ""}, {"kr", "NO", "NOK"}, {"kr", "", ""},
		{"GBP", "", "GBP"}, {"£", "", "GBP"}, {"₹", "", "INR"},
	} {
		if got := OfSymbol(tc.sym, tc.cc); got != tc.want {
			t.Errorf("OfSymbol(%q, %q) = %q, want %q", tc.sym, tc.cc, got, tc.want)
		}
	}
	for cc, want := range map[string]string{"DE": "EUR", "HR": "EUR", "GB": "GBP", "UK": "GBP", "MY": "MYR", "CH": "CHF", "ZZ": ""} {
		if got := OfCountry(cc); got != want {
			t.Errorf("OfCountry(%q) = %q, want %q", cc, got, want)
		}
	}
	if m, ok := Currency("JPY"); !ok || m != 0 {
		t.Errorf("Currency(JPY) = %d, %v", m, ok)
	}
	if m, _ := Currency("KWD"); m != 3 {
		t.Errorf("Currency(KWD) = %d", m)
	}
}

// notations prints a in the common ways documents do; each must read back
// as a.
func notations(a Amount) []string {
	neg := a.Sign() < 0
	abs := a.Abs().String()
	whole, frac, _ := strings.Cut(abs, ".")
	group := func(sep string) string {
		var b strings.Builder
		for i, c := range whole {
			if i > 0 && (len(whole)-i)%3 == 0 {
				b.WriteString(sep)
			}
			b.WriteRune(c)
		}
		return b.String()
	}
	var out []string
	for _, f := range []struct{ group, dec string }{{",", "."}, {".", ","}, {" ", ","}, {"'", "."}, {"\u00a0", ","}, {"", "."}, {"", ","}} {
		n := group(f.group)
		if frac != "" {
			n += f.dec + frac
		} else if len(whole) > 3 && f.group == "" {
			// "1234" is fine; grouped forms below
		}
		if frac == "" && len(whole) <= 3 {
			// one plain number: every style prints it the same
		}
		if !neg {
			out = append(out, n, "€"+n, n+" EUR", "USD "+n)
			continue
		}
		out = append(out, "-"+n, n+"-", "("+n+")", n+" CR", "-€"+n, "€ -"+n, "("+n+" EUR)")
	}
	return out
}

// TestReadProperty: every amount printed in any common notation reads back
// as itself, and String then Parse is the identity.
func TestReadProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 3000 {
		digits := 1 + r.IntN(15)
		units := r.Int64N(pow10(digits))
		if r.IntN(3) == 0 {
			units = -units
		}
		scale := []int{0, 1, 2, 2, 2, 3}[r.IntN(6)]
		a := New(units, scale)
		back, err := Parse(a.String())
		if err != nil || back != a {
			t.Fatalf("Parse(%q) = %v, %v; want %v", a.String(), back, err, a)
		}
		// A three-place amount in one-separator notations is ambiguous
		// ("1.234"); the reader needs the document's separator for it.
		for _, s := range notations(a) {
			opts := Options{}
			if scale == 3 {
				if strings.Contains(s, ",") && !strings.Contains(s, ".") {
					opts.Decimal = ','
				} else {
					opts.Decimal = '.'
				}
			}
			got, err := Read(s, opts)
			if err != nil {
				t.Fatalf("Read(%q) of %s: %v", s, a, err)
			}
			if !got.Amount.Equal(a) {
				t.Fatalf("Read(%q) = %s, want %s", s, got.Amount, a)
			}
		}
	}
}

// TestAddProperty: addition is exact and agrees with integer arithmetic.
func TestAddProperty(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		a, b := New(r.Int64N(1e12)-5e11, r.IntN(4)), New(r.Int64N(1e12)-5e11, r.IntN(4))
		s, err := a.Add(b)
		if err != nil {
			t.Fatal(err)
		}
		d, _ := s.Sub(b)
		if !d.Equal(a) {
			t.Fatalf("(%s + %s) - %s = %s", a, b, b, d)
		}
		if c, _ := b.Add(a); !c.Equal(s) {
			t.Fatalf("%s + %s is not commutative", a, b)
		}
	}
}

func pow10(n int) int64 {
	p := int64(1)
	for range n {
		p *= 10
	}
	return p
}

// FuzzRead: Read never panics, and whatever it reads prints in the API's
// form, which Parse reads back as the same amount.
func FuzzRead(f *testing.F) {
	for _, s := range []string{"1,234.56", "1.234,56 €", "(12.00)", "12.00-", "12.00 CR", "USD 1,500", "1'234.50", "12,-", "¥1,500", "-€0.01"} {
		f.Add(s, uint8(0))
	}
	f.Fuzz(func(t *testing.T, s string, dec uint8) {
		opts := Options{Decimal: []rune{0, '.', ','}[int(dec)%3]}
		m, err := Read(s, opts)
		if err == nil {
			back, perr := Parse(m.Amount.String())
			if perr != nil || !back.Equal(m.Amount) {
				t.Fatalf("Read(%q) = %s, which Parse reads as %v, %v", s, m.Amount, back, perr)
			}
		}
		for _, fd := range Find(s, opts) {
			if fd.Start < 0 || fd.End > len(s) || fd.Start >= fd.End {
				t.Fatalf("Find(%q) found %d:%d", s, fd.Start, fd.End)
			}
		}
	})
}

func ExampleRead() {
	m, _ := Read("1.234,50 €", Options{})
	fmt.Println(m.Amount, m.Currency)
	// Output: 1234.50 EUR
}
