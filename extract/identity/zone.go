package identity

import (
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/mrz"
	"github.com/docextract/docextract/extract/reading"
)

// token is one run of letters and digits of a word, folded.
type token struct {
	text string
	word int // index in the line's words
	end  int // byte offset in the word just after the run
}

// hit is a label found on a line.
type hit struct {
	field field
	page  *layout.Page
	line  int
	words [2]int // first and last word of the label
	rest  string // what follows the label inside its last word
	box   layout.Box
	// withPlace: the value is a birth date followed by the birth place
	// (field 3 of the EU driving licence).
	withPlace bool
	// strong: the label is one only identity documents print (not in
	// genericLabels).
	strong bool
	// left is where the label's group starts on its line: the words run
	// together with the label that are not another label, such as its
	// translation in a script OCR garbles or its field number ("9. Išdavė /
	// Authority"). Values printed under a label start under its group.
	left float64
}

// zone is what the visual zone gave.
type zone struct {
	found [nFields]layout.Field
	// strong: the field's value was read under a label that only identity
	// documents print.
	strong [nFields]bool
	// labelled: the field's label is printed, whether or not its value
	// was read.
	labelled [nFields]bool
	keyword  bool // an identity keyword is printed
	// words are the folded tokens printed on the pages, to check MRZ names
	// against.
	words      map[string]bool
	monthFirst bool
	// lines are the page lines, junk before their values dropped.
	lines []layout.Field
}

// any reports whether the zone gave any field.
func (z *zone) any() bool {
	for _, f := range z.found {
		if f.Found() {
			return true
		}
	}
	return false
}

// evidence reports whether the zone alone makes doc an identity document:
// a keyword printed as a title, or two labelled identity fields.
func (z *zone) evidence() bool {
	return z.keyword || labelEvidence(z)
}

// readZone reads the labelled fields of every page; the first value found
// for a field wins.
func readZone(doc *reading.Document) zone {
	z := zone{words: map[string]bool{}}
	licence := false
	var us layout.Field // where "USA" is printed
	for _, p := range doc.Pages {
		for _, l := range p.Lines {
			toks := lineTokens(l)
			for _, t := range toks {
				z.words[t.text] = true
			}
			if v := dropJunk(l.Text()); v != "" {
				z.lines = append(z.lines, layout.FromLine(v, p, l))
			}
			// The page's own reading of an MRZ line, spaces dropped; the
			// name of a passport's first line follows the code and state.
			t := mrzText(l.Text())
			notLetter := func(r rune) bool { return r < 'A' || r > 'Z' }
			for _, w := range strings.FieldsFunc(t, notLetter) {
				z.words[w] = true
			}
			if mrzShaped(t) && len(t) > 5 {
				for _, w := range strings.FieldsFunc(t[5:], notLetter) {
					z.words[w] = true
				}
			}
			z.keyword = z.keyword || keywordTitle(l)
			licence = licence || containsAny(toks, licenceKeywords)
			z.monthFirst = z.monthFirst || containsAny(toks, usKeywords)
			if !us.Found() && containsAny(toks, usaNames) {
				us = layout.FromLine("US", p, l)
			}
		}
	}
	opts := dates.Options{MonthFirst: z.monthFirst}

	for _, p := range doc.Pages {
		if licence {
			var rows map[field]layout.Field
			if z.monthFirst {
				for f, v := range aamvaRows(p) {
					if !z.found[f].Found() {
						z.found[f], z.strong[f] = v.By("zone.aamva_row"), true
					}
				}
				rows = usRows(p)
			} else {
				rows = licenceRows(p)
			}
			for f, v := range rows {
				if !z.found[f].Found() {
					z.found[f], z.strong[f] = v.By("zone.licence_row"), true
				}
			}
		}
		hits := pageHits(p)
		if licence {
			hits = append(hits, numberedHits(p)...)
		}
		groupLefts(hits)
		for _, h := range hits {
			z.labelled[h.field] = true
			if z.found[h.field].Found() {
				continue
			}
			for f, v := range valuesOf(h, hits, opts) {
				if !z.found[f].Found() && v.Found() {
					z.found[f], z.strong[f] = v.By("zone.label"), h.strong
				}
			}
		}
	}
	if !z.found[fCountry].Found() {
		z.found[fCountry] = stateOf(doc).By("zone.state_name")
	}
	if !z.found[fCountry].Found() {
		z.found[fCountry] = us.By("zone.usa")
	}
	return z
}

// lineTokens splits l's words into folded runs of letters and digits.
func lineTokens(l layout.Line) []token {
	var toks []token
	for i, w := range l.Words {
		start := -1
		for j, r := range w.Text + " " {
			alnum := unicode.IsLetter(r) || unicode.IsDigit(r)
			if alnum && start < 0 {
				start = j
			} else if !alnum && start >= 0 {
				toks = append(toks, token{text: fold(w.Text[start:j]), word: i, end: j})
				start = -1
			}
		}
	}
	return toks
}

// matchAt returns how many tokens of phrase match toks from i, or 0.
func matchAt(toks []token, i int, phrase []string) int {
	if i+len(phrase) > len(toks) {
		return 0
	}
	for k, p := range phrase {
		if toks[i+k].text != p {
			return 0
		}
	}
	return len(phrase)
}

// fuzzyLabelAt is matchAt with OCR noise tolerated in the label's words of
// 6 letters or more (see fuzzyToken); at least one such word is needed.
func fuzzyLabelAt(toks []token, i int, phrase []string) int {
	if i+len(phrase) > len(toks) {
		return 0
	}
	long := false
	for k, p := range phrase {
		if len(p) >= 6 {
			long = true
		}
		if !fuzzyToken(toks[i+k].text, p) {
			return 0
		}
	}
	if !long {
		return 0
	}
	return len(phrase)
}

// joinedLabelAt returns how many tokens from i, fewer than phrase's words,
// read as phrase with spaces lost (print and OCR run label words together:
// "DATE DENAISS" for "Date de naiss."), compared without spaces and with
// fuzzyToken's tolerance; 0 for none.
func joinedLabelAt(toks []token, i int, phrase []string) int {
	if len(phrase) < 2 {
		return 0
	}
	want := strings.Join(phrase, "")
	got := ""
	for k := 1; k < len(phrase) && i+k <= len(toks); k++ {
		got += toks[i+k-1].text
		// As long as the phrase or one letter longer: "PASSPORT" is one
		// edit from PASSPORTN ("Passport N°"), but only its first word.
		if len(got) >= len(want) && len(got) <= len(want)+1 && fuzzyToken(got, want) {
			return k
		}
	}
	return 0
}

// containsAny reports whether toks hold one of phrases, read with OCR
// noise tolerated.
func containsAny(toks []token, phrases []string) bool {
	for i := range toks {
		for _, p := range phrases {
			if fuzzyMatchAt(toks, i, phraseTokens(p)) > 0 {
				return true
			}
		}
	}
	return false
}

// longestLabel returns the field, length and phrase of the longest label
// at toks[i].
func longestLabel(toks []token, i int) (field, int, string) {
	best, n, label := field(-1), 0, ""
	for f := range nFields {
		for _, p := range labelTable[f] {
			m := matchAt(toks, i, phraseTokens(p))
			if m == 0 && len(p) >= 6 {
				// OCR noise: "Date de délivrace" is DATE DE DELIVRANCE.
				m = fuzzyLabelAt(toks, i, phraseTokens(p))
			}
			if m == 0 && len(p) >= 6 {
				m = joinedLabelAt(toks, i, phraseTokens(p))
			}
			if m > n {
				best, n, label = f, m, p
			}
		}
	}
	if n > 0 {
		return best, n, label
	}
	for _, l := range phraseLabels {
		if m := phraseLabelAt(toks, i, l.words); m > n {
			best, n, label = l.field, m, l.text
		}
	}
	return best, n, label
}

// phraseLabel is a label long enough to be matched as a phrase.
type phraseLabel struct {
	field field
	text  string
	words []string
}

// phraseLabels are the labels of labelTable of minPhraseLetters letters
// or more, in field order.
var phraseLabels = func() []phraseLabel {
	var out []phraseLabel
	for f := range nFields {
		for _, p := range labelTable[f] {
			if words := phraseTokens(p); len(words) >= 2 && len(strings.Join(words, "")) >= minPhraseLetters {
				out = append(out, phraseLabel{f, p, words})
			}
		}
	}
	return out
}()

// minPhraseLetters is how many letters a label must hold to be matched
// as a whole phrase (phraseLabelAt).
const minPhraseLetters = 12

// phraseLabelAt returns how many tokens from i read as phrase, a label of
// minPhraseLetters letters or more, compared word by word with one edit
// for every six letters of the label, at most two; 0 for none. Small
// captions printed over guilloche lose letters in short words that
// fuzzyLabelAt compares exactly ("WGAR DE NACIMIENTO" for LUGAR DE
// NACIMIENTO, "Pace of bith" for Place of birth; ICAO Doc 9303 Part 3
// prints the captions in 5 to 7 point type). Every token must be about
// as long as its word, words of three letters or fewer must be read
// exactly ("Rilasciato il" is the issue date, "Rilasciato da" the
// authority), and no two labels of different fields are that close
// (TestPhraseLabelsApart).
func phraseLabelAt(toks []token, i int, phrase []string) int {
	if len(phrase) < 2 || i+len(phrase) > len(toks) {
		return 0
	}
	letters := 0
	for _, p := range phrase {
		letters += len(p)
	}
	if letters < minPhraseLetters {
		return 0
	}
	allowed := min(2, letters/6)
	edits := 0
	for k, p := range phrase {
		t := toks[i+k].text
		if t == p {
			continue
		}
		if len(p) <= 3 || abs(len(t)-len(p)) > allowed {
			return 0
		}
		if edits += levenshtein.ComputeDistance(t, p); edits > allowed {
			return 0
		}
	}
	return len(phrase)
}

// pageHits finds the labels on p's lines. A bilingual or numbered label
// ("Surname / Nom (1)") is one hit: further labels of the same field and a
// parenthesised number are absorbed.
func pageHits(p *layout.Page) []hit {
	var hits []hit
	for li, l := range p.Lines {
		toks := lineTokens(l)
		for i := 0; i < len(toks); {
			f, n, label := longestLabel(toks, i)
			if n == 0 {
				i++
				continue
			}
			j := absorb(toks, l, i+n, f)
			if f == fAuthority && afterSignature(toks, i) {
				i = j
				continue
			}
			h := newHit(f, p, li, toks[i], toks[j-1])
			h.strong = !genericLabels[label]
			hits = append(hits, h)
			i = j
		}
	}
	return withoutValueWords(hits)
}

// withoutValueWords drops the hits that open a line right under a label
// of the same field, in its column: a field has one caption (ICAO Doc
// 9303 Part 3, the captions of the visual zone), so such a word is its
// value's first word that happens to spell a label ("Úřad městské části
// Praha 5" under "Vydal / Authority", Úřad being the authority's caption
// on Czech passports).
func withoutValueWords(hits []hit) []hit {
	return slices.DeleteFunc(slices.Clone(hits), func(x hit) bool {
		// A one-word label opening a line that goes on; a caption
		// stacked under its translation ("Date de délivrance" under
		// "Date of issue") stands alone on its line.
		if x.words[0] != 0 || x.words[1] != 0 || len(x.page.Lines[x.line].Words) < 2 {
			return false
		}
		for _, y := range hits {
			hgt := y.box.Height()
			if y.page == x.page && y.field == x.field && y.line != x.line && y.box.Bottom <= x.box.Top+0.3*hgt &&
				x.box.Top-y.box.Bottom < 3*hgt && x.box.Left < y.box.Right && x.box.Right > y.box.Left-3*hgt {
				return true
			}
		}
		return false
	})
}

// signatureLabels are the lexicon's labels of a signature, folded.
var signatureLabels = func() []string {
	var out []string
	for _, p := range lexicon.Labels(lexicon.ConceptSignature) {
		words := strings.FieldsFunc(fold(p.Text), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
		out = append(out, strings.Join(words, " "))
	}
	return out
}()

// afterSignature reports whether a signature's label ends just before
// toks[i], at most two short joining words ("of", "of the", "di" as OCR
// reads "of") between: the label names whose signature it is (a visa's
// "Signature of issuing officer", ICAO Doc 9303 Part 7), and what stands
// under it is a signature, not an authority.
func afterSignature(toks []token, i int) bool {
	for e := i - 1; e >= 0 && e >= i-3; e-- {
		if e < i-1 && len(toks[e+1].text) > 3 {
			return false
		}
		for _, p := range signatureLabels {
			phrase := phraseTokens(p)
			if e+1 < len(phrase) {
				continue
			}
			match := true
			for k, w := range phrase {
				match = match && looseToken(toks[e+1-len(phrase)+k].text, w)
			}
			if match {
				return true
			}
		}
	}
	return false
}

// looseToken is fuzzyToken with an edit more for words of 8 letters or
// more ("SIGNAWRE" read for SIGNATURE over guilloche): a signature's label
// only takes an authority's label away, so a looser match costs little.
func looseToken(got, want string) bool {
	if fuzzyToken(got, want) {
		return true
	}
	return len(want) >= 8 && len(want) < 10 && abs(len(got)-len(want)) <= 2 &&
		levenshtein.ComputeDistance(got, want) <= 2
}

// absorb skips, from j, tokens that continue a label of field f: the same
// field in another language, or a number in parentheses. It returns the
// index after the label.
func absorb(toks []token, l layout.Line, j int, f field) int {
	for j < len(toks) {
		if g, n, _ := longestLabel(toks, j); n > 0 && g == f {
			j += n
			continue
		}
		if w := l.Words[toks[j].word].Text; isDigits(toks[j].text) && strings.ContainsAny(w, "()") {
			j++
			continue
		}
		break
	}
	return j
}

func isDigits(s string) bool {
	return s != "" && strings.Trim(s, "0123456789") == ""
}

func newHit(f field, p *layout.Page, li int, first, last token) hit {
	l := p.Lines[li]
	h := hit{field: f, page: p, line: li, words: [2]int{first.word, last.word}}
	for k := first.word; k <= last.word; k++ {
		h.box = h.box.Union(l.Words[k].Box)
	}
	h.rest = trimValue(l.Words[last.word].Text[last.end:])
	return h
}

// euNumber matches the field numbers of the EU driving licence: "1.", "4a.".
var euNumber = regexp.MustCompile(`^(1|2|3|4[aAbBcC]|5)\.(.*)$`)

// euFields maps EU licence numbers to fields; 3 holds the birth date and place.
var euFields = map[string]field{"1": fSurname, "2": fGivenName, "3": fBirthDate, "4A": fIssueDate, "4B": fExpiryDate, "4C": fAuthority, "5": fNumber}

// numberedHits finds the EU licence's numbered fields.
func numberedHits(p *layout.Page) []hit {
	var hits []hit
	for li, l := range p.Lines {
		for wi, w := range l.Words {
			m := euNumber.FindStringSubmatch(w.Text)
			if m == nil {
				continue
			}
			hits = append(hits, hit{field: euFields[strings.ToUpper(m[1])], page: p, line: li,
				words: [2]int{wi, wi}, rest: trimValue(m[2]), box: w.Box, withPlace: m[1] == "3", strong: true})
		}
	}
	return hits
}

// trimValue removes the punctuation that separates a label from its value.
func trimValue(s string) string {
	s = strings.TrimSpace(strings.TrimLeft(strings.TrimSpace(s), ":/.-|;,"))
	// A speck or a guilloche's curl read before or after the value ("~T
	// HYDERABAD", "LYON ©"): a word of one or two characters with a sign
	// no value prints.
	speck := func(w string) bool {
		return utf8.RuneCountInString(w) <= 2 && strings.ContainsAny(w, "~«»©®¥°^*_=<>{}[]\\")
	}
	if f := strings.Fields(s); len(f) > 1 && speck(f[0]) {
		s = strings.Join(f[1:], " ")
	}
	if f := strings.Fields(s); len(f) > 1 && speck(f[len(f)-1]) {
		s = strings.Join(f[:len(f)-1], " ")
	}
	return s
}

// valuesOf reads the value of h: after the label on its line, else in the
// label's column on the nearest line below. A birth date hit of the EU
// licence also gives the place that follows the date.
func valuesOf(h hit, hits []hit, opts dates.Options) map[field]layout.Field {
	same, under := sameLine(h, hits), below(h, hits)
	if labelStart(same.text, h.field) {
		same = candidate{}
	}
	cands := []candidate{same, under}
	if hasLower(same.text) && under.text != "" && !hasLower(under.text) {
		// Values are printed in capitals; lower case beside a label is
		// more often the label's translation misread. A date beside it
		// is still read when the line under holds none: the lower case
		// is then a misread label after the date ("EXP 02/01/2018 sass"
		// for "4a ISS" on a US licence), and a translation is no date.
		cands = []candidate{under}
		if isDateField(h.field) && !h.withPlace {
			cands = append(cands, same)
		}
	}
	for _, cand := range cands {
		if cand.text == "" {
			continue
		}
		if v := parseValue(h.field, h.withPlace, cand, opts); len(v) > 0 {
			return v
		}
	}
	return nil
}

// labelStart reports whether s, the text beside a label of f, is the
// start of another of f's labels, four letters or more of it: the
// caption's translation cut short ("Lieu de naiss." after "Place of
// birth"), which is no value.
func labelStart(s string, f field) bool {
	words := strings.FieldsFunc(fold(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
	t := strings.Join(words, " ")
	if lexicon.LetterCount(t) < 4 {
		return false
	}
	for _, l := range labelTable[f] {
		if strings.HasPrefix(l, t) {
			return true
		}
	}
	return false
}

// candidate is text that may be a label's value, with where it was read.
type candidate struct {
	text string
	box  layout.Box
	conf float64
	page *layout.Page
}

// sameLine returns the words after h's label up to the next label.
func sameLine(h hit, hits []hit) candidate {
	l := h.page.Lines[h.line]
	end := len(l.Words)
	for _, o := range hits {
		if o.page == h.page && o.line == h.line && o.words[0] > h.words[1] && o.words[0] < end {
			end = o.words[0]
			for end > h.words[1]+1 && l.Words[end-1].Box.Left >= o.left {
				end--
			}
		}
	}
	for k := h.words[1] + 1; k < end; k++ {
		if fieldNumber.MatchString(l.Words[k].Text) {
			end = k
		}
	}
	parts := []string{}
	c := candidate{page: h.page, conf: l.Confidence, box: h.box}
	if h.rest != "" {
		parts = append(parts, h.rest)
	}
	for _, w := range l.Words[h.words[1]+1 : end] {
		parts = append(parts, w.Text)
		c.box = c.box.Union(w.Box)
	}
	c.text = trimValue(strings.Join(parts, " "))
	return c
}

// below returns the words in h's column on the nearest line under it,
// unless that line holds a label in the column. The column starts under
// the label's group (see hit.left) and ends at the next group on the line;
// a word belongs to it when it starts in it and its middle is left of the
// end, since values are often wider than their labels.
func below(h hit, hits []hit) candidate {
	hgt := h.box.Height()
	left, right := h.left-1.5*hgt, columnEnd(h, hits)
	var best []layout.Word
	var bestTop, bestLeft float64
	var conf float64
	for _, l := range h.page.Lines {
		var ws []layout.Word
		from := left
		for _, w := range l.Words {
			mid := (w.Box.Top + w.Box.Bottom) / 2
			center := (w.Box.Left + w.Box.Right) / 2
			if mid <= h.box.Bottom || w.Box.Top >= h.box.Bottom+3*hgt || center >= right {
				continue
			}
			if w.Box.Left >= left || len(ws) == 0 && reachesUnder(w, h, hits) {
				ws = append(ws, w)
				from = min(from, w.Box.Left)
			}
		}
		// A value starts under its label; one starting right of it
		// belongs to a label further right.
		if len(ws) > 0 && ws[0].Box.Left <= h.box.Right && (best == nil || ws[0].Box.Top < bestTop) {
			best, bestTop, bestLeft, conf = ws, ws[0].Box.Top, from, l.Confidence
		}
	}
	if best == nil {
		return candidate{}
	}
	best = sameRow(h.page, best, bestLeft, right)
	if labelInBox(best, hits, h.page) {
		return candidate{}
	}
	c := candidate{page: h.page, conf: conf}
	var parts []string
	for _, w := range best {
		parts = append(parts, w.Text)
		c.box = c.box.Union(w.Box)
	}
	c.text = trimValue(strings.Join(parts, " "))
	return c
}

// reachesUnder reports whether w, a word under h that starts left of h's
// group, is the first word of h's value: it reaches under the group's
// start, starts no further left than the label's line is wide (the
// label alone when the line also holds values, as a licence's numbered
// rows do), was read with some confidence, and no other label on h's row
// stands over where it starts. Print and OCR lose the
// start of a caption ("lace of birth/Lieu de naiss." for "Mjesto rođenja/
// Place of birth/Lieu de naiss." on a Croatian passport, "2 Authority"
// on a Canadian one) while its value stays aligned with the caption's
// real start (ICAO Doc 9303 Part 3: captions and their fields align).
func reachesUnder(w layout.Word, h hit, hits []hit) bool {
	width := h.box.Width()
	if l := h.page.Lines[h.line]; strings.IndexFunc(l.Text(), unicode.IsDigit) < 0 {
		width = max(width, l.Box.Width()) // a line of captions only
	}
	if w.Confidence < junkConfidence || w.Box.Right <= h.left || w.Box.Left < h.left-width {
		return false
	}
	for _, o := range hits {
		if o.page == h.page && o.box.Left < h.left && o.box.Right > w.Box.Left &&
			o.box.Top < h.box.Bottom && o.box.Bottom > h.box.Top {
			return false
		}
	}
	return true
}

// sameRow returns ws, the words of one line, with the words of p's other
// lines that continue them on the same row within the column from left to
// right: OCR splits a printed row at a wide space into two lines ("18 12"
// and "2012" of "18 12 2012"). A word continues the row when its middle
// lies within the height of the row's first word, it starts within two
// heights of the previous word's end, and, from another line, it was read
// with some confidence (junkConfidence).
func sameRow(p *layout.Page, ws []layout.Word, left, right float64) []layout.Word {
	first := ws[0].Box
	h := first.Height()
	var all []layout.Word
	for _, l := range p.Lines {
		own := len(l.Words) > 0 && len(ws) > 0 && slices.ContainsFunc(l.Words, func(w layout.Word) bool { return w.Box == first })
		for _, w := range l.Words {
			mid := (w.Box.Top + w.Box.Bottom) / 2
			center := (w.Box.Left + w.Box.Right) / 2
			if mid < first.Top || mid > first.Bottom || w.Box.Left < left || center >= right || w.Box.Left < first.Left {
				continue
			}
			if !own && w.Confidence < junkConfidence {
				continue
			}
			all = append(all, w)
		}
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].Box.Left < all[j].Box.Left })
	out := []layout.Word{ws[0]}
	for _, w := range all {
		last := out[len(out)-1]
		if w.Box == last.Box || w.Box.Left < last.Box.Right-0.5*h {
			continue // the same word, or one read twice
		}
		if w.Box.Left-last.Box.Right > 2*h {
			break
		}
		out = append(out, w)
	}
	if len(out) < len(ws) {
		return ws
	}
	return out
}

// columnEnd is where the next label group right of h on its line starts,
// or a field number ("9.") there. A label of h's own field is the same
// caption in another language (ICAO Doc 9303 Part 3: the captions in the
// issuing state's language and in English, French or Spanish, "Place of
// birth / Lieu de naissance / Lugar de nacimiento"), read apart from h
// when OCR garbles a word between them: it ends no column.
func columnEnd(h hit, hits []hit) float64 {
	end := h.page.Width + 1
	for _, o := range hits {
		if o.page == h.page && o.field != h.field && o.box.Left > h.box.Right && o.box.Left < end &&
			o.box.Top < h.box.Bottom && o.box.Bottom > h.box.Top {
			end = min(o.box.Left, max(o.left, h.box.Right))
		}
	}
	l := h.page.Lines[h.line]
	for _, w := range l.Words[h.words[1]+1:] {
		if w.Box.Left > h.box.Right && w.Box.Left < end && fieldNumber.MatchString(w.Text) {
			end = w.Box.Left
		}
	}
	return end
}

// fieldNumber matches the number printed before a label: "9.", "4a.", "10,".
var fieldNumber = regexp.MustCompile(`^\d{1,2}[a-dA-D]?[.,]$`)

// maxGroup is how far, in label heights, a label's group may reach left
// of the label.
const maxGroup = 20

// groupLefts sets every hit's left: from its first word, the words before
// it on its line are taken while each is within three heights of the next
// (OCR drops the end of a label's first language: "Geburts" for
// "Geburtsort/"), is no other label, holds no digit (a value; a lone
// digit is a script's letter misread, as in India's Hindi labels) and the group stays
// within maxGroup heights; a field number is taken and ends the group.
func groupLefts(hits []hit) {
	for i := range hits {
		h := &hits[i]
		h.left = h.box.Left
		l := h.page.Lines[h.line]
		hgt := h.box.Height()
		next := h.box.Left
		for k := h.words[0] - 1; k >= 0; k-- {
			w := l.Words[k]
			if next-w.Box.Right > 3*hgt || h.box.Left-w.Box.Left > maxGroup*hgt || inHit(hits, h.page, h.line, k) {
				break
			}
			if fieldNumber.MatchString(w.Text) {
				h.left = w.Box.Left
				break
			}
			if strings.IndexFunc(w.Text, unicode.IsDigit) >= 0 && utf8.RuneCountInString(w.Text) > 1 {
				break
			}
			h.left, next = w.Box.Left, w.Box.Left
		}
	}
}

// inHit reports whether word k of line li of p is part of a label.
func inHit(hits []hit, p *layout.Page, li, k int) bool {
	for _, o := range hits {
		if o.page == p && o.line == li && k >= o.words[0] && k <= o.words[1] {
			return true
		}
	}
	return false
}

// labelInBox reports whether one of ws is part of a label.
func labelInBox(ws []layout.Word, hits []hit, p *layout.Page) bool {
	for _, o := range hits {
		if o.page != p {
			continue
		}
		for _, w := range ws {
			if w.Box == o.box || (w.Box.Left >= o.box.Left && w.Box.Right <= o.box.Right && w.Box.Top >= o.box.Top && w.Box.Bottom <= o.box.Bottom) {
				return true
			}
		}
	}
	return false
}

// isDateField reports whether f's value is a date.
func isDateField(f field) bool {
	switch f {
	case fBirthDate, fIssueDate, fExpiryDate, fOtherDate:
		return true
	}
	return false
}

// parseValue turns candidate text into the field's value(s); nil when the
// text cannot be that field.
func parseValue(f field, withPlace bool, c candidate, opts dates.Options) map[field]layout.Field {
	out := func(f field, v string) map[field]layout.Field {
		return map[field]layout.Field{f: {Value: v, Page: c.page.Number, Box: c.box, Source: c.page.Source, Confidence: c.conf}}
	}
	switch f {
	case fBirthDate, fIssueDate, fExpiryDate, fOtherDate:
		d, rest, ok := labelledDate(c.text, opts)
		if !ok {
			return nil
		}
		v := out(f, d.String())
		if withPlace {
			if place := placeName(rest); place != "" {
				v[fBirthPlace] = out(fBirthPlace, place)[fBirthPlace]
			}
		}
		return v
	case fSurname, fGivenName:
		if n := personName(c.text); n != "" {
			return out(f, n)
		}
	case fBirthPlace, fAuthority, fIssuePlace:
		// A value that starts with a full date is another label's.
		if ms := dates.Find(c.text, opts); len(ms) > 0 && ms[0].Start <= 1 && !ms[0].Date.Partial() {
			return nil
		}
		if n := placeName(c.text); n != "" {
			return out(f, n)
		}
	case fNumber:
		if n := docNumber(c.text); n != "" {
			return out(f, n)
		}
	case fCountry:
		for _, w := range strings.Fields(c.text) {
			if a2, ok := mrz.CountryAlpha2(strings.ToUpper(w)); ok && len(w) == 3 {
				return out(f, a2)
			}
		}
	}
	return nil
}

// personName keeps the leading words of s that are names: letters with
// hyphens and apostrophes; nil when none.
func personName(s string) string {
	var ws []string
	for _, w := range strings.Fields(s) {
		w = strings.Trim(w, ",;:")
		if !isNameWord(w) {
			break
		}
		ws = append(ws, w)
	}
	return strings.Join(ws, " ")
}

func isNameWord(w string) bool {
	letters := 0
	for _, r := range w {
		switch {
		case unicode.IsLetter(r):
			letters++
		case r == '-' || r == '\'' || r == '’' || r == '.' || r == '/':
		default:
			return false
		}
	}
	return letters > 0
}

// placeName keeps s when it has letters. The apostrophe of a Dutch
// elided article ('s-Gravenhage, 's-Hertogenbosch), which OCR reads as
// another quote mark, is made one.
func placeName(s string) string {
	s = trimValue(s)
	if strings.IndexFunc(s, unicode.IsLetter) < 0 {
		return ""
	}
	if r, n := utf8.DecodeRuneInString(s); strings.ContainsRune("\"“”‘’`´", r) && strings.HasPrefix(strings.ToLower(s[n:]), "s-") {
		s = "'" + s[n:]
	}
	return strings.Join(strings.Fields(s), " ")
}

// docNumber returns the first word of s that holds a digit, punctuation
// trimmed, with the C that OCR reads as © in a number ("©455315589").
func docNumber(s string) string {
	for _, w := range strings.Fields(s) {
		w = strings.ReplaceAll(strings.Trim(w, ".,:;#"), "©", "C")
		if strings.IndexFunc(w, unicode.IsDigit) >= 0 && len(w) >= 4 {
			return strings.ToUpper(w)
		}
	}
	return ""
}

// hasLower reports whether s holds a lower-case letter.
func hasLower(s string) bool { return strings.IndexFunc(s, unicode.IsLower) >= 0 }

// labelledDate reads the first date of s, the text under or beside a date
// label, and returns what follows it; a full date is preferred to a month
// and year (normalizeDates reads the months of every EU language). Besides
// the styles of dates.Find it reads a date in a bilingual month whose first
// language OCR garbles ("25 ВЕР/SEP 13" read as "25 BEP/SEP 13") and eight
// digits printed without separators ("02012019": day, month, year, or
// month first where opts say so), which only a label makes a date.
func labelledDate(s string, opts dates.Options) (dates.Date, string, bool) {
	var partial []dates.Match
	if ms := dates.Find(s, opts); len(ms) > 0 {
		if !ms[0].Date.Partial() {
			return ms[0].Date, s[ms[0].End:], true
		}
		// Only a month and year read: the day may stand beside a month
		// name dates.Find does not know ("15 LIP 2020"); a partial date
		// is the answer only when nothing more is printed.
		partial = ms
	}
	if n := normalizeDates(s); n != s {
		if ms := dates.Find(n, opts); len(ms) > 0 && !ms[0].Date.Partial() {
			return ms[0].Date, n[ms[0].End:], true
		}
	}
	if m := slashMonth.FindStringSubmatchIndex(s); m != nil {
		t := s[:m[0]] + " " + s[m[2]:m[3]] + " " + s[m[1]:]
		if ms := dates.Find(t, opts); len(ms) > 0 && ms[0].Start <= m[0] && ms[0].End > m[0] {
			return ms[0].Date, t[ms[0].End:], true
		}
	}
	if m := compactDate.FindStringSubmatchIndex(s); m != nil {
		a, b, y := s[m[2]:m[3]], s[m[4]:m[5]], s[m[6]:m[7]]
		if opts.MonthFirst {
			a, b = b, a
		}
		if d, ok := dates.Parse(a+"."+b+"."+y, dates.Options{}); ok && !d.Partial() {
			return d, s[m[1]:], true
		}
	}
	if partial != nil {
		return partial[0].Date, s[partial[0].End:], true
	}
	return dates.Date{}, "", false
}

// slashMonth matches the garbled first half of a bilingual month, "BEP/":
// letters the month names of dates.Find do not hold, before a slash and
// three more letters.
var slashMonth = regexp.MustCompile(`(?i)(?:^|\s)[^\s\d/]{2,4}/([a-z]{3,4})(?:\s|$)`)

// compactDate matches eight digits standing alone, DDMMYYYY, or the day and
// month run together before the year: OCR joins "20 03 2013", as Spain's
// DNI prints its dates, into "2003 2013".
var compactDate = regexp.MustCompile(`(?:^|\s)(\d{2})(\d{2}) ?((?:19|20)\d{2})(?:\s|$)`)
