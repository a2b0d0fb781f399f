package docgen

import (
	"fmt"
	"strings"
)

// registry describes one company register.
type registry struct {
	country, lang, addrCountry string
	authority                  string
	accept                     []string
	title                      string
	numLabel                   string
	number                     func(g *gen) string
	orgType                    string
	roles                      []string
	labels                     [6]string // name, number, type, status, incorporated, office
	status                     string
}

var registries = []registry{
	{"GB", "en", "GB", "Registrar of Companies for England and Wales", []string{"Companies House"}, "Company overview", "Company number",
		func(g *gen) string {
			if p := pick(g.r, []string{"", "", "SC", "NI", "OC"}); p != "" {
				return p + g.fill("999999")
			}
			return g.fill("99999999")
		}, "Private limited company", []string{"Director", "Secretary"},
		[6]string{"Company name", "Company number", "Company type", "Company status", "Incorporated on", "Registered office address"}, "Active"},
	{"IE", "en", "IE", "Companies Registration Office", []string{"CRO"}, "Company printout", "Company number",
		func(g *gen) string { return g.fill("999999") }, "LTD - Private Company Limited by Shares", []string{"Director", "Secretary"},
		[6]string{"Company name", "Company number", "Company type", "Status", "Registration date", "Registered address"}, "Normal"},
	{"SG", "en", "SG", "Accounting and Corporate Regulatory Authority", []string{"ACRA"}, "Business profile (company)", "UEN",
		func(g *gen) string { return fmt.Sprintf("20%02d%s", 10+g.r.IntN(15), g.fill("99999A")) }, "Exempt private company limited by shares", []string{"Director", "Secretary", "Shareholder"},
		[6]string{"Name of company", "UEN", "Company type", "Status", "Registration date", "Registered office address"}, "Live Company"},
	{"NL", "nl", "NL", "Kamer van Koophandel", []string{"KvK", "Handelsregister"}, "Uittreksel Handelsregister Kamer van Koophandel", "KvK-nummer",
		func(g *gen) string { return g.fill("99999999") }, "Besloten Vennootschap", []string{"Bestuurder", "Gevolmachtigde"},
		[6]string{"Statutaire naam", "KvK-nummer", "Rechtsvorm", "Status", "Datum oprichting", "Bezoekadres"}, "Actief"},
	{"DE", "de", "DE", "Amtsgericht München", []string{"Handelsregister", "Registergericht München"}, "Handelsregister B des Amtsgerichts München – Aktueller Ausdruck", "Nummer der Firma",
		func(g *gen) string { return "HRB " + g.fill("999999") }, "Gesellschaft mit beschränkter Haftung", []string{"Geschäftsführer", "Prokurist"},
		[6]string{"Firma", "Nummer der Firma", "Rechtsform", "Status", "Tag der Eintragung", "Sitz, Geschäftsanschrift"}, "aktiv"},
	{"CY", "en", "CY", "Department of Registrar of Companies and Intellectual Property", []string{"Registrar of Companies", "Registrar of Companies Cyprus"}, "Certificate of Directors and Secretary", "Registration number",
		func(g *gen) string { return "HE " + g.fill("999999") }, "Private limited liability company", []string{"Director", "Secretary"},
		[6]string{"Company name", "Registration number", "Type", "Status", "Date of registration", "Registered office"}, "Active"},
	{"US", "en", "US", "Delaware Secretary of State, Division of Corporations", []string{"State of Delaware", "Secretary of State", "Division of Corporations"}, "Certificate of Incorporation", "File Number",
		func(g *gen) string { return g.fill("9999999") }, "Corporation", []string{"President", "Secretary", "Treasurer"},
		[6]string{"Entity name", "File number", "Entity kind", "Status", "Incorporation date", "Registered agent address"}, "Good Standing"},
}

// printedTypes is the company type a register prints for a legal form whose
// type differs from its registry's default.
var printedTypes = map[string]string{
	"AG":                      "Aktiengesellschaft",
	"UG (haftungsbeschränkt)": "Unternehmergesellschaft (haftungsbeschränkt)",
	"DAC":                     "DAC - Designated Activity Company",
}

// organisationDoc draws a certificate of incorporation (GB, US, IE, CY) or
// a register extract listing the officers.
func (g *gen) organisationDoc() *doc {
	rg := pick(g.r, registries)
	num := rg.number(g)
	form := pick(g.r, legalForms[rg.country])
	orgType := rg.orgType
	switch {
	case rg.country == "GB" && strings.HasPrefix(num, "OC"):
		form, orgType = "LLP", "Limited liability partnership"
	case rg.country == "GB" && form == "LLP":
		form = "Limited" // an LLP has an OC number
	case printedTypes[form] != "":
		orgType = printedTypes[form]
	}
	if rg.country == "US" {
		form = pick(g.r, []string{"Inc.", "Corp."})
	}
	name := pick(g.r, companyStems) + " " + form
	if rg.lang == "en" && g.chance(0.5) {
		name = strings.ToUpper(name)
	}
	inc := randDate(g.r, g.today.AddDate(-25, 0, 0), g.today.AddDate(0, 0, -30))
	office := g.address(rg.addrCountry)
	certificate := (rg.country == "GB" || rg.country == "US" || rg.country == "IE") && g.chance(0.5)
	fam := g.family()
	style := dsLong
	if rg.lang == "de" {
		style = dsDots
	}
	lang := rg.lang
	if rg.country == "US" {
		lang = "en-US"
	}
	authority := rg.authority
	if rg.country == "GB" {
		switch {
		case strings.HasPrefix(num, "SC"):
			authority = "Registrar of Companies for Scotland"
		case strings.HasPrefix(num, "NI"):
			authority = "Registrar of Companies for Northern Ireland"
		}
	}
	d := &doc{trueType: TypeOrganisationDoc, lang: rg.lang, font: fam,
		fields: map[string]Field{
			"organisation_name":             str(name, KindName, stripMarks(name)),
			"registration_number":           str(num, KindID, strings.ReplaceAll(num, " ", "")),
			"issuing_authority":             str(authority, KindText, rg.accept...),
			"jurisdiction_of_incorporation": str(rg.country, KindCountry),
			"incorporation_date":            dateField(inc),
		}}
	d.page = g.newPage(210, 297, white)
	c := g.c
	accent := pick(g.r, []colorT{rgb(0, 50, 100), rgb(100, 20, 40), rgb(20, 80, 60)})
	if certificate {
		d.variant = "org_cert_" + strings.ToLower(rg.country)
		d.description = fmt.Sprintf("Synthetic %s certificate of incorporation", rg.country)
		d.fields["registered_office_address"] = null(KindAddress)
		d.fields["significant_people"] = Field{Kind: KindPeople, People: []Person{}}
		c.frame(10, 10, 190, 277, 1.2, accent)
		c.frame(13, 13, 184, 271, 0.3, accent)
		g.guilloche(14, 14, 182, 40, rgb(215, 220, 230), 6)
		g.emblem(105, 42, 14, accent, white)
		c.textAlign(105, 75, rg.numLabel+" "+num, fam.bold, 12, black, alignCenter)
		heading := "CERTIFICATE OF INCORPORATION"
		c.textAlign(105, 92, heading, fam.bold, 18, accent, alignCenter)
		sub := "OF A PRIVATE LIMITED COMPANY"
		if rg.country == "US" {
			sub = "STATE OF DELAWARE"
		} else if strings.HasPrefix(num, "OC") {
			sub = "OF A LIMITED LIABILITY PARTNERSHIP"
		}
		c.textAlign(105, 100, sub, fam.bold, 11, accent, alignCenter)
		var text string
		switch rg.country {
		case "GB":
			text = fmt.Sprintf("The %s, hereby certifies that %s is this day incorporated under the Companies Act 2006 as a private company, that the company is limited by shares, and the situation of its registered office is in %s.",
				authority, name, strings.TrimPrefix(authority, "Registrar of Companies for "))
		case "IE":
			text = fmt.Sprintf("I hereby certify that %s is this day incorporated under the Companies Act 2014 and that the company is a private company limited by shares.", name)
		default:
			text = fmt.Sprintf("I, Secretary of State of the State of Delaware, do hereby certify that the attached is a true and correct copy of the certificate of incorporation of \"%s\", filed in this office and that the said corporation was incorporated under the laws of the State of Delaware.", name)
		}
		y := c.paragraph(30, 118, 150, text, fam.regular, 11.5, 6.5, black) + 8
		c.text(30, y, "Given on "+fmtDate(inc, dsLong, lang), fam.regular, 11.5, black)
		c.polyline([]float64{120, y + 30, 128, y + 20, 134, y + 30, 142, y + 22, 150, y + 28}, 0.4, rgb(20, 20, 110))
		c.line(110, y+33, 185, y+33, 0.2, black)
		c.text(110, y+38, authority, fam.regular, 8, black)
		g.emblem(50, y+32, 13, rgb(170, 140, 60), white)
		c.textAlign(105, 275, "This certificate is issued in accordance with the records held by the registrar.", fam.regular, 7, rgb(100, 100, 100), alignCenter)
		return d
	}
	d.variant = "org_extract_" + strings.ToLower(rg.country)
	d.description = fmt.Sprintf("Synthetic %s register extract with officers", rg.country)
	d.fields["registered_office_address"] = addrField(office)
	d.fields["organisation_status"] = str(rg.status, KindText)
	d.fields["organisation_type"] = str(orgType, KindText)
	// Header band.
	c.rect(0, 0, 210, 28, accent)
	g.emblem(20, 14, 8, white, accent)
	c.text(33, 12, authority, fam.bold, 12, white)
	c.paragraph(33, 19, 165, rg.title, fam.regular, 9, 4, white)
	rows := [][2]string{
		{rg.labels[0], name}, {rg.labels[1], num}, {rg.labels[2], orgType}, {rg.labels[3], rg.status},
		{rg.labels[4], fmtDate(inc, style, lang)},
	}
	y := 42.0
	for _, kv := range rows {
		c.text(20, y, kv[0], fam.regular, 8.5, rgb(90, 90, 90))
		c.text(80, y, kv[1], fam.bold, 10, black)
		c.line(20, y+2.5, 190, y+2.5, 0.1, rgb(210, 210, 210))
		y += 8
	}
	c.text(20, y, rg.labels[5], fam.regular, 8.5, rgb(90, 90, 90))
	y = c.lines(80, y, office, fam.bold, 10, 4.6, black) + 6
	// Officers table.
	offTitle := map[string]string{"en": "Officers", "nl": "Functionarissen", "de": "Vertretungsberechtigte Personen"}[rg.lang]
	c.text(20, y, offTitle, fam.bold, 12, accent)
	y += 6
	heads := map[string][3]string{"en": {"Name", "Role", "Correspondence address"}, "nl": {"Naam", "Functie", "Adres"}, "de": {"Name", "Funktion", "Wohnort / Anschrift"}}[rg.lang]
	c.rect(20, y, 170, 7, rgb(230, 232, 236))
	c.text(22, y+5, heads[0], fam.bold, 8.5, black)
	c.text(82, y+5, heads[1], fam.bold, 8.5, black)
	c.text(118, y+5, heads[2], fam.bold, 8.5, black)
	y += 12
	nc := idCountryOf(map[string]string{"GB": "GB", "IE": "IE", "SG": "GB", "NL": "NL", "DE": "DE", "CY": "GB", "US": "US"}[rg.country])
	var people []Person
	for k := 0; k < 1+g.r.IntN(4); k++ {
		given, sur := titleCase(pick(g.r, nc.givens)), titleCase(pick(g.r, nc.surnames))
		shown := given + " " + sur
		if rg.lang == "de" || g.chance(0.3) {
			shown = strings.ToUpper(sur) + ", " + given
		}
		role := pick(g.r, rg.roles)
		p := Person{Name: given + " " + sur, Role: role}
		c.text(22, y, shown, fam.regular, 9, black)
		c.text(82, y, role, fam.regular, 9, black)
		if g.chance(0.6) {
			a := g.address(rg.addrCountry)
			p.Address = ptr(joinAddr(a))
			yy := c.lines(118, y, a, fam.regular, 8, 3.8, black)
			y = yy + 2
		} else {
			y += 6
		}
		c.line(20, y-3, 190, y-3, 0.1, rgb(210, 210, 210))
		people = append(people, p)
	}
	d.fields["significant_people"] = Field{Kind: KindPeople, People: people}
	c.line(20, 278, 190, 278, 0.2, rgb(150, 150, 150))
	c.text(20, 283, fmt.Sprintf("%s · %s: %s", authority, rg.labels[1], num), fam.regular, 7, rgb(110, 110, 110))
	c.textAlign(190, 283, "1/1", fam.regular, 7, rgb(110, 110, 110), alignRight)
	return d
}
