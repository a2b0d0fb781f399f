package reading

// The fonts of form appearances: how a string's bytes become character
// codes, each code's advance width, and its Unicode character, for simple
// fonts (one byte a code: Type1, TrueType, MMType1) and Identity-H Type0
// fonts (two bytes a code). The widths are the font dictionary's (/Widths,
// /W), else, for the 14 standard fonts, their Adobe metrics; a font whose
// widths are not known here is not drawn (the caller then lays the value
// out in the widget's rectangle).

import (
	"strings"
	"unicode/utf16"

	"github.com/pdfcpu/pdfcpu/pkg/font"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"
)

// apFont is a font read for drawing appearances.
type apFont struct {
	twoByte bool
	// widths in thousandths of the font size by code; missing is the width
	// of codes not listed.
	widths  map[int]int
	missing int
	// standard is the standard font whose metrics give the widths when the
	// font has none.
	standard string
	// names are the glyph names of codes 0-255 (simple fonts).
	names     []string
	toUnicode map[int]rune
}

// code returns the character code at the start of b and its length.
func (f *apFont) code(b []byte) (int, int) {
	if f.twoByte {
		if len(b) >= 2 {
			return int(b[0])<<8 | int(b[1]), 2
		}
		return int(b[0]), 1
	}
	return int(b[0]), 1
}

// width returns the advance of code in units of the font size.
func (f *apFont) width(code int) (float32, bool) {
	if w, ok := f.widths[code]; ok {
		return float32(w) * 0.001, true
	}
	if f.standard != "" {
		if code < 0 || code >= len(f.names) {
			return 0, false
		}
		wa, ok := winAnsiCode[f.names[code]]
		if !ok {
			return 0, false
		}
		w, err := font.CharWidth(f.standard, rune(wa))
		if err != nil {
			return 0, false
		}
		return float32(w) * 0.001, true
	}
	return float32(f.missing) * 0.001, true
}

// text returns the character code shows, as MuPDF gives it: from the
// ToUnicode map unless that is blank or a control character, else from the
// glyph name; U+FFFD when unknown.
func (f *apFont) text(code int) rune {
	if r, ok := f.toUnicode[code]; ok {
		if r >= 8 && r <= 13 {
			return ' '
		}
		if r >= 32 && (r < 127 || r >= 160) {
			return r
		}
	}
	if !f.twoByte && code >= 0 && code < len(f.names) && f.names[code] != "" {
		if r, ok := glyphNameUnicode(f.names[code]); ok {
			return r
		}
	}
	return 0xFFFD
}

// standardFonts maps the names of the 14 standard fonts and their common
// aliases (spaces ignored) to the standard name.
var standardFonts = func() map[string]string {
	m := map[string]string{}
	for _, group := range [][]string{
		{"Courier", "CourierNew", "CourierNewPSMT"},
		{"Courier-Bold", "CourierNew,Bold", "Courier,Bold", "CourierNewPS-BoldMT", "CourierNew-Bold"},
		{"Courier-Oblique", "CourierNew,Italic", "Courier,Italic", "CourierNewPS-ItalicMT", "CourierNew-Italic"},
		{"Courier-BoldOblique", "CourierNew,BoldItalic", "Courier,BoldItalic", "CourierNewPS-BoldItalicMT", "CourierNew-BoldItalic"},
		{"Helvetica", "ArialMT", "Arial"},
		{"Helvetica-Bold", "Arial-BoldMT", "Arial,Bold", "Arial-Bold", "Helvetica,Bold"},
		{"Helvetica-Oblique", "Arial-ItalicMT", "Arial,Italic", "Arial-Italic", "Helvetica,Italic", "Helvetica-Italic"},
		{"Helvetica-BoldOblique", "Arial-BoldItalicMT", "Arial,BoldItalic", "Arial-BoldItalic", "Helvetica,BoldItalic", "Helvetica-BoldItalic"},
		{"Times-Roman", "TimesNewRomanPSMT", "TimesNewRoman", "TimesNewRomanPS"},
		{"Times-Bold", "TimesNewRomanPS-BoldMT", "TimesNewRoman,Bold", "TimesNewRomanPS-Bold", "TimesNewRoman-Bold"},
		{"Times-Italic", "TimesNewRomanPS-ItalicMT", "TimesNewRoman,Italic", "TimesNewRomanPS-Italic", "TimesNewRoman-Italic"},
		{"Times-BoldItalic", "TimesNewRomanPS-BoldItalicMT", "TimesNewRoman,BoldItalic", "TimesNewRomanPS-BoldItalic", "TimesNewRoman-BoldItalic"},
		{"Symbol", "Symbol,Italic", "Symbol,Bold", "Symbol,BoldItalic", "SymbolMT", "SymbolMT,Italic", "SymbolMT,Bold", "SymbolMT,BoldItalic"},
		{"ZapfDingbats"},
	} {
		for _, n := range group {
			m[n] = group[0]
		}
	}
	return m
}()

// loadFont reads a font dictionary; nil when its codes or widths cannot be
// known here.
func (d *formDoc) loadFont(fd types.Dict) *apFont {
	sub, _ := d.name(fd["Subtype"])
	switch sub {
	case "Type1", "MMType1", "TrueType":
		return d.simpleFont(fd)
	case "Type0":
		return d.type0Font(fd)
	}
	return nil
}

func (d *formDoc) simpleFont(fd types.Dict) *apFont {
	f := &apFont{widths: map[int]int{}}
	base, _ := d.name(fd["BaseFont"])
	if i := strings.IndexByte(base, '+'); i == 6 {
		base = base[7:]
	}
	standard := standardFonts[strings.ReplaceAll(base, " ", "")]
	// Glyph names: the base encoding, then /Differences.
	encName, isName := d.name(fd["Encoding"])
	enc := d.dict(fd["Encoding"])
	if enc != nil {
		encName, isName = d.name(enc["BaseEncoding"])
	}
	switch {
	case isName:
		f.names = baseEncoding(encName)
	case standard == "Symbol" || standard == "ZapfDingbats":
		// Their own encodings, not known here: ToUnicode or nothing.
	default:
		f.names = baseEncoding("StandardEncoding")
	}
	if f.names == nil {
		f.names = make([]string, 256)
	}
	if enc != nil {
		code := 0
		for _, o := range d.array(enc["Differences"]) {
			if !d.step(1) {
				return nil
			}
			switch v := d.resolve(o).(type) {
			case types.Integer:
				code = int(v)
			case types.Float:
				code = int(v)
			case types.Name:
				if code >= 0 && code < 256 {
					f.names[code] = string(v)
				}
				code++
			}
		}
	}
	widths := d.array(fd["Widths"])
	if widths != nil {
		first, last := d.integer(fd["FirstChar"]), d.integer(fd["LastChar"])
		if first < 0 || last > 255 || first > last {
			first, last = 0, 0
		}
		for i := 0; i <= last-first; i++ {
			w := 0
			if i < len(widths) {
				w = d.integer(widths[i])
			}
			f.widths[first+i] = w
		}
		f.missing = d.integer(d.dict(fd["FontDescriptor"])["MissingWidth"])
	} else if standard != "" && standard != "Symbol" && standard != "ZapfDingbats" {
		f.standard = standard
	} else {
		return nil
	}
	f.toUnicode = d.toUnicode(fd["ToUnicode"])
	return f
}

func (d *formDoc) type0Font(fd types.Dict) *apFont {
	if enc, _ := d.name(fd["Encoding"]); enc != "Identity-H" {
		return nil
	}
	desc := d.array(fd["DescendantFonts"])
	if len(desc) == 0 {
		return nil
	}
	cid := d.dict(desc[0])
	if cid == nil {
		return nil
	}
	f := &apFont{twoByte: true, widths: map[int]int{}, missing: 1000}
	if _, ok := cid["DW"]; ok {
		f.missing = d.integer(cid["DW"])
	}
	w := d.array(cid["W"])
	for i := 0; i < len(w); {
		if !d.step(1) {
			return nil
		}
		first := d.integer(w[i])
		if i+1 < len(w) {
			if list := d.array(w[i+1]); list != nil {
				for j, o := range list {
					if !d.step(1) || len(f.widths) > 1<<16 {
						return nil
					}
					f.widths[first+j] = d.integer(o)
				}
				i += 2
				continue
			}
		}
		if i+2 >= len(w) {
			break
		}
		last, width := d.integer(w[i+1]), d.integer(w[i+2])
		if last-first > 1<<16 || len(f.widths) > 1<<16 {
			return nil
		}
		for c := first; c <= last; c++ {
			f.widths[c] = width
		}
		i += 3
	}
	f.toUnicode = d.toUnicode(fd["ToUnicode"])
	return f
}

// toUnicode reads a ToUnicode CMap's bfchar and bfrange entries (the
// first character of each target); nil when there is none.
func (d *formDoc) toUnicode(o types.Object) map[int]rune {
	sd, num, ok := d.stream(o)
	if !ok {
		return nil
	}
	data, err := d.streamData(num, sd)
	if err != nil {
		return nil
	}
	m := map[int]rune{}
	lex := contentLexer{data: data}
	var ops []apOperand
	mode := ""
	for len(m) < 1<<16 && d.step(1) {
		o, op, ok := lex.next()
		if !ok {
			break
		}
		if op == "" {
			if len(ops) < 4 {
				ops = append(ops, o)
			} else {
				ops = append(ops[1:], o)
			}
			if mode == "bfchar" && len(ops) == 2 && ops[0].kind == '(' && ops[1].kind == '(' {
				m[cmapCode(ops[0].str)] = firstUTF16(ops[1].str)
				ops = ops[:0]
			}
			if mode == "bfrange" && len(ops) == 3 && ops[0].kind == '(' && ops[1].kind == '(' {
				lo, hi := cmapCode(ops[0].str), cmapCode(ops[1].str)
				if hi-lo <= 1<<16 {
					for c := lo; c <= hi && len(m) < 1<<16; c++ {
						switch dst := ops[2]; dst.kind {
						case '(':
							r := firstUTF16(dst.str)
							m[c] = r + rune(c-lo)
						case '[':
							if k := c - lo; k < len(dst.arr) && dst.arr[k].kind == '(' {
								m[c] = firstUTF16(dst.arr[k].str)
							}
						}
					}
				}
				ops = ops[:0]
			}
			continue
		}
		switch op {
		case "beginbfchar", "beginbfrange":
			mode = strings.TrimPrefix(op, "begin")
		default:
			mode = ""
		}
		ops = ops[:0]
	}
	return m
}

// cmapCode reads a CMap's source code bytes as a number.
func cmapCode(b []byte) int {
	c := 0
	for _, x := range b[:min(len(b), 4)] {
		c = c<<8 | int(x)
	}
	return c
}

// firstUTF16 returns the first character of UTF-16BE bytes.
func firstUTF16(b []byte) rune {
	if len(b) == 1 {
		return rune(b[0])
	}
	if len(b) < 2 {
		return 0
	}
	units := make([]uint16, 0, 2)
	for i := 0; i+1 < len(b) && len(units) < 2; i += 2 {
		units = append(units, uint16(b[i])<<8|uint16(b[i+1]))
	}
	rs := utf16.Decode(units)
	if len(rs) == 0 {
		return 0
	}
	return rs[0]
}
