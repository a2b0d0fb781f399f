// Package organisation extracts the fields of an organisation document (a
// certificate of incorporation, a register extract or a certificate of good
// standing): the organisation's name, registration number, issuing
// authority, jurisdiction, incorporation date, registered office, status,
// legal type and its significant people (officers, directors, secretaries,
// shareholders, persons with significant control). It also recognises
// registration numbers in their national formats and refuses documents that
// show no evidence of being an organisation document.
//
// Register tables are read from word positions: label and value cells are
// put back on one row (after undoing a scan's skew), multi-line addresses
// follow the value column, and officers tables are split into columns at
// their headings. Where OCR loses a label, a value is still known by its
// shape (a status word, a legal form, a name ending in one).
//
// It imports only extract, extract/layout, extract/dates, extract/postal
// and fuzzy of this module, never the root package.
package organisationdoc
