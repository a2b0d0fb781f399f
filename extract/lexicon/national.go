package lexicon

import (
	"regexp"
	"strings"
	"time"
)

// nationalSchemes are the tax, company-register and national identity
// numbers, by country. Each scheme's Source names the public description
// of its format and check; Valid checks the format only where
// CheckDigit is false.
var nationalSchemes = []*Scheme{
	// United States.
	{ID: "us_ein", Country: "US", Kind: SchemeTIN, CheckDigit: false,
		Names:   []string{"EIN", "Employer Identification Number", "Federal Employer Identification Number", "FEIN", "Federal Tax ID", "Employer ID"},
		Printed: regexp.MustCompile(`\b\d{2}-\d{7}\b`), Example: "91-1144442",
		Source: "IRS, \"How EINs are assigned and valid EIN prefixes\" (https://www.irs.gov/businesses/small-businesses-self-employed/how-eins-are-assigned-and-valid-ein-prefixes): format and prefix only",
		valid:  usEIN},
	{ID: "us_ssn", Country: "US", Kind: SchemePersonalTax, CheckDigit: false,
		Names:   []string{"SSN", "Social Security Number", "Social Security No."},
		Printed: regexp.MustCompile(`\b\d{3}[- ]\d{2}[- ]\d{4}\b`), Example: "536-90-4399",
		Source: "SSA, \"Social Security Number Randomization\" (https://www.ssa.gov/employer/randomization.html): no area 000, 666 or 900-999, no group 00, no serial 0000; SSA history, 078-05-1120 voided; format only",
		valid:  usSSN},
	{ID: "us_itin", Country: "US", Kind: SchemePersonalTax, CheckDigit: false,
		Names:   []string{"ITIN", "Individual Taxpayer Identification Number"},
		Printed: regexp.MustCompile(`\b9\d{2}[- ]\d{2}[- ]\d{4}\b`), Example: "912-90-3456",
		Source: "IRS, ITIN (https://www.irs.gov/individuals/individual-taxpayer-identification-number) and Publication 1915: 9XX-XX-XXXX, fourth and fifth digits 50-65, 70-88, 90-92 or 94-99; format only",
		valid:  usITIN},

	// United Kingdom.
	{ID: "gb_utr", Country: "GB", Kind: SchemeTIN, CheckDigit: true,
		Names:   []string{"UTR", "Unique Taxpayer Reference", "Unique Tax Reference", "Tax reference", "Corporation Tax UTR", "Self Assessment UTR"},
		Printed: regexp.MustCompile(`\b\d{5} ?\d{5}\b`), Example: "1955839661",
		Source: "OECD TIN sheet United Kingdom (UK-TIN.pdf); HMRC's check-character method as documented for filing software (Sage, \"Unique Taxpayer Reference\"): weights 6 7 8 9 10 5 4 3 2, check 11 − sum mod 11",
		valid:  gbUTR},
	{ID: "gb_nino", Country: "GB", Kind: SchemePersonalTax, CheckDigit: false,
		Names:   []string{"National Insurance number", "NI number", "NINO", "NI No."},
		Printed: regexp.MustCompile(`\b[A-Z]{2} ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b`), Example: "AB 12 34 56 C",
		Source: "HMRC National Insurance Manual NIM39110 (https://www.gov.uk/hmrc-internal-manuals/national-insurance-manual/nim39110): prefix rules and suffix A-D; format only",
		valid:  gbNINO},
	{ID: "gb_crn", Country: "GB", Kind: SchemeCompanyRegister, CheckDigit: false,
		Names:   []string{"Company number", "Company registration number", "Registered number", "CRN", "Registered in England and Wales No."},
		Printed: regexp.MustCompile(`\b(?:[A-Z]{2}|R0)?\d{6,8}\b`), Example: "SC123456",
		Source: "Companies House, company number formats and prefixes (SC Scotland, NI Northern Ireland, OC LLPs, LP limited partnerships, FC overseas, ...); format only",
		valid:  gbCRN},

	// Germany.
	{ID: "de_steuernummer", Country: "DE", Kind: SchemeTIN, CheckDigit: false,
		Names:   []string{"Steuernummer", "St.-Nr.", "Steuer-Nr.", "StNr"},
		Printed: regexp.MustCompile(`\b\d{2,3}/\d{3,4}/\d{4,5}\b|\b\d{13}\b`), Example: "181/815/08155",
		Source: "de.wikipedia.org, \"Steuernummer\" (Aufbau: the 10/11-digit form of each Land and the 13-digit nationwide form, ELSTER); format only, the Länder's check digits are not applied",
		valid:  deSteuernummer},
	{ID: "de_idnr", Country: "DE", Kind: SchemePersonalTax, CheckDigit: true,
		Names:   []string{"Steuerliche Identifikationsnummer", "Steuer-ID", "IdNr", "Identifikationsnummer", "Steuer-IdNr."},
		Printed: regexp.MustCompile(`\b\d{2} ?\d{3} ?\d{3} ?\d{3}\b`), Example: "36 574 261 809",
		Source: "§ 139b AO; BZSt (https://www.bzst.de, Steuerliche Identifikationsnummer): 11 digits, first not 0, one digit twice or three times in the first ten, ISO 7064 MOD 11,10",
		valid:  deIdNr},
	{ID: "de_handelsregister", Country: "DE", Kind: SchemeCompanyRegister, CheckDigit: false,
		Names:   []string{"Handelsregisternummer", "Registernummer", "HRB", "HRA"},
		Printed: regexp.MustCompile(`\b(?:HR ?[AB]|GnR|PR|VR|GsR) ?\d{1,6}(?: ?[A-Z]{1,2})?\b`), Example: "HRB 12345",
		Source: "Handelsregisterverordnung (HRV) § 13 and the register court practice: HRA, HRB, GnR, PR, VR, GsR and a serial number; format only",
		cut:    " \t\u00a0.-/:", valid: matchRe(`(?:HRA|HRB|GNR|PR|VR|GSR)(?:NR)?\d{1,6}[A-Z]{0,2}`)},

	// France.
	{ID: "fr_spi", Country: "FR", Kind: SchemePersonalTax, CheckDigit: true,
		Names:   []string{"Numéro fiscal", "Numéro fiscal de référence", "SPI", "Numéro SPI", "NIF"},
		Printed: regexp.MustCompile(`\b[0-3]\d ?\d{2} ?\d{3} ?\d{3} ?\d{3}\b`), Example: "30 23 217 600 053",
		Source: "EU TIN on Europa, France (https://ec.europa.eu/taxation_customs/tin/): 13 digits, first 0-3; the check (last three digits = first ten mod 511) as documented by python-stdnum (fr.nif)",
		valid:  frSPI},
	{ID: "fr_siren", Country: "FR", Kind: SchemeCompanyRegister, CheckDigit: true,
		Names:   []string{"SIREN", "Numéro SIREN", "RCS", "Numéro d'immatriculation"},
		Printed: regexp.MustCompile(`\b\d{3} ?\d{3} ?\d{3}\b`), Example: "404 833 048",
		Source: "INSEE, SIREN (https://www.insee.fr): 9 digits, Luhn",
		valid:  func(n string) bool { return len(n) == 9 && luhn(n) }},
	{ID: "fr_siret", Country: "FR", Kind: SchemeCompanyRegister, CheckDigit: true,
		Names:   []string{"SIRET", "Numéro SIRET"},
		Printed: regexp.MustCompile(`\b\d{3} ?\d{3} ?\d{3} ?\d{5}\b`), Example: "732 829 320 00074",
		Source: "INSEE, SIRET: SIREN + NIC, Luhn over 14 digits; La Poste's establishments (SIREN 356000000) instead have a digit sum divisible by 5",
		valid:  frSIRET},

	// Italy.
	{ID: "it_codice_fiscale", Country: "IT", Kind: SchemePersonalTax, CheckDigit: true,
		Names:   []string{"Codice fiscale", "Cod. fiscale", "C.F.", "Tessera sanitaria"},
		Printed: regexp.MustCompile(`\b[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]\b`), Example: "RSSMRA85T10A562S",
		Source: "D.M. 23 dicembre 1976 (codice fiscale: 16 characters, omocodia letters L-V for digits, check letter from odd and even tables mod 26); Agenzia delle Entrate",
		valid:  itCodiceFiscale},
	{ID: "it_partita_iva", Country: "IT", Kind: SchemeTIN, CheckDigit: true,
		Names:   []string{"Partita IVA", "P.IVA", "Codice fiscale", "Numero di partita IVA"},
		Printed: regexp.MustCompile(`\b\d{11}\b`), Example: "00743110157",
		Source: viesRules + " (IT: 11 digits, Luhn)",
		valid:  func(n string) bool { return len(n) == 11 && luhn(n) }},

	// Spain.
	{ID: "es_nif", Country: "ES", Kind: SchemeTIN, CheckDigit: true,
		Names:   []string{"NIF", "Número de identificación fiscal", "N.I.F."},
		Printed: regexp.MustCompile(`\b[0-9A-Z]-?\d{7}-?[0-9A-Z]\b`), Example: "B58378431",
		Source: "Real Decreto 1065/2007 Art. 18-21 and Orden EHA/451/2008 (AEAT): DNI, NIE, K/L/M and legal-entity numbers with their control character",
		valid:  esNIF},
	{ID: "es_dni", Country: "ES", Kind: SchemeNationalID, CheckDigit: true,
		Names:   []string{"DNI", "Documento nacional de identidad", "Núm. DNI"},
		Printed: regexp.MustCompile(`\b\d{8}-?[A-Z]\b`), Example: "54362315-K",
		Source: "Ministerio del Interior, DNI: the control letter is TRWAGMYFPDXBNJZSQVHLCKE[number mod 23]",
		valid:  both(matchRe(`\d{8}[A-Z]`), esNIF)},
	{ID: "es_nie", Country: "ES", Kind: SchemeNationalID, CheckDigit: true,
		Names:   []string{"NIE", "Número de identidad de extranjero", "Número de identificación de extranjero"},
		Printed: regexp.MustCompile(`\b[XYZ]-?\d{7}-?[A-Z]\b`), Example: "X-2482300-W",
		Source: "Orden INT/2058/2008 (NIE): X, Y or Z read as 0, 1, 2 and the DNI letter rule",
		valid:  both(matchRe(`[XYZ]\d{7}[A-Z]`), esNIF)},
	{ID: "es_cif", Country: "ES", Kind: SchemeTIN, CheckDigit: true,
		Names:   []string{"CIF", "Código de identificación fiscal", "NIF"},
		Printed: regexp.MustCompile(`\b[ABCDEFGHJNPQRSUVW]-?\d{7}-?[0-9A-J]\b`), Example: "J99216582",
		Source: "Orden EHA/451/2008 (entity letters and the control digit or letter of legal entities' NIF)",
		valid:  both(matchRe(`[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]`), esNIF)},

	// Netherlands.
	{ID: "nl_bsn", Country: "NL", Kind: SchemePersonalTax, CheckDigit: true,
		Names:   []string{"BSN", "Burgerservicenummer", "Sofinummer"},
		Printed: regexp.MustCompile(`\b\d{4}\.?\d{2}\.?\d{3}\b|\b\d{8,9}\b`), Example: "1112.22.333",
		Source: "Rijksoverheid, Logisch Ontwerp BSN: nine digits, the eleven test with weights 9-2 and -1",
		fix:    padLeft(9), valid: elevenTest},
	{ID: "nl_rsin", Country: "NL", Kind: SchemeTIN, CheckDigit: true,
		Names:   []string{"RSIN", "Rechtspersonen en Samenwerkingsverbanden Informatienummer", "Fiscaal nummer"},
		Printed: regexp.MustCompile(`\b\d{9}\b`), Example: "004495445",
		Source: "Belastingdienst / KvK, RSIN: nine digits, the same eleven test as the BSN",
		fix:    padLeft(9), valid: elevenTest},
	{ID: "nl_kvk", Country: "NL", Kind: SchemeCompanyRegister, CheckDigit: false,
		Names:   []string{"KvK-nummer", "KVK-nummer", "Kamer van Koophandel nummer", "Handelsregisternummer"},
		Printed: regexp.MustCompile(`\b\d{8}\b`), Example: "69599084",
		Source: "KvK, \"KVK-nummer\" (https://www.kvk.nl): eight digits; format only",
		valid:  matchRe(`\d{8}`)},

	// Ireland.
	{ID: "ie_pps", Country: "IE", Kind: SchemePersonalTax, CheckDigit: true,
		Names:   []string{"PPS number", "PPSN", "Personal Public Service Number", "PPS No."},
		Printed: regexp.MustCompile(`\b\d{7}[A-W][ABHTWX]?\b`), Example: "6433435F",
		Source: "Department of Social Protection, PPS number (https://www.gov.ie/pps); Revenue's 2013 two-letter format: seven digits, check letter mod 23, a second letter A, B or H weighted 9 (W, T, X of older numbers ignored)",
		valid:  iePPS},

	// Australia.
	{ID: "au_tfn", Country: "AU", Kind: SchemeTIN, CheckDigit: true,
		Names:   []string{"TFN", "Tax file number"},
		Printed: regexp.MustCompile(`\b\d{3} ?\d{3} ?\d{2,3}\b`), Example: "123 456 782",
		Source: "ATO, tax file number (https://www.ato.gov.au): 8 or 9 digits; the weighted mod-11 check as documented by python-stdnum (au.tfn)",
		valid:  auTFN},
	{ID: "au_abn", Country: "AU", Kind: SchemeTIN, CheckDigit: true,
		Names:   []string{"ABN", "Australian Business Number"},
		Printed: regexp.MustCompile(`\b\d{2} ?\d{3} ?\d{3} ?\d{3}\b`), Example: "51 824 753 556",
		Source: "Australian Business Register, \"ABN format\" (https://abr.business.gov.au/Help/AbnFormat): subtract 1 from the first digit, weights 10 1 3 5 7 9 11 13 15 17 19, sum divisible by 89",
		valid:  auABN},
	{ID: "au_acn", Country: "AU", Kind: SchemeCompanyRegister, CheckDigit: true,
		Names:   []string{"ACN", "Australian Company Number", "ARBN"},
		Printed: regexp.MustCompile(`\b\d{3} ?\d{3} ?\d{3}\b`), Example: "004 085 616",
		Source: "ASIC, \"Australian Company Number (ACN) check digit\": weights 8-1, complement of the sum mod 10",
		valid:  auACN},

	// Canada.
	{ID: "ca_bn", Country: "CA", Kind: SchemeTIN, CheckDigit: true,
		Names:   []string{"BN", "Business Number", "Numéro d'entreprise", "GST/HST number", "NE"},
		Printed: regexp.MustCompile(`\b\d{5} ?\d{4}(?: ?[A-Z]{2} ?\d{4})?\b`), Example: "12302 6635",
		Source: "Canada Revenue Agency, Business number (https://www.canada.ca/en/services/taxes/business-number.html): nine digits (Luhn) and a program account (two letters, four digits)",
		valid:  caBN},
	{ID: "ca_sin", Country: "CA", Kind: SchemePersonalTax, CheckDigit: true,
		Names:   []string{"SIN", "Social Insurance Number", "NAS", "Numéro d'assurance sociale"},
		Printed: regexp.MustCompile(`\b\d{3}[- ]?\d{3}[- ]?\d{3}\b`), Example: "123-456-782",
		Source: "Employment and Social Development Canada, SIN (https://www.canada.ca/en/employment-social-development/services/sin.html): nine digits, Luhn, first digit not 0 or 8",
		valid:  both(matchRe(`[1-79]\d{8}`), luhn)},

	// Portugal.
	{ID: "pt_nif", Country: "PT", Kind: SchemeTIN, CheckDigit: true,
		Names:   []string{"NIF", "NIPC", "Número de identificação fiscal", "Número de contribuinte"},
		Printed: regexp.MustCompile(`\b\d{3} ?\d{3} ?\d{3}\b`), Example: "501 964 843",
		Source: viesRules + " (PT: 9 digits, 11 − weights 9-2 mod 11)",
		valid:  both(matchRe(`\d{9}`), ptNIF)},

	// Belgium.
	{ID: "be_enterprise", Country: "BE", Kind: SchemeCompanyRegister, CheckDigit: true,
		Names:   []string{"Ondernemingsnummer", "Numéro d'entreprise", "Unternehmensnummer", "KBO-nummer", "Numéro BCE", "Enterprise number"},
		Printed: regexp.MustCompile(`\b[01]?\d{3}[. ]?\d{3}[. ]?\d{3}\b`), Example: "0403.019.261",
		Source: "FPS Economy, Crossroads Bank for Enterprises (KBO/BCE): ten digits starting 0 or 1, the last two 97 − (first eight mod 97)",
		fix:    bePad, valid: both(matchRe(`[01]\d{9}`), beVAT)},
	{ID: "be_nn", Country: "BE", Kind: SchemeNationalID, CheckDigit: true,
		Names:   []string{"Rijksregisternummer", "Numéro de registre national", "Nationalregisternummer", "NN", "INSZ", "NISS"},
		Printed: regexp.MustCompile(`\b\d{2}\.?\d{2}\.?\d{2}[- ]?\d{3}[. ]?\d{2}\b`), Example: "85.07.30-033.28",
		Source: "Rijksregister, IT000 Rijksregisternummer (https://www.ibz.rrn.fgov.be): YYMMDD, serial, check 97 − (nine digits, prefixed 2 for births from 2000, mod 97)",
		valid:  beNN},

	// Poland.
	{ID: "pl_nip", Country: "PL", Kind: SchemeTIN, CheckDigit: true,
		Names:   []string{"NIP", "Numer identyfikacji podatkowej"},
		Printed: regexp.MustCompile(`\b\d{3}-?\d{3}-?\d{2}-?\d{2}\b|\b\d{3}-?\d{2}-?\d{2}-?\d{3}\b`), Example: "856-734-62-15",
		Source: viesRules + " (PL: weights 6 5 7 2 3 4 5 6 7 mod 11)",
		valid:  both(matchRe(`\d{10}`), plNIP)},
	{ID: "pl_regon", Country: "PL", Kind: SchemeCompanyRegister, CheckDigit: true,
		Names:   []string{"REGON", "Numer REGON"},
		Printed: regexp.MustCompile(`\b\d{9}(?:\d{5})?\b`), Example: "192598184",
		Source: "GUS, REGON (https://bip.stat.gov.pl/en/regon/): 9 digits (weights 8 9 2 3 4 5 6 7 mod 11) or 14 for local units (weights 2 4 8 5 0 9 7 3 6 1 2 4 8)",
		valid:  plREGON},
	{ID: "pl_pesel", Country: "PL", Kind: SchemeNationalID, CheckDigit: true,
		Names:   []string{"PESEL", "Numer PESEL"},
		Printed: regexp.MustCompile(`\b\d{11}\b`), Example: "44051401359",
		Source: "Ustawa o ewidencji ludności, PESEL: birth date (months +20 from 2000, +80 before 1900), serial, check 10 − (weights 1 3 7 9 mod 10)",
		valid:  plPESEL},
	{ID: "pl_krs", Country: "PL", Kind: SchemeCompanyRegister, CheckDigit: false,
		Names:   []string{"KRS", "Numer KRS", "Krajowy Rejestr Sądowy"},
		Printed: regexp.MustCompile(`\b\d{10}\b`), Example: "0000028860",
		Source: "Krajowy Rejestr Sądowy (https://ekrs.ms.gov.pl): ten digits; format only",
		valid:  matchRe(`\d{10}`)},

	// Czech Republic.
	{ID: "cz_ico", Country: "CZ", Kind: SchemeCompanyRegister, CheckDigit: true,
		Names:   []string{"IČO", "IČ", "Identifikační číslo osoby"},
		Printed: regexp.MustCompile(`\b\d{8}\b`), Example: "25123891",
		Source: "Czech Statistical Office, IČO: eight digits, weights 8-2, 11 − r mod 10",
		valid:  both(matchRe(`\d{8}`), czICO)},
	{ID: "cz_rodne_cislo", Country: "CZ", Kind: SchemeNationalID, CheckDigit: true,
		Names:   []string{"Rodné číslo", "RČ"},
		Printed: regexp.MustCompile(`\b\d{6}/?\d{3,4}\b`), Example: "710319/2745",
		Source: "Zákon č. 133/2000 Sb. § 13: YYMMDD (+50 women, +20), serial; ten digits divisible by 11 since 1954",
		valid:  czBirthNumber},

	// Sweden.
	{ID: "se_orgnr", Country: "SE", Kind: SchemeCompanyRegister, CheckDigit: true,
		Names:   []string{"Organisationsnummer", "Org.nr.", "Orgnr"},
		Printed: regexp.MustCompile(`\b\d{6}-?\d{4}\b`), Example: "556012-5790",
		Source: "Skatteverket / Bolagsverket, organisationsnummer: ten digits, third digit at least 2, Luhn",
		valid:  both(matchRe(`\d{2}[2-9]\d{7}`), luhn)},
	{ID: "se_personnummer", Country: "SE", Kind: SchemeNationalID, CheckDigit: true,
		Names:   []string{"Personnummer", "Samordningsnummer"},
		Printed: regexp.MustCompile(`\b(?:\d{2})?\d{6}[-+]?\d{4}\b`), Example: "811228-9874",
		Source: "Skatteverket, SKV 704 (Personnummer): YYMMDD (day +60 for samordningsnummer), serial, Luhn over ten digits",
		cut:    " \t\u00a0", valid: sePersonnummer},

	// Denmark.
	{ID: "dk_cvr", Country: "DK", Kind: SchemeCompanyRegister, CheckDigit: true,
		Names:   []string{"CVR-nummer", "CVR-nr.", "CVR", "SE-nummer"},
		Printed: regexp.MustCompile(`\b\d{2} ?\d{2} ?\d{2} ?\d{2}\b`), Example: "13585628",
		Source: "Erhvervsstyrelsen, CVR (https://datacvr.virk.dk): eight digits, weights 2 7 6 5 4 3 2 1 mod 11",
		valid:  both(matchRe(`[1-9]\d{7}`), dkCVR)},
	{ID: "dk_cpr", Country: "DK", Kind: SchemeNationalID, CheckDigit: false,
		Names:   []string{"CPR-nummer", "CPR-nr.", "Personnummer"},
		Printed: regexp.MustCompile(`\b\d{6}-?\d{4}\b`), Example: "211062-5629",
		Source: "CPR-kontoret, \"Personnumre uden kontrolciffer\" (2007): DDMMYY and a serial; the mod-11 check was dropped, so format and date only",
		valid:  dkCPR},

	// Norway.
	{ID: "no_orgnr", Country: "NO", Kind: SchemeCompanyRegister, CheckDigit: true,
		Names:   []string{"Organisasjonsnummer", "Org.nr.", "Foretaksnummer"},
		Printed: regexp.MustCompile(`\b\d{3} ?\d{3} ?\d{3}\b`), Example: "995 525 828",
		Source: "Brønnøysundregistrene, organisasjonsnummer: nine digits, weights 3 2 7 6 5 4 3 2, 11 − r",
		valid:  both(matchRe(`[89]\d{8}`), noOrgnr)},
	{ID: "no_fodselsnummer", Country: "NO", Kind: SchemeNationalID, CheckDigit: true,
		Names:   []string{"Fødselsnummer", "D-nummer", "Personnummer"},
		Printed: regexp.MustCompile(`\b\d{6} ?\d{5}\b`), Example: "151086 95088",
		Source: "Skatteetaten, fødselsnummer: DDMMYY (day +40 for D-numbers), serial, two mod-11 check digits",
		valid:  noFodselsnummer},

	// Finland.
	{ID: "fi_ytunnus", Country: "FI", Kind: SchemeCompanyRegister, CheckDigit: true,
		Names:   []string{"Y-tunnus", "Yritys- ja yhteisötunnus", "FO-nummer", "Business ID"},
		Printed: regexp.MustCompile(`\b\d{7}-\d\b`), Example: "2077474-0",
		Source: "PRH / Verohallinto, Y-tunnus: seven digits and a check digit, weights 7 9 10 5 8 4 2",
		valid:  both(matchRe(`\d{8}`), fiYTunnus)},
	{ID: "fi_hetu", Country: "FI", Kind: SchemeNationalID, CheckDigit: true,
		Names:   []string{"Henkilötunnus", "HETU", "Personbeteckning"},
		Printed: regexp.MustCompile(`\b\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]\b`), Example: "131052-308T",
		Source: "Digital and Population Data Services Agency, henkilötunnus: DDMMYY, century sign, serial, check character of num mod 31",
		cut:    " \t\u00a0", valid: fiHETU},

	// Switzerland.
	{ID: "ch_uid", Country: "CH", Kind: SchemeCompanyRegister, CheckDigit: true,
		Names:   []string{"UID", "Unternehmens-Identifikationsnummer", "IDE", "Numéro d'identification des entreprises", "IDI"},
		Printed: regexp.MustCompile(`\bCHE[- ]?\d{3}\.?\d{3}\.?\d{3}\b`), Example: "CHE-100.155.212",
		Source: "Federal Statistical Office, UID (https://www.uid.admin.ch): CHE and nine digits, weights 5 4 3 2 7 6 5 4, 11 − r",
		valid:  both(matchRe(`CHE\d{9}`), func(n string) bool { return chUID(n[3:]) })},
	{ID: "ch_ahv", Country: "CH", Kind: SchemeNationalID, CheckDigit: true,
		Names:   []string{"AHV-Nummer", "AHV-Nr.", "Numéro AVS", "Numero AVS", "Sozialversicherungsnummer"},
		Printed: regexp.MustCompile(`\b756\.?\d{4}\.?\d{4}\.?\d{2}\b`), Example: "756.9217.0769.85",
		Source: "Zentrale Ausgleichsstelle (ZAS), AHV-Nummer: 756 and ten digits, EAN-13 check digit",
		valid:  both(matchRe(`756\d{10}`), ean13)},

	// Austria, Luxembourg, Cyprus: register numbers.
	{ID: "at_firmenbuch", Country: "AT", Kind: SchemeCompanyRegister, CheckDigit: false,
		Names:   []string{"Firmenbuchnummer", "FN", "Firmenbuch"},
		Printed: regexp.MustCompile(`\bFN ?\d{1,6} ?[a-zA-Z]\b`), Example: "FN 150913 f",
		Source: "Firmenbuchgesetz § 30 (the Firmenbuchnummer: digits and a check letter); format only",
		valid:  matchRe(`FN\d{1,6}[A-Z]`)},
	{ID: "lu_rcs", Country: "LU", Kind: SchemeCompanyRegister, CheckDigit: false,
		Names:   []string{"RCS Luxembourg", "Numéro RCS", "Registre de commerce et des sociétés"},
		Printed: regexp.MustCompile(`\b[A-Z] ?\d{1,6}\b`), Example: "B 123456",
		Source: "Luxembourg Business Registers (https://www.lbr.lu): a letter for the section (B companies, A sole traders, ...) and a serial; format only",
		valid:  matchRe(`[ABCDEFGHJK]\d{1,6}`)},
	{ID: "cy_registrar", Country: "CY", Kind: SchemeCompanyRegister, CheckDigit: false,
		Names:   []string{"Registration number", "Αριθμός Εγγραφής", "HE"},
		Printed: regexp.MustCompile(`\b(?:HE|HP|AE|ΗΕ|ΗΡ|ΑΕ)\s?\d{1,6}\b`), Example: "HE 123456",
		Source: "Department of Registrar of Companies and Intellectual Property (Cyprus): HE companies, HP partnerships, AE overseas companies; format only",
		valid:  matchRe(`(?:HE|HP|AE|ΗΕ|ΗΡ|ΑΕ)\d{1,6}`)},

	// India, New Zealand, Singapore.
	{ID: "in_pan", Country: "IN", Kind: SchemeTIN, CheckDigit: false,
		Names:   []string{"PAN", "Permanent Account Number"},
		Printed: regexp.MustCompile(`\b[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]\b`), Example: "AAAPL1234C",
		Source: "Income Tax Department, PAN (https://www.incometax.gov.in): five letters (the fourth the holder's status), four digits, a letter; format only",
		valid:  matchRe(`[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]`)},
	{ID: "in_gstin", Country: "IN", Kind: SchemeVAT, CheckDigit: true,
		Names:   []string{"GSTIN", "GST number", "GST Registration No.", "GSTIN/UIN"},
		Printed: regexp.MustCompile(`\b\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]\b`), Example: "27AAPFU0939F1ZV",
		Source: "CBIC / GSTN, GSTIN format: state code, PAN, entity number, Z, check character (Luhn mod 36)",
		valid:  inGSTIN},
	{ID: "in_cin", Country: "IN", Kind: SchemeCompanyRegister, CheckDigit: false,
		Names:   []string{"CIN", "Corporate Identity Number", "Company Identification Number"},
		Printed: regexp.MustCompile(`\b[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}\b`), Example: "L17110MH1973PLC019786",
		Source: "Ministry of Corporate Affairs, CIN: listing, industry code, state, year, type, serial; format only",
		valid:  matchRe(`[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}`)},
	{ID: "kz_bin", Country: "KZ", Kind: SchemeCompanyRegister, CheckDigit: true,
		Names:   []string{"BIN", "Business identification number", "Identification number", "БИН", "Бизнес-идентификационный номер"},
		Printed: regexp.MustCompile(`\b\d{12}\b`), Example: "240740900962",
		Source: "Law of the Republic of Kazakhstan \"On National Registers of Identification Numbers\" (2007) and the Ministry of Finance's rules for the IIN/BIN: 12 digits, the last a check digit: weights 1-11 mod 11, when that gives 10 weights 3-11,1,2 mod 11 (10 again: no valid number)",
		valid:  kzBIN},
	{ID: "nz_ird", Country: "NZ", Kind: SchemeTIN, CheckDigit: true,
		Names:   []string{"IRD number", "IRD No.", "Inland Revenue number", "GST number"},
		Printed: regexp.MustCompile(`\b\d{2,3}-?\d{3}-?\d{3}\b`), Example: "49-098-576",
		Source: "Inland Revenue, \"RWT and NRWT Certificate Filing Specification\" v1.0 (2020): 8 or 9 digits in 10-150 million, weights 3 2 7 6 5 4 3 2 then 7 4 3 2 5 2 7 6",
		fix:    padLeft(9), valid: nzIRD},
	{ID: "sg_uen", Country: "SG", Kind: SchemeCompanyRegister, CheckDigit: false,
		Names:   []string{"UEN", "Unique Entity Number", "Registration No."},
		Printed: regexp.MustCompile(`\b(?:(?:19|20)\d{7}|\d{8}|[TSR]\d{2}[A-Z]{2}\d{4})[A-Z]\b`), Example: "197401143C",
		Source: "ACRA / uen.gov.sg, \"About UEN\": businesses 8 digits and a letter, local companies year and 5 digits and a letter, others T/S/R, year, entity type, 4 digits, letter; format only",
		valid:  matchRe(`(?:(?:19|20)\d{7}|\d{8}|[TSR]\d{2}[A-Z]{2}\d{4})[A-Z]`)},

	// Estonia, Latvia, Lithuania.
	{ID: "ee_registrikood", Country: "EE", Kind: SchemeCompanyRegister, CheckDigit: true,
		Names:   []string{"Registrikood", "Äriregistri kood", "Registry code"},
		Printed: regexp.MustCompile(`\b[1789]\d{7}\b`), Example: "10238429",
		Source: "Registrite ja Infosüsteemide Keskus, e-äriregister; OECD TIN sheet Estonia: eight digits, 1 companies, 7 state bodies, 8 non-profits, 9 foundations; the check digit of the isikukood (EVS 585:2007), as documented by python-stdnum (ee.registrikood)",
		valid:  both(matchRe(`[1789]\d{7}`), baltic11)},
	{ID: "ee_isikukood", Country: "EE", Kind: SchemeNationalID, CheckDigit: true,
		Names:   []string{"Isikukood", "Isikukood (IK)", "Personal identification code", "Personal code"},
		Printed: regexp.MustCompile(`\b[1-8]\d{10}\b`), Example: "36805280109",
		Source: "Eesti standard EVS 585:2007 (isikukood) and Rahvastikuregistri seadus: century and sex, YYMMDD, serial, check digit mod 11 (weights 1-9,1, then 3-9,1-3)",
		valid:  func(n string) bool { return baltPersonal(n, 8) }},
	{ID: "lv_regnr", Country: "LV", Kind: SchemeCompanyRegister, CheckDigit: true,
		Names:   []string{"Reģistrācijas numurs", "Reģ. Nr.", "Vienotais reģistrācijas numurs", "Registration number"},
		Printed: regexp.MustCompile(`\b[4-9]\d{10}\b`), Example: "40003521600",
		Source: "Uzņēmumu reģistrs, reģistrācijas numurs (the VAT number's body, " + viesRules + "): eleven digits, weights 9 1 4 8 3 10 2 5 7 6 1 leave 3 mod 11",
		valid:  both(matchRe(`[4-9]\d{10}`), lvVAT)},
	{ID: "lt_asmens_kodas", Country: "LT", Kind: SchemeNationalID, CheckDigit: true,
		Names:   []string{"Asmens kodas", "A. k.", "Personal code"},
		Printed: regexp.MustCompile(`\b[1-69]\d{10}\b`), Example: "33309240064",
		Source: "Lietuvos Respublikos gyventojų registro įstatymas (asmens kodas): century and sex, YYMMDD, serial, the Estonian code's mod-11 check digit (9 for codes without a birth date), as documented by python-stdnum (lt.asmens)",
		valid:  func(n string) bool { return len(n) == 11 && n[0] == '9' && baltic11(n) || baltPersonal(n, 6) }},

	// Hungary, Slovakia, Slovenia, Croatia.
	{ID: "hu_adoszam", Country: "HU", Kind: SchemeTIN, CheckDigit: true,
		Names:   []string{"Adószám", "Adószáma", "Tax number"},
		Printed: regexp.MustCompile(`\b\d{8}-?[1-5]-?\d{2}\b`), Example: "10625790-4-44",
		Source: "Nemzeti Adó- és Vámhivatal, adószám (2017. évi CL. törvény, 16. §): the eight-digit taxpayer number (weights 9 7 3 1, " + viesRules + "), the VAT code 1-5 and the county code",
		valid:  both(matchRe(`\d{8}[1-5](?:0[2-9]|1\d|20|22|4[1-4]|51)`), func(n string) bool { return huVAT(n[:8]) })},
	{ID: "hu_adoazonosito", Country: "HU", Kind: SchemePersonalTax, CheckDigit: true,
		Names:   []string{"Adóazonosító jel", "Adóazonosító", "Tax identification number"},
		Printed: regexp.MustCompile(`\b8\d{9}\b`), Example: "8365670003",
		Source: "1996. évi XX. törvény, 1. melléklet (adóazonosító jel): 8, the days from 1 January 1867 to the birth date, a serial, and the first nine digits weighted 1-9 mod 11 (10 never issued)",
		valid:  huAdoazonosito},
	{ID: "sk_ico", Country: "SK", Kind: SchemeCompanyRegister, CheckDigit: true,
		Names:   []string{"IČO", "Identifikačné číslo organizácie", "IČ"},
		Printed: regexp.MustCompile(`\b\d{2} ?\d{3} ?\d{3}\b`), Example: "31 322 832",
		Source: "Štatistický úrad SR, IČO (https://www.statistics.sk, register organizácií): eight digits, weights 8-2, 11 − r mod 10, the Czechoslovak rule the Czech IČO keeps",
		valid:  both(matchRe(`\d{8}`), czICO)},
	{ID: "sk_rodne_cislo", Country: "SK", Kind: SchemeNationalID, CheckDigit: true,
		Names:   []string{"Rodné číslo", "RČ"},
		Printed: regexp.MustCompile(`\b\d{6}/?\d{3,4}\b`), Example: "710319/2745",
		Source: "Zákon č. 301/1995 Z. z. o rodnom čísle: YYMMDD (+50 women, +20), serial; ten digits divisible by 11 since 1954",
		valid:  czBirthNumber},
	{ID: "si_davcna", Country: "SI", Kind: SchemeTIN, CheckDigit: true,
		Names:   []string{"Davčna številka", "Davčna št.", "Tax number"},
		Printed: regexp.MustCompile(`\b[1-9]\d{7}\b`), Example: "50223054",
		Source: viesRules + " (SI: the davčna številka, eight digits, 11 − weights 8-2 mod 11)",
		valid:  both(matchRe(`[1-9]\d{7}`), siVAT)},
	{ID: "si_emso", Country: "SI", Kind: SchemeNationalID, CheckDigit: true,
		Names:   []string{"EMŠO", "Enotna matična številka občana"},
		Printed: regexp.MustCompile(`\b\d{13}\b`), Example: "0101006500006",
		Source: "Zakon o centralnem registru prebivalstva (EMŠO): DDMM and the year's last three digits, region, serial, 11 − (weights 7 6 5 4 3 2 7 6 5 4 3 2 mod 11), 10 and 11 reading 0, as documented by python-stdnum (si.emso)",
		valid:  siEMSO},
	{ID: "hr_oib", Country: "HR", Kind: SchemeTIN, CheckDigit: true,
		Names:   []string{"OIB", "Osobni identifikacijski broj"},
		Printed: regexp.MustCompile(`\b\d{11}\b`), Example: "33392005961",
		Source: "Zakon o osobnom identifikacijskom broju (NN 60/08); Porezna uprava, OIB: eleven digits, ISO 7064 MOD 11,10",
		valid:  both(matchRe(`\d{11}`), mod11_10)},

	// Romania, Bulgaria, Greece.
	{ID: "ro_cui", Country: "RO", Kind: SchemeTIN, CheckDigit: true,
		Names:   []string{"CUI", "CIF", "Cod unic de înregistrare", "Cod de identificare fiscală", "Cod fiscal"},
		Printed: regexp.MustCompile(`\b(?:RO ?)?[1-9]\d{1,9}\b`), Example: "18547290",
		Source: viesRules + " (RO: up to ten digits, weights 7 5 3 2 1 7 5 3 2, 10 × sum mod 11 mod 10); ANAF, the RO prefix of VAT registration",
		fix:    func(n string) string { return strings.TrimPrefix(n, "RO") },
		valid:  both(matchRe(`[1-9]\d{1,9}`), roCUI)},
	{ID: "ro_cnp", Country: "RO", Kind: SchemeNationalID, CheckDigit: true,
		Names:   []string{"CNP", "Cod numeric personal"},
		Printed: regexp.MustCompile(`\b[1-9]\d{12}\b`), Example: "1630615123457",
		Source: "Legea nr. 248/2005 and Ministerul Afacerilor Interne, DEPABD (cod numeric personal): sex and century, YYMMDD, county, serial, check digit of weights 2 7 9 1 4 6 3 5 8 2 7 9 mod 11 (10 reads 1)",
		valid:  roCNP},
	{ID: "bg_eik", Country: "BG", Kind: SchemeCompanyRegister, CheckDigit: true,
		Names:   []string{"ЕИК", "ЕИК/ПИК", "БУЛСТАТ", "UIC", "Unified Identification Code", "EIK"},
		Printed: regexp.MustCompile(`\b\d{9}(?:\d{4})?\b`), Example: "175074752",
		Source: "Закон за регистър БУЛСТАТ and Агенция по вписванията: nine digits (weights 1-8 mod 11, or 3-10 when that leaves 10, 10 reading 0), thirteen for branches (the last four weighted 2 7 3 5, or 4 9 5 7)",
		valid:  bgEIK},
	{ID: "bg_egn", Country: "BG", Kind: SchemeNationalID, CheckDigit: true,
		Names:   []string{"ЕГН", "Единен граждански номер", "EGN"},
		Printed: regexp.MustCompile(`\b\d{10}\b`), Example: "7523169263",
		Source: "Закон за гражданската регистрация, чл. 8 (ЕГН): YYMMDD (month +20 before 1900, +40 from 2000), serial, weights 2 4 8 5 10 9 7 3 6 mod 11 mod 10",
		valid:  bgEGN},
	{ID: "gr_afm", Country: "GR", Kind: SchemeTIN, CheckDigit: true,
		Names:   []string{"ΑΦΜ", "Α.Φ.Μ.", "Αριθμός Φορολογικού Μητρώου", "AFM", "Tax registration number"},
		Printed: regexp.MustCompile(`\b\d{9}\b`), Example: "094014201",
		Source: viesRules + " (EL: the ΑΦΜ, nine digits, weights 2⁸ … 2¹ mod 11 mod 10)",
		valid:  both(matchRe(`\d{9}`), grVAT)},

	// Iceland.
	{ID: "is_kennitala", Country: "IS", Kind: SchemeTIN, CheckDigit: true,
		Names:   []string{"Kennitala", "Kt.", "Kennitala fyrirtækis", "Identity number"},
		Printed: regexp.MustCompile(`\b\d{6}-?\d{4}\b`), Example: "450401-3150",
		Source: "Þjóðskrá Íslands, kennitala (https://www.skra.is): DDMMYY (day +40 for companies), two serial digits, a check digit (weights 3 2 7 6 5 4 3 2, the sum with it divisible by 11) and the century (9 1900s, 0 2000s)",
		valid:  isKennitala},

	// Brazil.
	{ID: "br_cnpj", Country: "BR", Kind: SchemeCompanyRegister, CheckDigit: true,
		Names:   []string{"CNPJ", "Cadastro Nacional da Pessoa Jurídica", "Número de inscrição", "CNPJ/MF"},
		Printed: regexp.MustCompile(`\b(?:[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}/[0-9A-Z]{4}-\d{2}|\d{14})\b`), Example: "11.222.333/0001-81",
		Source: "Receita Federal, CNPJ (Instrução Normativa RFB nº 2.119/2022, Anexo XV; the alphanumeric CNPJ of IN RFB nº 2.229/2024): eight characters of the entity, four of the establishment (0001 the head office) and two check digits, each 11 minus the sum mod 11 (0 for a remainder below 2) of the characters' values (ASCII code minus 48) weighted 5 4 3 2 9 8 7 6 5 4 3 2, then 6 5 4 3 2 9 8 7 6 5 4 3 2",
		valid:  brCNPJ},
}

// The shapes the check functions test before their check.
var (
	isNINOShape          = matchRe(`[A-Z]{2}\d{6}[A-D]`)
	isSteuernummerShape  = matchRe(`\d{10,11}|(?:28|11|30|24|22|26|40|23|27|10|32|31|21|41)\d{2}0\d{8}|[59]\d{3}0\d{8}`)
	isSPIShape           = matchRe(`[0-3]\d{12}`)
	isCodiceFiscaleShape = matchRe(`[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]`)
	isPPSShape           = matchRe(`\d{7}[A-W][ABHTWX]?`)
	isBNShape            = matchRe(`\d{9}(?:[A-Z]{2}\d{4})?`)
	isHETUShape          = matchRe(`\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]`)
	isGSTINShape         = matchRe(`\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]`)
)

// einPrefixes are the two-digit prefixes the IRS assigns to EINs.
var einPrefixes = wordSet("01 02 03 04 05 06 10 11 12 13 14 15 16 20 21 22 23 24 25 26 27 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47 48 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 68 71 72 73 74 75 76 77 80 81 82 83 84 85 86 87 88 90 91 92 93 94 95 98 99")

// wordSet returns the set of the space-separated words of s.
func wordSet(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

func usEIN(n string) bool { return len(n) == 9 && allDigits(n) && einPrefixes[n[:2]] }

// voidedSSNs are numbers the SSA voided after they were printed on
// sample cards (the Woolworth wallet card and a 1940s advertisement).
var voidedSSNs = map[string]bool{"078051120": true, "219099999": true}

func usSSN(n string) bool {
	if len(n) != 9 || !allDigits(n) {
		return false
	}
	return n[:3] != "000" && n[:3] != "666" && n[0] != '9' && n[3:5] != "00" && n[5:] != "0000" && !voidedSSNs[n]
}

func usITIN(n string) bool {
	if len(n) != 9 || !allDigits(n) || n[0] != '9' {
		return false
	}
	g := num(n[3:5])
	return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94
}

// gbUTR: the first digit checks the other nine: 11 − (weights 6 7 8 9 10
// 5 4 3 2 mod 11), 10 and 11 written 1 and 2.
// kzBIN checks a Kazakh IIN or BIN (see the kz_bin scheme's source).
func kzBIN(n string) bool {
	if len(n) != 12 || !allDigits(n) {
		return false
	}
	sum := func(first int) int {
		s := 0
		for i := range 11 {
			w := (first+i-1)%11 + 1
			s += int(n[i]-'0') * w
		}
		return s % 11
	}
	c := sum(1)
	if c == 10 {
		c = sum(3)
	}
	return c < 10 && c == int(n[11]-'0')
}

func gbUTR(n string) bool {
	if len(n) != 10 || !allDigits(n) {
		return false
	}
	c := 11 - weightedSum(n[1:], 6, 7, 8, 9, 10, 5, 4, 3, 2)%11
	if c > 9 {
		c -= 9
	}
	return c == digit(n, 0)
}

// gbNINO: two prefix letters (neither D, F, I, Q, U nor V, the second
// not O, not BG, GB, KN, NK, NT, TN or ZZ), six digits, a suffix A-D.
func gbNINO(n string) bool {
	if !isNINOShape(n) {
		return false
	}
	p := n[:2]
	if strings.ContainsAny(p, "DFIQUV") || p[1] == 'O' {
		return false
	}
	switch p {
	case "BG", "GB", "KN", "NK", "NT", "TN", "ZZ":
		return false
	}
	return true
}

// gbCRNPrefixes are the letter prefixes of UK company numbers: companies
// and LLPs of Scotland (SC, SO, SL, SP, SF, SZ, SA, SE, SR, SI, CS),
// Northern Ireland (NI, NC, NL, NO, NP, NF, NZ, NA, NR, NV), England and
// Wales (OC LLPs, LP limited partnerships, FC overseas companies, IP, RC,
// AC, ZC, CE, IC, PC, GE/GS/GN European groupings, ES/SE societates,
// R0, BR, FE, GB).
var gbCRNPrefixes = wordSet("SC NI OC SO NC LP SL NL FC SF NF GE GS GN IP SP NP RC SR NR SE ES NO AC SA NA ZC SZ NZ CE CS IC SI NV PC R0 BR FE GB")

func gbCRN(n string) bool {
	if len(n) != 8 {
		return false
	}
	return allDigits(n) || (gbCRNPrefixes[n[:2]] && allDigits(n[2:]))
}

// deSteuernummer: the regional form (10 digits, or 11 in Bayern,
// Nordrhein-Westfalen and the Länder whose numbers start 0, 1 or 2) or
// the nationwide 13-digit form (the Land's prefix, the office, 0, the
// district and serial, the check digit).
func deSteuernummer(n string) bool {
	return isSteuernummerShape(n)
}

// deIdNr: eleven digits, the first not 0; in the first ten one digit
// appears twice or three times and no other repeats; MOD 11,10 check.
func deIdNr(n string) bool {
	if len(n) != 11 || !allDigits(n) || n[0] == '0' || !mod11_10(n) {
		return false
	}
	var count [10]int
	for i := range 10 {
		count[digit(n, i)]++
	}
	repeated := 0
	for _, c := range count {
		switch {
		case c == 2 || c == 3:
			repeated++
		case c > 3:
			return false
		}
	}
	return repeated == 1
}

// frSPI: thirteen digits, the first 0-3; the last three are the first
// ten mod 511.
func frSPI(n string) bool {
	return isSPIShape(n) && num(n[:10])%511 == num(n[10:])
}

// frSIRET: fourteen digits passing Luhn, or a La Poste establishment
// (SIREN 356000000) whose digits sum to a multiple of 5.
func frSIRET(n string) bool {
	if len(n) != 14 || !allDigits(n) {
		return false
	}
	if luhn(n) {
		return true
	}
	if !strings.HasPrefix(n, "356000000") {
		return false
	}
	sum := 0
	for i := range n {
		sum += digit(n, i)
	}
	return sum%5 == 0
}

// itCodiceFiscale: the check letter of a codice fiscale is the sum of
// its first fifteen characters, those at odd places (1st, 3rd, ...)
// through the odd table and the others at their value (0-9, A-Z as
// 0-25), mod 26, as a letter.
func itCodiceFiscale(n string) bool {
	if !isCodiceFiscaleShape(n) {
		return false
	}
	// odd is the value at odd places of 0-9 then A-Z.
	odd := [36]int{1, 0, 5, 7, 9, 13, 15, 17, 19, 21,
		1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23}
	index := func(c byte) int {
		if c >= '0' && c <= '9' {
			return int(c - '0')
		}
		return int(c-'A') + 10
	}
	sum := 0
	for i := range 15 {
		k := index(n[i])
		if i%2 == 0 {
			sum += odd[k]
		} else if k >= 10 {
			sum += k - 10
		} else {
			sum += k
		}
	}
	return byte('A'+sum%26) == n[15]
}

// padLeft returns a fix that restores the leading zeros of an all-digit
// number shorter than n.
func padLeft(n int) func(string) string {
	return func(s string) string {
		if len(s) < n && len(s) >= n-2 && allDigits(s) {
			return strings.Repeat("0", n-len(s)) + s
		}
		return s
	}
}

// elevenTest: the Dutch BSN and RSIN: nine digits weighted 9-2 and -1
// sum to a multiple of 11 (and not to 0).
func elevenTest(n string) bool {
	if len(n) != 9 || !allDigits(n) {
		return false
	}
	sum := weightedSum(n, 9, 8, 7, 6, 5, 4, 3, 2, -1)
	return sum%11 == 0 && sum != 0
}

// iePPS: seven digits, the check letter, and an optional second letter:
// A, B or H (weighted 9 as 1, 2, 8) or the W, T or X of older numbers
// (ignored).
func iePPS(n string) bool {
	if !isPPSShape(n) {
		return false
	}
	sum := weightedSum(n, 8, 7, 6, 5, 4, 3, 2)
	if len(n) == 9 && strings.IndexByte("ABH", n[8]) >= 0 {
		sum += int(n[8]-'A'+1) * 9
	}
	return "WABCDEFGHIJKLMNOPQRSTUV"[sum%23] == n[7]
}

// auTFN: nine digits weighted 1 4 3 7 5 8 6 9 10, or eight weighted 10 7
// 8 4 6 3 5 1, sum to a multiple of 11.
func auTFN(n string) bool {
	switch {
	case len(n) == 9 && allDigits(n):
		return weightedSum(n, 1, 4, 3, 7, 5, 8, 6, 9, 10)%11 == 0
	case len(n) == 8 && allDigits(n):
		return weightedSum(n, 10, 7, 8, 4, 6, 3, 5, 1)%11 == 0
	}
	return false
}

// auABN: one subtracted from the first digit, weights 10 1 3 5 7 9 11 13
// 15 17 19, the sum a multiple of 89.
func auABN(n string) bool {
	if len(n) != 11 || !allDigits(n) || n[0] == '0' {
		return false
	}
	sum := weightedSum(n, 10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19) - 10
	return sum%89 == 0
}

// auACN: weights 8-1 over eight digits; the ninth is (10 − sum mod 10)
// mod 10.
func auACN(n string) bool {
	return len(n) == 9 && allDigits(n) && (10-weightedSum(n, 8, 7, 6, 5, 4, 3, 2, 1)%10)%10 == digit(n, 8)
}

// caBN: nine digits passing Luhn, alone or with a program account.
func caBN(n string) bool {
	return isBNShape(n) && luhn(n[:9])
}

// beNN: YYMMDD, a serial and two check digits: 97 − (the nine digits mod
// 97), or for births from 2000 97 − ("2" and the nine digits mod 97).
func beNN(n string) bool {
	if len(n) != 11 || !allDigits(n) {
		return false
	}
	c := num(n[9:])
	return 97-num(n[:9])%97 == c || 97-num("2"+n[:9])%97 == c
}

// plREGON: nine digits (weights 8 9 2 3 4 5 6 7, mod 11, 10 reading 0),
// or fourteen (the first nine valid, then weights 2 4 8 5 0 9 7 3 6 1 2
// 4 8).
func plREGON(n string) bool {
	check := func(s string, w ...int) bool { return weightedSum(s, w...)%11%10 == digit(s, len(w)) }
	switch {
	case len(n) == 9 && allDigits(n):
		return check(n, 8, 9, 2, 3, 4, 5, 6, 7)
	case len(n) == 14 && allDigits(n):
		return check(n[:9], 8, 9, 2, 3, 4, 5, 6, 7) && check(n, 2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8)
	}
	return false
}

// plPESEL: a birth date YYMMDD (month +80 for the 1800s, +20, +40, +60
// for the 2000s, 2100s, 2200s), a serial and the check digit 10 −
// (weights 1 3 7 9 1 3 7 9 1 3 mod 10), mod 10.
func plPESEL(n string) bool {
	if len(n) != 11 || !allDigits(n) {
		return false
	}
	y, m := num(n[:2]), num(n[2:4])
	century := map[int]int{0: 1900, 1: 2000, 2: 2100, 3: 2200, 4: 1800}[m/20]
	if !validDate(century+y, m%20, num(n[4:6])) {
		return false
	}
	return (10-weightedSum(n, 1, 3, 7, 9, 1, 3, 7, 9, 1, 3)%10)%10 == digit(n, 10)
}

// czICO: eight digits, weights 8-2, the check 11 − r mod 10 (10 → 0, 11
// → 1).
func czICO(n string) bool {
	return (11-weightedSum(n, 8, 7, 6, 5, 4, 3, 2)%11)%10 == digit(n, 7)
}

// sePersonnummer: YYMMDD or YYYYMMDD, an optional - or +, a serial, the
// Luhn check over the ten digits; the day may be +60 (samordningsnummer).
func sePersonnummer(n string) bool {
	n = strings.NewReplacer("-", "", "+", "").Replace(n)
	if len(n) == 12 {
		n = n[2:]
	}
	if len(n) != 10 || !allDigits(n) {
		return false
	}
	d := num(n[4:6])
	if d > 60 {
		d -= 60
	}
	return validDateYY(num(n[:2]), num(n[2:4]), d) && luhn(n)
}

// dkCPR: DDMMYY and a serial; the date must exist (in a leap year when
// it is 29 February).
func dkCPR(n string) bool {
	return len(n) == 10 && allDigits(n) && validDateYY(num(n[4:6]), num(n[2:4]), num(n[:2]))
}

// noFodselsnummer: DDMMYY (day +40 for D-numbers, month +40 for
// H-numbers), a serial and two mod-11 check digits (weights 3 7 6 1 8 9
// 4 5 2, then 5 4 3 2 7 6 5 4 3 2).
func noFodselsnummer(n string) bool {
	if len(n) != 11 || !allDigits(n) {
		return false
	}
	d, m := num(n[:2]), num(n[2:4])
	if d > 40 {
		d -= 40
	}
	if m > 40 {
		m -= 40
	}
	if !validDateYY(num(n[4:6]), m, d) {
		return false
	}
	return mod11Check(weightedSum(n, 3, 7, 6, 1, 8, 9, 4, 5, 2)) == digit(n, 9) &&
		mod11Check(weightedSum(n, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2)) == digit(n, 10)
}

// fiHETU: DDMMYY, a century sign (+ 1800s; - Y X W V U 1900s; A B C D E
// F 2000s), a serial and the check character
// "0123456789ABCDEFHJKLMNPRSTUVWXY"[DDMMYYNNN mod 31].
func fiHETU(n string) bool {
	if !isHETUShape(n) {
		return false
	}
	century := 1900
	switch {
	case n[6] == '+':
		century = 1800
	case n[6] >= 'A' && n[6] <= 'F':
		century = 2000
	}
	if !validDate(century+num(n[4:6]), num(n[2:4]), num(n[:2])) {
		return false
	}
	return "0123456789ABCDEFHJKLMNPRSTUVWXY"[num(n[:6]+n[7:10])%31] == n[10]
}

// ean13: the GS1 check digit of a 13-digit number: weights 1 and 3
// alternating from the left, the total a multiple of 10.
func ean13(n string) bool {
	return len(n) == 13 && allDigits(n) && weightedSum(n, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1, 3, 1)%10 == 0
}

// inGSTIN: the check character of an Indian GSTIN: over the first
// fourteen characters (0-9, A-Z as 0-35), factors 1, 2, 1, 2 ... from the
// left; each product's quotient and remainder by 36 summed; the check is
// (36 − sum mod 36) mod 36.
func inGSTIN(n string) bool {
	if !isGSTINShape(n) {
		return false
	}
	const chars = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	sum := 0
	for i := range 14 {
		p := strings.IndexByte(chars, n[i]) * (1 + i%2)
		sum += p/36 + p%36
	}
	return chars[(36-sum%36)%36] == n[14]
}

// nzIRD: eight or nine digits between 10 and 150 million; 11 − (weights
// 3 2 7 6 5 4 3 2 mod 11), or when that gives 10 the same with weights 7
// 4 3 2 5 2 7 6; 11 reads 0 and a second 10 is invalid.
func nzIRD(n string) bool {
	if len(n) != 9 || !allDigits(n) {
		return false
	}
	if v := num(n); v <= 10000000 || v >= 150000000 {
		return false
	}
	c := (11 - weightedSum(n, 3, 2, 7, 6, 5, 4, 3, 2)%11) % 11
	if c == 10 {
		c = (11 - weightedSum(n, 7, 4, 3, 2, 5, 2, 7, 6)%11) % 11
	}
	return c != 10 && c == digit(n, 8)
}

// validDateYY reports whether yy-m-d is a calendar date in the 1900s or
// the 2000s, for numbers whose century the date alone does not give.
func validDateYY(yy, m, d int) bool {
	return validDate(1900+yy, m, d) || validDate(2000+yy, m, d)
}

// validDate reports whether y-m-d is a calendar date.
func validDate(y, m, d int) bool {
	if m < 1 || m > 12 || d < 1 {
		return false
	}
	return d <= time.Date(y, time.Month(m)+1, 0, 0, 0, 0, 0, time.UTC).Day()
}

// baltPersonal: an Estonian or Lithuanian personal code: a first digit
// 1 to max for the century and sex (1-2 the 1800s, 3-4 the 1900s, 5-6
// the 2000s, 7-8 the 2100s), a birth date YYMMDD, a serial and the
// baltic11 check digit.
func baltPersonal(n string, max int) bool {
	if len(n) != 11 || !allDigits(n) {
		return false
	}
	c := digit(n, 0)
	if c < 1 || c > max {
		return false
	}
	y := 1800 + 100*((c-1)/2) + num(n[1:3])
	return validDate(y, num(n[3:5]), num(n[5:7])) && baltic11(n)
}

// roCNP: sex and century (1-2 the 1900s, 3-4 the 1800s, 5-6 the 2000s,
// 7-9 residents), YYMMDD, county, serial; weights 2 7 9 1 4 6 3 5 8 2 7 9
// mod 11 is the check digit, 10 reading 1.
func roCNP(n string) bool {
	if len(n) != 13 || !allDigits(n) || n[0] == '0' {
		return false
	}
	y, m, d := num(n[1:3]), num(n[3:5]), num(n[5:7])
	switch n[0] {
	case '1', '2':
		y += 1900
	case '3', '4':
		y += 1800
	case '5', '6':
		y += 2000
	default:
		if !validDateYY(y, m, d) {
			return false
		}
		y += 2000
		if !validDate(y, m, d) {
			y -= 100
		}
	}
	if !validDate(y, m, d) {
		return false
	}
	c := weightedSum(n, 2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9) % 11
	if c == 10 {
		c = 1
	}
	return c == digit(n, 12)
}

// bgEIK: the Bulgarian unified identification code: nine digits with the
// legal-entity check of the VAT number, or thirteen (a branch), the first
// nine valid and the last the check of digits 9-12 weighted 2 7 3 5 mod
// 11, or 4 9 5 7 when that leaves 10, 10 reading 0.
func bgEIK(n string) bool {
	switch {
	case len(n) == 9 && allDigits(n):
		return bgVAT(n)
	case len(n) == 13 && allDigits(n) && bgVAT(n[:9]):
		b := n[8:12]
		r := weightedSum(b, 2, 7, 3, 5) % 11
		if r == 10 {
			r = weightedSum(b, 4, 9, 5, 7) % 11
		}
		return r%10 == digit(n, 12)
	}
	return false
}

// isKennitala: DDMMYY (the day +40 for companies and other bodies), two
// serial digits, a check digit and the century digit (8 the 1800s, 9 the
// 1900s, 0 the 2000s); the first nine weighted 3 2 7 6 5 4 3 2 1 sum to a
// multiple of 11.
func isKennitala(n string) bool {
	if len(n) != 10 || !allDigits(n) {
		return false
	}
	d := num(n[:2])
	if d > 40 {
		d -= 40
	}
	century := map[byte]int{'8': 1800, '9': 1900, '0': 2000}[n[9]]
	if century == 0 || !validDate(century+num(n[4:6]), num(n[2:4]), d) {
		return false
	}
	return weightedSum(n, 3, 2, 7, 6, 5, 4, 3, 2, 1)%11 == 0
}

// huAdoazonosito: ten digits starting 8; the first nine weighted 1 to 9
// sum to the tenth mod 11 (a remainder of 10 is never issued).
func huAdoazonosito(n string) bool {
	return len(n) == 10 && allDigits(n) && n[0] == '8' &&
		weightedSum(n, 1, 2, 3, 4, 5, 6, 7, 8, 9)%11 == digit(n, 9)
}

// siEMSO: DDMM, the year's last three digits (below 800 the 2000s),
// region, serial and the check 11 − (weights 7 6 5 4 3 2 7 6 5 4 3 2 mod
// 11), 10 and 11 reading 0.
func siEMSO(n string) bool {
	if len(n) != 13 || !allDigits(n) {
		return false
	}
	y := num(n[4:7]) + 1000
	if y < 1800 {
		y += 1000
	}
	if !validDate(y, num(n[2:4]), num(n[:2])) {
		return false
	}
	return (11-weightedSum(n, 7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2)%11)%11%10 == digit(n, 12)
}

// cnpjShape is a CNPJ normalized: twelve digits or capital letters (the
// alphanumeric CNPJ, from July 2026) and two check digits.
var cnpjShape = matchRe(`[0-9A-Z]{12}\d{2}`)

// brCNPJ: each check digit is 11 minus the weighted sum mod 11 of the
// characters before it (a character's value its ASCII code minus 48, so
// a digit's is itself), 0 where the remainder is 0 or 1.
func brCNPJ(n string) bool {
	if !cnpjShape(n) || n[:12] == "000000000000" {
		return false
	}
	check := func(sum int) int {
		if r := sum % 11; r >= 2 {
			return 11 - r
		}
		return 0
	}
	return check(weightedSum(n, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2)) == digit(n, 12) &&
		check(weightedSum(n, 6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2)) == digit(n, 13)
}
