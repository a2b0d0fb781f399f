package taxdoc

import (
	"regexp"
	"strings"

	"github.com/docextract/docextract/extract/layout"
	"github.com/docextract/docextract/extract/postal"
)

// The W-9 (revisions 2013 to 2024; before 2017 its boxes were not
// numbered). Regions are in points of the form.
var (
	w9Stop     = regexp.MustCompile(`(?i)^\s*(\d\w?\s+)?(name|business name|check appropriate|address \(number|city, state|list account|requester|part i|social security|employer identification|enter your tin|exemptions|\(applies|or\s*$|–|-)`)
	w9Name     = formField{regexp.MustCompile(`(?i)\b1\s+Name of entity|(?:\b1\s+)?Name \(as shown`), region{-6, 520, 16, false}, 1}
	w9Business = formField{regexp.MustCompile(`(?i)(?:\b2\s+)?Business name`), region{-6, 520, 16, false}, 1}
	w9Street   = formField{regexp.MustCompile(`(?i)(?:\b5\s+)?Address \(number, street`), region{-6, 325, 16, false}, 1}
	w9City     = formField{regexp.MustCompile(`(?i)(?:\b6\s+)?City, state, and ZIP`), region{-6, 325, 16, false}, 1}
	w9Account  = formField{regexp.MustCompile(`(?i)(?:\b7\s+)?List account number`), region{-6, 520, 20, false}, 1}
	w9SSN      = formField{regexp.MustCompile(`(?i)Social security number`), region{-10, 160, 30, false}, 0}
	w9EIN      = formField{regexp.MustCompile(`(?i)Employer identification number`), region{-10, 160, 30, false}, 0}
	w9Date     = regexp.MustCompile(`(?i)^Date\s*▶?$|^Date ▶`)
)

func readW9(pages []*layout.Page, f *Fields) {
	f.TaxpayerName = w9Name.read(pages, w9Stop, " ")
	if !f.TaxpayerName.Found() {
		f.TaxpayerName = w9Business.read(pages, w9Stop, " ")
	}
	street, city := w9Street.read(pages, w9Stop, " "), w9City.read(pages, w9Stop, " ")
	f.TaxpayerAddress = joinFields(street, city)
	if tin := tinBox(pages, w9SSN, false); tin.Found() {
		f.TaxNumber = tin
	} else {
		f.TaxNumber = tinBox(pages, w9EIN, true)
	}
	f.ReferenceNumber = w9Account.read(pages, w9Stop, " ")
	f.DateOfIssue = rightOf(pages, w9Date)
}

// tinBox reads a TIN written in the digit boxes below its label.
func tinBox(pages []*layout.Page, ff formField, ein bool) layout.Field {
	v := ff.read(pages, regexp.MustCompile(`(?i)part ii|certification|or$|note:|employer identification|social security`), "")
	d := digitsOf(v.Value)
	if len(d) != 9 {
		return layout.Field{}
	}
	v.Value = digitsTIN(d, ein)
	return v
}

// rightOf reads the text right of a label on its row ("Date ▶ 03/14/2024").
func rightOf(pages []*layout.Page, label *regexp.Regexp) layout.Field {
	for _, p := range pages {
		for _, s := range postal.Segments(p) {
			if !label.MatchString(s.Text()) && !strings.HasPrefix(s.Text(), "Date ▶") {
				continue
			}
			for _, o := range postal.Segments(p) {
				if o.Box.Left > s.Box.Left && o.Box.Top < s.Box.Bottom && o.Box.Bottom > s.Box.Top {
					if d := dateField(layout.FromLine(o.Text(), p, o)); d.Found() {
						return d
					}
				}
			}
			if d := dateField(layout.FromLine(strings.TrimPrefix(s.Text(), "Date ▶"), p, s)); d.Found() {
				return d
			}
		}
	}
	return layout.Field{}
}

func joinFields(fs ...layout.Field) layout.Field {
	var out layout.Field
	var parts []string
	for _, f := range fs {
		if !f.Found() {
			continue
		}
		if !out.Found() {
			out = f
		} else {
			out.Box = out.Box.Union(f.Box)
			out.Confidence = min(out.Confidence, f.Confidence)
		}
		parts = append(parts, f.Value)
		out.Value = postal.Join(parts)
	}
	return out
}

// The W-8BEN (revisions 2014 to 2021). Filled values start at the left
// rule of the box, left of the box's number.
var (
	w8Stop    = regexp.MustCompile(`(?i)^\s*(\d\w?\s+)?(name of individual|country of citizenship|permanent residence|city or town|country$|mailing address|u\.?s\.? taxpayer|foreign tax identifying|check if ftin|reference number|date of birth|part ii|signature|print name)`)
	w8Name    = formField{regexp.MustCompile(`(?i)\b1\s+Name of individual`), region{-12, 329, 16, false}, 1}
	w8Street  = formField{regexp.MustCompile(`(?i)\b3\s+Permanent residence address`), region{-12, 530, 16, false}, 1}
	w8City    = formField{regexp.MustCompile(`(?i)City or town, state or province`), region{-30, 376, 16, false}, 1}
	w8Country = formField{regexp.MustCompile(`(?i)^Country$|\bCountry$`), region{-6, 130, 16, false}, 1}
	w8USTIN   = formField{regexp.MustCompile(`(?i)\b5\s+U\.?S\.? taxpayer identification number`), region{-6, 329, 16, false}, 1}
	w8FTIN    = formField{regexp.MustCompile(`(?i)\b6\s*(?:a\s+)?Foreign tax identifying number`), region{-6, 200, 16, false}, 1}
	w8Ref     = formField{regexp.MustCompile(`(?i)\b7\s+Reference number`), region{-6, 165, 16, false}, 1}
	w8Date    = formField{regexp.MustCompile(`(?i)Date \(MM-DD-YYYY\)$`), region{-40, 140, 22, true}, 1}
)

func readW8BEN(pages []*layout.Page, f *Fields) {
	f.TaxpayerName = w8Name.read(pages, w8Stop, " ")
	f.TaxpayerAddress = joinFields(w8Street.read(pages, w8Stop, " "), w8City.read(pages, w8Stop, " "), w8Country.read(pages, w8Stop, " "))
	f.TaxNumber = w8USTIN.read(pages, w8Stop, " ")
	if !f.TaxNumber.Found() {
		f.TaxNumber = w8FTIN.read(pages, w8Stop, " ")
	}
	f.ReferenceNumber = w8Ref.read(pages, w8Stop, " ")
	f.DateOfIssue = dateField(w8Date.read(pages, regexp.MustCompile(`(?i)signature|print name|sign here`), " "))
}

// Form 1099 (MISC, NEC, INT, DIV, ...): the recipient is the taxpayer.
var (
	f1099Stop   = regexp.MustCompile(`(?i)^\s*(recipient|payer|street address|city or town|account number|fatca|2nd tin|\$\s*$)`)
	f1099TIN    = formField{regexp.MustCompile(`(?i)RECIPIENT['’]?S (?:TIN|taxpayer identification)`), region{-20, 120, 36, false}, 1}
	f1099Name   = formField{regexp.MustCompile(`(?i)RECIPIENT['’]?S name`), region{-6, 236, 34, false}, 2}
	f1099Street = formField{regexp.MustCompile(`(?i)Street address \(including apt`), region{-6, 236, 34, false}, 1}
	f1099City   = formField{regexp.MustCompile(`(?i)^City or town, state or province, country`), region{-6, 236, 34, false}, 1}
	f1099Acct   = formField{regexp.MustCompile(`(?i)Account number \(see instructions\)`), region{-6, 150, 30, false}, 1}
)

func read1099(pages []*layout.Page, f *Fields) {
	f.TaxNumber = f1099TIN.read(pages, f1099Stop, " ")
	if n, ok := ParseNumber(f.TaxNumber.Value); ok {
		f.TaxNumber.Value = n.Value
	}
	f.TaxpayerName = f1099Name.read(pages, f1099Stop, " ")
	f.TaxpayerAddress = joinFields(f1099Street.read(pages, f1099Stop, " "), f1099City.read(pages, f1099Stop, " "))
	f.ReferenceNumber = f1099Acct.read(pages, f1099Stop, " ")
}

// Form W-2: the employee is the taxpayer.
var (
	w2Stop   = regexp.MustCompile(`(?i)^\s*(f\s+employee|employee['’]?s address|\d+\s+[a-z]|[a-z]\s+employ)`)
	w2SSN    = formField{regexp.MustCompile(`(?i)Employee['’]?s social security number`), region{-10, 125, 20, false}, 1}
	w2Person = formField{regexp.MustCompile(`(?i)\be\s+Employee['’]?s first name`), region{-10, 285, 120, false}, 0}
)

func readW2(pages []*layout.Page, f *Fields) {
	f.TaxNumber = w2SSN.read(pages, w2Stop, " ")
	if ns := FindNumbers(f.TaxNumber.Value); len(ns) > 0 {
		f.TaxNumber.Value = ns[0].Value
	}
	for _, p := range pages {
		box, ok := findLabel(p, w2Person.label)
		if !ok {
			continue
		}
		rows := valueRows(p, box, w2Person.reg, w2Stop)
		if len(rows) == 0 {
			break
		}
		f.TaxpayerName = fieldOfRows(p, rows[:1], " ")
		f.TaxpayerAddress = fieldOfRows(p, rows[1:], ", ")
		break
	}
}
