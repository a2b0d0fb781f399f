package organisationdoc

import (
	"regexp"
	"strings"

	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/fuzzy"
)

// evidenceThreshold is the score from which a document is taken as an
// organisation document.
const evidenceThreshold = 4

// reMRZ is a machine-readable-zone line.
var reMRZ = regexp.MustCompile(`(?m)[A-Z0-9<]{25,}<<[A-Z0-9<]*$`)

// rivals are the kinds of document whose wording, when it outweighs an
// organisation document's own, makes a document one of them instead.
var rivals = []lexicon.Kind{
	lexicon.KindBill, lexicon.KindBankStatement, lexicon.KindCreditCardStatement, lexicon.KindTaxDoc,
	lexicon.KindIdentity, lexicon.KindPassport, lexicon.KindIDCard, lexicon.KindDrivingLicence,
	lexicon.KindInvoice, lexicon.KindReceipt,
}

// evidence is how strongly a document reads as an organisation document.
type evidence struct {
	score   int
	reasons []string
}

func (e *evidence) add(n int, reason string) {
	e.score += n
	e.reasons = append(e.reasons, reason)
}

// weigh scores text, its labelled fields and its officers as evidence of
// an organisation document. Register titles, register names, specific
// labels, a registration number and an officers table count for; the
// wording of bills, statements, tax documents and identity documents
// counts against.
func weigh(text string, lab [numKeys]labelled, people []Person) evidence {
	var e evidence
	vocab := lexicon.Weigh(text)
	own := vocab[lexicon.KindOrganisationDoc]
	switch n := len(own.Strong); {
	case n > 0:
		e.add(3+min(n-1, 2), "title")
	case titleLine(text):
		e.add(3, "title, misread")
	case len(own.Weak) >= 2:
		// A certificate in running text: "duly incorporated under the
		// laws of", "in good standing".
		e.add(3, "register wording")
	}
	registries := map[string]bool{}
	for _, m := range lexicon.FindAuthorities(text) {
		if m.Authority.Kind == lexicon.AuthorityRegistry {
			registries[lexicon.Fold(m.Text)] = true
		}
	}
	if n := len(registries); n > 0 {
		e.add(min(n, 2), "registry")
	}
	if registryHeading(text) {
		e.add(1, "registry heading")
	}
	specific := 0
	for k := keyName; k <= keyOffice; k++ {
		if lab[k].ok && lab[k].specific {
			specific++
		}
	}
	if specific > 0 {
		e.add(min(specific, 4), "labels")
	}
	if lab[keyNumber].ok {
		if _, ok := ParseNumber(lab[keyNumber].field.Value, ""); ok {
			e.add(1, "registration number")
		}
	} else if _, ok := FindNumber(text, ""); ok {
		e.add(1, "registration number")
	}
	if len(people) > 0 {
		e.add(1, "people")
	}
	// Another kind's wording counts against as far as it outweighs this
	// kind's own: a certificate of incorporation that gives the company's
	// tax numbers is still a certificate.
	for _, k := range rivals {
		if over := vocab[k].Score() - own.Score(); over > 0 && (len(vocab[k].Strong) > 0 || over >= 2) {
			e.add(-min(over+1, 6), string(k)+" wording")
		}
	}
	if reMRZ.MatchString(text) {
		e.add(-6, "MRZ")
	}
	return e
}

func distinct(ss []string) map[string]bool {
	m := map[string]bool{}
	for _, s := range ss {
		m[strings.TrimSpace(s)] = true
	}
	return m
}

// titleLine reports whether a line of text reads as one of titles, give or
// take a few misread letters.
func titleLine(text string) bool {
	for _, l := range strings.Split(text, "\n") {
		f := lexicon.Fold(l)
		if len(f) < 10 || len(f) > 80 {
			continue
		}
		for _, t := range lexicon.Vocabulary(lexicon.KindOrganisationDoc) {
			if t.Weight >= lexicon.Strong && fuzzy.Similarity(f, lexicon.Fold(t.Text)) >= 0.8 {
				return true
			}
		}
	}
	return false
}

// registryHeading reports whether a line of text is a register's name on
// its own, as a letterhead or signature prints it.
func registryHeading(text string) bool {
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		for _, m := range lexicon.FindAuthorities(l) {
			if m.Authority.Kind == lexicon.AuthorityRegistry && len(m.Text) >= len(l)*3/4 {
				return true
			}
		}
	}
	return false
}
