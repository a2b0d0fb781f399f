package lexicon

import (
	"regexp"
	"strings"
)

// JurisdictionCue is wording that points at the jurisdiction a company was
// incorporated in: its register or registrar, its company law, the places
// such documents name. Weight says how strongly: a register or a law
// decides, a place in an address only leans.
type JurisdictionCue struct {
	Pattern *regexp.Regexp // on Fold()ed text
	Country string
	Weight  int
}

// usStateNames are the names of the US states and DC, folded.
const usStateNames = `alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|district of columbia|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming`

// indianStateNames are the names of India's states, folded.
const indianStateNames = `andhra pradesh|arunachal pradesh|assam|bihar|chhattisgarh|goa|gujarat|haryana|himachal pradesh|jharkhand|karnataka|kerala|madhya pradesh|maharashtra|manipur|meghalaya|mizoram|nagaland|odisha|punjab|rajasthan|sikkim|tamil nadu|telangana|tripura|uttar pradesh|uttarakhand|west bengal`

// jurisdictionCues: the registers' own names and the company laws they
// cite (UK Companies Act 2006, Irish Companies Act 2014, Singapore's
// Companies Act (Cap. 50), the Dutch Handelsregisterwet, German
// Handelsregister, Cyprus's registrar, US Secretaries of State, India's
// Companies Acts 2013 and 1956 and Corporate Identity Number), and the
// registers of the European e-Justice Portal's business-register pages.
var jurisdictionCues = func() []JurisdictionCue {
	var out []JurisdictionCue
	for _, c := range []struct {
		expr    string
		country string
		weight  int
	}{
		{`companies house|registrar of companies for (?:england and wales|england|wales|scotland|northern ireland)|companies act (?:2006|1985|1948)|(?:registered|incorporated) in (?:england|scotland|northern ireland)|companies (?:northern ireland )?order 1986`, "GB", 5},
		{`england and wales|scotland|northern ireland|united kingdom`, "GB", 1},
		{`companies registration office|cro|companies act (?:2014|1963)|registered in ireland`, "IE", 5},
		{`(?:republic of )?ireland|eire|dublin`, "IE", 1},
		{`accounting and corporate regulatory authority|acra|companies act (?:cap|chapter) 50`, "SG", 5},
		{`singapore`, "SG", 2},
		{`kamer van koophandel|kvk|uittreksel handelsregister|handelsregisterwet|besloten vennootschap|naamloze vennootschap`, "NL", 5},
		{`nederland|netherlands|amsterdam|rotterdam|utrecht|den haag`, "NL", 1},
		{`amtsgericht|registergericht|handelsregister [ab] des|gesellschaft mit beschrankter haftung|aktiengesellschaft|hr[ab] \d+`, "DE", 5},
		{`deutschland|germany|munchen|berlin|hamburg|koln|frankfurt`, "DE", 1},
		{`registrar of companies and (?:intellectual property|official receiver)|cyprus|kypros|nicosia|limassol|larnaca|he \d{3,6}`, "CY", 5},
		{`secretary of state|division of corporations|state of (?:` + usStateNames + `)|united states`, "US", 5},
		{usStateNames, "US", 1},
		{`companies act,? (?:2013|1956)|ministry of corporate affairs|corporate identity number|government of india`, "IN", 5},
		{`(?:` + indianStateNames + `|national capital territory of delhi|new delhi)`, "IN", 1},
		// the co-operative societies acts of India's states
		{`(?:` + indianStateNames + `) co[- ]?operative societies act|government of (?:` + indianStateNames + `)`, "IN", 5},
		{`companies and allied matters act|corporate affairs commission`, "NG", 5},
		{`uganda registration services bureau|companies act,? 2012`, "UG", 5},
		{`astana international financial centre|aifc`, "KZ", 5},
		{`thailand|kingdom of thailand|bangkok`, "TH", 1},
		// The registers of the European e-Justice Portal's business-register
		// pages, by their own names and numbers.
		{`bolagsverket|swedish companies registration office|aktiebolagsregistret|aktiebolagslagen`, "SE", 5},
		{`sverige|sweden|stockholm|goteborg|malmo|uppsala`, "SE", 1},
		{`firmenbuch|firmenbuchgericht|handelsgericht wien|fn \d{1,6} ?[a-z]`, "AT", 5},
		{`osterreich|austria|wien|graz|linz|salzburg|innsbruck`, "AT", 1},
		{`handelsregisteramt|schweizerisches handelsamtsblatt|shab|fosc|che[- ]?\d{3}\.\d{3}\.\d{3}`, "CH", 5},
		{`schweiz|suisse|svizzera|switzerland|zurich|geneve|basel`, "CH", 1},
		{`kruispuntbank van ondernemingen|banque carrefour des entreprises|kbo|bce`, "BE", 5},
		{`belgie|belgique|belgium|bruxelles|brussel|antwerpen`, "BE", 1},
		{`krajowy rejestr sadowy|krs`, "PL", 5},
		{`polska|poland|warszawa`, "PL", 1},
		{`bronnoysundregistrene|foretaksregisteret|enhetsregisteret`, "NO", 5},
		{`norge|norway|oslo`, "NO", 1},
		{`registre du commerce et des societes|greffe du tribunal de commerce|kbis|r ?c ?s`, "FR", 5},
		{`france|paris|lyon|marseille`, "FR", 1},
		{`registro (?:delle )?imprese|camera di commercio|cciaa`, "IT", 5},
		{`italia|italy|roma|milano`, "IT", 1},
		{`registro mercantil|boletin oficial del registro mercantil`, "ES", 5},
		{`espana|spain|madrid|barcelona`, "ES", 1},
		{`erhvervsstyrelsen|cvr`, "DK", 5},
		{`danmark|denmark|kobenhavn`, "DK", 1},
	} {
		out = append(out, JurisdictionCue{regexp.MustCompile(`\b(?:` + c.expr + `)\b`), c.country, c.weight})
	}
	// Scripts written without spaces between words have no word
	// boundaries to match at (regexp's \b is ASCII's): their cues match
	// anywhere. Thailand: its Civil and Commercial Code, under which
	// associations, foundations, partnerships and companies are
	// registered, its registrars (see authorities) and its capital.
	for _, c := range []struct {
		words   []string
		country string
		weight  int
	}{
		{[]string{"ประมวลกฎหมายแพ่งและพาณิชย์", "นายทะเบียนสมาคม", "นายทะเบียนมูลนิธิ", "นายทะเบียนหุ้นส่วนบริษัท", "กรมพัฒนาธุรกิจการค้า"}, "TH", 5},
		{[]string{"ประเทศไทย", "กรุงเทพมหานคร"}, "TH", 1},
	} {
		folded := make([]string, len(c.words))
		for i, w := range c.words {
			folded[i] = regexp.QuoteMeta(Fold(w))
		}
		out = append(out, JurisdictionCue{regexp.MustCompile(strings.Join(folded, "|")), c.country, c.weight})
	}
	return out
}()

// JurisdictionCues returns the cues of every jurisdiction.
func JurisdictionCues() []JurisdictionCue { return jurisdictionCues }

// reUSState is a US state's name on its own, folded.
var reUSState = regexp.MustCompile(`^(?:` + usStateNames + `)$`)

// IsUSState reports whether s, folded, is the name of a US state or DC.
func IsUSState(s string) bool { return reUSState.MatchString(Fold(s)) }
