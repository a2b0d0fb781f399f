package taxdoc

import (
	"regexp"
	"strings"
)

// Authority is a tax authority and its country.
type Authority struct {
	// Name is the authority's usual full name ("Internal Revenue Service"),
	// or the name as printed where it names a local office ("Finanzamt
	// Köln-Mitte").
	Name string
	// Country is its ISO 3166-1 alpha-2 code.
	Country string
}

type authorityPattern struct {
	re   *regexp.Regexp
	name string // "" keeps the matched text
	cc   string
}

// authorities are tried in order; the first match in a text wins.
var authorities = []authorityPattern{
	{regexp.MustCompile(`(?i)internal revenue service|\bIRS\b|department of the treasury`), "Internal Revenue Service", "US"},
	{regexp.MustCompile(`(?i)hm revenue\s*(?:&|and)\s*customs|\bHMRC\b|inland revenue`), "HM Revenue & Customs", "GB"},
	{regexp.MustCompile(`(?i)bundeszentralamt f(?:ü|ue|ii|u)r steuern`), "Bundeszentralamt für Steuern", "DE"},
	{regexp.MustCompile(`Finanzamt Österreich|Bundesministerium f(?:ü|ue)r Finanzen`), "", "AT"},
	{regexp.MustCompile(`Finanzamt(?:[ \t]+[\p{Lu}][\pL-]+(?:[ \t]+[\p{Lu}][\pL-]+)?)?`), "", "DE"},
	{regexp.MustCompile(`(?i)direction g[ée]n[ée]rale des finances publiques|\bDGFiP\b|impots\.gouv\.fr|centre des finances publiques|service des imp[ôo]ts des (?:particuliers|entreprises)`), "Direction générale des Finances publiques", "FR"},
	{regexp.MustCompile(`(?i)agenzia delle entrate`), "Agenzia delle Entrate", "IT"},
	{regexp.MustCompile(`(?i)agencia (?:estatal de administraci[óo]n )?tributaria|\bAEAT\b`), "Agencia Tributaria", "ES"},
	{regexp.MustCompile(`(?i)belastingdienst`), "Belastingdienst", "NL"},
	{regexp.MustCompile(`(?i)(?:office of the )?revenue commissioners|revenue\.ie|\bROS\.ie\b|oifig na gcoimisin[ée]ir ioncaim`), "Revenue Commissioners", "IE"},
	{regexp.MustCompile(`(?i)SPF Finances|FOD Financi[ëe]n`), "SPF Finances", "BE"},
	{regexp.MustCompile(`(?i)canada revenue agency|agence du revenu du canada`), "Canada Revenue Agency", "CA"},
	{regexp.MustCompile(`(?i)australian taxation office`), "Australian Taxation Office", "AU"},
	{regexp.MustCompile(`(?i)administration des contributions directes`), "Administration des contributions directes", "LU"},
	{regexp.MustCompile(`(?i)autoridade tribut[áa]ria`), "Autoridade Tributária e Aduaneira", "PT"},
	{regexp.MustCompile(`(?i)skatteverket`), "Skatteverket", "SE"},
}

// FindAuthority returns the first tax authority named in text.
func FindAuthority(text string) (Authority, bool) {
	best, bestAt := Authority{}, -1
	for _, a := range authorities {
		loc := a.re.FindStringIndex(text)
		if loc == nil || (bestAt >= 0 && loc[0] >= bestAt) {
			continue
		}
		name := a.name
		if name == "" {
			name = strings.TrimSpace(text[loc[0]:loc[1]])
		}
		best, bestAt = Authority{Name: name, Country: a.cc}, loc[0]
	}
	return best, bestAt >= 0
}
