package identity

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/mrz"
)

// evidence is what corroborate records on one field.
type evidence struct{ Checked, Agreed bool }

func TestCorroborate(t *testing.T) {
	today := time.Date(2026, 3, 16, 0, 0, 0, 0, time.UTC)
	// ICAO 9303's example: every check digit valid.
	res, err := mrz.Parse([]string{"P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"}, today)
	if err != nil {
		t.Fatal(err)
	}
	fromMRZ := func(v string) layout.Field { return layout.Field{Value: v, Source: layout.SourceMRZ} }
	fromZone := func(v string) layout.Field { return layout.Field{Value: v, Source: layout.SourceOCR} }
	tests := []struct {
		name   string
		f      Fields
		zone   map[field]string
		agreed bool // two readings of the band agreed
		want   map[string]evidence
	}{
		{
			name: "MRZ values alone: check digits confirm numbers and dates, names stay unconfirmed",
			f:    Fields{DocumentNumber: fromMRZ("L898902C3"), DateOfBirth: fromMRZ("1974-08-12"), Surname: fromMRZ("ERIKSSON"), GivenName: fromMRZ("ANNA MARIA")},
			want: map[string]evidence{"number": {Checked: true}, "birth": {Checked: true}, "surname": {}, "given": {}},
		},
		{
			name: "the zone prints what the MRZ holds",
			f:    Fields{DocumentNumber: fromZone("L898902C3"), DateOfBirth: fromZone("1974-08-12"), Surname: fromMRZ("ERIKSSON"), GivenName: fromZone("ANNA MARIA")},
			zone: map[field]string{fSurname: "ERIKSSON"},
			want: map[string]evidence{"number": {Checked: true, Agreed: true}, "birth": {Checked: true, Agreed: true}, "surname": {Agreed: true}, "given": {Agreed: true}},
		},
		{
			name: "the zone's surname differs: a misread name stays unconfirmed",
			f:    Fields{Surname: fromMRZ("ERIKSSON")},
			zone: map[field]string{fSurname: "ERIKSEN"},
			want: map[string]evidence{"number": {}, "birth": {}, "surname": {}, "given": {}},
		},
		{
			name:   "two readings of the band agreed",
			f:      Fields{Surname: fromMRZ("ERIKSSON")},
			agreed: true,
			want:   map[string]evidence{"number": {}, "birth": {}, "surname": {Agreed: true}, "given": {}},
		},
		{
			name: "a zone value the MRZ does not hold",
			f:    Fields{DocumentNumber: fromZone("L898902C4"), DateOfBirth: fromZone("1975-08-12")},
			want: map[string]evidence{"number": {}, "birth": {}, "surname": {}, "given": {}},
		},
	}
	for _, tt := range tests {
		read := &mrzRead{res: res, conf: confValid}
		if tt.agreed {
			read.conf = confAgreed
		}
		var z zone
		for k, v := range tt.zone {
			z.found[k] = layout.Field{Value: v}
		}
		f := tt.f
		corroborate(&f, read, z)
		got := map[string]evidence{}
		for name, lf := range map[string]layout.Field{"number": f.DocumentNumber, "birth": f.DateOfBirth, "surname": f.Surname, "given": f.GivenName} {
			got[name] = evidence{lf.Checked, lf.Agreed}
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: corroborate mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}
