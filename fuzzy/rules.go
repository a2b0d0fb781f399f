package fuzzy

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// The tables below are read-only after initialisation. Their keys are
// Normalize'd token sequences joined by single spaces, so "L.L.C." is
// written "l l c" and "Straße" "strasse".

// titles are honorifics dropped from the start of a Name.
var titles = setOf(
	"mr", "mrs", "ms", "miss", "mx", "master", "messrs",
	"dr", "doctor", "prof", "professor", "sir", "dame", "lord", "lady",
	"rev", "revd", "reverend", "hon",
	"herr", "frau", "fraulein",
	"m", "mme", "mlle", "monsieur", "madame", "mademoiselle",
	"sr", "sra", "srta", "senor", "senora", "senorita", "don", "dona",
	"sig", "signor", "signora", "dott", "dhr", "mevr",
)

// addressWords maps address words to one spelling each. Saint and Street
// share "st": both are written St.
var addressWords = map[string]string{
	"street": "st", "saint": "st",
	"road":   "rd",
	"avenue": "ave", "av": "ave",
	"apartment": "apt", "flat": "apt",
	"suite":     "ste",
	"drive":     "dr",
	"lane":      "ln",
	"boulevard": "blvd", "bd": "blvd", "boul": "blvd",
	"place":  "pl",
	"court":  "ct",
	"square": "sq",
	"floor":  "fl", "flr": "fl",
	"north": "n", "south": "s", "east": "e", "west": "w",
	"northeast": "ne", "northwest": "nw", "southeast": "se", "southwest": "sw",
	"close":    "cl",
	"crescent": "cres",
	"terrace":  "ter", "terr": "ter", "tce": "ter",
	"highway":  "hwy",
	"parkway":  "pkwy",
	"mount":    "mt",
	"building": "bldg",
	"gardens":  "gdns",
	"heights":  "hts",
	"centre":   "ctr", "center": "ctr",
	"number": "no", "nr": "no",
	"strasse": "str",
}

// countries maps country names and codes that end an address to an ISO
// 3166-1 alpha-2 code. Two-letter codes that are also US state or Canadian
// province abbreviations (CA, DE, IN, ...) are left out on purpose.
var countries = phrases(map[string][]string{
	"gb": {"united kingdom", "uk", "u k", "gb", "great britain", "england", "scotland", "wales",
		"northern ireland", "united kingdom of great britain and northern ireland"},
	"us": {"united states", "united states of america", "usa", "u s a", "us", "u s", "america"},
	"de": {"germany", "deutschland", "bundesrepublik deutschland", "federal republic of germany"},
	"fr": {"france", "republique francaise"},
	"ie": {"ireland", "republic of ireland", "eire"},
	"nl": {"netherlands", "the netherlands", "nederland", "holland"},
	"be": {"belgium", "belgique", "belgie"},
	"lu": {"luxembourg"},
	"ch": {"switzerland", "schweiz", "suisse", "svizzera"},
	"at": {"austria", "osterreich", "oesterreich"},
	"es": {"spain", "espana"},
	"pt": {"portugal"},
	"it": {"italy", "italia"},
	"dk": {"denmark", "danmark"},
	"se": {"sweden", "sverige"},
	"no": {"norway", "norge"},
	"fi": {"finland", "suomi"},
	"pl": {"poland", "polska"},
	"ca": {"canada"},
	"au": {"australia"},
	"nz": {"new zealand"},
	"sg": {"singapore"},
	"hk": {"hong kong"},
	"ae": {"united arab emirates", "uae"},
	"za": {"south africa"},
	"in": {"india"},
})

// legalForms maps spellings of legal forms to one code each.
var legalForms = phrases(map[string][]string{
	"ltd":  {"ltd", "limited", "ltee"},
	"inc":  {"inc", "incorporated"},
	"corp": {"corp", "corporation"},
	"co":   {"co", "company"},
	"llc":  {"llc", "l l c", "limited liability company"},
	"llp":  {"llp", "l l p", "limited liability partnership"},
	"lp":   {"lp", "l p", "limited partnership"},
	"plc":  {"plc", "p l c", "public limited company"},
	"pty":  {"pty", "proprietary"},
	"gmbh": {"gmbh", "g m b h", "gesellschaft mit beschrankter haftung",
		"gesellschaft mit beschraenkter haftung"},
	"ag":   {"ag", "aktiengesellschaft"},
	"kg":   {"kg", "kommanditgesellschaft"},
	"ug":   {"ug"},
	"bv":   {"bv", "b v", "besloten vennootschap"},
	"nv":   {"nv", "n v", "naamloze vennootschap"},
	"sa":   {"sa", "s a", "societe anonyme", "sociedad anonima"},
	"sas":  {"sas", "s a s", "societe par actions simplifiee"},
	"sarl": {"sarl", "s a r l", "societe a responsabilite limitee"},
	"srl":  {"srl", "s r l"},
	"spa":  {"spa", "s p a", "societa per azioni"},
	"sl":   {"sl", "s l", "sociedad limitada"},
	"se":   {"se", "societas europaea"},
	"oy":   {"oy", "oyj"},
	"ab":   {"ab", "aktiebolag"},
	"as":   {"as", "a s", "asa"},
	"aps":  {"aps"},
	"ltda": {"ltda", "lda"},
})

// legalFormCodes holds the codes of legalForms, to find a trailing legal form.
var legalFormCodes = func() map[string]bool {
	m := make(map[string]bool)
	for _, code := range legalForms.codes {
		m[code] = true
	}
	return m
}()

func setOf(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[w] = true
	}
	return m
}

// phraseTable maps token sequences to codes.
type phraseTable struct {
	codes  map[string]string // phrase (tokens joined by spaces) -> code
	maxLen int               // tokens in the longest phrase
}

func phrases(byCode map[string][]string) phraseTable {
	t := phraseTable{codes: make(map[string]string)}
	for code, list := range byCode {
		for _, p := range list {
			t.codes[p] = code
			t.maxLen = max(t.maxLen, strings.Count(p, " ")+1)
		}
	}
	return t
}

// replaceAll rewrites every phrase of t found in tokens by its code, longest
// phrase first, scanning left to right.
func (t phraseTable) replaceAll(tokens []string) []string {
	out := make([]string, 0, len(tokens))
	for i := 0; i < len(tokens); {
		n := min(t.maxLen, len(tokens)-i)
		for ; n > 0; n-- {
			if code, ok := t.codes[strings.Join(tokens[i:i+n], " ")]; ok {
				out = append(out, code)
				break
			}
		}
		if n == 0 {
			out = append(out, tokens[i])
			n = 1
		}
		i += n
	}
	return out
}

// trailing finds the longest phrase of t that ends tokens and leaves at
// least one token before it. It returns the tokens before the phrase and
// the phrase's code.
func (t phraseTable) trailing(tokens []string) (rest []string, code string, ok bool) {
	for n := min(t.maxLen, len(tokens)-1); n > 0; n-- {
		if code, ok := t.codes[strings.Join(tokens[len(tokens)-n:], " ")]; ok {
			return tokens[:len(tokens)-n], code, true
		}
	}
	return tokens, "", false
}

// step is one rewriting rule of a kind. It is applied to both sides at once,
// so that it can depend on what the other side holds, and must treat the two
// sides alike: apply(b, a) returns the results of apply(a, b) swapped.
type step struct {
	rule  string
	apply func(a, b []string) ([]string, []string)
}

// each lifts a rewriting of one side into a step.
func each(rule string, f func([]string) []string) step {
	return step{rule, func(a, b []string) ([]string, []string) { return f(a), f(b) }}
}

// steps lists the rewriting rules of kind in the order they are tried.
func steps(kind Kind) []step {
	switch kind {
	case Name:
		return []step{each(RuleTitle, dropTitles)}
	case Address:
		return []step{each(RuleAbbreviation, abbreviateAddress), {RuleCountry, dropCountry}}
	case Organisation:
		return []step{each(RuleArticle, dropArticle), {RuleLegalForm, legalForm}}
	}
	return nil
}

// dropTitles removes the titles that start a name, keeping at least one token.
func dropTitles(tokens []string) []string {
	for len(tokens) > 1 && titles[tokens[0]] {
		tokens = tokens[1:]
	}
	return tokens
}

// abbreviateAddress writes every address word in its short form; a German
// compound ending in "strasse" (Hauptstraße) is shortened to "str" as well.
func abbreviateAddress(tokens []string) []string {
	out := make([]string, len(tokens))
	for i, t := range tokens {
		switch short, ok := addressWords[t]; {
		case ok:
			out[i] = short
		case len(t) > len("strasse") && strings.HasSuffix(t, "strasse"):
			out[i] = strings.TrimSuffix(t, "strasse") + "str"
		default:
			out[i] = t
		}
	}
	return out
}

// dropCountry writes the country that ends both addresses as its code when
// they name the same one, and drops it when only one side names a country.
func dropCountry(a, b []string) ([]string, []string) {
	ra, ca, oka := countries.trailing(a)
	rb, cb, okb := countries.trailing(b)
	switch {
	case oka && okb && ca == cb:
		return append(slices.Clip(ra), ca), append(slices.Clip(rb), cb)
	case oka && okb:
		// Different countries stay as written, so that their codes do not
		// make the addresses look closer than they are.
		return a, b
	case oka:
		return ra, b
	case okb:
		return a, rb
	}
	return a, b
}

// dropArticle removes a leading "the", keeping at least one token.
func dropArticle(tokens []string) []string {
	if len(tokens) > 1 && tokens[0] == "the" {
		return tokens[1:]
	}
	return tokens
}

// legalForm writes legal forms as their codes, and drops the legal form
// that ends a name when only one side has one.
func legalForm(a, b []string) ([]string, []string) {
	a, b = legalForms.replaceAll(a), legalForms.replaceAll(b)
	ra, rb := trimLegalForm(a), trimLegalForm(b)
	switch {
	case len(ra) < len(a) && len(rb) == len(b):
		return ra, b
	case len(rb) < len(b) && len(ra) == len(a):
		return a, rb
	}
	return a, b
}

// trimLegalForm removes the run of legal-form codes that ends tokens,
// keeping at least one token.
func trimLegalForm(tokens []string) []string {
	n := len(tokens)
	for n > 1 && legalFormCodes[tokens[n-1]] {
		n--
	}
	return tokens[:n]
}

// conflict names the rule under which two values of kind, given as the
// tokens of Normalize, cannot match whatever their similarity, or returns "".
// Two addresses that end in different countries, two organisation names that
// end in different legal forms, and two addresses or organisation names that
// each hold a number the other lacks name different things.
func conflict(kind Kind, a, b []string) string {
	switch kind {
	case Address:
		_, ca, oka := countries.trailing(a)
		_, cb, okb := countries.trailing(b)
		if oka && okb && ca != cb {
			return RuleCountryDiffers
		}
	case Organisation:
		la, lb := legalFormOf(a), legalFormOf(b)
		if len(la) > 0 && len(lb) > 0 && !slices.Equal(la, lb) {
			return RuleLegalFormDiffers
		}
	default:
		return ""
	}
	na, nb := numbers(a), numbers(b)
	if contains(na, nb) || contains(nb, na) || digits(a) == digits(b) {
		// The same numbers in any order, numbers missing on one side only,
		// or the same digits split differently ("NW1 6XE", "NW16XE").
		return ""
	}
	return RuleNumberDiffers
}

// digits returns the decimal digits of tokens in order.
func digits(tokens []string) string {
	var b strings.Builder
	for _, t := range tokens {
		for _, r := range t {
			if r >= '0' && r <= '9' {
				b.WriteRune(r)
			}
		}
	}
	return b.String()
}

// numbers returns the runs of decimal digits in tokens, sorted: "Flat 2,
// 10 High St, SW1A 1AA" holds 1, 1, 10 and 2.
func numbers(tokens []string) []string {
	var runs []string
	for _, t := range tokens {
		start := -1
		for i, r := range t + " " {
			switch {
			case r >= '0' && r <= '9' && start < 0:
				start = i
			case (r < '0' || r > '9') && start >= 0:
				runs = append(runs, t[start:i])
				start = -1
			}
		}
	}
	slices.Sort(runs)
	return runs
}

// contains reports whether the sorted list big holds every element of the
// sorted list small, counting repeats.
func contains(big, small []string) bool {
	i := 0
	for _, s := range small {
		for i < len(big) && big[i] < s {
			i++
		}
		if i == len(big) || big[i] != s {
			return false
		}
		i++
	}
	return true
}

// legalFormOf returns the codes of the legal form that ends an organisation
// name, if any.
func legalFormOf(tokens []string) []string {
	tokens = legalForms.replaceAll(dropArticle(tokens))
	return tokens[len(trimLegalForm(tokens)):]
}

// middleName reports whether the side with fewer tokens has all its tokens
// in the other side (counting repeats) and both start with the same token.
func middleName(a, b []string) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	if len(a) == 0 || len(a) == len(b) || a[0] != b[0] {
		return false
	}
	left := make(map[string]int, len(b))
	for _, t := range b {
		left[t]++
	}
	for _, t := range a {
		if left[t] == 0 {
			return false
		}
		left[t]--
	}
	return true
}

// truncated reports whether one side is the other cut short the way a
// machine-readable zone cuts a name that does not fit: see RuleMRZTruncation.
func truncated(a, b []string) bool {
	return cutFrom(a, b) || cutFrom(b, a)
}

// minCutWord is the fewest runes a name's first word keeps when the MRZ cuts
// it. An MRZ name field has 30 (TD1) to 39 (TD3) positions, so a first word
// is cut only when it is about that long, and "ANN" never stands for
// "Annabel".
const minCutWord = 20

// cutFrom reports whether short is long cut short: its tokens but the last
// equal long's first ones, its last token is a prefix of the token of long at
// the same place, and its first token is whole unless it is the only one and
// keeps at least minCutWord runes.
func cutFrom(short, long []string) bool {
	k := len(short)
	if k == 0 || k > len(long) {
		return false
	}
	if short[0] != long[0] && (k > 1 || utf8.RuneCountInString(short[0]) < minCutWord) {
		return false
	}
	if !slices.Equal(short[:k-1], long[:k-1]) || !strings.HasPrefix(long[k-1], short[k-1]) {
		return false
	}
	return k < len(long) || short[k-1] != long[k-1]
}
