package lexicon

import (
	"fmt"
	"os"
	"testing"
)

func TestZZWeigh(t *testing.T) {
	b, _ := os.ReadFile(os.Getenv("ZZF"))
	for k, e := range Weigh(string(b)) {
		fmt.Printf("%s %d strong=%q weak=%q\n", k, e.Score(), e.Strong, e.Weak)
	}
}
