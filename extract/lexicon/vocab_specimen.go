package lexicon

// specimenVocabulary marks specimen and sample documents: the word
// "specimen" in every EU language as overprinted on specimens. Most of
// these words are ordinary words too ("Sample Road", "Mustermann", "prov",
// "minta"), so they count only in capitals; "specimen" and its Spanish
// form count in any case. VOID also counts only where the page does not
// print CORRECTED beside it: the VOID and CORRECTED checkboxes of IRS
// information returns (1099, W-2) are not marks. Sources: the EU
// terminology database IATE (https://iate.europa.eu), entry "specimen
// (of a document)", in each language; the PRADO specimens; ICAO Doc 9303
// Part 3 (the specimen name "ANNA MARIA ERIKSSON" and state "UTOPIA" of
// its examples); the German specimen identity card ("ERIKA MUSTERMANN").
var specimenVocabulary = map[Kind][]vocabEntry{
	KindSpecimen: {
		{"en", Strong, false, []string{"SPECIMEN", "SPECIMENS"}},
		{"es", Strong, false, []string{"ESPÉCIMEN"}},
		{"fr", Strong, false, []string{"SPÉCIMEN"}},
		{"ro", Strong, false, []string{"SPECIMEN"}},
		{"en", Strong, true, []string{"SAMPLE", "VOID"}},
		{"de", Strong, true, []string{"MUSTER"}},
		{"fr", Strong, true, []string{"MODÈLE"}},
		{"es", Strong, true, []string{"MUESTRA", "MODELO"}},
		{"it", Strong, true, []string{"CAMPIONE", "FAC-SIMILE", "FACSIMILE"}},
		{"nl", Strong, true, []string{"VOORBEELD"}},
		{"pt", Strong, true, []string{"ESPÉCIME", "AMOSTRA", "MODELO"}},
		{"sv", Strong, true, []string{"PROV", "EXEMPEL", "EXEMPLAR"}},
		{"da", Strong, true, []string{"EKSEMPLAR", "PRØVE"}},
		{"no", Strong, true, []string{"EKSEMPEL", "PRØVE"}},
		{"pl", Strong, true, []string{"WZÓR"}},
		{"cs", Strong, true, []string{"VZOR"}},
		{"sk", Strong, true, []string{"VZOR"}},
		{"sl", Strong, true, []string{"VZOREC"}},
		{"hu", Strong, true, []string{"MINTA"}},
		{"fi", Strong, true, []string{"NÄYTE", "MALLI"}},
		{"et", Strong, true, []string{"NÄIDIS"}},
		{"lv", Strong, true, []string{"PARAUGS"}},
		{"lt", Strong, true, []string{"PAVYZDYS"}},
		{"hr", Strong, true, []string{"UZORAK"}},
		{"mt", Strong, true, []string{"KAMPJUN"}},
		{"ga", Strong, true, []string{"SAMPLA"}},
		{"bg", Strong, true, []string{"ОБРАЗЕЦ"}},
		{"el", Strong, true, []string{"ΔΕΙΓΜΑ"}},
		{"de", Weak, true, []string{"ERIKA MUSTERMANN", "MUSTERMANN"}},
		{"en", Weak, true, []string{"ANNA MARIA ERIKSSON", "UTOPIA"}},
	},
}

// aloneSpecimenWords are the specimen words that are also ordinary words
// in capitals ("MODELO 303" heads a Spanish tax form, "PROV." abbreviates
// a province, "KUNDENS EXEMPLAR" is a customer's copy, CAMPIONE D'ITALIA
// a town, FACSIMILE a fax number's label): they mark a specimen only
// printed as a mark is, alone on their line or among other marks, larger
// than the text around them, turned, or letter-spaced.
var aloneSpecimenWords = map[string]bool{
	"MODÈLE": true, "MUESTRA": true, "MODELO": true, "CAMPIONE": true, "FAC-SIMILE": true, "FACSIMILE": true,
	"ESPÉCIME": true, "AMOSTRA": true, "PROV": true, "EXEMPEL": true, "EXEMPLAR": true, "EKSEMPLAR": true,
	"PRØVE": true, "EKSEMPEL": true, "WZÓR": true, "VZOR": true, "VZOREC": true, "MINTA": true, "NÄYTE": true,
	"MALLI": true, "NÄIDIS": true, "UZORAK": true, "KAMPJUN": true, "SAMPLA": true,
}

// SpecimenTerm is a word overprinted on specimens.
type SpecimenTerm struct {
	Text string
	Lang string
	// Capitals says the word counts only in capitals (see Term.Capitals).
	Capitals bool
	// Alone says the word counts only printed as a mark: alone on its
	// line or among other marks, larger than the text around it,
	// turned, or letter-spaced (see aloneSpecimenWords).
	Alone bool
}

// SpecimenTerms returns the words that mark a specimen (the Strong
// specimen vocabulary; the placeholder names of specimens, which real
// people may bear, are not among them).
func SpecimenTerms() []SpecimenTerm {
	var out []SpecimenTerm
	for _, t := range Vocabulary(KindSpecimen) {
		if t.Weight != Strong {
			continue
		}
		out = append(out, SpecimenTerm{Text: t.Text, Lang: t.Lang, Capitals: t.Capitals, Alone: aloneSpecimenWords[t.Text]})
	}
	return out
}

// ICAOExampleState is the code of Utopia, the fictitious state of the
// examples of ICAO Doc 9303 (Part 3, 5: "UTO"): a document it issued is a
// specimen. The codes XXA, XXB, XXC and XXX are not examples: they stand
// for stateless persons and refugees on real documents (Part 3, 5).
const ICAOExampleState = "UTO"

// icaoExampleNumbers are the document numbers of the examples of ICAO
// Doc 9303: the TD3 passport (Part 4, Appendix A), the TD1 and TD2 cards
// (Parts 5 and 6) and the MRV-A and MRV-B visas (Part 7).
var icaoExampleNumbers = []string{"L898902C3", "D23145890", "L8988901C"}

// ICAOExampleNumbers returns the document numbers of the ICAO Doc 9303
// examples, which mark a document as a specimen.
func ICAOExampleNumbers() []string { return append([]string(nil), icaoExampleNumbers...) }
