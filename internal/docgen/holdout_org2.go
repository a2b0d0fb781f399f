package docgen

import (
	"fmt"
	"strings"
	"time"
)

// Organisation documents of the holdout split, second round: a Hungarian
// company register extract, a Romanian certificat constatator and an
// Estonian registry card.

func init() {
	register(
		&layout{name: "org_hu_cegkivonat", docType: TypeOrganisationDoc, split: SplitHoldout, make: (*gen).orgHUCegkivonat,
			formats: pdfOnly,
			source:  "Hungarian cégkivonat of the company register: numbered rubrics (1. Általános adatok, 2. A cég elnevezése, 3. rövidített elnevezése, 5. székhelye, 8. társasági szerződés kelte, 9. tevékenységi köre) per occsz.e-cegjegyzek.hu 'Cégformától független adatok' (RovatokKozos); contents (cégjegyzékszám, jegyzett tőke, adószám, bejegyzés dátuma, cégforma, cégjegyzésre jogosultak) per akonyveles.hu 'Cégkivonat' and blog.cegjelzo.com 'Teljes e-cégjegyzék ismertető'"},
		&layout{name: "org_ro_certificat_constatator", docType: TypeOrganisationDoc, split: SplitHoldout, make: (*gen).orgROCertificatConstatator,
			source: "Romanian certificat constatator of the Oficiul Național al Registrului Comerțului: contents (denumirea, numărul de înregistrare în registrul comerțului, codul unic de înregistrare, EUID, starea firmei, forma juridică, sediul social, asociații, administratorii cu durata mandatului) per onrc.ro 'Certificate constatatoare' and contzilla.ro 'Ce este un certificat constatator'; EUID and număr de ordine per onrc.ro 'Alocarea identificatorului unic la nivel european'; county offices by the tribunals per e-justice.europa.eu 'Registrele comerțului - România'"},
		&layout{name: "org_ee_registrikaart", docType: TypeOrganisationDoc, split: SplitHoldout, make: (*gen).orgEERegistrikaart,
			source: "Estonian e-Business Register registry card (registrikaart) of a private limited company: general data and right of representation per abiinfo.rik.ee 'Disclosure and indexation of data'; registry cards of part B per Commercial Code §37 (fifoost.org); register kept by the Tartu Maakohtu registriosakond per just.ee 'Juriidiliste isikutega seotud registritoimingud'; registry code of 8 digits with the isikukood check digit per stdnum 'ee/registrikood'"},
	)
}

// orgHUCegkivonat imitates a Hungarian company extract (cégkivonat) as
// the Céginformációs Szolgálat prints it: the company number (Cg.) and
// the words "Cégkivonat" and "hatályos adatok" at the head, then numbered
// rubrics each under a rule: 1. general data with the company form, the
// registering court and the date of registration; 2. the name; 3. the
// short name; 5. the seat; 8. the date of the deed of foundation;
// 9. activities; 11. subscribed capital; 13. the executive officers, each
// surname first with the mother's name, birth date and home address;
// 20. the statistical number and 21. the tax number. Entries carry
// "Bejegyzés kelte" and "Hatályos" dates as 2015.03.12. The register
// prints no status in the extract's rubrics. A Kft. or Zrt. exists from
// its registration, which is the incorporation date; the earlier date of
// the deed is not.
func (g *gen) orgHUCegkivonat() *doc {
	fam := g.family()
	date := func(t time.Time) string { return t.Format("2006.01.02.") }
	court := pick(g.r, huCourts)
	zrt := g.chance(0.25)
	stem := pick(g.r, []string{"Dunapart Informatikai", "Tiszavirág Kereskedelmi", "Bakony-Faipari", "Mátra Építő", "Hortobágy Agrár", "Balaton Vendéglátó", "Pannon Logisztikai"})
	name, short, typ, formCode := stem+" Korlátolt Felelősségű Társaság", stem+" Kft.", "Korlátolt felelősségű társaság", 9
	typAccept := []string{"Kft.", "Kft", "Korlátolt Felelősségű Társaság"}
	if zrt {
		name, short, typ, formCode = stem+" Zártkörűen Működő Részvénytársaság", stem+" Zrt.", "Zártkörűen működő részvénytársaság", 10
		typAccept = []string{"Zrt.", "Zrt", "Zártkörűen Működő Részvénytársaság"}
	}
	cg := fmt.Sprintf("%02d-%02d-%06d", court.code, formCode, g.r.IntN(1000000))
	base := g.huTorzsszam()
	tax := g.huAdoszam(base, court.taxCounty)
	reg := g.incDate()
	deed := reg.AddDate(0, 0, -(3 + g.r.IntN(40)))
	place := pick(g.r, court.places)
	office := []string{place.pc + " " + place.city, g.huStreetAddress(court.streets)}
	nOfficers := 1 + g.r.IntN(2)
	if zrt {
		nOfficers = 3
	}
	officers := huPeople.draw(g, nOfficers, "")
	role := "ügyvezető (vezető tisztségviselő)"
	if zrt {
		role = "igazgatósági tag (vezető tisztségviselő)"
	}
	homes := make([][]string, len(officers))
	for i := range officers {
		o := &officers[i]
		o.Name = o.sur + " " + o.given
		o.Role = role
		pl := pick(g.r, pick(g.r, huCourts).places)
		homes[i] = []string{pl.pc + " " + pl.city, g.huStreetAddress(pick(g.r, huCourts).streets)}
		o.Address = ptr(joinAddr(homes[i]))
	}
	d := &doc{trueType: TypeOrganisationDoc, lang: "hu", font: fam,
		description: "Synthetic Hungarian company register extract",
		fields: orgFields(name, []string{short}, cg, []string{"Cg." + cg, "Cg. " + cg, strings.ReplaceAll(cg, "-", "")}, court.court,
			[]string{"Cégbíróság", "Céginformációs Szolgálat", "Igazságügyi Minisztérium Céginformációs Szolgálat", "Céginformációs és az Elektronikus Cégeljárásban Közreműködő Szolgálat"},
			"HU", &reg, nil, office, "", typ, typAccept, persons(officers))}
	d.notes = "incorporation_date: the date of registration in rubric 1 (a company arises on registration), not the date of the deed in rubric 8. significant_people: the executive officers of rubric 13, surname first as printed, with their home addresses"
	d.page = g.newPage(210, 297, white)
	c := g.c
	grey := rgb(90, 90, 90)
	valid := g.today.AddDate(0, 0, -g.r.IntN(3))
	serviceAtHead := g.chance(0.5)
	if serviceAtHead {
		c.text(20, 15, "Igazságügyi Minisztérium", fam.regular, 8.5, grey)
		c.text(20, 19.5, "Céginformációs Szolgálat", fam.bold, 9, black)
	}
	c.textAlign(105, 30, "Cégkivonat", fam.bold, 15, black, alignCenter)
	c.textAlign(105, 37, "Cg."+cg, fam.bold, 11, black, alignCenter)
	c.textAlign(105, 42.5, "hatályos adatok", fam.regular, 9, grey, alignCenter)
	c.text(20, 52, short, fam.bold, 10, black)
	c.textAlign(190, 52, "Az adatok érvényesek: "+date(valid), fam.regular, 8.5, black, alignRight)
	c.line(20, 55, 190, 55, 0.5, black)
	f := &pageFlow{g: g, d: d, y: 64, top: 30, bottom: 268}
	stamp := func(on time.Time) string {
		return "Bejegyzés kelte: " + date(on) + "   Hatályos: " + date(on) + "   Közzétéve: " + date(on.AddDate(0, 0, 1+g.r.IntN(12)))
	}
	rubric := func(n int, title string) {
		f.need(18)
		g.c.rect(20, f.y-4.6, 170, 6.6, rgb(232, 232, 232))
		g.c.text(22, f.y, fmt.Sprintf("%d. %s", n, title), fam.bold, 9.6, black)
		f.y += 7.5
	}
	entry := func(idx int, on time.Time, lines ...string) {
		f.need(float64(len(lines))*4.6 + 6)
		g.c.text(22, f.y, fmt.Sprintf("%d/%d.", idx, 1+g.r.IntN(40)), fam.regular, 8, grey)
		f.y = g.c.lines(36, f.y, lines, fam.regular, 9.3, 4.6, black)
		g.c.text(36, f.y, stamp(on), fam.regular, 7.6, grey)
		f.y += 6.2
	}
	rubric(1, "Általános adatok")
	entry(1, reg, "Cégjegyzékszám: "+cg, "Cégforma: "+typ, "Nyilvántartó bíróság: "+court.court, "Bejegyezve: "+date(reg))
	rubric(2, "A cég elnevezése")
	entry(2, reg, name)
	rubric(3, "A cég rövidített elnevezése")
	entry(3, reg, short)
	rubric(5, "A cég székhelye")
	moved := reg
	if last := g.today.AddDate(0, -1, 0); reg.AddDate(1, 0, 0).Before(last) && g.chance(0.4) {
		moved = randDate(g.r, reg.AddDate(1, 0, 0), last)
	}
	entry(5, moved, joinAddr(office))
	rubric(8, "A társasági szerződés kelte")
	entry(8, reg, date(deed))
	rubric(9, "A cég tevékenységi köre(i)")
	acts := pick(g.r, [][]string{
		{"6201 '08 Számítógépes programozás", "Főtevékenység", "6202 '08 Információ-technológiai szaktanácsadás"},
		{"4690 '08 Vegyes termékkör nagykereskedelme", "Főtevékenység", "4719 '08 Egyéb nem szakosodott bolti vegyes kiskereskedelem"},
		{"4120 '08 Lakó- és nem lakó épület építése", "Főtevékenység", "4399 '08 Egyéb speciális szaképítés m.n.s."},
		{"5610 '08 Éttermi, mozgó vendéglátás", "Főtevékenység", "5520 '08 Üdülési, egyéb átmeneti szálláshely-szolgáltatás"},
	})
	entry(9, reg, acts[0]+"  ("+acts[1]+")", acts[2])
	rubric(11, "A cég jegyzett tőkéje")
	capital := pick(g.r, []string{"3 000 000", "3 000 000", "5 000 000", "10 000 000"})
	if zrt {
		capital = pick(g.r, []string{"5 000 000", "20 000 000", "100 000 000"})
	}
	entry(11, reg, "Összesen: "+capital+" HUF")
	rubric(13, "A vezető tisztségviselő(k), a képviseletre jogosult(ak) adatai")
	for i, o := range officers {
		born := g.bornBefore(reg)
		appointed := reg
		if i > 0 && g.chance(0.5) {
			appointed = randDate(g.r, reg, g.today.AddDate(0, -1, 0))
		}
		lines := []string{o.Name + " (an.: " + pick(g.r, huMothers) + ")", o.Role,
			"Születési idő: " + date(born), "Lakcím: " + joinAddr(homes[i]),
			"A képviselet módja: " + pick(g.r, []string{"önálló", "önálló", "együttes"}),
			"A jogviszony kezdete: " + date(appointed)}
		entry(13, appointed, lines...)
	}
	rubric(20, "A cég statisztikai számjele")
	entry(20, reg, fmt.Sprintf("%s-%s-%d-%02d", base, strings.Fields(acts[0])[0], pick(g.r, []int{113, 114}), court.code))
	rubric(21, "A cég adószáma")
	entry(21, reg, tax)
	if g.chance(0.5) {
		rubric(31, "A cég elektronikus elérhetősége")
		entry(31, reg, "Kézbesítési cím: "+strings.ToLower(strings.Fields(stem)[0])+"@"+pick(g.r, []string{"gmail.com", "t-online.hu", "freemail.hu"}))
	}
	f.need(12)
	f.y = g.c.paragraph(20, f.y+2, 170, "A cégkivonat a cég hatályos adatait tartalmazza. Az adatok érvényesek: "+date(valid), fam.regular, 8, 4, grey)
	f.footers(func(n, of int) {
		c := g.c
		c.line(20, 278, 190, 278, 0.2, grey)
		c.text(20, 283, "Cg."+cg, fam.regular, 7.8, grey)
		c.textAlign(190, 283, fmt.Sprintf("%d. oldal / %d", n, of), fam.regular, 7.8, grey, alignRight)
		if !serviceAtHead {
			c.textAlign(105, 283, "Céginformációs Szolgálat", fam.regular, 7.8, grey, alignCenter)
		}
	})
	return d
}

// orgROCertificatConstatator imitates a Romanian certificat constatator:
// the ministry and the ONRC at the head, the county office by its
// tribunal under them or in the closing sentence, the title with its number and date, a sentence saying what the
// register shows, then the company's data as labels and values or as a
// ruled table — denumire, număr de ordine în registrul comerțului, EUID,
// cod unic de înregistrare, data înmatriculării, stare firmă, forma
// juridică, sediul social, durata, activitatea principală, capitalul —
// then the associates with their shares and the administrators with the
// date of appointment, length of mandate and powers. A sole associate is
// often the administrator and is then named once in each list. The
// incorporation date is the date of registration (înmatriculare).
func (g *gen) orgROCertificatConstatator() *doc {
	fam := g.family()
	date := func(t time.Time) string { return fmtDate(t, dsDots, "ro") }
	off := pick(g.r, roOffices)
	orc := "Oficiul Registrului Comerțului de pe lângă " + off.tribunal
	stem := pick(g.r, []string{"Carpați Soft", "Dunărea Trans", "Arcadia Consult", "Mioritic Design", "Transilvania Agro", "Bucovina Lemn", "Delta Logistic"})
	name := strings.ToUpper(stem) + " S.R.L."
	typ := "Societate cu răspundere limitată"
	reg := g.incDate()
	perYear := 4000 // companies a county office registers in a year; Bucharest many more
	if off.code == 40 {
		perYear = 25000
	}
	regNo := fmt.Sprintf("J%02d/%d/%d", off.code, 1+g.r.IntN(perYear), reg.Year())
	euid := "ROONRC." + regNo
	cui := g.roCUI()
	street := fmt.Sprintf("%s nr. %d", pick(g.r, off.streets), 1+g.r.IntN(150))
	office := []string{off.town[0], street}
	if g.chance(0.4) {
		office = append(office, fmt.Sprintf("Bloc %s%d, Sc. %s, Et. %d, Ap. %d", pick(g.r, []string{"A", "B", "M"}), 1+g.r.IntN(20), pick(g.r, []string{"1", "2", "A"}), 1+g.r.IntN(9), 1+g.r.IntN(60)))
	}
	office = append(office, off.town[1])
	sole := g.chance(0.5)
	nAssoc, nAdmin := 2, 1
	if sole {
		nAssoc = 1
	}
	people := roPeople.draw(g, nAssoc+nAdmin, "Asociat")
	admins := people[nAssoc:]
	if sole {
		people[0].Role = "Asociat unic, administrator"
		admins = people[:1]
		people = people[:1]
	}
	for i := range admins {
		if !sole {
			admins[i].Role = "Administrator"
		}
	}
	status := pick(g.r, []string{"funcțiune", "funcțiune", "în funcțiune"})
	d := &doc{trueType: TypeOrganisationDoc, lang: "ro", font: fam,
		description: "Synthetic Romanian certificat constatator",
		fields: orgFields(name, []string{stem + " SRL", stem + " S.R.L."}, regNo, []string{euid, cui, "RO" + cui}, orc,
			[]string{"Oficiul Național al Registrului Comerțului", "ONRC", "ORC " + off.tribunal, "Oficiul Registrului Comerțului", "Registrul Comerțului"},
			"RO", &reg, nil, office, status, typ, []string{"SRL", "S.R.L."}, persons(people))}
	d.notes = "registration_number: the număr de ordine în registrul comerțului; the EUID and the CUI are accepted. incorporation_date: the date of registration. significant_people: the associates and the administrators, a sole associate who administers named once"
	d.page = g.newPage(210, 297, white)
	c := g.c
	navy := rgb(20, 45, 95)
	grey := rgb(85, 85, 85)
	issued := g.today.AddDate(0, 0, -g.r.IntN(6))
	c.text(20, 16, "MINISTERUL JUSTIȚIEI", fam.bold, 9, navy)
	c.text(20, 21, "Oficiul Național al Registrului Comerțului", fam.bold, 10, navy)
	officeAtHead := g.chance(0.6)
	if officeAtHead {
		c.text(20, 26, orc, fam.regular, 8.8, black)
	}
	c.line(20, 29, 190, 29, 0.4, navy)
	c.textAlign(105, 40, "CERTIFICAT CONSTATATOR", fam.bold, 14, black, alignCenter)
	c.textAlign(105, 46, fmt.Sprintf("Nr. %d din %s", 100000+g.r.IntN(900000), date(issued)), fam.regular, 9.5, black, alignCenter)
	y := c.paragraph(20, 55, 170, fmt.Sprintf("Ca urmare a cererii înregistrate sub nr. %d din %s, în urma verificărilor efectuate în registrul comerțului, se certifică următoarele informații privind profesionistul:", 100000+g.r.IntN(900000), date(issued)), fam.regular, 9, 4.4, black) + 3
	capital := pick(g.r, []int{200, 200, 1000, 5000, 45000})
	rows := [][2]string{
		{"Denumire", name},
		{"Număr de ordine în registrul comerțului", regNo},
		{"EUID", euid},
		{"Cod unic de înregistrare", cui},
		{"Data înmatriculării", date(reg)},
		{"Starea firmei", status},
		{"Forma juridică", typ},
		{"Sediul social", joinAddr(office)},
		{"Durata de funcționare", "nelimitată"},
		{"Activitatea principală", pick(g.r, []string{"6201 - Activități de realizare a soft-ului la comandă", "4941 - Transporturi rutiere de mărfuri", "7022 - Activități de consultanță pentru afaceri și management", "7410 - Activități de design specializat"})},
		{"Capital social subscris / vărsat", fmt.Sprintf("%d RON / %d RON", capital, capital)},
	}
	table := g.chance(0.5)
	opts := kvOpts{style: kvLeft, col: 68, fam: fam, size: 9.2, labelCol: grey}
	if table {
		opts = kvOpts{style: kvCells, col: 66, w: 170, fam: fam, size: 9.2, labelBold: true, shade: rgb(230, 235, 244)}
	}
	wrapRows := func(rows [][2]string, w float64) [][2]string {
		for i := range rows {
			rows[i][1] = strings.Join(c.wrap(rows[i][1], fam.regular, 9.2, w), "\n")
		}
		return rows
	}
	y = g.kv(20, y, wrapRows(rows, 100), opts) + 3
	section := func(t string) {
		c.text(20, y, t, fam.bold, 10, navy)
		c.line(20, y+1.5, 190, y+1.5, 0.3, navy)
		y += 7
	}
	section("ASOCIAȚI")
	share := 100 / nAssoc
	for _, o := range people[:nAssoc] {
		born := g.bornBefore(reg)
		y = g.kv(24, y, wrapRows([][2]string{
			{"Nume", o.Name},
			{"Cetățenie / data nașterii", "română, " + date(born)},
			{"Aport la capital", fmt.Sprintf("%d RON, %d părți sociale", capital/nAssoc, capital/nAssoc/10)},
			{"Cota beneficii / pierderi", fmt.Sprintf("%d %%", share)},
		}, 95), kvOpts{style: kvLeft, col: 70, fam: fam, size: 8.8, labelCol: grey}) + 2
	}
	section("ADMINISTRATORI, PERSOANE FIZICE")
	for _, o := range admins {
		y = g.kv(24, y, [][2]string{
			{"Nume", o.Name},
			{"Calitate", "administrator"},
			{"Data numirii", date(reg)},
			{"Durata mandatului", pick(g.r, []string{"nelimitată", "4 ani"})},
			{"Puteri", "depline"},
		}, kvOpts{style: kvLeft, col: 70, fam: fam, size: 8.8, labelCol: grey}) + 2
	}
	closing := "Prezentul certificat constatator reflectă datele înregistrate în registrul comerțului la data eliberării și a fost emis în format electronic, semnat cu semnătură electronică."
	if !officeAtHead {
		closing = "Eliberat de " + orc + ". " + closing
	}
	y = c.paragraph(20, y+3, 170, closing, fam.regular, 8, 4, grey)
	c.text(120, y+6, "Director,", fam.regular, 9, black)
	g.signature(120, y+18, 40, navy)
	c.line(20, 282, 190, 282, 0.2, grey)
	c.text(20, 287, "Oficiul Național al Registrului Comerțului - www.onrc.ro", fam.regular, 7.5, grey)
	c.textAlign(190, 287, "Pagina 1 din 1", fam.regular, 7.5, grey, alignRight)
	return d
}

// orgEERegistrikaart imitates the registry card (registrikaart) of an
// Estonian private limited company from the e-Business Register, in
// Estonian or English: the RIK at the head, the registration department
// of the Tartu County Court beside it or as registrar under the title, the
// registry code and the card's
// title, then either the card's numbered entries as a table (entry
// number, date, business name, legal form, address, capital, the
// management board with personal codes) or the register's general data
// as labels and values followed by the board. The first entry is the
// registration and so the incorporation date; the status is printed as
// "Registrisse kantud".
func (g *gen) orgEERegistrikaart() *doc {
	fam := g.family()
	en := g.chance(0.4)
	tr := func(et, eng string) string {
		if en {
			return eng
		}
		return et
	}
	date := func(t time.Time) string { return fmtDate(t, dsDots, "et") }
	stem := pick(g.r, []string{"Põhjarannik", "Kalevipoeg Tarkvara", "Läänemere Logistika", "Saaremaa Puit", "Toomemäe Kohvik", "Virumaa Ehitus", "Emajõe Andmed"})
	name := stem + " OÜ"
	reg := g.incDate()
	code := g.eeRegistrikood(reg)
	pl := pick(g.r, eePlaces)
	street := fmt.Sprintf("%s %d", pick(g.r, pl.streets), 1+g.r.IntN(90))
	if g.chance(0.3) {
		street += fmt.Sprintf("-%d", 1+g.r.IntN(40))
	}
	office := []string{pl.county, pl.town}
	if pl.district != pl.town {
		office = append(office, pl.district)
	}
	office = append(office, street, pick(g.r, pl.pcs))
	auth := tr("Tartu Maakohtu registriosakond", "Registration department of Tartu County Court")
	typ := tr("Osaühing", "Private limited company")
	status := tr("Registrisse kantud", "Entered into the register")
	n := 1 + g.r.IntN(3)
	board := make([]officer, 0, n)
	codes := make([]string, 0, n)
	seen := map[string]bool{}
	for len(board) < n {
		female := g.chance(0.5)
		given := pick(g.r, eeMen)
		if female {
			given = pick(g.r, eeWomen)
		}
		sur := pick(g.r, eeSurnames)
		if seen[sur] {
			continue
		}
		seen[sur] = true
		born := g.bornBefore(reg)
		codes = append(codes, g.eeIsikukood(born, female))
		board = append(board, officer{Person: Person{Name: given + " " + sur, Role: tr("Juhatuse liige", "Member of the management board")}, given: given, sur: sur})
	}
	d := &doc{trueType: TypeOrganisationDoc, lang: tr("et", "en"), font: fam,
		description: "Synthetic Estonian business register registry card",
		fields: orgFields(name, nil, code, nil, auth,
			[]string{"Tartu Maakohtu registriosakond", "Registration department of Tartu County Court", "Tartu County Court", "Registrite ja Infosüsteemide Keskus", "Centre of Registers and Information Systems", "e-Äriregister", "e-Business Register", "Äriregister", "Commercial Register"},
			"EE", &reg, nil, office, status, typ, []string{"Osaühing", "OÜ", "Private limited company"}, persons(board))}
	d.notes = "incorporation_date: the date of the first entry (an osaühing arises on entry in the register). significant_people: the management board"
	d.page = g.newPage(210, 297, white)
	c := g.c
	blue := rgb(0, 72, 153)
	grey := rgb(95, 95, 95)
	printed := g.today.AddDate(0, 0, -g.r.IntN(3))
	c.text(20, 16, tr("Registrite ja Infosüsteemide Keskus", "Centre of Registers and Information Systems"), fam.bold, 9.5, blue)
	c.text(20, 21, tr("e-Äriregister", "e-Business Register"), fam.regular, 8.5, grey)
	authAtHead := g.chance(0.5)
	if authAtHead {
		c.textAlign(190, 16, auth, fam.regular, 8.5, black, alignRight)
	}
	c.textAlign(190, 21, tr("Väljatrükk ", "Printed ")+date(printed)+fmt.Sprintf(" %02d:%02d", 8+g.r.IntN(10), g.r.IntN(60)), fam.regular, 8, grey, alignRight)
	c.line(20, 25, 190, 25, 0.5, blue)
	c.text(20, 36, tr("REGISTRIKAART", "REGISTRY CARD"), fam.bold, 14, black)
	c.text(20, 42, tr("Äriregistri B-osa registrikaart nr 1", "Commercial register part B, registry card no 1"), fam.regular, 8.8, grey)
	if !authAtHead {
		c.text(20, 47, tr("Registripidaja: ", "Registrar: ")+auth, fam.regular, 8.8, black)
	}
	c.textAlign(190, 36, tr("Registrikood ", "Registry code ")+code, fam.bold, 11, black, alignRight)
	capital := pick(g.r, []string{"2500.00 EUR", "2500.00 EUR", "0.01 EUR", "3000.00 EUR", "25000.00 EUR"})
	y := 57.0
	if g.chance(0.5) {
		// The card's entries: a ruled table, one column per kind of data.
		cols := []float64{20, 33, 55, 190}
		c.rect(20, y-4.5, 170, 6.5, rgb(225, 233, 245))
		c.text(21, y, tr("Kanne", "Entry"), fam.bold, 8, black)
		c.text(34, y, tr("Kuupäev", "Date"), fam.bold, 8, black)
		c.text(56, y, tr("Kande sisu", "Content of the entry"), fam.bold, 8, black)
		y += 7
		body := [][2]string{
			{tr("Ärinimi", "Business name"), name},
			{tr("Õiguslik vorm", "Legal form"), typ},
			{tr("Aadress", "Address"), joinAddr(office)},
			{tr("Kapital", "Capital"), capital},
			{tr("Staatus", "Status"), status},
		}
		for i, o := range board {
			body = append(body, [2]string{tr("Juhatuse liige", "Management board member"), o.Name + ", " + tr("isikukood", "personal code") + " " + codes[i]})
		}
		top := y - 4.5
		c.text(21, y, "1", fam.regular, 8.8, black)
		c.text(34, y, date(reg), fam.regular, 8.8, black)
		for _, r := range body {
			c.text(56, y, r[0]+":", fam.regular, 8.2, grey)
			y = c.lines(94, y, c.wrap(r[1], fam.regular, 8.8, 94), fam.regular, 8.8, 4.3, black) + 1.4
		}
		if last := g.today.AddDate(0, -1, 0); reg.AddDate(1, 0, 0).Before(last) && g.chance(0.5) {
			later := randDate(g.r, reg.AddDate(1, 0, 0), last)
			c.line(20, y-3.2, 190, y-3.2, 0.2, grey)
			c.text(21, y+1, "2", fam.regular, 8.8, black)
			c.text(34, y+1, date(later), fam.regular, 8.8, black)
			c.text(56, y+1, tr("Majandusaasta aruanne", "Annual report")+" "+fmt.Sprint(later.Year()-1), fam.regular, 8.8, black)
			y += 6.4
		}
		c.frame(20, top, 170, y-top-2, 0.3, grey)
		for _, x := range cols[1:3] {
			c.line(x, top-6.5, x, y-2, 0.2, grey)
		}
		y += 6
	} else {
		rows := [][2]string{
			{tr("Ärinimi", "Business name"), name},
			{tr("Registrikood", "Registry code"), code},
			{tr("Õiguslik vorm", "Legal form"), typ},
			{tr("Staatus", "Status"), status},
			{tr("Esmakande kuupäev", "Date of first entry"), date(reg)},
			{tr("Aadress", "Address"), strings.Join(c.wrap(joinAddr(office), fam.regular, 9.4, 110), "\n")},
			{tr("Kapital", "Capital"), capital},
			{tr("Majandusaasta", "Financial year"), "01.01 - 31.12"},
		}
		y = g.kv(20, y, rows, kvOpts{style: kvLeft, col: 52, fam: fam, size: 9.4, labelCol: grey}) + 4
		c.text(20, y, tr("Õigus ettevõtjat esindada", "Right of representation"), fam.bold, 10, blue)
		c.line(20, y+1.5, 190, y+1.5, 0.3, blue)
		y += 7.5
		c.text(20, y, tr("Nimi", "Name"), fam.regular, 8, grey)
		c.text(68, y, tr("Isikukood", "Personal code"), fam.regular, 8, grey)
		c.text(100, y, tr("Roll", "Role"), fam.regular, 8, grey)
		c.text(168, y, tr("Alates", "Start"), fam.regular, 8, grey)
		y += 5
		for i, o := range board {
			c.text(20, y, o.Name, fam.regular, 9.2, black)
			c.text(68, y, codes[i], fam.regular, 9.2, black)
			c.text(100, y, o.Role, fam.regular, 9, black)
			c.text(168, y, date(reg), fam.regular, 9.2, black)
			y += 5
		}
		y += 4
	}
	c.paragraph(20, y, 170, tr("Iga juhatuse liige võib esindada osaühingut kõigis õigustoimingutes.", "Every member of the management board may represent the private limited company in all legal acts."), fam.regular, 8.8, 4.3, black)
	c.line(20, 280, 190, 280, 0.2, grey)
	c.text(20, 285, tr("Registrikaardi andmed on avalikud. Andmed: e-Äriregister, ariregister.rik.ee", "The data of the registry card are public. Source: e-Business Register, ariregister.rik.ee"), fam.regular, 7.4, grey)
	return d
}
