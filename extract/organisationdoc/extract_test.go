package organisationdoc

import (
	"context"
	"errors"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/docextract/docextract/extract/doctype"
	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/reading"
)

// summary is what TestExtract compares: the scalar fields and the people.
type summary struct {
	Fields map[string]string
	People [][3]string
}

func summarise(f Fields) summary {
	s := summary{Fields: map[string]string{}}
	for k, v := range scalarFields(f) {
		if v != "" {
			s.Fields[k] = v
		}
	}
	for _, p := range f.SignificantPeople {
		s.People = append(s.People, [3]string{p.Name.Value, p.Role.Value, p.Address.Value})
	}
	return s
}

func TestExtract(t *testing.T) {
	tests := []struct {
		name, text string
		want       summary
	}{
		{"Companies House overview with officers",
			"Companies House\nCompany overview\nCompany name | ACME WIDGETS LTD\nCompany number | SC123456\nCompany status | Active\nCompany type | Private limited company\nIncorporated on | 3 May 2011\nRegistered office address | 1 High Street\n | Edinburgh EH1 1AA\n\nOfficers\nName | Role | Correspondence address\nSMITH, John | Director | 1 High Street\n | | Edinburgh EH1 1AA\nJane Roe | Secretary",
			summary{Fields: map[string]string{
				"organisation_name": "ACME WIDGETS LTD", "registration_number": "SC123456", "issuing_authority": "Companies House",
				"jurisdiction_of_incorporation": "GB", "incorporation_date": "2011-05-03", "registered_office_address": "1 High Street, Edinburgh EH1 1AA",
				"organisation_status": "Active", "organisation_type": "Private limited company"},
				People: [][3]string{{"John SMITH", "Director", "1 High Street, Edinburgh EH1 1AA"}, {"Jane Roe", "Secretary", ""}}}},
		{"Irish certificate",
			"Company number 123456\nCERTIFICATE OF INCORPORATION\nOF A PRIVATE LIMITED COMPANY\nI hereby certify that Kestrel & Hart Limited is this day incorporated under the\nCompanies Act 2014 and that the company is a private company limited by shares.\nGiven on 27 January 2019\nCompanies Registration Office",
			summary{Fields: map[string]string{
				"organisation_name": "Kestrel & Hart Limited", "registration_number": "123456", "issuing_authority": "Companies Registration Office",
				"jurisdiction_of_incorporation": "IE", "incorporation_date": "2019-01-27", "organisation_type": "PRIVATE LIMITED COMPANY"}}},
		{"Delaware certificate, month-first date",
			"File Number 5368689\nCERTIFICATE OF INCORPORATION\nSTATE OF DELAWARE\nI, Secretary of State of the State of Delaware, do hereby certify that the attached is a true and correct copy of the certificate of incorporation of \"Silvergate Logistics Corp.\", filed in this office.\nGiven on 02/03/2008\nDelaware Secretary of State, Division of Corporations",
			summary{Fields: map[string]string{
				"organisation_name": "Silvergate Logistics Corp.", "registration_number": "5368689", "organisation_type": "Corporation", "issuing_authority": "Delaware Secretary of State, Division of Corporations",
				"jurisdiction_of_incorporation": "US", "incorporation_date": "2008-02-03"}}},
		{"Wyoming good standing, the number labelled in the sentence",
			"STATE OF WYOMING\nOffice of the Secretary of State\nCERTIFICATE OF GOOD STANDING\nI, ELEANOR REID, Secretary of State of the State of Wyoming, do hereby certify\nthat according to the records of this office, COPPERLINE MEDIA, LLC (Filing ID:\n2009-000353559) is a Wyoming Limited Liability Company formed or qualified to do business\non 02/08/2009, and that its status is Active and in good standing with this office.",
			summary{Fields: map[string]string{
				"organisation_name": "COPPERLINE MEDIA, LLC", "registration_number": "2009-000353559", "issuing_authority": "Secretary of State of the State of Wyoming",
				"jurisdiction_of_incorporation": "US", "incorporation_date": "2009-02-08", "organisation_status": "good standing", "organisation_type": "Limited Liability Company"}}},
		{"Delaware good standing, the file number beside the authentication",
			"STATE OF DELAWARE\nCERTIFICATE OF GOOD STANDING\nI, THOMAS ASHCROFT, SECRETARY OF STATE OF THE STATE OF DELAWARE, DO\nHEREBY CERTIFY \"QUILLON DATA, LLC\" IS DULY FORMED UNDER THE LAWS OF\nTHE STATE OF DELAWARE AND IS IN GOOD STANDING AND HAS A LEGAL\nEXISTENCE SO FAR AS THE RECORDS OF THIS OFFICE SHOW.\n7996074 2474 Authentication: 585813593\nSR# 20260845449 Date: 03-05-26",
			summary{Fields: map[string]string{
				"organisation_name": "QUILLON DATA, LLC", "registration_number": "7996074", "issuing_authority": "SECRETARY OF STATE OF THE STATE OF DELAWARE",
				"jurisdiction_of_incorporation": "US", "organisation_status": "good standing", "organisation_type": "Limited Liability Company"}}},
		{"Handelsregister printout as OCR reads it: a wrapped entry, umlauts lost, a Prokura",
			"Handelsregister B des Amtsgericht K6ln\nNummer der Firma: HRB 323103\n2. a) Firma:\nSonnenhof Naturkost GmbH\n4. b) Vertretungsberechtigte und besondere Vertretungsbefugnis:\nGeschaftsfiihrer: Schreder, Katharina, *10.01.1956, Hamburg; einzelvertretungsberechtigt Geschaftsfihrer: Bar,\nBjorn, *07.10.1975, Hamburg; mit der Befugnis, Rechtsgeschafte abzuschlieBen\n5. Prokura:\nEinzelprokura: Hoffmann, Hans Peter, *04.02.1975, Hamburg\n7. a) Tag der ersten Eintragung:\n28.10.2022",
			summary{Fields: map[string]string{
				"organisation_name": "Sonnenhof Naturkost GmbH", "registration_number": "HRB 323103", "issuing_authority": "Amtsgericht K6ln",
				"jurisdiction_of_incorporation": "DE", "incorporation_date": "2022-10-28",
				"organisation_type": "Gesellschaft mit beschränkter Haftung"},
				People: [][3]string{{"Katharina Schreder", "Geschäftsführer", ""}, {"Bjorn Bar", "Geschäftsführer", ""}, {"Hans Peter Hoffmann", "Einzelprokura", ""}}}},
		{"Cyprus extract, the name heading lost by OCR",
			"Department of Registrar of Companies and Intellectual Property\nCertificate of Directors and Secretary\nCompany name | Silvergate Logistics Ltd\nRegistration number | HE 134558\n\nOfficers\n | Role | Correspondence address\nCharlotte Elizabeth Fforde | Director | 47 Makariou III Avenue\n | | 1024 Nicosia\nOliver Williams | Director",
			summary{Fields: map[string]string{
				"organisation_name": "Silvergate Logistics Ltd", "registration_number": "HE 134558", "issuing_authority": "Department of Registrar of Companies and Intellectual Property",
				"jurisdiction_of_incorporation": "CY", "organisation_type": "Private Company Limited by Shares"},
				People: [][3]string{{"Charlotte Elizabeth Fforde", "Director", "47 Makariou III Avenue, 1024 Nicosia"}, {"Oliver Williams", "Director", ""}}}},
		{"Kbis extract: the number after its label's trailing word, officers in role blocks",
			"Greffe du Tribunal de Commerce de Lyon\nExtrait Kbis\nIDENTIFICATION DE LA PERSONNE MORALE\nImmatriculation au RCS, numéro | 738 336 205 R.C.S. Lyon\nDate d'immatriculation | 26/10/2009\nDénomination ou raison sociale | VERGER SAINT-ÉLOI\nForme juridique | Société à responsabilité limitée\nAdresse du siège | 40 rue de la Paix, 69003 Lyon\n\nGESTION, DIRECTION, ADMINISTRATION, CONTROLE, ASSOCIES OU MEMBRES\nGérant | Nom, prénoms | LECLERE Hélène\nDate et lieu de naissance | Le 20/07/1988 à Rennes (35)\nDomicile personnel | 113 rue Garibaldi, 69006 Lyon\nPrésident\nNom, prénoms | GIRARD Noël\nNationalité | Française",
			summary{Fields: map[string]string{
				"organisation_name": "VERGER SAINT-ÉLOI", "registration_number": "738336205", "issuing_authority": "Greffe du Tribunal de Commerce de Lyon",
				"jurisdiction_of_incorporation": "FR", "incorporation_date": "2009-10-26", "registered_office_address": "40 rue de la Paix, 69003 Lyon",
				"organisation_type": "Société à responsabilité limitée"},
				People: [][3]string{{"LECLERE Hélène", "Gérant", "113 rue Garibaldi, 69006 Lyon"}, {"GIRARD Noël", "Président", ""}}}},
		{"Visura camerale: the codice fiscale is the register number",
			"Camera di Commercio Industria Artigianato e Agricoltura di FIRENZE\nRegistro Imprese - Archivio ufficiale della CCIAA\nVISURA ORDINARIA SOCIETA DI CAPITALE\nDenominazione | CERAMICHE LUCA S.R.L.\nNumero REA | FI - 8479488\nCodice fiscale e n.iscr. al Registro Imprese | 69661200407",
			summary{Fields: map[string]string{
				"organisation_name": "CERAMICHE LUCA S.R.L.", "registration_number": "69661200407", "issuing_authority": "Camera di Commercio Industria Artigianato e Agricoltura di FIRENZE",
				"jurisdiction_of_incorporation": "IT", "organisation_type": "Società a responsabilità limitata"}}},
		{"Delaware articles: filing stamp, name statement, directors in running text",
			"State of Delaware\nSecretary of State\nDivision of Corporations\nFILED 08:33 AM 10/09/2019\nSR 20190329249 - File Number 1984260\nCERTIFICATE OF INCORPORATION\nOF\nCOPPERLINE MEDIA, INC.\nFIRST: The name of the corporation is COPPERLINE MEDIA, INC.\nSECOND: The address of its registered office in the State of Delaware is 610 Orange\nStreet, Suite 192, Wilmington, DE 19801, in the County of New Castle.\nSIXTH: The names and mailing addresses of the persons who are to serve as\ndirectors until the first annual meeting of stockholders are: JENNIFER LYNN O'BRIEN, 128\nMaple Avenue Apt 4, Albany, NY 12207; Samuel R. Ortega, 744 Lincoln Blvd, Austin, TX 78701.\nhave hereunto set my hand this 4th day of October, 2019.",
			summary{Fields: map[string]string{
				"organisation_name": "COPPERLINE MEDIA, INC.", "registration_number": "1984260", "issuing_authority": "Division of Corporations",
				"jurisdiction_of_incorporation": "US", "incorporation_date": "2019-10-09", "registered_office_address": "610 Orange Street, Suite 192, Wilmington, DE 19801",
				"organisation_type": "Corporation"},
				People: [][3]string{{"JENNIFER LYNN O'BRIEN", "Director", "128 Maple Avenue Apt 4, Albany, NY 12207"}, {"Samuel R. Ortega", "Director", "744 Lincoln Blvd, Austin, TX 78701"}}}},
		{"Delaware articles: a compass point in the office's street, the directors' term before their names",
			"State of Delaware\nSecretary of State\nDivision of Corporations\nFILED 03:04 AM 02/07/2021\nSR 20213396055 - File Number 2443359\nCERTIFICATE OF INCORPORATION\nOF\nHARROW & PIKE CORPORATION\nARTICLE I. The name of the corporation is HARROW & PIKE CORPORATION.\nARTICLE II. The address of its registered office in the State of Delaware is 220 N. Market Street,\nSuite 849, Wilmington, DE 19801, in the County of New Castle. The name of its\nregistered agent at such address is Christina River Corporate Services, Inc.\nARTICLE VI. The names and mailing addresses of the persons who are to serve as directors until the\nfirst annual meeting of stockholders or until their successors are elected and qualify are:\nJENNIFER LYNN JOHNSON, 660 W 5th St Apt 15, Springfield, IL 62704.\nhave hereunto set my hand this 1st day of February, 2021.",
			summary{Fields: map[string]string{
				"organisation_name": "HARROW & PIKE CORPORATION", "registration_number": "2443359", "issuing_authority": "Division of Corporations",
				"jurisdiction_of_incorporation": "US", "incorporation_date": "2021-02-07", "registered_office_address": "220 N. Market Street, Suite 849, Wilmington, DE 19801",
				"organisation_type": "Corporation"},
				People: [][3]string{{"JENNIFER LYNN JOHNSON", "Director", "660 W 5th St Apt 15, Springfield, IL 62704"}}}},
		{"Lithuanian register extract: the registry by name, not its web address; a name then its role",
			"REGISTRŲ CENTRAS\nJURIDINIŲ ASMENŲ REGISTRO IŠRAŠAS\nJuridinio asmens kodas | 301319438\nPavadinimas | UAB „Baltų tiltas“\nTeisinė forma | Uždaroji akcinė bendrovė\nBuveinė | Laisvės al. 21, LT-44237 Kaunas\nĮregistravimo data | 2006-12-24\nValdymo organai\nAndrius Vasiliauskas | Direktorius | 2006-12-24\nDokumento tikrumą galima patikrinti www.registrucentras.lt/tikrinti",
			summary{Fields: map[string]string{
				"organisation_name": "UAB „Baltų tiltas“", "registration_number": "301319438", "issuing_authority": "REGISTRŲ CENTRAS",
				"jurisdiction_of_incorporation": "LT", "incorporation_date": "2006-12-24", "registered_office_address": "Laisvės al. 21, LT-44237 Kaunas",
				"organisation_type": "Uždaroji akcinė bendrovė"},
				People: [][3]string{{"Andrius Vasiliauskas", "Direktorius", ""}}}},
		{"CRO certificate in running text: status and type stated",
			"Companies Registration Office\nCERTIFICATE\nI hereby certify that VIREO LABS LIMITED, company number 570425, was\nincorporated on the 17th day of February 2010 under the Companies Acts 1963 to\n2013 as a private company limited by shares and that, according to the records of\nthis Office, the company is in existence, its status being Normal, and its name has\nnot been struck off the register.",
			summary{Fields: map[string]string{
				"organisation_name": "VIREO LABS LIMITED", "registration_number": "570425", "issuing_authority": "Companies Registration Office",
				"jurisdiction_of_incorporation": "IE", "incorporation_date": "2010-02-17", "organisation_status": "normal", "organisation_type": "private company limited by shares"}}},
		{"Austrian Firmenbuch extract: officers under role headings, the first entry's date",
			"REPUBLIK ÖSTERREICH\nFIRMENBUCH\nAuszug mit aktuellen Daten\nFN 12413 f | Stichtag 07.03.2026\nFirmenbuchgericht: Landesgericht Innsbruck\nZuletzt eingetragen am 24.09.2008 mit der Vollzugsnummer 6\nFIRMA\nAlpenblick Tourismus AG | 1\nRECHTSFORM\nAktiengesellschaft | 1\nVORSTAND\nA DI Florian Gruber, geb. 26.09.1962 | 1\nvertritt seit 18.03.2004 selbständig\nB Mag. Theresa Weiß, geb. 22.06.1983 | 3\nVOLLZUGSNUMMERN\n1 | eingetragen am 25. 12.2007 | Neueintragung\n6 | eingetragen am 24.09.2008 | Änderung Funktion",
			summary{Fields: map[string]string{
				"organisation_name": "Alpenblick Tourismus AG", "registration_number": "FN 12413 f", "issuing_authority": "Landesgericht Innsbruck",
				"jurisdiction_of_incorporation": "AT", "incorporation_date": "2007-12-25", "organisation_type": "Aktiengesellschaft"},
				People: [][3]string{{"Florian Gruber", "Vorstand", ""}, {"Theresa Weiß", "Vorstand", ""}}}},
		{"Swedish registreringsbevis: officers by national number under their role, the seat a town, the postal address the office",
			"Bolagsverket | Registreringsbevis\nOrganisationsnummer: | 556626-2282\nFöretagsnamn: | Ådalens Elteknik Aktiebolag\nFöretagsform: | Aktiebolag\nRegistrerat: | 2020-04-25\nPOSTADRESS\nÅdalens Elteknik Aktiebolag\nSödra Förstadsgatan 84\n211 36 MALMÖ\nSTYRELSENS SÄTE\nMalmö\nAKTIEKAPITAL\nAktiekapital: 100 000 SEK\nStyrelseledamot\n19940329-7964 | Ek, Björn\nBjörkvägen 36, 211 88 MALMÖ\nStyrelsesuppleant\n19541030-0577 | Lindberg, Lars",
			summary{Fields: map[string]string{
				"organisation_name": "Ådalens Elteknik Aktiebolag", "registration_number": "556626-2282", "issuing_authority": "Bolagsverket",
				"jurisdiction_of_incorporation": "SE", "incorporation_date": "2020-04-25", "registered_office_address": "Södra Förstadsgatan 84, 211 36 MALMÖ",
				"organisation_type": "Aktiebolag"},
				People: [][3]string{{"Björn Ek", "Styrelseledamot", ""}, {"Lars Lindberg", "Styrelsesuppleant", ""}}}},
		{"Italian visura: the REA number is an index, the register's number the codice fiscale under the next label",
			"Camera di Commercio Industria Artigianato e Agricoltura di BOLOGNA\nRegistro Imprese - Archivio ufficiale della CCIAA\nVISURA ORDINARIA SOCIETA DI CAPITALE\nDenominazione | ORTOFRUTTA EMILIANA S.R.L.\nNumero REA | BO - 3932015\nCodice fiscale e n.iscr. al Registro Imprese | | 34935180876\nData atto di costituzione | 23/10/2012",
			summary{Fields: map[string]string{
				"organisation_name": "ORTOFRUTTA EMILIANA S.R.L.", "registration_number": "34935180876", "issuing_authority": "Camera di Commercio Industria Artigianato e Agricoltura di BOLOGNA",
				"jurisdiction_of_incorporation": "IT", "incorporation_date": "2012-10-23", "organisation_type": "Società a responsabilità limitata"}}},
		{"New Zealand extract headed by the name, its number in brackets and its status",
			"Companies Office\nNew Zealand Companies Register - Ministry of Business, Innovation and Employment\nHARBOURSIDE PROPERTY LIMITED (2014493) Registered\nCompany Summary\nCompany number | | 2014493\nIncorporation Date | | 09 Dec 2021\nCompany Status | | Registered\nEntity type | | NZ Limited Company\nDirectors\nSS\nWALKER, Hemi | | | | Appointed 09 Dec 2021\n  Residential address: 201 Maunganui Road, Tauranga 3116\nNGATA, Mere | | | | Appointed 09 Dec 2021\nShareholdings",
			summary{Fields: map[string]string{
				"organisation_name": "HARBOURSIDE PROPERTY LIMITED", "registration_number": "2014493", "issuing_authority": "Companies Office",
				"jurisdiction_of_incorporation": "NZ", "incorporation_date": "2021-12-09", "organisation_status": "Registered", "organisation_type": "NZ Limited Company"},
				People: [][3]string{{"Hemi WALKER", "Director", ""}, {"Mere NGATA", "Director", ""}}}},
		{"German extract, label above value",
			"Amtsgericht München\nHandelsregister B des Amtsgerichts München – Aktueller Ausdruck\nFirma\nMüller & Söhne GmbH\nNummer der Firma\nHRB 995098\nTag der Eintragung\n20.01.2004",
			summary{Fields: map[string]string{
				"organisation_name": "Müller & Söhne GmbH", "registration_number": "HRB 995098", "issuing_authority": "Amtsgericht München",
				"jurisdiction_of_incorporation": "DE", "incorporation_date": "2004-01-20", "organisation_type": "Gesellschaft mit beschränkter Haftung"}}},
	}
	for _, tt := range tests {
		doc := &reading.Document{Pages: []*layout.Page{pageOf(tt.text)}, PageCount: 1}
		got, err := extract(context.Background(), doc, doctype.Env{})
		if err != nil {
			t.Errorf("Extract(%s): %v", tt.name, err)
			continue
		}
		if diff := cmp.Diff(tt.want, summarise(got)); diff != "" {
			t.Errorf("Extract(%s) mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}

func TestExtractErrors(t *testing.T) {
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	doc := func(text string) *reading.Document {
		return &reading.Document{Pages: []*layout.Page{pageOf(text)}, PageCount: 1}
	}
	tests := []struct {
		name string
		ctx  context.Context
		doc  *reading.Document
		want error
	}{
		{"nil document", context.Background(), nil, ErrNoEvidence},
		{"no pages", context.Background(), &reading.Document{}, ErrNoEvidence},
		{"cancelled", cancelled, doc("Companies House\nCompany number | 12345678"), context.Canceled},
		{"bill with a company footer", context.Background(), doc("Northern Power Ltd\nBill date: 7 March 2024\nAmount due: £123.45\nNorthern Power Ltd. Registered office: 1 Power Way, Leeds LS1 4AP. Registered in England No 1234567."), ErrNoEvidence},
		{"German invoice footer", context.Background(), doc("Rechnung\nRechnungsbetrag 112,40 EUR\nStadtwerke Nord GmbH\nAmtsgericht Hamburg HRB 12345"), ErrNoEvidence},
		{"HMRC letter", context.Background(), doc("HM Revenue & Customs\nCorporation Tax\nYour company's Unique Taxpayer Reference (UTR) is 1234567890.\nCompanies House has told us that your company has been incorporated."), ErrNoEvidence},
		{"passport", context.Background(), doc("PASSPORT\nSurname | ERIKSSON\nDate of birth | 12 AUG 1974\nP<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10"), ErrNoEvidence},
	}
	for _, tt := range tests {
		if _, err := extract(tt.ctx, tt.doc, doctype.Env{}); !errors.Is(err, tt.want) {
			t.Errorf("Extract(%s) error = %v, want %v", tt.name, err, tt.want)
		}
	}
}
