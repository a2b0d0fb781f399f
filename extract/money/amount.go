package money

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"
	"strings"
)

// ErrSyntax is wrapped by the errors of Parse and Read for text that is not
// an amount.
var ErrSyntax = errors.New("money: not an amount")

// ErrRange is wrapped by the errors of Parse, Read and arithmetic whose
// result has more than MaxDigits digits.
var ErrRange = errors.New("money: amount out of range")

// MaxDigits is the most digits an Amount holds, integer and decimal places
// together: 18 fit an int64, enough for any document's amount.
const MaxDigits = 18

// maxScale is the most decimal places an Amount keeps.
const maxScale = 9

// Amount is an exact decimal number: units × 10^-scale. The zero value is
// zero. Amounts that differ only in trailing zeros (1.5 and 1.50) are
// equal under Cmp but print differently: an amount keeps the decimal
// places it was read or made with, as documents print them.
type Amount struct {
	units int64
	scale uint8
}

// New returns units × 10^-scale. It panics when scale is outside 0..9.
func New(units int64, scale int) Amount {
	if scale < 0 || scale > maxScale {
		panic(fmt.Sprintf("money: scale %d outside 0..%d", scale, maxScale))
	}
	return Amount{units: units, scale: uint8(scale)}
}

// Scale returns the number of decimal places of a.
func (a Amount) Scale() int { return int(a.scale) }

// Units returns a's digits as an integer: a × 10^Scale.
func (a Amount) Units() int64 { return a.units }

// Sign returns -1, 0 or 1.
func (a Amount) Sign() int {
	switch {
	case a.units < 0:
		return -1
	case a.units > 0:
		return 1
	}
	return 0
}

// IsZero reports whether a is zero.
func (a Amount) IsZero() bool { return a.units == 0 }

// Neg returns -a.
func (a Amount) Neg() Amount { return Amount{units: -a.units, scale: a.scale} }

// Abs returns |a|.
func (a Amount) Abs() Amount {
	if a.units < 0 {
		return a.Neg()
	}
	return a
}

func (a Amount) big() *big.Int { return big.NewInt(a.units) }

var ten = big.NewInt(10)

// aligned returns a and b as integers at the larger of their scales.
func aligned(a, b Amount) (x, y *big.Int, scale uint8) {
	x, y = a.big(), b.big()
	scale = max(a.scale, b.scale)
	if d := scale - a.scale; d > 0 {
		x.Mul(x, new(big.Int).Exp(ten, big.NewInt(int64(d)), nil))
	}
	if d := scale - b.scale; d > 0 {
		y.Mul(y, new(big.Int).Exp(ten, big.NewInt(int64(d)), nil))
	}
	return x, y, scale
}

// fromBig returns n × 10^-scale, or ErrRange.
func fromBig(n *big.Int, scale uint8) (Amount, error) {
	if !n.IsInt64() || len(strings.TrimPrefix(n.String(), "-")) > MaxDigits {
		return Amount{}, fmt.Errorf("%w: %s × 10^-%d", ErrRange, n, scale)
	}
	return Amount{units: n.Int64(), scale: scale}, nil
}

// Cmp compares a and b as numbers: -1 when a < b, 0 when equal, 1 when a > b.
func (a Amount) Cmp(b Amount) int {
	x, y, _ := aligned(a, b)
	return x.Cmp(y)
}

// Equal reports whether a and b are the same number (1.5 equals 1.50).
func (a Amount) Equal(b Amount) bool { return a.Cmp(b) == 0 }

// Add returns a + b at the larger of their scales, or ErrRange.
func (a Amount) Add(b Amount) (Amount, error) {
	x, y, s := aligned(a, b)
	return fromBig(x.Add(x, y), s)
}

// Sub returns a - b at the larger of their scales, or ErrRange.
func (a Amount) Sub(b Amount) (Amount, error) {
	x, y, s := aligned(a, b)
	return fromBig(x.Sub(x, y), s)
}

// Mul returns a × b at the sum of their scales (at most 9 places, rounded
// half away from zero), or ErrRange: a quantity times a unit price.
func (a Amount) Mul(b Amount) (Amount, error) {
	n := new(big.Int).Mul(a.big(), b.big())
	s := int(a.scale) + int(b.scale)
	r, err := fromBig(n, uint8(min(s, maxScale)))
	if s <= maxScale {
		return r, err
	}
	return roundBig(n, s, maxScale)
}

// Within reports whether a and b differ by at most tolerance.
func (a Amount) Within(b, tolerance Amount) bool {
	d, err := a.Sub(b)
	return err == nil && d.Abs().Cmp(tolerance.Abs()) <= 0
}

// Round returns a with places decimal places, rounded half away from zero
// when it had more, padded with zeros when it had fewer.
func (a Amount) Round(places int) (Amount, error) {
	places = max(0, min(places, maxScale))
	if places >= int(a.scale) {
		n := a.big()
		n.Mul(n, new(big.Int).Exp(ten, big.NewInt(int64(places-int(a.scale))), nil))
		return fromBig(n, uint8(places))
	}
	return roundBig(a.big(), int(a.scale), places)
}

// roundBig rounds n × 10^-scale to places decimal places, half away from zero.
func roundBig(n *big.Int, scale, places int) (Amount, error) {
	div := new(big.Int).Exp(ten, big.NewInt(int64(scale-places)), nil)
	q, r := new(big.Int).QuoRem(n, div, new(big.Int))
	r.Abs(r).Mul(r, big.NewInt(2))
	if r.Cmp(div) >= 0 {
		if n.Sign() < 0 {
			q.Sub(q, big.NewInt(1))
		} else {
			q.Add(q, big.NewInt(1))
		}
	}
	return fromBig(q, uint8(places))
}

// String returns a as the API writes money: a decimal number with "." as
// decimal separator, its own decimal places, no grouping, and "-" before
// a negative amount ("1234.50", "-12.00", "1500").
func (a Amount) String() string {
	neg := a.units < 0
	digits := new(big.Int).Abs(a.big()).String()
	if a.scale > 0 {
		if len(digits) <= int(a.scale) {
			digits = strings.Repeat("0", int(a.scale)-len(digits)+1) + digits
		}
		digits = digits[:len(digits)-int(a.scale)] + "." + digits[len(digits)-int(a.scale):]
	}
	if neg {
		return "-" + digits
	}
	return digits
}

// Parse reads the API's form of an amount, as String writes it: an
// optional "-", digits, and optionally "." and more digits. Anything else,
// grouping included, is ErrSyntax; Read reads printed amounts.
func Parse(s string) (Amount, error) {
	t := s
	neg := strings.HasPrefix(t, "-")
	if neg {
		t = t[1:]
	}
	whole, frac, dot := strings.Cut(t, ".")
	if whole == "" || !allDigits(whole) || dot && (frac == "" || !allDigits(frac)) {
		return Amount{}, fmt.Errorf("%w: %q", ErrSyntax, s)
	}
	return fromDigits(neg, whole, frac)
}

// fromDigits returns the amount of the digit strings whole and frac.
func fromDigits(neg bool, whole, frac string) (Amount, error) {
	whole = strings.TrimLeft(whole, "0")
	if len(frac) > maxScale {
		return Amount{}, fmt.Errorf("%w: %d decimal places, at most %d", ErrRange, len(frac), maxScale)
	}
	digits := whole + frac
	if t := strings.TrimLeft(digits, "0"); len(t) > MaxDigits {
		return Amount{}, fmt.Errorf("%w: %d digits, at most %d", ErrRange, len(t), MaxDigits)
	}
	var u int64
	for _, c := range digits {
		u = u*10 + int64(c-'0')
	}
	if neg {
		u = -u
	}
	return Amount{units: u, scale: uint8(len(frac))}, nil
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// MarshalJSON writes a as a JSON string in the form of String.
func (a Amount) MarshalJSON() ([]byte, error) { return json.Marshal(a.String()) }

// UnmarshalJSON reads a JSON string in the form Parse reads; null leaves a
// unchanged. A JSON number is refused: money is never a float.
func (a *Amount) UnmarshalJSON(b []byte) error {
	if string(b) == "null" {
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return fmt.Errorf("%w: %s is not a JSON string", ErrSyntax, b)
	}
	v, err := Parse(s)
	if err != nil {
		return err
	}
	*a = v
	return nil
}

// Money is an amount in a currency, as read from a document.
type Money struct {
	Amount Amount
	// Currency is the ISO 4217 code, "" when the text did not tell.
	Currency string
	// Symbol is the currency sign or code as printed ("$", "€", "EUR"),
	// "" when none was.
	Symbol string
}
