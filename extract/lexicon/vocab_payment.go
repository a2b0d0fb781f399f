package lexicon

// paymentVocabulary marks bills, statements, invoices, receipts and
// transfers.
var paymentVocabulary = map[Kind][]vocabEntry{
	// Utility, telecom and council-tax bills. Sources: Directive (EU)
	// 2019/944 Annex I (billing information) on EUR-Lex; Ofgem's energy
	// bill guide; the Valuation Office Agency (council tax); the CNMC
	// (factura de la luz); ARERA (bolletta); ACM (jaarnota); ANACOM's
	// minimum detail of electronic-communications bills; BNetzA's and
	// § 40 EnWG's bill contents; US municipal "how to read your bill" pages;
	// the regulators' bill guides of Poland (URE, "Jak czytać fakturę za
	// energię"), Czechia (ERÚ, "Vyúčtování dodávky elektřiny"), Sweden (Ei,
	// "Så läser du din elräkning") and Denmark (Forsyningstilsynet,
	// "Elregningen"). Every European energy bill names its supply point
	// (Directive 2019/944 Annex I 1.1(c)), by a code whose name needs no
	// language: PDR (IT), PDL (FR), MPRN and GPRN (IE), MPAN (GB), and
	// Australia's NMI and MIRN. Codes that are also words or other
	// documents' codes are left out, as the vocabulary is matched in any
	// case: POD (a Polish word), EIC (a US tax credit), CUPS (a word), EAN
	// and PCE (a product's barcode and the "piece" unit on invoices), PPE.
	KindBill: {
		{"", Weak, false, []string{"MWh", "PDR", "PDL", "MPRN", "GPRN", "MPAN", "NMI", "MIRN"}},
		{"en", Strong, false, []string{"Electricity bill", "Gas bill", "Water bill", "Energy bill", "Utility bill", "Phone bill",
			"Mobile bill", "Broadband bill", "Council Tax bill", "Council Tax", "Your bill", "Annual statement",
			"Telephone bill", "Internet bill", "Water and sewer bill", "Utility statement"}},
		{"de", Strong, false, []string{"Stromrechnung", "Gasrechnung", "Jahresabrechnung", "Verbrauchsabrechnung", "Nebenkostenabrechnung", "Telefonrechnung", "Wasserrechnung",
			"Mobilfunkrechnung", "Telekommunikationsrechnung", "Energierechnung"}},
		{"fr", Strong, false, []string{"Facture d'électricité", "Facture de gaz", "Facture d'eau", "Facture de téléphone", "Facture d'énergie", "Avis de taxe d'habitation"}},
		{"es", Strong, false, []string{"Factura de la luz", "Factura de electricidad", "Factura de gas", "Factura de agua", "Factura de teléfono"}},
		{"it", Strong, false, []string{"Bolletta", "Bolletta della luce", "Bolletta del gas", "Bolletta dell'acqua", "Bolletta telefonica"}},
		{"nl", Strong, false, []string{"Energierekening", "Jaarafrekening", "Jaarnota", "Telefoonrekening"}},
		{"pt", Strong, false, []string{"Fatura de eletricidade", "Fatura da luz", "Fatura de gás", "Fatura da água",
			"Fatura de telecomunicações", "Fatura de comunicações eletrónicas"}},
		{"sv", Strong, false, []string{"Elräkning"}},
		{"da", Strong, false, []string{"Elregning"}},
		{"pl", Strong, false, []string{"Rachunek za prąd", "Rachunek za gaz"}},
		{"cs", Strong, false, []string{"Vyúčtování", "Faktura za elektřinu"}},
		{"en", Weak, false, []string{"Amount due", "Total due", "Please pay", "Direct debit", "Meter reading", "kWh", "Tariff",
			"Your account", "Standing charge", "Unit rate", "Statement", "Bill", "Invoice", "Account number", "Customer number", "Balance", "Amount payable",
			"Service address", "Amount enclosed", "Billing period", "Current charges"}},
		{"de", Weak, false, []string{"Verbrauch", "Zählerstand", "Abschlag", "Grundpreis", "Arbeitspreis", "Rechnungsbetrag", "Rechnung", "Abrechnung", "Kundennummer", "Vertragsnummer", "Betrag",
			"Abrechnungszeitraum", "Verbrauchsstelle", "Zählernummer", "Marktlokation"}},
		{"fr", Weak, false, []string{"Consommation", "Abonnement", "Relevé", "Montant à payer", "Facture", "Numéro de client", "Montant", "Solde",
			"Période de consommation", "Point de livraison", "Lieu de consommation"}},
		{"es", Weak, false, []string{"Consumo", "Potencia contratada", "Término de potencia", "Importe a pagar", "Total a pagar", "Factura", "Número de cliente", "Importe"}},
		{"it", Weak, false, []string{"Consumo", "Lettura", "Offerta", "Importo da pagare", "Fattura", "Codice cliente", "Importo",
			"Periodo di fatturazione", "Indirizzo di fornitura"}},
		{"nl", Weak, false, []string{"Verbruik", "Vastrecht", "Leveringskosten", "Te betalen", "Factuur", "Klantnummer", "Bedrag"}},
		{"pt", Weak, false, []string{"Consumo", "Leitura", "Valor a pagar", "Fatura", "Número de cliente",
			"Período de faturação", "Referência Multibanco", "Mensalidade"}},
		{"sv", Weak, false, []string{"Förbrukning", "Att betala", "Anläggnings-ID", "Elnätsavgift", "Mätarställning", "Kundnummer", "Förfallodatum"}},
		{"da", Weak, false, []string{"Forbrug", "At betale", "Målernummer", "Aftagenummer", "Kundenummer", "Aconto", "Nettarif"}},
		{"pl", Weak, false, []string{"Zużycie", "Do zapłaty", "Rozliczenie", "Okres rozliczeniowy", "Nr klienta", "Numer klienta", "Punkt poboru", "Punktu poboru",
			"Grupa taryfowa", "Numer licznika", "Opłata abonamentowa", "Opłata dystrybucyjna", "Paliwo gazowe", "Energia elektryczna", "Termin płatności"}},
		{"cs", Weak, false, []string{"Spotřeba", "K úhradě", "Odběrné místo", "Zúčtovací období", "Číslo zákazníka", "Zálohy", "Variabilní symbol", "Stav elektroměru"}},
	},
	// Bank statements. Sources: ISO 20022 camt.053 (bank-to-customer
	// statement) and the statement titles of the banks' published samples.
	KindBankStatement: {
		{"en", Strong, false, []string{"Bank statement", "Account statement", "Statement of account", "Current account statement"}},
		{"de", Strong, false, []string{"Kontoauszug", "Girokontoauszug"}},
		{"fr", Strong, false, []string{"Relevé de compte", "Relevé bancaire", "Relevé de compte courant"}},
		{"es", Strong, false, []string{"Extracto bancario", "Extracto de cuenta", "Extracto de movimientos"}},
		{"it", Strong, false, []string{"Estratto conto", "Estratto conto corrente"}},
		{"nl", Strong, false, []string{"Rekeningafschrift", "Bankafschrift", "Afschrift"}},
		{"pt", Strong, false, []string{"Extrato bancário", "Extrato de conta", "Extrato combinado"}},
		{"sv", Strong, false, []string{"Kontoutdrag"}},
		{"da", Strong, false, []string{"Kontoudtog"}},
		{"pl", Strong, false, []string{"Wyciąg bankowy", "Wyciąg z rachunku"}},
		{"cs", Strong, false, []string{"Výpis z účtu", "Bankovní výpis"}},
		{"fi", Strong, false, []string{"Tiliote"}},
		{"en", Weak, false, []string{"Opening balance", "Closing balance", "Statement period", "IBAN", "BIC", "Deposits", "Withdrawals", "Money in", "Money out", "Paid in", "Paid out"}},
		{"de", Weak, false, []string{"Alter Kontostand", "Neuer Kontostand", "Gutschrift", "Lastschrift", "Überweisung", "Soll", "Haben", "Buchungstag", "Wertstellung"}},
		{"fr", Weak, false, []string{"Solde initial", "Solde final", "Ancien solde", "Nouveau solde", "Crédit", "Débit", "Date de valeur"}},
		{"es", Weak, false, []string{"Saldo inicial", "Saldo final", "Haber", "Debe", "Fecha valor"}},
		{"it", Weak, false, []string{"Saldo iniziale", "Saldo finale", "Dare", "Avere", "Data valuta"}},
		{"nl", Weak, false, []string{"Beginsaldo", "Eindsaldo", "Bij", "Af", "Boekdatum"}},
		{"pt", Weak, false, []string{"Saldo inicial", "Saldo final", "Data valor"}},
	},
	// Credit-card statements. Sources: the US CARD Act disclosures (12
	// CFR 1026.7) and the issuers' sample statements.
	KindCreditCardStatement: {
		{"en", Strong, false, []string{"Credit card statement", "Card statement", "Card account statement"}},
		{"de", Strong, false, []string{"Kreditkartenabrechnung", "Kreditkartenauszug"}},
		{"fr", Strong, false, []string{"Relevé de carte", "Relevé de carte bancaire", "Relevé de carte de crédit"}},
		{"es", Strong, false, []string{"Extracto de tarjeta", "Extracto de tarjeta de crédito"}},
		{"it", Strong, false, []string{"Estratto conto carta di credito", "Estratto conto carta"}},
		{"nl", Strong, false, []string{"Creditcardafschrift", "Creditcardoverzicht"}},
		{"pt", Strong, false, []string{"Extrato do cartão", "Extrato de cartão de crédito"}},
		{"sv", Strong, false, []string{"Kortkontoutdrag"}},
		{"da", Strong, false, []string{"Kreditkortopgørelse"}},
		{"pl", Strong, false, []string{"Zestawienie transakcji karty kredytowej"}},
		{"cs", Strong, false, []string{"Výpis z kreditní karty"}},
		{"en", Weak, false, []string{"Minimum payment", "Minimum payment due", "Credit limit", "Available credit", "Payment due date",
			"Annual percentage rate", "APR", "Cash advance", "New balance", "Previous balance", "Statement closing date"}},
		{"de", Weak, false, []string{"Kreditrahmen", "Mindestbetrag", "Kartennummer"}},
		{"fr", Weak, false, []string{"Plafond", "Paiement minimum", "Numéro de carte"}},
		{"es", Weak, false, []string{"Pago mínimo", "Límite de crédito"}},
		{"it", Weak, false, []string{"Fido", "Pagamento minimo"}},
		{"nl", Weak, false, []string{"Kredietlimiet", "Bestedingslimiet"}},
		{"pt", Weak, false, []string{"Limite de crédito", "Pagamento mínimo"}},
	},
	// Invoices and credit notes. Sources: Directive 2006/112/EC Articles
	// 218–226 on EUR-Lex; EN 16931-1 (invoice type codes 380, 381); the
	// Czech Act 235/2004 (daňový doklad); the Polish VAT Act (faktura VAT).
	KindInvoice: {
		{"en", Strong, false, []string{"Invoice", "Tax invoice", "VAT invoice", "Commercial invoice", "Credit note", "Pro forma invoice"}},
		{"de", Strong, false, []string{"Rechnung", "Gutschrift", "Proformarechnung", "Rechnungskorrektur"}},
		{"fr", Strong, false, []string{"Facture", "Avoir", "Facture pro forma"}},
		{"es", Strong, false, []string{"Factura", "Factura rectificativa", "Factura proforma"}},
		{"it", Strong, false, []string{"Fattura", "Nota di credito", "Fattura proforma", "Fattura elettronica"}},
		{"nl", Strong, false, []string{"Factuur", "Creditnota", "Proformafactuur"}},
		{"pt", Strong, false, []string{"Fatura", "Factura", "Nota de crédito", "Fatura-recibo"}},
		{"sv", Strong, false, []string{"Faktura", "Kreditfaktura"}},
		{"da", Strong, false, []string{"Faktura", "Kreditnota"}},
		{"pl", Strong, false, []string{"Faktura", "Faktura VAT", "Faktura korygująca"}},
		{"cs", Strong, false, []string{"Faktura", "Daňový doklad", "Faktura – daňový doklad", "Opravný daňový doklad"}},
		{"fi", Strong, false, []string{"Lasku"}},
		{"hu", Strong, false, []string{"Számla"}},
		{"ro", Strong, false, []string{"Factură"}},
		{"en", Weak, false, []string{"Bill to", "Ship to", "Invoice number", "Invoice date", "Due date", "Subtotal", "Unit price", "Quantity", "Payment terms", "VAT"}},
		{"de", Weak, false, []string{"Rechnungsnummer", "Rechnungsdatum", "Nettobetrag", "MwSt.", "Einzelpreis", "Menge", "Zahlungsbedingungen"}},
		{"fr", Weak, false, []string{"N° de facture", "Date de facture", "Total HT", "TVA", "Prix unitaire", "Quantité", "Conditions de paiement"}},
		{"es", Weak, false, []string{"Número de factura", "Fecha de factura", "Base imponible", "IVA", "Precio unitario", "Cantidad"}},
		{"it", Weak, false, []string{"Numero fattura", "Data fattura", "Imponibile", "IVA", "Prezzo unitario", "Quantità"}},
		{"nl", Weak, false, []string{"Factuurnummer", "Factuurdatum", "BTW", "Prijs per stuk", "Aantal"}},
		{"pt", Weak, false, []string{"Número da fatura", "Data da fatura", "IVA", "Preço unitário", "Quantidade"}},
	},
	// Till receipts. Sources: the fiscal-receipt rules of the Agenzia
	// delle Entrate (documento commerciale), the German KassenSichV, the
	// Spanish Real Decreto 1619/2012 (factura simplificada), the Polish
	// paragon fiskalny, and shops' receipts.
	KindReceipt: {
		{"en", Strong, false, []string{"Receipt", "Sales receipt", "Cash receipt", "Till receipt", "Customer copy"}},
		{"de", Strong, false, []string{"Kassenbon", "Kassenbeleg", "Quittung", "Beleg", "Kundenbeleg"}},
		{"fr", Strong, false, []string{"Ticket de caisse", "Reçu", "Ticket", "Ticket client"}},
		{"es", Strong, false, []string{"Factura simplificada", "Recibo", "Ticket", "Tique"}},
		{"it", Strong, false, []string{"Scontrino", "Scontrino fiscale", "Documento commerciale", "Ricevuta", "Ricevuta fiscale"}},
		{"nl", Strong, false, []string{"Kassabon", "Bon", "Kwitantie"}},
		{"pt", Strong, false, []string{"Talão", "Recibo", "Fatura simplificada", "Fatura-recibo"}},
		{"sv", Strong, false, []string{"Kvitto"}},
		{"da", Strong, false, []string{"Kvittering", "Bon"}},
		{"pl", Strong, false, []string{"Paragon", "Paragon fiskalny"}},
		{"cs", Strong, false, []string{"Účtenka", "Pokladní doklad", "Paragon"}},
		{"fi", Strong, false, []string{"Kuitti"}},
		{"hu", Strong, false, []string{"Nyugta"}},
		{"ro", Strong, false, []string{"Bon fiscal"}},
		{"en", Weak, false, []string{"Cash", "Change", "Card", "Tip", "Cashier", "Thank you", "Subtotal", "Total", "Qty"}},
		{"de", Weak, false, []string{"Bar", "Rückgeld", "Gegeben", "Summe", "Vielen Dank für Ihren Einkauf", "Kasse"}},
		{"fr", Weak, false, []string{"Espèces", "Rendu", "Merci de votre visite", "Caisse", "Total TTC"}},
		{"es", Weak, false, []string{"Efectivo", "Cambio", "Gracias por su compra", "Caja"}},
		{"it", Weak, false, []string{"Contanti", "Resto", "Grazie e arrivederci", "Cassa", "Totale complessivo"}},
		{"nl", Weak, false, []string{"Contant", "Wisselgeld", "Bedankt voor uw aankoop", "Kassa", "Pin"}},
		{"pt", Weak, false, []string{"Numerário", "Troco", "Obrigado pela sua visita", "Multibanco"}},
	},
	// Transfers, payment confirmations and remittance advice. Sources: the
	// SWIFT MT103 format (User Handbook, Category 1); the EPC SEPA Credit
	// Transfer rulebook; the transfer forms of the banks (Überweisungsauftrag,
	// ordre de virement, bonifico).
	KindTransfer: {
		{"en", Strong, false, []string{"Payment confirmation", "Transfer confirmation", "Remittance advice", "Payment advice",
			"SWIFT confirmation", "Wire transfer confirmation", "Credit transfer", "Customer credit transfer", "Wire transfer"}},
		{"", Strong, false, []string{"MT103", "MT 103", "pacs.008"}},
		{"de", Strong, false, []string{"Überweisungsauftrag", "Überweisungsbestätigung", "Zahlungsbestätigung", "Auslandsüberweisung", "SEPA-Überweisung"}},
		{"fr", Strong, false, []string{"Ordre de virement", "Avis de virement", "Confirmation de virement", "Virement SEPA"}},
		{"es", Strong, false, []string{"Orden de transferencia", "Justificante de transferencia", "Comprobante de transferencia", "Transferencia SEPA"}},
		{"it", Strong, false, []string{"Ordine di bonifico", "Contabile bonifico", "Conferma di bonifico", "Disposizione di bonifico", "Bonifico SEPA"}},
		{"nl", Strong, false, []string{"Overboekingsopdracht", "Betalingsbevestiging", "Overschrijving"}},
		{"pt", Strong, false, []string{"Comprovativo de transferência", "Ordem de transferência", "Comprovante de transferência"}},
		{"sv", Strong, false, []string{"Betalningsbekräftelse"}},
		{"da", Strong, false, []string{"Betalingskvittering"}},
		{"pl", Strong, false, []string{"Potwierdzenie przelewu", "Polecenie przelewu"}},
		{"cs", Strong, false, []string{"Potvrzení o platbě", "Příkaz k úhradě"}},
		{"en", Weak, false, []string{"Beneficiary", "Ordering customer", "Remittance information", "Value date", "Intermediary bank",
			"Beneficiary bank", "Details of charges", "Sender's reference", "UETR", "Amount", "Currency"}},
		{"de", Weak, false, []string{"Empfänger", "Auftraggeber", "Verwendungszweck", "Ausführungsdatum", "Betrag"}},
		{"fr", Weak, false, []string{"Bénéficiaire", "Donneur d'ordre", "Motif", "Date d'exécution", "Montant"}},
		{"es", Weak, false, []string{"Beneficiario", "Ordenante", "Concepto", "Fecha de ejecución", "Importe"}},
		{"it", Weak, false, []string{"Beneficiario", "Ordinante", "Causale", "Data esecuzione", "Importo", "CRO"}},
		{"nl", Weak, false, []string{"Begunstigde", "Opdrachtgever", "Omschrijving", "Uitvoeringsdatum", "Bedrag"}},
		{"pt", Weak, false, []string{"Beneficiário", "Ordenante", "Descritivo", "Data de execução", "Montante"}},
	},
}
