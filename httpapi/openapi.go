package httpapi

import (
	"encoding/json"
	"fmt"
	"math"
	"net/http"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/docextract/docextract"
)

// OpenAPI returns the OpenAPI 3.1 document of the API, as JSON. Its
// schemas are built from the root package (docextract.Types for the
// fields of each type and the validations it allows, DocumentTypes,
// ErrorCodes, the members of Check and ValidationResult) and from this
// package's status table, so that they follow the code.
func OpenAPI() []byte {
	data, err := json.MarshalIndent(openAPIDocument(), "", "  ")
	if err != nil {
		panic("httpapi: OpenAPI document: " + err.Error()) // maps of strings, bools, numbers and slices only
	}
	return append(data, '\n')
}

type obj = map[string]any

func ref(name string) obj { return obj{"$ref": "#/components/schemas/" + name} }

// nullable allows null beside s: null counts as absent in requests.
func nullable(s obj) obj { return obj{"anyOf": []any{obj{"type": "null"}, s}} }

// errorStatuses lists the statuses of error answers with their codes, in
// status order.
func errorStatuses() []int {
	var out []int
	for _, code := range docextract.ErrorCodes() {
		if st, ok := statuses[code]; ok && !slices.Contains(out, st) {
			out = append(out, st)
		}
	}
	out = append(out, http.StatusRequestEntityTooLarge)
	slices.Sort(out)
	return out
}

// codesOf returns the codes answered with status, in ErrorCodes order.
func codesOf(status int) []string {
	var out []string
	for _, code := range docextract.ErrorCodes() {
		if statuses[code] == status || (status == http.StatusRequestEntityTooLarge && code == docextract.CodeDocumentTooLarge) {
			out = append(out, string(code))
		}
	}
	return out
}

// sentCodes returns every code the server sends.
func sentCodes() []string {
	var out []string
	for _, code := range docextract.ErrorCodes() {
		if _, ok := statuses[code]; ok {
			out = append(out, string(code))
		}
	}
	return out
}

func openAPIDocument() obj {
	var types []string
	for _, t := range docextract.DocumentTypes() {
		types = append(types, string(t))
	}
	specs := docextract.Types()
	var supported []string
	for _, s := range specs {
		supported = append(supported, s.Name)
	}

	schemas := obj{
		"ExtractRequest":      requestSchema(types, specs),
		"Validations":         validationsSchema(specs),
		"FieldValidation":     fieldValidationSchema(specs),
		"ExpiryValidation":    expiryValidationSchema(),
		"RecencyValidation":   monthsSchema("Recency validation, on types with a document date.", "maximum_document_age_months", "The document date must lie within this many calendar months before today, and not more than one day ahead."),
		"StatementValidation": statementValidationSchema(),
		"IntegrityValidation": integrityValidationSchema(),
		"CheckDetail":         checkDetailSchema(),
		"ValidationResult":    structSchema(reflect.TypeFor[docextract.ValidationResult](), "The outcome of every requested check; the three counts sum to the number of checks."),
		"Check":               checkSchema(),
		"Provenance":          provenanceSchema(),
		"MRZ":                 mrzSchema(),
		"PageImage":           pageImageSchema(),
		"Error":               errorSchema(sentCodes()),
		"Health":              healthSchema(),
	}
	var results []any
	mapping := obj{}
	for _, s := range specs {
		name := "Result_" + s.Name
		schemas[name] = resultSchema(s)
		results = append(results, ref(name))
		mapping[s.Name] = "#/components/schemas/" + name
	}
	schemas["ExtractionResult"] = obj{
		"description":   "The result of an extraction: the common members, the type's fields at the top level (null when not found), validation_result when validations were requested, then provenance, mrz and pages when expand[] asked for them.",
		"oneOf":         results,
		"discriminator": obj{"propertyName": "document_type", "mapping": mapping},
	}

	responses := obj{}
	for _, st := range errorStatuses() {
		r := obj{
			"description": fmt.Sprintf("%d %s: error.code is one of %s.", st, http.StatusText(st), strings.Join(codesOf(st), ", ")),
			"headers":     obj{"Request-Id": obj{"$ref": "#/components/headers/Request-Id"}},
			"content": obj{"application/json": obj{"schema": obj{
				"allOf": []any{ref("Error"), obj{"properties": obj{"error": obj{"properties": obj{"code": obj{"enum": codesOf(st)}}}}}},
			}}},
		}
		if st == http.StatusServiceUnavailable {
			r["headers"].(obj)["Retry-After"] = obj{"description": "Seconds to wait before retrying.", "required": true, "schema": obj{"type": "string", "pattern": "^[0-9]+$"}}
		}
		if st == http.StatusMethodNotAllowed {
			r["headers"].(obj)["Allow"] = obj{"description": "The methods the endpoint accepts.", "required": true, "schema": obj{"type": "string"}}
		}
		responses[strconv.Itoa(st)] = r
	}

	extractResponses := obj{
		"200": obj{
			"description": "The extraction completed, even when checks failed.",
			"headers":     obj{"Request-Id": obj{"$ref": "#/components/headers/Request-Id"}},
			"content":     obj{"application/json": obj{"schema": ref("ExtractionResult")}},
		},
	}
	for _, st := range errorStatuses() {
		if st == http.StatusNotFound || st == http.StatusMethodNotAllowed {
			continue // answered on no path or for another method: see the info description
		}
		extractResponses[strconv.Itoa(st)] = obj{"$ref": "#/components/responses/" + strconv.Itoa(st)}
	}
	extract := func(id string) obj {
		return obj{"post": obj{
			"operationId": id,
			"summary":     "Extract the fields of one document and run the requested checks.",
			"description": "Supported types: " + strings.Join(supported, ", ") + ". The other types of the enumeration answer document_type_not_supported. Authentication is checked first, then the whole body, and only then is the document decoded or fetched.",
			"security":    []any{obj{"apiKey": []any{}}},
			"parameters":  []any{obj{"$ref": "#/components/parameters/X-Request-Id"}, obj{"$ref": "#/components/parameters/expand"}},
			"requestBody": obj{"required": true, "content": obj{"application/json": obj{"schema": ref("ExtractRequest")}}},
			"responses":   extractResponses,
		}}
	}
	// Every endpoint refuses headers over the limit.
	headersTooLarge := obj{"$ref": "#/components/responses/431"}
	probe := func(id, summary string, notReady bool) obj {
		rs := obj{"200": obj{"description": "Up.", "content": obj{"application/json": obj{"schema": ref("Health")}}}, "431": headersTooLarge}
		if notReady {
			rs["200"].(obj)["description"] = "Ready: the OCR clients are warm and the server is not draining."
			rs["503"] = obj{"description": "Not ready: starting (warming the OCR clients) or draining (shutting down).", "content": obj{"application/json": obj{"schema": ref("Health")}}}
		}
		return obj{"get": obj{"operationId": id, "summary": summary, "responses": rs}}
	}

	return obj{
		"openapi": "3.1.0",
		"info": obj{
			"title":   "docextract",
			"version": "1",
			"summary": "Reads one identity, organisation, proof-of-address or tax document and checks its fields.",
			"description": "Every answer carries a Request-Id header (also as X-Request-Id): the inbound X-Request-Id when it is a token of letters, digits and . _ : - up to 128 characters, else a new req_ id. " +
				"Every error is JSON, livemode following the key when one is given: an unknown path answers 404 not_found and a known path with another method 405 method_not_allowed with an Allow header (components.responses 404 and 405). " +
				"Path segments are matched as sent: %2F is not a separator.",
			"license": obj{"name": "AGPL-3.0-only", "identifier": "AGPL-3.0-only"},
		},
		"paths": obj{
			"/document/extract":    extract("extractDocument"),
			"/v1/document/extract": extract("extractDocumentV1"),
			"/healthz":             probe("healthz", "Readiness, as /readyz.", true),
			"/readyz":              probe("readyz", "Readiness: 200 once warm, 503 while starting or draining.", true),
			"/livez":               probe("livez", "Liveness: 200 while the process serves HTTP.", false),
			"/metrics": obj{"get": obj{"operationId": "metrics", "summary": "Prometheus metrics.", "responses": obj{
				"200": obj{"description": "The Prometheus text format.", "content": obj{"text/plain": obj{"schema": obj{"type": "string"}}}},
				"431": headersTooLarge,
			}}},
			"/openapi.json": obj{"get": obj{"operationId": "openapi", "summary": "This document.", "responses": obj{
				"200": obj{"description": "The OpenAPI 3.1 document.", "content": obj{"application/json": obj{"schema": obj{"type": "object"}}}},
				"431": headersTooLarge,
			}}},
		},
		"components": obj{
			"schemas":   schemas,
			"responses": responses,
			"headers": obj{"Request-Id": obj{"description": "The request's id, in the logs too.", "required": true,
				"schema": obj{"type": "string", "pattern": safeRequestID.String()}}},
			"parameters": obj{
				"X-Request-Id": obj{"name": "X-Request-Id", "in": "header", "required": false,
					"description": "An id to use for the request when it is a safe token (else the server makes one).", "schema": obj{"type": "string"}},
				"expand": obj{"name": expandParam, "in": "query", "required": false, "style": "form", "explode": true,
					"description": "Optional members of the result, repeated as expand[]=provenance&expand[]=mrz&expand[]=pages (Stripe's convention): provenance, mrz and pages follow validation_result at the top level. A value repeated counts once; an unknown one is 400 parameter_invalid on expand[], and the parameter spelled otherwise (expand, expand[0]) 400 parameter_unknown. Without it the body is the specification's alone.",
					"schema":      obj{"type": "array", "items": obj{"enum": expansionNames()}}},
			},
			"securitySchemes": obj{"apiKey": obj{"type": "apiKey", "in": "header", "name": "Authorization",
				"description": "The API key, as 'KEY' or 'Bearer KEY'. A live key gives livemode true, a sandbox key false."}},
		},
	}
}

// maxInteger is the largest integer a request member may hold.
const maxInteger = math.MaxInt64

func monthsProperty(doc string) obj {
	return obj{"type": []any{"integer", "null"}, "minimum": 1, "maximum": maxInteger, "description": doc}
}

func monthsSchema(doc, name, memberDoc string) obj {
	return obj{"type": "object", "additionalProperties": false, "description": doc,
		"properties": obj{name: monthsProperty(memberDoc)}}
}

func requestSchema(types []string, specs []docextract.TypeSpec) obj {
	s := obj{
		"type":                 "object",
		"additionalProperties": false,
		"description":          "One extraction request. Unknown members anywhere are parameter_unknown; null counts as absent.",
		"required":             []any{"document_type", "source"},
		"properties": obj{
			"document_type": obj{"type": "string", "enum": types},
			"source":        obj{"type": "string", "enum": []any{"base64", "url"}},
			"payload":       obj{"type": []any{"string", "null"}, "description": "With source base64: the file, base64 in the standard alphabet, padding optional, whitespace ignored; at most 50 MB decoded."},
			"url":           obj{"type": []any{"string", "null"}, "description": "With source url: an absolute http or https URL of a public address."},
			"validations":   nullable(ref("Validations")),
		},
	}
	rules := []any{
		obj{"if": obj{"required": []any{"source"}, "properties": obj{"source": obj{"const": "base64"}}},
			"then": obj{"required": []any{"payload"}, "properties": obj{"payload": obj{"type": "string", "minLength": 1}, "url": obj{"type": "null"}}}},
		obj{"if": obj{"required": []any{"source"}, "properties": obj{"source": obj{"const": "url"}}},
			"then": obj{"required": []any{"url"}, "properties": obj{"url": obj{"type": "string", "pattern": "^[hH][tT][tT][pP][sS]?://[^/?#]+"}, "payload": obj{"type": "null"}}}},
	}
	// What each supported type allows of validations.
	for _, spec := range specs {
		allowed := obj{"fields": obj{"items": obj{"properties": obj{"field": obj{"enum": spec.Validatable()}}}}}
		if spec.ExpiryDate == "" {
			allowed["expiry"] = obj{"type": "null"}
		}
		if spec.RecencyDate == "" {
			allowed["recency"] = obj{"type": "null"}
		}
		if !spec.Statements {
			allowed["statement"] = obj{"type": "null"}
		}
		switch {
		case spec.Totals == nil && len(spec.Identifiers) == 0:
			allowed["integrity"] = obj{"type": "null"}
		case spec.Totals == nil:
			allowed["integrity"] = obj{"properties": obj{"validate_totals": obj{"type": "null"}}}
		case len(spec.Identifiers) == 0:
			allowed["integrity"] = obj{"properties": obj{"validate_identifiers": obj{"type": "null"}}}
		}
		rules = append(rules, obj{
			"if":   obj{"required": []any{"document_type"}, "properties": obj{"document_type": obj{"const": spec.Name}}},
			"then": obj{"properties": obj{"validations": obj{"properties": allowed}}},
		})
	}
	s["allOf"] = rules
	return s
}

func validationsSchema(specs []docextract.TypeSpec) obj {
	return obj{
		"type":                 "object",
		"additionalProperties": false,
		"description":          "The checks to run; which members a type allows is in ExtractRequest's rules.",
		"properties": obj{
			"fields":    obj{"type": []any{"array", "null"}, "items": ref("FieldValidation")},
			"expiry":    nullable(ref("ExpiryValidation")),
			"recency":   nullable(ref("RecencyValidation")),
			"statement": nullable(ref("StatementValidation")),
			"integrity": nullable(ref("IntegrityValidation")),
		},
	}
}

func integrityValidationSchema() obj {
	return obj{
		"type":                 "object",
		"additionalProperties": false,
		"description":          "Checks of a document against itself, on types with totals or identifiers of a defined form.",
		"properties": obj{
			"validate_totals":      obj{"type": []any{"boolean", "null"}, "description": "The subtotal, tax (and tip) add up to the total, and the line items to the subtotal."},
			"validate_identifiers": obj{"type": []any{"boolean", "null"}, "description": "IBANs, BICs, VAT, tax and registration numbers have their form and check digits."},
		},
	}
}

func checkDetailSchema() obj {
	s := structSchema(reflect.TypeFor[docextract.CheckDetail](), "One thing an integrity check tested: a value, the rule it was tested by and the outcome.")
	s["properties"].(obj)["status"].(obj)["enum"] = []any{docextract.Passed, docextract.Failed, docextract.Skipped}
	return s
}

func fieldValidationSchema(specs []docextract.TypeSpec) obj {
	var fields []string
	for _, s := range specs {
		for _, f := range s.Validatable() {
			if !slices.Contains(fields, f) {
				fields = append(fields, f)
			}
		}
	}
	return obj{
		"type":                 "object",
		"additionalProperties": false,
		"required":             []any{"field", "expected_value", "match_type"},
		"properties": obj{
			"field":          obj{"type": "string", "enum": fields},
			"expected_value": obj{"type": "string", "minLength": 1, "pattern": `\S`},
			"match_type":     obj{"type": "string", "enum": []any{string(docextract.MatchExact), string(docextract.MatchFuzzy)}},
		},
	}
}

func expiryValidationSchema() obj {
	disagree := func(a, b bool) obj {
		return obj{"required": []any{"validate_document_not_expired", "validate_not_expired"},
			"properties": obj{"validate_document_not_expired": obj{"const": a}, "validate_not_expired": obj{"const": b}}}
	}
	return obj{
		"type":                 "object",
		"additionalProperties": false,
		"description":          "Expiry checks, on types with an expiry date. The two not-expired flags are one option and must agree when both are given.",
		"properties": obj{
			"minimum_months_until_expiry":   monthsProperty("The document must have at least this many whole months until expiry."),
			"validate_document_not_expired": obj{"type": []any{"boolean", "null"}},
			"validate_not_expired":          obj{"type": []any{"boolean", "null"}, "description": "Another name of validate_document_not_expired."},
		},
		"not": obj{"anyOf": []any{disagree(true, false), disagree(false, true)}},
	}
}

func statementValidationSchema() obj {
	return obj{
		"type":                 "object",
		"additionalProperties": false,
		"description":          "Statement checks, on types that read statement periods.",
		"properties": obj{
			"minimum_coverage_months":      monthsProperty("The statement period must cover at least this many calendar months."),
			"maximum_statement_age_months": monthsProperty("The period's last day must lie within this many calendar months before today."),
		},
	}
}

// datePattern is a full or partial ISO date.
const datePattern = `^[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?$`

// fieldSchema is the schema of one result field, null when not found.
func fieldSchema(f docextract.FieldSpec) obj {
	switch f.Kind {
	case "list":
		props, required := obj{}, []any{}
		for _, item := range f.Items {
			props[item.Name] = fieldSchema(item)
			required = append(required, item.Name)
		}
		return obj{"type": "array", "description": f.Doc, "items": obj{
			"type": "object", "additionalProperties": false, "properties": props, "required": required,
		}}
	case "date":
		return obj{"type": []any{"string", "null"}, "pattern": datePattern, "description": f.Doc}
	case "country":
		return obj{"type": []any{"string", "null"}, "pattern": "^[A-Z]{2}$", "description": f.Doc}
	}
	return obj{"type": []any{"string", "null"}, "description": f.Doc}
}

func resultSchema(spec docextract.TypeSpec) obj {
	props := obj{
		"id":                obj{"type": "string", "pattern": "^dex_[0-9A-Za-z]{24}$"},
		"object":            obj{"const": docextract.ResultObject},
		"livemode":          obj{"type": "boolean"},
		"document_type":     obj{"const": spec.Name},
		"validation_result": ref("ValidationResult"),
		"provenance":        ref("Provenance"),
		"mrz":               ref("MRZ"),
		"pages":             obj{"type": "array", "items": ref("PageImage"), "description": "With expand[]=pages: the images of the pages the boxes refer to."},
	}
	required := []any{"id", "object", "livemode", "document_type"}
	for _, f := range spec.Fields {
		props[f.Name] = fieldSchema(f)
		required = append(required, f.Name)
	}
	return obj{"type": "object", "additionalProperties": false, "description": spec.Doc, "properties": props, "required": required}
}

// structSchema describes the JSON members of a struct type: members
// without omitempty are required; integers are int64 and at least 0.
func structSchema(t reflect.Type, doc string) obj {
	props, required := obj{}, []any{}
	for i := range t.NumField() {
		f := t.Field(i)
		name, opts, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "-" || name == "" {
			continue
		}
		var s obj
		ft := f.Type
		if ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		switch ft.Kind() {
		case reflect.String:
			s = obj{"type": "string"}
		case reflect.Int64, reflect.Int:
			s = obj{"type": "integer", "format": "int64"}
		case reflect.Bool:
			s = obj{"type": "boolean"}
		case reflect.Slice:
			s = obj{"type": "array", "items": ref(ft.Elem().Name())}
		default:
			panic("httpapi: no schema for " + ft.String())
		}
		if strings.HasPrefix(name, "number_of_") {
			s["minimum"] = 0
		}
		props[name] = s
		if !strings.Contains(opts, "omitempty") {
			required = append(required, name)
		}
	}
	return obj{"type": "object", "additionalProperties": false, "description": doc, "properties": props, "required": required}
}

// checkSchema is Check's members with the rules of each check type
// (the README's "Checks"): what a check carries, and what only a check
// that was not skipped carries.
func checkSchema() obj {
	s := structSchema(reflect.TypeFor[docextract.Check](), "The outcome of one check.")
	props := s["properties"].(obj)
	props["check_type"].(obj)["enum"] = []any{docextract.FieldValidationCheck, docextract.ExpiryValidationCheck, docextract.RecencyValidationCheck, docextract.StatementCoverageCheck, docextract.StatementRecencyCheck, docextract.IntegrityCheck}
	props["status"].(obj)["enum"] = []any{docextract.Passed, docextract.Failed, docextract.Skipped}
	props["match_type"].(obj)["enum"] = []any{docextract.MatchExact, docextract.MatchFuzzy}
	props["check_name"].(obj)["enum"] = []any{docextract.CheckDocumentNotExpired, docextract.CheckMinimumMonthsUntilExpiry, docextract.CheckTotalsConsistent, docextract.CheckIdentifiersValid}
	for _, name := range []string{"document_expiry_date", "document_date_of_issue", "statement_period_start", "statement_period_end"} {
		props[name].(obj)["pattern"] = datePattern
	}
	when := func(checkType string, carries []any, notSkipped []any) obj {
		then := obj{"required": carries}
		if notSkipped != nil {
			then["if"] = obj{"properties": obj{"status": obj{"enum": []any{"passed", "failed"}}}}
			then["then"] = obj{"required": notSkipped}
		}
		return obj{"if": obj{"properties": obj{"check_type": obj{"const": checkType}}}, "then": then}
	}
	s["allOf"] = []any{
		obj{"if": obj{"properties": obj{"status": obj{"enum": []any{"passed", "failed"}}, "check_type": obj{"not": obj{"const": docextract.IntegrityCheck}}}}, "then": obj{"required": []any{"extracted_value"}}},
		when("integrity", []any{"check_name"}, []any{"details"}),
		when("field_validation", []any{"field", "expected_value", "match_type"}, nil),
		when("expiry_validation", []any{"check_name"}, []any{"document_expiry_date"}),
		obj{"if": obj{"properties": obj{"check_name": obj{"const": docextract.CheckMinimumMonthsUntilExpiry}, "status": obj{"enum": []any{"passed", "failed"}}}, "required": []any{"check_name"}},
			"then": obj{"required": []any{"months_until_expiry"}}},
		when("recency_validation", []any{}, []any{"document_date_of_issue"}),
		when("statement_coverage_validation", []any{"minimum_coverage_months"}, []any{"statement_period_start", "statement_period_end", "coverage_days"}),
		when("statement_recency_validation", []any{"maximum_statement_age_months"}, []any{"statement_period_end"}),
	}
	return s
}

func errorSchema(codes []string) obj {
	return obj{
		"type":                 "object",
		"additionalProperties": false,
		"required":             []any{"error"},
		"properties": obj{"error": obj{
			"type":                 "object",
			"additionalProperties": false,
			"required":             []any{"code", "message", "livemode"},
			"properties": obj{
				"code":     obj{"type": "string", "enum": codes},
				"message":  obj{"type": "string", "minLength": 1},
				"livemode": obj{"type": "boolean", "description": "true under a live key; false under a sandbox key, and with no key or an unknown one."},
				"field":    obj{"type": "string", "description": "The request member the error is about, as a dotted path with indexes."},
			},
		}},
	}
}

func healthSchema() obj {
	return obj{"type": "object", "additionalProperties": false, "required": []any{"status"},
		"properties": obj{"status": obj{"type": "string", "enum": []any{"ok", "starting", "draining"}}}}
}

// expansionNames lists the values of expand[].
func expansionNames() []any {
	var out []any
	for _, e := range docextract.Expansions() {
		out = append(out, string(e))
	}
	return out
}

func provenanceSchema() obj {
	fraction := obj{"type": "number", "minimum": 0, "maximum": 1}
	return obj{"type": "object", "description": "With expand[]=provenance: where each field found was read, by the field's JSON path (surname, significant_people[0].name).",
		"additionalProperties": obj{"type": "object", "additionalProperties": false,
			"required": []any{"page", "box", "source", "confidence", "rule"},
			"properties": obj{
				"page": obj{"type": []any{"integer", "null"}, "minimum": 1, "description": "The page, from 1; null when the value was put together from several places."},
				"box": obj{"anyOf": []any{obj{"type": "null"}, obj{"type": "array", "items": fraction, "minItems": 4, "maxItems": 4}},
					"description": "[x0, y0, x1, y1] in fractions of the page (x to the right, y down), 4 decimals; null when the value has no one place on the page."},
				"source":     obj{"enum": []any{string(docextract.FromTextLayer), string(docextract.FromOCR), string(docextract.FromMRZ), string(docextract.FromBarcode)}},
				"confidence": fraction,
				"rule":       obj{"type": "string", "minLength": 1, "description": "The short, stable, dotted name of the rule that chose the value: mrz.surname, zone.label, keyvalue.label_inline."},
			}}}
}

func mrzSchema() obj {
	status := obj{"enum": []any{string(docextract.Passed), string(docextract.Failed)}}
	checks := obj{}
	for _, name := range []string{docextract.MRZDocumentNumber, docextract.MRZDateOfBirth, docextract.MRZExpiryDate, docextract.MRZPersonalNumber, docextract.MRZComposite} {
		checks[name] = status
	}
	return obj{"description": "With expand[]=mrz: the machine-readable zone as read; null when none was.",
		"anyOf": []any{obj{"type": "null"}, obj{"type": "object", "additionalProperties": false,
			"required": []any{"format", "lines", "checks"},
			"properties": obj{
				"format": obj{"enum": []any{"TD1", "TD2", "TD3", "MRVA", "MRVB", "FRA_ID"}},
				"lines":  obj{"type": "array", "items": obj{"type": "string"}, "description": "The lines as read, after the repairs the check digits confirmed."},
				"checks": obj{"type": "object", "additionalProperties": false, "properties": checks,
					"description": "Each check digit the format has: passed or failed."},
			}}}}
}

func pageImageSchema() obj {
	side := obj{"type": "integer", "minimum": 1, "maximum": docextract.MaxPageImageSide}
	return obj{"type": "object", "additionalProperties": false,
		"required": []any{"page", "width", "height", "image"},
		"properties": obj{
			"page":   obj{"type": "integer", "minimum": 1},
			"width":  side,
			"height": side,
			"image":  obj{"type": "string", "pattern": "^data:image/png;base64,[A-Za-z0-9+/]+=*$", "description": "The page as a PNG, its long side at most 1200 pixels."},
		}}
}
