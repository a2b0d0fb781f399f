// Package invoice extracts the fields of an invoice: its number and dates
// by their labels in the lexicon's languages, the vendor from the
// letterhead (or a vendor label, or the legal footer) and the customer
// from the bill-to block (or the addressee window), their VAT numbers,
// the totals block, the line items of the item table, the currency and
// the IBAN and BIC of the payment details. A utility bill is an invoice
// too (see the README). It refuses documents that show no evidence of
// being one.
//
// It imports only extract/doctype, extract/reading, the structure
// packages, the leaves and the values, never the root or another type.
package invoice
