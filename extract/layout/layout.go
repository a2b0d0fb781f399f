package layout

import (
	"image"
	"strings"
)

// Box is an axis-aligned rectangle in page units (see Page). Top < Bottom:
// the y axis points down, as in images.
type Box struct{ Left, Top, Right, Bottom float64 }

// Width returns the horizontal extent of b.
func (b Box) Width() float64 { return b.Right - b.Left }

// Height returns the vertical extent of b.
func (b Box) Height() float64 { return b.Bottom - b.Top }

// Empty reports whether b has no area.
func (b Box) Empty() bool { return b.Right <= b.Left || b.Bottom <= b.Top }

// Union returns the smallest box containing b and o. An empty box is ignored.
func (b Box) Union(o Box) Box {
	if b.Empty() {
		return o
	}
	if o.Empty() {
		return b
	}
	return Box{
		Left:   min(b.Left, o.Left),
		Top:    min(b.Top, o.Top),
		Right:  max(b.Right, o.Right),
		Bottom: max(b.Bottom, o.Bottom),
	}
}

// Word is one recognised or extracted word.
type Word struct {
	Text string
	Box  Box
	// Confidence is in [0,1]; text-layer words have 1.
	Confidence float64
}

// Line is a run of words on one baseline, in reading order.
type Line struct {
	Words []Word
	Box   Box
	// Confidence is in [0,1].
	Confidence float64
}

// Text returns the words of l joined by single spaces.
func (l Line) Text() string {
	var sb strings.Builder
	for i, w := range l.Words {
		if i > 0 {
			sb.WriteByte(' ')
		}
		sb.WriteString(w.Text)
	}
	return sb.String()
}

// Source says where the text of a page came from.
type Source string

// The sources of page text.
const (
	SourceTextLayer Source = "text_layer"
	SourceOCR       Source = "ocr"
	SourceMRZ       Source = "mrz"
	SourceBarcode   Source = "barcode"
)

// Page is one page of a document.
type Page struct {
	// Number is 1-based.
	Number int
	// Width and Height are in page units: pixels of Image for OCR pages,
	// PDF points (1/72 inch) for text-layer pages.
	Width, Height float64
	Source        Source
	// Rotation is the clockwise rotation in degrees (0, 90, 180 or 270) that
	// was applied to the stored pixels to make the page upright. A page
	// held askew was also levelled first, on a larger canvas; that turn is
	// not recorded.
	Rotation int
	// Lines are in reading order.
	Lines []Line
	// Image is the upright page image when the page was rasterised; nil for
	// text-layer pages.
	Image *image.Gray
	// Script is the script of the page's text when orientation and script
	// detection found one that the page was then read with the model of
	// ("Thai"); "" for pages read with the pool's own language.
	Script string
}

// Text returns the lines of p joined by "\n".
func (p *Page) Text() string {
	var sb strings.Builder
	for i, l := range p.Lines {
		if i > 0 {
			sb.WriteByte('\n')
		}
		sb.WriteString(l.Text())
	}
	return sb.String()
}

// Words returns every word of p in reading order.
func (p *Page) Words() []Word {
	var ws []Word
	for _, l := range p.Lines {
		ws = append(ws, l.Words...)
	}
	return ws
}
