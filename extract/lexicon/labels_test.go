package lexicon

import (
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestLabelTablesSane(t *testing.T) {
	declared := map[Concept]bool{}
	for _, c := range conceptOrder {
		if declared[c] {
			t.Errorf("%s declared twice", c)
		}
		declared[c] = true
	}
	for c := range labels {
		if !declared[c] {
			t.Errorf("%s has labels but is not in conceptOrder", c)
		}
	}
	for _, c := range Concepts() {
		byLang := labels[c]
		for _, lang := range requiredLanguages {
			if len(byLang[lang]) == 0 {
				t.Errorf("%s has no %s label", c, lang)
			}
		}
		for lang, ps := range byLang {
			if len(lang) != 2 || strings.ToLower(lang) != lang {
				t.Errorf("%s: bad language %q", c, lang)
			}
			seen := map[string]string{}
			for _, p := range ps {
				k := Fold(p)
				if k == "" || strings.TrimSpace(p) != p {
					t.Errorf("%s/%s: bad phrase %q", c, lang, p)
				}
				if prev, ok := seen[k]; ok {
					t.Errorf("%s/%s: %q and %q are the same after Fold (%q)", c, lang, prev, p, k)
				}
				seen[k] = p
			}
		}
	}
}

// TestGenericLabelsExist: every generic phrase is a label of its concept.
func TestGenericLabelsExist(t *testing.T) {
	for c, ps := range genericLabels {
		var folded []string
		for _, p := range Labels(c) {
			folded = append(folded, Fold(p.Text))
		}
		for _, p := range ps {
			if !slices.Contains(folded, Fold(p)) {
				t.Errorf("generic %q is not a label of %s", p, c)
			}
		}
	}
}

func TestValuesSane(t *testing.T) {
	for c, byLang := range valueTable {
		if !slices.Contains(conceptOrder, c) {
			t.Errorf("values of undeclared concept %s", c)
		}
		for lang, vs := range byLang {
			seen := map[string]bool{}
			for _, v := range vs {
				k := Fold(v)
				if k == "" || seen[k] {
					t.Errorf("%s/%s: empty or repeated value %q", c, lang, v)
				}
				seen[k] = true
			}
		}
	}
}

func TestLabels(t *testing.T) {
	got := LabelsIn(ConceptDateOfIssue, "fr")
	want := []Phrase{
		{Text: "Date de délivrance", Lang: "fr"}, {Text: "Délivré le", Lang: "fr"}, {Text: "Délivrée le", Lang: "fr"},
		{Text: "Délivrance", Lang: "fr", Generic: true}, {Text: "Date d'émission", Lang: "fr"},
		{Text: "Émis le", Lang: "fr"}, {Text: "Date d'édition", Lang: "fr"}, {Text: "Édité le", Lang: "fr"},
		{Text: "Fait le", Lang: "fr"}, {Text: "Établi le", Lang: "fr"}, {Text: "Date de l'avis", Lang: "fr"},
		{Text: "Date d'établissement", Lang: "fr"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("LabelsIn(date_of_issue, fr) mismatch (-want +got):\n%s", diff)
	}
	if Labels("no_such_concept") != nil {
		t.Error("Labels of an unknown concept is not nil")
	}
	// A passport's trilingual caption: each part is a label.
	for _, part := range strings.Split("Date of issue/Date de délivrance/Fecha de expedición", "/") {
		if !slices.Contains(NewLabelIndex().Lookup(part), ConceptDateOfIssue) {
			t.Errorf("%q is not a date_of_issue label", part)
		}
	}
}

func TestLabelIndex(t *testing.T) {
	ix := NewLabelIndex()
	for text, want := range map[string]Concept{
		"GEB.-DATUM":                ConceptDateOfBirth,
		"d.o.b.":                    ConceptDateOfBirth,
		"Numéro fiscal":             ConceptTaxNumber,
		"USt-IdNr.":                 ConceptVATNumber,
		"Auszugszeitraum":           ConceptStatementPeriod,
		"Periodo dal":               ConceptStatementPeriod,
		"t/m":                       ConceptPeriodEnd,
		"tot en met":                ConceptPeriodEnd,
		"Sehr geehrte":              ConceptSalutation,
		"Madame, Monsieur":          ConceptSalutation,
		"Unser Zeichen":             ConceptReferenceNumber,
		"Numero di protocollo":      ConceptReferenceNumber,
		"Razón social":              ConceptOrganisationName,
		"KvK-nummer":                ConceptRegistrationNumber,
		"Tag der ersten Eintragung": ConceptIncorporationDate,
		"styrelseledamot":           ConceptOfficers,
		"Číslo faktury":             ConceptInvoiceNumber,
		"Fakturanummer":             ConceptInvoiceNumber,
		"MwSt":                      ConceptTaxAmount,
		"DPH":                       ConceptTaxAmount,
		"Verwendungszweck":          ConceptRemittanceInformation,
		"Statement closing date":    ConceptClosingDate,
		"Kontoauszug für":           ConceptStatementFor,
		"Billing cycle":             ConceptStatementPeriod,
		"Abrechnungszeitraum":       ConceptStatementPeriod,
	} {
		if got := ix.Lookup(text); !slices.Contains(got, want) {
			t.Errorf("Lookup(%q) = %v, want %s among them", text, got, want)
		}
	}
}

func TestLicenceField(t *testing.T) {
	for in, want := range map[string]Concept{"4a.": ConceptDateOfIssue, "4B": ConceptDateOfExpiry, "5.": ConceptDocumentNumber, "4d": ConceptPersonalNumber} {
		if got, ok := LicenceField(in); !ok || got != want {
			t.Errorf("LicenceField(%q) = %s, %v; want %s", in, got, ok, want)
		}
	}
	if _, ok := LicenceField("6"); ok {
		t.Error("LicenceField(6) found")
	}
}

func TestIsBusinessDelivery(t *testing.T) {
	for line, want := range map[string]bool{
		"12345 DEMOCITY CEDEX": true, "75804 PARIS CEDEX 8": true, "TSA 12345": true,
		"Locked Bag 4410": true, "PO Box 4410": false, "12 rue des Lilas": false, "Tsarina Street 5": false,
	} {
		if got := IsBusinessDelivery(line); got != want {
			t.Errorf("IsBusinessDelivery(%q) = %v, want %v", line, got, want)
		}
	}
}

func TestIsCareOf(t *testing.T) {
	for line, want := range map[string]bool{
		"% JENNIFER LYNN JOHNSON PRES": true, "c/o Acme Ltd": true, "C/O MARY SMITH": true, "Attn: Accounts Payable": true,
		"FAO Mr J Smith": true, "z. Hd. Frau Müller": true, "À l'attention de M. Dupont": true,
		"12 Faoileann Road": false, "100% renewable energy": false, "Attenborough House": false, "1038 W 5TH ST": false,
	} {
		if got := IsCareOf(line); got != want {
			t.Errorf("IsCareOf(%q) = %v, want %v", line, got, want)
		}
	}
}
