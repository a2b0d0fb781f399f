// Package taxdoc extracts the fields of a tax document (an IRS form such as
// W-9, W-8BEN, 1099 or W-2, or a letter from a tax authority such as HMRC,
// a Finanzamt, the DGFiP, the Agenzia delle Entrate, the Agencia
// Tributaria, the Belastingdienst or the Irish Revenue): the issuing
// authority and its country, the tax number, the taxpayer's name and
// address, the date of issue and a reference number. It also recognises
// tax numbers (US SSN, ITIN, EIN; UK UTR and NINO; EU VAT numbers with
// their check digits) and refuses documents that show no evidence of being
// a tax document.
//
// It imports only extract, extract/layout, extract/postal and extract/dates
// of this module.
package taxdoc
