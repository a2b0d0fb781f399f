package mrz

import "time"

// ReasonShape: the document number read again by the shape of the
// issuer's numbers (letters where it prints letters, digits where digits),
// which its check digit then confirmed. The shapes are the caller's: see
// Renumber.
const ReasonShape = "number shape"

// NumberField returns where the document number of format f lies: its
// line and the span of its first nine characters (a longer number of a
// card continues in the optional data); ok is false for FRA_ID, whose
// twelve digits the format itself classes.
func NumberField(f Format) (line, start, end int, ok bool) {
	if f == FRAID || f == "" {
		return 0, 0, 0, false
	}
	n := layoutOf(f).number
	return n.line, n.start, n.end, n.ok()
}

// Renumber returns res with its document number replaced by number (at
// most nine characters, padded with fillers), parsed again, and the
// change recorded with reason; ok is false when the result's document
// number check digit does not hold.
func Renumber(res Result, number, reason string, today time.Time) (Result, bool) {
	line, start, end, ok := NumberField(res.Format)
	if !ok || len(number) > end-start || line >= len(res.Lines) || len(res.Lines[line]) < end {
		return res, false
	}
	b := []byte(res.Lines[line])
	var corr []Correction
	for i := start; i < end; i++ {
		c := byte('<')
		if i-start < len(number) {
			c = number[i-start]
		}
		if b[i] != c {
			corr = append(corr, Correction{Line: line, Pos: i, From: rune(b[i]), To: rune(c), Reason: reason})
			b[i] = c
		}
	}
	lines := append([]string(nil), res.Lines...)
	lines[line] = string(b)
	out, err := Parse(lines, today)
	if err != nil {
		return res, false
	}
	for _, c := range out.Checks {
		if c.Field == "document_number" && !c.Valid {
			return res, false
		}
	}
	out.Corrections = append(append(append([]Correction(nil), res.Corrections...), corr...), out.Corrections...)
	return out, true
}
