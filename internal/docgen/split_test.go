package docgen

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestTunedSeed1Pinned pins the first cases of `docgen -seed 1`, generated
// before the dev and holdout splits existed: the default options must keep
// drawing exactly these documents, and expected.json must differ from the
// pinned one only by what was added since (meta.generator.split and the
// statement period fields).
func TestTunedSeed1Pinned(t *testing.T) {
	if _, err := os.Stat(DefaultFontDir); err != nil {
		t.Skip("fonts not installed")
	}
	pins := []struct {
		index         int
		id, doc, want string
	}{
		{0, "gen1_0000_td3_is_valid", "e0afcfa71f8afbaeafd816f27e962b5960f49b3249cc7a0785a78ce357ddc1b4", "bacd985d50d0d55433714ca57a16545bc3a3ef29e68a9bb333ba5d065e3252ac"},
		{1, "gen1_0001_statement_ie", "149b357e8a7505164ec424ab581dc807f3e352a3bfb9fd34ea7f70309d0b09a6", "1b9324fef066c575e7262ecec9e184944988778b30539d2b59ace1529b533eab"},
		{2, "gen1_0002_tax_it_company", "608440dd636d984ce612b8b633c523cfdb4f2c5018cd63dacb342f807e66ce7e", "2cbdbaeb0d55d6e5aef60142d15028ed67dc55bdad79292f61f91bcfa3db20fe"},
		{3, "gen1_0003_org_extract_de", "230b1c8045d4465ded469e6a0a9a415a2de6a160eead0eb138e4293a543a8b1f", "d40a260ca3b1d0b4d0765730871a115bde27d08299822811e3fa38480a23a8b1"},
		{5, "gen1_0005_org_cert_us", "a25d603b08366a68748456f3946bafe36105e461ba8166dc97eeaa06d7114d1f", "1b61b69b7adfb6348933a0fc61bcc168ca7f65fd12de938666eeb49cba8ab4de"},
		{6, "gen1_0006_bill_es", "7573d1119627bc9d0c5ed7b80fd8a425e85c8ab7e66c2f45ffd40418be6cdeee", "7e215a40dd3aad082baf8e02e794755f26231c795ad11fc91f9f44060315acf0"},
		{9, "gen1_0009_statement_nl_specimen", "1a0931afd0f738c4f333dfccd4042dce2d6f12a825458205625f25a5dfbc96d0", "6e37d47d277939d708fff0e38b71db3de81e59c4b1dffdb0391e82009992bcf5"},
		{10, "gen1_0010_tax_gb_person", "564912335da87eea0eb24ac7eff1cc0612ba7ae258ded67befc70f344443ab69", "431fd195f231731dde54cc9f930c163adb914d422441c852e81b3bd771ec2f69"},
		{12, "gen1_0012_td1_fr_expired", "e56b1af163ca233eb92035d80bddc4562b4a3315273727d82a11bd567878ffd7", "f3701731ce25bd75beee1c8db6bdfe427b108507677983613864918b01367e2e"},
		{13, "gen1_0013_statement_us", "50b9650a9bbd2480d5b7243ab32f459b24a297b6794b1e609a0c0b0d6b07b145", "13b8d1e9b23917834195568392b2f58c3e8d003e36265ee1031e21bad5cb0e9c"},
		{14, "gen1_0014_tax_us_person", "fd59df26fb81071e41b72f01306cfe6ef276332ab4b21aebb7b030afde0587da", "d3cc3f288c9fe4741887240cfb219ba8faf70f3e254387782de9be4da1afb153"},
		{15, "gen1_0015_org_cert_ie", "328738744cefe01e74b8941fbd37c88d8a1e77a385c592f65dbf1f35224dee0c", "98a3eb1bb762bbc17ba8811705bd59ccbf314cb47f638ba4062358f48a1cbebd"},
	}
	for _, opts := range []Options{
		{Seed: 1, Count: 16},
		{Seed: 1, Count: 7, Split: []string{SplitTuned}, Workers: 1},
	} {
		cases, err := Generate(opts)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range pins {
			if p.index >= len(cases) {
				continue
			}
			c := cases[p.index]
			if c.ID != p.id {
				t.Errorf("case %d is %s, want %s", p.index, c.ID, p.id)
				continue
			}
			if got := sha256hex(c.Document); got != p.doc {
				t.Errorf("%s: document sha256 %s, want %s", c.ID, got, p.doc)
			}
			if c.Expected.Meta.Generator.Split != SplitTuned {
				t.Errorf("%s: meta.generator.split = %q, want %q", c.ID, c.Expected.Meta.Generator.Split, SplitTuned)
			}
			e := c.Expected
			e.Meta.Generator.Split, e.Meta.Generator.Boxes = "", ""
			if e.Fields != nil {
				fields := map[string]Field{}
				for k, v := range e.Fields {
					if k != "statement_period_start" && k != "statement_period_end" {
						v.Boxes = nil
						fields[k] = v
					}
				}
				e.Fields = fields
			}
			b, err := json.MarshalIndent(e, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			if got := sha256hex(b); got != p.want {
				t.Errorf("%s: expected.json without the added members has sha256 %s, want %s", c.ID, got, p.want)
			}
		}
	}
}

func sha256hex(b []byte) string {
	s := sha256.Sum256(b)
	return hex.EncodeToString(s[:])
}

func TestNormSplits(t *testing.T) {
	tests := []struct {
		in   []string
		want []string
	}{
		{nil, []string{SplitTuned}},
		{[]string{"holdout", "dev"}, []string{SplitDev, SplitHoldout}},
		{[]string{"all"}, []string{SplitTuned, SplitDev, SplitHoldout}},
		{[]string{"dev", "dev"}, []string{SplitDev}},
	}
	for _, tt := range tests {
		got, err := normSplits(tt.in)
		if err != nil {
			t.Errorf("normSplits(%q): %v", tt.in, err)
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("normSplits(%q) mismatch (-want +got):\n%s", tt.in, diff)
		}
	}
	for _, bad := range [][]string{{"test"}, {}} {
		if _, err := normSplits(bad); !errors.Is(err, ErrOptions) {
			t.Errorf("normSplits(%q) error = %v, want ErrOptions", bad, err)
		}
	}
}
