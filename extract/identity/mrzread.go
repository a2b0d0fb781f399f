package identity

import (
	"context"
	"fmt"
	"image"
	"image/draw"
	"math"
	"sort"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/mrz"
	"github.com/docextract/docextract/extract/reading"
)

// mrzWhitelist is every character an MRZ may hold.
const mrzWhitelist = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789<"

// Confidence of MRZ fields by how the read was confirmed.
const (
	confValid     = 0.99 // every check digit valid
	confAgreed    = 0.9  // two independent readings gave the same lines
	confUnchecked = 0.5  // neither: fields are used only where their own check holds
)

// mrzRead is an MRZ read from one page.
type mrzRead struct {
	res  mrz.Result
	page *layout.Page
	box  layout.Box
	// lines are where the zone's lines lie on the page, top first: one a
	// line of res when the page's geometry gave them, else fewer.
	lines []zoneLine
	// verified: every check digit valid, or two readings agreed.
	verified bool
	conf     float64
}

// zoneLine is where one line of a zone lies on its page: the box of its
// characters and, for a line of the page's text, its words.
type zoneLine struct {
	box   layout.Box
	words []layout.Word
	// slope is the line's tilt (dy/dx, y down) when box bounds a tilted
	// line's glyphs; 0 when it is level or its words are boxed.
	slope float64
}

// spanBox returns the box of the characters of span s: OCR-B is
// monospaced, so the characters of a word, or of a line whose words are
// not known or not as many characters as the line read, are spread
// evenly over its box. Without the line's geometry it is the zone's box.
func (r *mrzRead) spanBox(s mrz.Span) layout.Box {
	if s.Line >= len(r.lines) || s.Line >= len(r.res.Lines) || s.End <= s.Start {
		return r.box
	}
	l := r.lines[s.Line]
	n := utf8.RuneCountInString(r.res.Lines[s.Line])
	count := 0
	for _, w := range l.words {
		count += utf8.RuneCountInString(mrzText(w.Text))
	}
	if len(l.words) == 0 || count != n {
		return alongTilt(l.box, l.slope, evenly(l.box, n, s.Start, s.End))
	}
	var out layout.Box
	at := 0
	for _, w := range l.words {
		k := utf8.RuneCountInString(mrzText(w.Text))
		if lo, hi := max(s.Start, at), min(s.End, at+k); lo < hi {
			out = out.Union(evenly(w.Box, k, lo-at, hi-at))
		}
		at += k
	}
	return out
}

// evenly returns the part of b that characters [start, end) of n take,
// all n spread evenly across b.
func evenly(b layout.Box, n, start, end int) layout.Box {
	if n <= 0 {
		return b
	}
	w := b.Width() / float64(n)
	return layout.Box{Left: b.Left + w*float64(start), Top: b.Top, Right: b.Left + w*float64(end), Bottom: b.Bottom}
}

// alongTilt returns the part of span, a slice across the box b of a
// line tilted by slope, that the line's glyphs take: b is the upright
// bound of the whole tilted line, as tall as its glyphs plus the drop
// across it, and a span takes only the glyphs' height at its own place.
func alongTilt(b layout.Box, slope float64, span layout.Box) layout.Box {
	drop := math.Abs(slope) * b.Width()
	glyphs := b.Height() - drop
	if slope == 0 || glyphs <= 0 {
		return span
	}
	// the top of the glyphs at the line's left end
	top := b.Top
	if slope < 0 {
		top = b.Top + drop
	}
	y0 := top + slope*(span.Left-b.Left)
	y1 := top + slope*(span.Right-b.Left)
	span.Top, span.Bottom = min(y0, y1), max(y0, y1)+glyphs
	return span
}

// field returns value as read from the zone's field named mrzField (see
// mrz.Result.FieldSpan), boxed by its characters, chosen by rule.
func (r *mrzRead) field(value, mrzField, rule string) layout.Field {
	box := r.box
	if s, ok := r.res.FieldSpan(mrzField); ok {
		box = r.spanBox(s)
	}
	return layout.Field{Value: value, Page: r.page.Number, Box: box, Source: layout.SourceMRZ, Confidence: r.conf, Rule: rule}
}

// validChecks counts the check digits of r that hold.
func (r *mrzRead) validChecks() int {
	n := 0
	for _, c := range r.res.Checks {
		if c.Valid {
			n++
		}
	}
	return n
}

// agreed reports whether two independent readings of the band gave r's
// lines (r.conf is confAgreed exactly then).
func (r *mrzRead) agreed() bool { return r.conf == confAgreed }

// better reports whether r is a better read than o (o may be nil).
func (r *mrzRead) better(o *mrzRead) bool {
	if o == nil {
		return true
	}
	if r.verified != o.verified {
		return r.verified
	}
	return r.validChecks() > o.validChecks()
}

// readMRZ returns the best MRZ on doc's pages, or nil when none parses,
// and whether an MRZ band was located on an image page, read or not. A
// verified read ends the search.
func readMRZ(ctx context.Context, doc *reading.Document, opts doctype.Env) (best *mrzRead, located bool, err error) {
	for _, p := range doc.Pages {
		if err := ctx.Err(); err != nil {
			return nil, located, err
		}
		var reads []*mrzRead
		if p.Image != nil && canOCR(opts) {
			r, found, err := imageMRZ(ctx, p, opts)
			if err != nil {
				return nil, located, err
			}
			located = located || found
			reads = append(reads, r)
		}
		reads = append(reads, textMRZ(p, opts))
		for _, r := range reads {
			if r != nil && r.better(best) {
				best = r
			}
		}
		if best != nil && best.verified {
			return best, located, nil
		}
	}
	return best, located, nil
}

// textMRZ finds MRZ-shaped lines among p's lines (a text layer, or the
// page's own recognition) and parses the first run of two or three that
// parses, preferring one whose check digits hold. The lines of a run
// follow one another among p's lines, or stand stacked in one block (see
// stacked) with other lines between them in p's order: the zone is one
// block of two or three lines (ICAO Doc 9303 Parts 4 to 6), but a text
// layer lists by height the lines of a page printed in two columns, so a
// card's front and back side by side interleave the zone's lines with the
// other side's.
func textMRZ(p *layout.Page, opts doctype.Env) *mrzRead {
	var best *mrzRead
	var lines []layout.Line
	var at []int // the index in p.Lines of each of lines
	for i, l := range p.Lines {
		if mrzShaped(mrzText(l.Text())) {
			lines, at = append(lines, l), append(at, i)
		}
	}
	for i := range lines {
		for _, n := range []int{3, 2} {
			if i+n > len(lines) || at[i+n-1]-at[i] != n-1 && !stacked(lines[i:i+n]) {
				continue
			}
			texts := make([]string, n)
			box := layout.Box{}
			geom := make([]zoneLine, n)
			for k, l := range lines[i : i+n] {
				texts[k] = mrzText(l.Text())
				box = box.Union(l.Box)
				geom[k] = zoneLine{box: l.Box, words: l.Words}
			}
			res, err := mrz.Parse(texts, opts.Today)
			if err != nil {
				continue
			}
			res = reshape(res, opts.Today)
			if p.Source != layout.SourceTextLayer {
				cleanNames(&res)
			}
			r := &mrzRead{res: res, page: p, box: box, lines: geom, verified: res.Valid, conf: confUnchecked}
			if res.Valid {
				r.conf = confValid
			}
			if r.better(best) {
				best = r
			}
		}
	}
	return best
}

// stacked reports whether lines stand one under the other as the lines of
// one zone do: each starting within a line's height of the first's left
// edge and at most two heights under the one before.
func stacked(lines []layout.Line) bool {
	for k := 1; k < len(lines); k++ {
		a, b := lines[k-1].Box, lines[k].Box
		h := max(a.Height(), b.Height())
		if h <= 0 || b.Top <= a.Top || b.Top-a.Bottom > 2*h || math.Abs(b.Left-lines[0].Box.Left) > h {
			return false
		}
	}
	return true
}

// mrzText upper-cases s and drops spaces.
func mrzText(s string) string {
	return strings.ToUpper(strings.Join(strings.Fields(s), ""))
}

func mrzShaped(s string) bool {
	n := len([]rune(s))
	if n < 28 || n > 46 || !strings.ContainsAny(s, "<«") {
		return false
	}
	bad := 0
	for _, r := range s {
		if !strings.ContainsRune(mrzWhitelist, r) && r != '«' {
			bad++
		}
	}
	return bad*20 <= n
}

// bandReading is one way to recognise a located band.
type bandReading struct {
	model reading.Model
	band  bool    // the whole band at once (psm 6), else line by line (psm 7)
	scale float64 // strips enlarged by this factor first; 0 means 1
	// page: the page's own recognition of the band's lines (see
	// pageReading), which costs nothing.
	page bool
	// glyphs: the band's cells matched against the OCR-B glyphs (see
	// mrz.ReadLine), which read small, blurred bands the engines guess at.
	glyphs bool
}

// recogniser names what made the reading: the page's own recognition,
// the glyph matcher or a model of the band's recognition.
func (rd bandReading) recogniser() string {
	switch {
	case rd.page:
		return "page"
	case rd.glyphs:
		return "glyphs"
	}
	return fmt.Sprint("model", int(rd.model))
}

// readings returns the readings tried in order until one validates or the
// readings agree. The legacy engine reads fillers far better than LSTM
// (docs/mrz.md); the page's own reading, by another engine at another
// resolution, is free and often confirms it; the enlarged strips help on
// small or blurred bands. LSTM readings use the English model, which reads
// MRZ capitals best.
func readings() []bandReading {
	return []bandReading{
		{model: reading.Legacy},
		{page: true},
		{model: reading.Legacy, scale: 1.5},
		{model: reading.Legacy, band: true},
		{model: reading.English},
		{glyphs: true},
	}
}

// pageReading returns the page's own recognition of the band: the
// MRZ-shaped lines of p whose middle lies in box, top first, when there
// are n of them; else nil.
func pageReading(p *layout.Page, box layout.Box, n int) []string {
	var ls []layout.Line
	for _, l := range p.Lines {
		mid := (l.Box.Top + l.Box.Bottom) / 2
		if mid >= box.Top && mid <= box.Bottom && mrzShaped(mrzText(l.Text())) {
			ls = append(ls, l)
		}
	}
	if len(ls) != n {
		return nil
	}
	sort.SliceStable(ls, func(i, j int) bool { return ls[i].Box.Top < ls[j].Box.Top })
	out := make([]string, n)
	for i, l := range ls {
		out[i] = mrzText(l.Text())
	}
	return out
}

// readsUprightBand reports whether p's own recognition already reads
// band's lines as MRZ lines (fillers and all), as it reads no upside-down
// line: the page is upright whatever the fillers' shape voted. On a small
// photo enlarged for OCR the chevrons blur into blobs whose vote is a few
// either way (India's sample passport, 767 px: 1 '<' against 4 '>').
func readsUprightBand(p *layout.Page, band mrz.Band) bool {
	box := layout.Box{Left: float64(band.Box.Min.X), Top: float64(band.Box.Min.Y), Right: float64(band.Box.Max.X), Bottom: float64(band.Box.Max.Y)}
	return pageReading(p, box, len(band.Lines)) != nil
}

// imageMRZ locates the band on p's image and recognises it, accepting a read
// when its check digits hold, when two readings give the same lines, or when
// the readings' per-character vote validates (see vote). located reports
// whether a band was found.
func imageMRZ(ctx context.Context, p *layout.Page, opts doctype.Env) (r *mrzRead, located bool, err error) {
	band, ok := mrz.Locate(p.Image)
	if !ok {
		return nil, false, nil
	}
	if band.Rotated180 && readsUprightBand(p, band) {
		band = band.Turned()
	}
	if band.Rotated180 {
		t, err := opts.Reader.ReadTurned(ctx, p)
		if err != nil {
			return nil, true, err
		}
		*p = *t
	}
	box := boxOf(band.Box)
	geom := make([]zoneLine, len(band.LineBoxes))
	for i, lb := range band.LineBoxes {
		geom[i].box = boxOf(lb)
		geom[i].slope = math.Tan(band.Skew * math.Pi / 180)
	}
	if band.Rotated180 {
		// The boxes were found on the page before it was turned.
		w, h := float64(p.Image.Rect.Dx()), float64(p.Image.Rect.Dy())
		turn := func(b layout.Box) layout.Box {
			return layout.Box{Left: w - b.Right, Top: h - b.Bottom, Right: w - b.Left, Bottom: h - b.Top}
		}
		box = turn(box)
		for i := range geom {
			geom[i].box = turn(geom[i].box)
		}
	}
	var best *mrzRead
	var seen []mrz.Result
	var seenBy []string
	var all [][]string
	var allBy []string
	for _, rd := range readings() {
		var lines []string
		var cands []mrz.Candidates
		var quality float64
		switch {
		case rd.page:
			if lines = pageReading(p, box, len(band.Lines)); lines == nil {
				continue
			}
		case rd.glyphs:
			if lines, cands, quality = glyphReading(band); lines == nil {
				continue
			}
		default:
			if lines, err = recogniseBand(ctx, opts.Reader, band, rd); err != nil {
				return nil, true, err
			}
		}
		by := rd.recogniser()
		all = append(all, lines)
		allBy = append(allBy, by)
		res, err := mrz.Parse(lines, opts.Today)
		if cands != nil {
			res, err = mrz.ParseCandidates(cands, opts.Today)
		}
		if err == nil {
			res = reshape(res, opts.Today)
		}
		opts.Logger.Debug("mrz reading", "page", p.Number, "model", rd.model, "band", rd.band, "scale", rd.scale, "own", rd.page, "lines", lines, "valid", res.Valid, "err", err)
		if err == nil {
			cleanNames(&res)
			r := &mrzRead{res: res, page: p, box: box, lines: geom, verified: res.Valid, conf: confUnchecked}
			if res.Valid {
				r.conf = confValid
			}
			// LSTM readings, the page's and the band's, take fillers inside
			// names for K (ANNA<KMARIA), where no check digit sees them: they
			// stand alone only where an earlier reading gave the same
			// unchecked fields.
			lstm := rd.page || !rd.glyphs && rd.model != reading.Legacy
			// A glyph reading stands alone only when every line matched
			// the font well and at most one character was guessed: the
			// check digits cannot tell S from 8.
			weak := rd.glyphs && (quality < minGlyphQuality || guessedTwice(res.Corrections))
			if res.Valid && !weak && (!lstm || uncheckedAgree(res, seen)) {
				return r, true, nil
			}
			if agreesWithAny(res, seen, seenBy, by) {
				r.verified, r.conf = true, confAgreed
				return r, true, nil
			}
			seen = append(seen, res)
			seenBy = append(seenBy, by)
			if r.better(best) {
				best = r
			}
		}
		if res, ok := vote(all, allBy, band.Chars, opts.Today); ok {
			opts.Logger.Debug("mrz vote", "page", p.Number, "lines", res.Lines)
			cleanNames(&res)
			return &mrzRead{res: res, page: p, box: box, lines: geom, verified: true, conf: confAgreed}, true, nil
		}
	}
	return best, true, nil
}

// boxOf returns r as a layout.Box.
func boxOf(r image.Rectangle) layout.Box {
	return layout.Box{Left: float64(r.Min.X), Top: float64(r.Min.Y), Right: float64(r.Max.X), Bottom: float64(r.Max.Y)}
}

// vote combines the readings of a band character by character. For every
// line, the first reading of the expected length is the reference and every
// reading, whatever its length, is aligned to it (see align), so that a
// reading with a character dropped or added (LSTM reads filler runs short)
// still votes at every position it matched. The winner of each position is
// the character and the others its runner-up candidates. The vote is
// accepted only when every line was aligned from at least two readings, no
// position is a tie between two characters among three or more voters, and mrz.ParseCandidates validates every check digit with at most
// one check-digit or length correction (docs/mrz.md: check digits accept
// wrong answers when more are allowed) and at most two corrections in all,
// misread fillers not counted: many characters out of their class mean a
// poor reading. by names each reading's recogniser (nil: each its own);
// the readings of one recogniser share one vote, as one engine repeats its
// own misreadings at every scale (see agreesWithAny).
func vote(reads [][]string, by []string, chars []int, today time.Time) (mrz.Result, bool) {
	for _, central := range []bool{false, true} {
		cands, ok := ballot(reads, by, chars, central)
		if !ok {
			continue
		}
		res, err := mrz.ParseCandidates(cands, today)
		if err != nil || !res.Valid {
			continue
		}
		if g, c := guessed(res.Corrections); g > 1 || g+c > 2 || !codeFits(res) {
			continue
		}
		return res, true
	}
	return mrz.Result{}, false
}

// codeFits reports whether res's document code opens with a letter its
// format allows (ICAO Doc 9303 Parts 4-7: P for passports, I, A or C for
// cards, V for visas). No check digit covers the first line of a passport,
// so a vote aligned to a reading shifted there can give any letters: a
// phone photo of an Australian passport voted "UKGLJSCITIZEN".
func codeFits(res mrz.Result) bool {
	if res.DocumentCode == "" {
		return false
	}
	allowed := formatCodes[res.Format]
	return allowed == "" || strings.ContainsRune(allowed, rune(res.DocumentCode[0]))
}

// formatCodes are the first letters of the document codes each format
// allows (see codeFits).
var formatCodes = map[mrz.Format]string{mrz.TD3: "P", mrz.TD1: "IAC", mrz.TD2: "IAC", mrz.MRVA: "V", mrz.MRVB: "V", mrz.FRAID: "I"}

// ballot aligns and tallies the readings of every line (see vote): every
// candidate it gives at a position is a character a reading had there.
// Each line's readings are aligned to its first reading of the line's
// length, or with central to the one closest to all the others (see
// reference).
func ballot(reads [][]string, by []string, chars []int, central bool) ([]mrz.Candidates, bool) {
	if len(reads) < 2 {
		return nil, false
	}
	perRecogniser := map[string]int{}
	for _, b := range by {
		perRecogniser[b]++
	}
	weight := make([]float64, len(reads))
	for i := range reads {
		weight[i] = 1
		if i < len(by) {
			weight[i] = 1 / float64(perRecogniser[by[i]])
		}
	}
	want := lineLength(chars)
	var cands []mrz.Candidates
	for li := range chars {
		ref := reference(reads, li, want, central)
		if ref == "" {
			return nil, false
		}
		var voters [][]rune
		var weights []float64
		for i, r := range reads {
			if li >= len(r) {
				continue
			}
			if a, ok := align(ref, r[li]); ok {
				voters = append(voters, a)
				weights = append(weights, weight[i])
			}
		}
		if len(voters) < 2 {
			return nil, false
		}
		c, ok := tally(voters, weights, want)
		if !ok {
			return nil, false
		}
		cands = append(cands, c)
	}
	return cands, true
}

// reference returns the reading of line li that the others align to: the
// first of the line's length or, with central, of those the one closest
// to all the others (the least summed alignment cost), the first of them
// on a tie. The vote tries the first, then the central one: a reading
// that ran two characters into one and padded the fillers has the right
// length but would shift every other reading's characters out of place
// (India's sample passport: "<MN0" for "<4IND").
func reference(reads [][]string, li, want int, central bool) string {
	ref, best := "", math.Inf(1)
	for i, r := range reads {
		if li >= len(r) || utf8.RuneCountInString(r[li]) != want {
			continue
		}
		if !central {
			return r[li]
		}
		sum := 0.0
		for j, o := range reads {
			if j == i || li >= len(o) {
				continue
			}
			if _, cost, ok := alignCost(r[li], o[li]); ok {
				sum += cost
			} else {
				sum += float64(want) / 4
			}
		}
		if sum < best {
			ref, best = r[li], sum
		}
	}
	return ref
}

// tally votes at every position of the aligned readings (0: no character
// there), each reading with its weight; the number of readings breaks a
// tie of weights, and the readings' order of trust a tie of two.
func tally(voters [][]rune, weights []float64, n int) (mrz.Candidates, bool) {
	c := make(mrz.Candidates, n)
	for pos := range n {
		counts, readings := map[rune]float64{}, map[rune]int{}
		var order []rune
		total := 0
		for i, v := range voters {
			ch := v[pos]
			if ch == 0 {
				continue
			}
			if readings[ch] == 0 {
				order = append(order, ch)
			}
			counts[ch] += weights[i]
			readings[ch]++
			total++
		}
		// By weight, then by the number of readings.
		ahead := func(a, b rune) bool {
			if d := counts[a] - counts[b]; math.Abs(d) > 1e-9 {
				return d > 0
			}
			return readings[a] > readings[b]
		}
		sort.SliceStable(order, func(i, j int) bool { return ahead(order[i], order[j]) })
		if len(order) > 1 && !ahead(order[0], order[1]) && total > 2 {
			return nil, false
		}
		c[pos] = order
	}
	return c, true
}

// guessedTwice reports whether more than one correction of cs was a guess
// (see guessed).
func guessedTwice(cs []mrz.Correction) bool {
	g, _ := guessed(cs)
	return g > 1
}

// guessed counts the corrections that the characters' classes do not
// confirm (check-digit substitutions and length repairs) and, as class,
// those they do: a character not allowed at its position replaced. Fillers
// read as letters are not counted.
func guessed(cs []mrz.Correction) (guessed, class int) {
	for _, c := range cs {
		switch c.Reason {
		case mrz.ReasonCheckDigit, mrz.ReasonLength:
			guessed++
		case mrz.ReasonClass, mrz.ReasonDigits:
			class++
		}
	}
	return guessed, class
}

// Costs of align's edit operations. A substitution the recogniser commonly
// makes (O for 0, K for a filler) costs little, one between characters of
// the same kind (two digits) a full edit, one across kinds (a letter for a
// digit) more, so that an inserted letter is skipped rather than matched
// against a digit.
const (
	costConfused  = 0.4
	costSameKind  = 1.0
	costOtherKind = 1.3
	costGap       = 1.0
	// costFillerGap is a filler of one reading missing from the other:
	// LSTM reads filler runs short.
	costFillerGap = 0.25
)

// align maps s onto ref with a weighted edit distance: the result holds,
// for every position of ref, the character of s matched or substituted
// there, or 0 where s has none. It fails when s is too far from ref to be a
// reading of the same line: more than one edit in four characters. It
// works on characters, not bytes, so that it places only characters s has
// (fuzzing found a byte of "è" placed as 'è').
func align(refText, sText string) ([]rune, bool) {
	out, _, ok := alignCost(refText, sText)
	return out, ok
}

// alignCost is align that also returns the alignment's cost.
func alignCost(refText, sText string) ([]rune, float64, bool) {
	ref, s := []rune(refText), []rune(sText)
	n, m := len(ref), len(s)
	if n == 0 || abs(n-m) > n/4 {
		return nil, 0, false
	}
	d := make([][]float64, n+1)
	for i := range d {
		d[i] = make([]float64, m+1)
		if i > 0 {
			d[i][0] = d[i-1][0] + gapCost(ref[i-1])
		}
	}
	for j := 1; j <= m; j++ {
		d[0][j] = d[0][j-1] + gapCost(s[j-1])
	}
	for i := 1; i <= n; i++ {
		for j := 1; j <= m; j++ {
			d[i][j] = min(d[i-1][j-1]+subCost(ref[i-1], s[j-1]), d[i-1][j]+gapCost(ref[i-1]), d[i][j-1]+gapCost(s[j-1]))
		}
	}
	if d[n][m] > float64(n)/4 {
		return nil, 0, false
	}
	out := make([]rune, n)
	for i, j := n, m; i > 0 && j > 0; {
		switch {
		case d[i][j] == d[i-1][j-1]+subCost(ref[i-1], s[j-1]):
			out[i-1] = s[j-1]
			i, j = i-1, j-1
		case d[i][j] == d[i][j-1]+gapCost(s[j-1]):
			j--
		default:
			i--
		}
	}
	return out, d[n][m], true
}

// gapCost is the cost of c read in one reading and not the other.
func gapCost(c rune) float64 {
	if c == '<' {
		return costFillerGap
	}
	return costGap
}

// subCost is the cost of reading b where a is.
func subCost(a, b rune) float64 {
	switch {
	case a == b:
		return 0
	case confusable(a, b):
		return costConfused
	case isDigit(a) == isDigit(b) && (a == '<') == (b == '<'):
		return costSameKind
	}
	return costOtherKind
}

// confusablePairs are the characters the MRZ readers take for one another
// (docs/mrz.md), and the filler read as K, L, C or X.
var confusablePairs = []string{"0O", "0D", "0Q", "OD", "1I", "8B", "5S", "2Z", "6G", "<K", "<L", "<C", "<X", "MH", "MN", "HN"}

func confusable(a, b rune) bool {
	for _, p := range confusablePairs {
		if (rune(p[0]) == a && rune(p[1]) == b) || (rune(p[0]) == b && rune(p[1]) == a) {
			return true
		}
	}
	return false
}

func isDigit(b rune) bool { return b >= '0' && b <= '9' }

// lineLength is the length of an MRZ line of a band whose lines were
// estimated at chars glyphs: 30 for three lines (TD1), else 36 or 44.
func lineLength(chars []int) int {
	if len(chars) == 3 {
		return 30
	}
	sum := 0
	for _, c := range chars {
		sum += c
	}
	if sum > 2*40 {
		return 44
	}
	return 36
}

// uncheckedAgree reports whether one of seen has the fields of res that no
// check digit covers: codes, names and sex.
func uncheckedAgree(res mrz.Result, seen []mrz.Result) bool {
	for _, s := range seen {
		if s.DocumentCode == res.DocumentCode && s.IssuingState == res.IssuingState && s.Nationality == res.Nationality &&
			s.Surname == res.Surname && s.GivenNames == res.GivenNames && s.Sex == res.Sex {
			return true
		}
	}
	return false
}

// agreesWithAny reports whether res, read by the recogniser by, has the
// same lines as one of seen (read by seenBy). Where a check digit of res
// fails, only a reading by another recogniser counts: one engine repeats
// its own misreadings at another scale or segmentation (the legacy
// engine read India's sample passport J8369854 as 18369854 at both), while
// two engines that agree on a failing check digit have read what the
// document prints.
func agreesWithAny(res mrz.Result, seen []mrz.Result, seenBy []string, by string) bool {
	for i, s := range seen {
		if !res.Valid && seenBy[i] == by {
			continue
		}
		if strings.Join(s.Lines, "\n") == strings.Join(res.Lines, "\n") {
			return true
		}
	}
	return false
}

// minGlyphQuality is the mean glyph correlation every line of a glyph
// reading needs for the reading to stand alone: a grid misplaced on a
// line scores about 0.5, small blurred prints 0.7, clean ones 0.85.
const minGlyphQuality = 0.65

// glyphReading reads band's lines by matching OCR-B glyphs, each line as
// long as the format the band's glyph counts point at, and returns their
// best characters, ranked candidates and the lowest line quality (see
// mrz.ReadLine); nil without the OCR-B font.
func glyphReading(band mrz.Band) ([]string, []mrz.Candidates, float64) {
	n := lineLength(band.Chars)
	var lines []string
	var cands []mrz.Candidates
	quality := 1.0
	for _, strip := range band.Lines {
		c, q, err := mrz.ReadLine(strip, n)
		if err != nil {
			return nil, nil, 0
		}
		quality = min(quality, q)
		var b strings.Builder
		for _, pos := range c {
			b.WriteRune(pos[0])
		}
		lines = append(lines, b.String())
		cands = append(cands, c)
	}
	return lines, cands, quality
}

// recogniseBand returns the text of every line of band as rd reads it.
func recogniseBand(ctx context.Context, r *reading.Reader, band mrz.Band, rd bandReading) ([]string, error) {
	pass := reading.Pass{Model: rd.model, Shape: reading.ShapeLine, Whitelist: mrzWhitelist}
	strips := band.Lines
	if rd.scale > 0 && rd.scale != 1 {
		strips = make([]*image.Gray, len(band.Lines))
		for i, s := range band.Lines {
			strips[i] = reading.Scale(s, rd.scale)
		}
	}
	if rd.band {
		pass.Shape = reading.ShapeBlock
		lines, err := r.Recognize(ctx, stack(strips), pass)
		if err != nil {
			return nil, err
		}
		return lineTexts(lines), nil
	}
	var out []string
	for _, strip := range strips {
		lines, err := r.Recognize(ctx, strip, pass)
		if err != nil {
			return nil, err
		}
		out = append(out, strings.Join(lineTexts(lines), ""))
	}
	return out, nil
}

// lineTexts returns each line's text without spaces.
func lineTexts(lines []layout.Line) []string {
	out := make([]string, 0, len(lines))
	for _, l := range lines {
		if t := mrzText(l.Text()); t != "" {
			out = append(out, t)
		}
	}
	return out
}

// stack puts strips one under the other, half a glyph apart, on white.
func stack(strips []*image.Gray) *image.Gray {
	gap := mrz.GlyphHeight / 2
	w, h := 0, gap
	for _, s := range strips {
		w = max(w, s.Rect.Dx())
		h += s.Rect.Dy() + gap
	}
	out := image.NewGray(image.Rect(0, 0, w, h))
	draw.Draw(out, out.Rect, image.White, image.Point{}, draw.Src)
	y := gap
	for _, s := range strips {
		draw.Draw(out, image.Rect(0, y, s.Rect.Dx(), y+s.Rect.Dy()), s, s.Rect.Min, draw.Src)
		y += s.Rect.Dy() + gap
	}
	return out
}
