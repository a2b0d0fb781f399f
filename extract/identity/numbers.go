package identity

import (
	"strings"
	"time"

	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/mrz"
)

// A document number may hold letters and digits, so its check digit alone
// cannot settle two misread positions (docs/mrz.md): ZEOO05O9 for the
// Canadian ZE000509, 72200O129 for the German T22000129. The issuer's
// number shape can: where it prints digits, an O is a 0; where letters,
// an 8 is a B. The shapes are the lexicon's (lexicon.DocumentNumberFormats);
// the number's check digit must then hold, and only one shape may make it
// hold. A number never mixes O and 0 at random either: without a shape,
// the Os of a number that also holds digits are read as 0 when the check
// digit then holds.

// asDigit and asLetter map a character read to the one of the other kind
// OCR takes it for (docs/mrz.md: 0/O, O/D, 2/Z, 0/6... and 7/T, 4/A).
var (
	asDigit  = map[byte]byte{'O': '0', 'D': '0', 'Q': '0', 'U': '0', 'I': '1', 'L': '1', 'Z': '2', 'S': '5', 'G': '6', 'T': '7', 'B': '8', 'A': '4'}
	asLetter = map[byte]byte{'0': 'O', '1': 'I', '2': 'Z', '5': 'S', '6': 'G', '7': 'T', '8': 'B', '4': 'A'}
)

// shapeReading returns number read in the shape of format f: every
// character f does not allow there replaced by its look-alike that it
// does; ok is false when number is not of f's length or a character has
// no such look-alike.
func shapeReading(number string, f lexicon.DocumentNumberFormat) (string, bool) {
	pos := f.Positions()
	if len(pos) != len(number) {
		return "", false
	}
	b := []byte(number)
	for i, allowed := range pos {
		if strings.IndexByte(allowed, b[i]) >= 0 {
			continue
		}
		if d, ok := asDigit[b[i]]; ok && strings.IndexByte(allowed, d) >= 0 {
			b[i] = d
			continue
		}
		if l, ok := asLetter[b[i]]; ok && strings.IndexByte(allowed, l) >= 0 {
			b[i] = l
			continue
		}
		return "", false
	}
	return string(b), true
}

// reshape returns res with its document number read again when it does
// not have the issuer's number shape, or, for an issuer whose shapes are
// not known, when it mixes O and digits: in the issuer's shape, or with
// its Os read as 0. The check digit cannot be trusted to have caught the
// misreading: an O read for a 0 adds 24 times the position's weight, and
// three of them at weights 1, 7 and 7 add 360, which leaves the check
// digit as it is (ZEOO05O9 checks as ZE000509 does). The one reading whose
// check digit holds is taken; none or several leave res as it is. A
// number mrz.Parse changed by a guess (a substitution the check digit
// alone chose) is read again from what was read.
func reshape(res mrz.Result, today time.Time) mrz.Result {
	line, start, end, ok := mrz.NumberField(res.Format)
	if res.DocumentNumber == "" || !ok || line >= len(res.Lines) || len(res.Lines[line]) < end {
		return res
	}
	raw := []byte(res.Lines[line])
	for i := len(res.Corrections) - 1; i >= 0; i-- {
		c := res.Corrections[i]
		if c.Line == line && c.Pos >= start && c.Pos < end && c.From != 0 && c.To != 0 && (c.Reason == mrz.ReasonCheckDigit || c.Reason == mrz.ReasonDigits) {
			raw[c.Pos] = byte(c.From)
		}
	}
	read := strings.TrimRight(res.Lines[line][start:end], "<")
	number := strings.TrimRight(string(raw[start:end]), "<")
	formats := lexicon.DocumentNumberFormats(issuerCode(res), res.DocumentCode)
	valid := checkValid(res, "document_number")
	var cands []string
	for _, f := range formats {
		if valid {
			if c, ok := shapeReading(read, f); ok && c == read {
				return res // the number has the issuer's shape
			}
		}
		if c, ok := shapeReading(number, f); ok && c != read && !contains(cands, c) {
			cands = append(cands, c)
		}
	}
	if len(formats) == 0 || len(cands) == 0 {
		if strings.Contains(number, "O") && strings.ContainsAny(number, "0123456789") {
			cands = append(cands, strings.ReplaceAll(number, "O", "0"))
		} else if valid {
			return res
		}
	}
	var found []mrz.Result
	for _, c := range cands {
		if r, ok := mrz.Renumber(res, c, mrz.ReasonShape, today); ok && r.DocumentNumber != res.DocumentNumber {
			found = append(found, r)
		}
	}
	if len(found) != 1 {
		return res
	}
	return found[0]
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}
