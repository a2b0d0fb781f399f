// Package fuzzy decides whether a value read from a document matches the
// value a caller expected, tolerating what a careful reviewer would:
// accents, case, punctuation, word order and each kind's habits (names,
// identifiers, addresses, organisations, text). Compare says which rule
// decided and how close the values were.
//
// It is a leaf: today it imports nothing of this module, and it may import
// only the values. See docs/fuzzy.md for the rules, thresholds and order.
package fuzzy
