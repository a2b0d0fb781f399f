package mrz

import (
	"errors"
	"fmt"
	"image"
	"image/draw"
	"math"
	"os"
	"slices"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// An MRZ is printed in OCR-B, one font at one pitch (ICAO 9303 part 3).
// ReadLine reads a band line by matching every character cell against the
// font's own glyphs, which holds up on small, blurred bands where the
// recognisers guess (a 350-pixel-wide photo of an ID card).

// OCRBFonts are the OCR-B fonts tried, in order: Debian's fonts-ocr-b,
// whose "Sharp" cut has the filler "<" the regular one lacks.
var OCRBFonts = []string{
	"/usr/share/fonts/opentype/ocr-b/OCRBS.otf",
	"/usr/share/fonts/opentype/ocr-b/OCRB.otf",
}

// ErrNoFont is returned by ReadLine when no OCR-B font is installed.
var ErrNoFont = errors.New("mrz: OCR-B font not installed")

// mrzAlphabet is every character an MRZ may hold.
const mrzAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<"

// glyphSet is the OCR-B glyphs drawn as strips are: capitals GlyphHeight
// pixels high, centred in a cell one pitch wide and GlyphHeight*3/2 high.
type glyphSet struct {
	pitch int
	// inkWidth is the mean width of a glyph's ink, in pixels.
	inkWidth float64
	// cells hold each glyph's ink (0 paper, 1 ink) made zero-mean and
	// unit-length, row by row, pitch wide and cellRows high, the rows
	// from cellTop of the strip; coarse the same of every other pixel of
	// every other row, to place the grid.
	cells, coarse [][]float64
}

// The rows of a strip compared: the capitals and a little above and below.
const (
	cellTop  = GlyphHeight/4 - 4
	cellRows = GlyphHeight + 8
)

var (
	glyphsOnce sync.Once
	glyphs     *glyphSet
	glyphsErr  error
)

// loadGlyphs draws the glyphs once from the first OCR-B font found.
func loadGlyphs() (*glyphSet, error) {
	glyphsOnce.Do(func() {
		glyphsErr = ErrNoFont
		for _, p := range OCRBFonts {
			if b, err := os.ReadFile(p); err == nil {
				if glyphs, glyphsErr = drawGlyphs(b); glyphsErr == nil {
					return
				}
			}
		}
	})
	return glyphs, glyphsErr
}

func drawGlyphs(data []byte) (*glyphSet, error) {
	f, err := opentype.Parse(data)
	if err != nil {
		return nil, fmt.Errorf("mrz: OCR-B font: %w", err)
	}
	// Find the size whose capital H is GlyphHeight pixels high.
	face := func(size float64) (font.Face, error) {
		return opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	}
	probe, err := face(100)
	if err != nil {
		return nil, fmt.Errorf("mrz: OCR-B font: %w", err)
	}
	b, _, _ := probe.GlyphBounds('H')
	probe.Close()
	capH := float64(b.Max.Y-b.Min.Y) / 64
	if capH <= 0 {
		return nil, fmt.Errorf("mrz: OCR-B font has no capital H")
	}
	fc, err := face(100 * GlyphHeight / capH)
	if err != nil {
		return nil, fmt.Errorf("mrz: OCR-B font: %w", err)
	}
	defer fc.Close()
	adv, _ := fc.GlyphAdvance('H')
	pitch := int(math.Round(float64(adv) / 64))
	h := GlyphHeight * 3 / 2
	// Baseline so that capitals are centred, as in the strips.
	baseline := h/2 + GlyphHeight/2
	gs := &glyphSet{pitch: pitch}
	for _, r := range mrzAlphabet {
		img := image.NewGray(image.Rect(0, 0, pitch, h))
		draw.Draw(img, img.Rect, image.White, image.Point{}, draw.Src)
		gb, a, ok := fc.GlyphBounds(r)
		if !ok {
			return nil, fmt.Errorf("mrz: the OCR-B font has no %q", r)
		}
		// Centre the glyph's advance in the cell.
		x := (pitch - int(math.Round(float64(a)/64))) / 2
		(&font.Drawer{Dst: img, Src: image.Black, Face: fc, Dot: fixed.P(x, baseline)}).DrawString(string(r))
		gs.inkWidth += float64(gb.Max.X-gb.Min.X) / 64
		for _, step := range []int{1, 2} {
			var cell []float64
			for y := 0; y < cellRows; y += step {
				for x := 0; x < pitch; x += step {
					cell = append(cell, 1-float64(img.Pix[(cellTop+y)*img.Stride+x])/255)
				}
			}
			if step == 1 {
				gs.cells = append(gs.cells, unitZeroMean(cell))
			} else {
				gs.coarse = append(gs.coarse, unitZeroMean(cell))
			}
		}
	}
	gs.inkWidth /= float64(len(mrzAlphabet))
	return gs, nil
}

// unitZeroMean returns v less its mean, scaled to length 1 (zero stays
// zero).
func unitZeroMean(v []float64) []float64 {
	var mean float64
	for _, x := range v {
		mean += x
	}
	mean /= float64(len(v))
	var norm float64
	out := make([]float64, len(v))
	for i, x := range v {
		out[i] = x - mean
		norm += out[i] * out[i]
	}
	if norm > 0 {
		norm = 1 / math.Sqrt(norm)
		for i := range out {
			out[i] *= norm
		}
	}
	return out
}

// ReadLine reads strip, one line of a Band, as n characters by matching
// OCR-B glyphs, and returns for each position the glyphs ranked by how
// well they match (the best maxRanked), and the mean correlation of the
// best glyphs (1 for a perfect print; a misplaced grid scores low). It
// returns ErrNoFont when the font is not installed.
func ReadLine(strip *image.Gray, n int) (Candidates, float64, error) {
	gs, err := loadGlyphs()
	if err != nil {
		return nil, 0, err
	}
	if n <= 0 || strip.Rect.Dy() < cellTop+cellRows || strip.Rect.Dx() < n {
		return nil, 0, fmt.Errorf("mrz: strip %v cannot hold %d characters", strip.Rect, n)
	}
	ink := inkOf(strip)
	w := strip.Rect.Dx()
	first, last, ok := inkExtent(ink, w)
	if !ok {
		return nil, 0, fmt.Errorf("mrz: empty strip")
	}
	// The text spans n-1 pitches and the last glyph's ink; the pitch and
	// the first cell's start are searched around that estimate, on every
	// third cell.
	ratio := gs.inkWidth / float64(gs.pitch)
	p0 := float64(last-first+1) / (float64(n-1) + ratio)
	type grid struct{ pitch, x0, score float64 }
	best := grid{score: math.Inf(-1)}
	for dp := -0.03; dp <= 0.0301; dp += 0.01 {
		p := p0 * (1 + dp)
		start := float64(first) - (1-ratio)/2*p
		for dx := -0.3 * p; dx <= 0.3*p; dx += max(1, 0.05*p) {
			g := grid{pitch: p, x0: start + dx}
			for k := 0; k < n; k += 3 {
				g.score += slices.Max(matchCell(gs, ink, w, g.x0+float64(k)*p, p, 0, 2))
			}
			if g.score > best.score {
				best = g
			}
		}
	}
	// Each cell is matched a little left, right, up and down too; a glyph
	// scores its best placement.
	out := make(Candidates, n)
	var quality float64
	for k := range n {
		scores := make([]float64, len(mrzAlphabet))
		for i := range scores {
			scores[i] = math.Inf(-1)
		}
		for _, dx := range []float64{-0.08, 0, 0.08} {
			for _, dy := range []int{-3, 0, 3} {
				for i, sc := range matchCell(gs, ink, w, best.x0+(float64(k)+dx)*best.pitch, best.pitch, dy, 1) {
					scores[i] = max(scores[i], sc)
				}
			}
		}
		order := make([]int, len(scores))
		for i := range order {
			order[i] = i
		}
		slices.SortStableFunc(order, func(a, b int) int {
			switch {
			case scores[a] > scores[b]:
				return -1
			case scores[a] < scores[b]:
				return 1
			}
			return 0
		})
		for _, i := range order[:maxRanked] {
			out[k] = append(out[k], rune(mrzAlphabet[i]))
		}
		quality += scores[order[0]]
	}
	return out, quality / float64(n), nil
}

// maxRanked is how many glyphs ReadLine ranks per position.
const maxRanked = 8

// inkOf returns the strip's ink, 0 for paper and 1 for the darkest print,
// stretched between the strip's 5th and 95th percentiles.
func inkOf(strip *image.Gray) []float64 {
	w, h := strip.Rect.Dx(), strip.Rect.Dy()
	vals := make([]uint8, 0, w*h)
	for y := range h {
		vals = append(vals, strip.Pix[y*strip.Stride:y*strip.Stride+w]...)
	}
	sorted := slices.Clone(vals)
	slices.Sort(sorted)
	lo, hi := float64(sorted[len(sorted)/20]), float64(sorted[len(sorted)*19/20])
	out := make([]float64, len(vals))
	if hi-lo < 8 {
		return out
	}
	for i, v := range vals {
		out[i] = max(0, min(1, (hi-float64(v))/(hi-lo)))
	}
	return out
}

// inkExtent returns the first and last columns of the strip's capital rows
// that hold ink.
func inkExtent(ink []float64, w int) (first, last int, ok bool) {
	prof := make([]float64, w)
	var top float64
	for x := range w {
		for y := cellTop; y < cellTop+cellRows; y++ {
			prof[x] += ink[y*w+x]
		}
		top = max(top, prof[x])
	}
	first, last = -1, -1
	for x, v := range prof {
		if v > 0.15*top {
			if first < 0 {
				first = x
			}
			last = x
		}
	}
	return first, last, first >= 0 && last > first
}

// matchCell compares the cell of the strip starting at x0, p pixels wide,
// rows shifted by dy, with every glyph, and returns their correlations in
// mrzAlphabet's order. step 2 compares every other pixel of every other
// row (the coarse glyphs).
func matchCell(gs *glyphSet, ink []float64, w int, x0, p float64, dy, step int) []float64 {
	h := len(ink) / w
	var cell []float64
	scale := p / float64(gs.pitch)
	for y := 0; y < cellRows; y += step {
		sy := cellTop + y + dy
		var row []float64
		if sy >= 0 && sy < h {
			row = ink[sy*w : (sy+1)*w]
		}
		for x := 0; x < gs.pitch; x += step {
			sx := x0 + (float64(x)+0.5)*scale - 0.5
			i := int(math.Floor(sx))
			f := sx - float64(i)
			var v float64
			if row != nil && i >= 0 && i < w {
				v += row[i] * (1 - f)
			}
			if row != nil && i+1 >= 0 && i+1 < w {
				v += row[i+1] * f
			}
			cell = append(cell, v)
		}
	}
	cell = unitZeroMean(cell)
	glyphs := gs.cells
	if step == 2 {
		glyphs = gs.coarse
	}
	out := make([]float64, len(glyphs))
	for gi, g := range glyphs {
		var dot float64
		for i, v := range cell {
			dot += v * g[i]
		}
		out[gi] = dot
	}
	return out
}
