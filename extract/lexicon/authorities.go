package lexicon

import (
	"regexp"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// AuthorityKind is what an authority issues.
type AuthorityKind string

// The kinds of authority.
const (
	AuthorityTax      AuthorityKind = "tax"
	AuthorityRegistry AuthorityKind = "registry"
	AuthorityIdentity AuthorityKind = "identity" // issues passports, identity cards, licences or permits
)

// Authority is an issuing authority as documents name it.
type Authority struct {
	// Name is the authority's usual full name; "" where the name printed
	// is the name ("Finanzamt Köln-Mitte", "Amtsgericht München").
	Name string
	// Pattern is a regular expression over Fold()ed text, matched at word
	// boundaries; its group "place" (or "place2") captures a place name.
	Pattern string
	// Kind says what the authority issues.
	Kind AuthorityKind
	// Country is the ISO 3166-1 alpha-2 code; "" for a name several
	// countries use.
	Country string
}

// AuthorityMatch is an authority named in a text, at text[Start:End].
type AuthorityMatch struct {
	Authority Authority
	// Text is the name as printed.
	Text string
	// Place is the place as printed ("Köln-Mitte"), "" when none.
	Place string
	// Start and End are byte offsets in the text searched.
	Start, End int
}

// usStateAlternation matches a folded US state name.
var usStateAlternation = func() string {
	var names []string
	for _, n := range usStates {
		names = append(names, regexp.QuoteMeta(Fold(n)))
	}
	sort.Slice(names, func(i, j int) bool { return len(names[i]) > len(names[j]) })
	return strings.Join(names, "|")
}()

// place matches up to three words of a place name (trimmed by
// FindAuthorities to the capitalised words as printed).
const place = `(?P<place>\pL+(?: \pL+){0,2})`

// courtPlace is a German court's seat: one word, or two after "Bad", with
// what joins a river or region to it ("Frankfurt am Main", "Freiburg im
// Breisgau", "Berlin (Charlottenburg)").
const courtPlace = `(?P<placecourt>(?:bad )?\pL[\pL\d]*\pL(?: (?:am|an der|im|in der|ob der) \pL+| \pL+)?)`

// body is the name of a body an authority belongs to ("of the Astana
// International Financial Centre"): up to five capitalised words.
const body = `(?P<placebody>\pL+(?: \pL+){0,5})`

// authorities are the tax authorities, company registries and
// identity-document issuers, matched on folded text. Sources: the
// authorities' own websites and letterheads (named in each group), whose
// web addresses, printed in letterheads and footers, name them too; the
// OECD's "Tax administration" country profiles for the tax authorities;
// the European e-Justice Portal's business-register pages for the
// registries; the PRADO specimens and ICAO Doc 9303 Part 4 (issuing
// authority field) for the identity issuers.
var authorities = []Authority{
	// Tax authorities.
	{"Internal Revenue Service", `internal revenue service|irs|irs gov`, AuthorityTax, "US"},
	// The IRS is the Treasury's bureau that writes to taxpayers under the
	// heading "Department of the Treasury, Internal Revenue Service".
	{"Internal Revenue Service", `department of the treasury`, AuthorityTax, "US"},
	{"HM Revenue & Customs", `hm revenue (?:and )?customs|hmrc|her majesty s revenue and customs|his majesty s revenue and customs`, AuthorityTax, "GB"},
	{"Inland Revenue Authority of Singapore", `inland revenue authority of singapore|iras`, AuthorityTax, "SG"},
	{"Inland Revenue Department (Hong Kong)", `inland revenue department hong kong|hong kong inland revenue department|稅務局`, AuthorityTax, "HK"},
	{"Inland Revenue Board of Malaysia", `inland revenue board of malaysia|lembaga hasil dalam negeri(?: malaysia)?`, AuthorityTax, "MY"},
	{"Inland Revenue (New Zealand)", `inland revenue(?: department)?|te tari taake`, AuthorityTax, "NZ"},
	{"Bundeszentralamt für Steuern", `bundeszentralamt f(?:u|ue|ii)r steuern|bzst|bzst de`, AuthorityTax, "DE"},
	{"Landesamt für Steuern", `(?:bayerisches )?landesamt f(?:u|ue)r steuern(?: ` + place + `)?`, AuthorityTax, "DE"},
	{"Finanzamt Österreich", `finanzamt (?:osterreich|oesterreich|f(?:u|ue)r gro(?:ss|s)betriebe)`, AuthorityTax, "AT"},
	{"Bundesministerium für Finanzen (Österreich)", `bundesministerium f(?:u|ue)r finanzen`, AuthorityTax, "AT"},
	{"", `finanzamt(?: ` + place + `)?`, AuthorityTax, "DE"},
	{"Eidgenössische Steuerverwaltung", `eidgen(?:o|oe)ssische steuerverwaltung|estv|administration f(?:e|é)d(?:e|é)rale des contributions|amministrazione federale delle contribuzioni`, AuthorityTax, "CH"},
	{"", `kantonales steueramt(?: ` + place + `)?|steuerverwaltung des kantons(?: ` + place + `)?`, AuthorityTax, "CH"},
	{"Direction générale des Finances publiques", `direction generale des finances publiques|dgfip|impots gouv fr|centre des finances publiques|service des impots des (?:particuliers|entreprises)(?: de ` + place + `)?|service des impots`, AuthorityTax, "FR"},
	{"Agenzia delle Entrate", `agenzia (?:delle )?entrate|agenziaentrate gov it`, AuthorityTax, "IT"},
	{"Agencia Tributaria", `agencia (?:estatal de administracion )?tributaria|aeat|agenciatributaria (?:gob )?es`, AuthorityTax, "ES"},
	{"Belastingdienst", `belastingdienst`, AuthorityTax, "NL"},
	{"Revenue Commissioners", `(?:office of the )?revenue commissioners|revenue ie|ros ie|oifig na gcoimisineiri ioncaim`, AuthorityTax, "IE"},
	{"SPF Finances", `spf finances|fod financien|fps finance|fod finanzen`, AuthorityTax, "BE"},
	{"Canada Revenue Agency", `canada revenue agency|agence du revenu du canada`, AuthorityTax, "CA"},
	{"Australian Taxation Office", `australian taxation office|ato gov au`, AuthorityTax, "AU"},
	// The register of ABNs the Registrar keeps under the ABN Act 1999 s 24,
	// and its public lookup (abr.business.gov.au).
	{"Australian Business Register", `australian business register|abr business gov au|abn lookup`, AuthorityTax, "AU"},
	{"Administration des contributions directes", `administration des contributions directes`, AuthorityTax, "LU"},
	{"Administration de l'enregistrement, des domaines et de la TVA", `administration de l enregistrement des domaines et de la tva`, AuthorityTax, "LU"},
	{"Autoridade Tributária e Aduaneira", `autoridade tributaria(?: e aduaneira)?|portal das financas`, AuthorityTax, "PT"},
	{"Skatteverket", `skatteverket`, AuthorityTax, "SE"},
	{"Skattestyrelsen", `skattestyrelsen|skat dk`, AuthorityTax, "DK"},
	{"Skatteetaten", `skatteetaten`, AuthorityTax, "NO"},
	{"Verohallinto", `verohallinto|skatteforvaltningen|vero skatt`, AuthorityTax, "FI"},
	{"", `(?:pierwszy |drugi |trzeci )?urzad skarbowy(?: (?:w|we) ` + place + `)?`, AuthorityTax, "PL"},
	{"Krajowa Administracja Skarbowa", `krajowa administracja skarbowa`, AuthorityTax, "PL"},
	{"", `(?:specializovany )?financni urad(?: pro ` + place + `)?|financni sprava`, AuthorityTax, "CZ"},
	{"Nemzeti Adó- és Vámhivatal", `nemzeti ado es vamhivatal`, AuthorityTax, "HU"},
	{"Agenția Națională de Administrare Fiscală", `agentia nationala de administrare fiscala|anaf`, AuthorityTax, "RO"},
	{"Finančná správa", `financna sprava slovenskej republiky|financna sprava`, AuthorityTax, "SK"},
	{"Finančna uprava", `financna uprava republike slovenije|financna uprava`, AuthorityTax, "SI"},
	{"Porezna uprava", `porezna uprava`, AuthorityTax, "HR"},
	{"Maksu- ja Tolliamet", `maksu ja tolliamet`, AuthorityTax, "EE"},
	{"Valsts ieņēmumu dienests", `valsts ienemumu dienests`, AuthorityTax, "LV"},
	{"Valstybinė mokesčių inspekcija", `valstybine mokesciu inspekcija`, AuthorityTax, "LT"},
	{"Malta Tax and Customs Administration", `malta tax and customs administration|mtca|commissioner for revenue`, AuthorityTax, "MT"},
	{"Ανεξάρτητη Αρχή Δημοσίων Εσόδων", `ανεξαρτητη αρχη δημοσιων εσοδων|ααδε`, AuthorityTax, "GR"},
	{"Τμήμα Φορολογίας", `τμημα φορολογιας`, AuthorityTax, "CY"},
	{"Национална агенция за приходите", `национална агенция за приходите`, AuthorityTax, "BG"},
	// Iceland (skatturinn.is; the Ríkisskattstjóri until 2020) and
	// Liechtenstein (llv.li, Steuerverwaltung).
	{"Skatturinn", `skatturinn|rikisskattstjori|iceland revenue and customs`, AuthorityTax, "IS"},
	// Brazil: the Federal Revenue (gov.br/receitafederal), as its
	// certificates head themselves.
	{"Receita Federal do Brasil", `(?:secretaria (?:especial )?da )?receita federal(?: do brasil)?`, AuthorityTax, "BR"},
	{"Steuerverwaltung des Fürstentums Liechtenstein", `steuerverwaltung (?:des furstentums )?liechtenstein|liechtensteinische steuerverwaltung`, AuthorityTax, "LI"},
	{"Income Tax Department", `income tax department`, AuthorityTax, "IN"},
	{"Central Board of Direct Taxes", `central board of direct taxes|cbdt`, AuthorityTax, "IN"},
	{"Goods and Services Tax Network", `goods and services tax network|gstn`, AuthorityTax, "IN"},
	{"Central Board of Indirect Taxes and Customs", `central board of indirect taxes and customs|cbic`, AuthorityTax, "IN"},
	// The forms of India's CGST Rules 2017 are named "FORM GST REG-06",
	// "FORM GST RFD-01": the form names the GST administration.
	{"Goods and Services Tax", `form gst (?:reg|rfd|pmt|asmt|cmp) \d+`, AuthorityTax, "IN"},

	// Company registries.
	{"Registrar of Companies and Official Receiver", `(?:department of )?registrar of companies and (?:official receiver|intellectual property)|τμημα εφορου εταιρειων(?: και διανοητικης ιδιοκτησιας)?`, AuthorityRegistry, "CY"},
	{"Registrar of Companies", `registrar of companies for (?:england and wales|england|wales|scotland|northern ireland)`, AuthorityRegistry, "GB"},
	// The common-law registrar's title is used from Uganda to Kazakhstan's
	// AIFC: it names no country on its own.
	{"Registrar of Companies", `registrar of companies(?: (?:of the|for the) ` + body + `)?`, AuthorityRegistry, ""},
	{"Uganda Registration Services Bureau", `uganda registration services bureau|ursb`, AuthorityRegistry, "UG"},
	{"Companies House", `companies house`, AuthorityRegistry, "GB"},
	{"Companies Registration Office", `companies registration office(?: ireland)?|cro`, AuthorityRegistry, "IE"},
	{"", `(?P<place>` + usStateAlternation + `) secretary of state(?: division of corporations)?|secretary of state(?: of the state)? of (?P<place2>` + usStateAlternation + `)`, AuthorityRegistry, "US"},
	{"Secretary of State", `secretary of state`, AuthorityRegistry, "US"},
	{"", `(?:(?P<place>` + usStateAlternation + `) )?division of corporations`, AuthorityRegistry, "US"},
	{"Corporations Canada", `corporations canada`, AuthorityRegistry, "CA"},
	{"Registraire des entreprises du Québec", `registraire des entreprises(?: du quebec)?`, AuthorityRegistry, "CA"},
	{"Ontario Business Registry", `ontario business registry`, AuthorityRegistry, "CA"},
	{"BC Registries", `bc registries(?: and online services)?`, AuthorityRegistry, "CA"},
	// The ministry that keeps Ontario's register, under its current name
	// and its former ones (ontario.ca, "Ontario Business Registry").
	{"", `ministry of public and business service delivery|ministry of government (?:and consumer )?services`, AuthorityRegistry, "CA"},
	{"Australian Securities and Investments Commission", `australian securities (?:and )?investments commission|asic`, AuthorityRegistry, "AU"},
	{"Companies Office", `(?:new zealand )?companies office`, AuthorityRegistry, "NZ"},
	{"Accounting and Corporate Regulatory Authority", `accounting (?:and )?corporate regulatory authority|acra`, AuthorityRegistry, "SG"},
	{"Companies Registry", `companies registry|公司註冊處`, AuthorityRegistry, "HK"},
	{"Ministry of Corporate Affairs", `ministry of corporate affairs`, AuthorityRegistry, "IN"},
	// the registrars of India's state co-operative societies acts
	{"Registrar of Co-operative Societies", `registrar of co-?operative societies`, AuthorityRegistry, "IN"},
	{"Cooperative Department", `co-?operative department`, AuthorityRegistry, "IN"},
	{"", `(?:amtsgericht|registergericht) ` + courtPlace + `(?: handelsregister)?`, AuthorityRegistry, "DE"},
	{"Gemeinsames Registerportal der Länder", `gemeinsames registerportal der lander`, AuthorityRegistry, "DE"},
	// The Firmenbuch courts (Firmenbuchgesetz § 120; justiz.gv.at): the
	// Handelsgericht Wien, and elsewhere the Landesgericht, in Graz the
	// Landesgericht für Zivilrechtssachen.
	{"", `landesgericht ` + place + ` als firmenbuchgericht|handelsgericht wien|landesgericht f(?:u|ue)r zivilrechtssachen ` + place + `|landesgericht (?:linz|salzburg|innsbruck|klagenfurt|st polten|wiener neustadt|eisenstadt|feldkirch|ried im innkreis|steyr|wels|leoben|korneuburg|krems an der donau)`, AuthorityRegistry, "AT"},
	// The cantonal commercial registers in German, French and Italian
	// (HRegV art. 3; zefix.ch lists them by canton).
	{"", `handelsregisteramt(?: des kantons ` + place + `)?|handelsregister des kantons ` + place + `|registre du commerce du canton (?:de |du |d )?` + place + `|registro di commercio del cantone ` + place + `|ufficio del registro di commercio|zefix|eidgenossisches amt fur das handelsregister`, AuthorityRegistry, "CH"},
	{"", `greffe du tribunal (?:de commerce|des activites economiques)(?: de ` + place + `)?|infogreffe`, AuthorityRegistry, "FR"},
	{"", `registre du commerce et des societes(?: de ` + place + `)?`, AuthorityRegistry, "FR"},
	{"Institut national de la propriété industrielle", `institut national de la propriete industrielle|inpi|registre national des entreprises`, AuthorityRegistry, "FR"},
	{"Luxembourg Business Registers", `luxembourg business registers|registre de commerce et des societes luxembourg|rcs luxembourg`, AuthorityRegistry, "LU"},
	{"Banque-Carrefour des Entreprises", `banque carrefour des entreprises|kruispuntbank van ondernemingen|zentrale datenbank der unternehmen`, AuthorityRegistry, "BE"},
	{"Kamer van Koophandel", `kamer van koophandel|kvk|netherlands chamber of commerce`, AuthorityRegistry, "NL"},
	{"", `registro delle imprese(?: di ` + place + `)?|camera di commercio(?: industria artigianato e agricoltura)?(?: di ` + place + `)?|infocamere`, AuthorityRegistry, "IT"},
	{"", `registro mercantil(?: central| de ` + place + `)?|colegio de registradores`, AuthorityRegistry, "ES"},
	{"", `conservatoria do registo comercial(?: de ` + place + `)?|registo nacional de pessoas colectivas|registo nacional de pessoas coletivas`, AuthorityRegistry, "PT"},
	{"Bolagsverket", `bolagsverket|swedish companies registration office`, AuthorityRegistry, "SE"},
	{"Erhvervsstyrelsen", `erhvervsstyrelsen|danish business authority`, AuthorityRegistry, "DK"},
	{"Brønnøysundregistrene", `bronnoysundregistrene|foretaksregisteret|enhetsregisteret`, AuthorityRegistry, "NO"},
	{"Patentti- ja rekisterihallitus", `patentti ja rekisterihallitus|finnish patent and registration office|kaupparekisteri`, AuthorityRegistry, "FI"},
	{"Krajowy Rejestr Sądowy", `krajowy rejestr sadowy|sad rejonowy(?: dla ` + place + `)?`, AuthorityRegistry, "PL"},
	// The registry courts of the Czech public registers (zákon č. 304/2013
	// Sb. § 72), named in the nominative, and in an extract's "vedeného
	// Krajským soudem v …" and "vedená u Krajského soudu v …".
	{"", `obchodni(?:ho)? rejstrik(?:u)?|(?:mestsk|krajsk)(?:y|ym|eho) (?:soud|soudem|soudu) v ` + place, AuthorityRegistry, "CZ"},
	{"Malta Business Registry", `malta business registry`, AuthorityRegistry, "MT"},
	{"Corporate Affairs Commission", `corporate affairs commission`, AuthorityRegistry, "NG"},
	{"Companies and Intellectual Property Commission", `companies and intellectual property commission|cipc`, AuthorityRegistry, "ZA"},
	{"Registrar of Corporate Affairs", `registrar of corporate affairs`, AuthorityRegistry, ""},
	// Thailand: the registrars of associations and foundations (the
	// Governor of Bangkok's and each province's, Civil and Commercial
	// Code s. 79 and s. 111, the Ministerial Regulations naming them) and
	// of partnerships and companies, and the Department of Business
	// Development (https://www.dbd.go.th) that keeps the latter register;
	// printed as they are named (Thai words, folded: marks dropped).
	{"", Fold("นายทะเบียน") + `(?:` + Fold("สมาคม") + `|` + Fold("มูลนิธิ") + `|` + Fold("หุ้นส่วนบริษัท") + `)(?:` + Fold("กรุงเทพมหานคร") + `|` + Fold("จังหวัด") + `\pL+)?`, AuthorityRegistry, "TH"},
	{"", Fold("สำนักงานทะเบียนหุ้นส่วนบริษัท") + `(?:` + Fold("กรุงเทพมหานคร") + `|` + Fold("จังหวัด") + `\pL+)?|` + Fold("กรมพัฒนาธุรกิจการค้า") + `|department of business development`, AuthorityRegistry, "TH"},

	// The registers of the EU and EEA states of the European e-Justice
	// Portal's business-register pages, named by their keepers' own sites.
	// Estonia: the Centre of Registers and Information Systems (rik.ee)
	// keeps the e-äriregister for the registration department of the
	// Tartu County Court.
	{"Registrite ja Infosüsteemide Keskus", `registrite ja infosusteemide keskus|centre of registers and information systems|e ariregister|ariregister|tartu maakohtu registriosakond`, AuthorityRegistry, "EE"},
	// Latvia: the Register of Enterprises (ur.gov.lv); Lursoft prints the
	// extracts of its data.
	{"Uzņēmumu reģistrs", `(?:latvijas republikas )?uznemumu registrs|register of enterprises of the republic of latvia`, AuthorityRegistry, "LV"},
	{"Lursoft", `lursoft(?: lv)?`, AuthorityRegistry, "LV"},
	// Lithuania: VĮ Registrų centras keeps the Register of Legal Entities.
	{"Registrų centras", `(?:vi )?registru centras|juridiniu asmenu registras|state enterprise centre of registers|registrucentras lt`, AuthorityRegistry, "LT"},
	// Hungary: the registry courts (cégbíróság) of the regional courts,
	// in Budapest the Fővárosi Törvényszék Cégbírósága (e-cegjegyzek.hu).
	{"", `(?P<place>\pL+) torvenyszek cegbirosaga|cegbirosag|ceginformacios szolgalat|e cegjegyzek hu`, AuthorityRegistry, "HU"},
	// Romania: the National Trade Register Office and the trade register
	// offices at the county courts (onrc.ro).
	{"Oficiul Național al Registrului Comerțului", `oficiul national al registrului comertului|onrc|national trade register office`, AuthorityRegistry, "RO"},
	{"", `oficiul registrului comertului(?: de pe langa tribunalul ` + place + `)?|registrul comertului`, AuthorityRegistry, "RO"},
	// Slovakia: the district courts keep the Obchodný register (zákon č.
	// 530/2003 Z. z.; orsr.sk), named in the nominative ("Okresný súd
	// Bratislava I") and the genitive ("Obchodný register Okresného súdu
	// Žilina").
	{"", `(?:okresn|mestsk)(?:y|eho|ym) (?:sud|sudu|sudom) ` + place, AuthorityRegistry, "SK"},
	{"Obchodný register", `obchodn(?:y|eho|om) regist(?:er|ra|ri)(?: slovenskej republiky)?|orsr sk`, AuthorityRegistry, "SK"},
	// Slovenia: AJPES keeps the business register; the district courts
	// (okrožna sodišča) the court register.
	{"AJPES", `ajpes|agencija republike slovenije za javnopravne evidence in storitve|okrozno sodisce v ` + place + `|sodni register`, AuthorityRegistry, "SI"},
	// Croatia: the commercial courts keep the court register
	// (sudreg.pravosudje.hr), named in the nominative and the genitive.
	{"", `trgovack(?:i|og|im) sud(?:a|om)? u ` + place, AuthorityRegistry, "HR"},
	{"Sudski registar", `sudski registar|sudreg`, AuthorityRegistry, "HR"},
	// Bulgaria: the Registry Agency keeps the Commercial Register
	// (registryagency.bg).
	// In English only with its country: "Land Registry Agency" is not it.
	{"Агенция по вписванията", Fold("Агенция по вписванията") + `|bulgarian registry agency|registry agency of (?:the republic of )?bulgaria|registryagency bg`, AuthorityRegistry, "BG"},
	{"Търговски регистър", Fold("Търговски регистър") + `(?: ` + Fold("и регистър на юридическите лица с нестопанска цел") + `)?|commercial register and register of non profit legal entities`, AuthorityRegistry, "BG"},
	// Greece: the General Commercial Registry (businessregistry.gr), kept
	// by the chambers' GEMI services.
	{"Γενικό Εμπορικό Μητρώο", Fold("Γενικό Εμπορικό Μητρώο") + `|` + Fold("ΓΕΜΗ") + `|` + Fold("Γ.Ε.ΜΗ.") + `|g e mi|gemi|general commercial registry|businessregistry gr`, AuthorityRegistry, "GR"},
	// Iceland: the register of enterprises of Skatturinn (skatturinn.is).
	{"Fyrirtækjaskrá", `fyrirtaekjaskra(?: skattsins)?|hlutafelagaskra|register of enterprises of iceland`, AuthorityRegistry, "IS"},
	// Albania: the National Business Center keeps the commercial register
	// (qkb.gov.al; Ligji nr. 131/2015), named in the nominative, genitive
	// and accusative ("Qendrës", "Qendrën Kombëtare të Biznesit"); before
	// 2016 the National Registration Centre (QKR).
	{"Qendra Kombëtare e Biznesit", `qendr(?:a|es|en) kombetare (?:e|te) biznesit|qendr(?:a|es|en) kombetare (?:e|te) regjistrimit|qkb gov al|national business cent(?:er|re)(?: of albania)?`, AuthorityRegistry, "AL"},
	// Serbia: the Business Registers Agency (apr.gov.rs; Zakon o postupku
	// registracije u Agenciji za privredne registre), in its cases, and its
	// Registar privrednih subjekata.
	{"Agencija za privredne registre", `agencij(?:a|e|i|om) za privredne registre|registar privrednih subjekata|apr gov rs|serbian business registers agency|business registers agency`, AuthorityRegistry, "RS"},
	// Montenegro: the Central Register of Business Entities (crps.me),
	// kept by the Poreska uprava.
	{"Centralni registar privrednih subjekata", `centraln(?:i|og|om) regist(?:ar|ra|ru) privrednih subjekata|crps|central register of business entities`, AuthorityRegistry, "ME"},
	// Bosnia and Herzegovina: the registry courts (bizreg.pravosudje.ba):
	// in the Federation the municipal courts' registry departments, in
	// Republika Srpska the district commercial courts.
	{"", `okruzn(?:i|og|im) privredn(?:i|og|im) sud(?:a|om)? u ` + place + `|registar poslovnih subjekata|bizreg pravosudje ba`, AuthorityRegistry, "BA"},
	// Greece: the chambers whose ΓΕΜΗ services register companies
	// (Ν. 4919/2022 art. 2; businessregistry.gr lists them): "Εμπορικό και
	// Βιομηχανικό Επιμελητήριο Αθηνών", "Επιμελητήριο Θεσσαλονίκης".
	{"", Fold("Εμπορικό και Βιομηχανικό Επιμελητήριο") + ` ` + place + `|(?:` + Fold("Βιοτεχνικό") + ` |` + Fold("Επαγγελματικό") + ` )?` + Fold("Επιμελητήριο") + `(?: ` + place + `)?|` + Fold("ΕΒΕΑ"), AuthorityRegistry, "GR"},
	// Brazil: the CNPJ, the register of legal entities the Receita Federal
	// keeps (IN RFB nº 2.119/2022), and the Juntas Comerciais of the
	// states, which register companies (Lei nº 8.934/1994), named in full
	// ("Junta Comercial do Estado de São Paulo") or by their acronyms.
	{"Cadastro Nacional da Pessoa Jurídica", `cadastro nacional (?:da|de) pessoa(?:s)? juridica(?:s)?`, AuthorityRegistry, "BR"},
	{"", `junta comercial(?: industrial e (?:de )?servicos)?(?: do estado)?(?: (?:de|do|da|do distrito) ` + place + `)?|jucesp|jucerja|jucemg|jucepar|jucesc|juceb|jucepe|jucec|juceg|jucis ?df|jucisrs`, AuthorityRegistry, "BR"},
	// Turkey: the trade registry offices within the chambers of commerce
	// (Ticaret Sicili Yönetmeliği art. 4; ticaretsicil.gov.tr), MERSİS
	// (the Central Registry System, mersis.gtb.gov.tr) and the trade
	// registry gazette, the office or chamber after its city ("İstanbul
	// Ticaret Odası", "Ankara Ticaret Sicili Müdürlüğü").
	{"", `(?:(?P<place>\pL+) )?ticaret (?:ve sanayi )?odasi|(?:(?P<place2>\pL+) )?ticaret sicil(?:i)? mudurlugu|mersis|merkezi sicil kayit sistemi|turkiye ticaret sicili gazetesi`, AuthorityRegistry, "TR"},
	// North Macedonia: the Central Register (crm.com.mk).
	{"Централен регистар на Република Северна Македонија", Fold("Централен регистар") + `(?: ` + Fold("на Република Северна Македонија") + `| ` + Fold("на Република Македонија") + `)?|central registry of (?:the republic of )?(?:north )?macedonia|crm com mk`, AuthorityRegistry, "MK"},
	// Florida's Division of Corporations prints its site's name, sunbiz.org.
	{"Florida Department of State, Division of Corporations", `sunbiz(?: org)?`, AuthorityRegistry, "US"},
	// Liechtenstein: the Office of Justice keeps the Handelsregister
	// (oera.li).
	{"Amt für Justiz", `amt fur justiz(?: handelsregister)?|handelsregister des furstentums liechtenstein|oera li`, AuthorityRegistry, "LI"},

	// Issuers of identity documents, driving licences and residence permits.
	{"HM Passport Office", `hm passport office|identity and passport service|uk passport service`, AuthorityIdentity, "GB"},
	{"Driver and Vehicle Licensing Agency", `driver and vehicle licensing agency|dvla`, AuthorityIdentity, "GB"},
	{"Home Office", `home office|uk visas and immigration`, AuthorityIdentity, "GB"},
	{"U.S. Department of State", `(?:united states|u s) department of state`, AuthorityIdentity, "US"},
	{"Department of Motor Vehicles", `department of motor vehicles|dmv|motor vehicle administration|department of public safety`, AuthorityIdentity, "US"},
	{"U.S. Citizenship and Immigration Services", `u s citizenship and immigration services|uscis|department of homeland security`, AuthorityIdentity, "US"},
	{"Immigration, Refugees and Citizenship Canada", `immigration refugees and citizenship canada|ircc|passport canada`, AuthorityIdentity, "CA"},
	{"Australian Passport Office", `australian passport office|department of foreign affairs and trade|dfat`, AuthorityIdentity, "AU"},
	{"Department of Foreign Affairs", `department of foreign affairs|passport office dublin|national driver licence service|ndls|road safety authority`, AuthorityIdentity, "IE"},
	{"", `(?:stadt|landeshauptstadt|gemeinde|landratsamt|landkreis|burgeramt|kreisverwaltung) ` + place + `|freie und hansestadt hamburg|freie hansestadt bremen`, AuthorityIdentity, "DE"},
	{"Kraftfahrt-Bundesamt", `kraftfahrt bundesamt|auslanderbehorde`, AuthorityIdentity, "DE"},
	// The data pages abbreviate Bezirkshauptmannschaft "BH"
	// (oesterreich.gv.at, "Reisepass – Antrag": the passport is issued by
	// the BH or the Magistrat).
	{"", `(?:bezirkshauptmannschaft|bh) ` + place + `|landespolizeidirektion(?: ` + place + `)?|magistrat der stadt wien`, AuthorityIdentity, "AT"},
	{"", `prefecture (?:de |du |de la |des )?` + place + `|ministere de l interieur|agence nationale des titres securises`, AuthorityIdentity, "FR"},
	{"Dirección General de la Policía", `direccion general de la policia|direccion general de trafico|ministerio del interior`, AuthorityIdentity, "ES"},
	// The police stations that issue the DNI and the passport (Policía
	// Nacional, "Oficinas de expedición del DNI y pasaporte", policia.es).
	{"", `comisaria (?:de policia )?(?:de |del |de la )?` + place, AuthorityIdentity, "ES"},
	{"", `ministero dell interno|comune di ` + place + `|questura di ` + place + `|motorizzazione civile|ministero delle infrastrutture e dei trasporti`, AuthorityIdentity, "IT"},
	// The passport prints the mayor abbreviated, "Burg. van ..." (PRADO
	// NLD-AO-04004, field Authority).
	{"", `(?:burgemeester|burg) van ` + place + `|rdw|immigratie en naturalisatiedienst|minister van buitenlandse zaken`, AuthorityIdentity, "NL"},
	{"", `(?:gemeente|commune de|ville de|stad) ` + place, AuthorityIdentity, "BE"},
	{"Instituto dos Registos e do Notariado", `instituto dos registos e do notariado|instituto da mobilidade e dos transportes|agencia para a integracao migracoes e asilo`, AuthorityIdentity, "PT"},
	// Passports issued before 2023 name the Serviço de Estrangeiros e
	// Fronteiras "SEF" or a civil government (PRADO PRT-AO-04001,
	// field Authority; Decree-Law 83/2000 on the Portuguese passport).
	{"", `sef|servico de estrangeiros e fronteiras|governo civil de ` + place, AuthorityIdentity, "PT"},
	{"Polismyndigheten", `polismyndigheten|transportstyrelsen|migrationsverket`, AuthorityIdentity, "SE"},
	{"Rigspolitiet", `rigspolitiet|faerdselsstyrelsen|udlaendingestyrelsen`, AuthorityIdentity, "DK"},
	{"Politiet", `politiet|statens vegvesen|utlendingsdirektoratet`, AuthorityIdentity, "NO"},
	{"Poliisi", `poliisihallitus|poliisi|traficom|maahanmuuttovirasto`, AuthorityIdentity, "FI"},
	// The identity card is issued by the municipality's head: prezydent
	// miasta, burmistrz or wójt (Act of 6 August 2010 on identity
	// documents, art. 24).
	{"", `wojewoda ` + place + `|prezydent miasta ` + place + `|starosta ` + place + `|burmistrz (?:miasta (?:i )?gminy|miasta|gminy) ` + place + `|wojt gminy ` + place, AuthorityIdentity, "PL"},
	// Identity cards are issued by the municipal offices, in Prague by
	// the district's office, named with its number ("Praha 5"; Act
	// 269/2021 Coll. on identity cards, § 8).
	{"Ministerstvo vnitra", `ministerstvo vnitra|magistrat mesta ` + place + `|urad mestske casti (?P<place2>\pL+ \d{1,2}|\pL+)|mestsky urad ` + place, AuthorityIdentity, "CZ"},
	// Passports are issued by the police administrations, printed "PU"
	// and the county's name (PRADO HRV-AO-02001, field Authority).
	{"", `policijska uprava ` + place + `|pu ` + place, AuthorityIdentity, "HR"},
	{"Þjóðskrá Íslands", `thjodskra islands|registers iceland`, AuthorityIdentity, "IS"},
	// The ministry named as the passport's authority (Ministry of Foreign
	// Affairs of Japan, the passport's data page; ICAO Doc 9303 Part 4,
	// field 11, the issuing authority).
	{"", `ministry of foreign affairs`, AuthorityIdentity, ""},
	{"Staatssekretariat für Migration", `staatssekretariat fur migration|bundesamt fur polizei|fedpol|strassenverkehrsamt(?: ` + place + `)?`, AuthorityIdentity, "CH"},
}

// compiledAuthority is an authority's pattern compiled for matching at
// word boundaries of folded text.
type compiledAuthority struct {
	re    *regexp.Regexp
	place []int // indexes of the place groups
}

var (
	compileOnce sync.Once
	compiled    []compiledAuthority
)

func compileAuthorities() {
	compiled = make([]compiledAuthority, len(authorities))
	for i, a := range authorities {
		re := regexp.MustCompile(`(?:^| )(` + a.Pattern + `)(?: |$)`)
		var places []int
		for j, name := range re.SubexpNames() {
			if strings.HasPrefix(name, "place") {
				places = append(places, j)
			}
		}
		compiled[i] = compiledAuthority{re, places}
	}
}

// Authorities returns every authority in the table.
func Authorities() []Authority { return append([]Authority(nil), authorities...) }

// FindAuthorities returns the authorities named in text, in order of
// position, without overlaps: where two names overlap, the one starting
// first wins, then the longer, then the one earlier in the table (so
// "Finanzamt Österreich" is Austria's, not a German Finanzamt in a place
// called Österreich). A place that ends a name is kept as far as its words
// are printed capitalised, at most two of them and not past a comma
// ("Finanzamt Köln-Mitte", "Amtsgericht München"); without a capitalised
// place the name ends before it.
func FindAuthorities(text string) []AuthorityMatch {
	compileOnce.Do(compileAuthorities)
	folded, at := foldMap(text)
	folded = digitsInWords(folded)
	type hit struct {
		m    AuthorityMatch
		rank int
	}
	var hits []hit
	for i, ca := range compiled {
		for _, m := range ca.re.FindAllStringSubmatchIndex(folded, -1) {
			start, end := m[2], m[3]
			origEnd := -1
			placeText := ""
			for _, g := range ca.place {
				if m[2*g] < 0 {
					continue
				}
				ps, pe := at[m[2*g]], at[m[2*g+1]]
				if m[2*g+1] != end {
					placeText = strings.TrimSpace(text[ps:pe]) // a place before the name
					continue
				}
				switch ca.re.SubexpNames()[g] {
				case "placebody":
					placeText = capitalised(text[ps:pe], 6)
				case "placecourt":
					placeText = courtSeat(text[ps:pe])
				default:
					placeText = beforeTitle(text[ps:], capitalised(text[ps:pe], 2))
				}
				if placeText == "" {
					end = m[2*g] - 1 // the space before the place
				} else {
					origEnd = ps + len(placeText)
				}
			}
			if end <= start {
				continue
			}
			if origEnd < 0 {
				origEnd = endOffset(text, at, end)
			}
			hits = append(hits, hit{AuthorityMatch{Authority: authorities[i], Place: placeText, Start: at[start], End: origEnd}, i})
		}
	}
	sort.SliceStable(hits, func(x, y int) bool {
		a, b := hits[x], hits[y]
		if a.m.Start != b.m.Start {
			return a.m.Start < b.m.Start
		}
		if la, lb := a.m.End-a.m.Start, b.m.End-b.m.Start; la != lb {
			return la > lb
		}
		return a.rank < b.rank
	})
	var out []AuthorityMatch
	for _, h := range hits {
		if len(out) > 0 && h.m.Start < out[len(out)-1].End {
			continue
		}
		h.m.Text = text[h.m.Start:h.m.End]
		out = append(out, h.m)
	}
	return out
}

// endOffset returns the offset in text just after the rune that folded
// byte end-1 came from and the combining marks written on it (a Thai
// tone mark: "เชียงใหม่", not "เชียงใหม").
func endOffset(text string, at []int, end int) int {
	i := at[end-1]
	_, size := utf8.DecodeRuneInString(text[i:])
	i += size
	for i < len(text) {
		r, size := utf8.DecodeRuneInString(text[i:])
		if !unicode.Is(unicode.Mn, r) {
			break
		}
		i += size
	}
	return i
}

// labelWords returns the set of folded one-word labels of every concept
// ("HRB", "Steuernummer", "Tel"), which end a place name.
var labelWords = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, c := range conceptOrder {
		for _, p := range Labels(c) {
			if k := Fold(p.Text); k != "" && !strings.Contains(k, " ") {
				m[k] = true
			}
		}
	}
	return m
})

// capitalised returns the leading words of s (split at spaces) that start
// with a capital letter or a digit, at most n of them, none past one that
// ends with a comma, semicolon or colon and, after the first, none that is
// a one-word label, as printed.
func capitalised(s string, n int) string {
	if i := strings.IndexAny(s, "\r\n"); i >= 0 {
		s = s[:i] // a place does not run onto the next line
	}
	end, count := 0, 0
	for i := 0; i < len(s) && count < n; {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
			i++
		}
		j := strings.IndexAny(s[i:], " \t")
		if j < 0 {
			j = len(s) - i
		}
		w := s[i : i+j]
		if w == "" {
			break
		}
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) && !unicode.IsDigit(r) || count > 0 && labelWords()[Fold(w)] {
			break
		}
		t := strings.TrimRight(w, ",;:.")
		end = i + len(t)
		count++
		if len(t) < len(w) {
			break
		}
		i += j
	}
	return s[:end]
}

// courtSeat returns the seat of a German court that s starts with (see
// courtPlace): its capitalised first word ("Bad" and one more), then "am
// Main" or "(Charlottenburg)" when they follow; a second capitalised word
// is a noun of what comes next ("Amtsgericht Hamburg Wiedergabe des
// Registerinhalts"), not the seat.
func courtSeat(s string) string {
	if i := strings.IndexAny(s, "\r\n"); i >= 0 {
		s = s[:i]
	}
	ws := strings.Fields(s)
	if len(ws) == 0 {
		return ""
	}
	if r, _ := utf8.DecodeRuneInString(ws[0]); !unicode.IsUpper(r) {
		return ""
	}
	n := 1
	if ws[0] == "Bad" && len(ws) > 1 {
		n = 2
	}
	if len(ws) > n+1 {
		switch ws[n] {
		case "am", "im", "ob":
			n += 2
		case "an", "in":
			if len(ws) > n+2 && ws[n+1] == "der" {
				n += 3
			}
		}
	}
	out := strings.Join(ws[:min(n, len(ws))], " ")
	return strings.TrimRight(out, ",;:.")
}

// titleStarts holds the folded titles of documents (the vocabulary's
// Strong terms) by their first word.
var titleStarts = sync.OnceValue(func() map[string][]string {
	m := map[string][]string{}
	for _, k := range Kinds() {
		for _, t := range Vocabulary(k) {
			if t.Weight != Strong {
				continue
			}
			f := Fold(t.Text)
			first, _, _ := strings.Cut(f, " ")
			m[first] = append(m[first], f)
		}
	}
	return m
})

// beforeTitle returns place, the words of an authority's place printed at
// the start of s, without the words from where a document's title starts:
// "REGISTRO MERCANTIL DE MADRID NOTA SIMPLE INFORMATIVA" read as one line
// is the registry of Madrid, not of "Madrid Nota".
func beforeTitle(s, place string) string {
	words := strings.Fields(place)
	rest := Fold(s)
	restWords := strings.Fields(rest)
	for k := 1; k < len(words) && k < len(restWords); k++ {
		tail := strings.Join(restWords[k:], " ")
		for _, t := range titleStarts()[restWords[k]] {
			if tail == t || strings.HasPrefix(tail, t+" ") {
				return strings.Join(words[:k], " ")
			}
		}
	}
	return place
}

// digitLetters are the letters recognition most often reads as digits
// inside a word ("imp6ts" for "impôts", "F1nanzamt").
var digitLetters = map[byte]byte{'0': 'o', '1': 'l', '5': 's', '6': 'o'}

// digitsInWords returns folded text with each digit between two letters
// read as the letter it stands for (digitLetters), byte for byte, so that
// offsets into folded still hold: authorities' names hold no digits.
func digitsInWords(folded string) string {
	b := []byte(folded)
	isLetter := func(c byte) bool { return c >= 'a' && c <= 'z' }
	for i := 1; i+1 < len(b); i++ {
		if l, ok := digitLetters[b[i]]; ok && isLetter(b[i-1]) && isLetter(b[i+1]) {
			b[i] = l
		}
	}
	return string(b)
}
