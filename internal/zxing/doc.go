// Package zxing binds the barcode reader of zxing-cpp (Debian's
// libzxing-dev, cgo, pkg-config zxing) for the PDF417 symbols on the back
// of US and Canadian driving licences and identity cards: pure-Go readers
// have no PDF417 decoder. A grayscale image goes in; the symbols found
// come out with their raw bytes, no character set applied.
//
// It imports nothing of docextract's.
package zxing
