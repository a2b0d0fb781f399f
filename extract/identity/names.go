package identity

import (
	"strings"

	"github.com/docextract/docextract/extract/mrz"
)

// nameField returns the line index and span of the name field of format f;
// ok is false for FRA_ID, whose names lie on two lines.
func nameField(f mrz.Format) (line, start, end int, ok bool) {
	switch f {
	case mrz.TD3, mrz.MRVA:
		return 0, 5, 44, true
	case mrz.TD2, mrz.MRVB:
		return 0, 5, 36, true
	case mrz.TD1:
		return 2, 0, 30, true
	}
	return 0, 0, 0, false
}

// cleanNames re-reads the names of an MRZ recognised from an image, where a
// filler is often misread as K, L, C or X: a lone such letter between
// fillers is a filler, and the names end at the first double filler after
// the given names begin. Names carry no check digit, so only the shape of
// the field can correct them.
func cleanNames(res *mrz.Result) {
	li, start, end, ok := nameField(res.Format)
	if !ok || li >= len(res.Lines) || len(res.Lines[li]) < end {
		return
	}
	b := []byte(res.Lines[li][start:end])
	for i := 1; i+1 < len(b); i++ {
		if b[i-1] == '<' && b[i+1] == '<' && strings.IndexByte("KLCX", b[i]) >= 0 {
			b[i] = '<'
		}
	}
	surname, given, _ := strings.Cut(string(b), "<<")
	given = strings.TrimLeft(given, "<")
	given, _, _ = strings.Cut(given, "<<")
	res.Surname = spaced(surname)
	res.GivenNames = spaced(given)
}

// spaced turns fillers into single spaces.
func spaced(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == '<' }), " ")
}
