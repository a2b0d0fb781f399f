package lexicon

import "strings"

// DocumentNumberFormat is the shape of the numbers an issuer gives one
// kind of travel or identity document, as its MRZ prints them: where a
// number holds letters and where digits. The check digit of an MRZ cannot
// tell O from 0 in a field that allows both when both are misread, nor
// settle two misread positions; the number's shape can, and the check
// digit then confirms it.
type DocumentNumberFormat struct {
	// Issuer is the issuing state's code as the MRZ prints it (ICAO Doc
	// 9303 Part 3): "CAN", "D" for Germany.
	Issuer string
	// Codes are the first letters of the document codes it applies to:
	// "P" passports, "I" identity cards (and "A", "C" cards), "V" visas.
	Codes string
	// Pattern has one element per character: 'A' a letter, '9' a digit,
	// 'X' a letter or a digit, '[...]' one of the characters listed, any
	// other character itself. Letters are those of Letters when set.
	Pattern string
	// Letters are the letters the issuer uses, when not all of A-Z:
	// German numbers use no vowel and none of B, D, Q, S; Dutch ones no O.
	Letters string
	// Source names the public description of the format.
	Source string
}

// Positions returns the characters each position of f's pattern allows.
func (f DocumentNumberFormat) Positions() []string {
	const digits = "0123456789"
	letters := f.Letters
	if letters == "" {
		letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	}
	var out []string
	for i := 0; i < len(f.Pattern); i++ {
		switch c := f.Pattern[i]; c {
		case 'A':
			out = append(out, letters)
		case '9':
			out = append(out, digits)
		case 'X':
			out = append(out, letters+digits)
		case '[':
			end := strings.IndexByte(f.Pattern[i:], ']')
			if end < 0 {
				return nil
			}
			out = append(out, f.Pattern[i+1:i+end])
			i += end
		default:
			out = append(out, string(c))
		}
	}
	return out
}

// DocumentNumberFormats returns the number formats of documents of code
// (its first letter counts: "P", "PP" and "PO" are passports) issued by
// issuer (the MRZ's code); nil when the issuer's are not known.
func DocumentNumberFormats(issuer, code string) []DocumentNumberFormat {
	if code == "" {
		return nil
	}
	kind := code[:1]
	if kind == "A" || kind == "C" {
		kind = "I" // ICAO Doc 9303 Part 5: A, C and I open a card's code
	}
	var out []DocumentNumberFormat
	for _, f := range documentNumberFormats {
		if f.Issuer == issuer && strings.Contains(f.Codes, kind) {
			out = append(out, f)
		}
	}
	return out
}

// germanLetters are the letters of German passport and identity card
// numbers: no vowel, and none of B, D, Q, S, which read as digits.
const germanLetters = "CFGHJKLMNPRTVWXYZ"

// documentNumberFormats are the number formats of the issuers whose
// documents users send most, by their public descriptions: the Council of
// the EU's PRADO register (https://www.consilium.europa.eu/prado/, the
// "document number" of each document's description), and the issuers'
// own pages where PRADO has none.
var documentNumberFormats = []DocumentNumberFormat{
	{Issuer: "D", Codes: "P", Pattern: "[CFGHJK]XXXXXXXX", Letters: germanLetters,
		Source: "Passverordnung (PassV) § 4 and Anlage; PRADO DEU-AO-04001: nine characters, a letter C, F, G, H, J or K, then letters without vowels and digits"},
	{Issuer: "D", Codes: "I", Pattern: "[LMNPRTVWXY]XXXXXXXX", Letters: germanLetters,
		Source: "Personalausweisverordnung (PAuswV) § 4; PRADO DEU-BO-02001: nine characters, a letter L, M, N, P, R, T, V, W, X or Y, then letters without vowels and digits"},
	{Issuer: "CAN", Codes: "P", Pattern: "AA999999",
		Source: "IRCC, Canadian passport (canada.ca, 'Your passport number: two letters followed by six numbers')"},
	{Issuer: "POL", Codes: "P", Pattern: "AA9999999",
		Source: "PRADO POL-AO-04001: passport series of two letters and a number of seven digits"},
	{Issuer: "POL", Codes: "I", Pattern: "AAA999999",
		Source: "Ustawa o dowodach osobistych (2015), art. 12; PRADO POL-BO-04001: three letters and six digits"},
	{Issuer: "EST", Codes: "P", Pattern: "A9999999",
		Source: "PRADO EST-AO-03001: passport number of one letter and seven digits"},
	{Issuer: "EST", Codes: "I", Pattern: "AA9999999",
		Source: "PRADO EST-BO-03002: identity card number of two letters and seven digits"},
	{Issuer: "LTU", Codes: "PI", Pattern: "99999999",
		Source: "PRADO LTU-AO-03001, LTU-BO-03001: eight digits"},
	{Issuer: "LVA", Codes: "P", Pattern: "AA9999999",
		Source: "PRADO LVA-AO-03001: two letters and seven digits"},
	{Issuer: "FRA", Codes: "P", Pattern: "99AA99999",
		Source: "PRADO FRA-AO-03001 (passeport biométrique): two digits, two letters, five digits"},
	{Issuer: "ITA", Codes: "P", Pattern: "AA9999999",
		Source: "PRADO ITA-AO-04001: two letters and seven digits"},
	{Issuer: "ITA", Codes: "I", Pattern: "AA99999AA",
		Source: "Ministero dell'Interno, Carta d'identità elettronica 3.0 (cartaidentita.interno.gov.it): two letters, five digits, two letters"},
	{Issuer: "ESP", Codes: "PI", Pattern: "AAA999999",
		Source: "PRADO ESP-AO-05001, ESP-BO-04001 (DNI 3.0, IDESP): the support number, three letters and six digits"},
	{Issuer: "NLD", Codes: "PI", Pattern: "AAXXXXXX9", Letters: "ABCDEFGHIJKLMNPQRSTUVWXYZ",
		Source: "Rijksdienst voor Identiteitsgegevens, 'Documentnummer' (rvig.nl): nine characters, two letters, six letters or digits, one digit; the letter O is not used"},
	{Issuer: "BEL", Codes: "P", Pattern: "AA999999",
		Source: "PRADO BEL-AO-05001: two letters and six digits"},
	{Issuer: "AUT", Codes: "P", Pattern: "A9999999",
		Source: "PRADO AUT-AO-04001: one letter and seven digits"},
	{Issuer: "CHE", Codes: "P", Pattern: "A9999999",
		Source: "fedpol, Swiss passport 10 (schweizerpass.admin.ch): one letter and seven digits"},
	{Issuer: "GBR", Codes: "P", Pattern: "999999999",
		Source: "HM Passport Office, passport number (gov.uk): nine digits"},
	{Issuer: "IRL", Codes: "P", Pattern: "AA9999999",
		Source: "PRADO IRL-AO-04001: two letters and seven digits"},
	{Issuer: "USA", Codes: "P", Pattern: "999999999",
		Source: "U.S. Department of State (travel.state.gov): nine characters, digits on books issued before 2021"},
	{Issuer: "USA", Codes: "P", Pattern: "A99999999",
		Source: "U.S. Department of State, Next Generation Passport (2021): a letter and eight digits"},
	{Issuer: "USA", Codes: "I", Pattern: "C99999999",
		Source: "U.S. Department of State, passport card: the letter C and eight digits"},
	{Issuer: "SWE", Codes: "PI", Pattern: "99999999",
		Source: "PRADO SWE-AO-04001, SWE-BO-03001: eight digits"},
	{Issuer: "DNK", Codes: "P", Pattern: "999999999",
		Source: "PRADO DNK-AO-04001: nine digits"},
	{Issuer: "FIN", Codes: "P", Pattern: "AA9999999",
		Source: "PRADO FIN-AO-05001: two letters and seven digits"},
	{Issuer: "FIN", Codes: "I", Pattern: "999999999",
		Source: "PRADO FIN-BO-04001: nine digits"},
	{Issuer: "CZE", Codes: "P", Pattern: "99999999",
		Source: "PRADO CZE-AO-03001: eight digits"},
	{Issuer: "CZE", Codes: "I", Pattern: "999999999",
		Source: "PRADO CZE-BO-02001 (2012 card): nine digits"},
	{Issuer: "HUN", Codes: "P", Pattern: "AA9999999",
		Source: "PRADO HUN-AO-04001: two letters and seven digits"},
	{Issuer: "HUN", Codes: "I", Pattern: "999999AA",
		Source: "PRADO HUN-BO-04001: six digits and two letters"},
	{Issuer: "HRV", Codes: "PI", Pattern: "999999999",
		Source: "PRADO HRV-AO-02001, HRV-BO-02001: nine digits"},
	{Issuer: "SRB", Codes: "PI", Pattern: "999999999",
		Source: "MUP Republike Srbije, lična karta and pasoš: nine digits"},
	{Issuer: "ROU", Codes: "P", Pattern: "99999999",
		Source: "PRADO ROU-AO-04001: eight digits"},
	{Issuer: "PRT", Codes: "P", Pattern: "A999999",
		Source: "PRADO PRT-AO-04001 (passaporte eletrónico português): one letter and six digits"},
	{Issuer: "GRC", Codes: "P", Pattern: "AA9999999",
		Source: "PRADO GRC-AO-04001: two letters and seven digits"},
	{Issuer: "UKR", Codes: "P", Pattern: "AA999999",
		Source: "PRADO UKR-AO-04001 (biometric passport): two letters and six digits"},
	{Issuer: "RUS", Codes: "P", Pattern: "999999999",
		Source: "PRADO RUS-AO-06001: nine digits, the series and the number"},
	{Issuer: "JPN", Codes: "P", Pattern: "AA9999999",
		Source: "Ministry of Foreign Affairs of Japan (mofa.go.jp), passport number: two letters and seven digits"},
	{Issuer: "CHN", Codes: "P", Pattern: "A99999999",
		Source: "National Immigration Administration of China, ordinary passport (E and eight digits)"},
	{Issuer: "CHN", Codes: "P", Pattern: "AA9999999",
		Source: "National Immigration Administration of China, ordinary passport since 2017 (E, a letter and seven digits)"},
	{Issuer: "IND", Codes: "P", Pattern: "A9999999",
		Source: "Passport Seva (passportindia.gov.in), passport number: one letter and seven digits"},
	{Issuer: "AUS", Codes: "P", Pattern: "A9999999",
		Source: "Australian Passport Office (passports.gov.au): one letter and seven digits"},
	{Issuer: "AUS", Codes: "P", Pattern: "AA9999999",
		Source: "Australian Passport Office (passports.gov.au): two letters and seven digits"},
	{Issuer: "ISL", Codes: "P", Pattern: "A9999999",
		Source: "PRADO ISL-AO-04001: one letter and seven digits"},
	{Issuer: "TWN", Codes: "P", Pattern: "999999999",
		Source: "Bureau of Consular Affairs, Taiwan (boca.gov.tw): nine digits"},
	{Issuer: "MCO", Codes: "I", Pattern: "999999",
		Source: "Direction de la Sûreté Publique de Monaco, carte d'identité: six digits"},
}
