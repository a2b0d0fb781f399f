package lexicon

import (
	"strings"

	"golang.org/x/text/language"
)

// isoCountries are the ISO 3166-1 alpha-2 codes of the 249 countries and
// territories, plus XK (Kosovo), which the European Commission, SWIFT
// and ICAO use. Source: ISO 3166 Maintenance Agency, Online Browsing
// Platform (https://www.iso.org/obp/ui/#search/code/).
var isoCountries = wordSet(`AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT
BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA
GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM
KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE
NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN
SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM
ZW XK`)

// countryNames are, per country, its names in English, in its own
// language(s) (official short and long forms, as passports' headers and
// addresses print them) and in the label languages. Sources: the EU
// Interinstitutional Style Guide, Annex A5 "List of countries,
// territories and currencies" (https://style-guide.europa.eu), which
// gives every country's short and full name in each EU language; the
// UN Group of Experts on Geographical Names (UNGEGN) country-name list;
// the PRADO specimens for the state names printed on documents.
var countryNames = map[string][]string{
	"AT": {"Austria", "Österreich", "Republik Österreich", "Republic of Austria", "Autriche", "Oostenrijk", "Österrike", "Østrig", "Austrie", "Rakousko", "Itävalta", "Ausztria"},
	"BE": {"Belgium", "Belgique", "België", "Belgien", "Belgio", "Bélgica", "Kingdom of Belgium", "Royaume de Belgique", "Koninkrijk België", "Königreich Belgien", "Belgia"},
	"BG": {"Bulgaria", "България", "Bulgarien", "Bulgarie", "Bulgarije", "Bulharsko", "Republic of Bulgaria"},
	"HR": {"Croatia", "Hrvatska", "Republika Hrvatska", "Kroatien", "Croatie", "Croacia", "Croazia", "Kroatië", "Chorwacja", "Chorvatsko"},
	"CY": {"Cyprus", "Κύπρος", "Kıbrıs", "Zypern", "Chypre", "Chipre", "Cipro", "Cypern", "Cypr", "Kypr", "Republic of Cyprus", "Kypros"},
	"CZ": {"Czech Republic", "Czechia", "Česká republika", "Česko", "Tschechien", "Tschechische Republik", "République tchèque", "Tchéquie", "República Checa", "Chequia", "Repubblica ceca", "Cechia", "Tsjechië", "Tsjechische Republiek", "Tjeckien", "Tjekkiet", "Czechy", "Republika Czeska"},
	"DK": {"Denmark", "Danmark", "Kongeriget Danmark", "Dänemark", "Dinamarca", "Danimarca", "Denemarken", "Dania", "Dánsko", "Kingdom of Denmark"},
	"EE": {"Estonia", "Eesti", "Eesti Vabariik", "Estland", "Estonie", "Estonsko", "Republic of Estonia"},
	"FI": {"Finland", "Suomi", "Suomen tasavalta", "Finnland", "Finlande", "Finlandia", "Finsko", "Republic of Finland"},
	"FR": {"France", "République française", "French Republic", "Frankreich", "Francia", "Frankrijk", "França", "Frankrike", "Frankrig", "Francja", "Francie", "Ranska"},
	"DE": {"Germany", "Deutschland", "Bundesrepublik Deutschland", "Federal Republic of Germany", "Allemagne", "Alemania", "Germania", "Duitsland", "Alemanha", "Tyskland", "Niemcy", "Německo", "Saksa", "Németország"},
	"GR": {"Greece", "Ελλάδα", "Ελληνική Δημοκρατία", "Hellenic Republic", "Hellas", "Griechenland", "Grèce", "Grecia", "Griekenland", "Grekland", "Grækenland", "Grecja", "Řecko", "Kreikka"},
	"HU": {"Hungary", "Magyarország", "Ungarn", "Hongrie", "Hungría", "Ungheria", "Hongarije", "Węgry", "Maďarsko", "Unkari"},
	"IE": {"Ireland", "Éire", "Republic of Ireland", "Irland", "Irlande", "Irlanda", "Ierland", "Irlandia", "Irsko", "Irlanti"},
	"IT": {"Italy", "Italia", "Repubblica italiana", "Italian Republic", "Italien", "Italie", "Włochy"},
	"LV": {"Latvia", "Latvija", "Latvijas Republika", "Lettland", "Lettonie", "Letonia", "Lettonia", "Letland", "Łotwa", "Lotyšsko"},
	"LT": {"Lithuania", "Lietuva", "Lietuvos Respublika", "Litauen", "Lituanie", "Lituania", "Litouwen", "Litwa", "Litva"},
	"LU": {"Luxembourg", "Lëtzebuerg", "Luxemburg", "Grand-Duché de Luxembourg", "Grand Duchy of Luxembourg", "Luxemburgo", "Lussemburgo", "Luksemburg", "Lucembursko"},
	"MT": {"Malta", "Repubblika ta' Malta", "Republic of Malta", "Malte"},
	"NL": {"Netherlands", "The Netherlands", "Nederland", "Koninkrijk der Nederlanden", "Kingdom of the Netherlands", "Holland", "Niederlande", "Pays-Bas", "Países Bajos", "Paesi Bassi", "Países Baixos", "Nederländerna", "Nederlandene", "Holandia", "Nizozemsko", "Alankomaat"},
	"PL": {"Poland", "Polska", "Rzeczpospolita Polska", "Republic of Poland", "Polen", "Pologne", "Polonia", "Polsko", "Puola"},
	"PT": {"Portugal", "República Portuguesa", "Portuguese Republic", "Portogallo", "Portugalia", "Portugalsko"},
	"RO": {"Romania", "Rumänien", "Roumanie", "Rumania", "Roemenië", "Roménia", "Rumunia", "Rumunsko"},
	"SK": {"Slovakia", "Slovensko", "Slovenská republika", "Slowakei", "Slovaquie", "Eslovaquia", "Slovacchia", "Slowakije", "Słowacja", "Slovak Republic"},
	"SI": {"Slovenia", "Slovenija", "Republika Slovenija", "Slowenien", "Slovénie", "Eslovenia", "Słowenia", "Slovinsko"},
	"ES": {"Spain", "España", "Reino de España", "Kingdom of Spain", "Spanien", "Espagne", "Spagna", "Spanje", "Espanha", "Hiszpania", "Španělsko", "Espanya"},
	"SE": {"Sweden", "Sverige", "Konungariket Sverige", "Schweden", "Suède", "Suecia", "Svezia", "Zweden", "Szwecja", "Švédsko", "Ruotsi"},
	"IS": {"Iceland", "Ísland", "Islande", "Islandia", "Islanda", "IJsland"},
	"LI": {"Liechtenstein", "Fürstentum Liechtenstein", "Principality of Liechtenstein"},
	"NO": {"Norway", "Norge", "Noreg", "Kongeriket Norge", "Norwegen", "Norvège", "Noruega", "Norvegia", "Noorwegen", "Norwegia", "Norsko"},
	"CH": {"Switzerland", "Schweiz", "Suisse", "Svizzera", "Svizra", "Schweizerische Eidgenossenschaft", "Confédération suisse", "Confederazione Svizzera", "Swiss Confederation", "Suiza", "Zwitserland", "Suíça", "Szwajcaria", "Švýcarsko"},
	"GB": {"United Kingdom", "UK", "U.K.", "Great Britain", "Britain", "England", "Scotland", "Wales", "Northern Ireland", "England and Wales", "United Kingdom of Great Britain and Northern Ireland", "Vereinigtes Königreich", "Großbritannien", "Royaume-Uni", "Grande-Bretagne", "Reino Unido", "Regno Unito", "Gran Bretagna", "Verenigd Koninkrijk", "Groot-Brittannië", "Storbritannien", "Wielka Brytania", "Spojené království"},
	"AD": {"Andorra", "Principat d'Andorra", "Andorre"},
	"MC": {"Monaco", "Principauté de Monaco"},
	"SM": {"San Marino", "Saint-Marin"},
	"VA": {"Vatican City", "Holy See", "Città del Vaticano", "Vatikanstadt", "Vatican", "Ciudad del Vaticano", "Vaticaanstad"},
	"GI": {"Gibraltar"},
	"JE": {"Jersey"},
	"GG": {"Guernsey"},
	"IM": {"Isle of Man"},
	"FO": {"Faroe Islands", "Føroyar", "Færøerne"},
	"GL": {"Greenland", "Kalaallit Nunaat", "Grønland", "Groenland", "Groenlandia"},
	"AL": {"Albania", "Shqipëria", "Albanien", "Albanie"},
	"BA": {"Bosnia and Herzegovina", "Bosna i Hercegovina", "Bosnien und Herzegowina", "Bosnie-Herzégovine", "Bosnia y Herzegovina", "Bosnia ed Erzegovina"},
	"ME": {"Montenegro", "Crna Gora"},
	"MK": {"North Macedonia", "Macedonia", "Северна Македонија", "Nordmazedonien", "Macédoine du Nord", "Macedonia del Norte", "Macedonia del Nord"},
	"RS": {"Serbia", "Србија", "Srbija", "Serbien", "Serbie", "Servië", "Sérvia"},
	"XK": {"Kosovo", "Kosova"},
	"MD": {"Moldova", "Republic of Moldova", "Republica Moldova", "Moldawien", "Moldavie"},
	"UA": {"Ukraine", "Україна", "Ukrayina", "Ucrania", "Ucraina", "Oekraïne", "Ukraina"},
	"BY": {"Belarus", "Беларусь", "Weißrussland", "Biélorussie", "Bielorrusia", "Bielorussia", "Wit-Rusland", "Białoruś"},
	"RU": {"Russia", "Russian Federation", "Россия", "Российская Федерация", "Rossiya", "Russland", "Russie", "Rusia", "Rusland", "Rosja", "Rusko"},
	"TR": {"Turkey", "Türkiye", "Türkei", "Turquie", "Turquía", "Turchia", "Turkije", "Turcja"},
	"GE": {"Georgia", "საქართველო", "Sakartvelo", "Georgien", "Géorgie", "Gruzja"},
	"AM": {"Armenia", "Հայաստան", "Armenien", "Arménie"},
	"AZ": {"Azerbaijan", "Azərbaycan", "Aserbaidschan", "Azerbaïdjan", "Azerbaiyán", "Azerbaigian", "Azerbeidzjan", "Azerbaijão"},
	"KZ": {"Kazakhstan", "Қазақстан", "Kasachstan", "Kazajistán", "Kazakistan", "Kazachstan", "Cazaquistão"},
	"US": {"United States", "United States of America", "USA", "U.S.A.", "U.S.", "Vereinigte Staaten", "Vereinigte Staaten von Amerika", "États-Unis", "Etats-Unis d'Amérique", "Estados Unidos", "Stati Uniti", "Stati Uniti d'America", "Verenigde Staten", "Estados Unidos da América", "Förenta staterna", "Stany Zjednoczone", "Spojené státy americké"},
	"CA": {"Canada", "Kanada"},
	"MX": {"Mexico", "Estados Unidos Mexicanos", "Mexiko", "Mexique", "Messico", "Meksyk"},
	"AU": {"Australia", "Commonwealth of Australia", "Australien", "Australie"},
	"NZ": {"New Zealand", "Aotearoa", "Neuseeland", "Nouvelle-Zélande", "Nueva Zelanda", "Nuova Zelanda", "Nieuw-Zeeland", "Nova Zelândia"},
	"SG": {"Singapore", "Republic of Singapore", "Singapur", "Singapour", "Singapura"},
	"HK": {"Hong Kong", "Hong Kong SAR", "Hong Kong Special Administrative Region", "香港", "Hongkong"},
	"MO": {"Macao", "Macau", "澳門"},
	"TW": {"Taiwan", "臺灣", "台灣"},
	"CN": {"China", "People's Republic of China", "中国", "中华人民共和国", "Chine", "Cina", "Chiny", "Kiina"},
	"JP": {"Japan", "日本", "Nippon", "Japon", "Giappone", "Japão", "Japonia", "Japonsko"},
	"KR": {"South Korea", "Republic of Korea", "Korea, Republic of", "대한민국", "Südkorea", "Corée du Sud", "Corea del Sur", "Corea del Sud", "Zuid-Korea", "Coreia do Sul"},
	"KP": {"North Korea", "Democratic People's Republic of Korea", "Nordkorea", "Corée du Nord", "Corea del Norte", "Corea del Nord", "Noord-Korea"},
	"IN": {"India", "Bharat", "भारत", "Indien", "Inde", "Indië", "Intia"},
	"PK": {"Pakistan", "Paquistán", "Paquistão"},
	"BD": {"Bangladesh", "Bangladesch"},
	"LK": {"Sri Lanka"},
	"NP": {"Nepal"},
	"ID": {"Indonesia", "Indonesien", "Indonésie", "Indonezja"},
	"MY": {"Malaysia", "Malaisie", "Malasia", "Malesia", "Maleisië", "Malezja"},
	"TH": {"Thailand", "ประเทศไทย", "Thaïlande", "Tailandia", "Thailandia", "Tajlandia"},
	"VN": {"Vietnam", "Viet Nam"},
	"PH": {"Philippines", "Pilipinas", "Philippinen", "Filipinas", "Filippine", "Filipijnen", "Filipiny"},
	"AE": {"United Arab Emirates", "UAE", "الإمارات العربية المتحدة", "Vereinigte Arabische Emirate", "Émirats arabes unis", "Emiratos Árabes Unidos", "Emirati Arabi Uniti", "Verenigde Arabische Emiraten", "Emirados Árabes Unidos"},
	"SA": {"Saudi Arabia", "المملكة العربية السعودية", "Saudi-Arabien", "Arabie saoudite", "Arabia Saudí", "Arabia Saudita", "Saoedi-Arabië"},
	"QA": {"Qatar", "Katar"},
	"KW": {"Kuwait", "Koweït"},
	"BH": {"Bahrain", "Bahreïn", "Baréin"},
	"OM": {"Oman"},
	"JO": {"Jordan", "Jordanien", "Jordanie", "Jordania", "Giordania"},
	"LB": {"Lebanon", "Libanon", "Liban", "Líbano"},
	"IL": {"Israel", "ישראל", "Israele"},
	"PS": {"Palestine", "State of Palestine", "Palästina", "Palestina"},
	"IR": {"Iran", "Islamic Republic of Iran"},
	"IQ": {"Iraq", "Irak", "Iraque"},
	"EG": {"Egypt", "مصر", "Ägypten", "Égypte", "Egipto", "Egitto", "Egito", "Egipt"},
	"MA": {"Morocco", "المغرب", "Maroc", "Marokko", "Marruecos", "Marocco", "Marrocos", "Maroko"},
	"DZ": {"Algeria", "الجزائر", "Algérie", "Algerien", "Argelia", "Algerije", "Algieria"},
	"TN": {"Tunisia", "تونس", "Tunisie", "Tunesien", "Túnez", "Tunesië", "Tunezja"},
	"LY": {"Libya", "ليبيا", "Libyen", "Libye", "Libia", "Libië"},
	"NG": {"Nigeria"},
	"GH": {"Ghana"},
	"KE": {"Kenya", "Kenia", "Quénia"},
	"ET": {"Ethiopia", "Äthiopien", "Éthiopie", "Etiopía"},
	"ZA": {"South Africa", "Republic of South Africa", "Suid-Afrika", "Südafrika", "Afrique du Sud", "Sudáfrica", "Zuid-Afrika", "África do Sul", "Republiek van Suid-Afrika"},
	"SN": {"Senegal"},
	"CI": {"Côte d'Ivoire", "Ivory Coast", "Elfenbeinküste", "Costa de Marfil", "Costa d'Avorio", "Ivoorkust", "Costa do Marfim"},
	"CM": {"Cameroon", "Cameroun", "Kamerun", "Camerún", "Kameroen", "Camarões"},
	"AO": {"Angola"},
	"MZ": {"Mozambique", "Moçambique", "Mosambik", "Mozambico"},
	"BR": {"Brazil", "Brasil", "República Federativa do Brasil", "Brasilien", "Brésil", "Brasile", "Brazilië", "Brazylia"},
	"AR": {"Argentina", "República Argentina", "Argentinien", "Argentine", "Argentinië"},
	"CL": {"Chile", "Chili", "Cile"},
	"CO": {"Colombia", "Kolumbien", "Colombie", "Kolumbia"},
	"PE": {"Peru", "Pérou"},
	"VE": {"Venezuela"},
	"EC": {"Ecuador", "Équateur", "Equador"},
	"UY": {"Uruguay", "Uruguai"},
	"PY": {"Paraguay", "Paraguai"},
	"BO": {"Bolivia", "Bolivien", "Bolivie"},
	"CR": {"Costa Rica"},
	"PA": {"Panama"},
	"DO": {"Dominican Republic", "República Dominicana", "Dominikanische Republik", "République dominicaine", "Repubblica Dominicana", "Dominicaanse Republiek"},
	"CU": {"Cuba", "Kuba"},
	"JM": {"Jamaica", "Jamaïque", "Jamaika"},
	"PR": {"Puerto Rico"},
}

// demonyms are the nationality words passports and identity cards print
// ("GERMAN", "DEUTSCH", "FRANÇAISE", "BRITISH CITIZEN"), and the
// adjectives of the label languages. Sources: ICAO Doc 9303 Part 4
// (field 10, nationality) as filled on the PRADO specimens; the EU
// Interinstitutional Style Guide, Annex A5 (adjectives).
var demonyms = map[string][]string{
	"AT": {"Austrian", "Österreich", "Österreichisch", "Autrichienne", "Autrichien", "Austriaca", "Oostenrijkse"},
	"BE": {"Belgian", "Belge", "Belg", "Belgisch", "Belgische", "Belga"},
	"BG": {"Bulgarian", "Българин", "Bulgarisch", "Bulgare", "Búlgara"},
	"HR": {"Croatian", "Hrvatsko", "Hrvat", "Kroatisch", "Croate"},
	"CY": {"Cypriot", "Κυπριακή", "Chypriote", "Zyprisch"},
	"CZ": {"Czech", "Česká republika", "Tschechisch", "Tchèque", "Checa"},
	"DK": {"Danish", "Dansk", "Dänisch", "Danoise", "Danois", "Danesa", "Deens"},
	"EE": {"Estonian", "Eesti", "Estnisch", "Estonienne"},
	"FI": {"Finnish", "Suomalainen", "Finnisch", "Finlandaise", "Finlandesa"},
	"FR": {"French", "Française", "Français", "Französisch", "Francese", "Francesa", "Frans", "Franse"},
	"DE": {"German", "Deutsch", "Deutsche", "Allemande", "Allemand", "Tedesca", "Tedesco", "Alemana", "Alemão", "Alemã", "Duits", "Duitse"},
	"GR": {"Greek", "Hellenic", "Ελληνική", "Griechisch", "Grecque", "Griega", "Greca", "Grieks"},
	"HU": {"Hungarian", "Magyar", "Ungarisch", "Hongroise", "Húngara"},
	"IE": {"Irish", "Éireannach", "Irisch", "Irlandaise", "Irlandesa", "Iers"},
	"IT": {"Italian", "Italiana", "Italiano", "Italienisch", "Italienne", "Italien", "Italiaans", "Italiaanse"},
	"LV": {"Latvian", "Latvijas", "Lettisch", "Lettonne"},
	"LT": {"Lithuanian", "Lietuvos", "Litauisch", "Lituanienne"},
	"LU": {"Luxembourgish", "Luxembourgeoise", "Luxembourgeois", "Luxemburgisch", "Lëtzebuergesch"},
	"MT": {"Maltese", "Maltija", "Maltaise", "Maltesisch"},
	"NL": {"Dutch", "Nederlandse", "Nederlands", "Niederländisch", "Néerlandaise", "Neerlandesa", "Olandese"},
	"PL": {"Polish", "Polskie", "Polska", "Polnisch", "Polonaise", "Polaca"},
	"PT": {"Portuguese", "Portuguesa", "Português", "Portugiesisch", "Portugaise", "Portoghese", "Portugese"},
	"RO": {"Romanian", "Română", "Rumänisch", "Roumaine", "Rumana"},
	"SK": {"Slovak", "Slovenská republika", "Slowakisch", "Slovaque"},
	"SI": {"Slovenian", "Slovene", "Slovenska", "Slowenisch"},
	"ES": {"Spanish", "Española", "Español", "Spanisch", "Espagnole", "Spagnola", "Spaans", "Spaanse", "Espanhola"},
	"SE": {"Swedish", "Svensk", "Schwedisch", "Suédoise", "Sueca"},
	"IS": {"Icelandic", "Íslenskur", "Isländisch", "Islandaise"},
	"NO": {"Norwegian", "Norsk", "Norwegisch", "Norvégienne", "Noruega"},
	"CH": {"Swiss", "Schweizer", "Schweizerin", "Suisse", "Svizzera", "Svizra", "Suiza"},
	"GB": {"British", "British Citizen", "British Subject", "British Overseas Territories Citizen", "British National (Overseas)", "British Overseas Citizen", "British Protected Person", "Britisch", "Britannique", "Británica", "Britannica", "Brits"},
	"US": {"American", "United States of America", "Amerikanisch", "Américaine", "Estadounidense", "Statunitense", "Amerikaans"},
	"CA": {"Canadian", "Canadienne", "Canadien", "Kanadisch", "Canadiense"},
	"AU": {"Australian", "Australisch", "Australienne"},
	"NZ": {"New Zealander", "New Zealand citizen", "Neuseeländisch", "Néo-zélandaise"},
	"SG": {"Singaporean", "Singapore citizen"},
	"IN": {"Indian", "Indisch", "Indienne"},
	"CN": {"Chinese", "Chinesisch", "Chinoise"},
	"JP": {"Japanese", "Japanisch", "Japonaise"},
	"TR": {"Turkish", "Türk", "Türkisch", "Turque"},
	"UA": {"Ukrainian", "Українець", "Ukrainisch", "Ukrainienne"},
	"RU": {"Russian", "Русский", "Russisch", "Russe"},
	"BR": {"Brazilian", "Brasileira", "Brasileiro", "Brasilianisch", "Brésilienne"},
	"MX": {"Mexican", "Mexicana", "Mexicano", "Mexikanisch", "Mexicaine"},
	"ZA": {"South African", "Südafrikanisch", "Sud-africaine"},
	"IL": {"Israeli", "Israelisch", "Israélienne"},
	"MA": {"Moroccan", "Marocaine", "Marokkanisch", "Marroquí"},
	"AL": {"Albanian", "Shqiptar", "Albanisch", "Albanaise"},
	"RS": {"Serbian", "Srpsko", "Serbisch", "Serbe"},
}

// icaoCodes are the codes of ICAO Doc 9303 Part 3 (section 5) that are
// not ISO 3166-1 alpha-3: Germany's D, the British nationality codes and
// the United Nations and Kosovo codes.
var icaoCodes = map[string]string{
	"D": "DE", "GBD": "GB", "GBN": "GB", "GBO": "GB", "GBP": "GB", "GBS": "GB", "RKS": "XK",
	"EUE": "", "UNO": "", "UNA": "", "UNK": "XK", "XXA": "", "XXB": "", "XXC": "", "XXX": "",
}

// usStates are the US states, DC and territories with their USPS codes.
// Source: ISO 3166-2:US and USPS Publication 28, Appendix B.
var usStates = map[string]string{
	"AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California", "CO": "Colorado",
	"CT": "Connecticut", "DE": "Delaware", "DC": "District of Columbia", "FL": "Florida", "GA": "Georgia",
	"HI": "Hawaii", "ID": "Idaho", "IL": "Illinois", "IN": "Indiana", "IA": "Iowa", "KS": "Kansas",
	"KY": "Kentucky", "LA": "Louisiana", "ME": "Maine", "MD": "Maryland", "MA": "Massachusetts",
	"MI": "Michigan", "MN": "Minnesota", "MS": "Mississippi", "MO": "Missouri", "MT": "Montana",
	"NE": "Nebraska", "NV": "Nevada", "NH": "New Hampshire", "NJ": "New Jersey", "NM": "New Mexico",
	"NY": "New York", "NC": "North Carolina", "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma",
	"OR": "Oregon", "PA": "Pennsylvania", "RI": "Rhode Island", "SC": "South Carolina", "SD": "South Dakota",
	"TN": "Tennessee", "TX": "Texas", "UT": "Utah", "VT": "Vermont", "VA": "Virginia", "WA": "Washington",
	"WV": "West Virginia", "WI": "Wisconsin", "WY": "Wyoming",
	"PR": "Puerto Rico", "GU": "Guam", "VI": "U.S. Virgin Islands", "AS": "American Samoa", "MP": "Northern Mariana Islands",
}

// caProvinces are Canada's provinces and territories, English and French
// names. Source: ISO 3166-2:CA; Canada Post addressing guidelines.
var caProvinces = map[string][]string{
	"AB": {"Alberta"}, "BC": {"British Columbia", "Colombie-Britannique"}, "MB": {"Manitoba"},
	"NB": {"New Brunswick", "Nouveau-Brunswick"}, "NL": {"Newfoundland and Labrador", "Terre-Neuve-et-Labrador", "Newfoundland"},
	"NS": {"Nova Scotia", "Nouvelle-Écosse"}, "ON": {"Ontario"}, "PE": {"Prince Edward Island", "Île-du-Prince-Édouard"},
	"QC": {"Quebec", "Québec"}, "SK": {"Saskatchewan"}, "NT": {"Northwest Territories", "Territoires du Nord-Ouest"},
	"NU": {"Nunavut"}, "YT": {"Yukon"},
}

// countryIndex maps folded country names and demonyms to their codes.
var countryIndex = func() map[string]string {
	m := map[string]string{}
	for cc, names := range countryNames {
		for _, n := range names {
			m[Fold(n)] = cc
		}
	}
	for cc, names := range demonyms {
		for _, n := range names {
			if _, taken := m[Fold(n)]; !taken {
				m[Fold(n)] = cc
			}
		}
	}
	return m
}()

// subdivisionIndex maps folded US state and Canadian province names to
// their ISO 3166-2 codes.
var subdivisionIndex = func() map[string]string {
	m := map[string]string{}
	for code, name := range usStates {
		m[Fold(name)] = "US-" + code
	}
	for code, names := range caProvinces {
		for _, n := range names {
			m[Fold(n)] = "CA-" + code
		}
	}
	return m
}()

// Country returns the ISO 3166-1 alpha-2 code that name stands for: a
// country's name in English, its own language or a label language
// ("Deutschland", "Allemagne", "Duitsland"), a nationality word
// ("GERMAN", "FRANÇAISE"), an ISO alpha-2 or alpha-3 code, an ICAO
// nationality code ("D", "GBD"), or the full name of a US state or
// Canadian province, which gives US or CA (a country's own name wins:
// "Georgia" is GE). State and province abbreviations are not read here,
// since they collide with country codes: see Subdivision.
func Country(name string) (string, bool) {
	f := Fold(name)
	if f == "" {
		return "", false
	}
	if cc, ok := countryIndex[f]; ok {
		return cc, true
	}
	up := strings.ToUpper(f)
	if cc, ok := icaoCodes[up]; ok {
		return cc, cc != ""
	}
	switch len(up) {
	case 2:
		if isoCountries[up] {
			return up, true
		}
	case 3:
		if r, err := language.ParseRegion(up); err == nil && isoCountries[r.String()] && r.String() != up {
			return r.String(), true
		}
	}
	if code, ok := subdivisionIndex[f]; ok {
		return code[:2], true
	}
	return "", false
}

// Subdivision returns the country and ISO 3166-2 code of a US state or
// territory or a Canadian province or territory, by name ("Delaware",
// "Québec") or by its postal abbreviation ("DE", "QC").
func Subdivision(name string) (country, code string, ok bool) {
	f := Fold(name)
	if c, found := subdivisionIndex[f]; found {
		return c[:2], c, true
	}
	up := strings.ToUpper(f)
	if _, found := usStates[up]; found {
		return "US", "US-" + up, true
	}
	if _, found := caProvinces[up]; found {
		return "CA", "CA-" + up, true
	}
	return "", "", false
}

// CountryNames returns the names listed for a country (ISO 3166-1
// alpha-2), English first.
func CountryNames(cc string) []string {
	return append([]string(nil), countryNames[strings.ToUpper(cc)]...)
}
