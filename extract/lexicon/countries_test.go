package lexicon

import (
	"strings"
	"testing"
)

func TestCountryTablesSane(t *testing.T) {
	seen := map[string]string{}
	check := func(table map[string][]string, what string) {
		for cc, names := range table {
			if !isoCountries[cc] {
				t.Errorf("%s: %s is not an ISO country", what, cc)
			}
			inCountry := map[string]bool{}
			for _, n := range names {
				k := Fold(n)
				if k == "" || inCountry[k] {
					t.Errorf("%s %s: empty or repeated %q", what, cc, n)
				}
				inCountry[k] = true
				if prev, ok := seen[k]; ok && prev != cc {
					t.Errorf("%q is %s and %s", n, prev, cc)
				}
				seen[k] = cc
			}
		}
	}
	check(countryNames, "name")
	check(demonyms, "demonym")
	for cc := range demonyms {
		if len(countryNames[cc]) == 0 {
			t.Errorf("demonyms of %s, which has no names", cc)
		}
	}
	if len(isoCountries) != 250 {
		t.Errorf("%d ISO codes, want 249 and XK", len(isoCountries))
	}
	for code, name := range usStates {
		if st, sub, ok := Subdivision(name); !ok || st != "US" || sub != "US-"+code {
			t.Errorf("Subdivision(%q) = %s, %s, %v", name, st, sub, ok)
		}
	}
}

func TestCountry(t *testing.T) {
	for in, want := range map[string]string{
		"Deutschland": "DE", "ALLEMAGNE": "DE", "Germania": "DE", "Alemania": "DE", "Duitsland": "DE",
		"Bundesrepublik Deutschland": "DE", "GERMAN": "DE", "DEUTSCH": "DE", "D": "DE", "DEU": "DE", "de": "DE",
		"FRANÇAISE": "FR", "francaise": "FR", "République française": "FR", "BRITISH CITIZEN": "GB", "GBD": "GB",
		"United Kingdom of Great Britain and Northern Ireland": "GB", "England and Wales": "GB", "Northern Ireland": "GB",
		"Ireland": "IE", "Éire": "IE", "Nederland": "NL", "Koninkrijk der Nederlanden": "NL", "ESPAÑA": "ES",
		"Reino de España": "ES", "Schweizerische Eidgenossenschaft": "CH", "Confédération suisse": "CH",
		"Rzeczpospolita Polska": "PL", "Česká republika": "CZ", "CESKA REPUBLIKA": "CZ", "Magyarország": "HU",
		"Ελληνική Δημοκρατία": "GR", "Hellenic": "GR", "Sverige": "SE", "Kongeriket Norge": "NO", "Suomi": "FI",
		"Delaware": "US", "Québec": "CA", "Georgia": "GE", "New York": "US", "USA": "US", "U.S.A.": "US",
		"Singapore": "SG", "Hong Kong SAR": "HK", "Lëtzebuerg": "LU", "RKS": "XK", "276": "DE",
	} {
		if got, ok := Country(in); !ok || got != want {
			t.Errorf("Country(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for _, in := range []string{"", "Utopia", "UTO", "XX", "ZZZ", "EUE", "Sample Road", "QQ"} {
		if got, ok := Country(in); ok {
			t.Errorf("Country(%q) = %q, want none", in, got)
		}
	}
	for in, want := range map[string]string{"DE": "US-DE", "qc": "CA-QC", "Nouvelle-Écosse": "CA-NS", "District of Columbia": "US-DC"} {
		if _, got, ok := Subdivision(in); !ok || got != want {
			t.Errorf("Subdivision(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
}

// TestOldCountriesCarriedOver: the country names of extract/postal, the
// state headers of extract/identity/states.go and the US states of
// extract/organisation/jurisdiction.go.
func TestOldCountriesCarriedOver(t *testing.T) {
	for name, want := range map[string]string{
		"united kingdom": "GB", "uk": "GB", "u.k": "GB", "great britain": "GB", "england": "GB", "scotland": "GB", "wales": "GB",
		"northern ireland": "GB", "ireland": "IE", "éire": "IE", "eire": "IE", "republic of ireland": "IE", "united states": "US",
		"united states of america": "US", "usa": "US", "u.s.a": "US", "us": "US", "canada": "CA", "australia": "AU",
		"new zealand": "NZ", "france": "FR", "germany": "DE", "deutschland": "DE", "spain": "ES", "españa": "ES", "espana": "ES",
		"italy": "IT", "italia": "IT", "netherlands": "NL", "the netherlands": "NL", "nederland": "NL", "holland": "NL",
		"belgium": "BE", "belgique": "BE", "belgië": "BE", "luxembourg": "LU", "switzerland": "CH", "schweiz": "CH", "suisse": "CH",
		"austria": "AT", "österreich": "AT", "portugal": "PT", "singapore": "SG", "brazil": "BR", "brasil": "BR", "mexico": "MX",
		"méxico": "MX", "india": "IN", "japan": "JP", "china": "CN", "poland": "PL", "polska": "PL", "sweden": "SE", "denmark": "DK",
		"norway": "NO", "finland": "FI",
		"BUNDESREPUBLIK DEUTSCHLAND": "DE", "FEDERAL REPUBLIC OF GERMANY": "DE", "REPUBLIQUE FRANCAISE": "FR", "FRENCH REPUBLIC": "FR",
		"REINO DE ESPANA": "ES", "KINGDOM OF SPAIN": "ES", "REPUBBLICA ITALIANA": "IT", "ITALIAN REPUBLIC": "IT",
		"KONINKRIJK DER NEDERLANDEN": "NL", "KINGDOM OF THE NETHERLANDS": "NL", "REPUBLICA PORTUGUESA": "PT",
		"PORTUGUESE REPUBLIC": "PT", "UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND": "GB", "EIRE": "IE", "SVERIGE": "SE",
		"KONUNGARIKET SVERIGE": "SE", "NORGE": "NO", "KONGERIKET NORGE": "NO", "ISLAND": "IS", "ICELAND": "IS",
		"RZECZPOSPOLITA POLSKA": "PL", "REPUBLIC OF POLAND": "PL", "REPUBLIK OSTERREICH": "AT", "REPUBLIC OF AUSTRIA": "AT",
		"ROYAUME DE BELGIQUE": "BE", "KONINKRIJK BELGIE": "BE", "KONIGREICH BELGIEN": "BE", "KINGDOM OF BELGIUM": "BE",
		"GRAND DUCHE DE LUXEMBOURG": "LU", "SCHWEIZERISCHE EIDGENOSSENSCHAFT": "CH", "CONFEDERATION SUISSE": "CH",
		"KONGERIGET DANMARK": "DK", "DANMARK": "DK", "SUOMI": "FI", "CESKA REPUBLIKA": "CZ", "CZECH REPUBLIC": "CZ",
		"MAGYARORSZAG": "HU", "HUNGARY": "HU", "ROMANIA": "RO", "EESTI": "EE", "ESTONIA": "EE", "LATVIJAS REPUBLIKA": "LV",
		"LATVIA": "LV", "LIETUVOS RESPUBLIKA": "LT", "LITHUANIA": "LT", "REPUBLIKA HRVATSKA": "HR", "CROATIA": "HR",
		"REPUBLIKA SLOVENIJA": "SI", "SLOVENIA": "SI", "SLOVENSKA REPUBLIKA": "SK", "SLOVAKIA": "SK",
	} {
		if got, ok := Country(name); !ok || got != want {
			t.Errorf("old country %q: Country = %q, %v; want %s", name, got, ok, want)
		}
	}
	for _, state := range strings.Split("alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|district of columbia|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming", "|") {
		if c, _, ok := Subdivision(state); !ok || c != "US" {
			t.Errorf("old US state %q: Subdivision = %q, %v", state, c, ok)
		}
	}
}
