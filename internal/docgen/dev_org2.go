package docgen

import (
	"fmt"
	"strings"
	"time"
)

// More organisation documents of the dev split: an Austrian Firmenbuch
// extract, a Belgian Crossroads Bank for Enterprises extract and a Swedish
// certificate of registration.

func init() {
	register(
		&layout{name: "org_at_firmenbuchauszug", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgATFirmenbuch,
			source: "Austrian Firmenbuchauszug: contents per grundbuch-auszug.at/firmenbuch and auszug-online.at/faq-firmenbuch; FN of up to six digits and a check letter per usp.gv.at Lexikon 'Firmenbuch'; Firmenbuchgerichte per wirtschaft.at"},
		&layout{name: "org_be_kbo_uittreksel", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgBEKBO,
			source: "Belgian KBO/BCE extract: data per economie.fgov.be 'Inhoud van de Kruispuntbank' and bedrijfstarten.be; enterprise number check digits (97 - first eight digits mod 97) per vlaamseoverheid.atlassian.net Checksum97"},
		&layout{name: "org_se_registreringsbevis", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgSERegistreringsbevis,
			source: "Bolagsverket registreringsbevis of an aktiebolag: registered data per aktiebolagsförordningen 2 kap. 14 § (lagar.nj.se SFS 2005:815) and e-justice.europa.eu business registers (Sweden); functionaries and firmateckning per expowera.se nyregistrering; organisationsnummer per fortnox.se and dinbokforing.se (Luhn check digit)"},
	)
}

// atCourts are Austrian Firmenbuch courts with their seat, postcode pattern
// and streets of that town.
var atCourts = []struct {
	court, city, pc string
	streets         []string
}{
	{"Handelsgericht Wien", "Wien", "1999", []string{"Mariahilfer Straße", "Landstraßer Hauptstraße", "Favoritenstraße", "Wiedner Gürtel"}},
	{"Landesgericht für Zivilrechtssachen Graz", "Graz", "8010", []string{"Herrengasse", "Annenstraße", "Elisabethstraße"}},
	{"Landesgericht Linz", "Linz", "4020", []string{"Landstraße", "Wiener Straße", "Dametzstraße"}},
	{"Landesgericht Salzburg", "Salzburg", "5020", []string{"Getreidegasse", "Ignaz-Harrer-Straße", "Linzer Gasse"}},
	{"Landesgericht Innsbruck", "Innsbruck", "6020", []string{"Maria-Theresien-Straße", "Museumstraße", "Anichstraße"}},
}

// distinctOfficers draws n people of country a2 with different names.
func (g *gen) distinctOfficers(a2 string, n int) []officer {
	var out []officer
	seen := map[string]bool{}
	for len(out) < n {
		given, sur := g.personName(a2)
		if seen[given+" "+sur] {
			continue
		}
		seen[given+" "+sur] = true
		out = append(out, officer{Person: Person{Name: given + " " + sur}, given: given, sur: sur})
	}
	return out
}

// withRole gives every officer of os the role r.
func withRole(os []officer, r string) []officer {
	for i := range os {
		os[i].Role = r
	}
	return os
}

// atFN returns an Austrian Firmenbuchnummer: up to six digits and a check
// letter chosen by the number modulo 17.
func (g *gen) atFN() string {
	n := 10000 + g.r.IntN(590000)
	return fmt.Sprintf("%d%c", n, "abdfghikmpstvwxyz"[n%17])
}

// orgATFirmenbuch imitates an Austrian Firmenbuchauszug with current data:
// the FN with its check letter, the Firmenbuchgericht and the cut-off day
// at the head, then capitalised headings (FIRMA, RECHTSFORM, SITZ in
// politischer Gemeinde, GESCHÄFTSANSCHRIFT, GESCHÄFTSZWEIG, KAPITAL, the
// articles' date), the managing directors lettered A, B … with their birth
// dates and "vertritt seit … selbständig", the shareholders of a GmbH with
// their contributions, and the list of Vollzugsnummern with the day of each
// entry; dates as 23.03.2015.
func (g *gen) orgATFirmenbuch() *doc {
	fam := g.family()
	if g.chance(0.5) {
		fam = pick(g.r, monoFamilies)
	}
	ct := pick(g.r, atCourts)
	first := g.incDate()
	articles := first.AddDate(0, 0, -(7 + g.r.IntN(40)))
	fn := g.atFN()
	num := "FN " + fn[:len(fn)-1] + " " + fn[len(fn)-1:]
	ag := g.chance(0.25)
	form, typ, role := "GmbH", "Gesellschaft mit beschränkter Haftung", "Geschäftsführer"
	if ag {
		form, typ, role = "AG", "Aktiengesellschaft", "Vorstand"
	}
	stem := pick(g.r, append(newStems["de"], "Donautal Holzbau", "Alpenblick Tourismus", "Wachauer Weinkontor", "Semmering Elektrotechnik"))
	name := stem + " " + form
	pc := g.fill(ct.pc)
	if ct.city == "Wien" {
		pc = fmt.Sprintf("1%02d0", 1+g.r.IntN(23))
	}
	office := []string{fmt.Sprintf("%s %d", pick(g.r, ct.streets), 1+g.r.IntN(120)), pc + " " + ct.city}
	nd, no, np := 1+g.r.IntN(2), 1+g.r.IntN(2), 0
	if ag {
		no = 0
	}
	if g.chance(0.3) {
		np = 1
	}
	all := g.distinctOfficers("AT", nd+no+np)
	directors, owners, prok := withRole(all[:nd], role), withRole(all[nd:nd+no], "Gesellschafter"), withRole(all[nd+no:], "Prokurist")
	people := persons(append(append(append([]officer{}, directors...), prok...), owners...))
	d := &doc{trueType: TypeOrganisationDoc, lang: "de", font: fam,
		description: "Synthetic Austrian Firmenbuchauszug with current data",
		fields: orgFields(name, nil, num, []string{fn, "FN " + fn, "FN" + fn}, ct.court,
			[]string{"Firmenbuch", "Firmenbuchgericht " + ct.court, "Republik Österreich Firmenbuch"},
			"AT", &first, []time.Time{articles}, office, "", typ, []string{form}, people)}
	d.basis = "judgement"
	d.notes = "incorporation_date: the day of the Neueintragung (Vollzugsnummer 1; a GmbH or AG arises on registration); the articles' date is accepted too. significant_people: managing directors or board, Prokuristen and the shareholders of a GmbH"
	d.page = g.newPage(210, 297, white)
	c := g.c
	stichtag := g.today.AddDate(0, 0, -g.r.IntN(20))
	c.text(20, 16, "REPUBLIK ÖSTERREICH", fam.bold, 9, black)
	c.text(20, 20.5, "FIRMENBUCH", fam.bold, 9, black)
	c.textAlign(190, 16, fmt.Sprintf("Seite 1 von 1 – %s %02d:%02d", fmtDate(stichtag, dsDots, "de"), 7+g.r.IntN(11), g.r.IntN(60)), fam.regular, 8, black, alignRight)
	c.textAlign(105, 32, "Auszug mit aktuellen Daten", fam.bold, 13, black, alignCenter)
	c.line(20, 36, 190, 36, 0.3, black)
	c.text(20, 43, num, fam.bold, 12, black)
	c.textAlign(190, 43, "Stichtag "+fmtDate(stichtag, dsDots, "de"), fam.regular, 9.5, black, alignRight)
	c.text(20, 49, "Firmenbuchgericht: "+ct.court, fam.regular, 9.5, black)
	entries := 1 + g.r.IntN(6)
	last := first
	if entries > 1 {
		last = randDate(g.r, first.AddDate(0, 1, 0), g.today.AddDate(0, 0, -30))
	}
	c.text(20, 54, fmt.Sprintf("Zuletzt eingetragen am %s mit der Vollzugsnummer %d", fmtDate(last, dsDots, "de"), entries), fam.regular, 9, black)
	c.line(20, 57.5, 190, 57.5, 0.3, black)
	y := 66.0
	head := func(h string) {
		c.text(20, y, h, fam.bold, 9.5, black)
		y += 5
	}
	entry := func(vz int, lines ...string) {
		c.textAlign(190, y, fmt.Sprint(vz), fam.regular, 8, rgb(90, 90, 90), alignRight)
		y = c.lines(28, y, lines, fam.regular, 9.5, 4.6, black) + 3
	}
	head("FIRMA")
	entry(1, name)
	head("RECHTSFORM")
	entry(1, typ)
	head("SITZ in")
	entry(1, "politischer Gemeinde "+ct.city)
	head("GESCHÄFTSANSCHRIFT")
	vzAddr := 1
	if entries > 2 && g.chance(0.5) {
		vzAddr = 2 + g.r.IntN(entries-1)
	}
	entry(vzAddr, office...)
	head("GESCHÄFTSZWEIG")
	entry(1, pick(g.r, []string{"Handel mit Waren aller Art", "Softwareentwicklung und IT-Dienstleistungen", "Baumeistergewerbe", "Beherbergung und Gastronomie", "Unternehmensberatung"}))
	head("STICHTAG für JAHRESABSCHLUSS")
	entry(1, pick(g.r, []string{"31. Dezember", "31. März", "30. Juni"}))
	head("KAPITAL")
	capital := pick(g.r, []int{10000, 35000, 35000, 100000})
	if ag {
		capital = pick(g.r, []int{70000, 100000, 250000})
	}
	entry(1, "EUR "+commasEU(capital))
	if ag {
		head("SATZUNG")
		entry(1, "Satzung vom "+fmtDate(articles, dsDots, "de"))
	} else {
		head("ERRICHTUNGSERKLÄRUNG/GESELLSCHAFTSVERTRAG")
		entry(1, "Gesellschaftsvertrag vom "+fmtDate(articles, dsDots, "de"))
	}
	letter := 'A'
	person := func(o officer, vz int, tail string) {
		born := randDate(g.r, day(1955, 1, 1), day(1996, 12, 31))
		shown := o.given + " " + o.sur
		if g.chance(0.35) {
			shown = pick(g.r, []string{"Mag. ", "Dr. ", "DI ", "Ing. "}) + shown
		}
		c.text(22, y, string(letter), fam.bold, 9.5, black)
		letter++
		lines := []string{shown + ", geb. " + fmtDate(born, dsDots, "de")}
		if tail != "" {
			lines = append(lines, tail)
		}
		entry(vz, lines...)
	}
	if ag {
		head("VORSTAND")
	} else {
		head("GESCHÄFTSFÜHRER/IN (handelsrechtlich)")
	}
	for i, o := range directors {
		since, vz := first, 1
		if i > 0 && entries > 1 {
			since, vz = last, entries
		}
		how := "selbständig"
		if len(directors) > 1 && (ag || g.chance(0.5)) {
			how = "gemeinsam mit einem weiteren " + map[bool]string{true: "Vorstandsmitglied", false: "Geschäftsführer"}[ag] + " oder einem Prokuristen"
		}
		person(o, vz, fmt.Sprintf("vertritt seit %s %s", fmtDate(since, dsDots, "de"), how))
	}
	if len(prok) > 0 {
		head("PROKURIST/IN")
		with := map[bool]string{true: "einem Vorstandsmitglied", false: "einem Geschäftsführer"}[ag]
		person(prok[0], entries, fmt.Sprintf("vertritt seit %s gemeinsam mit %s", fmtDate(last, dsDots, "de"), with))
	}
	if len(owners) > 0 {
		head("GESELLSCHAFTER/IN")
		share := capital / len(owners)
		for _, o := range owners {
			person(o, 1, fmt.Sprintf("Stammeinlage EUR %s, hierauf geleistet EUR %s", commasEU(share), commasEU(share/2)))
		}
	}
	y += 2
	c.line(20, y-4, 190, y-4, 0.2, black)
	head("VOLLZUGSNUMMERN")
	kinds := []string{"Änderung Geschäftsanschrift", "Eingereichter Jahresabschluss", "Änderung Funktion"}
	if !ag {
		kinds = append(kinds, "Änderung Gesellschafter")
	}
	when := first
	for k := 1; k <= entries; k++ {
		what := "Neueintragung"
		if k > 1 {
			// each entry after the one before, the last on the day last
			when = randDate(g.r, when.AddDate(0, 0, 1), when.AddDate(0, 0, 1).Add(last.Sub(when)/time.Duration(entries-k+1)))
			if k == entries {
				when = last
			}
			what = pick(g.r, kinds)
		}
		if y > 270 {
			break
		}
		c.text(28, y, fmt.Sprint(k), fam.regular, 8.5, black)
		c.text(38, y, "eingetragen am "+fmtDate(when, dsDots, "de"), fam.regular, 8.5, black)
		c.text(90, y, what, fam.regular, 8.5, black)
		y += 4.3
	}
	c.line(20, 283, 190, 283, 0.2, rgb(120, 120, 120))
	c.text(20, 288, num+" – "+ct.court, fam.regular, 7.5, rgb(80, 80, 80))
	return d
}

// commasEU prints n with points as thousands separators: 35.000.
func commasEU(n int) string {
	s := amount(float64(n), mEU)
	return s[:len(s)-3]
}

// beEnterpriseNumber returns a Belgian enterprise number 0xxx.xxx.xxx whose
// last two digits are 97 minus the first eight modulo 97.
func (g *gen) beEnterpriseNumber() string {
	n := (4+g.r.IntN(5))*1000000 + g.r.IntN(1000000)
	check := 97 - n%97
	s := fmt.Sprintf("%08d%02d", n, check)
	return s[:4] + "." + s[4:7] + "." + s[7:]
}

// bePlaces are Belgian towns with their postcode and streets, by language.
var bePlaces = map[string][]struct {
	pc, city string
	streets  []string
}{
	"nl": {{"9000", "Gent", []string{"Kortrijksesteenweg", "Veldstraat", "Sint-Pietersnieuwstraat"}}, {"2000", "Antwerpen", []string{"Meir", "Frankrijklei", "Kammenstraat"}}, {"3000", "Leuven", []string{"Bondgenotenlaan", "Tiensestraat", "Naamsestraat"}}, {"8000", "Brugge", []string{"Steenstraat", "Langestraat"}}},
	"fr": {{"1000", "Bruxelles", []string{"Avenue Louise", "Rue de la Loi", "Boulevard Anspach"}}, {"4000", "Liège", []string{"Rue Saint-Gilles", "Boulevard d'Avroy", "Rue Féronstrée"}}, {"5000", "Namur", []string{"Rue de Fer", "Chaussée de Louvain"}}, {"6000", "Charleroi", []string{"Boulevard Tirou", "Rue de Marcinelle"}}},
}

// orgBEKBO imitates an extract of the Belgian Crossroads Bank for
// Enterprises as KBO Public Search prints it, in Dutch or French: a
// "Algemeen"/"Généralités" table of the enterprise number, status, legal
// situation, start date, name, seat address, entity type and legal form,
// each with "Sinds"/"Depuis" dates in long form (1 januari 2015); then the
// functions (bestuurder/zaakvoerder with the date they took office),
// the financial data and the NACE activities. A company formed before the
// 2019 code as a BVBA/SPRL shows its conversion to BV/SRL on 1 January 2024
// as the date of its legal form.
func (g *gen) orgBEKBO() *doc {
	fam := pick(g.r, []family{families[0], families[2], families[4]})
	lang := pick(g.r, []string{"nl", "nl", "fr"})
	nl := lang == "nl"
	tr := func(n, f string) string {
		if nl {
			return n
		}
		return f
	}
	long := func(t time.Time) string { return fmtDate(t, dsLong, lang) }
	start := g.incDate()
	num := g.beEnterpriseNumber()
	name := pick(g.r, newStems[lang])
	nv := g.chance(0.25)
	form, typ := tr("BV", "SRL"), tr("Besloten Vennootschap", "Société à responsabilité limitée")
	if nv {
		form, typ = tr("NV", "SA"), tr("Naamloze Vennootschap", "Société anonyme")
	}
	formSince := start
	cutover := day(2024, time.January, 1)
	old := !nv && start.Before(day(2019, time.May, 1))
	if old {
		formSince = cutover
	}
	pl := pick(g.r, bePlaces[lang])
	office := []string{fmt.Sprintf("%s %d", pick(g.r, pl.streets), 1+g.r.IntN(200)), pl.pc + " " + pl.city}
	if g.chance(0.3) {
		office[0] += fmt.Sprintf(" %s %d", tr("bus", "boîte"), 1+g.r.IntN(12))
	}
	role := tr("Bestuurder", "Administrateur")
	if old && g.chance(0.4) {
		role = tr("Zaakvoerder", "Gérant") // the title kept from the BVBA/SPRL
	}
	n := 1 + g.r.IntN(3)
	roles := []string{role}
	if n > 1 && nv {
		roles = []string{tr("Gedelegeerd bestuurder", "Administrateur délégué"), role}
	}
	people := g.distinctOfficers("BE", n)
	for i := range people {
		people[i].Role = roles[min(i, len(roles)-1)]
	}
	auth := tr("Kruispuntbank van Ondernemingen", "Banque-Carrefour des Entreprises")
	status := tr("Actief", "Actif")
	situation := tr("Normale toestand", "Situation normale")
	d := &doc{trueType: TypeOrganisationDoc, lang: lang, font: fam,
		description: "Synthetic Belgian KBO/BCE extract (public search printout)",
		fields: orgFields(name, []string{name + " " + form}, num, []string{strings.ReplaceAll(num, ".", ""), "BE" + strings.ReplaceAll(num, ".", "")}, auth,
			[]string{"KBO", "BCE", "Kruispuntbank van Ondernemingen", "Banque-Carrefour des Entreprises", "FOD Economie", "SPF Economie", "KBO Public Search", "BCE Public Search"},
			"BE", &start, nil, office, status, typ, []string{form, typ + " (" + form + ")"}, persons(people))}
	d.fields["organisation_status"] = str(status, KindText, situation, "Active")
	d.notes = "incorporation_date: the start date (Begindatum / Date de début); organisation_type: the current legal form, not the BVBA/SPRL it was formed as"
	d.page = g.newPage(210, 297, white)
	c := g.c
	navy := rgb(0, 51, 102)
	c.rect(0, 0, 210, 4, navy)
	c.text(20, 15, tr("FOD Economie, K.M.O., Middenstand en Energie", "SPF Economie, P.M.E., Classes moyennes et Energie"), fam.regular, 8, rgb(60, 60, 60))
	c.text(20, 22, auth, fam.bold, 14, navy)
	c.text(20, 28, "Public Search", fam.regular, 9, navy)
	asof := g.today.AddDate(0, 0, -g.r.IntN(10))
	c.textAlign(190, 22, tr("Uittreksel", "Extrait"), fam.bold, 11, black, alignRight)
	c.textAlign(190, 28, tr("Toestand op: ", "Situation au : ")+fmtDate(asof, dsDots, lang), fam.regular, 8.5, black, alignRight)
	y := 42.0
	band := func(t string) {
		c.rect(20, y-4.8, 170, 6.8, rgb(214, 224, 236))
		c.text(22, y, t, fam.bold, 9.5, navy)
		y += 8
	}
	row := func(label, value, since string) {
		c.text(22, y, label, fam.regular, 8.5, rgb(60, 60, 60))
		yy := c.lines(78, y, strings.Split(value, "\n"), fam.bold, 9, 4.3, black)
		if since != "" {
			c.text(146, y, since, fam.regular, 8, rgb(90, 90, 90))
		}
		c.line(20, yy-2, 190, yy-2, 0.1, rgb(200, 205, 215))
		y = yy + 2.4
	}
	sinds := func(t time.Time) string { return tr("Sinds ", "Depuis le ") + long(t) }
	band(tr("Algemeen", "Généralités"))
	row(tr("Ondernemingsnummer:", "Numéro d'entreprise :"), num, "")
	row("Status:", status, "")
	row(tr("Rechtstoestand:", "Situation juridique :"), situation, sinds(start))
	row(tr("Begindatum:", "Date de début :"), long(start), "")
	row(tr("Naam:", "Dénomination :"), name, sinds(start))
	row(tr("Adres van de zetel:", "Adresse du siège :"), strings.Join(office, "\n"), sinds(randDate(g.r, start, g.today.AddDate(0, 0, -40))))
	row(tr("Telefoonnummer:", "Numéro de téléphone :"), tr("Geen gegevens opgenomen in KBO", "Pas de données reprises dans la BCE"), "")
	row(tr("Type entiteit:", "Type d'entité :"), tr("Rechtspersoon", "Personne morale"), "")
	row(tr("Rechtsvorm:", "Forme légale :"), typ, sinds(formSince))
	row(tr("Aantal vestigingseenheden (VE):", "Nombre d'unités d'établissement (UE) :"), fmt.Sprint(1+g.r.IntN(3)), "")
	y += 3
	band(tr("Functies", "Fonctions"))
	for i, p := range people {
		since := start
		if i > 0 {
			since = randDate(g.r, start, g.today.AddDate(0, 0, -30))
		}
		c.text(22, y, p.Role, fam.regular, 8.5, black)
		c.text(78, y, strings.ToUpper(p.sur)+" , "+p.given, fam.regular, 9, black)
		c.text(146, y, sinds(since), fam.regular, 8, rgb(90, 90, 90))
		c.line(20, y+2.2, 190, y+2.2, 0.1, rgb(200, 205, 215))
		y += 6.4
	}
	y += 3
	band(tr("Financiële gegevens", "Données financières"))
	yearEnd := pick(g.r, []time.Month{time.December, time.June})
	row(tr("Einddatum boekjaar", "Date de fin de l'année comptable"), fmt.Sprintf("%d %s", map[time.Month]int{time.December: 31, time.June: 30}[yearEnd], monthName[lang][yearEnd-1]), "")
	row(tr("Jaarvergadering", "Assemblée générale"), tr("juni", "juin"), "")
	y += 3
	band(tr("Btw-activiteiten Nacebel-versie 2008", "Activités TVA Code Nacabel 2008"))
	act := pick(g.r, [][2]string{{"62.010 - Ontwerpen en programmeren van computerprogramma's", "62.010 - Programmation informatique"},
		{"56.101 - Eetgelegenheden met volledige bediening", "56.101 - Restauration à service complet"},
		{"70.220 - Adviesbureaus op het gebied van bedrijfsbeheer", "70.220 - Conseil pour les affaires et autres conseils de gestion"}})
	c.text(22, y, tr("Btw 2008", "TVA 2008")+"   "+tr(act[0], act[1])+"   "+sinds(start), fam.regular, 8.5, black)
	c.line(20, 280, 190, 280, 0.2, rgb(150, 150, 150))
	c.text(20, 285, tr("Dit uittreksel heeft geen bewijskracht van een officieel document.", "Cet extrait n'a pas la valeur probante d'un document officiel."), fam.regular, 7, rgb(100, 100, 100))
	c.textAlign(190, 285, "kbopub.economie.fgov.be", fam.regular, 7, rgb(100, 100, 100), alignRight)
	return d
}

// seOrgNumber returns a Swedish organisationsnummer of an aktiebolag:
// 556xxx-xxxx with a Luhn check digit over the ten digits.
func (g *gen) seOrgNumber() string {
	d := append([]int{5, 5, 6}, g.digits(6)...)
	d[3] = g.r.IntN(10)
	s := digitString(append(d, luhnDigit(d)))
	return s[:6] + "-" + s[6:]
}

// sePersonnummer returns a personnummer for birth date b, with the century
// when long: 19750512-1234 or 750512-1234, Luhn over the ten digits.
func (g *gen) sePersonnummer(b time.Time, long bool) string {
	base := b.Format("060102") + g.fill("999")
	var d []int
	for _, r := range base {
		d = append(d, int(r-'0'))
	}
	s := base + fmt.Sprint(luhnDigit(d))
	if long {
		return b.Format("2006") + s[2:6] + "-" + s[6:]
	}
	return s[:6] + "-" + s[6:]
}

// sePlaces are Swedish towns with postcode patterns, streets and the
// municipality named as the board's seat.
var sePlaces = []struct {
	pc, city, seat string
	streets        []string
}{
	{"11199", "STOCKHOLM", "Stockholm", []string{"Drottninggatan", "Sveavägen", "Götgatan"}},
	{"41199", "GÖTEBORG", "Göteborg", []string{"Kungsportsavenyen", "Första Långgatan", "Vasagatan"}},
	{"21199", "MALMÖ", "Malmö", []string{"Södra Förstadsgatan", "Stortorget", "Amiralsgatan"}},
	{"90199", "UMEÅ", "Umeå", []string{"Storgatan", "Rådhusesplanaden", "Skolgatan"}},
	{"75199", "UPPSALA", "Uppsala", []string{"Kungsgatan", "Svartbäcksgatan", "Dragarbrunnsgatan"}},
}

// seGivens and seSurnames are Swedish names of functionaries.
var (
	seGivens   = []string{"Åsa", "Måns", "Ingrid", "Jörgen", "Karin", "Lars", "Elin", "Björn", "Sofia", "Per-Olof", "Anna Maria"}
	seSurnames = []string{"Åström", "Lindqvist", "Björk", "Nyström", "Öberg", "Lindberg", "Sandström", "Ek", "Wallin", "Hägglund"}
)

// seOfficers draws n functionaries with different names.
func (g *gen) seOfficers(n int) []officer {
	var out []officer
	seen := map[string]bool{}
	for len(out) < n {
		given, sur := pick(g.r, seGivens), pick(g.r, seSurnames)
		if seen[given+" "+sur] {
			continue
		}
		seen[given+" "+sur] = true
		out = append(out, officer{Person: Person{Name: given + " " + sur, Role: "Styrelseledamot"}, given: given, sur: sur})
	}
	return out
}

// orgSERegistreringsbevis imitates a Bolagsverket registreringsbevis of an
// aktiebolag, in Swedish or as the English certificate of registration:
// the organisationsnummer and company name, the day the company was formed
// and the day it was registered (ISO dates), the postal address and the
// seat of the board, the share capital, the functionaries each with a
// personnummer, surname and given names and address, grouped under their
// function, the auditor firm, and the signing rule (firmateckning).
func (g *gen) orgSERegistreringsbevis() *doc {
	fam := g.family()
	en := g.chance(0.3)
	tr := func(sv, e string) string {
		if en {
			return e
		}
		return sv
	}
	reg := g.incDate()
	formed := reg.AddDate(0, 0, -(5 + g.r.IntN(30)))
	num := g.seOrgNumber()
	stem := pick(g.r, []string{"Fjällbacka Byggtjänst", "Norrsken Data", "Lövånger Trävaror", "Skärgårdens Bageri", "Östgöta Mekaniska Verkstad", "Ådalens Elteknik"})
	name := stem + pick(g.r, []string{" AB", " AB", " Aktiebolag"})
	pl := pick(g.r, sePlaces)
	office := []string{fmt.Sprintf("%s %d", pick(g.r, pl.streets), 1+g.r.IntN(90)), g.fill(pl.pc)[:3] + " " + g.fill("99") + " " + pl.city}
	if g.chance(0.3) {
		office = []string{fmt.Sprintf("Box %d", 100+g.r.IntN(9000)), office[1]}
	}
	type fn struct {
		o    officer
		head string
	}
	var fns []fn
	nBoard := 1 + g.r.IntN(3)
	all := g.seOfficers(nBoard + 2)
	board := all[:nBoard]
	for i, o := range board {
		h := tr("Styrelseledamot", "Member of the board")
		if nBoard > 1 && i == 0 {
			h = tr("Styrelseledamot, ordförande", "Member of the board, chairman")
			o.Role = "Styrelseledamot, ordförande"
		}
		fns = append(fns, fn{o, h})
	}
	if nBoard < 3 {
		s := all[nBoard]
		s.Role = "Styrelsesuppleant"
		fns = append(fns, fn{s, tr("Styrelsesuppleant", "Deputy board member")})
	}
	if g.chance(0.5) {
		v := all[nBoard+1]
		v.Role = "Verkställande direktör"
		fns = append(fns, fn{v, tr("Verkställande direktör", "Managing director")})
	}
	var people []Person
	for _, f := range fns {
		people = append(people, f.o.Person)
	}
	typ := tr("Aktiebolag", "Limited company")
	auth := "Bolagsverket"
	d := &doc{trueType: TypeOrganisationDoc, lang: tr("sv", "en"), font: fam,
		description: "Synthetic Swedish Bolagsverket registreringsbevis of an aktiebolag",
		fields: orgFields(name, nil, num, []string{strings.ReplaceAll(num, "-", ""), "16" + strings.ReplaceAll(num, "-", "")}, auth,
			[]string{"Swedish Companies Registration Office", "Bolagsverket, Sundsvall", "Aktiebolagsregistret"},
			"SE", &reg, []time.Time{formed}, office, "", typ, []string{"Aktiebolag", "AB", "Private limited company", "Limited company (aktiebolag)"}, people)}
	d.basis = "judgement"
	d.notes = "incorporation_date: the registration day (an aktiebolag becomes a legal person on registration); the day it was formed is accepted too. registered_office_address: the company's postal address (the seat is a municipality only). The auditor is not among significant_people"
	d.page = g.newPage(210, 297, white)
	c := g.c
	green := rgb(0, 90, 70)
	printed := g.today.AddDate(0, 0, -g.r.IntN(15))
	c.ellipse(27, 19, 7, 7, green)
	c.textAlign(27, 21, "B", fam.bold, 14, white, alignCenter)
	c.text(37, 18, "Bolagsverket", fam.bold, 14, green)
	c.text(37, 23.5, tr("851 81 Sundsvall", "SE-851 81 Sundsvall, Sweden"), fam.regular, 8, rgb(70, 70, 70))
	c.textAlign(190, 16, tr("Registreringsbevis", "Certificate of Registration"), fam.bold, 13, black, alignRight)
	c.textAlign(190, 22, tr("Utskriftsdatum ", "Date of issue ")+fmtDate(printed, dsISO, "en"), fam.regular, 8.5, black, alignRight)
	c.textAlign(190, 26.5, tr("Sida 1 (1)", "Page 1 (1)"), fam.regular, 8.5, black, alignRight)
	c.line(20, 31, 190, 31, 0.4, green)
	y := 40.0
	opts := kvOpts{style: kvLeft, col: 52, fam: fam, size: 9.5, labelBold: true, labelCol: black}
	y = g.kv(20, y, [][2]string{
		{tr("Organisationsnummer:", "Registration number:"), num},
		{tr("Företagsnamn:", "Company name:"), name},
		{tr("Företagsform:", "Legal form:"), tr("Aktiebolag", "Limited company (Aktiebolag)")},
		{tr("Bildat:", "Formed:"), fmtDate(formed, dsISO, "en")},
		{tr("Registrerat:", "Registered:"), fmtDate(reg, dsISO, "en")},
	}, opts) + 2
	c.paragraph(20, y, 170, tr("Företaget är registrerat i aktiebolagsregistret.", "The company is registered in the Swedish Companies Register."), fam.regular, 9, 4.5, black)
	y += 9
	section := func(t string) {
		c.text(20, y, strings.ToUpper(t), fam.bold, 9.5, green)
		y += 5.2
	}
	section(tr("Postadress", "Postal address"))
	y = c.lines(22, y, append([]string{name}, office...), fam.regular, 9.5, 4.6, black) + 3
	section(tr("Styrelsens säte", "Registered office of the board"))
	y = c.lines(22, y, []string{pl.seat}, fam.regular, 9.5, 4.6, black) + 3
	section(tr("Aktiekapital", "Share capital"))
	shares := pick(g.r, []int{250, 500, 1000, 25000})
	capital := pick(g.r, []int{25000, 50000, 100000})
	y = c.lines(22, y, []string{tr("Aktiekapital: ", "Share capital: ") + spaced(capital) + " SEK", tr("Antal aktier: ", "Number of shares: ") + spaced(shares)}, fam.regular, 9.5, 4.6, black) + 3
	section(tr("Styrelseledamöter, verkställande direktör, suppleanter", "Board members, managing director, deputies"))
	long := g.chance(0.6)
	lastHead := ""
	for _, f := range fns {
		if f.head != lastHead {
			c.text(22, y, f.head, fam.bold, 8.5, black)
			y += 4.4
			lastHead = f.head
		}
		born := randDate(g.r, day(1950, 1, 1), day(1998, 12, 31))
		home := pick(g.r, sePlaces)
		a := g.fill(home.pc)
		addr := fmt.Sprintf("%s %d, %s %s %s", pick(g.r, []string{"Björkvägen", "Lärkgatan", "Ekbacken", "Tallstigen"}), 1+g.r.IntN(60), a[:3], a[3:], home.city)
		c.text(24, y, g.sePersonnummer(born, long), fam.regular, 9, black)
		y = c.lines(60, y, []string{f.o.sur + ", " + f.o.given, addr}, fam.regular, 9, 4.3, black) + 1.5
	}
	y += 2
	section(tr("Revisor", "Auditor"))
	y = c.lines(22, y, []string{g.seOrgNumber() + "  " + pick(g.r, []string{"Revisionsbyrån Norrsken KB", "Granskning & Revision i Mälardalen AB", "Hallberg Revisorer AB"})}, fam.regular, 9, 4.6, black) + 3
	section(tr("Firmateckning", "Authorised signatory"))
	rule := pick(g.r, [][2]string{
		{"Firman tecknas av styrelsen", "The company is signed by the board of directors"},
		{"Firman tecknas av styrelsen. Firman tecknas två i förening av ledamöterna", "The company is signed by the board of directors. The company is signed two in conjunction by the members of the board"},
		{"Firman tecknas av styrelsen. Firman tecknas av var och en av ledamöterna", "The company is signed by the board of directors. The company is signed by each of the members of the board"},
	})
	text := tr(rule[0], rule[1])
	for _, f := range fns {
		if f.o.Role == "Verkställande direktör" {
			text += tr(". Dessutom har verkställande direktören rätt att teckna firman beträffande löpande förvaltningsåtgärder", ". In addition, the managing director is authorised to sign for the company regarding day-to-day management")
		}
	}
	y = c.paragraph(22, y, 166, text, fam.regular, 9, 4.5, black) + 3
	section(tr("Räkenskapsår", "Financial year"))
	c.text(22, y, "0101 - 1231", fam.regular, 9, black)
	c.line(20, 280, 190, 280, 0.2, green)
	c.text(20, 285, tr("Ovanstående uppgifter är hämtade ur Bolagsverkets register.", "The above information has been taken from the register of the Swedish Companies Registration Office."), fam.regular, 7, rgb(90, 90, 90))
	c.textAlign(190, 285, "bolagsverket.se · 0771-670 670", fam.regular, 7, rgb(90, 90, 90), alignRight)
	return d
}

// spaced prints n with spaces between thousands, as Swedish prints
// amounts: 25 000.
func spaced(n int) string {
	s := amount(float64(n), mFR)
	return s[:len(s)-3]
}
