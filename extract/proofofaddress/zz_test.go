package proofofaddress
import ("testing";"github.com/docextract/docextract/extract/dates";"github.com/docextract/docextract/extract/layout")
func TestZZ(t *testing.T){
 p := statementPage("ESTRATTO CONTO CORRENTE","Periodo dal 01/07/2025 al 30/09/2025","Data di emissione","03/10/2025")
 t.Log(statementPeriod([]*layout.Page{p}, dates.Options{}, dates.Date{}))
 for _, v := range statedValues(p) { t.Logf("%s %q %q", v.name, v.label, v.value) }
}
