// Package organisationdoc extracts the fields of an organisation document (a
// certificate of incorporation or good standing, a register extract): name,
// registration number in its national format, authority, jurisdiction,
// incorporation date, registered office, status, legal type and significant
// people. It refuses documents that show no evidence of being one.
//
// It imports only extract/doctype, extract/reading, the leaves (postal,
// fuzzy) and the values, never the root or another type. See
// docs/organisation.md.
package organisationdoc
