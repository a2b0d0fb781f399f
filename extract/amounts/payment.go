package amounts

import (
	"regexp"
	"sort"
	"strings"

	"github.com/docextract/docextract/extract/lexicon"
	"github.com/docextract/docextract/extract/money"
)

// Payment details: the IBANs, BICs and tax numbers printed beside an
// invoice's totals, on a transfer or in a footer.

var (
	// reIBAN is an IBAN as printed: two letters, two digits, groups of
	// letters and digits (ISO 13616-1: printed in groups of four).
	reIBAN = regexp.MustCompile(`\b[A-Z]{2}[0-9OIL]{2}(?:[ \x{00a0}]?[0-9A-Z]{1,4}){3,9}\b`)
	// reBICAfter is a BIC after one of the lexicon's BIC labels.
	reBICAfter = func() *regexp.Regexp {
		var alts []string
		for _, p := range lexicon.Labels(lexicon.ConceptBIC) {
			alts = append(alts, regexp.QuoteMeta(p.Text))
		}
		sort.Slice(alts, func(i, j int) bool { return len(alts[i]) > len(alts[j]) })
		return regexp.MustCompile(`(?i)(?:` + strings.Join(alts, "|") + `)\s*(?:code)?\s*[:.]?\s*([A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?)\b`)
	}()
)

// IBANs returns the IBANs printed in text, without spaces, in order: those
// that pass ISO 13616's check first appear as printed; a candidate that
// fails it is returned too when it has an IBAN's length for its country,
// since a document may print a wrong one.
func IBANs(text string) []string {
	var out []string
	seen := map[string]bool{}
	for _, m := range reIBAN.FindAllString(text, -1) {
		n := strings.ToUpper(strings.Join(strings.Fields(strings.ReplaceAll(m, "\u00a0", " ")), ""))
		if l, ok := lexicon.IBANLength(n[:2]); ok && len(n) > l {
			n = n[:l]
		}
		if r, ok := lexicon.RepairIBAN(n); ok {
			n = r // OCR's letters for digits, put back under MOD 97-10
		}
		l, ok := lexicon.IBANLength(n[:2])
		if !ok {
			continue
		}
		if len(n) > l {
			n = n[:l]
		}
		if len(n) != l || seen[n] {
			continue
		}
		seen[n] = true
		out = append(out, n)
	}
	return out
}

// BICs returns the BICs printed after a BIC label in text, in order.
func BICs(text string) []string {
	var out []string
	for _, m := range reBICAfter.FindAllStringSubmatch(text, -1) {
		b := strings.ToUpper(m[1])
		if lexicon.ValidBIC(b) {
			out = append(out, b)
		}
	}
	return out
}

// TaxIDs returns the VAT numbers printed in text that pass their
// country's check (or whose country defines none), as printed, in order.
func TaxIDs(text string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range lexicon.Schemes() {
		if s.Kind != lexicon.SchemeVAT {
			continue
		}
		for _, loc := range s.Printed.FindAllStringIndex(text, -1) {
			v := strings.TrimSpace(text[loc[0]:loc[1]])
			if !s.Valid(v) || seen[s.Normalize(v)] {
				continue
			}
			seen[s.Normalize(v)] = true
			out = append(out, v)
		}
	}
	return out
}

// TaxID returns the VAT or tax number a labelled value holds, as printed:
// a VAT number of the lexicon's formats when the value holds one, else
// the value's first run of letters and digits with a digit.
func TaxID(value string) string {
	for _, w := range strings.Fields(value) {
		if r, ok := lexicon.RepairVAT(strings.Trim(w, ",;:()")); ok {
			return r // OCR's letters for digits put back, under the check digits
		}
	}
	for _, s := range lexicon.Schemes() {
		if s.Kind != lexicon.SchemeVAT {
			continue
		}
		if loc := s.Printed.FindStringIndex(value); loc != nil {
			return strings.TrimSpace(value[loc[0]:loc[1]])
		}
	}
	var run []string
	for _, w := range strings.Fields(value) {
		if strings.ContainsAny(w, "%$€£") {
			break // a rate or an amount: a tax line, not a tax number
		}
		if strings.ContainsAny(w, "0123456789") || len(run) > 0 && len(w) <= 4 && strings.ToUpper(w) == w {
			run = append(run, strings.Trim(w, ",;:()"))
			continue
		}
		if len(run) > 0 {
			break
		}
	}
	id := strings.Join(run, " ")
	alnum := 0
	for _, r := range id {
		if r >= '0' && r <= '9' || r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' {
			alnum++
		}
	}
	if alnum < 6 {
		return ""
	}
	if _, err := money.Read(id, money.Options{}); err == nil && strings.ContainsAny(id, ".,") {
		return "" // "0.00": an amount
	}
	return id
}
