package docgen

import (
	"math"
	"slices"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/image/font"
	"golang.org/x/text/unicode/norm"
)

// Truth boxes: where each expected value was printed. Every run of text a
// layout draws is an item of its page; after drawing, each expected
// single-valued field's value is looked for in those runs (in the forms a
// layout may print it: a date in every date style, a country as its code
// or name, an address line by line), and each place it is found is
// recorded as a box in fractions of the page around the ink of the
// characters that print it. Layouts are not asked where they put a value:
// the search is the same for all of them.

// TruthBox is one place where an expected value was printed.
type TruthBox struct {
	Page int `json:"page"` // 1-based
	// Box is [x0, y0, x1, y1] in fractions of the page (x right, y down),
	// around the ink of the characters, rounded to 4 decimals.
	Box [4]float64 `json:"box"`
}

// The values of meta.generator.boxes.
const (
	// BoxesRecorded: the fields whose values were found printed carry
	// their boxes, in fractions of the page as the document shows it (a
	// scan's small tilt included).
	BoxesRecorded = "recorded"
	// BoxesUnavailable: the rendering moved the print in ways the boxes do
	// not follow (a photographed slip, curled and placed on a table; a
	// page turned further than a scanner's tilt), so no field has boxes.
	BoxesUnavailable = "unavailable"
)

// maxTruthTurn is the largest turn, in degrees, through which boxes are
// carried (as the bounding box of the turned box): the scanner tilts of
// pickDegradations. Beyond it the boxes are left out.
const maxTruthTurn = 3.0

// run is one drawn run of text on a page.
type run struct {
	page int // 1-based
	it   *item
	mrz  bool // a line of a machine-readable zone
}

// recordTruth sets the Boxes of the expected single-valued fields of d as
// rendered in format f with the degradations deg (nil for a text layer)
// and returns the value of meta.generator.boxes.
func (w *worker) recordTruth(d *doc, fields map[string]Field, f Format, deg *Degradations) string {
	if deg != nil && (deg.Photo != nil || math.Abs(deg.RotationDeg) > maxTruthTurn) {
		return BoxesUnavailable
	}
	turn := 0.0
	if deg != nil {
		turn = deg.RotationDeg
	}
	var runs []run
	pages := d.allPages()
	for i, p := range pages {
		for k := range p.items {
			it := &p.items[k]
			if it.kind != kText || it.angle != 0 || it.alpha != 0 || strings.TrimSpace(it.text) == "" {
				continue
			}
			runs = append(runs, run{page: i + 1, it: it, mrz: isMRZLine(it.text)})
		}
	}
	for name, fd := range fields {
		if fd.Value == nil || *fd.Value == "" || fd.Kind == KindPeople || fd.Kind == KindItems {
			continue
		}
		var boxes []TruthBox
		for _, form := range truthForms(*fd.Value, fd, d.lang) {
			for _, b := range w.findPrinted(runs, pages, form, fd.Kind == KindAddress, f, turn) {
				if !slices.Contains(boxes, b) {
					boxes = append(boxes, b)
				}
			}
		}
		fd.Boxes = boxes
		fields[name] = fd
	}
	return BoxesRecorded
}

// isMRZLine reports whether s is a line of a machine-readable zone: 30 or
// more characters of A-Z, 0-9 and '<', with a filler among them.
func isMRZLine(s string) bool {
	if len(s) < 30 || !strings.Contains(s, "<") {
		return false
	}
	for _, r := range s {
		if !(r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '<') {
			return false
		}
	}
	return true
}

// truthForms returns the forms in which a layout may print value: the
// value and its accepted spellings, and by kind a date in every style, a
// date's MRZ form (YYMMDD), a country's MRZ code and printed name.
func truthForms(value string, fd Field, lang string) []string {
	forms := append([]string{value}, fd.Accept...)
	switch fd.Kind {
	case KindDate:
		if t, err := time.Parse("2006-01-02", value); err == nil {
			for _, l := range []string{lang, "en", "en-US"} {
				for s := dsAbbr; s <= dsDash; s++ {
					forms = append(forms, fmtDate(t, s, l))
				}
				forms = append(forms, monthYear(t, l))
			}
			if lang == "pt" { // "29 de abril de 2025": fmtDate has no Portuguese month names
				forms = append(forms, longDatePT(t))
			}
			forms = append(forms, t.Format("060102"), usDash(t), ordinalDay(t), shortDate(t, false), t.Format("2.1.2006"), t.Format("02 01 2006"),
				t.Format("2006.01.02"), // Hungarian, year first: 2026.03.15.
				t.Format("01/02/06"))   // US bills, month first with two-digit years
		} else if t, err := time.Parse("2006-01", value); err == nil {
			for _, l := range []string{lang, "en"} {
				forms = append(forms, monthYear(t, l))
			}
			forms = append(forms, t.Format("01/2006"), t.Format("01.2006"))
		}
	case KindCountry:
		for _, c := range idCountries {
			if c.a2 == value {
				forms = append(forms, c.code, c.state)
			}
		}
	}
	return forms
}

// findPrinted returns the boxes of every place form is printed in runs: as
// a run of letters and digits that starts and ends at word boundaries
// (anywhere in an MRZ line, whose fields abut), comparing letters without
// case and accents and ignoring everything else. An address not printed
// on one line is looked for line by line: its comma-separated parts each
// on a run below the last, the box the union of theirs.
func (w *worker) findPrinted(runs []run, pages []*page, form string, address bool, f Format, turn float64) []TruthBox {
	key, _ := foldKey(form)
	if key == "" {
		return nil
	}
	var out []TruthBox
	for _, r := range runs {
		for _, span := range spansOf(r, key) {
			out = append(out, w.truthBox(r, pages, span, f, turn))
		}
	}
	if !address {
		return out
	}
	parts := strings.Split(form, ", ")
	if len(parts) < 2 {
		return nil
	}
	for _, first := range w.partBoxes(runs, parts[0], f) {
		b, ok := first.box, true
		prev := first
		for _, p := range parts[1:] {
			next, found := nearestBelow(prev, w.partBoxes(runs, p, f))
			if !found {
				ok = false
				break
			}
			b = unionMM(b, next.box)
			prev = next
		}
		if ok {
			out = append(out, w.toTruth(first.page, pages, b, turn))
		}
	}
	return out
}

// placed is a box in millimetres on a page.
type placed struct {
	page int
	box  [4]float64
}

// partBoxes returns where one part of an address is printed.
func (w *worker) partBoxes(runs []run, part string, f Format) []placed {
	key, _ := foldKey(part)
	if key == "" {
		return nil
	}
	var out []placed
	for _, r := range runs {
		for _, span := range spansOf(r, key) {
			out = append(out, placed{r.page, w.inkBox(r, span, f)})
		}
	}
	return out
}

// nearestBelow returns the candidate on prev's page that follows it: to
// its right on the same line, else the one whose top is closest below
// prev's top, within three and a half of prev's heights.
func nearestBelow(prev placed, cands []placed) (placed, bool) {
	h := prev.box[3] - prev.box[1]
	best, bestDY, found := placed{}, 0.0, false
	for _, c := range cands {
		dy := c.box[1] - prev.box[1]
		sameLine := math.Abs(dy) <= h/2 && c.box[0] >= prev.box[2]-0.5
		if c.page != prev.page || !sameLine && (dy <= h/2 || dy > 3.5*h) {
			continue
		}
		if sameLine {
			dy = 0
		}
		if !found || dy < bestDY {
			best, bestDY, found = c, dy, true
		}
	}
	return best, found
}

func unionMM(a, b [4]float64) [4]float64 {
	return [4]float64{min(a[0], b[0]), min(a[1], b[1]), max(a[2], b[2]), max(a[3], b[3])}
}

// foldKey returns s's letters and digits, upper-cased, without accents,
// and for each of them the byte range in s of the character it comes from.
func foldKey(s string) (string, [][2]int) {
	var b strings.Builder
	var at [][2]int
	for i, r := range s {
		end := i + utf8.RuneLen(r)
		for _, d := range norm.NFD.String(string(r)) {
			if !unicode.IsLetter(d) && !unicode.IsDigit(d) {
				continue
			}
			for _, u := range strings.ToUpper(string(d)) {
				b.WriteRune(u)
				at = append(at, [2]int{i, end})
			}
		}
	}
	return b.String(), at
}

// spansOf returns the byte ranges of r's text where key (a foldKey) is
// printed, starting and ending at word boundaries. In an MRZ line, whose
// fields abut, a key may start and end anywhere, except that a key of
// three letters or fewer (a country code: "D", "UTO") is taken only as a
// whole code field: at the issuing state's or a nationality's position
// (ICAO 9303: 2 on the first line, 10 or 15 on the second), filling its
// three characters or followed by fillers. Elsewhere a key needs two
// characters at least.
func spansOf(r run, key string) [][2]int {
	text := r.it.text
	folded, at := foldKey(text)
	keyRunes := []rune(key)
	fr := []rune(folded)
	code := r.mrz && len(keyRunes) <= 3 && strings.IndexFunc(key, func(c rune) bool { return !unicode.IsLetter(c) }) < 0
	if !r.mrz && len(keyRunes) < 2 {
		return nil
	}
	var out [][2]int
	for i := 0; i+len(keyRunes) <= len(fr); i++ {
		if string(fr[i:i+len(keyRunes)]) != key {
			continue
		}
		start, end := at[i][0], at[i+len(keyRunes)-1][1]
		switch {
		case code:
			if !isCodeField(text, start, end) {
				continue
			}
		case !r.mrz:
			if !boundaryBefore(text, start) || !boundaryAfter(text, end) {
				continue
			}
		}
		out = append(out, [2]int{start, end})
	}
	return out
}

// isCodeField reports whether text[start:end] of an MRZ line is a whole
// country code field: it starts at 2, 10 or 15 and fills the field's three
// characters or is followed by fillers up to its end.
func isCodeField(text string, start, end int) bool {
	if start != 2 && start != 10 && start != 15 || start+3 > len(text) {
		return false
	}
	return strings.Trim(text[end:start+3], "<") == ""
}

func boundaryBefore(s string, i int) bool {
	if i == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}

func boundaryAfter(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}

// inkBox returns the box, in millimetres, of the ink of the characters
// text[span[0]:span[1]] of run r as drawn in format f.
func (w *worker) inkBox(r run, span [2]int, f Format) [4]float64 {
	it := r.it
	fk := it.font
	if f == FormatPDF {
		fk = pdfFont(fk)
	}
	face := w.fc.face(fk, refPx)
	mm := it.size * 25.4 / 72 / refPx // millimetres per reference pixel
	adv := fixedToFloat(font.MeasureString(face, it.text)) * mm
	x := it.x
	switch it.align {
	case alignRight:
		x -= adv
	case alignCenter:
		x -= adv / 2
	}
	x += fixedToFloat(font.MeasureString(face, it.text[:span[0]])) * mm
	ink, _ := font.BoundString(face, it.text[span[0]:span[1]])
	return [4]float64{
		x + fixedToFloat(ink.Min.X)*mm, it.y + fixedToFloat(ink.Min.Y)*mm,
		x + fixedToFloat(ink.Max.X)*mm, it.y + fixedToFloat(ink.Max.Y)*mm,
	}
}

// truthBox is the TruthBox of span of run r.
func (w *worker) truthBox(r run, pages []*page, span [2]int, f Format, turn float64) TruthBox {
	return w.toTruth(r.page, pages, w.inkBox(r, span, f), turn)
}

// toTruth turns a box in millimetres into fractions of its page, through
// the page's turn of turn degrees about its centre (as rotate turns the
// rendering): the box becomes the bounding box of its turned corners.
func (w *worker) toTruth(page int, pages []*page, b [4]float64, turn float64) TruthBox {
	p := pages[page-1]
	if turn != 0 {
		a := turn * math.Pi / 180
		cos, sin := math.Cos(a), math.Sin(a)
		cx, cy := p.w/2, p.h/2
		t := [4]float64{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
		for _, c := range [][2]float64{{b[0], b[1]}, {b[2], b[1]}, {b[0], b[3]}, {b[2], b[3]}} {
			// rotate samples the source at R(a)·d; a source point s
			// therefore lands at R(-a)·s.
			sx, sy := c[0]-cx, c[1]-cy
			x, y := sx*cos+sy*sin+cx, -sx*sin+sy*cos+cy
			t = [4]float64{min(t[0], x), min(t[1], y), max(t[2], x), max(t[3], y)}
		}
		b = t
	}
	frac := func(v, size float64) float64 { return math.Round(math.Min(1, math.Max(0, v/size))*1e4) / 1e4 }
	return TruthBox{Page: page, Box: [4]float64{frac(b[0], p.w), frac(b[1], p.h), frac(b[2], p.w), frac(b[3], p.h)}}
}
