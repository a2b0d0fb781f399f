package lexicon

// genericLabels are the phrases, per concept, that are ordinary words or
// label other things too (see Phrase.Generic); the phrase must be one of
// the concept's labels in some language. Matching is after Fold.
var genericLabels = map[Concept][]string{
	ConceptSurname:               {"Name", "Nom", "Naam", "Nume"},
	ConceptGivenNames:            {"Nome", "Nombre", "Ime", "Vārds", "Meno"},
	ConceptDateOfBirth:           {"Geb.", "Född", "Født"},
	ConceptDateOfIssue:           {"Issued", "ISS", "Délivrance", "Utfärdad", "Udstedt", "Utstedt"},
	ConceptDateOfExpiry:          {"Expiry", "Expiration", "Expires", "EXP", "Scadenza", "Caducidad", "Validade", "Voimassa", "Érvényes"},
	ConceptDocumentNumber:        {"ID", "DL", "LIC"},
	ConceptIssuingAuthority:      {"Authority", "Behörde", "Autorité", "Autoridad", "Autorità", "Autoriteit", "Autoridade", "Instantie", "Myndighet", "Myndighed", "Úřad", "Viranomainen", "Autoritatea"},
	ConceptIssuingCountry:        {"Code", "Código", "Codice"},
	ConceptDocumentType:          {"Type", "Typ", "Tipo", "Soort", "Rodzaj", "Druh"},
	ConceptHolderAddress:         {"Address", "Residence", "Anschrift", "Wohnort", "Adresse", "Domicile", "Domicilio", "Dirección", "Residenza", "Indirizzo", "Adres", "Woonplaats", "Morada", "Endereço", "Residência", "Adress", "Bopæl", "Adresa", "Osoite", "Lakcím", "Domiciliu", "Dzīvesvieta", "Bydlisko", "Prebivališče", "Prebivalište", "Elukoht"},
	ConceptLicenceCategories:     {"Class", "Category", "Clase", "Categoria", "Categorie", "Catégorie", "Kategoria", "Kategorie"},
	ConceptSignature:             {"Signed"},
	ConceptHonorific:             {"Sir", "Dame", "Miss", "Me", "D.", "Don", "Monsieur", "Madame", "Pan", "Pani"},
	ConceptAccountNumber:         {"Account", "Acct", "Konto", "Compte", "Cuenta", "Konts", "Cont", "Sąskaitos numeris"},
	ConceptSortCode:              {"Entidad", "Oficina", "Balcão"},
	ConceptStatementPeriod:       {"Period", "Zeitraum", "Période", "Periodo", "Periode", "Período", "Okres", "Období", "Ajanjakso", "Periood", "Periods", "Laikotarpis", "Időszak", "Perioada", "Obdobie", "Obdobje", "Razdoblje"},
	ConceptPeriodStart:           {"From", "For", "Since", "Starting", "Beginning", "Between", "Vom", "Von", "Ab", "Seit", "Zwischen", "Du", "De", "Depuis", "À partir du", "Entre", "Desde", "Del", "Dal", "Da", "Dall'", "Tra", "Van", "Vanaf", "Tussen", "Do", "Från", "Från och med", "Fr.o.m.", "Fra", "Fra og med", "Od", "Ode", "Alates", "Nuo", "De la"},
	ConceptPeriodEnd:             {"To", "Through", "Thru", "Until", "Till", "Ending", "And", "Bis", "Bis zum", "Bis einschließlich", "Und", "Au", "À", "Jusqu'au", "Et", "Al", "A", "Hasta", "Hasta el", "Y", "Fino al", "E", "Tot", "Tot en met", "T/m", "En", "Até", "Ao", "Till och med", "T.o.m.", "Til", "Til og med", "Do", "Kuni", "Līdz", "Iki", "Până la"},
	ConceptBalance:               {"Balance", "Current balance", "Saldo", "Kontostand", "Solde", "Zůstatek", "Atlikums", "Likutis", "Egyenleg", "Zostatok", "Stanje"},
	ConceptAmountDue:             {"To pay", "Zu zahlen", "À payer", "A pagar", "Da pagare", "Te betalen", "Do zapłaty", "K úhradě", "Att betala", "At betale", "Tasuda", "Apmaksai", "Mokėti", "Fizetendő", "De plată", "Za plačilo", "Za platiti", "Za plaćanje"},
	ConceptDueDate:               {"Due", "Payable", "Fällig", "Zahlbar", "Fälligkeit", "Exigible", "Échéance", "Vencimiento", "Scadenza", "Entro il", "Uiterlijk", "Data limite", "Splatnost", "Tähtaeg", "Termiņš", "Esedékesség", "Scadența", "Zapadlost", "Dospijeće"},
	ConceptPaymentDate:           {"Paid", "Debited", "Collected", "Abbuchung", "Lastschrift", "Einzug", "Zahlung", "Prélèvement", "Paiement", "Pago", "Cargo", "Adeudo", "Pagamento", "Addebito", "Betaling", "Incasso", "Afschrijving", "Débito"},
	ConceptReadingDate:           {"Reading", "Ablesung", "Index", "Relevé", "Lectura", "Lettura", "Leitura", "Avläsning", "Aflæsning", "Odczyt", "Odečet", "Lukema", "Rādījums", "Leolvasás", "Odpočet", "Odčitek", "Očitanje"},
	ConceptTransactionDate:       {"Posted", "Transaction", "Buchung", "Opération"},
	ConceptReceivedDate:          {"Received", "Eingang", "Recibido", "Ricevuto", "Ontvangen", "Recebido", "Mottaget", "Inkom", "Modtaget", "Otrzymano", "Došlo"},
	ConceptDate:                  {"Date", "Dated", "Datum", "Den", "Am", "Le", "Fecha", "Data", "Il", "Dato", "Dnia", "Dne", "Päivämäärä", "Päiväys", "Pvm", "Kuupäev", "Datums", "Dátum", "Kelt"},
	ConceptTaxNumber:             {"Identifikationsnummer"},
	ConceptVATNumber:             {"VAT", "UID"},
	ConceptReferenceNumber:       {"No.", "Number", "Nr.", "Nummer", "N°", "Nº", "Numéro", "Núm.", "Número", "N.", "Numero", "N.º", "Nr", "Numer", "Znak", "Č.", "Číslo", "Reference", "Ref.", "Referenz", "Référence", "Réf.", "Referencia", "Riferimento", "Rif.", "Protocollo", "Expediente", "Kenmerk", "Referentie", "Referência", "Referens", "Numurs", "Numeris", "Szám", "Număr", "Številka", "Št.", "Broj", "Klasa"},
	ConceptTaxpayerName:          {"Taxpayer", "Contribuable", "Contribuyente", "Contribuente", "Contribuinte", "Podatnik", "Poplatník", "Verovelvollinen", "Skattyter", "Skattepliktig", "Maksumaksja", "Maksukohustuslane", "Nodokļu maksātājs", "Mokesčių mokėtojas", "Adózó", "Contribuabil", "Zavezanec", "Davčni zavezanec", "Obveznik", "Porezni obveznik"},
	ConceptOrganisationName:      {"Firma", "Naam", "Dénomination", "Denominación", "Denominazione", "Denominação", "Navn", "Nazwa", "Název", "Nosaukums", "Pavadinimas", "Denumire", "Denumirea", "Názov", "Naziv", "Tvrtka", "Nafn", "Heiti", "Unvan", "Unvanı", "Фирма", "Наименование"},
	ConceptRegistrationNumber:    {"Registration number", "Number", "Inscripción", "Matrícula", "KvK", "CVR", "FN", "IČ", "Kodas", "Document number", "Matični broj"},
	ConceptIncorporationDate:     {"Registration date", "Date of registration", "Registered on", "Datum inschrijving", "Bildat", "Formed", "Registrerat", "Reģistrēts", "Bejegyezve", "Skráð", "Stofnað", "Date filed"},
	ConceptRegisteredOffice:      {"Sitz", "Siège", "Sede", "Zetel", "Domicilio", "Säte", "Siedziba", "Sídlo", "Kotipaikka", "Asukoht", "Buveinė", "Székhely", "Sedež", "Sjedište", "Selia", "Sedište", "Έδρα", "Lögheimili", "Merkezi", "Седалище"},
	ConceptPostcodeCity:          {"CAP", "PSČ"},
	ConceptName:                  {"Name", "Nom", "Nombre", "Nome", "Naam", "Namn", "Navn", "Nazwa", "Jméno", "Nimi", "Név", "Meno", "Nosaukums"},
	ConceptAddress:               {"Address", "Adresse", "Anschrift", "Dirección", "Domicilio", "Indirizzo", "Adres", "Morada", "Endereço", "Adress", "Adresa", "Osoite", "Aadress", "Adrese", "Adresas", "Cím", "Naslov", "Heimilisfang", "Διεύθυνση", "Logradouro", "Adres", "Adresi", "Адрес"},
	ConceptPersonAddress:         {"Wohnort", "Residenza", "Woonplaats", "Bydliště", "Lakcím", "Domiciliu", "Bydlisko", "Prebivališče", "Prebivalište"},
	ConceptOrganisationStatus:    {"Status", "Current status", "Registration status", "Standing", "Statut", "État", "Situation", "Estado", "Situación", "Stato", "Situação", "Stav", "Staatus", "Statuss", "Statusas", "Stare", "Staða", "Statusi", "Κατάσταση", "Durumu", "Статус", "Състояние"},
	ConceptOrganisationType:      {"Type", "Kind", "Türü"},
	ConceptOfficers:              {"Member", "Manager", "Partner", "Officer", "President", "Director", "Secretary", "Président", "Presidente", "Secretario", "Directeur", "Diretor", "Styrelse", "Administração", "Direktor", "Uprava", "Vadovas", "Direktorius", "Administrator", "Član", "Stjórn", "Zastupnik", "Drejtori", "Müdür", "Представители"},
	ConceptOfficerName:           {"Name", "Full name", "Officer", "Person", "Shareholder", "Nom", "Nombre", "Nome", "Naam", "Namn", "Navn", "Jméno", "Nimi", "Név", "Meno", "Nafn", "Emri", "Име"},
	ConceptOfficerRole:           {"Role", "Position", "Capacity", "Appointment", "Designation", "Function", "Title", "Type", "Funktion", "Rolle", "Fonction", "Qualité", "Cargo", "Carica", "Functie", "Função", "Roll", "Befattning", "Funkcja", "Funkce", "Asema", "Amats", "Pareigos", "Tisztség", "Beosztás", "Funcția", "Calitatea", "Funkcia", "Funkcija", "Hlutverk", "Funksioni", "Pozicioni", "Ιδιότητα", "Θέση"},
	ConceptShareholders:          {"Members", "Owners", "Socio", "Socios", "Soci", "Sócio", "Associé", "UBO", "Ejere", "Tagok", "Tulajdonos", "Članovi", "Ortak"},
	ConceptShareCapital:          {"Capital", "Kapital", "Capitale", "Kapitaal", "Kapitali", "Κεφάλαιο", "Sermaye", "Капитал"},
	ConceptJurisdiction:          {"Jurisdiction", "Juridiction", "Jurisdicción", "Giurisdizione", "Jurisdictie", "Jurisdição", "Home state"},
	ConceptRegister:              {"Register", "Registry", "Registro", "Registre", "Greffe", "Επιμελητήριο"},
	ConceptInvoiceNumber:         {"Invoice", "Rechnung", "Facture", "Factura", "Fattura", "Factuur", "Fatura"},
	ConceptInvoiceDate:           {"Date of issue", "Date d'émission", "Fecha de emisión", "Data documento", "Data de emissão"},
	ConceptPurchaseOrderNumber:   {"Purchase order", "Bestellung", "Pedido", "Ordine", "Encomenda", "Zamówienie", "Objednávka"},
	ConceptVendor:                {"From", "Absender", "Émetteur", "Emisor", "Emittente", "Afzender", "Emitente", "Avsändare", "Afsender"},
	ConceptBillTo:                {"To", "An", "Aan", "Customer", "Client", "Buyer", "Kunde", "Käufer", "Cliente", "Klant", "Kund", "Klient", "Destinataire", "Destinatario", "Asiakas", "Klients", "Klientas", "Ügyfél", "Beneficiar", "Naročnik", "Naručitelj"},
	ConceptSubtotal:              {"Net", "Netto", "HT"},
	ConceptTaxAmount:             {"Tax", "Steuer", "Taxe", "Imposta"},
	ConceptTaxRate:               {"Rate", "Taux", "Tarief", "Taxa", "Aliquota", "Stawka"},
	ConceptTotal:                 {"Total", "Sum", "Summe", "Gesamt", "Totale", "Totaal", "Totalt", "Summa", "I alt", "Razem", "Suma", "Celkem"},
	ConceptAmount:                {"Amount", "Betrag", "Montant", "Somme", "Importe", "Importo", "Somma", "Bedrag", "Montante", "Valor", "Quantia", "Belopp", "Beløb", "Kwota", "Částka"},
	ConceptQuantity:              {"Units", "Stück", "Anzahl", "Antal", "Počet"},
	ConceptUnitPrice:             {"Price", "Rate", "Each", "Preis", "Prix", "Precio", "Prezzo", "Prijs", "Preço", "Pris"},
	ConceptLineAmount:            {"Amount", "Total", "Betrag", "Gesamt", "Summe", "Montant", "Importe", "Importo", "Bedrag", "Totaal", "Valor", "Montante", "Belopp", "Summa", "Beløb", "Wartość", "Kwota", "Částka"},
	ConceptDescription:           {"Item", "Items", "Product", "Service", "Details", "Article", "Artikel", "Leistung", "Concepto", "Producto", "Prodotto", "Servizio", "Produto", "Tekst", "Název", "Položka"},
	ConceptPaymentTerms:          {"Terms"},
	ConceptReceiptNumber:         {"Bon"},
	ConceptCashier:               {"Operator", "Server", "Clerk", "Kasse", "Caisse", "Caja", "Cassa", "Kassa", "Caixa", "Kasa", "Pokladna"},
	ConceptChange:                {"Change", "Zurück", "Rendu", "Cambio", "Terug", "Tillbaka", "Retur"},
	ConceptCash:                  {"Cash", "Tendered", "Bar", "Gegeben", "Entregado"},
	ConceptCard:                  {"Card", "Karte", "Carte", "Tarjeta", "Carta", "Pin", "Cartão", "Kort", "Karta"},
	ConceptTip:                   {"Service", "Servizio", "Serviço", "Bediening"},
	ConceptPaymentMethod:         {"Pagamento", "Règlement", "Tender"},
	ConceptValueDate:             {"Value", "Wert", "Valeur", "Valor", "Valuta", "Valør"},
	ConceptBeneficiary:           {"Recipient", "Payee", "Empfänger", "Destinatario", "Destinatário", "Ontvanger", "Mottagare", "Modtager", "Odbiorca", "Příjemce"},
	ConceptOrderingCustomer:      {"Sender", "Payer", "Debtor", "Absender", "Émetteur", "Remitente", "Mittente", "Afzender", "Remetente", "Avsändare", "Afsender", "Nadawca", "Odesílatel"},
	ConceptCharges:               {"Fees", "Kosten", "Frais", "Gastos", "Spese", "Kostnader", "Opłaty", "Koszty", "Poplatky"},
	ConceptRemittanceInformation: {"Message", "Memo", "Mitteilung", "Motif", "Libellé", "Concepto", "Descrizione", "Omschrijving", "Mededeling", "Motivo", "Mensagem", "Meddelande", "Besked"},
	ConceptReference:             {"Reference", "Referenz", "Référence", "Referencia", "Riferimento", "Referentie", "Kenmerk", "Referência", "Referens", "Referencja"},
	ConceptWebsite:               {"Web", "Internet", "Site"},
	ConceptPage:                  {"Page", "Seite", "Blatt", "Página", "Hoja", "Pagina", "Foglio", "Blad", "Sida", "Side", "Strona", "Strana"},
}

// valueTable lists, for concepts whose values come from a closed
// vocabulary, those values per language as printed. Sources: the company
// statuses of the registers cited for organisationLabels (Companies House
// "Company status" values, the KvK and Handelsregister extracts,
// Infogreffe, the Registro Mercantil, the Registro delle Imprese); ICAO
// Doc 9303 Part 4 and the PRADO specimens for the sex field; the EPC SEPA
// rulebooks and national payment-scheme names for payment methods; the
// SWIFT MT103 field 71A codes for charges.
var valueTable = labelTable{
	// The types organisations are printed with on their own: the common
	// law's company forms, and the ISO 20275 forms' names, which
	// LegalForms holds.
	ConceptOrganisationType: {
		"en": {"Company", "Private company", "Public company", "Private limited company", "Public limited company", "Limited company",
			"Unlimited company", "Private unlimited company", "Company limited by shares", "Private company limited by shares",
			"Public company limited by shares", "Company limited by guarantee", "Company limited by guarantee without share capital",
			"Private company limited by guarantee without share capital", "Limited liability company", "Limited liability partnership",
			"Liability company", "Designated activity company", "Corporation", "Stock corporation", "Nonprofit corporation",
			"Non-profit corporation", "Not-for-profit corporation", "Profit corporation", "Professional corporation", "General partnership", "Limited partnership",
			"Partnership", "Sole proprietorship", "Community interest company", "Exempt private company", "Foreign company",
			"Domestic corporation", "Foreign corporation", "Co-operative society", "Cooperative society", "Association", "Foundation"},
	},
	ConceptOrganisationStatus: {
		"en": {"Active", "Normal", "Live", "Live company", "Good standing", "In good standing", "Dissolved", "Inactive", "Struck off",
			"In liquidation", "Liquidation", "Ceased", "Closed", "Dormant", "Existing", "In existence", "Registered", "In administration",
			"Receivership", "Converted/Closed", "Strike off listed", "Voluntary strike off", "Removed", "Deregistered",
			"Live but proposal to strike off", "Live proposal to strike off", "Current", "Revoked", "Suspended", "Forfeited",
			"Delinquent", "Void", "Cancelled", "Terminated", "Withdrawn", "Merged", "Amalgamated",
			// the Secretaries of State's entity searches (Florida's sunbiz.org: "INACT/UA", administratively dissolved)
			"Administratively dissolved", "Admin. dissolved", "Voluntarily dissolved", "INACT/UA", "Active/Compliance", "Active - Good Standing"},
		"de": {"Aktiv", "Gelöscht", "Aufgelöst", "In Liquidation", "In Insolvenz", "Eingetragen", "Erloschen"},
		"fr": {"Actif", "Active", "En activité", "Radiée", "Radié", "Dissoute", "En liquidation", "En sommeil", "Cessée", "Immatriculée"},
		"es": {"Activa", "Activo", "Disuelta", "Extinguida", "En liquidación", "Baja", "Inactiva", "En concurso"},
		"it": {"Attiva", "Cessata", "In liquidazione", "Sciolta", "Inattiva", "Cancellata", "Fallita", "Registrata"},
		"nl": {"Actief", "Ingeschreven", "Opgeheven", "Uitgeschreven", "In liquidatie", "Ontbonden", "Failliet"},
		"pt": {"Ativa", "Activa", "Dissolvida", "Em liquidação", "Extinta", "Inativa", "Insolvente", "Matriculada",
			// The situação cadastral of the CNPJ (Receita Federal, "Comprovante
			// de Inscrição e de Situação Cadastral"; IN RFB nº 2.119/2022:
			// nula, ativa, suspensa, inapta, baixada).
			"Inapta", "Baixada", "Suspensa", "Nula"},
		"sv": {"Aktiv", "Registrerad", "Avregistrerad", "Likvidation", "Konkurs", "Upplöst"},
		"da": {"Normal", "Aktiv", "Ophørt", "Opløst", "Under likvidation", "Under konkurs"},
		"pl": {"Aktywny", "Wykreślony", "W likwidacji", "W upadłości"},
		"cs": {"Aktivní", "Zaniklý", "V likvidaci", "V insolvenci"},
		// The e-äriregister's statuses (avaandmed.ariregister.rik.ee: R, L, N, K).
		"et": {"Registrisse kantud", "Likvideerimisel", "Pankrotis", "Kustutatud"},
		// The statuses of QKB's extracts (qkb.gov.al): aktiv, pezulluar,
		// çregjistruar, në likuidim.
		"sq": {"Aktiv", "Pezulluar", "Çregjistruar", "Në likuidim"},
		// APR's register of business entities (apr.gov.rs) and the court
		// registers of Bosnia and Herzegovina: active, struck off, in
		// liquidation, in bankruptcy (Zakon o privrednim društvima).
		"sr": {"Aktivan", "Aktivno", "Aktivno privredno društvo", "Brisan", "Brisano", "U likvidaciji", "U stečaju"},
		"bs": {"Aktivan", "Brisan", "U likvidaciji", "U stečaju"},
		// The ΓΕΜΗ's company statuses (businessregistry.gr): active, in
		// liquidation, dissolved, struck off.
		"el": {"Ενεργή", "Υπό εκκαθάριση", "Λυμένη", "Διαγραμμένη"},
		// Turkey's trade registry (Ticaret Sicili Yönetmeliği: "faal",
		// "tasfiye halinde", "terkin") and Bulgaria's Търговски регистър
		// (Закон за търговския регистър: "в ликвидация", "в
		// несъстоятелност", "заличен").
		"tr": {"Faal", "Tasfiye halinde", "Terkin edildi"},
		"bg": {"В ликвидация", "В несъстоятелност", "Заличен", "Заличена"},
	},
	ConceptSex: {
		"en": {"M", "F", "X", "Male", "Female"},
		"de": {"M", "W", "Männlich", "Weiblich", "Divers"},
		"fr": {"M", "F", "Masculin", "Féminin"},
		"es": {"M", "F", "H", "Varón", "Mujer", "Masculino", "Femenino"},
		"it": {"M", "F", "Maschile", "Femminile"},
		"nl": {"M", "V", "Man", "Vrouw"},
		"pt": {"M", "F", "Masculino", "Feminino"},
		"sv": {"M", "K", "Man", "Kvinna"},
		"da": {"M", "K", "Mand", "Kvinde"},
		"pl": {"M", "K", "Mężczyzna", "Kobieta"},
		"cs": {"M", "Ž", "Muž", "Žena"},
	},
	ConceptPaymentMethod: {
		"en": {"Bank transfer", "Credit transfer", "Wire transfer", "Direct debit", "Cheque", "Check", "Standing order"},
		"de": {"Überweisung", "Lastschrift", "SEPA-Lastschrift", "Dauerauftrag", "Scheck"},
		"fr": {"Virement", "Prélèvement", "Prélèvement SEPA", "Chèque"},
		"es": {"Transferencia", "Domiciliación bancaria", "Recibo domiciliado", "Cheque"},
		"it": {"Bonifico", "Bonifico bancario", "Addebito diretto", "RID", "SDD", "Assegno"},
		"nl": {"Overschrijving", "Overboeking", "Automatische incasso", "Acceptgiro"},
		"pt": {"Transferência bancária", "Débito direto", "Cheque", "Referência Multibanco"},
		"sv": {"Banköverföring", "Autogiro", "Bankgiro", "Plusgiro"},
		"da": {"Bankoverførsel", "Betalingsservice", "Girokort"},
		"pl": {"Przelew", "Polecenie zapłaty"},
		"cs": {"Bankovní převod", "Inkaso", "Složenka"},
	},
	ConceptCharges: {
		"en": {"OUR", "SHA", "BEN"},
	},
}

// Values returns the values that concept c takes from a closed vocabulary
// (an organisation's status, the sex field, a payment method, who bears
// a transfer's charges), in every language; nil for other concepts.
func Values(c Concept) []Phrase {
	byLang := valueTable[c]
	var out []Phrase
	for _, lang := range languagesOf(byLang) {
		for _, t := range byLang[lang] {
			out = append(out, Phrase{Text: t, Lang: lang})
		}
	}
	return out
}

// licenceFields are the numbered fields of the EU driving-licence model
// (Directive 2006/126/EC, Annex I, point 2): the number printed before a
// value instead of a label.
var licenceFields = map[string]Concept{
	"1": ConceptSurname, "2": ConceptGivenNames, "3": ConceptDateOfBirth, "4a": ConceptDateOfIssue,
	"4b": ConceptDateOfExpiry, "4c": ConceptIssuingAuthority, "4d": ConceptPersonalNumber,
	"5": ConceptDocumentNumber, "7": ConceptSignature, "8": ConceptHolderAddress, "9": ConceptLicenceCategories,
}

// LicenceField returns the concept of a numbered field of the EU
// driving-licence model ("4a", "4b.", "5"); field 3 holds the date and
// place of birth.
func LicenceField(number string) (Concept, bool) {
	c, ok := licenceFields[Fold(number)]
	return c, ok
}
