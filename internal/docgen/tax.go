package docgen

import (
	"fmt"
	"strings"
)

// letterHead is what differs between the tax authorities' letters.
type letterHead struct {
	country   string
	lang      string
	authority []string // header lines, first is the authority's name
	accept    []string // other names of the authority
	title     string
	style     dateStyle
	dateLabel string
	refLabel  string
	numLabel  string
}

// taxDoc draws a tax registration letter or certificate.
func (g *gen) taxDoc() *doc {
	var h letterHead
	var number, refNo string
	var accept []string
	var body []string
	company := g.chance(0.5)
	addrCountry := ""
	switch g.r.IntN(7) {
	case 0, 1:
		addrCountry = "US"
		h = letterHead{country: "US", lang: "en-US", style: dsLong,
			authority: []string{"Internal Revenue Service", "Department of the Treasury", "Cincinnati OH 45999-0023"},
			accept:    []string{"IRS", "Department of the Treasury Internal Revenue Service", "Department of the Treasury"},
			dateLabel: "Date of this notice:"}
		if company {
			number = g.fill("99-9999999")
			h.title, h.numLabel = "WE ASSIGNED YOU AN EMPLOYER IDENTIFICATION NUMBER", "Employer Identification Number:"
			body = []string{"Thank you for applying for an Employer Identification Number (EIN). We assigned you EIN " + number + ". This EIN will identify you, your business accounts, tax returns, and documents, even if you have no employees. Please keep this notice in your permanent records.",
				"When filing tax documents, payments, and related correspondence, it is very important that you use your EIN and complete name and address exactly as shown above. Any variation may cause a delay in processing."}
		} else {
			number = fmt.Sprintf("9%s-%d%d-%s", g.fill("99"), 7, g.r.IntN(10), g.fill("9999"))
			h.title, h.numLabel = "WE ASSIGNED YOU AN INDIVIDUAL TAXPAYER IDENTIFICATION NUMBER", "Individual Taxpayer Identification Number:"
			body = []string{"We assigned you an Individual Taxpayer Identification Number (ITIN) " + number + ". Use this number on all tax returns and correspondence with the IRS. An ITIN is for federal tax purposes only and does not entitle you to Social Security benefits.",
				"Your ITIN will expire if you do not use it on a federal tax return at least once in three consecutive years."}
		}
		h.refLabel = "Notice number: CP 575 A  ·  Caller ID:"
		refNo = g.fill("999999")
	case 2, 3:
		addrCountry = "GB"
		h = letterHead{country: "GB", lang: "en", style: dsLong,
			authority: []string{"HM Revenue & Customs", "Self Assessment", "HM Revenue and Customs", "BX9 1AS"},
			accept:    []string{"HMRC", "HM Revenue and Customs"},
			dateLabel: "Date", refLabel: "Our reference"}
		utr := g.fill("9999999999")
		number = utr[:5] + " " + utr[5:]
		accept = []string{utr}
		refNo = "SA/" + g.fill("999999") + "/" + g.fill("AA")
		if company {
			h.title, h.numLabel = "Your Corporation Tax Unique Taxpayer Reference", "Corporation Tax UTR"
			body = []string{"We have set up a Corporation Tax record for your company. Your company's Unique Taxpayer Reference (UTR) is " + number + ". Please quote it whenever you contact us about Corporation Tax.",
				"Companies House has told us that your company has been incorporated. You must tell us within 3 months of starting to do business."}
		} else {
			nino := g.fill("A") + g.fill("A") + " " + g.fill("99 99 99") + " " + pick(g.r, []string{"A", "B", "C", "D"})
			nino = strings.NewReplacer("D", "A", "F", "B", "I", "C", "Q", "E", "U", "H", "V", "J", "O", "K").Replace(nino[:2]) + nino[2:]
			accept = append(accept, nino, strings.ReplaceAll(nino, " ", ""))
			h.title, h.numLabel = "Your Unique Taxpayer Reference (UTR)", "Unique Taxpayer Reference"
			body = []string{"We have set up a Self Assessment record for you. Your Unique Taxpayer Reference (UTR) is " + number + ". It is 10 digits long. Please keep it safe, you will need it to file your tax return online.",
				"National Insurance number: " + nino}
		}
	default:
		company = true
		switch g.r.IntN(5) {
		case 0:
			addrCountry = "DE"
			number = g.vatDE()
			h = letterHead{country: "DE", lang: "de", style: dsDots,
				authority: []string{"Bundeszentralamt für Steuern", "Dienstsitz Saarlouis", "Ahornweg 1-3", "66738 Saarlouis"},
				accept:    []string{"BZSt", "Bundeszentralamt fuer Steuern"},
				title:     "Bestätigung über die Erteilung der Umsatzsteuer-Identifikationsnummer",
				dateLabel: "Datum", refLabel: "Geschäftszeichen", numLabel: "USt-IdNr."}
			refNo = "St I 3 - " + g.fill("99999") + "/" + g.fill("99")
			body = []string{"Auf Ihren Antrag wurde Ihnen die folgende Umsatzsteuer-Identifikationsnummer erteilt: " + number + ". Bitte verwenden Sie diese Nummer bei allen innergemeinschaftlichen Lieferungen und sonstigen Leistungen."}
		case 1:
			addrCountry = "FR"
			var siren string
			number, siren = g.vatFR()
			h = letterHead{country: "FR", lang: "fr", style: dsSlash,
				authority: []string{"Direction générale des Finances publiques", "Service des impôts des entreprises", "6 rue Paul Cézanne", "75008 PARIS"},
				accept:    []string{"DGFiP", "Direction generale des Finances publiques", "Service des impôts des entreprises"},
				title:     "Attestation d'immatriculation à la TVA",
				dateLabel: "Date", refLabel: "Référence", numLabel: "N° de TVA intracommunautaire"}
			accept = []string{number[:4] + " " + siren[:3] + " " + siren[3:6] + " " + siren[6:]}
			refNo = g.fill("9999") + "/SIE/" + g.fill("999999")
			body = []string{"Nous vous informons que votre entreprise (SIREN " + siren + ") est identifiée à la taxe sur la valeur ajoutée sous le numéro " + number + ".", "Ce numéro doit figurer sur toutes vos factures."}
		case 2:
			addrCountry = "NL"
			number = g.vatNL()
			h = letterHead{country: "NL", lang: "nl", style: dsLong,
				authority: []string{"Belastingdienst", "Postbus 9050", "7300 GM Apeldoorn"},
				accept:    []string{"Belastingdienst Nederland"},
				title:     "Uw btw-identificatienummer",
				dateLabel: "Datum", refLabel: "Kenmerk", numLabel: "Btw-identificatienummer"}
			refNo = g.fill("AAA") + "-" + g.fill("9999999")
			body = []string{"U bent ondernemer voor de omzetbelasting. Uw btw-identificatienummer is " + number + ". Dit nummer vermeldt u op uw facturen en in uw contact met klanten."}
		case 3:
			addrCountry = "IT"
			number = g.vatIT()
			h = letterHead{country: "IT", lang: "it", style: dsSlash,
				authority: []string{"Agenzia delle Entrate", "Direzione Provinciale di Roma", "Via Ippolito Nievo 36", "00153 Roma"},
				accept:    []string{"Agenzia Entrate"},
				title:     "Attribuzione del numero di partita IVA",
				dateLabel: "Data", refLabel: "Protocollo n.", numLabel: "Partita IVA"}
			accept = []string{number[2:]}
			refNo = g.fill("9999") + "/" + g.fill("999999")
			body = []string{"Si comunica che al soggetto indicato è stato attribuito il numero di partita IVA " + number[2:] + " (" + number + " per le operazioni intracomunitarie)."}
		default:
			addrCountry = "ES"
			number = g.vatES()
			h = letterHead{country: "ES", lang: "es", style: dsSlash,
				authority: []string{"Agencia Tributaria", "Delegación Especial de Madrid", "Calle de Guzmán el Bueno 139", "28003 Madrid"},
				accept:    []string{"AEAT", "Agencia Estatal de Administración Tributaria"},
				title:     "Tarjeta de Identificación Fiscal",
				dateLabel: "Fecha", refLabel: "Código electrónico", numLabel: "NIF / Número de IVA"}
			accept = []string{number[2:]}
			refNo = g.fill("XXXXXXXXXXXXXXXX")
			body = []string{"La Agencia Estatal de Administración Tributaria asigna el Número de Identificación Fiscal " + number[2:] + " a la entidad indicada. Número de IVA intracomunitario: " + number + "."}
		}
	}
	nc := idCountryOf(map[string]string{"US": "US", "GB": "GB"}[addrCountry])
	if addrCountry != "US" && addrCountry != "GB" {
		nc = idCountryOf(addrCountry)
	}
	var name string
	if company {
		name = pick(g.r, companyStems) + " " + pick(g.r, legalForms[addrCountry])
	} else {
		name = titleCase(pick(g.r, nc.givens)) + " " + titleCase(pick(g.r, nc.surnames))
	}
	addr := g.address(addrCountry)
	issued := randDate(g.r, g.today.AddDate(-3, 0, 0), g.today.AddDate(0, 0, -3))
	fam := g.family()
	accent := pick(g.r, []colorT{rgb(0, 60, 110), rgb(0, 90, 60), rgb(60, 60, 60)})
	d := &doc{trueType: TypeTaxDoc, lang: h.lang, font: fam,
		variant:     fmt.Sprintf("tax_%s_%s", strings.ToLower(h.country), map[bool]string{true: "company", false: "person"}[company]),
		description: fmt.Sprintf("Synthetic %s tax registration letter (%s)", h.country, h.authority[0]),
		fields: map[string]Field{
			"issuing_authority":         str(h.authority[0], KindText, append(h.accept, stripMarks(h.authority[0]))...),
			"issuing_authority_country": str(h.country, KindCountry),
			"tax_number":                str(number, KindID, append(accept, strings.NewReplacer("-", "", " ", "").Replace(number))...),
			"taxpayer_name":             str(name, KindName, stripMarks(name)),
			"taxpayer_address":          addrField(addr),
			"date_of_issue":             dateField(issued),
		}}
	if h.country != "US" {
		d.fields["reference_number"] = str(refNo, KindID)
	}
	if h.lang == "en-US" {
		d.lang = "en"
	}
	d.page = g.newPage(210, 297, white)
	c := g.c
	g.emblem(30, 24, 10, accent, white)
	c.text(45, 20, h.authority[0], fam.bold, 13, accent)
	c.lines(45, 25.5, h.authority[1:], fam.regular, 8.5, 3.8, rgb(50, 50, 50))
	// Reference block on the right.
	rx := 128.0
	ry := 50.0
	kv := [][2]string{{h.dateLabel, fmtDate(issued, h.style, h.lang)}, {h.numLabel, number}, {h.refLabel, refNo}}
	for _, p := range kv {
		c.text(rx, ry, p[0], fam.regular, 7.5, rgb(90, 90, 90))
		c.text(rx, ry+4, p[1], fam.bold, 9.5, black)
		ry += 10
	}
	// Taxpayer block in the window.
	tl := append([]string{name}, addr...)
	if h.country == "US" {
		for i := range tl {
			tl[i] = strings.ToUpper(tl[i])
		}
	}
	c.lines(22, 58, tl, fam.regular, 10.5, 4.8, black)
	y := 112.0
	c.paragraph(22, y, 166, h.title, fam.bold, 12.5, 6, black)
	y += 14
	for _, p := range body {
		y = c.paragraph(22, y, 166, p, fam.regular, 10, 5, black) + 4
	}
	// A framed box repeating the number, as certificates do.
	c.frame(22, y, 166, 16, 0.5, accent)
	c.text(27, y+6.5, h.numLabel, fam.regular, 8, rgb(80, 80, 80))
	c.text(27, y+12.5, number, fam.bold, 13, black)
	y += 28
	closing := map[string]string{"en": "Yours sincerely", "en-US": "Sincerely,", "de": "Mit freundlichen Grüßen", "fr": "Veuillez agréer nos salutations distinguées.", "nl": "Met vriendelijke groet,", "it": "Distinti saluti", "es": "Atentamente,"}[h.lang]
	c.text(22, y, closing, fam.regular, 10, black)
	c.polyline([]float64{24, y + 12, 30, y + 6, 34, y + 12, 40, y + 7, 46, y + 11}, 0.35, rgb(20, 20, 110))
	c.text(22, y+18, h.authority[0], fam.regular, 9, black)
	c.line(22, 280, 188, 280, 0.2, rgb(160, 160, 160))
	c.text(22, 285, fmt.Sprintf("%s · %s", h.authority[0], strings.Join(h.authority[1:], ", ")), fam.regular, 6.5, rgb(110, 110, 110))
	return d
}

var companyStems = []string{"Northwind Solutions", "Bluefinch Analytics", "Kestrel & Hart", "Silvergate Logistics", "Orchard Lane Foods", "Brightwater Studio", "Ironbark Engineering", "Lumen Côté Conseil", "Müller & Söhne"}

var legalForms = map[string][]string{
	"US": {"LLC", "Inc.", "Corp."},
	"GB": {"Ltd", "Limited", "LLP"},
	"DE": {"GmbH", "UG (haftungsbeschränkt)", "AG"},
	"FR": {"SAS", "SARL"},
	"NL": {"B.V."},
	"IT": {"S.r.l.", "S.p.A."},
	"ES": {"S.L.", "S.A."},
	"IE": {"Limited", "DAC"},
	"SG": {"Pte. Ltd."},
	"CY": {"Ltd"},
}
