package mrz

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/docextract/docextract/extract/dates"
)

// Format names an MRZ layout.
type Format string

// The layouts Parse reads.
const (
	TD1   Format = "TD1"    // 3 lines of 30: identity cards
	TD2   Format = "TD2"    // 2 lines of 36: identity cards, older travel documents
	TD3   Format = "TD3"    // 2 lines of 44: passports
	MRVA  Format = "MRVA"   // 2 lines of 44: visas (type A)
	MRVB  Format = "MRVB"   // 2 lines of 36: visas (type B)
	FRAID Format = "FRA_ID" // 2 lines of 36: French identity card issued before 2021 (not ICAO)
)

// ErrFormat is returned when the lines match no MRZ layout: wrong line count
// or lengths too far from 30, 36 or 44.
var ErrFormat = errors.New("mrz: unknown format")

// ErrLineLength is returned when the lines are close to an MRZ layout but one
// is too short or too long, and no filler repair makes every check digit valid.
var ErrLineLength = errors.New("mrz: wrong line length")

// ErrUninformative is returned when the lines, as read or as repaired,
// carry too little information to be an MRZ: fewer than a quarter of their
// characters are other than fillers and zeros (0 or O). The check digit of
// a run of zeros is 0, so such a reading validates whatever it stood for,
// and repairing it makes up a document (fuzzing found "0000<1222..."
// repaired into a valid TD1 of names OOOO).
var ErrUninformative = errors.New("mrz: too little information")

// minInformative is the share of a reading's characters that must be
// neither fillers nor zeros. ICAO 9303's own examples hold at least 37%.
const minInformative = 0.25

// informative reports whether lines carry enough information (see
// ErrUninformative).
func informative(lines []string) bool {
	n, info := 0, 0
	for _, l := range lines {
		for i := 0; i < len(l); i++ {
			n++
			if c := l[i]; c != '<' && c != '0' && c != 'O' {
				info++
			}
		}
	}
	return float64(info) >= minInformative*float64(n)
}

// Reasons recorded in a Correction.
const (
	// ReasonClass: the character is not allowed at its position (a digit in a
	// name, a letter in a date) and was replaced by its usual confusion or by
	// the recogniser's best candidate that is allowed there.
	ReasonClass = "character class"
	// ReasonFiller: K, L, C or X in the trailing filler run of a name.
	ReasonFiller = "filler"
	// ReasonCheckDigit: one substitution, the only one that makes a failing
	// check digit valid.
	ReasonCheckDigit = "check digit"
	// ReasonLength: a filler inserted or removed to repair the line length.
	ReasonLength = "line length"
	// ReasonDigits: letters that look like digits (O, I, Z, S, G, B) after
	// the first digit of a number, or all its letters when they are O,
	// read as digits because the field's check digit then holds.
	ReasonDigits = "digits"
	// ReasonCountry: one letter of an issuing state or nationality that is
	// no code replaced by a look-alike, the only one that makes it a code
	// (the other of the two codes agreeing when it is read wrong too).
	ReasonCountry = "country code"
)

// Check is one check digit of the MRZ.
type Check struct {
	// Field is "document_number", "birth_date", "expiry_date",
	// "optional_data" (TD3 personal number) or "composite".
	Field string
	// Expected is the digit computed from the field's characters.
	Expected int
	// Found is the character printed at the check position.
	Found string
	// Valid reports whether Found matches Expected. A filler '<' is valid
	// only when the whole field is filler.
	Valid bool
}

// Correction is one change made to the text read.
type Correction struct {
	Line, Pos int  // 0-based, in the line before this change
	From, To  rune // From is 0 for an inserted character, To for a removed one
	Reason    string
}

// Result is a parsed MRZ. Text fields have fillers removed; '<' inside a
// field becomes a space.
type Result struct {
	Format       Format
	DocumentCode string // "P", "I", "ID", "V", "AC", ...
	// IssuingState is the code as printed, fillers removed: "D", "UTO", "GBD".
	// Use CountryAlpha2 for an ISO 3166-1 alpha-2 code.
	IssuingState string
	// DocumentNumber is the full number. For TD1 and TD2 numbers longer than
	// 9 characters (ICAO 9303: '<' at the check position), the rest is read
	// from the start of the optional data, and OptionalData holds only what
	// follows the number's check digit. For FRA_ID it is the 12-character
	// card number.
	DocumentNumber string
	Surname        string
	GivenNames     string
	// Nationality is the code as printed; "FRA" for FRA_ID, which is issued
	// only to French nationals and does not print it.
	Nationality string
	BirthDate   dates.Date
	// Sex is "M", "F", or "X" for unspecified (printed 'X' or '<', as ICAO
	// shows it in the visual zone); "" when the character is none of these.
	Sex        string
	ExpiryDate dates.Date // zero for FRA_ID, which does not carry it
	// IssueDate is the year and month of issue that FRA_ID carries at the
	// start of its number; zero for the other formats.
	IssueDate dates.Date
	// OptionalData is the optional data of line 1 (TD1), of the last line
	// (TD2, TD3 personal number, MRV-A, MRV-B), or the administrative code
	// of FRA_ID.
	OptionalData string
	// OptionalData2 is the optional data of TD1 line 2.
	OptionalData2 string
	Checks        []Check
	// Valid reports whether every check digit is valid.
	Valid       bool
	Corrections []Correction
	// Lines are the lines after corrections.
	Lines []string
}

// Candidates is one MRZ line as a recogniser read it: for every character
// position the characters it considered, best first.
type Candidates [][]rune

// Parse reads the lines of an MRZ. A single string holding the lines
// separated by newlines is accepted too. Spaces are ignored, letters are
// upper-cased and '«' is read as a filler '<'. today decides the century of
// two-digit years (see Date).
//
// Parse corrects recognition errors only where the MRZ itself confirms them:
//   - a character not allowed at its position is replaced by its usual
//     confusion (digits in dates and check digits: O,D->0, I->1, B->8, S->5,
//     Z->2, G->6; letters in names and codes: the reverse; K, L, C or X in a
//     check-digit or date position -> '<');
//   - in a name, a trailing run holding at least as many fillers as K, L, C
//     and X is filler misread: those letters become '<';
//   - in a field that allows letters and digits (document number, optional
//     data) a failing check digit is fixed only by a single substitution
//     (one of the confusions above, or K, L, C, X -> '<'), and only when
//     exactly one such substitution validates, possibly after asking the
//     composite check digit to choose. Two or more substitutions are never
//     made: check digits accept wrong answers when they are allowed.
//   - a line one or two characters too short or too long is repaired by
//     adding or removing fillers only when every check digit then validates.
//
// Lines of mostly fillers and zeros, as read or as repaired, are refused
// with ErrUninformative: their check digits hold whatever they stood for.
func Parse(lines []string, today time.Time) (Result, error) {
	var cand []Candidates
	for _, l := range lines {
		for _, s := range strings.Split(l, "\n") {
			s = strings.TrimSpace(s)
			if s == "" {
				continue
			}
			c := make(Candidates, 0, len(s))
			for _, r := range s {
				c = append(c, []rune{r})
			}
			cand = append(cand, c)
		}
	}
	return ParseCandidates(cand, today)
}

// ParseCandidates is Parse for recognisers that give ranked alternatives per
// character. Where a character is not allowed at its position, the best
// allowed candidate is taken before the confusion table; a check-digit
// substitution may also use the runner-up candidate, and among several
// substitutions that validate, the only one the recogniser ranked second is
// accepted.
func ParseCandidates(lines []Candidates, today time.Time) (Result, error) {
	var top [][]byte
	var alts [][][]byte
	for _, l := range lines {
		var t []byte
		var a [][]byte
		for _, pos := range l {
			if len(pos) == 0 || pos[0] == ' ' || pos[0] == '\t' || pos[0] == '\r' {
				continue
			}
			t = append(t, normRune(pos[0]))
			var alt []byte
			for _, r := range pos[1:] {
				if c := normRune(r); isMRZChar(c) {
					alt = append(alt, c)
				}
			}
			a = append(a, alt)
		}
		if len(t) > 0 {
			top = append(top, t)
			alts = append(alts, a)
		}
	}
	n := len(top)
	if n != 2 && n != 3 {
		return Result{}, fmt.Errorf("%w: %d lines", ErrFormat, n)
	}
	want := 30
	if n == 2 {
		sum := 0
		for _, l := range top {
			sum += len(l)
		}
		want = 36
		if sum > 2*40 {
			want = 44
		}
	}
	same := true
	for _, l := range top {
		switch d := len(l) - want; {
		case d < -2 || d > 2:
			return Result{}, fmt.Errorf("%w: line of %d characters for a %d-character layout", ErrFormat, len(l), want)
		case d != 0:
			same = false
		}
	}
	if same {
		return checkInformative(settle(parseFixed(top, alts, nil, today), today))
	}
	for _, v := range lengthRepairs(top, alts, want) {
		if r := parseFixed(v.lines, v.alts, v.corr, today); r.Valid {
			return checkInformative(settle(r, today))
		}
	}
	return Result{}, fmt.Errorf("%w: no filler repair validates to %d characters", ErrLineLength, want)
}

// settle parses a valid result's lines again until they no longer change
// (at most maxSettle rounds), keeping every correction: one repair can
// make room for another (a filler added to a short line puts a misread C
// into the trailing filler run), and a result must parse again to itself;
// one whose lines do not validate once read again is not valid.
func settle(r Result, today time.Time) Result {
	for range maxSettle {
		if !r.Valid {
			return r
		}
		lines := make([][]byte, len(r.Lines))
		alts := make([][][]byte, len(r.Lines))
		for i, l := range r.Lines {
			lines[i] = []byte(l)
			alts[i] = make([][]byte, len(l))
		}
		again := parseFixed(lines, alts, nil, today)
		if len(again.Corrections) == 0 {
			return r
		}
		if !again.Valid {
			// Its own lines, read again, do not validate: what held was
			// one order of repairs, not the zone.
			r.Valid = false
			return r
		}
		again.Corrections = append(append([]Correction(nil), r.Corrections...), again.Corrections...)
		r = again
	}
	return r
}

// maxSettle bounds the rounds of settle.
const maxSettle = 3

// checkInformative returns r, or ErrUninformative when its lines carry too
// little information. Settled lines (see settle) read again as they are, so
// what holds here holds when they are parsed again.
func checkInformative(r Result) (Result, error) {
	if !informative(r.Lines) {
		return Result{}, fmt.Errorf("%w: %d lines of mostly fillers and zeros", ErrUninformative, len(r.Lines))
	}
	return r, nil
}

func normRune(r rune) byte {
	switch {
	case r == '«':
		return '<'
	case r >= 'a' && r <= 'z':
		return byte(r - 'a' + 'A')
	case r < 128:
		return byte(r)
	}
	return '?'
}

func isMRZChar(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '<'
}

// parseFixed parses lines that all have the layout's length.
func parseFixed(top [][]byte, alts [][][]byte, corr []Correction, today time.Time) Result {
	w := newWork(top, alts, corr)
	lay := w.pickLayout()
	if lay.format == FRAID {
		r := w.parseAs(lay, today)
		if r.Valid {
			return r
		}
		w2 := newWork(top, alts, corr)
		if r2 := w2.parseAs(layoutOf(TD2), today); r2.Valid {
			return r2
		}
		return r
	}
	return w.parseAs(lay, today)
}

// CheckDigit returns the ICAO 9303 check digit of s: weights 7, 3, 1
// repeated; digits count their value, A..Z 10..35, '<' and anything else 0.
func CheckDigit(s string) int {
	weights := [3]int{7, 3, 1}
	sum := 0
	for i := 0; i < len(s); i++ {
		sum += charValue(s[i]) * weights[i%3]
	}
	return sum % 10
}

func charValue(c byte) int {
	switch {
	case c >= '0' && c <= '9':
		return int(c - '0')
	case c >= 'A' && c <= 'Z':
		return int(c-'A') + 10
	}
	return 0
}

// trimFiller removes leading and trailing '<'.
func trimFiller(s string) string { return strings.Trim(s, "<") }

// words turns a field into text: fillers trimmed, inner runs of '<' become
// one space.
func words(s string) string {
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == '<' }), " ")
}
