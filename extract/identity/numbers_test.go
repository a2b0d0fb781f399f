package identity

import (
	"fmt"
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/mrz"
)

// shapeTD3 returns the lines of a TD3 MRZ of issuer with document number
// n, its check digits computed, and the printed number read as read.
func shapeTD3(issuer, n, read string) []string {
	l2 := fill(n, 9) + fmt.Sprint(mrz.CheckDigit(fill(n, 9))) + fill(issuer, 3) + "7408122F1204159" + fill("", 15)
	l2 += fmt.Sprint(mrz.CheckDigit(l2[0:10] + l2[13:20] + l2[21:43]))
	return []string{fill("P<"+fill(issuer, 3)+"ERIKSSON<<ANNA<MARIA", 44), fill(read, 9) + l2[9:]}
}

// shapeTD1 returns the lines of a TD1 MRZ with document code and number
// n, the printed number read as read.
func shapeTD1(code, issuer, n, read string) []string {
	l1 := fill(code, 2) + fill(issuer, 3) + fill(n, 9) + fmt.Sprint(mrz.CheckDigit(fill(n, 9))) + fill("", 15)
	l2 := "7408122F1204159" + fill(issuer, 3) + fill("", 11)
	l2 += fmt.Sprint(mrz.CheckDigit(l1[5:30] + l2[0:7] + l2[8:15] + l2[18:29]))
	return []string{l1[:5] + fill(read, 9) + l1[14:], l2, fill("ERIKSSON<<ANNA<MARIA", 30)}
}

// fill pads s with fillers to n characters.
func fill(s string, n int) string { return (s + strings.Repeat("<", n))[:n] }

// TestReshape: the numbers of issue 15, as OCR read them, come out as
// printed once the issuer's number shape and the check digit agree.
func TestReshape(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  string
	}{
		{"Canadian passport", shapeTD3("CAN", "ZE000509", "ZEOO05O9"), "ZE000509"},
		{"Polish passport", shapeTD3("POL", "ZS0000177", "ZSO0OO177"), "ZS0000177"},
		{"Estonian card", shapeTD1("ID", "EST", "KB0000000", "K80000000"), "KB0000000"},
		{"German card", shapeTD1("ID", "D", "T22000129", "72200O129"), "T22000129"},
		// No shape known: a number mixing O and 0 reads its Os as 0.
		{"unknown issuer", shapeTD3("NOR", "LT0000000", "LT0OO0000"), "LT0000000"},
		{"read right", shapeTD3("CAN", "ZE000509", "ZE000509"), "ZE000509"},
	}
	for _, tt := range tests {
		res, err := mrz.Parse(tt.lines, today)
		if err != nil {
			t.Fatalf("%s: Parse: %v", tt.name, err)
		}
		got := reshape(res, today)
		if got.DocumentNumber != tt.want || !got.Valid {
			t.Errorf("%s: reshape(%q) = %q (valid %v), want %q, valid", tt.name, res.DocumentNumber, got.DocumentNumber, got.Valid, tt.want)
		}
	}
	// A number no reading of which checks stays as read, unverified.
	res, _ := mrz.Parse((shapeTD3("CAN", "ZE000509", "ZEXX0XX9")), today)
	if got := reshape(res, today); got.DocumentNumber != res.DocumentNumber || got.Valid {
		t.Errorf("reshape changed %q to %q (valid %v)", res.DocumentNumber, got.DocumentNumber, got.Valid)
	}
}

// TestBirthCentury: a birth year read in this century is the last one's
// when the holder would be born on or after the document's issue or
// expiry, and never makes the holder older than maxAge at issue.
func TestBirthCentury(t *testing.T) {
	mrzDate := func(v string) layout.Field { return layout.Field{Value: v, Source: layout.SourceMRZ} }
	zoneDate := func(v string) layout.Field { return layout.Field{Value: v, Source: layout.SourceOCR} }
	tests := []struct {
		name                 string
		birth, issue, expiry layout.Field
		want                 string
	}{
		{"born after issue", mrzDate("2011-03-04"), zoneDate("2002-05-06"), mrzDate("2012-05-05"), "1911-03-04"},
		{"born after expiry", mrzDate("2012-01-02"), layout.Field{}, mrzDate("2007-01-01"), "1912-01-02"},
		{"child's passport", mrzDate("2015-01-02"), zoneDate("2016-03-01"), mrzDate("2021-02-28"), "2015-01-02"},
		{"printed birth", zoneDate("2011-03-04"), zoneDate("2002-05-06"), mrzDate("2012-05-05"), "2011-03-04"},
		{"too old", mrzDate("2011-03-04"), zoneDate("2150-01-01"), layout.Field{}, "2011-03-04"},
	}
	for _, tt := range tests {
		f := Fields{DateOfBirth: tt.birth, DocumentDateOfIssue: tt.issue, DocumentExpiryDate: tt.expiry}
		if got := birthCentury(f).Value; got != tt.want {
			t.Errorf("%s: birthCentury = %s, want %s", tt.name, got, tt.want)
		}
	}
	if got := zoneCentury("2011-03-04", "1911-03-04"); got != "1911-03-04" {
		t.Errorf("zoneCentury = %s, want the zone's 1911", got)
	}
	if got := zoneCentury("2011-03-04", "1911-03-05"); got != "2011-03-04" {
		t.Errorf("zoneCentury = %s, want the MRZ's: another day", got)
	}
}

// TestAgreeWithZone: the zone's printed number, which differs from the
// MRZ's only in look-alike characters, replaces it when the check digit
// then holds, and verifies the read when every check digit holds.
func TestAgreeWithZone(t *testing.T) {
	lines := shapeTD3("NOR", "ZE000509", "ZEOOO5O9")
	res, err := mrz.Parse(lines, today)
	if err != nil {
		t.Fatal(err)
	}
	read := &mrzRead{res: res, page: &layout.Page{Number: 1}, conf: confUnchecked}
	var z zone
	z.found[fNumber] = layout.Field{Value: "ZE000509"}
	got := agreeWithZone(read, z, today)
	if got.res.DocumentNumber != "ZE000509" || !got.verified {
		t.Errorf("agreeWithZone = %q (verified %v), want ZE000509, verified", got.res.DocumentNumber, got.verified)
	}
	z.found[fNumber] = layout.Field{Value: "ZE000599"} // not a look-alike
	if got := agreeWithZone(read, z, today); got.res.DocumentNumber == "ZE000599" {
		t.Error("agreeWithZone took a number that is no reading of the MRZ's")
	}
}

// TestFrenchIDCountry: an unverified FRA_ID read names France when its
// number's check digit holds (an edited card's birth date fails its own),
// and names nothing when the number's fails too.
func TestFrenchIDCountry(t *testing.T) {
	for _, tc := range []struct {
		name, line2, want string
	}{
		{"number holds, birth date fails", "175775H557903VICTOR<<MARIE<9404246M5", "FR"},
		{"number fails", "175775H557904VICTOR<<MARIE<9404246M5", ""},
	} {
		res, err := mrz.Parse([]string{"IDFRADAMBARD<<<<<<<<<<<<<<<<<<075025", tc.line2}, today)
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		read := &mrzRead{res: res, page: &layout.Page{Number: 1}, conf: confUnchecked}
		if got := merge(read, zone{}).IssuingCountry.Value; got != tc.want {
			t.Errorf("%s: issuing country %q, want %q", tc.name, got, tc.want)
		}
	}
}
