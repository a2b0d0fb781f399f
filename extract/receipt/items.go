package receipt

import (
	"regexp"
	"slices"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/amounts"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/money"
)

// reQty is a quantity and unit price as tills print them: "2 x 2,80",
// "2 @ 2.80", "2X 2.80".
var reQty = regexp.MustCompile(`(?i)(?:^|\s)(\d{1,3}(?:[.,]\d{1,3})?)\s?[x@*×]\s?(\d{1,5}[.,]\d{2})(?:\s|$)`)

// notItem holds the labels of rows between the items and the totals that
// are no item (cash, change, card, cashier, discount headings).
var notItem = func() map[string]bool {
	m := map[string]bool{}
	for _, c := range []lexicon.Concept{lexicon.ConceptCash, lexicon.ConceptChange, lexicon.ConceptCard, lexicon.ConceptCashier,
		lexicon.ConceptPaymentMethod, lexicon.ConceptTip, lexicon.ConceptReceiptNumber, lexicon.ConceptDate} {
		for _, p := range lexicon.Labels(c) {
			m[lexicon.Fold(p.Text)] = true
		}
	}
	return m
}()

// items reads a receipt's items: the rows from start to the first totals
// row that end with an amount, their text before it the description (of a
// row of three cells or more, the cells with a word). A row holding only a
// quantity and unit price ("2 x 2,80") gives them to the item after it;
// one printed after the description is taken from it, and so is a count
// before it ("1 HH TIGER"). An amount one digit apart from the quantity
// times the unit price is their product. Rows under half the body's
// height are marks. An amount with one decimal place more than the
// currency's minor units has loses it (cutStray).
func items(rows []keyvalue.Row, start int, opts money.Options, minor int) []amounts.Item {
	var out []amounts.Item
	var qty, unit string
	low := medianHeight(rows[min(start, len(rows)):]) / 2
	for i := start; i < len(rows); i++ {
		r := rows[i]
		t := strings.TrimSpace(r.Text())
		if amounts.IsTotalsLabel(t) || amounts.IsTotalsLabel(afterMarks(t)) {
			break
		}
		if r.Height() < low {
			continue // marks of a crease or the slip's edge, not a line of print
		}
		if m := reQty.FindStringSubmatchIndex(t); m != nil && strings.TrimSpace(t[:m[0]]) == "" {
			if _, ok := amounts.Last(t[m[1]:], opts, false); !ok {
				qty, unit = number(t[m[2]:m[3]], opts), number(t[m[4]:m[5]], opts)
				continue
			}
		}
		f, ok := amounts.Last(t, opts, false)
		if !ok {
			continue
		}
		f.Amount = cutStray(f.Amount, minor)
		desc := strings.TrimSpace(t[:f.Start])
		if n, ok := misreadCount(desc, f.Amount, rows[i+1:], opts); ok {
			qty, unit = n, f.Amount.String()
			continue
		}
		// The row's amount lost, its last amount the unit price of its
		// quantity ("TOMATOES 5 x 14.75 13, 7/5"): the amount is their
		// product.
		if m := reQty.FindStringSubmatchIndex(t + " "); m != nil && m[5] == f.End && qty == "" {
			if p, ok := product(number(t[m[2]:m[3]], opts), number(t[m[4]:m[5]], opts)); ok {
				if pm, err := money.Parse(p); err == nil {
					qty, unit = number(t[m[2]:m[3]], opts), number(t[m[4]:m[5]], opts)
					desc = strings.TrimSpace(t[:m[0]])
					f.Amount = pm
				}
			}
		}
		if len(r.Cells) >= 3 && strings.TrimSpace(r.Cells[len(r.Cells)-1].Text) == strings.TrimSpace(t[f.Start:f.End]) {
			desc = descriptionCells(r.Cells[:len(r.Cells)-1], &qty, &unit, opts)
		}
		if m := reQty.FindStringSubmatchIndex(desc); m != nil {
			qty, unit = number(desc[m[2]:m[3]], opts), number(desc[m[4]:m[5]], opts)
			desc = strings.TrimSpace(desc[:m[0]] + " " + desc[m[1]:])
		}
		desc = strings.TrimLeft(strings.TrimRight(desc, " .:-*"), "\"'‘’“”„«»` ")
		// Marks OCR read off the edge of a curled slip before the name
		// ("( LATTE", "= CORNETTO"): words of neither letters nor digits.
		for {
			w, rest, ok := strings.Cut(desc, " ")
			if !ok || strings.IndexFunc(w, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
				break
			}
			desc = rest
		}
		if m := reLeadingCount.FindStringSubmatchIndex(desc); m != nil {
			if qty == "" {
				qty = desc[m[2]:m[3]]
			}
			desc = strings.TrimSpace(desc[m[3]:])
		}
		desc = mendMeasures(desc)
		if !itemText(desc) {
			qty, unit = "", ""
			continue
		}
		amount := f.Amount.String()
		if p, ok := product(qty, unit); ok && oneDigitApart(p, amount) {
			amount = p
		}
		line := lineOf(r)
		it := amounts.Item{
			Description: layout.FromLine(desc, r.Page, line).By("receipt.item_line"),
			Amount:      layout.FromLine(amount, r.Page, line).By("receipt.item_line"),
		}
		if qty != "" {
			it.Quantity, it.UnitPrice = layout.FromLine(qty, r.Page, line).By("receipt.item_line"), layout.FromLine(unit, r.Page, line).By("receipt.item_line")
		}
		qty, unit = "", ""
		out = append(out, it)
	}
	return out
}

// cutStray returns an item's amount read with one decimal place more
// than its currency has (minor, its ISO 4217 minor units) without that
// place: a mark printed after the price, a tax-class letter or the slip's
// edge, read as a digit ("28,790 &" for 28,79 A). Currencies without
// minor units are left as read.
func cutStray(a money.Amount, minor int) money.Amount {
	if minor <= 0 || a.Scale() != minor+1 {
		return a
	}
	s := a.String()
	m, err := money.Parse(s[:len(s)-1])
	if err != nil {
		return a
	}
	return m
}

// afterMarks returns t without the marks OCR read before a row's first
// word off a curled or stained slip ("ee } SUMME"): leading words of at
// most two characters, none a digit.
func afterMarks(t string) string {
	for {
		w, rest, ok := strings.Cut(t, " ")
		if !ok || len([]rune(w)) > 2 || strings.ContainsAny(w, "0123456789") {
			return t
		}
		t = strings.TrimSpace(rest)
	}
}

// maxCount is the largest count a misread quantity row is taken for.
const maxCount = 99

// misreadCount returns the count of a quantity row whose "N x" OCR read
// as a short word ending in x ("Bex 6,85" for "3 x 6,85", "za x 5,55"
// for "2 x 5,55"): a row whose text before its amount is at most four
// characters besides spaces, ending in x, when the next row's amount is that amount times a whole count
// of two or more, the count.
func misreadCount(desc string, unit money.Amount, next []keyvalue.Row, opts money.Options) (string, bool) {
	w := strings.ReplaceAll(strings.TrimRight(desc, ").:;,"), " ", "")
	if len([]rune(w)) > 4 || !strings.HasSuffix(strings.ToLower(w), "x") || len(next) == 0 || unit.Sign() <= 0 {
		return "", false
	}
	f, ok := amounts.Last(next[0].Text(), opts, false)
	if !ok {
		return "", false
	}
	for n := int64(2); n <= maxCount; n++ {
		p, err := unit.Mul(money.New(n, 0))
		if err != nil {
			return "", false
		}
		switch p.Cmp(f.Amount) {
		case 0:
			return money.New(n, 0).String(), true
		case 1:
			return "", false
		}
	}
	return "", false
}

// medianHeight is the median height of rows, 0 for none.
func medianHeight(rows []keyvalue.Row) float64 {
	if len(rows) == 0 {
		return 0
	}
	hs := make([]float64, len(rows))
	for i, r := range rows {
		hs[i] = r.Height()
	}
	slices.Sort(hs)
	return hs[len(hs)/2]
}

// reLeadingCount is a count printed before an item's name, in the
// quantity column of a "QTY ITEM AMOUNT" slip: "1 HH TIGER 12 GLASSES".
var reLeadingCount = regexp.MustCompile(`^(\d{1,2}) +\pL{2}`)

// descriptionCells returns an item's description from the cells of its
// row before the amount: the first cell and the other cells that hold a
// word of three letters or more. A middle cell without one is the
// quantity and unit price ("4 x 2.80", taken into qty and unit) or marks
// the row's gap was read as ("Se a Ee").
func descriptionCells(cs []keyvalue.Cell, qty, unit *string, opts money.Options) string {
	parts := []string{cs[0].Text}
	for _, c := range cs[1:] {
		if m := reQty.FindStringSubmatch(" " + c.Text + " "); m != nil && *qty == "" {
			*qty, *unit = number(m[1], opts), number(m[2], opts)
			continue
		}
		if hasWord(c.Text) {
			parts = append(parts, c.Text)
		}
	}
	return strings.TrimSpace(strings.Join(parts, " "))
}

// hasWord reports whether t holds a word of three letters or more.
func hasWord(t string) bool {
	n := 0
	for _, c := range t {
		if unicode.IsLetter(c) {
			n++
			if n >= 3 {
				return true
			}
			continue
		}
		n = 0
	}
	return false
}

// product returns the quantity times the unit price, to the cent.
func product(qty, unit string) (string, bool) {
	if qty == "" || unit == "" {
		return "", false
	}
	q, err1 := money.Parse(qty)
	u, err2 := money.Parse(unit)
	if err1 != nil || err2 != nil {
		return "", false
	}
	p, err := q.Mul(u)
	if err != nil {
		return "", false
	}
	if p, err = p.Round(2); err != nil {
		return "", false
	}
	return p.String(), true
}

// oneDigitApart reports whether two amounts of the same length differ in
// exactly one digit: one misread digit of the printed amount ("27.99"
// for 3 x 9.30), which a misread unit price would rarely give.
func oneDigitApart(a, b string) bool {
	if len(a) != len(b) {
		return false
	}
	d := 0
	for i := range len(a) {
		if a[i] != b[i] {
			d++
		}
	}
	return d == 1
}

// itemText reports whether a row's text before its amount names an item:
// letters, and no label of a payment, the cashier or a date.
func itemText(desc string) bool {
	letters := 0
	for _, c := range desc {
		if unicode.IsLetter(c) {
			letters++
		}
	}
	if letters < 2 {
		return false
	}
	ws := strings.Fields(lexicon.Fold(desc))
	for n := min(3, len(ws)); n >= 1; n-- {
		if notItem[strings.Join(ws[:n], " ")] {
			return false
		}
	}
	return true
}

// number returns a printed number in the API's form, "" when it is none.
func number(s string, opts money.Options) string {
	m, err := money.Read(s, opts)
	if err != nil {
		return ""
	}
	return m.Amount.String()
}

// reMeasure is a pack size in an item's name with a digit read as a
// letter: digits, O and S, then a unit symbol of mass or volume of the SI
// (BIPM, The International System of Units, 9th edition: g, kg, l, ml,
// cl), one digit at least ("S00G" for 500G, "1O0ML").
var reMeasure = regexp.MustCompile(`(?i)^([0-9OS]*[0-9][0-9OS]*)(G|KG|L|ML|CL)$`)

// digitLetters puts back the digits OCR read as letters in a number.
var digitLetters = strings.NewReplacer("O", "0", "o", "0", "S", "5", "s", "5")

// mendMeasures returns an item's name with its pack sizes' digits read
// as letters put back (reMeasure).
func mendMeasures(desc string) string {
	ws := strings.Split(desc, " ")
	for i, w := range ws {
		if m := reMeasure.FindStringSubmatch(w); m != nil {
			ws[i] = digitLetters.Replace(m[1]) + m[2]
		}
	}
	return strings.Join(ws, " ")
}
