package organisationdoc

import "testing"

func TestCleanOrgName(t *testing.T) {
	tests := []struct{ in, want string }{
		{`"Silvergate Logistics Corp.",`, "Silvergate Logistics Corp."},
		{"lronbark Engineering GmbH", "Ironbark Engineering GmbH"},
		{"Kestrel & lnnovation Limited", "Kestrel & Innovation Limited"},
		// "ll" and vowels after "l" start real words; a lower-case word
		// elsewhere means the name is not title case.
		{"llama Farms Ltd", "llama Farms Ltd"},
		{"lumen Côté Conseil", "lumen Côté Conseil"},
		{"lronbark de France", "lronbark de France"},
	}
	for _, tt := range tests {
		if got := cleanOrgName(tt.in); got != tt.want {
			t.Errorf("cleanOrgName(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestHasNumberWord(t *testing.T) {
	for s, want := range map[string]bool{
		"Lindenallee 107, 50407 Köln": true, "K6ln": false, "Statutaire zetel Den Haag": false, "1 High Street": true, "Köln;2b": true,
	} {
		if got := hasNumberWord(s); got != want {
			t.Errorf("hasNumberWord(%q) = %v, want %v", s, got, want)
		}
	}
}

func TestFullName(t *testing.T) {
	for s, want := range map[string]bool{"Ne": false, "BE wa": false, "Li Na": true, "John SMITH": true, "J. Doe": true, "Bo": false} {
		if got := fullName(s); got != want {
			t.Errorf("fullName(%q) = %v, want %v", s, got, want)
		}
	}
}
