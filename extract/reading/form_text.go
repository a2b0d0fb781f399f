package reading

// PDF text strings and the simple-font encodings that form appearances
// use, decoded as MuPDF decodes them.

import (
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/types"
)

// pdfStringBytes returns the bytes of a string object (literal or hex).
func pdfStringBytes(o types.Object) ([]byte, bool) {
	switch s := o.(type) {
	case types.StringLiteral:
		b, err := types.Unescape(string(s))
		return b, err == nil
	case types.HexLiteral:
		return hexBytes(string(s)), true
	}
	return nil, false
}

// hexBytes decodes hex digits, skipping anything else; an odd last digit
// is padded with 0, as PDF readers do.
func hexBytes(s string) []byte {
	out := make([]byte, 0, len(s)/2)
	var hi byte
	odd := false
	for i := 0; i < len(s); i++ {
		v, ok := hexDigit(s[i])
		if !ok {
			continue
		}
		if odd {
			out = append(out, hi<<4|v)
		} else {
			hi = v
		}
		odd = !odd
	}
	if odd {
		out = append(out, hi<<4)
	}
	return out
}

func hexDigit(c byte) (byte, bool) {
	switch {
	case c >= '0' && c <= '9':
		return c - '0', true
	case c >= 'a' && c <= 'f':
		return c - 'a' + 10, true
	case c >= 'A' && c <= 'F':
		return c - 'A' + 10, true
	}
	return 0, false
}

// pdfText decodes a PDF text string: UTF-16BE or UTF-16LE after their byte
// order mark, UTF-8 after its mark or when valid, else PDFDocEncoding.
// Language escapes (ESC code ESC) are dropped.
func pdfText(b []byte) string {
	var sb strings.Builder
	switch {
	case len(b) >= 2 && (b[0] == 0xFE && b[1] == 0xFF || b[0] == 0xFF && b[1] == 0xFE):
		be := b[0] == 0xFE
		unit := func(i int) rune {
			if be {
				return rune(b[i])<<8 | rune(b[i+1])
			}
			return rune(b[i+1])<<8 | rune(b[i])
		}
		for i := 2; i+2 <= len(b); {
			if n := utf16LangEscape(b, i, be); n > 0 {
				i += n
				continue
			}
			r := unit(i)
			i += 2
			if utf16.IsSurrogate(r) && i+2 <= len(b) {
				r = utf16.DecodeRune(r, unit(i))
				i += 2
			}
			if !utf8.ValidRune(r) {
				r = utf8.RuneError
			}
			sb.WriteRune(r)
		}
	case len(b) >= 3 && b[0] == 0xEF && b[1] == 0xBB && b[2] == 0xBF:
		for i := 3; i < len(b); {
			switch {
			case i+3 < len(b) && b[i] == 27 && b[i+3] != 0:
				// MuPDF's test: ESC, two letters, and a non-NUL after.
				i += 3
			case i+5 < len(b) && b[i] == 27 && b[i+5] == 27:
				i += 5
			default:
				sb.WriteByte(b[i])
				i++
			}
		}
	case utf8.Valid(b):
		return string(b)
	default:
		for _, c := range b {
			sb.WriteRune(pdfDocEncoding(c))
		}
	}
	return sb.String()
}

// utf16LangEscape returns the length of a language escape (ESC lang ESC or
// ESC lang country ESC, in UTF-16 units) at b[i:], else 0.
func utf16LangEscape(b []byte, i int, be bool) int {
	esc := func(j int) bool {
		if be {
			return b[j] == 0 && b[j+1] == 27
		}
		return b[j] == 27 && b[j+1] == 0
	}
	switch {
	case i+6 <= len(b) && esc(i) && esc(i+4):
		return 6
	case i+8 <= len(b) && esc(i) && esc(i+6):
		return 8
	}
	return 0
}

// pdfDocEncoding maps a PDFDocEncoding byte to Unicode; undefined codes
// are 0.
func pdfDocEncoding(c byte) rune {
	switch {
	case c >= 0x18 && c <= 0x1F:
		return []rune{0x02D8, 0x02C7, 0x02C6, 0x02D9, 0x02DD, 0x02DB, 0x02DA, 0x02DC}[c-0x18]
	case c == 0x7F || c == 0x9F || c == 0xAD:
		return 0
	case c >= 0x80 && c <= 0x9E:
		return []rune{
			0x2022, 0x2020, 0x2021, 0x2026, 0x2014, 0x2013, 0x0192, 0x2044,
			0x2039, 0x203A, 0x2212, 0x2030, 0x201E, 0x201C, 0x201D, 0x2018,
			0x2019, 0x201A, 0x2122, 0xFB01, 0xFB02, 0x0141, 0x0152, 0x0160,
			0x0178, 0x017D, 0x0131, 0x0142, 0x0153, 0x0161, 0x017E,
		}[c-0x80]
	case c == 0xA0:
		return 0x20AC
	}
	return rune(c)
}

// winAnsiNames are the glyph names of WinAnsiEncoding from code 32 on
// (PDF 32000-1, annex D); the codes Windows-1252 leaves undefined show a
// bullet, 160 a space and 173 a hyphen.
var winAnsiNames = strings.Fields(`space exclam quotedbl numbersign dollar percent ampersand quotesingle
parenleft parenright asterisk plus comma hyphen period slash zero one two three four five six seven
eight nine colon semicolon less equal greater question at A B C D E F G H I J K L M N O P Q R S T U V
W X Y Z bracketleft backslash bracketright asciicircum underscore grave a b c d e f g h i j k l m n o
p q r s t u v w x y z braceleft bar braceright asciitilde bullet Euro bullet quotesinglbase florin
quotedblbase ellipsis dagger daggerdbl circumflex perthousand Scaron guilsinglleft OE bullet Zcaron
bullet bullet quoteleft quoteright quotedblleft quotedblright bullet endash emdash tilde trademark
scaron guilsinglright oe bullet zcaron Ydieresis space exclamdown cent sterling currency yen brokenbar
section dieresis copyright ordfeminine guillemotleft logicalnot hyphen registered macron degree
plusminus twosuperior threesuperior acute mu paragraph periodcentered cedilla onesuperior
ordmasculine guillemotright onequarter onehalf threequarters questiondown Agrave Aacute Acircumflex
Atilde Adieresis Aring AE Ccedilla Egrave Eacute Ecircumflex Edieresis Igrave Iacute Icircumflex
Idieresis Eth Ntilde Ograve Oacute Ocircumflex Otilde Odieresis multiply Oslash Ugrave Uacute
Ucircumflex Udieresis Yacute Thorn germandbls agrave aacute acircumflex atilde adieresis aring ae
ccedilla egrave eacute ecircumflex edieresis igrave iacute icircumflex idieresis eth ntilde ograve
oacute ocircumflex otilde odieresis divide oslash ugrave uacute ucircumflex udieresis yacute thorn
ydieresis`)

// cp1252High is Unicode for Windows-1252 codes 128 to 159 (0: undefined).
var cp1252High = [32]rune{
	0x20AC, 0, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0, 0x017D, 0,
	0, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0, 0x017E, 0x0178,
}

// glyphUnicode maps the glyph names of WinAnsiEncoding to Unicode.
var glyphUnicode = func() map[string]rune {
	m := map[string]rune{"quoteright": 0x2019, "quoteleft": 0x2018, "minus": 0x2212, "nbspace": 0xA0}
	for i, name := range winAnsiNames {
		c := i + 32
		r := rune(c)
		switch {
		case c == 127:
			continue
		case c >= 128 && c < 160:
			if r = cp1252High[c-128]; r == 0 {
				continue
			}
		case c == 160 || c == 173:
			continue
		}
		if _, ok := m[name]; !ok {
			m[name] = r
		}
	}
	return m
}()

// winAnsiCode maps a glyph name to its WinAnsiEncoding code.
var winAnsiCode = func() map[string]int {
	m := map[string]int{}
	for i, name := range winAnsiNames {
		if _, ok := m[name]; !ok {
			m[name] = i + 32
		}
	}
	return m
}()

// glyphNameUnicode returns the character a glyph name stands for: a
// WinAnsiEncoding name, uniXXXX or uXXXX[XX]; false when unknown.
func glyphNameUnicode(name string) (rune, bool) {
	if r, ok := glyphUnicode[name]; ok {
		return r, true
	}
	hex := ""
	switch {
	case strings.HasPrefix(name, "uni") && len(name) == 7:
		hex = name[3:]
	case strings.HasPrefix(name, "u") && len(name) >= 5 && len(name) <= 7:
		hex = name[1:]
	default:
		return 0, false
	}
	v, err := strconv.ParseUint(hex, 16, 32)
	if err != nil || !utf8.ValidRune(rune(v)) {
		return 0, false
	}
	return rune(v), true
}

// baseEncoding returns the glyph names of codes 0-255 in a base encoding
// this reader knows ("" for undefined codes), or nil.
func baseEncoding(name string) []string {
	names := make([]string, 256)
	switch name {
	case "WinAnsiEncoding":
		copy(names[32:], winAnsiNames)
	case "StandardEncoding":
		// Only its ASCII half: the rest is rare in form values, and such a
		// code then reads as unknown.
		copy(names[32:127], winAnsiNames[:95])
		names['\''] = "quoteright"
		names['`'] = "quoteleft"
	case "MacRomanEncoding":
		copy(names[32:127], winAnsiNames[:95])
		names[127] = ""
		for i, r := range macRomanHigh {
			if n, ok := unicodeGlyph[r]; ok {
				names[128+i] = n
			}
		}
	default:
		return nil
	}
	return names
}

// macRomanHigh is Unicode for Mac OS Roman codes 128 to 255.
var macRomanHigh = []rune(
	"ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø" +
		"¿¡¬√ƒ≈∆«»… ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄€‹›ﬁﬂ‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\uF8FFÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇ")

// unicodeGlyph maps Unicode back to WinAnsiEncoding glyph names.
var unicodeGlyph = func() map[rune]string {
	m := map[rune]string{}
	for name, r := range glyphUnicode {
		if old, ok := m[r]; !ok || name < old {
			m[r] = name
		}
	}
	return m
}()
