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

var (
	// statuses are folded company statuses printed on their own.
	statuses = set("active|actief|aktiv|normal|live|live company|good standing|in good standing|dissolved|inactive|struck off|in liquidation|liquidation|ceased|closed|dormant|existing|in existence|registered|ingeschreven|opgeheven|uitgeschreven|geloscht|aufgelost|in administration|receivership|converted closed|strike off listed|voluntary strike off|removed|deregistered|live proposal to strike off|current|revoked|suspended|forfeited|delinquent|void|cancelled|terminated|withdrawn|merged|amalgamated")
	// reTypeCell is a legal form spelled out, read on folded text.
	reTypeCell = regexp.MustCompile(`^(?:(?:ltd|plc|dac|clg|uc|llc|llp|bv|nv|gmbh|ag|ug)\s+)?(?:(?:private|public|exempt private|non profit|not for profit|nonprofit|domestic|foreign)\s+)?(?:(?:limited|unlimited)\s+)?(?:company(?:\s+limited by (?:shares|guarantee)(?:\s+without share capital)?)?|limited company|limited liability (?:company|partnership)|liability company|designated activity company|corporation|(?:general|limited) partnership|partnership|sole proprietorship|community interest company|besloten vennootschap(?: met beperkte aansprakelijkheid)?|naamloze vennootschap|cooperatie|stichting|vereniging|gesellschaft mit beschrankter haftung|aktiengesellschaft|unternehmergesellschaft(?: haftungsbeschrankt)?|kommanditgesellschaft|offene handelsgesellschaft|societe (?:anonyme|a responsabilite limitee|par actions simplifiee)|sociedad (?:anonima|limitada)|private limited liability company|public limited liability company)$`)
	// reLegalSuffix ends an organisation's name.
	reLegalSuffix = regexp.MustCompile(`(?i)\b(?:ltd|limited|plc|llp|lp|llc|l\.l\.c|inc|incorporated|corp|corporation|dac|clg|uc|b\.?v|n\.?v|gmbh|ag|kg|ug \(haftungsbeschr[aä]nkt\)|se|s\.?a|s\.?a\.?s|s\.?a\.?r\.?l|s\.?l|s\.?p\.?a|s\.?r\.?l|pte\.? ltd|pty\.? ltd|sdn\.? bhd|oy|ab|as|a/s|aps)\.?$`)
)

// fallback fills the fields of f still empty from the cells of rs that
// read as their values. people are the rows of officers tables, skipped.
func fallback(rs []keyvalue.Row, f *Fields, juris string) {
	var dateCells []layout.Field
	for _, r := range rs {
		for _, c := range r.Cells {
			t := strings.TrimSpace(c.Text)
			if t == "" || isLabel(t) {
				continue
			}
			ft := lexicon.Fold(t)
			switch {
			case !f.OrganisationStatus.Found() && statuses[ft]:
				f.OrganisationStatus = layout.FromLine(t, r.Page, c.Line)
			case !f.OrganisationType.Found() && reTypeCell.MatchString(ft):
				f.OrganisationType = layout.FromLine(t, r.Page, c.Line)
			case !f.OrganisationName.Found() && isOrgName(t) && Jurisdiction(t) == "":
				f.OrganisationName = layout.FromLine(cleanOrgName(t), r.Page, c.Line)
			case !f.RegistrationNumber.Found() && juris != "":
				if n, ok := ParseNumber(t, juris); ok && n.Scheme != SchemeUnknown && n.Value == compactSpaces(t) {
					f.RegistrationNumber = layout.FromLine(n.Value, r.Page, c.Line)
				}
			}
			if d, ok := dates.Parse(t, dates.Options{MonthFirst: juris == "US"}); ok && !d.Partial() {
				dateCells = append(dateCells, layout.FromLine(d.String(), r.Page, c.Line))
			}
		}
	}
	if !f.IncorporationDate.Found() && len(dateCells) == 1 {
		f.IncorporationDate = dateCells[0]
	}
}

// notNameStart and sentenceWords are words an organisation's name does not
// start with, or hold, when it is printed on its own.
var (
	notNameStart  = set("of|a|an|the|this|for|to|by|in")
	sentenceWords = set("is|was|are|has|have|that|hereby|certify|certifies|under|were")
)

// isOrgName reports whether s reads as an organisation's name: two to ten
// words ending in a legal form, no sentence around it.
func isOrgName(s string) bool {
	ws := strings.Fields(s)
	if len(ws) < 2 || len(ws) > 10 || strings.HasSuffix(s, ":") {
		return false
	}
	if first := []rune(ws[0])[0]; !unicode.IsUpper(first) && !unicode.IsDigit(first) || notNameStart[strings.ToLower(ws[0])] {
		return false
	}
	for _, w := range ws {
		if sentenceWords[strings.ToLower(w)] {
			return false
		}
	}
	if reTypeCell.MatchString(lexicon.Fold(s)) || statesType(s) {
		return false
	}
	return reLegalSuffix.MatchString(strings.TrimRight(s, " ,;"))
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
