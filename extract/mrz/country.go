package mrz

// CountryAlpha2 returns the ISO 3166-1 alpha-2 code for a three-letter code as
// printed in an MRZ: an ISO 3166-1 alpha-3 code, "D" for Germany (also "D<<"),
// or one of the ICAO codes for British nationals (GBD, GBN, GBO, GBP, GBS ->
// GB). Codes that name no ISO 3166-1 country give ("", false): the ICAO
// codes for organisations and refugees (UNO, UNA, UNK, XOM, XPO, XCC, XES,
// XXA, XXB, XXC, XXX, EUE...), the specimen state UTO, and RKS (Kosovo),
// because XK is not an ISO 3166-1 code and country fields must hold ISO codes.
func CountryAlpha2(code string) (string, bool) {
	code = trimFiller(code)
	switch code {
	case "D":
		return "DE", true
	case "GBD", "GBN", "GBO", "GBP", "GBS":
		return "GB", true
	}
	if len(code) != 3 {
		return "", false
	}
	for i := 0; i+5 <= len(iso3166); i += 5 {
		if iso3166[i:i+3] == code {
			return iso3166[i+3 : i+5], true
		}
	}
	return "", false
}

// IsCode reports whether code, as printed in an MRZ, is a state or
// nationality code: an ISO 3166-1 alpha-3 code, "D", or one of ICAO's
// codes for British nationals, organisations, refugees, stateless persons
// and specimens (UTO).
func IsCode(code string) bool {
	if _, ok := CountryAlpha2(code); ok {
		return true
	}
	return icaoCodes[trimFiller(code)]
}

// icaoCodes are the ICAO 9303 codes that name no ISO 3166-1 country.
var icaoCodes = map[string]bool{
	"UTO": true, "XXA": true, "XXB": true, "XXC": true, "XXX": true, "UNO": true, "UNA": true, "UNK": true,
	"XOM": true, "XPO": true, "XCC": true, "XES": true, "XEC": true, "XIM": true, "XBA": true, "XCO": true,
	"XDC": true, "XMP": true, "EUE": true, "RKS": true,
}

// lookAlikes lists the letters OCR takes each capital letter of OCR-B for.
var lookAlikes = map[byte]string{
	'N': "WMH", 'W': "NVM", 'M': "NWH", 'H': "NM", 'B': "SE", 'S': "B", 'E': "FB", 'F': "EP",
	'O': "DQC", 'D': "O", 'Q': "O", 'C': "GO", 'G': "C", 'U': "V", 'V': "UY", 'Y': "V",
	'I': "LTJ", 'L': "I", 'T': "I", 'J': "I", 'K': "X", 'X': "K", 'P': "RF", 'R': "PK",
}

// codeRepairs returns the codes one look-alike letter away from s.
func codeRepairs(s string) []string {
	var out []string
	for i := range len(s) {
		for _, r := range []byte(lookAlikes[s[i]]) {
			c := s[:i] + string(r) + s[i+1:]
			if IsCode(c) {
				out = append(out, c)
			}
		}
	}
	return out
}

// iso3166 holds every ISO 3166-1 entry as alpha-3 followed by alpha-2,
// sorted by alpha-3 (from the Debian iso-codes data).
const iso3166 = "" +
	"ABWAWAFGAFAGOAOAIAAIALAAXALBALANDADAREAEARGARARMAMASMASATAAQ" +
	"ATFTFATGAGAUSAUAUTATAZEAZBDIBIBELBEBENBJBESBQBFABFBGDBDBGRBG" +
	"BHRBHBHSBSBIHBABLMBLBLRBYBLZBZBMUBMBOLBOBRABRBRBBBBRNBNBTNBT" +
	"BVTBVBWABWCAFCFCANCACCKCCCHECHCHLCLCHNCNCIVCICMRCMCODCDCOGCG" +
	"COKCKCOLCOCOMKMCPVCVCRICRCUBCUCUWCWCXRCXCYMKYCYPCYCZECZDEUDE" +
	"DJIDJDMADMDNKDKDOMDODZADZECUECEGYEGERIERESHEHESPESESTEEETHET" +
	"FINFIFJIFJFLKFKFRAFRFROFOFSMFMGABGAGBRGBGEOGEGGYGGGHAGHGIBGI" +
	"GINGNGLPGPGMBGMGNBGWGNQGQGRCGRGRDGDGRLGLGTMGTGUFGFGUMGUGUYGY" +
	"HKGHKHMDHMHNDHNHRVHRHTIHTHUNHUIDNIDIMNIMINDINIOTIOIRLIEIRNIR" +
	"IRQIQISLISISRILITAITJAMJMJEYJEJORJOJPNJPKAZKZKENKEKGZKGKHMKH" +
	"KIRKIKNAKNKORKRKWTKWLAOLALBNLBLBRLRLBYLYLCALCLIELILKALKLSOLS" +
	"LTULTLUXLULVALVMACMOMAFMFMARMAMCOMCMDAMDMDGMGMDVMVMEXMXMHLMH" +
	"MKDMKMLIMLMLTMTMMRMMMNEMEMNGMNMNPMPMOZMZMRTMRMSRMSMTQMQMUSMU" +
	"MWIMWMYSMYMYTYTNAMNANCLNCNERNENFKNFNGANGNICNINIUNUNLDNLNORNO" +
	"NPLNPNRUNRNZLNZOMNOMPAKPKPANPAPCNPNPERPEPHLPHPLWPWPNGPGPOLPL" +
	"PRIPRPRKKPPRTPTPRYPYPSEPSPYFPFQATQAREUREROURORUSRURWARWSAUSA" +
	"SDNSDSENSNSGPSGSGSGSSHNSHSJMSJSLBSBSLESLSLVSVSMRSMSOMSOSPMPM" +
	"SRBRSSSDSSSTPSTSURSRSVKSKSVNSISWESESWZSZSXMSXSYCSCSYRSYTCATC" +
	"TCDTDTGOTGTHATHTJKTJTKLTKTKMTMTLSTLTONTOTTOTTTUNTNTURTRTUVTV" +
	"TWNTWTZATZUGAUGUKRUAUMIUMURYUYUSAUSUZBUZVATVAVCTVCVENVEVGBVG" +
	"VIRVIVNMVNVUTVUWLFWFWSMWSYEMYEZAFZAZMBZMZWEZW"
