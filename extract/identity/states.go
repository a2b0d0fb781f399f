package identity

import (
	"sort"
	"strings"

	"github.com/agnivade/levenshtein"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/reading"
)

// stateNames are the names issuing states print in the header of their
// documents, folded (see lexicon.StateHeaders).
var stateNames = func() map[string]string {
	m := map[string]string{}
	for name, a2 := range lexicon.StateHeaders() {
		m[fold(name)] = a2
	}
	return m
}()

// stateOf returns the issuing state named by a header line of doc's first
// page: a line that is, or is halved by "/" into, a state's name. OCR noise
// of one letter in ten is tolerated in names of ten letters or more.
func stateOf(doc *reading.Document) layout.Field {
	if len(doc.Pages) == 0 {
		return layout.Field{}
	}
	p := doc.Pages[0]
	for _, l := range p.Lines {
		for _, part := range strings.Split(l.Text(), "/") {
			if a2, ok := stateName(part); ok {
				return layout.FromLine(a2, p, l)
			}
		}
	}
	for _, l := range p.Lines {
		if a2, ok := stateTitleAtEnd(l.Text()); ok {
			return layout.FromLine(a2, p, l)
		}
	}
	for _, l := range p.Lines {
		if a2, ok := stateBeforeTitle(l); ok {
			return layout.FromLine(a2, p, l)
		}
	}
	return layout.Field{}
}

// stateBeforeTitle finds a state's name opening line l when the rest of
// the line is the document's title (keywordTitle): a header printed on
// one line, as Spain's DNI 3.0 prints "ESPAÑA DOCUMENTO NACIONAL DE
// IDENTIDAD" (PRADO ESP-BO-04001) and Croatia's passport "REPUBLIKA
// HRVATSKA PUTOVNICA" when OCR joins its two header lines.
func stateBeforeTitle(l layout.Line) (string, bool) {
	for i := len(l.Words) - 1; i >= 1; i-- {
		var name []string
		for _, w := range l.Words[:i] {
			name = append(name, w.Text)
		}
		a2, ok := stateName(strings.Join(name, " "))
		if ok && keywordTitle(layout.Line{Words: l.Words[i:], Box: l.Box, Confidence: l.Confidence}) {
			return a2, true
		}
	}
	return "", false
}

// stateTitleAtEnd finds a state's name of two words or more at the end of
// line: a header printed after the state's name in its own script, which
// the Latin models read as noise ("ss SIRS TRTSA REPUBLIC OF INDIA").
func stateTitleAtEnd(line string) (string, bool) {
	words := strings.Fields(line)
	for i := 1; i+2 <= len(words); i++ {
		if a2, ok := stateNames[fold(strings.Join(words[i:], " "))]; ok {
			return a2, true
		}
	}
	return "", false
}

// stateName looks s up in stateNames, spaces ignored.
func stateName(s string) (string, bool) {
	key := squash(fold(s))
	if len(key) < 4 {
		return "", false
	}
	if a2, ok := squashedStates[key]; ok {
		return a2, true
	}
	for _, n := range squashedNames {
		if len(n) >= 10 && levenshtein.ComputeDistance(n, key) <= len(n)/10 {
			return squashedStates[n], true
		}
	}
	return "", false
}

// squashedStates is stateNames keyed by squash; squashedNames its keys,
// sorted, so that a noisy name always resolves the same way.
var squashedStates, squashedNames = func() (map[string]string, []string) {
	m := map[string]string{}
	for name, a2 := range stateNames {
		m[squash(name)] = a2
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return m, keys
}()

// squash keeps the letters A-Z of s.
func squash(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'A' && r <= 'Z' {
			return r
		}
		return -1
	}, s)
}
