package receipt

import (
	"context"
	"regexp"
	"strings"

	"github.com/docextract/docextract/extract/amounts"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/money"
	"github.com/docextract/docextract/extract/reading"
)

// A card slip prints the card number masked to its last four digits on
// the line under the card's name ("VISA", "CARD", "KARTE"). The LSTM
// model reads a run of stars as letters ("KKKEKKK", "HARK KE RKKEEK");
// Tesseract's legacy engine, told the line holds only stars, X's and
// digits, reads it ("************8512"). That line is read again so.

// maskPass reads a masked card number line.
var maskPass = reading.Pass{Model: reading.Legacy, Shape: reading.ShapeLine, Whitelist: "*X0123456789"}

// reMasked is a masked card number as the mask pass reads it, spaces
// dropped: four mask characters or more, then the last digits (one or two
// more digits are stars read as digits).
var reMasked = regexp.MustCompile(`^[*X]{4,}\d{0,2}(\d{4})$`)

// reMaskedEnd is the end of a masked card number the mask pass read
// partly: a star, the stars' gap or stars read as digits, then the last
// four digits.
var reMaskedEnd = regexp.MustCompile(`[* ]\d{0,2}(\d{4})$`)

// maskScales are the enlargements a masked number line is read at, in
// turn: a small print reads better enlarged, a large one as it is.
var maskScales = []float64{1, 2, 3}

// rereadLast4 reads again the line under each row that names a card
// payment (the row under it, or the gap under it where no row was found),
// enlarged when it does not read as a masked number at its size, and
// returns the last four digits of the first that does.
func rereadLast4(ctx context.Context, rd *reading.Reader, rows []keyvalue.Row) layout.Field {
	if rd == nil || !rd.CanRecognize() {
		return layout.Field{}
	}
	for i := 0; i+1 < len(rows); i++ {
		ws := strings.Fields(lexicon.Fold(rows[i].Text()))
		if len(ws) == 0 || !inSet(cardWords, ws[0]) || rows[i+1].Page != rows[i].Page || rows[i+1].Page.Image == nil || readable(rows[i+1]) {
			continue
		}
		card, next := lineOf(rows[i]).Box, lineOf(rows[i+1]).Box
		h := card.Bottom - card.Top
		box := next
		if next.Top-card.Bottom > 1.5*h {
			// The masked number was not found as a line: read the gap.
			box = layout.Box{Left: card.Left, Top: card.Bottom, Right: max(card.Right, next.Right), Bottom: next.Top}
		}
		rect := padded(box, h, h/3)
		for _, scale := range maskScales {
			ls, err := rd.ReadCrop(ctx, rows[i+1].Page, rect, maskPass, scale)
			if err != nil || len(ls) != 1 {
				continue
			}
			if last4, ok := maskedLast4(ls[0].Text()); ok {
				return layout.FromLine(last4, rows[i+1].Page, ls[0]).By("receipt.card_digits_reread")
			}
		}
	}
	return layout.Field{}
}

// readable reports whether a row was read as print of another kind than
// a masked number: a price, a label of the slip.
func readable(r keyvalue.Row) bool {
	t := r.Text()
	if f, ok := amounts.Last(t, money.Options{}, false); ok && f.Decimals == 2 {
		return true
	}
	_, _, labelled := labels.Labels(t)
	return labelled || amounts.IsTotalsLabel(t)
}

// maskedLast4 returns the last four digits of a masked card number as the
// mask pass read it: all stars and digits, or a line as long as a card
// number's sixteen places (less four, for stars lost) that holds a star
// and ends in the four digits after a star or a gap.
func maskedLast4(text string) (string, bool) {
	if m := reMasked.FindStringSubmatch(strings.ReplaceAll(text, " ", "")); m != nil {
		return m[1], true
	}
	t := strings.TrimSpace(text)
	if len(t) < 12 || !strings.Contains(t, "*") {
		return "", false
	}
	if m := reMaskedEnd.FindStringSubmatch(t); m != nil {
		return m[1], true
	}
	return "", false
}
