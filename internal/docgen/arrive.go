package docgen

import (
	"fmt"
	"image/color"
	"math"
	"strings"
	"time"

	"github.com/boombuler/barcode"
	"github.com/boombuler/barcode/pdf417"
)

// Identity documents as users send them: phone photos a few hundred pixels
// wide, pages turned at any angle, both sides of a card on one image, US
// and Canadian licences with AAMVA numbered labels and a PDF417 barcode,
// and real-looking specimens (translucent colour overprints, outlined
// letters, a small coloured word, a watermark in a PDF's text layer).
// Written from public descriptions of real documents before the readers
// were run on them.

func init() {
	register(
		&layout{name: "id_passport_phone_low_res", docType: TypeIdentity, split: SplitDev, make: (*gen).idLowRes, formats: rasterOnly,
			source: "Phone photos of passports and ID cards 275-420 px wide (issue 15: PassportEye's test photos); number formats of PRADO (consilium.europa.eu/prado) and national passport pages; specimens' zero-filled numbers (ZE000509, ZS0000177)"},
		&layout{name: "id_passport_turned", docType: TypeIdentity, split: SplitDev, make: (*gen).idTurned, formats: rasterOnly,
			source: "Passport data pages photographed at an angle of 5-40 degrees, or sideways (ICAO Doc 9303 Part 4 data page)"},
		&layout{name: "id_es_dni_front_back", docType: TypeIdentity, split: SplitDev, make: (*gen).idESDNI, formats: rasterOnly,
			source: "Spanish DNI 3.0, front and back on one image (PRADO ESP-BO-04001, consilium.europa.eu/prado; dnielectronico.es): APELLIDOS, NOMBRE, NUM SOPORT, VALIDEZ, LUGAR DE NACIMIENTO on the back, TD1 MRZ with the support number"},
		&layout{name: "id_wa_dl_front_back", docType: TypeIdentity, split: SplitDev, make: (*gen).idWADL, formats: rasterOnly,
			source: "Washington State driver licence (dol.wa.gov, 2018 design): 4d LIC#, 3 DOB, 4b EXP, 1/2 name rows, 4a ISS, cartoon portrait sample; back with the PDF417 barcode of the AAMVA DL/ID Card Design Standard (2020), Annex D"},
		&layout{name: "id_hr_passport", docType: TypeIdentity, split: SplitDev, make: (*gen).idHRPassport,
			source: "Croatian passport data page (PRADO HRV-AO-02001): Croatian/English/French labels, dates DD.MM.YYYY, several dates printed beside the number"},
		&layout{name: "id_us_passport_specimen", docType: TypeIdentity, split: SplitDev, make: (*gen).idUSPassportSpecimen, refused: true,
			source: "US passport specimen (U.S. Department of State, Next Generation Passport, 2021): a large translucent pink SPECIMEN across the data page"},
		&layout{name: "id_ca_passport_specimen", docType: TypeIdentity, split: SplitDev, make: (*gen).idCAPassportSpecimen, refused: true,
			source: "Canadian passport specimen (IRCC, 2013 ePassport): several red outlined SPECIMEN words at about 30 degrees"},
		&layout{name: "id_card_small_colour_mark", docType: TypeIdentity, split: SplitDev, make: (*gen).idSmallMark, refused: true,
			source: "EU identity card specimens that print the word small and upright in colour (France's 2021 card: a pink SPÉCIMEN under the flag; PRADO FRA-BO-05001)"},
		&layout{name: "poa_statement_muster_watermark", docType: TypeProofOfAddress, split: SplitDev, make: (*gen).poaMusterStatement, refused: true,
			source: "Banks' demo account statements with a diagonal 'Muster' watermark in the PDF's text layer (German banks' Musterkontoauszug)"},
		&layout{name: "id_dl_back_pdf417", docType: TypeIdentity, split: SplitDev, make: (*gen).idDLBack, formats: rasterOnly,
			source: "Back of US and Canadian driver licences: PDF417 barcode with the AAMVA DL/ID payload (AAMVA DL/ID Card Design Standard 2020, Annex D), a magnetic-stripe-less back"},
		&layout{name: "id_jp_passport", docType: TypeIdentity, split: SplitDev, make: (*gen).idJPPassport,
			source: "Japanese passport data page (mofa.go.jp, 2020 design): 'DD MMM YYYY' dates, Registered Domicile instead of place of birth, MINISTRY OF FOREIGN AFFAIRS"},
		// Moved from holdout to dev on 2026-11-29: its failures were studied
		// by mistake (a report that still listed holdout cases' field
		// scores), so it no longer measures rules not tuned on it.
		&layout{name: "id_us_green_card", docType: TypeIdentity, split: SplitDev, make: (*gen).idUSGreenCard, formats: rasterOnly,
			source: "US permanent resident card (uscis.gov, 2010 and 2017 designs), front and back on one image, TD1 MRZ 'C1USA' on the back"},
		&layout{name: "id_specimen_eu_words", docType: TypeIdentity, split: SplitDev, make: (*gen).idSpecimenEUWords, refused: true,
			source: "PRADO specimens overprinted in their own language (VZOREC, NÄYTE, PROV, EKSEMPLAR, MINTA, WZÓR, FAC-SIMILE, ...), translucent or outlined, in colour"},
	)
}

// rasterOnly is the format list of layouts that only exist as photos or
// scans.
var rasterOnly = []Format{FormatPNG, FormatJPEG, FormatScanPDF}

// shotOf sets how d is photographed: the document's long side in pixels
// (0 keeps the drawn resolution) and the turn in degrees.
func (d *doc) shotOf(docLongMM float64, px int, turn float64) {
	d.shot = &shot{docLongMM: docLongMM, px: px, turn: turn}
}

// shot overrides a raster document's resolution and turn.
type shot struct {
	docLongMM float64 // the document's long side, in millimetres
	px        int     // the pixels it spans; 0 means the drawn resolution
	turn      float64 // degrees, counter-clockwise
}

// apply changes deg as s says.
func (s *shot) apply(deg Degradations) Degradations {
	if s == nil {
		return deg
	}
	if s.px > 0 && s.docLongMM > 0 {
		deg.DPI = max(20, int(math.Round(float64(s.px)*25.4/s.docLongMM)))
	}
	if s.turn != 0 {
		deg.RotationDeg = round2(s.turn)
	}
	return deg
}

// numberZeros replaces each digit of n by 0 with probability p, as the
// numbers of published specimens are (ZE000509, ZS0000177).
func (g *gen) numberZeros(n string, p float64) string {
	b := []byte(n)
	for i, c := range b {
		if c >= '1' && c <= '9' && g.chance(p) {
			b[i] = '0'
		}
	}
	return string(b)
}

// arriveCountries are issuers with the number formats of their passports
// (P) and identity cards (I), their state names and label languages.
var arriveCountries = []struct {
	a2, code, state, lang string
	passport, card        string // number patterns (A letter, 9 digit)
	surnames, givens      []string
	places                []string
}{
	{"CA", "CAN", "CANADA", "en", "AA999999", "", []string{"TREMBLAY", "MACDONALD", "SINGH", "CHAN"}, []string{"LIAM", "OLIVIA", "NOAH", "EMMA"}, []string{"OTTAWA CAN", "TORONTO CAN", "VANCOUVER CAN"}},
	{"PL", "POL", "RZECZPOSPOLITA POLSKA", "en", "AA9999999", "AAA999999", []string{"NOWAK", "KOWALSKI", "WISNIEWSKA"}, []string{"PIOTR", "ANNA", "TOMASZ"}, []string{"WARSZAWA", "KRAKOW", "GDANSK"}},
	{"EE", "EST", "EESTI VABARIIK", "en", "A9999999", "AA9999999", []string{"TAMM", "SAAR", "MAGI"}, []string{"MARGUS", "KADRI", "TIIT"}, []string{"TALLINN", "TARTU", "PARNU"}},
	{"LT", "LTU", "LIETUVOS RESPUBLIKA", "en", "99999999", "99999999", []string{"KAZLAUSKAS", "JANKAUSKIENE", "PETRAUSKAS"}, []string{"JONAS", "RUTA", "TOMAS"}, []string{"VILNIUS", "KAUNAS", "KLAIPEDA"}},
	{"DE", "D", "BUNDESREPUBLIK DEUTSCHLAND", "de", "C99999999", "L99999999", []string{"SCHMIDT", "WAGNER", "BECKER"}, []string{"STEFAN", "SABINE", "THOMAS"}, []string{"BERLIN", "MAINZ", "ESSEN"}},
	{"NL", "NLD", "KONINKRIJK DER NEDERLANDEN", "nl", "AA9999999", "AA9999999", []string{"JANSEN", "DE BOER", "VISSER"}, []string{"JOOST", "SANNE", "PIETER"}, []string{"AMSTERDAM", "DELFT", "LEIDEN"}},
	{"SE", "SWE", "SVERIGE", "en", "99999999", "99999999", []string{"LINDBERG", "NILSSON", "HOLM"}, []string{"ERIK", "KARIN", "LARS"}, []string{"STOCKHOLM", "UPPSALA", "LUND"}},
	{"FI", "FIN", "SUOMI FINLAND", "en", "AA9999999", "999999999", []string{"VIRTANEN", "KORHONEN", "NIEMINEN"}, []string{"MIKKO", "AINO", "JUHA"}, []string{"HELSINKI", "TAMPERE", "TURKU"}},
	{"CZ", "CZE", "CESKA REPUBLIKA", "en", "99999999", "999999999", []string{"NOVAK", "SVOBODA", "DVORAK"}, []string{"JAN", "PETRA", "TOMAS"}, []string{"PRAHA", "BRNO", "OSTRAVA"}},
}

// idLowRes draws a passport data page or an identity card photographed
// 275-420 px across: glyphs of the MRZ a few pixels high, numbers full of
// zeros as on published specimens, and now and then an old holder (born
// 1908-1925) of a document issued in 2000-2010, whose birth year's two
// digits fall in this century too.
func (g *gen) idLowRes() *doc {
	c := pick(g.r, arriveCountries)
	fam := pick(g.r, families)
	passport := c.card == "" || g.chance(0.5)
	sur, given, place := pick(g.r, c.surnames), pick(g.r, c.givens), pick(g.r, c.places)
	sex := pick(g.r, []string{"M", "F"})
	birth := randDate(g.r, day(1950, 1, 1), g.today.AddDate(-18, 0, 0))
	issue, expiry, _ := g.validity(10)
	if g.chance(0.3) {
		birth = randDate(g.r, day(1908, 1, 1), day(1925, 12, 31))
		issue = randDate(g.r, day(2000, 1, 1), day(2010, 12, 31))
		expiry = issue.AddDate(10, 0, -1)
	}
	pattern := c.passport
	if !passport {
		pattern = c.card
	}
	number := g.numberZeros(g.fill(pattern), 0.6)
	d := &doc{trueType: TypeIdentity, lang: "en", font: fam,
		fields: idFields(c.a2, number, nil, issue, expiry, "", sur, given, birth, place)}
	delete(d.fields, "document_issuing_authority")
	dt := func(t time.Time) string { return fmtDate(t, dsAbbr, "en") }
	var longMM float64
	if passport {
		d.description = fmt.Sprintf("Synthetic %s passport data page, low-resolution phone photo", c.a2)
		fields := []passportField{
			{"Type/Type", "P", 0, 0, false},
			{"Code", c.code, 18, 0, false},
			{"Passport No.", number, 50, 0, true},
			{"Surname", sur, 0, 7, true},
			{"Given names", given, 0, 14, true},
			{"Nationality", c.code, 0, 21, false},
			{"Date of birth", dt(birth), 0, 28, false},
			{"Sex", sex, 50, 28, false},
			{"Place of birth", place, 0, 35, false},
			{"Date of issue", dt(issue), 0, 42, false},
			{"Date of expiry", dt(expiry), 44, 42, false},
		}
		m := mrzData{docCode: "P", issuer: c.code, nationality: c.code, number: number, surname: sur, given: given, birth: birth, sex: sex, expiry: expiry}
		page, ox, oy := g.bed(125, 88)
		d.page = page
		g.dataPage(ox, oy, fam, pick(g.r, pastels), rgb(205, 205, 215), []string{c.state, "PASSPORT"}, fields, m.td3(), 4)
		longMM = 125
	} else {
		d.description = fmt.Sprintf("Synthetic %s identity card, low-resolution phone photo", c.a2)
		page, ox, oy := g.bed(85.6, 54)
		d.page = page
		g.idCard(ox, oy, pick(g.r, pastels), rgb(200, 205, 215))
		cv := g.c
		cv.text(ox+3, oy+5, c.state, fam.bold, 6, rgb(20, 40, 110))
		cv.text(ox+3, oy+8.5, "IDENTITY CARD", fam.bold, 5.5, rgb(20, 40, 110))
		g.photo(ox+3, oy+11, 20, 25)
		x := ox + 26.0
		g.cardField(x, oy+12, fam, "Surname", sur, 6.5)
		g.cardField(x, oy+18, fam, "Given names", given, 6.5)
		g.cardField(x, oy+24, fam, "Date of birth", dt(birth), 6)
		g.cardField(x+30, oy+24, fam, "Sex", sex, 6)
		g.cardField(x, oy+30, fam, "Date of expiry", dt(expiry), 6)
		g.cardField(x+30, oy+30, fam, "Document No.", number, 6)
		m := mrzData{docCode: "I", issuer: c.code, nationality: c.code, number: number, surname: sur, given: given, birth: birth, sex: sex, expiry: expiry}
		g.drawMRZ(ox, oy, 85.6, 54, m.td1())
		// Only the front and the MRZ are shown: no place or issue date.
		d.fields["place_of_birth"] = null(KindText)
		d.fields["document_date_of_issue"] = null(KindDate)
		longMM = 85.6
	}
	d.shotOf(longMM, 275+g.r.IntN(146), (g.r.Float64()*2-1)*4)
	return d
}

// idTurned draws a passport data page photographed turned: 5-40 degrees
// either way, or sideways or upside down give or take a few degrees, on a
// table wide enough that no corner is lost.
func (g *gen) idTurned() *doc {
	c := pick(g.r, idCountries[:len(idCountries)-1])
	fam := pick(g.r, families)
	p := g.person(c)
	issue, expiry, _ := g.validity(10)
	number := g.fill(c.numPattern)
	auth := pick(g.r, c.authorities)
	own, en := idLabelSets[c.lang], idLabelSets["en"]
	lab := func(a, b string) string {
		if a == b {
			return a
		}
		return a + " / " + b
	}
	style := pick(g.r, []dateStyle{dsAbbr, dsDots})
	dt := func(t time.Time) string { return upperDate(fmtDate(t, style, c.lang)) }
	d := &doc{trueType: TypeIdentity, lang: c.lang, font: fam, description: fmt.Sprintf("Synthetic %s passport data page photographed turned", c.a2),
		fields: idFields(c.a2, number, nil, issue, expiry, auth, p.surname, p.given, p.birth, p.place)}
	fields := []passportField{
		{lab(own.kind, en.kind), "P", 0, 0, false},
		{lab(own.code, en.code), c.code, 20, 0, false},
		{lab(own.number, en.number), number, 50, 0, true},
		{lab(own.surname, en.surname), p.surname, 0, 7, true},
		{lab(own.given, en.given), p.given, 0, 14, true},
		{lab(own.nationality, en.nationality), c.nationality, 0, 21, false},
		{lab(own.birth, en.birth), dt(p.birth), 0, 28, false},
		{lab(own.sex, en.sex), p.sex, 55, 28, false},
		{lab(own.place, en.place), p.place, 0, 35, false},
		{lab(own.issue, en.issue), dt(issue), 0, 42, false},
		{lab(own.authority, en.authority), auth, 44, 42, false},
		{lab(own.expiry, en.expiry), dt(expiry), 0, 49, false},
	}
	m := mrzData{docCode: "P", issuer: c.code, nationality: c.code, number: number, surname: p.surname, given: p.given, birth: p.birth, sex: p.sex, expiry: expiry}
	const cw, ch = 125.0, 88.0
	side := math.Hypot(cw, ch) + 10
	d.page = g.newPage(side, side, pick(g.r, []color.RGBA{rgb(236, 236, 232), rgb(200, 190, 175), rgb(90, 92, 98)}))
	g.dataPage((side-cw)/2, (side-ch)/2, fam, pick(g.r, pastels), rgb(205, 205, 215), []string{c.state, own.passport + " / " + en.passport}, fields, m.td3(), 3.8)
	turn := (5 + g.r.Float64()*35) * float64(1-2*g.r.IntN(2))
	if g.chance(0.35) {
		turn = float64(pick(g.r, []int{90, 180, 270})) + (g.r.Float64()*2-1)*4
	}
	d.shotOf(side, 900+g.r.IntN(700), turn)
	return d
}

var esNames = struct{ surnames, givens, places []string }{
	[]string{"GARCÍA", "FERNÁNDEZ", "LÓPEZ", "MARTÍNEZ", "SÁNCHEZ", "PÉREZ", "GÓMEZ", "MUÑOZ", "NÚÑEZ", "IBÁÑEZ"},
	[]string{"JOSÉ LUIS", "MARÍA DEL CARMEN", "ÁNGEL", "LUCÍA", "IÑIGO", "JAVIER", "ANA BELÉN"},
	[]string{"MADRID", "SEVILLA", "MÁLAGA", "CÓRDOBA", "LOGROÑO", "CAMPO DE CRIPTANA", "ALCALÁ DE HENARES"},
}

// dniLetter is the control letter of a Spanish DNI number: the number
// modulo 23 indexes "TRWAGMYFPDXBNJZSQVHLCKE" (Real Decreto 1553/2005,
// Ministerio del Interior, "Cálculo del dígito de control del NIF").
func dniLetter(n int) byte { return "TRWAGMYFPDXBNJZSQVHLCKE"[n%23] }

// idESDNI draws the Spanish DNI 3.0 front and back side by side or one
// above the other on one image: two surnames on two lines, the support
// number (IDESP) in the MRZ's number field and the DNI number in its
// optional data, place of birth on the back.
func (g *gen) idESDNI() *doc {
	fam := pick(g.r, families)
	s1, s2 := pick(g.r, esNames.surnames), pick(g.r, esNames.surnames)
	given := pick(g.r, esNames.givens)
	place := pick(g.r, esNames.places)
	province := pick(g.r, []string{"MADRID", "SEVILLA", "CIUDAD REAL", "LA RIOJA"})
	sex := pick(g.r, []string{"M", "F"})
	birth := randDate(g.r, day(1950, 1, 1), g.today.AddDate(-18, 0, 0))
	issue, expiry, _ := g.validity(10)
	n := 10000000 + g.r.IntN(89999999)
	dni := fmt.Sprintf("%08d%c", n, dniLetter(n))
	support := g.fill("AAA") + g.numberZeros(g.fill("999999"), 0.4)
	d := &doc{trueType: TypeIdentity, lang: "es", font: fam, description: "Synthetic Spanish DNI 3.0, front and back on one image",
		fields: idFields("ES", dni, []string{support}, issue, expiry, "", s1+" "+s2, given, birth, place)}
	d.fields["place_of_birth"] = str(place, KindText, stripMarks(place), place+", "+province, place+" "+province, stripMarks(place+" "+province))
	delete(d.fields, "document_issuing_authority")
	dt := func(t time.Time) string { return t.Format("02 01 2006") }
	m := 6 + g.r.Float64()*8
	sideBySide := g.chance(0.5)
	w, h := 85.6*2+3*m, 54+2*m
	if !sideBySide {
		w, h = 85.6+2*m, 54*2+3*m
	}
	d.page = g.newPage(w, h, pick(g.r, []color.RGBA{rgb(60, 62, 70), rgb(235, 235, 230), rgb(170, 150, 120)}))
	ox, oy := m, m
	tint := rgb(236, 238, 230)
	g.idCard(ox, oy, tint, rgb(205, 195, 170))
	cv := g.c
	cv.text(ox+3, oy+5, "ESPAÑA", fam.bold, 7, rgb(150, 20, 30))
	cv.text(ox+22, oy+5, "DOCUMENTO NACIONAL DE IDENTIDAD", fam.bold, 5, rgb(40, 40, 40))
	g.photo(ox+3, oy+10, 22, 28)
	x := ox + 28.0
	lab := func(x, y float64, l string) { cv.text(x, y, l, fam.regular, 3.8, rgb(90, 70, 60)) }
	val := func(x, y float64, v string, size float64) { cv.text(x, y, v, fam.bold, size, rgb(15, 15, 25)) }
	lab(x, oy+11, "APELLIDOS")
	val(x, oy+14, s1, 6.5)
	val(x, oy+17.3, s2, 6.5)
	lab(x, oy+20.5, "NOMBRE")
	val(x, oy+23.5, given, 6.5)
	lab(x, oy+27, "SEXO")
	val(x, oy+30, sex, 6)
	lab(x+10, oy+27, "NACIONALIDAD")
	val(x+10, oy+30, "ESP", 6)
	lab(x+30, oy+27, "FECHA DE NACIMIENTO")
	val(x+30, oy+30, dt(birth), 6)
	lab(x, oy+33.5, "NUM SOPORT")
	val(x, oy+36.5, support, 6)
	lab(x+30, oy+33.5, "VALIDEZ")
	val(x+30, oy+36.5, dt(expiry), 6)
	lab(x, oy+40, "EMISIÓN")
	val(x, oy+43, dt(issue), 6)
	cv.text(ox+3, oy+46, "DNI", fam.bold, 7, rgb(15, 15, 25))
	cv.text(ox+12, oy+46, dni, fam.bold, 9, rgb(15, 15, 25))
	g.signature(ox+50, oy+50, 22, rgb(20, 20, 90))
	bx, by := ox+85.6+m, oy
	if !sideBySide {
		bx, by = ox, oy+54+m
	}
	g.idCard(bx, by, tint, rgb(205, 195, 170))
	lab(bx+4, by+6, "LUGAR DE NACIMIENTO")
	val(bx+4, by+9, place, 6)
	val(bx+4, by+12, province, 6)
	lab(bx+4, by+15.5, "HIJO/A DE")
	val(bx+4, by+18.5, pick(g.r, []string{"JUAN / MARÍA", "ANTONIO / CARMEN", "MANUEL / ISABEL"}), 5.5)
	lab(bx+4, by+22, "DOMICILIO")
	val(bx+4, by+25, fmt.Sprintf("C. %s %d", pick(g.r, []string{"MAYOR", "REAL", "DEL SOL"}), 1+g.r.IntN(90)), 5.5)
	md := mrzData{docCode: "ID", issuer: "ESP", nationality: "ESP", number: support, surname: s1 + " " + s2, given: given, birth: birth, sex: sex, expiry: expiry, optional: dni}
	g.drawMRZ(bx, by, 85.6, 54, md.td1())
	return d
}

// aamvaState is a US state or Canadian province as its licences print it.
type aamvaState struct {
	name, abbr, iin, country string // iin: the AAMVA Issuer Identification Number
	pattern                  string // licence number (A letter, 9 digit, X either)
	city, zip                string
}

// aamvaStates lists issuers with their AAMVA IINs (AAMVA, "IIN and RID"
// list, aamva.org) and licence number formats (the states' licence
// pages; WA: "WDL" and nine characters since 2018).
var aamvaIssuers = []aamvaState{
	{"WASHINGTON", "WA", "636045", "USA", "WDLXXXXXXXXX", "OLYMPIA", "98501"},
	{"PENNSYLVANIA", "PA", "636025", "USA", "99999999", "HARRISBURG", "17101"},
	{"ARIZONA", "AZ", "636026", "USA", "A99999999", "PHOENIX", "85004"},
	{"OREGON", "OR", "636029", "USA", "9999999", "SALEM", "97301"},
	{"GEORGIA", "GA", "636055", "USA", "999999999", "ATLANTA", "30303"},
	{"ONTARIO", "ON", "636012", "CAN", "A9999-99999-99999", "TORONTO", "M5V 2T6"},
}

// aamvaPayload builds the PDF417 text of an AAMVA DL/ID card (AAMVA DL/ID
// Card Design Standard 2020, Annex D): the header with the compliance
// indicator, the file type "ANSI ", the IIN, version 10, one DL subfile
// with its offset and length, then the data elements. US dates are
// MMDDCCYY, Canadian ones CCYYMMDD (D.12.5.1).
func aamvaPayload(st aamvaState, number, surname, given, middle string, birth, issue, expiry time.Time, sex, street string) string {
	df := "01022006"
	if st.country == "CAN" {
		df = "20060102"
	}
	sexCode := "1"
	if sex == "F" {
		sexCode = "2"
	}
	elems := []string{
		"DCAD", "DCBNONE", "DCDNONE",
		"DBA" + expiry.Format(df),
		"DCS" + surname, "DAC" + given, "DAD" + middle,
		"DBD" + issue.Format(df), "DBB" + birth.Format(df),
		"DBC" + sexCode, "DAYBRO", "DAU070 IN",
		"DAG" + street, "DAI" + st.city, "DAJ" + st.abbr, "DAK" + strings.ReplaceAll(st.zip, " ", ""),
		"DAQ" + number, "DCF" + fmt.Sprintf("%s%s%04d", st.abbr, issue.Format("060102"), int(birth.Unix()/86400)%10000),
		"DCG" + st.country, "DDEN", "DDFN", "DDGN",
	}
	sub := "DL" + strings.Join(elems, "\n") + "\r"
	const entries = 1
	offset := 21 + 10*entries
	header := fmt.Sprintf("@\n\x1e\rANSI %s%02d%02d%02dDL%04d%04d", st.iin, 10, 0, entries, offset, len(sub))
	return header + sub
}

// idWADL draws a US or Canadian licence laid out with the AAMVA numbered
// labels ("4d LIC#", "3 DOB", "4b EXP", "4a ISS", "1" and "2" before the
// name rows) and a cartoon portrait, and, on about two documents in
// three, its back beside or under it with the PDF417 barcode.
func (g *gen) idWADL() *doc {
	st := pick(g.r, aamvaIssuers)
	fam := pick(g.r, families)
	c := idCountryOf("US")
	p := g.person(c)
	middle := pick(g.r, []string{"", "LEE", "ANN", "JAMES", "MARIE"})
	given := p.given
	if i := strings.IndexByte(given, ' '); i > 0 {
		given = given[:i]
	}
	issue, expiry, _ := g.validity(pick(g.r, []int{5, 6, 8}))
	number := g.fill(st.pattern)
	a2 := "US"
	if st.country == "CAN" {
		a2 = "CA"
	}
	full := strings.TrimSpace(given + " " + middle)
	d := &doc{trueType: TypeIdentity, lang: "en", font: fam, description: fmt.Sprintf("Synthetic %s driver licence with AAMVA labels", st.name),
		fields: idFields(a2, number, []string{strings.ReplaceAll(number, "-", "")}, issue, expiry, "", p.surname, full, p.birth, "")}
	d.fields["given_name"] = str(full, KindName, given)
	delete(d.fields, "document_issuing_authority")
	back := g.chance(0.65)
	street := fmt.Sprintf("%d %s", 100+g.r.IntN(9800), pick(g.r, []string{"MAPLE AVE", "N 3RD ST", "OAKWOOD DR", "RIVER RD"}))
	m := 6 + g.r.Float64()*8
	w, h := 85.6+2*m, 54+2*m
	sideBySide := g.chance(0.5)
	if back {
		if sideBySide {
			w = 85.6*2 + 3*m
		} else {
			h = 54*2 + 3*m
		}
	}
	d.page = g.newPage(w, h, pick(g.r, []color.RGBA{rgb(236, 236, 232), rgb(70, 72, 78), rgb(214, 206, 196)}))
	ox, oy := m, m
	tint := pick(g.r, pastels)
	g.idCard(ox, oy, tint, color.RGBA{tint.R - 30, tint.G - 30, tint.B - 20, 255})
	cv := g.c
	blue := rgb(20, 50, 110)
	cv.text(ox+3, oy+6.5, st.name, fam.bold, 10, blue)
	kind := "DRIVER LICENSE"
	if st.country == "CAN" {
		kind = "DRIVER'S LICENCE"
	}
	cv.textAlign(ox+82.6, oy+6, kind, fam.bold, 6, rgb(170, 20, 20), alignRight)
	if st.country == "USA" {
		cv.textAlign(ox+82.6, oy+9.5, "USA", fam.bold, 5.5, blue, alignRight)
	}
	// A cartoon portrait: a round face with dot eyes, as on state samples.
	cv.rect(ox+3, oy+11, 22, 28, rgb(220, 225, 235))
	cv.ellipse(ox+14, oy+23, 7, 8.5, rgb(250, 215, 170))
	cv.ellipse(ox+11.5, oy+21.5, 0.8, 0.8, black)
	cv.ellipse(ox+16.5, oy+21.5, 0.8, 0.8, black)
	cv.polyline([]float64{ox + 11, oy + 26.5, ox + 14, oy + 28, ox + 17, oy + 26.5}, 0.4, black)
	red := rgb(170, 20, 20)
	item := func(x, y float64, num, lab, val string, size float64) {
		cv.text(x, y, num, fam.regular, 4.5, red)
		wd := cv.width(num, fam.regular, 4.5) + 0.8
		if lab != "" {
			cv.text(x+wd, y, lab, fam.regular, 4.5, blue)
			wd += cv.width(lab, fam.regular, 4.5) + 1
		}
		cv.text(x+wd, y, val, fam.bold, size, rgb(10, 10, 20))
	}
	dt := func(t time.Time) string { return t.Format("01/02/2006") }
	if st.country == "CAN" {
		dt = func(t time.Time) string { return t.Format("2006/01/02") }
	}
	x := ox + 28.0
	item(x, oy+13.5, "4d", pick(g.r, []string{"LIC#", "DLN", "NO"}), number, 7.5)
	item(x, oy+18, "3", "DOB", dt(p.birth), 7)
	item(x+31, oy+18, "4b", "EXP", dt(expiry), 6.5)
	item(x, oy+22.5, "1", "", p.surname, 7.5)
	item(x, oy+26.5, "2", "", full, 7.5)
	item(x, oy+31, "8", "", street, 6)
	cv.text(x+3, oy+34, fmt.Sprintf("%s, %s %s", st.city, st.abbr, st.zip), fam.bold, 6, rgb(10, 10, 20))
	item(x, oy+38.5, "4a", "ISS", dt(issue), 6)
	item(x+30, oy+38.5, "9", "CLASS", "D", 6)
	item(x, oy+42.5, "15", "SEX", p.sex, 6)
	item(x+13, oy+42.5, "16", "HGT", fmt.Sprintf("%d'-%02d\"", 5+g.r.IntN(2), g.r.IntN(12)), 6)
	item(x+33, oy+42.5, "18", "EYES", "BRO", 6)
	item(ox+3, oy+45, "12", "RESTR", "NONE", 5.5)
	item(ox+3, oy+49, "5", "DD", g.fill("99999999999999"), 4.5)
	g.signature(ox+55, oy+51, 22, rgb(20, 20, 90))
	if back {
		bx, by := ox+85.6+m, oy
		if !sideBySide {
			bx, by = ox, oy+54+m
		}
		g.idCard(bx, by, tint, color.RGBA{tint.R - 30, tint.G - 30, tint.B - 20, 255})
		payload := aamvaPayload(st, number, p.surname, given, middle, p.birth, issue, expiry, p.sex, street)
		d.carried = append(d.carried, payload)
		if err := g.pdf417(bx+4, by+14, 77.6, payload); err != nil {
			panic(err) // the payload always fits: a few hundred bytes
		}
		cv.text(bx+4, by+8, fmt.Sprintf("%s %s", st.abbr, number), fam.regular, 5, rgb(40, 40, 40))
	}
	return d
}

// idDLBack draws only the back of a US or Canadian licence: the PDF417
// barcode and a line of small print. Every field comes from the barcode.
func (g *gen) idDLBack() *doc {
	st := pick(g.r, aamvaIssuers)
	fam := pick(g.r, families)
	p := g.person(idCountryOf("US"))
	given := strings.Fields(p.given)[0]
	issue, expiry, _ := g.validity(pick(g.r, []int{4, 5, 8}))
	number := g.fill(st.pattern)
	a2 := "US"
	if st.country == "CAN" {
		a2 = "CA"
	}
	d := &doc{trueType: TypeIdentity, lang: "en", font: fam, description: fmt.Sprintf("Synthetic %s driver licence, back with its PDF417 barcode", st.name),
		fields: idFields(a2, number, []string{strings.ReplaceAll(number, "-", "")}, issue, expiry, "", p.surname, given, p.birth, "")}
	delete(d.fields, "document_issuing_authority")
	page, ox, oy := g.bed(85.6, 54)
	d.page = page
	tint := pick(g.r, pastels)
	g.idCard(ox, oy, tint, color.RGBA{tint.R - 25, tint.G - 25, tint.B - 20, 255})
	street := fmt.Sprintf("%d %s", 100+g.r.IntN(9800), pick(g.r, []string{"ELM ST", "LAKE RD", "HILL AVE"}))
	payload := aamvaPayload(st, number, p.surname, given, "", p.birth, issue, expiry, p.sex, street)
	d.carried = append(d.carried, payload)
	if err := g.pdf417(ox+4, oy+10, 77.6, payload); err != nil {
		panic(err)
	}
	g.c.text(ox+4, oy+50, "This card is the property of the state. If found, return to any licensing office.", fam.regular, 3.6, rgb(60, 60, 60))
	return d
}

// idHRPassport imitates a Croatian passport data page: labels in Croatian,
// English and French, dates DD.MM.YYYY, and the dates of issue and expiry
// printed on the number's line of the page as well.
func (g *gen) idHRPassport() *doc {
	fam := pick(g.r, families)
	surnames := []string{"HORVAT", "KOVAČEVIĆ", "BABIĆ", "MARIĆ", "JURIĆ", "NOVAK", "KNEŽEVIĆ"}
	givens := []string{"IVAN", "ANA", "MARKO", "PETRA", "LUKA", "MAJA"}
	places := []string{"ZAGREB", "SPLIT", "RIJEKA", "OSIJEK", "ZADAR"}
	sur, given, place := pick(g.r, surnames), pick(g.r, givens), pick(g.r, places)
	sex := pick(g.r, []string{"M", "F"})
	birth := randDate(g.r, day(1950, 1, 1), g.today.AddDate(-18, 0, 0))
	issue, expiry, _ := g.validity(10)
	number := g.fill("999999999")
	auth := "PU " + pick(g.r, []string{"ZAGREBAČKA", "SPLITSKO-DALMATINSKA", "PRIMORSKO-GORANSKA", "OSJEČKO-BARANJSKA"})
	d := &doc{trueType: TypeIdentity, lang: "hr", font: fam, description: "Synthetic Croatian passport data page",
		fields: idFields("HR", number, nil, issue, expiry, auth, sur, given, birth, place)}
	dt := func(t time.Time) string { return t.Format("02.01.2006") }
	fields := []passportField{
		{"Vrsta/Type/Type", "P", 0, 0, false},
		{"Kod/Code/Code", "HRV", 16, 0, false},
		{"Broj putovnice/Passport No./N° du passeport", number, 44, 0, true},
		{"Prezime/Surname/Nom", sur, 0, 7, true},
		{"Ime/Given names/Prénoms", given, 0, 14, true},
		{"Državljanstvo/Nationality/Nationalité", "HRVATSKO", 0, 21, false},
		{"Datum rođenja/Date of birth/Date de naissance", dt(birth), 0, 28, false},
		{"Spol/Sex/Sexe", sex, 56, 28, false},
		{"Mjesto rođenja/Place of birth/Lieu de naissance", place, 0, 35, false},
		{"Datum izdavanja/Date of issue/Date de délivrance", dt(issue), 0, 42, false},
		{"Vrijedi do/Date of expiry/Date d'expiration", dt(expiry), 44, 42, false},
		{"Izdao/Authority/Autorité", auth, 0, 49, false},
	}
	m := mrzData{docCode: "P", issuer: "HRV", nationality: "HRV", number: number, surname: sur, given: given, birth: birth, sex: sex, expiry: expiry}
	page, ox, oy := g.bed(125, 88)
	d.page = page
	g.dataPage(ox, oy, fam, rgb(240, 238, 246), rgb(205, 200, 225), []string{"REPUBLIKA HRVATSKA", "PUTOVNICA / PASSPORT / PASSEPORT"}, fields, m.td3(), 3.4)
	// The number is also perforated down the right edge, and the issue
	// date repeated at the top right, as on the real page.
	g.c.textAlign(ox+122, oy+14, dt(issue), fam.regular, 5, rgb(110, 110, 130), alignRight)
	return d
}

// idUSPassportSpecimen draws a US passport data page with one large pink
// translucent SPECIMEN across its middle.
func (g *gen) idUSPassportSpecimen() *doc {
	d := g.idUSPassport()
	d.description = "US passport specimen with a large translucent pink SPECIMEN"
	d.specimen = "SPECIMEN"
	p := d.page
	size := p.w * (0.55 + 0.2*g.r.Float64()) / g.c.width("SPECIMEN", d.font.bold, 1)
	g.c.p = p
	g.c.overprint(p.w*(0.45+0.1*g.r.Float64()), p.h*(0.42+0.1*g.r.Float64()), "SPECIMEN", d.font.bold, size, (g.r.Float64()*2-1)*12, 0.25+0.2*g.r.Float64(),
		pick(g.r, []color.RGBA{rgb(235, 90, 160), rgb(230, 120, 170), rgb(245, 80, 140)}))
	return d
}

// idCAPassportSpecimen draws a Canadian passport data page with several
// red outlined SPECIMEN words at about 30 degrees.
func (g *gen) idCAPassportSpecimen() *doc {
	d := g.idCAPassport()
	d.description = "Canadian passport specimen with red outlined SPECIMEN words"
	d.specimen = "SPECIMEN"
	p := d.page
	g.c.p = p
	n := 3 + g.r.IntN(3)
	for k := range n {
		size := (28 + g.r.Float64()*18) / g.c.width("SPECIMEN", d.font.bold, 1)
		g.c.outlined(p.w*(0.2+0.6*g.r.Float64()), p.h*(float64(k)+0.5)/float64(n), "SPECIMEN", d.font.bold, size, 26+g.r.Float64()*8, 0.9, rgb(200, 25, 35))
	}
	return d
}

// smallMarks are the specimen words printed small and upright, by the
// label language of the card.
var smallMarks = map[string][]string{
	"fr": {"SPÉCIMEN"}, "de": {"MUSTER"}, "es": {"ESPÉCIMEN", "MUESTRA"}, "it": {"CAMPIONE", "FAC-SIMILE"},
	"nl": {"VOORBEELD", "SPECIMEN"}, "pt": {"ESPÉCIME", "MODELO"}, "en": {"SPECIMEN", "SAMPLE"},
}

// idSmallMark draws an identity card whose only specimen mark is a small
// coloured word, upright and letter-spaced, in the card's language.
func (g *gen) idSmallMark() *doc {
	sc := pick(g.r, specimenCountries)
	fam := pick(g.r, families)
	c := idCountryOf(sc.a2)
	p := g.person(c)
	issue, expiry, _ := g.validity(10)
	number := g.fill(c.numPattern)
	d := &doc{trueType: TypeIdentity, lang: sc.lang, font: fam, description: fmt.Sprintf("Specimen %s identity card with a small coloured mark", sc.a2),
		fields: idFields(sc.a2, number, nil, issue, expiry, "", p.surname, p.given, p.birth, "")}
	page, ox, oy := g.bed(85.6, 54)
	d.page = page
	tint := pick(g.r, pastels)
	g.idCard(ox, oy, tint, color.RGBA{tint.R - 30, tint.G - 30, tint.B - 25, 255})
	own, en := idLabelSets[sc.lang], idLabelSets["en"]
	cv := g.c
	cv.text(ox+3, oy+5, sc.state, fam.bold, 6, rgb(20, 40, 110))
	cv.text(ox+3, oy+8.5, own.idcard+" / "+en.idcard, fam.bold, 4.5, rgb(20, 40, 110))
	g.photo(ox+3, oy+12, 22, 28)
	dt := func(t time.Time) string { return fmtDate(t, dsDots, sc.lang) }
	x := ox + 28.0
	g.cardField(x, oy+13, fam, own.surname+" / "+en.surname, p.surname, 6.5)
	g.cardField(x, oy+20, fam, own.given+" / "+en.given, p.given, 6.5)
	g.cardField(x, oy+27, fam, own.birth+" / "+en.birth, dt(p.birth), 6)
	g.cardField(x, oy+34, fam, own.expiry+" / "+en.expiry, dt(expiry), 6)
	g.cardField(x, oy+41, fam, own.number+" / "+en.number, number, 6)
	w := pick(g.r, smallMarks[sc.lang])
	d.specimen = w
	spaced := strings.Join(strings.Split(w, ""), " ")
	col := pick(g.r, []color.RGBA{rgb(220, 90, 120), rgb(200, 40, 60), rgb(40, 90, 200), rgb(230, 120, 40)})
	cv.textAlign(ox+82, oy+14+g.r.Float64()*20, spaced, fam.regular, 6+g.r.Float64()*3, col, alignRight)
	d.description += " (" + w + ")"
	return d
}

// poaMusterStatement draws a German bank's demo account statement with a
// diagonal "Muster" watermark across each page, in the text layer of its
// PDF.
func (g *gen) poaMusterStatement() *doc {
	d := g.poaDEKontoauszug()
	d.description = "Demo bank statement with a diagonal Muster watermark"
	d.notes = "a bank's demo statement: refused under a live key"
	w := pick(g.r, []string{"Muster", "MUSTER", "Musterauszug"})
	d.specimen = w
	for _, p := range d.allPages() {
		g.c.p = p
		size := math.Hypot(p.w, p.h) * 0.5 / g.c.width(w, d.font.bold, 1)
		g.c.overprint(p.w/2, p.h/2, w, d.font.bold, size, 35+g.r.Float64()*20, 0.15+0.15*g.r.Float64(), rgb(150, 150, 150))
	}
	return d
}

// idJPPassport imitates a Japanese passport data page in its Latin-script
// parts: "DD MMM YYYY" dates, the Registered Domicile (a prefecture, not
// a place of birth), MINISTRY OF FOREIGN AFFAIRS as authority.
func (g *gen) idJPPassport() *doc {
	fam := pick(g.r, families)
	sur := pick(g.r, []string{"SATO", "SUZUKI", "TAKAHASHI", "TANAKA", "WATANABE", "ITO", "YAMAMOTO"})
	given := pick(g.r, []string{"HANAKO", "TARO", "YUKI", "HIROSHI", "AIKO", "KENJI"})
	sex := pick(g.r, []string{"M", "F"})
	birth := randDate(g.r, day(1950, 1, 1), g.today.AddDate(-18, 0, 0))
	issue, expiry, _ := g.validity(pick(g.r, []int{5, 10}))
	number := g.fill("AA9999999")
	auth := "MINISTRY OF FOREIGN AFFAIRS"
	d := &doc{trueType: TypeIdentity, lang: "en", font: fam, description: "Synthetic Japanese passport data page",
		fields: idFields("JP", number, nil, issue, expiry, auth, sur, given, birth, "")}
	dt := func(t time.Time) string { return fmtDate(t, dsAbbr, "en") }
	fields := []passportField{
		{"Type", "P", 0, 0, false},
		{"Issuing country", "JPN", 16, 0, false},
		{"Passport No.", number, 48, 0, true},
		{"Surname", sur, 0, 7, true},
		{"Given name", given, 0, 14, true},
		{"Nationality", "JAPAN", 0, 21, false},
		{"Date of birth", dt(birth), 40, 21, false},
		{"Sex", sex, 0, 28, false},
		{"Registered Domicile", pick(g.r, []string{"TOKYO", "OSAKA", "KYOTO", "HOKKAIDO", "AICHI"}), 20, 28, false},
		{"Date of issue", dt(issue), 0, 35, false},
		{"Date of expiry", dt(expiry), 44, 35, false},
		{"Authority", auth, 0, 42, false},
	}
	m := mrzData{docCode: "P", issuer: "JPN", nationality: "JPN", number: number, surname: sur, given: given, birth: birth, sex: sex, expiry: expiry}
	page, ox, oy := g.bed(125, 88)
	d.page = page
	g.dataPage(ox, oy, fam, rgb(244, 236, 240), rgb(220, 200, 210), []string{"JAPAN", "PASSPORT"}, fields, m.td3(), 3.8)
	return d
}

// idUSGreenCard imitates the US permanent resident card front and back on
// one image: Surname, Given Name, USCIS#, Category, Country of Birth, Date
// of Birth, Sex, Card Expires, Resident Since on the front, a TD1 MRZ
// whose number is the card's on the back.
func (g *gen) idUSGreenCard() *doc {
	fam := pick(g.r, families)
	sur := pick(g.r, []string{"GARCIA", "NGUYEN", "PATEL", "KIM", "OKAFOR", "IVANOVA"})
	given := pick(g.r, []string{"MARIA", "DUC", "PRIYA", "MIN JUN", "CHIDI", "OLGA"})
	country := pick(g.r, []string{"Mexico", "Viet Nam", "India", "Korea, South", "Nigeria", "Ukraine"})
	sex := pick(g.r, []string{"M", "F"})
	birth := randDate(g.r, day(1950, 1, 1), g.today.AddDate(-18, 0, 0))
	since, expiry, _ := g.validity(10)
	number := g.fill("AAA999999")
	d := &doc{trueType: TypeIdentity, lang: "en", font: fam, description: "Synthetic US permanent resident card, front and back",
		fields: idFields("US", number, nil, since, expiry, "", sur, given, birth, "")}
	// The card prints when its holder became a resident, not when it was
	// issued.
	d.fields["document_date_of_issue"] = null(KindDate)
	delete(d.fields, "document_issuing_authority")
	d.fields["place_of_birth"] = str(country, KindText)
	dt := func(t time.Time) string { return t.Format("01/02/2006") }
	m := 6 + g.r.Float64()*8
	d.page = g.newPage(85.6+2*m, 54*2+3*m, pick(g.r, []color.RGBA{rgb(236, 236, 232), rgb(70, 72, 78)}))
	ox, oy := m, m
	tint := rgb(228, 240, 226)
	g.idCard(ox, oy, tint, rgb(190, 215, 190))
	cv := g.c
	cv.text(ox+3, oy+5, "UNITED STATES OF AMERICA", fam.bold, 6.5, rgb(20, 40, 110))
	cv.text(ox+3, oy+9, "PERMANENT RESIDENT", fam.bold, 8, rgb(20, 40, 110))
	g.photo(ox+3, oy+12, 22, 28)
	x := ox + 28.0
	g.cardField(x, oy+14, fam, "Surname", sur, 6.5)
	g.cardField(x, oy+20, fam, "Given Name", given, 6.5)
	g.cardField(x, oy+26, fam, "USCIS#", g.fill("999-999-999"), 5.5)
	g.c.textAlign(ox+82, oy+5, "Card# "+number, fam.regular, 4.5, rgb(60, 60, 60), alignRight)
	g.cardField(x+26, oy+26, fam, "Category", pick(g.r, []string{"IR1", "E21", "F41", "DV1"}), 5.5)
	g.cardField(x, oy+32, fam, "Country of Birth", country, 5.5)
	g.cardField(x, oy+38, fam, "Date of Birth", dt(birth), 5.5)
	g.cardField(x+26, oy+38, fam, "Sex", sex, 5.5)
	g.cardField(x, oy+44, fam, "Card Expires:", dt(expiry), 5.5)
	g.cardField(x+26, oy+44, fam, "Resident Since:", dt(since), 5.5)
	by := oy + 54 + m
	g.idCard(ox, by, tint, rgb(190, 215, 190))
	md := mrzData{docCode: "C1", issuer: "USA", nationality: pick(g.r, []string{"MEX", "VNM", "IND", "KOR", "NGA", "UKR"}), number: number, surname: sur, given: given, birth: birth, sex: sex, expiry: expiry}
	g.drawMRZ(ox, by, 85.6, 54, md.td1())
	return d
}

// euSpecimenWords are the specimen words of EU languages that the other
// specimen layouts do not print (IATE, entry "specimen").
var euSpecimenWords = []struct{ word, lang, a2 string }{
	{"VZOREC", "sl", "SI"}, {"NÄYTE", "fi", "FI"}, {"PROV", "sv", "SE"}, {"EKSEMPLAR", "da", "DK"},
	{"MINTA", "hu", "HU"}, {"WZÓR", "pl", "PL"}, {"FAC-SIMILE", "it", "IT"}, {"VOORBEELD", "nl", "NL"},
	{"VZOR", "cs", "CZ"}, {"MODELO", "pt", "PT"}, {"CAMPIONE", "it", "IT"}, {"ESPÉCIMEN", "es", "ES"},
	{"PARAUGS", "lv", "LV"}, {"PAVYZDYS", "lt", "LT"}, {"NÄIDIS", "et", "EE"}, {"UZORAK", "hr", "HR"},
}

// idSpecimenEUWords draws a passport data page overprinted, translucent
// or outlined and in colour, with a specimen word of an EU language; now
// and then the word is also printed small and upright.
func (g *gen) idSpecimenEUWords() *doc {
	sw := pick(g.r, euSpecimenWords)
	fam := pick(g.r, families)
	c := pick(g.r, idCountries[:len(idCountries)-1])
	p := g.person(c)
	issue, expiry, _ := g.validity(10)
	number := g.fill(c.numPattern)
	en := idLabelSets["en"]
	dt := func(t time.Time) string { return fmtDate(t, dsAbbr, "en") }
	d := &doc{trueType: TypeIdentity, lang: "en", font: fam, description: "Specimen passport data page overprinted " + sw.word,
		fields: idFields(c.a2, number, nil, issue, expiry, "", p.surname, p.given, p.birth, p.place)}
	d.specimen = sw.word
	fields := []passportField{
		{en.kind, "P", 0, 0, false},
		{en.code, c.code, 20, 0, false},
		{en.number, number, 50, 0, true},
		{en.surname, p.surname, 0, 7, true},
		{en.given, p.given, 0, 14, true},
		{en.birth, dt(p.birth), 0, 21, false},
		{en.place, p.place, 0, 28, false},
		{en.expiry, dt(expiry), 0, 35, false},
	}
	m := mrzData{docCode: "P", issuer: c.code, nationality: c.code, number: number, surname: p.surname, given: p.given, birth: p.birth, sex: p.sex, expiry: expiry}
	page, ox, oy := g.bed(125, 88)
	d.page = page
	g.dataPage(ox, oy, fam, pick(g.r, pastels), rgb(205, 205, 215), []string{c.state, "PASSPORT"}, fields, m.td3(), 3.8)
	col := pick(g.r, []color.RGBA{rgb(210, 30, 40), rgb(200, 20, 120), rgb(30, 70, 180), rgb(220, 90, 0), rgb(20, 140, 60)})
	n := 1 + g.r.IntN(3)
	for k := range n {
		size := (40 + g.r.Float64()*40) / g.c.width(sw.word, fam.bold, 1)
		cx, cy := ox+20+g.r.Float64()*85, oy+15+(float64(k)+0.5)*60/float64(n)
		angle := (g.r.Float64()*2 - 1) * 50
		if g.chance(0.5) {
			g.c.outlined(cx, cy, sw.word, fam.bold, size, angle, 0.85, col)
		} else {
			g.c.overprint(cx, cy, sw.word, fam.bold, size, angle, 0.3+0.3*g.r.Float64(), col)
		}
	}
	return d
}

// pdf417 draws payload as a PDF417 symbol (ISO/IEC 15438) w millimetres
// wide at (x, y), on white with a quiet zone of two modules, its rows
// three modules high, at an error correction level of 3 or more as AAMVA
// asks (DL/ID Card Design Standard 2020, D.11.2).
func (g *gen) pdf417(x, y, w float64, payload string) error {
	bc, err := encodePDF417(payload)
	if err != nil {
		return fmt.Errorf("%w: pdf417: %w", ErrRender, err)
	}
	b := bc.Bounds()
	mw := w / float64(b.Dx())
	// The encoder draws each row of codewords two pixels high.
	mh := mw * 1.5
	g.c.rect(x-2*mw, y-2*mw, w+4*mw, float64(b.Dy())*mh+4*mw, white)
	dark := func(px, py int) bool {
		r, _, _, _ := bc.At(px, py).RGBA()
		return r < 0x8000
	}
	for py := b.Min.Y; py < b.Max.Y; py++ {
		for px := b.Min.X; px < b.Max.X; {
			if !dark(px, py) {
				px++
				continue
			}
			start := px
			for px < b.Max.X && dark(px, py) {
				px++
			}
			g.c.rect(x+float64(start-b.Min.X)*mw, y+float64(py-b.Min.Y)*mh, float64(px-start)*mw, mh, black)
		}
	}
	return nil
}

// encodePDF417 encodes payload at the first error correction level of 5,
// 6, 4, 7, 3 and 8 that gives a number of rows divisible by three:
// boombuler/barcode v1.1.0 computes the left row indicator of the rows of
// cluster 0 as (rows-3)/3 where ISO/IEC 15438 (5.3.4) says (rows-1)/3,
// which is the same only then, and readers refuse the symbol otherwise.
func encodePDF417(payload string) (barcode.Barcode, error) {
	var last error
	for _, level := range []byte{5, 6, 4, 7, 3, 8} {
		bc, err := pdf417.Encode(payload, level)
		if err != nil {
			last = err
			continue
		}
		if rows := bc.Bounds().Dy() / 2; rows%3 == 0 {
			return bc, nil
		}
	}
	if last == nil {
		last = fmt.Errorf("no error correction level gives rows divisible by three")
	}
	return nil, last
}
