package lexicon

import (
	"regexp"
	"strings"
)

// proseWords are the function words that follow a label's words in running
// text and never start its value: "registered office is in England",
// "Sitz der Gesellschaft ist Berlin". From each language's grammar: the
// copula, articles, the common prepositions and conjunctions.
var proseWords = map[string][]string{
	"en": {"is", "was", "are", "were", "has", "have", "in", "of", "at", "and", "the", "a", "an", "this", "that", "for", "to", "on", "by", "as", "be", "will", "shall", "with", "under", "hereby", "certify", "certifies"},
	"de": {"ist", "war", "sind", "hat", "in", "im", "der", "die", "das", "des", "und", "fur", "zu", "am", "bei", "mit", "von", "wird"},
	"fr": {"est", "etait", "sont", "dans", "de", "du", "des", "et", "le", "la", "les", "pour", "au", "aux", "par", "avec", "sera"},
	"es": {"es", "esta", "fue", "son", "ha", "en", "del", "el", "los", "las", "para", "al", "por", "con"},
	"it": {"e", "era", "sono", "ha", "di", "del", "della", "il", "lo", "per", "al", "da", "con"},
	"nl": {"is", "was", "zijn", "heeft", "van", "het", "en", "voor", "te", "op", "door", "met"},
	"pt": {"foi", "sao", "tem", "em", "do", "da", "os", "as", "para", "com"},
}

var proseSet = func() map[string]bool {
	m := map[string]bool{}
	for _, ws := range proseWords {
		for _, w := range ws {
			m[w] = true
		}
	}
	return m
}()

// ProseWord reports whether word, folded, is a function word that follows
// a label in running text (see proseWords).
func ProseWord(word string) bool { return proseSet[Fold(word)] }

// verbs are the copulas and auxiliaries of proseWords, and the verbs of
// certifying: a name printed on its own holds none of them.
var verbs = map[string]bool{}

func init() {
	for _, w := range []string{"is", "was", "are", "were", "has", "have", "hereby", "certify", "certifies", "ist", "war", "sind", "hat", "wird",
		"est", "etait", "sont", "esta", "fue", "son", "era", "sono", "zijn", "heeft", "foi", "sao", "tem"} {
		verbs[w] = true
	}
}

// Verb reports whether word, folded, is a copula, an auxiliary or a verb
// of certifying (see verbs).
func Verb(word string) bool { return verbs[Fold(word)] }

// otherPeriodWords qualify a period label as another statement's: "Next
// statement period", "Vorheriger Abrechnungszeitraum".
var otherPeriodWords = map[string]bool{}

func init() {
	for _, w := range []string{"next", "previous", "prior", "last", "following", "upcoming",
		"nachster", "nachste", "nachsten", "vorheriger", "vorherige", "letzter", "letzte",
		"prochain", "prochaine", "precedent", "precedente", "proximo", "proxima", "anterior",
		"prossimo", "prossima", "precedente", "volgende", "vorige", "komende", "seguinte",
		"zuletzt", "latest", "dernier", "derniere", "laatst", "ultima", "ultimo"} {
		otherPeriodWords[w] = true
	}
}

// OtherPeriodWord reports whether word, folded, makes a period label
// another statement's ("next", "previous", "prochain", "vorheriger").
func OtherPeriodWord(word string) bool { return otherPeriodWords[Fold(word)] }

// copulas end a sentence that introduces the value printed after it:
// "Your UTR is:", "Ihre Steuernummer lautet:", "Votre numéro fiscal est :",
// "Uw btw-nummer luidt:", "Ditt organisationsnummer är:", "Numer NIP jest:".
var copulas = map[string]bool{}

func init() {
	for _, w := range []string{"is", "are", "was", "lautet", "lauten", "ist", "est", "sont", "es", "son", "e", "sono",
		"luidt", "zijn", "sao", "ar", "er", "jest", "je"} {
		copulas[w] = true
	}
}

// Copula reports whether word, folded, is a copula that may end a
// sentence introducing a value (see copulas).
func Copula(word string) bool { return copulas[Fold(word)] }

// datedOf are the words that join a document's number to its date in a
// title line: "Facture n° 0190867 du 08/09/2025", "Bolletta n. 2523 del
// 05/05/2025", "Rechnung Nr. 4711 vom 3.2.2025", "Invoice No. 88 dated
// 3 May 2025", "Factura nº 12 de 3 de mayo", "Nota 12 van 3 mei".
var datedOf = map[string]bool{}

func init() {
	for _, w := range []string{"du", "del", "dell", "vom", "de", "dated", "of", "van", "do", "da", "fran", "af", "z", "ze", "ot"} {
		datedOf[w] = true
	}
}

// DatedOf reports whether word, folded, joins a document's number to its
// date (see datedOf).
func DatedOf(word string) bool { return datedOf[Fold(word)] }

// bornWords introduce a person's birth after the name in registers'
// entries of their officers: "Pölzl, Theresa, geb. 26.09.1962" (the
// Austrian Firmenbuch), "born", "né le", "nata a", "nacido el", the Czech
// and Slovak "dat. nar." (datum narození), the Polish "ur.", the
// Scandinavian "født"/"född", the Portuguese "nascido".
var bornWords = []string{"geb.", "geb", "geboren", "born", "b.", "né", "née", "ne", "nee", "nato", "nata", "nacido", "nacida",
	"dat. nar.", "nar.", "narozen", "narozena", "ur.", "urodzony", "urodzona", "født", "född", "nascido", "nascida"}

// IsBornWord reports whether word, in any case, introduces a birth
// (bornWords).
func IsBornWord(word string) bool {
	for _, w := range bornWords {
		if strings.EqualFold(word, w) {
			return true
		}
	}
	return false
}

// BornPattern returns a case-insensitive regular expression alternation
// of the words that introduce a birth (see bornWords).
func BornPattern() string {
	qs := make([]string, len(bornWords))
	for i, w := range bornWords {
		qs[i] = regexp.QuoteMeta(w)
	}
	return `(?i:` + strings.Join(qs, "|") + `)`
}

// originWords open the place of origin and the residence the Swiss
// commercial register gives after a person's name (HRegV art. 119: "Rossi,
// Francesca, da Mendrisio, in Bellinzona"; "von Basel, in Zürich"; "de
// Nyon, à Morges").
var originWords = map[string]bool{"von": true, "aus": true, "in": true, "de": true, "d'": true, "à": true, "a": true, "da": true, "di": true}

// StartsWithOrigin reports whether s starts with a place of origin or of
// residence after a name (originWords).
func StartsWithOrigin(s string) bool {
	ws := strings.Fields(s)
	return len(ws) > 1 && originWords[strings.ToLower(ws[0])]
}
