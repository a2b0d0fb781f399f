package reading

import (
	"bytes"
	"strconv"
)

// apOperand is one operand of a content stream operator.
type apOperand struct {
	kind byte // 'n' number, '/' name, '(' string, '[' array, 0 other
	num  float32
	name string
	str  []byte
	arr  []apOperand
}

// contentLexer reads a content stream's operands and operators.
type contentLexer struct {
	data []byte
	pos  int
}

// Bounds on one operand.
const (
	lexMaxDepth = 32      // nested arrays and dictionaries
	lexMaxArray = 1 << 16 // elements kept in one array
)

func isPDFSpace(c byte) bool {
	return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0
}

func isPDFDelim(c byte) bool {
	switch c {
	case '(', ')', '<', '>', '[', ']', '{', '}', '/', '%':
		return true
	}
	return false
}

// next returns the next operand, or the next operator's name; false at the
// end.
func (l *contentLexer) next() (apOperand, string, bool) {
	for {
		o, op, ok := l.token(0)
		if !ok {
			return apOperand{}, "", false
		}
		switch op {
		case "":
			return o, "", true
		case "ID":
			l.skipInlineImage()
			continue
		case "true", "false", "null":
			return apOperand{}, "", true
		}
		return o, op, true
	}
}

func (l *contentLexer) skipSpace() {
	for l.pos < len(l.data) {
		c := l.data[l.pos]
		if isPDFSpace(c) {
			l.pos++
			continue
		}
		if c == '%' {
			for l.pos < len(l.data) && l.data[l.pos] != '\n' && l.data[l.pos] != '\r' {
				l.pos++
			}
			continue
		}
		return
	}
}

// token reads one operand or operator at nesting depth.
func (l *contentLexer) token(depth int) (apOperand, string, bool) {
	l.skipSpace()
	if l.pos >= len(l.data) {
		return apOperand{}, "", false
	}
	c := l.data[l.pos]
	switch {
	case c == '/':
		l.pos++
		start := l.pos
		for l.pos < len(l.data) && !isPDFSpace(l.data[l.pos]) && !isPDFDelim(l.data[l.pos]) {
			l.pos++
		}
		return apOperand{kind: '/', name: decodeName(l.data[start:l.pos])}, "", true
	case c == '(':
		l.pos++
		return apOperand{kind: '(', str: l.literal()}, "", true
	case c == '<' && l.pos+1 < len(l.data) && l.data[l.pos+1] == '<':
		l.pos += 2
		l.skipUntil(">>", depth)
		return apOperand{}, "", true
	case c == '<':
		l.pos++
		end := bytes.IndexByte(l.data[l.pos:], '>')
		if end < 0 {
			end = len(l.data) - l.pos
		}
		s := hexBytes(string(l.data[l.pos : l.pos+end]))
		l.pos = min(len(l.data), l.pos+end+1)
		return apOperand{kind: '(', str: s}, "", true
	case c == '[':
		l.pos++
		arr := apOperand{kind: '['}
		if depth >= lexMaxDepth {
			l.skipUntil("]", depth)
			return arr, "", true
		}
		for {
			l.skipSpace()
			if l.pos >= len(l.data) {
				return arr, "", true
			}
			if l.data[l.pos] == ']' {
				l.pos++
				return arr, "", true
			}
			o, op, ok := l.token(depth + 1)
			if !ok {
				return arr, "", true
			}
			if op == "" && len(arr.arr) < lexMaxArray {
				arr.arr = append(arr.arr, o)
			}
		}
	case c == ']' || c == '>' || c == ')' || c == '{' || c == '}':
		l.pos++
		return apOperand{}, "", true
	}
	start := l.pos
	for l.pos < len(l.data) && !isPDFSpace(l.data[l.pos]) && !isPDFDelim(l.data[l.pos]) {
		l.pos++
	}
	word := string(l.data[start:l.pos])
	if c == '+' || c == '-' || c == '.' || c >= '0' && c <= '9' {
		f, err := strconv.ParseFloat(word, 32)
		if err != nil {
			f = 0
		}
		return apOperand{kind: 'n', num: float32(f)}, "", true
	}
	return apOperand{}, word, true
}

// skipUntil skips nested operands up to the closing delimiter end.
func (l *contentLexer) skipUntil(end string, depth int) {
	for {
		l.skipSpace()
		if l.pos >= len(l.data) {
			return
		}
		if bytes.HasPrefix(l.data[l.pos:], []byte(end)) {
			l.pos += len(end)
			return
		}
		if depth >= lexMaxDepth {
			l.pos++
			continue
		}
		if _, _, ok := l.token(depth + 1); !ok {
			return
		}
	}
}

// literal reads a literal string after its '(' up to the balancing ')'.
func (l *contentLexer) literal() []byte {
	var out []byte
	nest := 0
	for l.pos < len(l.data) {
		c := l.data[l.pos]
		l.pos++
		switch c {
		case '(':
			nest++
		case ')':
			if nest == 0 {
				return out
			}
			nest--
		case '\\':
			if l.pos >= len(l.data) {
				return out
			}
			e := l.data[l.pos]
			l.pos++
			switch e {
			case 'n':
				c = '\n'
			case 'r':
				c = '\r'
			case 't':
				c = '\t'
			case 'b':
				c = '\b'
			case 'f':
				c = '\f'
			case '\r':
				if l.pos < len(l.data) && l.data[l.pos] == '\n' {
					l.pos++
				}
				continue
			case '\n':
				continue
			default:
				if e >= '0' && e <= '7' {
					v := int(e - '0')
					for k := 0; k < 2 && l.pos < len(l.data) && l.data[l.pos] >= '0' && l.data[l.pos] <= '7'; k++ {
						v = v*8 + int(l.data[l.pos]-'0')
						l.pos++
					}
					c = byte(v)
				} else {
					c = e
				}
			}
		}
		out = append(out, c)
	}
	return out
}

// skipInlineImage skips an inline image's data after its ID operator, up
// to an EI between white space.
func (l *contentLexer) skipInlineImage() {
	l.pos++ // the single white space after ID
	for l.pos < len(l.data) {
		i := bytes.Index(l.data[l.pos:], []byte("EI"))
		if i < 0 {
			l.pos = len(l.data)
			return
		}
		at := l.pos + i
		l.pos = at + 2
		if (at == 0 || isPDFSpace(l.data[at-1])) && (l.pos == len(l.data) || isPDFSpace(l.data[l.pos]) || isPDFDelim(l.data[l.pos])) {
			return
		}
	}
}

// decodeName decodes a name's #xx escapes.
func decodeName(b []byte) string {
	if bytes.IndexByte(b, '#') < 0 {
		return string(b)
	}
	out := make([]byte, 0, len(b))
	for i := 0; i < len(b); i++ {
		if b[i] == '#' && i+2 < len(b) {
			hi, ok1 := hexDigit(b[i+1])
			lo, ok2 := hexDigit(b[i+2])
			if ok1 && ok2 {
				out = append(out, hi<<4|lo)
				i += 2
				continue
			}
		}
		out = append(out, b[i])
	}
	return string(out)
}
