package lexicon

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// schemeCases are, per scheme, valid numbers and invalid ones (a digit
// changed, a wrong length or form). The comment on each line says where
// the valid numbers come from: an official example, a published test
// number, or the example of the python-stdnum documentation
// (https://arthurdejong.org/python-stdnum/doc/), whose examples are real
// registrations or numbers checked against the official algorithm.
var schemeCases = []struct {
	id             string
	valid, invalid []string
}{
	{"at_vat", []string{"ATU13585627", "atu 135 856 27"}, []string{"ATU13585628", "ATU1358562", "AT13585627"}},                                            // VIES rules sample
	{"be_vat", []string{"BE0403019261", "BE403019261", "BE 0428.759.497"}, []string{"BE0403019262", "BE04030192611", "BE2403019261"}},                     // stdnum be.vat
	{"bg_vat", []string{"BG175074752", "BG 175 074 752"}, []string{"BG175074751", "BG17507475"}},                                                          // stdnum bg.vat
	{"cy_vat", []string{"CY10259033P", "CY-10259033P"}, []string{"CY10259033Z", "CY1025903P", "CY20259033P"}},                                             // stdnum cy.vat
	{"cz_vat", []string{"CZ25123891", "CZ7103192745", "CZ640903926"}, []string{"CZ25123890", "CZ2512389", "CZ7103192746"}},                                // stdnum cz.dic
	{"de_vat", []string{"DE136695976", "DE 136 695 976"}, []string{"DE136695977", "DE12345678", "DE036695976"}},                                           // VIES rules sample
	{"dk_vat", []string{"DK13585628", "DK 13 58 56 28"}, []string{"DK13585627", "DK1358562"}},                                                             // stdnum dk.cvr
	{"ee_vat", []string{"EE100594102", "EE100931558"}, []string{"EE100594103", "EE10059410"}},                                                             // stdnum ee.kmkr
	{"gr_vat", []string{"EL094259216", "EL094014201", "GR094259216"}, []string{"EL123456781", "EL09425921"}},                                              // stdnum gr.vat; the taxdoc test number
	{"es_vat", []string{"ESB58378431", "ES54362315K", "ESX5253868R", "ESM1234567L"}, []string{"ESB58378432", "ES54362315J", "ESX5253868"}},                // stdnum es.nif
	{"fi_vat", []string{"FI20774740"}, []string{"FI20774741", "FI2077474"}},                                                                               // stdnum fi.alv
	{"fr_vat", []string{"FR40303265045", "FR23334175221", "FRK7399859412", "FR4Z123456782"}, []string{"FR41303265045", "FR84323140391", "FRIO334175221"}}, // stdnum fr.tva
	{"hr_vat", []string{"HR33392005961"}, []string{"HR33392005962", "HR3339200596"}},                                                                      // stdnum hr.oib
	{"hu_vat", []string{"HU12892312", "HU-12892312"}, []string{"HU12892313", "HU1289231"}},                                                                // stdnum hu.anum
	{"ie_vat", []string{"IE6433435F", "IE8Z49289F", "IE3628739L", "IE6433435OA", "IE8D79739I"}, []string{"IE6433435G", "IE6433435E", "IE8?79739J"}},       // stdnum ie.vat; Revenue
	{"it_vat", []string{"IT00743110157"}, []string{"IT00743110158", "IT0074311015"}},                                                                      // stdnum it.iva
	{"lt_vat", []string{"LT119511515", "LT100001919017", "LT100004801610"}, []string{"LT100001919018", "LT119511525"}},                                    // stdnum lt.pvm
	{"lu_vat", []string{"LU15027442"}, []string{"LU15027443", "LU1502744"}},                                                                               // VIES rules sample
	{"lv_vat", []string{"LV40003521600", "LV16117519997"}, []string{"LV40003521601", "LV16137519997"}},                                                    // stdnum lv.pvn
	{"mt_vat", []string{"MT11679112", "MT 1167-9112"}, []string{"MT11679113", "MT01679112"}},                                                              // stdnum mt.vat
	{"nl_vat", []string{"NL004495445B01", "NL4495445B01", "NL002455799B11"}, []string{"NL004495446B01", "NL123456789B90", "NL004495445"}},                 // stdnum nl.btw
	{"pl_vat", []string{"PL8567346215"}, []string{"PL8567346216", "PL856734621"}},                                                                         // stdnum pl.nip
	{"pt_vat", []string{"PT501964843", "PT 501 964 843"}, []string{"PT501964842", "PT50196484"}},                                                          // stdnum pt.nif
	{"ro_vat", []string{"RO18547290", "RO 185 472 90"}, []string{"RO18547291", "RO018547290"}},                                                            // stdnum ro.cf
	{"se_vat", []string{"SE123456789701"}, []string{"SE123456789801", "SE123456789702"}},                                                                  // Skatteverket's format example with a Luhn-valid number
	{"si_vat", []string{"SI50223054", "SI 5022 3054"}, []string{"SI50223055", "SI05022305"}},                                                              // stdnum si.ddv
	{"sk_vat", []string{"SK2022749619"}, []string{"SK2022749618", "SK2012749619"}},                                                                        // stdnum sk.dph
	{"gb_vat", []string{"GB980780684", "GB 980 7806 84", "GBGD001", "GBHA599"}, []string{"GB980780685", "GB802311781", "GBGD599", "GBHA001"}},             // stdnum gb.vat; VIES format table (GD, HA)
	{"xi_vat", []string{"XI980780684"}, []string{"XI980780685"}},                                                                                          // HMRC: the GB number with XI
	{"ch_vat", []string{"CHE-107.787.577 IVA", "CHE107787577MWST"}, []string{"CHE-107.787.578 IVA", "CHE-107.787.577"}},                                   // stdnum ch.vat
	{"no_vat", []string{"NO995525828MVA", "NO 995 525 828 MVA"}, []string{"NO995525829MVA", "NO995525828"}},                                               // stdnum no.mva

	{"us_ein", []string{"91-1144442", "04-2103594", "12-3456789"}, []string{"07-1144442", "91-114444", "00-1234567"}},                                      // IRS prefixes; stdnum us.ein
	{"us_ssn", []string{"536-90-4399", "554-03-0876"}, []string{"666-12-3456", "000-12-3456", "123-00-4567", "123-45-0000", "078-05-1120", "900-12-3456"}}, // stdnum us.ssn; SSA rules
	{"us_itin", []string{"912-90-3456", "912-70-1234"}, []string{"912-93-4567", "123-45-6789", "912-69-3456"}},                                             // stdnum us.itin; IRS ranges
	{"gb_utr", []string{"1955839661", "3282497350", "19558 39661"}, []string{"2955839661", "195583966"}},                                                   // stdnum gb.utr; Sage's HMRC example
	{"gb_nino", []string{"AB123456C", "AB 12 34 56 C"}, []string{"QQ123456A", "BG123456C", "AO123456C", "AB123456E", "DA123456C"}},                         // HMRC NIM39110 (QQ is its example-only prefix)
	{"gb_crn", []string{"SC123456", "01234567", "OC301234"}, []string{"XX123456", "1234567"}},                                                              // Companies House formats
	{"de_steuernummer", []string{"181/815/08155", "201/123/12340", "4151081508156", "21/815/08150"}, []string{"136695978", "4151181508156"}},               // stdnum de.stnr; the taxdoc test number
	{"de_idnr", []string{"36 574 261 809", "12345678995"}, []string{"36574261890", "36554266806", "06574261809"}},                                          // stdnum de.idnr; kryptografie.de example
	{"de_handelsregister", []string{"HRB 12345", "HRA 123456", "VR 1234", "GnR 12"}, []string{"HRC 12345", "HRB"}},                                         // HRV register abbreviations
	{"fr_spi", []string{"3023217600053", "30 23 217 600 053"}, []string{"3023217600054", "9701987765432", "070198776543"}},                                 // stdnum fr.nif
	{"fr_siren", []string{"404833048", "404 833 048"}, []string{"404833047", "40483304"}},                                                                  // stdnum fr.siren
	{"fr_siret", []string{"73282932000074", "35600000000048", "35600000052135"}, []string{"73282932000079", "35600000052136"}},                             // INSEE example; La Poste's head office; the La Poste rule
	{"it_codice_fiscale", []string{"RSSMRA85T10A562S", "RCCMNL83S18D969H"}, []string{"RCCMNL83S18D969I", "RCCMNL83S18D969", "RSSMRA85T10A562T"}},           // the usual sample for "Mario Rossi" (it.wikipedia, Codice fiscale; the taxdoc test); stdnum it.codicefiscale
	{"it_partita_iva", []string{"00743110157"}, []string{"00743110158"}},                                                                                   // stdnum it.iva
	{"es_nif", []string{"B58378431", "54362315K", "X5253868R", "M1234567L", "B64717838"}, []string{"B64717839", "54362315Z"}},                              // stdnum es.nif
	{"es_dni", []string{"54362315-K"}, []string{"54362315Z", "54362315"}},                                                                                  // stdnum es.dni
	{"es_nie", []string{"X-2482300-W"}, []string{"X2482300A", "X2482300"}},                                                                                 // stdnum es.nie
	{"es_cif", []string{"J99216582", "B58378431"}, []string{"J99216583", "J992165831", "O1234567L"}},                                                       // stdnum es.cif
	{"nl_bsn", []string{"111222333", "1112.22.333"}, []string{"111252333", "1112223334", "000000000"}},                                                     // stdnum nl.bsn
	{"nl_rsin", []string{"004495445"}, []string{"004495446"}},                                                                                              // KLM's RSIN in its VAT number
	{"nl_kvk", []string{"69599084"}, []string{"6959908", "695990845"}},                                                                                     // eight digits, the KvK format
	{"ie_pps", []string{"6433435F", "6433435FT", "6433435FW", "6433435OA", "6433435IH"}, []string{"6433435E", "6433435VH"}},                                // stdnum ie.pps
	{"au_tfn", []string{"123 456 782"}, []string{"999999999", "12345678"}},                                                                                 // stdnum au.tfn
	{"au_abn", []string{"51 824 753 556", "83914571673"}, []string{"99999999999", "5182475355"}},                                                           // ABR's ABN format example
	{"au_acn", []string{"004 085 616", "010499966", "000 000 019"}, []string{"999999999", "00408561"}},                                                     // ASIC, ACN check-digit examples; stdnum au.acn
	{"ca_bn", []string{"12302 6635", "12302 6635 RC 0001"}, []string{"123456783", "12345678Z"}},                                                            // stdnum ca.bn
	{"ca_sin", []string{"123-456-782"}, []string{"999-999-999", "823456785", "12345678Z"}},                                                                 // stdnum ca.sin
	{"pt_nif", []string{"501964843"}, []string{"501964842"}},                                                                                               // stdnum pt.nif
	{"be_enterprise", []string{"0403.019.261", "0428759497", "403019261"}, []string{"0403019262", "2403019261"}},                                           // stdnum be.vat
	{"be_nn", []string{"85.07.30-033.28", "17073003384"}, []string{"12345678901", "85073003329"}},                                                          // stdnum be.nn
	{"pl_nip", []string{"856-734-62-15"}, []string{"8567346216"}},                                                                                          // stdnum pl.nip
	{"pl_regon", []string{"192598184", "123456785", "12345678512347"}, []string{"192598183", "12345678612342", "12345678512348"}},                          // stdnum pl.regon
	{"pl_pesel", []string{"44051401359", "02211307589"}, []string{"44051401358", "02381307589"}},                                                           // stdnum pl.pesel
	{"pl_krs", []string{"0000028860"}, []string{"000002886"}},                                                                                              // KRS number format
	{"cz_ico", []string{"25123891"}, []string{"25123890"}},                                                                                                 // stdnum cz.dic
	{"cz_rodne_cislo", []string{"710319/2745", "7103192745"}, []string{"7103192746", "7113192745"}},                                                        // stdnum cz.rc
	{"se_orgnr", []string{"556012-5790", "1234567897"}, []string{"1234567891", "5510125790"}},                                                              // AB Volvo; stdnum se.orgnr
	{"se_personnummer", []string{"811228-9874", "880320-0016", "19811228-9874"}, []string{"880320-0018", "811328-9874"}},                                   // en.wikipedia example (Personal identity number (Sweden)); stdnum se.personnummer
	{"dk_cvr", []string{"13585628"}, []string{"13585627"}},                                                                                                 // stdnum dk.cvr
	{"dk_cpr", []string{"211062-5629"}, []string{"511062-5629", "21106256"}},                                                                               // stdnum dk.cpr
	{"no_orgnr", []string{"995 525 828"}, []string{"995525829", "195525828"}},                                                                              // stdnum no.orgnr
	{"no_fodselsnummer", []string{"151086 95088"}, []string{"15108695077"}},                                                                                // stdnum no.fodselsnummer
	{"fi_ytunnus", []string{"2077474-0"}, []string{"2077474-1"}},                                                                                           // stdnum fi.ytunnus
	{"fi_hetu", []string{"131052-308T"}, []string{"131052-308U", "310252-308Y"}},                                                                           // stdnum fi.hetu
	{"ch_uid", []string{"CHE-100.155.212"}, []string{"CHE-100.155.213", "100155212"}},                                                                      // stdnum ch.uid
	{"ch_ahv", []string{"756.9217.0769.85"}, []string{"756.9217.0769.86", "757.9217.0769.85"}},                                                             // the example AHV number of the Swiss social insurance (ahv-iv.ch)
	{"at_firmenbuch", []string{"FN 150913 f"}, []string{"FN 150913", "FN 1509131 f"}},                                                                      // Firmenbuch number format
	{"lu_rcs", []string{"B 123456"}, []string{"B1234567", "Z123456"}},                                                                                      // LBR number format
	{"cy_registrar", []string{"HE 123456"}, []string{"HX 123456"}},                                                                                         // Registrar of Companies prefixes
	{"in_pan", []string{"AAAPL1234C"}, []string{"AAAXL1234C", "AAAPL123C"}},                                                                                // the PAN example of en.wikipedia (Permanent account number)
	{"in_gstin", []string{"27AAPFU0939F1ZV"}, []string{"27AAPFU0939F1ZW", "27AAPFU0939F1Z"}},                                                               // the sample GSTIN of en.wikipedia (Goods and Services Tax Identification Number)
	{"in_cin", []string{"L17110MH1973PLC019786"}, []string{"X17110MH1973PLC019786"}},                                                                       // MCA master data (Reliance Industries)
	{"kz_bin", []string{"971240001315", "240740900962"}, []string{"971240001316", "24074090096", "2407409009621"}},                                         // Kaspi Bank's published BIN; the AIFC certificate of the corpus
	{"nz_ird", []string{"4909185-0", "49-098-576"}, []string{"136410133", "9125568"}},                                                                      // Inland Revenue specification test numbers; stdnum nz.ird
	{"sg_uen", []string{"00192200M", "197401143C", "S16FC0121D", "T01FC6132D"}, []string{"123456"}},                                                        // stdnum sg.uen
	{"ee_registrikood", []string{"10238429", "14532901", "12345678"}, []string{"10238428", "20238429", "1023842"}},                                         // AS Tallink Grupp, Bolt Technology OÜ (e-äriregister); stdnum ee.registrikood
	{"ee_isikukood", []string{"36805280109", "37605030299"}, []string{"36805280108", "96805280109", "36813280104"}},                                        // stdnum ee.ik; a second code by the rule
	{"lv_regnr", []string{"40003521600", "40003032949"}, []string{"40003521601", "30003521600", "4000352160"}},                                             // stdnum lv.pvn; a second number by the rule
	{"lt_asmens_kodas", []string{"33309240064"}, []string{"33309240164", "73309240064", "33313240065"}},                                                    // stdnum lt.asmens
	{"hu_adoszam", []string{"10625790-4-44", "10773381-2-44", "12892312244"}, []string{"10625791-4-44", "10625790-6-44", "10625790-4-99"}},                 // MOL Nyrt., Magyar Telekom Nyrt. (e-cegjegyzek.hu); stdnum hu.anum
	{"ro_cui", []string{"18547290", "RO 185 472 90", "1590082"}, []string{"18547291", "08547290", "RO18547291"}},                                           // stdnum ro.cui
	{"ro_cnp", []string{"1630615123457", "1800101221144"}, []string{"1630615123458", "1631315123457", "0630615123457"}},                                    // stdnum ro.cnp
	{"hu_adoazonosito", []string{"8365670003"}, []string{"8365670004", "7365670003", "836567000"}},                                                         // the worked example of muzso.hu (born 13 February 1967)
	{"si_emso", []string{"0101006500006"}, []string{"0101006500007", "3201006500006", "010100650000"}},                                                     // stdnum si.emso
	{"sk_ico", []string{"31 322 832", "35763469", "00686930"}, []string{"31322833", "3132283"}},                                                            // Slovnaft, Slovak Telekom, Tatra banka (orsr.sk)
	{"sk_rodne_cislo", []string{"710319/2745"}, []string{"7103192746", "7113192745"}},                                                                      // stdnum sk.rc
	{"si_davcna", []string{"50223054", "15012557"}, []string{"50223055", "05022305"}},                                                                      // stdnum si.ddv
	{"hr_oib", []string{"33392005961", "94577403194"}, []string{"33392005962", "3339200596"}},                                                              // stdnum hr.oib
	{"bg_eik", []string{"175074752", "121759222", "1217592220019"}, []string{"175074751", "1217592220018", "1217592230019", "12175922200"}},                // stdnum bg.vat; a branch of 121759222 by the BULSTAT rule
	{"bg_egn", []string{"7523169263", "8032056031"}, []string{"7523169264", "7533169263"}},                                                                 // stdnum bg.egn
	{"gr_afm", []string{"094014201", "094259216"}, []string{"094014202", "09401420"}},                                                                      // stdnum gr.vat; the taxdoc test number
	{"is_kennitala", []string{"450401-3150", "120174-3399", "5206871229"}, []string{"450401-3151", "530575-0299", "320174-3399", "120174-3391"}},           // stdnum is_.kennitala; a company's code (day + 40) by the rule
	{"br_cnpj", []string{"11.222.333/0001-81", "00.000.000/0001-91", "33.000.167/0001-01", "60701190000104", "12.ABC.345/01DE-35"}, []string{"11.222.333/0001-82", "33.000.167/0001-10", "00.000.000/0000-00", "1122233300018", "12.ABC.345/01DE-53"}},       // a number by the rule; the CNPJs Banco do Brasil, Petrobras and Itaú Unibanco publish; the example of the Receita Federal's "CNPJ alfanumérico" announcement (IN RFB 2.229/2024)
	{"iban", []string{"GB82 WEST 1234 5698 7654 32", "DE89370400440532013000", "BE71 0961 2345 6769", "FR14 2004 1010 0505 0001 3M02 606"}, []string{"GB82WEST12345698765433", "DE8937040044053201300", "XX82WEST12345698765432", "GB82WEST1234569876543A"}}, // SWIFT IBAN Registry examples
	{"bic", []string{"DEUTDEFF", "NEDSZAJJXXX", "DEUTDEFF500", "deut de ff"}, []string{"DEUTXXFF", "DEUT1EFF", "DEUTDEFF50", "DEUTDE0F", "DEUTDEFO"}},                                                                                                        // ISO 9362 examples
}

func TestSchemeCases(t *testing.T) {
	tested := map[string]bool{}
	for _, tc := range schemeCases {
		s, ok := SchemeByID(tc.id)
		if !ok {
			t.Errorf("no scheme %s", tc.id)
			continue
		}
		tested[tc.id] = true
		for _, v := range tc.valid {
			if !s.Valid(v) {
				t.Errorf("%s.Valid(%q) = false (normalized %q)", tc.id, v, s.Normalize(v))
			}
		}
		for _, v := range tc.invalid {
			if s.Valid(v) {
				t.Errorf("%s.Valid(%q) = true", tc.id, v)
			}
		}
	}
	for _, s := range Schemes() {
		if !tested[s.ID] {
			t.Errorf("scheme %s has no test cases", s.ID)
		}
	}
}

func TestSchemesSane(t *testing.T) {
	ids := map[string]bool{}
	for _, s := range Schemes() {
		if ids[s.ID] {
			t.Errorf("scheme %s twice", s.ID)
		}
		ids[s.ID] = true
		if !regexp.MustCompile(`^[a-z]{2,4}(_[a-z0-9]+)*$`).MatchString(s.ID) {
			t.Errorf("bad scheme id %q", s.ID)
		}
		if s.Kind != SchemeIBAN && s.Kind != SchemeBIC && !isoCountries[s.Country] {
			t.Errorf("%s: bad country %q", s.ID, s.Country)
		}
		if s.Source == "" || len(s.Names) == 0 || s.Printed == nil || s.Example == "" {
			t.Errorf("%s: missing source, names, printed form or example", s.ID)
		}
		if !s.Valid(s.Example) {
			t.Errorf("%s: example %q is not valid", s.ID, s.Example)
		}
		if m := s.Printed.FindString("No. " + s.Example + " ,"); m == "" || !s.Valid(m) {
			t.Errorf("%s: Printed finds %q in a sentence around example %q", s.ID, m, s.Example)
		}
		if n := s.Normalize(s.Example); s.Normalize(n) != n {
			t.Errorf("%s: Normalize not idempotent on %q", s.ID, s.Example)
		}
	}
	// The VAT numbers of every EU member state, Northern Ireland, GB, CH, NO.
	for _, cc := range strings.Fields("at be bg cy cz de dk ee gr es fi fr hr hu ie it lt lu lv mt nl pl pt ro se si sk gb xi ch no") {
		if !ids[cc+"_vat"] {
			t.Errorf("no VAT scheme for %s", cc)
		}
	}
}

// TestOldValidVATCases: the accept and reject cases of
// extract/taxdoc/taxnumber_test.go, which the VAT table must decide the
// same way.
func TestOldValidVATCases(t *testing.T) {
	vat := func(s string) bool {
		for _, sc := range Schemes() {
			if sc.Kind == SchemeVAT && sc.Country != "IN" && sc.Valid(s) {
				return true
			}
		}
		return false
	}
	for _, s := range []string{
		"ATU13585627", "BE0403019261", "BE403019261", "DE136695976", "DK13585628",
		"ESB58378431", "ES54362315K", "ESX5253868R", "FI20774740", "FR40303265045",
		"GB980780684", "IE6433435F", "IE8Z49289F", "IE3628739L", "IT00743110157",
		"LU15027442", "NL004495445B01", "NL4495445B01", "PL8567346215", "PT501964843",
		"SE123456789701", "DE 136 695 976", "fr40303265045", "EL094014201",
	} {
		if !vat(s) {
			t.Errorf("VAT %q refused", s)
		}
	}
	for _, s := range []string{
		"", "DE", "ATU13585628", "BE0403019262", "DE136695977", "DK13585629",
		"ESB58378432", "ES54362315J", "FI20774741", "FR41303265045", "GB980780685",
		"IE6433435G", "IT00743110158", "LU15027443", "NL004495446B01", "PL8567346216",
		"PT501964844", "SE123456789801", "XX123456789", "DE12345678",
	} {
		if vat(s) {
			t.Errorf("VAT %q accepted", s)
		}
	}
}

// singleDigitSafe are the schemes whose check detects every change of one
// digit: Luhn, ISO 7064 MOD 11,10 and MOD 97-10, and weighted sums whose
// weights are prime to the modulus with an injective check (sums mod 11
// that refuse remainder 10, or map it apart).
var singleDigitSafe = []string{
	"at_vat", "be_vat", "cy_vat", "de_vat", "dk_vat", "ee_vat", "es_vat", "fi_vat", "hr_vat", "hu_vat", "it_vat", "lu_vat",
	"mt_vat", "pl_vat", "se_vat", "si_vat", "sk_vat", "ch_vat", "no_vat",
	"de_idnr", "fr_siren", "it_codice_fiscale", "it_partita_iva", "es_dni", "nl_bsn", "nl_rsin", "au_tfn", "au_abn",
	"ca_bn", "ca_sin", "be_enterprise", "pl_nip", "se_orgnr", "dk_cvr", "no_orgnr", "fi_ytunnus", "ch_uid", "iban",
	"lv_regnr", "si_davcna", "hr_oib",
}

func TestSingleDigitChange(t *testing.T) {
	for _, id := range singleDigitSafe {
		s, ok := SchemeByID(id)
		if !ok || !s.CheckDigit {
			t.Errorf("%s: no such check-digit scheme", id)
			continue
		}
		n := s.Normalize(s.Example)
		for i := range len(n) {
			if n[i] < '0' || n[i] > '9' {
				continue
			}
			for d := byte('0'); d <= '9'; d++ {
				if d == n[i] {
					continue
				}
				m := n[:i] + string(d) + n[i+1:]
				if s.Valid(m) {
					t.Errorf("%s: %q with digit %d changed, %q, is valid", id, n, i, m)
				}
			}
		}
	}
}

func TestIdentify(t *testing.T) {
	ids := func(token string) []string {
		var out []string
		for _, s := range Identify(token) {
			out = append(out, s.ID)
		}
		return out
	}
	for token, want := range map[string][]string{
		"DE136695976":            {"de_vat"},
		"CHE-107.787.577 MWST":   {"ch_vat"},
		"RSSMRA85T10A562S":       {"it_codice_fiscale"},
		"GB82WEST12345698765432": {"iban"},
		"X5253868R":              {"es_nie", "es_nif"},
	} {
		if diff := cmp.Diff(want, ids(token)); diff != "" {
			t.Errorf("Identify(%q) mismatch (-want +got):\n%s", token, diff)
		}
	}
	// Nine digits: check-digit schemes first.
	got := ids("123456782")
	if !slices.Contains(got, "au_tfn") || !slices.Contains(got, "ca_sin") || !slices.Contains(got, "us_ssn") {
		t.Errorf("Identify(123456782) = %v", got)
	}
	if len(Identify("hello")) != 0 || len(Identify("")) != 0 {
		t.Error("Identify found a scheme in words")
	}
}

func TestSchemesOf(t *testing.T) {
	var got []string
	for _, s := range SchemesOf("el") {
		got = append(got, s.ID)
	}
	if diff := cmp.Diff([]string{"gr_vat", "gr_afm"}, got); diff != "" {
		t.Errorf("SchemesOf(el) mismatch (-want +got):\n%s", diff)
	}
	if len(SchemesOf("GB")) != 5 || len(SchemesOf("zz")) != 0 {
		t.Errorf("SchemesOf(GB) = %d schemes, SchemesOf(zz) = %d", len(SchemesOf("GB")), len(SchemesOf("zz")))
	}
}

func TestValidIBANBIC(t *testing.T) {
	for cc, n := range map[string]int{"DE": 22, "GB": 22, "NO": 15, "MT": 31, "LC": 32, "RU": 33, "FR": 27} {
		if got, ok := IBANLength(cc); !ok || got != n {
			t.Errorf("IBANLength(%s) = %d, %v; want %d", cc, got, ok, n)
		}
	}
	for cc := range ibanRegistry {
		if !isoCountries[cc] {
			t.Errorf("IBAN country %s is not an ISO country", cc)
		}
		if f := ibanRegistry[cc]; len(bbanPatterns[cc].String())-2 < 4 || f.length < 15 || f.length > 34 {
			t.Errorf("IBAN %s: odd format %+v", cc, f)
		}
	}
	if !ValidIBAN("gb82-west-1234-5698-7654-32") || ValidIBAN("GB82 WEST 1234 5698 7654 3") {
		t.Error("ValidIBAN separators or length wrong")
	}
	if !ValidBIC("COBADEFFXXX") || ValidBIC("COBADEFFXX") {
		t.Error("ValidBIC wrong")
	}
}

func FuzzIdentify(f *testing.F) {
	for _, tc := range schemeCases {
		f.Add(tc.valid[0])
		if len(tc.invalid) > 0 {
			f.Add(tc.invalid[0])
		}
	}
	f.Fuzz(func(t *testing.T, token string) {
		for _, s := range Identify(token) {
			if !s.Valid(token) || !s.Valid(s.Normalize(token)) {
				t.Fatalf("Identify(%q) gave %s, which refuses it", token, s.ID)
			}
			if n := s.Normalize(token); s.Normalize(n) != n {
				t.Fatalf("%s.Normalize not idempotent on %q", s.ID, token)
			}
		}
	})
}

func TestCheckIdentifier(t *testing.T) {
	tests := []struct {
		value, country string
		kinds          []SchemeKind
		want           IDStatus
		scheme         string
	}{
		{"DE136695976", "", []SchemeKind{SchemeVAT, SchemeTIN}, IDValid, "de_vat"},
		{"DE 136 695 976", "", []SchemeKind{SchemeVAT, SchemeTIN}, IDValid, "de_vat"},
		{"DE136695977", "", []SchemeKind{SchemeVAT, SchemeTIN}, IDInvalid, "de_vat"},
		{"NL004495445B01", "", []SchemeKind{SchemeVAT}, IDValid, "nl_vat"},
		{"FR40303265045", "FR", []SchemeKind{SchemeVAT}, IDValid, "fr_vat"},
		{"91-1144442", "US", []SchemeKind{SchemeVAT, SchemeTIN}, IDUnchecked, "us_ein"},
		{"1955839661", "GB", []SchemeKind{SchemeVAT, SchemeTIN, SchemePersonalTax}, IDValid, "gb_utr"},
		{"hello", "", []SchemeKind{SchemeVAT}, IDUnchecked, ""},
	}
	for _, tc := range tests {
		s, got := CheckIdentifier(tc.value, tc.country, tc.kinds...)
		id := ""
		if s != nil {
			id = s.ID
		}
		if got != tc.want || id != tc.scheme {
			t.Errorf("CheckIdentifier(%q, %q) = %s %v, want %s %v", tc.value, tc.country, id, got, tc.scheme, tc.want)
		}
	}
}

func TestRepairIdentifier(t *testing.T) {
	tests := []struct {
		value, country string
		kinds          []SchemeKind
		want           string
		ok             bool
	}{
		{"210234614", "IE", []SchemeKind{SchemePersonalTax}, "2102346IA", true}, // I read as 1, A as 4
		{"6433435F", "IE", []SchemeKind{SchemePersonalTax}, "", false},          // valid as read
		{"643343SF", "IE", []SchemeKind{SchemePersonalTax}, "6433435F", true},   // 5 read as S
		{"59721538", "IE", []SchemeKind{SchemePersonalTax}, "5972153S", true},   // S read as 8
		{"81621951", "IE", []SchemeKind{SchemePersonalTax}, "8162195T", true},   // T read as 1
		{"DE1234567890", "DE", []SchemeKind{SchemeVAT}, "", false},              // no repair passes
		{"12345", "", []SchemeKind{SchemeTIN}, "", false},                       // no country
	}
	for _, tt := range tests {
		got, ok := RepairIdentifier(tt.value, tt.country, tt.kinds...)
		if got != tt.want || ok != tt.ok {
			t.Errorf("RepairIdentifier(%q, %q) = %q, %v; want %q, %v", tt.value, tt.country, got, ok, tt.want, tt.ok)
		}
	}
}
