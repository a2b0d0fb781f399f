// Package proofofaddress extracts the fields of a proof of address (a
// utility bill, a bank or investment statement, a council letter): the
// recipient's name and address from the addressee block, the issuer's name
// and address from the letterhead, legal footer or registered-office line,
// and the document's own date. It refuses documents that show no evidence
// of being one.
//
// It imports only extract/doctype, extract/reading, the leaves and the
// values, never the root or another type.
package proofofaddress
