// Package amounts reads the amounts of invoices and receipts off a page:
// the document's notation (its decimal separator) and currency, the
// totals block by the lexicon's labels (subtotal, tax, tip, total, amount
// due) or a VAT breakdown's columns (EN 16931's BG-23), and item tables
// by their columns: the header row is found by the lexicon's column
// headings, and the rows below it are cut into the columns' x-ranges,
// over text-layer words and OCR words alike; and the payment details
// printed with them (IBANs, BICs, VAT numbers).
//
// It is page structure: it imports only extract/layout, extract/money,
// the lexicon and the other structure packages (keyvalue), never the
// reader, a document type or the root.
package amounts
