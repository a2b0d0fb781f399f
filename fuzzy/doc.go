// Package fuzzy decides whether a value read from a document matches the value a caller expected,
// tolerating what a careful reviewer would: accents, case, punctuation, word order, each kind's habits.
//
// # Normalisation
//
// Every comparison starts from Normalize: compatibility decomposition
// (NFKD), diacritics removed, case-folded, anything that is not a letter or
// a digit turned into a space, runs of spaces collapsed, both ends trimmed.
// "Müller-Lüdenscheidt, Dr." becomes "muller ludenscheidt dr".
//
// # Rules every kind shares (except Identifier)
//
//   - equal: the normalised values are equal.
//   - token_order: the same words in another order ("SMITH JOHN", "John Smith").
//   - spacing: equal once spaces are removed ("SW1A 1AA", "SW1A1AA").
//   - transliteration: equal once a side is spelt as a machine-readable zone
//     spells it (ICAO 9303: Ä → AE, Ö → OE, Ü → UE, Å → AA, Ø → OE; ß → SS,
//     Æ → AE and Ñ → N already follow from Normalize), so MÜLLER, MUELLER and
//     MULLER are all equal to Müller.
//   - similarity: Similarity (one minus the Levenshtein distance in runes
//     over the longer length) at or above the threshold, DefaultThreshold
//     (0.85) unless Options.Threshold says otherwise.
//
// Anything else is below_threshold. A value that is empty after Normalize
// never matches (empty), nor does one longer than MaxLength (512) runes
// (too_long).
//
// # Rules of each kind
//
// Name: leading titles are dropped (Mr, Mrs, Ms, Miss, Dr, Prof, Sir, Herr,
// Frau, M, Mme, Sr, Sra, and the like: title); a middle name may be missing
// on one side: every word of the shorter name is in the longer and both
// start with the same word (middle_name); a name cut short the way an MRZ
// cuts it matches the whole name: the shorter side keeps the longer side's
// words in order, only its last word may be cut short, and the words after
// it may be missing, but its first word must be whole, unless it is the
// only word and keeps at least 20 runes, as happens only to a very long
// surname in an MRZ field of 30 to 39 positions (mrz_truncation).
//
// Identifier (document, registration and tax numbers): only letters and
// digits count, so spaces, dots, hyphens and slashes are ignored; the two
// values then match when equal, when they differ only by a two-letter
// country prefix before eight or more digits, as VAT numbers are written
// with or without it (country_prefix), or when at least as similar as the
// threshold, as the API's rules say. With Options.Strict they must be equal (otherwise
// not_equal): a number that differs by one character names another
// document. Decision.Score always says how close the two were.
//
// Address: address words are abbreviated one way (Street/St, Road/Rd,
// Avenue/Ave, Apartment/Flat/Apt, Suite/Ste, Drive/Dr, Lane/Ln,
// Boulevard/Blvd, Place/Pl, Court/Ct, Square/Sq, Floor/Fl, North/N, ...,
// Straße/Str, including compounds such as Hauptstraße/Hauptstr: abbreviation);
// a country that ends the address is written as its code (United
// Kingdom/UK/GB, United States/USA/US, Deutschland/Germany, ...), and
// dropped when only one side names a country (country); with
// Options.Strict, two addresses that end in different countries never match
// (country_differs). Postcode spacing is covered by the spacing rule.
//
// Address and Organisation, with Options.Strict: two values that each hold
// a number the other lacks never match, however similar ("10 Downing
// Street", "11 Downing Street": number_differs); the numbers are the runs of digits, in any
// order, so "Flat 2, 10 High St" and "10 High St, Flat 2" agree; the same
// digits split differently ("NW1 6XE", "NW16XE") agree too, and a number
// present on one side only is an omission, not a difference.
//
// Organisation: "&" reads "and"; a leading "The" is dropped (article);
// legal forms are written one way (Limited/Ltd, Incorporated/Inc,
// Corporation/Corp, Company/Co, L.L.C./LLC, GmbH, B.V./BV, S.A./SA,
// Public Limited Company/PLC, AG, SARL, S.r.l., N.V., LLP, LP, Pty, ...), and
// a legal form that ends only one of the names is dropped (legal_form);
// with Options.Strict, two names that end in different legal forms never
// match, however similar ("Acme Holdings Ltd", "Acme Holdings Inc":
// legal_form_differs).
//
// Text: only the shared rules.
//
// # Order
//
// Compare tries equal, token_order and spacing on the normalised values,
// then rewrites both values step by step (transliteration, then the kind's
// rewriting rules in the order listed: title; abbreviation, country;
// article, legal_form) and tries the three again after each step;
// Decision.Rule names the step that made them equal. Then come the
// *_differs rules (Strict only), middle_name, mrz_truncation, and last similarity. Every
// rule treats the two values alike, so the outcome does not depend on which
// is expected and which extracted.
//
// fuzzy imports nothing of this module: it depends only on the standard
// library, golang.org/x/text and github.com/agnivade/levenshtein.
package fuzzy
