// Package groundtruth compares extracted values with expected ones under the
// corpus's comparison rules (docs/corpus.md), for the accuracy report and the
// extractors' corpus tests alike.
//
// It imports nothing of this module, so that extract/ tests can use it.
package groundtruth
