package reading

// Filled-in PDF form fields (AcroForm widgets) are annotations: go-fitz runs
// only a page's content stream, so neither its text nor its rendering shows
// them. formFields reads every text or choice widget that has a value, in
// pure Go (form_pdf.go): its rectangle and the glyphs of its appearance, in
// the same page space as the text layer.

import (
	"context"
	"fmt"
	"math"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/layout"
)

// Limits on the form fields read from one document.
const (
	maxFormFields     = 2000
	maxFormValueBytes = 4096
)

// formField is one filled-in text or choice field of a PDF page.
type formField struct {
	page  int // 0-based
	rect  layout.Box
	value string
	// words are the value's words as drawn by the widget's appearance, in
	// page points; nil when the appearance does not show the value.
	words []layout.Line
}

// formFields reads the filled-in text and choice fields of the first
// maxPages pages of the PDF in data, in page order. A PDF without an
// AcroForm costs one parse of its objects; one without the word none.
func formFields(data []byte, maxPages int) ([]formField, error) {
	return readFormFields(context.Background(), data, maxPages)
}

func finiteBox(b layout.Box) bool {
	for _, v := range []float64{b.Left, b.Top, b.Right, b.Bottom} {
		if math.IsNaN(v) || math.IsInf(v, 0) || math.Abs(v) > 1e6 {
			return false
		}
	}
	return true
}

// appearanceLines returns the text lines of the glyphs drawn by a widget's
// appearance when they spell value (spaces aside), else nil: a stale or
// empty appearance is not trusted.
func appearanceLines(glyphs []glyph, value string) []layout.Line {
	lines := svgLines(glyphs)
	var got strings.Builder
	for _, l := range lines {
		for _, w := range l.Words {
			got.WriteString(w.Text)
		}
	}
	if got.Len() == 0 || got.String() != dropSpace(value) {
		return nil
	}
	return lines
}

func dropSpace(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

// lines returns f's value as lines of words in page points: as drawn by its
// appearance when known, else laid out in its rectangle (one line per line
// of the value, words spread by their share of characters).
func (f formField) lines() []layout.Line {
	if f.words != nil {
		return f.words
	}
	var rows [][]string
	for _, row := range strings.FieldsFunc(f.value, func(r rune) bool { return r == '\n' || r == '\r' }) {
		if words := strings.Fields(row); len(words) > 0 {
			rows = append(rows, words)
		}
	}
	if len(rows) == 0 {
		return nil
	}
	// A single-line field's text is about 70% of its height; rows of a
	// multi-line field share the height, at most 12 points each.
	rowHeight := min(f.rect.Height(), 12)
	if len(rows) > 1 {
		rowHeight = min(f.rect.Height()/float64(len(rows)), 12)
	}
	// Text fields pad 2 points; a character is about half the font size wide
	// in the fonts forms use, within the field's width.
	size := 0.7 * rowHeight
	lines := make([]layout.Line, 0, len(rows))
	for i, row := range rows {
		top := f.rect.Top + (f.rect.Height()-rowHeight)/2
		if len(rows) > 1 {
			top = f.rect.Top + float64(i)*rowHeight
		}
		chars := 0
		for _, w := range row {
			chars += len([]rune(w)) + 1
		}
		charWidth := min(0.5*size, max(f.rect.Width()-4, 1)/float64(chars))
		line := layout.Line{Confidence: 1}
		x := f.rect.Left + min(2, f.rect.Width()/4)
		for _, w := range row {
			n := float64(len([]rune(w)))
			word := layout.Word{Text: w, Confidence: 1, Box: layout.Box{
				Left: x, Right: x + n*charWidth, Top: top + 0.15*rowHeight, Bottom: top + 0.85*rowHeight,
			}}
			line.Words = append(line.Words, word)
			line.Box = line.Box.Union(word.Box)
			x += (n + 1) * charWidth
		}
		lines = append(lines, line)
	}
	return lines
}

// mergeFormLines adds the lines of fields to lines, both in the same units,
// keeping reading order (rows top to bottom, left to right): each field's
// line goes before the first line that starts below its middle or on its
// row to its right.
func mergeFormLines(lines []layout.Line, fields []formField, toPage func(layout.Box) layout.Box) []layout.Line {
	for _, f := range fields {
		for _, fl := range f.lines() {
			if toPage != nil {
				fl = mapLine(fl, toPage)
			}
			if fl.Box.Empty() {
				continue
			}
			if printed(lines, fl) {
				continue
			}
			mid := (fl.Box.Top + fl.Box.Bottom) / 2
			at := len(lines)
			for i, l := range lines {
				lmid := (l.Box.Top + l.Box.Bottom) / 2
				sameRow := math.Abs(lmid-mid) < 0.5*min(l.Box.Height(), fl.Box.Height())
				if lmid > mid && !sameRow || sameRow && l.Box.Left > fl.Box.Left {
					at = i
					break
				}
			}
			lines = append(lines[:at], append([]layout.Line{fl}, lines[at:]...)...)
		}
	}
	return lines
}

// printed reports whether lines already hold fl: a PDF that prints a
// field's value in its content as well.
func printed(lines []layout.Line, fl layout.Line) bool {
	for _, l := range lines {
		in := layout.Box{
			Left: max(l.Box.Left, fl.Box.Left), Top: max(l.Box.Top, fl.Box.Top),
			Right: min(l.Box.Right, fl.Box.Right), Bottom: min(l.Box.Bottom, fl.Box.Bottom),
		}
		if !in.Empty() && strings.Contains(l.Text(), fl.Text()) {
			return true
		}
	}
	return false
}

// mapLine returns l with every box mapped by toPage.
func mapLine(l layout.Line, toPage func(layout.Box) layout.Box) layout.Line {
	out := layout.Line{Confidence: l.Confidence, Words: make([]layout.Word, len(l.Words))}
	for i, w := range l.Words {
		w.Box = toPage(w.Box)
		out.Words[i] = w
		out.Box = out.Box.Union(w.Box)
	}
	return out
}

// pdfForms reads the filled-in form fields of the first pages of the PDF in
// data. A failure only leaves the fields out: the page text still stands.
func (r *Reader) pdfForms(ctx context.Context, data []byte, pages int) []formField {
	var fields []formField
	err := guard("PDF form fields", func() (err error) {
		fields, err = readFormFields(ctx, data, pages)
		return err
	})
	if err != nil {
		// The fields read before the failure stand.
		r.opts.Logger.DebugContext(ctx, "extract: form fields not all read", "error", err, "fields", len(fields))
	}
	return fields
}

// rasterBox maps boxes in page points to the pixels of a page rendered at
// scale pixels per point, w by h pixels, then turned clockwise by rot
// degrees (see transform).
func rasterBox(scale float64, rot int, w, h float64) func(layout.Box) layout.Box {
	return func(b layout.Box) layout.Box {
		pt := func(x, y float64) (float64, float64) {
			x, y = x*scale, y*scale
			switch rot {
			case 90:
				return h - y, x
			case 180:
				return w - x, h - y
			case 270:
				return y, w - x
			}
			return x, y
		}
		x0, y0 := pt(b.Left, b.Top)
		x1, y1 := pt(b.Right, b.Bottom)
		return layout.Box{Left: min(x0, x1), Top: min(y0, y1), Right: max(x0, x1), Bottom: max(y0, y1)}
	}
}

// formsOf returns the fields of page (0-based) from all, which is in page
// order.
func formsOf(all []formField, page int) []formField {
	var out []formField
	for _, f := range all {
		if f.page == page {
			out = append(out, f)
		}
	}
	return out
}

func (f formField) String() string {
	return fmt.Sprintf("page %d %v %q", f.page+1, f.rect, f.value)
}
