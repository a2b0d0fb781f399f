package lexicon

import (
	"strings"
	"sync"
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
