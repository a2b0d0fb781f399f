package lexicon

// organisationLabels are the labels of register extracts, certificates of
// incorporation and good standing, and officers tables. Sources: the
// disclosure requirements of Directive (EU) 2017/1132 Articles 14 and 26
// (register, registration number, legal form, registered office) in each
// language version on EUR-Lex; the public extracts of Companies House
// (GB), the CRO (IE), the Handelsregister (DE), the KvK (NL), Infogreffe
// (FR), the Registro Mercantil (ES), the Registro delle Imprese (IT),
// the Registo Comercial (PT), Bolagsverket (SE), CVR (DK), KRS (PL) and
// the Obchodní rejstřík (CZ), as shown on their websites; in Thai, the
// association and foundation certificates of the Ministerial Regulation
// under the Civil and Commercial Code s. 82 and s. 117 (forms ส.ค.๔,
// ท.ม.๓: "ทะเบียนเลขที่") and the Department of Business Development's
// certificates (หนังสือรับรอง: "ทะเบียนนิติบุคคลเลขที่").
var organisationLabels = labelTable{
	ConceptOrganisationName: {
		"en": {"Company name", "Name of company", "Name of the company", "Entity name", "Name of entity", "Organisation name",
			"Organization name", "Corporate name", "Registered name", "Legal name", "Name of corporation", "Corporation name",
			"LLC name", "Business name", "Trading name", "Trading as", "Enterprise name"},
		"de": {"Firma", "Firmenname", "Firmierung", "Name der Gesellschaft", "Name des Unternehmens"},
		"fr": {"Dénomination", "Dénomination sociale", "Raison sociale", "Nom commercial", "Nom de l'entreprise", "Dénomination ou raison sociale"},
		"es": {"Razón social", "Denominación social", "Denominación", "Nombre de la empresa"},
		"it": {"Denominazione", "Ragione sociale", "Denominazione sociale", "Ditta"},
		"nl": {"Statutaire naam", "Handelsnaam", "Naam onderneming", "Naam rechtspersoon", "Bedrijfsnaam", "Naam"}, // "Naam:", the KBO's extract
		"pt": {"Denominação", "Denominação social", "Firma", "Firma ou denominação", "Nome da empresa", "Razão social"},
		"sv": {"Företagsnamn", "Firma"},
		"da": {"Navn", "Virksomhedsnavn", "Firmanavn"},
		"pl": {"Nazwa", "Firma", "Nazwa firmy", "Firma, pod którą spółka działa"},
		"cs": {"Obchodní firma", "Název"},
		"th": {"ชื่อสมาคม", "ชื่อมูลนิธิ", "ชื่อนิติบุคคล", "ชื่อบริษัท", "ชื่อห้างหุ้นส่วน"},
		// Brønnøysundregistrene's firmaattest (brreg.no)
		"no": {"Foretaksnavn", "Navn/foretaksnavn"},
	},
	ConceptRegistrationNumber: {
		"en": {"Entity identification number", "Business identification number", "Business Identification #", "Corporate Identity Number", "Company number", "Company No.", "Company reg. no.", "Company registration number", "Company registration No.",
			"Registered number", "Registered No.", "File number", "File No.", "Entity number", "Entity ID", "UEN",
			"Unique Entity Number", "CRO number", "CRN", "Incorporation number", "Corporate number", "Corporation number",
			"Charter number", "Registration No.", "Reg. No.", "Registration number", "Number", "Business registration number",
			"ACN", "CIN", "NZBN",
			// US Secretaries of State: Wyoming and Colorado print a filing ID, Georgia a control number.
			"Filing ID", "Filing number", "Filing No.", "Control number", "Control No.", "Ontario Corporation Number", "Ontario Corp Number", "Enterprise number"},
		"de": {"Handelsregisternummer", "Registernummer", "Nummer der Firma", "HRB", "HRA", "HR-Nr.", "Firmenbuchnummer", "FN", "UID-Nummer", "Registergericht und -nummer", "Identifikationsnummer"},
		"fr": {"Numéro d'immatriculation", "Numéro SIREN", "SIREN", "SIRET", "RCS", "N° RCS", "Numéro RCS", "Numéro d'entreprise", "N° d'entreprise", "Numéro BCE", "N° IDE",
			// The Kbis extract (infogreffe.fr sample): "Immatriculation au RCS, numéro 123 456 789 R.C.S. Paris".
			"Immatriculation au RCS, numéro", "Immatriculation au RCS", "Numéro d'identification"},
		"es": {"CIF", "Número de registro", "Hoja registral", "Número de inscripción", "Inscripción"},
		"it": {"REA", "Numero REA", "N. REA", "Numero di iscrizione", "Numero d'iscrizione al Registro delle Imprese",
			// The visura camerale (registroimprese.it sample): the company's codice fiscale is its register number.
			"Codice fiscale e n. iscr. al Registro Imprese", "Codice fiscale e numero di iscrizione al Registro delle Imprese", "N. iscrizione Registro Imprese", "Numero d'identificazione"},
		"nl": {"KvK-nummer", "KvK number", "KvK nr.", "KvK", "Nummer Kamer van Koophandel", "Inschrijvingsnummer", "Ondernemingsnummer", "Handelsregisternummer"},
		"pt": {"NIPC", "Número de matrícula", "Matrícula", "CNPJ", "Número de identificação de pessoa coletiva"},
		"sv": {"Organisationsnummer", "Org.nr.", "Orgnr"},
		"da": {"CVR-nummer", "CVR-nr.", "CVR"},
		"pl": {"KRS", "REGON", "Numer KRS"},
		"cs": {"IČO", "IČ", "Identifikační číslo"},
		"no": {"Organisasjonsnummer", "Org.nr."},
		"fi": {"Y-tunnus", "Yritystunnus"},
		"th": {"ทะเบียนเลขที่", "เลขทะเบียน", "ทะเบียนนิติบุคคลเลขที่", "เลขทะเบียนนิติบุคคล"},
	},
	ConceptIncorporationDate: {
		"en": {"Incorporated on", "Incorporation date", "Date of incorporation", "Date incorporated", "Date of formation", "Formation date",
			"Registration date", "Date of registration", "Registered on", "Date of establishment", "Formed", "Amalgamation date", "Date of amalgamation"},
		"de": {"Tag der ersten Eintragung", "Tag der Eintragung", "Eintragungsdatum", "Gründungsdatum", "Datum der Eintragung"},
		"fr": {"Date d'immatriculation", "Date de création", "Date de constitution", "Immatriculé le", "Immatriculée le"},
		"es": {"Fecha de constitución", "Fecha de inscripción"},
		"it": {"Data di costituzione", "Data atto di costituzione", "Data iscrizione", "Data di iscrizione"},
		"nl": {"Datum oprichting", "Datum eerste inschrijving", "Datum inschrijving", "Oprichtingsdatum", "Datum akte van oprichting"},
		"pt": {"Data de constituição", "Data de matrícula", "Data de registo"},
		"sv": {"Registreringsdatum", "Registrerat", "Bildat"},                   // Bolagsverket's registreringsbevis
		"fi": {"Rekisteröity", "Rekisteröintipäivä", "Rekisteröintipäivämäärä"}, // PRH's kaupparekisteriote
		"da": {"Stiftelsesdato", "Startdato"},
		"pl": {"Data rejestracji", "Data wpisu", "Data rejestracji w Krajowym Rejestrze Sądowym"},
		"cs": {"Datum vzniku", "Datum zápisu", "Datum vzniku a zápisu"},
		// Brønnøysundregistrene's firmaattest (brreg.no)
		"no": {"Stiftelsesdato", "Registrert i Foretaksregisteret"},
	},
	ConceptRegisteredOffice: {
		"en": {"Registered office address", "Registered office", "Address of registered office", "Registered address", "Registered agent address", "Registered office situated in", "Registered or head office address"},
		"de": {"Sitz", "Sitz der Gesellschaft", "Sitz / Geschäftsanschrift", "Geschäftsanschrift"},
		"fr": {"Siège social", "Siège", "Adresse du siège"},
		"es": {"Domicilio social", "Domicilio"},
		"it": {"Sede legale", "Sede", "Indirizzo sede legale"},
		"nl": {"Statutaire zetel", "Adres statutaire zetel", "Zetel", "Vestigingsadres", "Bezoekadres"},
		"pt": {"Sede", "Sede social", "Morada da sede"},
		"sv": {"Säte", "Styrelsens säte"},
		"da": {"Hjemsted"},
		"pl": {"Siedziba", "Adres siedziby"},
		"cs": {"Sídlo"},
		// Brønnøysundregistrene's firmaattest (brreg.no)
		"no": {"Forretningsadresse"},
	},
	// The postcode and town of an address that a form or register prints
	// under a label of their own, after the street's: the Danish CVR's
	// "Postnr. og by", the Norwegian register's "Postnummer og poststed",
	// German forms' "PLZ/Ort", the Czech "PSČ".
	ConceptPostcodeCity: {
		"en": {"Postal code and city", "Postcode and town", "Postcode and city", "Postal code", "ZIP code"},
		"de": {"PLZ/Ort", "PLZ und Ort", "Postleitzahl und Ort", "Postleitzahl"},
		"fr": {"Code postal et localité", "Code postal et ville", "Code postal"},
		"es": {"Código postal y localidad", "Código postal"},
		"it": {"CAP e comune", "CAP e località", "CAP"},
		"nl": {"Postcode en plaats", "Postcode en woonplaats"},
		"pt": {"Código postal e localidade", "Código postal"},
		"sv": {"Postnummer och ort", "Postnummer"},
		"da": {"Postnr. og by", "Postnummer og by"},
		"no": {"Postnummer og poststed", "Postnr. og sted"},
		"pl": {"Kod pocztowy i miejscowość", "Kod pocztowy"},
		"cs": {"PSČ a obec", "PSČ"},
	},
	ConceptAddress: {
		"en": {"Address", "Principal office address", "Principal office", "Head office", "Principal place of business", "Business address", "Office address", "Trading address",
			"Mailing address", "Postal address"},
		"de": {"Adresse", "Anschrift", "Geschäftsadresse"},
		"fr": {"Adresse", "Adresse professionnelle", "Établissement principal"},
		"es": {"Dirección", "Domicilio", "Dirección comercial"},
		"it": {"Indirizzo", "Sede operativa"},
		"nl": {"Adres"},
		"pt": {"Morada", "Endereço"},
		"sv": {"Adress", "Besöksadress", "Postadress"},
		"da": {"Adresse"},
		"pl": {"Adres"},
		"cs": {"Adresa", "Provozovna"},
	},
	ConceptPersonAddress: {
		"en": {"Correspondence address", "Service address", "Residential address", "Usual residential address", "Home address"},
		"de": {"Wohnort", "Wohnanschrift", "Privatanschrift"},
		"fr": {"Domicile", "Adresse personnelle", "Adresse de correspondance", "Domicile personnel"}, // the Kbis extract
		"es": {"Domicilio particular", "Dirección de correspondencia"},
		"it": {"Residenza", "Domicilio personale"},
		"nl": {"Woonplaats", "Correspondentieadres", "Woonadres"},
		"pt": {"Residência", "Morada de correspondência"},
		"sv": {"Hemadress"},
		"da": {"Bopæl"},
		"pl": {"Adres do doręczeń", "Adres zamieszkania"},
		"cs": {"Bydliště"},
	},
	// The kind of a register's first entry in its list of entries: the
	// Austrian Firmenbuch's "Vollzugsnummern" (Firmenbuchgesetz § 3;
	// justiz.gv.at), the Swiss SHAB publications ("Neueintragung",
	// "Nouvelle inscription", "Nuova iscrizione").
	ConceptFirstEntry: {
		"de": {"Neueintragung", "Ersteintragung"},
		"fr": {"Nouvelle inscription", "Première inscription"},
		"it": {"Nuova iscrizione", "Prima iscrizione"},
		"en": {"New registration", "First registration"},
		"es": {"Inscripción primera", "Primera inscripción"}, // the Registro Mercantil numbers a company's entries; the first constitutes it
		"nl": {"Eerste inschrijving", "Nieuwe inschrijving"},
		"pt": {"Primeira inscrição", "Inscrição inicial"},
	},
	ConceptOrganisationStatus: {
		"en": {"Company status", "Entity status", "Status of company", "Status", "Current status", "Registration status", "Standing", "Corporation status", "Enterprise status"},
		"de": {"Status", "Rechtsstatus"},
		"fr": {"Statut", "État", "Situation"},
		"es": {"Estado", "Situación"},
		"it": {"Stato", "Stato attività", "Stato dell'impresa"},
		"nl": {"Status"},
		"pt": {"Situação", "Estado"},
		"sv": {"Status"},
		"da": {"Status"},
		"pl": {"Status"},
		"cs": {"Stav"},
	},
	ConceptOrganisationType: {
		"en": {"Company type", "Entity kind", "Entity type", "Type of company", "Company category", "Legal form", "Type of entity", "Business type", "Company kind", "Type", "Kind", "Corporation type", "Enterprise type"},
		"de": {"Rechtsform"},
		"fr": {"Forme juridique", "Forme légale", "Nature juridique"}, // "Forme légale": the BCE's extract
		"es": {"Forma jurídica", "Forma social"},
		"it": {"Forma giuridica", "Natura giuridica"},
		"nl": {"Rechtsvorm"},
		"pt": {"Forma jurídica", "Natureza jurídica"},
		"sv": {"Företagsform", "Juridisk form", "Bolagsform"},
		"da": {"Virksomhedsform"},
		"pl": {"Forma prawna", "Oznaczenie formy prawnej"},
		"cs": {"Právní forma"},
		// Brønnøysundregistrene's firmaattest (brreg.no)
		"no": {"Organisasjonsform"},
	},
	// Officers: the roles registers print before a name, and the headings
	// of the sections that list them ("Active Director(s)": Ontario's
	// Corporation Profile Report). The boards of two-tier companies as
	// registers translate them ("Executive board", "Supervisory board":
	// the Danish CVR's and the German register portal's English prints);
	// the board offices of the Czech zákon o obchodních korporacích
	// (předseda, místopředseda, člen představenstva, dozorčí rada), of
	// Portugal's Código das Sociedades Comerciais art. 390 (presidente,
	// vogal, fiscal único), of the Danish selskabslov (formand,
	// næstformand) and of Poland's KRS (prezes, wiceprezes, rada nadzorcza).
	ConceptOfficers: {
		"en": {"Officers", "Directors", "Director", "Secretary", "Company secretary", "Secretaries", "President", "Vice president",
			"Treasurer", "Chairman", "Chairperson", "Chief executive officer", "Managing director", "Member", "Manager",
			"Managing member", "Partner", "Designated member", "Persons with significant control", "People with significant control",
			"Person with significant control", "Board of directors", "Authorised signatory", "Officer",
			"Executive board", "Management board", "Supervisory board", "Executive management", "Administrators", "Active director(s)", "Active officer(s)", "Director(s)", "Officer(s)", "Active directors / officers", "Directors / officers"},
		"de": {"Geschäftsführer", "Geschäftsführerin", "Vorstand", "Vorstandsmitglied", "Prokurist", "Prokura", "Vertretungsberechtigte Personen", "Aufsichtsrat", "Persönlich haftender Gesellschafter",
			// The kinds of Prokura a register entry names its holder under (HGB §48, §53).
			"Einzelprokura", "Gesamtprokura"},
		"fr": {"Gérant", "Gérante", "Président", "Directeur général", "Administrateur", "Administrateurs", "Dirigeants", "Représentant légal",
			"Directeur général délégué", "Président du conseil d'administration", "Co-gérant"},
		"es": {"Administrador", "Administrador único", "Administradores", "Administrador solidario", "Administradores solidarios", "Administrador mancomunado", "Consejero", "Consejero delegado", "Consejo de administración", "Apoderado", "Presidente", "Secretario",
			// The board's offices as the Registro Mercantil inscribes them (Reglamento del Registro Mercantil art. 124, 192).
			"Presidente del Consejo", "Presidente del Consejo de Administración", "Vicepresidente", "Secretario del Consejo", "Secretario no consejero", "Vocal"},
		"it": {"Amministratore", "Amministratore unico", "Consiglio di amministrazione", "Legale rappresentante", "Procuratore", "Presidente",
			"Amministratore delegato", "Consigliere", "Presidente del consiglio di amministrazione", "Socio amministratore"},
		"nl": {"Bestuurder", "Bestuurders", "Functionarissen", "Gevolmachtigde", "Directeur", "Commissaris"},
		"pt": {"Gerente", "Administrador", "Gerência", "Administração", "Conselho de administração", "Diretor",
			"Presidente do conselho de administração", "Vogal", "Fiscal único", "Conselho fiscal", "Órgãos sociais"},
		"sv": {"Styrelseledamot", "Styrelse", "Verkställande direktör", "VD", "Firmatecknare", "Suppleant", "Prokurist",
			"Styrelseordförande", "Styrelsesuppleant", "Ordförande", "Extern verkställande direktör"},
		"da": {"Direktion", "Direktør", "Bestyrelse", "Bestyrelsesmedlem", "Formand", "Næstformand", "Ledelse"},
		"pl": {"Zarząd", "Prezes zarządu", "Członek zarządu", "Prokurent", "Prezes", "Wiceprezes zarządu", "Rada nadzorcza", "Członek rady nadzorczej"},
		"cs": {"Jednatel", "Statutární orgán", "Představenstvo", "Prokura", "Předseda představenstva", "Místopředseda představenstva",
			"Člen představenstva", "Dozorčí rada", "Předseda dozorčí rady", "Člen dozorčí rady", "Prokurista"},
		"no": {"Daglig leder", "Styreleder", "Styremedlem", "Styrets leder", "Nestleder", "Varamedlem", "Daglig leder/adm. direktør", "Styre"},
		"fi": {"Toimitusjohtaja", "Hallitus"},
	},
	// Officer names and roles as officers tables head their columns.
	ConceptOfficerName: {
		"en": {"Name", "Full name", "Officer", "Officer name", "Name of officer", "Director name", "Person", "Shareholder", "Shareholder name", "Name of shareholder", "Surname and first names", "Surname and first name(s)"},
		"de": {"Name", "Name, Vorname", "Vorname, Name"},
		"fr": {"Nom", "Nom et prénom", "Nom, prénoms", "Nom, prénom", "Nom d'usage"}, // "Nom, prénoms": the Kbis extract
		"es": {"Nombre", "Nombre y apellidos"},
		"it": {"Nome", "Cognome e nome"},
		"nl": {"Naam", "Naam en voornaam"},
		"pt": {"Nome"},
		"sv": {"Namn"},
		"da": {"Navn"},
		"pl": {"Imię i nazwisko"},
		"cs": {"Jméno"},
	},
	ConceptOfficerRole: {
		"en": {"Role", "Position", "Capacity", "Appointment", "Designation", "Function", "Officer role", "Position held", "Title", "Type", "Officer type"},
		"de": {"Funktion", "Rolle"},
		"fr": {"Fonction", "Qualité"},
		"es": {"Cargo"},
		"it": {"Carica"},
		"nl": {"Functie", "Bevoegdheid"},
		"pt": {"Cargo", "Função"},
		"sv": {"Roll", "Befattning"},
		"da": {"Rolle", "Funktion"},
		"pl": {"Funkcja", "Funkcja w organie reprezentującym"},
		"cs": {"Funkce"},
	},
	ConceptShareholders: {
		"en": {"Shareholders", "Shareholder", "Members", "Stockholders", "Owners", "Beneficial owners", "Ultimate beneficial owner"},
		"de": {"Gesellschafter", "Gesellschafterin", "Aktionäre", "Anteilseigner", "Kommanditist", "Wirtschaftlich Berechtigte"},
		"fr": {"Associés", "Associé", "Actionnaires", "Actionnaire", "Bénéficiaires effectifs"},
		"es": {"Socios", "Socio", "Accionistas", "Socio único", "Titular real"},
		"it": {"Soci", "Socio", "Socio unico", "Azionisti", "Titolare effettivo"},
		"nl": {"Aandeelhouders", "Aandeelhouder", "Enig aandeelhouder", "Vennoten", "UBO"},
		"pt": {"Sócios", "Sócio", "Acionistas", "Sócio único", "Beneficiário efetivo"},
		"sv": {"Aktieägare", "Delägare", "Verklig huvudman"},
		"da": {"Ejere", "Legale ejere", "Reelle ejere", "Aktionærer"},
		"pl": {"Wspólnicy", "Wspólnik", "Akcjonariusze", "Beneficjent rzeczywisty"},
		"cs": {"Společníci", "Společník", "Akcionáři", "Skutečný majitel"},
	},
	ConceptShareCapital: {
		"en": {"Share capital", "Issued share capital", "Authorised capital", "Capital"},
		"de": {"Stammkapital", "Grundkapital", "Kapital"},
		"fr": {"Capital social", "Capital"},
		"es": {"Capital social", "Capital"},
		"it": {"Capitale sociale", "Capitale"},
		"nl": {"Geplaatst kapitaal", "Maatschappelijk kapitaal", "Kapitaal"},
		"pt": {"Capital social", "Capital"},
		"sv": {"Aktiekapital"},
		"da": {"Selskabskapital", "Kapital"},
		"pl": {"Kapitał zakładowy"},
		"cs": {"Základní kapitál"},
	},
	ConceptJurisdiction: {
		"en": {"Jurisdiction of incorporation", "Country of incorporation", "Place of incorporation", "State of incorporation", "Home jurisdiction", "Jurisdiction", "State of formation", "Country of registration", "Governing jurisdiction"},
		"de": {"Sitzstaat", "Gründungsstaat", "Registerstaat"},
		"fr": {"Pays d'immatriculation", "Juridiction", "Pays de constitution"},
		"es": {"País de constitución", "Jurisdicción"},
		"it": {"Paese di costituzione", "Giurisdizione"},
		"nl": {"Land van oprichting", "Jurisdictie"},
		"pt": {"País de constituição", "Jurisdição"},
		"sv": {"Registreringsland"},
		"da": {"Registreringsland"},
		"pl": {"Kraj rejestracji"},
		"cs": {"Stát registrace"},
	},
	ConceptRegister: {
		"en": {"Registrar", "Register court", "Registry", "Register", "Registered at", "Registered with"},
		"de": {"Registergericht", "Amtsgericht", "Register", "Handelsregister"},
		"fr": {"Greffe", "Registre", "Registre du commerce"},
		"es": {"Registro Mercantil", "Registro"},
		"it": {"Registro delle imprese", "Camera di commercio", "Ufficio del registro"},
		"nl": {"Handelsregister", "Kamer van Koophandel", "Register"},
		"pt": {"Conservatória", "Conservatória do Registo Comercial", "Registo comercial"},
		"sv": {"Registreringsmyndighet"},
		"pl": {"Sąd rejestrowy", "Krajowy Rejestr Sądowy"},
		"cs": {"Rejstříkový soud", "Obchodní rejstřík"},
	},
}
