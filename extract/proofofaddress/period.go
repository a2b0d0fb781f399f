package proofofaddress

import (
	"sort"
	"strings"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/postal"
)

// A statement states the period it covers: under a period label
// ("Statement period", "Auszugszeitraum", "Billing cycle"), in a title
// ("Kontoauszug vom 01.06.2025 bis 30.06.2025", "Statement for January
// 2026"), or only by the dates of its opening and closing balances. The
// wording comes from the lexicon; dates follow the document's country.

// period is the span of days one statement covers.
type period struct {
	start, end dates.Date
	page       *layout.Page
	line       layout.Line
	// rank orders how the period was stated: a label over a title's
	// connectors over the balances' dates.
	rank int
	// statements is how many statements' periods were joined into it.
	statements int
}

const (
	rankBalances = iota + 1
	rankConnectors
	rankLabel
)

// periodReader reads the labels that state a period or its ends.
var periodReader = keyvalue.New(
	keyvalue.Field{Name: "period", Concepts: []lexicon.Concept{lexicon.ConceptStatementPeriod}},
	keyvalue.Field{Name: "for", Concepts: []lexicon.Concept{lexicon.ConceptStatementFor}},
	keyvalue.Field{Name: "opening", Concepts: []lexicon.Concept{lexicon.ConceptOpeningBalance}},
	keyvalue.Field{Name: "closing", Concepts: []lexicon.Concept{lexicon.ConceptClosingBalance}},
)

// connectors are the folded words that join a period's two dates ("to",
// "bis", "au", "t/m") and that open one ("from", "vom", "du").
var (
	endConnectors   = foldedSet(lexicon.ConceptPeriodEnd)
	startConnectors = foldedSet(lexicon.ConceptPeriodStart)
)

func foldedSet(c lexicon.Concept) map[string]bool {
	m := map[string]bool{}
	for _, p := range lexicon.Labels(c) {
		m[lexicon.Fold(p.Text)] = true
	}
	return m
}

// chargeToCome is how many days a period may end after its statement's
// date, as read: a date misread as the period's first day still keeps a
// month's period, while a council tax year that runs on for months after
// the bill is a charge to come, not a period a statement covers.
const chargeToCome = 35

// maxPeriodDays is the longest period a statement covers: a year and a
// little (quarterly and annual statements are common, longer ones not).
const maxPeriodDays = 400

// statementPeriod returns the period doc's statements cover: each
// statement's own period, the best stated on its pages; several joined
// where they touch or overlap (a gap of at most one day), and of the spans
// so joined the latest. ok is false when no page states a period. A
// period that ends well after its statement's date is a charge to come
// (see chargeToCome).
func statementPeriod(pages []*layout.Page, opts dates.Options, docDate dates.Date) (span period, ok bool) {
	var found []period
	for _, p := range pages {
		best, ok := pagePeriod(p, opts)
		if !ok {
			continue
		}
		// Each statement of a file has its own date: the page's, else the
		// document's.
		date := docDate
		if d, ok := postal.DocumentDate([]*layout.Page{p}, postal.DateOptions{MonthFirst: opts.MonthFirst}); ok {
			date = d.Date
		}
		if !date.IsZero() && date.Last().AddDays(chargeToCome).Before(best.end) {
			continue
		}
		found = append(found, best)
	}
	if len(found) == 0 {
		return period{}, false
	}
	sort.SliceStable(found, func(i, j int) bool { return found[i].start.Before(found[j].start) })
	cur := found[0]
	cur.statements = 1
	for _, p := range found[1:] {
		if !cur.end.AddDays(1).Before(p.start) {
			if cur.end.Before(p.end) {
				cur.end, cur.page, cur.line = p.end, p.page, p.line
			}
			if p.start != found[0].start || p.end != found[0].end {
				cur.statements++
			}
			continue
		}
		cur = p // a gap: the later span starts again
		cur.statements = 1
	}
	return cur, true
}

// pagePeriod returns the best period stated on page p.
func pagePeriod(p *layout.Page, opts dates.Options) (period, bool) {
	var best period
	keep := func(c period) {
		if c.rank > best.rank {
			best = c
		}
	}
	rows := keyvalue.Rows(p)
	vals := periodReader.Read(rows)
	for _, v := range vals {
		if v.Name != "period" && v.Name != "for" || otherPeriod(v.Label) {
			continue
		}
		if s, e, ok := rangeIn(v.Value, opts, true); ok {
			keep(period{start: s, end: e, page: p, line: lineOf(p, v.Field), rank: rankLabel})
			continue
		}
		if d, ok := monthIn(v.Value, opts); ok {
			keep(period{start: d.First(), end: d.Last(), page: p, line: lineOf(p, v.Field), rank: rankLabel})
		}
	}
	for _, l := range p.Lines {
		if s, e, ok := connected(l.Text(), opts); ok {
			keep(period{start: s, end: e, page: p, line: l, rank: rankConnectors})
		}
	}
	if best.rank == 0 {
		var opening, closing *keyvalue.Value
		for i, v := range vals {
			switch {
			case v.Name == "opening" && opening == nil:
				opening = &vals[i]
			case v.Name == "closing":
				closing = &vals[i]
			}
		}
		if opening != nil && closing != nil {
			s, ok1 := firstDate(opening.Label+" "+opening.Value, opts)
			e, ok2 := firstDate(closing.Label+" "+closing.Value, opts)
			if ok1 && s.AddDays(1).Day == 1 {
				// An opening balance dated the last day of a month is the
				// previous statement's closing one ("alter Kontostand vom
				// 30.04."): this statement starts the next day.
				s = s.AddDays(1)
			}
			if ok1 && ok2 && valid(s, e) {
				keep(period{start: s, end: e, page: p, line: lineOf(p, closing.Field), rank: rankBalances})
			}
		}
	}
	return best, best.rank > 0
}

// otherPeriod reports whether label names another statement's period
// ("Next statement period", "Previous billing period").
func otherPeriod(label string) bool {
	ws := strings.Fields(label)
	return len(ws) > 0 && lexicon.OtherPeriodWord(ws[0])
}

// rangeIn returns the two dates text gives as a range: two whole dates in
// order, joined by a connector or a dash.
func rangeIn(text string, opts dates.Options, labelled bool) (start, end dates.Date, ok bool) {
	ms := dates.Find(text, opts)
	for i := 0; i+1 < len(ms); i++ {
		a, b := ms[i], ms[i+1]
		// Under a period label, two dates a few marks apart are its ends
		// whatever OCR made of the connector ("/m" for "t/m").
		if between := text[a.End:b.Start]; !joins(between) && !(labelled && len(strings.TrimSpace(between)) <= 4) {
			continue
		}
		s, e := a.Date, b.Date
		if s.Partial() && !e.Partial() && s.Year == 0 {
			continue
		}
		if valid(s, e) {
			return s, e, true
		}
	}
	return dates.Date{}, dates.Date{}, false
}

// connected returns the period a line states with connectors alone:
// "vom 01.06.2025 bis 30.06.2025", "du 1er mars au 31 mars 2025", where an
// opening connector comes right before the first date.
func connected(text string, opts dates.Options) (start, end dates.Date, ok bool) {
	ms := dates.Find(text, opts)
	for i := 0; i+1 < len(ms); i++ {
		a, b := ms[i], ms[i+1]
		before := strings.Fields(lexicon.Fold(text[:a.Start]))
		if len(before) == 0 || !startConnectors[before[len(before)-1]] || !joins(text[a.End:b.Start]) {
			continue
		}
		if valid(a.Date, b.Date) {
			return a.Date, b.Date, true
		}
	}
	return dates.Date{}, dates.Date{}, false
}

// joins reports whether the text between two dates joins them as a range:
// a dash, or an end connector.
func joins(between string) bool {
	t := strings.TrimSpace(between)
	if t == "-" || t == "–" || t == "—" {
		return true
	}
	f := lexicon.Fold(t)
	return f != "" && endConnectors[f]
}

// monthIn returns the month a text names as a whole ("January 2026").
func monthIn(text string, opts dates.Options) (dates.Date, bool) {
	ms := dates.Find(text, opts)
	if len(ms) == 1 && ms[0].Date.Month != 0 && ms[0].Date.Day == 0 {
		return ms[0].Date, true
	}
	return dates.Date{}, false
}

func firstDate(text string, opts dates.Options) (dates.Date, bool) {
	for _, m := range dates.Find(text, opts) {
		if !m.Date.Partial() {
			return m.Date, true
		}
	}
	return dates.Date{}, false
}

// valid reports whether start and end are whole dates of a period: in
// order, at most maxPeriodDays apart.
func valid(start, end dates.Date) bool {
	if start.Partial() || end.Partial() || end.Before(start) {
		return false
	}
	return dates.DaysBetween(start, end) <= maxPeriodDays
}

// lineOf returns the line of p that holds field f.
func lineOf(p *layout.Page, f layout.Field) layout.Line {
	for _, l := range p.Lines {
		if l.Box == f.Box || l.Box.Top <= f.Box.Top && l.Box.Bottom >= f.Box.Bottom && l.Box.Left <= f.Box.Left && l.Box.Right >= f.Box.Right {
			return l
		}
	}
	return layout.Line{Box: f.Box, Confidence: f.Confidence}
}
