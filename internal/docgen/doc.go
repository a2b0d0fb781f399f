// Package docgen renders synthetic identity documents, proofs of address, tax
// documents and organisation documents together with their ground truth, and
// writes them as cases in the format of the real-document corpus
// (<document_type>/<case_id>/{document.ext, request.json, expected.json}), so
// one scorer reads both.
//
// Everything is derived from a seed: the same Options give byte-identical
// documents. The expected values follow the field names of the
// specification; check outcomes are computed against a fixed "today"
// (Options.Today, DefaultToday) that is recorded in expected.json as
// meta.today so a scorer can inject the same clock into the service.
//
// Field kinds are those of the corpus (name, address, id, date, country,
// text) plus "people" for significant_people, whose value is the list of
// {name, role, address} objects.
//
// Each expected single-valued field also records, as "boxes", where its
// value was printed, in fractions of the page (see TruthBox); the drawing
// layer finds them, not the layouts. meta.generator.boxes says whether a
// case has them: photographed slips and pages turned beyond a scanner's
// tilt have none.
//
// Layouts belong to splits (Options.Split): SplitTuned holds the layouts
// the readers' rules were written against and is drawn by default, so
// that a seed keeps giving the same documents; SplitDev and SplitHoldout
// hold layouts written afterwards from public descriptions of real
// documents (the source is cited above each), without running the readers
// on them, so that accuracy can also be reported on designs no rule was
// tuned on. expected.json records meta.generator.split and, as
// meta.generator.variant, the layout.
//
// docgen is a measuring instrument: it must not import the root package
// docextract nor anything under extract/, so it cannot share a bug with the
// code it measures.
package docgen
