package organisationdoc

import (
	"github.com/docextract/docextract/extract/layout"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/keyvalue"
)

func TestRoster(t *testing.T) {
	type person struct{ Name, Role, Address string }
	tests := []struct {
		name, text string
		want       []person
	}{
		{
			name: "Czech výpis: roles over entries, births, addresses and qualifiers",
			text: "Právní forma: | Společnost s ručením omezeným\n" +
				"Statutární orgán: | jednatel:\n" +
				"| JANA NĚMCOVÁ, dat. nar. 24. května 1962\n" +
				"| Na Poříčí 2837/15, Nusle, 190 00 Praha 9\n" +
				"| Den vzniku funkce: 13. dubna 2004\n" +
				"Počet členů: | 1\n" +
				"Společníci: | Společník:\n" +
				"| Jiří Černý, dat. nar. 5. prosince 1956\n" +
				"| Podíl: Vklad: 1,- Kč, Splaceno: 100 %\n" +
				"Základní kapitál: | 1,- Kč\n" +
				"| Petr Dvořák, dat. nar. 1. ledna 1970",
			want: []person{
				{"JANA NĚMCOVÁ", "Jednatel", "Na Poříčí 2837/15, Nusle, 190 00 Praha 9"},
				{"Jiří Černý", "Společník", ""},
			},
		},
		{
			name: "English print of a register: a role in brackets, entries under one label",
			text: "Board of directors | Kirsten Holm (Chairman) | Joined 10.03.2015\n" +
				"| Hellerupvej 131, 2900 Hellerup\n" +
				"| Signe Møller | Joined 01.01.2013\n" +
				"Ownership\n" +
				"Beneficial owners | Rasmus Nielsen | Ownership 100%",
			want: []person{
				{"Kirsten Holm", "Chairman", "Hellerupvej 131, 2900 Hellerup"},
				{"Signe Møller", "Board of directors", ""},
				{"Rasmus Nielsen", "Beneficial owners", ""},
			},
		},
		{
			name: "Croatian izvadak: labels wrapped in their column, roles after a dash",
			text: "PRAVNI OBLIK: | jednostavno društvo s ograničenom odgovornošću\n" +
				"OSNIVAČI/ČLANOVI | Marko Horvat, OIB: 58700171752\n" +
				"DRUŠTVA: | Osijek, Ulica Europske avenije 187\n" +
				"| - član društva\n" +
				"OSOBE OVLAŠTENE ZA | Marija Vuković, OIB: 50062061900\n" +
				"ZASTUPANJE: | Varaždin, Optujska ulica 62\n" +
				"| - član uprave - direktor\n" +
				"| - zastupa društvo pojedinačno i samostalno\n" +
				"TEMELJNI KAPITAL: | 1,00 euro",
			want: []person{
				{"Marko Horvat", "član društva", "Osijek, Ulica Europske avenije 187"},
				{"Marija Vuković", "član uprave - direktor", "Varaždin, Optujska ulica 62"},
			},
		},
	}
	for _, tt := range tests {
		var got []person
		for _, p := range roster(keyvalue.Rows(pageOf(tt.text))) {
			got = append(got, person{p.Name.Value, p.Role.Value, p.Address.Value})
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%s: roster mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}

func TestRosterEntry(t *testing.T) {
	tests := []struct {
		in, name, role string
		ok             bool
	}{
		{"JANA NĚMCOVÁ, dat. nar. 24. května 1962", "JANA NĚMCOVÁ", "", true},
		{"DUBOIS , Renée", "Renée DUBOIS", "", true},
		{"Żak, Agnieszka, ur. 1970", "Agnieszka Żak", "", true},
		{"Kirsten Holm (Chairman)", "Kirsten Holm", "Chairman", true},
		{"Maria da Silva", "Maria da Silva", "", true},
		{"Nom, prénoms", "", "", false},
		{"Rappresentante dell'impresa", "", "", false},
		{"Na Poříčí 2837/15", "", "", false},
		{"Den vzniku funkce: 13. dubna 2004", "", "", false},
		{"Jednatel", "", "", false},
	}
	for _, tt := range tests {
		name, role, ok := rosterEntry(tt.in)
		if name != tt.name || role != tt.role || ok != tt.ok {
			t.Errorf("rosterEntry(%q) = %q, %q, %v; want %q, %q, %v", tt.in, name, role, ok, tt.name, tt.role, tt.ok)
		}
	}
}

func TestLabelledPersons(t *testing.T) {
	text := "Rubryka 1 - Organ uprawniony do reprezentowania podmiotu\n" +
		"1.Nazwisko / Nazwa lub firma || ŁUKASZEWSKI\n" +
		"2.Imiona || ŁUKASZ\n" +
		"3.Numer PESEL/REGON || 72110239058\n" +
		"4.Funkcja w organie reprezentującym || PREZES ZARZĄDU\n" +
		"2 1.Nazwisko / Nazwa lub firma || WÓJCIK\n" +
		"2.Imiona || ANNA MARIA\n" +
		"4.Funkcja w organie reprezentującym || CZŁONEK ZARZĄDU\n" +
		"1.Nazwisko || \n"
	type person struct{ Name, Role string }
	var got []person
	for _, p := range labelledPersons(keyvalue.Rows(pageOf(text))) {
		got = append(got, person{p.Name.Value, p.Role.Value})
	}
	want := []person{{"ŁUKASZ ŁUKASZEWSKI", "PREZES ZARZĄDU"}, {"ANNA MARIA WÓJCIK", "CZŁONEK ZARZĄDU"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("labelledPersons mismatch (-want +got):\n%s", diff)
	}
}

// TestLabelledPersonsColon: a person's name after its label and a colon,
// the role after its own (the Serbian APR's extract), or in the next cell
// (the Receita Federal's QSA, its role's code dropped, its label misread); a company under a
// name label is nobody.
func TestLabelledPersonsColon(t *testing.T) {
	text := "Zakonski zastupnici - fizička lica\n" +
		"Ime i prezime: Ana Marković | JMBG: 2011972818541\n" +
		"Funkcija: Direktor | Način zastupanja: Samostalno\n" +
		"Članovi društva\n" +
		"Ime i prezime: Vladimir Pavlović | JMBG: 2707996833619\n" +
		"Udeo: 50,00%\n" +
		"Ime i prezime: KOSMAJ GRADNJA DOO\n" +
		"Nome/Nome Empresarial: | RAFAEL DOS SANTOS\n" +
		"Qualificagao: | 49-Sócio-Administrador\n"
	type person struct{ Name, Role string }
	var got []person
	for _, p := range labelledPersons(keyvalue.Rows(pageOf(text))) {
		got = append(got, person{p.Name.Value, p.Role.Value})
	}
	want := []person{{"Ana Marković", "Direktor"}, {"Vladimir Pavlović", ""}, {"RAFAEL DOS SANTOS", "Sócio-Administrador"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("labelledPersons mismatch (-want +got):\n%s", diff)
	}
}

// TestPersonNameSwissOrigin: the Swiss register's origin and residence
// after a name are not part of it.
func TestPersonNameSwissOrigin(t *testing.T) {
	for in, want := range map[string]string{
		"Rossi, Francesca, da Mendrisio, in Bellinzona": "Francesca Rossi",
		"Dupont, Noël, de Nyon, à Morges":               "Noël Dupont",
		"Müller, Hans, von Basel, in Zürich":            "Hans Müller",
	} {
		if got := personName(in); got != want {
			t.Errorf("personName(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestSectionPeople: under a people section's title, rows of a name and a
// labelled detail (AJPES's "HORVAT NINA | Funkcija: direktor"), each with
// its address on the line under it; the section ends at a title of
// another kind.
func TestSectionPeople(t *testing.T) {
	text := "Datum vpisa | 14.12.2004.\n" +
		"Zastopniki\n" +
		"HORVAT NINA | Funkcija: direktor\n" +
		"Mariborska cesta 140b, 3000 Celje\n" +
		"Način zastopanja: samostojno; datum vpisa: 14.12.2004.\n" +
		"MLAKAR MOJCA | Funkcija: prokurist\n" +
		"Družbeniki\n" +
		"NOVAK LUKA | Vložek: 7.500,00 EUR\n" +
		"Seidlova cesta 63, 8000 Novo mesto\n" +
		"Dejavnost\n" +
		"KRAJNC ANA | Vložek: 100,00 EUR"
	type person struct{ Name, Role, Address string }
	var got []person
	for _, p := range sectionPeople(keyvalue.Rows(pageOf(text))) {
		got = append(got, person{p.Name.Value, p.Role.Value, p.Address.Value})
	}
	want := []person{
		{"HORVAT NINA", "direktor", "Mariborska cesta 140b, 3000 Celje"},
		{"MLAKAR MOJCA", "prokurist", ""},
		{"NOVAK LUKA", "Družbeniki", "Seidlova cesta 63, 8000 Novo mesto"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("sectionPeople mismatch (-want +got):\n%s", diff)
	}
}

// TestRolePairsNameFirst: rows of a name, then its role (in one language
// or two) and the date of appointment.
func TestRolePairsNameFirst(t *testing.T) {
	text := "Valdymo organai\n" +
		"Andrius Vasiliauskas | Direktorius | 2006-12-24\n" +
		"Valde / Board\n" +
		"Inese Bērziņa | Valdes loceklis / Board member\n" +
		"Rīga | Latvija"
	type person struct{ Name, Role string }
	var got []person
	for _, p := range rolePairs(keyvalue.Rows(pageOf(text))) {
		got = append(got, person{p.Name.Value, p.Role.Value})
	}
	want := []person{{"Andrius Vasiliauskas", "Direktorius"}, {"Inese Bērziņa", "Valdes loceklis"}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("rolePairs mismatch (-want +got):\n%s", diff)
	}
}

// TestUnlabelled: a table's heading row read as a person is no person.
func TestUnlabelled(t *testing.T) {
	ps := []Person{
		{Name: layout.Field{Value: "Name"}, Role: layout.Field{Value: "No. of Shares"}},
		{Name: layout.Field{Value: "LIM HUI LING"}, Role: layout.Field{Value: "DIRECTOR"}},
	}
	got := unlabelled(ps)
	if len(got) != 1 || got[0].Name.Value != "LIM HUI LING" {
		t.Errorf("unlabelled = %+v, want LIM HUI LING alone", got)
	}
}

// TestHeadedListsNumberFirst: a register's English print that heads each
// group of officers with their roles, joined by a comma, and lists each
// person's national number before the name, in its own cell or read into
// the name's (Bolagsverket's certificate of registration).
func TestHeadedListsNumberFirst(t *testing.T) {
	text := "BOARD MEMBERS, MANAGING DIRECTOR, DEPUTIES\n" +
		"Member of the board, chairman\n" +
		"19650429-7265 | Nyström, Elin\n" +
		"Tallstigen 23, 211 46 MALMÖ\n" +
		"Member of the board\n" +
		"19590325-3192 Ek, Måns\n" +
		"19511215-7127 | Lindberg, Björn\n" +
		"AUDITOR\n" +
		"556007-1218 Revisionsbyrån Norrsken KB"
	type person struct{ Name, Role string }
	var got []person
	for _, p := range headedLists(keyvalue.Rows(pageOf(text))) {
		got = append(got, person{p.Name.Value, p.Role.Value})
	}
	want := []person{
		{"Elin Nyström", "Member of the board, chairman"},
		{"Måns Ek", "Member of the board"},
		{"Björn Lindberg", "Member of the board"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("headedLists mismatch (-want +got):\n%s", diff)
	}
}

// TestRanHeadings: an officers table whose column headings recognition
// ran into one cell ("ID Nationality Position Held Date", its ID read "Ip"),
// its rows' values under each heading, an address on a labelled line
// under its person's row.
func TestRanHeadings(t *testing.T) {
	type w struct {
		text string
		left float64
	}
	lines := [][]w{
		{{"Officers", 40}},
		{{"Name", 40}, {"Ip", 400}, {"Nationality", 430}, {"Position", 514}, {"Held", 566}, {"Date", 608}},
		{{"LIM", 40}, {"HUI", 64}, {"LING", 88}, {"S1", 400}, {"SG", 430}, {"DIRECTOR", 514}, {"01/07/2011", 608}},
		{{"Address:", 52}, {"160", 106}, {"ROBINSON", 130}, {"ROAD,", 184}, {"SINGAPORE", 218}, {"068914", 276}},
		{{"TAN", 40}, {"WEI", 64}, {"MING", 88}, {"S2", 400}, {"SG", 430}, {"SECRETARY", 514}, {"02/08/2012", 608}},
	}
	p := &layout.Page{Number: 1, Width: 842, Height: 842, Source: layout.SourceTextLayer}
	for i, ws := range lines {
		y := 40 + 14*float64(i)
		var l layout.Line
		for _, x := range ws {
			b := layout.Box{Left: x.left, Top: y, Right: x.left + 6*float64(len(x.text)), Bottom: y + 10}
			l.Words = append(l.Words, layout.Word{Text: x.text, Box: b, Confidence: 1})
			l.Box = l.Box.Union(b)
		}
		l.Confidence = 1
		p.Lines = append(p.Lines, l)
	}
	type person struct{ Name, Role, Address string }
	var got []person
	for _, p := range listedPeople(keyvalue.Rows(p)) {
		got = append(got, person{p.Name.Value, p.Role.Value, p.Address.Value})
	}
	want := []person{{"LIM HUI LING", "DIRECTOR", "160 ROBINSON ROAD, SINGAPORE 068914"}, {"TAN WEI MING", "SECRETARY", ""}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("listedPeople mismatch (-want +got):\n%s", diff)
	}
}

// TestNameBlocks: officers listed one block each under their name, family
// name first, with labelled details in a grid (Companies House's officers
// page); a name without a role under it is nobody's block.
func TestNameBlocks(t *testing.T) {
	text := "Officers\n" +
		"PATTERSON, Mohammed Ali\n" +
		"Correspondence address\n" +
		"17 High Street, Leeds, England, LS1 4BH\n" +
		"Role ACTIVE | Date of birth | Appointed on\n" +
		"Director | September 1973 | 27 October 2018\n" +
		"Nationality | Country of residence | Occupation\n" +
		"British | England | Director\n" +
		"SHARMA, Thomas Edward\n" +
		"Correspondence address\n" +
		"Kemp House, 78 Station Road, Reading, RG1 5CH\n" +
		"Role ACTIVE | Appointed on\n" +
		"Secretary | 27 October 2018\n" +
		"WALKER, Hemi\n" +
		"Filed on 3 May 2020\n"
	type person struct{ Name, Role, Address string }
	var got []person
	for _, p := range nameBlocks(keyvalue.Rows(pageOf(text))) {
		got = append(got, person{p.Name.Value, p.Role.Value, p.Address.Value})
	}
	want := []person{
		{"Mohammed Ali PATTERSON", "Director", "17 High Street, Leeds, England, LS1 4BH"},
		{"Thomas Edward SHARMA", "Secretary", "Kemp House, 78 Station Road, Reading, RG1 5CH"},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("nameBlocks mismatch (-want +got):\n%s", diff)
	}
}

// TestTitledPeople: officers each under a role label and its value, the
// name and the address on the rows under it (Florida's entity detail); a
// registered agent's name under no role label is no officer.
func TestTitledPeople(t *testing.T) {
	text := "Registered Agent Name & Address\n" +
		"KOWALSKI, JENNIFER\n" +
		"8422 SE 17TH ST\n" +
		"FORT LAUDERDALE, FL 33339\n" +
		"Authorized Person(s) Detail\n" +
		"Name & Address\n" +
		"Title MGR\n" +
		"SCHWARTZ, DAVID\n" +
		"2228 N ANDREWS AVE\n" +
		"FORT LAUDERDALE, FL 33344\n" +
		"Title AMBR\n" +
		"DELGADO, KEVIN\n" +
		"Annual Reports\n" +
		"Title VP\n" +
		"ACME HOLDINGS LLC\n"
	type person struct{ Name, Role, Address string }
	var got []person
	for _, p := range titledPeople(keyvalue.Rows(pageOf(text))) {
		got = append(got, person{p.Name.Value, p.Role.Value, p.Address.Value})
	}
	want := []person{
		{"DAVID SCHWARTZ", "MGR", "2228 N ANDREWS AVE, FORT LAUDERDALE, FL 33344"},
		{"KEVIN DELGADO", "AMBR", ""},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("titledPeople mismatch (-want +got):\n%s", diff)
	}
}
