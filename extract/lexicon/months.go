package lexicon

import (
	"sort"
	"strings"
)

// monthNames are the month names, full and abbreviated, of each label
// language, as printed in dates ("14 févr. 2024", "1. března 2024").
// Accents need not be repeated without accents: lookups fold. Sources:
// the CLDR month names (https://cldr.unicode.org, gregorian calendar,
// format and stand-alone, wide and abbreviated) of each language;
// Czech, Polish and Finnish also print the genitive or partitive forms
// listed; "Jänner" and "Feber" are Austrian German.
var monthNames = map[string][12][]string{
	"en": {
		{"January", "Jan"}, {"February", "Feb"}, {"March", "Mar"}, {"April", "Apr"},
		{"May"}, {"June", "Jun"}, {"July", "Jul"}, {"August", "Aug"},
		{"September", "Sep", "Sept"}, {"October", "Oct"}, {"November", "Nov"}, {"December", "Dec"},
	},
	"de": {
		{"Januar", "Jan", "Jänner", "Jaenner"}, {"Februar", "Feb", "Feber"},
		{"März", "Mär", "Mrz", "Maerz", "Maer"}, {"April", "Apr"}, {"Mai"}, {"Juni", "Jun"},
		{"Juli", "Jul"}, {"August", "Aug"}, {"September", "Sep", "Sept"},
		{"Oktober", "Okt"}, {"November", "Nov"}, {"Dezember", "Dez"},
	},
	"fr": {
		{"janvier", "janv"}, {"février", "févr", "fév"}, {"mars"}, {"avril", "avr"},
		{"mai"}, {"juin"}, {"juillet", "juil"}, {"août"},
		{"septembre", "sept"}, {"octobre", "oct"}, {"novembre", "nov"}, {"décembre", "déc"},
	},
	"es": {
		{"enero", "ene"}, {"febrero", "feb"}, {"marzo", "mar"}, {"abril", "abr"},
		{"mayo", "may"}, {"junio", "jun"}, {"julio", "jul"}, {"agosto", "ago"},
		{"septiembre", "setiembre", "sep", "sept", "set"}, {"octubre", "oct"}, {"noviembre", "nov"}, {"diciembre", "dic"},
	},
	"it": {
		{"gennaio", "gen"}, {"febbraio", "feb"}, {"marzo", "mar"}, {"aprile", "apr"},
		{"maggio", "mag"}, {"giugno", "giu"}, {"luglio", "lug"}, {"agosto", "ago"},
		{"settembre", "set"}, {"ottobre", "ott"}, {"novembre", "nov"}, {"dicembre", "dic"},
	},
	"nl": {
		{"januari", "jan"}, {"februari", "feb"}, {"maart", "mrt", "maa"}, {"april", "apr"},
		{"mei"}, {"juni", "jun"}, {"juli", "jul"}, {"augustus", "aug"},
		{"september", "sep", "sept"}, {"oktober", "okt"}, {"november", "nov"}, {"december", "dec"},
	},
	"pt": {
		{"janeiro", "jan"}, {"fevereiro", "fev"}, {"março", "mar"}, {"abril", "abr"},
		{"maio", "mai"}, {"junho", "jun"}, {"julho", "jul"}, {"agosto", "ago"},
		{"setembro", "set"}, {"outubro", "out"}, {"novembro", "nov"}, {"dezembro", "dez"},
	},
	"sv": {
		{"januari", "jan"}, {"februari", "feb"}, {"mars", "mar"}, {"april", "apr"},
		{"maj"}, {"juni", "jun"}, {"juli", "jul"}, {"augusti", "aug"},
		{"september", "sep", "sept"}, {"oktober", "okt"}, {"november", "nov"}, {"december", "dec"},
	},
	"da": {
		{"januar", "jan"}, {"februar", "feb"}, {"marts", "mar"}, {"april", "apr"},
		{"maj"}, {"juni", "jun"}, {"juli", "jul"}, {"august", "aug"},
		{"september", "sep", "sept"}, {"oktober", "okt"}, {"november", "nov"}, {"december", "dec"},
	},
	"no": {
		{"januar", "jan"}, {"februar", "feb"}, {"mars", "mar"}, {"april", "apr"},
		{"mai"}, {"juni", "jun"}, {"juli", "jul"}, {"august", "aug"},
		{"september", "sep", "sept"}, {"oktober", "okt"}, {"november", "nov"}, {"desember", "des"},
	},
	"pl": {
		{"styczeń", "stycznia", "sty"}, {"luty", "lutego", "lut"}, {"marzec", "marca", "mar"},
		{"kwiecień", "kwietnia", "kwi"}, {"maj", "maja"}, {"czerwiec", "czerwca", "cze"},
		{"lipiec", "lipca", "lip"}, {"sierpień", "sierpnia", "sie"}, {"wrzesień", "września", "wrz"},
		{"październik", "października", "paź"}, {"listopad", "listopada", "lis"}, {"grudzień", "grudnia", "gru"},
	},
	"cs": {
		{"leden", "ledna", "led"}, {"únor", "února", "úno"}, {"březen", "března", "bře"},
		{"duben", "dubna", "dub"}, {"květen", "května", "kvě"}, {"červen", "června", "čvn"},
		{"červenec", "července", "čvc"}, {"srpen", "srpna", "srp"}, {"září", "zář"},
		{"říjen", "října", "říj"}, {"listopad", "listopadu", "lis"}, {"prosinec", "prosince", "pro"},
	},
	"fi": {
		{"tammikuu", "tammikuuta", "tammi"}, {"helmikuu", "helmikuuta", "helmi"},
		{"maaliskuu", "maaliskuuta", "maalis"}, {"huhtikuu", "huhtikuuta", "huhti"},
		{"toukokuu", "toukokuuta", "touko"}, {"kesäkuu", "kesäkuuta", "kesä"},
		{"heinäkuu", "heinäkuuta", "heinä"}, {"elokuu", "elokuuta", "elo"},
		{"syyskuu", "syyskuuta", "syys"}, {"lokakuu", "lokakuuta", "loka"},
		{"marraskuu", "marraskuuta", "marras"}, {"joulukuu", "joulukuuta", "joulu"},
	},
	"hu": {
		{"január", "jan"}, {"február", "febr"}, {"március", "márc"}, {"április", "ápr"},
		{"május", "máj"}, {"június", "jún"}, {"július", "júl"}, {"augusztus", "aug"},
		{"szeptember", "szept"}, {"október", "okt"}, {"november", "nov"}, {"december", "dec"},
	},
	"ro": {
		{"ianuarie", "ian"}, {"februarie", "feb"}, {"martie", "mar"}, {"aprilie", "apr"},
		{"mai"}, {"iunie", "iun"}, {"iulie", "iul"}, {"august", "aug"},
		{"septembrie", "sept"}, {"octombrie", "oct"}, {"noiembrie", "nov"}, {"decembrie", "dec"},
	},
}

// months maps every folded month name to its number.
var months = func() map[string]int {
	m := map[string]int{}
	for _, names := range monthNames {
		for i, list := range names {
			for _, n := range list {
				m[Fold(n)] = i + 1
			}
		}
	}
	// The other EU languages' names never take a name of the label
	// languages: "listopad" is November in Czech before October in
	// Croatian, "lip" July in Polish before June in Croatian.
	for _, names := range euMonthNames {
		for i, list := range names {
			for _, n := range list {
				if _, taken := m[Fold(n)]; !taken {
					m[Fold(n)] = i + 1
				}
			}
		}
	}
	return m
}()

// Month returns the number (1–12) of the month word names, full or
// abbreviated, in any label language, with or without accents or a
// trailing period ("févr.", "FEVR", "března", "Jänner").
func Month(word string) (int, bool) {
	n, ok := months[Fold(word)]
	return n, ok
}

// MonthSpellings returns every month name of every language, full and
// abbreviated, lower case as printed and folded, each once.
func MonthSpellings() []string {
	seen := map[string]bool{}
	var out []string
	for _, table := range []map[string][12][]string{monthNames, euMonthNames} {
		for _, names := range table {
			for _, list := range names {
				for _, n := range list {
					for _, w := range []string{strings.ToLower(n), Fold(n)} {
						if w != "" && !seen[w] {
							seen[w] = true
							out = append(out, w)
						}
					}
				}
			}
		}
	}
	sort.Strings(out)
	return out
}

// MonthNames returns the month names of language lang (ISO 639-1), full
// and abbreviated, index 0 for January, and whether lang is listed.
func MonthNames(lang string) ([12][]string, bool) {
	if n, ok := monthNames[lang]; ok {
		return n, ok
	}
	n, ok := euMonthNames[lang]
	return n, ok
}
