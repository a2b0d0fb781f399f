package lexicon

// stateHeaders are the names issuing states print in the header of their
// passports, identity cards and driving licences, in their own languages
// and in English, in capitals without accents as the documents print them
// (readers fold what they read the same way). ICAO Doc 9303 Part 4 puts
// the issuing State's name at the top of the data page; the names are the
// states' official short and long forms (the EU Interinstitutional Style
// Guide's list of countries, annex A5) as their published specimens print
// them (the EU's PRADO register, the issuing states' own specimens).
var stateHeaders = map[string]string{
	"BUNDESREPUBLIK DEUTSCHLAND": "DE", "DEUTSCHLAND": "DE", "FEDERAL REPUBLIC OF GERMANY": "DE",
	"REPUBLIQUE FRANCAISE": "FR", "FRENCH REPUBLIC": "FR",
	"REINO DE ESPANA": "ES", "ESPANA": "ES", "KINGDOM OF SPAIN": "ES",
	"REPUBBLICA ITALIANA": "IT", "ITALIAN REPUBLIC": "IT",
	"KONINKRIJK DER NEDERLANDEN": "NL", "KINGDOM OF THE NETHERLANDS": "NL", "NEDERLAND": "NL",
	"REPUBLICA PORTUGUESA": "PT", "PORTUGUESE REPUBLIC": "PT",
	"UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND": "GB", "UNITED KINGDOM": "GB",
	"EIRE": "IE", "IRELAND": "IE",
	"SVERIGE": "SE", "SWEDEN": "SE", "KONUNGARIKET SVERIGE": "SE",
	"NORGE": "NO", "NORWAY": "NO", "KONGERIKET NORGE": "NO",
	"ISLAND": "IS", "ICELAND": "IS",
	"RZECZPOSPOLITA POLSKA": "PL", "REPUBLIC OF POLAND": "PL",
	"REPUBLIK OSTERREICH": "AT", "OSTERREICH": "AT", "REPUBLIC OF AUSTRIA": "AT",
	"ROYAUME DE BELGIQUE": "BE", "KONINKRIJK BELGIE": "BE", "KONIGREICH BELGIEN": "BE", "KINGDOM OF BELGIUM": "BE", "BELGIQUE": "BE", "BELGIE": "BE",
	"GRAND DUCHE DE LUXEMBOURG": "LU", "LUXEMBOURG": "LU",
	"SCHWEIZERISCHE EIDGENOSSENSCHAFT": "CH", "CONFEDERATION SUISSE": "CH", "SCHWEIZ": "CH", "SWITZERLAND": "CH",
	"KONGERIGET DANMARK": "DK", "DANMARK": "DK", "DENMARK": "DK",
	"SUOMI": "FI", "FINLAND": "FI",
	"CESKA REPUBLIKA": "CZ", "CZECH REPUBLIC": "CZ",
	"MAGYARORSZAG": "HU", "HUNGARY": "HU",
	"ROMANIA": "RO", "EESTI": "EE", "ESTONIA": "EE", "LATVIJAS REPUBLIKA": "LV", "LATVIA": "LV",
	"LIETUVOS RESPUBLIKA": "LT", "LITHUANIA": "LT", "REPUBLIKA HRVATSKA": "HR", "CROATIA": "HR",
	"REPUBLIKA SLOVENIJA": "SI", "SLOVENIA": "SI", "SLOVENSKA REPUBLIKA": "SK", "SLOVAKIA": "SK",
	"UNITED STATES OF AMERICA": "US", "CANADA": "CA", "AUSTRALIA": "AU", "NEW ZEALAND": "NZ",
	"REPUBLIC OF INDIA": "IN", "BHARAT GANARAJYA": "IN", "STATE OF QATAR": "QA",
	"REPUBLIKA SRBIJA": "RS", "REPUBLIC OF SERBIA": "RS",
	"FURSTENTUM LIECHTENSTEIN": "LI", "PRINCIPALITY OF LIECHTENSTEIN": "LI",
	"PEOPLE'S REPUBLIC OF CHINA": "CN", "REPUBLIC OF KOREA": "KR", "JAPAN": "JP",
}

// StateHeaders returns the names issuing states print in their documents'
// headers, with their ISO 3166-1 alpha-2 codes. The map is shared: do not
// change it.
func StateHeaders() map[string]string { return stateHeaders }
