package identity

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseLicenceLine(t *testing.T) {
	tests := []struct {
		name, line string
		want       licenceMRZ
		ok         bool
	}{
		{"ministry specimen", "D1FRA13AA000026181231MARTIN<<9", licenceMRZ{number: "13AA00002", expiry: "2018-12-31", surname: "MARTIN"}, true},
		{"spaces read between characters", "D1 FRA13AA00002 6181231MARTIN<<9", licenceMRZ{number: "13AA00002", expiry: "2018-12-31", surname: "MARTIN"}, true},
		{"surname cut at 8 letters", "D1FRA99ZZ123459300415DUPONTEL8", licenceMRZ{number: "99ZZ12345", expiry: "2030-04-15"}, true},
		{"two names in the name field", "D1FRA07AB123457350101LE<GALL<7", licenceMRZ{number: "07AB12345", expiry: "2035-01-01"}, true},
		{"number check digit wrong", "D1FRA13AA000027181231MARTIN<<9", licenceMRZ{}, false},
		{"line check digit wrong", "D1FRA13AA000026181231MARTIN<<8", licenceMRZ{}, false},
		{"misread letters", "D1FRA13AA0000261B1231MART1N<<9", licenceMRZ{}, false},
		{"a TD1 line", "IDUTOD231458907<<<<<<<<<<<<<<<", licenceMRZ{}, false},
	}
	for _, tt := range tests {
		got, ok := parseLicenceLine(tt.line, today)
		if ok != tt.ok {
			t.Errorf("%s: parseLicenceLine(%q) ok = %v, want %v", tt.name, tt.line, ok, tt.ok)
		}
		if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(licenceMRZ{})); diff != "" {
			t.Errorf("%s: parseLicenceLine(%q) mismatch (-want +got):\n%s", tt.name, tt.line, diff)
		}
	}
}

func TestMRZExpiry(t *testing.T) {
	tests := []struct {
		in, want string
		ok       bool
	}{
		{"181231", "2018-12-31", true},
		{"991231", "1999-12-31", true}, // 2099 lies more than 50 years after 2025
		{"751231", "2075-12-31", true},
		{"181331", "", false},
	}
	for _, tt := range tests {
		got, ok := mrzExpiry(tt.in, today)
		if got != tt.want || ok != tt.ok {
			t.Errorf("mrzExpiry(%q) = %q, %v, want %q, %v", tt.in, got, ok, tt.want, tt.ok)
		}
	}
}
