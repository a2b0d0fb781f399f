package organisationdoc

import (
	"regexp"
	"strings"

	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/fuzzy"
)

// evidenceThreshold is the score from which a document is taken as an
// organisation document.
const evidenceThreshold = 4

var (
	// reTitles are the titles and wording of register extracts and
	// certificates; read on folded text.
	reTitles = regexp.MustCompile(`\b(?:certificate of (?:incorporation|good standing|incumbency|formation|continuation|change of name|directors and secretar(?:y|ies)|registration of (?:a )?(?:company|corporation|business))|articles of (?:incorporation|organi[sz]ation)|company (?:printout|overview|profile|extract|search|details)|business profile|register extract|extract from the (?:register|companies register|trade register|commercial register)|uittreksel (?:uit het )?handelsregister|handelsregister [ab] des amtsgerichts|aktueller ausdruck|chronologischer ausdruck|is this day incorporated|(?:is|was) (?:duly )?incorporated under|incorporated under the (?:laws|companies act)|duly incorporated|in good standing|persons? with significant control|extrait kbis|nota simple)\b`)
	// reRegistries are the names of company registers and their keepers.
	reRegistries = regexp.MustCompile(`\b(?:registrar of companies|companies house|companies registration office|accounting and corporate regulatory authority|acra|kamer van koophandel|handelsregister|registergericht|amtsgericht|division of corporations|secretary of state|companies office|registro mercantil|registre du commerce|corporate affairs commission|registry of companies|companies registry)\b`)
	// reBillWords, reStatementWords and reTaxWords are wording of bills,
	// bank statements and tax documents that registers do not print.
	reBillWords      = regexp.MustCompile(`\b(?:amount due|total due|please pay|direct debit|meter reading|meter|kwh|tariff|invoice|bill date|payment due|due date|rechnungsbetrag|montant a payer|importe total|importe a pagar|importo da pagare|te betalen|factuur|factura|facture|rechnung|bolletta)\b`)
	reStatementWords = regexp.MustCompile(`\b(?:opening balance|closing balance|statement period|account statement|bank statement|beginsaldo|eindsaldo|rekeningafschrift|kontoauszug|releve de compte|extracto|saldo inicial|saldo final|iban)\b`)
	reTaxWords       = regexp.MustCompile(`\b(?:tax return|tax year|income tax|corporation tax|taxpayer|unique taxpayer reference|utr|tax assessment|self assessment|withholding|tax identification|hm revenue|internal revenue service|steuerbescheid|steuernummer|finanzamt|avis d impot|belastingdienst|agencia tributaria|agenzia delle entrate|revenue commissioners|form w 9|form w 8ben|form 1099)\b`)
	// reIdentityWords are the titles and labels of identity documents.
	reIdentityWords = regexp.MustCompile(`\b(?:passport|passeport|reisepass|paspoort|pasaporte|identity card|carte d identite|personalausweis|driving licence|driver license|driver s license|date of birth|place of birth|nationality|date of expiry|geburtsdatum|date de naissance)\b`)
	// reMRZ is a machine-readable-zone line.
	reMRZ = regexp.MustCompile(`(?m)[A-Z0-9<]{25,}<<[A-Z0-9<]*$`)
)

// evidence is how strongly a document reads as an organisation document.
type evidence struct {
	score   int
	reasons []string
}

func (e *evidence) add(n int, reason string) {
	e.score += n
	e.reasons = append(e.reasons, reason)
}

// weigh scores text, its labelled fields and its officers as evidence of
// an organisation document. Register titles, register names, specific
// labels, a registration number and an officers table count for; the
// wording of bills, statements, tax documents and identity documents
// counts against.
func weigh(text string, lab [numKeys]labelled, people []Person) evidence {
	var e evidence
	f := lexicon.Fold(text)
	titled := false
	if n := len(distinct(reTitles.FindAllString(f, -1))); n > 0 {
		e.add(3+min(n-1, 2), "title")
		titled = true
	}
	if !titled && titleLine(text) {
		e.add(3, "title, misread")
	}
	if n := len(distinct(reRegistries.FindAllString(f, -1))); n > 0 {
		e.add(min(n, 2), "registry")
	}
	if registryHeading(text) {
		e.add(1, "registry heading")
	}
	specific := 0
	for k := keyName; k <= keyOffice; k++ {
		if lab[k].ok && lab[k].specific {
			specific++
		}
	}
	if specific > 0 {
		e.add(min(specific, 4), "labels")
	}
	if lab[keyNumber].ok {
		if _, ok := ParseNumber(lab[keyNumber].field.Value, ""); ok {
			e.add(1, "registration number")
		}
	} else if _, ok := FindNumber(text, ""); ok {
		e.add(1, "registration number")
	}
	if len(people) > 0 {
		e.add(1, "people")
	}
	if reBillWords.MatchString(f) {
		e.add(-3, "bill wording")
	}
	if reStatementWords.MatchString(f) {
		e.add(-3, "statement wording")
	}
	if reTaxWords.MatchString(f) {
		e.add(-4, "tax wording")
	}
	if n := len(distinct(reIdentityWords.FindAllString(f, -1))); n > 0 && len(people) == 0 {
		e.add(-2*min(n, 3), "identity wording")
	}
	if reMRZ.MatchString(text) {
		e.add(-6, "MRZ")
	}
	return e
}

func distinct(ss []string) map[string]bool {
	m := map[string]bool{}
	for _, s := range ss {
		m[strings.TrimSpace(s)] = true
	}
	return m
}

// titles are the headings of register extracts and certificates, folded,
// matched against whole lines with OCR noise tolerated.
var titles = []string{
	"company printout", "company overview", "certificate of incorporation", "certificate of good standing",
	"business profile company", "certificate of directors and secretary", "uittreksel handelsregister kamer van koophandel",
	"uittreksel handelsregister", "handelsregister b des amtsgerichts", "aktueller ausdruck", "certificate of incumbency",
	"register extract", "company extract", "certificate of formation", "articles of incorporation",
}

// titleLine reports whether a line of text reads as one of titles, give or
// take a few misread letters.
func titleLine(text string) bool {
	for _, l := range strings.Split(text, "\n") {
		f := lexicon.Fold(l)
		if len(f) < 10 || len(f) > 80 {
			continue
		}
		for _, t := range titles {
			if fuzzy.Similarity(f, t) >= 0.8 {
				return true
			}
		}
	}
	return false
}

// registryHeading reports whether a line of text is a register's name on
// its own, as a letterhead or signature prints it.
func registryHeading(text string) bool {
	for _, l := range strings.Split(text, "\n") {
		l = strings.TrimSpace(l)
		for _, m := range lexicon.FindAuthorities(l) {
			if m.Authority.Kind == lexicon.AuthorityRegistry && len(m.Text) >= len(l)*3/4 {
				return true
			}
		}
	}
	return false
}
