package organisationdoc

import (
	"math"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/postal"
)

// maxEntryWords is the most words a roster entry's name runs to.
const maxEntryWords = 6

// roster reads the people a register lists in its value column under a
// people section's label in its label column, an entry to a line: the
// name first, then what ends it (a comma, a birth, a bracketed role, a
// date); a role printed alone over its entries ("jednatel:"); address and
// qualifier lines between entries ("Den vzniku funkce: …", "Joined
// 23.08.2011"). The Czech and Slovak registers' výpis, the Danish CVR's
// print and other two-column extracts list their officers so. The section
// ends at the next label in the label column that is no role.
func roster(rs []keyvalue.Row) []Person {
	var out []Person
	in := false
	var section, sub layout.Field // the section's role, a role over entries
	labelRight := 0.0
	var page *layout.Page
	var last *Person
	wrapped := -1 // the row whose label cell ends the section's label
	for i, r := range rs {
		if len(r.Cells) == 0 || len(out) >= maxPeople {
			continue
		}
		cells := r.Cells
		switch {
		case i == wrapped:
			cells = cells[1:]
		case !in || r.Page != page || cells[0].Box().Left < labelRight:
			// Outside a section, or a label in the label column: a people
			// section starts, or the section ends.
			in, page, last = false, r.Page, nil
			c := cells[0]
			label := strings.TrimSuffix(strings.TrimSpace(c.Text), ":")
			if len(cells) < 2 {
				continue
			}
			if !isRole(lexicon.Fold(label)) {
				// A long label wraps in its column ("OSOBE OVLAŠTENE ZA"
				// over "ZASTUPANJE:").
				next, ok := labelWraps(rs, i)
				if !ok {
					continue
				}
				label, wrapped = label+" "+next, i+1
			}
			in, labelRight = true, c.Box().Right
			section = layout.FromLine(roleAsPrinted(label), r.Page, c.Line)
			sub = layout.Field{}
			cells = cells[1:]
		}
		if !in {
			continue
		}
		for _, c := range cells {
			t := strings.TrimSpace(c.Text)
			if role, ok := dashedRole(t); ok && last != nil {
				// The role on a line of its own under the entry, after a
				// dash ("- član uprave - direktor"), as the Croatian
				// register lists it.
				if last.Role == section {
					last.Role = layout.FromLine(role, r.Page, c.Line)
				}
				continue
			}
			if h, ok := roleHeading(t); ok {
				sub, last = layout.FromLine(h, r.Page, c.Line), nil
				continue
			}
			name, role, ok := rosterEntry(t)
			if !ok || len(postal.FindPostcodes(t)) > 0 {
				if postal.IsStreet(t) && len(dates.Find(t, dates.Options{})) == 0 && last != nil && !last.Address.Found() {
					last.Address = layout.FromLine(t, r.Page, c.Line)
				}
				continue
			}
			p := Person{Name: layout.FromLine(name, r.Page, c.Line), Role: section}
			switch {
			case role != "":
				p.Role = layout.FromLine(role, r.Page, c.Line)
			case sub.Found():
				p.Role = sub
			}
			if hasPerson(out, p) {
				continue // the name read twice, as OCR does over bold type
			}
			out = append(out, p)
			last = &out[len(out)-1]
		}
	}
	return out
}

// labelWraps returns the label cell of the row after rs[i] when it
// completes rs[i]'s label cell into a role ("OSOBE OVLAŠTENE ZA" over
// "ZASTUPANJE:"): a cell flush left with it on the next line.
func labelWraps(rs []keyvalue.Row, i int) (string, bool) {
	if i+1 >= len(rs) || rs[i+1].Page != rs[i].Page || len(rs[i+1].Cells) == 0 {
		return "", false
	}
	c, n := rs[i].Cells[0], rs[i+1].Cells[0]
	if math.Abs(n.Box().Left-c.Box().Left) > c.Height() || n.Box().Top-c.Box().Bottom > c.Height() {
		return "", false
	}
	next := strings.TrimSuffix(strings.TrimSpace(n.Text), ":")
	label := strings.TrimSuffix(strings.TrimSpace(c.Text), ":")
	return next, isRole(lexicon.Fold(label + " " + next))
}

// dashedRole returns the role a line gives after a dash ("- član uprave -
// direktor"): its first part a role word.
func dashedRole(t string) (string, bool) {
	rest, ok := strings.CutPrefix(t, "-")
	if !ok {
		rest, ok = strings.CutPrefix(t, "–")
	}
	rest = strings.TrimSpace(rest)
	if !ok || rest == "" {
		return "", false
	}
	first, _, _ := strings.Cut(rest, " - ")
	return roleAsPrinted(rest), isRole(lexicon.Fold(first)) || isRole(lexicon.Fold(rest))
}

// rosterEntry returns the name an entry line starts with and the role it
// gives in brackets after the name ("Kirsten Holm (Chairman)"), or false
// when the line is no person's entry: a "label: value" line, words run
// into a number (a street and its house number), or words that do not
// read as a person's full name or that name a role. A name ends at a
// comma, a birth, a bracket or the line's end.
func rosterEntry(t string) (name, role string, ok bool) {
	if isLabel(strings.TrimSuffix(t, ":")) {
		return "", "", false // "Nom, prénoms", "Domicile personnel"
	}
	ws := strings.Fields(t)
	var words []string
	surnameFirst := false
	for i, w := range ws {
		if strings.HasSuffix(w, ":") {
			return "", "", false // "Den vzniku funkce: 13. dubna 2004"
		}
		if strings.HasPrefix(w, "(") {
			in := strings.Trim(strings.Join(ws[i:], " "), "() ")
			if end := strings.Index(in, ")"); end >= 0 {
				in = in[:end]
			}
			if isRole(lexicon.Fold(in)) {
				role = roleAsPrinted(in)
			}
			break
		}
		if strings.ContainsFunc(w, unicode.IsDigit) {
			return "", "", false // a house number: "Na Poříčí 2837/15"
		}
		if lexicon.IsBornWord(w) || i+1 < len(ws) && lexicon.IsBornWord(w+" "+ws[i+1]) {
			break
		}
		comma := strings.HasSuffix(w, ",")
		if w = strings.TrimSuffix(w, ","); w != "" {
			if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) && !lexicon.IsNameParticle(w) {
				return "", "", false // "Rappresentante dell'impresa"
			}
			words = append(words, w)
		}
		if len(words) > maxEntryWords {
			return "", "", false
		}
		if comma {
			if len(words) == 1 && !surnameFirst {
				// "ŻAK, Agnieszka", "DUBOIS , Renée": the surname first.
				words[0] += ","
				surnameFirst = true
				continue
			}
			break
		}
	}
	if len(words) < 2 {
		return "", "", false
	}
	n := personName(strings.Join(words, " "))
	if n == "" || !postal.IsName(n) || !fullName(n) || isRole(lexicon.Fold(n)) || lexicon.IsOrganisationName(n) {
		return "", "", false
	}
	return n, role, true
}

// hasPerson reports whether ps holds p's name in p's role already.
func hasPerson(ps []Person, p Person) bool {
	for _, q := range ps {
		if lexicon.Fold(q.Name.Value) == lexicon.Fold(p.Name.Value) && lexicon.Fold(q.Role.Value) == lexicon.Fold(p.Role.Value) {
			return true
		}
	}
	return false
}

// surnameHeads and givenHeads are the folded labels of a person's surname
// and given names in a register's labelled rows.
var (
	surnameHeads = foldedLabels(lexicon.ConceptSurname)
	givenHeads   = foldedLabels(lexicon.ConceptGivenNames)
)

// labelledPersons reads people a register prints as labelled rows, a
// person a block: the surname's row, the given names' row under it, and
// the role's row after them ("Nazwisko / Nazwa lub firma | ŁUKASZEWSKI",
// "Imiona | ŁUKASZ", "Funkcja w organie reprezentującym | PREZES ZARZĄDU",
// as the Polish KRS prints its board). Enumerators before the labels
// ("1.", "2 1.") are left aside.
func labelledPersons(rs []keyvalue.Row) []Person {
	var out []Person
	var last *Person
	for i, r := range rs {
		if len(out) >= maxPeople {
			break
		}
		if p, ok := colonPerson(r, &last); ok {
			out = append(out, p)
			last = &out[len(out)-1]
			continue
		}
		if len(r.Cells) != 2 {
			continue
		}
		head := personLabel(r.Cells[0].Text)
		switch {
		case surnameHeads[head] && i+1 < len(rs) && len(rs[i+1].Cells) == 2 && givenHeads[personLabel(rs[i+1].Cells[0].Text)]:
			surname, given := strings.TrimSpace(r.Cells[1].Text), strings.TrimSpace(rs[i+1].Cells[1].Text)
			n := personName(given + " " + surname)
			if n == "" || !postal.IsName(n) || !fullName(n) {
				last = nil
				continue
			}
			out = append(out, Person{Name: layout.FromLine(n, r.Page, r.Cells[1].Line)})
			last = &out[len(out)-1]
		case last != nil && roleHeads[head] && !last.Role.Found():
			last.Role = layout.FromLine(strings.TrimSpace(r.Cells[1].Text), r.Page, r.Cells[1].Line)
		}
	}
	return out
}

// colonPerson reads a person's name given after its label and a colon in
// a cell of r ("Ime i prezime: Ana Marković | JMBG: …", the Serbian APR's
// extract), or else gives *last the role after a role's label and a
// colon in a cell of r ("Funkcija u privrednom subjektu: Direktor").
func colonPerson(r keyvalue.Row, last **Person) (Person, bool) {
	for i, c := range r.Cells {
		label, value, ok := strings.Cut(c.Text, ":")
		value = untilLabel(value)
		if ok && value == "" && len(r.Cells) == 2 && i == 0 {
			// The value in the next cell ("Nome/Nome Empresarial: |
			// RAFAEL DOS SANTOS", "Qualificação: | 49-Sócio-Administrador",
			// the Receita Federal's QSA).
			value, c = untilLabel(r.Cells[1].Text), r.Cells[1]
		}
		if !ok || value == "" {
			continue
		}
		head := personLabel(label)
		switch {
		case nameHeads[head]:
			n := personName(value)
			if n == "" || strings.ContainsAny(n, "0123456789") || !postal.IsName(n) || !fullName(n) || lexicon.IsOrganisationName(n) {
				return Person{}, false
			}
			return Person{Name: layout.FromLine(n, r.Page, c.Line)}, true
		case *last != nil && !(*last).Role.Found() && roleHead(head) && utf8.RuneCountInString(value) <= 60:
			(*last).Role = layout.FromLine(reRoleCode.ReplaceAllString(value, ""), r.Page, c.Line)
		}
		if len(r.Cells) == 2 && i == 0 && !strings.HasSuffix(strings.TrimSpace(r.Cells[0].Text), ":") {
			break
		}
	}
	return Person{}, false
}

// reRoleCode is the code a register prints before a role ("49-Sócio-
// Administrador", the Receita Federal's qualificação).
var reRoleCode = regexp.MustCompile(`^\d{1,3}\s*-\s*`)

// untilLabel returns v up to the next label's word and colon, which
// recognition ran into its cell ("Vladimir Pavlović JMBG: 2707…").
func untilLabel(v string) string {
	ws := strings.Fields(v)
	for i, w := range ws {
		if strings.HasSuffix(w, ":") {
			return strings.Join(ws[:i], " ")
		}
	}
	return strings.Join(ws, " ")
}

// roleHead reports whether folded label head names a role column: a role
// heading, one with words after its first ("Funkcija u privrednom
// subjektu"), or one read with a letter wrong ("Qualificagao").
func roleHead(head string) bool {
	if roleHeads[head] || roleHeads[firstWord(head)] {
		return true
	}
	for h := range roleHeads {
		if lexicon.OCRNear(head, h) {
			return true
		}
	}
	return false
}

// firstWord returns the first word of folded s.
func firstWord(s string) string {
	w, _, _ := strings.Cut(s, " ")
	return w
}

// personLabel returns label cell text folded, without its enumerator and
// without what follows a slash ("Nazwisko / Nazwa lub firma").
func personLabel(s string) string {
	s = reLabelEnumerator.ReplaceAllString(strings.TrimSpace(s), "")
	if i := strings.Index(s, "/"); i > 0 {
		s = s[:i]
	}
	return lexicon.Fold(s)
}

// reLabelEnumerator is the numbering before a label ("1.", "a)"), also
// after the number of the person the block belongs to ("2 1."), which the
// key-value reader's enumerators, each closed by a stop, do not take.
var reLabelEnumerator = regexp.MustCompile(`^(?:\d{1,2}\s*)*(?:\d{1,2}|[a-z])[.)]\s*`)
