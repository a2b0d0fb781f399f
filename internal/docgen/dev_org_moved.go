package docgen

import (
	"fmt"
	"strings"
	"time"
)

// Organisation documents of the dev split that were the holdout's until
// 2026-11-29, when their last blind figure was 57.5% of 234 fields: a
// Swiss commercial register extract, a Polish KRS current extract and a
// Norwegian firmaattest.

func init() {
	register(
		&layout{name: "org_ch_handelsregister", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgCHRegister,
			source: "Swiss cantonal commercial register extract: contents per e-service.admin.ch (juspace, Basisinfo Handelsregister) and kmu.admin.ch/handelsregister; UID per HRegV art. 116 (lawbrary.ch); signing powers per notariatsdienste.ch/rechtsverbindliche-unterschrift"},
		&layout{name: "org_pl_krs_odpis", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgPLKRS,
			source: "KRS 'Odpis aktualny z rejestru przedsiębiorców': działy 1-6 per obywatel.gov.pl/zaswiadczenia-i-odpisy and e-odpisy.pl/krs.html; rubryki and pola per Rozporządzenie MS z 17.11.2014 (inforlex.pl)"},
		&layout{name: "org_no_firmaattest", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgNOFirmaattest,
			source: "Brønnøysundregistrene firmaattest from Foretaksregisteret: contents per brreg.no Samordnet registermelding guidance, apier.no (signaturrett, prokura, daglig leder, styreleder) and bidbax (registered vs established date)"},
	)
}

// chUID draws a Swiss enterprise identification number, CHE-123.456.789:
// eight digits and a check digit (weights 5 4 3 2 7 6 5 4, modulus 11; a
// remainder giving 10 is never assigned).
func (g *gen) chUID() string {
	for {
		d := g.digits(8)
		if d[0] == 0 {
			d[0] = 1
		}
		s := 0
		for i, w := range []int{5, 4, 3, 2, 7, 6, 5, 4} {
			s += d[i] * w
		}
		c := (11 - s%11) % 11
		if c == 10 {
			continue
		}
		n := digitString(d) + fmt.Sprint(c)
		return "CHE-" + n[:3] + "." + n[3:6] + "." + n[6:]
	}
}

// chRegisters are cantonal commercial registers with the language they
// keep the register in, the seat town, its postcode pattern, and places
// of origin and residence of the people entered.
var chRegisters = []struct {
	lang, office, city, pc string
	towns                  []string
}{
	{"de", "Handelsregisteramt des Kantons Zürich", "Zürich", "8099", []string{"Zürich", "Winterthur", "Küsnacht ZH", "Uster"}},
	{"de", "Handelsregisteramt des Kantons Bern", "Bern", "3099", []string{"Bern", "Thun", "Köniz", "Biel/Bienne"}},
	{"de", "Handelsregisteramt des Kantons Basel-Stadt", "Basel", "4099", []string{"Basel", "Riehen", "Allschwil", "Liestal"}},
	{"fr", "Registre du commerce du canton de Genève", "Genève", "1209", []string{"Genève", "Carouge GE", "Lancy", "Vernier"}},
	{"fr", "Registre du commerce du canton de Vaud", "Lausanne", "1009", []string{"Lausanne", "Morges", "Pully", "Nyon"}},
	{"it", "Registro di commercio del Cantone Ticino", "Lugano", "6909", []string{"Lugano", "Bellinzona", "Locarno", "Mendrisio"}},
}

// chLabels are the headings of a Swiss register extract in one language.
type chLabels struct {
	title, all, uid, nature, entry, deletion, carry, in, out               string
	name, seat, address, purpose, capital, paid, statutes, persons, role   string
	signing, journal, trNo, trDate, gazette, gazetteDate, origin, resident string
	streets                                                                []string
	purposes                                                               []string
}

var chLabelSets = map[string]chLabels{
	"de": {"Auszug", "Alle Eintragungen", "Identifikationsnummer", "Rechtsnatur", "Eintragung", "Löschung", "Übertrag", "Ei", "Lö",
		"Firma", "Sitz", "Domiziladresse", "Zweck", "Kapital (CHF)", "Liberierung (CHF)", "Statutendatum", "Personalien", "Funktion",
		"Zeichnungsart", "Tagesregister", "TR-Nr", "TR-Datum", "SHAB", "SHAB-Datum", "von", "in",
		[]string{"Bahnhofstrasse", "Seestrasse", "Dorfstrasse", "Löwenstrasse"},
		[]string{"Entwicklung, Herstellung und Vertrieb von Software sowie Beratung im Bereich der Informatik.", "Handel mit Lebensmitteln und Getränken aller Art sowie Betrieb von Gastronomiebetrieben.", "Erbringung von Treuhand- und Beratungsdienstleistungen für Unternehmen und Privatpersonen."}},
	"fr": {"Extrait", "Toutes les inscriptions", "Numéro d'identification", "Nature juridique", "Inscription", "Radiation", "Report", "In", "Ra",
		"Raison sociale", "Siège", "Adresse", "But", "Capital (CHF)", "Libération (CHF)", "Date des statuts", "Personnes", "Fonctions",
		"Mode de signature", "Journal", "No RJ", "Date RJ", "FOSC", "Date FOSC", "de", "à",
		[]string{"rue du Rhône", "avenue de la Gare", "rue de Lausanne", "chemin des Vignes"},
		[]string{"Développement et commercialisation de logiciels, conseils en informatique.", "Exploitation d'établissements publics, commerce de denrées alimentaires et de boissons.", "Services fiduciaires, comptabilité et conseils aux entreprises."}},
	"it": {"Estratto", "Tutte le iscrizioni", "Numero d'identificazione", "Forma giuridica", "Iscrizione", "Cancellazione", "Riporto", "Is", "Ca",
		"Ditta", "Sede", "Recapito", "Scopo", "Capitale (CHF)", "Liberazione (CHF)", "Data dello statuto", "Persone", "Funzioni",
		"Diritto di firma", "Giornale", "N. GR", "Data GR", "FUSC", "Data FUSC", "da", "in",
		[]string{"Via Nassa", "Corso Pestalozzi", "Via Cantonale", "Riva Albertolli"},
		[]string{"Sviluppo e commercio di software, consulenza informatica.", "Gestione di esercizi pubblici e commercio di generi alimentari e bevande.", "Servizi fiduciari, contabilità e consulenza aziendale."}},
}

// chForms are the Swiss company forms with their names and people's
// functions in each register language: [suffix, legal form, first role,
// further role].
var chForms = map[string][2][4]string{
	"de": {{"AG", "Aktiengesellschaft", "Präsident des Verwaltungsrates", "Mitglied des Verwaltungsrates"},
		{"GmbH", "Gesellschaft mit beschränkter Haftung", "Gesellschafter und Geschäftsführer", "Geschäftsführer"}},
	"fr": {{"SA", "société anonyme", "président du conseil d'administration", "membre du conseil d'administration"},
		{"Sàrl", "société à responsabilité limitée", "associé gérant", "gérant"}},
	"it": {{"SA", "società anonima", "presidente del consiglio d'amministrazione", "membro del consiglio d'amministrazione"},
		{"Sagl", "società a garanzia limitata", "socio e gerente", "gerente"}},
}

var chSigning = map[string][2]string{
	"de": {"Einzelunterschrift", "Kollektivunterschrift zu zweien"},
	"fr": {"signature individuelle", "signature collective à deux"},
	"it": {"firma individuale", "firma collettiva a due"},
}

// orgCHRegister imitates the extract of a cantonal commercial register
// (Handelsregisterauszug, extrait du registre du commerce, estratto del
// registro di commercio) in the canton's language: a head table with the
// UID (CHE-…), legal form and date of first entry, then every entry in
// ruled sections with a column for the entry and deletion reference
// (Firma, Sitz, Domiziladresse, Zweck, Kapital, Statutendatum), the
// people with "Personalien / Funktion / Zeichnungsart", and the daily
// register and gazette (SHAB) references; dates as 12.03.2015.
func (g *gen) orgCHRegister() *doc {
	fam := g.family()
	reg := pick(g.r, chRegisters)
	lab := chLabelSets[reg.lang]
	uid := g.chUID()
	entry := g.incDate()
	statutes := entry.AddDate(0, 0, -(4 + g.r.IntN(20)))
	ag := g.chance(0.55)
	form := chForms[reg.lang][1]
	if ag {
		form = chForms[reg.lang][0]
	}
	name := pick(g.r, newStems[reg.lang]) + " " + form[0]
	office := []string{fmt.Sprintf("%s %d", pick(g.r, lab.streets), 1+g.r.IntN(90)), g.fill(reg.pc) + " " + reg.city}
	nameCountry := map[string]string{"de": "DE", "fr": "FR", "it": "IT"}[reg.lang]
	people := g.officers(nameCountry, 1+g.r.IntN(3), []string{form[2], form[3]}, nil)
	d := &doc{trueType: TypeOrganisationDoc, lang: reg.lang, font: fam,
		description: "Synthetic Swiss commercial register extract (" + reg.lang + ")",
		fields: orgFields(name, nil, uid, []string{strings.NewReplacer("-", "", ".", "").Replace(uid), strings.ReplaceAll(uid, ".", "")}, reg.office,
			[]string{"Handelsregister", "Registre du commerce", "Registro di commercio", strings.Replace(reg.office, "Handelsregisteramt", "Handelsregister", 1)},
			"CH", &entry, nil, office, "", form[1], []string{form[0]}, persons(people))}
	d.notes = "incorporation_date: the date of the first entry (Eintragung / inscription / iscrizione); a company acquires legal personality on entry"
	d.page = g.newPage(210, 297, white)
	c := g.c
	grey := rgb(225, 225, 225)
	c.text(15, 16, reg.office, fam.bold, 11, black)
	c.textAlign(195, 16, lab.title, fam.bold, 14, black, alignRight)
	c.line(15, 19, 195, 19, 0.4, black)
	// Head table.
	heads := []string{lab.uid, lab.nature, lab.entry, lab.deletion, lab.carry}
	xs := []float64{16, 62, 118, 143, 165}
	c.rect(15, 22, 180, 6, grey)
	for i, h := range heads {
		c.text(xs[i], 26, h, fam.bold, 7.5, black)
	}
	c.frame(15, 22, 180, 13, 0.2, black)
	c.text(xs[0], 32.5, uid, fam.bold, 9, black)
	c.text(xs[1], 32.5, form[1], fam.regular, 8, black)
	c.text(xs[2], 32.5, fmtDate(entry, dsDots, "de"), fam.regular, 9, black)
	c.text(xs[4], 32.5, "-", fam.regular, 9, black)
	c.textAlign(105, 43, lab.all, fam.bold, 10, black, alignCenter)
	y := 50.0
	ref := 1
	// section draws a ruled heading and rows of (entry ref, cells).
	section := func(cols []float64, heads []string, rows [][]string) {
		c.rect(15, y-4.2, 180, 5.6, grey)
		c.text(16, y, lab.in, fam.bold, 7.5, black)
		c.text(23, y, lab.out, fam.bold, 7.5, black)
		for i, h := range heads {
			c.text(cols[i], y, h, fam.bold, 7.5, black)
		}
		y += 5.2
		for _, r := range rows {
			c.text(17, y, r[0], fam.regular, 8.5, black)
			next := y
			for i, cell := range r[1:] {
				w := 195 - cols[i] - 1
				if i+1 < len(cols) {
					w = cols[i+1] - cols[i] - 2
				}
				next = max(next, c.paragraph(cols[i], y, w, cell, fam.regular, 8.5, 3.9, black))
			}
			y = next + 0.6
			c.line(15, y-3, 195, y-3, 0.1, rgb(170, 170, 170))
		}
		y += 3
	}
	one := []float64{30}
	section(one, []string{lab.name}, [][]string{{fmt.Sprint(ref), name}})
	section(one, []string{lab.seat}, [][]string{{fmt.Sprint(ref), reg.city}})
	capital := pick(g.r, []float64{100000, 100000, 250000, 1000000})
	if !ag {
		capital = pick(g.r, []float64{20000, 20000, 50000})
	}
	swiss := strings.ReplaceAll(commas(int(capital)), ",", "'") + ".00"
	section([]float64{30, 80}, []string{lab.capital, lab.paid}, [][]string{{fmt.Sprint(ref), swiss, swiss}})
	section(one, []string{lab.address}, [][]string{{fmt.Sprint(ref), joinAddr(office)}})
	section(one, []string{lab.statutes}, [][]string{{fmt.Sprint(ref), fmtDate(statutes, dsDots, "de")}})
	section(one, []string{lab.purpose}, [][]string{{fmt.Sprint(ref), pick(g.r, lab.purposes)}})
	// A later entry (ref 2) may have added people after the first.
	later := entry.AddDate(1+g.r.IntN(3), g.r.IntN(12), 0)
	hasLater := len(people) > 1 && later.Before(g.today.AddDate(0, 0, -30))
	var rows [][]string
	sign := chSigning[reg.lang]
	for i, p := range people {
		who := fmt.Sprintf("%s, %s, %s %s, %s %s", p.sur, p.given, lab.origin, pick(g.r, reg.towns), lab.resident, pick(g.r, reg.towns))
		s := sign[0]
		if len(people) > 1 && i > 0 && g.chance(0.6) {
			s = sign[1]
		}
		if hasLater && i > 0 && (ref == 2 || g.chance(0.4)) {
			ref = 2
		}
		r := fmt.Sprint(ref)
		rows = append(rows, []string{r, who, p.Role, s})
	}
	section([]float64{30, 102, 158}, []string{lab.persons, lab.role, lab.signing}, rows)
	// Daily register and gazette references.
	c.rect(15, y-4.2, 180, 5.6, grey)
	jx := []float64{16, 30, 62, 100, 130}
	for i, h := range []string{lab.in, lab.trNo, lab.trDate, lab.gazette, lab.gazetteDate} {
		c.text(jx[i], y, h, fam.bold, 7.5, black)
	}
	y += 5.2
	gazette := entry.AddDate(0, 0, 3+g.r.IntN(4))
	c.text(jx[0]+1, y, "1", fam.regular, 8.5, black)
	c.text(jx[1], y, g.fill("99999"), fam.regular, 8.5, black)
	c.text(jx[2], y, fmtDate(entry, dsDots, "de"), fam.regular, 8.5, black)
	c.text(jx[3], y, fmt.Sprint(1+g.r.IntN(250)), fam.regular, 8.5, black)
	c.text(jx[4], y, fmtDate(gazette, dsDots, "de"), fam.regular, 8.5, black)
	if hasLater {
		y += 4.6
		c.text(jx[0]+1, y, "2", fam.regular, 8.5, black)
		c.text(jx[1], y, g.fill("99999"), fam.regular, 8.5, black)
		c.text(jx[2], y, fmtDate(later, dsDots, "de"), fam.regular, 8.5, black)
		c.text(jx[3], y, fmt.Sprint(1+g.r.IntN(250)), fam.regular, 8.5, black)
		c.text(jx[4], y, fmtDate(later.AddDate(0, 0, 4), dsDots, "de"), fam.regular, 8.5, black)
	}
	asof := g.today.AddDate(0, 0, -g.r.IntN(20))
	c.line(15, 280, 195, 280, 0.2, black)
	c.text(15, 285, reg.city+", "+fmtDate(asof, dsDots, "de"), fam.regular, 8, black)
	c.textAlign(195, 285, "1/1", fam.regular, 8, black, alignRight)
	return d
}

// plREGON draws a nine-digit REGON (weights 8 9 2 3 4 5 6 7, modulus 11,
// a remainder of 10 giving 0).
func (g *gen) plREGON() string {
	d := g.digits(8)
	s := 0
	for i, w := range []int{8, 9, 2, 3, 4, 5, 6, 7} {
		s += d[i] * w
	}
	return digitString(d) + fmt.Sprint(s%11%10)
}

// plNIP draws a ten-digit NIP (weights 6 5 7 2 3 4 5 6 7, modulus 11; a
// remainder of 10 is never assigned).
func (g *gen) plNIP() string {
	for {
		d := g.digits(9)
		if d[0] == 0 {
			d[0] = 5
		}
		s := 0
		for i, w := range []int{6, 5, 7, 2, 3, 4, 5, 6, 7} {
			s += d[i] * w
		}
		if s%11 != 10 {
			return digitString(d) + fmt.Sprint(s%11)
		}
	}
}

// plPESEL draws the PESEL of a person born on birth: YYMMDD (months plus
// 20 in the 2000s), four serial digits and a check digit (weights 1 3 7 9).
func (g *gen) plPESEL(birth time.Time) string {
	m := int(birth.Month())
	if birth.Year() >= 2000 {
		m += 20
	}
	s := fmt.Sprintf("%02d%02d%02d", birth.Year()%100, m, birth.Day()) + g.fill("9999")
	sum := 0
	for i, r := range s {
		sum += int(r-'0') * []int{1, 3, 7, 9}[i%4]
	}
	return s + fmt.Sprint((10-sum%10)%10)
}

// plCourts are registry courts of the KRS with the seat they serve.
var plCourts = []struct{ court, sig, woj, powiat, city, pc string }{
	{"SĄD REJONOWY DLA M. ST. WARSZAWY W WARSZAWIE, XII WYDZIAŁ GOSPODARCZY KRAJOWEGO REJESTRU SĄDOWEGO", "WA.XII", "MAZOWIECKIE", "M. ST. WARSZAWA", "WARSZAWA", "02-999"},
	{"SĄD REJONOWY DLA KRAKOWA-ŚRÓDMIEŚCIA W KRAKOWIE, XI WYDZIAŁ GOSPODARCZY KRAJOWEGO REJESTRU SĄDOWEGO", "KR.XI", "MAŁOPOLSKIE", "M. KRAKÓW", "KRAKÓW", "30-999"},
	{"SĄD REJONOWY POZNAŃ - NOWE MIASTO I WILDA W POZNANIU, VIII WYDZIAŁ GOSPODARCZY KRAJOWEGO REJESTRU SĄDOWEGO", "PO.VIII", "WIELKOPOLSKIE", "M. POZNAŃ", "POZNAŃ", "60-999"},
	{"SĄD REJONOWY GDAŃSK-PÓŁNOC W GDAŃSKU, VII WYDZIAŁ GOSPODARCZY KRAJOWEGO REJESTRU SĄDOWEGO", "GD.VII", "POMORSKIE", "M. GDAŃSK", "GDAŃSK", "80-999"},
	{"SĄD REJONOWY DLA WROCŁAWIA-FABRYCZNEJ WE WROCŁAWIU, VI WYDZIAŁ GOSPODARCZY KRAJOWEGO REJESTRU SĄDOWEGO", "WR.VI", "DOLNOŚLĄSKIE", "M. WROCŁAW", "WROCŁAW", "50-999"},
}

var plStems = []string{"Wisła Software", "Bursztyn Logistyka", "Złoty Kłos Piekarnia", "Tatry Budownictwo", "Mazurskie Smaki", "Orzeł Consulting"}

var plStreets = []string{"MARSZAŁKOWSKA", "PIOTRKOWSKA", "DŁUGA", "JANA PAWŁA II", "GRUNWALDZKA", "KOŚCIUSZKI"}

// orgPLKRS imitates the current extract (odpis aktualny) of the KRS
// register of entrepreneurs as printed from the Central Information: the
// KRS number and "Stan na dzień" time, the registry court and the date of
// registration in the KRS, then Dział 1 (form, REGON/NIP, firma, seat and
// address, articles, capital, shareholders) and Dział 2 (the board with
// surname, given names, PESEL and function, the way of representation,
// proxies) as numbered rubrics and fields in two columns, upper case
// values and dates as 15.04.2015.
func (g *gen) orgPLKRS() *doc {
	fam := pick(g.r, []family{families[0], families[2], families[4], families[0]})
	ct := pick(g.r, plCourts)
	regDate := randDate(g.r, g.today.AddDate(-20, 0, 0), g.today.AddDate(0, -2, 0))
	deed := regDate.AddDate(0, 0, -(7 + g.r.IntN(40)))
	krs := "0000" + g.fill("999999")
	sa := g.chance(0.2)
	form, short := "SPÓŁKA Z OGRANICZONĄ ODPOWIEDZIALNOŚCIĄ", "SP. Z O.O."
	if sa {
		form, short = "SPÓŁKA AKCYJNA", "S.A."
	}
	stem := strings.ToUpper(pick(g.r, plStems))
	name := stem + " " + form
	house := fmt.Sprint(1 + g.r.IntN(120))
	flat := ""
	if g.chance(0.5) {
		flat = fmt.Sprint(1 + g.r.IntN(40))
	}
	street := pick(g.r, plStreets)
	pc := g.fill(ct.pc)
	printedAddr := fmt.Sprintf("ul. %s, nr %s, lok. %s, miejsc. %s, kod %s, poczta %s, kraj POLSKA", street, house, map[bool]string{true: flat, false: "---"}[flat != ""], ct.city, pc, ct.city)
	line1 := "ul. " + street + " " + house
	if flat != "" {
		line1 += "/" + flat
	}
	office := []string{line1, pc + " " + ct.city}
	n := 1 + g.r.IntN(2)
	if sa {
		n = 2 + g.r.IntN(2)
	}
	roles := []string{"PREZES ZARZĄDU", "CZŁONEK ZARZĄDU"}
	if n == 3 {
		roles = []string{"PREZES ZARZĄDU", "WICEPREZES ZARZĄDU", "CZŁONEK ZARZĄDU"}
	}
	if n == 1 && g.chance(0.5) {
		roles = []string{"CZŁONEK ZARZĄDU"}
	}
	board := g.officers("PL", n, roles, nil)
	var prok []officer
	if g.chance(0.35) {
		prok = g.officers("PL", 1, []string{"PROKURENT"}, nil)
	}
	d := &doc{trueType: TypeOrganisationDoc, lang: "pl", font: fam,
		description: "Synthetic Polish KRS current extract (odpis aktualny) of a company",
		fields: orgFields(name, []string{stem + " " + short}, krs, []string{strings.TrimLeft(krs, "0"), "KRS " + krs}, ct.court,
			[]string{"Krajowy Rejestr Sądowy", "KRS", "Centralna Informacja Krajowego Rejestru Sądowego", strings.SplitN(ct.court, ",", 2)[0]},
			"PL", &regDate, nil, office, "", form, []string{short, strings.ToLower(short), "Spółka z o.o."}, persons(append(board, prok...)))}
	d.fields["registered_office_address"] = str(joinAddr(office), KindAddress, printedAddr, stripMarks(joinAddr(office)), stripMarks(printedAddr))
	d.notes = "incorporation_date: the date of registration in the KRS, from which the company has legal personality; the date of the articles (umowa spółki) is earlier"
	d.page = g.newPage(210, 297, white)
	c := g.c
	c.textAlign(105, 13, "CENTRALNA INFORMACJA KRAJOWEGO REJESTRU SĄDOWEGO", fam.regular, 7.5, black, alignCenter)
	asof := g.today.AddDate(0, 0, -g.r.IntN(15))
	c.textAlign(195, 20, fmt.Sprintf("Stan na dzień %s godz. %02d:%02d:%02d", fmtDate(asof, dsDots, "pl"), 7+g.r.IntN(12), g.r.IntN(60), g.r.IntN(60)), fam.regular, 8, black, alignRight)
	c.textAlign(195, 24.5, "Numer KRS: "+krs, fam.bold, 9, black, alignRight)
	c.textAlign(105, 33, "KRAJOWY REJESTR SĄDOWY", fam.bold, 11, black, alignCenter)
	c.textAlign(105, 38.5, "Odpis aktualny", fam.bold, 10, black, alignCenter)
	c.textAlign(105, 43.5, "Z REJESTRU PRZEDSIĘBIORCÓW", fam.regular, 9, black, alignCenter)
	y := 52.0
	const size, lead = 7.5, 3.4
	row := func(label, value string) {
		a := c.paragraph(22, y, 78, label, fam.regular, size, lead, black)
		b := c.paragraph(104, y, 90, value, fam.regular, size, lead, black)
		y = max(a, b) + 0.4
		c.line(20, y-2.6, 195, y-2.6, 0.08, rgb(185, 185, 185))
	}
	heading := func(s string, bold bool) {
		f := fam.regular
		if bold {
			f = fam.bold
		}
		y += 0.8
		c.text(20, y, s, f, 8, black)
		y += 4.2
	}
	band := func(s string) {
		y += 2.2
		c.rect(20, y-3.6, 175, 5.2, rgb(225, 225, 225))
		c.textAlign(107, y, s, fam.bold, 8.5, black, alignCenter)
		y += 5.4
	}
	lastNo := 2 + g.r.IntN(14)
	last := randDate(g.r, regDate, g.today.AddDate(0, 0, -20))
	row("Data rejestracji w Krajowym Rejestrze Sądowym", fmtDate(regDate, dsDots, "pl"))
	row("Ostatni wpis", fmt.Sprintf("Numer wpisu %d   Data dokonania wpisu %s", lastNo, fmtDate(last, dsDots, "pl")))
	row("Sygnatura akt", fmt.Sprintf("%s NS-REJ.KRS/%s/%02d/%s", ct.sig, g.fill("099999"), last.Year()%100, g.fill("999")))
	row("Oznaczenie sądu", ct.court)
	band("Dział 1")
	heading("Rubryka 1 - Dane podmiotu", true)
	row("1.Oznaczenie formy prawnej", form)
	row("2.Numer REGON/NIP", "REGON: "+g.plREGON()+", NIP: "+g.plNIP())
	row("3.Firma, pod którą spółka działa", name)
	row("4.Dane o wcześniejszej rejestracji", "---")
	row("5.Czy przedsiębiorca prowadzi działalność gospodarczą z innymi podmiotami na podstawie umowy spółki cywilnej?", "NIE")
	row("6.Czy podmiot posiada status organizacji pożytku publicznego?", "NIE")
	heading("Rubryka 2 - Siedziba i adres podmiotu", true)
	row("1.Siedziba", fmt.Sprintf("kraj POLSKA, woj. %s, powiat %s, gmina %s, miejsc. %s", ct.woj, ct.powiat, ct.powiat, ct.city))
	row("2.Adres", printedAddr)
	heading("Rubryka 4 - Informacje o umowie, statucie", true)
	notaryGiven, notarySur := g.personName("PL")
	notary := strings.ToUpper(notaryGiven + " " + notarySur)
	row("1.Informacja o zawarciu lub zmianie umowy spółki", fmt.Sprintf("%s R., NOTARIUSZ %s, KANCELARIA NOTARIALNA W %s, REP. A NR %d/%d", fmtDate(deed, dsDots, "pl"), notary, ct.city, 100+g.r.IntN(9000), deed.Year()))
	capital := pick(g.r, []float64{5000, 5000, 10000, 50000})
	if sa {
		capital = pick(g.r, []float64{100000, 500000})
	}
	if !sa && n == 1 {
		heading("Rubryka 7 - Dane wspólników reprezentujących co najmniej 10% kapitału zakładowego", true)
		o := board[0]
		row("1.Nazwisko / Nazwa lub firma", strings.ToUpper(o.sur))
		row("2.Imiona", strings.ToUpper(o.given))
		row("3.Posiadane przez wspólnika udziały", fmt.Sprintf("%d UDZIAŁÓW O ŁĄCZNEJ WYSOKOŚCI %s ZŁ", int(capital/50), amount(capital, mEU)))
		row("4.Czy wspólnik posiada całość udziałów spółki?", "TAK")
	}
	heading("Rubryka 8 - Kapitał spółki", true)
	row("1.Wysokość kapitału zakładowego", amount(capital, mEU)+" ZŁ")
	band("Dział 2")
	heading("Rubryka 1 - Organ uprawniony do reprezentowania podmiotu", true)
	row("1.Nazwa organu uprawnionego do reprezentowania podmiotu", "ZARZĄD")
	way := "DO SKŁADANIA OŚWIADCZEŃ W IMIENIU SPÓŁKI UPRAWNIONY JEST KAŻDY CZŁONEK ZARZĄDU SAMODZIELNIE."
	if n > 1 && g.chance(0.5) {
		way = "DO SKŁADANIA OŚWIADCZEŃ W IMIENIU SPÓŁKI WYMAGANE JEST WSPÓŁDZIAŁANIE DWÓCH CZŁONKÓW ZARZĄDU ALBO CZŁONKA ZARZĄDU ŁĄCZNIE Z PROKURENTEM."
	}
	row("2.Określenie sposobu reprezentacji podmiotu", way)
	heading("Podrubryka 1 - Dane osób wchodzących w skład organu", false)
	for i, o := range board {
		born := randDate(g.r, day(1958, 1, 1), day(1996, 12, 31))
		c.text(20, y, fmt.Sprint(i+1), fam.bold, size, black)
		row("1.Nazwisko / Nazwa lub firma", strings.ToUpper(o.sur))
		row("2.Imiona", strings.ToUpper(o.given))
		row("3.Numer PESEL/REGON", g.plPESEL(born))
		row("4.Funkcja w organie reprezentującym", o.Role)
		row("5.Czy osoba wchodząca w skład zarządu została zawieszona w czynnościach?", "NIE")
	}
	if len(prok) > 0 {
		heading("Rubryka 3 - Prokurenci", true)
		o := prok[0]
		row("1.Nazwisko", strings.ToUpper(o.sur))
		row("2.Imiona", strings.ToUpper(o.given))
		row("3.Rodzaj prokury", pick(g.r, []string{"PROKURA SAMODZIELNA", "PROKURA ŁĄCZNA"}))
	}
	band("Dział 3")
	row("Rubryka 1 - Przedmiot działalności: 1.Przedmiot przeważającej działalności przedsiębiorcy", pick(g.r, []string{"1, 62, 01, Z, DZIAŁALNOŚĆ ZWIĄZANA Z OPROGRAMOWANIEM", "1, 49, 41, Z, TRANSPORT DROGOWY TOWARÓW", "1, 41, 20, Z, ROBOTY BUDOWLANE ZWIĄZANE ZE WZNOSZENIEM BUDYNKÓW", "1, 10, 71, Z, PRODUKCJA PIECZYWA"}))
	for _, dz := range []string{"Dział 4", "Dział 5", "Dział 6"} {
		c.text(20, y, dz, fam.bold, 7.5, black)
		c.text(104, y, "Brak wpisów", fam.regular, 7.5, black)
		y += 4
	}
	c.line(20, 284, 195, 284, 0.2, black)
	c.text(20, 288, fmt.Sprintf("Odpis aktualny, stan na dzień %s, Numer KRS: %s", fmtDate(asof, dsDots, "pl"), krs), fam.regular, 7, black)
	c.textAlign(195, 288, "Strona 1 z 1", fam.regular, 7, black, alignRight)
	return d
}

// noOrgNumber draws a Norwegian organisation number: nine digits from 8
// or 9, the last a modulus-11 check (weights 3 2 7 6 5 4 3 2; a remainder
// giving 10 is never assigned), printed in groups of three.
func (g *gen) noOrgNumber() string {
	for {
		d := g.digits(8)
		d[0] = pick(g.r, []int{8, 9})
		s := 0
		for i, w := range []int{3, 2, 7, 6, 5, 4, 3, 2} {
			s += d[i] * w
		}
		c := (11 - s%11) % 11
		if c == 10 {
			continue
		}
		n := digitString(d) + fmt.Sprint(c)
		return n[:3] + " " + n[3:6] + " " + n[6:]
	}
}

var noPlaces = []struct{ municipality, city, pc string }{
	{"0301 OSLO", "OSLO", "01"}, {"4601 BERGEN", "BERGEN", "50"}, {"5001 TRONDHEIM", "TRONDHEIM", "70"}, {"1103 STAVANGER", "STAVANGER", "40"}, {"5501 TROMSØ", "TROMSØ", "90"},
}

var noStreets = []string{"Storgata", "Kongens gate", "Strandgaten", "Dronningens gate", "Øvre Slottsgate", "Sjøgata"}

var noStems = []string{"Nordlys Teknikk", "Fjordkraft Rådgivning", "Havbris Sjømat", "Granli Bygg", "Skarvheim Eiendom", "Østerdal Transport"}

var noMonths = [12]string{"januar", "februar", "mars", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "desember"}

// orgNOFirmaattest imitates a firmaattest of the Norwegian Register of
// Business Enterprises (Foretaksregisteret, Brønnøysundregistrene):
// labelled lines for organisation number, organisation form, business
// name, business address, founding date (stiftelsesdato) and date of
// registration, managing director, the board by role, signing authority
// (signatur) and procuration (prokura), articles date, share capital and
// auditor; dates as 03.02.2015 and the issue date spelt out.
func (g *gen) orgNOFirmaattest() *doc {
	fam := g.family()
	pl := pick(g.r, noPlaces)
	founded := g.incDate()
	registered := founded.AddDate(0, 0, 5+g.r.IntN(30))
	orgNo := g.noOrgNumber()
	asa := g.chance(0.15)
	form, suffix := "Aksjeselskap", "AS"
	if asa {
		form, suffix = "Allmennaksjeselskap", "ASA"
	}
	name := strings.ToUpper(pick(g.r, noStems)) + " " + suffix
	office := []string{fmt.Sprintf("%s %d", pick(g.r, noStreets), 1+g.r.IntN(80)), pl.pc + g.fill("99") + " " + pl.city}
	ceo := g.officers("NO", 1, []string{"Daglig leder"}, nil)
	nb := 1 + g.r.IntN(3)
	if asa {
		nb = 3
	}
	board := g.officers("NO", nb, []string{"Styrets leder", "Styremedlem"}, nil)
	if nb == 1 && g.chance(0.5) {
		board[0].Role = "Styreleder"
	}
	people := append(ceo, board...)
	d := &doc{trueType: TypeOrganisationDoc, lang: "nb", font: fam,
		description: "Synthetic Norwegian firmaattest (Foretaksregisteret)",
		fields: orgFields(name, nil, orgNo, []string{"NO " + orgNo, "NO" + strings.ReplaceAll(orgNo, " ", "") + "MVA"}, "Brønnøysundregistrene",
			[]string{"Foretaksregisteret", "Registerenheten i Brønnøysund", "Brønnøysundregistrene, Foretaksregisteret"},
			"NO", &founded, []time.Time{registered}, office, "", form, []string{suffix}, persons(people))}
	d.basis = "judgement"
	d.notes = "incorporation_date: the founding date (stiftelsesdato); the date of registration in Foretaksregisteret is accepted too"
	d.page = g.newPage(210, 297, white)
	c := g.c
	navy := rgb(0, 45, 90)
	g.emblem(27, 22, 7, navy, white)
	c.text(37, 20, "Brønnøysundregistrene", fam.bold, 12, navy)
	c.text(37, 25.5, "Foretaksregisteret", fam.regular, 9.5, navy)
	issued := g.today.AddDate(0, 0, -g.r.IntN(30))
	c.textAlign(190, 20, fmt.Sprintf("%d. %s %d", issued.Day(), noMonths[issued.Month()-1], issued.Year()), fam.regular, 9, black, alignRight)
	c.text(20, 48, "Firmaattest", fam.bold, 20, black)
	c.line(20, 52, 190, 52, 0.4, navy)
	opts := kvOpts{style: kvLeft, col: 62, fam: fam, size: 10, labelSize: 9.5, labelCol: black, labelBold: g.chance(0.5)}
	rows := [][2]string{
		{"Organisasjonsnummer:", orgNo},
		{"Organisasjonsform:", form},
		{"Foretaksnavn:", name},
		{"Forretningsadresse:", joinAddr(office)},
	}
	if g.chance(0.4) {
		rows = append(rows, [2]string{"Postadresse:", fmt.Sprintf("Postboks %d, %s%s %s", 100+g.r.IntN(900), pl.pc, g.fill("99"), pl.city)})
	}
	rows = append(rows,
		[2]string{"Kommune:", pl.municipality},
		[2]string{"Stiftelsesdato:", fmtDate(founded, dsDots, "nb")},
		[2]string{"Registrert i Foretaksregisteret:", fmtDate(registered, dsDots, "nb")},
		[2]string{"Daglig leder/ adm.direktør:", ceo[0].Name},
	)
	var styre []string
	for _, b := range board {
		styre = append(styre, b.Role+": "+b.Name)
	}
	rows = append(rows, [2]string{"Styre:", strings.Join(styre, "\n")})
	lead := "Styrets leder"
	if board[0].Role == "Styreleder" {
		lead = "Styreleder"
	}
	signing := []string{lead + " alene.", "Daglig leder og " + strings.ToLower(lead) + " hver for seg."}
	if nb > 1 {
		signing = append(signing, "To styremedlemmer i fellesskap.", "Styrets leder og ett styremedlem i fellesskap.")
	}
	rows = append(rows, [2]string{"Signatur:", pick(g.r, signing)})
	if g.chance(0.4) {
		rows = append(rows, [2]string{"Prokura:", "Daglig leder alene."})
	}
	capital := pick(g.r, []float64{30000, 30000, 100000, 1000000})
	if asa {
		capital = pick(g.r, []float64{1000000, 5000000})
	}
	rows = append(rows,
		[2]string{"Revisor:", "Org.nr " + g.noOrgNumber() + " " + pick(g.r, []string{"FJELLTOPP REVISJON AS", "KYSTREVISJON AS", "NORDVEST REVISORER AS"})},
		[2]string{"Vedtektsdato:", fmtDate(founded, dsDots, "nb")},
		[2]string{"Vedtektsfestet formål:", pick(g.r, []string{"Konsulentvirksomhet innen informasjonsteknologi og alt som står i forbindelse med dette.", "Kjøp, salg og utleie av fast eiendom, samt deltakelse i andre selskaper.", "Transport av gods og tilknyttede tjenester."})},
		[2]string{"Aksjekapital NOK:", amount(capital, mFR)},
	)
	y := 62.0
	for _, r := range rows {
		lines := strings.Split(r[1], "\n")
		var wrapped []string
		for _, l := range lines {
			wrapped = append(wrapped, c.wrap(l, fam.regular, opts.size, 106)...)
		}
		y = g.kv(20, y, [][2]string{{r[0], strings.Join(wrapped, "\n")}}, opts) + 1.2
	}
	c.line(20, 272, 190, 272, 0.2, navy)
	c.paragraph(20, 277, 170, fmt.Sprintf("Opplysningene er hentet fra Foretaksregisteret %s. Attesten er elektronisk utstedt av Brønnøysundregistrene.", fmtDate(issued, dsDots, "nb")), fam.regular, 7.5, 3.6, rgb(70, 70, 70))
	c.text(20, 287, "Brønnøysundregistrene, Postboks 900, 8910 Brønnøysund", fam.regular, 7, rgb(70, 70, 70))
	return d
}
