package ocr

// scriptModels maps the scripts that Tesseract's orientation and script
// detection names (the osd model's script names, as `tesseract --psm 0`
// prints them) to the Tesseract model that reads text in that script,
// for the scripts the English and Latin models cannot read. A script is
// added by one line here and its Debian package (tesseract-ocr-LANG) in
// scripts/setup.sh, the Dockerfile and deploy/setup_test.go. Sources:
// Tesseract's tessdata model list (tesseract-ocr.github.io/tessdoc/Data-Files)
// and Debian bookworm's tesseract-lang packages.
var scriptModels = map[string]string{
	// tha.traineddata, Debian tesseract-ocr-tha. Its LSTM character set
	// holds only five of the ten Thai digits (๐ ๑ ๒ ๓ ๕): it reads ๔ ๖
	// ๗ ๘ ๙ as others (its lstm-unicharset, read with combine_tessdata -u).
	"Thai": "tha",
}

// ScriptModel returns the model that reads text in script, a script name
// of Tesseract's orientation and script detection, and false when the
// pool's own models read it (Latin) or no model is listed for it.
func ScriptModel(script string) (string, bool) {
	m, ok := scriptModels[script]
	return m, ok
}
