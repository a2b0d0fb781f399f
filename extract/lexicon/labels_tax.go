package lexicon

// taxLabels are the labels of tax letters, assessments, certificates and
// forms. Sources: the OECD's per-country TIN sheets
// (https://www.oecd.org/tax/automatic-exchange/crs-implementation-and-assistance/tax-identification-numbers/)
// and the EU TIN-on-Europa pages
// (https://ec.europa.eu/taxation_customs/tin/) for the national names of
// tax numbers; Directive 2006/112/EC Article 226 (the particulars of an
// invoice) in each language version on EUR-Lex for the VAT number's name;
// IRS Forms W-9 (Rev. March 2024), W-8BEN (Rev. October 2021), 1099-MISC
// and W-2 for the US form captions; the letters of the authorities named
// in the authorities table for the reference wording. The ten languages
// added later (fi, no, et, lv, lt, hu, ro, sk, sl, hr): the same OECD TIN
// sheets and TIN-on-Europa pages for the numbers' names (isikukood,
// personas kods, asmens kodas, adóazonosító jel, cod numeric personal,
// rodné číslo, davčna številka, OIB), the language versions of Directive
// 2006/112/EC Article 214 on EUR-Lex for the VAT number's, and the
// letters of Verohallinto, Skatteetaten, the Maksu- ja Tolliamet, the VID,
// the VMI, the NAV, ANAF, the Finančná správa, FURS and the Porezna
// uprava, whose letters head their case numbers with "Iktatószám",
// "Nr. de înregistrare", "Klasa" and "Urbroj".
// The tax numbers register extracts print beside the company's own
// number: the kennitala (Þjóðskrá Íslands, skra.is), Albania's NIPT
// (Ligji nr. 9920/2008 "Për procedurat tatimore"), Serbia's PIB (Zakon o
// poreskom postupku i poreskoj administraciji), Bosnia and Herzegovina's
// JIB (Uprava za indirektno oporezivanje), Greece's ΑΦΜ (ΑΑΔΕ), Brazil's
// CNPJ (Receita Federal) and the FEI/EIN of Florida's sunbiz.org entity
// details, each in the OECD TIN sheet of its country where it has one.
var taxLabels = labelTable{
	ConceptTaxNumber: {
		"en": {"Tax number", "Tax ID", "Tax identification number", "TIN", "Taxpayer identification number", "Taxpayer ID",
			"Tax reference", "Tax reference number", "Tax registration number", "UTR", "Unique Taxpayer Reference",
			"National Insurance number", "National Insurance No.", "NI number", "NINO", "SSN", "Social security number",
			"EIN", "Employer identification number", "ITIN", "Individual taxpayer identification number",
			"Tax file number", "TFN", "PPS number", "PPSN", "Personal Public Service Number", "SIN",
			"Social Insurance Number", "Business number", "ABN", "PAN", "Permanent Account Number", "IRD number",
			"U.S. taxpayer identification number", "Foreign tax identifying number", "Recipient's TIN", "Payer's TIN",
			"Employee's social security number", "FEI/EIN number", "FEI/EIN", "FEIN", "Federal employer identification number"},
		"de": {"Steuernummer", "Steuer-Nr.", "St.-Nr.", "Steuer-ID", "Steuer-IdNr.", "Steuerliche Identifikationsnummer",
			"Steueridentifikationsnummer", "Identifikationsnummer", "IdNr", "Abgabenkontonummer", "AHV-Nr.", "Sozialversicherungsnummer"},
		"fr": {"Numéro fiscal", "Numéro fiscal de référence", "N° fiscal", "Numéro d'identification fiscale", "NIF", "Identifiant fiscal",
			"SPI", "Numéro SPI", "Numéro de sécurité sociale", "N° de sécurité sociale", "NIR", "Numéro national",
			// An entity's TIN is its SIREN (OECD TIN sheet, France).
			"SIREN", "Numéro SIREN", "N° SIREN"},
		"es": {"NIF", "NIE", "CIF", "N.I.F.", "Número de identificación fiscal", "Código de identificación fiscal", "NIF/CIF",
			"Número de la Seguridad Social", "NUSS"},
		"it": {"Codice fiscale", "Cod. fiscale", "C.F.", "Numero di identificazione fiscale", "Codice identificativo fiscale"},
		"nl": {"Fiscaal nummer", "Fiscaal identificatienummer", "RSIN", "BSN", "Burgerservicenummer", "Sofinummer"},
		"pt": {"NIF", "Número de identificação fiscal", "Número de contribuinte", "N.º de contribuinte", "Contribuinte n.º", "NIPC", "CPF", "NISS", "CNPJ", "Número de inscrição no CNPJ"},
		"sv": {"Personnummer", "Organisationsnummer", "Samordningsnummer", "Skatteregistreringsnummer"},
		"da": {"CPR-nummer", "SE-nummer", "Skattenummer"},
		"pl": {"NIP", "Numer identyfikacji podatkowej", "PESEL"},
		"cs": {"DIČ", "Daňové identifikační číslo", "Rodné číslo"},
		"no": {"Fødselsnummer", "D-nummer", "Organisasjonsnummer"},
		"fi": {"Henkilötunnus", "Verotunniste", "Y-tunnus", "Veronumero"},
		"hu": {"Adóazonosító jel", "Adószám", "Adóazonosító"},
		"ro": {"CNP", "CIF", "Cod de identificare fiscală", "Cod fiscal", "Cod unic de înregistrare", "CUI", "Cod numeric personal"},
		"et": {"Isikukood", "Registrikood"},
		"lv": {"Personas kods", "Nodokļu maksātāja reģistrācijas numurs", "Nodokļu maksātāja kods"},
		"lt": {"Asmens kodas", "Mokesčių mokėtojo kodas", "Mokesčių mokėtojo identifikacinis numeris"},
		"sk": {"DIČ", "Daňové identifikačné číslo", "Rodné číslo"},
		"sl": {"Davčna številka", "EMŠO"},
		"hr": {"OIB", "Osobni identifikacijski broj"},
		"is": {"Kennitala"},
		"sq": {"NIPT", "Numri i identifikimit për personin e tatueshëm"},
		"sr": {"PIB", "Poreski identifikacioni broj", "Poreski broj"},
		"bs": {"JIB", "Jedinstveni identifikacioni broj", "Identifikacioni broj", "PIB"},
		"el": {"ΑΦΜ", "Α.Φ.Μ.", "Αριθμός Φορολογικού Μητρώου"},
		"tr": {"Vergi kimlik no", "Vergi kimlik numarası", "Vergi no", "VKN"},
	},
	ConceptVATNumber: {
		"en": {"VAT number", "VAT No.", "VAT reg. no.", "VAT registration number", "VAT ID", "VAT identification number", "VAT Reg.", "VAT", "GST number", "GST/HST number", "GST Reg No", "GSTIN", "GST registration number"},
		"de": {"USt-IdNr.", "USt-ID", "Ust.-Id.-Nr.", "Umsatzsteuer-Identifikationsnummer", "UID-Nr.", "UID-Nummer", "UID", "USt.-Nr.", "MWST-Nr."},
		"fr": {"N° TVA", "Numéro de TVA", "N° de TVA intracommunautaire", "TVA intracommunautaire", "Numéro d'identification à la TVA", "Numéro TVA intracommunautaire", "N° TVA intracom.", "N° IDE TVA", "Identifiant TVA"},
		"es": {"NIF-IVA", "Número de IVA", "N.º IVA", "Número de identificación a efectos del IVA", "NIF intracomunitario"},
		"it": {"Partita IVA", "P.IVA", "Part. IVA", "Numero di partita IVA", "Partita I.V.A."},
		"nl": {"BTW-nummer", "Btw-id", "Btw-identificatienummer", "BTW nr.", "Omzetbelastingnummer", "OB-nummer"},
		"pt": {"NIF", "Número de IVA", "N.º IVA", "NIPC"},
		"sv": {"Momsregistreringsnummer", "Momsnr.", "VAT-nummer", "Momsreg.nr."},
		"da": {"SE-nr.", "CVR-nr.", "Momsnummer", "Momsregistreringsnummer"},
		"pl": {"NIP", "NIP UE", "Numer VAT", "Numer NIP"},
		"cs": {"DIČ", "Číslo DPH"},
		"sk": {"IČ DPH", "Identifikačné číslo pre daň z pridanej hodnoty"},
		"no": {"MVA-nummer", "Org.nr. MVA"},
		"fi": {"ALV-numero", "ALV-rekisterinumero", "ALV-tunniste"},
		"hu": {"Közösségi adószám", "Adószám"},
		"ro": {"Cod TVA", "Cod de înregistrare în scopuri de TVA"},
		"et": {"KMKR number", "KMKR nr", "Käibemaksukohustuslase registreerimisnumber"},
		"lv": {"PVN reģistrācijas numurs", "PVN maksātāja numurs", "PVN reģ. Nr."},
		"lt": {"PVM mokėtojo kodas", "PVM kodas"},
		"sl": {"ID za DDV", "Identifikacijska številka za DDV", "ID št. za DDV"},
		"hr": {"PDV ID broj", "PDV identifikacijski broj"},
	},
	ConceptReferenceNumber: {
		"en": {"No.", "Number", "Reference", "Reference number", "Reference No.", "Ref.", "Our ref.", "Our reference", "Your ref.", "Your reference",
			"Ref. No.", "Document number", "Document No.", "Certificate number", "Certificate No.", "Notice number", "Case number",
			"Case reference", "Reference number(s)", "Account number (see instructions)", "List account number(s) here",
			// Revenue's eTax Clearance certificate: the number a third party verifies it with.
			"Tax Clearance Access Number", "Tax Clearance Access Number (TCAN)", "TCAN"},
		"de": {"Nr.", "Nummer", "Aktenzeichen", "Az.", "Geschäftszeichen", "Unser Zeichen", "Ihr Zeichen", "Referenz", "Referenznummer", "Vorgangsnummer"},
		"fr": {"N°", "Nº", "Numéro", "Référence", "Réf.", "Nos réf.", "Vos réf.", "Notre référence", "Votre référence", "Référence de l'avis",
			"Numéro d'avis", "N° d'avis", "Numéro de dossier", "N° de dossier", "Numéro d'attestation", "N° d'attestation", "Numéro de certificat", "N° de certificat"},
		"es": {"Nº", "Núm.", "Número", "Referencia", "Ref.", "Nº de referencia", "Número de referencia", "Código seguro de verificación", "CSV",
			"Código electrónico", "Número de expediente", "Expediente", "Su referencia", "Nuestra referencia"},
		"it": {"N.", "Numero", "Riferimento", "Rif.", "Numero di protocollo", "Protocollo", "Protocollo n.", "Prot. n.", "N. protocollo", "Ns. rif.", "Vs. rif."},
		"nl": {"Nr.", "Nummer", "Kenmerk", "Ons kenmerk", "Uw kenmerk", "Referentie", "Referentienummer", "Dossiernummer"},
		// The AT's certidões are verified on the Portal das Finanças by
		// their "Código de validação".
		"pt": {"N.º", "Número", "Referência", "Ref.ª", "N.º de referência", "Número de referência", "Processo n.º", "N.º do processo",
			"Código de validação", "Código de validação da certidão", "N.º da certidão"},
		"sv": {"Nr", "Nummer", "Referens", "Vår referens", "Er referens", "Diarienummer", "Dnr"},
		"da": {"Nr.", "Nummer", "Reference", "Journalnummer", "J.nr.", "Vores reference", "Deres reference"},
		// Polish offices' case marks, "znak sprawy" of the Instrukcja kancelaryjna
		// (Rozporządzenie Prezesa Rady Ministrów z 18 stycznia 2011, Dz.U. nr 14 poz. 67),
		// as tax offices head their letters: "Nr sprawy", "Znak pisma".
		"pl": {"Nr", "Numer", "Znak sprawy", "Nr sprawy", "Numer sprawy", "Znak pisma", "Znak", "Nasz znak", "Wasz znak", "Numer referencyjny", "Sygnatura"},
		"cs": {"Č.", "Číslo", "Číslo jednací", "Č.j.", "Naše značka", "Vaše značka", "Spisová značka"},
		"fi": {"Numero", "Diaarinumero", "Asianumero"},
		"no": {"Nummer", "Saksnummer", "Referanse", "Vår referanse", "Deres referanse"},
		"et": {"Number", "Meie viide", "Teie viide"},
		"lv": {"Numurs", "Nr."},
		"lt": {"Numeris", "Nr."},
		"hu": {"Szám", "Iktatószám", "Ügyszám", "Hivatkozási szám"},
		"ro": {"Număr", "Nr.", "Număr de înregistrare", "Nr. de înregistrare"},
		"sk": {"Číslo", "Číslo spisu", "Naša značka", "Vaša značka"},
		"sl": {"Številka", "Št.", "Številka zadeve"},
		"hr": {"Broj", "Klasa", "Urbroj", "Urudžbeni broj"},
	},
	// A name labelled as a name alone, as certificates and forms print
	// the name of whom they concern.
	ConceptName: {
		"en": {"Name", "Full name", "Surname, first name", "Surname and first name", "Name of person", "Legal name"},
		"de": {"Name", "Name, Vorname", "Vor- und Zuname", "Familienname, Vorname"},
		"fr": {"Nom", "Nom, prénom", "Nom et prénom", "Nom et prénoms", "Dénomination"},
		"es": {"Nombre", "Apellidos y nombre", "Nombre y apellidos"},
		"it": {"Nome", "Cognome e nome", "Nome e cognome"},
		"nl": {"Naam", "Naam en voornaam", "Achternaam, voornaam"},
		"pt": {"Nome", "Nome completo"},
		"sv": {"Namn"},
		"da": {"Navn"},
		// "Nazwa pełna" and "Nazwa skrócona", the fields of the Polish identification
		// forms NIP-2 and NIP-8 (Rozporządzenie Ministra Finansów w sprawie wzorów
		// formularzy zgłoszeń identyfikacyjnych), which confirmations repeat.
		"pl": {"Imię i nazwisko", "Nazwa", "Nazwa pełna", "Pełna nazwa", "Nazwa skrócona"},
		"cs": {"Jméno a příjmení", "Jméno"},
		"fi": {"Nimi"},
		"no": {"Navn"},
		"et": {"Nimi"},
		"lv": {"Vārds, uzvārds", "Nosaukums"},
		"lt": {"Vardas, pavardė"},
		"hu": {"Név"},
		"ro": {"Nume și prenume", "Numele și prenumele"},
		"sk": {"Meno a priezvisko", "Meno"},
		"sl": {"Ime in priimek"},
		"hr": {"Ime i prezime"},
	},
	ConceptTaxpayerName: {
		"en": {"Taxpayer name", "Name of taxpayer", "Taxpayer", "Name (as shown on your income tax return)",
			"Business name/disregarded entity name, if different from above", "Name of individual who is the beneficial owner",
			"Recipient's name", "Employee's first name and initial"},
		"de": {"Name des Steuerpflichtigen", "Steuerpflichtiger", "Steuerpflichtige"},
		"fr": {"Nom du contribuable", "Contribuable", "Déclarant"},
		"es": {"Nombre del contribuyente", "Contribuyente", "Obligado tributario", "Apellidos y nombre o razón social"},
		"it": {"Contribuente", "Nome del contribuente", "Cognome e nome o denominazione"},
		"nl": {"Naam belastingplichtige", "Belastingplichtige"},
		"pt": {"Nome do contribuinte", "Sujeito passivo", "Contribuinte"},
		"sv": {"Skattskyldig"},
		"da": {"Skatteyder"},
		"pl": {"Podatnik", "Nazwa podatnika"},
		"cs": {"Poplatník", "Daňový subjekt"},
		"fi": {"Verovelvollinen", "Verovelvollisen nimi"},
		"no": {"Skattyter", "Skattepliktig"},
		"et": {"Maksumaksja", "Maksukohustuslane"},
		"lv": {"Nodokļu maksātājs", "Nodokļu maksātāja nosaukums"},
		"lt": {"Mokesčių mokėtojas", "Mokesčių mokėtojo pavadinimas"},
		"hu": {"Adózó", "Adózó neve"},
		"ro": {"Contribuabil", "Denumirea contribuabilului", "Numele contribuabilului"},
		"sk": {"Daňový subjekt", "Platiteľ dane"},
		"sl": {"Davčni zavezanec", "Zavezanec"},
		"hr": {"Porezni obveznik", "Obveznik"},
	},
	ConceptTaxpayerAddress: {
		"en": {"Taxpayer address", "Address of taxpayer", "Address (number, street, and apt. or suite no.)", "City, state, and ZIP code",
			"Permanent residence address (street, apt. or suite no., or rural route)", "Mailing address (if different from above)",
			"City or town, state or province. Include postal code where appropriate.", "Street address (including apt. no.)",
			"City or town, state or province, country, and ZIP or foreign postal code", "Employee's address and ZIP code",
			"Address of principal place of business", "Principal place of business"},
		"de": {"Anschrift des Steuerpflichtigen", "Wohnsitz"},
		"fr": {"Adresse du contribuable", "Domicile fiscal"},
		"es": {"Domicilio fiscal"},
		"it": {"Domicilio fiscale"},
		"nl": {"Adres belastingplichtige", "Woonadres"},
		"pt": {"Domicílio fiscal", "Morada fiscal"},
		"sv": {"Folkbokföringsadress"},
		"pl": {"Adres podatnika"},
		"cs": {"Adresa trvalého pobytu"},
		"lv": {"Deklarētā dzīvesvieta"},
		"ro": {"Domiciliul fiscal", "Domiciliu fiscal"},
	},
	ConceptTaxYear: {
		"en": {"Tax year", "Year of assessment", "Assessment year", "Tax period", "For the year ending"},
		"de": {"Steuerjahr", "Veranlagungszeitraum", "Veranlagungsjahr", "Kalenderjahr"},
		"fr": {"Année d'imposition", "Revenus de l'année", "Année des revenus"},
		"es": {"Ejercicio", "Ejercicio fiscal", "Periodo impositivo"},
		"it": {"Anno d'imposta", "Periodo d'imposta"},
		"nl": {"Belastingjaar", "Aanslagjaar"},
		"pt": {"Ano fiscal", "Ano dos rendimentos", "Exercício"},
		"sv": {"Inkomstår", "Beskattningsår"},
		"da": {"Indkomstår"},
		"pl": {"Rok podatkowy"},
		"cs": {"Zdaňovací období"},
		"fi": {"Verovuosi"},
		"no": {"Inntektsår", "Inntektsåret"},
		"et": {"Maksustamisperiood", "Maksuaasta"},
		"lv": {"Taksācijas gads", "Taksācijas periods"},
		"lt": {"Mokestinis laikotarpis"},
		"hu": {"Adóév"},
		"ro": {"Anul fiscal", "Perioada fiscală"},
		"sk": {"Zdaňovacie obdobie"},
		"sl": {"Davčno leto"},
		"hr": {"Porezno razdoblje", "Porezna godina"},
	},
}
