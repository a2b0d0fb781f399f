package taxdoc

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

func TestValidVAT(t *testing.T) {
	// Published example numbers that pass each country's check.
	for _, s := range []string{
		"ATU13585627", "BE0403019261", "BE403019261", "DE136695976", "DK13585628",
		"ESB58378431", "ES54362315K", "ESX5253868R", "FI20774740", "FR40303265045",
		"GB980780684", "IE6433435F", "IE8Z49289F", "IE3628739L", "IT00743110157",
		"LU15027442", "NL004495445B01", "NL4495445B01", "PL8567346215", "PT501964843",
		"SE123456789701", "DE 136 695 976", "fr40303265045",
	} {
		if !ValidVAT(s) {
			t.Errorf("ValidVAT(%q) = false, want true", s)
		}
	}
}

func TestValidVATRejects(t *testing.T) {
	// One digit changed from a valid number, or a wrong form.
	for _, s := range []string{
		"", "DE", "ATU13585628", "BE0403019262", "DE136695977", "DK13585629",
		"ESB58378432", "ES54362315J", "FI20774741", "FR41303265045", "GB980780685",
		"IE6433435G", "IT00743110158", "LU15027443", "NL004495446B01", "PL8567346216",
		"PT501964844", "SE123456789801", "XX123456789", "DE12345678",
	} {
		if ValidVAT(s) {
			t.Errorf("ValidVAT(%q) = true, want false", s)
		}
	}
}

func TestParseNumber(t *testing.T) {
	tests := []struct {
		in   string
		want Number
	}{
		{"554-03-0876", Number{Kind: KindSSN, Value: "554-03-0876", Country: "US"}},
		{"912-70-1234", Number{Kind: KindITIN, Value: "912-70-1234", Country: "US"}},
		{"XXX-XX-1234", Number{Kind: KindSSN, Value: "XXX-XX-1234", Country: "US"}},
		{"***-**-6789", Number{Kind: KindSSN, Value: "***-**-6789", Country: "US"}},
		{"12-3456789", Number{Kind: KindEIN, Value: "12-3456789", Country: "US"}},
		{"QQ 12 34 56 C", Number{}},
		{"AB 12 34 56 C", Number{Kind: KindNINO, Value: "AB 12 34 56 C", Country: "GB"}},
		{"DE136695976", Number{Kind: KindVAT, Value: "DE136695976", Country: "DE"}},
		{"NL004495445B01", Number{Kind: KindVAT, Value: "NL004495445B01", Country: "NL"}},
		{"EL094014201", Number{Kind: KindVAT, Value: "EL094014201", Country: "GR"}},
	}
	for _, tt := range tests {
		got, ok := ParseNumber(tt.in)
		if ok != (tt.want.Kind != "") {
			t.Errorf("ParseNumber(%q) ok = %v, want %v", tt.in, ok, tt.want.Kind != "")
			continue
		}
		if diff := cmp.Diff(tt.want, got, cmpopts.IgnoreFields(Number{}, "Start", "End")); ok && diff != "" {
			t.Errorf("ParseNumber(%q) mismatch (-want +got):\n%s", tt.in, diff)
		}
	}
}

func TestParseNumberRejects(t *testing.T) {
	for _, s := range []string{"", "000-12-3456", "666-12-3456", "123-00-4567", "123-45-0000", "07-1234567", "hello", "DE136695977"} {
		if n, ok := ParseNumber(s); ok {
			t.Errorf("ParseNumber(%q) = %+v, want none", s, n)
		}
	}
}

func TestFindNumbers(t *testing.T) {
	tests := []struct {
		in   string
		want []Number
	}{
		{"Unique Taxpayer Reference (UTR): 12345 67890", []Number{{Kind: KindUTR, Value: "12345 67890", Country: "GB"}}},
		{"UTR 1234567890", []Number{{Kind: KindUTR, Value: "1234567890", Country: "GB"}}},
		{"Steuernummer: 21/815/08150", []Number{{Kind: KindTIN, Value: "21/815/08150"}}},
		{"Numéro fiscal : 1234567890123", []Number{{Kind: KindTIN, Value: "1234567890123"}}},
		{"Codice fiscale RSSMRA85T10A562S", []Number{{Kind: KindTIN, Value: "RSSMRA85T10A562S"}}},
		{"USt-IdNr. DE136695976, EIN 12-3456789", []Number{
			{Kind: KindVAT, Value: "DE136695976", Country: "DE"},
			{Kind: KindEIN, Value: "12-3456789", Country: "US"},
		}},
		{"We assigned you EIN 18-0496555. This EIN will identify you", []Number{{Kind: KindTIN, Value: "18-0496555"}}},
		{"Steuernummer: 21/815/08150.", []Number{{Kind: KindTIN, Value: "21/815/08150"}}},
		{"National Insurance number: QQ123456C; AB123456C", []Number{
			{Kind: KindTIN, Value: "QQ123456C"},
			{Kind: KindNINO, Value: "AB123456C", Country: "GB"},
		}},
	}
	for _, tt := range tests {
		got := FindNumbers(tt.in)
		if diff := cmp.Diff(tt.want, got, cmpopts.IgnoreFields(Number{}, "Start", "End"), cmpopts.EquateEmpty()); diff != "" {
			t.Errorf("FindNumbers(%q) mismatch (-want +got):\n%s", tt.in, diff)
		}
	}
}

func FuzzFindNumbers(f *testing.F) {
	for _, s := range []string{"554-03-0876", "XXX-XX-1234", "UTR 1234567890", "DE136695976", "NL004495445B01", "AB 12 34 56 C", "Steuernummer: 21/815/08150", "ESX5253868R"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		prev := 0
		for _, n := range FindNumbers(s) {
			if n.Start < prev || n.End > len(s) || n.Start >= n.End {
				t.Fatalf("FindNumbers(%q): bad span %+v", s, n)
			}
			prev = n.End
			if n.Kind == KindVAT && !ValidVAT(n.Value) {
				t.Fatalf("FindNumbers(%q): VAT %q fails ValidVAT", s, n.Value)
			}
		}
	})
}

func FuzzValidVAT(f *testing.F) {
	for _, s := range []string{"DE136695976", "ESB58378431", "IE8Z49289F", "NL4495445B01", "BE403019261", "ATU13585627"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		_ = ValidVAT(s) // must not panic
	})
}
