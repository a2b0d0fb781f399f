package lexicon

import (
	"regexp"
	"sort"
	"strings"
	"sync"
	"unicode"
)

// FormCategory is a coarse kind of legal form.
type FormCategory string

// The categories of legal forms.
const (
	FormCompany       FormCategory = "company"        // a private company with limited liability
	FormPublicCompany FormCategory = "public_company" // a company that may offer its shares to the public
	FormPartnership   FormCategory = "partnership"
	FormSoleTrader    FormCategory = "sole_trader"
	FormCooperative   FormCategory = "cooperative"
	FormFoundation    FormCategory = "foundation_association" // a foundation, association or other non-profit body
)

// LegalForm is a legal form of a country: its ISO 20275 ELF code, its full
// name and the abbreviations an organisation's name ends with.
type LegalForm struct {
	// ELF is the ISO 20275 Entity Legal Form code; "" where the code list
	// gives the form per state (US, CA) or has no entry.
	ELF string
	// Country is the ISO 3166-1 alpha-2 code of the jurisdiction.
	Country string
	// Lang is the language of Name (ISO 639-1).
	Lang string
	// Name is the form's full name in Lang.
	Name string
	// Abbreviations are the forms' short forms as printed after a name.
	Abbreviations []string
	// Category is the form's coarse kind.
	Category FormCategory
}

// legalForms are the legal forms of the jurisdictions documents come from.
// Source: GLEIF, ISO 20275 Entity Legal Forms code list, version 1.5
// (2023-09-28, https://www.gleif.org/en/about-lei/code-lists/iso-20275-entity-legal-forms-code-list):
// codes, local names and abbreviations. Abbreviations the list lacks but
// names carry (EURL and SASU, the single-member SARL and SAS; S.à r.l.;
// Sp. z o.o. spelled out) come from the national company laws. The US code list gives codes per state (Delaware: LLC
// HZEH, corporation XTIQ, LP T91T, LLP 1HXP), so US forms carry none.
// The codes of EE, LV, LT, HU, RO, SK, SI, HR, BG, GR, IS and LI are the
// same in version 1.6 (2026-02-19).
var legalForms = []LegalForm{
	// United Kingdom.
	{"H0PO", "GB", "en", "Private Limited Company", []string{"Ltd", "Limited", "Company limited by shares", "Private company limited by shares"}, FormCompany},
	{"H0PO", "GB", "cy", "Cwmni cyfyngedig preifat", []string{"Cyf", "Cyfyngedig"}, FormCompany},
	{"B6ES", "GB", "en", "Public Limited Company", []string{"PLC", "P.L.C."}, FormPublicCompany},
	{"B6ES", "GB", "cy", "Cwmni Cyfyngedig Cyhoeddus", []string{"CCC", "C.C.C."}, FormPublicCompany},
	{"Z0EY", "GB", "en", "Limited Liability Partnership", []string{"LLP", "L.L.P."}, FormPartnership},
	{"ID30", "GB", "en", "Limited Partnership", []string{"LP", "L.P."}, FormPartnership},
	{"17R0", "GB", "en", "Community Interest Company", []string{"CIC", "Community Interest Company"}, FormCompany},
	{"4GJI", "GB", "en", "Private Limited by Guarantee", []string{"Limited by guarantee"}, FormFoundation},
	{"57V7", "GB", "en", "Private Unlimited", []string{"Unlimited"}, FormCompany},
	{"IYXU", "GB", "en", "Community Benefit Society", []string{"BenCom"}, FormCooperative},
	{"ZZGG", "GB", "en", "Co-operative Society", []string{"Co-op", "Co-operative"}, FormCooperative},
	{"7T8N", "GB", "en", "Charitable Incorporated Organisation", []string{"CIO"}, FormFoundation},
	// Ireland.
	{"MNQ7", "IE", "en", "Private Company Limited by Shares", []string{"Ltd", "Limited"}, FormCompany},
	{"MNQ7", "IE", "ga", "Teoranta", []string{"Teo", "Teoranta"}, FormCompany},
	{"LGWG", "IE", "en", "Designated Activity Company", []string{"DAC", "Designated Activity Company"}, FormCompany},
	{"LGWG", "IE", "ga", "Cuideachta Ghníomhaíochta Ainmnithe", []string{"CGA"}, FormCompany},
	{"VYAX", "IE", "en", "Public Limited Company", []string{"PLC", "p.l.c."}, FormPublicCompany},
	{"VYAX", "IE", "ga", "Cuideachta Phoiblí Theoranta", []string{"CPT", "c.p.t."}, FormPublicCompany},
	{"C58S", "IE", "en", "Company Limited by Guarantee", []string{"CLG", "Company Limited by Guarantee"}, FormFoundation},
	{"C58S", "IE", "ga", "Cuideachta faoi Theorainn Ráthaíochta", []string{"CTR"}, FormFoundation},
	{"KMFX", "IE", "en", "Private Unlimited Company", []string{"ULC", "UC", "Unlimited Company"}, FormCompany},
	{"URQH", "IE", "en", "Public Unlimited Company", []string{"PUC"}, FormPublicCompany},
	{"HNJK", "IE", "en", "Limited Partnership", []string{"LP"}, FormPartnership},
	{"2GV9", "IE", "en", "Irish Collective Asset-management Vehicle", []string{"ICAV"}, FormCompany},
	// United States (per state in the code list).
	{"", "US", "en", "Limited Liability Company", []string{"LLC", "L.L.C.", "Limited Liability Company", "Ltd. Liability Co."}, FormCompany},
	{"", "US", "en", "Professional Limited Liability Company", []string{"PLLC", "P.L.L.C."}, FormCompany},
	{"", "US", "en", "Corporation", []string{"Inc", "Incorporated", "Corp", "Corporation", "Co.", "Company"}, FormCompany},
	{"", "US", "en", "Professional Corporation", []string{"PC", "P.C.", "Professional Corporation"}, FormCompany},
	{"", "US", "en", "Limited Partnership", []string{"LP", "L.P.", "Limited Partnership"}, FormPartnership},
	{"", "US", "en", "Limited Liability Partnership", []string{"LLP", "L.L.P.", "Registered Limited Liability Partnership"}, FormPartnership},
	{"", "US", "en", "Limited Liability Limited Partnership", []string{"LLLP", "L.L.L.P."}, FormPartnership},
	{"", "US", "en", "General Partnership", []string{"GP", "General Partnership", "Partnership"}, FormPartnership},
	{"", "US", "en", "Sole Proprietorship", []string{"Sole Proprietorship", "Sole Proprietor"}, FormSoleTrader},
	// Canada (federal forms; the provinces have their own codes).
	{"UDLA", "CA", "en", "Business corporation", []string{"Ltd.", "Inc.", "Corp.", "Limited", "Incorporated", "Corporation"}, FormCompany},
	{"UDLA", "CA", "fr", "Société par actions", []string{"Ltée", "Limitée", "Incorporée", "S.A.R.F."}, FormCompany},
	{"MGE0", "CA", "en", "Cooperative", []string{"Co-op", "Coop"}, FormCooperative},
	{"", "CA", "en", "Unlimited liability corporation", []string{"ULC", "Unlimited Liability Corporation"}, FormCompany},
	// Australia, New Zealand, Singapore, Hong Kong, India, Malaysia.
	{"TXVC", "AU", "en", "Limited Proprietary Company", []string{"Pty Ltd", "Pty Limited", "Proprietary Limited", "Proprietary Ltd"}, FormCompany},
	{"R4KK", "AU", "en", "Public Company limited by shares", []string{"Ltd", "Limited"}, FormPublicCompany},
	{"PQHL", "AU", "en", "No Liability Company", []string{"NL", "No Liability"}, FormPublicCompany},
	{"J4JC", "AU", "en", "Limited Partnership", []string{"LP", "ILP"}, FormPartnership},
	{"BC38", "AU", "en", "Incorporated association", []string{"Inc", "Incorporated"}, FormFoundation},
	{"6W6X", "AU", "en", "Co-operative", []string{"Co-operative Limited", "Co-op Ltd", "Co-operative"}, FormCooperative},
	{"P2R9", "NZ", "en", "Limited Liability Company", []string{"Ltd", "Limited"}, FormCompany},
	{"4LEA", "NZ", "en", "Unlimited Liability Company", []string{"Unltd", "Unlimited"}, FormCompany},
	{"F7KI", "NZ", "en", "Limited Partnership", []string{"LP", "L.P.", "Limited Partnership"}, FormPartnership},
	{"LWXI", "SG", "en", "Company (Local)", []string{"Pte Ltd", "Private Limited", "Ltd", "Limited"}, FormCompany},
	{"5SGV", "SG", "en", "Limited Liability Partnership", []string{"LLP"}, FormPartnership},
	{"17FJ", "SG", "en", "Limited Partnership", []string{"LP"}, FormPartnership},
	{"254M", "HK", "en", "Private company limited by shares", []string{"Ltd", "Limited"}, FormCompany},
	{"254M", "HK", "zh", "私人股份有限公司", []string{"有限公司"}, FormCompany},
	{"EPG7", "HK", "en", "Public company limited by shares", []string{"Ltd", "Limited"}, FormPublicCompany},
	{"XPE5", "HK", "en", "Limited partnership", []string{"LP"}, FormPartnership},
	{"YSP9", "IN", "en", "Private Limited Company", []string{"Pvt Ltd", "Private Limited"}, FormCompany},
	{"DDKQ", "IN", "en", "Public Limited Company", []string{"Ltd", "Limited"}, FormPublicCompany},
	{"I47Z", "IN", "en", "One Person Company", []string{"OPC", "(OPC) Pvt Ltd", "OPC Private Limited"}, FormCompany},
	{"U5S6", "IN", "en", "Limited Liability Partnership", []string{"LLP"}, FormPartnership},
	{"XEOV", "MY", "ms", "Sendirian Berhad", []string{"Sdn Bhd", "Sendirian Berhad"}, FormCompany},
	{"7OYN", "MY", "ms", "Berhad", []string{"Bhd", "Berhad"}, FormPublicCompany},
	// Germany.
	{"2HBR", "DE", "de", "Gesellschaft mit beschränkter Haftung", []string{"GmbH", "Gesellschaft mit beschränkter Haftung", "mbH"}, FormCompany},
	{"SCE1", "DE", "de", "Gemeinnützige Gesellschaft mit beschränkter Haftung", []string{"gGmbH"}, FormFoundation},
	{"63KS", "DE", "de", "Unternehmergesellschaft", []string{"UG (haftungsbeschränkt)", "UG"}, FormCompany},
	{"6QQB", "DE", "de", "Aktiengesellschaft", []string{"AG", "Aktiengesellschaft"}, FormPublicCompany},
	{"SGST", "DE", "de", "Europäische Aktiengesellschaft", []string{"SE"}, FormPublicCompany},
	{"8Z6G", "DE", "de", "Kommanditgesellschaft", []string{"KG", "GmbH & Co. KG", "UG (haftungsbeschränkt) & Co. KG", "AG & Co. KG", "Kommanditgesellschaft"}, FormPartnership},
	{"40DB", "DE", "de", "Offene Handelsgesellschaft", []string{"OHG", "GmbH & Co. OHG", "Offene Handelsgesellschaft"}, FormPartnership},
	{"T0YJ", "DE", "de", "Kommanditgesellschaft auf Aktien", []string{"KGaA", "GmbH & Co. KGaA", "AG & Co. KGaA"}, FormPublicCompany},
	{"FR3V", "DE", "de", "Gesellschaft bürgerlichen Rechts", []string{"GbR", "eGbR"}, FormPartnership},
	{"8CM0", "DE", "de", "Partnerschaftsgesellschaft", []string{"PartG", "Partnerschaft"}, FormPartnership},
	{"2YZO", "DE", "de", "Partnerschaftsgesellschaft mit beschränkter Berufshaftung", []string{"PartG mbB"}, FormPartnership},
	{"OL20", "DE", "de", "Einzelunternehmen, eingetragener Kaufmann, eingetragene Kauffrau", []string{"e.K.", "e.Kfm.", "e.Kfr."}, FormSoleTrader},
	{"AZFE", "DE", "de", "Eingetragene Genossenschaft", []string{"eG", "e.G."}, FormCooperative},
	{"QZ3L", "DE", "de", "Eingetragener Verein", []string{"e.V.", "eingetragener Verein"}, FormFoundation},
	{"V2YH", "DE", "de", "Stiftung des privaten Rechts", []string{"Stiftung"}, FormFoundation},
	{"13AV", "DE", "de", "Versicherungsverein auf Gegenseitigkeit", []string{"VVaG"}, FormCooperative},
	// France.
	{"V9QP", "FR", "fr", "Société à responsabilité limitée", []string{"SARL", "S.A.R.L.", "EURL", "E.U.R.L."}, FormCompany},
	{"6CHY", "FR", "fr", "Société par actions simplifiée", []string{"SAS", "S.A.S.", "SASU", "S.A.S.U."}, FormCompany},
	{"QVPB", "FR", "fr", "Société anonyme", []string{"SA", "S.A."}, FormPublicCompany},
	{"TPNT", "FR", "fr", "Société européenne", []string{"SE"}, FormPublicCompany},
	{"H1U2", "FR", "fr", "Société en nom collectif", []string{"SNC", "S.N.C."}, FormPartnership},
	{"VD7Z", "FR", "fr", "Société en commandite simple", []string{"SCS", "S.C.S."}, FormPartnership},
	{"DEG4", "FR", "fr", "Société en commandite par actions", []string{"SCA", "S.C.A."}, FormPublicCompany},
	{"FY0F", "FR", "fr", "Société civile immobilière", []string{"SCI", "S.C.I."}, FormPartnership},
	{"J9OZ", "FR", "fr", "Société d'exercice libéral à responsabilité limitée", []string{"SELARL"}, FormCompany},
	{"3FCU", "FR", "fr", "Société d'exercice libéral par action simplifiée", []string{"SELAS"}, FormCompany},
	{"ZY9X", "FR", "fr", "Entrepreneur individuel", []string{"EI", "E.I."}, FormSoleTrader},
	{"BEWI", "FR", "fr", "Association déclarée", []string{"Association loi 1901", "Association"}, FormFoundation},
	{"9T5S", "FR", "fr", "Fondation", []string{"Fondation"}, FormFoundation},
	{"R0B6", "FR", "fr", "Groupement d'intérêt économique", []string{"GIE", "G.I.E."}, FormPartnership},
	// Italy.
	{"OV32", "IT", "it", "Società a responsabilità limitata", []string{"Srl", "S.r.l."}, FormCompany},
	{"8GU1", "IT", "it", "Società a responsabilità limitata semplificata", []string{"Srls", "S.r.l.s.", "S.r.l. semplificata"}, FormCompany},
	{"B5TO", "IT", "it", "Società a responsabilità limitata con unico socio", []string{"S.r.l. unipersonale", "Srl unipersonale"}, FormCompany},
	{"P418", "IT", "it", "Società per azioni", []string{"SpA", "S.p.A."}, FormPublicCompany},
	{"DLS4", "IT", "it", "Società in accomandita per azioni", []string{"Sapa", "S.a.p.a."}, FormPublicCompany},
	{"T2X1", "IT", "it", "Società in nome collettivo", []string{"Snc", "S.n.c."}, FormPartnership},
	{"CGSO", "IT", "it", "Società in accomandita semplice", []string{"Sas", "S.a.s."}, FormPartnership},
	{"2XXH", "IT", "it", "Società semplice", []string{"Ss", "S.s."}, FormPartnership},
	{"QRZJ", "IT", "it", "Società cooperativa", []string{"Soc. coop.", "S.C.", "Società cooperativa", "Scarl", "S.c.a r.l."}, FormCooperative},
	{"LHBB", "IT", "it", "Impresa individuale", []string{"Ditta individuale", "Impresa individuale"}, FormSoleTrader},
	{"75WC", "IT", "it", "Fondazione", []string{"Fondazione"}, FormFoundation},
	{"1TON", "IT", "it", "Associazione", []string{"Associazione"}, FormFoundation},
	// Spain.
	{"DP3Q", "ES", "es", "Sociedad de Responsabilidad Limitada", []string{"SL", "S.L.", "SRL", "S.R.L.", "Sociedad Limitada"}, FormCompany},
	{"R6UT", "ES", "es", "Sociedad Limitada Unipersonal", []string{"SLU", "S.L.U.", "Sociedad Limitada Unipersonal"}, FormCompany},
	{"956I", "ES", "es", "Sociedad Limitada de nueva empresa", []string{"SLNE", "S.L.N.E."}, FormCompany},
	{"1G29", "ES", "es", "Sociedad Limitada Laboral", []string{"SLL", "S.L.L."}, FormCompany},
	{"JB2M", "ES", "es", "Sociedad Limitada Profesional", []string{"SLP", "S.L.P."}, FormCompany},
	{"5RDO", "ES", "es", "Sociedad Anónima", []string{"SA", "S.A.", "SAU", "S.A.U."}, FormPublicCompany},
	{"R2L8", "ES", "es", "Sociedad Anónima Laboral", []string{"SAL", "S.A.L."}, FormPublicCompany},
	{"S6X7", "ES", "es", "Sociedad Colectiva", []string{"SC", "S.C.", "SRC", "S.R.C."}, FormPartnership},
	{"TDD5", "ES", "es", "Sociedad Comanditaria Simple", []string{"S. en C.", "S.Com."}, FormPartnership},
	{"1QU8", "ES", "es", "Sociedad Cooperativa", []string{"S.Coop.", "Sdad. Coop."}, FormCooperative},
	{"MDOL", "ES", "es", "Fundación", []string{"Fundación"}, FormFoundation},
	{"A0J6", "ES", "es", "Asociación", []string{"Asociación"}, FormFoundation},
	{"1SL4", "ES", "es", "Empresario Individual", []string{"Autónomo"}, FormSoleTrader},
	// Portugal.
	{"USOG", "PT", "pt", "Sociedade por Quotas", []string{"Lda", "Limitada", "L.da"}, FormCompany},
	{"VF4C", "PT", "pt", "Sociedade Unipessoal por Quotas", []string{"Unipessoal Lda"}, FormCompany},
	{"DFE5", "PT", "pt", "Sociedade Anónima", []string{"SA", "S.A."}, FormPublicCompany},
	{"N66B", "PT", "pt", "Sociedade em Nome Coletivo", []string{"SNC"}, FormPartnership},
	{"OXUC", "PT", "pt", "Sociedade em Comandita", []string{"S. em C."}, FormPartnership},
	{"1HGD", "PT", "pt", "Cooperativa", []string{"CRL", "C.R.L."}, FormCooperative},
	{"Z0NE", "PT", "pt", "Fundação", []string{"Fundação"}, FormFoundation},
	{"ALPT", "PT", "pt", "Associação", []string{"Associação"}, FormFoundation},
	{"VALH", "PT", "pt", "Empresário em Nome Individual", []string{"ENI"}, FormSoleTrader},
	// Netherlands.
	{"54M6", "NL", "nl", "Besloten vennootschap met beperkte aansprakelijkheid", []string{"BV", "B.V."}, FormCompany},
	{"B5PM", "NL", "nl", "Naamloze vennootschap", []string{"NV", "N.V."}, FormPublicCompany},
	{"62Y3", "NL", "nl", "Vennootschap onder firma", []string{"VOF", "V.O.F."}, FormPartnership},
	{"CODH", "NL", "nl", "Commanditaire vennootschap", []string{"CV", "C.V."}, FormPartnership},
	{"9AAK", "NL", "nl", "Maatschap", []string{"Maatschap"}, FormPartnership},
	{"NFFH", "NL", "nl", "Coöperatie", []string{"Coöperatie", "Coöp", "U.A.", "B.A.", "W.A."}, FormCooperative},
	{"V44D", "NL", "nl", "Stichting", []string{"Stichting"}, FormFoundation},
	{"33MN", "NL", "nl", "Vereniging met volledige rechtsbevoegdheid", []string{"Vereniging"}, FormFoundation},
	{"4QXM", "NL", "nl", "Eenmanszaak", []string{"Eenmanszaak"}, FormSoleTrader},
	// Belgium.
	{"3W7E", "BE", "nl", "Besloten Vennootschap", []string{"BV", "B.V."}, FormCompany},
	{"3W7E", "BE", "fr", "Société à responsabilité limitée", []string{"SRL", "S.R.L."}, FormCompany},
	{"N5NT", "BE", "nl", "Besloten vennootschap met beperkte aansprakelijkheid", []string{"BVBA", "B.V.B.A."}, FormCompany},
	{"N5NT", "BE", "fr", "Société privée à responsabilité limitée", []string{"SPRL", "S.P.R.L."}, FormCompany},
	{"R85P", "BE", "nl", "Naamloze vennootschap", []string{"NV", "N.V."}, FormPublicCompany},
	{"R85P", "BE", "fr", "Société anonyme", []string{"SA", "S.A."}, FormPublicCompany},
	{"28FE", "BE", "nl", "Coöperatieve vennootschap", []string{"CV", "C.V."}, FormCooperative},
	{"28FE", "BE", "fr", "Société coopérative", []string{"SC", "S.C."}, FormCooperative},
	{"UW1Y", "BE", "nl", "Vennootschap onder firma", []string{"VOF", "V.O.F."}, FormPartnership},
	{"UW1Y", "BE", "fr", "Société en nom collectif", []string{"SNC"}, FormPartnership},
	{"MQH3", "BE", "nl", "Commanditaire vennootschap", []string{"CommV", "Comm.V"}, FormPartnership},
	{"MQH3", "BE", "fr", "Société en commandite", []string{"SComm"}, FormPartnership},
	{"W3WH", "BE", "nl", "Vereniging zonder winstoogmerk", []string{"VZW", "v.z.w."}, FormFoundation},
	{"W3WH", "BE", "fr", "Association sans but lucratif", []string{"ASBL", "A.S.B.L."}, FormFoundation},
	// Luxembourg.
	{"DVXS", "LU", "fr", "Société à responsabilité limitée", []string{"SARL", "S.à r.l."}, FormCompany},
	{"EUT4", "LU", "fr", "Société à responsabilité limitée simplifiée", []string{"SARL-S", "S.à r.l.-S"}, FormCompany},
	{"5GGB", "LU", "fr", "Société anonyme", []string{"SA", "S.A."}, FormPublicCompany},
	{"HHR4", "LU", "fr", "Société par actions simplifiée", []string{"SAS", "S.A.S."}, FormCompany},
	{"81G5", "LU", "fr", "Société en commandite par actions", []string{"SCA", "SECA"}, FormPublicCompany},
	{"63P9", "LU", "fr", "Société en commandite simple", []string{"SCS", "SECS"}, FormPartnership},
	{"U8KA", "LU", "fr", "Société en commandite spéciale", []string{"SCSp", "SECSP"}, FormPartnership},
	{"ATQY", "LU", "fr", "Société en nom collectif", []string{"SNC", "SENC"}, FormPartnership},
	{"V5OS", "LU", "fr", "Société coopérative", []string{"SC", "Scoop"}, FormCooperative},
	{"2JEI", "LU", "fr", "Association sans but lucratif", []string{"ASBL", "a.s.b.l."}, FormFoundation},
	{"2IGL", "LU", "fr", "Entreprise individuelle", []string{"EI"}, FormSoleTrader},
	// Austria.
	{"AXSB", "AT", "de", "Gesellschaft mit beschränkter Haftung", []string{"GmbH", "Ges.m.b.H.", "Gesellschaft m.b.H."}, FormCompany},
	{"EQOV", "AT", "de", "Aktiengesellschaft", []string{"AG"}, FormPublicCompany},
	{"ONF1", "AT", "de", "Kommanditgesellschaft", []string{"KG", "GmbH & Co KG"}, FormPartnership},
	{"JTAV", "AT", "de", "Offene Gesellschaft", []string{"OG"}, FormPartnership},
	{"UI81", "AT", "de", "Gesellschaft des bürgerlichen Rechts", []string{"GesbR", "GesnbR"}, FormPartnership},
	{"8XDW", "AT", "de", "Genossenschaft", []string{"eGen", "reg. Gen.m.b.H."}, FormCooperative},
	{"5WWO", "AT", "de", "Privatstiftung", []string{"Privatstiftung"}, FormFoundation},
	{"DX6Z", "AT", "de", "Verein", []string{"Verein"}, FormFoundation},
	{"ECWU", "AT", "de", "Einzelunternehmer", []string{"e.U."}, FormSoleTrader},
	// Switzerland.
	{"MVII", "CH", "de", "Aktiengesellschaft", []string{"AG"}, FormPublicCompany},
	{"MVII", "CH", "fr", "Société anonyme", []string{"SA"}, FormPublicCompany},
	{"MVII", "CH", "it", "Società anonima", []string{"SA"}, FormPublicCompany},
	{"3EKS", "CH", "de", "Gesellschaft mit beschränkter Haftung", []string{"GmbH"}, FormCompany},
	{"3EKS", "CH", "fr", "Société à responsabilité limitée", []string{"Sàrl"}, FormCompany},
	{"3EKS", "CH", "it", "Società a garanzia limitata", []string{"Sagl"}, FormCompany},
	{"MRSY", "CH", "de", "Kollektivgesellschaft", []string{"Kollektivgesellschaft"}, FormPartnership},
	{"CQMY", "CH", "de", "Kommanditgesellschaft", []string{"Kommanditgesellschaft"}, FormPartnership},
	{"QSI2", "CH", "de", "Genossenschaft", []string{"Genossenschaft"}, FormCooperative},
	{"QSI2", "CH", "fr", "Société coopérative", []string{"Société coopérative"}, FormCooperative},
	{"2JZ4", "CH", "de", "Stiftung", []string{"Stiftung"}, FormFoundation},
	{"2JZ4", "CH", "fr", "Fondation", []string{"Fondation"}, FormFoundation},
	{"H781", "CH", "de", "Verein", []string{"Verein"}, FormFoundation},
	{"AZA0", "CH", "de", "Einzelunternehmen", []string{"Einzelfirma"}, FormSoleTrader},
	// Sweden.
	{"XJHM", "SE", "sv", "Aktiebolag", []string{"AB", "Aktiebolag", "(publ)", "AB (publ)"}, FormCompany},
	{"BEAY", "SE", "sv", "Handelsbolag", []string{"HB", "Handelsbolag"}, FormPartnership},
	{"CX05", "SE", "sv", "Kommanditbolag", []string{"KB", "Kommanditbolag"}, FormPartnership},
	{"C61P", "SE", "sv", "Ekonomisk förening", []string{"Ek. för.", "Ekonomisk förening"}, FormCooperative},
	{"E9BI", "SE", "sv", "Stiftelse", []string{"Stiftelse", "Stiftelsen"}, FormFoundation},
	{"1TN0", "SE", "sv", "Ideell förening", []string{"Ideell förening"}, FormFoundation},
	{"SSOM", "SE", "sv", "Bostadsrättsförening", []string{"BRF", "Bostadsrättsförening"}, FormCooperative},
	// Denmark.
	{"ZRPO", "DK", "da", "Aktieselskab", []string{"A/S", "AS"}, FormPublicCompany},
	{"H8VP", "DK", "da", "Anpartsselskab", []string{"ApS"}, FormCompany},
	{"5QS7", "DK", "da", "Iværksætterselskab", []string{"IVS"}, FormCompany},
	{"7WRN", "DK", "da", "Interessentskab", []string{"I/S"}, FormPartnership},
	{"NUL8", "DK", "da", "Kommanditselskab", []string{"K/S"}, FormPartnership},
	{"9KSX", "DK", "da", "Partnerselskab", []string{"P/S"}, FormPartnership},
	{"PZ6Y", "DK", "da", "Andelsselskab med begrænset ansvar", []string{"A.m.b.a.", "AMBA"}, FormCooperative},
	{"GULL", "DK", "da", "Selskab med begrænset ansvar", []string{"S.m.b.a.", "SMBA"}, FormCompany},
	{"PIOI", "DK", "da", "Erhvervsdrivende fond", []string{"Fond"}, FormFoundation},
	{"FUKI", "DK", "da", "Enkeltmandsvirksomhed", []string{"Enkeltmandsvirksomhed"}, FormSoleTrader},
	// Norway.
	{"YI42", "NO", "no", "Aksjeselskap", []string{"AS"}, FormCompany},
	{"IQGE", "NO", "no", "Allmennaksjeselskap", []string{"ASA"}, FormPublicCompany},
	{"326Y", "NO", "no", "Ansvarlig selskap", []string{"ANS"}, FormPartnership},
	{"CF5L", "NO", "no", "Ansvarlig selskap, delt ansvar", []string{"DA"}, FormPartnership},
	{"M9IQ", "NO", "no", "Kommandittselskap", []string{"KS"}, FormPartnership},
	{"K5P8", "NO", "no", "Samvirkeforetak", []string{"SA"}, FormCooperative},
	{"3C7U", "NO", "no", "Stiftelse", []string{"Stiftelse", "Stiftelsen"}, FormFoundation},
	{"EXD7", "NO", "no", "Enkeltpersonforetak", []string{"ENK"}, FormSoleTrader},
	// Finland.
	{"DKUW", "FI", "fi", "Osakeyhtiö", []string{"Oy", "Osakeyhtiö"}, FormCompany},
	{"DKUW", "FI", "sv", "Aktiebolag", []string{"Ab"}, FormCompany},
	{"K6VE", "FI", "fi", "Julkinen osakeyhtiö", []string{"Oyj"}, FormPublicCompany},
	{"K6VE", "FI", "sv", "Publikt aktiebolag", []string{"Abp"}, FormPublicCompany},
	{"HEOB", "FI", "fi", "Kommandiittiyhtiö", []string{"Ky"}, FormPartnership},
	{"PPMX", "FI", "fi", "Avoin yhtiö", []string{"Ay", "Avoin yhtiö"}, FormPartnership},
	{"EE90", "FI", "fi", "Osuuskunta", []string{"Osk", "Osuuskunta"}, FormCooperative},
	{"YK5G", "FI", "fi", "Säätiö", []string{"sr", "Säätiö"}, FormFoundation},
	{"UXEW", "FI", "fi", "Aatteellinen yhdistys", []string{"ry", "r.y."}, FormFoundation},
	{"K09E", "FI", "fi", "Yksityinen elinkeinonharjoittaja", []string{"Tmi", "Toiminimi"}, FormSoleTrader},
	// Poland.
	{"O7XB", "PL", "pl", "Spółka z ograniczoną odpowiedzialnością", []string{"sp. z o.o.", "spółka z o.o."}, FormCompany},
	{"FJ0E", "PL", "pl", "Spółka akcyjna", []string{"S.A.", "SA", "Spółka Akcyjna"}, FormPublicCompany},
	{"B21W", "PL", "pl", "Prosta spółka akcyjna", []string{"P.S.A.", "PSA"}, FormCompany},
	{"BSJT", "PL", "pl", "Spółka komandytowa", []string{"sp.k."}, FormPartnership},
	{"OMX0", "PL", "pl", "Spółka komandytowo-akcyjna", []string{"S.K.A.", "SKA"}, FormPublicCompany},
	{"", "PL", "pl", "Spółka jawna", []string{"sp.j."}, FormPartnership},
	{"", "PL", "pl", "Spółka partnerska", []string{"sp.p."}, FormPartnership},
	{"YLZL", "PL", "pl", "Spółka cywilna", []string{"s.c."}, FormPartnership},
	{"8TOF", "PL", "pl", "Spółdzielnia", []string{"Spółdzielnia"}, FormCooperative},
	{"96XK", "PL", "pl", "Fundacja", []string{"Fundacja"}, FormFoundation},
	{"ZZKE", "PL", "pl", "Stowarzyszenie", []string{"Stowarzyszenie"}, FormFoundation},
	// Czech Republic.
	{"9HLU", "CZ", "cs", "Společnost s ručením omezeným", []string{"s.r.o.", "spol. s r.o.", "společnost s ručením omezeným"}, FormCompany},
	{"6CQN", "CZ", "cs", "Akciová společnost", []string{"a.s.", "akciová společnost"}, FormPublicCompany},
	{"5KU5", "CZ", "cs", "Veřejná obchodní společnost", []string{"v.o.s.", "veř. obch. spol."}, FormPartnership},
	{"CD28", "CZ", "cs", "Společnost komanditní", []string{"k.s.", "kom. spol."}, FormPartnership},
	{"9RVC", "CZ", "cs", "Družstvo", []string{"družstvo"}, FormCooperative},
	{"3G3D", "CZ", "cs", "Nadace", []string{"nadace"}, FormFoundation},
	{"CATU", "CZ", "cs", "Spolek", []string{"z.s.", "spolek"}, FormFoundation},
	{"BL4B", "CZ", "cs", "Obecně prospěšná společnost", []string{"o.p.s."}, FormFoundation},
	// Cyprus and Malta.
	{"K9L6", "CY", "el", "Ιδιωτική Εταιρεία Περιορισμένης Ευθύνης με μετοχές", []string{"Λίμιτεδ", "Ltd", "Limited"}, FormCompany},
	{"BCF5", "CY", "el", "Δημόσια Εταιρεία Περιορισμένης Ευθύνης με μετοχές", []string{"Public Ltd", "Public Company Ltd", "PLC"}, FormPublicCompany},
	{"K9L6", "CY", "en", "Private Company Limited by Shares", []string{"Ltd", "Limited"}, FormCompany},
	{"BCF5", "CY", "en", "Public Company Limited by Shares", []string{"Public Ltd", "Public Company Ltd", "PLC"}, FormPublicCompany},
	{"V89C", "MT", "en", "Private Limited Liability Company", []string{"Ltd", "Limited"}, FormCompany},
	{"C061", "MT", "en", "Public Limited Liability Company", []string{"PLC", "p.l.c."}, FormPublicCompany},
	{"BVJ0", "MT", "en", "Partnership en commandite or limited partnership", []string{"LP", "L.P."}, FormPartnership},
	{"JOZN", "MT", "en", "Partnership en nom collectif", []string{"Partnership en nom collectif"}, FormPartnership},
	// Estonia, Latvia, Lithuania. The list's Lithuanian names are plural
	// ("Uždarosios akcinės bendrovės"); a document prints the singular.
	// Abbreviations that fold to a word or a name of their own are left
	// out: Estonian TÜ, KÜ and HÜ (a täisühing, korteriühistu and
	// hooneühistu; "tu", "ku", "hu"), Lithuanian IĮ ("ii", the suffix of
	// "John Smith II"). Names in these states often lead with the form
	// ("AS Tallink Grupp", "SIA Lattelecom", "UAB Maxima LT").
	{"JC0Y", "EE", "et", "Osaühing", []string{"OÜ"}, FormCompany},
	{"9LJA", "EE", "et", "Aktsiaselts", []string{"AS"}, FormPublicCompany},
	{"I1UP", "EE", "et", "Täisühing", []string{"täisühing"}, FormPartnership},
	{"LVEQ", "EE", "et", "Usaldusühing", []string{"UÜ"}, FormPartnership},
	{"VSEV", "EE", "et", "Tulundusühistu", []string{"TÜH"}, FormCooperative},
	{"PRTB", "EE", "et", "Mittetulundusühing", []string{"MTÜ"}, FormFoundation},
	{"1NKP", "EE", "et", "Sihtasutus", []string{"SA"}, FormFoundation},
	{"3UPJ", "EE", "et", "Füüsilisest isikust ettevõtja", []string{"FIE"}, FormSoleTrader},
	// Two-letter forms that are common tokens at a line's end ("PS", "KS",
	// "IK", "MB"; in Latin letters the Greek "A.E.", "O.E.", "E.E.") are
	// known by their names only: "300 MB" or OCR's "ee ee" is no company.
	{"ES2D", "LV", "lv", "Sabiedrība ar ierobežotu atbildību", []string{"SIA"}, FormCompany},
	{"VJBO", "LV", "lv", "Akciju sabiedrība", []string{"AS"}, FormPublicCompany},
	{"3LCY", "LV", "lv", "Pilnsabiedrība", []string{"pilnsabiedrība"}, FormPartnership},
	{"1IPK", "LV", "lv", "Komandītsabiedrība", []string{"komandītsabiedrība"}, FormPartnership},
	{"BS22", "LV", "lv", "Individuālais komersants", []string{"individuālais komersants"}, FormSoleTrader},
	{"BPLS", "LT", "lt", "Uždaroji akcinė bendrovė", []string{"UAB"}, FormCompany},
	{"81KA", "LT", "lt", "Akcinė bendrovė", []string{"AB"}, FormPublicCompany},
	{"SFYA", "LT", "lt", "Mažoji bendrija", []string{"mažoji bendrija"}, FormCompany},
	{"DLCX", "LT", "lt", "Tikroji ūkinė bendrija", []string{"TŪB"}, FormPartnership},
	{"LUOA", "LT", "lt", "Komanditinė ūkinė bendrija", []string{"KŪB"}, FormPartnership},
	{"LUGM", "LT", "lt", "Kooperatinė bendrovė", []string{"kooperatyvas"}, FormCooperative},
	{"KWBA", "LT", "lt", "Viešoji įstaiga", []string{"VšĮ"}, FormFoundation},
	{"F2ZF", "LT", "lt", "Asociacija", []string{"asociacija"}, FormFoundation},
	{"A338", "LT", "lt", "Individuali įmonė", []string{"individuali įmonė"}, FormSoleTrader},
	// Hungary.
	{"P9F2", "HU", "hu", "Korlátolt felelősségű társaság", []string{"Kft."}, FormCompany},
	{"BKUX", "HU", "hu", "Zártkörűen működő részvénytársaság", []string{"Zrt."}, FormCompany},
	{"8UEG", "HU", "hu", "Nyilvánosan működő részvénytársaság", []string{"Nyrt."}, FormPublicCompany},
	{"EO9F", "HU", "hu", "Részvénytársaság", []string{"Rt."}, FormPublicCompany},
	{"S3DA", "HU", "hu", "Betéti társaság", []string{"Bt."}, FormPartnership},
	{"J6MO", "HU", "hu", "Közkereseti társaság", []string{"Kkt."}, FormPartnership},
	{"HTJD", "HU", "hu", "Közhasznú társaság", []string{"Kht."}, FormFoundation},
	{"BJ8Q", "HU", "hu", "Egyéni vállalkozás", []string{"egyéni vállalkozó"}, FormSoleTrader},
	// Romania. Întreprindere individuală's II is left out ("John Smith II").
	{"XHN1", "RO", "ro", "Societate cu răspundere limitată", []string{"SRL", "S.R.L."}, FormCompany},
	{"ANDT", "RO", "ro", "Societate pe acțiuni", []string{"SA", "S.A."}, FormPublicCompany},
	{"F68H", "RO", "ro", "Societate în nume colectiv", []string{"SNC", "S.N.C."}, FormPartnership},
	{"V0FL", "RO", "ro", "Societate în comandită simplă", []string{"SCS", "S.C.S."}, FormPartnership},
	{"SWMK", "RO", "ro", "Societate în comandită pe acțiuni", []string{"SCA", "S.C.A."}, FormPublicCompany},
	{"7B9H", "RO", "ro", "Societate cooperativă", []string{"societate cooperativă"}, FormCooperative},
	{"FJQ8", "RO", "ro", "Persoană fizică autorizată", []string{"PFA", "P.F.A."}, FormSoleTrader},
	{"DUGD", "RO", "ro", "Întreprindere individuală", []string{"întreprindere individuală"}, FormSoleTrader},
	// Slovakia (Obchodný zákonník: s.r.o., a.s., v.o.s., k.s., j.s.a.).
	{"VSZS", "SK", "sk", "Spoločnosť s ručením obmedzeným", []string{"s.r.o.", "spol. s r.o."}, FormCompany},
	{"2EEG", "SK", "sk", "Akciová spoločnosť", []string{"a.s.", "akc. spol."}, FormPublicCompany},
	{"D18J", "SK", "sk", "Jednoduchá spoločnosť na akcie", []string{"j.s.a."}, FormCompany},
	{"5J5Y", "SK", "sk", "Verejná obchodná spoločnosť", []string{"v.o.s.", "ver. obch. spol."}, FormPartnership},
	{"KB52", "SK", "sk", "Komanditná spoločnosť", []string{"k.s.", "kom. spol."}, FormPartnership},
	{"I7AS", "SK", "sk", "Družstvo", []string{"družstvo"}, FormCooperative},
	{"U7QK", "SK", "sk", "Nadácia", []string{"nadácia"}, FormFoundation},
	// Slovenia (Zakon o gospodarskih družbah).
	{"KBKD", "SI", "sl", "Družba z omejeno odgovornostjo", []string{"d.o.o."}, FormCompany},
	{"1OR3", "SI", "sl", "Delniška družba", []string{"d.d."}, FormPublicCompany},
	{"SD81", "SI", "sl", "Družba z neomejeno odgovornostjo", []string{"d.n.o."}, FormPartnership},
	{"OPDJ", "SI", "sl", "Komanditna družba", []string{"k.d."}, FormPartnership},
	{"WZ78", "SI", "sl", "Komanditna delniška družba", []string{"k.d.d."}, FormPublicCompany},
	{"QW8S", "SI", "sl", "Samostojni podjetnik posameznik", []string{"s.p."}, FormSoleTrader},
	{"2CTG", "SI", "sl", "Zadruga", []string{"zadruga"}, FormCooperative},
	{"6MPY", "SI", "sl", "Ustanova", []string{"ustanova"}, FormFoundation},
	// Croatia (Zakon o trgovačkim društvima; the obrt, a craft under the
	// Zakon o obrtu, has no code in the list).
	{"OQWO", "HR", "hr", "Društvo s ograničenom odgovornošću", []string{"d.o.o.", "j.d.o.o."}, FormCompany},
	{"LUMA", "HR", "hr", "Dioničko društvo", []string{"d.d."}, FormPublicCompany},
	{"KP34", "HR", "hr", "Javno trgovačko društvo", []string{"j.t.d."}, FormPartnership},
	{"MF7P", "HR", "hr", "Komanditno društvo", []string{"k.d."}, FormPartnership},
	{"9D9U", "HR", "hr", "Trgovac pojedinac", []string{"t.p."}, FormSoleTrader},
	{"", "HR", "hr", "Obrt", []string{"obrt"}, FormSoleTrader},
	{"G5RH", "HR", "hr", "Zadruga", []string{"zadruga"}, FormCooperative},
	{"ZMY8", "HR", "hr", "Zaklada", []string{"zaklada"}, FormFoundation},
	{"274G", "HR", "hr", "Udruga", []string{"udruga"}, FormFoundation},
	// Bulgaria: the Cyrillic abbreviations and the list's Latin
	// transliterations (ЕТ's ET, КД's KD and СД's SD, which are words or
	// codes in Latin script, are left out).
	{"VJ3G", "BG", "bg", "Дружество с ограничена отговорност", []string{"ООД", "OOD"}, FormCompany},
	{"WVIN", "BG", "bg", "Еднолично дружество с ограничена отговорност", []string{"ЕООД", "EOOD"}, FormCompany},
	{"WTK4", "BG", "bg", "Акционерно дружество", []string{"АД", "AD"}, FormPublicCompany},
	{"EJ06", "BG", "bg", "Еднолично акционерно дружество", []string{"ЕАД", "EAD"}, FormPublicCompany},
	{"S94S", "BG", "bg", "Командитно дружество", []string{"КД"}, FormPartnership},
	{"HN63", "BG", "bg", "Командитно дружество с акции", []string{"КДА", "KDA"}, FormPublicCompany},
	{"FPP2", "BG", "bg", "Събирателно дружество", []string{"СД"}, FormPartnership},
	{"946C", "BG", "bg", "Едноличен търговец", []string{"ЕТ"}, FormSoleTrader},
	{"CTCH", "BG", "bg", "Кооперация", []string{"кооперация"}, FormCooperative},
	{"UFG8", "BG", "bg", "Фондация", []string{"фондация"}, FormFoundation},
	// Greece: the Greek abbreviations, their Latin transliterations
	// (the list gives EPE, IKE, OE, EE) and S.A., which Greek companies use
	// in Latin script for their Α.Ε.
	{"W2NK", "GR", "el", "Ανώνυμη Εταιρεία", []string{"Α.Ε.", "ΑΕ", "S.A."}, FormPublicCompany},
	{"H6OR", "GR", "el", "Εταιρεία Περιορισμένης Ευθύνης", []string{"Ε.Π.Ε.", "ΕΠΕ", "E.P.E.", "EPE"}, FormCompany},
	{"QCA0", "GR", "el", "Ιδιωτική Κεφαλαιουχική Εταιρεία", []string{"Ι.Κ.Ε.", "ΙΚΕ", "I.K.E.", "IKE"}, FormCompany},
	{"TIZ2", "GR", "el", "Ομόρρυθμη Εταιρεία", []string{"Ο.Ε.", "ΟΕ"}, FormPartnership},
	{"54AL", "GR", "el", "Ετερόρρυθμη Εταιρεία", []string{"Ε.Ε.", "ΕΕ"}, FormPartnership},
	{"J3VJ", "GR", "el", "Συνεταιρισμός", []string{"συνεταιρισμός"}, FormCooperative},
	// Iceland (the sameignarfélag and sjálfseignarstofnun have no code in
	// the list; Lög um sameignarfélög nr. 50/2007, lög nr. 33/1999).
	{"M8SS", "IS", "is", "Einkahlutafélag", []string{"ehf."}, FormCompany},
	{"E4KB", "IS", "is", "Hlutafélag", []string{"hf."}, FormPublicCompany},
	{"2OJP", "IS", "is", "Samlagshlutafélag", []string{"slhf."}, FormPartnership},
	{"8T79", "IS", "is", "Samlagsfélag", []string{"slf."}, FormPartnership},
	{"", "IS", "is", "Sameignarfélag", []string{"sf."}, FormPartnership},
	{"", "IS", "is", "Sjálfseignarstofnun", []string{"ses."}, FormFoundation},
	// Albania (Ligji nr. 9901/2008 "Për tregtarët dhe shoqëritë
	// tregtare"), Serbia (Zakon o privrednim društvima, "Sl. glasnik RS"
	// 36/2011), Brazil (Código Civil, Lei nº 10.406/2002 art. 1.052; Lei nº
	// 6.404/1976) and Turkey (Türk Ticaret Kanunu nº 6102): forms as the
	// laws name them; their ELF codes were not checked against the list,
	// so none is given.
	{"", "AL", "sq", "Shoqëri me përgjegjësi të kufizuar", []string{"sh.p.k.", "SHPK"}, FormCompany},
	{"", "AL", "sq", "Shoqëri aksionare", []string{"sh.a."}, FormPublicCompany},
	{"", "RS", "sr", "Društvo sa ograničenom odgovornošću", []string{"d.o.o.", "DOO"}, FormCompany},
	{"", "RS", "sr", "Akcionarsko društvo", []string{"a.d."}, FormPublicCompany},
	{"", "RS", "sr", "Ortačko društvo", []string{"o.d."}, FormPartnership},
	{"", "RS", "sr", "Komanditno društvo", []string{"k.d."}, FormPartnership},
	{"", "BR", "pt", "Sociedade Empresária Limitada", []string{"Ltda.", "Limitada"}, FormCompany},
	{"", "BR", "pt", "Sociedade Anônima", []string{"S.A.", "Sociedade Anônima"}, FormPublicCompany},
	{"", "TR", "tr", "Limited Şirket", []string{"Ltd. Şti.", "Limited Şirketi"}, FormCompany},
	{"", "TR", "tr", "Anonim Şirket", []string{"A.Ş.", "Anonim Şirketi"}, FormPublicCompany},
	// Liechtenstein (Personen- und Gesellschaftsrecht).
	{"7RRP", "LI", "de", "Aktiengesellschaft", []string{"AG"}, FormPublicCompany},
	{"Y8LH", "LI", "de", "Gesellschaft mit beschränkter Haftung", []string{"GmbH", "Ges.m.b.H."}, FormCompany},
	{"TMU1", "LI", "de", "Anstalt", []string{"Anstalt"}, FormCompany},
	{"BSZ8", "LI", "de", "Stiftung", []string{"Stiftung"}, FormFoundation},
	{"1DGT", "LI", "de", "Treuunternehmen", []string{"Trust reg.", "reg. Trust"}, FormCompany},
	{"ANSR", "LI", "de", "Kommanditgesellschaft", []string{"KG"}, FormPartnership},
	{"NDID", "LI", "de", "Kollektivgesellschaft", []string{"Kollektivgesellschaft"}, FormPartnership},
	{"IF49", "LI", "de", "Genossenschaft", []string{"eG", "e.Gen."}, FormCooperative},
	{"32HC", "LI", "de", "Verein", []string{"Verein"}, FormFoundation},
	{"EV7F", "LI", "de", "Einzelfirma", []string{"Einzelfirma"}, FormSoleTrader},
}

// formIndex lists every abbreviation and full name of legalForms, folded
// and with spaces removed, with the index of its form; longest first.
var formIndex = func() []formKey {
	var out []formKey
	for i, f := range legalForms {
		seen := map[string]bool{}
		for _, a := range append([]string{f.Name}, f.Abbreviations...) {
			k := Fold(a)
			if k == "" || seen[k] {
				continue
			}
			seen[k] = true
			out = append(out, formKey{words: strings.Fields(k), form: i})
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		return len(strings.Join(out[i].words, "")) > len(strings.Join(out[j].words, ""))
	})
	return out
}()

// formKey is a folded legal-form name split into words.
type formKey struct {
	words []string
	form  int
}

// formKeySet holds every legal form's name and abbreviations, folded, their
// word breaks removed: the keys of formIndex, once each.
var formKeySet = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, k := range formIndex {
		m[strings.Join(k.words, "")] = true
	}
	return m
})

// LegalFormKeys returns every legal form's name and abbreviations,
// folded, without spaces, once each, in no particular order.
func LegalFormKeys() []string {
	out := make([]string, 0, len(formKeySet()))
	for k := range formKeySet() {
		out = append(out, k)
	}
	return out
}

// IsLegalForm reports whether s is a legal form's name or abbreviation and
// nothing else, case, accents, periods and spaces aside ("sp.k.", "KG").
func IsLegalForm(s string) bool {
	k := strings.ReplaceAll(Fold(s), " ", "")
	return k != "" && formKeySet()[k]
}

// LegalForms returns every legal form in the table, by country.
func LegalForms() []LegalForm {
	out := make([]LegalForm, len(legalForms))
	for i, f := range legalForms {
		f.Abbreviations = append([]string(nil), f.Abbreviations...)
		out[i] = f
	}
	return out
}

// FindLegalForm returns the legal form that ends an organisation's name
// ("Acme Widgets Ltd", "Müller GmbH & Co. KG", "Foo S.A.", "Bar sp. z
// o.o."): the longest abbreviation or full name that matches the name's
// last words after Fold, periods and spaces inside it ignored ("S.A.",
// "S A" and "SA" match alike). Where several countries use the form, the
// first in the table wins: the table lists the larger jurisdictions first
// (GB, IE, US, CA, ..., DE, FR, IT, ES, PT, NL, BE, ...); see
// FindLegalForms for all.
func FindLegalForm(name string) (LegalForm, bool) {
	fs := FindLegalForms(name)
	if len(fs) == 0 {
		return LegalForm{}, false
	}
	return fs[0], true
}

// FindLegalForms returns every legal form whose abbreviation or name ends
// name with the longest match, in table order.
func FindLegalForms(name string) []LegalForm {
	words := strings.Fields(Fold(name))
	best := -1
	var out []LegalForm
	seen := map[int]bool{}
	for _, k := range formIndex {
		l := len(strings.Join(k.words, ""))
		if best >= 0 && l < best {
			break
		}
		if !endsWith(words, k.words) || seen[k.form] {
			continue
		}
		best = l
		seen[k.form] = true
		out = append(out, legalForms[k.form])
	}
	sort.SliceStable(out, func(i, j int) bool { return formPos(out[i]) < formPos(out[j]) })
	return out
}

// formPos is the index of f in legalForms.
func formPos(f LegalForm) int {
	for i, g := range legalForms {
		if g.Country == f.Country && g.Name == f.Name && g.Lang == f.Lang {
			return i
		}
	}
	return len(legalForms)
}

// endsWith reports whether the folded words of a name end with the
// letters of key, its word breaks ignored: a run of whole words of name
// whose letters joined equal key's joined.
func endsWith(words, key []string) bool {
	want := strings.Join(key, "")
	got := ""
	for i := len(words) - 1; i >= 0 && len(got) < len(want); i-- {
		got = words[i] + got
		if got == want {
			return true
		}
	}
	return false
}

// organisationWords are words that make a name an organisation's even
// without a legal form: banks, utilities, insurers, public bodies. They
// are the kind words of the names in the regulators' registers: the EBA
// Credit Institutions Register, the supplier lists of Ofgem, BNetzA, CRE,
// CNMC, ARERA, ACM and ERSE, EIOPA's register of insurance undertakings,
// and the municipal names of the national statistics offices.
var organisationWords = labelTable{"": {
	"en": {"Bank", "Credit Union", "Building Society", "Energy", "Electric", "Electricity", "Power", "Gas", "Water", "Telecom",
		"Mobile", "Broadband", "Insurance", "Council", "Utilities", "Investments", "Financial", "Securities", "Brokerage",
		"Trust", "Services", "Holdings", "Group", "University", "Hospital", "Authority", "Agency",
		// Public bodies that bill for water, sewer and refuse (US and
		// GB municipal utility bills).
		"City of", "Town of", "Village of", "County of", "Borough of", "Township of", "Municipality of", "Municipal", "Sewer", "Utility"},
	"de": {"Bank", "Sparkasse", "Volksbank", "Raiffeisenbank", "Energie", "Stadtwerke", "Wasser", "Versicherung", "Versicherungen",
		"Gruppe", "Holding", "Stadt", "Gemeinde", "Verwaltung"},
	"fr": {"Banque", "Crédit", "Énergie", "Eau", "Assurance", "Assurances", "Mutuelle", "Mairie", "Groupe", "Télécom"},
	"es": {"Banco", "Caja", "Energía", "Agua", "Aguas", "Seguros", "Ayuntamiento", "Grupo", "Telefónica"},
	"it": {"Banca", "Cassa", "Cassa Rurale", "Credito", "Energia", "Acqua", "Assicurazioni", "Comune", "Gruppo"},
	"nl": {"Bank", "Energie", "Verzekeringen", "Gemeente", "Waterbedrijf", "Groep"},
	"pt": {"Banco", "Caixa", "Energia", "Água", "Águas", "Seguros", "Câmara Municipal", "Grupo"},
}}

// OrganisationWords returns the words that make a name an organisation's
// (Bank, Stadtwerke, Assurances, Ayuntamiento), in every language.
func OrganisationWords() []Phrase {
	var out []Phrase
	for _, lang := range languagesOf(organisationWords[""]) {
		for _, t := range organisationWords[""][lang] {
			out = append(out, Phrase{Text: t, Lang: lang})
		}
	}
	return out
}

// IsOrganisationName reports whether name reads as an organisation's: a
// legal form ends it, or it holds one of the organisation words (Bank,
// Council, Stadtwerke, Ayuntamiento).
func IsOrganisationName(name string) bool {
	if _, ok := FindLegalForm(strings.TrimRight(strings.TrimSpace(name), " ,;")); ok {
		return true
	}
	if _, ok := LeadingLegalForm(name); ok {
		return true
	}
	return HasOrganisationWord(name)
}

// formFirstCountries are the countries whose company names put the legal
// form first ("SIA \"Baltic Trade\"", "UAB „Kuršių dujos“", "AS Tallink
// Grupp"), as their registers print them.
var formFirstCountries = map[string]bool{"EE": true, "LV": true, "LT": true}

// LeadingLegalForm returns the legal form name starts with, of a country
// whose names put it first, followed by at least one capitalised or quoted
// word.
func LeadingLegalForm(name string) (LegalForm, bool) {
	ws := strings.Fields(strings.TrimSpace(name))
	if len(ws) < 2 {
		return LegalForm{}, false
	}
	first := strings.TrimRight(ws[0], ",")
	if r := []rune(strings.TrimLeft(ws[1], "\"„“”«'")); len(r) == 0 || !unicode.IsUpper(r[0]) {
		return LegalForm{}, false
	}
	f, ok := leadingForms()[first]
	return f, ok
}

// leadingForms maps the abbreviations of formFirstCountries' legal forms,
// as printed, to their forms, the first in table order.
var leadingForms = sync.OnceValue(func() map[string]LegalForm {
	m := map[string]LegalForm{}
	for _, f := range legalForms {
		if !formFirstCountries[f.Country] {
			continue
		}
		for _, a := range f.Abbreviations {
			if _, taken := m[a]; !taken {
				m[a] = f
			}
		}
	}
	return m
})

// HasOrganisationWord reports whether name holds one of the organisation
// words (Bank, Council, Stadtwerke, Ayuntamiento).
func HasOrganisationWord(name string) bool {
	f := " " + Fold(name) + " "
	for _, w := range organisationWordsFolded() {
		if strings.Contains(f, " "+w+" ") {
			return true
		}
	}
	return false
}

var organisationWordsFolded = sync.OnceValue(func() []string {
	var out []string
	for _, p := range OrganisationWords() {
		out = append(out, Fold(p.Text))
	}
	return out
})

// LegalFormPattern returns a regular expression alternation of every legal
// form's abbreviations and names as printed, longest first, for finding
// "Acme Widgets Ltd" in running text. Two letters that also code a US
// state or Canadian province (AB, NV) are left out: after a town they are
// its address ("Calgary AB"), not a legal form.
func LegalFormPattern() string {
	var abbrevs []string
	seen := map[string]bool{}
	for _, lf := range legalForms {
		for _, a := range append([]string{lf.Name}, lf.Abbreviations...) {
			if len(a) < 2 || seen[a] {
				continue
			}
			if _, ok := usStates[a]; ok {
				continue
			}
			if _, ok := caProvinces[a]; ok {
				continue
			}
			seen[a] = true
			abbrevs = append(abbrevs, regexp.QuoteMeta(a))
		}
	}
	sort.Slice(abbrevs, func(i, j int) bool { return len(abbrevs[i]) > len(abbrevs[j]) })
	return strings.Join(abbrevs, "|")
}

// departmentWords end the name of a part of an organisation that letters
// print under the organisation's own name ("Council Tax Section",
// "Customer Services", "Abteilung Kundenservice"): the words of the
// letterheads of councils, utilities and banks, and the unit names of
// public administrations (UK Civil Service, German Geschäftsverteilungspläne,
// French organigrammes).
var departmentWords = labelTable{"": {
	"en": {"Section", "Department", "Dept", "Team", "Unit", "Division", "Customer Services", "Customer Service", "Customer Care", "Billing Office"},
	"de": {"Abteilung", "Kundenservice", "Kundenbetreuung", "Referat", "Sachgebiet"},
	"fr": {"Service client", "Service clients", "Service clientèle", "Direction"},
	"es": {"Departamento", "Atención al cliente", "Servicio de atención al cliente"},
	"it": {"Ufficio", "Servizio clienti"},
	"nl": {"Afdeling", "Klantenservice"},
	"pt": {"Departamento", "Apoio ao cliente"},
}}

var departmentWordsFolded = sync.OnceValue(func() []string {
	var out []string
	for _, lang := range languagesOf(departmentWords[""]) {
		for _, t := range departmentWords[""][lang] {
			out = append(out, Fold(t))
		}
	}
	return out
})

// IsDepartment reports whether name names a part of an organisation: it
// ends with one of the department words ("Council Tax Section",
// "Abteilung Kundenservice"). A name that starts with one names an
// organisation ("Department of the Treasury").
func IsDepartment(name string) bool {
	f := Fold(name)
	for _, w := range departmentWordsFolded() {
		if f == w || strings.HasSuffix(f, " "+w) {
			return true
		}
	}
	return false
}

// IsUnit reports whether line names a part of an organisation, by a
// department word at its end ("Council Tax Section", IsDepartment) or at
// its start ("Department of Public Utilities", "Ufficio Territoriale di
// Torino"): under an organisation's name, such a line is no line of its
// address.
func IsUnit(line string) bool {
	if IsDepartment(line) {
		return true
	}
	f := Fold(line)
	for _, w := range departmentWordsFolded() {
		if strings.HasPrefix(f, w+" ") {
			return true
		}
	}
	return false
}

// branchWords start the name of an organisation's local office, as banks
// and insurers head the branch's address on statements ("Agence de
// Nîmes", "Filiale Köln", "Sucursal de Sevilla", "Branch: Leeds").
var branchWords = labelTable{"": {
	"en": {"Branch", "Branch office"},
	"de": {"Filiale", "Geschäftsstelle", "Zweigstelle", "Niederlassung"},
	"fr": {"Agence", "Succursale"},
	"es": {"Sucursal", "Oficina"},
	"it": {"Agenzia", "Filiale"},
	"nl": {"Filiaal", "Kantoor", "Vestiging"},
	"pt": {"Agência", "Balcão", "Sucursal"},
}}

var branchWordsFolded = sync.OnceValue(func() map[string]bool {
	out := map[string]bool{}
	for _, lang := range languagesOf(branchWords[""]) {
		for _, t := range branchWords[""][lang] {
			out[Fold(t)] = true
		}
	}
	return out
})

// IsBranch reports whether name names a local office: a branch word, then
// up to four words of its place ("Agence de Nîmes", "Filiale Köln").
func IsBranch(name string) bool {
	ws := strings.Fields(Fold(name))
	if len(ws) < 2 || len(ws) > 5 {
		return false
	}
	return branchWordsFolded()[ws[0]] || len(ws) > 2 && branchWordsFolded()[ws[0]+" "+ws[1]]
}

// localTypeNames are the kinds of organisation registers of scripts other
// than Latin name, with their English names, as a certificate's title or
// running text states them. Thailand: the Civil and Commercial Code,
// Book I Title II (associations, s. 78; foundations, s. 110) and Book III
// Title XXII (ordinary and limited partnerships, s. 1025, s. 1077;
// limited companies, s. 1096), the Public Limited Companies Act B.E. 2535,
// and the Department of Business Development's English names of them.
var localTypeNames = map[string]string{
	Fold("สมาคม"):                      "association",
	Fold("มูลนิธิ"):                    "foundation",
	Fold("บริษัทจำกัด"):                "limited company",
	Fold("บริษัทมหาชนจำกัด"):           "public limited company",
	Fold("ห้างหุ้นส่วนจำกัด"):          "limited partnership",
	Fold("ห้างหุ้นส่วนสามัญนิติบุคคล"): "registered ordinary partnership",
	Fold("ห้างหุ้นส่วนสามัญ"):          "ordinary partnership",
}

// EnglishTypeName returns the English name of an organisation type printed
// in a language of localTypeNames ("สมาคม" is "association"), and false
// for any other.
func EnglishTypeName(s string) (string, bool) {
	n, ok := localTypeNames[Fold(s)]
	return n, ok
}
