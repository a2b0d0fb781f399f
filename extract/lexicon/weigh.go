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

// maxTitleWords is the longest line, in words beyond a title's own, that
// still reads as a title or heading rather than a sentence.
const maxTitleWords = 5

// Weigh returns the evidence of each kind of document in text, from the
// vocabulary: a term counts once however often it is printed, and only as
// whole words. A title counts as one only where it heads a line of its
// own (give or take a few words: "Certificate of VAT registration No.
// 123"); in a sentence ("show your VAT number on every VAT invoice") it
// counts as a usual word. Capitals-only terms (specimen marks) are not
// weighed here.
func Weigh(text string) map[Kind]Evidence {
	all := " " + Fold(text) + " "
	var lines []string
	for _, l := range strings.Split(text, "\n") {
		if f := Fold(l); f != "" {
			lines = append(lines, " "+f+" ")
		}
	}
	out := map[Kind]Evidence{}
	for k, terms := range vocabIndex() {
		var e Evidence
		for _, t := range terms {
			key := " " + t.Text + " "
			if !strings.Contains(all, key) {
				continue
			}
			if t.Weight >= Strong && headsALine(lines, key) {
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

// headsALine reports whether key is printed on a line of lines that holds
// few other words.
func headsALine(lines []string, key string) bool {
	n := len(strings.Fields(key))
	for _, l := range lines {
		if strings.Contains(l, key) && len(strings.Fields(l)) <= n+maxTitleWords {
			return true
		}
	}
	return false
}
