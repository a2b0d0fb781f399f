package dates

import "sort"

// The month names dates are read in. lexicon.Month and lexicon.MonthNames
// give them to the readers, folded; they live here because dates, a value
// package, imports nothing of this module.

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

// euMonthNames are the month names of the other official languages of the
// EU, full and abbreviated, as identity documents print them ("15 LIP
// 2020", "15 OKT 2020"). Sources: the CLDR month names
// (https://cldr.unicode.org, gregorian calendar, format and stand-alone,
// wide and abbreviated) of each language; Croatian, Lithuanian and Latvian
// also print the genitive forms listed.
var euMonthNames = map[string][12][]string{
	"hr": {
		{"siječanj", "siječnja", "sij"}, {"veljača", "veljače", "velj"}, {"ožujak", "ožujka", "ožu"}, {"travanj", "travnja", "tra"},
		{"svibanj", "svibnja", "svi"}, {"lipanj", "lipnja", "lip"}, {"srpanj", "srpnja", "srp"}, {"kolovoz", "kolovoza", "kol"},
		{"rujan", "rujna", "ruj"}, {"listopad", "listopada", "lis"}, {"studeni", "studenoga", "stu"}, {"prosinac", "prosinca", "pro"},
	},
	"sk": {
		{"január", "januára", "jan"}, {"február", "februára", "feb"}, {"marec", "marca", "mar"}, {"apríl", "apríla", "apr"},
		{"máj", "mája"}, {"jún", "júna"}, {"júl", "júla"}, {"august", "augusta", "aug"},
		{"september", "septembra", "sep"}, {"október", "októbra", "okt"}, {"november", "novembra", "nov"}, {"december", "decembra", "dec"},
	},
	"sl": {
		{"januar", "jan"}, {"februar", "feb"}, {"marec", "mar"}, {"april", "apr"},
		{"maj"}, {"junij", "jun"}, {"julij", "jul"}, {"avgust", "avg"},
		{"september", "sep"}, {"oktober", "okt"}, {"november", "nov"}, {"december", "dec"},
	},
	"lt": {
		{"sausis", "sausio", "saus"}, {"vasaris", "vasario", "vas"}, {"kovas", "kovo", "kov"}, {"balandis", "balandžio", "bal"},
		{"gegužė", "gegužės", "geg"}, {"birželis", "birželio", "birž"}, {"liepa", "liepos", "liep"}, {"rugpjūtis", "rugpjūčio", "rugp"},
		{"rugsėjis", "rugsėjo", "rugs"}, {"spalis", "spalio", "spal"}, {"lapkritis", "lapkričio", "lapkr"}, {"gruodis", "gruodžio", "gruod"},
	},
	"lv": {
		{"janvāris", "janvārī", "janv"}, {"februāris", "februārī", "febr"}, {"marts", "martā"}, {"aprīlis", "aprīlī", "apr"},
		{"maijs", "maijā"}, {"jūnijs", "jūnijā"}, {"jūlijs", "jūlijā"}, {"augusts", "augustā", "aug"},
		{"septembris", "septembrī", "sept"}, {"oktobris", "oktobrī", "okt"}, {"novembris", "novembrī", "nov"}, {"decembris", "decembrī", "dec"},
	},
	"et": {
		{"jaanuar", "jaan"}, {"veebruar", "veebr"}, {"märts"}, {"aprill", "apr"},
		{"mai"}, {"juuni"}, {"juuli"}, {"august", "aug"},
		{"september", "sept"}, {"oktoober", "okt"}, {"november", "nov"}, {"detsember", "dets"},
	},
	"mt": {
		{"jannar", "jan"}, {"frar", "fra"}, {"marzu", "mar"}, {"april", "apr"},
		{"mejju", "mej"}, {"ġunju", "ġun"}, {"lulju", "lul"}, {"awwissu", "aww"},
		{"settembru", "set"}, {"ottubru", "ott"}, {"novembru", "nov"}, {"diċembru", "diċ"},
	},
	"ga": {
		{"eanáir", "ean"}, {"feabhra", "feabh"}, {"márta", "márta"}, {"aibreán", "aib"},
		{"bealtaine", "beal"}, {"meitheamh", "meith"}, {"iúil"}, {"lúnasa", "lún"},
		{"meán fómhair", "mfómh"}, {"deireadh fómhair", "dfómh"}, {"samhain", "samh"}, {"nollaig", "noll"},
	},
	"el": {
		{"ιανουάριος", "ιαν"}, {"φεβρουάριος", "φεβ"}, {"μάρτιος", "μαρ"}, {"απρίλιος", "απρ"},
		{"μάιος", "μαΐ", "μαι"}, {"ιούνιος", "ιουν"}, {"ιούλιος", "ιουλ"}, {"αύγουστος", "αυγ"},
		{"σεπτέμβριος", "σεπ"}, {"οκτώβριος", "οκτ"}, {"νοέμβριος", "νοε"}, {"δεκέμβριος", "δεκ"},
	},
	"bg": {
		{"януари", "яну"}, {"февруари", "фев"}, {"март", "мар"}, {"април", "апр"},
		{"май"}, {"юни"}, {"юли"}, {"август", "авг"},
		{"септември", "сеп"}, {"октомври", "окт"}, {"ноември", "ное"}, {"декември", "дек"},
	},
}

// MonthNamesOf returns the month names of language lang (ISO 639-1), full
// and abbreviated, index 0 for January, and whether lang is listed.
func MonthNamesOf(lang string) ([12][]string, bool) {
	if n, ok := monthNames[lang]; ok {
		return n, ok
	}
	n, ok := euMonthNames[lang]
	return n, ok
}

// MonthLanguages returns the languages with month names: the label
// languages of the lexicon first, then the other official languages of the
// EU, each sorted. A name both groups spell is the first group's month.
func MonthLanguages() (label, other []string) {
	for lang := range monthNames {
		label = append(label, lang)
	}
	for lang := range euMonthNames {
		other = append(other, lang)
	}
	sort.Strings(label)
	sort.Strings(other)
	return label, other
}
