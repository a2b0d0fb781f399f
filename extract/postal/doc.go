// Package postal reads the parts of a posted letter that bills, statements
// and tax letters share: postcodes and address lines of GB, IE, US, CA, AU,
// FR, DE, ES, IT and NL; address blocks (an addressee window, a letterhead)
// found from word positions; and which of a letter's dates is its own date.
//
// It reads a page's structure: it imports only values (extract/layout,
// extract/dates) and the lexicon, whose tables give the labels of dates.
package postal
