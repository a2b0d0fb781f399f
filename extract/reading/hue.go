package reading

import (
	"image"
	"math"
	"slices"
)

// A specimen word is often printed in one spot colour, small and upright
// (France's 2021 identity card: a pink SPÉCIMEN under the flag, PRADO
// FRA-BO-05001) or large and translucent (the US passport specimen's pink
// SPECIMEN). Against the window around it (chromaMap) a mark whose letters
// are a few pixels wide loses its strokes to the window's own mean; the
// page's separation along the mark's hue, absolute, keeps them: a pink
// letter is redder than the paper whatever lies beside it, and black
// print, grey or white paper are not red at all. A separation is the
// printer's: one ink's share of each pixel, here the excess of one
// channel over the mean of the other two (an opponent hue).

// stampHues are the opponent hues a separation is taken along: red, whose
// excess covers pink, magenta, crimson and orange stamps. (A blue
// separation refused no specimen of the generated or real sets and took
// in the dark-blue print of cards, at a cost in time.)
var stampHues = [...]func(r, g, b int32) int32{
	func(r, g, b int32) int32 { return r - (g+b)/2 },
}

// hueSeparation returns, for each pixel of the w by h thumbnail thumb, 255
// less twice its excess along hue (dark where the hue is strong).
func hueSeparation(thumb [][3]int32, w, h int, hue func(r, g, b int32) int32) *image.Gray {
	out := image.NewGray(image.Rect(0, 0, w, h))
	for i, p := range thumb {
		out.Pix[i] = uint8(255 - min(255, 2*max(0, hue(p[0], p[1], p[2]))))
	}
	return out
}

// Thresholds of a hue's stamp: a pixel is the stamp's when its excess
// along the hue is at least minHueExcess and hueAbovePaper above the
// page's median (a tinted paper's own share of the hue), and a page has a
// stamp only with between minHueInk pixels and maxHueShare of the page.
const (
	minHueExcess  = 10
	hueAbovePaper = 10
	// hueFull is the excess read as full ink.
	hueFull     = 25
	minHueInk   = 60
	maxHueShare = 0.15
	// hueLetterHeight is the letter height, in pixels, a hue's stamp is
	// scaled to before it is read: Tesseract reads capitals 30-40 pixels
	// tall best, and a small mark's are 8-15 on a phone photo.
	hueLetterHeight = 28
	// A word is a row of at least minHueLetters marks; a page with more
	// than maxHueMarks marks of the hue is printed in it, and at most
	// maxHueRows rows of a page are read.
	minHueLetters = 4
	maxHueMarks   = 400
	maxHueRows    = 3
	// maxHueScale caps that scaling, and maxHuePixels the image read.
	maxHueScale  = 4
	maxHuePixels = 4_000_000
)

// hueStamps returns the words a hue separation m holds, ready to read:
// rows of at least minHueLetters letter-sized marks of the hue side by
// side, each cropped, dark in proportion to its excess on white and
// scaled to a reading height; the rows with the most letters first, at
// most maxHueRows. None when the page holds too little or too much of
// the hue.
func hueStamps(m *image.Gray) []*image.Gray {
	if m == nil {
		return nil
	}
	w, h := m.Rect.Dx(), m.Rect.Dy()
	excess := func(v uint8) int { return (255 - int(v)) / 2 }
	var hist [128]int
	for _, v := range m.Pix {
		hist[excess(v)]++
	}
	paper, n := 0, 0
	for e, c := range hist {
		if n += c; 2*n >= len(m.Pix) {
			paper = e
			break
		}
	}
	cut := max(minHueExcess, paper+hueAbovePaper)
	mask := image.NewGray(m.Rect)
	ink := 0
	for i, v := range m.Pix {
		if excess(v) < cut {
			mask.Pix[i] = 255
		} else {
			ink++
		}
	}
	if ink < minHueInk || float64(ink) > maxHueShare*float64(w*h) {
		return nil
	}
	letters := components(letterSized(mask))
	if len(letters) < minHueLetters || len(letters) > maxHueMarks {
		return nil
	}
	var out []*image.Gray
	for _, row := range letterRows(letters) {
		if len(out) == maxHueRows {
			break
		}
		lh := row.letterHeight()
		box := row.box.Inset(-lh / 2).Intersect(m.Rect)
		crop := image.NewGray(image.Rect(0, 0, box.Dx(), box.Dy()))
		for y := range box.Dy() {
			for x := range box.Dx() {
				e := excess(m.Pix[(box.Min.Y+y)*m.Stride+box.Min.X+x]) - paper
				crop.Pix[y*crop.Stride+x] = uint8(255 - clamp255(e*255/hueFull))
			}
		}
		f := min(float64(hueLetterHeight)/float64(lh), maxHueScale)
		if px := float64(box.Dx()*box.Dy()) * f * f; px > maxHuePixels {
			f *= math.Sqrt(maxHuePixels / px)
		}
		if f > 1.1 {
			crop = Scale(crop, f)
		}
		out = append(out, crop)
	}
	return out
}

// letterRow is a row of letters side by side and the box holding them.
type letterRow struct {
	letters []image.Rectangle
	box     image.Rectangle
}

// letterHeight is the median height of the row's letters.
func (row letterRow) letterHeight() int {
	hs := make([]int, len(row.letters))
	for i, r := range row.letters {
		hs[i] = r.Dy()
	}
	slices.Sort(hs)
	return hs[len(hs)/2]
}

// letterRows groups letters into rows: two letters are neighbours when
// their heights differ by less than half, they overlap vertically by half
// the smaller, and the gap between them is under the taller's height.
// Rows of minHueLetters letters or more are returned, the longest first.
func letterRows(letters []image.Rectangle) []letterRow {
	return rowsOf(letters, minHueLetters, func(a, b image.Rectangle) bool {
		lo, hi := min(a.Dy(), b.Dy()), max(a.Dy(), b.Dy())
		if 2*lo < hi {
			return false
		}
		overlap := min(a.Max.Y, b.Max.Y) - max(a.Min.Y, b.Min.Y)
		gap := max(a.Min.X, b.Min.X) - min(a.Max.X, b.Max.X)
		return 2*overlap >= lo && gap < hi
	})
}

// rowsOf groups letters into rows, two letters being in one row when
// neighbours says so of them or of letters between; rows of minLetters
// letters or more are returned, the longest first.
func rowsOf(letters []image.Rectangle, minLetters int, neighbours func(a, b image.Rectangle) bool) []letterRow {
	parent := make([]int, len(letters))
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	for i, a := range letters {
		for j := i + 1; j < len(letters); j++ {
			if neighbours(a, letters[j]) {
				parent[find(i)] = find(j)
			}
		}
	}
	groups := map[int]*letterRow{}
	var roots []int
	for i, r := range letters {
		k := find(i)
		g, ok := groups[k]
		if !ok {
			g = &letterRow{box: r}
			groups[k] = g
			roots = append(roots, k)
		}
		g.letters = append(g.letters, r)
		g.box = g.box.Union(r)
	}
	var rows []letterRow
	for _, k := range roots {
		if g := groups[k]; len(g.letters) >= minLetters {
			rows = append(rows, *g)
		}
	}
	slices.SortStableFunc(rows, func(a, b letterRow) int { return len(b.letters) - len(a.letters) })
	return rows
}

// A region of solidArea pixels or more that fills more than solidFill of
// its box is a solid shape, not a letter; a letter is at least
// minLetterHeight pixels tall.
const (
	solidArea       = 200
	solidFill       = 0.75
	minLetterHeight = 6
)

// components returns the boxes of the 8-connected black regions of a
// black-on-white image at least minLetterHeight tall, solid regions
// (filling most of their box: a flag or a coloured band rather than a
// letter's strokes) left out.
func components(img *image.Gray) []image.Rectangle {
	w := img.Rect.Dx()
	var out []image.Rectangle
	eachComponent(img, true, func(region []int) {
		var r image.Rectangle
		for _, p := range region {
			r = r.Union(image.Rect(p%w, p/w, p%w+1, p/w+1))
		}
		if r.Dy() < minLetterHeight || (len(region) >= solidArea && float64(len(region)) > solidFill*float64(r.Dx()*r.Dy())) {
			return
		}
		out = append(out, r)
	})
	return out
}
