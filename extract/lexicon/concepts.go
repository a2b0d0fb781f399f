package lexicon

// Identity documents (passports, identity cards, driving licences,
// residence permits).
const (
	ConceptSurname           Concept = "surname"
	ConceptGivenNames        Concept = "given_names"
	ConceptDateOfBirth       Concept = "date_of_birth"
	ConceptPlaceOfBirth      Concept = "place_of_birth"
	ConceptDateOfIssue       Concept = "date_of_issue" // of an identity document, a letter or a certificate
	ConceptDateOfExpiry      Concept = "date_of_expiry"
	ConceptDocumentNumber    Concept = "document_number"
	ConceptIssuingAuthority  Concept = "issuing_authority"
	ConceptIssuingCountry    Concept = "issuing_country" // "Code of issuing state"
	ConceptDocumentType      Concept = "document_type"   // "Type/Type/Tipo" on passports
	ConceptNationality       Concept = "nationality"
	ConceptSex               Concept = "sex"
	ConceptPersonalNumber    Concept = "personal_number"
	ConceptHolderAddress     Concept = "holder_address"
	ConceptLicenceCategories Concept = "licence_categories"
	ConceptSignature         Concept = "signature"
	ConceptHonorific         Concept = "honorific"  // "Mr", "Frau", "Mme" before a name
	ConceptOtherDate         Concept = "other_date" // an identity document's date that is none of birth, issue or expiry: "Resident since"
	ConceptPlaceOfIssue      Concept = "place_of_issue"
)

// Accounts, bills and statements.
const (
	ConceptAccountNumber   Concept = "account_number"
	ConceptCustomerNumber  Concept = "customer_number"
	ConceptContractNumber  Concept = "contract_number" // also policy numbers
	ConceptMeterNumber     Concept = "meter_number"    // also MPRN/MPAN, POD, CUPS, EAN codes
	ConceptIBAN            Concept = "iban"
	ConceptBIC             Concept = "bic"
	ConceptSortCode        Concept = "sort_code" // national bank codes: sort code, BLZ, ABI/CAB, routing number
	ConceptStatementDate   Concept = "statement_date"
	ConceptBillDate        Concept = "bill_date"
	ConceptDueDate         Concept = "due_date"
	ConceptPaymentDate     Concept = "payment_date" // when a payment or direct debit is made
	ConceptReadingDate     Concept = "reading_date" // a meter reading
	ConceptNextReadingDate Concept = "next_reading_date"
	ConceptTransactionDate Concept = "transaction_date"
	ConceptReceivedDate    Concept = "received_date"
	ConceptStatementPeriod Concept = "statement_period"
	ConceptPeriodStart     Concept = "period_start_connectors" // "from", "vom", "du" before a period's first date
	ConceptPeriodEnd       Concept = "period_end_connectors"   // "to", "bis", "au" before its last date
	ConceptStatementFor    Concept = "statement_for"
	ConceptClosingDate     Concept = "closing_date"
	ConceptOpeningBalance  Concept = "opening_balance"
	ConceptClosingBalance  Concept = "closing_balance"
	ConceptBalance         Concept = "balance"
	ConceptAmountDue       Concept = "amount_due"
	ConceptMinimumPayment  Concept = "minimum_payment"
	ConceptCreditLimit     Concept = "credit_limit"
	ConceptAccountHolder   Concept = "account_holder"
	ConceptPayee           Concept = "payee"          // whom a bill's cheque is made out to: its issuer
	ConceptSupplyAddress   Concept = "supply_address" // where a bill's energy, water or line is delivered
	ConceptSalutation      Concept = "salutation"
	ConceptDate            Concept = "date" // a bare "Date", "Datum", "Le"
	// ConceptSignedDate labels the place and date over a certificate's
	// signature ("Ort, Datum", "Place and date"): a concept of its own, as
	// its words begin identity labels ("Place and date of birth").
	ConceptSignedDate Concept = "signed_date"
)

// Tax documents.
const (
	ConceptTaxNumber       Concept = "tax_number"
	ConceptVATNumber       Concept = "vat_number"
	ConceptReferenceNumber Concept = "reference_number"
	ConceptTaxpayerName    Concept = "taxpayer_name"
	ConceptName            Concept = "name" // a bare "Name", "Nom, prénom": whose, the document says
	ConceptTaxpayerAddress Concept = "taxpayer_address"
	ConceptTaxYear         Concept = "tax_year"
)

// Organisation documents (register extracts, certificates).
const (
	ConceptOrganisationName   Concept = "organisation_name"
	ConceptRegistrationNumber Concept = "registration_number"
	ConceptIncorporationDate  Concept = "incorporation_date"
	ConceptRegisteredOffice   Concept = "registered_office"
	ConceptPostcodeCity       Concept = "postcode_city" // the second half of an address a form splits
	// The parts of an address a form prints under labels of their own
	// ("Logradouro | Número | Complemento", "Mesto", "Ulica i broj").
	ConceptStreet             Concept = "street"         // the street, perhaps with its number
	ConceptHouseNumber        Concept = "house_number"   // the number in the street
	ConceptAddressMore        Concept = "address_more"   // a flat, suite or floor: the complement
	ConceptDistrict           Concept = "district"       // a district or neighbourhood of the town
	ConceptTown               Concept = "town"           // the town, city or municipality
	ConceptRegion             Concept = "region"         // the state, province or region
	ConceptAddress            Concept = "address"        // an organisation's or a business's address
	ConceptPersonAddress      Concept = "person_address" // a person's: an officer's residential or correspondence address
	ConceptOrganisationStatus Concept = "organisation_status"
	// ConceptFirstEntry names a register's first entry of a company in its
	// list of entries ("Neueintragung"): that entry's date is the
	// incorporation's.
	ConceptFirstEntry       Concept = "first_entry"
	ConceptOrganisationType Concept = "organisation_type"
	ConceptOfficers         Concept = "officers" // officers' roles and the headings of their sections
	ConceptOfficerName      Concept = "officer_name"
	ConceptOfficerRole      Concept = "officer_role"
	ConceptShareholders     Concept = "shareholders"
	ConceptShareCapital     Concept = "share_capital"
	ConceptJurisdiction     Concept = "jurisdiction"
	ConceptRegister         Concept = "register" // the registrar or register court
)

// Invoices, receipts and transfers.
const (
	ConceptInvoiceNumber         Concept = "invoice_number"
	ConceptInvoiceDate           Concept = "invoice_date"
	ConceptSupplyDate            Concept = "supply_date"     // date of supply, tax point
	ConceptCustomerTaxID         Concept = "customer_tax_id" // the buyer's VAT number on an invoice
	ConceptPurchaseOrderNumber   Concept = "purchase_order_number"
	ConceptVendor                Concept = "vendor"
	ConceptBillTo                Concept = "bill_to"
	ConceptShipTo                Concept = "ship_to"
	ConceptSubtotal              Concept = "subtotal"
	ConceptTaxAmount             Concept = "tax_amount"
	ConceptTaxRate               Concept = "tax_rate"
	ConceptDiscount              Concept = "discount"
	ConceptTotal                 Concept = "total"
	ConceptAmount                Concept = "amount"
	ConceptCurrency              Concept = "currency"
	ConceptQuantity              Concept = "quantity"    // table header
	ConceptUnitPrice             Concept = "unit_price"  // table header
	ConceptLineAmount            Concept = "line_amount" // table header
	ConceptDescription           Concept = "description" // table header
	ConceptPaymentTerms          Concept = "payment_terms"
	ConceptReceiptNumber         Concept = "receipt_number"
	ConceptCashier               Concept = "cashier"
	ConceptChange                Concept = "change"
	ConceptCash                  Concept = "cash"
	ConceptCard                  Concept = "card"
	ConceptTip                   Concept = "tip"
	ConceptPaymentMethod         Concept = "payment_method"
	ConceptTransferDate          Concept = "transfer_date" // execution date
	ConceptValueDate             Concept = "value_date"
	ConceptBeneficiary           Concept = "beneficiary"
	ConceptOrderingCustomer      Concept = "ordering_customer"
	ConceptBeneficiaryBank       Concept = "beneficiary_bank"
	ConceptOrderingBank          Concept = "ordering_bank"
	ConceptIntermediaryBank      Concept = "intermediary_bank"
	ConceptCharges               Concept = "charges"
	ConceptRemittanceInformation Concept = "remittance_information"
	ConceptReference             Concept = "reference" // the sender's reference of a transfer
	ConceptBank                  Concept = "bank"      // a bank's name in a party's section
)

// Contact details and page furniture, printed in letterheads and footers.
const (
	ConceptPhone   Concept = "phone"
	ConceptFax     Concept = "fax"
	ConceptEmail   Concept = "email"
	ConceptWebsite Concept = "website"
	ConceptPage    Concept = "page"
)

// conceptOrder lists every concept in declaration order.
var conceptOrder = []Concept{
	ConceptSurname, ConceptGivenNames, ConceptDateOfBirth, ConceptPlaceOfBirth, ConceptDateOfIssue,
	ConceptDateOfExpiry, ConceptDocumentNumber, ConceptIssuingAuthority, ConceptIssuingCountry,
	ConceptDocumentType, ConceptNationality, ConceptSex, ConceptPersonalNumber, ConceptHolderAddress,
	ConceptLicenceCategories, ConceptSignature, ConceptHonorific, ConceptOtherDate, ConceptPlaceOfIssue,

	ConceptAccountNumber, ConceptCustomerNumber, ConceptContractNumber, ConceptMeterNumber, ConceptIBAN,
	ConceptBIC, ConceptSortCode, ConceptStatementDate, ConceptBillDate, ConceptDueDate, ConceptPaymentDate,
	ConceptReadingDate, ConceptNextReadingDate, ConceptTransactionDate, ConceptReceivedDate,
	ConceptStatementPeriod, ConceptPeriodStart, ConceptPeriodEnd, ConceptStatementFor, ConceptClosingDate,
	ConceptOpeningBalance, ConceptClosingBalance, ConceptBalance, ConceptAmountDue, ConceptMinimumPayment,
	ConceptCreditLimit, ConceptAccountHolder, ConceptPayee, ConceptSupplyAddress, ConceptSalutation, ConceptDate, ConceptSignedDate,

	ConceptTaxNumber, ConceptVATNumber, ConceptReferenceNumber, ConceptTaxpayerName, ConceptName, ConceptTaxpayerAddress,
	ConceptTaxYear,

	ConceptOrganisationName, ConceptRegistrationNumber, ConceptIncorporationDate, ConceptRegisteredOffice, ConceptPostcodeCity,
	ConceptStreet, ConceptHouseNumber, ConceptAddressMore, ConceptDistrict, ConceptTown, ConceptRegion,
	ConceptAddress, ConceptPersonAddress, ConceptOrganisationStatus, ConceptFirstEntry, ConceptOrganisationType, ConceptOfficers, ConceptOfficerName,
	ConceptOfficerRole, ConceptShareholders, ConceptShareCapital, ConceptJurisdiction, ConceptRegister,

	ConceptInvoiceNumber, ConceptInvoiceDate, ConceptSupplyDate, ConceptCustomerTaxID, ConceptPurchaseOrderNumber, ConceptVendor,
	ConceptBillTo, ConceptShipTo, ConceptSubtotal, ConceptTaxAmount, ConceptTaxRate, ConceptDiscount,
	ConceptTotal, ConceptAmount, ConceptCurrency, ConceptQuantity, ConceptUnitPrice, ConceptLineAmount,
	ConceptDescription, ConceptPaymentTerms, ConceptReceiptNumber, ConceptCashier, ConceptChange, ConceptCash,
	ConceptCard, ConceptTip, ConceptPaymentMethod, ConceptTransferDate, ConceptValueDate, ConceptBeneficiary,
	ConceptOrderingCustomer, ConceptBeneficiaryBank, ConceptOrderingBank, ConceptIntermediaryBank,
	ConceptCharges, ConceptRemittanceInformation, ConceptReference, ConceptBank,

	ConceptPhone, ConceptFax, ConceptEmail, ConceptWebsite, ConceptPage,
}
