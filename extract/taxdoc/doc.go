// Package taxdoc extracts the fields of a tax document (an IRS form, or a
// letter or certificate from a tax authority): the authority and its
// country, the tax number, the taxpayer's name and address, the date of
// issue and a reference number. It recognises US, UK and EU tax numbers
// (VAT numbers by their check digits) and refuses documents that show no
// evidence of being a tax document.
//
// It imports only extract/doctype, extract/reading, the leaves (postal) and
// the values, never the root or another type. See docs/tax.md.
package taxdoc
