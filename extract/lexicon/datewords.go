package lexicon

import (
	"strings"
	"sync"
	"unicode"
)

// A document prints many dates beside its own: when to pay, when it was
// paid, the bounds of a period, a birth, an expiry, a meter reading, a
// transaction, a receipt. These words in a date's label say so. Words are
// matched whole; prefixes begin a word ("expir" in "expiry", "expires");
// stems end or lie inside a German or Dutch compound ("zeitraum" in
// "Abrechnungszeitraum").
var (
	otherDateWords = map[string][]string{
		"en": {"due", "payable", "pay by", "payment", "paid", "debit", "debited", "collect", "collected", "collection",
			"birth", "born", "reading", "read", "next", "opening", "closing", "balance", "period", "from", "to", "until",
			"through", "thru", "since", "between", "start", "end", "beginning", "ending", "transaction", "posted",
			"value date", "received", "signed", "signature"},
		"de": {"fallig", "faellig", "zahlbar", "zahlung", "abbuchung", "lastschrift", "einzug", "zahlerstand", "nachste", "kontostand",
			"vom", "bis", "ab", "wertstellung", "buchung", "eingang", "unterschrift"},
		"fr": {"echeance", "exigible", "a payer", "prelevement", "paiement", "naissance", "ne", "nee", "valable", "validite",
			"compteur", "index", "lecture", "prochain", "prochaine", "solde", "periode", "du", "au", "valeur", "recu"},
		"es": {"vencimiento", "vence", "pago", "cargo", "adeudo", "nacimiento", "caducidad", "lectura", "proximo", "proxima",
			"saldo", "periodo", "desde", "hasta", "del", "al", "fecha valor", "recibido"},
		"it": {"scadenza", "pagamento", "addebito", "entro il", "nascita", "nato", "nata", "lettura", "prossimo", "prossima",
			"saldo", "periodo", "dal", "al", "fino", "valuta", "ricevuto", "ricevuta"},
		"nl": {"vervaldatum", "uiterlijk", "betaling", "incasso", "afschrijving", "geboortedatum", "meterstand", "volgende",
			"periode", "van", "tot", "tussen", "boekdatum", "ontvangen"},
	}
	otherDatePrefixes = []string{"expir", "valid", "gultig", "geldig", "geburt"}
	otherDateStems    = []string{"zeitraum", "periode", "falligkeit", "faelligkeit", "buchungs", "zahlungs", "abbuchungs",
		"einzugs", "valuta", "ablese", "geburts", "ablauf", "gultigkeits", "vervaldatum", "boekdatum", "geboortedatum",
		"incassodatum", "betaaldatum", "saldo"}
)

var otherDateSet = func() map[string]bool {
	m := map[string]bool{}
	for _, ws := range otherDateWords {
		for _, w := range ws {
			m[Fold(w)] = true
		}
	}
	return m
}()

// otherDateConcepts are the concepts whose labels name a date that is not
// the document's own.
var otherDateConcepts = []Concept{ConceptDueDate, ConceptPaymentDate, ConceptReadingDate, ConceptTransactionDate,
	ConceptReceivedDate, ConceptDateOfBirth, ConceptDateOfExpiry, ConceptStatementPeriod}

// otherDateLabels are the specific labels of otherDateConcepts in every
// language, folded, each between spaces: the wording of the languages
// otherDateWords does not list ("Dátum splatnosti", "Eräpäivä").
var otherDateLabels = sync.OnceValue(func() []string {
	var out []string
	for _, c := range otherDateConcepts {
		for _, p := range Labels(c) {
			if f := Fold(p.Text); !p.Generic && len(f) >= 4 {
				out = append(out, " "+f+" ")
			}
		}
	}
	return out
})

// OtherDate reports whether label, the words before a date, names a date
// that is not the document's own: a due, payment, period, birth, expiry,
// reading, transaction or receipt date ("Payment due date", "Zahlbar bis",
// "Abrechnungszeitraum", "Date de naissance", "Dátum splatnosti").
func OtherDate(label string) bool {
	padded := " " + Fold(label) + " "
	for _, l := range otherDateLabels() {
		if strings.Contains(padded, l) {
			return true
		}
	}
	ws := strings.Fields(Fold(label))
	for i, w := range ws {
		if otherDateSet[w] || i+1 < len(ws) && otherDateSet[w+" "+ws[i+1]] {
			return true
		}
		for _, p := range otherDatePrefixes {
			if strings.HasPrefix(w, p) {
				return true
			}
		}
		for _, s := range otherDateStems {
			if strings.Contains(w, s) {
				return true
			}
		}
	}
	return false
}

// A letter or certificate dates itself where it was made: "Fait à Paris,
// le 3 mai 2024" (the French formule de date), "En Madrid, a 27 de marzo de
// 2025" (the Spanish administrative datación), "Lisboa, 15 de março de
// 2025", "München, 12. April 2025" (DIN 5008's "Ort, Datum"), "V Ostravě
// dne 2. 5. 2023" (Czech, Slovak "dňa"), "Warszawa, dnia 3 maja 2024",
// "Roma, lì 3 maggio 2024", "Done at Dublin on 3 May 2024". placeLeads
// come before the place, placeJoins between the place and the date.
var (
	placeLeads = []string{"fait a", "fait", "en", "done at", "given at", "dado en", "fatto a", "dato a", "gegeben zu", "v", "ve", "vo",
		"w", "we", "feito em"}
	placeJoins = []string{"le", "a", "am", "den", "the", "on", "el", "il", "li", "lì", "dne", "dna", "dňa", "dnia", "em", "op", "this"}
)

var placeLeadSet, placeJoinSet = func() (map[string]bool, map[string]bool) {
	l, j := map[string]bool{}, map[string]bool{}
	for _, w := range placeLeads {
		l[Fold(w)] = true
	}
	for _, w := range placeJoins {
		j[Fold(w)] = true
	}
	return l, j
}()

// PlaceBeforeDate reports whether before, the text on a line before a date
// that ends the line, is the place the document was made in (see
// placeLeads): a lead word or two at most, a place of one to four words
// each starting with a capital, then a comma, a join word, or both.
func PlaceBeforeDate(before string) bool {
	ws := strings.Fields(before)
	if len(ws) == 0 {
		return false
	}
	// The join word, the comma, or both, after the place.
	comma := false
	if placeJoinSet[Fold(ws[len(ws)-1])] && len(ws) > 1 {
		ws = ws[:len(ws)-1]
		comma = true // a join word parts the place from the date as a comma does
	}
	last := ws[len(ws)-1]
	if strings.HasSuffix(last, ",") {
		ws[len(ws)-1] = strings.TrimSuffix(last, ",")
		comma = true
	}
	if !comma {
		return false
	}
	for n := 2; n >= 1; n-- {
		if len(ws) > n && placeLeadSet[Fold(strings.Join(ws[:n], " "))] {
			ws = ws[n:]
			break
		}
	}
	if len(ws) == 0 || len(ws) > 4 || IsLabelLine(strings.Join(ws, " ")) {
		return false // "Total, 12/03/2025" is a label's
	}
	for i, w := range ws {
		w = strings.Trim(w, "()")
		if w == "" || strings.ContainsAny(w, "0123456789:") {
			return false
		}
		r := []rune(w)[0]
		if !unicode.IsUpper(r) && (i == 0 || !isPlaceParticle(w)) {
			return false
		}
	}
	return true
}

// isPlaceParticle reports whether w joins the words of a place's name
// ("Frankfurt am Main", "Boulogne-sur-Mer", "Alcalá de Henares").
func isPlaceParticle(w string) bool {
	switch Fold(w) {
	case "am", "an", "der", "de", "del", "la", "le", "sur", "sous", "en", "im", "ob", "upon", "on", "di", "da", "do", "dos", "das", "nad", "pod":
		return true
	}
	return false
}
