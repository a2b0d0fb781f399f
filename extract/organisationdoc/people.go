package organisationdoc

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"
	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/postal"
)

// column kinds of an officers table.
const (
	colOther = iota
	colName
	colRole
	colAddress
)

// The wording of officers tables and sections, folded, from the lexicon:
// the headings of the name, role and address columns, the titles of
// sections, and the roles that start a row or a statement.
var (
	nameHeads     = foldedLabels(lexicon.ConceptOfficerName)
	roleHeads     = foldedLabels(lexicon.ConceptOfficerRole)
	addressHeads  = foldedLabels(lexicon.ConceptAddress, lexicon.ConceptPersonAddress)
	sectionTitles = foldedLabels(lexicon.ConceptOfficers, lexicon.ConceptShareholders, lexicon.ConceptShareCapital)
	roleWords     = foldedLabels(lexicon.ConceptOfficers, lexicon.ConceptShareholders)
)

// isRole reports whether folded text f is a role: one of roleWords, or,
// for a role of ten letters or more, one misread in two letters at most
// ("geschaftsfihrer" for Geschäftsführer).
func isRole(f string) bool {
	return roleWords[f] || misreadRole(f) != ""
}

// misreadRole returns the role word of ten letters or more that folded
// text f is a misreading of, two letters off at most (the nearest, then
// the first in order), or "".
func misreadRole(f string) string {
	if len(f) < 10 {
		return ""
	}
	best, bestD := "", 3
	for r := range roleWords {
		if len(r) >= 10 && abs(len(r)-len(f)) <= 2 {
			if d := levenshtein.ComputeDistance(r, f); d < bestD || d == bestD && r < best {
				best, bestD = r, d
			}
		}
	}
	return best
}

// roleSpellings maps each folded role word to its lexicon spelling.
var roleSpellings = func() map[string]string {
	m := map[string]string{}
	for _, c := range []lexicon.Concept{lexicon.ConceptOfficers, lexicon.ConceptShareholders} {
		for _, p := range lexicon.Labels(c) {
			if f := lexicon.Fold(p.Text); m[f] == "" {
				m[f] = p.Text
			}
		}
	}
	return m
}()

// roleAsPrinted returns role, or, when OCR misread letters of a long role
// ("Geschaftsfiihrer"), the lexicon's spelling of the role it is one or
// two letters from, in capitals where role is.
func roleAsPrinted(role string) string {
	f := lexicon.Fold(role)
	if roleWords[f] {
		return role
	}
	best := misreadRole(f)
	if best == "" {
		return role
	}
	if strings.ToUpper(role) == role {
		return strings.ToUpper(roleSpellings[best])
	}
	return roleSpellings[best]
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// foldedLabels returns the set of the concepts' labels, folded.
func foldedLabels(cs ...lexicon.Concept) map[string]bool {
	m := map[string]bool{}
	for _, c := range cs {
		for _, p := range lexicon.Labels(c) {
			m[lexicon.Fold(p.Text)] = true
		}
	}
	return m
}

// addressHeading reports whether folded heading f names an address
// column: an address label, or a heading of four words at most holding
// one of their words ("Correspondence address"), not a sentence about an
// address ("Mailing Address as per record available in ...").
func addressHeading(f string) bool {
	if addressHeads[f] {
		return true
	}
	ws := strings.Fields(f)
	if len(ws) > 4 {
		return false
	}
	for _, w := range ws {
		if addressHeads[w] {
			return true
		}
	}
	return false
}

// column is one column of an officers table: where it starts and what it
// holds.
type column struct {
	left float64
	kind int
}

// headerColumns returns the columns of r when r is the heading row of an
// officers table: a name column and a role or address column.
func headerColumns(r keyvalue.Row) ([]column, bool) {
	cols, name, other := headingCells(r)
	if !name || !other || len(cols) > 8 {
		return nil, false
	}
	return cols, true
}

// unnamedHeader returns the columns of r when r is an officers table's
// heading whose name heading OCR lost ("Role  Correspondence address" over
// rows that start with names further left): next, the row under it,
// starts a name column at least two heights left of r's first heading.
func unnamedHeader(r, next keyvalue.Row) ([]column, bool) {
	cols, name, other := headingCells(r)
	if name || !other || len(cols) == 0 || len(cols) > 7 || len(next.Cells) == 0 {
		return nil, false
	}
	left := next.Cells[0].Box().Left
	if cols[0].left-left < 2*r.Height() {
		return nil, false
	}
	return append([]column{{left, colName}}, cols...), true
}

// headingCells classifies r's cells as the headings of an officers
// table's columns, and reports whether one is a name heading and one a
// role or address heading.
func headingCells(r keyvalue.Row) (cols []column, name, other bool) {
	add := func(left float64, k int) {
		if k == colName && name {
			k = colOther
		}
		name = name || k == colName
		other = other || k == colRole || k == colAddress
		cols = append(cols, column{left, k})
	}
	for _, c := range r.Cells {
		f := lexicon.Fold(c.Text)
		k := headingKind(f)
		if k == colOther {
			if runs := ranHeadings(r, c); len(runs) > 0 {
				for _, h := range runs {
					add(h.left, h.kind)
				}
				continue
			}
		}
		add(c.Box().Left, k)
	}
	return cols, name, other
}

// headingKind is the kind of column folded heading f names.
func headingKind(f string) int {
	switch {
	case nameHeads[f]:
		return colName
	case roleHeads[f]:
		return colRole
	case addressHeading(f):
		return colAddress
	}
	return colOther
}

// ranHeadings returns the columns of a heading cell that holds several
// columns' headings run together, as a scan's recognition or a narrow
// print joins them ("ID Nationality Position Held" over an ACRA business
// profile's officers, its ID read "Ip"), each where its first word
// starts; none unless two of them at least are the lexicon's labels and
// one word at most is none.
func ranHeadings(r keyvalue.Row, c keyvalue.Cell) []column {
	ws := c.Line.Words
	if len(ws) < 2 {
		return nil
	}
	folded := make([]string, len(ws))
	for i, w := range ws {
		folded[i] = lexicon.Fold(w.Text)
	}
	starts, labels, stray := lexicon.LabelRuns(folded)
	if labels < 2 || stray > 1 {
		return nil // a sentence about labels ("Mailing Address as per record available in ...")
	}
	var out []column
	for i, st := range starts {
		end := len(ws)
		if i+1 < len(starts) {
			end = starts[i+1]
		}
		k := colOther
		for n := end; n > st && k == colOther; n-- {
			k = headingKind(strings.Join(folded[st:n], " "))
		}
		out = append(out, column{r.AdjLeft(ws[st].Box), k})
	}
	return out
}

// maxPeople bounds the rows read from one table.
const maxPeople = 60

// findPeople reads the officers, directors, secretaries and shareholders
// of rs: those the layout-specific readers find (listedPeople), unless a
// roster under people sections' labels or people in labelled rows
// (labelledPersons) name more of them.
func findPeople(rs []keyvalue.Row) []Person {
	best := unlabelled(listedPeople(rs))
	if r := unlabelled(roster(rs)); distinctNames(r) > distinctNames(best) {
		best = byRule(r, "people.roster")
	}
	if l := unlabelled(labelledPersons(rs)); distinctNames(l) > distinctNames(best) {
		best = byRule(l, "people.labelled_rows")
	}
	if b := unlabelled(nameBlocks(rs)); distinctNames(b) > distinctNames(best) {
		best = byRule(b, "people.name_blocks")
	}
	if t := unlabelled(titledPeople(rs)); distinctNames(t) > distinctNames(best) {
		best = byRule(t, "people.titled")
	}
	return best
}

// titledPeople reads officers listed each under a role label and its
// value on a row of its own, the name on the next row and the address
// under it ("Title MGR", "SCHWARTZ, DAVID", "2228 N Andrews Ave", as the
// Florida Division of Corporations' entity detail prints its officers).
// The role is answered as printed.
func titledPeople(rs []keyvalue.Row) []Person {
	var out []Person
	for i := 0; i+1 < len(rs) && len(out) < maxPeople; i++ {
		r, next := rs[i], rs[i+1]
		if len(r.Cells) != 1 || len(next.Cells) != 1 || next.Page != r.Page {
			continue
		}
		role, ok := labelledRole(r.Cells[0].Text)
		if !ok {
			continue
		}
		n := personName(next.Cells[0].Text)
		if n == "" || strings.ContainsAny(n, "0123456789") || !postal.IsName(n) || !fullName(n) || lexicon.IsOrganisationName(n) {
			continue
		}
		p := Person{
			Name: layout.FromLine(n, next.Page, next.Cells[0].Line),
			Role: layout.FromLine(role, r.Page, r.Cells[0].Line),
		}
		if i+3 < len(rs) && rs[i+3].Page == r.Page && len(rs[i+2].Cells) == 1 && len(rs[i+3].Cells) == 1 {
			street, locality := strings.TrimSpace(rs[i+2].Cells[0].Text), strings.TrimSpace(rs[i+3].Cells[0].Text)
			if _, ok := postal.Locality(locality); ok && postal.IsStreet(street) {
				p.Address = layout.Field{Value: postal.Join([]string{street, locality}), Page: r.Page.Number, Box: rs[i+2].Box.Union(rs[i+3].Box), Source: r.Page.Source, Confidence: rs[i+2].Cells[0].Line.Confidence}
			}
		}
		out = append(out, p)
	}
	return out
}

// labelledRole returns the value of a role column's label at the start of
// t ("Title MGR", "Role: Director", "Position held - Secretary").
func labelledRole(t string) (string, bool) {
	ws := strings.Fields(t)
	for n := min(3, len(ws)-1); n >= 1; n-- {
		label := strings.TrimRight(strings.Join(ws[:n], " "), ":-–")
		if roleHeads[lexicon.Fold(label)] {
			v := strings.Trim(strings.Join(ws[n:], " "), " :-–")
			return v, v != "" && utf8.RuneCountInString(v) <= 40
		}
	}
	return "", false
}

// maxBlockRows is how many rows under a name its block may run to before
// its role.
const maxBlockRows = 6

// nameBlocks reads officers listed one block each under a heading that is
// the person's name, family name first ("PATTERSON, Mohammed Ali"), then
// labelled details in a grid: an address under its label, the role alone
// under "Role" ("Role ACTIVE" over "Director"), dates of birth and
// appointment, nationality, occupation; as Companies House's officers
// page and other registers' web pages print them. A block without a role
// among its first rows is no officer's.
func nameBlocks(rs []keyvalue.Row) []Person {
	var out []Person
	for i := 0; i < len(rs) && len(out) < maxPeople; i++ {
		r := rs[i]
		if len(r.Cells) != 1 || !reSurnameFirst.MatchString(strings.TrimSpace(r.Cells[0].Text)) {
			continue
		}
		n := personName(r.Cells[0].Text)
		if n == "" || !postal.IsName(n) || !fullName(n) {
			continue
		}
		p := Person{Name: layout.FromLine(n, r.Page, r.Cells[0].Line)}
		for k := i + 1; k < len(rs) && k <= i+maxBlockRows && rs[k].Page == r.Page; k++ {
			c := rs[k].Cells[0]
			t := strings.TrimSpace(c.Text)
			if len(rs[k].Cells) == 1 && reSurnameFirst.MatchString(t) {
				break // the next person
			}
			if !p.Address.Found() && addressHeading(lexicon.Fold(t)) && k+1 < len(rs) && rs[k+1].Page == r.Page {
				if a := strings.TrimSpace(rs[k+1].Cells[0].Text); oneLineAddress(a) || postal.IsStreet(a) {
					p.Address = layout.FromLine(a, r.Page, rs[k+1].Cells[0].Line)
				}
			}
			if isRole(lexicon.Fold(t)) {
				p.Role = layout.FromLine(roleAsPrinted(t), r.Page, c.Line)
				break
			}
		}
		if p.Role.Found() {
			out = append(out, p)
		}
	}
	return out
}

// unlabelled returns ps without the people whose name is a heading of
// lexicon labels: a table's heading row read as a person ("Name | No. of
// Shares" over an ACRA profile's shareholders).
func unlabelled(ps []Person) []Person {
	return slices.DeleteFunc(ps, func(p Person) bool { return lexicon.IsLabelLine(p.Name.Value) })
}

// distinctNames counts the different names of ps.
func distinctNames(ps []Person) int {
	seen := map[string]bool{}
	for _, p := range ps {
		seen[lexicon.Fold(p.Name.Value)] = true
	}
	return len(seen)
}

// listedPeople reads the officers, directors, secretaries and
// shareholders listed in the tables of rs, or failing any table, in rows
// that pair a role with a name.
func listedPeople(rs []keyvalue.Row) []Person {
	if ps := roleBlocks(rs); len(ps) > 0 {
		return byRule(ps, "people.role_block")
	}
	if ps := headedLists(rs); len(ps) > 0 {
		return byRule(ps, "people.headed_list")
	}
	var out []Person
	for i := 0; i < len(rs); i++ {
		cols, ok := headerColumns(rs[i])
		if !ok && i+1 < len(rs) {
			cols, ok = unnamedHeader(rs[i], rs[i+1])
		}
		if !ok {
			continue
		}
		ps, next := readTable(rs, i, cols)
		out = append(out, byRule(ps, "people.table")...)
		i = next - 1
	}
	if len(out) == 0 {
		out = byRule(sectionPeople(rs), "people.section")
	}
	if len(out) == 0 {
		out = byRule(rolePairs(rs), "people.role_pairs")
	}
	return out
}

// byRule sets rule as the Rule of the fields of ps that have none.
func byRule(ps []Person, rule string) []Person {
	for i := range ps {
		layout.ByDefault(rule, &ps[i].Name, &ps[i].Role, &ps[i].Address)
	}
	return ps
}

// sectionPeople reads people listed under an officers section's title as
// label and value rows, one block a person: "Bestuurders", then "Naam
// Jansen, Willem", "Titel Bestuurder".
func sectionPeople(rs []keyvalue.Row) []Person {
	var out []Person
	in := false
	var cur *Person
	var title keyvalue.Cell
	for _, r := range rs {
		if len(r.Cells) == 1 {
			f := lexicon.Fold(r.Cells[0].Text)
			if sectionTitles[f] && roleWords[f] {
				in, title, cur = true, r.Cells[0], nil
				continue
			}
			if t := strings.TrimSpace(r.Cells[0].Text); in && cur != nil && !cur.Address.Found() && oneLineAddress(t) {
				// The address line under a person's row.
				cur.Address = layout.FromLine(t, r.Page, r.Cells[0].Line)
				continue
			}
			// A person's other details ("Način zastopanja: samostojno")
			// keep the section open; anything else ends it.
			if !in || cur == nil || !strings.Contains(r.Cells[0].Text, ":") {
				in, cur = false, nil
			}
			continue
		}
		if !in || len(r.Cells) != 2 {
			continue
		}
		head, val := lexicon.Fold(r.Cells[0].Text), r.Cells[1]
		if p, ok := personRow(r, title); ok {
			// A person's name, then their role or another detail under
			// a label ("HORVAT NINA | Funkcija: direktor", AJPES).
			out = append(out, p)
			cur = &out[len(out)-1]
			continue
		}
		switch {
		case nameHeads[head]:
			n := personName(val.Text)
			if n == "" || !postal.IsName(n) {
				cur = nil
				continue
			}
			out = append(out, Person{Name: layout.FromLine(n, r.Page, val.Line)})
			cur = &out[len(out)-1]
		case cur == nil:
		case roleHeads[head] && !cur.Role.Found():
			cur.Role = layout.FromLine(strings.TrimSpace(val.Text), r.Page, val.Line)
		case addressHeading(head) && !cur.Address.Found():
			cur.Address = layout.FromLine(strings.TrimSpace(val.Text), r.Page, val.Line)
		}
	}
	return out
}

// oneLineAddress reports whether t is a street and a locality on one line,
// parted by a comma ("Mariborska cesta 140b, 3000 Celje").
func oneLineAddress(t string) bool {
	i := strings.LastIndex(t, ",")
	if i < 0 || !postal.IsStreet(t[:i]) {
		return false
	}
	_, ok := postal.Locality(strings.TrimSpace(t[i+1:]))
	return ok
}

// personRow reads a row of a people section that starts with a person's
// name and gives a labelled detail after it: the role under a role label
// ("Funkcija: direktor"), else the section's title is the role
// ("Družbeniki", then "NOVAK LUKA | Vložek: 7.500,00 EUR").
func personRow(r keyvalue.Row, title keyvalue.Cell) (Person, bool) {
	name, detail := r.Cells[0], strings.TrimSpace(r.Cells[1].Text)
	label, value, ok := strings.Cut(detail, ":")
	if !ok || isLabel(strings.TrimSpace(name.Text)) {
		return Person{}, false
	}
	n := personName(name.Text)
	if n == "" || !postal.IsName(n) || !fullName(n) || isRole(lexicon.Fold(n)) || lexicon.IsOrganisationName(n) {
		return Person{}, false
	}
	p := Person{Name: layout.FromLine(n, r.Page, name.Line)}
	if value = strings.TrimSpace(value); roleHeads[lexicon.Fold(label)] && value != "" {
		p.Role = layout.FromLine(value, r.Page, r.Cells[1].Line)
	} else {
		p.Role = layout.FromLine(roleAsPrinted(strings.TrimSpace(title.Text)), r.Page, title.Line)
	}
	return p, true
}

// roleBlocks reads people listed one block each: a role, then the
// person's details as labelled rows, the name's label on the role's row
// or the next ("Gérant | Nom, prénoms | LECLERE Hélène", then "Domicile
// personnel | 113 rue ..."), as the Kbis extract prints its officers.
func roleBlocks(rs []keyvalue.Row) []Person {
	var out []Person
	var cur *Person
	role := -1 // the row of a role printed alone, awaiting its name
	for i, r := range rs {
		cells := r.Cells
		roleCell := -1
		if len(cells) >= 2 && isRole(lexicon.Fold(cells[0].Text)) {
			roleCell, cells = 0, cells[1:]
		} else if len(cells) == 1 && isRole(lexicon.Fold(cells[0].Text)) {
			role, cur = i, nil
			continue
		}
		if len(cells) < 2 {
			cur = nil
			continue
		}
		head, val := lexicon.Fold(cells[0].Text), cells[1]
		switch {
		case nameHeads[head] && len(cells) == 2 && !heading(val.Text) && ranHeadings(r, val) == nil && (roleCell == 0 || role == i-1 && rs[role].Page == r.Page):
			n := personName(val.Text)
			if n == "" || !postal.IsName(n) {
				cur = nil
				continue
			}
			rc := r.Cells[0]
			rr := r
			if roleCell < 0 {
				rr = rs[role]
				rc = rr.Cells[0]
			}
			out = append(out, Person{
				Name: layout.FromLine(n, r.Page, val.Line),
				Role: layout.FromLine(roleAsPrinted(strings.TrimSpace(rc.Text)), rr.Page, rc.Line),
			})
			cur = &out[len(out)-1]
		case cur != nil && roleCell < 0 && addressHeading(head) && !cur.Address.Found():
			cur.Address = layout.FromLine(strings.TrimSpace(val.Text), r.Page, val.Line)
		}
		role = -1
	}
	return out
}

// statedDirectors reads the initial directors that articles of
// incorporation name in running text (lexicon.FactDirectors): names, each
// followed by its address up to a postcode, parted by semicolons or "and"
// ("JENNIFER LYNN O'BRIEN, 128 Maple Avenue Apt 4, Albany, NY 12207").
func statedDirectors(pages []*layout.Page) []Person {
	var out []Person
	for _, p := range pages {
		joined, owners := joinLines(p)
		for _, sn := range lexicon.Sentences(lexicon.FactDirectors) {
			loc := sn.Pattern.FindStringIndex(joined)
			if loc == nil {
				continue
			}
			rest := joined[loc[1]:min(len(joined), loc[1]+600)]
			at := loc[1]
			for len(out) < maxPeople {
				m := reListedPerson.FindStringSubmatchIndex(rest)
				if m == nil || m[0] != 0 {
					break
				}
				n := personName(rest[m[2]:m[3]])
				if n == "" || !postal.IsName(n) {
					break
				}
				out = append(out, Person{
					Name:    layout.FromLine(n, p, owners(at+m[2])),
					Role:    layout.FromLine("Director", p, owners(at+m[2])),
					Address: layout.FromLine(strings.TrimSpace(rest[m[4]:m[5]]), p, owners(at+m[4])),
				})
				at += m[1]
				rest = rest[m[1]:]
			}
			if len(out) > 0 {
				return out
			}
		}
	}
	return out
}

// reListedPerson is one person of a list in running text: a name of
// letters, a comma, and an address that ends with a postcode (a US ZIP
// after its state's code, or digits), then the separator to the next.
var reListedPerson = regexp.MustCompile(`^\s*(?:and\s+)?([\p{L}][\p{L}'’. -]{2,60}?),\s*([^;:]{4,160}?\b(?:[A-Z]{2}\s+\d{5}(?:-\d{4})?|\d{4,6}))\b\s*(?:[;,.]\s*(?:and\s+)?|\s+and\s+|$)`)

// headedLists reads people listed under a role printed as a section
// heading, one entry each, a name then its birth ("GESCHÄFTSFÜHRER/IN
// (handelsrechtlich)", then "A Theresa Pölzl, geb. 26.09.1962"), as the
// Austrian Firmenbuch and other registers print their officers.
func headedLists(rs []keyvalue.Row) []Person {
	var out []Person
	role := ""
	var roleRow keyvalue.Row
	for _, r := range rs {
		if len(r.Cells) == 0 || len(out) >= maxPeople {
			continue
		}
		first := r.Cells[0]
		if h, ok := roleHeading(first.Text); ok && len(r.Cells) == 1 {
			role, roleRow = h, r
			continue
		}
		if role == "" {
			continue
		}
		if _, table := headerColumns(r); table {
			role = "" // a table's heading row: the table readers read it
			continue
		}
		m := reBornEntry.FindStringSubmatch(first.Text)
		if m == nil && len(r.Cells) == 2 && reIDNumber.MatchString(first.Text) {
			// "19940329-7964 | Ek, Björn": the person's national number, then
			// the name, as the Swedish register prints its officers.
			first = r.Cells[1]
			m = []string{first.Text, first.Text}
		}
		if id := reLeadingID.FindStringSubmatch(first.Text); m == nil && id != nil {
			// The number and the name read into one cell.
			m = []string{first.Text, id[1]}
		}
		if m == nil && reSurnameFirst.MatchString(first.Text) {
			// "WALKER, Hemi": the family name in capitals, a comma, the
			// given names, as the NZ Companies Office and Companies
			// House list officers (an appointment date may follow).
			m = []string{first.Text, first.Text}
		}
		if m == nil {
			if len(r.Cells) == 1 && strings.ToUpper(first.Text) == first.Text && lexicon.LetterCount(first.Text) >= 4 {
				role = "" // another section's heading, not a speck OCR read as "SS"
			}
			continue
		}
		n := personName(m[1])
		if n == "" || !postal.IsName(n) || !fullName(n) {
			continue
		}
		out = append(out, Person{
			Name: layout.FromLine(n, r.Page, first.Line),
			Role: layout.FromLine(role, roleRow.Page, roleRow.Cells[0].Line),
		})
	}
	return out
}

// reSurnameFirst is a person's name written family name first in
// capitals, a comma, then the given names in mixed case ("WALKER, Hemi",
// "MCKENZIE, Aroha Jane").
var reSurnameFirst = regexp.MustCompile(`^\p{Lu}[\p{Lu}'’ -]{1,40},\s*\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){0,3}$`)

// reIDNumber is a personal or company number printed before a name:
// digits in groups.
var reIDNumber = regexp.MustCompile(`^` + idNumber + `$`)

// reLeadingID is such a number and a name after it on one line: the name
// is group 1.
var reLeadingID = regexp.MustCompile(`^` + idNumber + `\s+(\pL.*)$`)

// idNumber is the pattern of a number of reIDNumber.
const idNumber = `\d[\d -]{5,14}\d`

// reBornEntry is a register's entry of a person: an optional letter or
// number that orders the entries, the name, then the birth ("geb.",
// "born", "né", "nata", "*", or the date).
var reBornEntry = regexp.MustCompile(`^(?:[A-Z]{1,2}\s+|\d{1,2}[.)]?\s+)?([\p{L}][\p{L}'’. -]{2,60}?),\s*(?:` + lexicon.BornPattern() + `\s|\*\s?\d|\d{1,2}[./]\d{1,2}[./]\d{4})`)

// roleHeading returns the role a section heading names, in the lexicon's
// spelling: the heading without its bracketed qualifier and its feminine
// ending ("GESCHÄFTSFÜHRER/IN (handelsrechtlich)" is Geschäftsführer).
func roleHeading(s string) (string, bool) {
	s = reParenthesis.ReplaceAllString(s, "")
	s = strings.TrimSuffix(strings.TrimSpace(s), ":")
	for _, suf := range []string{"/IN", "/in", "/INNEN", "/innen"} {
		s = strings.TrimSuffix(s, suf)
	}
	f := lexicon.Fold(s)
	if !roleWords[f] {
		return jointRoles(s)
	}
	if sectionOnly[f] {
		return "", false
	}
	// A plural heading ("Directors", "Administradores") names each
	// entry's role in the singular, where the lexicon has it.
	for _, suf := range []string{"s", "es"} {
		if one := strings.TrimSuffix(f, suf); one != f && roleWords[one] {
			return roleSpellings[one], true
		}
	}
	return roleSpellings[f], true
}

// jointRoles returns a heading of two or three roles one person holds,
// parted by commas ("Member of the board, chairman", Bolagsverket's
// "Styrelseledamot, ordförande"), each in the lexicon's spelling.
func jointRoles(s string) (string, bool) {
	parts := strings.Split(s, ",")
	if len(parts) < 2 || len(parts) > 3 {
		return "", false
	}
	for i, p := range parts {
		f := lexicon.Fold(p)
		if !roleWords[f] || sectionOnly[f] {
			return "", false
		}
		parts[i] = roleSpellings[f]
		if i > 0 {
			parts[i] = strings.ToLower(parts[i])
		}
	}
	return strings.Join(parts, ", "), true
}

// sectionOnly are section titles that name no role of their own.
var sectionOnly = foldedLabels(lexicon.ConceptShareCapital)

// heading reports whether s is the heading of an officers table's column.
func heading(s string) bool {
	f := lexicon.Fold(s)
	return nameHeads[f] || roleHeads[f] || addressHeading(f)
}

// tablePerson is a person being read from a table.
type tablePerson struct {
	name, role        []string
	nameBox, roleBox  layout.Box
	addrBox           layout.Box
	addr              []string
	page              *layout.Page
	conf              float64
	nameRow, lastRows int
}

// readTable reads the rows after the heading row rs[h] with columns cols
// until a wide gap, a new section or another page. It returns the people
// and the index of the first row after the table.
func readTable(rs []keyvalue.Row, h int, cols []column) ([]Person, int) {
	head := rs[h]
	lh := head.Height()
	hasRole := false
	for _, c := range cols {
		hasRole = hasRole || c.kind == colRole
	}
	var ps []*tablePerson
	var cur *tablePerson
	prevBottom := head.Box.Bottom
	k := h + 1
	for ; k < len(rs) && len(ps) < maxPeople; k++ {
		r := rs[k]
		if r.Page != head.Page || r.Box.Top-prevBottom > 3*lh {
			break
		}
		if _, ok := headerColumns(r); ok {
			break
		}
		if len(r.Cells) == 1 && sectionTitles[lexicon.Fold(r.Cells[0].Text)] {
			break
		}
		if label, v, ok := strings.Cut(r.Cells[0].Text, ":"); ok && len(r.Cells) == 1 && cur != nil && addressHeading(lexicon.Fold(label)) {
			// The person's address on a labelled line under the row
			// ("Address: 160 Robinson Road ...", an ACRA business
			// profile), not more of the name.
			if v = strings.TrimSpace(v); v != "" && len(cur.addr) == 0 {
				cur.addr, cur.addrBox = []string{v}, r.Cells[0].Line.Box
			}
			cur.lastRows = k
			prevBottom = r.Box.Bottom
			continue
		}
		texts := map[int][]string{}
		boxes := map[int]layout.Box{}
		for _, c := range r.Cells {
			for _, w := range c.Line.Words {
				ci := -1
				for n, col := range cols {
					if col.left <= r.AdjLeft(w.Box)+0.8*lh {
						ci = n
					}
				}
				if ci < 0 {
					continue
				}
				kind := cols[ci].kind
				texts[kind] = append(texts[kind], w.Text)
				boxes[kind] = boxes[kind].Union(w.Box) // page coordinates
			}
		}
		name := strings.Join(texts[colName], " ")
		role := strings.Join(texts[colRole], " ")
		addr := strings.Join(texts[colAddress], " ")
		switch {
		case name != "" && (role != "" || !hasRole || cur == nil):
			cur = &tablePerson{page: r.Page, nameRow: k, conf: r.Cells[0].Line.Confidence}
			ps = append(ps, cur)
			cur.name, cur.nameBox = []string{name}, boxes[colName]
			if role != "" {
				cur.role, cur.roleBox = []string{role}, boxes[colRole]
			}
		case cur == nil:
			continue
		case name != "" && cur.lastRows == k-1 && cur.nameRow == k-1:
			// The name wraps onto a second line.
			cur.name = append(cur.name, name)
			cur.nameBox = cur.nameBox.Union(boxes[colName])
		case role != "" && name == "":
			cur.role = append(cur.role, role)
			cur.roleBox = cur.roleBox.Union(boxes[colRole])
		}
		if addr != "" && cur != nil {
			cur.addr = append(cur.addr, addr)
			cur.addrBox = cur.addrBox.Union(boxes[colAddress])
		}
		if cur != nil {
			cur.lastRows = k
		}
		prevBottom = r.Box.Bottom
	}
	var out []Person
	for _, tp := range ps {
		name := personName(strings.Join(tp.name, " "))
		if r, _ := utf8.DecodeRuneInString(name); name == "" || !postal.IsName(name) || unicode.IsLower(r) || !fullName(name) {
			continue // OCR's reading of an ornament or stamp, not a name
		}
		field := func(v string, b layout.Box) layout.Field {
			if v == "" {
				return layout.Field{}
			}
			return layout.Field{Value: v, Page: tp.page.Number, Box: b, Source: tp.page.Source, Confidence: tp.conf}
		}
		out = append(out, Person{
			Name:    field(name, tp.nameBox),
			Role:    field(strings.Join(strings.Fields(strings.Join(tp.role, " ")), " "), tp.roleBox),
			Address: field(postal.Join(tp.addr), tp.addrBox),
		})
	}
	return out, k
}

// rolePairs reads people introduced by their role: rows of two cells, a
// role and a name ("Director   Jane Smith") or a name and a role, and statements of a role, a
// colon and a name, several to a row as registers print them
// ("Geschäftsführer: Müller, Hans, *01.02.1970, Berlin; Vorstand: ...",
// "ADMINISTRADOR SOLIDARIO: IBÁÑEZ RUIZ, MARÍA. Fecha de nombramiento").
func rolePairs(rs []keyvalue.Row) []Person {
	var out []Person
	for i, r := range rs {
		if len(r.Cells) >= 2 && isRole(lexicon.Fold(r.Cells[0].Text)) && onlyDates(r.Cells[2:]) {
			if n := personName(r.Cells[1].Text); n != "" && postal.IsName(n) {
				out = append(out, Person{
					Name: layout.FromLine(n, r.Page, r.Cells[1].Line),
					Role: layout.FromLine(roleAsPrinted(strings.TrimSpace(r.Cells[0].Text)), r.Page, r.Cells[0].Line),
				})
			}
			continue
		}
		if role, ok := bilingualRole(r.Cells); ok && !isRole(lexicon.Fold(r.Cells[0].Text)) && onlyDates(r.Cells[2:]) {
			// The name first, then the role and its dates, as the
			// Lithuanian register lists its management bodies
			// ("Andrius Vasiliauskas | Direktorius | 2006-12-24"), the
			// Latvian one in two languages ("Valdes loceklis / Board member").
			if n := personName(r.Cells[0].Text); n != "" && postal.IsName(n) && !lexicon.IsOrganisationName(n) {
				out = append(out, Person{
					Name: layout.FromLine(n, r.Page, r.Cells[0].Line),
					Role: layout.FromLine(roleAsPrinted(role), r.Page, r.Cells[1].Line),
				})
				continue
			}
		}
		for j, c := range r.Cells {
			next := ""
			if j == len(r.Cells)-1 && i+1 < len(rs) && continues(r, rs[i+1]) {
				next = rs[i+1].Cells[0].Text
			}
			out = append(out, roleStatements(r, c, next)...)
		}
	}
	return out
}

// bilingualRole returns the role cells[1] gives: the whole cell, or the
// first of its languages parted by a slash that is a role ("Valdes
// loceklis / Board member").
func bilingualRole(cells []keyvalue.Cell) (string, bool) {
	if len(cells) < 2 {
		return "", false
	}
	t := strings.TrimSpace(cells[1].Text)
	if isRole(lexicon.Fold(t)) {
		return t, true
	}
	for _, part := range strings.Split(t, " / ") {
		if part = strings.TrimSpace(part); isRole(lexicon.Fold(part)) {
			return part, true
		}
	}
	return "", false
}

// onlyDates reports whether every cell holds a date, as the cells after a
// role and a name give the appointment's ("Sinds 31 december 2022").
func onlyDates(cells []keyvalue.Cell) bool {
	for _, c := range cells {
		if len(dates.Find(c.Text, dates.Options{})) == 0 {
			return false
		}
	}
	return true
}

// continues reports whether row next carries on the paragraph of row r:
// the next line of the same page, one line height at most below, starting
// where r's last cell does or left of it, as a register's running entry
// wraps ("Geschäftsführer: Bär," over "Björn, *07.10.1975, Hamburg").
func continues(r, next keyvalue.Row) bool {
	if next.Page != r.Page || len(next.Cells) == 0 {
		return false
	}
	last, first := r.Cells[len(r.Cells)-1], next.Cells[0]
	h := last.Height()
	gap := first.Box().Top - last.Box().Bottom
	return gap >= -h/2 && gap <= h && first.Box().Left <= last.Box().Left+h
}

// maxRoleWords is the most words a role runs to ("Administrador
// mancomunado", "Person with significant control").
const maxRoleWords = 4

// roleStatements reads the "role: name" statements of cell c. A name that
// runs to the end of the cell without its end (a semicolon, a date of
// birth, a town) goes on in next, the text of the line that continues the
// paragraph, if any; next is read for that name only.
func roleStatements(r keyvalue.Row, c keyvalue.Cell, next string) []Person {
	ws := strings.Fields(c.Text)
	var out []Person
	for i := 0; i < len(ws); i++ {
		for n := min(maxRoleWords, len(ws)-i); n >= 1; n-- {
			last := ws[i+n-1]
			if !strings.HasSuffix(last, ":") || !isRole(lexicon.Fold(strings.Join(ws[i:i+n], " "))) {
				continue
			}
			role := roleAsPrinted(strings.TrimSuffix(strings.Join(ws[i:i+n], " "), ":"))
			name, used := nameAfterRole(ws[i+n:])
			if i+n+used == len(ws) && next != "" && !nameEnded(ws[len(ws)-1]) {
				name, _ = nameAfterRole(append(ws[i+n:len(ws):len(ws)], strings.Fields(next)...))
			}
			if p := personName(name); p != "" && postal.IsName(p) {
				out = append(out, Person{Name: layout.FromLine(p, r.Page, c.Line), Role: layout.FromLine(role, r.Page, c.Line)})
			}
			i += n + used - 1
			break
		}
	}
	return out
}

// fullName reports whether name has a word of three letters or more, or
// two words or more all capitalised ("Li Na"): OCR reads an ornament
// border's loops as "Ne" or "BE wa".
func fullName(name string) bool {
	ws := strings.Fields(name)
	capitalised := len(ws) >= 2
	for _, w := range ws {
		if utf8.RuneCountInString(strings.Trim(w, ".,'’-")) >= 3 {
			return true
		}
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) {
			capitalised = false
		}
	}
	return capitalised
}

// nameEnded reports whether the last word of a statement w ends its name:
// a semicolon or period after it.
func nameEnded(w string) bool {
	return strings.HasSuffix(w, ";") || strings.HasSuffix(w, ".") && len(strings.TrimSuffix(w, ".")) > 1
}

// nameAfterRole returns the name that words start with, up to what ends
// it: a semicolon or a sentence's period, a date of birth ("*08.11.1994",
// "geb. 1970"), a third comma-separated part (a town), or another role;
// and how many words it used.
func nameAfterRole(ws []string) (string, int) {
	var name []string
	commas := 0
	for k, w := range ws {
		if strings.HasPrefix(w, "*") || len(dates.Find(w, dates.Options{})) > 0 || isRole(lexicon.Fold(strings.TrimSuffix(w, ":"))) && strings.HasSuffix(w, ":") {
			return strings.Join(name, " "), k
		}
		if strings.HasSuffix(w, ",") {
			commas++
			if commas == 2 {
				return strings.Join(append(name, strings.TrimSuffix(w, ",")), " "), k + 1
			}
		}
		if strings.HasSuffix(w, ";") || strings.HasSuffix(w, ".") && len(strings.TrimSuffix(w, ".")) > 1 {
			return strings.Join(append(name, strings.TrimRight(w, ";.")), " "), k + 1
		}
		name = append(name, w)
		if len(name) > 8 {
			return "", k + 1
		}
	}
	return strings.Join(name, " "), len(ws)
}

// reParenthesis is a parenthesised remark after a name ("(resigned)").
var reParenthesis = regexp.MustCompile(`\s*\([^)]*\)\s*$`)

// personName cleans a name read from a table: honorifics dropped, and
// "SURNAME, Given" turned into "Given SURNAME". It returns "" when s does
// not read as a name.
func personName(s string) string {
	s = reParenthesis.ReplaceAllString(strings.TrimSpace(s), "")
	s = postal.CleanName(strings.Trim(s, " ,;:-–"))
	if parts := strings.Split(s, ","); len(parts) > 2 && lexicon.StartsWithOrigin(parts[2]) {
		// "Rossi, Francesca, da Mendrisio, in Bellinzona": the name, then
		// the origin and residence the Swiss register gives.
		s = parts[0] + "," + parts[1]
	}
	if parts := strings.Split(s, ","); len(parts) == 2 {
		sur, given := strings.TrimSpace(parts[0]), strings.TrimSpace(parts[1])
		if sur != "" && given != "" {
			s = postal.CleanName(given) + " " + sur
		}
	}
	letters := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			letters++
		}
	}
	if letters < 2 || len(strings.Fields(s)) > 8 || isLabel(s) || isRole(lexicon.Fold(s)) {
		return "" // a label or a role ("jednatel:") is nobody's name
	}
	return s
}
