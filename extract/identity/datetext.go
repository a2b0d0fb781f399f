package identity

import (
	"regexp"
	"strings"
	"unicode"

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
	words := strings.Fields(s)
	changed := false
	for i, w := range words {
		core := strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) })
		if core == "" || strings.IndexFunc(core, unicode.IsDigit) >= 0 {
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
