package dates

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestFindThai(t *testing.T) {
	tests := []struct {
		in   string
		want []string // the dates found, and the text each was found in
	}{
		{"ให้ไว้ ณ วันที่ ๑๐ เมษายน พ.ศ. ๒๕๖๘", []string{"2025-04-10", "๑๐ เมษายน พ.ศ. ๒๕๖๘"}},
		{"10 เมษายน พ.ศ. 2568", []string{"2025-04-10", "10 เมษายน พ.ศ. 2568"}},
		{"๑ ม.ค. ๒๕๖๗", []string{"2024-01-01", "๑ ม.ค. ๒๕๖๗"}},
		{"31 ธันวาคม 2567", []string{"2024-12-31", "31 ธันวาคม 2567"}},       // unmarked, past 2400: B.E.
		{"5 กุมภาพันธ 2024", []string{"2024-02-05", "5 กุมภาพันธ 2024"}},     // tone and thanthakhat lost
		{"3 มีนาคม ค.ศ. 2024", []string{"2024-03-03", "3 มีนาคม ค.ศ. 2024"}}, // C.E.
		{"วันที่ 9 เดือนตุลาคม พ.ศ.2566", []string{"2023-10-09", "9 เดือนตุลาคม พ.ศ.2566"}},
		{"๑๕ สิงหาคม พศ ๒๕๖๖", []string{"2023-08-15", "๑๕ สิงหาคม พศ ๒๕๖๖"}},
		{"ส.ค.๔ ทะเบียนเลขที่ จ.๖๓๓๗/๒๕๖๘", nil}, // a form's name and a number: no date
		{"31 กุมภาพันธ์ 2567", nil},              // no such day
		{"วันที่ ๑๔.๐๓.๒๕๖๘", nil},               // numeric B.E. dates are not read
		{"14.03.2031 and ๑๔/๐๓/๒๐๓๑", []string{"2031-03-14", "14.03.2031", "2031-03-14", "๑๔/๐๓/๒๐๓๑"}},
	}
	for _, tt := range tests {
		var got []string
		for _, m := range Find(tt.in, Options{}) {
			got = append(got, m.Date.String(), tt.in[m.Start:m.End])
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("Find(%q) mismatch (-want +got):\n%s", tt.in, diff)
		}
	}
}

func TestAsciiDigits(t *testing.T) {
	tests := []struct{ in, want string }{
		{"๐๑๒๓๔๕๖๗๘๙", "0123456789"},
		{"จ.๖๓๓๗/๒๕๖๘", "จ.6337/2568"},
		{"٣٤ ७ ９", "34 7 9"}, // Arabic-Indic, Devanagari, fullwidth
		{"no digits 12", "no digits 12"},
	}
	for _, tt := range tests {
		got, at := asciiDigits(tt.in)
		if got != tt.want {
			t.Errorf("asciiDigits(%q) = %q, want %q", tt.in, got, tt.want)
		}
		if at != nil && (len(at) != len(got)+1 || at[len(got)] != len(tt.in)) {
			t.Errorf("asciiDigits(%q) offsets %v do not map %d bytes", tt.in, at, len(got))
		}
	}
}
