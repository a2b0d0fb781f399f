package lexicon

import (
	"regexp"
	"slices"
	"sort"
	"strings"
)

// The wording of postal addresses and of the lines printed around them.
// Sources: the postal operators' addressing guides, as summarised by the
// Universal Postal Union ("Postal addressing systems in member countries",
// upu.int): USPS Publication 28 (Appendix C1, street suffixes and
// secondary unit designators), Royal Mail's Programmers' Guide to PAF, La
// Poste's NF Z 10-011, Deutsche Post's "Briefe richtig adressieren",
// Correos' "Cómo escribir correctamente una dirección", Poste Italiane's
// "Come scrivere l'indirizzo", PostNL's "Adresseren", CTT's "Como
// endereçar", Poczta Polska's and Česká pošta's addressing rules,
// PostNord's "Så adresserar du".

// streetTypes are the thoroughfare types that name a street ("Road",
// "rue", "Via"), lower case, per language.
var streetTypes = map[string][]string{
	"en": {"street", "st", "str", "road", "rd", "avenue", "ave", "av", "lane", "ln", "drive", "dr", "way", "close", "court", "ct", "place", "pl", "square", "sq", "terrace", "crescent", "cres", "boulevard", "blvd", "highway", "hwy", "parkway", "pkwy", "circle", "cir", "row", "mews", "grove", "gardens", "walk", "hill", "park", "broadway", "route"},
	"fr": {"rue", "avenue", "allée", "allee", "impasse", "chemin", "quai", "cours", "faubourg", "lieu-dit"},
	"de": {"straße", "strasse", "str.", "weg", "platz", "allee", "gasse", "ring", "damm", "ufer", "chaussee", "markt"},
	"es": {"calle", "c/", "avenida", "avda", "avda.", "plaza", "paseo", "carretera", "camino", "ronda", "travesía", "glorieta"},
	"ca": {"carrer"},
	"it": {"via", "viale", "piazza", "corso", "largo", "vicolo", "strada", "contrada", "località", "frazione"},
	"nl": {"straat", "laan", "plein", "gracht", "kade", "singel", "dijk", "steeg", "hof"},
	"pt": {"rua", "avenida", "av.", "largo", "travessa", "praça", "estrada", "alameda", "calçada"},
	"pl": {"ul.", "ulica", "aleja", "os.", "osiedle", "plac"}, // not "al.": "et al."
	"cs": {"nám.", "náměstí", "třída", "tř."},
	// The Baltic, Hungarian, Romanian, Slovak, Slovene and Croatian
	// thoroughfares (UPU, "Postal addressing systems in member countries";
	// Lietuvos paštas, Latvijas Pasts, Omniva, Magyar Posta, Poșta Română,
	// Slovenská pošta, Pošta Slovenije, Hrvatska pošta). Single letters
	// ("g." gatvė, "u." utca) are left out: they read as initials; so is
	// "al." (alėja): "et al.".
	"lt": {"gatvė", "pr.", "prospektas", "alėja", "pl.", "plentas", "skg.", "skersgatvis"},
	"lv": {"iela", "bulvāris", "bulv.", "prospekts", "laukums", "gatve"},
	"et": {"tänav", "tn", "mnt", "maantee", "pst", "puiestee", "väljak"},
	"hu": {"utca", "út", "sugárút", "tér", "körút", "krt."},
	"ro": {"strada", "bulevardul", "bd.", "calea", "aleea", "piața", "șoseaua"},
	"sk": {"ulica", "námestie", "nábrežie"},
	"sl": {"ulica", "cesta", "trg", "nabrežje"},
	"hr": {"ulica", "cesta", "trg", "avenija"},
}

// streetSuffixes end street names written as one word: German and Dutch
// ("Hauptstraße", "Keizersgracht"), Swedish ("Storgatan", "Kungsvägen",
// "Luthagsesplanaden", "Järntorget", "Södra Långgränd"), Danish
// ("Strandvejen", "Gammeltorv" aside, "Rådhuspladsen"), Norwegian
// ("Drammensveien", "Storgata", "Karl Johans gate" as a word of its own)
// and Finnish ("Mannerheimintie", "Rantakatu", "Kauppakuja"), as the
// postal services print them (PostNord "Adressering"; Posten Norge;
// Posti "Osoitemerkinnät"). Danish "-gade" is left out: English words end
// so ("brigade"); so is Swedish "-plan" ("explan").
var streetSuffixes = []string{"straße", "strasse", "str.", "weg", "platz", "allee", "gasse", "straat", "laan", "gracht", "plein",
	"gatan", "vägen", "vej", "vejen", "veien", "gata",
	"gränd", "gränden", "torget", "esplanaden", "kajen", "backen", "stigen",
	"pladsen", "stræde", "gaten", "plassen",
	"katu", "kuja", "polku", "väylä", "tie",
	// "straße" as the English model reads its ß on scans: B, R, 8, f, &, or
	// nothing.
	"strabe", "strare", "stra8e", "strafe", "stra&e", "strae"}

// premisesWords name the part of a building an address line points to:
// USPS secondary unit designators, Royal Mail's sub-building names, La
// Poste's "bis", "ter" and "résidence", Correos' "piso" and "puerta", Poste
// Italiane's "interno" and "scala".
var premisesWords = []string{"suite", "ste", "apt", "apartment", "unit", "flat", "floor", "fl", "building", "bldg", "house",
	"bis", "ter", "résidence", "residence", "piso", "puerta", "interno", "scala"}

var streetWords = map[string]bool{}

func init() {
	for _, ws := range streetTypes {
		for _, w := range ws {
			streetWords[w] = true
		}
	}
	for _, w := range premisesWords {
		streetWords[w] = true
	}
}

// IsStreetWord reports whether word, lower case, is a street type or a
// premises word (streetTypes, premisesWords).
func IsStreetWord(word string) bool { return streetWords[word] }

// HasStreetSuffix reports whether word, lower case, is a street name
// written as one word (streetSuffixes).
func HasStreetSuffix(word string) bool {
	for _, suf := range streetSuffixes {
		if len(word) > len(suf)+2 && strings.HasSuffix(word, suf) {
			return true
		}
	}
	return false
}

// StreetTypePattern returns a case-insensitive regular expression
// alternation of the street types of langs, those written with a slash
// aside ("c/" would match "c/o").
func StreetTypePattern(langs ...string) string {
	var qs []string
	for _, lang := range langs {
		for _, w := range streetTypes[lang] {
			if !strings.Contains(w, "/") {
				qs = append(qs, regexp.QuoteMeta(w))
			}
		}
	}
	return `(?i:` + strings.Join(qs, "|") + `)`
}

// compassPoints are the directionals USPS Publication 28 (Appendix B)
// abbreviates before a street's name ("220 N. Market Street").
var compassPoints = []string{"N", "S", "E", "W", "NE", "NW", "SE", "SW"}

// CompassPointPattern returns a regular expression alternation of the
// abbreviated compass points, upper case, longest first.
func CompassPointPattern() string {
	ps := append([]string(nil), compassPoints...)
	sort.Slice(ps, func(i, j int) bool { return len(ps[i]) > len(ps[j]) })
	return `(?:` + strings.Join(ps, "|") + `)`
}

// fiveDigitCountries are, in the order a guess tries them, countries of
// five-digit postcodes and the address words that tell them apart when no
// country is printed: their street types, PO boxes and mail-sorting marks
// (Deutsche Post's Postfach, La Poste's BP and CEDEX, Correos' apartado,
// Poste Italiane's casella postale).
var fiveDigitCountries = []struct {
	country string
	words   []string
}{
	{"DE", []string{"straße", "strasse", "str.", "weg", "platz", "allee", "gasse", "postfach"}},
	{"FR", []string{"rue", "avenue", "boulevard", "bd", "allée", "impasse", "chemin", "quai", "cedex", "bp"}},
	{"ES", []string{"calle", "c/", "avenida", "avda", "avda.", "plaza", "paseo", "carretera", "apartado"}},
	{"IT", []string{"via", "viale", "piazza", "corso", "largo", "vicolo", "strada", "casella"}},
}

// hungarianAddressWords are the kinds of public place of Hungarian
// addresses and their floor and door marks (KSH, "Közterület jellege"
// list; Magyar Posta, "Címzési útmutató"): a four-digit postcode among
// them is Hungarian.
var hungarianAddressWords = []string{"utca", "u.", "út", "útja", "sugárút", "tér", "tere", "körút", "krt.", "köz", "sor", "fasor", "sétány", "rakpart", "em.", "ajtó", "hrsz."}

// FourDigitCountry returns the country of four-digit postcodes whose
// address words (lower case) tell it, or "": Hungary by its kinds of
// public place. Austria, Switzerland, Belgium, Denmark and Norway share
// four digits and street words with their neighbours and are not guessed.
func FourDigitCountry(words []string) string {
	for _, w := range words {
		if slices.Contains(hungarianAddressWords, w) {
			return "HU"
		}
	}
	return ""
}

// FiveDigitCountry returns the country of five-digit postcodes whose
// address words (lower case) one of words is, trying the countries in
// fiveDigitCountries' order, or "" when none is; German street names
// written as one word ("Hauptstraße", "Lindenweg") count for Germany.
func FiveDigitCountry(words []string) string {
	for _, c := range fiveDigitCountries {
		for _, w := range words {
			for _, x := range c.words {
				if w == x || c.country == "DE" && len(w) > len(x)+2 && strings.HasSuffix(w, x) {
					return c.country
				}
			}
		}
	}
	return ""
}

// poBoxes are the post-office boxes of the languages served: USPS "PO
// Box", Royal Mail and Australia Post "PO Box" and "GPO Box", Deutsche
// Post's "Postfach", PostNL's "Postbus", Correos' "Apartado de correos",
// Poste Italiane's "Casella postale", La Poste's "BP" and "CS" numbers.
var poBoxes = []string{`p\.?\s?o\.?\s?box`, `post office box`, `postfach`, `postbus`, `apartado(?: de correos)?`, `casella postale`, `b\.?p\.?\s+\d`, `cs\s+\d`, `locked bag`, `gpo box`}

var rePOBox = regexp.MustCompile(`(?i)\b(?:` + strings.Join(poBoxes, "|") + `)\b`)

// IsPOBox reports whether s holds a post-office box (poBoxes).
func IsPOBox(s string) bool { return rePOBox.MatchString(s) }

// honorifics are the words an address block or a register may print
// before a name, lower case and without their stop; CleanName-style
// readers drop them. They are wider than the labels of ConceptHonorific,
// which a key-value reader takes for captions: the single letters "m"
// (Monsieur) and "d" (Don) are honorifics only in front of a name.
var honorifics = map[string][]string{
	"en": {"mr", "mrs", "ms", "miss", "mx", "dr", "prof", "sir", "dame"},
	"fr": {"m", "mme", "mlle", "me", "madame", "monsieur", "mademoiselle"},
	"de": {"herr", "herrn", "frau", "hr", "fr"},
	"es": {"sr", "sra", "srta", "d", "dña", "don", "doña", "señor", "señora"},
	"it": {"sig", "sig.ra", "sigra", "dott", "dott.ssa", "signor", "signora"},
	"nl": {"dhr", "mevr", "mw"},
	"pt": {"senhor", "senhora"},
}

var honorificWords = map[string]bool{}

func init() {
	for _, ws := range honorifics {
		for _, w := range ws {
			honorificWords[w] = true
		}
	}
}

// IsHonorific reports whether word is an honorific (honorifics), in any
// case and with or without its stop.
func IsHonorific(word string) bool { return honorificWords[strings.Trim(strings.ToLower(word), ".")] }

// nameParticles are the lower-case words a person's name may hold between
// capitalised ones: the nobiliary and patronymic particles of European
// surnames ("Ludwig van Beethoven", "Maria da Silva", "Giovanni di
// Stefano", "José María de la Cruz y Ruiz").
var nameParticles = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`van von der den de del della dello degli dei di da das dos do du des la le lo y e zu zur af av ter ten bin bint ibn al el`) {
		nameParticles[w] = true
	}
}

// IsNameParticle reports whether word, as printed, is a lower-case
// particle of a name (nameParticles).
func IsNameParticle(word string) bool { return nameParticles[word] }

// academicTitles are the degrees Austrian and German registers and
// letters print before a name ("Mag. Theresa Pölzl", "Dipl.-Ing. Florian
// Weiß"), as the Austrian Federal Ministry of Education lists their
// abbreviations (bmbwf.gv.at, "Akademische Grade").
var academicTitles = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`ing ing. mag mag. mmag mmag. dipl.-ing. dipl.-ing dipl.-kfm. dipl.-kfm ddr ddr. dkfm dkfm.`) {
		academicTitles[w] = true
	}
}

// IsAcademicTitle reports whether word, in any case, is an academic
// degree printed before a name (academicTitles).
func IsAcademicTitle(word string) bool { return academicTitles[strings.ToLower(word)] }

// captionStarts are words that open a caption, a confidentiality mark or a
// salutation on the lines around an address, never a name: "Private and
// confidential", "Your account", "Dear", "Sehr geehrte", "Madame,
// Monsieur".
var captionStarts = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`private confidential personal attn attention c/o dear account statement page invoice bill your our the date total summary details contact welcome to from for of please payment amount balance
cher chère madame monsieur sehr liebe estimado estimada gentile beste geachte`) {
		captionStarts[w] = true
	}
}

// IsCaptionStart reports whether word, lower case and without its
// punctuation, opens a caption or salutation rather than a name
// (captionStarts).
func IsCaptionStart(word string) bool { return captionStarts[word] }

// notAddressCaptions are the words of lines that carry a number shaped
// like a postcode but are no address: telephone and fax numbers, page
// counters, bank details, form captions, totals, customer and reference
// numbers, dates.
var notAddressCaptions = []string{`tel`, `phone`, `fax`, `page`, `seite`, `pagina`, `página`, `iban`, `bic`, `swift`, `vat`, `tva`, `ust`, `www\.`, `https?:`, `form`, `box \d+[a-z]? `,
	`total`, `balance`, `account`, `customer`, `client`, `number`, `no\.`, `nummer`, `num[ée]ro`, `n[úu]mero`, `codice`, `klant\w*`, `kunden\w*`, `ref\w*`, `date`, `datum`, `fecha`, `data`}

var reNotAddressCaption = regexp.MustCompile(`(?i)\b(?:` + strings.Join(notAddressCaptions, "|") + `)\b`)

// IsNotAddressCaption reports whether line carries a caption that no
// address line does (notAddressCaptions); a post-office box line is an
// address line whatever else it holds.
func IsNotAddressCaption(line string) bool {
	return reNotAddressCaption.MatchString(line) && !rePOBox.MatchString(line)
}

// registrationWords open the registration and tax details that follow a
// company's address in a letter's footer, as company law requires them on
// business letters: the UK Companies Act 2006 s. 82 ("Registered in
// England", "Company No"), the VAT number of Directive 2006/112/EC art.
// 226 (VAT, TVA, USt, IVA, BTW), France's RCS and SIREN/SIRET (Code de
// commerce R123-237), Germany's register court and HRB (HGB § 37a), Italy's
// partita IVA, codice fiscale and capitale sociale (c.c. art. 2250), the
// Dutch KvK number, Spain's CIF/NIF.
var registrationWords = []string{`reg`, `registered`, `company\s+no`, `vat`, `tva`, `ust`, `iva`, `partita\s+iva`, `p\.?\s?iva`, `codice\s+fiscale`, `capitale\s+sociale`, `capital\s+social`,
	`btw`, `kvk`, `rcs`, `siret`, `siren`, `cif`, `nif`, `hrb`, `amtsgericht`}

// contactWords open a footer's contact details. phoneWords do only before
// a number: "Tel Aviv" is a town.
var (
	contactWords = []string{`www`, `https?`, `e-?mail`, `calls`}
	phoneWords   = []string{`tel`, `phone`, `fax`}
)

// regulatoryWords open the other statements a footer prints after an
// address: a regulator's authorisation ("Authorised and regulated by"),
// a membership, bank details, the page counter.
var regulatoryWords = []string{`company`, `member`, `authori[sz]ed`, `iban`, `bic`, `page`}

var (
	footerWords   = strings.Join(append(append([]string{}, registrationWords...), contactWords...), "|")
	reFooterPart  = regexp.MustCompile(`(?i)^(?:` + footerWords + `|` + strings.Join(phoneWords, "|") + `|` + strings.Join(regulatoryWords, "|") + `)\b`)
	reFooterStart = regexp.MustCompile(`(?i)\s(?:[-–—~]+\s+)?(?:(?:` + footerWords + `)\b|(?:` + strings.Join(phoneWords, "|") + `)\b\.?\s*[:+(\d])`)
)

// IsFooterDetail reports whether part, one of a footer line's parts,
// starts registration, tax, contact or regulatory details rather than an
// address part.
func IsFooterDetail(part string) bool { return reFooterPart.MatchString(part) }

// FooterDetailStart returns where registration, tax or contact details
// start in s after a one-line address, or -1.
func FooterDetailStart(s string) int {
	if loc := reFooterStart.FindStringIndex(s); loc != nil {
		return loc[0]
	}
	return -1
}
