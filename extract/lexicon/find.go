package lexicon

import (
	"strings"
	"sync"
)

// LabelMatch is a label found in running text, at text[Start:End].
type LabelMatch struct {
	Concept    Concept
	Text       string // as printed
	Start, End int
}

// maxLabelWords is the most words a label runs to.
const maxLabelWords = 8

// specificLabels holds each concept's labels, folded, generic ones aside;
// a label of several words also without its spaces, as print and
// recognition glue them ("FileNumber", "Companynumber").
var specificLabels = sync.OnceValue(func() map[string][]Concept {
	m := map[string][]Concept{}
	for _, c := range conceptOrder {
		for _, p := range Labels(c) {
			k := Fold(p.Text)
			if k == "" || p.Generic {
				continue
			}
			m[k] = append(m[k], c)
			if glued := strings.ReplaceAll(k, " ", ""); glued != k && len(glued) >= 8 {
				m[glued] = append(m[glued], c)
			}
		}
	}
	return m
})

// FindLabels returns the labels of the concepts that text prints, in
// order of position: whole words compared folded (case, accents and
// punctuation aside: "Steuer-Nr.", "USt-IdNr", "P.IVA"), the longest label
// at each place, without overlaps. Generic labels ("Number", "Date") are
// left out: they name a value only in a label cell of their own.
func FindLabels(text string, cs ...Concept) []LabelMatch {
	want := map[Concept]bool{}
	for _, c := range cs {
		want[c] = true
	}
	folded, at := foldMap(text)
	type word struct{ start, end int }
	var ws []word
	for i := 0; i < len(folded); {
		j := strings.IndexByte(folded[i:], ' ')
		if j < 0 {
			j = len(folded) - i
		}
		ws = append(ws, word{i, i + j})
		i += j + 1
	}
	labels := specificLabels()
	var out []LabelMatch
	for i := 0; i < len(ws); i++ {
		for n := min(maxLabelWords, len(ws)-i); n >= 1; n-- {
			key := folded[ws[i].start:ws[i+n-1].end]
			c, ok := conceptIn(labels[key], want)
			if !ok {
				continue
			}
			start, end := at[ws[i].start], endOffset(text, at, ws[i+n-1].end)
			out = append(out, LabelMatch{Concept: c, Text: text[start:end], Start: start, End: end})
			i += n - 1
			break
		}
	}
	return out
}

// conceptIn returns the first of cs that want holds.
func conceptIn(cs []Concept, want map[Concept]bool) (Concept, bool) {
	for _, c := range cs {
		if want[c] {
			return c, true
		}
	}
	return "", false
}

// partyRoles are the concepts whose label, alone on a line, heads a
// party's name and address: the seller's, the buyer's, the consignee's, an
// account's holder ("Sprzedawca" and "Nabywca" over two blocks side by
// side, as Polish invoices print them under the VAT Act's art. 106e).
var partyRoles = []Concept{ConceptVendor, ConceptBillTo, ConceptShipTo, ConceptAccountHolder}

var partyRoleLabels = sync.OnceValue(func() map[string]Concept {
	m := map[string]Concept{}
	for _, c := range partyRoles {
		for _, p := range Labels(c) {
			if k := Fold(p.Text); k != "" {
				if _, taken := m[k]; !taken {
					m[k] = c
				}
			}
		}
	}
	return m
})

// PartyRole returns the party-role concept (partyRoles) whose label line
// is, folded, and whether it is one.
func PartyRole(line string) (Concept, bool) {
	c, ok := partyRoleLabels()[Fold(line)]
	return c, ok
}

// LabelRuns splits folded words ws into the lexicon's labels, the longest
// at each place, as a row of column headings that print or recognition
// ran into one cell holds them ("id nationality position held date of
// appointment"). It returns the index where each run starts, how many
// runs are labels, and how many words no label covers (stray); a stray
// word joins the run before it, or starts the first.
func LabelRuns(ws []string) (starts []int, labels, stray int) {
	all := allLabels().byText
	for i := 0; i < len(ws); {
		n := min(maxLabelWords, len(ws)-i)
		for ; n >= 1; n-- {
			if _, ok := all[strings.Join(ws[i:i+n], " ")]; ok {
				break
			}
		}
		if n == 0 {
			if len(starts) == 0 {
				starts = append(starts, i)
			}
			stray++
			i++
			continue
		}
		starts = append(starts, i)
		labels++
		i += n
	}
	return starts, labels, stray
}

// labelJoiners are the words that join two labels into one heading
// ("Customer name and mailing address", "Name und Anschrift").
var labelJoiners = map[string]bool{
	"and": true, "or": true, "und": true, "oder": true, "et": true, "ou": true, "y": true, "o": true, "e": true,
	"en": true, "of": true, "og": true, "eller": true, "och": true, "i": true, "lub": true, "a": true, "nebo": true,
}

// IsLabelLine reports whether line is made of the lexicon's labels alone,
// joined by "and", "/" or the like: a heading over a value ("CUSTOMER NAME
// AND MAILING ADDRESS", "Indirizzo di fornitura"), never a name.
func IsLabelLine(line string) bool {
	ws := strings.Fields(Fold(line))
	labels := allLabels().byText
	found := false
	for i := 0; i < len(ws); {
		if labelJoiners[ws[i]] && found {
			i++
			continue
		}
		n := min(maxLabelWords, len(ws)-i)
		for ; n >= 1; n-- {
			if _, ok := labels[strings.Join(ws[i:i+n], " ")]; ok {
				break
			}
		}
		if n == 0 {
			return false
		}
		found = true
		i += n
	}
	return found
}
