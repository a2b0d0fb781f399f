package docgen

import (
	"fmt"
	"image/color"
	"strings"
	"time"

	"github.com/boombuler/barcode/code128"
)

// Identity documents of the holdout split written from issuers' public
// descriptions: the German identity card (both sides), the British
// passport data page and the Italian electronic identity card (both
// sides), each with its own labels, date style and TD1 or TD3 MRZ.

func init() {
	register(
		&layout{name: "id_de_personalausweis", docType: TypeIdentity, split: SplitHoldout, make: (*gen).idDEPersonalausweis,
			source: "German Personalausweis, 2010 design, both sides (Personalausweis (Deutschland), Wikipedia: front name, birth name, given names, date and place of birth, nationality, expiry; back address, height, eye colour, authority, date of issue): German/English/French captions, DD.MM.YYYY dates, nine-character serial number top right without its check digit (ausweisnummer.com; nordbayern.de, 2024), MRZ 'IDD<<' with the serial number (PAuswG § 5 (4))"},
		&layout{name: "id_gb_passport", docType: TypeIdentity, split: SplitHoldout, make: (*gen).idGBPassport,
			source: "British passport data page (British Subject passport, Wikipedia: English/French captions, authority IPS; HM Passport Office, Wikipedia: IPS renamed HMPO on 13 May 2013): numbered captions 'Surname/Nom (1)', dates 'DD MMM /MMM YY' with the French month, nationality BRITISH CITIZEN"},
		&layout{name: "id_it_cie_front_back", docType: TypeIdentity, split: SplitHoldout, make: (*gen).idITCIE,
			source: "Italian electronic identity card CIE 3.0, both sides (cartaidentita.interno.gov.it, 'Caratteristiche del documento'; comune.corridonia.mc.it): serial 'CA00000AA' top right, COMUNE DI / MUNICIPALITY, place and date of birth in one field, DD.MM.YYYY dates, expiry on the holder's birthday (DL 5/2012 art. 7; circolare PCM 7/2012), ten years for adults and five for minors (TULPS art. 3), codice fiscale with barcode and TD1 MRZ 'C<ITA' on the back"},
	)
}

// deSerialChars are the characters of a German identity card's serial
// number: digits and the consonants other than B, D, Q and S.
const deSerialChars = "CFGHJKLMNPRTVWXYZ0123456789"

// deSerial draws a nine-character serial number of a German identity card
// (2010 design): a letter, then eight characters of deSerialChars.
func (g *gen) deSerial() string {
	const first = "LMNPRTVWXY"
	b := []byte{first[g.r.IntN(len(first))]}
	for range 8 {
		b = append(b, deSerialChars[g.r.IntN(len(deSerialChars))])
	}
	return string(b)
}

// deAuthorities pairs identity card authorities with a postcode, town and
// street of their residents.
var deAuthorities = []struct{ authority, postcode, town, street string }{
	{"STADT KÖLN", "51147", "KÖLN", "HEIDESTRASSE"},
	{"LANDESHAUPTSTADT MÜNCHEN", "80331", "MÜNCHEN", "SENDLINGER STRASSE"},
	{"BEZIRKSAMT MITTE VON BERLIN", "10115", "BERLIN", "INVALIDENSTRASSE"},
	{"FREIE UND HANSESTADT HAMBURG", "22765", "HAMBURG", "GROSSE BERGSTRASSE"},
	{"STADT LEIPZIG", "04109", "LEIPZIG", "MARKGRAFENSTRASSE"},
	{"LANDESHAUPTSTADT DÜSSELDORF", "40213", "DÜSSELDORF", "BOLKERSTRASSE"},
	{"STADT FRANKFURT AM MAIN", "60311", "FRANKFURT AM MAIN", "BERLINER STRASSE"},
}

// idDEPersonalausweis imitates the German identity card of the 2010
// design, front and back on one image (side by side or one above the
// other): German/English/French captions, the serial number at the top
// right without its check digit, the birth name under the surname now
// and then ("GEB. …"), dates as 12.08.1983, a six-digit card access
// number; on the back eye colour, height, address, the authority and the
// date of issue, then the three-line MRZ starting "IDD<<" with the serial
// number and its check digit. Holders under 24 get six years.
func (g *gen) idDEPersonalausweis() *doc {
	fam := g.family()
	c := idCountryOf("DE")
	p := g.person(c)
	years := 10
	if g.today.Sub(p.birth) < 24*365*24*time.Hour {
		years = 6
	}
	issue, expiry, _ := g.validity(years)
	number := g.deSerial()
	auth := pick(g.r, deAuthorities)
	d := &doc{trueType: TypeIdentity, lang: "de", font: fam, description: "Synthetic German identity card (2010 design), front and back",
		fields: idFields("DE", number, nil, issue, expiry, auth.authority, p.surname, p.given, p.birth, p.place)}
	dt := func(t time.Time) string { return fmtDate(t, dsDots, "de") }

	const cw, ch = 85.6, 54.0
	m := 6 + g.r.Float64()*8
	sideBySide := g.chance(0.5)
	w, h := 2*cw+3*m, ch+2*m
	if !sideBySide {
		w, h = cw+2*m, 2*ch+3*m
	}
	d.page = g.newPage(w, h, pick(g.r, []color.RGBA{rgb(236, 236, 232), rgb(250, 250, 250), rgb(66, 68, 74), rgb(160, 140, 115)}))
	ox, oy := m, m
	tint, print := rgb(234, 240, 236), rgb(196, 214, 204)
	g.idCard(ox, oy, tint, print)
	cv := g.c
	ink, capCol, head := rgb(15, 15, 25), rgb(80, 80, 100), rgb(30, 50, 90)
	cv.text(ox+3, oy+4.6, "BUNDESREPUBLIK DEUTSCHLAND", fam.bold, 6, head)
	cv.text(ox+3, oy+7.6, "PERSONALAUSWEIS / IDENTITY CARD / CARTE D'IDENTITÉ", fam.regular, 3.8, head)
	cv.textAlign(ox+cw-3, oy+6, number, fam.bold, 7.5, ink, alignRight)
	g.photo(ox+3, oy+10, 23, 30)
	field := func(x, y float64, caption, value string, size float64) {
		cv.text(x, y, caption, fam.regular, 3.4, capCol)
		cv.text(x, y+2.8, value, fam.bold, size, ink)
	}
	x := ox + 28.5
	y := oy + 11.0
	field(x, y, "Name/Surname/Nom", p.surname, 7)
	if g.chance(0.3) { // the birth name, printed under the surname
		birthName := pick(g.r, c.surnames)
		if birthName != p.surname {
			cv.text(x, y+5.6, "GEB. "+birthName, fam.bold, 5.5, ink)
			y += 2.4
		}
	}
	y += 6.2
	field(x, y, "Vornamen/Given names/Prénoms", p.given, 6.5)
	y += 6.2
	field(x, y, "Geburtstag/Date of birth/Date de naissance", dt(p.birth), 6.2)
	field(x+27, y, "Staatsangehörigkeit/Nationality/Nationalité", "DEUTSCH", 6.2)
	y += 6.2
	field(x, y, "Geburtsort/Place of birth/Lieu de naissance", p.place, 6.2)
	y += 6.2
	field(x, y, "Gültig bis/Date of expiry/Date d'expiration", dt(expiry), 6.2)
	cv.text(ox+3, oy+45, "Unterschrift/Signature/Signature", fam.regular, 3.2, capCol)
	g.signature(ox+4, oy+51, 24, rgb(20, 20, 90))
	cv.textAlign(ox+cw-3, oy+ch-3, g.fill("999999"), fam.bold, 6, ink, alignRight)

	bx, by := ox+cw+m, oy
	if !sideBySide {
		bx, by = ox, oy+ch+m
	}
	g.idCard(bx, by, tint, print)
	field(bx+4, by+5, "Augenfarbe/Colour of eyes/Couleur des yeux", pick(g.r, []string{"BRAUN", "BLAU", "GRÜN", "GRAU", "GRAUBLAU"}), 6)
	field(bx+42, by+5, "Größe/Height/Taille", fmt.Sprintf("%d cm", 155+g.r.IntN(40)), 6)
	field(bx+4, by+11, "Anschrift/Address/Adresse", fmt.Sprintf("%s %s", auth.postcode, auth.town), 6)
	cv.text(bx+4, by+16.6, fmt.Sprintf("%s %d", auth.street, 1+g.r.IntN(120)), fam.bold, 6, ink)
	field(bx+4, by+20.5, "Behörde/Authority/Autorité", auth.authority, 6)
	field(bx+54, by+20.5, "Ausstellungsdatum/Date of issue", dt(issue), 6)
	// The card records no sex: its MRZ has a filler there.
	md := mrzData{docCode: "ID", issuer: "D", nationality: "D", number: number, surname: p.surname, given: p.given, birth: p.birth, sex: "<", expiry: expiry}
	g.drawMRZ(bx, by, cw, ch, md.td1())
	return d
}

// gbMonthsFR are the French months as British passports abbreviate them,
// in capitals without accents.
var gbMonthsFR = [12]string{"JAN", "FEV", "MARS", "AVR", "MAI", "JUIN", "JUIL", "AOUT", "SEPT", "OCT", "NOV", "DEC"}

// gbDate prints a date as a British passport does: "12 JAN /JAN 21".
func gbDate(t time.Time) string {
	return fmt.Sprintf("%02d %s /%s %02d", t.Day(), abbr("en", t.Month()), gbMonthsFR[t.Month()-1], t.Year()%100)
}

var gbPlaces = []string{"LONDON", "BIRMINGHAM", "MANCHESTER", "CARDIFF", "GLASGOW", "EDINBURGH", "BELFAST", "LEEDS", "SWANSEA", "NEWCASTLE UPON TYNE", "KINGSTON UPON HULL", "LAGOS", "KARACHI", "DUBLIN"}

// hmpoSince is when the Identity and Passport Service became HM Passport
// Office; the authority printed on passports changed from IPS to HMPO.
var hmpoSince = day(2013, 5, 13)

// idGBPassport imitates the data page of a British passport: the state's
// name across the top, English captions with the French after a slash and
// a number in brackets ("Surname/Nom (1)" … "Date of expiry/Date
// d'expiration (9)"), dates "12 JAN /JAN 21" with two-digit years,
// nationality BRITISH CITIZEN, authority IPS before 13 May 2013 and HMPO
// after, a ghost portrait at the right, a TD3 MRZ. Now and then the page
// is scanned with the facing observations page of the open booklet.
func (g *gen) idGBPassport() *doc {
	fam := g.family()
	c := idCountryOf("GB")
	p := g.person(c)
	p.place = pick(g.r, gbPlaces)
	issue, _, _ := g.validity(10)
	expiry := issue.AddDate(10, 0, 0)
	auth := "HMPO"
	if issue.Before(hmpoSince) {
		auth = "IPS"
	}
	number := g.fill(pick(g.r, []string{"199999999", "599999999", "999999999"}))
	d := &doc{trueType: TypeIdentity, lang: "en", font: fam, description: "Synthetic British passport data page",
		fields: idFields("GB", number, nil, issue, expiry, auth, p.surname, p.given, p.birth, p.place)}
	if auth == "HMPO" {
		d.fields["document_issuing_authority"] = str(auth, KindText, "HM Passport Office")
	} else {
		d.fields["document_issuing_authority"] = str(auth, KindText, "Identity and Passport Service")
	}

	const pw, ph = 125.0, 88.0
	facing := g.chance(0.35)
	var ox, oy float64
	if facing { // the open booklet: the observations page above the data page
		m := 6 + g.r.Float64()*8
		d.page = g.newPage(pw+2*m, 2*ph+2*m, pick(g.r, []color.RGBA{rgb(250, 250, 250), rgb(238, 238, 234)}))
		ox, oy = m, m+ph
		g.gbObservations(m, m, fam)
	} else {
		d.page, ox, oy = g.bed(pw, ph)
	}
	cv := g.c
	tint := pick(g.r, []color.RGBA{rgb(242, 236, 240), rgb(236, 238, 244)})
	cv.rect(ox, oy, pw, ph, tint)
	g.guilloche(ox, oy, pw, ph*0.8, rgb(214, 200, 214), 10)
	cv.frame(ox, oy, pw, ph, 0.2, rgb(170, 170, 170))
	head := rgb(40, 30, 80)
	cv.text(ox+4, oy+5, "UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND", fam.bold, 6.6, head)
	cv.text(ox+4, oy+9.5, "PASSPORT", fam.bold, 8, head)
	cv.text(ox+4+cv.width("PASSPORT", fam.bold, 8)+3, oy+9.5, "PASSEPORT", fam.regular, 7, head)
	g.photo(ox+4, oy+14, 32, 41)
	caption := func(x, y float64, s string) { cv.text(x, y, s, fam.regular, 3.9, rgb(80, 60, 90)) }
	value := func(x, y float64, s string, size float64) {
		for avail := pw - (x - ox) - 3; size > 5 && cv.width(s, fam.bold, size) > avail; size -= 0.2 {
		}
		cv.text(x, y, s, fam.bold, size, rgb(20, 20, 30))
	}
	x := ox + 40.0
	y := oy + 15.0
	row := func(cap, val string, size float64) {
		caption(x, y, cap)
		value(x, y+3.4, val, size)
		y += 7.1
	}
	caption(x, y, "Type/Type")
	value(x, y+3.4, "P", 8)
	caption(x+14, y, "Code/Code")
	value(x+14, y+3.4, "GBR", 8)
	caption(x+40, y, "Passport No./Passeport No.")
	value(x+40, y+3.4, number, 9)
	y += 7.1
	row("Surname/Nom (1)", p.surname, 8.6)
	row("Given names/Prénoms (2)", p.given, 8.6)
	row("Nationality/Nationalité (3)", "BRITISH CITIZEN", 7.6)
	caption(x, y, "Date of birth/Date de naissance (4)")
	value(x, y+3.4, gbDate(p.birth), 7.6)
	caption(x+46, y, "Sex/Sexe (5)")
	value(x+46, y+3.4, p.sex, 7.6)
	y += 7.1
	row("Place of birth/Lieu de naissance (6)", p.place, 7.6)
	caption(x, y, "Date of issue/Date de délivrance (7)")
	value(x, y+3.4, gbDate(issue), 7.6)
	caption(x+46, y, "Authority/Autorité (8)")
	value(x+46, y+3.4, auth, 7.6)
	y += 7.1
	caption(x, y, "Date of expiry/Date d'expiration (9)")
	value(x, y+3.4, gbDate(expiry), 7.6)
	caption(ox+4, oy+59, "Holder's signature/Signature du titulaire (10)")
	g.signature(ox+6, oy+68, 26, rgb(20, 20, 90))
	cv.ellipse(ox+pw-12, oy+30, 6, 8, rgb(226, 214, 224)) // ghost portrait
	md := mrzData{docCode: "P", issuer: "GBR", nationality: "GBR", number: number, surname: p.surname, given: p.given, birth: p.birth, sex: p.sex, expiry: expiry}
	g.drawMRZ(ox, oy, pw, ph, md.td3())
	return d
}

// gbObservations draws the page facing the data page in an open British
// passport: its heading and ruled lines, no entries.
func (g *gen) gbObservations(ox, oy float64, fam family) {
	const pw, ph = 125.0, 88.0
	cv := g.c
	cv.rect(ox, oy, pw, ph, rgb(244, 240, 236))
	g.guilloche(ox, oy, pw, ph, rgb(224, 214, 214), 6)
	cv.frame(ox, oy, pw, ph, 0.2, rgb(170, 170, 170))
	cv.textAlign(ox+pw/2, oy+10, "OBSERVATIONS", fam.bold, 8, rgb(60, 40, 70), alignCenter)
	cv.textAlign(ox+pw/2, oy+14, "OFFICIAL OBSERVATIONS / OBSERVATIONS OFFICIELLES", fam.regular, 5, rgb(60, 40, 70), alignCenter)
	for k := 0; k < 8; k++ {
		cv.line(ox+8, oy+24+float64(k)*7, ox+pw-8, oy+24+float64(k)*7, 0.15, rgb(200, 190, 195))
	}
	cv.textAlign(ox+pw/2, oy+ph-4, fmt.Sprint(2+g.r.IntN(2)), fam.regular, 6, rgb(60, 40, 70), alignCenter)
}

// itPlaces are Italian towns with their province as the CIE prints them
// and their cadastral code for the codice fiscale.
var itPlaces = []struct{ town, province, cadastral string }{
	{"ROMA", "RM", "H501"}, {"MILANO", "MI", "F205"}, {"NAPOLI", "NA", "F839"}, {"TORINO", "TO", "L219"},
	{"FIRENZE", "FI", "D612"}, {"BOLOGNA", "BO", "A944"}, {"PALERMO", "PA", "G273"}, {"GENOVA", "GE", "D969"},
	{"BARI", "BA", "A662"}, {"VENEZIA", "VE", "L736"},
}

var itNames = struct{ surnames, givensM, givensF []string }{
	[]string{"ROSSI", "RUSSO", "FERRARI", "ESPOSITO", "BIANCHI", "ROMANO", "COLOMBO", "DE LUCA", "D'ANGELO", "GALLO", "CONTI", "MANCINI", "LOMBARDI", "FONTANA", "BARBIERI"},
	[]string{"MARCO", "GIUSEPPE", "LUCA", "ANDREA", "NICCOLÒ", "FRANCESCO", "GIAN MARIA", "MATTIA"},
	[]string{"GIULIA", "FRANCESCA", "CHIARA", "SARA", "ANNA MARIA", "ELENA", "MARTINA", "ILARIA"},
}

// cfMonths are the codice fiscale's letters for the months.
const cfMonths = "ABCDEHLMPRST"

// cfOdd holds the values of the characters in odd positions for the
// codice fiscale's check letter, for 0-9 then A-Z (DM 23/12/1976).
var cfOdd = [36]int{1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23}

// codiceFiscale builds an Italian tax code: three letters of the surname,
// three of the given names, year, month letter, day (plus 40 for women),
// the cadastral code of the place of birth and the check letter.
func codiceFiscale(surname, given string, birth time.Time, sex, cadastral string) string {
	letters := func(s string) (cons, vows string) {
		for _, r := range stripMarks(strings.ToUpper(s)) {
			switch {
			case strings.ContainsRune("AEIOU", r):
				vows += string(r)
			case r >= 'A' && r <= 'Z':
				cons += string(r)
			}
		}
		return cons, vows
	}
	code3 := func(cons, vows string) string { return (cons + vows + "XXX")[:3] }
	sc, sv := letters(surname)
	gc, gv := letters(given)
	name := code3(gc, gv)
	if len(gc) >= 4 {
		name = gc[0:1] + gc[2:4]
	}
	dd := birth.Day()
	if sex == "F" {
		dd += 40
	}
	cf := fmt.Sprintf("%s%s%02d%c%02d%s", code3(sc, sv), name, birth.Year()%100, cfMonths[birth.Month()-1], dd, cadastral)
	sum := 0
	for i := 0; i < len(cf); i++ {
		ch := cf[i]
		idx := int(ch - '0')
		even := idx
		if ch >= 'A' {
			idx = 10 + int(ch-'A')
			even = int(ch - 'A')
		}
		if i%2 == 0 { // odd position, counting from one
			sum += cfOdd[idx]
		} else {
			sum += even
		}
	}
	return cf + string(rune('A'+sum%26))
}

// cieExpiry is the last day of a CIE issued on issue for the given years
// (ten for adults, five for minors from three), extended to the holder's
// next birthday (DL 5/2012, art. 7).
func cieExpiry(issue, birth time.Time, years int) time.Time {
	end := issue.AddDate(years, 0, 0)
	dd := birth.Day()
	if birth.Month() == time.February && dd == 29 {
		dd = 28
	}
	exp := day(end.Year(), birth.Month(), dd)
	if exp.Before(end) {
		exp = day(end.Year()+1, birth.Month(), dd)
	}
	return exp
}

// code128 draws payload as a Code 128 barcode w millimetres wide and h
// high at (x, y) on white.
func (g *gen) code128(x, y, w, h float64, payload string) error {
	bc, err := code128.Encode(payload)
	if err != nil {
		return fmt.Errorf("%w: code128: %w", ErrRender, err)
	}
	b := bc.Bounds()
	mw := w / float64(b.Dx())
	g.c.rect(x-4*mw, y-1, w+8*mw, h+2, white)
	for px := b.Min.X; px < b.Max.X; {
		if r, _, _, _ := bc.At(px, b.Min.Y).RGBA(); r >= 0x8000 {
			px++
			continue
		}
		start := px
		for px < b.Max.X {
			if r, _, _, _ := bc.At(px, b.Min.Y).RGBA(); r >= 0x8000 {
				break
			}
			px++
		}
		g.c.rect(x+float64(start-b.Min.X)*mw, y, float64(px-start)*mw, h, black)
	}
	return nil
}

// idITCIE imitates the Italian electronic identity card (CIE 3.0), front
// and back on one image: Italian/English captions in capitals ("COGNOME /
// SURNAME"), the serial number (two letters, five digits, two letters)
// in red at the top right, the issuing municipality under "COMUNE DI /
// MUNICIPALITY", place and date of birth in one field ("ROMA (RM)
// 15.03.1980"), height in centimetres, issue and expiry dates as
// DD.MM.YYYY with the expiry on the holder's birthday; on the back the
// codice fiscale in print and as a barcode, the address, and the TD1 MRZ
// "C<ITA" with the serial number.
func (g *gen) idITCIE() *doc {
	fam := g.family()
	sex := pick(g.r, []string{"M", "F"})
	sur := pick(g.r, itNames.surnames)
	given := pick(g.r, itNames.givensM)
	if sex == "F" {
		given = pick(g.r, itNames.givensF)
	}
	born := pick(g.r, itPlaces)
	lives := born
	if g.chance(0.5) {
		lives = pick(g.r, itPlaces)
	}
	// Adults' cards run ten years and no CIE 3.0 of an adult has expired
	// yet; the expired ones were issued to minors, for five years.
	first := day(2016, 7, 4) // the first CIE 3.0
	var birth, issue, expiry time.Time
	if lastMinor := g.today.AddDate(-6, 0, -10); g.chance(0.3) && lastMinor.After(first) {
		issue = randDate(g.r, first, lastMinor)
		birth = randDate(g.r, issue.AddDate(-18, 0, 1), issue.AddDate(-14, 0, 0))
		expiry = cieExpiry(issue, birth, 5)
	} else {
		birth = randDate(g.r, day(1950, 1, 1), g.today.AddDate(-18, 0, 0))
		from := g.today.AddDate(-10, 0, 20)
		for _, t := range []time.Time{first, birth.AddDate(18, 0, 0)} {
			if from.Before(t) {
				from = t
			}
		}
		issue = randDate(g.r, from, g.today.AddDate(0, 0, -5))
		expiry = cieExpiry(issue, birth, 10)
	}
	number := "C" + g.fill("A99999AA")
	place := fmt.Sprintf("%s (%s)", born.town, born.province)
	auth := "COMUNE DI " + lives.town
	d := &doc{trueType: TypeIdentity, lang: "it", font: fam, description: "Synthetic Italian electronic identity card (CIE 3.0), front and back",
		fields: idFields("IT", number, nil, issue, expiry, auth, sur, given, birth, place)}
	d.fields["place_of_birth"] = str(place, KindText, born.town)
	d.fields["document_issuing_authority"] = str(auth, KindText, lives.town, "Comune di "+titleCase(lives.town))
	dt := func(t time.Time) string { return t.Format("02.01.2006") }
	cf := codiceFiscale(sur, given, birth, sex, born.cadastral)
	d.carried = append(d.carried, cf)

	const cw, ch = 85.6, 54.0
	m := 6 + g.r.Float64()*8
	sideBySide := g.chance(0.5)
	w, h := 2*cw+3*m, ch+2*m
	if !sideBySide {
		w, h = cw+2*m, 2*ch+3*m
	}
	d.page = g.newPage(w, h, pick(g.r, []color.RGBA{rgb(238, 238, 236), rgb(250, 250, 250), rgb(70, 66, 62), rgb(150, 120, 90)}))
	ox, oy := m, m
	tint, print := rgb(240, 236, 242), rgb(214, 200, 220)
	g.idCard(ox, oy, tint, print)
	cv := g.c
	ink, capCol, head := rgb(15, 15, 25), rgb(70, 60, 90), rgb(20, 60, 110)
	g.emblem(ox+6, oy+6, 3.6, rgb(120, 130, 150), tint)
	cv.text(ox+11, oy+4.8, "REPUBBLICA ITALIANA", fam.bold, 6, head)
	cv.text(ox+11, oy+8, "CARTA DI IDENTITÀ / IDENTITY CARD", fam.regular, 4.4, head)
	cv.textAlign(ox+cw-3, oy+5.2, number, fam.bold, 7.5, rgb(180, 20, 30), alignRight)
	cv.textAlign(ox+cw-3, oy+8.5, "MINISTERO DELL'INTERNO", fam.regular, 3.4, head, alignRight)
	g.photo(ox+3, oy+11, 23, 30)
	field := func(x, y float64, caption, value string, size float64) {
		cv.text(x, y, caption, fam.regular, 3.3, capCol)
		cv.text(x, y+2.8, value, fam.bold, size, ink)
	}
	x := ox + 28.5
	field(x, oy+12, "COMUNE DI / MUNICIPALITY", lives.town, 6.2)
	field(x, oy+18, "COGNOME / SURNAME", sur, 6.8)
	field(x, oy+24, "NOME / NAME", given, 6.8)
	field(x, oy+30, "LUOGO E DATA DI NASCITA / PLACE AND DATE OF BIRTH", place+" "+dt(birth), 6)
	field(x, oy+36, "SESSO / SEX", sex, 6)
	field(x+13, oy+36, "STATURA / HEIGHT", fmt.Sprint(155+g.r.IntN(40)), 6)
	field(x+32, oy+36, "CITTADINANZA / NATIONALITY", "ITA", 6)
	field(x, oy+42, "EMISSIONE / ISSUING", dt(issue), 6)
	field(x+27, oy+42, "SCADENZA / EXPIRY", dt(expiry), 6)
	cv.text(ox+3, oy+44, "FIRMA DEL TITOLARE", fam.regular, 3, capCol)
	cv.text(ox+3, oy+45.6, "HOLDER'S SIGNATURE", fam.regular, 3, capCol)
	g.signature(ox+5, oy+51.5, 22, rgb(20, 20, 90))

	bx, by := ox+cw+m, oy
	if !sideBySide {
		bx, by = ox, oy+ch+m
	}
	g.idCard(bx, by, tint, print)
	field(bx+4, by+5, "CODICE FISCALE / FISCAL CODE", cf, 6)
	if err := g.code128(bx+46, by+3, 34, 6, cf); err != nil {
		panic(err) // cf holds capitals and digits only: Code 128 encodes it
	}
	field(bx+4, by+11, "INDIRIZZO DI RESIDENZA / RESIDENCE", fmt.Sprintf("VIA %s %d %s (%s)", pick(g.r, []string{"GARIBALDI", "ROMA", "DANTE ALIGHIERI", "DEI MILLE", "XX SETTEMBRE"}), 1+g.r.IntN(150), lives.town, lives.province), 5.5)
	field(bx+4, by+17, "ESTREMI ATTO DI NASCITA", fmt.Sprintf("%05d.%d.%s.%d", 1+g.r.IntN(4000), 1+g.r.IntN(2), pick(g.r, []string{"A", "B"}), 1+g.r.IntN(9)), 5.5)
	md := mrzData{docCode: "C", issuer: "ITA", nationality: "ITA", number: number, surname: sur, given: given, birth: birth, sex: sex, expiry: expiry}
	g.drawMRZ(bx, by, cw, ch, md.td1())
	return d
}
