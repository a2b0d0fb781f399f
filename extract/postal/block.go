package postal

import (
	"math"
	"regexp"
	"sort"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
)

// Block is a run of closely spaced lines aligned on their left or right
// edge: an address window, a letterhead column, a footer paragraph. Its
// lines are segments of page lines, split where a wide gap separates two
// columns.
type Block struct {
	Page  *layout.Page
	Lines []layout.Line
	Box   layout.Box
}

// Texts returns the text of each line of b.
func (b Block) Texts() []string {
	t := make([]string, len(b.Lines))
	for i, l := range b.Lines {
		t[i] = l.Text()
	}
	return t
}

// Segments splits the lines of p where two words are further apart than
// twice the line height, so that columns printed on one baseline (a
// letterhead beside an address window) become separate lines.
//
// On recognised pages, words that are only rules or marks ("|", "»"),
// which recognition reads from logos and frames, are dropped first.
func Segments(p *layout.Page) []layout.Line {
	var out []layout.Line
	for _, l := range p.Lines {
		ws := l.Words
		if p.Source == layout.SourceOCR {
			ws = dropMarks(houseNumberMark(ws))
		}
		h := l.Box.Height()
		start := 0
		for i := 1; i <= len(ws); i++ {
			if i < len(ws) && ws[i].Box.Left-ws[i-1].Box.Right <= 2*h {
				continue
			}
			out = append(out, lineOf(ws[start:i], l.Confidence))
			start = i
		}
	}
	return out
}

// houseNumberMark returns ws with a first word "|", "]" or "!" before a
// street read as the house number 1 it is ("| rue de la Banque"), which
// dropMarks would otherwise drop as a rule.
func houseNumberMark(ws []layout.Word) []layout.Word {
	if len(ws) < 2 || (ws[0].Text != "|" && ws[0].Text != "]" && ws[0].Text != "!") {
		return ws
	}
	var rest []string
	for _, w := range ws[1:] {
		rest = append(rest, w.Text)
	}
	if !hasStreetWord(strings.Join(rest, " ")) {
		return ws
	}
	out := append([]layout.Word(nil), ws...)
	out[0].Text = "1"
	return out
}

// dropMarks returns ws without the words made only of rule and mark
// characters, without such punctuation at the start of the line, and with
// rules trimmed from the ends of the other words ("_V6B").
func dropMarks(ws []layout.Word) []layout.Word {
	out := make([]layout.Word, 0, len(ws))
	for _, w := range ws {
		if strings.Trim(w.Text, marks) == "" || (len(out) == 0 && (strings.Trim(w.Text, marks+"—–-•·.:;,'\"") == "" || logoMark(w.Text))) {
			continue
		}
		w.Text = strings.Trim(w.Text, marks)
		out = append(out, w)
	}
	return out
}

// logoMark reports whether word is only signs and brackets, what
// recognition reads from a logo before a letterhead's name ("© Lakeshore
// Bank, N.A.", ") Cascade Federal"): symbols other than currency signs
// (©, ®, °, +) and brackets.
func logoMark(word string) bool {
	for _, r := range word {
		if !strings.ContainsRune("()[]{}", r) && (!unicode.IsSymbol(r) || unicode.Is(unicode.Sc, r)) {
			return false
		}
	}
	return word != ""
}

// marks are the characters recognition reads from rules, frames and logos.
const marks = "|¦»«~_"

func lineOf(ws []layout.Word, conf float64) layout.Line {
	l := layout.Line{Words: ws, Confidence: conf}
	sum := 0.0
	for _, w := range ws {
		l.Box = l.Box.Union(w.Box)
		sum += w.Confidence
	}
	if len(ws) > 0 && sum > 0 {
		l.Confidence = sum / float64(len(ws))
	}
	return l
}

// Blocks groups the segments of p into blocks, top to bottom.
func Blocks(p *layout.Page) []Block {
	segs := Segments(p)
	sort.SliceStable(segs, func(i, j int) bool { return segs[i].Box.Top < segs[j].Box.Top })
	var blocks []Block
	for _, s := range segs {
		h := s.Box.Height()
		if h <= 0 {
			continue
		}
		best, bestGap := -1, math.Inf(1)
		for i := range blocks {
			last := blocks[i].Lines[len(blocks[i].Lines)-1]
			lh := last.Box.Height()
			hh := max(h, lh)
			gap := s.Box.Top - last.Box.Bottom
			tol := max(0.8*hh, 3)
			leftAligned := math.Abs(s.Box.Left-last.Box.Left) <= max(0.8*min(h, lh), 3)
			// Lines of one size; or, recognised boxes being uneven, lines
			// flush left and tightly spaced.
			if r := h / lh; (r < 0.6 || r > 1.7) && !(p.Source == layout.SourceOCR && leftAligned && r > 0.4 && r < 2.5 && gap < 0.6*min(h, lh)) {
				continue
			}
			// Recognised boxes of capitals alone are short for their
			// spacing: flush-left lines a little further apart still join.
			if gap < -0.4*hh || gap > 0.9*hh && !(p.Source == layout.SourceOCR && leftAligned && gap <= 1.2*hh) {
				continue
			}
			if !leftAligned && math.Abs(s.Box.Left-last.Box.Left) > tol && math.Abs(s.Box.Right-last.Box.Right) > tol {
				continue
			}
			if gap < bestGap {
				best, bestGap = i, gap
			}
		}
		if best < 0 {
			blocks = append(blocks, Block{Page: p})
			best = len(blocks) - 1
		}
		b := &blocks[best]
		b.Lines = append(b.Lines, s)
		b.Box = b.Box.Union(s.Box)
	}
	return blocks
}

// Found is an address found on a page, with the lines it was read from.
type Found struct {
	Address
	Page *layout.Page
	// NameLine is the name's line; its Words are nil when there is no name.
	NameLine layout.Line
	// Box spans the address lines (not the name).
	Box layout.Box
	// Block is the block the address was read from.
	Block Block
	// Heading says Name was read from a larger line above the block (a
	// letterhead's name), not from the block itself.
	Heading bool
	// Role is the party-role label a line of the block printed over the
	// address ("Seller", "Bill to", "NABYWCA": lexicon.PartyRole), not
	// part of it; "" when it printed none.
	Role lexicon.Concept
}

// afterFirst returns b without its first line.
func (b Block) afterFirst() Block { return b.after(0) }

// after returns b's lines after line i.
func (b Block) after(i int) Block {
	out := Block{Page: b.Page, Lines: b.Lines[i+1:]}
	for _, l := range out.Lines {
		out.Box = out.Box.Union(l.Box)
	}
	return out
}

// FindAddresses returns the addresses of page p, one per block at most, top
// to bottom.
func FindAddresses(p *layout.Page) []Found {
	var out []Found
	var segs []layout.Line
	for _, b := range Blocks(p) {
		if len(b.Lines) > 1 && IsReturnLine(b.Lines[0].Text()) {
			// The window's return address over the addressee.
			b = b.afterFirst()
		}
		// A party-role label heads the party's lines. Lines above it in
		// the same block (a QR-bill's "Zusätzliche Informationen" over
		// "Zahlbar durch") are another's when a name follows the label;
		// else the label is the name ("CUSTOMER" on a sample bill).
		var role lexicon.Concept
		for i := len(b.Lines) - 2; i >= 0; i-- {
			c, ok := lexicon.PartyRole(b.Lines[i].Text())
			if !ok {
				continue
			}
			if a, parsed := ParseAddress(b.after(i).Texts()); i == 0 || parsed && a.Name != "" {
				role, b = c, b.after(i)
				break
			}
		}
		a, ok := ParseAddress(b.Texts())
		if !ok {
			continue
		}
		f := Found{Address: a, Page: p, Block: b, Role: role}
		if a.NameIndex >= 0 {
			f.NameLine = b.Lines[a.NameIndex]
		}
		for _, l := range b.Lines[a.First : a.Last+1] {
			f.Box = f.Box.Union(l.Box)
		}
		if a.NameIndex < 0 && a.First == 0 {
			if segs == nil {
				segs = Segments(p)
			}
			if h, ok := heading(segs, f.Box, b.Lines[0].Box.Height()); ok {
				f.Name, f.NameLine, f.Heading = CleanName(h.Text()), h, true
			}
		}
		out = append(out, f)
	}
	return out
}

// heading returns the name line printed above an address block box in a
// larger type, as letterheads print the sender's name: flush left with the
// block, close above it, and reading as a name.
func heading(segs []layout.Line, box layout.Box, lineHeight float64) (layout.Line, bool) {
	best, bestGap := -1, math.Inf(1)
	for i, s := range segs {
		gap := box.Top - s.Box.Bottom
		h := s.Box.Height()
		if gap < -0.2*lineHeight || gap > 2*lineHeight || math.Abs(s.Box.Left-box.Left) > max(1.5*lineHeight, h) {
			continue
		}
		if h < 1.2*lineHeight || !IsName(s.Text()) {
			continue
		}
		if gap < bestGap {
			best, bestGap = i, gap
		}
	}
	if best < 0 {
		return layout.Line{}, false
	}
	return segs[best], true
}

// Echoed reports whether the name and postcode of f are printed together
// on another line of its page, as a sender's are in a return-address line
// above the window or in a legal footer. An addressee's are not.
func (f Found) Echoed() bool {
	if f.Name == "" {
		return false
	}
	name := squash(f.Name)
	pc := squash(f.Postcode.Value)
	for _, l := range f.Page.Lines {
		if l.Box.Top >= f.Block.Box.Top-1 && l.Box.Bottom <= f.Block.Box.Bottom+1 {
			continue
		}
		t := squash(l.Text())
		if strings.Contains(t, name) && (pc != "" && strings.Contains(t, pc)) {
			return true
		}
	}
	return false
}

// squash lower-cases s and keeps only its letters and digits.
func squash(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Addressee returns the index in found of the addressee's address, or -1
// when none reads as one: an address headed by a name, in the upper half
// of its page, preferring a name with an honorific; never a letterhead (a
// name printed above the block in larger type) nor an address echoed with
// its name elsewhere on the page (the sender's). adjust, when not nil,
// adds the caller's own score to each candidate.
func Addressee(found []Found, adjust func(Found) int) int {
	best, bestScore := -1, -100
	for i, a := range found {
		score := 0
		switch {
		case a.Name == "":
			score--
		case a.Heading:
			score -= 3
		default:
			score += 3
		}
		if a.Titled {
			score += 2
		}
		if a.Echoed() {
			score -= 5
		}
		top := a.Box.Top / a.Page.Height
		if top < 0.5 {
			score += 2
		}
		if top > 0.8 {
			score -= 2
		}
		score -= 2 * (a.Page.Number - 1)
		if adjust != nil {
			score += adjust(a)
		}
		if score > bestScore {
			best, bestScore = i, score
		}
	}
	if bestScore < 0 {
		return -1
	}
	return best
}

// ReturnSeparator separates the parts of a sender's name and address
// printed on one line (a return-address line over the window, a legal
// footer): the dots, bullets, bars and dashes letters print between them,
// and what OCR makes of small dots (" : ", "»").
var ReturnSeparator = regexp.MustCompile(`\s+[·•|–—:-]\s+|\s*[·•|»«]\s*`)

// IsReturnLine reports whether s is a sender's return-address line, as
// printed small over an address window (DIN 5008's Rücksendeangabe, the
// return address of windowed envelopes elsewhere): a name, then after a
// separator a part holding a postcode ("Bundeszentralamt für Steuern ·
// 53221 Bonn", "Northern Lights Utilities - 51 Bay St Toronto ON M5H
// 7Z9"). The block under such a line is the addressee's, not the
// sender's.
func IsReturnLine(s string) bool {
	parts := ReturnSeparator.Split(s, -1)
	if len(parts) < 2 || !IsName(parts[0]) || IsStreet(parts[0]) {
		return false
	}
	for _, p := range parts[1:] {
		if len(FindPostcodes(p)) > 0 {
			return true
		}
	}
	return false
}
