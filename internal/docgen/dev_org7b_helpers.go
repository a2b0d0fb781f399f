package docgen

import (
	"fmt"
	"time"
)

// Numbers, names and places of the Serbian, Albanian, Icelandic and
// Liechtenstein organisation documents in dev_org7b.go.

// org7bRSMB returns the eight-digit matični broj of a Serbian company, the
// register number the statistical office gives: seven digits and a
// modulo-11 check digit over them weighted 2 7 6 5 4 3 2 (a remainder of
// 0 gives 0, of 1 no valid number, else 11 minus it), as the
// oblakstudio serbian-validators package checks it (its example
// 66143627; the Republic of Serbia's own MB 17858459 passes it).
func (g *gen) org7bRSMB() string {
	for {
		d := g.digits(7)
		// Companies founded since the APR register opened in 2005 have
		// numbers 20… and 21… (an approximation from published numbers,
		// for plausibility only); older ones begin 0… or 1….
		d[0], d[1] = 2, g.r.IntN(2)
		c, ok := org7bRSMBCheck(d)
		if ok {
			return digitString(append(d, c))
		}
	}
}

// org7bRSMBCheck is the check digit of a matični broj's first seven
// digits; ok is false when the remainder 1 leaves no valid digit.
func org7bRSMBCheck(d []int) (int, bool) {
	w := []int{2, 7, 6, 5, 4, 3, 2}
	sum := 0
	for i, v := range d {
		sum += v * w[i]
	}
	switch r := sum % 11; r {
	case 0:
		return 0, true
	case 1:
		return 0, false
	default:
		return 11 - r, true
	}
}

// org7bRSPIB returns a Serbian poreski identifikacioni broj: nine digits, the
// last an ISO 7064 MOD 11,10 check digit (the stdnum package's rs/pib,
// published example 101134702). Companies' numbers begin 1.
func (g *gen) org7bRSPIB() string {
	d := g.digits(8)
	d[0] = 1
	return digitString(append(d, mod1110(d)))
}

// org7bRSJMBG returns the jedinstveni matični broj građana of a person born on
// b: DDMMYYY, a region (71–79 for Belgrade and central Serbia, 80–89 for
// Vojvodina), a serial (000–499 men, 500–999 women) and a check digit
// over the twelve weighted 7 6 5 4 3 2 7 6 5 4 3 2 (11 minus the sum
// modulo 11; 10 and 11 give 0), per the Zakon o jedinstvenom matičnom
// broju građana as the stdnum package's ba/jmbg applies it (its example
// 2206978816007).
func (g *gen) org7bRSJMBG(b time.Time, female bool) string {
	serial := g.r.IntN(500)
	if female {
		serial += 500
	}
	s := fmt.Sprintf("%02d%02d%03d%02d%03d", b.Day(), b.Month(), b.Year()%1000, 71+g.r.IntN(19), serial)
	return s + fmt.Sprint(org7bJMBGCheck(digitsOfString(s)))
}

// org7bJMBGCheck is the JMBG check digit of twelve digits.
func org7bJMBGCheck(d []int) int {
	w := []int{7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2}
	sum := 0
	for i, v := range d {
		sum += v * w[i]
	}
	c := 11 - sum%11
	if c > 9 {
		c = 0
	}
	return c
}

// org7bALNUIS returns the numri unik i identifikimit të subjektit (NUIS, the
// NIPT) the National Business Center gives a company registered on reg:
// a letter for the decade (J the 1990s, K the 2000s, L the 2010s, M the
// 2020s), the year's last digit, the month plus 12 in Tirana and plus 24
// elsewhere, the day, a three-digit serial and a check letter
// (stdnum al/nipt and lookuptax.com 'Albania TIN & NIPT Guide'). The
// letter's rule is not published; it is drawn.
func (g *gen) org7bALNUIS(reg time.Time, tirana bool) string {
	m := int(reg.Month()) + 24
	if tirana {
		m = int(reg.Month()) + 12
	}
	dec := string(rune('A' + (reg.Year()-1900)/10))
	return fmt.Sprintf("%s%d%02d%02d%s%s", dec, reg.Year()%10, m, reg.Day(), g.fill("999"), g.fill("A"))
}

// org7bISKennitala returns an Icelandic kennitala for a date: DDMMYY (the day
// plus 40 for a company or other legal person), two serial digits (20–99),
// a check digit that makes the first nine digits weighted 3 2 7 6 5 4 3 2 1
// a multiple of 11 (stems needing 10 are drawn again), and the century (9
// for the 1900s, 0 for the 2000s) — Registers Iceland's scheme as the
// stdnum package's is/kennitala checks it; the npm kennitala package's
// company example 6010100890 passes it).
func (g *gen) org7bISKennitala(t time.Time, company bool) string {
	dd := t.Day()
	if company {
		dd += 40
	}
	for {
		s := fmt.Sprintf("%02d%02d%02d%02d", dd, t.Month(), t.Year()%100, 20+g.r.IntN(80))
		d := digitsOfString(s)
		w := []int{3, 2, 7, 6, 5, 4, 3, 2}
		sum := 0
		for i, v := range d {
			sum += v * w[i]
		}
		c := (11 - sum%11) % 11
		if c == 10 {
			continue
		}
		century := 0
		if t.Year() < 2000 {
			century = 9
		}
		return fmt.Sprintf("%s-%s%d%d", s[:6], s[6:], c, century)
	}
}

// org7bLIFLNumber returns a Liechtenstein register number FL-0002.nnn.nnn-n
// (the FL-0002 block holds most current entries; the check digit's rule is
// not published, so it is drawn: docs of openregistry.sophymarine.com
// 'Liechtenstein' and topograph.co 'Business registers in Liechtenstein').
func (g *gen) org7bLIFLNumber() string {
	return fmt.Sprintf("FL-0002.%03d.%s-%d", 500+g.r.IntN(200), g.fill("999"), g.r.IntN(10))
}

// Name pools.
var (
	org7bRSPeople = namePool{
		givens:   []string{"Marko", "Nikola", "Stefan", "Miloš", "Dragan", "Vladimir", "Milica", "Jelena", "Ana", "Ivana", "Jovana", "Tamara"},
		surnames: []string{"Petrović", "Jovanović", "Nikolić", "Đorđević", "Stojanović", "Marković", "Ilić", "Pavlović", "Živković", "Savić", "Todorović", "Kostić"},
	}
	org7bALPeople = namePool{
		givens:   []string{"Arben", "Erion", "Gentian", "Klodian", "Besnik", "Dritan", "Blerina", "Elira", "Mirela", "Anila", "Ermira", "Fatjon"},
		surnames: []string{"Hoxha", "Shehu", "Dervishi", "Çela", "Leka", "Gjoka", "Kola", "Basha", "Muça", "Prifti", "Zeneli", "Bregu"},
	}
	// Icelandic patronymics agree with the bearer's sex.
	org7bISMen = namePool{
		givens:   []string{"Jón", "Sigurður", "Guðmundur", "Gunnar", "Ólafur", "Einar", "Þórður", "Kristján", "Ævar"},
		surnames: []string{"Sigurðsson", "Jónsson", "Guðmundsson", "Ólafsson", "Einarsson", "Þórðarson", "Magnússon", "Stefánsson", "Hallgrímsson"},
	}
	org7bISWomen = namePool{
		givens:   []string{"Guðrún", "Sigríður", "Kristín", "Anna", "Helga", "Þórunn", "Ragnheiður", "Ásdís", "Hafdís"},
		surnames: []string{"Jónsdóttir", "Sigurðardóttir", "Guðmundsdóttir", "Ólafsdóttir", "Einarsdóttir", "Þórðardóttir", "Magnúsdóttir", "Stefánsdóttir", "Ævarsdóttir"},
	}
	org7bLIPeople = namePool{
		givens:   []string{"Thomas", "Markus", "Peter", "Martin", "Stefan", "Andrea", "Sabine", "Claudia", "Daniela", "Monika"},
		surnames: []string{"Beck", "Frick", "Hasler", "Marxer", "Ospelt", "Büchel", "Kaiser", "Wohlwend", "Batliner", "Negele", "Vogt", "Schädler"},
	}
)

// org7bRSPlaces are Serbian towns (with the Belgrade municipalities APR
// names beside the town), postcodes and streets.
var org7bRSPlaces = []struct {
	place, pc string
	streets   []string
}{
	{"Beograd-Vračar", "11000", []string{"Njegoševa", "Bulevar oslobođenja", "Kralja Milana", "Makenzijeva"}},
	{"Beograd-Novi Beograd", "11070", []string{"Bulevar Mihajla Pupina", "Omladinskih brigada", "Španskih boraca", "Milutina Milankovića"}},
	{"Beograd-Zemun", "11080", []string{"Glavna", "Cara Dušana", "Ugrinovačka"}},
	{"Novi Sad", "21000", []string{"Bulevar oslobođenja", "Zmaj Jovina", "Futoška", "Cara Lazara"}},
	{"Niš", "18000", []string{"Obrenovićeva", "Vožda Karađorđa", "Bulevar Nemanjića"}},
	{"Kragujevac", "34000", []string{"Kralja Petra I", "Svetozara Markovića", "Kneza Miloša"}},
	{"Subotica", "24000", []string{"Korzo", "Matije Korvina", "Segedinski put"}},
}

// org7bALPlaces are Albanian towns with postcodes, streets and the
// municipal unit Tirana's addresses name.
var org7bALPlaces = []struct {
	town, pc string
	tirana   bool
	streets  []string
}{
	{"Tiranë", "1001", true, []string{"Rruga e Kavajës", "Bulevardi Zogu I", "Rruga Myslym Shyri", "Rruga e Durrësit", "Rruga Ibrahim Rugova"}},
	{"Tiranë", "1019", true, []string{"Rruga Sami Frashëri", "Bulevardi Bajram Curri", "Rruga Abdyl Frashëri"}},
	{"Durrës", "2001", false, []string{"Rruga Tregtare", "Lagjja 4, Rruga Taulantia", "Bulevardi Epidamn"}},
	{"Shkodër", "4001", false, []string{"Rruga Kolë Idromeno", "Rruga 13 Dhjetori", "Bulevardi Skënderbeu"}},
	{"Vlorë", "9401", false, []string{"Rruga Sadik Zotaj", "Lagjja Pavarësia, Rruga Ismail Qemali"}},
	{"Korçë", "7001", false, []string{"Bulevardi Republika", "Rruga Fan Noli"}},
}

// org7bISPlaces are Icelandic postcodes and towns with streets (in the
// nominative; the register prints addresses so).
var org7bISPlaces = []struct {
	pc, town string
	streets  []string
}{
	{"101", "Reykjavík", []string{"Laugavegur", "Hverfisgata", "Skólavörðustígur", "Tryggvagata", "Borgartún"}},
	{"105", "Reykjavík", []string{"Borgartún", "Suðurlandsbraut", "Höfðatún"}},
	{"108", "Reykjavík", []string{"Síðumúli", "Ármúli", "Grensásvegur"}},
	{"200", "Kópavogur", []string{"Hamraborg", "Smáratorg", "Hlíðasmári"}},
	{"220", "Hafnarfjörður", []string{"Fjarðargata", "Strandgata", "Dalshraun"}},
	{"600", "Akureyri", []string{"Glerárgata", "Hafnarstræti", "Þórunnarstræti"}},
	{"400", "Ísafjörður", []string{"Hafnarstræti", "Aðalstræti"}},
}

// org7bISAddress draws an Icelandic address: street and number, postcode and
// town.
func (g *gen) org7bISAddress() []string {
	p := pick(g.r, org7bISPlaces)
	return []string{fmt.Sprintf("%s %d", pick(g.r, p.streets), 1+g.r.IntN(120)), p.pc + " " + p.town}
}

// org7bLIPlaces are the municipalities of Liechtenstein with postcodes and
// streets.
var org7bLIPlaces = []struct {
	town, pc string
	streets  []string
}{
	{"Vaduz", "9490", []string{"Städtle", "Aeulestrasse", "Landstrasse", "Austrasse", "Herrengasse", "Kirchstrasse"}},
	{"Schaan", "9494", []string{"Landstrasse", "Feldkircherstrasse", "Bahnstrasse", "Zollstrasse"}},
	{"Triesen", "9495", []string{"Landstrasse", "Dorfstrasse", "Meierhofstrasse"}},
	{"Balzers", "9496", []string{"Höfle", "Fürstenstrasse", "Egerta"}},
	{"Eschen", "9492", []string{"Essanestrasse", "Rennhofstrasse", "St. Martinsring"}},
	{"Ruggell", "9491", []string{"Industriestrasse", "Landstrasse"}},
}
