package lexicon

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestThaiEntries: the Thai wording of the tables, as OCR prints it (ํา
// for ำ, tone marks lost), is found by the lookups that use each table.
func TestThaiEntries(t *testing.T) {
	var authorities []string
	for _, m := range FindAuthorities("ใบสําคัญฉบับนี้ออกให้เพื่อแสดงว่า นายทะเบียนสมาคมกรุงเทพมหานคร ได้รับจดทะเบียน") {
		authorities = append(authorities, m.Text+" "+m.Authority.Country)
	}
	for _, m := range FindAuthorities("กรมพัฒนาธุรกิจการค้า") {
		authorities = append(authorities, m.Text+" "+m.Authority.Country)
	}
	if diff := cmp.Diff([]string{"นายทะเบียนสมาคมกรุงเทพมหานคร TH", "กรมพัฒนาธุรกิจการค้า TH"}, authorities); diff != "" {
		t.Errorf("FindAuthorities mismatch (-want +got):\n%s", diff)
	}

	if ev := Weigh("ใบสําคัญแสดงการจดทะเบียนสมาคม")[KindOrganisationDoc]; len(ev.Strong) != 1 {
		t.Errorf("Weigh(title of form ส.ค.๔) = %+v, want the title as strong evidence", ev)
	}

	var labels []string
	for _, m := range FindLabels("ทะเบียนเลขที จ.๖๓๓๗/๒๕๖๘", ConceptRegistrationNumber) {
		labels = append(labels, m.Text)
	}
	if diff := cmp.Diff([]string{"ทะเบียนเลขที"}, labels); diff != "" {
		t.Errorf("FindLabels(registration number) mismatch (-want +got):\n%s", diff)
	}

	sentences := []struct {
		fact Fact
		text string
		want string // the value, or the text after a cue
	}{
		{FactOrganisationName, "นายทะเบียนสมาคมกรุงเทพมหานคร ได้รับจดทะเบียน สมาคมนักศึกษาวิศวกรรมอวกาศไทย ซึ่งมีวัตถุประสงค์ เพื่อ", "สมาคมนักศึกษาวิศวกรรมอวกาศไทย"},
		{FactOrganisationType, "ใบสําคัญแสดงการจดทะเบียนมูลนิธิ", "มูลนิธิ"},
		{FactRegisteredOffice, "สํานักงานใหญ่ตังอยู่ ณ ๑๒ ถนนพระราม ๔ กรุงเทพมหานคร ตามความในมาตรา ๘๒", "๑๒ ถนนพระราม ๔ กรุงเทพมหานคร"},
		{FactCertificateDate, "ให้ไว้ ณ วันที ๑๐ เมษายน พ.ศ. ๒๕๖๘", "๑๐ เมษายน พ.ศ. ๒๕๖๘"},
		{FactIncorporationCertificate, "ใบสำคัญแสดงการจดทะเบียนสมาคม", ""},
	}
	for _, tt := range sentences {
		got, found := "", false
		for _, sn := range Sentences(tt.fact) {
			m := sn.Pattern.FindStringSubmatchIndex(tt.text)
			if m == nil {
				continue
			}
			found = true
			if v, _, ok := sn.Value(tt.text, m); ok {
				got = v
			} else {
				got = tt.text[m[1]:]
			}
			break
		}
		if !found || got != tt.want {
			t.Errorf("Sentences(%s) on %q = %q (found %v), want %q", tt.fact, tt.text, got, found, tt.want)
		}
	}

	for in, want := range map[string]string{"สมาคม": "association", "มูลนิธิ": "foundation", "บริษัทจํากัด": "limited company", "ห้างหุ้นส่วนจำกัด": "limited partnership"} {
		if got, ok := EnglishTypeName(in); !ok || got != want {
			t.Errorf("EnglishTypeName(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	if got, ok := EnglishTypeName("Limited"); ok {
		t.Errorf("EnglishTypeName(Limited) = %q, want none", got)
	}
}
