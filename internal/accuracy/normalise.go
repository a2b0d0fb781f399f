package accuracy

import "github.com/docextract/docextract/internal/groundtruth"

// The field kinds of the corpus README, and the generator's people.
const (
	KindName    = groundtruth.KindName
	KindAddress = groundtruth.KindAddress
	KindID      = groundtruth.KindID
	KindDate    = groundtruth.KindDate
	KindCountry = groundtruth.KindCountry
	KindText    = groundtruth.KindText
	KindPeople  = groundtruth.KindPeople
	KindMoney   = groundtruth.KindMoney
	KindItems   = groundtruth.KindItems
)

// Normalise is groundtruth.Normalise: s as the corpus README compares
// values of kind.
func Normalise(kind, s string) string { return groundtruth.Normalise(kind, s) }

// Match is groundtruth.Match: whether got equals want or an accepted
// spelling, exactly and after Normalise.
func Match(kind string, got, want *string, accept []string) (exact, normalised bool) {
	return groundtruth.Match(kind, got, want, accept)
}
