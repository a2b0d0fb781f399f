package docgen

import (
	"fmt"
	"strings"
	"time"
)

// Organisation documents of the dev split: a Latvian Register of
// Enterprises statement, a Lithuanian Register of Legal Entities extract,
// a Slovak commercial register extract, a Slovenian AJPES extract and a
// Croatian court register extract.

func init() {
	register(
		&layout{name: "org_lv_uznemumu_registrs", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgLVUR,
			source: "Latvian Uzņēmumu reģistrs izziņa and Lursoft print: register and data per e-justice.europa.eu 'Business registers in EU countries - Latvia', likumi.lv 'Par Latvijas Republikas Uzņēmumu reģistru' and MK noteikumi Nr. 23 (2020) on issuing UR information, ur.gov.lv 'Tiesību subjektu pārstāvēttiesīgās personas' (valdes loceklis); registration number of 11 digits, 40… for SIA/AS, and legal forms per developer.kyckr.com 'Latvia'; check digit per the stdnum package's lv/pvn"},
		&layout{name: "org_lt_juridiniu_asmenu_registras", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgLTJAR,
			source: "Lithuanian Registrų centras 'Juridinių asmenų registro išrašas': data kept (juridinio asmens kodas, pavadinimas, buveinė, teisinė forma, teisinis statusas, valdymo organai) per e-justice.europa.eu 'Business registers in EU countries - Lithuania' and e-tar.lt Vyriausybės nutarimas Nr. 1407 'Juridinių asmenų registro nuostatai'; forms UAB/AB/MB per info.registrucentras.lt 'Juridinių asmenų registras' DUK"},
		&layout{name: "org_sk_vypis_obchodny_register", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgSKORSR, formats: pdfOnly,
			source: "Slovak 'Výpis z obchodného registra' as orsr.sk prints it: contents of the extract per orsr.sk 'O obchodnom registri' and referaty.hladas.sk 'Obchodný register' (štatutárny orgán with deň vzniku funkcie); eight registry courts per srovpraxi.sk 'Odporúčaný postup pri registrovom konaní'; IČO of 8 digits per docs.topograph.co 'Slovakia', modulo-11 check as the Czech IČO"},
		&layout{name: "org_si_ajpes_izpis", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgSIAJPES,
			source: "Slovenian AJPES 'Izpis iz sodnega registra' / Poslovni register Slovenije: data per e-justice.europa.eu 'Business registers in EU countries - Slovenia', uradni-list.si 'Navodilo o vrstah in obsegu podatkov … Poslovnega registra Slovenije' (datum vpisa, matična številka, davčna številka) and ajpes.si 'Main tasks' (court register part of the PRS since 2008); matična številka of 10 digits and davčna številka of 8 per docs.topograph.co 'Slovenia'; check digits per stdnum si/ddv and AJPES's own numbers on ajpes.si 'Katalog informacij javnega značaja'"},
		&layout{name: "org_hr_sudski_registar", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgHRSudreg, formats: pdfOnly,
			source: "Croatian 'Izvadak iz sudskog registra' of the trgovački sud: register per pravosudje.gov.hr 'Sudski registar' and narodne-novine.nn.hr 'Pravilnik o načinu upisa u sudski registar' (NN 121/2019); active and historical e-izvadak per sudovi.hr 'Uputa - izvadak iz sudskog registra'; MBS, OIB and EUID HRSR.<MBS> and legal forms d.o.o./j.d.o.o./d.d. per docs.topograph.co 'Croatia'; OIB ISO 7064 MOD 11,10 per zagreb.hr 'Osobni identifikacijski broj (OIB)'"},
	)
}

// dotDate prints 12.03.2015. with the closing full stop of Latvian and
// Croatian dates.
func dotDate(t time.Time) string { return t.Format("02.01.2006") + "." }

// lvMonths are Latvian month names in the locative of "2015. gada 12.
// martā".
var lvMonths = [12]string{"janvārī", "februārī", "martā", "aprīlī", "maijā", "jūnijā", "jūlijā", "augustā", "septembrī", "oktobrī", "novembrī", "decembrī"}

// orgLVUR imitates a statement (izziņa) of the Latvian Register of
// Enterprises on a company of the commercial register, or the print of
// the same data that Lursoft sells: the register's letterhead, the place,
// date and number of the statement, then the firm, registration number,
// register and date of registration, legal address, form, share capital,
// the board (valdes priekšsēdētājs, valdes loceklis) with the day each
// was appointed and the right to represent, and for some an SIA's
// members (dalībnieki). The statement may set English translations under
// its labels; dates are 12.03.2015. or, for the statement's own date,
// "2026. gada 27. novembrī".
func (g *gen) orgLVUR() *doc {
	fam := g.family()
	lursoft := g.chance(0.4)
	bilingual := !lursoft && g.chance(0.4)
	lab := func(lv, en string) string {
		if bilingual {
			return lv + " / " + en
		}
		return lv
	}
	as := g.chance(0.2)
	stem := pick(g.r, []string{"Baltijas Koks", "Daugavas Loģistika", "Gaujas Maiznīca", "Rīgas Tīkli", "Kurzemes Būve", "Zemgales Agro", "Vidzemes Tekstils"})
	form, typ, typAcc := "SIA", "Sabiedrība ar ierobežotu atbildību", []string{"SIA", "Limited liability company", "Limited Liability Company"}
	if as {
		form, typ, typAcc = "AS", "Akciju sabiedrība", []string{"AS", "Joint stock company", "Public Limited Company"}
	}
	name := form + ` "` + stem + `"`
	nameAcc := []string{stem + ", " + form, form + " " + stem, typ + ` "` + stem + `"`, strings.ToUpper(stem) + ", " + form}
	num := g.lvRegNumber()
	reg := g.incDate()
	office := g.lvAddress()
	nb := 1 + g.r.IntN(3)
	if as {
		nb = 2 + g.r.IntN(2)
	}
	nm := 0
	if !as && g.chance(0.5) {
		nm = g.r.IntN(2) // members besides the board's own
	}
	all := drawPeople(g, nb+nm, "Valdes loceklis", lvMen, lvWomen)
	if nb > 1 {
		all[0].Role = "Valdes priekšsēdētājs"
	}
	for i := nb; i < len(all); i++ {
		all[i].Role = "Dalībnieks"
	}
	members := !as && (nm > 0 || g.chance(0.4))
	people := all
	if !members {
		people = all[:nb]
	}
	enRole := map[string]string{"Valdes loceklis": "Board member", "Valdes priekšsēdētājs": "Chairman of the Board", "Dalībnieks": "Member"}
	roleShown := func(r string) string {
		if bilingual {
			return r + " / " + enRole[r]
		}
		return r
	}
	auth := "Latvijas Republikas Uzņēmumu reģistrs"
	d := &doc{trueType: TypeOrganisationDoc, lang: "lv", font: fam,
		description: "Synthetic Latvian Register of Enterprises statement (izziņa)",
		fields: orgFields(name, nameAcc, num, []string{"LV" + num}, auth,
			[]string{"Uzņēmumu reģistrs", "LR Uzņēmumu reģistrs", "Register of Enterprises of the Republic of Latvia", "Register of Enterprises", "UR", "Komercreģistrs", "Latvijas Republikas Uzņēmumu reģistra Komercreģistrs"},
			"LV", &reg, nil, office, "", typ, typAcc, persons(people))}
	d.notes = "incorporation_date: the date of registration in the commercial register (an SIA or AS arises on registration). significant_people: the board (valde) and, where listed, the members (dalībnieki) who hold shares"
	if lursoft {
		d.description = "Synthetic Latvian company data print (Lursoft) from the Register of Enterprises"
	}
	d.page = g.newPage(210, 297, white)
	c := g.c
	grey := rgb(90, 90, 90)
	maroon := rgb(140, 20, 40)
	issued := g.today.AddDate(0, 0, -g.r.IntN(20))
	capital := pick(g.r, []int{2800, 2800, 5000, 10000})
	if as {
		capital = pick(g.r, []int{35000, 50000, 250000})
	}
	capShown := spaced(capital) + " EUR"
	appointed := make([]time.Time, len(all))
	for i := range all {
		appointed[i] = reg
		if g.chance(0.35) {
			appointed[i] = randDate(g.r, reg, issued.AddDate(0, -1, 0))
		}
	}
	upper := g.chance(0.3)
	nameShown := name
	if upper {
		nameShown = strings.ToUpper(name)
	}
	if lursoft {
		blue := rgb(0, 70, 140)
		c.text(20, 18, "LURSOFT", fam.bold, 16, blue)
		c.text(20, 23.5, "Informācija no Latvijas Republikas Uzņēmumu reģistra", fam.regular, 8.5, grey)
		c.textAlign(190, 18, "Uzņēmuma pamatdati", fam.bold, 11, black, alignRight)
		c.textAlign(190, 23.5, fmt.Sprintf("Sagatavots: %s %02d:%02d", fmtDate(issued, dsDots, "lv"), 8+g.r.IntN(10), g.r.IntN(60)), fam.regular, 8.5, black, alignRight)
		c.line(20, 27, 190, 27, 0.5, blue)
		shown := stem + ", " + form
		if upper {
			shown = strings.ToUpper(stem) + ", " + form
		}
		c.text(20, 38, shown, fam.bold, 14, black)
		opts := kvOpts{style: kvCells, col: 58, w: 170, fam: fam, size: 9.4, labelBold: true, shade: rgb(232, 238, 246), rule: rgb(170, 185, 205)}
		rows := [][2]string{
			{"Nosaukums", shown},
			{"Reģistrācijas numurs", num},
			{"PVN numurs", "LV" + num},
			{"Reģistrēts", "Komercreģistrā " + dotDate(reg)},
			{"Uzņēmējdarbības forma", typ + " (" + form + ")"},
			{"Juridiskā adrese", joinAddr(office)},
			{"Pamatkapitāls", capShown},
			{"Darbības veids (NACE)", pick(g.r, []string{"62.01 Datorprogrammēšana", "16.10 Zāģēšana, ēvelēšana un impregnēšana", "10.71 Maizes ražošana", "49.41 Kravu pārvadājumi pa autoceļiem", "41.20 Ēku būvniecība"})},
		}
		y := g.kv(20, 48, rows, opts) + 6
		c.text(20, y, "Amatpersonas", fam.bold, 11, blue)
		y += 7
		cols := []column{{x: 22}, {x: 92}, {x: 150}}
		g.tableRow(y, cols, []string{"Vārds, uzvārds", "Amats", "Iecelts"}, fam.bold, 8.5, black)
		c.line(20, y+1.8, 190, y+1.8, 0.3, black)
		y += 6
		for i, o := range all[:nb] {
			g.tableRow(y, cols, []string{o.given + " " + o.sur, o.Role, dotDate(appointed[i])}, fam.regular, 9, black)
			y += 5.5
		}
		if members {
			y += 4
			c.text(20, y, "Dalībnieki", fam.bold, 11, blue)
			y += 7
			g.tableRow(y, []column{{x: 22}, {x: 92}, {x: 150}}, []string{"Vārds, uzvārds", "Daļu skaits", "Daļu vērtība"}, fam.bold, 8.5, black)
			c.line(20, y+1.8, 190, y+1.8, 0.3, black)
			y += 6
			holders := append([]officer{all[0]}, all[nb:]...)
			for i, o := range holders {
				share := capital / len(holders)
				if i == 0 {
					share = capital - share*(len(holders)-1)
				}
				g.tableRow(y, cols, []string{o.given + " " + o.sur, spaced(share), spaced(share) + " EUR"}, fam.regular, 9, black)
				y += 5.5
			}
		}
		c.line(20, 280, 190, 280, 0.2, grey)
		c.text(20, 285, "Datu avots: "+auth+". © Lursoft, www.lursoft.lv", fam.regular, 7, grey)
		c.textAlign(190, 285, "1 (1)", fam.regular, 7, grey, alignRight)
		return d
	}
	// The register's own statement.
	c.textAlign(105, 18, strings.ToUpper(auth), fam.bold, 12, maroon, alignCenter)
	if bilingual {
		c.textAlign(105, 23, "Register of Enterprises of the Republic of Latvia", fam.regular, 8.5, maroon, alignCenter)
	}
	c.textAlign(105, 28, "Pērses iela 2, Rīga, LV-1011 · www.ur.gov.lv", fam.regular, 8, grey, alignCenter)
	c.line(20, 31, 190, 31, 0.4, maroon)
	c.text(20, 40, fmt.Sprintf("Rīgā, %d. gada %d. %s", issued.Year(), issued.Day(), lvMonths[issued.Month()-1]), fam.regular, 9.5, black)
	c.textAlign(190, 40, fmt.Sprintf("Nr. %s", g.fill("6-12/999999")), fam.regular, 9.5, black, alignRight)
	title := "IZZIŅA"
	if bilingual {
		title = "IZZIŅA / STATEMENT"
	}
	c.textAlign(105, 53, title, fam.bold, 14, black, alignCenter)
	y := c.paragraph(20, 63, 170, "Latvijas Republikas Uzņēmumu reģistrs apliecina, ka komercreģistrā reģistrēts šāds tiesību subjekts un par to reģistrā ir šādas ziņas:", fam.regular, 9.5, 4.8, black) + 4
	opts := kvOpts{style: kvLeft, col: 62, fam: fam, size: 9.8, labelCol: grey}
	if bilingual {
		opts.labelSize, opts.col = 8, 76
	}
	rows := [][2]string{
		{lab("Firma", "Name"), nameShown},
		{lab("Reģistrācijas numurs", "Registration number"), num},
		{lab("Reģistrs", "Register"), "Komercreģistrs"},
		{lab("Reģistrācijas datums", "Date of registration"), dotDate(reg)},
		{lab("Juridiskā adrese", "Legal address"), joinAddr(office)},
		{lab("Uzņēmējdarbības forma", "Legal form"), typ},
		{lab("Pamatkapitāls", "Share capital"), capShown},
	}
	y = g.kv(20, y, rows, opts) + 4
	c.text(20, y, lab("Valde", "Board"), fam.bold, 10.5, black)
	y += 6.5
	for i, o := range all[:nb] {
		c.text(24, y, o.given+" "+o.sur, fam.bold, 9.8, black)
		c.textAlign(190, y, roleShown(o.Role), fam.regular, 9, black, alignRight)
		y += 4.8
		c.text(24, y, lab("Iecelšanas datums", "Appointed")+": "+dotDate(appointed[i])+" "+pick(g.r, []string{"Tiesības pārstāvēt atsevišķi.", "Tiesības pārstāvēt kopā ar vismaz vienu valdes locekli."}), fam.regular, 8.6, grey)
		y += 6.5
	}
	if members {
		y += 2
		c.text(20, y, lab("Dalībnieki", "Members"), fam.bold, 10.5, black)
		y += 6.5
		holders := append([]officer{all[0]}, all[nb:]...)
		for i, o := range holders {
			share := capital / len(holders)
			if i == 0 {
				share = capital - share*(len(holders)-1)
			}
			c.text(24, y, o.given+" "+o.sur, fam.regular, 9.8, black)
			c.textAlign(190, y, fmt.Sprintf("%s daļas, %s EUR", spaced(share), spaced(share)), fam.regular, 9, black, alignRight)
			y += 5.5
		}
	}
	if g.chance(0.5) {
		y += 8
		c.text(20, y, "Valsts notārs", fam.regular, 9.5, black)
		g.signature(70, y, 40, rgb(20, 30, 110))
		notary := drawPeople(g, 1, "", lvMen, lvWomen)[0]
		c.textAlign(190, y, notary.given[:1]+". "+notary.sur, fam.regular, 9.5, black, alignRight)
		if g.chance(0.6) {
			g.seal(150, y+16, 13, "UZŅĒMUMU REĢISTRS", fam, rgb(120, 30, 60))
		}
	}
	c.line(20, 279, 190, 279, 0.2, grey)
	c.textAlign(105, 284, "DOKUMENTS IR PARAKSTĪTS AR DROŠU ELEKTRONISKO PARAKSTU UN SATUR LAIKA ZĪMOGU", fam.regular, 7, grey, alignCenter)
	return d
}

// orgLTJAR imitates an extract (išrašas) of the Lithuanian Register of
// Legal Entities as the State Enterprise Centre of Registers issues it:
// the Centre's name and address, the title, the extract's date and
// number, then a table of the entity's data — code, name, legal form,
// legal status, registered office, date of registration, authorised
// capital, the head (vadovas, usually a direktorius) and for some the
// board (valdyba) — and at the foot a verification code with a QR code.
// Some are issued with Lithuanian and English labels. Dates are ISO.
// Printed copies are sometimes photographed with a phone.
func (g *gen) orgLTJAR() *doc {
	fam := g.family()
	bilingual := g.chance(0.35)
	lab := func(lt, en string) string {
		if bilingual {
			return lt + " / " + en
		}
		return lt
	}
	kind := pick(g.r, []int{0, 0, 0, 0, 1, 2})
	form, typ, typAcc := "UAB", "Uždaroji akcinė bendrovė", []string{"UAB", "Private limited liability company"}
	switch kind {
	case 1:
		form, typ, typAcc = "MB", "Mažoji bendrija", []string{"MB", "Small partnership"}
	case 2:
		form, typ, typAcc = "AB", "Akcinė bendrovė", []string{"AB", "Public limited liability company"}
	}
	stem := pick(g.r, []string{"Baltų tiltas", "Nemuno vingis", "Gintarinė pakrantė", "Žalgirio prekyba", "Medžio meistrai", "Aukštaitijos pienas", "Šiaurės vėjas"})
	name := form + " „" + stem + "“"
	nameAcc := []string{form + ` "` + stem + `"`, stem + ", " + form, typ + " „" + stem + "“", form + " " + stem, strings.ToUpper(name)}
	code := g.ltCompanyCode()
	reg := g.incDate()
	office := g.ltAddress(g.chance(0.6))
	nb := 0
	switch {
	case kind == 2:
		nb = 3
	case kind == 0 && g.chance(0.3):
		nb = 2 + g.r.IntN(2)
	}
	headRole := "Direktorius"
	if kind == 1 {
		headRole = "Vadovas"
	} else if kind == 2 || g.chance(0.2) {
		headRole = "Generalinis direktorius"
	}
	all := drawPeople(g, 1+nb, headRole, ltMen, ltWomen)
	for i := 1; i <= nb; i++ {
		all[i].Role = "Valdybos narys"
	}
	if nb > 0 {
		all[1].Role = "Valdybos pirmininkas"
	}
	enRole := map[string]string{"Direktorius": "Director", "Vadovas": "Head", "Generalinis direktorius": "Chief executive officer", "Valdybos narys": "Member of the board", "Valdybos pirmininkas": "Chairman of the board"}
	auth := "Valstybės įmonė Registrų centras"
	status := "Teisinis statusas neįregistruotas"
	d := &doc{trueType: TypeOrganisationDoc, lang: "lt", font: fam,
		description: "Synthetic Lithuanian Register of Legal Entities extract (išrašas)",
		fields: orgFields(name, nameAcc, code, nil, auth,
			[]string{"VĮ Registrų centras", "Registrų centras", "Juridinių asmenų registras", "State Enterprise Centre of Registers", "Centre of Registers", "Register of Legal Entities"},
			"LT", &reg, nil, office, status, typ, typAcc, persons(all))}
	d.fields["organisation_status"] = str(status, KindText, stripMarks(status), "Legal status not registered", "active")
	d.notes = "incorporation_date: the date of registration (įregistravimo data). organisation_status: as printed; 'teisinis statusas neįregistruotas' means no special status (no bankruptcy, liquidation or reorganisation) is registered. significant_people: the head and the board"
	if d.photo = g.chance(0.35); d.photo {
		d.shotOf(297, 2200+g.r.IntN(900), 0) // a phone photo of the printed extract
	}
	d.page = g.newPage(210, 297, white)
	c := g.c
	green := rgb(0, 110, 90)
	grey := rgb(85, 85, 85)
	issued := g.today.AddDate(0, 0, -g.r.IntN(15))
	c.rect(20, 12, 4, 14, green)
	c.text(27, 17.5, "REGISTRŲ CENTRAS", fam.bold, 13, green)
	c.text(27, 23, auth+", Studentų g. 39, LT-08106 Vilnius", fam.regular, 7.8, grey)
	title := "JURIDINIŲ ASMENŲ REGISTRO IŠRAŠAS"
	c.textAlign(105, 42, title, fam.bold, 13, black, alignCenter)
	if bilingual {
		c.textAlign(105, 47.5, "EXTRACT FROM THE REGISTER OF LEGAL ENTITIES", fam.regular, 9.5, grey, alignCenter)
	}
	c.textAlign(105, 55, fmt.Sprintf("%s Nr. %s", fmtDate(issued, dsISO, "lt"), g.fill("9999999")), fam.regular, 9, black, alignCenter)
	c.textAlign(105, 60, "Vilnius", fam.regular, 9, black, alignCenter)
	capital := pick(g.r, []int{2500, 2500, 10000, 25000})
	if kind == 2 {
		capital = pick(g.r, []int{25000, 100000, 500000})
	}
	opts := kvOpts{style: kvCells, col: 64, w: 170, fam: fam, size: 9.5, labelSize: 8.2, shade: rgb(232, 244, 240), rule: rgb(160, 190, 180)}
	if !bilingual && g.chance(0.4) {
		opts = kvOpts{style: kvLeft, col: 64, fam: fam, size: 9.5, labelSize: 8.2, labelCol: grey}
	}
	addr := joinAddr(office)
	if len(office) == 3 {
		addr = strings.Join(office, " ")
		d.fields["registered_office_address"] = str(joinAddr(office), KindAddress, stripMarks(joinAddr(office)), addr)
	}
	rows := [][2]string{
		{lab("Juridinio asmens kodas", "Legal entity code"), code},
		{lab("Pavadinimas", "Name"), name},
		{lab("Teisinė forma", "Legal form"), typ},
		{lab("Teisinis statusas", "Legal status"), status},
		{lab("Buveinė", "Registered office"), addr},
		{lab("Įregistravimo data", "Date of registration"), fmtDate(reg, dsISO, "lt")},
	}
	if kind != 1 {
		rows = append(rows, [2]string{lab("Įstatinis kapitalas", "Authorised capital"), amount(float64(capital), mFR) + " EUR"})
	}
	rows = append(rows, [2]string{lab("Finansiniai metai", "Financial year"), "Sausio 1 d. – gruodžio 31 d."})
	y := g.kv(20, 72, rows, opts) + 5
	c.text(20, y, lab("Valdymo organai", "Management bodies"), fam.bold, 10, green)
	y += 7
	for _, o := range all {
		role := o.Role
		if bilingual {
			role += " / " + enRole[o.Role]
		}
		since := reg
		if g.chance(0.3) {
			since = randDate(g.r, reg, issued.AddDate(0, -1, 0))
		}
		c.text(24, y, o.given+" "+o.sur, fam.bold, 9.5, black)
		c.text(96, y, role, fam.regular, 9, black)
		c.textAlign(190, y, fmtDate(since, dsISO, "lt"), fam.regular, 9, black, alignRight)
		y += 5.6
	}
	// Verification block.
	vcode := g.fill("XXXX-XXXX-XXXX")
	if err := g.verifyQR(20, 244, 24, "https://www.registrucentras.lt/tikrinti/?kodas="+vcode, black); err != nil {
		panic(err) // a short URL always fits
	}
	c.text(50, 250, "Dokumento tikrumą galima patikrinti www.registrucentras.lt/tikrinti", fam.regular, 8, grey)
	c.text(50, 255, "Patikros kodas: "+vcode, fam.bold, 8.5, black)
	c.text(50, 260, "Išrašas pasirašytas kvalifikuotu elektroniniu parašu.", fam.regular, 8, grey)
	c.line(20, 278, 190, 278, 0.2, grey)
	c.text(20, 283, "Išrašą parengė "+auth, fam.regular, 7, grey)
	c.textAlign(190, 283, "1 psl. iš 1", fam.regular, 7, grey, alignRight)
	return d
}

// orgSKORSR imitates an extract of the Slovak commercial register as
// orsr.sk prints it: the court keeping the register, the section (Sro,
// Sa) and insert number with the court's letter, then labels at the left
// with values beside them and the date each was entered, "(od:
// 12.03.2015)", at the right — obchodné meno, sídlo, IČO in groups, deň
// zápisu, právna forma, predmet činnosti, the spoločníci and their
// contributions, the štatutárny orgán (konatelia, or the predstavenstvo
// of an a.s.) with each member's address and the day the office began,
// how the company is represented and the základné imanie — and the dates
// of the data and of the extract at the end. The full extract also keeps
// superseded entries with the day they ended ("do:").
func (g *gen) orgSKORSR() *doc {
	fam := g.family()
	ct := pick(g.r, skCourts)
	as := g.chance(0.2)
	full := g.chance(0.45)
	stem := pick(g.r, []string{"Tatra Drevo", "Považská strojáreň", "Podunajská agro", "Liptov Soft", "Kysucké pekárne", "Zemplín Trans", "Hron Stav"})
	form, typ, typAcc, section := "s.r.o.", "Spoločnosť s ručením obmedzeným", []string{"s.r.o.", "spol. s r.o.", "Limited liability company"}, "Sro"
	if as {
		form, typ, typAcc, section = "a.s.", "Akciová spoločnosť", []string{"a.s.", "Joint stock company"}, "Sa"
	}
	name := stem + " " + form
	ico := g.skICO()
	icoShown := ico[:2] + " " + ico[2:5] + " " + ico[5:]
	insert := fmt.Sprintf("%d/%s", 1000+g.r.IntN(80000), ct.letter)
	if as {
		insert = fmt.Sprintf("%d/%s", 100+g.r.IntN(9000), ct.letter)
	}
	reg := g.incDate()
	office := g.skAddress(ct)
	nd, ns := 1+g.r.IntN(2), 1+g.r.IntN(2)
	role := "konateľ"
	if as {
		nd, ns, role = 3, 0, "člen predstavenstva"
	}
	all := drawPeople(g, nd+ns+1, role, skMen, skWomen)
	former := all[len(all)-1]
	all = all[:nd+ns]
	if as {
		all[0].Role = "predseda predstavenstva"
	}
	for i := nd; i < len(all); i++ {
		all[i].Role = "spoločník"
	}
	homes := make([][]string, len(all))
	since := make([]time.Time, len(all))
	for i := range all {
		homes[i] = g.skAddress(pick(g.r, skCourts))
		all[i].Address = ptr(joinAddr(homes[i]))
		since[i] = reg
		if full && g.chance(0.3) {
			since[i] = randDate(g.r, reg.AddDate(0, 3, 0), g.today.AddDate(0, -2, 0))
		}
	}
	withFormer := full && !as && since[0].After(reg)
	auth := ct.court
	d := &doc{trueType: TypeOrganisationDoc, lang: "sk", font: fam,
		description: "Synthetic Slovak commercial register extract (výpis z obchodného registra)",
		fields: orgFields(name, []string{stem + ", " + form, strings.ToUpper(stem) + " " + form}, ico, []string{icoShown, "IČO " + icoShown},
			auth, []string{"Obchodný register " + ct.genitive, ct.genitive, "Obchodný register", "Obchodný register Slovenskej republiky", "Ministerstvo spravodlivosti Slovenskej republiky", "Registrový súd " + ct.city},
			"SK", &reg, nil, office, "", typ, typAcc, persons(all))}
	d.notes = "incorporation_date: 'Deň zápisu' (the company arises on entry in the register). significant_people: the current statutory body and the spoločníci, with their addresses, names without academic titles; members whose entry carries an end date ('do:') have left"
	d.page = g.newPage(210, 297, white)
	c := g.c
	grey := rgb(90, 90, 90)
	asof := g.today.AddDate(0, 0, -1-g.r.IntN(4))
	made := g.today.AddDate(0, 0, -g.r.IntN(2))
	c.textAlign(105, 18, "Výpis z obchodného registra", fam.bold, 13, black, alignCenter)
	c.textAlign(105, 24, "Obchodný register "+ct.genitive, fam.regular, 10, black, alignCenter)
	c.textAlign(105, 30, fmt.Sprintf("Oddiel:  %s          Vložka číslo:  %s", section, insert), fam.bold, 10, black, alignCenter)
	if !full {
		c.textAlign(105, 36, "Aktuálny výpis", fam.regular, 8.5, grey, alignCenter)
	} else {
		c.textAlign(105, 36, "Úplný výpis", fam.regular, 8.5, grey, alignCenter)
	}
	const valX, odX = 62.0, 190.0
	f := &pageFlow{g: g, d: d, y: 48, top: 24, bottom: 268}
	titles := g.chance(0.5)
	od := func(t time.Time) string { return "(od: " + fmtDate(t, dsDots, "sk") + ")" }
	odDo := func(a, b time.Time) string {
		return "(od: " + fmtDate(a, dsDots, "sk") + "  do: " + fmtDate(b, dsDots, "sk") + ")"
	}
	entry := func(label string, lines []string, when string) {
		var wrapped []string
		for _, l := range lines {
			wrapped = append(wrapped, g.c.wrap(l, fam.regular, 9.2, 96)...)
		}
		labels := g.c.wrap(label, fam.bold, 9, valX-22)
		f.need(float64(max(len(wrapped), len(labels)))*4.4 + 2)
		below := g.c.lines(20, f.y, labels, fam.bold, 9, 4.4, black)
		g.c.textAlign(odX, f.y, when, fam.regular, 8, grey, alignRight)
		f.y = max(below, g.c.lines(valX, f.y, wrapped, fam.regular, 9.2, 4.4, black)) + 2.6
	}
	entry("Obchodné meno:", []string{name}, od(reg))
	if full && g.chance(0.6) {
		old := g.skAddress(ct)
		moved := randDate(g.r, reg.AddDate(0, 6, 0), g.today.AddDate(0, -1, 0))
		entry("Sídlo:", []string{strings.Join(old, ", ")}, odDo(reg, moved.AddDate(0, 0, -1)))
		entry("", []string{strings.Join(office, ", ")}, od(moved))
	} else {
		entry("Sídlo:", []string{strings.Join(office, ", ")}, od(reg))
	}
	entry("IČO:", []string{icoShown}, od(reg))
	entry("Deň zápisu:", []string{fmtDate(reg, dsDots, "sk")}, "")
	entry("Právna forma:", []string{typ}, od(reg))
	acts := pick(g.r, [][]string{
		{"Kúpa tovaru na účely jeho predaja konečnému spotrebiteľovi (maloobchod)", "Sprostredkovateľská činnosť v oblasti obchodu", "Prípravné práce k realizácii stavby"},
		{"Poskytovanie softvéru - predaj hotových programov na základe zmluvy s autorom", "Počítačové služby", "Reklamné a marketingové služby"},
		{"Výroba pekárskych a cukrárskych výrobkov", "Cestná nákladná doprava vykonávaná vozidlami s celkovou hmotnosťou do 3,5 t", "Skladovanie a pomocné činnosti v doprave"},
	})
	for i, a := range acts {
		label := ""
		if i == 0 {
			label = "Predmet činnosti:"
		}
		entry(label, []string{a}, od(reg))
	}
	person := func(i int) string {
		n := all[i].given + " " + all[i].sur
		if titles && i == 0 {
			n = pick(g.r, []string{"Ing. ", "Mgr. ", "JUDr. "}) + n
		}
		return n
	}
	capital := pick(g.r, []int{5000, 5000, 6640, 10000, 25000})
	if as {
		capital = pick(g.r, []int{25000, 100000, 1000000})
	}
	if !as {
		for i := nd; i < len(all); i++ {
			label := ""
			if i == nd {
				label = "Spoločníci:"
			}
			entry(label, append([]string{person(i)}, strings.Join(homes[i], ", "), "Slovenská republika"), od(since[i]))
		}
		for i := nd; i < len(all); i++ {
			label := ""
			if i == nd {
				label = "Výška vkladu každého spoločníka:"
			}
			share := capital / ns
			entry(label, []string{person(i), fmt.Sprintf("Vklad: %s EUR Rozsah splatenia: %s EUR", spaced(share), spaced(share))}, od(since[i]))
		}
	}
	body := "konatelia"
	if nd == 1 && !as {
		body = "konateľ"
	}
	if as {
		body = "predstavenstvo"
	}
	entry("Štatutárny orgán:", []string{body}, od(reg))
	began := pick(g.r, []string{"Vznik funkcie: ", "Deň vzniku funkcie: "})
	if withFormer {
		fh := g.skAddress(pick(g.r, skCourts))
		entry("", []string{former.given + " " + former.sur, strings.Join(fh, ", "), began + fmtDate(reg, dsDots, "sk"), "Skončenie funkcie: " + fmtDate(since[0].AddDate(0, 0, -1), dsDots, "sk")}, odDo(reg, since[0].AddDate(0, 0, -1)))
	}
	for i := 0; i < nd; i++ {
		lines := []string{person(i), strings.Join(homes[i], ", ")}
		if as {
			lines = append([]string{all[i].Role}, lines...)
		}
		entry("", append(lines, began+fmtDate(since[i], dsDots, "sk")), od(since[i]))
	}
	acting := "V mene spoločnosti koná konateľ samostatne."
	switch {
	case as:
		acting = "V mene spoločnosti konajú vždy dvaja členovia predstavenstva spoločne."
	case nd > 1:
		acting = pick(g.r, []string{"Konatelia konajú v mene spoločnosti samostatne.", "V mene spoločnosti konajú konatelia spoločne."})
	}
	entry("Konanie menom spoločnosti:", []string{acting}, od(reg))
	entry("Základné imanie:", []string{fmt.Sprintf("%s EUR Rozsah splatenia: %s EUR", spaced(capital), spaced(capital))}, od(reg))
	if g.chance(0.5) {
		entry("Ďalšie právne skutočnosti:", []string{fmt.Sprintf("Spoločnosť bola založená zakladateľskou listinou zo dňa %s podľa § 105 a nasl. Obchodného zákonníka.", fmtDate(reg.AddDate(0, 0, -(7+g.r.IntN(30))), dsDots, "sk"))}, od(reg))
	}
	f.y += 4
	f.need(12)
	for _, kv := range [][2]string{{"Dátum aktualizácie údajov:", fmtDate(asof, dsDots, "sk")}, {"Dátum výpisu:", fmtDate(made, dsDots, "sk")}} {
		g.c.text(20, f.y, kv[0], fam.bold, 9, black)
		g.c.text(max(valX, 23+g.c.width(kv[0], fam.bold, 9)), f.y, kv[1], fam.regular, 9.2, black)
		f.y += 5
	}
	f.footers(func(n, of int) {
		c := g.c
		c.line(20, 278, 190, 278, 0.2, grey)
		c.text(20, 283, "Upozornenie: Výpis má informatívny charakter a nemá povahu verejnej listiny.", fam.regular, 7, grey)
		c.textAlign(190, 283, fmt.Sprintf("Strana %d/%d", n, of), fam.regular, 7, grey, alignRight)
	})
	return d
}

// orgSIAJPES imitates an extract of the Slovenian court register (or of
// the Business Register of Slovenia) as AJPES issues it: the agency's
// name, the title and the date the data stand at, then the registration
// data — registering court and Srg number, matična številka, the full and
// short firm, seat and business address, legal form, tax number, share
// capital, the date of entry and of the founding act — the
// representatives (zastopniki: direktor, or the uprava of a d.d.) with
// their addresses and manner of representation, the družbeniki of a
// d.o.o., the main activity and a short list of entries. Names may be
// printed surname first in capitals; dates 12.03.2015. A paper extract
// may carry the agency's stamp and signature, and is sometimes
// photographed with a phone.
func (g *gen) orgSIAJPES() *doc {
	fam := g.family()
	ct := pick(g.r, siCourts)
	dd := g.chance(0.2)
	prs := g.chance(0.4)
	stem := pick(g.r, []string{"Alpska Svetila", "Soča Trade", "Pohorje Les", "Kraški Kamen", "Savinja Agro", "Ljubljanica IT", "Triglav Gradnje"})
	activity := pick(g.r, []string{"proizvodnja, trgovina in storitve", "računalniške storitve", "gradbeništvo in inženiring", "trgovina in zastopanje"})
	form, typ, typAcc := "d.o.o.", "družba z omejeno odgovornostjo", []string{"d.o.o.", "Limited liability company"}
	if dd {
		form, typ, typAcc = "d.d.", "delniška družba", []string{"d.d.", "Public limited company"}
	}
	full := stem + ", " + activity + ", " + form
	short := stem + " " + form
	mat := g.siMaticna()
	tax := g.siTaxNumber()
	reg := g.incDate()
	deed := reg.AddDate(0, 0, -(5 + g.r.IntN(30)))
	office := g.siAddress(ct)
	nz, nd := 1+g.r.IntN(2), 1+g.r.IntN(2)
	role := "direktor"
	if dd {
		nz, nd, role = 2+g.r.IntN(2), 0, "član uprave"
	}
	all := drawPeople(g, nz+nd, role, siPeople)
	if dd {
		all[0].Role = "predsednik uprave"
	}
	for i := nz; i < len(all); i++ {
		all[i].Role = "družbenik"
	}
	homes := make([][]string, len(all))
	for i := range all {
		homes[i] = g.siAddress(pick(g.r, siCourts))
		all[i].Address = ptr(joinAddr(homes[i]))
	}
	auth := "Agencija Republike Slovenije za javnopravne evidence in storitve"
	d := &doc{trueType: TypeOrganisationDoc, lang: "sl", font: fam,
		description: "Synthetic Slovenian AJPES court register extract (izpis iz sodnega registra)",
		fields: orgFields(full, []string{short, strings.ToUpper(full), strings.ToUpper(short)}, mat, []string{mat[:7]}, auth,
			[]string{"AJPES", "Agencija RS za javnopravne evidence in storitve", ct.court, "Sodni register", "Poslovni register Slovenije", "Agency of the Republic of Slovenia for Public Legal Records and Related Services"},
			"SI", &reg, []time.Time{deed}, office, "", typ, typAcc, persons(all))}
	d.basis = "judgement"
	d.notes = "incorporation_date: the date of the first entry in the court register (a company arises on entry); the founding act's date is accepted too. organisation_name: the full firm (the short firm is accepted). significant_people: the representatives and the družbeniki, with their addresses"
	if prs {
		d.description = "Synthetic Slovenian AJPES Business Register extract (izpis iz Poslovnega registra Slovenije)"
	}
	if d.photo = g.chance(0.2); d.photo {
		d.shotOf(297, 2200+g.r.IntN(900), 0) // a phone photo of a paper extract
	}
	d.page = g.newPage(210, 297, white)
	c := g.c
	blue := rgb(0, 84, 150)
	grey := rgb(85, 85, 85)
	asof := g.today.AddDate(0, 0, -g.r.IntN(5))
	surFirst := g.chance(0.5)
	shown := func(o officer) string {
		if surFirst {
			return strings.ToUpper(o.sur + " " + o.given)
		}
		return o.given + " " + o.sur
	}
	c.text(20, 19, "AJPES", fam.bold, 20, blue)
	c.text(20, 25, auth, fam.regular, 7.5, grey)
	title := "IZPIS IZ SODNEGA REGISTRA"
	if prs {
		title = "IZPIS IZ POSLOVNEGA REGISTRA SLOVENIJE"
	}
	c.textAlign(190, 17, title, fam.bold, 10.5, black, alignRight)
	c.textAlign(190, 22.5, "Stanje na dan: "+dotDate(asof), fam.regular, 8.5, black, alignRight)
	c.line(20, 29, 190, 29, 0.5, blue)
	head := func(y float64, t string) float64 {
		c.rect(20, y-4.4, 170, 6.2, rgb(226, 236, 246))
		c.text(22, y, t, fam.bold, 9.5, blue)
		return y + 7.5
	}
	opts := kvOpts{style: kvLeft, col: 56, fam: fam, size: 9.2, labelSize: 8.2, labelCol: grey}
	y := head(38, "Osnovni podatki")
	rows := [][2]string{
		{"Registrski organ", ct.court},
		{"Številka vpisa (Srg)", fmt.Sprintf("Srg %d/%d", reg.Year(), 1000+g.r.IntN(60000))},
		{"Matična številka", mat},
		{"Firma", strings.Join(c.wrap(full, fam.regular, 9.2, 112), "\n")},
		{"Skrajšana firma", short},
		{"Sedež", ct.seat},
		{"Poslovni naslov", joinAddr(office)},
		{"Pravnoorganizacijska oblika", typ},
		{"Davčna številka", tax},
		{"Identifikacijska številka za DDV", "SI" + tax},
	}
	capital := pick(g.r, []float64{7500, 7500, 10000, 50000})
	if dd {
		capital = pick(g.r, []float64{25000, 120000, 1500000})
	}
	rows = append(rows, [2]string{"Osnovni kapital", amount(capital, mEU) + " EUR"})
	if prs {
		rows = append(rows, [2]string{"Datum vpisa v PRS", dotDate(reg)})
	} else {
		rows = append(rows, [2]string{"Datum vpisa", dotDate(reg)})
	}
	rows = append(rows, [2]string{"Datum akta o ustanovitvi", dotDate(deed)})
	y = g.kv(20, y, rows, opts) + 2
	y = head(y, "Zastopniki")
	for i := 0; i < nz; i++ {
		c.text(22, y, shown(all[i]), fam.bold, 9.2, black)
		c.textAlign(190, y, "Funkcija: "+all[i].Role, fam.regular, 8.5, black, alignRight)
		y += 4.5
		c.text(22, y, joinAddr(homes[i]), fam.regular, 8.5, grey)
		y += 4.3
		c.text(22, y, "Način zastopanja: "+pick(g.r, []string{"samostojno", "skupno z drugim zastopnikom", "samostojno, brez omejitev"})+"; datum vpisa: "+dotDate(reg), fam.regular, 8.3, grey)
		y += 6
	}
	if nd > 0 {
		y = head(y, "Družbeniki")
		for i := nz; i < len(all); i++ {
			share := capital / float64(nd)
			c.text(22, y, shown(all[i]), fam.bold, 9.2, black)
			c.textAlign(190, y, "Vložek: "+amount(share, mEU)+" EUR", fam.regular, 8.5, black, alignRight)
			y += 4.5
			c.text(22, y, joinAddr(homes[i]), fam.regular, 8.5, grey)
			y += 6.3
		}
	}
	y = head(y, "Dejavnost")
	c.text(22, y, pick(g.r, []string{"62.010 Računalniško programiranje", "16.100 Žaganje, skobljanje in impregniranje lesa", "41.200 Gradnja stanovanjskih in nestanovanjskih stavb", "46.190 Nespecializirano posredništvo pri prodaji raznovrstnih izdelkov", "08.110 Pridobivanje kamna"}), fam.regular, 9, black)
	y += 8
	if y < 232 && g.chance(0.6) {
		y = head(y, "Vpisi")
		entries := []string{dotDate(reg) + "  Srg " + fmt.Sprint(reg.Year()) + "  Ustanovitev"}
		on := reg
		for range g.r.IntN(3) {
			on = randDate(g.r, on.AddDate(0, 5, 0), on.AddDate(3, 0, 0))
			if on.After(asof) {
				break
			}
			entries = append(entries, dotDate(on)+"  Srg "+fmt.Sprint(on.Year())+"  "+pick(g.r, []string{"Sprememba zastopnika", "Sprememba poslovnega naslova", "Sprememba dejavnosti", "Sprememba osnovnega kapitala"}))
		}
		for _, e := range entries {
			c.text(22, y, e, fam.regular, 8.6, black)
			y += 4.6
		}
	}
	if g.chance(0.35) {
		g.signature(140, 262, 36, rgb(20, 30, 110))
		c.text(140, 266, "Pooblaščena oseba AJPES", fam.regular, 8, black)
		g.seal(110, 258, 11, "AJPES · REPUBLIKA SLOVENIJA", fam, rgb(30, 60, 140))
	}
	c.line(20, 279, 190, 279, 0.2, grey)
	c.text(20, 284, fmt.Sprintf("Izpis je izdelan %s ob %02d:%02d na podlagi podatkov, vpisanih v Poslovni register Slovenije. www.ajpes.si", dotDate(asof), 7+g.r.IntN(12), g.r.IntN(60)), fam.regular, 6.8, grey)
	c.textAlign(190, 288.5, "Stran 1 od 1", fam.regular, 6.8, grey, alignRight)
	return d
}

// orgHRSudreg imitates an electronic extract from the Croatian court
// register (e-izvadak) of a trgovački sud: the court and the title with
// the kind of extract (active or historical) at the head, then the
// subject's data in the register's numbered rows — MBS, OIB, EUID,
// tvrtka and skraćena tvrtka, sjedište/adresa, pravni oblik, predmet
// poslovanja, the members (osnivači/članovi društva), the persons
// authorised to represent (član uprave – direktor, or the uprava of a
// d.d.) each with OIB, address and manner of representation, the
// temeljni kapital, the founding act and its date — and a list of the
// register's decisions (Tt numbers) with their dates, the first being
// the entry of the foundation. Dates are 12.03.2015.; an electronic
// extract ends with its control number and, on some, a QR code.
func (g *gen) orgHRSudreg() *doc {
	fam := g.family()
	if g.chance(0.25) {
		fam = pick(g.r, monoFamilies)
	}
	ct := pick(g.r, hrCourts)
	kind := pick(g.r, []int{0, 0, 0, 1, 2})
	form, typ, typAcc := "d.o.o.", "društvo s ograničenom odgovornošću", []string{"d.o.o.", "Limited liability company"}
	switch kind {
	case 1:
		form, typ, typAcc = "j.d.o.o.", "jednostavno društvo s ograničenom odgovornošću", []string{"j.d.o.o.", "Simple limited liability company"}
	case 2:
		form, typ, typAcc = "d.d.", "dioničko društvo", []string{"d.d.", "Joint stock company"}
	}
	historical := g.chance(0.35)
	stem := pick(g.r, []string{"Jadran Trade", "Velebit Gradnja", "Slavonija Agrar", "Dalmacija Tours", "Kvarner Soft", "Podravka Trans", "Istra Vino"})
	purpose := pick(g.r, []string{"za trgovinu i usluge", "za graditeljstvo", "za proizvodnju i trgovinu", "za turizam i ugostiteljstvo", "za informatičke usluge"})
	full := stem + " " + form + " " + purpose
	short := stem + " " + form
	upper := g.chance(0.35)
	if upper {
		full, short = strings.ToUpper(stem)+" "+form+" "+purpose, strings.ToUpper(stem)+" "+form
	}
	mbs := g.hrMBS(ct)
	oib := g.hrOIB()
	reg := g.incDate()
	deed := reg.AddDate(0, 0, -(3 + g.r.IntN(25)))
	street, pc := g.hrAddress(ct)
	office := []string{street, ct.city} // the extract prints no postcode
	nd, nm := 1+g.r.IntN(2), 1+g.r.IntN(2)
	if kind == 1 {
		nd, nm = 1, 1
	}
	if kind == 2 {
		nd, nm = 2+g.r.IntN(2), 0
	}
	all := drawPeople(g, nd+nm, "član uprave - direktor", hrPeople)
	if kind == 2 {
		all[0].Role = "predsjednik uprave"
		for i := 1; i < nd; i++ {
			all[i].Role = "član uprave"
		}
	}
	for i := nd; i < len(all); i++ {
		all[i].Role = "član društva"
	}
	type hrHome struct{ street, pc, city string }
	homes := make([]hrHome, len(all))
	oibs := make([]string, len(all))
	for i := range all {
		hc := pick(g.r, hrCourts)
		s, p := g.hrAddress(hc)
		homes[i] = hrHome{s, p, hc.city}
		all[i].Address = ptr(hc.city + ", " + s)
		oibs[i] = g.hrOIB()
	}
	auth := ct.name
	d := &doc{trueType: TypeOrganisationDoc, lang: "hr", font: fam,
		description: "Synthetic Croatian court register extract (izvadak iz sudskog registra)",
		fields: orgFields(full, []string{short, stem + " " + form}, mbs, []string{"HRSR." + mbs, "MBS " + mbs}, auth,
			[]string{"Sudski registar", auth + " - sudski registar", "Sudski registar " + ct.name, "Trgovački sud", "Ministarstvo pravosuđa"},
			"HR", &reg, []time.Time{deed}, office, "", typ, typAcc, persons(all))}
	d.fields["registered_office_address"] = str(joinAddr(office), KindAddress, stripMarks(joinAddr(office)), ct.city+", "+street, street+", "+pc+" "+ct.city)
	d.basis = "judgement"
	d.notes = "incorporation_date: the date of the entry of the foundation in the court register (a company arises on entry); the founding act's date is accepted too. organisation_name: the tvrtka (the skraćena tvrtka is accepted). registered_office_address: the current seat (a historical extract also lists struck-out ones). significant_people: the persons authorised to represent and the members (članovi društva), with their addresses"
	d.page = g.newPage(210, 297, white)
	c := g.c
	grey := rgb(80, 80, 80)
	issued := g.today.AddDate(0, 0, -g.r.IntN(10))
	qrOn := g.chance(0.5)
	f := &pageFlow{g: g, d: d, y: 58, top: 28, bottom: 262}
	if qrOn {
		f.bottom = 242 // the QR code sits above the foot
	}
	c.text(20, 17, "REPUBLIKA HRVATSKA", fam.bold, 10, black)
	c.text(20, 22, strings.ToUpper(ct.name), fam.bold, 10, black)
	c.textAlign(190, 17, fmt.Sprintf("Datum i vrijeme izdavanja: %s %02d:%02d", dotDate(issued), 7+g.r.IntN(12), g.r.IntN(60)), fam.regular, 8, black, alignRight)
	title := "IZVADAK IZ SUDSKOG REGISTRA"
	sub := "Aktivni izvadak"
	if historical {
		sub = "Povijesni izvadak"
	}
	c.textAlign(105, 36, title, fam.bold, 13, black, alignCenter)
	c.textAlign(105, 42, sub, fam.regular, 9, grey, alignCenter)
	c.text(20, 52, "SUBJEKT UPISA", fam.bold, 10, black)
	c.line(20, 53.8, 190, 53.8, 0.3, black)
	const numX, valX = 56.0, 62.0
	row := func(label string, n int, lines ...string) {
		var wrapped []string
		for _, l := range lines {
			wrapped = append(wrapped, g.c.wrap(l, fam.regular, 9, 126)...)
		}
		f.need(float64(len(wrapped))*4.3 + 2)
		if label != "" {
			for i, l := range g.c.wrap(label, fam.bold, 8, 34) {
				g.c.text(20, f.y+float64(i)*3.6, l, fam.bold, 8, black)
			}
		}
		if n > 0 {
			g.c.textAlign(numX+2, f.y, fmt.Sprint(n), fam.regular, 8, grey, alignRight)
		}
		f.y = g.c.lines(valX, f.y, wrapped, fam.regular, 9, 4.3, black) + 2.4
	}
	row("MBS:", 0, mbs)
	row("OIB:", 0, oib)
	row("EUID:", 0, "HRSR."+mbs)
	row("TVRTKA:", 1, full)
	row("", 1, short)
	// The register's entries: the foundation, then up to two changes.
	// The small number beside each value is the entry that recorded it.
	type hrUpis struct {
		on   time.Time
		what string
	}
	upisi := []hrUpis{{reg, "Upis osnivanja"}}
	entryOf := map[string]int{}
	changes := []string{"Promjena adrese sjedišta", "Promjena osoba ovlaštenih za zastupanje", "Promjena predmeta poslovanja"}
	g.r.Shuffle(len(changes), func(i, j int) { changes[i], changes[j] = changes[j], changes[i] })
	on := reg
	for _, what := range changes[:g.r.IntN(3)] {
		on = randDate(g.r, on.AddDate(0, 4, 0), on.AddDate(3, 0, 0))
		if on.After(issued) {
			break
		}
		upisi = append(upisi, hrUpis{on, what})
		entryOf[what] = len(upisi)
	}
	at := func(what string) int {
		if e, ok := entryOf[what]; ok {
			return e
		}
		return 1
	}
	seat := fmt.Sprintf("%s (%s)", ct.city, ct.county)
	if e := at("Promjena adrese sjedišta"); e > 1 {
		if historical {
			oldStreet, _ := g.hrAddress(ct)
			row("SJEDIŠTE/ADRESA:", 1, seat, oldStreet, "(brisano "+dotDate(upisi[e-1].on)+")")
			row("", e, seat, street)
		} else {
			row("SJEDIŠTE/ADRESA:", e, seat, street)
		}
	} else {
		row("SJEDIŠTE/ADRESA:", 1, seat, street)
	}
	row("PRAVNI OBLIK:", 1, typ)
	acts := pick(g.r, [][]string{
		{"* - Kupnja i prodaja robe", "* - Pružanje usluga u trgovini", "* - Zastupanje inozemnih tvrtki"},
		{"* - Građenje, projektiranje i nadzor nad gradnjom", "* - Poslovanje nekretninama"},
		{"* - Računalne i srodne djelatnosti", "* - Izrada računalnih programa", "* - Savjetovanje u vezi s poslovanjem i upravljanjem"},
		{"* - Pripremanje hrane i pružanje usluga prehrane", "* - Djelatnost putničke agencije"},
	})
	for i, a := range acts {
		label, e := "", 1
		if i == 0 {
			label = "PREDMET POSLOVANJA:"
		}
		if i == len(acts)-1 {
			e = at("Promjena predmeta poslovanja")
		}
		row(label, e, a)
	}
	for i := nd; i < len(all); i++ {
		label := ""
		if i == nd {
			label = "OSNIVAČI/ČLANOVI DRUŠTVA:"
		}
		h := homes[i]
		row(label, 1, fmt.Sprintf("%s %s, OIB: %s", all[i].given, all[i].sur, oibs[i]), fmt.Sprintf("%s, %s", h.city, h.street), "- "+all[i].Role)
	}
	for i := 0; i < nd; i++ {
		label, e := "", 1
		if i == 0 {
			label, e = "OSOBE OVLAŠTENE ZA ZASTUPANJE:", at("Promjena osoba ovlaštenih za zastupanje")
		}
		h := homes[i]
		how := pick(g.r, []string{"zastupa društvo pojedinačno i samostalno", "zastupa društvo zajedno s drugim članom uprave"})
		if nd == 1 {
			how = "zastupa društvo pojedinačno i samostalno"
		}
		row(label, e, fmt.Sprintf("%s %s, OIB: %s", all[i].given, all[i].sur, oibs[i]), fmt.Sprintf("%s, %s", h.city, h.street), "- "+all[i].Role, "- "+how)
	}
	capital := pick(g.r, []float64{2500, 2500, 5000, 20000})
	switch kind {
	case 1:
		capital = pick(g.r, []float64{1, 10, 100})
	case 2:
		capital = pick(g.r, []float64{25000, 250000, 1000000})
	}
	row("TEMELJNI KAPITAL:", 1, amount(capital, mEU)+" euro")
	act := "Izjava o osnivanju"
	if nm > 1 || kind == 2 {
		act = "Društveni ugovor"
		if kind == 2 {
			act = "Statut"
		}
	}
	row("PRAVNI ODNOSI:", 0, "Osnivački akt:")
	row("", 1, fmt.Sprintf("%s od %s", act, dotDate(deed)))
	f.y += 3
	f.need(20)
	g.c.text(20, f.y, "UPISI U GLAVNU KNJIGU", fam.bold, 9, black)
	g.c.line(20, f.y+1.6, 190, f.y+1.6, 0.3, black)
	f.y += 6
	for i, u := range upisi {
		f.need(5)
		tt := fmt.Sprintf("Tt-%02d/%d-%d", u.on.Year()%100, 1000+g.r.IntN(30000), 2+g.r.IntN(3))
		g.c.textAlign(26, f.y, fmt.Sprint(i+1), fam.regular, 8.6, grey, alignRight)
		g.c.text(30, f.y, tt, fam.regular, 8.6, black)
		g.c.text(66, f.y, dotDate(u.on), fam.regular, 8.6, black)
		g.c.text(94, f.y, u.what, fam.regular, 8.6, black)
		f.y += 4.6
	}
	control := g.fill("9999999999999")
	f.footers(func(n, of int) {
		c := g.c
		c.line(20, 270, 190, 270, 0.2, grey)
		c.text(20, 275, "Izvadak je izdan u elektroničkom obliku i ima snagu javne isprave.", fam.regular, 7.2, grey)
		c.text(20, 279, "Kontrolni broj: "+control+" · provjera na sudreg.pravosudje.hr", fam.regular, 7.2, grey)
		c.textAlign(190, 284, fmt.Sprintf("Stranica %d od %d", n, of), fam.regular, 7.2, grey, alignRight)
		if qrOn && n == of {
			if err := g.verifyQR(168, 246, 20, "https://sudreg.pravosudje.hr/provjera/"+control, black); err != nil {
				panic(err) // a short URL always fits
			}
		}
	})
	return d
}
