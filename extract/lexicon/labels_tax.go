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
// in the authorities table for the reference wording.
var taxLabels = labelTable{
	ConceptTaxNumber: {
		"en": {"Tax number", "Tax ID", "Tax identification number", "TIN", "Taxpayer identification number", "Taxpayer ID",
			"Tax reference", "Tax reference number", "Tax registration number", "UTR", "Unique Taxpayer Reference",
			"National Insurance number", "National Insurance No.", "NI number", "NINO", "SSN", "Social security number",
			"EIN", "Employer identification number", "ITIN", "Individual taxpayer identification number",
			"Tax file number", "TFN", "PPS number", "PPSN", "Personal Public Service Number", "SIN",
			"Social Insurance Number", "Business number", "ABN", "PAN", "Permanent Account Number", "IRD number",
			"U.S. taxpayer identification number", "Foreign tax identifying number", "Recipient's TIN", "Payer's TIN",
			"Employee's social security number"},
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
		"pt": {"NIF", "Número de identificação fiscal", "Número de contribuinte", "N.º de contribuinte", "Contribuinte n.º", "NIPC", "CPF", "NISS"},
		"sv": {"Personnummer", "Organisationsnummer", "Samordningsnummer", "Skatteregistreringsnummer"},
		"da": {"CPR-nummer", "SE-nummer", "Skattenummer"},
		"pl": {"NIP", "Numer identyfikacji podatkowej", "PESEL"},
		"cs": {"DIČ", "Daňové identifikační číslo", "Rodné číslo"},
		"no": {"Fødselsnummer", "D-nummer", "Organisasjonsnummer"},
		"fi": {"Henkilötunnus", "Verotunniste", "Y-tunnus"},
		"hu": {"Adóazonosító jel", "Adószám"},
		"ro": {"CNP", "CIF", "Cod de identificare fiscală"},
	},
	ConceptVATNumber: {
		"en": {"VAT number", "VAT No.", "VAT reg. no.", "VAT registration number", "VAT ID", "VAT identification number", "VAT Reg.", "VAT", "GST number", "GST/HST number", "GST Reg No", "GSTIN", "GST registration number"},
		"de": {"USt-IdNr.", "USt-ID", "Ust.-Id.-Nr.", "Umsatzsteuer-Identifikationsnummer", "UID-Nr.", "UID", "USt.-Nr.", "MWST-Nr."},
		"fr": {"N° TVA", "Numéro de TVA", "N° de TVA intracommunautaire", "TVA intracommunautaire", "Numéro d'identification à la TVA", "Numéro TVA intracommunautaire", "N° TVA intracom.", "N° IDE TVA", "Identifiant TVA"},
		"es": {"NIF-IVA", "Número de IVA", "N.º IVA", "Número de identificación a efectos del IVA", "NIF intracomunitario"},
		"it": {"Partita IVA", "P.IVA", "Part. IVA", "Numero di partita IVA", "Partita I.V.A."},
		"nl": {"BTW-nummer", "Btw-id", "Btw-identificatienummer", "BTW nr.", "Omzetbelastingnummer", "OB-nummer"},
		"pt": {"NIF", "Número de IVA", "N.º IVA", "NIPC"},
		"sv": {"Momsregistreringsnummer", "Momsnr.", "VAT-nummer", "Momsreg.nr."},
		"da": {"SE-nr.", "CVR-nr.", "Momsnummer", "Momsregistreringsnummer"},
		"pl": {"NIP", "NIP UE", "Numer VAT", "Numer NIP"},
		"cs": {"DIČ", "Číslo DPH"},
		"sk": {"IČ DPH"},
		"no": {"MVA-nummer", "Org.nr. MVA"},
		"fi": {"ALV-numero", "ALV-rekisterinumero"},
		"hu": {"Közösségi adószám", "Adószám"},
		"ro": {"Cod TVA", "Cod de înregistrare în scopuri de TVA"},
	},
	ConceptReferenceNumber: {
		"en": {"No.", "Number", "Reference", "Reference number", "Reference No.", "Ref.", "Our ref.", "Our reference", "Your ref.", "Your reference",
			"Ref. No.", "Document number", "Document No.", "Certificate number", "Certificate No.", "Notice number", "Case number",
			"Case reference", "Reference number(s)", "Account number (see instructions)", "List account number(s) here"},
		"de": {"Nr.", "Nummer", "Aktenzeichen", "Az.", "Geschäftszeichen", "Unser Zeichen", "Ihr Zeichen", "Referenz", "Referenznummer", "Vorgangsnummer"},
		"fr": {"N°", "Nº", "Numéro", "Référence", "Réf.", "Nos réf.", "Vos réf.", "Notre référence", "Votre référence", "Référence de l'avis",
			"Numéro d'avis", "N° d'avis", "Numéro de dossier", "N° de dossier"},
		"es": {"Nº", "Núm.", "Número", "Referencia", "Ref.", "Nº de referencia", "Número de referencia", "Código seguro de verificación", "CSV",
			"Código electrónico", "Número de expediente", "Expediente", "Su referencia", "Nuestra referencia"},
		"it": {"N.", "Numero", "Riferimento", "Rif.", "Numero di protocollo", "Protocollo", "Protocollo n.", "Prot. n.", "N. protocollo", "Ns. rif.", "Vs. rif."},
		"nl": {"Nr.", "Nummer", "Kenmerk", "Ons kenmerk", "Uw kenmerk", "Referentie", "Referentienummer", "Dossiernummer"},
		"pt": {"N.º", "Número", "Referência", "Ref.ª", "N.º de referência", "Número de referência", "Processo n.º", "N.º do processo"},
		"sv": {"Nr", "Nummer", "Referens", "Vår referens", "Er referens", "Diarienummer", "Dnr"},
		"da": {"Nr.", "Nummer", "Reference", "Journalnummer", "J.nr.", "Vores reference", "Deres reference"},
		// Polish offices' case marks, "znak sprawy" of the Instrukcja kancelaryjna
		// (Rozporządzenie Prezesa Rady Ministrów z 18 stycznia 2011, Dz.U. nr 14 poz. 67),
		// as tax offices head their letters: "Nr sprawy", "Znak pisma".
		"pl": {"Nr", "Numer", "Znak sprawy", "Nr sprawy", "Numer sprawy", "Znak pisma", "Znak", "Nasz znak", "Wasz znak", "Numer referencyjny", "Sygnatura"},
		"cs": {"Č.", "Číslo", "Číslo jednací", "Č.j.", "Naše značka", "Vaše značka", "Spisová značka"},
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
	},
}
