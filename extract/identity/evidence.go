package identity

import (
	"strings"

	"github.com/agnivade/levenshtein"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/mrz"
	"github.com/docextract/docextract/extract/reading"
)

// titleKeywords name a document as an identity document when printed as a
// title: in capitals, or on a short line. Matching is tolerant of OCR noise
// (see fuzzyToken) and of words run together.
var titleKeywords = []string{
	"PASSPORT", "PASSEPORT", "REISEPASS", "PASAPORTE", "PASSAPORTE", "PASSAPORTO", "PASPOORT",
	"IDENTITY CARD", "ID CARD", "IDENTIFICATION CARD", "IDENTITY DOCUMENT", "IDENTITEITSKAART",
	"IDENTITEITSBEWIJS", "PERSONALAUSWEIS", "IDENTITE", "DOCUMENTO NACIONAL DE IDENTIDAD",
	"DOCUMENTO DE IDENTIDAD", "CARTA D IDENTITA", "CARTA DI IDENTITA", "CARTAO DE CIDADAO",
	"BILHETE DE IDENTIDADE", "DRIVING LICENCE", "DRIVING LICENSE", "DRIVER LICENSE", "DRIVERS LICENSE",
	"DRIVER S LICENSE", "DRIVER LICENCE", "DRIVERS LICENCE", "FUHRERSCHEIN", "PERMIS DE CONDUIRE",
	"PERMISO DE CONDUCCION", "PATENTE DI GUIDA", "RIJBEWIJS", "CARTA DE CONDUCAO", "RESIDENCE PERMIT",
	"AUFENTHALTSTITEL", "TITRE DE SEJOUR", "PASSPORT CARD", "LICNA KARTA", "OSOBNA ISKAZNICA",
	"ASMENS TAPATYBES KORTELE",
}

// maxTitleExtra is how many other tokens a line may hold for a keyword in
// mixed case to count: "Passport / Passeport" is a title, "Apply for your
// passport online" is not.
const maxTitleExtra = 3

// keywordTitle reports whether l shows an identity keyword as a title.
func keywordTitle(l layout.Line) bool {
	toks := lineTokens(l)
	for i := range toks {
		for _, k := range titleKeywords {
			n := fuzzyMatchAt(toks, i, phraseTokens(k))
			if n == 0 {
				continue
			}
			if len(toks)-n <= maxTitleExtra || upperWords(l, toks[i].word, toks[i+n-1].word) {
				return true
			}
		}
	}
	return false
}

// upperWords reports whether words first..last of l hold no lower-case letter.
func upperWords(l layout.Line, first, last int) bool {
	for _, w := range l.Words[first : last+1] {
		if hasLower(w.Text) {
			return false
		}
	}
	return true
}

// fuzzyMatchAt returns how many tokens of toks from i match phrase, each
// within fuzzyToken, or the phrase run together as one token; 0 for none.
func fuzzyMatchAt(toks []token, i int, phrase []string) int {
	if len(phrase) > 1 && fuzzyToken(toks[i].text, strings.Join(phrase, "")) {
		return 1
	}
	if i+len(phrase) > len(toks) {
		return 0
	}
	for k, p := range phrase {
		if !fuzzyToken(toks[i+k].text, p) {
			return 0
		}
	}
	return len(phrase)
}

// fuzzyToken reports whether the read token got is the word want: equal, or
// within one edit for words of 6 letters or more and two for 10 or more.
func fuzzyToken(got, want string) bool {
	if got == want {
		return true
	}
	allowed := 0
	switch {
	case len(want) >= 10:
		allowed = 2
	case len(want) >= 6:
		allowed = 1
	}
	if allowed == 0 || abs(len(got)-len(want)) > allowed {
		return false
	}
	return levenshtein.ComputeDistance(got, want) <= allowed
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// mrzLine reports whether a line of doc looks like an MRZ line (a French
// driving licence prints one alone).
func mrzLine(doc *reading.Document) bool {
	for _, p := range doc.Pages {
		for _, l := range p.Lines {
			if t := mrzText(l.Text()); mrzShaped(t) && travelOpening(t) {
				return true
			}
		}
	}
	return false
}

// travelOpening reports whether an MRZ-shaped line may open a travel
// document's zone: a line as long as a passport's or visa's (40 characters
// or more) opens with a code those formats allow (formatCodes: P or V). A
// vehicle registration certificate's "CRFRA..." does not.
func travelOpening(line string) bool {
	return len(line) < 40 || strings.ContainsRune(formatCodes[mrz.TD3]+formatCodes[mrz.MRVA], rune(line[0]))
}

// keywordOn reports whether a page of doc shows an identity keyword as a
// title.
func keywordOn(doc *reading.Document) bool {
	for _, p := range doc.Pages {
		for _, l := range p.Lines {
			if keywordTitle(l) {
				return true
			}
		}
	}
	return false
}

// genericLabels are labels too common on other documents to count as
// identity evidence: a bill has a "Name", a tax form a "Date of birth" next
// to it, a payment card "Valid thru".
var genericLabels = map[string]bool{
	"NAME": true, "NOM": true, "NAAM": true, "NOME": true, "NOMBRE": true, "NOMS": true, "NOMI": true,
	"NOMBRES": true, "NOMES": true, "LN": true, "FN": true, "DL": true, "LIC": true, "ISS": true, "EXP": true,
	"DOB": true, "ISSUED": true, "EXPIRES": true, "EXPIRY": true, "EXPIRATION": true, "CODE": true,
	"CODIGO": true, "CODICE": true, "AUTHORITY": true, "ISSUED BY": true, "ISSUE DATE": true,
	"DATE ISSUED": true, "ISSUED ON": true, "DATE OF ISSUE": true, "CARD NO": true, "CARD NUMBER": true, "ID NO": true, "DOCUMENT NO": true,
	"DOCUMENT NUMBER": true, "VALID UNTIL": true, "EXPIRY DATE": true, "EXPIRATION DATE": true,
	"LAST NAME": true, "FIRST NAME": true, "FIRST NAMES": true,
	// Labels the lexicon shares with other documents' forms.
	"ID": true, "ID NUMBER": true, "EXPIRES ON": true, "VALID THRU": true, "ISSUING COUNTRY": true,
	"COUNTRY OF ISSUE": true, "COUNTRY OF BIRTH": true, "CARD EXPIRES": true, "ISSUING OFFICE": true,
}

// labelEvidence reports whether the zone read values under two labels that
// only identity documents carry, one of them the holder's birth date or
// place (a W-2 has a "First name" and a "Last name"). Issue and expiry
// dates, numbers and authorities do not count, whatever their labels' words:
// bills and tax letters print them too ("Fecha de emisión", "Número").
func labelEvidence(z *zone) bool {
	n, born := 0, false
	for f := range nFields {
		if !z.strong[f] || !personal[f] {
			continue
		}
		n++
		born = born || f == fBirthDate || f == fBirthPlace
	}
	return n >= 2 && born
}

// personal are the fields that describe the holder.
var personal = map[field]bool{fSurname: true, fGivenName: true, fBirthDate: true, fBirthPlace: true}
