package postal

import (
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Postcode is a postcode found in a line of text, at s[Start:End].
type Postcode struct {
	Value string
	// Country is the ISO 3166-1 alpha-2 code the pattern belongs to, or ""
	// when the pattern is shared (five digits: FR, DE, ES, IT).
	Country    string
	Start, End int
}

// usStates are the two-letter codes of US states, DC and territories.
var usStates = set("AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY PR GU VI AS MP")

// caProvinces are the postal abbreviations of Canadian provinces, with the
// older PQ for Quebec.
var caProvinces = set("AB BC MB NB NL NS NT NU ON PE QC PQ SK YT")

// auStates are the Australian state and territory abbreviations.
var auStates = set("NSW VIC QLD SA WA TAS NT ACT")

func set(words string) map[string]bool {
	m := make(map[string]bool)
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}

// The postcode patterns. Each is tried on the upper-cased line.
var (
	// US: state code then ZIP or ZIP+4 ("Boston, MA 02201", "WA, 98005").
	reUS = regexp.MustCompile(`\b([A-Z]{2})\.?,?\s+(\d{5}(?:-\d{4})?)\b`)
	// CA: A1A 1A1; the lenient form admits, after a province code or the
	// country's name, the letters recognition reads for digits (O S I Z B
	// G: "ON MSH 7Z9", "ON, Canada , MSH 2H7"), where one of the three
	// digits at least was read as one.
	reCA        = regexp.MustCompile(`\b([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]) ?(\d[ABCEGHJ-NPRSTV-Z]\d)\b`)
	reCALenient = regexp.MustCompile(`\b([A-Z]{2}|[A-Z][A-Z ]+[A-Z])\s*,?\s+([ABCEGHJ-NPRSTVXY][0-9OSIZBGA][A-Z] ?[0-9OSIZBGA][A-Z][0-9OSIZBGA])\b`)
	// GB: outward code, space, inward code. The inward letters admit the
	// six letters Royal Mail never issues there (C I K M O V), as test data
	// ignores the rule; the two places that must hold a digit admit O,
	// which recognition reads for 0, and the inward code's digit the
	// letters it reads for others (S I Z B G) once the outward code holds a
	// digit: "BS70 SVW" is BS70 5VW (Value has the digits).
	// The outward code's digit admits I, read for 1, when the inward
	// code's digit is a digit as read: "SWIX 2XU" is SW1X 2XU.
	// The outward code's letter after its digit admits "]", read for J:
	// "SW1] 6PM" is SW1J 6PM.
	// The inward code's last letter admits ")", read for J: no inward code
	// has one letter only, so "2U)" is 2UJ.
	reGB = regexp.MustCompile(`\b(GIR ?0AA|[A-PR-UWYZ][A-HK-Y]?([\dOI])[A-Z\d\]]? ?([\dOSIZBG])[A-Z](?:[A-Z]\b|\)))`)
	// GB with the outward code's 1 read twice, as I then 1: "SWI1E 1CG" is
	// SW1E 1CG (a Royal Mail outward code has no letter before its digit
	// but the area's one or two).
	reGBDoubled = regexp.MustCompile(`\b([A-PR-UWYZ][A-HK-Y]?)I1([A-Z\d]?) ?(\d[A-Z](?:[A-Z]\b|\)))`)
	// IE: Eircode routing key and unique identifier, or a Dublin district.
	// The unique identifier admits every letter (test data ignores the
	// Eircode alphabet) but must hold a digit.
	// eircodeDigits and eircodeUnique put back the digits OCR read as
	// letters Eircodes never use: the routing key's digits, and in the
	// unique identifier O and I, which every published account of
	// Eircode's character set leaves out (eircode.ie's "carefully selected
	// set"); the accounts differ on other letters, which are kept.
	eircodeDigits = strings.NewReplacer("O", "0")
	eircodeUnique = strings.NewReplacer("O", "0", "I", "1")
	reIE          = regexp.MustCompile(`\b([AC-FHKNPRTV-Y][0-9O]{2}|D6W) ?([0-9A-Z]{4})\b`)
	reIEDublin    = regexp.MustCompile(`\bDUBLIN\s+(\d{1,2}W?)\b`)
	// AU: state then four digits.
	reAU = regexp.MustCompile(`\b(NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\s+(\d{4})\b`)
	// NL: four digits (no leading 0), two letters, then the place.
	reNL = regexp.MustCompile(`(?:^|[\s,])([1-9]\d{3} ?[A-Z]{2})\s+\pL`)
	// FR, DE, ES, IT: five digits (optionally with a country prefix) then
	// the place.
	reFive = regexp.MustCompile(`(?:^|[\s,])((?:[A-Z]{1,2}-)?\d{5})\s+\pL`)
	// Four digits before the place: BE, AT, CH, DK, LU and others, and NL
	// when recognition garbled the letters.
	reFour = regexp.MustCompile(`^\s*([1-9]\d{3})\s+\pL`)
	// PL (Poczta Polska: 00-950), PT (CTT: 1000-001), and the three then
	// two digits of CZ, SK (Česká pošta, Slovenská pošta: 110 00), SE
	// (PostNord: 114 55) and GR, each before the place (UPU, "Postal
	// addressing systems in member countries"). The spaced form only
	// opens a line or follows a comma: "Praha, 110 00 Praha 1".
	rePL     = regexp.MustCompile(`(?:^|[\s,])(\d{2}-\d{3})\s+\pL`)
	rePT     = regexp.MustCompile(`(?:^|[\s,])(\d{4}-\d{3})\s+\pL`)
	reSpaced = regexp.MustCompile(`(?:^\s*|,\s*)(\d{3} \d{2})\s+\pL`)
	// A postcode of another country: digits, optionally with a hyphen
	// (Brazil 49090-010), after a place name or before one.
	reOther = regexp.MustCompile(`\b(\d{5}-\d{3}|\d{6})\b`)
)

// bracketJ puts back the J that recognition reads as a bracket in a
// British postcode (reGB: "SW1] 6PM", "2U)").
var bracketJ = strings.NewReplacer("]", "J", ")", "J")

// FindPostcodes returns the postcodes in s, in order of position, at most
// one per position.
func FindPostcodes(s string) []Postcode {
	u := asciiUpper(s)
	var out []Postcode
	taken := func(a, b int) bool {
		for _, p := range out {
			if a < p.End && b > p.Start {
				return true
			}
		}
		return false
	}
	add := func(value, country string, a, b int) {
		if !taken(a, b) {
			out = append(out, Postcode{Value: value, Country: country, Start: a, End: b})
		}
	}
	for _, m := range reUS.FindAllStringSubmatchIndex(u, -1) {
		if usStates[u[m[2]:m[3]]] {
			add(s[m[4]:m[5]], "US", m[4], m[5])
		}
	}
	for _, m := range reAU.FindAllStringSubmatchIndex(u, -1) {
		add(s[m[4]:m[5]], "AU", m[4], m[5])
	}
	for _, m := range reCA.FindAllStringSubmatchIndex(u, -1) {
		add(u[m[2]:m[3]]+" "+u[m[4]:m[5]], "CA", m[0], m[1])
	}
	for at := 0; at < len(u); {
		m := reCALenient.FindStringSubmatchIndex(u[at:])
		if m == nil {
			break
		}
		for i := range m {
			if m[i] >= 0 {
				m[i] += at
			}
		}
		at = m[1]
		g := u[m[2]:m[3]]
		if !isCAProvince(g) && g != "CANADA" && !strings.HasSuffix(g, " CANADA") {
			continue
		}
		v := []byte(strings.ReplaceAll(u[m[4]:m[5]], " ", ""))
		digits := 0
		for _, i := range []int{1, 3, 5} {
			if v[i] >= '0' && v[i] <= '9' {
				digits++
			} else if d, ok := caDigit[v[i]]; ok {
				v[i] = d
			}
		}
		if digits == 0 {
			// Words are no postcode: "due on HIS BUS" is not H1S 8U5,
			// "ON, CANADA" no C4N 4D4. The word may be the province
			// before the postcode: search again from it.
			at = m[4]
			continue
		}
		add(string(v[:3])+" "+string(v[3:]), "CA", m[4], m[5])
	}
	for _, m := range reIE.FindAllStringSubmatchIndex(u, -1) {
		if !strings.ContainsAny(u[m[4]:m[5]], "0123456789") {
			continue
		}
		add(eircodeDigits.Replace(u[m[2]:m[3]])+" "+eircodeUnique.Replace(u[m[4]:m[5]]), "IE", m[0], m[1])
	}
	for _, m := range reIEDublin.FindAllStringSubmatchIndex(u, -1) {
		add(s[m[0]:m[1]], "IE", m[0], m[1])
	}
	for _, m := range reGB.FindAllStringSubmatchIndex(u, -1) {
		if !strings.ContainsAny(u[m[2]:m[3]], "0123456789") {
			continue // every postcode has a digit: "POBORU" is no P0B 0RU
		}
		v := []byte(u[m[2]:m[3]])
		if m[6] >= 0 {
			if d, ok := caDigit[v[m[6]-m[2]]]; ok {
				if !strings.ContainsAny(u[m[2]:m[6]], "0123456789") {
					continue // "TO SAY" is no postcode
				}
				v[m[6]-m[2]] = d
			}
		}
		if m[4] >= 0 && v[m[4]-m[2]] == 'I' {
			if m[6] < 0 || u[m[6]] < '0' || u[m[6]] > '9' {
				continue
			}
			v[m[4]-m[2]] = '1'
		}
		for _, at := range []int{m[4], m[6]} {
			if at >= 0 && v[at-m[2]] == 'O' {
				v[at-m[2]] = '0'
			}
		}
		add(bracketJ.Replace(string(v)), "GB", m[2], m[3])
	}
	for _, m := range reGBDoubled.FindAllStringSubmatchIndex(u, -1) {
		add(u[m[2]:m[3]]+"1"+u[m[4]:m[5]]+" "+bracketJ.Replace(u[m[6]:m[7]]), "GB", m[0], m[1])
	}
	for _, m := range reNL.FindAllStringSubmatchIndex(u, -1) {
		v := strings.ReplaceAll(u[m[2]:m[3]], " ", "")
		if l := v[4:]; l != "SA" && l != "SD" && l != "SS" {
			add(v[:4]+" "+l, "NL", m[2], m[3])
		}
	}
	for _, m := range reFive.FindAllStringSubmatchIndex(u, -1) {
		add(s[m[2]:m[3]], fivePrefixCountry(u[m[2]:m[3]]), m[2], m[3])
	}
	for _, m := range rePL.FindAllStringSubmatchIndex(u, -1) {
		if placeFollows(s, m[3]) {
			add(s[m[2]:m[3]], "PL", m[2], m[3])
		}
	}
	for _, m := range rePT.FindAllStringSubmatchIndex(u, -1) {
		if placeFollows(s, m[3]) {
			add(s[m[2]:m[3]], "PT", m[2], m[3])
		}
	}
	for _, m := range reSpaced.FindAllStringSubmatchIndex(u, -1) {
		add(s[m[2]:m[3]], "", m[2], m[3])
	}
	for _, m := range reFour.FindAllStringSubmatchIndex(u, -1) {
		add(s[m[2]:m[3]], "", m[2], m[3])
	}
	for _, m := range reOther.FindAllStringSubmatchIndex(u, -1) {
		add(s[m[2]:m[3]], "", m[2], m[3])
	}
	out = slices.DeleteFunc(out, func(p Postcode) bool { return inIdentifier(s, p.Start) })
	sortPostcodes(out)
	return out
}

// inIdentifier reports whether the digits at s[start:] continue a number
// joined to them by a hyphen or slash: the last group of "01-10-012351" (a
// Hungarian company number) or "21/815/08150" (a German tax number) is no
// postcode. "Delhi-110001", a town joined to its PIN, is one.
func inIdentifier(s string, start int) bool {
	if start < 2 {
		return false
	}
	sep, prev := s[start-1], s[start-2]
	return (sep == '-' || sep == '/') && prev >= '0' && prev <= '9'
}

// placeFollows reports whether the word after s[:end] starts with a
// capital, as a place's name after a postcode does: "02-781 Warszawa", not
// the "2024-001 dated" of an invoice number.
func placeFollows(s string, end int) bool {
	r, _ := utf8.DecodeRuneInString(strings.TrimLeft(s[end:], " \t"))
	return unicode.IsUpper(r)
}

// asciiUpper upper-cases the ASCII letters of s and keeps every other byte,
// so offsets into the result are offsets into s.
func asciiUpper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

func sortPostcodes(ps []Postcode) {
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && ps[j].Start < ps[j-1].Start; j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
}

// fivePrefixCountry reads the country prefix of "D-10115", "F-75008".
func fivePrefixCountry(v string) string {
	i := strings.IndexByte(v, '-')
	if i < 0 {
		return ""
	}
	switch v[:i] {
	case "D", "DE":
		return "DE"
	case "F", "FR":
		return "FR"
	case "E", "ES":
		return "ES"
	case "I", "IT":
		return "IT"
	}
	return ""
}

// caDigit maps the letters recognition reads for digits to them ("MAC
// 8E7" for M4C 8E7: an open 4 read as A). O is kept as read in Canadian
// postcodes, as before: forms print "VOK 2LO" for V0K 2L0.
var caDigit = map[byte]byte{'S': '5', 'I': '1', 'Z': '2', 'B': '8', 'G': '6', 'A': '4'}

// caProvinceNames are upper-cased Canadian province names.
var caProvinceNames = map[string]bool{
	"ALBERTA": true, "BRITISH COLUMBIA": true, "MANITOBA": true, "NEW BRUNSWICK": true,
	"NEWFOUNDLAND AND LABRADOR": true, "NOVA SCOTIA": true, "ONTARIO": true,
	"PRINCE EDWARD ISLAND": true, "QUEBEC": true, "SASKATCHEWAN": true,
}

// isCAProvince reports whether g, upper-cased, is or ends with a Canadian
// province code or name ("BC", "VANCOUVER BRITISH COLUMBIA").
func isCAProvince(g string) bool {
	if caProvinces[g] || len(g) > 3 && g[len(g)-3] == ' ' && caProvinces[g[len(g)-2:]] {
		return true
	}
	for name := range caProvinceNames {
		if g == name || strings.HasSuffix(g, " "+name) {
			return true
		}
	}
	return false
}
