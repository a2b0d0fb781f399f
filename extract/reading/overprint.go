package reading

import (
	"context"
	"image"
	"math"
	"slices"
	"strings"
	"unicode"

	"github.com/agnivade/levenshtein"

	"github.com/docextract/docextract/extract/layout"
)

// overprintSide is the long side, in pixels, a page is shrunk to before the
// search: stamps are large, and small images are read fast.
const overprintSide = 900

// FindOverprint looks for a specimen stamp (SPECIMEN, MUSTER, VZOR...)
// that the upright reading of the page cannot see: slanted, translucent,
// outlined or coloured. Each page image is shrunk and reduced to its
// mid-tones (a grey stamp is lighter than the print); cleared of thin
// strokes and of marks far larger or smaller than a letter, what remains
// is mostly the stamp, whose slant is where its pixels gather into one
// line. The page is turned level at that slant and read, cleared and as
// it is. A coloured stamp, which may be as light as the paper in grey, is
// looked for the same way on the page's colourfulness (see chromaMap),
// where it contrasts, and a word in one spot colour on the page's hue
// separations (see hueStamps). A stamp printed as letters' outlines is
// found by the letter bodies they enclose, on grey and on colour (see
// outlineStamps). It returns the marks found, as
// SpecimenMarks does. Pages without an image (text layers) are skipped:
// their text is already read whatever its slant.
func (r *Reader) FindOverprint(ctx context.Context, doc *Document) ([]string, error) {
	if r.opts.OCR == nil {
		return nil, ErrNoOCR
	}
	for i, p := range doc.Pages {
		if p.Image == nil {
			continue
		}
		var imgs []*image.Gray
		mid := midTones(shrinkTo(p.Image, overprintSide))
		stamp := letterSized(open(mid, 3))
		if slant, ok := stampSlant(stamp); ok {
			level := rotate(stamp, slant)
			imgs = append(imgs, level, open(rotate(mid, slant), 3))
			imgs = append(imgs, stampRowsOnPage(p.Image, stamp.Rect, level, slant)...)
		}
		colour := doc.chromaOf(i)
		if stamp := chromaStamp(colour); stamp != nil {
			if slant, ok := stampSlant(stamp); ok {
				level := rotate(stamp, slant)
				imgs = append(imgs, level)
				imgs = append(imgs, stampRowsOnPage(p.Image, stamp.Rect, level, slant)...)
			}
		}
		if colour != nil {
			for _, m := range colour.hues {
				imgs = append(imgs, hueStamps(m)...)
			}
		}
		for _, img := range imgs {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			lines, err := r.Recognize(ctx, img, Pass{})
			if err != nil {
				return nil, err
			}
			if marks := stampMarks(lines); len(marks) > 0 {
				return marks, nil
			}
		}
		rows := outlineStamps(mid)
		if mask := chromaMask(colour); mask != nil {
			rows = append(rows, outlineStamps(mask)...)
		}
		if marks, err := r.readOutlineRows(ctx, rows); err != nil || len(marks) > 0 {
			return marks, err
		}
	}
	return nil, nil
}

// maxPageStampRows is how many of a coloured stamp's rows of letters are
// read from the page itself.
const maxPageStampRows = 3

// stampRowsOnPage returns the page's own pixels where a stamp's rows of
// letters lie (mask is the stamp's mask, of bounds stampRect, levelled by
// turning it by slant), each crop with its contrast stretched and scaled
// to a reading height. The colour map is coarse and its threshold frays thin letters,
// while the page keeps them whole: a light grey letter-spaced "M U E S T R
// A" that Otsu's threshold drops from the page's reading reads clearly
// once the crop's lightest pixel is white and its darkest black.
func stampRowsOnPage(page *image.Gray, stampRect image.Rectangle, mask *image.Gray, slant float64) []*image.Gray {
	if page == nil || stampRect.Dx() == 0 {
		return nil
	}
	small := page
	if f := float64(stampRect.Dx()) / float64(page.Rect.Dx()); math.Abs(f-1) > 0.01 {
		small = Scale(page, f)
	}
	level := rotate(small, slant)
	var out []*image.Gray
	for _, row := range letterRows(components(mask)) {
		if len(out) == maxPageStampRows {
			break
		}
		lh := row.letterHeight()
		box := row.box.Inset(-lh / 2).Intersect(level.Rect)
		if box.Empty() {
			continue
		}
		crop := image.NewGray(image.Rect(0, 0, box.Dx(), box.Dy()))
		lo, hi := uint8(255), uint8(0)
		for y := range box.Dy() {
			src := level.Pix[(box.Min.Y+y)*level.Stride+box.Min.X:]
			copy(crop.Pix[y*crop.Stride:y*crop.Stride+box.Dx()], src)
			for _, v := range src[:box.Dx()] {
				lo, hi = min(lo, v), max(hi, v)
			}
		}
		if hi-lo < 16 {
			continue
		}
		for i, v := range crop.Pix {
			crop.Pix[i] = uint8((int(v) - int(lo)) * 255 / (int(hi) - int(lo)))
		}
		if f := min(float64(hueLetterHeight)/float64(lh), maxHueScale); f > 1.1 {
			crop = Scale(crop, f)
		}
		out = append(out, crop)
	}
	return out
}

// stampSlant returns the counter-clockwise slant, in degrees up to 70 either
// way, at which the black pixels of stamp gather into one line best; false
// when stamp has none.
func stampSlant(stamp *image.Gray) (float64, bool) {
	var xs, ys []float64
	w, h := stamp.Rect.Dx(), stamp.Rect.Dy()
	for y := 0; y < h; y += 2 {
		for x := 0; x < w; x += 2 {
			if stamp.Pix[y*stamp.Stride+x] == 0 {
				xs = append(xs, float64(x-w/2)/2)
				ys = append(ys, float64(y-h/2)/2)
			}
		}
	}
	if len(xs) == 0 {
		return 0, false
	}
	best, bestScore := 0.0, -1.0
	for d := -70.0; d <= 70; d += 2 {
		if s := projectionSharpness(xs, ys, d); s > bestScore {
			best, bestScore = d, s
		}
	}
	coarse := best
	for d := coarse - 2; d <= coarse+2; d += 0.5 {
		if s := projectionSharpness(xs, ys, d); s > bestScore {
			best, bestScore = d, s
		}
	}
	return -best, true // projectionSharpness measures clockwise
}

// stampMarks returns the specimen markers in a stamp's reading: every
// word there is printed as a mark, so any specimen word counts, in any
// case (see specimenMark). Large slanted letters read less cleanly than
// print, so a capitalised word one edit from a marker of six letters or
// more counts too ("SAMPLL"), or two from one of eight or more
// ("PECEIMEN"; see stampEdits), and so does a capitalised word ending in
// CIMEN, which only SPECIMEN does, when a photo or print hid the letters
// before ("S FCIMEN"). A word of six letters or more counts as
// capitalised with a quarter of its letters read in lower case
// ("SqECIMEN"; see maxStampLower). A letter-spaced stamp read in pieces
// ("SPEC IME") counts joined.
func stampMarks(lines []layout.Line) []string {
	var marks []string
	for _, l := range lines {
		for _, t := range markTokens(l) {
			if m, ok := specimenMark(t, true, true); ok && !slices.Contains(marks, m) {
				marks = append(marks, m)
			}
		}
	}
	if len(marks) > 0 {
		return marks
	}
	for _, l := range lines {
		for _, token := range stampTokens(l) {
			if len(token) < 5 {
				continue
			}
			if strings.HasSuffix(token, "CIMEN") {
				return []string{"SPECIMEN"}
			}
			if len(token) < 6 {
				continue
			}
			if m, ok := nearestStampWord(token); ok {
				return []string{m}
			}
		}
		for _, w := range l.Words {
			// A stamp's last letter read as a stroke ("MUSTE!"): the stroke
			// stands for one letter.
			t := strings.TrimRight(w.Text, "!|]1")
			if len(t) < 5 || len(t) != len(w.Text)-1 || strings.ToUpper(t) != t {
				continue
			}
			for _, marker := range stampWords {
				if len(marker) >= 6 && levenshtein.ComputeDistance(t+"?", marker) <= 1 {
					return []string{marker}
				}
			}
		}
	}
	return nil
}

// stampTokens returns the capitalised tokens of a stamp's line (see
// markTokens), and then each run of two or more of them joined: a
// letter-spaced stamp is read in pieces ("SPEC IME").
func stampTokens(l layout.Line) []string {
	var out, run []string
	flush := func() {
		if len(run) > 1 {
			out = append(out, strings.Join(run, ""))
		}
		run = run[:0]
	}
	for _, t := range markTokens(l) {
		upper := strings.ToUpper(t.text)
		if lowerLetters(t.text) > maxStampLower(upper) {
			flush()
			continue
		}
		out = append(out, upper)
		run = append(run, upper)
	}
	flush()
	return out
}

// maxStampLower is how many letters of a stamp's token, upper-cased as
// upper, OCR may have read in lower case: a quarter of a word of six
// letters or more (SqECIMEN, a P read as q; EqpECIMEN), none of a shorter
// one.
func maxStampLower(upper string) int {
	if n := len([]rune(upper)); n >= 6 {
		return n / 4
	}
	return 0
}

// lowerLetters counts the lower-case letters of s.
func lowerLetters(s string) int {
	n := 0
	for _, r := range s {
		if unicode.IsLower(r) {
			n++
		}
	}
	return n
}

// nearestStampWord returns the marker of stampWords (six letters or more)
// that a stamp's token is read as: the nearest within stampEdits, the
// first of stampWords' order on a tie.
func nearestStampWord(token string) (string, bool) {
	best, bestD := "", 3
	for _, marker := range stampWords {
		if d := levenshtein.ComputeDistance(token, marker); d <= stampEdits(token, marker) && d < bestD {
			best, bestD = marker, d
		}
	}
	return best, best != ""
}

// stampEdits is how many edits a stamp's token may be from marker and
// still be read as it: one for a marker of six letters or more, two for
// one of eight or more read with as many letters (PECEIMEN, EQECIMEN: a
// letter of a large slanted word lost and another added, or two
// misread).
func stampEdits(token, marker string) int {
	if n := len([]rune(marker)); n >= 8 && len([]rune(token)) == n {
		return 2
	}
	return 1
}

// stampWords are the markers long enough to be recognised an edit or two off:
// the specimen words of six letters or more, those that count wherever
// printed first (SAMPLL is SAMPLE before the Irish SAMPLA), then sorted.
var stampWords = func() []string {
	var out []string
	for k := range specimenTerms {
		if len(k) >= 6 {
			out = append(out, k)
		}
	}
	slices.SortFunc(out, func(a, b string) int {
		if specimenTerms[a].Alone != specimenTerms[b].Alone {
			if specimenTerms[a].Alone {
				return 1
			}
			return -1
		}
		return strings.Compare(a, b)
	})
	return out
}()

// shrinkTo averages img down by a whole factor so its long side is at most side.
func shrinkTo(img *image.Gray, side int) *image.Gray {
	b := img.Bounds()
	f := (max(b.Dx(), b.Dy()) + side - 1) / side
	if f <= 1 {
		return img
	}
	out := image.NewGray(image.Rect(0, 0, b.Dx()/f, b.Dy()/f))
	for y := 0; y < out.Rect.Dy(); y++ {
		for x := 0; x < out.Rect.Dx(); x++ {
			sum := 0
			for dy := 0; dy < f; dy++ {
				row := img.Pix[(y*f+dy)*img.Stride+x*f:]
				for dx := 0; dx < f; dx++ {
					sum += int(row[dx])
				}
			}
			out.Pix[y*out.Stride+x] = uint8(sum / (f * f))
		}
	}
	return out
}

// rotate turns img clockwise by deg degrees onto a white canvas large
// enough to hold it, sampling bilinearly.
func rotate(img *image.Gray, deg float64) *image.Gray {
	b := img.Bounds()
	w, h := float64(b.Dx()), float64(b.Dy())
	sin, cos := math.Sincos(deg * math.Pi / 180)
	ow := int(math.Ceil(math.Abs(w*cos) + math.Abs(h*sin)))
	oh := int(math.Ceil(math.Abs(w*sin) + math.Abs(h*cos)))
	out := image.NewGray(image.Rect(0, 0, ow, oh))
	cx, cy, ocx, ocy := w/2, h/2, float64(ow)/2, float64(oh)/2
	for y := 0; y < oh; y++ {
		for x := 0; x < ow; x++ {
			// The source point that lands on (x, y).
			dx, dy := float64(x)-ocx, float64(y)-ocy
			sx := dx*cos + dy*sin + cx
			sy := -dx*sin + dy*cos + cy
			out.Pix[y*out.Stride+x] = sample(img, sx, sy)
		}
	}
	return out
}

// sample reads img at a fractional point, white outside it.
func sample(img *image.Gray, x, y float64) uint8 {
	x0, y0 := int(math.Floor(x)), int(math.Floor(y))
	w, h := img.Rect.Dx(), img.Rect.Dy()
	if x0 < 0 || y0 < 0 || x0+1 >= w || y0+1 >= h {
		return 255
	}
	fx, fy := x-float64(x0), y-float64(y0)
	p := img.Pix[y0*img.Stride+x0:]
	q := img.Pix[(y0+1)*img.Stride+x0:]
	top := float64(p[0])*(1-fx) + float64(p[1])*fx
	bottom := float64(q[0])*(1-fx) + float64(q[1])*fx
	return uint8(top*(1-fy) + bottom*fy + 0.5)
}

// midTones keeps, as black on white, the pixels lighter than print and
// either mid-grey or clearly darker than the paper around them: where a light or coloured stamp
// lies once turned to grey. The paper's brightness is taken per block, so
// uneven lighting does not matter.
func midTones(img *image.Gray) *image.Gray {
	const block = 32
	w, h := img.Rect.Dx(), img.Rect.Dy()
	bw, bh := (w+block-1)/block, (h+block-1)/block
	paper := make([]uint8, bw*bh)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			i := (y/block)*bw + x/block
			paper[i] = max(paper[i], img.Pix[y*img.Stride+x])
		}
	}
	out := image.NewGray(img.Rect)
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			v := img.Pix[y*img.Stride+x]
			bg := paper[(y/block)*bw+x/block]
			if v >= printDark && (v <= midTone || int(v)+stampContrast <= int(bg)) {
				out.Pix[y*out.Stride+x] = 0
			} else {
				out.Pix[y*out.Stride+x] = 255
			}
		}
	}
	return out
}

// A stamp pixel is no darker than printDark, below which lies the print
// itself, and either a mid-tone (up to midTone) or at least stampContrast
// darker than the paper around it.
const (
	printDark     = 70
	midTone       = 190
	stampContrast = 25
)

// letterSized clears from a black-on-white image the dark regions too large
// to be a stamp's letter (a photo's mid-grey face, which makes Tesseract
// take the stamp beside it for part of a picture) and the specks too small.
func letterSized(img *image.Gray) *image.Gray {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	maxArea, minArea := w*h/40, 30
	out := image.NewGray(img.Rect)
	copy(out.Pix, img.Pix)
	eachComponent(img, false, func(region []int) {
		if len(region) > maxArea || len(region) < minArea {
			for _, p := range region {
				out.Pix[(p/w)*out.Stride+p%w] = 255
			}
		}
	})
	return out
}

// eachComponent calls visit with the pixels (as y*width+x) of each
// connected region of black (0) pixels of img, linked through their four
// sides, or through their corners too when eight is set. visit must not
// keep the slice.
func eachComponent(img *image.Gray, eight bool, visit func(region []int)) {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	seen := make([]bool, w*h)
	var stack, region []int
	for i := range w * h {
		if seen[i] || img.Pix[(i/w)*img.Stride+i%w] != 0 {
			continue
		}
		seen[i] = true
		stack, region = append(stack[:0], i), region[:0]
		for len(stack) > 0 {
			p := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			region = append(region, p)
			x, y := p%w, p/w
			for dy := -1; dy <= 1; dy++ {
				for dx := -1; dx <= 1; dx++ {
					if dx == 0 && dy == 0 || !eight && dx != 0 && dy != 0 {
						continue
					}
					qx, qy := x+dx, y+dy
					if qx < 0 || qy < 0 || qx >= w || qy >= h {
						continue
					}
					if k := qy*w + qx; !seen[k] && img.Pix[qy*img.Stride+qx] == 0 {
						seen[k] = true
						stack = append(stack, k)
					}
				}
			}
		}
		visit(region)
	}
}

// open removes black strokes thinner than 2r+1 pixels from a black-on-white
// image (an erosion then a dilation), keeping a stamp's thick letters.
func open(img *image.Gray, r int) *image.Gray {
	return spread(spread(img, r, 255), r, 0)
}

// spread grows the pixels of value v by r in every direction: v = 255 erodes
// black, v = 0 dilates it. It runs as a horizontal then a vertical pass.
func spread(img *image.Gray, r int, v uint8) *image.Gray {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	pass := func(src *image.Gray, dx, dy int) *image.Gray {
		out := image.NewGray(src.Rect)
		copy(out.Pix, src.Pix)
		for y := 0; y < h; y++ {
			for x := 0; x < w; x++ {
				if src.Pix[y*src.Stride+x] != v {
					continue
				}
				for k := -r; k <= r; k++ {
					nx, ny := x+k*dx, y+k*dy
					if nx >= 0 && ny >= 0 && nx < w && ny < h {
						out.Pix[ny*out.Stride+nx] = v
					}
				}
			}
		}
		return out
	}
	return pass(pass(img, 1, 0), 0, 1)
}

// readOutlineRows reads an outlined stamp's rows as single lines: each
// row's glyphs, and its filled mask too when the glyphs read as a word
// in capitals (a letter print cut may have read wrong), and returns the
// marks found, as stampMarks does.
func (r *Reader) readOutlineRows(ctx context.Context, rows []outlineRow) ([]string, error) {
	for _, row := range rows {
		for _, img := range []*image.Gray{row.glyphs, row.filled} {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
			lines, err := r.Recognize(ctx, img, Pass{Shape: ShapeLine})
			if err != nil {
				return nil, err
			}
			if marks := stampMarks(lines); len(marks) > 0 {
				return marks, nil
			}
			if !capitalWord(lines) {
				break
			}
		}
	}
	return nil, nil
}

// capitalWord reports whether lines hold a word of four letters or more,
// at least half of them capitals: a stamp's word read wrong, not the
// strokes of a pattern read as stray signs.
func capitalWord(lines []layout.Line) bool {
	for _, l := range lines {
		for _, w := range l.Words {
			letters, upper := 0, 0
			for _, r := range w.Text {
				if unicode.IsLetter(r) {
					letters++
					if unicode.IsUpper(r) {
						upper++
					}
				}
			}
			if letters >= 4 && 2*upper >= letters {
				return true
			}
		}
	}
	return false
}
