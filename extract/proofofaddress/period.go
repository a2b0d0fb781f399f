package proofofaddress

import (
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/postal"
	"github.com/docextract/docextract/fuzzy"
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
	// connectors over a range printed alone on its line over the
	// balances' dates.
	rank int
	// statements is how many statements' periods were joined into it.
	statements int
}

const (
	rankBalances = iota + 1
	rankAlone
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
		cands := pagePeriods(p, opts)
		if len(cands) == 0 {
			continue
		}
		// Each statement of a file has its own date: the page's, else the
		// document's.
		date := docDate
		if d, ok := postal.DocumentDate([]*layout.Page{p}, postal.DateOptions{MonthFirst: opts.MonthFirst}); ok {
			date = d.Date
		}
		if best, ok := bestPeriod(cands, date); ok {
			found = append(found, best)
		}
	}
	if len(found) == 0 {
		return period{}, false
	}
	sort.SliceStable(found, func(i, j int) bool { return found[i].start.Before(found[j].start) })
	cur := found[0]
	cur.statements = 1
	for _, p := range found[1:] {
		// joined when at most one day between them is not covered
		if !cur.end.AddDays(2).Before(p.start) {
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

// bestPeriod returns the period of cands stated most plainly, and of
// those stated alike the first that ends by the statement's date. A
// period that ends more than chargeToCome days after that date is a
// charge to come, never the statement's (a month and year alone, "3/2025",
// may be a statement's number, not its date, and is not used).
func bestPeriod(cands []period, date dates.Date) (period, bool) {
	var best period
	bestByDate := false
	for _, c := range cands {
		byDate := date.Partial() || !date.Before(c.end)
		if !date.Partial() && date.AddDays(chargeToCome).Before(c.end) {
			continue
		}
		if c.rank > best.rank || c.rank == best.rank && byDate && !bestByDate {
			best, bestByDate = c, byDate
		}
	}
	return best, best.rank > 0
}

// pagePeriods returns the periods stated on page p, each ranked by how it
// is stated; the balances' dates only when nothing else states one.
func pagePeriods(p *layout.Page, opts dates.Options) []period {
	var cands []period
	keep := func(c period) { cands = append(cands, c) }
	vals := statedValues(p)
	for _, v := range vals {
		if v.name != "period" && v.name != "for" || otherPeriod(v.label) {
			continue
		}
		if s, e, ok := rangeIn(v.value, opts, true); ok {
			keep(period{start: s, end: e, page: p, line: v.line, rank: rankLabel})
			continue
		}
		if d, ok := monthIn(v.value, opts); ok {
			keep(period{start: d.First(), end: d.Last(), page: p, line: v.line, rank: rankLabel})
		}
	}
	for _, l := range p.Lines {
		if s, e, ok := connected(l.Text(), opts); ok {
			keep(period{start: s, end: e, page: p, line: l, rank: rankConnectors})
		} else if s, e, ok := alone(l.Text(), opts); ok {
			keep(period{start: s, end: e, page: p, line: l, rank: rankAlone})
		}
	}
	if len(cands) == 0 {
		var opening, closing *stated
		for i, v := range vals {
			switch {
			case v.name == "opening" && opening == nil:
				opening = &vals[i]
			case v.name == "closing":
				closing = &vals[i]
			}
		}
		if opening != nil && closing != nil {
			s, ok1 := balanceDate(p, *opening, opts)
			e, ok2 := balanceDate(p, *closing, opts)
			if ok1 && s.AddDays(1).Day == 1 {
				// An opening balance dated the last day of a month is the
				// previous statement's closing one ("alter Kontostand vom
				// 30.04."): this statement starts the next day.
				s = s.AddDays(1)
			}
			if ok1 && ok2 && valid(s, e) {
				keep(period{start: s, end: e, page: p, line: closing.line, rank: rankBalances})
			}
		}
	}
	return cands
}

// balanceDate returns the date of a balance: printed with its label
// ("Opening balance on 1 Jan 2026"), else in the date column of its
// table's row, left of the label ("2025-01-02  Opening balance  $2,159.42").
func balanceDate(p *layout.Page, v stated, opts dates.Options) (dates.Date, bool) {
	if d, ok := firstDate(v.label+" "+v.value, opts); ok {
		return d, true
	}
	b := v.line.Box
	if b.Height() <= 0 {
		return dates.Date{}, false
	}
	for _, l := range p.Lines {
		mid := (l.Box.Top + l.Box.Bottom) / 2
		if l.Box.Right > b.Left || mid < b.Top || mid > b.Bottom {
			continue
		}
		if d, ok := firstDate(l.Text(), opts); ok {
			return d, true
		}
	}
	return dates.Date{}, false
}

// stated is a value printed under one of periodReader's labels.
type stated struct {
	name, label, value string
	line               layout.Line
}

// statedValues returns the values under period and balance labels on p,
// top to bottom: those the key-value reader finds, and the rest of each
// line that begins with such a label where the reader leaves it to prose
// or a colon ("Periode 01-04-2025 t/m 30-04-2025", "Opening balance on
// 1 Jan 2026").
func statedValues(p *layout.Page) []stated {
	var out []stated
	for _, v := range periodReader.Read(keyvalue.Rows(p)) {
		out = append(out, stated{v.Name, v.Label, v.Value, lineOf(p, v.Field)})
	}
	for _, l := range p.Lines {
		if name, label, rest, ok := leadingLabel(l.Text()); ok {
			out = append(out, stated{name, label, rest, l})
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].line.Box.Top < out[j].line.Box.Top })
	return out
}

// leadingLabels are the folded period and balance labels, by field name.
var leadingLabels = func() map[string]string {
	m := map[string]string{}
	for name, c := range map[string]lexicon.Concept{
		"period": lexicon.ConceptStatementPeriod, "for": lexicon.ConceptStatementFor,
		"opening": lexicon.ConceptOpeningBalance, "closing": lexicon.ConceptClosingBalance,
	} {
		for _, p := range lexicon.Labels(c) {
			m[lexicon.Fold(p.Text)] = name
		}
	}
	return m
}()

// titleLabels are the folded labels of a statement's title ("For the month
// of", "Pour le mois de"), by their first word.
var titleLabels = func() map[string][]string {
	m := map[string][]string{}
	for _, p := range lexicon.Labels(lexicon.ConceptStatementFor) {
		f := lexicon.Fold(p.Text)
		first, _, _ := strings.Cut(f, " ")
		m[first] = append(m[first], f)
	}
	return m
}()

// maxTitleStart is how many words may stand before a statement's title
// label: the name of the bill it titles ("HT C.C. Bill for the month of
// June 2024", "Electricity bill for the month of").
const maxTitleStart = 6

// minNoisyTitle is the shortest title label matched with an OCR slip
// ("for the month cf"): shorter ones are too easily other words.
const minNoisyTitle = 12

// leadingLabel returns the longest period or balance label text begins
// with, optionally after a qualifying word ("Next statement period"), and
// the rest of the line; or a title's label after the bill's name (see
// maxTitleStart), printed as the lexicon has it or with one OCR slip in a
// long label.
func leadingLabel(text string) (name, label, rest string, ok bool) {
	ws := strings.Fields(text)
	for from := 0; from <= 1 && from < len(ws); from++ {
		for k := min(len(ws)-1, from+5); k > from; k-- {
			if n, ok := leadingLabels[lexicon.Fold(strings.Join(ws[from:k], " "))]; ok {
				return n, strings.Join(ws[:k], " "), strings.Join(ws[k:], " "), true
			}
		}
	}
	// A period label after words that say what the period is of, right
	// before its dates ("Faktisk förbrukning för perioden 2025-05-01 –
	// 2025-05-31", "Consumption for the period 1/5 - 31/5").
	for from := 2; from <= maxTitleStart && from < len(ws)-1; from++ {
		for k := min(len(ws)-1, from+5); k > from; k-- {
			n, ok := leadingLabels[lexicon.Fold(strings.Join(ws[from:k], " "))]
			if ok && n == "period" && startsDate(ws[k]) {
				return n, strings.Join(ws[:k], " "), strings.Join(ws[k:], " "), true
			}
		}
	}
	for from := 0; from <= maxTitleStart && from < len(ws)-1; from++ {
		for _, t := range titleLabels[lexicon.Fold(ws[from])] {
			n := len(strings.Fields(t))
			if from+n >= len(ws) {
				continue
			}
			got := lexicon.Fold(strings.Join(ws[from:from+n], " "))
			if got == t || len(t) >= minNoisyTitle && fuzzy.Similarity(got, t) >= 0.9 {
				return "for", strings.Join(ws[:from+n], " "), strings.Join(ws[from+n:], " "), true
			}
		}
	}
	return "", "", "", false
}

// startsDate reports whether word starts a date: a digit or a month's
// name ("2025-05-01", "1.", "May").
func startsDate(word string) bool {
	if word != "" && word[0] >= '0' && word[0] <= '9' {
		return true
	}
	_, ok := lexicon.Month(word)
	return ok
}

// otherPeriod reports whether label names another statement's period
// ("Next statement period", "Previous billing period").
func otherPeriod(label string) bool {
	ws := strings.Fields(label)
	return len(ws) > 0 && lexicon.OtherPeriodWord(ws[0])
}

// span is a range of days a text states, at text[from:to].
type span struct {
	start, end dates.Date
	from, to   int
	between    string // what lies between the two dates
	joined     bool   // by a connector or a dash, not only placed side by side
}

// spans returns the ranges text states, in order: two whole dates, or a
// whole date and the yearless one before it that it completes ("1 – 31
// January 2026", "du 1er au 28 février"), with what lies between them. A
// numeric date with a digit recognition read as a letter is read repaired.
func spans(text string, opts dates.Options) []span {
	text = dates.RepairDigits(text) // "10/16/2D25": offsets hold
	ms := dates.Find(text, opts)
	var out []span
	for i, b := range ms {
		if b.Date.Partial() {
			continue
		}
		prev := 0
		if i > 0 {
			prev = ms[i-1].End
			if a := ms[i-1]; !a.Date.Partial() {
				between := text[a.End:b.Start]
				out = append(out, span{start: a.Date, end: b.Date, from: a.Start, to: b.End, between: between, joined: joins(between)})
			}
		}
		before, ok := beforeJoiner(text[prev:b.Start])
		if !ok {
			continue
		}
		if m, ok := dates.RangeStart(before, b.Date, opts); ok {
			out = append(out, span{start: m.Date, end: b.Date, from: prev + m.Start, to: b.End, joined: true})
		}
	}
	return out
}

// beforeJoiner returns text without the connector or dash it ends with.
func beforeJoiner(text string) (string, bool) {
	t := strings.TrimRight(text, " \t")
	for _, dash := range rangeMarks {
		if strings.HasSuffix(t, dash) {
			return t[:len(t)-len(dash)], true
		}
	}
	ws := strings.Fields(t)
	for n := 1; n <= 3 && n <= len(ws); n++ {
		if endConnectors[lexicon.Fold(strings.Join(ws[len(ws)-n:], " "))] {
			cut := t
			for range n {
				cut = strings.TrimRight(cut, " \t")
				cut = cut[:strings.LastIndexAny(cut, " \t")+1]
			}
			return cut, true
		}
	}
	return "", false
}

// rangeIn returns the two dates text gives as a range: in order, joined
// by a connector or a dash, or under a period label a few marks apart
// whatever OCR made of the connector ("/m" for "t/m").
func rangeIn(text string, opts dates.Options, labelled bool) (start, end dates.Date, ok bool) {
	for _, sp := range spans(text, opts) {
		if !sp.joined && !(labelled && len(strings.TrimSpace(sp.between)) <= 4) {
			continue
		}
		if valid(sp.start, sp.end) {
			return sp.start, sp.end, true
		}
	}
	return dates.Date{}, dates.Date{}, false
}

// connected returns the period a line states with connectors alone:
// "vom 01.06.2025 bis 30.06.2025", "du 1er mars au 31 mars 2025", where an
// opening connector comes right before the first date.
func connected(text string, opts dates.Options) (start, end dates.Date, ok bool) {
	for _, sp := range spans(text, opts) {
		before := strings.Fields(lexicon.Fold(text[:sp.from]))
		if !sp.joined || len(before) == 0 || !startConnectors[before[len(before)-1]] {
			continue
		}
		if valid(sp.start, sp.end) {
			return sp.start, sp.end, true
		}
	}
	return dates.Date{}, dates.Date{}, false
}

// alone returns the period a line states as all it prints ("July 1 –
// July 31, 2015" under a statement's title), or after the title of a
// statement or bill alone ("Statement 1 Mar - 31 Mar 2026").
func alone(text string, opts dates.Options) (start, end dates.Date, ok bool) {
	for _, sp := range spans(text, opts) {
		if sp.joined && (blank(text[:sp.from]) || titled(text[:sp.from])) && blank(text[sp.to:]) && valid(sp.start, sp.end) {
			return sp.start, sp.end, true
		}
	}
	return dates.Date{}, dates.Date{}, false
}

// titled reports whether s is no more than a few words, all of them the
// vocabulary of statements or bills.
func titled(s string) bool {
	f := lexicon.Fold(s)
	if f == "" || strings.ContainsAny(f, "0123456789") || len(strings.Fields(f)) > 3 {
		return false
	}
	for k, e := range lexicon.Weigh(s) {
		if k != lexicon.KindBankStatement && k != lexicon.KindCreditCardStatement && k != lexicon.KindBill {
			continue
		}
		var words int
		for _, t := range append(e.Strong, e.Weak...) {
			words += len(strings.Fields(t))
		}
		if words >= len(strings.Fields(f)) {
			return true
		}
	}
	return false
}

// blank reports whether s holds no letter or digit.
func blank(s string) bool {
	return !strings.ContainsFunc(s, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) })
}

// rangeMarks are the marks printed between a range's two ends: dashes,
// and the wave dash of Japanese, Chinese and Korean typography ("〜", "～",
// "~"), which OCR also makes of a faint dash.
var rangeMarks = []string{"-", "–", "—", "~", "〜", "～"}

// joins reports whether the text between two dates joins them as a range:
// a dash, or an end connector.
func joins(between string) bool {
	if t := strings.TrimSpace(between); slices.Contains(rangeMarks, t) {
		return true
	}
	t := strings.TrimSpace(between)
	f := lexicon.Fold(t)
	return f != "" && endConnectors[f]
}

// monthIn returns the month a text names as a whole ("January 2026"), or
// first, before other dates ("June 2024, Date: 01-Jul-24").
func monthIn(text string, opts dates.Options) (dates.Date, bool) {
	ms := dates.Find(text, opts)
	if len(ms) > 0 && (len(ms) == 1 || ms[0].Start == 0) && ms[0].Date.Month != 0 && ms[0].Date.Day == 0 {
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
// order, more than a day and at most maxPeriodDays apart (a "period" of
// one day is a date printed twice, or a misreading).
func valid(start, end dates.Date) bool {
	if start.Partial() || end.Partial() || !start.Before(end) {
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
