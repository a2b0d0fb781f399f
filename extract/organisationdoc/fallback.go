package organisationdoc

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
)

// When OCR loses a label (small grey print), the value is still known by
// its shape: a status word, a legal form spelled out, a name ending in a
// legal form, a lone registration number or date. These readings apply to
// whole cells only, and only where the label was not found.

// statuses and types are the folded statuses and types organisations
// are printed with on their own (lexicon.Values), and the names of the
// legal forms of every jurisdiction (lexicon.LegalForms).
var (
	statuses = foldedValues(lexicon.ConceptOrganisationStatus)
	types    = func() map[string]bool {
		m := foldedValues(lexicon.ConceptOrganisationType)
		for _, lf := range lexicon.LegalForms() {
			m[lexicon.Fold(lf.Name)] = true
		}
		return m
	}()
)

// spellings maps the folded statuses, types and legal forms to their
// spelling in the lexicon, accents and all.
var spellings = func() map[string]string {
	m := map[string]string{}
	for _, c := range []lexicon.Concept{lexicon.ConceptOrganisationStatus, lexicon.ConceptOrganisationType} {
		for _, p := range lexicon.Values(c) {
			if f := lexicon.Fold(p.Text); m[f] == "" {
				m[f] = p.Text
			}
		}
	}
	for _, lf := range lexicon.LegalForms() {
		if f := lexicon.Fold(lf.Name); m[f] == "" {
			m[f] = lf.Name
		}
	}
	return m
}()

// foldedValues returns the set of concept c's values, folded.
func foldedValues(c lexicon.Concept) map[string]bool {
	m := map[string]bool{}
	for _, p := range lexicon.Values(c) {
		m[lexicon.Fold(p.Text)] = true
	}
	return m
}

// fallback fills the fields of f still empty from the cells of rs that
// read as their values. people are the rows of officers tables, skipped.
func fallback(rs []keyvalue.Row, f *Fields, juris string) {
	var dateCells []layout.Field
	for _, r := range rs {
		for i, c := range r.Cells {
			t := strings.TrimSpace(c.Text)
			if t == "" || isLabel(t) || strings.HasSuffix(t, ":") {
				continue // a label, known or not ("Registered:")
			}
			ft := lexicon.Fold(t)
			named := withoutNumberTail(t) // a name's cell without its number in brackets
			switch {
			case !f.OrganisationStatus.Found() && statuses[ft] && !(i == 0 && len(r.Cells) > 1):
				// Not a row's first cell with a value after it: that is a
				// label ("Registered | 26.04.2002").
				f.OrganisationStatus = layout.FromLine(t, r.Page, c.Line).By("cell.status_word")
			case !f.OrganisationType.Found() && types[ft]:
				f.OrganisationType = layout.FromLine(t, r.Page, c.Line).By("cell.type_word")
			case !f.OrganisationName.Found() && isOrgName(named) && Jurisdiction(named) == "":
				f.OrganisationName = layout.FromLine(cleanOrgName(afterLabel(named)), r.Page, c.Line).By("cell.legal_form_name")
			case !f.RegistrationNumber.Found() && juris != "":
				if n, ok := ParseNumber(t, juris); ok && n.Scheme != SchemeUnknown && n.Value == compactSpaces(t) {
					f.RegistrationNumber = layout.FromLine(n.Value, r.Page, c.Line).By("cell.register_number")
				}
			}
			if d, ok := dates.Parse(t, dates.Options{MonthFirst: juris == "US"}); ok && !d.Partial() {
				dateCells = append(dateCells, layout.FromLine(d.String(), r.Page, c.Line))
			}
		}
	}
	if !f.IncorporationDate.Found() && len(dateCells) == 1 {
		f.IncorporationDate = dateCells[0].By("cell.only_date")
	}
}

// isOrgName reports whether s reads as an organisation's name: two to ten
// words ending in a legal form, no sentence around it.
func isOrgName(s string) bool {
	ws := strings.Fields(s)
	if len(ws) < 2 || len(ws) > 10 || strings.HasSuffix(s, ":") {
		return false
	}
	if first := []rune(ws[0])[0]; !unicode.IsUpper(first) && !unicode.IsDigit(first) || lexicon.ProseWord(ws[0]) {
		return false
	}
	for _, w := range ws {
		if lexicon.Verb(w) {
			return false // a sentence, not a name printed on its own
		}
	}
	if types[lexicon.Fold(s)] || statesType(s) {
		return false
	}
	_, ok := lexicon.FindLegalForm(strings.TrimRight(s, " ,;"))
	return ok
}

// compactSpaces collapses runs of spaces in s.
func compactSpaces(s string) string { return strings.Join(strings.Fields(s), " ") }

// statesType reports whether s states an organisation's type in a
// certificate's words ("of a private limited company").
func statesType(s string) bool {
	for _, sn := range lexicon.Sentences(lexicon.FactOrganisationType) {
		if sn.Pattern.MatchString(s) {
			return true
		}
	}
	return false
}

// afterLabel returns what follows a label and its colon at the start of
// cell text t ("Name: HARBOURSIDE JOINERY PTY LTD"), else t.
func afterLabel(t string) string {
	if i := strings.Index(t, ":"); i > 0 && len(lexicon.LabelConcepts(t[:i])) > 0 {
		return strings.TrimSpace(t[i+1:])
	}
	return t
}

// reNumberTail is a register number in brackets after a name, and what
// follows it on the line: the NZ Companies Office heads its extract
// "HARBOURSIDE PROPERTY LIMITED (2014493) Registered", Companies House
// its pages "ACME WIDGETS LTD (SC123456)".
var reNumberTail = regexp.MustCompile(`\s*\(\s*[A-Z]{0,3}\s?\d[\d\s-]{2,}\)(?:\s.*)?$`)

// withoutNumberTail returns t without a bracketed register number after
// the name and what follows it.
func withoutNumberTail(t string) string {
	if loc := reNumberTail.FindStringIndex(t); loc != nil && loc[0] > 0 {
		return strings.TrimSpace(t[:loc[0]])
	}
	return t
}
