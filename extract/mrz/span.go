package mrz

import "strings"

// Span is where a field is printed in the zone: the characters
// [Start, End) of line Line, all 0-based.
type Span struct{ Line, Start, End int }

// FieldSpan returns where r prints field, fillers around it left out:
// "document_code", "issuing_state", "document_number", "surname",
// "given_names", "nationality", "birth_date", "sex", "expiry_date",
// "issue_date" (FRA_ID) or "optional_data". A document number longer than
// nine characters (TD1, TD2) runs on into the optional data. ok is false
// for a field r's format does not have, a field that is all fillers, or
// lines shorter than the format's.
func (r Result) FieldSpan(field string) (Span, bool) {
	l := layoutOf(r.Format)
	var s span
	switch field {
	case "document_code":
		s = l.code
	case "issuing_state":
		s = l.state
	case "document_number":
		s = l.number
		if l.longNumber && r.lineHas(l.numberCheck) && r.Lines[l.numberCheck.line][l.numberCheck.start] == '<' &&
			l.opt1.line == l.number.line && l.opt1.start == l.numberCheck.end && r.lineHas(l.opt1) {
			// The number continues in the optional data, up to its check
			// digit before the first filler.
			rest := r.Lines[l.opt1.line][l.opt1.start:l.opt1.end]
			if n := strings.IndexByte(rest, '<'); n > 1 {
				s.end = l.opt1.start + n - 1
			}
		}
	case "surname", "given_names":
		if r.Format == FRAID {
			s = l.name
			if field == "given_names" {
				s = l.given
			}
			break
		}
		if !r.lineHas(l.name) {
			return Span{}, false
		}
		s = nameSpan(r.Lines[l.name.line], l.name, field == "given_names")
	case "nationality":
		s = l.nationality
	case "birth_date":
		s = l.birth
	case "sex":
		s = l.sex
	case "expiry_date":
		s = l.expiry
	case "issue_date":
		s = l.issue
	case "optional_data":
		s = l.opt1
	default:
		return Span{}, false
	}
	if !s.ok() || !r.lineHas(s) {
		return Span{}, false
	}
	text := r.Lines[s.line][s.start:s.end]
	lead := len(text) - len(strings.TrimLeft(text, "<"))
	trail := len(text) - len(strings.TrimRight(text, "<"))
	if lead == len(text) {
		return Span{}, false
	}
	return Span{Line: s.line, Start: s.start + lead, End: s.end - trail}, true
}

// lineHas reports whether r's lines reach to the end of s.
func (r Result) lineHas(s span) bool {
	return s.line < len(r.Lines) && len(r.Lines[s.line]) >= s.end
}

// nameSpan returns the surname's part of the name field s of line, or the
// given names' part: after the first double filler, up to the next.
func nameSpan(line string, s span, given bool) span {
	text := line[s.start:s.end]
	cut := strings.Index(text, "<<")
	if !given {
		if cut < 0 {
			return s
		}
		return span{s.line, s.start, s.start + cut}
	}
	if cut < 0 {
		return span{}
	}
	start := cut + 2
	for start < len(text) && text[start] == '<' {
		start++
	}
	end := len(text)
	if next := strings.Index(text[start:], "<<"); next >= 0 {
		end = start + next
	}
	return span{s.line, s.start + start, s.start + end}
}
