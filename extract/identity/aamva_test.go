package identity

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func TestParseAAMVA(t *testing.T) {
	tests := []struct {
		name    string
		payload string
		want    aamvaCard
	}{
		{"2020 record, US dates",
			"@\n\x1e\rANSI 636045100001DL00310178DLDCAD\nDCBNONE\nDCDNONE\nDBA05232027\nDCSTESTER\nDACMARY\nDADANN\nDBD04162021\nDBB05231950\nDBC2\nDAYBRO\nDAU064 IN\nDAG123 MAIN ST\nDAIOLYMPIA\nDAJWA\nDAK98501\nDAQWDLABCD1234X5\nDCGUSA\r",
			aamvaCard{number: "WDLABCD1234X5", surname: "TESTER", given: "MARY ANN", birth: "1950-05-23", issue: "2021-04-16", expiry: "2027-05-23", country: "US", address: "123 MAIN ST"}},
		{"Canadian dates, no country element",
			"@\n\x1e\rANSI 636012100001DL00310100DLDAQS1234-56789-01234\nDCSTREMBLAY,\nDACLIAM\nDADNONE\nDBB19810527\nDBD20240626\nDBA20300625\nDAJON\r",
			aamvaCard{number: "S1234-56789-01234", surname: "TREMBLAY", given: "LIAM", birth: "1981-05-27", issue: "2024-06-26", expiry: "2030-06-25", country: "CA"}},
		{"2000 edition, whole name with commas",
			"@\n\x1e\rAAMVA6360060101DL00290179DAACTLIC,ADULT,A\nDAG60 STATE ST\nDAJCT\nDAQ990000001\nDBB19610101\r",
			aamvaCard{number: "990000001", surname: "CTLIC", given: "ADULT A", birth: "1961-01-01", country: "US", address: "60 STATE ST"}},
		{"whole name, first name first",
			"@\n\nANSI 6360250101DL00290194DLDAQ26798765\nDAAJOHN P SMITH\nDAJPA\r",
			aamvaCard{number: "26798765", surname: "SMITH", given: "JOHN P", country: "US"}},
	}
	for _, tt := range tests {
		got, ok := parseAAMVA([]byte(tt.payload))
		if !ok {
			t.Errorf("%s: parseAAMVA found no record", tt.name)
			continue
		}
		if diff := cmp.Diff(tt.want, got, cmp.AllowUnexported(aamvaCard{})); diff != "" {
			t.Errorf("%s: parseAAMVA mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
	for _, junk := range []string{"", "HELLO WORLD", "@\n\x1e\rANSI 636045100001DL00310178DL\r"} {
		if _, ok := parseAAMVA([]byte(junk)); ok {
			t.Errorf("parseAAMVA(%q) found a record", junk)
		}
	}
}

// TestAAMVAVectors reads the AAMVA payloads of the corpus's vectors
// (IdParser's and aamvajs's tests, DOCEXTRACT_CORPUS/vectors) and checks
// the number, names and dates they expect.
func TestAAMVAVectors(t *testing.T) {
	dir := os.Getenv("DOCEXTRACT_CORPUS")
	if dir == "" {
		t.Skip("DOCEXTRACT_CORPUS not set")
	}
	var idp struct {
		Vectors []struct {
			Test     string `json:"test"`
			Payload  string `json:"payload"`
			Expected struct {
				Name struct {
					First, Middle, Last string
				}
				IdNumber       string
				DateOfBirth    string
				IssueDate      string
				ExpirationDate string
			} `json:"expected"`
		} `json:"vectors"`
	}
	b, err := os.ReadFile(filepath.Join(dir, "vectors", "aamva_idparser.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &idp); err != nil {
		t.Fatal(err)
	}
	fields, right := 0, 0
	check := func(test, field, want, got string) {
		if want == "" {
			return
		}
		fields++
		if strings.EqualFold(want, got) {
			right++
			return
		}
		t.Logf("%s: %s = %q, want %q", test, field, got, want)
	}
	for _, v := range idp.Vectors {
		e := v.Expected
		if e.IdNumber == "" && e.Name.Last == "" {
			continue // a name-parsing test without a card
		}
		c, ok := parseAAMVA([]byte(v.Payload))
		if !ok {
			t.Errorf("%s: no record", v.Test)
			continue
		}
		check(v.Test, "number", e.IdNumber, c.number)
		check(v.Test, "surname", e.Name.Last, c.surname)
		check(v.Test, "given", strings.TrimSpace(e.Name.First+" "+e.Name.Middle), c.given)
		check(v.Test, "birth", e.DateOfBirth, c.birth)
		check(v.Test, "issue", e.IssueDate, c.issue)
		check(v.Test, "expiry", e.ExpirationDate, c.expiry)
	}
	var aj struct {
		Vectors []struct {
			File     string `json:"file"`
			Kind     string `json:"kind"`
			Payload  string `json:"payload"`
			Expected []struct {
				Path   string `json:"path"`
				Equals string `json:"equals"`
			} `json:"expected"`
		} `json:"vectors"`
	}
	b, err = os.ReadFile(filepath.Join(dir, "vectors", "aamva_aamvajs.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, &aj); err != nil {
		t.Fatal(err)
	}
	for _, v := range aj.Vectors {
		if v.Kind != "pdf417" {
			continue // magnetic stripes are not printed as barcodes
		}
		c, ok := parseAAMVA([]byte(v.Payload))
		if !ok {
			t.Errorf("%s: no record", v.File)
			continue
		}
		for _, e := range v.Expected {
			switch e.Path {
			case "name.last":
				check(v.File, "surname", e.Equals, c.surname)
			case "birthday":
				check(v.File, "birth", e.Equals[:4]+"-"+e.Equals[4:6]+"-"+e.Equals[6:], c.birth)
			}
		}
	}
	t.Logf("%d of %d fields right", right, fields)
	if fields < 300 || float64(right) < 0.97*float64(fields) {
		t.Errorf("%d of %d fields right; want 97%% of at least 300", right, fields)
	}
}
