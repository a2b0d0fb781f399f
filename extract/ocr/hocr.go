package ocr

import (
	"encoding/xml"
	"errors"
	"fmt"
	"image"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/docextract/docextract/extract/layout"
)

// errHOCR is returned when Tesseract's hOCR cannot be read or does not
// describe the image that was set.
var errHOCR = errors.New("ocr: unreadable hOCR")

// hOCR classes of a text line: Tesseract writes ocr_header, ocr_textfloat and
// ocr_caption instead of ocr_line for lines of heading, pull-out and caption
// blocks.
var lineClasses = map[string]bool{
	"ocr_line":      true,
	"ocr_header":    true,
	"ocr_textfloat": true,
	"ocr_caption":   true,
}

// hocrElem is what an open hOCR element is to the parser.
type hocrElem int

const (
	elemOther hocrElem = iota
	elemLine
	elemWord
	elemInWord // a classed element inside a word, such as ocrx_cinfo: skipped
)

// parseHOCR reads the hOCR that Tesseract's GetHOCRText writes for one page
// of size and returns its lines of words in reading order, with boxes moved
// by offset and confidences in [0,1]. A line's confidence is the mean of its
// words'. Words with no text and lines with no words are left out. It fails
// when there is no ocr_page of that size: Tesseract could not read the image.
func parseHOCR(hocr string, size, offset image.Point) ([]layout.Line, error) {
	d := xml.NewDecoder(strings.NewReader(hocr))
	var (
		stack    []hocrElem
		lines    []layout.Line
		line     *layout.Line // the open line, nil between lines
		word     *layout.Word // the open word, nil between words
		text     strings.Builder
		seenPage bool
	)
	dx, dy := float64(offset.X), float64(offset.Y)
	move := func(r image.Rectangle) layout.Box {
		return layout.Box{Left: float64(r.Min.X) + dx, Top: float64(r.Min.Y) + dy, Right: float64(r.Max.X) + dx, Bottom: float64(r.Max.Y) + dy}
	}
	for {
		tok, err := d.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, fmt.Errorf("%w: %v", errHOCR, err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			class, title := hocrAttrs(t)
			kind := elemOther
			switch {
			case word != nil:
				if class != "" || len(stack) > 0 && stack[len(stack)-1] == elemInWord {
					kind = elemInWord
				}
			case class == "ocr_page":
				bbox, _, err := parseTitle(title)
				if err != nil {
					return nil, err
				}
				if bbox != (image.Rectangle{Max: size}) {
					return nil, fmt.Errorf("%w: page box %v, want %v", errHOCR, bbox, image.Rectangle{Max: size})
				}
				seenPage = true
			case lineClasses[class]:
				bbox, _, err := parseTitle(title)
				if err != nil {
					return nil, err
				}
				line = &layout.Line{Box: move(bbox)}
				kind = elemLine
			case class == "ocrx_word":
				bbox, conf, err := parseTitle(title)
				if err != nil {
					return nil, err
				}
				word = &layout.Word{Box: move(bbox), Confidence: clamp01(conf / 100)}
				text.Reset()
				kind = elemWord
			}
			stack = append(stack, kind)
		case xml.CharData:
			if word != nil && stack[len(stack)-1] != elemInWord {
				text.Write(t)
			}
		case xml.EndElement:
			// The decoder has checked that end tags match start tags.
			kind := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			switch kind {
			case elemWord:
				word.Text = strings.TrimSpace(text.String())
				if word.Text != "" {
					if line == nil {
						// A word outside any line makes a line of its own.
						lines = append(lines, layout.Line{Words: []layout.Word{*word}, Box: word.Box, Confidence: word.Confidence})
					} else {
						line.Words = append(line.Words, *word)
					}
				}
				word = nil
			case elemLine:
				// line is nil when a nested line has already closed it.
				if line != nil && len(line.Words) > 0 {
					sum := 0.0
					for _, w := range line.Words {
						sum += w.Confidence
					}
					line.Confidence = sum / float64(len(line.Words))
					lines = append(lines, *line)
				}
				line = nil
			}
		}
	}
	if !seenPage {
		return nil, fmt.Errorf("%w: no ocr_page (Tesseract could not read the image)", errHOCR)
	}
	return lines, nil
}

// hocrAttrs returns the class and title attributes of an element.
func hocrAttrs(t xml.StartElement) (class, title string) {
	for _, a := range t.Attr {
		switch a.Name.Local {
		case "class":
			class = a.Value
		case "title":
			title = a.Value
		}
	}
	return class, title
}

// parseTitle reads the bbox (required) and x_wconf (optional, 0 when absent)
// properties of an hOCR title such as "bbox 102 126 261 150; x_wconf 61".
func parseTitle(title string) (bbox image.Rectangle, conf float64, err error) {
	seenBox := false
	for prop := range strings.SplitSeq(title, ";") {
		f := strings.Fields(prop)
		if len(f) == 0 {
			continue
		}
		switch f[0] {
		case "bbox":
			if len(f) != 5 {
				return bbox, 0, fmt.Errorf("%w: bad bbox in title %q", errHOCR, title)
			}
			var v [4]int
			for i := range v {
				n, err := strconv.Atoi(f[i+1])
				if err != nil {
					return bbox, 0, fmt.Errorf("%w: bad bbox in title %q", errHOCR, title)
				}
				v[i] = n
			}
			bbox = image.Rect(v[0], v[1], v[2], v[3])
			seenBox = true
		case "x_wconf":
			if len(f) != 2 {
				return bbox, 0, fmt.Errorf("%w: bad x_wconf in title %q", errHOCR, title)
			}
			c, err := strconv.ParseFloat(f[1], 64)
			if err != nil {
				return bbox, 0, fmt.Errorf("%w: bad x_wconf in title %q", errHOCR, title)
			}
			conf = c
		}
	}
	if !seenBox {
		return bbox, 0, fmt.Errorf("%w: no bbox in title %q", errHOCR, title)
	}
	return bbox, conf, nil
}

func clamp01(f float64) float64 {
	// NaN compares false with everything: make it 0.
	if !(f > 0) {
		return 0
	}
	return min(f, 1)
}

// respace returns lines with the words of each split where text, the
// recognised text of the same recognition, has spaces: hOCR makes a word
// of every letter cluster of a script written without spaces (Thai),
// while the text has a space only where the page has one. A word's box
// is the union of the hOCR words it covers, its confidence their lowest.
// A line whose letters text does not hold in order is kept as it is.
func respace(lines []layout.Line, text string) []layout.Line {
	var spaced []string
	for _, t := range strings.Split(text, "\n") {
		if t = strings.TrimSpace(t); t != "" {
			spaced = append(spaced, t)
		}
	}
	out := make([]layout.Line, len(lines))
	next := 0
	for i, l := range lines {
		out[i] = l
		key := strings.ReplaceAll(l.Text(), " ", "")
		for k := next; k < len(spaced); k++ {
			if strings.ReplaceAll(spaced[k], " ", "") == key {
				out[i].Words = resplit(l.Words, strings.Fields(spaced[k]))
				next = k + 1
				break
			}
		}
	}
	return out
}

// resplit returns tokens as words over words, whose letters they hold in
// the same order.
func resplit(words []layout.Word, tokens []string) []layout.Word {
	var at []int // the word of each rune of words
	for i, w := range words {
		for range strings.ReplaceAll(w.Text, " ", "") {
			at = append(at, i)
		}
	}
	out := make([]layout.Word, 0, len(tokens))
	r := 0
	for _, tok := range tokens {
		n := utf8.RuneCountInString(tok)
		if n == 0 || r+n > len(at) {
			return words
		}
		w := layout.Word{Text: tok, Box: words[at[r]].Box, Confidence: words[at[r]].Confidence}
		for _, k := range at[r : r+n] {
			w.Box = w.Box.Union(words[k].Box)
			w.Confidence = min(w.Confidence, words[k].Confidence)
		}
		out = append(out, w)
		r += n
	}
	return out
}
