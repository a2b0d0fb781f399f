package docgen

import (
	"fmt"
	"image/color"
	"strings"
	"time"
)

// person is the holder of an identity document.
type person struct {
	surname, given string
	birth          time.Time
	sex            string
	place          string
}

func (g *gen) person(c idCountry) person {
	return person{
		surname: pick(g.r, c.surnames),
		given:   pick(g.r, c.givens),
		birth:   randDate(g.r, day(1946, 1, 1), g.today.AddDate(-18, 0, 0)),
		sex:     pick(g.r, []string{"M", "F"}),
		place:   pick(g.r, c.places),
	}
}

// validity draws issue and expiry dates; about a third are expired. Expiry
// dates stay at least ten days away from today.
func (g *gen) validity(years int) (issue, expiry time.Time, expired bool) {
	expired = g.chance(0.3)
	if expired {
		issue = randDate(g.r, g.today.AddDate(-years-6, 0, 0), g.today.AddDate(-years, 0, -10))
	} else {
		issue = randDate(g.r, g.today.AddDate(-years, 0, 20), g.today.AddDate(0, 0, -5))
	}
	return issue, issue.AddDate(years, 0, -1), expired
}

// labeller joins the labels of one or more languages ("Name/Surname/Nom").
type labeller []idLabels

func (l labeller) get(f func(idLabels) string) string {
	var parts []string
	for _, s := range l {
		if v := f(s); !contains(parts, v) {
			parts = append(parts, v)
		}
	}
	return strings.Join(parts, "/")
}

func (g *gen) labels(lang string) labeller {
	own := idLabelSets[lang]
	switch g.r.IntN(3) {
	case 0:
		if lang == "en" {
			return labeller{own, idLabelSets["fr"]}
		}
		return labeller{own}
	case 1:
		return labeller{own, idLabelSets["en"]}
	}
	return labeller{own, idLabelSets["en"], idLabelSets["fr"]}
}

func (g *gen) identity() *doc {
	switch x := g.r.IntN(10); {
	case x < 4:
		return g.mrzDocument(3)
	case x < 6:
		return g.mrzDocument(1)
	case x < 7:
		return g.mrzDocument(2)
	case x < 9:
		return g.euLicence()
	default:
		return g.usLicence()
	}
}

var pastels = []color.RGBA{rgb(246, 232, 236), rgb(232, 242, 234), rgb(230, 238, 248), rgb(248, 244, 228), rgb(240, 236, 248)}

// mrzDocument draws a passport data page (TD3) or an ID card (TD1, both
// sides; TD2, one side).
func (g *gen) mrzDocument(td int) *doc {
	c := pick(g.r, idCountries)
	if td != 3 && c.a2 == "US" {
		c = idCountries[0]
	}
	p := g.person(c)
	years := 10
	if td != 3 && g.chance(0.5) {
		years = 5
	}
	issue, expiry, expired := g.validity(years)
	number := g.fill(c.numPattern)
	authority := pick(g.r, c.authorities)
	style := pick(g.r, c.styles)
	lab := g.labels(c.lang)
	fam := g.family()
	tint := pick(g.r, pastels)
	ink := rgb(20, 20, 30)
	labCol := rgb(70, 70, 90)
	date := func(t time.Time) string { return upperDate(fmtDate(t, style, c.lang)) }

	m := mrzData{issuer: c.code, nationality: c.code, number: number, surname: p.surname, given: p.given,
		birth: p.birth, sex: p.sex, expiry: expiry}
	d := &doc{trueType: TypeIdentity, lang: c.lang, font: fam,
		fields: map[string]Field{
			"issuing_country":            str(c.a2, KindCountry),
			"document_number":            str(number, KindID),
			"document_date_of_issue":     dateField(issue),
			"document_expiry_date":       dateField(expiry),
			"document_issuing_authority": textField(authority),
			"surname":                    nameField(p.surname),
			"given_name":                 nameField(p.given),
			"date_of_birth":              dateField(p.birth),
			"place_of_birth":             textField(p.place),
		}}
	state := "valid"
	if expired {
		state = "expired"
	}
	title := lab.get(func(l idLabels) string { return l.passport })
	if td != 3 {
		title = lab.get(func(l idLabels) string { return l.idcard })
	}

	var cw, ch float64
	var lines []string
	switch td {
	case 3:
		cw, ch = 125, 88
		m.docCode = "P"
		lines = m.td3()
		d.variant = fmt.Sprintf("td3_%s_%s", strings.ToLower(c.a2), state)
		d.description = fmt.Sprintf("Synthetic %s passport data page (TD3), %s", c.a2, state)
	case 2:
		cw, ch = 105, 74
		m.docCode = "I"
		lines = m.td2()
		d.variant = fmt.Sprintf("td2_%s_%s", strings.ToLower(c.a2), state)
		d.description = fmt.Sprintf("Synthetic %s identity card (TD2), %s", c.a2, state)
	default:
		cw, ch = 85.6, 54
		m.docCode = "ID"
		if c.a2 != "DE" {
			m.docCode = "I"
		}
		lines = m.td1()
		d.variant = fmt.Sprintf("td1_%s_%s", strings.ToLower(c.a2), state)
		d.description = fmt.Sprintf("Synthetic %s identity card (TD1), front and back, %s", c.a2, state)
	}
	margin := 6 + g.r.Float64()*10
	bedH := ch + 2*margin
	if td == 1 {
		bedH = 2*ch + 8 + 2*margin
	}
	bed := pick(g.r, []color.RGBA{rgb(250, 250, 250), rgb(255, 255, 255), rgb(238, 238, 236)})
	d.page = g.newPage(cw+2*margin, bedH, bed)
	ox, oy := margin, margin
	k := cw / 125 // scale of the layout relative to a passport page

	card := func(ox, oy float64) {
		g.c.rect(ox, oy, cw, ch, tint)
		g.guilloche(ox, oy, cw, ch, color.RGBA{tint.R - 40, tint.G - 40, tint.B - 30, 255}, 5)
		g.c.frame(ox, oy, cw, ch, 0.2, rgb(180, 180, 180))
	}
	card(ox, oy)
	g.c.text(ox+4*k, oy+6*k, c.state, fam.bold, 7*k+1, ink)
	g.c.text(ox+4*k, oy+11*k, title, fam.bold, 8*k+1, rgb(40, 40, 110))
	g.emblem(ox+cw-9*k, oy+9*k, 5*k, rgb(150, 120, 60), tint)

	photoW, photoH := 30*k, 38*k
	g.photo(ox+4*k, oy+16*k, photoW, photoH)
	x1 := ox + 4*k + photoW + 5*k
	labSize, valSize := 5*k+0.6, 8*k+0.8
	row := 6.4 * k
	if td == 1 {
		row = 6.6 * k
	}
	y := oy + 16*k
	field := func(x, y float64, label, value string) {
		g.c.text(x, y, label, fam.regular, labSize, labCol)
		g.c.text(x, y+valSize*0.3528*0.85+0.4, value, fam.bold, valSize, ink)
	}
	sexLabel := lab.get(func(l idLabels) string { return l.sex })
	if td != 1 {
		field(x1, y, lab.get(func(l idLabels) string { return l.kind }), m.docCode)
		field(x1+18*k, y, lab.get(func(l idLabels) string { return l.code }), c.code)
		field(x1+42*k, y, lab.get(func(l idLabels) string { return l.number }), number)
		y += row
	} else {
		g.c.textAlign(ox+cw-4*k, oy+17*k, number, fam.bold, valSize, rgb(150, 20, 20), alignRight)
		y -= 1
	}
	field(x1, y, lab.get(func(l idLabels) string { return l.surname }), p.surname)
	y += row
	field(x1, y, lab.get(func(l idLabels) string { return l.given }), p.given)
	y += row
	field(x1, y, lab.get(func(l idLabels) string { return l.nationality }), c.nationality)
	y += row
	field(x1, y, lab.get(func(l idLabels) string { return l.birth }), date(p.birth))
	field(x1+46*k, y, sexLabel, p.sex)
	y += row
	field(x1, y, lab.get(func(l idLabels) string { return l.place }), p.place)
	y += row
	if td != 1 {
		field(x1, y, lab.get(func(l idLabels) string { return l.issue }), date(issue))
		field(x1+40*k, y, lab.get(func(l idLabels) string { return l.authority }), authority)
		y += row
	}
	field(x1, y, lab.get(func(l idLabels) string { return l.expiry }), date(expiry))

	if td == 1 { // the back: authority, issue date and the MRZ
		oy += ch + 8
		card(ox, oy)
		field(ox+4*k, oy+10*k, lab.get(func(l idLabels) string { return l.authority }), authority)
		field(ox+4*k, oy+10*k+row*1.3, lab.get(func(l idLabels) string { return l.issue }), date(issue))
		g.c.rect(ox+cw-30*k, oy+6*k, 24*k, 20*k, rgb(200, 200, 205)) // chip / hologram
	}
	g.drawMRZ(ox, oy, cw, ch, lines)
	return d
}

// drawMRZ sets the MRZ lines in OCR-B at the bottom of the card, with the
// character pitch of ICAO 9303 (about 2.54 mm).
func (g *gen) drawMRZ(ox, oy, cw, ch float64, lines []string) {
	n := len(lines[0])
	pitch := 2.54 * (cw / 125)
	if cw < 100 {
		pitch = 2.54
	}
	size := pitch * float64(n) / g.c.width(lines[0], fOCRB, 1)
	lead := size * 25.4 / 72 * 1.55
	zoneW := pitch * float64(n)
	g.c.rect(ox+1, oy+ch-lead*float64(len(lines))-2.5, cw-2, lead*float64(len(lines))+1.5, rgb(252, 252, 250))
	x := ox + (cw-zoneW)/2
	y := oy + ch - 3 - lead*float64(len(lines)-1)
	for _, l := range lines {
		g.c.text(x, y, l, fOCRB, size, black)
		y += lead
	}
}

// euLicence draws an EU driving licence card (no MRZ) with numbered fields.
func (g *gen) euLicence() *doc {
	lc := pick(g.r, euLicences)
	var c idCountry
	for _, ic := range idCountries {
		if ic.a2 == lc.a2 {
			c = ic
		}
	}
	p := g.person(c)
	issue, expiry, expired := g.validity(pick(g.r, []int{10, 15}))
	authority := pick(g.r, lc.authorities)
	number := g.fill(pick(g.r, []string{"XXXXXXXXXXX", "A999999999", "99AA99999"}))
	if lc.a2 == "GB" {
		sn := strings.ReplaceAll(mrzName(p.surname), " ", "")
		sn = (sn + "99999")[:5]
		gn := mrzName(p.given)
		mo := int(p.birth.Month())
		if p.sex == "F" {
			mo += 50
		}
		number = fmt.Sprintf("%s%d%02d%02d%d%c9%s", sn, p.birth.Year()%100/10, mo, p.birth.Day(), p.birth.Year()%10, gn[0], g.fill("AA"))
	}
	fam := g.family()
	tint := pick(g.r, pastels)
	date := func(t time.Time) string { return fmtDate(t, lc.style, lc.lang) }
	state := "valid"
	if expired {
		state = "expired"
	}
	d := &doc{trueType: TypeIdentity, lang: lc.lang, font: fam,
		variant:     fmt.Sprintf("dl_%s_%s", strings.ToLower(lc.a2), state),
		description: fmt.Sprintf("Synthetic %s EU driving licence, %s", lc.a2, state),
		fields: map[string]Field{
			"issuing_country":            str(lc.a2, KindCountry),
			"document_number":            str(number, KindID),
			"document_date_of_issue":     dateField(issue),
			"document_expiry_date":       dateField(expiry),
			"document_issuing_authority": textField(authority),
			"surname":                    nameField(p.surname),
			"given_name":                 nameField(p.given),
			"date_of_birth":              dateField(p.birth),
			"place_of_birth":             textField(p.place),
		}}
	margin := 5 + g.r.Float64()*8
	const cw, ch = 85.6, 54
	d.page = g.newPage(cw+2*margin, ch+2*margin, rgb(248, 248, 248))
	ox, oy := margin, margin
	g.c.rect(ox, oy, cw, ch, tint)
	g.guilloche(ox, oy, cw, ch, color.RGBA{tint.R - 35, tint.G - 35, tint.B - 25, 255}, 4)
	g.c.frame(ox, oy, cw, ch, 0.2, rgb(170, 170, 170))
	// The EU band: blue square with a ring of stars and the country code.
	g.c.rect(ox+3, oy+3, 11, 11, rgb(20, 50, 150))
	for k := 0; k < 12; k++ {
		a := float64(k) * 2 * 3.14159265 / 12
		g.c.ellipse(ox+8.5+3.2*cos(a), oy+7+3.2*sin(a), 0.45, 0.45, rgb(250, 210, 0))
	}
	g.c.textAlign(ox+8.5, oy+13.2, lc.band, fam.bold, 6, white, alignCenter)
	g.c.text(ox+17, oy+8, lc.title, fam.bold, 9, rgb(30, 30, 100))
	g.c.text(ox+17, oy+12.5, c.state, fam.regular, 5, rgb(60, 60, 60))
	g.photo(ox+3, oy+17, 22, 28)
	ink := rgb(15, 15, 25)
	x := ox + 28
	y := oy + 20
	const row = 4.3
	num := func(n, v string) {
		g.c.text(x, y, n, fam.regular, 6, rgb(80, 80, 80))
		g.c.text(x+6, y, v, fam.bold, 7, ink)
		y += row
	}
	num("1.", p.surname)
	num("2.", p.given)
	num("3.", date(p.birth)+" "+p.place)
	g.c.text(x+32, y, "4c.", fam.regular, 6, rgb(80, 80, 80))
	g.c.text(x+38, y, authority, fam.bold, 6.5, ink)
	num("4a.", date(issue))
	num("4b.", date(expiry))
	num("5.", number)
	g.c.text(x, y+2, "7.", fam.regular, 6, rgb(80, 80, 80))
	g.c.polyline([]float64{x + 6, y + 2, x + 12, y - 1, x + 16, y + 2, x + 22, y - 0.5}, 0.3, rgb(20, 20, 120))
	g.c.text(x+30, y+2, "9. AM/B1/B", fam.regular, 6.5, ink)
	return d
}

// usLicence draws a US driver licence with AAMVA-style short labels and
// month-first dates; it has no place of birth.
func (g *gen) usLicence() *doc {
	st := pick(g.r, usStates)
	c := idCountries[len(idCountries)-1]
	p := g.person(c)
	years := pick(g.r, []int{4, 5, 8})
	issue, expiry, expired := g.validity(years)
	number := g.fill(st.numPattern)
	fam := g.family()
	state := "valid"
	if expired {
		state = "expired"
	}
	d := &doc{trueType: TypeIdentity, lang: "en", font: fam,
		variant:     fmt.Sprintf("dl_us_%s_%s", strings.ToLower(st.abbr), state),
		description: fmt.Sprintf("Synthetic %s driver license, %s", st.name, state),
		fields: map[string]Field{
			"issuing_country":        str("US", KindCountry),
			"document_number":        str(number, KindID, strings.NewReplacer(" ", "", "-", "").Replace(number)),
			"document_date_of_issue": dateField(issue),
			"document_expiry_date":   dateField(expiry),
			"surname":                nameField(p.surname),
			"given_name":             nameField(p.given),
			"date_of_birth":          dateField(p.birth),
			"place_of_birth":         null(KindText),
		}}
	margin := 5 + g.r.Float64()*8
	const cw, ch = 85.6, 54
	d.page = g.newPage(cw+2*margin, ch+2*margin, rgb(248, 248, 248))
	ox, oy := margin, margin
	tint := pick(g.r, pastels)
	g.c.rect(ox, oy, cw, ch, tint)
	g.guilloche(ox, oy, cw, ch, color.RGBA{tint.R - 35, tint.G - 35, tint.B - 25, 255}, 4)
	g.c.rect(ox, oy, cw, 9, rgb(30, 60, 120))
	g.c.text(ox+3, oy+6.5, st.name, fam.bold, 11, white)
	g.c.textAlign(ox+cw-3, oy+6.5, "DRIVER LICENSE", fam.bold, 8, white, alignRight)
	g.c.text(ox+cw-12, oy+13, "USA", fam.bold, 7, rgb(150, 20, 20))
	g.photo(ox+3, oy+12, 23, 30)
	ink := rgb(10, 10, 20)
	lc := rgb(150, 20, 20)
	x, y := ox+29, oy+15
	pair := func(x, y float64, l, v string, size float64) {
		g.c.text(x, y, l, fam.regular, 5.5, lc)
		g.c.text(x+g.c.width(l, fam.regular, 5.5)+1.2, y, v, fam.bold, size, ink)
	}
	numLabel := st.numLabel
	if g.chance(0.4) {
		numLabel = pick(g.r, []string{"DL", "LIC#", "4d DLN"})
	}
	pair(x, y, numLabel, number, 8)
	pair(x, y+4.5, "EXP", fmtDate(expiry, dsUS, "en"), 7.5)
	pair(x+30, y+4.5, "ISS", fmtDate(issue, dsUS, "en"), 6.5)
	pair(x, y+9, "LN", p.surname, 8)
	pair(x, y+13, "FN", p.given, 8)
	street := fmt.Sprintf("%d %s", 100+g.r.IntN(9800), pick(g.r, []string{"MAIN ST", "OAK AVE", "PINE ST APT 4", "LINCOLN BLVD"}))
	g.c.text(x, y+17, street, fam.regular, 6.5, ink)
	g.c.text(x, y+20.5, fmt.Sprintf("%s, %s %s", st.city, st.abbr, st.zip), fam.regular, 6.5, ink)
	pair(x, y+25, "DOB", fmtDate(p.birth, dsUS, "en"), 8)
	pair(x, y+29, "SEX", p.sex, 6.5)
	pair(x+12, y+29, "HGT", fmt.Sprintf("%d'-%02d\"", 5+g.r.IntN(2), g.r.IntN(12)), 6.5)
	pair(x+30, y+29, "EYES", pick(g.r, []string{"BRO", "BLU", "GRN", "HAZ"}), 6.5)
	pair(x+30, y+25, "CLASS", "C", 6.5)
	pair(ox+3, oy+ch-4, "RSTR", "NONE", 5.5)
	pair(ox+30, oy+ch-4, "END", "NONE", 5.5)
	return d
}
