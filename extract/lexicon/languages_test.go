package lexicon

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// addedLanguages are the languages whose register, tax, bill, statement
// and identity labels were added after the eleven of labelLanguages.
var addedLanguages = []string{"fi", "no", "et", "lv", "lt", "hu", "ro", "sk", "sl", "hr"}

// TestAddedLanguagesLabels: a few labels of each added language, as the
// documents print them, name their concept.
func TestAddedLanguagesLabels(t *testing.T) {
	tests := []struct {
		lang, text string
		want       Concept
	}{
		{"fi", "Toiminimi", ConceptOrganisationName},
		{"fi", "Kotipaikka", ConceptRegisteredOffice},
		{"fi", "Yritysmuoto", ConceptOrganisationType},
		{"fi", "Veronumero", ConceptTaxNumber},
		{"fi", "Laskutuskausi", ConceptStatementPeriod},
		{"no", "Registrert i Enhetsregisteret", ConceptIncorporationDate},
		{"no", "Aksjekapital", ConceptShareCapital},
		{"no", "Inntektsår", ConceptTaxYear},
		{"no", "Målepunkt-ID", ConceptMeterNumber},
		{"et", "Ärinimi", ConceptOrganisationName},
		{"et", "Registrikood", ConceptRegistrationNumber},
		{"et", "Juhatuse liige", ConceptOfficers},
		{"et", "KMKR number", ConceptVATNumber},
		{"et", "Maksetähtaeg", ConceptDueDate},
		{"et", "Sünniaeg", ConceptDateOfBirth},
		{"lv", "Reģistrācijas numurs", ConceptRegistrationNumber},
		{"lv", "Juridiskā adrese", ConceptRegisteredOffice},
		{"lv", "Valdes loceklis", ConceptOfficers},
		{"lv", "PVN reģistrācijas numurs", ConceptVATNumber},
		{"lv", "Rēķina datums", ConceptBillDate},
		{"lv", "Derīgs līdz", ConceptDateOfExpiry},
		{"lt", "Juridinio asmens kodas", ConceptRegistrationNumber},
		{"lt", "Buveinė", ConceptRegisteredOffice},
		{"lt", "PVM mokėtojo kodas", ConceptVATNumber},
		{"lt", "Mokėtojo kodas", ConceptCustomerNumber},
		{"lt", "Apmokėti iki", ConceptDueDate},
		{"hu", "Cégjegyzékszám", ConceptRegistrationNumber},
		{"hu", "A cég elnevezése", ConceptOrganisationName},
		{"hu", "Jegyzett tőke", ConceptShareCapital},
		{"hu", "Adózó neve", ConceptTaxpayerName},
		{"hu", "Felhasználási hely azonosító", ConceptMeterNumber},
		{"hu", "Elszámolási időszak", ConceptStatementPeriod},
		{"ro", "Număr de ordine în Registrul Comerțului", ConceptRegistrationNumber},
		{"ro", "Sediul social", ConceptRegisteredOffice},
		{"ro", "Forma juridică", ConceptOrganisationType},
		{"ro", "Cod loc de consum", ConceptMeterNumber},
		{"ro", "Data scadenței", ConceptDueDate},
		{"sk", "Obchodné meno", ConceptOrganisationName},
		{"sk", "Deň zápisu", ConceptIncorporationDate},
		{"sk", "Štatutárny orgán", ConceptOfficers},
		{"sk", "Základné imanie", ConceptShareCapital},
		{"sk", "Fakturačné obdobie", ConceptStatementPeriod},
		{"sk", "Dátum narodenia", ConceptDateOfBirth},
		{"sl", "Matična številka", ConceptRegistrationNumber},
		{"sl", "Pravnoorganizacijska oblika", ConceptOrganisationType},
		{"sl", "Davčna številka", ConceptTaxNumber},
		{"sl", "ID za DDV", ConceptVATNumber},
		{"sl", "Rok plačila", ConceptDueDate},
		{"sl", "Datum rojstva", ConceptDateOfBirth},
		{"hr", "Matični broj subjekta", ConceptRegistrationNumber},
		{"hr", "Osobe ovlaštene za zastupanje", ConceptOfficers},
		{"hr", "Temeljni kapital", ConceptShareCapital},
		{"hr", "OIB", ConceptTaxNumber},
		{"hr", "Obračunsko mjerno mjesto", ConceptMeterNumber},
		{"hr", "Datum dospijeća", ConceptDueDate},
		{"fi", "Antopäivä", ConceptDateOfIssue},
		{"et", "Esmakande kuupäev", ConceptIncorporationDate},
		{"et", "Arve number", ConceptInvoiceNumber},
		{"lv", "Rēķina numurs", ConceptInvoiceNumber},
		{"lt", "Sąskaitos faktūros data", ConceptInvoiceDate},
		{"sl", "Številka računa", ConceptInvoiceNumber},
		{"hr", "Broj računa", ConceptInvoiceNumber},
	}
	ix := NewLabelIndex()
	for _, tt := range tests {
		if got := ix.Lookup(tt.text); !slices.Contains(got, tt.want) {
			t.Errorf("Lookup(%q) = %v, want %s among them", tt.text, got, tt.want)
		}
		// The phrase is listed under its language, as printed.
		found := false
		for _, p := range LabelsIn(tt.want, tt.lang) {
			found = found || p.Text == tt.text
		}
		if !found {
			t.Errorf("%q is not a %s label of %s", tt.text, tt.lang, tt.want)
		}
	}
}

// TestAddedLanguagesCoverage: every added language labels the fields the
// readers of register extracts, tax letters and bills declare.
func TestAddedLanguagesCoverage(t *testing.T) {
	for _, c := range []Concept{
		ConceptOrganisationName, ConceptRegistrationNumber, ConceptIncorporationDate, ConceptRegisteredOffice,
		ConceptOrganisationType, ConceptOfficers, ConceptShareCapital, ConceptRegister,
		ConceptTaxNumber, ConceptVATNumber, ConceptTaxpayerName, ConceptTaxYear,
		ConceptCustomerNumber, ConceptBillDate, ConceptDueDate, ConceptStatementPeriod, ConceptAmountDue,
		ConceptSurname, ConceptGivenNames, ConceptDateOfBirth, ConceptDateOfIssue, ConceptDateOfExpiry,
	} {
		for _, lang := range addedLanguages {
			if len(labels[c][lang]) == 0 {
				t.Errorf("%s has no %s label", c, lang)
			}
		}
	}
}

// TestAddedLanguagesGeneric: the ordinary words among the added labels are
// generic (Phrase.Generic), so that running text does not read as a label.
func TestAddedLanguagesGeneric(t *testing.T) {
	tests := []struct {
		c          Concept
		lang, text string
		want       bool
	}{
		{ConceptOrganisationName, "hr", "Tvrtka", true},
		{ConceptOrganisationName, "hr", "Skraćena tvrtka", false},
		{ConceptOfficers, "hr", "Uprava", true}, // "Porezna uprava", the tax administration
		{ConceptOfficers, "hr", "Član uprave", false},
		{ConceptName, "hu", "Név", true},
		{ConceptTaxpayerName, "hu", "Adózó neve", false},
		{ConceptBalance, "sl", "Stanje", true},
		{ConceptOpeningBalance, "sl", "Začetno stanje", false},
		{ConceptPeriodEnd, "lt", "Iki", true},
		{ConceptRegistrationNumber, "lt", "Kodas", true},
	}
	for _, tt := range tests {
		var got []Phrase
		for _, p := range LabelsIn(tt.c, tt.lang) {
			if p.Text == tt.text {
				got = append(got, p)
			}
		}
		want := []Phrase{{Text: tt.text, Lang: tt.lang, Generic: tt.want}}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("LabelsIn(%s, %s) for %q mismatch (-want +got):\n%s", tt.c, tt.lang, tt.text, diff)
		}
	}
}

// TestAddedLanguagesLeftOut: words that would label two things are not
// labels of the concept they might seem to be: the Hungarian "számla" and
// the Slovene and Croatian "račun" are an invoice and an account alike, a
// bare "Sold" is English print, the Latvian "no" (from) is "No." folded.
func TestAddedLanguagesLeftOut(t *testing.T) {
	ix := NewLabelIndex()
	for text, c := range map[string]Concept{
		"Számlaszám":      ConceptAccountNumber,
		"Številka računa": ConceptAccountNumber,
		"Broj računa":     ConceptAccountNumber,
		"Sold":            ConceptBalance,
		"No":              ConceptPeriodStart,
		"Reģ. Nr.":        ConceptRegistrationNumber,
		"Tag":             ConceptShareholders,
	} {
		if slices.Contains(ix.Lookup(text), c) {
			t.Errorf("Lookup(%q) has %s", text, c)
		}
	}
}

// TestAddedLanguagesVocabulary: the titles of the added languages' documents
// weigh as their kind, heading a line; a bank's "Izvod" is not the
// register's "Izvadak".
func TestAddedLanguagesVocabulary(t *testing.T) {
	tests := []struct {
		text string
		want Kind
	}{
		{"Kaupparekisteriote\nToiminimi: Esimerkki Oy", KindOrganisationDoc},
		{"Registrikaardi väljavõte\nÄrinimi: Näide OÜ", KindOrganisationDoc},
		{"Juridinių asmenų registro išrašas", KindOrganisationDoc},
		{"Cégkivonat\nCégjegyzékszám: 01-09-123456", KindOrganisationDoc},
		{"Certificat constatator", KindOrganisationDoc},
		{"Výpis z obchodného registra\nOkresného súdu Bratislava I", KindOrganisationDoc},
		{"Izpis iz sodnega registra", KindOrganisationDoc},
		{"Izvadak iz sudskog registra\nTrgovački sud u Zagrebu", KindOrganisationDoc},
		{"Verotuspäätös 2024", KindTaxDoc},
		{"Skattemelding for 2024", KindTaxDoc},
		{"Certificat de atestare fiscală", KindTaxDoc},
		{"Osvedčenie o registrácii pre daň z pridanej hodnoty", KindTaxDoc},
		{"Informativni izračun dohodnine za leto 2024", KindTaxDoc},
		{"Sähkölasku", KindBill},
		{"Villanyszámla", KindBill},
		{"Račun za električnu energiju", KindBill},
		{"Konta izraksts", KindBankStatement},
		{"Számlakivonat", KindBankStatement},
		{"Extras de cont", KindBankStatement},
		{"Rēķins Nr. 123", KindInvoice},
		{"PVM sąskaita faktūra", KindInvoice},
		{"Faktúra – daňový doklad", KindInvoice},
		{"Osebna izkaznica", KindIDCard},
		{"Vadītāja apliecība", KindDrivingLicence},
	}
	for _, tt := range tests {
		if got := Weigh(tt.text)[tt.want]; len(got.Strong) == 0 {
			t.Errorf("Weigh(%q)[%s] = %+v, want a title", tt.text, tt.want, got)
		}
	}
	if got := Weigh("Izvadak iz sudskog registra")[KindBankStatement]; got.Score() != 0 {
		t.Errorf("a register extract's title weighs as a bank statement: %+v", got)
	}
	if got := Weigh("Certificat de înregistrare în scopuri de TVA")[KindOrganisationDoc]; got.Score() != 0 {
		t.Errorf("a VAT certificate's title weighs as an organisation document: %+v", got)
	}
}
