// Package lexicon holds the wording of documents as reviewed data tables:
// the labels printed before values, the vocabulary that marks a kind of
// document, national identifier formats and their check digits, company
// registers, authorities, legal forms, country names; Month reads the month
// names of package dates, whose own reading needs them. Each table names
// its public source. Extractors consult it instead of embedding wording in
// their own regular expressions.
//
// It imports only the standard library, golang.org/x/text and the value
// package dates.
package lexicon
