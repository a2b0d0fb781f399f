package identity

import (
	"strings"
	"unicode"

	"golang.org/x/text/unicode/norm"
)

// field names one identity field of the visual zone.
type field int

const (
	fSurname field = iota
	fGivenName
	fBirthDate
	fBirthPlace
	fIssueDate
	fExpiryDate
	fAuthority
	fNumber
	fCountry
	nFields
)

// labelTable lists the printed labels of every field, accents removed and
// upper-cased, in en/fr/de/es/it/nl/pt and the US licence abbreviations.
// Each label is matched as a whole run of words.
var labelTable = map[field][]string{
	fSurname: {"SURNAME", "SURNAMES", "LAST NAME", "FAMILY NAME", "NAME", "NOM", "NOM DE FAMILLE",
		"NOMS", "FAMILIENNAME", "APELLIDOS", "APELLIDO", "PRIMER APELLIDO", "COGNOME", "ACHTERNAAM",
		"NAAM", "APELIDO", "APELIDOS", "APELIDO S", "SOBRENOME", "LN", "PREZIME", "PAVARDE", "NACHNAME"},
	fGivenName: {"GIVEN NAMES", "GIVEN NAME", "GIVEN NAME S", "FIRST NAME", "FIRST NAMES", "FORENAMES",
		"FORENAME", "PRENOMS", "PRENOM", "PRENOM S", "VORNAMEN", "VORNAME", "NOMBRE", "NOMBRES", "NOME",
		"NOMI", "VOORNAMEN", "VOORNAAM", "NOMES", "NOME S", "NOMES PROPRIOS", "NOME S PROPRIO S", "FN",
		"IME", "VARDAS", "VARDAI"},
	fBirthDate: {"DATE OF BIRTH", "BIRTH DATE", "BIRTHDATE", "DATE DE NAISSANCE", "NE LE", "NE E LE",
		"GEBURTSDATUM", "GEBURTSTAG", "FECHA DE NACIMIENTO", "FECHA NACIMIENTO", "FECHA DE NACIM",
		"DATA DI NASCITA", "GEBOORTEDATUM", "DATA DE NASCIMENTO", "DOB", "DATUM ROENJA", "GIMIMO DATA"},
	fBirthPlace: {"PLACE OF BIRTH", "BIRTH PLACE", "BIRTHPLACE", "LIEU DE NAISSANCE", "GEBURTSORT",
		"LUGAR DE NACIMIENTO", "LUOGO DI NASCITA", "GEBOORTEPLAATS", "LOCAL DE NASCIMENTO",
		"NATURALIDADE", "MJESTO ROENJA", "MESTO ROENJA", "GIMIMO VIETA"},
	fIssueDate: {"DATE OF ISSUE", "ISSUE DATE", "DATE ISSUED", "ISSUED ON", "ISSUED", "DATE DE DELIVRANCE",
		"DELIVRE LE", "DELIVRANCE", "AUSSTELLUNGSDATUM", "AUSGESTELLT AM", "FECHA DE EXPEDICION",
		"FECHA DE EMISION", "FECHA EXPEDICION", "DATA DI RILASCIO", "DATA DEL RILASCIO", "DATUM VAN AFGIFTE",
		"DATA DE EMISSAO", "DATA DE EMISSÃO", "ISS", "DATUM IZDAVANJA", "ISDAVIMO DATA", "IZDAVANJA"},
	fExpiryDate: {"DATE OF EXPIRY", "DATE OF EXPIRATION", "EXPIRY DATE", "EXPIRATION DATE", "EXPIRES",
		"EXPIRY", "VALID UNTIL", "DATE D EXPIRATION", "EXPIRATION", "VALABLE JUSQU AU", "GULTIG BIS",
		"FECHA DE CADUCIDAD", "FECHA DE VALIDEZ", "VALIDO HASTA", "CADUCIDAD", "DATA DI SCADENZA",
		"SCADENZA", "GELDIG TOT", "VERVALDATUM", "DATA DE VALIDADE", "VALIDO ATE", "VALIDADE", "EXP",
		"DATUM ISTEKA", "GALIOJA IKI"},
	fAuthority: {"AUTHORITY", "ISSUING AUTHORITY", "ISSUED BY", "AUTORITE", "AUTORITE DE DELIVRANCE",
		"BEHORDE", "AUTORIDAD", "AUTORIDAD DE EXPEDICION", "AUTORITA", "AUTORITEIT", "AFGEGEVEN DOOR",
		"AUTORIDADE", "ENTIDADE EMISSORA", "INSTANTIE", "ISDAVE", "IZDAO", "IZDAJE"},
	fNumber: {"PASSPORT NO", "PASSPORT NUMBER", "PASSPORT N", "DOCUMENT NO", "DOCUMENT NUMBER", "CARD NO",
		"CARD NUMBER", "ID NO", "NO DU PASSEPORT", "N DU PASSEPORT", "PASSEPORT N", "NUMERO DU DOCUMENT",
		"PASSNUMMER", "PASS NR", "DOKUMENTENNUMMER", "AUSWEISNUMMER", "NUMERO DE PASAPORTE",
		"PASAPORTE N", "NUMERO DE DOCUMENTO", "NUM SOPORTE", "PASSAPORTO N", "NUMERO PASSAPORTO",
		"DOCUMENTNUMMER", "PASPOORTNUMMER", "NUMERO DO PASSAPORTE", "PASSAPORTE N", "NO DOCUMENTO",
		"DL", "LIC", "DLN", "LICENSE NO", "LICENCE NO", "LICENSE NUMBER", "LICENCE NUMBER",
		"PASO NR", "BROJ ISPRAVE", "BROJ PUTOVNICE", "DOC NO"},
	fCountry: {"COUNTRY CODE", "CODE OF ISSUING STATE", "ISSUING STATE CODE", "CODE DU PAYS",
		"CODE PAYS", "LANDESCODE", "CODIGO DEL PAIS", "CODICE PAESE", "CODE VAN HET LAND", "CODIGO DO PAIS",
		"CODE", "CODIGO", "CODICE"},
}

// licenceKeywords name a driving licence (numbered EU fields).
var licenceKeywords = []string{
	"DRIVING LICENCE", "DRIVING LICENSE", "DRIVER LICENSE", "DRIVERS LICENSE", "DRIVER S LICENSE",
	"DRIVER LICENCE", "FUHRERSCHEIN", "PERMIS DE CONDUIRE", "PERMISO DE CONDUCCION", "PATENTE DI GUIDA",
	"RIJBEWIJS", "CARTA DE CONDUCAO",
}

// usKeywords mark a US document: dates are read month first.
var usKeywords = []string{"USA", "UNITED STATES", "DRIVER LICENSE", "DRIVERS LICENSE", "DRIVER S LICENSE"}

// usaNames name the United States on documents, such as licences, that
// print no other country header.
var usaNames = []string{"USA", "UNITED STATES"}

// fold removes accents and upper-cases s.
func fold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if !unicode.Is(unicode.Mn, r) {
			b.WriteRune(unicode.ToUpper(r))
		}
	}
	return b.String()
}

// phraseTokens splits a label phrase into its words.
func phraseTokens(s string) []string { return strings.Fields(s) }
