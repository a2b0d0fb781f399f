package identity

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/docextract/docextract/extract/dates"
)

// The PDF417 symbol on the back of a US or Canadian driving licence or
// identity card holds the AAMVA DL/ID record (AAMVA DL/ID Card Design
// Standard, 2020, Annex D; the 2000-2016 editions differ in a few
// elements): a header ("@", the separators, "ANSI " or "AAMVA", the
// issuer's IIN, the versions, the subfile designators), then a subfile of
// data elements, one a line, each a three-letter ID and its value: DAQ the
// customer's number, DCS the family name, DAC and DAD the first and middle
// names, DBB, DBD and DBA the dates of birth, issue and expiry, DCG the
// country. The card prints the same fields; the barcode's are exact.

// aamvaCard is what an AAMVA record gives.
type aamvaCard struct {
	number                string
	surname, given        string
	birth, issue, expiry  string // YYYY-MM-DD
	country               string // ISO 3166-1 alpha-2: US or CA
	placeOfBirth, address string
}

// aamvaHeader finds the first data element on the header line: after the
// subfile designators (two letters and eight digits each), with or
// without the subfile's type before it.
var (
	aamvaHeader    = regexp.MustCompile(`(?:ANSI ?|A?AMVA ?)\d{10,12}(?:[A-Z]{2}\d{8})*(?:DL|ID)?(D[A-Z]{2}.*)$`)
	aamvaSubfile   = regexp.MustCompile(`(?:DL|ID)(D[A-Z]{2}.*)$`)
	aamvaElementID = regexp.MustCompile(`^D[A-Z]{2}`)
)

// parseAAMVA reads an AAMVA DL/ID record; ok is false when b holds none
// (no header, or no number and no name).
func parseAAMVA(b []byte) (aamvaCard, bool) {
	s := string(b)
	if !strings.Contains(s, "ANSI") && !strings.Contains(s, "AMVA") {
		return aamvaCard{}, false
	}
	els := aamvaElements(s)
	if len(els) < 3 {
		// A record whose separators were lost (printed, or copied as
		// text): split where the elements the standard defines begin.
		els = aamvaRunOn(s)
	}
	c := aamvaCard{number: els["DAQ"], placeOfBirth: els["DCI"], address: els["DAG"]}
	last, first, middle := aamvaName(els)
	c.surname = last
	c.given = strings.TrimSpace(first + " " + middle)
	c.birth = aamvaDate(els["DBB"])
	c.issue = aamvaDate(els["DBD"])
	c.expiry = aamvaDate(els["DBA"])
	switch country := strings.ToUpper(els["DCG"]); {
	case country == "USA":
		c.country = "US"
	case country == "CAN":
		c.country = "CA"
	case canadianJurisdictions[strings.ToUpper(els["DAJ"])]:
		c.country = "CA"
	case els["DAJ"] != "":
		c.country = "US"
	}
	if c.number == "" && c.surname == "" {
		return aamvaCard{}, false
	}
	return c, true
}

// aamvaElements reads the elements of a record, one a line.
func aamvaElements(s string) map[string]string {
	els := map[string]string{}
	for _, line := range strings.FieldsFunc(s, func(r rune) bool { return r == '\n' || r == '\r' || r == 0x1e }) {
		line = strings.TrimFunc(line, func(r rune) bool { return !unicode.IsPrint(r) || r == unicode.ReplacementChar || r == '\ufeff' })
		if m := aamvaHeader.FindStringSubmatch(line); m != nil {
			line = m[1]
		} else if strings.Contains(line, "ANSI") || strings.Contains(line, "AMVA") {
			m := aamvaSubfile.FindStringSubmatch(line)
			if m == nil {
				continue
			}
			line = m[1]
		} else if (strings.HasPrefix(line, "DL") || strings.HasPrefix(line, "ID")) && aamvaElementID.MatchString(line[2:]) {
			line = line[2:] // a subfile's first element, after its type
		}
		if !aamvaElementID.MatchString(line) {
			continue
		}
		id, v := line[:3], strings.TrimSpace(line[3:])
		if _, seen := els[id]; !seen {
			els[id] = v
		}
	}
	return els
}

// aamvaIDs are the data elements of the standard's editions (2020, Table
// D.3 and D.4; the 2000 edition's DAA to DBR).
var aamvaIDs = func() map[string]bool {
	m := map[string]bool{}
	for _, id := range strings.Fields(`DCA DCB DCD DBA DCS DAC DAD DBD DBB DBC DAY DAU DAG DAI DAJ DAK DAQ DCF DCG DDE DDF DDG
		DAH DAZ DCI DCJ DCK DBN DBG DBS DCU DCE DCL DCM DCN DCO DCP DCQ DCR DDA DDB DDC DDD DAW DAX DDH DDI DDJ DDK DDL
		DAA DAB DAE DAF DAL DAM DAN DAO DAP DAR DAS DAT DAV DBE DBF DBH DBI DBJ DBK DBL DBM DBO DBP DBQ DBR DCT DCH`) {
		m[id] = true
	}
	return m
}()

// aamvaRunOn reads the elements of a record without separators, each
// starting where a defined element ID stands after the header.
func aamvaRunOn(s string) map[string]string {
	els := map[string]string{}
	m := aamvaHeader.FindStringSubmatchIndex(s)
	if m == nil {
		if m = aamvaSubfile.FindStringSubmatchIndex(s); m == nil {
			return els
		}
	}
	body := s[m[2]:]
	var starts []int
	for i := 0; i+3 <= len(body); i++ {
		if aamvaIDs[body[i:i+3]] {
			starts = append(starts, i)
			i += 2
		}
	}
	for k, st := range starts {
		end := len(body)
		if k+1 < len(starts) {
			end = starts[k+1]
		}
		id := body[st : st+3]
		if _, seen := els[id]; !seen {
			els[id] = strings.TrimSpace(body[st+3 : end])
		}
	}
	return els
}

// canadianJurisdictions are the province and territory codes of Canada
// (Canada Post), the jurisdictions of DAJ that are not US states.
var canadianJurisdictions = map[string]bool{"AB": true, "BC": true, "MB": true, "NB": true, "NL": true, "NS": true,
	"NT": true, "NU": true, "ON": true, "PE": true, "QC": true, "SK": true, "YT": true}

// aamvaName returns the family, first and middle names of an AAMVA
// record: DCS (DAB before 2009) with DAC and DAD, or DCT ("FIRST MIDDLE",
// or "FIRST,MIDDLE"), or the whole name of the 2000 edition, DAA: "LAST,
// FIRST,MIDDLE,SUFFIX", or "FIRST MIDDLE LAST" without commas. "NONE"
// and trailing commas are no name.
func aamvaName(els map[string]string) (last, first, middle string) {
	clean := func(s string) string {
		s = strings.TrimSpace(strings.Trim(strings.TrimSpace(s), ","))
		if strings.EqualFold(s, "NONE") {
			return ""
		}
		return strings.Join(strings.Fields(s), " ")
	}
	last = clean(els["DCS"])
	if last == "" {
		last = clean(els["DAB"])
	}
	first, middle = clean(els["DAC"]), clean(els["DAD"])
	if first == "" && els["DCT"] != "" {
		parts := strings.FieldsFunc(clean(els["DCT"]), func(r rune) bool { return r == ',' || r == ' ' })
		if len(parts) > 0 {
			first, middle = parts[0], strings.Join(parts[1:], " ")
		}
	}
	if (last == "" || first == "") && els["DAA"] != "" {
		full := clean(els["DAA"])
		if strings.Contains(full, ",") {
			parts := strings.Split(full, ",")
			for i := range parts {
				parts[i] = clean(parts[i])
			}
			if last == "" {
				last = parts[0]
			}
			if first == "" && len(parts) > 1 {
				first = parts[1]
				if len(parts) > 2 {
					middle = parts[2]
				}
				if f := strings.Fields(first); len(f) > 1 && middle == "" {
					first, middle = f[0], strings.Join(f[1:], " ")
				}
			}
		} else if ws := strings.Fields(full); len(ws) > 1 {
			if last == "" {
				last = ws[len(ws)-1]
			}
			if first == "" {
				first, middle = ws[0], strings.Join(ws[1:len(ws)-1], " ")
			}
		}
	}
	return last, first, middle
}

// aamvaDate reads an AAMVA date: MMDDCCYY, as US cards write it, or
// CCYYMMDD, as Canadian cards and some states do (Annex D, D.12.5.1). The
// two never agree: a month is at most 12, a century 19 or 20.
func aamvaDate(s string) string {
	s = strings.TrimSpace(s)
	if len(s) != 8 || strings.Trim(s, "0123456789") != "" {
		return ""
	}
	for _, iso := range []string{s[4:8] + "-" + s[0:2] + "-" + s[2:4], s[0:4] + "-" + s[4:6] + "-" + s[6:8]} {
		if d, ok := dates.ParseISO(iso); ok && !d.Partial() && d.Year >= 1800 {
			return d.String()
		}
	}
	return ""
}
