package docgen

import (
	"image/color"
	"math"
	"math/rand/v2"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"
)

// gen draws one document.
type gen struct {
	r     *rand.Rand
	today time.Time
	c     *canvas
}

// doc is a rendered-to-be document with its ground truth.
type doc struct {
	trueType    string
	variant     string
	description string
	lang        string
	font        family
	page        *page
	fields      map[string]Field
	specimen    string // overprint word, when a specimen
	// pages holds every page of a multi-page document (page is the first);
	// nil for a one-page document.
	pages []*page
	basis string // expected.json basis when not "spec"
	notes string // gt_notes
	// photo says a PNG or JPEG of the document is a photograph of a
	// paper slip on a surface, not a scan (till receipts).
	photo bool
	// totalsWrong says the printed total does not add up; idStatus is
	// the outcome of identifiers_valid on the document ("" when it prints
	// no identifier). They decide the integrity checks.
	totalsWrong bool
	idStatus    string
	// carried is text the document carries besides its print: the
	// payloads of its barcodes.
	carried []string
	// shot, when set, overrides the resolution and turn of a raster
	// rendering (see shotOf).
	shot *shot
}

// allPages returns the pages of d.
func (d *doc) allPages() []*page {
	if len(d.pages) > 0 {
		return d.pages
	}
	return []*page{d.page}
}

func (g *gen) document(t string) *doc {
	switch t {
	case TypeIdentity:
		return g.identity()
	case TypeProofOfAddress:
		return g.proofOfAddress()
	case TypeTaxDoc:
		return g.taxDoc()
	case TypeInvoice:
		return g.invoice()
	case TypeReceipt:
		return g.receipt()
	case TypeTransfer:
		return g.transfer()
	default:
		return g.organisationDoc()
	}
}

// newPage starts a page of w x h millimetres.
func (g *gen) newPage(w, h float64, bg color.RGBA) *page {
	p := &page{w: w, h: h, bg: bg}
	g.c.p = p
	return p
}

func (g *gen) family() family { return pick(g.r, families) }

func (g *gen) chance(p float64) bool { return g.r.Float64() < p }

// fill replaces A by a letter, 9 by a digit, X by either in pattern.
func (g *gen) fill(pattern string) string {
	const letters, digits = "ABCDEFGHJKLMNPRSTUVWXYZ", "0123456789"
	var b strings.Builder
	for _, c := range pattern {
		switch c {
		case 'A':
			b.WriteByte(letters[g.r.IntN(len(letters))])
		case '9':
			b.WriteByte(digits[g.r.IntN(10)])
		case 'X':
			all := letters + digits
			b.WriteByte(all[g.r.IntN(len(all))])
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

func str(v, kind string, accept ...string) Field {
	var acc []string
	for _, a := range accept {
		if a != "" && a != v && !contains(acc, a) {
			acc = append(acc, a)
		}
	}
	return Field{Value: &v, Kind: kind, Accept: acc}
}

func null(kind string) Field { return Field{Kind: kind} }

func contains(s []string, v string) bool {
	for _, x := range s {
		if x == v {
			return true
		}
	}
	return false
}

// nameField is a name as printed, accepting the MRZ transliteration and
// the spelling without diacritics.
func nameField(v string) Field {
	return str(v, KindName, mrzName(v), strings.ToUpper(stripMarks(v)))
}

func textField(v string) Field { return str(v, KindText, stripMarks(v)) }

func dateField(t time.Time) Field { return str(iso(t), KindDate) }

// specimenWords are the overprints per label language.
var specimenWords = map[string][]string{
	"de": {"MUSTER", "SPECIMEN"},
	"fr": {"SPÉCIMEN", "SPECIMEN"},
	"es": {"ESPÉCIMEN", "SPECIMEN"},
	"pt": {"ESPÉCIMEN"},
	"en": {"SPECIMEN", "SAMPLE"},
}

// addSpecimen overprints the page diagonally.
func (g *gen) addSpecimen(d *doc) {
	words, ok := specimenWords[d.lang]
	if !ok {
		words = []string{"SPECIMEN"}
	}
	w := pick(g.r, words)
	d.specimen = w
	p := d.page
	angle := 20 + g.r.Float64()*20
	diag := math.Hypot(p.w, p.h)
	f := d.font.bold
	size := 0.6 * diag / g.c.width(w, f, 1)
	col := pick(g.r, []color.RGBA{rgb(200, 30, 30), rgb(120, 120, 120), rgb(30, 60, 160)})
	g.c.p = p
	g.c.overprint(p.w/2, p.h/2, w, f, size, angle, 0.3+g.r.Float64()*0.2, col)
	d.variant += "_specimen"
}

// validations draws request validations for d and their expected checks.
func (g *gen) validations(d *doc) (*Validations, []Check) {
	v := &Validations{}
	var checks []Check
	allowed := map[string][]string{
		TypeIdentity:        {"document_number", "surname", "given_name"},
		TypeProofOfAddress:  {"recipient_name", "recipient_address"},
		TypeTaxDoc:          {"tax_number", "taxpayer_name", "taxpayer_address"},
		TypeOrganisationDoc: {"organisation_name", "registration_number", "registered_office_address"},
		TypeInvoice:         {"invoice_number", "vendor_name", "vendor_tax_id", "customer_name", "total_amount", "payment_iban"},
		TypeReceipt:         {"merchant_name", "total_amount", "merchant_tax_id"},
		TypeTransfer:        {"beneficiary_name", "beneficiary_account", "ordering_customer_name", "amount", "reference"},
	}[d.trueType]
	n := g.r.IntN(3)
	if d.trueType == TypeOrganisationDoc {
		n++
	}
	g.r.Shuffle(len(allowed), func(i, j int) { allowed[i], allowed[j] = allowed[j], allowed[i] })
	for _, name := range allowed[:min(n, len(allowed))] {
		f, ok := d.fields[name]
		if !ok || f.Value == nil {
			continue
		}
		fv, status := g.fieldCheck(name, f)
		v.Fields = append(v.Fields, fv)
		checks = append(checks, Check{CheckType: "field_validation", Status: status, Field: name,
			ExpectedValue: fv.ExpectedValue, ExtractedValue: ptr(*f.Value), MatchType: fv.MatchType})
	}
	switch d.trueType {
	case TypeIdentity:
		if f := d.fields["document_expiry_date"]; f.Value != nil {
			exp, _ := time.Parse("2006-01-02", *f.Value)
			e := &Expiry{}
			if g.chance(0.7) {
				e.ValidateDocumentNotExpired = ptr(true)
				st := "passed"
				if exp.Before(g.today) {
					st = "failed"
				}
				checks = append(checks, Check{CheckType: "expiry_validation", Status: st, CheckName: "validate_document_not_expired",
					DocumentExpiryDate: iso(exp), ExtractedValue: ptr(iso(exp))})
			}
			if !exp.Before(g.today) && g.chance(0.6) {
				m := int64(monthsBetween(g.today, exp))
				want := int64(1 + g.r.IntN(24))
				e.MinimumMonthsUntilExpiry = ptr(want)
				st := "passed"
				if m < want {
					st = "failed"
				}
				checks = append(checks, Check{CheckType: "expiry_validation", Status: st, CheckName: "minimum_months_until_expiry",
					DocumentExpiryDate: iso(exp), ExtractedValue: ptr(iso(exp)), MonthsUntilExpiry: ptr(m)})
			}
			if e.ValidateDocumentNotExpired != nil || e.MinimumMonthsUntilExpiry != nil {
				v.Expiry = e
			}
		}
	case TypeProofOfAddress, TypeTaxDoc, TypeInvoice, TypeReceipt, TypeTransfer:
		key := map[string]string{TypeProofOfAddress: "document_date", TypeTaxDoc: "date_of_issue", TypeInvoice: "invoice_date",
			TypeReceipt: "transaction_date", TypeTransfer: "transfer_date"}[d.trueType]
		if f := d.fields[key]; f.Value != nil && g.chance(0.7) {
			dt, _ := time.Parse("2006-01-02", *f.Value)
			for _, months := range []int64{3, 6, 12, 24} {
				limit := g.today.AddDate(0, -int(months), 0)
				if math.Abs(dt.Sub(limit).Hours()) < 24*4 {
					continue // too close to the boundary to be a fair test
				}
				if g.chance(0.5) && months != 24 {
					continue
				}
				v.Recency = &Recency{MaximumDocumentAgeMonths: months}
				st := "passed"
				if dt.Before(limit) || dt.After(g.today.AddDate(0, 0, 1)) {
					st = "failed"
				}
				checks = append(checks, Check{CheckType: "recency_validation", Status: st,
					DocumentDateOfIssue: iso(dt), ExtractedValue: ptr(iso(dt))})
				break
			}
		}
	}
	if listed := map[string]bool{TypeInvoice: true, TypeReceipt: true, TypeTransfer: true}; listed[d.trueType] {
		checks = append(checks, g.integrity(d, v)...)
	}
	if len(checks) == 0 {
		return nil, []Check{}
	}
	return v, checks
}

// integrity draws the integrity validations of a listed document and their
// expected checks: totals (invoices and receipts), then identifiers.
func (g *gen) integrity(d *doc, v *Validations) []Check {
	var checks []Check
	in := &Integrity{}
	if d.trueType != TypeTransfer && g.chance(0.8) {
		in.ValidateTotals = ptr(true)
		st := "passed"
		if d.totalsWrong {
			st = "failed"
		}
		checks = append(checks, Check{CheckType: "integrity", Status: st, CheckName: "totals_consistent"})
	}
	if d.idStatus != "" && g.chance(0.6) {
		in.ValidateIdentifiers = ptr(true)
		checks = append(checks, Check{CheckType: "integrity", Status: d.idStatus, CheckName: "identifiers_valid"})
	}
	if len(checks) > 0 {
		v.Integrity = in
	}
	return checks
}

// fieldCheck draws a field validation of f and its expected status.
func (g *gen) fieldCheck(name string, f Field) (FieldValidation, string) {
	val := *f.Value
	fv := FieldValidation{Field: name, MatchType: "fuzzy"}
	if f.Kind == KindID && g.chance(0.5) || f.Kind == KindMoney {
		fv.MatchType = "exact" // money is compared as a number, never fuzzy
	}
	pass := g.chance(0.65)
	switch {
	case fv.MatchType == "exact" && pass:
		fv.ExpectedValue = val
	case fv.MatchType == "exact":
		fv.ExpectedValue = g.mutateID(val)
	case pass:
		fv.ExpectedValue = g.fuzzyVariant(f)
	default:
		fv.ExpectedValue = g.unlike(f)
	}
	if pass {
		return fv, "passed"
	}
	return fv, "failed"
}

// fuzzyVariant returns a spelling a fuzzy comparison must accept.
func (g *gen) fuzzyVariant(f Field) string {
	val := *f.Value
	switch f.Kind {
	case KindID:
		return strings.NewReplacer(" ", "", "-", "", ".", "").Replace(val)
	case KindAddress:
		return strings.ToUpper(strings.ReplaceAll(val, ",", ""))
	}
	opts := []string{strings.ToLower(val), strings.ToUpper(stripMarks(val))}
	if f.Kind == KindName && mrzName(val) != strings.ToUpper(val) {
		opts = append(opts, mrzName(val))
	}
	return pick(g.r, opts)
}

// mutateID changes one character of an identifier.
func (g *gen) mutateID(v string) string {
	b := []byte(v)
	for {
		i := g.r.IntN(len(b))
		c := b[i]
		switch {
		case c >= '0' && c <= '9':
			b[i] = '0' + (c-'0'+1+byte(g.r.IntN(8)))%10
		case c >= 'A' && c <= 'Z':
			b[i] = 'A' + (c-'A'+1+byte(g.r.IntN(24)))%26
		default:
			continue
		}
		return string(b)
	}
}

var unlikeNames = []string{"WOZNIAK", "PAPADOPOULOS", "YAMAMOTO", "OKONKWO", "FITZGERALD", "ABERNATHY", "QUINTERO", "HALVORSEN", "Zephyr Holdings Limited", "Kowalski Trading GmbH"}

// unlike returns a value a fuzzy comparison must reject.
func (g *gen) unlike(f Field) string {
	val := *f.Value
	for range 50 {
		var cand string
		switch f.Kind {
		case KindID:
			cand = g.fill(strings.Map(func(r rune) rune {
				switch {
				case r >= '0' && r <= '9':
					return '9'
				case r >= 'A' && r <= 'Z':
					return 'A'
				}
				return r
			}, val))
		case KindAddress:
			cand = g.fill("999") + " " + pick(g.r, []string{"Harbour Road", "Rue des Lilas", "Lindenweg", "Calle del Sol"}) + ", " + g.fill("99999") + " " + pick(g.r, []string{"Springfield", "Ravenna", "Tromsø", "Valparaíso"})
		default:
			cand = pick(g.r, unlikeNames)
		}
		if similarity(cand, val) < 0.6 {
			return cand
		}
	}
	return "ZZZZZZZZZZ"
}

// similarity is 1 - Levenshtein distance / longer length, case-folded.
func similarity(a, b string) float64 {
	a, b = strings.ToLower(stripMarks(a)), strings.ToLower(stripMarks(b))
	n := max(utf8.RuneCountInString(a), utf8.RuneCountInString(b))
	if n == 0 {
		return 1
	}
	return 1 - float64(levenshtein.ComputeDistance(a, b))/float64(n)
}

// guilloche draws sine waves over a rectangle, the security print of
// identity documents and certificates.
func (g *gen) guilloche(x, y, w, h float64, col color.RGBA, n int) {
	for k := 0; k < n; k++ {
		amp := h * (0.05 + g.r.Float64()*0.15)
		per := w / (2 + g.r.Float64()*4)
		ph := g.r.Float64() * 2 * math.Pi
		cy := y + amp + (h-2*amp)*g.r.Float64() // the waves stay inside the card
		var pts []float64
		for t := 0.0; t <= w; t += w / 120 {
			pts = append(pts, x+t, cy+amp*math.Sin(2*math.Pi*t/per+ph))
		}
		g.c.polyline(pts, 0.12, col)
	}
}

// emblem draws a round seal or logo from simple shapes.
func (g *gen) emblem(cx, cy, r float64, col, bg color.RGBA) {
	g.c.ellipse(cx, cy, r, r, col)
	g.c.ellipse(cx, cy, r*0.82, r*0.82, bg)
	g.c.ellipse(cx, cy, r*0.62, r*0.62, col)
	pts := make([]float64, 0, 20)
	for k := 0; k < 10; k++ { // a five-pointed star
		a := -math.Pi/2 + float64(k)*math.Pi/5
		rr := r * 0.5
		if k%2 == 1 {
			rr = r * 0.2
		}
		pts = append(pts, cx+rr*math.Cos(a), cy+rr*math.Sin(a))
	}
	g.c.polygon(pts, bg)
}

// photo draws a portrait placeholder: a head and shoulders on a plain ground.
func (g *gen) photo(x, y, w, h float64) {
	g.c.rect(x, y, w, h, pick(g.r, []color.RGBA{rgb(205, 215, 225), rgb(225, 225, 225), rgb(210, 225, 235)}))
	skin := pick(g.r, []color.RGBA{rgb(150, 120, 100), rgb(110, 85, 70), rgb(180, 150, 130), rgb(90, 70, 60)})
	g.c.polygon([]float64{x + w*0.12, y + h, x + w*0.22, y + h*0.74, x + w*0.78, y + h*0.74, x + w*0.88, y + h}, rgb(60, 60, 70))
	g.c.rect(x+w*0.42, y+h*0.55, w*0.16, h*0.2, skin)
	g.c.ellipse(x+w/2, y+h*0.4, w*0.22, h*0.22, skin)
	g.c.ellipse(x+w/2, y+h*0.24, w*0.22, h*0.09, rgb(50, 40, 35))
}

func cos(a float64) float64 { return math.Cos(a) }
func sin(a float64) float64 { return math.Sin(a) }

func newRand(seed, stream uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, stream)) }
