package docgen

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestTP5CheckDigits checks the check-digit helpers of dev_tp5_helpers.go
// against published examples.
func TestTP5CheckDigits(t *testing.T) {
	for _, tt := range []struct {
		name, got, want string
	}{
		// Finance Finland's example: base 123, reference 1232.
		{"fiReference", fiReference("123"), "1232"},
		// The EICs of two transmission system operators' areas.
		{"eicCheck", eicCheck("10YFR-RTE------"), "10YFR-RTE------C"},
		{"eicCheck", eicCheck("10YDE-RWENET---"), "10YDE-RWENET---I"},
		// The Finnish IBAN of the ECBS register's example.
		{"ibanCheck", ibanCheck("FI", "12345600000785"), "FI2112345600000785"},
		{"groupFivesRight", groupFivesRight("123456123457"), "12 34561 23457"},
	} {
		if diff := cmp.Diff(tt.want, tt.got); diff != "" {
			t.Errorf("%s mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}

// TestFIVirtualBarcode: a version 4 virtual barcode has 54 digits laid out
// as the guide says.
func TestFIVirtualBarcode(t *testing.T) {
	got := fiVirtualBarcode("FI7944052020036082", 4883.15, "868516259619897", day(2010, 6, 12))
	want := "4" + "7944052020036082" + "004883" + "15" + "000" + "00000868516259619897" + "100612"
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("fiVirtualBarcode mismatch (-want +got):\n%s", diff)
	}
	if len(got) != 54 || strings.Trim(got, "0123456789") != "" {
		t.Errorf("fiVirtualBarcode = %q, want 54 digits", got)
	}
}

// TestTP5DrawnNumbers: the numbers the layouts draw pass their checks.
func TestTP5DrawnNumbers(t *testing.T) {
	w := testWorker(t)
	for seed := uint64(1); seed <= 50; seed++ {
		g := testGen(w, seed)
		for _, iban := range []string{g.fiIBAN(), g.skIBAN(), g.ltIBAN()} {
			if got := ibanCheck(iban[:2], iban[4:]); got != iban {
				t.Errorf("IBAN %s: check digits should give %s", iban, got)
			}
		}
		acct := g.fiIBAN()[4:]
		d := make([]int, len(acct)-1)
		for i := range d {
			d[i] = int(acct[i] - '0')
		}
		if luhnDigit(d) != int(acct[len(acct)-1]-'0') {
			t.Errorf("Finnish account %s fails its Luhn digit", acct)
		}
		ico := g.skICO()
		s := 0
		for i := range 7 {
			s += int(ico[i]-'0') * (8 - i)
		}
		if (11-s%11)%10 != int(ico[7]-'0') {
			t.Errorf("IČO %s fails its check", ico)
		}
		if eic := eicCheck("24ZSS" + g.fill("9999999999")); len(eic) != 16 {
			t.Errorf("EIC %s is not 16 characters", eic)
		}
	}
}
