package receipt

import (
	"context"
	"image"
	"regexp"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/amounts"
	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/money"
	"github.com/docextract/docextract/extract/reading"
)

// On a photographed or badly printed slip, the LSTM model often reads the
// prices at the right of the items and totals as letters ("BAGUETTE Oy
// ane", "TAX 8%" with nothing after it) or with a stray digit ("14.734").
// The right end of such a row, told it holds only digits and separators,
// reads far better with Tesseract's legacy engine (measured on generated
// photographs and PDF scans: the LSTM model with the same characters
// missed the prices of a PDF scan the legacy engine read); the LSTM
// model's reading, where it reads a price, must agree, and stands alone
// where the legacy engine reads none.

// amountPasses read the price at the right end of a row: the legacy
// engine, and the LSTM model to check it. Where the LSTM model reads
// another price, the legacy engine's is not taken (it reads some 0s of
// some fonts as 9s: "13,90" for 13,00).
var amountPasses = []reading.Pass{
	{Model: reading.Legacy, Shape: reading.ShapeLine, Whitelist: "0123456789.,-"},
	{Shape: reading.ShapeLine, Whitelist: "0123456789.,-"},
}

// maxAmountRereads bounds the rows read again on one receipt.
const maxAmountRereads = 12

// reReadAmount is a price as the amount pass reads it, spaces dropped:
// digits, perhaps grouped, and two decimals after a point or comma.
var reReadAmount = regexp.MustCompile(`^(\d{1,3}(?:[.,]?\d{3})*|\d+)[.,](\d{2})$`)

// rereadAmounts reads again the right end of each row from start on whose
// amount was lost or misread (none with two decimals), of rows that name
// an item or a total: a description and something printed right of it,
// or a totals label alone ("TAX 8%"). A price read so replaces the row's
// last cell, or follows a label alone. rows is changed in place.
func rereadAmounts(ctx context.Context, rd *reading.Reader, rows []keyvalue.Row, start int, opts money.Options) {
	if rd == nil || !rd.CanRecognize() || start >= len(rows) {
		return
	}
	right := map[*layout.Page]float64{}
	for _, r := range rows[start:] {
		if f, ok := amounts.Last(r.Text(), opts, false); ok && f.Decimals == 2 {
			right[r.Page] = max(right[r.Page], lineOf(r).Box.Right)
		}
	}
	n := 0
	for i := start; i < len(rows) && n < maxAmountRereads; i++ {
		r := rows[i]
		if r.Page.Image == nil || !misreadAmount(r, opts) {
			continue
		}
		edge, ok := right[r.Page]
		if !ok {
			edge = r.Page.Width
		}
		n++
		printed, l, ok := rereadPrice(ctx, rd, r, edge, opts, !amounts.IsTotalsLabel(r.Cells[0].Text))
		if !ok {
			continue
		}
		if len(r.Cells) > 1 {
			c := &r.Cells[len(r.Cells)-1]
			c.Text, c.Line = printed, l
			continue
		}
		c := &r.Cells[0]
		c.Text += " " + printed
		c.Line.Words = append(append([]layout.Word(nil), c.Line.Words...), l.Words...)
		c.Line.Box = c.Line.Box.Union(l.Box)
	}
}

// rereadPrice reads again the price at the right end of row r, up to
// the right edge of the slip's prices: its last cell, or what follows
// its label when it has one cell. It returns the price in the document's
// notation and the line read. Where the legacy engine reads no price,
// the LSTM model's is taken alone when alone is set (on a light print the
// legacy engine reads "34, 7" where the LSTM model reads 3,70): for an
// item, whose amount the items' sum checks (mendDigits), and for a total
// or tax that the rest of the slip must confirm.
func rereadPrice(ctx context.Context, rd *reading.Reader, r keyvalue.Row, edge float64, opts money.Options, alone bool) (string, layout.Line, bool) {
	first := r.Cells[0].Line.Box
	h := first.Bottom - first.Top
	left := first.Right + h/2
	if len(r.Cells) > 1 {
		left = r.Cells[len(r.Cells)-1].Line.Box.Left - h/2
	}
	box := lineOf(r).Box
	rect := image.Rect(int(left), int(box.Top-h/3), int(max(edge, box.Right)+h), int(box.Bottom+h/3))
	var out string
	var line layout.Line
	legacyNone := false
	for k, pass := range amountPasses {
		ls, err := rd.ReadCrop(ctx, r.Page, rect, pass, 1)
		if err != nil || len(ls) != 1 {
			continue
		}
		printed, ok := readAmount(ls[0].Text(), opts.Decimal)
		switch {
		case k == 0 && !ok && !alone:
			return "", layout.Line{}, false
		case k == 0 && !ok:
			legacyNone = true
		case k == 0:
			out, line = printed, ls[0]
		case legacyNone && ok:
			out, line = printed, ls[0]
		case ok && printed != out:
			return "", layout.Line{}, false
		}
	}
	return out, line, out != ""
}

// padded returns the pixels of box b widened by dx on each side and
// heightened by dy above and below: a line read again with its margins.
func padded(b layout.Box, dx, dy float64) image.Rectangle {
	return image.Rect(int(b.Left-dx), int(b.Top-dy), int(b.Right+dx), int(b.Bottom+dy))
}

// misreadAmount reports whether row r names an item or a total but shows
// no amount with two decimals.
func misreadAmount(r keyvalue.Row, opts money.Options) bool {
	t := r.Text()
	if f, ok := amounts.Last(t, opts, false); ok && f.Decimals == 2 {
		return false
	}
	if len(dates.Find(t, dates.Options{})) > 0 || len(dates.FindClocks(t)) > 0 {
		return false
	}
	if len(r.Cells) == 1 {
		return amounts.IsTotalsLabel(t)
	}
	letters := 0
	for _, c := range r.Cells[0].Text {
		if unicode.IsLetter(c) {
			letters++
		}
	}
	return letters >= 2
}

// readAmount returns the price the amount pass read in text, in the
// document's notation dec ('.' when not known), without the separators
// or marks around it.
func readAmount(text string, dec rune) (string, bool) {
	s := strings.Trim(strings.ReplaceAll(text, " ", ""), ".,-")
	m := reReadAmount.FindStringSubmatch(s)
	if m == nil {
		return "", false
	}
	if dec == 0 {
		dec = '.'
	}
	whole := strings.NewReplacer(".", "", ",", "").Replace(m[1])
	return whole + string(dec) + m[2], true
}

// datePasses read a till's date and time line again, told it holds only
// digits and their separators: the LSTM model first, then the legacy
// engine, which each read some lines the other misread.
var datePasses = []reading.Pass{
	{Shape: reading.ShapeLine, Whitelist: "0123456789/.-: "},
	{Model: reading.Legacy, Shape: reading.ShapeLine, Whitelist: "0123456789/.-: "},
}

// maxDateRereads bounds the rows read again for a date on one receipt.
const maxDateRereads = 6

// rereadDate reads again the rows of the top block after the shop's
// address (from start to end) that hold digits and start with no label,
// when the receipt's date or time of day was not read: a till prints them
// on one line there. It returns the first whole date and time of day read
// so, with the line they were read from.
func rereadDate(ctx context.Context, rd *reading.Reader, rows []keyvalue.Row, start, end int, monthFirst bool) (dateLine, bool) {
	var out dateLine
	if rd == nil || !rd.CanRecognize() {
		return out, false
	}
	n := 0
	for i := start; i < min(end, len(rows)) && n < maxDateRereads; i++ {
		r := rows[i]
		t := r.Text()
		if r.Page.Image == nil || !hasDigits(t, 2) {
			continue
		}
		if _, _, labelled := labels.Labels(t); labelled {
			continue
		}
		n++
		box := lineOf(r).Box
		h := box.Bottom - box.Top
		rect := padded(box, h, h/3)
		for _, pass := range datePasses {
			ls, err := rd.ReadCrop(ctx, r.Page, rect, pass, 1)
			if err != nil || len(ls) != 1 {
				continue
			}
			text := ls[0].Text()
			for _, m := range dates.Find(text, dates.Options{MonthFirst: monthFirst}) {
				if !m.Date.Partial() {
					out.date = m.Date
					break
				}
			}
			if out.date.Partial() {
				continue
			}
			if cs := dates.FindClocks(text); len(cs) > 0 {
				out.clock, out.timed = cs[0].Clock, true
			}
			out.at = layout.Field{Page: r.Page.Number, Box: ls[0].Box, Source: r.Page.Source, Confidence: ls[0].Confidence, Rule: "receipt.date_reread"}
			return out, true
		}
	}
	return out, false
}

// dateLine is a date and time line read again: its date, its time of day
// when it has one, and where it was read.
type dateLine struct {
	date  dates.Date
	clock dates.Clock
	timed bool
	at    layout.Field // where the line was read again; its value is set by the caller
}

// read reports whether the date line was read again (at holds no value
// until the caller gives it the date or the time).
func (d dateLine) read() bool { return d.at.Page != 0 }

// hasDigits reports whether t holds n digits or more.
func hasDigits(t string, n int) bool {
	for _, c := range t {
		if unicode.IsDigit(c) {
			n--
		}
	}
	return n <= 0
}

// linePass reads one line of print on its own.
var linePass = reading.Pass{Shape: reading.ShapeLine}

// rereadAddress reads again, each on its own as one line, the cells of
// the address rows from start to end (the rows under the shop's name), and
// keeps a reading read at a higher confidence than the page's: on a page
// read as one block, a line's words lean on its neighbours' ("Darnansara"
// for "Damansara"). Where the line as a whole was read less surely, a
// word read at least minSurer more surely than the page read it still
// replaces the page's (the postcode "5QH" of "W1B 50H"). rows is changed
// in place; it reports whether a cell was read anew.
func rereadAddress(ctx context.Context, rd *reading.Reader, rows []keyvalue.Row, start, end int) bool {
	if rd == nil || !rd.CanRecognize() {
		return false
	}
	changed := false
	for i := start; i < min(end, len(rows)); i++ {
		r := rows[i]
		if r.Page.Image == nil {
			continue
		}
		for k := range r.Cells {
			c := &r.Cells[k]
			if len(strings.TrimSpace(c.Text)) < 3 {
				continue
			}
			box := c.Line.Box
			h := box.Bottom - box.Top
			rect := padded(box, h/2, h/3)
			ls, err := rd.ReadCrop(ctx, r.Page, rect, linePass, 1)
			if err != nil || len(ls) != 1 || len(ls[0].Words) != len(c.Line.Words) {
				continue
			}
			if cellConfidence(keyvalue.Cell{Line: ls[0]}) > cellConfidence(*c) {
				c.Text, c.Line = ls[0].Text(), ls[0]
				changed = true
				continue
			}
			if l, ok := surerWords(c.Line, ls[0]); ok {
				c.Text, c.Line = l.Text(), l
				changed = true
			}
		}
	}
	return changed
}

// minSurer is how much more surely, at least, a word read again must be
// read than the page read it to replace it alone.
const minSurer = 0.2

// surerWords returns line page with each word that again, read as the same
// number of words, read at least minSurer more surely; false when no word
// was.
func surerWords(page, again layout.Line) (layout.Line, bool) {
	out := page
	out.Words = append([]layout.Word(nil), page.Words...)
	changed := false
	for k, w := range again.Words {
		if w.Confidence >= out.Words[k].Confidence+minSurer {
			out.Words[k] = w
			changed = true
		}
	}
	return out, changed
}
