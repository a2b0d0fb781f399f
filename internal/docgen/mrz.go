package docgen

import (
	"strings"
	"time"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// translit holds the ICAO 9303 Part 3 transliterations that are not a plain
// removal of the diacritic.
var translit = map[rune]string{
	'Ä': "AE", 'Ö': "OE", 'Ü': "UE", 'Å': "AA", 'Æ': "AE", 'Ø': "OE",
	'ß': "SS", 'ẞ': "SS", 'Þ': "TH", 'Ð': "D", 'Ł': "L", 'Œ': "OE", 'Ĳ': "IJ",
}

// mrzName transliterates a visual-zone name to MRZ characters with spaces
// where the MRZ has '<' (hyphens and spaces), apostrophes dropped.
func mrzName(s string) string {
	var b strings.Builder
	for _, r := range strings.ToUpper(s) {
		if t, ok := translit[r]; ok {
			b.WriteString(t)
			continue
		}
		switch {
		case r >= 'A' && r <= 'Z':
			b.WriteRune(r)
		case r == ' ' || r == '-' || r == ',':
			b.WriteByte(' ')
		case r == '\'' || r == '’' || r == '.':
		default:
			b.WriteString(stripMarks(string(r)))
		}
	}
	return strings.Join(strings.Fields(b.String()), " ")
}

// stripMarks removes combining marks after decomposition (É -> E).
func stripMarks(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		switch r {
		case 'Ø', 'ø':
			r = 'O'
		case 'Ł':
			r = 'L'
		case 'ł':
			r = 'l'
		case 'Đ', 'Ð':
			r = 'D'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// checkDigit is the ICAO 9303 7-3-1 check digit of s.
func checkDigit(s string) byte {
	w := [3]int{7, 3, 1}
	sum := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		v := 0
		switch {
		case c >= '0' && c <= '9':
			v = int(c - '0')
		case c >= 'A' && c <= 'Z':
			v = int(c-'A') + 10
		}
		sum += v * w[i%3]
	}
	return byte('0' + sum%10)
}

func pad(s string, n int) string {
	if len(s) >= n {
		return s[:n]
	}
	return s + strings.Repeat("<", n-len(s))
}

// mrzNameField builds SURNAME<<GIVEN<NAMES truncated to n characters.
func mrzNameField(surname, given string, n int) string {
	s := strings.ReplaceAll(mrzName(surname), " ", "<")
	g := strings.ReplaceAll(mrzName(given), " ", "<")
	f := s + "<<" + g
	if len(f) > n {
		f = strings.TrimRight(f[:n], "<")
	}
	return pad(f, n)
}

func yymmdd(t time.Time) string { return t.Format("060102") }

// mrzData is what an MRZ encodes.
type mrzData struct {
	docCode     string // P, I, ID, AC...
	issuer      string // 3-letter code, "D" for Germany
	nationality string
	number      string // at most 9 characters
	surname     string
	given       string
	birth       time.Time
	sex         string // M, F or <
	expiry      time.Time
	optional    string
}

func (m mrzData) td3() []string {
	l1 := pad(pad(m.docCode, 2)+pad(m.issuer, 3)+mrzNameField(m.surname, m.given, 39), 44)
	num := pad(m.number, 9)
	opt := pad(m.optional, 14)
	optCD := checkDigit(opt)
	if strings.Trim(opt, "<") == "" {
		optCD = '<'
	}
	l2 := num + string(checkDigit(num)) + pad(m.nationality, 3) + yymmdd(m.birth) + string(checkDigit(yymmdd(m.birth))) +
		m.sex + yymmdd(m.expiry) + string(checkDigit(yymmdd(m.expiry))) + opt + string(optCD)
	comp := l2[0:10] + l2[13:20] + l2[21:43]
	return []string{l1, l2 + string(checkDigit(comp))}
}

func (m mrzData) td2() []string {
	l1 := pad(m.docCode, 2) + pad(m.issuer, 3) + mrzNameField(m.surname, m.given, 31)
	num := pad(m.number, 9)
	l2 := num + string(checkDigit(num)) + pad(m.nationality, 3) + yymmdd(m.birth) + string(checkDigit(yymmdd(m.birth))) +
		m.sex + yymmdd(m.expiry) + string(checkDigit(yymmdd(m.expiry))) + pad(m.optional, 7)
	comp := l2[0:10] + l2[13:20] + l2[21:35]
	return []string{l1, l2 + string(checkDigit(comp))}
}

func (m mrzData) td1() []string {
	num := pad(m.number, 9)
	l1 := pad(m.docCode, 2) + pad(m.issuer, 3) + num + string(checkDigit(num)) + pad(m.optional, 15)
	l2 := yymmdd(m.birth) + string(checkDigit(yymmdd(m.birth))) + m.sex + yymmdd(m.expiry) +
		string(checkDigit(yymmdd(m.expiry))) + pad(m.nationality, 3) + pad("", 11)
	comp := l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]
	l2 += string(checkDigit(comp))
	return []string{l1, l2, mrzNameField(m.surname, m.given, 30)}
}
