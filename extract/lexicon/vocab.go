package lexicon

// Kind names a kind of document.
type Kind string

// The kinds of document the vocabulary marks. Identity covers any
// identity document; Passport, IDCard, DrivingLicence, ResidencePermit
// and Visa the particular ones.
const (
	KindIdentity            Kind = "identity"
	KindPassport            Kind = "passport"
	KindIDCard              Kind = "id_card"
	KindDrivingLicence      Kind = "driving_licence"
	KindResidencePermit     Kind = "residence_permit"
	KindVisa                Kind = "visa"
	KindOrganisationDoc     Kind = "organisation_doc"
	KindTaxDoc              Kind = "tax_doc"
	KindBill                Kind = "bill"
	KindBankStatement       Kind = "bank_statement"
	KindCreditCardStatement Kind = "credit_card_statement"
	KindInvoice             Kind = "invoice"
	KindReceipt             Kind = "receipt"
	KindTransfer            Kind = "transfer"
	KindSpecimen            Kind = "specimen"
)

// Weights of a Term.
const (
	// Weak terms are words such documents often print.
	Weak = 1
	// Strong terms are the titles of such documents.
	Strong = 2
)

// Term is a piece of wording that marks a kind of document.
type Term struct {
	Text string
	Lang string // ISO 639-1; "" for language-neutral codes and form names
	// Weight is Strong for a document's title, Weak for its usual words.
	Weight int
	// Capitals says the term counts only printed in capital letters (as
	// an overprint), never in mixed case: "SAMPLE" marks a specimen,
	// "Sample Road" does not.
	Capitals bool
}

// vocabEntry is one group of terms of a kind in a language.
type vocabEntry struct {
	lang     string
	weight   int
	capitals bool
	texts    []string
}

// kindOrder lists the kinds in declaration order.
var kindOrder = []Kind{
	KindIdentity, KindPassport, KindIDCard, KindDrivingLicence, KindResidencePermit, KindVisa,
	KindOrganisationDoc, KindTaxDoc, KindBill, KindBankStatement, KindCreditCardStatement,
	KindInvoice, KindReceipt, KindTransfer, KindSpecimen,
}

// Kinds returns every kind of document, in declaration order.
func Kinds() []Kind { return append([]Kind(nil), kindOrder...) }

// Vocabulary returns the terms that mark documents of kind k.
func Vocabulary(k Kind) []Term {
	var out []Term
	for _, e := range vocabulary[k] {
		for _, t := range e.texts {
			out = append(out, Term{Text: t, Lang: e.lang, Weight: e.weight, Capitals: e.capitals})
		}
	}
	return out
}

// vocabulary holds, per kind, its terms by language and weight.
var vocabulary = func() map[Kind][]vocabEntry {
	m := map[Kind][]vocabEntry{}
	for _, part := range []map[Kind][]vocabEntry{identityVocabulary, businessVocabulary, paymentVocabulary, specimenVocabulary} {
		for k, es := range part {
			m[k] = append(m[k], es...)
		}
	}
	return m
}()

// identityVocabulary marks identity documents.
var identityVocabulary = map[Kind][]vocabEntry{
	// Titles of identity documents in general and the field words they
	// all print. Sources: ICAO Doc 9303 Part 1 (machine readable travel
	// documents); the PRADO specimens.
	KindIdentity: {
		{"en", Strong, false, []string{"Identity document", "Travel document", "Identification document", "Machine readable travel document"}},
		{"de", Strong, false, []string{"Identitätsdokument", "Reisedokument", "Ausweis"}},
		{"fr", Strong, false, []string{"Document d'identité", "Document de voyage", "Pièce d'identité"}},
		{"es", Strong, false, []string{"Documento de identidad", "Documento de viaje"}},
		{"it", Strong, false, []string{"Documento di identità", "Documento di viaggio"}},
		{"nl", Strong, false, []string{"Identiteitsbewijs", "Reisdocument"}},
		{"pt", Strong, false, []string{"Documento de identificação", "Documento de viagem"}},
		{"en", Weak, false, []string{"Date of birth", "Place of birth", "Nationality", "Date of expiry", "Given names", "Surname", "Sex", "Holder's signature"}},
		{"de", Weak, false, []string{"Geburtsdatum", "Geburtsort", "Staatsangehörigkeit", "Gültig bis", "Vornamen"}},
		{"fr", Weak, false, []string{"Date de naissance", "Lieu de naissance", "Nationalité", "Date d'expiration", "Prénoms"}},
		{"es", Weak, false, []string{"Fecha de nacimiento", "Lugar de nacimiento", "Nacionalidad", "Fecha de caducidad"}},
		{"it", Weak, false, []string{"Data di nascita", "Luogo di nascita", "Cittadinanza", "Data di scadenza"}},
		{"nl", Weak, false, []string{"Geboortedatum", "Geboorteplaats", "Nationaliteit", "Geldig tot"}},
		{"pt", Weak, false, []string{"Data de nascimento", "Local de nascimento", "Nacionalidade", "Data de validade"}},
	},
	// Passport titles as the data page and cover print them. Sources:
	// Council Regulation (EC) 2252/2004 and the PRADO specimens.
	KindPassport: {
		{"en", Strong, false, []string{"Passport", "Passport card"}},
		{"de", Strong, false, []string{"Reisepass"}},
		{"fr", Strong, false, []string{"Passeport"}},
		{"es", Strong, false, []string{"Pasaporte"}},
		{"it", Strong, false, []string{"Passaporto"}},
		{"nl", Strong, false, []string{"Paspoort"}},
		{"pt", Strong, false, []string{"Passaporte"}},
		{"sv", Strong, false, []string{"Pass"}},
		{"da", Strong, false, []string{"Pas"}},
		{"pl", Strong, false, []string{"Paszport"}},
		{"cs", Strong, false, []string{"Cestovní pas"}},
		{"fi", Strong, false, []string{"Passi"}},
		{"hu", Strong, false, []string{"Útlevél"}},
		{"ro", Strong, false, []string{"Pașaport"}},
		{"hr", Strong, false, []string{"Putovnica"}},
		{"lt", Strong, false, []string{"Pasas"}},
		{"el", Strong, false, []string{"Διαβατήριο"}},
		{"no", Strong, false, []string{"Pass"}},
		{"et", Strong, false, []string{"Pass"}},
		{"lv", Strong, false, []string{"Pase"}},
		{"sk", Strong, false, []string{"Cestovný pas"}},
		{"sl", Strong, false, []string{"Potni list"}},
	},
	// Identity-card titles. Sources: Regulation (EU) 2019/1157, Article
	// 3(2) (the title "Identity card" in the official language and at
	// least one other EU language); the PRADO specimens.
	KindIDCard: {
		{"en", Strong, false, []string{"Identity card", "ID card", "Identification card", "National identity card"}},
		{"de", Strong, false, []string{"Personalausweis", "Identitätskarte"}},
		{"fr", Strong, false, []string{"Carte nationale d'identité", "Carte d'identité"}},
		{"es", Strong, false, []string{"Documento nacional de identidad", "DNI"}},
		{"it", Strong, false, []string{"Carta d'identità", "Carta di identità", "Carta d'identità elettronica"}},
		{"nl", Strong, false, []string{"Identiteitskaart", "Nederlandse identiteitskaart"}},
		{"pt", Strong, false, []string{"Cartão de cidadão", "Bilhete de identidade"}},
		{"sv", Strong, false, []string{"Nationellt identitetskort", "Identitetskort"}},
		{"da", Strong, false, []string{"Identitetskort", "ID-kort"}},
		{"pl", Strong, false, []string{"Dowód osobisty"}},
		{"cs", Strong, false, []string{"Občanský průkaz"}},
		{"fi", Strong, false, []string{"Henkilökortti"}},
		{"hu", Strong, false, []string{"Személyazonosító igazolvány"}},
		{"ro", Strong, false, []string{"Carte de identitate"}},
		{"hr", Strong, false, []string{"Osobna iskaznica"}},
		{"sr", Strong, false, []string{"Lična karta"}},
		{"lt", Strong, false, []string{"Asmens tapatybės kortelė"}},
		{"no", Strong, false, []string{"Nasjonalt ID-kort"}},
		{"et", Strong, false, []string{"Isikutunnistus"}},
		{"lv", Strong, false, []string{"Personas apliecība"}},
		{"sk", Strong, false, []string{"Občiansky preukaz"}},
		{"sl", Strong, false, []string{"Osebna izkaznica"}},
	},
	// Driving-licence titles. Sources: Directive 2006/126/EC, Annex I
	// (the model licence prints "Driving licence" in the issuing state's
	// language); the AAMVA DL/ID Card Design Standard (2020) for US and
	// Canadian cards.
	KindDrivingLicence: {
		{"en", Strong, false, []string{"Driving licence", "Driving license", "Driver license", "Driver's license", "Drivers license", "Driver licence", "Drivers licence"}},
		{"de", Strong, false, []string{"Führerschein"}},
		{"fr", Strong, false, []string{"Permis de conduire"}},
		{"es", Strong, false, []string{"Permiso de conducción", "Permiso de conducir"}},
		{"it", Strong, false, []string{"Patente di guida"}},
		{"nl", Strong, false, []string{"Rijbewijs"}},
		{"pt", Strong, false, []string{"Carta de condução"}},
		{"sv", Strong, false, []string{"Körkort"}},
		{"da", Strong, false, []string{"Kørekort"}},
		{"pl", Strong, false, []string{"Prawo jazdy"}},
		{"cs", Strong, false, []string{"Řidičský průkaz"}},
		{"fi", Strong, false, []string{"Ajokortti"}},
		{"hu", Strong, false, []string{"Vezetői engedély"}},
		{"ro", Strong, false, []string{"Permis de conducere"}},
		{"hr", Strong, false, []string{"Vozačka dozvola"}},
		{"no", Strong, false, []string{"Førerkort"}},
		{"et", Strong, false, []string{"Juhiluba"}},
		{"lv", Strong, false, []string{"Vadītāja apliecība"}},
		{"lt", Strong, false, []string{"Vairuotojo pažymėjimas"}},
		{"sk", Strong, false, []string{"Vodičský preukaz"}},
		{"sl", Strong, false, []string{"Vozniško dovoljenje"}},
	},
	// Residence-permit titles. Sources: Council Regulation (EC) 1030/2002
	// as amended by Regulation (EU) 2017/1954 (the uniform format prints
	// "Residence permit" in the issuing state's language); the UK Home
	// Office's biometric residence permit.
	KindResidencePermit: {
		{"en", Strong, false, []string{"Residence permit", "Biometric residence permit", "Residence card", "Permanent resident card"}},
		{"de", Strong, false, []string{"Aufenthaltstitel", "Aufenthaltserlaubnis", "Niederlassungserlaubnis"}},
		{"fr", Strong, false, []string{"Titre de séjour", "Carte de séjour"}},
		{"es", Strong, false, []string{"Permiso de residencia", "Tarjeta de identidad de extranjero"}},
		{"it", Strong, false, []string{"Permesso di soggiorno"}},
		{"nl", Strong, false, []string{"Verblijfsvergunning", "Verblijfsdocument"}},
		{"pt", Strong, false, []string{"Autorização de residência", "Título de residência"}},
		{"sv", Strong, false, []string{"Uppehållstillstånd"}},
		{"da", Strong, false, []string{"Opholdstilladelse"}},
		{"pl", Strong, false, []string{"Karta pobytu"}},
		{"cs", Strong, false, []string{"Povolení k pobytu"}},
		{"fi", Strong, false, []string{"Oleskelulupa"}},
		{"hu", Strong, false, []string{"Tartózkodási engedély"}},
		{"ro", Strong, false, []string{"Permis de ședere"}},
		{"no", Strong, false, []string{"Oppholdstillatelse"}},
		{"et", Strong, false, []string{"Elamisluba"}},
		{"lv", Strong, false, []string{"Uzturēšanās atļauja"}},
		{"lt", Strong, false, []string{"Leidimas gyventi"}},
		{"sk", Strong, false, []string{"Povolenie na pobyt"}},
		{"sl", Strong, false, []string{"Dovoljenje za prebivanje"}},
		{"hr", Strong, false, []string{"Dozvola boravka"}},
	},
	// Visa stickers. "Visa" alone is weak: card receipts print VISA.
	// Sources: Council Regulation (EC) 1683/95 (uniform format for
	// visas) and ICAO Doc 9303 Part 7.
	KindVisa: {
		{"en", Strong, false, []string{"Number of entries", "Duration of stay", "Type of visa"}},
		{"fr", Strong, false, []string{"Nombre d'entrées", "Durée du séjour", "Type de visa"}},
		{"de", Strong, false, []string{"Anzahl der Einreisen", "Aufenthaltsdauer", "Visumtyp"}},
		{"es", Strong, false, []string{"Número de entradas", "Duración de la estancia", "Tipo de visado"}},
		{"it", Strong, false, []string{"Numero di ingressi", "Durata del soggiorno", "Tipo di visto"}},
		{"nl", Strong, false, []string{"Aantal binnenkomsten", "Duur van het verblijf", "Soort visum"}},
		{"pt", Strong, false, []string{"Número de entradas", "Duração da estada", "Tipo de visto"}},
		{"en", Weak, false, []string{"Visa", "Valid for"}},
		{"fr", Weak, false, []string{"Valable pour"}},
		{"de", Weak, false, []string{"Visum", "Gültig für"}},
		{"es", Weak, false, []string{"Visado", "Válido para"}},
		{"it", Weak, false, []string{"Visto", "Valido per"}},
		{"nl", Weak, false, []string{"Geldig voor"}},
		{"pt", Weak, false, []string{"Válido para"}},
		{"pl", Weak, false, []string{"Wiza"}},
		{"cs", Weak, false, []string{"Vízum"}},
		{"fi", Weak, false, []string{"Viisumi"}},
	},
}
