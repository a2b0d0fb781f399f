package fuzzy

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Kind says what a value is, which selects the comparison rules.
type Kind int

const (
	// Text is generic text: Normalize, transliteration, token order, spacing
	// and similarity.
	Text Kind = iota
	// Name is a person's name, or part of one (surname, given names).
	Name
	// Identifier is a document, registration or tax number. Identifiers
	// match only when equal once every character that is not a letter or a
	// digit is removed; similarity never makes them match.
	Identifier
	// Address is a postal address.
	Address
	// Organisation is an organisation's name.
	Organisation
)

// String returns the kind's lower-case name, such as "name".
func (k Kind) String() string {
	switch k {
	case Text:
		return "text"
	case Name:
		return "name"
	case Identifier:
		return "identifier"
	case Address:
		return "address"
	case Organisation:
		return "organisation"
	}
	return "Kind(" + strconv.Itoa(int(k)) + ")"
}

// DefaultThreshold is the similarity at or above which two values match when
// Options.Threshold is zero.
const DefaultThreshold = 0.85

// MaxLength is the longest value, in runes after Normalize, that Compare
// compares. Longer values never match (RuleTooLong): no field of a document
// is that long, and the cost of Levenshtein grows with the product of the
// two lengths.
const MaxLength = 512

// Options tune a comparison. The zero value uses DefaultThreshold.
type Options struct {
	// Threshold is the similarity at or above which two values match. Zero,
	// a negative value or NaN means DefaultThreshold; a value above 1 lets
	// only the rules, never similarity, make a match.
	Threshold float64
	// Strict adds guards for callers who want fewer false matches than the
	// API's rules allow: identifiers must be equal, and a match by
	// similarity is refused when two addresses end in different countries,
	// two organisation names in different legal forms, or each side holds a
	// number the other lacks ("10 Downing Street" against "11 Downing Street").
	Strict bool
}

func (o Options) threshold() float64 {
	if o.Threshold <= 0 || math.IsNaN(o.Threshold) {
		return DefaultThreshold
	}
	return o.Threshold
}

// The rules that decide a comparison, as found in Decision.Rule.
const (
	// RuleEqual: the values are equal after Normalize.
	RuleEqual = "equal"
	// RuleTokenOrder: the values hold the same words in another order.
	RuleTokenOrder = "token_order"
	// RuleSpacing: the values are equal once spaces are removed
	// ("SW1A 1AA" and "SW1A1AA", "Anne-Marie" and "Annemarie").
	RuleSpacing = "spacing"
	// RuleTransliteration: the values are equal once one or both are spelt
	// with the MRZ transliterations Ä → AE, Ö → OE, Ü → UE, Å → AA, Ø → OE.
	RuleTransliteration = "transliteration"
	// RuleTitle: the names are equal once leading titles are dropped.
	RuleTitle = "title"
	// RuleMiddleName: every word of the shorter name is in the longer one and
	// both start with the same word ("John Smith", "John Paul Smith").
	RuleMiddleName = "middle_name"
	// RuleMRZTruncation: one name is the other cut short, the way a
	// machine-readable zone cuts a name that does not fit. The shorter side
	// keeps the other's words in order; its last word may be cut short and
	// the words after it dropped ("SMITH JOHN PA" for "Smith John Paul
	// George"). Its first word must be whole, so "J" never stands for "John"
	// and "ANN" never for "Annabel", unless it is the only word and keeps at
	// least 20 runes, as an MRZ field of 30 to 39 positions does.
	RuleMRZTruncation = "mrz_truncation"
	// RuleAbbreviation: the addresses are equal once address words are
	// abbreviated the same way (Street/St, Road/Rd, Straße/Str, ...).
	RuleAbbreviation = "abbreviation"
	// RuleCountry: the addresses are equal once a country that ends them is
	// written as a code (United Kingdom/UK/GB), and dropped when only one
	// address names a country.
	RuleCountry = "country"
	// RuleArticle: the organisation names are equal once a leading "The" is
	// dropped.
	RuleArticle = "article"
	// RuleLegalForm: the organisation names are equal once legal forms are
	// written one way (Limited/Ltd, L.L.C./LLC, ...), and a legal form that
	// ends only one of the names is dropped ("Acme" and "Acme Ltd").
	RuleLegalForm = "legal_form"
	// RuleCountryDiffers: both addresses end in a country and the countries
	// differ: no match, whatever the similarity.
	RuleCountryDiffers = "country_differs"
	// RuleLegalFormDiffers: both organisation names end in a legal form and
	// the legal forms differ ("Acme Ltd", "Acme Inc"): no match, whatever the
	// similarity.
	RuleLegalFormDiffers = "legal_form_differs"
	// RuleNumberDiffers: each of two addresses or organisation names holds a
	// number the other lacks ("10 Downing Street", "11 Downing Street"): no
	// match, whatever the similarity. A number missing on one side only is
	// not a difference.
	RuleNumberDiffers = "number_differs"
	// RuleSimilarity: the similarity is at or above the threshold.
	RuleSimilarity = "similarity"
	// RuleBelowThreshold: no rule applied and the similarity is below the
	// threshold: no match.
	RuleBelowThreshold = "below_threshold"
	// RuleCountryPrefix: two identifiers are equal but for a two-letter
	// country prefix that one of them carries before eight or more digits,
	// as VAT numbers are written with or without it (IT20441160452).
	RuleCountryPrefix = "country_prefix"
	// RuleNotEqual: two identifiers differ: no match.
	RuleNotEqual = "not_equal"
	// RuleEmpty: a value is empty after Normalize (nothing but spaces and
	// punctuation): no match, whatever the other value is.
	RuleEmpty = "empty"
	// RuleTooLong: a value is longer than MaxLength: no match.
	RuleTooLong = "too_long"
)

// Decision explains one comparison.
type Decision struct {
	Kind Kind
	// Expected and Extracted are the normalised values: Normalize's result,
	// with "&" spelt "and" for Organisation and with no spaces for
	// Identifier.
	Expected  string
	Extracted string
	// Score is the similarity of the two values, in [0, 1]. It is 1 when a
	// rule found them equal (every rule but middle_name and mrz_truncation);
	// otherwise it is the best Similarity between the forms the kind's rules
	// produce, each compared with its words in their order and sorted. It is
	// 0 for the rules empty and too_long.
	Score     float64
	Threshold float64
	// Match reports whether the values match.
	Match bool
	// Rule is the rule that decided, one of the Rule constants. When rules
	// rewrite the values step by step, it is the last rule that was needed.
	Rule string
}

// String describes d on one line, such as
// `name: match by transliteration (score 1.00, threshold 0.85)`.
func (d Decision) String() string {
	verdict := "match by"
	if !d.Match {
		verdict = "no match:"
	}
	return fmt.Sprintf("%s: %s %s (score %.2f, threshold %.2f)", d.Kind, verdict, d.Rule, d.Score, d.Threshold)
}

// Match reports whether extracted matches expected, comparing them as kind
// with the zero Options.
func Match(kind Kind, expected, extracted string) bool {
	return Compare(kind, expected, extracted, Options{}).Match
}

// Compare compares the value extracted from a document with the value a
// caller expected, by the rules of kind (see the package documentation),
// and explains the outcome. An unknown kind is compared as Text.
//
// The outcome does not depend on which value is which:
// Compare(k, a, b, o) and Compare(k, b, a, o) give the same Match, Score
// and Rule.
func Compare(kind Kind, expected, extracted string, opts Options) Decision {
	d := Decision{Kind: kind, Threshold: opts.threshold()}
	if kind == Identifier {
		return compareIdentifiers(d, expected, extracted, opts.Strict)
	}
	a, b := prepare(kind, expected), prepare(kind, extracted)
	d.Expected, d.Extracted = a.normalized, b.normalized
	switch {
	case a.normalized == "" || b.normalized == "":
		d.Rule = RuleEmpty
		return d
	case utf8.RuneCountInString(a.normalized) > MaxLength || utf8.RuneCountInString(b.normalized) > MaxLength:
		d.Rule = RuleTooLong
		return d
	}

	pairs := []pair{{a.forms[0], b.forms[0]}}
	if rule := equivalence(pairs[0]); rule != "" {
		return d.matched(rule)
	}
	seen := slices.Clone(pairs)

	if len(a.forms) > 1 || len(b.forms) > 1 {
		pairs = pairs[:0]
		for _, fa := range a.forms {
			for _, fb := range b.forms {
				pairs = append(pairs, pair{fa, fb})
			}
		}
		if anyEquivalent(pairs) {
			return d.matched(RuleTransliteration)
		}
		seen = append(seen, pairs...)
	}

	for _, st := range steps(kind) {
		for i, p := range pairs {
			pairs[i].a, pairs[i].b = st.apply(p.a, p.b)
		}
		if anyEquivalent(pairs) {
			return d.matched(st.rule)
		}
		seen = append(seen, pairs...)
	}

	d.Score = bestSimilarity(seen)
	if rule := conflict(kind, a.forms[0], b.forms[0]); rule != "" && opts.Strict {
		d.Rule = rule
		return d
	}
	if kind == Name {
		switch {
		case slices.ContainsFunc(pairs, func(p pair) bool { return middleName(p.a, p.b) }):
			d.Match, d.Rule = true, RuleMiddleName
			return d
		case slices.ContainsFunc(pairs, func(p pair) bool { return truncated(p.a, p.b) }):
			d.Match, d.Rule = true, RuleMRZTruncation
			return d
		}
	}
	if d.Score >= d.Threshold {
		d.Match, d.Rule = true, RuleSimilarity
	} else {
		d.Rule = RuleBelowThreshold
	}
	return d
}

// compareIdentifiers compares two identifiers by their letters and digits:
// equal, or at least as similar as the threshold. Under strict, a high
// similarity is not enough: a number that differs by one character is
// another document, and OCR confusions (0/O, 1/I) are the extractor's to
// settle with check digits.
func compareIdentifiers(d Decision, expected, extracted string, strict bool) Decision {
	d.Expected = strings.ReplaceAll(Normalize(expected), " ", "")
	d.Extracted = strings.ReplaceAll(Normalize(extracted), " ", "")
	switch {
	case d.Expected == "" || d.Extracted == "":
		d.Rule = RuleEmpty
	case utf8.RuneCountInString(d.Expected) > MaxLength || utf8.RuneCountInString(d.Extracted) > MaxLength:
		d.Rule = RuleTooLong
	case d.Expected == d.Extracted:
		return d.matched(RuleEqual)
	case withoutCountryPrefix(d.Expected, d.Extracted) || withoutCountryPrefix(d.Extracted, d.Expected):
		return d.matched(RuleCountryPrefix)
	default:
		d.Score = Similarity(d.Expected, d.Extracted)
		switch {
		case strict:
			d.Rule = RuleNotEqual
		case d.Score >= d.Threshold:
			d.Match, d.Rule = true, RuleSimilarity
		default:
			d.Rule = RuleBelowThreshold
		}
	}
	return d
}

// withoutCountryPrefix reports whether a is b behind two letters, and b is
// eight or more digits: a tax number written with its country code.
func withoutCountryPrefix(a, b string) bool {
	if len(a) != len(b)+2 || len(b) < 8 || a[2:] != b {
		return false
	}
	for _, c := range a[:2] {
		if c < 'a' || c > 'z' {
			return false
		}
	}
	for _, c := range b {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

func (d Decision) matched(rule string) Decision {
	d.Score, d.Match, d.Rule = 1, true, rule
	return d
}

// prepared is one side of a comparison.
type prepared struct {
	normalized string
	// forms are the tokens of the value: forms[0] from Normalize, forms[1]
	// (when different) from the MRZ transliteration.
	forms [][]string
}

func prepare(kind Kind, s string) prepared {
	if kind == Organisation {
		s = strings.ReplaceAll(norm.NFKC.String(s), "&", " and ")
	}
	p := prepared{normalized: Normalize(s)}
	p.forms = [][]string{strings.Fields(p.normalized)}
	if mrz, ok := mrzSpelling(s); ok {
		if n := Normalize(mrz); n != p.normalized {
			p.forms = append(p.forms, strings.Fields(n))
		}
	}
	return p
}

// pair holds the tokens of the two sides, rewritten alike.
type pair struct{ a, b []string }

// equivalence names the rule under which the two sides of p are the same
// value, or returns "".
func equivalence(p pair) string {
	switch {
	case slices.Equal(p.a, p.b):
		return RuleEqual
	case len(p.a) == len(p.b) && slices.Equal(sorted(p.a), sorted(p.b)):
		return RuleTokenOrder
	case strings.Join(p.a, "") == strings.Join(p.b, ""):
		return RuleSpacing
	}
	return ""
}

func anyEquivalent(pairs []pair) bool {
	return slices.ContainsFunc(pairs, func(p pair) bool { return equivalence(p) != "" })
}

// bestSimilarity returns the highest similarity of any pair, with its words
// in their order or sorted.
func bestSimilarity(pairs []pair) float64 {
	best := 0.0
	done := make(map[[2]string]bool, 2*len(pairs))
	similarity := func(a, b string) {
		// Rules often leave a pair unchanged: compute each pair once.
		if k := [2]string{a, b}; !done[k] {
			done[k] = true
			best = max(best, Similarity(a, b))
		}
	}
	for _, p := range pairs {
		similarity(strings.Join(p.a, " "), strings.Join(p.b, " "))
		similarity(strings.Join(sorted(p.a), " "), strings.Join(sorted(p.b), " "))
	}
	return best
}

func sorted(tokens []string) []string {
	s := slices.Clone(tokens)
	slices.Sort(s)
	return s
}
