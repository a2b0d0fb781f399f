package postal

import (
	"math"
	"regexp"
	"strings"

	"github.com/docextract/docextract/extract/dates"
	"github.com/docextract/docextract/extract/layout"
)

// DateKind says why a date was taken for a document's date; a higher kind
// wins over a lower one.
type DateKind int

// The kinds of document date, weakest first.
const (
	DateNone DateKind = iota
	// DatePeriodEnd is the end of a statement or billing period, taken
	// when the document prints no date of its own.
	DatePeriodEnd
	// DateLetter is an unlabelled date at the head of a letter ("London,
	// 3 March 2024", "Paris, le 3 mars 2024").
	DateLetter
	// DateLabelledPlain follows a bare "Date", "Datum", "Fecha", "Data".
	DateLabelledPlain
	// DateLabelled follows an issue label: "Statement date", "Date of
	// issue", "Rechnungsdatum", "Date de facture", "Fecha de emisión".
	DateLabelled
)

// DocDate is the date chosen as a document's own date.
type DocDate struct {
	Date dates.Date
	Kind DateKind
	Page *layout.Page
	Line layout.Line
}

// DateOptions say how to read a document's dates.
type DateOptions struct {
	// MonthFirst reads ambiguous numeric dates month first (US documents).
	MonthFirst bool
}

// Issue labels, matched against the text just before a date (lower case).
var (
	reIssueLabel = regexp.MustCompile(`(statement date|date of (?:this )?statement|bill(?:ing)? date|date of (?:this )?bill|invoice date|date of invoice|date of issue|issue date|date issued|issued(?: on)?|letter date|date of (?:this )?letter|print(?:ed)? (?:date|on)|document date|tax point|notice date|date of notice|` +
		`rechnungsdatum|ausstellungsdatum|ausgestellt am|erstellt am|bescheiddatum|briefdatum|druckdatum|` +
		`date de (?:la )?facture|date d['’]émission|date d['’]emission|date d['’]édition|date d['’]edition|date de l['’]avis|date du relevé|émis le|emis le|fait le|édité le|edite le|établi le|etabli le|` +
		`fecha de emisión|fecha de emision|fecha (?:de )?(?:la )?factura|fecha de expedición|fecha de expedicion|fecha del extracto|` +
		`data di emissione|data (?:della )?fattura|data documento|data del documento|emess[oa] il|data estratto|` +
		`factuurdatum|datum (?:van de )?factuur|datum van uitgifte|dagtekening|afschriftdatum)\W*$`)
	rePlainLabel = regexp.MustCompile(`(?:^|[^\pL])(date|dated|datum|fecha|data|le|den|am)\W*$`)
	// reNotIssue: the date is due, a payment, a period boundary, a birth,
	// an expiry, a meter reading, a transaction: never the document date.
	reNotIssue = regexp.MustCompile(`(?:^|[^\pL])(due|payable|pay by|payment|paid|debit|debited|collect(?:ed|ion)?|échéance|echeance|exigible|à payer|a payer|prélèvement|prelevement|paiement|fällig|faellig|zahlbar|zahlung|abbuchung|lastschrift|einzug|vencimiento|vence|pago|cargo|adeudo|scadenza|pagamento|addebito|entro il|vervaldatum|uiterlijk|betaling|incasso|afschrijving|` +
		`birth|born|naissance|née?|geboren|geburt\w*|nacimiento|nascita|nato|nata|geboortedatum|` +
		`expir\w*|valid\w*|gültig\w*|valable|validité|caducidad|scadenza|geldig\w*|` +
		`reading|read|compteur|index|lecture|lectura|lettura|zählerstand|meterstand|` +
		`next|prochaine?|nächste|nachste|próxim[oa]|proxim[oa]|prossim[oa]|volgende|` +
		`opening|closing|balance|solde|saldo|kontostand|` +
		`period|période|periode|zeitraum|periodo|from|to|until|through|thru|since|between|du|au|vom|bis|ab|desde|hasta|del|al|dal|fino|van|tot|tussen|start|end|beginning|ending|` +
		`transaction|posted|value date|wertstellung|buchung|valeur|valuta|fecha valor|boekdatum|` +
		`received|reçu|eingang|recibido|ricevut[oa]|ontvangen|signed|signature|unterschrift)(?:[^\pL]|$)`)
	// reNotIssueCompound: the German and Dutch compounds of reNotIssue's
	// words ("Abrechnungszeitraum", "Fälligkeitsdatum", "Vervaldatum").
	reNotIssueCompound = regexp.MustCompile(`(zeitraum|periode|fälligkeit\w*|faelligkeit\w*|buchungs\w*|zahlungs\w*|abbuchungs\w*|einzugs\w*|valuta\w*|ablese\w*|geburts\w*|ablauf\w*|gültigkeits\w*|vervaldatum|boekdatum|geboortedatum|incassodatum|betaaldatum)(?:[^\pL]|$)`)
	// reCompoundDate is a German or Dutch compound ending in "datum"
	// ("Auszugsdatum", "Erstellungsdatum"): a date label.
	reCompoundDate = regexp.MustCompile(`\pL{3,}datum\W*$`)
	// reRangeSep ends the text between the two dates of a period.
	reRangeSep = regexp.MustCompile(`(?:[-–—]|\bto|\bau|\bbis|\bal|\ba|\btot|\bthrough|\bthru|\buntil|\bhasta)\s*$`)
)

// DocumentDate chooses the document's own date among the dates of pages:
// a date after an issue label first, then a bare "Date" label, then an
// unlabelled date at the head of the first page, then the end of a
// statement period. Due dates, payment, transaction, period-start and
// birth dates are never chosen.
func DocumentDate(pages []*layout.Page, opts DateOptions) (DocDate, bool) {
	dopts := dates.Options{MonthFirst: opts.MonthFirst}
	var best DocDate
	for _, p := range pages {
		segs := Segments(p)
		for si, s := range segs {
			t := s.Text()
			ms := dates.Find(t, dopts)
			for mi, m := range ms {
				if m.Date.Year == 0 || m.Date.Month == 0 {
					continue
				}
				k := classify(p, segs, si, t, m, mi > 0 || hasRangeStart(t[:m.Start]))
				if k > best.Kind {
					best = DocDate{Date: m.Date, Kind: k, Page: p, Line: s}
				}
			}
		}
	}
	return best, best.Kind != DateNone
}

func hasRangeStart(before string) bool {
	return strings.ContainsAny(before, "0123456789")
}

// classify decides the kind of the date m found in segment si of p (text t).
// afterOther says a date or number precedes m in its segment.
func classify(p *layout.Page, segs []layout.Line, si int, t string, m dates.Match, afterOther bool) DateKind {
	before := strings.ToLower(strings.TrimSpace(t[:m.Start]))
	after := strings.TrimSpace(t[m.End:])
	tail := lastWords(before, 4)
	if reRangeSep.MatchString(before) && afterOther {
		// The second date of "1 March – 31 March 2024", "from X to Y".
		return DatePeriodEnd
	}
	if k := labelKind(before, tail); k != DateNone || notIssue(tail) {
		return k
	}
	// Nothing before the date in its segment: look at the label to its
	// left on the same baseline, then above it.
	if len(strings.Fields(before)) <= 3 {
		if lbl, ok := neighbourLabel(segs, si); ok {
			lbl = strings.ToLower(lbl)
			if k := labelKind(lbl, lastWords(lbl, 4)); k != DateNone || notIssue(lastWords(lbl, 4)) {
				if k == DateLabelledPlain && len(strings.Fields(lbl)) > 3 {
					k = DateNone
				}
				return k
			}
		}
	}
	// A date alone on its line near the top of the first page (with at most
	// a place before it), not in a table row or column, is the letter's
	// date.
	s := segs[si]
	if p.Number == 1 && s.Box.Top < 0.4*p.Height && len(strings.Fields(before)) <= 4 && len(after) <= 2 && !strings.ContainsAny(before, "0123456789") &&
		!columnOfDates(segs, si) && !inRow(segs, si) {
		return DateLetter
	}
	return DateNone
}

// labelKind classifies the label text before a date (lower case; tail is
// its last words): an issue label, a bare date label, or neither. An issue
// label right before the date wins over the words before it.
func labelKind(before, tail string) DateKind {
	switch {
	case reIssueLabel.MatchString(before):
		return DateLabelled
	case notIssue(tail):
		return DateNone
	case reCompoundDate.MatchString(tail):
		return DateLabelled
	case rePlainLabel.MatchString(tail) && len(strings.Fields(before)) <= 6:
		return DateLabelledPlain
	}
	return DateNone
}

// notIssue reports whether a label's last words name a date that is not
// the document's: due, paid, a period, a birth, a reading.
func notIssue(tail string) bool {
	return reNotIssue.MatchString(tail) || reNotIssueCompound.MatchString(tail)
}

// inRow reports whether another segment sits to the right of segment si on
// its baseline: si is a cell of a table row.
func inRow(segs []layout.Line, si int) bool {
	s := segs[si]
	h := s.Box.Height()
	for i, o := range segs {
		if i == si || o.Box.Left < s.Box.Right {
			continue
		}
		if ov := math.Min(o.Box.Bottom, s.Box.Bottom) - math.Max(o.Box.Top, s.Box.Top); ov > 0.5*h {
			return true
		}
	}
	return false
}

// neighbourLabel returns the text of the segment just left of segment si on
// its baseline, or else just above it, when that reads as a label (a few
// words) and segment si is not one of a column of dates (a table).
func neighbourLabel(segs []layout.Line, si int) (string, bool) {
	s := segs[si]
	h := s.Box.Height()
	left, above := -1, -1
	for i, o := range segs {
		if i == si {
			continue
		}
		ov := math.Min(o.Box.Bottom, s.Box.Bottom) - math.Max(o.Box.Top, s.Box.Top)
		if ov > 0.5*h && o.Box.Right <= s.Box.Left+1 && s.Box.Left-o.Box.Right < 12*h {
			if left < 0 || o.Box.Right > segs[left].Box.Right {
				left = i
			}
		}
		hov := math.Min(o.Box.Right, s.Box.Right) - math.Max(o.Box.Left, s.Box.Left)
		gap := s.Box.Top - o.Box.Bottom
		if hov > 0 && gap >= -0.2*h && gap < 1.2*h {
			if above < 0 || o.Box.Bottom > segs[above].Box.Bottom {
				above = i
			}
		}
	}
	if left >= 0 {
		if t := segs[left].Text(); len(strings.Fields(t)) <= 6 {
			return t, true
		}
	}
	if above >= 0 && !columnOfDates(segs, si) {
		if t := segs[above].Text(); len(strings.Fields(t)) <= 4 {
			return t, true
		}
	}
	return "", false
}

// columnOfDates reports whether a date-bearing segment sits just below
// segment si at the same left edge: a table column, whose header labels
// every row.
func columnOfDates(segs []layout.Line, si int) bool {
	s := segs[si]
	h := s.Box.Height()
	for i, o := range segs {
		if i == si || math.Abs(o.Box.Left-s.Box.Left) > h {
			continue
		}
		if gap := o.Box.Top - s.Box.Bottom; gap >= -0.2*h && gap < 1.5*h {
			if len(dates.Find(o.Text(), dates.Options{})) > 0 {
				return true
			}
		}
	}
	return false
}

func lastWords(s string, n int) string {
	f := strings.Fields(s)
	if len(f) > n {
		f = f[len(f)-n:]
	}
	return strings.Join(f, " ")
}
