package dates

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// Thai documents print dates as "๑๐ เมษายน พ.ศ. ๒๕๖๘": Thai digits, a
// Thai month name, and a year of the Buddhist Era (พ.ศ., B.E. = C.E. + 543)
// unless marked ค.ศ. (C.E.). Digits of every script are read as ASCII
// before dates are looked for (see asciiDigits).

// thaiMonths are the Thai month names, full and abbreviated. Source: the
// Royal Institute of Thailand's names of the months (ราชบัณฑิตยสถาน,
// "ชื่อเดือน") and their abbreviations, as in CLDR's th locale
// (https://cldr.unicode.org, gregorian calendar, wide and abbreviated).
var thaiMonths = [12][]string{
	{"มกราคม", "ม.ค."}, {"กุมภาพันธ์", "ก.พ."}, {"มีนาคม", "มี.ค."}, {"เมษายน", "เม.ย."},
	{"พฤษภาคม", "พ.ค."}, {"มิถุนายน", "มิ.ย."}, {"กรกฎาคม", "ก.ค."}, {"สิงหาคม", "ส.ค."},
	{"กันยายน", "ก.ย."}, {"ตุลาคม", "ต.ค."}, {"พฤศจิกายน", "พ.ย."}, {"ธันวาคม", "ธ.ค."},
}

// buddhistEraOffset is the Buddhist Era year less the Common Era year.
const buddhistEraOffset = 543

// thaiMark reports whether r is a Thai vowel or tone mark written above
// or below its letter (Unicode category Mn): OCR drops, adds or swaps
// them, so names are matched without them.
func thaiMark(r rune) bool {
	return r >= 0x0E00 && r <= 0x0E7F && unicode.Is(unicode.Mn, r)
}

// thaiMarks matches any run of Thai marks.
const thaiMarks = `[\x{0E31}\x{0E34}-\x{0E3A}\x{0E47}-\x{0E4E}]*`

// looseThai returns a pattern matching s with any Thai marks after each
// letter, and sara am (ำ) written as one character or as nikhahit and
// sara aa (ํา), as OCR writes it either way.
func looseThai(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case thaiMark(r):
		case r == 'ำ' || r == 'า':
			b.WriteString(`[าำ]` + thaiMarks)
		default:
			b.WriteString(regexp.QuoteMeta(string(r)))
			if r >= 0x0E00 && r <= 0x0E7F {
				b.WriteString(thaiMarks)
			}
		}
	}
	return b.String()
}

// thaiKey is the key of a Thai month name as printed: dots and spaces
// dropped, sara am as sara aa, and its marks too unless marks is true.
func thaiKey(s string, marks bool) string {
	var b strings.Builder
	for _, r := range s {
		switch {
		case thaiMark(r) && !marks, r == '.', unicode.IsSpace(r):
		case r == 'ำ':
			b.WriteRune('า')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// thaiMonthKeys maps the key of every Thai month name, marks kept, to its
// number; thaiMonthLoose the keys without marks that only one month has
// (ม.ค. and มี.ค., January and March, differ only by a mark).
var thaiMonthKeys, thaiMonthLoose = func() (map[string]int, map[string]int) {
	exact, loose := map[string]int{}, map[string]int{}
	for i, names := range thaiMonths {
		for _, n := range names {
			exact[thaiKey(n, true)] = i + 1
			k := thaiKey(n, false)
			if m, taken := loose[k]; taken && m != i+1 {
				loose[k] = 0
			} else {
				loose[k] = i + 1
			}
		}
	}
	return exact, loose
}()

// thaiMonth returns the number of the Thai month name s as printed.
func thaiMonth(s string) (int, bool) {
	if m, ok := thaiMonthKeys[thaiKey(s, true)]; ok {
		return m, true
	}
	m := thaiMonthLoose[thaiKey(s, false)]
	return m, m > 0
}

// thaiStyle: 10 เมษายน พ.ศ. 2568, 10 เม.ย. 2568, 10 เมษายน ค.ศ. 2025, วันที่
// 10 เดือนเมษายน พ.ศ. 2568.
var thaiStyle = func() *regexp.Regexp {
	var names []string
	for _, ns := range thaiMonths {
		for _, n := range ns {
			names = append(names, n)
		}
	}
	// longest first, so that a full name wins over its abbreviation
	names = sortLongestFirst(names)
	alts := make([]string, len(names))
	for i, n := range names {
		alts[i] = strings.ReplaceAll(looseThai(n), `\.`, `\.?\s?`)
	}
	era := `(?P<era>` + looseThai("พ") + `\.?\s?` + looseThai("ศ") + `\.?|` + looseThai("ค") + `\.?\s?` + looseThai("ศ") + `\.?)`
	return regexp.MustCompile(`(?P<d>\d{1,2})\s*(?:` + looseThai("เดือน") + `\s*)?(?P<thmon>` + strings.Join(alts, "|") + `)\s*(?:` + era + `\s*)?(?P<y>\d{4})`)
}()

// sortLongestFirst returns words sorted longest first.
func sortLongestFirst(words []string) []string {
	out := append([]string(nil), words...)
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && len(out[j]) > len(out[j-1]); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// thaiYear returns the Common Era year of y printed with era: a Buddhist
// Era year when marked พ.ศ., or unmarked and past 2400 (no document in
// the Common Era's 2400s is read here); as printed when marked ค.ศ.
func thaiYear(y int, era string) int {
	switch k := thaiKey(era, false); {
	case strings.HasPrefix(k, "ค"):
		return y
	case strings.HasPrefix(k, "พ"), y > 2400:
		return y - buddhistEraOffset
	}
	return y
}

// readThai reads a match of thaiStyle.
func readThai(s string, loc []int) (Date, bool) {
	group := func(name string) string {
		i := thaiStyle.SubexpIndex(name)
		if loc[2*i] < 0 {
			return ""
		}
		return s[loc[2*i]:loc[2*i+1]]
	}
	month, ok := thaiMonth(group("thmon"))
	if !ok {
		return Date{}, false
	}
	y, _ := strconv.Atoi(group("y"))
	d, _ := strconv.Atoi(group("d"))
	date := Date{Year: thaiYear(y, group("era")), Month: month, Day: d}
	return date, valid(date)
}

// asciiDigits returns s with the decimal digits of every script (Thai
// ๐-๙, Arabic-Indic, Devanagari, fullwidth...) written as ASCII digits,
// and for each byte of the result the offset in s of the rune it came
// from, plus len(s); nil offsets when s has no such digit (the result is
// s).
func asciiDigits(s string) (string, []int) {
	if !strings.ContainsFunc(s, func(r rune) bool { return r > 0x7f && unicode.IsDigit(r) }) {
		return s, nil
	}
	var b strings.Builder
	at := make([]int, 0, len(s)+1)
	for i, r := range s {
		if v, ok := digitValue(r); ok && r > 0x7f {
			b.WriteByte(byte('0' + v))
			at = append(at, i)
			continue
		}
		n := b.Len()
		b.WriteRune(r)
		for range b.Len() - n {
			at = append(at, i)
		}
	}
	at = append(at, len(s))
	return b.String(), at
}

// digitValue returns the value of decimal digit r of any script. Unicode
// encodes every script's decimal digits as a run of ten from zero
// (Unicode Standard, section 4.6, Numeric Value), and unicode.Nd's ranges
// start at a zero.
func digitValue(r rune) (int, bool) {
	if !unicode.Is(unicode.Nd, r) {
		return 0, false
	}
	for _, rg := range unicode.Nd.R16 {
		if r >= rune(rg.Lo) && r <= rune(rg.Hi) {
			return int(r-rune(rg.Lo)) % 10, true
		}
	}
	for _, rg := range unicode.Nd.R32 {
		if r >= rune(rg.Lo) && r <= rune(rg.Hi) {
			return int(r-rune(rg.Lo)) % 10, true
		}
	}
	return 0, false
}
