package receipt

import (
	"context"
	"errors"
	"strings"
	"testing"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/keyvalue"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/money"
	"github.com/docextract/docextract/extract/reading"
	"github.com/google/go-cmp/cmp"
)

// slip builds an OCR page of a till slip: one line per entry, read at a
// confidence of 0.95. " | " parts a line into far-apart parts (a price at
// the right); a line that starts with "^" is printed twice as tall; a
// part that starts with "~" was read at a confidence of 0.2 (marks, a
// logo).
// Characters are 10 units wide, lines 20 units high and 30 apart.
func slip(lines ...string) *layout.Page {
	p := &layout.Page{Number: 1, Source: layout.SourceOCR, Width: 600, Height: float64(40 * (len(lines) + 1))}
	y := 10.0
	for _, s := range lines {
		h := 20.0
		if strings.HasPrefix(s, "^") {
			s, h = s[1:], 40
		}
		parts := strings.Split(s, " | ")
		x := 20.0
		for k, part := range parts {
			conf := 0.95
			if strings.HasPrefix(part, "~") {
				part, conf = part[1:], 0.2
			}
			if k > 0 {
				// The last part ends at the slip's right edge.
				x = max(x+150, 560-10*float64(len(part)))
			}
			var l layout.Line
			l.Confidence = conf
			for _, w := range strings.Fields(part) {
				b := layout.Box{Left: x, Top: y, Right: x + 10*float64(len([]rune(w))), Bottom: y + h}
				l.Words = append(l.Words, layout.Word{Text: w, Box: b, Confidence: conf})
				l.Box = l.Box.Union(b)
				x = b.Right + 10
			}
			p.Lines = append(p.Lines, l)
		}
		y += h + 10
	}
	return p
}

// read extracts the receipt fields of pages built by slip, without a
// reader: nothing is read again.
func read(t *testing.T, lines ...string) (map[string]string, [][4]string, error) {
	t.Helper()
	doc := &reading.Document{Pages: []*layout.Page{slip(lines...)}}
	v, err := extract(context.Background(), doc, doctype.Env{})
	if err != nil {
		return nil, nil, err
	}
	got := map[string]string{}
	for name, f := range v.Fields {
		got[name] = f.Value
	}
	var items [][4]string
	for _, it := range v.Lists["line_items"] {
		items = append(items, [4]string{it.Get("description").Value, it.Get("quantity").Value, it.Get("unit_price").Value, it.Get("amount").Value})
	}
	return got, items, nil
}

func TestMerchant(t *testing.T) {
	tests := []struct {
		name          string
		lines         []string
		wantName      string
		wantAddress   string
		wantTaxID     string
		wantPhone     string
		wantReceiptNo string
	}{
		{
			name: "name, street, town, phone, VAT number",
			lines: []string{"Marigold Market", "152 St John's Road", "LONDON", "SW1M 5RK", "Tel. 664 591 4872", "VAT No. GB575934593",
				"10/12/2025 08:48", "Receipt No. 212665", "BREAD | 2.50", "TOTAL GBP | 2.50", "CARD | 2.50"},
			wantName: "Marigold Market", wantAddress: "152 St John's Road, LONDON, SW1M 5RK", wantTaxID: "GB575934593",
			wantPhone: "664 591 4872", wantReceiptNo: "212665",
		},
		{
			name: "a taller street line is no name",
			lines: []string{"Clachan", "^34 Kingley Street", "W1B 5QH", "26 Feb 2016 15:20", "Meantime Pale | 5.10",
				"Total | 5.10", "Card Payment | 5.10"},
			wantName: "Clachan", wantAddress: "34 Kingley Street, W1B 5QH",
		},
		{
			name: "a taller name wins over the first line",
			lines: []string{"Welcome to", "^Copper Bakery", "1129 W 5th St", "Austin, TX 78701", "01/20/2026 8:00 PM",
				"PASTA | 3.65", "TOTAL | $3.65", "VISA | 3.65"},
			wantName: "Copper Bakery", wantAddress: "1129 W 5th St, Austin, TX 78701",
		},
		{
			// SROIE-style: a logo's words above the company, its registration
			// number under it, the address down to an unlabelled phone line.
			name: "legal name under a logo, registration number, phone line",
			lines: []string{"^tan woon yann", "BOOK TA .K (TAMAN DAYA) SDN BHD", "(789417-W)", "NO.53 55,57 & 59, JALAN SAGU 18,",
				"TAMAN DAYA,", "81100 JOHOR BAHRU,", "+607-355 1234", "Date : 25/12/2018 8:13:39 PM", "KF MODELLING CLAY | 9.00",
				"Total : | 9.00", "Cash | 10.00", "Change | 1.00"},
			wantName:    "BOOK TA .K (TAMAN DAYA) SDN BHD",
			wantAddress: "NO.53 55,57 & 59, JALAN SAGU 18, TAMAN DAYA, 81100 JOHOR BAHRU",
		},
		{
			name: "labelled registration number and phone with one-letter labels",
			lines: []string{"HON HWA HARDWARE TRADING", "Company Reg. No. : 001055194", "NO 37, JALAN MANIS 7, TAMAN SEGAR,",
				"56100 CHERAS, KUALA LUMPUR.", "T: 03-2093 7358 F: 03-2093 7359", "21/09/2017 10:20:37 AM",
				"ALUMINIUM ROD | 5.40", "Total Inclusive GST: | 5.40", "CASH | 5.40"},
			wantName:    "HON HWA HARDWARE TRADING",
			wantAddress: "NO 37, JALAN MANIS 7, TAMAN SEGAR, 56100 CHERAS, KUALA LUMPUR.",
		},
		{
			name: "marks under the name are skipped",
			lines: []string{"SYL ROASTED DELIGHTS SDN. BHD.", "~TERA I-W", "75, JALAN SS 22/19, DAMANSARA JAYA, 47400 PJ",
				"TEL . 03-7731 8169", "Date. 06/03/2018", "BRAISED PORK | 14.00", "TOTAL | 14.00", "CASH | 14.00"},
			wantName: "SYL ROASTED DELIGHTS SDN. BHD.", wantAddress: "75, JALAN SS 22/19, DAMANSARA JAYA, 47400 PJ",
			wantPhone: "03-7731 8169",
		},
		{
			name: "marks beside the centred lines",
			lines: []string{"4 | Marigold Market | ~Ss", "Hauptstraße 167 | ~5 pee", "50890 Köln | ~é Sh", "Tels. 156 946 9216",
				"19.12.2025 19:20 Uhr", "BROETCHEN | 20,60", "SUMME EUR | 20,60", "KARTE | 20,60"},
			wantName: "Marigold Market", wantAddress: "Hauptstraße 167, 50890 Köln",
		},
		{
			name:     "a title is no name",
			lines:    []string{"RECEIPT", "Vireo Market", "138 Mill Lane", "MANCHESTER", "03/12/25 12:47", "BREAD | 3.00", "TOTAL | 3.00", "CASH | 3.00"},
			wantName: "Vireo Market", wantAddress: "138 Mill Lane, MANCHESTER",
		},
		{
			// The shop's trade under its name is no address line; the GST
			// number's label ends the address (a Malaysian GST till).
			name: "the trade under the name, the GST ID after the address",
			lines: []string{"THREE STOOGES", "BISTRO & CAFE", "109, SS21/1A,", "DAMANSARA UTAMA", "GST ID : 001661886464",
				"BIZDATE: 12/03/2018", "1 HH TIGER 12 GLASSES | 145.00", "TOTAL | 145.00", "CASH | 145.00"},
			wantName: "THREE STOOGES", wantAddress: "109, SS21/1A, DAMANSARA UTAMA", wantTaxID: "001661886464",
		},
		{
			name:     "a street line of letters alone is the address",
			lines:    []string{"Copper Bakery", "Kingsway", "LEEDS", "LS2 6AZ", "17/09/25 13:09", "BREAD | 3.00", "TOTAL | 3.00", "CASH | 3.00"},
			wantName: "Copper Bakery", wantAddress: "Kingsway, LEEDS, LS2 6AZ",
		},
		{
			name: "a dollar sign inside an address word is an S",
			lines: []string{"THREE STOOGES", "109, $S21/1A,", "DAMANSARA UTAMA", "BIZDATE: 12/03/2018", "1 HH TIGER | 145.00",
				"TOTAL | 145.00", "CASH | 145.00"},
			wantName: "THREE STOOGES", wantAddress: "109, SS21/1A, DAMANSARA UTAMA",
		},
		{
			name: "marks after the postcode end the address",
			lines: []string{"Clachan", "34 Kingley Street", "W1B 5QH", "~7ZA177466-P0S-03", "Sylvia | 26 Feb 2016 15:20",
				"Meantime Pale | 5.10", "Total | 5.10", "Card Payment | 5.10"},
			wantName: "Clachan", wantAddress: "34 Kingley Street, W1B 5QH",
		},
	}
	for _, tt := range tests {
		got, _, err := read(t, tt.lines...)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		want := map[string]string{"merchant_name": tt.wantName, "merchant_address": tt.wantAddress, "merchant_tax_id": tt.wantTaxID,
			"merchant_phone": tt.wantPhone, "receipt_number": tt.wantReceiptNo}
		for name := range want {
			if got[name] != want[name] {
				t.Errorf("%s: %s = %q, want %q", tt.name, name, got[name], want[name])
			}
		}
	}
}

func TestTotals(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  map[string]string // subtotal, tax_amount, tip_amount, total_amount
	}{
		{
			name:  "the last TOTAL: the card slip repeats it",
			lines: []string{"Linden Deli", "20/12/25 10:02", "MILK | 4.45", "SUBTOTAL | 4.45", "TAX 8% | 0.36", "TOTAL | 4.81", "VISA | 4.81", "TOTAL | 4.81"},
			want:  map[string]string{"subtotal": "4.45", "tax_amount": "0.36", "total_amount": "4.81"},
		},
		{
			name:  "total with its currency, VAT summary after it",
			lines: []string{"Marigold Market", "10/12/2025 08:48", "BREAD WHITE | 27.90", "TOTAL GBP | 71.35", "CARD | 71.35", "Net | 59.46", "VAT 20% | 11.89"},
			want:  map[string]string{"subtotal": "59.46", "tax_amount": "11.89", "total_amount": "71.35"},
		},
		{
			name:  "tip before the total",
			lines: []string{"Copper Cafe", "01/11/2026 4:41 PM", "FLAT WHITE | 4.70", "SUBTOTAL | 4.70", "TIP | 1.00", "TOTAL | 5.70", "CASH | 10.00", "CHANGE | 4.30"},
			want:  map[string]string{"subtotal": "4.70", "tip_amount": "1.00", "total_amount": "5.70"},
		},
		{
			name: "German comma decimals",
			lines: []string{"Bäckerei Pinecrest", "Hauptstraße 167", "50890 Köln", "19.12.2025 19:20 Uhr", "BROETCHEN | 20,60",
				"SUMME EUR | 20,60", "KARTE | 20,60", "MwSt. 19% | 3,29"},
			want: map[string]string{"tax_amount": "3.29", "total_amount": "20.60"},
		},
		{
			// A VAT summary prints each rate's net, tax and gross; the
			// gross is no tax.
			name: "VAT summary: net, tax, and the gross that is no tax",
			lines: []string{"Clachan", "34 Kingley Street", "26 Feb 2016 15:20", "Meantime Pale | 10.20", "20% VAT Net | 8.50",
				"20% VAT | 1.70", "20% VAT Total | 10.20", "Total | £10.20", "Card Payment | £10.20", "20% VAT included | £1.70"},
			want: map[string]string{"subtotal": "8.50", "tax_amount": "1.70", "total_amount": "10.20"},
		},
		{
			name: "NET TOTAL after the tax is what was paid",
			lines: []string{"THREE STOOGES", "109, SS21/1A,", "BIZDATE: 12/03/2018", "BILL DT: 12/03/2018 10:25:49 PM",
				"1 HH GUINESS 12 GLASSES | 150.00", "2 SUB TOTAL | 150.00", "GST 6% | 9.00", "NET TOTAL | 159.00"},
			want: map[string]string{"subtotal": "150.00", "tax_amount": "9.00", "total_amount": "159.00"},
		},
		{
			name: "a label ending in TOTAL with a misread first word",
			lines: []string{"BOOK TA .K (TAMAN DAYA) SDN BHD", "Date : 25/12/2018 8:13:39 PM", "KF MODELLING CLAY | 9.00",
				"Total : | 4 UO", "Round: :d Total (RM): | 9.00", "Cash | 10.00", "CHANGE | 1.00"},
			want: map[string]string{"total_amount": "9.00"},
		},
		{
			// The points of the subtotal and the tax lost on a scan, a dash
			// for the subtotal's colon, the total's 5 read as 6: the
			// subtotal plus the tax is 54.50.
			name: "lost points, a leader read as a dash, a total one slip from what was paid",
			lines: []string{"SYL ROASTED DELIGHTS SDN. BHD.", "Date. 06/03/2018 12:06:00", "BRAISED PORK | 2.0 | 7.00 | 14.00",
				"ROAST PORK | 1.0 | 12.00 | 12.00", "Total Sales (Excluding GST) - | 5142", "Discount | 0.00", "Total GST . | 308",
				"Total Sales (Inclusive of GST) | 64.50"},
			want: map[string]string{"subtotal": "51.42", "tax_amount": "3.08", "total_amount": "54.50"},
		},
		{
			name: "a total one slip from the cash less the change",
			lines: []string{"Marigold Deli", "07/03/2026 13:47", "CHEDDAR 400G | 14.90", "FREE RANGE EGGS | 27.00", "TOTAL GBP | 426.85",
				"CASH | 130.00", "CHANGE | 3.15"},
			want: map[string]string{"total_amount": "126.85"},
		},
		{
			name: "a total more than one slip from what was paid stands",
			lines: []string{"Marigold Deli", "07/03/2026 13:47", "CHEDDAR 400G | 14.90", "FREE RANGE EGGS | 27.00", "TOTAL GBP | 422.85",
				"CASH | 130.00", "CHANGE | 3.15"},
			want: map[string]string{"total_amount": "422.85"},
		},
		{
			name:  "bare numbers are no prices where the slip prints few",
			lines: []string{"Copper Cafe", "01/11/2026 4:41 PM", "FLAT WHITE | 4.70", "Total GST | 308", "TOTAL | 4.70"},
			want:  map[string]string{"total_amount": "4.70"},
		},
	}
	for _, tt := range tests {
		got, _, err := read(t, tt.lines...)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		for _, name := range []string{"subtotal", "tax_amount", "tip_amount", "total_amount"} {
			if got[name] != tt.want[name] {
				t.Errorf("%s: %s = %q, want %q", tt.name, name, got[name], tt.want[name])
			}
		}
	}
}

func TestPayment(t *testing.T) {
	tests := []struct {
		name       string
		pay        []string
		wantMethod string
		wantLast4  string
	}{
		{"card name and masked number", []string{"VISA | 9.00", "************8512"}, "card", "8512"},
		{"X's with spaces", []string{"CARD | 9.00", "XXXX XXXX XXXX 1234"}, "card", "1234"},
		{"ending in", []string{"Mastercard ending in 4321 | 9.00"}, "card", "4321"},
		{"German card", []string{"KARTE | 9,00"}, "card", ""},
		{"cash and change", []string{"CASH | 10.00", "CHANGE | 1.00"}, "cash", ""},
		{"Spanish cash", []string{"EFECTIVO | 10,00", "CAMBIO | 1,00"}, "cash", ""},
		{"nothing said", []string{"Thank you"}, "", ""},
	}
	for _, tt := range tests {
		lines := append([]string{"Corvid Bakery", "19/10/25 15:04", "BANANAS | 9.00", "TOTAL | 9.00"}, tt.pay...)
		got, _, err := read(t, lines...)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if got["payment_method"] != tt.wantMethod || got["card_last4"] != tt.wantLast4 {
			t.Errorf("%s: payment %q, last four %q; want %q, %q", tt.name, got["payment_method"], got["card_last4"], tt.wantMethod, tt.wantLast4)
		}
	}
}

func TestDateAndTime(t *testing.T) {
	tests := []struct {
		line               string
		country            string // a line that says where the shop is
		wantDate, wantTime string
	}{
		{"10/12/2025 08:48", "", "2025-12-10", "08:48"},
		{"Date : 25/12/2018 8:13:39 PM", "", "2018-12-25", "20:13:39"},
		{"12-01-18 13:05", "", "2018-01-12", "13:05"},
		{"12 JAN 2018 9.05 pm", "", "2018-01-12", "21:05"},
		{"26 Feb 2016 15:20", "", "2016-02-26", "15:20"},
		{"19.12.2025 19:20 Uhr", "", "2025-12-19", "19:20"},
		{"09/11/25 08h49", "", "2025-11-09", "08:49"},
		{"01/20/2026 8:00 PM", "Austin, TX 78701", "2026-01-20", "20:00"},
		{"01/11/2026 4:41:54 PM", "Springfield, IL 62704", "2026-01-11", "16:41:54"},
	}
	for _, tt := range tests {
		lines := []string{"Copper Bakery", "12 Elm Street"}
		if tt.country != "" {
			lines = append(lines, tt.country)
		}
		lines = append(lines, tt.line, "PASTA | 3.65", "TOTAL | 3.65", "CASH | 5.00")
		got, _, err := read(t, lines...)
		if err != nil {
			t.Errorf("%q: %v", tt.line, err)
			continue
		}
		if got["transaction_date"] != tt.wantDate || got["transaction_time"] != tt.wantTime {
			t.Errorf("%q: date %q, time %q; want %q, %q", tt.line, got["transaction_date"], got["transaction_time"], tt.wantDate, tt.wantTime)
		}
	}
}

func TestItems(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
		want  [][4]string // description, quantity, unit price, amount
	}{
		{
			name:  "one line each, up to the totals",
			lines: []string{"BREAD WHITE | 3.00", "ORANGE JUICE | 9.15", "TOTAL GBP | 12.15"},
			want:  [][4]string{{"BREAD WHITE", "", "", "3.00"}, {"ORANGE JUICE", "", "", "9.15"}},
		},
		{
			name:  "quantity and unit price on the line before",
			lines: []string{"3 x 9.30", "BREAD WHITE | 27.90", "DISH SOAP | 8.30", "TOTAL | 36.20"},
			want:  [][4]string{{"BREAD WHITE", "3", "9.30", "27.90"}, {"DISH SOAP", "", "", "8.30"}},
		},
		{
			name:  "quantity and unit price in a column of their own",
			lines: []string{"FLAT WHITE | 4 x 7.60 | 30.40", "TOTAL | 30.40"},
			want:  [][4]string{{"FLAT WHITE", "4", "7.60", "30.40"}},
		},
		{
			name:  "marks between the name and the price",
			lines: []string{"CHICKEN BREAST | La ae ae. er os | 34.25", "TOTAL | 34.25"},
			want:  [][4]string{{"CHICKEN BREAST", "", "", "34.25"}},
		},
		{
			name:  "an amount one digit off quantity x price",
			lines: []string{"3 x 9.30", "BREAD WHITE | 27.99", "TOTAL | 27.90"},
			want:  [][4]string{{"BREAD WHITE", "3", "9.30", "27.90"}},
		},
		{
			name:  "a count before the name",
			lines: []string{"QTY ITEM | AMOUNT", "1 HH TIGER 12 GLASSES | 145.00", "2 HH GUINESS | 300.00", "SUB TOTAL | 445.00", "TOTAL | 445.00"},
			want:  [][4]string{{"HH TIGER 12 GLASSES", "1", "", "145.00"}, {"HH GUINESS", "2", "", "300.00"}},
		},
		{
			name:  "payment and cashier lines are no items",
			lines: []string{"COFFEE | 2.50", "Cashier: Anna | 1", "TOTAL | 2.50", "CASH | 5.00"},
			want:  [][4]string{{"COFFEE", "", "", "2.50"}},
		},
		{
			name:  "the amount lost after quantity and unit price: their product",
			lines: []string{"TOMATOES | 5 x 14.75 | 13, 7/5\"", "ORANGE JUICE | 9.15", "TOTAL | 82.90"},
			want:  [][4]string{{"TOMATOES", "5", "14.75", "73.75"}, {"ORANGE JUICE", "", "", "9.15"}},
		},
		{
			name:  "a quantity row whose count was read as a word ending in x",
			lines: []string{"Bex | 6,85", "EMMENTAL RAPE | 20,55", "Bex) | 14,55", "BAGUETTE | 72,75", "za x 5,55", "TOMATES | 11,10", "TOTAL TTC | 104,40"},
			want:  [][4]string{{"EMMENTAL RAPE", "3", "6.85", "20.55"}, {"BAGUETTE", "5", "14.55", "72.75"}, {"TOMATES", "2", "5.55", "11.10"}},
		},
		{
			name:  "a short item whose price divides the next one's is an item",
			lines: []string{"TEA | 2.00", "COFFEE | 4.00", "BOX | 1.50", "CAKE | 2.25", "TOTAL | 9.75"},
			want:  [][4]string{{"TEA", "", "", "2.00"}, {"COFFEE", "", "", "4.00"}, {"BOX", "", "", "1.50"}, {"CAKE", "", "", "2.25"}},
		},
		{
			name:  "marks before the total's label",
			lines: []string{"BUTTER | 6,45", "ee } SUMME EUR | 6,45", "KARTE 6,45"},
			want:  [][4]string{{"BUTTER", "", "", "6.45"}},
		},
		{
			name:  "comma decimals",
			lines: []string{"KAFFEE BOHNEN | 14,55", "BUTTER | 6,45", "SUMME EUR | 21,00"},
			want:  [][4]string{{"KAFFEE BOHNEN", "", "", "14.55"}, {"BUTTER", "", "", "6.45"}},
		},
	}
	for _, tt := range tests {
		lines := append([]string{"Vireo Market", "138 Mill Lane", "03/12/25 12:47"}, tt.lines...)
		lines = append(lines, "CASH | 500.00")
		_, got, err := read(t, lines...)
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: items mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}

func TestRefusal(t *testing.T) {
	tests := []struct {
		name  string
		lines []string
	}{
		{"no total", []string{"Marigold Market", "10/12/2025 08:48", "BREAD | 2.50", "CASH | 2.50"}},
		{"no title, payment or time", []string{"Marigold Market", "10/12/2025", "BREAD | 2.50", "TOTAL | 2.50"}},
		{"an invoice", []string{"INVOICE", "Invoice number: 2024-001", "Invoice date: 10/12/2025", "Consulting | 900.00", "Total | 900.00"}},
	}
	for _, tt := range tests {
		if _, _, err := read(t, tt.lines...); !errors.Is(err, ErrNoEvidence) {
			t.Errorf("%s: error %v, want ErrNoEvidence", tt.name, err)
		}
	}
}

func TestReadAmount(t *testing.T) {
	tests := []struct {
		text string
		dec  rune
		want string // "" when text is no price
	}{
		{"3.40 -", '.', "3.40"},
		{"3,65 .", '.', "3.65"},
		{"12,05", ',', "12,05"},
		{"1,234.56", '.', "1234.56"},
		{"110.00", 0, "110.00"},
		{"9 .", '.', ""},
		{"1 1 14 701413", '.', ""},
		{"4.444", '.', ""},
	}
	for _, tt := range tests {
		got, ok := readAmount(tt.text, tt.dec)
		if got != tt.want || ok != (tt.want != "") {
			t.Errorf("readAmount(%q, %q) = %q, %v; want %q", tt.text, tt.dec, got, ok, tt.want)
		}
	}
}

func TestRowRules(t *testing.T) {
	tests := []struct {
		text                     string
		phone, registration, law bool
	}{
		{text: "+603-91 30 2672", phone: true},
		{text: "T: 03-2093 7358 F: 03-2093 7359", phone: true},
		{text: "Tels. 1975 196-9558", phone: true},
		{text: "56100 CHERAS, KUALA LUMPUR."},
		{text: "SW1M 5RK"},
		{text: "(913144-A)", registration: true},
		{text: "122703:", registration: true},
		{text: "Company Reg. No. : 001055194", registration: true},
		{text: "LONDON"},
		{text: "BENS INDEPENDENT GROCER SDN. BHD", law: true},
		{text: "Acme Widgets Ltd", law: true},
		{text: "Marigold Market"},
	}
	for _, tt := range tests {
		if got := phoneRow(tt.text); got != tt.phone {
			t.Errorf("phoneRow(%q) = %v, want %v", tt.text, got, tt.phone)
		}
		if got := registration(tt.text); got != tt.registration {
			t.Errorf("registration(%q) = %v, want %v", tt.text, got, tt.registration)
		}
		if got := legalName(tt.text); got != tt.law {
			t.Errorf("legalName(%q) = %v, want %v", tt.text, got, tt.law)
		}
	}
}

// TestSlip checks the fixture: a far-apart price is a cell of its own.
func TestSlip(t *testing.T) {
	rows := keyvalue.Rows(slip("BREAD WHITE | 27.90", "TOTAL"))
	var got [][]string
	for _, r := range rows {
		var cells []string
		for _, c := range r.Cells {
			cells = append(cells, c.Text)
		}
		got = append(got, cells)
	}
	want := [][]string{{"BREAD WHITE", "27.90"}, {"TOTAL"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("slip rows mismatch (-want +got):\n%s", diff)
	}
}

func TestMaskedLast4(t *testing.T) {
	tests := []struct {
		text string
		want string // "" when text is no masked card number
	}{
		{"************8512", "8512"},
		{"** ******1 11952", "1952"},
		{"XXXXXXXXXXXX1234", "1234"},
		{"1 5 52********6297", "6297"},
		{"5 ***       8071", "8071"},
		{"*  *3     17440", "7440"},
		{"1 1222*******1", ""},
		{"9* *** ****5293 7", ""},
		{"0000000031010", ""},
		{"1 16 96 92", ""},
	}
	for _, tt := range tests {
		got, ok := maskedLast4(tt.text)
		if got != tt.want || ok != (tt.want != "") {
			t.Errorf("maskedLast4(%q) = %q, %v; want %q", tt.text, got, ok, tt.want)
		}
	}
}

func TestShare(t *testing.T) {
	tests := []struct {
		a, rate, base string
		want          string
	}{
		{"70.45", "19", "119", "11.25"}, // German VAT included at 19%
		{"55.30", "8", "100", "4.42"},   // US sales tax added at 8%
		{"10.20", "20", "120", "1.70"},
		{"52.50", "7", "107", "3.43"},
	}
	for _, tt := range tests {
		a, _ := money.Parse(tt.a)
		rate, _ := money.Parse(tt.rate)
		base, _ := money.Parse(tt.base)
		got, ok := share(a, rate, base)
		if !ok || got.String() != tt.want {
			t.Errorf("share(%s, %s, %s) = %s, %v; want %s", tt.a, tt.rate, tt.base, got, ok, tt.want)
		}
	}
}
