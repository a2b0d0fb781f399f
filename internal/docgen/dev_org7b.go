package docgen

import (
	"fmt"
	"strings"
	"time"
)

// Organisation documents of the dev split: a Serbian APR extract of
// registered data, an Albanian QKB simple extract, an Icelandic company
// register certificate and a Liechtenstein commercial register extract.
// Each imitates a real document as publicly described (source in its
// registration); none was shaped on the readers.

func init() {
	register(
		&layout{name: "org_rs_apr_izvod", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).org7bRSAPRIzvod,
			source: "Serbian Agencija za privredne registre 'Izvod o registrovanim podacima' of the Registar privrednih subjekata: data kept (poslovno ime, adresa sedišta, datum osnivanja, matični broj that is also the register number, PIB, pravna forma, zakonski zastupnici, članovi) per apr.gov.rs 'Rečnik pojmova' and 'Registar privrednih subjekata - Privredna društva', and the Pravilnik o sadržini Registra privrednih subjekata (Sl. glasnik RS 42/16); legal forms per rat.rs 'Privredno društvo'; zakonski zastupnik per studenti.rs 'Privredna društva'; MB check per the oblakstudio serbian-validators package, PIB per stdnum rs/pib, JMBG per stdnum ba/jmbg"},
		&layout{name: "org_al_qkb_ekstrakt", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).org7bALQKBEkstrakt,
			source: "Albanian Qendra Kombëtare e Biznesit 'Ekstrakt i thjeshtë për subjektin': the register and the identification data of a company (forma, emri, numri, selia) per Ligji nr. 9723/2007 'Për Qendrën Kombëtare të Regjistrimit' (as amended), the extract services in the QKB tariff list (qkr.gov.al 'Tarifat për shërbimet e regjistrimit'), SHPK registration per qkb.gov.al 'Regjistrimi fillestar' and Ligji nr. 9901/2008 'Për tregtarët dhe shoqëritë tregtare'; NUIS/NIPT structure per arthurdejong.org python-stdnum 'stdnum.al.nipt' and lookuptax.com 'Albania TIN & NIPT Guide (NUIS)'"},
		&layout{name: "org_is_fyrirtaekjaskra_vottord", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).org7bISFyrirtaekjaskra,
			source: "Icelandic Skatturinn (Iceland Revenue and Customs) fyrirtækjaskrá certificate 'Vottorð úr fyrirtækjaskrá' of an einkahlutafélag under lög nr. 138/1994 um einkahlutafélög (stjórn, varamaður, framkvæmdastjóri, prókúruhafar, endurskoðandi or skoðunarmaður, firmaritun); articles (samþykktir) wording per urseafood.is 'Articles of Association (Icelandic)'; kennitala of legal persons (day plus 40) and its modulo-11 check per the stdnum package's is/kennitala and the kennitolur crate documentation (lib.rs)"},
		&layout{name: "org_li_handelsregisterauszug", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).org7bLIHandelsregister,
			source: "Liechtenstein Amt für Justiz, Handelsregister: 'Handelsregisterauszug' of an Aktiengesellschaft or Anstalt per liechtenstein-business.li 'Eintrag ins Handelsregister', dewiki.de 'Handelsregister (Liechtenstein)' (Art. 944 ff PGR, HRV LGBl. 2003 Nr. 66, Amt für Justiz since 2013), haufe.de 'Liechtenstein: Gesellschaftsformen' (Verwaltungsrat, Einzel- or Kollektivvertretung) and topograph.co 'Business registers in Liechtenstein' (FL-Nummer FL-XXXX.XXX.XXX-X, Zweck, Organe); register fields per openregistry.sophymarine.com 'Liechtenstein' (Firma, Sitz, Rechtsform, Eintragungsdatum, Organe, Zeichnungsberechtigte)"},
	)
}

// org7bRSMunicipality splits an APR place "Beograd-Vračar" into the town
// and the municipality as the firm prints them: "BEOGRAD (VRAČAR)".
func org7bRSMunicipality(place string) (town, firmSeat string) {
	town, mun, ok := strings.Cut(place, "-")
	if !ok {
		return place, strings.ToUpper(place)
	}
	return town, strings.ToUpper(town) + " (" + strings.ToUpper(mun) + ")"
}

// org7bRSAPRIzvod imitates the extract of registered data (izvod o
// registrovanim podacima) the Serbian Business Registers Agency gives on
// a društvo sa ograničenom odgovornošću, in Latin script: the agency and
// register at the head with the extract's number and date, then the basic
// data (poslovno ime and its short form, status, matični broj, PIB, pravna
// forma, datum osnivanja, duration), the seat, the main activity, the
// legal representatives as label/value blocks (ime i prezime, JMBG shown
// or masked, funkcija, the power to represent), the members with their
// shares and contributions, the capital, and the registrar's signature.
// Dates are 12.03.2015.
func (g *gen) org7bRSAPRIzvod() *doc {
	fam := pick(g.r, []family{g.family(), g.family(), pick(g.r, monoFamilies)})
	pl := pick(g.r, org7bRSPlaces)
	town, seat := org7bRSMunicipality(pl.place)
	stem := pick(g.r, []string{"DUNAV SOFT", "FRUŠKA GORA VINO", "ŠUMADIJA AGRAR", "KOSMAJ GRADNJA", "ZLATIBOR TRANS", "AVALA DIGITAL", "TARA ŠPED", "MORAVA ELEKTRO"})
	purpose := pick(g.r, []string{"DRUŠTVO ZA TRGOVINU I USLUGE", "DRUŠTVO ZA PROIZVODNJU, PROMET I USLUGE", "PREDUZEĆE ZA INFORMACIONE TEHNOLOGIJE", "DRUŠTVO ZA GRAĐEVINARSTVO I INŽENJERING", "DRUŠTVO ZA SPOLJNU I UNUTRAŠNJU TRGOVINU"})
	full := fmt.Sprintf("%s %s DOO %s", purpose, stem, seat)
	short := fmt.Sprintf("%s DOO %s", stem, strings.ToUpper(town))
	mb := g.org7bRSMB()
	pib := g.org7bRSPIB()
	reg := randDate(g.r, day(2006, time.January, 10), g.today.AddDate(0, -3, 0))
	street := fmt.Sprintf("%s %d", pick(g.r, pl.streets), 1+g.r.IntN(140))
	if g.chance(0.25) {
		street += pick(g.r, []string{"a", "b", "/3", "/12"})
	}
	withPC := g.chance(0.5)
	office := []string{street, pl.place}
	// Directors and members: a single member who directs the company, or
	// a director and up to three members, of whom some direct it too.
	nd := 1 + g.r.IntN(2)
	nm := 1 + g.r.IntN(3)
	pool := drawPeople(g, nd+nm+1, "", org7bRSPeople)
	signer := pool[nd+nm] // the registrar, no kin of the company's people
	pool = pool[:nd+nm]
	directors := pool[:nd]
	var members []officer
	for i := 0; i < nm; i++ {
		m := pool[nd+i]
		if i < nd && g.chance(0.5) {
			m = directors[i] // a director who holds a share
		}
		members = append(members, m)
	}
	women := map[string]bool{"Milica": true, "Jelena": true, "Ana": true, "Ivana": true, "Jovana": true, "Tamara": true}
	jmbg := map[string]string{}
	for _, o := range pool {
		jmbg[o.Name] = g.org7bRSJMBG(randDate(g.r, day(1955, time.January, 1), day(1998, time.December, 31)), women[o.given])
	}
	var people []officer
	for _, o := range directors {
		o.Role = "Direktor"
		people = append(people, o)
	}
	for _, o := range members {
		o.Role = "Član društva"
		people = append(people, o)
	}
	status := "Aktivno privredno društvo"
	typ := "Društvo sa ograničenom odgovornošću"
	auth := "Agencija za privredne registre"
	d := &doc{trueType: TypeOrganisationDoc, lang: "sr", font: fam,
		description: "Synthetic Serbian APR extract of registered data (izvod o registrovanim podacima)",
		fields: orgFields(full, []string{short, stem + " DOO", stem + " d.o.o."}, mb, nil, auth,
			[]string{"APR", "Agencija za privredne registre Republike Srbije", "Registar privrednih subjekata", "Serbian Business Registers Agency", "Business Registers Agency"},
			"RS", &reg, nil, office, status, typ, []string{"DOO", "d.o.o.", "Limited liability company", "društvo sa ograničenom odgovornošću"}, persons(people))}
	d.fields["organisation_status"] = str(status, KindText, "Aktivan", "Aktivno", "active")
	d.fields["registered_office_address"] = str(joinAddr(office), KindAddress, stripMarks(joinAddr(office)), street+", "+pl.pc+" "+town, street+", "+pl.pc+" "+pl.place, pl.place+", "+street)
	d.notes = "registered_office_address: street and number, then the place (Mesto) with its Belgrade municipality; with the postcode (printed apart, when printed) accepted. registration_number: the matični broj (APR's register number); the PIB is a tax number and is not accepted. organisation_name: the full poslovno ime (the short one is accepted). incorporation_date: datum osnivanja. significant_people: the legal representatives (direktor) then the members (članovi društva); a director who holds a share is listed twice"
	d.page = g.newPage(210, 297, white)
	c := g.c
	grey := rgb(85, 85, 85)
	blue := rgb(0, 60, 120)
	issued := g.today.AddDate(0, 0, -g.r.IntN(15))
	c.frame(20, 12, 16, 12, 0.6, blue)
	c.textAlign(28, 20.2, "APR", fam.bold, 11, blue, alignCenter)
	c.text(40, 16.5, "REPUBLIKA SRBIJA", fam.regular, 8, grey)
	c.text(40, 21, "AGENCIJA ZA PRIVREDNE REGISTRE", fam.bold, 10, blue)
	c.text(40, 25.5, "Registar privrednih subjekata", fam.regular, 8.5, grey)
	c.textAlign(190, 17, fmt.Sprintf("Broj: %s %d/%d", pick(g.r, []string{"BD", "BDI"}), 10000+g.r.IntN(89999), issued.Year()), fam.regular, 8.5, black, alignRight)
	c.textAlign(190, 22, "Datum: "+dotDate(issued), fam.regular, 8.5, black, alignRight)
	c.line(20, 29, 190, 29, 0.5, blue)
	c.textAlign(105, 40, "IZVOD O REGISTROVANIM PODACIMA", fam.bold, 13, black, alignCenter)
	c.textAlign(105, 46, "Privredno društvo", fam.regular, 9.5, grey, alignCenter)
	hdr := func(y float64, t string) float64 {
		c.rect(20, y-4.4, 170, 6.2, rgb(226, 232, 240))
		c.text(22, y, t, fam.bold, 9.2, blue)
		return y + 7
	}
	opts := kvOpts{style: kvLeft, col: 54, fam: fam, size: 9, labelCol: grey}
	if g.chance(0.4) {
		opts = kvOpts{style: kvRight, col: 50, fam: fam, size: 9, labelCol: grey}
	}
	y := hdr(56, "Osnovni podaci")
	y = g.kv(22, y, [][2]string{
		{"Poslovno ime", strings.Join(c.wrap(full, fam.regular, 9, 112), "\n")},
		{"Skraćeno poslovno ime", short},
		{"Status", status},
		{"Matični broj", mb},
		{"PIB", pib},
		{"Pravna forma", typ},
		{"Datum osnivanja", dotDate(reg)},
		{"Vreme trajanja", "Neograničeno"},
	}, opts) + 2
	y = hdr(y, "Adresa sedišta")
	addrRows := [][2]string{{"Mesto", pl.place}, {"Ulica i broj", street}}
	if withPC {
		addrRows = append(addrRows, [2]string{"Poštanski broj", pl.pc})
	}
	y = g.kv(22, y, addrRows, opts) + 2
	act := pick(g.r, [][2]string{{"6201", "Računarsko programiranje"}, {"4690", "Nespecijalizovana trgovina na veliko"}, {"4120", "Izgradnja stambenih i nestambenih zgrada"}, {"4941", "Drumski prevoz tereta"}, {"1102", "Proizvodnja vina od grožđa"}})
	y = hdr(y, "Pretežna delatnost")
	y = g.kv(22, y, [][2]string{{"Šifra delatnosti", act[0]}, {"Naziv delatnosti", act[1]}}, opts) + 2
	masked := g.chance(0.5)
	showID := func(o officer) string {
		if masked {
			return jmbg[o.Name][:7] + "******"
		}
		return jmbg[o.Name]
	}
	person := func(y float64, rows [][2]string) float64 {
		c.line(22, y-4, 188, y-4, 0.15, rgb(200, 200, 200))
		for i := 0; i < len(rows); i += 2 {
			c.text(22, y, rows[i][0]+":", fam.regular, 8, grey)
			c.text(22+c.width(rows[i][0]+":", fam.regular, 8)+2, y, rows[i][1], fam.bold, 8.8, black)
			if i+1 < len(rows) {
				c.text(110, y, rows[i+1][0]+":", fam.regular, 8, grey)
				c.text(110+c.width(rows[i+1][0]+":", fam.regular, 8)+2, y, rows[i+1][1], fam.regular, 8.8, black)
			}
			y += 4.8
		}
		return y + 2.5
	}
	y = hdr(y, "Zakonski zastupnici - fizička lica")
	for _, o := range directors {
		how := "Samostalno"
		if nd > 1 && g.chance(0.5) {
			how = "Zajedničko"
		}
		y = person(y, [][2]string{{"Ime i prezime", o.Name}, {"JMBG", showID(o)}, {"Funkcija u privrednom subjektu", "Direktor"}, {"Način zastupanja", how}})
	}
	capital := pick(g.r, []int{100, 10000, 100000, 500000})
	y = hdr(y, "Članovi društva")
	for i, o := range members {
		share := 100.0 / float64(nm)
		if nm == 3 && i == 0 {
			share = 34
		} else if nm == 3 {
			share = 33
		}
		sum := float64(capital) * share / 100
		y = person(y, [][2]string{{"Ime i prezime", o.Name}, {"JMBG", showID(o)}, {"Udeo", amount(share, mEU) + "%"}, {"Novčani upisan ulog", amount(sum, mEU) + " RSD"}})
	}
	y = hdr(y, "Kapital")
	y = g.kv(22, y, [][2]string{{"Novčani upisani kapital", amount(float64(capital), mEU) + " RSD"}, {"Novčani uplaćeni kapital", amount(float64(capital), mEU) + " RSD"}}, opts) + 4
	y = max(y, 246)
	c.paragraph(20, y, 170, "Izvod sadrži podatke upisane u Registar privrednih subjekata na dan izdavanja. Podaci su javni i dostupni na internet stranici Agencije.", fam.regular, 7.4, 3.6, grey)
	g.signature(140, y+17, 36, rgb(20, 30, 90))
	c.textAlign(158, y+22, "REGISTRATOR", fam.bold, 8.5, black, alignCenter)
	c.textAlign(158, y+26.5, signer.Name, fam.regular, 8, grey, alignCenter)
	if g.chance(0.6) {
		g.seal(48, y+16, 11, "AGENCIJA ZA PRIVREDNE REGISTRE BEOGRAD", fam, rgb(40, 60, 150))
	}
	return d
}

// org7bALQKBEkstrakt imitates the simple extract (ekstrakt i thjeshtë) the
// Albanian National Business Center issues on a shoqëri me përgjegjësi
// të kufizuar: the Republic and QKB at the head, the date up to which the
// data are registered, then a ruled two-column table (NUIS, name, trade
// name, legal form, date of registration, duration, seat, object,
// capital, administrators, members with their shares, status) and a foot
// with a verification code and QR code. Dates are 12.03.2015 or
// 12/03/2015.
func (g *gen) org7bALQKBEkstrakt() *doc {
	fam := g.family()
	pl := pick(g.r, org7bALPlaces)
	stem := pick(g.r, []string{"ALBA TRADING", "ILIRIA KONSTRUKSION", "DAJTI SOFT", "ADRIATIK LOGJISTIK", "KORAB AGRO", "VALBONA TOURS", "SHKUMBINI ENERGJI", "BUNA FISH"})
	suffix := pick(g.r, []string{"SH.P.K.", "SHPK", "sh.p.k."})
	name := stem + " " + suffix
	reg := randDate(g.r, day(2010, time.January, 5), g.today.AddDate(0, -3, 0))
	nuis := g.org7bALNUIS(reg, pl.tirana)
	building := fmt.Sprintf("Ndërtesa %d, Hyrja %d, Kati %d", 1+g.r.IntN(60), 1+g.r.IntN(4), 1+g.r.IntN(9))
	office := []string{pl.town, pick(g.r, pl.streets), building, "Kodi Postar " + pl.pc}
	if pl.tirana {
		office = []string{pl.town, fmt.Sprintf("Njësia Bashkiake nr. %d", 1+g.r.IntN(11)), pick(g.r, pl.streets), building, "Kodi Postar " + pl.pc}
	}
	na := 1 + g.r.IntN(2)
	no := 1 + g.r.IntN(3)
	pool := drawPeople(g, na+no, "", org7bALPeople)
	admins := pool[:na]
	var owners []officer
	for i := 0; i < no; i++ {
		o := pool[na+i]
		if i == 0 && g.chance(0.55) {
			o = admins[0] // the administrator is often a member
		}
		owners = append(owners, o)
	}
	var people []officer
	for _, o := range admins {
		o.Role = "Administrator"
		people = append(people, o)
	}
	ownerRole := "Ortak"
	if no == 1 {
		ownerRole = "Ortak i vetëm"
	}
	for _, o := range owners {
		o.Role = ownerRole
		people = append(people, o)
	}
	status := "Aktiv"
	typ := "Shoqëri me përgjegjësi të kufizuar"
	auth := "Qendra Kombëtare e Biznesit"
	d := &doc{trueType: TypeOrganisationDoc, lang: "sq", font: fam,
		description: "Synthetic Albanian QKB simple extract (ekstrakt i thjeshtë për subjektin)",
		fields: orgFields(name, []string{stem + " SHPK", stem + " sh.p.k.", stem + " SH.P.K.", stem}, nuis, []string{"AL" + nuis}, auth,
			[]string{"QKB", "Qendra Kombëtare e Biznesit (QKB)", "National Business Center", "National Business Centre", "Qendra Kombëtare e Regjistrimit", "QENDRA KOMBËTARE E BIZNESIT"},
			"AL", &reg, nil, office, status, typ, []string{"SHPK", "sh.p.k.", "Limited liability company", "shoqëri me përgjegjësi të kufizuar"}, persons(people))}
	d.fields["organisation_status"] = str(status, KindText, "active")
	d.notes = "registration_number: the NUIS (NIPT), which encodes the date of registration; its check letter is drawn, its rule being unpublished. incorporation_date: data e regjistrimit. significant_people: the administrators, then the members (ortakët) with shares; an administrator who is a member is listed twice"
	d.page = g.newPage(210, 297, white)
	c := g.c
	grey := rgb(85, 85, 85)
	red := rgb(170, 20, 30)
	issued := g.today.AddDate(0, 0, -g.r.IntN(10))
	dfmt := func(t time.Time) string { return t.Format("02.01.2006") }
	if g.chance(0.5) {
		dfmt = func(t time.Time) string { return t.Format("02/01/2006") }
	}
	g.emblem(105, 20, 8, red, white)
	c.textAlign(105, 35, "REPUBLIKA E SHQIPËRISË", fam.bold, 10, black, alignCenter)
	c.textAlign(105, 40.5, "QENDRA KOMBËTARE E BIZNESIT", fam.bold, 11, red, alignCenter)
	c.textAlign(105, 53, "EKSTRAKT I THJESHTË PËR SUBJEKTIN", fam.bold, 13, black, alignCenter)
	c.textAlign(105, 59, "Të dhënat e regjistruara në Regjistrin Tregtar deri më "+dfmt(issued), fam.regular, 8.5, grey, alignCenter)
	object := pick(g.r, []string{
		"Tregti me shumicë dhe pakicë e mallrave ushqimore dhe industriale, import-eksport.",
		"Ndërtim i objekteve civile dhe industriale, rikonstruksione, projektim dhe mbikëqyrje punimesh.",
		"Zhvillim programesh kompjuterike, konsulencë në teknologjinë e informacionit dhe shërbime të përpunimit të të dhënave.",
		"Transport mallrash brenda dhe jashtë vendit, magazinim dhe shërbime logjistike.",
		"Veprimtari turistike, agjenci udhëtimi, hoteleri dhe shërbime restorantesh.",
	})
	capital := pick(g.r, []int{100, 100000, 500000, 1000000})
	var adminLines, ownerLines []string
	for _, o := range admins {
		adminLines = append(adminLines, o.Name)
	}
	for i := range owners {
		share := 100 / no
		if i == 0 {
			share = 100 - share*(no-1)
		}
		ownerLines = append(ownerLines, fmt.Sprintf("%s    %d %%", owners[i].Name, share))
	}
	rows := [][2]string{
		{"Numri Unik i Identifikimit të Subjektit (NUIS)", nuis},
		{"Emri i subjektit", name},
		{"Emri tregtar", stem},
		{"Forma ligjore", typ},
		{"Data e regjistrimit", dfmt(reg)},
		{"Kohëzgjatja", "Fillimi: " + dfmt(reg) + "   Mbarimi: pa afat"},
		{"Adresa e selisë", strings.Join(c.wrap(strings.Join(office, ", "), fam.regular, 9, 108), "\n")},
		{"Objekti i veprimtarisë", strings.Join(c.wrap(object, fam.regular, 9, 108), "\n")},
		{"Kapitali", spaced(capital) + ".00 Lekë"},
		{"Administratori/ët", strings.Join(adminLines, "\n")},
		{"Zotëruesit e kapitalit / Ortakët", strings.Join(ownerLines, "\n")},
		{"Statusi", status},
	}
	if g.chance(0.3) {
		// Some extracts close with the last change registered.
		rows = append(rows, [2]string{"Ndryshimi i fundit", dfmt(randDate(g.r, reg, issued.AddDate(0, 0, -5))) + " - Ndryshim i adresës së selisë"})
	}
	opts := kvOpts{style: kvCells, col: 58, w: 170, fam: fam, size: 9, labelSize: 8, labelBold: true, shade: rgb(244, 236, 236), rule: rgb(170, 150, 150)}
	y := g.kv(20, 72, rows, opts) + 6
	code := g.fill("XXXXXXXX")
	c.paragraph(20, y, 130, "Ky ekstrakt lëshohet në formë elektronike nga Qendra Kombëtare e Biznesit, është i vlefshëm pa vulë dhe nënshkrim dhe mund të verifikohet me kodin e verifikimit në faqen zyrtare të QKB-së.", fam.regular, 7.4, 3.7, grey)
	c.text(20, y+16, "Kodi i verifikimit: "+code, fam.bold, 8, black)
	if err := g.verifyQR(166, y-4, 24, "https://qkb.gov.al/verifiko/"+code, black); err != nil {
		panic(err) // a short URL always fits
	}
	c.line(20, 284, 190, 284, 0.2, grey)
	c.textAlign(105, 288.5, "Qendra Kombëtare e Biznesit · Bulevardi Zhan D'Ark · Tiranë", fam.regular, 7, grey, alignCenter)
	return d
}

// org7bISMonths are Icelandic month names for "12. mars 2026".
var org7bISMonths = [12]string{"janúar", "febrúar", "mars", "apríl", "maí", "júní", "júlí", "ágúst", "september", "október", "nóvember", "desember"}

// org7bISFyrirtaekjaskra imitates the certificate (vottorð) the Icelandic
// company register at Skatturinn issues on an einkahlutafélag: Skatturinn
// and Fyrirtækjaskrá at the head, then the company's name, kennitala,
// address, form, date of registration and of the articles, purpose,
// share capital and ÍSAT activity, a table of the board, managing
// director and procuration holders with their role and kennitala, the
// auditor, who signs for the firm (firmaritun), and the register's
// attestation with place and date ("Reykjavík, 12. mars 2026"). Dates in
// the body are 12.03.2015.
func (g *gen) org7bISFyrirtaekjaskra() *doc {
	fam := g.family()
	stem := pick(g.r, []string{"Norðurljós", "Jökulsá ráðgjöf", "Þingvalla ferðir", "Eyjafjörður útgerð", "Vatnajökull", "Hraunbær fasteignir", "Sæberg hugbúnaður", "Æðey"})
	name := stem + " ehf."
	translit := func(s string) string {
		return strings.NewReplacer("þ", "th", "Þ", "Th", "ð", "d", "Ð", "D", "æ", "ae", "Æ", "Ae").Replace(stripMarks(s))
	}
	reg := g.incDate()
	articles := reg.AddDate(0, 0, -(2 + g.r.IntN(20)))
	kt := g.org7bISKennitala(reg, true)
	office := g.org7bISAddress()
	// The board: one member and an alternate, or a chair with two members
	// and perhaps an alternate (lög nr. 138/1994, 39. gr.).
	big := g.chance(0.45)
	nb := 1
	if big {
		nb = 3
	}
	pool := drawPeople(g, 6, "", org7bISMen, org7bISWomen)
	var people []officer
	board := pool[:nb]
	for i, o := range board {
		switch {
		case !big:
			o.Role = "Stjórnarmaður"
		case i == 0:
			o.Role = "Stjórnarformaður"
		default:
			o.Role = "Meðstjórnandi"
		}
		people = append(people, o)
	}
	next := nb
	if !big || g.chance(0.5) {
		o := pool[next]
		next++
		o.Role = "Varamaður"
		people = append(people, o)
	}
	md := board[0]
	if g.chance(0.4) {
		md = pool[next]
		next++
	}
	md.Role = "Framkvæmdastjóri"
	people = append(people, md)
	if g.chance(0.4) && len(people) < 6 {
		p := md
		if g.chance(0.5) {
			p = pool[next]
		}
		p.Role = "Prókúruhafi"
		people = append(people, p)
	}
	kts := map[string]string{}
	for _, o := range pool {
		kts[o.Name] = g.org7bISKennitala(randDate(g.r, day(1950, time.January, 1), day(2000, time.December, 31)), false)
	}
	auth := "Skatturinn"
	typ := "Einkahlutafélag"
	d := &doc{trueType: TypeOrganisationDoc, lang: "is", font: fam,
		description: "Synthetic Icelandic company register certificate (vottorð úr fyrirtækjaskrá)",
		fields: orgFields(name, []string{translit(name), stem + " ehf", strings.ToUpper(name)}, kt, []string{strings.ReplaceAll(kt, "-", "")}, auth,
			[]string{"Fyrirtækjaskrá", "Skatturinn - Fyrirtækjaskrá", "Fyrirtækjaskrá Skattsins", "Ríkisskattstjóri", "Iceland Revenue and Customs", "Skatturinn, fyrirtækjaskrá"},
			"IS", &reg, []time.Time{articles}, office, "", typ, []string{"Einkahlutafélag (ehf.)", "ehf.", "ehf", "Private limited company"}, persons(people))}
	d.fields["registered_office_address"] = str(joinAddr(office), KindAddress, stripMarks(joinAddr(office)), translit(joinAddr(office)))
	d.notes = "registration_number: the company's kennitala (day of registration plus 40), with or without its hyphen. incorporation_date: the day registered (skráð); the date of the articles is accepted. significant_people: the board (stjórn, with the alternate, varamaður), the managing director and procuration holders, a person in two roles listed twice; the auditor or examiner (endurskoðandi, skoðunarmaður), a firm, is not among them. The certificate prints no status"
	d.page = g.newPage(210, 297, white)
	c := g.c
	grey := rgb(85, 85, 85)
	navy := rgb(0, 45, 95)
	issued := g.today.AddDate(0, 0, -g.r.IntN(12))
	c.rect(0, 0, 210, 26, navy)
	c.text(20, 14, "Skatturinn", fam.bold, 16, white)
	c.text(20, 20.5, "Fyrirtækjaskrá · Katrínartún 6 · 105 Reykjavík", fam.regular, 8, white)
	c.textAlign(190, 14, "skatturinn.is", fam.regular, 8.5, white, alignRight)
	c.textAlign(105, 42, "VOTTORÐ ÚR FYRIRTÆKJASKRÁ", fam.bold, 14, black, alignCenter)
	c.textAlign(105, 48, "Staðfesting á skráningu félags", fam.regular, 9, grey, alignCenter)
	act := pick(g.r, [][2]string{
		{"Tilgangur félagsins er hugbúnaðargerð, ráðgjöf og skyldur rekstur.", "62.01.0 Hugbúnaðargerð"},
		{"Tilgangur félagsins er rekstur ferðaþjónustu, fólksflutningar og skyldur rekstur.", "79.11.0 Starfsemi ferðaskrifstofa"},
		{"Tilgangur félagsins er kaup, sala og rekstur fasteigna, lánastarfsemi og skyldur rekstur.", "68.20.1 Leiga atvinnuhúsnæðis"},
		{"Tilgangur félagsins er útgerð, fiskvinnsla og verslun með sjávarafurðir.", "03.11.0 Útgerð"},
	})
	purpose, isat := act[0], act[1]
	capital := pick(g.r, []int{500000, 500000, 1000000, 2500000})
	opts := kvOpts{style: kvLeft, col: 46, fam: fam, size: 9.5, labelCol: grey, valueBold: g.chance(0.4)}
	y := g.kv(22, 62, [][2]string{
		{"Nafn", name},
		{"Kennitala", kt},
		{"Heimilisfang", strings.Join(office, ", ")},
		{"Rekstrarform", typ + " (ehf.)"},
		{"Skráð", org7bISDate(reg)},
		{"Dags. samþykkta", org7bISDate(articles)},
		{"Hlutafé", strings.ReplaceAll(commasEU(capital), ",", ".") + " kr."},
		{"ÍSAT", isat},
		{"Tilgangur", strings.Join(c.wrap(purpose, fam.regular, 9.5, 120), "\n")},
	}, opts) + 4
	c.text(22, y, "Stjórn, framkvæmdastjórn og prókúruhafar", fam.bold, 10, navy)
	y += 2
	c.line(22, y, 188, y, 0.4, navy)
	y += 5
	cols := []column{{x: 22}, {x: 66}, {x: 140}}
	g.tableRow(y, cols, []string{"Hlutverk", "Nafn", "Kennitala"}, fam.bold, 8.6, grey)
	y += 5.5
	for _, o := range people {
		g.tableRow(y, cols, []string{o.Role, o.Name, kts[o.Name]}, fam.regular, 9.2, black)
		y += 5.2
	}
	y += 3
	auditor := pick(g.r, []string{"KPMG ehf.", "Deloitte ehf.", "PricewaterhouseCoopers ehf.", "Grant Thornton endurskoðun ehf.", "Endurskoðun og ráðgjöf ehf."})
	audKind := pick(g.r, []string{"Endurskoðandi", "Skoðunarmaður"})
	y = g.kv(22, y, [][2]string{
		{audKind, auditor + ", kt. " + g.org7bISKennitala(randDate(g.r, day(1985, time.January, 1), day(2015, time.December, 31)), true)},
		{"Firmaritun", pick(g.r, []string{"Meirihluti stjórnar ritar firma félagsins.", "Stjórnarmaður ritar firma félagsins.", "Framkvæmdastjóri og einn stjórnarmaður saman."})},
	}, kvOpts{style: kvLeft, col: 46, fam: fam, size: 9.2, labelCol: grey}) + 8
	y = max(y, 236)
	c.paragraph(22, y, 166, "Vottað er að ofangreindar upplýsingar eru í samræmi við skráningu félagsins í fyrirtækjaskrá á útgáfudegi vottorðsins.", fam.regular, 9, 4.6, black)
	c.text(22, y+14, fmt.Sprintf("Reykjavík, %d. %s %d", issued.Day(), org7bISMonths[issued.Month()-1], issued.Year()), fam.regular, 9.5, black)
	g.signature(120, y+26, 40, rgb(20, 30, 90))
	c.textAlign(140, y+31, "f.h. fyrirtækjaskrár", fam.regular, 8.5, grey, alignCenter)
	c.line(20, 284, 190, 284, 0.2, grey)
	c.textAlign(105, 288.5, "Skatturinn – Fyrirtækjaskrá · Vottorð nr. "+g.fill("999999"), fam.regular, 7, grey, alignCenter)
	return d
}

// org7bISDate prints a date of the Icelandic certificate's body: 12.03.2015.
func org7bISDate(t time.Time) string { return t.Format("02.01.2006") }

// org7bLIHandelsregister imitates the commercial register extract
// (Handelsregisterauszug) of the Liechtenstein Office of Justice on an
// Aktiengesellschaft or Anstalt: the Principality, the Amt für Justiz and
// its Handelsregister at the head with the extract's date, a head table
// (FL-Nummer, Rechtsform, Eintragung, Löschung), then entries numbered by
// the journal entry that made them ("Ein") and the one that deleted them
// ("Lö"): firm, seat, address, purpose, capital, the journal itself, and
// the persons (surname first, then given name, origin and residence, or a
// firm), their function and signing power. Deleted entries are struck
// through and keep their entry; their persons are no longer officers.
// Dates are 12.03.2015.
func (g *gen) org7bLIHandelsregister() *doc {
	fam := pick(g.r, []family{g.family(), g.family(), pick(g.r, monoFamilies)})
	anstalt := g.chance(0.4)
	stem := pick(g.r, []string{"Alpenrhein", "Gamprin", "Drei Schwestern", "Rheintal", "Malbun", "Gutenberg", "Samina", "Falknis"})
	kind := pick(g.r, []string{"Holding", "Invest", "Immobilien", "Trading", "Consulting", "Vermögensverwaltung"})
	name := stem + " " + kind + " AG"
	typ := "Aktiengesellschaft"
	typAcc := []string{"AG", "joint stock company", "company limited by shares"}
	capital := pick(g.r, []int{50000, 50000, 100000, 250000})
	if anstalt {
		name = stem + " " + kind + " Anstalt"
		if g.chance(0.3) {
			name = "Establishment " + stem + " " + kind
		}
		typ = "Anstalt"
		typAcc = []string{"establishment", "Anstalt (Establishment)"}
		capital = pick(g.r, []int{30000, 50000})
	}
	num := g.org7bLIFLNumber()
	reg := g.incDate()
	issued := g.today.AddDate(0, 0, -g.r.IntN(10))
	seatPl := pick(g.r, org7bLIPlaces)
	office := []string{fmt.Sprintf("%s %d", pick(g.r, seatPl.streets), 1+g.r.IntN(60)), seatPl.pc + " " + seatPl.town}
	trustee := ""
	if g.chance(0.5) {
		trustee = pick(g.r, []string{"Marxer Treuhand Anstalt", "Beck & Partner Trust reg.", "Ospelt Treuhand AG", "Frick Fiduciaria AG"})
	}
	// Journal entries: 1 the foundation, then up to three changes.
	type entry struct {
		no int
		on time.Time
	}
	journal := []entry{{1, reg}}
	on := reg
	for k := 0; k < g.r.IntN(4); k++ {
		on = randDate(g.r, on.AddDate(0, 3, 0), on.AddDate(3, 0, 0))
		if on.After(issued.AddDate(0, 0, -3)) {
			break
		}
		journal = append(journal, entry{len(journal) + 1, on})
	}
	last := len(journal)
	women := map[string]bool{"Andrea": true, "Sabine": true, "Claudia": true, "Daniela": true, "Monika": true}
	origin := func(o officer) string {
		if g.chance(0.7) {
			return "von " + pick(g.r, []string{"Vaduz", "Schaan", "Triesenberg", "Balzers", "Mauren", "Eschen", "Ruggell"})
		}
		if women[o.given] {
			return pick(g.r, []string{"österreichische Staatsangehörige", "schweizerische Staatsangehörige", "deutsche Staatsangehörige"})
		}
		return pick(g.r, []string{"österreichischer Staatsangehöriger", "schweizerischer Staatsangehöriger", "deutscher Staatsangehöriger"})
	}
	residence := func() string {
		if g.chance(0.8) {
			return "in " + pick(g.r, org7bLIPlaces).town
		}
		return "in " + pick(g.r, []string{"Feldkirch (AT)", "Buchs SG (CH)", "Sargans (CH)", "Dornbirn (AT)"})
	}
	type row struct {
		ein, lo       int
		who, fn, sign string
	}
	nCur := 1 + g.r.IntN(3)
	nOld := 0
	if last > 1 {
		nOld = g.r.IntN(3)
	}
	pool := drawPeople(g, nCur+nOld, "", org7bLIPeople)
	var rows []row
	var people []officer
	for i := 0; i < nCur; i++ {
		o := pool[i]
		fn := "Mitglied des Verwaltungsrates"
		if nCur > 1 && i == 0 {
			fn = "Präsident des Verwaltungsrates"
			if women[o.given] {
				fn = "Präsidentin des Verwaltungsrates"
			}
		}
		if anstalt && i == 0 && g.chance(0.5) {
			fn = "Mitglied des Verwaltungsrates (Art. 180a PGR)"
		}
		sign := "Einzelunterschrift"
		if nCur > 1 && g.chance(0.5) {
			sign = "Kollektivunterschrift zu zweien"
		}
		ein := 1
		if last > 1 && g.chance(0.4) {
			ein = 2 + g.r.IntN(last-1)
		}
		o.Role = fn
		people = append(people, o)
		rows = append(rows, row{ein: ein, who: fmt.Sprintf("%s, %s, %s, %s", o.sur, o.given, origin(o), residence()), fn: fn, sign: sign})
	}
	for i := nCur; i < nCur+nOld; i++ {
		o := pool[i]
		lo := 2 + g.r.IntN(last-1)
		rows = append(rows, row{ein: 1, lo: lo, who: fmt.Sprintf("%s, %s, %s, %s", o.sur, o.given, origin(o), residence()), fn: "Mitglied des Verwaltungsrates", sign: pick(g.r, []string{"Einzelunterschrift", "Kollektivunterschrift zu zweien"})})
	}
	g.r.Shuffle(len(rows), func(i, j int) { rows[i], rows[j] = rows[j], rows[i] })
	if !anstalt || g.chance(0.5) {
		rows = append(rows, row{ein: 1, who: pick(g.r, []string{"Grant Thornton AG, in Schaan", "ReviTrust Grant Thornton AG, in Schaan", "BDO (Liechtenstein) AG, in Vaduz", "Revisia AG, in Vaduz"}), fn: "Revisionsstelle"})
	}
	addr := office
	if trustee != "" {
		addr = append([]string{"c/o " + trustee}, office...)
	}
	auth := "Amt für Justiz"
	d := &doc{trueType: TypeOrganisationDoc, lang: "de", font: fam,
		description: "Synthetic Liechtenstein commercial register extract (Handelsregisterauszug)",
		fields: orgFields(name, nil, num, []string{strings.NewReplacer("-", "", ".", "").Replace(num)}, auth,
			[]string{"Amt für Justiz, Handelsregister", "Handelsregister", "Handelsregister des Fürstentums Liechtenstein", "Amt für Justiz des Fürstentums Liechtenstein", "Office of Justice", "Fürstentum Liechtenstein Amt für Justiz"},
			"LI", &reg, nil, office, "", typ, typAcc, persons(people))}
	d.fields["registered_office_address"] = str(joinAddr(office), KindAddress, stripMarks(joinAddr(office)), joinAddr(addr))
	d.notes = "registration_number: the FL-Nummer (its check digit is drawn, the rule being unpublished). incorporation_date: the day of entry (Eintragung; an AG or Anstalt arises on entry). registered_office_address: the Zustelladresse without the c/o line (accepted with it). significant_people: the current members of the Verwaltungsrat with their printed function; struck-through entries with a deletion number (Lö) are former members and do not count, nor does the Revisionsstelle, a firm. Names are printed surname first. The extract prints no status"
	d.page = g.newPage(210, 297, white)
	c := g.c
	grey := rgb(85, 85, 85)
	blue := rgb(0, 40, 110)
	red := rgb(200, 16, 46)
	c.rect(20, 12, 7, 4, blue)
	c.rect(20, 16, 7, 4, red)
	c.text(30, 15.5, "FÜRSTENTUM LIECHTENSTEIN", fam.bold, 9, black)
	c.text(30, 20, "Amt für Justiz · Handelsregister", fam.regular, 8.5, grey)
	c.textAlign(190, 15.5, "Handelsregisterauszug", fam.bold, 11, black, alignRight)
	c.textAlign(190, 20.5, fmt.Sprintf("Auszug vom %s, %02d:%02d Uhr", issued.Format("02.01.2006"), 8+g.r.IntN(9), g.r.IntN(60)), fam.regular, 8, grey, alignRight)
	c.line(20, 24, 190, 24, 0.5, black)
	// Head table.
	y := 32.0
	hcols := []column{{x: 22}, {x: 72}, {x: 112}, {x: 142}, {x: 166}}
	c.rect(20, y-4.5, 170, 6, rgb(230, 232, 238))
	g.tableRow(y, hcols, []string{"FL-Nummer", "Rechtsform", "Eintragung", "Löschung", "Übertrag"}, fam.bold, 8, black)
	y += 6
	g.tableRow(y, hcols, []string{num, typ, reg.Format("02.01.2006"), "", ""}, fam.regular, 9, black)
	y += 8
	// Entry blocks: Ein, Lö, then the text.
	block := func(head string, lines [][3]string) {
		c.rect(20, y-4.5, 170, 6, rgb(230, 232, 238))
		g.tableRow(y, []column{{x: 22}, {x: 31}, {x: 42}}, []string{"Ein", "Lö", head}, fam.bold, 8, black)
		y += 6
		for _, l := range lines {
			wrapped := c.wrap(l[2], fam.regular, 9, 146)
			g.tableRow(y, []column{{x: 22}, {x: 31}}, []string{l[0], l[1]}, fam.regular, 8.5, black)
			for _, w := range wrapped {
				c.text(42, y, w, fam.regular, 9, black)
				if l[1] != "" {
					c.line(42, y-1.1, 42+c.width(w, fam.regular, 9), y-1.1, 0.25, black)
				}
				y += 4.4
			}
			y += 0.8
		}
		y += 2
	}
	block("Firma", [][3]string{{"1", "", name}})
	block("Sitz", [][3]string{{"1", "", seatPl.town}})
	addrLines := [][3]string{}
	addrHead := "Zustelladresse"
	if last > 1 && g.chance(0.5) {
		oldPl := pick(g.r, org7bLIPlaces)
		ch := 2 + g.r.IntN(last-1)
		addrLines = append(addrLines, [3]string{"1", fmt.Sprint(ch), fmt.Sprintf("%s %d, %s %s", pick(g.r, oldPl.streets), 1+g.r.IntN(60), oldPl.pc, oldPl.town)})
		addrLines = append(addrLines, [3]string{fmt.Sprint(ch), "", strings.Join(addr, ", ")})
	} else {
		addrLines = append(addrLines, [3]string{"1", "", strings.Join(addr, ", ")})
	}
	block(addrHead, addrLines)
	purpose := pick(g.r, []string{
		"Erwerb, Verwaltung und Veräusserung von Beteiligungen an anderen Unternehmen sowie die Anlage und Verwaltung von Vermögen aller Art.",
		"Erwerb, Verwaltung und Verwertung von Grundstücken und Immobilien im In- und Ausland sowie alle damit zusammenhängenden Geschäfte.",
		"Handel mit Waren aller Art, insbesondere Import und Export, sowie die Erbringung von Beratungsdienstleistungen.",
		"Anlage und Verwaltung des eigenen Vermögens; die Ausübung eines nach kaufmännischer Art geführten Gewerbes ist ausgeschlossen.",
	})
	block("Zweck", [][3]string{{"1", "", purpose}})
	capLine := fmt.Sprintf("CHF %s.00, eingeteilt in %d Namenaktien zu CHF 1'000.00, voll liberiert", strings.ReplaceAll(commas(capital), ",", "'"), capital/1000)
	if anstalt {
		capLine = fmt.Sprintf("CHF %s.00 (Anstaltskapital), voll einbezahlt", strings.ReplaceAll(commas(capital), ",", "'"))
	}
	block("Kapital", [][3]string{{"1", "", capLine}})
	// Journal.
	c.rect(20, y-4.5, 170, 6, rgb(230, 232, 238))
	g.tableRow(y, []column{{x: 22}, {x: 42}, {x: 72}}, []string{"Nr.", "TR-Datum", "Tagesregister"}, fam.bold, 8, black)
	y += 6
	for _, e := range journal {
		what := "Neueintragung"
		if e.no > 1 {
			what = "Mutation"
		}
		g.tableRow(y, []column{{x: 22}, {x: 42}, {x: 72}}, []string{fmt.Sprint(e.no), e.on.Format("02.01.2006"), what}, fam.regular, 8.5, black)
		y += 4.6
	}
	y += 3
	// Persons.
	pcols := []column{{x: 22}, {x: 31}, {x: 42}, {x: 114}, {x: 153}}
	c.rect(20, y-4.5, 170, 6, rgb(230, 232, 238))
	g.tableRow(y, pcols, []string{"Ein", "Lö", "Personalangaben", "Funktion", "Zeichnungsart"}, fam.bold, 8, black)
	y += 6
	for _, r := range rows {
		who := c.wrap(r.who, fam.regular, 8.6, 70)
		fn := c.wrap(r.fn, fam.regular, 8.6, 37)
		sign := c.wrap(r.sign, fam.regular, 7.8, 35)
		lo := ""
		if r.lo > 0 {
			lo = fmt.Sprint(r.lo)
		}
		g.tableRow(y, pcols[:2], []string{fmt.Sprint(r.ein), lo}, fam.regular, 8.5, black)
		n := max(len(who), len(fn), len(sign))
		for k := 0; k < n; k++ {
			for _, cell := range []struct {
				x    float64
				ls   []string
				size float64
			}{{42, who, 8.6}, {114, fn, 8.6}, {153, sign, 7.8}} {
				if k < len(cell.ls) {
					c.text(cell.x, y, cell.ls[k], fam.regular, cell.size, black)
					if r.lo > 0 {
						c.line(cell.x, y-1.1, cell.x+c.width(cell.ls[k], fam.regular, cell.size), y-1.1, 0.25, black)
					}
				}
			}
			y += 4.2
		}
		c.line(20, y-2.6, 190, y-2.6, 0.1, rgb(200, 200, 200))
		y += 1.2
	}
	c.line(20, 280, 190, 280, 0.2, grey)
	c.text(20, 284.5, "Dieser Auszug hat nur informativen Charakter und ist ohne Beglaubigung keine öffentliche Urkunde.", fam.regular, 7, grey)
	c.textAlign(190, 288.5, "Seite 1 von 1", fam.regular, 7, grey, alignRight)
	return d
}
