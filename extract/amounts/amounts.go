package amounts

import (
	"regexp"
	"sort"
	"strings"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/money"
	"github.com/docextract/docextract/fuzzy"
)

// Value is an amount read from a page: the money and where it was read.
// Its Field's Value is the amount in the API's form ("1234.50").
type Value struct {
	money.Money
	Field layout.Field
}

// Found reports whether v was read.
func (v Value) Found() bool { return v.Field.Found() }

// valueOf returns the Value of m read from line l of page p.
func valueOf(m money.Money, p *layout.Page, l layout.Line) Value {
	return Value{Money: m, Field: layout.FromLine(m.Amount.String(), p, l).By("totals.label")}
}

var (
	reDecimalComma = regexp.MustCompile(`\d,\d{2}(?:[^\d]|$)`)
	reDecimalPoint = regexp.MustCompile(`\d\.\d{2}(?:[^\d]|$)`)
)

// Notation returns the decimal separator the text's amounts are printed
// with, ',' or '.', by which one more often precedes exactly two digits;
// 0 when neither does.
func Notation(text string) rune {
	c := len(reDecimalComma.FindAllStringIndex(text, -1))
	p := len(reDecimalPoint.FindAllStringIndex(text, -1))
	switch {
	case c > p:
		return ','
	case p > c:
		return '.'
	}
	return 0
}

// reCode is an ISO 4217 code standing as a word.
var reCode = regexp.MustCompile(`\b[A-Z]{3}\b`)

// Currency returns the currency a text prints its amounts in: the ISO
// code or sign printed with amounts most often (codes standing alone
// beside a currency label count too), else the currency of country; ""
// when neither tells.
func Currency(text, country string) string {
	count := map[string]int{}
	opts := money.Options{Decimal: Notation(text), Country: country}
	for _, line := range strings.Split(text, "\n") {
		for _, f := range money.Find(line, opts) {
			if f.Currency != "" {
				count[f.Currency] += 2
			}
		}
		if lineHasCurrencyLabel(line) {
			for _, c := range reCode.FindAllString(line, -1) {
				if _, ok := money.Currency(c); ok {
					count[c] += 3
				}
			}
		}
	}
	best, n := "", 0
	for _, c := range sortedKeys(count) {
		if count[c] > n {
			best, n = c, count[c]
		}
	}
	if best == "" {
		best = money.OfCountry(country)
	}
	return best
}

var currencyLabels = foldedSet(lexicon.ConceptCurrency)

// lineHasCurrencyLabel reports whether line holds a currency label of the
// lexicon ("Currency", "Währung", "Devise").
func lineHasCurrencyLabel(line string) bool {
	for _, w := range strings.Fields(lexicon.Fold(line)) {
		if currencyLabels[w] {
			return true
		}
	}
	return false
}

func foldedSet(cs ...lexicon.Concept) map[string]bool {
	m := map[string]bool{}
	for _, c := range cs {
		for _, p := range lexicon.Labels(c) {
			m[lexicon.Fold(p.Text)] = true
		}
	}
	return m
}

func sortedKeys(m map[string]int) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Last returns the last amount printed in text with decimal places (or
// any amount when none has them and whole is set), and whether there is one.
func Last(text string, opts money.Options, whole bool) (money.Found, bool) {
	fs := money.Find(text, opts)
	for i := len(fs) - 1; i >= 0; i-- {
		if fs[i].Decimals > 0 || whole {
			return fs[i], true
		}
	}
	return money.Found{}, false
}

// labelIndex maps folded labels of a set of concepts to their concept.
type labelIndex struct {
	byText map[string]lexicon.Concept
	long   []string // labels of 5 letters or more, for OCR noise
}

func newLabelIndex(cs ...lexicon.Concept) *labelIndex {
	ix := &labelIndex{byText: map[string]lexicon.Concept{}}
	for _, c := range cs {
		for _, p := range lexicon.Labels(c) {
			f := lexicon.Fold(p.Text)
			if f == "" {
				continue
			}
			if _, dup := ix.byText[f]; dup {
				continue
			}
			ix.byText[f] = c
			if len(f) >= 5 {
				ix.long = append(ix.long, f)
			}
		}
	}
	sort.Strings(ix.long)
	return ix
}

// lookup returns the concept of folded text f, exactly or, for labels of
// five letters or more, with one OCR slip ("T0TAL", "SUBTOTAI").
func (ix *labelIndex) lookup(f string) (lexicon.Concept, bool) {
	if c, ok := ix.byText[f]; ok {
		return c, true
	}
	if len(f) < 5 {
		return "", false
	}
	for _, l := range ix.long {
		if d := len(l) - len(f); d < -1 || d > 1 {
			continue
		}
		if fuzzy.Similarity(f, l) >= 0.8 {
			return ix.byText[l], true
		}
	}
	return "", false
}

// prefix returns the concept of the longest label that starts the folded
// words ws, and how many words it takes.
func (ix *labelIndex) prefix(ws []string) (lexicon.Concept, int, bool) {
	for k := min(len(ws), 5); k >= 1; k-- {
		if c, ok := ix.lookup(strings.Join(ws[:k], " ")); ok {
			return c, k, true
		}
	}
	return "", 0, false
}
