package docextract

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"net/url"
	"slices"
	"sort"
	"strings"

	"github.com/docextract/docextract/extract/doctype"
)

// ParseRequest reads a request body as the HTTP API does: unknown members
// anywhere are refused (parameter_unknown), as are missing required members
// (parameter_missing), wrong types, bad enum values and options the document
// type does not allow (parameter_invalid); malformed JSON is
// request_body_invalid. Every error names its field as a dotted path.
func ParseRequest(data []byte) (Request, error) {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return Request{}, errorf(CodeRequestBodyInvalid, "", "The request body is not valid JSON: %s.", jsonProblem(err))
	}
	if _, err := dec.Token(); !errors.Is(err, io.EOF) {
		return Request{}, errorf(CodeRequestBodyInvalid, "", "The request body must hold exactly one JSON object.")
	}
	root, ok := v.(map[string]any)
	if !ok {
		return Request{}, errorf(CodeRequestBodyInvalid, "", "The request body must be a JSON object.")
	}
	req, err := decodeRequest(object{root, ""})
	if err != nil {
		return Request{}, err
	}
	if err := checkRequest(req); err != nil {
		return Request{}, err
	}
	return req, nil
}

func jsonProblem(err error) string {
	var syn *json.SyntaxError
	if errors.As(err, &syn) {
		return fmt.Sprintf("%s at byte %d", syn.Error(), syn.Offset)
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return "unexpected end of input"
	}
	return err.Error()
}

// object is one JSON object of the body, with its dotted path.
type object struct {
	m    map[string]any
	path string
}

func (o object) at(key string) string {
	if o.path == "" {
		return key
	}
	return o.path + "." + key
}

// only refuses members other than allowed, the first in sorted order.
func (o object) only(allowed ...string) error {
	var unknown []string
	for k := range o.m {
		if !slices.Contains(allowed, k) {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) == 0 {
		return nil
	}
	sort.Strings(unknown)
	f := o.at(unknown[0])
	return errorf(CodeParameterUnknown, f, "The parameter '%s' is not known.", f)
}

// get returns a member, treating null as absent.
func (o object) get(key string) (any, bool) {
	v, ok := o.m[key]
	return v, ok && v != nil
}

func (o object) str(key string) (string, error) {
	v, ok := o.get(key)
	if !ok {
		return "", nil
	}
	s, ok := v.(string)
	if !ok {
		return "", invalid(o.at(key), "The parameter '%s' must be a string.", o.at(key))
	}
	return s, nil
}

func (o object) boolean(key string) (*bool, error) {
	v, ok := o.get(key)
	if !ok {
		return nil, nil
	}
	b, ok := v.(bool)
	if !ok {
		return nil, invalid(o.at(key), "The parameter '%s' must be a boolean.", o.at(key))
	}
	return &b, nil
}

func (o object) integer(key string) (*int64, error) {
	v, ok := o.get(key)
	if !ok {
		return nil, nil
	}
	n, ok := v.(json.Number)
	if !ok {
		return nil, invalid(o.at(key), "The parameter '%s' must be an integer.", o.at(key))
	}
	i, err := n.Int64()
	if err != nil {
		// 3.0 and 1e2 are integers too; 2.5 and 1e30 are not.
		f, ferr := n.Float64()
		if ferr != nil || f != math.Trunc(f) || math.Abs(f) > 1<<53 {
			return nil, invalid(o.at(key), "The parameter '%s' must be an integer.", o.at(key))
		}
		i = int64(f)
	}
	return &i, nil
}

func (o object) child(key string) (object, bool, error) {
	v, ok := o.get(key)
	if !ok {
		return object{}, false, nil
	}
	m, ok := v.(map[string]any)
	if !ok {
		return object{}, false, invalid(o.at(key), "The parameter '%s' must be an object.", o.at(key))
	}
	return object{m, o.at(key)}, true, nil
}

func decodeRequest(o object) (Request, error) {
	var req Request
	if err := o.only("document_type", "source", "payload", "url", "validations"); err != nil {
		return req, err
	}
	for _, f := range []struct {
		key string
		dst *string
	}{{"document_type", (*string)(&req.DocumentType)}, {"source", (*string)(&req.Source)}, {"payload", &req.Payload}, {"url", &req.URL}} {
		s, err := o.str(f.key)
		if err != nil {
			return req, err
		}
		*f.dst = s
	}
	vo, ok, err := o.child("validations")
	if err != nil || !ok {
		return req, err
	}
	req.Validations, err = decodeValidations(vo)
	return req, err
}

func decodeValidations(o object) (*Validations, error) {
	v := &Validations{}
	if err := o.only("fields", "expiry", "recency", "statement", "integrity"); err != nil {
		return nil, err
	}
	if raw, ok := o.get("fields"); ok {
		items, ok := raw.([]any)
		if !ok {
			return nil, invalid(o.at("fields"), "The parameter '%s' must be an array.", o.at("fields"))
		}
		v.Fields = make([]FieldValidation, len(items))
		for i, item := range items {
			path := fmt.Sprintf("%s[%d]", o.at("fields"), i)
			m, ok := item.(map[string]any)
			if !ok {
				return nil, invalid(path, "The parameter '%s' must be an object.", path)
			}
			fo := object{m, path}
			if err := fo.only("field", "expected_value", "match_type"); err != nil {
				return nil, err
			}
			fv := &v.Fields[i]
			var err error
			if fv.Field, err = fo.str("field"); err != nil {
				return nil, err
			}
			if fv.ExpectedValue, err = fo.str("expected_value"); err != nil {
				return nil, err
			}
			mt, err := fo.str("match_type")
			if err != nil {
				return nil, err
			}
			fv.MatchType = MatchType(mt)
			// An empty expected value is invalid, not missing: tell the two apart here.
			if _, present := fo.get("expected_value"); present && fv.ExpectedValue == "" {
				return nil, invalid(fo.at("expected_value"), "The parameter '%s' must not be empty.", fo.at("expected_value"))
			}
		}
	}
	if eo, ok, err := o.child("expiry"); err != nil {
		return nil, err
	} else if ok {
		if err := eo.only("minimum_months_until_expiry", "validate_document_not_expired", "validate_not_expired"); err != nil {
			return nil, err
		}
		e := &ExpiryValidation{}
		if e.MinimumMonthsUntilExpiry, err = eo.integer("minimum_months_until_expiry"); err != nil {
			return nil, err
		}
		if e.ValidateDocumentNotExpired, err = eo.boolean("validate_document_not_expired"); err != nil {
			return nil, err
		}
		if e.ValidateNotExpired, err = eo.boolean("validate_not_expired"); err != nil {
			return nil, err
		}
		v.Expiry = e
	}
	if ro, ok, err := o.child("recency"); err != nil {
		return nil, err
	} else if ok {
		if err := ro.only("maximum_document_age_months"); err != nil {
			return nil, err
		}
		r := &RecencyValidation{}
		if r.MaximumDocumentAgeMonths, err = ro.integer("maximum_document_age_months"); err != nil {
			return nil, err
		}
		v.Recency = r
	}
	if so, ok, err := o.child("statement"); err != nil {
		return nil, err
	} else if ok {
		if err := so.only("minimum_coverage_months", "maximum_statement_age_months"); err != nil {
			return nil, err
		}
		st := &StatementValidation{}
		if st.MinimumCoverageMonths, err = so.integer("minimum_coverage_months"); err != nil {
			return nil, err
		}
		if st.MaximumStatementAgeMonths, err = so.integer("maximum_statement_age_months"); err != nil {
			return nil, err
		}
		v.Statement = st
	}
	if io, ok, err := o.child("integrity"); err != nil {
		return nil, err
	} else if ok {
		if err := io.only("validate_totals", "validate_identifiers"); err != nil {
			return nil, err
		}
		in := &IntegrityValidation{}
		if in.ValidateTotals, err = io.boolean("validate_totals"); err != nil {
			return nil, err
		}
		if in.ValidateIdentifiers, err = io.boolean("validate_identifiers"); err != nil {
			return nil, err
		}
		v.Integrity = in
	}
	return v, nil
}

// checkRequest applies the request rules that do not depend on JSON: the
// same rules for HTTP clients and Go callers.
func checkRequest(req Request) error {
	if req.DocumentType == "" {
		return missing("document_type")
	}
	if !req.DocumentType.Valid() {
		return invalid("document_type", "The parameter 'document_type' must be one of %s.", quoteList(documentTypes))
	}
	if err := checkSource(req); err != nil {
		return err
	}
	for _, e := range req.Expand {
		if !slices.Contains(expansions, e) {
			return invalid("expand[]", "The expansion %q is not known; expand[] takes %s.", string(e), quoteList(expansions))
		}
	}
	spec, supported := specOf(req.DocumentType)
	if !supported {
		return notSupported(req.DocumentType)
	}
	if req.Validations == nil {
		return nil
	}
	return checkValidations(spec, req.Validations)
}

func notSupported(t DocumentType) *Error {
	return errorf(CodeDocumentTypeNotSupported, "", "The document type '%s' is not supported yet.", t)
}

func checkSource(req Request) error {
	if req.Document != nil {
		if req.Source != "" || req.Payload != "" || req.URL != "" {
			return invalid("source", "Set either Document or source with payload or url, not both.")
		}
		return nil
	}
	switch req.Source {
	case "":
		return missing("source")
	case SourceBase64:
		if req.URL != "" {
			return invalid("url", "The parameter 'url' must be absent when 'source' is 'base64'.")
		}
		if req.Payload == "" {
			return missing("payload")
		}
	case SourceURL:
		if req.Payload != "" {
			return invalid("payload", "The parameter 'payload' must be absent when 'source' is 'url'.")
		}
		if req.URL == "" {
			return missing("url")
		}
		u, err := url.Parse(req.URL)
		if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
			return invalid("url", "The parameter 'url' must be an absolute http or https URL.")
		}
	default:
		return invalid("source", "The parameter 'source' must be one of 'base64', 'url'.")
	}
	return nil
}

func checkValidations(spec doctype.Spec, v *Validations) error {
	t, fields := spec.Name, spec.Validatable()
	for i, f := range v.Fields {
		path := fmt.Sprintf("validations.fields[%d]", i)
		switch {
		case f.Field == "":
			return missing(path + ".field")
		case !slices.Contains(fields, f.Field):
			return invalid(path+".field", "The field '%s' cannot be validated on '%s' documents; allowed: %s.", f.Field, t, quoteList(fields))
		case f.ExpectedValue == "":
			return missing(path + ".expected_value")
		case strings.TrimSpace(f.ExpectedValue) == "":
			return invalid(path+".expected_value", "The parameter '%s.expected_value' must not be blank.", path)
		case f.MatchType == "":
			return missing(path + ".match_type")
		case f.MatchType != MatchExact && f.MatchType != MatchFuzzy:
			return invalid(path+".match_type", "The parameter '%s.match_type' must be one of 'exact', 'fuzzy'.", path)
		}
		if field, _ := spec.Field(f.Field); field.Kind == doctype.Money {
			if f.MatchType == MatchFuzzy {
				return invalid(path+".match_type", "The field '%s' is an amount of money, compared as a number: use match_type 'exact'.", f.Field)
			}
			if _, err := expectedMoney(f.ExpectedValue); err != nil {
				return invalid(path+".expected_value", "The parameter '%s.expected_value' must be an amount, such as '1234.50'.", path)
			}
		}
	}
	if e := v.Expiry; e != nil {
		if spec.ExpiryDate == "" {
			return invalid("validations.expiry", "Expiry validation is not supported for '%s' documents.", t)
		}
		if m := e.MinimumMonthsUntilExpiry; m != nil && *m < 1 {
			return invalid("validations.expiry.minimum_months_until_expiry", "The parameter 'validations.expiry.minimum_months_until_expiry' must be at least 1.")
		}
		if a, b := e.ValidateDocumentNotExpired, e.ValidateNotExpired; a != nil && b != nil && *a != *b {
			return invalid("validations.expiry.validate_not_expired", "The parameters 'validate_document_not_expired' and 'validate_not_expired' are the same option and must agree.")
		}
	}
	if st := v.Statement; st != nil {
		if !spec.Statements {
			return invalid("validations.statement", "Statement validation is not supported for '%s' documents.", t)
		}
		if m := st.MinimumCoverageMonths; m != nil && *m < 1 {
			return invalid("validations.statement.minimum_coverage_months", "The parameter 'validations.statement.minimum_coverage_months' must be at least 1.")
		}
		if m := st.MaximumStatementAgeMonths; m != nil && *m < 1 {
			return invalid("validations.statement.maximum_statement_age_months", "The parameter 'validations.statement.maximum_statement_age_months' must be at least 1.")
		}
	}
	if in := v.Integrity; in != nil {
		if spec.Totals == nil && len(spec.Identifiers) == 0 {
			return invalid("validations.integrity", "Integrity validation is not supported for '%s' documents.", t)
		}
		if in.ValidateTotals != nil && spec.Totals == nil {
			return invalid("validations.integrity.validate_totals", "Totals validation is not supported for '%s' documents.", t)
		}
		if in.ValidateIdentifiers != nil && len(spec.Identifiers) == 0 {
			return invalid("validations.integrity.validate_identifiers", "Identifier validation is not supported for '%s' documents.", t)
		}
	}
	if rc := v.Recency; rc != nil {
		if spec.RecencyDate == "" {
			return invalid("validations.recency", "Recency validation is not supported for '%s' documents.", t)
		}
		if m := rc.MaximumDocumentAgeMonths; m != nil && *m < 1 {
			return invalid("validations.recency.maximum_document_age_months", "The parameter 'validations.recency.maximum_document_age_months' must be at least 1.")
		}
	}
	return nil
}

func quoteList[S ~string](items []S) string {
	q := make([]string, len(items))
	for i, s := range items {
		q[i] = "'" + string(s) + "'"
	}
	return strings.Join(q, ", ")
}
