package docgen

import (
	"fmt"
	"strings"
	"time"
)

// Organisation documents of the dev split: the Florida Division of
// Corporations' "Detail by Entity Name" page, a California Statement of
// Information, the Companies House overview and officers pages, a Greek
// Γ.Ε.ΜΗ. certificate of representation and the Brazilian CNPJ
// registration proof with its QSA. Each imitates a real document as
// publicly described (source in the comment above it); none was shaped
// on the readers.

func init() {
	register(
		&layout{name: "org_us_fl_sunbiz_detail", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgUSFLSunbiz,
			source: "Florida Department of State, Division of Corporations, search.sunbiz.org 'Detail by Entity Name' (entity type and name, Filing Information with Document Number, FEI/EIN Number, Date Filed, State, Status, Principal and Mailing Address, Registered Agent Name & Address, Officer/Director or Authorized Person(s) Detail with titles, Annual Reports, Document Images) per zephira.ai 'Sunbiz, explained: how Florida's register names the people behind a company' and eatsip365.com 'Understanding Florida Sunbiz LLC search results'; registered office = the registered agent's street address, Florida Statutes ss. 605.0113 and 607.0501"},
		&layout{name: "org_us_ca_statement_of_information", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgUSCAStatement,
			source: "California Secretary of State, Statement of Information Form SI-550 (rev. 01/2017) and its instructions (items 1-8: corporation name, 7-digit file number, principal executive, mailing and California office addresses, CEO, Secretary and CFO, directors and vacancies, agent for service of process, type of business, signature) per fill.io and templateroller.com 'Form SI-550'; the bizfile Online filed statement (Entity Details, Officers, Directors, Agent for Service of Process, Electronic Signature; LLC variant per Form LLC-12) per the same instructions and handypdf.com 'Statement of Information Form - California'"},
		&layout{name: "org_gb_companies_house_overview", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgGBCompaniesHouse, formats: pdfOnly,
			source: "GOV.UK 'Find and update company information' (Companies House): company overview (Registered office address, Company status, Company type, Incorporated on, Accounts, Confirmation statement, Nature of business (SIC)) and People tab (officers as SURNAME, Given names with Correspondence address, Role, Appointed on, Date of birth month and year, Nationality, Country of residence, Occupation; persons with significant control) per gov.uk 'Your personal information on the Companies House register' and danmrobinson.com 'Using Companies House'; day of birth withheld per SBEEA 2015 s 96 (incorporationservices.co.uk)"},
		&layout{name: "org_gr_gemi_certificate", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgGRGEMI,
			source: "Greek General Commercial Register (Γ.Ε.ΜΗ., law 4919/2022) certificates issued with a digital signature through businessportal.gr by a chamber's Υπηρεσία Γ.Ε.ΜΗ.: Πιστοποιητικό Εκπροσώπησης and Γενικό Πιστοποιητικό per eviachamber.gr 'Χρειάζομαι Πιστοποιητικά', mitos.digigov.grnet.gr 'General Certificate (company changes)' and e-justice.europa.eu 'Business registers in EU countries: Greece'; ΑΦΜ check digit per the Algorithm::CheckDigits M11_013 manual 'VAT Registration Number (GR)'"},
		&layout{name: "org_br_cnpj_comprovante", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgBRCNPJ, formats: pdfOnly,
			source: "Receita Federal do Brasil 'Comprovante de Inscrição e de Situação Cadastral' (IN RFB 1.863/2018 anexo III and IN RFB 2.119/2022: número de inscrição, data de abertura, nome empresarial, título do estabelecimento, porte, atividades, natureza jurídica, endereço, situação cadastral) and 'Consulta Quadro de Sócios e Administradores - QSA' (nome, qualificação) per docplayer.com.br 'Anexo III … Comprovante de inscrição e de situação cadastral no CNPJ', cora.com.br 'Comprovante do CNPJ' and sebrae.com.br 'Saiba como emitir seu comprovante de CNPJ'; CNPJ check digits mod 11 per dcc.ufmg.br 'Regras para cálculo dos dígitos verificadores do CNPJ'"},
	)
}

// sunbizTitles are the officer titles the Division prints, with their
// meaning: for corporations P or PRES (president), PD (president and
// director), VP, S (secretary), T (treasurer), D or DIRECTOR, CEO; for
// limited liability companies MGR (manager), AMBR (authorized member),
// MGRM (managing member), AP (authorized person).
var (
	sunbizCorpTitles = []string{"P", "VP", "S", "T", "D", "DIRECTOR", "CEO"}
	sunbizLLCTitles  = []string{"MGR", "AMBR", "MGRM", "AP", "MGR"}
)

// orgUSFLSunbiz imitates the "Detail by Entity Name" page of
// search.sunbiz.org printed from a browser or captured as a full-page
// screenshot: the Division's banner and the breadcrumb, the entity type
// and name, then Filing Information (Document Number, FEI/EIN Number,
// Date Filed, optional Effective Date, State FL, Status, optional Last
// Event), Principal Address, Mailing Address, Registered Agent Name &
// Address, the officers or authorized persons ("Title MGR" above the
// name printed surname first and the address), Annual Reports and
// Document Images. Dates are 03/12/2015.
func (g *gen) orgUSFLSunbiz() *doc {
	fam := pick(g.r, []family{g.family(), families[3], families[2]})
	llc := g.chance(0.6)
	stem := strings.ToUpper(pick(g.r, org7USStems))
	filed := g.incDate()
	var name, kind, letter string
	var kindAcc, titles []string
	if llc {
		name, kind, letter = stem+pick(g.r, []string{" LLC", " LLC", " L.L.C."}), "Florida Limited Liability Company", "L"
		kindAcc, titles = []string{"Limited Liability Company", "LLC"}, sunbizLLCTitles
	} else {
		name, kind, letter = stem+pick(g.r, []string{", INC.", " INC", " CORP.", " CORPORATION"}), "Florida Profit Corporation", "P"
		kindAcc, titles = []string{"Profit Corporation", "Corporation"}, append([]string{pick(g.r, []string{"P", "PD", "PRES"})}, sunbizCorpTitles[1:]...)
	}
	docNo := g.flDocumentNumber(letter, filed)
	ein := g.usEIN()
	if g.chance(0.15) {
		ein = pick(g.r, []string{"NONE", "APPLIED FOR"})
	}
	var effective *time.Time
	if g.chance(0.3) {
		e := filed.AddDate(0, 0, -g.r.IntN(5))
		effective = &e
	}
	active := g.chance(0.85)
	status := "ACTIVE"
	if !active {
		status = "INACTIVE"
	}
	principal := g.usStateAddress("FL")
	mailing := principal
	if g.chance(0.35) {
		mailing = []string{fmt.Sprintf("PO BOX %d", 100+g.r.IntN(9000)), principal[1]}
	}
	n := 1 + g.r.IntN(5)
	people := drawPeople(g, n, "", org7USPeople)
	homes := make([][]string, n)
	// The first officer heads the company; the others hold distinct
	// offices (a limited liability company may have several managers).
	rest := append([]string{}, titles[1:]...)
	g.r.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	for i := range people {
		people[i].Role = titles[0]
		if i > 0 {
			people[i].Role = rest[(i-1)%len(rest)]
		}
		homes[i] = principal
		if g.chance(0.4) {
			homes[i] = g.usStateAddress("FL")
		}
		people[i].Address = ptr(joinAddr(homes[i]))
	}
	// The registered agent: one of the officers at the principal
	// address, another person, or a commercial agent.
	var agentName string
	agentAddr := principal
	switch g.r.IntN(3) {
	case 0:
		agentName = strings.ToUpper(people[0].sur + ", " + people[0].given)
	case 1:
		o := drawPeople(g, 1, "", org7USPeople)[0]
		agentName = strings.ToUpper(o.sur + ", " + o.given)
		agentAddr = g.usStateAddress("FL")
	default:
		agentName = pick(g.r, []string{"SUNSHINE STATE AGENTS, INC.", "GULFSTREAM CORPORATE SERVICES LLC", "TALLAHASSEE FILING AGENTS CORP."})
		agentAddr = []string{fmt.Sprintf("%d %s", 100+g.r.IntN(3000), pick(g.r, []string{"S MONROE ST", "N ADAMS ST", "APALACHEE PKWY"})), "TALLAHASSEE, FL 323" + g.fill("99")}
	}
	auth := "Florida Department of State, Division of Corporations"
	var incAcc []time.Time
	if effective != nil {
		incAcc = append(incAcc, *effective)
	}
	d := &doc{trueType: TypeOrganisationDoc, lang: "en", font: fam,
		description: "Synthetic Florida Division of Corporations 'Detail by Entity Name' page (sunbiz.org)",
		fields: orgFields(name, nil, docNo, nil, auth,
			[]string{"Division of Corporations", "Florida Department of State", "Florida Division of Corporations", "State of Florida, Department of State", "Sunbiz", "Department of State"},
			"US", &filed, incAcc, agentAddr, status, kind, kindAcc, persons(people))}
	d.fields["registered_office_address"] = str(joinAddr(agentAddr), KindAddress, joinAddr(principal))
	d.fields["organisation_status"] = str(status, KindText, titleCase(status))
	d.notes = "registration_number: the Document Number (the FEI/EIN is the tax number). incorporation_date: Date Filed; the Effective Date, when printed, is accepted. registered_office_address: the registered agent's street address (the registered office under Fla. Stat. 605.0113/607.0501); the Principal Address is accepted. significant_people: the officers or authorized persons with the title as printed (MGR, AMBR, P, VP …); the registered agent is not one"
	screen := g.chance(0.35)
	w, h := 215.9, 279.4
	if screen {
		w, h = 260, 420
	}
	// A browser prints the page at about two thirds of its size; a long
	// list of officers is set smaller still to stay on one sheet.
	fz := 8.6
	if !screen && n >= 3 {
		fz = 7.4
	}
	ld := fz * 0.47
	d.page = g.newPage(w, h, white)
	c := g.c
	grey := rgb(90, 90, 90)
	navy := rgb(16, 56, 100)
	x := 14.0
	y := 14.0
	if screen {
		// The browser's tab strip and address bar above the page.
		c.rect(0, 0, w, 16, rgb(222, 225, 230))
		c.rect(6, 2, 60, 6, white)
		c.text(9, 6.3, "Detail by Entity Name", fam.regular, 7.5, black)
		c.rect(6, 9.5, w-12, 5.2, white)
		c.text(10, 13.3, "search.sunbiz.org/Inquiry/CorporationSearch/SearchResultDetail?inquirytype=EntityName", fam.regular, 7.5, grey)
		y = 22
		x = 30
	}
	right := w - x
	c.rect(x, y, right-x, 15, navy)
	g.emblem(x+8, y+7.5, 5.5, rgb(200, 170, 80), navy)
	c.text(x+16, y+6.5, "Florida Department of State", fam.regular, 8, white)
	c.text(x+16, y+12, "DIVISION OF CORPORATIONS", fam.bold, 11, white)
	c.textAlign(right-3, y+9.5, "sunbiz.org", fam.regular, 8, white, alignRight)
	y += 21
	c.text(x, y, "Department of State / Division of Corporations / Search Records / Search by Entity Name /", fam.regular, 7, rgb(20, 70, 160))
	y += 7
	c.text(x, y, "Detail by Entity Name", fam.bold, 12, black)
	y += 6.5
	c.text(x, y, kind, fam.regular, fz+0.4, black)
	y += ld + 0.8
	c.text(x, y, name, fam.bold, fz+1.4, black)
	y += ld + 2.5
	sect := func(t string) {
		c.rect(x, y-ld+0.2, right-x, ld+1.4, rgb(214, 222, 232))
		c.text(x+1.5, y, t, fam.bold, fz+0.2, black)
		y += ld + 1.6
	}
	opts := kvOpts{style: kvLeft, col: 40, fam: fam, size: fz, lead: ld * 0.9, labelCol: black, labelBold: true}
	sect("Filing Information")
	rows := [][2]string{{"Document Number", docNo}, {"FEI/EIN Number", ein}, {"Date Filed", filed.Format("01/02/2006")}}
	if effective != nil {
		rows = append(rows, [2]string{"Effective Date", effective.Format("01/02/2006")})
	}
	rows = append(rows, [2]string{"State", "FL"}, [2]string{"Status", status})
	lastReport := g.today.Year()
	if !active {
		lastReport = max(filed.Year()+1, g.today.Year()-1-g.r.IntN(3))
		rows = append(rows, [2]string{"Last Event", "ADMIN DISSOLUTION FOR ANNUAL REPORT"}, [2]string{"Event Date Filed", day(lastReport, time.September, 20+g.r.IntN(8)).Format("01/02/2006")})
		lastReport--
	} else if g.chance(0.3) {
		ev := randDate(g.r, filed, g.today.AddDate(0, -1, 0))
		rows = append(rows, [2]string{"Last Event", pick(g.r, []string{"LC AMENDMENT", "REINSTATEMENT", "AMENDMENT", "LC NAME CHANGE"})}, [2]string{"Event Date Filed", ev.Format("01/02/2006")})
	}
	y = g.kv(x+1.5, y, rows, opts) + 1
	addrBlock := func(title string, lines []string, changed bool) {
		sect(title)
		y = c.lines(x+1.5, y, lines, fam.regular, fz, ld, black)
		if changed {
			c.text(x+1.5, y, "Changed: "+randDate(g.r, filed, g.today).Format("01/02/2006"), fam.regular, fz-0.4, black)
			y += ld
		}
		y += 1.5
	}
	addrBlock("Principal Address", principal, g.chance(0.3))
	addrBlock("Mailing Address", mailing, g.chance(0.2))
	addrBlock("Registered Agent Name & Address", append([]string{agentName, ""}, agentAddr...), false)
	if llc {
		sect("Authorized Person(s) Detail")
	} else {
		sect("Officer/Director Detail")
	}
	c.text(x+1.5, y, "Name & Address", fam.bold, fz, black)
	y += ld + 1.5
	for i, p := range people {
		c.text(x+1.5, y, "Title "+p.Role, fam.regular, fz, black)
		y += ld + 1.2
		y = c.lines(x+1.5, y, append([]string{strings.ToUpper(p.sur + ", " + p.given)}, homes[i]...), fam.regular, fz, ld, black) + 1.5
	}
	sect("Annual Reports")
	cols := []column{{x: x + 1.5}, {x: x + 40}}
	g.tableRow(y, cols, []string{"Report Year", "Filed Date"}, fam.bold, fz, black)
	y += ld
	years := 0
	for yr := max(filed.Year()+1, lastReport-2); yr <= lastReport && years < 3; yr++ {
		at := day(yr, time.January, 2).AddDate(0, 0, g.r.IntN(115))
		if !at.Before(g.today) {
			continue
		}
		g.tableRow(y, cols, []string{fmt.Sprint(yr), at.Format("01/02/2006")}, fam.regular, fz, black)
		y += ld
		years++
	}
	y += 1.5
	bottom := h - 12
	if y+4*ld < bottom {
		sect("Document Images")
		kindDoc := "Domestic Profit"
		if llc {
			kindDoc = "Florida Limited Liability"
		}
		c.text(x+1.5, y, filed.Format("01/02/2006")+" -- "+kindDoc, fam.regular, fz-0.4, black)
		c.text(x+90, y, "View image in PDF format", fam.regular, fz-0.4, rgb(20, 70, 160))
		y += ld + 2
	}
	if screen {
		c.line(x, y+2, right, y+2, 0.2, grey)
		c.textAlign(w/2, y+7, "Florida Department of State, Division of Corporations", fam.regular, 7.5, grey, alignCenter)
		d.page.h = y + 14
		return d
	}
	printed := g.today.Add(time.Duration(9+g.r.IntN(9))*time.Hour + time.Duration(g.r.IntN(60))*time.Minute)
	g.browserPrint(fam, printed, "Detail by Entity Name", "https://search.sunbiz.org/Inquiry/CorporationSearch/SearchResultDetail?inquirytype=EntityName&directionType=Initial&searchNameOrder="+strings.ReplaceAll(strings.Fields(name)[0], ",", "")+docNo, 1, 1, true)
	return d
}

// caRow is one officer, director or manager row of a Statement of
// Information: the person, the office printed and the address lines.
type caRow struct {
	o    officer
	role string
	addr []string
}

// orgUSCAStatement imitates a Statement of Information filed with the
// California Secretary of State, in one of two prints: the statement
// filed through bizfile Online since 2020 (the Secretary of State's
// heading, a "For Office Use Only -FILED-" box with the file number and
// date, Entity Details, the principal, mailing and California office
// addresses, the officers and directors as tables of name, address and
// position, the agent for service of process, the type of business and
// the electronic signature; a limited liability company lists its
// managers or chief executive officer instead), or the paper Form SI-550
// (rev. 01/2017) typed in and stamped FILED, items 1 to 8. A statement
// gives no date of incorporation and no status.
func (g *gen) orgUSCAStatement() *doc {
	paper := g.chance(0.4)
	llc := !paper && g.chance(0.35)
	fam := pick(g.r, []family{families[2], families[2], g.family()})
	stem := strings.ToUpper(pick(g.r, org7USStems))
	name := stem + pick(g.r, []string{", INC.", " INC.", " CORPORATION", ", INC."})
	num := "C" + g.fill("9999999")
	numAcc := []string{num[1:]}
	typ, typAcc := "Corporation", []string{"Stock Corporation", "California Stock Corporation", "California corporation"}
	if llc {
		name = stem + pick(g.r, []string{" LLC", ", LLC"})
		num = fmt.Sprintf("%d%s", 2012+g.r.IntN(11), g.fill("99999999"))
		numAcc = nil
		typ, typAcc = "Limited Liability Company", []string{"LLC", "California Limited Liability Company"}
	}
	filed := randDate(g.r, day(2020, time.March, 1), g.today.AddDate(0, 0, -3))
	if paper {
		filed = randDate(g.r, day(2017, time.March, 1), day(2019, time.December, 20))
	}
	principal := g.usStateAddress("CA")
	mailing := principal
	if g.chance(0.3) {
		mailing = []string{fmt.Sprintf("PO BOX %d", 100+g.r.IntN(9000)), principal[1]}
	}
	// The officers: one to three people hold the three offices; the
	// first of them is a director, and others may be.
	k := 1 + g.r.IntN(3)
	pool := drawPeople(g, k+g.r.IntN(3), "", org7USPeople)
	addrOf := make([][]string, len(pool))
	for i := range pool {
		addrOf[i] = principal
		if g.chance(0.5) {
			addrOf[i] = g.usStateAddress("CA")
		}
	}
	var rows []caRow
	if llc {
		for i := 0; i < min(len(pool), 1+g.r.IntN(3)); i++ {
			rows = append(rows, caRow{pool[i], "Manager", addrOf[i]})
		}
		if g.chance(0.3) {
			rows[0].role = "Chief Executive Officer"
		}
	} else {
		holder := []int{0, min(1, k-1), min(2, k-1)}
		if k == 2 && g.chance(0.5) {
			holder[2] = 0
		}
		for j, role := range []string{"Chief Executive Officer", "Secretary", "Chief Financial Officer"} {
			rows = append(rows, caRow{pool[holder[j]], role, addrOf[holder[j]]})
		}
		rows = append(rows, caRow{pool[0], "Director", addrOf[0]})
		for i := 1; i < len(pool) && len(rows) < 6; i++ {
			if i >= k || g.chance(0.5) {
				rows = append(rows, caRow{pool[i], "Director", addrOf[i]})
			}
		}
	}
	var people []Person
	for _, r := range rows {
		people = append(people, Person{Name: r.o.given + " " + r.o.sur, Role: r.role, Address: ptr(joinAddr(r.addr))})
	}
	individualAgent := g.chance(0.5)
	agentName := strings.ToUpper(pool[0].given + " " + pool[0].sur)
	agentAddr := principal
	corpAgent := pick(g.r, []string{"GOLDEN STATE AGENT SERVICES, INC.", "PACIFIC REGISTERED AGENTS CORPORATION", "BEAR FLAG CORPORATE SERVICES, INC."})
	officeAcc := []string{}
	if individualAgent && g.chance(0.4) {
		agentAddr = g.usStateAddress("CA")
	}
	if individualAgent {
		officeAcc = append(officeAcc, joinAddr(agentAddr))
	}
	auth := "California Secretary of State"
	d := &doc{trueType: TypeOrganisationDoc, lang: "en", font: fam,
		description: "Synthetic California Statement of Information (Form SI-550 / bizfile filing)",
		fields: orgFields(name, nil, num, numAcc, auth,
			[]string{"Secretary of State, State of California", "Secretary of State", "Office of the Secretary of State", "State of California", "California Secretary of State, Business Programs Division"},
			"US", nil, nil, principal, "", typ, typAcc, people)}
	d.fields["registered_office_address"] = str(joinAddr(principal), KindAddress, officeAcc...)
	d.notes = "registration_number: the Secretary of State entity (file) number, not the filing's document number. incorporation_date and organisation_status: null, a statement of information prints neither (the filing date is not the incorporation date). registered_office_address: the principal executive office (California has no registered office); an individual agent's street address is accepted. organisation_type: from the form's kind (corporation or LLC). significant_people: one item per office printed (CEO, Secretary, CFO, then directors; or managers), a person holding several offices listed once per office; the agent for service of process is not one"
	d.page = g.newPage(215.9, 279.4, white)
	if paper {
		g.caPaperSI550(d, fam, name, num, filed, principal, mailing, rows, individualAgent, agentName, agentAddr, corpAgent)
		return d
	}
	c := g.c
	grey := rgb(80, 80, 80)
	kind := "CALIFORNIA STOCK CORPORATION"
	if llc {
		kind = "LIMITED LIABILITY COMPANY"
	}
	c.lines(18, 18, []string{"STATE OF CALIFORNIA", "Office of the Secretary of State", "STATEMENT OF INFORMATION", kind}, fam.bold, 9, 4.4, black)
	c.lines(18, 37, []string{"California Secretary of State", "1500 11th Street", "Sacramento, California 95814", "(916) 657-5448"}, fam.regular, 8, 3.8, grey)
	c.frame(132, 12, 66, 34, 0.3, black)
	c.textAlign(165, 18, "For Office Use Only", fam.regular, 7.5, grey, alignCenter)
	c.textAlign(165, 25, "-FILED-", fam.bold, 11, black, alignCenter)
	docNo := fmt.Sprintf("BA%d%s", filed.Year(), g.fill("9999999"))
	c.text(136, 33, "File No.: "+docNo, fam.regular, 8, black)
	c.text(136, 38.5, "Date Filed: "+filed.Format("1/2/2006"), fam.regular, 8, black)
	y := 62.0
	hdr := func(t string) {
		c.text(18, y, t, fam.bold, 9, black)
		c.line(18, y+1.3, 198, y+1.3, 0.3, black)
		y += 6
	}
	opts := kvOpts{style: kvLeft, col: 75, fam: fam, size: 8.6, labelCol: black}
	ent, abbr := "Corporation Name", "Corporation"
	if llc {
		ent, abbr = "Limited Liability Company Name", "LLC"
	}
	hdr("Entity Details")
	y = g.kv(20, y, [][2]string{{ent, name}, {"Entity No.", num}, {"Formed In", "CALIFORNIA"}}, opts) + 2
	hdr("Street Address of Principal Office of " + abbr)
	y = g.kv(20, y, [][2]string{{"Principal Address", strings.Join(principal, "\n")}}, opts) + 2
	hdr("Mailing Address of " + abbr)
	y = g.kv(20, y, [][2]string{{"Mailing Address", strings.Join(mailing, "\n")}}, opts) + 2
	hdr("Street Address of California Office of " + abbr)
	y = g.kv(20, y, [][2]string{{"Street Address of California Office", "None"}}, opts) + 2
	table := func(title string, heads []string, keep func(caRow) bool, cells func(caRow) []string) {
		hdr(title)
		cols := []column{{x: 20}, {x: 72}, {x: 163}}
		g.tableRow(y, cols, heads, fam.bold, 8, black)
		y += 5
		for _, r := range rows {
			if !keep(r) {
				continue
			}
			g.tableRow(y, cols, cells(r), fam.regular, 7.6, black)
			y += 6.5
		}
		y += 1
	}
	if llc {
		table("Manager(s) or Chief Executive Officer", []string{"Manager or CEO Name", "Manager or CEO Address", "Position"}, func(caRow) bool { return true },
			func(r caRow) []string {
				return []string{strings.ToUpper(r.o.given + " " + r.o.sur), strings.Join(r.addr, ", "), r.role}
			})
	} else {
		table("Officers", []string{"Officer Name", "Officer Address", "Position(s)"}, func(r caRow) bool { return r.role != "Director" },
			func(r caRow) []string {
				return []string{strings.ToUpper(r.o.given + " " + r.o.sur), strings.Join(r.addr, ", "), r.role}
			})
		table("Directors", []string{"Director Name", "Director Address", ""}, func(r caRow) bool { return r.role == "Director" },
			func(r caRow) []string {
				return []string{strings.ToUpper(r.o.given + " " + r.o.sur), strings.Join(r.addr, ", ")}
			})
		y = g.kv(20, y, [][2]string{{"Number of Vacancies on Board of Directors", "0"}}, opts) + 2
	}
	hdr("Agent for Service of Process")
	if individualAgent {
		y = g.kv(20, y, [][2]string{{"Agent Name", agentName}, {"Agent Address", strings.Join(agentAddr, "\n")}}, opts) + 2
	} else {
		y = g.kv(20, y, [][2]string{{"California Registered Corporate Agent (1505)", corpAgent + " (C" + g.fill("9999999") + ")"}}, opts) + 2
	}
	hdr("Type of Business")
	y = g.kv(20, y, [][2]string{{"Type of Business", pick(g.r, []string{"SOFTWARE DEVELOPMENT", "REAL ESTATE INVESTMENT", "IMPORT AND WHOLESALE OF GOODS", "DENTAL PRACTICE MANAGEMENT", "CONSULTING SERVICES"})}}, opts) + 2
	hdr("Electronic Signature")
	y = c.paragraph(20, y, 176, "By signing, I affirm under penalty of perjury that the information herein is true and correct and that I am authorized by California law to sign.", fam.regular, 8, 3.8, black) + 2
	c.text(20, y, strings.ToUpper(rows[0].o.given+" "+rows[0].o.sur), fam.regular, 8.6, black)
	c.text(120, y, filed.Format("01/02/2006"), fam.regular, 8.6, black)
	c.line(20, y+1.5, 110, y+1.5, 0.2, black)
	c.line(120, y+1.5, 170, y+1.5, 0.2, black)
	c.text(20, y+5, "Signature", fam.regular, 7.5, grey)
	c.text(120, y+5, "Date", fam.regular, 7.5, grey)
	c.text(18, 271, "Use bizfile.sos.ca.gov for online filings, searches, business records, and resources.", fam.regular, 7.5, grey)
	c.textAlign(198, 271, "Page 1 of 1", fam.regular, 7.5, grey, alignRight)
	return d
}

// caPaperSI550 draws the paper Form SI-550 (rev. 01/2017), typed in and
// stamped FILED by the Secretary of State.
func (g *gen) caPaperSI550(d *doc, fam family, name, num string, filed time.Time, principal, mailing []string, rows []caRow, individualAgent bool, agentName string, agentAddr []string, corpAgent string) {
	c := g.c
	typed := pick(g.r, monoFamilies)
	grey := rgb(70, 70, 70)
	c.text(14, 14, "State of California", fam.bold, 10, black)
	c.text(14, 19, "Secretary of State", fam.regular, 9, black)
	c.text(14, 27, "Statement of Information", fam.bold, 13, black)
	c.text(14, 32, "(California Stock, Agricultural Cooperative and Foreign Corporations)", fam.regular, 8, black)
	c.text(14, 38, "Form SI-550", fam.bold, 10, black)
	c.paragraph(14, 43, 110, "Filing Fee: $25.00. If this is an amendment, see instructions. IMPORTANT – READ INSTRUCTIONS BEFORE COMPLETING THIS FORM", fam.regular, 7, 3.2, grey)
	c.frame(132, 10, 70, 42, 0.3, black)
	c.textAlign(167, 49, "This Space For Office Use Only", fam.regular, 6.5, grey, alignCenter)
	stamp := rgb(40, 60, 150)
	c.text(150, 18, "FL"+g.fill("999999"), typed.regular, 8, stamp)
	c.textAlign(167, 26, "FILED", fam.bold, 13, stamp, alignCenter)
	c.textAlign(167, 31, "Secretary of State", fam.regular, 8, stamp, alignCenter)
	c.textAlign(167, 35, "State of California", fam.regular, 8, stamp, alignCenter)
	c.textAlign(167, 41, strings.ToUpper(filed.Format("Jan 02 2006")), fam.bold, 9, stamp, alignCenter)
	y := 58.0
	box := func(label string, h float64, value []string) {
		c.frame(14, y, 188, h, 0.25, black)
		c.text(15.5, y+3, label, fam.regular, 6.5, grey)
		c.lines(17, y+7.5, value, typed.regular, 9, 4, black)
		y += h
	}
	box("1. Corporation Name (Enter the exact name of the corporation as it is recorded with the California Secretary of State.)", 10, []string{name})
	box("2. 7-Digit Secretary of State File Number", 10, []string{num})
	box("3. Business Addresses   a. Street Address of Principal Executive Office - Do not list a P.O. Box   City (no abbreviations)   State   Zip Code", 10, []string{strings.Join(principal, ", ")})
	m := ""
	if mailing[0] != principal[0] {
		m = strings.Join(mailing, ", ")
	}
	box("b. Mailing Address of Corporation, if different than item 3a   City (no abbreviations)   State   Zip Code", 10, []string{m})
	box("c. Street Address of Principal California Office, if any and if different than Item 3a - Do not list a P.O. Box", 10, []string{""})
	c.paragraph(15, y+3.5, 185, "4. Officers (The Corporation is required to list all three of the officers set forth below. An additional title for the Chief Executive Officer and Chief Financial Officer may be added; however, the preprinted titles on this form must not be altered.)", fam.regular, 6.5, 3, grey)
	y += 8
	letter := map[string]string{"Chief Executive Officer": "a. Chief Executive Officer/", "Secretary": "b. Secretary", "Chief Financial Officer": "c. Chief Financial Officer/"}
	dirs := 0
	for _, r := range rows {
		if r.role == "Director" {
			continue
		}
		box(letter[r.role]+"   First Name   Middle Name   Last Name   Suffix   /   Address   City (no abbreviations)   State   Zip Code", 12, []string{strings.ToUpper(r.o.given + " " + r.o.sur), strings.Join(r.addr, ", ")})
	}
	c.paragraph(15, y+3.5, 185, "5. Director(s) (California Stock and Agricultural Cooperative Corporations Only: Item 5a: At least one name and address must be listed. If the Corporation has additional directors, enter the name(s) and addresses on Form SI-550A.)", fam.regular, 6.5, 3, grey)
	y += 8
	for _, r := range rows {
		if r.role != "Director" || dirs == 3 {
			continue
		}
		box(string(rune('a'+dirs))+".   First Name   Middle Name   Last Name   Suffix   /   Address   City (no abbreviations)   State   Zip Code", 12, []string{strings.ToUpper(r.o.given + " " + r.o.sur), strings.Join(r.addr, ", ")})
		dirs++
	}
	box("d. Number of Vacancies on the Board of Directors, if any:", 8, []string{""})
	c.text(15, y+3.5, "6. Service of Process (Must provide either Individual OR Corporation.)", fam.regular, 6.5, grey)
	y += 5
	if individualAgent {
		box("a. California Agent's First Name (if agent is not a corporation)   Middle Name   Last Name   Suffix", 10, []string{agentName})
		box("b. Street Address (if agent is not a corporation) - Do not enter a P.O. Box   City (no abbreviations)   State   Zip Code", 10, []string{strings.Join(agentAddr, ", ")})
		box("c. California Registered Corporate Agent's Name (if agent is a corporation) – Do not complete Item 6a or 6b", 8, []string{""})
	} else {
		box("a. California Agent's First Name (if agent is not a corporation)   Middle Name   Last Name   Suffix", 8, []string{""})
		box("b. Street Address (if agent is not a corporation) - Do not enter a P.O. Box   City (no abbreviations)   State   Zip Code", 8, []string{""})
		box("c. California Registered Corporate Agent's Name (if agent is a corporation) – Do not complete Item 6a or 6b", 10, []string{corpAgent})
	}
	box("7. Type of Business   Describe the type of business or services of the Corporation", 10, []string{pick(g.r, []string{"RETAIL SALES", "SOFTWARE CONSULTING", "RESTAURANT", "PROPERTY MANAGEMENT"})})
	c.text(15, y+3.5, "8. The Information contained herein, including any attachments, is true and correct.", fam.regular, 6.5, grey)
	y += 11
	signer := rows[0]
	c.text(17, y, filed.AddDate(0, 0, -3-g.r.IntN(10)).Format("01/02/2006"), typed.regular, 9, black)
	c.text(45, y, strings.ToUpper(signer.o.given+" "+signer.o.sur), typed.regular, 9, black)
	c.text(115, y, "CEO", typed.regular, 9, black)
	g.signature(145, y, 40, rgb(20, 20, 90))
	c.line(14, y+1.5, 202, y+1.5, 0.25, black)
	g.tableRow(y+4.5, []column{{x: 17}, {x: 45}, {x: 115}, {x: 145}}, []string{"Date", "Type or Print Name of Person Completing the Form", "Title", "Signature"}, fam.regular, 6.5, grey)
	c.text(14, 273, "SI-550 (REV 01/2017)", fam.regular, 7, grey)
	c.textAlign(202, 273, "2017 California Secretary of State  www.sos.ca.gov/business/be", fam.regular, 7, grey, alignRight)
}

// gbCHOfficer is one appointment on the People tab of Companies House.
type gbCHOfficer struct {
	officer
	role                 string
	addr                 []string
	appointed, resigned  time.Time
	born                 time.Time
	nationality, country string
	occupation           string
}

// orgGBCompaniesHouse imitates the two pages of GOV.UK's "Find and update
// company information" that a user prints together: the company
// overview (company name and number, Registered office address, Company
// status, Company type, Incorporated on, Accounts, Confirmation
// statement, Nature of business (SIC)) and the People tab listing the
// officers as "SURNAME, Given Names" with Correspondence address, Role,
// Appointed on, Date of birth (month and year), Nationality, Country of
// residence and Occupation, resigned officers with Resigned on, and
// optionally the persons with significant control. Each page carries the
// browser's print header and footer. Dates are 12 March 2015.
func (g *gen) orgGBCompaniesHouse() *doc {
	fam := pick(g.r, []family{families[0], families[2], families[4], g.family()})
	country := pick(g.r, []string{"England", "England", "England", "England", "England", "Wales", "Scotland", "Northern Ireland"})
	inc := randDate(g.r, day(2009, time.October, 1), g.today.AddDate(0, -4, 0))
	num := fmt.Sprintf("%08d", 7000000+(inc.Year()-2009)*550000+g.r.IntN(500000))
	switch country {
	case "Scotland":
		num = "SC" + g.fill("999999")
	case "Northern Ireland":
		num = "NI" + g.fill("999999")
	}
	stem := strings.ToUpper(pick(g.r, newStems["en"]))
	typ, suffix := "Private limited Company", pick(g.r, []string{"LTD", "LIMITED"})
	typAcc := []string{"Private limited company", "Private company limited by shares", "Ltd", "Private Limited Company"}
	switch k := g.r.IntN(10); {
	case k == 0:
		typ, suffix, typAcc = "Public limited Company", "PLC", []string{"Public limited company", "PLC", "Public Limited Company"}
	case k == 1:
		typ, suffix, typAcc = "Private Limited Company by guarantee without share capital", "LIMITED", []string{"Private company limited by guarantee", "Company limited by guarantee"}
	}
	name := stem + " " + suffix
	status := "Active"
	if g.chance(0.15) {
		status = "Active - Proposal to Strike off"
	}
	office := g.gbOffice(country)
	nat := map[string]string{"England": "British", "Wales": "Welsh", "Scotland": "British", "Northern Ireland": "Irish"}
	nDir := 1 + g.r.IntN(4)
	if suffix == "PLC" {
		nDir = max(nDir, 2)
	}
	people := drawPeople(g, nDir+2, "", gbPeople)
	var offs []gbCHOfficer
	for i := 0; i < nDir; i++ {
		o := gbCHOfficer{officer: people[i], role: "Director", addr: office, nationality: nat[country], country: country,
			appointed: inc, born: randDate(g.r, day(1955, 1, 1), day(1998, 12, 1)),
			occupation: pick(g.r, []string{"Company Director", "Director", "Software Engineer", "Accountant", "Consultant", "Managing Director"})}
		if i > 0 && g.chance(0.5) {
			o.appointed = randDate(g.r, inc, g.today.AddDate(0, -2, 0))
		}
		if g.chance(0.3) {
			o.addr = g.gbOffice(country)
		}
		if g.chance(0.15) {
			o.nationality, o.country = pick(g.r, []string{"Indian", "Polish", "Nigerian", "Irish"}), country
		}
		offs = append(offs, o)
	}
	if suffix == "PLC" || g.chance(0.3) {
		offs = append(offs, gbCHOfficer{officer: people[nDir], role: "Secretary", addr: office, appointed: inc})
	}
	var resigned *gbCHOfficer
	if g.chance(0.4) {
		r := gbCHOfficer{officer: people[nDir+1], role: "Secretary", addr: office, appointed: inc}
		if g.chance(0.6) {
			r.role, r.nationality, r.country, r.occupation, r.born = "Director", "British", country, "Director", randDate(g.r, day(1950, 1, 1), day(1990, 1, 1))
		}
		r.resigned = randDate(g.r, inc.AddDate(0, 1, 0), g.today.AddDate(0, -1, 0))
		resigned = &r
	}
	var psc []gbCHOfficer
	if !strings.Contains(typ, "guarantee") && g.chance(0.6) {
		psc = append(psc, offs[0])
		if nDir > 1 && g.chance(0.5) {
			psc = append(psc, offs[1])
		}
	}
	var truth []Person
	for _, o := range offs {
		truth = append(truth, Person{Name: o.given + " " + o.sur, Role: o.role, Address: ptr(joinAddr(o.addr))})
	}
	for _, o := range psc {
		truth = append(truth, Person{Name: o.given + " " + o.sur, Role: "Person with significant control", Address: ptr(joinAddr(o.addr))})
	}
	titled := titleCase(stem) + map[string]string{"LTD": " Ltd", "LIMITED": " Limited", "PLC": " plc"}[suffix]
	d := &doc{trueType: TypeOrganisationDoc, lang: "en", font: fam,
		description: "Synthetic Companies House 'Find and update company information' overview and officers pages",
		fields: orgFields(name, []string{titled}, num, nil, "Companies House",
			[]string{"Registrar of Companies", "Registrar of Companies for " + map[string]string{"England": "England and Wales", "Wales": "England and Wales", "Scotland": "Scotland", "Northern Ireland": "Northern Ireland"}[country], "GOV.UK", "Companies House (GOV.UK)", "Find and update company information"},
			"GB", &inc, nil, office, status, typ, typAcc, truth)}
	d.fields["organisation_status"] = str(status, KindText, "Active")
	d.notes = "significant_people: the current officers (Role ACTIVE) in the listed order, then the persons with significant control when that section is printed (a director who is also a PSC listed twice); resigned officers are not significant people; names as given names then surname (printed SURNAME, Given Names), titles (Mr, Ms) dropped; address: the correspondence address. organisation_status: as printed; 'Active' is accepted for 'Active - Proposal to Strike off'"
	printed := g.today.Add(time.Duration(9+g.r.IntN(9))*time.Hour + time.Duration(g.r.IntN(60))*time.Minute)
	url := "https://find-and-update.company-information.service.gov.uk/company/" + num
	c := g.c
	grey := rgb(80, 80, 80)
	blue := rgb(29, 112, 184)
	head := func(tab string) float64 {
		c.rect(10, 12, 190, 11, black)
		c.text(15, 19.5, "GOV.UK", fam.bold, 13, white)
		c.text(15, 30, "Find and update company information", fam.bold, 10, black)
		c.text(15, 35, "Companies House does not verify the accuracy of the information filed", fam.regular, 7.5, grey)
		c.line(10, 38, 200, 38, 0.8, blue)
		c.text(15, 48, name, fam.bold, 15, black)
		c.text(15, 55, "Company number ", fam.regular, 10, black)
		c.text(15+c.width("Company number ", fam.regular, 10), 55, num, fam.bold, 10, black)
		x := 15.0
		for _, t := range []string{"Overview", "Filing history", "People", "More"} {
			f := fam.regular
			if t == tab {
				f = fam.bold
			}
			c.text(x, 64, t, f, 9.5, blue)
			if t == tab {
				c.line(x, 65.5, x+c.width(t, f, 9.5), 65.5, 0.6, black)
			}
			x += c.width(t, f, 9.5) + 9
		}
		c.line(10, 67, 200, 67, 0.2, grey)
		return 76
	}
	label := func(x, y float64, l, v string) float64 {
		c.text(x, y, l, fam.bold, 9.5, black)
		return c.lines(x, y+5, strings.Split(v, "\n"), fam.regular, 9.5, 4.6, black)
	}
	// Page 1: the overview.
	d.page = g.newPage(210, 297, white)
	y := head("Overview")
	y = label(15, y, "Registered office address", joinAddr(office)) + 4
	label(15, y, "Company status", status)
	label(110, y, "Company type", typ)
	y += 13
	label(15, y, "Incorporated on", fmtDate(inc, dsLong, "en"))
	y += 15
	ard := day(g.today.Year()-1, inc.Month(), 1).AddDate(0, 1, -1)
	c.text(15, y, "Accounts", fam.bold, 11, black)
	y += 6
	y = c.lines(15, y, []string{"Next accounts made up to " + fmtDate(ard.AddDate(1, 0, 0), dsLong, "en"), "due by " + fmtDate(ard.AddDate(1, 9, 0), dsLong, "en"), "Last accounts made up to " + fmtDate(ard, dsLong, "en")}, fam.regular, 9.5, 4.8, black) + 5
	cs := day(g.today.Year(), inc.Month(), inc.Day())
	if cs.After(g.today) {
		cs = cs.AddDate(-1, 0, 0)
	}
	c.text(15, y, "Confirmation statement", fam.bold, 11, black)
	y += 6
	y = c.lines(15, y, []string{"Next statement date " + fmtDate(cs.AddDate(1, 0, 0), dsLong, "en") + " due by " + fmtDate(cs.AddDate(1, 0, 14), dsLong, "en"), "Last statement dated " + fmtDate(cs, dsLong, "en")}, fam.regular, 9.5, 4.8, black) + 5
	label(15, y, "Nature of business (SIC)", pick(g.r, []string{"62020 - Information technology consultancy activities", "56101 - Licensed restaurants", "70229 - Management consultancy activities other than financial management", "47910 - Retail sale via mail order houses or via Internet", "68209 - Other letting and operating of own or leased real estate"}))
	// Page 2: the officers and persons with significant control.
	p2 := g.newPage(210, 297, white)
	d.pages = []*page{d.page, p2}
	y = head("People")
	c.text(15, y, "Officers", fam.bold, 9.5, black)
	c.text(40, y, "Persons with significant control", fam.regular, 9.5, blue)
	y += 9
	count := fmt.Sprintf("%d officers", len(offs)+btoi(resigned != nil))
	if resigned != nil {
		count += " / 1 resignation"
	}
	c.text(15, y, count, fam.bold, 12, black)
	y += 9
	all := append([]gbCHOfficer{}, offs...)
	if resigned != nil {
		all = append(all, *resigned)
	}
	for _, o := range all {
		if y+36 > 285 {
			// The browser continues the list on a new sheet.
			d.pages = append(d.pages, g.newPage(210, 297, white))
			y = 20
		}
		c.text(15, y, strings.ToUpper(o.sur)+", "+o.given, fam.bold, 10, blue)
		y += 5.5
		y = label(15, y, "Correspondence address", joinAddr(o.addr)) + 1.5
		state := "ACTIVE"
		if !o.resigned.IsZero() {
			state = "RESIGNED"
		}
		c.text(15, y, "Role", fam.bold, 9, black)
		c.rect(24, y-3.4, c.width(state, fam.bold, 6.5)+2.4, 4.4, rgb(29, 112, 184))
		c.text(25.2, y-0.3, state, fam.bold, 6.5, white)
		c.text(15, y+4.8, o.role, fam.regular, 9.5, black)
		if o.born.IsZero() {
			label(75, y, "Appointed on", fmtDate(o.appointed, dsLong, "en"))
		} else {
			label(75, y, "Date of birth", monthYear(o.born, "en"))
			label(135, y, "Appointed on", fmtDate(o.appointed, dsLong, "en"))
		}
		y += 11
		if !o.resigned.IsZero() {
			label(15, y, "Resigned on", fmtDate(o.resigned, dsLong, "en"))
			y += 11
		}
		if !o.born.IsZero() {
			label(15, y, "Nationality", o.nationality)
			label(75, y, "Country of residence", o.country)
			label(135, y, "Occupation", o.occupation)
			y += 11
		}
		y += 3
	}
	if len(psc) > 0 && y+float64(len(psc))*40+12 < 285 {
		c.line(15, y-2, 195, y-2, 0.2, grey)
		c.text(15, y+4, "Persons with significant control", fam.bold, 12, black)
		y += 12
		for _, o := range psc {
			title := pick(g.r, []string{"Mr ", "Mr ", "Dr "})
			if gbWomen[o.given] {
				title = pick(g.r, []string{"Ms ", "Mrs ", "Dr "})
			}
			c.text(15, y, title+o.given+" "+o.sur, fam.bold, 10, blue)
			y += 5.5
			y = label(15, y, "Correspondence address", joinAddr(o.addr)) + 1.5
			label(15, y, "Notified on", fmtDate(inc, dsLong, "en"))
			label(75, y, "Date of birth", monthYear(o.born, "en"))
			label(135, y, "Nationality", o.nationality)
			y += 11
			share := "75% or more"
			if len(psc) > 1 {
				share = "More than 25% but not more than 50%"
			}
			label(15, y, "Nature of control", "Ownership of shares – "+share)
			y += 13
		}
	} else if len(psc) > 0 {
		// The section did not fit on the printed page: it is not part
		// of the document.
		d.fields["significant_people"] = Field{Kind: KindPeople, People: truth[:len(offs)]}
	}
	for i, p := range d.pages {
		g.c.p = p
		if i == 0 {
			g.browserPrint(fam, printed, name+" overview - Find and update company information - GOV.UK", url, 1, len(d.pages), false)
			continue
		}
		g.browserPrint(fam, printed, name+" people - Find and update company information - GOV.UK", url+"/officers", i+1, len(d.pages), false)
	}
	return d
}

// btoi is 1 for true.
func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// grStems are Greek company names with the rendering in Latin letters
// the statutes give for dealings abroad.
var grStems = [][2]string{
	{"ΑΙΓΑΙΟ ΛΟΓΙΣΤΙΚΗ", "AIGAIO LOGISTIKI"}, {"ΟΛΥΜΠΟΣ ΤΡΟΦΙΜΑ", "OLYMPOS TROFIMA"}, {"ΔΕΛΦΙΝΙ ΝΑΥΤΙΛΙΑΚΗ", "DELFINI NAFTILIAKI"},
	{"ΑΣΤΕΡΙΑ ΛΟΓΙΣΜΙΚΟ", "ASTERIA LOGISMIKO"}, {"ΚΡΗΤΙΚΗ ΓΗ", "KRITIKI GI"}, {"ΠΗΓΑΣΟΣ ΚΑΤΑΣΚΕΥΑΣΤΙΚΗ", "PIGASOS KATASKEVASTIKI"},
}

// grForms are Greek legal forms: the name's ending, its abbreviation,
// the Latin ending and the form as the register names it.
var grForms = []struct{ ending, abbr, latin, form string }{
	{"ΑΝΩΝΥΜΗ ΕΤΑΙΡΕΙΑ", "Α.Ε.", "S.A.", "ΑΝΩΝΥΜΗ ΕΤΑΙΡΕΙΑ"},
	{"ΑΝΩΝΥΜΗ ΕΤΑΙΡΕΙΑ", "Α.Ε.", "S.A.", "ΑΝΩΝΥΜΗ ΕΤΑΙΡΕΙΑ"},
	{"ΙΔΙΩΤΙΚΗ ΚΕΦΑΛΑΙΟΥΧΙΚΗ ΕΤΑΙΡΕΙΑ", "Ι.Κ.Ε.", "P.C.", "ΙΔΙΩΤΙΚΗ ΚΕΦΑΛΑΙΟΥΧΙΚΗ ΕΤΑΙΡΕΙΑ"},
	{"ΕΤΑΙΡΕΙΑ ΠΕΡΙΟΡΙΣΜΕΝΗΣ ΕΥΘΥΝΗΣ", "Ε.Π.Ε.", "LTD", "ΕΤΑΙΡΕΙΑ ΠΕΡΙΟΡΙΣΜΕΝΗΣ ΕΥΘΥΝΗΣ"},
}

// orgGRGEMI imitates a certificate of the Greek General Commercial
// Register issued by a chamber's Υπηρεσία Γ.Ε.ΜΗ. through
// businessportal.gr: the letterhead (ΕΛΛΗΝΙΚΗ ΔΗΜΟΚΡΑΤΙΑ, the chamber,
// the Γ.Ε.ΜΗ. service) with place, date and protocol number, the title
// (ΠΙΣΤΟΠΟΙΗΤΙΚΟ ΕΚΠΡΟΣΩΠΗΣΗΣ or ΓΕΝΙΚΟ ΠΙΣΤΟΠΟΙΗΤΙΚΟ), the company's
// particulars (Επωνυμία, its Latin rendering where given, Αριθμός
// Γ.Ε.ΜΗ., Α.Φ.Μ., Νομική μορφή, Κατάσταση, date of formation, Έδρα,
// Διεύθυνση), the persons who represent it with their capacity (board
// of an Α.Ε., administrators of an Ι.Κ.Ε. or Ε.Π.Ε.), and the note that
// it was issued electronically with a digital signature and a
// verification code. Dates are 12/03/2015.
func (g *gen) orgGRGEMI() *doc {
	fam := g.family()
	ch := g.r.IntN(len(grChambers))
	chm := grChambers[ch]
	stem := pick(g.r, grStems)
	form := pick(g.r, grForms)
	name := stem[0] + " " + form.ending
	latin := stem[1] + " " + form.latin
	showLatin := g.chance(0.6)
	nameAcc := []string{stem[0] + " " + form.abbr, stem[0] + " " + strings.ReplaceAll(form.abbr, ".", "")}
	if showLatin {
		nameAcc = append(nameAcc, latin)
	}
	gemi := g.grGEMI(ch)
	afm := g.grAFM()
	// Γ.Ε.ΜΗ. has registered companies since 4 April 2011.
	inc := randDate(g.r, day(2011, time.May, 1), g.today.AddDate(0, -3, 0))
	showInc := g.chance(0.7)
	addr := g.grAddress(ch)
	general := g.chance(0.35)
	var people []officer
	var roles []string
	if form.abbr == "Α.Ε." {
		n := 3 + g.r.IntN(3)
		roles = []string{"ΠΡΟΕΔΡΟΣ Δ.Σ.", "ΑΝΤΙΠΡΟΕΔΡΟΣ Δ.Σ.", "ΔΙΕΥΘΥΝΩΝ ΣΥΜΒΟΥΛΟΣ", "ΜΕΛΟΣ Δ.Σ.", "ΜΕΛΟΣ Δ.Σ."}[:n]
		if g.chance(0.4) {
			roles = append([]string{"ΠΡΟΕΔΡΟΣ & ΔΙΕΥΘΥΝΩΝ ΣΥΜΒΟΥΛΟΣ", "ΑΝΤΙΠΡΟΕΔΡΟΣ Δ.Σ.", "ΜΕΛΟΣ Δ.Σ."}, roles[3:]...)
		}
	} else {
		roles = []string{"ΔΙΑΧΕΙΡΙΣΤΗΣ", "ΔΙΑΧΕΙΡΙΣΤΗΣ"}[:1+g.r.IntN(2)]
	}
	seen := map[string]bool{}
	for len(people) < len(roles) {
		pool := grMen
		if g.chance(0.35) {
			pool = grWomen
		}
		o := drawPeople(g, 1, roles[len(people)], pool)[0]
		if seen[o.sur] {
			continue
		}
		if pool.givens[0] == grWomen.givens[0] {
			// A woman's capacity takes the feminine form.
			o.Role = strings.NewReplacer("ΔΙΑΧΕΙΡΙΣΤΗΣ", "ΔΙΑΧΕΙΡΙΣΤΡΙΑ", "ΔΙΕΥΘΥΝΩΝ", "ΔΙΕΥΘΥΝΟΥΣΑ").Replace(o.Role)
		}
		seen[o.sur] = true
		people = append(people, o)
	}
	termEnd := g.today.AddDate(1+g.r.IntN(4), g.r.IntN(12), 0)
	auth := chm.chamber
	d := &doc{trueType: TypeOrganisationDoc, lang: "el", font: fam,
		description: "Synthetic Greek Γ.Ε.ΜΗ. certificate of representation / general certificate",
		fields: orgFields(name, nameAcc, gemi, []string{"ΑΡ.Γ.Ε.ΜΗ. " + gemi}, auth,
			[]string{"Γ.Ε.ΜΗ.", "ΓΕΜΗ", "Γενικό Εμπορικό Μητρώο", "Γενικό Εμπορικό Μητρώο (Γ.Ε.ΜΗ.)", "ΥΠΗΡΕΣΙΑ Γ.Ε.ΜΗ.", "ΥΠΗΡΕΣΙΑ ΓΕΝΙΚΟΥ ΕΜΠΟΡΙΚΟΥ ΜΗΤΡΩΟΥ (Γ.Ε.ΜΗ.)", chm.chamber + " - ΥΠΗΡΕΣΙΑ Γ.Ε.ΜΗ.", chm.short, "General Commercial Registry", "GEMI"},
			"GR", nil, nil, addr, "ΕΝΕΡΓΗ", form.form, []string{form.abbr, strings.ReplaceAll(form.abbr, ".", ""), titleCase(form.form), form.latin}, persons(people))}
	if showInc {
		d.fields["incorporation_date"] = dateField(inc)
	}
	d.fields["organisation_status"] = str("ΕΝΕΡΓΗ", KindText, "Ενεργή", "ΕΝΕΡΓΗ ΕΤΑΙΡΕΙΑ", "active")
	d.notes = "registration_number: the Αριθμός Γ.Ε.ΜΗ. (the Α.Φ.Μ. is the tax number). organisation_name: the Greek name as registered; its abbreviated form and, when printed, the Latin rendering are accepted. issuing_authority: the chamber whose Υπηρεσία Γ.Ε.ΜΗ. issued it; the register's names are accepted. incorporation_date: null when the certificate prints no date of formation. significant_people: the representatives with their capacity as printed; the father's name (του …) is not part of the name"
	d.page = g.newPage(210, 297, white)
	c := g.c
	grey := rgb(80, 80, 80)
	blue := rgb(13, 94, 175)
	g.emblem(30, 22, 8, blue, white)
	c.lines(44, 17, []string{"ΕΛΛΗΝΙΚΗ ΔΗΜΟΚΡΑΤΙΑ", chm.chamber, "ΥΠΗΡΕΣΙΑ ΓΕΝΙΚΟΥ ΕΜΠΟΡΙΚΟΥ ΜΗΤΡΩΟΥ (Γ.Ε.ΜΗ.)"}, fam.bold, 8.2, 4.2, black)
	c.text(44, 31, "Ταχ. Δ/νση: "+joinAddr(g.grAddress(ch)), fam.regular, 7.5, grey)
	issued := g.today.AddDate(0, 0, -g.r.IntN(20))
	c.textAlign(192, 17, titleCase(chm.city)+", "+issued.Format("02/01/2006"), fam.regular, 9, black, alignRight)
	c.textAlign(192, 22.5, "Αριθ. Πρωτ.: "+g.fill("9999999"), fam.regular, 9, black, alignRight)
	title := "ΠΙΣΤΟΠΟΙΗΤΙΚΟ ΕΚΠΡΟΣΩΠΗΣΗΣ"
	if general {
		title = "ΓΕΝΙΚΟ ΠΙΣΤΟΠΟΙΗΤΙΚΟ"
	}
	c.textAlign(105, 48, title, fam.bold, 14, black, alignCenter)
	y := c.paragraph(18, 58, 174, "Η Υπηρεσία Γ.Ε.ΜΗ. πιστοποιεί ότι, σύμφωνα με τα στοιχεία που τηρούνται στη μερίδα της επιχείρησης στο Γενικό Εμπορικό Μητρώο (Γ.Ε.ΜΗ.), ισχύουν τα ακόλουθα:", fam.regular, 9.5, 4.8, black) + 4
	c.text(18, y, "ΣΤΟΙΧΕΙΑ ΕΠΙΧΕΙΡΗΣΗΣ", fam.bold, 10, blue)
	y += 6
	rows := [][2]string{{"Επωνυμία", name}}
	if showLatin {
		rows = append(rows, [2]string{"Επωνυμία σε λατινικούς χαρακτήρες", latin})
	}
	if g.chance(0.5) {
		rows = append(rows, [2]string{"Διακριτικός τίτλος", stem[0]})
	}
	numLabel := pick(g.r, []string{"Αριθμός Γ.Ε.ΜΗ.", "ΑΡ.Γ.Ε.ΜΗ."})
	rows = append(rows, [2]string{numLabel, gemi}, [2]string{"Α.Φ.Μ.", afm}, [2]string{"Νομική μορφή", form.form}, [2]string{"Κατάσταση", "ΕΝΕΡΓΗ"})
	if showInc {
		rows = append(rows, [2]string{pick(g.r, []string{"Ημερομηνία σύστασης", "Ημ/νία σύστασης"}), inc.Format("02/01/2006")})
	}
	rows = append(rows, [2]string{"Έδρα", chm.seat}, [2]string{"Διεύθυνση", joinAddr(addr)})
	y = g.kv(18, y+3, rows, kvOpts{style: kvCells, col: 62, w: 174, fam: fam, size: 9.2, labelBold: true, shade: rgb(230, 238, 248)}) + 4
	c.text(18, y, "ΕΚΠΡΟΣΩΠΗΣΗ", fam.bold, 10, blue)
	y += 6
	organ := "διοικείται από Διοικητικό Συμβούλιο"
	if form.abbr != "Α.Ε." {
		organ = "διοικείται και εκπροσωπείται από διαχειριστή"
	}
	y = c.paragraph(18, y, 174, fmt.Sprintf("Η εταιρεία %s, η θητεία του οποίου λήγει στις %s. Τα πρόσωπα που την εκπροσωπούν είναι:", organ, termEnd.Format("02/01/2006")), fam.regular, 9.2, 4.6, black) + 3
	cols := []column{{x: 20}, {x: 101}, {x: 174}}
	c.rect(18, y-4, 174, 6, rgb(230, 238, 248))
	g.tableRow(y, cols, []string{"Ονοματεπώνυμο", "Ιδιότητα", "Έναρξη"}, fam.bold, 8.6, black)
	y += 6
	for _, p := range people {
		since := inc
		if g.chance(0.5) {
			since = randDate(g.r, inc, g.today.AddDate(0, -2, 0))
		}
		g.tableRow(y, cols, []string{p.sur + " " + p.given + " του " + pick(g.r, grFathers), p.Role, since.Format("02/01/2006")}, fam.regular, 8.2, black)
		c.line(18, y+2, 192, y+2, 0.15, rgb(180, 180, 180))
		y += 6.5
	}
	y += 3
	rep := people[0].Role
	for _, p := range people {
		if strings.Contains(p.Role, "ΔΙΕΥΘΥΝ") {
			rep = p.Role
		}
	}
	way := "Η εταιρεία εκπροσωπείται και δεσμεύεται έναντι τρίτων με μόνη την υπογραφή του προσώπου που ορίζεται ανωτέρω ως " + rep + "."
	y = c.paragraph(18, y, 174, "Τρόπος εκπροσώπησης: "+way, fam.regular, 9, 4.5, black) + 10
	c.rect(112, y-4, 80, 22, rgb(238, 246, 238))
	c.text(115, y, "Ψηφιακά υπογεγραμμένο από", fam.regular, 7.5, grey)
	c.text(115, y+4.5, "ΥΠΗΡΕΣΙΑ Γ.Ε.ΜΗ. "+chm.short, fam.bold, 7.5, black)
	c.text(115, y+9, fmt.Sprintf("Ημερομηνία: %s %02d:%02d:%02d EET", issued.Format("2006.01.02"), 8+g.r.IntN(8), g.r.IntN(60), g.r.IntN(60)), fam.regular, 7.5, grey)
	c.paragraph(18, 268, 174, "Το παρόν πιστοποιητικό εκδόθηκε ηλεκτρονικά μέσω της ιστοσελίδας www.businessportal.gr και φέρει ψηφιακή υπογραφή. Η γνησιότητά του μπορεί να ελεγχθεί με τον κωδικό επαλήθευσης "+g.fill("XXXX-XXXX-XXXX")+".", fam.regular, 7.5, 3.8, grey)
	return d
}

// brNatures are legal natures of the CNPJ table (código e descrição da
// natureza jurídica) with the name's ending and the qualifications of
// the QSA for them (Receita Federal 'Tabela de Natureza Jurídica x
// Qualificação do Representante').
var brNatures = []struct {
	code, desc, ending string
	quals              []string
}{
	{"206-2", "Sociedade Empresária Limitada", "LTDA", []string{"49-Sócio-Administrador", "22-Sócio", "05-Administrador"}},
	{"206-2", "Sociedade Empresária Limitada", "LTDA", []string{"49-Sócio-Administrador", "22-Sócio", "49-Sócio-Administrador"}},
	{"206-2", "Sociedade Empresária Limitada", "LTDA", []string{"49-Sócio-Administrador"}},
	{"205-4", "Sociedade Anônima Fechada", "S.A.", []string{"16-Presidente", "10-Diretor", "10-Diretor"}},
	{"224-0", "Sociedade Simples Limitada", "LTDA", []string{"49-Sócio-Administrador", "22-Sócio"}},
}

// brCompanies are Brazilian company names with a trade name (título do
// estabelecimento) and their main activity as CNAE code and description.
var brCompanies = []struct{ name, trade, activity string }{
	{"PADARIA BOA VISTA", "BOA VISTA", "10.91-1-02 - Fabricação de produtos de padaria e confeitaria com predominância de produção própria"},
	{"TECNOLOGIA IPE AMARELO", "IPE AMARELO", "62.01-5-01 - Desenvolvimento de programas de computador sob encomenda"},
	{"CONSTRUTORA HORIZONTE AZUL", "HORIZONTE AZUL", "41.20-4-00 - Construção de edifícios"},
	{"TRANSPORTES SERRA DO MAR", "SERRA DO MAR", "49.30-2-02 - Transporte rodoviário de carga, exceto produtos perigosos e mudanças, intermunicipal, interestadual e internacional"},
	{"CLINICA ODONTOLOGICA SORRISO", "SORRISO", "86.30-5-04 - Atividade odontológica"},
	{"COMERCIO DE ALIMENTOS SABIA", "SABIA", "46.39-7-01 - Comércio atacadista de produtos alimentícios em geral"},
}

// brCapitals are share capitals with the words the QSA prints after them.
var brCapitals = []struct {
	v     int
	words string
}{
	{10000, "Dez mil reais"}, {50000, "Cinquenta mil reais"}, {100000, "Cem mil reais"}, {200000, "Duzentos mil reais"}, {1000000, "Um milhão de reais"},
}

// orgBRCNPJ imitates the two pages a user prints from the Receita
// Federal's CNPJ service: the "Comprovante de Inscrição e de Situação
// Cadastral" (the boxed form under REPÚBLICA FEDERATIVA DO BRASIL /
// CADASTRO NACIONAL DA PESSOA JURÍDICA: número de inscrição with MATRIZ,
// data de abertura, nome empresarial, título do estabelecimento, porte,
// atividades, natureza jurídica as "206-2 - Sociedade Empresária
// Limitada", logradouro, número, complemento, CEP, bairro, município,
// UF, e-mail, telefone, EFR, situação cadastral and its date, situação
// especial, and the emission line) and the "Consulta Quadro de Sócios e
// Administradores - QSA" (CNPJ, nome empresarial, capital social, then
// each partner or administrator with "Qualificação: 49-Sócio-
// Administrador"). Names are in capitals without accents, as the CNPJ
// base keeps them; dates are 12/03/2015.
func (g *gen) orgBRCNPJ() *doc {
	fam := pick(g.r, []family{families[2], families[0], families[4], g.family()})
	nat := pick(g.r, brNatures)
	co := pick(g.r, brCompanies)
	name := co.name + " " + nat.ending
	fantasy := "********"
	if g.chance(0.6) {
		fantasy = co.trade
	}
	cnpj := g.brCNPJ()
	opened := g.incDate()
	pl := pick(g.r, brPlaces)
	street := pick(g.r, pl.streets)
	number := fmt.Sprint(10 + g.r.IntN(3800))
	compl := pick(g.r, []string{"", "SALA " + fmt.Sprint(100+g.r.IntN(1500)), "CONJ " + fmt.Sprint(10+g.r.IntN(200)), "ANDAR " + fmt.Sprint(1+g.r.IntN(20)), "LOJA " + fmt.Sprint(1+g.r.IntN(30))})
	bairro := pick(g.r, pl.bairros)
	cep := pl.cep + "." + g.fill("999-999")
	parts := []string{street, number}
	if compl != "" {
		parts = append(parts, compl)
	}
	office := append(append([]string{}, parts...), bairro, pl.city, pl.uf, cep)
	printedOrder := joinAddr(append(append(append([]string{}, parts...), cep), bairro, pl.city, pl.uf))
	plainCEP := strings.ReplaceAll(cep, ".", "")
	active := g.chance(0.9)
	status, since := "ATIVA", opened
	if g.chance(0.3) {
		since = randDate(g.r, opened, g.today.AddDate(0, -1, 0))
	}
	motive := ""
	if !active {
		status, motive = "INAPTA", "OMISSAO DE DECLARACOES"
		since = randDate(g.r, opened.AddDate(2, 0, 0), g.today.AddDate(0, -1, 0))
		if since.Before(opened) {
			since = opened
		}
	}
	n := len(nat.quals)
	if nat.quals[0] == "49-Sócio-Administrador" && len(nat.quals) > 1 {
		n = 1 + g.r.IntN(len(nat.quals))
	}
	people := drawPeople(g, n, "", brPeople)
	for i := range people {
		people[i].Role = strings.SplitN(nat.quals[i], "-", 2)[1]
	}
	typ := nat.desc
	d := &doc{trueType: TypeOrganisationDoc, lang: "pt", font: fam,
		description: "Synthetic Receita Federal CNPJ 'Comprovante de Inscrição e de Situação Cadastral' with the QSA page",
		fields: orgFields(name, nil, cnpj, []string{strings.NewReplacer(".", "", "/", "", "-", "").Replace(cnpj)}, "Receita Federal do Brasil",
			[]string{"Receita Federal", "RFB", "Secretaria da Receita Federal do Brasil", "Secretaria Especial da Receita Federal do Brasil", "Ministério da Fazenda - Receita Federal", "Cadastro Nacional da Pessoa Jurídica"},
			"BR", &opened, nil, office, status, typ, []string{nat.code + " - " + nat.desc, nat.ending, stripMarks(nat.desc)}, persons(people))}
	d.fields["registered_office_address"] = str(joinAddr(office), KindAddress, printedOrder, strings.ReplaceAll(joinAddr(office), cep, plainCEP), strings.ReplaceAll(printedOrder, cep, plainCEP))
	d.fields["organisation_status"] = str(status, KindText, titleCase(status))
	d.notes = "registration_number: the CNPJ of the head office (matriz) as printed; digits only accepted. incorporation_date: the data de abertura. registered_office_address: the establishment's address (logradouro, número, complemento, bairro, município, UF, CEP); the printed box order (CEP before bairro) is accepted. organisation_type: the natureza jurídica's description; with its code accepted. significant_people: the QSA in its order, role = the qualificação without its code (49-Sócio-Administrador → Sócio-Administrador); the título do estabelecimento is a trade name, not the legal name"
	printed := g.today.Add(time.Duration(9+g.r.IntN(9))*time.Hour + time.Duration(g.r.IntN(60))*time.Minute)
	c := g.c
	grey := rgb(70, 70, 70)
	rfHead := func() {
		c.rect(12, 11, 186, 10, rgb(19, 81, 180))
		c.text(16, 17.8, "Receita Federal", fam.bold, 11, white)
		c.textAlign(194, 17.8, "Ministério da Fazenda", fam.regular, 8, white, alignRight)
	}
	// Page 1: the comprovante.
	d.page = g.newPage(210, 297, white)
	rfHead()
	x0, x1 := 18.0, 192.0
	y := 28.0
	c.frame(x0, y, x1-x0, 20, 0.3, black)
	g.emblem(x0+11, y+10, 7, rgb(20, 90, 40), white)
	c.textAlign(110, y+8.5, "REPÚBLICA FEDERATIVA DO BRASIL", fam.bold, 13, black, alignCenter)
	c.textAlign(110, y+15, "CADASTRO NACIONAL DA PESSOA JURÍDICA", fam.bold, 10, black, alignCenter)
	y += 20
	// cell draws one box of the form: a caption and a value.
	cell := func(x, w, top, h float64, caption, value string, bold bool) {
		c.frame(x, top, w, h, 0.25, black)
		c.text(x+1.2, top+2.8, caption, fam.regular, 5.8, grey)
		f := fam.regular
		if bold {
			f = fam.bold
		}
		lines := c.wrap(value, f, 8.6, w-3)
		c.lines(x+1.5, top+6.8, lines, f, 8.6, 3.8, black)
	}
	h := 9.0
	c.frame(x0, y, 52, 16, 0.25, black)
	c.text(x0+1.2, y+2.8, "NÚMERO DE INSCRIÇÃO", fam.regular, 5.8, grey)
	c.text(x0+1.5, y+7.5, cnpj, fam.bold, 9.5, black)
	c.text(x0+1.5, y+12.5, "MATRIZ", fam.bold, 8.6, black)
	c.frame(x0+52, y, 90, 16, 0.25, black)
	c.textAlign(x0+97, y+7, "COMPROVANTE DE INSCRIÇÃO E DE SITUAÇÃO", fam.bold, 9, black, alignCenter)
	c.textAlign(x0+97, y+11.5, "CADASTRAL", fam.bold, 9, black, alignCenter)
	cell(x0+142, x1-x0-142, y, 16, "DATA DE ABERTURA", opened.Format("02/01/2006"), true)
	y += 16
	cell(x0, x1-x0, y, h, "NOME EMPRESARIAL", name, true)
	y += h
	cell(x0, 140, y, h, "TÍTULO DO ESTABELECIMENTO (NOME DE FANTASIA)", fantasy, true)
	cell(x0+140, x1-x0-140, y, h, "PORTE", pick(g.r, []string{"ME", "EPP", "DEMAIS"}), true)
	y += h
	act := co.activity
	cell(x0, x1-x0, y, 12, "CÓDIGO E DESCRIÇÃO DA ATIVIDADE ECONÔMICA PRINCIPAL", act, true)
	y += 12
	cell(x0, x1-x0, y, h, "CÓDIGO E DESCRIÇÃO DAS ATIVIDADES ECONÔMICAS SECUNDÁRIAS", pick(g.r, []string{"Não informada", "82.11-3-00 - Serviços combinados de escritório e apoio administrativo"}), true)
	y += h
	cell(x0, x1-x0, y, h, "CÓDIGO E DESCRIÇÃO DA NATUREZA JURÍDICA", nat.code+" - "+nat.desc, true)
	y += h
	complPrinted := compl
	if complPrinted == "" {
		complPrinted = "********"
	}
	cell(x0, 110, y, h, "LOGRADOURO", street, true)
	cell(x0+110, 22, y, h, "NÚMERO", number, true)
	cell(x0+132, x1-x0-132, y, h, "COMPLEMENTO", complPrinted, true)
	y += h
	cell(x0, 30, y, h, "CEP", cep, true)
	cell(x0+30, 55, y, h, "BAIRRO/DISTRITO", bairro, true)
	cell(x0+85, 75, y, h, "MUNICÍPIO", pl.city, true)
	cell(x0+160, x1-x0-160, y, h, "UF", pl.uf, true)
	y += h
	mail := strings.ReplaceAll(co.trade, " ", "") + "@" + pick(g.r, []string{"GMAIL.COM", "UOL.COM.BR", "TERRA.COM.BR"})
	cell(x0, 110, y, h, "ENDEREÇO ELETRÔNICO", mail, true)
	cell(x0+110, x1-x0-110, y, h, "TELEFONE", fmt.Sprintf("(%s) %s-%s", g.fill("99"), g.fill("9999"), g.fill("9999")), true)
	y += h
	cell(x0, x1-x0, y, h, "ENTE FEDERATIVO RESPONSÁVEL (EFR)", "*****", true)
	y += h
	cell(x0, 120, y, h, "SITUAÇÃO CADASTRAL", status, true)
	cell(x0+120, x1-x0-120, y, h, "DATA DA SITUAÇÃO CADASTRAL", since.Format("02/01/2006"), true)
	y += h
	cell(x0, x1-x0, y, h, "MOTIVO DE SITUAÇÃO CADASTRAL", motive, true)
	y += h
	cell(x0, 120, y, h, "SITUAÇÃO ESPECIAL", "********", true)
	cell(x0+120, x1-x0-120, y, h, "DATA DA SITUAÇÃO ESPECIAL", "********", true)
	y += h + 6
	c.textAlign(105, y, "Aprovado pela Instrução Normativa RFB nº 2.119, de 06 de dezembro de 2022.", fam.regular, 8, black, alignCenter)
	y += 8
	c.textAlign(105, y, fmt.Sprintf("Emitido no dia %s às %s (data e hora de Brasília).", printed.Format("02/01/2006"), printed.Format("15:04:05")), fam.regular, 8, black, alignCenter)
	c.textAlign(x1, y+6, "Página: 1/1", fam.regular, 8, black, alignRight)
	g.browserPrint(fam, printed, "Comprovante de Inscrição e de Situação Cadastral", "https://solucoes.receita.fazenda.gov.br/Servicos/cnpjreva/Cnpjreva_Comprovante.asp", 1, 2, false)
	// Page 2: the QSA.
	p2 := g.newPage(210, 297, white)
	d.pages = []*page{d.page, p2}
	rfHead()
	y = 34
	c.textAlign(105, y, "Consulta Quadro de Sócios e Administradores - QSA", fam.bold, 12, black, alignCenter)
	y += 12
	capital := pick(g.r, brCapitals)
	y = g.kv(x0, y, [][2]string{{"CNPJ:", cnpj}, {"NOME EMPRESARIAL:", name}, {"CAPITAL SOCIAL:", fmt.Sprintf("R$%s (%s)", strings.ReplaceAll(commas(capital.v), ",", ".")+",00", capital.words)}},
		kvOpts{style: kvLeft, col: 36, fam: fam, size: 9, labelBold: true, labelCol: black, valueBold: true}) + 5
	y = c.paragraph(x0, y, x1-x0, "O Quadro de Sócios e Administradores (QSA) constante da base de dados do Cadastro Nacional da Pessoa Jurídica (CNPJ) é o seguinte:", fam.regular, 9, 4.5, black) + 4
	for i, p := range people {
		c.frame(x0, y-4.5, x1-x0, 13, 0.25, grey)
		y = g.kv(x0+2, y, [][2]string{{"Nome/Nome Empresarial:", p.given + " " + p.sur}, {"Qualificação:", nat.quals[i]}},
			kvOpts{style: kvLeft, col: 42, fam: fam, size: 9, labelBold: true, labelCol: black}) + 4
	}
	y += 4
	y = c.paragraph(x0, y, x1-x0, "Para informações relativas à participação no QSA, acessar o e-CAC com certificado digital ou comparecer a uma unidade da RFB.", fam.regular, 8.5, 4.2, black) + 4
	c.text(x0, y, fmt.Sprintf("Emitido no dia %s às %s (data e hora de Brasília).", printed.Format("02/01/2006"), printed.Add(time.Minute).Format("15:04")), fam.regular, 8.5, black)
	g.browserPrint(fam, printed.Add(time.Minute), "Consulta Quadro de Sócios e Administradores - QSA", "https://solucoes.receita.fazenda.gov.br/Servicos/cnpjreva/Cnpjreva_qsa.asp", 2, 2, false)
	return d
}
