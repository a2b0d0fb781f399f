package lexicon

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
