package identity

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/layout"
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

// TestLicenceRowsBefore: with the expiry known from the machine readable
// line, rows 3 and 4a are the two adjacent date rows before it, as the
// French specimen's reading with a local threshold gave them (row 4b lost,
// "4a" read as "se", "4c." glued to the authority).
func TestLicenceRowsBefore(t *testing.T) {
	rows := []string{
		"10:PERMIS DE COMDUIRE REPUBLIQUE FRANCAISE",
		"130:1 “MAR ;",
		"130:2 Paul ¥",
		"130:3. 14.07.1981 (Utopia city)",
		"130:se 01.01 2013 4.99999 Utopia City",
		"130:to 1.1% agi i",
		"130:{3AA00002 4",
	}
	tests := []struct {
		name   string
		expiry string
		want   map[string]string
	}{
		{"expiry after both dates", "2018-12-31", map[string]string{
			"given_name": "Paul", "date_of_birth": "1981-07-14", "place_of_birth": "Utopia city",
			"document_date_of_issue": "2013-01-01", "document_issuing_authority": "99999 Utopia City",
		}},
		{"expiry before the issue date", "2012-12-31", map[string]string{}},
	}
	for _, tt := range tests {
		expiry, _ := dates.Parse(tt.expiry, dates.Options{})
		got := map[string]string{}
		for f, v := range licenceRowsBefore(gridPage(t, rows...), expiry) {
			var fs Fields
			dst := map[field]*layout.Field{fSurname: &fs.Surname, fGivenName: &fs.GivenName, fBirthDate: &fs.DateOfBirth,
				fBirthPlace: &fs.PlaceOfBirth, fIssueDate: &fs.DocumentDateOfIssue, fAuthority: &fs.DocumentIssuingAuthority}[f]
			*dst = v
			for k, s := range fieldMap(fs) {
				if s != "" {
					got[k] = s
				}
			}
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: licenceRowsBefore mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}

func TestDropFieldNumber(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Ac PREFECTURE DE POLICE", "PREFECTURE DE POLICE"},
		{"4.99999 Utopia City", "99999 Utopia City"},
		{"4c.PREFECTURE DU NORD", "PREFECTURE DU NORD"},
		{"PREFECTURE DE POLICE", "PREFECTURE DE POLICE"},
		{"4 RUE DE LA PAIX", "4 RUE DE LA PAIX"},
	} {
		if got := dropFieldNumber(tc.in); got != tc.want {
			t.Errorf("dropFieldNumber(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestUnwrap(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"(Utopia city)", "Utopia city"},
		{"LILLE (59)", "LILLE (59)"},
		{"(PARIS) (75)", "(PARIS) (75)"},
		{"PARIS", "PARIS"},
	} {
		if got := unwrap(tc.in); got != tc.want {
			t.Errorf("unwrap(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestOneDotLost(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"01.01 2013 4c. Utopia", "01.01.2013 4c. Utopia"},
		{"31 12.2018", "31.12.2018"},
		{"01.01.2013", "01.01.2013"},
		{"01 01 2013", "01 01 2013"},
	} {
		if got := normalizeDates(tc.in); got != tc.want {
			t.Errorf("normalizeDates(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
