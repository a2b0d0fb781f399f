package taxdoc

import "github.com/docextract/docextract/internal/groundtruth"

// matches compares an extracted value with the expected one under the
// corpus's comparison rules; an empty value is null.
func matches(kind, got string, want *string, accept []string) bool {
	var g *string
	if got != "" {
		g = &got
	}
	_, ok := groundtruth.Match(kind, g, want, accept)
	return ok
}
