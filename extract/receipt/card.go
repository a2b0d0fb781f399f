package receipt

import (
	"context"
	"image"
	"regexp"
	"strings"

	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
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
// dropped: four mask characters or more, then the last digits (one more
// digit is a star read as a digit).
var reMasked = regexp.MustCompile(`^[*X]{4,}\d{0,2}(\d{4})$`)

// rereadLast4 reads again the row under each row that names a card
// payment, enlarged twice when it does not read as a masked number at its
// size, and returns the last four digits of the first that does.
func rereadLast4(ctx context.Context, rd *reading.Reader, rows []keyvalue.Row) layout.Field {
	if rd == nil || !rd.CanRecognize() {
		return layout.Field{}
	}
	for i := 0; i+1 < len(rows); i++ {
		ws := strings.Fields(lexicon.Fold(rows[i].Text()))
		if len(ws) == 0 || !inSet(cardWords, ws[0]) || rows[i+1].Page != rows[i].Page || rows[i+1].Page.Image == nil {
			continue
		}
		line := lineOf(rows[i+1])
		h := line.Box.Bottom - line.Box.Top
		rect := image.Rect(int(line.Box.Left-h), int(line.Box.Top-h/3), int(line.Box.Right+h), int(line.Box.Bottom+h/3))
		for _, scale := range []float64{1, 2} {
			ls, err := rd.ReadCrop(ctx, rows[i+1].Page, rect, maskPass, scale)
			if err != nil || len(ls) != 1 {
				continue
			}
			m := reMasked.FindStringSubmatch(strings.ReplaceAll(ls[0].Text(), " ", ""))
			if m == nil {
				continue
			}
			f := layout.FromLine(m[1], rows[i+1].Page, ls[0]).By("receipt.card_digits_reread")
			f.Value = m[1]
			return f
		}
	}
	return layout.Field{}
}
