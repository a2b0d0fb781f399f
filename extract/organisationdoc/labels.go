package organisationdoc

import (
	"strings"

	"github.com/docextract/docextract/fuzzy"
)

// key names a labelled field of an organisation document.
type key int

const (
	keyName key = iota
	keyNumber
	keyType
	keyStatus
	keyIncorporated
	keyOffice
	keyJurisdiction
	keyAuthority
	numKeys
)

// label is one printed label of a field, folded (see fold). specific
// labels are printed by company registers and little else; they count as
// evidence.
type label struct {
	text     string
	key      key
	specific bool
}

// labels in English, Dutch, German, French and Spanish.
var labels = func() []label {
	var out []label
	add := func(k key, specific bool, texts string) {
		for _, t := range strings.Split(texts, "|") {
			out = append(out, label{t, k, specific})
		}
	}
	add(keyName, true, "company name|name of company|name of the company|entity name|name of entity|organisation name|organization name|corporate name|registered name|legal name|name of corporation|corporation name|llc name|business name|statutaire naam|handelsnaam|naam onderneming|firma|firmenname|firmierung|raison sociale|denomination sociale|denominacion social|razon social|ragione sociale")
	add(keyNumber, true, "company number|company no|company reg no|company registration number|company registration no|registered number|registered no|file number|file no|entity number|entity id|uen|unique entity number|kvk nummer|kvk number|kvk nr|nummer kamer van koophandel|nummer der firma|registernummer|handelsregisternummer|cro number|crn|incorporation number|corporate number|charter number|registration no|reg no|numero d immatriculation|numero siren")
	add(keyNumber, false, "registration number|number")
	add(keyType, true, "company type|entity kind|entity type|type of company|company category|legal form|rechtsvorm|rechtsform|forme juridique|forma juridica|type of entity|business type|company kind")
	add(keyType, false, "type|kind")
	add(keyStatus, true, "company status|entity status|status of company")
	add(keyStatus, false, "status|current status|registration status|standing")
	add(keyIncorporated, true, "incorporated on|incorporation date|date of incorporation|date incorporated|date of formation|formation date|datum oprichting|datum eerste inschrijving|tag der eintragung|eintragungsdatum|date d immatriculation|fecha de constitucion")
	add(keyIncorporated, false, "registration date|date of registration|registered on|datum inschrijving")
	add(keyOffice, true, "registered office address|registered office|address of registered office|registered address|registered agent address|registered office situated in|sitz geschaftsanschrift|geschaftsanschrift|bezoekadres|vestigingsadres|adres statutaire zetel|siege social|domicilio social")
	add(keyOffice, false, "principal office address|principal place of business|business address|office address|address")
	add(keyJurisdiction, true, "jurisdiction of incorporation|country of incorporation|place of incorporation|state of incorporation|home jurisdiction|jurisdiction|state of formation")
	add(keyAuthority, true, "registrar|register court|registergericht|issuing authority|registry")
	return out
}()

// proseWords follow a label's words in a sentence, never a value.
var proseWords = map[string]bool{"is": true, "was": true, "are": true, "has": true, "in": true, "of": true, "at": true, "and": true,
	"the": true, "for": true, "to": true, "on": true, "by": true, "as": true, "be": true, "will": true, "shall": true, "with": true}

// matchLabel reports which label s is: the whole of s (a label cell) when
// rest is "", or s's first words followed by a value in rest, which starts
// at word at of s. OCR noise is tolerated on labels of seven letters or
// more.
func matchLabel(s string) (l label, rest string, at int, ok bool) {
	f := fold(s)
	if f == "" {
		return label{}, "", 0, false
	}
	for _, lb := range labels {
		if f == lb.text || len(lb.text) >= 7 && fuzzy.Similarity(f, lb.text) >= 0.85 {
			return lb, "", 0, true
		}
	}
	// Inline: the label's words, then the value ("Company number SC123456",
	// "Status: Active").
	ws := strings.Fields(s)
	bestLen := 0
	for k := 1; k < len(ws) && k <= 6; k++ {
		head := fold(strings.Join(ws[:k], " "))
		for _, lb := range labels {
			if len(lb.text) <= bestLen {
				continue
			}
			if head != lb.text && (len(lb.text) < 7 || fuzzy.Similarity(head, lb.text) < 0.9) {
				continue
			}
			// A generic label ("Status", "Type") starts a value only
			// before a colon, not in prose.
			if !lb.specific && !strings.HasSuffix(ws[k-1], ":") && !strings.HasPrefix(ws[k], ":") {
				continue
			}
			// Nor does a label followed by prose ("registered office is
			// in England").
			if !strings.HasSuffix(ws[k-1], ":") && proseWords[strings.ToLower(ws[k])] {
				continue
			}
			l, rest, at, bestLen = lb, strings.Join(ws[k:], " "), k, len(lb.text)
		}
	}
	rest = strings.TrimLeft(rest, ":.-–— ")
	if bestLen == 0 || rest == "" {
		return label{}, "", 0, false
	}
	return l, rest, at, true
}
