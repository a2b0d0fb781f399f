package identity

import (
	"slices"
	"strings"
	"unicode"

	"github.com/agnivade/levenshtein"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/mrz"
	"github.com/docextract/docextract/extract/reading"
)

// merge combines the MRZ read (may be nil) with the zone: a verified MRZ
// value wins over the zone's, except that a name keeps the zone's spelling
// when the two agree after transliteration, and a number the check digit
// cannot tell from the zone's is the zone's when the page's own reading of
// the MRZ has it too or it was read strongly: under a label only identity
// documents print, or in a licence's fixed rows (see sameCheck). An
// unverified MRZ only fills
// fields the zone lacks, and only with values whose own check digit holds.
func merge(read *mrzRead, z zone) Fields {
	f := Fields{
		IssuingCountry:           z.found[fCountry],
		DocumentNumber:           z.found[fNumber],
		DocumentDateOfIssue:      z.found[fIssueDate],
		DocumentExpiryDate:       z.found[fExpiryDate],
		DocumentIssuingAuthority: z.found[fAuthority],
		Surname:                  z.found[fSurname],
		GivenName:                z.found[fGivenName],
		DateOfBirth:              z.found[fBirthDate],
		PlaceOfBirth:             z.found[fBirthPlace],
	}
	if read == nil {
		return f
	}
	res := read.res
	f.MRZ = &res
	// field returns v as read from the MRZ field name (see
	// mrz.Result.FieldSpan), chosen by the rule mrz.<name>, and whether it
	// may be used: the read is verified or the check digit named check
	// holds.
	field := func(v, check, name string) (layout.Field, bool) {
		ok := read.verified || (check != "" && checkValid(res, check))
		return read.field(v, name, "mrz."+name), ok && v != ""
	}
	take := func(dst *layout.Field, v, check, name string) {
		if m, ok := field(v, check, name); ok && (read.verified || !dst.Found()) {
			*dst = m
		}
	}
	zoneNumber := f.DocumentNumber
	take(&f.DocumentNumber, res.DocumentNumber, "document_number", "document_number")
	if sameCheck(zoneNumber.Value, f.DocumentNumber.Value) && (z.strong[fNumber] || inPageMRZ(zoneNumber.Value, z)) {
		f.DocumentNumber = zoneNumber
	}
	if read.verified {
		if printed, ok := printedWithCheck(res, zoneNumber, z); ok {
			f.DocumentNumber = printed
		}
	}
	zoneBirth := f.DateOfBirth
	take(&f.DateOfBirth, res.BirthDate.String(), "birth_date", "birth_date")
	if zoneBirth.Found() && zoneCentury(f.DateOfBirth.Value, zoneBirth.Value) == zoneBirth.Value {
		// The zone prints the year in four digits: 1911 where the MRZ's
		// 11 reads as 2011.
		f.DateOfBirth = zoneBirth
	}
	take(&f.DocumentExpiryDate, res.ExpiryDate.String(), "expiry_date", "expiry_date")
	if !f.DocumentDateOfIssue.Found() {
		take(&f.DocumentDateOfIssue, res.IssueDate.String(), "", "issue_date")
	}
	if read.verified {
		// A code that names no state (an edited sample's "DOE") leaves the
		// country the zone read.
		if a2, ok := mrz.CountryAlpha2(issuerCode(res)); ok || !f.IssuingCountry.Found() {
			f.IssuingCountry, _ = field(a2, "", "issuing_state")
		}
		full := nameFull(res)
		f.Surname = mergeName(orPrinted(f.Surname, res.Surname, false, z), printedName(res.Surname, z.words), false, "surname", field)
		f.GivenName = mergeName(orPrinted(f.GivenName, res.GivenNames, full, z), printedName(res.GivenNames, z.words), full, "given_names", field)
	} else if res.Format == mrz.FRAID && !f.IssuingCountry.Found() {
		// Only France issues the FRA_ID layout (its own, not ICAO's): the
		// state is the layout's, not a code read, and the number's check
		// digit holding under it shows the layout was read.
		take(&f.IssuingCountry, "FR", "document_number", "issuing_state")
	}
	return f
}

// sameCheck reports whether the zone's document number differs from the
// MRZ's only in look-alike characters that leave the check digit as it is
// ("SS" for "33" at weights 1 and 7; S for 8, G for 6, U for 0 anywhere).
// The MRZ reading cannot settle those; merge takes the zone's when the
// page's own reading of the MRZ line agrees with it (see inPageMRZ) or the
// zone's was read strongly (zone.strong: under a passport's or card's own
// number label, or in a licence's rows): on the
// generated sets the MRZ engines read a number's first letter as a digit
// (S33386969 as 833386969, U69057471 as 069057471) and the zone never
// erred there.
func sameCheck(zone, fromMRZ string) bool {
	if zone == fromMRZ || len(zone) != len(fromMRZ) || mrz.CheckDigit(zone) != mrz.CheckDigit(fromMRZ) {
		return false
	}
	for i := range len(zone) {
		if zone[i] != fromMRZ[i] && !lookAlike(zone[i], fromMRZ[i]) {
			return false
		}
	}
	return true
}

// printedWithCheck finds the document number printed as the MRZ's number
// followed by its check digit, as one word under the number's label or on
// a line that is no MRZ line: Liechtenstein's ID card prints "ID98754015"
// and its MRZ carries ID9875401 with check digit 5. The verified MRZ
// confirms every character of it.
func printedWithCheck(res mrz.Result, zoneNumber layout.Field, z zone) (layout.Field, bool) {
	check := ""
	for _, c := range res.Checks {
		if c.Field == "document_number" && c.Valid && c.Found != "<" {
			check = c.Found
		}
	}
	if check == "" || len(res.DocumentNumber) != 9 {
		return layout.Field{}, false
	}
	want := res.DocumentNumber + check
	if zoneNumber.Value == want {
		return zoneNumber.By("zone.number_with_check_digit"), true
	}
	for _, l := range z.lines {
		if strings.ContainsAny(l.Value, "<«") {
			continue
		}
		for _, w := range strings.FieldsFunc(l.Value, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
			if w == want {
				l.Value = want
				return l.By("zone.number_with_check_digit"), true
			}
		}
	}
	return layout.Field{}, false
}

// inPageMRZ reports whether the page's own OCR of an MRZ line (a line
// with a filler) holds number: a second reading, by another engine.
func inPageMRZ(number string, z zone) bool {
	for _, l := range z.lines {
		if t := mrzText(l.Value); strings.Contains(t, "<") && strings.Contains(t, number) {
			return true
		}
	}
	return false
}

// lookAlike reports whether OCR takes a for b in a document number.
func lookAlike(a, b byte) bool {
	for _, set := range []string{"3S58B", "0ODQU", "1IL", "2Z", "6G", "WH"} {
		if strings.IndexByte(set, a) >= 0 && strings.IndexByte(set, b) >= 0 {
			return true
		}
	}
	return false
}

// nameConfusions are the letters the MRZ readers take for one another in
// names and codes (docs/mrz.md): M read as H or N, W as H or N; and O, Q
// and D, which the glyph reading tells apart poorly.
var nameConfusions = map[byte]string{'M': "HN", 'H': "MNW", 'N': "MHW", 'W': "HN", 'O': "QD", 'Q': "O", 'D': "O"}

// variants returns s with one or more letters swapped for their
// confusions, at most 64 of them.
func variants(s string) []string {
	out := []string{s}
	for i := range len(s) {
		alts := nameConfusions[s[i]]
		if alts == "" {
			continue
		}
		n := len(out)
		for k := range n {
			for j := range len(alts) {
				if len(out) >= 64 {
					return out
				}
				v := []byte(out[k])
				v[i] = alts[j]
				out = append(out, string(v))
			}
		}
	}
	return out[1:]
}

// countryCode returns code, or when code is no country the one country
// code a swap of confusable letters makes of it (HCO is MCO): a country
// field can hold only a country, so its type confirms the correction.
func countryCode(code string) string {
	if _, ok := mrz.CountryAlpha2(code); ok || len(code) != 3 {
		return code
	}
	found := ""
	for _, v := range variants(code) {
		if _, ok := mrz.CountryAlpha2(v); ok {
			if found != "" {
				return code
			}
			found = v
		}
	}
	if found == "" {
		return code
	}
	return found
}

// issuerCode returns the issuing state's code (see countryCode), or when
// that is no country the nationality's, if the two as read differ in one
// letter: an identity card's holder is nearly always of the issuing
// country, and the code printed twice is a second reading of it.
func issuerCode(res mrz.Result) string {
	state := countryCode(res.IssuingState)
	if _, ok := mrz.CountryAlpha2(state); ok {
		return state
	}
	nat := countryCode(res.Nationality)
	if _, ok := mrz.CountryAlpha2(nat); ok && len(nat) == len(res.IssuingState) && differ(res.IssuingState, res.Nationality) <= 1 {
		return nat
	}
	return state
}

// differ counts the positions where a and b, of one length, differ.
func differ(a, b string) int {
	n := 0
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			n++
		}
	}
	return n + abs(len(a)-len(b))
}

// printedName returns the MRZ name with each word that the page does not
// print replaced by the one confusable spelling it does print (SPECIHEN is
// SPECIMEN when the page shows SPECIMEN and not SPECIHEN).
func printedName(name string, words map[string]bool) string {
	ws := strings.Fields(name)
	for i, w := range ws {
		if len(w) < 3 || words[w] {
			continue
		}
		if strings.IndexByte("KLCX", w[0]) >= 0 && len(w) > 4 && words[w[1:]] {
			ws[i] = w[1:] // a filler read as K before the name
			continue
		}
		found := ""
		for _, v := range variants(w) {
			if words[v] {
				if found != "" {
					found = ""
					break
				}
				found = v
			}
		}
		if found != "" {
			ws[i] = found
		}
	}
	return strings.Join(ws, " ")
}

// checkValid reports whether res's check digit for field holds.
func checkValid(res mrz.Result, field string) bool {
	for _, c := range res.Checks {
		if c.Field == field {
			return c.Valid
		}
	}
	return false
}

// mergeName returns the zone's name when it transliterates to the MRZ's,
// or when the MRZ's was cut short (truncated, see orPrinted) and begins
// the zone's; else the MRZ's, read from the MRZ field name.
func mergeName(zoneName layout.Field, mrzName string, truncated bool, name string, field func(v, check, name string) (layout.Field, bool)) layout.Field {
	if mrzName == "" {
		return zoneName
	}
	if zoneName.Found() {
		if part, ok := agreeingPart(zoneName.Value, mrzName); ok {
			zoneName.Value = part
			return zoneName
		}
		if truncated && cutShort(zoneName.Value, mrzName) {
			return zoneName
		}
	}
	m, _ := field(mrzName, "", name)
	return m
}

// agreeingPart returns the zone's name, or the part of a bilingual
// "ТКАЧЕНКО/TKACHENKO" that agrees with the MRZ name m: equal after
// transliteration, or as long with one substituted letter in ten. Names
// carry no check digit, and the MRZ reader confuses M and H where the zone
// reader does not; a zone read that lost a diacritic (JORG for JOERG) is
// shorter and does not count.
func agreeingPart(v, m string) (string, bool) {
	parts := append([]string{v}, strings.Split(v, "/")...)
	for _, p := range parts {
		if p = strings.TrimSpace(p); sameName(p, m) {
			return p, true
		}
	}
	want := lettersOnly(m)
	for _, p := range parts {
		p = strings.TrimSpace(p)
		got := lettersOnly(transliterate(p))
		if len(want) >= 4 && len(got) == len(want) && levenshtein.ComputeDistance(got, want) <= max(1, len(want)/10) {
			return p, true
		}
		if misreadFiller(got, want) {
			return p, true
		}
	}
	return "", false
}

// sameName reports whether the visual-zone spelling v becomes the MRZ
// spelling m under ICAO 9303 transliteration (or by dropping accents).
func sameName(v, m string) bool {
	want := lettersOnly(m)
	if want == "" {
		return false
	}
	if lettersOnly(transliterate(v)) == want || lettersOnly(v) == want {
		return true
	}
	// Accents dropped rather than transliterated (É->E, Ė->E) also count.
	return lettersOnly(fold(v)) == want && fold(v) != strings.ToUpper(v)
}

// lettersOnly upper-cases s and keeps its letters and digits.
func lettersOnly(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return unicode.ToUpper(r)
		}
		return -1
	}, s)
}

// icaoTranslit holds the ICAO 9303 transliterations that are not a plain
// removal of accents.
var icaoTranslit = map[rune]string{
	'Ä': "AE", 'Ö': "OE", 'Ü': "UE", 'ß': "SS", 'Æ': "AE", 'Ø': "OE", 'Å': "AA",
	'Þ': "TH", 'Ð': "D", 'Đ': "D", 'Ł': "L", 'Œ': "OE", 'Ĳ': "IJ", 'Ħ': "H", 'ı': "I",
}

// transliterate applies ICAO transliteration to s, then drops accents.
func transliterate(s string) string {
	var b strings.Builder
	for _, r := range strings.ToUpper(s) {
		if t, ok := icaoTranslit[r]; ok {
			b.WriteString(t)
			continue
		}
		b.WriteRune(r)
	}
	return fold(b.String())
}

// misreadFiller reports whether the MRZ name m is the zone name z with one
// filler misread as K, L, C or X (ANNA<KMARIA).
func misreadFiller(z, m string) bool {
	if len(m) != len(z)+1 || len(z) < 3 {
		return false
	}
	for i := range len(m) {
		if strings.IndexByte("KLCX", m[i]) >= 0 && m[:i]+m[i+1:] == z {
			return true
		}
	}
	return false
}

// orPrinted returns the zone's name when a label gave it, else a line of
// the zone that spells the MRZ name m on its own: with its diacritics
// (sameName); else in capitals, as long, with one letter in ten another
// (agreeingPart: the MRZ name carries no check digit, and its reader
// takes A for Q and W for U where the zone's does not); else, when the
// MRZ's name field is full (truncated says so), a line that the MRZ name
// begins. ICAO Doc 9303 Part 3 (the name in the MRZ) has a name too long
// for the field cut at the field's end: "MARIA<DEL<CARME" for MARIA DEL
// CARMEN on a card's 30 characters.
func orPrinted(zoneName layout.Field, m string, truncated bool, z zone) layout.Field {
	if zoneName.Found() || m == "" {
		return zoneName
	}
	for _, l := range z.lines {
		if sameName(l.Value, m) {
			return l.By("zone.printed_name")
		}
	}
	var found *layout.Field
	for i, l := range z.lines {
		if !capitalsOnly(l.Value) {
			continue
		}
		_, near := agreeingPart(l.Value, m)
		if !near && !(truncated && cutShort(l.Value, m)) {
			continue
		}
		if found != nil && found.Value != l.Value {
			return zoneName // two lines: neither is the name
		}
		found = &z.lines[i]
	}
	if found != nil {
		return found.By("zone.printed_name")
	}
	return zoneName
}

// cutShort reports whether the MRZ name m is the zone's name v cut at
// its end: v transliterated begins with m's letters, and goes on.
func cutShort(v, m string) bool {
	got, want := lettersOnly(transliterate(v)), lettersOnly(m)
	return len(want) >= 4 && len(got) > len(want) && strings.HasPrefix(got, want)
}

// capitalsOnly reports whether s is words of capital letters, as a name
// on its own line is printed, with the hyphens and apostrophes of names.
func capitalsOnly(s string) bool {
	letters := 0
	for _, r := range s {
		switch {
		case unicode.IsUpper(r):
			letters++
		case r == ' ' || r == '-' || r == '\'':
		default:
			return false
		}
	}
	return letters >= 3
}

// nameWidths is the width of the name field of each MRZ format (ICAO Doc
// 9303 Parts 4 to 7): the line after the document code and issuing state
// (TD2, TD3, visas), or all of line 3 (TD1).
var nameWidths = map[mrz.Format]int{mrz.TD1: 30, mrz.TD2: 31, mrz.TD3: 39, mrz.MRVA: 39, mrz.MRVB: 31}

// nameFull reports whether res's name fills its field to the last
// character, so that it may have been cut short.
func nameFull(res mrz.Result) bool {
	w, ok := nameWidths[res.Format]
	if !ok || res.GivenNames == "" {
		return false
	}
	return len([]rune(res.Surname))+2+len([]rune(res.GivenNames)) >= w
}

// issueBetween finds the issue date when no label gave it: with the birth
// and expiry dates known (from a verified MRZ), the one other full date that
// the zone prints between them. Passports and ID cards print no other date
// in that range, so more than one candidate gives nothing, unless all but
// one fall in the month of the birth or the expiry: the birth or expiry
// date read with a digit lost or added ("15 5 JUL /JUIL 2021" for 15 JUL
// 2021 on a Canadian passport), since a document is not issued in the
// month it expires. other, a date the zone read under a label of another
// date ("Resident since"), is never it.
func issueBetween(doc *reading.Document, birth, expiry, other string, opts dates.Options) layout.Field {
	b, okB := dates.Parse(birth, dates.Options{})
	e, okE := dates.Parse(expiry, dates.Options{})
	if !okB || !okE || b.Partial() || e.Partial() {
		return layout.Field{}
	}
	var found []layout.Field
	printedDates(doc, opts, func(p *layout.Page, li int, _ string, m dates.Match) bool {
		d := m.Date
		if d.Partial() || d == b || d == e || d.String() == other || !d.Time().After(b.Time()) || !d.Time().Before(e.Time()) {
			return true
		}
		if !slices.ContainsFunc(found, func(f layout.Field) bool { return f.Value == d.String() }) {
			found = append(found, layout.FromLine(d.String(), p, p.Lines[li]))
		}
		return true
	})
	if len(found) > 1 {
		sameMonth := func(f layout.Field) bool {
			return f.Value[:7] == b.String()[:7] || f.Value[:7] == e.String()[:7]
		}
		found = slices.DeleteFunc(found, sameMonth)
	}
	if len(found) != 1 {
		return layout.Field{}
	}
	return found[0]
}
