package reading

import (
	"html"
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/layout"
)

// The text layer of a PDF page is read from MuPDF's SVG rendering, which
// draws each glyph as <use data-text="c" xlink:href="#font_F_G"
// transform="matrix(a,b,c,d,e,f)"/> with the glyph outline in <defs>: that
// gives every character's position, size and ink extent in PDF points.
// Text that the PDF does not paint (render mode 3, the invisible layer that
// scanners add) is not drawn, so it is not read: such pages are OCRed.

// glyph is one drawn character in page points (y down).
type glyph struct {
	text       string
	x, y       float64 // origin on the baseline
	size       float64
	right      float64 // right edge of the ink, or x for blank glyphs
	horizontal bool
	box        layout.Box // for non-horizontal glyphs: the transformed em box
	// shape names the glyph's outline in its font: the same letter of the
	// same font at the same size advances the pen by the same width.
	shape string
}

// svgPage holds what parseSVG found.
type svgPage struct {
	width, height float64
	glyphs        []glyph
	// imagePixels is the pixel count of the largest raster image drawn.
	imagePixels int
}

// parseSVG extracts the page size and drawn glyphs from MuPDF SVG output.
func parseSVG(s string) svgPage {
	var p svgPage
	if i := strings.Index(s, "<svg"); i >= 0 {
		end := strings.IndexByte(s[i:], '>')
		if end > 0 {
			tag := s[i : i+end]
			p.width, _ = strconv.ParseFloat(attr(tag, "width"), 64)
			p.height, _ = strconv.ParseFloat(attr(tag, "height"), 64)
		}
	}
	eachTag(s, "<image ", func(tag string) {
		// The attributes come before the data URL, so the tag is cut short.
		tag = tag[:min(len(tag), 200)]
		w, _ := strconv.Atoi(attr(tag, "width"))
		h, _ := strconv.Atoi(attr(tag, "height"))
		if w > 0 && h > 0 && w <= 1<<16 && h <= 1<<16 {
			p.imagePixels = max(p.imagePixels, w*h)
		}
	})
	extents := map[string][2]float64{} // glyph id -> min x, max x of its outline
	eachTag(s, "<path id=\"font_", func(tag string) {
		extents[attr(tag, "id")] = pathXExtent(attr(tag, "d"))
	})
	eachTag(s, "<use data-text=\"", func(tag string) {
		m, ok := matrix(attr(tag, "transform"))
		if !ok {
			return
		}
		href := strings.TrimPrefix(attr(tag, "xlink:href"), "#")
		g := glyph{text: html.UnescapeString(attr(tag, "data-text")), x: m[4], y: m[5], shape: href}
		g.size = math.Hypot(m[0], m[1])
		if g.size <= 0 || g.text == "" {
			return
		}
		ext, known := extents[href]
		g.horizontal = m[0] > 0 && m[3] < 0 && math.Abs(m[1]) < 1e-3*g.size && math.Abs(m[2]) < 1e-3*g.size
		if g.horizontal {
			g.right = g.x
			if known && ext[1] > ext[0] {
				g.right = g.x + m[0]*ext[1]
			}
		} else {
			// The em box from the baseline origin: x in [0, 0.6], y in [-0.2, 0.8].
			for _, c := range [][2]float64{{0, -0.2}, {0.6, -0.2}, {0, 0.8}, {0.6, 0.8}} {
				px, py := m[0]*c[0]+m[2]*c[1]+m[4], m[1]*c[0]+m[3]*c[1]+m[5]
				g.box = g.box.Union(layout.Box{Left: px, Top: py, Right: px + 1e-9, Bottom: py + 1e-9})
			}
		}
		p.glyphs = append(p.glyphs, g)
	})
	return p
}

// eachTag calls f with each tag of s that starts with prefix, from the
// prefix up to, not including, its closing '>'.
func eachTag(s, prefix string, f func(tag string)) {
	for rest := s; ; {
		i := strings.Index(rest, prefix)
		if i < 0 {
			return
		}
		end := strings.IndexByte(rest[i:], '>')
		if end < 0 {
			return
		}
		f(rest[i : i+end])
		rest = rest[i+end:]
	}
}

// attr returns the value of name="..." in tag.
func attr(tag, name string) string {
	key := " " + name + "=\""
	i := strings.Index(tag, key)
	if i < 0 {
		return ""
	}
	v := tag[i+len(key):]
	if j := strings.IndexByte(v, '"'); j >= 0 {
		return v[:j]
	}
	return ""
}

// matrix parses "matrix(a,b,c,d,e,f)".
func matrix(s string) ([6]float64, bool) {
	var m [6]float64
	s, ok := strings.CutPrefix(s, "matrix(")
	if !ok {
		return m, false
	}
	s, ok = strings.CutSuffix(s, ")")
	if !ok {
		return m, false
	}
	parts := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' })
	if len(parts) != 6 {
		return m, false
	}
	for i, p := range parts {
		f, err := strconv.ParseFloat(p, 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return m, false
		}
		m[i] = f
	}
	return m, true
}

// pathXExtent returns the smallest and largest x of an SVG path made of
// absolute M, L, C, Q, H, V and Z commands, as MuPDF writes glyph outlines.
func pathXExtent(d string) [2]float64 {
	lo, hi := math.Inf(1), math.Inf(-1)
	var cmd byte
	arg := 0 // index of the next number within the command's coordinates
	for i := 0; i < len(d); {
		c := d[i]
		switch {
		case c == ' ' || c == ',':
			i++
			continue
		case unicode.IsLetter(rune(c)) && c != 'e' && c != 'E':
			cmd, arg = c, 0
			i++
			continue
		}
		j := i + 1
		for j < len(d) && (d[j] >= '0' && d[j] <= '9' || d[j] == '.' && !strings.Contains(d[i:j], ".") || d[j] == 'e' || d[j] == 'E' || (d[j] == '-' || d[j] == '+') && (d[j-1] == 'e' || d[j-1] == 'E')) {
			j++
		}
		f, err := strconv.ParseFloat(d[i:j], 64)
		if err != nil {
			return [2]float64{}
		}
		isX := false
		switch cmd {
		case 'M', 'L', 'C', 'Q', 'T', 'S':
			isX = arg%2 == 0
		case 'H':
			isX = true
		}
		if isX {
			lo, hi = min(lo, f), max(hi, f)
		}
		arg++
		i = j
	}
	if lo > hi {
		return [2]float64{}
	}
	return [2]float64{lo, hi}
}

// Many PDFs draw no space glyphs: they place each word where it goes. The
// ink gap between words can then be as narrow as the gap after a "1" inside
// a number. The pen's advance tells them apart: a glyph shape's advance is
// the least distance seen from it to the next glyph on its line, and a
// word ends where the next glyph starts a space's width beyond it.

// advances holds each glyph shape's advance, in ems, where it was
// seen at least minAdvanceSamples times, and the ink gap, in multiples of
// the font size, beyond which another shape's next glyph starts a word.
type advances struct {
	of  map[string]float64
	gap float64
	// cell holds the one advance of every glyph of each monospaced font,
	// by font: its punctuation, whose ink is a sliver of its cell, starts
	// no word ("57,80" of a till's Courier is one word).
	cell map[string]float64
}

// minCellLetters is how many letter shapes of a font must share one
// advance for the font to be taken for monospaced: fewer may all be
// letters of one width in a proportional font (a, e, n, o in Helvetica).
const minCellLetters = 6

const (
	// minAdvanceSamples: a shape seen fewer times may always have been
	// followed by a space.
	minAdvanceSamples = 3
	// spaceBeyondAdvance is the least extra advance, in multiples of the
	// font size, that is a space: a narrow space is a quarter em, kerning
	// moves glyphs by a tenth at most.
	spaceBeyondAdvance = 0.14
	// minGapSamples of each kind of gap learn the page's ink gap.
	minGapSamples = 8
	// tightInk: a shape seen this close to the next glyph's ink was seen
	// inside a word, so its least step is its advance. A shape only ever
	// seen at the end of a word is not trusted with one, except digits,
	// which stand mostly inside numbers and whose ink ("1") may sit far
	// inside their advance.
	tightInk = 0.1
)

// learnAdvances returns the advance of each glyph shape drawn on one
// baseline before another glyph, and the ink gap that splits words after
// the other shapes: halfway between the gaps inside words and between
// words, as measured after the shapes whose advance is known, when the two
// do not overlap; else wordGap.
func learnAdvances(glyphs []glyph) advances {
	least := map[string]float64{}
	seen := map[string]int{}
	tight := map[string]bool{} // seen with the next glyph's ink close by
	shapeText := map[string]string{}
	type pair struct{ p, g glyph }
	var pairs []pair
	for i := 1; i < len(glyphs); i++ {
		p, g := glyphs[i-1], glyphs[i]
		if !p.horizontal || !g.horizontal || p.shape == "" || strings.TrimSpace(p.text) == "" || strings.TrimSpace(g.text) == "" {
			continue
		}
		step := (g.x - p.x) / p.size // in ems: a shape is drawn at several sizes
		if math.Abs(g.y-p.y) > 1e-3*p.size || step <= 0 || step > 1.5 {
			continue
		}
		pairs = append(pairs, pair{p, g})
		shapeText[p.shape] = p.text
		if punctuation(p.text) {
			continue // mostly followed by a space: its least step is no advance
		}
		if g.x-p.right <= tightInk*p.size {
			tight[p.shape] = true
		}
		if v, ok := least[p.shape]; !ok || step < v {
			least[p.shape] = step
		}
		seen[p.shape]++
	}
	a := advances{of: map[string]float64{}, gap: wordGap}
	for shape, v := range least {
		if seen[shape] >= minAdvanceSamples && (tight[shape] || digit(shapeText[shape])) {
			a.of[shape] = v
		}
	}
	a.cell = monospaced(a.of, shapeText)
	var inside, between []float64
	for _, pr := range pairs {
		v, ok := a.of[pr.p.shape]
		if !ok || digit(pr.p.text) {
			continue // digits' ink says little of their advance
		}
		ink := (pr.g.x - pr.p.right) / pr.p.size
		if (pr.g.x-pr.p.x)/pr.p.size-v > spaceBeyondAdvance {
			between = append(between, ink)
		} else {
			inside = append(inside, ink)
		}
	}
	if len(inside) >= minGapSamples && len(between) >= minGapSamples {
		sort.Float64s(inside)
		sort.Float64s(between)
		hi, lo := inside[len(inside)*95/100], between[len(between)*5/100]
		if hi < lo {
			a.gap = min(max((hi+lo)/2, 0.1), wordGap)
		}
	}
	return a
}

// monospaced returns the advance of each font whose learned shapes, at
// least minCellLetters of them letters, all advance by one width (within
// 2%), by font.
func monospaced(of map[string]float64, text map[string]string) map[string]float64 {
	lo, hi, letters := map[string]float64{}, map[string]float64{}, map[string]int{}
	for shape, v := range of {
		f := fontOf(shape)
		if _, ok := lo[f]; !ok || v < lo[f] {
			lo[f] = v
		}
		hi[f] = max(hi[f], v)
		if r := []rune(text[shape]); len(r) == 1 && unicode.IsLetter(r[0]) {
			letters[f]++
		}
	}
	out := map[string]float64{}
	for f, n := range letters {
		if n >= minCellLetters && hi[f] <= lo[f]*1.02 {
			out[f] = (lo[f] + hi[f]) / 2
		}
	}
	return out
}

// fontOf returns the font part of a glyph shape's name: MuPDF names the
// glyphs of a font "font_<font>_<glyph>".
func fontOf(shape string) string {
	if i := strings.LastIndexByte(shape, '_'); i > 0 {
		return shape[:i]
	}
	return shape
}

// inCell reports whether p is a glyph of a monospaced font: its cell,
// not its ink, says where the next glyph of its word starts.
func (a advances) inCell(p glyph) bool {
	_, ok := a.monospace(p)
	return ok
}

// monospace returns the cell of p's font when the font is monospaced.
func (a advances) monospace(p glyph) (float64, bool) {
	if p.shape == "" {
		return 0, false
	}
	v, ok := a.cell[fontOf(p.shape)]
	return v, ok
}

// spaced reports whether g starts a new word after p: a space's width
// beyond where p's advance (or its monospaced font's cell) puts the pen,
// or, where neither is known, beyond the page's ink gap between words.
func (a advances) spaced(p, g glyph) bool {
	if math.Abs(g.y-p.y) > 1e-3*p.size {
		return false
	}
	if v, ok := a.of[p.shape]; ok {
		return (g.x-p.x)/p.size-v > spaceBeyondAdvance
	}
	if v, ok := a.monospace(p); ok {
		return (g.x-p.x)/p.size-v > spaceBeyondAdvance
	}
	if punctuation(p.text) && digit(g.text) {
		return false // 1,234.56 and 12:30 are one word
	}
	return g.x-p.right > a.gap*p.size
}

// punctuation reports whether s is one mark that ends a word or a clause.
func punctuation(s string) bool {
	switch s {
	case ",", ".", ";", ":", "!", "?", ")":
		return true
	}
	return false
}

func digit(s string) bool { return len(s) == 1 && s[0] >= '0' && s[0] <= '9' }

// Thresholds for assembling glyphs, in multiples of the font size.
const (
	wordGap     = 0.25 // a gap wider than this between glyphs splits words
	lineGap     = 3.0  // words further apart than this on one baseline are separate lines
	baselineTol = 0.3  // baselines closer than this are one row
	ascent      = 0.8  // box top above the baseline
	descent     = 0.2  // box bottom below the baseline
)

// svgLines assembles glyphs into words and lines in reading order: rows
// top to bottom, left to right within a row.
func svgLines(glyphs []glyph) []layout.Line {
	type word struct {
		w        layout.Word
		baseline float64
		size     float64
	}
	var words []word
	var other []layout.Line // non-horizontal text, one line per run
	var cur *word
	var prev *glyph
	flush := func() {
		if cur != nil && cur.w.Text != "" {
			words = append(words, *cur)
		}
		cur = nil
	}
	var otherLine *layout.Line
	adv := learnAdvances(glyphs)
	for i := range glyphs {
		g := &glyphs[i]
		blank := strings.TrimSpace(g.text) == ""
		if !g.horizontal {
			flush()
			if otherLine == nil || prev == nil || prev.horizontal {
				other = append(other, layout.Line{Confidence: 1})
				otherLine = &other[len(other)-1]
			}
			if blank || len(otherLine.Words) == 0 {
				otherLine.Words = append(otherLine.Words, layout.Word{Confidence: 1})
			}
			if !blank {
				w := &otherLine.Words[len(otherLine.Words)-1]
				w.Text += g.text
				w.Box = w.Box.Union(g.box)
				otherLine.Box = otherLine.Box.Union(g.box)
			}
			prev = g
			continue
		}
		otherLine = nil
		split := cur == nil || blank || prev == nil || !prev.horizontal ||
			math.Abs(g.y-cur.baseline) > baselineTol*g.size ||
			g.x < prev.x-0.1*g.size ||
			g.x-prev.right > wordGap*g.size && !adv.inCell(*prev) ||
			adv.spaced(*prev, *g)
		if split {
			flush()
		}
		prev = g
		if blank {
			continue
		}
		if cur == nil {
			cur = &word{baseline: g.y, size: g.size, w: layout.Word{Confidence: 1, Box: layout.Box{Left: g.x, Right: g.x}}}
		}
		cur.w.Text += g.text
		cur.size = max(cur.size, g.size)
		cur.w.Box.Right = max(cur.w.Box.Right, g.right, g.x+1e-3)
		cur.w.Box.Top = cur.baseline - ascent*cur.size
		cur.w.Box.Bottom = cur.baseline + descent*cur.size
	}
	flush()
	sort.SliceStable(words, func(i, j int) bool { return words[i].baseline < words[j].baseline })
	var lines []layout.Line
	for i := 0; i < len(words); {
		// A row: words whose baselines are within tolerance of the first.
		j := i + 1
		for j < len(words) && words[j].baseline-words[i].baseline <= baselineTol*max(words[i].size, words[j].size) {
			j++
		}
		row := words[i:j]
		sort.SliceStable(row, func(a, b int) bool { return row[a].w.Box.Left < row[b].w.Box.Left })
		var line *layout.Line
		for k := range row {
			w := row[k]
			if line == nil || w.w.Box.Left-line.Box.Right > lineGap*w.size {
				lines = append(lines, layout.Line{Confidence: 1})
				line = &lines[len(lines)-1]
			}
			line.Words = append(line.Words, w.w)
			line.Box = line.Box.Union(w.w.Box)
		}
		i = j
	}
	return append(lines, other...)
}

// textLayerRule: a page's text layer is real when the drawn glyphs hold at
// least minTextLayerChars letters or digits. Fewer (a page number, a stamp
// on a scan) and the page is rendered and OCRed instead.
const minTextLayerChars = 16

// countAlnum counts letters and digits in the lines.
func countAlnum(lines []layout.Line) int {
	n := 0
	for _, l := range lines {
		for _, w := range l.Words {
			for _, r := range w.Text {
				if unicode.IsLetter(r) || unicode.IsDigit(r) {
					n++
				}
			}
		}
	}
	return n
}
