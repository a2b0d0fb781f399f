package lexicon

import (
	"slices"
	"testing"
)

// The labels the extractors held before this package, copied from
// extract/identity/labels.go, extract/organisation/labels.go,
// extract/taxdoc/{taxnumber,taxdoc}.go and extract/postal/date.go: each
// must be a label of the same concept here. A few were spelled as OCR
// reads them; renamed maps them to the printed spelling kept here.
var (
	oldLabels = map[Concept][]string{
		ConceptSurname: {"SURNAME", "SURNAMES", "LAST NAME", "FAMILY NAME", "NAME", "NOM", "NOM DE FAMILLE",
			"NOMS", "FAMILIENNAME", "APELLIDOS", "APELLIDO", "PRIMER APELLIDO", "COGNOME", "ACHTERNAAM",
			"NAAM", "APELIDO", "APELIDOS", "APELIDO S", "SOBRENOME", "LN", "PREZIME", "PAVARDE", "NACHNAME"},
		ConceptGivenNames: {"GIVEN NAMES", "GIVEN NAME", "GIVEN NAME S", "FIRST NAME", "FIRST NAMES", "FORENAMES",
			"FORENAME", "PRENOMS", "PRENOM", "PRENOM S", "VORNAMEN", "VORNAME", "NOMBRE", "NOMBRES", "NOME",
			"NOMI", "VOORNAMEN", "VOORNAAM", "NOMES", "NOME S", "NOMES PROPRIOS", "NOME S PROPRIO S", "FN",
			"IME", "VARDAS", "VARDAI"},
		ConceptDateOfBirth: {"DATE OF BIRTH", "BIRTH DATE", "BIRTHDATE", "DATE DE NAISSANCE", "NE LE", "NE E LE",
			"GEBURTSDATUM", "GEBURTSTAG", "FECHA DE NACIMIENTO", "FECHA NACIMIENTO", "FECHA DE NACIM",
			"DATA DI NASCITA", "GEBOORTEDATUM", "DATA DE NASCIMENTO", "DOB", "DATUM ROENJA", "GIMIMO DATA"},
		ConceptPlaceOfBirth: {"PLACE OF BIRTH", "BIRTH PLACE", "BIRTHPLACE", "LIEU DE NAISSANCE", "GEBURTSORT",
			"LUGAR DE NACIMIENTO", "LUOGO DI NASCITA", "GEBOORTEPLAATS", "LOCAL DE NASCIMENTO",
			"NATURALIDADE", "MJESTO ROENJA", "MESTO ROENJA", "GIMIMO VIETA"},
		ConceptDateOfIssue: {"DATE OF ISSUE", "ISSUE DATE", "DATE ISSUED", "ISSUED ON", "ISSUED", "DATE DE DELIVRANCE",
			"DELIVRE LE", "DELIVRANCE", "AUSSTELLUNGSDATUM", "AUSGESTELLT AM", "FECHA DE EXPEDICION",
			"FECHA DE EMISION", "FECHA EXPEDICION", "DATA DI RILASCIO", "DATA DEL RILASCIO", "DATUM VAN AFGIFTE",
			"DATA DE EMISSAO", "ISS", "DATUM IZDAVANJA", "ISDAVIMO DATA", "IZDAVANJA",
			// extract/postal/date.go
			"date of issue", "issue date", "date issued", "letter date", "date of this letter", "printed on",
			"document date", "notice date", "date of notice", "ausstellungsdatum", "ausgestellt am", "erstellt am",
			"bescheiddatum", "briefdatum", "druckdatum", "date d'émission", "date d'édition", "date de l'avis",
			"émis le", "édité le", "fait le", "établi le", "fecha de emisión", "fecha de expedición",
			"data di emissione", "data documento", "data del documento", "emesso il", "emessa il",
			"datum van uitgifte", "dagtekening"},
		ConceptDateOfExpiry: {"DATE OF EXPIRY", "DATE OF EXPIRATION", "EXPIRY DATE", "EXPIRATION DATE", "EXPIRES",
			"EXPIRY", "VALID UNTIL", "DATE D EXPIRATION", "EXPIRATION", "VALABLE JUSQU AU", "GULTIG BIS",
			"FECHA DE CADUCIDAD", "FECHA DE VALIDEZ", "VALIDO HASTA", "CADUCIDAD", "DATA DI SCADENZA",
			"SCADENZA", "GELDIG TOT", "VERVALDATUM", "DATA DE VALIDADE", "VALIDO ATE", "VALIDADE", "EXP",
			"DATUM ISTEKA", "GALIOJA IKI"},
		ConceptIssuingAuthority: {"AUTHORITY", "ISSUING AUTHORITY", "ISSUED BY", "AUTORITE", "AUTORITE DE DELIVRANCE",
			"BEHORDE", "AUTORIDAD", "AUTORIDAD DE EXPEDICION", "AUTORITA", "AUTORITEIT", "AFGEGEVEN DOOR",
			"AUTORIDADE", "ENTIDADE EMISSORA", "INSTANTIE", "ISDAVE", "IZDAO", "IZDAJE"},
		ConceptDocumentNumber: {"PASSPORT NO", "PASSPORT NUMBER", "PASSPORT N", "DOCUMENT NO", "DOCUMENT NUMBER", "CARD NO",
			"CARD NUMBER", "ID NO", "NO DU PASSEPORT", "N DU PASSEPORT", "PASSEPORT N", "NUMERO DU DOCUMENT",
			"PASSNUMMER", "PASS NR", "DOKUMENTENNUMMER", "AUSWEISNUMMER", "NUMERO DE PASAPORTE",
			"PASAPORTE N", "NUMERO DE DOCUMENTO", "NUM SOPORTE", "PASSAPORTO N", "NUMERO PASSAPORTO",
			"DOCUMENTNUMMER", "PASPOORTNUMMER", "NUMERO DO PASSAPORTE", "PASSAPORTE N", "NO DOCUMENTO",
			"DL", "LIC", "DLN", "LICENSE NO", "LICENCE NO", "LICENSE NUMBER", "LICENCE NUMBER",
			"PASO NR", "BROJ ISPRAVE", "BROJ PUTOVNICE", "DOC NO", "ID"},
		ConceptIssuingCountry: {"COUNTRY CODE", "CODE OF ISSUING STATE", "ISSUING STATE CODE", "CODE DU PAYS",
			"CODE PAYS", "LANDESCODE", "CODIGO DEL PAIS", "CODICE PAESE", "CODE VAN HET LAND", "CODIGO DO PAIS",
			"CODE", "CODIGO", "CODICE"},
		// extract/organisation/labels.go
		ConceptOrganisationName: {"company name", "name of company", "name of the company", "entity name", "name of entity",
			"organisation name", "organization name", "corporate name", "registered name", "legal name", "name of corporation",
			"corporation name", "llc name", "business name", "statutaire naam", "handelsnaam", "naam onderneming", "firma",
			"firmenname", "firmierung", "raison sociale", "denomination sociale", "denominacion social", "razon social", "ragione sociale"},
		ConceptRegistrationNumber: {"company number", "company no", "company reg no", "company registration number",
			"company registration no", "registered number", "registered no", "file number", "file no", "entity number",
			"entity id", "uen", "unique entity number", "kvk nummer", "kvk number", "kvk nr", "nummer kamer van koophandel",
			"nummer der firma", "registernummer", "handelsregisternummer", "cro number", "crn", "incorporation number",
			"corporate number", "charter number", "registration no", "reg no", "numero d immatriculation", "numero siren",
			"registration number", "number"},
		ConceptOrganisationType: {"company type", "entity kind", "entity type", "type of company", "company category",
			"legal form", "rechtsvorm", "rechtsform", "forme juridique", "forma juridica", "type of entity", "business type",
			"company kind", "type", "kind"},
		ConceptOrganisationStatus: {"company status", "entity status", "status of company", "status", "current status",
			"registration status", "standing"},
		ConceptIncorporationDate: {"incorporated on", "incorporation date", "date of incorporation", "date incorporated",
			"date of formation", "formation date", "datum oprichting", "datum eerste inschrijving", "tag der eintragung",
			"eintragungsdatum", "date d immatriculation", "fecha de constitucion", "registration date", "date of registration",
			"registered on", "datum inschrijving"},
		ConceptRegisteredOffice: {"registered office address", "registered office", "address of registered office",
			"registered address", "registered agent address", "registered office situated in", "sitz geschaftsanschrift",
			"geschaftsanschrift", "bezoekadres", "vestigingsadres", "adres statutaire zetel", "siege social", "domicilio social",
			// extract/proofofaddress
			"sitz", "sitz der gesellschaft", "sede legale", "statutaire zetel"},
		ConceptAddress:      {"principal office address", "principal place of business", "business address", "office address", "address"},
		ConceptJurisdiction: {"jurisdiction of incorporation", "country of incorporation", "place of incorporation", "state of incorporation", "home jurisdiction", "jurisdiction", "state of formation"},
		ConceptRegister:     {"registrar", "register court", "registergericht", "registry"},
		ConceptTaxNumber: {"tax identification number", "tax reference number", "taxpayer identification number", "tax id",
			"TIN", "UTR", "unique taxpayer reference", "steuernummer", "steuer-nr.", "steuer-id", "identifikationsnummer",
			"numéro fiscal", "numéro fiscal de référence", "n° fiscal", "numéro d'identification fiscale", "NIF", "NIE", "CIF",
			"número de identificación fiscal", "codice fiscale", "fiscaal nummer", "RSIN", "BSN", "burgerservicenummer",
			"PPSN", "national insurance number", "NINO", "SSN", "EIN", "ITIN", "social security number", "employer identification number"},
		ConceptVATNumber: {"ust-idnr.", "umsatzsteuer-identifikationsnummer", "partita iva", "P.IVA", "btw-nummer", "btw-id", "VAT number", "VAT No.", "VAT reg. no.", "VAT registration number"},
		ConceptReferenceNumber: {"our ref", "our reference", "your ref", "your reference", "reference", "reference number",
			"reference no", "ref", "aktenzeichen", "geschäftszeichen", "unser zeichen", "référence", "référence de l'avis",
			"réf.", "numéro d'avis", "referencia", "nº de referencia", "código electrónico", "código seguro de verificación",
			"riferimento", "protocollo", "protocollo n.", "kenmerk", "ons kenmerk", "referentie", "document number",
			"document no", "certificate number", "certificate no", "notice number"},
		ConceptStatementDate: {"statement date", "date of statement", "date of this statement", "date du relevé", "fecha del extracto", "data estratto", "afschriftdatum"},
		ConceptBillDate: {"bill date", "billing date", "date of bill", "date of this bill", "invoice date", "date of invoice",
			"rechnungsdatum", "date de facture", "date de la facture", "fecha de factura", "fecha de la factura", "data fattura",
			"data della fattura", "factuurdatum", "datum factuur", "datum van de factuur"},
		ConceptOfficerName: {"name", "naam", "full name", "officer", "officer name", "name of officer", "director name", "person",
			"nom", "nombre", "name vorname", "vorname name", "naam en voornaam", "shareholder", "shareholder name", "name of shareholder"},
		ConceptOfficerRole: {"role", "functie", "funktion", "position", "capacity", "appointment", "designation", "function",
			"rolle", "officer role", "fonction", "cargo", "position held", "title", "type", "officer type", "bevoegdheid"},
		ConceptOfficers: {"officers", "directors", "secretary", "secretaries", "persons with significant control",
			"people with significant control", "functionarissen", "bestuurders", "vertretungsberechtigte personen",
			"geschaftsfuhrer", "prokura", "director", "company secretary", "president", "vice president", "treasurer", "chairman",
			"chairperson", "chief executive officer", "managing director", "member", "manager", "managing member", "partner",
			"designated member", "bestuurder", "gevolmachtigde", "prokurist", "vorstand", "gerant", "administrador",
			"person with significant control"},
		ConceptShareholders: {"shareholders", "members", "aandeelhouders", "gesellschafter"},
		ConceptShareCapital: {"share capital"},
	}
	// renamed maps the OCR spellings of the old tables to the printed ones.
	renamed = map[string]string{
		"DATUM ROENJA": "Datum rođenja", "MJESTO ROENJA": "Mjesto rođenja", "MESTO ROENJA": "Mesto rođenja",
		"GIMIMO DATA": "Gimimo data", "ISDAVIMO DATA": "Išdavimo data", "ISDAVE": "Išdavė", "PAVARDE": "Pavardė",
		"PASO NR": "Paso Nr.", "IZDAVANJA": "Datum izdavanja", "DOC NO": "Doc. No.", "NUM SOPORTE": "Núm. soporte",
		"NO DOCUMENTO": "N.º documento", "PASSAPORTO N": "Passaporto N.", "FECHA DE NACIM": "Fecha de nacim.",
		"PASSAPORTE N": "Passaporte N°", "CODE VAN HET LAND": "Code van het land",
	}
)

func TestOldLabelsCarriedOver(t *testing.T) {
	for c, olds := range oldLabels {
		var have []string
		for _, p := range Labels(c) {
			have = append(have, Fold(p.Text))
		}
		for _, old := range olds {
			want := old
			if r, ok := renamed[old]; ok {
				want = r
			}
			if !slices.Contains(have, Fold(want)) {
				t.Errorf("%s: old label %q has no home", c, old)
			}
		}
	}
}

// TestOldValuesCarriedOver: the status words of
// extract/organisation/fallback.go.
func TestOldValuesCarriedOver(t *testing.T) {
	var have []string
	for _, p := range Values(ConceptOrganisationStatus) {
		have = append(have, Fold(p.Text))
	}
	for _, old := range []string{"active", "actief", "aktiv", "normal", "live", "live company", "good standing",
		"in good standing", "dissolved", "inactive", "struck off", "in liquidation", "liquidation", "ceased", "closed",
		"dormant", "existing", "in existence", "registered", "ingeschreven", "opgeheven", "uitgeschreven", "geloscht",
		"aufgelost", "in administration", "receivership", "converted closed", "strike off listed", "voluntary strike off",
		"removed", "deregistered", "live proposal to strike off", "current", "revoked", "suspended", "forfeited",
		"delinquent", "void", "cancelled", "terminated", "withdrawn", "merged", "amalgamated"} {
		if !slices.Contains(have, old) {
			t.Errorf("old status %q has no home", old)
		}
	}
}
