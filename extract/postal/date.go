package postal

import (
	"math"
	"strings"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
)

// DateKind says why a date was taken for a document's date; a higher kind
// wins over a lower one.
type DateKind int

// The kinds of document date, weakest first.
const (
	DateNone DateKind = iota
	// DatePeriodEnd is the end of a statement or billing period, taken
	// when the document prints no date of its own.
	DatePeriodEnd
	// DateLetter is an unlabelled date at the head of a letter ("London,
	// 3 March 2024", "Paris, le 3 mars 2024").
	DateLetter
	// DateLabelledPlain follows a bare "Date", "Datum", "Fecha", "Data".
	DateLabelledPlain
	// DateLabelled follows an issue label: "Statement date", "Date of
	// issue", "Rechnungsdatum", "Date de facture", "Fecha de emisión".
	DateLabelled
)

// DocDate is the date chosen as a document's own date.
type DocDate struct {
	Date dates.Date
	Kind DateKind
	Page *layout.Page
	Line layout.Line
}

// DateOptions say how to read a document's dates.
type DateOptions struct {
	// MonthFirst reads ambiguous numeric dates month first (US documents).
	MonthFirst bool
}

// The labels of dates, folded, from the lexicon: those of a document's
// own date, the bare "Date", and the connectors that end a period's
// first date ("to", "bis", "au").
var (
	issueLabels = foldedLabels(lexicon.ConceptStatementDate, lexicon.ConceptBillDate, lexicon.ConceptDateOfIssue,
		lexicon.ConceptInvoiceDate, lexicon.ConceptClosingDate)
	plainLabels     = foldedLabels(lexicon.ConceptDate)
	numberedTitles  = foldedLabels(lexicon.ConceptInvoiceNumber)
	rangeConnectors = foldedLabels(lexicon.ConceptPeriodEnd)
)

func foldedLabels(cs ...lexicon.Concept) labelSet {
	set := labelSet{exact: map[string]bool{}, byWords: map[int][][]string{}}
	for _, c := range cs {
		for _, p := range lexicon.Labels(c) {
			k := lexicon.Fold(p.Text)
			if set.exact[k] {
				continue
			}
			set.exact[k] = true
			ws := strings.Fields(k)
			set.byWords[len(ws)] = append(set.byWords[len(ws)], ws)
		}
	}
	return set
}

// labelSet holds folded labels, whole and split into words by their
// number of words, for the OCR-tolerant comparison.
type labelSet struct {
	exact   map[string]bool
	byWords map[int][][]string
}

// endsWith reports whether text ends with one of labels, whole words,
// exactly or but for a recognition error in a long word ("Fecha de
// emisién", lexicon.OCRNearWords). Only a tail with such a word is
// compared loosely.
func endsWith(text string, labels labelSet) bool {
	ws := strings.Fields(lexicon.Fold(text))
	for k := 1; k <= 6 && k <= len(ws); k++ {
		if labels.exact[strings.Join(ws[len(ws)-k:], " ")] {
			return true
		}
	}
	for k := 1; k <= 6 && k <= len(ws); k++ {
		tail := ws[len(ws)-k:]
		if !lexicon.HasOCRNearWord(tail) {
			continue
		}
		for _, l := range labels.byWords[k] {
			if lexicon.OCRNearWords(tail, l) {
				return true
			}
		}
	}
	return false
}

// endsRange reports whether text ends with what joins a period's two
// dates: a dash or a connector.
func endsRange(text string) bool {
	t := strings.TrimSpace(text)
	return strings.HasSuffix(t, "-") || strings.HasSuffix(t, "–") || strings.HasSuffix(t, "—") || endsWith(t, rangeConnectors)
}

// startsRange reports whether after, the text after a date, joins it to a
// second date as a period's start: a dash or a connector, then a date.
func startsRange(after string) bool {
	ms := dates.Find(after, dates.Options{})
	if len(ms) == 0 {
		ms = dates.Find(after, dates.Options{MonthFirst: true})
	}
	if len(ms) == 0 {
		return false
	}
	between := strings.TrimSpace(after[:ms[0].Start])
	if between == "" {
		return false
	}
	return endsRange(between) && len(strings.Fields(between)) <= 2
}

// compoundDate reports whether the last word of text is a German or
// Dutch compound ending in a bare date label ("Auszugsdatum",
// "Erstellungsdatum").
func compoundDate(text string) bool {
	ws := strings.Fields(lexicon.Fold(text))
	if len(ws) == 0 {
		return false
	}
	last := ws[len(ws)-1]
	for l := range plainLabels.exact {
		if len(l) >= 4 && len(last) >= len(l)+3 && strings.HasSuffix(last, l) {
			return true
		}
	}
	return false
}

// DocumentDate chooses the document's own date among the dates of pages:
// a date after an issue label first, then a bare "Date" label, then an
// unlabelled date at the head of the first page, then the end of a
// statement period. Due dates, payment, transaction, period-start and
// birth dates are never chosen.
func DocumentDate(pages []*layout.Page, opts DateOptions) (DocDate, bool) {
	dopts := dates.Options{MonthFirst: opts.MonthFirst}
	var best DocDate
	for _, p := range pages {
		segs := Segments(p)
		for si, s := range segs {
			t := s.Text()
			ms := dates.Find(t, dopts)
			for mi, m := range ms {
				if m.Date.Year == 0 || m.Date.Month == 0 {
					continue
				}
				k := classify(p, segs, si, t, m, mi > 0 || hasRangeStart(t[:m.Start]))
				if k > best.Kind {
					best = DocDate{Date: m.Date, Kind: k, Page: p, Line: s}
				}
			}
		}
	}
	return best, best.Kind != DateNone
}

func hasRangeStart(before string) bool {
	return strings.ContainsAny(before, "0123456789")
}

// classify decides the kind of the date m found in segment si of p (text t).
// afterOther says a date or number precedes m in its segment.
func classify(p *layout.Page, segs []layout.Line, si int, t string, m dates.Match, afterOther bool) DateKind {
	before := strings.ToLower(strings.TrimSpace(t[:m.Start]))
	after := strings.TrimSpace(t[m.End:])
	tail := lastWords(before, 4)
	if startsRange(after) {
		// The first date of "vom 01.06.2025 bis 30.06.2025": a period's
		// start, whatever label comes before it.
		return DateNone
	}
	if endsRange(before) && afterOther {
		// The second date of "1 March – 31 March 2024", "from X to Y".
		return DatePeriodEnd
	}
	if k := labelKind(before, tail); k != DateNone || notIssue(tail) {
		return k
	}
	// Nothing before the date in its segment: look at the label to its
	// left on the same baseline, then above it.
	if len(strings.Fields(before)) <= 3 {
		if lbl, ok := neighbourLabel(segs, si); ok {
			lbl = strings.ToLower(lbl)
			if k := labelKind(lbl, lastWords(lbl, 4)); k != DateNone || notIssue(lastWords(lbl, 4)) {
				if k == DateLabelledPlain && len(strings.Fields(lbl)) > 3 {
					k = DateNone
				}
				return k
			}
		}
	}
	// A place and a date alone on a line, on any page ("Fait à Paris, le
	// 3 mai 2024", "En Madrid, a 27 de marzo de 2025"): where and when the
	// document was made (lexicon.PlaceBeforeDate).
	if !m.Date.Partial() && len(after) <= 2 && lexicon.PlaceBeforeDate(t[:m.Start]) {
		return DateLetter
	}
	// A whole date alone on its line near the top of the first page (with
	// at most a place before it), not in a table row or column, is the
	// letter's date; a month alone ("3/2025") may be a statement's number.
	s := segs[si]
	if p.Number == 1 && !m.Date.Partial() && s.Box.Top < 0.4*p.Height && len(strings.Fields(before)) <= 4 && len(after) <= 2 && !strings.ContainsAny(before, "0123456789") &&
		!columnOfDates(segs, si) && !inRow(segs, si) {
		return DateLetter
	}
	return DateNone
}

// labelKind classifies the label text before a date (lower case; tail is
// its last words): an issue label, a bare date label, or neither. An issue
// label right before the date wins over the words before it.
func labelKind(before, tail string) DateKind {
	switch {
	case endsWith(before, issueLabels), numberedTitle(before):
		return DateLabelled
	case notIssue(tail):
		return DateNone
	case compoundDate(tail):
		return DateLabelled
	case endsWith(tail, plainLabels) && len(strings.Fields(before)) <= 6:
		return DateLabelledPlain
	}
	return DateNone
}

// numberedTitle reports whether before, the text before a date, is a
// document's title with its number and the word that joins the date:
// "Facture n° 01908671669 du", "Bolletta n. 2523883083 del".
func numberedTitle(before string) bool {
	ws := strings.Fields(before)
	n := len(ws)
	if n < 3 || n > 7 || !lexicon.DatedOf(ws[n-1]) || strings.IndexAny(ws[n-2], "0123456789") < 0 {
		return false
	}
	return endsWith(strings.Join(ws[:n-2], " "), numberedTitles)
}

// notIssue reports whether a label's last words name a date that is not
// the document's: due, paid, a period, a birth, a reading.
func notIssue(tail string) bool { return lexicon.OtherDate(tail) }

// inRow reports whether another segment sits to the right of segment si on
// its baseline: si is a cell of a table row.
func inRow(segs []layout.Line, si int) bool {
	s := segs[si]
	h := s.Box.Height()
	for i, o := range segs {
		if i == si || o.Box.Left < s.Box.Right {
			continue
		}
		if ov := math.Min(o.Box.Bottom, s.Box.Bottom) - math.Max(o.Box.Top, s.Box.Top); ov > 0.5*h {
			return true
		}
	}
	return false
}

// neighbourLabel returns the text of the segment just left of segment si on
// its baseline, or else just above it, when that reads as a label (a few
// words) and segment si is not one of a column of dates (a table).
func neighbourLabel(segs []layout.Line, si int) (string, bool) {
	s := segs[si]
	h := s.Box.Height()
	left, above := -1, -1
	for i, o := range segs {
		if i == si {
			continue
		}
		// On one baseline: half the shorter box's height shared, since a
		// speck of noise can make a value's box twice its label's.
		ov := math.Min(o.Box.Bottom, s.Box.Bottom) - math.Max(o.Box.Top, s.Box.Top)
		// The label's column may stand far to the left in a table of
		// labels and values ("Számla kelte" ... "2025.11.12."): an
		// issue label reaches further than other words.
		reach := 12 * h
		if endsWith(o.Text(), issueLabels) {
			reach = 30 * h
		}
		if ov > 0.5*math.Min(h, o.Box.Height()) && o.Box.Right <= s.Box.Left+1 && s.Box.Left-o.Box.Right < reach {
			if left < 0 || o.Box.Right > segs[left].Box.Right {
				left = i
			}
		}
		hov := math.Min(o.Box.Right, s.Box.Right) - math.Max(o.Box.Left, s.Box.Left)
		gap := s.Box.Top - o.Box.Bottom
		if hov > 0 && gap >= -0.2*h && gap < 1.2*h {
			if above < 0 || o.Box.Bottom > segs[above].Box.Bottom {
				above = i
			}
		}
	}
	if left >= 0 {
		if t := segs[left].Text(); len(strings.Fields(t)) <= 6 {
			return t, true
		}
	}
	if above >= 0 && !columnOfDates(segs, si) {
		if t := segs[above].Text(); len(strings.Fields(t)) <= 4 {
			return t, true
		}
	}
	return "", false
}

// columnOfDates reports whether a date-bearing segment sits just below
// segment si at the same left edge: a table column, whose header labels
// every row.
func columnOfDates(segs []layout.Line, si int) bool {
	s := segs[si]
	h := s.Box.Height()
	for i, o := range segs {
		if i == si || math.Abs(o.Box.Left-s.Box.Left) > h {
			continue
		}
		if gap := o.Box.Top - s.Box.Bottom; gap >= -0.2*h && gap < 1.5*h {
			if len(dates.Find(o.Text(), dates.Options{})) > 0 {
				return true
			}
		}
	}
	return false
}

func lastWords(s string, n int) string {
	f := strings.Fields(s)
	if len(f) > n {
		f = f[len(f)-n:]
	}
	return strings.Join(f, " ")
}
