package lexicon

import (
	"strings"
	"sync"
)

// Evidence is how strongly a text reads as one kind of document: the
// distinct strong terms (titles) and weak terms of its vocabulary found.
type Evidence struct {
	Strong, Weak []string
}

// Score is the evidence's weight: a title counts three, a usual word one.
func (e Evidence) Score() int { return 3*len(e.Strong) + len(e.Weak) }

// vocabIndex holds each kind's terms folded, capitals-only terms aside.
var vocabIndex = sync.OnceValue(func() map[Kind][]Term {
	m := map[Kind][]Term{}
	for _, k := range kindOrder {
		seen := map[string]bool{}
		for _, t := range Vocabulary(k) {
			f := Fold(t.Text)
			if t.Capitals || f == "" || seen[f] {
				continue
			}
			seen[f] = true
			m[k] = append(m[k], Term{Text: f, Lang: t.Lang, Weight: t.Weight})
		}
	}
	return m
})

// Weigh returns the evidence of each kind of document in text, from the
// vocabulary: a term counts once however often it is printed, and only as
// whole words. Capitals-only terms (specimen marks) are not weighed here.
func Weigh(text string) map[Kind]Evidence {
	f := " " + Fold(text) + " "
	out := map[Kind]Evidence{}
	for k, terms := range vocabIndex() {
		var e Evidence
		for _, t := range terms {
			if !strings.Contains(f, " "+t.Text+" ") {
				continue
			}
			if t.Weight >= Strong {
				e.Strong = append(e.Strong, t.Text)
			} else {
				e.Weak = append(e.Weak, t.Text)
			}
		}
		if len(e.Strong)+len(e.Weak) > 0 {
			out[k] = e
		}
	}
	return out
}
