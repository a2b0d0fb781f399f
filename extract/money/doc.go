// Package money holds amounts of money exactly and reads them as
// documents print them. An Amount is a decimal (an integer and a number of
// decimal places), never a float, so that 0.10 + 0.20 is 0.30 and a total
// compares equal to the sum of its parts. Read and Find read the common
// notations of invoices, receipts and bank forms: 1,234.56 1.234,56
// 1 234,56 1'234.56, -12.00 12.00- (12.00) 12.00 CR, a currency symbol or
// ISO 4217 code before or after; Currency, OfSymbol and OfCountry tell the
// currency from a code, a symbol or the document's country. The JSON form
// of an Amount is the API's: a string holding a decimal number with "." as
// decimal separator, no grouping and a leading "-" for credits ("1234.50").
//
// It is a value package: it imports nothing of this module.
package money
