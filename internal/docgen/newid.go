package docgen

import (
	"fmt"
	"image/color"
	"strings"
	"time"
)

// Identity documents of the dev and holdout splits: passport data pages
// with label groups in two or three languages, identity cards shown front
// and back on one image, a US driving licence with AAMVA field numbers,
// and specimens that must be refused under a live key.

func init() {
	register(
		&layout{name: "id_us_passport", docType: TypeIdentity, split: SplitDev, make: (*gen).idUSPassport,
			source: "US passport data page: trilingual labels, 'DD MMM YYYY' dates, place of birth with U.S.A. (emory.edu sample passport page; ICAO Doc 9303 Part 4)"},
		&layout{name: "id_cz_card_front_back", docType: TypeIdentity, split: SplitDev, make: (*gen).idCZCard,
			source: "Czech identity card OBČANSKÝ PRŮKAZ / IDENTITY CARD, recto and verso (PRADO CZE-BO-02001, consilium.europa.eu/prado; zkoumani.cz, 2012 ID card)"},
		&layout{name: "id_us_dl_aamva", docType: TypeIdentity, split: SplitDev, make: (*gen).idUSDLAAMVA,
			source: "AAMVA DL/ID Card Design Standard: field reference numbers 1, 2, 3, 4a, 4b, 4d, 8, 9, 12, 15, 16, 18 (2013 standard, fliphtml5.com/exnr/uzpn; aamva.org FAQs)"},
		&layout{name: "id_specimen_stamped_card", docType: TypeIdentity, split: SplitDev, make: (*gen).idSpecimenStamped, refused: true,
			source: "Published specimens of EU identity cards with translucent coloured SPECIMEN/MUSTER/VZOR/WZÓR… overprints (PRADO, consilium.europa.eu/prado)"},
		&layout{name: "id_ca_passport", docType: TypeIdentity, split: SplitDev, make: (*gen).idCAPassport,
			source: "Canadian passport data page: English/French labels, bilingual month in dates, place of birth with country code, issuing authority (Canadian passport, Wikipedia; Passport Canada guidelines)"},
		&layout{name: "id_fr_passport", docType: TypeIdentity, split: SplitDev, make: (*gen).idFRPassport,
			source: "French passport data page: numbered French/English labels, 'DD MM YYYY' dates, place of birth 'PARIS 1ER (75)', prefecture authority (passeport biométrique, mairie pages; ICAO Doc 9303)"},
		&layout{name: "id_pl_card_front_back", docType: TypeIdentity, split: SplitDev, make: (*gen).idPLCard,
			source: "Polish identity card DOWÓD OSOBISTY, front and back with Polish/English labels and TD1 MRZ (PRADO POL-BO documents, consilium.europa.eu/prado)"},
		&layout{name: "id_uto_passport", docType: TypeIdentity, split: SplitDev, make: (*gen).idUTOPassport, refused: true,
			source: "ICAO Doc 9303 Part 4 specimen passport of the fictitious state Utopia (UTO), ERIKSSON ANNA MARIA"},
		&layout{name: "id_specimen_outlined_passport", docType: TypeIdentity, split: SplitDev, make: (*gen).idSpecimenOutlined, refused: true,
			source: "Published specimen passport data pages with outlined SPECIMEN/MUSTER/CAMPIONE… overprints (PRADO, consilium.europa.eu/prado)"},
	)
}

// idFields builds the ground truth of an identity document; authority ""
// and place "" are null.
func idFields(country, number string, numAccept []string, issue, expiry time.Time, authority, surname, given string, birth time.Time, place string) map[string]Field {
	f := map[string]Field{
		"issuing_country":            str(country, KindCountry),
		"document_number":            str(number, KindID, append(numAccept, strings.ReplaceAll(number, " ", ""))...),
		"document_date_of_issue":     dateField(issue),
		"document_expiry_date":       dateField(expiry),
		"document_issuing_authority": null(KindText),
		"surname":                    nameField(surname),
		"given_name":                 nameField(given),
		"date_of_birth":              dateField(birth),
		"place_of_birth":             null(KindText),
	}
	if authority != "" {
		f["document_issuing_authority"] = textField(authority)
	}
	if place != "" {
		f["place_of_birth"] = textField(place)
	}
	return f
}

// passportField is one labelled value of a data page.
type passportField struct {
	label string
	value string
	x, y  float64 // relative to the field area, in page units of 125 mm
	big   bool
}

// dataPage draws a TD3 data page (125 × 88 mm) at (ox, oy): background
// print, the header lines, the photo at the left, the fields, the MRZ.
func (g *gen) dataPage(ox, oy float64, fam family, tint, print color.RGBA, header []string, fields []passportField, lines []string, labelSize float64) {
	const cw, ch = 125.0, 88.0
	c := g.c
	c.rect(ox, oy, cw, ch, tint)
	g.guilloche(ox, oy, cw, ch*0.78, print, 9)
	for k := 0; k < 3; k++ { // rosette-like rings behind the text
		g.c.ellipse(ox+cw*0.7, oy+ch*0.42, 20-float64(k)*5, 14-float64(k)*3.5, color.RGBA{print.R, print.G, print.B, 255})
		g.c.ellipse(ox+cw*0.7, oy+ch*0.42, 19.6-float64(k)*5, 13.6-float64(k)*3.5, tint)
	}
	c.frame(ox, oy, cw, ch, 0.2, rgb(170, 170, 170))
	for i, h := range header {
		size := 7.5
		if i == 0 {
			size = 9
		}
		c.textAlign(ox+cw/2+10, oy+5.5+float64(i)*4, h, fam.bold, size, rgb(30, 30, 90), alignCenter)
	}
	g.photo(ox+4, oy+17, 30, 38)
	ink := rgb(20, 20, 30)
	for _, f := range fields {
		x, y := ox+38+f.x, oy+17+f.y
		c.text(x, y, f.label, fam.regular, labelSize, rgb(70, 70, 100))
		size := 7.6
		if f.big {
			size = 8.4
		}
		for avail := cw - 40 - f.x; size > 5 && c.width(f.value, fam.bold, size) > avail; size -= 0.2 {
		}
		c.text(x, y+3.3, f.value, fam.bold, size, ink)
	}
	g.signature(ox+6, oy+62, 26, rgb(20, 20, 100))
	g.drawMRZ(ox, oy, cw, ch, lines)
}

// bed returns a page holding a document of w × h mm with a margin, on a
// scanner lid or table colour.
func (g *gen) bed(w, h float64) (*page, float64, float64) {
	m := 8 + g.r.Float64()*10
	col := pick(g.r, []color.RGBA{rgb(250, 250, 250), rgb(236, 236, 232), rgb(214, 206, 196), rgb(70, 72, 78)})
	return g.newPage(w+2*m, h+2*m, col), m, m
}

var usPassportPlaces = []string{"WASHINGTON, D.C., U.S.A.", "NEW YORK, U.S.A.", "CALIFORNIA, U.S.A.", "TEXAS, U.S.A.", "ILLINOIS, U.S.A.", "PUERTO RICO, U.S.A.", "MEXICO", "GERMANY"}

// idUSPassport imitates a US passport data page: "PASSPORT / PASSEPORT /
// PASAPORTE" and "UNITED STATES OF AMERICA" at the top, each label in
// English, French and Spanish in small print over the background, dates
// "15 OCT 2020", places such as "WASHINGTON, D.C., U.S.A.", the
// Department of State as authority, a TD3 MRZ.
func (g *gen) idUSPassport() *doc {
	fam := pick(g.r, families)
	c := idCountryOf("US")
	p := g.person(c)
	p.place = pick(g.r, usPassportPlaces)
	issue, expiry, _ := g.validity(10)
	number := g.fill(pick(g.r, []string{"A99999999", "599999999", "X99999999"}))
	auth := "United States Department of State"
	d := &doc{trueType: TypeIdentity, lang: "en", font: fam, description: "Synthetic US passport data page",
		fields: idFields("US", number, nil, issue, expiry, auth, p.surname, p.given, p.birth, p.place)}
	d.fields["document_issuing_authority"] = str(auth, KindText, "Department of State", "U.S. Department of State")
	dt := func(t time.Time) string { return fmtDate(t, dsAbbr, "en") }
	fields := []passportField{
		{"Type / Type / Tipo", "P", 0, 0, false},
		{"Code / Code / Código", "USA", 22, 0, false},
		{"Passport No. / No. du Passeport / No. del Pasaporte", number, 44, 0, true},
		{"Surname / Nom / Apellidos", p.surname, 0, 7, true},
		{"Given Names / Prénoms / Nombres", p.given, 0, 14, true},
		{"Nationality / Nationalité / Nacionalidad", "UNITED STATES OF AMERICA", 0, 21, false},
		{"Date of birth / Date de naissance / Fecha de nacimiento", dt(p.birth), 0, 28, false},
		{"Sex / Sexe / Sexo", p.sex, 60, 28, false},
		{"Place of birth / Lieu de naissance / Lugar de nacimiento", p.place, 0, 35, false},
		{"Date of issue / Date de délivrance / Fecha de expedición", dt(issue), 0, 42, false},
		{"Authority / Autorité / Autoridad", auth, 44, 42, false},
		{"Date of expiration / Date d'expiration / Fecha de caducidad", dt(expiry), 0, 49, false},
		{"Endorsements / Mentions Spéciales / Anotaciones", "SEE PAGE 27", 44, 49, false},
	}
	m := mrzData{docCode: "P", issuer: "USA", nationality: "USA", number: number, surname: p.surname, given: p.given, birth: p.birth, sex: p.sex, expiry: expiry}
	page, ox, oy := g.bed(125, 88)
	d.page = page
	g.dataPage(ox, oy, fam, rgb(238, 240, 246), rgb(200, 205, 225), []string{"PASSPORT   PASSEPORT   PASAPORTE", "UNITED STATES OF AMERICA"}, fields, m.td3(), 3.6)
	return d
}

var caNames = struct{ surnames, givens, places []string }{
	[]string{"TREMBLAY", "GAGNON", "ROY", "CÔTÉ", "BOUCHARD", "MACDONALD", "LEBLANC", "SINGH", "NGUYEN", "CHAN"},
	[]string{"ÉMILIE", "JEAN-FRANÇOIS", "LIAM", "OLIVIA", "MATHIEU", "CHLOÉ", "NOAH", "AMÉLIE", "ETHAN", "GENEVIÈVE"},
	[]string{"OTTAWA CAN", "MONTRÉAL CAN", "TORONTO CAN", "VANCOUVER CAN", "CALGARY CAN", "HALIFAX CAN", "QUÉBEC CAN", "PARIS FRA"},
}

// caDate prints "15 OCT /OCT 2020": English and French month.
func caDate(t time.Time) string {
	return fmt.Sprintf("%02d %s /%s %d", t.Day(), abbr("en", t.Month()), abbr("fr", t.Month()), t.Year())
}

// idCAPassport imitates a Canadian passport data page: English/French
// label pairs, dates with both months ("15 OCT /OCT 2020"), the place of
// birth followed by a country code ("OTTAWA CAN"), "GATINEAU" as issuing
// authority.
func (g *gen) idCAPassport() *doc {
	fam := pick(g.r, families)
	sur, given := pick(g.r, caNames.surnames), pick(g.r, caNames.givens)
	birth := randDate(g.r, day(1950, 1, 1), g.today.AddDate(-18, 0, 0))
	place := pick(g.r, caNames.places)
	sex := pick(g.r, []string{"M", "F"})
	issue, expiry, _ := g.validity(pick(g.r, []int{5, 10}))
	number := g.fill("AA999999")
	auth := pick(g.r, []string{"GATINEAU", "MISSISSAUGA", "PASSPORT CANADA"})
	d := &doc{trueType: TypeIdentity, lang: "en", font: fam, description: "Synthetic Canadian passport data page",
		fields: idFields("CA", number, nil, issue, expiry, auth, sur, given, birth, place)}
	fields := []passportField{
		{"Type/Type", "P", 0, 0, false},
		{"Issuing Country/Pays émetteur", "CAN", 20, 0, false},
		{"Passport No./N° de passeport", number, 50, 0, true},
		{"Surname/Nom", sur, 0, 7, true},
		{"Given names/Prénoms", given, 0, 14, true},
		{"Nationality/Nationalité", "CANADIAN/CANADIENNE", 0, 21, false},
		{"Date of birth/Date de naissance", caDate(birth), 0, 28, false},
		{"Sex/Sexe", sex, 50, 28, false},
		{"Place of birth/Lieu de naissance", place, 0, 35, false},
		{"Date of issue/Date de délivrance", caDate(issue), 0, 42, false},
		{"Date of expiry/Date d'expiration", caDate(expiry), 44, 42, false},
		{"Issuing Authority/Autorité de délivrance", auth, 0, 49, false},
	}
	m := mrzData{docCode: "P", issuer: "CAN", nationality: "CAN", number: number, surname: sur, given: given, birth: birth, sex: sex, expiry: expiry}
	page, ox, oy := g.bed(125, 88)
	d.page = page
	g.dataPage(ox, oy, fam, rgb(246, 238, 238), rgb(225, 200, 200), []string{"CANADA", "PASSPORT / PASSEPORT"}, fields, m.td3(), 4)
	g.c.ellipse(ox+112, oy+32, 6, 7.5, rgb(230, 215, 215)) // ghost portrait
	return d
}

var frPlaces = []string{"PARIS 1ER (75)", "PARIS 15E (75)", "LYON 3E (69)", "MARSEILLE 8E (13)", "BORDEAUX (33)", "NANTES (44)", "LILLE (59)", "STRASBOURG (67)", "RENNES (35)"}

// idFRPassport imitates a French passport data page: numbered labels in
// French and English ("Nom/Surname (1)"), dates "15 10 2020", places of
// birth such as "PARIS 1ER (75)", a prefecture as authority.
func (g *gen) idFRPassport() *doc {
	fam := pick(g.r, families)
	c := idCountryOf("FR")
	p := g.person(c)
	p.place = pick(g.r, frPlaces)
	issue, expiry, _ := g.validity(10)
	number := g.fill("99AA99999")
	auth := pick(g.r, []string{"Préfecture de Police", "Préfecture de la Gironde", "Préfecture du Rhône", "Préfecture de Loire-Atlantique", "Préfecture du Nord"})
	d := &doc{trueType: TypeIdentity, lang: "fr", font: fam, description: "Synthetic French passport data page",
		fields: idFields("FR", number, nil, issue, expiry, auth, p.surname, p.given, p.birth, p.place)}
	dt := func(t time.Time) string { return t.Format("02 01 2006") }
	fields := []passportField{
		{"Type/Type", "P", 0, 0, false},
		{"Code du pays/Country code", "FRA", 20, 0, false},
		{"Passeport n°/Passport No.", number, 50, 0, true},
		{"Nom/Surname (1)", p.surname, 0, 7, true},
		{"Prénoms/Given names (2)", p.given, 0, 14, true},
		{"Nationalité/Nationality (3)", "Française", 0, 21, false},
		{"Date de naissance/Date of birth (4)", dt(p.birth), 0, 28, false},
		{"Sexe/Sex (5)", p.sex, 50, 28, false},
		{"Lieu de naissance/Place of birth (6)", p.place, 0, 35, false},
		{"Date de délivrance/Date of issue (7)", dt(issue), 0, 42, false},
		{"Date d'expiration/Date of expiry (8)", dt(expiry), 44, 42, false},
		{"Autorité/Authority (9)", auth, 0, 49, false},
	}
	m := mrzData{docCode: "P", issuer: "FRA", nationality: "FRA", number: number, surname: p.surname, given: p.given, birth: p.birth, sex: p.sex, expiry: expiry}
	page, ox, oy := g.bed(125, 88)
	d.page = page
	g.dataPage(ox, oy, fam, rgb(240, 236, 248), rgb(210, 200, 230), []string{"RÉPUBLIQUE FRANÇAISE", "PASSEPORT / PASSPORT"}, fields, m.td3(), 4)
	return d
}

// idUTOPassport draws the ICAO Doc 9303 specimen of the fictitious state
// Utopia: the published example (ERIKSSON ANNA MARIA, L898902C3) or
// another Utopian holder. No overprint: the issuing state alone makes it a
// specimen, refused under a live key.
func (g *gen) idUTOPassport() *doc {
	fam := pick(g.r, families)
	sur, given, number, sex := "ERIKSSON", "ANNA MARIA", "L898902C3", "F"
	birth, issue, expiry := day(1974, 8, 12), day(2007, 4, 16), day(2012, 4, 15)
	if g.chance(0.5) {
		sur = pick(g.r, []string{"HAPPY", "TRAVELER", "SPECIMEN", "MUSTERMANN", "ERIKSSON"})
		given = pick(g.r, []string{"ANNA MARIA", "JOHN", "MARIA", "PETER"})
		number = g.fill("A999999C9")
		birth = randDate(g.r, day(1950, 1, 1), day(2000, 1, 1))
		issue, expiry, _ = g.validity(10)
		sex = pick(g.r, []string{"M", "F"})
	}
	dt := func(t time.Time) string {
		return fmt.Sprintf("%02d %s/%s %02d", t.Day(), abbr("en", t.Month()), abbr("fr", t.Month()), t.Year()%100)
	}
	d := &doc{trueType: TypeIdentity, lang: "en", font: fam, description: "ICAO specimen passport of Utopia (UTO), no overprint",
		fields: idFields("UT", number, nil, issue, expiry, "PASSPORT OFFICE", sur, given, birth, "ZENITH")}
	d.notes = "Utopia (UTO) is the ICAO example state: the document is a specimen"
	fields := []passportField{
		{"Type/Type", "P", 0, 0, false},
		{"Code of Issuing State/Code de l'État émetteur", "UTO", 14, 0, false},
		{"Passport No./N° de passeport", number, 58, 0, true},
		{"Surname/Nom", sur, 0, 7, true},
		{"Given names/Prénoms", given, 0, 14, true},
		{"Nationality/Nationalité", "UTOPIAN", 0, 21, false},
		{"Date of birth/Date de naissance", dt(birth), 0, 28, false},
		{"Personal No./N° personnel", "Z E 184226 B", 44, 28, false},
		{"Sex/Sexe", sex, 0, 35, false},
		{"Place of birth/Lieu de naissance", "ZENITH", 18, 35, false},
		{"Date of issue/Date de délivrance", dt(issue), 0, 42, false},
		{"Authority/Autorité", "PASSPORT OFFICE", 44, 42, false},
		{"Date of expiry/Date d'expiration", dt(expiry), 0, 49, false},
	}
	m := mrzData{docCode: "P", issuer: "UTO", nationality: "UTO", number: number, surname: sur, given: given, birth: birth, sex: sex, expiry: expiry, optional: "ZE184226B"}
	page, ox, oy := g.bed(125, 88)
	d.page = page
	g.dataPage(ox, oy, fam, rgb(244, 242, 232), rgb(215, 210, 185), []string{"UTOPIA", "PASSPORT/PASSEPORT"}, fields, m.td3(), 3.6)
	return d
}

// specimenCountries are the states whose specimens are imitated, with the
// label language and the overprint words.
var specimenCountries = []struct {
	a2, code, lang, state string
}{
	{"DE", "D", "de", "BUNDESREPUBLIK DEUTSCHLAND"},
	{"FR", "FRA", "fr", "RÉPUBLIQUE FRANÇAISE"},
	{"ES", "ESP", "es", "REINO DE ESPAÑA"},
	{"IT", "ITA", "it", "REPUBBLICA ITALIANA"},
	{"NL", "NLD", "nl", "KONINKRIJK DER NEDERLANDEN"},
	{"PT", "PRT", "pt", "REPÚBLICA PORTUGUESA"},
}

// idSpecimenOutlined draws a passport data page of an EU state in its
// language with outlined specimen overprints (the letters' outlines only,
// as on published specimens): refused under a live key.
func (g *gen) idSpecimenOutlined() *doc {
	sc := pick(g.r, specimenCountries)
	fam := pick(g.r, families)
	c := idCountryOf(sc.a2)
	p := g.person(c)
	issue, expiry, _ := g.validity(10)
	number := g.fill(c.numPattern)
	auth := pick(g.r, c.authorities)
	own, en := idLabelSets[sc.lang], idLabelSets["en"]
	lab := func(a, b string) string { return a + " / " + b }
	dt := func(t time.Time) string { return upperDate(fmtDate(t, dsAbbr, sc.lang)) }
	d := &doc{trueType: TypeIdentity, lang: sc.lang, font: fam, description: fmt.Sprintf("Specimen %s passport data page with outlined overprints", sc.a2),
		fields: idFields(sc.a2, number, nil, issue, expiry, auth, p.surname, p.given, p.birth, p.place)}
	fields := []passportField{
		{lab(own.kind, en.kind), "P", 0, 0, false},
		{lab(own.code, en.code), sc.code, 20, 0, false},
		{lab(own.number, en.number), number, 50, 0, true},
		{lab(own.surname, en.surname), p.surname, 0, 7, true},
		{lab(own.given, en.given), p.given, 0, 14, true},
		{lab(own.nationality, en.nationality), c.nationality, 0, 21, false},
		{lab(own.birth, en.birth), dt(p.birth), 0, 28, false},
		{lab(own.sex, en.sex), p.sex, 55, 28, false},
		{lab(own.place, en.place), p.place, 0, 35, false},
		{lab(own.issue, en.issue), dt(issue), 0, 42, false},
		{lab(own.authority, en.authority), auth, 44, 42, false},
		{lab(own.expiry, en.expiry), dt(expiry), 0, 49, false},
	}
	m := mrzData{docCode: "P", issuer: sc.code, nationality: sc.code, number: number, surname: p.surname, given: p.given, birth: p.birth, sex: p.sex, expiry: expiry}
	page, ox, oy := g.bed(125, 88)
	d.page = page
	g.dataPage(ox, oy, fam, pick(g.r, pastels), rgb(205, 205, 215), []string{sc.state, own.passport + " / " + en.passport}, fields, m.td3(), 3.8)
	words := stampWords[sc.lang]
	w := pick(g.r, words)
	d.specimen = w
	col := pick(g.r, []color.RGBA{rgb(210, 30, 40), rgb(30, 70, 180), rgb(200, 20, 120)})
	n := 2 + g.r.IntN(2)
	for k := 0; k < n; k++ {
		size := (50 + g.r.Float64()*25) / g.c.width(w, fam.bold, 1)
		g.c.outlined(ox+25+g.r.Float64()*75, oy+12+float64(k)*60/float64(n)+g.r.Float64()*15, w, fam.bold, size, 30+(g.r.Float64()-0.5)*8, 0.8, col)
	}
	d.description += " (" + w + ")"
	return d
}

// idCard draws an ID-1 card (85.6 × 54 mm) with tint and background print.
func (g *gen) idCard(ox, oy float64, tint, print color.RGBA) {
	const cw, ch = 85.6, 54.0
	g.c.rect(ox, oy, cw, ch, tint)
	g.guilloche(ox, oy, cw, ch, print, 6)
	g.c.frame(ox, oy, cw, ch, 0.2, rgb(160, 160, 160))
}

// cardField sets a small label and its value on a card.
func (g *gen) cardField(x, y float64, fam family, label, value string, size float64) {
	g.c.text(x, y, label, fam.regular, 4.2, rgb(70, 70, 100))
	g.c.text(x, y+2.9, value, fam.bold, size, rgb(15, 15, 25))
}

var czNames = struct{ surnames, givens, places, authorities []string }{
	[]string{"NOVÁK", "NOVÁKOVÁ", "DVOŘÁK", "ČERNÁ", "PROCHÁZKA", "KUČEROVÁ", "VESELÝ", "HORÁKOVÁ", "NĚMEC", "POKORNÁ", "ŘEHÁČEK"},
	[]string{"JIŘÍ", "JAN", "PETR", "TOMÁŠ", "KATEŘINA", "LUCIE", "JANA", "MARKÉTA", "ZDENĚK", "ONDŘEJ"},
	[]string{"PRAHA", "BRNO", "OSTRAVA", "PLZEŇ", "ČESKÉ BUDĚJOVICE", "HRADEC KRÁLOVÉ", "OLOMOUC"},
	[]string{"Magistrát města Brna", "Úřad městské části Praha 5", "Magistrát města Ostravy", "Magistrát města Plzně", "MěÚ Říčany"},
}

// idCZCard imitates the Czech identity card, recto and verso photocopied
// one above the other on an A4 sheet: Czech/English labels, dates as
// 15.10.2020, place of birth and issuing office on the back, TD1 MRZ.
func (g *gen) idCZCard() *doc {
	fam := pick(g.r, families[:4])
	sur, given := pick(g.r, czNames.surnames), pick(g.r, czNames.givens)
	birth := randDate(g.r, day(1950, 1, 1), g.today.AddDate(-18, 0, 0))
	place := pick(g.r, czNames.places)
	auth := pick(g.r, czNames.authorities)
	sex := "M"
	if strings.HasSuffix(sur, "Á") {
		sex = "F"
	}
	issue, expiry, _ := g.validity(10)
	number := g.fill("999999999")
	d := &doc{trueType: TypeIdentity, lang: "cs", font: fam, description: "Synthetic Czech identity card, front and back on one page",
		fields: idFields("CZ", number, nil, issue, expiry, auth, sur, given, birth, place)}
	dt := func(t time.Time) string { return fmtDate(t, dsDots, "cs") }
	scan := g.chance(0.6)
	var ox, oy float64
	if scan { // a photocopy: both sides on an A4 sheet
		d.page = g.newPage(210, 297, rgb(252, 252, 252))
		ox, oy = 20+g.r.Float64()*30, 20+g.r.Float64()*20
	} else {
		d.page, ox, oy = g.bed(85.6, 54*2+8)
	}
	tint, print := rgb(236, 242, 236), rgb(190, 210, 195)
	g.idCard(ox, oy, tint, print)
	c := g.c
	c.text(ox+3, oy+5, "ČESKÁ REPUBLIKA", fam.bold, 6.5, rgb(20, 60, 130))
	c.text(ox+3, oy+8.5, "OBČANSKÝ PRŮKAZ / IDENTITY CARD", fam.bold, 5.5, rgb(20, 60, 130))
	g.photo(ox+3, oy+12, 22, 28)
	x := ox + 28.0
	g.cardField(x, oy+13, fam, "Příjmení / Surname", sur, 6.5)
	g.cardField(x, oy+19, fam, "Jméno / Given names", given, 6.5)
	g.cardField(x, oy+25, fam, "Pohlaví / Sex", sex, 6)
	g.cardField(x+18, oy+25, fam, "Státní občanství / Nationality", "ČESKÁ REPUBLIKA", 5.5)
	g.cardField(x, oy+31, fam, "Datum narození / Date of birth", dt(birth), 6)
	g.cardField(x, oy+37, fam, "Datum vydání / Date of issue", dt(issue), 6)
	g.cardField(x+27, oy+37, fam, "Platnost do / Date of expiry", dt(expiry), 6)
	g.cardField(x, oy+43, fam, "Číslo dokladu / Document No.", number, 6.5)
	g.signature(ox+4, oy+49, 18, rgb(20, 20, 90))
	// The back.
	by := oy + 62
	if scan {
		by = oy + 70
	}
	g.idCard(ox, by, tint, print)
	g.cardField(ox+4, by+6, fam, "Místo narození / Place of birth", place, 6)
	g.cardField(ox+4, by+12, fam, "Vydal / Authority", auth, 5.5)
	g.cardField(ox+4, by+18, fam, "Rodné číslo / Personal No.", fmt.Sprintf("%02d%02d%02d/%s", birth.Year()%100, int(birth.Month())+map[string]int{"M": 0, "F": 50}[sex], birth.Day(), g.fill("9999")), 5.5)
	c.rect(ox+60, by+4, 20, 15, rgb(205, 205, 210))
	m := mrzData{docCode: "ID", issuer: "CZE", nationality: "CZE", number: number, surname: sur, given: given, birth: birth, sex: sex, expiry: expiry}
	g.drawMRZ(ox, by, 85.6, 54, m.td1())
	return d
}

// idPLCard imitates the Polish identity card (DOWÓD OSOBISTY), front and
// back side by side in one photo: Polish/English labels in capitals, dates
// as 15.10.2020, the number with its check digit, the place of birth,
// issue date and issuing authority on the back with a TD1 MRZ.
func (g *gen) idPLCard() *doc {
	fam := pick(g.r, families)
	c := idCountryOf("PL")
	p := g.person(c)
	issue, expiry, _ := g.validity(10)
	number := g.plIDCard()
	auth := pick(g.r, []string{"PREZYDENT M.ST. WARSZAWY", "PREZYDENT MIASTA KRAKOWA", "PREZYDENT MIASTA ŁODZI", "BURMISTRZ MIASTA I GMINY PIASECZNO", "WÓJT GMINY KORNOWAC"})
	d := &doc{trueType: TypeIdentity, lang: "pl", font: fam, description: "Synthetic Polish identity card, front and back side by side",
		fields: idFields("PL", number, nil, issue, expiry, auth, p.surname, p.given, p.birth, p.place)}
	dt := func(t time.Time) string { return fmtDate(t, dsDots, "pl") }
	m := 6 + g.r.Float64()*8
	d.page = g.newPage(85.6*2+3*m, 54+2*m, pick(g.r, []color.RGBA{rgb(60, 62, 70), rgb(120, 100, 80), rgb(235, 235, 230)}))
	ox, oy := m, m
	tint, print := rgb(246, 236, 240), rgb(225, 200, 210)
	g.idCard(ox, oy, tint, print)
	cv := g.c
	cv.text(ox+3, oy+5, "RZECZPOSPOLITA POLSKA", fam.bold, 6, rgb(160, 20, 40))
	cv.text(ox+3, oy+8.5, "DOWÓD OSOBISTY / IDENTITY CARD", fam.bold, 5.5, rgb(160, 20, 40))
	g.photo(ox+3, oy+12, 22, 28)
	x := ox + 28.0
	g.cardField(x, oy+13, fam, "NAZWISKO / SURNAME", p.surname, 6.5)
	g.cardField(x, oy+19, fam, "IMIONA / GIVEN NAMES", p.given, 6.5)
	g.cardField(x, oy+25, fam, "OBYWATELSTWO / NATIONALITY", "POLSKIE", 6)
	g.cardField(x, oy+31, fam, "DATA URODZENIA / DATE OF BIRTH", dt(p.birth), 6)
	g.cardField(x+32, oy+31, fam, "PŁEĆ / SEX", map[string]string{"M": "M", "F": "K"}[p.sex], 6)
	g.cardField(x, oy+37, fam, "NUMER DOWODU OSOBISTEGO / IDENTITY CARD NUMBER", number, 6.5)
	g.cardField(x, oy+43, fam, "TERMIN WAŻNOŚCI / EXPIRY DATE", dt(expiry), 6)
	bx := ox + 85.6 + m
	g.idCard(bx, oy, tint, print)
	g.cardField(bx+4, oy+6, fam, "MIEJSCE URODZENIA / PLACE OF BIRTH", p.place, 6)
	g.cardField(bx+4, oy+12, fam, "DATA WYDANIA / DATE OF ISSUE", dt(issue), 6)
	g.cardField(bx+4, oy+18, fam, "ORGAN WYDAJĄCY / ISSUING AUTHORITY", auth, 5.2)
	g.cardField(bx+4, oy+24, fam, "NR PESEL / PERSONAL NUMBER", g.fill("99999999999"), 5.5)
	md := mrzData{docCode: "ID", issuer: "POL", nationality: "POL", number: number, surname: p.surname, given: p.given, birth: p.birth, sex: p.sex, expiry: expiry}
	g.drawMRZ(bx, oy, 85.6, 54, md.td1())
	return d
}

var aamvaStates = []struct{ name, abbr, city, zip, pattern, dept string }{
	{"PENNSYLVANIA", "PA", "HARRISBURG", "17101", "99 999 999", "visitPA.com"},
	{"MICHIGAN", "MI", "LANSING", "48933", "A 999 999 999 999", "Michigan.gov/SOS"},
	{"ARIZONA", "AZ", "PHOENIX", "85004", "A99999999", "azdot.gov/mvd"},
	{"VIRGINIA", "VA", "RICHMOND", "23219", "A99-99-9999", "dmvNOW.com"},
	{"OREGON", "OR", "SALEM", "97301", "9999999", "oregon.gov/odot"},
	{"GEORGIA", "GA", "ATLANTA", "30303", "999999999", "dds.georgia.gov"},
}

// idUSDLAAMVA imitates a US driver's licence laid out with the AAMVA DL/ID
// field reference numbers printed before each label: 4d DLN, 3 DOB, 4b
// EXP, 4a ISS, 1 (family name), 2 (given names), 8 (address), 15 SEX, 16
// HGT, 18 EYES, 9 CLASS, 12 RESTR, 5 DD; dates month first. No place of
// birth.
func (g *gen) idUSDLAAMVA() *doc {
	fam := pick(g.r, families)
	st := pick(g.r, aamvaStates)
	c := idCountryOf("US")
	p := g.person(c)
	issue, expiry, _ := g.validity(pick(g.r, []int{4, 5, 8}))
	number := g.fill(st.pattern)
	d := &doc{trueType: TypeIdentity, lang: "en", font: fam, description: fmt.Sprintf("Synthetic %s driver's license with AAMVA field numbers", st.name),
		fields: idFields("US", number, nil, issue, expiry, "", p.surname, p.given, p.birth, "")}
	delete(d.fields, "document_issuing_authority")
	d.notes = "document_issuing_authority is not checked: the card prints only the state's name as its title"
	page, ox, oy := g.bed(85.6, 54)
	d.page = page
	tint := pick(g.r, pastels)
	g.idCard(ox, oy, tint, color.RGBA{tint.R - 30, tint.G - 30, tint.B - 20, 255})
	cv := g.c
	blue := rgb(20, 50, 110)
	cv.text(ox+3, oy+6.5, st.name, fam.bold, 11, blue)
	cv.textAlign(ox+82.6, oy+5, "DRIVER'S LICENSE", fam.bold, 6.5, rgb(170, 20, 20), alignRight)
	cv.textAlign(ox+82.6, oy+8.5, "USA", fam.bold, 5.5, blue, alignRight)
	g.photo(ox+3, oy+11, 22, 28)
	red := rgb(170, 20, 20)
	item := func(x, y float64, num, lab, val string, size float64) {
		cv.text(x, y, num, fam.regular, 4.5, red)
		w := cv.width(num, fam.regular, 4.5) + 0.8
		if lab != "" {
			cv.text(x+w, y, lab, fam.regular, 4.5, blue)
			w += cv.width(lab, fam.regular, 4.5) + 1
		}
		cv.text(x+w, y, val, fam.bold, size, rgb(10, 10, 20))
	}
	dt := func(t time.Time) string { return t.Format("01/02/2006") }
	x := ox + 28.0
	item(x, oy+13, "4d", "DLN", number, 7.5)
	item(x, oy+17.5, "3", "DOB", dt(p.birth), 7)
	item(x+30, oy+17.5, "4b", "EXP", dt(expiry), 6.5)
	item(x, oy+22, "1", "", p.surname, 7.5)
	item(x, oy+26, "2", "", p.given, 7.5)
	street := fmt.Sprintf("%d %s", 100+g.r.IntN(9800), pick(g.r, []string{"MAPLE AVE", "N 3RD ST", "OAKWOOD DR", "RIVER RD APT 2B"}))
	item(x, oy+30.5, "8", "", street, 6)
	cv.text(x+3, oy+33.5, fmt.Sprintf("%s, %s %s", st.city, st.abbr, st.zip), fam.bold, 6, rgb(10, 10, 20))
	item(x, oy+38, "4a", "ISS", dt(issue), 6)
	item(x+28, oy+38, "9", "CLASS", "C", 6)
	item(x, oy+42, "15", "SEX", p.sex, 6)
	item(x+12, oy+42, "16", "HGT", fmt.Sprintf("%d'-%02d\"", 5+g.r.IntN(2), g.r.IntN(12)), 6)
	item(x+32, oy+42, "18", "EYES", pick(g.r, []string{"BRO", "BLU", "GRN", "HAZ"}), 6)
	item(ox+3, oy+44, "12", "RESTR", "NONE", 5.5)
	item(ox+3, oy+48, "9a", "END", "NONE", 5.5)
	item(x, oy+47, "5", "DD", g.fill("99999999999999"), 5)
	cv.text(ox+3, oy+52, st.dept, fam.regular, 4.5, blue)
	g.signature(ox+55, oy+52, 22, rgb(20, 20, 90))
	return d
}

// idSpecimenStamped draws an EU identity card specimen (front) in its
// state's language and overprints it with several translucent coloured
// stamps at about 30°: MUSTER, SPÉCIMEN, ESPÉCIMEN, CAMPIONE, VOORBEELD,
// VZOR, WZÓR, MINTA. Refused under a live key.
func (g *gen) idSpecimenStamped() *doc {
	type spec struct{ a2, code, lang, state, title, sur, given, label1, label2, label3, label4 string }
	sc := pick(g.r, []spec{
		{"DE", "D", "de", "BUNDESREPUBLIK DEUTSCHLAND", "PERSONALAUSWEIS", "MUSTERMANN", "ERIKA", "Name", "Vornamen", "Geburtstag", "Gültig bis"},
		{"FR", "FRA", "fr", "RÉPUBLIQUE FRANÇAISE", "CARTE NATIONALE D'IDENTITÉ", "MARTIN", "MAËLYS-GAËLLE", "Nom", "Prénoms", "Date de naiss.", "Date d'expir."},
		{"ES", "ESP", "es", "REINO DE ESPAÑA", "DOCUMENTO NACIONAL DE IDENTIDAD", "ESPAÑOLA ESPAÑOLA", "CARMEN", "Apellidos", "Nombre", "Fecha de nacimiento", "Validez"},
		{"IT", "ITA", "it", "REPUBBLICA ITALIANA", "CARTA DI IDENTITÀ", "ROSSI", "BIANCA", "Cognome", "Nome", "Data di nascita", "Scadenza"},
		{"NL", "NLD", "nl", "KONINKRIJK DER NEDERLANDEN", "IDENTITEITSKAART", "DE BRUIJN", "WILLEKE LISELOTTE", "Naam", "Voornamen", "Geboortedatum", "Geldig tot"},
		{"CZ", "CZE", "cs", "ČESKÁ REPUBLIKA", "OBČANSKÝ PRŮKAZ", "SPECIMEN", "VZOR", "Příjmení", "Jméno", "Datum narození", "Platnost do"},
		{"PL", "POL", "pl", "RZECZPOSPOLITA POLSKA", "DOWÓD OSOBISTY", "KOWALSKA", "ANNA", "Nazwisko", "Imiona", "Data urodzenia", "Termin ważności"},
		{"HU", "HUN", "hu", "MAGYARORSZÁG", "SZEMÉLYAZONOSÍTÓ IGAZOLVÁNY", "MINTA", "ANNA", "Családi név", "Utónév", "Születési idő", "Érvényesség"},
		{"SK", "SVK", "sk", "SLOVENSKÁ REPUBLIKA", "OBČIANSKY PREUKAZ", "VZORKOVÁ", "ŽOFIA", "Priezvisko", "Meno", "Dátum narodenia", "Platnosť do"},
	})
	fam := pick(g.r, families)
	birth := randDate(g.r, day(1960, 1, 1), day(2000, 1, 1))
	issue, expiry, _ := g.validity(10)
	number := g.fill("AA9999999")
	d := &doc{trueType: TypeIdentity, lang: sc.lang, font: fam, description: fmt.Sprintf("Specimen %s identity card with stamped overprints", sc.a2),
		fields: idFields(sc.a2, number, nil, issue, expiry, "", sc.sur, sc.given, birth, "")}
	page, ox, oy := g.bed(85.6, 54)
	d.page = page
	tint := pick(g.r, pastels)
	g.idCard(ox, oy, tint, color.RGBA{tint.R - 30, tint.G - 30, tint.B - 25, 255})
	cv := g.c
	cv.text(ox+3, oy+5, sc.state, fam.bold, 5.5, rgb(20, 40, 110))
	cv.text(ox+3, oy+8.5, sc.title, fam.bold, 5.5, rgb(20, 40, 110))
	g.photo(ox+3, oy+12, 22, 28)
	dt := func(t time.Time) string { return fmtDate(t, dsDots, sc.lang) }
	x := ox + 28.0
	g.cardField(x, oy+13, fam, sc.label1, sc.sur, 6.5)
	g.cardField(x, oy+20, fam, sc.label2, sc.given, 6.5)
	g.cardField(x, oy+27, fam, sc.label3, dt(birth), 6)
	g.cardField(x, oy+34, fam, sc.label4, dt(expiry), 6)
	cv.textAlign(ox+82.6, oy+13, number, fam.bold, 7, rgb(160, 20, 20), alignRight)
	g.signature(ox+30, oy+48, 22, rgb(20, 20, 90))
	g.stampSpecimen(d)
	d.description += " (" + d.specimen + ")"
	return d
}
