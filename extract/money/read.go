package money

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Options say how to read amounts whose notation the text alone leaves
// open, and whose currency sign depends on the country.
type Options struct {
	// Decimal is the document's decimal separator, '.' or ',', when known:
	// it decides "1.234" and "1,234" (one separator before three digits),
	// which are read as thousands when it is 0.
	Decimal rune
	// Country is the document's country (ISO 3166-1 alpha-2), which tells
	// "$" and "kr" apart.
	Country string
}

// groupSeps are the characters printed between groups of thousands:
// comma, period, apostrophes (Swiss), spaces (French, no-break, thin).
const groupSeps = ".,'’ \u00a0\u202f\u2009"

// Read reads s as one printed amount: digits in any common notation
// (1,234.56 1.234,56 1 234,56 1'234.56 1234.56 1234), a sign (-12.00
// −12.00 12.00- (12.00) +12.00, and CR for a credit, DR for a debit), a
// currency symbol or ISO 4217 code before or after, and the "12,-" of
// whole amounts. Text that is not an amount is ErrSyntax.
func Read(s string, opts Options) (Money, error) {
	var m Money
	t := strings.TrimSpace(s)
	neg, signed := false, false
	// The sign and the currency may come in either order: "-€12", "€-12".
	for range 2 {
		var n, found bool
		t, n, found = stripSign(t)
		if found && signed {
			return Money{}, fmt.Errorf("%w: %q has two signs", ErrSyntax, s)
		}
		neg, signed = neg != n, signed || found
		if sym, rest, ok := stripCurrency(t); ok && m.Symbol == "" {
			m.Symbol, t = sym, rest
		}
	}
	a, err := readNumber(t, opts, m.Symbol)
	if err != nil {
		return Money{}, fmt.Errorf("%w: %q", err, s)
	}
	if neg {
		a = a.Neg()
	}
	m.Amount = a
	if m.Symbol != "" {
		m.Currency = OfSymbol(m.Symbol, opts.Country)
	}
	return m, nil
}

// stripSign removes the sign markers around t and reports whether they
// made it negative and whether there were any.
func stripSign(t string) (string, bool, bool) {
	neg := false
	was := t
	t = strings.TrimSpace(t)
	if strings.HasPrefix(t, "(") && strings.HasSuffix(t, ")") {
		t, neg = strings.TrimSpace(t[1:len(t)-1]), true
	}
	for _, suffix := range []string{"CR", "Cr", "cr"} {
		if r, ok := strings.CutSuffix(t, suffix); ok && (r == "" || !unicode.IsLetter(lastRune(r))) {
			t, neg = strings.TrimSpace(r), !neg
			break
		}
	}
	for _, suffix := range []string{"DR", "Dr", "dr"} {
		if r, ok := strings.CutSuffix(t, suffix); ok && (r == "" || !unicode.IsLetter(lastRune(r))) {
			t = strings.TrimSpace(r)
			break
		}
	}
	for _, p := range []string{"-", "−", "–", "+"} {
		if r, ok := strings.CutPrefix(t, p); ok {
			t, neg = strings.TrimSpace(r), neg != (p != "+")
			break
		}
	}
	// A trailing minus, not the "12,-" of whole amounts.
	for _, p := range []string{"-", "−", "–"} {
		if r, ok := strings.CutSuffix(t, p); ok && r != "" && !strings.HasSuffix(r, ",") && !strings.HasSuffix(r, ".") {
			t, neg = strings.TrimSpace(r), !neg
			break
		}
	}
	return t, neg, t != strings.TrimSpace(was)
}

func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}

// stripCurrency removes a currency sign or code before or after t.
func stripCurrency(t string) (sym, rest string, ok bool) {
	if len(t) >= 4 {
		if code := t[:3]; isCode(code) && !isLetter(t[3]) {
			return code, strings.TrimSpace(t[3:]), true
		}
		if code := t[len(t)-3:]; isCode(code) && !isLetter(t[len(t)-4]) {
			return code, strings.TrimSpace(t[:len(t)-3]), true
		}
	}
	for _, s := range symbols {
		if len(t) > len(s.text) && strings.EqualFold(t[:len(s.text)], s.text) {
			r, _ := utf8.DecodeRuneInString(t[len(s.text):])
			if !unicode.IsLetter(r) {
				return s.text, strings.TrimSpace(t[len(s.text):]), true
			}
		}
		if len(t) > len(s.text) && strings.EqualFold(t[len(t)-len(s.text):], s.text) {
			if r := lastRune(t[:len(t)-len(s.text)]); !unicode.IsLetter(r) {
				return s.text, strings.TrimSpace(t[:len(t)-len(s.text)]), true
			}
		}
	}
	return "", t, false
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

func isCode(s string) bool {
	_, ok := minorUnits[s]
	return ok
}

// readNumber reads the digits of an amount with its separators. sym is the
// currency printed with it, whose minor units decide one separator before
// three digits when opts do not.
func readNumber(t string, opts Options, sym string) (Amount, error) {
	t = strings.TrimSpace(t)
	for _, whole := range []string{",-", ".-", ",–", ".–", ",—"} {
		if r, ok := strings.CutSuffix(t, whole); ok {
			t = r
			break
		}
	}
	if t == "" || t[0] < '0' || t[0] > '9' || t[len(t)-1] < '0' || t[len(t)-1] > '9' {
		return Amount{}, ErrSyntax
	}
	type sep struct {
		r   rune
		pos int // index in t
	}
	var seps []sep
	for i, r := range t {
		switch {
		case r >= '0' && r <= '9':
		case strings.ContainsRune(groupSeps, r):
			seps = append(seps, sep{r, i})
		default:
			return Amount{}, ErrSyntax
		}
	}
	if len(seps) == 0 {
		return fromDigits(false, t, "")
	}
	last := seps[len(seps)-1]
	after := len(t) - last.pos - utf8.RuneLen(last.r)
	decimal := false
	if last.r == '.' || last.r == ',' {
		same := 0
		for _, s := range seps {
			if s.r == last.r {
				same++
			}
		}
		switch {
		case same > 1:
			decimal = false // 1,234,567 or 1.234.567
		case len(seps) > 1:
			decimal = true // another separator groups: 1.234,56 1 234,56 1'234.56
		case after != 3:
			decimal = true // 12.5 12,50 1234.5678
		case opts.Decimal != 0:
			decimal = opts.Decimal == last.r
		default:
			// "1,234" or "1.234": thousands, unless the currency has three
			// decimal places (BHD, KWD, ...).
			decimal = sym != "" && Minor(OfSymbol(sym, opts.Country)) == 3
		}
	}
	whole, frac := t, ""
	if decimal {
		whole, frac = t[:last.pos], t[last.pos+1:]
		seps = seps[:len(seps)-1]
	}
	// What is left of the separators groups thousands: one kind, each
	// group after the first of three digits.
	var digits strings.Builder
	prev := -1
	for i, s := range seps {
		if i > 0 && s.r != seps[0].r {
			return Amount{}, ErrSyntax
		}
		group := whole[prev+1 : s.pos]
		if prev >= 0 {
			group = whole[prev+utf8.RuneLen(seps[i-1].r) : s.pos]
		}
		if i == 0 && (len(group) < 1 || len(group) > 3) || i > 0 && len(group) != 3 {
			return Amount{}, ErrSyntax
		}
		digits.WriteString(group)
		prev = s.pos
	}
	rest := whole
	if prev >= 0 {
		rest = whole[prev+utf8.RuneLen(seps[len(seps)-1].r):]
		if len(rest) != 3 {
			return Amount{}, ErrSyntax
		}
	}
	digits.WriteString(rest)
	if !allDigits(digits.String()) || frac != "" && !allDigits(frac) {
		return Amount{}, ErrSyntax
	}
	return fromDigits(false, digits.String(), frac)
}

// Found is an amount found in a text, at Start:End (byte offsets).
type Found struct {
	Money
	Start, End int
	// Decimals is how many decimal places were printed (0 for "12" and "12,-").
	Decimals int
}

// reCandidate matches what may be a printed amount: an optional sign,
// parenthesis or currency, digits with separators, and an optional
// trailing minus, parenthesis, currency or CR/DR. Spaces group thousands
// only when Options.Decimal is ',' (see Find).
var (
	symAlt = func() string {
		var alts []string
		for _, s := range symbols {
			alts = append(alts, regexp.QuoteMeta(s.text))
		}
		return strings.Join(alts, "|")
	}()
	numberCore       = `\d{1,3}(?:,\d{3})+(?:\.\d{1,4})?|\d{1,3}(?:\.\d{3})+(?:,\d{1,4})?|\d{1,3}(?:['’]\d{3})+(?:[.,]\d{1,4})?|\d+(?:[.,]\d{1,4})?`
	numberCoreSpaced = `\d{1,3}(?:[ \x{00a0}\x{202f}]\d{3})+(?:,\d{1,4})?|` + numberCore
	candidate        = `(?:(?:\b[A-Z]{3}|%[1]s)\s?)?[-−–(+]?\s?(?:(?:\b[A-Z]{3}|%[1]s)\s?)?(?:%[2]s)(?:,-)?\)?-?(?:\s?(?:[A-Z]{3}\b|%[1]s|CR\b|DR\b|Cr\b|Dr\b))?`

	reCandidate       = regexp.MustCompile(fmt.Sprintf(candidate, symAlt, numberCore))
	reCandidateSpaced = regexp.MustCompile(fmt.Sprintf(candidate, symAlt, numberCoreSpaced))
)

// Find returns the amounts printed in s, left to right. A number that is
// part of a longer token (a date, a code, a percentage, a word) is not an
// amount.
func Find(s string, opts Options) []Found {
	re := reCandidate
	if opts.Decimal == ',' {
		re = reCandidateSpaced
	}
	var out []Found
	for _, loc := range re.FindAllStringIndex(s, -1) {
		start, end := loc[0], loc[1]
		for start < end && (s[start] == ' ' || s[start] == '\t') {
			start++
		}
		for end > start && (s[end-1] == ' ' || s[end-1] == '\t') {
			end--
		}
		if start > 0 {
			if r := lastRune(s[:start]); unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("/.,-_#*", r) {
				continue
			}
		}
		if end < len(s) {
			r, size := utf8.DecodeRuneInString(s[end:])
			next, _ := utf8.DecodeRuneInString(s[end+size:])
			if unicode.IsLetter(r) || unicode.IsDigit(r) || strings.ContainsRune("%/°", r) ||
				(r == '.' || r == ',' || r == ':') && unicode.IsDigit(next) {
				continue
			}
		}
		// A closing bracket with no opening one makes no credit: a mark
		// OCR read at the edge of a slip ("49,00)").
		if s[end-1] == ')' && !strings.ContainsRune(s[start:end], '(') {
			end--
		}
		m, err := Read(s[start:end], opts)
		if err != nil {
			// The pattern's optional code may be a word ("TAX 1.70",
			// "1.70 VAT"): read the match without it.
			text := s[start:end]
			lead := len(text) - len(strings.TrimLeftFunc(text, func(r rune) bool { return unicode.IsLetter(r) || r == ' ' }))
			trail := len(text) - len(strings.TrimRightFunc(text, func(r rune) bool { return unicode.IsLetter(r) || r == ' ' }))
			if lead+trail == 0 || lead+trail >= len(text) {
				continue
			}
			if m, err = Read(text[lead:len(text)-trail], opts); err != nil {
				continue
			}
			start, end = start+lead, end-trail
		}
		out = append(out, Found{Money: m, Start: start, End: end, Decimals: m.Amount.Scale()})
	}
	return out
}
