package lexicon

import (
	"sort"
	"sync"
)

// Concept names a field-like thing that documents label: a date of birth,
// an account number, an invoice total.
type Concept string

// Phrase is one label of a concept as documents print it, in one language
// (ISO 639-1). Consumers match phrases after Fold.
type Phrase struct {
	Text string
	Lang string
	// Generic is set on a phrase that also labels other things or reads
	// as an ordinary word ("Number", "Status", "Date", "From"): it labels
	// the concept only where the layout shows a label (a label cell, a
	// colon after it) or the context names the concept.
	Generic bool
}

// labelLanguages are the languages every label table covers where the
// concept is printed in it; en, de, fr, es, it, nl and pt are required of
// every concept. fi, no, et, lv, lt, hu, ro, sk, sl and hr label the
// fields of register extracts, tax letters, bills, statements and identity
// documents (languages_test.go lists them), and an invoice's number and
// date, not yet the other labels of invoices, receipts and transfers:
// they follow, alphabetically.
var labelLanguages = []string{"en", "de", "fr", "es", "it", "nl", "pt", "sv", "da", "pl", "cs"}

// requiredLanguages must have at least one phrase for every concept.
var requiredLanguages = []string{"en", "de", "fr", "es", "it", "nl", "pt"}

// labelTable is one group of label tables: per concept, per language, the
// phrases as printed.
type labelTable map[Concept]map[string][]string

// labels merges the groups of tables; a concept's phrases may come from
// several groups.
var labels = func() labelTable {
	all := labelTable{}
	for _, t := range []labelTable{identityLabels, accountLabels, datedLabels, signedLabels, taxLabels, organisationLabels, invoiceLabels, transferLabels, contactLabels} {
		for c, byLang := range t {
			if all[c] == nil {
				all[c] = map[string][]string{}
			}
			for lang, ps := range byLang {
				all[c][lang] = append(all[c][lang], ps...)
			}
		}
	}
	return all
}()

// genericFolded holds, per concept, the folded phrases that are generic
// (see Phrase.Generic).
var genericFolded = func() map[Concept]map[string]bool {
	m := map[Concept]map[string]bool{}
	for c, ps := range genericLabels {
		m[c] = map[string]bool{}
		for _, p := range ps {
			m[c][Fold(p)] = true
		}
	}
	return m
}()

// Labels returns the label phrases of c in every language, languages in
// the order of labelLanguages then alphabetical, phrases in table order.
// It returns nil for an unknown concept.
func Labels(c Concept) []Phrase {
	byLang := labels[c]
	if byLang == nil {
		return nil
	}
	var out []Phrase
	for _, lang := range languagesOf(byLang) {
		for _, t := range byLang[lang] {
			out = append(out, Phrase{Text: t, Lang: lang, Generic: genericFolded[c][Fold(t)]})
		}
	}
	return out
}

// LabelsIn returns the label phrases of c in language lang.
func LabelsIn(c Concept, lang string) []Phrase {
	var out []Phrase
	for _, p := range Labels(c) {
		if p.Lang == lang {
			out = append(out, p)
		}
	}
	return out
}

// languagesOf returns the languages of byLang: labelLanguages first, in
// their order, then the others alphabetically.
func languagesOf(byLang map[string][]string) []string {
	var out, rest []string
	known := map[string]bool{}
	for _, l := range labelLanguages {
		known[l] = true
		if len(byLang[l]) > 0 {
			out = append(out, l)
		}
	}
	for l := range byLang {
		if !known[l] {
			rest = append(rest, l)
		}
	}
	sort.Strings(rest)
	return append(out, rest...)
}

// Concepts returns every concept that has labels, in declaration order.
func Concepts() []Concept {
	return append([]Concept(nil), conceptOrder...)
}

// LabelIndex maps folded label phrases to the concepts they label, for
// looking up a label read from a document. Build it once with
// NewLabelIndex.
type LabelIndex struct {
	byText map[string][]Concept
}

// NewLabelIndex indexes the labels of every concept.
func NewLabelIndex() *LabelIndex {
	ix := &LabelIndex{byText: map[string][]Concept{}}
	for _, c := range conceptOrder {
		seen := map[string]bool{}
		for _, p := range Labels(c) {
			k := Fold(p.Text)
			if k == "" || seen[k] {
				continue
			}
			seen[k] = true
			ix.byText[k] = append(ix.byText[k], c)
		}
	}
	return ix
}

// allLabels indexes the labels of every concept, built once.
var allLabels = sync.OnceValue(NewLabelIndex)

// LabelConcepts returns the concepts whose label is text after Fold, in
// declaration order: the lookup of one index of every concept's labels.
func LabelConcepts(text string) []Concept { return allLabels().Lookup(text) }

// Lookup returns the concepts whose label is text after Fold, in
// declaration order.
func (ix *LabelIndex) Lookup(text string) []Concept {
	return ix.byText[Fold(text)]
}
