package postal_test

import (
	"fmt"

	"github.com/docextract/docextract/extract/postal"
)

func ExampleParseAddress() {
	a, _ := postal.ParseAddress([]string{"Mr James Wilson", "12 High Street", "Norwich NR1 3QU"})
	fmt.Println(a.Name)
	fmt.Println(a)
	fmt.Println(a.Country)
	// Output:
	// James Wilson
	// 12 High Street, Norwich NR1 3QU
	// GB
}
