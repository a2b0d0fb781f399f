package docgen

import (
	"fmt"
	"strings"
	"time"
)

// Organisation documents of the dev split: a Finnish trade register
// extract, a Luxembourg RCS extract, an Australian ASIC company extract
// and a South African CIPC certificate.

func init() {
	register(
		&layout{name: "org_fi_kaupparekisteriote", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgFIKaupparekisteriote,
			source: "Finnish kaupparekisteriote of the Patentti- ja rekisterihallitus: registered data (kaupparekisterilaki, hallitus, kotipaikka, osakepääoma) per prh.fi 'PRH:n perusrekisterien tietosuojaseloste' and prh.fi 'Avoin data'; Y-tunnus 1234567-8 with a check digit per stat.fi 'Yritysrekisterin tietosisältö'"},
		&layout{name: "org_lu_rcs_extrait", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgLURCSExtrait,
			formats: pdfOnly,
			source:  "Luxembourg extrait du Registre de Commerce et des Sociétés: RCS kept by Luxembourg Business Registers since 2003 per e-justice.europa.eu 'Registres du commerce dans les pays de l'UE - Luxembourg'; contents (forme juridique, date de constitution, capital social, représentants légaux) per easybiz.lu 'Comment vérifier une société enregistrée au Luxembourg' and lbrcontent.public.lu 'Première immatriculation'"},
		&layout{name: "org_au_asic_extract", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgAUASICExtract,
			formats: pdfOnly,
			source:  "ASIC current company extract: particulars per Corporations Regulations 2001 reg 2N.2.01 (austlii.edu.au) and ato.gov.au Corporations Act Part 1.5 small business guide 4.2; ACN printed nnn nnn nnn with a modulus 10 check digit per asic.gov.au 'Australian Company Number digit check'; ABN modulus 89 per abr.business.gov.au 'Format of the ABN'"},
		&layout{name: "org_za_cipc_certificate", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgZACIPC,
			source: "South African CIPC registration certificate COR14.3 and disclosure certificate: contents per bizstart.co.za '(PTY) LTD Company Registration Certificates Explained', cipc.co.za 'Online verification of CIPC disclosure certificates' and okhantu.co.za 'CIPC requirements'; registration number YYYY/NUMBER/## per ciproza.co.za"},
	)
}

// orgFIKaupparekisteriote imitates an extract of the Finnish trade
// register as the PRH's service prints it, in Finnish, Swedish or
// English: the office's name and the extract's title, date and page
// count at the head, then the company's basic data as labels and values —
// Y-tunnus, toiminimi, yritysmuoto, kotipaikka, the day it was entered in
// the register, postal address, line of business and share capital —
// then the board (puheenjohtaja, jäsen, varajäsen) and the managing
// director, each as "Surname, Given names" with the birth date, the
// signing rules and a short list of register entries with their dates.
// A limited company exists from its registration, so that day is the
// incorporation date. The extract names no status.
func (g *gen) orgFIKaupparekisteriote() *doc {
	fam := g.family()
	lang := pick(g.r, []string{"fi", "fi", "sv", "en"})
	tr := func(fi, sv, en string) string {
		switch lang {
		case "sv":
			return sv
		case "en":
			return en
		}
		return fi
	}
	date := func(t time.Time) string { return fmtDate(t, dsDots, "fi") }
	upper := g.chance(0.5)
	stem := pick(g.r, []string{"Saimaan Puutuote", "Pohjolan Kalusto", "Kuura Software", "Lapin Matkapalvelu", "Järvisuon Rakennus", "Aallon Kahvipaahtimo", "Revontuli Analytics"})
	name := stem + " Oy"
	typ := tr("Osakeyhtiö", "Aktiebolag", "Limited company")
	yt := g.fiYTunnus()
	reg := g.incDate()
	office, home := g.fiAddress(upper)
	nBoard := 1 + g.r.IntN(3)
	all := fiPeople.draw(g, nBoard+2, "")
	roleWords := func(i int) string {
		switch {
		case i == nBoard:
			return tr("Varajäsen", "Suppleant", "Deputy member")
		case i == nBoard+1:
			return tr("Toimitusjohtaja", "Verkställande direktör", "Managing director")
		case i == 0 && nBoard > 1:
			return tr("Puheenjohtaja", "Ordförande", "Chairman")
		}
		return tr("Jäsen", "Ledamot", "Member")
	}
	for i := range all {
		all[i].Role = roleWords(i)
	}
	d := &doc{trueType: TypeOrganisationDoc, lang: lang, font: fam,
		description: "Synthetic Finnish trade register extract",
		fields: orgFields(name, nil, yt, []string{"FI" + strings.ReplaceAll(yt, "-", "")}, tr("Patentti- ja rekisterihallitus", "Patent- och registerstyrelsen", "Finnish Patent and Registration Office"),
			[]string{"Patentti- ja rekisterihallitus", "Patent- och registerstyrelsen", "Finnish Patent and Registration Office", "PRH", "Kaupparekisteri", "Handelsregistret", "Trade Register"},
			"FI", &reg, nil, office, "", typ, []string{"Osakeyhtiö", "Oy", "Aktiebolag", "Ab", "Limited company"}, persons(all))}
	d.notes = "incorporation_date: the day of entry in the trade register (an Oy arises on registration). significant_people: the board with its deputy and the managing director"
	d.page = g.newPage(210, 297, white)
	c := g.c
	grey := rgb(80, 80, 80)
	printed := g.today.AddDate(0, 0, -g.r.IntN(4))
	title := tr("KAUPPAREKISTERIOTE", "HANDELSREGISTERUTDRAG", "TRADE REGISTER EXTRACT")
	auth := tr("Patentti- ja rekisterihallitus", "Patent- och registerstyrelsen", "Finnish Patent and Registration Office")
	authAtFoot := g.chance(0.4)
	if !authAtFoot {
		c.text(20, 18, auth, fam.bold, 11, black)
		c.text(20, 23, tr("Kaupparekisteri", "Handelsregistret", "Trade Register"), fam.regular, 8.5, grey)
	}
	c.text(118, 18, title, fam.bold, 11, black)
	c.text(118, 23, date(printed)+fmt.Sprintf("  %02d:%02d", 7+g.r.IntN(12), g.r.IntN(60)), fam.regular, 8.5, black)
	c.text(20, 36, yt, fam.bold, 10, black)
	c.text(58, 36, name, fam.bold, 10, black)
	c.line(20, 39, 190, 39, 0.3, black)
	const valueX = 72.0
	f := &pageFlow{g: g, d: d, y: 48, top: 30, bottom: 270}
	row := func(label string, lines ...string) {
		f.need(float64(len(lines))*4.6 + 1)
		g.c.text(20, f.y, label, fam.regular, 8.8, grey)
		f.y = g.c.lines(valueX, f.y, lines, fam.regular, 9.3, 4.6, black) + 2.2
	}
	row(tr("Y-tunnus", "FO-nummer", "Business ID"), yt)
	row(tr("Toiminimi", "Firma", "Company name"), name)
	row(tr("Yritysmuoto", "Företagsform", "Company form"), typ)
	row(tr("Kotipaikka", "Hemort", "Domicile"), home)
	row(tr("Rekisteröity", "Registrerad", "Registered"), date(reg))
	row(tr("Postiosoite", "Postadress", "Postal address"), office...)
	row(tr("Toimiala", "Bransch", "Line of business"), pick(g.r, []string{
		tr("Ohjelmistojen suunnittelu ja valmistus", "Dataprogrammering", "Computer programming"),
		tr("Asuin- ja muiden rakennusten rakentaminen", "Byggande av bostadshus och andra byggnader", "Construction of residential and non-residential buildings"),
		tr("Kahvin paahtaminen ja tukkukauppa", "Kafferosteri och partihandel", "Coffee roasting and wholesale"),
	}))
	if reg.Before(day(2019, 7, 1)) || g.chance(0.5) {
		row(tr("Osakepääoma", "Aktiekapital", "Share capital"), pick(g.r, []string{"2 500,00 EUR", "8 000,00 EUR", "2 500,00 EUR", "100 000,00 EUR"}))
	}
	f.y += 2
	head := func(t string) {
		f.need(12)
		g.c.text(20, f.y, t, fam.bold, 9.8, black)
		f.y += 6
	}
	person := func(o officer) {
		born := g.bornBefore(reg)
		shown := o.sur + ", " + o.given
		f.need(5)
		g.c.text(24, f.y, o.Role, fam.regular, 9, black)
		g.c.text(valueX, f.y, shown, fam.regular, 9.3, black)
		g.c.text(150, f.y, date(born), fam.regular, 9, black)
		f.y += 5
	}
	head(tr("Hallitus", "Styrelse", "Board of directors"))
	f.need(5)
	g.c.text(valueX, f.y, tr("Nimi", "Namn", "Name"), fam.regular, 7.8, grey)
	g.c.text(150, f.y, tr("Syntymäaika", "Födelsedatum", "Date of birth"), fam.regular, 7.8, grey)
	f.y += 4.6
	for _, o := range all[:nBoard+1] {
		person(o)
	}
	f.y += 2
	head(tr("Toimitusjohtaja", "Verkställande direktör", "Managing director"))
	person(all[nBoard+1])
	f.y += 2
	head(tr("Edustamistapa", "Namnteckningsrätt", "Right to represent"))
	f.need(10)
	f.y = g.c.paragraph(24, f.y, 160, tr("Yhtiötä edustaa hallituksen puheenjohtaja ja toimitusjohtaja kumpikin yksin.",
		"Bolaget företräds av styrelsens ordförande och verkställande direktören var för sig.",
		"The company is represented by the chairman of the board and the managing director, each alone."), fam.regular, 9, 4.4, black) + 4
	head(tr("Rekisterimerkinnät", "Registeranteckningar", "Register entries"))
	entries := []string{date(reg) + "  " + tr("Perustaminen", "Bildande", "Establishment")}
	on := reg
	for range g.r.IntN(4) {
		on = randDate(g.r, on.AddDate(0, 4, 0), on.AddDate(2, 0, 0))
		if on.After(printed) {
			break
		}
		entries = append(entries, date(on)+"  "+pick(g.r, []string{
			tr("Hallituksen muutos", "Ändring av styrelsen", "Change of board"),
			tr("Tilinpäätös", "Bokslut", "Financial statements"),
			tr("Osoitteen muutos", "Adressändring", "Change of address"),
		}))
	}
	for _, e := range entries {
		f.need(5)
		g.c.text(24, f.y, e, fam.regular, 9, black)
		f.y += 4.8
	}
	f.footers(func(n, of int) {
		c := g.c
		c.textAlign(190, 23, fmt.Sprintf("%d (%d)", n, of), fam.regular, 8.5, black, alignRight)
		c.line(20, 278, 190, 278, 0.2, grey)
		if authAtFoot {
			c.text(20, 283, auth+", "+tr("Sörnäisten rantatie 13, 00091 PRH", "Sörnäs strandväg 13, 00091 PRH", "Sörnäisten rantatie 13, FI-00091 PRH"), fam.regular, 7.5, grey)
		} else {
			c.text(20, 283, tr("Ote on tulostettu kaupparekisteristä.", "Utdraget är utskrivet ur handelsregistret.", "The extract is printed from the Trade Register."), fam.regular, 7.5, grey)
		}
	})
	return d
}

// orgLURCSExtrait imitates an extract of the Luxembourg Registre de
// Commerce et des Sociétés as Luxembourg Business Registers delivers it:
// the LBR name and the RCS number at the head, the date of the extract,
// then numbered rubrics — dénomination, forme juridique, siège social,
// objet, capital social, date de constitution with the notary's deed,
// durée — and the people: the associés of an SARL, the gérants or the
// conseil d'administration of an SA, each with surname in capitals,
// given names, birth date and place and their private or professional
// address, the type and length of their mandate. Rubrics are set either
// as a label column or as boxed cells; dates are dd/mm/yyyy or long in
// French.
func (g *gen) orgLURCSExtrait() *doc {
	fam := g.family()
	long := g.chance(0.35)
	date := func(t time.Time) string {
		if long {
			return fmtDate(t, dsLong, "fr")
		}
		return fmtDate(t, dsSlash, "fr")
	}
	sa := g.chance(0.35)
	stem := pick(g.r, []string{"Moselle Logistics", "Kirchberg Capital Partners", "Boulangerie Klein", "Ardennes Invest", "Pétrusse Consulting", "Lëtzebuerger Bau"})
	name, typ, typAccept := stem+" S.à r.l.", "Société à responsabilité limitée", []string{"SARL", "S.à r.l.", "S.à.r.l."}
	if sa {
		name, typ, typAccept = stem+" S.A.", "Société anonyme", []string{"SA", "S.A."}
	}
	rcs := fmt.Sprintf("B%d", 20000+g.r.IntN(280000))
	constituted := g.incDate()
	office := g.luAddress()
	nMgr, nPartners := 1+g.r.IntN(2), 1+g.r.IntN(2)
	mgrRole := "Gérant"
	if sa {
		nMgr, nPartners, mgrRole = 3, 0, "Administrateur"
	}
	all := luPeople.draw(g, nMgr+nPartners, mgrRole)
	for i := range all[nMgr:] {
		all[nMgr+i].Role = "Associé"
	}
	if sa {
		all[0].Role = "Administrateur-délégué"
	}
	homes := make([][]string, len(all))
	for i := range all {
		homes[i] = g.luAddress()
		if g.chance(0.25) {
			homes[i] = []string{fmt.Sprintf("%d, rue des Roses", 1+g.r.IntN(60)), fmt.Sprintf("F-57%03d Thionville", g.r.IntN(1000)), "France"}
		}
		all[i].Address = ptr(joinAddr(homes[i]))
	}
	d := &doc{trueType: TypeOrganisationDoc, lang: "fr", font: fam,
		description: "Synthetic Luxembourg RCS extract",
		fields: orgFields(name, nil, rcs, []string{"B " + rcs[1:], "RCS " + rcs, "RCS Luxembourg " + rcs}, "Luxembourg Business Registers",
			[]string{"LBR", "Registre de Commerce et des Sociétés", "Registre de Commerce et des Sociétés Luxembourg", "RCS Luxembourg"},
			"LU", &constituted, nil, office, "", typ, typAccept, persons(all))}
	d.notes = "incorporation_date: the date of constitution (the notarial deed), not the later date of registration. significant_people: gérants or administrateurs and the associés of an SARL, with their addresses"
	d.page = g.newPage(210, 297, white)
	c := g.c
	teal := rgb(0, 95, 110)
	grey := rgb(90, 90, 90)
	extracted := g.today.AddDate(0, 0, -g.r.IntN(10))
	registered := constituted.AddDate(0, 0, 5+g.r.IntN(30))
	c.text(20, 18, "LUXEMBOURG", fam.bold, 12, teal)
	c.text(20, 23.5, "BUSINESS REGISTERS", fam.bold, 12, teal)
	c.textAlign(190, 18, "Numéro RCS : "+rcs, fam.bold, 10, black, alignRight)
	c.textAlign(190, 23.5, "Extrait délivré le "+fmtDate(extracted, dsSlash, "fr"), fam.regular, 8.5, black, alignRight)
	c.textAlign(105, 38, "Extrait du Registre de Commerce et des Sociétés", fam.bold, 13, black, alignCenter)
	if g.chance(0.6) {
		c.textAlign(105, 44, "Extrait complet - données actuelles", fam.regular, 9, grey, alignCenter)
	}
	c.line(20, 48, 190, 48, 0.4, teal)
	cells := g.chance(0.5)
	f := &pageFlow{g: g, d: d, y: 57, top: 30, bottom: 268}
	n := 0
	rubric := func(label, value string) {
		n++
		lines := strings.Split(value, "\n")
		var wrapped []string
		for _, l := range lines {
			wrapped = append(wrapped, g.c.wrap(l, fam.regular, 9.2, 105)...)
		}
		f.need(float64(len(wrapped))*4.5 + 4)
		if cells {
			f.y = g.kv(20, f.y, [][2]string{{fmt.Sprintf("%d. %s", n, label), strings.Join(wrapped, "\n")}},
				kvOpts{style: kvCells, col: 62, w: 170, fam: fam, size: 9.2, labelBold: true, shade: rgb(228, 238, 240)})
			return
		}
		g.c.text(20, f.y, fmt.Sprintf("%d.", n), fam.bold, 9, teal)
		g.c.text(27, f.y, label, fam.bold, 9, black)
		f.y = g.c.lines(82, f.y, wrapped, fam.regular, 9.2, 4.5, black) + 2.5
	}
	rubric("Dénomination ou raison sociale", name)
	rubric("Forme juridique", typ)
	rubric("Siège social", strings.Join(office, "\n"))
	rubric("Objet social", pick(g.r, []string{
		"La société a pour objet la prise de participations, sous quelque forme que ce soit, dans d'autres entreprises luxembourgeoises ou étrangères.",
		"L'exploitation d'une boulangerie-pâtisserie avec vente des articles de la branche.",
		"Le conseil en gestion et en organisation d'entreprises ainsi que toutes opérations s'y rattachant.",
		"Le transport de marchandises par route et l'entreposage pour compte de tiers.",
	}))
	capital := pick(g.r, []int{12000, 12500, 20000, 50000})
	if sa {
		capital = pick(g.r, []int{30000, 31000, 100000, 250000})
	}
	rubric("Capital social / Fonds social", amount(float64(capital), mFR)+" EUR\nLibéré à 100 %")
	rubric("Date de constitution", date(constituted)+"\nActe reçu par Maître "+pick(g.r, []string{"Henri Hellinckx", "Carlo Wersandt", "Léonie Grethen", "Cosita Delvaux"})+", notaire de résidence à Luxembourg")
	rubric("Date d'immatriculation", date(registered))
	rubric("Durée", "Illimitée")
	rubric("Exercice social", "Du 01/01 au 31/12")
	section := func(t string) {
		f.need(16)
		f.y += 2
		g.c.rect(20, f.y-4.5, 170, 6.4, rgb(228, 238, 240))
		g.c.text(22, f.y, t, fam.bold, 9.6, teal)
		f.y += 8
	}
	member := func(i int, extra ...string) {
		o := all[i]
		born := g.bornBefore(constituted)
		rows := [][2]string{{"Nom", strings.ToUpper(o.sur)}, {"Prénom(s)", o.given},
			{"Date et lieu de naissance", date(born) + ", " + pick(g.r, []string{"Luxembourg", "Esch-sur-Alzette", "Metz", "Trèves", "Arlon", "Differdange"})},
			{"Adresse", strings.Join(homes[i], "\n")}}
		for k := 0; k+1 < len(extra); k += 2 {
			rows = append(rows, [2]string{extra[k], extra[k+1]})
		}
		f.need(float64(len(rows)+len(homes[i]))*4.4 + 4)
		f.y = g.kv(26, f.y, rows, kvOpts{style: kvLeft, col: 52, fam: fam, size: 9, labelCol: grey}) + 3
	}
	if nPartners > 0 {
		section("Associés")
		parts := capital / 100 / nPartners
		for i := nMgr; i < len(all); i++ {
			member(i, "Parts sociales", fmt.Sprintf("%d parts sociales", parts))
		}
	}
	if sa {
		section("Conseil d'administration")
	} else {
		section("Gérance")
	}
	for i := 0; i < nMgr; i++ {
		mandate := "Indéterminée"
		if sa {
			mandate = fmt.Sprintf("Jusqu'à l'assemblée générale de %d", g.today.Year()+1+g.r.IntN(5))
		}
		member(i, "Fonction", all[i].Role, "Durée du mandat", mandate)
	}
	f.need(12)
	f.y = g.c.paragraph(20, f.y+2, 170, "Le présent extrait reproduit les données inscrites au registre de commerce et des sociétés à la date de sa délivrance.", fam.regular, 8, 4, grey) + 2
	f.footers(func(n, of int) {
		c := g.c
		c.line(20, 281, 190, 281, 0.2, teal)
		c.text(20, 286, "Luxembourg Business Registers - G.I.E. - 14, rue Erasme, L-1468 Luxembourg", fam.regular, 7, grey)
		c.textAlign(190, 286, fmt.Sprintf("Page %d / %d", n, of), fam.regular, 7, grey, alignRight)
	})
	return d
}

// orgAUASICExtract imitates an ASIC current company extract of an
// Australian proprietary company, in two prints: the extract with bold
// section headings (Organisation Details, Address Details, Office
// Holders, Share Structure, Members) and "Name: ... ACN: ..." at the top,
// or the older boxed print with the company's type and class on one line.
// It shows the ACN in blocks of three, the ABN, the state of
// registration, the registration and next review dates, status
// Registered, the registered office and the principal place of business,
// the directors and secretary with residential addresses, birth date and
// place and appointment date, the share classes, and the members with
// their holdings. Names are SURNAME, GIVEN NAMES; addresses in capitals;
// dates dd/mm/yyyy.
func (g *gen) orgAUASICExtract() *doc {
	fam := g.family()
	boxed := g.chance(0.4)
	date := func(t time.Time) string { return fmtDate(t, dsSlash, "en") }
	stem := strings.ToUpper(pick(g.r, []string{"Wattle Creek Holdings", "Southern Reef Marine", "Bluegum Digital", "Kookaburra Coffee Roasters", "Red Centre Mining Services", "Harbourside Joinery"}))
	name := stem + " PTY LTD"
	acn := g.auACN()
	acnS := digitString(acn)
	abn := auABN(acn)
	reg := g.incDate()
	office := g.asicAddress()
	place := office
	if g.chance(0.5) {
		place = g.asicAddress()
	}
	state := strings.Fields(office[1])[len(strings.Fields(office[1]))-2]
	stateName := map[string]string{"VIC": "Victoria", "NSW": "New South Wales", "QLD": "Queensland", "WA": "Western Australia", "SA": "South Australia"}[state]
	typ, class := "Australian Proprietary Company", "Limited By Shares"
	typShown := typ
	if boxed {
		typShown = typ + ", " + class
	}
	nd := 1 + g.r.IntN(2)
	all := auPeople.draw(g, nd+1, "Director")
	all[nd].Role = "Secretary"
	homes := make([][]string, len(all))
	for i := range all {
		homes[i] = g.asicAddress()
		all[i].Address = ptr(joinAddr(homes[i]))
	}
	// a member who holds no office, beside the directors who hold shares
	var members []officer
	if g.chance(0.4) {
		m := auPeople.draw(g, 1, "Shareholder")[0]
		for contains(surnamesOf(all), m.sur) {
			m = auPeople.draw(g, 1, "Shareholder")[0]
		}
		m.Address = ptr(joinAddr(g.asicAddress()))
		members = append(members, m)
	}
	people := append(append([]officer{}, all...), members...)
	status := "Registered"
	d := &doc{trueType: TypeOrganisationDoc, lang: "en", font: fam,
		description: "Synthetic ASIC current company extract",
		fields: orgFields(name, []string{strings.TrimSuffix(name, " PTY LTD") + " PTY. LTD.", titleCase(stem) + " Pty Ltd"}, acnS, []string{groups3(acnS), "ACN " + groups3(acnS)}, "Australian Securities and Investments Commission",
			[]string{"ASIC", "Australian Securities & Investments Commission", "Australian Securities and Investment Commission"},
			"AU", &reg, nil, office, status, typShown, []string{typ, typ + ", " + class, "Proprietary Company", "Pty Ltd"}, persons(people))}
	d.notes = "incorporation_date: the registration date. significant_people: directors and secretary with their residential addresses, and members who hold no office"
	d.page = g.newPage(210, 297, white)
	c := g.c
	navy := rgb(10, 40, 90)
	grey := rgb(85, 85, 85)
	produced := g.today.AddDate(0, 0, -g.r.IntN(5))
	stamp := fmt.Sprintf("%s %s %02d:%02d:%02d", fmtDate(produced, dsLong, "en"), pick(g.r, []string{"AEST", "AEDT"}), 7+g.r.IntN(12), g.r.IntN(60), g.r.IntN(60))
	c.text(20, 17, "Australian Securities & Investments Commission", fam.bold, 10, navy)
	c.textAlign(190, 17, "ASIC", fam.bold, 16, navy, alignRight)
	title := "Current Company Extract"
	if g.chance(0.4) {
		title = "Current & Historical Company Extract"
	}
	c.text(20, 30, title, fam.bold, 15, black)
	c.text(20, 37, "Name: "+name, fam.bold, 9.5, black)
	c.text(130, 37, "ACN: "+groups3(acnS), fam.bold, 9.5, black)
	c.text(20, 42, "Date/Time: "+stamp, fam.regular, 8.5, black)
	f := &pageFlow{g: g, d: d, y: 50, top: 30, bottom: 270}
	f.y = g.c.paragraph(20, f.y, 170, "This extract contains information derived from the Australian Securities and Investments Commission's (ASIC) database under section 1274A of the Corporations Act 2001.", fam.regular, 8, 3.9, grey) + 4
	head := func(t string) {
		f.need(14)
		if boxed {
			g.c.rect(20, f.y-4.6, 170, 6.6, rgb(225, 230, 240))
		}
		g.c.text(21, f.y, t, fam.bold, 10.5, navy)
		f.y += 7.5
	}
	rows := func(r [][2]string) {
		h := 0.0
		for _, kv := range r {
			h += 4.8 * float64(strings.Count(kv[1], "\n")+1)
		}
		f.need(h)
		st := kvOpts{style: kvLeft, col: 50, fam: fam, size: 9, labelCol: grey}
		if boxed {
			st = kvOpts{style: kvCells, col: 50, w: 168, fam: fam, size: 9, labelBold: true}
		}
		f.y = g.kv(22, f.y, r, st) + 2
	}
	head("Organisation Details")
	org := [][2]string{{"Name", name}, {"ACN", groups3(acnS)}, {"ABN", abnShown(abn)}, {"Registered in", stateName},
		{"Registration date", date(reg)}, {"Next review date", date(nextAnniversary(reg, produced))},
		{"Status", status}}
	if boxed {
		org = append(org, [2]string{"Type", typShown}, [2]string{"Subclass", "Proprietary Company"})
	} else {
		org = append(org, [2]string{"Company type", typ}, [2]string{"Class", class}, [2]string{"Subclass", "Proprietary Company"})
	}
	rows(org)
	head("Address Details")
	rows([][2]string{{"Registered address", strings.Join(office, "\n")}, {"Start date", date(reg)}})
	rows([][2]string{{"Principal Place Of Business", strings.Join(place, "\n")}, {"Start date", date(reg)}})
	head("Contact Address")
	f.need(5)
	g.c.text(22, f.y, "Section 146A of the Corporations Act 2001 states 'A contact address is the address to which", fam.regular, 7.8, grey)
	g.c.text(22, f.y+3.8, "communications and notices are sent from ASIC to the company'.", fam.regular, 7.8, grey)
	f.y += 10
	head("Office Holders")
	for i, o := range all {
		born := g.bornBefore(reg)
		f.need(30)
		g.c.text(22, f.y, strings.ToUpper(o.Role), fam.bold, 9, black)
		f.y += 5
		rows([][2]string{{"Name", strings.ToUpper(o.sur + ", " + o.given)}, {"Address", strings.Join(homes[i], "\n")},
			{"Born", date(born) + ", " + pick(g.r, auBirthPlaces)}, {"Appointment date", date(randDate(g.r, reg, produced.AddDate(0, -1, 0)))}})
		f.y += 1
	}
	head("Share Structure")
	shares := pick(g.r, []int{2, 100, 100, 1000})
	cols := []column{{x: 22}, {x: 40}, {x: 118, align: alignRight}, {x: 154, align: alignRight}, {x: 190, align: alignRight}}
	f.need(12)
	g.tableRow(f.y, cols, []string{"Class", "Description", "Number issued", "Total amount paid", "Total amount due"}, fam.bold, 8, black)
	f.y += 5
	g.tableRow(f.y, cols, []string{"ORD", "ORDINARY SHARES", fmt.Sprint(shares), amount(float64(shares), mEN), "0.00"}, fam.regular, 8.5, black)
	f.y += 8
	head("Members")
	holders := append(append([]officer{}, all[:nd]...), members...)
	per := shares / len(holders)
	for i, o := range holders {
		held := per
		if i == 0 {
			held = shares - per*(len(holders)-1)
		}
		rows([][2]string{{"Name", strings.ToUpper(o.sur + ", " + o.given)}, {"Address", strings.ReplaceAll(*o.Address, ", ", "\n")},
			{"Share class", "ORD"}, {"Number held", fmt.Sprint(held)}, {"Beneficially held", "yes"}, {"Paid", "FULLY"}})
		f.y += 2
	}
	f.footers(func(n, of int) {
		c := g.c
		c.line(20, 280, 190, 280, 0.2, grey)
		c.text(20, 285, groups3(acnS)+" "+name, fam.regular, 7.5, grey)
		c.textAlign(190, 285, fmt.Sprintf("Page %d of %d", n, of), fam.regular, 7.5, grey, alignRight)
	})
	return d
}

// nextAnniversary is the first anniversary of t after now, the day ASIC
// next reviews a company (a 29 February falls on 28 February).
func nextAnniversary(t, now time.Time) time.Time {
	for y := now.Year(); ; y++ {
		a := day(y, t.Month(), min(t.Day(), 28))
		if t.Month() != time.February || t.Day() < 29 {
			a = day(y, t.Month(), t.Day())
		}
		if a.After(now) {
			return a
		}
	}
}

// bornBefore draws the birth date of someone who was between 20 and 60
// years old on t, when the company was formed.
func (g *gen) bornBefore(t time.Time) time.Time {
	return randDate(g.r, t.AddDate(-60, 0, 0), t.AddDate(-20, 0, 0))
}

// surnamesOf lists the surnames of os.
func surnamesOf(os []officer) []string {
	var s []string
	for _, o := range os {
		s = append(s, o.sur)
	}
	return s
}

// zaWomen are the given names of zaPeople borne by women, whose identity
// numbers carry a sequence below 5000.
var zaWomen = []string{"Nomvula", "Lindiwe", "Zanele", "Ayanda", "Anele"}

// orgZACIPC imitates a certificate of the South African Companies and
// Intellectual Property Commission for a private company: either the
// COR14.3 registration certificate, whose running text certifies that the
// company was incorporated on its registration date, followed by the
// enterprise details and the initial directors with their identity
// numbers, or the disclosure certificate with its tables of enterprise
// information (registration number, enterprise name, registration date,
// business start date, enterprise type, enterprise status "In Business",
// financial year end), addresses and active directors with identity
// number, type, status, appointment date and residential address. Dates
// are ISO or dd/mm/yyyy; names in capitals with surname first on the
// disclosure.
func (g *gen) orgZACIPC() *doc {
	fam := g.family()
	disclosure := g.chance(0.5)
	iso := g.chance(0.6)
	date := func(t time.Time) string {
		if iso {
			return fmtDate(t, dsISO, "en")
		}
		return fmtDate(t, dsSlash, "en")
	}
	stem := strings.ToUpper(pick(g.r, []string{"Ubuntu Fresh Produce", "Karoo Solar Installations", "Mzansi Logistics", "Fynbos Digital", "Highveld Engineering Works", "Table Bay Catering"}))
	name := stem + " (PTY) LTD"
	reg := g.incDate()
	num := g.zaRegistrationNumber(reg.Year())
	office := g.zaAddress()
	postal := []string{fmt.Sprintf("PO Box %d", 100+g.r.IntN(9000)), office[2], office[4]}
	typ := "Private Company"
	status := ""
	if disclosure || g.chance(0.5) {
		status = "In Business"
	}
	nd := 1 + g.r.IntN(3)
	all := zaPeople.draw(g, nd, "Director")
	ids := make([]string, nd)
	homes := make([][]string, nd)
	since := make([]time.Time, nd)
	for i := range all {
		born := g.bornBefore(reg)
		ids[i] = g.zaIDNumber(born, contains(zaWomen, all[i].given))
		since[i] = reg
		if i > 0 && g.chance(0.4) {
			since[i] = randDate(g.r, reg, g.today.AddDate(0, -1, 0))
		}
		if disclosure {
			homes[i] = g.zaAddress()
			all[i].Address = ptr(joinAddr(homes[i]))
		}
	}
	d := &doc{trueType: TypeOrganisationDoc, lang: "en", font: fam,
		description: "Synthetic South African CIPC company certificate",
		fields: orgFields(name, []string{stem + " PROPRIETARY LIMITED", titleCase(stem) + " (Pty) Ltd"}, num, []string{strings.ReplaceAll(num, "/", ""), "K" + num}, "Companies and Intellectual Property Commission",
			[]string{"CIPC", "Companies and Intellectual Property Commission of South Africa"},
			"ZA", &reg, nil, office, status, typ, []string{"Private Company (Pty) Ltd", "(Pty) Ltd", "Pty Ltd", "PRIVATE COMPANY"}, persons(all))}
	d.notes = "incorporation_date: the registration date. significant_people: the directors"
	d.page = g.newPage(210, 297, white)
	c := g.c
	red := rgb(170, 30, 40)
	grey := rgb(85, 85, 85)
	c.rect(20, 12, 3, 14, red)
	c.text(26, 18, "Companies and Intellectual Property Commission", fam.bold, 11, black)
	c.text(26, 23, "a member of the dti group", fam.regular, 8, grey)
	c.textAlign(190, 18, "CIPC", fam.bold, 18, red, alignRight)
	issued := g.today.AddDate(0, 0, -g.r.IntN(20))
	f := &pageFlow{g: g, d: d, y: 0, top: 30, bottom: 268}
	cells := kvOpts{style: kvCells, col: 58, w: 170, fam: fam, size: 9, labelBold: true}
	if disclosure {
		c.textAlign(105, 38, "Disclosure Certificate", fam.bold, 15, black, alignCenter)
		c.textAlign(105, 44, "Date: "+date(issued)+"   Reference: "+g.fill("999999999"), fam.regular, 8.5, grey, alignCenter)
		c.text(20, 54, "Enterprise Information", fam.bold, 11, red)
		fye := pick(g.r, []string{"February", "June", "December", "February"})
		f.y = g.kv(20, 62, [][2]string{{"Registration Number", num}, {"Enterprise Name", name}, {"Registration Date", date(reg)},
			{"Business Start Date", date(reg)}, {"Enterprise Type", typ}, {"Enterprise Status", status}, {"Financial Year End", fye},
			{"Tax Number", g.fill("9999999999")}}, cells) + 4
		c.text(20, f.y, "Addresses", fam.bold, 11, red)
		f.y = g.kv(20, f.y+8, [][2]string{{"Postal Address", strings.Join(postal, "\n")}, {"Address of Registered Office", strings.Join(office, "\n")}}, cells) + 4
		f.need(20)
		g.c.text(20, f.y, "Active Directors / Officers", fam.bold, 11, red)
		f.y += 8
		cols := []column{{x: 20}, {x: 92}, {x: 126}, {x: 148}, {x: 166}}
		g.tableRow(f.y, cols, []string{"Surname and First Names", "ID Number", "Type", "Status", "Appointed"}, fam.bold, 8, black)
		g.c.line(20, f.y+1.8, 190, f.y+1.8, 0.3, black)
		f.y += 6
		for i, o := range all {
			g.tableRow(f.y, cols, []string{strings.ToUpper(o.sur + ", " + o.given), ids[i], "Director", "Active", date(since[i])}, fam.regular, 8.2, black)
			g.c.text(24, f.y+4.2, "Residential address: "+joinAddr(homes[i]), fam.regular, 7.8, grey)
			f.y += 10
		}
	} else {
		c.textAlign(190, 34, "COR14.3", fam.bold, 9, grey, alignRight)
		c.textAlign(105, 44, "Registration Certificate", fam.bold, 16, black, alignCenter)
		c.text(20, 56, "Registration number: "+num, fam.bold, 10, black)
		c.text(20, 62, "Enterprise Name: "+name, fam.bold, 10, black)
		y := g.c.paragraph(20, 72, 170, fmt.Sprintf("This serves to certify that %s, registration number %s, was incorporated under the Companies Act, 2008 (Act 71 of 2008) as a private company on %s, and is registered with the Companies and Intellectual Property Commission.",
			name, num, date(reg)), fam.regular, 9.5, 4.8, black) + 5
		rows := [][2]string{{"Enterprise Type", typ}, {"Registration Date", date(reg)}, {"Financial Year End", pick(g.r, []string{"February", "June", "December"})},
			{"Registered Address", strings.Join(office, "\n")}, {"Postal Address", strings.Join(postal, "\n")}}
		if status != "" {
			rows = append(rows[:1], append([][2]string{{"Enterprise Status", status}}, rows[1:]...)...)
		}
		f.y = g.kv(20, y, rows, cells) + 5
		f.need(20)
		g.c.text(20, f.y, "Directors", fam.bold, 11, black)
		f.y += 7
		cols := []column{{x: 20}, {x: 102}, {x: 146}}
		g.tableRow(f.y, cols, []string{"Full Names", "ID Number", "Appointment Date"}, fam.bold, 8.5, black)
		f.y += 2
		g.c.line(20, f.y, 190, f.y, 0.3, black)
		f.y += 4.5
		for i, o := range all {
			f.need(6)
			g.tableRow(f.y, cols, []string{strings.ToUpper(o.given + " " + o.sur), ids[i], date(since[i])}, fam.regular, 8.8, black)
			f.y += 5.5
		}
		f.need(30)
		g.signature(140, f.y+14, 36, rgb(20, 30, 100))
		g.c.text(140, f.y+19, "Commissioner: CIPC", fam.regular, 8.5, black)
		g.c.text(20, f.y+19, "Issued: "+date(issued), fam.regular, 8.5, black)
		f.y += 26
	}
	f.footers(func(n, of int) {
		c := g.c
		c.line(20, 281, 190, 281, 0.2, grey)
		c.text(20, 286, "the dti Campus (Block F - Entfutfukweni), 77 Meintjies Street, Sunnyside, Pretoria | www.cipc.co.za", fam.regular, 7, grey)
		c.textAlign(190, 286, fmt.Sprintf("Page %d of %d", n, of), fam.regular, 7, grey, alignRight)
	})
	return d
}
