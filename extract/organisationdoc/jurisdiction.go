package organisationdoc

import (
	"regexp"
	"strings"

	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/postal"
)

// cue is a piece of wording that points at a jurisdiction.
type cue struct {
	re      *regexp.Regexp
	country string
	weight  int
}

// usStates are the names of the US states and DC, lower case.
const usStates = `alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|district of columbia|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming`

// cues are read on folded text (see fold): lower case, no diacritics,
// punctuation turned into spaces. Registries and their laws weigh more than
// place names, which also appear in addresses.
var cues = func() []cue {
	c := func(expr, country string, weight int) cue {
		return cue{regexp.MustCompile(`\b(?:` + expr + `)\b`), country, weight}
	}
	return []cue{
		c(`companies house|registrar of companies for (?:england and wales|england|wales|scotland|northern ireland)|companies act (?:2006|1985|1948)|(?:registered|incorporated) in (?:england|scotland|northern ireland)|companies (?:northern ireland )?order 1986`, "GB", 5),
		c(`england and wales|scotland|northern ireland|united kingdom`, "GB", 1),
		c(`companies registration office|cro|companies act (?:2014|1963)|registered in ireland`, "IE", 5),
		c(`(?:republic of )?ireland|eire|dublin`, "IE", 1),
		c(`accounting and corporate regulatory authority|acra|companies act (?:cap|chapter) 50`, "SG", 5),
		c(`singapore`, "SG", 2),
		c(`kamer van koophandel|kvk|uittreksel handelsregister|handelsregisterwet|besloten vennootschap|naamloze vennootschap`, "NL", 5),
		c(`nederland|netherlands|amsterdam|rotterdam|utrecht|den haag`, "NL", 1),
		c(`amtsgericht|registergericht|handelsregister [ab] des|gesellschaft mit beschrankter haftung|aktiengesellschaft|hr[ab] \d+`, "DE", 5),
		c(`deutschland|germany|munchen|berlin|hamburg|koln|frankfurt`, "DE", 1),
		c(`registrar of companies and (?:intellectual property|official receiver)|cyprus|kypros|nicosia|limassol|larnaca|he \d{3,6}`, "CY", 5),
		c(`secretary of state|division of corporations|state of (?:`+usStates+`)|united states`, "US", 5),
		c(usStates, "US", 1),
	}
}()

// reUSState is a US state's name on its own.
var reUSState = regexp.MustCompile(`^(?:` + usStates + `)$`)

// reNorthernIreland stops "ireland" of "Northern Ireland" counting for IE.
var reNorthernIreland = regexp.MustCompile(`\bnorthern ireland\b`)

// Jurisdiction returns the ISO 3166-1 alpha-2 code of the jurisdiction
// that text (a registry's name, an authority, a certificate's wording)
// points at, or "" when it points nowhere. A US state gives US; the UK's
// registrars for England and Wales, Scotland and Northern Ireland give GB.
// The code of a country named on its own ("Germany", "Singapore") is
// returned as well.
func Jurisdiction(text string) string {
	f := lexicon.Fold(text)
	if f == "" {
		return ""
	}
	if c := postal.CountryCode(f); c != "" {
		return c
	}
	if reUSState.MatchString(f) {
		return "US"
	}
	score := map[string]int{}
	for _, c := range cues {
		s := f
		if c.country == "IE" {
			s = reNorthernIreland.ReplaceAllString(f, " ")
		}
		n := len(c.re.FindAllStringIndex(s, 8))
		score[c.country] += n * c.weight
	}
	best, bestScore := "", 0
	// A fixed order breaks ties the same way every time.
	for _, c := range []string{"GB", "IE", "SG", "NL", "DE", "CY", "US"} {
		if score[c] > bestScore {
			best, bestScore = c, score[c]
		}
	}
	return best
}

// jurisdictionValue reads the value of a jurisdiction label ("England and
// Wales", "Delaware", "Singapore", "DE") as an alpha-2 code.
func jurisdictionValue(v string) string {
	v = strings.TrimSpace(v)
	if len(v) == 2 && strings.ToUpper(v) == v {
		switch v {
		case "UK":
			return "GB"
		}
		return v
	}
	return Jurisdiction(v)
}
