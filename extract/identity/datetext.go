package identity

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/agnivade/levenshtein"
	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/lexicon"
)

// dates.Find reads the month names of seven languages; identity documents
// print their dates in their own language too ("15 LIP 2020", "24 ЖОВ/OCT
// 91", "15.X.2020"). normalizeDates rewrites a value so that dates.Find
// reads every EU language's months (lexicon.Month) and Roman numeral
// months, as Central European documents print them.

// englishMonths are the English abbreviations dates.Find reads.
var englishMonths = [12]string{"JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"}

// romanMonth matches a Roman numeral month between a day and a year:
// "15.X.2020", "15 XII 2020".
var romanMonth = regexp.MustCompile(`\b(\d{1,2})[.\s]+(XII|XI|X|IX|VIII|VII|VI|V|IV|III|II|I)[.\s]+(\d{4})\b`)

// oneDotLost matches a day, month and four-digit year with one dot
// between them where the other is a space: a dotted date ("01.01.2013",
// as EU licences and many cards print them) whose small dot OCR lost
// between larger digits ("01.01 2013").
var oneDotLost = regexp.MustCompile(`\b(\d{1,2})[. ](\d{1,2})[. ](\d{4})\b`)

var romanNumerals = map[string]string{"I": "01", "II": "02", "III": "03", "IV": "04", "V": "05", "VI": "06",
	"VII": "07", "VIII": "08", "IX": "09", "X": "10", "XI": "11", "XII": "12"}

// normalizeDates returns s with each word that names a month in an EU
// language (or, in a bilingual "ЖОВ/OCT", either half) replaced by the
// English abbreviation, and Roman numeral months by their numbers.
func normalizeDates(s string) string {
	s = romanMonth.ReplaceAllStringFunc(s, func(m string) string {
		g := romanMonth.FindStringSubmatch(m)
		return g[1] + "." + romanNumerals[g[2]] + "." + g[3]
	})
	s = oneDotLost.ReplaceAllStringFunc(s, func(m string) string {
		g := oneDotLost.FindStringSubmatch(m)
		if strings.Count(m, ".") != 1 {
			return m // both dots or neither: dates.Find reads it
		}
		return g[1] + "." + g[2] + "." + g[3]
	})
	words := strings.Fields(s)
	changed := false
	prev := 0 // the month the word before names
	for i, w := range words {
		before := prev
		prev = 0
		core := strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) })
		if core == "" || strings.IndexFunc(core, unicode.IsDigit) >= 0 {
			continue
		}
		if before > 0 && secondHalf(core, before) {
			// The translation of a bilingual month, which dates.Find
			// reads after a slash.
			words[i] = "/" + englishMonths[before-1]
			changed = true
			continue
		}
		month := 0
		for _, part := range strings.Split(core, "/") {
			if n, ok := lexicon.Month(part); ok && (month == 0 || month == n) {
				month = n
			} else if ok {
				month = -1 // two different months: no date
			}
		}
		if month <= 0 {
			continue
		}
		prev = month
		if _, known := dates.Parse("1 "+core+" 2000", dates.Options{}); known && !strings.Contains(core, "/") {
			continue // dates.Find reads it as it is
		}
		words[i] = strings.Replace(w, core, englishMonths[month-1], 1)
		changed = true
	}
	if !changed {
		return s
	}
	return strings.Join(words, " ")
}

// A passport prints a month in the issuing state's language and, where
// that is not English, French or Spanish, a slash and its translation
// (ICAO Doc 9303 Part 3, the dates of the visual inspection zone): "15
// JUL /JUIL 2011" on Canada's, "24 ЖОВ/OCT 91" on Ukraine's. OCR reads the
// slash as a letter ("IJUIL", "JAVR") or drops it ("oct"), and garbles a
// letter of the small second half ("/SUIL"); dates.Find then reads no
// date. secondHalf reports whether word, the word after a name of month
// n, is that month's name again in any language, after a letter read for
// the slash and within one edit.
func secondHalf(word string, n int) bool {
	w := lexicon.Fold(word)
	cands := []string{w}
	if r := []rune(w); len(r) > 3 && strings.ContainsRune("jil", r[0]) {
		cands = append(cands, string(r[1:]))
	}
	for _, c := range cands {
		if len([]rune(c)) < 3 {
			continue
		}
		for _, name := range monthNamesOf[n-1] {
			if c == name || len([]rune(name)) >= 3 && levenshtein.ComputeDistance(c, name) <= 1 {
				return true
			}
		}
	}
	return false
}

// monthNamesOf lists each month's names, full and abbreviated and folded,
// in every language of the dates package, index 0 for January.
var monthNamesOf = func() [12][]string {
	var out [12][]string
	label, other := dates.MonthLanguages()
	for _, lang := range append(label, other...) {
		names, _ := lexicon.MonthNames(lang)
		for i, list := range names {
			for _, n := range list {
				out[i] = append(out[i], lexicon.Fold(strings.TrimSuffix(n, ".")))
			}
		}
	}
	return out
}()
