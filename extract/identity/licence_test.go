package identity

import (
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/reading"
)

// rowsLater moves the first n lines of p to the rows at, keeping their
// place in p.Lines: OCR returns a field number it read alone before the
// values, though it is printed on a value's row.
func rowsLater(p *layout.Page, at ...int) {
	for k, row := range at {
		l := &p.Lines[k]
		dy := float64(30*row) - l.Box.Top
		for w := range l.Words {
			l.Words[w].Box.Top += dy
			l.Words[w].Box.Bottom += dy
		}
		l.Box.Top += dy
		l.Box.Bottom += dy
	}
}

func TestLicenceRows(t *testing.T) {
	tests := []struct {
		name  string
		rows  []string
		moved []int // rows the first lines belong to (see rowsLater)
		want  map[string]string
	}{
		{
			// Belgian licence: "1." to "5." lost, "4a." and "4b." read on
			// lines of their own first.
			"field numbers lost",
			[]string{
				"700:4a.", "696:4b.",
				"504:PERMIS DE CONDUIRE / RIJBEWIJS", "498:ROYAUME DE BELGIQUE",
				"834:PEETERS", "830:ELISE", "824:27.03.1955 BRUXELLES",
				"820:08.02.2013 4c. Bruxelles", "816:07.02.2023", "812:J325949884", "797:i gs 9. AM/B1/B",
			},
			[]int{7, 8},
			map[string]string{
				"issuing_country": "BE", "document_number": "J325949884", "document_date_of_issue": "2013-02-08",
				"document_expiry_date": "2023-02-07", "document_issuing_authority": "Bruxelles",
				"surname": "PEETERS", "given_name": "ELISE", "date_of_birth": "1955-03-27", "place_of_birth": "BRUXELLES",
			},
		},
		{
			// British licence: field numbers misread as debris before the
			// dates, "4c." as "dK".
			"field numbers misread",
			[]string{
				"533:DRIVING LICENCE", "534:UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND",
				"842:FFORDE", "841:CHARLOTTE ELIZABETH", "840:01.06.2003 GLASGOW",
				"739:fo. =: 12.06.2007 dK DVLA", "740:t. 11.06.2022", "842:FFORD056013C9DK", "833:> aw a 9.AM/BI/B",
			},
			nil,
			map[string]string{
				"issuing_country": "GB", "document_number": "FFORD056013C9DK", "document_date_of_issue": "2007-06-12",
				"document_expiry_date": "2022-06-11", "document_issuing_authority": "DVLA",
				"surname": "FFORDE", "given_name": "CHARLOTTE ELIZABETH", "date_of_birth": "2003-06-01", "place_of_birth": "GLASGOW",
			},
		},
		{
			// Dates out of licence order are not the licence rows: only
			// the header's country is read.
			"dates out of order",
			[]string{
				"533:DRIVING LICENCE", "534:UNITED KINGDOM", "842:FFORDE", "841:CHARLOTTE",
				"840:01.06.2003 GLASGOW", "739:11.06.2022 DVLA", "740:12.06.2007", "842:FFORD056013C9DK",
			},
			nil,
			map[string]string{
				"issuing_country": "GB", "document_number": "", "document_date_of_issue": "",
				"document_expiry_date": "", "document_issuing_authority": "",
				"surname": "", "given_name": "", "date_of_birth": "", "place_of_birth": "",
			},
		},
		{
			// Without a licence title three dates in a row are not read as
			// licence rows.
			"no licence title",
			[]string{
				"533:RESIDENCE CERTIFICATE", "842:FFORDE", "841:CHARLOTTE",
				"840:01.06.2003 GLASGOW", "739:12.06.2007 DVLA", "740:11.06.2022", "842:FFORD056013C9DK",
			},
			nil,
			map[string]string{
				"issuing_country": "", "document_number": "", "document_date_of_issue": "",
				"document_expiry_date": "", "document_issuing_authority": "",
				"surname": "", "given_name": "", "date_of_birth": "", "place_of_birth": "",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := gridPage(t, tt.rows...)
			rowsLater(p, tt.moved...)
			got := fieldMap(merge(nil, readZone(&reading.Document{Pages: []*layout.Page{p}})))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("readZone(%s) mismatch (-want +got):\n%s", tt.name, diff)
			}
		})
	}
}

func TestDropJunk(t *testing.T) {
	tests := []struct{ in, want string }{
		{"4a. 08.02.2013", "08.02.2013"},
		{"fo. =: 12.06.2007 dK DVLA", "12.06.2007 dK DVLA"},
		{"dK DVLA", "DVLA"},
		{"4 Antwerpen", "Antwerpen"},
		{"‘> 04.08.2040", "04.08.2040"},
		{"DE SMET", "DE SMET"},
		{"10. x", ""},
		{"Landeshauptstadt Stuttgart", "Landeshauptstadt Stuttgart"},
	}
	for _, tt := range tests {
		if got := dropJunk(tt.in); got != tt.want {
			t.Errorf("dropJunk(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestUSRows(t *testing.T) {
	tests := []struct {
		name string
		rows []string
		want map[string]string
	}{
		{
			// New York: every label garbled; the number in digit groups.
			"labels garbled",
			[]string{
				"760:DRIVER LICENSE", "105:NEW YORK", "944:USA", "418:p 225 963 630",
				"187:a exrP 03/09/2030 iss 03/10/2025", "195:E 1N JOHNSON", "196:% j pN MICHAEL",
				"429:1208 LINCOLN BLVD", "232:[a ALBANY, NY 12207", "430:poe 09/16/1990 class C",
			},
			map[string]string{
				"issuing_country": "US", "document_number": "225 963 630", "document_date_of_issue": "2025-03-10",
				"document_expiry_date": "2030-03-09", "document_issuing_authority": "",
				"surname": "JOHNSON", "given_name": "MICHAEL", "date_of_birth": "1990-09-16", "place_of_birth": "",
			},
		},
		{
			// Ohio: labels read right, two-word given names.
			"labels read",
			[]string{
				"1316:DRIVER LICENSE", "1621:USA", "710:LIC# YT329848", "713:EXP 10/09/2027 ISS 10/10/2022",
				"717:LN NGUYEN", "720:FN DAVID LEE", "723:7154 PINE ST APT 4", "731:DOB 11/14/1947 CLASS C",
			},
			map[string]string{
				"issuing_country": "US", "document_number": "YT329848", "document_date_of_issue": "2022-10-10",
				"document_expiry_date": "2027-10-09", "document_issuing_authority": "",
				"surname": "NGUYEN", "given_name": "DAVID LEE", "date_of_birth": "1947-11-14", "place_of_birth": "",
			},
		},
		{
			// A fourth date: the order of three dates no longer tells
			// them apart, and garbled labels give nothing.
			"four dates",
			[]string{
				"1316:DRIVER LICENSE", "1621:USA", "710:uic# YT329848", "713:exrP 10/09/2027 iss 10/10/2022",
				"717:tN NGUYEN", "720:en DAVID", "731:poe 11/14/1947 CLASS C", "731:UNDER 21 UNTIL 11/14/1968",
			},
			map[string]string{
				"issuing_country": "US", "document_number": "", "document_date_of_issue": "2022-10-10",
				"document_expiry_date": "", "document_issuing_authority": "",
				"surname": "", "given_name": "", "date_of_birth": "", "place_of_birth": "",
			},
		},
		{
			// Arizona: the issue date lost, the ghost portrait's birth
			// date "02/01/57" (a two-digit year) left: no three dates;
			// the expiry beside its label, a garbled "4a ISS" after it.
			"a ghost date with a two-digit year",
			[]string{
				"1316:DRIVER LICENSE", "1621:USA", "710:«DLN 12345678", "713:3. DOB 02/01/1957",
				"717:+ SAMPLE", "720:2 JELANI", "723:«exp 02/01/2018 sass 01/1 012 43", "731:45SEX M 18 EYESBRO", "900:aS 02/01/57",
			},
			map[string]string{
				"issuing_country": "US", "document_number": "12345678", "document_date_of_issue": "",
				"document_expiry_date": "2018-02-01", "document_issuing_authority": "",
				"surname": "", "given_name": "JELANI", "date_of_birth": "1957-02-01", "place_of_birth": "",
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := gridPage(t, tt.rows...)
			got := fieldMap(merge(nil, readZone(&reading.Document{Pages: []*layout.Page{p}})))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("readZone(%s) mismatch (-want +got):\n%s", tt.name, diff)
			}
		})
	}
}

// TestLicenceRowsColumn: values read from a licence page turned a little,
// as OCR gave them: the authority beside the issue row sits half a row
// higher, between the birth and issue rows, and opens with "4c." read as
// "Ac"; on another licence the number row was lost, leaving the
// categories' row two rows below the expiry.
func TestLicenceRowsColumn(t *testing.T) {
	fr := gridPage(t, "507:PERMIS DE CONDUIRE", "511:REPUBLIQUE FRANCAISE", "833:D'ARTOIS", "835:CELINE",
		"840:24/11/1954 LYON", "846:10/11/2017", "844:09/11/2032", "850:X2SH8CTWU2Z", "1327:Ac Préfecture du Nord")
	l := &fr.Lines[8] // the authority: beside the issue row (row 5), its middle above that row's top
	l.Box.Top, l.Box.Bottom = 30*5-8, 30*5+4
	ie := gridPage(t, "314:CEADUNAS TIOMANA DRIVING LICENCE", "516:O'SULLIVAN", "516:SIOBHAN", "514:09.09.1953 DUBLIN",
		"510:28.09.2020 4c. NDLS", "514:27.09.2030", "508:Pe ibs Oca 9. AM/BLB")
	cats := &ie.Lines[len(ie.Lines)-1] // two rows below the expiry: the number row was lost
	cats.Box.Top += 30
	cats.Box.Bottom += 30
	// A French licence whose issue row OCR joined with the taller
	// authority beside it, so that it starts higher, 4c. read as "Ac";
	// "5," and © for C before the number.
	fr2 := gridPage(t, "275:PERMIS DE CONDUIRE", "278:REPUBLIQUE FRANCAISE", "415:I. LEFEVRE", "415:2. CELINE",
		"417:3 14/11/2005 LYON", "419:4a. 15/06/2023 Ac Préfecture de Police", "421:4b. 14/06/2033", "424:5, ©455315589")
	fr2.Lines[5].Box.Top -= 14
	tests := []struct {
		name string
		page *layout.Page
		want map[string]string
	}{
		{"a taller joined row", fr2, map[string]string{
			"issuing_country": "FR", "document_number": "C455315589", "document_date_of_issue": "2023-06-15",
			"document_expiry_date": "2033-06-14", "document_issuing_authority": "Préfecture de Police",
			"surname": "LEFEVRE", "given_name": "CELINE", "date_of_birth": "2005-11-14", "place_of_birth": "LYON",
		}},
		{"authority beside, half a row up", fr, map[string]string{
			"issuing_country": "FR", "document_number": "X2SH8CTWU2Z", "document_date_of_issue": "2017-11-10",
			"document_expiry_date": "2032-11-09", "document_issuing_authority": "Préfecture du Nord",
			"surname": "D'ARTOIS", "given_name": "CELINE", "date_of_birth": "1954-11-24", "place_of_birth": "LYON",
		}},
		{"number row lost", ie, map[string]string{
			"issuing_country": "", "document_number": "", "document_date_of_issue": "2020-09-28",
			"document_expiry_date": "2030-09-27", "document_issuing_authority": "NDLS",
			"surname": "O'SULLIVAN", "given_name": "SIOBHAN", "date_of_birth": "1953-09-09", "place_of_birth": "DUBLIN",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := fieldMap(merge(nil, readZone(&reading.Document{Pages: []*layout.Page{tt.page}})))
			if diff := cmp.Diff(tt.want, got); diff != "" {
				t.Errorf("readZone(%s) mismatch (-want +got):\n%s", tt.name, diff)
			}
		})
	}
}
