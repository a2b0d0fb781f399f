package lexicon

import (
	"regexp"
	"sort"
	"strings"
	"sync"
	"unicode"
)

// Fact names what a sentence of running text states.
type Fact string

// The facts certificates state in running text.
const (
	// FactOrganisationName: "I hereby certify that ACME LIMITED is this day
	// incorporated", "The name of the corporation is ACME, INC."
	FactOrganisationName Fact = "organisation_name"
	// FactIncorporationDate: the words before the date of incorporation:
	// "was incorporated on", "Tag der ersten Eintragung".
	FactIncorporationDate Fact = "incorporation_date"
	// FactCertificateDate: the words before the date a certificate was
	// given; on a certificate of incorporation that is the date of
	// incorporation ("Given at Companies House on", "this day").
	FactCertificateDate Fact = "certificate_date"
	// FactOrganisationType: "the company is limited by shares", "of a
	// private limited company".
	FactOrganisationType Fact = "organisation_type"
	// FactRegistrationNumber: "is registered at number COOP/2025/…/500044".
	FactRegistrationNumber Fact = "registration_number"
	// FactOrganisationStatus: "is in good standing".
	FactOrganisationStatus Fact = "organisation_status"
	// FactIncorporationCertificate: wording that makes a document a
	// certificate of incorporation, whose date is the incorporation's.
	FactIncorporationCertificate Fact = "incorporation_certificate"
	// FactRegisteredOffice: "The registered office of the corporation in
	// the State of Delaware is 800 North State Street, ..., and".
	FactRegisteredOffice Fact = "registered_office"
	// FactDirectors: the words before the initial directors' names and
	// addresses in articles of incorporation ("The names and mailing
	// addresses of the persons who are to serve as directors ... are:").
	FactDirectors Fact = "directors"
)

// Sentence is a pattern of running text that states a fact. Its named
// group v, when it has one, holds the value; a pattern without v is a cue
// that the value (a date) follows.
type Sentence struct {
	Fact    Fact
	Lang    string
	Pattern *regexp.Regexp
}

// name is a company's name inside a sentence: up to 160 characters, as
// few as the rest of the sentence allows.
const name = `["“”']?(?P<v>[^\n"“”]{2,160}?)["“”']?`

// sentenceTable holds the patterns, case-insensitive, as certificates of
// incorporation, registration and good standing word them: the UK
// Companies Act 2006 form (Companies House), the Indian Companies
// (Incorporation) Rules 2014 form (MCA), US Secretaries of State's
// certificates of good standing and articles of incorporation, the CRO's
// and other common-law registrars' certificates, and the registers of
// Germany (Handelsregister), France (Kbis), Spain, Italy and the
// Netherlands. Each is written to hold across issuers: a verb of
// certifying, the name, a verb of incorporation or registration.
var sentenceTable = []struct {
	fact    Fact
	lang    string
	pattern string
}{
	{FactOrganisationName, "en", `certif(?:y|ies|ied)\s+that\s+` + name + `,?\s+(?:is|was|has been)\s+(?:this day\s+|duly\s+|hereby\s+|on this day\s+|validly\s+|on\s+)?(?:incorporated|registered|formed|organi[sz]ed|in good standing|a (?:corporation|company)|existing|an? (?:private|public|limited))`},
	{FactOrganisationName, "en", `certificate of (?:incorporation|formation|good standing|registration|existence)\s+of\s+["“](?P<v>[^\n"”]{2,160}?)["”]`},
	{FactOrganisationName, "en", `certificate of (?:incorporation|formation|good standing)\s+of\s+(?P<v>[^\n]{2,160}?),?\s+(?:filed|a |which|is|was)\b`},
	{FactOrganisationName, "en", `certif(?:y|ies)\s+(?:that\s+)?["“](?P<v>[^\n"”]{2,160}?)["”]`},
	{FactOrganisationName, "en", `the name of the (?:corporation|company|limited liability company|association|society) (?:is|shall be)\s+["“]?(?P<v>[^\n"“”]{2,160}?)["”]?\s*[.;]?(?:\n|$)`},
	// "… the registration of a co-operative society under the name ACME
	// FARMERS CO-OPERATIVE SOCIETY LIMITED, the said society …" (India's
	// state co-operative societies acts), "registered under the name …,
	// which" (societies and friendly societies).
	{FactOrganisationName, "en", `\bunder\s+the\s+name\s+(?:and\s+style\s+(?:of\s+)?)?` + name + `,?\s+(?:the said|which|is|was|has been|with)\b`},
	{FactOrganisationName, "de", `(?:bescheinigt|bestätigt|beurkundet),?\s+dass\s+(?:die\s+(?:Firma|Gesellschaft)\s+)?` + name + `\s+(?:im\s+Handelsregister\s+)?(?:\S+\s+){0,6}(?:eingetragen|gegründet)`},
	{FactOrganisationName, "fr", `(?:certifie|atteste)\s+que\s+(?:la\s+(?:société|entreprise)\s+)?` + name + `\s+(?:est|a été)\s+(?:régulièrement\s+)?(?:immatriculée|inscrite|enregistrée|constituée)`},
	{FactOrganisationName, "es", `(?:certifica|hace constar)\s+que\s+(?:la\s+(?:sociedad|entidad|empresa)\s+)?` + name + `\s+(?:está|fue|ha sido|figura)\s+(?:debidamente\s+)?(?:inscrita|constituida|registrada)`},
	{FactOrganisationName, "it", `(?:attesta|certifica)\s+che\s+(?:la\s+(?:società|impresa)\s+)?` + name + `\s+(?:è|risulta)\s+(?:regolarmente\s+)?(?:iscritta|costituita|registrata)`},
	{FactOrganisationName, "nl", `(?:verklaart|bevestigt)\s+dat\s+` + name + `\s+(?:is\s+)?(?:ingeschreven|opgericht|geregistreerd)`},

	// "formed or qualified to do business on" (a foreign entity is
	// qualified to do business in a state it was not formed in: the
	// Model Business Corporation Act §15.01, as the Secretaries of State
	// word their certificates of good standing).
	{FactIncorporationDate, "en", `(?:incorporated|registered|formed|organi[sz]ed|established)(?:\s+or\s+(?:incorporated|registered|formed|organi[sz]ed|qualified(?:\s+to\s+(?:do|transact)\s+business)?))?(?:\s+in\s+(?:the\s+state\s+of\s+)?\p{Lu}[\p{L}]+(?:\s\p{Lu}[\p{L}]+)?)?\s+(?:on|with effect from)\s+`},
	{FactIncorporationDate, "en", `(?:incorporation|formation|organi[sz]ation)\s+of\s+[^\n]{1,160}?,?\s+filed\s+(?:in\s+this\s+office\s+)?on\s+`},
	// "… is incorporated as a Private Company … under the identification
	// number … in accordance with … on 25 July 2024": the last "on" of
	// the sentence, after the more specific cues above.
	{FactIncorporationDate, "en", `\bis\s+incorporated\b[^.]{0,400}\son\s+`},
	// "… is registered at number COOP/2025/… on dated 19-11-2025".
	{FactIncorporationDate, "en", `(?:incorporated|registered)\s+(?:at|under|with)\s+(?:the\s+)?(?:registration\s+)?(?:number|no\.?)\s+\S+\s+on\s+(?:dated?\s+)?`},
	// "… was incorporated under the Companies Act 1993 on the 6th day of
	// July 2009" (the New Zealand Companies Office's certificate), "…
	// incorporated under the Companies Act 2006 as a private company on"
	// (Companies House): the Act between the verb and the date.
	{FactIncorporationDate, "en", `(?:incorporated|registered)\s+under\s+(?:the\s+)?[^.]{0,60}?\bAct\b[^.]{0,60}?\s+on\s+`},
	{FactIncorporationDate, "en", `(?:has\s+)?existed\s+[^.\n]{0,100}?\bsince\s+`},
	{FactIncorporationDate, "en", `date of (?:incorporation|registration|formation)\s*:?\s*`},
	{FactIncorporationDate, "de", `(?:eingetragen|gegründet|errichtet)\s+am\s+`},
	{FactIncorporationDate, "de", `tag der (?:ersten\s+)?eintragung\s*:?\s*`},
	{FactIncorporationDate, "fr", `(?:immatricul|enregistr|constitu)ée?\s+le\s+`},
	{FactIncorporationDate, "fr", `date d['’]immatriculation\s*:?\s*`},
	{FactIncorporationDate, "es", `(?:inscrita|constituida|registrada)\s+(?:el|con fecha)\s+`},
	{FactIncorporationDate, "es", `fecha de (?:constitución|inscripción)\s*:?\s*`},
	{FactIncorporationDate, "it", `(?:iscritta|costituita)\s+(?:il|in data)\s+`},
	{FactIncorporationDate, "it", `data di (?:costituzione|iscrizione)\s*:?\s*`},
	{FactIncorporationDate, "nl", `(?:ingeschreven|opgericht)\s+(?:op|per)\s+`},
	{FactIncorporationDate, "nl", `datum (?:oprichting|eerste inschrijving|inschrijving)\s*:?\s*`},

	// DGCL § 102(a)(6) and the Model Business Corporation Act § 2.02(b):
	// articles may name the initial directors with their addresses.
	{FactDirectors, "en", `names?\s+and\s+(?:mailing\s+|business\s+|street\s+)?address(?:es)?\s+of\s+(?:the\s+)?(?:persons?|individuals?)\s+who\s+(?:are|is)\s+to\s+serve\s+as\s+(?:the\s+)?(?:initial\s+|first\s+)?directors?\b[^:.]{0,200}\b(?:are|is)(?:\s+as\s+follows)?\s*:?\s*`},
	{FactDirectors, "en", `(?:initial|first)\s+(?:board\s+of\s+)?directors?\s+(?:is|are|shall\s+be)\s*:\s*`},
	// The filing stamp of a US Secretary of State ("FILED 08:33 AM
	// 10/09/2019"): a certificate of incorporation takes effect when filed
	// (Delaware General Corporation Law § 103(d)), before any date its
	// incorporator signed it on.
	{FactCertificateDate, "en", `\bfiled\s+(?:\d{1,2}:\d{2}\s*(?:am|pm)?\s+)?`},
	{FactCertificateDate, "en", `given\s+(?:under my hand\s+)?(?:(?:at|in)\s+[^\n.]{1,60}?,?\s+)?(?:on|this)\s+`},
	{FactCertificateDate, "en", `dated\s+`},
	{FactCertificateDate, "en", `\bthis\s+(?:day\s+)?`},

	{FactIncorporationCertificate, "en", `certificate\s+of\s+(?:incorporation|formation)|this\s+day\s+incorporated|incorporated\s+under\s+the\s+companies\s+act`},
	{FactIncorporationCertificate, "de", `gründungsurkunde`},
	{FactIncorporationCertificate, "fr", `certificat\s+(?:de\s+constitution|d['’]immatriculation)`},
	{FactIncorporationCertificate, "es", `certificado\s+de\s+(?:constitución|incorporación)`},
	{FactIncorporationCertificate, "it", `certificato\s+di\s+(?:costituzione|iscrizione)`},

	{FactOrganisationType, "en", `^of an? (?P<v>(?:private|public)\s+(?:limited\s+)?(?:company|unlimited company)(?:\s+limited by (?:shares|guarantee))?|limited liability (?:partnership|company)|community interest company)$`},
	{FactOrganisationType, "en", `(?:the company|it) is (?:an?\s+)?(?P<v>(?:(?:private|public)\s+)?company limited by (?:shares|guarantee)(?: without (?:a )?share capital)?|(?:private|public)\s+limited company|limited by (?:shares|guarantee)(?: without (?:a )?share capital)?)`},
	{FactOrganisationType, "en", `(?:incorporated|registered)\s+(?:on [^\n,]{3,40}?\s+)?(?:under [^\n,]{3,60}?\s+)?as an? (?P<v>(?:private|public)\s+company(?:\s+limited by (?:shares|guarantee))?|limited liability company|company limited by (?:shares|guarantee))`},

	// "BASH BRIGHT FUTURE FOUNDATION LIMITED (Limited By Guarantee Without
	// Share Capital) has this day been incorporated" (URSB, Uganda).
	{FactOrganisationType, "en", `\((?P<v>limited by (?:shares|guarantee)(?: without (?:a )?share capital)?)\)\s+(?:has|is|was)\b`},
	// The state's name may stand before the type: "is a Wyoming Profit
	// Corporation formed or qualified to do business" (Wyoming Secretary
	// of State, certificate of good standing), "a Florida Profit
	// Corporation" (Florida Division of Corporations, entity types).
	{FactOrganisationType, "en", `(?:is|as) an? (?:(?:domestic|foreign)\s+)?(?:\pL+\s+){0,2}?(?P<v>` + typeAlternation + `)\s+(?:duly\s+)?(?:formed|organi[sz]ed|incorporated|registered|existing)`},

	{FactOrganisationType, "en", `registration\s+of\s+an?\s+(?P<v>co-?operative\s+society|society|friendly\s+society|charitable\s+incorporated\s+organi[sz]ation)\b`},

	{FactRegistrationNumber, "en", `(?:incorporated|registered)\s+(?:at|under|with)\s+(?:the\s+)?(?:registration\s+)?(?:number|no\.?)\s+(?P<v>[A-Z0-9][A-Z0-9/.-]{3,40}[A-Z0-9])`},

	// "is in good standing", "its status is Active and in good standing".
	{FactOrganisationStatus, "en", `\b(?:is|and)\s+in\s+(?P<v>good\s+standing)`},
	// The CRO's certificate of good standing: "its status being Normal".
	{FactOrganisationStatus, "en", `\bits\s+status\s+(?:being|is)\s+(?P<v>\pL+)`},

	// The articles' statement of the registered office, as the US states'
	// corporation laws require it (Delaware General Corporation Law
	// §102(a)(2): "the address ... of the corporation's registered office
	// in this State, and the name of its registered agent at such
	// address"; the Model Business Corporation Act §2.02).
	// Thailand: the registrar's certificate of an association (form
	// ส.ค.๔ under the Civil and Commercial Code s. 82: "ใบสำคัญฉบับนี้ออกให้
	// เพื่อแสดงว่า นายทะเบียน… ได้รับจดทะเบียน <name> ซึ่งมีวัตถุประสงค์ …
	// สำนักงานใหญ่ตั้งอยู่ ณ <address> ตามความในมาตรา ๘๒ … ให้ไว้ ณ วันที่
	// <date>") and of a foundation (form ท.ม.๓, s. 117), and the Department
	// of Business Development's certificate ("ได้จดทะเบียนเป็นนิติบุคคล …
	// เมื่อวันที่ <date>"). Thai marks are optional in these patterns
	// (looseThai).
	{FactOrganisationName, "th", `ได้รับจดทะเบียน\s*(?P<v>(?:สมาคม|มูลนิธิ|บริษัท|ห้างหุ้นส่วน)[^\n]{1,160}?)\s+(?:ซึ่ง|โดย|เป็น|ตาม)`},
	{FactIncorporationDate, "th", `จดทะเบียน[^\n]{0,80}?เมื่อ\s*วันที่\s*`},
	{FactCertificateDate, "th", `ให้ไว้\s*ณ\s*วันที่\s*`},
	{FactIncorporationCertificate, "th", `ใบสำคัญแสดงการจดทะเบียน\s*(?:สมาคม|มูลนิธิ|ห้างหุ้นส่วน|บริษัท)`},
	{FactOrganisationType, "th", `ใบสำคัญแสดงการจดทะเบียน\s*(?P<v>สมาคม|มูลนิธิ|ห้างหุ้นส่วนจำกัด|ห้างหุ้นส่วนสามัญนิติบุคคล|บริษัทมหาชนจำกัด|บริษัทจำกัด)`},
	{FactRegisteredOffice, "th", `สำนักงาน(?:แห่ง)?ใหญ่ตั้งอยู่\s*(?:ณ\s*|ที่\s*)?(?P<v>[^\n]{5,200}?)\s+(?:ตามความ|ตามมาตรา|และให้|$)`},

	{FactRegisteredOffice, "en", `(?:address of (?:the (?:corporation|company)['’]s|its)|the)\s+registered office(?: of the (?:corporation|company))?(?: in the state of [\p{L} ]{2,30}?)?\s+(?:is|shall be)\s+(?:located at\s+)?(?P<v>[^\n]{5,200}?)(?:,?\s+(?:and\s+)?the name of|\.\s|;|$)`},
}

// typeAlternation matches the organisation types of the common law in
// running text, longest first.
const typeAlternation = `limited liability company|limited liability partnership|not[- ]for[- ]profit corporation|nonprofit corporation|non-profit corporation|profit corporation|professional corporation|limited partnership|general partnership|corporation|partnership`

// legalName is a name that ends in a legal form in running text, after a
// verb of certifying and perhaps a clause ("certify that, according to the
// records of this office, ACME, INC. is", "and that HALCYON FREIGHT, LLC,
// Nevada Business Identification # ..."): every legal form's abbreviation
// of the lexicon may end it.
var legalName = sync.OnceValue(func() string {
	var abbrevs []string
	seen := map[string]bool{}
	for _, lf := range legalForms {
		for _, a := range append([]string{lf.Name}, lf.Abbreviations...) {
			if len(a) < 2 || seen[a] {
				continue
			}
			seen[a] = true
			abbrevs = append(abbrevs, regexp.QuoteMeta(strings.TrimSuffix(a, ".")))
		}
	}
	sort.Slice(abbrevs, func(i, j int) bool { return len(abbrevs[i]) > len(abbrevs[j]) })
	return `(?i:(?:certif(?:y|ies|ied)\s+(?:that\s*,?\s*)?|\band that\s+)(?:(?:according to|as shown by|from) [^,"\n]{0,80},\s+)?)(?P<v>[\p{Lu}\d&][^,"\n]{1,80}?,?\s+(?i:` + strings.Join(abbrevs, "|") + `)\.?)(?:[,\s]|$)`
})

var sentences = func() map[Fact][]Sentence {
	m := map[Fact][]Sentence{}
	m[FactOrganisationName] = []Sentence{}
	for _, s := range sentenceTable {
		p := s.pattern
		if s.lang == "th" {
			p = looseThai(p)
		}
		m[s.fact] = append(m[s.fact], Sentence{Fact: s.fact, Lang: s.lang, Pattern: regexp.MustCompile(`(?im)` + p)})
	}
	// After the table's own: a name known only by the legal form ending it.
	m[FactOrganisationName] = append(m[FactOrganisationName], Sentence{Fact: FactOrganisationName, Pattern: regexp.MustCompile(`(?m)` + legalName())})
	m[FactRegistrationNumber] = append(m[FactRegistrationNumber], Sentence{Fact: FactRegistrationNumber, Pattern: regexp.MustCompile(labelledNumber())})
	return m
}()

// labelledNumber matches a registration number after one of its specific
// labels inside running text, where no key-value cell holds it: "COPPERLINE
// MEDIA, LLC (Filing ID: 2009-000353559) is", "Nevada Business
// Identification # NV20207729038, as". Labels of one generic word
// ("Number") are left out: in a sentence they are ordinary words.
func labelledNumber() string {
	var alts []string
	for _, p := range Labels(ConceptRegistrationNumber) {
		t := strings.TrimSuffix(strings.TrimSuffix(p.Text, "#"), ".")
		t = strings.TrimSpace(t)
		if p.Generic || (!strings.Contains(t, " ") && (len(t) < 3 || strings.ToUpper(t) != t)) {
			continue
		}
		alts = append(alts, strings.ReplaceAll(regexp.QuoteMeta(t), `\ `, `\s+`))
	}
	sort.Slice(alts, func(i, j int) bool { return len(alts[i]) > len(alts[j]) })
	return `(?i:\b(?:` + strings.Join(alts, "|") + `))\.?\s*(?:[:#]|no\.?)?\s*(?P<v>[A-Z0-9][A-Z0-9/.-]{3,40}[A-Z0-9])(?:[),;]|\s|$)`
}

// Sentences returns the patterns of running text that state fact, in
// table order: the more specific first within a language.
func Sentences(fact Fact) []Sentence { return sentences[fact] }

// Value returns the value group of the sentence's match m in text.
func (s Sentence) Value(text string, m []int) (v string, start int, ok bool) {
	i := s.Pattern.SubexpIndex("v")
	if i < 0 || m[2*i] < 0 {
		return "", 0, false
	}
	return strings.TrimSpace(text[m[2*i]:m[2*i+1]]), m[2*i], true
}

// thaiMarks matches any run of Thai vowel and tone marks written above or
// below a letter (Unicode category Mn).
const thaiMarks = `[\x{0E31}\x{0E34}-\x{0E3A}\x{0E47}-\x{0E4E}]*`

// looseThai returns pattern with its Thai letters made to match whatever
// marks OCR read after them: the pattern's own marks dropped, any marks
// allowed after each letter, and sara am (ำ) matched as one character or
// as nikhahit and sara aa (ํา). Write no Thai letter inside a character
// class or before a quantifier.
func looseThai(pattern string) string {
	var b strings.Builder
	for _, r := range pattern {
		switch {
		case r < 0x0E00 || r > 0x0E7F:
			b.WriteRune(r)
		case unicode.Is(unicode.Mn, r):
		case r == 'ำ' || r == 'า':
			b.WriteString(`[าำ]` + thaiMarks)
		default:
			b.WriteRune(r)
			b.WriteString(thaiMarks)
		}
	}
	return b.String()
}
