package docgen

import (
	"fmt"
	"strings"
	"time"
)

// Organisation documents of the dev split: a Czech commercial register
// extract, a Portuguese certidão permanente, a Danish CVR extract and an
// Ontario corporation profile report.

func init() {
	register(
		&layout{name: "org_cz_vypis_or", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgCZVypisOR,
			source: "Czech výpis z obchodního rejstříku: registered data per zákon č. 304/2013 Sb. as summarised on mesec.cz 'Jak se zorientovat v obchodním rejstříku' and kancelar29.cz/obchodni-rejstrik; registry courts per pravopiscesky.cz 'Obchodní rejstřík'; IČO of eight digits with a modulo-11 check digit per cs.wikipedia.org 'Identifikační číslo osoby' and inisoft.cz kontrola 13"},
		&layout{name: "org_pt_certidao_permanente", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgPTCertidao, formats: pdfOnly,
			source: "Portuguese certidão permanente do registo comercial: access code 9999-9999-9999 and contents per registo.justica.gov.pt 'Request permanent certificate', ana-macao-kw.pt and blog.florestaimobiliaria.pt; NIPC of nine digits, first digit 5 for companies, last a check digit, per santander.pt/salto/nipc and pt.wikipedia 'Número de identificação fiscal'"},
		&layout{name: "org_dk_cvr_udskrift", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgDKCVR,
			source: "Danish CVR extract (virk.dk print and CVR Erhvervsudtog): contents per erhvervsstyrelsen.dk 'Hvad er CVR', e-justice.europa.eu business registers (Denmark) and topograph.co 'CVR Erhvervsudtog'; CVR-nummer modulus 11 with weights 2 7 6 5 4 3 2 per erhvervsstyrelsen.dk/modulus_11"},
		&layout{name: "org_ca_corporation_profile", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgCAProfile, formats: pdfOnly,
			source: "Ontario Corporation Profile Report: Ontario Corporation Number, date of incorporation or amalgamation (year/month/day) and directors/officers per ontario.ca Form 1 guide 'Guide for Changing Information for a Director/Officer' (Corporations Information Act); Ontario Business Registry since October 2021 per grigoraslaw.com"},
	)
}

// czCourt is a Czech registry court in the cases its name is printed in,
// with the town of its seat, postcodes, districts and streets.
type czCourt struct {
	nominative, instrumental, genitive string
	city, pc                           string
	districts, streets                 []string
}

var czCourts = []czCourt{
	{"Městský soud v Praze", "Městským soudem v Praze", "Městského soudu v Praze", "Praha", "1#0 00",
		[]string{"Nové Město", "Vinohrady", "Nusle", "Karlín", "Smíchov"}, []string{"Vodičkova", "Na Poříčí", "Jugoslávská", "Na Pankráci", "Thámova", "Plzeňská"}},
	{"Krajský soud v Brně", "Krajským soudem v Brně", "Krajského soudu v Brně", "Brno", "602 00",
		[]string{"Veveří", "Zábrdovice", "Trnitá"}, []string{"Masarykova", "Kounicova", "Cejl", "Křenová"}},
	{"Krajský soud v Ostravě", "Krajským soudem v Ostravě", "Krajského soudu v Ostravě", "Ostrava", "702 00",
		[]string{"Moravská Ostrava", "Přívoz"}, []string{"Nádražní", "Českobratrská", "Sokolská třída"}},
	{"Krajský soud v Plzni", "Krajským soudem v Plzni", "Krajského soudu v Plzni", "Plzeň", "301 00",
		[]string{"Jižní Předměstí", "Východní Předměstí"}, []string{"Americká", "Klatovská třída", "Sady Pětatřicátníků"}},
	{"Krajský soud v Hradci Králové", "Krajským soudem v Hradci Králové", "Krajského soudu v Hradci Králové", "Hradec Králové", "500 02",
		[]string{"Pražské Předměstí"}, []string{"Gočárova třída", "Pražská třída", "Dukelská třída"}},
}

// czAddress draws an address of ct's town as justice.cz prints it:
// street with its descriptive and orientation numbers, the district when
// shown, then postcode and town (Prague with its district number).
func (g *gen) czAddress(ct czCourt, district bool) []string {
	l := []string{fmt.Sprintf("%s %d/%d", pick(g.r, ct.streets), 100+g.r.IntN(2800), 1+g.r.IntN(60))}
	if district {
		l = append(l, pick(g.r, ct.districts))
	}
	town := ct.city
	pc := ct.pc
	if ct.city == "Praha" {
		n := 1 + g.r.IntN(9)
		pc = strings.Replace(pc, "#", fmt.Sprint(n), 1)
		town = fmt.Sprintf("Praha %d", n)
	}
	return append(l, pc+" "+town)
}

// spacedCZK prints an amount in crowns as the register does: 200 000,- Kč.
func spacedCZK(n int) string { return spaced(n) + ",- Kč" }

// orgCZVypisOR imitates a Czech výpis z obchodního rejstříku as the
// justice.cz public register prints it, the full or the current extract:
// the heading names the court in the instrumental and the section and
// insert (oddíl C, vložka …), then a two-column list of labels and values —
// datum vzniku a zápisu, spisová značka, obchodní firma, sídlo, the IČO in
// groups of 3-2-3, právní forma, předmět podnikání, the statutory body
// (jednatel, or the představenstvo of an a.s.) with each member's birth
// date, residence and day the office began, the společníci of an s.r.o.
// with their contributions, and the registered capital. Dates are long
// with Czech month names in the genitive (12. března 2015) or numeric.
// The time the data were valid and the page number run along the foot.
func (g *gen) orgCZVypisOR() *doc {
	fam := g.family()
	ct := pick(g.r, czCourts)
	as := g.chance(0.25)
	full := g.chance(0.4)
	numeric := g.chance(0.25)
	date := func(t time.Time) string {
		if numeric {
			return fmtDate(t, dsDots, "cs")
		}
		return longDateCS(t)
	}
	inc := g.incDate()
	ico := g.czICO()
	icoShown := ico[:3] + " " + ico[3:5] + " " + ico[5:]
	section, insert := "C", 10000+g.r.IntN(290000)
	form, typ := pick(g.r, []string{"s.r.o.", "s.r.o.", "spol. s r.o."}), "Společnost s ručením omezeným"
	if as {
		section, insert = "B", 1000+g.r.IntN(25000)
		form, typ = "a.s.", "Akciová společnost"
	}
	stem := pick(g.r, []string{"Vltavská stavební", "Šumavské pily", "Moravia Software", "Pivovar U Křížků", "Krkonošská doprava", "Žďárská strojírna", "Jihočeské mlékárny"})
	name := stem + " " + form
	office := g.czAddress(ct, g.chance(0.6))
	spis := fmt.Sprintf("%s %d vedená u %s", section, insert, ct.genitive)

	nd, ns := 1+g.r.IntN(2), 1+g.r.IntN(2)
	role := "jednatel"
	if as {
		nd, ns, role = 3, 0, "člen představenstva"
	}
	people := drawPeople(g, nd+ns, role, czMen, czWomen)
	for i := range people[nd:] {
		people[nd+i].Role = "společník"
	}
	if as {
		people[0].Role = "předseda představenstva"
	}
	type member struct {
		o     officer
		born  time.Time
		home  []string
		since time.Time
	}
	var members []member
	for _, o := range people {
		home := g.czAddress(pick(g.r, czCourts), g.chance(0.5))
		o.Address = ptr(joinAddr(home))
		since := inc
		if g.chance(0.3) {
			since = randDate(g.r, inc, g.today.AddDate(0, -1, 0))
		}
		members = append(members, member{o, randDate(g.r, day(1950, 1, 1), day(1997, 12, 31)), home, since})
	}
	var truthPeople []Person
	for _, m := range members {
		truthPeople = append(truthPeople, m.o.Person)
	}
	d := &doc{trueType: TypeOrganisationDoc, lang: "cs", font: fam,
		description: "Synthetic Czech výpis z obchodního rejstříku",
		fields: orgFields(name, nil, ico, []string{icoShown, "CZ" + ico}, ct.nominative,
			[]string{ct.instrumental, ct.genitive, "Obchodní rejstřík", "Veřejný rejstřík", "Obchodní rejstřík vedený " + ct.instrumental, "Ministerstvo spravedlnosti ČR"},
			"CZ", &inc, nil, office, "", typ, []string{form, "s.r.o.", "a.s."}, truthPeople)}
	d.notes = "incorporation_date: datum vzniku a zápisu (a company arises on registration). significant_people: the statutory body and the shareholders of an s.r.o., with their residences"
	d.page = g.newPage(210, 297, white)
	c := g.c
	grey := rgb(90, 90, 90)
	title := "Výpis"
	if full {
		title = "Úplný výpis"
	}
	heading := []string{title + " z obchodního rejstříku, vedeného", ct.instrumental, fmt.Sprintf("oddíl %s, vložka %d", section, insert)}
	if g.chance(0.5) {
		for i, l := range heading {
			c.textAlign(105, 20+float64(i)*5.6, l, fam.bold, 11.5, black, alignCenter)
		}
	} else {
		c.lines(20, 20, heading, fam.bold, 11.5, 5.6, black)
	}
	c.line(20, 38, 190, 38, 0.3, black)
	const labelX, valueX = 20.0, 72.0
	f := &pageFlow{g: g, d: d, y: 47, top: 22, bottom: 272}
	row := func(label string, lines ...string) {
		f.need(float64(len(lines)) * 4.8)
		c := g.c
		c.text(labelX, f.y, label, fam.regular, 9, grey)
		f.y = c.lines(valueX, f.y, lines, fam.regular, 9.5, 4.8, black) + 2.6
	}
	row("Datum vzniku a zápisu:", date(inc))
	row("Spisová značka:", spis)
	row("Obchodní firma:", name)
	row("Sídlo:", joinAddr(office))
	row("Identifikační číslo:", icoShown)
	row("Právní forma:", typ)
	row("Předmět podnikání:", pick(g.r, [][]string{
		{"výroba, obchod a služby neuvedené v přílohách 1 až 3", "živnostenského zákona"},
		{"provádění staveb, jejich změn a odstraňování"},
		{"poskytování software, poradenství v oblasti informačních", "technologií"},
		{"silniční motorová doprava - nákladní provozovaná vozidly", "o největší povolené hmotnosti nad 3,5 tuny"},
	})...)
	person := func(head string, m member, tail ...string) {
		shown := m.o.given + " " + m.o.sur
		if g.chance(0.4) {
			shown = strings.ToUpper(shown)
		}
		if g.chance(0.3) {
			shown = pick(g.r, []string{"Ing. ", "Mgr. ", "JUDr. ", "Bc. "}) + shown
		}
		lines := append([]string{shown + ", dat. nar. " + date(m.born), joinAddr(m.home)}, tail...)
		f.need(float64(len(lines)+1) * 4.6)
		c := g.c
		c.text(valueX, f.y, head, fam.regular, 9, grey)
		f.y = c.lines(valueX+4, f.y+4.6, lines, fam.regular, 9.5, 4.6, black) + 2
	}
	f.need(10)
	g.c.text(labelX, f.y, "Statutární orgán:", fam.regular, 9, grey)
	if as {
		g.c.text(valueX, f.y, "Představenstvo", fam.bold, 9.5, black)
		f.y += 5.5
	}
	for _, m := range members[:nd] {
		person(m.o.Role+":", m, "Den vzniku funkce: "+date(m.since), "Den vzniku členství: "+date(m.since))
	}
	how := "Za společnost jedná jednatel samostatně."
	if as {
		how = "Za společnost jednají vždy dva členové představenstva společně."
	} else if nd > 1 {
		how = pick(g.r, []string{"Každý jednatel zastupuje společnost samostatně.", "Jednatelé zastupují společnost společně."})
	}
	row("Počet členů:", fmt.Sprint(nd))
	row("Způsob jednání:", how)
	capital := max(ns, 1) * pick(g.r, []int{1, 1000, 100000, 100000})
	if as {
		capital = pick(g.r, []int{2000000, 5000000})
	}
	if ns > 0 {
		f.need(10)
		g.c.text(labelX, f.y, "Společníci:", fam.regular, 9, grey)
		share := capital / ns
		for _, m := range members[nd:] {
			person("Společník:", m, fmt.Sprintf("Podíl: Vklad: %s, Splaceno: 100 %%, Obchodní podíl: %d %%", spacedCZK(share), 100/ns))
		}
	}
	if as {
		row("Akcie:", fmt.Sprintf("%d ks kmenové akcie na jméno v listinné podobě", capital/100000), "ve jmenovité hodnotě 100 000,- Kč")
	}
	row("Základní kapitál:", spacedCZK(capital), "Splaceno: 100 %")
	if full {
		row("Ostatní skutečnosti:", "Společnost se podřídila zákonu jako celku postupem", "podle § 777 odst. 5 zákona o obchodních korporacích.")
	}
	valid := g.today.AddDate(0, 0, -g.r.IntN(3))
	stamp := fmt.Sprintf("Údaje platné ke dni: %s %02d:%02d", longDateCS(valid), 3+g.r.IntN(4), g.r.IntN(60))
	f.footers(func(n, of int) {
		c := g.c
		c.line(20, 280, 190, 280, 0.2, grey)
		c.text(20, 285, stamp, fam.regular, 7.5, grey)
		c.textAlign(190, 285, fmt.Sprintf("%d/%d", n, of), fam.regular, 7.5, grey, alignRight)
	})
	return d
}

// ptRegistryTowns are Portuguese towns with postcode patterns, streets and the
// name of their commercial registry office.
var ptRegistryTowns = []struct {
	pc, city, conservatoria string
	streets                 []string
}{
	{"1250-9##", "Lisboa", "Conservatória do Registo Comercial de Lisboa", []string{"Avenida da Liberdade", "Rua Castilho", "Avenida Almirante Reis"}},
	{"4000-4##", "Porto", "Conservatória do Registo Comercial do Porto", []string{"Rua de Santa Catarina", "Avenida dos Aliados", "Rua do Almada"}},
	{"3000-1##", "Coimbra", "Conservatória do Registo Comercial de Coimbra", []string{"Rua Ferreira Borges", "Avenida Fernão de Magalhães"}},
	{"4700-4##", "Braga", "Conservatória do Registo Comercial de Braga", []string{"Avenida Central", "Rua do Souto"}},
	{"8000-2##", "Faro", "Conservatória do Registo Comercial de Faro", []string{"Rua de Santo António", "Avenida 5 de Outubro"}},
}

// orgPTCertidao imitates a Portuguese certidão permanente of the registo
// comercial as the justice portal shows it for an access code: the code
// and the subscription and validity dates at the head, then the
// matrícula (NIPC, firma, natureza jurídica, sede, objeto, capital, CAE)
// and the inscrições, each opened by its apresentação number and date
// (AP. 12/20150312): the contract of the company with its shareholders and
// quotas and the management designated, later changes of seat or
// management, deposits of accounts and capital increases, which run
// longer certidões onto a second page. Dates in the text are ISO or
// day-first with dashes; the conservatória is named in the heading or
// under the first inscrição.
func (g *gen) orgPTCertidao() *doc {
	fam := g.family()
	if g.chance(0.4) {
		fam = pick(g.r, monoFamilies)
	}
	dateStyle := pick(g.r, []dateStyle{dsISO, dsDash})
	date := func(t time.Time) string { return fmtDate(t, dateStyle, "pt") }
	pl := pick(g.r, ptRegistryTowns)
	sa := g.chance(0.25)
	uni := !sa && g.chance(0.35)
	stem := pick(g.r, []string{"Azulejaria Ribeirinha", "Vinhos do Alto Douro", "Tecelagem São Bento", "Conservas Atlântico", "Mármores de Estremoz", "Padaria Flor de Sal", "Soluções Informáticas Tejo"})
	name, typ, organ, role := stem+", Lda.", "Sociedade por quotas", "GERÊNCIA", "Gerente"
	switch {
	case sa:
		name, typ, organ, role = stem+", S.A.", "Sociedade anónima", "CONSELHO DE ADMINISTRAÇÃO", "Administrador"
	case uni:
		name, typ = stem+", Unipessoal Lda.", "Sociedade unipessoal por quotas"
	}
	nipc := g.ptNIPC(5)
	inc := g.incDate()
	pc := g.fill(strings.ReplaceAll(pl.pc, "#", "9"))
	office := []string{fmt.Sprintf("%s, n.º %d", pick(g.r, pl.streets), 1+g.r.IntN(400)), pc + " " + pl.city}
	if g.chance(0.4) {
		office[0] += pick(g.r, []string{", 1.º Esq.", ", 2.º Dto.", ", R/C", ", 3.º"})
	}
	nm, nq := 1+g.r.IntN(2), 1+g.r.IntN(2)
	if sa {
		nm, nq = 3, 0
	}
	if uni {
		nq = 1
	}
	all := ptPeople.draw(g, nm+nq, role)
	managers, partners := all[:nm], all[nm:]
	for i := range partners {
		partners[i].Role = "Sócio"
	}
	if sa {
		managers[0].Role = "Presidente do Conselho de Administração"
	}
	d := &doc{trueType: TypeOrganisationDoc, lang: "pt", font: fam,
		description: "Synthetic Portuguese certidão permanente do registo comercial",
		fields: orgFields(name, nil, nipc, []string{"PT" + nipc, nipc[:3] + " " + nipc[3:6] + " " + nipc[6:]}, pl.conservatoria,
			[]string{"Registo Comercial", "Conservatória do Registo Comercial", "Instituto dos Registos e do Notariado", "IRN", "Certidão Permanente"},
			"PT", &inc, nil, office, "", typ, []string{strings.ToUpper(typ), "Lda.", "S.A."}, persons(all))}
	d.notes = "incorporation_date: the day the contract of the company was registered (Insc. 1; a company has legal personality from registration). significant_people: the management designated and the shareholders of a sociedade por quotas"
	d.page = g.newPage(210, 297, white)
	c := g.c
	blue := rgb(0, 70, 130)
	code := g.fill("9999-9999-9999")
	subscribed := randDate(g.r, g.today.AddDate(0, -10, 0), g.today.AddDate(0, 0, -2))
	c.text(20, 18, "REPÚBLICA PORTUGUESA", fam.bold, 8.5, blue)
	c.text(20, 22.5, "JUSTIÇA", fam.regular, 8, blue)
	c.textAlign(190, 18, "Certidão Permanente", fam.bold, 13, black, alignRight)
	c.textAlign(190, 24, "Código de acesso: "+code, fam.regular, 9, black, alignRight)
	c.text(20, 33, "Data da subscrição: "+date(subscribed), fam.regular, 8.5, black)
	c.textAlign(190, 33, "Válida até: "+date(subscribed.AddDate(1, 0, 0)), fam.regular, 8.5, black, alignRight)
	headAuth := g.chance(0.5)
	if headAuth {
		c.textAlign(105, 41, pl.conservatoria, fam.bold, 10, black, alignCenter)
	}
	c.line(20, 44, 190, 44, 0.4, blue)
	f := &pageFlow{g: g, d: d, y: 53, top: 22, bottom: 274}
	band := func(t string) {
		f.need(14)
		g.c.rect(20, f.y-4.6, 170, 6.5, rgb(225, 232, 240))
		g.c.text(22, f.y, t, fam.bold, 9.5, blue)
		f.y += 8
	}
	kv := func(label, value string, x float64) {
		lines := g.c.wrap(value, fam.regular, 9, 185-x-40)
		f.need(float64(len(lines)) * 4.4)
		g.c.text(x, f.y, label, fam.bold, 8.5, black)
		f.y = g.c.lines(x+40, f.y, lines, fam.regular, 9, 4.4, black) + 1.6
	}
	objeto := pick(g.r, []string{
		"Fabrico e comércio de azulejos e outros produtos cerâmicos, importação e exportação.",
		"Produção e comercialização de vinhos e outras bebidas alcoólicas; enoturismo.",
		"Consultoria e programação informática, desenvolvimento de software e atividades conexas.",
		"Panificação, pastelaria e comércio a retalho de produtos alimentares.",
	})
	capital := pick(g.r, []int{1000, 5000, 5000, 50000})
	if sa {
		capital = pick(g.r, []int{50000, 100000, 250000})
	}
	capitalShown := amount(float64(capital), mEU) + " Euros"
	band("MATRÍCULA")
	kv("Matrícula/NIPC:", nipc, 22)
	kv("Firma:", name, 22)
	kv("Natureza jurídica:", strings.ToUpper(typ), 22)
	kv("Sede:", joinAddr(office), 22)
	kv("Objeto:", objeto, 22)
	kv("Capital:", capitalShown, 22)
	kv("CAE Principal:", g.fill("99999-R3"), 22)
	if g.chance(0.6) {
		kv("Forma de obrigar:", pick(g.r, []string{"Com a intervenção de um gerente.", "Com a assinatura de dois gerentes.", "Com a assinatura de dois administradores."}), 22)
	}
	f.y += 3
	band("INSCRIÇÕES - AVERBAMENTOS - ANOTAÇÕES")
	entry := func(n int, ap int, on time.Time, what string) {
		lines := g.c.wrap(fmt.Sprintf("Insc.%d AP. %d/%s - %s", n, ap, on.Format("20060102"), what), fam.bold, 8.5, 166)
		f.need(10 + 4.2*float64(len(lines)))
		f.y = g.c.lines(22, f.y, lines, fam.bold, 8.5, 4.2, black) + 1.3
	}
	entry(1, 1+g.r.IntN(40), inc, "CONTRATO DE SOCIEDADE E DESIGNAÇÃO DE MEMBRO(S) DE ÓRGÃO(S) SOCIAL(AIS)")
	kv("FIRMA:", name, 26)
	kv("NIPC:", nipc, 26)
	kv("NATUREZA JURÍDICA:", strings.ToUpper(typ), 26)
	kv("SEDE:", joinAddr(office), 26)
	kv("CAPITAL:", capitalShown, 26)
	kv("DATA DO REGISTO:", date(inc), 26)
	for _, p := range partners {
		quota := amount(float64(capital/len(partners)), mEU) + " Euros"
		kv("SÓCIOS E QUOTAS:", fmt.Sprintf("QUOTA: %s; TITULAR: %s, NIF %s, residência: %s", quota, p.Name, g.ptNIPC(1+g.r.IntN(2)), joinAddr(g.ptHome())), 26)
	}
	for _, m := range managers {
		kv(organ+":", fmt.Sprintf("%s, NIF %s, residência: %s", m.Name, g.ptNIPC(1+g.r.IntN(2)), joinAddr(g.ptHome())), 26)
	}
	if sa {
		kv("PRESIDENTE:", managers[0].Name, 26)
	}
	kv("MANDATO:", pick(g.r, []string{"Até ser deliberada a sua destituição", "Quadriénio 2024-2027", "Triénio 2025-2027"}), 26)
	if !headAuth {
		kv("", pl.conservatoria, 26)
	}
	g.signature(140, f.y+4, 35, rgb(20, 40, 120))
	f.y += 8
	// later inscrições, one after the other, run the certidão onto more pages
	on, last := inc, 1+g.r.IntN(7)
	for n := 2; n <= last; n++ {
		on = randDate(g.r, on.AddDate(0, 2, 0), on.AddDate(1, 6, 0))
		if on.After(g.today.AddDate(0, 0, -10)) {
			break
		}
		entry(n, 1+g.r.IntN(90), on, pick(g.r, []string{"DEPÓSITO DA PRESTAÇÃO DE CONTAS", "ALTERAÇÃO AO CONTRATO DE SOCIEDADE", "RECONDUÇÃO DE MEMBRO(S) DE ÓRGÃO(S) SOCIAL(AIS)", "AUMENTO DE CAPITAL"}))
		kv("DATA:", date(on), 26)
		if g.chance(0.5) {
			kv("OBSERVAÇÕES:", pick(g.r, []string{"Registo efetuado por via eletrónica.", "Pedido online n.º " + g.fill("9999/9999"), "Documentos arquivados na pasta eletrónica."}), 26)
		}
		kv("", "Conservatória do Registo Comercial Privativa - Ofício "+fmt.Sprint(1+g.r.IntN(3)), 26)
		f.y += 3
	}
	f.footers(func(n, of int) {
		c := g.c
		c.line(20, 282, 190, 282, 0.2, blue)
		c.text(20, 287, "Certidão Permanente - Código de acesso "+code, fam.regular, 7, rgb(90, 90, 90))
		c.textAlign(190, 287, fmt.Sprintf("Página %d de %d", n, of), fam.regular, 7, rgb(90, 90, 90), alignRight)
	})
	return d
}

// ptHome draws a residence in Portugal as a certidão prints it.
func (g *gen) ptHome() []string {
	pl := pick(g.r, ptRegistryTowns)
	return []string{fmt.Sprintf("%s, n.º %d", pick(g.r, pl.streets), 1+g.r.IntN(300)), g.fill(strings.ReplaceAll(pl.pc, "#", "9")) + " " + pl.city}
}

// dkPlaces are Danish towns with postcodes, municipality and streets.
var dkPlaces = []struct {
	pc, city, kommune string
	streets           []string
}{
	{"1620", "København V", "København", []string{"Vesterbrogade", "Istedgade", "Gammel Kongevej"}},
	{"8000", "Aarhus C", "Aarhus", []string{"Søndergade", "Åboulevarden", "Frederiksgade"}},
	{"5000", "Odense C", "Odense", []string{"Vestergade", "Kongensgade", "Overgade"}},
	{"9000", "Aalborg", "Aalborg", []string{"Boulevarden", "Jomfru Ane Gade", "Vesterbro"}},
	{"2900", "Hellerup", "Gentofte", []string{"Strandvejen", "Tuborg Boulevard", "Hellerupvej"}},
}

// dkAddress draws a Danish address: street, number and floor, then
// postcode and town.
func (g *gen) dkAddress() ([]string, string) {
	pl := pick(g.r, dkPlaces)
	st := fmt.Sprintf("%s %d", pick(g.r, pl.streets), 1+g.r.IntN(140))
	if g.chance(0.4) {
		st += pick(g.r, []string{", 1. tv.", ", 2. th.", ", st.", ", 3."})
	}
	return []string{st, pl.pc + " " + pl.city}, pl.kommune
}

// orgDKCVR imitates a Danish register extract of an ApS or A/S, either
// the virk.dk company page printed in Danish or the CVR Erhvervsudtog
// with English labels and a Danish registration history: the name as
// heading, the CVR-nummer, address, postcode and town, start date,
// virksomhedsform, advertising protection and status "Normal", then the
// extended data (municipality, industry code, purpose, registered
// capital), the management (direktion, bestyrelse with its chair), the
// beneficial owners with their shares, and the registration history. Dates are dd.mm.yyyy or, on the Danish print, sometimes
// long (12. marts 2015).
func (g *gen) orgDKCVR() *doc {
	fam := pick(g.r, []family{families[0], families[2], families[4]})
	en := g.chance(0.4)
	tr := func(da, e string) string {
		if en {
			return e
		}
		return da
	}
	long := !en && g.chance(0.35)
	date := func(t time.Time) string {
		if long {
			return longDateDA(t)
		}
		return fmtDate(t, dsDots, "da")
	}
	as := g.chance(0.3)
	form, typ := "ApS", "Anpartsselskab"
	if as {
		form, typ = "A/S", "Aktieselskab"
	}
	stem := pick(g.r, []string{"Fjordlys", "Nørrebro Kaffebrænderi", "Skagen Fiskeeksport", "Østjysk Tømrerforretning", "Bølgen Software", "Lærkehøj Økologi"})
	name := stem + " " + form
	cvr := g.dkCVR()
	start := g.incDate()
	office, kommune := g.dkAddress()
	nDir, nBoard, nOwners := 1, 0, 1+g.r.IntN(2)
	if as || g.chance(0.3) {
		nBoard = 3
	}
	all := dkPeople.draw(g, nDir+nBoard+nOwners, "Direktør")
	board := all[nDir : nDir+nBoard]
	for i := range board {
		board[i].Role = "Bestyrelsesmedlem"
		if i == 0 {
			board[i].Role = "Formand"
		}
	}
	owners := all[nDir+nBoard:]
	for i := range owners {
		owners[i].Role = "Reel ejer"
	}
	status := "Normal"
	d := &doc{trueType: TypeOrganisationDoc, lang: tr("da", "en"), font: fam,
		description: "Synthetic Danish CVR register extract",
		fields: orgFields(name, nil, cvr, []string{"DK" + cvr, "DK-" + cvr, cvr[:2] + " " + cvr[2:4] + " " + cvr[4:6] + " " + cvr[6:]}, "Erhvervsstyrelsen",
			[]string{"Danish Business Authority", "Det Centrale Virksomhedsregister", "CVR", "CVR på Virk", "virk.dk"},
			"DK", &start, nil, office, status, typ, []string{form, typ + " (" + form + ")", "Private limited company", "Public limited company"}, persons(all))}
	d.fields["organisation_status"] = str(status, KindText, "Active", "Aktiv")
	d.notes = "incorporation_date: the start date (Startdato). significant_people: direktion, bestyrelse and the beneficial owners (reelle ejere)"
	d.page = g.newPage(210, 297, white)
	c := g.c
	navy := rgb(20, 45, 80)
	printed := g.today.AddDate(0, 0, -g.r.IntN(5))
	logoRight := g.chance(0.5)
	lx, la := 20.0, alignLeft
	tx, ta := 190.0, alignRight
	if logoRight {
		lx, la, tx, ta = 190, alignRight, 20, alignLeft
	}
	c.textAlign(lx, 17, "Erhvervsstyrelsen", fam.bold, 12, navy, la)
	c.textAlign(lx, 22, tr("Det Centrale Virksomhedsregister", "Danish Business Authority"), fam.regular, 8, navy, la)
	c.textAlign(tx, 17, tr("Udskrift fra CVR", "CVR Erhvervsudtog"), fam.bold, 10, black, ta)
	c.textAlign(tx, 22, tr("Udskrevet ", "Extract date: ")+fmtDate(printed, dsDots, "da")+fmt.Sprintf(" %02d:%02d", 8+g.r.IntN(10), g.r.IntN(60)), fam.regular, 8, black, ta)
	c.line(20, 26, 190, 26, 0.4, navy)
	c.text(20, 37, name, fam.bold, 16, black)
	f := &pageFlow{g: g, d: d, y: 48, top: 22, bottom: 272}
	head := func(t string) {
		f.need(14)
		g.c.text(20, f.y, t, fam.bold, 11, navy)
		g.c.line(20, f.y+1.6, 190, f.y+1.6, 0.2, rgb(180, 190, 205))
		f.y += 7
	}
	row := func(label, value string) {
		lines := strings.Split(value, "\n")
		f.need(float64(len(lines)) * 4.6)
		g.c.text(22, f.y, label, fam.bold, 8.8, black)
		f.y = g.c.lines(78, f.y, lines, fam.regular, 9.2, 4.6, black) + 1.6
	}
	head(tr("Stamoplysninger", "Company information"))
	row(tr("CVR-nummer", "CVR number"), cvr)
	row(tr("Adresse", "Address"), office[0])
	row(tr("Postnr. og by", "Postal code and city"), office[1])
	row(tr("Startdato", "Start date"), date(start))
	row(tr("Virksomhedsform", "Business type"), typ)
	row(tr("Reklamebeskyttelse", "Advertising protection"), tr(pick(g.r, []string{"Nej", "Ja"}), pick(g.r, []string{"No", "Yes"})))
	row("Status", status)
	f.y += 3
	head(tr("Udvidede virksomhedsoplysninger", "Expanded business information"))
	row(tr("Kommune", "Municipality"), kommune)
	row(tr("Branchekode", "Industry code"), pick(g.r, []string{"620100 Computerprogrammering", "561010 Restauranter", "412000 Opførelse af bygninger", "463900 Ikke-specialiseret engroshandel med fødevarer"}))
	row(tr("Formål", "Purpose"), tr("At drive handel, industri og dermed beslægtet virksomhed.", "To carry on trade, industry and related business."))
	capital := pick(g.r, []int{40000, 50000, 125000})
	if as {
		capital = pick(g.r, []int{400000, 500000, 1000000})
	}
	row(tr("Registreret kapital", "Registered capital"), amount(float64(capital), mEU)+" DKK")
	row(tr("Tegningsregel", "Rule of signature"), tr("Selskabet tegnes af en direktør alene eller af\nden samlede bestyrelse.", "The company is bound by a managing director alone\nor by the entire board of directors."))
	f.y += 3
	head(tr("Ledelse", "Management"))
	member := func(label string, o officer, since time.Time) {
		home, _ := g.dkAddress()
		f.need(9)
		g.c.text(22, f.y, label, fam.bold, 8.8, black)
		g.c.text(78, f.y, o.Name, fam.bold, 9.2, black)
		g.c.textAlign(190, f.y, tr("Tiltrådt ", "Joined ")+date(since), fam.regular, 8.6, black, alignRight)
		g.c.text(78, f.y+4.4, joinAddr(home), fam.regular, 8.6, black)
		f.y += 10
	}
	member(tr("Direktion", "Executive board"), all[0], start)
	for i, o := range board {
		label := ""
		if i == 0 {
			label = tr("Bestyrelse", "Board of directors")
		}
		shown := o
		if i == 0 {
			shown.Name = o.Name + tr(" (Formand)", " (Chairman)")
		}
		member(label, shown, randDate(g.r, start, g.today.AddDate(0, -2, 0)))
	}
	f.y += 3
	head(tr("Ejeroplysninger", "Ownership"))
	bands := []string{"100%"}
	if len(owners) == 2 {
		bands = pick(g.r, [][]string{{"50-66,66%", "33,34-49,99%"}, {"50%", "50%"}})
	}
	for i, o := range owners {
		label := ""
		if i == 0 {
			label = tr("Reelle ejere", "Beneficial owners")
		}
		home, _ := g.dkAddress()
		f.need(9)
		g.c.text(22, f.y, label, fam.bold, 8.8, black)
		g.c.text(78, f.y, o.Name, fam.bold, 9.2, black)
		g.c.textAlign(190, f.y, tr("Ejerandel ", "Ownership ")+bands[i], fam.regular, 8.6, black, alignRight)
		g.c.text(78, f.y+4.4, joinAddr(home), fam.regular, 8.6, black)
		f.y += 10
	}
	f.y += 3
	head(tr("Registreringshistorik", "Registration history"))
	hist := []string{date(start) + "  Nyregistrering"}
	if g.chance(0.6) {
		hist = append(hist, date(randDate(g.r, start.AddDate(0, 3, 0), g.today.AddDate(0, -1, 0)))+"  "+pick(g.r, []string{"Ændring af ledelse", "Ændring af adresse", "Offentliggørelse af årsrapport"}))
	}
	for _, h := range hist {
		f.need(5)
		g.c.text(22, f.y, h, fam.regular, 8.6, black)
		f.y += 4.6
	}
	f.footers(func(n, of int) {
		c := g.c
		c.line(20, 282, 190, 282, 0.2, navy)
		c.text(20, 287, tr("Data stammer fra Det Centrale Virksomhedsregister (CVR).", "Data originates from the Central Business Register (CVR)."), fam.regular, 7, rgb(90, 90, 90))
		c.textAlign(190, 287, fmt.Sprintf(tr("Side %d af %d", "Page %d of %d"), n, of), fam.regular, 7, rgb(90, 90, 90), alignRight)
	})
	return d
}

// onPlaces are Ontario towns with postcode patterns and streets.
var onPlaces = []struct {
	city, pc string
	streets  []string
}{
	{"Toronto", "M5V 9A9", []string{"King Street West", "Spadina Avenue", "Front Street West"}},
	{"Toronto", "M4W 9A9", []string{"Bloor Street East", "Yonge Street", "Church Street"}},
	{"Ottawa", "K1P 9A9", []string{"Sparks Street", "Queen Street", "Metcalfe Street"}},
	{"Mississauga", "L5B 9A9", []string{"Hurontario Street", "City Centre Drive", "Burnhamthorpe Road West"}},
	{"London", "N6A 9A9", []string{"Dundas Street", "Richmond Street", "Talbot Street"}},
	{"Hamilton", "L8P 9A9", []string{"King Street East", "James Street North", "Main Street West"}},
}

// onAddress draws an Ontario address: street with unit, then town,
// province and postcode, and the country.
func (g *gen) onAddress(upper bool) []string {
	pl := pick(g.r, onPlaces)
	st := fmt.Sprintf("%d %s", 1+g.r.IntN(900), pick(g.r, pl.streets))
	if g.chance(0.4) {
		st += fmt.Sprintf(", Suite %d", 100+g.r.IntN(3800))
	}
	pc := caNoLetters.Replace(g.fill(pl.pc))
	l := []string{st, pl.city + " Ontario " + pc, "Canada"}
	if upper {
		for i := range l {
			l[i] = strings.ToUpper(l[i])
		}
	}
	return l
}

// orgCAProfile imitates an Ontario Corporation Profile Report in one of
// two generations: the Ontario Business Registry report (mixed case,
// "Ontario Corporation Number", dates as "March 15, 2019", the active
// directors and officers each with address and date began, and "Certified
// a true copy of the record of the Ministry" signed by the Director), or
// the older ONBIS printout in capitals on a typewriter face with
// request and transaction numbers, dates as 2019/03/15 and the
// administrators listed with designation and officer type. An amalgamated
// corporation shows its date of amalgamation instead of incorporation.
func (g *gen) orgCAProfile() *doc {
	legacy := g.chance(0.4)
	fam := g.family()
	if legacy {
		fam = pick(g.r, monoFamilies)
	}
	up := func(s string) string {
		if legacy {
			return strings.ToUpper(s)
		}
		return s
	}
	date := func(t time.Time) string {
		if legacy {
			return t.Format("2006/01/02")
		}
		return fmtDate(t, dsLong, "en-US")
	}
	inc := g.incDate()
	if legacy {
		inc = randDate(g.r, g.today.AddDate(-25, 0, 0), day(2021, 9, 30))
	}
	amalgamated := g.chance(0.2)
	ocn := fmt.Sprint(1000000 + g.r.IntN(1600000))
	if inc.After(day(2021, 10, 19)) {
		ocn = "1000" + g.fill("999999")
	}
	stem := pick(g.r, append(newStems["en"], "Lakeshore Millwork", "Muskoka Outfitters", "Rideau Analytics", "Niagara Cold Storage"))
	name := up(stem + pick(g.r, []string{" Inc.", " Ltd.", " Corp.", " Limited"}))
	typ := up("Ontario Business Corporation")
	typAccept := []string{"ONTARIO BUSINESS CORP.", "Ontario Business Corporation", "Business Corporation"}
	if legacy {
		typ = "ONTARIO BUSINESS CORP."
	}
	status := up("Active")
	office := g.onAddress(legacy)
	nd, no := 1+g.r.IntN(3), 1+g.r.IntN(2)
	all := onNames.draw(g, nd+no, "Director")
	officerRoles := []string{"President", "Secretary"}
	for i := range all[nd:] {
		all[nd+i].Role = officerRoles[i]
	}
	homes := make([][]string, len(all))
	for i := range all {
		homes[i] = g.onAddress(legacy)
		all[i].Address = ptr(joinAddr(homes[i]))
		if legacy {
			all[i].Name = strings.ToUpper(all[i].Name)
		}
	}
	auth := "Ministry of Public and Business Service Delivery"
	if legacy {
		auth = "Ministry of Government Services"
	}
	d := &doc{trueType: TypeOrganisationDoc, lang: "en", font: fam,
		description: "Synthetic Ontario Corporation Profile Report",
		fields: orgFields(name, []string{stem}, ocn, []string{"OCN " + ocn}, auth,
			[]string{"Ontario Business Registry", "ServiceOntario", "Province of Ontario", "Government of Ontario", strings.ToUpper(auth)},
			"CA", &inc, nil, office, status, typ, typAccept, persons(all))}
	d.fields["organisation_status"] = str(status, KindText, "Active", "ACTIVE")
	d.notes = "incorporation_date: the date of incorporation, or of amalgamation for an amalgamated corporation. significant_people: the active directors and officers with their addresses"
	d.page = g.newPage(216, 279, white)
	c := g.c
	grey := rgb(80, 80, 80)
	produced := g.today.AddDate(0, 0, -g.r.IntN(6))
	if legacy {
		// the ONBIS printouts ended when the Ontario Business Registry opened
		produced = randDate(g.r, inc.AddDate(0, 0, 10), day(2021, 10, 15))
		if produced.Before(inc) {
			produced = inc
		}
	}
	began := func() time.Time { return randDate(g.r, inc, produced.AddDate(0, 0, -3)) }
	f := &pageFlow{g: g, d: d, y: 0, top: 22, bottom: 255}
	incLabel := "Incorporation Date"
	if amalgamated {
		incLabel = "Amalgamation Date"
	}
	if legacy {
		c.text(18, 14, "Request ID: "+g.fill("999999999"), fam.regular, 8, black)
		c.text(18, 18, "Transaction ID: "+g.fill("99999999"), fam.regular, 8, black)
		c.text(18, 22, "Category ID: UN/E", fam.regular, 8, black)
		c.textAlign(108, 14, "Province of Ontario", fam.regular, 8, black, alignCenter)
		c.textAlign(108, 18, auth, fam.regular, 8, black, alignCenter)
		c.textAlign(198, 14, "Date Report Produced: "+date(produced), fam.regular, 8, black, alignRight)
		c.textAlign(198, 18, fmt.Sprintf("Time Report Produced: %02d:%02d:%02d", 8+g.r.IntN(9), g.r.IntN(60), g.r.IntN(60)), fam.regular, 8, black, alignRight)
		c.textAlign(108, 31, "CORPORATION PROFILE REPORT", fam.bold, 10, black, alignCenter)
		rows := [][2]string{{"ONTARIO CORP NUMBER", ocn}, {"CORPORATION NAME", name}, {strings.ToUpper(incLabel), date(inc)},
			{"JURISDICTION", "ONTARIO"}, {"CORPORATION TYPE", typ}, {"CORPORATION STATUS", status}, {"FORMER JURISDICTION", "NOT APPLICABLE"},
			{"REGISTERED OFFICE ADDRESS", strings.Join(office, "\n")}, {"NUMBER OF DIRECTORS", fmt.Sprintf("MINIMUM 1  MAXIMUM %d", pick(g.r, []int{5, 10}))}}
		f.y = g.kv(18, 42, rows, kvOpts{style: kvLeft, col: 62, fam: fam, size: 8.5, labelCol: black}) + 4
		c.text(18, f.y, "ADMINISTRATORS:", fam.bold, 8.5, black)
		f.y += 6
		for i, p := range all {
			desig, typeOf := "DIRECTOR", "RESIDENT CANADIAN  Y"
			if i >= nd {
				desig, typeOf = "OFFICER", strings.ToUpper(p.Role)
			}
			f.need(26)
			f.y = g.kv(18, f.y, [][2]string{{"NAME", p.Name}, {"ADDRESS", strings.Join(homes[i], "\n")},
				{"DATE BEGAN", date(began())}, {"DESIGNATION", desig}, {"OFFICER TYPE", typeOf}},
				kvOpts{style: kvLeft, col: 62, fam: fam, size: 8.5, labelCol: black}) + 3
		}
		f.need(16)
		c := g.c
		c.text(18, f.y, "LAST DOCUMENT RECORDED", fam.bold, 8.5, black)
		filed := inc
		if produced.AddDate(0, -11, 0).After(inc) {
			filed = randDate(g.r, produced.AddDate(0, -11, 0), produced)
		}
		c.text(18, f.y+4.5, fmt.Sprintf("CIA  ANNUAL RETURN %d  1C  %s", filed.Year(), date(filed)), fam.regular, 8.5, black)
		f.y += 10
	} else {
		green := rgb(0, 100, 70)
		c.rect(18, 11, 26, 9, green)
		c.textAlign(31, 17.5, "Ontario", fam.bold, 10, white, alignCenter)
		c.text(50, 15, auth, fam.regular, 8.5, grey)
		c.text(50, 19.5, "Ontario Business Registry", fam.regular, 8.5, grey)
		c.textAlign(198, 15, "Transaction Number: APP-"+g.fill("9999999999"), fam.regular, 7.5, grey, alignRight)
		c.textAlign(198, 19.5, "Report Generated on "+date(produced), fam.regular, 7.5, grey, alignRight)
		c.textAlign(108, 34, "Profile Report", fam.bold, 15, black, alignCenter)
		c.textAlign(108, 41, name+", Ontario Corporation Number "+ocn, fam.regular, 9, black, alignCenter)
		rows := [][2]string{{"Corporation Name", name}, {"Ontario Corporation Number", ocn}, {"Governing Jurisdiction", "Canada - Ontario"},
			{"Status", status}, {incLabel, date(inc)}, {"Registered or Head Office Address", strings.Join(office, "\n")},
			{"Corporation Type", typ}}
		f.y = g.kv(18, 54, rows, kvOpts{style: kvCells, col: 62, w: 180, fam: fam, size: 9, labelBold: true}) + 4
		block := func(head string, people []officer, hs [][]string, officers bool) {
			f.need(16)
			g.c.text(18, f.y, head, fam.bold, 11, black)
			f.y += 7
			for i, p := range people {
				rows := [][2]string{{"Name", p.Name}, {"Address for Service", strings.Join(hs[i], "\n")}}
				if officers {
					rows = append(rows, [2]string{"Position", p.Role})
				} else {
					rows = append(rows, [2]string{"Resident Canadian", "Yes"})
				}
				rows = append(rows, [2]string{"Date Began", date(began())})
				f.need(30)
				f.y = g.kv(18, f.y, rows, kvOpts{style: kvCells, col: 62, w: 180, fam: fam, size: 9}) + 3
			}
		}
		block("Active Director(s)", all[:nd], homes[:nd], false)
		g.c.text(18, f.y, fmt.Sprintf("Minimum Number of Directors 1    Maximum Number of Directors %d", pick(g.r, []int{5, 10})), fam.regular, 8.5, black)
		f.y += 8
		block("Active Officer(s)", all[nd:], homes[nd:], true)
		f.need(24)
		g.c.paragraph(18, f.y, 180, "Certified a true copy of the record of the "+auth+".", fam.regular, 8.5, 4.2, black)
		g.signature(150, f.y+14, 38, rgb(20, 30, 90))
		g.c.text(150, f.y+18, "Director/Registrar", fam.regular, 8, black)
		f.y += 22
	}
	f.footers(func(n, of int) {
		c := g.c
		c.textAlign(198, 270, fmt.Sprintf("Page %d of %d", n, of), fam.regular, 7.5, grey, alignRight)
		if !legacy {
			c.text(18, 270, "This report sets out the most recent information filed on or after June 27, 1992.", fam.regular, 7, grey)
		}
	})
	return d
}
