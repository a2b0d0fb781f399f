package identity

import (
	"sort"
	"strings"

	"github.com/agnivade/levenshtein"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/reading"
)

// stateNames are the names issuing states print in the header of their
// passports, identity cards and driving licences, folded (fold), in their
// own languages and in English.
var stateNames = map[string]string{
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

// stateOf returns the issuing state named by a header line of doc's first
// page: a line that is, or is halved by "/" into, a state's name. OCR noise
// of one letter in ten is tolerated in names of ten letters or more.
func stateOf(doc *reading.Document) layout.Field {
	if len(doc.Pages) == 0 {
		return layout.Field{}
	}
	p := doc.Pages[0]
	for _, l := range p.Lines {
		for _, part := range strings.Split(l.Text(), "/") {
			if a2, ok := stateName(part); ok {
				return layout.FromLine(a2, p, l)
			}
		}
	}
	for _, l := range p.Lines {
		if a2, ok := stateTitleAtEnd(l.Text()); ok {
			return layout.FromLine(a2, p, l)
		}
	}
	return layout.Field{}
}

// stateTitleAtEnd finds a state's name of two words or more at the end of
// line: a header printed after the state's name in its own script, which
// the Latin models read as noise ("ss SIRS TRTSA REPUBLIC OF INDIA").
func stateTitleAtEnd(line string) (string, bool) {
	words := strings.Fields(line)
	for i := 1; i+2 <= len(words); i++ {
		tail := strings.Join(words[i:], " ")
		if _, ok := stateNames[fold(tail)]; !ok {
			continue
		}
		return stateNames[fold(tail)], true
	}
	return "", false
}

// stateName looks s up in stateNames, spaces ignored.
func stateName(s string) (string, bool) {
	key := squash(fold(s))
	if len(key) < 4 {
		return "", false
	}
	if a2, ok := squashedStates[key]; ok {
		return a2, true
	}
	for _, n := range squashedNames {
		if len(n) >= 10 && levenshtein.ComputeDistance(n, key) <= len(n)/10 {
			return squashedStates[n], true
		}
	}
	return "", false
}

// squashedStates is stateNames keyed by squash; squashedNames its keys,
// sorted, so that a noisy name always resolves the same way.
var squashedStates, squashedNames = func() (map[string]string, []string) {
	m := map[string]string{}
	for name, a2 := range stateNames {
		m[squash(name)] = a2
	}
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return m, keys
}()

// squash keeps the letters A-Z of s.
func squash(s string) string {
	return strings.Map(func(r rune) rune {
		if r >= 'A' && r <= 'Z' {
			return r
		}
		return -1
	}, s)
}
