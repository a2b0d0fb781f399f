package fuzzy_test

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"testing/quick"
	"unicode/utf8"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"

	"github.com/docextract/docextract/fuzzy"
)

func TestNormalize(t *testing.T) {
	tests := []struct {
		in, want string
	}{
		{"", ""},
		{"   ", ""},
		{"John Smith", "john smith"},
		{"  JOHN   SMITH  ", "john smith"},
		{"Müller-Lüdenscheidt, Dr.", "muller ludenscheidt dr"},
		{"François Dupont", "francois dupont"},
		{"Franc\u0327ois", "francois"}, // decomposed cedilla
		{"STRAßE", "strasse"},
		{"Søren Kierkegaard", "soren kierkegaard"},
		{"Łukasz Żółć", "lukasz zolc"},
		{"Æsir Œuvre Þór Đorđe", "aesir oeuvre thor dorde"},
		{"SMITH<<JOHN<PAUL<<<<<<", "smith john paul"},
		{"O'Brien", "o brien"},
		{"AB-123.456/7", "ab 123 456 7"},
		{"Ｆｕｌｌｗｉｄｔｈ １２３", "fullwidth 123"},
		{"ﬁne ligature", "fine ligature"},
		{"tab\tnew\nline", "tab new line"},
		{"bad\xffutf8", "bad utf8"},
		{"Ὀδυσσεύς", "οδυσσευσ"}, // case folding makes final sigma σ
		{"Иванов Иван", "иванов иван"},
		{"İstanbul", "istanbul"},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, fuzzy.Normalize(tt.in)); diff != "" {
			t.Errorf("Normalize(%q) mismatch (-want +got):\n%s", tt.in, diff)
		}
	}
}

func TestSimilarity(t *testing.T) {
	tests := []struct {
		a, b string
		want float64
	}{
		{"", "", 1},
		{"abc", "", 0},
		{"", "abc", 0},
		{"abc", "abc", 1},
		{"abc", "xyz", 0},
		{"jonathan", "jonathon", 7.0 / 8},
		{"smith", "smyth", 4.0 / 5},
		// Runes, not bytes: ü is one edit, not two.
		{"müller", "muller", 5.0 / 6},
		{"müller", "mueller", 5.0 / 7},
		{"abcdefghijklmnopqrst", "abcdefghijklmnopqxyz", 17.0 / 20},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, fuzzy.Similarity(tt.a, tt.b)); diff != "" {
			t.Errorf("Similarity(%q, %q) mismatch (-want +got):\n%s", tt.a, tt.b, diff)
		}
	}
}

// The similarity 17/20 must compare equal to the threshold 0.85: "at or
// above" must not be lost to floating-point rounding.
func TestSimilarityAtThresholdIsExact(t *testing.T) {
	if got := fuzzy.Similarity("christopher robinson", "christofer robinsin"); got != fuzzy.DefaultThreshold {
		t.Errorf("Similarity = %v, want exactly %v", got, fuzzy.DefaultThreshold)
	}
}

type compareTest struct {
	name                string
	kind                fuzzy.Kind
	expected, extracted string
	opts                fuzzy.Options
	wantRule            string
}

// Pairs that match, with the rule that decides.
var matchTests = []compareTest{
	// Rules every kind shares.
	{"equal", fuzzy.Text, "Hello, World!", "hello world", fuzzy.Options{}, fuzzy.RuleEqual},
	{"equal after accents", fuzzy.Text, "Crème brûlée", "CREME BRULEE", fuzzy.Options{}, fuzzy.RuleEqual},
	{"token order", fuzzy.Text, "world hello", "Hello World", fuzzy.Options{}, fuzzy.RuleTokenOrder},
	{"spacing", fuzzy.Text, "data base", "database", fuzzy.Options{}, fuzzy.RuleSpacing},
	{"transliteration text", fuzzy.Text, "Düsseldorf", "DUESSELDORF", fuzzy.Options{}, fuzzy.RuleTransliteration},
	{"similarity above threshold", fuzzy.Text, "jonathan", "jonathon", fuzzy.Options{}, fuzzy.RuleSimilarity},
	{"similarity at threshold", fuzzy.Text, "christopher robinson", "christofer robinsin", fuzzy.Options{}, fuzzy.RuleSimilarity},
	{"similarity sorted words", fuzzy.Text, "smyth johnathan", "johnathan smith", fuzzy.Options{}, fuzzy.RuleSimilarity},
	{"custom threshold lower", fuzzy.Text, "smith", "smyth", fuzzy.Options{Threshold: 0.8}, fuzzy.RuleSimilarity},
	{"unknown kind as text", fuzzy.Kind(42), "b a", "A B", fuzzy.Options{}, fuzzy.RuleTokenOrder},

	// Name.
	{"name equal", fuzzy.Name, "John Smith", "JOHN SMITH", fuzzy.Options{}, fuzzy.RuleEqual},
	{"name MRZ order", fuzzy.Name, "John Smith", "SMITH<<JOHN", fuzzy.Options{}, fuzzy.RuleTokenOrder},
	{"name umlaut stripped", fuzzy.Name, "Müller", "MULLER", fuzzy.Options{}, fuzzy.RuleEqual},
	{"name umlaut MRZ", fuzzy.Name, "Müller", "MUELLER", fuzzy.Options{}, fuzzy.RuleTransliteration},
	{"name umlaut MRZ reversed", fuzzy.Name, "MUELLER", "Müller", fuzzy.Options{}, fuzzy.RuleTransliteration},
	{"name decomposed umlaut MRZ", fuzzy.Name, "Mu\u0308ller", "MUELLER", fuzzy.Options{}, fuzzy.RuleTransliteration},
	{"name several umlauts, MRZ order", fuzzy.Name, "Jürgen Müller", "MUELLER<<JUERGEN", fuzzy.Options{}, fuzzy.RuleTransliteration},
	{"name Ø", fuzzy.Name, "Søren Østergaard", "SOEREN OESTERGAARD", fuzzy.Options{}, fuzzy.RuleTransliteration},
	{"name Å", fuzzy.Name, "Åsa Ström", "AASA STROEM", fuzzy.Options{}, fuzzy.RuleTransliteration},
	{"name ß", fuzzy.Name, "Weiß", "WEISS", fuzzy.Options{}, fuzzy.RuleEqual},
	{"name Ñ", fuzzy.Name, "Muñoz", "MUNOZ", fuzzy.Options{}, fuzzy.RuleEqual},
	{"name Æ", fuzzy.Name, "Ævar", "AEVAR", fuzzy.Options{}, fuzzy.RuleEqual},
	{"name hyphen", fuzzy.Name, "Anne-Marie", "ANNE<MARIE", fuzzy.Options{}, fuzzy.RuleEqual},
	{"name joined", fuzzy.Name, "Anne-Marie", "ANNEMARIE", fuzzy.Options{}, fuzzy.RuleSpacing},
	{"name title", fuzzy.Name, "Dr. Anna Schmidt", "ANNA SCHMIDT", fuzzy.Options{}, fuzzy.RuleTitle},
	{"name titles", fuzzy.Name, "Prof. Dr. Hans Weber", "Herr Hans Weber", fuzzy.Options{}, fuzzy.RuleTitle},
	{"name title and MRZ order", fuzzy.Name, "Mrs Jane Doe", "DOE<<JANE", fuzzy.Options{}, fuzzy.RuleTitle},
	{"name French title", fuzzy.Name, "Mme Claire Dubois", "Claire Dubois", fuzzy.Options{}, fuzzy.RuleTitle},
	{"name middle name", fuzzy.Name, "John Paul Smith", "John Smith", fuzzy.Options{}, fuzzy.RuleMiddleName},
	{"name middle name given names", fuzzy.Name, "Maria", "MARIA ISABEL", fuzzy.Options{}, fuzzy.RuleMiddleName},
	{"name middle name MRZ order", fuzzy.Name, "SMITH JOHN", "Smith John Paul", fuzzy.Options{}, fuzzy.RuleMiddleName},
	{"name middle name after title", fuzzy.Name, "Mr John Smith", "JOHN PAUL SMITH", fuzzy.Options{}, fuzzy.RuleMiddleName},
	{"name truncated last word", fuzzy.Name, "SMITH JOHN PA", "Smith John Paul Alexander", fuzzy.Options{}, fuzzy.RuleMRZTruncation},
	{"name truncated long word", fuzzy.Name, "ALEXANDRA MARIA KONST", "Alexandra Maria Konstantinopoulou", fuzzy.Options{}, fuzzy.RuleMRZTruncation},
	{"name truncated long surname", fuzzy.Name, "WOLFESCHLEGELSTEINHAUSENBERGE", "Wolfeschlegelsteinhausenbergerdorff", fuzzy.Options{}, fuzzy.RuleMRZTruncation},
	{"name truncated transliterated", fuzzy.Name, "Jürgen Müller-Lüdenscheidt", "JUERGEN MUELLER LUED", fuzzy.Options{}, fuzzy.RuleMRZTruncation},
	{"name similarity", fuzzy.Name, "Katarzyna Nowak", "KATARZINA NOWAK", fuzzy.Options{}, fuzzy.RuleSimilarity},

	// Identifier.
	{"identifier equal", fuzzy.Identifier, "AB1234567", "ab1234567", fuzzy.Options{}, fuzzy.RuleEqual},
	{"identifier separators", fuzzy.Identifier, "AB 12-34.56/7", "AB1234567", fuzzy.Options{}, fuzzy.RuleEqual},
	{"identifier spaced", fuzzy.Identifier, "GB 123 4567 89", "GB123456789", fuzzy.Options{}, fuzzy.RuleEqual},
	{"identifier VAT country prefix", fuzzy.Identifier, "IT20441160452", "20441160452", fuzzy.Options{}, fuzzy.RuleCountryPrefix},
	{"identifier VAT country prefix, strict", fuzzy.Identifier, "DE 123 456 789", "123456789", fuzzy.Options{Strict: true}, fuzzy.RuleCountryPrefix},

	// Address.
	{"address equal", fuzzy.Address, "10 Downing Street, London", "10 DOWNING STREET LONDON", fuzzy.Options{}, fuzzy.RuleEqual},
	{"address postcode spacing", fuzzy.Address, "London SW1A 1AA", "LONDON SW1A1AA", fuzzy.Options{}, fuzzy.RuleSpacing},
	{"address street", fuzzy.Address, "10 Downing Street", "10 Downing St.", fuzzy.Options{}, fuzzy.RuleAbbreviation},
	{"address road apartment", fuzzy.Address, "Apartment 4, 12 Mill Road", "Apt 4 12 Mill Rd", fuzzy.Options{}, fuzzy.RuleAbbreviation},
	{"address flat", fuzzy.Address, "Flat 2, 10 High Street", "10 High St, Apt 2", fuzzy.Options{}, fuzzy.RuleAbbreviation},
	{"address avenue suite", fuzzy.Address, "350 Fifth Avenue, Suite 300", "350 Fifth Ave, Ste 300", fuzzy.Options{}, fuzzy.RuleAbbreviation},
	{"address directions", fuzzy.Address, "100 North Lake Drive", "100 N Lake Dr", fuzzy.Options{}, fuzzy.RuleAbbreviation},
	{"address German", fuzzy.Address, "Hauptstraße 5, 10115 Berlin", "Hauptstr. 5, 10115 Berlin", fuzzy.Options{}, fuzzy.RuleAbbreviation},
	{"address German separate", fuzzy.Address, "Berliner Straße 12", "BERLINER STR 12", fuzzy.Options{}, fuzzy.RuleAbbreviation},
	{"address country one side", fuzzy.Address, "221B Baker Street, London NW1 6XE", "221B Baker St, London NW16XE, United Kingdom", fuzzy.Options{}, fuzzy.RuleCountry},
	{"address country spelt two ways", fuzzy.Address, "1 Rue de Rivoli, Paris, France", "1 rue de rivoli paris", fuzzy.Options{}, fuzzy.RuleCountry},
	{"address country codes", fuzzy.Address, "5 Elm St, Springfield, USA", "5 Elm Street Springfield United States of America", fuzzy.Options{}, fuzzy.RuleCountry},
	{"address country U.K.", fuzzy.Address, "5 Elm St, Leeds, U.K.", "5 Elm St Leeds Great Britain", fuzzy.Options{}, fuzzy.RuleCountry},
	{"address Deutschland Germany", fuzzy.Address, "Hauptstraße 5, Berlin, Deutschland", "Hauptstr. 5 Berlin Germany", fuzzy.Options{}, fuzzy.RuleCountry},
	{"address number on one side", fuzzy.Address, "Unit 5, 1234 Long Industrial Estate Road, Manchester", "1234 Long Industrial Estate Road, Manchester", fuzzy.Options{}, fuzzy.RuleSimilarity},
	{"address postcode spacing and typo", fuzzy.Address, "221B Baker Street London NW1 6XE", "221B Baker Stret London NW16XE", fuzzy.Options{}, fuzzy.RuleSimilarity},
	{"address similarity", fuzzy.Address, "10 Downing Street London", "10 Downing Stret London", fuzzy.Options{}, fuzzy.RuleSimilarity},

	// Organisation.
	{"organisation equal", fuzzy.Organisation, "Acme Widgets Ltd", "ACME WIDGETS LTD.", fuzzy.Options{}, fuzzy.RuleEqual},
	{"organisation ampersand", fuzzy.Organisation, "Smith & Sons", "Smith and Sons", fuzzy.Options{}, fuzzy.RuleEqual},
	{"organisation article", fuzzy.Organisation, "The Acme Corporation", "Acme Corporation", fuzzy.Options{}, fuzzy.RuleArticle},
	{"organisation limited", fuzzy.Organisation, "Acme Widgets Limited", "ACME WIDGETS LTD", fuzzy.Options{}, fuzzy.RuleLegalForm},
	{"organisation inc", fuzzy.Organisation, "Globex Incorporated", "Globex Inc.", fuzzy.Options{}, fuzzy.RuleLegalForm},
	{"organisation llc", fuzzy.Organisation, "Initech L.L.C.", "Initech Limited Liability Company", fuzzy.Options{}, fuzzy.RuleLegalForm},
	{"organisation plc", fuzzy.Organisation, "Barclays Bank Public Limited Company", "BARCLAYS BANK PLC", fuzzy.Options{}, fuzzy.RuleLegalForm},
	{"organisation co ltd", fuzzy.Organisation, "The Hongkong Trading Company Limited", "HONGKONG TRADING CO., LTD.", fuzzy.Options{}, fuzzy.RuleLegalForm},
	{"organisation pty ltd", fuzzy.Organisation, "Koala Foods Proprietary Limited", "Koala Foods Pty Ltd", fuzzy.Options{}, fuzzy.RuleLegalForm},
	{"organisation bv", fuzzy.Organisation, "Tulip Trading B.V.", "TULIP TRADING BV", fuzzy.Options{}, fuzzy.RuleSpacing},
	{"organisation sarl", fuzzy.Organisation, "Boulangerie Paul S.à r.l.", "BOULANGERIE PAUL SARL", fuzzy.Options{}, fuzzy.RuleSpacing},
	{"organisation GmbH long form", fuzzy.Organisation, "Müller Gesellschaft mit beschränkter Haftung", "MUELLER GMBH", fuzzy.Options{}, fuzzy.RuleLegalForm},
	{"organisation legal form one side", fuzzy.Organisation, "Barclays Bank", "BARCLAYS BANK PLC", fuzzy.Options{}, fuzzy.RuleLegalForm},
	{"organisation transliteration", fuzzy.Organisation, "Müller GmbH", "MUELLER GMBH", fuzzy.Options{}, fuzzy.RuleTransliteration},
	{"organisation similarity", fuzzy.Organisation, "Acme Widgets International Ltd", "Acme Widgits International Ltd", fuzzy.Options{}, fuzzy.RuleSimilarity},
}

// Pairs that do not match, with the rule that decides.
var noMatchTests = []compareTest{
	{"empty both", fuzzy.Text, "", "", fuzzy.Options{}, fuzzy.RuleEmpty},
	{"empty one", fuzzy.Name, "John", "", fuzzy.Options{}, fuzzy.RuleEmpty},
	{"punctuation only", fuzzy.Text, "!!!", "???", fuzzy.Options{}, fuzzy.RuleEmpty},
	{"too long", fuzzy.Text, strings.Repeat("a", fuzzy.MaxLength+1), strings.Repeat("a", fuzzy.MaxLength+1), fuzzy.Options{}, fuzzy.RuleTooLong},
	{"similarity below threshold", fuzzy.Text, "stephenson", "stevenson", fuzzy.Options{}, fuzzy.RuleBelowThreshold},
	{"custom threshold higher", fuzzy.Text, "jonathan", "jonathon", fuzzy.Options{Threshold: 0.9}, fuzzy.RuleBelowThreshold},
	{"threshold above one", fuzzy.Text, "jonathan", "jonathon", fuzzy.Options{Threshold: 1.01}, fuzzy.RuleBelowThreshold},
	{"different text", fuzzy.Text, "apples", "oranges", fuzzy.Options{}, fuzzy.RuleBelowThreshold},

	{"name different", fuzzy.Name, "John Smith", "Jane Doe", fuzzy.Options{}, fuzzy.RuleBelowThreshold},
	{"name close but below", fuzzy.Name, "Smith", "Smyth", fuzzy.Options{}, fuzzy.RuleBelowThreshold},
	{"name transliteration is not a licence", fuzzy.Name, "Björk", "BJURK", fuzzy.Options{}, fuzzy.RuleBelowThreshold},
	{"name title only at the start", fuzzy.Name, "Mr Li", "Ms Lu", fuzzy.Options{}, fuzzy.RuleBelowThreshold},
	{"name middle name needs same first word", fuzzy.Name, "Paul Smith", "John Paul Smith", fuzzy.Options{}, fuzzy.RuleBelowThreshold},
	{"name truncation keeps the first word whole", fuzzy.Name, "ANN", "Annabel", fuzzy.Options{}, fuzzy.RuleBelowThreshold},
	{"name truncation of a short first word", fuzzy.Name, "WOLFESCHLEGEL", "Wolfeschlegelsteinhausenbergerdorff", fuzzy.Options{}, fuzzy.RuleBelowThreshold},
	{"name initial is not a truncation", fuzzy.Name, "J", "John", fuzzy.Options{}, fuzzy.RuleBelowThreshold},
	{"name truncation must be a prefix", fuzzy.Name, "JOHN PAUX", "John Paul George", fuzzy.Options{}, fuzzy.RuleBelowThreshold},
	{"name truncation keeps order", fuzzy.Name, "JOHN GEO", "John Paul George", fuzzy.Options{}, fuzzy.RuleBelowThreshold},

	{"identifier one digit, strict", fuzzy.Identifier, "AB1234567", "AB1234568", fuzzy.Options{Strict: true}, fuzzy.RuleNotEqual},
	{"identifier one digit, low threshold, strict", fuzzy.Identifier, "AB1234567", "AB1234568", fuzzy.Options{Threshold: 0.5, Strict: true}, fuzzy.RuleNotEqual},
	{"identifier letter O for zero, strict", fuzzy.Identifier, "AB1O34567", "AB1034567", fuzzy.Options{Strict: true}, fuzzy.RuleNotEqual},
	{"identifier token order, strict", fuzzy.Identifier, "123 456", "456 123", fuzzy.Options{Strict: true}, fuzzy.RuleNotEqual},
	{"identifier empty", fuzzy.Identifier, "--", "123", fuzzy.Options{}, fuzzy.RuleEmpty},
	{"identifier prefix before a short number", fuzzy.Identifier, "AB1234567", "1234567", fuzzy.Options{}, fuzzy.RuleBelowThreshold},
	{"identifier prefix with a different number, strict", fuzzy.Identifier, "IT20441160452", "20441160453", fuzzy.Options{Strict: true}, fuzzy.RuleNotEqual},

	{"address different number, strict", fuzzy.Address, "10 Downing Street", "11 Downing Street", fuzzy.Options{Strict: true}, fuzzy.RuleNumberDiffers},
	{"address different postcode digit, strict", fuzzy.Address, "10 Downing Street London SW1A 2AA", "10 Downing Street London SW1A 3AA", fuzzy.Options{Strict: true}, fuzzy.RuleNumberDiffers},
	{"address different street", fuzzy.Address, "12 Mill Road", "12 Mill Lane", fuzzy.Options{}, fuzzy.RuleBelowThreshold},
	{"address different countries, strict", fuzzy.Address, "1 Main Street, Dublin, Ireland", "1 Main St, Dublin, UK", fuzzy.Options{Strict: true}, fuzzy.RuleCountryDiffers},
	{"address different countries, similar, strict", fuzzy.Address, "1 Long Street Name Village Wales", "1 Long Street Name Village Eire", fuzzy.Options{Strict: true}, fuzzy.RuleCountryDiffers},

	{"organisation different legal forms, strict", fuzzy.Organisation, "Acme Ltd", "Acme Inc", fuzzy.Options{Strict: true}, fuzzy.RuleLegalFormDiffers},
	{"organisation different legal forms, similar, strict", fuzzy.Organisation, "Acme Holdings International Limited", "ACME HOLDINGS INTERNATIONAL INC", fuzzy.Options{Strict: true}, fuzzy.RuleLegalFormDiffers},
	{"organisation GmbH & Co. KG is not GmbH, strict", fuzzy.Organisation, "Müller GmbH & Co. KG", "Müller GmbH", fuzzy.Options{Strict: true}, fuzzy.RuleLegalFormDiffers},
	{"organisation different", fuzzy.Organisation, "Acme Ltd", "Globex Ltd", fuzzy.Options{}, fuzzy.RuleBelowThreshold},
	{"organisation different number, strict", fuzzy.Organisation, "Acme Holdings 2 Ltd", "Acme Holdings 3 Ltd", fuzzy.Options{Strict: true}, fuzzy.RuleNumberDiffers},
}

func TestCompareMatches(t *testing.T) {
	for _, tt := range matchTests {
		t.Run(tt.name, func(t *testing.T) {
			d := fuzzy.Compare(tt.kind, tt.expected, tt.extracted, tt.opts)
			got := struct {
				Match bool
				Rule  string
			}{d.Match, d.Rule}
			want := struct {
				Match bool
				Rule  string
			}{true, tt.wantRule}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("Compare(%v, %q, %q) mismatch (-want +got):\n%s\n%v", tt.kind, tt.expected, tt.extracted, diff, d)
			}
			if d.Score < 0 || d.Score > 1 {
				t.Errorf("Compare(%v, %q, %q).Score = %v, want within [0, 1]", tt.kind, tt.expected, tt.extracted, d.Score)
			}
			if tt.wantRule == fuzzy.RuleSimilarity && d.Score < d.Threshold {
				t.Errorf("Compare(%v, %q, %q) matched by similarity with score %v below threshold %v", tt.kind, tt.expected, tt.extracted, d.Score, d.Threshold)
			}
		})
	}
}

func TestCompareNoMatches(t *testing.T) {
	for _, tt := range noMatchTests {
		t.Run(tt.name, func(t *testing.T) {
			d := fuzzy.Compare(tt.kind, tt.expected, tt.extracted, tt.opts)
			got := struct {
				Match bool
				Rule  string
			}{d.Match, d.Rule}
			want := struct {
				Match bool
				Rule  string
			}{false, tt.wantRule}
			if diff := cmp.Diff(want, got); diff != "" {
				t.Errorf("Compare(%v, %q, %q) mismatch (-want +got):\n%s\n%v", tt.kind, tt.expected, tt.extracted, diff, d)
			}
			if tt.wantRule == fuzzy.RuleBelowThreshold && d.Score >= d.Threshold {
				t.Errorf("Compare(%v, %q, %q) below threshold with score %v at or above %v", tt.kind, tt.expected, tt.extracted, d.Score, d.Threshold)
			}
		})
	}
}

// Whole decisions, to pin Expected, Extracted, Score and Threshold.
func TestCompareDecision(t *testing.T) {
	tests := []struct {
		kind                fuzzy.Kind
		expected, extracted string
		opts                fuzzy.Options
		want                fuzzy.Decision
	}{
		{fuzzy.Name, "Jürgen Müller", "MUELLER<<JUERGEN", fuzzy.Options{}, fuzzy.Decision{
			Kind: fuzzy.Name, Expected: "jurgen muller", Extracted: "mueller juergen",
			Score: 1, Threshold: 0.85, Match: true, Rule: fuzzy.RuleTransliteration,
		}},
		{fuzzy.Text, "Jonathan", "JONATHON", fuzzy.Options{Threshold: 0.9}, fuzzy.Decision{
			Kind: fuzzy.Text, Expected: "jonathan", Extracted: "jonathon",
			Score: 7.0 / 8, Threshold: 0.9, Match: false, Rule: fuzzy.RuleBelowThreshold,
		}},
		{fuzzy.Text, "Jonathan", "JONATHON", fuzzy.Options{Threshold: math.NaN()}, fuzzy.Decision{
			Kind: fuzzy.Text, Expected: "jonathan", Extracted: "jonathon",
			Score: 7.0 / 8, Threshold: fuzzy.DefaultThreshold, Match: true, Rule: fuzzy.RuleSimilarity,
		}},
		{fuzzy.Text, "Jonathan", "JONATHON", fuzzy.Options{Threshold: -1}, fuzzy.Decision{
			Kind: fuzzy.Text, Expected: "jonathan", Extracted: "jonathon",
			Score: 7.0 / 8, Threshold: fuzzy.DefaultThreshold, Match: true, Rule: fuzzy.RuleSimilarity,
		}},
		{fuzzy.Name, "John Paul Smith", "John Smith", fuzzy.Options{}, fuzzy.Decision{
			Kind: fuzzy.Name, Expected: "john paul smith", Extracted: "john smith",
			Score: 10.0 / 15, Threshold: 0.85, Match: true, Rule: fuzzy.RuleMiddleName,
		}},
		{fuzzy.Identifier, "AB 123.456-7", "AB1234568", fuzzy.Options{}, fuzzy.Decision{
			Kind: fuzzy.Identifier, Expected: "ab1234567", Extracted: "ab1234568",
			Score: 8.0 / 9, Threshold: 0.85, Match: true, Rule: fuzzy.RuleSimilarity,
		}},
		{fuzzy.Identifier, "AB 123.456-7", "AB1234568", fuzzy.Options{Strict: true}, fuzzy.Decision{
			Kind: fuzzy.Identifier, Expected: "ab1234567", Extracted: "ab1234568",
			Score: 8.0 / 9, Threshold: 0.85, Match: false, Rule: fuzzy.RuleNotEqual,
		}},
		{fuzzy.Identifier, "AB1234567", "XY1234999", fuzzy.Options{}, fuzzy.Decision{
			Kind: fuzzy.Identifier, Expected: "ab1234567", Extracted: "xy1234999",
			Score: 4.0 / 9, Threshold: 0.85, Match: false, Rule: fuzzy.RuleBelowThreshold,
		}},
		{fuzzy.Address, "10 Downing Street", "11 Downing Street", fuzzy.Options{}, fuzzy.Decision{
			Kind: fuzzy.Address, Expected: "10 downing street", Extracted: "11 downing street",
			Score: 16.0 / 17, Threshold: 0.85, Match: true, Rule: fuzzy.RuleSimilarity,
		}},
		{fuzzy.Organisation, "Smith & Sons Ltd", "SMITH AND SONS LIMITED", fuzzy.Options{}, fuzzy.Decision{
			Kind: fuzzy.Organisation, Expected: "smith and sons ltd", Extracted: "smith and sons limited",
			Score: 1, Threshold: 0.85, Match: true, Rule: fuzzy.RuleLegalForm,
		}},
		{fuzzy.Address, "", "10 Downing St", fuzzy.Options{}, fuzzy.Decision{
			Kind: fuzzy.Address, Expected: "", Extracted: "10 downing st",
			Score: 0, Threshold: 0.85, Match: false, Rule: fuzzy.RuleEmpty,
		}},
	}
	for _, tt := range tests {
		got := fuzzy.Compare(tt.kind, tt.expected, tt.extracted, tt.opts)
		if diff := cmp.Diff(tt.want, got, cmpopts.EquateApprox(0, 1e-12)); diff != "" {
			t.Errorf("Compare(%v, %q, %q, %+v) mismatch (-want +got):\n%s", tt.kind, tt.expected, tt.extracted, tt.opts, diff)
		}
	}
}

func TestMatch(t *testing.T) {
	for _, tt := range matchTests {
		if tt.opts != (fuzzy.Options{}) {
			continue
		}
		if !fuzzy.Match(tt.kind, tt.expected, tt.extracted) {
			t.Errorf("Match(%v, %q, %q) = false, want true", tt.kind, tt.expected, tt.extracted)
		}
	}
	for _, tt := range noMatchTests {
		if tt.opts != (fuzzy.Options{}) {
			continue
		}
		if fuzzy.Match(tt.kind, tt.expected, tt.extracted) {
			t.Errorf("Match(%v, %q, %q) = true, want false", tt.kind, tt.expected, tt.extracted)
		}
	}
}

func TestKindString(t *testing.T) {
	tests := []struct {
		kind fuzzy.Kind
		want string
	}{
		{fuzzy.Text, "text"},
		{fuzzy.Name, "name"},
		{fuzzy.Identifier, "identifier"},
		{fuzzy.Address, "address"},
		{fuzzy.Organisation, "organisation"},
		{fuzzy.Kind(9), "Kind(9)"},
	}
	for _, tt := range tests {
		if diff := cmp.Diff(tt.want, tt.kind.String()); diff != "" {
			t.Errorf("Kind(%d).String() mismatch (-want +got):\n%s", int(tt.kind), diff)
		}
	}
}

var kinds = []fuzzy.Kind{fuzzy.Text, fuzzy.Name, fuzzy.Identifier, fuzzy.Address, fuzzy.Organisation}

func TestSimilarityProperties(t *testing.T) {
	symmetric := func(a, b string) bool { return fuzzy.Similarity(a, b) == fuzzy.Similarity(b, a) }
	identical := func(a string) bool { return fuzzy.Similarity(a, a) == 1 }
	bounded := func(a, b string) bool {
		s := fuzzy.Similarity(a, b)
		return s >= 0 && s <= 1
	}
	for name, f := range map[string]any{"symmetric": symmetric, "identical": identical, "bounded": bounded} {
		if err := quick.Check(f, nil); err != nil {
			t.Errorf("Similarity is not %s: %v", name, err)
		}
	}
}

// vocabulary holds words that trigger the rules, so that random values made
// of them exercise every rule, not just below_threshold.
var vocabulary = strings.Fields(`john paul smith smyth JOHN Müller MUELLER muller Ø OE Søren
	SOEREN Åsa AASA Weiß mr Dr. Mme the The & and Ltd Limited Inc PLC L.L.C. GmbH Co Company
	B.V. S.A. Street St Road Rd Flat Apt Straße Str Hauptstraße UK United Kingdom USA France
	Ireland Deutschland SW1A 1AA SW1A1AA 10 12 - , . << < JO JOHNNY ann annabel a b`)

func randomValue(r *rand.Rand) string {
	words := make([]string, r.IntN(6))
	for i := range words {
		words[i] = vocabulary[r.IntN(len(vocabulary))]
	}
	return strings.Join(words, " ")
}

// Compare must not depend on which value is expected and which extracted.
func TestCompareSymmetric(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	matches := 0
	for range 4000 {
		a, b := randomValue(r), randomValue(r)
		if r.IntN(4) == 0 {
			b = a + " " + randomValue(r)
		}
		for _, k := range kinds {
			checkSymmetric(t, k, a, b)
			if fuzzy.Match(k, a, b) {
				matches++
			}
		}
	}
	if matches == 0 {
		t.Errorf("no random pair matched: the generator does not exercise the rules")
	}
}

func checkSymmetric(t *testing.T, k fuzzy.Kind, a, b string) {
	t.Helper()
	ab := fuzzy.Compare(k, a, b, fuzzy.Options{})
	ba := fuzzy.Compare(k, b, a, fuzzy.Options{})
	if ab.Score < 0 || ab.Score > 1 || math.IsNaN(ab.Score) {
		t.Fatalf("Compare(%v, %q, %q).Score = %v, want within [0, 1]", k, a, b, ab.Score)
	}
	// Swap back so that the two decisions should be identical.
	ba.Expected, ba.Extracted = ba.Extracted, ba.Expected
	if diff := cmp.Diff(ab, ba); diff != "" {
		t.Fatalf("Compare(%v, a, b) and Compare(%v, b, a) differ for a=%q b=%q (-ab +ba):\n%s", k, k, a, b, diff)
	}
}

func FuzzNormalize(f *testing.F) {
	for _, s := range []string{"", "John Smith", "Müller-Lüdenscheidt, Dr.", "SMITH<<JOHN<<<",
		"Straße", "Ｆｕｌｌ", "ﬁ", "Ὀδυσσεύς", "\xff\xfe", "İı", "ǅ", "ΐ", "ẞ", "a\u0308\u0301", "ℌ"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n := fuzzy.Normalize(s)
		if !utf8.ValidString(n) {
			t.Fatalf("Normalize(%q) = %q, not valid UTF-8", s, n)
		}
		if strings.HasPrefix(n, " ") || strings.HasSuffix(n, " ") || strings.Contains(n, "  ") {
			t.Fatalf("Normalize(%q) = %q, has untrimmed or doubled spaces", s, n)
		}
		if nn := fuzzy.Normalize(n); nn != n {
			t.Fatalf("Normalize is not idempotent: Normalize(%q) = %q, Normalize(%q) = %q", s, n, n, nn)
		}
	})
}

func FuzzCompare(f *testing.F) {
	seeds := append(append([]compareTest(nil), matchTests...), noMatchTests...)
	for _, tt := range seeds {
		if len(tt.expected) < 200 {
			f.Add(tt.expected, tt.extracted)
		}
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		for _, k := range kinds {
			checkSymmetric(t, k, a, b)
		}
	})
}

func BenchmarkCompare(b *testing.B) {
	benchmarks := []struct {
		name                string
		kind                fuzzy.Kind
		expected, extracted string
	}{
		{"name", fuzzy.Name, "Mr Jürgen Paul Müller", "MUELLER<<JURGEN<PAUL"},
		{"name/below", fuzzy.Name, "Jonathan Smithson", "JOHANNES SMITH"},
		{"identifier", fuzzy.Identifier, "AB 123 456 7", "AB1234567"},
		{"address", fuzzy.Address, "Flat 2, 221B Baker Street, London NW1 6XE, United Kingdom", "221B BAKER ST APT 2 LONDON NW16XF"},
		{"organisation", fuzzy.Organisation, "The Acme Widgets International Company Limited", "ACME WIDGITS INTL CO LTD"},
	}
	// The worst case: two values of MaxLength runes, different everywhere,
	// with letters that the MRZ transliterates.
	long := strings.Repeat("Müller straße 12 ", fuzzy.MaxLength/19)
	benchmarks = append(benchmarks, struct {
		name                string
		kind                fuzzy.Kind
		expected, extracted string
	}{"address/max_length", fuzzy.Address, long, strings.ToUpper(strings.Repeat("ÅSA STRÖM 3 ", fuzzy.MaxLength/13))})
	for _, bm := range benchmarks {
		b.Run(bm.name, func(b *testing.B) {
			for b.Loop() {
				fuzzy.Compare(bm.kind, bm.expected, bm.extracted, fuzzy.Options{})
			}
		})
	}
}

func BenchmarkNormalize(b *testing.B) {
	for b.Loop() {
		fuzzy.Normalize("Flat 2, 221B Baker Street, London NW1 6XE, United Kingdom")
	}
}
