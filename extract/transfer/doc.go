// Package transfer extracts the fields of a telegraphic transfer: a SWIFT
// MT103 print-out, read by its tags (20 reference, 32A value date,
// currency and amount, 50a ordering customer, 52a ordering institution,
// 56a intermediary, 57a account with institution, 59a beneficiary, 70
// remittance information, 71A charges), or a bank's transfer form,
// payment confirmation or remittance advice, read by its labels in the
// sections of the ordering customer and the beneficiary (name, address,
// IBAN or account, bank, BIC). It refuses documents that show no evidence
// of being one.
//
// It imports only extract/doctype, extract/reading, the structure
// packages, the leaves and the values, never the root or another type.
package transfer
