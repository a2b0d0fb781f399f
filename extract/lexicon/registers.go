package lexicon

import (
	"regexp"
	"sort"
	"strings"
)

// Register is a company register: who keeps it, what documents call it,
// and the form of its registration numbers.
type Register struct {
	// Country is the ISO 3166-1 alpha-2 code; Subdivision the ISO 3166-2
	// code of a state or province register ("US-DE"), else "".
	Country, Subdivision string
	// Names are the register's and its keeper's names, local language(s)
	// first, then English.
	Names []string
	// Number matches a whole registration number as printed (spaces
	// allowed where the register prints them), case-insensitive.
	Number *regexp.Regexp
	// Examples are numbers of the register's format.
	Examples []string
	// Scheme is the ID of the identifier scheme that validates the
	// number, "" when there is none.
	Scheme string
	// Line matches a line the register's certificates print the number on
	// with its own codes and nothing else, the number in group 1; nil when
	// they print none.
	Line *regexp.Regexp
	// Source names the register's public description of its numbers.
	Source string
}

// ValidNumber reports whether s, trimmed, has the register's number
// format (and passes its scheme, where it has one).
func (r Register) ValidNumber(s string) bool {
	s = strings.TrimSpace(s)
	if !r.Number.MatchString(s) {
		return false
	}
	if sc, ok := SchemeByID(r.Scheme); ok {
		return sc.Valid(s)
	}
	return true
}

// reg compiles a register's number pattern: the whole string,
// case-insensitive.
func reg(expr string) *regexp.Regexp { return regexp.MustCompile(`(?i)^(?:` + expr + `)$`) }

// registers are the company registers of the jurisdictions documents come
// from. Sources: each register's own website (cited per entry) and the
// European e-Justice Portal, "Business registers in EU countries"
// (https://e-justice.europa.eu/106/EN/business_registers_in_eu_countries).
var registers = []Register{
	{Country: "GB", Names: []string{"Companies House", "Registrar of Companies for England and Wales", "Registrar of Companies for Scotland", "Registrar of Companies for Northern Ireland"},
		Number: reg(`(?:[A-Z]{2}|R0) ?\d{6}|\d{8}`), Examples: []string{"01234567", "SC123456", "NI012345"}, Scheme: "gb_crn",
		Source: "Companies House (https://www.gov.uk/government/organisations/companies-house): company numbers and their prefixes"},
	{Country: "IE", Names: []string{"Companies Registration Office", "CRO", "Oifig Chlárúcháin na gCuideachtaí", "Registrar of Companies"},
		Number: reg(`\d{1,6}`), Examples: []string{"123456"},
		Source: "Companies Registration Office (https://cro.ie): company numbers of up to six digits"},
	{Country: "US", Names: []string{"Secretary of State", "Division of Corporations", "Department of State"},
		Number: reg(`[A-Z]{0,2}\d{4,12}(?:-\d{1,2})?`), Examples: []string{"1234567", "C1234567", "201912345678"},
		Source: "The states' Secretaries of State (business entity search pages); a state's file number: digits, sometimes a letter prefix"},
	{Country: "CA", Names: []string{"Corporations Canada", "Innovation, Science and Economic Development Canada", "Corporations Canada (ISED)"},
		Number: reg(`\d{6,7}-?\d`), Examples: []string{"1234567-8", "123456-7"},
		Source: "Corporations Canada (https://ised-isde.canada.ca/site/corporations-canada): federal corporation number, digits and a check digit"},
	{Country: "CA", Subdivision: "CA-QC", Names: []string{"Registraire des entreprises", "Registraire des entreprises du Québec", "Enterprise Registrar"},
		Number: reg(`\d{10}`), Examples: []string{"1143920115"},
		Source: "Registraire des entreprises du Québec: the Québec enterprise number (NEQ), ten digits"},
	{Country: "CA", Subdivision: "CA-ON", Names: []string{"Ontario Business Registry", "Ministry of Public and Business Service Delivery"},
		Number: reg(`\d{7,10}`), Examples: []string{"1234567"},
		Source: "Ontario Business Registry: Ontario corporation number"},
	{Country: "CA", Subdivision: "CA-BC", Names: []string{"BC Registries", "BC Registries and Online Services", "Registrar of Companies (British Columbia)"},
		Number: reg(`BC ?\d{7}|[A-Z]{1,2}\d{7}`), Examples: []string{"BC1234567"},
		Source: "BC Registries and Online Services: incorporation numbers BC and seven digits"},
	{Country: "AU", Names: []string{"Australian Securities and Investments Commission", "ASIC"},
		Number: reg(`\d{3} ?\d{3} ?\d{3}`), Examples: []string{"004 085 616"}, Scheme: "au_acn",
		Source: "ASIC, Australian Company Number (https://asic.gov.au)"},
	{Country: "NZ", Names: []string{"New Zealand Companies Office", "Companies Office", "Registrar of Companies"},
		Number: reg(`\d{5,7}|94\d{11}`), Examples: []string{"1234567", "9429041234567"},
		Source: "New Zealand Companies Office (https://companies-register.companiesoffice.govt.nz): company numbers; the NZBN (13 digits from 94)"},
	{Country: "SG", Names: []string{"Accounting and Corporate Regulatory Authority", "ACRA"},
		Number: reg(`(?:(?:19|20)\d{7}|\d{8}|[TSR]\d{2}[A-Z]{2}\d{4})[A-Z]`), Examples: []string{"197401143C"}, Scheme: "sg_uen",
		Source: "ACRA / uen.gov.sg, Unique Entity Number"},
	{Country: "HK", Names: []string{"Companies Registry", "公司註冊處"},
		Number: reg(`\d{7,8}`), Examples: []string{"1234567"},
		Source: "Hong Kong Companies Registry (https://www.cr.gov.hk): company numbers"},
	{Country: "KZ", Names: []string{"Registrar of Companies of the Astana International Financial Centre", "AIFC Registrar of Companies", "Astana International Financial Centre"},
		Number: reg(`\d{12}`), Examples: []string{"240740900962"}, Scheme: "kz_bin",
		Source: "AIFC Registrar of Companies (https://aifc.kz): companies are registered under their Kazakh business identification number (BIN), 12 digits with a check digit"},
	{Country: "TH", Names: []string{"กรมพัฒนาธุรกิจการค้า", "นายทะเบียนสมาคม", "นายทะเบียนมูลนิธิ", "Department of Business Development"},
		Number: reg(`\d{13}|[\p{Thai}]{1,3}\.\s?\d{1,6}/\d{4}`), Examples: []string{"0105561234567", "จ.1234/2568"},
		Source: "Department of Business Development (https://www.dbd.go.th): the 13-digit juristic person number; the association and foundation registers (Civil and Commercial Code s. 82, s. 117): a registrar's letter, the number and the Buddhist Era year of registration"},
	{Country: "UG", Names: []string{"Uganda Registration Services Bureau", "URSB", "Registrar of Companies"},
		Number: reg(`\d{14}`), Examples: []string{"80034413062032"},
		Source: "Uganda Registration Services Bureau (https://ursb.go.ug), Online Business Registration System: registration numbers of 14 digits (older ones of 5 to 6 digits are not listed)"},
	{Country: "IN", Names: []string{"Registrar of Companies", "Ministry of Corporate Affairs", "MCA"},
		Number: reg(`[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}|[A-Z]{3}-\d{4}`), Examples: []string{"L17110MH1973PLC019786", "AAA-1234"}, Scheme: "",
		Source: "Ministry of Corporate Affairs (https://www.mca.gov.in): CIN of companies, LLPIN of LLPs"},
	{Country: "DE", Names: []string{"Handelsregister", "Registergericht", "Amtsgericht", "Gemeinsames Registerportal der Länder", "Unternehmensregister", "Commercial Register"},
		Number: reg(`(?:HR ?[AB]|GnR|PR|VR|GsR) ?\d{1,6}(?: ?[A-Z]{1,2})?`), Examples: []string{"HRB 12345", "HRA 1234 B"}, Scheme: "de_handelsregister",
		Source: "Handelsregisterverordnung; Gemeinsames Registerportal der Länder (https://www.handelsregister.de)"},
	{Country: "AT", Names: []string{"Firmenbuch", "Firmenbuchgericht", "Handelsgericht Wien", "Landesgericht", "Austrian Business Register"},
		Number: reg(`FN ?\d{1,6} ?[A-Z]`), Examples: []string{"FN 150913 f"}, Scheme: "at_firmenbuch",
		Source: "Firmenbuchgesetz; Justiz (https://www.justiz.gv.at), Firmenbuch"},
	{Country: "CH", Names: []string{"Handelsregister", "Registre du commerce", "Registro di commercio", "Zefix", "Eidgenössisches Amt für das Handelsregister", "Commercial Register"},
		Number: reg(`CHE-?\d{3}\.?\d{3}\.?\d{3}|CH-\d{3}\.\d\.\d{3}\.\d{3}-\d`), Examples: []string{"CHE-100.155.212", "CH-020.3.012.345-6"}, Scheme: "",
		Source: "Federal Office of the Commercial Register, Zefix (https://www.zefix.ch): UID, and the older federal number CH-..."},
	{Country: "FR", Names: []string{"Registre du commerce et des sociétés", "RCS", "Greffe du tribunal de commerce", "Infogreffe", "Registre national des entreprises", "INPI"},
		Number: reg(`(?:RCS [A-Za-zÀ-ÿ' -]+ )?[AB]? ?\d{3} ?\d{3} ?\d{3}`), Examples: []string{"RCS Paris 552 120 222", "404 833 048"}, Scheme: "",
		Source: "Code de commerce R.123-237 (the RCS mention on company documents); INSEE SIREN; INPI, Registre national des entreprises"},
	{Country: "BE", Names: []string{"Banque-Carrefour des Entreprises", "Kruispuntbank van Ondernemingen", "Zentrale Datenbank der Unternehmen", "BCE", "KBO", "Crossroads Bank for Enterprises"},
		Number: reg(`[01]?\d{3}\.?\d{3}\.?\d{3}`), Examples: []string{"0403.019.261"}, Scheme: "be_enterprise",
		Source: "FPS Economy, Crossroads Bank for Enterprises (https://kbopub.economie.fgov.be)"},
	{Country: "NL", Names: []string{"Handelsregister", "Kamer van Koophandel", "KvK", "Netherlands Chamber of Commerce"},
		Number: reg(`\d{8}`), Examples: []string{"69599084"}, Scheme: "nl_kvk",
		Source: "KvK (https://www.kvk.nl): KVK-nummer, eight digits"},
	{Country: "LU", Names: []string{"Registre de commerce et des sociétés", "RCS Luxembourg", "Luxembourg Business Registers", "LBR"},
		Number: reg(`[A-K] ?\d{1,6}`), Examples: []string{"B 123456"}, Scheme: "lu_rcs",
		Source: "Luxembourg Business Registers (https://www.lbr.lu)"},
	{Country: "IT", Names: []string{"Registro delle imprese", "Camera di commercio", "InfoCamere", "REA", "Repertorio Economico Amministrativo"},
		Number: reg(`\d{11}`), Examples: []string{"00743110157"}, Scheme: "",
		Source: "InfoCamere, Registro delle Imprese (https://www.registroimprese.it): the registration number is the codice fiscale; the REA number (province and serial, MI-1234567) is the economic index, not the registration"},
	{Country: "ES", Names: []string{"Registro Mercantil", "Registro Mercantil Central", "Colegio de Registradores"},
		Number: reg(`[A-Z]{1,2}-\d{1,6}|[ABCDEFGHJNPQRSUVW]-?\d{7}-?[0-9A-J]`), Examples: []string{"M-123456", "B58378431"}, Scheme: "",
		Source: "Reglamento del Registro Mercantil (hoja registral: province letters and a number); Colegio de Registradores (https://www.registradores.org); the NIF of legal entities"},
	{Country: "PT", Names: []string{"Conservatória do Registo Comercial", "Registo Comercial", "Registo Nacional de Pessoas Coletivas", "RNPC", "Instituto dos Registos e do Notariado"},
		Number: reg(`\d{3} ?\d{3} ?\d{3}`), Examples: []string{"501 964 843"}, Scheme: "pt_nif",
		Source: "Instituto dos Registos e do Notariado (https://irn.justica.gov.pt): matrícula = NIPC"},
	{Country: "SE", Names: []string{"Bolagsverket", "Swedish Companies Registration Office", "Aktiebolagsregistret", "Handelsregistret"},
		Number: reg(`\d{6}-?\d{4}`), Examples: []string{"556012-5790"}, Scheme: "se_orgnr",
		Source: "Bolagsverket (https://bolagsverket.se): organisationsnummer"},
	{Country: "DK", Names: []string{"Erhvervsstyrelsen", "Det Centrale Virksomhedsregister", "CVR", "Danish Business Authority"},
		Number: reg(`\d{2} ?\d{2} ?\d{2} ?\d{2}`), Examples: []string{"13585628"}, Scheme: "dk_cvr",
		Source: "Erhvervsstyrelsen, CVR (https://datacvr.virk.dk)"},
	{Country: "NO", Names: []string{"Brønnøysundregistrene", "Foretaksregisteret", "Enhetsregisteret", "Brønnøysund Register Centre"},
		Number: reg(`\d{3} ?\d{3} ?\d{3}`), Examples: []string{"995 525 828"}, Scheme: "no_orgnr",
		Source: "Brønnøysundregistrene (https://www.brreg.no): organisasjonsnummer"},
	{Country: "ZA", Names: []string{"Companies and Intellectual Property Commission", "CIPC"},
		Number: reg(`\d{4}/\d{6}/\d{2}`), Examples: []string{"2019/123456/07"}, Scheme: "",
		Source: "CIPC (https://www.cipc.co.za): enterprise number, year of registration, serial and the entity type's code (07 private company)"},
	{Country: "FI", Names: []string{"Patentti- ja rekisterihallitus", "PRH", "Kaupparekisteri", "Finnish Patent and Registration Office", "Trade Register"},
		Number: reg(`\d{7}-\d`), Examples: []string{"2077474-0"}, Scheme: "fi_ytunnus",
		Source: "PRH and Verohallinto, Business Information System YTJ (https://www.ytj.fi): Y-tunnus"},
	{Country: "PL", Names: []string{"Krajowy Rejestr Sądowy", "KRS", "Sąd Rejonowy", "National Court Register"},
		Number: reg(`\d{10}`), Examples: []string{"0000028860"}, Scheme: "pl_krs",
		Source: "Ministerstwo Sprawiedliwości, Krajowy Rejestr Sądowy (https://ekrs.ms.gov.pl)"},
	{Country: "CZ", Names: []string{"Obchodní rejstřík", "Veřejný rejstřík", "Krajský soud", "Městský soud v Praze", "Commercial Register"},
		Number: reg(`\d{8}|[A-Z]{1,3} \d{1,6}`), Examples: []string{"25123891", "C 12345"}, Scheme: "",
		Source: "Ministerstvo spravedlnosti, Veřejný rejstřík (https://or.justice.cz): IČO and the spisová značka (section letter and insert number)"},
	{Country: "CY", Names: []string{"Department of Registrar of Companies and Intellectual Property", "Registrar of Companies and Official Receiver", "Τμήμα Εφόρου Εταιρειών και Διανοητικής Ιδιοκτησίας"},
		Number: reg(`(?:HE|HP|AE|ΗΕ|ΗΡ|ΑΕ) ?\d{1,6}`), Examples: []string{"HE 123456"}, Scheme: "cy_registrar",
		Source: "Department of Registrar of Companies and Intellectual Property (https://www.companies.gov.cy)"},
	{Country: "MT", Names: []string{"Malta Business Registry", "MBR", "Registry of Companies"},
		Number: reg(`[CP] ?\d{1,6}`), Examples: []string{"C 12345"}, Scheme: "",
		Source: "Malta Business Registry (https://mbr.mt): company numbers C and digits, partnerships P"},
	{Country: "EE", Names: []string{"Äriregister", "e-äriregister", "Registrite ja Infosüsteemide Keskus", "RIK", "Tartu Maakohtu registriosakond", "Commercial Register", "Centre of Registers and Information Systems"},
		Number: reg(`[1789]\d{7}`), Examples: []string{"10238429", "14532901"}, Scheme: "ee_registrikood",
		Source: "Registrite ja Infosüsteemide Keskus, e-äriregister (https://ariregister.rik.ee): the registrikood, eight digits"},
	{Country: "LV", Names: []string{"Uzņēmumu reģistrs", "Latvijas Republikas Uzņēmumu reģistrs", "Komercreģistrs", "Register of Enterprises of the Republic of Latvia", "Register of Enterprises"},
		Number: reg(`[4-9]\d{10}`), Examples: []string{"40003521600", "40003032949"}, Scheme: "lv_regnr",
		Source: "Latvijas Republikas Uzņēmumu reģistrs (https://www.ur.gov.lv): the reģistrācijas numurs, eleven digits"},
	{Country: "LT", Names: []string{"Juridinių asmenų registras", "Registrų centras", "VĮ Registrų centras", "Register of Legal Entities", "State Enterprise Centre of Registers"},
		Number: reg(`\d{9}`), Examples: []string{"124110246", "121215434"},
		Source: "VĮ Registrų centras, Juridinių asmenų registras (https://www.registrucentras.lt): the juridinio asmens kodas, nine digits; format only: the check digit of the personal code holds for the published codes checked, but the register publishes none"},
	{Country: "HU", Names: []string{"Cégjegyzék", "Cégbíróság", "Céginformációs Szolgálat", "Company Register", "Court of Registration"},
		Number: reg(`(?:0[1-9]|1\d|20) ?- ?\d{2} ?- ?\d{6}`), Examples: []string{"01-10-041683", "01-10-041928"},
		Source: "Igazságügyi Minisztérium, Céginformációs Szolgálat (https://www.e-cegjegyzek.hu): the cégjegyzékszám, the court (01 Budapest to 20 Zala), the form (09 Kft., 10 Rt., 06 Bt.) and a six-digit serial; format only"},
	{Country: "RO", Names: []string{"Registrul Comerțului", "Oficiul Național al Registrului Comerțului", "ONRC", "Trade Register", "National Trade Register Office"},
		Number: reg(`[JFC] ?(?:[1-9]|[1-3]\d|40|5[12]) ?/ ?\d{1,7} ?/ ?(?:199\d|20\d{2})`), Examples: []string{"J40/1234/2015", "J52/750/2012"},
		Source: "Oficiul Național al Registrului Comerțului (https://www.onrc.ro): the număr de ordine, J (companies), F (sole traders) or C (cooperatives), the county (1-40, 51, 52), the serial and the year; the numbers of the Legea nr. 265/2022 are not listed"},
	{Country: "RO", Names: []string{"Registrul Comerțului", "Oficiul Național al Registrului Comerțului", "ONRC", "Agenția Națională de Administrare Fiscală"},
		Number: reg(`(?:RO ?)?[1-9]\d{5,9}`), Examples: []string{"18547290", "RO 14399840"}, Scheme: "ro_cui",
		Source: "ONRC and ANAF: the cod unic de înregistrare (CUI/CIF), six to ten digits with a check digit, printed with RO when the company is registered for VAT"},
	{Country: "SK", Names: []string{"Obchodný register", "Obchodný register Slovenskej republiky", "Okresný súd", "Mestský súd", "Commercial Register"},
		Number: reg(`\d{8}`), Examples: []string{"31322832", "35763469"}, Scheme: "sk_ico",
		Source: "Ministerstvo spravodlivosti SR, Obchodný register (https://www.orsr.sk): companies are found by their IČO, eight digits with a mod-11 check digit; the court's file (oddiel Sro, vložka č. 12345/B) printed beside it is not read as the number"},
	{Country: "SI", Names: []string{"Sodni register", "Poslovni register Slovenije", "AJPES", "Agencija Republike Slovenije za javnopravne evidence in storitve", "Slovenian Business Register"},
		Number: reg(`\d{7}(?:000|\d{3})?`), Examples: []string{"5043611000", "5860571"},
		Source: "AJPES, Poslovni register Slovenije (https://www.ajpes.si): the matična številka, seven digits (ten with the unit's 000); format only"},
	{Country: "HR", Names: []string{"Sudski registar", "Trgovački sud", "Sudski registar Republike Hrvatske", "Court Register"},
		Number: reg(`0?\d{8}`), Examples: []string{"080000604", "080034217"},
		Source: "Ministarstvo pravosuđa, Sudski registar (https://sudreg.pravosudje.hr): the matični broj subjekta (MBS), nine digits; format only"},
	{Country: "HR", Names: []string{"Sudski registar", "Porezna uprava", "Osobni identifikacijski broj"},
		Number: reg(`\d{11}`), Examples: []string{"33392005961"}, Scheme: "hr_oib",
		Source: "Porezna uprava, OIB (https://www.porezna-uprava.hr): the register prints every subject's OIB, eleven digits, ISO 7064 MOD 11,10"},
	{Country: "BG", Names: []string{"Търговски регистър", "Търговски регистър и регистър на юридическите лица с нестопанска цел", "Агенция по вписванията", "Commercial Register", "Registry Agency"},
		Number: reg(`\d{9}|\d{13}`), Examples: []string{"175074752", "121759222"}, Scheme: "bg_eik",
		Source: "Агенция по вписванията, Търговски регистър (https://portal.registryagency.bg): the ЕИК (UIC), nine digits, thirteen for branches, with check digits (Закон за търговския регистър, чл. 23; Закон за регистър БУЛСТАТ)"},
	{Country: "GR", Names: []string{"Γενικό Εμπορικό Μητρώο", "ΓΕΜΗ", "Γ.Ε.ΜΗ.", "G.E.MI.", "GEMI", "General Commercial Registry"},
		Number: reg(`\d{12}`), Examples: []string{"123788460000", "193542738000"},
		Source: "Γενικό Εμπορικό Μητρώο (https://www.businessregistry.gr): the αριθμός ΓΕΜΗ, twelve digits; format only"},
	{Country: "IS", Names: []string{"Fyrirtækjaskrá", "Skatturinn", "Fyrirtækjaskrá Skattsins", "Register of Enterprises", "Iceland Revenue and Customs"},
		Number: reg(`[4-7]\d{5}-?\d{4}`), Examples: []string{"450401-3150", "5206871229"}, Scheme: "is_kennitala",
		Source: "Skatturinn, Fyrirtækjaskrá (https://www.skatturinn.is/fyrirtaekjaskra): companies are registered under their kennitala, the day of the date plus 40, with a mod-11 check digit"},
	{Country: "LI", Names: []string{"Handelsregister", "Amt für Justiz", "Handelsregister des Fürstentums Liechtenstein", "Commercial Register"},
		Number: reg(`FL-?\d{4}\.?\d{3}\.?\d{3}-?\d`), Examples: []string{"FL-0002.594.728-9", "FL-0002.103.140-4"},
		Source: "Amt für Justiz, Handelsregister (https://www.oera.li): the registration number FL-, four digits, two groups of three and a digit; format only"},
	{Country: "BR", Names: []string{"Cadastro Nacional da Pessoa Jurídica", "CNPJ", "Receita Federal", "Junta Comercial", "National Register of Legal Entities"},
		Number: reg(`[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}/?[0-9A-Z]{4}-?\d{2}`), Examples: []string{"33.000.167/0001-01", "60701190000104"}, Scheme: "br_cnpj",
		Source: "Receita Federal, Comprovante de Inscrição e de Situação Cadastral (https://solucoes.receita.fazenda.gov.br/servicos/cnpjreva/): every company is enrolled under its CNPJ, which the Juntas Comerciais' records carry beside their NIRE"},
	{Country: "AL", Names: []string{"Qendra Kombëtare e Biznesit", "QKB", "Regjistri Tregtar", "National Business Center"},
		Number: reg(`[A-M] ?\d{8} ?[A-Z]`), Examples: []string{"K72001008V"},
		Source: "Qendra Kombëtare e Biznesit (https://qkb.gov.al): the NUIS (NIPT), a letter for the decade of registration, eight digits and a check letter whose algorithm is not published; format only"},
}

// usSecretaries are the offices that keep the company registers of the
// US states where their name is not "<State> Secretary of State". Source:
// the states' official business-registration websites.
var usSecretaries = map[string][]string{
	"DE": {"Delaware Division of Corporations", "State of Delaware Department of State, Division of Corporations"},
	"NY": {"New York Department of State, Division of Corporations", "New York State Department of State"},
	"FL": {"Florida Department of State, Division of Corporations", "Sunbiz"},
	"MA": {"Secretary of the Commonwealth of Massachusetts", "Massachusetts Corporations Division"},
	"PA": {"Pennsylvania Department of State, Bureau of Corporations and Charitable Organizations"},
	"VA": {"Virginia State Corporation Commission"},
	"AZ": {"Arizona Corporation Commission"},
	"MD": {"Maryland State Department of Assessments and Taxation"},
	"DC": {"District of Columbia Department of Licensing and Consumer Protection"},
	"HI": {"Hawaii Department of Commerce and Consumer Affairs, Business Registration Division"},
	"NJ": {"New Jersey Division of Revenue and Enterprise Services"},
	"MI": {"Michigan Department of Licensing and Regulatory Affairs"},
	"UT": {"Utah Division of Corporations and Commercial Code"},
	"AK": {"Alaska Division of Corporations, Business and Professional Licensing"},
	"WI": {"Wisconsin Department of Financial Institutions"},
}

// stateRegisters are the company registers of the US states, DC and
// Puerto Rico, built from usStates and usSecretaries. Delaware's file
// numbers have seven digits.
var stateRegisters = func() []Register {
	var out []Register
	codes := make([]string, 0, len(usStates))
	for code := range usStates {
		codes = append(codes, code)
	}
	sort.Strings(codes)
	for _, code := range codes {
		name := usStates[code]
		if code == "GU" || code == "VI" || code == "AS" || code == "MP" {
			continue
		}
		names := append([]string{name + " Secretary of State", "Secretary of State of the State of " + name}, usSecretaries[code]...)
		r := Register{Country: "US", Subdivision: "US-" + code, Names: names,
			Number: reg(`[A-Z]{0,2}\d{4,12}(?:-\d{1,2})?`), Examples: []string{"1234567"},
			Source: "The " + name + " business entity search of its Secretary of State (or the office named); file numbers are digits, sometimes with a letter prefix"}
		if code == "DE" {
			// The certificates print the file number with the code of the
			// certificate ("10190356 8100" on a certified certificate of
			// incorporation, "10190356 8300" on a good standing).
			r.Number = reg(`\d{7,8}`)
			// OCR joins the authentication number printed beside it.
			r.Line = regexp.MustCompile(`^(\d{7,8}) (\d{4})(?:\s+Authentication\b.*)?$`)
			r.Source = "Delaware Division of Corporations (https://corp.delaware.gov): file numbers of seven digits, eight since 2015 (e.g. 10190356), printed at the foot of its certificates with the certificate's four-digit code"
		}
		out = append(out, r)
	}
	return out
}()

// Registers returns every company register: the national ones, then the
// US states' registers.
func Registers() []Register {
	out := append([]Register(nil), registers...)
	return append(out, stateRegisters...)
}

// RegistersOf returns the registers of a country (ISO 3166-1 alpha-2),
// national first.
func RegistersOf(country string) []Register {
	c := strings.ToUpper(country)
	var out []Register
	for _, r := range Registers() {
		if r.Country == c {
			out = append(out, r)
		}
	}
	return out
}
