package docgen

import (
	"fmt"
	"time"
)

// Numbers, names, places and dates of the Czech, Portuguese, Danish and
// Ontario organisation documents in dev_org3.go.

// czICO returns a Czech identifikační číslo osoby: seven digits and a
// check digit from the weights 8…2 modulo 11 (remainder 0 gives 1,
// remainder 1 gives 0, otherwise 11 minus the remainder).
func (g *gen) czICO() string {
	d := g.digits(7)
	d[0] = 1 + g.r.IntN(9)
	sum := 0
	for i, v := range d {
		sum += v * (8 - i)
	}
	check := (11 - sum%11) % 10
	return digitString(append(d, check))
}

// ptNIPC returns a Portuguese número de identificação de pessoa coletiva
// with first digit first (5 for companies): weights 9…2 over the first
// eight digits, check 11 minus the sum modulo 11, 0 when that is 10 or 11.
func (g *gen) ptNIPC(first int) string {
	d := g.digits(8)
	d[0] = first
	sum := 0
	for i, v := range d {
		sum += v * (9 - i)
	}
	check := 11 - sum%11
	if check >= 10 {
		check = 0
	}
	return digitString(append(d, check))
}

// dkCVR returns a Danish CVR-nummer: seven digits and a check digit that
// makes the sum with the weights 2 7 6 5 4 3 2 1 divisible by 11; seven
// digits that would need a check digit of 10 are drawn again.
func (g *gen) dkCVR() string {
	weights := []int{2, 7, 6, 5, 4, 3, 2}
	for {
		d := g.digits(7)
		d[0] = 1 + g.r.IntN(9)
		sum := 0
		for i, v := range d {
			sum += v * weights[i]
		}
		check := (11 - sum%11) % 11
		if check == 10 {
			continue
		}
		return digitString(append(d, check))
	}
}

// monthGenitiveCS, monthNameDA and monthNamePT are month names as dates
// print them: Czech in the genitive ("12. března 2015"), Danish and
// Portuguese in lower case.
var (
	monthGenitiveCS = [12]string{"ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu", "prosince"}
	monthNameDA     = [12]string{"januar", "februar", "marts", "april", "maj", "juni", "juli", "august", "september", "oktober", "november", "december"}
	monthNamePT     = [12]string{"janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"}
)

// longDateCS prints 12. března 2015.
func longDateCS(t time.Time) string {
	return fmt.Sprintf("%d. %s %d", t.Day(), monthGenitiveCS[t.Month()-1], t.Year())
}

// longDateDA prints 12. marts 2015.
func longDateDA(t time.Time) string {
	return fmt.Sprintf("%d. %s %d", t.Day(), monthNameDA[t.Month()-1], t.Year())
}

// longDatePT prints 12 de março de 2015.
func longDatePT(t time.Time) string {
	return fmt.Sprintf("%d de %s de %d", t.Day(), monthNamePT[t.Month()-1], t.Year())
}

// namePool draws people from given names and surnames of one country.
type namePool struct{ givens, surnames []string }

var (
	// Czech surnames agree with the bearer's sex, so men and women are
	// drawn from pools of their own.
	czMen = namePool{
		givens:   []string{"Jan", "Petr", "Tomáš", "Jiří", "Zdeněk", "Ondřej", "Radek"},
		surnames: []string{"Dvořák", "Procházka", "Černý", "Kučera", "Veselý", "Růžička", "Šimek", "Křížek"},
	}
	czWomen = namePool{
		givens:   []string{"Lucie", "Kateřina", "Markéta", "Veronika", "Hana", "Jana"},
		surnames: []string{"Dvořáková", "Horáková", "Němcová", "Pokorná", "Bartošová", "Černá", "Kučerová"},
	}
	ptPeople = namePool{
		givens:   []string{"Maria João", "José Manuel", "Ana Rita", "João Pedro", "Inês", "Luís Miguel", "Catarina", "Rui", "Sofia", "António"},
		surnames: []string{"Ferreira da Silva", "Gonçalves", "Sousa Pereira", "Conceição", "Magalhães", "Rodrigues Lopes", "Pinto", "Carvalho Simões", "Araújo", "Brandão"},
	}
	dkPeople = namePool{
		givens:   []string{"Søren", "Mette", "Jens Peter", "Anne-Sofie", "Mads", "Line", "Bjørn", "Kirsten", "Rasmus", "Signe"},
		surnames: []string{"Jørgensen", "Sørensen", "Møller", "Kjærgaard", "Østergaard", "Nielsen", "Thomsen", "Bækgaard", "Lund", "Holm"},
	}
	onNames = namePool{
		givens:   []string{"Priya", "Michael", "Geneviève", "Daniel", "Mei Ling", "Sarah", "Olumide", "Jean-François", "Aisha", "Robert"},
		surnames: []string{"MacDonald", "Tremblay", "Nguyen", "Singh", "O'Neill", "Kowalczyk", "Gagnon", "Chen", "Abara", "Fraser"},
	}
)

// draw returns n officers of the pool with different names, each with role.
func (p namePool) draw(g *gen, n int, role string) []officer {
	return drawPeople(g, n, role, p)
}

// drawPeople returns n officers with different surnames, each with role
// and drawn from one of pools.
func drawPeople(g *gen, n int, role string, pools ...namePool) []officer {
	var out []officer
	seen := map[string]bool{}
	for len(out) < n {
		p := pick(g.r, pools)
		given, sur := pick(g.r, p.givens), pick(g.r, p.surnames)
		if seen[sur] {
			continue
		}
		seen[sur] = true
		out = append(out, officer{Person: Person{Name: given + " " + sur, Role: role}, given: given, sur: sur})
	}
	return out
}

// pageFlow lays blocks down pages of the size of the first and starts a
// new page when the next block does not fit.
type pageFlow struct {
	g      *gen
	d      *doc
	y      float64 // next baseline
	top    float64 // first baseline of a continuation page
	bottom float64 // lowest baseline a block may reach
}

// need starts a new page unless h millimetres fit above the bottom.
func (f *pageFlow) need(h float64) {
	if f.y+h <= f.bottom {
		return
	}
	if len(f.d.pages) == 0 {
		f.d.pages = []*page{f.d.page}
	}
	f.d.pages = append(f.d.pages, f.g.newPage(f.d.page.w, f.d.page.h, white))
	f.y = f.top
}

// footers draws foot(page number, page count) on every page.
func (f *pageFlow) footers(foot func(n, of int)) {
	pages := f.d.allPages()
	for i, p := range pages {
		f.g.c.p = p
		foot(i+1, len(pages))
	}
}
