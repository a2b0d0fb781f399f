package money

import (
	"sort"
	"strings"
)

// minorUnits are the active ISO 4217 currencies and their minor units (the
// decimal places of an amount). Source: ISO 4217 List One, as published by
// SIX Financial Information (the maintenance agency), amendment 176; codes
// not listed have two decimal places.
var minorUnits = func() map[string]int {
	m := map[string]int{}
	for _, code := range strings.Fields(`AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BRL BSD BTN BWP BYN BZD
		CAD CDF CHF CNY COP CRC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GTQ GYD HKD HNL HTG HUF
		IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR
		MZN NAD NGN NIO NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN
		SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD UYU UZS VES WST XCD YER ZAR ZMW ZWG`) {
		m[code] = 2
	}
	for _, code := range strings.Fields(`BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF`) {
		m[code] = 0
	}
	for _, code := range strings.Fields(`BHD IQD JOD KWD LYD OMR TND`) {
		m[code] = 3
	}
	m["CLF"], m["UYW"] = 4, 4
	return m
}()

// Currency reports whether code is an active ISO 4217 currency code, and
// its minor units (decimal places).
func Currency(code string) (minor int, ok bool) {
	minor, ok = minorUnits[strings.ToUpper(code)]
	return minor, ok
}

// Codes returns every currency code Currency knows, sorted.
func Codes() []string {
	out := make([]string, 0, len(minorUnits))
	for c := range minorUnits {
		out = append(out, c)
	}
	sort.Strings(out)
	return out
}

// countryCurrency is the currency of each country (ISO 3166-1 alpha-2),
// the country's legal tender as ISO 4217 lists it ("entity" column); a
// country with several is given the one its prices are printed in.
var countryCurrency = func() map[string]string {
	m := map[string]string{}
	add := func(code, countries string) {
		for _, c := range strings.Fields(countries) {
			m[c] = code
		}
	}
	// The euro area (Council Regulation (EC) 974/98 and its amendments,
	// Croatia from 2023) and the states that use the euro by agreement.
	add("EUR", "AT BE CY DE EE ES FI FR GR HR IE IT LT LU LV MT NL PT SI SK AD MC SM VA ME XK GF GP MQ RE YT PM BL MF AX")
	add("USD", "US EC SV PA PR GU VI AS MP TL MH FM PW BQ TC VG IO")
	add("GBP", "GB IM JE GG")
	add("CHF", "CH LI")
	add("AUD", "AU KI NR TV CX CC NF")
	add("NZD", "NZ CK NU PN TK")
	add("DKK", "DK FO GL")
	add("NOK", "NO SJ BV")
	add("XOF", "BJ BF CI GW ML NE SN TG")
	add("XAF", "CM CF TD CG GQ GA")
	add("XCD", "AG DM GD KN LC VC AI MS")
	add("XPF", "PF NC WF")
	add("MAD", "MA EH")
	add("ZAR", "ZA")
	add("INR", "IN")
	for c, code := range map[string]string{
		"AE": "AED", "AF": "AFN", "AL": "ALL", "AM": "AMD", "AO": "AOA", "AR": "ARS", "AW": "AWG", "AZ": "AZN",
		"BA": "BAM", "BB": "BBD", "BD": "BDT", "BG": "BGN", "BH": "BHD", "BI": "BIF", "BM": "BMD", "BN": "BND",
		"BO": "BOB", "BR": "BRL", "BS": "BSD", "BT": "BTN", "BW": "BWP", "BY": "BYN", "BZ": "BZD", "CA": "CAD",
		"CD": "CDF", "CL": "CLP", "CN": "CNY", "CO": "COP", "CR": "CRC", "CU": "CUP", "CV": "CVE", "CZ": "CZK",
		"DJ": "DJF", "DO": "DOP", "DZ": "DZD", "EG": "EGP", "ER": "ERN", "ET": "ETB", "FJ": "FJD", "FK": "FKP",
		"GE": "GEL", "GH": "GHS", "GI": "GIP", "GM": "GMD", "GN": "GNF", "GT": "GTQ", "GY": "GYD", "HK": "HKD",
		"HN": "HNL", "HT": "HTG", "HU": "HUF", "ID": "IDR", "IL": "ILS", "IQ": "IQD", "IR": "IRR", "IS": "ISK",
		"JM": "JMD", "JO": "JOD", "JP": "JPY", "KE": "KES", "KG": "KGS", "KH": "KHR", "KM": "KMF", "KP": "KPW",
		"KR": "KRW", "KW": "KWD", "KY": "KYD", "KZ": "KZT", "LA": "LAK", "LB": "LBP", "LK": "LKR", "LR": "LRD",
		"LS": "LSL", "LY": "LYD", "MD": "MDL", "MG": "MGA", "MK": "MKD", "MM": "MMK", "MN": "MNT", "MO": "MOP",
		"MR": "MRU", "MU": "MUR", "MV": "MVR", "MW": "MWK", "MX": "MXN", "MY": "MYR", "MZ": "MZN", "NA": "NAD",
		"NG": "NGN", "NI": "NIO", "NP": "NPR", "OM": "OMR", "PE": "PEN", "PG": "PGK", "PH": "PHP", "PK": "PKR",
		"PL": "PLN", "PY": "PYG", "QA": "QAR", "RO": "RON", "RS": "RSD", "RU": "RUB", "RW": "RWF", "SA": "SAR",
		"SB": "SBD", "SC": "SCR", "SD": "SDG", "SE": "SEK", "SG": "SGD", "SH": "SHP", "SL": "SLE", "SO": "SOS",
		"SR": "SRD", "SS": "SSP", "ST": "STN", "SY": "SYP", "SZ": "SZL", "TH": "THB", "TJ": "TJS", "TM": "TMT",
		"TN": "TND", "TO": "TOP", "TR": "TRY", "TT": "TTD", "TW": "TWD", "TZ": "TZS", "UA": "UAH", "UG": "UGX",
		"UY": "UYU", "UZ": "UZS", "VE": "VES", "VN": "VND", "VU": "VUV", "WS": "WST", "YE": "YER", "ZM": "ZMW",
		"ZW": "ZWG", "CW": "ANG", "SX": "ANG",
	} {
		m[c] = code
	}
	return m
}()

// OfCountry returns the currency of country cc (ISO 3166-1 alpha-2; "UK"
// and "EL" are read as GB and GR), "" when unknown.
func OfCountry(cc string) string {
	cc = strings.ToUpper(strings.TrimSpace(cc))
	switch cc {
	case "UK":
		cc = "GB"
	case "EL":
		cc = "GR"
	}
	return countryCurrency[cc]
}

// symbol is a currency sign as printed and what it stands for: one
// currency, or several told apart by the document's country.
type symbol struct {
	text string
	code string            // the currency wherever the sign is printed
	by   map[string]string // else the currency by country
	def  string            // the currency when the country is not among by ("" for none)
}

// dollarCountries are the countries whose currency is written "$".
var dollarCountries = map[string]string{"US": "USD", "CA": "CAD", "AU": "AUD", "NZ": "NZD", "SG": "SGD", "HK": "HKD",
	"MX": "MXN", "AR": "ARS", "CL": "CLP", "CO": "COP", "TW": "TWD", "JM": "JMD", "BS": "BSD", "BB": "BBD", "BZ": "BZD",
	"FJ": "FJD", "NA": "NAD", "LR": "LRD", "TT": "TTD", "GY": "GYD", "SR": "SRD", "BM": "BMD", "KY": "KYD", "UY": "UYU",
	"EC": "USD", "SV": "USD", "PA": "USD", "PR": "USD", "BN": "BND", "SB": "SBD", "XCD": "XCD"}

// symbols are the currency signs of the Unicode CLDR (common/main/*.xml,
// <symbol> and <symbol alt="narrow">, release 45) that documents print,
// longest first within each group so that "US$" is read before "$".
var symbols = []symbol{
	{text: "US$", code: "USD"}, {text: "U$S", code: "USD"}, {text: "CA$", code: "CAD"}, {text: "C$", code: "CAD"},
	{text: "AU$", code: "AUD"}, {text: "A$", code: "AUD"}, {text: "NZ$", code: "NZD"}, {text: "HK$", code: "HKD"},
	{text: "S$", code: "SGD"}, {text: "R$", code: "BRL"}, {text: "MX$", code: "MXN"}, {text: "NT$", code: "TWD"},
	{text: "$", by: dollarCountries},
	{text: "€", code: "EUR"}, {text: "£", code: "GBP"}, {text: "₹", code: "INR"}, {text: "₩", code: "KRW"},
	{text: "₽", code: "RUB"}, {text: "₺", code: "TRY"}, {text: "₪", code: "ILS"}, {text: "₫", code: "VND"},
	{text: "₱", code: "PHP"}, {text: "฿", code: "THB"}, {text: "₴", code: "UAH"}, {text: "₦", code: "NGN"},
	{text: "₸", code: "KZT"}, {text: "₼", code: "AZN"}, {text: "₾", code: "GEL"}, {text: "₡", code: "CRC"},
	{text: "¥", by: map[string]string{"CN": "CNY"}, def: "JPY"}, {text: "元", code: "CNY"}, {text: "円", code: "JPY"},
	{text: "zł", code: "PLN"}, {text: "Kč", code: "CZK"}, {text: "Ft", code: "HUF"}, {text: "lei", code: "RON"},
	{text: "лв.", code: "BGN"}, {text: "лв", code: "BGN"}, {text: "RM", code: "MYR"}, {text: "Rp", code: "IDR"},
	{text: "SFr.", code: "CHF"}, {text: "Fr.", by: map[string]string{"CH": "CHF", "LI": "CHF"}},
	{text: "kr.", by: map[string]string{"DK": "DKK", "NO": "NOK", "SE": "SEK", "IS": "ISK", "FO": "DKK", "GL": "DKK"}},
	{text: "kr", by: map[string]string{"DK": "DKK", "NO": "NOK", "SE": "SEK", "IS": "ISK", "FO": "DKK", "GL": "DKK"}},
	{text: "Rs.", by: map[string]string{"IN": "INR", "PK": "PKR", "LK": "LKR", "NP": "NPR", "MU": "MUR", "SC": "SCR"}},
	{text: "Rs", by: map[string]string{"IN": "INR", "PK": "PKR", "LK": "LKR", "NP": "NPR", "MU": "MUR", "SC": "SCR"}},
}

// OfSymbol returns the currency a sign or ISO code stands for on a
// document of country cc ("" when unknown): "€" is EUR anywhere, "$" is
// USD in the US and CAD in Canada, "kr" SEK in Sweden; a sign whose
// currency depends on a country that is not known gives "".
func OfSymbol(sym, cc string) string {
	if _, ok := minorUnits[sym]; ok && len(sym) == 3 {
		return sym
	}
	cc = strings.ToUpper(cc)
	for _, s := range symbols {
		if !strings.EqualFold(s.text, sym) {
			continue
		}
		if s.code != "" {
			return s.code
		}
		if c, ok := s.by[cc]; ok {
			return c
		}
		return s.def
	}
	return ""
}

// Minor returns the decimal places of currency code, 2 when unknown.
func Minor(code string) int {
	if m, ok := minorUnits[strings.ToUpper(code)]; ok {
		return m
	}
	return 2
}
