package lexicon

// businessVocabulary marks organisation and tax documents.
var businessVocabulary = map[Kind][]vocabEntry{
	// Titles of register extracts and certificates, and the wording of
	// certificates. Sources: Companies House certificate and extract
	// samples; the certificates of the Delaware Division of Corporations
	// and other Secretaries of State; the extract products of the
	// Handelsregister, Firmenbuch, Infogreffe (Kbis), InfoCamere (visura),
	// KvK (uittreksel), Registradores de España (nota simple), the
	// Portuguese certidão permanente, Bolagsverket and Brønnøysund
	// (registreringsbevis, firmaattest), the KRS (odpis), the Obchodní
	// rejstřík (výpis) and the Finnish, Hungarian and Romanian registers.
	KindOrganisationDoc: {
		{"en", Strong, false, []string{"Certificate of incorporation", "Certificate of good standing", "Certificate of incumbency",
			"Certificate of formation", "Certificate of continuation", "Certificate of change of name",
			"Certificate of directors and secretary", "Certificate of directors and secretaries",
			"Certificate of registration of a company", "Certificate of registration of company",
			"Certificate of registration of a corporation", "Certificate of registration of a business", "Articles of incorporation",
			"Articles of organization", "Articles of organisation", "Articles of association", "Memorandum of association",
			"Company printout", "Company overview", "Company profile", "Company extract", "Company search", "Company details",
			"Business profile", "Register extract", "Extract from the register", "Extract from the companies register",
			"Extract from the trade register", "Extract from the commercial register", "Certificate of status", "Certificate of existence",
			// Ontario's Business Registry (ontario.ca, "Corporation Profile Report").
			"Corporation profile report", "Corporation profile"}},
		{"de", Strong, false, []string{"Handelsregisterauszug", "Auszug aus dem Handelsregister", "Handelsregister A des Amtsgerichts",
			"Handelsregister B des Amtsgerichts", "Aktueller Ausdruck", "Chronologischer Ausdruck", "Firmenbuchauszug",
			"Gesellschaftsvertrag", "Gründungsurkunde",
			// The Austrian Firmenbuch's extracts (justiz.gv.at, "Firmenbuchauszug").
			"Auszug aus dem Firmenbuch", "Auszug mit aktuellen Daten", "Auszug mit historischen Daten"}},
		{"fr", Strong, false, []string{"Extrait Kbis", "Extrait K bis", "Extrait d'immatriculation", "Extrait du registre du commerce et des sociétés", "Certificat d'immatriculation",
			// Switzerland's commercial register and Belgium's Crossroads Bank for Enterprises (economie.fgov.be).
			"Extrait du registre du commerce", "Extrait de la Banque-Carrefour des Entreprises"}},
		{"es", Strong, false, []string{"Nota simple", "Nota simple informativa", "Certificación registral", "Escritura de constitución", "Certificado de inscripción"}},
		{"it", Strong, false, []string{"Visura camerale", "Visura ordinaria", "Certificato di iscrizione", "Atto costitutivo", "Certificato camerale", "Estratto del registro di commercio"}},
		{"nl", Strong, false, []string{"Uittreksel", "Uittreksel handelsregister", "Uittreksel uit het handelsregister",
			"Uittreksel Handelsregister Kamer van Koophandel", "Akte van oprichting", "Uittreksel uit de Kruispuntbank van Ondernemingen"}},
		{"pt", Strong, false, []string{"Certidão permanente", "Certidão do registo comercial", "Certidão comercial", "Pacto social"}},
		{"sv", Strong, false, []string{"Registreringsbevis", "Bolagsordning"}},
		{"da", Strong, false, []string{"Virksomhedsudskrift", "Firmaattest",
			// The Danish Business Authority's CVR extracts (erhvervsstyrelsen.dk).
			"Erhvervsudtog", "Udskrift fra Det Centrale Virksomhedsregister"}},
		{"no", Strong, false, []string{"Firmaattest", "Registreringsbevis"}},
		{"pl", Strong, false, []string{"Odpis aktualny z rejestru przedsiębiorców", "Odpis z KRS", "Informacja odpowiadająca odpisowi aktualnemu"}},
		{"cs", Strong, false, []string{"Výpis z obchodního rejstříku", "Výpis z veřejného rejstříku"}},
		{"fi", Strong, false, []string{"Kaupparekisteriote"}},
		{"hu", Strong, false, []string{"Cégkivonat"}},
		{"ro", Strong, false, []string{"Certificat constatator"}},
		// Thailand: the registrar's certificates of an association (form
		// ส.ค.๔, Civil and Commercial Code s. 82), a foundation (form
		// ท.ม.๓, s. 117) and a partnership or company (Department of
		// Business Development), and its certificate of registration
		// (หนังสือรับรอง).
		{"th", Strong, false, []string{"ใบสำคัญแสดงการจดทะเบียนสมาคม", "ใบสำคัญแสดงการจดทะเบียนมูลนิธิ",
			"ใบสำคัญแสดงการจดทะเบียนห้างหุ้นส่วนบริษัท", "ใบสำคัญแสดงการจดทะเบียนบริษัทมหาชนจำกัด", "หนังสือรับรองการจดทะเบียน"}},
		{"th", Weak, false, []string{"นายทะเบียนสมาคม", "นายทะเบียนมูลนิธิ", "นายทะเบียนหุ้นส่วนบริษัท", "ทะเบียนเลขที่",
			"ประมวลกฎหมายแพ่งและพาณิชย์", "กรมพัฒนาธุรกิจการค้า"}},
		// The formulas by which registrars certify a company's existence
		// are as telling as a title.
		{"en", Strong, false, []string{"Is this day incorporated", "Incorporated under the laws", "Incorporated under the Companies Act",
			"Duly incorporated", "In good standing", "Good standing", "Legal corporate existence",
			// co-operatives, registered under the Co-operative Societies
			// Acts of India's states and the UK's Co-operative and
			// Community Benefit Societies Act 2014
			"Registration of a co-operative society", "Registered as a co-operative society",
			"Registered under the Co-operative and Community Benefit Societies Act"}},
		{"en", Weak, false, []string{"Persons with significant control", "Filing history", "Charges",
			"Share capital", "Registered office", "Limited by shares", "Limited by guarantee", "Companies Act 2006",
			"Companies Act 2014", "Registrar of Companies", "Company number", "Date of incorporation",
			"Co-operative society", "Cooperative society", "Co-operative Societies Act", "Cooperative Societies Act",
			"Registrar of Co-operative Societies", "Registrar of Cooperative Societies"}},
		{"de", Weak, false, []string{"Registergericht", "Amtsgericht", "Handelsregister", "Stammkapital", "Geschäftsführer", "Vertretungsregelung", "Prokura", "Tag der ersten Eintragung",
			"Alle Eintragungen", "Zeichnungsart"}},
		{"fr", Weak, false, []string{"Greffe du tribunal de commerce", "Capital social", "Siège social", "Gérant", "Immatriculation", "Date d'immatriculation",
			// The Swiss commercial register's extract in its three languages (zefix.ch).
			"Registre du commerce", "Toutes les inscriptions", "Mode de signature"}},
		{"es", Weak, false, []string{"Registro Mercantil", "Hoja registral", "Capital social", "Domicilio social", "Administrador único", "Fecha de constitución"}},
		{"it", Weak, false, []string{"Registro delle imprese", "Camera di commercio", "Numero REA", "Capitale sociale", "Sede legale", "Data di costituzione", "Registro di commercio", "Tutte le iscrizioni", "Diritto di firma"}},
		{"nl", Weak, false, []string{"Kamer van Koophandel", "KvK-nummer", "Statutaire zetel", "Bestuurder", "Datum oprichting"}},
		{"pt", Weak, false, []string{"Conservatória do Registo Comercial", "Matrícula", "Capital social", "Sede", "Gerência"}},
		// Register extracts of Estonia (e-äriregister, "Registrikaardi väljavõte"), Latvia
		// (Uzņēmumu reģistrs), Lithuania (Registrų centras, "Juridinių asmenų registro išrašas"),
		// Hungary (e-cegjegyzek.hu: cégkivonat, cégmásolat, cégbizonyítvány), Romania (ONRC:
		// certificat constatator), Slovakia (orsr.sk: výpis z obchodného registra), Slovenia
		// (AJPES: izpis iz sodnega/poslovnega registra), Croatia (sudreg: izvadak iz sudskog
		// registra), Finland (PRH: kaupparekisteriote) and Norway (Brønnøysund), and the fields
		// those registers list on e-justice.europa.eu "Business registers in EU countries".
		{"fi", Strong, false, []string{"Ote kaupparekisteristä", "Yhdistysrekisteriote"}},
		{"et", Strong, false, []string{"Registrikaardi väljavõte", "Äriregistri registrikaardi väljavõte", "Äriregistri väljavõte"}},
		{"lt", Strong, false, []string{"Juridinių asmenų registro išrašas", "Juridinio asmens registravimo pažymėjimas"}},
		{"hu", Strong, false, []string{"Cégmásolat", "Cégbizonyítvány", "Hiteles cégkivonat"}},
		{"sk", Strong, false, []string{"Výpis z obchodného registra", "Úradný výpis z obchodného registra", "Výpis zo živnostenského registra"}},
		{"sl", Strong, false, []string{"Izpis iz sodnega registra", "Izpis iz poslovnega registra", "Izpis iz Poslovnega registra Slovenije"}},
		{"hr", Strong, false, []string{"Izvadak iz sudskog registra", "Izvadak iz obrtnog registra"}},
		{"fi", Weak, false, []string{"Kaupparekisteri", "Osakepääoma", "Toimitusjohtaja", "Hallituksen puheenjohtaja", "Yritysmuoto", "Patentti- ja rekisterihallitus"}},
		{"no", Weak, false, []string{"Foretaksregisteret", "Enhetsregisteret", "Organisasjonsform", "Daglig leder", "Styrets leder", "Aksjekapital", "Stiftelsesdato"}},
		{"et", Weak, false, []string{"Äriregister", "Registrikood", "Õiguslik vorm", "Juhatuse liige", "Osakapital", "Registriosakond"}},
		{"lv", Weak, false, []string{"Uzņēmumu reģistrs", "Komercreģistrs", "Reģistrācijas numurs", "Juridiskā adrese", "Pamatkapitāls", "Valdes loceklis"}},
		{"lt", Weak, false, []string{"Juridinių asmenų registras", "Registrų centras", "Juridinio asmens kodas", "Teisinė forma", "Įstatinis kapitalas", "Buveinė"}},
		{"hu", Weak, false, []string{"Cégjegyzékszám", "Cégbíróság", "Jegyzett tőke", "Cégforma", "A cég székhelye", "A cég elnevezése", "Ügyvezető"}},
		{"ro", Weak, false, []string{"Registrul Comerțului", "Oficiul Registrului Comerțului", "Cod unic de înregistrare", "Sediul social", "Forma juridică", "Starea firmei", "Asociați", "Administratori"}},
		{"sk", Weak, false, []string{"Obchodný register", "Obchodné meno", "Deň zápisu", "Základné imanie", "Štatutárny orgán", "Konateľ", "Právna forma"}},
		{"sl", Weak, false, []string{"Sodni register", "Poslovni register", "Matična številka", "Osnovni kapital", "Zastopniki", "Pravnoorganizacijska oblika"}},
		{"hr", Weak, false, []string{"Sudski registar", "Trgovački sud", "Temeljni kapital", "Osobe ovlaštene za zastupanje", "Članovi društva", "Pravni oblik"}},
		// Iceland: Skatturinn's register of enterprises (skatturinn.is,
		// "Fyrirtækjaskrá": the vottorð (certificate) and útprentun
		// (printout) of a company's registration, and the registers it
		// keeps under the Lög um hlutafélög nr. 2/1995 and Lög um
		// einkahlutafélög nr. 138/1994).
		{"is", Strong, false, []string{"Vottorð úr fyrirtækjaskrá", "Útprentun úr fyrirtækjaskrá", "Vottorð úr hlutafélagaskrá",
			"Vottorð úr firmaskrá", "Skráningarvottorð"}},
		{"is", Weak, false, []string{"Fyrirtækjaskrá", "Hlutafélagaskrá", "Firmaskrá", "Rekstrarform", "Stjórnarformaður", "Meðstjórnandi",
			"Framkvæmdastjóri", "Prókúruhafi", "Hlutafé", "Lögheimili"}},
		// Albania: the Qendra Kombëtare e Biznesit's extracts of the
		// commercial register (qkb.gov.al, "Ekstrakt i thjeshtë" and
		// "Ekstrakt historik për subjektin"; Ligji nr. 131/2015 "Për
		// Qendrën Kombëtare të Biznesit").
		{"sq", Strong, false, []string{"Ekstrakt i thjeshtë", "Ekstrakt historik", "Ekstrakt i thjeshtë për subjektin",
			"Ekstrakt historik për subjektin", "Ekstrakt nga regjistri tregtar", "Certifikatë e regjistrimit"}},
		{"sq", Weak, false, []string{"Qendra Kombëtare e Biznesit", "Regjistri tregtar", "Emri i subjektit", "Forma ligjore",
			"Data e regjistrimit", "Adresa e selisë", "Kapitali themeltar", "Ortakët", "Aksionarët", "Administratori", "Administratorët"}},
		// Serbia, Montenegro and Bosnia and Herzegovina in Latin script:
		// the Agencija za privredne registre's extract (apr.gov.rs, "Izvod
		// o registrovanim podacima", the Zakon o postupku registracije u
		// Agenciji za privredne registre), the Centralni registar
		// privrednih subjekata of Montenegro (crps.me) and the court
		// registers of Bosnia and Herzegovina (bizreg.pravosudje.ba,
		// "Aktuelni izvod iz sudskog registra").
		{"sr", Strong, false, []string{"Izvod o registrovanim podacima", "Izvod o registraciji privrednog subjekta",
			"Izvod iz registra privrednih subjekata", "Izvod iz Centralnog registra privrednih subjekata"}},
		{"bs", Strong, false, []string{"Aktuelni izvod iz sudskog registra", "Izvod iz sudskog registra"}},
		{"sr", Weak, false, []string{"Agencija za privredne registre", "Registar privrednih subjekata", "Poslovno ime", "Matični broj",
			"Pravna forma", "Datum osnivanja", "Zakonski zastupnik", "Osnovni kapital", "Članovi društva"}},
		{"bs", Weak, false, []string{"Registar poslovnih subjekata", "Općinski sud", "Opštinski sud", "Osnovni sud", "Matični broj subjekta upisa"}},
		// Greece: the certificates of the General Commercial Registry
		// (businessportal.gr, "Πιστοποιητικά ΓΕΜΗ": Γενικό Πιστοποιητικό,
		// Πιστοποιητικό Εκπροσώπησης, Πιστοποιητικό Ισχύουσας
		// Εκπροσώπησης; Ν. 4919/2022 on the ΓΕΜΗ), issued by the chambers'
		// ΓΕΜΗ services.
		{"el", Strong, false, []string{"Γενικό Πιστοποιητικό", "Πιστοποιητικό Εκπροσώπησης", "Πιστοποιητικό Ισχύουσας Εκπροσώπησης",
			"Γενικό Πιστοποιητικό Μεταβολών", "Πιστοποιητικό Καταχώρισης", "Πιστοποιητικό Ισχύος Εταιρείας", "Πιστοποιητικό Ιστορικότητας"}},
		{"el", Weak, false, []string{"Γενικό Εμπορικό Μητρώο", "Αριθμός Γ.Ε.ΜΗ.", "Υπηρεσία Γ.Ε.ΜΗ.", "Επωνυμία", "Διακριτικός τίτλος", "Νομική μορφή",
			"Μετοχικό κεφάλαιο", "Εταιρικό κεφάλαιο", "Διοικητικό Συμβούλιο", "Διευθύνων Σύμβουλος", "Διαχειριστής", "Επιμελητήριο"}},
		// Brazil: the Receita Federal's proof of a company's enrolment in
		// the CNPJ (gov.br/receitafederal, "Comprovante de Inscrição e de
		// Situação Cadastral", Instrução Normativa RFB nº 2.119/2022) and
		// its table of partners and directors ("Consulta Quadro de Sócios
		// e Administradores - QSA"), and the Juntas Comerciais'
		// simplified certificate (Lei nº 8.934/1994, "Certidão
		// Simplificada").
		{"pt", Strong, false, []string{"Comprovante de Inscrição e de Situação Cadastral", "Cadastro Nacional da Pessoa Jurídica",
			"Quadro de Sócios e Administradores", "Consulta Quadro de Sócios e Administradores", "Certidão Simplificada",
			"Certidão de Inteiro Teor", "Contrato social"}},
		{"pt", Weak, false, []string{"CNPJ", "Nome empresarial", "Título do estabelecimento", "Nome de fantasia", "Natureza jurídica",
			"Situação cadastral", "Data da situação cadastral", "Data de abertura", "Sócio-Administrador", "Junta Comercial", "NIRE",
			"Atividade econômica principal"}},
		// The business entity searches of the US Secretaries of State, as
		// printed from their websites: Florida's Division of Corporations
		// (search.sunbiz.org, "Detail by Entity Name": Filing Information,
		// Officer/Director Detail, Annual Reports), California's
		// (bizfileonline.sos.ca.gov: Statement of Information, Agent for
		// Service of Process), and the "Business Entity Details" or
		// "Entity Information" pages of the other states.
		{"en", Strong, false, []string{"Detail by Entity Name", "Detail by Document Number", "Detail by FEI/EIN Number", "Detail by Officer/Registered Agent Name",
			"Business Entity Details", "Business Entity Detail", "Business Entity Information", "Entity Details", "Entity Information",
			"Business Entity Search", "Corporation Details"}},
		// Turkey: the chambers' and trade registry offices' certificates
		// (Ticaret Sicili Yönetmeliği; ticaretsicil.gov.tr, MERSİS: "faaliyet
		// belgesi", "ticaret sicil tasdiknamesi", the Türkiye Ticaret Sicili
		// Gazetesi). Bulgaria: the Registry Agency's certificate of current
		// status (portal.registryagency.bg, "Удостоверение за актуално
		// състояние"). North Macedonia: the Central Register's extract of
		// current status (crm.com.mk, "Тековна состојба").
		{"tr", Strong, false, []string{"Faaliyet belgesi", "Ticaret sicil tasdiknamesi", "Sicil tasdiknamesi", "Oda kayıt belgesi",
			"Türkiye Ticaret Sicili Gazetesi"}},
		{"tr", Weak, false, []string{"Ticaret sicil müdürlüğü", "Ticaret sicili", "MERSİS", "Ticaret unvanı", "Ticaret sicil no",
			"Yönetim kurulu", "Tescil tarihi", "Ticaret odası"}},
		{"bg", Strong, false, []string{"Удостоверение за актуално състояние", "Справка за актуално състояние", "Удостоверение за вписване в търговския регистър"}},
		{"bg", Weak, false, []string{"Търговски регистър", "Агенция по вписванията", "ЕИК", "Правна форма", "Седалище и адрес на управление",
			"Управител", "Съдружници"}},
		{"mk", Strong, false, []string{"Тековна состојба"}},
		{"mk", Weak, false, []string{"Централен регистар", "Централен регистар на Република Северна Македонија", "ЕМБС"}},
		{"en", Weak, false, []string{"Filing Information", "Officer/Director Detail", "Registered Agent Name & Address", "Registered Agent",
			"Annual Reports", "Document Images", "Entity Status", "Formation Date", "Jurisdiction of Formation", "Statement of Information",
			"Agent for Service of Process", "FEI/EIN Number", "Date Filed", "Principal Address", "Entity Type"}},
	},
	// Tax letters, assessments, number-assignment notices, residence and
	// VAT-registration certificates, and tax forms. Sources: the forms
	// and notices of the IRS (W-9, W-8BEN, W-8BEN-E, 1099 series, W-2,
	// 1040, CP 575, Letter 147C, Form 6166), HMRC (P60, P45, P11D, P800,
	// SA302, tax calculation, notice of coding), the BZSt (confirmation of
	// a USt-IdNr.), the Finanzämter (Steuerbescheid, Ansässigkeits-
	// bescheinigung), the DGFiP (avis d'impôt, attestation de résidence
	// fiscale), the AEAT (certificado de situación censal, modelos 036,
	// 100, 303), the Agenzia delle Entrate (attestazione di attribuzione
	// della partita IVA, Certificazione Unica, modello 730), the
	// Belastingdienst (aanslag, bevestiging btw-identificatienummer), the
	// AT (declaração de início de atividade), Skatteverket, Skattestyrelsen,
	// the Polish KAS (certyfikat rezydencji, PIT), the Czech Finanční
	// správa, and India's CGST Rules 2017 (Form GST REG-06, the GST
	// registration certificate), as published on their websites.
	KindTaxDoc: {
		{"en", Strong, false, []string{"Request for Taxpayer Identification Number and Certification",
			"Certificate of Foreign Status of Beneficial Owner for United States Tax Withholding and Reporting",
			"Wage and Tax Statement", "U.S. Individual Income Tax Return", "Miscellaneous Information", "Nonemployee Compensation",
			"We assigned you an employer identification number", "Employer identification number assignment",
			"United States Residency Certification", "Tax calculation", "Tax year overview", "Self Assessment tax return",
			"Notice to complete a tax return", "Notice of coding", "Tax code notice", "Notice of assessment",
			"Certificate of residence", "Certificate of tax residence", "Tax residency certificate", "Certificate of VAT registration", "Certificate of registration for VAT",
			"VAT registration certificate", "VAT certificate", "Tax clearance certificate", "Your Unique Taxpayer Reference",
			"End of year certificate", "Details of employee leaving work", "Certificate of registration for GST",
			// The Australian Business Register's public record (abr.business.gov.au, "ABN Lookup").
			"Current details for ABN"}},
		{"", Strong, false, []string{"Form W-9", "Form W-8BEN", "Form W-8BEN-E", "Form 1099", "Form 1099-MISC", "Form 1099-NEC",
			"Form 1099-INT", "Form 1099-DIV", "Form 1099-B", "Form 1099-R", "Form 1099-K", "Form 1099-G", "Form 1099-S",
			"Form W-2", "Form 1040", "Form 6166", "CP 575", "Letter 147C", "P60", "P45", "P11D", "P800", "SA302", "Form GST REG-06"}},
		{"de", Strong, false, []string{"Steuerbescheid", "Einkommensteuerbescheid", "Umsatzsteuerbescheid", "Gewerbesteuerbescheid",
			"Grundsteuerbescheid", "Bescheinigung über die Erteilung einer Umsatzsteuer-Identifikationsnummer",
			"Mitteilung über die steuerliche Identifikationsnummer", "Ansässigkeitsbescheinigung", "Bescheinigung in Steuersachen",
			"Lohnsteuerbescheinigung", "Ausdruck der elektronischen Lohnsteuerbescheinigung", "Freistellungsbescheinigung",
			"Unbedenklichkeitsbescheinigung", "Steuerliche Erfassung"}},
		{"fr", Strong, false, []string{"Avis d'impôt", "Avis d'imposition", "Avis d'impôt sur le revenu",
			"Avis de situation déclarative à l'impôt sur le revenu", "Attestation de résidence fiscale", "Certificat de résidence fiscale",
			"Attestation d'assujettissement à la TVA", "Attestation de régularité fiscale", "Déclaration des revenus",
			"Avis de taxe foncière", "Avis de taxe d'habitation"}},
		{"es", Strong, false, []string{"Certificado de situación censal", "Certificado de residencia fiscal", "Certificado tributario",
			"Certificado de estar al corriente de obligaciones tributarias", "Declaración de la renta", "Modelo 036", "Modelo 037",
			"Modelo 100", "Modelo 303", "Tarjeta de identificación fiscal", "Certificado de retenciones"}},
		{"it", Strong, false, []string{"Attestazione di attribuzione del numero di partita IVA", "Attribuzione del numero di partita IVA",
			"Certificato di attribuzione del codice fiscale", "Certificazione Unica", "Modello 730", "Modello Redditi",
			"Dichiarazione dei redditi", "Certificato di residenza fiscale", "Avviso di accertamento", "Cartella di pagamento",
			"Comunicazione di irregolarità"}},
		{"nl", Strong, false, []string{"Aanslag inkomstenbelasting", "Definitieve aanslag", "Voorlopige aanslag",
			"Bevestiging btw-identificatienummer", "Woonplaatsverklaring", "Aangifte inkomstenbelasting", "Jaaropgaaf"}},
		{"pt", Strong, false, []string{"Declaração de início de atividade", "Certidão de domicílio fiscal", "Certificado de residência fiscal",
			"Nota de liquidação", "Declaração de rendimentos", "Certidão de dívida e não dívida", "Cartão de contribuinte"}},
		{"sv", Strong, false, []string{"Slutskattebesked", "Beslut om slutlig skatt", "Intyg om skatterättslig hemvist", "Inkomstdeklaration",
			"Godkänd för F-skatt", "Beslut om registrering", "Registrerad för mervärdesskatt"}},
		{"da", Strong, false, []string{"Årsopgørelse", "Forskudsopgørelse", "Skattekort", "Bopælsattest"}},
		{"pl", Strong, false, []string{"Zaświadczenie o rezydencji podatkowej", "Certyfikat rezydencji", "Zeznanie podatkowe",
			"Zaświadczenie o nadaniu NIP", "PIT-37", "PIT-11"}},
		{"cs", Strong, false, []string{"Potvrzení o daňovém domicilu", "Daňové přiznání", "Osvědčení o registraci k DPH", "Platební výměr"}},
		{"en", Weak, false, []string{"Tax return", "Tax year", "Income tax", "Corporation tax", "Taxpayer", "Tax assessment",
			"Self Assessment", "Withholding", "Tax identification", "Tax reference", "Unique Taxpayer Reference",
			"National Insurance number", "Tax certificate", "Tax clearance", "Under penalties of perjury", "See instructions",
			"Claim of tax treaty benefits", "Taxable income", "Tax due", "Tax code", "ABN status", "Goods & Services Tax (GST)",
			"GSTIN", "Goods and Services Tax", "Permanent Account Number"}},
		{"de", Weak, false, []string{"Einkommensteuer", "Steuernummer", "Steuer-ID", "Steuerpflichtiger", "Festsetzung", "Veranlagung", "Finanzamt", "Zu versteuerndes Einkommen"}},
		{"fr", Weak, false, []string{"Impôt sur le revenu", "Numéro fiscal", "Contribuable", "Revenu fiscal de référence", "Finances publiques"}},
		{"es", Weak, false, []string{"Impuesto sobre la renta", "Contribuyente", "Obligado tributario", "Agencia Tributaria", "Base liquidable"}},
		{"it", Weak, false, []string{"Codice fiscale", "Contribuente", "Imposta sul reddito", "Agenzia delle Entrate", "Reddito imponibile"}},
		{"nl", Weak, false, []string{"Aanslag", "Inkomstenbelasting", "Fiscaal nummer", "Belastingplichtige", "Belastbaar inkomen"}},
		{"pt", Weak, false, []string{"Imposto sobre o rendimento", "Contribuinte", "Sujeito passivo", "Rendimento coletável"}},
		// Skatteverket's registration notices and decisions (skatteverket.se, "Registreringsbevis"
		// and "F-skatt"), Skattestyrelsen's (skat.dk), the KAS's (podatki.gov.pl) and the
		// Finanční správa's (financnisprava.gov.cz) usual words.
		{"sv", Weak, false, []string{"Skatteverket", "F-skatt", "Mervärdesskatt", "Momsregistreringsnummer", "Skattekonto", "Preliminärskatt", "Inkomstskatt", "Beskattningsår"}},
		{"da", Weak, false, []string{"Skattestyrelsen", "Momsregistrering", "Personskat", "Indkomstår", "Skattepligtig", "Forskudsskat"}},
		{"pl", Weak, false, []string{"Urząd Skarbowy", "Krajowa Administracja Skarbowa", "Podatnik", "Podatek dochodowy", "Rok podatkowy"}},
		{"cs", Weak, false, []string{"Finanční úřad", "Daňový subjekt", "Daň z příjmů", "Plátce daně", "Zdaňovací období"}},
		// Tax decisions, returns and certificates of Verohallinto (FI), Skatteetaten (NO),
		// the Maksu- ja Tolliamet (EE), the VID (LV), the VMI (LT), the NAV (HU), ANAF (RO),
		// the Finančná správa (SK), FURS (SI) and the Porezna uprava (HR), as their websites
		// name them.
		{"fi", Strong, false, []string{"Verotuspäätös", "Verokortti", "Esitäytetty veroilmoitus", "Veroilmoitus", "Verovelkatodistus"}},
		{"no", Strong, false, []string{"Skattemelding", "Skatteoppgjør", "Skatteoppgjøret", "Skattekort", "Skatteattest"}},
		{"et", Strong, false, []string{"Tuludeklaratsioon", "Maksuvõla puudumise tõend"}},
		{"lv", Strong, false, []string{"Gada ienākumu deklarācija", "Rezidenta apliecība"}},
		{"lt", Strong, false, []string{"Metinė pajamų deklaracija"}},
		{"hu", Strong, false, []string{"Adóigazolás", "Nemleges adóigazolás", "Adóbevallás", "Illetőségigazolás", "Jövedelemigazolás"}},
		{"ro", Strong, false, []string{"Certificat de atestare fiscală", "Certificat de rezidență fiscală", "Decizie de impunere", "Decizia de impunere", "Certificat de înregistrare în scopuri de TVA"}},
		{"sk", Strong, false, []string{"Osvedčenie o registrácii pre daň z pridanej hodnoty", "Osvedčenie o registrácii", "Daňové priznanie", "Platobný výmer", "Potvrdenie o daňovom domicile"}},
		{"sl", Strong, false, []string{"Informativni izračun dohodnine", "Odločba o odmeri dohodnine", "Potrdilo o rezidentstvu", "Napoved za odmero dohodnine"}},
		{"hr", Strong, false, []string{"Potvrda o rezidentnosti", "Potvrda o stanju duga"}},
		{"fi", Weak, false, []string{"Verohallinto", "Veronumero", "Verovuosi", "Tulovero", "Verotettava tulo"}},
		{"no", Weak, false, []string{"Skatteetaten", "Inntektsår", "Inntektsskatt", "Skattepliktig"}},
		{"et", Weak, false, []string{"Maksu- ja Tolliamet", "Maksumaksja", "Tulumaks", "Maksukohustuslane"}},
		{"lv", Weak, false, []string{"Valsts ieņēmumu dienests", "Nodokļu maksātājs", "Iedzīvotāju ienākuma nodoklis", "Taksācijas gads"}},
		{"lt", Weak, false, []string{"Valstybinė mokesčių inspekcija", "Mokesčių mokėtojas", "Gyventojų pajamų mokestis", "Mokestinis laikotarpis"}},
		{"hu", Weak, false, []string{"Nemzeti Adó- és Vámhivatal", "Adóazonosító jel", "Adózó", "Személyi jövedelemadó", "Adóév"}},
		{"ro", Weak, false, []string{"Agenția Națională de Administrare Fiscală", "ANAF", "Contribuabil", "Cod de identificare fiscală", "Impozit pe venit"}},
		{"sk", Weak, false, []string{"Finančná správa", "Daňový úrad", "Daňový subjekt", "Daň z príjmov", "Zdaňovacie obdobie"}},
		{"sl", Weak, false, []string{"Finančna uprava", "Davčna številka", "Dohodnina", "Davčni zavezanec"}},
		{"hr", Weak, false, []string{"Porezna uprava", "Porezni obveznik", "Porez na dohodak"}},
	},
}
