package accuracy

import (
	"encoding/json"
	"fmt"
	"os"
	"sort"
)

// A supplement gives ground truth a corpus case's expected.json does not
// list yet (a field added to the specification after the case was
// written), for a corpus this project may read but not change. It is a
// JSON object keyed "document_type/case_id", each entry holding "fields"
// as expected.json writes them and "notes" on where the values come from.

// supplementEntry is one case's added ground truth.
type supplementEntry struct {
	Fields map[string]Field `json:"fields"`
	Notes  string           `json:"notes"`
}

// Supplement adds the fields of the supplement file at path to cases. It
// refuses an entry that names no case, that has no notes, or that gives a
// field the case's expected.json already lists: once the corpus gives a
// field, the supplement's copy is struck off.
func Supplement(cases []Case, path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return fmt.Errorf("accuracy: supplement: %w", err)
	}
	var entries map[string]supplementEntry
	if err := json.Unmarshal(b, &entries); err != nil {
		return fmt.Errorf("accuracy: supplement %s: %w", path, err)
	}
	byKey := map[string]*Case{}
	for i := range cases {
		byKey[string(cases[i].DocumentType)+"/"+cases[i].ID] = &cases[i]
	}
	keys := make([]string, 0, len(entries))
	for k := range entries {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		e := entries[k]
		c, ok := byKey[k]
		switch {
		case !ok:
			return fmt.Errorf("accuracy: supplement %s: %s is not a case", path, k)
		case e.Notes == "":
			return fmt.Errorf("accuracy: supplement %s: %s: no notes on where its values come from", path, k)
		case len(e.Fields) == 0:
			return fmt.Errorf("accuracy: supplement %s: %s adds no field", path, k)
		}
		if c.Expected.Fields == nil {
			c.Expected.Fields = map[string]Field{}
		}
		for name, f := range e.Fields {
			if _, dup := c.Expected.Fields[name]; dup {
				return fmt.Errorf("accuracy: supplement %s: %s: expected.json now gives %s; strike it from the supplement", path, k, name)
			}
			c.Expected.Fields[name] = f
		}
	}
	return nil
}
