package organisationdoc

import (
	"regexp"
	"strings"
	"unicode"

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

// nameHeads, roleHeads and addressWords are the folded headings of the
// columns of officers tables.
var (
	nameHeads = set("name|naam|full name|officer|officer name|name of officer|director name|person|nom|nombre|name vorname|vorname name|naam en voornaam|shareholder|shareholder name|name of shareholder")
	roleHeads = set("role|functie|funktion|position|capacity|appointment|designation|function|rolle|officer role|fonction|cargo|position held|title|type|officer type|bevoegdheid")
	// addressWords: a heading holding one of these is an address column.
	addressWords = set("address|adres|adresse|anschrift|wohnort|residence|domicilio|direccion|woonplaats")
	// sectionTitles end a table: a new section starts.
	sectionTitles = set("officers|directors|secretary|secretaries|shareholders|members|persons with significant control|people with significant control|functionarissen|bestuurders|aandeelhouders|vertretungsberechtigte personen|gesellschafter|geschaftsfuhrer|prokura|charges|filing history|share capital")
	// roleWords start a row "Director   Jane Smith" outside tables.
	roleWords = set("director|directors|secretary|company secretary|president|vice president|treasurer|chairman|chairperson|chief executive officer|managing director|shareholder|member|manager|managing member|partner|designated member|bestuurder|gevolmachtigde|geschaftsfuhrer|prokurist|vorstand|gerant|administrador|person with significant control")
)

func set(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Split(s, "|") {
		m[w] = true
	}
	return m
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
	for _, c := range r.Cells {
		f := lexicon.Fold(c.Text)
		k := colOther
		switch {
		case nameHeads[f]:
			k = colName
		case roleHeads[f]:
			k = colRole
		default:
			for _, w := range strings.Fields(f) {
				if addressWords[w] {
					k = colAddress
				}
			}
		}
		if k == colName && name {
			k = colOther
		}
		name = name || k == colName
		other = other || k == colRole || k == colAddress
		cols = append(cols, column{c.Box().Left, k})
	}
	return cols, name, other
}

// maxPeople bounds the rows read from one table.
const maxPeople = 60

// findPeople reads the officers, directors, secretaries and shareholders
// listed in the tables of rs, or failing any table, in rows that pair a
// role with a name.
func findPeople(rs []keyvalue.Row) []Person {
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
		out = append(out, ps...)
		i = next - 1
	}
	if len(out) == 0 {
		out = rolePairs(rs)
	}
	return out
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
		if name == "" {
			continue
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

// rolePairs reads rows of two cells, a role and a name ("Director   Jane
// Smith", "Secretary: John Roe").
func rolePairs(rs []keyvalue.Row) []Person {
	var out []Person
	for _, r := range rs {
		if len(r.Cells) == 0 || len(r.Cells) > 2 {
			continue
		}
		role, name := r.Cells[0].Text, ""
		nameCell := r.Cells[0]
		if len(r.Cells) == 2 {
			name, nameCell = r.Cells[1].Text, r.Cells[1]
		} else if i := strings.IndexByte(role, ':'); i > 0 {
			role, name = role[:i], role[i+1:]
		}
		if !roleWords[lexicon.Fold(role)] {
			continue
		}
		n := personName(name)
		if n == "" || !postal.IsName(n) {
			continue
		}
		out = append(out, Person{
			Name: layout.FromLine(n, r.Page, nameCell.Line),
			Role: layout.FromLine(strings.TrimSpace(strings.TrimRight(role, ": ")), r.Page, r.Cells[0].Line),
		})
	}
	return out
}

// reParenthesis is a parenthesised remark after a name ("(resigned)").
var reParenthesis = regexp.MustCompile(`\s*\([^)]*\)\s*$`)

// personName cleans a name read from a table: honorifics dropped, and
// "SURNAME, Given" turned into "Given SURNAME". It returns "" when s does
// not read as a name.
func personName(s string) string {
	s = reParenthesis.ReplaceAllString(strings.TrimSpace(s), "")
	s = postal.CleanName(strings.Trim(s, " ,;:-–"))
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
	if letters < 2 || len(strings.Fields(s)) > 8 || isLabel(s) {
		return ""
	}
	return s
}
