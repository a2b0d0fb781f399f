package lexicon

import (
	"slices"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestMoreRegistersVocabulary: the titles of register extracts and
// certificates of Iceland, Albania, Serbia, Bosnia and Herzegovina,
// Greece, Brazil and the US Secretaries of State's printouts weigh as
// organisation documents, heading a line, as printed (capitals too).
func TestMoreRegistersVocabulary(t *testing.T) {
	for _, text := range []string{
		"Vottorð úr fyrirtækjaskrá\nNafn: Dæmi ehf.",
		"ÚTPRENTUN ÚR FYRIRTÆKJASKRÁ",
		"EKSTRAKT I THJESHTË PËR SUBJEKTIN\nNUIS: K72001008V",
		"Ekstrakt historik për subjektin",
		"Izvod o registrovanim podacima\nPoslovno ime: Primer d.o.o. Beograd",
		"Aktuelni izvod iz sudskog registra",
		"ΠΙΣΤΟΠΟΙΗΤΙΚΟ ΕΚΠΡΟΣΩΠΗΣΗΣ\nΕπωνυμία: ΠΑΡΑΔΕΙΓΜΑ Α.Ε.",
		"Γενικό Πιστοποιητικό",
		"COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO CADASTRAL",
		"Consulta Quadro de Sócios e Administradores - QSA",
		"Detail by Entity Name\nFlorida Profit Corporation",
		"Business Entity Details",
		"FAALİYET BELGESİ\nTicaret Unvanı: Örnek Ticaret Ltd. Şti.",
		"Ticaret Sicil Tasdiknamesi",
		"Удостоверение за актуално състояние",
		"Тековна состојба",
	} {
		if got := Weigh(text)[KindOrganisationDoc]; len(got.Strong) == 0 {
			t.Errorf("Weigh(%q)[organisation_doc] = %+v, want a title", text, got)
		}
	}
	// The usual words count, but only as words: a sentence is not a title.
	if got := Weigh("The Filing Information and Officer/Director Detail of the entity are shown below in this page today")[KindOrganisationDoc]; len(got.Strong) != 0 || len(got.Weak) != 2 {
		t.Errorf("a sentence weighs %+v, want two usual words", got)
	}
}

// TestMoreRegistersLabels: the labels of those registers' documents name
// their concepts and are listed under their language.
func TestMoreRegistersLabels(t *testing.T) {
	tests := []struct {
		lang, text string
		want       Concept
	}{
		{"is", "Nafn", ConceptOrganisationName},
		{"is", "Kennitala", ConceptRegistrationNumber},
		{"is", "Rekstrarform", ConceptOrganisationType},
		{"is", "Lögheimili", ConceptRegisteredOffice},
		{"is", "Heimilisfang", ConceptAddress},
		{"is", "Skráð", ConceptIncorporationDate},
		{"is", "Stofndagur", ConceptIncorporationDate},
		{"is", "Staða", ConceptOrganisationStatus},
		{"is", "Stjórnarformaður", ConceptOfficers},
		{"is", "Meðstjórnandi", ConceptOfficers},
		{"is", "Varamaður", ConceptOfficers},
		{"is", "Framkvæmdastjóri", ConceptOfficers},
		{"is", "Prókúruhafi", ConceptOfficers},
		{"sq", "Emri i subjektit", ConceptOrganisationName},
		{"sq", "NUIS", ConceptRegistrationNumber},
		{"sq", "NIPT", ConceptTaxNumber},
		{"sq", "Forma ligjore", ConceptOrganisationType},
		{"sq", "Data e regjistrimit", ConceptIncorporationDate},
		{"sq", "Adresa e selisë", ConceptRegisteredOffice},
		{"sq", "Statusi", ConceptOrganisationStatus},
		{"sq", "Administratori", ConceptOfficers},
		{"sq", "Ortakët", ConceptShareholders},
		{"sq", "Aksionarët", ConceptShareholders},
		{"sr", "Poslovno ime", ConceptOrganisationName},
		{"sr", "Matični broj", ConceptRegistrationNumber},
		{"sr", "PIB", ConceptTaxNumber},
		{"sr", "Pravna forma", ConceptOrganisationType},
		{"sr", "Sedište", ConceptRegisteredOffice},
		{"sr", "Datum osnivanja", ConceptIncorporationDate},
		{"sr", "Status", ConceptOrganisationStatus},
		{"sr", "Zakonski zastupnik", ConceptOfficers},
		{"sr", "Direktor", ConceptOfficers},
		{"sr", "Član", ConceptOfficers},
		{"sr", "Članovi", ConceptShareholders},
		{"sr", "Funkcija", ConceptOfficerRole},
		{"bs", "Matični broj subjekta upisa", ConceptRegistrationNumber},
		{"bs", "JIB", ConceptTaxNumber},
		{"bs", "Sjedište", ConceptRegisteredOffice},
		{"el", "Επωνυμία", ConceptOrganisationName},
		{"el", "Αριθμός Γ.Ε.ΜΗ.", ConceptRegistrationNumber},
		{"el", "ΑΦΜ", ConceptTaxNumber},
		{"el", "Νομική Μορφή", ConceptOrganisationType},
		{"el", "Έδρα", ConceptRegisteredOffice},
		{"el", "Διεύθυνση", ConceptAddress},
		{"el", "Ημερομηνία Σύστασης", ConceptIncorporationDate},
		{"el", "Κατάσταση", ConceptOrganisationStatus},
		{"el", "Πρόεδρος Δ.Σ.", ConceptOfficers},
		{"el", "Διευθύνων Σύμβουλος", ConceptOfficers},
		{"el", "Διαχειριστής", ConceptOfficers},
		{"el", "Μέλος Δ.Σ.", ConceptOfficers},
		{"pt", "Número de inscrição", ConceptRegistrationNumber},
		{"pt", "Data de abertura", ConceptIncorporationDate},
		{"pt", "Nome empresarial", ConceptOrganisationName},
		{"pt", "Título do estabelecimento (nome de fantasia)", ConceptOrganisationName},
		{"pt", "Código e descrição da natureza jurídica", ConceptOrganisationType},
		{"pt", "Logradouro", ConceptAddress},
		{"pt", "CEP", ConceptPostcodeCity},
		{"pt", "Situação cadastral", ConceptOrganisationStatus},
		{"pt", "Qualificação", ConceptOfficerRole},
		{"pt", "Sócio-Administrador", ConceptOfficers},
		{"tr", "Ticaret Unvanı", ConceptOrganisationName},
		{"tr", "MERSİS No", ConceptRegistrationNumber},
		{"tr", "Ticaret Sicil No", ConceptRegistrationNumber},
		{"tr", "Vergi Kimlik No", ConceptTaxNumber},
		{"tr", "Tescil Tarihi", ConceptIncorporationDate},
		{"tr", "Yönetim Kurulu Başkanı", ConceptOfficers},
		{"tr", "Sermaye", ConceptShareCapital},
		{"bg", "Фирма/Наименование", ConceptOrganisationName},
		{"bg", "ЕИК", ConceptRegistrationNumber},
		{"bg", "Правна форма", ConceptOrganisationType},
		{"bg", "Седалище и адрес на управление", ConceptRegisteredOffice},
		{"bg", "Управители", ConceptOfficers},
		{"bg", "Съдружници", ConceptShareholders},
		{"en", "Document Number", ConceptRegistrationNumber},
		{"en", "FEI/EIN Number", ConceptTaxNumber},
		{"en", "Date Filed", ConceptIncorporationDate},
		{"en", "Jurisdiction of Formation", ConceptJurisdiction},
		{"en", "Principal Address", ConceptAddress},
		{"en", "Mailing Address", ConceptAddress},
		{"en", "Officer/Director Detail", ConceptOfficers},
		{"en", "Entity Status", ConceptOrganisationStatus},
		{"en", "Formation Date", ConceptIncorporationDate},
	}
	ix := NewLabelIndex()
	for _, tt := range tests {
		if got := ix.Lookup(tt.text); !slices.Contains(got, tt.want) {
			t.Errorf("Lookup(%q) = %v, want %s among them", tt.text, got, tt.want)
		}
		found := false
		for _, p := range LabelsIn(tt.want, tt.lang) {
			found = found || Fold(p.Text) == Fold(tt.text)
		}
		if !found {
			t.Errorf("%q is not a %s label of %s", tt.text, tt.lang, tt.want)
		}
	}
	// A Florida document number is a register's number only where a
	// label shows it; on an identity document it stays the document's.
	var generic []Phrase
	for _, p := range LabelsIn(ConceptRegistrationNumber, "en") {
		if p.Text == "Document number" {
			generic = append(generic, p)
		}
	}
	if diff := cmp.Diff([]Phrase{{Text: "Document number", Lang: "en", Generic: true}}, generic); diff != "" {
		t.Errorf("LabelsIn(registration_number, en) for %q mismatch (-want +got):\n%s", "Document number", diff)
	}
	if !slices.Contains(ix.Lookup("Document number"), ConceptDocumentNumber) {
		t.Error("Document number no longer labels a document's number")
	}
}

// TestMoreRegistersCoverage: each language labels the fields the reader of
// register extracts declares.
func TestMoreRegistersCoverage(t *testing.T) {
	for _, c := range []Concept{
		ConceptOrganisationName, ConceptRegistrationNumber, ConceptIncorporationDate, ConceptRegisteredOffice,
		ConceptOrganisationType, ConceptOrganisationStatus, ConceptOfficers, ConceptShareholders, ConceptShareCapital, ConceptRegister,
	} {
		for _, lang := range []string{"is", "sq", "sr", "bs", "el", "tr", "bg"} {
			if len(labels[c][lang]) == 0 {
				t.Errorf("%s has no %s label", c, lang)
			}
		}
	}
}

// TestMoreRegistersStatuses: the registers' statuses are values of an
// organisation's status.
func TestMoreRegistersStatuses(t *testing.T) {
	want := map[string][]string{
		"pt": {"ATIVA", "INAPTA", "BAIXADA", "SUSPENSA", "NULA"},
		"sq": {"Aktiv", "Çregjistruar"},
		"sr": {"Aktivan", "U likvidaciji"},
		"el": {"ΕΝΕΡΓΗ", "Υπό εκκαθάριση"},
		"en": {"INACT/UA", "Administratively Dissolved"},
		"tr": {"Faal", "Tasfiye Halinde"},
		"bg": {"В ликвидация", "Заличен"},
	}
	have := map[string]map[string]bool{}
	for _, p := range Values(ConceptOrganisationStatus) {
		if have[p.Lang] == nil {
			have[p.Lang] = map[string]bool{}
		}
		have[p.Lang][Fold(p.Text)] = true
	}
	for lang, vs := range want {
		for _, v := range vs {
			if !have[lang][Fold(v)] {
				t.Errorf("%q is not a %s status", v, lang)
			}
		}
	}
}

// TestMoreRegistersAuthorities: the registers and their keepers are found
// as registries of their country, the Receita Federal as a tax authority.
func TestMoreRegistersAuthorities(t *testing.T) {
	type m struct {
		Name, Text, Place, Country string
		Kind                       AuthorityKind
	}
	tests := []struct {
		in   string
		want []m
	}{
		{"Fyrirtækjaskrá", []m{{"Fyrirtækjaskrá", "Fyrirtækjaskrá", "", "IS", AuthorityRegistry}}},
		{"Vottorð úr hlutafélagaskrá", []m{{"Fyrirtækjaskrá", "hlutafélagaskrá", "", "IS", AuthorityRegistry}}},
		{"REPUBLIKA E SHQIPËRISË\nQENDRA KOMBËTARE E BIZNESIT", []m{{"Qendra Kombëtare e Biznesit", "QENDRA KOMBËTARE E BIZNESIT", "", "AL", AuthorityRegistry}}},
		{"regjistruar në Qendrën Kombëtare të Biznesit", []m{{"Qendra Kombëtare e Biznesit", "Qendrën Kombëtare të Biznesit", "", "AL", AuthorityRegistry}}},
		{"Agencija za privredne registre", []m{{"Agencija za privredne registre", "Agencija za privredne registre", "", "RS", AuthorityRegistry}}},
		{"Registar privrednih subjekata", []m{{"Agencija za privredne registre", "Registar privrednih subjekata", "", "RS", AuthorityRegistry}}},
		{"Centralni registar privrednih subjekata", []m{{"Centralni registar privrednih subjekata", "Centralni registar privrednih subjekata", "", "ME", AuthorityRegistry}}},
		{"Okružni privredni sud u Banjoj Luci", []m{{"", "Okružni privredni sud u Banjoj Luci", "Banjoj Luci", "BA", AuthorityRegistry}}},
		{"ΕΜΠΟΡΙΚΟ ΚΑΙ ΒΙΟΜΗΧΑΝΙΚΟ ΕΠΙΜΕΛΗΤΗΡΙΟ ΑΘΗΝΩΝ", []m{{"", "ΕΜΠΟΡΙΚΟ ΚΑΙ ΒΙΟΜΗΧΑΝΙΚΟ ΕΠΙΜΕΛΗΤΗΡΙΟ ΑΘΗΝΩΝ", "ΑΘΗΝΩΝ", "GR", AuthorityRegistry}}},
		{"Επιμελητήριο Θεσσαλονίκης", []m{{"", "Επιμελητήριο Θεσσαλονίκης", "Θεσσαλονίκης", "GR", AuthorityRegistry}}},
		{"CADASTRO NACIONAL DA PESSOA JURÍDICA", []m{{"Cadastro Nacional da Pessoa Jurídica", "CADASTRO NACIONAL DA PESSOA JURÍDICA", "", "BR", AuthorityRegistry}}},
		{"Junta Comercial do Estado de São Paulo", []m{{"", "Junta Comercial do Estado de São Paulo", "São Paulo", "BR", AuthorityRegistry}}},
		{"JUCESP", []m{{"", "JUCESP", "", "BR", AuthorityRegistry}}},
		{"Receita Federal do Brasil", []m{{"Receita Federal do Brasil", "Receita Federal do Brasil", "", "BR", AuthorityTax}}},
		{"İstanbul Ticaret Odası", []m{{"", "İstanbul Ticaret Odası", "İstanbul", "TR", AuthorityRegistry}}},
		{"ANKARA TİCARET SİCİLİ MÜDÜRLÜĞÜ", []m{{"", "ANKARA TİCARET SİCİLİ MÜDÜRLÜĞÜ", "ANKARA", "TR", AuthorityRegistry}}},
		{"MERSİS No: 0123456789000015", []m{{"", "MERSİS", "", "TR", AuthorityRegistry}}},
		{"ЦЕНТРАЛЕН РЕГИСТАР НА РЕПУБЛИКА СЕВЕРНА МАКЕДОНИЈА", []m{{"Централен регистар на Република Северна Македонија", "ЦЕНТРАЛЕН РЕГИСТАР НА РЕПУБЛИКА СЕВЕРНА МАКЕДОНИЈА", "", "MK", AuthorityRegistry}}},
		{"search.sunbiz.org", []m{{"Florida Department of State, Division of Corporations", "sunbiz.org", "", "US", AuthorityRegistry}}},
	}
	for _, tt := range tests {
		var got []m
		for _, a := range FindAuthorities(tt.in) {
			got = append(got, m{a.Authority.Name, a.Text, a.Place, a.Authority.Country, a.Authority.Kind})
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("FindAuthorities(%q) mismatch (-want +got):\n%s", tt.in, diff)
		}
	}
}

// TestMoreRegistersNumbers: Brazil's register takes the CNPJ with its
// check digits, Albania's the NUIS by its form.
func TestMoreRegistersNumbers(t *testing.T) {
	tests := []struct {
		country        string
		valid, invalid []string
	}{
		{"BR", []string{"33.000.167/0001-01", "00.000.000/0001-91", "12.ABC.345/01DE-35"}, []string{"33.000.167/0001-10", "33.000.167/0001", "00.000.000/0000-00"}},
		{"AL", []string{"K72001008V", "K 72001008 V"}, []string{"72001008", "Z72001008V", "K7200100V"}},
	}
	for _, tt := range tests {
		valid := func(n string) bool {
			for _, r := range RegistersOf(tt.country) {
				if r.ValidNumber(n) {
					return true
				}
			}
			return false
		}
		for _, n := range tt.valid {
			if !valid(n) {
				t.Errorf("%s register refuses %q", tt.country, n)
			}
		}
		for _, n := range tt.invalid {
			if valid(n) {
				t.Errorf("%s register accepts %q", tt.country, n)
			}
		}
	}
}

// TestMoreRegistersLegalForms: the forms of the added countries end a
// name and are found among their country's forms, by name.
func TestMoreRegistersLegalForms(t *testing.T) {
	tests := []struct{ name, country, form string }{
		{"Albtelecom sh.a.", "AL", "Shoqëri aksionare"},
		{"Tirana Trade SHPK", "AL", "Shoqëri me përgjegjësi të kufizuar"},
		{"Primer d.o.o.", "RS", "Društvo sa ograničenom odgovornošću"},
		{"Naftna industrija Srbije a.d.", "RS", "Akcionarsko društvo"},
		{"Exemplo Comércio Ltda.", "BR", "Sociedade Empresária Limitada"},
		{"Petróleo Brasileiro S.A.", "BR", "Sociedade Anônima"},
		{"Örnek Ticaret Ltd. Şti.", "TR", "Limited Şirket"},
		{"Örnek Holding A.Ş.", "TR", "Anonim Şirket"},
	}
	for _, tt := range tests {
		var got []string
		for _, f := range FindLegalForms(tt.name) {
			if f.Country == tt.country {
				got = append(got, f.Name)
			}
		}
		if !slices.Contains(got, tt.form) {
			t.Errorf("FindLegalForms(%q) in %s = %v, want %s", tt.name, tt.country, got, tt.form)
		}
	}
}
