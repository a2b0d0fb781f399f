package mrz

import (
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
)

func TestFieldSpan(t *testing.T) {
	today := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	type want struct {
		field string
		text  string // the characters the span covers
		ok    bool
	}
	tests := []struct {
		name  string
		lines []string
		want  []want
	}{
		{"TD3", []string{"P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"}, []want{
			{"document_code", "P", true}, {"issuing_state", "UTO", true}, {"surname", "ERIKSSON", true}, {"given_names", "ANNA<MARIA", true},
			{"document_number", "L898902C3", true}, {"nationality", "UTO", true}, {"birth_date", "740812", true}, {"sex", "F", true},
			{"expiry_date", "120415", true}, {"optional_data", "ZE184226B", true}, {"issue_date", "", false}, {"height", "", false},
		}},
		{"TD1", []string{"I<UTOD231458907<<<<<<<<<<<<<<<", "7408122F1204159UTO<<<<<<<<<<<6", "ERIKSSON<<ANNA<MARIA<<<<<<<<<<"}, []want{
			{"document_number", "D23145890", true}, {"surname", "ERIKSSON", true}, {"given_names", "ANNA<MARIA", true},
			{"birth_date", "740812", true}, {"expiry_date", "120415", true}, {"optional_data", "", false},
		}},
		{"TD1 long number", []string{"I<UTOD23145890<7349<<<<<<<<<<<", "7408122F1204159UTO<<<<<<<<<<<6", "ERIKSSON<<ANNA<MARIA<<<<<<<<<<"}, []want{
			{"document_number", "D23145890<734", true},
		}},
		{"surname only", []string{"P<UTOERIKSSON<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<<", "L898902C36UTO7408122F1204159ZE184226B<<<<<10"}, []want{
			{"surname", "ERIKSSON", true}, {"given_names", "", false},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := Parse(tt.lines, today)
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			for _, w := range tt.want {
				s, ok := res.FieldSpan(w.field)
				got := want{field: w.field, ok: ok}
				if ok {
					got.text = res.Lines[s.Line][s.Start:s.End]
				}
				if diff := cmp.Diff(w, got, cmp.AllowUnexported(want{})); diff != "" {
					t.Errorf("FieldSpan(%q) mismatch (-want +got):\n%s", w.field, diff)
				}
			}
		})
	}
}
