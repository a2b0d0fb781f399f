package amounts

import (
	"math"
	"sort"
	"strings"

	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/money"
)

// Item is one row of an item table; a column the table does not have, or
// a cell left empty, is the zero Field.
type Item struct {
	Description, Quantity, UnitPrice, Amount layout.Field
}

// Table is an item table found on a page.
type Table struct {
	Page *layout.Page
	// Header and End index the rows given to FindTable: the header row
	// and the first row after the table.
	Header, End int
	Items       []Item
	// HasQuantity says the table has quantity and unit-price columns.
	HasQuantity bool
}

// column is one column of a table, from its heading.
type column struct {
	concept     lexicon.Concept // "" for a heading the lexicon does not know
	left, right float64
}

func (c column) numeric() bool { return c.concept != lexicon.ConceptDescription }

// columnIndex holds the headings of item tables; a heading that labels
// several concepts counts as the first of them in this order.
var columnIndex = newLabelIndex(lexicon.ConceptDescription, lexicon.ConceptQuantity, lexicon.ConceptUnitPrice,
	lexicon.ConceptLineAmount, lexicon.ConceptTaxRate, lexicon.ConceptDiscount)

// minWordConfidence is the confidence under which an OCR word is taken
// for a mark read off a rule or a shaded band, not print.
const minWordConfidence = 0.35

// rowWords returns the words of a row, left to right, without the words
// OCR barely recognised.
func rowWords(r keyvalue.Row) []layout.Word {
	var ws []layout.Word
	for _, c := range r.Cells {
		for _, w := range c.Line.Words {
			if w.Confidence >= minWordConfidence {
				ws = append(ws, w)
			}
		}
	}
	sort.SliceStable(ws, func(i, j int) bool { return ws[i].Box.Left < ws[j].Box.Left })
	return ws
}

// header reads row r as an item table's header: at least two headings of
// the lexicon, an amount column among them, most of its words headings,
// and no amount.
func header(r keyvalue.Row, opts money.Options) ([]column, bool) {
	ws := rowWords(r)
	if len(ws) < 2 || len(ws) > 16 {
		return nil, false
	}
	if _, ok := Last(r.Text(), opts, false); ok {
		return nil, false
	}
	var cols []column
	matched := 0
	for i := 0; i < len(ws); {
		found := false
		for k := min(4, len(ws)-i); k >= 1; k-- {
			f := lexicon.Fold(joinWords(ws[i : i+k]))
			if c, ok := columnIndex.lookup(f); ok {
				cols = append(cols, column{concept: c, left: ws[i].Box.Left, right: ws[i+k-1].Box.Right})
				i += k
				matched += k
				found = true
				break
			}
		}
		if !found {
			cols = append(cols, column{left: ws[i].Box.Left, right: ws[i].Box.Right})
			i++
		}
	}
	// Words of one heading the lexicon does not know stay one column.
	cols = mergeUnknown(cols, r.Height())
	amount := -1
	known := 0
	for i, c := range cols {
		if c.concept != "" {
			known++
		}
		if c.concept == lexicon.ConceptLineAmount {
			amount = i
		}
	}
	if amount < 0 {
		// "Price" alone, rightmost, is the amount of tables without one.
		if last := len(cols) - 1; cols[last].concept == lexicon.ConceptUnitPrice {
			cols[last].concept, amount = lexicon.ConceptLineAmount, last
		}
	}
	// A ruled header's frame reads as stray words: three headings of the
	// lexicon make a header whatever else the row holds.
	if known < 2 || amount < 0 || 2*matched < len(ws) && known < 3 {
		return nil, false
	}
	// Only the rightmost amount column is the line's amount.
	for i := range cols {
		if cols[i].concept == lexicon.ConceptLineAmount && i != lastOf(cols, lexicon.ConceptLineAmount) {
			cols[i].concept = ""
		}
	}
	if cols[0].concept == "" || !hasConcept(cols, lexicon.ConceptDescription) {
		cols[0].concept = lexicon.ConceptDescription
	}
	return cols, true
}

func lastOf(cols []column, c lexicon.Concept) int {
	for i := len(cols) - 1; i >= 0; i-- {
		if cols[i].concept == c {
			return i
		}
	}
	return -1
}

func hasConcept(cols []column, c lexicon.Concept) bool { return lastOf(cols, c) >= 0 }

// mergeUnknown joins neighbouring unknown headings closer than a gap of
// two line heights.
func mergeUnknown(cols []column, h float64) []column {
	var out []column
	for _, c := range cols {
		if n := len(out); n > 0 && c.concept == "" && out[n-1].concept == "" && c.left-out[n-1].right < 2*h {
			out[n-1].right = c.right
			continue
		}
		out = append(out, c)
	}
	return out
}

func joinWords(ws []layout.Word) string {
	t := make([]string, len(ws))
	for i, w := range ws {
		t[i] = w.Text
	}
	return strings.Join(t, " ")
}

// token is a word or a number with its currency sign.
type token struct {
	text string
	box  layout.Box
	conf float64
	num  *money.Money
}

// tokens groups the words of a row: a currency sign joins the number
// beside it; numbers are read with opts.
func tokens(ws []layout.Word, opts money.Options) []token {
	ws = joinGroups(ws, opts)
	var out []token
	for i := 0; i < len(ws); i++ {
		w := ws[i]
		t := token{text: w.Text, box: w.Box, conf: w.Confidence}
		if i+1 < len(ws) && isSign(w.Text) {
			if m, err := money.Read(w.Text+" "+ws[i+1].Text, opts); err == nil {
				t = token{text: w.Text + " " + ws[i+1].Text, box: w.Box.Union(ws[i+1].Box), conf: min(w.Confidence, ws[i+1].Confidence), num: &m}
				out = append(out, t)
				i++
				continue
			}
		}
		if i+1 < len(ws) && isSign(ws[i+1].Text) {
			if m, err := money.Read(w.Text+" "+ws[i+1].Text, opts); err == nil {
				t = token{text: w.Text + " " + ws[i+1].Text, box: w.Box.Union(ws[i+1].Box), conf: min(w.Confidence, ws[i+1].Confidence), num: &m}
				out = append(out, t)
				i++
				continue
			}
		}
		if m, err := money.Read(w.Text, opts); err == nil {
			t.num = &m
		}
		out = append(out, t)
	}
	return out
}

// joinGroups joins the groups of a number printed with spaces between its
// thousands ("2 884,00"), which are separate words, when the document's
// decimal separator is the comma.
func joinGroups(ws []layout.Word, opts money.Options) []layout.Word {
	if opts.Decimal != ',' {
		return ws
	}
	var out []layout.Word
	for _, w := range ws {
		if n := len(out); n > 0 && isDigits(out[n-1].Text) && len(out[n-1].Text) <= 3 && len(w.Text) >= 3 && isDigits(w.Text[:3]) &&
			(len(w.Text) == 3 || w.Text[3] == ',') && w.Box.Left-out[n-1].Box.Right < 1.0*w.Box.Height() {
			out[n-1].Text += " " + w.Text
			out[n-1].Box = out[n-1].Box.Union(w.Box)
			out[n-1].Confidence = min(out[n-1].Confidence, w.Confidence)
			continue
		}
		out = append(out, w)
	}
	return out
}

func isDigits(s string) bool { return s != "" && strings.Trim(s, "0123456789") == "" }

// isSign reports whether s is a currency sign or code on its own.
func isSign(s string) bool {
	if _, ok := money.Currency(s); ok && len(s) == 3 {
		return true
	}
	return money.OfSymbol(s, "US") != "" || s == "$" || s == "kr" || s == "Fr."
}

// FindTable finds the first item table among rows: a header row, then the
// rows whose numbers fall in its numeric columns, up to a totals label, a
// gap of several lines or the end of the page. An item has an amount; a
// row of text alone under an item continues its description.
func FindTable(rs []keyvalue.Row, opts money.Options) (Table, bool) {
	for hi, hr := range rs {
		cols, ok := header(hr, opts)
		if !ok {
			continue
		}
		t := Table{Page: hr.Page, Header: hi, End: hi + 1, HasQuantity: hasConcept(cols, lexicon.ConceptQuantity) && hasConcept(cols, lexicon.ConceptUnitPrice)}
		prevBottom, h := hr.Box.Bottom, hr.Height()
		var last *Item
		for k := hi + 1; k < len(rs); k++ {
			r := rs[k]
			if r.Page != hr.Page || r.Box.Top-prevBottom > 4*h || IsTotalsLabel(r.Text()) || leftTotals(r, cols, opts) {
				break
			}
			t.End = k + 1
			item, ok := readRow(r, cols, opts)
			switch {
			case ok:
				t.Items = append(t.Items, item)
				last = &t.Items[len(t.Items)-1]
			case last != nil && item.Description.Found() && !hasNumber(r, opts) && r.Box.Top-prevBottom < 1.2*h:
				last.Description.Value += " " + item.Description.Value
				last.Description.Box = last.Description.Box.Union(item.Description.Box)
			}
			prevBottom = r.Box.Bottom
		}
		if len(t.Items) > 0 {
			return t, true
		}
	}
	return Table{}, false
}

// hasNumber reports whether a row prints a number.
func hasNumber(r keyvalue.Row, opts money.Options) bool {
	for _, t := range tokens(rowWords(r), opts) {
		if t.num != nil {
			return true
		}
	}
	return false
}

// leftTotals reports whether row r is a totals row set under the numeric
// columns ("Subtotal 100.00" right-aligned, nothing in the description
// column).
func leftTotals(r keyvalue.Row, cols []column, opts money.Options) bool {
	ws := rowWords(r)
	if len(ws) == 0 || ws[0].Box.Left < cols[0].right {
		return false
	}
	return IsTotalsLabel(joinWords(ws))
}

// readRow reads a row of the table with columns cols: each number goes to
// the numeric column whose heading it lies under or nearest, one number a
// column; words go to the description.
func readRow(r keyvalue.Row, cols []column, opts money.Options) (Item, bool) {
	var it Item
	ts := tokens(rowWords(r), opts)
	if len(ts) == 0 {
		return it, false
	}
	firstNum := math.Inf(1)
	for _, c := range cols {
		if c.numeric() {
			firstNum = min(firstNum, c.left)
		}
	}
	h := r.Height()
	taken := map[int]token{}
	var desc []token
	for i := len(ts) - 1; i >= 0; i-- {
		tk := ts[i]
		if tk.num != nil && tk.box.Right > firstNum-2*h {
			if ci, ok := nearestColumn(tk.box, cols, taken, h); ok {
				taken[ci] = tk
				continue
			}
		}
		if tk.box.Left < firstNum-h/2 {
			desc = append([]token{tk}, desc...)
		}
	}
	// The description's words run together on the row's baseline; stray
	// marks OCR read off a rule or a shaded band lie apart from them.
	if len(desc) > 1 {
		kept := desc[:1]
		for _, d := range desc[1:] {
			prev := kept[len(kept)-1].box
			if c := (d.box.Top + d.box.Bottom) / 2; math.Abs(c-(prev.Top+prev.Bottom)/2) < 0.5*h {
				kept = append(kept, d)
			}
		}
		desc = kept
	}
	for i := 1; i < len(desc); i++ {
		if desc[i].box.Left-desc[i-1].box.Right > 3*h {
			desc = desc[:i]
			break
		}
	}
	for len(desc) > 1 {
		last := desc[len(desc)-1]
		if len([]rune(last.text)) <= 2 && last.conf < 0.8 {
			desc = desc[:len(desc)-1]
			continue
		}
		break
	}
	if len(desc) > 0 {
		var text []string
		box := layout.Box{}
		conf := 1.0
		for _, d := range desc {
			text = append(text, d.text)
			box = box.Union(d.box)
			conf = min(conf, d.conf)
		}
		it.Description = layout.Field{Value: strings.Join(text, " "), Page: r.Page.Number, Box: box, Source: r.Page.Source, Confidence: conf, Rule: "table.column"}
	}
	for ci, tk := range taken {
		f := layout.Field{Value: tk.num.Amount.String(), Page: r.Page.Number, Box: tk.box, Source: r.Page.Source, Confidence: tk.conf, Rule: "table.column"}
		switch cols[ci].concept {
		case lexicon.ConceptQuantity:
			it.Quantity = f
		case lexicon.ConceptUnitPrice:
			it.UnitPrice = f
		case lexicon.ConceptLineAmount:
			it.Amount = f
		}
	}
	return it, it.Amount.Found() && it.Description.Found()
}

// nearestColumn returns the free numeric column a number with box b lies
// under: its heading's span, widened by a few line heights, holds the
// number's centre or right edge; the nearest right edge wins.
func nearestColumn(b layout.Box, cols []column, taken map[int]token, h float64) (int, bool) {
	best, bestD := -1, math.Inf(1)
	cx := (b.Left + b.Right) / 2
	for i, c := range cols {
		if !c.numeric() {
			continue
		}
		if _, used := taken[i]; used {
			continue
		}
		slack := max(3*h, (c.right-c.left)/2)
		if (cx < c.left-slack || cx > c.right+slack) && (b.Right < c.left-slack || b.Right > c.right+slack) {
			continue
		}
		d := math.Min(math.Abs(b.Right-c.right), math.Abs(cx-(c.left+c.right)/2))
		if d < bestD {
			best, bestD = i, d
		}
	}
	return best, best >= 0
}

// HasHeading reports whether a word or words of row r are an item table's
// column heading of the lexicon, and r holds no amount: the first row of
// a table whose header the page's reading lost in part.
func HasHeading(r keyvalue.Row) bool {
	ws := rowWords(r)
	if len(ws) == 0 || len(ws) > 16 || strings.ContainsAny(r.Text(), "0123456789") {
		return false
	}
	for i := range ws {
		for k := min(4, len(ws)-i); k >= 1; k-- {
			if c, ok := columnIndex.lookup(lexicon.Fold(joinWords(ws[i : i+k]))); ok && c != lexicon.ConceptTaxRate {
				return i == 0 || len(ws) > 1
			}
		}
	}
	return false
}
