// Package postal reads the parts of a posted letter that bills, statements
// and tax letters share: postcodes and address lines of GB, IE, US, CA, AU,
// FR, DE, ES, IT and NL; address blocks (an addressee window, a letterhead)
// found from word positions; and which of a letter's dates is its own date.
//
// It is a leaf: it imports only the values extract/layout and extract/dates.
package postal
