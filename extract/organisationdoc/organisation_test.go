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

func TestEndAtLegalForm(t *testing.T) {
	for in, want := range map[string]string{
		"VIREO LABS LIMITED, company number 570425":                     "VIREO LABS LIMITED",
		"COPPERLINE MEDIA, INC. ARTICLE I. The name of the corporation": "COPPERLINE MEDIA, INC.",
		"Müller & Söhne GmbH & Co. KG":                                  "Müller & Söhne GmbH & Co. KG",
		"Kestrel & Hart Limited":                                        "Kestrel & Hart Limited",
		"Harbour Lights Limited Partnership":                            "Harbour Lights Limited Partnership",
	} {
		if got := endAtLegalForm(in); got != want {
			t.Errorf("endAtLegalForm(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestWithoutTrailingClause(t *testing.T) {
	for in, want := range map[string]string{
		"610 Orange Street, Suite 192, Wilmington, DE 19801, in the County of New Castle": "610 Orange Street, Suite 192, Wilmington, DE 19801",
		"1 High Street, Leeds LS1 4AP":            "1 High Street, Leeds LS1 4AP",
		"Wilmington, in the County of New Castle": "Wilmington, in the County of New Castle", // no number: not an address's end
	} {
		if got := withoutTrailingClause(in); got != want {
			t.Errorf("withoutTrailingClause(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestWithAccents(t *testing.T) {
	for _, tt := range []struct{ v, spelled, want string }{
		{"Société a responsabilité limitée", "Société à responsabilité limitée", "Société à responsabilité limitée"},
		{"SOCIETE ANONYME", "Société anonyme", "SOCIÉTÉ ANONYME"},
		{"Aktiebolag", "Aktiebolag", "Aktiebolag"},
		{"GmbH", "Gesellschaft mit beschränkter Haftung", "GmbH"},
	} {
		if got := withAccents(tt.v, tt.spelled); got != tt.want {
			t.Errorf("withAccents(%q, %q) = %q, want %q", tt.v, tt.spelled, got, tt.want)
		}
	}
}

func TestKnown(t *testing.T) {
	tests := []struct {
		in    string
		vocab map[string]bool
		want  string
	}{
		{"Actiet", statuses, "Actief"}, // KBO status, f read as t
		{"Besloten Vennootsehan", types, "Besloten Vennootschap"},
		{"Active", statuses, "Active"},
		{"Actual", statuses, "Actual"}, // two letters off: not a status
		{"Gelöscht", statuses, "Gelöscht"},
	}
	for _, tt := range tests {
		if got := known(tt.in, tt.vocab); got != tt.want {
			t.Errorf("known(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestTypeOnly(t *testing.T) {
	for v, want := range map[string]bool{
		"Florida Limited Liability Company":          true,
		"Florida Profit Corporation":                 true,
		"Foreign Profit Corporation":                 true,
		"Limited Liability Company":                  true,
		"MANATEE BAY MARINE LLC":                     false,
		"Florida Holdings Limited Liability Company": false,
		"Acme Corporation":                           false,
	} {
		if got := typeOnly(v); got != want {
			t.Errorf("typeOnly(%q) = %v, want %v", v, got, want)
		}
	}
}
