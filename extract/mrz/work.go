package mrz

import (
	"slices"
	"strings"
	"time"
)

// work is one parse in progress: the best reading of every position, the
// recogniser's other candidates, and the corrections made so far.
type work struct {
	lines [][]byte
	alts  [][][]byte
	corr  []Correction
	lay   layout
	cls   [][]class
}

func newWork(top [][]byte, alts [][][]byte, corr []Correction) *work {
	w := &work{corr: append([]Correction(nil), corr...)}
	for i, l := range top {
		w.lines = append(w.lines, append([]byte(nil), l...))
		a := make([][]byte, len(l))
		if i < len(alts) {
			copy(a, alts[i])
		}
		w.alts = append(w.alts, a)
	}
	return w
}

// pickLayout chooses the format from the line count, the length and the
// document code, reading the first characters as letters.
func (w *work) pickLayout() layout {
	if len(w.lines) == 3 {
		return layoutOf(TD1)
	}
	var head []byte
	for _, b := range w.lines[0][:5] {
		if !clAlpha.allows(b) {
			if f := clAlpha.fix(b); f != 0 {
				b = f
			}
		}
		head = append(head, b)
	}
	visa := head[0] == 'V'
	switch {
	case len(w.lines[0]) == 44 && visa:
		return layoutOf(MRVA)
	case len(w.lines[0]) == 44:
		return layoutOf(TD3)
	case visa:
		return layoutOf(MRVB)
	case string(head) == "IDFRA":
		return layoutOf(FRAID)
	}
	return layoutOf(TD2)
}

func (w *work) set(l, p int, to byte, reason string) {
	w.corr = append(w.corr, Correction{Line: l, Pos: p, From: rune(w.lines[l][p]), To: rune(to), Reason: reason})
	w.lines[l][p] = to
}

func (w *work) get(s span) string {
	if !s.ok() {
		return ""
	}
	return string(w.lines[s.line][s.start:s.end])
}

func (w *work) parseAs(lay layout, today time.Time) Result {
	w.lay = lay
	w.buildClasses()
	w.classFix()
	w.countryFix()
	w.fillerFix(lay.name)
	w.fillerFix(lay.given)
	if !lay.longNumber {
		w.fillerFix(lay.opt1)
	}
	w.fillerFix(lay.opt2)
	if end, ok := w.long(); ok {
		o := lay.opt1
		if b := w.lines[o.line][end-1]; !clDigit.allows(b) {
			if f := clDigit.fix(b); f != 0 {
				w.set(o.line, end-1, f, ReasonClass)
			}
		}
	}
	w.checkFix()
	return w.result(today)
}

func (w *work) buildClasses() {
	w.cls = make([][]class, len(w.lines))
	for i, l := range w.lines {
		w.cls[i] = make([]class, len(l))
	}
	mark := func(s span, c class) {
		if s.ok() {
			for p := s.start; p < s.end; p++ {
				w.cls[s.line][p] = c
			}
		}
	}
	lay := w.lay
	for _, s := range []span{lay.code, lay.state, lay.nationality, lay.name, lay.given} {
		mark(s, clAlpha)
	}
	for _, s := range []span{lay.birth, lay.expiry, lay.numberCheck, lay.birthCheck, lay.expiryCheck, lay.optCheck, lay.composite} {
		mark(s, clDigitFill)
	}
	mark(lay.sex, clSex)
	for _, o := range lay.classes {
		mark(o.span, o.cls)
	}
}

// countryFix repairs an issuing state or nationality that is no code when
// one look-alike letter makes it one: to the other code when that is one
// of the repairs, else to the only repair; when both are no codes, to the
// one repair they share (SNE and BWE are SWE).
func (w *work) countryFix() {
	st, nat := w.lay.state, w.lay.nationality
	if !st.ok() || !nat.ok() {
		return
	}
	stCode, natCode := w.get(st), w.get(nat)
	stOK, natOK := IsCode(stCode), IsCode(natCode)
	pick := func(bad, other string, otherOK bool) string {
		reps := codeRepairs(bad)
		if otherOK && slices.Contains(reps, other) {
			return other
		}
		if otherOK && len(reps) == 1 {
			return reps[0]
		}
		if !otherOK {
			var shared []string
			for _, r := range reps {
				if slices.Contains(codeRepairs(other), r) {
					shared = append(shared, r)
				}
			}
			if len(shared) == 1 {
				return shared[0]
			}
		}
		return ""
	}
	fix := func(s span, to string) {
		for i := range len(to) {
			if p := s.start + i; w.lines[s.line][p] != to[i] {
				w.set(s.line, p, to[i], ReasonCountry)
			}
		}
	}
	switch {
	case stOK && natOK:
	case !stOK:
		if to := pick(stCode, natCode, natOK); to != "" {
			fix(st, to)
			if !natOK {
				fix(nat, to)
			}
		}
	default:
		if to := pick(natCode, stCode, true); to != "" {
			fix(nat, to)
		}
	}
}

// inDate reports whether position p of line l is in the birth or expiry
// date.
func (w *work) inDate(l, p int) bool {
	for _, s := range []span{w.lay.birth, w.lay.expiry} {
		if s.ok() && s.line == l && p >= s.start && p < s.end {
			return true
		}
	}
	return false
}

// classFix replaces the characters their position does not allow.
func (w *work) classFix() {
	for l, line := range w.lines {
		for p, b := range line {
			c := w.cls[l][p]
			if c.allows(b) {
				continue
			}
			var to byte
			for _, a := range w.alts[l][p] {
				if c.allows(a) {
					to = a
					break
				}
			}
			// A date holds a filler only where its part is unknown: a
			// digit ranked lower is the likelier.
			if to == '<' && c == clDigitFill && w.inDate(l, p) {
				for _, a := range w.alts[l][p] {
					if clDigit.allows(a) {
						to = a
						break
					}
				}
			}
			if to == 0 {
				to = c.fix(b)
			}
			if to != 0 {
				w.set(l, p, to, ReasonClass)
			}
		}
	}
}

func isKLCX(b byte) bool { return b == 'K' || b == 'L' || b == 'C' || b == 'X' }

// fillerFix applies the filler rule to a name or optional-data field: after the last word
// holding a letter other than K, L, C and X, a run that starts with '<' and
// holds at least as many '<' as K, L, C and X is filler; those letters are
// fillers misread.
func (w *work) fillerFix(s span) {
	if !s.ok() {
		return
	}
	b := w.lines[s.line][s.start:s.end]
	last := -1
	for i, c := range b {
		if c != '<' && !isKLCX(c) {
			last = i
		}
	}
	start := last + 1
	for start < len(b) && b[start] != '<' {
		start++
	}
	nf, nk := 0, 0
	for _, c := range b[start:] {
		if c == '<' {
			nf++
		} else if isKLCX(c) {
			nk++
		}
	}
	if nk == 0 || nf < nk {
		return
	}
	for i := start; i < len(b); i++ {
		if isKLCX(b[i]) {
			w.set(s.line, s.start+i, '<', ReasonFiller)
		}
	}
}

// long reports whether the document number continues in the optional data
// (ICAO 9303: '<' at the check position), and where its check digit ends.
func (w *work) long() (end int, ok bool) {
	lay := w.lay
	if !lay.longNumber || w.get(lay.numberCheck) != "<" {
		return 0, false
	}
	k := strings.IndexByte(w.get(lay.opt1), '<')
	if k < 0 {
		k = lay.opt1.end - lay.opt1.start
	}
	if k < 2 {
		return 0, false
	}
	return lay.opt1.start + k, true
}

// checkDef is a check digit and the characters it covers. A document number
// continued in the optional data is checked with and without the '<' at its
// check position (issuers differ): either variant may validate.
type checkDef struct {
	field    string
	at       span
	variants [][]span
}

func (w *work) checkDefs() []checkDef {
	lay := w.lay
	var defs []checkDef
	if end, ok := w.long(); ok {
		o, n := lay.opt1, lay.number
		defs = append(defs, checkDef{"document_number", span{o.line, end - 1, end}, [][]span{
			{n, {o.line, o.start, end - 1}},
			{{n.line, n.start, n.end + 1}, {o.line, o.start, end - 1}},
		}})
	} else if lay.numberCheck.ok() {
		defs = append(defs, checkDef{"document_number", lay.numberCheck, [][]span{{lay.number}}})
	}
	if lay.birthCheck.ok() {
		defs = append(defs, checkDef{"birth_date", lay.birthCheck, [][]span{{lay.birth}}})
	}
	if lay.expiryCheck.ok() {
		defs = append(defs, checkDef{"expiry_date", lay.expiryCheck, [][]span{{lay.expiry}}})
	}
	if lay.optCheck.ok() {
		defs = append(defs, checkDef{"optional_data", lay.optCheck, [][]span{{lay.opt1}}})
	}
	if lay.composite.ok() {
		defs = append(defs, checkDef{"composite", lay.composite, [][]span{lay.compositeData}})
	}
	return defs
}

func (w *work) eval(d checkDef) Check {
	found := w.get(d.at)
	var first Check
	for i, v := range d.variants {
		var sb strings.Builder
		for _, s := range v {
			sb.WriteString(w.get(s))
		}
		data := sb.String()
		c := Check{Field: d.field, Expected: CheckDigit(data), Found: found, Valid: checkValid(data, found)}
		if c.Valid {
			return c
		}
		if i == 0 {
			first = c
		}
	}
	return first
}

// checkValid reports whether found is the check digit of data. A character
// outside the MRZ set fails the check, whatever it would weigh.
func checkValid(data, found string) bool {
	for i := 0; i < len(data); i++ {
		if !isMRZChar(data[i]) {
			return false
		}
	}
	if found == "<" {
		return strings.Trim(data, "<") == ""
	}
	return len(found) == 1 && found[0] >= '0' && found[0] <= '9' && int(found[0]-'0') == CheckDigit(data)
}

type fix struct {
	line, pos int
	to        byte
	runnerUp  bool
	// lowRanked: a digit the recogniser ranked below second, kept only
	// where the composite check digit singles it out.
	lowRanked bool
	// impossible: a filler inside a document number (see fillsEnd). It
	// still makes the choice ambiguous, but is never applied.
	impossible bool
}

// checkFix corrects a failing check digit by one substitution where exactly
// one validates (see Parse).
func (w *work) checkFix() {
	defs := w.checkDefs()
	var composite *checkDef
	for i := range defs {
		if defs[i].field == "composite" {
			composite = &defs[i]
		}
	}
	covered := map[[2]int]bool{}
	for i := range defs {
		d := &defs[i]
		if d.field == "composite" {
			continue
		}
		for _, v := range d.variants {
			for _, s := range v {
				for p := s.start; p < s.end; p++ {
					covered[[2]int{s.line, p}] = true
				}
			}
		}
		if len(d.variants) != 1 || w.eval(*d).Valid || w.digitFix(*d) {
			continue
		}
		var pos [][2]int
		for _, s := range d.variants[0] {
			for p := s.start; p < s.end; p++ {
				pos = append(pos, [2]int{s.line, p})
			}
		}
		pos = append(pos, [2]int{d.at.line, d.at.start})
		w.choose(w.search(*d, pos), composite)
	}
	if composite == nil || w.eval(*composite).Valid {
		return
	}
	for _, d := range defs {
		if d.field != "composite" && !w.eval(d).Valid {
			return // the composite cannot point at one field while another fails
		}
	}
	var pos [][2]int
	for _, s := range composite.variants[0] {
		for p := s.start; p < s.end; p++ {
			if !covered[[2]int{s.line, p}] && w.cls[s.line][p] == clAny {
				pos = append(pos, [2]int{s.line, p})
			}
		}
	}
	pos = append(pos, [2]int{composite.at.line, composite.at.start})
	w.choose(w.search(*composite, pos), nil)
}

// digitFix reads as digits the letters of d's field that look like them
// (O 0, I 1, Z 2, S 5, G 6, B 8) and sit after its first digit, or its
// letters when all are O, when that makes its failing check digit valid:
// a number read with several such letters ("1234S4S89O2", "OOOOOOOO") is
// more than the one-substitution search tries. The check digit is the only
// witness, so the change counts as a guess (ReasonCheckDigit) unless the
// field then holds digits only, as numeric fields do (ReasonDigits).
func (w *work) digitFix(d checkDef) bool {
	var at, os [][2]int
	seenDigit, allO, letters := false, true, false
	for _, s := range d.variants[0] {
		for p := s.start; p < s.end; p++ {
			c := w.lines[s.line][p]
			switch {
			case clDigit.allows(c):
				seenDigit = true
			case c == 'O':
				os = append(os, [2]int{s.line, p})
			case c != '<':
				allO = false
			}
			if seenDigit && digitLike[c] != 0 {
				at = append(at, [2]int{s.line, p})
			}
		}
	}
	if !seenDigit && allO {
		at = os
	}
	if len(at) == 0 {
		return false
	}
	old := make([]byte, len(at))
	for i, lp := range at {
		old[i] = w.lines[lp[0]][lp[1]]
		w.lines[lp[0]][lp[1]] = digitLike[old[i]]
	}
	valid := w.eval(d).Valid
	for _, s := range d.variants[0] {
		for p := s.start; p < s.end; p++ {
			if c := w.lines[s.line][p]; c != '<' && !clDigit.allows(c) {
				letters = true
			}
		}
	}
	reason := ReasonDigits
	if letters || len(at) == 1 {
		reason = ReasonCheckDigit
	}
	for i, lp := range at {
		w.lines[lp[0]][lp[1]] = old[i]
		if valid {
			w.set(lp[0], lp[1], digitLike[old[i]], reason)
		}
	}
	return valid
}

// digitLike maps the letters OCR reads for digits to them.
var digitLike = map[byte]byte{'O': '0', 'I': '1', 'Z': '2', 'S': '5', 'G': '6', 'B': '8'}

func (w *work) search(d checkDef, pos [][2]int) []fix {
	var fixes []fix
	for _, lp := range pos {
		l, p := lp[0], lp[1]
		old := w.lines[l][p]
		c := w.cls[l][p]
		var runner byte
		if a := w.alts[l][p]; len(a) > 0 && c.allows(a[0]) && a[0] != old {
			runner = a[0]
		}
		cands := []byte{}
		if runner != 0 {
			cands = append(cands, runner)
		}
		if c == clAny {
			for _, x := range []byte(confusions(old)) {
				if x != runner {
					cands = append(cands, x)
				}
			}
		}
		// Where the recogniser ranked several candidates (the glyph
		// reading), the lower-ranked digits of a digit position are tried
		// too; choose keeps one only when the composite check digit
		// singles it out.
		lowRanked := len(cands)
		if c == clDigit || c == clDigitFill {
			for _, x := range w.alts[l][p] {
				if clDigit.allows(x) && x != old && !slices.Contains(cands, x) {
					cands = append(cands, x)
				}
			}
		}
		for i, x := range cands {
			w.lines[l][p] = x
			if w.eval(d).Valid {
				inside := x == '<' && d.field == "document_number" && !fillsEnd(w, d, l, p)
				fixes = append(fixes, fix{l, p, x, x == runner, i >= lowRanked, inside})
			}
		}
		w.lines[l][p] = old
	}
	return fixes
}

// fillsEnd reports whether a filler at line l, position p of d's field
// would only pad its end: a document number is left-aligned, so a filler
// before one of its characters ("<DSBEN33S" for "CD5BEW33S", valid by
// chance) is no reading of it.
func fillsEnd(w *work, d checkDef, l, p int) bool {
	for _, s := range d.variants[0] {
		if s.line != l || p < s.start || p >= s.end {
			continue
		}
		return p > s.start && strings.Trim(string(w.lines[l][p+1:s.end]), "<") == ""
	}
	return true
}

// choose applies the only fix, or the only one the composite check digit
// also accepts, or the only one the recogniser ranked second.
func (w *work) choose(fixes []fix, composite *checkDef) {
	fixes = slices.DeleteFunc(fixes, func(f fix) bool {
		if !f.lowRanked {
			return false
		}
		if composite == nil {
			return true
		}
		old := w.lines[f.line][f.pos]
		w.lines[f.line][f.pos] = f.to
		ok := w.eval(*composite).Valid
		w.lines[f.line][f.pos] = old
		return !ok
	})
	if len(fixes) > 1 && composite != nil {
		var ok []fix
		for _, f := range fixes {
			old := w.lines[f.line][f.pos]
			w.lines[f.line][f.pos] = f.to
			if w.eval(*composite).Valid {
				ok = append(ok, f)
			}
			w.lines[f.line][f.pos] = old
		}
		if len(ok) == 1 {
			fixes = ok
		}
	}
	if len(fixes) > 1 {
		var ru []fix
		for _, f := range fixes {
			if f.runnerUp {
				ru = append(ru, f)
			}
		}
		fixes = ru
	}
	if len(fixes) == 1 && !fixes[0].impossible {
		w.set(fixes[0].line, fixes[0].pos, fixes[0].to, ReasonCheckDigit)
	}
}

func (w *work) result(today time.Time) Result {
	lay := w.lay
	r := Result{
		Format:       lay.format,
		DocumentCode: trimFiller(w.get(lay.code)),
		IssuingState: trimFiller(w.get(lay.state)),
		Nationality:  trimFiller(w.get(lay.nationality)),
		BirthDate:    parseDate(w.get(lay.birth), true, today),
		ExpiryDate:   parseDate(w.get(lay.expiry), false, today),
		Sex:          sex(w.get(lay.sex)),
	}
	number, opt := w.get(lay.number), w.get(lay.opt1)
	if end, ok := w.long(); ok {
		o := lay.opt1
		number += string(w.lines[o.line][o.start : end-1])
		opt = string(w.lines[o.line][end:o.end])
	}
	r.DocumentNumber = strings.ReplaceAll(number, "<", "")
	r.OptionalData = words(opt)
	r.OptionalData2 = words(w.get(lay.opt2))
	if lay.format == FRAID {
		r.Nationality = "FRA"
		r.Surname = words(w.get(lay.name))
		r.GivenNames = words(w.get(lay.given))
		r.IssueDate = parseDate(w.get(lay.issue)+"<<", true, today)
	} else {
		name := strings.TrimRight(w.get(lay.name), "<")
		if i := strings.Index(name, "<<"); i >= 0 {
			r.Surname, r.GivenNames = words(name[:i]), words(name[i+2:])
		} else {
			r.Surname = words(name)
		}
	}
	r.Valid = true
	for _, d := range w.checkDefs() {
		c := w.eval(d)
		r.Checks = append(r.Checks, c)
		r.Valid = r.Valid && c.Valid
	}
	r.Valid = r.Valid && len(r.Checks) > 0
	r.Corrections = w.corr
	for _, l := range w.lines {
		r.Lines = append(r.Lines, string(l))
	}
	return r
}

func sex(s string) string {
	switch s {
	case "M", "F":
		return s
	case "X", "<":
		return "X"
	}
	return ""
}
