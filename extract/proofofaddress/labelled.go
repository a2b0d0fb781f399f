package proofofaddress

import (
	"strings"

	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/postal"
)

// Bills printed from a billing system's record set the customer in
// labelled cells instead of an address window: "Name", then "Address 1",
// "Address 2", ... (the consumer particulars of Indian electricity bills;
// "Customer name" and "Address" on many others). The labels come from the
// lexicon.

// recipientReader reads the customer's labelled name and address lines.
var recipientReader = keyvalue.New(
	keyvalue.Field{Name: "name", Concepts: []lexicon.Concept{lexicon.ConceptAccountHolder, lexicon.ConceptName}},
	keyvalue.Field{Name: "address", Concepts: []lexicon.Concept{lexicon.ConceptHolderAddress}},
)

// maxLabelledRows is how many rows, of two line heights each, may stand
// between the name and its address, and between two address lines.
const maxLabelledRows = 2

// labelledRecipient returns the customer's name and address printed in
// labelled cells on the first page that has both: the name, then the
// address lines under it, one label or several ("ADDRESS1", "ADDRESS2"),
// joined in order. An address of a single line counts only when it reads
// as a postal address.
func labelledRecipient(pages []*layout.Page) (name, addr layout.Field, ok bool) {
	for _, p := range pages {
		rows := keyvalue.Rows(p)
		vals := recipientReader.Read(rows)
		for i, v := range vals {
			if v.Name != "name" || !postal.IsName(v.Value) {
				continue
			}
			var lines []string
			box, conf := layout.Box{}, 1.0
			last := v.Box
			for _, a := range vals[i+1:] {
				if a.Name != "address" {
					continue
				}
				h := max(last.Height(), 1)
				if gap := a.Box.Top - last.Bottom; gap < -0.5*h || gap > 2*maxLabelledRows*h {
					break
				}
				lines = append(lines, strings.TrimRight(a.Value, ",; "))
				box, conf, last = box.Union(a.Box), min(conf, a.Confidence), a.Box
			}
			if len(lines) == 0 {
				continue
			}
			if _, parsed := postal.ParseAddress(lines); len(lines) < 2 && !parsed {
				continue
			}
			addr = layout.Field{Value: strings.Join(lines, ", "), Page: p.Number, Box: box, Source: p.Source, Confidence: conf, Rule: "recipient.label_lines"}
			return v.Field, addr, true
		}
	}
	return layout.Field{}, layout.Field{}, false
}
