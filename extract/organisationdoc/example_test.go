package organisationdoc_test

import (
	"fmt"

	"github.com/docextract/docextract/extract/organisationdoc"
)

func ExampleParseNumber() {
	for _, s := range []string{"SC123456", "0C929815", "HRB 772044, Amtsgericht München", "HE 395674", "201512345A"} {
		n, ok := organisationdoc.ParseNumber(s, "")
		fmt.Printf("%v %s %s %s", ok, n.Value, n.Scheme, n.Country)
		if n.Court != "" {
			fmt.Printf(" (%s)", n.Court)
		}
		fmt.Println()
	}
	// Output:
	// true SC123456 gb_companies_house GB
	// true OC929815 gb_companies_house GB
	// true HRB 772044 de_handelsregister DE (Amtsgericht München)
	// true HE 395674 cy_registrar CY
	// true 201512345A sg_uen SG
}

func ExampleJurisdiction() {
	fmt.Println(organisationdoc.Jurisdiction("Registrar of Companies for Scotland"))
	fmt.Println(organisationdoc.Jurisdiction("Delaware Secretary of State, Division of Corporations"))
	// Output:
	// GB
	// US
}
