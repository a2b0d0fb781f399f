package postal

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/docextract/docextract/extract/lexicon"
)

// Address is a postal address read from consecutive lines.
type Address struct {
	// Name is the addressee or organisation line above the street lines;
	// "" when the lines start with the street.
	Name string
	// Lines run from the first street line to the locality line, and the
	// country line when there is one.
	Lines []string
	// Postcode is the locality line's postcode.
	Postcode Postcode
	// Country is an ISO 3166-1 alpha-2 guess from the postcode, the street
	// words or the country line; "" when unknown.
	Country string
	// NameIndex, First and Last index the input lines: the name line (-1
	// when none), the first and the last address line.
	NameIndex, First, Last int
	// Titled says the name line started with an honorific ("Mr", "Mme",
	// "Herrn"): the addressee is a person.
	Titled bool
}

// String returns the address lines joined with ", ".
func (a Address) String() string {
	if a.Country == "HU" {
		return Join(hungarianOrder(a.Lines))
	}
	return Join(a.Lines)
}

// hungarianOrder returns a Hungarian address's lines in the order it is
// written on one line, postcode and town first ("7621 Pécs, Rákóczi út
// 104."), as Magyar Posta's addressing guide sets it; lines as printed in
// a window, the town over the street and the postcode alone under it
// (the traditional order: "PÉCS", "RÁKÓCZI ÚT 104.", "7621"), or the
// street over the postcode and town, are reordered.
func hungarianOrder(lines []string) []string {
	n := len(lines)
	if n < 2 {
		return lines
	}
	last := strings.TrimSpace(lines[n-1])
	if n >= 3 && reFourDigits.MatchString(last) && isPlace(lines[0]) {
		return append([]string{last + " " + strings.TrimSpace(lines[0])}, lines[1:n-1]...)
	}
	if reHULocality.MatchString(last) && lexicon.FourDigitCountry(words(last)) == "" {
		return append([]string{last}, lines[:n-1]...)
	}
	return lines
}

// reFourDigits is a postcode of four digits alone; reHULocality a
// postcode and a town ("9021 Győr").
var (
	reFourDigits = regexp.MustCompile(`^\d{4}$`)
	reHULocality = regexp.MustCompile(`^\d{4}\s+\p{Lu}`)
)

// Join joins address lines with ", ", dropping empty lines and the commas
// or periods that already end a line. A degree sign after a number is the
// ordinal indicator OCR cannot tell from it ("4º D", floor 4, door D), and
// a door letter joined to it is set apart.
func Join(lines []string) string {
	var parts []string
	for _, l := range lines {
		l = mendPostcodes(l)
		l = portugueseFloor.ReplaceAllString(l, "${1}.º${2}")
		l = portugueseFlat.ReplaceAllString(l, "${1}.º ${2}${3}")
		l = ordinalDoor.ReplaceAllString(l, "${1}º ${2}${3}")
		l = gluedRegion.ReplaceAllStringFunc(l, unglueRegion)
		l = gluedDutchTown.ReplaceAllString(l, "${1} ${2} ${3}")
		l = strings.Join(strings.Fields(ordinalSign.ReplaceAllString(l, "${1}º")), " ")
		l = strings.TrimRight(l, ",;")
		l = strings.TrimLeft(l, ",; ")
		if l != "" {
			parts = append(parts, l)
		}
	}
	return strings.Join(parts, ", ")
}

// gluedRegion matches a town that OCR joined to the state or province
// code after it, before a postcode ("CalgaryAB T2P 1X2").
var gluedRegion = regexp.MustCompile(`\p{Ll}[A-Z]{2}\s+(\d{5}\b|[A-Z]\d[A-Z]\s?\d[A-Z]\d\b)`)

// gluedDutchTown matches a Dutch postcode (PostNL: four digits, a space,
// two letters) with the town OCR joined to its letters ("1019 JAAmsterdam").
var gluedDutchTown = regexp.MustCompile(`\b(\d{4}) ?([A-Z]{2})(\p{Lu}\p{Ll}{2,})`)

// unglueRegion sets apart the code matched by gluedRegion when it is a US
// state's or a Canadian province's.
func unglueRegion(m string) string {
	i := len(string([]rune(m)[0]))
	code, rest := m[i:i+2], m[i+2:]
	if !usStates[code] && !caProvinces[code] {
		return m
	}
	return m[:i] + " " + code + rest
}

// ordinalSign matches a degree sign after digits; ordinalDoor a floor
// and the one-letter door OCR joined to it ("6ºD" is "6º D");
// portugueseFloor a Portuguese floor and side, "2.º Esq.", as CTT's
// addressing rules write them, with the ordinal read as a degree sign or
// a 2 ("8.° Esq.", "2.2 Dto.", "6.2 ESQ.").
var (
	ordinalSign     = regexp.MustCompile(`(\d)°`)
	ordinalDoor     = regexp.MustCompile(`(\d)[°º](\p{Lu})([^\pL\pN]|$)`)
	portugueseFloor = regexp.MustCompile(`(?i)(\d)\.[°2](\s+(?:dto|esq|frt|dir|frente|direito|esquerdo)\b)`)
	// portugueseFlat is a floor and a flat's letter after the door number
	// (", 3.º B", read "3.2 B" or "5.°A").
	portugueseFlat = regexp.MustCompile(`(,\s*\d{1,2})\.[°º2]\s*(\p{Lu})(,|$)`)
)

// mendPostcodes puts back in line the British, Canadian and Irish
// postcodes OCR read with a letter for a digit ("DO2 L856" is D02 L856),
// as FindPostcodes repairs them.
func mendPostcodes(line string) string {
	pcs := FindPostcodes(line)
	for i := len(pcs) - 1; i >= 0; i-- {
		line = mendPostcode(line, pcs[i])
	}
	return line
}

// mendPostcode returns line with postcode pc, found in it, as repaired
// when it is British, Canadian or Irish and was read with a letter for a
// digit (O for 0, S for 5) or its 1 read twice ("SWI1E").
func mendPostcode(line string, pc Postcode) string {
	if (pc.Country == "GB" || pc.Country == "CA" || pc.Country == "IE") && pc.End <= len(line) && repairedInPlace(line[pc.Start:pc.End], pc.Value) {
		return line[:pc.Start] + pc.Value + line[pc.End:]
	}
	return line
}

// maxLocalityLen is the longest line taken for a locality line: longer
// lines are prose that happens to hold a postcode.
const maxLocalityLen = 64

// Locality reports whether line is an address's locality line (postcode
// and place: "Boston, MA 02201", "75008 Paris", "Norwich NR99 9ZZ") and
// returns its postcode. A country name may follow the postcode.
func Locality(line string) (Postcode, bool) {
	line = strings.TrimSpace(line)
	if line == "" || len(line) > maxLocalityLen || strings.ContainsAny(line, "$€£@") {
		return Postcode{}, false
	}
	if isBoilerplate(line) {
		return Postcode{}, false
	}
	pcs := FindPostcodes(line)
	for i := len(pcs) - 1; i >= 0; i-- {
		p := pcs[i]
		before := strings.TrimSpace(line[:p.Start])
		after := strings.Trim(line[p.End:], " ,.;")
		switch p.Country {
		case "US", "CA", "AU", "GB":
			// The postcode ends the line, or a country name follows.
			if after == "" || isCountryName(after) {
				return p, hasLetters(before)
			}
		case "IE":
			if after == "" || isCountryName(after) {
				return p, true
			}
		default:
			// Postcode before the place (FR, DE, ES, IT, NL), at the start
			// of the line; or a foreign postcode ending the line after a
			// place name.
			if before == "" || isCountryName(strings.Trim(before, " ,")) {
				if hasLetters(after) && !hasDigitsRun(after, 3) {
					return p, true
				}
			}
			if p.Country == "" && (after == "" || isCountryName(after)) && hasLetters(before) {
				return p, true
			}
		}
	}
	return Postcode{}, false
}

func hasLetters(s string) bool {
	n := 0
	for _, r := range s {
		if unicode.IsLetter(r) {
			n++
		}
	}
	return n >= 2
}

func hasDigitsRun(s string, n int) bool {
	run := 0
	for _, r := range s {
		if unicode.IsDigit(r) {
			run++
			if run >= n {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// isBoilerplate reports whether line holds a caption that no address line
// does (lexicon.IsNotAddressCaption).
func isBoilerplate(line string) bool { return lexicon.IsNotAddressCaption(line) }

// IsBusinessDelivery reports whether line is an address only
// organisations have (lexicon.IsBusinessDelivery: CEDEX, TSA, locked bags).
func IsBusinessDelivery(line string) bool { return lexicon.IsBusinessDelivery(line) }

// IsPOBox reports whether s holds a post-office box (lexicon.IsPOBox).
func IsPOBox(s string) bool { return lexicon.IsPOBox(s) }

// reHouseNumber: a number at the start ("100 Main St") or at the end
// ("Hauptstraße 5", "Via Roma 10/A", "Keizersgracht 123-II").
var (
	reLeadingNumber  = regexp.MustCompile(`^\d+[A-Za-z]?(?:[-/]\d+[A-Za-z]?)?,?\s+\pL`)
	reTrailingNumber = regexp.MustCompile(`\pL[\pL.]*,?\s+\d+[A-Za-z]?(?:\s?[-/]\s?\w+)?$`)
)

// IsStreet reports whether line reads as a street line of an address: a
// house number, a street-type word or a post-office box.
func IsStreet(line string) bool {
	line = strings.TrimSpace(line)
	if line == "" || len(line) > maxLocalityLen {
		return false
	}
	if lexicon.IsPOBox(line) || reLeadingNumber.MatchString(line) || hasStreetWord(line) {
		return true
	}
	return reTrailingNumber.MatchString(line) && !hasDigitsRun(line, 5)
}

// hasStreetWord reports whether line holds a street-type word ("Road",
// "rue", "Via") or a German or Dutch street compound ("Hauptstraße").
func hasStreetWord(line string) bool {
	for _, w := range words(line) {
		if lexicon.IsStreetWord(w) || lexicon.HasStreetSuffix(w) {
			return true
		}
	}
	return false
}

// words returns the lower-cased words of s, keeping a trailing period
// ("str.") and "c/".
func words(s string) []string {
	f := strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return unicode.IsSpace(r) || r == ',' || r == ';' || r == '(' || r == ')'
	})
	return f
}

// IsName reports whether line reads as a person's or organisation's name
// line: one to seven words of letters, no digits, no label colon,
// brackets only in pairs.
func IsName(line string) bool {
	// Marks OCR reads from a logo before the name ("; Banque …").
	line = strings.TrimLeft(strings.TrimSpace(line), ";:·•*» ")
	if line == "" || strings.HasSuffix(line, ":") || len(line) > 60 {
		return false
	}
	ws := strings.Fields(line)
	if len(ws) > 7 {
		return false
	}
	letters := 0
	rs := []rune(line)
	for i, r := range rs {
		switch {
		case unicode.IsLetter(r):
			letters++
		case unicode.IsDigit(r):
			// A digit inside a word is a misread letter ("B6hm").
			if i == 0 || i == len(rs)-1 || !unicode.IsLetter(rs[i-1]) || !unicode.IsLetter(rs[i+1]) {
				return false
			}
		case unicode.IsSpace(r) || strings.ContainsRune(".'’-&,/", r):
		case strings.ContainsRune(apostropheLookalikes, r) && i > 0 && i+1 < len(rs) && unicode.IsLetter(rs[i-1]) && unicode.IsLetter(rs[i+1]):
			// An apostrophe read as another mark ("D‘ARTOIS").
		case r == '(' || r == ')':
			// A legal form in brackets: "UG (haftungsbeschränkt)" (GmbHG
			// §5a), "(Pty) Ltd", "Sdn. Bhd. (Malaysia)".
		case strings.ContainsRune(nameQuotes, r):
			// A company's name in quotes after its legal form, as the
			// Baltic, Polish and Romanian registers print it ("AB „Nemuno
			// ryšiai“", "SIA \"Baltic Trade\"").
		default:
			return false
		}
	}
	if letters < 3 || isCountryName(line) || strings.Count(line, "(") != strings.Count(line, ")") || strings.HasPrefix(line, "(") || quotes(line) > 2 {
		return false
	}
	lw := strings.Trim(strings.ToLower(ws[0]), ".,:")
	if lexicon.IsCaptionStart(lw) && !titledName(ws) {
		return false
	}
	return true
}

// nameQuotes are the quotation marks that frame a company's name.
const nameQuotes = "\"„“”«»"

// apostropheLookalikes are the marks OCR reads for an apostrophe inside
// a name (D'Artois, O'Connor): a left quote, a modifier letter, a grave or
// acute accent alone.
const apostropheLookalikes = "‘ʼ`´"

// reLookalikeApostrophe is an apostropheLookalikes mark between letters.
var reLookalikeApostrophe = regexp.MustCompile("(\\pL)[" + apostropheLookalikes + "](\\pL)")

// quotes counts the quotation marks of s that frame names.
func quotes(s string) int {
	n := 0
	for _, r := range s {
		if strings.ContainsRune(nameQuotes, r) {
			n++
		}
	}
	return n
}

// titledName reports whether words are an honorific written out, then a
// name ("MADAME CÉLINE BÉRANGER"), not a salutation ("Madame, Monsieur").
func titledName(ws []string) bool {
	if len(ws) < 2 || strings.HasSuffix(ws[0], ",") || !isTitle(ws[0]) {
		return false
	}
	return !isTitle(ws[1]) && !lexicon.IsCaptionStart(strings.Trim(strings.ToLower(ws[1]), ".,:"))
}

// academicTitle reports whether ws starts with an academic title.
func academicTitle(ws []string) bool {
	if len(ws) < 2 {
		return false
	}
	if ws[0] == "DI" {
		return strings.ToUpper(ws[1]) != ws[1]
	}
	return lexicon.IsAcademicTitle(ws[0])
}

// isTitle reports whether word is an honorific (lexicon.IsHonorific).
func isTitle(word string) bool { return lexicon.IsHonorific(word) }

// CleanName drops honorifics ("Mr", "Mme", "Herr") from the front of a
// name and collapses its spaces.
func CleanName(s string) string {
	s = reLookalikeApostrophe.ReplaceAllString(s, "${1}'${2}")
	ws := strings.Fields(strings.TrimLeft(strings.TrimSpace(s), ";:·•*» "))
	for len(ws) > 1 && (isTitle(ws[0]) || academicTitle(ws)) {
		ws = ws[1:]
	}
	return strings.TrimRight(strings.Join(ws, " "), ",")
}

// formLookalikes are the letters OCR reads for one another in a legal
// form's lower-case abbreviation ("pic" and "ple" for plc).
var formLookalikes = map[rune]string{'i': "l", 'l': "i", 'e': "c", 'c': "e", '1': "l", '0': "o"}

// FixLegalForm restores the legal form OCR misread at the end of an
// organisation's name, one letter read as its lookalike: "Aqualine Water
// pic" and "Harbourside Bank ple" are plc. Only a short word in lower
// case is mended: one in capitals may be an acronym ("KENT PIC").
func FixLegalForm(name string) string {
	name = dottedForms(mendElision(name))
	name = dropSentenceStop(name)
	i := strings.LastIndexByte(name, ' ')
	if i < 0 {
		return name
	}
	last := name[i+1:]
	if len(last) > 4 || strings.ToLower(last) != last || strings.IndexFunc(last, unicode.IsLetter) < 0 {
		return name
	}
	if _, ok := lexicon.FindLegalForm(name); ok {
		return name
	}
	rs := []rune(last)
	for k, r := range rs {
		for _, alt := range formLookalikes[r] {
			mended := string(rs[:k]) + string(alt) + string(rs[k+1:])
			if f, ok := lexicon.FindLegalForm(name[:i+1] + mended); ok && isAbbreviation(f, mended) {
				return name[:i+1] + mended
			}
		}
	}
	return name
}

// reElidedI is the elided article l' that OCR read as a capital I after
// a short lower-case word: "Banque de I'Estuaire", "rue de I'Église".
// French and Italian elide le, la (l') before a vowel or mute h; English
// I' begins a word only as I'm, I'll, I've and I'd, never after "de".
var reElidedI = regexp.MustCompile(`(^|\s)(\p{Ll}{1,4}) I(['’]\p{L})`)

// mendElision restores the l' that OCR read as I' (reElidedI).
func mendElision(s string) string {
	return reElidedI.ReplaceAllString(s, "${1}${2} l${3}")
}

// dropSentenceStop removes the full stop that ends the sentence a name
// was read from when the name ends in a legal form spelled in full
// ("Fenwire Broadband Limited. Registered in England"): a word of five
// letters or more is no abbreviation, so its period is the sentence's.
// "Acme Inc." and "Ltd." keep theirs: they may be the abbreviation's.
func dropSentenceStop(name string) string {
	if !strings.HasSuffix(name, ".") {
		return name
	}
	base := strings.TrimSuffix(name, ".")
	last := base[strings.LastIndexByte(base, ' ')+1:]
	if strings.Contains(last, ".") || utf8.RuneCountInString(last) < 5 {
		return name
	}
	if _, ok := lexicon.FindLegalForm(base); !ok {
		return name
	}
	return base
}

// dottedForms returns name with each dotted abbreviation whose o's OCR read
// as zeros mended when it then is a legal form's ("PODRAVKA TRANS
// j.d.0.0. za turizam" is j.d.o.o., "s.r.0." s.r.o.), wherever it stands
// in the name.
func dottedForms(name string) string {
	ws := strings.Fields(name)
	changed := false
	for i, w := range ws {
		if !strings.Contains(w, ".") || !strings.Contains(w, "0") {
			continue
		}
		mended := strings.ReplaceAll(w, "0", "o")
		if f, ok := lexicon.FindLegalForm(mended); ok && isAbbreviation(f, mended) {
			ws[i], changed = mended, true
		}
	}
	if !changed {
		return name
	}
	return strings.Join(ws, " ")
}

// isAbbreviation reports whether word is one of f's abbreviations, as
// printed or folded.
func isAbbreviation(f lexicon.LegalForm, word string) bool {
	for _, a := range f.Abbreviations {
		if lexicon.Fold(a) == lexicon.Fold(word) {
			return true
		}
	}
	return false
}

// HasTitle reports whether s starts with an honorific ("Mr", "Mme",
// "Herrn") followed by a name.
func HasTitle(s string) bool {
	ws := strings.Fields(s)
	return len(ws) > 1 && isTitle(ws[0])
}

// onlyTitle reports whether s is an honorific alone ("Frau", "Herrn",
// "Mr.").
func onlyTitle(s string) bool {
	ws := strings.Fields(s)
	return len(ws) == 1 && isTitle(ws[0])
}

// PostcodeLine reports whether line holds nothing but a postcode of a
// country whose postcode may stand on its own line under the town (GB:
// "LEEDS" then "LS8 5VP"; CA, IE), and returns it.
func PostcodeLine(line string) (Postcode, bool) {
	line = strings.TrimSpace(line)
	pcs := FindPostcodes(line)
	if len(pcs) != 1 {
		return Postcode{}, false
	}
	p := pcs[0]
	if p.Start != 0 || strings.Trim(line[p.End:], " ,.") != "" {
		return Postcode{}, false
	}
	switch p.Country {
	case "GB", "CA", "IE":
		return p, true
	}
	return Postcode{}, false
}

// isPlace reports whether line reads as a town or county line: letters,
// no digits, not a street.
func isPlace(line string) bool {
	line = strings.TrimSpace(line)
	return hasLetters(line) && !strings.ContainsAny(line, "0123456789:$€£@") && len(line) <= maxLocalityLen && !IsStreet(line) && !isBoilerplate(line)
}

// locality reports whether lines[k] ends an address: a locality line, or a
// postcode alone under a town line.
func locality(lines []string, k int) (Postcode, bool) {
	if pc, ok := Locality(lines[k]); ok {
		return pc, true
	}
	if pc, ok := PostcodeLine(lines[k]); ok && k > 0 && isPlace(lines[k-1]) {
		return pc, true
	}
	// Hungary's traditional order: the town, the street, then the
	// postcode alone (Magyar Posta, "Címzési útmutató").
	if t := strings.TrimSpace(lines[k]); k >= 2 && reFourDigits.MatchString(t) && isPlace(lines[k-2]) && IsStreet(lines[k-1]) &&
		lexicon.FourDigitCountry(words(lines[k-1])) == "HU" {
		at := strings.Index(lines[k], t)
		return Postcode{Value: t, Country: "HU", Start: at, End: at + len(t)}, true
	}
	return Postcode{}, false
}

// misreadLetters are the letters OCR reads as digits inside a word.
var misreadLetters = map[rune]rune{'0': 'o', '1': 'l', '5': 's', '8': 'B', '6': 'b'}

// lettersForDigits returns s with each digit that stands inside or at the
// end of a word of letters replaced by the letter OCR took it for ("Strau8"
// for "Strauß", "K0wal"), so that a misread name still reads as a name;
// a number of digits alone is kept.
func lettersForDigits(s string) string {
	rs := []rune(s)
	for i, r := range rs {
		l, ok := misreadLetters[r]
		if !ok {
			continue
		}
		if i > 0 && unicode.IsLetter(rs[i-1]) || i+1 < len(rs) && unicode.IsLetter(rs[i+1]) {
			rs[i] = l
		}
	}
	return string(rs)
}

// ParseAddress finds the last address in lines: its locality line, the
// street lines above it, the name line above those and a country line
// below. It reports false when no line is a locality line.
func ParseAddress(lines []string) (Address, bool) {
	for k := len(lines) - 1; k >= 0; k-- {
		pc, ok := locality(lines, k)
		if !ok {
			continue
		}
		a := Address{Postcode: pc, NameIndex: -1, First: k, Last: k}
		if k+1 < len(lines) && isCountryName(strings.Trim(lines[k+1], " .,")) {
			a.Last = k + 1
		}
		// The lines above that may belong to the address (street lines,
		// house names, "ADDRESS LINE #2"): the topmost name-like one among
		// them is the addressee, the lines below it the address.
		j := k - 1
		for j >= 0 && k-j <= 6 && isAddressish(lines[j]) {
			j--
		}
		a.First = j + 1
		for m := j + 1; m < k; m++ {
			if fieldLabel(lines[m]) {
				// A field's label over the lines ("Indirizzo di fornitura",
				// "Supply address"): neither a name nor part of the address.
				a.First = m + 1
				continue
			}
			// A street word in a name ("Orchard Lane Foods Inc.") is let
			// pass when a numbered street line follows.
			next := m + 1
			if next < k && lexicon.IsCareOf(lines[next]) {
				next++ // "BRAMBLE STREET BAKERY LLC" over "% KEVIN O'BRIEN MBR"
			}
			if IsName(lines[m]) && !lexicon.IsCareOf(lines[m]) && (!IsStreet(lines[m]) || numbered(lines[next])) && streetBelow(lines[next:k+1]) {
				a.NameIndex, a.First = m, m+1
				break
			}
		}
		for a.First < k && lexicon.IsCareOf(lines[a.First]) {
			a.First++ // "% JANE DOE PRES", "c/o Acme Ltd": whom, not where
		}
		if a.NameIndex >= 0 && a.NameIndex+1 < k && onlyTitle(lines[a.NameIndex]) && IsName(lettersForDigits(lines[a.NameIndex+1])) {
			// The salutation on its own line over the name ("Frau" over
			// "Anna Schmidt"), as DIN 5008 sets a German address.
			a.NameIndex++
			a.First = max(a.First, a.NameIndex+1)
			a.Titled = true
		}
		nameRest := "" // the rest of a legal form the name line wraps
		if a.NameIndex >= 0 && a.First == a.NameIndex+1 && a.First < k && legalFormWraps(lines[a.NameIndex], lines[a.First]) {
			nameRest = strings.TrimSpace(lines[a.First])
			a.First++
		}
		a.Lines = append([]string(nil), lines[a.First:a.Last+1]...)
		spanish := false // a Spanish street above: a floor may follow
		for m, l := range a.Lines {
			a.Lines[m] = romanTwo(floorMark(houseNumberOne(withoutLabel(l))))
			if spanish {
				a.Lines[m] = reFloorAlone.ReplaceAllString(a.Lines[m], "${1}º ${2}") // "Calle Mayor", "77", "12 A"
			}
			spanish = spanish || reSpanishStreet.MatchString(a.Lines[m])
		}
		if m := mendPostcode(lines[k], pc); m != lines[k] {
			a.Lines[k-a.First] = m // the address gives its postcode repaired
		}
		if a.NameIndex >= 0 {
			a.Name = CleanName(strings.TrimSpace(lines[a.NameIndex] + " " + nameRest))
			a.Titled = a.Titled || HasTitle(lines[a.NameIndex])
		}
		a.Country = guessCountry(a, lines)
		return a, true
	}
	return Address{}, false
}

// fieldLabel reports whether line is made of lexicon labels alone
// (lexicon.IsLabelLine: "Indirizzo di fornitura", "CUSTOMER NAME AND
// MAILING ADDRESS"), other than a party's role or a salutation: a
// party-role label ("CUSTOMER") may be all a sample prints for the
// party's name.
func fieldLabel(line string) bool {
	if onlyTitle(line) {
		return false // "Frau" over the name
	}
	if _, role := lexicon.PartyRole(line); role {
		return false
	}
	return lexicon.IsLabelLine(line)
}

// legalFormWraps reports whether line next belongs to name line name: a
// long legal form wraps onto the line under the name ("Przędzalnia Wisła
// Spółka z ograniczoną" over "odpowiedzialnością"), or a partnership's
// own form follows its partner's ("Bilans sp. z o.o." over "sp.k."). Next
// is no street and has no digit.
func legalFormWraps(name, next string) bool {
	if strings.ContainsAny(next, "0123456789") || IsStreet(next) {
		return false
	}
	if endsInLegalForm(name) {
		return isLegalForm(next)
	}
	return endsInLegalForm(name+" "+next) && len(lexicon.FindLegalForms(next)) == 0
}

// withoutLabel returns address line l without the address label and
// colon it starts with ("Principal office: 164 High Street", "Siège
// social : 9 rue de Rivoli"), or the dash a sender line parts it by.
func withoutLabel(l string) string {
	t := strings.TrimRight(strings.TrimLeft(l, "-–—·• "), " -–—~")
	if i := strings.Index(t, ":"); i > 0 && i+1 < len(t) {
		if ms := lexicon.FindLabels(t[:i], lexicon.ConceptAddress, lexicon.ConceptRegisteredOffice, lexicon.ConceptPersonAddress); len(ms) > 0 && ms[0].Start == 0 && ms[0].End >= len(strings.TrimSpace(t[:i]))-1 {
			return strings.TrimSpace(t[i+1:])
		}
		// A one-word label that also means other things ("Sede", "Sitz",
		// lexicon's generic labels) is one before its colon.
		for _, c := range lexicon.LabelConcepts(t[:i]) {
			if c == lexicon.ConceptAddress || c == lexicon.ConceptRegisteredOffice || c == lexicon.ConceptPersonAddress {
				return strings.TrimSpace(t[i+1:])
			}
		}
	}
	// Without a colon, a label is dropped only before a street that
	// starts with its number or street word ("Sede legale Piazza Cavour 8").
	if ms := lexicon.FindLabels(t, lexicon.ConceptRegisteredOffice); len(ms) > 0 && ms[0].Start == 0 {
		if rest := strings.TrimSpace(t[ms[0].End:]); rest != "" && (rest[0] >= '0' && rest[0] <= '9' || startsWithStreetWord(rest)) {
			return rest
		}
	}
	return t
}

// startsWithStreetWord reports whether s starts with a street type ("Via",
// "Piazza", "Rue").
func startsWithStreetWord(s string) bool {
	ws := strings.Fields(s)
	return len(ws) > 1 && lexicon.IsStreetWord(strings.ToLower(ws[0]))
}

// spanishStreetTypes are the street types of Spanish and Catalan
// addresses, whose floor and door follow the house number.
var spanishStreetTypes = lexicon.StreetTypePattern("es", "ca")

// reSpanishStreet is a Spanish street type.
var reSpanishStreet = regexp.MustCompile(`\b` + spanishStreetTypes + `\b`)

// reFloorMark is a Spanish address's floor and door after the house
// number ("Calle Mayor, 30, 8º A"), the ordinal mark º read by OCR as a
// 2, a degree sign or an o, and the space before the door sometimes lost.
var reFloorMark = regexp.MustCompile(`^(.*\b` + spanishStreetTypes + `\b[^,]*,\s*\d{1,4}\s*,\s*\d)[2°o]\s?([A-H]|izda|dcha)\b`)

// reFloorAlone is a Spanish floor and door as a line of their own, the
// address split at its commas ("12 A" for "1º A").
var reFloorAlone = regexp.MustCompile(`^(\d)[2°o]\s?([A-H]|izda|dcha)$`)

// floorMark restores the º of a Spanish floor (reFloorMark).
func floorMark(l string) string {
	return reFloorMark.ReplaceAllString(l, "${1}º ${2}")
}

// reRomanTwo is a regnal number II whose second I OCR read as a bracket
// or a bar ("Corso Vittorio Emanuele I] 158").
var reRomanTwo = regexp.MustCompile(`\bI[\]|!](\s)`)

// romanTwo restores the II of a street named after a sovereign
// (reRomanTwo).
func romanTwo(l string) string { return reRomanTwo.ReplaceAllString(l, "II$1") }

// reMisreadOne is a street line whose house number 1 OCR read as a
// bracket, a bar or a letter ("] rue des Cigales", "l Main Street").
var reMisreadOne = regexp.MustCompile(`^[\]|lI!]\s+(\pL)`)

// houseNumberOne returns street line l with a misread house number 1
// repaired, when a street word follows it.
func houseNumberOne(l string) string {
	if m := reMisreadOne.FindStringSubmatchIndex(l); m != nil && hasStreetWord(l) {
		return "1 " + l[m[2]:]
	}
	return l
}

// numbered reports whether line is a street line with a house number or
// a post-office box.
func numbered(line string) bool {
	line = strings.TrimSpace(line)
	if _, ok := Locality(line); ok && !hasStreetWord(line) {
		return false
	}
	return lexicon.IsPOBox(line) || reLeadingNumber.MatchString(line) || (reTrailingNumber.MatchString(line) && !hasDigitsRun(line, 5))
}

// streetBelow reports whether lines, which run down to the locality line,
// hold a street line: a name line is followed by one, whereas a town line
// ("Galway" above "Co. Galway") is not. The locality line counts only for
// the street it starts with ("1 Main St, Boston, MA 02201").
func streetBelow(lines []string) bool {
	for i, l := range lines {
		if i == len(lines)-1 {
			// The locality line starts with the street; a number opening
			// it is the house's, not a postcode, when the line's postcode
			// comes after ("1719 MAIN ST N, OAKVILLE ON L6J 7E5").
			street, rest, ok := strings.Cut(l, ",")
			if ok && startsWithPostcode(street) && IsStreet(strings.TrimSpace(rest)) {
				// The postcode and town first, then the street, as
				// Hungarian addresses are written on one line ("1132
				// Budapest, Váci út 72-74.").
				return true
			}
			if !ok || !IsStreet(street) {
				return false
			}
			pc, found := Locality(l)
			return !startsWithPostcode(street) || found && pc.Start >= len(street)
		}
		if IsStreet(l) {
			return true
		}
	}
	return false
}

// startsWithPostcode reports whether s starts with a postcode ("20185
// Milano").
func startsWithPostcode(s string) bool {
	pcs := FindPostcodes(s)
	return len(pcs) > 0 && strings.TrimSpace(s[:pcs[0].Start]) == ""
}

// isAddressish reports whether an unnumbered line may still belong to an
// address (a house name, "ADDRESS LINE #2", "c/o ...").
func isAddressish(line string) bool {
	line = strings.TrimSpace(line)
	return line != "" && len(line) <= maxLocalityLen && !strings.HasSuffix(line, ":") && !strings.ContainsAny(line, "$€£@") && !reLabelled.MatchString(line) && !accountLine(line)
}

// accountLine reports whether line starts with the lexicon's label of an
// account or customer number followed by digits ("Account ending in
// 2502", "Kundennummer 4711"): a detail printed in an address block.
func accountLine(line string) bool {
	if !strings.ContainsAny(line, "0123456789") {
		return false // no number: checked before the label search, once per line of every block
	}
	ms := lexicon.FindLabels(line, lexicon.ConceptAccountNumber, lexicon.ConceptCustomerNumber)
	return len(ms) > 0 && strings.TrimSpace(line[:ms[0].Start]) == "" && strings.ContainsAny(line[ms[0].End:], "0123456789")
}

// repairedInPlace reports whether a postcode read as read differs from its
// repaired value only by letters read for digits (one for one) or by the
// I of a 1 read twice (see reGBDoubled).
func repairedInPlace(read, value string) bool {
	if strings.EqualFold(read, value) {
		return false
	}
	return len(read) == len(value) || strings.Contains(strings.ToUpper(read), "I1") && len(read) == len(value)+1
}

// reLabelled is a line that pairs a label with a number ("Agence Bourges
// Monnaie : 099999", "Tel: 0123 456"): a detail printed in an address
// block, not a line of the address.
var reLabelled = regexp.MustCompile(`\pL\s*:\s*[+(]?\d`)

// guessCountry names the country of a: its country line, a country name
// after the postcode, the postcode pattern, or the street words.
func guessCountry(a Address, lines []string) string {
	if a.Last > a.First {
		if c := CountryCode(lines[a.Last]); c != "" {
			return c
		}
	}
	for i := a.First; i <= a.Last; i++ {
		if pc, ok := Locality(lines[i]); ok && pc.End <= len(lines[i]) {
			if c := CountryCode(lines[i][pc.End:]); c != "" {
				return c
			}
		}
	}
	if a.Postcode.Country != "" {
		return a.Postcode.Country
	}
	if n := len(strings.Map(keepDigit, a.Postcode.Value)); n == 4 {
		return lexicon.FourDigitCountry(words(strings.Join(a.Lines, " ")))
	} else if n != 5 {
		// Street words name countries of five-digit postcodes;
		// "6003 Luzern" on a Weg is Swiss or Austrian.
		return ""
	}
	return lexicon.FiveDigitCountry(words(strings.Join(a.Lines, " ")))
}

// keepDigit keeps a rune of strings.Map when it is a digit.
func keepDigit(r rune) rune {
	if r >= '0' && r <= '9' {
		return r
	}
	return -1
}

// countryNames maps lower-case country names, in English and their own
// languages, to ISO 3166-1 alpha-2 codes.
var countryNames = map[string]string{
	"united kingdom": "GB", "uk": "GB", "u.k": "GB", "great britain": "GB", "england": "GB", "scotland": "GB", "wales": "GB", "northern ireland": "GB",
	"ireland": "IE", "éire": "IE", "eire": "IE", "republic of ireland": "IE",
	"united states": "US", "united states of america": "US", "usa": "US", "u.s.a": "US", "us": "US",
	"canada": "CA", "australia": "AU", "new zealand": "NZ",
	"france": "FR", "germany": "DE", "deutschland": "DE", "spain": "ES", "españa": "ES", "espana": "ES",
	"italy": "IT", "italia": "IT", "netherlands": "NL", "the netherlands": "NL", "nederland": "NL", "holland": "NL",
	"belgium": "BE", "belgique": "BE", "belgië": "BE", "luxembourg": "LU", "switzerland": "CH", "schweiz": "CH", "suisse": "CH",
	"austria": "AT", "österreich": "AT", "portugal": "PT", "singapore": "SG", "brazil": "BR", "brasil": "BR", "mexico": "MX", "méxico": "MX",
	"india": "IN", "japan": "JP", "china": "CN", "poland": "PL", "polska": "PL", "sweden": "SE", "denmark": "DK", "norway": "NO", "finland": "FI",
}

func isCountryName(s string) bool {
	_, ok := countryNames[strings.ToLower(strings.Trim(s, " .,"))]
	return ok
}

// CountryCode returns the ISO 3166-1 alpha-2 code of a country name ("United
// Kingdom", "Deutschland"), or "" when s is not one it knows.
func CountryCode(s string) string {
	return countryNames[strings.ToLower(strings.Trim(s, " .,"))]
}
