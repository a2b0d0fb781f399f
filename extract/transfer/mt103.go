package transfer

import (
	"regexp"
	"strings"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/money"
)

// MT103 is what an MT103 print-out states, by field. Source: SWIFT User
// Handbook, Category 1, MT103 format specifications: field 20 (16x),
// 32A (6!n3!a15d: YYMMDD, ISO 4217 code, amount with a comma as decimal
// mark), 50K and 59 ([/34x] account, then 4*35x name and address), 50F
// and 59F (party identifier, then numbered lines 1/ name, 2/ address,
// 3/ country and town), 50A, 52A, 56A, 57A and 59A ([/34x] account, then
// a BIC), 52D and 57D (name and address), 70 (4*35x), 71A (OUR, SHA or BEN).
type MT103 struct {
	Reference                 string
	ValueDate                 dates.Date
	Currency                  string
	Amount                    money.Amount
	HasAmount                 bool
	OrderingName              string
	OrderingAddress           []string
	OrderingAccount           string
	OrderingBIC, OrderingBank string
	IntermediaryBIC           string
	BeneficiaryBIC, BenBank   string
	BeneficiaryName           string
	BeneficiaryAddress        []string
	BeneficiaryAccount        string
	Remittance                string
	Charges                   string
	SenderBIC, ReceiverBIC    string
	UETR                      string
	Tags                      int // tags read
}

var (
	// reTag is a field tag opening a line: ":32A:", "32A:", "F32A:", and
	// the colon as OCR reads it at a line's start: one or two marks (";32A:",
	// "-71A:", "» 50K:", "_?50K:", ": 50K:"), or a digit or a letter of one
	// stroke ("132A:", "759:", "350K:", "l71A:"). Only the tags the lexicon
	// knows count, so "120:" is tag 20 and not tag 12.
	reTag = regexp.MustCompile(`^\s*(?:F|[^\p{L}\p{N}\s]{1,2}\s?|[0-9lI]\s?)?(\d{2}[A-Z]?)\s?[:;]\s?(.*)$`)
	// re32A is field 32A's value: date, currency, amount.
	re32A = regexp.MustCompile(`^(\d{6})\s?([A-Z]{3})\s?(\d[\d.,' ]*\d|\d)`)
	// reBICValue is a BIC as field 52A, 56A or 57A gives it.
	reBICValue = regexp.MustCompile(`\b([A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)\b`)
	// reHeaderBIC is the sender's or receiver's logical terminal in a
	// print-out's header ("Sender : DEUTDEFFXXX").
	reHeaderBIC = regexp.MustCompile(`(?i)^\s*(sender|receiver)\s*(?:bic|address)?\s*:[\s_.,]*([A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3,4})?)\b`)
	reUETR      = regexp.MustCompile(`(?i)(?:\{121:|uetr\s*:?\s*)([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})`)
	reSep       = regexp.MustCompile(`^\s*[-=_*]{5,}\s*$`)
)

// ReadMT103 reads the fields of an MT103 print-out from its lines. A tag's
// value runs from after its tag, or from the next line when the tag's
// line holds only the field's name, to the next tag or rule. ok is false
// when the text holds no field 32A and fewer than three tags: it is no
// MT103.
func ReadMT103(lines []string) (MT103, bool) {
	var m MT103
	type field struct {
		tag   string
		value []string
	}
	var fields []field
	for _, l := range lines {
		if g := reHeaderBIC.FindStringSubmatch(l); g != nil && len(fields) == 0 {
			if strings.EqualFold(g[1], "sender") {
				m.SenderBIC = bic11(g[2])
			} else {
				m.ReceiverBIC = bic11(g[2])
			}
		}
		if g := reUETR.FindStringSubmatch(l); g != nil {
			m.UETR = strings.ToLower(g[1])
		}
		if reSep.MatchString(l) {
			fields = append(fields, field{}) // a rule ends the field before it
			continue
		}
		if g := reTag.FindStringSubmatch(l); g != nil && lexicon.MT103Field(g[1]) != nil {
			rest := strings.TrimSpace(g[2])
			rest = dropName(g[1], rest)
			f := field{tag: g[1]}
			if rest != "" {
				f.value = append(f.value, rest)
			}
			fields = append(fields, f)
			continue
		}
		if n := len(fields); n > 0 && fields[n-1].tag != "" {
			if t := strings.TrimSpace(l); t != "" {
				fields[n-1].value = append(fields[n-1].value, t)
			}
		}
	}
	has32A := false
	for _, f := range fields {
		if f.tag == "" {
			continue
		}
		m.Tags++
		v := f.value
		switch f.tag {
		case "20":
			if len(v) > 0 {
				m.Reference = strings.Fields(v[0])[0]
			}
		case "32A":
			if len(v) > 0 {
				if g := re32A.FindStringSubmatch(strings.ReplaceAll(v[0], " ", "")); g != nil {
					has32A = true
					if d, ok := yymmdd(g[1]); ok {
						m.ValueDate = d
					}
					m.Currency = g[2]
					if a, err := money.Read(g[3], money.Options{Decimal: ','}); err == nil {
						m.Amount, m.HasAmount = a.Amount, true
					}
				}
			}
		case "50K", "50F", "50A":
			m.OrderingAccount, m.OrderingName, m.OrderingAddress = party(f.tag, v)
		case "59", "59F", "59A":
			m.BeneficiaryAccount, m.BeneficiaryName, m.BeneficiaryAddress = party(f.tag, v)
		case "52A":
			m.OrderingBIC = bicOf(v)
		case "52D":
			m.OrderingBank = nameOf(v)
		case "56A":
			m.IntermediaryBIC = bicOf(v)
		case "57A":
			m.BeneficiaryBIC = bicOf(v)
		case "57D":
			m.BenBank = nameOf(v)
		case "70":
			m.Remittance = strings.Join(v, " ")
		case "71A":
			if len(v) > 0 {
				if c := strings.ToUpper(strings.Fields(v[0])[0]); c == "OUR" || c == "SHA" || c == "BEN" {
					m.Charges = c
				}
			}
		}
	}
	if m.OrderingBIC == "" && m.SenderBIC != "" {
		m.OrderingBIC = m.SenderBIC
	}
	return m, has32A || m.Tags >= 3
}

// dropName returns the rest of a tag's line without the field's name.
func dropName(tag, rest string) string {
	f := lexicon.Fold(rest)
	for _, name := range lexicon.MT103Field(tag) {
		n := lexicon.Fold(name)
		if f == n {
			return ""
		}
		// "Sender's Reference: REF123" or "Sender's Reference REF123", the
		// name in words of its own: "TRN-4711" is a value, not field 20's
		// name "TRN" and a number.
		k := len(strings.Fields(n))
		if ws := strings.Fields(rest); len(ws) > k && lexicon.Fold(strings.Join(ws[:k], " ")) == n {
			return strings.TrimLeft(afterWords(rest, k), ": ")
		}
	}
	return rest
}

// afterWords returns s after its first n words, as printed.
func afterWords(s string, n int) string {
	for range n {
		s = strings.TrimLeft(s, " \t")
		i := strings.IndexAny(s, " \t")
		if i < 0 {
			return ""
		}
		s = s[i:]
	}
	return strings.TrimSpace(s)
}

// party reads a customer field: an account on a line of its own after a
// slash, then the name and address lines, numbered in option F.
func party(tag string, v []string) (account, name string, address []string) {
	for i, l := range v {
		if i == 0 && strings.HasPrefix(l, "/") {
			account = strings.ToUpper(strings.Join(strings.Fields(strings.TrimPrefix(l, "/")), ""))
			if r, ok := lexicon.RepairIBAN(account); ok {
				account = r // OCR's letters for digits, put back under MOD 97-10
			}
			continue
		}
		if strings.HasSuffix(tag, "A") {
			continue // a BIC: the bank's, not the customer's name
		}
		if strings.HasSuffix(tag, "F") && len(l) > 2 && l[1] == '/' {
			switch l[0] {
			case '1':
				name = strings.TrimSpace(l[2:])
			case '2', '3':
				address = append(address, strings.ReplaceAll(strings.TrimSpace(l[2:]), "/", " "))
			}
			continue
		}
		if name == "" {
			name = l
			continue
		}
		address = append(address, l)
	}
	return account, name, address
}

// bicOf returns the BIC of an option A field.
func bicOf(v []string) string {
	for _, l := range v {
		if strings.HasPrefix(l, "/") {
			continue
		}
		if g := reBICValue.FindStringSubmatch(strings.ToUpper(l)); g != nil {
			return g[1]
		}
	}
	return ""
}

// nameOf returns the name line of an option D field.
func nameOf(v []string) string {
	for _, l := range v {
		if !strings.HasPrefix(l, "/") {
			return l
		}
	}
	return ""
}

// bic11 drops a logical terminal's letter and an XXX branch: the BIC of
// "DEUTDEFFAXXX" is DEUTDEFF.
func bic11(s string) string {
	s = strings.ToUpper(s)
	if len(s) == 12 {
		s = s[:8] + s[9:]
	}
	return strings.TrimSuffix(s, "XXX")
}

// yymmdd reads an MT date.
func yymmdd(s string) (dates.Date, bool) {
	if len(s) != 6 {
		return dates.Date{}, false
	}
	d := dates.Date{Year: 2000 + int(s[0]-'0')*10 + int(s[1]-'0'), Month: int(s[2]-'0')*10 + int(s[3]-'0'), Day: int(s[4]-'0')*10 + int(s[5]-'0')}
	if d.Month < 1 || d.Month > 12 || d.Day < 1 || d.Day > dates.DaysIn(d.Year, d.Month) {
		return dates.Date{}, false
	}
	return d, true
}
