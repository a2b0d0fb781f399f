package docgen

import (
	"fmt"
	"strings"
	"time"
)

// Organisation documents of the dev and holdout splits.

func init() {
	register(
		&layout{name: "org_nl_kvk_uittreksel", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgNLKvK,
			source: "KVK 'Uittreksel Handelsregister', explained on onderneming.nl/bedrijf-starten/inschrijving-kvk/uittreksel-handelsregister"},
		&layout{name: "org_de_hrb_ausdruck", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgDEHRB,
			source: "Handelsregister B, aktueller Ausdruck, columns 1-7 (juracademy.de, Handelsregister; ihk.de/berlin: register at Amtsgericht Charlottenburg)"},
		&layout{name: "org_us_good_standing", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgUSGoodStanding,
			source: "State certificates of good standing / existence (Wyoming Secretary of State instructions, fill.io; llcguardian.com); Colorado, Nevada and Delaware wording"},
		&layout{name: "org_es_nota_simple", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgESNotaSimple,
			source: "Nota simple informativa del Registro Mercantil (legadea.com/registro-mercantil; Reglamento del Registro Mercantil, RD 1784/1996)"},
		&layout{name: "org_fr_kbis", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgFRKbis,
			source: "Extrait Kbis, contents per k-bis.net/fr/exemple-de-kbis-en-france and info-justice.fr"},
		&layout{name: "org_it_visura", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgITVisura,
			source: "Visura ordinaria camerale, contents per caor.camcom.it/registro-imprese/visure-certificati and opendotcom.it"},
		&layout{name: "org_us_articles", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgUSArticles,
			source: "Delaware certificate of incorporation, DGCL § 102 contents (startupcompanylawyer.com; securitieslawdiary.com; simplifiedcodes.com § 102)"},
		&layout{name: "org_ie_cro_certificate", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgIECRO,
			source: "CRO certificate of incorporation, Companies Act 2014 company types (cro.ie information leaflet 1; legalguide.ie)"},
	)
}

// orgFields builds the ground truth of an organisation document; "" status
// or type, and nil office, are null.
func orgFields(name string, nameAccept []string, num string, numAccept []string, auth string, authAccept []string, country string, inc *time.Time, incAccept []time.Time, office []string, status, typ string, typAccept []string, people []Person) map[string]Field {
	f := map[string]Field{
		"organisation_name":             str(name, KindName, append(nameAccept, stripMarks(name))...),
		"registration_number":           str(num, KindID, append(numAccept, strings.ReplaceAll(num, " ", ""))...),
		"issuing_authority":             str(auth, KindText, append(authAccept, stripMarks(auth))...),
		"jurisdiction_of_incorporation": str(country, KindCountry),
		"incorporation_date":            null(KindDate),
		"registered_office_address":     null(KindAddress),
		"organisation_status":           null(KindText),
		"organisation_type":             null(KindText),
		"significant_people":            {Kind: KindPeople, People: people},
	}
	if people == nil {
		f["significant_people"] = Field{Kind: KindPeople, People: []Person{}}
	}
	if inc != nil {
		var acc []string
		for _, t := range incAccept {
			acc = append(acc, iso(t))
		}
		f["incorporation_date"] = str(iso(*inc), KindDate, acc...)
	}
	if office != nil {
		f["registered_office_address"] = addrField(office)
	}
	if status != "" {
		f["organisation_status"] = textField(status)
	}
	if typ != "" {
		f["organisation_type"] = str(typ, KindText, append(typAccept, stripMarks(typ))...)
	}
	return f
}

// incDate draws an incorporation date: 2 to 25 years ago.
func (g *gen) incDate() time.Time {
	return randDate(g.r, g.today.AddDate(-25, 0, 0), g.today.AddDate(0, -2, 0))
}

// officer is a significant person with the parts of the name printed
// apart on registers ("SURNAME, Given").
type officer struct {
	Person
	given, sur string
}

// officers draws n people of country a2 with roles (the last repeats).
func (g *gen) officers(a2 string, n int, roles []string, withAddr func() []string) []officer {
	var out []officer
	for k := 0; k < n; k++ {
		given, sur := g.personName(a2)
		o := officer{Person: Person{Name: given + " " + sur, Role: roles[min(k, len(roles)-1)]}, given: given, sur: sur}
		if withAddr != nil {
			o.Address = ptr(joinAddr(withAddr()))
		}
		out = append(out, o)
	}
	return out
}

func persons(os []officer) []Person {
	out := make([]Person, len(os))
	for i, o := range os {
		out[i] = o.Person
	}
	return out
}

// orgNLKvK imitates the KVK 'Uittreksel Handelsregister' of a BV: sections
// Rechtspersoon, Onderneming, Vestiging and Bestuurders with labels at the
// left, dates as 01-02-2015, and the time of the extract at the foot.
func (g *gen) orgNLKvK() *doc {
	fam := g.family()
	inc := g.incDate()
	reg := inc.AddDate(0, 0, 1+g.r.IntN(20))
	kvk := g.fill("99999999")
	rsin := g.nlBSN()
	name := g.companyName("nl", "NL")
	if !strings.HasSuffix(name, "B.V.") {
		name = strings.TrimSuffix(name, " "+strings.Fields(name)[len(strings.Fields(name))-1]) + " B.V."
	}
	addr := g.address("NL")
	seat := strings.Fields(addr[len(addr)-1])
	city := strings.Join(seat[2:], " ")
	n := 1 + g.r.IntN(2)
	people := g.officers("NL", n, []string{"Bestuurder"}, nil)
	d := &doc{trueType: TypeOrganisationDoc, lang: "nl", font: fam,
		description: "Synthetic Dutch KVK register extract (uittreksel Handelsregister) of a BV",
		fields: orgFields(name, nil, kvk, nil, "Kamer van Koophandel", []string{"KVK", "KvK", "Handelsregister", "Kamer van Koophandel Nederland", "Handelsregister Kamer van Koophandel"},
			"NL", &inc, []time.Time{reg}, addr, "", "Besloten Vennootschap", []string{"BV", "B.V.", "Besloten vennootschap met gewone structuur"}, persons(people))}
	d.basis = "judgement"
	d.notes = "incorporation_date: the date of the deed of incorporation (akte van oprichting); the first registration date is accepted too"
	d.page = g.newPage(210, 297, white)
	c := g.c
	blue := rgb(0, 60, 120)
	c.rect(20, 14, 22, 12, blue)
	c.textAlign(31, 22.5, "KVK", fam.bold, 14, white, alignCenter)
	c.text(48, 19, "Uittreksel Handelsregister", fam.bold, 13, black)
	c.text(48, 25, "Kamer van Koophandel", fam.regular, 10, black)
	c.textAlign(190, 19, "KVK-nummer "+kvk, fam.bold, 10, black, alignRight)
	c.textAlign(190, 25, "Pagina 1 (van 1)", fam.regular, 8.5, black, alignRight)
	y := 40.0
	c.paragraph(20, y, 170, fmt.Sprintf("De rechtspersoon staat ingeschreven in het Handelsregister onder KVK-nummer %s.", kvk), fam.regular, 9, 4.5, black)
	y += 10
	opts := kvOpts{style: kvLeft, col: 58, fam: fam, size: 9.5}
	section := func(title string) {
		c.text(20, y, title, fam.bold, 10.5, blue)
		c.line(20, y+1.5, 190, y+1.5, 0.3, blue)
		y += 7
	}
	section("Rechtspersoon")
	y = g.kv(20, y, [][2]string{
		{"RSIN", rsin},
		{"Rechtsvorm", "Besloten Vennootschap"},
		{"Statutaire naam", name},
		{"Statutaire zetel", city},
		{"Eerste inschrijving handelsregister", fmtDate(reg, dsDash, "nl")},
		{"Datum akte van oprichting", fmtDate(inc, dsDash, "nl")},
		{"Geplaatst kapitaal", "EUR " + amount(float64(pick(g.r, []int{1, 100, 18000, 10000})), mEU)},
	}, opts) + 3
	section("Onderneming")
	y = g.kv(20, y, [][2]string{
		{"Handelsnamen", strings.TrimSuffix(name, " B.V.")},
		{"Startdatum onderneming", fmtDate(reg, dsDash, "nl")},
		{"Activiteiten", pick(g.r, []string{"SBI-code: 62010 - Ontwikkelen, produceren en uitgeven van software", "SBI-code: 1071 - Brood- en banketbakkerijen", "SBI-code: 7022 - Advisering op het gebied van management en bedrijfsvoering"})},
	}, opts) + 3
	section("Vestiging")
	y = g.kv(20, y, [][2]string{
		{"Vestigingsnummer", g.fill("000099999999")},
		{"Handelsnaam", strings.TrimSuffix(name, " B.V.")},
		{"Bezoekadres", joinAddr(addr)},
		{"Werkzame personen", fmt.Sprint(1 + g.r.IntN(40))},
	}, opts) + 3
	section("Bestuurders")
	for _, p := range people {
		given, sur := p.given, p.sur
		born := randDate(g.r, day(1950, 1, 1), day(1995, 12, 31))
		y = g.kv(20, y, [][2]string{
			{"Naam", sur + ", " + given},
			{"Geboortedatum", fmtDate(born, dsDash, "nl")},
			{"Datum in functie", fmtDate(randDate(g.r, reg, g.today.AddDate(0, -1, 0)), dsDash, "nl")},
			{"Titel", "Bestuurder"},
			{"Bevoegdheid", pick(g.r, []string{"Alleen/zelfstandig bevoegd", "Gezamenlijk bevoegd (met andere bestuurder(s))"})},
		}, opts) + 3
	}
	made := g.today.AddDate(0, 0, -g.r.IntN(60))
	c.line(20, 272, 190, 272, 0.2, rgb(150, 150, 150))
	c.text(20, 277, fmt.Sprintf("Uittreksel is vervaardigd op %s om %02d.%02d uur.", fmtDate(made, dsDash, "nl"), 8+g.r.IntN(9), g.r.IntN(60)), fam.regular, 8, black)
	c.text(20, 281, "Dit uittreksel is digitaal gewaarmerkt en is voorzien van een gekwalificeerde elektronische handtekening.", fam.regular, 7, rgb(90, 90, 90))
	return d
}

// deCourts are register courts with the city of their district and its
// postcode prefix.
var deCourts = []struct{ court, city, pc, suffix string }{
	{"Amtsgericht Charlottenburg", "Berlin", "10", " B"},
	{"Amtsgericht Hamburg", "Hamburg", "20", ""},
	{"Amtsgericht München", "München", "80", ""},
	{"Amtsgericht Frankfurt am Main", "Frankfurt am Main", "60", ""},
	{"Amtsgericht Köln", "Köln", "50", ""},
	{"Amtsgericht Düsseldorf", "Düsseldorf", "40", ""},
}

// orgDEHRB imitates the current printout (aktueller Ausdruck) of a
// Handelsregister B sheet: numbered columns 1 to 7 with the Firma, seat
// and business address, capital, the directors under "Geschäftsführer:" as
// "Surname, Given, *birth date, town", the legal form and articles' date,
// and "Tag der ersten Eintragung"; dates as 20.02.2018.
func (g *gen) orgDEHRB() *doc {
	fam := g.family()
	if g.chance(0.3) {
		fam = pick(g.r, monoFamilies)
	}
	ct := pick(g.r, deCourts)
	first := g.incDate()
	articles := first.AddDate(0, 0, -(10 + g.r.IntN(50)))
	last := randDate(g.r, first.AddDate(0, 2, 0), g.today.AddDate(0, 0, -20))
	if last.After(g.today) || last.Before(first) {
		last = first
	}
	num := "HRB " + g.fill("999999") + ct.suffix
	form := pick(g.r, []string{"GmbH", "GmbH", "UG (haftungsbeschränkt)", "AG"})
	name := pick(g.r, newStems["de"]) + " " + form
	typ := map[string]string{"GmbH": "Gesellschaft mit beschränkter Haftung", "UG (haftungsbeschränkt)": "Unternehmergesellschaft (haftungsbeschränkt)", "AG": "Aktiengesellschaft"}[form]
	office := []string{fmt.Sprintf("%s %d", pick(g.r, streets["DE"]), 1+g.r.IntN(150)), ct.pc + g.fill("999") + " " + ct.city}
	role := "Geschäftsführer"
	if form == "AG" {
		role = "Vorstand"
	}
	people := g.officers("DE", 1+g.r.IntN(2), []string{role}, nil)
	var prok []officer
	if g.chance(0.4) {
		prok = g.officers("DE", 1, []string{"Prokurist"}, nil)
	}
	d := &doc{trueType: TypeOrganisationDoc, lang: "de", font: fam,
		description: "Synthetic German Handelsregister B printout (aktueller Ausdruck)",
		fields: orgFields(name, nil, num, []string{strings.TrimSuffix(num, " B"), strings.ReplaceAll(num, " ", "")}, ct.court,
			[]string{"Handelsregister", "Registergericht " + strings.TrimPrefix(ct.court, "Amtsgericht "), ct.court + " (Registergericht)"},
			"DE", &first, nil, office, "", typ, []string{form}, persons(append(people, prok...)))}
	d.notes = "incorporation_date: 'Tag der ersten Eintragung' (a GmbH or AG exists as such from its registration)"
	d.page = g.newPage(210, 297, white)
	c := g.c
	c.text(20, 18, "Handelsregister B des", fam.bold, 10, black)
	c.text(20, 22.5, ct.court, fam.bold, 10, black)
	c.textAlign(105, 18, "Abteilung B", fam.regular, 9, black, alignCenter)
	c.textAlign(105, 22.5, "Wiedergabe des aktuellen", fam.regular, 9, black, alignCenter)
	c.textAlign(105, 27, "Registerinhalts", fam.regular, 9, black, alignCenter)
	abruf := g.today.AddDate(0, 0, -g.r.IntN(30))
	c.textAlign(190, 18, "Abruf vom "+fmtDate(abruf, dsDots, "de")+fmt.Sprintf(" %02d:%02d", 8+g.r.IntN(10), g.r.IntN(60)), fam.regular, 8.5, black, alignRight)
	c.textAlign(190, 22.5, "Nummer der Firma: "+num, fam.bold, 9, black, alignRight)
	c.textAlign(190, 27, "Seite 1 von 1", fam.regular, 8.5, black, alignRight)
	c.line(20, 31, 190, 31, 0.4, black)
	y := 39.0
	row := func(n, label, value string) {
		c.text(20, y, n, fam.bold, 9, black)
		c.text(28, y, label, fam.regular, 8.5, rgb(70, 70, 70))
		y += 4.4
		y = c.paragraph(34, y, 154, value, fam.regular, 9.5, 4.6, black) + 2.5
	}
	row("1.", "Anzahl der bisherigen Eintragungen:", fmt.Sprint(1+g.r.IntN(9)))
	row("2.", "a) Firma:", name)
	row("", "b) Sitz, Niederlassung, inländische Geschäftsanschrift, empfangsberechtigte Person, Zweigniederlassungen:", ct.city+"; Geschäftsanschrift: "+joinAddr(office))
	row("", "c) Gegenstand des Unternehmens:", pick(g.r, []string{"Die Entwicklung und der Vertrieb von Software sowie die Erbringung damit verbundener Dienstleistungen.", "Der Handel mit Maschinen und Ersatzteilen aller Art.", "Die Herstellung und der Vertrieb von Naturkostprodukten."}))
	capital := pick(g.r, []float64{25000, 50000, 100000})
	if form == "UG (haftungsbeschränkt)" {
		capital = pick(g.r, []float64{500, 1000, 3000})
	}
	row("3.", "Grund- oder Stammkapital:", amount(capital, mEU)+" EUR")
	reps := ""
	for _, p := range people {
		given, sur := p.given, p.sur
		born := randDate(g.r, day(1950, 1, 1), day(1995, 12, 31))
		town := pick(g.r, []string{ct.city, "Potsdam", "Leipzig", "Hamburg", "München", "Bonn"})
		reps += fmt.Sprintf("%s: %s, %s, *%s, %s; %s ", role, sur, given, fmtDate(born, dsDots, "de"), town, pick(g.r, []string{"einzelvertretungsberechtigt", "mit der Befugnis, im Namen der Gesellschaft mit sich im eigenen Namen oder als Vertreter eines Dritten Rechtsgeschäfte abzuschließen"}))
	}
	row("4.", "a) Allgemeine Vertretungsregelung:", "Ist nur ein Geschäftsführer bestellt, so vertritt er die Gesellschaft allein. Sind mehrere Geschäftsführer bestellt, so wird die Gesellschaft durch zwei Geschäftsführer oder durch einen Geschäftsführer gemeinsam mit einem Prokuristen vertreten.")
	row("", "b) Vertretungsberechtigte und besondere Vertretungsbefugnis:", strings.TrimSpace(reps))
	pk := "–"
	if len(prok) > 0 {
		given, sur := prok[0].given, prok[0].sur
		pk = fmt.Sprintf("Einzelprokura: %s, %s, *%s, %s", sur, given, fmtDate(randDate(g.r, day(1960, 1, 1), day(1995, 1, 1)), dsDots, "de"), ct.city)
	}
	row("5.", "Prokura:", pk)
	vertrag := "Gesellschaftsvertrag vom "
	if form == "AG" {
		vertrag = "Satzung vom "
	}
	row("6.", "a) Rechtsform, Beginn, Satzung oder Gesellschaftsvertrag:", typ+"; "+vertrag+fmtDate(articles, dsDots, "de"))
	row("", "b) Sonstige Rechtsverhältnisse:", "–")
	row("7.", "a) Tag der ersten Eintragung:", fmtDate(first, dsDots, "de"))
	row("", "b) Tag der letzten Eintragung:", fmtDate(last, dsDots, "de"))
	c.line(20, 280, 190, 280, 0.2, black)
	c.text(20, 285, "Handelsregister B des "+ct.court+" – "+num, fam.regular, 7.5, rgb(80, 80, 80))
	return d
}

// usStatesGS are states issuing good standing certificates, with their
// capital and the wording family of the certificate.
var usStatesGS = []struct{ state, capital, style string }{
	{"Wyoming", "Cheyenne", "wy"}, {"Colorado", "Denver", "co"}, {"Nevada", "Carson City", "nv"}, {"Delaware", "Dover", "de"},
}

var fictionalSecretaries = []string{"JORDAN A. MERRIWEATHER", "ELEANOR H. VASQUEZ-REID", "THOMAS B. ASHCROFT", "MARGARET L. OYELARAN"}

// orgUSGoodStanding imitates US state certificates of good standing or
// existence: the state's heading and seal, a paragraph of running text
// naming the entity, its formation date (month first) and its standing,
// the entity or file number, "IN TESTIMONY WHEREOF … this 16th day of
// March, 2026" and the secretary's signature.
func (g *gen) orgUSGoodStanding() *doc {
	fam := pick(g.r, []family{families[1], families[3], families[5]})
	st := pick(g.r, usStatesGS)
	inc := g.incDate()
	issued := g.today.AddDate(0, 0, -g.r.IntN(90))
	llc := g.chance(0.5)
	stem := strings.ToUpper(pick(g.r, newStems["en"]))
	var name, kind, typ string
	if llc {
		name, kind, typ = stem+", LLC", "Limited Liability Company", "Limited Liability Company"
	} else {
		name, kind, typ = stem+", INC.", "Corporation", "Corporation"
	}
	sec := pick(g.r, fictionalSecretaries)
	var num, title, body string
	var incP *time.Time
	status := "Good Standing"
	statusAccept := []string{"in good standing", "Active"}
	switch st.style {
	case "wy":
		num = fmt.Sprintf("%d-%s", inc.Year(), g.fill("000999999"))
		title = "CERTIFICATE OF GOOD STANDING"
		if llc {
			kind = "Limited Liability Company"
		} else {
			kind, typ = "Profit Corporation", "Profit Corporation"
		}
		body = fmt.Sprintf("I, %s, Secretary of State of the State of Wyoming, do hereby certify that according to the records of this office, %s (Filing ID: %s) is a Wyoming %s formed or qualified to do business on %s, and that its status is Active and in good standing with this office.", sec, name, num, kind, inc.Format("01/02/2006"))
		incP = &inc
	case "co":
		num = fmt.Sprintf("%d%s", inc.Year(), g.fill("9999999"))
		title = "Certificate of Fact of Good Standing"
		body = fmt.Sprintf("I, %s, as the Secretary of State of the State of Colorado, hereby certify that, according to the records of this office, %s is a %s formed or registered on %s under the law of Colorado, has complied with all applicable requirements of this office, and is in good standing with this office. This entity has been assigned entity identification number %s.", sec, name, kind, inc.Format("01/02/2006"), num)
		incP = &inc
	case "nv":
		num = fmt.Sprintf("NV%d%s", inc.Year(), g.fill("9999999"))
		title = "CERTIFICATE OF EXISTENCE WITH STATUS IN GOOD STANDING"
		body = fmt.Sprintf("I, %s, the duly elected and qualified Nevada Secretary of State, do hereby certify that I am, by the laws of said State, the custodian of the records relating to filings by corporations and limited-liability companies, and that %s, Nevada Business Identification # %s, as a %s duly organized under the laws of Nevada, has existed under and by virtue of the laws of the State of Nevada since %s, and is in good standing in this state.", sec, name, num, strings.ToLower(kind), fmtDate(inc, dsLong, "en-US"))
		incP = &inc
	default:
		num = g.fill("9999999")
		title = "CERTIFICATE OF GOOD STANDING"
		body = fmt.Sprintf("I, %s, SECRETARY OF STATE OF THE STATE OF DELAWARE, DO HEREBY CERTIFY \"%s\" IS DULY %s UNDER THE LAWS OF THE STATE OF DELAWARE AND IS IN GOOD STANDING AND HAS A LEGAL EXISTENCE SO FAR AS THE RECORDS OF THIS OFFICE SHOW, AS OF THE %s DAY OF %s, A.D. %d.", sec, name, map[bool]string{true: "FORMED", false: "INCORPORATED"}[llc], strings.ToUpper(ordinalWord(issued.Day())), strings.ToUpper(issued.Month().String()), issued.Year())
		typ = "" // the Delaware short form names no entity type and no formation date
	}
	auth := "Secretary of State of " + st.state
	d := &doc{trueType: TypeOrganisationDoc, lang: "en", font: fam,
		description: fmt.Sprintf("Synthetic %s certificate of good standing", st.state),
		fields: orgFields(name, nil, num, nil, auth, []string{st.state + " Secretary of State", "State of " + st.state, "Office of the Secretary of State", "Secretary of State", "Secretary of State of the State of " + st.state},
			"US", incP, nil, nil, status, typ, nil, nil)}
	d.fields["organisation_status"] = str(status, KindText, statusAccept...)
	d.page = g.newPage(215.9, 279.4, rgb(253, 252, 246))
	c := g.c
	navy := rgb(20, 40, 90)
	c.frame(10, 10, 195.9, 259.4, 1.5, navy)
	g.guilloche(14, 14, 187.9, 30, rgb(210, 215, 228), 7)
	g.seal(108, 36, 16, "THE GREAT SEAL OF THE STATE OF "+strings.ToUpper(st.state), fam, rgb(150, 120, 40))
	c.textAlign(108, 66, "STATE OF "+strings.ToUpper(st.state), fam.bold, 13, navy, alignCenter)
	c.textAlign(108, 72, "Office of the Secretary of State", fam.regular, 11, navy, alignCenter)
	c.textAlign(108, 88, title, fam.bold, 16, black, alignCenter)
	y := c.paragraph(28, 104, 160, body, fam.regular, 11.5, 6.6, black) + 6
	if st.style == "co" {
		y = c.paragraph(28, y, 160, fmt.Sprintf("This certificate reflects facts established or disclosed by documents delivered to this office on paper through %s that have been posted, and by documents delivered to this office electronically through %s.", issued.AddDate(0, 0, -2).Format("01/02/2006"), issued.Format("01/02/2006")), fam.regular, 10, 5.4, black) + 6
	}
	if st.style != "de" {
		y = c.paragraph(28, y, 160, fmt.Sprintf("IN TESTIMONY WHEREOF, I have hereunto set my hand and affixed the Great Seal of the State of %s. Done at %s, this %s day of %s, %d.", st.state, st.capital, ordinal(issued.Day()), issued.Month(), issued.Year()), fam.regular, 11, 6.2, black) + 12
	} else {
		c.text(28, 210, num+" "+g.fill("9999"), fam.regular, 9, black)
		c.text(28, 215, "SR# "+issued.Format("2006")+g.fill("9999999"), fam.regular, 9, black)
		c.text(140, 210, "Authentication: "+g.fill("999999999"), fam.regular, 9, black)
		c.text(140, 215, "Date: "+issued.Format("01-02-06"), fam.regular, 9, black)
		y = 185
	}
	g.signature(125, y+10, 55, rgb(20, 20, 100))
	c.line(118, y+12, 188, y+12, 0.2, black)
	c.text(118, y+17, sec, fam.regular, 9, black)
	c.text(118, y+21, "Secretary of State", fam.regular, 9, black)
	c.text(28, 255, fmt.Sprintf("Certificate ID: %s", g.fill("99999999")), fam.regular, 8, rgb(80, 80, 80))
	return d
}

var ordinalWords = []string{"", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth", "eighteenth", "nineteenth", "twentieth", "twenty-first", "twenty-second", "twenty-third", "twenty-fourth", "twenty-fifth", "twenty-sixth", "twenty-seventh", "twenty-eighth", "twenty-ninth", "thirtieth", "thirty-first"}

func ordinalWord(n int) string { return ordinalWords[n] }

// esRegistries are provinces with the letter prefix of their sheets.
var esRegistries = []struct{ city, prefix, pc string }{
	{"Madrid", "M", "28"}, {"Barcelona", "B", "08"}, {"Valencia", "V", "46"}, {"Sevilla", "SE", "41"}, {"Málaga", "MA", "29"},
}

// orgESNotaSimple imitates a nota simple informativa of a Registro
// Mercantil: upper-case labels with colons, the company's general data,
// registry data (hoja, tomo, folio), and the current officers
// (administrador único, consejeros); dates as 12/05/2016.
func (g *gen) orgESNotaSimple() *doc {
	fam := g.family()
	if g.chance(0.5) {
		fam = pick(g.r, monoFamilies)
	}
	rm := pick(g.r, esRegistries)
	inc := g.incDate()
	start := inc.AddDate(0, 0, g.r.IntN(10))
	sl := g.chance(0.7)
	form, typ := "SL", "Sociedad de responsabilidad limitada"
	if !sl {
		form, typ = "SA", "Sociedad anónima"
	}
	name := strings.ToUpper(pick(g.r, newStems["es"])) + " " + form
	cif := g.vatES()[2:]
	if sl && cif[0] != 'B' {
		cif = "B" + cif[1:]
	} else if !sl && cif[0] != 'A' {
		cif = "A" + cif[1:]
	}
	hoja := rm.prefix + "-" + g.fill("999999")
	office := []string{fmt.Sprintf("%s, %d", strings.ToUpper(pick(g.r, streets["ES"])), 1+g.r.IntN(150)), rm.pc + g.fill("999") + " " + strings.ToUpper(rm.city)}
	roles := []string{"Administrador único"}
	n := 1
	if g.chance(0.4) {
		roles, n = []string{"Administrador solidario"}, 2
	}
	if !sl {
		roles, n = []string{"Presidente del Consejo", "Consejero Delegado", "Consejero"}, 3
	}
	people := g.officers("ES", n, roles, nil)
	d := &doc{trueType: TypeOrganisationDoc, lang: "es", font: fam,
		description: "Synthetic Spanish Registro Mercantil nota simple",
		fields: orgFields(name, nil, hoja, []string{"Hoja " + hoja, cif}, "Registro Mercantil de "+rm.city, []string{"Registro Mercantil", "Registradores de España", "Registro Mercantil de " + stripMarks(rm.city)},
			"ES", &inc, nil, office, "Activa", typ, []string{form, "S.L.", "Sociedad limitada"}, persons(people))}
	d.notes = "registration_number: the registry sheet (hoja); the C.I.F. is accepted too"
	d.fields["registration_number"] = str(hoja, KindID, "Hoja "+hoja, cif, strings.ReplaceAll(hoja, "-", ""))
	d.page = g.newPage(210, 297, white)
	c := g.c
	c.text(20, 18, "REGISTRO MERCANTIL DE "+strings.ToUpper(rm.city), fam.bold, 12, black)
	c.text(20, 23, "Registradores de España", fam.regular, 8.5, rgb(80, 80, 80))
	c.textAlign(190, 18, "NOTA SIMPLE INFORMATIVA", fam.bold, 11, black, alignRight)
	issued := g.today.AddDate(0, 0, -g.r.IntN(40))
	c.textAlign(190, 23, "Expedida el "+fmtDate(issued, dsSlash, "es"), fam.regular, 8.5, black, alignRight)
	c.line(20, 27, 190, 27, 0.5, black)
	y := 36.0
	c.text(20, y, "DATOS GENERALES", fam.bold, 10.5, black)
	y += 7
	opts := kvOpts{style: kvLeft, col: 52, fam: fam, size: 9.5, labelUpper: true, labelBold: true, labelCol: black}
	y = g.kv(20, y, [][2]string{
		{"Denominación:", name},
		{"Inicio de operaciones:", fmtDate(start, dsSlash, "es")},
		{"Domicilio social:", joinAddr(office)},
		{"Duración:", "INDEFINIDA"},
		{"C.I.F.:", cif},
		{"Datos registrales:", fmt.Sprintf("Hoja %s, Tomo %s, Folio %d, Inscripción 1ª", hoja, g.fill("99999"), 1+g.r.IntN(200))},
		{"Fecha de constitución:", fmtDate(inc, dsSlash, "es")},
		{"Forma jurídica:", typ},
		{"Capital suscrito:", amount(float64(pick(g.r, []int{3000, 3006, 6000, 60000, 120000})), mEU) + " Euros"},
		{"Estado:", "ACTIVA"},
		{"Objeto social:", pick(g.r, []string{"LA COMPRAVENTA, DISTRIBUCIÓN E IMPORTACIÓN DE PRODUCTOS ALIMENTICIOS.", "LA PRESTACIÓN DE SERVICIOS DE CONSULTORÍA INFORMÁTICA.", "LA CONSTRUCCIÓN Y REHABILITACIÓN DE EDIFICIOS."})},
	}, opts) + 4
	c.text(20, y, "ASIENTOS VIGENTES – CARGOS", fam.bold, 10.5, black)
	y += 7
	for _, p := range people {
		given, sur := p.given, p.sur
		nom := randDate(g.r, inc, g.today.AddDate(0, -1, 0))
		y = c.paragraph(20, y, 170, fmt.Sprintf("%s: %s, %s. Fecha de nombramiento: %s. Duración: %s.", strings.ToUpper(p.Role), strings.ToUpper(sur), strings.ToUpper(given), fmtDate(nom, dsSlash, "es"), pick(g.r, []string{"Indefinida", "5 años"})), fam.regular, 9.5, 4.8, black) + 2
	}
	c.paragraph(20, 262, 170, "ADVERTENCIA: Esta información registral tiene valor puramente indicativo y no acredita fehacientemente el contenido de los asientos (art. 77 del Reglamento del Registro Mercantil). La certificación es el único medio de acreditar fehacientemente el contenido de los asientos.", fam.regular, 7, 3.4, rgb(80, 80, 80))
	return d
}

// frGreffes are commercial courts' registries with a postcode prefix.
var frGreffes = []struct{ city, pc string }{
	{"Lyon", "690"}, {"Paris", "750"}, {"Bordeaux", "330"}, {"Nantes", "440"}, {"Lille Métropole", "590"}, {"Marseille", "130"},
}

// orgFRKbis imitates an extrait Kbis: the greffe's heading, "Extrait Kbis
// – extrait d'immatriculation principale au registre du commerce et des
// sociétés à jour au …", then label and value columns in sections
// (identification, management, establishment); dates as 12/05/2016.
func (g *gen) orgFRKbis() *doc {
	fam := g.family()
	gr := pick(g.r, frGreffes)
	inc := g.incDate()
	_, siren := g.vatFR()
	rcs := siren[:3] + " " + siren[3:6] + " " + siren[6:]
	city := strings.Fields(gr.city)[0]
	sas := g.chance(0.6)
	form, typ, role := "SARL", "Société à responsabilité limitée", "Gérant"
	if sas {
		form, typ, role = "SAS", "Société par actions simplifiée", "Président"
	}
	name := strings.ToUpper(pick(g.r, newStems["fr"]))
	office := []string{fmt.Sprintf("%d %s", 1+g.r.IntN(120), pick(g.r, streets["FR"])), gr.pc + g.fill("99") + " " + city}
	roles := []string{role}
	n := 1
	if sas && g.chance(0.4) {
		roles, n = []string{"Président", "Directeur général"}, 2
	} else if !sas && g.chance(0.3) {
		n = 2
	}
	people := g.officers("FR", n, roles, func() []string { return g.address("FR") })
	d := &doc{trueType: TypeOrganisationDoc, lang: "fr", font: fam,
		description: "Synthetic French extrait Kbis",
		fields: orgFields(name, []string{name + " " + form}, rcs, []string{siren, rcs + " R.C.S. " + city, "RCS " + city + " " + rcs},
			"Greffe du Tribunal de Commerce de "+gr.city, []string{"Tribunal de Commerce de " + gr.city, "Registre du Commerce et des Sociétés", "RCS " + city, "Greffe du Tribunal de Commerce", "Infogreffe"},
			"FR", &inc, nil, office, "", typ, []string{form}, persons(people))}
	d.page = g.newPage(210, 297, white)
	c := g.c
	c.text(20, 18, "Greffe du Tribunal de Commerce de "+gr.city, fam.bold, 10.5, black)
	c.text(20, 22.5, fmt.Sprintf("%d %s", 1+g.r.IntN(40), pick(g.r, []string{"Quai Jean Moulin", "Place de la Bourse", "Boulevard Voltaire"})), fam.regular, 8.5, black)
	c.text(20, 26.5, gr.pc+"00 "+city, fam.regular, 8.5, black)
	gestion := fmt.Sprintf("%d B %s", inc.Year(), g.fill("99999"))
	c.textAlign(190, 18, "Code de vérification : "+g.fill("XXXXXXXXXX"), fam.regular, 8, black, alignRight)
	c.textAlign(190, 22.5, "N° de gestion "+gestion, fam.regular, 8, black, alignRight)
	asof := g.today.AddDate(0, 0, -g.r.IntN(60))
	c.textAlign(105, 42, "Extrait Kbis", fam.bold, 16, black, alignCenter)
	c.textAlign(105, 49, "EXTRAIT D'IMMATRICULATION PRINCIPALE AU REGISTRE DU COMMERCE ET DES SOCIÉTÉS", fam.bold, 9, black, alignCenter)
	c.textAlign(105, 54, "à jour au "+fmtDate(asof, dsLong, "fr"), fam.regular, 9, black, alignCenter)
	y := 64.0
	band := func(title string) {
		c.rect(20, y-4.5, 170, 6.5, rgb(225, 225, 225))
		c.text(22, y, title, fam.bold, 9, black)
		y += 8
	}
	opts := kvOpts{style: kvLeft, col: 68, fam: fam, size: 9.5, labelSize: 8.5, labelCol: black}
	band("IDENTIFICATION DE LA PERSONNE MORALE")
	y = g.kv(22, y, [][2]string{
		{"Immatriculation au RCS, numéro", rcs + " R.C.S. " + city},
		{"Date d'immatriculation", fmtDate(inc, dsSlash, "fr")},
		{"Dénomination ou raison sociale", name},
		{"Forme juridique", typ},
		{"Capital social", amount(float64(pick(g.r, []int{1000, 5000, 10000, 37000})), mFR) + " Euros"},
		{"Adresse du siège", joinAddr(office)},
		{"Activités principales", pick(g.r, []string{"Conseil en systèmes et logiciels informatiques", "Commerce de gros de fruits et légumes", "Travaux d'installation électrique"})},
		{"Durée de la personne morale", "Jusqu'au " + fmtDate(inc.AddDate(99, 0, -1), dsSlash, "fr")},
		{"Date de clôture de l'exercice social", "31 décembre"},
	}, opts) + 3
	band("GESTION, DIRECTION, ADMINISTRATION, CONTRÔLE, ASSOCIÉS OU MEMBRES")
	for _, p := range people {
		given, sur := p.given, p.sur
		born := randDate(g.r, day(1950, 1, 1), day(1995, 12, 31))
		c.text(22, y, p.Role, fam.bold, 9, black)
		y = g.kv(62, y, [][2]string{
			{"Nom, prénoms", strings.ToUpper(sur) + " " + given},
			{"Date et lieu de naissance", "Le " + fmtDate(born, dsSlash, "fr") + " à " + pick(g.r, []string{"Paris (75)", "Lyon (69)", "Rennes (35)", "Toulouse (31)"})},
			{"Nationalité", "Française"},
			{"Domicile personnel", *p.Address},
		}, kvOpts{style: kvLeft, col: 42, fam: fam, size: 9, labelSize: 8, labelCol: rgb(60, 60, 60)}) + 2
	}
	y += 2
	band("RENSEIGNEMENTS RELATIFS À L'ACTIVITÉ ET À L'ÉTABLISSEMENT PRINCIPAL")
	g.kv(22, y, [][2]string{
		{"Adresse de l'établissement", joinAddr(office)},
		{"Date de commencement d'activité", fmtDate(inc.AddDate(0, 0, g.r.IntN(15)), dsSlash, "fr")},
		{"Origine du fonds ou de l'activité", "Création"},
		{"Mode d'exploitation", "Exploitation directe"},
	}, opts)
	c.textAlign(190, 268, "Le Greffier", fam.regular, 9, black, alignRight)
	c.textAlign(105, 278, "FIN DE L'EXTRAIT", fam.bold, 8.5, black, alignCenter)
	c.text(20, 287, fmt.Sprintf("R.C.S. %s - %s - %02d:%02d:%02d", city, fmtDate(asof, dsSlash, "fr"), 8+g.r.IntN(10), g.r.IntN(60), g.r.IntN(60)), fam.regular, 7.5, rgb(90, 90, 90))
	c.textAlign(190, 287, "page 1/1", fam.regular, 7.5, rgb(90, 90, 90), alignRight)
	return d
}

// itChambers are chambers of commerce with their province code and
// postcode prefix.
var itChambers = []struct{ city, prov, pc string }{
	{"Milano", "MI", "201"}, {"Roma", "RM", "001"}, {"Torino", "TO", "101"}, {"Bologna", "BO", "401"}, {"Firenze", "FI", "501"}, {"Napoli", "NA", "801"},
}

// orgITVisura imitates a visura ordinaria of the Registro Imprese: the
// chamber's heading, the document number and extraction date, boxed
// sections of labels and values (denominazione, sede legale, REA, codice
// fiscale, atto di costituzione, iscrizione, stato), and the directors.
func (g *gen) orgITVisura() *doc {
	fam := g.family()
	ch := pick(g.r, itChambers)
	inc := g.incDate()
	iscr := inc.AddDate(0, 0, 3+g.r.IntN(25))
	vat := g.vatIT()[2:]
	rea := ch.prov + " - " + g.fill("9999999")
	srl := g.chance(0.7)
	form, typ := "S.R.L.", "società a responsabilità limitata"
	if !srl {
		form, typ = "S.P.A.", "società per azioni"
	}
	name := strings.ToUpper(pick(g.r, newStems["it"])) + " " + form
	office := []string{fmt.Sprintf("%s %d", strings.ToUpper(pick(g.r, streets["IT"])), 1+g.r.IntN(150)), fmt.Sprintf("%s%s %s (%s)", ch.pc, g.fill("99"), strings.ToUpper(ch.city), ch.prov)}
	var people []officer
	if g.chance(0.6) {
		people = g.officers("IT", 1, []string{"Amministratore Unico"}, nil)
	} else {
		people = g.officers("IT", 2+g.r.IntN(2), []string{"Presidente del Consiglio di Amministrazione", "Consigliere"}, nil)
	}
	auth := "Camera di Commercio di " + ch.city
	d := &doc{trueType: TypeOrganisationDoc, lang: "it", font: fam,
		description: "Synthetic Italian visura camerale (Registro Imprese)",
		fields: orgFields(name, nil, vat, []string{rea, strings.ReplaceAll(rea, " ", "")}, auth, []string{"Registro delle Imprese", "Registro Imprese", "CCIAA di " + ch.city, "Camera di Commercio Industria Artigianato e Agricoltura di " + ch.city},
			"IT", &inc, []time.Time{iscr}, office, "attiva", typ, []string{form, strings.ReplaceAll(form, ".", "")}, persons(people))}
	d.basis = "judgement"
	d.notes = "incorporation_date: the date of the deed of incorporation (atto di costituzione); the registration date (data iscrizione) is accepted too"
	d.page = g.newPage(210, 297, white)
	c := g.c
	blue := rgb(0, 80, 150)
	c.rect(20, 12, 170, 16, rgb(232, 240, 250))
	c.text(24, 19, "Camera di Commercio Industria Artigianato e Agricoltura di "+strings.ToUpper(ch.city), fam.bold, 9.5, blue)
	c.text(24, 24.5, "Registro Imprese – Archivio ufficiale della CCIAA", fam.regular, 8.5, blue)
	asof := g.today.AddDate(0, 0, -g.r.IntN(30))
	c.textAlign(105, 42, "VISURA ORDINARIA SOCIETÀ DI CAPITALE", fam.bold, 13, black, alignCenter)
	c.textAlign(105, 48, fmt.Sprintf("Documento n. T %s estratto dal Registro Imprese in data %s", g.fill("999999999"), fmtDate(asof, dsSlash, "it")), fam.regular, 8.5, black, alignCenter)
	c.textAlign(105, 57, name, fam.bold, 12, black, alignCenter)
	y := 68.0
	box := func(title string) {
		c.rect(20, y-4.5, 170, 6.5, blue)
		c.text(23, y, title, fam.bold, 9, white)
		y += 8
	}
	opts := kvOpts{style: kvCells, col: 62, w: 170, fam: fam, size: 9.5, labelSize: 8, shade: rgb(245, 247, 250), rule: rgb(190, 200, 215)}
	box("Dati anagrafici")
	y = g.kv(20, y, [][2]string{
		{"Denominazione", name},
		{"Forma giuridica", typ},
		{"Sede legale", joinAddr(office)},
		{"Indirizzo PEC", strings.ToLower(strings.Fields(name)[0]) + "@pec.it"},
		{"Numero REA", rea},
		{"Codice fiscale e n.iscr. al Registro Imprese", vat},
		{"Partita IVA", vat},
		{"Data atto di costituzione", fmtDate(inc, dsSlash, "it")},
		{"Data iscrizione", fmtDate(iscr, dsSlash, "it")},
		{"Stato attività", "attiva"},
	}, opts) + 2
	box("Attività")
	y = g.kv(20, y, [][2]string{
		{"Attività prevalente", pick(g.r, []string{"produzione di software non connesso all'edizione", "commercio all'ingrosso di prodotti alimentari", "lavori di costruzione e ristrutturazione"})},
		{"Codice ATECO", pick(g.r, []string{"62.01", "46.39", "41.20"})},
	}, opts) + 2
	box("Amministratori")
	for _, p := range people {
		given, sur := p.given, p.sur
		born := randDate(g.r, day(1950, 1, 1), day(1995, 12, 31))
		y = g.kv(20, y, [][2]string{
			{p.Role, strings.ToUpper(sur+" "+given) + "\nRappresentante dell'impresa\nnato a " + pick(g.r, []string{"ROMA (RM)", "MILANO (MI)", "NAPOLI (NA)", "TORINO (TO)"}) + " il " + fmtDate(born, dsSlash, "it")},
		}, opts) + 1
	}
	c.line(20, 283, 190, 283, 0.2, blue)
	c.text(20, 288, "Servizio realizzato da InfoCamere per conto delle Camere di Commercio italiane", fam.regular, 7, rgb(90, 90, 90))
	c.textAlign(190, 288, "Pagina 1 di 1", fam.regular, 7, rgb(90, 90, 90), alignRight)
	return d
}

// orgUSArticles imitates a Delaware certificate of incorporation as filed:
// the filing stamp of the Division of Corporations (file number, filed
// date and time, month first), then articles FIRST to SEVENTH in running
// text, the initial directors named in an article, and the incorporator's
// signature.
func (g *gen) orgUSArticles() *doc {
	fam := pick(g.r, []family{families[1], families[3], families[5], families[2]})
	filed := g.incDate()
	signed := filed.AddDate(0, 0, -(1 + g.r.IntN(6)))
	stem := strings.ToUpper(pick(g.r, newStems["en"]))
	name := stem + pick(g.r, []string{", INC.", " CORPORATION", ", INC."})
	file := g.fill("9999999")
	agentAddr := []string{fmt.Sprintf("%d %s, Suite %d", 100+g.r.IntN(2900), pick(g.r, []string{"N. Market Street", "Delaware Avenue", "Orange Street", "King Street"}), 100+g.r.IntN(900)), "Wilmington, DE 19801"}
	agent := pick(g.r, []string{"Brandywine Registered Agents, Inc.", "First State Agent Services LLC", "Christina River Corporate Services, Inc."})
	n := 1 + g.r.IntN(3)
	people := g.officers("US", n, []string{"Director"}, func() []string { return g.address("US") })
	shares := pick(g.r, []int{1500, 10000, 10000000})
	incorporator := pick(g.r, []string{"Dana K. Whitfield", "Samuel R. Ortega", "Priya N. Raman"})
	d := &doc{trueType: TypeOrganisationDoc, lang: "en", font: fam,
		description: "Synthetic Delaware certificate of incorporation (articles in running text)",
		fields: orgFields(name, nil, file, nil, "Delaware Secretary of State, Division of Corporations",
			[]string{"Secretary of State", "State of Delaware", "Division of Corporations", "Delaware Division of Corporations", "Secretary of State of the State of Delaware"},
			"US", &filed, nil, agentAddr, "", "Corporation", []string{"Stock corporation", "Delaware corporation"}, persons(people))}
	d.notes = "incorporation_date: the filing date in the Division of Corporations' stamp; registered_office_address: the registered office in Delaware (SECOND)"
	d.page = g.newPage(215.9, 279.4, white)
	c := g.c
	// The filing stamp.
	c.frame(128, 12, 70, 30, 0.3, black)
	t := fmt.Sprintf("%02d:%02d %s", 1+g.r.IntN(11), g.r.IntN(60), pick(g.r, []string{"AM", "PM"}))
	c.lines(131, 17, []string{"State of Delaware", "Secretary of State", "Division of Corporations", "Delivered " + t + " " + filed.Format("01/02/2006"), "FILED " + t + " " + filed.Format("01/02/2006"), "SR " + filed.Format("2006") + g.fill("9999999") + " - File Number " + file}, fam.regular, 7.5, 4, black)
	c.textAlign(108, 56, "CERTIFICATE OF INCORPORATION", fam.bold, 14, black, alignCenter)
	c.textAlign(108, 62, "OF", fam.bold, 11, black, alignCenter)
	c.textAlign(108, 68, name, fam.bold, 13, black, alignCenter)
	article := pick(g.r, []int{0, 1})
	heads := []string{"FIRST:", "SECOND:", "THIRD:", "FOURTH:", "FIFTH:", "SIXTH:", "SEVENTH:"}
	if article == 1 {
		heads = []string{"ARTICLE I.", "ARTICLE II.", "ARTICLE III.", "ARTICLE IV.", "ARTICLE V.", "ARTICLE VI.", "ARTICLE VII."}
	}
	var dirs []string
	for _, p := range people {
		dirs = append(dirs, strings.ToUpper(p.Name)+", "+*p.Address)
	}
	texts := []string{
		"The name of the corporation is " + endStop(name),
		fmt.Sprintf("The address of its registered office in the State of Delaware is %s, in the County of New Castle. The name of its registered agent at such address is %s", joinAddr(agentAddr), endStop(agent)),
		"The nature of the business or purposes to be conducted or promoted is to engage in any lawful act or activity for which corporations may be organized under the General Corporation Law of the State of Delaware.",
		fmt.Sprintf("The total number of shares of stock which the corporation shall have authority to issue is %s shares of Common Stock, each having a par value of $0.0001.", commas(shares)),
		fmt.Sprintf("The name and mailing address of the incorporator is %s, %s.", incorporator, joinAddr(g.address("US"))),
		"The names and mailing addresses of the persons who are to serve as directors until the first annual meeting of stockholders or until their successors are elected and qualify are: " + strings.Join(dirs, "; ") + ".",
		"A director of the corporation shall not be personally liable to the corporation or its stockholders for monetary damages for breach of fiduciary duty as a director, except to the extent such exemption from liability or limitation thereof is not permitted under the General Corporation Law of the State of Delaware.",
	}
	y := 80.0
	for i, tx := range texts {
		c.text(24, y, heads[i], fam.bold, 10.5, black)
		y = c.paragraph(50, y, 146, tx, fam.regular, 10.5, 5.3, black) + 3.5
	}
	y += 4
	y = c.paragraph(24, y, 172, fmt.Sprintf("I, THE UNDERSIGNED, being the incorporator hereinbefore named, for the purpose of forming a corporation pursuant to the General Corporation Law of the State of Delaware, do make this Certificate, hereby declaring and certifying that this is my act and deed and the facts herein stated are true, and accordingly have hereunto set my hand this %s day of %s, %d.", ordinal(signed.Day()), signed.Month(), signed.Year()), fam.regular, 10.5, 5.3, black) + 14
	g.signature(120, y, 50, rgb(20, 20, 110))
	c.line(115, y+2, 190, y+2, 0.2, black)
	c.text(115, y+7, incorporator+", Incorporator", fam.regular, 9.5, black)
	return d
}

// endStop ends a sentence with s, adding a full stop unless s has one.
func endStop(s string) string {
	if strings.HasSuffix(s, ".") {
		return s
	}
	return s + "."
}

// commas prints n with thousands separators.
func commas(n int) string {
	s := amount(float64(n), mEN)
	return s[:len(s)-3]
}

// orgIECRO imitates a certificate of the Irish Companies Registration
// Office in running text: either the certificate of incorporation ("…
// is this day incorporated under the Companies Act 2014 … Given under my
// hand at Dublin, this 20th day of October 2022") or a certificate that
// the company "was incorporated on the 20th day of October 2022" and is in
// existence; headings in Irish and English.
func (g *gen) orgIECRO() *doc {
	fam := pick(g.r, families)
	inc := g.incDate()
	num := g.fill("999999")
	kinds := []struct {
		suffix, typ, words string
		accept             []string
	}{
		{"LIMITED", "Private company limited by shares", "a private company limited by shares", []string{"LTD", "LTD - Private Company Limited by Shares"}},
		{"DESIGNATED ACTIVITY COMPANY", "Designated activity company limited by shares", "a designated activity company limited by shares", []string{"DAC", "Designated activity company"}},
		{"PUBLIC LIMITED COMPANY", "Public limited company", "a public limited company", []string{"PLC"}},
	}
	k := kinds[pick(g.r, []int{0, 0, 0, 1, 2})]
	act := "the Companies Act 2014"
	if inc.Year() < 2015 { // before the 2014 Act took effect, and before DACs existed
		act = "the Companies Acts 1963 to 2013"
		if k.suffix == "DESIGNATED ACTIVITY COMPANY" {
			k = kinds[0]
		}
	}
	name := strings.ToUpper(pick(g.r, newStems["en"])) + " " + k.suffix
	existence := g.chance(0.5)
	status := ""
	if existence {
		status = "Normal"
	}
	d := &doc{trueType: TypeOrganisationDoc, lang: "en", font: fam,
		description: "Synthetic Irish CRO certificate (running text)",
		fields: orgFields(name, nil, num, nil, "Companies Registration Office", []string{"CRO", "Registrar of Companies", "Oifig Chlárú na gCuideachtaí", "Registrar of Companies Ireland"},
			"IE", &inc, nil, nil, status, k.typ, k.accept, nil)}
	if existence {
		d.fields["organisation_status"] = str("Normal", KindText, "in existence")
	}
	d.page = g.newPage(210, 297, rgb(252, 251, 245))
	c := g.c
	green := rgb(0, 100, 70)
	c.frame(12, 12, 186, 273, 1.2, green)
	c.frame(15, 15, 180, 267, 0.3, green)
	g.guilloche(16, 16, 178, 34, rgb(214, 230, 220), 6)
	g.emblem(105, 40, 12, green, rgb(252, 251, 245))
	c.textAlign(105, 64, "Oifig Chlárú na gCuideachtaí", fam.regular, 10, green, alignCenter)
	c.textAlign(105, 70, "Companies Registration Office", fam.bold, 12, green, alignCenter)
	c.textAlign(105, 84, "Uimhir Chuideachta / Company Number: "+num, fam.bold, 11, black, alignCenter)
	var title, text, given string
	if existence {
		title = "CERTIFICATE"
		issued := g.today.AddDate(0, 0, -g.r.IntN(60))
		text = fmt.Sprintf("I hereby certify that %s, company number %s, was incorporated on the %s under %s as %s and that, according to the records of this Office, the company is in existence, its status being Normal, and its name has not been struck off the register.", name, num, ordinalDay(inc), act, k.words)
		given = fmt.Sprintf("Given under my hand at Dublin, this %s.", ordinalDay(issued))
	} else {
		title = "Deimhniú Corpraithe / CERTIFICATE OF INCORPORATION"
		text = fmt.Sprintf("I hereby certify that %s is this day incorporated under %s, and that the company is %s.", name, act, k.words)
		given = fmt.Sprintf("Given under my hand at Dublin, this %s.", ordinalDay(inc))
	}
	c.textAlign(105, 100, title, fam.bold, 14, black, alignCenter)
	y := c.paragraph(30, 118, 150, text, fam.regular, 12, 7, black) + 8
	y = c.paragraph(30, y, 150, given, fam.regular, 12, 7, black) + 24
	g.signature(115, y, 50, rgb(20, 20, 100))
	c.line(110, y+2, 180, y+2, 0.2, black)
	c.text(110, y+7, "Cláraitheoir Cuideachtaí", fam.regular, 9, black)
	c.text(110, y+11, "Registrar of Companies", fam.regular, 9, black)
	g.seal(60, y-4, 16, "COMPANIES REGISTRATION OFFICE", fam, green)
	c.textAlign(105, 272, "Bloom House, Railway Street, Dublin 8 · www.cro.ie", fam.regular, 7.5, rgb(80, 80, 80), alignCenter)
	return d
}
