package docgen

import (
	"fmt"
	"strings"
	"time"
)

// Organisation documents of the dev split: a UK Companies House
// certificate of incorporation, an Indian certificate of incorporation
// (INC-11), a Singapore ACRA business profile and a New Zealand
// Companies Office certificate of incorporation or company extract. Each
// imitates a real document as publicly described (source in the comment
// above it); none was shaped on the readers.

func init() {
	register(
		&layout{name: "org_gb_certificate_of_incorporation", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgGBCertificate,
			source: "UK Companies House certificate of incorporation: contents (name, company number, date of incorporation, jurisdiction England and Wales / Scotland / Northern Ireland, company type) per informdirect.co.uk 'What is a certificate of incorporation?'; the three registrars at Cardiff, Edinburgh and Belfast per ukcorporator.co.uk guidance G60a; conclusive evidence of registration, Companies Act 2006 s 15"},
		&layout{name: "org_in_certificate_of_incorporation", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgINIncorporation,
			source: "Indian certificate of incorporation, Form INC-11 (rule 18 of the Companies (Incorporation) Rules, 2014): name, date, CIN, PAN, registered office, Registrar's signature per quickcompany.in 'What is an Incorporation Certificate?'; CIN of 21 characters (listing, NIC code, state, year, ownership PTC, serial) and PAN structure per caclubindia.com 'Know your PAN structure & CIN structure'"},
		&layout{name: "org_sg_acra_business_profile", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgSGACRAProfile, formats: pdfOnly,
			source: "Singapore ACRA 'Business Profile (Company)' bought through Bizfile: registration particulars, officers with identification, nationality and address, and members per the Companies Act 1967 s 12 and s 173 (sso.agc.gov.sg) and corporate.icon.sg 'Registers and record keeping of companies in Singapore'; UEN yyyynnnnnX per acra.gov.sg"},
		&layout{name: "org_nz_companies_office", docType: TypeOrganisationDoc, split: SplitDev, make: (*gen).orgNZCompaniesOffice,
			source: "New Zealand Companies Office: certificate of incorporation under the Companies Act 1993 and the company extract (company number, NZBN, incorporation date, status, entity type, registered office, directors, shareholdings) per dev.to/openregistry 'New Zealand Companies Office: what the register actually returns' and companies-register.companiesoffice.govt.nz 'Managing share allocations'; NZBN of 13 digits (GS1) per nzbn.govt.nz"},
	)
}

// org6GBRegistrars are the three registrars of companies of the United
// Kingdom with the office that gives their certificates and the prefix
// of their company numbers (ukcorporator.co.uk 'Three different
// Registrars': Cardiff, Edinburgh, Belfast).
var org6GBRegistrars = []struct{ registrar, office, situation, prefix string }{
	{"Registrar of Companies for England and Wales", "Cardiff", "England and Wales", ""},
	{"Registrar of Companies for England and Wales", "Cardiff", "England and Wales", ""},
	{"Registrar of Companies for Scotland", "Edinburgh", "Scotland", "SC"},
	{"Registrar of Companies for Northern Ireland", "Belfast", "Northern Ireland", "NI"},
}

// orgGBCertificate imitates the certificate of incorporation Companies
// House issues when it registers a private company: the Companies House
// mark, "CERTIFICATE OF INCORPORATION OF A PRIVATE LIMITED COMPANY", the
// company number, the Registrar's statement that the company is
// incorporated under the Companies Act 2006 as a private company limited
// by shares with its registered office situated in England and Wales,
// Scotland or Northern Ireland, and the place and date it was given, with
// a note that the filing was authenticated electronically (s 1115). The
// date is printed "12 March 2015".
func (g *gen) orgGBCertificate() *doc {
	fam := pick(g.r, []family{g.family(), g.family(), pick(g.r, monoFamilies)})
	rg := pick(g.r, org6GBRegistrars)
	stem := strings.ToUpper(pick(g.r, newStems["en"]))
	suffix := pick(g.r, []string{"LIMITED", "LIMITED", "LTD"})
	name := stem + " " + suffix
	nameAcc := []string{titleCase(stem) + " " + map[string]string{"LIMITED": "Limited", "LTD": "Ltd"}[suffix], stem + " LTD", stem + " LIMITED"}
	// The Companies Act 2006 governs incorporations from 1 October 2009.
	reg := randDate(g.r, day(2009, time.October, 1), g.today.AddDate(0, -2, 0))
	// English and Welsh numbers run from about 07000000 in 2009 upwards
	// (an approximation from numbers seen on the public register, for
	// plausibility only); Scottish and Northern Irish ones carry their
	// prefix and six digits.
	num := rg.prefix + g.fill("999999")
	if rg.prefix == "" {
		num = fmt.Sprintf("%08d", 7000000+(reg.Year()-2009)*550000+g.r.IntN(500000))
	}
	typ := "Private Limited Company"
	d := &doc{trueType: TypeOrganisationDoc, lang: "en", font: fam,
		description: "Synthetic UK Companies House certificate of incorporation",
		fields: orgFields(name, nameAcc, num, nil, rg.registrar,
			[]string{"Companies House", "Registrar of Companies", "The Registrar of Companies for " + rg.situation},
			"GB", &reg, nil, nil, "", typ, []string{"private company limited by shares", "private company", "Ltd"}, nil)}
	d.notes = "organisation_type: as the title prints it. The certificate names no office address, status or officer"
	d.page = g.newPage(210, 297, white)
	c := g.c
	grey := rgb(80, 80, 80)
	green := rgb(0, 100, 80)
	if g.chance(0.5) {
		c.frame(15, 15, 180, 267, 0.6, green)
	}
	g.emblem(105, 38, 10, green, white)
	c.textAlign(105, 56, "COMPANIES HOUSE", fam.bold, 9, green, alignCenter)
	c.textAlign(105, 76, "CERTIFICATE OF INCORPORATION", fam.bold, 16, black, alignCenter)
	c.textAlign(105, 83, "OF A PRIVATE LIMITED COMPANY", fam.bold, 11, black, alignCenter)
	c.textAlign(105, 100, "Company Number "+num, fam.regular, 11, black, alignCenter)
	body := fmt.Sprintf("The %s hereby certifies that %s is this day incorporated under the Companies Act 2006 as a private company, that the company is limited by shares, and the situation of its registered office is in %s.", rg.registrar, name, rg.situation)
	y := c.paragraph(30, 118, 150, body, fam.regular, 11, 6.2, black) + 8
	y = c.paragraph(30, y, 150, fmt.Sprintf("Given at Companies House, %s, on %s.", rg.office, fmtDate(reg, dsLong, "en")), fam.regular, 11, 6.2, black) + 20
	g.signature(88, y, 36, rgb(10, 10, 60))
	c.textAlign(105, y+6, "Registrar of Companies", fam.regular, 9, grey, alignCenter)
	c.text(25, 262, "*"+strings.ReplaceAll(num, " ", "")+g.fill("99999")+"*", fam.regular, 9, grey)
	c.paragraph(25, 270, 160, "The above information was communicated by electronic means and authenticated by the Registrar of Companies under section 1115 of the Companies Act 2006.", fam.regular, 7.5, 3.8, grey)
	return d
}

// org6INStates are Indian states with their CIN code, a city and its
// PIN codes and streets.
var org6INStates = []struct {
	code, state, city, pin string
	streets                []string
}{
	{"MH", "Maharashtra", "Mumbai", "4000", []string{"Nariman Point", "Andheri Kurla Road", "Linking Road, Bandra West", "LBS Marg, Vikhroli West"}},
	{"KA", "Karnataka", "Bengaluru", "5600", []string{"MG Road", "Outer Ring Road, Marathahalli", "100 Feet Road, Indiranagar", "Hosur Road, Koramangala"}},
	{"DL", "Delhi", "New Delhi", "1100", []string{"Connaught Place", "Nehru Place", "Barakhamba Road"}},
	{"TN", "Tamil Nadu", "Chennai", "6000", []string{"Anna Salai", "Mount Road, Guindy", "Rajiv Gandhi Salai, Perungudi"}},
	{"TG", "Telangana", "Hyderabad", "5000", []string{"Road No. 12, Banjara Hills", "HITEC City, Madhapur", "Begumpet Road"}},
	{"GJ", "Gujarat", "Ahmedabad", "3800", []string{"Ashram Road", "SG Highway, Bodakdev", "CG Road, Navrangpura"}},
}

// org6INPeople are Indian names.
var org6INPeople = namePool{
	givens:   []string{"Rahul", "Priya", "Anil", "Sunita", "Vikram", "Deepa", "Arjun", "Kavita", "Sanjay", "Meera"},
	surnames: []string{"Sharma", "Iyer", "Patel", "Reddy", "Nair", "Gupta", "Menon", "Desai", "Rao", "Kulkarni"},
}

// orgINIncorporation imitates the certificate of incorporation in Form
// INC-11 that the Registrar of Companies of the Central Registration
// Centre issues under the Companies Act 2013: the Government of India and
// Ministry of Corporate Affairs heading, the form and its legal basis,
// the Registrar's statement that the company is incorporated on a day
// (here "12th day of March 2015") and is limited by shares, its Corporate
// Identity Number, PAN and TAN, the place and date given, the digital
// signature block and the mailing address as per the register. The CIN
// is U + NIC activity code + state + year + ownership (PTC) + serial.
func (g *gen) orgINIncorporation() *doc {
	fam := g.family()
	st := pick(g.r, org6INStates)
	// INC-11 under the Companies Act 2013, issued by the Central
	// Registration Centre (set up in 2016).
	reg := randDate(g.r, day(2016, time.March, 1), g.today.AddDate(0, -2, 0))
	stem := pick(g.r, []string{"NILGIRI SOFTWARE", "GANGA AGRO FOODS", "DECCAN LOGISTICS", "SAHYADRI INFRA", "KAVERI TEXTILES", "ARAVALLI DIGITAL", "KONKAN MARINE EXPORTS"})
	name := stem + " PRIVATE LIMITED"
	nameAcc := []string{stem + " PVT LTD", stem + " PVT. LTD.", stem + " PRIVATE LTD"}
	nic := pick(g.r, []string{"72900", "74999", "01400", "15100", "63090", "45200", "51909"})
	cin := fmt.Sprintf("U%s%s%dPTC%06d", nic, st.code, reg.Year(), 100000+g.r.IntN(800000))
	pan := g.fill("AA") + "C" + stem[:1] + g.fill("9999") + g.fill("A")
	tan := strings.ToUpper(st.city[:3]) + stem[:1] + g.fill("99999") + g.fill("A")
	office := []string{fmt.Sprintf("%d, %s", 1+g.r.IntN(400), pick(g.r, st.streets)), st.city, st.state, "India", st.pin + fmt.Sprintf("%02d", g.r.IntN(100))}
	auth := "Registrar of Companies, Central Registration Centre"
	d := &doc{trueType: TypeOrganisationDoc, lang: "en", font: fam,
		description: "Synthetic Indian certificate of incorporation (Form INC-11)",
		fields: orgFields(name, nameAcc, cin, nil, auth,
			[]string{"Central Registration Centre", "Registrar of Companies", "Ministry of Corporate Affairs", "Government of India, Ministry of Corporate Affairs", "ROC"},
			"IN", &reg, nil, office, "", "", nil, nil)}
	d.notes = "registration_number: the Corporate Identity Number (CIN). registered_office_address: the mailing address as per the register. The certificate names no status, legal form label or officer"
	d.page = g.newPage(210, 297, white)
	c := g.c
	grey := rgb(80, 80, 80)
	navy := rgb(20, 40, 110)
	g.emblem(105, 24, 9, navy, white)
	c.textAlign(105, 40, "GOVERNMENT OF INDIA", fam.bold, 10, navy, alignCenter)
	c.textAlign(105, 45.5, "MINISTRY OF CORPORATE AFFAIRS", fam.bold, 10, navy, alignCenter)
	c.textAlign(105, 51, "Central Registration Centre", fam.regular, 9, navy, alignCenter)
	c.textAlign(105, 66, "Certificate of Incorporation", fam.bold, 15, black, alignCenter)
	c.textAlign(105, 73, "[Pursuant to sub-section (2) of section 7 of the Companies Act, 2013 (18 of 2013)", fam.regular, 8, grey, alignCenter)
	c.textAlign(105, 77.5, "and rule 18 of the Companies (Incorporation) Rules, 2014]", fam.regular, 8, grey, alignCenter)
	y := c.paragraph(25, 92, 160, fmt.Sprintf("I hereby certify that %s is incorporated on this %s under the Companies Act, 2013 (18 of 2013) and that the company is limited by shares.", name, ordinalDay(reg)), fam.regular, 10.5, 5.8, black) + 5
	y = c.paragraph(25, y, 160, "The Corporate Identity Number of the company is "+cin+".", fam.regular, 10.5, 5.8, black) + 5
	y = c.paragraph(25, y, 160, "The Permanent Account Number (PAN) of the company is "+pan+"*", fam.regular, 10.5, 5.8, black) + 5
	y = c.paragraph(25, y, 160, "The Tax Deduction and Collection Account Number (TAN) of the company is "+tan+"*", fam.regular, 10.5, 5.8, black) + 5
	given := reg.AddDate(0, 0, g.r.IntN(2))
	y = c.paragraph(25, y, 160, fmt.Sprintf("Given under my hand at Manesar this %s.", ordinalDay(given)), fam.regular, 10.5, 5.8, black) + 14
	signer := drawPeople(g, 1, "", org6INPeople)[0]
	c.rect(112, y-5, 74, 24, rgb(236, 246, 236))
	c.text(115, y, "Digitally signed by", fam.regular, 7.5, grey)
	c.text(115, y+4.5, "DS MINISTRY OF CORPORATE AFFAIRS", fam.bold, 7.5, black)
	c.text(115, y+9, fmt.Sprintf("Date: %s %02d:%02d:%02d IST", given.Format("2006.01.02"), 9+g.r.IntN(9), g.r.IntN(60), g.r.IntN(60)), fam.regular, 7.5, grey)
	y += 26
	c.text(112, y, signer.given+" "+signer.sur, fam.bold, 9.5, black)
	c.text(112, y+5, pick(g.r, []string{"Assistant Registrar of Companies", "Deputy Registrar of Companies", "Registrar of Companies"}), fam.regular, 9, black)
	c.text(112, y+10, "For and on behalf of the Jurisdictional Registrar of Companies", fam.regular, 7.8, grey)
	c.text(112, y+14.5, auth, fam.regular, 7.8, grey)
	y += 30
	c.text(25, y, "Mailing Address as per record available in Registrar of Companies office:", fam.regular, 8.5, grey)
	y += 5.5
	c.lines(25, y, append([]string{name}, strings.Join(office[:2], ", "), strings.Join(office[2:], ", ")), fam.regular, 9.5, 5, black)
	c.paragraph(25, 272, 160, "*as issued by the Income Tax Department. Note: the corresponding form has been approved vide SRN "+g.fill("A99999999")+" dated "+given.Format("02/01/2006")+".", fam.regular, 7.5, 3.8, grey)
	return d
}

// orgSGACRAProfile imitates the Business Profile (Company) that ACRA
// sells through Bizfile: ACRA's name and the receipt number and date at
// the top, the company's name in the title, then the registration
// particulars (UEN, name, former name, incorporation date, company type,
// status and its date, principal activities), the share capital, the
// registered office, the officers with identification, nationality,
// address, position and date of appointment, the members with their
// shares, and a closing note. Dates are 12/03/2015; names and addresses
// are in capitals.
func (g *gen) orgSGACRAProfile() *doc {
	fam := g.family()
	reg := g.incDate()
	stem := pick(g.r, []string{"LION CITY ROBOTICS", "MERLION DATA", "ORCHID LANE FOODS", "KATONG TRADING", "STRAITS FREIGHT", "BUKIT TIMAH CONSULTING", "TANJONG MARINE"})
	name := stem + " PTE. LTD."
	nameAcc := []string{stem + " PTE LTD", stem + " PRIVATE LIMITED", titleCase(stem) + " Pte. Ltd."}
	uen := g.sgUEN(reg.Year())
	typ := pick(g.r, []string{"EXEMPT PRIVATE COMPANY LIMITED BY SHARES", "EXEMPT PRIVATE COMPANY LIMITED BY SHARES", "PRIVATE COMPANY LIMITED BY SHARES"})
	status := "LIVE COMPANY"
	office := g.sgAddress()
	auth := "Accounting and Corporate Regulatory Authority"
	nDir := 1 + g.r.IntN(2)
	seen := map[string]bool{}
	var officers []officer
	for len(officers) < nDir+1 {
		n := pick(g.r, org6SGPeople)
		if seen[n] {
			continue
		}
		seen[n] = true
		officers = append(officers, officer{Person: Person{Name: n, Role: "DIRECTOR"}})
	}
	officers[nDir].Role = "SECRETARY"
	// The members: the first director, and for some a second person.
	members := []officer{{Person: Person{Name: officers[0].Name, Role: "SHAREHOLDER"}}}
	if nDir > 1 && g.chance(0.5) {
		members = append(members, officer{Person: Person{Name: officers[1].Name, Role: "SHAREHOLDER"}})
	}
	people := append(append([]officer{}, officers...), members...)
	d := &doc{trueType: TypeOrganisationDoc, lang: "en", font: fam,
		description: "Synthetic Singapore ACRA business profile (company)",
		fields: orgFields(name, nameAcc, uen, nil, auth,
			[]string{"ACRA", "Accounting and Corporate Regulatory Authority (ACRA)", "Registrar of Companies", "ACCOUNTING AND CORPORATE REGULATORY AUTHORITY", "Accounting & Corporate Regulatory Authority"},
			"SG", &reg, nil, office, status, typ, []string{"Exempt private company limited by shares", "Private company limited by shares", "Pte. Ltd.", "private limited company"}, persons(people))}
	d.fields["organisation_status"] = str(status, KindText, "Live Company", "Live", "active")
	d.notes = "registration_number: the UEN. significant_people: officers (directors, secretary) then the shareholders, a director who holds shares listed twice. The UEN's check letter is drawn, its rule being unpublished"
	d.page = g.newPage(210, 297, white)
	c := g.c
	red := rgb(200, 16, 46)
	grey := rgb(90, 90, 90)
	issued := g.today.AddDate(0, 0, -g.r.IntN(7))
	sgDate := func(t time.Time) string { return t.Format("02/01/2006") }
	c.rect(20, 12, 26, 11, red)
	c.textAlign(33, 19.5, "ACRA", fam.bold, 13, white, alignCenter)
	c.text(50, 16, "ACCOUNTING AND CORPORATE", fam.bold, 8.5, black)
	c.text(50, 20.5, "REGULATORY AUTHORITY", fam.bold, 8.5, black)
	c.textAlign(190, 15, "Date: "+sgDate(issued), fam.regular, 8.5, black, alignRight)
	c.textAlign(190, 20, "Receipt No.: ACRA"+issued.Format("060102")+g.fill("99999999"), fam.regular, 8.5, black, alignRight)
	c.line(20, 27, 190, 27, 0.4, grey)
	c.textAlign(105, 37, "Business Profile (Company) of "+name, fam.bold, 11.5, black, alignCenter)
	c.textAlign(105, 43, "Registration No. "+uen, fam.regular, 9, grey, alignCenter)
	hdr := func(y float64, t string) float64 {
		c.rect(20, y-4.6, 170, 6.4, rgb(225, 228, 232))
		c.text(22, y, t, fam.bold, 9.5, black)
		return y + 8
	}
	opts := kvOpts{style: kvLeft, col: 60, fam: fam, size: 9, labelCol: grey}
	y := hdr(54, "Company Information")
	former := ""
	if g.chance(0.25) {
		former = strings.ToUpper(pick(g.r, []string{"SG", "ASIA", "ORIENT"})) + " " + stem + " PTE. LTD."
	}
	rows := [][2]string{
		{"Registration No.", uen},
		{"Company Name", name},
		{"Former Name if any", former},
		{"Incorporation Date", sgDate(reg)},
		{"Company Type", typ},
		{"Status", status},
		{"Status Date", sgDate(reg)},
		{"Principal Activities", pick(g.r, []string{"(1) 62011 DEVELOPMENT OF SOFTWARE AND APPLICATIONS", "(1) 46900 WHOLESALE TRADE OF A VARIETY OF GOODS", "(1) 70201 MANAGEMENT CONSULTANCY SERVICES", "(1) 52291 FREIGHT FORWARDING", "(1) 56111 RESTAURANTS"})},
	}
	y = g.kv(22, y, rows, opts) + 2
	capital := pick(g.r, []int{1, 100, 1000, 10000, 50000, 100000})
	if len(members) > 1 && capital == 1 {
		capital = 100
	}
	y = hdr(y+2, "Capital")
	y = g.kv(22, y, [][2]string{{"Issued Share Capital", fmt.Sprintf("%s SGD ORDINARY", commas(capital))}, {"Number of Shares", commas(capital)}, {"Paid-Up Capital", fmt.Sprintf("%s SGD ORDINARY", commas(capital))}}, opts) + 2
	y = hdr(y+2, "Address")
	y = g.kv(22, y, [][2]string{{"Registered Office Address", strings.Join(office, "\n")}, {"Date of Address", sgDate(randDate(g.r, reg, issued))}}, opts) + 2
	y = hdr(y+2, "Officers/Authorised Representative(s)")
	cols := []column{{x: 22}, {x: 75}, {x: 96}, {x: 128}, {x: 160}}
	g.tableRow(y, cols, []string{"Name", "ID", "Nationality", "Position Held", "Date of Appointment"}, fam.bold, 7.6, black)
	y += 5.5
	ids := map[string]string{}
	for _, o := range officers {
		prefix := byte('S')
		if g.chance(0.2) {
			prefix = 'T'
		}
		ids[o.Name] = g.sgNRIC(prefix)
		g.tableRow(y, cols, []string{o.Name, ids[o.Name], "SINGAPORE CITIZEN", o.Role, sgDate(reg)}, fam.regular, 7.8, black)
		y += 4.6
		c.text(24, y, "Address: "+strings.Join(g.sgAddress(), ", "), fam.regular, 7, grey)
		y += 6
	}
	y = hdr(y+2, "Shareholder(s)")
	g.tableRow(y, []column{{x: 22}, {x: 100}, {x: 135}, {x: 163}}, []string{"Name", "ID", "No. of Shares", "Currency"}, fam.bold, 7.6, black)
	y += 5.5
	for i, m := range members {
		sh := capital / len(members)
		if i == 0 {
			sh = capital - sh*(len(members)-1)
		}
		g.tableRow(y, []column{{x: 22}, {x: 100}, {x: 135}, {x: 163}}, []string{m.Name, ids[m.Name], commas(sh), "SGD"}, fam.regular, 7.8, black)
		y += 5
	}
	y += 8
	c.paragraph(20, y, 170, "The information above is extracted from the records kept by the Registrar under the Companies Act 1967 as at the date and time of this Business Profile. Verify this profile with its receipt number at www.bizfile.gov.sg.", fam.regular, 7.6, 3.9, grey)
	c.line(20, 282, 190, 282, 0.2, grey)
	c.textAlign(105, 287, "RETRIEVED FROM BIZFILE · PAGE 1 OF 1", fam.regular, 7, grey, alignCenter)
	return d
}

// orgNZCompaniesOffice imitates one of two New Zealand Companies Office
// prints: the certificate of incorporation (the Registrar's certificate
// that the company was incorporated under the Companies Act 1993 on a
// day written "12th day of March 2015", with the company number and the
// NZBN), or the company extract printed from the register (company
// summary with number, NZBN, incorporation date, status, entity type,
// registered office and address for service, directors with
// appointment dates, and shareholdings). Dates of the extract are
// 12 Mar 2015.
func (g *gen) orgNZCompaniesOffice() *doc {
	fam := g.family()
	cert := g.chance(0.5)
	stem := pick(g.r, []string{"KOWHAI HOLDINGS", "TASMAN BAY FREIGHT", "PUKEKO DIGITAL", "SOUTHERN ALPS BREWING", "HARBOURSIDE PROPERTY", "KAURI RIDGE FARMS", "MANUKAU ENGINEERING"})
	name := stem + " LIMITED"
	nameAcc := []string{titleCase(stem) + " Limited", stem + " LTD"}
	num := fmt.Sprint(1000000 + g.r.IntN(8000000))
	nzbn := g.nzNZBN()
	reg := g.incDate()
	auth := "Registrar of Companies"
	authAcc := []string{"New Zealand Companies Office", "Companies Office", "Ministry of Business, Innovation and Employment", "Registrar of Companies New Zealand", "Companies Register"}
	grey := rgb(90, 90, 90)
	teal := rgb(0, 84, 110)
	if cert {
		d := &doc{trueType: TypeOrganisationDoc, lang: "en", font: fam,
			description: "Synthetic New Zealand certificate of incorporation",
			fields:      orgFields(name, nameAcc, num, []string{nzbn}, auth, authAcc, "NZ", &reg, nil, nil, "", "", nil, nil)}
		d.notes = "registration_number: the company number; the NZBN is accepted. The certificate names no office, status, type or officer"
		d.page = g.newPage(210, 297, white)
		c := g.c
		c.frame(12, 12, 186, 273, 0.8, teal)
		c.frame(14.5, 14.5, 181, 268, 0.3, teal)
		g.emblem(105, 42, 11, teal, white)
		c.textAlign(105, 64, "NEW ZEALAND", fam.bold, 11, teal, alignCenter)
		c.textAlign(105, 70, "COMPANIES OFFICE", fam.regular, 9, teal, alignCenter)
		c.textAlign(105, 88, "CERTIFICATE OF INCORPORATION", fam.bold, 17, black, alignCenter)
		c.textAlign(105, 106, name, fam.bold, 14, black, alignCenter)
		c.textAlign(105, 114, num, fam.regular, 11, black, alignCenter)
		c.textAlign(105, 120, "NZBN: "+nzbn, fam.regular, 9.5, grey, alignCenter)
		y := c.paragraph(30, 138, 150, fmt.Sprintf("This is to certify that %s was incorporated under the Companies Act 1993 on the %s.", name, ordinalDay(reg)), fam.regular, 11, 6, black)
		g.signature(80, y+26, 50, rgb(20, 20, 80))
		c.textAlign(105, y+32, auth, fam.regular, 10, black, alignCenter)
		printed := g.today.AddDate(0, 0, -g.r.IntN(30))
		c.textAlign(105, 268, fmt.Sprintf("Certificate printed %s %02d:%02d", shortDate(printed, true), 8+g.r.IntN(9), g.r.IntN(60)), fam.regular, 8, grey, alignCenter)
		c.textAlign(105, 273, "Verify at companies-register.companiesoffice.govt.nz", fam.regular, 7.5, grey, alignCenter)
		return d
	}
	office := g.nzAddress()
	status := "Registered"
	typ := "NZ Limited Company"
	dirs := drawPeople(g, 1+g.r.IntN(3), "Director", org6NZPeople)
	holders := []officer{{Person: Person{Name: dirs[0].Name, Role: "Shareholder"}, given: dirs[0].given, sur: dirs[0].sur}}
	if len(dirs) > 1 && g.chance(0.6) {
		holders = append(holders, officer{Person: Person{Name: dirs[1].Name, Role: "Shareholder"}, given: dirs[1].given, sur: dirs[1].sur})
	}
	people := append(append([]officer{}, dirs...), holders...)
	d := &doc{trueType: TypeOrganisationDoc, lang: "en", font: fam,
		description: "Synthetic New Zealand Companies Office company extract",
		fields:      orgFields(name, nameAcc, num, []string{nzbn}, auth, authAcc, "NZ", &reg, nil, office, status, typ, []string{"Limited company", "NZ Limited Company (LTD)"}, persons(people))}
	d.fields["organisation_status"] = str(status, KindText, "active")
	d.notes = "registration_number: the company number; the NZBN is accepted. significant_people: directors then shareholders, a director holding shares listed twice"
	d.page = g.newPage(210, 297, white)
	c := g.c
	issued := g.today.AddDate(0, 0, -g.r.IntN(10))
	c.rect(0, 0, 210, 24, teal)
	c.text(20, 12, "Companies Office", fam.bold, 14, white)
	c.text(20, 18.5, "New Zealand Companies Register · Ministry of Business, Innovation and Employment", fam.regular, 8, white)
	c.textAlign(190, 12, "Company extract", fam.bold, 10, white, alignRight)
	c.textAlign(190, 18.5, "As at "+shortDate(issued, false), fam.regular, 8.5, white, alignRight)
	c.text(20, 38, fmt.Sprintf("%s (%s) %s", name, num, status), fam.bold, 12, black)
	hdr := func(y float64, t string) float64 {
		c.text(20, y, t, fam.bold, 10.5, teal)
		c.line(20, y+1.6, 190, y+1.6, 0.3, teal)
		return y + 7.5
	}
	opts := kvOpts{style: kvLeft, col: 55, fam: fam, size: 9.2, labelCol: grey}
	y := hdr(50, "Company Summary")
	arMonth := monthName["en"][reg.Month()-1]
	y = g.kv(20, y, [][2]string{
		{"Company number", num},
		{"NZBN", nzbn},
		{"Incorporation Date", shortDate(reg, true)},
		{"Company Status", status},
		{"Entity type", typ},
		{"Constitution filed", pick(g.r, []string{"Yes", "No"})},
		{"Annual return filing month", arMonth},
	}, opts) + 3
	y = hdr(y, "Addresses")
	service := office
	if g.chance(0.4) {
		service = g.nzAddress()
	}
	y = g.kv(20, y, [][2]string{{"Registered office", strings.Join(office, ", ")}, {"Address for service", strings.Join(service, ", ")}}, opts) + 3
	y = hdr(y, "Directors")
	for _, o := range dirs {
		since := reg
		if g.chance(0.3) {
			since = randDate(g.r, reg, issued.AddDate(0, -1, 0))
		}
		c.text(20, y, strings.ToUpper(o.sur)+", "+o.given, fam.bold, 9.2, black)
		c.textAlign(190, y, "Appointed "+shortDate(since, true), fam.regular, 8.6, grey, alignRight)
		y += 4.6
		c.text(24, y, "Residential address: "+strings.Join(g.nzAddress()[:3], ", "), fam.regular, 8, grey)
		y += 6.5
	}
	y = hdr(y+1, "Shareholdings")
	total := pick(g.r, []int{100, 1000, 10000})
	c.text(20, y, "Total number of shares: "+commas(total), fam.regular, 9, black)
	y += 6
	for i, h := range holders {
		sh := total / len(holders)
		if i == 0 {
			sh = total - sh*(len(holders)-1)
		}
		c.text(20, y, fmt.Sprintf("Allocation %d: %s shares", i+1, commas(sh)), fam.regular, 9, black)
		c.text(90, y, h.given+" "+h.sur, fam.bold, 9, black)
		y += 5.5
	}
	c.line(20, 282, 190, 282, 0.2, grey)
	c.text(20, 287, "Printed from the Companies Register, Ministry of Business, Innovation and Employment. Page 1 of 1", fam.regular, 7, grey)
	return d
}
