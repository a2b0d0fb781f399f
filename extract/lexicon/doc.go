// Package lexicon holds the wording of documents as reviewed data tables:
// the labels printed before values, the vocabulary that marks a kind of
// document, national identifier formats and their check digits, company
// registers, authorities, legal forms, country and month names. Each table
// names its public source. Extractors consult it instead of embedding
// wording in their own regular expressions.
//
// It imports only the standard library and golang.org/x/text, nothing of
// this module.
package lexicon
