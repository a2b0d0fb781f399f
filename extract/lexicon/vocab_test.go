package lexicon

import (
	"slices"
	"strings"
	"testing"
	"unicode"

	"github.com/google/go-cmp/cmp"
)

func TestVocabularySane(t *testing.T) {
	for _, k := range Kinds() {
		terms := Vocabulary(k)
		if len(terms) == 0 {
			t.Errorf("%s has no terms", k)
		}
		strong := false
		seen := map[string]bool{}
		for _, term := range terms {
			key := term.Lang + "|" + Fold(term.Text)
			if Fold(term.Text) == "" || seen[key] {
				t.Errorf("%s: empty or repeated term %+v", k, term)
			}
			seen[key] = true
			if term.Weight != Weak && term.Weight != Strong {
				t.Errorf("%s: bad weight %+v", k, term)
			}
			strong = strong || term.Weight == Strong
			if term.Capitals && strings.ToUpper(term.Text) != term.Text {
				t.Errorf("%s: capitals-only term %q is not in capitals", k, term.Text)
			}
		}
		if !strong {
			t.Errorf("%s has no strong term", k)
		}
	}
	for k := range vocabulary {
		if !slices.Contains(kindOrder, k) {
			t.Errorf("vocabulary of undeclared kind %s", k)
		}
	}
}

// TestSpecimenEveryEULanguage: the 24 official EU languages each have a
// specimen word.
func TestSpecimenEveryEULanguage(t *testing.T) {
	langs := map[string]bool{}
	for _, term := range Vocabulary(KindSpecimen) {
		if term.Weight == Strong {
			langs[term.Lang] = true
		}
	}
	for _, l := range strings.Fields("bg cs da de el en es et fi fr ga hr hu it lt lv mt nl pl pt ro sk sl sv") {
		if !langs[l] {
			t.Errorf("no specimen word in %s", l)
		}
	}
}

// TestOldVocabularyCarriedOver: the title keywords of
// extract/identity/evidence.go and the specimen words of
// extract/specimen.go have a home.
func TestOldVocabularyCarriedOver(t *testing.T) {
	var identity []string
	for _, k := range []Kind{KindIdentity, KindPassport, KindIDCard, KindDrivingLicence, KindResidencePermit} {
		for _, term := range Vocabulary(k) {
			identity = append(identity, Fold(term.Text))
		}
	}
	for _, old := range []string{"PASSPORT", "PASSEPORT", "REISEPASS", "PASAPORTE", "PASSAPORTE", "PASSAPORTO", "PASPOORT",
		"IDENTITY CARD", "ID CARD", "IDENTIFICATION CARD", "IDENTITY DOCUMENT", "IDENTITEITSKAART",
		"IDENTITEITSBEWIJS", "PERSONALAUSWEIS", "DOCUMENTO NACIONAL DE IDENTIDAD",
		"DOCUMENTO DE IDENTIDAD", "CARTA D IDENTITA", "CARTA DI IDENTITA", "CARTAO DE CIDADAO",
		"BILHETE DE IDENTIDADE", "DRIVING LICENCE", "DRIVING LICENSE", "DRIVER LICENSE", "DRIVERS LICENSE",
		"DRIVER S LICENSE", "DRIVER LICENCE", "DRIVERS LICENCE", "FUHRERSCHEIN", "PERMIS DE CONDUIRE",
		"PERMISO DE CONDUCCION", "PATENTE DI GUIDA", "RIJBEWIJS", "CARTA DE CONDUCAO", "RESIDENCE PERMIT",
		"AUFENTHALTSTITEL", "TITRE DE SEJOUR", "PASSPORT CARD", "LICNA KARTA", "OSOBNA ISKAZNICA",
		"ASMENS TAPATYBES KORTELE"} {
		if !slices.Contains(identity, Fold(old)) {
			t.Errorf("identity keyword %q has no home", old)
		}
	}
	var anyCase, capitals []string
	for _, term := range Vocabulary(KindSpecimen) {
		if term.Capitals {
			capitals = append(capitals, Fold(term.Text))
		} else {
			anyCase = append(anyCase, Fold(term.Text))
		}
	}
	for _, w := range []string{"SPECIMEN", "ESPECIMEN", "SPECIMENS"} {
		if !slices.Contains(anyCase, Fold(w)) {
			t.Errorf("any-case specimen word %q has no home", w)
		}
	}
	for _, w := range []string{"SAMPLE", "MUSTER", "VOID"} {
		if !slices.Contains(capitals, Fold(w)) || slices.Contains(anyCase, Fold(w)) {
			t.Errorf("capitals-only specimen word %q has no home", w)
		}
	}
	if diff := cmp.Diff([]string{"L898902C3", "D23145890", "L8988901C"}, ICAOExampleNumbers()); diff != "" {
		t.Errorf("ICAOExampleNumbers mismatch (-want +got):\n%s", diff)
	}
}

// TestTaxVocabularyCarriedOver: the tax wording of extract/taxdoc and
// extract/proofofaddress, and the titles of extract/organisation.
func TestTaxVocabularyCarriedOver(t *testing.T) {
	has := func(k Kind, s string) bool {
		for _, term := range Vocabulary(k) {
			if Fold(term.Text) == Fold(s) || strings.Contains(" "+Fold(term.Text)+" ", " "+Fold(s)+" ") {
				return true
			}
		}
		return false
	}
	for _, s := range []string{"tax return", "tax year", "income tax", "taxpayer", "tax assessment", "self assessment",
		"withholding", "tax identification", "tax reference", "unique taxpayer reference", "national insurance number",
		"steuerbescheid", "einkommensteuer", "steuernummer", "steuer-id", "avis d'impôt", "impôt sur le revenu",
		"numéro fiscal", "declaración de la renta", "impuesto sobre la renta", "certificado tributario",
		"dichiarazione dei redditi", "codice fiscale", "aanslag", "inkomstenbelasting", "fiscaal nummer",
		"notice of assessment", "tax certificate", "tax clearance", "form w-9", "form w-8ben", "form 1099", "form w-2",
		"request for taxpayer", "wage and tax statement", "certificate of foreign status", "self assessment tax return",
		"under penalties of perjury", "see instructions", "claim of tax treaty benefits"} {
		if !has(KindTaxDoc, s) {
			t.Errorf("tax wording %q has no home", s)
		}
	}
	for _, s := range []string{"certificate of incorporation", "certificate of good standing", "certificate of incumbency",
		"certificate of formation", "certificate of continuation", "certificate of change of name",
		"certificate of directors and secretary", "articles of incorporation", "articles of organization", "company printout",
		"company overview", "company profile", "company extract", "company search", "company details", "business profile",
		"register extract", "extract from the register", "extract from the trade register", "extract from the commercial register",
		"uittreksel handelsregister", "uittreksel uit het handelsregister", "handelsregister b des amtsgerichts", "aktueller ausdruck",
		"chronologischer ausdruck", "is this day incorporated", "duly incorporated", "in good standing",
		"persons with significant control", "extrait kbis", "nota simple", "filing history", "charges", "share capital"} {
		if !has(KindOrganisationDoc, s) {
			t.Errorf("organisation wording %q has no home", s)
		}
	}
	for _, s := range []string{"amount due", "total due", "please pay", "direct debit", "meter reading", "kwh", "tariff",
		"statement", "bill", "invoice", "rechnung", "abrechnung", "facture", "factura", "fattura", "bolletta", "factuur",
		"jaarnota", "your account", "rechnungsbetrag", "montant à payer", "importe a pagar", "importo da pagare", "te betalen"} {
		if !has(KindBill, s) && !has(KindInvoice, s) {
			t.Errorf("bill wording %q has no home", s)
		}
	}
	for _, s := range []string{"opening balance", "closing balance", "statement period", "account statement", "bank statement",
		"beginsaldo", "eindsaldo", "rekeningafschrift", "kontoauszug", "relevé de compte", "extracto", "saldo inicial", "saldo final", "iban", "estratto conto"} {
		if !has(KindBankStatement, s) {
			t.Errorf("statement wording %q has no home", s)
		}
	}
}

func TestCapitalsTermsAreWords(t *testing.T) {
	for _, term := range Vocabulary(KindSpecimen) {
		for _, r := range term.Text {
			if !unicode.IsLetter(r) && r != ' ' && r != '-' {
				t.Errorf("specimen term %q holds %q", term.Text, r)
			}
		}
	}
}

// TestSpecimenTerms: every word that must stand alone to count is a
// specimen word, the unambiguous marks count in capitals anywhere, and
// ICAO's example state is Utopia's code, not a code of real documents.
func TestSpecimenTerms(t *testing.T) {
	terms := map[string]SpecimenTerm{}
	for _, s := range SpecimenTerms() {
		terms[s.Text] = s
	}
	for w := range aloneSpecimenWords {
		if s, ok := terms[w]; !ok || !s.Alone {
			t.Errorf("%q: not a specimen word that stands alone", w)
		}
	}
	for _, w := range []string{"SPECIMEN", "SAMPLE", "MUSTER", "VOID", "VOORBEELD", "PAVYZDYS"} {
		if s, ok := terms[w]; !ok || s.Alone {
			t.Errorf("%q: want a specimen word counted wherever printed", w)
		}
	}
	if _, ok := terms["MUSTERMANN"]; ok {
		t.Error("the placeholder name MUSTERMANN, which real people bear, is a specimen term")
	}
	if ICAOExampleState != "UTO" {
		t.Errorf("ICAOExampleState = %q", ICAOExampleState)
	}
}

func TestIsDepartment(t *testing.T) {
	for name, want := range map[string]bool{
		"Council Tax Section": true, "Customer Services": true, "Abteilung Kundenservice": true, "Service clients": true,
		"Castlebury Council": false, "Meridian Card Services": false, "Department of the Treasury Internal Revenue Service": false,
		"Kingsmead Bank UK plc": false,
	} {
		if got := IsDepartment(name); got != want {
			t.Errorf("IsDepartment(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestIsBranch(t *testing.T) {
	for name, want := range map[string]bool{
		"Agence de Nîmes": true, "Filiale Köln": true, "Sucursal de Sevilla": true, "Branch office Leeds": true,
		"Agence": false, "Banque des Tilleuls": false, "Agenzia delle Entrate Direzione Provinciale di Torino": false,
	} {
		if got := IsBranch(name); got != want {
			t.Errorf("IsBranch(%q) = %v, want %v", name, got, want)
		}
	}
}

func TestIsUnit(t *testing.T) {
	for line, want := range map[string]bool{
		"Council Tax Section":              true,
		"Department of Public Utilities":   true,
		"Customer Service":                 true,
		"Ufficio Territoriale di Torino 4": true,
		"City of Lake Haven":               false,
		"300 Civic Center Dr":              false,
	} {
		if got := IsUnit(line); got != want {
			t.Errorf("IsUnit(%q) = %v, want %v", line, got, want)
		}
	}
}
