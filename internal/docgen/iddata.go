package docgen

// idCountry describes how one country's identity documents look.
type idCountry struct {
	a2, code    string // ISO alpha-2 and MRZ code (D for Germany)
	lang        string // label language
	state       string // country name as printed in headers
	nationality string // as printed in the visual zone
	surnames    []string
	givens      []string
	places      []string
	authorities []string
	styles      []dateStyle
	numPattern  string // A letter, 9 digit, X letter or digit
}

var idCountries = []idCountry{
	{"DE", "D", "de", "BUNDESREPUBLIK DEUTSCHLAND", "DEUTSCH",
		[]string{"MÜLLER", "SCHRÖDER", "KÖHLER", "BÄR", "STRAUß", "HOFFMANN", "GÜNTHER", "JÄGER", "LANGE-BÖHM", "VON DER HEIDE-WÖRNER"},
		[]string{"JÜRGEN", "HANS PETER", "ANNA-LENA", "SÖREN", "KATHARINA", "LUKAS", "BJÖRN", "MAREIKE", "KARL-HEINZ FRIEDRICH WILHELM"},
		[]string{"KÖLN", "MÜNCHEN", "BERLIN", "HAMBURG", "DÜSSELDORF", "LÜBECK"},
		[]string{"Stadt Köln", "Landeshauptstadt München", "Bezirksamt Pankow von Berlin", "Freie und Hansestadt Hamburg"},
		[]dateStyle{dsDots, dsBilingual}, "CXXXXXXXX"},
	{"FR", "FRA", "fr", "RÉPUBLIQUE FRANÇAISE", "FRANÇAISE",
		[]string{"LEFÈVRE", "DUPONT", "GIRARD", "BÉRANGER", "LECLÈRE", "D'ARTOIS", "MOREAU-CHÂTEL"},
		[]string{"HÉLÈNE", "FRANÇOIS", "JÉRÔME", "GAËLLE", "MARIE-CLAIRE", "NOËL", "CÉLINE"},
		[]string{"PARIS", "LYON", "MARSEILLE", "NÎMES", "ORLÉANS"},
		[]string{"Préfecture de Police", "Préfecture du Rhône", "Préfecture des Bouches-du-Rhône"},
		[]dateStyle{dsSlash, dsAbbr}, "99AA99999"},
	{"ES", "ESP", "es", "REINO DE ESPAÑA", "ESPAÑOLA",
		[]string{"NÚÑEZ", "GARCÍA LÓPEZ", "PEÑA", "MARTÍNEZ", "IBÁÑEZ RUIZ", "FERNÁNDEZ DE CÓRDOBA"},
		[]string{"JOSÉ LUIS", "MARÍA DEL CARMEN", "ÁNGEL", "LUCÍA", "IÑIGO"},
		[]string{"MADRID", "SEVILLA", "MÁLAGA", "CÓRDOBA", "LOGROÑO"},
		[]string{"DGP", "Dirección General de la Policía", "Comisaría de Madrid"},
		[]dateStyle{dsAbbr, dsSlash}, "AAA999999"},
	{"IT", "ITA", "it", "REPUBBLICA ITALIANA", "ITALIANA",
		[]string{"ROSSI", "DE LUCA", "D'AMICO", "ESPOSITO", "RICCIARDI", "FORLÌ"},
		[]string{"NICCOLÒ", "GIOVANNI", "FRANCESCA", "ANDREA", "LUCA", "SAVERIO"},
		[]string{"ROMA", "MILANO", "NAPOLI", "CANTÙ", "TORINO"},
		[]string{"Ministro degli Affari Esteri", "Questura di Roma", "Comune di Milano"},
		[]dateStyle{dsAbbr, dsSlash}, "AA9999999"},
	{"NL", "NLD", "nl", "KONINKRIJK DER NEDERLANDEN", "NEDERLANDSE",
		[]string{"DE VRIES", "VAN DEN BERG", "JANSEN", "BAKKER", "VAN DIJK", "ÇELIK"},
		[]string{"WILLEM", "SANNE", "DAAN", "EMMA", "JOOST", "INGRID"},
		[]string{"AMSTERDAM", "ROTTERDAM", "UTRECHT", "'S-GRAVENHAGE"},
		[]string{"Burgemeester van Amsterdam", "Burg. van Utrecht", "Burgemeester van Rotterdam"},
		[]dateStyle{dsAbbr}, "AAXXXXXX9"},
	{"PT", "PRT", "pt", "REPÚBLICA PORTUGUESA", "PORTUGUESA",
		[]string{"CONCEIÇÃO", "SIMÕES", "GONÇALVES", "LOURENÇO", "ASSUNÇÃO"},
		[]string{"JOÃO", "INÊS", "MARIA JOSÉ", "TOMÁS", "CONCEIÇÃO"},
		[]string{"LISBOA", "PORTO", "ÉVORA", "SETÚBAL"},
		[]string{"SEF", "Governo Civil de Lisboa", "IRN"},
		[]dateStyle{dsAbbr, dsSlash}, "A999999"},
	{"GB", "GBR", "en", "UNITED KINGDOM OF GREAT BRITAIN AND NORTHERN IRELAND", "BRITISH CITIZEN",
		[]string{"SMITH", "O'CONNOR", "TAYLOR-WOOD", "WILLIAMS", "HUGHES", "FFORDE"},
		[]string{"OLIVER", "CHARLOTTE ELIZABETH", "HARRY", "AMELIA", "ZOË"},
		[]string{"LONDON", "MANCHESTER", "CARDIFF", "GLASGOW", "LEEDS"},
		[]string{"HMPO", "HM Passport Office", "IPS"},
		[]dateStyle{dsBilingual, dsAbbr}, "999999999"},
	{"IE", "IRL", "en", "ÉIRE / IRELAND", "ÉIREANNACH / IRISH",
		[]string{"MURPHY", "O'SULLIVAN", "NÍ BHRIAIN", "WALSH", "MAC CÁRTHAIGH"},
		[]string{"SEÁN", "AOIFE", "SIOBHÁN", "CIARÁN", "NIAMH"},
		[]string{"DUBLIN", "CORK", "GALWAY", "LIMERICK"},
		[]string{"DFA", "Department of Foreign Affairs", "Passport Office Dublin"},
		[]dateStyle{dsAbbr, dsBilingual}, "AA9999999"},
	{"SE", "SWE", "en", "SVERIGE / SWEDEN", "SVENSK / SWEDISH",
		[]string{"ÅSTRÖM", "LINDQVIST", "BJÖRK", "NYSTRÖM", "ÖBERG"},
		[]string{"ÅSA", "MÅNS", "BJÖRN", "INGRID", "JÖRGEN"},
		[]string{"STOCKHOLM", "GÖTEBORG", "MALMÖ", "UMEÅ"},
		[]string{"Polismyndigheten", "POLISEN"},
		[]dateStyle{dsAbbr}, "99999999"},
	{"NO", "NOR", "en", "NORGE / NORWAY", "NORSK / NORWEGIAN",
		[]string{"ØDEGÅRD", "BERGE", "SÆTHER", "LØVÅS", "HÅLAND"},
		[]string{"BJØRN", "SIGRID", "ØYVIND", "ÅSHILD", "TORE"},
		[]string{"OSLO", "BERGEN", "TRØNDELAG", "TROMSØ"},
		[]string{"Politiet", "Oslo politidistrikt"},
		[]dateStyle{dsAbbr}, "AA9999999"},
	{"IS", "ISL", "en", "ÍSLAND / ICELAND", "ÍSLENSKUR / ICELANDIC",
		[]string{"ÆVARSDÓTTIR", "ÞÓRSSON", "GUÐMUNDSDÓTTIR", "JÓNSSON"},
		[]string{"ÞÓRA", "SIGRÚN", "ÓLAFUR", "GUÐRÚN BIRNA"},
		[]string{"REYKJAVÍK", "AKUREYRI", "HAFNARFJÖRÐUR"},
		[]string{"Þjóðskrá Íslands", "Registers Iceland"},
		[]dateStyle{dsAbbr}, "A9999999"},
	{"PL", "POL", "en", "RZECZPOSPOLITA POLSKA / REPUBLIC OF POLAND", "POLSKIE / POLISH",
		[]string{"WÓJCIK", "ŁUKASZEWSKI", "GRZEGORCZYK", "ŻAK", "KOWALCZYK-ŚLIWA"},
		[]string{"ŁUKASZ", "MAŁGORZATA", "KRZYSZTOF", "AGNIESZKA", "JÓZEF"},
		[]string{"WARSZAWA", "KRAKÓW", "ŁÓDŹ", "GDAŃSK", "POZNAŃ"},
		[]string{"Wojewoda Mazowiecki", "Prezydent m.st. Warszawy"},
		[]dateStyle{dsDots, dsAbbr}, "AA9999999"},
	{"AT", "AUT", "de", "REPUBLIK ÖSTERREICH", "ÖSTERREICH",
		[]string{"GRUBER", "HUBER", "PÖLZL", "STEINBÖCK", "WEIß"},
		[]string{"FLORIAN", "THERESA", "JOHANNES", "SOPHIE"},
		[]string{"WIEN", "GRAZ", "LINZ", "SALZBURG"},
		[]string{"Magistrat der Stadt Wien", "BH Innsbruck"},
		[]dateStyle{dsDots, dsAbbr}, "A9999999"},
	{"BE", "BEL", "fr", "ROYAUME DE BELGIQUE", "BELGE",
		[]string{"JANSSENS", "PEETERS", "DE SMET", "LAMBERT", "DUBOIS"},
		[]string{"LOUIS", "ELISE", "ANOUK", "THIBAUT", "RENÉE"},
		[]string{"BRUXELLES", "LIÈGE", "ANTWERPEN", "NAMUR"},
		[]string{"Bruxelles", "Liège", "Namur"},
		[]dateStyle{dsAbbr, dsDots}, "AA999999"},
	{"US", "USA", "en", "UNITED STATES OF AMERICA", "UNITED STATES OF AMERICA",
		[]string{"JOHNSON", "GARCIA", "NGUYEN", "O'BRIEN", "WASHINGTON"},
		[]string{"MICHAEL", "JENNIFER LYNN", "DAVID", "MARIA ELENA", "KEVIN"},
		[]string{"CALIFORNIA, U.S.A.", "TEXAS, U.S.A.", "NEW YORK, U.S.A.", "OHIO, U.S.A."},
		[]string{"United States Department of State"},
		[]dateStyle{dsAbbr}, "A99999999"},
}

// idLabels holds the visual-zone labels in one language.
type idLabels struct {
	surname, given, birth, place, issue, expiry, authority, number, nationality, sex, kind, code string
	passport, idcard                                                                             string
}

var idLabelSets = map[string]idLabels{
	"en": {"Surname", "Given names", "Date of birth", "Place of birth", "Date of issue", "Date of expiry", "Authority", "Passport No.", "Nationality", "Sex", "Type", "Code", "PASSPORT", "IDENTITY CARD"},
	"fr": {"Nom", "Prénoms", "Date de naissance", "Lieu de naissance", "Date de délivrance", "Date d'expiration", "Autorité", "N° du passeport", "Nationalité", "Sexe", "Type", "Code du pays", "PASSEPORT", "CARTE NATIONALE D'IDENTITÉ"},
	"de": {"Name", "Vornamen", "Geburtstag", "Geburtsort", "Ausstellungsdatum", "Gültig bis", "Behörde", "Pass-Nr.", "Staatsangehörigkeit", "Geschlecht", "Typ", "Kode", "REISEPASS", "PERSONALAUSWEIS"},
	"es": {"Apellidos", "Nombre", "Fecha de nacimiento", "Lugar de nacimiento", "Fecha de expedición", "Fecha de caducidad", "Autoridad", "Pasaporte N.º", "Nacionalidad", "Sexo", "Tipo", "Código", "PASAPORTE", "DOCUMENTO NACIONAL DE IDENTIDAD"},
	"it": {"Cognome", "Nome", "Data di nascita", "Luogo di nascita", "Data di rilascio", "Data di scadenza", "Autorità", "Passaporto N.", "Cittadinanza", "Sesso", "Tipo", "Codice", "PASSAPORTO", "CARTA D'IDENTITÀ"},
	"nl": {"Naam", "Voornamen", "Geboortedatum", "Geboorteplaats", "Datum van afgifte", "Geldig tot", "Instantie", "Paspoortnummer", "Nationaliteit", "Geslacht", "Soort", "Code", "PASPOORT", "IDENTITEITSKAART"},
	"pt": {"Apelido", "Nome próprio", "Data de nascimento", "Local de nascimento", "Data de emissão", "Data de validade", "Autoridade", "Passaporte N.º", "Nacionalidade", "Sexo", "Tipo", "Código", "PASSAPORTE", "CARTÃO DE CIDADÃO"},
}

// euLicence describes one country's EU driving licence.
type euLicence struct {
	a2, band, title, lang string
	style                 dateStyle
	authorities           []string
}

var euLicences = []euLicence{
	{"DE", "D", "FÜHRERSCHEIN", "de", dsDots, []string{"Stadt Köln", "Landratsamt München", "Landeshauptstadt Stuttgart"}},
	{"FR", "F", "PERMIS DE CONDUIRE", "fr", dsSlash, []string{"Préfecture de Police", "Préfecture du Nord"}},
	{"ES", "E", "PERMISO DE CONDUCCIÓN", "es", dsDots, []string{"DGT", "Jefatura Provincial de Tráfico"}},
	{"IT", "I", "PATENTE DI GUIDA", "it", dsSlash, []string{"MIT-UCO", "MC-RM"}},
	{"NL", "NL", "RIJBEWIJS", "nl", dsDots, []string{"Burgemeester van Utrecht", "Gemeente Amsterdam"}},
	{"GB", "UK", "DRIVING LICENCE", "en", dsDots, []string{"DVLA"}},
	{"IE", "IRL", "CEADÚNAS TIOMÁNA / DRIVING LICENCE", "en", dsDots, []string{"NDLS", "RSA"}},
	{"PT", "P", "CARTA DE CONDUÇÃO", "pt", dsDots, []string{"IMT", "IMT Lisboa"}},
	{"BE", "B", "PERMIS DE CONDUIRE / RIJBEWIJS", "fr", dsDots, []string{"Bruxelles", "Antwerpen"}},
}

// usStates holds states for US driver licences with their number pattern.
var usStates = []struct {
	name, abbr, city, zip, numPattern, numLabel string
}{
	{"COLORADO", "CO", "DENVER", "80202", "99-999-9999", "DL"},
	{"CALIFORNIA", "CA", "SACRAMENTO", "95814", "A9999999", "DL"},
	{"NEW YORK", "NY", "ALBANY", "12207", "999 999 999", "ID"},
	{"TEXAS", "TX", "AUSTIN", "78701", "99999999", "DL"},
	{"FLORIDA", "FL", "ORLANDO", "32801", "A999-999-99-999-9", "DL"},
	{"OHIO", "OH", "COLUMBUS", "43215", "AA999999", "LIC#"},
	{"WASHINGTON", "WA", "SEATTLE", "98101", "WDLAA999A9", "LIC#"},
}
