package accuracy

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"math"
	"os"
	"slices"

	"github.com/docextract/docextract"
)

// ErrFloors reports a floors file that is malformed or out of range.
var ErrFloors = errors.New("accuracy: invalid floors")

// Floors are the least accuracies a run must reach: the status accuracy
// per document type, and the normalised accuracy per document type and
// field. They only go up (Raise).
type Floors struct {
	Status map[docextract.DocumentType]float64            `json:"status"`
	Fields map[docextract.DocumentType]map[string]float64 `json:"fields"`
}

// slack absorbs the rounding of a rate written to JSON and read back.
const slack = 1e-9

// ReadFloors reads and validates a floors file.
func ReadFloors(path string) (Floors, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return Floors{}, fmt.Errorf("accuracy: %w", err)
	}
	return ParseFloors(b)
}

// ParseFloors decodes and validates floors; unknown members are an error.
func ParseFloors(b []byte) (Floors, error) {
	var f Floors
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		return Floors{}, fmt.Errorf("%w: %w", ErrFloors, err)
	}
	if dec.More() {
		return Floors{}, fmt.Errorf("%w: data after the object", ErrFloors)
	}
	if err := f.Validate(); err != nil {
		return Floors{}, err
	}
	return f, nil
}

// Validate checks that both maps are present and every floor is in [0, 1].
func (f Floors) Validate() error {
	if f.Status == nil || f.Fields == nil {
		return fmt.Errorf("%w: status and fields are required", ErrFloors)
	}
	check := func(name string, v float64) error {
		if math.IsNaN(v) || v < 0 || v > 1 {
			return fmt.Errorf("%w: %s is %v, not in [0, 1]", ErrFloors, name, v)
		}
		return nil
	}
	for t, v := range f.Status {
		if err := check("status of "+string(t), v); err != nil {
			return err
		}
	}
	for t, fields := range f.Fields {
		if fields == nil {
			return fmt.Errorf("%w: fields of %s is null", ErrFloors, t)
		}
		for name, v := range fields {
			if err := check(string(t)+"."+name, v); err != nil {
				return err
			}
		}
	}
	return nil
}

// measured returns the status and field accuracies r measured: a type
// with no supported case, and a field never scored, are absent.
func measured(r Report) (status map[docextract.DocumentType]float64, fields map[docextract.DocumentType]map[string]float64) {
	status = map[docextract.DocumentType]float64{}
	fields = map[docextract.DocumentType]map[string]float64{}
	for _, t := range r.Types {
		if t.Status.Total > 0 {
			status[t.DocumentType] = t.Status.Rate()
		}
		for _, fs := range t.Fields {
			if fs.N == 0 {
				continue
			}
			if fields[t.DocumentType] == nil {
				fields[t.DocumentType] = map[string]float64{}
			}
			fields[t.DocumentType][fs.Field] = fs.Normalised
		}
	}
	return status, fields
}

// Below lists, in a stable order, every floor r does not reach. A floor
// above 0 whose type or field r did not measure is not reached either.
func (f Floors) Below(r Report) []string {
	status, fields := measured(r)
	var out []string
	for _, t := range slices.Sorted(maps.Keys(f.Status)) {
		floor := f.Status[t]
		got, ok := status[t]
		switch {
		case !ok && floor > 0:
			out = append(out, fmt.Sprintf("%s: status not measured (type not supported?), floor %.4f", t, floor))
		case ok && got+slack < floor:
			out = append(out, fmt.Sprintf("%s: status accuracy %.4f below floor %.4f", t, got, floor))
		}
	}
	for _, t := range slices.Sorted(maps.Keys(f.Fields)) {
		for _, name := range slices.Sorted(maps.Keys(f.Fields[t])) {
			floor := f.Fields[t][name]
			got, ok := fields[t][name]
			switch {
			case !ok && floor > 0:
				out = append(out, fmt.Sprintf("%s.%s: not measured, floor %.4f", t, name, floor))
			case ok && got+slack < floor:
				out = append(out, fmt.Sprintf("%s.%s: normalised accuracy %.4f below floor %.4f", t, name, got, floor))
			}
		}
	}
	return out
}

// Raise returns floors raised to what r measured, never lowered: a floor
// is the larger of its old value and the measurement, and a type or field
// measured for the first time gets its measurement.
func (f Floors) Raise(r Report) Floors {
	status, fields := measured(r)
	out := Floors{Status: maps.Clone(f.Status), Fields: map[docextract.DocumentType]map[string]float64{}}
	if out.Status == nil {
		out.Status = map[docextract.DocumentType]float64{}
	}
	for t, fs := range f.Fields {
		out.Fields[t] = maps.Clone(fs)
	}
	for t, v := range status {
		out.Status[t] = max(out.Status[t], v)
	}
	for t, fs := range fields {
		if out.Fields[t] == nil {
			out.Fields[t] = map[string]float64{}
		}
		for name, v := range fs {
			out.Fields[t][name] = max(out.Fields[t][name], v)
		}
	}
	return out
}

// Write stores the floors as indented JSON, keys sorted.
func (f Floors) Write(path string) error {
	if err := f.Validate(); err != nil {
		return err
	}
	b, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return fmt.Errorf("accuracy: %w", err)
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}
