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

// careOf are the words that open an attention or care-of line of a postal
// address: USPS Publication 28 (section 29, the "C/O" and "ATTN" lines;
// the IRS prints "%" for "in care of" on its notices), Royal Mail's
// addressing guide ("FAO"), Deutsche Post's "z. Hd." and "c/o", La Poste's
// "à l'attention de" (NF Z 10-011), Correos' "a/a".
var careOf = []string{`%`, `c/o`, `care\s+of`, `in\s+care\s+of`, `attn\.?`, `attention`, `fao`, `for\s+the\s+attention\s+of`,
	`z\.\s?hd\.?`, `zu\s+h(?:ä|ae)nden`, `à\s+l['’]attention\s+de`, `a\s+l['’]attention\s+de`, `a/a`, `all['’]attenzione\s+di`, `t\.a\.v\.`}

var reCareOf = regexp.MustCompile(`(?i)^\s*(?:` + strings.Join(careOf, "|") + `)(?:\s|:|$)`)

// IsCareOf reports whether line is an attention or care-of line of an
// address (see careOf): it names whom the mail is for, not where it goes.
func IsCareOf(line string) bool { return reCareOf.MatchString(line) }
