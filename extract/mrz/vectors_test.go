package mrz

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/dates"
)

type cheminfoVector struct {
	File       string                     `json:"file"`
	Test       string                     `json:"test"`
	Inputs     map[string]json.RawMessage `json:"inputs"`
	ParseCalls map[string]struct {
		Input   string         `json:"input"`
		Options map[string]any `json:"options"`
	} `json:"parse_calls"`
	Expectations []struct {
		Subject string `json:"subject"`
		Matcher string `json:"matcher"`
		Value   any    `json:"value"`
	} `json:"expectations"`
}

func corpusDir(t *testing.T) string {
	dir := os.Getenv("DOCEXTRACT_CORPUS")
	if dir == "" {
		t.Skip("DOCEXTRACT_CORPUS not set")
	}
	return dir
}

// TestCheminfoVectors parses the cheminfo/mrz test vectors and compares the
// fields they assert. Formats this package does not read (driving licences)
// must fail with ErrFormat.
func TestCheminfoVectors(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(corpusDir(t), "vectors", "mrz_cheminfo.json"))
	if err != nil {
		t.Fatal(err)
	}
	var doc struct{ Tests []cheminfoVector }
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	pass, fail, unsupported := 0, 0, 0
	for _, v := range doc.Tests {
		lines := func(name string) ([]string, bool) {
			var l []string
			err := json.Unmarshal(v.Inputs[name], &l)
			return l, err == nil
		}
		var problems []string
		checked := false
		for _, e := range v.Expectations {
			switch {
			case e.Subject == "result.fields" && e.Matcher == "toStrictEqual":
				in, ok := lines(v.ParseCalls["result"].Input)
				if !ok {
					continue
				}
				var valid any
				var number any
				for _, e2 := range v.Expectations {
					if m, ok := e2.Value.(map[string]any); ok && e2.Subject == "result" {
						valid, number = m["valid"], m["documentNumber"]
					}
				}
				r, err := Parse(in, today)
				if err != nil {
					problems = append(problems, err.Error())
					continue
				}
				checked = true
				problems = append(problems, compareCheminfo(r, e.Value.(map[string]any), valid, number)...)
			case e.Subject == "correctedResult.fields":
				ref, ok1 := lines(v.ParseCalls["reference"].Input)
				bad, ok2 := lines(v.ParseCalls["correctedResult"].Input)
				if !ok1 || !ok2 {
					continue
				}
				r1, err1 := Parse(ref, today)
				r2, err2 := Parse(bad, today)
				if err1 != nil || err2 != nil {
					problems = append(problems, fmt.Sprint(err1, err2))
					continue
				}
				checked = true
				if fieldsOf(r1) != fieldsOf(r2) {
					problems = append(problems, fmt.Sprintf("corrected %+v\nwant %+v", fieldsOf(r2), fieldsOf(r1)))
				}
			}
		}
		switch {
		case !checked && len(problems) == 0:
			continue // check-digit vectors, error vectors: no parse result
		case strings.Contains(v.File, "DrivingLicense"):
			unsupported++
			continue
		case len(problems) > 0:
			fail++
			t.Errorf("%s %q:\n%s", v.File, v.Test, strings.Join(problems, "\n"))
		default:
			pass++
		}
	}
	t.Logf("cheminfo vectors: %d pass, %d fail, %d unsupported (driving licences)", pass, fail, unsupported)
}

func compareCheminfo(r Result, want map[string]any, valid, number any) []string {
	var p []string
	eq := func(name string, got string, w any) {
		ws, ok := w.(string)
		if !ok {
			return // null: cheminfo rejected the value (UTO), not asserted
		}
		if got != ws {
			p = append(p, fmt.Sprintf("%s = %q, want %q", name, got, ws))
		}
	}
	yymmdd := func(d dates.Date) string {
		if d.IsZero() {
			return ""
		}
		return fmt.Sprintf("%02d%02d%02d", d.Year%100, d.Month, d.Day)
	}
	sex := map[string]string{"M": "male", "F": "female", "X": "nonspecified"}
	eq("documentCode", r.DocumentCode, want["documentCode"])
	eq("issuingState", r.IssuingState, want["issuingState"])
	eq("nationality", r.Nationality, want["nationality"])
	eq("lastName", r.Surname, want["lastName"])
	eq("firstName", r.GivenNames, want["firstName"])
	eq("birthDate", yymmdd(r.BirthDate), want["birthDate"])
	eq("sex", sex[r.Sex], want["sex"])
	if r.Format == FRAID {
		eq("documentNumber", r.DocumentNumber, number)
		eq("administrativeCode", r.OptionalData, want["administrativeCode"])
	} else {
		eq("documentNumber", r.DocumentNumber, want["documentNumber"])
		eq("expirationDate", yymmdd(r.ExpiryDate), want["expirationDate"])
		eq("personalNumber", r.OptionalData, want["personalNumber"])
		eq("optional", r.OptionalData, want["optional"])
		eq("optional2", r.OptionalData2, want["optional2"])
		if len(r.DocumentNumber) <= 9 { // cheminfo keeps a long number's tail in optional1
			eq("optional1", r.OptionalData, want["optional1"])
		}
	}
	// cheminfo's valid also rejects unknown state codes (UTO); ours is about
	// check digits only.
	if v, ok := valid.(bool); ok {
		_, stateKnown := want["issuingState"].(string)
		if wantValid := v || !stateKnown; r.Valid != wantValid {
			p = append(p, fmt.Sprintf("valid = %v, want %v (checks %+v)", r.Valid, wantValid, r.Checks))
		}
	}
	return p
}

// TestMRZLineTranscriptions checks the filler rule against the name lines
// of real specimens: it must leave every correct name line unchanged.
func TestMRZLineTranscriptions(t *testing.T) {
	data, err := os.ReadFile(filepath.Join(corpusDir(t), "mrz_lines", "lines.json"))
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		Lines []struct {
			Text      string `json:"text"`
			Synthetic bool   `json:"synthetic"`
		} `json:"lines"`
	}
	if err := json.Unmarshal(data, &doc); err != nil {
		t.Fatal(err)
	}
	names := 0
	for _, l := range doc.Lines {
		if strings.Trim(l.Text, "ABCDEFGHIJKLMNOPQRSTUVWXYZ<") != "" || !strings.Contains(l.Text, "<<") {
			continue // not a name line
		}
		names++
		w := newWork([][]byte{[]byte(l.Text)}, nil, nil)
		w.fillerFix(span{0, 0, len(l.Text)})
		if got := string(w.lines[0]); got != l.Text {
			t.Errorf("filler rule changed %q to %q", l.Text, got)
		}
	}
	t.Logf("%d name lines of %d transcriptions left unchanged", names, len(doc.Lines))
}
