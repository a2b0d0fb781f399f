package docgen

import "fmt"

// Numbers, names and places of the British, Indian, Singapore and New
// Zealand organisation documents in dev_org6.go.

// sgNRIC returns a Singapore NRIC number of a citizen born before 2000
// (S) or after (T): seven digits and a check letter from the digits
// weighted 2 7 6 5 4 3 2, plus 4 for T, modulo 11 (ICA's scheme as
// described on en.wikipedia.org 'National Registration Identity Card').
func (g *gen) sgNRIC(prefix byte) string {
	d := g.digits(7)
	w := []int{2, 7, 6, 5, 4, 3, 2}
	sum := 0
	for i, v := range d {
		sum += v * w[i]
	}
	if prefix == 'T' {
		sum += 4
	}
	return string(prefix) + digitString(d) + string("JZIHGFEDCBA"[sum%11])
}

// sgUEN returns the unique entity number ACRA gives a local company: the
// year of incorporation, five digits and a letter (acra.gov.sg 'UEN':
// yyyynnnnnX). The letter's rule is not published; it is drawn.
func (g *gen) sgUEN(year int) string {
	return fmt.Sprintf("%d%s", year, g.fill("99999")) + string("CDEGHKMNRWZ"[g.r.IntN(11)])
}

// org6SGPeople are names of Singapore residents as ACRA prints them.
var org6SGPeople = []string{"TAN WEI MING", "LIM HUI LING", "NG KAH SENG", "WONG MEI XIN", "NURUL AISYAH BINTE AHMAD", "MUHAMMAD FAIZAL BIN ISMAIL", "RAJESH S/O KUMARASAMY", "PRIYA D/O RAMAN", "GOH CHOON KIAT", "CHUA SHU FEN", "ONG BOON HUAT"}

// org6SGAddresses are Singapore business addresses: street line, unit,
// building, postcode.
var org6SGAddresses = [][3]string{
	{"10 ANSON ROAD", "INTERNATIONAL PLAZA", "079903"},
	{"1 RAFFLES PLACE", "ONE RAFFLES PLACE", "048616"},
	{"8 EU TONG SEN STREET", "THE CENTRAL", "059818"},
	{"160 ROBINSON ROAD", "SBF CENTER", "068914"},
	{"3 FRASER STREET", "DUO TOWER", "189352"},
	{"71 UBI ROAD 1", "OXLEY BIZHUB", "408732"},
	{"2 WOODLANDS SECTOR 1", "WOODLANDS SPECTRUM", "738068"},
}

// sgAddress draws an address as ACRA prints it: street, unit number,
// building, then SINGAPORE and the postcode.
func (g *gen) sgAddress() []string {
	a := pick(g.r, org6SGAddresses)
	return []string{fmt.Sprintf("%s #%02d-%02d", a[0], 1+g.r.IntN(30), 1+g.r.IntN(20)), a[1], "SINGAPORE " + a[2]}
}

// nzNZBN returns a New Zealand Business Number: thirteen digits, the GS1
// prefix 94 29 of New Zealand's numbers, the last a GS1 check digit (the
// first twelve weighted 1 3 1 3 …; nzbn.govt.nz 'What is an NZBN').
func (g *gen) nzNZBN() string {
	d := append(digitsOfString("9429"), g.digits(8)...)
	return digitString(append(d, org6GS1Check(d)))
}

// org6GS1Check is the GS1 check digit of twelve digits.
func org6GS1Check(d []int) int {
	sum := 0
	for i, v := range d {
		if i%2 == 1 {
			v *= 3
		}
		sum += v
	}
	return (10 - sum%10) % 10
}

// org6NZPeople are New Zealand names, Māori and Pākehā.
var org6NZPeople = namePool{
	givens:   []string{"Aroha", "Tama", "Hemi", "Sarah", "James", "Olivia", "Liam", "Mere", "Wiremu", "Charlotte", "Ngaire"},
	surnames: []string{"Ngata", "Parata", "Smith", "Williams", "Te Whare", "Walker", "Thompson", "Hohaia", "McKenzie", "Brown"},
}

// org6NZPlaces are New Zealand suburbs, towns and postcodes.
var org6NZPlaces = []struct{ suburb, town, pc string }{
	{"Ponsonby", "Auckland", "1011"}, {"Newmarket", "Auckland", "1023"}, {"Te Aro", "Wellington", "6011"},
	{"Riccarton", "Christchurch", "8011"}, {"Frankton", "Hamilton", "3204"}, {"Mount Maunganui", "Tauranga", "3116"},
}

// org6NZStreets are New Zealand street names.
var org6NZStreets = []string{"Queen Street", "Ponsonby Road", "Cuba Street", "Lambton Quay", "Riccarton Road", "Victoria Street", "Maunganui Road", "Karangahape Road"}

// nzAddress draws an address as the Companies Register prints it: unit
// or level, number and street, suburb, town and postcode, New Zealand.
func (g *gen) nzAddress() []string {
	pl := pick(g.r, org6NZPlaces)
	st := fmt.Sprintf("%d %s", 1+g.r.IntN(300), pick(g.r, org6NZStreets))
	if g.chance(0.35) {
		st = fmt.Sprintf("Level %d, %s", 1+g.r.IntN(12), st)
	}
	return []string{st, pl.suburb, pl.town + " " + pl.pc, "New Zealand"}
}
