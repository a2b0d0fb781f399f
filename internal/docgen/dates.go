package docgen

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"time"
)

var monthAbbr = map[string][12]string{
	"en": {"JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"},
	"fr": {"JANV", "FÉVR", "MARS", "AVR", "MAI", "JUIN", "JUIL", "AOÛT", "SEPT", "OCT", "NOV", "DÉC"},
	"de": {"JAN", "FEB", "MÄR", "APR", "MAI", "JUN", "JUL", "AUG", "SEP", "OKT", "NOV", "DEZ"},
	"es": {"ENE", "FEB", "MAR", "ABR", "MAY", "JUN", "JUL", "AGO", "SEP", "OCT", "NOV", "DIC"},
	"it": {"GEN", "FEB", "MAR", "APR", "MAG", "GIU", "LUG", "AGO", "SET", "OTT", "NOV", "DIC"},
	"nl": {"JAN", "FEB", "MRT", "APR", "MEI", "JUN", "JUL", "AUG", "SEP", "OKT", "NOV", "DEC"},
	"pt": {"JAN", "FEV", "MAR", "ABR", "MAI", "JUN", "JUL", "AGO", "SET", "OUT", "NOV", "DEZ"},
}

var monthName = map[string][12]string{
	"en": {"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"},
	"fr": {"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"},
	"de": {"Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"},
	"es": {"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"},
	"it": {"gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"},
	"nl": {"januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"},
}

// dateStyle is one way of printing a date.
type dateStyle int

const (
	dsAbbr      dateStyle = iota // 14 MAR 2031
	dsDots                       // 14.03.2031
	dsSlash                      // 14/03/2031
	dsISO                        // 2031-03-14
	dsBilingual                  // 14 OKT/OCT 31 (two-digit year)
	dsUS                         // 03/14/2031
	dsLong                       // 14 March 2031 / March 14, 2031 (en-US)
	dsDash                       // 14-03-2031
)

// fmtDate prints t in style s; lang picks month names.
func fmtDate(t time.Time, s dateStyle, lang string) string {
	switch s {
	case dsAbbr:
		return fmt.Sprintf("%02d %s %d", t.Day(), abbr(lang, t.Month()), t.Year())
	case dsDots:
		return t.Format("02.01.2006")
	case dsSlash:
		return t.Format("02/01/2006")
	case dsISO:
		return t.Format("2006-01-02")
	case dsBilingual:
		own, en := abbr(lang, t.Month()), abbr("en", t.Month())
		m := own
		if own != en {
			m = own + "/" + en
		}
		return fmt.Sprintf("%02d %s %02d", t.Day(), m, t.Year()%100)
	case dsUS:
		return t.Format("01/02/2006")
	case dsDash:
		return t.Format("02-01-2006")
	case dsLong:
		names, ok := monthName[lang]
		if !ok {
			names = monthName["en"]
		}
		n := names[t.Month()-1]
		if lang == "en-US" {
			return fmt.Sprintf("%s %d, %d", n, t.Day(), t.Year())
		}
		if lang == "de" {
			return fmt.Sprintf("%d. %s %d", t.Day(), n, t.Year())
		}
		if lang == "es" {
			return fmt.Sprintf("%d de %s de %d", t.Day(), n, t.Year())
		}
		return fmt.Sprintf("%d %s %d", t.Day(), n, t.Year())
	}
	return t.Format("2006-01-02")
}

func abbr(lang string, m time.Month) string {
	a, ok := monthAbbr[lang]
	if !ok {
		a = monthAbbr["en"]
	}
	return a[m-1]
}

func iso(t time.Time) string { return t.Format("2006-01-02") }

// day returns midnight UTC of the given date.
func day(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

// randDate returns a date uniformly between from and to (inclusive).
func randDate(r *rand.Rand, from, to time.Time) time.Time {
	n := int(to.Sub(from).Hours() / 24)
	if n <= 0 {
		return from
	}
	return from.AddDate(0, 0, r.IntN(n+1))
}

// monthsBetween counts whole calendar months from a to b (b after a).
func monthsBetween(a, b time.Time) int {
	m := (b.Year()-a.Year())*12 + int(b.Month()) - int(a.Month())
	if b.Day() < a.Day() {
		m--
	}
	return m
}

func upperDate(s string) string { return strings.ToUpper(s) }
