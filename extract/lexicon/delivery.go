package lexicon

import (
	"regexp"
	"strings"
)

// businessDelivery are the postal services only organisations receive
// mail by, as their postal operators describe them: La Poste's CEDEX
// ("courrier d'entreprise à distribution exceptionnelle", for large
// senders and receivers) and TSA ("tri service arrivée") numbers, and
// Australia Post's locked bags. A PO box is not one: people rent them too.
var businessDelivery = []string{`cedex`, `tsa\s+\d+`, `locked\s+bag\s+\d+`}

var reBusinessDelivery = regexp.MustCompile(`(?i)\b(?:` + strings.Join(businessDelivery, "|") + `)\b`)

// IsBusinessDelivery reports whether line names a postal service only
// organisations receive mail by (see businessDelivery).
func IsBusinessDelivery(line string) bool { return reBusinessDelivery.MatchString(line) }
