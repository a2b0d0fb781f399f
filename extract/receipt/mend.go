package receipt

import (
	"regexp"
	"strings"

	"github.com/docextract/docextract/extract/amounts"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/money"
)

// A till's items add up to what it charges for them: its subtotal, or its
// total when the tax is included and nothing is added (the rule EN
// 16931-1 states for invoices as BR-CO-10: the sum of the line net
// amounts is the sum of the invoice lines). On photographed
// slips OCR reads some digits of the prices for others, at a confidence
// as high as the rest: the zero that till fonts print slashed or dotted as
// an 8, 6 or 9 ("13.98" for 13.90), and 1 for 4 or 7, 3 for 8, 5 for 6
// (measured on generated photographs of the GB, FR and ES tuned tills and
// the GB pub's dev slips). Where the items do not add up, the one set of
// at most two such slips that makes them add up to the subtotal or the
// total is read back. The total may be misread itself, with the same
// slips as the items: what the rest of the slip says was paid (the
// subtotal plus the tax, the card's amount, the cash less the change) is
// added up to as well, and the fewest slips win.

// digitSlips lists, per digit, the digits OCR reads it as on till print
// and the other way round.
var digitSlips = map[byte]string{
	'0': "689",
	'1': "47",
	'3': "8",
	'4': "1",
	'5': "6",
	'6': "05",
	'7': "1",
	'8': "03",
	'9': "0",
}

// maxSlips is the most digits of a slip's items read back.
const maxSlips = 2

// digitSlip is one digit of one item's amount read back: the item, the
// amount's text after it and the change in cents.
type digitSlip struct {
	item  int
	text  string
	delta int64
}

// mendDigits reads back the digits OCR misread in the items' amounts: when
// the items' amounts add up to none of totals, and exactly one set of the
// fewest digit slips (digitSlips, at most maxSlips, at most one per item)
// makes them add up to one of them, those amounts are changed in place.
// An item whose amount is its quantity times its unit price is taken as
// read right.
func mendDigits(items []amounts.Item, totals []money.Amount) {
	if len(items) < 2 || len(totals) == 0 {
		return
	}
	var sum int64
	for _, it := range items {
		c, ok := toCents(it.Amount.Value)
		if !ok {
			return
		}
		sum += c
	}
	var needs []int64
	for _, t := range totals {
		c, ok := toCents(t.String())
		if !ok {
			continue
		}
		if c == sum {
			return
		}
		needs = append(needs, c-sum)
	}
	var slips []digitSlip
	for i, it := range items {
		if p, ok := product(it.Quantity.Value, it.UnitPrice.Value); ok && p == it.Amount.Value {
			continue
		}
		slips = append(slips, slipsOf(i, it.Amount.Value)...)
	}
	set, ok := onlySet(slips, needs)
	if !ok {
		return
	}
	for _, s := range set {
		items[s.item].Amount.Value = s.text
		items[s.item].Amount.Rule = "receipt.items_add_up"
	}
}

// onlySet returns the one smallest set of slips, on different items,
// whose changes add up to one of needs; false when there is none or more
// than one of that size. Needs that repeat count once.
func onlySet(slips []digitSlip, needs []int64) ([]digitSlip, bool) {
	need := map[int64]bool{}
	for _, n := range needs {
		need[n] = true
	}
	var found []digitSlip
	n := 0
	for _, s := range slips {
		if need[s.delta] {
			found, n = []digitSlip{s}, n+1
		}
	}
	if n > 0 || maxSlips < 2 {
		return found, n == 1
	}
	for a := range slips {
		for b := a + 1; b < len(slips); b++ {
			if slips[a].item != slips[b].item && need[slips[a].delta+slips[b].delta] {
				found, n = []digitSlip{slips[a], slips[b]}, n+1
			}
		}
	}
	return found, n == 1
}

// slipsOf returns the slips of one digit of amount v (the API's form,
// "13.98") of item i. A slip that would start the amount with a 0 before
// another digit, or make it zero, is none.
func slipsOf(i int, v string) []digitSlip {
	var out []digitSlip
	dot := strings.IndexByte(v, '.')
	if dot < 0 || len(v)-dot-1 != 2 || strings.HasPrefix(v, "-") {
		return nil
	}
	for k := 0; k < len(v); k++ {
		if k == dot {
			continue
		}
		place := int64(1)
		for j := len(v) - 1; j > k; j-- {
			if j != dot {
				place *= 10
			}
		}
		for _, to := range []byte(digitSlips[v[k]]) {
			if k == 0 && to == '0' && dot > 1 {
				continue
			}
			b := []byte(v)
			b[k] = to
			if strings.Trim(string(b), "0.") == "" {
				continue // nothing is sold for nothing
			}
			out = append(out, digitSlip{item: i, text: string(b), delta: (int64(to) - int64(v[k])) * place})
		}
	}
	return out
}

// toCents returns an amount in the API's form as whole cents.
func toCents(v string) (int64, bool) {
	a, err := money.Parse(v)
	if err != nil {
		return 0, false
	}
	if a, err = a.Round(2); err != nil {
		return 0, false
	}
	return a.Units(), true
}

// reBareCents is a price printed with its decimal point lost: digits
// alone, three to seven of them.
var reBareCents = regexp.MustCompile(`^\d{3,7}$`)

// minPointed is how many prices with the currency's decimal places a slip
// prints, at least, before a bare number in its totals is taken for a
// price whose point was lost.
const minPointed = 3

// lostPoints puts back the decimal point a scan lost in the totals block
// (the point is a dot of a few pixels: "Total GST . 308" for 3.08): on a
// slip from row start on that prints minPointed prices or more with two
// decimal places (minor, the currency's minor units, is 2), a row whose
// label is a total's, subtotal's or tax's and whose last cell is a bare
// number (reBareCents) reads that number with its last two digits as
// the cents. rows is changed in place.
func lostPoints(rows []keyvalue.Row, start int, opts money.Options, minor int) {
	if minor != 2 || start >= len(rows) {
		return
	}
	n := 0
	for _, r := range rows[start:] {
		if f, ok := amounts.Last(r.Text(), opts, false); ok && f.Decimals == minor {
			n++
		}
	}
	if n < minPointed {
		return
	}
	dec := opts.Decimal
	if dec == 0 {
		dec = '.'
	}
	for i := start; i < len(rows); i++ {
		r := rows[i]
		if len(r.Cells) < 2 {
			continue
		}
		c := &r.Cells[len(r.Cells)-1]
		t := strings.TrimSpace(c.Text)
		if !reBareCents.MatchString(t) {
			continue
		}
		var label []string
		for _, l := range r.Cells[:len(r.Cells)-1] {
			label = append(label, l.Text)
		}
		if !amounts.IsTotalsLabel(strings.Join(label, " ")) {
			continue
		}
		c.Text = t[:len(t)-minor] + string(dec) + t[len(t)-minor:]
	}
}

// dropLeaders removes the mark that closes a label in a totals row whose
// price stands in a cell of its own ("Total Sales (Excluding GST) -" |
// "51.42"): a colon or dot leader that OCR read as a dash would make the
// price across the gap negative. rows from start on are changed in place.
func dropLeaders(rows []keyvalue.Row, start int) {
	for i := start; i < len(rows); i++ {
		r := rows[i]
		if len(r.Cells) < 2 {
			continue
		}
		c := &r.Cells[len(r.Cells)-2]
		t := strings.TrimRight(c.Text, " ")
		if !strings.HasSuffix(t, " -") || !amounts.IsTotalsLabel(t) {
			continue
		}
		c.Text = strings.TrimRight(strings.TrimSuffix(t, "-"), " ")
	}
}
